"""``play``: open the game window (what ``spades-desktop`` does with no arguments)."""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", help="start a new game with this preset id")
    parser.add_argument("--deal", type=int, metavar="NUMBER", help="deal number of the first hand")


def run(args: argparse.Namespace) -> int:
    from ..app import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from ..gui.application import run_gui

    return run_gui(args)

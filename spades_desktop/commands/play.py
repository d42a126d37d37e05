"""``play``: open the game window (what ``spades-desktop`` does with no arguments)."""

from __future__ import annotations

import argparse
import sys

from . import text_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", type=text_argument, help="start a new game with this preset id")
    parser.add_argument("--deal", type=int, metavar="NUMBER", help="deal number of the first hand")
    parser.add_argument("--selftest", action="store_true",
                        help="check that the game works on this computer (no person needed) and exit: 0 ok, 1 failed")
    parser.add_argument("--selftest-report", metavar="FILE", help="with --selftest: also write its report to FILE")


def run(args: argparse.Namespace) -> int:
    if getattr(args, "selftest", False):
        from ..selftest import run as run_selftest

        return run_selftest(report=args.selftest_report)
    if getattr(args, "selftest_report", None):
        print("error: --selftest-report goes with --selftest", file=sys.stderr)
        return 2
    from ..app import display_problem

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from ..gui.application import run_gui

    return run_gui(args)

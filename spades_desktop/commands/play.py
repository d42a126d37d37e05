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
    from ..app import DEAD_DISPLAY_STATUS, check_display

    found = check_display()
    if found:
        bad = _argument_problem(args)  # a bad --deal or --preset is told first: fixing the display will not help it
        if bad:
            print(f"spades-desktop: {bad}", file=sys.stderr)
            return 2
        status, problem = found
        print(f"error: {problem}" if status == DEAD_DISPLAY_STATUS else problem, file=sys.stderr)
        return status
    from ..gui.application import run_gui

    return run_gui(args)


def _argument_problem(args: argparse.Namespace) -> str:
    """Why ``--preset``/``--deal`` cannot start a game ("" when they can, or when Qt itself does not load here)."""
    try:
        from ..gui.application import check_arguments
    except ImportError:  # Qt's libraries do not load: the display's message comes first then
        return ""
    return check_arguments(getattr(args, "preset", None), getattr(args, "deal", None))

"""``selftest``: check that this installation of the game works, without a person at the screen.

The same as ``spades-desktop --selftest``; see ``spades_desktop.selftest``.
Exit status 0 when every check passed, 1 (with the reason) when one failed.
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--report", metavar="FILE",
                        help="also write the report to FILE (a windowed app on Windows has no console)")
    parser.add_argument("--timeout", type=float, default=120.0, metavar="SECONDS",
                        help="give up when the hand of bots has not finished after this long (default 120)")


def run(args: argparse.Namespace) -> int:
    from ..selftest import run as run_selftest

    if args.timeout <= 0:
        print("error: --timeout must be a positive number of seconds", file=sys.stderr)
        return 2
    return run_selftest(report=args.report, timeout=args.timeout)

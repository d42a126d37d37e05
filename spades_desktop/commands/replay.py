"""``replay FILE``: replay a saved game record, checking it, and print each hand's scores as JSON.

Exit status 0 when the record replays; 2 with one ``error: ...`` line on
stderr when the file is missing, unreadable, damaged or illegal.
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game record (.json) saved by Spades Desktop")
    parser.add_argument(
        "--quiet", "-q", action="store_true", help="only check the record: print nothing unless it is bad"
    )


def run(args: argparse.Namespace) -> int:
    from ..record import RecordError, game_summary, load_record, replay

    try:
        record = load_record(args.file)
        game = replay(record)
        summary = game_summary(record, game)
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug, but a bad file must still never print a traceback
        print(f"error: {args.file}: this record could not be replayed ({type(exc).__name__}: {exc}); "
              "please report this as a bug", file=sys.stderr)
        return 2
    if not args.quiet:
        from ..record.encode import layout

        try:
            print(layout(summary))
        except UnicodeEncodeError:  # a console that cannot show "North–South" or a player's name
            print(layout(summary, ascii_only=True))
    return 0

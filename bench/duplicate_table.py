"""How long the bots' table of a duplicate match takes to play one deal (``ai.duplicate_match.play_bots_table``).

The window plays each deal at the bots' table on a worker thread while the
human plays it (docs/duplicate.md); this measures that time per deal for a
stand-in and partner/opponent level. Prints the median and the slowest deal in
seconds; the last line is ``duplicate_table_<level>_max_s: value``.

    nice -n 15 python bench/duplicate_table.py --level hard --deals 6
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.duplicate_match import new_match, play_bots_table
from spades_desktop.engine import STANDARD


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="normal",
                        help="the stand-in's level, and the partner's and opponents' unless --others is given")
    parser.add_argument("--others", choices=("easy", "normal", "hard"), default=None)
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    state = new_match(STANDARD, args.deals, args.seed, args.others or args.level, args.level)
    times = []
    for index in range(args.deals):
        start = time.perf_counter()
        play_bots_table(state.plan, index)
        times.append(time.perf_counter() - start)
        print(f"deal {index + 1}: {times[-1]:.2f} s", flush=True)
    print(f"median {statistics.median(times):.2f} s, slowest {max(times):.2f} s over {args.deals} deals")
    print(f"duplicate_table_{args.level}_max_s: {max(times):.2f}")


if __name__ == "__main__":
    main()

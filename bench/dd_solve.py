"""How long the double-dummy solver takes (``ai.double_dummy.solve``), standard rules.

Each of ``--deals`` seeded deals is bid and played by Normal bots until
``--left`` tricks remain, then the position is solved from scratch (a fresh
transposition table) and timed. ``--left 13`` solves whole deals from the
first lead; ``--nodes`` then caps each solve (a deal over the cap counts as
unsolved and its time as the time spent until the cap). Prints the median and
the 95th percentile in seconds; the last line is ``dd_solve_p95_s: value``.

    nice -n 15 python bench/dd_solve.py --deals 200 --left 6
    nice -n 15 python bench/dd_solve.py --deals 20 --left 13 --nodes 2000000
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import make_player
from spades_desktop.ai.double_dummy import DoubleDummyBudgetError, solve
from spades_desktop.engine import STANDARD, Game, Phase


def position(seed: int, left: int) -> Game:
    """Deal ``seed`` played by Normal bots until ``left`` tricks remain."""
    game = Game(STANDARD, seed)
    bots = [make_player("normal", seed * 4 + s) for s in range(4)]
    stop = STANDARD.hand_size - left
    while game.phase is not Phase.PLAY or game.trick_number < stop:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--left", type=int, default=6, help="tricks left when the solve starts (13: whole deals)")
    parser.add_argument("--nodes", type=int, default=None, help="node budget per solve (default: none)")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    if not 1 <= args.left <= 13:
        parser.error("--left is 1 to 13")
    times: list[float] = []
    nodes: list[int] = []
    unsolved = 0
    for seed in range(args.first_seed, args.first_seed + args.deals):
        game = position(seed, args.left)
        start = time.perf_counter()
        try:
            nodes.append(solve(game, nodes=args.nodes).nodes)
        except DoubleDummyBudgetError:
            unsolved += 1
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(f"deals: {args.deals}, tricks left: {args.left}, node budget: {args.nodes}, over budget: {unsolved}")
    if nodes:
        print(f"nodes: median {statistics.median(nodes):.0f}, max {max(nodes)}")
    print(f"max_s: {times[-1]:.3f}")
    print(f"median_s: {statistics.median(times):.3f}")
    print(f"dd_solve_p95_s: {p95:.3f}")


if __name__ == "__main__":
    main()

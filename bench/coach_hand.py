"""How long the coach takes to weigh one human seat's decisions of a whole hand (``ai.coach.coach_hand``).

Each of ``--hands`` seeded hands is played by Normal bots and recorded with
South as the human; the coach then weighs South's bid and cards with the Hard
search (``--samples`` playouts, the default of the review window is 100).
Prints the median and the slowest hand in seconds; the last line is
``coach_hand_max_s: value``.

    nice -n 15 python bench/coach_hand.py --hands 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import coach_hand
from spades_desktop.engine import STANDARD, Game, HandScored
from spades_desktop.record import GameRecord


def recorded_hand(seed: int) -> GameRecord:
    game = Game(STANDARD, seed)
    bots = [make_player("normal", seed * 4 + s) for s in range(4)]
    done = False
    while not done:
        seat = game.to_act
        assert seat is not None
        done = any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat))))
    return GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--samples", type=int, default=100)
    args = parser.parse_args()
    times: list[float] = []
    weighed = 0
    for seed in range(1, args.hands + 1):
        record = recorded_hand(seed)
        start = time.perf_counter()
        weighed += len(coach_hand(record, 0, samples=args.samples))
        times.append(time.perf_counter() - start)
    print(f"hands: {args.hands}, samples: {args.samples}, decisions weighed: {weighed}")
    print(f"coach_hand_median_s: {statistics.median(times):.2f}")
    print(f"coach_hand_max_s: {max(times):.2f}")


if __name__ == "__main__":
    main()

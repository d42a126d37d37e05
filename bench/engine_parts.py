"""Where one hand's engine time goes: bidding, plays, and scoring plus the next deal.

Times each part many times on copies of one position (CPU time, microseconds)
and prints one line per part; the last line is ``hand_total_us: N``.

    python bench/engine_parts.py [--repeat 2000]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.engine import Bid, Game, Phase, RuleSet, score_hand


def per_call_us(func: Callable[[], object], repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        func()
    return (time.process_time() - start) / repeat * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args(argv)
    rules = dataclasses.replace(RuleSet(), target=10**9, mercy=None)
    start = Game(rules, 5)

    def random_actions(game: Game, count: int | None = None, phase: Phase | None = None) -> Game:
        rand = random.Random(1).random
        done = 0
        while (count is None or done < count) and (phase is None or game.phase is phase):
            actions = game.legal_actions()
            game.apply(actions[int(rand() * len(actions))])
            done += 1
        return game

    copy = per_call_us(start.copy, args.repeat)
    bidding = per_call_us(lambda: random_actions(start.copy(), phase=Phase.BID), args.repeat) - copy
    in_play = random_actions(start.copy(), phase=Phase.BID)
    plays48 = per_call_us(lambda: random_actions(in_play.copy(), 48), args.repeat) - copy
    plays52 = per_call_us(lambda: random_actions(in_play.copy(), 52), args.repeat) - copy
    scoring = per_call_us(lambda: score_hand(rules, [Bid(3)] * 4, [3, 3, 3, 4], [0, 0], [0, 0]), args.repeat)
    print(f"copy of a game (subtracted below): {copy:.1f} us")
    print(f"bidding (looks and bids): {bidding:.1f} us")
    print(f"48 plays: {plays48:.1f} us ({plays48 / 48:.2f} us a card)")
    print(f"last trick, scoring and the next deal: {plays52 - plays48:.1f} us (score_hand alone {scoring:.1f} us)")
    print(f"hand_total_us: {bidding + plays52:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

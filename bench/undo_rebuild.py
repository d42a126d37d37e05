"""How long one undo takes: rebuilding a long game from its start (``record.history.rebuild``).

Undo replays every action before the point through the engine, so its cost
grows with the game. This plays a seeded game of random, mostly low bids to
``--hands`` hands (or its end), then times rebuilding it just before its last
action, the slowest undo of that game.

    python bench/undo_rebuild.py --hands 20 --repeat 20
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.engine import LOOK, Bid, BidKind, Game, RuleSet
from spades_desktop.record.history import rebuild, step_count


def long_game(hands: int, seed: int) -> Game:
    rules = RuleSet(target=100_000, mercy=None)
    game = Game(rules, seed)
    rng = random.Random(seed)
    while not game.is_over and game.hand_number <= hands:
        legal = game.legal_actions()
        if LOOK in legal:
            game.apply(LOOK)
            continue
        low = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and 2 <= a.tricks <= 4]
        game.apply(rng.choice(low or legal))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = long_game(args.hands, args.seed)
    count = step_count(game)
    best = float("inf")
    for _ in range(args.repeat):
        start = time.perf_counter()
        rebuild(game, count - 1)
        best = min(best, time.perf_counter() - start)
    print(f"game: {game.hand_number} hands started, {count} actions")
    print(f"undo_rebuild_ms: {best * 1000:.1f}")


if __name__ == "__main__":
    main()

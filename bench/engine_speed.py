"""Engine speed: random complete hands per second through the public API.

Each hand is dealt, bid (four bids), played (52 cards) and scored by
``Game.legal_actions()`` / ``Game.apply()``; a uniformly random legal action is
taken at every step. The rules are the standard ones (or ``--preset``) with
the end of the game pushed out of reach (target 10**9, no losing score), so
the figure counts hands rather than game set-up; ``--games`` keeps the real
end and so also counts starting new games. Prints the median of several
timed rounds; the last line is ``hands_per_second: N``.

    python bench/engine_speed.py [--hands 4000] [--rounds 5] [--preset standard]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.engine import Game, RuleSet


def run(rules: RuleSet, hands: int, seed: int) -> float:
    """Play ``hands`` hands; return the CPU seconds taken (steadier than wall time on a shared machine)."""
    rng = random.Random(seed)
    rand = rng.random
    done = 0
    game_seed = seed
    start = time.process_time()
    game = Game(rules, game_seed)
    current = game.hand_number
    while done < hands:
        if game.is_over:
            game_seed += 1
            game = Game(rules, game_seed)
            current = game.hand_number
        actions = game.legal_actions()
        game.apply(actions[int(rand() * len(actions))])
        if game.hand_number != current or game.is_over:
            done += 1
            current = game.hand_number
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", action="store_true", help="keep the real end of the game")
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    args = parser.parse_args(argv)
    rules = RuleSet()
    if args.preset:
        from spades_desktop.rules import load_preset

        rules = load_preset(args.preset).rules
    if not args.games:
        rules = dataclasses.replace(rules, target=10**9, mercy=None)
    rates = []
    for r in range(args.rounds):
        seconds = run(rules, args.hands, args.seed + r * 100_000)
        rates.append(args.hands / seconds)
        print(f"round {r + 1}: {args.hands} hands in {seconds:.3f} s = {rates[-1]:,.0f} hands/s")
    print(f"median of {args.rounds} rounds; python {sys.version.split()[0]}")
    print(f"hands_per_second: {statistics.median(rates):.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Bot latency: think time per decision of one bot, in one process (one core).

Plays whole hands with the bot under test in every seat of one side and
Normal players elsewhere, and times each of its decisions. Prints the
median, 95th percentile and maximum for card plays and for bids (and other
decisions); the last line is ``card_p95_ms: N``.

    python bench/ai_latency.py --bot hard --hands 40
    python bench/ai_latency.py --bot hard:samples=200 --preset jokers-high
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_match import load_rules, make_player, ms, percentile  # type: ignore[import-not-found]

from spades_desktop.engine import Game, HandScored, Phase


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bot", default="hard", help="the bot to time (default hard)")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    try:
        make_player(args.bot, 0)
    except ValueError as exc:
        parser.error(str(exc))
    cards: list[float] = []
    other: list[float] = []
    started = time.perf_counter()
    for k in range(args.hands):
        game = Game(rules, args.seed * 100_000 + k, first_dealer=k % rules.players)
        timed = {s for s in range(rules.players) if rules.side_of(s) == 0}
        players = [make_player(args.bot if s in timed else "normal", seed=k * 8 + s) for s in range(rules.players)]
        while True:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            start = time.perf_counter()
            action = players[seat].choose(view)
            spent = time.perf_counter() - start
            if seat in timed and len(view.legal) > 1:
                (cards if view.phase is Phase.PLAY else other).append(spent)
            if any(isinstance(e, HandScored) for e in game.apply(action)):
                break
    print(f"bot {args.bot}; rules {args.preset or 'standard'}; {args.hands} hands; "
          f"{time.perf_counter() - started:.0f} s; decisions with a choice only")
    print(f"card plays ({len(cards)}): {ms(cards)}")
    print(f"bids and others ({len(other)}): {ms(other)}")
    print(f"card_p95_ms: {1000 * percentile(cards, 0.95):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

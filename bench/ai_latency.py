"""Bot latency: think time per decision of one bot, in one process (one core).

Plays whole hands with the bot under test in every seat of one side and
Normal players elsewhere, and times each of its decisions. The bot gets the
monotonic clock the app gives it, so Hard's time cap per decision applies
(``--no-cap`` searches to the full budget). ``--burn N`` runs N processes
that only burn CPU beside it, to time the bot on a busy machine. Prints the
median, 95th percentile and maximum for card plays and for bids (and other
decisions), and how many decisions stopped at the time cap; the last line is
``card_p95_ms: N``. The CPU time of the card plays is printed too: on a
machine shared with other jobs it is about what the wall time would be on a
quiet one (the time cap reads the wall clock, so capped decisions are short).

    python bench/ai_latency.py --bot hard --hands 40
    python bench/ai_latency.py --bot hard --hands 20 --burn 2
    python bench/ai_latency.py --bot hard:samples=200 --preset jokers-high
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_match import load_rules, make_player, ms, percentile  # type: ignore[import-not-found]

from spades_desktop.engine import Game, HandScored, Phase


def _burn(stop: float) -> None:
    """Keep one core busy until the monotonic clock reaches ``stop``."""
    x = 0
    while time.monotonic() < stop:
        for i in range(10_000):
            x ^= i * i


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bot", default="hard", help="the bot to time (default hard)")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    parser.add_argument("--no-cap", action="store_true", help="give the bot no clock (no time cap)")
    parser.add_argument("--burn", type=int, default=0, help="CPU-burning processes to run beside the bot")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    try:
        make_player(args.bot, 0)
    except ValueError as exc:
        parser.error(str(exc))
    clock = None if args.no_cap else time.monotonic
    burners = [multiprocessing.Process(target=_burn, args=(time.monotonic() + 24 * 3600,), daemon=True)
               for _ in range(max(0, args.burn))]
    for b in burners:
        b.start()
    cards: list[float] = []
    other: list[float] = []
    cpu_cards: list[float] = []
    cpu_other: list[float] = []
    capped = 0
    started = time.perf_counter()
    try:
        for k in range(args.hands):
            game = Game(rules, args.seed * 100_000 + k, first_dealer=k % rules.players)
            timed = {s for s in range(rules.players) if rules.side_of(s) == 0}
            players = [make_player(args.bot if s in timed else "normal", seed=k * 8 + s, clock=clock)
                       for s in range(rules.players)]
            while True:
                seat = game.to_act
                assert seat is not None
                view = game.view(seat)
                start, cpu = time.perf_counter(), time.process_time()
                action = players[seat].choose(view)
                spent = time.perf_counter() - start
                if seat in timed and len(view.legal) > 1:
                    (cards if view.phase is Phase.PLAY else other).append(spent)
                    (cpu_cards if view.phase is Phase.PLAY else cpu_other).append(time.process_time() - cpu)
                    capped += bool(getattr(players[seat], "capped", False))
                if any(isinstance(e, HandScored) for e in game.apply(action)):
                    break
    finally:
        for b in burners:
            b.terminate()
            b.join()
    print(f"bot {args.bot}; rules {args.preset or 'standard'}; {args.hands} hands; "
          f"{time.perf_counter() - started:.0f} s; {'no time cap' if clock is None else 'time cap on'}; "
          f"{args.burn} CPU burner(s); decisions with a choice only")
    print(f"card plays ({len(cards)}): {ms(cards)}")
    print(f"card plays, CPU time of this process (a quiet machine's wall time): {ms(cpu_cards)}")
    print(f"bids and others ({len(other)}): {ms(other)}")
    print(f"bids and others, CPU time: {ms(cpu_other)}")
    print(f"stopped at the time cap: {capped} of {len(cards) + len(other)}")
    print(f"card_p95_ms: {1000 * percentile(cards, 0.95):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""What a seat's cards say to Normal's policy: does the policy foretell them better in the real hand than in a guess?

Hard weighs its guesses of the hidden hands by the cards the other seats
played (``ai/inference.py``): a guess where Normal's policy would not have
played a seat's card is a "miss" and counts less. That only helps where the
real hand misses less often than a guess does. This plays deals of the file
with bot A at South and North and bot B at West and East, stops at South's and
North's lead after ``--after`` tricks, and replays every card the other three
seats played so far, once in their real hands and once in each of
``--guesses`` random guesses that fit the voids (no bids, no plays weighed).
It prints, for the partner and the opponents, by the card's place in its trick,
how often the policy would have played another card.

    nice -n 10 python bench/play_evidence.py --a hard --b reference --deals 30 --first 1901

The last line is the partner's misses in the real hand over those in a guess
(1.0: its cards say nothing to the policy).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.card_play import DEFAULT_PLAY, all_alike, play_card
from spades_desktop.ai.determinize import sample_hands
from spades_desktop.ai.hard import HARD_PLAY
from spades_desktop.ai.inference import PlayEvidence
from spades_desktop.ai.normal import hand_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, HandScored, Phase, RuleSet

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"


def missed(evidence: PlayEvidence, seat: int, hand: int, point: object) -> int | None:
    """1 when the policy holding ``hand`` would not have played the point's card, 0 when it would; None when
    the seat had one legal card there (nothing to learn)."""
    probe = evidence._probe
    state = point.state  # type: ignore[attr-defined]
    held = hand | point.later  # type: ignore[attr-defined]
    probe.trick, probe.trick_number, probe.broken = state.trick, state.trick_number, state.broken
    probe.hands[seat] = held
    legal = probe._legal_mask(seat)
    if not legal & (legal - 1):
        return None
    card = play_card(state, seat, held, legal, evidence.tuning)[0]
    return int(card != point.card and all_alike(state, (card, point.card), held) is None)  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", default="hard", help="the bot at South and North (default hard)")
    parser.add_argument("--b", default="reference", help="the bot at West and East (default reference)")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--first", type=int, default=1901, help="the first deal of the file (from 1)")
    parser.add_argument("--after", type=int, default=9, help="tricks played before the position (default 9)")
    parser.add_argument("--guesses", type=int, default=10)
    parser.add_argument("--policy", choices=("hard", "normal"), default="hard",
                        help="the policy that replays the cards: Hard's (hard.HARD_PLAY, default) or Normal's now")
    args = parser.parse_args(argv)
    tuning = HARD_PLAY if args.policy == "hard" else DEFAULT_PLAY
    rules = RuleSet()
    deals = ai_match.read_deals(DEALS)[args.first - 1: args.first - 1 + args.deals]
    # (whose, place in trick) -> [plays, misses in the real hand, misses over the guesses, plays over the guesses]
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for k, (deal, dealer) in enumerate(deals):
        game = Game(rules, deal, first_dealer=dealer)
        players = [ai_match.make_player(args.a if s % 2 == 0 else args.b, seed=k * 4 + s) for s in range(4)]
        scored = False
        while not scored:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if (seat % 2 == 0 and view.phase is Phase.PLAY and len(view.completed_tricks) == args.after
                    and not view.trick):
                evidence = PlayEvidence(view, tuning)
                state, mine = PlayState.from_view(view), hand_mask(view)
                guesses = [sample_hands(state, mine, random.Random(i)) for i in range(args.guesses)]
                for other in range(4):
                    if other == seat:
                        continue
                    whose = "partner" if other == (seat + 2) % 4 else "opponent"
                    for point in evidence.points[other]:
                        real = missed(evidence, other, game.hands[other], point)
                        if real is None:
                            continue
                        place = len(point.state.trick)
                        row = table[whose, "lead" if place == 0 else f"card {place + 1} of the trick"]
                        row[0] += 1
                        row[1] += real
                        for guess in guesses:
                            m = missed(evidence, other, guess[other], point)
                            if m is not None:
                                row[2] += m
                                row[3] += 1
            for event in game.apply(players[seat].choose(view)):
                scored = scored or isinstance(event, HandScored)
    print(f"A {args.a} (South, North) against B {args.b}; deals {args.first}-{args.first + args.deals - 1}, "
          f"A's lead after {args.after} tricks; {args.guesses} guesses; replayed with {args.policy}'s policy")
    print(f"{'whose card':<10} {'place':<22} {'plays':>6} {'real hand misses':>17} {'a guess misses':>15}")
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for (whose, place), row in sorted(table.items()):
        print(f"{whose:<10} {place:<22} {row[0]:>6} {row[1] / row[0]:>17.2f} {row[2] / max(1, row[3]):>15.2f}")
        totals[whose] = [a + b for a, b in zip(totals[whose], row, strict=True)]
    for whose, row in sorted(totals.items()):
        print(f"{whose:<10} {'all':<22} {row[0]:>6} {row[1] / row[0]:>17.2f} {row[2] / max(1, row[3]):>15.2f}")
    p = totals["partner"]
    print(f"partner real/guess misses: {(p[1] / max(1, p[0])) / max(1e-9, p[2] / max(1, p[3])):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

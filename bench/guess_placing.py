"""How well Hard's guesses of the hidden hands place the real cards: a cheap yardstick for the guessing.

Hard's card search plays its candidates out in guesses of the other hands
(``determinize.iter_worlds``, weighed by the bids and the cards played). The
oracles of docs/ai.md say where the points are: knowing the partner's aces,
kings and queens is worth about 12 points a hand. This bench holds positions
of real games still and asks, for each Hard setting, what share of the hidden
cards its guesses give to the seat that holds them: all of them, the
partner's aces, kings and queens, and the opponents'. It plays no playouts,
so a setting takes a minute or two, not the hours of a match; but a better
placing is not a measured gain in points (a match still decides).

``--make`` plays deals of the file with ``--side`` (default Hard) at South and
North against the frozen v1 and keeps every card decision of side A after 2,
4, 6, 8 and 10 tricks (the view and the real hands). Then each ``--bots`` spec
(a Hard spec: ``hard``, ``hard:infer_tries=12``) draws ``--guesses`` guesses
at every position as its card search would, from the same seed.

    python bench/guess_placing.py --make 30 --first 1921 --out /tmp/placing.pickle
    python bench/guess_placing.py --positions /tmp/placing.pickle --bots hard hard:infer_tries=12 hard:infer=1

The last line is ``partner_honours_placed BOT: SHARE`` for the last bot.
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.cardinfo import card_info
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import hand_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import STANDARD, Game, HandScored, Phase, SeatView, cards_of

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"
AFTER = (2, 4, 6, 8, 10)  # tricks played before a kept decision


def make_positions(first: int, count: int, side_a: str) -> list[tuple[SeatView, list[int]]]:
    """Side A's card decisions after ``AFTER`` tricks, with every seat's real hand then."""
    rules = STANDARD
    out: list[tuple[SeatView, list[int]]] = []
    for number, dealer in ai_match.read_deals(DEALS)[first - 1: first - 1 + count]:
        for layout in ai_match.seatings(rules):
            players = [ai_match.make_player(ai_match.seat_spec(side_a if who == "a" else "reference", s, rules),
                                            seed=number * 8 + s) for s, who in enumerate(layout)]
            game = Game(rules, number, first_dealer=dealer)
            while True:
                seat = game.to_act
                assert seat is not None
                view = game.view(seat)
                if view.phase is Phase.PLAY and layout[seat] == "a" and len(view.completed_tricks) in AFTER:
                    out.append((view, [game.hand_mask(s) for s in range(rules.players)]))
                if any(isinstance(e, HandScored) for e in game.apply(players[seat].choose(view))):
                    break
    return out


def placing(positions: list[tuple[SeatView, list[int]]], spec: str, guesses: int) -> tuple[float, float, float, float]:
    """Shares placed right (all hidden cards, the partner's A-K-Q, the opponents'), and ms of CPU a position."""
    info = card_info(STANDARD)
    honours = sum(c.bit for c in cards_of(info.deck_mask) if 12 <= c.rank <= 14)
    every: list[float] = []
    partner_h: list[float] = []
    opps_h: list[float] = []
    t0 = time.process_time()
    for i, (view, real) in enumerate(positions):
        bot = ai_match.make_player(spec, seed=i)
        if not isinstance(bot, HardPlayer):
            raise SystemExit(f"{spec} is not a Hard spec")
        me = view.seat
        partner = view.rules.partner_of(me)
        fit, tries = bot.play_fit(view)
        state = PlayState.from_view(view)
        for hands in bot._guesses(state, hand_mask(view), random.Random(i), guesses, tries, fit):
            hidden = right = 0
            ph = ph_right = oh = oh_right = 0
            for s in range(view.rules.players):
                if s == me:
                    continue
                hidden += real[s].bit_count()
                right += (real[s] & hands[s]).bit_count()
                held, placed = (real[s] & honours).bit_count(), (real[s] & hands[s] & honours).bit_count()
                if s == partner:
                    ph, ph_right = ph + held, ph_right + placed
                else:
                    oh, oh_right = oh + held, oh_right + placed
            every.append(right / hidden)
            if ph:
                partner_h.append(ph_right / ph)
            if oh:
                opps_h.append(oh_right / oh)
    ms = (time.process_time() - t0) * 1000 / max(1, len(positions))
    return statistics.fmean(every), statistics.fmean(partner_h), statistics.fmean(opps_h), ms


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--make", type=int, default=0, help="deals to draw positions from (then --out)")
    parser.add_argument("--first", type=int, default=1921, help="the first deal of the file (from 1)")
    parser.add_argument("--side", default="hard", help="side A's bot while the positions are made")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--positions", type=Path, nargs="*", default=[])
    parser.add_argument("--bots", nargs="*", default=[])
    parser.add_argument("--guesses", type=int, default=30, help="guesses drawn at each position")
    args = parser.parse_args(argv)
    if args.make:
        if args.out is None:
            parser.error("--make needs --out")
        positions = make_positions(args.first, args.make, args.side)
        args.out.write_bytes(pickle.dumps(positions))
        print(f"positions: {len(positions)}")
        return 0
    positions = [p for f in args.positions for p in pickle.loads(f.read_bytes())]
    print(f"{len(positions)} positions, {args.guesses} guesses each; share of the real cards placed right")
    for spec in args.bots:
        every, partner_h, opps_h, ms = placing(positions, spec, args.guesses)
        print(f"{spec}: all hidden cards {every:.4f}, partner's A-K-Q {partner_h:.4f}, opponents' A-K-Q "
              f"{opps_h:.4f}; {ms:.0f} ms of CPU a position", flush=True)
        print(f"partner_honours_placed {spec}: {partner_h:.4f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Card-play quality at fixed positions, judged in the true deal: a yardstick beside the matches.

A match between two versions of Hard needs about a thousand deals to tell
3 points a hand apart: one different card changes the rest of the hand. This
bench holds the positions still. It plays deals of the deal file with side A
(``--side``, default Normal) against the frozen Normal v1 and keeps card
decisions of side A where there is a choice (legal cards that do not play
alike). At each position every candidate card is played in the true deal and
the hand is finished by the bots that sat there (side A with Normal's policy,
the other side with v1, seeded afresh), and scored for side A like a match
(bags at -9): the card's value. A bot's regret at a position is the best
candidate's value less the value of the card it chooses there, seeing only
its seat's view. Lower is better; two bots are compared on the same
positions (the paired difference and its 95 % confidence interval).

    python bench/card_regret.py --make 150 --every 3 --out /tmp/pos.pickle
    python bench/card_regret.py --positions /tmp/pos.pickle --bots normal hard hard:infer=0.3

The continuation is Normal's play, not the bot's own, so the values judge the
card, not what Hard would do after it; the yardstick ranks choices, a match
still measures strength. It is coarse too: a failed nil swings a position by
200, so 2,855 positions (240 deals) give a paired 95 % interval of about
±0.7 a position (docs/ai.md). The last line is ``regret BOT: MEAN``.
"""

from __future__ import annotations

import argparse
import math
import pickle
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_match import make_player, read_deals, side_metric  # type: ignore[import-not-found]

from spades_desktop.ai.cardinfo import card_info
from spades_desktop.ai.hard import equivalent_classes
from spades_desktop.ai.normal import hand_mask, legal_mask
from spades_desktop.engine import Card, Game, HandScored, Phase, Play, RuleSet, SeatView

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"
CONTINUE = "normal:bid_samples=0"


@dataclass
class Position:
    game: Game  # the true game, the seat to act about to play
    seat: int
    groups: list[list[Card]]  # candidate cards that play alike, grouped
    values: list[float]  # side A's result with each group's card played, the hand finished by the table's bots
    deal: int


def _layout_players(deal: int, side_a: str, a_side: int) -> list[object]:
    return [make_player(side_a if s % 2 == a_side else "reference", seed=deal * 8 + s) for s in range(4)]


def _finish(game: Game, deal: int, a_side: int) -> float:
    """Finish the hand with fresh table bots; side A's result (bags at -9)."""
    bots = _layout_players(deal, CONTINUE, a_side)
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        for event in game.apply(bots[seat].choose(view)):  # type: ignore[attr-defined]
            if isinstance(event, HandScored):
                return side_metric(event.score.sides[a_side])


def make_positions(deals: list[tuple[int, int]], side_a: str, every: int) -> list[Position]:
    rules = RuleSet()
    info = card_info(rules)
    out: list[Position] = []
    k = 0
    for deal, dealer in deals:
        for a_side in (0, 1):
            game = Game(rules, deal, first_dealer=dealer)
            bots = _layout_players(deal, side_a, a_side)
            while True:
                seat = game.to_act
                assert seat is not None
                view = game.view(seat)
                if view.phase is Phase.PLAY and seat % 2 == a_side:
                    hand, legal = hand_mask(view), legal_mask(view)
                    on_table = sum(c.bit for _s, c in view.trick)
                    unseen = info.deck_mask & ~hand & ~sum(c.bit for c in view.played)
                    groups = equivalent_classes(info, legal, hand, unseen | on_table)
                    if len(groups) > 1:
                        k += 1
                        if k % every == 0:
                            values = []
                            for g in groups:
                                trial = game.copy()
                                trial.apply(Play(g[-1]))  # with a choice left, the hand goes on after it
                                values.append(_finish(trial, deal, a_side))
                            out.append(Position(game.copy(), seat, groups, values, deal))
                events = game.apply(bots[seat].choose(view))  # type: ignore[attr-defined]
                if any(isinstance(e, HandScored) for e in events):
                    break
    return out


def regrets(positions: list[Position], spec: str) -> tuple[list[float], list[float]]:
    """The bot's regret at each position, and its think time there (ms of CPU time)."""
    out: list[float] = []
    think: list[float] = []
    for i, p in enumerate(positions):
        view: SeatView = p.game.view(p.seat)
        bot = make_player(spec, seed=p.deal * 8 + p.seat + 1000 * i)
        t0 = time.process_time()
        action = bot.choose(view)  # type: ignore[attr-defined]
        think.append((time.process_time() - t0) * 1000)
        assert isinstance(action, Play)
        chosen = next(j for j, g in enumerate(p.groups) if action.card in g)
        out.append(max(p.values) - p.values[chosen])
    return out, think


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--make", type=int, default=0, help="deals to draw positions from (then --out)")
    parser.add_argument("--start", type=int, default=0, help="the first deal of the file to use (0-based)")
    parser.add_argument("--every", type=int, default=3, help="keep every k-th decision with a choice")
    parser.add_argument("--side", default="normal", help="side A's bot while the positions are made")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--positions", type=Path, nargs="*", default=[])
    parser.add_argument("--bots", nargs="*", default=[])
    parser.add_argument("--save", type=Path, help="a folder to write each bot's regrets to (one per line)")
    args = parser.parse_args(argv)
    if args.make:
        if args.out is None:
            parser.error("--make needs --out")
        deals = read_deals(DEALS)[args.start: args.start + args.make]
        t0 = time.monotonic()
        positions = make_positions(deals, args.side, args.every)
        args.out.write_bytes(pickle.dumps([vars(p) for p in positions]))  # plain dicts: any module loads them
        print(f"{len(positions)} positions from {len(deals)} deals in {time.monotonic() - t0:.0f} s -> {args.out}")
        print(f"positions: {len(positions)}")
        return 0
    positions = [Position(**p) for f in args.positions for p in pickle.loads(f.read_bytes())]
    first: list[float] | None = None
    for spec in args.bots:
        r, think = regrets(positions, spec)
        if args.save is not None:
            args.save.mkdir(parents=True, exist_ok=True)
            (args.save / f"{spec.replace(':', '_')}.regrets").write_text("".join(f"{x}\n" for x in r))
        think.sort()
        line = (f"{spec}: mean regret {statistics.fmean(r):.3f} over {len(r)} positions, think median "
                f"{statistics.median(think):.0f} ms, 95th {think[int(0.95 * (len(think) - 1))]:.0f} ms")
        if first is None:
            first = r
        else:
            d = [a - b for a, b in zip(r, first, strict=True)]
            half = 1.96 * statistics.stdev(d) / math.sqrt(len(d))
            same = sum(1 for x in d if x == 0)
            line += f"; minus the first bot {statistics.fmean(d):+.3f} (95% CI ±{half:.3f}), {same} same"
        print(line, flush=True)
        print(f"regret {spec}: {statistics.fmean(r):.3f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

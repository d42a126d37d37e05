"""Where Normal weighs its partner's nil against a contract that needs every trick left, and what it is worth.

Four Normal bots (``--bot``, default ``normal:bid_samples=0``: the count's bids, fast) play deals 1, 2, ... as
the app deals them; with ``--south-nil`` South looks at its cards and bids nil whenever it may (a stand-in for a
person's nil, as in QA's replays). At every card a bot chooses beside its partner's live nil, the card is asked
again with the weighing turned off (``card_play._nil_before_contract`` False: the contract first, as before
session 57); where the two differ, the hand is finished both ways by the same bots on the real hands, and the
side's result less the other side's is compared (bags at -9, as in ``ai_match.py``).

    nice -n 12 python bench/nil_before_contract.py --first 1 --deals 20000
    nice -n 12 python bench/nil_before_contract.py --first 1 --deals 20000 --south-nil
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai import card_play
from spades_desktop.ai.base import Player
from spades_desktop.ai.card_play import Table
from spades_desktop.ai.state import SideGoal
from spades_desktop.engine import Card, Game, Play, RuleSet
from spades_desktop.engine.actions import LOOK, NIL, Action
from spades_desktop.engine.events import HandScored
from spades_desktop.engine.scoring import SideScore

WEIGH = card_play._nil_before_contract
CALLS: Counter[bool] = Counter()


def weighed(tab: Table, mine: SideGoal, kept: tuple[Card, ...], suit: int) -> bool:
    keep = WEIGH(tab, mine, kept, suit)
    CALLS[keep] += 1
    return keep


def contract_first(_tab: Table, _mine: SideGoal, _kept: tuple[Card, ...], _suit: int) -> bool:
    return False


def choose(player: Player, game: Game, south_nil: bool) -> Action:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    if south_nil and seat == 0 and LOOK in view.legal:
        return LOOK
    if south_nil and seat == 0 and NIL in view.legal:
        return NIL
    return player.choose(view)


def finish(game: Game, players: list[Player], south_nil: bool) -> tuple[SideScore, ...]:
    while True:
        seat = game.to_act
        assert seat is not None
        for event in game.apply(choose(players[seat], game, south_nil)):
            if isinstance(event, HandScored):
                return event.score.sides


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--bot", default="normal:bid_samples=0")
    parser.add_argument("--south-nil", action="store_true")
    args = parser.parse_args(argv)
    rules = RuleSet()
    spots, points, nils, contracts = 0, 0.0, [0, 0], [0, 0]
    for number in range(args.first, args.first + args.deals):
        game = Game(rules, number)
        players = [ai_match.make_player(args.bot, number * 8 + s) for s in range(rules.players)]
        while True:
            seat = game.to_act
            assert seat is not None
            card_play._nil_before_contract = weighed
            action = choose(players[seat], game, args.south_nil)
            if isinstance(action, Play):
                card_play._nil_before_contract = contract_first
                before = ai_match.make_player(args.bot, number * 8 + seat).choose(game.view(seat))
                card_play._nil_before_contract = weighed
                if before != action:
                    side = rules.side_of(seat)
                    results = []
                    for card in (action, before):
                        g = game.copy()
                        g.apply(card)
                        sides = finish(g, [ai_match.make_player(args.bot, number * 8 + s) for s in range(4)],
                                       args.south_nil)
                        mine = sides[side]
                        results.append((ai_match.side_metric(mine) - ai_match.side_metric(sides[1 - side]),
                                        sum(n.made for n in mine.nils), bool(mine.made)))
                    spots += 1
                    points += results[0][0] - results[1][0]
                    for k in (0, 1):
                        nils[k] += results[k][1]
                        contracts[k] += results[k][2]
                    print(f"deal {number} seat {seat}: {action} (before {before}): margin {results[0][0]:+.0f} "
                          f"({results[1][0]:+.0f}), nils made {results[0][1]} ({results[1][1]}), contract made "
                          f"{results[0][2]} ({results[1][2]})", flush=True)
            if any(isinstance(e, HandScored) for e in game.apply(action)):
                break
    print(f"deals {args.deals}: weighed {sum(CALLS.values())} times ({CALLS[True]} for the nil), {spots} cards "
          f"changed, {points:+.0f} points in all; nils made {nils[0]} ({nils[1]} before), contracts made "
          f"{contracts[0]} ({contracts[1]} before)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Helpers for bot tests: set up a position in the play and play whole hands with bots."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from spades_desktop.ai.base import Player, make_player
from spades_desktop.ai.card_play import Table
from spades_desktop.ai.determinize import build_play_game
from spades_desktop.ai.policy import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import (
    Action,
    Card,
    Game,
    HandScored,
    Phase,
    Play,
    RuleSet,
    SeatView,
    Suit,
    mask_of,
    parse_action,
    parse_cards,
)
from spades_desktop.engine.actions import Bid
from spades_desktop.rules import load_preset

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
BENCH = Path(__file__).resolve().parents[2] / "bench"
# Normal's count and card play without its bid search: bots that only bring a game to a position to test.
COUNT = "normal:bid_samples=0"


def replayed(rules: RuleSet, deal: int, actions: str, first_dealer: int | None = None) -> Game:
    """The game of ``deal`` after ``actions`` (as they print: "look 4 … AH 2H"), each made by the seat to act: a
    position a QA player or a self-play found, written down move by move."""
    game = Game(rules, deal) if first_dealer is None else Game(rules, deal, first_dealer=first_dealer)
    for text in actions.split():
        seat = game.to_act
        assert seat is not None
        game.apply(parse_action(text), seat=seat)
    return game


def standard_view(deal: int, actions: str, seat: int, hand: list[str]) -> SeatView:
    """What ``seat`` sees of the standard game of ``deal`` after ``actions`` (``replayed``), checked to be its turn
    with ``hand`` (cards as they print, sorted) in hand."""
    game = replayed(load_preset("standard").rules, deal, actions)
    assert game.to_act == seat
    view = game.view(seat)
    assert sorted(map(str, view.hand or ())) == hand
    return view


def reference_player(seed: int = 0) -> Player:
    """The frozen Normal v1 (``bench/reference_v1``): benchmarks measure against it; the app does not ship it."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    from reference_v1 import ReferencePlayer

    player: Player = ReferencePlayer(seed)
    return player


def position(
    rules: RuleSet,
    held: dict[int, str],
    bids: Sequence[str],
    *,
    trick: Sequence[tuple[int, str]] = (),
    completed: Sequence[Sequence[tuple[int, str]]] = (),
    winners: Sequence[int] = (),
    voids: dict[int, str] | None = None,
    dealer: int = EAST,
) -> Game:
    """A game in the play: ``held`` names cards each seat still holds; the rest are dealt to fill.

    ``voids`` maps a seat to suit letters ("CH") it must not be given when
    filling. Played cards (``trick``, ``completed``) are taken out of the deck.
    """
    n = rules.players
    played: list[list[Card]] = [[] for _ in range(n)]
    done = [[(s, parse_cards(c)[0]) for s, c in t] for t in completed]
    now = [(s, parse_cards(c)[0]) for s, c in trick]
    for t in [*done, now]:
        for s, c in t:
            played[s].append(c)
    hands = [list(parse_cards(held.get(s, ""))) for s in range(n)]
    used = mask_of([c for h in hands for c in h] + [c for p in played for c in p])
    rest = [c for c in rules.deck() if not c.bit & used]
    size = rules.hand_size
    no_suit = {s: {Suit("CDHS".index(x)) for x in v} for s, v in (voids or {}).items()}
    for card in rest:
        for s in range(n):
            if len(hands[s]) + len(played[s]) < size and card.suit not in no_suit.get(s, set()):
                hands[s].append(card)
                break
        else:
            raise AssertionError(f"no seat can take the {card} when filling the hands")
    for s in range(n):
        assert len(hands[s]) + len(played[s]) == size, f"seat {s} has the wrong number of cards"
    bid_values = [parse_action(b) for b in bids]
    assert all(isinstance(b, Bid) for b in bid_values)
    return build_play_game(
        rules,
        hands=[mask_of(h) for h in hands],
        bids=bid_values,  # type: ignore[arg-type]
        dealer=dealer,
        completed=[tuple(t) for t in done],
        trick_winners=list(winners),
        trick=now,
    )


def decide(player: Player, game: Game) -> tuple[Action, SeatView]:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    return player.choose(view), view


def play_hand(game: Game, players: Sequence[Player], check: bool = True,
              watch: Callable[[Game, SeatView], None] | None = None) -> HandScored:
    """Play until the current hand is scored; every choice must be legal. ``watch`` sees the game and the view
    of the seat to act before each choice."""
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if watch is not None:
            watch(game, view)
        action = players[seat].choose(view)
        if check:
            assert action in view.legal, f"seat {seat} chose the illegal {action} (legal: {view.legal})"
            assert players[seat].explain(), "every choice has a reason"
        for event in game.apply(action):
            if isinstance(event, HandScored):
                return event


def positions(rules: RuleSet, count: int, seed: int) -> list[Game]:
    """Games stopped at random points of the play, reached with Normal's bids and random legal cards."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        game = Game(rules, seed * 100 + k)
        normal = [make_player(COUNT, s) for s in range(rules.players)]
        while game.phase is not Phase.PLAY:
            s = game.to_act or 0
            game.apply(normal[s].choose(game.view(s)))
        for _ in range(rng.randrange(rules.hand_size * rules.players - 1)):
            game.apply(rng.choice(game.legal_actions()))
        out.append(game)
    return out


def trick_so_far_checked(rules: RuleSet, deals: Sequence[int]) -> int:
    """Play ``deals`` with counting bots and check the bots' picture of the trick so far against the engine's
    ``trick_taker`` at every play: ``PlayState.current_winner`` (a trick dead so far: its leader's card) and
    ``Table.beats_current`` of every legal card. Returns how many cards were checked."""
    checked = 0
    for deal in deals:
        game = Game(rules, deal)
        bots = [make_player(COUNT, seed=s) for s in range(rules.players)]
        done = False
        while not done:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if game.trick and view.hand is not None:
                state = PlayState.from_view(view)
                now = game.trick_taker(list(game.trick))
                holder = now if now is not None else game.trick[0][0]
                assert state.current_winner() == next(p for p in game.trick if p[0] == holder), (deal, game.trick)
                tab = Table(state, seat, hand_mask(view), legal_mask(view))
                for a in view.legal:
                    if isinstance(a, Play):
                        wins = game.trick_taker([*game.trick, (seat, a.card)]) == seat
                        assert tab.beats_current(a.card) == wins, (deal, game.trick, a.card)
                        checked += 1
            for event in game.apply(bots[seat].choose(view)):
                done = done or isinstance(event, HandScored)
    return checked

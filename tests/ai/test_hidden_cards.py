"""Bots cannot reach other seats' hidden cards, and their choices replay from a seed."""

from __future__ import annotations

import dataclasses
import random
from enum import Enum

import pytest

from spades_desktop.ai.base import Player, make_player
from spades_desktop.ai.determinize import sample_hands, world_from_view
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Action, Bid, Card, Game, Phase, RuleSet, SeatView, mask_of
from spades_desktop.engine import actions as actions_module

from .helpers import COUNT, play_hand

LEVELS = ("easy", "normal", "hard:samples=12,worlds=3,bid_samples=12")
LEAF = (str, int, float, bool, type(None))
ACTION_TYPES = tuple(t for t in vars(actions_module).values() if isinstance(t, type) and dataclasses.is_dataclass(t))


def reachable(view: SeatView) -> tuple[set[Card], list[object]]:
    """Every card reachable from a view, walking only the plain values a view is made of."""
    cards: set[Card] = set()
    strange: list[object] = []
    seen: set[int] = set()
    stack: list[object] = [view]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (*LEAF, Enum)):
            continue
        seen.add(id(obj))
        if isinstance(obj, Card):
            cards.add(obj)
        elif isinstance(obj, (tuple, list)):
            stack.extend(obj)
        elif isinstance(obj, (SeatView, RuleSet, Bid, *ACTION_TYPES)):
            stack.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))  # type: ignore[arg-type]
        else:
            strange.append(obj)
    return cards, strange


def test_a_view_holds_only_what_its_seat_may_see() -> None:
    rules = RuleSet(nil_exchange="pass")
    game = Game(rules, 12)
    players = [make_player(COUNT, s) for s in range(4)]
    rng = random.Random(2)
    checked = 0
    for _ in range(400):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        cards, strange = reachable(view)
        assert not strange, f"a view holds something other than plain values: {strange[:3]}"
        allowed = set(view.hand or ()) | set(view.played) | set(view.passed) | set(view.received)
        if view.draw_card is not None:
            allowed.add(view.draw_card)
        assert cards <= allowed, f"seat {seat} could reach {sorted(map(str, cards - allowed))}"
        checked += 1
        action = players[seat].choose(view) if rng.random() < 0.9 else view.legal[0]
        game.apply(action)
        if game.is_over:
            break
    assert checked > 100


def permuted_game(game: Game, seat: int, seed: int) -> Game:
    """The same position for ``seat``, with the other hands dealt anew as ``seat`` could imagine them."""
    view = game.view(seat)
    state = PlayState.from_view(view)
    hands = sample_hands(state, mask_of(view.hand or ()), random.Random(seed))
    truth = [game.hand_mask(s) for s in range(game.players)]
    assert hands != truth, "the imagined hands should differ from the real ones"
    return world_from_view(view, hands)


@pytest.mark.parametrize("level", LEVELS)
def test_a_choice_does_not_depend_on_the_hidden_hands(level: str) -> None:
    rules = RuleSet()
    for seed in (3, 8):
        game = Game(rules, seed)
        normal: list[Player] = [make_player(COUNT, s) for s in range(4)]
        while game.phase is not Phase.PLAY:
            s = game.to_act or 0
            game.apply(normal[s].choose(game.view(s)))
        for _ in range(9 + seed):  # into the middle of a trick
            s = game.to_act or 0
            game.apply(normal[s].choose(game.view(s)))
        seat = game.to_act
        assert seat is not None
        other = permuted_game(game, seat, seed)
        assert other.view(seat) == game.view(seat)
        first = make_player(level, seed=5).choose(game.view(seat))
        second = make_player(level, seed=5).choose(other.view(seat))
        assert first == second


def actions_of_hand(level: str, seed: int) -> list[Action]:
    rules = RuleSet()
    game = Game(rules, seed)
    players = [make_player(level, seed=s) for s in range(4)]
    out: list[Action] = []

    class Recorder:
        def __init__(self, inner: Player) -> None:
            self.inner = inner

        def choose(self, view: SeatView) -> Action:
            action = self.inner.choose(view)
            out.append(action)
            return action

        def explain(self) -> str:
            return self.inner.explain()

    play_hand(game, [Recorder(p) for p in players])
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_gives_the_same_choices(level: str) -> None:
    assert actions_of_hand(level, 4) == actions_of_hand(level, 4)


def test_easy_makes_mistakes_that_normal_does_not() -> None:
    assert actions_of_hand("easy", 6) != actions_of_hand("normal", 6)

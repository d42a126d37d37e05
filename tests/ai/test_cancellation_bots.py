"""Bots at the six-player cancellation table (players.cancellation): legal, blind to hidden cards, and sensible."""

from __future__ import annotations

import random

import pytest

from spades_desktop.ai.base import Player, RandomPlayer, make_player
from spades_desktop.ai.determinize import sample_hands, world_from_view
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, HandScored, Phase, TrickDead, mask_of
from spades_desktop.rules import load_all

from ..rules.test_cancellation import DISCARD, game_with, play
from .test_hidden_cards import reachable

RULES = load_all()["cancellation"].rules
LEVELS = ("easy", "normal", "hard:samples=4,worlds=1,bid_samples=4")


def test_a_view_at_the_six_seat_table_holds_only_what_its_seat_may_see() -> None:
    game = Game(RULES, 21)
    players = [make_player("normal", s) for s in range(6)]
    for _ in range(250):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        cards, strange = reachable(view)
        assert not strange
        assert cards <= set(view.hand or ()) | set(view.played) | set(view.passed) | set(view.received)
        game.apply(players[seat].choose(view))


@pytest.mark.parametrize("level", LEVELS)
def test_a_choice_does_not_depend_on_the_hidden_hands(level: str) -> None:
    for seed in (3, 8):
        game = Game(RULES, seed)
        normal: list[Player] = [make_player("normal", s) for s in range(6)]
        while game.phase is not Phase.PLAY or game.trick_number < 2 or not game.trick:
            s = game.to_act or 0
            game.apply(normal[s].choose(game.view(s)))
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        hands = sample_hands(PlayState.from_view(view), mask_of(view.hand or ()), random.Random(seed))
        assert hands != [game.hand_mask(s) for s in range(6)]
        other = world_from_view(view, hands)
        assert other.view(seat) == view
        assert make_player(level, seed=5).choose(view) == make_player(level, seed=5).choose(other.view(seat))


def test_worlds_keep_dead_tricks_dead() -> None:
    """A dead trick in the view stays dead in the worlds the bots search: nobody counted it, its leader led."""
    game = game_with({0: "5H 9H", 1: "5H"}, void={s: "H" for s in (2, 3, 4, 5)})
    assert any(isinstance(e, TrickDead) for e in play(game, "5H", "5H", DISCARD, DISCARD, DISCARD, DISCARD))
    normal = [make_player("normal", s) for s in range(6)]
    for _ in range(3):  # into the next trick
        game.apply(normal[game.to_act or 0].choose(game.view(game.to_act or 0)))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    hands = sample_hands(PlayState.from_view(view), mask_of(view.hand or ()), random.Random(1))
    world = world_from_view(view, hands)
    assert world.tricks == game.tricks and world.trick_winners == game.trick_winners == [None]
    assert world.to_act == game.to_act and world.trick == game.trick
    state = PlayState.from_view(view)
    assert state.tricks_won == [0] * 6 and state.trick_number == 1
    assert make_player(LEVELS[2], seed=1).choose(view) in view.legal


def test_normal_beats_easy_beats_random() -> None:
    """Each side of two is one level; the levels swap sides game by game; scores summed over six-hand games."""
    levels = ("normal", "easy", "random")
    totals = dict.fromkeys(levels, 0)
    for game_no in range(3):
        order = levels[game_no:] + levels[:game_no]  # side k plays order[k]
        game = Game(RULES, 500 + game_no)
        bots: list[Player] = [RandomPlayer(s) if order[RULES.side_of(s)] == "random"
                              else make_player(order[RULES.side_of(s)], seed=s) for s in range(6)]
        while not game.is_over:
            s = game.to_act or 0
            for event in game.apply(bots[s].choose(game.view(s))):
                if isinstance(event, HandScored):
                    assert len(event.score.sides) == 3
        for side, level in enumerate(order):
            totals[level] += game.scores[side]
    assert totals["normal"] > totals["easy"] > totals["random"], totals

"""A bot or a hint that gives up a live nil says so: Hard's reason said only "it scores +41 points a hand more
than the 5♦", and the hint "the 6♥ looks natural, but … the 9♠ scores about 105 points more", to a nil bidder."""

from __future__ import annotations

import pytest

from spades_desktop.ai import hard as hard_module
from spades_desktop.ai import hint as hint_module
from spades_desktop.ai.coach import Weighed
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.hint import check_hint
from spades_desktop.ai.message import Message
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Play, RuleSet, parse_cards

from .helpers import EAST, NORTH, SOUTH, WEST, position


def card(text: str) -> Play:
    return Play(parse_cards(text)[0])


def nil_follows() -> Game:
    """South bid nil and has taken no trick; East led the 5♥, South holds the 9♥ (over it) and the 2♥ (under)."""
    return position(RuleSet(), {0: "2H 9H 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D"}, ["nil", "4", "4", "4"],
                    trick=[(EAST, "5H")], dealer=NORTH)


def test_going_over_the_trick_gives_up_a_live_nil_and_going_under_does_not() -> None:
    state = PlayState.from_view(nil_follows().view(SOUTH))
    assert state.gives_up_nil(SOUTH, card("9H").card)
    assert not state.gives_up_nil(SOUTH, card("2H").card)
    assert not state.gives_up_nil(WEST, card("9H").card), "West bid no nil"


def test_the_hint_that_goes_over_the_trick_says_it_gives_up_the_nil(monkeypatch: pytest.MonkeyPatch) -> None:
    view = nil_follows().view(SOUTH)
    weighed = Weighed(values=((card("9H"), 40.0), (card("2H"), -65.0)), chosen=card("2H"), cost=105.0, noise=5.0,
                      guesses=60)
    monkeypatch.setattr(hint_module, "weigh_view", lambda *args, **kwargs: weighed)
    hinted, reason = check_hint(view, card("2H"), Message("you are nil"), seed=1, humans={SOUTH})
    assert hinted == card("9H")
    assert "giving up your nil" in str(reason) and "105" in str(reason)


def test_hard_giving_up_its_nil_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    view = nil_follows().view(SOUTH)
    nine = str(parse_cards("9H")[0])
    player = HardPlayer(3, samples=8, worlds=4)
    # the search made to prefer the nine (its guesses decide that in play; here the reason is what is tested)
    monkeypatch.setattr(hard_module, "_best", lambda *args: player.last_keys.index(nine))
    assert player.choose(view) == card("9H")
    assert str(player.explain_message()).startswith("I give up my nil: I go over the trick with the 9")

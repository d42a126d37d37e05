"""The bots' picture of the trick so far is the engine's, in every preset.

``PlayState.current_winner`` (who holds the trick so far) and ``Table.beats_current`` (a card of mine takes it) are
checked against the engine's ``trick_taker`` for every legal card of every play of seeded hands of each built-in
preset. Under trump.jokers_first_wins the bots took the Big Joker played after the Little Joker for the winner (its
rank is higher), where the engine gives the trick to the joker played first.
"""

from __future__ import annotations

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.ai.card_play import Table
from spades_desktop.ai.policy import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game, HandScored, parse_action
from spades_desktop.rules import load_all

from .helpers import COUNT, trick_so_far_checked

PRESETS = {p.id: p for p in load_all()}


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_bots_trick_so_far_is_the_engines(preset: str) -> None:
    assert trick_so_far_checked(PRESETS[preset].rules, range(2)) > 50


def test_the_big_joker_after_the_little_one_does_not_take_the_trick_when_the_first_joker_wins() -> None:
    rules = PRESETS["jokers-first-wins"].rules
    for deal in range(200):  # a deal where a seat may play the Big Joker on a trick the Little Joker leads
        game = Game(rules, deal)
        bots = [make_player(COUNT, seed=s) for s in range(rules.players)]
        while game.to_act is not None and not (game.trick and str(game.trick[-1][1]) == "LJ"):
            if any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act].choose(game.view(game.to_act)))):
                break
        seat = game.to_act
        if seat is None or not game.trick or str(game.trick[-1][1]) != "LJ":
            continue
        view = game.view(seat)
        if parse_action("BJ") not in view.legal:
            continue
        big = Card.parse("BJ")
        assert game.trick_taker([*game.trick, (seat, big)]) != seat
        tab = Table(PlayState.from_view(view), seat, hand_mask(view), legal_mask(view))
        assert not tab.beats_current(big)
        return
    pytest.fail("no deal of 200 put the Big Joker on a Little Joker")

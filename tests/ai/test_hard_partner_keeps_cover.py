"""A Hard partner keeps the high card that will cover its partner's nil later, as Normal does, in a trick the nil
bidder has already lost."""

from __future__ import annotations

from spades_desktop.ai.card_play import kept_covers
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game, Play, parse_action
from spades_desktop.rules import load_preset

# Joker-joker-deuce-ace, deal 311 (QA, all four seats Hard): South bid nil and still holds the 5♠; the 3♠ and 4♠
# are out with East. At trick 10 East leads the 4♦, South plays the 3♦, West the 7♥; North holds 2♥ 4♥ 6♥ and
# the Little Joker, which is above every spade South may hold.
MOVES = ["look", "nil", "look", "2", "look", "4", "look", "5", "3C", "9C", "4C", "KC", "AD", "KD", "TD", "5D", "5C",
         "6C", "JC", "AC", "TC", "KS", "QC", "7S", "TS", "8S", "JS", "QS", "QH", "5H", "9H", "KH", "6D", "9D", "QD",
         "JD", "AS", "6S", "BJ", "9S", "3H", "JH", "2S", "8C", "4D", "3D", "7H"]


def north_after_my_nil_lost_the_trick() -> Game:
    game = Game(load_preset("joker-joker-deuce-ace").rules, 311, first_dealer=311 % 4)
    for move in MOVES:
        game.apply(parse_action(move), seat=game.to_act)
    assert game.to_act == 2 and [str(c) for _s, c in game.view(2).trick] == ["4D", "3D", "7H"]
    return game


def test_my_hard_partner_keeps_its_little_joker_to_cover_my_last_spade_rather_than_trumping_a_lost_trick() -> None:
    view = north_after_my_nil_lost_the_trick().view(2)
    joker = Play(Card.parse("LJ"))
    for seed in range(4):
        player = HardPlayer(seed=seed, humans=(0,))
        assert player.choose(view) != joker
        assert "I keep the Little Joker to cover the nil" in player.explain()
    # without the guard, Hard's policy trumped with it (the nil bidder's 5♠ was caught by a low spade lead later)
    assert HardPlayer(seed=0, humans=(0,), keep_guard=False).choose(view) == joker


def test_the_covers_kept_are_the_high_cards_above_the_nil_bidders_and_none_before_it_has_lost_the_trick() -> None:
    game = north_after_my_nil_lost_the_trick()
    view = game.view(2)
    state = PlayState.from_view(view)
    assert [str(c) for c in kept_covers(state, 2, hand_mask(view), legal_mask(view))] == ["LJ"]
    # At trick 8, second to play after the 6♦ with South still to play, North keeps nothing: the nil is not safe yet
    early = Game(load_preset("joker-joker-deuce-ace").rules, 311, first_dealer=311 % 4)
    for move in MOVES[:33]:
        early.apply(parse_action(move), seat=early.to_act)
    north = early.view(2)
    assert early.to_act == 2 and [str(c) for _s, c in north.trick] == ["6D"]
    assert kept_covers(PlayState.from_view(north), 2, hand_mask(north), legal_mask(north)) == ()


def test_my_hard_partner_weighs_its_cover_freely_while_an_opponents_nil_is_alive_too() -> None:
    # Standard deal 83 of the bench file: keeping the K♠ for its partner's nil let the other side's nil through
    # (-82 points); with two nils alive the search weighs both
    from spades_desktop.engine import RuleSet

    from .helpers import NORTH, SOUTH, WEST, position

    for bids, keeps in ((["nil", "3", "4", "3"], True), (["nil", "nil", "4", "3"], False)):
        game = position(RuleSet(), {}, bids, trick=[(SOUTH, "2C"), (WEST, "3C")], dealer=3)
        assert game.to_act == NORTH
        assert HardPlayer(humans=(SOUTH,))._keeps_covers(PlayState.from_view(game.view(NORTH))) is keeps
        assert not HardPlayer()._keeps_covers(PlayState.from_view(game.view(NORTH))), "a bot's nil: no guard"

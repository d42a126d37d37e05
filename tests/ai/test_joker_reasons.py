"""Joker trumps (trump.joker_conversion): Normal's reasons say true things about who wins the trick so far.

A joker has no rank of its own there: it turns its partner's card into the spade of that rank. The bots took a
lone joker for the top trump and said "I cannot win this trick" of spades that beat the trick so far (13 of
2,080 plays of the preset in a random-playout screen, 40 deals; none left after the fix).
"""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Play, parse_action
from spades_desktop.rules import load_preset

from .helpers import SOUTH, WEST, replayed, trick_so_far_checked

RULES = load_preset("joker-conversion").rules


def test_a_spade_on_a_lone_big_joker_led_is_not_said_to_lose_the_trick() -> None:
    # Deal 6, trick 6: South leads the Big Joker; its partner has not played, so it turns no card into a spade and
    # wins nothing: West's 5♠ takes the trick so far. "I cannot win this trick: I play the 5♠" was said of it.
    # (Since the later-beaten odds know the joker too, West sees that North's card, a spade beside the joker, beats
    # its 5♠ unless it is a 5 or lower, and takes the trick with the A♠, which nothing beats.)
    game = replayed(RULES, 6, "look 3 look 2 look 3 look 5 AH 3H 5H 4H 9C 6C AC 3C 6D 8D JD AD KH 3S 7H 2H "
                              "QD KD 3D 5D BJ")
    assert game.to_act == WEST
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(WEST))
    assert action == parse_action("AS") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (WEST, action.card)]) == WEST
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    assert normal.explain() == "we still need 3 tricks: I take it with the A♠"


def test_an_opponents_joker_with_no_card_of_its_partner_does_not_win_the_trick_so_far() -> None:
    # Deal 13, trick 11: North (South's partner) led the 5♠ and East played the Big Joker, its partner West still
    # to play. South's 8♠ beats the 5♠ and the joker turns nothing yet: "I cannot win this trick" was said of it.
    game = replayed(RULES, 13, "look 3 look 3 look 4 look 3 AC 6C 5C 7C KH 3H 6H AH 2H 9H QH 7H AD 5D 3D 4D JC KC "
                               "TC 3C 6D 7D TD 4S TH 2S 3S JH 8D JD 7S 9S 9C JS 4C 4H 9D 8C KS AS 5S BJ")
    assert game.to_act == SOUTH
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(SOUTH))
    assert action == parse_action("8S") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (SOUTH, action.card)]) == SOUTH
    assert normal.explain() == "we still need 3 tricks: I take it with the 8♠"


def test_the_bots_card_that_beats_the_trick_so_far_is_the_engines_in_joker_trumps() -> None:
    # The bots' judgement (``Table.beats_current``) against the engine's ``trick_winner`` for every legal card
    # of every play in a few seeded hands: jokers that win nothing themselves, cards a joker turned into spades.
    checked = trick_so_far_checked(RULES, range(6))
    assert checked > 500

"""Joker trumps: what counts as a sure trick when the bot weighs setting the opponents.

A card is a sure trick when no unseen card beats it. Under joker conversion (trump.joker_conversion) a joker has
no rank of its own and wins nothing by itself, yet the Big Joker, the top of the power order, was counted as
one; under jokers first wins (trump.jokers_first_wins) the Little Joker played first to the trick beats it; under
joker-joker-deuce-ace the Big Joker is the top trump and nothing beats it, so it is sure there.
"""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, RuleSet
from spades_desktop.rules.presets import load_preset

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

CONVERSION = load_preset("joker-conversion").rules
JJDA = load_preset("joker-joker-deuce-ace").rules
FIRST_WINS = load_preset("jokers-first-wins").rules

# Eight tricks played: West took five (clubs and diamonds), North three (hearts). North-South bid 1 + 2 and have
# made it; East-West bid 4 + 3 and need 2 of the last 5 tricks. North leads from the Big Joker, the J♦ (the Q♦
# is out), the 3♦ and two low spades.
TRICKS = [
    [(WEST, "AC"), (NORTH, "3C"), (EAST, "4C"), (SOUTH, "5C")],
    [(WEST, "KC"), (NORTH, "6C"), (EAST, "7C"), (SOUTH, "8C")],
    [(WEST, "QC"), (NORTH, "9C"), (EAST, "TC"), (SOUTH, "JC")],
    [(WEST, "AD"), (NORTH, "4D"), (EAST, "5D"), (SOUTH, "6D")],
    [(WEST, "KD"), (NORTH, "7D"), (EAST, "8D"), (SOUTH, "9D")],
    [(WEST, "2H"), (NORTH, "AH"), (EAST, "3H"), (SOUTH, "4H")],
    [(NORTH, "KH"), (EAST, "6H"), (SOUTH, "8H"), (WEST, "9H")],
    [(NORTH, "QH"), (EAST, "TH"), (SOUTH, "JH"), (WEST, "7H")],
]
WINNERS = [WEST, WEST, WEST, WEST, WEST, NORTH, NORTH, NORTH]


def north_leads_with_the_big_joker(rules: RuleSet) -> Game:
    return position(rules, {NORTH: "BJ 3D JD 3S 4S"}, ["1", "4", "2", "3"], completed=TRICKS, winners=WINNERS,
                    dealer=SOUTH)


def test_joker_trumps_a_big_joker_that_wins_nothing_by_itself_is_no_sure_trick_for_a_set() -> None:
    # Setting East-West takes 4 of the 5 tricks; North went for it ("we can set them") counting the Big Joker
    # a sure trick, though it only turns its partner's card into a spade. With no sure trick, the set is out of
    # reach and North avoids the bags.
    player = NormalPlayer()
    decide(player, north_leads_with_the_big_joker(CONVERSION))
    assert player.explain().startswith("our contract is made, so I avoid bags"), player.explain()


def test_joker_joker_deuce_ace_the_big_joker_is_a_sure_trick() -> None:
    # The same cards where the Big Joker is the top trump: it is a sure trick, and the set stays in reach.
    player = NormalPlayer()
    decide(player, north_leads_with_the_big_joker(JJDA))
    assert player.explain().startswith("we can set them: they need 2 of the last 5 tricks"), player.explain()


def test_jokers_first_wins_the_big_joker_is_no_sure_trick_while_the_little_joker_is_out() -> None:
    # The Little Joker, led or played before it, takes the trick from the Big Joker.
    player = NormalPlayer()
    decide(player, north_leads_with_the_big_joker(FIRST_WINS))
    assert player.explain().startswith("our contract is made, so I avoid bags"), player.explain()

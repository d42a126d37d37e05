"""A nil bidder's spades: the low spade guards a higher one.

The position comes from a QA review of Normal's nils (seed 1136 of its forced-nil set, standard rules):
the whole deal is given, so every card is where it was at the table.
"""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, RuleSet

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

RULES = RuleSet()


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def ruffed_club_after_nine_tricks() -> Game:
    """Seed 1136 at trick 10: North leads the 4♣ and East ruffs with the 5♠; South (nil) holds Q♠ 2♠ 5♦ 2♦."""
    return position(
        RULES,
        {SOUTH: "QS 2S 5D 2D", WEST: "9S KH KD JD", NORTH: "7D 6C 7C", EAST: "AS KS 8S"},
        ["nil", "1", "4", "5"],
        completed=[
            [(NORTH, "AD"), (EAST, "TD"), (SOUTH, "9D"), (WEST, "3D")],
            [(NORTH, "AC"), (EAST, "2C"), (SOUTH, "9C"), (WEST, "QC")],
            [(NORTH, "JC"), (EAST, "KC"), (SOUTH, "5C"), (WEST, "4H")],
            [(EAST, "3H"), (SOUTH, "2H"), (WEST, "QH"), (NORTH, "4S")],
            [(NORTH, "TC"), (EAST, "8C"), (SOUTH, "JH"), (WEST, "3S")],
            [(WEST, "8D"), (NORTH, "4D"), (EAST, "QD"), (SOUTH, "6D")],
            [(EAST, "5H"), (SOUTH, "7H"), (WEST, "8H"), (NORTH, "TS")],
            [(NORTH, "3C"), (EAST, "6H"), (SOUTH, "9H"), (WEST, "6S")],
            [(WEST, "TH"), (NORTH, "JS"), (EAST, "AH"), (SOUTH, "7S")],
        ],
        winners=[NORTH, NORTH, EAST, NORTH, WEST, EAST, NORTH, WEST, NORTH],
        trick=[(NORTH, "4C"), (EAST, "5S")],
        dealer=WEST,
    )


def test_a_nil_bidder_keeps_its_low_spade_under_its_queen_when_it_cannot_follow() -> None:
    # Out of clubs, South threw the 2♠ ("the dangerous 2♠") and the bare Q♠ won the next spade lead: the nil
    # failed. A diamond keeps the 2♠ to play under that lead, and the Q♠ waits for a trick it can go under.
    game = ruffed_club_after_nine_tricks()
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) in ("5D", "2D"), "the 2♠ is thrown and the Q♠ left bare"
    said = player.explain()
    assert said.startswith("I am nil and cannot follow: I keep the 2♠ under my Q♠ and throw the "), said
    assert said.endswith("♦"), said

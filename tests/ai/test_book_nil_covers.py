"""Book rules: the nil bidder's partner keeps only the high spades the nil can need as covers.

In the book's nil exchange the partner takes the nil bidder's three discards, often its high spades, so it may
hold more spades above the nil's than the nil has spades to cover. Each of the nil's spades goes to one trick and
needs one cover above it; the partner kept every high spade, threw a low one under an opponent's ruff, and lost the
trick its contract needed (a self-play hand of Normal bots, book rules, deal 13).
"""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, parse_action
from spades_desktop.rules.presets import load_preset

from .helpers import NORTH, decide

BOOK = load_preset("book").rules

# East deals; East bids 4, South nil, West 2, North 4. South discards J♣ K♣ K♠ and North passes it 4♣ 3♦ 4♥.
BIDS_AND_PASSES = ["look", "4", "look", "nil", "look", "2", "look", "4", "pass JC KC KS", "pass 4C 3D 4H"]
PLAYS = ("7C 5C 8C 9C 5D 3D AD 4D 2H KH AH JH 6D 2D QD 3S KC AC 2C TC 6C 3C 2S JC 3H 5H QH 9H 7D 8D TH 4S QC TD "
         "4C 5S 6H 7S 9S 7H JD 9D JS")


def deal_13() -> Game:
    game = Game(BOOK, 13)
    for text in [*BIDS_AND_PASSES, *PLAYS.split()]:
        seat = game.to_act
        assert seat is not None
        game.apply(parse_action(text), seat=seat)
    return game


def test_book_partner_overruffs_with_the_queen_as_the_king_covers_the_nils_one_spade() -> None:
    # Trick 11: East led the J♦, South (nil) played the 9♦ under it and West ruffed with the J♠. North, out of
    # diamonds with K♠ Q♠ 10♠ and 2 tricks still to make, kept both the K♠ and the Q♠ "to cover the nil" and
    # played the 10♠; West kept the trick and North made 3 of its 4 (60 points instead of 140). South holds two
    # cards, one of them the 4♥ North passed it: one spade at most, under the K♠, and the K♠ covers it alone.
    game = deal_13()
    assert game.to_act == NORTH
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert isinstance(action, Play)
    assert str(action.card) == "QS", "the Q♠ is kept as a second cover for a nil that can hold one spade"
    assert player.explain() == "we still need 2 tricks: I trump with the Q♠"

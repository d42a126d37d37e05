"""Play a reviewed deal again, from the same seat or another one.

A hand's cards are fixed by its deal number and its dealer: the engine deals
one card at a time from the dealer's left, so a new game whose seed is that
deal number (the first hand of a game is dealt with the seed itself) and
whose first dealer is turned by ``turn`` seats gives every seat ``s`` the
cards seat ``s + turn`` held. The names and levels stay in their seats: the
human at South plays the cards West, North or East held. A two-player draw
game has no fixed deal and cannot be turned.

Hand 1 of a game of two or more people waits for the game's end (``waits``):
its deal number is the game's, so a game on it deals the hands still to come
(its hand 2 was the hand in play, and the game left could be continued: one
person could play ahead, review that hand face up and go back, family QA).
"""

from __future__ import annotations

from dataclasses import replace

from ...record import GameRecord
from ..controller import GameSetup
from ..game_files import setup_from_record


def turned_setup(record: GameRecord, hand_index: int, turn: int) -> GameSetup:
    """A new game on the deal of hand ``hand_index`` where seat ``s`` gets the cards seat ``s + turn`` held."""
    rules = record.rules
    if rules.draw_phase:
        raise ValueError("a two-player draw game has no fixed deal to play again")
    if waits(record, hand_index):
        raise ValueError("this deal is played again at the game's end: a game on it deals the hands still to come")
    hand = record.hands[hand_index]
    n = rules.players
    return replace(setup_from_record(record), seed=hand.deal_number, first_dealer=(hand.dealer - turn) % n,
                   allow_undo=record.undo_allowed)


def waits(record: GameRecord, hand_index: int) -> bool:
    """Hand ``hand_index`` is played again only at the game's end: its deal number is hidden from this game's
    table (``GameRecord.deal_number_hidden``: hand 1's of a game of two or more people not over yet)."""
    return record.deal_number_hidden(record.hands[hand_index].hand_number)

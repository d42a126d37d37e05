"""Play a reviewed deal again, from the same seat or another one.

A hand's cards are fixed by its deal number and its dealer: the engine deals
one card at a time from the dealer's left, so a new game whose seed is that
deal number (the first hand of a game is dealt with the seed itself) and
whose first dealer is turned by ``turn`` seats gives every seat ``s`` the
cards seat ``s + turn`` held. The names and levels stay in their seats: the
human at South plays the cards West, North or East held. A two-player draw
game has no fixed deal and cannot be turned.
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
    hand = record.hands[hand_index]
    n = rules.players
    return replace(setup_from_record(record), seed=hand.deal_number, first_dealer=(hand.dealer - turn) % n,
                   allow_undo=record.undo_allowed)

"""Duplicate comparison: the same cards played again with bots in the human seats.

"Were the cards bad, or was it me?" The fairest answer plays the very same
deal again, from the same scores and bags, with a bot in each human seat (the
other seats keep their bots), and compares the side's points. Every bot is
seeded from the deal, the seat and the position, so the comparison is the same
every time. The engine deals a game's first hand with the seed itself, so a new
``Game`` with the hand's deal number and dealer holds the very same cards
(``deal_again``); the human in the review window uses the same fact to play the
deal again from any seat (``gui/review/duplicate.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Game, HandScore, HandScored
from ..record import GameRecord
from ..record.history import decision_seed
from .base import create_player

__all__ = ["DuplicateResult", "deal_again", "replay_with_bots"]


@dataclass(frozen=True)
class DuplicateResult:
    """Each side's points for the hand as played, and with bots in the human seats on the same cards."""

    played: tuple[int, ...]
    bots: tuple[int, ...]
    bot_level: str
    score: HandScore  # the bots' hand, as the engine scored it


def deal_again(record: GameRecord, hand_index: int, turn: int = 0) -> Game:
    """A new game on hand ``hand_index``'s deal (from the scores and bags before it) where seat ``s`` holds
    the cards seat ``s + turn`` held."""
    rules = record.rules
    if rules.draw_phase:
        raise ValueError("a two-player draw game has no fixed deal to play again")
    hand = record.hands[hand_index]
    scores: Sequence[int] | None = None
    bags: Sequence[int] | None = None
    if hand_index > 0:
        before = record.hands[hand_index - 1].score
        if before is not None:
            scores = [s.total_after for s in before.sides]
            bags = [s.bags_after for s in before.sides]
    return Game(rules, hand.deal_number, first_dealer=(hand.dealer - turn) % rules.players, scores=scores, bags=bags)


def replay_with_bots(record: GameRecord, hand_index: int, level: str = "hard") -> DuplicateResult:
    """Hand ``hand_index`` again on the same cards with a ``level`` bot in every human seat."""
    hand = record.hands[hand_index]
    if hand.score is None:
        raise ValueError(f"hand {hand.hand_number} is not finished: there is no result to compare")
    game = deal_again(record, hand_index)
    levels = [(p.level or "normal") if p.kind == "bot" else level for p in record.players]
    position = 0
    while True:
        seat = game.to_act
        assert seat is not None
        bot = create_player(levels[seat] if levels[seat] in ("easy", "normal", "hard") else "normal",
                            decision_seed(hand.deal_number, seat, position))
        position += 1
        for event in game.apply(bot.choose(game.view(seat))):
            if isinstance(event, HandScored):
                played = tuple(s.points for s in hand.score.sides)
                bots = tuple(s.points for s in event.score.sides)
                return DuplicateResult(played, bots, level, event.score)

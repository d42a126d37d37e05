"""Duplicate comparison: the same cards played again with bots in the human seats.

"Were the cards bad, or was it me?" The fairest answer plays the very same
deal again, from the same scores and bags, with a bot in each human seat (the
other seats keep their bots), and compares the side's points. Every bot is
seeded from the deal, the seat and the position, so the comparison is the same
every time. The engine deals a game's first hand with the seed itself, so a new
``Game`` with the hand's deal number and dealer holds the very same cards
(``deal_again``); the human in the review window uses the same fact to play the
deal again from any seat (``gui/review/duplicate.py``).

The bots in the other seats decide with the very seeds the game gave them
(``record.history.decision_seed`` of the game's seed, the seat and the
position in the whole game) and read the same seats as people, so they choose
as they did at the table until a person's choice differs from the bot's in
their place. Seeded from the deal and the hand's own positions instead, they
bid otherwise in later hands on their own (a search's guesses) and the
comparison moved by up to 100 points with nothing the person did: QA saw
"bots in the human seats" 60 points ahead where the coach found no decision
that cost much.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Action, Game, HandScore, HandScored
from ..record import GameRecord
from ..record.history import decision_seed
from .base import create_player
from .coach import human_seats

__all__ = ["DuplicateResult", "deal_again", "replay_with_bots"]


@dataclass(frozen=True)
class DuplicateResult:
    """Each side's points for the hand as played, and with bots in the human seats on the same cards."""

    played: tuple[int, ...]
    bots: tuple[int, ...]
    bot_level: str
    score: HandScore  # the bots' hand, as the engine scored it
    actions: tuple[tuple[int, Action], ...] = ()  # the bots' hand, (seat, action) in order


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
    """Hand ``hand_index`` again on the same cards with a ``level`` bot in every human seat.

    Every bot is seeded as the game seeded the bot deciding at that position (the game's seed, the seat, the
    position in the whole game) and reads the human seats as people, so the other seats choose as they did until a
    person's choice differs."""
    hand = record.hands[hand_index]
    if hand.score is None:
        raise ValueError(f"hand {hand.hand_number} is not finished: there is no result to compare")
    game = deal_again(record, hand_index)
    humans = human_seats(record)
    levels = [(p.level or "normal") if p.kind == "bot" else level for p in record.players]
    start = sum(len(h.actions) for h in record.hands[:hand_index])  # the game's actions before this hand
    done: list[tuple[int, Action]] = []
    while True:
        seat = game.to_act
        assert seat is not None
        bot = create_player(levels[seat] if levels[seat] in ("easy", "normal", "hard") else "normal",
                            decision_seed(record.seed, seat, start + len(done)), humans=humans)
        action = bot.choose(game.view(seat))
        done.append((seat, action))
        for event in game.apply(action):
            if isinstance(event, HandScored):
                played = tuple(s.points for s in hand.score.sides)
                bots = tuple(s.points for s in event.score.sides)
                return DuplicateResult(played, bots, level, event.score, tuple(done))

"""Duplicate: the same deal again holds the same cards, and the bots' result on them is repeatable."""

from __future__ import annotations

from collections.abc import Callable

from spades_desktop.ai.base import create_player, make_player
from spades_desktop.ai.duplicate import deal_again, replay_with_bots
from spades_desktop.engine import Action, Game, HandScored, RuleSet
from spades_desktop.record import GameRecord
from spades_desktop.record.history import decision_seed, step_count

from .helpers import COUNT


def three_hands() -> GameRecord:
    game = Game(RuleSet(), 44)
    bots = [make_player(COUNT, s) for s in range(4)]
    scored = 0
    while scored < 3:
        seat = game.to_act
        assert seat is not None
        scored += sum(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat))))
    return GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])


def test_dealing_again_gives_the_same_cards_and_scores() -> None:
    record = three_hands()
    for index in range(3):
        hand = record.hands[index]
        for turn in range(4):
            again = deal_again(record, index, turn)
            for seat in range(4):
                assert set(again.hand_of(seat)) == set(hand.dealt[(seat + turn) % 4])
        if index:
            prev = record.hands[index - 1].score
            assert prev is not None
            assert deal_again(record, index).scores == [s.total_after for s in prev.sides]


def test_bots_in_the_human_seat_on_the_same_cards() -> None:
    record = three_hands()
    first = replay_with_bots(record, 1, level="normal")
    assert first == replay_with_bots(record, 1, level="normal"), "the same comparison every time"
    score = record.hands[1].score
    assert score is not None
    assert first.played == tuple(s.points for s in score.sides)
    assert first.score.deal_number == record.hands[1].deal_number
    # Normal bots everywhere, like the recorded game but with other seeds: a legal, finished hand.
    assert sum(first.score.tricks) == 13


Tweak = Callable[[Game, Action], Action]
LEVEL = "easy"  # Easy's choices are quick, and seeded as every bot's: the comparison is the same every time


def as_the_bot(_game: Game, action: Action) -> Action:
    return action


def game_of(seed: int, hands: int, tweak: Tweak = as_the_bot, tweaked: int = 0) -> GameRecord:
    """``hands`` hands of a game in which South, the person, chooses as the bot in South's seat would (the table's
    own seeds); the other seats are the table's bots; in the last hand seat ``tweaked`` chooses by ``tweak``."""
    game = Game(RuleSet(), seed)
    scored = 0
    while scored < hands:
        seat = game.to_act
        assert seat is not None
        action = create_player(LEVEL, decision_seed(seed, seat, step_count(game)), humans=[0]).choose(
            game.view(seat))
        if seat == tweaked and scored == hands - 1:
            action = tweak(game, action)
        scored += sum(isinstance(e, HandScored) for e in game.apply(action))
    return GameRecord.from_game(game, kinds=["human", *[f"bot:{LEVEL}"] * 3])


def test_the_other_seats_bots_choose_as_they_did_at_the_table() -> None:
    """The person chose as the bot in their seat would all game: the bots' hand is the hand as played, every hand
    (the second and third hands' bots were seeded from the deal and chose otherwise: the second hand said the bots
    scored 71 where the person's side, choosing as they would, had scored −100)."""
    record = game_of(2, 3)
    for index, hand in enumerate(record.hands[:3]):
        result = replay_with_bots(record, index, LEVEL)
        assert result.actions == hand.actions, f"hand {index + 1}"
        assert result.bots == result.played

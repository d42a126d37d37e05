"""Duplicate: the same deal again holds the same cards, and the bots' result on them is repeatable."""

from __future__ import annotations

from spades_desktop.ai.base import make_player
from spades_desktop.ai.duplicate import deal_again, replay_with_bots
from spades_desktop.engine import Game, HandScored, RuleSet
from spades_desktop.record import GameRecord

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

"""Which deal numbers a table of two or more people does not see yet (``engine.deal.deal_number_hidden``)."""

from __future__ import annotations

from spades_desktop.engine.deal import deal_number_hidden


def test_hand_1s_and_the_hand_in_plays_numbers_wait_for_the_games_end_at_a_shared_screen() -> None:
    # hand 1's is the game's own (every later hand's follows from it); the hand in play's deals it face up
    hidden = [n for n in range(1, 6) if deal_number_hidden(n, people=2, scored=2, over=False)]
    assert hidden == [1, 3, 4, 5], "hand 2, scored, deals only itself"
    assert not any(deal_number_hidden(n, people=3, scored=4, over=True) for n in range(1, 6)), "the game over"
    assert not any(deal_number_hidden(n, people=1, scored=0, over=False) for n in range(1, 6)), "alone"
    assert not any(deal_number_hidden(n, people=0, scored=0, over=False) for n in range(1, 6)), "a bots' table"

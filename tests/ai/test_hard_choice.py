"""Hard leaves Normal's choice only for a candidate that beats it by more than the luck of the guesses."""

from __future__ import annotations

from spades_desktop.ai.base import make_player
from spades_desktop.ai.hard import HardPlayer, _best

NORMAL = 0


def test_without_z_the_best_mean_wins_and_normal_wins_ties() -> None:
    rows = [[10.0, 12.0, 9.0], [10.0, 9.0, 9.0]]
    means = [10.0, 10.5, 9.0]
    assert _best(means, rows, NORMAL, 0.5, 0.0) == NORMAL  # 10.5 against 10 + 0.5: Normal's keeps the tie
    assert _best([10.0, 10.6, 9.0], rows, NORMAL, 0.5, 0.0) == 1


def test_a_lead_that_two_lucky_guesses_explain_keeps_normals_card() -> None:
    # One guess of eight where candidate 1 scores 100 more (a nil that happens to survive); the rest equal.
    rows = [[0.0, 100.0]] + [[0.0, 0.0]] * 7
    means = [0.0, 12.5]
    assert _best(means, rows, NORMAL, 0.5, 0.0) == 1
    assert _best(means, rows, NORMAL, 0.5, 1.0) == NORMAL


def test_a_lead_in_every_guess_leaves_normals_card() -> None:
    rows = [[0.0, 10.0 + k % 3] for k in range(8)]
    means = [0.0, sum(r[1] for r in rows) / 8]
    assert _best(means, rows, NORMAL, 0.5, 1.0) == 1


def test_one_guess_is_never_reason_enough_when_z_is_asked_for() -> None:
    assert _best([0.0, 50.0], [[0.0, 50.0]], NORMAL, 0.5, 1.0) == NORMAL


def test_the_bot_spec_sets_the_margins() -> None:
    hard = make_player("hard:card_z=1,bid_z=1.5")
    assert isinstance(hard, HardPlayer) and (hard.card_z, hard.bid_z) == (1.0, 1.5)
    assert (HardPlayer().card_z, HardPlayer().bid_z) == (0.0, 0.0)

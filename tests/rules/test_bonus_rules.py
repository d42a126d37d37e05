"""score.bag_penalty (the units digit wraps) and score.bonus.*: named scenarios through a real Game and the scorer.

Seats: 0 South, 1 West, 2 North, 3 East; ``first_dealer=3`` makes South bid and lead first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.engine import Bid, Card, Game, RuleSet, score_hand
from spades_desktop.rules import load_all, rules_card

from .rules_testkit import ALL_SPADES, bid_seats, finish_hand, set_hands

CATALOG = load_all()
BONUS = CATALOG["bonus-points"].rules


def trick(*plays: str, first: int = 0) -> tuple[tuple[int, Card], ...]:
    """A trick from its cards in play order, the first played by seat ``first``."""
    return tuple(((first + i) % 4, Card.parse(c)) for i, c in enumerate(plays))


def test_bags_wrap_in_the_units_digit() -> None:  # score.bag_penalty (the units digit does not carry)
    g = Game(BONUS, 5, first_dealer=3, scores=[108, 0], bags=[8, 0])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "3", 1: "1", 2: "2", 3: "1"})
    side = finish_hand(g).sides[0]
    # 50 for the contract, 8 bags; the units digit passes 9 once and drops its carry of 10.
    assert (side.contract_points, side.bag_points, side.bag_penalty, side.bags_after) == (50, 8, -10, 6)
    assert side.total_after == 108 + 48 + sum(points for _, points in side.specials)  # 156 before bonuses
    assert "units digit" in rules_card(BONUS)


def test_every_bonus_of_a_grand_slam_hand_reaches_the_scorepad() -> None:  # score.bonus.*
    g = Game(BONUS, 5, first_dealer=3)
    set_hands(g, {0: ALL_SPADES, 2: "2C 3C 4C 5C 6C 2D 3D 4D 5D 2H 3H 4H AH"})
    bid_seats(g, {0: "13", 1: "1", 2: "nil", 3: "1"})
    score = finish_hand(g)  # South leads its spades up from the 2: every trick, the A♠ last
    specials = dict(score.sides[0].specials)
    assert specials == {
        "dix": 10,  # the 9♠ won trick 8 on a spade lead
        "last-trick ace": 20,  # the A♠ won the last trick
        "last-trick high spade": 10,  # ... and made South's 13 exactly
        "nil last-trick ace": 20,  # North made its nil and played the A♥ to the last trick
        "ending streak": 30,  # South won the last three tricks
    }
    side = score.sides[0]
    assert side.points == 130 + 100 + 90
    assert score.sides[1].specials == ()


def test_last_trick_won_with_a_plain_ace_or_deuce() -> None:  # score.bonus.* (last-trick ace, deuce)
    bids = (Bid(3), Bid(3), Bid(3), Bid(3))
    ace = score_hand(BONUS, bids, (3, 4, 3, 3), [0, 0], [0, 0],
                     played=[trick("AH", "2C", "3C", "4C", first=1)] * 13, winners=[1] * 13)
    assert ("last-trick ace", 10) in ace.sides[1].specials
    deuce = score_hand(BONUS, bids, (3, 4, 3, 3), [0, 0], [0, 0],
                       played=[trick("2H", "2C", "3C", "4C", first=1)] * 13, winners=[2, 3, 0] * 4 + [1])
    assert deuce.sides[1].specials == (("last-trick deuce", 30),)


def test_high_spade_bonus_only_when_the_bid_is_made_exactly() -> None:  # score.bonus.* (high spade)
    played = [trick("2C", "3C", "4C", "9S")] * 13
    exact = score_hand(BONUS, (Bid(3), Bid(3), Bid(3), Bid(4)), (3, 3, 3, 4), [0, 0], [0, 0],
                       played=played, winners=[0, 1, 2] * 4 + [3])
    assert ("last-trick high spade", 10) in exact.sides[1].specials
    over = score_hand(BONUS, (Bid(3), Bid(3), Bid(3), Bid(3)), (3, 3, 3, 4), [0, 0], [0, 0],
                      played=played, winners=[0, 1, 2] * 4 + [3])
    assert not any(name == "last-trick high spade" for name, _ in over.sides[1].specials)


@pytest.mark.parametrize(("plays", "points"), [
    (("9S", "2C", "3C", "4C"), 10),  # 9♠ led and not beaten
    (("2C", "9S", "3S", "4C"), 5),  # 9♠ beats another spade on a club lead
    (("2C", "9S", "3C", "4C"), 1),  # the only spade
])
def test_the_dix(plays: tuple[str, ...], points: int) -> None:  # score.bonus.* (dix)
    rules = RuleSet(bonus_dix=True)
    first = 0 if plays[0] == "9S" else 3
    winner = 0  # South holds the 9♠ in each case
    t = trick(*plays, first=first)
    assert dict(t)[winner] == Card.parse("9S")
    score = score_hand(rules, (Bid(3),) * 4, (4, 3, 3, 3), [0, 0], [0, 0], played=[t] * 13, winners=[winner] * 13)
    assert score.sides[0].specials.count(("dix", points)) == 13


def test_a_streak_needs_one_player_for_the_whole_length() -> None:  # score.bonus.* (ending streak)
    rules = RuleSet(bonus_streak=3, bonus_streak_length=4)
    played = [trick("2C", "3C", "4C", "5C")] * 13
    broken = score_hand(rules, (Bid(3),) * 4, (4, 3, 3, 3), [0, 0], [0, 0], played=played,
                        winners=[1, 2, 3] * 3 + [2, 0, 0, 0])
    assert broken.sides[0].specials == ()
    made = score_hand(rules, (Bid(3),) * 4, (4, 3, 3, 3), [0, 0], [0, 0], played=played,
                      winners=[1, 2, 3] * 3 + [0, 0, 0, 0])
    assert made.sides[0].specials == (("ending streak", 3),)


def test_bonus_rules_are_checked() -> None:  # score.bonus.* validation
    with pytest.raises(ValueError, match="bonus_streak_length"):
        RuleSet(bonus_streak_length=4).validate()
    with pytest.raises(ValueError, match="bonus_streak_length must be"):
        replace(BONUS, bonus_streak_length=6).validate()


def test_a_streak_broken_by_the_last_trick_pays_the_breaker() -> None:  # score.bonus.* (streak breaker)
    played = [trick("2C", "3C", "4C", "5C")] * 13
    score = score_hand(BONUS, (Bid(3),) * 4, (3, 4, 3, 3), [0, 0], [0, 0], played=played,
                       winners=[1, 2, 3, 0] * 2 + [2, 1, 0, 0, 3])
    assert ("streak broken", 30) in score.sides[1].specials and score.sides[0].specials == ()

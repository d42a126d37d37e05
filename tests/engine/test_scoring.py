"""Scoring is a pure function: table-driven cases, including the source texts' examples."""

from __future__ import annotations

import pytest

from spades_desktop.engine import BLIND_NIL, NIL, Bid, RuleSet, score_hand

STD = RuleSet()
N, BN = NIL, BLIND_NIL

# name, bids (S, W, N, E), tricks (S, W, N, E), side 0 points, side 1 points, rules
CASES = [
    ("contract made exactly", (Bid(4), Bid(3), Bid(3), Bid(3)), (4, 3, 3, 3), 70, 60, STD),
    ("contract made with bags", (Bid(2), Bid(3), Bid(2), Bid(3)), (4, 3, 3, 3), 43, 60, STD),
    ("contract set", (Bid(4), Bid(4), Bid(3), Bid(2)), (3, 4, 3, 3), -70, 61, STD),
    # "-50 + 100 = +50": the nil is made, the partner's 5 is set.
    ("nil made beside a set contract", (Bid(5), Bid(4), N, Bid(4)), (4, 5, 0, 4), -50 + 100, 80 + 1, STD),
    # "If a player fails nil but the side bid and took 5, the net is -50" (nil tricks not counted).
    ("nil failed beside a made contract", (Bid(5), Bid(4), N, Bid(3)), (5, 4, 1, 3), 50 - 100, 70,
     RuleSet(nil_tricks_count=False)),
    ("failed nil's tricks count for the partner", (Bid(5), Bid(4), N, Bid(3)), (4, 5, 1, 3), 50 - 100, 71, STD),
    ("blind nil made", (BN, Bid(4), Bid(4), Bid(4)), (0, 4, 5, 4), 40 + 1 + 200, 80, STD),
    ("blind nil failed", (BN, Bid(4), Bid(4), Bid(4)), (2, 4, 3, 4), 40 + 1 - 200, 80, STD),
    # [V]: a side that bids nil is protected from bags: a failed nil's trick is neither a point nor a bag.
    ("both partners nil, scored separately", (N, Bid(6), N, Bid(6)), (0, 7, 1, 5), 100 - 100, 120, STD),
    ("double nil doubled on success", (N, Bid(6), N, Bid(6)), (0, 7, 0, 6), 400, 121, RuleSet(double_nil="doubled")),
    ("double nil failed: no penalty", (N, Bid(6), N, Bid(6)), (1, 6, 0, 6), 0, 120, RuleSet(double_nil="doubled")),
]


@pytest.mark.parametrize("name,bids,tricks,side0,side1,rules", CASES, ids=[c[0] for c in CASES])
def test_hand_points(name: str, bids: tuple[Bid, ...], tricks: tuple[int, ...], side0: int, side1: int,
                     rules: RuleSet) -> None:
    assert sum(tricks) == 13
    score = score_hand(rules, bids, tricks, [0, 0], [0, 0])
    assert (score.sides[0].points, score.sides[1].points) == (side0, side1)
    for side in score.sides:
        parts = side.contract_points + side.bag_points + side.nil_points + side.bag_penalty
        parts += sum(points for _, points in side.specials)
        assert side.points == parts
        assert side.total_after == side.total_before + side.points


def test_bag_penalty_example_from_the_source() -> None:
    # 108 with 8 bags; bid 5, take 8 -> 53 points; the 10th bag costs 100: 61.
    score = score_hand(STD, (Bid(3), Bid(4), Bid(2), Bid(4)), (5, 2, 3, 3), [108, 0], [8, 0])
    ns = score.sides[0]
    assert (ns.points + 100, ns.bag_penalty, ns.total_after, ns.bags_after) == (53, -100, 61, 1)


def test_bags_can_overflow_twice_with_a_small_limit() -> None:
    rules = RuleSet(bag_limit=5, bag_penalty=50, target=250)
    score = score_hand(rules, (Bid(1), Bid(1), Bid(1), Bid(1)), (6, 1, 5, 1), [0, 0], [4, 0])
    ns = score.sides[0]
    assert (ns.bags, ns.bag_penalty, ns.bags_after) == (9, -100, 3)


def test_without_a_bag_penalty_bags_still_count_as_points() -> None:
    rules = RuleSet(bag_penalty=0)
    score = score_hand(rules, (Bid(1), Bid(1), Bid(1), Bid(1)), (6, 1, 5, 1), [0, 0], [9, 0])
    assert (score.sides[0].points, score.sides[0].bag_penalty) == (29, 0)


def test_both_nil_lose_all_wipes_the_score() -> None:
    rules = RuleSet(double_nil="lose_all", bag_penalty=0)
    score = score_hand(rules, (N, Bid(6), N, Bid(6)), (1, 6, 0, 6), [340, 100], [0, 0])
    ns = score.sides[0]
    assert ns.total_after == 0 and ("lose all", -340) in ns.specials


def test_a_moon_with_twelve_card_hands_needs_the_twelve_and_loses_120() -> None:
    # Re-check QA: the bid panel said "fewer −120" for a 12-card moon, and the engine took 130 (a contract of 13).
    from spades_desktop.engine import NIL, Bid, RuleSet
    from spades_desktop.engine.actions import MOON
    from spades_desktop.engine.scoring import score_hand

    rules = RuleSet.from_dict({"moon": True, "removed_cards": ["2C", "2D", "2H", "2S"], "max_bid": 12})
    assert rules.hand_size == 12
    bids = [Bid(3), Bid(3), MOON, NIL]
    failed = score_hand(rules, bids, [1, 3, 8, 0], [0, 0], [0, 0]).sides[0]
    assert failed.contract == 12 and failed.made is False and failed.contract_points == -120
    made = score_hand(rules, bids, [4, 0, 8, 0], [0, 0], [0, 0]).sides[0]
    assert made.made and made.contract == 12

"""Any rule set the engine accepts deals hands that can be bid and played to the end: no seat is ever left without
a legal action (a house-rules author's "board: 13, max_bid: 6" left East no bid, and the window waited for ever)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spades_desktop.engine import Game, RulesError, RuleSet

RULES = st.fixed_dictionaries(
    {
        "board": st.integers(0, 13),
        "min_bid": st.integers(0, 13),
        "max_bid": st.integers(1, 13),
    },
    optional={
        "bidding_system": st.sampled_from(["standard", "suicide", "suicide_copy", "whiz", "mirrors"]),
        "nil": st.booleans(),
        "blind_nil": st.booleans(),
        "blind_bids": st.booleans(),
        "double_nil": st.sampled_from(["separate", "both_succeed", "either_fails"]),
        "partnership_talk": st.booleans(),
        "sum_not_tricks": st.booleans(),
        "no_side_nine": st.booleans(),
        "ten_for_two_hundred": st.booleans(),
        "moon": st.booleans(),
        "players": st.sampled_from([2, 3, 4]),
    },
)


def accepted(data: dict[str, Any]) -> RuleSet | None:
    rules = dict(data)
    if rules.get("players", 4) != 4:
        rules["partnerships"] = False
    try:
        return RuleSet.from_dict(rules)
    except RulesError:
        return None


def play_hands(rules: RuleSet, seed: int, hands: int = 2) -> None:
    game = Game(rules, seed)
    rng = random.Random(seed)
    while not game.is_over and game.hand_number <= hands:
        legal = game.legal_actions()
        assert legal, f"{game.to_act} has no legal action with {rules.to_dict()} after bids {game.bids}"
        game.apply(rng.choice(legal))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(data=RULES, seed=st.integers(0, 2**32))
def test_every_accepted_rule_set_leaves_each_seat_a_legal_action(data: dict[str, Any], seed: int) -> None:
    rules = accepted(data)
    if rules is not None:
        play_hands(rules, seed)


@pytest.mark.parametrize("data, words", [
    ({"board": 13, "max_bid": 6}, "a board of 13 needs max_bid of at least 13"),
    ({"bidding_system": "suicide", "max_bid": 3}, "suicide bidding needs max_bid of at least 4"),
    ({"bidding_system": "suicide_copy", "max_bid": 3}, "suicide_copy bidding needs max_bid of at least 4"),
    ({"partnership_talk": True, "nil": False, "max_bid": 4}, "partnership talk needs max_bid above 4"),
    ({"bidding_system": "whiz", "nil": False}, r"whiz bidding needs nil bids \(nil: true\)"),
    ({"bidding_system": "mirrors", "nil": False}, r"mirrors bidding needs nil bids \(nil: true\)"),
])
def test_bid_limits_that_leave_a_seat_no_bid_are_refused_with_the_reason(data: dict[str, Any], words: str) -> None:
    with pytest.raises(RulesError, match=words):
        RuleSet.from_dict(data)

"""Every refusal of a typed bid says why and ends with the bids open (QA club 11): a blind bid refused for the score
said no bid that could be made, a moon against a double nil and a second partner's half said no reason."""

from __future__ import annotations

import dataclasses

import pytest

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import BidError, check_bids, parse_bid
from spades_desktop.rules import load_preset

EAST, SOUTH = 3, 0


def club_rules() -> RuleSet:
    """QA's clubA.yaml: ten-for-two-hundred with blind bids and blind nil from 100 behind."""
    return dataclasses.replace(load_preset("ten-for-two-hundred").rules, blind_bids=True, blind_bid_max=7,
                               blind_bid_behind=100, blind_trick_value=20, blind_nil_behind=100)


def refusal(rules: RuleSet, dealer: int, text: str) -> str:
    bids = [parse_bid(word.replace("_", " "), rules) for word in text.split()]
    with pytest.raises(BidError) as info:
        check_bids(rules, dealer, bids)
    return str(info.value)


@pytest.mark.parametrize(("typed", "said"), [
    ("b4", "South: you cannot bid blind 4 now: blind bids are allowed only when your side is at least 100 points "
           "behind; you may bid 1-13, nil"),
    ("bn", "South: you cannot bid blind nil now: blind nil is allowed only when your side is at least 100 points "
           "behind; you may bid 1-13, nil"),
])
def test_a_blind_bid_refused_for_the_score_lists_the_bids_open(typed: str, said: str) -> None:
    assert refusal(club_rules(), EAST, f"{typed} 3 3 3") == said


def test_a_blind_bid_the_rules_do_not_have_lists_the_bids_open() -> None:
    said = refusal(load_preset("no-nines-no-blinds").rules, EAST, "b4 3 3 3")
    assert said.startswith("South: you cannot bid blind 4 now: blind bids are not allowed in these rules; you may bid")


def test_a_moon_against_a_double_nil_says_why() -> None:
    assert refusal(club_rules(), EAST, "nil 3 nil moon") == (
        "East: you cannot bid moon now: the other side bid double nil, so your side may not bid the moon; "
        "you may bid 1-13, nil, 10 for 200")
    rules = club_rules()
    check_bids(rules, EAST, [parse_bid(word, rules) for word in ["nil", "3", "2", "moon"]])  # one nil: the moon holds


def test_a_second_partner_s_half_after_a_whole_bid_says_why() -> None:
    rules = load_preset("half-tricks").rules  # dealer South: West bids first, South last (North's partner)
    assert refusal(rules, SOUTH, "3.5 4 blind_nil 3") == (
        "South: you cannot bid 3.5 now: only the partner who bids first may bid a half (the second then bids a half "
        "too); you may bid 1-13, nil, blind nil")

"""What a correction, removal or inserted hand does to the later hands of a kept match (QA club 12: the correction
box said only the final totals, not that hands 11 and 12 changed, nor that a removal moved every later deal)."""

from __future__ import annotations

import dataclasses

import pytest

from spades_desktop.engine.tally import HandEntry, Tally, tally_match
from spades_desktop.engine.tally_changes import later_changes
from spades_desktop.rules import load_preset

from ..hand_entries import entries

STANDARD = load_preset("standard").rules
EAST = 3  # East deals hand 1, South bids first
# South, West, North, East; Ann & Cy (South, North) take 3 bags a hand, Bob & Di make their 4
FIVE = "3 2 3 2 / 5 2 4 2\n" * 5


def tally(hands: list[HandEntry], rules: object = STANDARD) -> Tally:
    return tally_match(rules, hands, EAST)  # type: ignore[arg-type]


def test_a_correction_changes_the_later_totals_and_where_a_bag_penalty_falls() -> None:
    hands = entries(FIVE)
    before = tally(hands)
    corrected = [entries("3 2 3 2 / 6 2 4 1")[0], *hands[1:]]  # Ann took 6, Di 1: one more bag, Bob & Di set
    after = tally(corrected)
    changes = later_changes(before, after, 0)
    assert [h.number_before for h in changes.hands] == [2, 3, 4, 5] and not changes.dropped
    assert not changes.deal_moved, "a correction deals no hand otherwise"
    assert [h.number_after for h in changes.hands] == [2, 3, 4, 5]
    assert [(h.totals_before, h.totals_after) for h in changes.totals_changed] == [
        ((126, 80), (127, 0)), ((189, 120), (90, 40)), ((152, 160), (153, 80)), ((215, 200), (216, 120))]
    # the tenth bag now comes in hand 3, not hand 4: both hands score otherwise
    assert [(h.number_after, h.points_before, h.points_after) for h in changes.rescored] == [
        (3, (63, 40), (-37, 40)), (4, (-37, 40), (63, 40))]
    assert changes.anything


def test_a_correction_of_the_last_hand_or_one_that_changes_nothing_later_has_no_later_changes() -> None:
    hands = entries(FIVE)
    before = tally(hands)
    last = tally([*hands[:4], entries("3 2 3 2 / 6 2 4 1")[0]])
    assert later_changes(before, last, 4) == later_changes(before, last, 4, 0)
    assert not later_changes(before, last, 4).hands
    same = later_changes(before, before, 1)
    assert len(same.hands) == 3 and not same.anything


def test_removing_a_hand_moves_the_deal_of_every_later_hand_back_one_seat() -> None:
    hands = entries(FIVE)
    before = tally(hands)
    after = tally([hands[0], *hands[2:]])  # hand 2 was entered twice
    changes = later_changes(before, after, 1, -1)
    assert [(h.number_before, h.number_after) for h in changes.hands] == [(3, 2), (4, 3), (5, 4)]
    assert all(h.renumbered for h in changes.hands)
    assert changes.deal_moved == changes.hands
    first = changes.hands[0]
    # hand 3 was dealt by West (1), North (2) bidding first and leading; as hand 2, South deals, West bids first
    assert (first.dealer_before, first.first_bidder_before, first.leader_before) == (1, 2, 2)
    assert (first.dealer_after, first.first_bidder_after, first.leader_after) == (0, 1, 1)
    # hand 5 as hand 4: 215 and 200 were its totals, 152 and 160 now (the tenth bag one hand earlier)
    assert (changes.hands[-1].totals_before, changes.hands[-1].totals_after) == ((215, 200), (152, 160))
    assert changes.hands[-1].rescored and changes.hands[-1].points_after == (-37, 40)


def test_a_hand_put_in_moves_the_later_hands_on_one_seat() -> None:
    hands = entries(FIVE)[:3]
    before = tally(hands)
    after = tally([hands[0], *entries("3 2 3 2 / 4 2 5 2"), *hands[1:]])
    changes = later_changes(before, after, 1, 1)
    assert [(h.number_before, h.number_after) for h in changes.hands] == [(2, 3), (3, 4)]
    assert [(h.dealer_before, h.dealer_after) for h in changes.hands] == [(0, 1), (1, 2)]


def test_hands_after_a_new_end_are_dropped() -> None:
    hands = entries(FIVE)
    before = tally(hands)
    ended = tally(hands[:3])
    changes = later_changes(before, ended, 1)
    assert [h.number_before for h in changes.hands] == [3] and changes.dropped == (4, 5)


def test_where_the_two_of_clubs_leads_no_leader_is_named() -> None:
    rules = dataclasses.replace(STANDARD, first_lead="two_of_clubs")
    hands = entries(FIVE)
    changes = later_changes(tally(hands, rules), tally([hands[0], *hands[2:]], rules), 1, -1)
    assert changes.hands and all(h.leader_before is None and h.leader_after is None for h in changes.hands)
    assert changes.hands[0].first_bidder_after == 1


def test_the_shift_is_one_step() -> None:
    before = tally(entries(FIVE))
    with pytest.raises(ValueError):
        later_changes(before, before, 0, 2)

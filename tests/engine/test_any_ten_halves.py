"""bid.ten_for_two_hundred with ten_for_two_hundred_any_ten: a side bid of 10 made of two halves (8½ + 1½)
is a side bid of 10 like 6 + 4, so it scores as 10 for 200 (author QA 4)."""

from __future__ import annotations

import pytest

from spades_desktop.engine import Bid, RuleSet, score_hand
from spades_desktop.engine.actions import BidKind

RULES = RuleSet(half_tricks=True, ten_for_two_hundred=True, ten_for_two_hundred_any_ten=True)
HALF = BidKind.HALF


@pytest.mark.parametrize("south,north", [(Bid(6), Bid(4)), (Bid(8, HALF), Bid(1, HALF)), (Bid(4, HALF), Bid(5, HALF))],
                         ids=["6+4", "8.5+1.5", "4.5+5.5"])
@pytest.mark.parametrize("taken,points", [((6, 1, 4, 2), 200), ((4, 3, 3, 3), -200)], ids=["made", "set"])
def test_any_side_bid_of_ten_with_halves_is_ten_for_two_hundred(
        south: Bid, north: Bid, taken: tuple[int, ...], points: int) -> None:
    side = score_hand(RULES, [south, Bid(2), north, Bid(1)], taken, [0, 0], [0, 0]).sides[0]
    assert side.contract == 10
    assert side.contract_points == points
    assert ("bid of 10 is 10 for 200", 0) in side.specials


def test_halves_adding_up_to_nine_stay_an_ordinary_contract() -> None:
    side = score_hand(RULES, [Bid(7, HALF), Bid(2), Bid(1, HALF), Bid(1)], (6, 1, 4, 2), [0, 0], [0, 0]).sides[0]
    assert side.contract == 9 and side.contract_points == 90 and not side.specials

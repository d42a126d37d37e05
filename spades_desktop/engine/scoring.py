"""Scoring: a pure function from a finished hand to a breakdown per side.

The scorepad and the printed sheet show this breakdown; nothing else
recomputes scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Bid, BidKind
from .ruleset import RuleSet


@dataclass(frozen=True, slots=True)
class NilResult:
    seat: int
    bid: Bid
    tricks: int
    made: bool
    points: int


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's result for one hand. ``points`` = sum of the parts."""

    side: int
    seats: tuple[int, ...]
    contract: int  # tricks bid by the side's non-nil bids
    tricks: int  # tricks that count toward the contract
    made: bool | None  # None when the side had no contract
    contract_points: int  # +10 x bid, -10 x bid, blind or 10-for-200 values
    bags: int  # overtricks this hand
    bag_points: int  # overtricks as points (1 each)
    nils: tuple[NilResult, ...]
    specials: tuple[tuple[str, int], ...]  # ("lose all", -340), ("double nil", 400) ...
    bag_penalty: int  # <= 0
    points: int
    total_before: int
    total_after: int
    bags_before: int
    bags_after: int
    wins_outright: bool = False

    @property
    def nil_points(self) -> int:
        return sum(n.points for n in self.nils)


@dataclass(frozen=True, slots=True)
class HandScore:
    hand_number: int  # 1-based
    dealer: int
    deal_number: int
    bids: tuple[Bid, ...]
    tricks: tuple[int, ...]  # per seat
    sides: tuple[SideScore, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(s.total_after for s in self.sides)


def seats_of_side(rules: RuleSet, side: int) -> tuple[int, ...]:
    if rules.partnerships:
        return (side, side + 2)
    return (side,)


def score_hand(
    rules: RuleSet,
    bids: Sequence[Bid],
    tricks: Sequence[int],
    totals_before: Sequence[int],
    bags_before: Sequence[int],
    *,
    hand_number: int = 1,
    dealer: int = 0,
    deal_number: int = 0,
) -> HandScore:
    """Score one finished hand for every side."""
    sides = tuple(
        _score_side(rules, side, bids, tricks, totals_before[side], bags_before[side])
        for side in range(rules.sides)
    )
    return HandScore(hand_number, dealer, deal_number, tuple(bids), tuple(tricks), sides)


def _score_side(
    rules: RuleSet, side: int, bids: Sequence[Bid], tricks: Sequence[int], total_before: int, bags_before: int
) -> SideScore:
    seats = seats_of_side(rules, side)
    nil_seats = [s for s in seats if bids[s].is_nil]
    bidders = [s for s in seats if not bids[s].is_nil]
    specials: list[tuple[str, int]] = []

    # Nils
    nils = []
    for s in nil_seats:
        value = rules.blind_nil_value if bids[s].kind is BidKind.BLIND_NIL else rules.nil_value
        nil_made = tricks[s] == 0
        nils.append(NilResult(s, bids[s], tricks[s], nil_made, value if nil_made else -value))
    both_nil = rules.partnerships and len(nil_seats) == 2
    lose_all = False
    if both_nil and rules.double_nil == "doubled":
        if all(n.made for n in nils):
            nils = [NilResult(n.seat, n.bid, n.tricks, True, 2 * n.points) for n in nils]
        else:
            nils = [NilResult(n.seat, n.bid, n.tricks, n.made, 0) for n in nils]
    elif both_nil and rules.double_nil == "lose_all":
        if all(n.made for n in nils):  # [B]: the side scores 200 (2 x nil_value), whatever kind of nil
            nils = [NilResult(n.seat, n.bid, n.tricks, True, rules.nil_value) for n in nils]
        else:
            nils = [NilResult(n.seat, n.bid, n.tricks, n.made, 0) for n in nils]
            lose_all = True
    double_blind_wins = (
        both_nil and rules.double_blind_nil_wins
        and all(n.made and n.bid.kind is BidKind.BLIND_NIL for n in nils)
    )

    # Contract
    contract_bids = [bids[s] for s in bidders]
    kinds = [b.kind for b in contract_bids]
    if BidKind.MOON in kinds:
        contract = 13
    elif BidKind.TEN_FOR_200 in kinds:
        contract = 10
    else:
        contract = sum(b.tricks for b in contract_bids)
    counted = sum(tricks[s] for s in bidders)
    if rules.nil_tricks_count:
        counted += sum(tricks[s] for s in nil_seats)
    made: bool | None = None
    contract_points = 0
    bags = 0  # a side with no contract (only nil bidders) is protected from bags ([V])
    wins_outright = False
    if contract_bids:
        if BidKind.MOON in kinds:
            made = counted == sum(tricks)
            contract_points = 0 if made else -10 * contract
            wins_outright = made
            if made:
                specials.append(("moon", 0))
        elif BidKind.TEN_FOR_200 in kinds:
            made = counted >= 10 if not rules.ten_for_two_hundred_exact else counted == 10
            contract_points = rules.ten_for_two_hundred_value if made else -rules.ten_for_two_hundred_penalty
            bags = max(0, counted - 10) if made else 0
        elif BidKind.BLIND in kinds:
            made = counted >= contract
            blind = sum(b.tricks for b in contract_bids if b.kind is BidKind.BLIND)
            normal = contract - blind
            contract_points = rules.blind_trick_value * blind + 10 * normal if made else -10 * contract
        else:
            made = counted >= contract
            contract_points = 10 * contract if made else -10 * contract
            bags = counted - contract if made else 0
    if not rules.bags_count:
        bag_points, penalty, bags_after = bags, 0, bags_before + bags
    else:
        bag_points = bags
        bags_after = bags_before + bags
        penalty = 0
        while bags_after >= rules.bag_limit:
            bags_after -= rules.bag_limit
            penalty -= rules.bag_penalty
    points = contract_points + bag_points + sum(n.points for n in nils) + penalty
    if lose_all:
        loss = -max(total_before + points, 0)
        specials.append(("lose all", loss))
        points += loss
    if double_blind_wins:
        specials.append(("double blind nil", 0))
        wins_outright = True
    return SideScore(
        side=side,
        seats=seats,
        contract=contract,
        tricks=counted,
        made=made,
        contract_points=contract_points,
        bags=bags,
        bag_points=bag_points,
        nils=tuple(nils),
        specials=tuple(specials),
        bag_penalty=penalty,
        points=points,
        total_before=total_before,
        total_after=total_before + points,
        bags_before=bags_before,
        bags_after=bags_after,
        wins_outright=wins_outright,
    )

"""What a change of an earlier hand does to the hands after it, in a match kept from bids and tricks.

A scorekeeper who corrects, removes or puts in an earlier hand changes more than that hand: every later hand is
scored again (its totals, and its own points where bags or penalties now fall elsewhere), and a removal or an
inserted hand moves the deal of every later hand one seat (who deals, who bids first, who leads). A club scorer
must know what else changed (QA club 12: "Change hand 10…? The totals become …" said nothing of hands 11 and 12).

``later_changes(before, after, index, shift)`` compares two tallies of the same game, the hand at ``index``
(0-based) corrected (``shift`` 0), removed (-1) or put in (+1); each later hand is matched with itself (the same
bids and tricks) before and after. Pure Python, no Qt: the window words it (docs/scorekeeper.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import MO_KINDS
from .scoring import HandScore
from .tally import Tally, bidding_order


@dataclass(frozen=True, slots=True)
class LaterHand:
    """One hand after the hand changed, as it was and as it is now. Numbers are 1-based; seats as the engine's.
    ``leader_*``: who leads the first trick, None where the cards decide it (the two of clubs leads)."""

    number_before: int
    number_after: int
    dealer_before: int
    dealer_after: int
    first_bidder_before: int
    first_bidder_after: int
    leader_before: int | None
    leader_after: int | None
    points_before: tuple[int, ...]
    points_after: tuple[int, ...]
    totals_before: tuple[int, ...]
    totals_after: tuple[int, ...]

    @property
    def renumbered(self) -> bool:
        return self.number_before != self.number_after

    @property
    def deal_moved(self) -> bool:
        """Someone else deals it now (and so someone else bids first)."""
        return self.dealer_before != self.dealer_after

    @property
    def rescored(self) -> bool:
        """The hand's own points changed (bags or a penalty fall elsewhere now)."""
        return self.points_before != self.points_after

    @property
    def totals_changed(self) -> bool:
        return self.totals_before != self.totals_after


@dataclass(frozen=True, slots=True)
class LaterChanges:
    """Every later hand still in the game (``hands``, in order) and the numbers, as they were, of those the change
    left out (``dropped``: the game now ends before them)."""

    hands: tuple[LaterHand, ...] = ()
    dropped: tuple[int, ...] = ()

    @property
    def deal_moved(self) -> tuple[LaterHand, ...]:
        return tuple(hand for hand in self.hands if hand.deal_moved)

    @property
    def rescored(self) -> tuple[LaterHand, ...]:
        return tuple(hand for hand in self.hands if hand.rescored)

    @property
    def totals_changed(self) -> tuple[LaterHand, ...]:
        return tuple(hand for hand in self.hands if hand.totals_changed)

    @property
    def anything(self) -> bool:
        """Whether any later hand is dealt, scored or totalled otherwise now."""
        return bool(self.deal_moved or self.rescored or self.totals_changed)


def _first_lead(tally: Tally, score: HandScore) -> int | None:
    """Who leads the hand's first trick, as ``Game._start_play`` decides: the player left of the dealer, a Mo's
    bidder where the Mo bidder leads; None where the holder of the two of clubs leads."""
    rules = tally.rules
    if rules.first_lead != "left_of_dealer":
        return None
    if rules.mo == "first_tricks":
        order = bidding_order(rules, score.dealer)
        mo = next((seat for seat in order if score.bids[seat].kind in MO_KINDS), None)
        if mo is not None:
            return mo
    return (score.dealer + 1) % rules.players


def later_changes(before: Tally, after: Tally, index: int, shift: int = 0) -> LaterChanges:
    """What changed for the hands after hand ``index`` (0-based) from ``before`` to ``after``: a correction of that
    hand (``shift`` 0), its removal (-1) or a hand put in there (+1). The later hands are matched by what was
    entered for them: a hand numbered ``n`` before is numbered ``n + shift`` after (a removal's hand ``index`` and
    the hand put in have no match)."""
    if shift not in (-1, 0, 1):
        raise ValueError(f"shift must be -1, 0 or 1, not {shift}")
    first = index if shift == 1 else index + 1  # the first later hand, as numbered before (0-based)
    bidders: dict[int, int] = {}

    def first_bidder(tally: Tally, dealer: int) -> int:
        if dealer not in bidders:  # the same rules before and after: one engine game a seat, not one a hand
            bidders[dealer] = bidding_order(tally.rules, dealer)[0]
        return bidders[dealer]

    hands: list[LaterHand] = []
    dropped: list[int] = []
    for old in range(first, len(before.scores)):
        new = old + shift
        if not 0 <= new < len(after.scores):
            dropped.append(old + 1)
            continue
        was, now = before.scores[old], after.scores[new]
        bidder_was, bidder_now = first_bidder(before, was.dealer), first_bidder(after, now.dealer)
        hands.append(LaterHand(
            number_before=old + 1, number_after=new + 1,
            dealer_before=was.dealer, dealer_after=now.dealer,
            first_bidder_before=bidder_was, first_bidder_after=bidder_now,
            leader_before=_first_lead(before, was), leader_after=_first_lead(after, now),
            points_before=tuple(side.points for side in was.sides),
            points_after=tuple(side.points for side in now.sides),
            totals_before=was.totals, totals_after=now.totals))
    return LaterChanges(tuple(hands), tuple(dropped))

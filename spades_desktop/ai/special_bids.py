"""The optional bids of the house systems (issue 13): when a bot takes one, and why.

Blind six, blind moon, lexington, Little/Big Mo, Little/Big Bemo, no trump,
half bids and the raise are chosen here from ``view.legal`` with simple,
explainable thresholds on the trick estimate of ``hand_eval``; ordinary bids
stay with ``bidding.choose_bid``. ``choose_special`` returns None when none of
these bids is worth it (or none is legal), and the plain bidding goes on.
"""

from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache

from ..engine import LOOK, Action, Bid, BidKind, Card, RuleSet, SeatView
from ..engine.actions import BEMO_KINDS, BIG_MO, BLIND_MOON, BLIND_SIX, LEXINGTON, LITTLE_MO, MO_KINDS, MOON, NO_SHOW
from .base import card_list
from .bidding import DEFAULT_TUNING
from .cardinfo import TRUMP, card_info
from .hand_eval import TrickEstimate, estimate_tricks
from .message import Message

MARGIN = DEFAULT_TUNING.margin  # tricks shaved off an estimate before rounding (as the plain bidding does)
BLIND_SIX_BEHIND = 150  # points behind before a blind six, when the preset sets no blind margin
BLIND_MOON_BEHIND = 300  # a blind moon is a last throw: this far behind with the opponents near the target
SHOW_GAIN = 1.0  # trump.show_seven: tricks a show must add to the hand's count (it also shows 7+ cards to all)
SUIT_NOUNS = ("clubs", "diamonds", "hearts", "spades")  # Suit order of the engine: a SHOW bid's ``tricks``
# A bemo or a first-tricks Mo cashes a side suit only for the rounds both opponents follow to with at least this
# chance (the seat's length in the suit decides: ``follow_rounds``). 13 cards a suit, 13 a hand: 2 rounds up to
# 4 cards (0.78 with 4, 0.68 with 5), 1 round with 5 to 8 (0.77 with 8), none with 9 or more (docs/ai.md).
FOLLOW_ODDS = 0.75


def _score(view: SeatView) -> tuple[int, int]:
    """(our score, the best opponent's score)."""
    side = view.rules.side_of(view.seat)
    others = [v for i, v in enumerate(view.scores) if i != side]
    return view.scores[side], max(others) if others else 0


def _partner_bid(view: SeatView) -> Bid | None:
    partner = view.rules.partner_of(view.seat)
    return view.bids[partner] if partner is not None else None


def _side_tricks(bid: Bid | None) -> float:
    """Tricks a partner's bid promises (a half bid counts its half)."""
    if bid is None or bid.is_nil:
        return 0.0
    return bid.tricks + (0.5 if bid.kind is BidKind.HALF else 0.0)


def _count(est: TrickEstimate) -> float:
    """The tricks to bid on, as the plain bidding counts them: big estimates shrunk, less the margin."""
    tricks = est.tricks
    if tricks > 4.0:
        tricks = 4.0 + DEFAULT_TUNING.high_shrink * (tricks - 4.0)
    return tricks - MARGIN


def _desperate(view: SeatView, behind_needed: int) -> tuple[bool, int]:
    """Whether the side is at least ``behind_needed`` behind with the opponents within 150 of the target."""
    mine, theirs = _score(view)
    behind = theirs - mine
    return behind >= behind_needed and theirs >= view.rules.target - 150, behind


def choose_special(view: SeatView) -> tuple[Action, Message] | None:
    """One of the optional bids of issue 13 with a reason, or None to bid plainly."""
    legal = view.legal
    if len(legal) < 2 or not all(isinstance(a, Bid) or a == LOOK for a in legal):
        return None
    if view.hand is None:
        return _blind(view)
    if NO_SHOW in legal:
        return _show(view)
    est = estimate_tricks(view.hand, view.rules)
    mine = view.bids[view.seat]
    if mine is not None:
        return _second_round(view, mine, est)
    return _side_bid(view, est) or _half(view, est)


def _show(view: SeatView) -> tuple[Action, Message]:
    """trump.show_seven: show a long suit when, as trump, it adds at least ``SHOW_GAIN`` tricks to the hand.

    The count is the plain bidding's (``estimate_tricks`` under the hand's rules with that suit as trump),
    so the bot shows a long suit it would otherwise see ruffed, and keeps quiet when spades serve it as well.
    """
    hand = view.hand or ()
    now = estimate_tricks(hand, view.rules).tricks
    best: tuple[float, Bid] | None = None
    for action in view.legal:
        if isinstance(action, Bid) and action.kind is BidKind.SHOW:
            suit = SUIT_NOUNS[action.tricks]
            gain = estimate_tricks(hand, replace(view.rules, trump_suit=suit)).tricks - now  # type: ignore[arg-type]
            if best is None or gain > best[0]:
                best = (gain, action)
    if best is not None and best[0] >= SHOW_GAIN:
        suit = SUIT_NOUNS[best[1].tricks]
        return best[1], Message.of("I show my {suit}: as trump they take about {gain} tricks more", suit=suit,
                                   gain=f"{best[0]:.1f}")
    return NO_SHOW, Message.of("I keep my cards hidden: showing would not win me enough tricks to tell everyone my "
                               "hand")


def _blind(view: SeatView) -> tuple[Action, Message] | None:
    """Blind moon when the game is lost anyway; blind six when behind by the preset's blind margin."""
    legal = view.legal
    if BLIND_MOON in legal:
        desperate, behind = _desperate(view, BLIND_MOON_BEHIND)
        _, theirs = _score(view)
        if desperate and theirs >= view.rules.target - 60:
            return BLIND_MOON, Message.of("we bid a blind moon: we are {behind} behind and the opponents are about to "
                                          "win", behind=behind)
    if BLIND_SIX in legal:
        rules = view.rules
        desperate, behind = _desperate(view, rules.blind_bid_behind or BLIND_SIX_BEHIND)
        if desperate:
            return BLIND_SIX, Message.of("we bid blind six: we are {behind} behind, and a side takes about six tricks "
                                         "on an average deal ({value} if made)", behind=behind,
                                         value=rules.blind_six_value)
    return None


def _side_bid(view: SeatView, est: TrickEstimate) -> tuple[Action, Message] | None:
    """The second partner's big side bids: lexington, Big Mo, Little Mo."""
    legal = view.legal
    pb = _partner_bid(view)
    if pb is None or pb.is_nil or not (LEXINGTON in legal or LITTLE_MO in legal or BIG_MO in legal):
        return None
    side = _side_tricks(pb) + est.tricks
    if LEXINGTON in legal and side >= 11.8 and est.tricks >= 6.0 and not (MOON in legal and side >= 12.8):
        return LEXINGTON, Message.of("I bid lexington: my partner bid {partner} and I count {mine} more, "
                                     "so our side should take 12 ({value} if made)", partner=pb,
                                     mine=f"{est.tricks:.0f}", value=view.rules.lexington_value)
    rules = view.rules
    first = rules.mo == "first_tricks"
    # The first tricks come from winners cashed from my lead at trick 1 (the Mo side leads it), spades unbroken
    # (``cashable``). A run in a row may start later, once spades are broken and my partner has helped: there
    # every sure winner counts (made 4 of 5 times over the 3,000 deals of docs/ai.md, "Bemo from the lead").
    run = (cashable(view.hand or (), rules) if leads_trick_one(view, bidding_mo=True) else ()) if first else est.sure
    for mo, big in ((BIG_MO, True), (LITTLE_MO, False)):
        need = rules.mo_need(big)
        if mo in legal and side >= need + 3 and len(run) >= need and _risk_ok(view, rules.mo_value(big)):
            name = Message.of("Big Mo" if big else "Little Mo")
            if first:
                return mo, Message.of("I bid {name}: I lead to the first trick and cash {count} winners in a row "
                                      "({cards}), and my partner bid {partner}, so we should take the first {need} "
                                      "tricks ({value} points)", name=name, count=len(run), cards=card_list(run),
                                      partner=pb, need=need, value=rules.mo_value(big))
            return mo, Message.of("I bid {name}: {sure} sure winners in my hand and my partner bid {partner}, "
                                  "so we should take {need} tricks {how} ({value} points)", name=name,
                                  sure=len(run), partner=pb, need=need, how=Message.of("in a row"),
                                  value=rules.mo_value(big))
    return None


def _risk_ok(view: SeatView, loss: int) -> bool:
    """A failed big bid must not lose the match (the mercy rule) nor hand it to the opponents."""
    mine, _ = _score(view)
    mercy = view.rules.mercy
    return mercy is None or mine - loss > mercy


def _half(view: SeatView, est: TrickEstimate) -> tuple[Action, Message] | None:
    """bid.half_tricks: the first partner bids a half when its count sits between two numbers; the second
    partner, after a half, bids the half that makes the side's count whole."""
    halves = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.HALF]
    if not halves:
        return None
    value = _count(est)
    pb = _partner_bid(view)
    if pb is not None and pb.kind is BidKind.HALF:
        want = max(0, math.floor(value))  # k.5 is nearest the count when k = floor(count)
        choice = min(halves, key=lambda b: (abs(b.tricks + 0.5 - value), b.tricks))
        return choice, Message.of("I bid {bid}: my partner bid {partner}, I count about {mine}, so our side "
                                  "bids {side}", bid=choice, partner=pb, mine=f"{want + 0.5:g}",
                                  side=pb.tricks + choice.tricks + 1)
    frac = value - math.floor(value)
    if 0.3 <= frac <= 0.7 and value >= 1.0:
        low = math.floor(value)
        choice = min(halves, key=lambda b: (abs(b.tricks - low), b.tricks))
        return choice, Message.of("I bid {bid}: I count {count}, between {low} and {high}, "
                                  "so I tell my partner I may take one more", bid=choice, count=f"{value:.1f}",
                                  low=low, high=low + 1)
    return None


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


@lru_cache(maxsize=256)
def _p_follow(suit_size: int, length: int, hand_size: int, rounds: int) -> float:
    """Chance that both opponents hold ``rounds`` cards or more of a suit of which my hand holds ``length``: the
    other cards of the suit lie at random among the three other hands of ``hand_size`` cards."""
    others = suit_size - length
    if others < 0:
        return 0.0
    h = hand_size
    good = sum(math.comb(h, a) * math.comb(h, b) * math.comb(h, others - a - b)
               for a in range(rounds, others + 1) for b in range(rounds, others - a + 1) if others - a - b <= h)
    return good / math.comb(3 * h, others)


def follow_rounds(suit_size: int, length: int, hand_size: int = 13) -> int:
    """Rounds of a side suit both opponents follow to with a ``FOLLOW_ODDS`` chance, my hand holding ``length``."""
    rounds = 0
    while rounds < length and _p_follow(suit_size, length, hand_size, rounds + 1) >= FOLLOW_ODDS:
        rounds += 1
    return rounds


def cashable(hand: tuple[Card, ...], rules: RuleSet) -> tuple[Card, ...]:
    """The winners a seat on lead cashes one after another from the first trick: per side suit the top cards it
    holds (no card of the suit above them is out: A, A-K, A-K-Q ...), no more than the rounds the opponents
    follow to (``follow_rounds``); the top trumps only when spades may be led before they are broken (they are
    unbroken at trick 1, and a ruff that breaks them is a trick lost). Highest first, suit by suit."""
    info = card_info(rules)
    mine = _mask(hand)
    out: list[Card] = []
    trump_ok = not rules.spades_broken and not rules.no_spade_lead_first_trick
    for suit in range(4):
        held = info.cards_desc(mine, suit)
        top = [c for c in held if not info.higher[c.index] & ~mine]
        if suit == TRUMP:
            if trump_ok:
                out.extend(top)
        elif info.ranked_floor is None:  # trump.suit_order: a higher suit beats a side winner (none counted)
            out.extend(top[:follow_rounds(len(info.by_power[suit]), len(held), rules.hand_size)])
    return tuple(out)


def leads_trick_one(view: SeatView, bidding_mo: bool = False) -> bool:
    """``view``'s seat leads the first trick with a card of its choice (``bidding_mo``: once it bids a Mo).

    The seat left of the dealer leads, or under bid.mo first_tricks the first Mo bidder; a rule that makes the
    holder of the lowest club lead it (play.two_of_clubs_leads) leaves no choice, so no run starts there."""
    rules = view.rules
    if rules.mo == "first_tricks":
        other_mo = any(b is not None and b.kind in MO_KINDS for s, b in enumerate(view.bids) if s != view.seat)
        if other_mo:  # the Mo side leads: an opponent's Mo was bid before mine (or mine is no Mo)
            return False
        if bidding_mo:
            return rules.first_lead != "two_of_clubs"
    if rules.first_lead == "two_of_clubs":
        return False
    return (view.dealer + 1) % rules.players == view.seat


def _second_round(view: SeatView, mine: Bid, est: TrickEstimate) -> tuple[Action, Message] | None:
    """After the round of bids: a bemo, no trump, a raise by one, or keep."""
    legal = view.legal
    if mine not in legal:
        return None
    pb = _partner_bid(view)
    partner = _side_tricks(pb)
    run = cashable(view.hand or (), view.rules) if leads_trick_one(view) else ()
    for kind, first in ((BidKind.BIG_BEMO, 9), (BidKind.LITTLE_BEMO, 6)):
        bemo = Bid(mine.tricks, kind)
        # The first tricks come from winners the seat cashes from its own lead at trick 1 (a partner's tricks
        # would need the lead passed over, and it bid on tricks taken at any time).
        if bemo in legal and len(run) >= first:
            value = 90 if kind is BidKind.BIG_BEMO else 60
            if _risk_ok(view, value):
                name = Message.of("Big Bemo" if kind is BidKind.BIG_BEMO else "Little Bemo")
                return bemo, Message.of("I add {name}: I lead to the first trick and cash {count} winners in a row "
                                        "({cards}) to take the first {first} tricks (±{value})", name=name,
                                        count=len(run), cards=card_list(run), first=first, value=value)
    no_trump = Bid(mine.tricks, BidKind.NO_TRUMP)
    if no_trump in legal:
        side_only = min(est.side_tricks, est.tricks)
        if est.trumps <= 2 and est.trump_tricks < 0.5 and side_only >= mine.tricks + 0.5:
            if est.trumps == 0:
                return no_trump, Message.of("I make my bid {bid}: no spades, and my side suits alone should take "
                                            "{side} tricks, so the bid counts double", bid=no_trump,
                                            side=f"{side_only:.1f}")
            return no_trump, Message.of("I make my bid {bid}: only small spades ({trumps}), and my side suits "
                                        "alone should take {side} tricks, so the bid counts double", bid=no_trump,
                                        trumps=est.trumps, side=f"{side_only:.1f}")
    raised = Bid(mine.tricks + 1)
    if mine.kind is BidKind.NORMAL and raised in legal:
        side_bid = mine.tricks + partner
        side_est = est.tricks + (partner if pb is not None and not pb.is_nil else 0.0)
        table = sum(b.tricks for b in view.bids if b is not None)
        if _count(est) >= mine.tricks + 0.8 and side_est >= side_bid + 1.3 and table < view.rules.hand_size:
            return raised, Message.of("I raise to {bid}: I count {count}, more than my {mine}", bid=raised,
                                      count=f"{est.tricks:.1f}", mine=mine)
        return mine, Message.of("I keep {bid}: my count of {count} does not clearly beat it", bid=mine,
                                count=f"{est.tricks:.1f}")
    if any(isinstance(a, Bid) and (a.kind in BEMO_KINDS or a.kind is BidKind.NO_TRUMP) for a in legal) and all(
        isinstance(a, Bid) and (a == mine or a.kind in BEMO_KINDS or a.kind is BidKind.NO_TRUMP) for a in legal
    ):
        return mine, Message.of("I keep {bid}: not enough sure winners for a bemo, nor side suits for no trump",
                                bid=mine)
    return None

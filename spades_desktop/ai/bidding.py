"""Normal bidding: count the hand, weigh the partner, the seat order, the score.

Every choice is taken from ``view.legal``: the bidding systems (suicide, whiz,
mirrors, board), blind bids, 10-for-200 and moon are obeyed by choosing among
the legal bids, never by the engine refusing one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..engine import BLIND_NIL, LOOK, NIL, Action, Bid, BidKind, Card, RuleSet, SeatView
from ..engine.actions import AUCTION_BASE, MISDEAL, PASS
from .base import action_arg, card_list
from .cardinfo import TRUMP, CardInfo, card_info
from .hand_eval import NilEstimate, TrickEstimate, estimate_nil, estimate_tricks, family_of, nil_success
from .message import Message, MessageArg


@dataclass(frozen=True, slots=True)
class BidTuning:
    """Knobs of the bidding (the frozen reference keeps its own copy)."""

    margin: float = 0.45  # tricks shaved off the estimate before rounding (sets cost far more than bags)
    nil_base: float = 0.55  # chance of making nil needed at 0 expected tricks (0.5 took 60 % nils that failed)
    nil_per_trick: float = 0.05  # extra chance needed per expected trick
    nil_max_tricks: float = 3.5  # never bid nil with more expected tricks than this
    nil_max_trumps: float = 3  # never bid nil with more trumps than this (long trumps get forced to win late)
    # never bid nil with a side suit of this many cards or more headed by its ace (0: off): once the others are out
    # of the suit each card of it led wins unless the partner ruffs (QA: 5 of Normal's 12 nils held one). Off: at 6
    # Normal scored -0.56 a hand against itself without it (docs/ai.md, "No nil with a long suit headed by its ace")
    nil_long_ace: float = 0
    partner_nil_bonus: float = 0.5  # extra tricks when the partner bid nil (it throws its high cards)
    partner_slope: float = 0.0  # per trick the partner bid above 3, bid this much less
    high_shrink: float = 0.8  # estimates above 4 tricks count this share of their excess
    suicide_nil_min: float = 0.1  # bidding.suicide: leave the nil to the partner below this chance of making it
    # bid.auction (``_auction_bid``; docs/ai.md, "The auction's bids"): our side's tricks are counted as my
    # estimate + the partner's share, less ``auction_shift``, spread normally by ``auction_spread``.
    auction_unbid: float = 3.5  # tricks counted on from a partner yet to bid
    auction_passed: float = 2.5  # from a partner who passed
    auction_counts: float = 2.75  # a partner's bid of N counts on this many of our side's N + 6 from me
    auction_spread: float = 2.0  # the spread (standard deviation) of the side's tricks about the count (was 1)
    auction_shift: float = 0.5  # tricks the declarers (either side) take fewer than the count (was 0): the defence


DEFAULT_TUNING = BidTuning()


@dataclass(frozen=True, slots=True)
class Situation:
    """The bidding situation of one seat."""

    seat: int
    partner: int | None
    partner_bid: Bid | None
    opponents: tuple[int, ...]
    opp_bids: tuple[Bid, ...]
    still_to_bid: int  # seats after this one
    my_score: int
    opp_score: int  # the best opponent's score
    my_bags: int
    target: int
    mercy: int | None
    bag_limit: int
    bags_count: bool


def situation(view: SeatView) -> Situation:
    rules = view.rules
    seat = view.seat
    partner = rules.partner_of(seat)
    side = rules.side_of(seat)
    opponents = tuple(s for s in range(rules.players) if rules.side_of(s) != side)
    opp_bids = tuple(b for s in opponents if (b := view.bids[s]) is not None)
    pending = sum(1 for s in range(rules.players) if view.bids[s] is None and s != seat)
    others = [v for i, v in enumerate(view.scores) if i != side]
    return Situation(
        seat=seat,
        partner=partner,
        partner_bid=view.bids[partner] if partner is not None else None,
        opponents=opponents,
        opp_bids=opp_bids,
        still_to_bid=pending,
        my_score=view.scores[side],
        opp_score=max(others) if others else 0,
        my_bags=view.bags[side],
        target=rules.target,
        mercy=rules.mercy,
        bag_limit=rules.bag_limit,
        bags_count=rules.bags_count,
    )


def _bid_tricks(bid: Bid) -> int:
    return 0 if bid.is_nil else bid.tricks


def _pretty_list(cards: list[Card]) -> Message:
    if len(cards) <= 1:
        return card_list(cards)
    return Message.of("{cards} and {last}", cards=card_list(cards[:-1]), last=cards[-1])


def _joined(parts: list[Message], semicolons: bool = False) -> Message:
    """``parts`` as one message: "a, b, c" (or "a; b; c")."""
    out = parts[0]
    for part in parts[1:]:
        out = (Message.of("{first}; {second}", first=out, second=part) if semicolons
               else Message.of("{first}, {second}", first=out, second=part))
    return out


# The count's notes on how it came to its bid, after what the hand holds (the templates at the end of ``choose_bid``,
# written out there for the translation's source reader): "A♣, A♦ and K♦ (they add up to 3: I bid a little under
# that, for safety)". They explain the count's bid, not one the search chose over it: "bid 3 — you hold … (… bid a
# little under that, for safety); … 3 scores +4 points a hand more than 2" said to bid under 3 and then bid 3 (QA, 5
# of 40 first-seat bids). A searched bid says the holding without them (``normal.bare_holding``).
COUNT_NOTES = frozenset(("{reason} ({notes})", "{reason} (the board needs {board} from our side)"))
MANY_SURE = 4  # more high cards than this are named with their count ("7 high cards: A♠ K♠ …")


@dataclass(frozen=True, slots=True)
class Count:
    """A trick count said in parts (``describe``): the reason, the tricks its parts add up to as a player reading
    it would add them, and whether it is one part with its worth ("7 high cards: …, worth about 6 tricks", where
    "they add up to 6" would only repeat it)."""

    reason: Message
    named: int
    one_worth: bool


def describe(est: TrickEstimate, rules: RuleSet, clear: float = 0.0) -> Count:
    """The reasons for the trick count ``est``: 'A♠, K♠ and A♥, 4 trumps, worth about 1 trick'. ``clear``: the
    hand controls the trumps and is counted by ``clear_tricks``: its high cards are sure tricks and the rest of its
    cards are named as what they take once the trumps are drawn.

    Without that control each part is named with what the count makes of it (``hand_eval``'s values times the
    fitted weights), so the parts add up to the count: the high cards (``est.sure``) with what the fit adds to
    every hand, at most one trick each (a side ace counts about 3/4 of a trick and the king under it 2/3: "5
    sure tricks: A♣ A♦ K♦ A♥ K♥" for a bid of 4 said more than the count holds, QA), the trumps' length, the
    ruffs, and the other cards as the rest of the count."""
    sure = list(est.sure)
    if clear:
        parts: list[Message] = []
        if len(sure) > MANY_SURE:
            # "A♠, K♠, Q♠ and J♠ and more" for a bid of 6 hid its 7 sure tricks (QA)
            parts.append(Message.of("{count} sure tricks: {cards}", count=len(sure),
                                    cards=card_list(sure, spaced=True)))
        elif sure:
            parts.append(_pretty_list(sure))
        if (rest := _clear_rest(est, clear)) > 0:
            parts.append(Message.of("other cards worth about {worth} once my trumps are drawn", worth=rest))
        return Count(_joined(parts), len(sure) + rest, False)
    info = card_info(rules)
    fam = family_of(rules)
    w = fam.weights
    length_worth = w[1] * est.length_tricks
    ruff_worth = w[3] * est.ruff_tricks
    high_worth = est.tricks - length_worth - ruff_worth - _low_cards(est, rules, sure)
    high = min(len(sure), max(1, _round(high_worth))) if sure else 0
    length = max(1, _round(length_worth)) if est.length_tricks >= 0.5 else 0
    ruffs = _round(ruff_worth) if ruff_worth >= 0.5 else 0
    # the rest, counted as the old count did: named from 3/4 of a trick (a bid rounds its count down below 0.95)
    others = max(0, math.floor(est.tricks + 0.25) - high - length - ruffs)
    parts = []
    worths = 0
    if sure:
        cards = (Message.of("{count} high cards: {cards}", count=len(sure), cards=card_list(sure, spaced=True))
                 if len(sure) > MANY_SURE else _pretty_list(sure))
        if high < len(sure) and any(not c.bit & info.suit_masks[TRUMP] for c in sure):
            parts.append(Message.of("{cards}, worth about {worth}, as side suits can be trumped", cards=cards,
                                    worth=high))
            worths += 1
        elif high < len(sure) or len(sure) > MANY_SURE:
            parts.append(Message.of("{cards}, worth about {worth}", cards=cards, worth=high))
            worths += 1
        else:
            parts.append(cards)
    if length:
        # with their worth: "I bid 1: I hold 4 trumps" read as a reason to bid more (a beginner's QA)
        parts.append(Message.of("{count} trumps, their length worth about {worth}", count=est.trumps, worth=length))
        worths += 1
    if ruffs:
        # with their worth: a 4 on "5 sure tricks: …, short suits to ruff" could not be added up (QA)
        parts.append(Message.of("short suits to ruff, worth about {worth}", worth=ruffs))
        worths += 1
    if not parts:
        if others:  # "I bid 3: I hold a few middling cards" did not say what they come to
            return Count(Message.of("middling cards worth about {worth}", worth=others), others, True)
        return Count(Message.of("a few middling cards"), 0, False)
    # the kings, queens and guarded cards the count also holds: "A♠ and A♥, 4 trumps, worth about 1 trick" for a
    # bid of 4 added up to 3 for a beginner (QA)
    if others:
        parts.append(Message.of("other cards worth about {worth}", worth=others))
        worths += 1
    return Count(_joined(parts), high + length + ruffs + others, len(parts) == 1 and worths == 1)


def _round(x: float) -> int:
    return math.floor(x + 0.5)


def _low_cards(est: TrickEstimate, rules: RuleSet, sure: list[Card]) -> float:
    """What the count gives the cards of ``est`` that are not high cards (nor length or ruffs): its trump and side
    values less those of the high cards. A high side card is a suit's first or second card from the top (its value
    is the chance that round is not ruffed); a high trump is taken at 1 (its value is 0.9 to 1)."""
    fam = family_of(rules)
    info = card_info(rules)
    high_trumps = 0.0
    high_side = 0.0
    for suit in (TRUMP, 0, 1, 2):
        count = sum(1 for c in sure if c.bit & info.suit_masks[suit])
        if suit == TRUMP:
            high_trumps = float(count)
        else:
            high_side += sum(fam.side_round[:count])
    w = fam.weights
    return max(0.0, w[0] * (est.trump_tricks - high_trumps)) + max(0.0, w[2] * (est.side_tricks - high_side))


def _clear_rest(est: TrickEstimate, clear: float) -> int:
    """The tricks beyond the sure cards ``describe`` names for a hand counted by ``clear_tricks``."""
    return max(0, math.floor(clear + 0.5) - len(est.sure))


def nil_chance(nil: NilEstimate, view: SeatView, sit: Situation, tuning: BidTuning, blind: bool = False) -> float:
    """The chance of making nil with this hand, counting the partner's cover and the card exchange."""
    rules = view.rules
    count = 0
    if sit.partner is not None:
        if rules.nil_exchange == "book":
            count = 3
        elif rules.nil_exchange == "pass":
            count = rules.blind_nil_pass_count if blind else rules.nil_pass_count
    pb = sit.partner_bid
    if sit.partner is not None and pb is not None and pb.is_nil:
        return nil_success(nil, partner=False, partner_unbid=False, partner_tricks=0, skip=count)
    chance = nil_success(
        nil,
        partner=sit.partner is not None,
        partner_unbid=pb is None,
        partner_tricks=min(_bid_tricks(pb), 6) if pb is not None else 0,
        skip=count,
    )
    if view.rules.players < 4:
        chance *= 0.8  # fewer players: fewer cards to play under
    return chance


def closest_legal(legal: tuple[Action, ...], want: int) -> Bid | None:
    """The legal normal bid nearest ``want`` (ties go lower), or None if there is none."""
    normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks > 0]
    if not normal:
        normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    if not normal:
        return None
    return min(normal, key=lambda b: (abs(b.tricks - want), b.tricks))


MISDEAL_BELOW = 2.0  # deal.misdeal_weak_hand: a weak hand expected to take fewer tricks calls a misdeal

def choose_bid(view: SeatView, tuning: BidTuning = DEFAULT_TUNING) -> tuple[Action, Message]:
    """A legal bid (or ``Look``) for ``view`` and a one-line reason."""
    legal = view.legal
    sit = situation(view)
    from .special_bids import choose_special  # the optional bids of issue 13 (a local import: one small hunk)

    if (special_bid := choose_special(view)) is not None:
        return special_bid
    if view.hand is None:
        return _blind_choice(view, sit)
    if len(legal) == 1:
        only = legal[0]
        return only, Message.of("I bid {bid}: it is the only bid the rules allow me", bid=action_arg(only))
    rules = view.rules
    hand = view.hand
    est = estimate_tricks(hand, rules)
    nil = estimate_nil(hand, rules)
    p_nil = nil_chance(nil, view, sit, tuning)
    long_ace = long_side_ace(hand, rules, tuning.nil_long_ace) is not None  # no nil (``nil_in_reach``)
    clear = clear_tricks(hand, rules)
    if clear <= _shrunk(est.tricks, min(est.tricks, len(est.sure)), tuning):
        clear = 0.0  # the count holds more than playing out the trumps: it is said as before
    count = describe(est, rules, clear)
    reason = count.reason
    if MISDEAL in legal and est.tricks < MISDEAL_BELOW and not (
            NIL in legal and not long_ace and _nil_worth_it(p_nil, est, sit, tuning)):
        return MISDEAL, Message.of("I call a misdeal: my hand is weak ({reason})",
                                   reason=reason)  # deal.misdeal_weak_hand

    # Bidding systems with forced shapes.
    if rules.bidding_system == "whiz" or rules.bidding_system == "mirrors":
        # jokers or the 2♦ above the spades count too: "I bid 3: in whiz I bid my spade count" was said of BJ LJ A♠
        high = any(not text.endswith("S") for text in rules.high_trumps)
        return _whiz(legal, est, p_nil, tuning, rules.bidding_system, rules.trump_suit, high)
    want, notes = _wanted_tricks(view, sit, est, tuning)
    nil_ok = NIL in legal and not long_ace and _nil_worth_it(p_nil, est, sit, tuning)
    if rules.bidding_system == "suicide":
        return _suicide(legal, est, want, p_nil, nil_ok, reason, tuning)
    # 10 for 200 and the moon: side bids once the partner has bid.
    pb = sit.partner_bid
    special = _special_bid(legal, view, sit, est)
    if special is not None:
        return special
    if nil_ok:
        return NIL, Message.of("I bid nil: low cards, about {chance} to make it", chance=f"{p_nil:.0%}")
    auction = _auction_bid(legal, view, est.tricks, tuning)
    if auction is not None:
        return auction
    side_bids = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.SIDE]
    if side_bids and pb is not None:  # bid.partnership_talk: the partner said its count aloud
        side = want + pb.tricks
        choice = min(side_bids, key=lambda b: (abs(b.tricks - side), b.tricks))
        return choice, Message.of("I bid {bid}: my partner counts {partner} and I count {mine}", bid=choice,
                                  partner=pb.tricks, mine=want)
    bid = closest_legal(legal, want)
    if bid is None:
        fallback = NIL if NIL in legal else legal[0]
        return fallback, Message.of("I bid {bid}: the rules leave me no other sensible bid", bid=action_arg(fallback))
    named = count.named
    if bid.tricks > want and not (pb is not None and rules.board):
        # raised to the lowest bid the rules allow (fredrieo's 4, the second suicide bid): "I hold 4 trumps, worth
        # about 1 trick, other cards worth about 1 trick" for a 4, or "the bids so far leave only 1 trick", said
        # nothing of it (QA)
        lowest = Message.of("{lowest} is the lowest bid the rules allow me", lowest=bid.tricks)
        if bid.tricks > named:
            notes = [lowest]
        elif notes:
            notes = [*notes, lowest]
    if not notes and bid.tricks < named:
        # the parts add up to more than the bid; "I hold A♠, K♠, Q♠ and J♠ and more (bid a little under that" for
        # a 6 on 7 sure tricks said neither what "that" was nor how far under (QA); "they add up to 5" after one
        # part worth about 5 only repeated it (QA)
        under = named - bid.tricks
        if under <= 1:
            notes = [Message.of("I bid a little under that, for safety") if count.one_worth else
                     Message.of("they add up to {count}: I bid a little under that, for safety", count=named)]
        elif est.tricks - _shrunk(est.tricks, min(est.tricks, len(est.sure)), tuning) < 0.5:
            notes = [Message.of("they add up to {count}: I bid less, for safety", count=named)]
        else:  # the count's excess over 4 counts at high_shrink: "I bid less" did not say why 2 or 3 less
            notes = [Message.of("I bid {under} under that, as big counts run high", under=under) if count.one_worth
                     else Message.of("they add up to {count}: I bid {under} under that, as big counts run high",
                                     count=named, under=under)]
    if notes:
        reason = Message.of("{reason} ({notes})", reason=reason, notes=_joined(notes, semicolons=True))
    if bid.tricks != want and pb is not None and rules.board:
        reason = Message.of("{reason} (the board needs {board} from our side)", reason=reason, board=rules.board)
    # "I hold": the hint drops the restated "I bid 4:", and "bid 1 — A♠" was all a player read
    return bid, Message.of("I bid {bid}: I hold {reason}", bid=bid, reason=reason)


# bid.auction: the declarers score 10 a trick of bid + 6 when they make it and nothing when set; the defenders
# score 10 for each trick the declarers take over or under it. A contract made is worth far more than a set
# costs (7 tricks bid and made: +70 less the defenders' overtricks; one short: -10), so a side bids up to the
# level worth most and outbids the other side while falling short costs it less than the other side's contract
# (docs/ai.md, "The auction's bids").
# The model's knobs are ``BidTuning.auction_*``.


def _side_odds(side: float, tricks: int, spread: float) -> list[float]:
    """The chance our side takes 0 … ``tricks`` tricks: a normal spread of ``spread`` about ``side``."""
    def below(x: float) -> float:
        return 0.5 * (1.0 + math.erf((x - side) / (spread * math.sqrt(2.0))))
    odds = [below(t + 0.5) - below(t - 0.5) for t in range(tricks + 1)]
    odds[0] += below(-0.5)
    odds[-1] += 1.0 - below(tricks + 0.5)
    return odds


def _declared(need: int, odds: list[float]) -> float:
    """The declarers' expected margin over the defenders with a contract of ``need`` tricks."""
    return sum(p * (20 * need - 10 * t if t >= need else -10 * (need - t)) for t, p in enumerate(odds))


def _auction_bid(legal: tuple[Action, ...], view: SeatView, mine: float,
                 tuning: BidTuning = DEFAULT_TUNING) -> tuple[Action, Message] | None:
    """bid.auction: the choice (pass or a higher bid) with the best expected margin for our side, as if the bidding
    ended there: a bid is played for our side's tricks; a pass leaves the contract to its holder, or with no bid
    yet gives the other side the lowest contract, played for its tricks."""
    bids = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.AUCTION]
    if not bids:
        return None
    rules = view.rules
    partner = rules.partner_of(view.seat)
    pb = view.bids[partner] if partner is not None else None
    theirs = tuning.auction_passed if pb is not None else tuning.auction_unbid
    if pb is not None and pb.kind is BidKind.AUCTION:
        theirs = pb.promised - tuning.auction_counts
    # the declarers take auction_shift tricks fewer than the count: our side's when we declare, the other's
    side = mine + theirs - tuning.auction_shift
    odds = _side_odds(side, rules.hand_size, tuning.auction_spread)
    defending = _side_odds(mine + theirs + tuning.auction_shift, rules.hand_size, tuning.auction_spread)
    base = AUCTION_BASE  # a bid of N is a contract of N + 6 tricks
    values: dict[Action, float] = {b: _declared(b.tricks + base, odds) for b in bids}
    held = max(((b.tricks, s) for s, b in enumerate(view.bids) if b is not None and b.kind is BidKind.AUCTION),
               default=None)
    ours = held is not None and rules.side_of(held[1]) == rules.side_of(view.seat)
    may_pass = PASS in legal
    if may_pass:
        if held is None:  # the other side takes the lowest contract (if it pays them)
            values[PASS] = -max(0.0, _declared(bids[0].tricks + base, defending[::-1]))
        elif ours:
            values[PASS] = _declared(held[0] + base, odds)
        else:  # we defend: their tricks are the rest
            values[PASS] = -_declared(held[0] + base, defending[::-1])
    choice = max(values, key=lambda a: values[a])
    shown = f"{side:.0f}"
    if isinstance(choice, Bid) and choice.kind is BidKind.AUCTION:
        need = choice.tricks + base
        if need <= int(shown):
            return choice, Message.of("I bid {bid}: our side should take about {side} tricks", bid=choice, side=shown)
        if not may_pass and choice == bids[0]:
            return choice, Message.of("I bid {bid}: the other three passed, so I must bid", bid=choice)
        return choice, Message.of("I bid {bid}: our side should take about {side} tricks, short of {tricks}, but being "
                                  "set costs less than letting the other side play the contract", bid=choice,
                                  side=shown, tricks=need)
    if ours and held is not None:
        return choice, Message.of("I pass: I leave the contract at my partner's {bid}; our side should take about "
                                  "{side} tricks", bid=view.bids[held[1]] or bids[0], side=shown)
    if held is not None and bids[0].tricks + base <= int(shown):
        return choice, Message.of("I pass: our side should take about {side} tricks, enough to set their {bid}",
                                  bid=view.bids[held[1]] or bids[0], side=shown)
    return choice, Message.of("I pass: {tricks} tricks is more than our side's {side}", tricks=bids[0].tricks + base,
                              side=shown)


def _shrunk(tricks: float, base: float, tuning: BidTuning) -> float:
    """``tricks`` with the excess over ``base`` (at least 4) counted at ``high_shrink``."""
    base = max(4.0, base)
    return tricks if tricks <= base else base + tuning.high_shrink * (tricks - base)


def _top_run(info: CardInfo, cards: list[Card], live: int) -> int:
    """How many of ``cards`` (highest first) are masters in a row: no live card above any of them."""
    run = 0
    for card in cards:
        if info.higher[card.index] & live:
            break
        run += 1
    return run


def clear_tricks(hand: tuple[Card, ...] | list[Card], rules: RuleSet) -> float:
    """The tricks a hand that controls the trumps takes by playing them out, or 0 without that control.

    Control: the top trumps in a row (masters) are at least half the trumps out, so leading them draws the other
    hands' trumps (A-K-Q-J-T of spades with eight out). Then every trump of the hand wins, each side suit's
    masters from the top win too (no one is left to ruff them), and its lower cards count half a trick each when
    the masters draw most of the suit (at most twice their number and one out): the suit then runs unless it
    splits badly.
    A-K-Q-J-T♠ A-K-Q-5-4-3♦ 7♣ 6♥ counts 5 + 3 + 1.5 = 9.5 (it took 12; the fitted count said 6.9).
    """
    info = card_info(rules)
    mask = 0
    for c in hand:
        mask |= c.bit
    live = info.deck_mask & ~mask
    trumps = info.cards_desc(mask, TRUMP)
    masters = _top_run(info, trumps, live)
    out = (info.suit_masks[TRUMP] & live).bit_count()
    if not trumps or masters < 2 or 2 * masters < out:
        return 0.0
    tricks = float(len(trumps))
    for s in range(3):
        cards = info.cards_desc(mask, s)
        top = _top_run(info, cards, live)
        tricks += top
        if top and 2 * top + 1 >= (info.suit_masks[s] & live).bit_count():
            tricks += 0.5 * (len(cards) - top)
    return tricks


def counted_tricks(hand: tuple[Card, ...] | list[Card], rules: RuleSet, est: TrickEstimate,
                   tuning: BidTuning = DEFAULT_TUNING) -> float:
    """The tricks the bid is counted from: the estimate, its excess over 4 (or over the sure cards, which are
    tricks) counted at ``high_shrink`` (big estimates overcount), and never below the tricks of a hand that
    controls the trumps (``clear_tricks``: the fit undercounts such hands)."""
    return max(_shrunk(est.tricks, min(est.tricks, len(est.sure)), tuning), clear_tricks(hand, rules))


def _wanted_tricks(view: SeatView, sit: Situation, est: TrickEstimate, tuning: BidTuning) -> tuple[int, list[Message]]:
    """The number of tricks to bid, with notes on what moved it."""
    rules = view.rules
    notes: list[Message] = []
    hand = view.hand
    counted = counted_tricks(hand, rules, est, tuning) if hand is not None else _shrunk(est.tricks, 4.0, tuning)
    value = counted - tuning.margin
    pb0 = sit.partner_bid
    if pb0 is not None and pb0.is_nil and tuning.partner_nil_bonus:
        value += tuning.partner_nil_bonus
        notes.append(Message.of("my partner bid nil, so I bid for our side's tricks"))
    elif pb0 is not None and pb0.kind is BidKind.NORMAL and tuning.partner_slope:
        value -= tuning.partner_slope * (pb0.tricks - 3)
    # Seat order: the last bidder knows every other bid.
    others_total = sum(_bid_tricks(b) for b in view.bids if b is not None)
    hand_size = rules.hand_size
    if sit.still_to_bid == 0 and rules.players >= 3:
        room = hand_size - others_total
        if room - value >= 3.5:
            value += 0.4
            notes.append(Message.of("the table bid low"))
    # Score: near the end of the match play safe or press.
    side_total_points = sit.my_score
    pb = sit.partner_bid
    partner_tricks = _bid_tricks(pb) if pb is not None else 0
    near_bags = sit.bags_count and sit.my_bags >= sit.bag_limit - 2
    if near_bags:
        value += 0.4
        notes.append(Message.of("we are near the bag limit") if rules.partnerships  # alone: "I" (QA, cutthroat)
                     else Message.of("I am near the bag limit"))
    # A low bid is no safer near the bag limit: its overtricks bring the penalty that undoes the win (QA expert4:
    # "we are near the bag limit; a safe bid wins the game", 2 on A♣ K♦ and three trumps at 229 of 250, 4 bags)
    if (not near_bags and side_total_points + 10 * (partner_tricks + max(1.0, value)) >= sit.target
            and sit.opp_score < sit.target - 60):
        value -= 0.3
        notes.append(Message.of("a safe bid wins the game"))
    elif sit.opp_score >= sit.target - 100 and sit.my_score < sit.opp_score - 60:
        value += 0.6
        notes.append(Message.of("we must catch up") if rules.partnerships else Message.of("I must catch up"))
    if sit.mercy is not None and sit.my_score - 10 * value <= sit.mercy + 20:
        value -= 0.4
        notes.append(Message.of("a set would lose the game"))
    want = max(1, math.floor(value + 0.5))
    # Do not overbid the table: the side's total stays within the tricks there are.
    if others_total + want > hand_size:
        want = max(1, hand_size - others_total)
        # "I bid 1: I hold A♦, K♦ and A♥ (they add up to 3: I bid less, for safety)" hid the reason
        notes.append(Message.of("the bids so far leave only {worth}", worth=hand_size - others_total)
                     if hand_size > others_total else Message.of("the bids so far take every trick"))
    return min(want, hand_size), notes


def nil_in_reach(view: SeatView, tuning: BidTuning = DEFAULT_TUNING, ease: float = 0.0) -> bool:
    """The count would consider nil for this hand: its trick and trump caps hold, no partner's nil, and the
    chance of making it is within ``ease`` of the chance the count asks for (Normal's bid search weighs nil
    only then, so it never adds a nil a partner could not trust)."""
    if view.hand is None or NIL not in view.legal:
        return False
    if long_side_ace(view.hand, view.rules, tuning.nil_long_ace) is not None:
        return False
    sit = situation(view)
    est = estimate_tricks(view.hand, view.rules)
    p_nil = nil_chance(estimate_nil(view.hand, view.rules), view, sit, tuning)
    return _nil_worth_it(p_nil + ease, est, sit, tuning)


def long_side_ace(hand: tuple[Card, ...] | list[Card], rules: RuleSet, length: float) -> Card | None:
    """The ace (the highest card of its suit) heading a side suit of ``length`` or more cards of ``hand``; None
    when there is none or ``length`` is 0 (``BidTuning.nil_long_ace``)."""
    if length <= 0:
        return None
    info = card_info(rules)
    for suit in range(3):  # the side suits (3: every trump)
        held = [c for c in hand if info.eff[c.index] == suit]
        if len(held) >= length and info.by_power[suit] and info.by_power[suit][0] in held:
            return info.by_power[suit][0]
    return None


def _nil_worth_it(p_nil: float, est: TrickEstimate, sit: Situation, tuning: BidTuning) -> bool:
    if est.tricks > tuning.nil_max_tricks or est.trumps > tuning.nil_max_trumps:
        return False
    pb = sit.partner_bid
    if pb is not None and pb.is_nil:
        return False  # a double nil risks too much
    need = tuning.nil_base + tuning.nil_per_trick * est.tricks
    if sit.opp_score >= sit.target - 100 and sit.my_score < sit.opp_score - 60:
        need -= 0.08  # behind near the end: take the chance
    return p_nil >= need


def _whiz(
    legal: tuple[Action, ...], est: TrickEstimate, p_nil: float, tuning: BidTuning, system: str, trump_suit: str,
    high: bool = False,
) -> tuple[Action, Message]:
    """Whiz and mirrors: a bid is the count of trumps, or nil. ``trump_suit``: the suit counted, spades unless a
    hand's shown suit is trump (trump.show_seven), where "my spade count" was said of a count of hearts; ``high``:
    cards of no trump suit (jokers, the 2♦) count as trumps too."""
    spades = trump_suit == "spades" and not high
    suit: MessageArg = Message.of("spades and the high trumps") if high and trump_suit == "spades" else trump_suit
    count = next((a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL), None)
    if count is None:
        if spades:
            return NIL, Message.of("I bid nil: in {system} a hand without enough spades bids nil", system=system)
        return NIL, Message.of("I bid nil: in {system} a hand without enough trumps ({suit}) bids nil",
                               system=system, suit=suit)
    need = tuning.nil_base + tuning.nil_per_trick * est.tricks - 0.05
    if NIL in legal and p_nil >= need and est.tricks < count.tricks:
        if spades:
            return NIL, Message.of("I bid nil: in {system} I bid my spade count or nil, and these cards are low",
                                   system=system)
        return NIL, Message.of("I bid nil: in {system} I bid my trump count ({suit}) or nil, and these cards "
                               "are low", system=system, suit=suit)
    if spades:
        return count, Message.of("I bid {bid}: in {system} I bid my spade count", bid=count, system=system)
    return count, Message.of("I bid {bid}: in {system} I bid my trump count ({suit})", bid=count,
                             system=system, suit=suit)


def _suicide(
    legal: tuple[Action, ...], est: TrickEstimate, want: int, p_nil: float, nil_ok: bool, reason: Message,
    tuning: BidTuning,
) -> tuple[Action, Message]:
    """bidding.suicide: one partner of each side bids nil. The first to bid chooses: nil on the weaker kind of hand,
    unless its nil has almost no chance (an ace of trumps), when the partner's unseen hand is the better bet."""
    bids = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    hopeless = p_nil < tuning.suicide_nil_min
    if NIL in legal and (not bids or nil_ok or (est.tricks < 3.5 and not hopeless)):
        if not bids:
            return NIL, Message.of("I bid nil: in suicide one of us must, and my partner did not")
        return NIL, Message.of("I bid nil: in suicide one of us bids nil, and my hand is the weaker kind ({chance})",
                               chance=f"{p_nil:.0%}")
    bid = closest_legal(legal, want)
    assert bid is not None
    if NIL in legal and est.tricks < 3.5:
        return bid, Message.of("I bid {bid}: {reason}; my nil would have almost no chance ({chance}), so I leave the "
                               "nil to my partner", bid=bid, reason=reason, chance=f"{p_nil:.0%}")
    return bid, Message.of("I bid {bid}: {reason} (in suicide the other partner bids nil)", bid=bid, reason=reason)


def _special_bid(
    legal: tuple[Action, ...], view: SeatView, sit: Situation, est: TrickEstimate
) -> tuple[Action, Message] | None:
    pb = sit.partner_bid
    if pb is None or pb.is_nil:
        return None
    side_est = pb.tricks + est.tricks
    moon = Bid(13, BidKind.MOON)
    if moon in legal and side_est >= 12.8 and est.tricks >= 6.5:
        return moon, Message.of("I bid the moon: my partner bid {partner} and I count {mine} more", partner=pb,
                                mine=f"{est.tricks:.0f}")
    ten = Bid(10, BidKind.TEN_FOR_200)
    if ten in legal:
        exact = view.rules.ten_for_two_hundred_exact
        if side_est >= 10.6 and (not exact or side_est <= 11.5):
            return ten, Message.of("I bid 10 for 200: my partner bid {partner} and I count {mine}", partner=pb,
                                   mine=f"{est.tricks:.1f}")
    return None


BLIND_BID_BEHIND = 150  # points behind (and the opponents near the target) before a blind number bid


def blind_nil_threshold(rules: RuleSet) -> int:
    """Points behind from which Normal's rule bids blind nil (when the opponents are near the target, or 100
    more behind): 250, 200 when the blind nil swaps cards (two-player redraw), 50 less again with a nil
    exchange. The coach reads it too: from there a blind nil is a comeback bid."""
    threshold = 200 if rules.blind_nil_redraw else 250
    if rules.nil_exchange != "none":
        threshold -= 50
    return threshold


def _blind_choice(view: SeatView, sit: Situation) -> tuple[Action, Message]:
    """Before looking: blind nil or a blind bid only when far behind and it is worth it."""
    legal = view.legal
    rules = view.rules
    behind = sit.opp_score - sit.my_score
    late = sit.opp_score >= sit.target - 150
    pb = sit.partner_bid
    partner_nil = pb is not None and pb.is_nil
    if BLIND_NIL in legal and not partner_nil:
        threshold = blind_nil_threshold(rules)
        # a failed blind nil that drops the side to the losing score ends the game at once: a beginner who took
        # the hint's blind nil at -99 (lose at -200) lost on the spot, with the opponents at 294 of 500 (QA). Only
        # when the opponents are about to win anyway is that risk worth taking.
        fatal = sit.mercy is not None and sit.my_score - rules.blind_nil_value <= sit.mercy
        doomed = sit.opp_score >= sit.target - 100
        if behind >= threshold and (late or behind >= threshold + 100) and (not fatal or doomed):
            if fatal:
                return BLIND_NIL, (
                    Message.of("I bid blind nil: I am {behind} behind and only a big swing can still win; if it "
                               "fails, I lose the game", behind=behind) if not rules.partnerships else
                    Message.of("I bid blind nil: we are {behind} behind and only a big swing can still win; if it "
                               "fails, we lose the game", behind=behind))
            if not rules.partnerships:
                return BLIND_NIL, Message.of("I bid blind nil: I am {behind} behind and need a big swing",
                                             behind=behind)
            return BLIND_NIL, Message.of("I bid blind nil: we are {behind} behind and need a big swing", behind=behind)
    blind = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.BLIND]
    if blind and behind >= BLIND_BID_BEHIND and late:
        want = 4 if rules.players == 3 else 3
        if pb is not None and not pb.is_nil and pb.tricks >= 5:
            want -= 1
        choice = min(blind, key=lambda b: abs(b.tricks - want))
        if not rules.partnerships:
            return choice, Message.of("I bid {bid}: I am {behind} behind, so I bid from behind for the bonus",
                                      bid=choice, behind=behind)
        return choice, Message.of("I bid {bid}: we are {behind} behind, so I bid from behind for the bonus",
                                  bid=choice, behind=behind)
    if LOOK in legal:
        return LOOK, Message.of("I look at my cards: a blind bid is not worth the risk now")
    return legal[-1], Message.of("I chose {action}", action=action_arg(legal[-1]))

"""Scoring: a pure function from a finished hand to a breakdown per side.

The scorepad and the printed sheet show this breakdown; nothing else
recomputes scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import BEMO_KINDS, MO_KINDS, Bid, BidKind
from .cards import Card
from .ruleset import RuleSet
from .table import TRUMP, table_for

Trick = tuple[tuple[int, Card], ...]


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
        return (side, side + (rules.players >> 1))
    return (side,)


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a hand's score needs to know of the cards beyond bids and tricks.

    A played game derives these from its tricks (``facts_of``); a scorekeeper enters them. Both feed
    ``score_hand``, so a bonus, a Mo or an ace check scores the same either way. ``None`` / ``()``: did not
    happen (or, for the runs, not known: a Mo or bemo then fails).
    """

    last_winner: int | None = None  # score.bonus.*: the seat that won the last trick ...
    last_card: Card | None = None  # ... and the card it won with
    last_aces: tuple[int, ...] = ()  # seats that played an ace to the last trick (score.bonus.nil_last_ace)
    dix: tuple[tuple[int, str], ...] = ()  # (seat, "lead" | "overtrump" | "trump"): each trick won by the 9♠
    streak: int | None = None  # the seat that won the last bonus_streak_length tricks
    streak_broken: int | None = None  # the seat of the other side that broke such a streak in the last trick
    opening_runs: tuple[int, ...] = ()  # per side: tricks won in a row from the first (bid.bemo, mo first tricks)
    longest_runs: tuple[int, ...] = ()  # per side: the most tricks won in a row (bid.mo in a row)
    aces_side: int | None = None  # the side whose tricks hold every ace (bid.ace_check)


DIX_POINTS = {"lead": 10, "overtrump": 5, "trump": 1}


def needs_facts(rules: RuleSet) -> bool:
    """Whether a hand's score under ``rules`` can depend on ``HandFacts`` (else bids and tricks suffice)."""
    return rules.has_bonuses or rules.mo != "off" or rules.bemo or rules.ace_check


def _runs(flags: Sequence[bool]) -> tuple[int, int]:
    """(tricks won in a row from the first, the longest run)."""
    best = run = 0
    opening = -1
    for flag in flags:
        if flag:
            run += 1
            best = max(best, run)
        else:
            if opening < 0:
                opening = run
            run = 0
    return (run if opening < 0 else opening), best


def facts_of(rules: RuleSet, played: Sequence[Trick], winners: Sequence[int | None]) -> HandFacts:
    """The ``HandFacts`` of a played hand, from its tricks (``winners``: who won each; None: a dead trick)."""
    runs = [_runs([w is not None and rules.side_of(w) == side for w in winners]) for side in range(rules.sides)]
    opening = tuple(r[0] for r in runs)
    longest = tuple(r[1] for r in runs)
    if not played or not (rules.has_bonuses or rules.ace_check) or None in winners:
        return HandFacts(opening_runs=opening, longest_runs=longest)  # (bonuses are not played with dead tricks)
    won = [w for w in winners if w is not None]  # every trick was won (the line above returned otherwise)
    t = table_for(rules)
    nine = Card.parse("9S")
    dix: list[tuple[int, str]] = []
    for trick, winner in zip(played, won, strict=True):
        if dict(trick)[winner] is nine:
            if t.eff_suit[trick[0][1].index] == TRUMP:
                dix.append((winner, "lead"))
            elif sum(1 for _, c in trick if t.eff_suit[c.index] == TRUMP) > 1:
                dix.append((winner, "overtrump"))
            else:
                dix.append((winner, "trump"))
    last, winner = played[-1], won[-1]
    length = rules.bonus_streak_length
    streak = broken = None
    if len(won) >= length and len(set(won[-length:])) == 1:
        streak = winner
    elif (len(won) >= length and len(set(won[-length:-1])) == 1
          and rules.side_of(winner) != rules.side_of(won[-2])):
        broken = winner
    ace_sides = {rules.side_of(w) for trick, w in zip(played, won, strict=False)
                 for _, c in trick if c.rank == 14 and c.suit is not None}
    return HandFacts(
        last_winner=winner, last_card=dict(last)[winner],
        last_aces=tuple(s for s, c in last if c.rank == 14 and c.suit is not None),
        dix=tuple(dix), streak=streak, streak_broken=broken, opening_runs=opening, longest_runs=longest,
        aces_side=next(iter(ace_sides)) if len(ace_sides) == 1 else None,
    )


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
    played: Sequence[Trick] = (),
    winners: Sequence[int | None] = (),
    facts: HandFacts | None = None,
) -> HandScore:
    """Score one finished hand for every side.

    The card-dependent rules (score.bonus.*, bid.mo, bid.bemo, bid.ace_check) read ``facts``: given by a
    scorekeeper, or derived here from ``played``/``winners`` (the tricks) when the rules need them.
    """
    if facts is None and winners and needs_facts(rules):
        facts = facts_of(rules, played, winners)
    if facts is not None and rules.has_bonuses and facts.last_winner is not None:
        bonuses: list[list[tuple[str, int]]] = [[] for _ in range(rules.sides)]
        for seat, name, points in trick_bonuses(rules, bids, tricks, facts):
            bonuses[rules.side_of(seat)].append((name, points))
        sides = tuple(
            _score_side(rules, side, bids, tricks, totals_before[side], bags_before[side], bonuses[side], facts)
            for side in range(rules.sides)
        )
    else:
        sides = tuple(
            _score_side(rules, side, bids, tricks, totals_before[side], bags_before[side], (), facts)
            for side in range(rules.sides)
        )
    return HandScore(hand_number, dealer, deal_number, tuple(bids), tuple(tricks), sides)


def trick_bonuses(
    rules: RuleSet, bids: Sequence[Bid], tricks: Sequence[int], facts: HandFacts
) -> list[tuple[int, str, int]]:
    """The score.bonus.* points of a finished hand: (seat that earns it, name, points), in trick order."""
    t = table_for(rules)
    out: list[tuple[int, str, int]] = []
    nine = Card.parse("9S")
    if rules.bonus_dix:
        out.extend((seat, "dix", DIX_POINTS[how]) for seat, how in facts.dix)
    winner, card = facts.last_winner, facts.last_card
    if winner is None or card is None:
        return out
    trump = t.eff_suit[card.index] == TRUMP
    if card.rank == 14 and card.suit is not None:
        points = rules.bonus_last_ace_spade if trump and rules.bonus_last_ace_spade else rules.bonus_last_ace
        if points:
            out.append((winner, "last-trick ace", points))
    if rules.bonus_last_deuce and card.rank == 2 and not trump:
        out.append((winner, "last-trick deuce", rules.bonus_last_deuce))
    bid = bids[winner]
    if (rules.bonus_last_high_spade and trump and t.power[card.index] >= t.power[nine.index]
            and bid.kind in (BidKind.NORMAL, BidKind.BLIND) and bid.tricks == tricks[winner]):
        out.append((winner, "last-trick high spade", rules.bonus_last_high_spade))
    if rules.bonus_nil_last_ace:
        for seat in facts.last_aces:
            if bids[seat].is_nil and tricks[seat] == 0:
                out.append((seat, "nil last-trick ace", rules.bonus_nil_last_ace))
    if rules.bonus_streak and facts.streak is not None:
        out.append((facts.streak, "ending streak", rules.bonus_streak))
    elif rules.bonus_streak_breaker and facts.streak_broken is not None:
        out.append((facts.streak_broken, "streak broken", rules.bonus_streak))
    return out


def _score_auction_side(
    rules: RuleSet, side: int, seats: tuple[int, ...], bids: Sequence[Bid], tricks: Sequence[int],
    total_before: int, bags_before: int, bonuses: Sequence[tuple[str, int]],
) -> SideScore:
    """bid.auction: the declarers score 10 a trick of bid + 6 when they make it (else nothing); the defenders
    score 10 for each trick the declarers took over or under it. No bags."""
    declarer = next((s for s, b in enumerate(bids) if b.kind is BidKind.AUCTION), None)
    counted = sum(tricks[s] for s in seats)
    specials: list[tuple[str, int]] = []
    made: bool | None = None
    contract = contract_points = 0
    if declarer is not None:
        need = bids[declarer].promised
        if declarer in seats:
            contract, made = need, counted >= need
            contract_points = 10 * need if made else 0
        else:
            diff = abs(sum(tricks) - counted - need)
            if diff:
                specials.append(("auction defence", 10 * diff))
    specials.extend(bonuses)
    points = contract_points + sum(v for _, v in specials)
    return SideScore(
        side=side, seats=seats, contract=contract, tricks=counted, made=made, contract_points=contract_points,
        bags=0, bag_points=0, nils=(), specials=tuple(specials), bag_penalty=0, points=points,
        total_before=total_before, total_after=total_before + points, bags_before=bags_before,
        bags_after=bags_before,
    )


def blind_parts(rules: RuleSet, contract: int, bids: Sequence[Bid]) -> tuple[int, int, int]:
    """A made blind contract of ``contract`` tricks, its side's ``bids``: the tricks bid blind, scored at
    ``rules.blind_trick_value`` each, the tricks of the partner's ordinary bid, scored at 10, and the points they
    make ("Blind 4 + 4": 4 × 20 + 4 × 10; the extra tricks count for nothing)."""
    blind = sum(b.tricks for b in bids if b.kind is BidKind.BLIND)
    normal = contract - blind
    return blind, normal, rules.blind_trick_value * blind + 10 * normal


def _score_side(
    rules: RuleSet, side: int, bids: Sequence[Bid], tricks: Sequence[int], total_before: int, bags_before: int,
    bonuses: Sequence[tuple[str, int]] = (),
    facts: HandFacts | None = None,
) -> SideScore:
    seats = seats_of_side(rules, side)
    if rules.auction:
        return _score_auction_side(rules, side, seats, bids, tricks, total_before, bags_before, bonuses)
    nil_seats = [s for s in seats if bids[s].is_nil]
    bidders = [s for s in seats if not bids[s].is_nil]
    specials: list[tuple[str, int]] = []

    # Nils
    nils = []
    for s in nil_seats:
        value = rules.blind_nil_value if bids[s].kind is BidKind.BLIND_NIL else rules.nil_value
        nil_made = tricks[s] == 0
        # players.cancellation: each trick a nil bidder takes costs nil_trick_penalty on top of the failed nil
        points = value if nil_made else -value - rules.nil_trick_penalty * tricks[s]
        nils.append(NilResult(s, bids[s], tricks[s], nil_made, points))
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
    plain = kinds.count(BidKind.NORMAL) == len(kinds)  # the common case skips the special bids below
    aces = not plain and any(k in (BidKind.ACES, BidKind.SIDE_ACES) for k in kinds)
    if not plain and any(k in (BidKind.SIDE, BidKind.SIDE_ACES) for k in kinds):
        # bid.partnership_talk: the spoken count is no bid; the side's bid is the contract
        contract_bids = [Bid(b.tricks) for b in contract_bids if b.kind in (BidKind.SIDE, BidKind.SIDE_ACES)]
        kinds = [b.kind for b in contract_bids]
    if (rules.ten_for_two_hundred_any_ten and contract_bids
            and all(k in (BidKind.NORMAL, BidKind.HALF) for k in kinds)  # 8½ + 1½ is a side bid of 10 too
            and sum(b.tricks for b in contract_bids) + kinds.count(BidKind.HALF) // 2 == 10):
        kinds = [BidKind.TEN_FOR_200]  # "some play that any bid of 10 is a 10-for-200 bid" ([V])
        specials.append(("bid of 10 is 10 for 200", 0))
    moon = BidKind.MOON in kinds or BidKind.BLIND_MOON in kinds
    mo = None if plain else next((k for k in kinds if k in MO_KINDS), None)
    bemo = None if plain else next((k for k in kinds if k in BEMO_KINDS), None)
    opening = facts.opening_runs[side] if facts is not None and facts.opening_runs else 0
    if moon:
        contract = rules.hand_size  # all the tricks (a house deck of 12 cards a hand: 12, and -120 when set)
    elif mo is not None:
        contract = rules.mo_need(mo is BidKind.BIG_MO)
    elif BidKind.LEXINGTON in kinds:
        contract = 12
    elif BidKind.BLIND_SIX in kinds:
        contract = 6
    elif BidKind.TEN_FOR_200 in kinds:
        contract = 10
    else:  # two half bids (bid.half_tricks) make one more trick
        contract = sum(b.tricks for b in contract_bids) + sum(1 for k in kinds if k is BidKind.HALF) // 2
    counted = sum(tricks[s] for s in bidders)
    if rules.nil_tricks_count:
        counted += sum(tricks[s] for s in nil_seats)
    made: bool | None = None
    contract_points = 0
    bags = 0  # a side with no contract (only nil bidders) is protected from bags ([V])
    wins_outright = False
    if contract_bids:
        if moon:
            made = counted == sum(tricks)
            contract_points = 0 if made else -10 * contract
            wins_outright = made
            if made:
                specials.append(("blind moon" if BidKind.BLIND_MOON in kinds else "moon", 0))
        elif mo is not None:
            if rules.mo == "first_tricks":
                made = opening >= contract
            else:
                made = facts is not None and bool(facts.longest_runs) and facts.longest_runs[side] >= contract
            value = rules.mo_value(mo is BidKind.BIG_MO)
            contract_points = value if made else -value  # a Mo side is protected from bags
        elif BidKind.LEXINGTON in kinds:
            made = counted >= 12
            contract_points = rules.lexington_value if made else -10 * contract
            bags = counted - contract if made else 0
        elif BidKind.BLIND_SIX in kinds:
            made = counted == 6 if rules.blind_six_exact else counted >= 6
            contract_points = rules.blind_six_value if made else -rules.blind_six_penalty
        elif BidKind.TEN_FOR_200 in kinds:
            made = counted >= 10 if not rules.ten_for_two_hundred_exact else counted == 10
            contract_points = rules.ten_for_two_hundred_value if made else -rules.ten_for_two_hundred_penalty
            bags = max(0, counted - 10) if made else 0
        elif BidKind.BLIND in kinds:
            made = counted >= contract
            contract_points = blind_parts(rules, contract, contract_bids)[2] if made else -10 * contract
        else:
            made = counted >= contract
            contract_points = 10 * contract if made else -10 * contract
            if not made and rules.set_per_missing_trick:  # players.cancellation: 10 a missing trick
                contract_points = -10 * (contract - counted)
            bags = counted - contract if made else 0
            if made and rules.lexington_automatic and counted >= 12:  # "automatic 240 regardless of the bid"
                contract_points = rules.lexington_value
                specials.append(("automatic lexington", 0))
            for s in bidders:  # bid.no_trump: a made no-trump bid counts double
                if made and bids[s].kind is BidKind.NO_TRUMP and tricks[s] >= bids[s].tricks:
                    specials.append(("no trump", 10 * bids[s].tricks))
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
    if aces:  # bid.ace_check: every ace in a trick this side won
        kept = facts is not None and facts.aces_side == side
        bonuses = [("ace check", 100 if kept else -100), *bonuses]
    if bemo is not None:
        big = bemo is BidKind.BIG_BEMO
        first = 9 if big else 6
        value = 90 if big else 60
        won = opening >= first
        bonuses = [(bemo.value, value if won else -value), *bonuses]
    if specials:
        points += sum(v for name, v in specials if name == "no trump")
    for name, value in bonuses:
        specials.append((name, value))
        points += value
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

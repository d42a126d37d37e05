"""Scoring from bids and tricks alone: the scorekeeper's engine for games played with real cards.

A played ``Game`` knows every card; a club's scorekeeper knows only what was
bid and how many tricks each player took. ``tally_hand`` checks such a hand
and scores it with the same ``score_hand`` a played game uses; ``tally_match``
runs a whole match the way ``Game`` does (totals, bags, the game's end via
``game_over_reason``).

Nothing here re-encodes a bidding rule: each hand's bids are put to a fresh
``Game`` in its bidding phase, so the board, suicide, whiz, blind-nil-from-
behind and every other bid limit are the engine's own. Whiz and mirrors bid a
spade count, which depends on the cards: there the game is dealt a hand with
that many spades for each bidder (any deal the bids could have come from).

Rules whose points depend on cards beyond bids and tricks (card bonuses, if a
rule set adds them) need more inputs than these; ``tally_hand`` scores the
bids and tricks only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .actions import BLIND_NIL, KEEP, LOOK, Bid, BidKind, Redraw, parse_action
from .cards import Card
from .errors import IllegalActionError, ParseError, Reason, SpadesError, because
from .game import Game, game_over_reason, seat_name
from .ruleset import RuleSet
from .scoring import HandScore, score_hand
from .table import table_for
from .view import Phase

Field = Literal["bid", "tricks"]


class TallyError(SpadesError):
    """A hand a scorekeeper entered that the rules do not allow; says which hand, seat and entry."""

    hand: int | None = None  # 1-based
    seat: int | None = None
    field: Field | None = None


class BidError(TallyError):
    """A bid that is not a bid, or not a legal one under the rules."""


class TricksError(TallyError):
    """Trick counts that cannot be (negative, too many, not adding up to the hand)."""


def _at(err: TallyError, hand: int | None, seat: int | None = None, field: Field | None = None) -> TallyError:
    """``err`` with where it happened: the hand (1-based), the seat and the entry."""
    err.hand, err.seat, err.field = hand, seat, field
    return err


# ------------------------------------------------------------------ bid texts
_SHORT: dict[str, str] = {"n": "nil", "b": "blind nil", "bn": "blind nil", "m": "moon", "10/200": "10 for 200"}


def parse_bid(text: str) -> Bid:
    """A bid from what a scorekeeper types: ``4``, ``nil``/``n``, ``blind nil``/``bn``/``b``,
    ``blind 5``/``b5``, ``10 for 200``, ``moon``/``m`` (case and spaces do not matter)."""
    words = " ".join(text.strip().lower().replace("-", " ").split())
    words = _SHORT.get(words, words)
    if len(words) > 1 and words[0] == "b" and words[1:].isdigit():
        words = f"blind {words[1:]}"
    try:
        action = parse_action(words) if words else None
    except ParseError:
        action = None
    if not isinstance(action, Bid):
        raise ParseError.of(
            "{text!r} is not a bid: write a number, nil (n), blind nil (bn), blind 5 (b5), 10 for 200 or moon",
            text=text.strip())
    return action


def bid_words(rules: RuleSet) -> tuple[str, ...]:
    """The kinds of bid a preset offers, as a scorekeeper writes them (for help texts)."""
    words = [f"{rules.min_bid}-{rules.max_bid}"]
    if rules.nil:
        words.append("nil")
        if rules.blind_nil:
            words.append("blind nil")
    if rules.blind_bids:
        words.append(f"blind 1-{rules.blind_bid_max}")
    if rules.ten_for_two_hundred:
        words.append(str(Bid(10, BidKind.TEN_FOR_200)))
    if rules.moon:
        words.append(str(Bid(13, BidKind.MOON)))
    return tuple(words)


# ------------------------------------------------------------------- bidding
def bidding_order(rules: RuleSet, dealer: int) -> tuple[int, ...]:
    """The seats in the order they bid when ``dealer`` deals (the engine's own order)."""
    return tuple(Game(rules, first_dealer=dealer).bid_order)


def dealer_of_hand(rules: RuleSet, first_dealer: int, hand_number: int) -> int:
    """Who deals hand ``hand_number`` (1-based): the deal passes to the left, one seat a hand."""
    return (first_dealer + hand_number - 1) % rules.players


def check_bids(
    rules: RuleSet,
    dealer: int,
    bids: Sequence[Bid],
    totals_before: Sequence[int] | None = None,
    bags_before: Sequence[int] | None = None,
    *,
    hand_number: int | None = None,
) -> None:
    """Raise ``BidError`` unless the engine accepts ``bids`` (one per seat), made in its bidding order."""
    n = rules.players
    if len(bids) != n:
        raise _at(BidError.of("give one bid for each of the {players} players, not {given}",
                              players=n, given=len(bids)), hand_number, None, "bid")
    game = Game(
        rules, first_dealer=dealer, hands=_witness_deal(rules, bids, hand_number),
        scores=totals_before, bags=bags_before,
    )
    while game.phase is not Phase.BID and game.phase is not Phase.PLAY and game.phase is not Phase.EXCHANGE:
        seat = game.to_act
        assert seat is not None
        try:
            if game.phase is Phase.DECLARE:
                game.apply(BLIND_NIL if bids[seat] == BLIND_NIL else LOOK)
            elif game.phase is Phase.DRAW:
                game.apply(KEEP)
            else:
                game.apply(Redraw(()))
        except IllegalActionError as exc:
            raise _bid_refused(rules, exc, seat, bids[seat], hand_number) from None
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        bid = bids[seat]
        try:
            if not game.revealed[seat] and not bid.is_blind:
                game.apply(LOOK)
            game.apply(bid)
        except IllegalActionError as exc:
            raise _bid_refused(rules, exc, seat, bid, hand_number) from None


def _bid_refused(rules: RuleSet, exc: IllegalActionError, seat: int, bid: Bid, hand: int | None) -> TallyError:
    """The engine's refusal, said of the seat: "North: you cannot bid 3 now: ... so you must"."""
    reason: Reason = ((exc.template, exc.params),) if exc.template is not None else because(str(exc))
    err = BidError.of("{seat}: {reason}", seat=seat_name(rules, seat), reason=reason)
    err.hand, err.seat, err.field = hand, seat, "bid"
    return err


def _witness_deal(rules: RuleSet, bids: Sequence[Bid], hand: int | None) -> list[list[Card]] | None:
    """For whiz and mirrors (a bid is the bidder's spade count): a deal with those spade counts.

    Other bidding systems do not look at the cards, and any deal serves (None: the game deals).
    """
    if rules.bidding_system not in ("whiz", "mirrors") or rules.draw_phase:
        return None
    table = table_for(rules)
    trumps = [c for c in table.deck if c.bit & table.trump_mask]
    others = [c for c in table.deck if not c.bit & table.trump_mask]
    size = rules.hand_size
    counts: list[int | None] = []
    for bid in bids:
        if bid.kind is BidKind.NORMAL:
            counts.append(min(bid.tricks, size))
        elif bid.kind is BidKind.NIL and rules.bidding_system == "mirrors":
            counts.append(0)
        else:
            counts.append(None)  # a nil in whiz (or a blind bid): any number of spades
    need = sum(c for c in counts if c is not None)
    free = [s for s, c in enumerate(counts) if c is None]
    left = len(trumps) - need
    if left < 0 or left > size * len(free):
        system = rules.bidding_system
        if left < 0:
            raise _at(BidError.of("in {system} a bid is the bidder's spade count: these bids count {need} "
                                  "spades, but the deck has only {trumps}",
                                  system=system, need=need, trumps=len(trumps)), hand, None, "bid")
        raise _at(BidError.of("in {system} a bid is the bidder's spade count: these bids count {need} "
                              "of the {trumps} spades in the deck",
                              system=system, need=need, trumps=len(trumps)), hand, None, "bid")
    for s in free:
        counts[s] = min(size, left)
        left -= counts[s] or 0
    hands: list[list[Card]] = []
    for count in counts:
        assert count is not None
        hands.append(trumps[:count] + others[:size - count])
        del trumps[:count]
        del others[:size - count]
    return hands


# -------------------------------------------------------------------- tricks
def parse_tricks(rules: RuleSet, seat: int, text: str) -> int:
    """A trick count as typed (``TricksError`` naming the seat when it is not a number)."""
    text = text.strip()
    if not text.isdigit() or len(text) > 3:
        raise _at(TricksError.of("{seat} took how many tricks? Write a number from 0 to {size}",
                                 seat=seat_name(rules, seat), size=rules.hand_size), None, seat, "tricks")
    return int(text)


def check_tricks(rules: RuleSet, tricks: Sequence[int], *, hand_number: int | None = None) -> None:
    """Raise ``TricksError`` unless ``tricks`` (one count per seat) add up to a whole hand."""
    n, size = rules.players, rules.hand_size
    if len(tricks) != n:
        raise _at(TricksError.of("give the tricks of each of the {players} players, not {given}",
                                 players=n, given=len(tricks)), hand_number, None, "tricks")
    for seat, count in enumerate(tricks):
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= size:
            raise _at(TricksError.of("{seat} took {count} tricks: a player takes 0 to {size}",
                                     seat=seat_name(rules, seat), count=str(count), size=size),
                      hand_number, seat, "tricks")
    total = sum(tricks)
    if total != size:
        raise _at(TricksError.of("the tricks add up to {total}, but a hand has {size} tricks", total=total, size=size),
                  hand_number, None, "tricks")


# ------------------------------------------------------------------- scoring
def tally_hand(
    rules: RuleSet,
    dealer: int,
    bids: Sequence[Bid],
    tricks: Sequence[int],
    totals_before: Sequence[int] | None = None,
    bags_before: Sequence[int] | None = None,
    *,
    hand_number: int = 1,
) -> HandScore:
    """Check one hand's bids (one per seat) and tricks and score it exactly as a played hand is."""
    totals = list(totals_before) if totals_before is not None else [0] * rules.sides
    bags = list(bags_before) if bags_before is not None else [0] * rules.sides
    check_bids(rules, dealer, bids, totals, bags, hand_number=hand_number)
    check_tricks(rules, tricks, hand_number=hand_number)
    return score_hand(rules, tuple(bids), tuple(tricks), totals, bags, hand_number=hand_number, dealer=dealer)


@dataclass(frozen=True, slots=True)
class HandEntry:
    """What a scorekeeper writes down for one hand: each seat's bid and tricks."""

    bids: tuple[Bid, ...]
    tricks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tally:
    """A match kept from bids and tricks: every hand's score and, once over, the winner."""

    rules: RuleSet
    first_dealer: int
    scores: tuple[HandScore, ...]
    winner: int | None
    reason: str | None  # why the game ended ("reached the target" ...)

    @property
    def totals(self) -> tuple[int, ...]:
        return self.scores[-1].totals if self.scores else (0,) * self.rules.sides

    @property
    def bags(self) -> tuple[int, ...]:
        return tuple(s.bags_after for s in self.scores[-1].sides) if self.scores else (0,) * self.rules.sides

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand."""
        return dealer_of_hand(self.rules, self.first_dealer, len(self.scores) + 1)


def tally_match(rules: RuleSet, hands: Sequence[HandEntry], first_dealer: int) -> Tally:
    """Score ``hands`` in order from a new game, as a played ``Game`` would; ``TallyError`` at the first bad hand."""
    if not 0 <= first_dealer < rules.players:
        raise _at(TallyError.of("the first dealer must be a seat from 0 to {last}", last=rules.players - 1), None)
    scores: list[HandScore] = []
    totals = [0] * rules.sides
    bags = [0] * rules.sides
    over: tuple[int, str] | None = None
    for number, entry in enumerate(hands, start=1):
        if over is not None:
            raise _at(TallyError.of("the game ended after hand {last} ({reason}): hand {number} is one too many",
                                    last=number - 1, reason=over[1], number=number), number)
        score = tally_hand(rules, dealer_of_hand(rules, first_dealer, number), entry.bids, entry.tricks,
                           totals, bags, hand_number=number)
        scores.append(score)
        totals = [s.total_after for s in score.sides]
        bags = [s.bags_after for s in score.sides]
        over = game_over_reason(rules, score, number)
    return Tally(rules, first_dealer, tuple(scores), over[0] if over else None, over[1] if over else None)

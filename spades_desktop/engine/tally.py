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

The other systems are driven the same way: partnership talk, the raise
round, bemo, no trump and the ace check's declarations (the second round),
the auction (everyone passes but the declarer), half bids, the suicide copy.
A no-trump bid needs a spade in hand and an ace-check contract the aces:
the witness deal gives them. Rules whose points depend on the cards (the
score.bonus.* rules, a Mo's tricks in a row, a bemo's first tricks, the aces
kept) take the card facts a scorekeeper enters as ``HandFacts``; a played
game derives the same facts from its tricks, and ``score_hand`` scores both.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from .actions import (
    BEMO_KINDS,
    BIG_MO,
    BLIND_MOON,
    BLIND_NIL,
    BLIND_SIX,
    KEEP,
    LEXINGTON,
    LITTLE_MO,
    LOOK,
    MO_KINDS,
    MOON,
    MOST_TRICKS,
    NIL,
    PASS,
    Action,
    Bid,
    BidKind,
    PassCards,
    Redraw,
    parse_action,
    plain_digits,
    typed_words,
)
from .bidlist import BidChoice as BidChoice
from .bidlist import choice_words, choices_of, open_bids_reason
from .bidlist import range_text as range_text
from .cards import Card
from .errors import IllegalActionError, ParseError, Reason, SpadesError, because
from .game import RANGE_REASONS, Game, ends_tied, game_over_reason, seat_name
from .ruleset import RuleSet
from .scoring import DIX_POINTS, HandFacts, HandScore, needs_facts, score_hand
from .table import table_for
from .view import Phase

Field = Literal["bid", "tricks", "facts"]


TARGET_RANGE = (50, 10_000)  # the target score a scorekeeper may set for a game (the window and ``score --target``)


def target_range(rules: RuleSet) -> tuple[int, int]:
    """The targets a table may set for a game of ``rules`` (Keep score's set-up, Print blank score sheets):
    ``TARGET_RANGE``, widened to the rules' own target (a club's preset may play to 20 or to 20000)."""
    return min(TARGET_RANGE[0], rules.target), max(TARGET_RANGE[1], rules.target)


class TallyError(SpadesError):
    """A hand a scorekeeper entered that the rules do not allow; says which hand, seat and entry."""

    hand: int | None = None  # 1-based
    seat: int | None = None
    field: Field | None = None


class BidError(TallyError):
    """A bid that is not a bid, or not a legal one under the rules."""


class TricksError(TallyError):
    """Trick counts that cannot be (negative, too many, not adding up to the hand)."""


class PastEndError(TallyError):
    """A hand entered after the game had ended: no correction of that hand can make it count."""


def _at(err: TallyError, hand: int | None, seat: int | None = None, field: Field | None = None) -> TallyError:
    """``err`` with where it happened: the hand (1-based), the seat and the entry."""
    err.hand, err.seat, err.field = hand, seat, field
    return err


# ------------------------------------------------------------------ bid texts
_SHORT: dict[str, str] = {"n": "nil", "b": "blind nil", "bn": "blind nil", "m": "moon", "10/200": "10 for 200"}


def _words(text: str) -> str:
    """A typed text as ``parse_bid`` compares it: lower case, one space between words, a hyphen joining two words
    a space ("blind-nil"); a minus sign ("-4", "4-") stays, and makes no bid (``actions.typed_words``)."""
    return " ".join(typed_words(text.casefold()))


def _own_form(words: str, forms: Mapping[str, str]) -> str:
    """The engine's words for ``words`` when they are one of ``forms`` (see ``parse_bid``), else ``words``."""
    for form, engine in forms.items():
        key = _words(form)
        if "{n}" not in key:
            if key == words:
                return engine
            continue
        found = re.fullmatch(re.escape(key).replace(re.escape("{n}"), r"(\d{1,2})"), words)
        if found is not None:
            return engine.replace("{n}", found.group(1))
    return words


def parse_bid(text: str, rules: RuleSet | None = None, forms: Mapping[str, str] | None = None) -> Bid:
    """A bid from what a scorekeeper types: ``4``, ``nil``/``n``, ``blind nil``/``bn``/``b``,
    ``blind 5``/``b5``, ``10 for 200``, ``moon``/``m`` (case and spaces do not matter). With ``rules`` a text
    that is no bid is refused with the bids those rules offer, not every preset's, and in the auction a number
    is its bid of that number (``7``: ``auction 7``).

    ``forms`` are other ways of writing bids, each with the engine's words for it: a language's score-sheet
    marks and names of bids (``{"н": "nil", "сн": "blind nil", "с{n}": "blind {n}"}``; ``{n}`` stands for a
    number of tricks). They are compared as typed texts are (case and spaces do not matter).
    """
    words = _words(text)
    if forms:
        words = _own_form(words, forms)
    words = _SHORT.get(words, words)
    if len(words) > 1 and words[0] == "b" and plain_digits(words[1:]):
        words = f"blind {words[1:]}"
    try:
        action = parse_action(words) if words else None
    except ParseError:
        action = None
    if rules is not None and rules.auction and isinstance(action, Bid) and action.kind is BidKind.NORMAL:
        # the auction has no plain numbers: a secretary's "7" is its bid of 7 (the side takes 13), as on the
        # table's buttons "7 (13 tricks)"; it was refused with "bid 1 to 7 … or pass" (QA)
        action = Bid(action.tricks, BidKind.AUCTION)
    if not isinstance(action, Bid):
        if rules is not None:
            raise ParseError.of("{text!r} is not a bid; these rules allow {bids}",
                                text=text.strip(), bids=", ".join(bid_words(rules)))
        raise ParseError.of(
            "{text!r} is not a bid: write a number, nil (n), blind nil (bn), blind 5 (b5), 10 for 200, moon or "
            "the preset's own bids (blind moon, lexington, blind six, little mo, 4 little bemo, 4 no trump, 3.5, "
            "auction 2, pass, side 6, 3 aces, side 6 aces)",
            text=text.strip())
    return action


def bid_texts() -> tuple[str, ...]:
    """Every way of writing a bid that ``parse_bid`` reads, with the most tricks a bid can have (the longest
    forms): the engine's own words of every kind of bid, and the short forms."""
    texts = [str(Bid(MOST_TRICKS, kind)) for kind in BidKind if kind is not BidKind.SHOW]
    texts += [str(Bid(suit, BidKind.SHOW)) for suit in range(4)]
    texts += ["blind 6 side", "10for200", f"b{MOST_TRICKS}", *_SHORT]
    return tuple(texts)


def longest_bid_text(forms: Mapping[str, str] | None = None) -> int:
    """How long a bid's text can be (``"17 little bemo"``, or the longest of ``forms``, other ways of writing
    bids: see ``parse_bid``): an entry field for bids takes at least this."""
    own = [form.replace("{n}", str(MOST_TRICKS)) for form in forms or {}]
    return max(len(text) for text in (*bid_texts(), *own))


def bid_choices(rules: RuleSet) -> tuple[BidChoice, ...]:
    """The kinds of bid a preset offers (``bid_words`` says them in the engine's words)."""
    choices = [BidChoice(Bid(rules.min_bid), rules.max_bid)]
    if rules.nil:
        choices.append(BidChoice(NIL))
        if rules.blind_nil:
            choices.append(BidChoice(BLIND_NIL))
    if rules.blind_bids:
        choices.append(BidChoice(Bid(1, BidKind.BLIND), rules.blind_bid_max))
    if rules.ten_for_two_hundred:
        choices.append(BidChoice(Bid(10, BidKind.TEN_FOR_200)))
    if rules.moon:
        choices.append(BidChoice(MOON))
    if rules.blind_moon:
        choices.append(BidChoice(BLIND_MOON))
    if rules.lexington:
        choices.append(BidChoice(LEXINGTON))
    if rules.blind_six:
        choices.append(BidChoice(BLIND_SIX))
    if rules.mo != "off":
        choices += [BidChoice(LITTLE_MO), BidChoice(BIG_MO)]
    if rules.bemo:
        choices += [BidChoice(Bid(4, BidKind.LITTLE_BEMO)), BidChoice(Bid(4, BidKind.BIG_BEMO))]
    if rules.no_trump:
        choices.append(BidChoice(Bid(4, BidKind.NO_TRUMP)))
    if rules.half_tricks:
        choices.append(BidChoice(Bid(3, BidKind.HALF)))
    if rules.auction:
        choices = [BidChoice(Bid(1, BidKind.AUCTION), rules.hand_size - 6), BidChoice(PASS)]
    if rules.partnership_talk:
        choices = [BidChoice(Bid(0), rules.hand_size, "the first partner's count"),
                   BidChoice(Bid(6, BidKind.SIDE), note="the side's bid")]
    if rules.ace_check:
        choices.append(BidChoice(Bid(3, BidKind.ACES)))
        if rules.partnership_talk:
            choices.append(BidChoice(Bid(6, BidKind.SIDE_ACES)))
    return tuple(choices)


def bid_words(rules: RuleSet) -> tuple[str, ...]:
    """The kinds of bid a preset offers, as a scorekeeper writes them (for help texts)."""
    return tuple(choice_words(choice) for choice in bid_choices(rules))


# ------------------------------------------------------------------- bidding
_CANNOT_BID = "you cannot bid {bid} now: {reason}"  # the engine's refusal of a bid (``Game.bid_refusal``) …
_OPEN_BIDS = "you may bid {open}"  # … and the part of its reason that lists the bids open (``open_bids_reason``)


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
    blind_limits: bool = True,
    listed: bool = True,
    free: Collection[int] = (),
) -> None:
    """Raise ``BidError`` unless the engine accepts ``bids`` (one per seat), made in its bidding order
    (``blind_limits``: as ``Game``'s, False only for a game scored before blind bids kept them; ``listed``: False
    leaves the list of bids open out of a refusal, for a caller that only asks whether and where; ``free``: the
    seats whose bids are not known yet, as Keep score's row is typed, whose bids in ``bids`` are stand-ins: the
    list holds a bid that one of ``stand_in_bids`` of theirs would let hold).

    Each bid is the seat's final one: the engine must end the bidding, second round included, with exactly
    these bids ("5 no trump" under rules without no trump, a 14 that raise-once would have to raise from 13,
    were scored as typed: QA). A refused bid is refused with the engine's reason; where that lists the bids
    open, it lists the final bids the seat could have in this row (``_open_finals``), which the other seats'
    bids limit (the suicide copy), and never a misdeal (Keep score sees no cards)."""
    n = rules.players
    if len(bids) != n:
        raise _at(BidError.of("give one bid for each of the {players} players, not {given}",
                              players=n, given=len(bids)), hand_number, None, "bid")
    refused = _refusal(rules, dealer, bids, totals_before, bags_before, hand_number, blind_limits)
    if refused is not None:
        seat, exc = refused
        rows = [[stand_in if s in free else b for s, b in enumerate(bids)] for stand_in in stand_in_bids(rules)]
        finals = (_open_finals(rules, dealer, rows if free else [bids], seat, totals_before, bags_before, hand_number,
                               blind_limits) if listed and exc.template == _CANNOT_BID else ())
        raise _bid_refused(rules, exc, seat, bids[seat], hand_number, finals)


def _refusal(
    rules: RuleSet,
    dealer: int,
    bids: Sequence[Bid],
    totals_before: Sequence[int] | None,
    bags_before: Sequence[int] | None,
    hand_number: int | None,
    blind_limits: bool,
    judged: int | None = None,
) -> tuple[int, IllegalActionError] | None:
    """The first seat whose bid the engine refuses, with the engine's refusal; None when it takes them all.

    With ``judged`` only that seat's bid is judged: another seat's refused bid gives way to a bid the engine
    allows there, so that a wrong bid elsewhere (West's 40) does not let the judged seat's pass unchecked.
    The game is the rules' without a misdeal: a weak hand is a fact of the witness deal's cards, not of the
    table's, and a scorekeeper records the hand that was played."""
    hands = _witness_deal(rules, bids, hand_number) or _card_deal(rules, bids)
    game_rules = dataclasses.replace(rules, misdeal_weak_hand=False) if rules.misdeal_weak_hand else rules
    game = Game(
        game_rules, _kitty_seed(rules, dealer, bids) if hands is None else 0, first_dealer=dealer, hands=hands,
        scores=totals_before, bags=bags_before, blind_limits=blind_limits,
    )
    stand_ins: set[int] = set()  # the seats whose refused bid gave way (``judged``)

    def passed_over(seat: int) -> bool:
        """Does ``seat``'s refused bid give way, to the bid the engine allows it nearest to it (a number for a
        number, a nil for a nil: the seat's partner may depend on which)?"""
        if judged is None or seat == judged:
            return False
        stand_ins.add(seat)
        typed = bids[seat]
        if game.phase is Phase.BID and LOOK in game.legal_actions() and not typed.is_blind:
            game.apply(LOOK)
        legal = game.legal_actions()
        options = [a for a in legal if isinstance(a, Bid) and a.kind is not BidKind.MISDEAL]
        game.apply(min(options, key=lambda b: (b.kind is not typed.kind, b.is_nil != typed.is_nil,
                                               abs(b.tricks - typed.tricks))) if options else legal[0])
        return True

    while game.phase is not Phase.BID and game.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        try:
            if game.phase is Phase.DECLARE:
                game.apply(BLIND_NIL if bids[seat] == BLIND_NIL else LOOK)
            elif game.phase is Phase.EXCHANGE:  # cards passed before the bidding (or after declared bids)
                game.apply(_plain_pass(game))
            elif game.phase is Phase.DRAW:
                game.apply(KEEP)
            else:
                game.apply(Redraw(()))
        except IllegalActionError as exc:
            if not passed_over(seat):
                return seat, exc
    # each seat's first bid: the game as it made it, and the bids open to it before it looked (a final bid that
    # the bidding did not end with is refused there)
    made: dict[int, tuple[Game, Sequence[Action]]] = {}
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None
        bid = bids[seat]
        unseen: Sequence[Action] = ()  # the bids open before the look: a scorekeeper's seat looks as it bids
        first = bid
        try:
            if game.bids[seat] is not None:  # the second round (raise, bemo, no trump, aces, copy): the final bid
                game.apply(bid)
                continue
            first = _first_round(bid)
            if first != bid and bid.kind not in _kinds(rules):  # a declaration these rules do not have
                raise game.bid_refusal(bid, also=unseen) if game.revealed[seat] else _looked_refusal(game, bid)
            if not game.revealed[seat] and not first.is_blind:
                unseen = game.legal_actions()
                game.apply(LOOK)
            elif not game.revealed[seat] and first not in game.legal_actions() and LOOK in game.legal_actions():
                looked = game.copy()
                looked.apply(LOOK)
                raise game.bid_refusal(first, also=looked.legal_actions())
            if rules.raise_once and first.kind is BidKind.NORMAL and first not in game.legal_actions():
                lower = Bid(first.tricks - 1)
                if 0 < first.tricks <= rules.max_bid and lower in game.legal_actions():
                    first = lower  # bid one less, raised by one in the raise round
            if unseen and first not in game.legal_actions():
                raise game.bid_refusal(first, also=unseen)
            made[seat] = (game.copy(), unseen)
            game.apply(first)
        except IllegalActionError as refusal:
            if passed_over(seat):
                continue
            if first != bid and game.to_act == seat and game.revealed[seat] and game.bids[seat] is None:
                return seat, game.bid_refusal(bid, also=unseen)  # say the bid as typed ("5 no trump", not "5")
            return seat, refusal
    for seat in game.bid_order:  # the engine gave no turn in the second round that could make the typed bid
        if game.bids[seat] != bids[seat] and seat in made and seat not in stand_ins and judged in (None, seat):
            at, unseen = made[seat]
            return seat, at.bid_refusal(bids[seat], also=unseen)
    return None


def _kinds(rules: RuleSet) -> frozenset[BidKind]:
    """The kinds of bid ``rules`` offer (``bid_choices``)."""
    return frozenset(choice.bid.kind for choice in bid_choices(rules))


def _looked_refusal(game: Game, bid: Bid) -> IllegalActionError:
    """The refusal of ``bid`` by the seat to act once it has looked at its cards, with the bids it had before."""
    looked = game.copy()
    looked.apply(LOOK)
    return looked.bid_refusal(bid, also=game.legal_actions())


def _candidates(rules: RuleSet) -> tuple[Bid, ...]:
    """Every bid of each kind the rules offer (``bid_choices``), of any number of tricks: what a seat might
    have typed instead (a misdeal is no bid of a hand played)."""
    out: list[Bid] = []
    for choice in bid_choices(rules):
        bid = choice.bid
        if str(bid) == str(Bid(bid.tricks + 1, bid.kind)):  # nil, moon, pass, a Mo: one bid
            out.append(bid)
        else:
            out += [Bid(k, bid.kind) for k in range(rules.hand_size + 1)]
    return tuple(dict.fromkeys(out))


def _open_finals(
    rules: RuleSet,
    dealer: int,
    rows: Sequence[Sequence[Bid]],
    seat: int,
    totals_before: Sequence[int] | None,
    bags_before: Sequence[int] | None,
    hand_number: int | None,
    blind_limits: bool,
) -> tuple[Bid, ...]:
    """The bids ``seat`` could have as its final bid in one of ``rows``: those the engine allows that seat,
    whatever it makes of the other seats' bids (another seat's bid may still be wrong)."""
    out: list[Bid] = []
    for bid in _candidates(rules):
        for bids in rows:
            row = list(bids)
            row[seat] = bid
            try:
                refused = _refusal(rules, dealer, row, totals_before, bags_before, hand_number, blind_limits, seat)
            except BidError:  # no deal holds these spade counts (whiz, mirrors)
                continue
            if refused is None:
                out.append(bid)
                break
    return tuple(out)


def stand_in_bids(rules: RuleSet) -> tuple[Bid, ...]:
    """Bids to try for a seat whose bid is not known yet: the first and the last of each kind ``rules`` offer."""
    out: list[Bid] = []
    for choice in bid_choices(rules):
        out.append(choice.bid)
        if choice.most is not None:
            out.append(Bid(choice.most, choice.bid.kind))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def allowed_choices(rules: RuleSet) -> tuple[BidChoice, ...]:
    """The bids a seat may end the bidding with under ``rules``, as the engine judges them (``_open_finals``): each
    bid of the kinds ``bid_choices`` offers, of any number of tricks, that some seat may have in some hand, its
    side level or far behind (blind bids from behind), the others' bids giving way to those the engine allows them
    (a row of blind nils leaves the spade counts of whiz and mirrors free); as kinds of bid with ``bid_choices``'s
    notes. In suicide that is "4-13, nil, blind nil": its kinds alone said "1-13", and the entry row's tooltip
    listed 1-3, which the window refused (QA club 13)."""
    n = rules.players
    rows = [[bid] * n for bid in (*stand_in_bids(rules), BLIND_NIL)]
    behind = max(1, rules.target - 1)
    dealer = n - 1
    found: set[Bid] = set()
    for seat in range(n):
        side = rules.side_of(seat)
        for totals in (None, [0 if s == side else behind for s in range(rules.sides)]):
            found.update(_open_finals(rules, dealer, rows, seat, totals, None, None, True))
    notes = {choice.bid.kind: choice.note for choice in bid_choices(rules) if choice.note}
    return tuple(dataclasses.replace(choice, note=notes.get(choice.bid.kind, "")) for choice in choices_of(found))


def allowed_words(rules: RuleSet) -> tuple[str, ...]:
    """The bids ``rules`` allow (``allowed_choices``) in the engine's words: "4-13", "nil", "blind nil"."""
    return tuple(choice_words(choice) for choice in allowed_choices(rules))


def _kitty_seed(rules: RuleSet, dealer: int, bids: Sequence[Bid]) -> int:
    """A deal number whose kitty taker bids in sight of its cards.

    When the 2♣ holder takes the kitty before the bidding it has looked at its cards, so it cannot bid blind;
    which seat that is depends on the cards, which a scorekeeper does not enter. Any deal whose 2♣ lies with a
    seat that bid in sight checks the bids as the table made them (deal 0 when no blind bid was made).
    """
    if rules.kitty != "two_of_clubs" or not any(bid.is_blind for bid in bids):
        return 0
    for seed in range(256):
        game = Game(rules, seed, first_dealer=dealer)
        taker = game.to_act if game.phase is Phase.EXCHANGE else None
        if taker is not None and not bids[taker].is_blind:
            return seed
    return 0


def _plain_pass(game: Game) -> PassCards:
    """A pass of cards that keeps what the bids may need (spades, aces) where the hand allows it."""
    options = [a for a in game.legal_actions() if isinstance(a, PassCards)]
    trumps = table_for(game.rules).trump_mask
    plain = (a for a in options if not any(c.bit & trumps or c.rank == 14 for c in a.cards))
    return next(plain, options[0])


def _first_round(bid: Bid) -> Bid:
    """The bid a seat makes in the round of bids when ``bid`` is its final one (a declaration of the second
    round, no trump, bemo or the ace check, is made on top of a number)."""
    kind = bid.kind
    if kind is BidKind.NO_TRUMP or kind is BidKind.ACES or kind in BEMO_KINDS:
        return Bid(bid.tricks)
    if kind is BidKind.SIDE_ACES:
        return Bid(bid.tricks, BidKind.SIDE)
    return bid


def _card_deal(rules: RuleSet, bids: Sequence[Bid]) -> list[list[Card]] | None:
    """For bids that depend on holding cards: the aces with the seat that made the ace check's contract (all
    four), and a spade for every seat (a no-trump bid needs one). None when no bid needs it."""
    aces_seat = next((s for s, b in enumerate(bids) if b.kind in (BidKind.ACES, BidKind.SIDE_ACES)), None)
    if aces_seat is None and not any(b.kind is BidKind.NO_TRUMP for b in bids):
        return None
    table = table_for(rules)
    n, size = rules.players, rules.hand_size
    if len(table.deck) != n * size or rules.draw_phase:
        return None
    aces = [c for c in table.deck if c.rank == 14 and c.suit is not None] if aces_seat is not None else []
    rest = sorted((c for c in table.deck if c not in aces), key=lambda c: not c.bit & table.trump_mask)
    hands: list[list[Card]] = [[] for _ in range(n)]
    if aces_seat is not None:
        hands[aces_seat] = list(aces)
    seat = 0
    for card in rest:  # trumps first, one a seat in turn: every seat holds some
        while len(hands[seat % n]) >= size:
            seat += 1
        hands[seat % n].append(card)
        seat += 1
    return hands


def _bid_refused(rules: RuleSet, exc: IllegalActionError, seat: int, bid: Bid, hand: int | None,
                 finals: Sequence[Bid] = ()) -> TallyError:
    """The engine's refusal, said of the seat: "North: you cannot bid 3 now: ... so you must"; where it lists the
    bids open ("you cannot bid 14 now: …; you may bid 1-13, nil"), the list is of ``finals`` (``_open_finals``)."""
    params = dict(exc.params)
    inner = params.get("reason")
    if exc.template == _CANNOT_BID and isinstance(inner, tuple):
        listed = open_bids_reason(finals)
        kept = tuple(part for part in inner
                     if part[0] != _OPEN_BIDS and not (listed and part[0] in RANGE_REASONS))
        params["reason"] = kept + listed
    reason: Reason = ((exc.template, params),) if exc.template is not None else because(str(exc))
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
    if not plain_digits(text) or len(text) > 3:
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
    if rules.cancellation and total < size:
        return  # players.cancellation: dead tricks are won by nobody, so the tricks may add up to less
    if total != size:
        raise _at(TricksError.of("the tricks add up to {total}, but a hand has {size} tricks", total=total, size=size),
                  hand_number, None, "tricks")


# -------------------------------------------------------------- card facts
FACT_NAMES: tuple[str, ...] = ("last trick", "last aces", "dix", "streak", "first run", "longest run", "aces")


def fact_names(rules: RuleSet) -> tuple[str, ...]:
    """The card facts a scorekeeper enters under ``rules`` (CSV columns, the window's choosers); () for most."""
    if not needs_facts(rules):
        return ()
    out: list[str] = []
    if rules.has_bonuses:
        out.append("last trick")
        if rules.bonus_nil_last_ace:
            out.append("last aces")
        if rules.bonus_dix:
            out.append("dix")
        if rules.bonus_streak:
            out.append("streak")
    if rules.bemo or rules.mo == "first_tricks":
        out.append("first run")
    if rules.mo == "in_a_row":
        out.append("longest run")
    if rules.ace_check:
        out.append("aces")
    return tuple(out)


def _seat(rules: RuleSet, word: str, players: Sequence[str] = ()) -> int:
    """A seat from a player's name (``players``, by seat), a seat name or its first letter."""
    names = [seat_name(rules, s).lower() for s in range(rules.players)]
    word = word.strip().lower()
    for seat, player in enumerate(players):
        if word == player.strip().lower():
            return seat
    for seat, name in enumerate(names):
        if word in (name, name[:1]):
            return seat
    raise ParseError.of("{word!r} is not a seat: write {seats} (or the first letter)", word=word,
                        seats=", ".join(names))


def parse_fact(rules: RuleSet, name: str, text: str, facts: HandFacts, players: Sequence[str] = ()) -> HandFacts:
    """``facts`` with the fact ``name`` (one of ``FACT_NAMES``) as typed; ``ParseError`` saying the format.

    ``last trick``: ``W AS`` (who won it, with which card) · ``last aces``: ``S N`` (who played an ace to it)
    · ``dix``: ``N lead`` / ``N overtrump`` / ``N trump`` (who won a trick with the 9♠, and how) · ``streak``:
    ``E`` (took the last tricks) or ``E broke`` · ``first run`` / ``longest run``: tricks in a row per side,
    ``6 0`` · ``aces``: a seat of the side that took all four aces, or ``none``. Empty: nothing happened.
    A seat is a seat name, its first letter or (``players``, by seat) a one-word player's name.
    """
    words = text.replace(",", " ").split()
    if not words:
        return facts
    formats: dict[str, Reason] = {
        "last trick": because("write who won it and with which card, e.g. W AS"),
        "last aces": because("write the seats, e.g. S N"),
        "dix": because("write the seat and lead, overtrump or trump, e.g. N lead"),
        "streak": because("write a seat, or a seat and broke"),
        "first run": because("write one count per side, e.g. 6 0"),
        "longest run": because("write one count per side, e.g. 6 3"),
        "aces": because("write a seat of the side that took all four aces, or none"),
    }
    if name not in formats:
        raise ParseError.of("{name!r} is not a fact a hand records ({names})", name=name, names=", ".join(FACT_NAMES))
    try:
        if name == "last trick" and len(words) == 2:
            winner = _seat(rules, words[0], players)
            return dataclasses.replace(facts, last_winner=winner, last_card=Card.parse(words[1]))
        if name == "last aces":
            return dataclasses.replace(facts, last_aces=tuple(_seat(rules, w, players) for w in words))
        if name == "dix" and len(words) == 2 and words[1].lower() in DIX_POINTS:
            return dataclasses.replace(facts, dix=((_seat(rules, words[0], players), words[1].lower()),))
        if name == "streak" and len(words) == 1:
            return dataclasses.replace(facts, streak=_seat(rules, words[0], players))
        if name == "streak" and len(words) == 2 and words[1].lower() == "broke":
            return dataclasses.replace(facts, streak_broken=_seat(rules, words[0], players))
        if name in ("first run", "longest run") and len(words) == rules.sides and all(plain_digits(w) for w in words):
            runs = tuple(int(w[:3]) for w in words)
            if name == "first run":
                return dataclasses.replace(facts, opening_runs=runs)
            return dataclasses.replace(facts, longest_runs=runs)
        if name == "aces" and len(words) == 1:
            if words[0].lower() == "none":
                return dataclasses.replace(facts, aces_side=None)
            return dataclasses.replace(facts, aces_side=rules.side_of(_seat(rules, words[0], players)))
    except ParseError as exc:
        problem: Reason = ((exc.template, exc.params),) if exc.template is not None else because(str(exc))
        raise ParseError.of("{name}: {problem}", name=name, problem=problem) from None
    raise ParseError.of("{name}: {text!r} is not right: {reason}", name=name, text=text.strip(),
                        reason=formats[name])


def fact_text(rules: RuleSet, name: str, facts: HandFacts | None) -> str:
    """The fact ``name`` of ``facts`` as ``parse_fact`` reads it ("" when it did not happen)."""
    if facts is None:
        return ""

    def seat(s: int) -> str:
        return seat_name(rules, s)[:1]

    if name == "last trick":
        if facts.last_winner is None or facts.last_card is None:
            return ""
        return f"{seat(facts.last_winner)} {facts.last_card}"
    if name == "last aces":
        return " ".join(seat(s) for s in facts.last_aces)
    if name == "dix":
        return " ".join(f"{seat(s)} {how}" for s, how in facts.dix[:1])
    if name == "streak":
        if facts.streak is not None:
            return seat(facts.streak)
        return f"{seat(facts.streak_broken)} broke" if facts.streak_broken is not None else ""
    if name in ("first run", "longest run"):
        return " ".join(str(r) for r in (facts.opening_runs if name == "first run" else facts.longest_runs))
    if name == "aces":
        return seat(facts.aces_side) if facts.aces_side is not None else "none"
    return ""


def check_facts(rules: RuleSet, bids: Sequence[Bid], tricks: Sequence[int], facts: HandFacts | None, *,
                hand_number: int | None = None) -> None:
    """Raise ``TallyError`` unless ``facts`` say what this hand's score needs and can be true of its tricks."""
    if not needs_facts(rules):
        return
    kinds = {b.kind for b in bids}
    f = facts or HandFacts()
    at: tuple[int | None, int | None, Field] = (hand_number, None, "facts")
    n, sides = rules.players, rules.sides
    if rules.has_bonuses and (f.last_winner is None or f.last_card is None):
        raise _at(TallyError.of("these rules score the last trick: say who won it and with which card"), *at)
    if f.last_winner is not None and not (0 <= f.last_winner < n and tricks[f.last_winner] > 0):
        raise _at(TallyError.of("the last trick's winner must be a player who took a trick"), *at)
    if f.last_card is not None and f.last_card not in table_for(rules).deck:
        raise _at(TallyError.of("the {card} is not in the deck of these rules", card=f.last_card.pretty), *at)
    for seat in (*f.last_aces, *(d[0] for d in f.dix)):
        if not 0 <= seat < n:
            raise _at(TallyError.of("a fact names seat {seat}, which is not at the table", seat=seat), *at)
    for seat, _how in f.dix:
        if tricks[seat] == 0:
            raise _at(TallyError.of("{seat} won a trick with the 9♠ but took no trick",
                                 seat=seat_name(rules, seat)), *at)
    for ender in (f.streak, f.streak_broken):
        if ender is not None and ender != f.last_winner:
            raise _at(TallyError.of("a streak ends or breaks with the last trick: its player won that"), *at)
    if f.streak is not None and tricks[f.streak] < rules.bonus_streak_length:
        raise _at(TallyError.of("{seat} took fewer than {count} tricks: no streak",
                             seat=seat_name(rules, f.streak), count=rules.bonus_streak_length), *at)
    side_tricks = [sum(tricks[s] for s in range(n) if rules.side_of(s) == side) for side in range(sides)]
    for name, runs in (("first run", f.opening_runs), ("longest run", f.longest_runs)):
        if runs and (len(runs) != sides or any(not 0 <= r <= t for r, t in zip(runs, side_tricks, strict=True))):
            raise _at(TallyError.of("the {name} gives each side the tricks it won in a row: {sides} counts, "
                                 "none more than the side's tricks", name=name, sides=sides), *at)
    if f.opening_runs and sum(1 for r in f.opening_runs if r) > 1:
        raise _at(TallyError.of("only the side that won the first trick has a first run"), *at)
    mo = kinds & MO_KINDS
    if ((mo and rules.mo == "first_tricks") or kinds & BEMO_KINDS) and not f.opening_runs:
        raise _at(TallyError.of("a Mo or bemo bid needs the first run: how many tricks each side won "
                             "in a row from the first"), *at)
    if mo and rules.mo == "in_a_row" and not f.longest_runs:
        raise _at(TallyError.of("a Mo bid needs the longest run: the most tricks each side won in a row"), *at)
    if kinds & {BidKind.ACES, BidKind.SIDE_ACES} and facts is None:
        raise _at(TallyError.of("an ace check needs the aces: which side took all four, or none"), *at)
    if f.aces_side is not None and not 0 <= f.aces_side < sides:
        raise _at(TallyError.of("the aces name no side at the table"), *at)


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
    facts: HandFacts | None = None,
    blind_limits: bool = True,
) -> HandScore:
    """Check one hand's bids (one per seat), tricks and card facts and score it exactly as a played hand is."""
    totals = list(totals_before) if totals_before is not None else [0] * rules.sides
    bags = list(bags_before) if bags_before is not None else [0] * rules.sides
    check_bids(rules, dealer, bids, totals, bags, hand_number=hand_number, blind_limits=blind_limits)
    check_tricks(rules, tricks, hand_number=hand_number)
    check_facts(rules, bids, tricks, facts, hand_number=hand_number)
    if needs_facts(rules) and facts is None:
        facts = HandFacts()
    return score_hand(rules, tuple(bids), tuple(tricks), totals, bags, hand_number=hand_number, dealer=dealer,
                      facts=facts)


@dataclass(frozen=True, slots=True)
class HandEntry:
    """What a scorekeeper writes down for one hand: each seat's bid and tricks (and the card facts that
    some rules score, see ``fact_names``)."""

    bids: tuple[Bid, ...]
    tricks: tuple[int, ...]
    facts: HandFacts | None = None


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
    def tied(self) -> bool:
        """The game would have ended after the last hand, but the top totals are tied: another hand is played."""
        return bool(self.scores) and ends_tied(self.rules, self.scores[-1], len(self.scores))

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand."""
        return dealer_of_hand(self.rules, self.first_dealer, len(self.scores) + 1)


def tally_match(rules: RuleSet, hands: Sequence[HandEntry], first_dealer: int, *,
                blind_limits: bool = True) -> Tally:
    """Score ``hands`` in order from a new game, as a played ``Game`` would; ``TallyError`` at the first bad hand."""
    if not 0 <= first_dealer < rules.players:
        raise _at(TallyError.of("the first dealer must be a seat from 0 to {last}", last=rules.players - 1), None)
    scores: list[HandScore] = []
    totals = [0] * rules.sides
    bags = [0] * rules.sides
    over: tuple[int, str] | None = None
    for number, entry in enumerate(hands, start=1):
        if over is not None:
            raise _at(PastEndError.of("the game ended after hand {last} ({reason}): hand {number} is one too many",
                                    last=number - 1, reason=over[1], number=number), number)
        score = tally_hand(rules, dealer_of_hand(rules, first_dealer, number), entry.bids, entry.tricks,
                           totals, bags, hand_number=number, facts=entry.facts, blind_limits=blind_limits)
        scores.append(score)
        totals = [s.total_after for s in score.sides]
        bags = [s.bags_after for s in score.sides]
        over = game_over_reason(rules, score, number)
    return Tally(rules, first_dealer, tuple(scores), over[0] if over else None, over[1] if over else None)

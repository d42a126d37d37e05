"""The score-sheet model: what a score sheet (and the scorepad) shows.

Pure Python, no Qt. Rows, columns, bid marks, call-outs and the tooltip
breakdown come straight from the engine's ``HandScore``/``SideScore`` and the
``RuleSet``; nothing here recomputes a score. The painting lives in
``paint.py``, the page geometry in ``layout.py``.

User-visible words pass through a ``tr`` function (identity by default) so
the GUI can hand in Qt's translation while this module stays Qt-free. Every
text is a literal ``tr("...")`` call: the GUI's ``tr`` translates them in the
"ScoreSheet" context, and ``assets/translations`` finds them by reading this
file (``pyside6-lupdate`` would file them under the empty context).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from ..engine.actions import Bid, BidKind
from ..engine.game import MERCY_REASON, game_over_reason
from ..engine.ruleset import RuleSet
from ..engine.scoring import HandScore, SideScore, seats_of_side
from ..rules.card import count_of

Translate = Callable[[str], str]
PageSize = Literal["a4", "letter"]
PAGE_SIZES: tuple[PageSize, ...] = ("a4", "letter")
MAX_BLANK_ROWS = 200


def no_translation(text: str) -> str:
    """The default ``tr``: English as written."""
    return text


def whole(value: int) -> str:
    """A score with a true minus sign: ``−130``, not ``-130`` (a hyphen reads as a dash). For what is shown and
    printed only: files keep the hyphen."""
    return str(value).replace("-", "\u2212")


def signed(value: int) -> str:
    """``+70``, ``−70`` or ``0``: how a hand's points read on a sheet."""
    return f"+{value}" if value > 0 else whole(value)


# --------------------------------------------------------------------- heads
@dataclass(frozen=True, slots=True)
class PlayerHead:
    seat: int
    name: str  # "" = a line to write a name on


@dataclass(frozen=True, slots=True)
class SideHead:
    """One column group: a partnership, or one player in a game without partners."""

    side: int
    title: str  # "Ann & Carl", "Ann"; "" = a line to write on
    players: tuple[PlayerHead, ...]


# --------------------------------------------------------------------- cells
@dataclass(frozen=True, slots=True)
class BidCell:
    """One player's bid and tricks in one hand."""

    seat: int
    mark: str  # bid_mark: 4, N, BN, B5, 10/200, M (translated)
    tricks: int
    is_nil: bool
    nil_failed: bool
    dealer: bool


@dataclass(frozen=True, slots=True)
class BreakdownLine:
    label: str
    value: str  # "+70", "−100", "71 -> 142"


@dataclass(frozen=True, slots=True)
class SideCell:
    """One side's line of one hand: every number is the engine's ``SideScore``."""

    side: int
    bids: tuple[BidCell, ...]
    contract: int
    tricks: int
    made: bool | None
    points: int
    bags: int
    bags_before: int
    bags_after: int
    bag_penalty: int
    total_before: int
    total: int
    nil_failed: bool
    notes: tuple[str, ...]  # short call-outs: "set", "N ✗", "bags −100"
    breakdown: tuple[BreakdownLine, ...]

    @property
    def bid_text(self) -> str:
        """All bids of the side: ``4``, ``3 N``."""
        return " ".join(b.mark for b in self.bids)

    @property
    def tricks_text(self) -> str:
        return " ".join(str(b.tricks) for b in self.bids)

    @property
    def callout(self) -> bool:
        """A bag penalty or a failed nil: the scorepad flashes these."""
        return self.bag_penalty < 0 or self.nil_failed


@dataclass(frozen=True, slots=True)
class HandRow:
    hand_number: int
    deal_number: int | None  # None: not to be shown yet (a pass-and-play game's own number while it goes on)
    dealer: int
    dealer_name: str
    sides: tuple[SideCell, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.sides)


@dataclass(frozen=True, slots=True)
class SheetLabels:
    """Translated words the painter prints."""

    hand: str
    dealer: str
    deal: str
    bid: str
    took: str
    points: str
    bags: str
    total: str
    date: str
    place: str
    page: str  # "Page {page} of {pages}"
    final: str
    target: str  # "Game to {target}"


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Everything one printed sheet shows; ``rows`` is empty for a blank sheet."""

    title: str
    preset_name: str
    rules_line: str
    target: int
    partnerships: bool
    sides: tuple[SideHead, ...]
    show_bags: bool
    rows: tuple[HandRow, ...]
    blank: bool
    blank_rows: int  # rows to draw on a blank sheet
    date: str
    page_size: PageSize
    legend: tuple[tuple[str, str], ...]
    winner: int | None
    result_line: str
    labels: SheetLabels
    note: str = ""  # a line under the table, e.g. that undo was used in this game
    house_notes: tuple[str, ...] = ()  # sentences under the table (a filled sheet's last page): the deck, bonuses…

    @property
    def row_count(self) -> int:
        return self.blank_rows if self.blank else len(self.rows)

    @property
    def final_totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else ()


# ------------------------------------------------------------------ builders
def player_names(rules: RuleSet, names: Sequence[str]) -> tuple[str, ...]:
    """Exactly one name per seat; missing ones are blank lines."""
    return tuple((names[s].strip() if s < len(names) else "") for s in range(rules.players))


def side_title(names: Sequence[str], tr: Translate = no_translation) -> str:
    """A side's players as one title: partners' names joined by ``&`` ("Ann & Cy"; "Аня и Кира" with a
    Russian ``tr``), or the player's name; blank names left out."""
    given = [name for name in names if name]
    if len(given) == 2:
        return tr("{a} & {b}").format(a=given[0], b=given[1])
    return " & ".join(given)


def side_heads(rules: RuleSet, names: Sequence[str], tr: Translate = no_translation) -> tuple[SideHead, ...]:
    """Column groups with titles: partners' names joined by ``&``, or the player's name."""
    names = player_names(rules, names)
    heads = []
    for side in range(rules.sides):
        seats = seats_of_side(rules, side)
        players = tuple(PlayerHead(s, names[s]) for s in seats)
        heads.append(SideHead(side, side_title([p.name for p in players], tr), players))
    return tuple(heads)


def bid_mark(bid: Bid, tr: Translate = no_translation) -> str:
    """A bid as a sheet writes it: ``4``, ``N``, ``BN``, ``B5``, ``10/200``, ``M`` (the letters translated)."""
    if bid.kind is BidKind.NIL:
        return tr("N")
    if bid.kind is BidKind.BLIND_NIL:
        return tr("BN")
    if bid.kind is BidKind.BLIND:
        return tr("B{tricks}").format(tricks=bid.tricks)
    if bid.kind is BidKind.MOON:
        return tr("M")
    if bid.kind is BidKind.BLIND_MOON:
        return tr("BM")
    if bid.kind is BidKind.LEXINGTON:
        return tr("LX")
    if bid.kind is BidKind.BLIND_SIX:
        return tr("B6S")
    if bid.kind is BidKind.LITTLE_MO:
        return tr("LMo")
    if bid.kind is BidKind.BIG_MO:
        return tr("BMo")
    if bid.kind is BidKind.NO_TRUMP:
        return tr("{tricks}NT").format(tricks=bid.tricks)
    if bid.kind is BidKind.PASS:
        return tr("P")
    if bid.kind is BidKind.SIDE:
        return tr("S{tricks}").format(tricks=bid.tricks)
    if bid.kind is BidKind.ACES:
        return tr("{tricks}A").format(tricks=bid.tricks)
    if bid.kind is BidKind.SIDE_ACES:
        return tr("S{tricks}A").format(tricks=bid.tricks)
    if bid.kind is BidKind.LITTLE_BEMO:
        return tr("{tricks}LB").format(tricks=bid.tricks)
    if bid.kind is BidKind.BIG_BEMO:
        return tr("{tricks}BB").format(tricks=bid.tricks)
    return bid.short


def _bid_cells(rules: RuleSet, score: HandScore, side: SideScore, tr: Translate) -> tuple[BidCell, ...]:
    failed = {n.seat for n in side.nils if not n.made}
    return tuple(
        BidCell(
            seat=s,
            mark=bid_mark(score.bids[s], tr),
            tricks=score.tricks[s],
            is_nil=score.bids[s].is_nil,
            nil_failed=s in failed,
            dealer=s == score.dealer,
        )
        for s in side.seats
    )


def _special_label(name: str, tr: Translate) -> str:
    known = {
        "lose all": tr("Both nils failed: the side loses its score"),
        "moon": tr("Shot the moon: wins the game"),
        "blind moon": tr("Shot the moon blind: wins the game"),
        "double nil": tr("Double nil"),
        "double blind nil": tr("Double blind nil"),
        "bid of 10 is 10 for 200": tr("A bid of 10 scores as 10 for 200"),
        "last-trick ace": tr("Last trick won with an ace"),
        "last-trick deuce": tr("Last trick won with a deuce"),
        "last-trick high spade": tr("Last trick: a high spade made the bid exactly"),
        "nil last-trick ace": tr("Nil with an ace in the last trick"),
        "ending streak": tr("Ending streak"),
        "streak broken": tr("Broke the other side's streak"),
        "automatic lexington": tr("12 tricks: automatic lexington"),
        "no trump": tr("No trump made: the bid counts double"),
        "auction defence": tr("Defence: tricks over or under the declarers' bid"),
        "ace check": tr("Ace check: all four aces kept, or not"),
        "little bemo": tr("Little Bemo: the first 6 tricks"),
        "big bemo": tr("Big Bemo: the first 9 tricks"),
        "dix": tr("Dix: the 9♠ won a trick"),
    }
    return known.get(name, name[:1].upper() + name[1:])


def special_label(name: str, tr: Translate = no_translation) -> str:
    """A special score's name (moon, bonuses ...) as the breakdown writes it."""
    return _special_label(name, tr)


def breakdown(
    rules: RuleSet, score: HandScore, side: SideScore, names: Sequence[str], tr: Translate = no_translation
) -> tuple[BreakdownLine, ...]:
    """The engine's breakdown of one side's hand, line by line, as the tooltip shows it."""
    names = player_names(rules, names)
    lines: list[BreakdownLine] = []
    if side.made is not None:
        marks = "+".join(bid_mark(score.bids[s], tr) for s in side.seats if not score.bids[s].is_nil)
        template = tr("Bid {bid}, took {tricks}: made") if side.made else tr("Bid {bid}, took {tricks}: set")
        lines.append(BreakdownLine(template.format(bid=marks, tricks=side.tricks), signed(side.contract_points)))
    if side.bags:
        label = tr("Bags: {bags}") if rules.bags_count else tr("Overtricks: {bags}")
        lines.append(BreakdownLine(label.format(bags=side.bags), signed(side.bag_points)))
    for nil in side.nils:
        who = names[nil.seat] or tr("Seat {seat}").format(seat=nil.seat + 1)
        kind = tr("blind nil") if nil.bid.kind is BidKind.BLIND_NIL else tr("nil")
        if nil.made:
            text = tr("{name}: {kind} made").format(name=who, kind=kind)
        else:
            text = tr("{name}: {kind} failed ({tricks} tricks)").format(name=who, kind=kind, tricks=nil.tricks)
        lines.append(BreakdownLine(text, signed(nil.points)))
    if side.bag_penalty:
        text = tr("Bag penalty ({before} + {bags} bags)").format(before=side.bags_before, bags=side.bags)
        lines.append(BreakdownLine(text, signed(side.bag_penalty)))
    for name, value in side.specials:
        lines.append(BreakdownLine(_special_label(name, tr), signed(value) if value else ""))
    lines.append(BreakdownLine(tr("This hand"), signed(side.points)))
    lines.append(BreakdownLine(tr("Total"), f"{whole(side.total_before)} \u2192 {whole(side.total_after)}"))
    if rules.bags_count:
        lines.append(BreakdownLine(tr("Bag count"), f"{side.bags_before} \u2192 {side.bags_after}"))
    return tuple(lines)


def _notes(score: HandScore, side: SideScore, tr: Translate) -> tuple[str, ...]:
    notes: list[str] = []
    if side.made is False:
        notes.append(tr("set"))
    for nil in side.nils:
        if not nil.made:
            notes.append(f"{bid_mark(score.bids[nil.seat], tr)} \u2717")
    if side.bag_penalty:
        notes.append(tr("bags {penalty}").format(penalty=whole(side.bag_penalty)))
    for name, _value in side.specials:
        notes.append(_special_note(name, tr))
    return tuple(notes)


def _special_note(name: str, tr: Translate) -> str:
    known = {
        "moon": tr("moon!"),
        "blind moon": tr("blind moon!"),
        "lose all": tr("lose all"),
        "double nil": tr("double nil"),
        "double blind nil": tr("double blind nil"),
        "bid of 10 is 10 for 200": tr("10 = 10/200"),
        "last-trick ace": tr("last ace"),
        "last-trick deuce": tr("last deuce"),
        "last-trick high spade": tr("high spade"),
        "nil last-trick ace": tr("nil ace"),
        "ending streak": tr("streak"),
        "streak broken": tr("streak broken"),
        "automatic lexington": tr("lexington"),
        "no trump": tr("no trump"),
        "auction defence": tr("defence"),
        "ace check": tr("aces"),
        "little bemo": tr("bemo"),
        "big bemo": tr("big bemo"),
        "dix": tr("dix"),
    }
    return known.get(name, name)


def hand_row(
    rules: RuleSet, score: HandScore, names: Sequence[str], tr: Translate = no_translation
) -> HandRow:
    """One hand's row, straight from the engine's ``HandScore``."""
    names = player_names(rules, names)
    cells = tuple(
        SideCell(
            side=side.side,
            bids=_bid_cells(rules, score, side, tr),
            contract=side.contract,
            tricks=side.tricks,
            made=side.made,
            points=side.points,
            bags=side.bags,
            bags_before=side.bags_before,
            bags_after=side.bags_after,
            bag_penalty=side.bag_penalty,
            total_before=side.total_before,
            total=side.total_after,
            nil_failed=any(not n.made for n in side.nils),
            notes=_notes(score, side, tr),
            breakdown=breakdown(rules, score, side, names, tr),
        )
        for side in score.sides
    )
    return HandRow(score.hand_number, score.deal_number, score.dealer, names[score.dealer], cells)


def default_rules_line(rules: RuleSet, tr: Translate = no_translation) -> str:
    """A one-line summary of the rules a table must agree on (used when no preset text is given)."""
    parts: list[str] = []
    if rules.mercy is not None and not rules.auction:  # the auction's scores never fall below zero
        parts.append(tr("lose at {mercy}").format(mercy=whole(rules.mercy)))
    if rules.nil:
        parts.append(tr("nil {value}").format(value=rules.nil_value))
        if rules.blind_nil:
            parts.append(tr("blind nil {value}").format(value=rules.blind_nil_value))
    else:
        parts.append(tr("no nil"))
    if rules.bags_count:
        parts.append(tr("{limit} bags = {penalty}").format(limit=rules.bag_limit, penalty=whole(-rules.bag_penalty)))
    elif not rules.auction:  # the auction has no bags to speak of
        parts.append(tr("no bag penalty"))
    if rules.blind_bids:
        parts.append(tr("blind bids score {value} a trick").format(value=rules.blind_trick_value))
    if rules.ten_for_two_hundred:
        parts.append(tr("10 for {value}").format(value=rules.ten_for_two_hundred_value))
    if rules.moon:
        parts.append(tr("moon wins"))
    if rules.blind_moon:
        parts.append(tr("blind moon wins"))
    if rules.lexington:
        parts.append(tr("lexington {value}").format(value=rules.lexington_value))
    if rules.blind_six:
        parts.append(tr("blind 6 {value}").format(value=rules.blind_six_value))
    return " \u00b7 ".join(parts)


def legend(rules: RuleSet, played: bool, tr: Translate = no_translation) -> tuple[tuple[str, str], ...]:
    """The marks a sheet of these rules can show, each with its meaning."""
    items: list[tuple[str, str]] = []
    if rules.nil:
        items.append((tr("N"), tr("nil")))
        if rules.blind_nil:
            items.append((tr("BN"), tr("blind nil")))
    if rules.blind_bids:
        items.append((tr("B{tricks}").format(tricks=5), tr("blind 5")))
    if rules.ten_for_two_hundred:
        items.append(("10/200", tr("10 for 200")))
    if rules.moon:
        items.append((tr("M"), tr("moon")))
    if rules.blind_moon:
        items.append((tr("BM"), tr("blind moon")))
    if rules.lexington:
        items.append((tr("LX"), tr("lexington")))
    if rules.blind_six:
        items.append((tr("B6S"), tr("the side's blind 6")))
    if rules.mo != "off":
        items.append((tr("LMo"), tr("Little Mo")))
        items.append((tr("BMo"), tr("Big Mo")))
    if rules.no_trump:
        items.append((tr("{tricks}NT").format(tricks=4), tr("4 no trump")))
    if rules.partnership_talk:
        items.append((tr("S{tricks}").format(tricks=6), tr("the side's bid of 6 (the other number: the spoken count)")))
    if rules.ace_check:
        items.append((tr("S{tricks}A").format(tricks=6), tr("with the ace contract")))
    if rules.auction:
        items.append(("2+6", tr("auction bid 2: 8 tricks")))
        items.append((tr("P"), tr("passed")))
    if rules.bemo:
        items.append((tr("{tricks}LB").format(tricks=4), tr("4 and Little Bemo")))
        items.append((tr("{tricks}BB").format(tricks=4), tr("4 and Big Bemo")))
    if played:
        if rules.nil:
            items.append(("\u2717", tr("nil failed")))
        items.append((tr("set"), tr("contract not made")))
    if rules.cancellation:  # players.cancellation: a dead trick is nobody's ("Took dead tricks … are nobody's" read
        # as one garbled sentence after its mark)
        items.append((tr("Took"), tr("tricks won; nobody wins a dead trick (its winning cards cancel), so they may "
                                     "total under {tricks}").format(tricks=rules.hand_size)))
    if rules.bags_count:
        items.append((tr("Bags"), tr("running count; {limit} bags cost {penalty}").format(
            limit=rules.bag_limit, penalty=rules.bag_penalty)))
    return tuple(items)


def _labels(rules: RuleSet, tr: Translate, finished: bool = True) -> SheetLabels:
    return SheetLabels(
        hand=tr("Hand"),
        dealer=tr("Dealer"),
        deal=tr("Deal no."),
        bid=tr("Bid"),
        took=tr("Took"),
        points=tr("Points"),
        bags=tr("Bags"),
        total=tr("Total"),
        date=tr("Date"),
        place=tr("Place"),
        page=tr("Page {page} of {pages}"),
        final=tr("Final") if finished else tr("So far"),  # an unfinished game has no final score
        target=(tr("Game of one hand") if rules.hand_limit == 1 else
                tr("Game of {hands}").format(hands=count_of(rules.hand_limit, tr("hand|hands")))) if rules.hands_only
        else tr("Game to {target}, at most {hands}").format(  # a score or a number of hands: the first ends it
            target=rules.target, hands=count_of(rules.hand_limit, tr("hand|hands"))) if rules.hand_limit
        else tr("Game to {target}").format(target=rules.target),
    )


def others_ranked(totals: Sequence[int], winner: int) -> list[int]:
    """The sides other than ``winner``, highest total first (the sheet's result line and the scorepad's banner
    name them in this order when there are three sides or more)."""
    return sorted((side for side in range(len(totals)) if side != winner), key=lambda side: -totals[side])


def result_line(heads: Sequence[SideHead], totals: Sequence[int], winner: int | None, tr: Translate,
                why: str = "") -> str:
    """``Winner: Ann & Carl (512 to 380)``; with three sides or more each other side named, highest first:
    ``Winner: Nora & Max (318) · Cy & Di 209 · Ann & Bo −1290`` ("318 to −1290 to 209" named nobody, in seat
    order). Empty while nobody has won. ``why``: the engine's reason the game ended, said after the scores when
    the scores do not say it (``_won_because``: "Winner: Bob & Di (499 to 360) — shot the moon")."""
    if winner is None or not totals:
        return ""
    said = _won_because(why, tr) if len(totals) == 2 or why != MERCY_REASON else ""  # "the other side": two
    if said:
        return result_line(heads, totals, winner, tr) + " — " + said

    def title(side: int) -> str:
        return (heads[side].title if side < len(heads) else "") or tr("Side {side}").format(side=side + 1)

    if len(totals) > 2:
        return " \u00b7 ".join([tr("Winner: {name} ({score})").format(name=title(winner), score=whole(totals[winner])),
                                 *(f"{title(i)} {whole(totals[i])}" for i in others_ranked(totals, winner))])
    scores = [whole(totals[winner])] + [whole(t) for i, t in enumerate(totals) if i != winner]
    return tr("Winner: {name} ({scores})").format(name=title(winner), scores=tr(" to ").join(scores))


def _won_because(why: str, tr: Translate) -> str:
    """The reasons a game ends that the scores do not show (QA: a moon game read "Game to 500 … Winner: Bob & Di
    (499 to 360)"); "" for the target reached or the hands played."""
    return {
        "shot the moon": tr("shot the moon"),
        "shot the moon blind": tr("shot the moon blind"),
        "made a double blind nil": tr("made a double blind nil"),
        MERCY_REASON: tr("the other side fell to the losing score"),
    }.get(why, "")


def check_page_size(page_size: str) -> PageSize:
    for size in PAGE_SIZES:
        if page_size.lower() == size:
            return size
    raise ValueError(f"page size must be a4 or letter, not {page_size!r}")


def played_sheet(
    rules: RuleSet,
    scores: Sequence[HandScore],
    names: Sequence[str],
    *,
    preset_name: str,
    rules_line: str | None = None,
    date: str = "",
    winner: int | None = None,
    page_size: str = "a4",
    tr: Translate = no_translation,
    undo_used: bool = False,
    real_cards: bool = False,
    house_notes: Sequence[str] = (),
) -> ScoreSheet:
    """The sheet of a game played in the app (or replayed from its record); ``real_cards``: a game whose score
    was kept (scorekeeper window, ``score -o``), said in a line under the table. ``house_notes``
    (``rules.paper_notes``) are printed under the last page's totals, as a blank sheet prints them: the record
    can be checked against the rules it was scored by (a failed nil at 0 points in a double nil)."""
    heads = side_heads(rules, names, tr)
    notes = [tr("Score kept for a game played with real cards.")] if real_cards else []
    if undo_used:
        notes.append(tr("Undo was used in this game."))
    rows = tuple(hand_row(rules, s, names, tr) for s in scores)
    totals = rows[-1].totals if rows else ()
    over = game_over_reason(rules, scores[-1], scores[-1].hand_number) if scores and winner is not None else None
    return ScoreSheet(
        title=tr("Spades score sheet"),
        preset_name=preset_name,
        rules_line=rules_line if rules_line is not None else default_rules_line(rules, tr),
        target=rules.target,
        partnerships=rules.partnerships,
        sides=heads,
        show_bags=rules.bags_count,
        rows=rows,
        blank=False,
        blank_rows=0,
        date=date,
        page_size=check_page_size(page_size),
        legend=legend(rules, True, tr),
        winner=winner,
        result_line=result_line(heads, totals, winner, tr, over[1] if over is not None else ""),
        labels=_labels(rules, tr, finished=winner is not None),
        note=" ".join(notes),
        house_notes=tuple(house_notes),
    )


def blank_sheet(
    rules: RuleSet,
    *,
    preset_name: str,
    rules_line: str | None = None,
    names: Sequence[str] = (),
    rows: int | None = None,
    page_size: str = "a4",
    house_notes: Sequence[str] = (),
    tr: Translate = no_translation,
) -> ScoreSheet:
    """A blank sheet for a table playing with real cards.

    ``names`` is empty (lines to write on), one name per side (partnership
    titles), or one per player. ``rows`` None fills the first page (a game of so many hands: those hands, and one
    two more for ties).
    ``house_notes`` (``rules.paper_notes``) are printed under the table.
    """
    names = [n.strip() for n in names]
    if names and len(names) not in (rules.sides, rules.players):
        allowed = sorted({rules.sides, rules.players})
        raise ValueError(
            f"give {' or '.join(str(a) for a in allowed)} names for this game, not {len(names)}"
        )
    if rows is not None and not 1 <= rows <= MAX_BLANK_ROWS:
        raise ValueError(f"rows must be between 1 and {MAX_BLANK_ROWS}, not {rows}")
    if names and len(names) == rules.sides and rules.sides != rules.players:
        heads = tuple(
            SideHead(h.side, names[h.side], tuple(PlayerHead(p.seat, "") for p in h.players))
            for h in side_heads(rules, (), tr)
        )
    else:
        heads = side_heads(rules, names, tr)
    sheet = ScoreSheet(
        title=tr("Spades score sheet"),
        preset_name=preset_name,
        rules_line=rules_line if rules_line is not None else default_rules_line(rules, tr),
        target=rules.target,
        partnerships=rules.partnerships,
        sides=heads,
        show_bags=rules.bags_count,
        rows=(),
        blank=True,
        blank_rows=rows or 0,
        date="",
        page_size=check_page_size(page_size),
        legend=legend(rules, False, tr),
        winner=None,
        result_line="",
        labels=_labels(rules, tr),
        house_notes=tuple(house_notes),
    )
    if rows is None:
        from .layout import page_layout

        if rules.hand_limit:  # six hands (Cancellation): six rows and two for ties' deciding hands, not a page;
            # one spare row left a second tie nowhere to write, and a game of 16 hands got a page of 13 (QA): every
            # hand and two spare rows, on as many pages as they need (as ``rows`` given does)
            from dataclasses import replace

            rows = min(rules.hand_limit + 2, MAX_BLANK_ROWS)
            spare = tr("After hand {hands} only when the lead is tied: each tie plays one more hand.")
            sheet = replace(sheet, house_notes=(*sheet.house_notes, spare.format(hands=rules.hand_limit)))
        else:
            rows = page_layout(sheet).rows_per_page
        sheet = _with_rows(sheet, rows)
    return sheet


def _with_rows(sheet: ScoreSheet, rows: int) -> ScoreSheet:
    from dataclasses import replace

    return replace(sheet, blank_rows=rows)

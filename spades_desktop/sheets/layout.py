"""Page geometry of a score sheet, in millimetres; pure Python.

The columns follow the sheet's side groups (bags only when bags count); the
page turns to landscape when the columns need it; rows per page follow from
the row height (large, handwriting-friendly rows on blank sheets). The
painter scales these millimetres onto whatever device it draws on, so the
page count never depends on a printer.

A played sheet's pages are filled row by row: a call-out too long for its
Points cell at a readable size becomes a numbered note ("*1") listed under the
table of each page it is on, and the final totals never stand alone on a page
(the last hands go with them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .model import PageSize, ScoreSheet, SideCell, check_page_size
from .textwidth import text_width

ColumnKind = Literal["hand", "dealer", "deal", "bid", "took", "points", "bags", "total"]

PAGE_MM: dict[PageSize, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARGIN = 10.0
TITLE_HEIGHT = 30.0  # title, preset, rules line, date
GROUP_ROW = 7.5  # side titles
NAME_ROW = 6.5  # partners' names (partnerships only)
LABEL_ROW = 5.0  # Bid / Took / Points ...
FOOTER_HEIGHT = 9.0  # legend and page number
BLANK_ROW = 10.0
PLAYED_ROW = 8.0
# A filled sheet of a normal game fits one page (QA club 12: a three-player game of 15 hands printed 2 hands on a
# second page): when its hands, the final totals and the notes do not fit at PLAYED_ROW, the rows are made lower,
# to no less than FIT_ROW, for a game of up to FIT_HANDS hands; a longer game goes on more pages at PLAYED_ROW.
# The row's figures shrink with it (``PageLayout.text_scale``), to no less than FIT_TEXT of their size.
FIT_ROW = 5.0
FIT_HANDS = 22
FIT_TEXT = 0.8
FINAL_ROW = 12.0
FINAL_GAP = 2.0  # between the last hand and the final totals
RESULT_LINE = 6.5  # "Winner: ..." under the final totals
KEEP_WITH_FINAL = 2  # hands printed on the page of the final totals (when the game has as many)
MAX_STRETCH = 1.45
POINTS_SIZE = 3.4  # a hand's points in its cell
NOTE_SIZE = 2.4  # a call-out under the points ("set", "N ✗"): never smaller, 70 % of the points' size
NOTE_PAD = 0.3  # each side of a call-out in its cell
NOTE_LINE = 3.6  # one numbered note under the table ("*1 = set · BN ✗ · big bemo")
NOTES_GAP = 1.5  # between the table (or the final totals) and the notes
HOUSE_SIZE = 2.8  # a blank sheet's house notes under the table (the deck, the bonuses), wrapped
HOUSE_LINE = 3.8

_WIDTH: dict[ColumnKind, float] = {
    "hand": 10.0, "dealer": 14.0, "deal": 17.0, "bid": 10.0, "took": 10.0, "points": 13.0, "bags": 9.0,
    "total": 17.0,
}
# A played sheet prints the dealer's name: room for "Максимилиан" or "Normal bot 3" near full size (it had 15 mm
# and shrank to about 5 pt beside 24 mm for a deal number of at most 9 digits, FRIENDLY_DEAL_NUMBERS).
# Points gets room for "bags -100" at the call-outs' size (NOTE_SIZE) beside a deal number column: 9 digits
# in 15.5 mm.
_PLAYED_WIDTH: dict[ColumnKind, float] = {"hand": 10.0, "dealer": 22.0, "points": 14.5, "deal": 15.5}


@dataclass(frozen=True, slots=True)
class Column:
    kind: ColumnKind
    side: int | None
    seat: int | None
    x: float
    width: float

    @property
    def right(self) -> float:
        return self.x + self.width


@dataclass(frozen=True, slots=True)
class PageLayout:
    page_size: PageSize
    page_width: float
    page_height: float
    landscape: bool
    margin: float
    table_left: float
    table_width: float
    head_top: float  # top of the column headings
    group_row: float
    name_row: float  # 0 when sides have no partners
    label_row: float
    body_top: float  # top of the first hand row
    row_height: float
    final_height: float  # 0 on blank sheets
    footer_top: float
    rows_per_page: int
    last_page_rows: int  # rows that fit above the final totals (and the winner's line, the house notes), no notes
    columns: tuple[Column, ...]
    house_lines: tuple[str, ...] = ()  # ``ScoreSheet.house_notes`` wrapped to the table's width
    text_scale: float = 1.0  # the hand rows' figures, in rows lowered to fit the game on one page (FIT_ROW)

    @property
    def head_height(self) -> float:
        return self.group_row + self.name_row + self.label_row


def _columns_wanted(sheet: ScoreSheet) -> list[tuple[ColumnKind, int | None, int | None, float]]:
    wanted: list[tuple[ColumnKind, int | None, int | None, float]] = []
    widths = dict(_WIDTH)
    if not sheet.blank:
        widths.update(_PLAYED_WIDTH)
    wanted.append(("hand", None, None, widths["hand"]))
    wanted.append(("dealer", None, None, widths["dealer"]))
    if not sheet.blank and (not sheet.rows or any(r.deal_number for r in sheet.rows)):
        wanted.append(("deal", None, None, widths["deal"]))  # the deal number replays the hand (none: scorekept)
    for head in sheet.sides:
        for player in head.players:
            wanted.append(("bid", head.side, player.seat, widths["bid"]))
            wanted.append(("took", head.side, player.seat, widths["took"]))
        wanted.append(("points", head.side, None, widths["points"]))
        if sheet.show_bags:
            wanted.append(("bags", head.side, None, widths["bags"]))
        wanted.append(("total", head.side, None, widths["total"]))
    return wanted


def page_layout(sheet: ScoreSheet, page_size: str | None = None) -> PageLayout:
    """Where everything goes on a page of ``sheet`` (``page_size`` overrides the sheet's)."""
    size = check_page_size(page_size) if page_size is not None else sheet.page_size
    short, long = PAGE_MM[size]
    wanted = _columns_wanted(sheet)
    need = sum(w for *_rest, w in wanted)
    landscape = need * 0.9 > short - 2 * MARGIN
    width, height = (long, short) if landscape else (short, long)
    usable = width - 2 * MARGIN
    scale = min(usable / need, MAX_STRETCH)
    table_width = need * scale
    left = (width - table_width) / 2
    columns = []
    x = left
    for kind, side, seat, w in wanted:
        columns.append(Column(kind, side, seat, x, w * scale))
        x += w * scale
    name_row = NAME_ROW if sheet.partnerships else 0.0
    if sheet.blank and sheet.partnerships:
        name_row += 1.5  # room to write the names
    label_row = LABEL_ROW if sheet.partnerships else LABEL_ROW + 1.5
    head_top = MARGIN + TITLE_HEIGHT
    body_top = head_top + GROUP_ROW + name_row + label_row
    footer_top = height - MARGIN - FOOTER_HEIGHT
    row = BLANK_ROW if sheet.blank else PLAYED_ROW
    final = 0.0 if sheet.blank else FINAL_ROW
    closing = 0.0 if sheet.blank else FINAL_GAP + FINAL_ROW + (RESULT_LINE if sheet.result_line else 0.0)
    house = wrap_lines(sheet.house_notes, table_width, HOUSE_SIZE)
    house_room = NOTES_GAP + len(house) * HOUSE_LINE if house else 0.0
    text_scale = 1.0
    if not sheet.blank and 0 < len(sheet.rows) <= FIT_HANDS:
        points = next(c for c in columns if c.kind == "points")
        notes = len(_numbered(sheet, points.width))
        room = footer_top - body_top - 1.0 - closing - house_room - (NOTES_GAP + notes * NOTE_LINE if notes else 0.0)
        fitted = math.floor(room / len(sheet.rows) * 10) / 10  # the whole game on one page: the rows it leaves
        if FIT_ROW <= fitted < row:
            row = fitted
            text_scale = max(FIT_TEXT, row / PLAYED_ROW)
    # a blank sheet's notes are on every page; a filled sheet's under the last page's totals
    rows_per_page = max(1, math.floor((footer_top - body_top - 1.0 - (house_room if sheet.blank else 0.0)) / row))
    last_rows = max(0, math.floor((footer_top - body_top - 1.0 - closing - house_room) / row))
    return PageLayout(
        page_size=size,
        page_width=width,
        page_height=height,
        landscape=landscape,
        margin=MARGIN,
        table_left=left,
        table_width=table_width,
        head_top=head_top,
        group_row=GROUP_ROW,
        name_row=name_row,
        label_row=label_row,
        body_top=body_top,
        row_height=row,
        final_height=final,
        footer_top=footer_top,
        rows_per_page=rows_per_page,
        last_page_rows=last_rows,
        columns=tuple(columns),
        house_lines=house,
        text_scale=text_scale,
    )


def wrap_lines(texts: Sequence[str], width: float, size_mm: float) -> tuple[str, ...]:
    """Each text broken between words into lines no wider than ``width`` mm at ``size_mm`` (a word wider than a
    line stands on a line of its own)."""
    lines: list[str] = []
    for text in texts:
        line = ""
        for word in text.split():
            longer = f"{line} {word}" if line else word
            if line and text_width(longer, size_mm) > width:
                lines.append(line)
                line = word
            else:
                line = longer
        if line:
            lines.append(line)
    return tuple(lines)


def cell_note(cell: SideCell) -> str:
    """A side's call-outs in one hand as the sheet prints them: "set · N ✗"."""
    return " \u00b7 ".join(cell.notes)


def note_fits(layout: PageLayout, note: str) -> bool:
    """Whether ``note`` fits its Points cell on one line at ``NOTE_SIZE``."""
    points = next(c for c in layout.columns if c.kind == "points")
    return _fits(note, points.width)


def _fits(note: str, width: float) -> bool:
    """Whether ``note`` fits a Points cell ``width`` mm wide on one line at ``NOTE_SIZE`` (the size the numbering
    goes by also in rows lowered to fit the page: a call-out printed smaller there still fits)."""
    return text_width(note, NOTE_SIZE) <= width - 2 * NOTE_PAD


def _numbered(sheet: ScoreSheet, width: float) -> dict[str, int]:
    """``note_numbers`` for a Points column ``width`` mm wide."""
    numbers: dict[str, int] = {}
    for row in sheet.rows:
        for cell in row.sides:
            note = cell_note(cell)
            if note and note not in numbers and not _fits(note, width):
                numbers[note] = len(numbers) + 1
    return numbers


def note_numbers(sheet: ScoreSheet, page_size: str | None = None) -> dict[str, int]:
    """The call-outs too long for their cell, each with its note number (1, 2 ... in order of first use).

    A cell shows "*1" under its points and the page lists "*1 = set · BN ✗ · big bemo" under the table; the
    same call-out keeps its number on every page.
    """
    if sheet.blank:
        return {}
    layout = page_layout(sheet, page_size)
    points = next(c for c in layout.columns if c.kind == "points")
    return _numbered(sheet, points.width)


def _row_notes(sheet: ScoreSheet, numbers: dict[str, int], index: int) -> set[int]:
    return {numbers[n] for n in (cell_note(c) for c in sheet.rows[index].sides) if n in numbers}


def _played_pages(sheet: ScoreSheet, layout: PageLayout, numbers: dict[str, int]) -> tuple[range, ...]:
    """Rows page by page: each page as many hands as fit with its notes; the last also the final totals."""
    room = layout.footer_top - layout.body_top - 1.0
    house = NOTES_GAP + len(layout.house_lines) * HOUSE_LINE if layout.house_lines else 0.0
    final = FINAL_GAP + FINAL_ROW + (RESULT_LINE if sheet.result_line else 0.0) + house
    count = len(sheet.rows)

    def height(start: int, end: int, with_final: bool) -> float:
        notes: set[int] = set()
        for index in range(start, end):
            notes |= _row_notes(sheet, numbers, index)
        return ((end - start) * layout.row_height + (NOTES_GAP + len(notes) * NOTE_LINE if notes else 0.0)
                + (final if with_final else 0.0))

    pages: list[range] = []
    start = 0
    while True:
        end = start
        while end < count and (end == start or height(start, end + 1, False) <= room):
            end += 1
        if end < count:
            pages.append(range(start, end))
            start = end
            continue
        if height(start, end, True) > room:
            # The final totals do not fit under the last hands: they go over with the last hands, never alone.
            keep = min(KEEP_WITH_FINAL, end - start)
            while keep > 1 and height(end - keep, end, True) > room:
                keep -= 1
            if end - keep > start:
                pages.append(range(start, end - keep))
            start = end - keep
        elif pages and end - start < KEEP_WITH_FINAL:
            # A hand or so past a full page: the previous page gives the last page company, if it fits.
            before = pages[-1]
            move = min(KEEP_WITH_FINAL - (end - start), len(before) - 1)
            if move > 0 and height(start - move, end, True) <= room:
                pages[-1] = range(before.start, before.stop - move)
                start -= move
        pages.append(range(start, end))
        return tuple(pages)


def _pages(sheet: ScoreSheet, page_size: str | None = None) -> tuple[range, ...]:
    layout = page_layout(sheet, page_size)
    if sheet.blank:
        per = layout.rows_per_page
        return tuple(range(start, min(start + per, sheet.row_count))
                     for start in range(0, max(1, sheet.row_count), per))
    if not sheet.rows:
        return (range(0, 0),)
    return _played_pages(sheet, layout, note_numbers(sheet, page_size))


def page_count(sheet: ScoreSheet, page_size: str | None = None) -> int:
    """How many pages ``sheet`` needs (the header repeats on each)."""
    return len(_pages(sheet, page_size))


def page_rows(sheet: ScoreSheet, page: int, page_size: str | None = None) -> range:
    """Indices of the rows printed on ``page`` (0-based)."""
    pages = _pages(sheet, page_size)
    if not 0 <= page < len(pages):
        raise ValueError(f"page {page + 1} does not exist: the sheet has {len(pages)} page(s)")
    return pages[page]


def page_notes(sheet: ScoreSheet, page: int, page_size: str | None = None) -> tuple[tuple[int, str], ...]:
    """The numbered notes of the hands on ``page``: ``((1, "set · BN ✗ · big bemo"), ...)``."""
    numbers = note_numbers(sheet, page_size)
    wanted: set[int] = set()
    for index in page_rows(sheet, page, page_size):
        wanted |= _row_notes(sheet, numbers, index)
    return tuple((number, note) for note, number in numbers.items() if number in wanted)

"""Page geometry of a score sheet, in millimetres; pure Python.

The columns follow the sheet's side groups (bags only when bags count); the
page turns to landscape when the columns need it; rows per page follow from
the row height (large, handwriting-friendly rows on blank sheets). The
painter scales these millimetres onto whatever device it draws on, so the
page count never depends on a printer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from .model import PageSize, ScoreSheet, check_page_size

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
FINAL_ROW = 12.0
MAX_STRETCH = 1.45

_WIDTH: dict[ColumnKind, float] = {
    "hand": 10.0, "dealer": 14.0, "deal": 17.0, "bid": 10.0, "took": 10.0, "points": 13.0, "bags": 9.0,
    "total": 17.0,
}
# A played sheet prints the dealer's name: room for "Максимилиан" or "Normal bot 3" near full size (it had 15 mm
# and shrank to about 5 pt beside 24 mm for a deal number of at most 9 digits, FRIENDLY_DEAL_NUMBERS).
_PLAYED_WIDTH: dict[ColumnKind, float] = {"hand": 10.0, "dealer": 22.0}


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
    last_page_rows: int  # rows that fit above the final totals
    columns: tuple[Column, ...]

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
    rows_per_page = max(1, math.floor((footer_top - body_top - 1.0) / row))
    last_rows = max(0, math.floor((footer_top - body_top - 1.0 - final) / row))
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
    )


def page_count(sheet: ScoreSheet, page_size: str | None = None) -> int:
    """How many pages ``sheet`` needs (the header repeats on each)."""
    layout = page_layout(sheet, page_size)
    rows = sheet.row_count
    per = layout.rows_per_page
    pages = max(1, math.ceil(rows / per))
    if not sheet.blank and rows - (pages - 1) * per > layout.last_page_rows:
        pages += 1  # the final totals need a page of their own
    return pages


def page_rows(sheet: ScoreSheet, page: int, page_size: str | None = None) -> range:
    """Indices of the rows printed on ``page`` (0-based)."""
    pages = page_count(sheet, page_size)
    if not 0 <= page < pages:
        raise ValueError(f"page {page + 1} does not exist: the sheet has {pages} page(s)")
    per = page_layout(sheet, page_size).rows_per_page
    start = page * per
    return range(min(start, sheet.row_count), min(start + per, sheet.row_count))

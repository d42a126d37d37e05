"""Painting score sheets with QPainter: PDF, PNG, printers and previews.

``paint_sheet`` draws one page of a ``ScoreSheet`` into any rectangle of any
paint device; the page geometry (millimetres) comes from ``layout.py`` and is
scaled uniformly, so a PDF, a PNG and a printed page look the same. Drawing
uses a 0.1 mm logical unit so font pixel sizes stay precise.
"""

from __future__ import annotations

import math
import os
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..fileio import write_atomic
from .layout import (
    FINAL_GAP,
    HOUSE_LINE,
    HOUSE_SIZE,
    NOTE_LINE,
    NOTE_PAD,
    NOTE_SIZE,
    NOTES_GAP,
    POINTS_SIZE,
    RESULT_LINE,
    Column,
    PageLayout,
    cell_note,
    note_numbers,
    page_count,
    page_layout,
    page_notes,
    page_rows,
)
from .model import HandRow, ScoreSheet, SideCell, SideHead, signed, whole

__all__ = [
    "configure_device",
    "ensure_gui_app",
    "page_count",
    "paint_document",
    "paint_sheet",
    "pdf_bytes",
    "png_bytes",
    "render_image",
    "render_pdf",
    "render_png",
    "write_sheet",
]

U = 10.0  # logical units per millimetre

INK = QColor("#1d2b3a")
GRID = QColor("#9aa7b4")
FAINT = QColor("#6b7785")
RED = QColor("#b3261e")
HEAD_FILL = QColor("#e8edf3")
TOTAL_FILL = QColor("#fbf1d3")
FINAL_FILL = QColor("#f6e3a8")
SIDE_TINTS = (QColor("#f1f6fc"), QColor("#f1f8f0"), QColor("#fcf3f0"), QColor("#f6f1fb"))
FONT_FAMILY = "DejaVu Sans"
MONO_FAMILY = "DejaVu Sans Mono"
SMALLEST = 0.7  # names and call-outs shrink to fit down to 70 % of their size, then wrap; elided only past that
KEEP_ONE_LINE = 0.8  # a text shrunk to 80 % of its size stays on one line rather than wrap


def _could_not_write(target: Path) -> str:
    """The message of a failed write, in the player's language (English without a translator, as the CLI shows)."""
    return QCoreApplication.translate("ScoreSheet", "could not write {path}").format(path=target)


def ensure_gui_app() -> QCoreApplication:
    """A Qt application able to draw text; headless when there is no display."""
    app = QCoreApplication.instance()
    if app is not None:
        return app
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    else:
        from ..xdisplay import dead_display

        if dead_display() is not None:  # a stale DISPLAY: Qt would abort; a sheet needs no screen
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # a QApplication, not a bare QGuiApplication: the window (or a test) made in the same process later needs one,
    # and Qt cannot replace a QGuiApplication by a QApplication
    from PySide6.QtWidgets import QApplication

    return QApplication(["spades-desktop"])


# ------------------------------------------------------------------ helpers
@dataclass(slots=True)
class _Fit:
    """A text laid out for its box: the font, the lines, and whether the whole text is there (not elided)."""

    font: QFont
    lines: list[str]
    whole: bool

    @property
    def size_mm(self) -> float:
        return self.font.pixelSize() / U


class _Canvas:
    """Drawing in millimetres onto a painter set to 0.1 mm units."""

    def __init__(self, painter: QPainter) -> None:
        self.p = painter

    @staticmethod
    def rect(x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * U, y * U, w * U, h * U)

    @staticmethod
    def font(size_mm: float, bold: bool = False, italic: bool = False, family: str = FONT_FAMILY) -> QFont:
        font = QFont(family)
        if family == MONO_FAMILY:
            font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPixelSize(max(1, round(size_mm * U)))
        font.setBold(bold)
        font.setItalic(italic)
        return font

    def fill(self, x: float, y: float, w: float, h: float, color: QColor) -> None:
        self.p.fillRect(self.rect(x, y, w, h), color)

    def line(self, x1: float, y1: float, x2: float, y2: float, width_mm: float = 0.15, color: QColor = GRID) -> None:
        pen = QPen(color)
        pen.setWidthF(width_mm * U)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.p.setPen(pen)
        self.p.drawLine(QPointF(x1 * U, y1 * U), QPointF(x2 * U, y2 * U))

    def box(self, x: float, y: float, w: float, h: float, width_mm: float, color: QColor = INK) -> None:
        pen = QPen(color)
        pen.setWidthF(width_mm * U)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        self.p.setPen(pen)
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawRect(self.rect(x, y, w, h))

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        size_mm: float,
        *,
        bold: bool = False,
        italic: bool = False,
        color: QColor = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        pad: float = 0.8,
        family: str = FONT_FAMILY,
    ) -> None:
        """Draw ``text`` in the box, shrinking the font until it fits the width."""
        if not text:
            return
        font = self.font(size_mm, bold, italic, family)
        avail = (w - 2 * pad) * U
        width = QFontMetricsF(font).horizontalAdvance(text)
        if width > avail > 0:
            font.setPixelSize(max(1, int(font.pixelSize() * avail / width)))
        self._lines(x + pad, y, w - 2 * pad, h, [text], font, color, align)

    def fit(
        self,
        w: float,
        h: float,
        text: str,
        size_mm: float,
        *,
        floor_mm: float,
        lines: int = 1,
        bold: bool = False,
        italic: bool = False,
        pad: float = 0.8,
        break_words: bool = False,
    ) -> _Fit:
        """How ``text`` goes in a box ``w`` x ``h``, never smaller than ``floor_mm``.

        One line at ``size_mm`` if it fits, or shrunk to no less than ``KEEP_ONE_LINE`` of it; else the larger of:
        one line shrunk (not below ``floor_mm``), and
        (``lines`` > 1) the text wrapped between words (and inside a word too long for a line, with
        ``break_words``) onto up to ``lines`` lines at the largest size that fits the box. Only a text that fits
        none of these is cut short with "…" (at ``floor_mm``).
        """
        floor_px = max(1, math.ceil(floor_mm * U - 1e-6))
        avail = (w - 2 * pad) * U
        font = self.font(size_mm, bold, italic)
        full_px = font.pixelSize()
        width = QFontMetricsF(font).horizontalAdvance(text)
        one_line = full_px if width <= avail else int(full_px * avail / width) if avail > 0 else 0
        while one_line >= floor_px:  # rounding: the shrunk line must really fit
            font.setPixelSize(one_line)
            if QFontMetricsF(font).horizontalAdvance(text) <= avail:
                break
            one_line -= 1
        if one_line == full_px or one_line >= max(floor_px, KEEP_ONE_LINE * full_px):
            font.setPixelSize(one_line)  # a little smaller on one line reads better than broken in two
            return _Fit(font, [text], whole=True)
        for breaking in (False, True) if break_words else (False,):
            px = full_px
            while lines > 1 and px > max(one_line, floor_px - 1):
                font.setPixelSize(px)
                metrics = QFontMetricsF(font)
                found, rest = _wrap(text, metrics, avail, breaking, lines)
                if not rest and len(found) * metrics.height() <= h * U:
                    return _Fit(font, found, whole=True)
                px = min(px - 1, int(px * 0.95))
            if one_line >= floor_px:
                break
        if one_line >= floor_px:
            font.setPixelSize(one_line)
            return _Fit(font, [text], whole=True)
        font.setPixelSize(floor_px)
        metrics = QFontMetricsF(font)
        fit = max(1, min(lines, int(h * U // metrics.height()))) if lines > 1 else 1
        return _Fit(font, _elided_lines(text, metrics, avail, fit, break_words), whole=False)

    def fitted(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        size_mm: float,
        *,
        floor_mm: float,
        lines: int = 1,
        bold: bool = False,
        italic: bool = False,
        color: QColor = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        pad: float = 0.8,
        break_words: bool = False,
    ) -> _Fit:
        """Draw ``text`` in the box as ``fit`` says (never smaller than ``floor_mm``); how it was drawn."""
        plan = self.fit(w, h, text, size_mm, floor_mm=floor_mm, lines=lines, bold=bold, italic=italic, pad=pad,
                        break_words=break_words)
        if text:
            self.draw_fit(x + pad, y, w - 2 * pad, h, plan, color, align)
        return plan

    def draw_fit(self, x: float, y: float, w: float, h: float, plan: _Fit, color: QColor = INK,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
        self._lines(x, y, w, h, plan.lines, plan.font, color, align)

    def _lines(self, x: float, y: float, w: float, h: float, lines: list[str], font: QFont, color: QColor,
               align: Qt.AlignmentFlag) -> None:
        """Lines of text centred as a block in the box (one line: centred in the box)."""
        self.p.setFont(font)
        self.p.setPen(color)
        if len(lines) == 1:
            self.p.drawText(self.rect(x, y, w, h), int(align | Qt.AlignmentFlag.AlignVCenter), lines[0])
            return
        step = QFontMetricsF(font).height() / U
        top = y + (h - step * len(lines)) / 2
        for i, line in enumerate(lines):
            self.p.drawText(self.rect(x, top + i * step, w, step), int(align | Qt.AlignmentFlag.AlignVCenter), line)

    def wrapped(self, x: float, y: float, w: float, h: float, text: str, size_mm: float, color: QColor = INK) -> None:
        """Word-wrapped text, shrunk until it fits the box."""
        size = size_mm
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        while True:
            font = self.font(size)
            bound = QFontMetricsF(font).boundingRect(self.rect(0, 0, w, 1000), flags, text)
            if bound.height() <= h * U or size < 1.6:
                break
            size *= 0.92
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(self.rect(x, y, w, h), flags, text)


_WHOLE_FIRST = 160  # a text this short is measured whole before any of its prefixes


def _fitting(text: str, metrics: QFontMetricsF, width: float) -> int:
    """How many of ``text``'s first characters fit ``width`` (all of them: ``len(text)``).

    The prefixes measured double in length up to the first too wide, then halve the gap: a few lines' worth of
    characters are measured however long ``text`` is (measuring every prefix of a 3000-letter name, once for each
    line it was cut into, froze printing for minutes: QA robust4).
    """
    n = len(text)
    if n <= _WHOLE_FIRST and metrics.horizontalAdvance(text) <= width:
        return n
    fits, over = 0, 1  # text[:fits] fits; text[:over] is yet to be measured, then too wide
    while over < n and metrics.horizontalAdvance(text[:over]) <= width:
        fits, over = over, over * 2
    if over >= n:
        if n > _WHOLE_FIRST and metrics.horizontalAdvance(text) <= width:
            return n
        over = n
    while over - fits > 1:
        middle = (fits + over) // 2
        if metrics.horizontalAdvance(text[:middle]) <= width:
            fits = middle
        else:
            over = middle
    return fits


def _wrap(text: str, metrics: QFontMetricsF, width: float, break_words: bool = False,
          limit: int = 0) -> tuple[list[str], str]:
    """``text`` broken between words into lines no wider than ``width``, and the text left over: up to ``limit``
    lines (0: no limit), and never past a word alone wider than a line (unless ``break_words``: then the word is
    cut where its line is full, not inside a letter and its accents). The whole text is in the lines when the
    text left over is empty."""
    lines: list[str] = []
    words = text.split()
    line = ""
    i = 0
    while i < len(words):
        word = words[i]
        if line:
            joined = line + " " + word
            if _fitting(joined, metrics, width) == len(joined):
                line = joined
                i += 1
                continue
            lines.append(line)
            line = ""
            if len(lines) == limit:
                break
        cut = _fitting(word, metrics, width)
        if cut == len(word):
            line = word
            i += 1
            continue
        if not break_words:
            break
        while 1 < cut < len(word) and unicodedata.combining(word[cut]):
            cut -= 1
        cut = max(cut, 1)
        lines.append(word[:cut])
        words[i] = word[cut:]
        if len(lines) == limit:
            break
    if line:
        lines.append(line)
    return lines, " ".join(words[i:])


def _elided_lines(text: str, metrics: QFontMetricsF, width: float, count: int, break_words: bool = False) -> list[str]:
    """The first ``count`` lines of ``text`` wrapped to ``width`` (``break_words``: as ``_wrap``), the last cut
    short with "…"."""
    lines, rest = _wrap(text, metrics, width, break_words, count - 1) if count > 1 else ([], " ".join(text.split()))
    if rest:
        lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
    return lines


def _group_span(layout: PageLayout, side: int) -> tuple[float, float]:
    cols = [c for c in layout.columns if c.side == side]
    return cols[0].x, cols[-1].right


def _player_span(layout: PageLayout, head: SideHead) -> tuple[float, float]:
    """Left and right of the side's Bid and Took columns."""
    cols = [c for c in layout.columns if c.side == head.side and c.kind in ("bid", "took")]
    return cols[0].x, cols[-1].right


def _column(layout: PageLayout, kind: str, side: int | None = None, seat: int | None = None) -> Column | None:
    for c in layout.columns:
        if c.kind == kind and c.side == side and (seat is None or c.seat == seat):
            return c
    return None


# ------------------------------------------------------------------- header
def _paint_title(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout) -> None:
    left = layout.table_left
    width = layout.table_width
    top = layout.margin
    cv.text(left, top, width * 0.62, 9.0, "\u2660 " + sheet.title, 6.2, bold=True,
            align=Qt.AlignmentFlag.AlignLeft, pad=0)
    date_label = sheet.labels.date
    if sheet.blank:
        right = f"{date_label}: ____________   {sheet.labels.place}: ____________"
    else:
        right = f"{date_label}: {sheet.date}" if sheet.date else ""
    cv.text(left + width * 0.5, top + 1.5, width * 0.5, 7.0, right, 3.3, color=FAINT,
            align=Qt.AlignmentFlag.AlignRight, pad=0)
    cv.text(left, top + 9.5, width * 0.7, 6.0, sheet.preset_name, 4.2, bold=True,
            align=Qt.AlignmentFlag.AlignLeft, pad=0)
    cv.text(left + width * 0.7, top + 9.5, width * 0.3, 6.0, sheet.labels.target, 4.2, bold=True,
            align=Qt.AlignmentFlag.AlignRight, pad=0)
    box_top = top + 16.5
    box_h = 11.0
    cv.p.setPen(Qt.PenStyle.NoPen)
    cv.p.setBrush(HEAD_FILL)
    cv.p.drawRoundedRect(cv.rect(left, box_top, width, box_h), 1.5 * U, 1.5 * U)
    cv.wrapped(left + 2.0, box_top + 0.5, width - 4.0, box_h - 1.0, sheet.rules_line, 3.2)


TITLE_SIZE = 4.0  # a side's title: "Ann & Cy"
NAME_SIZE = 3.0  # a player's name under the title, and the dealer's in each row


def _title_fit(cv: _Canvas, layout: PageLayout, head: SideHead) -> _Fit:
    x0, x1 = _group_span(layout, head.side)
    return cv.fit(x1 - x0, layout.group_row, head.title, TITLE_SIZE, floor_mm=TITLE_SIZE * SMALLEST, lines=2,
                  bold=True, break_words=True)


def _names_over_title(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout) -> set[int]:
    """Sides whose title cannot be printed whole: each partner's name takes the title's row and the name row.

    A name cut short in the dealer column or under a title must stand whole in the header.
    """
    if not layout.name_row:
        return set()
    return {head.side for head in sheet.sides
            if head.title and any(p.name for p in head.players) and not _title_fit(cv, layout, head).whole}


def _paint_heads(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, tall_names: set[int]) -> None:
    top = layout.head_top
    group_bottom = top + layout.group_row
    label_top = group_bottom + layout.name_row
    bottom = layout.body_top
    cv.fill(layout.table_left, top, layout.table_width, bottom - top, HEAD_FILL)
    labels = sheet.labels
    for kind, text in (("hand", labels.hand), ("dealer", labels.dealer), ("deal", labels.deal)):
        col = _column(layout, kind)
        if col is not None:
            cv.fitted(col.x, top, col.width, bottom - top, text, 2.9, floor_mm=2.9 * SMALLEST, lines=2, bold=True,
                      pad=0.4)
    for head in sheet.sides:
        x0, x1 = _group_span(layout, head.side)
        tall = head.side in tall_names
        tint = SIDE_TINTS[head.side % 4].darker(104)
        cv.fill(x0, top, x1 - x0, layout.group_row, tint)
        if tall:  # the names' cells are of one colour, over both rows
            cv.fill(x0, top, _player_span(layout, head)[1] - x0, label_top - top, tint)
        if head.title and not tall:  # a long title wraps onto two lines: the whole names stand here
            cv.draw_fit(x0 + 0.8, top, x1 - x0 - 1.6, layout.group_row, _title_fit(cv, layout, head))
        elif not head.title:
            cv.line(x0 + 3, group_bottom - 1.6, x1 - 3, group_bottom - 1.6, 0.2, FAINT)
        for player in head.players:
            bid = _column(layout, "bid", head.side, player.seat)
            took = _column(layout, "took", head.side, player.seat)
            assert bid is not None and took is not None
            if layout.name_row:
                if player.name and tall:  # the whole name, over the title's row and the name row
                    cv.fitted(bid.x, top, took.right - bid.x, label_top - top, player.name, NAME_SIZE,
                              floor_mm=NAME_SIZE * SMALLEST, lines=5, break_words=True)
                elif player.name:
                    cv.fitted(bid.x, group_bottom, took.right - bid.x, layout.name_row, player.name, NAME_SIZE,
                              floor_mm=NAME_SIZE * SMALLEST, lines=2)
                else:
                    cv.line(bid.x + 2, label_top - 1.2, took.right - 2, label_top - 1.2, 0.15, FAINT)
            cv.text(bid.x, label_top, bid.width, layout.label_row, labels.bid, 2.5)
            cv.text(took.x, label_top, took.width, layout.label_row, labels.took, 2.5)
        for kind, text in (("points", labels.points), ("bags", labels.bags), ("total", labels.total)):
            col = _column(layout, kind, head.side)
            if col is None:
                continue
            if kind == "total":
                cv.fill(col.x, group_bottom, col.width, bottom - group_bottom, TOTAL_FILL.darker(106))
            cv.fitted(col.x, group_bottom, col.width, bottom - group_bottom, text, 2.7, floor_mm=2.7 * SMALLEST,
                      lines=2, bold=kind == "total", pad=0.4)


# --------------------------------------------------------------------- rows
def _paint_played_row(cv: _Canvas, layout: PageLayout, row: HandRow, y: float, numbers: dict[str, int]) -> None:
    h, s = layout.row_height, layout.text_scale  # s < 1: rows lowered to fit the game on one page
    hand = _column(layout, "hand")
    dealer = _column(layout, "dealer")
    deal = _column(layout, "deal")
    assert hand is not None and dealer is not None
    cv.text(hand.x, y, hand.width, h, str(row.hand_number), 3.6 * s, bold=True)
    cv.fitted(dealer.x, y, dealer.width, h, row.dealer_name, NAME_SIZE * s, floor_mm=NAME_SIZE * SMALLEST * s,
              lines=2)
    if deal is not None and row.deal_number is not None:  # a scorekept game (real cards) has no deal numbers
        cv.text(deal.x, y, deal.width, h, str(row.deal_number), 2.5 * s, color=FAINT, family=MONO_FAMILY)
    for cell in row.sides:
        _paint_side_cell(cv, layout, cell, y, numbers)


def _paint_side_cell(cv: _Canvas, layout: PageLayout, cell: SideCell, y: float, numbers: dict[str, int]) -> None:
    h, s = layout.row_height, layout.text_scale  # s < 1: rows lowered to fit the game on one page
    for bid in cell.bids:
        bcol = _column(layout, "bid", cell.side, bid.seat)
        tcol = _column(layout, "took", cell.side, bid.seat)
        assert bcol is not None and tcol is not None
        mark = bid.mark + (" \u2717" if bid.nil_failed else "")
        cv.text(bcol.x, y, bcol.width, h, mark, 3.5 * s, bold=bid.is_nil, color=RED if bid.nil_failed else INK)
        cv.text(tcol.x, y, tcol.width, h, str(bid.tricks), 3.5 * s)
    pts = _column(layout, "points", cell.side)
    assert pts is not None
    color = RED if cell.points < 0 else INK
    note = cell_note(cell)
    if note:
        cv.text(pts.x, y + 0.3 * s, pts.width, h * 0.56, signed(cell.points), POINTS_SIZE * s, color=color)
        number = numbers.get(note)  # too long for the cell: a numbered note under the table
        cv.fitted(pts.x, y + h * 0.56, pts.width, h * 0.4, f"*{number}" if number else note, NOTE_SIZE * s,
                  floor_mm=POINTS_SIZE * SMALLEST * s, italic=True, bold=number is not None, color=RED, pad=NOTE_PAD)
    else:
        cv.text(pts.x, y, pts.width, h, signed(cell.points), POINTS_SIZE * s, color=color)
    bags = _column(layout, "bags", cell.side)
    if bags is not None:
        cv.text(bags.x, y, bags.width, h, str(cell.bags_after), 3.2 * s, color=RED if cell.bag_penalty else INK)
    total = _column(layout, "total", cell.side)
    assert total is not None
    cv.text(total.x, y, total.width, h, whole(cell.total), 4.0 * s, bold=True)


def _paint_final(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, y: float) -> float:
    h = layout.final_height
    left = layout.table_left
    cv.fill(left, y, layout.table_width, h, FINAL_FILL)
    dealer = _column(layout, "dealer")
    assert dealer is not None
    cv.text(left, y, dealer.right - left, h, sheet.labels.final, 4.2, bold=True)
    totals = sheet.final_totals
    for head in sheet.sides:
        x0, x1 = _group_span(layout, head.side)
        won = sheet.winner == head.side
        text = whole(totals[head.side]) if totals else ""
        if won:
            text = "\u2605 " + text
        cv.text(x0, y, x1 - x0, h, text, 6.0 if won else 5.2, bold=True, color=INK if won else FAINT)
    cv.box(left, y, layout.table_width, h, 0.6)
    if not sheet.result_line:
        return y + h
    cv.text(left, y + h + 0.5, layout.table_width, 6.0, sheet.result_line, 3.6, bold=True,
            align=Qt.AlignmentFlag.AlignLeft, pad=0)
    return y + h + RESULT_LINE


def _paint_grid(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, rows: int, tall_names: set[int]) -> None:
    left, right = layout.table_left, layout.table_left + layout.table_width
    top = layout.head_top
    body = layout.body_top
    bottom = body + rows * layout.row_height
    # horizontal rules
    for i in range(1, rows):
        heavy = sheet.blank and i % 5 == 0
        cv.line(left, body + i * layout.row_height, right, body + i * layout.row_height,
                0.3 if heavy else 0.15, INK if heavy else GRID)
    for col in layout.columns:  # under the titles (not through names printed over a title's row)
        if col.side is not None and not (col.side in tall_names and col.kind in ("bid", "took")):
            cv.line(col.x, top + layout.group_row, col.right, top + layout.group_row, 0.2, GRID)
    if layout.name_row:
        y = top + layout.group_row + layout.name_row
        for col in layout.columns:
            if col.kind in ("bid", "took"):
                cv.line(col.x, y, col.right, y, 0.15, GRID)
    cv.line(left, body, right, body, 0.5, INK)
    # vertical rules
    group_edges = {_group_span(layout, h.side)[0] for h in sheet.sides}
    for col in layout.columns[1:]:
        if col.x in group_edges:
            cv.line(col.x, top, col.x, bottom, 0.6, INK)
        else:
            head_top = top + layout.group_row if col.side is not None else top
            if col.kind == "bid" and col.side in tall_names:
                head_top = top  # between partners' names printed over the title's row
            elif col.kind == "took":
                head_top += layout.name_row  # the player's name spans Bid and Took
            heavy = col.kind == "total"
            cv.line(col.x, head_top, col.x, bottom, 0.3 if heavy else 0.15, INK if heavy else GRID)
    cv.box(left, top, layout.table_width, bottom - top, 0.6)


def _paint_notes(cv: _Canvas, layout: PageLayout, notes: tuple[tuple[int, str], ...], y: float) -> float:
    """The page's numbered call-outs, one a line: "*1 = set · BN ✗ · big bemo"; returns the y under them."""
    if not notes:
        return y
    y += NOTES_GAP
    left = layout.table_left
    for number, note in notes:
        cv.fitted(left, y, layout.table_width, NOTE_LINE, f"*{number} = {note}", 2.8, floor_mm=2.8 * SMALLEST,
                  italic=True, color=RED, align=Qt.AlignmentFlag.AlignLeft, pad=0)
        y += NOTE_LINE
    return y


def _paint_body(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, page: int, tall_names: set[int]) -> float:
    indices = page_rows(sheet, page, layout.page_size)
    y = layout.body_top
    count = len(indices)
    # tints: each side group lightly coloured, totals in cream
    for head in sheet.sides:
        x0, x1 = _group_span(layout, head.side)
        cv.fill(x0, y, x1 - x0, count * layout.row_height, SIDE_TINTS[head.side % 4])
        total = _column(layout, "total", head.side)
        assert total is not None
        cv.fill(total.x, y, total.width, count * layout.row_height, TOTAL_FILL)
    hand = _column(layout, "hand")
    assert hand is not None
    numbers = note_numbers(sheet, layout.page_size)
    for i in indices:
        if sheet.blank:
            cv.text(hand.x, y, hand.width, layout.row_height, str(i + 1), 2.8, color=FAINT)
        else:
            _paint_played_row(cv, layout, sheet.rows[i], y, numbers)
        y += layout.row_height
    _paint_grid(cv, sheet, layout, count, tall_names)
    return y


def _paint_house(cv: _Canvas, layout: PageLayout, y: float) -> None:
    """The house notes under the table (``paper_notes``: the deck, the bonuses…), as wrapped: a blank sheet's on
    every page, a filled sheet's on its last."""
    y += NOTES_GAP
    for line in layout.house_lines:
        cv.text(layout.table_left, y, layout.table_width, HOUSE_LINE, line, HOUSE_SIZE, color=INK,
                align=Qt.AlignmentFlag.AlignLeft, pad=0)
        y += HOUSE_LINE


def _paint_footer(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, page: int, pages: int) -> None:
    top = layout.footer_top + 1.5
    left = layout.table_left
    width = layout.table_width
    legend = "   ".join(f"{mark} = {meaning}" for mark, meaning in sheet.legend)
    cv.text(left, top, width * 0.78, 5.0, legend, 2.8, color=FAINT, align=Qt.AlignmentFlag.AlignLeft, pad=0)
    page_text = sheet.labels.page.format(page=page + 1, pages=pages)
    cv.text(left + width * 0.78, top, width * 0.22, 5.0, page_text, 2.8, color=FAINT,
            align=Qt.AlignmentFlag.AlignRight, pad=0)
    cv.text(left, top + 4.2, width, 3.5, "Spades Desktop", 2.0, color=GRID, align=Qt.AlignmentFlag.AlignRight,
            pad=0)
    if sheet.note:
        cv.text(left, top + 4.2, width * 0.78, 3.5, sheet.note, 2.8, color=FAINT, align=Qt.AlignmentFlag.AlignLeft,
                pad=0)


# --------------------------------------------------------------------- pages
def paint_sheet(painter: QPainter, page_rect: QRectF, model: ScoreSheet, page: int) -> None:
    """Draw page ``page`` (0-based) of ``model`` scaled into ``page_rect`` (painter coordinates)."""
    layout = page_layout(model)
    pages = page_count(model)
    painter.save()
    try:
        scale = min(page_rect.width() / (layout.page_width * U), page_rect.height() / (layout.page_height * U))
        dx = (page_rect.width() - layout.page_width * U * scale) / 2
        dy = (page_rect.height() - layout.page_height * U * scale) / 2
        painter.translate(page_rect.x() + dx, page_rect.y() + dy)
        painter.scale(scale, scale)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        cv = _Canvas(painter)
        _paint_title(cv, model, layout)
        tall_names = _names_over_title(cv, model, layout)
        _paint_heads(cv, model, layout, tall_names)
        y = _paint_body(cv, model, layout, page, tall_names)
        if not model.blank and page == pages - 1:
            y = _paint_final(cv, model, layout, y + FINAL_GAP)
        if not model.blank:
            y = _paint_notes(cv, layout, page_notes(model, page, layout.page_size), y)
            if page == pages - 1:
                _paint_house(cv, layout, y)
        else:
            _paint_house(cv, layout, y)
        _paint_footer(cv, model, layout, page, pages)
    finally:
        painter.restore()


def configure_device(device: QPagedPaintDevice, model: ScoreSheet) -> None:
    """Set the paper size and orientation of a printer or PDF writer for ``model``, edge to edge."""
    layout = page_layout(model)
    size = QPageSize(QPageSize.PageSizeId.A4 if layout.page_size == "a4" else QPageSize.PageSizeId.Letter)
    orientation = QPageLayout.Orientation.Landscape if layout.landscape else QPageLayout.Orientation.Portrait
    device.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))


def paint_document(device: QPagedPaintDevice, model: ScoreSheet) -> int:
    """Paint every page of ``model`` on a printer or PDF writer; returns the page count.

    For a ``QPrinter`` call ``printer.setFullPage(True)`` (``configure_device`` leaves the margins to the sheet).
    """
    pages = page_count(model)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate("ScoreSheet", "could not start drawing on the printer or file"))
    try:
        for page in range(pages):
            if page:
                device.newPage()
            rect = QRectF(0, 0, device.width(), device.height())
            paint_sheet(painter, rect, model, page)
    finally:
        painter.end()
    return pages


def _write_file(target: Path, data: bytes) -> None:
    """Put finished bytes in place atomically, so a failure never leaves half a file over a good one."""
    if not target.parent.is_dir():
        raise OSError(QCoreApplication.translate(
            "ScoreSheet", "could not write {path}: the folder {folder} does not exist").format(
            path=target, folder=target.parent))
    try:
        write_atomic(target, data)
    except OSError as exc:
        raise OSError(QCoreApplication.translate("ScoreSheet", "could not write {path}: {reason}").format(
            path=target, reason=exc.strerror or exc)) from None


def pdf_bytes(model: ScoreSheet, resolution: int = 300) -> tuple[bytes, int]:
    """``model`` as the bytes of a PDF file, and its page count."""
    ensure_gui_app()
    data = QByteArray()
    buffer = QBuffer(data)
    if not buffer.open(QIODevice.OpenModeFlag.WriteOnly):  # pragma: no cover - a memory buffer always opens
        raise OSError(QCoreApplication.translate("ScoreSheet", "could not start drawing on the printer or file"))
    writer = QPdfWriter(buffer)
    writer.setResolution(resolution)
    writer.setCreator("Spades Desktop")
    writer.setTitle(model.title + (f" \u2014 {model.preset_name}" if model.preset_name else ""))
    configure_device(writer, model)
    pages = paint_document(writer, model)
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data()), pages


def render_pdf(model: ScoreSheet, path: str | Path, resolution: int = 300) -> int:
    """Write ``model`` as a PDF; returns the page count.

    The PDF is made in memory and then written atomically: on a full disk or a
    read-only folder an ``OSError`` says so and an older file at ``path`` is untouched.
    """
    target = Path(path)
    data, pages = pdf_bytes(model, resolution)
    if not data:
        raise OSError(_could_not_write(target))
    _write_file(target, data)
    return pages


def render_image(model: ScoreSheet, page: int = 0, dpi: float = 150.0) -> QImage:
    """One page as a white image at ``dpi`` dots per inch."""
    ensure_gui_app()
    layout = page_layout(model)
    size = QSizeF(layout.page_width / 25.4 * dpi, layout.page_height / 25.4 * dpi).toSize()
    image = QImage(size, QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        paint_sheet(painter, QRectF(0, 0, size.width(), size.height()), model, page)
    finally:
        painter.end()
    return image


def png_bytes(model: ScoreSheet, page: int = 0, dpi: float = 150.0) -> bytes:
    """One page of ``model`` as the bytes of a PNG file."""
    image = render_image(model, page, dpi)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes str
    buffer.close()
    return bytes(data.data()) if ok else b""


def render_png(model: ScoreSheet, path: str | Path, page: int = 0, dpi: float = 150.0) -> None:
    """Write one page of ``model`` as a PNG, atomically. Raises ``OSError`` when the file cannot be written."""
    target = Path(path)
    data = png_bytes(model, page, dpi)
    if not data:
        raise OSError(_could_not_write(target))
    _write_file(target, data)


def page_files(model: ScoreSheet, path: str | Path) -> list[Path]:
    """The files ``write_sheet`` writes to ``path``: the PDF, or one PNG a page (``name.png``, ``name-2.png`` ...)."""
    target = Path(path)
    if target.suffix.lower() != ".png":
        return [target]
    return [target if page == 0 else target.with_name(f"{target.stem}-{page + 1}{target.suffix}")
            for page in range(page_count(model))]


def write_sheet(model: ScoreSheet, path: str | Path, dpi: float = 150.0) -> list[Path]:
    """Write a PDF, or PNG pages (``name.png``, ``name-2.png`` ...) by the file's suffix; the files written."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".pdf":
        render_pdf(model, target)
        return [target]
    if suffix != ".png":
        raise ValueError(f"a score sheet is written as .pdf or .png, not {target.name!r}")
    files = page_files(model, target)
    for page, name in enumerate(files):
        render_png(model, name, page, dpi)
    return files

"""Painting score sheets with QPainter: PDF, PNG, printers and previews.

``paint_sheet`` draws one page of a ``ScoreSheet`` into any rectangle of any
paint device; the page geometry (millimetres) comes from ``layout.py`` and is
scaled uniformly, so a PDF, a PNG and a printed page look the same. Drawing
uses a 0.1 mm logical unit so font pixel sizes stay precise.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from ..fileio import write_atomic
from .layout import Column, PageLayout, page_count, page_layout, page_rows
from .model import HandRow, ScoreSheet, SideCell, signed

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
    return QGuiApplication(["spades-desktop"])


# ------------------------------------------------------------------ helpers
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
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(self.rect(x + pad, y, w - 2 * pad, h), int(align | Qt.AlignmentFlag.AlignVCenter), text)

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


def _group_span(layout: PageLayout, side: int) -> tuple[float, float]:
    cols = [c for c in layout.columns if c.side == side]
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


def _paint_heads(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout) -> None:
    top = layout.head_top
    group_bottom = top + layout.group_row
    label_top = group_bottom + layout.name_row
    bottom = layout.body_top
    cv.fill(layout.table_left, top, layout.table_width, bottom - top, HEAD_FILL)
    labels = sheet.labels
    for kind, text in (("hand", labels.hand), ("dealer", labels.dealer), ("deal", labels.deal)):
        col = _column(layout, kind)
        if col is not None:
            cv.text(col.x, top, col.width, bottom - top, text, 2.9, bold=True)
    for head in sheet.sides:
        x0, x1 = _group_span(layout, head.side)
        cv.fill(x0, top, x1 - x0, layout.group_row, SIDE_TINTS[head.side % 4].darker(104))
        if head.title:
            cv.text(x0, top, x1 - x0, layout.group_row, head.title, 4.0, bold=True)
        else:
            cv.line(x0 + 3, group_bottom - 1.6, x1 - 3, group_bottom - 1.6, 0.2, FAINT)
        for player in head.players:
            bid = _column(layout, "bid", head.side, player.seat)
            took = _column(layout, "took", head.side, player.seat)
            assert bid is not None and took is not None
            if layout.name_row:
                if player.name:
                    cv.text(bid.x, group_bottom, took.right - bid.x, layout.name_row, player.name, 3.0)
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
            cv.text(col.x, group_bottom, col.width, bottom - group_bottom, text, 2.7, bold=kind == "total")


# --------------------------------------------------------------------- rows
def _paint_played_row(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, row: HandRow, y: float) -> None:
    h = layout.row_height
    hand = _column(layout, "hand")
    dealer = _column(layout, "dealer")
    deal = _column(layout, "deal")
    assert hand is not None and dealer is not None
    cv.text(hand.x, y, hand.width, h, str(row.hand_number), 3.6, bold=True)
    cv.text(dealer.x, y, dealer.width, h, row.dealer_name, 3.0)
    if deal is not None:  # a scorekept game (real cards) has no deal numbers
        cv.text(deal.x, y, deal.width, h, str(row.deal_number), 2.5, color=FAINT, family=MONO_FAMILY)
    for cell in row.sides:
        _paint_side_cell(cv, layout, cell, y)


def _paint_side_cell(cv: _Canvas, layout: PageLayout, cell: SideCell, y: float) -> None:
    h = layout.row_height
    for bid in cell.bids:
        bcol = _column(layout, "bid", cell.side, bid.seat)
        tcol = _column(layout, "took", cell.side, bid.seat)
        assert bcol is not None and tcol is not None
        mark = bid.mark + (" \u2717" if bid.nil_failed else "")
        cv.text(bcol.x, y, bcol.width, h, mark, 3.5, bold=bid.is_nil, color=RED if bid.nil_failed else INK)
        cv.text(tcol.x, y, tcol.width, h, str(bid.tricks), 3.5)
    pts = _column(layout, "points", cell.side)
    assert pts is not None
    color = RED if cell.points < 0 else INK
    if cell.notes:
        cv.text(pts.x, y + 0.3, pts.width, h * 0.6, signed(cell.points), 3.4, color=color)
        cv.text(pts.x, y + h * 0.56, pts.width, h * 0.4, " \u00b7 ".join(cell.notes), 1.8, italic=True,
                color=RED, pad=0.3)
    else:
        cv.text(pts.x, y, pts.width, h, signed(cell.points), 3.4, color=color)
    bags = _column(layout, "bags", cell.side)
    if bags is not None:
        cv.text(bags.x, y, bags.width, h, str(cell.bags_after), 3.2, color=RED if cell.bag_penalty else INK)
    total = _column(layout, "total", cell.side)
    assert total is not None
    cv.text(total.x, y, total.width, h, str(cell.total), 4.0, bold=True)


def _paint_final(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, y: float) -> None:
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
        text = str(totals[head.side]) if totals else ""
        if won:
            text = "\u2605 " + text
        cv.text(x0, y, x1 - x0, h, text, 6.0 if won else 5.2, bold=True, color=INK if won else FAINT)
    cv.box(left, y, layout.table_width, h, 0.6)
    if sheet.result_line:
        cv.text(left, y + h + 0.5, layout.table_width, 6.0, sheet.result_line, 3.6, bold=True,
                align=Qt.AlignmentFlag.AlignLeft, pad=0)


def _paint_grid(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, rows: int) -> None:
    left, right = layout.table_left, layout.table_left + layout.table_width
    top = layout.head_top
    body = layout.body_top
    bottom = body + rows * layout.row_height
    # horizontal rules
    for i in range(1, rows):
        heavy = sheet.blank and i % 5 == 0
        cv.line(left, body + i * layout.row_height, right, body + i * layout.row_height,
                0.3 if heavy else 0.15, INK if heavy else GRID)
    sides_left = _group_span(layout, sheet.sides[0].side)[0]
    cv.line(sides_left, top + layout.group_row, right, top + layout.group_row, 0.2, GRID)
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
            if col.kind == "took":
                head_top += layout.name_row  # the player's name spans Bid and Took
            heavy = col.kind == "total"
            cv.line(col.x, head_top, col.x, bottom, 0.3 if heavy else 0.15, INK if heavy else GRID)
    cv.box(left, top, layout.table_width, bottom - top, 0.6)


def _paint_body(cv: _Canvas, sheet: ScoreSheet, layout: PageLayout, page: int) -> float:
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
    for i in indices:
        if sheet.blank:
            cv.text(hand.x, y, hand.width, layout.row_height, str(i + 1), 2.8, color=FAINT)
        else:
            _paint_played_row(cv, sheet, layout, sheet.rows[i], y)
        y += layout.row_height
    _paint_grid(cv, sheet, layout, count)
    return y


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
        _paint_heads(cv, model, layout)
        y = _paint_body(cv, model, layout, page)
        if not model.blank and page == pages - 1:
            _paint_final(cv, model, layout, y + 2.0)
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

"""The duplicate match's window: the running comparison, deal by deal, with the match's state in one line.

It stays beside the table for the whole match and comes to the front after
every deal. Closing it only hides it: the match goes on at the table, and
Game ▸ New duplicate match… shows it again (once the match is over, with the
set-up dialog's See the last match, until a new match replaces it). "Review the bots' table" opens the
hand review on the bots' play of a deal both tables played (``session.want_bots_game``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QBrush, QColor, QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.duplicate_match import YOU, rows
from .. import layouts, style, texts
from ..accessibility import as_window
from ..replace_check import may_write
from . import table_text
from .session import adoptable

if TYPE_CHECKING:
    from .session import DuplicateSession

DEAL_NUMBER_COLUMN, BOTS_COLUMN, DIFFERENCE_COLUMN, TOTAL_COLUMN = 1, 4, 6, 7
# The columns that give way, in this order, on a window too narrow for every column's least width (``column_widths``):
# the running total (the total row's Difference is the match's) and the deal numbers; what they show goes into the
# tool tips of the deal's and the difference's cells (``_tell_hidden``), and a screen reader still reads them
NARROW_HIDES = (TOTAL_COLUMN, DEAL_NUMBER_COLUMN)


def gain_colours() -> tuple[QColor, QColor]:
    """A deal's difference in your favour and against you: dark green and red on paper, light on black."""
    if style.theme() is style.HIGH_CONTRAST:
        return QColor("#80ff80"), QColor(style.HIGH_CONTRAST.error)
    return QColor("#1d7a3a"), QColor("#b3261e")


def cell_child(table: QTableWidget, row: int, column: int) -> int:
    """The index among the table's accessible children (headings first) of the cell at ``row``, ``column``; -1 when
    there is none."""
    deals = QAccessible.queryAccessibleInterface(table)
    for child in range(deals.childCount() if deals is not None else 0):
        cell = deals.child(child) if deals is not None else None
        place = cell.tableCellInterface() if cell is not None else None
        if place is not None and place.rowIndex() == row and place.columnIndex() == column:
            return child
    return -1


class DealsTable(QTableWidget):
    """The comparison's table: it would like no more height than its least (its headings, a deal and the total:
    ``DuplicateWindow._fit_header``), so that the window's scrolled body asks no more room than that of the screen
    and the window may be made lower, the deals scrolling; the window's first size has the deals' rows in sight
    (``DuplicateWindow.wanted_size``) and the table takes the height the window has. Qt's own wish, 192 pixels,
    made the first window 24 pixels higher than wanted, an empty band under the total."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), max(self.minimumHeight(), self.minimumSizeHint().height()))


class DuplicateWindow(QWidget):
    """See the module docstring."""

    def __init__(self, session: DuplicateSession, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        as_window(self)  # a frame to a screen reader, not a "filler" (Orca QA)
        self.session = session
        self.setWindowTitle(self.tr("Duplicate match"))
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.table = DealsTable(0, len(table_text.headers()), self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        # the columns' widths are set to the table's width (``column_widths``): Stretch cut a heading's word on both
        # sides on a small screen (Russian QA at 14 points, 911 pixels wide), where the columns now scroll sideways
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)  # the total pin covers the
        # total row's own place exactly at the bottom of the scrolling
        # The comparison could not be reached by keyboard (no focus): Tab stops on it, the arrows move from cell
        # to cell, Tab goes on to the buttons.
        self.table.setAccessibleName(self.tr("Deals"))
        self.table.setTabKeyNavigation(False)
        # the current deal's row is selected: with nothing selectable Orca 43 still ended every row read with
        # "not selected" (a cell of a table that has a selection but is not in it); each cell is read with its
        # column's name ("Bots in your seat: −70", ``_fill``), and Tab back into the deals says the current row
        # (``eventFilter``), not only "Deals. table with 2 rows 8 columns" (Orca QA, round 12)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.installEventFilter(self)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        header.setMinimumHeight(header.fontMetrics().lineSpacing() * 2 + 12)  # a long heading wraps to two lines
        header.sectionResized.connect(lambda *_sizes: self._fit_header())  # or more, in a narrow window
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = QFont(self.status.font())
        bold.setBold(True)
        self.status.setFont(bold)
        self.legend = QLabel(table_text.legend(), self)
        self.legend.setWordWrap(True)
        self.legend.setObjectName("Muted")
        self.play_button = QPushButton(self)
        self.play_button.clicked.connect(self.play_next)
        # The bots' play of a deal (docs/duplicate.md: a deal where the bot did much better is worth a review, and
        # Review hand showed only your table): the review window on the bots' table's game of the deal chosen
        self.bots_button = QPushButton(self)
        self.bots_button.clicked.connect(lambda: self.review_bots())
        self.table.currentCellChanged.connect(lambda *_cells: self._update_bots_button())
        self.table.cellDoubleClicked.connect(lambda row, _column: self.review_bots(row))
        self.table.activated.connect(lambda index: self.review_bots(index.row()))  # Enter on a row, as a double-click
        self.reviews: list[QWidget] = []
        self._row_tips: list[list[str]] = []  # each deal's row's tool tip, before what hidden columns add
        self._verdict_said = session.state.complete  # a match over before this window: nothing new to say
        self.export_button = QPushButton(self.tr("&Export…"), self)
        self.export_button.setToolTip(self.tr("Save the comparison as PDF (to print), a web page or a CSV table"))
        self.export_button.clicked.connect(lambda: self.export())
        self.close_button = QPushButton(self.tr("&Close"), self)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.bots_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        # All but the buttons in a body that scrolls on a screen too low for it (low-vision QA, 1280 x 720 at 200 %
        # and 14 points, 640 x 360 logical pixels: the table's least height, its headings' lines, a deal and the
        # total, grew past the window's, and the status line and the key were drawn across the table's rows). The
        # window keeps its wrapped lines' room and stays on the screen (``keep_room_for_wrapped_text``).
        self.body = layouts.BodyScroll(self)
        self._inside = inside = QVBoxLayout(self.body.body)
        inside.setContentsMargins(0, 0, 0, 0)
        inside.addWidget(self.heading)
        inside.addWidget(self.table, 1)
        inside.addWidget(self.status)
        inside.addWidget(self.legend)
        self._outer = outer = QVBoxLayout(self)
        outer.addWidget(self.body, 1)
        outer.addLayout(buttons)
        self._buttons = buttons
        layouts.keep_room_for_wrapped_text(self)
        self.last_export: Path | None = None
        self.total_pin = self._make_total_pin()
        self.table.viewport().installEventFilter(self)  # a new width: the columns fit it; the pin goes along
        session.changed.connect(self.refresh)
        session.finished_deal.connect(lambda _index: self.show_between_deals())
        session.bots_game_ready.connect(self._open_bots_review)
        self.refresh()
        layouts.fit_size(self, *self.wanted_size())

    def _make_total_pin(self) -> QTableView:
        """The total row pinned over the bottom of the deals while they scroll (Russian QA: at 14 points on a 512-pixel
        high screen the total always needed scrolling): a view of the table's own last row, laid over the table's
        viewport, scrolling sideways with it. The total stays a row of the table, for the keyboard and a screen
        reader; at the bottom of the scrolling the pin covers exactly that row."""
        table = self.table
        pin = QTableView(table)
        pin.setModel(table.model())
        pin.horizontalHeader().hide()
        pin.verticalHeader().hide()
        pin.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        pin.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        pin.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        pin.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        pin.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        pin.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        pin.setWordWrap(True)
        pin.setFrameShape(QFrame.Shape.NoFrame)
        # the theme's frame is the table's; a line above the total, as under a column of figures to be added
        pin.setStyleSheet("QTableView { border: 0px; border-top: 1px solid palette(text); padding: 0px; }")
        pin.hide()
        table.horizontalScrollBar().valueChanged.connect(pin.horizontalScrollBar().setValue)
        table.horizontalHeader().sectionResized.connect(lambda column, _old, new: pin.setColumnWidth(column, new))
        table.verticalScrollBar().rangeChanged.connect(lambda *_range: self._place_pin())
        return pin

    def _place_pin(self) -> None:
        """Show the total pin over the bottom of the table's viewport while the deals scroll, else hide it."""
        table, pin = self.table, self.total_pin
        total = table.rowCount() - 1
        if total < 0 or table.verticalScrollBar().maximum() <= 0:
            pin.hide()
            return
        for row in range(table.rowCount()):
            pin.setRowHidden(row, row != total)
        height = table.rowHeight(total)
        pin.setRowHeight(total, height)
        for column in range(table.columnCount()):
            pin.setColumnHidden(column, table.isColumnHidden(column))
            pin.setColumnWidth(column, table.columnWidth(column))
        viewport = table.viewport().geometry()
        line = 1  # the line above the total (the pin's style sheet)
        pin.setGeometry(viewport.left(), viewport.bottom() + 1 - height - line, viewport.width(), height + line)
        first = table.item(total, 0)
        pin.setAccessibleName(first.text() if first is not None else "")  # "Total", as the row's first cell
        pin.show()
        pin.raise_()
        pin.horizontalScrollBar().setValue(table.horizontalScrollBar().value())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.FocusIn:
            QTimer.singleShot(0, self._tell_current_cell)  # after Qt has told the table's own focus
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
            self._place_pin()
        return super().eventFilter(watched, event)

    def _tell_current_cell(self) -> None:
        """Tell screen readers that the current cell has the focus, as Qt does when the current cell changes: Tab
        back into the deals said the table alone ("Deals. table with 2 rows 8 columns"), not the row it is on."""
        table = self.table
        index = table.currentIndex()
        if not (table.hasFocus() and index.isValid()):
            return
        child = cell_child(table, index.row(), index.column())
        if child < 0:
            return
        event = QAccessibleEvent(table, QAccessible.Event.Focus)
        event.setChild(child)
        QAccessible.updateAccessibility(event)

    # ---------------------------------------------------------------- size
    MOST_ROWS = 13  # the deals of a long (12-deal) match and the total in sight at the first size; more scroll

    def _padding(self) -> int:
        """The room a heading's section takes besides its text (the style's margins and frame): the sections' own
        size hints less their texts, which Qt measures in bold."""
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        spare = 4
        for column in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                spare = max(spare, header.sectionSizeHint(column) - metrics.horizontalAdvance(item.text()))
        return spare

    def column_needs(self, short: bool = False) -> list[int]:
        """Each column's width to be at ease: its cells whole and its heading on at most two lines (its longest word
        whole), in the window's font; ``short``: with the headings of a narrow window (``headings``)."""
        return self._column_widths_for(two_lines=True, short=short)

    def column_least(self) -> list[int]:
        """Each column's least width: its cells and its heading's longest word whole (the heading on as many lines
        as it takes); narrower, the table scrolls sideways."""
        return self._column_widths_for(two_lines=False)

    def headings(self, short: bool) -> list[str]:
        """The columns' headings; ``short``: on a window too narrow for every column (``NARROW_HIDES``), the bots'
        side's two words rather than four ("Bots in your seat" took four lines at 200 % with a 14-point font, its
        column as narrow as its figures; the whole heading is its tool tip, and each cell is read with it)."""
        headings = table_text.headers()
        if short:
            headings[BOTS_COLUMN] = self.tr("Bots' side")
        return headings

    def _column_widths_for(self, two_lines: bool, short: bool = False) -> list[int]:
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        padding = self._padding()
        needs = []
        headings = self.headings(short)
        for column in range(self.table.columnCount()):
            words = headings[column].split() if column < len(headings) else []
            if two_lines:
                heading = metrics.horizontalAdvance(" ".join(words))
                for cut in range(1, len(words)):  # the narrowest break into two lines
                    heading = min(heading, max(metrics.horizontalAdvance(" ".join(words[:cut])),
                                               metrics.horizontalAdvance(" ".join(words[cut:]))))
            else:
                heading = max((metrics.horizontalAdvance(word) for word in words), default=0)
            needs.append(max(heading + padding + 6, self.table.sizeHintForColumn(column)))  # 6: a text measured by
            # its lines may take a pixel or two more than by its advance
        return needs

    def column_widths(self, room: int) -> list[int]:
        """The columns' widths in a table whose viewport is ``room`` wide, 0 for a column hidden: with room for each
        column's need, the first as it needs and the others alike, sharing the room; with less, each between its
        least width and its need; with less than the least widths, the running total and then the deal numbers
        hidden (``NARROW_HIDES``: at 200 % and 14 points, 640 pixels wide, the eight columns needed 745 of 580, the
        Difference behind the sideways scroll bar and a heading in four lines, QA), the rest shared alike; with
        less still, the least widths (the table scrolls sideways rather than cut a word)."""
        needs, least = self.column_needs(), self.column_least()
        hidden: set[int] = set()
        for column in NARROW_HIDES:
            if column >= len(least) or sum(w for c, w in enumerate(least) if c not in hidden) <= room:
                break
            hidden.add(column)
        if hidden:  # the short headings (the least widths are their words' or their figures' alike)
            needs = [max(need, low) for need, low in zip(self.column_needs(short=True), least, strict=True)]
        shown = [c for c in range(len(needs)) if c not in hidden]
        widths = self._shared([needs[c] for c in shown], [least[c] for c in shown], room)
        placed = dict(zip(shown, widths, strict=True))
        return [placed.get(column, 0) for column in range(len(needs))]

    @staticmethod
    def _shared(needs: list[int], least: list[int], room: int) -> list[int]:
        """``column_widths`` of the columns shown, whose needs and least widths are ``needs`` and ``least``."""
        count = len(needs)
        if count < 2:
            return [max(room, sum(least))] if count else []
        alike = max(needs[1:])
        if needs[0] + alike * (count - 1) <= room:
            share, spare = divmod(room - needs[0], count - 1)
            return [needs[0]] + [share + (1 if column < spare else 0) for column in range(count - 1)]
        if sum(needs) <= room:
            base = needs
            gaps = [1] * count
        elif sum(least) < room:
            base = least
            gaps = [need - low for need, low in zip(needs, least, strict=True)]
        else:
            return least
        spare = room - sum(base)
        weight = max(1, sum(gaps))
        widths = [width + spare * gap // weight for width, gap in zip(base, gaps, strict=True)]
        for column in range(room - sum(widths)):  # what the rounding left, a pixel to a column
            widths[count - 1 - column % count] += 1
        return widths

    def _fit_columns(self) -> None:
        """The columns' widths to the table's viewport (``column_widths``), a column of width 0 hidden."""
        table = self.table
        header = table.horizontalHeader()
        hiding = False
        widths = self.column_widths(table.viewport().width())
        headings, whole = self.headings(short=0 in widths), table_text.headers()
        for column, heading in enumerate(headings):
            item = table.horizontalHeaderItem(column)
            if item is not None and item.text() != heading:  # before the widths: the heading row's height is
                item.setText(heading)  # fitted to its texts as the sections resize
                item.setToolTip(whole[column] if heading != whole[column] else "")
        for column, width in enumerate(widths):
            if table.isColumnHidden(column) != (width == 0):
                table.setColumnHidden(column, width == 0)
                hiding = True
            if width and header.sectionSize(column) != width:
                header.resizeSection(column, width)
        if hiding:
            self._tell_hidden()
            self._place_pin()

    def _tell_hidden(self) -> None:
        """What the hidden columns show (``NARROW_HIDES``) in the tool tips: a deal's number (on the total row the
        deals played) in its first cell's, the running total in its difference's."""
        table = self.table
        headings = table_text.headers()
        for row in range(table.rowCount()):
            tip = " ".join(self._row_tips[row]) if row < len(self._row_tips) else ""
            number = table.item(row, DEAL_NUMBER_COLUMN)
            if table.isColumnHidden(DEAL_NUMBER_COLUMN) and number is not None and number.text():
                shown = number.text() if row == table.rowCount() - 1 else self.tr("{column}: {value}").format(
                    column=headings[DEAL_NUMBER_COLUMN], value=number.text())
                tip = "\n".join(part for part in (shown, tip) if part)
            first = table.item(row, 0)
            if first is not None:
                first.setToolTip(tip)
            total, difference = table.item(row, TOTAL_COLUMN), table.item(row, DIFFERENCE_COLUMN)
            if difference is not None and row < table.rowCount() - 1:
                difference.setToolTip(self.tr("{column}: {value}").format(
                    column=headings[TOTAL_COLUMN], value=total.text()) if table.isColumnHidden(
                    TOTAL_COLUMN) and total is not None and total.text() else "")

    def header_height(self, widths: list[int]) -> int:
        """The heading row's height when the sections are ``widths`` wide: each heading's wrapped lines whole, never
        below two lines (a window of its first size keeps it)."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        lines = metrics.lineSpacing() * 2
        padding = self._padding()
        for column, width in enumerate(widths):
            item = self.table.horizontalHeaderItem(column)
            if item is not None and width > 0:  # 0: hidden
                room = max(1, width - padding)
                lines = max(lines, metrics.boundingRect(0, 0, room, 100_000, flags, item.text()).height())
        return lines + 12

    def _fit_header(self) -> None:
        """The heading row as high as its longest heading wraps at the sections' widths: a heading of three lines
        ("Бот на вашем месте" at 14 points) was cut to two (QA)."""
        header = self.table.horizontalHeader()
        height = self.header_height([header.sectionSize(c) for c in range(self.table.columnCount())])
        if header.minimumHeight() != height:
            header.setMinimumHeight(height)
            self.table.updateGeometries()
        # never squeezed below its headings, a deal and the total (on a low screen the lines below took it all)
        table = self.table
        rows = sum(table.rowHeight(r) for r in range(max(0, table.rowCount() - 2), table.rowCount()))
        sideways = table.horizontalScrollBar().sizeHint().height() if header.length() > table.viewport().width() else 0
        least = height + rows + 2 * table.frameWidth() + sideways + 2
        if table.minimumHeight() != least:
            table.setMinimumHeight(least)

    def wanted_size(self) -> tuple[int, int]:
        """The first size: every column as wide as it needs (the stretched ones alike), the deals' rows in sight,
        the lines below at that width; within the screen's free room (a 14-point font at 150 % on 1366 x 768, 911 x
        512: QA), with the columns as they are at that width and the total pinned when the deals must scroll.
        A fixed 760 x 420 cut the headings at 14 points, in English and in Russian (QA)."""
        needs = self.column_needs()
        widths = [needs[0]] + [max(needs[1:], default=0)] * (len(needs) - 1)
        table = self.table
        rows = min(table.rowCount(), self.MOST_ROWS)
        frame = 2 * table.frameWidth()
        margins = self._outer.contentsMargins()
        around = frame + margins.left() + margins.right() + 2
        bar_width = table.verticalScrollBar().sizeHint().width()
        room = layouts.screen_room(self)
        has_room = room is not None and room.width() > 0 and room.height() > layouts.WINDOW_FRAME
        scrolls = table.rowCount() > rows
        width = height = 0
        for _pass in range(2):  # again with a scroll bar when the screen is too low for the rows
            bar = bar_width if scrolls else 0
            width = sum(widths) + around + bar
            if has_room and room is not None:
                width = min(width, room.width())
            inside = width - around - bar
            columns = self.column_widths(inside)
            sideways = table.horizontalScrollBar().sizeHint().height() if sum(columns) > inside else 0
            rows_height = sum(table.rowHeight(r) for r in range(rows))
            table_height = self.header_height(columns) + rows_height + frame + sideways + 2
            others = self._around_table(width)
            height = max(others + table_height, 300)
            if scrolls or not has_room or room is None or height <= room.height() - layouts.WINDOW_FRAME:
                break
            scrolls = True
        return width, height

    def _around_table(self, width: int) -> int:
        """The height of all but the table in a window ``width`` wide: the margins, the buttons and the body's lines
        (wrapped at that width) with the spacing between them."""
        outer, inside = self._outer, self._inside
        margins = outer.contentsMargins()
        room = max(1, width - margins.left() - margins.right())
        lines = [item.heightForWidth(room) if item.hasHeightForWidth() else item.sizeHint().height()
                 for item in (inside.itemAt(i) for i in range(inside.count()))
                 if item is not None and item.widget() is not self.table and not item.isEmpty()]
        return (margins.top() + margins.bottom() + outer.spacing() + self._buttons.sizeHint().height()
                + sum(lines) + inside.spacing() * len(lines))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:  # another theme: the gains and losses in its colours
            self.refresh()

    # ------------------------------------------------------------------ view
    def refresh(self) -> None:
        session = self.session
        state = session.state
        if state.complete and not self._verdict_said and not session.playing:
            # the match is over and the comparison has come forward (See the match; or the bots' table finished the
            # last deal after it): the last deal's own row, then the verdict. The verdict was said in its place,
            # as the last deal's summary came up, and that row never was (QA)
            self._verdict_said = True
            access = session.main.table_view.access
            access.announce(self._deal_said(), always=True)
            access.announce(self._verdict(), always=True)
        plan = state.plan
        self.heading.setText(table_text.heading(state, texts.level_name(plan.level), texts.level_name(plan.stand_in)))
        self.table.setHorizontalHeaderLabels(table_text.headers())
        items = rows(state)
        self.table.setRowCount(len(items) + 1)
        self._row_tips = []
        for r, row in enumerate(items):
            cells = table_text.row_cells(row, session.bots_pending(r), session.bots_failed(r))
            self._fill(r, cells, row.difference)
            tips = []
            if row.undo_used:
                tips.append(self.tr("A move was taken back (undo) at your table."))
            if row.restarts:
                tips.append(self.tr("This deal was dealt again at your table, so its cards had been seen; its "
                                    "first play to the score counts."))
            if session.playing and session.index == r:
                tips.append(self.tr("Being played at the table now."))
            self._row_tips.append(tips)
        total_row = len(items)
        self._fill(total_row, table_text.total_cells(state), None, bold=True)
        self.status.setText(self.status_text())
        current = state.current
        self.play_button.setVisible(current is not None and not session.playing)
        if current is not None:
            self.play_button.setText(self.tr("&Play deal {0}").format(current + 1))
        self._update_bots_button()
        # what brings the window back: the set-up dialog's See the last match once the match is over (the tooltip
        # promised the menu would show it, and the menu asked for a new match: QA)
        self.close_button.setToolTip(self.tr(
            "The match is over; Game ▸ New duplicate match… ▸ See the last match shows this window again, until a "
            "new match is started") if state.finished else self.tr(
            "The match goes on at the table; Game ▸ New duplicate match… shows this window again"))
        self._fit_columns()
        self._tell_hidden()
        self._place_pin()

    def _fill(self, r: int, cells: list[str], difference: int | None, bold: bool = False) -> None:
        headings = table_text.headers()
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            # read with its column's name: ↑ ↓ read a row as bare numbers, "1. 131192. −70. …" (Orca QA)
            if text and c < len(headings) and not (bold and c == 0):  # "Total", not "Deal: Total"
                item.setData(Qt.ItemDataRole.AccessibleTextRole,
                             self.tr("{column}: {value}").format(column=headings[c], value=text))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c < 2 else
                                  Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if bold:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            value = difference if not bold else None
            if c == DIFFERENCE_COLUMN and value:
                good, bad = gain_colours()
                item.setForeground(QBrush(good if value > 0 else bad))
            self.table.setItem(r, c, item)

    def bots_deal(self) -> int | None:
        """The deal whose bots' table the button reviews: the deal of the current row when both tables played it,
        else the last deal both tables played (None: none yet)."""
        session = self.session
        row = self.table.currentRow()
        if 0 <= row < session.state.count and session.may_review_bots(row):
            return row
        return next((i for i in reversed(range(session.state.count)) if session.may_review_bots(i)), None)

    def _update_bots_button(self) -> None:
        index = self.bots_deal()
        self.bots_button.setEnabled(index is not None and not self.session.replaying(index))
        self.bots_button.setText(self.tr("Review the &bots' table") if index is None else self.tr(
            "Review the &bots' table of deal {0}").format(index + 1))
        self.bots_button.setToolTip(self.tr(
            "Step through the deal as the bots played it, with a bot in your seat: every card face up, as Review "
            "hand shows your own table. A deal is shown once both tables have played it (choose its row)."))

    def review_bots(self, index: int | None = None) -> bool:
        """Open the review of the bots' table of deal ``index`` (the button's deal when None); it may first be
        played again (the status line says so). False when that deal cannot be shown yet."""
        index = self.bots_deal() if index is None else index
        if index is None or not self.session.may_review_bots(index):
            return False
        if self._raise_review(index):  # a double-click is also an "activated" (Enter): one window, not two (QA)
            return True
        started = self.session.want_bots_game(index)
        if started and self.session.replaying(index):
            self.status.setText(self.tr("The bots are playing deal {0} again for its review…").format(index + 1))
        return started

    def _open_bots_review(self, index: int, record: object) -> None:
        from ...record import GameRecord
        from ..review import ReviewWindow

        if not isinstance(record, GameRecord) or self._raise_review(index):
            return
        review = self.session.main._open_review(record, 0)
        if isinstance(review, ReviewWindow):
            # a bots-only game: "Play this deal again" would deal it to four bots (your table's review offers it)
            review.seat_choice.hide()
            review.again_button.hide()
            review.read_bots_as([YOU], None)  # as that table asked them: South a person's seat, no time caps
        review.setWindowTitle(self.tr("The bots' table, deal {0}").format(index + 1))
        review.setProperty("botsDeal", index)
        self.reviews = [w for w in self.reviews if w.isVisible()] + [review]
        if index in self.session.differs:
            self.status.setText(self.tr("The bots now play deal {0} otherwise than when it was compared (the bots "
                                        "of another version): the review shows how they play it now.").format(
                index + 1))
        else:
            self.status.setText(self.status_text())

    def _raise_review(self, index: int) -> bool:
        """Bring the open review of the bots' table of deal ``index`` to the front; False when none is open."""
        for review in self.reviews:
            if review.isVisible() and review.property("botsDeal") == index:
                review.raise_()
                review.activateWindow()
                return True
        return False

    def status_text(self) -> str:
        session = self.session
        state = session.state
        count = state.count
        if state.complete:
            text = self._verdict()
        elif state.finished:
            waiting = [i + 1 for i in range(count) if state.bots[i] is None]
            text = self.tr("Every deal is played at your table; the bots are still playing deal {0} at theirs."
                           ).format(waiting[0]) if any(session.bots_pending(i) for i in range(count)) else self.tr(
                "Every deal is played at your table; the bots could not play every deal.")
        elif session.playing and session.index is not None:
            text = self.tr("Deal {0} of {1} is being played at your table.").format(session.index + 1, count)
            if state.yours[session.index] is not None:
                text = self.tr("Deal {0} of {1} is over: {2} on the table deals the next one.").format(
                    session.index + 1, count, session.next_words())
        else:
            current = state.current
            text = self.tr("The match is waiting: press Play deal {0} to go on.").format(
                (current or 0) + 1)
        if session.problem:
            text += " " + session.problem
        return text

    def show_between_deals(self) -> None:
        """After a deal: the comparison comes to the front (beside the table, not over its middle); after the last
        (See the match) it takes the keyboard too."""
        self.refresh()
        if not self.isVisible():
            parent = self.parentWidget()
            if parent is not None:
                frame = parent.frameGeometry()
                self.move(max(frame.left(), frame.right() - self.width() - 20), frame.top() + 60)
            self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
            self.show()
            # on the screen, frame and all: 60 pixels below the table's top it reached past a 512-pixel high
            # screen's bottom, and its frame past a 911-pixel wide screen's side (QA)
            self._keep_on_screen()
        self.raise_()
        # what a sighted player reads as the window comes forward, said (Orca QA: a blind player heard none of it);
        # the match's verdict is said once, after the last deal's row, by refresh when the last result is in
        if not self.session.state.complete:
            self.session.main.table_view.access.announce(self._deal_said(), always=True)
        if self.session.state.finished and not self.session.playing:  # See the match: nothing left at the table,
            self.activateWindow()  # the keyboard comes to the comparison (its deals, Export, Close)
            self.table.setFocus()
            return
        # beside the table, the keyboard stays at the table: a bid typed at a deal's start, or Enter for Next deal,
        # went to the comparison's Deals list (keyboard QA)
        main = self.session.main
        main.activateWindow()
        main.table_view.setFocus()

    def _keep_on_screen(self) -> None:
        """Narrow, move and lower the shown window until it is inside its screen's free room with its frame (the
        room ``fit_size`` leaves for a title bar is not the frame's bottom edge)."""
        layouts.narrow_to_screen(self)
        layouts.keep_on_screen(self)
        room = layouts.screen_room(self)
        if room is None or room.height() <= layouts.WINDOW_FRAME or self.isMaximized() or self.isFullScreen():
            return
        over = self.frameGeometry().bottom() - room.bottom()
        if over > 0:
            self.resize(self.width(), max(self.height() - over, self.minimumSizeHint().height()))

    def _verdict(self) -> str:
        """The match is over, and how you did against the bots' table."""
        return self.tr("The match is over.") + " " + table_text.verdict(self.session.state)

    def _deal_said(self) -> str:
        """The comparison of the deal just played as one sentence."""
        session, state = self.session, self.session.state
        played = [i for i in range(state.count) if state.yours[i] is not None]
        index = session.index if session.index is not None and state.yours[session.index] is not None else (
            played[-1] if played else None)
        if index is None:
            return self.status_text()
        return table_text.spoken_row(state, index, session.bots_pending(index), session.bots_failed(index))

    # --------------------------------------------------------------- actions
    def play_next(self) -> None:
        main = self.session.main
        question = self.tr("Go on with the duplicate match and leave the game in progress?")
        if adoptable(main, self.session.state) or main.confirm_leaving(question, self.tr("&Go on with the match")):
            self.session.start_deal()

    def export(self, path: Path | None = None) -> Path | None:
        """Save the comparison (asks where when ``path`` is None); the file written, or None."""
        from ..game_files import remember_folder, suggested_path

        if path is None:
            suggested = suggested_path(self.tr("duplicate-match-{0}.pdf").format(self.session.state.plan.seed))
            kinds = {self.tr("PDF (*.pdf)"): ".pdf", self.tr("Web page (*.html)"): ".html",
                     self.tr("CSV table (*.csv)"): ".csv"}
            name, chosen = QFileDialog.getSaveFileName(
                self, self.tr("Export the comparison"), suggested, ";;".join(kinds))
            if not name:
                return None
            path = Path(name)
            if path.suffix.lower() not in (".pdf", ".html", ".htm", ".csv"):
                # "match" with PDF chosen was written as CSV text in a file named "match", without an extension
                path = path.with_name(path.name + kinds.get(chosen, ".pdf"))
            if not may_write(self, self.tr("Export the comparison"), path, name):
                return None
            asked = True
        else:
            asked = False
        try:
            written = table_text.write_export(self.session.state, self.heading.text(), path)
        except OSError as exc:
            self.status.setText(self.tr("The comparison could not be saved to {0}: {1}").format(
                str(path), exc.strerror or str(exc)))
            return None
        self.last_export = written
        if asked:  # the folder the player chose, not one a test or the session passed
            remember_folder(written)
        self.status.setText(self.tr("Saved the comparison to {0}.").format(written.name))
        return written

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

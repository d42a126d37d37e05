"""The History window: past games newest first, searched and filtered; continue, print, export or delete one.

Each action works on the selected game's stored record. A game kept with the
scorekeeper (real cards, marked "Real cards:") has no cards: it continues in
the scorekeeper, prints and exports its sheet and its scorekept file, and
cannot be reviewed (the button says why). A database problem is shown at the
top ("History is unavailable: ...") instead of a list.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...history import Filters, GameSummary, History
from ...record import GameRecord, RecordError, save_record
from ..accessibility import choice_said, said_on_change
from ..game_files import remember_folder, suggested_path
from ..layouts import WINDOW_FRAME, Row, fit_size, keep_on_screen, screen_room, set_rows
from ..replace_check import may_write
from ..stats.charts import RunningTotalsChart
from ..texts import date_time_text, side_names
from .access import ensure_open, open_user_history
from .model import GamesModel, shown_names

if TYPE_CHECKING:
    from ..scorekeeper.scorefile import ScorekeptGame

Opener = Callable[[], tuple[History | None, str]]
SEARCH_LETTERS = 12  # the search box's least width, in average letters (and room for its clear button)


class HistoryWindow(QDialog):
    """See the module docstring."""

    continue_requested = Signal(object)  # the GameRecord of an unfinished game to go on with
    continue_scorekept = Signal(object)  # the ScorekeptGame of an unfinished scorekept game (to the scorekeeper)
    review_requested = Signal(object, int)  # a GameRecord and the hand (0-based) to review
    game_deleted = Signal(int)  # a game's id, gone from the history (an open Statistics window counts again)

    def __init__(self, parent: QWidget | None = None, *, opener: Opener = open_user_history,
                 at_table: Callable[[], tuple[str, int] | None] = lambda: None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game history"))
        self.setObjectName("HistoryWindow")
        self.opener = opener
        self.history: History | None = None
        # the game at the table, (its start, its deal number) or None (set by the main window): not offered to
        # Continue, which reloaded it and called the person at the screen to a hand-off again (family QA)
        self.at_table = at_table

        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setObjectName("HistoryNotice")
        self.notice.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 6px; border-radius: 4px;")
        self.notice.hide()

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search names and rules"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search"))
        self.show_box = QComboBox(self)
        self.show_box.setAccessibleName(self.tr("Show"))
        for key, label, tip in (
                ("", self.tr("All games"), self.tr("Every game in the history, finished or not")),
                ("finished", self.tr("Finished"), self.tr("Only the games played to the end")),
                ("unfinished", self.tr("Unfinished"), self.tr("Only the games you can still continue"))):
            self.show_box.addItem(label, key)
            self.show_box.setItemData(self.show_box.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        # the headings sort by a click only: the keyboard (and a screen reader's user) sorts with this box
        self.sort_box = QComboBox(self)
        self.sort_box.setAccessibleName(self.tr("Sort by"))
        D, A = Qt.SortOrder.DescendingOrder, Qt.SortOrder.AscendingOrder
        for column, order, label in (
                (GamesModel.DATE, D, self.tr("Newest first")), (GamesModel.DATE, A, self.tr("Oldest first")),
                (GamesModel.RULES, A, self.tr("Rules, A to Z")), (GamesModel.RULES, D, self.tr("Rules, Z to A")),
                (GamesModel.PLAYERS, A, self.tr("Players, A to Z")),
                (GamesModel.PLAYERS, D, self.tr("Players, Z to A")),
                (GamesModel.RESULT, D, self.tr("Won first, highest score first")),
                (GamesModel.RESULT, A, self.tr("Unfinished first")),
                (GamesModel.HANDS, D, self.tr("Most hands first")),
                (GamesModel.HANDS, A, self.tr("Fewest hands first"))):
            self.sort_box.addItem(label, column * 2 + order.value)  # an int: findData matches it
        show_label = QLabel(self.tr("Show:"), self)
        show_label.setBuddy(self.show_box)  # a screen reader on Linux names a combo box by its label alone
        sort_label = QLabel(self.tr("S&ort:"), self)
        sort_label.setBuddy(self.sort_box)
        self.top_rows = QVBoxLayout()
        top: Row = [(self.search, 1), show_label, self.show_box]
        self._top: tuple[Row, list[Row]] = ([*top, sort_label, self.sort_box], [top, [sort_label, self.sort_box, None]])

        self.model = GamesModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setAccessibleName(self.tr("Games"))
        self.table.setTabKeyNavigation(False)  # Tab went from cell to cell and never reached the buttons
        header = self.table.horizontalHeader()
        header.setSortIndicator(GamesModel.DATE, Qt.SortOrder.DescendingOrder)  # newest first, as before
        self.table.setSortingEnabled(True)  # a click on a heading sorts by its column (a second click turns it)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        for column, width in ((GamesModel.DATE, 120), (GamesModel.RULES, 120), (GamesModel.PLAYERS, 300),
                              (GamesModel.RESULT, 340), (GamesModel.HANDS, 50)):  # the result: «43 / 51 — не
            # окончена, сыграно: 1 раздача» was cut at 260 while the players' column had room to spare
            self.table.setColumnWidth(column, width)
        header.setSectionResizeMode(GamesModel.PLAYERS, QHeaderView.ResizeMode.Stretch)
        # as wide as its heading: 50 pixels showed «аздачи» for «Раздачи» (its numbers are short)
        header.setSectionResizeMode(GamesModel.HANDS, QHeaderView.ResizeMode.ResizeToContents)
        self.chart = RunningTotalsChart(self)
        self.split = split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.installEventFilter(self)  # ``eventFilter``

        self.continue_button = QPushButton(self.tr("&Continue"), self)
        self.review_button = QPushButton(self.tr("Re&view…"), self)
        self.review_tip = self.tr("Review the game hand by hand, and play a deal again")
        self.no_review_tip = self.tr("A game kept with the scorekeeper was played with real cards: no cards were "
                                     "recorded, so it cannot be reviewed or its deals played again.")
        self.review_button.setToolTip(self.review_tip)
        self.print_button = QPushButton(self.tr("&Print sheet…"), self)
        # the three exports under one button: eight buttons in a row made the window 966 px wide in Russian
        self.export_button = QPushButton(self.tr("&Export"), self)
        exports = QMenu(self.export_button)
        self.sheet_action = exports.addAction(self.tr("Score &sheet as PDF…"))
        self.record_action = exports.addAction(self.tr("Game &record…"))
        exports.addSeparator()
        self.csv_action = exports.addAction(self.tr("The games listed as CS&V…"))
        exports.aboutToShow.connect(self._update_exports)
        self.export_button.setMenu(exports)
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        close = QPushButton(self.tr("Close"), self)
        self.button_rows = QVBoxLayout()
        first: Row = [self.continue_button, self.review_button, self.print_button]
        self._buttons: tuple[Row, list[Row]] = ([*first, self.export_button, self.delete_button, None, close],
                         [[*first, None], [self.export_button, self.delete_button, None, close]])

        box = QVBoxLayout(self)
        box.addWidget(self.notice)
        box.addLayout(self.top_rows)
        box.addWidget(split, 1)
        box.addLayout(self.button_rows)
        self._fit_rows()
        fit_size(self, 900, 620)

        self.search.textChanged.connect(self.refresh)
        self.show_box.currentIndexChanged.connect(self.refresh)
        self.sort_box.currentIndexChanged.connect(self._sort_chosen)
        for combo in (self.show_box, self.sort_box):
            combo.currentIndexChanged.connect(lambda _i, c=combo: self._say_choice(c))
            self._say_choice(combo)
            said_on_change(combo)  # not twice as it takes the focus
        header.sortIndicatorChanged.connect(self._sorted_by_heading)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.table.doubleClicked.connect(self._double_clicked)
        self.continue_button.clicked.connect(self.continue_selected)
        self.review_button.clicked.connect(self.review_selected)
        self.print_button.clicked.connect(self.print_selected)
        self.sheet_action.triggered.connect(lambda _checked=False: self.export_sheet_selected())
        self.record_action.triggered.connect(lambda _checked=False: self.export_record_selected())
        self.csv_action.triggered.connect(lambda _checked=False: self.export_csv())
        self.delete_button.clicked.connect(self.delete_selected)
        close.clicked.connect(self.close)
        self.refresh()
        # the chart of the game selected, higher than an empty one: fitted before the window is first shown (not
        # told yet, the layout reads its least again), so that it does not open too high and then come down
        self.split.updateGeometry()
        box.invalidate()
        self._fit_chart()

    def _fit_rows(self) -> None:
        """The search with its boxes on one row and the buttons on another, each row in two where the screen's
        free room is narrower than the window would be: in Russian at 14 points on 1366 x 768 at 150 % (911
        pixels) the window was 961 wide, Close past the screen's edge and the search box «П…». The search box is
        never narrower than about a dozen letters: at 14 points on 1366 x 768 at 200 % (683 pixels) the row fitted
        with it squeezed to "Se…".

        On a screen too low for the window with its chart (with a title bar) the chart gives way, hidden: at
        225 % on 1280 x 720 (320 pixels) the window was at least 322 pixels high, at 200 % with 14 points on 1366 x
        768 385 on 384, its buttons below the screen's edge (QA lowvision6)."""
        room, box = screen_room(self), self.layout()
        assert box is not None
        metrics = self.search.fontMetrics()
        self.search.setMinimumWidth(metrics.averageCharWidth() * SEARCH_LETTERS + 2 * metrics.height())
        arrangements: tuple[tuple[QVBoxLayout, tuple[Row, list[Row]]], ...] = (
            (self.top_rows, self._top), (self.button_rows, self._buttons))
        for rows, (one, two) in arrangements:
            set_rows(rows, [one])
            box.invalidate()  # its least size read again, with the rows as they are now
            if room is not None and room.width() > 0 and self.minimumSizeHint().width() > room.width():
                set_rows(rows, two)
        box.invalidate()  # read again with the rows as they are now
        self._fit_chart()
        self._keep_on_screen()

    def _fit_chart(self) -> None:
        """The chart shown where the window's least height with it, and a title bar, fits the screen's free room,
        else hidden (``_fit_rows``). Asked again whenever the window's layout changes (``event``): the chart's least
        height grows once a game is drawn (160 empty, 230 at 20 points), and at 20 points on 1366 x 768 at 150 %
        the History opened 528 pixels high on 512, Close, Export and Delete below the screen's edge and the list
        half a row high (QA lowvision10). With no game selected (none listed, a search that finds none, the
        selection cleared) it is hidden too, the list given its room: an empty chart titled "No hands scored yet"
        was shown there, and at 20 points on 1366 x 768 at 150 % it squeezed the list to one row (QA lowvision11).
        Nothing is changed while the answer stays the same (each change lays the window out again)."""
        room, box = screen_room(self), self.layout()
        assert box is not None
        self.split.updateGeometry()  # the layout reads the splitter's least again (not told of its children's)
        box.invalidate()
        if self.chart.isHidden():  # the splitter without it: its least, and its handle's, come back with it
            handle = self.split.handle(self.split.indexOf(self.chart))
            need = (self.minimumSizeHint().height() + self.chart.minimumSizeHint().height()
                    + (handle.sizeHint().height() if handle is not None else 0))
        else:
            need = self.minimumSizeHint().height()
        show = self.selected() is not None and (room is None or room.height() <= 0
                                                or need + WINDOW_FRAME <= room.height())
        if show != self.chart.isHidden():
            return
        self.chart.setHidden(not show)
        self.split.updateGeometry()  # not told of a hidden child either
        box.invalidate()
        self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Once shown, the window as laid out now, within the screen's free room (lower where it may be)."""
        box = self.layout()
        if self.isVisible() and box is not None:
            box.activate()
            keep_on_screen(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The splitter told that the list's or the chart's least size changed (the chart's title wraps at another
        width): the chart's fit asked again (``_fit_chart``; its own changes tell the window's layout, not the
        splitter, so it does not ask itself again without end)."""
        if watched is self.split and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._fit_chart)
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        """On another screen or at another type size the rows and the chart are fitted again."""
        if event.type() in (QEvent.Type.ScreenChangeInternal, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._fit_rows)
        return super().event(event)

    @staticmethod
    def _say_choice(combo: QComboBox) -> None:
        """The box's accessible description names its choice (with what it shows, in the tooltip too): Orca 43
        said nothing as ↑ ↓ changed the Show box (``accessibility.choice_said``)."""
        tip = combo.currentData(Qt.ItemDataRole.ToolTipRole)
        tip = tip if isinstance(tip, str) else ""
        combo.setToolTip(tip)
        combo.setAccessibleDescription(choice_said(combo.currentText(), tip))

    def _sort_chosen(self, index: int) -> None:
        """The Sort box's order, as a click on the column's heading would sort (its arrow shows it)."""
        column, order = divmod(int(self.sort_box.itemData(index)), 2)
        header = self.table.horizontalHeader()
        if (header.sortIndicatorSection(), header.sortIndicatorOrder().value) != (column, order):
            header.setSortIndicator(column, Qt.SortOrder(order))  # the view sorts the model

    def _sorted_by_heading(self, column: int, order: Qt.SortOrder) -> None:
        """A click on a heading shows its order in the Sort box."""
        index = self.sort_box.findData(column * 2 + order.value)
        if index >= 0 and index != self.sort_box.currentIndex():
            self.sort_box.setCurrentIndex(index)

    def _update_exports(self) -> None:
        """The exports of the selected game need one; the CSV needs games listed."""
        chosen = self.selected() is not None
        self.sheet_action.setEnabled(chosen)
        self.record_action.setEnabled(chosen)
        self.csv_action.setEnabled(bool(self.model.games))
        self.export_button.setEnabled(chosen or bool(self.model.games))

    # ------------------------------------------------------------------ list
    def show_problem(self, problem: str) -> None:
        self.notice.setText(self.tr("The history is unavailable: {0}").format(problem))
        self.notice.show()
        self.model.set_games([])
        self._selected()

    def filters(self) -> Filters:
        """The games the list shows: the search (in the names, the bots' levels as the rows say them, the rules)
        and the Show choice."""
        text = self.search.text().strip()
        levels = tuple(level for level in self.model.BOT_LEVELS
                       if text and text.casefold() in self.model.level_name(level).casefold())
        return Filters(search=text or None, search_levels=levels, status=self.show_box.currentData() or None)

    def listed_games(self) -> list[GameSummary]:
        """The games ``filters`` keep, and with a search, those whose row shows the text too: a game stored
        under «Вы» reads "You" in English and a scorekept game's players "Real cards: …", and a search for
        "You" or "Real cards" missed them (the history searches the names as stored, which still match)."""
        assert self.history is not None
        filters = self.filters()
        games = self.history.games(filters)
        if not filters.search:
            return games
        found = {g.id for g in games}
        text = filters.search.casefold()
        return [g for g in self.history.games(replace(filters, search=None, search_levels=()))
                if g.id in found or self.model.shows(g, text)]

    def refresh(self) -> None:
        """Read the list again (the search and filter as they are); keeps the selected game selected."""
        if not ensure_open(self):
            return
        keep = self.selected()
        try:
            games = self.listed_games()
        except ValueError as exc:
            self.show_problem(str(exc))
            return
        self.model.set_games(games)
        games = self.model.games  # in the list's order (a column's sort): the row of the kept game is found there
        row = next((n for n, g in enumerate(games) if keep is not None and g.id == keep.id), 0 if games else -1)
        if row >= 0:
            self.table.selectionModel().select(
                self.model.index(row, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
            self.table.scrollTo(self.model.index(row, 0))
        self._selected()

    def selected(self) -> GameSummary | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.games[rows[0].row()] if rows else None

    def select_game(self, game_id: int) -> bool:
        for n, g in enumerate(self.model.games):
            if g.id == game_id:
                self.table.selectRow(n)
                return True
        return False

    def _selected(self, *_args: object) -> None:
        game = self.selected()
        for button in (self.print_button, self.delete_button):
            button.setEnabled(game is not None)
        kept = game is not None and game.scorekept
        self.review_button.setEnabled(game is not None and not kept)  # no cards: nothing to review or play again
        self.review_button.setToolTip(self.no_review_tip if kept else self.review_tip)
        self._offer_continue(game)
        self._update_exports()
        if game is None or self.history is None:
            self.chart.set_game([], [])
            QTimer.singleShot(0, self, self._fit_chart)  # hidden: no game to draw
            return
        try:
            totals = self.history.running_totals(game.id)
        except ValueError:
            totals = []
        shown = shown_names(game)  # «Вы и Nora», not «You и Nora», for a game played in English
        self.chart.set_game(totals, [side_names([shown(name) for name in game.side_names(side)])
                                     for side in range(len(game.totals))])
        QTimer.singleShot(0, self, self._fit_chart)  # a hidden chart tells nobody of its least height

    def _offer_continue(self, game: GameSummary | None) -> None:
        """Continue for ``game``, an unfinished one not at the table (the tool tip says why not, when it is)."""
        playing = game is not None and (game.created, game.seed) == self.at_table()
        self.continue_button.setEnabled(game is not None and not game.finished and not playing)
        self.continue_button.setToolTip(self.tr("This is the game at the table: close the History to play on.")
                                        if playing else "")

    def table_changed(self, *_args: object) -> None:
        """A game started at the table, or the one there ended (the main window says so): the list read again (a game
        finished there shows finished) and Continue offered again. Continue followed only the selection: with the
        History left open, a new game left it greyed for the game just left, and the game now at the table
        offered, till the selection moved."""
        if self.isVisible():
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Coming back to the History (from the table, where a game may have changed): Continue as the table is."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._offer_continue(self.selected())

    def _double_clicked(self) -> None:
        game = self.selected()
        if game is not None and not game.finished and self.continue_button.isEnabled():
            self.continue_selected()
        elif game is not None and not game.scorekept:  # a finished scorekept game has no cards to review
            self.review_selected()

    # ------------------------------------------------------------------ actions
    def selected_scorekept(self) -> ScorekeptGame | None:
        """The selected scorekept game as the scorekeeper opens it, or None (and the reason shown) when it cannot
        be read."""
        from ..scorekeeper.scorefile import ScorekeptFileError, game_from_text

        game = self.selected()
        if game is None or self.history is None or not game.scorekept:
            return None
        try:
            return game_from_text(self.history.scorekept_text(game.id))
        except (ValueError, ScorekeptFileError) as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return None

    def selected_record(self) -> GameRecord | None:
        """The selected game's record, or None (and the reason shown) when it cannot be read."""
        game = self.selected()
        if game is None or self.history is None:
            return None
        try:
            return self.history.record(game.id)
        except ValueError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return None

    def continue_selected(self) -> None:
        """Go on with the selected unfinished game: a played one at the table, a scorekept one in the
        scorekeeper."""
        game = self.selected()
        if game is not None and game.scorekept:
            kept = self.selected_scorekept()
            if kept is not None and kept.tally().winner is None:
                self.continue_scorekept.emit(kept)
                self.close()
            return
        record = self.selected_record()
        if record is not None and not record.is_over:
            self.continue_requested.emit(record)
            self.close()

    def review_selected(self) -> None:
        """Review the selected game's last finished hand (the review window steps through every hand)."""
        game = self.selected()
        if game is not None and game.scorekept:
            return  # no cards were recorded (the button is disabled and says so)
        record = self.selected_record()
        if record is None:
            return
        finished = [i for i, hand in enumerate(record.hands) if hand.finished]
        if not finished:
            QMessageBox.information(self, self.windowTitle(), self.tr("No hand of this game was finished yet."))
            return
        self.review_requested.emit(record, finished[-1])

    def sheet_of_selected(self) -> object | None:
        game = self.selected()
        if game is not None and game.scorekept:  # the scorekeeper's own sheet: real cards, no deal numbers
            kept = self.selected_scorekept()
            if kept is None:
                return None
            from ..scorekeeper.window import scorekept_sheet

            return scorekept_sheet(kept)
        record = self.selected_record()
        if record is None:
            return None
        from ...sheets.sources import record_date, sheet_from_record, without_hidden_deals
        from .. import texts
        from ..presets import language
        from ..settings import user_paper

        day = record_date(record)
        try:
            sheet = sheet_from_record(record, lang=language(), tr=texts.sheet_tr,
                                      date=texts.date_text(day) if day else None, page_size=user_paper())
            # a game of two or more people not over yet: hand 1's number, the game's, is left out as Game ▸ Print
            # leaves it out (the printed or exported sheet named it mid-game, family QA)
            return without_hidden_deals(sheet, record.deal_number_hidden)
        except (RecordError, ValueError) as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return None

    def print_selected(self) -> None:
        sheet = self.sheet_of_selected()
        if sheet is not None:
            from ..scorepad_print import print_preview_dialog

            print_preview_dialog(sheet, self).exec()  # type: ignore[arg-type]

    def export_sheet_selected(self) -> None:
        sheet = self.sheet_of_selected()
        if sheet is not None:
            from ..scorepad_print import export_sheet

            export_sheet(sheet, self, self._suggested("pdf"))  # type: ignore[arg-type]

    def _suggested(self, suffix: str) -> str:
        game = self.selected()
        stamp = game.created[:16].replace(":", "-").replace("T", "-") if game else "game"
        return f"spades-{stamp}.{suffix}"

    def export_record_selected(self) -> Path | None:
        game = self.selected()
        if game is not None and game.scorekept:
            return self._export_scorekept()
        record = self.selected_record()
        if record is None:
            return None
        return self._save_as(self.tr("Export game record"), self.tr("Game records (*.json)"),
                             lambda name: save_record(record, name))

    def _export_scorekept(self) -> Path | None:
        """A scorekept game's record is its scorekept file (the scorekeeper's Scores ▸ Open… opens it)."""
        kept = self.selected_scorekept()
        if kept is None:
            return None
        from ..scorekeeper.scorefile import save_game

        return self._save_as(self.tr("Export scorekept game"), self.tr("Scorekept games (*.json)"),
                             lambda name: save_game(kept, name))

    def _save_as(self, title: str, file_filter: str, save: Callable[[str], Path]) -> Path | None:
        """Ask where to save the selected game's file and ``save`` it there; None when cancelled or it failed (a
        message says why)."""
        name, _ = QFileDialog.getSaveFileName(self, title, suggested_path(self._suggested("json")), file_filter)
        if not name:
            return None
        try:
            saved = save(name)
        except OSError as exc:
            QMessageBox.warning(self, self.windowTitle(), self.tr("The record could not be saved: {0}").format(exc))
            return None
        remember_folder(saved)
        return saved

    def export_csv(self) -> Path | None:
        """Ask for the games file; the hands go beside it (``NAME-hands.csv``). Exports the games listed, in the
        list's order."""
        if self.history is None:
            return None
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export games and hands as CSV"),
                                              suggested_path("spades-games.csv"), self.tr("CSV files (*.csv)"))
        if not name:
            return None
        games = Path(name).with_suffix(".csv")
        hands = games.with_name(games.stem + "-hands.csv")
        title = self.tr("Export games and hands as CSV")
        if not (may_write(self, title, games, name) and may_write(self, title, hands, None)):  # unasked by the dialog
            return None
        try:
            # the games as the list shows them: found by their shown text too ("You" finds «Вы»), in its order
            self.history.export_csv(games, hands, games=list(self.model.games))
        except (OSError, ValueError) as exc:
            text = self.tr("The CSV files could not be written: {0}").format(exc)
            QMessageBox.warning(self, self.windowTitle(), text)
            return None
        remember_folder(games)
        return games

    def delete_selected(self) -> bool:
        game = self.selected()
        if game is None or self.history is None:
            return False
        answer = QMessageBox.question(
            self, self.tr("Delete game"),
            self.tr("Delete the game of {0} ({1}) from the history? Its statistics go with it; this cannot be "
                    "undone.").format(date_time_text(game.created), self.model.players_text(game)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.history.delete(game.id)
        except ValueError as exc:
            QMessageBox.warning(self, self.windowTitle(), str(exc))
            return False
        self.refresh()
        self.game_deleted.emit(game.id)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter on a game of the list opens it as a double click does (goes on with an unfinished game, reviews a
        finished one); Enter in the search box goes to the list. Both fell to the default button, Continue: Enter
        on a finished game did nothing, and a search ended with Enter went on with the selected game."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if enter and plain and self.search.hasFocus():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            event.accept()
            return
        if enter and plain and self.table.hasFocus():
            self._double_clicked()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.history is not None:
            with contextlib.suppress(Exception):
                self.history.close()
            self.history = None
        super().closeEvent(event)

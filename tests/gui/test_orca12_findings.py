"""Orca 43.1 on the real bus, round 12 (QA with dbus, at-spi, openbox, xdotool and Orca's speech log): the hand
summary keeps the arrows on its buttons, and what the table, the duplicate comparison and Statistics say."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import new_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.controller import State
from spades_desktop.gui.duplicate import start_match
from spades_desktop.gui.main_window import MainWindow

from .test_a11y_findings import play_to_the_end_of_the_hand


def cell_child(table: QTableWidget, row: int, column: int) -> int:
    """The index of the table's cell among its accessible children (headings first)."""
    deals = QAccessible.queryAccessibleInterface(table)
    for child in range(deals.childCount()):
        place = deals.child(child).tableCellInterface()
        if place is not None and (place.rowIndex(), place.columnIndex()) == (row, column):
            return child
    return -1


def test_the_arrows_go_round_the_hand_summary_s_buttons(qtbot: QtBot, window: MainWindow) -> None:
    # From Next hand, → went to Review hand, and the next → out to the scorepad; each arrow then said "The hand is
    # over: press Next hand." (heard nine times)
    play_to_the_end_of_the_hand(qtbot, window, hand_limit=2)
    panel = window.table_view.summary_panel
    assert window.controller.state is State.HAND_OVER and QApplication.focusWidget() is panel.next_button
    reached = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down,
                Qt.Key.Key_Up):
        QTest.keyClick(QApplication.focusWidget(), key)
        reached.append(QApplication.focusWidget())
    assert reached == [panel.review_button, panel.next_button, panel.review_button, panel.next_button,
                       panel.review_button, panel.next_button], "round the panel's two buttons"
    assert panel.isVisible() and window.controller.state is State.HAND_OVER


def test_the_duplicate_comparison_is_a_window_whose_rows_say_their_columns(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca 43.1: the comparison was a "filler", not a frame; ↑ ↓ read a row as bare numbers ("1." "131192." "−70."
    # …), each ending in "not selected"; Tab back into the table said "Deals. table with 2 rows 8 columns" alone.
    session = start_match(window, new_match(RuleSet(), 12, 2, "easy"))
    assert session is not None
    match = session.window
    match.show()
    match.activateWindow()
    qtbot.waitUntil(match.isActiveWindow)
    frame = QAccessible.queryAccessibleInterface(match)
    assert frame is not None and frame.role() == QAccessible.Role.Window, "a frame on AT-SPI, not a filler"
    assert frame.text(QAccessible.Text.Name) == match.windowTitle()
    table = match.table
    deals = QAccessible.queryAccessibleInterface(table)

    class Cells:
        @staticmethod
        def cellAt(row: int, column: int) -> QAccessibleInterface:
            return deals.child(cell_child(table, row, column))

    cells = Cells()
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    number = cells.cellAt(0, 1)
    assert number.text(QAccessible.Text.Name) == f"{headings[1]}: {table.item(0, 1).text()}"  # "Deal no.: 131192"
    assert cells.cellAt(0, 0).text(QAccessible.Text.Name) == f"{headings[0]}: 1"
    total = table.rowCount() - 1
    assert cells.cellAt(total, 0).text(QAccessible.Text.Name) == table.item(total, 0).text(), "Total, as it is"
    sent: list[QAccessibleEvent] = []
    update = QAccessible.updateAccessibility
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: (sent.append(event), update(event)))
    table.setFocus(Qt.FocusReason.TabFocusReason)
    table.setCurrentCell(1, 2)
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert table.currentRow() == 0
    assert all(cells.cellAt(0, c).state().selected for c in range(table.columnCount())), "no 'not selected'"
    assert not cells.cellAt(1, 2).state().selected
    match.close_button.setFocus(Qt.FocusReason.TabFocusReason)
    sent.clear()
    table.setFocus(Qt.FocusReason.BacktabFocusReason)  # Shift+Tab back into the deals
    qtbot.waitUntil(lambda: any(e.type() == QAccessible.Event.Focus and e.child() >= 0 for e in sent))
    told = next(e for e in sent if e.type() == QAccessible.Event.Focus and e.child() >= 0)
    assert deals.child(told.child()).text(QAccessible.Text.Name) == cells.cellAt(0, 2).text(QAccessible.Text.Name)


def test_the_statistics_results_by_partner_say_there_are_no_finished_games(qtbot: QtBot) -> None:
    # Orca QA: the Tab stop "Results with each partner and against each mix of opponents" had an empty description
    # with no finished games, while the charts beside it said "No finished games yet"
    from spades_desktop.gui.stats.window import StatsWindow

    win = StatsWindow()
    qtbot.addWidget(win)
    area = QAccessible.queryAccessibleInterface(win.levels_area)
    assert area.text(QAccessible.Text.Description) == "No finished games yet"
    assert win.win_chart.accessibleDescription() == "No finished games yet", "as the chart says"

"""Keep score from the keyboard with a screen reader (QA, Orca): after a kept game was opened or resumed, Ctrl+E
(Edit ▸ Correct a hand…) put the cursor in the hands table with a current row but none selected, so Orca read no
row, Delete did nothing and said nothing, Insert asked for a selection and Edit ▸ Remove… and Insert… were greyed.
Starting a correction or a forgotten hand was only shown, never said; and Orca takes Insert as its own key, so a
forgotten hand is put in with Ctrl+I too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
)
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3"
CTRL = Qt.KeyboardModifier.ControlModifier


def selected_rows(win: ScorekeeperWindow) -> list[int]:
    return sorted(index.row() for index in win.table.selectionModel().selectedRows())


# ------------------------------------------------------- 1. a hand selected
def test_ctrl_e_after_opening_a_kept_game_selects_the_last_hand_so_delete_and_arrows_work(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    assert not selected_rows(win)
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert QApplication.focusWidget() is win.table
    assert selected_rows(win) == [2] and win.table.currentRow() == 2, "the last hand, selected"
    assert win.remove_selected_action.isEnabled() and win.insert_action.isEnabled()
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    assert selected_rows(win) == [1], "↑ goes to hand 2"
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert asked == ["Remove hand 2? The hands after it move up one and are scored again. Undo (Ctrl+Z) puts it "
                     "back."]
    win.close()


def test_ctrl_e_selects_the_table_s_current_row_when_none_is_selected(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.setCurrentCell(1, 0, win.table.selectionModel().SelectionFlag.NoUpdate)  # current, not selected
    assert not selected_rows(win)
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert QApplication.focusWidget() is win.table and selected_rows(win) == [1]
    win.close()


def test_tab_into_the_hands_table_selects_a_hand(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is win.table
    assert selected_rows(win) == [2]
    win.close()


def test_delete_with_no_hand_selected_says_why(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.setFocus(Qt.FocusReason.MouseFocusReason)  # a click selects its own row: none here
    win.table.clearSelection()
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert len(win.game.hands) == 3
    assert said[-1:] == ["Select the hand to remove in the table first: Ctrl+E goes to the table, the arrow keys "
                         "choose the hand, Delete removes it."], said
    assert win.message.text() == said[-1]
    assert not win.remove_selected_hand()
    win.close()


# ------------------------------------------------------------- 2. said
def test_starting_a_correction_says_which_hand(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.setFocus()
    win.table.selectRow(1)
    del said[:]
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 1 and not win.inserting
    assert said == ["Correcting hand 2: Ann dealt, Bob bid first."], said
    assert win.entry_title.text() == "Correcting hand 2: Ann dealt, Bob bid first"
    win.close()


def test_putting_in_a_forgotten_hand_says_so_once(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.setFocus()
    win.table.selectRow(1)
    del said[:]
    QTest.keyClick(win.table, Qt.Key.Key_Insert)
    assert win.inserting and win.editing == 1
    assert said == ["A forgotten hand, put in before hand 2: Ann dealt, Bob bid first."], said
    win.close()


def test_ctrl_i_puts_in_a_forgotten_hand_where_a_screen_reader_takes_the_insert_key(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    assert QKeySequence("Ctrl+I") in win.insert_action.shortcuts()
    assert "Ctrl+I" in win.insert_action.toolTip()
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)  # nothing selected yet: said what to do
    assert not win.inserting
    assert said[-1:] == ["Select the hand played after the forgotten one in the table first: Ctrl+E goes to the "
                         "table, the arrow keys choose the hand, Ctrl+I puts the forgotten hand in before it."], said
    win.table.selectRow(2)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)  # from the entry row's field
    assert win.inserting and win.editing == 2
    assert said[-1] == "A forgotten hand, put in before hand 3: Bob dealt, Cy bid first.", said
    win.close()

"""Keep score from the keyboard with a screen reader (QA, Orca): after a kept game was opened or resumed, Ctrl+E
(Edit ▸ Correct a hand…) put the cursor in the hands table with a current row but none selected, so Orca read no
row, Delete did nothing and said nothing, Insert asked for a selection and Edit ▸ Remove… and Insert… were greyed.
Starting a correction or a forgotten hand was only shown, never said; and Orca takes Insert as its own key, so a
forgotten hand is put in with Ctrl+I too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
    new_game,
    type_hand,
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
                     "back. The deal moves: hand 2 (hand 3 until now) is dealt by Ann, not Bob; Bob bids first and "
                     "leads. The later hands' totals change: after hand 2 (hand 3 until now), Ann & Cy 283 → 132, "
                     "Bob & Di 70 → 0."]
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
    # opened with Enter: entering it asks first (QA club 9)
    assert said == ["Correcting hand 2: Ann dealt, Bob bid first. Entering it asks before hand 2 is changed; Escape "
                    "cancels it."], said
    assert win.entry_title.text().startswith("Correcting hand 2: Ann dealt, Bob bid first. ")
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


# ------------------------------------------------- 3. no hand selected for the scorer
@pytest.fixture
def focus_path() -> Iterator[list[QWidget | None]]:
    """Every widget that takes the keyboard focus, in order."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    path: list[QWidget | None] = []

    def moved(_old: QWidget | None, new: QWidget | None) -> None:
        path.append(new)

    app.focusChanged.connect(moved)
    yield path
    app.focusChanged.disconnect(moved)


def test_a_hand_typed_with_enter_goes_straight_to_the_next_hand_and_selects_none(
        qtbot: QtBot, said: list[str], focus_path: list[QWidget | None]) -> None:  # noqa: F811
    # QA (keyboard): as the scored hand's fields went, the cursor went on to the hands table, which selected hand 1
    # as it took the focus (a screen reader said "Hands entered" before the next field); Remove then asked "Remove
    # hand 1, the last one entered?" and Ctrl+I put a forgotten hand in before hand 1, neither chosen by the scorer
    win = keeper_for(qtbot, new_game())
    del focus_path[:]
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")
    assert len(win.game.hands) == 1
    assert win.table not in focus_path, "the cursor went through the hands table"
    assert focused() is win.entry.bid_edits[win.entry.order[0]], "the next hand's first field"
    assert not selected_rows(win)
    type_hand(qtbot, "nil 4 5 3", "0 4 6 3")
    assert len(win.game.hands) == 2 and win.table not in focus_path and not selected_rows(win)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)
    assert not win.inserting and win.editing is None
    assert said[-1].startswith("Select the hand played after the forgotten one in the table first"), said
    win.remove_selected_action.trigger()
    assert said[-1].startswith("Select the hand to remove in the table first"), said
    assert len(win.game.hands) == 2
    win.close()


def test_a_correction_entered_or_cancelled_goes_straight_to_the_next_hand(
        qtbot: QtBot, focus_path: list[QWidget | None]) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    win.table.selectRow(0)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 0 and win.entry.isAncestorOf(focused())
    del focus_path[:]
    QTest.keyClick(focused(), Qt.Key.Key_Escape)  # cancelled in a field
    assert win.editing is None and win.table not in focus_path
    assert focused() is win.entry.bid_edits[win.entry.order[0]]
    win.correct(1)
    win.cancel_button.setFocus(Qt.FocusReason.TabFocusReason)
    del focus_path[:]
    QTest.keyClick(win.cancel_button, Qt.Key.Key_Space)  # the Cancel correction button, pressed from the keyboard
    assert win.editing is None and win.table not in focus_path, focus_path
    assert focused() is win.entry.bid_edits[win.entry.order[0]]
    win.correct(2)
    win.entry.focus_first()
    del focus_path[:]
    for _field in range(8):  # Enter through the hand as loaded: the correction is entered
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert win.editing is None and win.table not in focus_path, focus_path
    assert focused() is win.entry.bid_edits[win.entry.order[0]]
    win.close()


def test_at_game_over_the_cursor_goes_to_print_with_no_hand_selected(
        qtbot: QtBot, focus_path: list[QWidget | None]) -> None:
    win = keeper_for(qtbot, new_game(target=100))
    type_hand(qtbot, "4 3 4 3", "4 3 4 2")
    del focus_path[:]
    type_hand(qtbot, "3 4 3 4", "3 4 2 4")  # West bids first
    assert win.tally.winner is not None
    # the fields are gone: what the scorer does next (in the table, typing on opened a correction: QA club 9)
    assert QApplication.focusWidget() is win.print_button
    assert not selected_rows(win) and win.table.currentRow() == 1, "the last hand current, none selected"
    assert win.table not in focus_path, "never through the table"
    assert focus_path[-1] is win.print_button and focus_path.count(win.print_button) == 1, "from the last field, once"
    assert all(isinstance(w, QLineEdit) for w in focus_path[:-1]), focus_path  # the hand's fields, nothing else
    win.close()


# ------------------------------------------------------- Tab out of the hands table
def test_tab_leaves_the_hands_table_and_reaches_the_enter_button(qtbot: QtBot) -> None:
    # Orca QA: Tab and Shift+Tab went from cell to cell of "Hands entered" for ever; the only key out was Escape,
    # which there closes the window or wipes the hand being typed. Tab leaves it now, as in History.
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert QApplication.focusWidget() is win.table
    for key, modifiers in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                           (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)):
        win.table.setFocus()
        QTest.keyClick(win.table, key, modifiers)
        assert QApplication.focusWidget() is not win.table, f"{key.name} stayed in the table"
    seen: list[QWidget | None] = []
    win.table.setFocus()
    for _ in range(20):
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert win.enter_button in seen and win.table in seen, "Tab goes round: the fields, Enter hand, the table"
    win.close()

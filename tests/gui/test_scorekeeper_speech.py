"""Keep score with a screen reader (QA, Orca 43.1 on the real bus): the window's shortcuts in the entry row, what
Undo, Redo and a correction say, and the values of the fields the window fills."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.accessibility import score_text
from spades_desktop.gui.scorekeeper import window as keeper_window
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import answering, focused, keeper_for, kept_game, new_game, type_hand

TWO_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3"
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Everything the scorekeeper says to a screen reader, in order."""
    spoken: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: spoken.append(text))
    return spoken


def totals_now(win: ScorekeeperWindow) -> str:
    ours, theirs = (str(total).replace("-", "\u2212") for total in win.tally.totals)
    return f"Totals now: Ann & Cy {ours}, Bob & Di {theirs}."


class ClaimsCtrlE(QObject):
    """What a line edit does on X11, where Ctrl+E is its end of the line: it claims the key from the shortcuts."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_E and event.modifiers() == CTRL):
            event.accept()
        return False


def test_ctrl_z_and_ctrl_shift_z_in_the_entry_row_undo_and_redo_the_hand(qtbot: QtBot, said: list[str]) -> None:
    # The cursor is always in the entry row after a hand is entered; there Ctrl+Z was the field's own undo.
    win = keeper_for(qtbot, new_game())
    QTest.keyClicks(focused(), "4")
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # nothing for the window to undo: the field's own undo still works
    assert focused().text() == "" and not win.game.hands
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")
    assert len(win.game.hands) == 1 and focused() is win.entry.bid_edits[1]
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert not win.game.hands, "Ctrl+Z in the entry row undid the hand"
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert len(win.game.hands) == 1, "Ctrl+Shift+Z redid it"
    win.close()


def test_ctrl_e_in_the_entry_row_goes_to_the_hands_table_where_the_field_claims_the_key(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", TWO_HANDS))
    field = focused()
    claim = ClaimsCtrlE(field)
    field.installEventFilter(claim)
    override = QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_E, CTRL)
    override.ignore()
    QApplication.sendEvent(field, override)
    assert not override.isAccepted(), "the field let the window have Ctrl+E"
    QTest.keyClick(field, Qt.Key.Key_E, CTRL)
    assert QApplication.focusWidget() is win.table
    win.close()


def test_undo_and_redo_say_what_was_undone_and_the_totals_now(
        qtbot: QtBot, said: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", TWO_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(0)
    win.undo()
    assert said[-1] == f"Undone: the removal of hand 1. {totals_now(win)} Hand 3: Bob deals, Cy bids first.", said
    win.redo()
    assert said[-1] == f"Redone: the removal of hand 1. {totals_now(win)} Hand 2: Ann deals, Bob bids first.", said
    win.undo()
    type_hand(qtbot, "3 3 3 3", "3 3 4 3")
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert said[-1] == f"Undone: the entry of hand 3. {totals_now(win)} Hand 3: Bob deals, Cy bids first.", said
    win.close()


def test_a_correction_says_the_corrected_hand_then_the_totals_now(qtbot: QtBot, said: list[str]) -> None:
    # It said "Hand 1 over: Ann & Cy −80, total −80 …", the total at hand 1, as if it stood now.
    win = keeper_for(qtbot, kept_game("standard", TWO_HANDS))
    win.correct(0)
    win.entry.trick_edits[0].setText("3")
    win.entry.trick_edits[3].setText("4")
    assert win.submit(), win.message.text()
    hand = score_text(win.game.rules, win.tally.scores[0], win.game.names, True)
    later = "Hand 1 corrected. The later hands' totals change: after hand 2, Ann & Cy 222 → 81, Bob & Di 10 → 131."
    assert said[-1] == f"{later} {hand} {totals_now(win)} Hand 3: Bob deals, Cy bids first.", said
    assert win.tally.scores[0].totals != win.tally.totals
    win.undo()
    assert said[-1].startswith("Undone: the correction of hand 1. Totals now: "), said
    win.close()


def description(field: QLineEdit) -> str:
    return QAccessible.queryAccessibleInterface(field).text(QAccessible.Text.Description)


def test_a_field_the_window_fills_says_its_value(qtbot: QtBot) -> None:
    # Orca said "West: tricks text. selected." for the offered rest, and only the first field's value in a
    # correction; an earlier fix (filled before the cursor comes) must hold: no "3, selected, 3".
    win = keeper_for(qtbot, new_game())
    for value in ["4", "3", "3", "3", "5", "3"]:
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    QTest.keyClicks(focused(), "3")  # North's tricks: the rest is in East's field before the cursor goes there
    last = win.entry.trick_edits[3]
    assert last.text() == "2" and description(last) == "2, offered: Enter accepts it"
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # into the offered field: its value was there before the cursor
    assert focused() is last and last.selectedText() == "2"
    QTest.keyClick(last, Qt.Key.Key_Return)
    win.correct(0)
    assert all(description(field) == f"{field.text()}, as entered" for field in
               [*win.entry.bid_edits.values(), *win.entry.trick_edits.values()])
    field = win.entry.trick_edits[1]
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "4")
    assert description(field) == "3, as entered", "not changed under the typing"
    QTest.keyClick(field, Qt.Key.Key_Tab)
    QTest.keyClick(focused(), Qt.Key.Key_Backtab)
    assert focused() is field and description(field) == "4", "its value said when the cursor comes back"
    QTest.keyClick(field, Qt.Key.Key_Escape)  # the correction typed goes (closing with it asks first)
    win.close()


def test_a_filled_field_is_selected_only_after_the_focus_is_told(qtbot: QtBot) -> None:
    # Orca 43.1 (QA): Tab into the offered rest said "7", "selected", then "Ann: tricks text. selected. 7, offered:
    # Enter accepts it.": the line edit selected its text as it took the focus, so the selection reached the screen
    # reader before the focus. Qt tells the focus as ``focusChanged`` is emitted: nothing may be selected by then.
    win = keeper_for(qtbot, new_game())
    for value in ["4", "3", "3", "3", "5", "3"]:
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    QTest.keyClicks(focused(), "3")
    last = win.entry.trick_edits[3]
    selected_at_focus: list[bool] = []

    def changed(_old: object, new: object) -> None:
        if new is last:
            selected_at_focus.append(last.hasSelectedText())

    QApplication.instance().focusChanged.connect(changed)  # type: ignore[union-attr]
    try:
        QTest.keyClick(focused(), Qt.Key.Key_Tab)
        assert selected_at_focus == [False], "selected before the focus was told"
        qtbot.waitUntil(lambda: last.selectedText() == "2")  # then selected, for Enter or typing over it
        assert description(last) == "2, offered: Enter accepts it", "its value said once, with the focus"
        QTest.keyClicks(last, "1")
        assert last.text() == "1", "typed over, as before"
        QTest.keyClick(last, Qt.Key.Key_Backtab)
        QTest.keyClick(focused(), Qt.Key.Key_Tab)  # back in a field typed in: the same order
        assert selected_at_focus == [False, False]
        qtbot.waitUntil(lambda: last.selectedText() == "1")
        win.entry.trick_edits[2].setFocus(Qt.FocusReason.MouseFocusReason)
        QTest.keyClick(focused(), Qt.Key.Key_Return)  # Enter moves on too: selected after the focus
        assert selected_at_focus == [False, False, False] and last.selectedText() == "1"
    finally:
        QApplication.instance().focusChanged.disconnect(changed)  # type: ignore[union-attr]
    QTest.keyClick(last, Qt.Key.Key_Escape)
    win.close()

"""Orca 43.1 leftovers (session 58): "Your bid." dropped with the cards' changes, and Help ▸ Mouse and keyboard
opening as "Mouse and keyboard label." and nothing of its text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleTextInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, setup_for, start, wait_for_human
from .test_orca16_findings import accessibility_on, focus_events  # noqa: F401 - fixtures


def line_at_cursor(reader: QAccessibleTextInterface) -> str:
    """The line of a text at its cursor, as a screen reader reads it when the text takes the focus (Orca's
    "currentLineText")."""
    whole = reader.text(0, reader.characterCount()).replace("\u2029", "\n")
    at = reader.cursorPosition()
    return whole[whole.rfind("\n", 0, at) + 1:].split("\n", 1)[0]


def panel_told(event: QAccessibleEvent) -> tuple[str, str, bool]:
    """The name of the panel round the object a focus event tells, the object's name, and whether it says it is
    focused: what Orca 43 says of a focus that enters a panel ("Your bid panel. … Hint push button.")."""
    face = QAccessible.queryAccessibleInterface(event.object())
    assert face is not None
    parent = face.parent()
    assert parent is not None
    return parent.text(QAccessible.Text.Name), face.text(QAccessible.Text.Name), bool(face.state().focused)


@pytest.mark.parametrize("older", [True, False])
def test_your_bid_is_said_once_by_the_panel_s_focus_with_orca_s_notifications(
        qtbot: QtBot, window: MainWindow, focus_events: list[QAccessibleEvent], older: bool) -> None:  # noqa: F811
    # Orca 43.1 after L: the notification "Your bid." was shown with the cards' changes, in a flood of some 90
    # events, and the focus told on the panel's Hint made Orca prune every queued event but the focus: it heard
    # "Your bid panel. … Hint push button." and not the notice (and, when the notice came through, both).
    window.set_older_readers(older)
    start(qtbot, window, setup_for(seed=2))
    view = window.table_view
    said = view.access.announcements
    assert human_view(window).hand is None
    view.setFocus()
    count = len(said)
    focus_events.clear()
    QTest.keyClick(view, Qt.Key.Key_L)
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN
    qtbot.waitUntil(lambda: bool(focus_events))
    assert panel_told(focus_events[-1]) == ("Your bid", "Hint", True), "the turn is in what the focus says"
    if older:
        assert "Your bid." not in said[count:], said[count:]  # said by the focus, not dropped beside it
    else:
        assert said[count:].count("Your bid.") == 1, said[count:]  # Qt's announcement event, as NVDA hears it
    # blind, the panel leaves the focus alone: the notice says what to do, with notifications too
    window.start_game(setup_for(seed=2))
    wait_for_human(qtbot, window)
    assert said[-1] == "Your bid: blind, or look at your cards (L).", said[-3:]


def test_undo_to_a_bid_is_answered_and_the_bid_told_by_the_focus(
        qtbot: QtBot, window: MainWindow, focus_events: list[QAccessibleEvent]) -> None:  # noqa: F811
    window.set_older_readers(True)
    start(qtbot, window, setup_for(seed=2))
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)
    wait_for_human(qtbot, window)
    QTest.keyClick(view, Qt.Key.Key_3)
    QTest.keyClick(view, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    said = view.access.announcements
    count = len(said)
    focus_events.clear()
    QTest.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human(qtbot, window)
    assert said[count].startswith("Undone: the bid of 3"), said[count:]
    assert "Your bid." not in said[count:]
    qtbot.waitUntil(lambda: bool(focus_events))
    assert panel_told(focus_events[-1]) == ("Your bid", "Hint", True)


@pytest.mark.usefixtures("accessibility_on")
def test_mouse_and_keyboard_opens_on_its_first_line_as_read_only_text(qtbot: QtBot, window: MainWindow) -> None:
    # Orca 43.1: "Mouse and keyboard — Spades Desktop dialog. Mouse and keyboard label.", and nothing of the text:
    # Qt says a text browser as a label, and Orca says a label by its name alone (never its description).
    window.show()
    window.controls_action.trigger()
    dialog = window._controls_dialog
    qtbot.waitUntil(dialog.isVisible)
    text = dialog.text_widget
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text)
    face = QAccessible.queryAccessibleInterface(text)
    assert face.role() == QAccessible.Role.EditableText, face.role()  # "read only text": Orca says its line
    state = face.state()
    assert state.readOnly and state.focusable and state.focused and not state.editable
    assert face.text(QAccessible.Text.Name) == "Mouse and keyboard"
    assert "↓" in face.text(QAccessible.Text.Description) and "Escape" in face.text(QAccessible.Text.Description)
    # the line said with the focus: the first action with its keys, not the heading that repeats the name
    reader = face.textInterface()
    assert isinstance(reader, QAccessibleTextInterface)
    line = line_at_cursor(reader)
    assert line.startswith("Play a card: Drag it to the middle of the table"), line
    # ... and every line is still there, the heading above it
    assert text.document().firstBlock().text() == "Mouse and keyboard"
    dialog.close()


@pytest.mark.usefixtures("accessibility_on")
def test_the_rules_card_opens_on_its_heading(qtbot: QtBot, window: MainWindow) -> None:
    # Only a heading that repeats the name is passed over: the rules card's names the rules.
    window.show_rules()
    dialog = window._rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    face = QAccessible.queryAccessibleInterface(dialog.text_widget)
    assert face.role() == QAccessible.Role.EditableText
    reader = face.textInterface()
    assert isinstance(reader, QAccessibleTextInterface)
    line = line_at_cursor(reader)
    assert line and line == dialog.text_widget.document().firstBlock().text(), line
    assert line != face.text(QAccessible.Text.Name)
    dialog.close()

"""Orca 43 on the real bus, round 19 (QA /tmp/qa_orca19): what a blind player still heard wrong.

1. New game: a filled field reached by Tab, Shift+Tab or Alt+B was said with a wrong value (Deal number 42: "42",
   "selected", "Deal number: text.", "4 selected."; North's "Nor": "No selected."). Qt's line edit selects its text
   inside the focus-in, before the focus is told; Keep score's entry fields select it after the focus, and New game's
   fields now do the same (``accessibility.selected_after_focus``). The deal number is said from its description.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from .test_house_rules_dialog import new_game
from .test_orca18_tab_and_names import Seen, caret_before_focus, said, told_name, watch_caret, watch_focus


def watch_selection(edit: QLineEdit, seen: Seen) -> None:
    """Each change of ``edit``'s selection: Qt tells it to a screen reader (text-selection-changed) as it comes."""
    edit.selectionChanged.connect(lambda: seen.append(("caret", told_name(edit))))


def test_a_filled_deal_number_and_name_are_selected_only_after_their_focus(qtbot: QtBot) -> None:
    seen: Seen = []
    dialog = new_game(qtbot)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    north = dialog.name_edits[2]
    dialog.deal.setText("42")
    north.setText("Nor")
    for edit in (dialog.deal, north):
        watch_caret(edit, seen)
        watch_selection(edit, seen)
    watch_focus(seen)
    steps = [(dialog.target, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier, dialog.deal),
             (dialog.level_boxes[2], Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier, north),
             (dialog.target, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier, dialog.deal)]
    for start, key, modifier, reached in steps:
        start.setFocus(Qt.FocusReason.OtherFocusReason)
        qtbot.waitUntil(start.hasFocus)
        seen.clear()
        seen.append(("key", "key"))
        focus_widget = QApplication.focusWidget()
        assert focus_widget is not None
        QTest.keyClick(focus_widget, key, modifier)
        assert QApplication.focusWidget() is reached
        assert ("focus", told_name(reached)) in seen
        assert caret_before_focus(seen) == [], (told_name(reached), seen)
        qtbot.waitUntil(lambda r=reached: r.selectedText() == r.text()), "selected after the focus, to type over"
    dialog.reject()


def test_the_deal_number_is_said_from_its_description(qtbot: QtBot) -> None:
    dialog = new_game(qtbot)
    dialog.deal.setText("42")
    assert said(dialog.deal)[1] == "42"
    dialog.reject()


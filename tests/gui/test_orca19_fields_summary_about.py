"""Orca 43 on the real bus, round 19 (QA /tmp/qa_orca19): what a blind player still heard wrong.

1. New game: a filled field reached by Tab, Shift+Tab or Alt+B was said with a wrong value (Deal number 42: "42",
   "selected", "Deal number: text.", "4 selected."; North's "Nor": "No selected."). Qt's line edit selects its text
   inside the focus-in, before the focus is told; Keep score's entry fields select it after the focus, and New game's
   fields now do the same (``accessibility.selected_after_focus``). The deal number is said from its description.
2. The hand's summary said "(contract 5 made, your nil failed)" of a failed nil whose tricks count for the side; the
   panel shows "nil failed −100 (2 tricks counted for the side)": its description says it too.
3. Help ▸ About: Tab reached the text and Orca read it once, but ↓, End, Home and Page Down said nothing: the text
   was a label, with no caret for Orca to follow. It is a read-only text view whose caret the keys move (and scroll
   the dialog to), a caret move Qt tells the screen reader.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.panels import HandSummaryPanel

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


# ------------------------------------------------------------------ 2. the summary's failed nil
def _summary(qtbot: QtBot, rules: RuleSet, tricks: tuple[int, ...]) -> HandSummaryPanel:
    score = tally_match(rules, [HandEntry(tuple(parse_bid(b) for b in ["nil", "3", "5", "3"]), tricks)], 3).scores[0]
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, ["You", "Wes", "Nora", "Ethan"], last=False)
    return panel


def test_the_summary_s_description_says_a_failed_nil_s_tricks_counted_for_the_side(qtbot: QtBot) -> None:
    panel = _summary(qtbot, RuleSet(), (2, 3, 4, 4))  # your nil failed with 2 tricks; Nora made 5 with them
    shown = " ".join(label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel))
    assert "nil failed −100 (2 tricks counted for the side)" in shown
    description = panel.accessibleDescription()
    assert "your nil failed (2 tricks counted for the side)" in description, description


def test_nothing_counted_is_said_where_the_rules_do_not_count_them(qtbot: QtBot) -> None:
    from dataclasses import replace

    panel = _summary(qtbot, replace(RuleSet(), nil_tricks_count=False), (2, 3, 4, 4))
    assert "your nil failed" in panel.accessibleDescription()
    assert "counted for the side" not in panel.accessibleDescription()


# ------------------------------------------------------------------ 3. About's text, line by line
def test_about_s_keys_move_a_caret_that_a_screen_reader_follows(qtbot: QtBot) -> None:
    from PySide6.QtGui import QAccessible

    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.info_dialogs import AboutDialog

    make_application()
    dialog = AboutDialog("About Spades Desktop")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    face = QAccessible.queryAccessibleInterface(dialog.text)
    assert face is not None and face.textInterface() is not None, "a text a screen reader reads by its caret"
    text = face.textInterface()
    assert face.state().readOnly and "Spades for the desktop" in text.text(0, text.characterCount())
    dialog.text.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(dialog.text.hasFocus)
    # (Qt tells a text view's caret moves to the screen reader: text-caret-moved, which Orca says the line of)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_End, Qt.Key.Key_Home, Qt.Key.Key_PageDown):
        before = dialog.text.textCursor().position()
        QTest.keyClick(dialog.text, key)
        assert dialog.text.textCursor().position() != before, key
    end = text.characterCount()
    assert dialog.text.textCursor().position() == end, "Page Down to the last line"
    dialog.close()

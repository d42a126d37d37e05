"""Orca 43 on the real bus, round 18 (QA /tmp/qa_orca18): what a blind player did not hear.

1. Keep score: Tab into a field the cursor had not been in said only "tab", for every bid field and the first three
   trick fields of each hand; New game's Deal number (Alt+B) said only "Text unselected.". Qt tells a line edit's
   first caret move (from nowhere to 0); it came from the select-all inside the focus-in, before the focus was told,
   and Orca took it for the focus, silently, and then said nothing of the focus itself.
2. New game: West's default name "Wes" was never said: Qt gives the placeholder as the description, and Orca 43
   leaves out a description that is a part of the name ("wes" in "west: name"); so for "Nor" typed in North.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui import texts
from spades_desktop.gui.layout import position_of
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.scorekeeper import entry as entry_module
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog

from .test_house_rules_dialog import new_game
from .test_scorekeeper import focused, keeper_for
from .test_scorekeeper import new_game as kept_new_game

Seen = list[tuple[str, str]]  # what ("key", "focus" or "caret"), and the field's accessible name as it came


def told_name(edit: QLineEdit) -> str:
    face = QAccessible.queryAccessibleInterface(edit)
    assert face is not None
    return face.text(QAccessible.Text.Name)


def watch_focus(seen: Seen) -> None:
    """Each focus change, as Qt emits ``focusChanged``: after the focus-in, just before it tells the focus to a
    screen reader (``QWidget::setFocus``)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def changed(_old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, QLineEdit):
            seen.append(("focus", told_name(new)))

    app.focusChanged.connect(changed)


def watch_caret(edit: QLineEdit, seen: Seen) -> None:
    """Each caret move of ``edit``: Qt tells it to a screen reader (AT-SPI's text-caret-moved) as it emits the
    signal. (Its selection's change before the focus, Orca 43 leaves alone: the select-all of Alt+B.)"""
    edit.cursorPositionChanged.connect(lambda _old, _new: seen.append(("caret", told_name(edit))))


def caret_before_focus(seen: Seen) -> list[str]:
    """The fields whose caret moved after a key was pressed and before their own focus
    was told. (A field filled as a key is typed in another, the offer of the rest, is told long before.)"""
    early: list[str] = []
    since: list[str] = []
    for what, edit in seen:
        if what == "key":
            since = []
        elif what == "focus":
            if edit in since:
                early.append(edit)
            since = []
        else:
            since.append(edit)
    return early


# ------------------------------------------------------------------ 1. the caret before the focus
def test_tab_into_a_fresh_entry_field_tells_the_focus_before_its_caret(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Seen = []

    class Watched(entry_module.EntryField):
        def __init__(self, parent: QWidget | None = None) -> None:
            super().__init__(parent)
            watch_caret(self, seen)

    monkeypatch.setattr(entry_module, "EntryField", Watched)
    win = keeper_for(qtbot, kept_new_game("standard"))
    watch_focus(seen)
    seen.clear()
    reached: list[str] = []
    for hand in range(2):
        for _field in range(7):  # type 3, Tab, as the QA did: the last trick field is offered
            field = focused()
            QTest.keyClicks(field, "3")
            seen.append(("key", "Tab"))
            QTest.keyClick(field, Qt.Key.Key_Tab)
            reached.append(focused().accessibleName())
            qtbot.wait(1)  # the limit kept back until just after the focus
        field = focused()
        assert field.selectedText() == "4", "the rest offered"
        seen.append(("key", "Enter"))
        QTest.keyClick(field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda h=hand: len(win.game.hands) == h + 1)
    assert len(reached) == 14 and reached[0] == "Bob: bid"
    assert caret_before_focus(seen) == [], "the caret moved before the focus was told"
    fields = [*win.entry.bid_edits.values(), *win.entry.trick_edits.values()]
    assert {f.maxLength() for f in win.entry.trick_edits.values()} == {2}, "the limits kept"
    assert len({f.maxLength() for f in win.entry.bid_edits.values()}) == 1 and fields[0].maxLength() >= 13
    win.close()


def test_a_typed_bid_keeps_its_limit_and_a_filled_field_is_selected_after_its_focus(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_new_game("standard"))
    first = focused()
    QTest.keyClicks(first, "3")
    QTest.keyClick(first, Qt.Key.Key_Tab)
    second = focused()
    QTest.keyClicks(second, "9" * 60)  # typed at once, before the limit's timer
    assert second.text() == "9" * second.maxLength() and 13 <= second.maxLength() < 60
    QTest.keyClick(second, Qt.Key.Key_Backtab)
    assert focused() is first
    qtbot.waitUntil(lambda: first.selectedText() == "3"), "Shift+Tab back selects its text, to type over"
    win.close()


def test_alt_b_tells_the_deal_number_s_focus_before_its_caret(qtbot: QtBot) -> None:
    seen: Seen = []
    dialog = new_game(qtbot)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    watch_caret(dialog.deal, seen)
    watch_focus(seen)
    QTest.keyClick(dialog, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.deal
    assert ("focus", "Deal number:") in seen and caret_before_focus(seen) == []
    dialog.reject()


# ------------------------------------------------------------------ 2. a description that is a part of the name
def said(edit: QLineEdit) -> tuple[str, str]:
    """The name and description a screen reader gets for ``edit`` (Qt gives an empty one the placeholder)."""
    face = QAccessible.queryAccessibleInterface(edit)
    assert face is not None
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def orca_says_description(edit: QLineEdit) -> bool:
    """Orca 43's test (``generator.py``): a description that is a part of the name is left out."""
    name, description = said(edit)
    return bool(description) and description.lower() not in name.lower()


@pytest.mark.parametrize("kind", ["human", "easy"])
def test_every_seat_s_default_name_is_said(qtbot: QtBot, kind: str) -> None:
    dialog = new_game(qtbot)
    dialog.level_boxes[1].setCurrentIndex(dialog.level_boxes[1].findData(kind))  # West: a person or a bot
    n = len(dialog.name_edits)
    for seat, edit in enumerate(dialog.name_edits):
        assert edit.text() == ""
        name, description = said(edit)
        human = str(dialog.level_boxes[seat].currentData()) == "human"
        humans = [str(b.currentData()) for b in dialog.level_boxes].count("human")
        default = texts.seat_default_name(position_of(seat, 0, n), human, humans)
        assert edit.placeholderText() == default
        assert description == f"Default name: {default}", name
        assert orca_says_description(edit), (name, description)
    assert said(dialog.name_edits[1]) == ("West: name", "Default name: " + ("West" if kind == "human" else "Wes"))
    dialog.reject()


def test_a_typed_name_that_is_part_of_the_seat_s_name_is_said(qtbot: QtBot) -> None:
    dialog = new_game(qtbot)
    north = dialog.name_edits[2]
    assert said(north)[0] == "North: name"
    north.setText("Nor")
    assert said(north) == ("North: name", "Nor, as entered") and orca_says_description(north)
    north.setText("Nora")
    assert said(north) == ("North: name", "Nora"), "a name not in the field's name is said as it is"
    north.setText("")
    assert said(north)[1] == "Default name: Nora"
    dialog.reject()


def test_a_remade_row_says_its_default_name(qtbot: QtBot) -> None:
    dialog: NewGameDialog = new_game(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("cutthroat"))
    for edit in dialog.name_edits:
        assert orca_says_description(edit), said(edit)
        assert said(edit)[1] == f"Default name: {edit.placeholderText()}"
    dialog.reject()


def test_a_name_that_is_part_of_the_field_s_label_is_said(qtbot: QtBot) -> None:
    """Orca 43 leaves out a description that is a part of the labels that name the field, as well: Keep score's
    North, labelled "North (partner: South):" in the "Players (in seat order, clockwise)" box."""
    keep = ScorekeeperSetupDialog()
    qtbot.addWidget(keep)
    north = keep.name_edits[2]
    for typed, described in (("Sou", "Sou, as entered"), ("Play", "Play, as entered"), ("Bea", "Bea")):
        north.setText(typed)
        assert north.accessibleDescription() == described

"""Orca 43 under xvfb, round 18 (QA orca17): the focus after House rules are saved from a seat's row of New game,
names said whole, and what the New game dialog says as it opens."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFocusEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets, presets_folder
from spades_desktop.gui.scorekeeper.setup_dialog import GameSetupDialog, ScorekeeperSetupDialog
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.gui.welcome import WelcomeDialog
from spades_desktop.rules import load_all

from .test_atspi2_findings import orca_43_reads
from .test_house_rules_dialog import new_game
from .test_scorekeeper_ksnames import friday


def save_house_rules_from(qtbot: QtBot, new: NewGameDialog, widget: QWidget, name: str) -> list[str]:
    """Put the focus on ``widget``, press Alt+H, name the rules and press Enter (Save), as the QA did; the
    accessible names of the widgets the focus went to on the way."""
    new.activateWindow()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    moves: list[str] = []

    def moved(_old: QWidget | None, now: QWidget | None) -> None:
        moves.append(now.accessibleName() or type(now).__name__ if now is not None else "-")

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(moved)
    done: list[bool] = []

    def save() -> None:
        dialog = getattr(new, "house_rules_dialog", None)
        if not isinstance(dialog, HouseRulesDialog) or not dialog.isVisible():
            QTimer.singleShot(20, save)  # Alt+H clicks the button after a moment
            return
        try:
            dialog.name.setText(name)
            QTest.keyClick(dialog.name, Qt.Key.Key_Return)  # Save is the default button
        finally:
            done.append(True)
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(20, save)
    QTest.keyClick(widget, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: bool(done))
    qtbot.waitUntil(lambda: not new.house_rules_dialog.isVisible())
    new.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is new)
    app.focusChanged.disconnect(moved)
    return moves


def test_saving_house_rules_from_a_seat_row_leaves_the_focus_on_that_row(qtbot: QtBot) -> None:
    # QA: Alt+H on "North (with South)", Enter: Orca said "East: name", a box, then "Target score: as the rules say
    # (60)": the rows were made anew for the saved rules, and the box with the focus went with them.
    new = new_game(qtbot)
    qtbot.waitExposed(new)
    box = new.level_boxes[2]
    moves = save_house_rules_from(qtbot, new, box, "Our house rules")
    assert new.current_preset().name == "Our house rules"
    assert new.level_boxes[2] is box and QApplication.focusWidget() is box, "back on North's player box"
    in_new_game = [m for m in moves if m not in ("Name of your rules", "-")]
    assert set(in_new_game) <= {"North: player"}, f"the focus went through {in_new_game}"


def test_a_preset_of_other_seats_hands_the_focus_to_the_same_seat_s_new_row(qtbot: QtBot) -> None:
    new = new_game(qtbot)
    qtbot.waitExposed(new)
    new.activateWindow()
    new.name_edits[1].setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is new.name_edits[1])
    old = new.name_edits[1]
    new.preset.setCurrentIndex(new.preset.findData("cutthroat"))
    assert new.name_edits[1] is not old, "cutthroat's rows are made anew (no partners in their labels)"
    assert QApplication.focusWidget() is new.name_edits[1], "West's name field, made anew, has the focus"


def typed_and_left(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    """Type ``text`` into ``edit`` with the focus in it, then give the focus to another field and back."""
    edit.window().activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    QTest.keyClicks(edit, text)
    assert edit.accessibleDescription() != edit.text() or not text, "not said over the typing"
    QApplication.sendEvent(edit, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))


def test_each_name_field_says_its_whole_text_in_its_description(qtbot: QtBot) -> None:
    # Orca 43 said "Bea" as "Be" and "Our house rules" as "Our house rule" (a Qt line edit's empty attribute run)
    new = new_game(qtbot)
    new.name_edits[0].setText("Bea")
    assert new.name_edits[0].accessibleDescription() == "Bea", "a name put in is said at once"
    assert new.name_edits[1].accessibleDescription() == "Default name: Wes", "an empty field says its placeholder"
    typed_and_left(qtbot, new.name_edits[1], "Nora")
    assert new.name_edits[1].accessibleDescription() == "Nora", "a typed name, as the focus comes back"
    presets, broken = load_presets()
    remembered = NewGameDialog(presets, NewGameChoices(names=("Kid", "", "Mum", "")), broken)
    qtbot.addWidget(remembered)
    assert remembered.name_edits[2].accessibleDescription() == "Mum"

    folder = presets_folder()
    assert folder is not None
    rules = HouseRulesDialog(new.current_preset(), presets, folder, new)
    qtbot.addWidget(rules)
    assert rules.name.text() and rules.name.accessibleDescription() == rules.name.text()

    blank = BlankSheetDialog(None, load_all().presets, "standard")
    qtbot.addWidget(blank)
    blank.name_edits[0].setText("Ann")
    assert [e.accessibleDescription() for e in blank.name_edits[:2]] == ["Ann", ""]

    keep = ScorekeeperSetupDialog()
    qtbot.addWidget(keep)
    keep.name_edits[3].setText("Di")
    assert keep.name_edits[3].accessibleDescription() == "Di"
    keep.preset.setCurrentIndex(keep.preset.findData("cutthroat"))  # the fields made anew keep the names
    assert keep.name_edits[0].accessibleDescription() == keep.name_edits[0].text()

    game = GameSetupDialog(friday())
    qtbot.addWidget(game)
    assert [e.accessibleDescription() for e in game.name_edits] == ["Ann", "Bob", "Cy", "Di"]

    welcome = WelcomeDialog(presets, NewGameChoices(names=("Bea",)), False)
    qtbot.addWidget(welcome)
    welcome.name.setText("Bea")
    assert welcome.name.accessibleDescription() == "Bea"


def test_the_new_game_dialog_does_not_open_with_the_presets_folder_s_path(qtbot: QtBot) -> None:
    # QA: "New game — Spades Desktop dialog Your own presets live in /tmp/…/presets", before anything else
    new = new_game(qtbot)
    qtbot.waitExposed(new)
    folder = str(presets_folder())
    said = orca_43_reads(new)
    assert not any(folder in text for text in said), said
    assert folder in new.folder_button.toolTip(), "the Presets folder button says where it is"
    assert new.folder_note.isVisible() and folder in new.folder_note.text(), "and the dialog still shows it"

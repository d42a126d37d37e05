"""The new-game dialog: presets with descriptions, players, levels, target, deal number; choices remembered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices, app_settings, load_choices, save_choices

from .conftest import wait_for_human


def make_dialog(qtbot: QtBot, choices: NewGameChoices | None = None) -> NewGameDialog:
    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, choices or NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    return dialog


def test_the_dialog_lists_the_presets_with_their_descriptions(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    ids = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert "standard" in ids and "two-player" in ids and "cutthroat" in ids
    dialog.preset.setCurrentIndex(ids.index("two-player"))
    assert "Two players" in dialog.description.text()
    assert len(dialog.name_edits) == 2, "the seats follow the preset"
    dialog.preset.setCurrentIndex(ids.index("standard"))
    assert len(dialog.name_edits) == 4
    assert [b.currentData() for b in dialog.level_boxes] == ["human", "normal", "normal", "normal"], \
        "by default you sit at South against three Normal bots"
    assert dialog.level_boxes[0].isEnabled(), "any seat may be a human or a bot"


def test_each_level_in_the_list_says_what_it_plays_like_and_the_box_says_it_of_the_chosen_one(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    box = dialog.level_boxes[2]
    tips = {box.itemData(i): box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())}
    assert set(tips) == {"human", "easy", "normal", "hard"}
    assert "pass and play" in tips["human"] and "casual" in tips["easy"]
    assert "covers its partner's nil" in tips["normal"] and "strongest" in tips["hard"]
    # the accessible description names the level first: a new value alone is not said by Orca 43 (atspi3)
    assert box.toolTip() == tips["normal"] and box.accessibleDescription() == "Normal bot. " + tips["normal"]
    box.setCurrentIndex(box.findData("hard"))
    assert box.toolTip() == tips["hard"], "the box follows the level chosen"
    assert box.accessibleDescription() == "Hard bot. " + tips["hard"]


def test_the_dialogs_choices_make_the_game(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.name_edits[0].setText("Ann")
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData("hard"))
    dialog.target.setValue(250)
    dialog.deal.setText("12345")
    assert dialog.problem() == ""
    setup = dialog.setup()
    assert setup.seats[0].name == "Ann" and setup.seats[0].is_human
    assert setup.seats[1].name == "Wes" and setup.seats[2].level == "hard"
    assert setup.rules.target == 250 and setup.seed == 12345


def test_an_empty_deal_number_is_random_and_a_huge_one_is_refused(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    seeds = {dialog.setup().seed for _ in range(5)}
    assert len(seeds) == 5
    dialog.deal.setText("999999999999999")
    assert "deal number" in dialog.problem()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and "deal number" in dialog.error.text()


def test_the_last_choices_are_remembered(qtbot: QtBot) -> None:
    choices = NewGameChoices("cutthroat", ("Ann", "", "", ""), ("human", "easy", "hard", "easy"), 300, "77")
    save_choices(app_settings(), choices)
    assert load_choices(app_settings()) == choices
    dialog = make_dialog(qtbot, load_choices(app_settings()))
    assert dialog.current_preset().id == "cutthroat"
    assert dialog.name_edits[0].text() == "Ann"
    assert [b.currentData() for b in dialog.level_boxes] == ["human", "easy", "hard", "easy"]
    assert dialog.target.value() == 300
    assert dialog.deal.text() == "", "a typed deal number is used once, never pre-filled (issue 12)"


def test_game_new_game_starts_what_the_dialog_says(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def accept_with_changes(self: NewGameDialog) -> int:
        self.deal.setText("4242")
        self.name_edits[2].setText("Partner")
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", accept_with_changes)
    window.new_action.trigger()
    wait_for_human(qtbot, window)
    setup = window.controller.setup
    assert setup is not None and setup.seed == 4242 and setup.seats[2].name == "Partner"
    assert window.table_view.table.plate(2).name == "Partner"
    assert load_choices(app_settings()).deal == "", "the deal number does not stick (issue 12)"


def test_a_screen_reader_names_each_seat_s_player_box_and_tab_reaches_the_seats_where_they_stand(
        qtbot: QtBot) -> None:
    """On Linux a combo box is named by its label alone: Orca said "Normal bot" with no seat. And Tab went from
    the preset's buttons to Target and Deal number, and reached the seats only after Cancel."""
    from PySide6.QtGui import QAccessible

    dialog = make_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in dialog.level_boxes:
        labels = [other.text(QAccessible.Text.Name)
                  for other, relation in QAccessible.queryAccessibleInterface(box).relations()
                  if relation & QAccessible.RelationFlag.Label]
        assert [label for label in labels if label.split(" ")[0] in ("South", "West", "North", "East")], labels
    dialog.activateWindow()
    dialog.folder_button.setFocus()
    order = []
    for _ in range(2 * len(dialog.name_edits) + 1):
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    seats = [w for row in zip(dialog.name_edits, dialog.level_boxes, strict=True) for w in row]
    assert order[:len(seats)] == seats
    assert order[-1] in (dialog.allow_undo, dialog.target)  # the undo box only when two people play

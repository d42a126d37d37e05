"""New game refuses a garbled player name: the dialog says why and Deal stays disabled (issue 11)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices


def make_dialog(qtbot: QtBot) -> NewGameDialog:
    make_application()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    return dialog


def deal_button(dialog: NewGameDialog) -> QPushButton:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    button = box.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    return button


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("\u200b\u200b\u200b", "North: the name is made only of invisible characters."),
        ("Ann\x07", "North: the name holds a control character."),
        ("\u202eNNA", "North: the name holds a character that turns the direction of text."),
    ],
)
def test_a_garbled_name_disables_deal_and_says_why(qtbot: QtBot, typed: str, message: str) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    button = deal_button(dialog)
    assert button.isEnabled() and dialog.error.text() == ""
    north = dialog.name_edits[2]  # seats go South, West, North, East
    north.setText(typed)
    assert dialog.error.text() == message
    assert not button.isEnabled()
    assert dialog.problem() == message
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    north.setText("Nora")
    assert dialog.error.text() == "" and button.isEnabled()
    assert dialog.setup().seats[2].name == "Nora"


def test_an_empty_name_still_means_the_seats_default_name(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot)
    dialog.name_edits[0].setText("   ")
    assert deal_button(dialog).isEnabled() and dialog.problem() == ""


def test_a_garbled_remembered_name_gives_the_default_name_at_start_up(qtbot: QtBot) -> None:
    """A game started from the remembered choices (no dialog) never records a name a record may not hold."""
    from spades_desktop.gui.new_game_dialog import setup_from_choices

    preset = make_dialog(qtbot).current_preset()
    defaults = [s.name for s in setup_from_choices(preset, NewGameChoices(names=("", "", "", ""))).seats]
    setup = setup_from_choices(preset, NewGameChoices(names=("\u202eNNA", "\u200b", "Bo\x07", " Dee ")))
    assert [s.name for s in setup.seats] == [*defaults[:3], "Dee"]

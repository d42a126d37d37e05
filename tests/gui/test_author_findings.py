"""What a house-rules author met writing presets of their own (QA, session 45)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.paths import user_presets_dir
from spades_desktop.rules import load_all


def write_presets(files: dict[str, str]) -> Path:
    folder = user_presets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def listed(box: object) -> dict[str, str]:
    from PySide6.QtWidgets import QComboBox

    assert isinstance(box, QComboBox)
    return {str(box.itemData(i)): box.itemText(i) for i in range(box.count())}


def test_two_presets_of_one_name_are_told_apart_by_their_ids(qtbot: QtBot) -> None:
    """A copy of standard.yaml with a new id but the same name: two identical "Standard partnership Spades"
    entries in New game and in the blank-sheet dialog, with nothing to tell which is which."""
    make_application()
    write_presets({"ours.yaml": "id: ours\nname: Standard partnership Spades\nrules:\n  target: 300\n"})
    presets, _broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), [])
    qtbot.addWidget(dialog)
    names = listed(dialog.preset)
    assert names["ours"] == "Standard partnership Spades (ours)"
    assert names["standard"] == "Standard partnership Spades (standard)"
    assert "(cutthroat)" not in names["cutthroat"], "a name of its own is listed as it is"
    sheet = BlankSheetDialog(presets=load_all(user_presets_dir()).presets)
    qtbot.addWidget(sheet)
    assert listed(sheet.preset_box)["ours"] == "Standard partnership Spades (ours)"


def test_a_preset_without_a_description_shows_its_numbers(qtbot: QtBot) -> None:
    """A preset written without `description:` left an empty area under Rules in New game."""
    make_application()
    write_presets({"plain.yaml": "id: plain\nname: Plain\nrules:\n  target: 300\n  bag_penalty: 70\n"})
    presets, _broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), [])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("plain"))
    assert dialog.description.text().startswith("300 points") and "10 bags −70" in dialog.description.text()

"""Keep score's set-up when the rules of the last game cannot be read (QA robust7): it switched to Standard
without a word, and threw away the list of broken preset files that New game shows."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.scorekeeper.setup_dialog import LAST_PRESET_KEY, ScorekeeperSetupDialog
from spades_desktop.gui.settings import NewGameChoices, app_settings
from spades_desktop.paths import user_presets_dir

JUNK = "id: myp\nrules: [\n  : :\n"  # the QA's file: its id line, then YAML that does not parse
CLUB_YAML = "id: club-thursday\nname:\n  en: Thursday club\nextends: standard\nrules:\n  target: 300\n"


def broken_user_preset() -> Path:
    folder = user_presets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "myp.yaml"
    path.write_text(JUNK, encoding="utf-8")
    return path


def test_the_last_game_s_preset_broken_is_said_with_which_rules_are_chosen_instead(qtbot: QtBot) -> None:
    make_application()
    broken_user_preset()
    app_settings().setValue(LAST_PRESET_KEY, "myp")
    dialog = ScorekeeperSetupDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.current_preset().id == "standard"
    # the broken files, as New game names them
    note = dialog.broken_presets
    assert note.isVisibleTo(dialog) and note.head.text() == "Some preset files could not be read (1):"
    assert "myp.yaml" in note.note.text()
    text = dialog.remembered_note.text()
    assert dialog.remembered_note.isVisibleTo(dialog), text
    assert text == ("The rules of the last game, “myp”, could not be read (see above). Chosen instead: “Standard "
                    "partnership Spades”."), text  # its file's problem is listed above, not twice
    note.button.click()
    assert note.dialog is not None and "myp.yaml" in note.dialog.text_widget.toPlainText()  # type: ignore[attr-defined]
    note.dialog.close()
    dialog.preset.setCurrentIndex(dialog.preset.findData("suicide"))
    assert not dialog.remembered_note.isVisibleTo(dialog), "said until the rules are changed"


def test_a_club_preset_file_broken_since_the_last_game_is_said(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    club = tmp_path / "club.yaml"
    club.write_text(CLUB_YAML, encoding="utf-8")
    first = ScorekeeperSetupDialog(None)
    qtbot.addWidget(first)
    first.choose_preset_file(str(club))
    first.accept()
    assert first.result_game is not None and first.result_game.preset_id == "club-thursday"
    club.write_text(CLUB_YAML.replace("target: 300", "target: [300"), encoding="utf-8")
    again = ScorekeeperSetupDialog(None)
    qtbot.addWidget(again)
    again.show()
    text = again.remembered_note.text()
    assert again.current_preset().id == "standard" and again.remembered_note.isVisibleTo(again)
    assert text.startswith("The rules of the last game, “club-thursday”, could not be read: ") and "club.yaml" in text
    assert not again.broken_presets.isVisibleTo(again), "no file in the presets folder is broken"


def test_the_last_game_s_preset_deleted_is_said_too_and_nothing_when_it_loads(qtbot: QtBot) -> None:
    make_application()
    app_settings().setValue(LAST_PRESET_KEY, "gone-preset")
    dialog = ScorekeeperSetupDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.remembered_note.text() == ("The rules of the last game, “gone-preset”, are no longer among the "
                                             "presets; chosen instead: “Standard partnership "
                                             "Spades”.")
    assert not dialog.broken_presets.isVisibleTo(dialog)
    app_settings().setValue(LAST_PRESET_KEY, "suicide")
    fine = ScorekeeperSetupDialog(None)
    qtbot.addWidget(fine)
    fine.show()
    assert fine.current_preset().id == "suicide" and not fine.remembered_note.isVisibleTo(fine)


def test_new_game_names_the_broken_files_with_the_same_note(qtbot: QtBot) -> None:
    make_application()
    broken_user_preset()
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.broken_head.text() == "Some preset files could not be read (1):"
    assert dialog.broken_button.isVisibleTo(dialog) and "myp.yaml" in dialog.broken_note.text()

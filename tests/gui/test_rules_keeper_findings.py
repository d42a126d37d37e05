"""What a club's rules keeper found in the game's windows: the rules card of the game played, broken preset
files, a looping link imported, and the House rules dialog's both-nil choice and bag penalty."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.presets import find_preset, load_presets, rules_card_text
from spades_desktop.gui.settings import load_choices

from .conftest import start
from .test_house_rules_dialog import in_house_rules, new_game


def presets_dir() -> Path:
    folder = Path(os.environ["SPADES_DESKTOP_HOME"]) / "presets"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def house_rules(qtbot: QtBot, preset_id: str) -> HouseRulesDialog:
    make_application()
    presets, _broken = load_presets()
    choice = find_preset(presets, preset_id)
    assert choice is not None
    dialog = HouseRulesDialog(choice, presets, presets_dir())
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def field(dialog: HouseRulesDialog, key: str) -> object:
    return next(f.widget for f in dialog._fields if f.key == key)


def test_the_rules_of_this_game_give_the_target_set_in_new_game(qtbot: QtBot, window: MainWindow) -> None:
    """end.target: New game's Target score 400 on a preset of 250; the card said 250 while the game played
    to 400."""
    new = new_game(qtbot, "short-250")
    new.target.setValue(400)
    start(qtbot, window, new.setup())
    assert window.controller.rules is not None and window.controller.rules.target == 400
    window.show_rules()
    text = window._rules_dialog.text_widget.toPlainText()
    assert "the first side to 400 wins" in text and "to 250 wins" not in text
    assert "This game plays to 400, set in the New game window; the preset “Short game to 250” says 250." in text
    assert text.startswith("Short game to 250"), "still named after its preset"
    choice = window.current_preset()
    assert choice is not None
    assert "New game window" not in rules_card_text(choice, choice.rules), "played as the preset: no note"


def test_a_user_preset_whose_target_changed_after_the_start_is_not_said_set_in_new_game(
        qtbot: QtBot, window: MainWindow) -> None:
    """QA robust7: any difference in the target alone was taken for New game's Target score; a game started at
    the preset's own 250, whose file then said 300, read "set in the New game window"."""
    path = presets_dir() / "ours.yaml"
    path.write_text("id: ours\nname:\n  en: Ours\nextends: standard\nrules:\n  target: 250\n", encoding="utf-8")
    new = new_game(qtbot, "ours")
    assert new.current_preset().id == "ours"
    start(qtbot, window, new.setup())  # Target score left "as the rules say"
    path.write_text(path.read_text(encoding="utf-8").replace("250", "300"), encoding="utf-8")
    window._presets = None  # the presets read again (as at the next start, the game resumed)
    window.show_rules()
    text = window._rules_dialog.text_widget.toPlainText()
    assert "the first side to 250 wins" in text and "New game window" not in text, text
    assert "This game plays by these rules, which differ from the preset “Ours” as it is now." in text


def test_house_rules_start_from_the_target_set_in_new_game_and_the_game_plays_to_the_saved_one(
        qtbot: QtBot) -> None:
    """end.target: with New game's Target score at 400 on a preset of 250, House rules… showed 250; a club that
    saved 350 there still played to New game's 400, which overrides the preset."""
    new = new_game(qtbot, "short-250")
    new.target.setValue(400)
    seen: list[int] = []

    def act(dialog: HouseRulesDialog) -> None:
        seen.append(dialog.target.value())
        assert "starts at 400, set in the New game window (the preset says 250)" in dialog.from_label.text()
        assert "the first side to 400 wins" in dialog.card.toPlainText()
        dialog.name.setText("Club evenings")
        dialog.target.setValue(350)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    in_house_rules(qtbot, new, act)
    assert seen == [400]
    assert new.current_preset().name == "Club evenings"
    assert new.target.value() == 0, "the saved rules hold the target: New game plays to theirs"
    assert new.setup().rules.target == 350


def test_a_target_typed_in_new_game_equal_to_the_presets_gives_way_to_the_one_saved(qtbot: QtBot) -> None:
    """New game's Target score typed as 250 on a preset of 250 overrides the preset too: saving 350 in House
    rules must still give a game to 350."""
    new = new_game(qtbot, "short-250")
    new.target.setValue(250)

    def act(dialog: HouseRulesDialog) -> None:
        assert dialog.target.value() == 250 and "New game window" not in dialog.from_label.text()
        dialog.name.setText("Club nights")
        dialog.target.setValue(350)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)

    in_house_rules(qtbot, new, act)
    assert new.current_preset().name == "Club nights" and new.setup().rules.target == 350


def test_house_rules_keep_the_presets_target_when_new_game_left_it_alone(qtbot: QtBot) -> None:
    new = new_game(qtbot, "short-250")

    def act(dialog: HouseRulesDialog) -> None:
        assert dialog.target.value() == 250 and "New game window" not in dialog.from_label.text()

    in_house_rules(qtbot, new, act)


def test_the_new_game_window_names_every_broken_preset_file(qtbot: QtBot) -> None:
    """Eleven broken files: only the first five were named, without a word about the other six."""
    folder = presets_dir()
    for number in range(1, 10):
        (folder / f"bad-{number}.yaml").write_text(f"id: bad-{number}\nname: Bad\nrules:\n  bags: 5\n",
                                                   encoding="utf-8")
    os.symlink("loop.yaml", folder / "loop.yaml")
    os.symlink("gone.yaml", folder / "dangling.yaml")
    new = new_game(qtbot)
    names = [f"bad-{number}.yaml" for number in range(1, 10)] + ["loop.yaml", "dangling.yaml"]
    note = new.broken_note
    assert note is not None
    assert all(name in note.text() for name in names), note.text()
    assert new.broken_button is not None and new.broken_button.isVisible()
    assert any("could not be read (11):" in label.text() for label in new.findChildren(QLabel))
    qtbot.mouseClick(new.broken_button, Qt.MouseButton.LeftButton)
    listed = new.broken_dialog.text_widget.toPlainText()
    assert all(name in listed for name in names)
    assert "loop.yaml: the file cannot be read" in listed
    new.broken_dialog.close()


def test_importing_a_looping_link_says_it_cannot_be_read(qtbot: QtBot, tmp_path: Path) -> None:
    """NewGameDialog.import_preset let RuntimeError "Symlink loop" out: the game must never crash on a file."""
    loop = tmp_path / "loop.yaml"
    os.symlink(loop.name, loop)
    new = new_game(qtbot)
    assert new.import_preset(loop) is False
    assert "This preset cannot be used" in new.preset_message.text()
    assert "the file cannot be read" in new.preset_message.text()


def test_the_both_nil_choice_says_what_both_nils_win(qtbot: QtBot) -> None:
    """score.both_nil_lose_all: both made nils win twice the nil's worth; with a nil of 50 that is +100, not
    the +200 the choice always said."""
    dialog = house_rules(qtbot, "book")
    box, nil_value = field(dialog, "double_nil"), field(dialog, "nil_value")
    assert isinstance(box, QComboBox) and isinstance(nil_value, QSpinBox)

    def said() -> str:
        return box.itemText(box.findData("lose_all"))

    assert said().startswith("+200 when both make it")
    nil_value.setValue(50)
    assert said().startswith("+100 when both make it")
    assert "Both partners nil: +100 if both make it" in dialog.card.toPlainText(), "as the card says"
    nil_value.setValue(75)
    assert said().startswith("+150 when both make it")


def test_no_bag_penalty_saves_a_file_without_one(qtbot: QtBot) -> None:
    """score.bag_penalty: from a keeper's preset of 5 bags for 50, "no penalty" (0 bags) wrote
    bag_penalty: 50 beside bag_limit: 0, a rule that does nothing, which the loader now refuses."""
    (presets_dir() / "club.yaml").write_text(
        "id: club\nname: Club\nextends: standard\nrules:\n  bag_limit: 5\n  bag_penalty: 50\n", encoding="utf-8")
    dialog = house_rules(qtbot, "club")
    limit = field(dialog, "bag_limit")
    assert isinstance(limit, QSpinBox)
    limit.setValue(0)
    assert dialog.save_button.isEnabled(), dialog.message.text()
    dialog.accept()
    assert dialog.saved is not None
    assert dialog.saved.path is not None
    text = dialog.saved.path.read_text(encoding="utf-8")
    assert "bag_limit: 0" in text and "bag_penalty" not in text
    assert dialog.saved.rules.bag_limit == 0


def test_house_rules_say_a_files_comments_are_not_copied(qtbot: QtBot) -> None:
    """A keeper's hand-written preset with comments: the dialog writes a new file from the rules, and said
    nothing about the notes being left behind; a preset made here and annotated since loses them on saving."""
    (presets_dir() / "club.yaml").write_text(
        "# Agreed at the club meeting, March\nid: club\nname: Club\nrules:\n  target: 300  # short evenings\n",
        encoding="utf-8")
    dialog = house_rules(qtbot, "club")
    assert "the comments written in club.yaml are not copied into it" in dialog.from_label.text()
    dialog.name.setText("Club again")
    dialog.accept()
    assert dialog.saved is not None and dialog.saved.path is not None
    made = dialog.saved.path
    assert "the comments" not in house_rules(qtbot, "club-again").from_label.text(), "its own mark is no note"
    made.write_text(made.read_text(encoding="utf-8") + "# bags: ask Tom\n", encoding="utf-8")
    again = house_rules(qtbot, "club-again")
    assert "Saving writes club-again.yaml anew: the comments written in it are not kept." in again.from_label.text()
    assert "comments" not in house_rules(qtbot, "standard").from_label.text()


def test_a_preset_file_fixed_in_an_editor_shows_at_the_next_new_game(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A house-rules author fixed "traget" in their file: New game still named it broken until a restart."""
    from PySide6.QtWidgets import QDialog

    from spades_desktop.gui.new_game_dialog import NewGameDialog

    typo = presets_dir() / "club.yaml"
    typo.write_text("id: club\nname: Club\nrules:\n  traget: 300\n", encoding="utf-8")
    seen: list[tuple[bool, bool, str]] = []

    def look(dialog: NewGameDialog) -> int:
        seen.append((dialog.preset.findData("club") >= 0, dialog.broken_button.isVisibleTo(dialog),
                     dialog.broken_note.text()))
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(NewGameDialog, "exec", look)
    window.new_game_dialog()
    assert seen[-1][:2] == (False, True) and "club.yaml" in seen[-1][2] and "traget" in seen[-1][2]
    typo.write_text("id: club\nname: Club\nrules:\n  target: 300\n", encoding="utf-8")
    window.new_game_dialog()
    assert seen[-1] == (True, False, ""), "the fixed preset is listed and no longer named broken"
    dialog = NewGameDialog(window.presets, load_choices(window.settings), window.broken_presets, window)
    qtbot.addWidget(dialog)
    typo.write_text("id: club\nname: Club\nrules:\n  target: -5\n", encoding="utf-8")  # broken again meanwhile
    other = tmp_path / "short.yaml"
    other.write_text("id: shorty\nname: Shorty\nrules:\n  target: 200\n", encoding="utf-8")
    # Open a preset file… reads the folder again: the broken files' note follows it
    assert dialog.import_preset(other), dialog.preset_message.text()
    assert dialog.broken_button.isVisibleTo(dialog) and "club.yaml" in dialog.broken_note.text()


def test_a_message_that_starts_with_a_relative_path_keeps_the_path_s_letters() -> None:
    # An author's QA: "Imp/samefile-sameid.yaml: id ..." for the file imp/samefile-sameid.yaml.
    from spades_desktop.gui.texts import sentence

    assert sentence("imp/club.yaml: id 'club' is taken") == "imp/club.yaml: id 'club' is taken."
    assert sentence("you must follow hearts") == "You must follow hearts."

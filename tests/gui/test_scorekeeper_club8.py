"""The club QA's eighth round: blank sheets from the club's own preset file (Game ▸ Print blank score sheets…
opens a YAML as New game does, and offers the Keep score window's club preset), the key rules of a hand-written
preset in Keep score's set-up, damaged files that say what is wrong in the message itself (a file cut off is
damaged, not "not a scorekept game"), and a status line that does not outlive the next change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.scorekeeper.scorefile import dumps

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    keeper_for,
    kept_game,
    type_hand,
)

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 1 3 5 4\n3 3 3 3 / 3 3 4 3"


# -------------------------------------------------------------- 4. the status line
def test_a_removal_s_status_line_goes_when_the_next_hand_is_entered(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Hand 11 removed." still stood in the status bar after the game had ended, hands later (QA)."""
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_last_hand()
    assert win.statusBar().currentMessage() == "Hand 3 removed."
    win.entry.bid_edits[win.entry.order[0]].setFocus()
    type_hand(qtbot, "3 3 3 3", "3 3 4 3")
    assert len(win.game.hands) == 3
    assert win.statusBar().currentMessage() == "", "a newer event: the removal's line is stale"
    win.close()


# -------------------------------------------------------------- 3. damaged files
@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each message box shown: its text and its details."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())) or 0)
    return shown


def test_a_damaged_file_says_what_is_wrong_in_the_message_itself(
        qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]]) -> None:
    """"The file is damaged", with "hand 5: the tricks add up to 12" only under Show Details (QA): the secretary
    reads the reason, and knows which hand to look at."""
    game = kept_game("standard", THREE_HANDS)
    data = json.loads(dumps(game).decode())
    data["hands"][1]["tricks"] = [1, 3, 5, 3]
    path = tmp_path / "thursday.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert win.open_file(str(path)) is False
    ((text, details),) = boxes
    assert text == ("thursday.json cannot be opened: the file is damaged. Hand 2: the tricks add up to 12, but a "
                    "hand has 13 tricks.")
    assert details.startswith("This is not a readable scorekept game: hand 2"), "the reader's words, as before"
    assert win.game.hands == ()
    win.close()


@pytest.mark.parametrize("cut", [2000, 300, -2])
def test_a_scorekept_file_cut_off_is_damaged_not_another_kind_of_file(
        qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]], cut: int) -> None:
    """A file cut off part way said "it is not a scorekept game (its text is not JSON)", though it was one (QA)."""
    data = dumps(kept_game("standard", THREE_HANDS))
    path = tmp_path / "club.json"
    path.write_bytes(data[:cut])
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert win.open_file(str(path)) is False
    ((text, _details),) = boxes
    assert text.startswith("club.json cannot be opened: the file is damaged: it was cut off"), text
    assert "not a scorekept game" not in text
    win.close()


def test_a_file_cut_in_the_middle_of_a_letter_is_cut_off_too(
        qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]]) -> None:
    game = kept_game("standard", THREE_HANDS)
    data = dumps(game).replace(b'"Ann"', '"Аня"'.encode())
    path = tmp_path / "club.json"
    path.write_bytes(data[:data.index("Аня".encode()) + 1])  # half of the "А"
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert win.open_file(str(path)) is False
    assert boxes[0][0].startswith("club.json cannot be opened: the file is damaged: it was cut off"), boxes
    win.close()


def test_a_file_broken_in_the_middle_names_the_line(
        qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]]) -> None:
    text = dumps(kept_game("standard", THREE_HANDS)).decode()
    lines = text.splitlines()
    lines[3] = lines[3].replace(":", "")  # a colon lost on line 4
    path = tmp_path / "club.json"
    path.write_text("\n".join(lines), encoding="utf-8")
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert win.open_file(str(path)) is False
    assert boxes[0][0] == "club.json cannot be opened: the file is damaged. Its text is broken at line 4.", boxes
    win.close()


@pytest.mark.parametrize(("content", "said"), [
    (b"", "club.json cannot be opened: the file is damaged. The file is empty."),
    (b"club night", "club.json cannot be opened: it is not a scorekept game (its text is not JSON)."),
    (b"\x00\x01\x02", "club.json cannot be opened: it is not a scorekept game (its text is not JSON)."),
])
def test_a_file_that_is_no_scorekept_game_still_says_so(
        qtbot: QtBot, tmp_path: Path, boxes: list[tuple[str, str]], content: bytes, said: str) -> None:
    path = tmp_path / "club.json"
    path.write_bytes(content)
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert win.open_file(str(path)) is False
    assert boxes[0][0] == said
    win.close()


# -------------------------------------------------------------- 2. the key rules in Keep score's set-up
THURSDAY = """id: thursday-club
extends: standard
name:
  en: Thursday Club
rules:
  target: 300
  mercy: -150
  nil_value: 50
  blind_nil_value: 100
  nil_tricks_count: false
  bag_limit: 5
  bag_penalty: 50
"""


@pytest.fixture
def thursday(tmp_path: Path) -> Path:
    path = tmp_path / "club" / "thursday.yaml"
    path.parent.mkdir()
    path.write_text(THURSDAY, encoding="utf-8")
    return path


def test_a_club_preset_without_a_description_shows_its_key_rules_in_the_set_up(
        qtbot: QtBot, thursday: Path) -> None:
    """A hand-written preset has no description: the set-up showed a blank where the rules should be (QA)."""
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
    from spades_desktop.rules import key_rules_line, load_preset_file

    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert "500 points" in dialog.rules_line.text()  # the standard rules, chosen first
    dialog.choose_preset_file(str(thursday))
    assert dialog.preset.currentText() == "Thursday Club" and dialog.error.text() == ""
    line = dialog.rules_line.text()
    assert line == key_rules_line(load_preset_file(thursday).rules)  # the sheet header's line, the same function
    assert line.startswith("300 points · −150 loses · nil ±50"), line
    assert dialog.rules_line.isVisible() and not dialog.description.isVisible(), "no blank line for no description"
    dialog.target.setValue(400)
    assert dialog.rules_line.text().startswith("400 points"), "the target chosen, as the sheet will say"


# -------------------------------------------------------------- 1. blank sheets of the club's own preset
def blank_dialog(qtbot: QtBot, presets: object = None) -> BlankSheetDialog:
    from spades_desktop.rules import load_all

    dialog = BlankSheetDialog(presets=load_all().presets if presets is None else presets,  # type: ignore[arg-type]
                              preset_id="standard")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_blank_sheets_dialog_opens_a_club_preset_file_as_new_game_does(
        qtbot: QtBot, thursday: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep score used the club's YAML; Print blank score sheets listed only the built-in presets and the presets
    folder, with no way to open a file (QA)."""
    from spades_desktop.paths import user_presets_dir

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(thursday), ""))
    dialog = blank_dialog(qtbot)
    assert dialog.open_preset_button.text() == "&Open a preset file…"
    dialog.open_preset_button.click()
    assert dialog.preset().id == "thursday-club" and dialog.preset_box.currentText() == "Thursday Club"
    assert dialog.preset_message.text() == "Added Thursday Club to your presets." and dialog.preset_message.isVisible()
    assert dialog.rules_label.text().startswith("300 points · −150 loses · nil ±50"), dialog.rules_label.text()
    assert dialog.target_box.value() == 300
    sheet = dialog.sheet()
    assert sheet.preset_name == "Thursday Club" and sheet.rules_line.startswith("300 points")
    assert (user_presets_dir() / "thursday-club.yaml").is_file(), "copied, as New game does: listed next time"
    again = BlankSheetDialog()
    qtbot.addWidget(again)
    assert again.preset_box.findData("thursday-club") >= 0


def test_a_broken_preset_file_says_why_and_nothing_is_lost(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: club\nextends: standard\nname:\n  en: Club\nrules:\n  target: lots\n", encoding="utf-8")
    dialog = blank_dialog(qtbot)
    dialog.name_edits[0].setText("Ann")
    count = dialog.preset_box.count()
    assert dialog.import_preset(bad) is False
    text = dialog.preset_message.text()
    assert text.startswith("This preset cannot be used: ") and "target" in text and dialog.preset_message.isVisible()
    assert dialog.preset_message.objectName() == "Error"
    assert dialog.preset_box.count() == count and dialog.preset().id == "standard"
    assert dialog.name_edits[0].text() == "Ann"


def test_new_game_and_the_blank_sheets_share_one_open_a_preset_file() -> None:
    """The same button, file dialog and import: not written twice."""
    import inspect

    from spades_desktop.gui import blank_sheet_dialog, new_game_dialog

    for module in (blank_sheet_dialog, new_game_dialog):
        source = inspect.getsource(module)
        assert "open_preset_button(self" in source and "ask_preset_file(self)" in source
        assert "import_user_preset(path)" in source and "import_preset_file" not in source


def test_the_keep_score_window_s_club_preset_is_offered_for_blank_sheets(qtbot: QtBot, thursday: Path) -> None:
    """A club preset read in place by Keep score (not copied into the presets folder) is in the list too."""
    import dataclasses

    from spades_desktop.rules import load_preset_file

    preset = load_preset_file(thursday)
    game = dataclasses.replace(kept_game("standard", ""), rules=preset.rules, preset_id=preset.id,
                               preset_name="Thursday Club")
    win = keeper_for(qtbot, game)
    dialog = BlankSheetDialog()
    qtbot.addWidget(dialog)
    index = dialog.preset_box.findData("thursday-club")
    assert index >= 0 and dialog.preset_box.itemText(index) == "Thursday Club"
    dialog.preset_box.setCurrentIndex(index)
    assert dialog.rules_label.text().startswith("300 points · −150 loses"), dialog.rules_label.text()
    assert dialog.sheet().preset_name == "Thursday Club"
    win.close()
    later = BlankSheetDialog()
    qtbot.addWidget(later)
    assert later.preset_box.findData("thursday-club") < 0, "only while a window keeps a game under it"

"""Game ▸ Print blank score sheets…: the dialog's choices make the sheet."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine.tally import TARGET_RANGE, target_range
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.rules import load_all
from spades_desktop.sheets.layout import page_count, page_layout


@pytest.fixture
def dialog(qtbot: QtBot) -> Iterator[BlankSheetDialog]:
    widget = BlankSheetDialog(presets=load_all().presets, preset_id="standard")
    qtbot.addWidget(widget)
    widget.show()
    yield widget


def choose(dialog: BlankSheetDialog, preset_id: str) -> None:
    ids = [dialog.preset_box.itemData(i) for i in range(dialog.preset_box.count())]
    dialog.preset_box.setCurrentIndex(ids.index(preset_id))


def test_defaults_fill_one_page_with_lines_for_names(dialog: BlankSheetDialog) -> None:
    sheet = dialog.sheet()
    assert sheet.blank and sheet.preset_name == dialog.preset().name_in()
    assert [h.title for h in sheet.sides] == ["", ""]
    assert sheet.blank_rows == page_layout(sheet).rows_per_page == dialog.rows_box.value()
    assert not dialog.rows_box.isEnabled()
    assert "500 points" in dialog.rules_label.text()
    assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()


def test_typed_names_rows_and_paper(dialog: BlankSheetDialog, qtbot: QtBot) -> None:
    for edit, name in zip(dialog.name_edits, ["Ann", "Bob", "Carl", "Dee"], strict=True):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(dialog.fill_page_box, Qt.MouseButton.LeftButton)
    assert dialog.rows_box.isEnabled()
    dialog.rows_box.setValue(45)
    dialog.page_box.setCurrentIndex(dialog.page_box.findData("letter"))
    sheet = dialog.sheet()
    assert [h.title for h in sheet.sides] == ["Ann & Carl", "Bob & Dee"]
    assert (sheet.blank_rows, sheet.page_size) == (45, "letter")
    assert page_count(sheet) >= 2
    assert f"on {page_count(sheet)} pages" in dialog.pages_label.text()


@pytest.mark.parametrize(("preset_id", "fields", "groups"), [("cutthroat", 4, 4), ("three-player", 3, 3),
                                                             ("two-player", 2, 2)])
def test_preset_sets_the_columns(dialog: BlankSheetDialog, preset_id: str, fields: int, groups: int) -> None:
    choose(dialog, preset_id)
    assert len(dialog.name_edits) == fields
    assert len(dialog.sheet().sides) == groups


def test_bags_column_follows_the_preset(dialog: BlankSheetDialog) -> None:
    choose(dialog, "book")
    assert not dialog.sheet().show_bags
    choose(dialog, "standard")
    assert dialog.sheet().show_bags


def test_names_survive_a_preset_change(dialog: BlankSheetDialog, qtbot: QtBot) -> None:
    qtbot.keyClicks(dialog.name_edits[0], "Ann")
    choose(dialog, "three-player")
    assert dialog.name_edits[0].text() == "Ann"
    assert dialog.sheet().sides[0].title == "Ann"


def test_partners_stay_partners_when_the_table_grows_to_six_and_back(dialog: BlankSheetDialog, qtbot: QtBot) -> None:
    # By seat, Ann & Cy and Bob & Di became "Ann & Di", "Bob" and "Cy" at the six-player table.
    for edit, name in zip(dialog.name_edits, ["Ann", "Bob", "Cy", "Di"], strict=True):
        qtbot.keyClicks(edit, name)
    choose(dialog, "cancellation")
    assert [h.title for h in dialog.sheet().sides] == ["Ann & Cy", "Bob & Di", ""]
    choose(dialog, "standard")
    assert [h.title for h in dialog.sheet().sides] == ["Ann & Cy", "Bob & Di"]
    choose(dialog, "three-player")  # one a side: the partners' second names fill the seat left empty
    assert [h.title for h in dialog.sheet().sides] == ["Ann", "Bob", "Cy"]


def test_ok_returns_the_sheet(dialog: BlankSheetDialog, qtbot: QtBot) -> None:
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result() == BlankSheetDialog.DialogCode.Accepted


@pytest.mark.parametrize(("preset_id", "names"), [
    ("standard", ["Side 1 name 1", "Side 2 name 1", "Side 1 name 2", "Side 2 name 2"]),
    ("cutthroat", ["Player 1", "Player 2", "Player 3", "Player 4"])])
def test_a_screen_reader_tells_the_name_fields_apart(dialog: BlankSheetDialog, preset_id: str,
                                                     names: list[str]) -> None:
    """All four name fields were called "name"."""
    choose(dialog, preset_id)
    assert [edit.accessibleName() for edit in dialog.name_edits] == names


def test_the_club_s_target_goes_into_the_heading_and_the_rules_line(dialog: BlankSheetDialog) -> None:
    # Club QA: only Rows could be set, so a club playing to 300 printed "Game to 500" and "500 points · −200 loses".
    choose(dialog, "three-player")
    rules = dialog.preset().rules
    assert (dialog.target_box.minimum(), dialog.target_box.maximum()) == target_range(rules) == TARGET_RANGE
    assert dialog.target_box.value() == 500 and dialog.target_box.isVisibleTo(dialog)
    dialog.target_box.setValue(300)
    sheet = dialog.sheet()
    assert sheet.labels.target == "Game to 300"
    assert sheet.rules_line.startswith("300 points · −200 loses")
    assert dialog.rules_label.text().startswith("300 points · −200 loses")
    choose(dialog, "standard")  # another preset: its own target, as in Keep score's set-up
    assert dialog.target_box.value() == 500 and dialog.sheet().labels.target == "Game to 500"


def test_a_game_of_so_many_hands_has_no_target_to_choose(dialog: BlankSheetDialog) -> None:
    choose(dialog, "cancellation")
    assert not dialog.target_box.isVisibleTo(dialog)
    assert dialog.sheet().labels.target == "Game of 6 hands"
    assert "points" not in dialog.rules_label.text()

"""The club QA's tenth round (QA club 9 and Orca 14): a scorer who typed on after the game's last hand rewrote hand 3
(the cursor went to the hands table, whose type-to-find selected hand 3, and Enter opened its correction); a
correction opened with Enter asks before it changes the hand; a finished game opens with its last hand current;
a row of tricks that does not add up puts the cursor in the field typed last, and Enter there scores it again;
Undo says in the status line what it undid; the hands table's cells are read with their column's name, and the
window says the hand to enter as it opens."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui import texts
from spades_desktop.gui.scorekeeper import setup_dialog
from spades_desktop.gui.scorekeeper.scorefile import dumps
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
    new_game,
    type_hand,
)
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3"
CTRL = Qt.KeyboardModifier.ControlModifier


def finished_by_keyboard(qtbot: QtBot) -> ScorekeeperWindow:
    """A game to 100 whose second hand, typed from the keyboard, ends it."""
    win = keeper_for(qtbot, new_game(target=100))
    type_hand(qtbot, "4 3 4 3", "4 3 4 2")
    type_hand(qtbot, "3 4 3 4", "3 4 2 4")
    assert win.tally.winner is not None
    return win


# ------------------------------------------------------------ 1. typing on after the last hand
def test_typing_on_after_the_last_hand_changes_no_hand(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """QA club 9: "3⏎4⏎3⏎2⏎4⏎3⏎4⏎⏎⏎" after the last hand selected hand 3 in the table (type-to-find), Enter opened
    its correction and the figures rewrote it: the final score changed without a word."""
    printed: list[bool] = []
    monkeypatch.setattr(ScorekeeperWindow, "print_sheet", lambda _self: printed.append(True))
    win = finished_by_keyboard(qtbot)
    hands = win.game.hands
    assert QApplication.focusWidget() is win.print_button, "what the scorer does next: print the sheet"
    for value in ["2", "3", "4", "3", "2", "4", "3", "4", "", "", ""]:
        if value:
            QTest.keyClicks(QApplication.focusWidget(), value)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert win.game.hands == hands and win.editing is None
    assert printed == [], "the Enter typed on after the figures prints nothing"
    assert win.message.text().startswith("The game is over: nothing more is entered, and what is typed goes nowhere")
    QTest.keyClick(win.print_button, Qt.Key.Key_Tab)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is win.print_button
    QTest.keyClick(win.print_button, Qt.Key.Key_Return)
    assert printed == [True], "a deliberate Enter prints"
    win.close()


def test_the_hands_table_has_no_type_to_find(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert win.table.currentRow() == 2
    QTest.keyClicks(win.table, "1")
    assert win.table.currentRow() == 2 and win._selected_hand() == 2, "typing selects no hand by its number"
    assert win.message.text().startswith("Typing in the hands table does nothing")
    win.close()


def test_a_correction_opened_with_enter_is_marked_and_asks_before_it_changes_the_hand(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 1
    assert win.entry_title.text() == ("Correcting hand 2: Ann dealt, Bob bid first. Entering it asks before hand 2 "
                                      "is changed; Escape cancels it")
    assert win.entry_title.font().bold()
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    before = win.game.hands
    type_hand(qtbot, "4 5 3 nil", "5 6 2 0", last_offered=False)  # in bidding order: Bob, Cy, Di, Ann
    assert len(asked) == 1 and asked[0].startswith("Change hand 2: Bob took 4 → 5; Di took 3 → 2? The totals "
                                                   "become Ann & Cy "), asked
    assert win.game.hands == before and win.editing == 1, "No (the default) changes nothing"
    assert win.message.text().startswith("Hand 2 is not changed.")
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert win.editing is None and win.game.hands[1] != before[1]
    win.close()


def test_a_correction_opened_by_double_click_asks_nothing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    win.correct(2)
    assert win.entry_title.text() == "Correcting hand 3: Bob dealt, Cy bid first"
    win.entry.trick_edits[0].setText("4")
    win.entry.trick_edits[2].setText("3")
    assert win.submit() and asked == []
    win.close()


def test_a_finished_game_opens_with_its_last_hand_current_and_the_cursor_on_print(
        qtbot: QtBot, tmp_path: Path) -> None:
    game = kept_game("standard", "4 3 4 3 / 4 3 4 2\n4 3 4 3 / 4 3 4 2", target=100)
    assert game.tally().winner is not None
    win = keeper_for(qtbot, game)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.print_button)
    assert win.table.currentRow() == 1 and win._selected_hand() is None
    QTest.keyClick(focused_widget(), Qt.Key.Key_E, CTRL)
    assert win._selected_hand() == 1, "Ctrl+E selects the last hand, not hand 1"
    # opened from a file in a window that shows another game
    path = tmp_path / "over.json"
    path.write_bytes(dumps(game))
    other = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    assert other.open_file(str(path))
    assert other.table.currentRow() == 1 and QApplication.focusWidget() is other.print_button
    win.close()
    other.close()


def focused_widget() -> object:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


# ------------------------------------------------------------ 3. tricks that do not add up
def test_tricks_that_add_up_to_12_put_the_cursor_in_the_field_typed_last_and_enter_there_checks_again(
        qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game())
    order = win.entry.order
    for bid in ("4", "3", "3", "3"):
        QTest.keyClicks(focused(), bid)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    for count in ("4", "3", "3"):
        QTest.keyClicks(focused(), count)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert focused() is win.entry.trick_edits[order[3]] and focused().selectedText() == "3"
    win.entry.trick_edits[order[1]].setFocus()  # back to the second count: typed over, 2 where 3 was
    win.entry.trick_edits[order[1]].selectAll()
    QTest.keyClicks(focused(), "2")
    win.entry.trick_edits[order[3]].setFocus()
    win.entry.trick_edits[order[3]].selectAll()
    QTest.keyClicks(focused(), "3")  # the last count typed over too: 4 + 2 + 3 + 3 = 12
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert win.message.text() == "The tricks add up to 12, but a hand has 13 tricks."
    assert focused() is win.entry.trick_edits[order[3]], "the field typed last, not the row's first"
    win.entry.trick_edits[order[1]].setFocus()
    win.entry.trick_edits[order[1]].selectAll()
    QTest.keyClicks(focused(), "3")
    qtbot.waitUntil(lambda: win.message.text() == "", timeout=1000)  # the refusal no longer holds: it goes
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Enter in the field fixed scores the hand
    assert len(win.game.hands) == 1 and win.game.hands[0].tricks[order[1]] == 3
    win.close()


# ------------------------------------------------------------ 4. Undo in the status line
def test_undo_and_redo_say_what_they_did_in_the_status_line(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", ""))
    type_hand(qtbot, "4 3 3 3", "4 3 3 3")
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert win.statusBar().currentMessage() == "Undone: the entry of hand 1."
    QTest.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert win.statusBar().currentMessage() == "Redone: the entry of hand 1."
    win.close()


# ------------------------------------------------------------ 5. a bad bid in a file
def test_a_bad_bid_in_a_file_lists_the_bids_of_its_own_rules(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    data = json.loads(dumps(kept_game("standard", THREE_HANDS)).decode())
    data["hands"][1]["bids"][0] = "nill"
    path = tmp_path / "club.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    win = keeper_for(qtbot, kept_game("standard", ""))
    assert not win.open_file(str(path))
    assert shown == ["club.json cannot be opened: the file is damaged. Hand 2: 'nill' is not a bid; these rules "
                     "allow 1-13, nil, blind nil."], shown
    win.close()


# ------------------------------------------------------------ 6. Orca
def test_each_cell_of_the_hands_table_is_read_with_its_column(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    texts = [win.table.item(0, col).data(Qt.ItemDataRole.AccessibleTextRole) for col in range(4)]
    assert texts[0] == "Hand: 1"
    assert texts[1].startswith("Ann & Cy: +") and texts[3] == "Dealer: Di"
    bid = win.table.item(0, 4).data(Qt.ItemDataRole.AccessibleTextRole)
    assert bid == "Ann bid: 4", "the two-line head read on one line"
    win.close()


def test_the_window_says_the_hand_to_enter_as_it_opens(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    game = dataclasses.replace(new_game(), names=("Ann", "Bob", "Cy", "Eve"))
    win = keeper_for(qtbot, game)
    qtbot.waitUntil(lambda: bool(said))
    assert said[0] == "Game to 500. Enter the first hand. Hand 1: Eve deals, Ann bids first.", said
    win.close()


# ------------------------------------------------------------ 2. coming back next week
CLUB_YAML = "id: club-thursday\nname:\n  en: Thursday club\nextends: standard\nrules:\n  target: 300\n"


def test_the_set_up_names_the_game_to_resume_and_enter_resumes_it(qtbot: QtBot) -> None:
    resume = kept_game("standard", THREE_HANDS)
    dialog = ScorekeeperSetupDialog(None, resume=resume)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.resume_line is not None and dialog.resume_line.isVisible()
    ours, theirs = (texts.minus(total) for total in resume.tally().totals)
    assert dialog.resume_line.text() == (f"Not finished: Standard partnership Spades, 3 hands: Ann & Cy {ours}, "
                                         f"Bob & Di {theirs} (started {texts.date_text(resume.created)})")
    assert dialog.resume_button is not None and dialog.resume_button.isDefault()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.resume_button)
    QTest.keyClick(dialog.resume_button, Qt.Key.Key_Return)
    assert dialog.result_game is resume
    dialog.deleteLater()


def test_a_finished_game_is_offered_but_start_stays_the_default(qtbot: QtBot) -> None:
    resume = kept_game("standard", "4 3 4 3 / 4 3 4 2\n4 3 4 3 / 4 3 4 2", target=100)
    dialog = ScorekeeperSetupDialog(None, resume=resume)
    qtbot.addWidget(dialog)
    assert dialog.resume_line is not None and dialog.resume_line.text().startswith("Over, and saved in no file: ")
    assert dialog.resume_button is not None and not dialog.resume_button.isDefault()
    dialog.deleteLater()


def test_a_club_preset_file_is_remembered_and_a_missing_one_dropped(qtbot: QtBot, tmp_path: Path) -> None:
    club = tmp_path / "club.yaml"
    club.write_text(CLUB_YAML, encoding="utf-8")
    gone = tmp_path / "gone.yaml"
    gone.write_text(CLUB_YAML.replace("club-thursday", "club-gone").replace("Thursday", "Gone"), encoding="utf-8")
    first = ScorekeeperSetupDialog(None)
    qtbot.addWidget(first)
    first.choose_preset_file(str(gone))
    first.choose_preset_file(str(club))
    first.accept()
    assert first.result_game is not None and first.result_game.preset_id == "club-thursday"
    gone.unlink()
    again = ScorekeeperSetupDialog(None)
    qtbot.addWidget(again)
    assert again.preset.findData("club-thursday") >= 0, "listed again next week"
    assert again.preset.currentData() == "club-thursday", "the rules of the last game started"
    assert again.preset.findData("club-gone") < 0
    assert setup_dialog.recent_preset_files() == (str(club.absolute()),), "the missing file dropped"
    first.deleteLater()
    again.deleteLater()


def test_a_resumed_game_opens_saying_the_totals_and_the_hand_to_enter(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    ours, theirs = (texts.minus(total) for total in win.tally.totals)
    assert said[0] == f"Totals now: Ann & Cy {ours}, Bob & Di {theirs}. Hand 4: Cy deals, Di bids first.", said
    win.close()

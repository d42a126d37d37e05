"""Keep score: a correction being typed is never dropped without a word, Remove with no hand selected says how to
select one as Insert does, and at a large font the hands table shows the sides' totals without scrolling.

During a correction of an earlier hand (or a forgotten hand being put in), Ctrl+I, Enter or a double-click on
another hand, Undo or Redo laid the entry row out anew: the half-typed correction went without a word. Now each is
refused, shown under the entry row and said, with what to do (Enter keeps the correction, Escape cancels it); a
correction loaded and not typed in still gives way at once, and the removal of a later hand (which the refusal of a
correction asks for) keeps it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
)
from .test_scorekeeper_files import large_font  # noqa: F401 - a fixture: the application font at 16 points
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3"
CTRL = Qt.KeyboardModifier.ControlModifier
CORRECTING_1 = "Hand 1 is being corrected: enter the correction first (Enter in its last field), or cancel it (Escape)."


def correcting_hand_1(qtbot: QtBot) -> ScorekeeperWindow:
    """Hand 1 selected with the keyboard, Enter, and the tricks typed over: North took 4, East 1."""
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    win.table.selectRow(0)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 0 and not win.inserting
    field = win.entry.trick_edits[2]
    field.setFocus()
    field.selectAll()
    QTest.keyClicks(field, "4")
    QTest.keyClick(field, Qt.Key.Key_Return)
    QTest.keyClicks(focused(), "1")
    assert field.text() == "4" and focused() is win.entry.trick_edits[3] and focused().text() == "1"
    return win


def kept(win: ScorekeeperWindow) -> None:
    """The correction of hand 1 is still in the entry row, as typed."""
    assert win.editing == 0 and not win.inserting
    assert win.entry_title.text().startswith("Correcting hand 1")
    assert win.entry.trick_edits[2].text() == "4" and win.entry.trick_edits[3].text() == "1"
    assert win.entry.bid_edits[0].text() == "4"


# ---------------------------------------------------- 1. a correction being typed stays
def test_ctrl_i_during_a_typed_correction_is_refused_and_the_correction_kept(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = correcting_hand_1(qtbot)
    win.table.selectRow(2)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)  # from the correction's own field
    kept(win)
    assert said[-1] == CORRECTING_1 and win.message.text() == CORRECTING_1, said
    QTest.keyClick(win.table, Qt.Key.Key_Insert)  # Insert in the table
    kept(win)
    assert not win.insert_before_selected()
    kept(win)
    QTest.keyClick(focused(), Qt.Key.Key_Escape)  # cancelled: now Ctrl+I puts a forgotten hand in
    assert win.editing is None
    win.table.selectRow(2)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)
    assert win.inserting and win.editing == 2
    win.close()


def test_enter_or_a_double_click_on_another_hand_keeps_the_typed_correction(
        qtbot: QtBot, said: list[str], monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    win = correcting_hand_1(qtbot)
    win.table.setFocus()
    win.table.selectRow(2)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    kept(win)
    assert said[-1] == CORRECTING_1, said
    win.table.cellDoubleClicked.emit(1, 0)
    kept(win)
    assert not win.correct(2) and said[-1] == CORRECTING_1
    kept(win)
    win.table.selectRow(0)
    QTest.keyClick(win.table, Qt.Key.Key_Return)  # Enter on the hand being corrected: back to its fields, as typed
    kept(win)
    assert win.entry.isAncestorOf(focused())
    answering(monkeypatch, QMessageBox.StandardButton.Yes)  # opened with Enter: entering it asks (QA club 9)
    assert win.submit(), win.message.text()  # entered: North took 4 in hand 1
    assert win.game.hands[0].tricks == (5, 3, 4, 1) and win.editing is None
    win.close()


def test_escape_in_the_hands_table_cancels_the_correction_the_refusal_speaks_of(qtbot: QtBot) -> None:
    win = correcting_hand_1(qtbot)
    win.table.setFocus()
    win.table.selectRow(2)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    kept(win)
    QTest.keyClick(win.table, Qt.Key.Key_Escape)
    assert win.editing is None and win.game.hands[0].tricks == (5, 3, 3, 2) and win.isVisible()
    win.table.selectRow(2)
    win.table.setFocus()
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 2
    win.close()


def test_a_forgotten_hand_being_typed_is_not_dropped_by_a_correction_or_another_insertion(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.selectRow(1)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)
    assert win.inserting and win.editing == 1
    QTest.keyClicks(focused(), "5")  # Bob's bid in the forgotten hand
    win.table.cellDoubleClicked.emit(0, 0)
    text = ("A forgotten hand is being put in before hand 2: enter it first (Enter in its last field), or cancel it "
            "(Escape).")
    assert said[-1] == text and win.message.text() == text, said
    assert win.inserting and win.editing == 1 and win.entry.bid_edits[1].text() == "5"
    win.table.selectRow(2)
    assert not win.insert_before_selected()
    assert win.inserting and win.editing == 1 and win.entry.bid_edits[1].text() == "5"
    win.close()


def test_undo_and_redo_during_a_typed_correction_are_refused(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = correcting_hand_1(qtbot)
    game = win.game
    win.undo_stack.append(kept_game("standard", THREE_HANDS.rsplit("\n", 1)[0]))  # a change to undo
    win.redo_stack.append(game)
    win._update_actions()
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)  # in the field: the window's Undo
    kept(win)
    assert win.game is game and said[-1] == CORRECTING_1
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    kept(win)
    assert win.game is game
    win.close()


def test_a_correction_not_typed_in_gives_way_to_another_hand(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.correct(0)
    win.table.cellDoubleClicked.emit(2, 0)  # hand 1 was only looked at: nothing is lost
    assert win.editing == 2 and not win.message.text()
    assert said[-1] == "Correcting hand 3: Bob dealt, Cy bid first.", said
    win.close()


def test_removing_a_later_hand_keeps_the_typed_correction(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:  # noqa: F811
    # The refusal of a correction that makes a later hand impossible says to remove that hand first.
    win = correcting_hand_1(qtbot)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.table.selectRow(2)
    assert win.remove_selected_hand()
    assert len(win.game.hands) == 2
    kept(win)
    assert said[-1].startswith("Hand 3 removed."), said
    assert win.submit(), win.message.text()
    assert win.game.hands[0].tricks == (5, 3, 4, 1)
    win.close()


def test_removing_an_earlier_hand_keeps_the_typed_correction_of_the_hand_as_numbered_now(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.correct(2)
    win.entry.trick_edits[2].setText("5")
    win.entry.trick_edits[3].setText("2")
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(0)
    assert win.editing == 1 and win.entry_title.text().startswith("Correcting hand 2")
    assert win.entry.trick_edits[2].text() == "5" and win.entry.trick_edits[3].text() == "2"
    assert win.submit(), win.message.text()
    assert win.game.hands[1].tricks == (3, 3, 5, 2)
    win.close()


# ---------------------------------------------------- 2. Remove with no hand selected
def test_remove_the_selected_hand_is_enabled_with_none_selected_and_says_how_to_select_one(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    assert not win.table.selectionModel().selectedRows()
    assert win.remove_selected_action.isEnabled() and win.insert_action.isEnabled(), "both, as Insert was"
    win.remove_selected_action.trigger()
    text = ("Select the hand to remove in the table first: Ctrl+E goes to the table, the arrow keys choose the hand, "
            "Delete removes it.")
    assert said[-1] == text and win.message.text() == text, said
    assert len(win.game.hands) == 3
    empty = keeper_for(qtbot, kept_game("standard", ""))
    assert not empty.remove_selected_action.isEnabled() and not empty.insert_action.isEnabled(), "no hand to take"
    win.close()
    empty.close()


# ---------------------------------------------------- 3. the totals in sight at a large font
@pytest.mark.usefixtures("large_font")
def test_at_a_16_point_font_the_hands_table_shows_the_sides_totals_without_scrolling(qtbot: QtBot) -> None:
    # 1366 x 768 at 150 % is 911 x 512: the window was 909 pixels wide, the scorepad beside the table at its least
    # width, and the sides' totals (then the table's last columns) behind its scroll bar from 14 points on. The
    # suite's screen is 800 pixels wide: narrower still.
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.resize(909, 472)
    qtbot.waitUntil(lambda: win.width() <= 909)
    qtbot.wait(50)
    table = win.table
    heads = [table.horizontalHeaderItem(col).text() for col in range(table.columnCount())]
    sides = [heads.index("Ann & Cy"), heads.index("Bob & Di")]
    assert table.horizontalScrollBar().value() == 0
    for col in sides:
        left, room = table.columnViewportPosition(col), table.viewport().width()
        assert left >= 0 and left + table.columnWidth(col) <= room, (heads[col], left, table.columnWidth(col), room)
    assert table.item(2, sides[1]).text().endswith(str(win.tally.totals[1]).replace("-", "\u2212"))
    win.close()


# ---------------------------------------------------- 4. the last count of a correction follows the others
QA_HANDS = "4 3 3 3 / 4 3 3 3\n3 nil 4 3 / 3 0 5 5\n5 2 3 2 / 4 3 3 3"


def retype_tricks(win: ScorekeeperWindow, counts: dict[int, str]) -> None:
    """Enter through the bids as loaded, then type ``counts`` (by seat) over the trick fields in bidding order."""
    for _seat in win.entry.order:
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    for seat in win.entry.order:
        if seat not in counts:
            return
        field = focused()
        assert field is win.entry.trick_edits[seat]
        field.selectAll()
        QTest.keyClicks(field, counts[seat])
        QTest.keyClick(field, Qt.Key.Key_Return)


def test_a_correction_s_last_trick_count_is_the_rest_of_the_others_new_counts(qtbot: QtBot) -> None:
    # QA (club 6): hand 3 corrected, the first three counts retyped (6, 2, 3): the last field still held the old 3,
    # and Enter was refused "The tricks add up to 14…"; a new hand's last field offers the rest itself
    win = keeper_for(qtbot, kept_game("standard", QA_HANDS))
    win.correct(2)
    order = win.entry.order
    real = {0: "6", 1: "2", 2: "3", 3: "2"}  # by seat: South 6, West 2, North 3, East 2
    retype_tricks(win, {seat: real[seat] for seat in order[:-1]})
    last = focused()
    assert last is win.entry.trick_edits[order[-1]]
    rest = str(13 - sum(int(real[seat]) for seat in order[:-1]))
    assert last.text() == rest and last.selectedText() == rest, "offered, selected: Enter takes it"
    assert "offered" in last.accessibleDescription()
    QTest.keyClick(last, Qt.Key.Key_Return)
    assert win.editing is None, win.message.text()
    assert win.game.hands[2].tricks == tuple(int(real[seat]) for seat in range(4))
    win.close()


def test_a_last_trick_count_typed_in_a_correction_is_the_scorer_s_and_stays(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", QA_HANDS))
    win.correct(2)
    order = win.entry.order
    last = win.entry.trick_edits[order[-1]]
    last.setFocus()
    last.selectAll()
    QTest.keyClicks(last, "3")  # the loaded figure typed again: now the scorer's own
    first = win.entry.trick_edits[order[0]]
    first.setFocus()
    first.selectAll()
    QTest.keyClicks(first, "1")
    assert last.text() == "3", "a figure typed there is kept, as in a new hand"
    win.close()


# ---------------------------------------------------- 5. closing the window with a typed correction
CLOSE_CORRECTING_1 = ("Hand 1 is being corrected, and the correction is not entered. Enter it before the window "
                      "closes? No drops it.")


def test_ctrl_w_with_a_typed_correction_asks_and_cancel_keeps_the_window_and_the_correction(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA (keyboard): Ctrl+W (Scores ▸ Close) closed the window at once, and the correction typed was gone: the
    # autosave keeps only the next hand as far as it is typed
    win = correcting_hand_1(qtbot)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    QTest.keyClick(focused(), Qt.Key.Key_W, CTRL)
    assert asked == [CLOSE_CORRECTING_1]
    assert win.isVisible()
    kept(win)
    assert win.game.hands[0].tricks == (5, 3, 3, 2)
    answering(monkeypatch, QMessageBox.StandardButton.No)
    win.close()


def test_closing_with_a_typed_correction_enters_it_when_the_scorer_says_yes(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = correcting_hand_1(qtbot)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.close()
    assert asked == [CLOSE_CORRECTING_1] and not win.isVisible()
    assert win.game.hands[0].tricks == (5, 3, 4, 1) and win.editing is None, "entered"


def test_closing_with_a_typed_correction_drops_it_when_the_scorer_says_no(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = correcting_hand_1(qtbot)
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    assert win.close()
    assert asked == [CLOSE_CORRECTING_1] and not win.isVisible()
    assert win.game.hands[0].tricks == (5, 3, 3, 2), "as it was"


def test_a_typed_correction_that_is_refused_as_the_window_closes_keeps_the_window_open(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:  # noqa: F811
    win = correcting_hand_1(qtbot)
    win.entry.trick_edits[3].setText("3")  # 5 + 3 + 4 + 3: fifteen tricks
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert not win.close()
    assert win.isVisible() and win.editing == 0 and win.message.text() and said[-1] == win.message.text()
    assert win.game.hands[0].tricks == (5, 3, 3, 2)
    answering(monkeypatch, QMessageBox.StandardButton.No)
    win.close()


def test_closing_with_a_forgotten_hand_typed_asks_too_and_a_correction_only_looked_at_does_not(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.selectRow(1)
    QTest.keyClick(focused(), Qt.Key.Key_I, CTRL)
    QTest.keyClicks(focused(), "5")
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not win.close()
    assert asked == ["A forgotten hand is being put in before hand 2, and it is not entered. Put it in before the "
                     "window closes? No drops it."]
    assert win.inserting and win.entry.bid_edits[1].text() == "5"
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    win.correct(0)  # loaded, not typed in: nothing to lose
    del asked[:]
    assert win.close() and not asked


def _selected_rows(win: ScorekeeperWindow) -> list[int]:
    return sorted({index.row() for index in win.table.selectionModel().selectedRows()})


def test_after_a_removal_no_hand_stays_selected_for_ctrl_i(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Remove last hand selected hand 3 for its question; once it was gone the selection sat on hand 2, and Ctrl+I in
    # the entry row put a forgotten hand in before hand 2 without asking which (QA)
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.remove_last_action.trigger()
    assert len(win.game.hands) == 2 and _selected_rows(win) == []
    QTest.keyClick(focused(), Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert win.editing is None and "Select the hand played after the forgotten one" in win.message.text()


def test_a_removal_answered_no_leaves_no_hand_selected_that_the_scorer_did_not_choose(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.No)
    win.remove_last_action.trigger()
    assert len(win.game.hands) == 3 and _selected_rows(win) == []


def _forgotten_before(qtbot: QtBot, win: ScorekeeperWindow, row: int) -> None:
    """A forgotten hand put in before hand ``row`` + 1, its three first bids typed."""
    win.table.setFocus()
    win.table.selectRow(row)
    QTest.keyClick(win.table, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert win.editing == row and win.inserting
    for value in ("2", "2", "2"):
        field = focused()
        QTest.keyClicks(field, value)
        QTest.keyClick(field, Qt.Key.Key_Return)


def test_a_forgotten_hand_typed_before_a_hand_removed_goes_before_the_hand_that_moves_up(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The forgotten hand typed to go in before hand 2 went without a word when hand 2 was removed (QA)
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    _forgotten_before(qtbot, win, 1)
    typed = win.entry.typed()
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.table.setFocus()
    win.table.selectRow(1)
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert len(win.game.hands) == 2
    assert win.editing == 1 and win.inserting and win.entry.typed() == typed


def test_removing_the_hand_a_forgotten_hand_goes_before_says_it_goes_too_when_it_was_the_last(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    _forgotten_before(qtbot, win, 2)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.table.setFocus()
    win.table.selectRow(2)
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert asked and asked[-1].endswith("The forgotten hand typed before it goes too."), asked
    assert len(win.game.hands) == 2 and win.editing is None

"""The club QA's seventh round on the Keep-score window: a club types the bids during the bidding and the tricks
after the play, so a bid that is no bid, or that the rules forbid then, is refused as its field is left, not only
once the tricks are typed (when the hand cannot be played again); Escape that clears a refused hand clears its
refusal; Ctrl+Y redoes, as in the main window; the Edit menu shows Delete for Remove the selected hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

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

CTRL = Qt.KeyboardModifier.ControlModifier


def say_bids(values: str, key: Qt.Key = Qt.Key.Key_Return) -> None:
    """Type the bids as they are spoken, each followed by ``key`` (Enter or Tab), into the field the cursor is in."""
    for value in values.split():
        field = focused()
        field.selectAll()
        QTest.keyClicks(field, value)
        QTest.keyClick(field, key)


def refused_at(win: ScorekeeperWindow, seat: int, text: str, spoken: list[str]) -> None:
    """The refusal ``text`` is shown and said, the seat's bid field marked with the cursor in it."""
    field = win.entry.bid_edits[seat]
    assert text in win.message.text(), win.message.text()
    assert spoken and spoken[-1] == win.message.text(), spoken
    assert focused() is field and field.property("invalid")
    assert field.selectedText() == field.text(), "selected, so that the right bid is typed over it"


# ---------------------------------------------------------------- 1. the bids
@pytest.mark.parametrize(("preset", "bad", "allowed"), [
    ("standard", "xyz", "1-13, nil, blind nil"),
    ("standard", "18", "1-13"),
    ("standard", "-4", "1-13"),
    ("three-player", "99", "1-17"),
    ("three-player", "xyz", "1-17"),
])
def test_a_bid_that_is_no_bid_is_refused_as_its_field_is_left(
        qtbot: QtBot, said: list[str], preset: str, bad: str, allowed: str) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game(preset))
    first = win.entry.order[0]
    say_bids(bad)
    refused_at(win, first, f"'{bad}' is not a bid; these rules allow {allowed}", said)
    assert not win.game.hands
    win.close()


def test_a_bid_of_none_where_the_rules_start_at_one_is_refused_by_the_engine_as_it_is_typed(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("standard"))
    say_bids("0")  # a number, but no bid of these rules: the engine says so
    refused_at(win, 0, "Ann: you cannot bid 0", said)
    win.close()


def test_everyone_bidding_4_in_suicide_is_refused_at_the_third_bid_before_the_play(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("suicide"))
    say_bids("4 4")
    assert win.message.text() == "" and focused() is win.entry.bid_edits[2], "Cy may still bid nil"
    say_bids("4")
    refused_at(win, 2, "Cy: you cannot bid 4 now: your partner did not bid nil, so you must; you may bid nil, "
                       "blind nil.", said)
    say_bids("n n")  # the right bid where the cursor is, and Di's (Bob bid 4: Di must bid nil)
    assert win.message.text() == "" and focused() is win.entry.trick_edits[0], "the bids hold: no message"
    assert not any(edit.property("invalid") for edit in win.entry.bid_edits.values())
    type_hand(qtbot, "", "4 5 0 4")  # the tricks after the play
    assert len(win.game.hands) == 1
    win.close()


def test_a_wrong_bid_is_refused_as_it_is_left_with_tab_too(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("suicide"))
    say_bids("4 4 4", Qt.Key.Key_Tab)
    refused_at(win, 2, "Cy: you cannot bid 4 now", said)
    QTest.keyClick(focused(), Qt.Key.Key_Backtab)  # back to Bob's bid, say: Shift+Tab is never stopped
    assert focused() is win.entry.bid_edits[1]
    win.close()


def test_a_board_side_bid_waits_for_the_partner_and_is_refused_when_the_side_bids_too_little(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("board"))
    said.clear()  # what the window said as it opened
    say_bids("1 2")  # Ann's 1: Cy has still to bid
    assert win.message.text() == "" and not said and focused() is win.entry.bid_edits[2]
    say_bids("2")
    refused_at(win, 2, "Cy: you cannot bid 2 now", said)
    win.close()


def test_blind_nil_when_the_side_is_not_behind_enough_is_refused_as_it_is_typed(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("blind-from-behind"))
    say_bids("b")
    refused_at(win, 0, "Ann: you cannot bid blind nil now: blind nil is allowed only when your side is at least 100 "
                         "points behind; you may bid 1-13, nil", said)
    win.close()


def test_whiz_bids_that_count_too_many_spades_are_refused_when_the_last_bid_is_typed(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("whiz"))
    say_bids("5 5 5")
    assert win.message.text() == "", "refused only with every bid in"
    say_bids("5")
    assert "spade" in win.message.text() and said[-1] == win.message.text()
    assert all(edit.property("invalid") for edit in win.entry.bid_edits.values())
    assert focused() is win.entry.bid_edits[3], "the cursor stays in the field left"
    win.close()


def test_enter_again_on_a_refused_bid_goes_on_so_that_the_tricks_can_still_be_typed(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, new_game("suicide"))
    said.clear()  # what the window said as it opened
    say_bids("4 4 4")
    refused = win.message.text()
    assert refused and focused() is win.entry.bid_edits[2]
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # the table said 4: the scorer goes on
    assert focused() is win.entry.bid_edits[3] and win.message.text() == refused and len(said) == 1
    say_bids("n")
    assert focused() is win.entry.trick_edits[0] and win.message.text() == refused and len(said) == 1
    type_hand(qtbot, "", "4 4 5 0", last_offered=False)
    assert not win.game.hands and focused() is win.entry.bid_edits[2], "Enter hand still refuses it"
    win.close()


def test_a_correction_s_bids_are_checked_from_the_totals_before_that_hand(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    # hand 1 leaves Ann & Cy 110 behind: a blind nil of theirs in hand 2 holds, Bob & Di's does not
    win = keeper_for(qtbot, kept_game("blind-from-behind", "4 4 4 1 / 2 5 2 4\n3 4 3 3 / 3 4 3 3"))
    win.correct(1)
    assert win.entry.order == (1, 2, 3, 0)
    say_bids("4 b")
    assert win.message.text() == "" and focused() is win.entry.bid_edits[3]
    say_bids("b")
    refused_at(win, 3, "Di: you cannot bid blind nil now: blind nil is allowed only when your side is at least 100 "
                         "points behind; you may bid 1-13, nil", said)
    win.close()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Tab])
def test_a_correction_waits_for_the_later_bids_to_be_typed_again(
        qtbot: QtBot, said: list[str], key: Qt.Key) -> None:  # noqa: F811
    # Hand 1 was typed Ann 4, Bob nil, Cy nil, Di 4; really Bob bid 4 and Di nil. Typing Bob's 4 was refused for
    # Di's old 4, still in its field ("Di: you cannot bid 4 now…"), and the cursor jumped past Cy (QA)
    win = keeper_for(qtbot, kept_game("suicide", "4 n n 4 / 5 0 0 8"))
    win.correct(0)
    order = win.entry.order
    say_bids("4 4", key)
    assert win.message.text() == "", win.message.text()
    assert focused() is win.entry.bid_edits[order[2]], "on to the next seat in the bidding"
    say_bids("n n", key)
    assert win.message.text() == ""
    win.close()


# ------------------------------------------------------------ 2. Escape
def test_escape_that_clears_a_refused_hand_clears_its_refusal_too(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game("standard"))
    for seat, (bid, took) in enumerate(zip(["4", "18", "3", "3"], ["3", "4", "3", "3"], strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert win.submit() is False and "'18' is not a bid" in win.message.text()
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert not any(win.entry.typed().values())
    assert win.message.text() == "", "the red refusal stood under the empty fields"
    assert win.isVisible()
    win.close()


# ------------------------------------------------------------ 3. the keys
def test_ctrl_y_redoes_as_in_the_main_window_also_from_an_entry_field(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game())
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")
    assert len(win.game.hands) == 1 and isinstance(focused(), QLineEdit)
    QTest.keyClick(focused(), Qt.Key.Key_Z, CTRL)
    assert not win.game.hands
    QTest.keyClick(focused(), Qt.Key.Key_Y, CTRL)
    assert len(win.game.hands) == 1, "Ctrl+Y redid the hand"
    assert [key.toString() for key in win.redo_action.shortcuts()] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    win.close()


def test_the_edit_menu_shows_delete_for_removing_the_selected_hand_and_delete_still_edits_a_field(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3"))
    assert win.remove_selected_action.shortcut() == QKeySequence(Qt.Key.Key_Delete)
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    field = focused()
    QTest.keyClicks(field, "45")
    QTest.keyClick(field, Qt.Key.Key_Home)
    QTest.keyClick(field, Qt.Key.Key_Delete)
    assert field.text() == "5" and not asked, "Delete in a field deletes a character"
    win.table.setFocus()
    win.table.selectRow(1)
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert len(asked) == 1 and asked[0].startswith("Remove hand 2,"), "Delete in the table removes the hand"
    win.close()

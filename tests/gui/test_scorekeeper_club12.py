"""The club QA's twelfth round, 1: a change of an earlier hand says what else it changes. Correcting hand 10 (Bob's
blind nil entered as a nil) asked "Change hand 10: Bob bid Nil → Blind nil? The totals become …" and said nothing of
hands 11 and 12, whose totals rose by 100; removing a hand moved the deal of every later hand one seat without a
word. Now the question and the status line afterwards name the later hands that are dealt, scored or totalled
otherwise (``engine.tally_changes``)."""

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
    keeper_for,
    kept_game,
)
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

# the QA's game A (Ann, Bob, Cy, Di; Di deals first), hand 10 with Bob's blind nil entered as a nil
GAME_A = """3 4 3 2 / 4 4 3 2
blind_nil 3 5 4 / 1 4 5 3
4 3 4 2 / 5 3 4 1
3 3 3 3 / 4 4 3 2
2 4 2 4 / 4 4 4 1
3 nil 3 4 / 4 1 3 5
3 3 3 3 / 4 3 3 3
4 4 4 1 / 4 4 4 1
nil 4 5 3 / 1 4 6 2
3 nil 4 4 / 4 0 4 5
4 3 4 3 / 4 3 4 2
5 2 4 2 / 5 3 4 1"""
FOUR_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3\n3 3 3 3 / 4 3 3 3"
LATER_A = "The later hands' totals change: after hand 11, Bob & Di 123 → 223; after hand 12, Bob & Di 163 → 263."


def correct_hand_10(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton
                    ) -> tuple[ScorekeeperWindow, list[str]]:
    win = keeper_for(qtbot, kept_game("standard", GAME_A))
    assert win.tally.totals == (393, 163)
    win.table.setFocus()
    win.table.selectRow(9)
    QTest.keyClick(win.table, Qt.Key.Key_Return)  # opened with Enter: entering it asks first
    assert win.editing == 9
    win.entry.bid_edits[1].setText("bn")
    asked = answering(monkeypatch, answer)
    win.submit()
    return win, asked


def test_the_correction_box_names_the_later_hands_totals(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win, asked = correct_hand_10(qtbot, monkeypatch, QMessageBox.StandardButton.No)
    assert asked == ["Change hand 10: Bob bid Nil → Blind nil? The totals become Ann & Cy 393, Bob & Di 263. "
                     + LATER_A], asked
    assert win.tally.totals == (393, 163), "No changes nothing"
    win.close()


def test_after_the_correction_the_status_line_and_the_screen_reader_say_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:  # noqa: F811
    win, _asked = correct_hand_10(qtbot, monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.tally.totals == (393, 263)
    assert win.statusBar().currentMessage() == "Hand 10 corrected. " + LATER_A
    assert said[-1].startswith("Hand 10 corrected. " + LATER_A + " Hand 10 over: "), said[-1]
    win.close()


def test_a_correction_of_the_last_hand_says_nothing_of_later_hands(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = keeper_for(qtbot, kept_game("standard", GAME_A))
    win.table.setFocus()
    win.table.selectRow(11)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    win.entry.trick_edits[0].setText("4")
    win.entry.trick_edits[2].setText("5")
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.submit(), win.message.text()
    assert asked == ["Change hand 12: Ann took 5 → 4; Cy took 4 → 5? The totals become Ann & Cy 393, Bob & Di 163."]
    assert "corrected" not in win.statusBar().currentMessage()
    win.close()


def test_a_correction_that_moves_a_bag_penalty_names_the_hands_scored_otherwise(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Ann & Cy take 3 bags a hand: their tenth bag falls in hand 4; with 4 in hand 1 it falls in hand 3
    win = keeper_for(qtbot, kept_game("standard", "3 2 3 2 / 5 2 4 2\n" * 4))
    win.table.setFocus()
    win.table.selectRow(0)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    win.entry.trick_edits[0].setText("6")
    win.entry.trick_edits[3].setText("1")
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.submit(), win.message.text()
    assert asked == ["Change hand 1: Ann took 5 → 6; Di took 2 → 1? The totals become Ann & Cy 153, Bob & Di 80. "
                     "Later hands that score otherwise now: hand 3, Ann & Cy +63 → −37; hand 4, Ann & Cy −37 → +63. "
                     "The later hands' totals change: after hand 2, Ann & Cy 126 → 127, Bob & Di 80 → 0; after "
                     "hand 3, Ann & Cy 189 → 90, Bob & Di 120 → 40; after hand 4, Ann & Cy 152 → 153, Bob & Di "
                     "160 → 80."], asked
    win.close()


def test_removing_a_hand_says_the_deal_of_the_later_hands_moves(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", FOUR_HANDS))
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(1)
    deal = ("The deal moves: hand 2 (hand 3 until now) is dealt by Ann, not Bob; Bob bids first and leads. The "
            "later hands up to hand 3 move the same way.")
    assert len(asked) == 1 and asked[0].startswith(
        "Remove hand 2? The hands after it move up one and are scored again. Undo (Ctrl+Z) puts it back. " + deal
        + " The later hands' totals change: after hand 2 (hand 3 until now), "), asked
    status = win.statusBar().currentMessage()
    assert status.startswith("Hand 2 removed; the hands after it moved up one and were scored again. " + deal), status
    assert said[-1].startswith(status), said[-1]
    win.close()


def test_a_forgotten_hand_put_in_says_the_deal_of_the_later_hands_moves(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", FOUR_HANDS))
    win.table.selectRow(2)
    assert win.insert_before_selected()
    for seat, (bid, took) in enumerate(zip("3333", "3343", strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert win.submit(), win.message.text()
    status = win.statusBar().currentMessage()
    assert status.startswith("Hand 3 put in; the hands after it moved down one and were scored again. The deal "
                             "moves: hand 4 (hand 3 until now) is dealt by Cy, not Bob; Di bids first and leads. "
                             "The later hands up to hand 5 move the same way."), status
    assert said[-1].startswith(status), said[-1]
    win.close()

"""Keep score, QA club 14: a correction that ends the game earlier leaves the cursor where a finished game's does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
from spades_desktop.rules import load_preset

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
)
from .test_scorekeeper_club13 import _set_up_dialog

CTRL = Qt.KeyboardModifier.ControlModifier
# Hand 1 typed with Bob and Di bidding 3: they bid 6 and were set, and the true scores end the game after hand 2
TYPED_WRONG = "4 3 3 3 / 5 2 4 2\n4 6 3 6 / 5 2 4 2\n4 3 3 3 / 4 3 3 3\n3 3 3 3 / 4 3 3 3"


def test_a_correction_that_ends_the_game_earlier_leaves_no_hand_selected_and_the_cursor_on_print(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The corrected hand 1 stayed selected and the cursor in the table: Delete then asked "Remove hand 1?", and
    # Enter opened its correction again (the accident the club 9 / 13 fixes were for)
    win = keeper_for(qtbot, kept_game("standard", TYPED_WRONG))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_E, CTRL)
    for _ in range(3):
        QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 0
    win.entry.bid_edits[1].setText("6")
    win.entry.bid_edits[3].setText("6")
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    for _ in range(12):
        if win.editing is None:
            break
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert asked and asked[-1].startswith("With this correction the game ends after hand 2"), asked
    assert len(win.game.hands) == 2 and win.tally.winner is not None
    assert win._selected_hand() is None, "the corrected hand stayed selected"
    assert win.table.currentRow() == 1, "the last hand is current"
    assert QApplication.focusWidget() is win.print_button, QApplication.focusWidget()
    win.close()


def test_cancellation_offers_no_rest_for_the_last_player_a_dead_trick_is_nobodys(qtbot: QtBot) -> None:
    # The last field offered 17 less the others, selected, and Enter gave the last player the dead trick (QA club 14)
    preset = load_preset("cancellation")
    game = ScorekeptGame(preset.rules, ("Ann", "Bob", "Cy", "Di", "Ed", "Flo"), 5, preset.id, preset.name_in("en"), (),
                         "2026-12-07T20:00:00")
    win = keeper_for(qtbot, game)
    order = win.entry.order
    assert len(order) == 6
    for seat, bid in zip(order, ("3", "3", "3", "3", "3", "2"), strict=True):
        win.entry.bid_edits[seat].setText(bid)
    for seat, took in zip(order[:-1], ("3", "3", "3", "3", "2"), strict=True):
        field = win.entry.trick_edits[seat]
        field.setFocus()
        QTest.keyClicks(field, took)
    last = win.entry.trick_edits[order[-1]]
    last.setFocus()
    assert last.text() == "", "no count offered: 14 taken may leave 3 tricks or fewer, some dead"
    QTest.keyClicks(last, "2")
    assert win.submit(), win.message.text()
    assert sum(win.game.hands[0].tricks) == 16
    win.close()


def test_the_standard_game_still_offers_the_rest(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", ""))
    order = win.entry.order
    for seat, took in zip(order[:-1], ("3", "4", "2"), strict=True):
        field = win.entry.trick_edits[seat]
        field.setFocus()
        QTest.keyClicks(field, took)
    last = win.entry.trick_edits[order[-1]]
    last.setFocus()
    assert last.text() == "4"
    win.close()


def test_return_on_start_tabbed_to_starts_a_new_game_though_an_adjourned_one_waits(
        qtbot: QtBot, tmp_path: Path) -> None:
    # Resume is the default button with an adjourned game; Start, tabbed to, was not pressed by Return: the last
    # game was resumed (QA, Orca round 21)
    dialog = _set_up_dialog(qtbot, tmp_path)
    start = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    for _ in range(40):
        if QApplication.focusWidget() is start:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is start
    QTest.keyClick(start, Qt.Key.Key_Return)
    assert dialog.result_game is not None and dialog.result_game is not dialog._resume
    assert dialog.result_game.hands == ()
    dialog.deleteLater()


def test_a_correction_at_game_over_leaves_the_cursor_on_print(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA club 15: after "Change hand 1…? Yes" at game over the cursor was nowhere, then in the table, where Return
    # opened hand 2's correction
    over = "4 3 3 3 / 5 2 4 2\n4 3 3 3 / 5 2 4 2\n4 3 3 3 / 4 3 3 3\n3 3 3 3 / 4 3 3 3"  # 275 to 0 of 250
    win = keeper_for(qtbot, kept_game("standard", over, target=250))
    assert win.tally.winner is not None
    win.table.setFocus()
    win.table.selectRow(0)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 0
    win.entry.bid_edits[0].setText("5")
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        focus = QApplication.focusWidget()
        if focus is not None:  # the box takes the focus as it opens; closed, it leaves none in the window
            focus.clearFocus()
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    for _ in range(12):
        if win.editing is None:
            break
        QTest.keyClick(QApplication.focusWidget() or win.entry.trick_edits[win.entry.order[-1]], Qt.Key.Key_Return)
    assert asked and asked[-1].startswith("Change hand 1"), asked
    assert win.tally.winner is not None and win._selected_hand() is None
    assert QApplication.focusWidget() is win.print_button, QApplication.focusWidget()
    win.close()

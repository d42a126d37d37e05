"""Two leftovers of the Keep-score QA (session 58).

- A correction opened with Enter asks before it changes the hand, naming the totals it makes. When the hands changed
  while it asked (the hand removed, or an earlier one, from the menu or a screen reader's action), Yes entered the
  game the question was made of: a removed hand came back, corrected, and the removal's undo step was lost.
- A club file with a bad bid was refused with the bids these rules allow in the engine's English ("1-13, nil, blind
  nil") inside an otherwise translated message.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.scorefile import dumps
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    focused,
    keeper_for,
    kept_game,
    type_hand,
)

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3"
CTRL = Qt.KeyboardModifier.ControlModifier
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def asking(monkeypatch: pytest.MonkeyPatch, meanwhile: Callable[[], object]) -> list[str]:
    """Every question answered Yes; while the correction's question is open, ``meanwhile`` runs (the scorer, or a
    screen reader's action, removes a hand)."""
    asked: list[str] = []
    done: list[bool] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        if text.startswith(("Change hand", "With this correction")) and not done:
            done.append(True)
            meanwhile()
        return YES

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def correct_by_key(qtbot: QtBot, win: ScorekeeperWindow, row: int) -> None:
    """Ctrl+E, the arrow keys to hand ``row`` (0-based), Enter: the correction that asks first."""
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    while win.table.currentRow() > row:
        QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == row


@pytest.mark.parametrize("removed", [1, 0], ids=["the hand corrected", "an earlier hand"])
def test_a_correction_whose_hands_changed_while_it_asked_changes_nothing(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, removed: int) -> None:
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    correct_by_key(qtbot, win, 1)
    asked = asking(monkeypatch, lambda: win.remove_hand(removed))
    type_hand(qtbot, "4 5 3 nil", "5 6 2 0", last_offered=False)  # in bidding order: Bob, Cy, Di, Ann
    assert asked[0].startswith("Change hand 2: ") and asked[1].startswith(f"Remove hand {removed + 1}?"), asked
    after_removal = win.undo_stack[-1]
    assert len(win.game.hands) == 2, "the removal holds: the hand removed did not come back, corrected"
    assert win.game == kept_game("standard", THREE_HANDS).without_hand(removed)[0]
    assert win.message.text().startswith("Hand 2 was not changed: the hands changed while the correction was asked "
                                         "about"), win.message.text()
    if removed == 1:  # the correction went with its hand
        assert win.editing is None and win.message.text().endswith("the hand it was for is no longer there.")
    else:  # it stays, for the hand as numbered now, and still asks before it changes it
        assert win.editing == 0 and win.message.text().endswith(
            "Check the correction of hand 1, then enter it again (Enter in its last field) or cancel it (Escape).")
        assert win.entry_title.text().startswith("Correcting hand 1: ") and "asks before" in win.entry_title.text()
        asked.clear()
        QTest.keyClick(win.entry.trick_edits[win.entry.order[-1]], Qt.Key.Key_Return)
        assert asked and asked[0].startswith("Change hand 1: "), asked
        assert len(win.game.hands) == 2 and win.game.hands[0].tricks == (0, 5, 6, 2) and win.editing is None
        win.undo()
    win.undo()
    assert win.game == after_removal == kept_game("standard", THREE_HANDS), "one Undo puts the removed hand back"
    win.close()


def test_a_correction_that_ends_the_game_earlier_keeps_nothing_when_the_hands_changed_meanwhile(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The other question a correction asks, "With this correction the game ends after hand 2…": Yes entered the
    game it was asked of, over a hand removed meanwhile."""
    hands = "4 3 4 2 / 4 3 4 2\n4 3 4 2 / 4 3 4 2\n4 3 4 2 / 4 3 4 2"
    win = keeper_for(qtbot, kept_game("standard", hands, target=200))
    assert win.tally.winner is not None and len(win.game.hands) == 3
    win.correct(1)
    for seat, (bid, took) in enumerate([("6", "6"), ("1", "1"), ("6", "6"), ("nil", "0")]):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    asked = asking(monkeypatch, lambda: win.remove_hand(0))
    win.submit()
    assert asked[0].startswith("With this correction the game ends after hand 2") and \
        asked[1].startswith("Remove hand 1?"), asked
    assert win.game == kept_game("standard", hands, target=200).without_hand(0)[0], "only the removal"
    assert win.message.text().startswith("Hand 2 was not changed: the hands changed while the correction was asked "
                                         "about. Check the correction of hand 1"), win.message.text()
    win.close()


# ------------------------------------------------------------ 2. a bad bid in a club file, in Russian
@pytest.mark.parametrize(("preset", "bids"), [
    ("standard", "1–13, нил (Н), слепой нил (СН)"),
    ("ten-for-two-hundred", "1–13, нил (Н), слепой нил (СН), 10 за 200 (10/200), луна (Л)"),
])
def test_a_bad_bid_in_a_file_lists_the_allowed_bids_in_the_windows_language(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, russian: None, preset: str, bids: str) -> None:
    """The bids the file's rules allow, named as the entry row names them (it said "1-13, nil, blind nil" in a
    Russian message); the engine's English stays under Show Details."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())) or 0)
    data = json.loads(dumps(kept_game(preset, THREE_HANDS)).decode())
    data["hands"][1]["bids"][0] = "nill"
    path = tmp_path / "club.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    win = keeper_for(qtbot, kept_game(preset, ""))
    assert not win.open_file(str(path))
    assert shown[0][0] == ("Не удаётся открыть club.json: файл повреждён. Раздача 2: 'nill' — не заказ; по этим "
                           f"правилам можно: {bids}."), shown
    assert "these rules allow 1-13, nil, blind nil" in shown[0][1]
    win.close()

"""The club QA's fourth round on the Keep-score window: a half-typed hand kept over a close, the game's set-up
changed after hands were entered, a forgotten hand put in before a later one."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper import window as window_module
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow, autosave_path

from .test_scorekeeper import (
    EAST,
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    entries,
    focused,
    keeper,  # noqa: F401 - a fixture
    keeper_for,
    kept_game,
    offered_by_keep_score,
    type_hand,
)


def type_values(values: str) -> None:
    for value in values.split():
        field = focused()
        QTest.keyClicks(field, value)
        QTest.keyClick(field, Qt.Key.Key_Return)


# ------------------------------------------------------- 1. a half-typed hand
def test_bids_typed_for_the_hand_in_progress_are_kept_over_ctrl_w_and_resume(
        qtbot: QtBot, keeper: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """A club types the bids during the bidding and the tricks after the play: Ctrl+W (or quitting) between the
    two lost the bids without a word, and Resume showed empty fields."""
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")
    type_values("3 4 nil 2")  # hand 2: Ann deals, Bob bids first
    typed = {name: text for name, text in keeper.entry.typed().items() if text}
    assert typed == {"bid1": "3", "bid2": "4", "bid3": "nil", "bid0": "2"}
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    QTest.keyClick(keeper, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not keeper.isVisible() and asked == []
    offered = offered_by_keep_score(monkeypatch, take=True)
    resumed = window_module.open_scorekeeper(None)
    assert resumed is not None and offered == [keeper.game]
    qtbot.addWidget(resumed)
    assert {name: text for name, text in resumed.entry.typed().items() if text} == typed
    qtbot.waitUntil(lambda: resumed.isActiveWindow())
    qtbot.waitUntil(lambda: focused() is resumed.entry.trick_edits[1], timeout=2000)  # Bob's tricks: next to type
    type_values("3 4 0")
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Ann's tricks, the rest offered
    assert len(resumed.game.hands) == 2 and resumed.game.hands[1] == entries("2 3 4 nil / 6 3 4 0")[0]
    resumed.close()


def test_the_half_typed_hand_is_autosaved_as_it_is_typed(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:  # noqa: F811
    """Not only on closing: the app ended (or the computer) with the window open lost the bids too."""
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")
    type_values("3 4")
    qtbot.waitUntil(lambda: json.loads(autosave_path().read_text(encoding="utf-8")).get("typing")
                    == {"bid1": "3", "bid2": "4"}, timeout=4000)
    keeper._autosave_lock.release()  # as when the app was ended with the window open
    game, saved_as = window_module.load_autosave(autosave_path())
    assert game == keeper.game and saved_as is None
    assert window_module.load_autosave_typing(autosave_path()) == {"bid1": "3", "bid2": "4"}


# ------------------------------------------------------------ 2. the set-up
def run_setup(qtbot: QtBot, win: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch, *, names: tuple[str, ...] = (),
              dealer: int | None = None, target: int | None = None, shot: str = "") -> tuple[bool, str]:
    """Edit ▸ Game set-up… with these changes typed; whether the window took it, and the dialog's error."""
    from spades_desktop.gui.scorekeeper.setup_dialog import GameSetupDialog

    seen: list[str] = []

    def fake_exec(dialog: GameSetupDialog) -> int:
        dialog.show()
        for edit, name in zip(dialog.name_edits, names, strict=False):
            edit.setFocus()
            edit.selectAll()
            QTest.keyClicks(edit, name)
        if dialog.isVisible() and dealer is not None:
            dialog.dealer.setCurrentIndex(dealer)
        if target is not None:
            dialog.target.setValue(target)
        dialog.accept()
        seen.append(dialog.error.text())
        if shot:
            dialog.grab().save(shot)
        return int(dialog.result() == 1)

    monkeypatch.setattr(GameSetupDialog, "exec", fake_exec)
    action = next(a for a in win.menuBar().actions()[1].menu().actions() if a.text() == "Game &set-up…")
    before = win.game
    action.trigger()
    return win.game is not before, seen[0]


def test_a_misspelled_name_and_the_first_dealer_are_changed_after_hands_were_entered(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: object) -> None:
    """"Bbo" for Bob, and Ann dealt first, not Di: only a new game could fix either, with every hand typed again."""
    game = kept_game("standard", "4 3 3 3 / 5 3 3 2\nnil 4 4 3 / 0 5 4 4")
    game = game.with_setup(("Ann", "Bbo", "Cy", "Di"), EAST, 500)[0]
    win = keeper_for(qtbot, game)
    type_values("3 4")  # hand 3: Bob deals, Cy and Di bid first: their bids stay over the change
    changed, error = run_setup(qtbot, win, monkeypatch, names=("Ann", "Bob"), dealer=0,
                               shot=f"{tmp_path}/setup.png")
    assert changed and error == ""
    assert win.game.names == ("Ann", "Bob", "Cy", "Di") and win.game.first_dealer == 0
    assert win.game.hands == game.hands
    assert [win.table.item(r, 3).text() for r in range(2)] == ["Ann", "Bob"]  # dealers worked out again
    assert "Bob" in win.table.horizontalHeaderItem(6).text()
    assert win.entry_title.text() == "Hand 3: Cy deals, Di bids first"
    assert win.entry.typed()["bid2"] == "3" and win.entry.typed()["bid3"] == "4"
    win.undo()
    assert win.game == game


def test_a_set_up_under_which_a_hand_is_impossible_is_refused_with_the_reason(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Bob & Di made 85 in hand 1: a target of 80 ends the game after it, so hand 2 was never played.
    game = kept_game("standard", "1 4 1 4 / 0 6 0 7\n3 3 4 3 / 3 4 3 3")
    win = keeper_for(qtbot, game)
    changed, error = run_setup(qtbot, win, monkeypatch, target=80)
    assert not changed and win.game is game
    assert error.startswith("With this set-up the game ends before hand 2: The game ended after hand 1")
    changed, error = run_setup(qtbot, win, monkeypatch, names=("Cy",))
    assert not changed and error == "Give each player a different name."
    changed, error = run_setup(qtbot, win, monkeypatch, names=("Ann", "CY"))  # alike, ignoring case (QA)
    assert not changed and error == "Give each player a different name."
    changed, error = run_setup(qtbot, win, monkeypatch, target=300)
    assert changed and win.game.rules.target == 300 and win.info.text().startswith("After hand 2")


# ------------------------------------------------------- 3. a forgotten hand
def test_a_forgotten_hand_is_put_in_before_the_selected_one_and_later_dealers_move_on(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hand 5 was forgotten: hands 6 and 7 were entered as 5 and 6, with the wrong dealers; the only fix was to
    type hands 5 and 6 again as corrections and hand 7 anew."""
    played = "4 3 3 3 / 5 3 3 2\nnil 4 4 3 / 0 5 4 4\n3 3 3 3 / 3 3 4 3\n2 4 3 3 / 2 4 4 3\n3 4 3 2 / 3 4 3 3"
    hands = entries(played)
    game = kept_game("standard", played.rsplit("\n", 2)[0] + "\n" + played.rsplit("\n", 1)[1])  # hand 4 forgotten
    win = keeper_for(qtbot, game)
    assert [win.table.item(r, 3).text() for r in range(4)] == ["Di", "Ann", "Bob", "Cy"]
    type_values("3 4")  # the next hand's first bids: still there after the insertion
    win.table.setFocus()
    win.table.selectRow(3)  # the hand played after the forgotten one
    assert win.insert_action.isEnabled()
    QTest.keyClick(win.table, Qt.Key.Key_Insert)
    assert win.entry_title.text() == "A forgotten hand, put in before hand 4: Cy dealt, Di bid first"
    assert not any(win.entry.typed().values())
    qtbot.waitUntil(lambda: focused() is win.entry.bid_edits[3])
    type_values("3 2 4 3")  # Di, Ann, Bob, Cy
    type_values("3 2 4")
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Cy's tricks: the rest, offered
    assert list(win.game.hands) == hands, win.message.text()
    assert [win.table.item(r, 3).text() for r in range(5)] == ["Di", "Ann", "Bob", "Cy", "Di"]
    assert win.tally.scores == win.game.tally().scores and win.table.rowCount() == 5
    assert win.entry_title.text() == "Hand 6: Ann deals, Bob bids first"
    assert {k: v for k, v in win.entry.typed().items() if v} == {"bid0": "3", "bid1": "4"}
    win.undo()
    assert win.game == game


def test_a_forgotten_hand_that_would_make_a_later_one_impossible_is_refused_by_its_number_in_the_table(
        qtbot: QtBot) -> None:
    # Hand 1 put Ann & Cy 100 behind: only so could Ann bid blind nil in hand 2.
    game = kept_game("blind-from-behind", "1 4 1 4 / 0 6 0 7\nblind_nil 3 4 3 / 0 4 5 4")
    win = keeper_for(qtbot, game)
    win.table.selectRow(0)
    assert win.insert_before_selected()
    for seat, (bid, took) in enumerate([("4", "7"), ("3", "2"), ("3", "2"), ("3", "2")]):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert not win.submit() and win.game is game
    assert win.message.text().startswith("With this hand put in, hand 2 (then hand 3) would be impossible")
    assert "100 points behind" in win.message.text()
    win.cancel_correction()
    assert win.entry_title.text().startswith("Hand 3:")

"""Hand 1's deal number is the whole game's (every later hand follows from it): at a table of two or more people it
stays hidden until the game's end, and its deal is not dealt again before then (family QA, two more leaks).

1. Game ▸ History…, the unfinished game chosen: Print sheet… and Export ▸ Score sheet as PDF named it in the "Deal
   no." column, and Export ▸ The games listed as CSV in ``seed`` (and hand 1's ``deal_number`` in the hands file).
2. Game ▸ Restart with the same cards, and the Review's Play this deal again on hand 1, started a game whose hand 2
   was the hand in play, while the game left stayed resumable: one person could play ahead, review that hand with
   every card face up and go back. Both wait for the game's end (a solo game keeps them).
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.deal import next_deal_number
from spades_desktop.gui.controller import State
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review.window import ReviewWindow
from spades_desktop.history import open_history
from spades_desktop.record import GameRecord

from .conftest import setup_for
from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_pass_and_play_privacy import move
from .test_undo import game_of

SEED = 593263177
SECOND = next_deal_number(SEED, 1)


def into_hand_2(qtbot: QtBot, win: MainWindow, moves: int = 3) -> None:
    """Hand 1 played and scored, Next hand, and ``moves`` moves of hand 2."""
    while (state := wait_any(qtbot, win)) is not State.HAND_OVER:
        lift_cover(qtbot, win) if state is State.HAND_OFF else move(win)
    win.table_view.continue_after_hand()
    made = 0
    while made < moves:
        if wait_any(qtbot, win) is State.HAND_OFF:
            lift_cover(qtbot, win)
        else:
            move(win)
            made += 1
    assert game_of(win).hand_number == 2 and not game_of(win).is_over


def to_game_over(qtbot: QtBot, win: MainWindow) -> None:
    for _ in range(600):
        state = wait_any(qtbot, win)
        if state is State.GAME_OVER:
            return
        if state is State.HAND_OFF:
            lift_cover(qtbot, win)
        elif state is State.HAND_OVER:
            win.table_view.continue_after_hand()
        else:
            move(win)
    raise AssertionError("the game did not end")


def history_of(qtbot: QtBot, win: MainWindow, hands: int) -> HistoryWindow:
    """Game ▸ History… with the current game chosen, once ``hands`` of its hands are stored."""
    def stored() -> bool:
        with open_history(history_path()) as history:
            return [g.hands_played for g in history.games()] == [hands]
    qtbot.waitUntil(stored)
    win.show_history()
    window: HistoryWindow = win._history_window
    window.table.selectRow(0)
    assert window.selected() is not None
    return window


def exported(window: HistoryWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
             tag: str) -> tuple[list[int | None], dict[str, str], list[dict[str, str]], Path]:
    """The History sheet's deal numbers, the games.csv line and hands.csv lines, and the exported sheet's PNG."""
    sheet = window.sheet_of_selected()
    assert sheet is not None
    numbers = [row.deal_number for row in sheet.rows]  # type: ignore[attr-defined]
    png = tmp_path / f"sheet-{tag}.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(png), ""))
    window.export_sheet_selected()
    assert png.exists()
    games = tmp_path / f"games-{tag}.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(games), ""))
    assert window.export_csv() == games
    (game,) = csv.DictReader(games.read_text(encoding="utf-8-sig").splitlines())
    hands = list(csv.DictReader((tmp_path / f"games-{tag}-hands.csv").read_text(encoding="utf-8-sig")
                                .splitlines()))
    return numbers, game, hands, png


def listed_deal_numbers(capsys: pytest.CaptureFixture[str]) -> list[object]:
    """The deal numbers ``history list --json`` gives."""
    import json

    from spades_desktop.cli import main

    capsys.readouterr()
    assert main(["history", "list", "--json"]) == 0
    return [game["deal_number"] for game in json.loads(capsys.readouterr().out)]


def test_history_sheet_and_csv_keep_hand_1s_number_until_the_game_ends(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    window.start_game(pnp_setup("hhbh", rules=RuleSet(hand_limit=2), seed=SEED))
    into_hand_2(qtbot, window)
    history = history_of(qtbot, window, 1)
    numbers, game, hands, _ = exported(history, monkeypatch, tmp_path, "mid")
    assert numbers == [None], "the History sheet (print, PDF) as Game ▸ Print gives it"
    assert game["seed"] == "", "games.csv"
    assert {line["hand_number"] for line in hands} == {"1"}
    assert {line["deal_number"] for line in hands} == {""}, "hands.csv: hand 1's is the game's"
    assert listed_deal_numbers(capsys) == [None], "history list --json"
    history.close()
    to_game_over(qtbot, window)
    scored = len(game_of(window).hand_scores)
    history = history_of(qtbot, window, scored)
    numbers, game, hands, _ = exported(history, monkeypatch, tmp_path, "over")
    assert numbers[:2] == [SEED, SECOND], "the game over: every number"
    assert game["seed"] == str(SEED)
    assert {line["deal_number"] for line in hands if line["hand_number"] == "1"} == {str(SEED)}
    assert listed_deal_numbers(capsys) == [SEED]
    history.close()


def test_alone_against_bots_the_history_sheet_and_csv_name_the_deal_mid_game(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    window.start_game(setup_for(seed=SEED))
    into_hand_2(qtbot, window, moves=1)
    history = history_of(qtbot, window, 1)
    numbers, game, hands, _ = exported(history, monkeypatch, tmp_path, "solo")
    assert numbers == [SEED] and game["seed"] == str(SEED)
    assert {line["deal_number"] for line in hands} == {str(SEED)}
    history.close()


def record_of(win: MainWindow) -> GameRecord:
    record = win._record()
    assert record is not None
    return record


def test_restart_and_play_hand_1_again_wait_for_the_games_end_at_a_shared_screen(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.start_game(pnp_setup("hhbh", rules=RuleSet(hand_limit=2), seed=SEED))
    assert wait_any(qtbot, window) is State.HAND_OFF
    restart = window.restart_action
    assert not restart.isEnabled(), "from the first hand: its cards are the ones in play"
    assert "game's end" in restart.toolTip()
    assert "game's end" in restart.text()
    into_hand_2(qtbot, window)
    assert not restart.isEnabled()
    # the Review of hand 1 (from the end-of-hand panel or History): Play this deal again waits too
    review = window._open_review(record_of(window), 0)
    assert isinstance(review, ReviewWindow)
    qtbot.waitExposed(review)
    again = review.again_button
    assert not again.isEnabled() and "game's end" in again.toolTip()
    review.grab().save(str(tmp_path / "review-hand-1-mid-game.png"))
    review.close()
    to_game_over(qtbot, window)
    assert restart.isEnabled() and "game's end" not in restart.text()
    assert "game's end" not in restart.toolTip()
    review = window._open_review(record_of(window), 0)
    assert isinstance(review, ReviewWindow)
    assert review.again_button.isEnabled(), "the game over: hand 1 may be played again"
    review.close()


def test_a_later_scored_hand_may_be_played_again_mid_game(qtbot: QtBot, window: MainWindow) -> None:
    # hand 2's number deals hand 2 alone: a game on it goes on with hands of its own
    window.start_game(pnp_setup("hhbh", rules=RuleSet(hand_limit=3), seed=SEED))
    into_hand_2(qtbot, window, moves=0)
    while (state := wait_any(qtbot, window)) is not State.HAND_OVER:
        lift_cover(qtbot, window) if state is State.HAND_OFF else move(window)
    assert not game_of(window).is_over
    review = window._open_review(record_of(window), 1)
    assert isinstance(review, ReviewWindow)
    assert review.again_button.isEnabled()
    review.hand_choice.setCurrentIndex(review.hand_choice.findData(0))
    assert not review.again_button.isEnabled(), "hand 1 chosen in the same window"
    review.hand_choice.setCurrentIndex(review.hand_choice.findData(1))
    assert review.again_button.isEnabled()
    review.close()


def test_alone_against_bots_restart_and_play_again_stay(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(setup_for(seed=SEED))
    into_hand_2(qtbot, window, moves=1)
    assert window.restart_action.isEnabled()
    review = window._open_review(record_of(window), 0)
    assert isinstance(review, ReviewWindow) and review.again_button.isEnabled()
    review.close()

"""Closing the window at Game over when the finished game is kept nowhere (QA, an unreliable laptop: the disk
filled during the game, History could not store the end, and closing at Game over asked nothing: the result was
lost, and the next start offered the game from its middle)."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.history import History, HistoryError
from spades_desktop.record import GameRecord
from spades_desktop.record import autosave as record_autosave


def bot_setup(seed: int, target: int = 150) -> GameSetup:
    rules = RuleSet(target=target, mercy=-target)
    seats = tuple(SeatSetup(name, "easy") for name in ("Sam", "Wes", "Nora", "Ethan"))
    return GameSetup(rules=rules, seats=seats, seed=seed, preset_id="test", preset_name="Test rules")


def play_to_game_over(qtbot: QtBot, window: MainWindow) -> None:
    for _ in range(60):
        qtbot.waitUntil(lambda: window.controller.state in (State.HAND_OVER, State.GAME_OVER), timeout=20_000)
        if window.controller.state is State.GAME_OVER:
            return
        window.table_view.continue_after_hand()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("disk_full", "history_busy"), [(True, True), (True, False), (False, True)])
def test_closing_at_game_over_asks_only_when_the_result_is_kept_nowhere(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, disk_full: bool,
        history_busy: bool) -> None:
    window.start_game(bot_setup(seed=70))
    qtbot.waitUntil(lambda: window.autosave_path() is not None and window.autosave_path().is_file(),  # type: ignore[union-attr]
                    timeout=10_000)
    path = window.autosave_path()
    assert path is not None

    def full(record: GameRecord, target: Path, **options: Any) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    def busy(self: History, *args: Any, **kwargs: Any) -> int:
        raise HistoryError("the history file is busy")

    if disk_full:
        monkeypatch.setattr(record_autosave, "save_record", full)
    if history_busy:
        monkeypatch.setattr(History, "store", busy)
    play_to_game_over(qtbot, window)
    assert window.history_recorder.pending is history_busy and window._autosaves().failing is disk_full

    asked: list[str] = []
    reply = [QMessageBox.StandardButton.No]

    def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return reply[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    window.close()
    if not (disk_full and history_busy):  # History has the end, or the finished autosave does (stored next start)
        assert asked == [] and not window.isVisible(), "the result is kept: nothing to ask"
        return
    assert window.isVisible() and len(asked) == 1, "closing with a finished game kept nowhere asks first"
    assert "finished game's result is not saved" in asked[0] and str(path) in asked[0]
    assert "No space left on device" in asked[0]
    reply[0] = QMessageBox.StandardButton.Yes
    window.close()
    assert not window.isVisible()


def test_a_disk_with_room_again_at_closing_keeps_the_finished_game_without_asking(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.record import load_record, replay

    window.start_game(bot_setup(seed=71))
    qtbot.waitUntil(lambda: window.autosave_path() is not None and window.autosave_path().is_file(),  # type: ignore[union-attr]
                    timeout=10_000)
    path = window.autosave_path()
    assert path is not None
    real_save = record_autosave.save_record
    room = [False]

    def save_record(record: GameRecord, target: Path, **options: Any) -> Path:
        if not room[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_save(record, target, **options)

    def busy(self: History, *args: Any, **kwargs: Any) -> int:
        raise HistoryError("the history file is busy")

    monkeypatch.setattr(record_autosave, "save_record", save_record)
    monkeypatch.setattr(History, "store", busy)
    play_to_game_over(qtbot, window)
    asked: list[str] = []
    def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    room[0] = True  # the player freed some space
    window.close()
    assert asked == [] and not window.isVisible()
    assert replay(load_record(path)).is_over, "the finished game is autosaved: History takes it at the next start"

"""A finished game that comes into History from a file counts in its own place in time, not at the moment it came.

Last session: a finished game file opened in the window (File ▸ Open) that History did not hold was stored with
the time it was opened, and a finished game found in an autosave at start-up with the start-up time: a game
played last week became the latest game and turned the current streak (Statistics orders games by their end,
``queries.FINISH_ORDER``)."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.history.access import history_path, now_text
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.history import Filters, History, open_history
from spades_desktop.paths import autosaves_dir
from spades_desktop.record import save_record
from spades_desktop.record.autosave import new_autosave_path
from tests.history.test_finish_order import LOST, MONDAY, TUESDAY, WON, _record

from .conftest import answer_message_boxes, human_move, wait_for_human
from .test_autosave_window import new_window

TUESDAY_END = "2025-12-02T21:00:00.000"


def _won_on_tuesday() -> int:
    with open_history(history_path()) as history:
        return history.store(_record(WON, TUESDAY), now=TUESDAY_END)


def _lost_game(history: History) -> list[tuple[int, str, str, str]]:
    return [(g.id, g.created, g.status, g.updated) for g in history.games() if g.seed == LOST]


def test_a_finished_game_opened_from_a_file_counts_at_its_start_not_when_opened(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    won = _won_on_tuesday()
    path = save_record(_record(LOST, MONDAY), tmp_path / "monday.spades.json")  # lost Monday, opened today
    answer_message_boxes(monkeypatch)
    assert window.open_game(path)
    with open_history(history_path()) as history:
        ((_, created, status, updated),) = _lost_game(history)
        assert (created, status, updated) == (MONDAY, "finished", MONDAY)
        stats = history.stats(Filters(player="You"))
        assert stats.results[-1].game_id == won and stats.current_streak == 1, "Tuesday's win is the last game"
        latest = history.latest_game(Filters(player="You"))
        assert latest is not None and latest.id == won


def test_a_finished_game_opened_twice_is_stored_once_at_its_start(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _won_on_tuesday()
    path = save_record(_record(LOST, MONDAY), tmp_path / "monday.spades.json")
    answer_message_boxes(monkeypatch)
    assert window.open_game(path)
    with open_history(history_path()) as history:
        first = _lost_game(history)
    assert window.open_game(path)
    with open_history(history_path()) as history:
        assert _lost_game(history) == first and len(first) == 1 and first[0][3] == MONDAY


def test_a_finished_game_opened_that_history_holds_unfinished_ends_at_its_last_stored_time(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """History kept the game unfinished (it could not take the end); its file, finished, is opened later: the game
    ended after the last time History stored it, not at the opening (the file does not say when)."""
    with open_history(history_path()) as history:
        history.store(_record(LOST, MONDAY, stop_after=60), now="2025-12-01T20:30:00.000")
    won = _won_on_tuesday()
    path = save_record(_record(LOST, MONDAY), tmp_path / "monday.spades.json")
    answer_message_boxes(monkeypatch)
    assert window.open_game(path)
    with open_history(history_path()) as history:
        ((_, _, status, updated),) = _lost_game(history)
        assert (status, updated) == ("finished", "2025-12-01T20:30:00.000")
        assert history.stats(Filters(player="You")).results[-1].game_id == won


def _autosaved_finished_game(ended: datetime.datetime) -> Path:
    folder = autosaves_dir()
    folder.mkdir(parents=True)
    path = save_record(_record(LOST, MONDAY), new_autosave_path(folder, "s0"))
    stamp = ended.timestamp()
    os.utime(path, (stamp, stamp))  # the autosave was last written at the game's last card
    from spades_desktop.gui.settings import app_settings, mark_dealt

    mark_dealt(app_settings())  # not the first start: no welcome
    return path


@pytest.mark.parametrize("held", [False, True])
def test_a_finished_game_found_in_an_autosave_at_start_up_ends_when_its_autosave_was_written(
        qtbot: QtBot, answers: list[str], held: bool) -> None:
    """The app ended before History had the game's end (a kill, a busy history). Stored at the next start, it
    became the game played last, after games played since. Its autosave was written at its last card."""
    if held:  # History had stored it unfinished, after its first hand
        with open_history(history_path()) as history:
            history.store(_record(LOST, MONDAY, stop_after=60), now="2025-12-01T20:30:00.000")
    won = _won_on_tuesday()
    path = _autosaved_finished_game(datetime.datetime(2025, 12, 1, 22, 15))
    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    assert not path.exists(), "stored in History, the finished game's autosave goes"
    with open_history(history_path()) as history:
        ((_, created, status, updated),) = _lost_game(history)
        assert (created, status, updated) == (MONDAY, "finished", "2025-12-01T22:15:00.000")
        stats = history.stats(Filters(player="You"))
        assert stats.results[-1].game_id == won and stats.current_streak == 1


def test_a_finished_game_opened_then_undone_and_finished_again_ends_at_its_new_finish(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Taken back from its end and played to the end again, the opened game is played now: it ends now."""
    _won_on_tuesday()
    path = save_record(_record(LOST, MONDAY), tmp_path / "monday.spades.json")
    answer_message_boxes(monkeypatch)
    assert window.open_game(path)
    before = now_text()
    window.undo()
    for _ in range(60):
        state = wait_for_human(qtbot, window)
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
        else:
            human_move(qtbot, window)
    assert window.controller.state is State.GAME_OVER
    with open_history(history_path()) as history:
        ((_, created, status, updated),) = _lost_game(history)
        assert (created, status) == (MONDAY, "finished") and updated >= before

"""Two windows of the game at once (two running copies, or a copy started twice): each plays its own game, and
neither is offered nor overwrites the game the other is playing; a killed copy's game is offered again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game, RuleSet
from spades_desktop.gui.autosave_locks import lock_path
from spades_desktop.gui.autosaves import ResumeDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.paths import autosaves_dir
from spades_desktop.record import Autosaver, load_record, replay
from spades_desktop.record.autosave import new_autosave_path

from ..record.record_samples import random_game
from .conftest import answer_message_boxes, bid_through_panel, play_until, setup_for, simple_bots, wait_for_human


def new_window(qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    win.show()
    return win


def moves(game: Game | None) -> list[object]:
    assert game is not None
    return [action for log in game.hands_log for action in log.actions]


def saved_moves(path: Path | None) -> list[object]:
    assert path is not None
    return moves(replay(load_record(path)))


def play_on(qtbot: QtBot, win: MainWindow, more: int) -> None:
    """The human's moves (and the bots' after them) until the game has ``more`` more actions."""
    goal = len(moves(win.controller.game)) + more
    play_until(qtbot, win, lambda w: len(moves(w.controller.game)) >= goal)


def test_a_game_played_in_one_window_is_not_offered_to_a_second_one_and_neither_overwrites_the_other(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    told = answer_message_boxes(monkeypatch)
    first = new_window(qtbot)
    first.start_game(setup_for(seed=81))
    play_on(qtbot, first, 20)
    second = new_window(qtbot)
    second.start()
    wait_for_human(qtbot, second)
    assert answers == [], "the second window offered the game the first one is playing"
    assert any("another Spades Desktop window" in text for text in told), "and said why it offered none"
    assert second.autosave_path() not in (None, first.autosave_path()), "each window writes its own file"
    for win in (first, second, first, second):
        play_on(qtbot, win, 6)
    assert saved_moves(first.autosave_path()) == moves(first.controller.game), "the first game is kept whole"
    assert saved_moves(second.autosave_path()) == moves(second.controller.game)

    kept, left = first.autosave_path(), moves(first.controller.game)
    first.close()  # its game is free again: the next start offers it (the second window still plays its own)
    third = new_window(qtbot)
    third.start()
    wait_for_human(qtbot, third)
    assert len(answers) == 1 and "Test rules" in answers[0]
    assert third.autosave_path() == kept and moves(third.controller.game) == left
    second.close()
    third.close()


HOLD = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print(lock.tryLock(0), flush=True)
time.sleep(120)
"""


def test_a_game_whose_copy_of_the_game_was_killed_is_offered_at_the_next_start(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    answer_message_boxes(monkeypatch)
    folder = autosaves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saver = Autosaver(new_autosave_path(folder, "killed"), names=["You", "Wes", "Nora", "Ethan"],
                      kinds=["human", "bot:easy", "bot:easy", "bot:easy"], preset_name="Killed game")
    saver.save(random_game(RuleSet(), 42, max_actions=20))
    other = subprocess.Popen([sys.executable, "-c", HOLD, str(lock_path(saver.path))], stdout=subprocess.PIPE,
                             text=True)  # another running copy of the game, playing that game
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "True"
        meanwhile = new_window(qtbot)
        meanwhile.start()
        wait_for_human(qtbot, meanwhile)
        bid_through_panel(qtbot, meanwhile)  # a move: its game is autosaved and offered below too
        assert answers == [] and meanwhile.autosave_path() != saver.path, "not offered while the other copy runs"
        meanwhile.close()
    finally:
        other.kill()  # killed: its lock file stays behind, stale
        other.wait()
    assert lock_path(saver.path).exists()

    listed: list[list[str]] = []

    def choose_the_killed_game(dialog: ResumeDialog) -> int:  # the game the window above left is listed too
        listed.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        dialog.list.setCurrentRow(next(i for i, text in enumerate(listed[-1]) if text.startswith("Killed game")))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(ResumeDialog, "exec", choose_the_killed_game)
    again = new_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    assert len(listed) == 1 and any(text.startswith("Killed game") for text in listed[0]), \
        "the killed copy's game is offered"
    assert again.autosave_path() == saver.path
    before = saved_moves(saver.path)
    play_on(qtbot, again, 4)
    assert saved_moves(saver.path)[:len(before)] == before and len(saved_moves(saver.path)) > len(before)
    third = new_window(qtbot)
    assert saver.path not in [found.path for found in third._autosaves().scan()], \
        "now this window holds it: not offered to another"
    assert third._autosaves().busy == [saver.path]
    third.close()
    again.close()
    assert not lock_path(saver.path).exists(), "closing the window lets its game go"


def test_a_new_game_never_prunes_the_autosave_another_window_is_playing(qtbot: QtBot) -> None:
    # A new game's first autosave prunes all but the newest five: the oldest could be a game another window (or
    # another running copy) was still playing, its lock beside it.
    import os

    from spades_desktop.gui.autosave_locks import AutosaveLocks

    folder = autosaves_dir()
    folder.mkdir(parents=True)
    paths = []
    for n in range(7):
        saver = Autosaver(new_autosave_path(folder, f"s{n}"), names=["You", "Wes", "Nora", "Ethan"],
                          kinds=["human", "bot:easy", "bot:easy", "bot:easy"])
        saver.save(random_game(RuleSet(), 300 + n, max_actions=12))
        os.utime(saver.path, ns=((n + 1) * 10**18,) * 2)  # the first is the oldest
        paths.append(saver.path)
    other = AutosaveLocks()  # another window plays the oldest game
    assert other.take(paths[0]) and lock_path(paths[0]).exists()
    win = new_window(qtbot)
    win.start_game(setup_for(seed=5))
    wait_for_human(qtbot, win)
    play_on(qtbot, win, 1)  # the new game's first autosave prunes
    assert win.autosave_path() is not None and win.autosave_path().is_file()  # type: ignore[union-attr]
    assert paths[0].exists(), "the game in play elsewhere is kept"
    assert not paths[1].exists(), "the oldest of the others goes"
    other.release()

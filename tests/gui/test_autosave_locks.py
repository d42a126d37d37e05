"""A stale autosave lock Qt cannot remove (QA, an unreliable laptop: a crash, then a read-only or full disk): the
unfinished game was hidden and the player told it was played in another window, though none was open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui import autosave_locks
from spades_desktop.gui.autosave_locks import AutosaveLocks, held_by_a_live_process, lock_path
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed, app_settings, mark_dealt
from spades_desktop.paths import autosaves_dir
from spades_desktop.record import Autosaver
from spades_desktop.record.autosave import new_autosave_path

from ..record.record_samples import random_game
from .conftest import answer_message_boxes, simple_bots, wait_for_human

LEAVE_A_STALE_LOCK = """
import os, sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
os._exit(0)  # a crash: the lock file stays, naming a process that is gone
"""


def leave_a_stale_lock(lock_file: Path) -> int:
    """A lock file left by a process that crashed; the process's id."""
    done = subprocess.run([sys.executable, "-c", LEAVE_A_STALE_LOCK, str(lock_file)], check=True)
    assert done.returncode == 0 and lock_file.exists()
    return QLockFile(str(lock_file)).getLockInfo()[0]


class CannotRemoveStale(QLockFile):
    """Qt on a read-only folder or a full disk: a lock file there cannot be removed (nor a new one made), so
    ``tryLock`` fails with ``LockFailedError`` even when the lock is stale."""

    def tryLock(self, timeout: int = 0) -> bool:
        if Path(self.fileName()).exists():
            return False
        return super().tryLock(timeout)

    def error(self) -> QLockFile.LockError:
        if Path(self.fileName()).exists() and not self.isLocked():
            return QLockFile.LockError.LockFailedError
        return super().error()


def an_autosave(name: str) -> Path:
    folder = autosaves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saver = Autosaver(new_autosave_path(folder, name), names=["You", "Wes", "Nora", "Ethan"],
                      kinds=["human", "bot:easy", "bot:easy", "bot:easy"], preset_name="Crashed game")
    saver.save(random_game(RuleSet(), 42, max_actions=20))
    return saver.path


@pytest.mark.skipif(os.name != "posix", reason="on Windows a lock Qt cannot take counts as held, as before")
def test_a_crashed_games_lock_that_cannot_be_removed_does_not_hide_the_game(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = an_autosave("crashed")
    leave_a_stale_lock(lock_path(path))
    monkeypatch.setattr(autosave_locks, "QLockFile", CannotRemoveStale)
    told = answer_message_boxes(monkeypatch)
    mark_dealt(app_settings())  # not the first start: no welcome
    win = MainWindow()
    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    win.start()
    wait_for_human(qtbot, win)
    assert not any("another Spades Desktop window" in text for text in told), told
    assert len(answers) == 1 and "Crashed game" in answers[0], "the crashed game is offered"
    assert win.autosave_path() == path and win._autosaves().busy == []
    win.close()


def test_a_lock_qt_cannot_take_counts_as_held_while_its_process_runs_or_cannot_be_told(tmp_path: Path) -> None:
    crashed = tmp_path / ".crashed.lock"
    leave_a_stale_lock(crashed)
    held = AutosaveLocks()
    assert held.take(tmp_path / "live.json"), "this process holds it"
    live = tmp_path / ".live.json.lock"
    assert live == lock_path(tmp_path / "live.json")
    elsewhere = tmp_path / ".elsewhere.lock"
    elsewhere.write_text(f"{os.getpid() + 10**6}\nSpadesDesktop\nanother-computer\n")
    garbled = tmp_path / ".garbled.lock"
    garbled.write_text("")
    if os.name == "posix":
        assert not held_by_a_live_process(QLockFile(str(crashed))), "its process is gone"
    else:
        assert held_by_a_live_process(QLockFile(str(crashed)))
    assert held_by_a_live_process(QLockFile(str(live))), "a live process (here: this one) holds it"
    assert held_by_a_live_process(QLockFile(str(elsewhere))), "another computer's process cannot be asked"
    assert held_by_a_live_process(QLockFile(str(garbled))), "a lock that cannot be read is not taken over"
    held.release()

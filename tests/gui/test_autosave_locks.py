"""A stale autosave lock Qt cannot remove (QA, an unreliable laptop: a crash, then a read-only or full disk): the
unfinished game was hidden and the player told it was played in another window, though none was open."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSysInfo
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
from PySide6.QtCore import QLockFile, QSysInfo
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


def a_lock(lock_file: Path, pid: int, app: str, host: str | None = None, machine: bytes | None = None,
           boot: bytes | None = None, old: bool = False) -> QLockFile:
    """A lock file as Qt writes one (process id, program, host name, machine id, boot id; ``old``: the three lines
    before Qt 5.10), naming this computer unless told otherwise."""
    lines = [str(pid).encode(), app.encode(), (host if host is not None else QSysInfo.machineHostName()).encode()]
    if not old:
        lines += [machine if machine is not None else bytes(QSysInfo.machineUniqueId().data()),
                  boot if boot is not None else bytes(QSysInfo.bootUniqueId().data())]
    lock_file.write_bytes(b"\n".join(lines) + b"\n")
    return QLockFile(str(lock_file))


def our_program(tmp_path: Path) -> str:
    """The program name Qt writes in this process's locks (``python3.11``; ``SpadesDesktop`` when frozen)."""
    lock = QLockFile(str(tmp_path / ".ours.lock"))
    assert lock.tryLock(0)
    app = QLockFile(str(tmp_path / ".ours.lock")).getLockInfo()[2]
    lock.unlock()
    assert app
    return app


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the program of a process is read from /proc")
def test_a_lock_whose_process_id_now_runs_another_program_is_not_held(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a restart the crashed game's process id may belong to an unrelated process: its lock counted as held
    (the game hidden as "being played in another window") whenever any process had that id."""
    app = our_program(tmp_path)
    sleeper = subprocess.Popen(["sleep", "30"])
    try:
        reused = a_lock(tmp_path / ".reused.lock", sleeper.pid, app)
        assert not held_by_a_live_process(reused), "a `sleep` has the id now, not this program"
        assert not held_by_a_live_process(a_lock(tmp_path / ".old.lock", sleeper.pid, app, old=True))
        assert held_by_a_live_process(a_lock(tmp_path / ".ours.lock", os.getpid(), app)), "this program: held"
        assert held_by_a_live_process(a_lock(tmp_path / ".noname.lock", sleeper.pid, "")), "no program named"
        monkeypatch.setattr(autosave_locks, "QLockFile", CannotRemoveStale)
        path = tmp_path / "game-crashed.json"
        a_lock(lock_path(path), sleeper.pid, app)
        locks = AutosaveLocks()
        assert locks.take(path), "the crashed game is offered, not told busy"
        assert locks.take_free([path]) == []

        def cannot_read(_path: str) -> str:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(os, "readlink", cannot_read)
        assert held_by_a_live_process(reused), "where /proc cannot tell the program, the lock is held as before"
    finally:
        sleeper.kill()
        sleeper.wait()


@pytest.mark.skipif(QSysInfo.bootUniqueId().isEmpty(), reason="this system gives Qt no boot id")
def test_a_lock_from_before_the_computer_restarted_is_not_held(tmp_path: Path) -> None:
    """Qt's own stale check: a lock of this computer written under another boot id is stale, whatever process now
    has its id (here: this one, running this program)."""
    app = our_program(tmp_path)
    assert not held_by_a_live_process(a_lock(tmp_path / ".a.lock", os.getpid(), app, boot=b"another-boot"))
    renamed = a_lock(tmp_path / ".b.lock", os.getpid(), app, host="old-name", boot=b"another-boot")
    assert not held_by_a_live_process(renamed), "the machine id, not a host name changed since, tells the computer"
    other = a_lock(tmp_path / ".c.lock", os.getpid(), app, machine=b"another-computer", boot=b"another-boot")
    assert held_by_a_live_process(other), "another computer of the same name (a shared folder): held"
    assert held_by_a_live_process(a_lock(tmp_path / ".d.lock", os.getpid(), app)), "this boot, this process"

"""Which autosaves a window holds: a lock file beside each game's autosave while a window plays that game.

Two windows of the game (two running copies, or two windows of one) must never write the same autosave: the
second one's next move would replace the first one's game. So a window takes the lock of an autosave before it
offers or resumes that game, and holds it while the game is played; an autosave whose lock another window
holds is neither offered nor touched. The lock is Qt's ``QLockFile`` (``.game-….json.lock``, hidden, beside the
autosave): it names the process, the program and the computer, and a lock left by a process that is gone (the
game was killed, the computer restarted) is *stale*: the next window takes it over, so a killed game can
always be resumed. Where Qt cannot remove a stale lock (a read-only folder, a full disk after a crash), the
lock's own words decide: busy only while the process it names runs this program on this computer, not restarted
since (``held_by_a_live_process``).
``record/`` stays free of Qt: it only learns which files to leave alone.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from ..fileio import hidden_sibling
from ..record.autosave import autosave_files

LOCK_SUFFIX = ".lock"
QT_SPARE = len(".rmlock")  # QLockFile may name a file after its lock's name with this added


def lock_path(autosave: Path) -> Path:
    """The lock file of ``autosave``: ``.game-2026-11-30-210705.json.lock`` beside it (hidden; for an autosave
    renamed to a very long name, a shortened name that still fits, ``fileio.hidden_sibling``)."""
    return hidden_sibling(autosave, LOCK_SUFFIX, spare=QT_SPARE)


def _lock(autosave: Path) -> QLockFile:
    return _lock_at(lock_path(autosave))


def _lock_at(lock_file: Path) -> QLockFile:
    lock = QLockFile(str(lock_file))
    # A game is played for hours: only the lock of a process that is gone is stale, never an old one (Qt's
    # default calls a lock stale after 30 seconds, and a second window would take over a game in play).
    lock.setStaleLockTime(0)
    return lock


def held_by_a_live_process(lock: QLockFile) -> bool:
    """Whether the lock file ``lock`` could not take is held by a running process (another window of the game).

    Qt reports a stale lock it cannot remove (a read-only folder, a full disk) as held (``LockFailedError``), as
    it does a live one; so the lock's own words decide, as Qt's own stale check (``QLockFilePrivate::
    isApparentlyStale``) reads them. A lock of this computer (its machine id, else its host name) is not held when
    the computer has restarted since (another boot id), when on POSIX its process is gone (``os.kill(pid, 0)``: no
    such process), or when on Linux its process id now belongs to another program (the id was reused after a
    restart: ``_program_of``). A lock of another computer (a shared folder), one that cannot be read, a process
    whose program cannot be told, and any live-looking lock on Windows (where ``os.kill`` would end the process,
    not ask) count as held, as before: a game two windows write is worse than one not offered.
    """
    pid, host, app = lock.getLockInfo()
    if pid <= 0:
        return True
    host_id, boot_id = _ids_of(Path(lock.fileName()))
    ours = bytes(QSysInfo.machineUniqueId().data())
    if host_id and ours:  # the machine id, where the lock and Qt name one, else the host name tells the computer
        if host_id != ours:
            return True
    elif host and host != QSysInfo.machineHostName():
        return True
    booted = bytes(QSysInfo.bootUniqueId().data())
    if boot_id and booted and boot_id != booted:
        return False  # the computer has restarted since: no process of the lock runs
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: a process of another user, alive
        pass
    program = _program_of(pid)
    # Qt names a lock's process by its program file's name; a lock that names none cannot be told apart
    return program is None or not app or program == Path(app).name


def _ids_of(lock_file: Path) -> tuple[bytes, bytes]:
    """The machine id and boot id a lock file names (its 4th and 5th lines, written since Qt 5.10); empty ones for
    an older or unreadable lock."""
    try:
        with lock_file.open("rb") as file:
            lines = file.read(4096).split(b"\n")
    except OSError:
        return b"", b""
    lines += [b"", b""]
    return lines[3].strip(), lines[4].strip()


def _program_of(pid: int) -> str | None:
    """The file name of the program process ``pid`` runs, as Qt names it in a lock (``python3.11``,
    ``SpadesDesktop``: ``/proc/PID/exe``); "" for a process id that runs no program (a kernel thread, a process
    that ended just now); None where it cannot be told (not Linux, no ``/proc``, another user's process)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        target = os.readlink(f"/proc/{pid}/exe")
    except FileNotFoundError:
        return "" if os.path.exists("/proc/self/exe") else None
    except OSError:  # PermissionError: another user's process
        return None
    return Path(target.removesuffix(" (deleted)")).name  # its program file was replaced (an update) or removed


class AutosaveLocks:
    """The autosave locks one window holds (see the module docstring)."""

    def __init__(self) -> None:
        self._held: dict[Path, QLockFile] = {}

    def take(self, autosave: Path) -> bool:
        """Hold ``autosave``'s lock; False when another window (here or in another running copy) holds it.

        A stale lock (its process is gone) is taken over. Where no lock can be made at all (a read-only
        folder, where no autosave can be written either) the file counts as free; so does one whose stale lock
        Qt cannot remove (a crash, then a read-only folder or a full disk): its game is offered, not autosaved.
        """
        key = autosave.absolute()
        if key in self._held:
            return True
        with contextlib.suppress(OSError):
            key.parent.mkdir(parents=True, exist_ok=True)  # a new game's lock comes before its first write
        lock = _lock(key)
        if lock.tryLock(0):
            self._held[key] = lock
            return True
        return lock.error() != QLockFile.LockError.LockFailedError or not held_by_a_live_process(lock)

    def holds(self, autosave: Path) -> bool:
        return autosave.absolute() in self._held

    def take_free(self, autosaves: Iterable[Path]) -> list[Path]:
        """Take the locks of ``autosaves``; the ones another window holds (busy: not to be offered or touched)."""
        return [path for path in autosaves if not self.take(path)]

    def keep_only(self, autosaves: Iterable[Path]) -> None:
        """Let go of every lock but those of ``autosaves`` (the game now played, the games still offered)."""
        keep = {path.absolute() for path in autosaves}
        for key in [key for key in self._held if key not in keep]:
            self._held.pop(key).unlock()  # removes the lock file

    def release(self) -> None:
        """Let go of every lock (the window closes: its game can be resumed by the next start)."""
        self.keep_only(())

    @staticmethod
    def sweep(folder: Path) -> None:
        """Remove the stale locks of autosaves that are gone (a game killed, then finished in another window)."""
        with contextlib.suppress(OSError):
            live = {lock_path(path).name for path in autosave_files(folder)}
            for lock_file in folder.glob(f".*{LOCK_SUFFIX}"):
                if lock_file.name not in live:
                    lock = _lock_at(lock_file)
                    if lock.tryLock(0):  # only when stale: a live window's lock stays
                        lock.unlock()

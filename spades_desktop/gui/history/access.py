"""Opening the player's history file for the windows: a problem becomes a reason to show, never a crash."""

from __future__ import annotations

import datetime
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QLabel

from ...history import BUSY_TIMEOUT, FILE_NAME, CorruptError, History, HistoryError, open_history


def history_path() -> Path:
    from ...paths import user_data_dir

    return user_data_dir() / FILE_NAME


def open_user_history(*, check: bool = True, timeout: float = BUSY_TIMEOUT,
                      read_only_if_full: bool = True) -> tuple[History | None, str]:
    """The history, or None and why it is unavailable (the windows show the reason). A damaged file kept aside is
    noted for the windows to say (``kept``). On a full disk the file is opened read-only to be shown
    (``read_only_if_full``: not for a writer, which would hold it read-only once there is room again)."""
    from . import kept

    try:
        path = history_path()
        backup = kept.where_kept(path)
        history = open_history(path, check=check, timeout=timeout, read_only_if_full=read_only_if_full)
        kept.opened(path, history, backup)
        return history, ""
    except HistoryError as exc:
        return None, str(exc)
    except Exception as exc:  # an unexpected failure must not stop the game either
        print(f"spades-desktop: the history cannot be opened ({type(exc).__name__}: {exc})", file=sys.stderr)
        return None, f"{type(exc).__name__}: {exc}"


STORE_TIMEOUT = 1.0  # seconds a store waits for another writer: the table and the scorekeeper must not freeze longer


class StoringHistory:
    """The user's history as a writer keeps it open (the played games' recorder, the scorekeeper's store): opened
    on first use without the slow integrity check, checked only after damage was seen (the damaged file is then
    kept aside), and a reason in ``problem`` ("" when it works) instead of an error: a history that cannot be used
    never stops play or score keeping. ``_opened`` and ``_problem_changed`` are for subclasses."""

    def __init__(self) -> None:
        self.history: History | None = None
        self.problem = ""
        self._check = False  # the full integrity check (slow on a big file) only after damage was seen

    def _open(self) -> History | None:
        if self.history is None:
            self.history, problem = open_user_history(check=self._check, timeout=STORE_TIMEOUT,
                                                      read_only_if_full=False)
            self._set_problem(problem)
            if self.history is not None:
                self._opened(self.history)
        return self.history

    def _opened(self, history: History) -> None:
        """The history was just opened (the recorder tells its one-time notice)."""

    def close(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    def _set_problem(self, problem: str) -> None:
        if problem and problem != self.problem:
            print(f"spades-desktop: the game history is unavailable ({problem})", file=sys.stderr)
        if problem != self.problem:
            self.problem = problem
            self._problem_changed(problem)

    def _problem_changed(self, problem: str) -> None:
        """``problem`` changed (the recorder tells the windows)."""

    def _failed(self, exc: Exception) -> None:
        if isinstance(exc, CorruptError):
            self.close()  # opened again, checked, at the next store: the damaged file is kept aside
            self._check = True
        self._set_problem(str(exc))


class HistoryWindowLike(Protocol):
    """What the History and Statistics windows share for opening the file."""

    history: History | None
    opener: Callable[[], tuple[History | None, str]]
    notice: QLabel

    def show_problem(self, problem: str) -> None: ...


def ensure_open(window: HistoryWindowLike) -> bool:
    """Open ``window``'s history on first use: True when open; else the reason is shown. A note about the file
    (a damaged one kept aside since the game started, a read-only one) is shown too."""
    if window.history is None:
        window.history, problem = window.opener()
        if window.history is None:
            window.show_problem(problem)
            return False
        note = opening_note(window.history)
        if note:
            window.notice.setText(note)
            window.notice.show()
    return True


def opening_note(history: History | None) -> str:
    """What the windows say above their contents about the history file (``kept.notes``), "" for nothing."""
    from . import kept

    if history is None:
        return ""
    return kept.notes(history.path, history) if history.path == history_path() else history.notice


def now_text() -> str:
    """The local time as the history stores it (ISO, to the millisecond: two games never share a start)."""
    return datetime.datetime.now().isoformat(timespec="milliseconds")

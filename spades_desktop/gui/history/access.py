"""Opening the player's history file for the windows: a problem becomes a reason to show, never a crash."""

from __future__ import annotations

import datetime
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QLabel

from ...history import BUSY_TIMEOUT, FILE_NAME, History, HistoryError, open_history


def history_path() -> Path:
    from ...paths import user_data_dir

    return user_data_dir() / FILE_NAME


def open_user_history(*, check: bool = True, timeout: float = BUSY_TIMEOUT) -> tuple[History | None, str]:
    """The history, or None and why it is unavailable (the windows show the reason)."""
    try:
        return open_history(history_path(), check=check, timeout=timeout), ""
    except HistoryError as exc:
        return None, str(exc)
    except Exception as exc:  # an unexpected failure must not stop the game either
        print(f"spades-desktop: the history cannot be opened ({type(exc).__name__}: {exc})", file=sys.stderr)
        return None, f"{type(exc).__name__}: {exc}"


class HistoryWindowLike(Protocol):
    """What the History and Statistics windows share for opening the file."""

    history: History | None
    opener: Callable[[], tuple[History | None, str]]
    notice: QLabel

    def show_problem(self, problem: str) -> None: ...


def ensure_open(window: HistoryWindowLike) -> bool:
    """Open ``window``'s history on first use: True when open; else the reason is shown. A note from opening
    (a damaged file kept aside) is shown too."""
    if window.history is None:
        window.history, problem = window.opener()
        if window.history is None:
            window.show_problem(problem)
            return False
        if window.history.notice:
            window.notice.setText(window.history.notice)
            window.notice.show()
    return True


def now_text() -> str:
    """The local time as the history stores it (ISO, to the millisecond: two games never share a start)."""
    return datetime.datetime.now().isoformat(timespec="milliseconds")

"""A damaged history file kept aside, told to the player: once in a message box over the game's window, and at
the top of the History and Statistics windows for as long as the game runs.

``history.open_history`` keeps a damaged file as ``history.sqlite3.damaged-1`` and starts a new one, and says
so in ``History.notice`` (an English line for the command line). Whoever opened the file first in the window
(the recorder at the first deal, the scorekeeper's store, a History window) saw it; the windows opened after
found a new, near-empty history with nothing to say. So each opening in the window goes through
``open_user_history``, which notes here the copy kept aside, and the windows and the box say it in the player's
words: what happened, how many games were read back from the damaged file into the new history
(``History.recovered``), and where the old file is, with any other game in it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QWidget

from ...history import History
from ...history.database import backup_name
from ..texts import count_of

_kept: dict[Path, list[Path]] = {}  # history file -> its damaged copies kept aside while the game runs
_told: set[Path] = set()  # the kept copies a message box told already (once, over one window)
_recovered: dict[Path, int] = {}  # a kept copy -> the games read back from it into the new history


class _News(QObject):
    kept = Signal(object)  # the path of a damaged history just kept aside


_news: _News | None = None


def news() -> _News:
    """The signal the game's windows listen to (one for the running game)."""
    global _news
    if _news is None:
        _news = _News()
    return _news


def where_kept(history_file: Path) -> Path:
    """Before opening ``history_file``: the name a damaged file would be kept under (the first free one)."""
    return backup_name(history_file)


def opened(history_file: Path, history: History, backup: Path) -> None:
    """``history_file`` was just opened; ``backup`` (from ``where_kept`` before) exists when it was damaged."""
    if history.notice and backup.exists() and backup not in kept_copies(history_file):
        _kept.setdefault(history_file.absolute(), []).append(backup)
        _recovered[backup] = history.recovered or 0
        news().kept.emit(backup)


def kept_copies(history_file: Path) -> list[Path]:
    """The damaged copies of ``history_file`` kept aside since the game started."""
    return list(_kept.get(history_file.absolute(), []))


def _games(n: int) -> str:
    return count_of(n, QCoreApplication.translate("KeptHistory", "game|games"))


def window_text(backup: Path) -> str:
    """The History and Statistics windows' line."""
    recovered = _recovered.get(backup, 0)
    if recovered:
        return QCoreApplication.translate(
            "KeptHistory", "Your game history was damaged, so a new history was started with the {0} that could "
            "still be read from it. The old file is kept as {1}: a game not shown here is only in it.").format(
            _games(recovered), backup)
    return QCoreApplication.translate(
        "KeptHistory", "Your game history could not be read (the file was damaged), so a new history was "
        "started: the games played before are not shown here. They are not lost: the old file is kept, with "
        "those games in it, as {0}.").format(backup)


def box_text(backup: Path) -> str:
    """The message box's text, over the game's window."""
    recovered = _recovered.get(backup, 0)
    if recovered:
        return QCoreApplication.translate(
            "KeptHistory", "Your game history was damaged, so a new history was started with the {0} that could "
            "still be read from it.\n\nThe old file is kept as {1}: a game that could not be read is only in "
            "it.").format(_games(recovered), backup)
    return QCoreApplication.translate(
        "KeptHistory", "Your game history could not be read (the file was damaged), so a new history was "
        "started: the History and Statistics windows show only the games played from now on.\n\n"
        "The games played before are not lost: the old file is kept, with those games in it, as {0}.").format(
        backup)


def notes(history_file: Path, history: History) -> str:
    """What the History and Statistics windows say above their contents about the file: damaged copies kept
    aside, and a read-only file or a full disk ("" when there is nothing to say)."""
    lines = [window_text(backup) for backup in kept_copies(history_file)]
    if history.full_disk:
        lines.append(QCoreApplication.translate(
            "KeptHistory", "The disk is full: the games are listed and statistics shown, but new games cannot be "
            "recorded until some space is freed."))
    elif history.read_only:
        lines.append(QCoreApplication.translate(
            "KeptHistory", "The history file is read-only: statistics are shown, new games are not stored."))
    return "\n".join(lines)


class KeptTeller(QObject):
    """Beside the game's window: a message box over it when a damaged history is kept aside (once for each)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        news().kept.connect(self.tell)

    def tell(self, backup: Path) -> None:
        if backup in _told:
            return  # another window of the game said it already
        _told.add(backup)
        from ..autosaves import tell_kept

        tell_kept(self._window, box_text(backup), "HistoryKept", modal=False)

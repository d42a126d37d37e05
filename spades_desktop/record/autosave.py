"""Autosave: keep a record file of the game in progress up to date.

The GUI makes one ``Autosaver`` per game (with the file, the players and the
preset) and calls ``save(game)`` after each action or hand; writes are atomic
(``save_record``) and skipped when nothing changed. ``clear()`` removes the
file once the game is over or abandoned. Which folder to use is the caller's
choice (``paths.saved_games_dir()``); this layer has no clock and finds no folders.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from ..engine import Game
from .files import save_record
from .record import GameRecord


class Autosaver:
    """Writes ``game``'s record to one file whenever it has new actions."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        names: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        preset_id: str | None = None,
        preset_name: str | None = None,
        created: str | None = None,
    ) -> None:
        self.path = Path(path)
        self._names = None if names is None else tuple(names)
        self._kinds = None if kinds is None else tuple(kinds)
        self._preset_id = preset_id
        self._preset_name = preset_name
        self._created = created
        self._saved: tuple[int, int] | None = None
        self.undo_allowed = False  # the table's undo option and whether undo was used (the window sets them)
        self.undo_used = False

    def record(self, game: Game) -> GameRecord:
        return GameRecord.from_game(
            game,
            names=self._names,
            kinds=self._kinds,
            preset_id=self._preset_id,
            preset_name=self._preset_name,
            created=self._created,
            undo_allowed=self.undo_allowed,
            undo_used=self.undo_used,
        )

    def save(self, game: Game) -> bool:
        """Write the record if the game moved on since the last save; True when written.

        ``OSError`` (a full disk, a removed folder) propagates; the previous
        file is then still intact.
        """
        mark = (len(game.hands_log), len(game.hands_log[-1].actions))
        if mark == self._saved:
            return False
        save_record(self.record(game), self.path)
        self._saved = mark
        return True

    def clear(self) -> None:
        """Remove the autosave file (a finished or abandoned game needs no resuming)."""
        self.path.unlink(missing_ok=True)
        self._saved = None

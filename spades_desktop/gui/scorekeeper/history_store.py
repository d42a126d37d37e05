"""Keeps the scorekeeper's game in the game history: stored again at each change, as a played game is.

The scorekeeper window calls ``store`` after every hand entered, corrected or
removed and every undo or redo (a finished game is stored as finished), and
``abandon`` when another game replaces an unfinished one. The history stores
the tally's ``HandScore``s (the scores the window shows) and the scorekept
file's own JSON (``scorefile.history_game``), under one entry per game.

A history that cannot be used (busy, read-only, damaged, of a newer version)
never stops score keeping: the reason is kept in ``problem`` (the window's
status bar says it once), and a state that could not be stored is stored with
the next change that can be (as ``HistoryRecorder`` does for played games).
"""

from __future__ import annotations

import sys

from ...engine.tally import Tally
from ...history import HistoryError, KeptGame
from ..history.access import StoringHistory, now_text
from .scorefile import ScorekeptGame, history_game


def _app_version() -> str:
    try:
        from ... import __version__

        return str(__version__)
    except Exception:  # a source tree without package metadata
        return ""


class ScorekeptHistory(StoringHistory):
    """See the module docstring."""

    def __init__(self) -> None:
        super().__init__()
        self.game_id: int | None = None  # the entry of the game shown, once stored
        self._unsaved: dict[str, KeptGame] = {}  # by start: the latest state of each game not stored yet
        self._stored_keys: set[str] = set()  # starts of games stored at least once (an emptied one is stored too)

    def store(self, game: ScorekeptGame, tally: Tally | None = None) -> int | None:
        """Store ``game`` as it is now (after any earlier states that could not be stored); its entry's id, or
        None when the history cannot be used now (``problem`` says why) or the game has no hand yet."""
        key = game.created
        if game.hands or key in self._stored_keys:
            try:
                self._unsaved[key] = history_game(game, tally, app_version=_app_version())
            except Exception as exc:  # a game that cannot be scored is never stored; keeping score goes on
                print(f"spades-desktop: the scorekept game cannot be stored ({type(exc).__name__}: {exc})",
                      file=sys.stderr)
                return None
        if not self._unsaved:
            return None
        history = self._open()
        if history is None:
            return None
        stored_id: int | None = None
        try:
            for waiting_key, waiting in list(self._unsaved.items()):
                game_id = history.store(waiting, now=now_text())
                del self._unsaved[waiting_key]
                self._stored_keys.add(waiting_key)
                if waiting_key == key:
                    stored_id = self.game_id = game_id
            self._set_problem("")
        except HistoryError as exc:
            self._failed(exc)
        except Exception as exc:  # an unexpected failure must not stop score keeping either
            self._failed(HistoryError(f"{type(exc).__name__}: {exc}"))
        return stored_id

    def abandon(self) -> None:
        """The game shown is left for another (New or Open): its entry, if unfinished, is shown as abandoned."""
        previous, self.game_id = self.game_id, None
        if previous is None:
            return
        history = self._open()
        if history is None:
            return
        try:
            history.mark_abandoned(previous, now=now_text())
        except HistoryError as exc:
            self._failed(exc)


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

One window writes a game's entry at a time. Two windows of one game (two
running copies, or two Keep-score windows, on one evening's file) both stored
under the game's start, so the later change replaced the other window's hands
(QA club 6). A window now holds a lock on the entry it writes (``AutosaveLocks``,
as the autosaves do: ``.scorekept-history-KEY.lock`` in the data folder, taken
over when its process is gone); a second window of the game stores its own
changes as a copy of their own, under the game's start with " (2)" added (the
same minute in History), and stores nothing while it only shows the game as
opened, so the first window's entry stands. The scorer deletes the copy (or the
other) in History once the hands are sorted out.

A window that opened the game while another held its entry goes on writing a
copy of its own even once the other lets go (closes, or its lock is stale after
a crash): it opened the game as the file had it, without the other window's
unsaved hands, and taking the entry then replaced them (QA robust 3). Only a
window that opens the game when no other holds the entry writes the entry.
``keep_other`` stores another window's version of the game (found in the
autosave) before this window's autosave is written over it.

A game only opened (a file, the autosave, History's Continue) writes its entry only when its hands go on from the
entry's (the same hands first, maybe more): a file saved earlier in the evening, opened, replaced the entry's later
hands, and a finished game in History became "unfinished, 13 hands" (QA club 10). Otherwise History's version
stays (``other_version`` gives it to the window, which says so) and a change made here is stored as a copy of its
own, as a second window's is.

The file a game was last saved in or opened from (while this window writes its entry) is remembered with the
entry (``remember_file``; ``scorekept-files.json`` in the data folder), so that a game continued from History is
saved there again (``file_of``): Ctrl+S asked for a new name, and the scorer's file stayed behind with fewer hands.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace
from pathlib import Path

from ...engine.tally import Tally
from ...fileio import write_atomic
from ...history import Filters, HistoryError, KeptGame
from ...history.rows import kept_key
from ..autosave_locks import AutosaveLocks
from ..history.access import StoringHistory, now_text
from .scorefile import ScorekeptFileError, ScorekeptGame, game_from_text, history_game, load_game

MAX_COPIES = 99
MAX_FILES = 500  # games whose file is remembered (``remember_file``): the oldest are forgotten


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
        self._locks = AutosaveLocks()  # the entries this window writes (see the module docstring)
        self._starts: dict[str, str] = {}  # a game's start -> the start its entry has here (a copy's: " (2)")
        self._waiting: set[str] = set()  # starts of games opened here while another window held their entry
        self._others: dict[str, ScorekeptGame] = {}  # by start: History's other hands of a game opened here

    def store(self, game: ScorekeptGame, tally: Tally | None = None, *, loaded: bool = False) -> int | None:
        """Store ``game`` as it is now (after any earlier states that could not be stored); its entry's id, or
        None when the history cannot be used now (``problem`` says why) or the game has no hand yet.

        ``loaded``: the game is only shown as it was opened, resumed or continued, not changed here: while another
        window writes its entry, nothing is stored (that window's hands stay); a change is stored as a copy."""
        start = self._start_of(game, loaded)
        if start is None:
            return None
        key = start
        if game.hands or key in self._stored_keys:
            try:
                shown = game if start == game.created else replace(game, created=start)
                self._unsaved[key] = history_game(shown, tally, app_version=_app_version())
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

    def stored_as_copy(self, game: ScorekeptGame) -> bool:
        """Whether this window stores ``game`` as a copy of its own (another window writes the game's entry)."""
        return self._starts.get(game.created, game.created) != game.created

    def _start_of(self, game: ScorekeptGame, loaded: bool) -> str | None:
        """The start ``game``'s entry has here: its own while this window holds that entry's lock (taken now when
        free), else a copy's once the game is changed here; None while it is only ``loaded`` and another window
        writes its entry."""
        start = self._starts.get(game.created)
        if start is not None:
            return start
        if game.created in self._waiting:  # the other window's hands may be in its entry only: never taken over
            if loaded:
                return None
            start = self._free_copy_start(game)
        elif loaded and game.hands and self._holds_other_hands(game):  # History's later (or other) hands stay
            self._waiting.add(game.created)
            return None
        elif self._locks.take(_lock_name(game, game.created)):
            start = game.created
        elif loaded:
            self._waiting.add(game.created)
            return None
        else:
            start = self._free_copy_start(game)
        self._starts[game.created] = start
        return start

    def other_version(self, game: ScorekeptGame) -> ScorekeptGame | None:
        """History's version of ``game`` when it holds other hands than the game opened here (which then does not
        replace them: see the module docstring), else None."""
        return self._others.get(game.created)

    def _holds_other_hands(self, game: ScorekeptGame) -> bool:
        """Whether History's entry of ``game`` holds hands that ``game``'s do not go on from (fewer or other hands
        in ``game``; a finished game's hands and a corrected hand too); kept for ``other_version``. A history that
        cannot be read, or a game with no start (its entry cannot be found by it), holds none."""
        history = self._open()
        if history is None or not game.created:
            return False
        key = kept_key(_identity(game, game.created))
        try:
            summaries = history.games(Filters(since=game.created, until=game.created + "\uffff"))
            for summary in summaries:
                if not summary.scorekept or summary.created != game.created:
                    continue
                try:
                    stored = game_from_text(history.scorekept_text(summary.id))
                except (HistoryError, ScorekeptFileError):
                    continue
                if kept_key(_identity(stored, game.created)) != key:
                    continue
                if game.hands[:len(stored.hands)] == stored.hands:
                    return False
                self._others[game.created] = stored
                return True
        except HistoryError as exc:
            self._failed(exc)
        return False

    def remember_file(self, game: ScorekeptGame, path: Path) -> None:
        """``path`` holds ``game`` (saved there, or opened from it): remembered with the game's entry when this
        window writes that entry (not a copy's, not another window's), for ``file_of``. Not remembered when the
        data folder cannot be written: the game is then continued in no file, as before."""
        if not game.hands or self._starts.get(game.created) != game.created:
            return
        key = kept_key(_identity(game, game.created))
        files = _remembered_files()
        files.pop(key, None)
        files[key] = os.fspath(path.absolute())
        for old in list(files)[:max(0, len(files) - MAX_FILES)]:
            del files[old]
        try:
            _files_path().parent.mkdir(parents=True, exist_ok=True)
            write_atomic(_files_path(), json.dumps(files, ensure_ascii=False, indent=0).encode("utf-8"))
        except OSError:
            pass

    @staticmethod
    def file_of(game: ScorekeptGame) -> tuple[Path, ScorekeptGame] | None:
        """The file remembered for ``game``'s entry (``remember_file``) and the game it holds now, when it is
        still there and holds this game (the same start, players, first dealer and rules; its hands may differ);
        else None."""
        name = _remembered_files().get(kept_key(_identity(game, game.created)))
        if not name:
            return None
        path = Path(name)
        try:
            held = load_game(path)
        except (ScorekeptFileError, OSError):
            return None
        if kept_key(_identity(held, held.created)) != kept_key(_identity(game, game.created)):
            return None  # another game was saved under that name since
        return path, held

    def keep_other(self, other: ScorekeptGame, shown: ScorekeptGame) -> bool:
        """Store ``other``, another window's version of the game ``shown`` here (the autosave it wrote, its hands
        in no file), before this window's autosave is written over it; whether it was stored. It goes into the
        game's entry when no window writes that entry (the window that wrote it is gone), else into a copy of its
        own: this window's entry (taken first, as its next store would) keeps this window's hands."""
        self._start_of(shown, loaded=True)
        keep = ScorekeptHistory()  # its own locks: an entry this window (or another) writes is not taken
        try:
            if other.hands and keep._holds_other_hands(other):  # nor an entry whose hands ``other``'s do not go on
                keep._waiting.add(other.created)  # from (this window may have left it to History's hands)
            stored = keep.store(other) is not None
            if not stored and keep.problem:
                self._set_problem(keep.problem)
            return stored
        finally:
            keep.close()

    def _free_copy_start(self, game: ScorekeptGame) -> str:
        """The start of a copy of ``game`` no other window writes and History does not hold yet: " (2)" added
        (" (3)" when that one is taken: a copy stored in an earlier evening's window, a third window)."""
        history = self._open()
        start = game.created
        for number in range(2, MAX_COPIES + 1):
            start = f"{game.created[:30]} ({number})"
            if not self._locks.take(_lock_name(game, start)):
                continue  # (a lock passed over stays held until the window closes: no other window takes it)
            try:
                if history is None or not history.holds(_identity(game, start)):
                    return start
            except HistoryError:
                return start
        return start

    def close(self) -> None:
        """The window closes: the history file and the entries' locks are let go."""
        super().close()
        self._locks.release()
        self._starts.clear()
        self._waiting.clear()
        self._others.clear()

    def abandon(self) -> None:
        """The game shown is left for another (New or Open): its entry, if unfinished, is shown as abandoned."""
        self._locks.release()  # the next game's entry is locked at its first store
        self._starts.clear()
        self._waiting.clear()
        self._others.clear()
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


def _identity(game: ScorekeptGame, start: str) -> KeptGame:
    """What names ``game``'s entry under ``start`` in the history (``rows.kept_key``): no hands needed."""
    return KeptGame(game.rules, game.names, game.first_dealer, (), None, start, "")


def _lock_name(game: ScorekeptGame, start: str) -> Path:
    """The name whose lock (``autosave_locks.lock_path``) a window holds while it writes the entry of ``game``
    under ``start``: ``scorekept-history-KEY`` in the data folder (no such file is written)."""
    from ...paths import user_data_dir

    return user_data_dir() / f"scorekept-history-{kept_key(_identity(game, start))}"


def _files_path() -> Path:
    from ...paths import user_data_dir

    return user_data_dir() / "scorekept-files.json"


def _remembered_files() -> dict[str, str]:
    """The files remembered with the scorekept games' entries (``remember_file``), oldest first: entry key -> path.
    A missing or damaged list is empty (a game is then continued in no file, as before)."""
    try:
        data = json.loads(_files_path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}

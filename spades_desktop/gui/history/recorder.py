"""Stores every game in the history as it is played: from its first move, after each scored hand, at its end.

A small object beside the main window: it listens to the controller's
``game_started``, ``hand_scored`` and ``game_finished`` signals and to the
window's every move (``moved``), and stores ``GameRecord.from_game`` of the
game once something is played in it: a start only looked at and left is not
a game (``record.nothing_played``). A database problem never stops play: it
is remembered in ``problem`` (the History and Statistics windows show it) and
printed once. An unfinished game left for a new one is marked abandoned; a
resumed game (from the autosave or the History window) goes on under its old
entry, and so does a game after an undo (even of its last card on the
game-over panel: the finished result is replaced); a game undone back to a
start in which nothing is played leaves History, as its autosave goes.

A game that comes finished from a file (File ▸ Open, ``arriving``; a finished
autosave at start-up, ``store_finished``) was not played now: it is stored at
``History.arrival_time``, its own place in the order games ended, and never
as the latest game because it was opened today.

A state that could not be stored (a locked history, a full disk) waits in ``_unsaved`` and is tried again by a
timer (``RETRY_FIRST`` seconds, then twice as long each time up to ``RETRY_MOST``): a game that ended while
another program held the file reaches History, and the window's "Not in History" mark goes, without another move
(QA robust7). Each try waits for the file no longer than a move's store does (``STORE_TIMEOUT``)."""

from __future__ import annotations

import dataclasses
import datetime
import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Game
from ...history import History, HistoryError
from ...record import GameRecord
from ...record.record import nothing_played
from ..controller import GameController
from ..game_files import record_of
from .access import StoringHistory, now_text


class HistoryRecorder(QObject, StoringHistory):
    """See the module docstring."""

    RETRY_FIRST = 5.0  # seconds before the first new try to store what is waiting
    RETRY_MOST = 60.0  # the longest wait between tries (a history that stays unavailable: a newer version's file)

    stored = Signal(int)  # the id of the game just stored
    problem_changed = Signal(str)  # why the history is unavailable ("" when it works again)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        StoringHistory.__init__(self)
        self.controller = controller
        self.notice = ""  # a one-time note from opening (a damaged file was kept aside)
        self.game_id: int | None = None
        self._created: str | None = None
        self._unsaved: dict[str, GameRecord] = {}  # by start time: games whose last state is not stored yet
        self._touched = False  # something was played in the game since it started here (``moved``)
        self._arriving: Game | None = None  # the finished game the controller's next start shows (``arriving``)
        self._arrived: set[str] = set()  # by start time: games that came finished from a file (``arrival_time``)
        self._retry_wait = self.RETRY_FIRST
        self._retry = QTimer(self)  # tries again to store what waits in ``_unsaved``
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        controller.game_started.connect(self._started)
        controller.hand_scored.connect(self._store_now)
        controller.game_finished.connect(self._store_now)
        controller.destroyed.connect(self.close)

    # ------------------------------------------------------------------ file
    def _opened(self, history: History) -> None:
        if history.notice:
            self.notice = history.notice
            print(f"spades-desktop: {self.notice}", file=sys.stderr)
        try:
            history.drop_untouched(keep=_played_on_in_an_autosave())  # starts only looked at, which earlier
            # versions stored as games
        except HistoryError as exc:
            print(f"spades-desktop: {exc}", file=sys.stderr)  # they stay; storing this game may still work

    def _problem_changed(self, problem: str) -> None:
        self.problem_changed.emit(problem)

    def close(self) -> None:
        self._retry.stop()
        StoringHistory.close(self)

    # ------------------------------------------------------------------ storing
    def record(self) -> GameRecord | None:
        """The record of the controller's game as the history stores it."""
        return self._record_of(self.controller.game)

    def _record_of(self, game: Game | None) -> GameRecord | None:
        """The record of ``game``, played at the controller's table, as the history stores it."""
        setup = self.controller.setup
        if game is None or setup is None or not self._played(game):
            return None
        return record_of(game, setup, undo_used=self.controller.undo_used, created=self._created)

    def _played(self, game: Game) -> bool:
        """Something is played in ``game`` (``record.nothing_played``): only then is it a game History keeps."""
        return bool(game.hands_log) and not nothing_played(game.hands_log, self.controller.humans)

    def moved(self) -> None:
        """After a move: a game not stored yet is stored once something is played in it (``nothing_played``), so a
        game left in its first hand is kept as abandoned, and a start only looked at is not kept at all."""
        game = self.controller.game
        if self.game_id is not None or self._touched or game is None or not self._played(game):
            return
        self._touched = True
        self._store_now()

    def arriving(self, game: Game) -> None:
        """The controller's next start shows ``game``, finished, from a file (opened, or continued from History):
        stored whole at once at its own time (``History.arrival_time``). The controller shows it one card before
        its end and plays that card again; stored from there, the game was in progress a moment, and then ended
        at the time it was opened."""
        self._arriving = game if game.is_over else None

    def _started(self) -> None:
        arriving, self._arriving = self._arriving, None
        if self.controller.taken_back and self._created is not None:
            self._arrived.discard(self._created)  # played on from an earlier point: its next end is a real one
            if self.record() is None:  # undone back to a start only looked at: no game, as its autosave is gone
                self._forget()
                return
            self._store_now()  # an undo: the same game, at an earlier point, in the same entry
            return
        previous = self.game_id
        self.game_id, self._created = None, self.controller.started or now_text()
        self._touched = False
        game = self.controller.game
        history = self._open()
        resumed = game is not None and game.hands_log and (game.hand_number > 1 or game.hands_log[0].actions)
        record = self._record_of(arriving) if arriving is not None else self.record()
        if history is not None and resumed and record is not None:
            try:
                self._created = _entry_start(history, record)
            except HistoryError as exc:
                self._failed(exc)
        if arriving is not None:
            self._arrived.add(self._created or "")
            self._store(self._record_of(arriving))
        else:
            self._store_now()
        if previous is not None and self.game_id != previous and self.history is not None:
            try:
                self.history.mark_abandoned(previous, now=now_text())
            except HistoryError as exc:
                self._failed(exc)

    def _forget(self) -> None:
        """Take the game's entry out of History (every move in it was undone); a move played again stores it
        anew. Left in, it stayed "in progress" with the undone moves, and Continue brought them back."""
        self._unsaved.pop(self._created or "", None)
        self._plan_retry()
        game_id, self.game_id, self._touched = self.game_id, None, False
        history = self._open() if game_id is not None else None
        if history is None or game_id is None:
            return
        try:
            history.delete(game_id)
            self._set_problem("")
        except HistoryError as exc:
            self._failed(exc)

    @property
    def pending(self) -> bool:
        """Some game's last state is not stored yet (a locked or full history): its autosave must stay."""
        return bool(self._unsaved)

    def store_finished(self, record: GameRecord) -> bool:
        """Store a finished game found in an autosave at start-up (the app ended before History had its end: the
        autosave of a finished game stays until then); True once it is stored, in its own entry."""
        history = self._open()
        if history is None:
            return False
        try:
            record = dataclasses.replace(record, created=_entry_start(history, record))
            at = history.arrival_time(record, now=now_text(), ended=_written(record.source))
            self.stored.emit(history.store(record, now=at))
        except HistoryError as exc:
            self._failed(exc)
            return False
        self._set_problem("")
        return True

    def _store_now(self, _event: object = None) -> None:
        """Store the game as it is now, after any earlier states that could not be stored (a lock, a full disk)."""
        self._store(self.record())

    def _store(self, record: GameRecord | None) -> None:
        """Store ``record`` (a state of the controller's game) after the earlier states waiting: each at the time
        it is stored, or a game that came finished from a file at its own (``History.arrival_time``)."""
        if record is not None:
            self._unsaved[record.created or ""] = record  # the latest state of each game not stored yet
        history = self._open()
        if history is None:
            self._plan_retry()
            return
        try:
            for key, waiting in list(self._unsaved.items()):
                at = history.arrival_time(waiting, now=now_text()) if key in self._arrived else now_text()
                game_id = history.store(waiting, now=at)
                del self._unsaved[key]
                if key == (self._created or ""):  # the game at the table (also when a new try stores it)
                    self.game_id = game_id
                self.stored.emit(game_id)
            self._set_problem("")
        except HistoryError as exc:
            self._failed(exc)
        self._plan_retry()

    def _plan_retry(self) -> None:
        """While something waits to be stored, a new try after a while (longer each time); none once all is in."""
        if not self._unsaved:
            self._retry.stop()
            self._retry_wait = self.RETRY_FIRST
        elif not self._retry.isActive():
            self._retry.start(int(self._retry_wait * 1000))
            self._retry_wait = min(self._retry_wait * 2, self.RETRY_MOST)

    def _try_again(self) -> None:
        """The timer: store the states waiting (no new state of the game: a move stores that itself)."""
        if self._unsaved:
            self._store(None)


def _entry_start(history: History, record: GameRecord) -> str | None:
    """The start of the History entry ``record`` goes on in: its own (the start names a game), or, for a game of
    an earlier version whose files did not carry it (or carried the time of saving), the newest stored unfinished
    game it continues, or the stored finished game with the same moves."""
    if history.holds(record):
        return record.created
    return history.unfinished_start(record) or history.finished_start(record) or record.created


def _written(source: str | None) -> str | None:
    """When the autosave file ``source`` was written last (the game's last card: it is written at each move),
    as the history stores times; None when it cannot be told."""
    if not source:
        return None
    try:
        return datetime.datetime.fromtimestamp(os.stat(source).st_mtime).isoformat(timespec="milliseconds")
    except (OSError, ValueError, OverflowError):
        return None


def _played_on_in_an_autosave() -> Callable[[GameRecord], bool]:
    """Whether a stored start is of a game an autosave holds moves of (kept: an earlier version stored the game at
    its deal, and never again in its first hand). The autosaves are read at the first question only: most
    histories hold no such start, and the history is opened as a game is played."""
    from ...paths import autosaves_dir
    from ...record import load_record
    from ...record.autosave import autosave_files, same_game

    saved: list[GameRecord] | None = None

    def played_on() -> list[GameRecord]:
        records = []
        for path in autosave_files(autosaves_dir()):  # no folder: none
            try:
                record = load_record(path)
            except Exception:  # a damaged autosave is dealt with where the autosaves are read
                continue
            if not record.untouched:
                records.append(record)
        return records

    def to_the_second(record: GameRecord) -> GameRecord:  # an earlier version's two starts differ in their ms
        return dataclasses.replace(record, created=(record.created or "")[:19])

    def keep(stored: GameRecord) -> bool:
        nonlocal saved
        if saved is None:
            saved = played_on()
        return any(same_game(stored, record) or same_game(to_the_second(stored), to_the_second(record))
                   for record in saved)

    return keep

"""Stores every game in the history as it is played: when it starts, after each scored hand, when it ends.

A small object beside the main window: it listens to the controller's
``game_started``, ``hand_scored`` and ``game_finished`` signals and stores
``GameRecord.from_game`` of the game. A database problem never stops play: it
is remembered in ``problem`` (the History and Statistics windows show it) and
printed once. An unfinished game left for a new one is marked abandoned; a
resumed game (from the autosave or the History window) goes on under its old
entry.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

from ...history import CorruptError, History, HistoryError
from ...record import GameRecord
from ..controller import GameController
from .access import now_text, open_user_history


class HistoryRecorder(QObject):
    """See the module docstring."""

    stored = Signal(int)  # the id of the game just stored
    problem_changed = Signal(str)  # why the history is unavailable ("" when it works again)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.history: History | None = None
        self.problem = ""
        self.notice = ""  # a one-time note from opening (a damaged file was kept aside)
        self.game_id: int | None = None
        self._created: str | None = None
        self._check = False  # the full integrity check (slow on a big file) only after damage was seen
        controller.game_started.connect(self._started)
        controller.hand_scored.connect(self._store_now)
        controller.game_finished.connect(self._store_now)
        controller.destroyed.connect(self.close)

    # ------------------------------------------------------------------ file
    def _open(self) -> History | None:
        if self.history is None:
            self.history, problem = open_user_history(check=self._check)
            self._set_problem(problem)
            if self.history is not None and self.history.notice:
                self.notice = self.history.notice
                print(f"spades-desktop: {self.notice}", file=sys.stderr)
        return self.history

    def close(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    def _set_problem(self, problem: str) -> None:
        if problem and problem != self.problem:
            print(f"spades-desktop: the game history is unavailable ({problem})", file=sys.stderr)
        if problem != self.problem:
            self.problem = problem
            self.problem_changed.emit(problem)

    def _failed(self, exc: Exception) -> None:
        if isinstance(exc, CorruptError):
            self.close()  # opened again, checked, at the next store: the damaged file is kept aside
            self._check = True
        self._set_problem(str(exc))

    # ------------------------------------------------------------------ storing
    def record(self) -> GameRecord | None:
        """The record of the controller's game as the history stores it."""
        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None or not game.hands_log:
            return None
        return GameRecord.from_game(
            game,
            names=[s.name for s in setup.seats],
            kinds=["human" if s.is_human else f"bot:{s.level}" for s in setup.seats],
            preset_id=setup.preset_id, preset_name=setup.preset_name, created=self._created,
        )

    def _started(self) -> None:
        history = self._open()
        previous = self.game_id
        self.game_id, self._created = None, now_text()
        game = self.controller.game
        try:
            if history is None:
                return
            if game is not None and game.hands_log and (game.hand_number > 1 or game.hands_log[0].actions):
                self._created = self._resumed_created(history) or self._created
            record = self.record()
            if record is None:
                return
            self.game_id = history.store(record, now=now_text())
            if previous is not None and previous != self.game_id:
                history.mark_abandoned(previous, now=now_text())
            self._set_problem("")
            self.stored.emit(self.game_id)
        except HistoryError as exc:
            self._failed(exc)

    def _resumed_created(self, history: History) -> str | None:
        """The start time of the stored unfinished game this resumed one continues, if there is one."""
        record = self.record()
        if record is None:
            return None
        return history.unfinished_start(record)

    def _store_now(self, _event: object = None) -> None:
        history = self._open()
        record = self.record()
        if history is None or record is None:
            return
        try:
            self.game_id = history.store(record, now=now_text())
            self._set_problem("")
            self.stored.emit(self.game_id)
        except HistoryError as exc:
            self._failed(exc)

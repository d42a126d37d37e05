"""Hint pressed again and again (family QA): one hint is worked out per decision, and a hint no longer wanted (the
move made meanwhile) stops, so the bots get the thread pool at once (20 presses, then a card: the bots waited
14-16 s, "Waiting for Dad…", while 19 stale hints were worked out one after another)."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import Player
from spades_desktop.ai.hint import HintPlayer
from spades_desktop.engine import Action, Phase, Play, SeatView
from spades_desktop.gui.controller import State, _Think
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import step_count

from .conftest import play_until, setup_for, start

PRESSES = 20


class _Jobs:
    """The hint jobs started on the pool and not yet over (queued or running), the most at once, and the hints of
    the jobs over, with whether each ran (a job no longer wanted before it began is dropped)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.live = 0
        self.most = 0
        self.finished: list[tuple[HintPlayer, bool]] = []
        self.begun = 0  # hints whose work began

    def add(self) -> None:
        with self.lock:
            self.live += 1
            self.most = max(self.most, self.live)

    def done(self, hint: HintPlayer, ran: bool) -> None:
        with self.lock:
            self.live -= 1
            self.finished.append((hint, ran))


@pytest.fixture
def jobs(monkeypatch: pytest.MonkeyPatch) -> _Jobs:
    counted = _Jobs()

    class CountedHint(HintPlayer):
        ran = False

        def choose(self, view: SeatView) -> Action:
            self.ran = True
            with counted.lock:
                counted.begun += 1
            return super().choose(view)

    class CountedThink(_Think):  # the jobs the controller starts on its pool: bots' and hints'
        def __init__(self, player: Player, *args: object, **kwargs: object) -> None:
            super().__init__(player, *args, **kwargs)  # type: ignore[arg-type]
            self.hint = player if isinstance(player, CountedHint) else None
            if self.hint is not None:
                counted.add()

        def __call__(self) -> None:
            try:
                super().__call__()
            finally:
                if self.hint is not None:
                    counted.done(self.hint, self.hint.ran)

    monkeypatch.setattr("spades_desktop.gui.controller.HintPlayer", CountedHint)
    monkeypatch.setattr("spades_desktop.gui.controller._Think", CountedThink)
    return counted


def _first_card_with_a_choice(win: MainWindow) -> bool:
    game = win.controller.game
    return (game is not None and game.phase is Phase.PLAY and game.to_act == 0
            and sum(isinstance(a, Play) for a in game.legal_actions()) >= 3)


def test_hint_pressed_twenty_times_works_out_one_hint_and_the_bots_do_not_wait_for_it(
        qtbot: QtBot, window: MainWindow, jobs: _Jobs) -> None:
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, _first_card_with_a_choice)
    controller = window.controller
    view = window.table_view

    # One press, for the time a single hint takes here
    began = time.monotonic()
    with qtbot.waitSignal(controller.hint_ready, timeout=30_000):
        qtbot.keyClick(view, Qt.Key.Key_H)  # type: ignore[no-untyped-call]
    single = time.monotonic() - began
    qtbot.waitUntil(lambda: jobs.live == 0, timeout=5_000)
    hint, ran = jobs.finished[-1]
    assert jobs.most == 1 and ran and not hint.cut, "one whole hint"

    # Twenty presses while the hint is worked out: one job; then the card at once
    qtbot.keyClick(view, Qt.Key.Key_H)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: jobs.begun == 2, timeout=5_000)
    for _ in range(PRESSES - 1):
        qtbot.keyClick(view, Qt.Key.Key_H)  # type: ignore[no-untyped-call]
    assert jobs.most == 1, f"{jobs.live} hint jobs for one decision"
    game = controller.game
    assert game is not None and controller.state is State.HUMAN_TURN
    before = step_count(game)
    card = next(a for a in game.legal_actions() if isinstance(a, Play))
    running = jobs.live  # the hint still worked out as the card goes (a fast machine may have finished it)
    began = time.monotonic()
    assert controller.submit(card) is None
    qtbot.waitUntil(lambda: step_count(game) >= before + 2, timeout=60_000)  # the card and the next bot's
    waited = time.monotonic() - began
    print(f"one hint: {single:.3f} s; the next bot after {PRESSES} presses and the card: {waited:.3f} s")
    assert waited < single, f"the next bot moved {waited:.2f} s after the card; one hint takes {single:.2f} s"
    qtbot.waitUntil(lambda: jobs.live == 0, timeout=round(single * 1000) + 5_000)
    assert jobs.most == 1
    hint, ran = jobs.finished[-1]
    assert ran and (hint.cut or not running), "the hint no longer wanted was stopped, not worked out to its end"


def test_an_undo_while_the_hint_is_worked_out_stops_it(qtbot: QtBot, window: MainWindow, jobs: _Jobs) -> None:
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, _first_card_with_a_choice)
    controller = window.controller
    qtbot.keyClick(window.table_view, Qt.Key.Key_H)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: jobs.begun == 1, timeout=5_000)
    running = jobs.live  # (a fast machine may have finished it already)
    assert controller.undo() is not None  # the bid taken back: the hint for the card is no longer wanted
    qtbot.waitUntil(lambda: jobs.live == 0, timeout=10_000)
    hint, ran = jobs.finished[-1]
    assert ran and (hint.cut or not running), "the hint stopped at the undo"
    assert controller.state is State.HUMAN_TURN
    with qtbot.waitSignal(controller.hint_ready, timeout=30_000):
        assert controller.request_hint(), "asked again, a hint for the bid is worked out"
    assert jobs.most == 1

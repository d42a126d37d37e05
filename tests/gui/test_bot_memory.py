"""A long evening with the animations off does not keep every game's bots in memory."""

from __future__ import annotations

import gc

import pytestqt.exceptions
from pytestqt.qtbot import QtBot

import spades_desktop.gui.controller as controller_module
from spades_desktop.gui.main_window import MainWindow

from .conftest import play_first_hand, setup_for, start, wait_for_human


def test_the_bots_thinking_is_let_go_once_it_is_answered(qtbot: QtBot, window: MainWindow) -> None:
    """Marathon QA: with the animations off, memory grew game after game (108 → 130 MB over ten games), and 1,719
    of the bots' thinking jobs were still alive, each holding its bot and a view: the thread pool kept the
    finished jobs (a ``QRunnable`` in PySide6 6.11). The jobs are plain callables now."""
    start(qtbot, window, setup_for(seed=7))
    play_first_hand(qtbot, window)
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    window.controller.request_hint()  # the hint thinks on the pool too
    qtbot.wait(300)

    def let_go() -> bool:
        """No job running and none kept: an answer (the hint's) may start one more job on its way, and on a busy
        machine (CI) that one ran past a fixed wait; a job must be let go once answered, so wait until it is."""
        window.controller._pool.waitForDone()
        gc.collect()
        return not any(isinstance(o, controller_module._Think) for o in gc.get_objects())

    try:
        qtbot.waitUntil(let_go, timeout=20000)
    except pytestqt.exceptions.TimeoutError:  # say what still holds the job (it failed twice on CI)
        kept = [o for o in gc.get_objects() if isinstance(o, controller_module._Think)]
        holders = [type(r).__name__ for job in kept for r in gc.get_referrers(job) if r is not kept]
        raise AssertionError(f"{len(kept)} thinking job(s) kept, held by {holders}; "
                             f"pool active {window.controller._pool.activeThreadCount()}") from None

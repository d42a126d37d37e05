"""Memory over an evening of side windows: History, Statistics and a hand's review opened and closed many times.

Closing these windows only hid them, and each one stayed under the main window till the app quit: a soak QA saw
90 hidden windows and RSS grow from 104 to 382 MB. This plays one short game in the real main window (offscreen,
animations off, a private ``SPADES_DESKTOP_HOME`` holding ``--games`` stored games), then opens and closes each
window ``--times`` times, each step its own turn of the event loop as a person's clicks are, and prints the RSS
(kB) and the number of hidden windows the main window still holds after each kind. The last line is
``rss_growth_kb``: RSS at the end less RSS after the game.

    QT_QPA_PLATFORM=offscreen python bench/window_memory.py [--times 30] [--games 60]
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=30, help="opens of each window (default 30)")
    parser.add_argument("--games", type=int, default=60, help="games stored in the history first (default 60)")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="spades-window-memory-")
    os.environ["SPADES_DESKTOP_HOME"] = home
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox, QWidget

    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.controller import GameSetup, SeatSetup, State
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.gui.main_window import MainWindow
    from spades_desktop.gui.settings import Speed
    from spades_desktop.history import open_history
    from tests.history.games import random_history

    with open_history(history_path()) as history:
        for played in random_history(7, args.games):
            history.store(played.record, now="2026-12-01T20:00:00",
                          status=None if played.record.is_over else "abandoned")
    QMessageBox.question = staticmethod(lambda *_a, **_k: QMessageBox.StandardButton.No)  # type: ignore[method-assign]
    app = make_application()
    win = MainWindow()
    win.set_speed(Speed.OFF)
    win.resize(1280, 800)
    win.show()

    def hidden() -> int:
        return sum(1 for child in win.children() if isinstance(child, QWidget) and child.isWindow()
                   and not child.isVisible())

    seats = (SeatSetup("You", "human"), *(SeatSetup(name, "easy") for name in ("Wes", "Nora", "Ethan")))
    steps: list[Callable[[], object]] = []
    start: list[int] = []

    def report(name: str) -> None:
        gc.collect()
        print(f"after {args.times} x {name}: rss_kb {rss_kb()}, hidden windows kept {hidden()}", flush=True)

    for name, opener, shown in (("History", win.show_history, lambda: win._history_window),
                                ("Statistics", win.show_statistics, lambda: win._stats_window),
                                ("Review", win.review_hand, lambda: win._reviews[-1])):
        for _ in range(args.times):
            steps.append(opener)
            steps.append(lambda shown=shown: shown().close())
        steps.append(lambda name=name: report(name))

    def next_step() -> None:
        if steps:
            steps.pop(0)()
            QTimer.singleShot(30, next_step)
        else:
            print(f"rss_growth_kb: {rss_kb() - start[0]}")
            app.quit()

    def play() -> None:
        controller = win.controller
        if controller.game is None:
            win.start_game(GameSetup(RuleSet(hand_limit=1), seats, 5, "standard", "Standard"))
        if controller.state is State.GAME_OVER:
            gc.collect()
            start.append(rss_kb())
            print(f"after the game: rss_kb {start[0]}, hidden windows kept {hidden()}", flush=True)
            QTimer.singleShot(30, next_step)
            return
        game = controller.game
        if controller.state is State.HUMAN_TURN and game is not None and game.to_act is not None:
            controller.submit(game.view(game.to_act).legal[0])
        elif controller.state is State.HAND_OVER:
            win.table_view.continue_after_hand()
        QTimer.singleShot(5, play)

    QTimer.singleShot(0, play)
    app.exec()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""A bot-only game in the real window, for the kill test (run as a script in a child process).

    python autosave_kill_driver.py --deal 7 --resume yes|no [--slow-disk MS]

It starts the real ``MainWindow`` offscreen with animations off, the way the
game starts: ``start()`` scans the autosaves and offers the newest unfinished
game (answered with ``--resume``), or deals a new all-bot game from the saved
new-game choices (deal ``--deal``). The window's own autosave hook runs after
each applied action; around it the driver prints, flushed:

    start R N          resumed (R=1) or new (R=0), with N actions already played
    w N                action N was applied; its autosave is being written
    a N OVER SEAT ACTION    action N's autosave write returned (OVER=1: it ended the game, the file is gone)
    h HAND             hand HAND is scored (the summary waits, then "Next hand")
    over               the game is over (the process then exits)

The parent (tests/gui/test_autosave_kill.py) kills it with SIGKILL at random
moments and checks that the next start resumes at least at the last "a" line.
``SPADES_DESKTOP_HOME`` (set by the parent) keeps every file in a test folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from spades_desktop.engine import Game
from spades_desktop.gui.application import make_application
from spades_desktop.gui.autosaves import ResumeDialog
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import NewGameChoices, Speed, app_settings, save_choices

TARGET = 250  # a short game, so that some games end (their autosave is removed) during the test


def actions_of(game: Game) -> list[tuple[int, object]]:
    return [pair for log in game.hands_log for pair in log.actions]


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, required=True, help="the deal number of a new game")
    parser.add_argument("--resume", choices=("yes", "no"), required=True)
    parser.add_argument("--slow-disk", type=float, default=0.0,
                        help="milliseconds each fsync waits first: a slow disk, so that a kill lands mid-write")
    args = parser.parse_args()
    if args.slow_disk > 0:
        real_fsync = os.fsync

        def slow_fsync(fd: Any) -> None:
            time.sleep(args.slow_disk / 1000)
            real_fsync(fd)

        os.fsync = slow_fsync
    app = make_application()
    answer = QMessageBox.StandardButton.Yes if args.resume == "yes" else QMessageBox.StandardButton.No
    QMessageBox.question = lambda *a, **k: answer  # type: ignore[method-assign]
    # Several unfinished games (this one and another, older): the list opens with the newest selected.
    ResumeDialog.exec = lambda self: int(args.resume == "yes")  # type: ignore[method-assign]
    save_choices(app_settings(), NewGameChoices(preset_id="standard", levels=("easy",) * 4, target=TARGET,
                                                deal=str(args.deal)))
    win = MainWindow()
    win.set_speed(Speed.OFF)
    autosave = win.controller.on_applied
    assert autosave is not None

    def applied(game: Game) -> None:
        actions = actions_of(game)
        say(f"w {len(actions)}")
        autosave(game)
        seat, action = actions[-1]
        say(f"a {len(actions)} {int(game.is_over)} {seat} {action}")

    scored = [0]

    def state_changed() -> None:
        state = win.controller.state
        game = win.controller.game
        if state is State.HAND_OVER and game is not None:
            hands = len([log for log in game.hands_log if log.score is not None])
            if hands != scored[0]:
                scored[0] = hands
                say(f"h {hands}")
                QTimer.singleShot(2, win.table_view.continue_after_hand)
        elif state is State.GAME_OVER:
            say("over")
            QTimer.singleShot(0, app.quit)

    win.controller.on_applied = applied
    # looked at once the event loop runs: a game resumed at a hand's summary shows it inside ``start`` below
    win.controller.state_changed.connect(lambda: QTimer.singleShot(0, state_changed))
    win.show()
    win.start()  # resume the newest unfinished game (answered by --resume), or deal from the saved choices
    game = win.controller.game
    assert game is not None
    played = len(actions_of(game))  # a new game has none yet (its bots act once the event loop runs)
    say(f"start {int(played > 0)} {played}")
    code = app.exec()
    win.close()
    QApplication.processEvents()
    return int(code)


if __name__ == "__main__":
    sys.exit(main())

"""Play a hand on a small or scaled screen (a 1366 x 768 or 1280 x 720 laptop at 150 % or 200 %) and print, as JSON,
where the main window, the scorepad, the Review window, the last trick and the house rules lie against the screen's
free room.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision4_findings.py``): ``python -m tests.gui.lowvision4_driver
[POINTS [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; PNG_FOLDER: a picture of each).
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import presets_folder
from spades_desktop.gui.panels import HandSummaryPanel
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.settings import Speed

PNG: Path | None = None


def settle(seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def look(window: QWidget, name: str) -> dict[str, Any]:
    """``window``'s size, least size and place, its screen's free room, and its buttons outside it."""
    settle(0.3)
    if PNG is not None:
        window.grab().save(str(PNG / f"{name}.png"))
    buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisible() and b.text()]
    cut = [b.text() for b in buttons if not window.rect().contains(QRect(b.mapTo(window, QPoint(0, 0)), b.size()))]
    room = window.screen().availableGeometry()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    return {"size": [window.width(), window.height()], "least": [least.width(), least.height()],
            "geometry": _rect(window.geometry()), "room": _rect(room), "buttons_cut": cut}


def wait(win: MainWindow, *states: State) -> None:
    end = time.monotonic() + 60
    while win.controller.state not in states:
        if time.monotonic() > end:
            raise RuntimeError(f"stuck at {win.controller.state}")
        QApplication.processEvents()
        time.sleep(0.005)


def shown_window(theme: str = "") -> MainWindow:
    """The main window in ``theme`` ("" for the usual), animations off, every decision waiting, fitted to the
    screen and shown."""
    win = MainWindow()
    if theme:
        win.set_theme(theme)
    win.set_speed(Speed.OFF)
    win.set_play_forced(False)
    win.fit_to_screen()
    win.show()
    settle(0.5)
    return win


def start_game(points: float, theme: str = "") -> tuple[QApplication, MainWindow]:
    """The application (its font at ``points``, 0 for the usual) and its main window fitted to the screen, in
    ``theme`` (a style name, "" for the usual), at the first decision of a two-hand game against Easy bots."""
    app = make_application()
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    win = shown_window(theme)
    seats = (SeatSetup("You", "human"), SeatSetup("Wes", "easy"), SeatSetup("Nora", "easy"),
             SeatSetup("Ethan", "easy"))
    win.start_game(GameSetup(replace(RuleSet(), hand_limit=2), seats, 7, "standard", "Standard"))
    wait(win, State.HUMAN_TURN)
    return app, win


def main() -> None:
    global PNG
    if len(sys.argv) > 2:
        PNG = Path(sys.argv[2])
        PNG.mkdir(parents=True, exist_ok=True)
    _app, win = start_game(float(sys.argv[1]) if len(sys.argv) > 1 else 0.0)
    found: dict[str, Any] = {"main": look(win, "main")}
    dock = win.scorepad_dock
    found["main"]["pad_shown"] = dock.isVisible()
    found["main"]["pad_floating"] = dock.isFloating()
    if not dock.isVisible():
        dock.toggleViewAction().trigger()  # View > Scorepad
        settle(0.3)
        found["pad"] = {"shown": dock.isVisible(), "floating": dock.isFloating(), "geometry": _rect(dock.geometry()),
                        "main": look(win, "main-with-pad")}
        dock.toggleViewAction().trigger()
    while win.controller.state is not State.HAND_OVER:
        wait(win, State.HUMAN_TURN, State.HAND_OVER)
        if win.controller.state is State.HUMAN_TURN:
            win.controller.submit(win.controller.game.view(win.controller.bottom).legal[0])
            settle(0.02)
    settle(0.3)
    found["summary"] = look(win, "summary")
    panel = win.findChild(HandSummaryPanel)
    assert panel is not None
    # the room on each side of a button's words, inside its border: the least of the summary's buttons
    found["summary"]["button_room"] = min((b.width() - b.fontMetrics().horizontalAdvance(b.text())) // 2
                                          for b in (panel.review_button, panel.next_button))
    review = win.review_hand()
    assert review is not None
    settle(0.5)
    found["review"] = look(review, "review")
    # the smallest rank on the board and the window's capitals, in the screen's pixels
    ratio = review.board.devicePixelRatioF()
    found["review"]["rank_px"] = review.board.rank_height() * ratio
    found["review"]["type_px"] = QFontMetricsF(review.font()).capHeight() * ratio
    review.close()
    win.show_last_trick()
    settle(0.3)
    last = getattr(win, "_last_dialog", None)
    assert last is not None
    found["last_trick"] = look(last, "last-trick")
    last.close()
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    house = HouseRulesDialog(choice, presets, presets_folder(), win)
    house.show()
    found["house_rules"] = look(house, "house-rules")
    house.close()
    print(json.dumps(found))


if __name__ == "__main__":
    main()

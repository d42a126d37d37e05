"""On a small or scaled screen (1366 x 768 at 150 % with 20-point type; 1280 x 720 at 200 % with 14) print, as JSON,
where the History (a game selected, then none, then one again), Keep score's set-up, or the main window as a game
starts lie against the screen's free room.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision10_findings.py``): ``python -m tests.gui.lowvision10_driver
history|setup|game POINTS [THEME [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; THEME:
``hc`` for high contrast, else ``-``; PNG_FOLDER: a picture of each).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from spades_desktop.gui import style
from spades_desktop.gui.application import make_application

from . import lowvision4_driver as base


def _app(points: float, theme: str) -> QApplication:
    app = make_application()
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    if theme:
        style.apply(app, theme)
    return app


def history(points: float, theme: str) -> dict[str, Any]:
    """The History of three games as it opens (the newest selected), with no game selected, and with one again."""
    from spades_desktop.gui.history.window import HistoryWindow

    from .test_history_window import seed_history

    _app(points, theme)
    seed_history(3)
    window = HistoryWindow()
    window.show()
    found: dict[str, Any] = {}
    for step in ("opened", "none", "again"):
        if step == "none":
            window.table.clearSelection()
        elif step == "again":
            window.table.selectRow(1)
        found[step] = base.look(window, f"history-{step}")
        found[step]["chart_shown"] = window.chart.isVisible()
        found[step]["list_height"] = window.table.viewport().height()
        found[step]["row_height"] = window.table.rowHeight(0)
    return found


def setup(points: float, theme: str) -> dict[str, Any]:
    """Keep score's set-up as it opens, and whether its body scrolls sideways."""
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog

    _app(points, theme)
    dialog = ScorekeeperSetupDialog()
    dialog.show()
    found = base.look(dialog, "keep-score-setup")
    bar = dialog.body.horizontalScrollBar()
    found["sideways"] = bar.maximum() if bar.isVisible() else 0
    found["body_least"] = dialog.body.body.minimumSizeHint().width()
    found["body_width"] = dialog.body.viewport().width()
    return found


class Greatest(QObject):
    """The greatest width and height its window was resized to."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.width, self.height = window.width(), window.height()
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self.width = max(self.width, watched.width())
            self.height = max(self.height, watched.height())
        return False


def game(points: float, theme: str) -> dict[str, Any]:
    """The main window as a game starts (its scorepad docked then): where it lies, and the highest it grew."""
    from spades_desktop.gui.main_window import MainWindow

    highest: list[Greatest] = []
    real_show = MainWindow.show

    def show(self: MainWindow) -> None:  # watched once shown and laid out, before the game starts
        real_show(self)
        base.settle(0.3)
        highest.append(Greatest(self))

    MainWindow.show = show  # type: ignore[method-assign,assignment]
    win = base.start_game(points, theme)[1]
    found = base.look(win, "game-started")
    found["highest"] = highest[0].height if highest else win.height()
    bar = win.statusBar()
    found["status_bottom"] = bar.mapTo(win, bar.rect().bottomLeft()).y()
    return found


def main() -> None:
    what, points = sys.argv[1], float(sys.argv[2])
    theme = style.HIGH_CONTRAST.name if len(sys.argv) > 3 and sys.argv[3] == "hc" else ""
    if len(sys.argv) > 4:
        base.PNG = Path(sys.argv[4])
        base.PNG.mkdir(parents=True, exist_ok=True)
    found = {"history": history, "setup": setup, "game": game}[what](points, theme)
    print(json.dumps(found))


if __name__ == "__main__":
    main()

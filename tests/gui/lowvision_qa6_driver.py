"""On a small or scaled screen (1280 x 720 at 225 %: 569 x 320 logical pixels; 1366 x 768 at 200 % with 14-point
type) print, as JSON, where the main window lies against the screen's free room and what of the table's drawing is
cut off at the window's edges (``table``), or where the History, the house rules, the last trick, the duplicate
match's set-up and About lie against it (``dialogs``).

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision_qa6_fit.py``): ``python -m tests.gui.lowvision_qa6_driver
table|dialogs [POINTS [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; PNG_FOLDER: a
picture of each).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QDialog

from spades_desktop.engine import Card
from spades_desktop.gui.application import make_application
from spades_desktop.gui.card_render import CardRenderer
from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.info_dialogs import LastTrickDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import presets_folder
from spades_desktop.gui.presets import find_preset, load_presets

from . import lowvision4_driver as base


def table_cut(win: MainWindow) -> dict[str, Any]:
    """The table's visible items (cards, plates, the turn's frame) reaching past the window's inside, by seat
    position: their scene rectangles mapped to the window."""
    view = win.table_view
    layout, model = view.table.layout, view.table.model
    assert layout is not None and model is not None
    inside = win.rect()
    cut: list[list[int]] = []
    for item in view.table.items():
        if not item.isVisible() or item.parentItem() is not None:
            continue
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        where = QRect(view.mapTo(win, box.topLeft()), box.size())
        if not inside.contains(where):
            cut.append([where.x(), where.y(), where.width(), where.height()])
    view_at = QRect(view.mapTo(win, QPoint(0, 0)), view.size())
    return {"table_cut": cut, "view": [view_at.x(), view_at.y(), view_at.width(), view_at.height()],
            "window_inside": [inside.width(), inside.height()], "layout": [layout.width, layout.height]}


def modal(show: Callable[[], object], name: str) -> dict[str, Any]:
    """What ``look`` sees of the dialog ``show`` opens (with ``exec`` or ``open``), which is then closed."""
    found: dict[str, Any] = {}

    def grab() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, grab)
            return
        found.update(base.look(dialog, name))
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    QTimer.singleShot(50, grab)
    show()
    while not found:
        base.settle(0.05)
    return found


def small_dialogs(found: dict[str, Any]) -> None:
    """The last trick (the trick QA lowvision6 saw), the duplicate match's set-up and About."""
    win = MainWindow()
    win.fit_to_screen()
    win.show()
    base.settle(0.3)
    plays = ((0, Card.parse("9S")), (1, Card.parse("8C")), (2, Card.parse("JH")), (3, Card.parse("8S")))
    last = LastTrickDialog(CardRenderer(), plays, 0, ["You", "Wes", "Nora", "Ethan"], 0, 4, win)
    last.show()
    found["last_trick"] = base.look(last, "last-trick")
    last.close()
    presets, _broken = load_presets()
    setup = DuplicateSetupDialog(presets, "standard", win)
    setup.show()
    found["duplicate_setup"] = base.look(setup, "duplicate-setup")
    setup.close()
    found["about"] = modal(win.show_about, "about")
    win.close()


def dialogs(points: float) -> dict[str, Any]:
    """The History (three games in it) and the small dialogs, each as it first opens."""
    from .test_history_window import seed_history

    app = make_application()
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    seed_history(3)
    found: dict[str, Any] = {}
    history = HistoryWindow()
    history.show()
    found["history"] = base.look(history, "history")
    found["history"]["chart_shown"] = history.chart.isVisible()
    found["history"]["search_width"] = history.search.width()
    found["history"]["search_need"] = history.search.fontMetrics().horizontalAdvance("Search names")
    history.close()
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    house = HouseRulesDialog(choice, presets, presets_folder())
    house.show()
    found["house_rules"] = base.look(house, "house-rules")
    found["house_rules"]["card_shown"] = house.card.isVisible()
    found["house_rules"]["card_width"] = house.card.width()
    house.close()
    small_dialogs(found)
    return found


def main() -> None:
    what, points = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
    if len(sys.argv) > 3:
        base.PNG = Path(sys.argv[3])
        base.PNG.mkdir(parents=True, exist_ok=True)
    if what == "dialogs":
        print(json.dumps(dialogs(points)))
        return
    _app, win = base.start_game(points)
    found: dict[str, Any] = {"main": base.look(win, "main")}
    found["main"].update(table_cut(win))
    print(json.dumps(found))


if __name__ == "__main__":
    main()

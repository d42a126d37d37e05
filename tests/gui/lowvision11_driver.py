"""On a small or scaled screen (1366 x 768 at 150 % with 20-point type) print, as JSON, where the main window lies as
games of several presets start one after another (the widest it grew, the docked scorepad's width, the rows' scroll),
or how the History gives its room with no game selected.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision11_findings.py``): ``python -m tests.gui.lowvision11_driver
games|history POINTS THEME [PRESETS [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; THEME:
``hc`` for high contrast, else ``-``; PRESETS: the games' presets, comma-separated; PNG_FOLDER: a picture of each).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from spades_desktop.gui import style
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.rules import load_preset

from . import lowvision4_driver as base
from .lowvision10_driver import Greatest, _app

NAMES = ("You", "Wes", "Nora", "Ethan", "Ann", "Bo")


def games(points: float, theme: str, presets: list[str]) -> dict[str, Any]:
    """The main window as each game starts, one after another, each of two hands against Easy bots."""
    _app(points, "")
    win = base.shown_window(theme)
    widest = Greatest(win)
    found: list[dict[str, Any]] = []
    for n, preset_id in enumerate(presets):
        preset = load_preset(preset_id)
        seats = tuple(SeatSetup(name, "human" if seat == 0 else "easy")
                      for seat, name in enumerate(NAMES[:preset.rules.players]))
        win.start_game(GameSetup(replace(preset.rules, hand_limit=2), seats, 7, preset.id,
                                 preset.name.get("en", preset.id)))
        base.wait(win, State.HUMAN_TURN)
        seen = base.look(win, f"game{n}-{preset_id}")
        seen["widest"] = widest.width
        seen["frame_width"] = win.frameGeometry().width()
        seen["pad_width"] = win.scorepad_dock.width()
        seen["table_width"] = win.table_view.width()
        pad = win.scorepad
        seen["rows_scroll"] = pad._scroll.verticalScrollBar().value()  # type: ignore[attr-defined]
        seen["rows_shown"] = pad._scroll.viewport().height()  # type: ignore[attr-defined]
        seen["row_height"] = pad.row_height()  # type: ignore[attr-defined]
        found.append(seen)
    return {"games": found}


def history(points: float, theme: str) -> dict[str, Any]:
    """The History of three games: the newest selected, none (the selection cleared), a search that finds none."""
    from PySide6.QtCore import QItemSelectionModel

    from spades_desktop.gui.history.window import HistoryWindow

    from .test_history_window import seed_history

    _app(points, theme)
    seed_history(3)
    window = HistoryWindow()
    window.show()
    found: dict[str, Any] = {}
    for step in ("opened", "none", "again", "no-match"):
        if step == "none":  # Ctrl+click on the selected row
            window.table.selectionModel().select(window.table.model().index(0, 0),
                                                 QItemSelectionModel.SelectionFlag.Deselect
                                                 | QItemSelectionModel.SelectionFlag.Rows)
        elif step == "again":
            window.table.selectRow(0)
        elif step == "no-match":
            window.search.setText("zzzz")
        found[step] = base.look(window, f"history-{step}")
        found[step]["selected"] = window.selected() is not None
        found[step]["chart_shown"] = window.chart.isVisible()
        found[step]["list_height"] = window.table.viewport().height()
        found[step]["row_height"] = window.table.verticalHeader().defaultSectionSize()
    return found


def main() -> None:
    what, points = sys.argv[1], float(sys.argv[2])
    theme = style.HIGH_CONTRAST.name if len(sys.argv) > 3 and sys.argv[3] == "hc" else ""
    if len(sys.argv) > 5:
        base.PNG = Path(sys.argv[5])
        base.PNG.mkdir(parents=True, exist_ok=True)
    found = games(points, theme, sys.argv[4].split(",")) if what == "games" else history(points, theme)
    print(json.dumps(found))


if __name__ == "__main__":
    main()

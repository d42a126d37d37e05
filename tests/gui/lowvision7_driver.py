"""Play a game of two hands on a small or scaled screen and print, as JSON, where the main window lies against the
screen's free room while bidding and at the game's end, how the scorepad shows its title, its target and the
winner's banner, and where the game-over panel lies against the name plates.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision7_findings.py``): ``python -m tests.gui.lowvision7_driver
[POINTS [THEME [PNG_FOLDER]]]`` (POINTS: the application font's size, 0 for the usual; THEME: ``hc`` for high
contrast, else ``-``; PNG_FOLDER: a picture of each).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from spades_desktop.gui import style
from spades_desktop.gui.controller import State
from spades_desktop.gui.layout import PLATE_LINE2
from spades_desktop.gui.main_window import MainWindow

from . import lowvision4_driver as base


def pad_words(win: MainWindow) -> dict[str, Any]:
    """The scorepad's title and target: shown or not, their text, and where the whole target can still be read."""
    pad = win.scorepad_dock.widget()
    assert pad is not None
    title = pad.findChild(QLabel, "scorepadTitle")
    target = pad.findChild(QLabel, "scorepadTarget")
    banner = pad.findChild(QLabel, "scorepadWinner")
    head = next((w for w in pad.findChildren(QWidget) if type(w).__name__ == "_HeadBar"), None)
    assert title is not None and target is not None and banner is not None and head is not None
    return {"title_shown": title.isVisible(), "title": title.text(), "target_shown": target.isVisible(),
            "target": target.text(), "target_said": target.accessibleName(), "target_tip": target.toolTip(),
            "head_tip": head.toolTip(), "pad_said": pad.accessibleDescription(),
            "pad_least": pad.minimumSizeHint().height(), "winner": banner.text(), "winner_tip": banner.toolTip(),
            "winner_said": banner.accessibleName(), "winner_whole": getattr(pad, "winner_text", lambda: "")()}


def own_plate(win: MainWindow) -> list[float]:
    layout = win.table_view.table.layout
    model = win.table_view.table.model
    assert layout is not None and model is not None
    plate = layout.seats[model.bottom].plate
    return [plate.x, plate.y, plate.w, plate.h]


def game_over_panel(win: MainWindow) -> dict[str, Any]:
    """Where the game-over panel lies against the name plates, its text's size against the plates' second line
    and the table's (``table_px``), its buttons cut by its edge, and whether its chart and Review the game show."""
    view = win.table_view
    panel, layout = view.game_over_panel, view.table.layout
    assert layout is not None
    cut = [b.text() for b in panel.findChildren(QPushButton)
           if b.isVisible() and not panel.rect().contains(QRect(b.mapTo(panel, QPoint(0, 0)), b.size()))]
    extras = win.game_over_extras
    return {"panel": [panel.x(), panel.y(), panel.width(), panel.height()] if panel.isVisible() else None,
            "own_plate": own_plate(win), "plates": [[s.plate.x, s.plate.y, s.plate.w, s.plate.h] for s in layout.seats],
            "panel_px": panel.detail.font().pixelSize(), "plate_line2_px": int(layout.font_px * PLATE_LINE2),
            "table_px": layout.font_px, "panel_buttons_cut": cut, "review_shown": panel.review_button.isVisible(),
            "chart_shown": extras is not None and extras.chart.isVisible()}


def main() -> None:
    png = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    if png is not None:
        png.mkdir(parents=True, exist_ok=True)
        base.PNG = png
    theme = style.HIGH_CONTRAST.name if len(sys.argv) > 2 and sys.argv[2] == "hc" else ""
    _app, win = base.start_game(float(sys.argv[1]) if len(sys.argv) > 1 else 0.0, theme)
    found: dict[str, Any] = {"main": base.look(win, "main")}
    dock = win.scorepad_dock
    found["main"]["pad_shown"] = dock.isVisible()
    found["main"]["pad_floating"] = dock.isFloating()
    found["main"]["pad"] = pad_words(win) if dock.isVisible() else None
    while win.controller.state is not State.GAME_OVER:
        base.wait(win, State.HUMAN_TURN, State.HAND_OVER, State.GAME_OVER)
        if win.controller.state is State.HUMAN_TURN:
            win.controller.submit(win.controller.game.view(win.controller.bottom).legal[0])
            base.settle(0.02)
        elif win.controller.state is State.HAND_OVER:
            win.table_view.continue_after_hand()
    base.settle(0.5)
    found["game_over"] = base.look(win, "game-over")
    found["game_over"]["pad"] = pad_words(win) if dock.isVisible() else None
    found["game_over"].update(game_over_panel(win))
    # the usual result is shorter than this game's loss: one line under the title, two beside it (QA recheck26)
    panel = win.table_view.game_over_panel
    panel.detail.setText("Wes and Ethan win: they reached 312 to your side's 289.")
    panel.fit_width(panel._width)
    base.settle(0.2)
    found["game_over_short"] = {"review_shown": panel.review_button.isVisible(), "band": panel._band}
    print(json.dumps(found))


if __name__ == "__main__":
    main()

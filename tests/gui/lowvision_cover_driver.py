"""Start a pass-and-play game on a small or scaled screen and print, as JSON, where the hand-off cover's card, its
title, its fan of card backs and its other texts lie, and the heights they need.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_lowvision_table.py``): ``python -m tests.gui.lowvision_cover_driver
[POINTS [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; PNG_FOLDER: a picture of it).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication

from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

from .lowvision4_driver import _rect, settle


def main() -> None:
    points = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
    png = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    app = make_application()
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    win = MainWindow()
    win.set_speed(Speed.OFF)
    win.fit_to_screen()
    win.show()
    settle(0.5)
    seats = (SeatSetup("Annabelle", "human"), SeatSetup("Wes", "easy"), SeatSetup("Cyrano", "human"),
             SeatSetup("Ethan", "easy"))
    win.start_game(GameSetup(RuleSet(), seats, 11, "standard", "Standard"))
    end = time.monotonic() + 30
    while win.controller.state is not State.HAND_OFF and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
    settle(0.5)
    cover = win.table_view.cover
    if png is not None:
        png.mkdir(parents=True, exist_ok=True)
        win.grab().save(str(png / "cover.png"))
    card, title = cover.card, cover.title
    layout = card.layout()
    assert layout is not None
    below = [_rect(w.geometry()) for w in (cover.prompt, cover.task, cover.button, cover.footer) if w.isVisible()]
    found: dict[str, Any] = {
        "cover": [cover.width(), cover.height()], "card": _rect(card.geometry()),
        "card_needs": layout.totalHeightForWidth(card.width()), "title": _rect(title.geometry()),
        "title_needs": title.heightForWidth(title.width()), "title_text": title.text(),
        "title_px": QFontInfo(title.font()).pixelSize(), "body_px": QFontInfo(cover.task.font()).pixelSize(),
        "reader_px": QFontInfo(app.font()).pixelSize(),
        "fan": _rect(cover.fan.geometry()) if cover.fan.isVisible() else None, "below_title": below,
        "footer_shown": cover.footer.isVisible()}
    print(json.dumps(found))


if __name__ == "__main__":
    main()

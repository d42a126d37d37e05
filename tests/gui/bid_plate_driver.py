"""The bid panel against the player's own name plate on a scaled screen, as JSON: for a table of four, three and six
players, where the panel and the plate lie on the table as the player's bid is asked, and how much of the plate's
first line (the name) the panel hides.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_bid_panel_plate.py``): ``python -m tests.gui.bid_plate_driver POINTS
[THEME [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; THEME: ``hc`` for high contrast,
else ``-``; PNG_FOLDER: a picture of each table).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from spades_desktop.engine import LOOK, Phase
from spades_desktop.gui import style
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.layout import Rect
from spades_desktop.rules.presets import load_preset

from . import lowvision4_driver as base

NAMES = ("You", "Wes", "Nora", "Ethan", "Mia", "Otto")
PRESETS = {4: "standard", 3: "three-player", 6: "cancellation"}


def _rect(rect: Rect) -> list[float]:
    return [round(rect.x, 1), round(rect.y, 1), round(rect.w, 1), round(rect.h, 1)]


def main() -> None:
    points = float(sys.argv[1])
    theme = style.HIGH_CONTRAST.name if len(sys.argv) > 2 and sys.argv[2] == "hc" else ""
    png = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    if png is not None:
        png.mkdir(parents=True, exist_ok=True)
    _app, win = base.start_game(points, theme)
    found: dict[str, Any] = {}
    for players, preset_id in PRESETS.items():
        rules = replace(load_preset(preset_id).rules, hand_limit=2)
        seats = tuple(SeatSetup(NAMES[s], "human" if s == 0 else "easy") for s in range(players))
        win.start_game(GameSetup(rules, seats, 7, preset_id, preset_id))
        base.wait(win, State.HUMAN_TURN)
        game = win.controller.game
        assert game is not None
        while game.view(0).phase is not Phase.BID or LOOK in game.legal_actions():  # the cards looked at first
            win.controller.submit(LOOK if LOOK in game.legal_actions() else game.legal_actions()[0])
            base.wait(win, State.HUMAN_TURN)
        base.settle(0.4)
        view = win.table_view
        panel = view.bid_panel
        layout = view.table.layout
        assert layout is not None and panel.isVisible()
        plate = view.table.plate_rect(0)  # where the plate is now (moved down off the panel's way, maybe)
        g = panel.geometry()
        shown = Rect(g.x(), g.y(), g.width(), g.height())
        cut = shown.intersected(plate)
        # the plate's first line, the name: its upper half (``SeatPlate``'s two lines)
        name_line = Rect(plate.x, plate.y, plate.w, plate.h / 2)
        on_name = shown.intersected(name_line)
        found[str(players)] = {
            "table": [round(layout.width), round(layout.height)], "font_px": round(layout.font_px, 1),
            "panel": _rect(shown), "plate": _rect(plate),
            "hidden": round(max(0.0, cut.w) * max(0.0, cut.h)),
            "name_hidden": round(max(0.0, on_name.w) * max(0.0, on_name.h)),
            "others_hidden": view._hidden(shown)[0], "drop": round(view.table.own_plate_drop, 1),
            "hand_top": round(layout.hand_bounds().y + layout.raise_px, 1),  # type: ignore[union-attr]
        }
        if png is not None:
            win.grab().save(str(png / f"bid-{players}.png"))
        win.controller.submit(game.legal_actions()[0])  # the bid: the plate goes back to its place for the play
        base.settle(0.1)
        found[str(players)]["drop_after"] = view.table.own_plate_drop
        item = view.table.plate(0)
        found[str(players)]["plate_after"] = [round(item.pos().y(), 1), round(layout.seats[0].plate.y, 1)]
    print(json.dumps(found))


if __name__ == "__main__":
    main()

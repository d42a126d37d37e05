"""Open the Review window (and ask its coach) and the Keep score window on a small or scaled screen, and print, as
JSON, where each window and its controls lie against the screen's free room.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_small_review_scorekeeper.py``): ``python -m
tests.gui.small_review_scorekeeper_driver [POINTS [PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the
usual; PNG_FOLDER: a picture of each).
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, HandScored, RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.record import GameRecord

from .lowvision4_driver import _rect, settle

PNG: Path | None = None


def _in_sight(widget: QWidget) -> bool:
    """Whether the whole of ``widget`` shows: inside its window, and not cut by a scrolled area's edge."""
    window = widget.window()
    on_window = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return window.rect().contains(on_window) and widget.visibleRegion().boundingRect().size() == widget.size()


def look(window: QWidget, name: str, keys: list[QWidget]) -> dict[str, Any]:
    """``window``'s place, frame and least size against its screen's free room; which of its shown buttons, and of
    ``keys``, do not show whole."""
    settle()
    if PNG is not None:
        window.grab().save(str(PNG / f"{name}.png"))
    buttons = [b for b in window.findChildren(QPushButton) if b.isVisible() and b.text()]
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    return {"geometry": _rect(window.geometry()), "frame": _rect(window.frameGeometry()),
            "room": _rect(window.screen().availableGeometry()), "least": [least.width(), least.height()],
            "buttons_cut": [b.text() for b in buttons if not _in_sight(b)],
            "keys_cut": [k.accessibleName() or k.objectName() or type(k).__name__ for k in keys if not _in_sight(k)]}


def played_record() -> GameRecord:
    game = Game(RuleSet(), 21)
    bots = [make_player("normal", s) for s in range(4)]
    while True:
        seat = game.to_act
        assert seat is not None
        if any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat)))):
            break
    return GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])


def review() -> dict[str, Any]:
    """The Review window as it opens, while its coach runs and after."""
    win = ReviewWindow(played_record(), 0, samples=4)
    win.show()
    settle(0.5)
    for _ in range(12):
        win.next_button.click()
    found: dict[str, Any] = {"compact": getattr(win, "compact", False), "next_text": win.next_button.text()}
    keys: list[QWidget] = [*win.step_buttons(), win.hand_choice, win.seat_choice, win.again_button]
    found["open"] = look(win, "review-open", [*keys, win.analyse_button])
    win.start_analysis()
    settle(0.2)
    found["running"] = look(win, "review-running", [*keys, win.progress, win.cancel_button])
    found["was_running"] = win.analysing
    end = time.monotonic() + 120
    while win.analysing and time.monotonic() < end:
        settle(0.1)
    found["after"] = look(win, "review-after", [*keys, win.analyse_button])
    win.close()
    return found


def scorekept(hands: int, names: tuple[str, str, str, str]) -> ScorekeptGame:
    rnd = random.Random(5)
    entries = []
    for _ in range(hands):
        bids = tuple(parse_bid(str(rnd.randint(1, 4))) for _ in range(4))
        tricks = [rnd.randint(0, 4) for _ in range(3)]
        entries.append(HandEntry(bids, (*tricks, 13 - sum(tricks))))
    return ScorekeptGame(replace(RuleSet(), target=2000, mercy=None), names, 0, "standard", "Standard",
                         tuple(entries), "2026-05-01T20:00:00")


def keep_score(hands: int, names: tuple[str, str, str, str]) -> dict[str, Any]:
    """The Keep score window as it opens (the cursor in the first bid), and with the cursor in the hands table."""
    win = ScorekeeperWindow(scorekept(hands, names), None, autosave=False, history=False)
    win.show()
    settle(0.8)
    name = f"keep-score-{hands}-{names[0]}"
    table = win.table
    first = win.entry.bid_edits[win.entry.order[0]]
    found = look(win, name, [win.enter_button, first])
    found["focus_in_entry"] = QApplication.focusWidget() is first
    found["buttons_beside_fields"] = win.enter_button.y() < win.entry.y() + win.entry.height() // 2
    found["row_px"] = table.verticalHeader().defaultSectionSize()
    if hands:  # one more hand entered as a scorer does, and the new row looked for
        for seat, (bid, took) in zip(win.entry.order, (("3", "3"), ("3", "3"), ("3", "4"), ("4", "3")), strict=True):
            win.entry.bid_edits[seat].setText(bid)
            win.entry.trick_edits[seat].setText(took)
        win.enter_button.click()
        settle()
    last = table.visualRect(table.model().index(table.rowCount() - 1, 0))
    found["last_row_seen"] = table.rowCount() == 0 or table.viewport().rect().contains(last)
    found["rows"] = table.rowCount()
    table.setFocus()
    settle()
    if PNG is not None:
        win.grab().save(str(PNG / f"{name}-table.png"))
    found["table_rows_px"] = table.viewport().height()
    found["table_shown_px"] = table.viewport().visibleRegion().boundingRect().height()
    win.close()
    return found


def main() -> None:
    global PNG
    points = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
    if len(sys.argv) > 2:
        PNG = Path(sys.argv[2])
        PNG.mkdir(parents=True, exist_ok=True)
    app = make_application()
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    found = {"review": review(),
             "keep_score": {"short": keep_score(0, ("Ann", "Bob", "Cy", "Dot")),
                            "twelve": keep_score(12, ("Ann", "Bob", "Cy", "Dot")),
                            "long": keep_score(0, ("Annabelle", "Bartholomew", "Cyrano", "Dorothea"))}}
    print(json.dumps(found, ensure_ascii=False))


if __name__ == "__main__":
    main()

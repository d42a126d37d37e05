"""Open Help ▸ About on a small, scaled screen and print, as JSON, whether its text scrolls there and whether the
keyboard alone reaches its end: the Tab stops from OK, and how far ↓, Page Down and End scroll the text.

Run in a child process whose offscreen screen is that size (``QT_QPA_PLATFORM=offscreen:configfile=FILE``,
``QT_SCALE_FACTOR``; see ``tests/gui/test_about_keys.py``): ``python -m tests.gui.about_keys_driver [POINTS
[PNG_FOLDER]]`` (POINTS: the application font's size, 0 for the usual; PNG_FOLDER: a picture of each step).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from spades_desktop.gui.application import make_application
from spades_desktop.gui.info_dialogs import AboutDialog

from .lowvision4_driver import settle


def _name(widget: QWidget | None, dialog: AboutDialog) -> str:
    if widget is dialog.ok:
        return "ok"
    if widget is dialog.text:
        return "text"
    return type(widget).__name__ if widget is not None else "none"


def _focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def main() -> None:
    png = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    if png is not None:
        png.mkdir(parents=True, exist_ok=True)
    app = make_application()
    points = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
    if points:
        font = QFont(app.font())
        font.setPointSizeF(points)
        app.setFont(font)
    dialog = AboutDialog("About Spades Desktop")
    dialog.show()
    dialog.activateWindow()
    settle(0.3)
    bar = dialog.body.verticalScrollBar()
    found: dict[str, Any] = {"scrolls": bar.maximum() > 0, "first": _name(QApplication.focusWidget(), dialog)}
    stops = []
    for _ in range(3):  # Tab from OK round the dialog
        QTest.keyClick(_focused(), Qt.Key.Key_Tab)
        settle(0.05)
        stops.append(_name(QApplication.focusWidget(), dialog))
    found["tab_stops"] = stops
    while _name(QApplication.focusWidget(), dialog) != "text" and "text" in stops:
        QTest.keyClick(_focused(), Qt.Key.Key_Tab)
    found["at_top"] = bar.value()
    if png is not None:
        dialog.grab().save(str(png / "about-text-focused.png"))
    steps: dict[str, int] = {}
    for key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_End, Qt.Key.Key_Up, Qt.Key.Key_Home):
        QTest.keyClick(_focused(), key)
        settle(0.05)
        steps[key.name] = bar.value()
        if key is Qt.Key.Key_End:
            # the text's last line in sight: its bottom within the scroll area's viewport
            text, view = dialog.text, dialog.body.viewport()
            bottom = text.mapTo(view, QPoint(0, text.contentsRect().bottom())).y()
            found["end_in_sight"] = bottom <= view.height()
            if png is not None:
                dialog.grab().save(str(png / "about-end.png"))
    found["keys"] = steps
    found["maximum"] = bar.maximum()
    found["text_focus_policy"] = dialog.text.focusPolicy().value
    said = QAccessible.queryAccessibleInterface(dialog.text)
    found["text_said"] = said.text(QAccessible.Text.Name) if said is not None else ""
    dialog.close()
    print(json.dumps(found))


if __name__ == "__main__":
    main()

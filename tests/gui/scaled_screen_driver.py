"""Open the main window and the dialogs that grow after they are shown on a small or scaled screen, and print what
a player would see of them, as JSON.

Run in a child process whose offscreen screen is small and may be scaled (``QT_QPA_PLATFORM=offscreen:configfile=
FILE`` and ``QT_SCALE_FACTOR``, see ``tests/gui/test_small_screen_dialogs.py``): a 1366 x 768 laptop at 150 % has
912 x 512 logical pixels, which the suite's own 800 x 800 screen cannot show. Measured in English, then in Russian.
``python -m tests.gui.scaled_screen_driver [PNG_FOLDER]`` saves a picture of each too.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import install_translations, make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.settings import NewGameChoices, Speed
from spades_desktop.gui.welcome import WelcomeDialog
from tests.gui.small_screen_driver import settle

PNG: Path | None = None


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _on_window(widget: QWidget) -> QRect:
    """Where ``widget`` lies on its window."""
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def status_line(win: MainWindow, name: str) -> dict[str, Any]:
    """The status line as it shows, against the table and the window."""
    settle(0.3)
    label, bar, table = win.status_label, win.statusBar(), win.table_view
    if PNG is not None:
        win.grab().save(str(PNG / f"{name}.png"))
    text = label.text()
    return {"text": text, "lines": round(label.lines_height(text) / label.fontMetrics().lineSpacing()),
            "text_height": label.lines_height(text), "label_height": label.contentsRect().height(),
            "label": _rect(_on_window(label)), "bar": _rect(bar.geometry()), "table": _rect(table.geometry()),
            "window": [win.width(), win.height()], "least": win.minimumSizeHint().height()}


def main_window(lang: str) -> dict[str, Any]:
    """Start a game as the app does (``fit_to_screen``, show) and look at the status line at the bidding, on one
    line and wrapped to two."""
    win = MainWindow()
    win.set_speed(Speed.OFF)
    win.fit_to_screen()
    win.show()
    settle(0.5)
    seats = (SeatSetup("You", "human"), SeatSetup("Wes", "easy"), SeatSetup("Nora", "easy"),
             SeatSetup("Ethan", "easy"))
    win.start_game(GameSetup(RuleSet(), seats, 7, "standard", "Standard"))
    end = time.monotonic() + 30
    while win.controller.state is not State.HUMAN_TURN and time.monotonic() < end:
        QApplication.processEvents()
    room = win.screen().availableGeometry()
    found: dict[str, Any] = {"room": _rect(room), "one_line": status_line(win, f"main-{lang}")}
    label = win.status_label
    words = []
    while label.lines_height(label.text()) <= label.fontMetrics().lineSpacing() * 1.5 and len(words) < 200:
        words.append(f"Hint {len(words)}")  # a hint with its reason: the line wraps
        win.show_reason(" ".join(words))
    found["two_lines"] = status_line(win, f"main-{lang}-two-lines")
    win.close()
    return found


def dialog(window: QWidget, name: str) -> dict[str, Any]:
    """Show ``window`` as the app does and say where it and its buttons lie against the screen's free room."""
    window.show()
    settle(0.5)
    if PNG is not None:
        window.grab().save(str(PNG / f"{name}.png"))
    room = window.screen().availableGeometry()
    buttons = [b for b in window.findChildren(QPushButton) if b.isVisible() and b.text()]
    cut = [b.text() for b in buttons
           if not window.rect().contains(_on_window(b)) or b.visibleRegion().boundingRect().size() != b.size()]
    found = {"geometry": _rect(window.geometry()), "frame": _rect(window.frameGeometry()), "room": _rect(room),
             "least": window.minimumSizeHint().height(), "buttons": len(buttons), "buttons_cut": cut}
    return found


def measure(lang: str, parent: MainWindow) -> dict[str, Any]:
    found: dict[str, Any] = {"main": main_window(lang)}
    setup = ScorekeeperSetupDialog(parent)
    found["keep_score"] = dialog(setup, f"keep-score-{lang}")
    setup.close()
    sheets = BlankSheetDialog(parent)
    found["blank_sheets"] = dialog(sheets, f"blank-sheets-{lang}")
    pixmap = sheets.preview.pixmap()
    found["blank_sheets"]["preview"] = {"pixels": pixmap.width(), "pixmap_dpr": pixmap.devicePixelRatio(),
                                        "screen_dpr": sheets.devicePixelRatioF(), "shown": _rect(sheets.preview.rect())}
    sheets.close()
    presets, _broken = load_presets()
    welcome = WelcomeDialog(presets, NewGameChoices(), False, parent)
    found["welcome"] = dialog(welcome, f"welcome-{lang}")
    welcome.close()
    return found


def main() -> None:
    global PNG
    if len(sys.argv) > 1:
        PNG = Path(sys.argv[1])
        PNG.mkdir(parents=True, exist_ok=True)
    app = make_application()
    parent = MainWindow(deferred=True)  # the dialogs' parent, as in the app (not shown: they centre on the screen)
    found = {"en": measure("en", parent)}
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    translators = install_translations(app, QLocale("ru_RU"))
    assert translators, "the Russian translation loads"
    found["ru"] = measure("ru", parent)
    print(json.dumps(found, ensure_ascii=False))


if __name__ == "__main__":
    main()

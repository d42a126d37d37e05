"""Open the dialogs on a small screen and print what a player would see of them, as JSON.

Run in a child process whose offscreen screen is small (``QT_QPA_PLATFORM=offscreen:configfile=FILE``, see
``tests/gui/test_small_screen_dialogs.py``): Qt sizes a dialog it opens from the screen it is on (at most two
thirds of the screen's height), which a test on the suite's own 800 x 800 screen cannot see. Each dialog is
measured in English, then in Russian (longer words). ``python -m tests.gui.small_screen_driver [PNG_FOLDER]``
saves a picture of each too. ``SMALL_SCREEN_ONLY=last_trick`` measures that dialog alone, and
``SMALL_SCREEN_POINTS=14`` sets the application's font to 14 points first (as a low-vision player's desktop does).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QScrollArea,
    QToolBar,
    QToolButton,
    QWidget,
)

from spades_desktop.engine import Card
from spades_desktop.gui.application import install_translations, make_application
from spades_desktop.gui.card_render import CardRenderer
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.info_dialogs import LastTrickDialog
from spades_desktop.gui.new_game_dialog import presets_folder
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.scorepad_print import print_preview_dialog
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.gui.welcome import WelcomeDialog
from spades_desktop.rules import load_preset
from spades_desktop.sheets.sources import blank_sheet_for_preset

PNG: Path | None = None


def settle(seconds: float = 0.15) -> None:
    """Let the dialog be shown and laid out (and its wrapped labels' heights follow)."""
    app = QApplication.instance()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()  # type: ignore[union-attr]


def shown(dialog: QWidget, name: str) -> dict[str, Any]:
    """Show ``dialog`` as the window does (``open``); its size and the screen's free room."""
    dialog.show()
    settle()
    if PNG is not None:
        dialog.grab().save(str(PNG / f"{name}.png"))
    room = dialog.screen().availableGeometry()
    return {"size": [dialog.width(), dialog.height()], "room": [room.width(), room.height()]}


def welcome(first_start: bool, lang: str) -> dict[str, Any]:
    presets, _broken = load_presets()
    dialog = WelcomeDialog(presets, NewGameChoices(), first_start)
    found = shown(dialog, f"welcome-{lang}-{'first' if first_start else 'help'}")
    intro = dialog.intro
    found["intro"] = {"height": intro.height(), "lines_need": intro.heightForWidth(intro.width()),
                      "shown": intro.visibleRegion().boundingRect().height(), "text": intro.accessibleName()}
    dialog.close()
    return found


def print_preview(lang: str) -> dict[str, Any]:
    sheet = blank_sheet_for_preset(load_preset("standard"), lang=lang)
    dialog = print_preview_dialog(sheet)
    found = shown(dialog, f"print-preview-{lang}")
    bar = dialog.findChild(QToolBar)
    assert bar is not None
    actions = [a for a in bar.actions() if not a.isSeparator()]
    hidden = [a.text() for a in actions if (w := bar.widgetForAction(a)) is None or not w.isVisible()]
    more = [b for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
    found.update(print=actions[-1].text(), hidden=hidden, more_button=any(b.isVisible() for b in more))
    dialog.close()
    return found


def house_rules(lang: str) -> dict[str, Any]:
    presets, _broken = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    dialog = HouseRulesDialog(choice, presets, presets_folder())
    found = shown(dialog, f"house-rules-{lang}")
    scroll = dialog.findChild(QScrollArea)
    assert scroll is not None
    viewport = scroll.viewport()
    cut = []
    for box in scroll.findChildren(QGroupBox):
        left = box.mapTo(viewport, QPoint(0, 0)).x()
        if left < 0 or left + box.width() > viewport.width():
            cut.append([box.title(), QRect(box.mapTo(viewport, QPoint(0, 0)), box.size()).getRect(),
                        viewport.width()])
    found["groups_cut_sideways"] = cut
    dialog.close()
    return found


def last_trick(lang: str) -> dict[str, Any]:
    plays = tuple((seat, Card.parse(text)) for seat, text in enumerate(("2D", "AD", "6D", "5D")))
    names = ["Вы", "Александра", "Светлана", "Владимир"] if lang == "ru" else ["You", "Alexandra", "Sue", "Ben"]
    dialog = LastTrickDialog(CardRenderer(), plays, 1, names, 0, 4)
    found = shown(dialog, f"last-trick-{lang}")
    found["least"] = [dialog.minimumSizeHint().width(), dialog.minimumSizeHint().height()]
    found["card_width"] = dialog.card_width
    found["cut_cards"] = [picture.accessibleName() for picture in dialog.card_labels.values()
                          if picture.contentsRect().height() + 0.5 < picture.pixmap().deviceIndependentSize().height()]
    close = dialog.findChild(QDialogButtonBox)
    found["close_bottom"] = close.mapTo(dialog, QPoint(0, close.height())).y() if close is not None else None
    dialog.close()
    return found


def measure(lang: str) -> dict[str, Any]:
    if os.environ.get("SMALL_SCREEN_ONLY") == "last_trick":
        return {"last_trick": last_trick(lang)}
    return {"welcome_first_start": welcome(True, lang), "welcome_help": welcome(False, lang),
            "print_preview": print_preview(lang), "house_rules": house_rules(lang), "last_trick": last_trick(lang)}


def main() -> None:
    global PNG
    if len(sys.argv) > 1:
        PNG = Path(sys.argv[1])
        PNG.mkdir(parents=True, exist_ok=True)
    app = make_application()
    points = int(os.environ.get("SMALL_SCREEN_POINTS", "0"))
    if points:
        font = QFont(app.font())
        font.setPointSize(points)
        app.setFont(font)
    found = {"en": measure("en")}
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    translators = install_translations(app, QLocale("ru_RU"))
    assert translators, "the Russian translation loads"
    found["ru"] = measure("ru")
    print(json.dumps(found, ensure_ascii=False))


if __name__ == "__main__":
    main()

"""The window's translation for a command's output (``--lang ru``): installed while the command runs."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is loaded when a translation is installed, not when the command line is read
    from PySide6.QtCore import QObject

_installed: list[QObject] = []
SHEET_LANGS = ("en", "ru")


def add_sheet_lang(parser: argparse.ArgumentParser, *, default: str | None = "en", when: str = "") -> None:
    """The ``--lang en|ru`` of a command that writes a score sheet (``print-sheet``, ``score -o``); ``when`` starts
    its help ("with -o: ")."""
    parser.add_argument("--lang", choices=SHEET_LANGS, default=default,
                        help=f"{when}language of the sheet's words and the preset's name (default: en)")


def sheet_translation(lang: str) -> Callable[[str], str] | None:
    """The sheet's words in ``lang`` (the window's Russian, from its translation file), installed until
    ``uninstall``; None when that translation is missing from this installation."""
    if lang == "en":
        return lambda text: text
    from PySide6.QtCore import QCoreApplication

    if not install(lang):
        return None
    return lambda text: QCoreApplication.translate("ScoreSheet", text)


def install(lang: str) -> bool:
    """Install the window's translation of ``lang`` (nothing for English); False when it is missing from this
    installation. ``uninstall`` takes it out again (a test's application must not keep it)."""
    if lang == "en":
        return True
    from PySide6.QtCore import QLocale, QTranslator

    from ..paths import assets_dir
    from ..sheets.paint import ensure_gui_app

    app = ensure_gui_app()
    translator = QTranslator(app)
    if not translator.load(QLocale(lang), "spades_desktop", "_", str(assets_dir() / "translations")):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True


def uninstall() -> None:
    """Take out what ``install`` put in."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)  # type: ignore[arg-type]

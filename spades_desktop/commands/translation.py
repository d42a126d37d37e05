"""The window's translation for a command's output (``--lang ru``): installed while the command runs."""

from __future__ import annotations

from PySide6.QtCore import QObject

_installed: list[QObject] = []


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

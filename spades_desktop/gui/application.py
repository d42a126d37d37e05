"""``run_gui``: create the application, install translations, show the window, run the event loop."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from .. import APP_NAME, ORGANIZATION, __version__


def make_application(argv: list[str] | None = None) -> QApplication:
    """The ``QApplication`` (or the one already running), named for settings and folders."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName(APP_NAME)
    icon = _icon_path()
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))
    if not app.styleSheet():
        from .style import apply

        apply(app)  # the dialogs' look, from the table's palette
    return app


def _icon_path() -> Path | None:
    try:
        from ..paths import assets_dir

        for name in ("icons/spades-desktop.svg", "icons/spades-desktop.png"):
            path = assets_dir() / name
            if path.is_file():
                return path
    except FileNotFoundError:
        pass
    return None


def install_translations(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load every ``assets/translations/*.qm`` that matches the user's language (e.g. ``spades_desktop_ru.qm``).

    When the game speaks the user's language, Qt's own texts follow (``qtbase_LANG.qm``: the OK and Cancel
    buttons, the file and print-preview dialogs), so no English is left in the window.
    """
    locale = locale or QLocale()
    installed: list[QTranslator] = []
    try:
        from ..paths import assets_dir

        folder = assets_dir() / "translations"
    except FileNotFoundError:
        return installed
    if not folder.is_dir():
        return installed
    for qm in sorted(folder.glob("*.qm")):
        prefix = qm.stem.rsplit("_", 1)[0] if "_" in qm.stem else qm.stem
        translator = QTranslator(app)
        if translator.load(locale, prefix, "_", str(folder)) and translator.filePath() == str(qm):
            app.installTranslator(translator)
            installed.append(translator)
    if installed:
        qt_own = QTranslator(app)
        if qt_own.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            installed.append(qt_own)
    return installed


def check_arguments(preset: str | None, deal: int | None) -> str:
    """Why ``--preset``/``--deal`` cannot start a game ("" when they can)."""
    from ..engine.deal import MAX_DEAL_NUMBER

    if deal is not None and not 0 <= deal < MAX_DEAL_NUMBER:
        return f"--deal must be a deal number from 0 to {MAX_DEAL_NUMBER - 1}, not {deal}"
    if preset is not None:
        from .presets import find_preset, load_presets

        presets, _broken = load_presets()
        if find_preset(presets, preset) is None:
            return f"there is no preset {preset!r}; the presets are: {', '.join(p.id for p in presets)}"
    return ""


def run_gui(args: argparse.Namespace) -> int:
    """Open the game window; ``args.preset`` / ``args.deal`` start a particular game."""
    app = make_application()
    problem = check_arguments(getattr(args, "preset", None), getattr(args, "deal", None))
    if problem:
        print(f"spades-desktop: {problem}", file=sys.stderr)
        return 2
    translators = install_translations(app)
    from .main_window import MainWindow

    window = MainWindow()
    window.show()
    window.start(getattr(args, "preset", None), getattr(args, "deal", None))
    code = app.exec()
    del translators
    return int(code)

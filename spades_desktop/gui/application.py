"""``run_gui``: create the application, install translations, show the window, run the event loop."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QLibraryInfo, QLocale, QObject, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from .. import APP_ID, APP_NAME, ORGANIZATION


def make_application(argv: list[str] | None = None) -> QApplication:
    """The ``QApplication`` (or the one already running), named for settings and folders."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(APP_ID)  # docks group the window with its menu entry and show its icon (Wayland app id)
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
    buttons, the file and print-preview dialogs), so no English is left in the window. Qt's translation is
    installed last, so Qt asks it first; the game's answers the few texts it lacks (``qt_strings.py``: the file
    dialog's "&Look in:" and "Folder" of Qt 6.11).
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


def choose_language() -> None:
    """Speak the language the player chose in View > Language (the system's if none): every ``QLocale()``
    after this (the translations, the presets' names and rules, the sheets) is that language's."""
    from .settings import app_settings, load_language

    language = load_language(app_settings())
    if language:
        QLocale.setDefault(QLocale(language))


def check_arguments(preset: str | None, deal: int | None) -> str:
    """Why ``--preset``/``--deal`` cannot start a game ("" when they can)."""
    if deal is not None:
        from ..engine.deal import MAX_DEAL_NUMBER

        if not 0 <= deal < MAX_DEAL_NUMBER:
            return f"--deal must be a deal number from 0 to {MAX_DEAL_NUMBER - 1}, not {deal}"
    if preset is not None:
        from .presets import find_preset, load_presets

        presets, _broken = load_presets()
        if find_preset(presets, preset) is None:
            try:  # the loader says why: a broken file's own problem, or the id nearest to a typo
                from ..paths import user_presets_dir
                from ..rules import load_preset

                load_preset(preset, user_presets_dir())
            except ValueError as exc:
                return str(exc)
            except Exception:  # the plain answer below still holds
                pass
            return f"there is no preset {preset!r}; the presets are: {', '.join(p.id for p in presets)}"
    return ""


class _FirstPaint(QObject):
    """Calls back once, just after ``window`` is first painted."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback: Callable[[], None] | None = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._callback is not None:
            callback, self._callback = self._callback, None
            QTimer.singleShot(0, callback)  # after this paint has reached the screen
        return False


def after_first_paint(window: QWidget, callback: Callable[[], None]) -> None:
    """Run ``callback`` once ``window`` has been painted for the first time (start-up work that can wait)."""
    window.installEventFilter(_FirstPaint(window, callback))


def _exit_after_first_paint(app: QApplication, window: QWidget) -> None:
    """``bench/startup.py``: print ``first-paint`` at the window's first paint, then close and quit."""

    def done() -> None:
        window.close()  # closing stops the bots' threads too
        app.quit()

    class Marker(_FirstPaint):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and self._callback is not None:
                print("first-paint", flush=True)  # now, not after the work queued behind the paint
            return super().eventFilter(watched, event)

    window.installEventFilter(Marker(window, done))


def _start(app: QApplication, window: MainWindowLike, preset: str | None, deal: int | None) -> None:
    from .. import __version__

    app.setApplicationVersion(__version__)
    window.ensure_built()  # the table, once the felt and menus are on screen
    window.start(preset, deal)


class MainWindowLike(Protocol):
    def ensure_built(self) -> None: ...

    def start(self, preset_id: str | None = None, deal: int | None = None) -> None: ...


def run_gui(args: argparse.Namespace) -> int:
    """Open the game window; ``args.preset`` / ``args.deal`` start a particular game."""
    app = make_application()
    problem = check_arguments(getattr(args, "preset", None), getattr(args, "deal", None))
    if problem:
        print(f"spades-desktop: {problem}", file=sys.stderr)
        return 2
    choose_language()
    translators = install_translations(app)
    from .main_window import MainWindow

    window = MainWindow(deferred=True)  # a light first frame; ``_start`` builds the table after it is painted
    if os.environ.get("SPADES_DESKTOP_EXIT_AFTER_PAINT"):  # bench/startup.py: time to the first painted window
        _exit_after_first_paint(app, window)
    preset, deal = getattr(args, "preset", None), getattr(args, "deal", None)
    after_first_paint(window, lambda: _start(app, window, preset, deal))  # the game (presets, bots) once shown
    window.fit_to_screen()
    window.show()
    with quit_on_interrupt(app, window):
        code = app.exec()
    del translators
    return int(code)


INTERRUPTED = 130  # the exit status of a game ended with Ctrl-C (SIGINT), as a shell reports one


@contextmanager
def quit_on_interrupt(app: QApplication, window: QWidget) -> Iterator[None]:
    """Ctrl-C in the terminal closes the window the normal way (its game is autosaved) and quits with status 130.

    While Qt's event loop runs, Python's own handler only raised KeyboardInterrupt inside whichever slot ran next
    (a traceback from the table's pulse timer), or never, and the game went on. Here the handler asks Qt to close
    the window; a timer lets Python run now and then, since the signal waits for Python code to run. A second
    Ctrl-C quits at once (the window may have asked a question); a third is the default one again.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    interrupts = 0

    def close() -> None:
        quit_on_last = app.quitOnLastWindowClosed()
        app.setQuitOnLastWindowClosed(False)  # its Quit event, handled after ours, made the status 0 now and then
        window.close()  # closeEvent: autosave, the bots' threads stopped
        if window.isVisible():  # the player chose to stay (the question of a game that could not be autosaved)
            app.setQuitOnLastWindowClosed(quit_on_last)
        else:
            app.exit(INTERRUPTED)

    def handler(signum: int, frame: object) -> None:
        nonlocal interrupts
        interrupts += 1
        if interrupts == 1:
            QTimer.singleShot(0, close)  # from the event loop, not inside whatever Python code was interrupted
        else:
            signal.signal(signal.SIGINT, signal.default_int_handler)
            app.exit(INTERRUPTED)

    previous = signal.signal(signal.SIGINT, handler)
    wake = QTimer()
    wake.setInterval(200)
    wake.timeout.connect(lambda: None)  # Python runs a signal's handler between its own instructions only
    wake.start()
    try:
        yield
    finally:
        wake.stop()
        signal.signal(signal.SIGINT, previous if previous is not None else signal.default_int_handler)

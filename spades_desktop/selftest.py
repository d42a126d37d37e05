"""The self-test behind ``spades-desktop --selftest``: does this installation of the game work?

Made for the frozen app (``packaging/build.py`` and CI run it on every build)
and for a player's "does it work here?". It needs no person at the screen and
no display: on Linux without one it runs Qt offscreen. Each check prints one
line; the first that fails prints ``FAILED`` with the reason, and the exit
status is 1 (0 when all pass):

- data: the shipped assets and presets are found (inside the bundle when frozen);
- user folders: settings, saved games and presets live outside the app folder;
- qt: a QApplication starts, with the image formats and printing the game uses;
- presets: every built-in preset loads, and a hand of it plays to its score;
- window: the real game window plays one hand with four bots, animations off;
- score sheet: that hand's score sheet renders to a PDF;
- translations: every shipped translation loads.

The test never touches the player's own settings or saved games: while it
runs, ``SPADES_DESKTOP_HOME`` points at a temporary folder, which is removed.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, TextIO

from . import APP_NAME, __version__

HAND_PRESET = "standard"
HAND_SEED = 20240901
BOT_LEVELS = ("normal", "easy", "hard", "normal")  # South, West, North, East: every level plays
MAX_PRESET_STEPS = 5000


class SelfTestFailure(Exception):
    """A check failed; the message says what is wrong."""


class _Report:
    """Lines to stdout (when there is one: a windowed Windows app has none) and to an optional file."""

    def __init__(self, path: str | Path | None) -> None:
        self._file: TextIO | None = None
        if path:
            self._file = open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed in close()

    def line(self, text: str) -> None:
        for stream in (sys.stdout, self._file):
            if stream is None:
                continue
            try:
                stream.write(text + "\n")
                stream.flush()
            except (OSError, ValueError, UnicodeEncodeError):
                pass

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


@contextmanager
def _environment(name: str, value: str | None) -> Iterator[None]:
    """Set (or unset, with None) an environment variable for the duration, then restore it."""
    old = os.environ.get(name)
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old


# ---------------------------------------------------------------------------------------------------- the checks
def app_folders() -> list[Path]:
    """The folders that hold the installed program (never to be written into)."""
    if getattr(sys, "frozen", False):
        exe = Path(sys.executable).resolve()
        folders = [exe.parent]
        if exe.parent.name == "MacOS" and exe.parent.parent.name == "Contents":
            folders.append(exe.parents[2])  # the .app bundle
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle:
            folders.append(Path(bundle).resolve())
        return folders
    return [Path(__file__).resolve().parent]


def check_data() -> str:
    from .paths import assets_dir, variants_dir

    assets, variants = assets_dir(), variants_dir()
    presets = sorted(variants.glob("*.yaml"))
    if not presets:
        raise SelfTestFailure(f"no presets (*.yaml) in {variants}")
    if getattr(sys, "frozen", False):
        # (on macOS the data sits in the .app's Contents/Resources, linked from Contents/Frameworks)
        inside = [app.resolve() for app in app_folders()]
        for folder in (assets, variants):
            if not any(folder.resolve().is_relative_to(app) for app in inside):
                raise SelfTestFailure(f"the frozen app uses {folder}, which is outside the app ({inside[0]})")
    return f"assets in {assets}; {len(presets)} preset files in {variants}"


def check_user_folders(home_override: str | None) -> str:
    from .paths import saved_games_dir, user_data_dir, user_presets_dir

    if home_override:
        return f"SPADES_DESKTOP_HOME is set: user data in {home_override}"
    with _environment("SPADES_DESKTOP_HOME", None):
        folders = [user_data_dir(), user_presets_dir(), saved_games_dir()]
    for folder in folders:
        resolved = folder.expanduser().resolve()
        for app in app_folders():
            if resolved.is_relative_to(app):
                raise SelfTestFailure(f"user data would be written into the app folder: {folder} (inside {app})")
    return f"user data in {folders[0]} (outside the app folder)"


def start_qt() -> Any:
    """The game's QApplication (the running one, or a new one: offscreen where no window can open)."""
    from .app import display_problem

    problem = display_problem()
    if problem is not None:
        if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):  # a desktop the window would not open on
            print(f"note: {problem} The self-test goes on offscreen.")
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication

    running = QCoreApplication.instance()
    if running is not None and not running.inherits("QApplication"):
        raise SelfTestFailure(f"a {type(running).__name__} already runs in this process; the game needs a QApplication")
    from .gui.application import make_application

    return make_application([sys.argv[0] if sys.argv and sys.argv[0] else "spades-desktop"])


def check_qt(app: Any) -> str:
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QGuiApplication, QImage, QImageReader
    from PySide6.QtPrintSupport import QPrinter

    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    missing = {"png", "svg", "jpeg"} - formats
    if missing:
        raise SelfTestFailure(f"Qt cannot read {', '.join(sorted(missing))} images (has: {', '.join(sorted(formats))})")
    from .gui.style import THEMES, indicator_mark, spin_arrow

    for theme in THEMES.values():
        for direction in ("up", "down"):
            path = spin_arrow(direction, theme)
            if QImage(path).isNull():
                raise SelfTestFailure(f"the dialogs' spin box arrow {path or '(assets missing)'} cannot be read")
        for kind in ("check", "radio"):
            for disabled in (False, True):
                path = indicator_mark(kind, theme, disabled)
                if QImage(path).isNull():
                    raise SelfTestFailure(f"the dialogs' {kind} mark {path or '(assets missing)'} cannot be read")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if printer.resolution() <= 0:
        raise SelfTestFailure("Qt's printing support does not work")
    platform = QGuiApplication.platformName()
    return f"Qt {qVersion()}, platform {platform!r}, image formats and the dialogs' pictures ok, printing ok"


def check_presets() -> str:
    from .engine import Game, HandScored
    from .rules import load_all

    catalog = load_all()
    if catalog.broken:
        _path, message = catalog.broken[0]
        raise SelfTestFailure(f"{len(catalog.broken)} built-in preset(s) do not load; first: {message}")
    if len(catalog) == 0:
        raise SelfTestFailure("no presets loaded")
    for preset in catalog:
        rng = random.Random(HAND_SEED)
        game = Game(preset.rules, HAND_SEED)
        for _ in range(MAX_PRESET_STEPS):
            events = game.apply(rng.choice(game.legal_actions()))
            if any(isinstance(e, HandScored) for e in events):
                break
        else:
            raise SelfTestFailure(f"preset {preset.id!r}: a hand did not end after {MAX_PRESET_STEPS} moves")
    return f"{len(catalog)} presets load, and a hand of each plays to its score"


def _wait(app: Any, done: Callable[[], bool], timeout: float, what: str) -> None:
    """Run Qt's event loop until ``done()`` or ``timeout`` seconds have passed."""
    from PySide6.QtCore import QEventLoop

    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise SelfTestFailure(f"{what} did not finish within {timeout:.0f} s")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.002)


def _open_window() -> tuple[Any, Any]:
    """The game's main window and its controller, with animations off."""
    from .gui.main_window import MainWindow
    from .gui.settings import Speed

    window = MainWindow()
    window.set_speed(Speed.OFF)
    return window, window.controller


def check_window(app: Any, timeout: float) -> tuple[str, Any]:
    """Play one hand of four bots through the real window; returns the line and the finished game."""
    from .engine.game import seat_name
    from .gui.controller import GameSetup, SeatSetup
    from .rules import load_preset

    preset = load_preset(HAND_PRESET)
    rules = preset.rules
    scored: list[object] = []
    problems: list[str] = []
    errors: list[str] = []
    old_hook = sys.excepthook

    def record(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        """An exception in a Qt slot (PySide prints it and goes on): remember it, it fails the check."""
        errors.append("".join(traceback.format_exception(kind, value, tb)).rstrip())

    sys.excepthook = record
    window, controller = _open_window()
    controller.hand_scored.connect(scored.append)
    controller.notice.connect(problems.append)
    try:
        window.show()
        seats = tuple(SeatSetup(seat_name(rules, s), BOT_LEVELS[s % len(BOT_LEVELS)]) for s in range(rules.players))
        setup = GameSetup(rules=rules, seats=seats, seed=HAND_SEED, preset_id=preset.id,
                          preset_name=preset.name_in("en"))
        started = time.monotonic()
        window.start_game(setup)
        _wait(app, lambda: bool(scored) or bool(problems) or bool(errors), timeout, "a hand of four bots")
        app.processEvents()  # the scorepad and the hand's summary react to the score
        if errors:
            raise SelfTestFailure(f"an error in the window:\n{errors[0]}")
        if problems:
            raise SelfTestFailure(f"the game reported a problem: {problems[0]}")
        game = controller.game
        if game is None or not game.hands_log or game.hands_log[0].score is None:
            raise SelfTestFailure("the hand was scored on screen, but the game has no score for it")
        image = window.grab()
        if image.isNull() or image.width() < 100:
            raise SelfTestFailure("the window could not be drawn")
        seconds = time.monotonic() - started
        return f"{type(window).__name__} played a hand of bots ({', '.join(BOT_LEVELS)}) in {seconds:.1f} s", game
    finally:
        window.close()  # also stops the bots' worker threads
        controller.shutdown()
        window.deleteLater()
        app.processEvents()
        _delete_now()
        sys.excepthook = old_hook


def _delete_now() -> None:
    """Delete the objects whose ``deleteLater`` is pending (``processEvents`` leaves them to the event loop, which
    never runs here): with PySide6 6.8 the window left for the interpreter's exit crashed it (SIGSEGV, exit 139)
    after "self-test passed"."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def check_score_sheet(game: Any, folder: Path) -> str:
    from .rules import load_preset
    from .sheets import render_pdf
    from .sheets.sources import sheet_from_game

    path = folder / "selftest-sheet.pdf"
    preset_name = load_preset(HAND_PRESET).name_in("en")
    pages = render_pdf(sheet_from_game(game, preset_name=preset_name, date="2000-01-01"), path)
    data = path.read_bytes()
    if not data.startswith(b"%PDF") or pages < 1:
        raise SelfTestFailure(f"the score sheet PDF {path} is not a PDF ({len(data)} bytes, {pages} pages)")
    return f"score sheet PDF: {pages} page(s), {len(data)} bytes"


def check_translations() -> str:
    from PySide6.QtCore import QTranslator

    from .paths import assets_dir

    folder = assets_dir() / "translations"
    files = sorted(folder.glob("*.qm")) if folder.is_dir() else []
    for path in files:
        translator = QTranslator()
        if not translator.load(str(path)):
            raise SelfTestFailure(f"the translation {path} does not load")
    return f"{len(files)} translation(s) load" if files else "no translations shipped"


def how_installed(package_dir: Path | None = None) -> str:
    """How this copy of the game runs, for the report's first line: "frozen" (the built app), "installed" (a
    package under site-packages or dist-packages, as pip and Debian put it, or anywhere outside a git checkout),
    or "from source" (a git checkout, also installed with ``pip install -e``). A wheel's self-test said "from
    source" (QA)."""
    if getattr(sys, "frozen", False):
        return "frozen"
    folder = (package_dir or Path(__file__).parent).resolve()
    if any(part in ("site-packages", "dist-packages") for part in folder.parts):
        return "installed"
    checkout = any((parent / ".git").exists() for parent in (folder, *folder.parents))  # a worktree's is a file
    return "from source" if checkout else "installed"


# ----------------------------------------------------------------------------------------------------------- run
def run(report: str | Path | None = None, timeout: float = 120.0) -> int:
    """Run every check; 0 when all pass, 1 (after printing the reason) when one fails; 2 for a bad report path."""
    try:
        out = _Report(report)
    except OSError as exc:
        if sys.stderr is not None:
            print(f"error: cannot write the self-test report {report}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    out.line(f"{APP_NAME} {__version__} self-test ({how_installed()}, Python {sys.version.split()[0]}, "
             f"{sys.platform})")
    step = "start"
    home_override = os.environ.get("SPADES_DESKTOP_HOME")
    scratch = Path(tempfile.mkdtemp(prefix="spades-selftest-"))
    try:
        step = "data"
        out.line(f"ok    {step}: {check_data()}")
        step = "user folders"
        out.line(f"ok    {step}: {check_user_folders(home_override)}")
        with _environment("SPADES_DESKTOP_HOME", str(scratch / "home")):
            step = "qt"
            app = start_qt()
            out.line(f"ok    {step}: {check_qt(app)}")
            step = "presets"
            out.line(f"ok    {step}: {check_presets()}")
            step = "window"
            line, game = check_window(app, timeout)
            out.line(f"ok    {step}: {line}")
            step = "score sheet"
            out.line(f"ok    {step}: {check_score_sheet(game, scratch)}")
            step = "translations"
            out.line(f"ok    {step}: {check_translations()}")
        out.line("self-test passed")
        return 0
    except SelfTestFailure as exc:
        out.line(f"FAILED {step}: {exc}")
        out.line("self-test FAILED")
        return 1
    except Exception as exc:  # an unexpected error is a failure too, with the details a developer needs
        out.line(f"FAILED {step}: {type(exc).__name__}: {exc}")
        for text in traceback.format_exc().rstrip().splitlines():
            out.line(f"       {text}")
        out.line("self-test FAILED")
        return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        out.close()

"""Saved games for the window: the record of the game in progress, the setup of an opened one, recent files.

A saved game is the project's game record (docs/record-format.md) in a file
ending ``.spades.json``, by default in the saved-games folder
(``paths.saved_games_dir()``). Opening one replays it through the engine
(``record.replay``), so a damaged or illegal file is refused before anything
changes. The recent-games list lives in ``QSettings`` under ``recent/games``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths

from ..ai import LEVELS
from ..engine import Game
from ..paths import saved_games_dir
from ..record import GameRecord, RecordError, load_record, replay, save_record
from . import texts
from .controller import HUMAN, GameSetup, SeatSetup

if TYPE_CHECKING:
    from .presets import PresetChoice

EXTENSION = ".spades.json"
RECENT_KEY = "recent/games"
MAX_RECENT = 8
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def games_folder() -> Path:
    """The saved-games folder, created when missing (the home folder if it cannot be)."""
    folder = saved_games_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


EXPORTS = "export"  # the key of every export (score sheets, CSV, records, the duplicate comparison): one folder
FOLDER_KEY = "folders/{0}"


def documents_folder() -> Path | None:
    """The player's Documents folder (``QStandardPaths.DocumentsLocation``) when it exists, else None."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return _usable(location)


def _usable(name: str) -> Path | None:
    """``name`` as an existing absolute folder, else None (an empty, relative or vanished one, or one that
    cannot be checked)."""
    if not name:
        return None
    path = Path(name)
    try:
        return path if path.is_absolute() and path.is_dir() else None
    except (OSError, ValueError):
        return None


def player_folder(kind: str = EXPORTS, settings: QSettings | None = None) -> Path:
    """Where a file dialog of ``kind`` starts (``EXPORTS`` for every export, "preset" and "deck" for the files
    opened): the folder last used for that kind, else Documents, else the home folder, else the saved-games
    folder. Never the current directory: the Linux build started as ./SpadesDesktop from its own folder
    proposed saving a score sheet into the app folder, which a new version replaces (docs/packaging.md)."""
    for folder in (remembered_folder(kind, settings), documents_folder(), _usable(str(Path.home()))):
        if folder is not None:
            return folder
    return games_folder()


def remembered_folder(kind: str = EXPORTS, settings: QSettings | None = None) -> Path | None:
    """The folder last used for a file of ``kind`` (``remember_folder``) while it still exists, else None."""
    from .settings import app_settings, read_str

    return _usable(read_str(settings if settings is not None else app_settings(), FOLDER_KEY.format(kind), ""))


def suggested_path(name: str, kind: str = EXPORTS, settings: QSettings | None = None) -> str:
    """A file dialog's proposal: the file ``name`` in ``player_folder(kind)`` (an absolute ``name`` as it is)."""
    return os.fspath(player_folder(kind, settings) / name)


def remember_folder(path: str | Path, kind: str = EXPORTS, settings: QSettings | None = None) -> None:
    """Remember the folder of ``path`` (a file written or opened) as where the next dialog of ``kind`` starts."""
    from .settings import app_settings

    store = settings if settings is not None else app_settings()
    store.setValue(FOLDER_KEY.format(kind), os.fspath(Path(path).absolute().parent))
    store.sync()


def suggested_name(title: str, date: str, folder: Path, extension: str = EXTENSION) -> str:
    """A file name for a new save: ``Standard 2026-05-09.spades.json`` (or ``extension``), numbered when taken
    in ``folder``."""
    return free_name(f"{file_stem(title, 'game')} {date}".strip(), folder, extension)


def file_stem(title: str, fallback: str = "game") -> str:
    """``title`` as a file name's stem: no characters a file system refuses (``/``, ``:`` …), no leading or trailing
    dots or spaces; ``fallback`` when nothing is left."""
    return _UNSAFE.sub(" ", title).strip(" .") or fallback


def free_name(stem: str, folder: Path, extension: str) -> str:
    """``stem`` + ``extension``, or ``stem (2)`` + ``extension`` and so on when ``folder`` holds that file: a
    second table's score sheet did not land on the first table's."""
    name = f"{stem}{extension}"
    number = 2
    while _taken(folder / name):
        name = f"{stem} ({number}){extension}"
        number += 1
    return name


def _taken(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except (OSError, ValueError):
        return False


def with_extension(path: Path) -> Path:
    """``path`` ending in ``.json`` (a name typed without it gets ``.spades.json``)."""
    return path if path.name.lower().endswith(".json") else path.with_name(path.name + EXTENSION)


def record_of(game: Game, setup: GameSetup, *, undo_used: bool, created: str | None = None,
              forced_waits: bool = False) -> GameRecord:
    """The record of ``game`` as the window saves it: names, human or bot level, preset and the undo facts
    (``forced_waits``: the next move, a person's only one, waits for them after an undo)."""
    return GameRecord.from_game(
        game,
        names=[seat.name for seat in setup.seats],
        kinds=[HUMAN if seat.is_human else f"bot:{seat.level}" for seat in setup.seats],
        preset_id=setup.preset_id,
        preset_name=setup.preset_name,
        created=created,
        undo_allowed=setup.allow_undo,
        undo_used=undo_used,
        forced_waits=forced_waits,
    )


def save_game(record: GameRecord, path: Path) -> Path:
    """Write ``record`` atomically (``save_record``); the folder is created when missing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return save_record(record, path)


def load_game(path: Path) -> tuple[GameRecord, Game]:
    """Read and replay a saved game; a damaged or illegal one raises ``RecordError`` (a ``ValueError``)."""
    record = load_record(path)
    return record, replay(record)


def open_problem(exc: BaseException) -> str:
    """What kept a saved game from opening, told from ``load_game``'s error, for the window's sentence (the
    error's own English goes under Show Details): "missing", "unreadable", "empty", "not json", "scorekept",
    "not a record", "newer" or "damaged" (anything else: a cut or changed file, a game that does not replay)."""
    if not isinstance(exc, RecordError):
        return "unreadable" if isinstance(exc, OSError) else "damaged"
    problem = exc.problem
    if problem == "no such file":
        return "missing"
    if problem.startswith(("permission denied", "the file cannot be read", "this is ")) or (
            "larger than a game record" in problem):
        return "unreadable"
    if problem.startswith("the file is empty"):
        return "empty"
    if problem.startswith(("not valid JSON", "not a game record: the file is not UTF-8")):
        return "not json"
    if problem.startswith("a scorekeeper's game"):
        return "scorekept"
    if problem.startswith(("not a Spades Desktop game record", "not a game record: the file holds a JSON")):
        return "not a record"
    if "(made by a newer Spades Desktop?)" in problem:
        return "newer"
    return "damaged"


def setup_from_record(record: GameRecord) -> GameSetup:
    """The window's setup of a recorded game: each seat's name and kind (an unknown bot level plays Normal)."""
    humans = sum(p.kind == "human" for p in record.players)
    seats = tuple(
        SeatSetup(texts.shown_person_name(p.name, humans), HUMAN) if p.kind == "human"
        else SeatSetup(p.name, p.level if p.level in LEVELS else "normal")
        for p in record.players
    )
    return GameSetup(
        rules=record.rules,
        seats=seats,
        seed=record.seed,
        preset_id=record.preset_id or "",
        preset_name=_shown_preset_name(record),
        first_dealer=record.first_dealer,
        allow_undo=record.undo_allowed,
    )


def _shown_preset_name(record: GameRecord) -> str:
    """The recorded rules' name in the window's language (``shown_preset_name``)."""
    return shown_preset_name(record.preset_id or "", record.preset_name or "")


def shown_preset_name(preset_id: str, name: str) -> str:
    """A saved game's rules' ``name`` in the window's language when they are a known preset (``preset_id``) under
    one of its names (a game saved in English and resumed after switching to Russian showed "Standard partnership
    Spades"); a name the player gave, or a house preset's, as saved. For played and scorekept games alike."""
    return preset_namer()(preset_id, name) if preset_id else name


def preset_namer(choices: list[PresetChoice] | None = None) -> Callable[[str, str], str]:
    """``shown_preset_name`` for many games (the History list, the resume offer): the presets are read once, or
    ``choices`` (the window's) are used."""
    if choices is None:
        from .presets import load_presets  # a local import: reading the presets is only needed here

        choices = load_presets()[0]
    by_id = {choice.id: choice for choice in choices}

    def shown(preset_id: str, name: str) -> str:
        choice = by_id.get(preset_id) if preset_id else None
        names = getattr(choice.preset, "name", None) if choice is not None else None
        if choice is None or not isinstance(names, dict) or name not in names.values():
            return name  # a house preset renamed since, or a name the player gave: kept as recorded
        return choice.name

    return shown


def is_file(path: Path) -> bool:
    """``path.is_file()``, False (not an error) when the path cannot even be checked: a folder that may not be
    searched (PermissionError), a name too long for the system, and the like. Such a file is as good as missing."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


class RecentGames:
    """The last games saved or opened, newest first, kept in ``QSettings``."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings

    def paths(self) -> list[Path]:
        value = self._settings.value(RECENT_KEY, [])
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        out: list[Path] = []
        for item in items:
            if isinstance(item, str) and item and Path(item) not in out:
                out.append(Path(item))
        return out[:MAX_RECENT]

    def add(self, path: Path) -> None:
        path = path.absolute()
        self._store([path, *(p for p in self.paths() if p != path)])

    def clear(self) -> None:
        self._store([])

    def _store(self, paths: list[Path]) -> None:
        self._settings.setValue(RECENT_KEY, [str(p) for p in paths[:MAX_RECENT]])
        self._settings.sync()

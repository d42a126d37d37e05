"""Autosave: keep the record of each game in progress on disk, and never lose one.

The GUI makes one ``Autosaver`` per game, each writing its own file in the
autosave folder (``new_autosave_path``), and calls ``save(game)`` after each
action; writes are atomic (``save_record``) and skipped when nothing changed.
Every write is the whole record, complete and current when ``save`` returns
(before the next human input); only the encoding is incremental: the text of
hands that did not change since the last save is reused (``encode.HandTexts``),
so a long game's autosave does not grow costlier with every finished hand.
``clear()`` removes the file once the game is over. The last ``KEEP`` games'
files are kept (``prune``), so starting a new game never costs the previous one.

At start-up ``scan_autosaves`` sorts the folder: games that can be resumed
(newest first), finished games and games in which nothing was played
(removed), and files that cannot be resumed (damaged, unreadable, or written
by a newer version): those are *kept*, moved beside the saved games under a
dated name that never replaces another file
(``autosave-damaged-2026-11-30-2107.json``). The old single autosave file
(``games/autosave.json``) is moved into the folder the same way.

This layer has no clock: every date in a file name is a text the caller
passes (``stamp``). Which folders to use is the caller's choice too
(``paths.autosaves_dir()``, ``paths.saved_games_dir()``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import Game
from .encode import HandTexts
from .errors import RecordError
from .files import load_record, save_record
from .record import SUPPORTED_VERSIONS, GameRecord, nothing_played
from .replay import replay

KEEP = 5  # autosaves of different games kept
LEGACY_NAME = "autosave.json"  # the single autosave file of earlier versions, in the saved-games folder
PREFIX = "game-"  # autosave files are game-STAMP.json (game-STAMP-2.json when taken)
DAMAGED_PREFIX = "autosave-damaged-"
NEWER_PREFIX = "autosave-newer-version-"
_SAFE_STAMP = re.compile(r"[^0-9A-Za-z_-]+")


class Autosaver:
    """Writes ``game``'s record to one file whenever it has new actions."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        names: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        preset_id: str | None = None,
        preset_name: str | None = None,
        created: str | None = None,
    ) -> None:
        self.path = Path(path)
        self._names = None if names is None else tuple(names)
        self._kinds = None if kinds is None else tuple(kinds)
        # the seats of people (every seat when no kinds are given, as in the record)
        self._humans = None if kinds is None else frozenset(s for s, kind in enumerate(kinds) if kind == "human")
        self._preset_id = preset_id
        self._preset_name = preset_name
        self._created = created
        self._saved: object = None
        self._texts = HandTexts()  # the hands encoded by earlier saves (only new or changed hands are encoded)
        self.writes = 0  # successful writes so far
        self.undo_allowed = False  # the table's undo option and whether undo was used (the window sets them)
        self.undo_used = False
        self.forced_waits = False  # the next move, a person's only one, waits for them (the window sets it)

    def record(self, game: Game) -> GameRecord:
        return GameRecord.from_game(
            game,
            names=self._names,
            kinds=self._kinds,
            preset_id=self._preset_id,
            preset_name=self._preset_name,
            created=self._created,
            undo_allowed=self.undo_allowed,
            undo_used=self.undo_used,
            forced_waits=self.forced_waits,
        )

    def save(self, game: Game) -> bool:
        """Write the record if the game moved on (or back) since the last save; True when written.

        A game in which nothing was played yet (``nothing_played``: the bots' first moves at most) is not
        written, and its file goes if one was (moves undone back to the start): a start looked at and left
        must not push a real unfinished game out of the ``KEEP`` kept. ``OSError`` (a full disk, a removed
        folder) propagates; the previous file is then still intact.
        """
        mark = _mark(game)
        if mark == self._saved:
            return False
        humans = range(game.players) if self._humans is None else self._humans
        if nothing_played(game.hands_log, humans):
            with contextlib.suppress(OSError):  # left behind, it is dropped by the next start's scan
                self.path.unlink(missing_ok=True)
            self._saved = mark
            return False
        save_record(self.record(game), self.path, cache=self._texts)
        self._saved = mark
        self.writes += 1
        return True

    def clear(self) -> None:
        """Remove the autosave file (a finished game needs no resuming)."""
        self.path.unlink(missing_ok=True)
        self._saved = None


def _mark(game: Game) -> object:
    """Everything that was played: equal marks mean equal records (an undone and replayed move differs)."""
    return tuple((log.deal_number, tuple(log.actions)) for log in game.hands_log)


# ------------------------------------------------------------------ the folder
@dataclass(frozen=True)
class Resumable:
    """An unfinished game found in the autosave folder."""

    path: Path
    record: GameRecord
    game: Game
    mtime_ns: int


@dataclass(frozen=True)
class Unusable:
    """An autosave that cannot be resumed: damaged, unreadable or newer; where it was kept."""

    path: Path  # where it was found
    problem: str  # one line: what is wrong with it (not naming the file: ``path`` does)
    newer: bool  # written by a newer version of the game (a good file this version cannot read)
    kept_as: Path | None  # where it is now (None: it could not be moved and stays at ``path``)
    move_error: str = ""  # why it could not be moved


@dataclass
class AutosaveScan:
    """What ``scan_autosaves`` found."""

    resumable: list[Resumable] = field(default_factory=list)  # newest first
    unusable: list[Unusable] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)  # finished games and games beyond KEEP


def safe_stamp(stamp: str) -> str:
    """``stamp`` made safe for a file name on every platform (``2026-11-30 21:07`` → ``2026-11-30-21-07``)."""
    return _SAFE_STAMP.sub("-", stamp).strip("-") or "undated"


def unique_path(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """``folder/stem.json``, or ``stem-2.json``, ``stem-3.json``… the first name not taken."""
    for n in range(1, 10_000):
        path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        if not os.path.lexists(path):
            return path
    raise OSError(f"{folder}: too many files named {stem}")


def new_autosave_path(folder: str | os.PathLike[str], stamp: str) -> Path:
    """A free file name for a new game's autosave (``game-2026-11-30-210705.json``)."""
    return unique_path(Path(folder), PREFIX + safe_stamp(stamp))


def autosave_files(folder: str | os.PathLike[str]) -> list[Path]:
    """The autosave files in ``folder`` (regular files only), newest first."""
    found: list[tuple[int, str, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        if not (entry.name.startswith(PREFIX) and entry.name.endswith(".json")):
            continue
        try:
            if entry.is_file():
                found.append((entry.stat().st_mtime_ns, entry.name, Path(entry.path)))
        except OSError:
            continue
    found.sort(reverse=True)
    return [path for _, _, path in found]


def keep_aside(path: Path, backup_folder: Path, stamp: str, *, newer: bool = False, name: str = "autosave") -> Path:
    """Move an autosave that cannot be resumed to ``backup_folder`` under a dated, unused name; never overwrites.

    The name is ``autosave-damaged-STAMP.json`` or ``autosave-newer-version-STAMP.json`` (another file kept this
    way, such as a duplicate match, gives its own ``name`` for the first word). Returns the new path;
    ``OSError`` when it cannot be moved (the file then stays where it is).
    """
    stem = f"{name}-{'newer-version' if newer else 'damaged'}-{safe_stamp(stamp)}"
    for _ in range(100):
        target = unique_path(backup_folder, stem)
        if _move_no_replace(path, target):
            return target
    raise OSError(f"{backup_folder}: no free name for {path.name}")


def set_aside(path: Path, problem: str, stamp: str, *, newer: bool, name: str) -> Unusable:
    """Keep a file the game cannot use (damaged, or of a newer version) beside it under a dated name (``keep_aside``
    in its own folder), so that nothing overwrites it; what became of it (``kept_as`` None: it could not be moved)."""
    try:
        kept = keep_aside(path, path.parent, stamp, newer=newer, name=name)
    except OSError as exc:
        return Unusable(path, problem, newer, None, exc.strerror or str(exc))
    return Unusable(path, problem, newer, kept)


def _move_no_replace(source: Path, target: Path) -> bool:
    """Rename ``source`` to ``target`` unless ``target`` exists (False then: pick another name)."""
    try:
        os.link(source, target)  # fails when the target exists, so nothing is ever replaced
    except FileExistsError:
        return False
    except OSError:  # no hard links here (some file systems): check, then rename
        if os.path.lexists(target):
            return False
        os.rename(source, target)
        return True
    try:
        os.unlink(source)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(target)  # the original is still in place: do not leave a second name for it
        raise
    return True


def check_autosave(path: Path) -> Resumable | Unusable | None:
    """Read and replay one autosave: a ``Resumable`` game, an ``Unusable`` file (not moved yet), or None (finished)."""
    return _check(path)[0]


def _check(path: Path) -> tuple[Resumable | Unusable | None, GameRecord | None]:
    """``check_autosave``, with the record read (None for an unusable file): a finished game's goes to History
    as read here, not read a second time."""
    try:
        record = load_record(path)
        game = replay(record)
        mtime = path.stat().st_mtime_ns
    except Exception as exc:  # whatever is wrong with the file, it is kept and reported, never fatal
        problem = exc.in_file if isinstance(exc, RecordError) else str(exc)  # the path is named beside it
        return Unusable(path, problem or type(exc).__name__, _is_newer(path), None), None
    if game.is_over:
        return None, record
    return Resumable(path, record, game, mtime), record


def _is_newer(path: Path) -> bool:
    """Whether the file says it is a record of a version this one does not know (a newer game wrote it)."""
    try:
        with open(path, "rb") as f:
            data = json.loads(f.read(2_000_000).decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return False
    version = data.get("version") if isinstance(data, dict) else None
    return type(version) is int and version > max(SUPPORTED_VERSIONS)


def _real(path: Path) -> Path:
    """The file ``path`` names, for telling two names of one file apart; a link that loops is its own name."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a symbolic link loop: RuntimeError before Python 3.13
        return path.absolute()


def prune(folder: str | os.PathLike[str], keep: int = KEEP, *, protect: Iterable[Path] = ()) -> list[Path]:
    """Remove the autosaves beyond the newest ``keep`` (``protect``: files never removed); returns those removed.

    Only games this version can resume are removed. A file that cannot be resumed (damaged, or written by a
    newer version) is never deleted here, whichever way the game was started: the next start-up's
    ``scan_autosaves`` keeps it aside and says so. Nor is a finished game's: its autosave is still there only
    while History has not stored its end, and the next start-up's scan gives it to History first.
    """
    protected = {_real(Path(p)) for p in protect}
    removed = []
    kept = 0
    for path in autosave_files(folder):
        if _real(path) in protected or kept < keep:
            kept += 1
            continue
        if not isinstance(check_autosave(path), Resumable):
            continue
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def scan_autosaves(folder: str | os.PathLike[str], backup_folder: str | os.PathLike[str], stamp: str,
                   *, keep: int = KEEP, settle: Callable[[GameRecord], bool] | None = None,
                   skip: Iterable[Path] = ()) -> AutosaveScan:
    """Sort the autosave ``folder`` at start-up (see the module docstring).

    The old single file ``backup_folder/autosave.json`` is moved into
    ``folder`` first. Unusable files are moved to ``backup_folder`` under a
    name made from ``stamp``; finished games and the unfinished ones beyond
    the newest ``keep`` are removed. A finished game is first given to
    ``settle`` (the window stores it in its history); it stays when ``settle``
    returns False, to be settled at the next start. Missing folders are
    created when needed. ``skip``: the games another window of the game is
    playing (the GUI's locks say which): neither offered, nor moved, nor
    removed.
    """
    folder, backups = Path(folder), Path(backup_folder)
    skipped = {Path(p).absolute() for p in skip}
    scan = AutosaveScan()
    legacy = backups / LEGACY_NAME
    if legacy.is_file():
        _migrate(legacy, folder, backups, stamp, scan)
    for path in autosave_files(folder):
        if path.absolute() in skipped:
            continue
        found, record = _check(path)
        if isinstance(found, Resumable) and found.record.untouched:
            found = None  # nothing played in it (an older version wrote it): removed, neither offered nor stored
        elif found is None and record is not None and settle is not None and not _settled(record, settle):
            continue  # a finished game not stored yet: kept for the next start
        _sort(path, found, backups, stamp, scan)
    scan.resumable.sort(key=lambda r: (r.mtime_ns, r.path.name), reverse=True)
    for extra in scan.resumable[keep:]:
        with contextlib.suppress(OSError):
            extra.path.unlink()
            scan.removed.append(extra.path)
    del scan.resumable[keep:]
    return scan


def same_game(a: GameRecord, b: GameRecord) -> bool:
    """Two records of one game: the same start (which names a game), deal number, first dealer and players."""
    return bool(a.created) and (a.created, a.seed, a.first_dealer, [p.name for p in a.players]) == (
        b.created, b.seed, b.first_dealer, [p.name for p in b.players])


def find_same_game(folder: str | os.PathLike[str], record: GameRecord) -> Resumable | None:
    """The unfinished autosave in ``folder`` of the game of ``record`` (continued from History or opened from a
    file, it goes on in that autosave: a second one listed the game twice at the next start), or None."""
    for path in autosave_files(folder):
        found = check_autosave(path)
        if isinstance(found, Resumable) and same_game(found.record, record):
            return found
    return None


def _settled(record: GameRecord, settle: Callable[[GameRecord], bool]) -> bool:
    """Give a finished game's ``record`` to ``settle``; whether its file may go."""
    try:
        return settle(record)
    except Exception:  # whatever went wrong storing it, the file is left for the next start
        return False


def _migrate(legacy: Path, folder: Path, backups: Path, stamp: str, scan: AutosaveScan) -> None:
    found = check_autosave(legacy)
    if isinstance(found, Resumable):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for _ in range(100):
                if _move_no_replace(legacy, new_autosave_path(folder, stamp)):
                    return  # sorted with the others next
        except OSError:
            scan.resumable.append(found)  # resume it where it is
        return
    _sort(legacy, found, backups, stamp, scan)


def _sort(path: Path, found: Resumable | Unusable | None, backups: Path, stamp: str, scan: AutosaveScan) -> None:
    if isinstance(found, Resumable):
        scan.resumable.append(found)
    elif isinstance(found, Unusable):
        try:
            backups.mkdir(parents=True, exist_ok=True)
            kept = keep_aside(path, backups, stamp, newer=found.newer)
        except OSError as exc:
            scan.unusable.append(Unusable(path, found.problem, found.newer, None, exc.strerror or str(exc)))
        else:
            scan.unusable.append(Unusable(path, found.problem, found.newer, kept))
    elif found is None:
        with contextlib.suppress(OSError):
            path.unlink()
            scan.removed.append(path)

"""Opening the history file and storing games in it: the only I/O of the history layer.

``open_history(path)`` returns a ``History``; every problem is a ``HistoryError``
with a message a player can read (see errors.py). The file uses SQLite's WAL
journal and a busy timeout, so two windows of the game can write at once. A
damaged file is renamed (``history.sqlite3.damaged-1`` ...) and a new one
started with every game that can still be read from it (``salvage``);
``History.notice`` then says so. Nothing here reads a clock: the
caller passes the time to store.
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import shutil
import sqlite3
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Final

from ..record import GameRecord, RecordError
from . import csvfiles, queries
from .errors import CorruptError, DiskFullError, HistoryError, LockedError, NewerVersionError, ReadOnlyError, UsageError
from .queries import Filters, GameSummary, PlayerStats, ResultPoint
from .rows import GAME_COLUMNS, HAND_COLUMNS, SEAT_COLUMNS, KeptGame, Status, game_rows, unpack_record
from .schema import MIGRATIONS, SCHEMA_VERSION

FILE_NAME: Final = "history.sqlite3"  # in the user data folder (paths.user_data_dir)
BUSY_TIMEOUT: Final = 5.0  # seconds a writer waits for another one
_FIXED: Final[tuple[str, ...]] = ("game_key", "created")  # kept from the first store of a game
_INSERT_SEAT: Final = f"INSERT INTO seats ({', '.join(SEAT_COLUMNS)}) VALUES ({', '.join('?' * len(SEAT_COLUMNS))})"
_INSERT_HAND: Final = (f"INSERT OR REPLACE INTO hands ({', '.join(HAND_COLUMNS)}) "
                       f"VALUES ({', '.join('?' * len(HAND_COLUMNS))})")
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 5, 6, 8, 10, 11, 13, 14, 26
NEARLY_FULL: Final = 1 << 20  # bytes free on the disk below which an I/O error is taken for a full disk


def _code(exc: sqlite3.Error) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def _is_corrupt(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return _code(exc) in (_CORRUPT, _NOTADB) or "not a database" in text or "malformed" in text


def _disk_full(exc: sqlite3.Error, path: Path) -> bool:
    """Whether ``exc`` says, or an I/O error means, that the disk of ``path`` is full.

    SQLite reports a full disk as SQLITE_FULL only sometimes; as often it is an I/O error (SQLITE_IOERR_WRITE,
    _FSYNC, _SHMSIZE …, "disk I/O error") that carries no errno, so the free space of the file's folder decides:
    a filled disk said "the history file cannot be used (disk I/O error)" (QA)."""
    if _code(exc) == _FULL or "full" in str(exc).lower():
        return True
    if _code(exc) != _IOERR and "i/o error" not in str(exc).lower():
        return False
    try:
        return shutil.disk_usage(path.parent).free < NEARLY_FULL
    except OSError:  # a folder gone or not readable: the free space is not known
        return False


def explain(exc: sqlite3.Error, path: Path, doing: str) -> HistoryError:
    """The ``HistoryError`` for an SQLite error met while ``doing`` something."""
    code, text = _code(exc), str(exc).lower()
    if code in (_BUSY, _LOCKED) or "locked" in text or "busy" in text:
        return LockedError(f"{path}: the history file is busy (another window or program is writing it), "
                           f"so {doing} did not happen; close the other program or try again")
    if code == _READONLY or "readonly" in text or "read-only" in text:
        return ReadOnlyError(f"{path}: the history file is read-only, so {doing} did not happen; "
                             "make the file and its folder writable to keep new games")
    if _is_corrupt(exc):
        return CorruptError(f"{path}: the history file is damaged ({exc}); the game keeps it as a backup "
                            "and starts a new one the next time it opens")
    if os.path.isdir(path):  # ``mkdir history.sqlite3``: SQLite said "unable to open database file" (QA)
        return HistoryError(f"{path}: this is a folder, not the history file, so {doing} did not happen; "
                            "move or rename the folder to start a new history")
    if _disk_full(exc, path):
        return _full(path, doing)
    return HistoryError(f"{path}: the history file cannot be used ({exc}), so {doing} did not happen")


def _full(path: Path, doing: str) -> DiskFullError:
    return DiskFullError(f"{path}: the disk is full, so {doing} did not happen; free some space")


def backup_name(path: Path) -> Path:
    """The first free ``NAME.damaged-N`` beside ``path``."""
    n = 1
    while True:
        candidate = path.with_name(f"{path.name}.damaged-{n}")
        if not candidate.exists():
            return candidate
        n += 1


JOURNALS: Final = ("-wal", "-shm")  # SQLite's files beside the history in WAL mode


def _journals(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in JOURNALS]


def keep_aside(path: Path) -> Path:
    """Rename a damaged file (and its journal files) to a backup name; returns the backup's path."""
    backup = backup_name(path)
    for journal, suffix in zip(_journals(path), JOURNALS, strict=True):
        if journal.exists():
            os.replace(journal, backup.with_name(backup.name + suffix))
    os.replace(path, backup)
    return backup


def _writable(path: Path) -> bool:
    """Whether the history can be written: the file (and its journal files) and its folder."""
    if path.exists():
        return (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
                and all(os.access(j, os.W_OK) for j in _journals(path) if j.exists()))
    return os.access(path.parent, os.W_OK)


def _mend_journals(path: Path) -> None:
    """Give write permission back to journal files an older version's read-only session left read-only.

    SQLite makes ``-wal`` and ``-shm`` with the history file's permissions; made while the file was read-only,
    they stayed so after the player made the file writable, and every game after that failed to be stored.
    """
    if not os.access(path, os.W_OK):
        return
    for journal in _journals(path):
        if journal.exists() and not os.access(journal, os.W_OK):
            with contextlib.suppress(OSError):
                journal.chmod(journal.stat().st_mode | 0o200)


def _connect(path: Path, timeout: float, read_only: bool) -> sqlite3.Connection:
    if read_only:
        conn = _connect_read_only(path, timeout)
    else:
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA user_version").fetchone()  # reads the header: a non-database fails here
    except BaseException:
        conn.close()
        raise
    return conn


def _connect_read_only(path: Path, timeout: float) -> sqlite3.Connection:
    """A connection that reads the history and writes nothing beside it.

    A plain read-only connection to a file in WAL mode makes the journal files (read-only, as the file is,
    and left behind), and fails in a read-only folder, where it cannot make them. So the file is opened as
    unchanging (``immutable``) unless its ``-wal`` holds games not yet written into it: then those are read
    too, where the folder allows, and otherwise the file alone is shown.
    """
    uri = path.resolve().as_uri()
    wal = _journals(path)[0]
    pending = wal.exists() and wal.stat().st_size > 0
    if pending:
        conn = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=timeout, isolation_level=None)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # reading the journal needs its -shm
            return conn
        except sqlite3.OperationalError:
            conn.close()
    return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, timeout=timeout, isolation_level=None)


def _check(conn: sqlite3.Connection) -> None:
    """Raise ``sqlite3.DatabaseError`` when SQLite finds the file damaged."""
    rows = conn.execute("PRAGMA quick_check(1)").fetchall()
    if rows != [("ok",)]:
        raise sqlite3.DatabaseError(f"database disk image is malformed: {rows[0][0]}")


def migrate(conn: sqlite3.Connection, path: Path) -> None:
    """Bring the file up to ``SCHEMA_VERSION``, one migration step after another, in one transaction."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _newer(path, version)
        for step in MIGRATIONS[version:]:
            for statement in (*step.statements, *step.derive):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _newer(path: Path, version: int) -> NewerVersionError:
    return NewerVersionError(
        f"{path}: the history file was written by a newer version of Spades Desktop (schema {version}; "
        f"this version reads up to {SCHEMA_VERSION}); it is left as it is: update the game to see statistics")


def open_history(path: str | os.PathLike[str], *, timeout: float = BUSY_TIMEOUT, check: bool = True,
                 read_only_if_full: bool = False) -> History:
    """Open (or create) the history file at ``path``; the folder is created when missing.

    A damaged file is kept as a backup and a new one started (``History.notice``
    says so); a newer-version file raises ``NewerVersionError`` and is left
    alone; a file that cannot be written opens read-only (``History.read_only``).
    ``check`` runs SQLite's quick integrity check on opening. On a full disk
    (``DiskFullError``) an existing file opens read-only when ``read_only_if_full``
    (``History.full_disk``): reading needs no room, and the History window
    showed no games on a full disk while it listed them from a read-only one
    (QA). A writer that keeps the file open leaves it False: it opens the file
    again, writable, once there is room.
    """
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise HistoryError(
            f"{target.parent}: the folder for the history file cannot be made ({exc.strerror})") from None
    _mend_journals(target)
    read_only = not _writable(target)
    if read_only and not target.exists():
        raise ReadOnlyError(f"{target}: the folder is read-only, so no history file can be made there")
    notice = ""
    recovered: int | None = None
    full_disk = False
    try:
        conn = _open_checked(target, timeout, read_only, check)
    except sqlite3.DatabaseError as exc:
        if not _is_corrupt(exc) or read_only:
            error = explain(exc, target, "opening the history")
            if not (read_only_if_full and isinstance(error, DiskFullError) and target.is_file()):
                raise error from None
            try:
                conn = _open_checked(target, timeout, True, check)
            except (sqlite3.Error, HistoryError):
                raise error from None
            read_only = full_disk = True
        else:
            conn, recovered, notice = _start_anew(target, timeout)
    except sqlite3.Error as exc:
        raise explain(exc, target, "opening the history") from None
    history = History(conn, target, read_only=read_only, notice=notice, full_disk=full_disk)
    history.recovered = recovered
    if full_disk:
        history.notice = (notice + " " if notice else "") + (
            "The disk is full: the games are listed and statistics shown, new games are not stored.")
    elif read_only:
        history.notice = (notice + " " if notice else "") + (
            "The history file is read-only: statistics are shown, new games are not stored.")
    return history


def _start_anew(target: Path, timeout: float) -> tuple[sqlite3.Connection, int, str]:
    """A damaged history kept aside and a new one started with the games still read from it: the connection, how
    many games were recovered, and the notice saying so."""
    try:
        backup = keep_aside(target)
    except OSError as err:
        raise HistoryError(f"{target}: the history file is damaged and cannot be renamed ({err.strerror}); "
                           "move it away to start a new history") from None
    try:
        conn = _open_checked(target, timeout, False, False)
    except sqlite3.Error as err:
        raise explain(err, target, "starting a new history") from None
    try:
        recovered = salvage(backup, conn)
    except sqlite3.Error as err:  # the new file cannot be written: a full disk, say
        conn.close()
        raise explain(err, target, "recovering the games of the damaged history") from None
    return conn, recovered, _salvaged_notice(backup, recovered)


def _salvaged_notice(backup: Path, recovered: int) -> str:
    if not recovered:
        return (f"The history file was damaged; it is kept as {backup.name} and a new history was started: "
                "no game could be read from it.")
    games = "1 game" if recovered == 1 else f"{recovered} games"
    return (f"The history file was damaged; it is kept as {backup.name} and a new history was started with the "
            f"{games} that could still be read from it (any other game is only in the kept file).")


_SALVAGED: Final = ("games", "records", "seats", "hands")  # in this order: each row's game is copied before it


def salvage(damaged: Path, conn: sqlite3.Connection) -> int:
    """Copy every game that can still be read from the ``damaged`` history file (kept aside) into the new, empty
    history ``conn``, game by game: a game any of whose rows cannot be read is left out. Returns how many games
    were copied; they keep their ids.

    The whole file used to be set aside and the history started empty when SQLite's check found one damaged
    page, with every other game still readable (QA: 125 games); now only the unreadable games are missing.
    """
    try:
        old = _connect_read_only(damaged, 0.0)
    except sqlite3.Error:
        return 0
    try:
        return _copy_readable(old, conn)
    finally:
        old.close()


def _readable(old: sqlite3.Connection, sql: str, args: tuple[object, ...] = ()) -> list[tuple[object, ...]] | None:
    """The rows of ``sql`` in the damaged file, or None when they cannot all be read."""
    try:
        return old.execute(sql, args).fetchall()
    except (sqlite3.Error, UnicodeDecodeError, OverflowError, MemoryError):
        return None


def _copy_readable(old: sqlite3.Connection, conn: sqlite3.Connection) -> int:
    version = _readable(old, "PRAGMA user_version")
    if not version or not isinstance(version[0][0], int) or not 0 < version[0][0] <= SCHEMA_VERSION:
        return 0
    columns: dict[str, list[str]] = {}
    for table in _SALVAGED:
        have = _readable(old, f"PRAGMA table_info({table})")
        if not have:
            return 0
        new = {str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")}
        columns[table] = [str(row[1]) for row in have if row[1] in new]
    ids: set[int] = set()
    # a damaged page stops a scan: from both ends, the games on either side of it; the table itself, not an index
    # of it (SQLite reads the ids from a smaller index, and a damaged index hid the games it lists)
    for table, key, order in itertools.product(("games", "records"), ("id", "game_id"), ("ASC", "DESC")):
        if (table == "games") != (key == "id"):
            continue
        try:
            for (game_id,) in old.execute(f"SELECT {key} FROM {table} NOT INDEXED ORDER BY {key} {order}"):
                ids.add(int(game_id))
        except (sqlite3.Error, TypeError, ValueError):
            pass
    copied = 0
    conn.execute("BEGIN IMMEDIATE")
    try:
        for game_id in sorted(ids):
            rows = _game_rows(old, columns, game_id)
            if rows is None:
                rows = _rebuilt_rows(old, columns, game_id)
            if rows is None:
                continue
            conn.execute("SAVEPOINT game")
            try:
                for table, table_rows in zip(_SALVAGED, rows, strict=True):
                    names = columns[table]
                    conn.executemany(f"INSERT INTO {table} ({', '.join(names)}) "
                                     f"VALUES ({', '.join('?' * len(names))})", table_rows)
                conn.execute("RELEASE game")
                copied += 1
            except sqlite3.IntegrityError:  # rows that contradict each other (a damaged cell): the game is left out
                conn.execute("ROLLBACK TO game")
                conn.execute("RELEASE game")
        if version[0][0] < SCHEMA_VERSION:  # what the later migrations work out from the older columns
            for step in MIGRATIONS[version[0][0]:]:
                for statement in step.derive:
                    conn.execute(statement)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    return copied


def _game_rows(old: sqlite3.Connection, columns: dict[str, list[str]], game_id: int
               ) -> list[list[tuple[object, ...]]] | None:
    """The rows of one game in the damaged file, table by table (``_SALVAGED``); None when any cannot be read."""
    out = []
    for table in _SALVAGED:
        key = "id" if table == "games" else "game_id"
        sql = f"SELECT {', '.join(columns[table])} FROM {table} WHERE {key} = ?"
        rows = _readable(old, sql, (game_id,))
        if rows is None and table == "seats":  # its index may be the damaged part: the table itself, read whole
            rows = _readable(old, sql.replace(" WHERE ", " NOT INDEXED WHERE "), (game_id,))
        if rows is None or (table in ("games", "records") and len(rows) != 1):
            return None
        out.append(rows)
    return out


def _rebuilt_rows(old: sqlite3.Connection, columns: dict[str, list[str]], game_id: int
                  ) -> list[list[tuple[object, ...]]] | None:
    """The rows of a game played in the app whose games row is damaged, made again from its stored record (which
    replays it); its status and start as its seats rows say. None when the record cannot be read either."""
    found = _readable(old, "SELECT record FROM records WHERE game_id = ?", (game_id,))
    if not found or not isinstance(found[0][0], bytes):
        return None
    try:
        record = GameRecord.from_json(unpack_record(found[0][0]), source=f"history game {game_id}")
    except (RecordError, ValueError, OSError, zlib.error, TypeError, RecursionError, MemoryError):
        return None  # not a played game's record (a scorekept game's file), or damaged
    seat = _readable(old, "SELECT status, created FROM seats NOT INDEXED WHERE game_id = ? LIMIT 1", (game_id,))
    stored_status, created = seat[0] if seat else ("abandoned", record.created)
    status: Status = "in_progress" if stored_status == "in_progress" else "abandoned"  # unless it has a winner
    try:
        rows = game_rows(dataclasses.replace(record, created=str(created or record.created or "")),
                         now=str(created or ""), status=None if record.winner is not None else status)
    except (ValueError, TypeError, UnicodeEncodeError):
        return None
    game = dict(zip(GAME_COLUMNS, rows.game, strict=True), id=game_id)
    seats = [dict(zip(SEAT_COLUMNS, row, strict=True), game_id=game_id) for row in rows.seats]
    hands = [dict(zip(HAND_COLUMNS, row, strict=True), game_id=game_id) for row in rows.hands]
    if columns["records"] != ["game_id", "record"]:
        return None
    out: list[list[tuple[object, ...]]] = [[tuple(game.get(c) for c in columns["games"])], [(game_id, rows.record)]]
    out += [[tuple(r.get(c) for c in columns[table]) for r in table_rows]
            for table, table_rows in (("seats", seats), ("hands", hands))]
    return out


def _open_checked(path: Path, timeout: float, read_only: bool, check: bool) -> sqlite3.Connection:
    conn = _connect(path, timeout, read_only)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise _newer(path, version)
        if check and version:
            _check(conn)
        if not read_only:  # only now: switching to WAL writes to the file, and a damaged one is kept as found
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
        if version < SCHEMA_VERSION:
            if read_only:
                raise ReadOnlyError(f"{path}: the history file is from an older version and read-only, "
                                    "so it cannot be updated; make it writable")
            migrate(conn, path)
    except BaseException:
        conn.close()
        raise
    return conn


def _not_utf8(exc: UnicodeEncodeError, doing: str) -> HistoryError:
    """A text that cannot be stored: it holds a lone surrogate (half of a character, or a byte that is not UTF-8)."""
    shown = exc.object[exc.start:exc.end].encode("utf-8", "backslashreplace").decode("ascii")
    return HistoryError(f"{doing} did not happen: a text holds an invalid character ({shown}), half of a character "
                        "or bytes that are not UTF-8")


class History:
    """An open history file: store games, read them back, and compute statistics.

    Not thread-safe: use it from one thread (each window or process opens its own).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, *, read_only: bool = False, notice: str = "",
                 full_disk: bool = False) -> None:
        self.conn = conn
        self.path = path
        self.read_only = read_only or full_disk
        self.full_disk = full_disk  # read-only because the disk was full on opening (``open_history``)
        self.notice = notice  # something the player should read once (a backup was made, read-only)
        # a damaged file was kept aside on opening: how many of its games were copied into this new history
        self.recovered: int | None = None

    # ---------------------------------------------------------------- plumbing
    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _guard(self, doing: str) -> Iterator[sqlite3.Connection]:
        try:
            yield self.conn
        except sqlite3.Error as exc:
            raise explain(exc, self.path, doing) from None
        except UnicodeEncodeError as exc:  # a lone surrogate ("\udcff") in a name: SQLite takes UTF-8 text only
            raise _not_utf8(exc, doing) from None

    @contextlib.contextmanager
    def _write(self, doing: str) -> Iterator[sqlite3.Connection]:
        if self.full_disk:
            raise _full(self.path, doing)
        if self.read_only:
            raise ReadOnlyError(f"{self.path}: the history file is read-only, so {doing} did not happen; "
                                "make the file and its folder writable to keep new games")
        with self._guard(doing) as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise

    @property
    def version(self) -> int:
        with self._guard("reading the schema version") as conn:
            return int(conn.execute("PRAGMA user_version").fetchone()[0])

    # ---------------------------------------------------------------- storing
    def store(self, record: GameRecord | KeptGame, *, now: str, status: Status | None = None) -> int:
        """Store (or update) the game of ``record`` (a played game's record, or a scorekept game) at time ``now``;
        returns its id.

        The same game stored again (the next hand, a finish; for a scorekept game a hand entered, corrected or
        removed) replaces its rows, so undone hands disappear. ``status`` is for unfinished games:
        ``in_progress`` (default) or ``abandoned``.

        ``updated`` is ``now``, except for a game stored finished that was already stored finished (a finished
        game opened or imported again, a finished scorekept game corrected): it keeps the time it ended, which
        orders the streaks and "the latest game" (queries.FINISH_ORDER). Stored again at ``now`` it became the
        last game finished, and the current streak turned with it.
        """
        try:
            rows = game_rows(record, now=now, status=status)
        except UnicodeEncodeError as exc:
            raise _not_utf8(exc, "storing the game") from None
        with self._write("storing the game") as conn:
            found = conn.execute("SELECT id, created, status, updated FROM games WHERE game_key = ?",
                                 (rows.key,)).fetchone()
            created = rows.game[1] if found is None else found[1]
            fixed = _FIXED + (("updated",) if found is not None and found[2] == "finished"
                              and rows.game[GAME_COLUMNS.index("status")] == "finished" else ())
            if found is None:
                cols = ", ".join(GAME_COLUMNS)
                marks = ", ".join("?" * len(GAME_COLUMNS))
                game_id = int(conn.execute(f"INSERT INTO games ({cols}) VALUES ({marks})", rows.game).lastrowid or 0)
            else:
                game_id = int(found[0])
                keep = [(c, v) for c, v in zip(GAME_COLUMNS, rows.game, strict=True) if c not in fixed]
                conn.execute(f"UPDATE games SET {', '.join(c + ' = ?' for c, _ in keep)} WHERE id = ?",
                             [v for _, v in keep] + [game_id])
                conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                last = max((r[1] for r in rows.hands), default=0)
                conn.execute("DELETE FROM hands WHERE game_id = ? AND hand_number > ?", (game_id, last))
            conn.execute("INSERT OR REPLACE INTO records (game_id, record) VALUES (?, ?)", (game_id, rows.record))
            conn.executemany(_INSERT_SEAT, [(game_id, r[1], created, *r[3:]) for r in rows.seats])
            conn.executemany(_INSERT_HAND, [(game_id, *r[1:]) for r in rows.hands])
        return game_id

    def arrival_time(self, game: GameRecord | KeptGame, *, now: str, ended: str | None = None) -> str:
        """The time to store a game that comes from a file at (``store``'s ``now``: the games row's ``updated``,
        which orders the streaks and "the latest game", ``queries.FINISH_ORDER``): a game imported with
        ``history import``, a finished game opened in the window, one found finished in an autosave at start-up.
        Stored at the time it came, a game played last week became the last game finished, and a folder imported
        at once finished in the order of its file names. ``now`` is the time it comes; ``ended`` when the game
        is known to have ended (the app's own autosave, written last at the game's last card).

        - a game History holds finished: the time it ended there (``store`` keeps it anyway);
        - ``ended`` when given (never later than ``now``: a clock set wrong made it the latest game for good);
        - a finished game History holds unfinished (it missed the end): the last time History stored it (its
          last hand stored, or when it was left). A file does not say when its game ended; this is the nearest
          time known, and the game keeps its place among those played after it;
        - an unfinished game History holds: ``now`` (it goes on, as a game resumed now does);
        - a game History does not hold: its start (``created``), the only time a file gives;
        - a file with no start (an earlier version's, one written by hand): ``now``, nothing else being known.
        """
        key = game_rows(game, now=now).key
        with self._guard("looking for the game") as conn:
            found = conn.execute("SELECT status, updated FROM games WHERE game_key = ?", (key,)).fetchone()
        if found is not None and found[0] == "finished":
            return str(found[1])
        if ended:
            return min(ended, now)
        if found is not None:
            return str(found[1]) if game.winner is not None else now
        return game.created or now

    def mark_abandoned(self, game_id: int, *, now: str) -> None:
        """An unfinished game left for another: shown as abandoned (it can still be continued)."""
        with self._write("marking the game abandoned") as conn:
            conn.execute("UPDATE games SET status = 'abandoned', updated = ? WHERE id = ? AND status = 'in_progress'",
                         (now, game_id))
            conn.execute("UPDATE seats SET status = 'abandoned' WHERE game_id = ? AND status = 'in_progress'",
                         (game_id,))

    def delete(self, game_id: int) -> bool:
        """Delete one game and its hands (the caller asked the player first); False if it was not there."""
        with self._write("deleting the game") as conn:
            return conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0

    def drop_untouched(self, keep: Callable[[GameRecord], bool] | None = None) -> int:
        """Delete the stored starts in which nothing was played (``GameRecord.untouched``) and return how many.

        Earlier versions stored a game as soon as the bots made their first bids, so a start only looked at and
        left stayed in History as an unfinished game of 0 hands, and Statistics counted it. Such a start is no
        game; the app no longer stores one. A record that cannot be read is kept (it is not known to be
        empty), and so is one ``keep`` names: the stored start of a game played on since (an earlier version
        stored it at the deal and never again in its first hand; its autosave holds the moves, an upgrade QA
        saw it deleted)."""
        with self._guard("looking for starts in which nothing was played") as conn:
            rows = conn.execute("SELECT g.id, r.record FROM games g JOIN records r ON r.game_id = g.id "
                                "WHERE g.source = 'played' AND g.hands_played = 0 AND g.status != 'finished'"
                                ).fetchall()
        empty = []
        for game_id, data in rows:
            try:
                record = GameRecord.from_json(unpack_record(data), source=f"history game {game_id}")
            except (RecordError, ValueError, OSError, zlib.error, TypeError, RecursionError, MemoryError):
                continue
            if record.untouched and not (keep is not None and keep(record)):
                empty.append((int(game_id),))
        if empty:
            with self._write("removing starts in which nothing was played") as conn:
                conn.executemany("DELETE FROM games WHERE id = ?", empty)
        return len(empty)

    # ---------------------------------------------------------------- reading
    def _stored(self, game_id: int) -> tuple[str, bytes]:
        """The source of a game and its stored record bytes; ``HistoryError`` when it is missing."""
        with self._guard("reading the game") as conn:
            row = conn.execute("SELECT g.source, r.record FROM games g JOIN records r ON r.game_id = g.id "
                               "WHERE g.id = ?", (game_id,)).fetchone()
        if row is None:
            raise HistoryError(f"there is no game {game_id} in the history")
        return str(row[0]), row[1]

    def record(self, game_id: int) -> GameRecord:
        """The stored record of a played game; ``HistoryError`` when it is missing or unreadable, or when the
        game was scorekept (see ``scorekept_text``)."""
        source, data = self._stored(game_id)
        if source == "scorekept":
            raise HistoryError(f"game {game_id} was played with real cards and its score kept with the scorekeeper: "
                               "no cards were recorded, so it has no game record to replay or review")
        try:
            return GameRecord.from_json(unpack_record(data), source=f"history game {game_id}")
        except (RecordError, ValueError, OSError) as exc:
            raise HistoryError(f"the stored record of game {game_id} cannot be read: {exc}") from None
        except (zlib.error, TypeError, RecursionError, MemoryError) as exc:  # damaged bytes in the file
            raise HistoryError(f"the stored record of game {game_id} is damaged in the history file and cannot be "
                               f"read ({type(exc).__name__}: {str(exc)[:200]})") from None

    def scorekept_text(self, game_id: int) -> str:
        """The scorekept file's JSON text stored for a scorekept game (the scorekeeper opens it);
        ``HistoryError`` when the game is missing, damaged or not scorekept."""
        source, data = self._stored(game_id)
        if source != "scorekept":
            raise HistoryError(f"game {game_id} was played in the game, not kept with the scorekeeper")
        try:
            return unpack_record(data)
        except (zlib.error, UnicodeDecodeError, TypeError, MemoryError) as exc:
            raise HistoryError(f"the stored game {game_id} is damaged in the history file and cannot be read "
                               f"({type(exc).__name__}: {str(exc)[:200]})") from None

    def holds(self, record: GameRecord | KeptGame) -> bool:
        """Whether the game of ``record`` (its start, deal number, first dealer, players and rules) is stored."""
        key = game_rows(record, now="").key
        with self._guard("looking for the game") as conn:
            return conn.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone() is not None

    def unfinished_start(self, record: GameRecord) -> str | None:
        """The start time of the newest unfinished stored game that ``record`` continues (same deal number,
        first dealer, players and rules), or None. A resumed game is stored under that start, so it goes on
        in its old entry."""
        with self._guard("looking for the unfinished game") as conn:
            found = conn.execute(
                "SELECT created FROM games WHERE status != 'finished' AND source = 'played' AND seed = ? "
                "AND first_dealer = ? AND seats_json = ? AND rules_json = ? ORDER BY updated DESC, id DESC LIMIT 1",
                _deal_of(record)).fetchone()
        return None if found is None else str(found[0])

    def finished_start(self, record: GameRecord) -> str | None:
        """The start time of a stored finished game whose moves are those of ``record`` (same deal number, first
        dealer, players and rules), or None: an earlier version wrote the time of saving where a file names its
        start, and opening such a finished file stored the game a second time (an upgrade QA)."""
        with self._guard("looking for the finished game") as conn:
            found = conn.execute(
                "SELECT g.created, r.record FROM games g JOIN records r ON r.game_id = g.id "
                "WHERE g.status = 'finished' AND g.source = 'played' AND g.seed = ? AND g.first_dealer = ? "
                "AND g.seats_json = ? AND g.rules_json = ? ORDER BY g.id DESC", _deal_of(record)).fetchall()
        moves = [hand.actions for hand in record.hands]
        for created, data in found:
            try:
                stored = GameRecord.from_json(unpack_record(data), source="history")
            except (RecordError, ValueError, OSError, zlib.error, TypeError, RecursionError, MemoryError):
                continue
            if [hand.actions for hand in stored.hands] == moves:
                return str(created)
        return None

    def games(self, filters: Filters | None = None, *, limit: int | None = None) -> list[GameSummary]:
        """Past games matching ``filters``, the newest start first (``latest_game``: the one played last)."""
        with self._guard("listing the games") as conn:
            return queries.list_games(conn, filters or Filters(), limit=limit)

    def latest_game(self, filters: Filters | None = None) -> GameSummary | None:
        """The game played last (its end, or its last hand stored) among those ``filters`` keep, or None: a game
        started Monday and finished Wednesday, not the one played Tuesday (``games`` lists by start). A deal of a
        duplicate match is no game: Statistics drew a deal's one hand as "Latest game … totals by hand"."""
        with self._guard("finding the latest game") as conn:
            return next(iter(queries.list_games(conn, filters or Filters(), limit=1, last_played_first=True,
                                                games_only=True)), None)

    def stats(self, filters: Filters) -> PlayerStats:
        """The statistics of ``filters.player`` (a human name) over the games ``filters`` keep."""
        with self._guard("computing the statistics") as conn:
            return queries.player_stats(conn, filters)

    def results(self, filters: Filters) -> list[ResultPoint]:
        """The player's finished games in the order they ended: the points of a win % chart."""
        with self._guard("reading the results") as conn:
            return queries.results(conn, filters)

    def running_totals(self, game_id: int) -> list[tuple[int, ...]]:
        """Each side's total after each scored hand of a game (a running-totals chart)."""
        with self._guard("reading the game's totals") as conn:
            return queries.running_totals(conn, game_id)

    def export_csv(self, games_path: str | os.PathLike[str], hands_path: str | os.PathLike[str],
                   filters: Filters | None = None, games: list[GameSummary] | None = None) -> tuple[int, int]:
        """Write the kept games (those ``filters`` keep, or ``games`` as listed, in their order) to ``games_path``
        and their hands to ``hands_path``; returns (games, hand lines).

        ``OSError`` when a file cannot be written (the old one stays whole).
        """
        self._check_export_targets(games_path, hands_path)
        if games is None:
            games = self.games(filters)
        with self._guard("exporting the hands") as conn:
            lines = csvfiles.hand_lines(conn, [g.id for g in games])
        csvfiles.write_text(games_path, csvfiles.games_csv(games))
        csvfiles.write_text(hands_path, csvfiles.hands_csv(lines, games))
        return len(games), len(lines)

    def _check_export_targets(self, games_path: str | os.PathLike[str], hands_path: str | os.PathLike[str]) -> None:
        """``UsageError`` when an export would write over the history itself (its file or SQLite's files beside
        it) or both CSV files are one file. ``history export history.sqlite3 hands.csv`` replaced every stored
        game with a CSV, and the next start called the history damaged; ``export out.csv out.csv`` kept only the
        hands while saying both were written (QA)."""
        own = os.path.realpath(self.path)
        ours = {own, *(own + tail for tail in ("-wal", "-shm", "-journal"))}
        games, hands = os.path.realpath(games_path), os.path.realpath(hands_path)
        for target, shown in ((games, games_path), (hands, hands_path)):
            if target in ours:
                raise UsageError(f"cannot write {os.fspath(shown)}: it is the game history's own file; "
                                 "choose another name for the CSV file")
        if games == hands:
            raise UsageError(f"the games and the hands need two files, not {os.fspath(games_path)} twice")

    def players(self) -> list[str]:
        """The human names in the history, most games first."""
        with self._guard("listing the players") as conn:
            return queries.player_names(conn)

    def presets(self) -> list[tuple[str, str]]:
        """(preset id, name) of the presets played, most games first."""
        with self._guard("listing the presets") as conn:
            return queries.preset_names(conn)


def _deal_of(record: GameRecord) -> tuple[object, ...]:
    """The stored columns that say which deal, table and rules a game is (seed, first dealer, seats, rules): the
    query parameters of ``unfinished_start`` and ``finished_start``."""
    by_column = dict(zip(GAME_COLUMNS, game_rows(record, now="").game, strict=True))
    return (by_column["seed"], by_column["first_dealer"], by_column["seats_json"], by_column["rules_json"])

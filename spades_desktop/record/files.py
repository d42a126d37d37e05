"""Saving and loading record files: the only I/O of the record layer.

Saving is atomic: the text goes to a temporary file in the same folder which
then replaces the target in one step, so a crash or a full disk never leaves a
half-written record in place of a good one.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import stat
from pathlib import Path

from .errors import RecordError
from .record import GameRecord

MAX_BYTES = 20_000_000  # a long game's record is well under 1 MB


def save_record(record: GameRecord, path: str | os.PathLike[str]) -> Path:
    """Write ``record`` to ``path`` atomically; returns the path.

    The folder must exist. Raises ``OSError`` when the file cannot be written;
    an existing file at ``path`` is then left as it was.
    """
    target = Path(path)
    data = record.to_json().encode("utf-8")
    fd, temp = _create_temp(target)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        with contextlib.suppress(OSError):  # keep the permissions of the file it replaces
            os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return target


def _create_temp(target: Path) -> tuple[int, Path]:
    """A new empty file beside ``target``, created with the usual permissions (0o666 less the umask)."""
    for attempt in itertools.count():
        temp = target.with_name(f".{target.name}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666), temp
        except FileExistsError:
            if attempt >= 1000:
                raise
    raise AssertionError("unreachable")  # pragma: no cover


def read_text(path: str | os.PathLike[str]) -> str:
    """A record file's text; an unreadable file raises ``RecordError`` naming it."""
    name = os.fspath(path)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise RecordError("no such file", source=name) from None
    except IsADirectoryError:
        raise RecordError("this is a folder, not a game record file", source=name) from None
    except PermissionError:
        raise RecordError("permission denied: the file cannot be read", source=name) from None
    except OSError as exc:
        raise RecordError(f"the file cannot be read: {exc.strerror or exc}", source=name) from None
    if len(data) > MAX_BYTES:
        raise RecordError(f"the file is larger than {MAX_BYTES // 1_000_000} MB: not a game record", source=name)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"not a game record: the file is not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})",
            source=name,
        ) from None


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and check a record file; any problem raises ``RecordError`` starting with the path.

    This checks the file's shape (JSON, format, fields, rules, deals); call
    ``replay`` to check that the game itself is legal and its results right.
    """
    return GameRecord.from_json(read_text(path), source=os.fspath(path))

"""Saving and loading record files: the only I/O of the record layer.

Saving is atomic: the text goes to a temporary file in the same folder which
then replaces the target in one step, so a crash or a full disk never leaves a
half-written record in place of a good one.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
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
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return target


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

"""Saving and loading record files: the only I/O of the record layer.

Saving is atomic (``fileio.write_atomic``): the text goes to a temporary file
in the same folder, is flushed to the disk and then replaces the target in one
step, and the folder is flushed too, so a crash or a full disk never leaves a
half-written record in place of a good one.

Reading refuses what cannot be a record before any work is done: a folder, a
named pipe or a device (at once, without waiting on it) and a file larger than
``MAX_BYTES``; ``decode`` then refuses more than ``MAX_ACTIONS`` actions before
checking them one by one.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..fileio import FileTooLargeError, NotARegularFileError, describe_size, read_regular, write_atomic
from .encode import HandTexts, record_text
from .errors import RecordError
from .record import GameRecord

__all__ = ["MAX_BYTES", "load_record", "read_text", "save_record"]

MAX_BYTES = 5_000_000  # a long real game's record is well under 1 MB (see docs/record-format.md)


def save_record(record: GameRecord, path: str | os.PathLike[str], *, cache: HandTexts | None = None) -> Path:
    """Write ``record`` to ``path`` atomically; returns the path.

    The folder must exist. Raises ``OSError`` when the file cannot be written;
    an existing file at ``path`` is then left as it was. ``cache`` keeps the
    encoded hands between saves of the same game (the autosave): the same text,
    less work.
    """
    target = Path(path)
    text = record.to_json() if cache is None else record_text(record, cache)
    write_atomic(target, text.encode("utf-8"))
    return target


def read_text(path: str | os.PathLike[str]) -> str:
    """A record file's text; an unreadable file raises ``RecordError`` naming it."""
    name = os.fspath(path)
    try:
        data = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        raise RecordError("no such file", source=name) from None
    except NotARegularFileError as exc:
        raise RecordError(f"this is {exc.kind}, not a game record file", source=name) from None
    except FileTooLargeError as exc:
        size = describe_size(exc.size)
        if size == describe_size(MAX_BYTES):
            size = f"{exc.size:,} bytes"
        raise RecordError(
            f"the file is {size}, larger than a game record can be "
            f"(at most {describe_size(MAX_BYTES)}; a long game's record is well under 1 MB)",
            source=name,
        ) from None
    except IsADirectoryError:
        raise RecordError("this is a folder, not a game record file", source=name) from None
    except PermissionError:
        raise RecordError("permission denied: the file cannot be read", source=name) from None
    except OSError as exc:
        raise RecordError(f"the file cannot be read: {exc.strerror or exc}", source=name) from None
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

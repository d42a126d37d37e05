"""Safe file writing and reading shared by records, autosaves, presets and score sheets (no Qt).

``write_atomic`` never leaves half a file in place of a good one: the bytes go
to a temporary file beside the target, are flushed to the disk, and then
replace the target in one step (and the folder is flushed so the rename
survives a power cut). On any error the old file is untouched and the
temporary file is removed.

``read_regular`` reads a file the player named without ever blocking: a
named pipe (FIFO), a device or a folder is refused at once, and so is a file
larger than the caller's limit, before anything is read.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import itertools
import os
import stat
import unicodedata
from pathlib import Path
from typing import TypeGuard

__all__ = ["FileTooLargeError", "NotARegularFileError", "file_kind", "hidden_sibling", "plain_text", "quoted",
           "read_regular", "write_atomic"]

NAME_MAX = 255  # bytes of one file name (Linux and macOS; Windows counts 255 UTF-16 units, never fewer)

# The errors of an fsync on a folder where the file system or OS cannot do it (not a failed write).
_FOLDER_SYNC_UNSUPPORTED = {errno.EINVAL, errno.ENOTSUP, errno.EBADF, errno.EACCES, errno.EPERM}
if hasattr(errno, "EOPNOTSUPP"):
    _FOLDER_SYNC_UNSUPPORTED.add(errno.EOPNOTSUPP)


class NotARegularFileError(OSError):
    """The path is a folder, a named pipe, a device or a socket, not a file; ``kind`` says which."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        super().__init__(f"this is {kind}, not a file")
        self.path = os.fspath(path)
        self.kind = kind


class FileTooLargeError(OSError):
    """The file is larger than the reader's limit; ``size`` and ``limit`` are in bytes."""

    def __init__(self, path: str | os.PathLike[str], size: int, limit: int) -> None:
        super().__init__(f"the file is larger than {describe_size(limit)}")
        self.path = os.fspath(path)
        self.size = size
        self.limit = limit


def describe_size(size: int) -> str:
    """``5 MB``, ``20.9 MB``, ``256 KB`` or ``100 bytes`` (decimal units, as file managers show them)."""
    if size >= 1_000_000:
        return f"{size / 1_000_000:.1f}".removesuffix(".0") + " MB"
    if size >= 1000:
        return f"{size / 1000:.1f}".removesuffix(".0") + " KB"
    return f"{size} bytes"


def file_kind(mode: int) -> str | None:
    """None for a regular file, else what it is in words ("a folder", "a named pipe (FIFO)", ...)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


# ------------------------------------------------------------------- reading
def plain_text(value: object) -> TypeGuard[str]:
    """A text without control or invalid (lone surrogate) characters: one read from a file that can be shown
    and saved again."""
    return isinstance(value, str) and not any(unicodedata.category(c) in ("Cc", "Cs") for c in value)


def quoted(value: object) -> str:
    """A value read from a file as an error message quotes it, cut short (a damaged file may hold a megabyte of
    text; a list or an object is named by its kind)."""
    shown = repr(value) if not isinstance(value, (dict, list)) else type(value).__name__
    return shown if len(shown) <= 40 else shown[:37] + "..."


def read_regular(path: str | os.PathLike[str], limit_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``limit_bytes``.

    Raises ``NotARegularFileError`` for a folder, FIFO, device or socket and
    ``FileTooLargeError`` for a larger file, both before reading anything and
    without blocking; other problems raise the usual ``OSError``.
    """
    info = os.stat(path)
    kind = file_kind(info.st_mode)
    if kind is not None:
        raise NotARegularFileError(path, kind)
    if info.st_size > limit_bytes:
        raise FileTooLargeError(path, info.st_size, limit_bytes)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)  # the path may have been swapped for a pipe since the stat above
        kind = file_kind(info.st_mode)
        if kind is not None:
            raise NotARegularFileError(path, kind)
        chunks: list[bytes] = []
        size = 0
        while size <= limit_bytes:
            chunk = os.read(fd, min(1 << 20, limit_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit_bytes:  # the file grew while it was read
        raise FileTooLargeError(path, size, limit_bytes)
    return b"".join(chunks)


# ------------------------------------------------------------------- writing
def write_atomic(path: str | os.PathLike[str], data: bytes) -> Path:
    """Replace (or create) the file at ``path`` with ``data`` in one step; returns the path written.

    The folder must exist. A file being replaced keeps its permissions; a
    symbolic link is followed, so the file it points to is replaced. Raises
    ``OSError`` (``NotARegularFileError`` when the target is a folder, pipe or
    device); the old file is then untouched and no temporary file is left.
    """
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    try:
        old_mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        old_mode = None
    if old_mode is not None:
        kind = file_kind(old_mode)
        if kind is not None:
            raise NotARegularFileError(target, kind)
    try:
        fd, temp = _create_temp(target)
    except OSError as exc:  # named by the file asked for: "No such file or directory: '/x/.a.csv.6303.0.tmp'" told
        raise OSError(exc.errno, exc.strerror, os.fspath(target)) from exc  # of a hidden file nobody asked for
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        if old_mode is not None:
            with contextlib.suppress(OSError):  # keep the permissions of the file it replaces
                os.chmod(temp, stat.S_IMODE(old_mode))
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(target.parent)
    return target


def sync_folder(folder: str | os.PathLike[str]) -> None:
    """Flush a folder's entries (a rename in it) to the disk; nothing where the OS cannot (Windows)."""
    if os.name == "nt" or not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return  # a folder that cannot be opened for reading: the rename is done, just not flushed
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in _FOLDER_SYNC_UNSUPPORTED:
            raise
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:  # pragma: no cover - os.write raises rather than write nothing
            raise OSError(errno.EIO, "the file could not be written")
        view = view[written:]


def hidden_sibling(target: Path, suffix: str, spare: int = 0) -> Path:
    """The hidden file ``.NAME{suffix}`` beside ``target`` (a temporary file, a lock). Where that name would not fit
    in a file name (``NAME_MAX`` bytes less ``spare``, room kept for a name made from it), NAME is cut short and
    ten hex digits of its hash keep it apart from the other names cut the same: a file whose own name is long but
    allowed must not fail to save for the name of a file beside it."""
    name = f".{target.name}{suffix}"
    room = NAME_MAX - spare
    if len(os.fsencode(name)) <= room:
        return target.with_name(name)
    whole = os.fsencode(target.name)
    tail = f"~{hashlib.sha1(whole).hexdigest()[:10]}{suffix}"
    keep = whole[:max(0, room - 1 - len(os.fsencode(tail)))]
    return target.with_name(f".{keep.decode('utf-8', 'ignore')}{tail}")


def _create_temp(target: Path) -> tuple[int, Path]:
    """A new empty file beside ``target``, created with the usual permissions (0o666 less the umask)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0)
    for attempt in itertools.count():
        temp = hidden_sibling(target, f".{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            if attempt >= 1000:
                raise
    raise AssertionError("unreachable")  # pragma: no cover

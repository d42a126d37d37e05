"""Files are written whole or not at all, and reading never hangs on a pipe or a device (``spades_desktop.fileio``)."""

from __future__ import annotations

import errno
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop import fileio
from spades_desktop.fileio import FileTooLargeError, NotARegularFileError, hidden_sibling, read_regular, write_atomic

POSIX = os.name == "posix"


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_new_file_is_written_and_no_temporary_file_is_left(tmp_path: Path) -> None:
    path = write_atomic(tmp_path / "a.bin", b"hello")
    assert path.read_bytes() == b"hello"
    assert names(tmp_path) == ["a.bin"]


def test_a_replaced_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "a.bin"
    path.write_bytes(b"old")
    os.chmod(path, 0o640)
    expected = stat.S_IMODE(path.stat().st_mode)  # what this OS keeps of 0o640 (Windows: read-only or not)
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == expected


def test_a_full_disk_leaves_the_old_file_untouched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.bin"
    path.write_bytes(b"good")
    real_write = os.write
    calls = []

    def disk_full(fd: int, data: bytes) -> int:
        if calls:  # the first chunk goes through, then the disk is full
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        calls.append(fd)
        return real_write(fd, bytes(data)[:3])

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(OSError) as info:
        write_atomic(path, b"a much longer new content")
    assert info.value.errno == errno.ENOSPC
    monkeypatch.undo()
    assert path.read_bytes() == b"good"
    assert names(tmp_path) == ["a.bin"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this OS")
def test_a_real_full_device_fails_the_write_and_removes_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bytes go to /dev/full (the kernel's ENOSPC) instead of the temporary file."""
    path = tmp_path / "a.bin"
    path.write_bytes(b"good")
    real_create = fileio._create_temp

    def onto_dev_full(target: Path) -> tuple[int, Path]:
        fd, temp = real_create(target)
        os.close(fd)
        return os.open("/dev/full", os.O_WRONLY), temp

    monkeypatch.setattr(fileio, "_create_temp", onto_dev_full)
    with pytest.raises(OSError) as info:
        write_atomic(path, b"x" * 100_000)
    assert info.value.errno == errno.ENOSPC
    assert path.read_bytes() == b"good"
    assert names(tmp_path) == ["a.bin"]


def test_a_failed_rename_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.bin"
    path.write_bytes(b"good")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"good"
    assert names(tmp_path) == ["a.bin"]


@pytest.mark.skipif(not POSIX, reason="folders are flushed only where the OS can (not on Windows)")
def test_a_file_that_cannot_be_made_is_named_in_the_error_not_the_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "games.csv"
    with pytest.raises(FileNotFoundError) as caught:
        write_atomic(target, b"x")
    assert caught.value.filename == str(target) and str(target) in str(caught.value)
    assert ".tmp" not in str(caught.value)


def test_the_folder_is_flushed_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    write_atomic(tmp_path / "a.bin", b"data")
    assert synced == ["file", "folder"]


def test_a_folder_is_never_replaced_by_a_file(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    with pytest.raises(NotARegularFileError, match="a folder"):
        write_atomic(tmp_path / "sub", b"data")
    assert (tmp_path / "sub").is_dir()
    assert names(tmp_path) == ["sub"]


@pytest.mark.skipif(not POSIX, reason="needs symbolic links and /dev/null")
def test_a_link_to_a_device_is_refused_and_the_link_kept(tmp_path: Path) -> None:
    link = tmp_path / "out.bin"
    link.symlink_to("/dev/null")
    with pytest.raises(NotARegularFileError, match="a device"):
        write_atomic(link, b"data")
    assert link.is_symlink() and os.readlink(link) == "/dev/null"
    assert names(tmp_path) == ["out.bin"]


def test_a_link_to_a_file_replaces_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "real.bin"
    real.write_bytes(b"old")
    link = tmp_path / "link.bin"
    try:
        link.symlink_to(real)
    except OSError:
        pytest.skip("no permission to make symbolic links")
    write_atomic(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"


def test_reading_a_regular_file(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"12345")
    assert read_regular(path, 5) == b"12345"


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.bin"
    with open(path, "wb") as f:
        f.truncate(10_000_001)  # sparse: nothing to read, and nothing must be read
    opened: list[object] = []
    monkeypatch.setattr(os, "open", lambda *a, **k: opened.append(a))
    with pytest.raises(FileTooLargeError, match="larger than 10 MB") as info:
        read_regular(path, 10_000_000)
    assert (info.value.size, info.value.limit) == (10_000_001, 10_000_000)
    assert opened == []


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(NotARegularFileError, match="this is a folder, not a file"):
        read_regular(tmp_path, 1000)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this OS")
def test_a_device_is_refused() -> None:
    with pytest.raises(NotARegularFileError, match="a device"):
        read_regular("/dev/zero", 1000)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this OS")
def test_a_named_pipe_is_refused_at_once_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    code = (
        "import sys\n"
        "from spades_desktop.fileio import read_regular, NotARegularFileError\n"
        "try:\n"
        "    read_regular(sys.argv[1], 1000)\n"
        "except NotARegularFileError as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(fifo)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "this is a named pipe (FIFO), not a file"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this OS")
def test_a_file_swapped_for_a_pipe_after_the_check_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check is repeated on the opened file, which O_NONBLOCK opens without waiting."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    regular = os.stat(__file__)
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: regular if Path(p) == fifo else real_stat(p, *a, **k))

    def hung(signum: int, frame: object) -> None:
        raise TimeoutError("read_regular waited for a writer on the pipe")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)  # a blocking open would wait forever: fail instead
    try:
        with pytest.raises(NotARegularFileError, match="named pipe"):
            read_regular(fifo, 10_000_000)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_a_file_with_a_long_name_is_written_although_its_temporary_names_are_longer(tmp_path: Path) -> None:
    target = tmp_path / ("a" * 250 + ".csv")  # a name the file system allows
    write_atomic(target, b"one")
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two" and [p.name for p in tmp_path.iterdir()] == [target.name]


def test_hidden_siblings_of_long_names_fit_and_stay_apart() -> None:
    short = hidden_sibling(Path("/x/game-1.json"), ".lock")
    assert short == Path("/x/.game-1.json.lock")
    first = hidden_sibling(Path("/x/game-" + "é" * 120 + "1.json"), ".lock", spare=7)
    second = hidden_sibling(Path("/x/game-" + "é" * 120 + "2.json"), ".lock", spare=7)
    for path in (first, second):
        assert len(os.fsencode(path.name)) <= 255 - 7
        assert path.name.startswith(".game-é") and path.name.endswith(".lock")
    assert first != second

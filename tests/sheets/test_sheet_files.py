"""A score sheet is written whole or not at all: a full disk or a read-only folder never spoils a good file (issue 11).

Before: ``print-sheet -o FILE`` on a full disk printed "wrote ...", exited 0 and replaced a good PDF with a
truncated one. Now the sheet is made in memory and written atomically (``fileio.write_atomic``): exit 2 with
one line, the old file untouched, no temporary file left.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop import fileio
from spades_desktop.cli import main
from spades_desktop.gui import scorepad_print
from spades_desktop.rules import load_preset
from spades_desktop.sheets.sources import blank_sheet_for_preset

ROOT = Path(__file__).resolve().parents[2]
GOOD = b"%PDF-1.4 a good sheet written yesterday"


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def print_sheet(capsys: pytest.CaptureFixture[str], out: Path) -> tuple[int, str, str]:
    code = main(["print-sheet", "--blank", "--preset", "standard", "--dpi", "40", "-o", str(out)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``os.write`` fails as on a full disk (the sheet's bytes go through it)."""

    def no_space(fd: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", no_space)


@pytest.mark.parametrize("suffix", [".pdf", ".png"])
def test_a_full_disk_keeps_the_good_sheet_and_exits_2(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], suffix: str
) -> None:
    out = tmp_path / f"sheet{suffix}"
    out.write_bytes(GOOD)
    full_disk(monkeypatch)
    code, stdout, stderr = print_sheet(capsys, out)
    monkeypatch.undo()
    assert code == 2 and stdout == ""
    assert stderr == f"error: could not write {out}: {os.strerror(errno.ENOSPC)}\n"
    assert out.read_bytes() == GOOD
    assert names(tmp_path) == [out.name]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this OS")
def test_the_kernels_own_full_disk_error_keeps_the_good_sheet(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The sheet's bytes really go to /dev/full, which fails every write with ENOSPC."""
    out = tmp_path / "sheet.pdf"
    out.write_bytes(GOOD)
    real_create = fileio._create_temp

    def onto_dev_full(target: Path) -> tuple[int, Path]:
        fd, temp = real_create(target)
        os.close(fd)
        return os.open("/dev/full", os.O_WRONLY), temp

    monkeypatch.setattr(fileio, "_create_temp", onto_dev_full)
    code, _stdout, stderr = print_sheet(capsys, out)
    assert code == 2 and stderr == f"error: could not write {out}: No space left on device\n"
    assert out.read_bytes() == GOOD
    assert names(tmp_path) == [out.name]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this OS")
def test_a_sheet_name_linked_to_dev_full_is_refused_and_the_link_kept(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sheet.pdf"
    out.symlink_to("/dev/full")
    code, stdout, stderr = print_sheet(capsys, out)
    assert code == 2 and stdout == ""
    assert stderr == f"error: could not write {out}: this is a device, not a file\n"
    assert out.is_symlink() and names(tmp_path) == [out.name]


def test_a_read_only_folder_keeps_the_good_sheet_and_exits_2(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "sheets"
    folder.mkdir()
    out = folder / "sheet.pdf"
    out.write_bytes(GOOD)
    os.chmod(folder, 0o555)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("this user can write into a read-only folder (root, or Windows)")
        code, stdout, stderr = print_sheet(capsys, out)
    finally:
        os.chmod(folder, 0o755)
    assert code == 2 and stdout == ""
    assert stderr.startswith(f"error: could not write {out}: ") and stderr.count("\n") == 1
    assert out.read_bytes() == GOOD
    assert names(folder) == [out.name]


def test_a_folder_refusing_new_files_keeps_the_good_sheet_and_exits_2(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The read-only folder as any user sees it (root can write into a chmod'ed folder, see above)."""
    out = tmp_path / "sheet.png"
    out.write_bytes(GOOD)

    def refuse(target: Path) -> tuple[int, Path]:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(fileio, "_create_temp", refuse)
    code, stdout, stderr = print_sheet(capsys, out)
    assert code == 2 and stdout == ""
    assert stderr == f"error: could not write {out}: {os.strerror(errno.EACCES)}\n"
    assert out.read_bytes() == GOOD and names(tmp_path) == [out.name]


def test_a_sheet_written_over_a_good_one_replaces_it_whole(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sheet.pdf"
    out.write_bytes(GOOD)
    code, stdout, _stderr = print_sheet(capsys, out)
    assert code == 0 and stdout.startswith(f"wrote {out}")
    assert out.read_bytes().startswith(b"%PDF") and out.read_bytes().rstrip().endswith(b"%%EOF")
    assert names(tmp_path) == [out.name]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this OS")
def test_a_sheet_of_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "spades_desktop", "print-sheet", "--game", str(fifo), "-o",
                           str(tmp_path / "sheet.pdf")], capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert done.returncode == 2
    assert done.stderr == f"error: {fifo}: this is a named pipe (FIFO), not a game record file\n"
    assert names(tmp_path) == ["game.json"]


def test_exporting_from_the_window_on_a_full_disk_warns_and_keeps_the_good_file(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "sheet.pdf"
    out.write_bytes(GOOD)
    warnings: list[str] = []
    monkeypatch.setattr(scorepad_print.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "PDF (*.pdf)"))
    monkeypatch.setattr(scorepad_print.QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    full_disk(monkeypatch)
    assert scorepad_print.export_sheet(blank_sheet_for_preset(load_preset("standard"))) is None
    monkeypatch.undo()
    assert warnings == [f"could not write {out}: {os.strerror(errno.ENOSPC)}"]
    assert out.read_bytes() == GOOD
    assert names(tmp_path) == [out.name]


@pytest.mark.parametrize(("name", "problem"), [("\u202eNNA", "text-direction control (U+202E)"),
                                               ("Bo\x07b", "control character (U+0007)"),
                                               ("\u200b", "made only of invisible characters")])
def test_a_garbled_name_for_a_sheet_is_refused(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, problem: str
) -> None:
    out = tmp_path / "sheet.pdf"
    code = main(["print-sheet", "--blank", "--names", f"Ann,{name}", "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and err.startswith(f"error: --names: {name!a}: ")
    assert problem in err and name not in err
    assert not out.exists()

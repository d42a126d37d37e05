"""A history file or folder that cannot be written, with file permissions as a player has them.

Root ignores file permissions, so when the tests run as root (CI does) each case runs in a Python started
without root's overrides (``setpriv``), as a QA run did that found both faults: a read-only session left
read-only journal files that kept every later game from being stored once the file was writable again, and a
read-only folder hid the whole history.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop.history import open_history

from .conftest import NOW
from .test_database import finished_game

ROOT = Path(__file__).resolve().parents[2]
OVERRIDES = "-dac_override,-dac_read_search,-fowner"  # what lets root write where a player cannot

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file permissions")


def _command(script: str) -> list[str]:
    command = [sys.executable, "-c", script]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: file permissions would not apply")
        command = [setpriv, f"--bounding-set={OVERRIDES}", f"--inh-caps={OVERRIDES}", *command]
    return command


@functools.cache
def _permissions_apply(folder: str) -> bool:
    probe = Path(folder) / "probe"
    probe.write_text("x")
    probe.chmod(0o444)
    done = subprocess.run(_command(f"import os; print(os.access({str(probe)!r}, os.W_OK))"), capture_output=True,
                          text=True, timeout=60)
    return done.returncode == 0 and done.stdout.strip() == "False"  # (setpriv may be refused in a container)


def as_a_player(script: str, folder: Path) -> str:
    """Run ``script`` (it may use ``open_history``, ``finished_game`` and ``NOW``) where file permissions apply."""
    if not _permissions_apply(str(folder)):
        pytest.skip("file permissions do not apply here, even without root's overrides")
    prelude = ("from spades_desktop.history import open_history\n"
               "from tests.history.test_database import finished_game\n"
               "from tests.history.conftest import NOW\n")
    done = subprocess.run(_command(prelude + script), capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    return done.stdout


def _history_with_one_game(folder: Path) -> Path:
    path = folder / "history.sqlite3"
    with open_history(path) as history:
        history.store(finished_game(), now=NOW)
    return path


def _journals(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name.startswith(path.name + "-"))


def test_a_read_only_history_leaves_nothing_behind_and_stores_again_once_writable(tmp_path: Path) -> None:
    path = _history_with_one_game(tmp_path / "data")
    path.chmod(0o444)
    out = as_a_player(f"h = open_history({str(path)!r})\nprint(h.read_only, len(h.games()))\nh.close()", tmp_path)
    assert out.split() == ["True", "1"]
    assert _journals(path) == []  # no read-only -wal or -shm left beside it
    path.chmod(0o644)  # the player does as the notice says
    out = as_a_player(f"h = open_history({str(path)!r})\nh.store(finished_game(7), now=NOW)\n"
                      "print(h.read_only, len(h.games()))\nh.close()", tmp_path)
    assert out.split() == ["False", "2"]


def test_read_only_journal_files_an_older_version_left_are_mended(tmp_path: Path) -> None:
    path = _history_with_one_game(tmp_path / "data")
    for suffix in ("-wal", "-shm"):
        journal = path.with_name(path.name + suffix)
        journal.write_bytes(b"")
        journal.chmod(0o444)
    out = as_a_player(f"h = open_history({str(path)!r})\nh.store(finished_game(7), now=NOW)\n"
                      "print(h.read_only, len(h.games()))\nh.close()", tmp_path)
    assert out.split() == ["False", "2"]


def test_a_read_only_folder_still_shows_the_history(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    path = _history_with_one_game(folder)
    folder.chmod(0o555)
    try:
        out = as_a_player(f"h = open_history({str(path)!r})\nprint(h.read_only, len(h.games()))\n"
                          "print(h.notice)\nh.close()", tmp_path)
    finally:
        folder.chmod(0o755)
    lines = out.splitlines()
    assert lines[0].split() == ["True", "1"]
    assert "read-only" in lines[1]
    assert _journals(path) == []

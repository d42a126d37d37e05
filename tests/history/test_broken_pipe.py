"""A command whose reader stops early (``history list | head -2``) ends quietly with status 0, as the command line
handles a broken pipe: ``history list`` printed "error: : Broken pipe" and exited 2 (QA marathon), since its
handler of file errors took the broken pipe for one."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.commands.history import history_path
from spades_desktop.history import open_history
from spades_desktop.record import save_record

from .test_cli import finished_record


class _ClosedPipe(io.TextIOBase):
    """A standard output whose reader has gone: every write is a broken pipe."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def writable(self) -> bool:
        return True


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    return save_record(finished_record(["Ann", "W", "Bob", "E"], ["human", "bot:easy", "human", "bot:easy"]),
                       tmp_path / "game.json")


@pytest.mark.parametrize("command", [
    ["history", "list"], ["history", "list", "--json"], ["history", "list", "--player", "Ann"], ["stats"],
    ["stats", "--json"], ["stats", "--player", "Ann"], ["history", "import", "FILE"],
    ["history", "export", "OUT/g.csv", "OUT/h.csv"],
])
def test_a_closed_output_ends_the_command_quietly_with_status_0(
        command: list[str], game_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    main(["history", "import", str(game_file)])
    capsys.readouterr()
    args = [str(game_file) if a == "FILE" else a.replace("OUT", str(tmp_path)) for a in command]
    if command[:2] == ["history", "import"]:  # a new game to import: the same one is stored already
        other = finished_record(["Cy", "W", "Di", "E"], ["human", "bot:easy", "human", "bot:easy"])
        args[-1] = str(save_record(other, tmp_path / "other.json"))
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert main(args) == 0
    assert capsys.readouterr().err == ""


def test_history_list_into_head_ends_with_status_0_and_says_nothing(_user_home: Path) -> None:
    """The real pipe: more lines than the pipe holds, and a reader that takes one."""
    record = finished_record(["Ann", "W", "Bob", "E"], ["human", "bot:easy", "human", "bot:easy"])
    with open_history(history_path()) as history:
        for n in range(700):
            history.store(replace(record, created=f"2026-01-01T10:{n // 60:02d}:{n % 60:02d}"), now="2026-01-02")
    env = dict(os.environ, SPADES_DESKTOP_HOME=str(_user_home))
    proc = subprocess.Popen([sys.executable, "-m", "spades_desktop", "history", "list"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline().startswith(b"ID ")
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 0, err
    assert err == b""

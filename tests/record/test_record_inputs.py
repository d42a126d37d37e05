"""Opening a record never hangs, never eats memory, never accepts a garbled player name; saving flushes the folder.

Issue 11: a FIFO given to ``replay`` waited forever; a 20 MB record of 2.2
million actions took 9 s and 580 MB before its one-line error; names made of
zero-width spaces, or holding NUL, BEL or a right-to-left override, were
accepted; ``save_record`` did not flush the folder after the rename.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spades_desktop.engine import RuleSet
from spades_desktop.record import GameRecord, RecordError, load_record, save_record
from spades_desktop.record import decode as record_decode
from spades_desktop.record import files as record_files
from spades_desktop.record.names import PlayerNameError, check_player_name

from .record_samples import random_game, record_of

ROOT = Path(__file__).resolve().parents[2]


def replay_cli(*argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m spades_desktop replay ...`` in a child, failing (not hanging) after a minute."""
    return subprocess.run([sys.executable, "-m", "spades_desktop", "replay", *argv], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)


def short_game() -> GameRecord:
    return record_of(random_game(RuleSet(), 2, max_actions=30))


def data_of(record: GameRecord) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(record.to_json())
    return data


# ------------------------------------------------------------ special files
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this OS")
def test_replay_of_a_named_pipe_says_so_at_once_instead_of_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    done = replay_cli(str(fifo))
    assert done.returncode == 2
    assert done.stderr == f"error: {fifo}: this is a named pipe (FIFO), not a game record file\n"
    assert done.stdout == ""


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this OS")
def test_replay_of_a_device_says_so_at_once() -> None:
    done = replay_cli("/dev/zero")
    assert (done.returncode, done.stderr) == (2, "error: /dev/zero: this is a device, not a game record file\n")


def test_replay_of_a_folder_says_so(tmp_path: Path) -> None:
    done = replay_cli(str(tmp_path))
    assert (done.returncode, done.stderr) == (2, f"error: {tmp_path}: this is a folder, not a game record file\n")


# ------------------------------------------------------------------- limits
def test_a_record_larger_than_the_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(record_files.MAX_BYTES + 1)  # sparse: reading it would show in the time, not the disk
    read: list[object] = []
    monkeypatch.setattr(os, "read", lambda *a: read.append(a) or b"")
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert str(info.value) == (
        f"{path}: the file is 5,000,001 bytes, larger than a game record can be "
        "(at most 5 MB; a long game's record is well under 1 MB)"
    )
    assert read == []


def test_a_record_at_the_size_limit_is_read(tmp_path: Path) -> None:
    record = short_game()
    text = record.to_json()
    path = tmp_path / "game.json"
    path.write_text(text + " " * (record_files.MAX_BYTES - len(text.encode())), encoding="utf-8")
    assert path.stat().st_size == record_files.MAX_BYTES
    assert load_record(path) == record


def test_a_record_with_more_actions_than_any_game_is_refused_before_they_are_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = data_of(short_game())
    hand = data["hands"][0]
    hand["actions"] = hand["actions"] * (record_decode.MAX_ACTIONS // len(hand["actions"]) + 1)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    assert path.stat().st_size < record_files.MAX_BYTES  # under the size limit: the count refuses it

    def no_checking(*args: object) -> None:
        raise AssertionError("the actions were checked one by one before the count refused them")

    monkeypatch.setattr(record_decode, "_actions", no_checking)
    with pytest.raises(RecordError, match=r"the record has [\d,]+ actions; a game record holds at most 100,000"):
        load_record(path)


def test_a_record_with_more_hands_than_any_game_is_refused(tmp_path: Path) -> None:
    data = data_of(short_game())
    empty = {**data["hands"][0], "actions": [], "result": None}
    data["hands"] = [empty] * (record_decode.MAX_HANDS + 1)
    with pytest.raises(RecordError, match="the record has 5,001 hands; a game record holds at most 5,000"):
        GameRecord.from_json(json.dumps(data))


def test_the_limits_are_documented() -> None:
    doc = (ROOT / "docs" / "record-format.md").read_text(encoding="utf-8")
    assert "5 MB" in doc and "100,000 actions" in doc and "5,000 hands" in doc
    assert record_files.MAX_BYTES == 5_000_000
    assert (record_decode.MAX_ACTIONS, record_decode.MAX_HANDS) == (100_000, 5_000)


# -------------------------------------------------------------------- names
@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("\u200b\u200b", "made only of invisible characters"),
        ("\u200d\u2060\ufeff", "made only of invisible characters"),
        ("   ", "cannot be empty"),
        ("Ann\x00", r"control character \(U\+0000\)"),
        ("Bob\x07", r"control character \(U\+0007\)"),
        ("Line\nbreak", r"control character \(U\+000A\)"),
        ("\u202eevil", r"text-direction control \(U\+202E\)"),
        ("a\u2066b", r"text-direction control \(U\+2066\)"),
        ("\ud800x", r"invalid character \(U\+D800\)"),
    ],
)
def test_a_garbled_player_name_is_refused(name: str, problem: str) -> None:
    with pytest.raises(PlayerNameError, match=problem):
        check_player_name(name)


@pytest.mark.parametrize(
    ("text", "name"),
    [("  Ann  ", "Ann"), ("\u200bBob\ufeff", "Bob"), ("Zoë", "Zoë"), ("Анна", "Анна"), ("e\u0301", "e\u0301"),
     ("👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"), ("عمر", "عمر")],
)
def test_an_ordinary_name_is_trimmed_and_kept(text: str, name: str) -> None:
    assert check_player_name(text) == name


def test_a_player_name_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="cannot be empty"):
        check_player_name("")


@pytest.mark.parametrize("bad", ["\u200b", "Dee\x07", "\u202eDee", ""])
def test_a_record_with_a_garbled_player_name_is_damaged(tmp_path: Path, bad: str) -> None:
    data = data_of(short_game())
    data["players"][1]["name"] = bad
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match=r"the name of player 1 \(West\), .*, cannot be a player's name") as info:
        load_record(path)
    assert "\u202e" not in str(info.value) and "\x07" not in str(info.value)  # the message itself stays readable


def test_replay_of_a_record_with_a_right_to_left_override_in_a_name_exits_2(tmp_path: Path) -> None:
    data = data_of(short_game())
    data["players"][0]["name"] = "\u202eNNA"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = replay_cli(str(path))
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "text-direction control (U+202E)" in done.stderr


# ------------------------------------------------------------------- saving
@pytest.mark.skipif(os.name != "posix", reason="folders are flushed only where the OS can (not on Windows)")
def test_saving_a_record_flushes_the_file_and_then_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    save_record(short_game(), tmp_path / "game.json")
    assert synced == ["file", "folder"]


def test_saving_onto_a_full_disk_keeps_the_old_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = save_record(short_game(), tmp_path / "game.json")
    good = path.read_bytes()

    def disk_full(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(OSError, match="No space left"):
        save_record(record_of(random_game(RuleSet(), 3)), path)
    monkeypatch.undo()
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]

"""A broken preset file never blocks a good one with the same id; two good ones are both named (issue 11).

Before: a broken user file whose id matched a good file's, and whose name sorted first, made the good file be
refused as "id already used" by a preset that was not even listed.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop.rules import PresetError, import_preset_file, load_all, load_preset, load_preset_file

ROOT = Path(__file__).resolve().parents[2]


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


BROKEN_BY_EXTENDS = "id: house\nname: Broken\nextends: nowhere\n"  # reads fine, fails when resolved
BROKEN_BY_RULES = "id: house\nname: Broken\nrules:\n  players: 3\n"  # 3 players in partnerships: no fit
GOOD = "id: house\nname: Good\nrules:\n  target: 300\n"


@pytest.mark.parametrize("broken", [BROKEN_BY_EXTENDS, BROKEN_BY_RULES])
def test_a_broken_file_sorting_first_does_not_block_the_good_one(tmp_path: Path, broken: str) -> None:
    user = tmp_path / "presets"
    bad = write(user, "a-broken.yaml", broken)
    write(user, "b-good.yaml", GOOD)
    catalog = load_all(user)
    assert catalog["house"].name["en"] == "Good" and catalog["house"].rules.target == 300
    broken_files = dict(catalog.broken)
    assert list(broken_files) == [bad]
    assert "already used" not in broken_files[bad], "the broken file is refused for its own fault"
    assert load_preset("house", user).name["en"] == "Good"


def test_a_broken_file_sorting_last_gets_its_own_message(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "a-good.yaml", GOOD)
    bad = write(user, "b-broken.yaml", BROKEN_BY_EXTENDS)
    catalog = load_all(user)
    assert catalog["house"].name["en"] == "Good"
    assert "names no preset" in dict(catalog.broken)[bad]


def test_two_good_files_with_one_id_the_message_names_both(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    first = write(user, "a.yaml", GOOD)
    second = write(user, "b.yaml", "id: house\nname: Also good\n")
    catalog = load_all(user)
    assert catalog["house"].name["en"] == "Good"
    ((path, message),) = catalog.broken
    assert path == second
    assert message == (f"{second}, line 1: id 'house' is already used by the user preset {first}; "
                       "give this preset another id")


def test_when_every_file_of_an_id_is_broken_each_says_why(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    one = write(user, "a.yaml", BROKEN_BY_EXTENDS)
    two = write(user, "b.yaml", BROKEN_BY_RULES)
    catalog = load_all(user)
    assert catalog.get("house") is None
    broken = dict(catalog.broken)
    assert "names no preset" in broken[one] and "players" in broken[two]


def test_a_preset_extending_an_id_with_a_broken_first_file_gets_the_good_one(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "a-broken.yaml", BROKEN_BY_EXTENDS)
    write(user, "b-good.yaml", GOOD)
    child = write(user, "child.yaml", "id: child\nname: Child\nextends: house\n")
    assert load_all(user)["child"].rules.target == 300
    assert load_preset_file(child, user).rules.target == 300
    elsewhere = write(tmp_path / "downloads", "other.yaml", "id: other\nname: Other\nextends: house\n")
    assert load_preset_file(elsewhere, user).rules.target == 300


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this OS")
def test_checking_a_named_pipe_says_so_at_once_instead_of_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "house.yaml"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "spades_desktop", "presets", "--check", str(fifo)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stderr) == (2, f"error: {fifo}: this is a named pipe (FIFO), not a preset file\n")


def test_checking_a_folder_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "house.yaml"
    folder.mkdir()
    done = subprocess.run([sys.executable, "-m", "spades_desktop", "presets", "--check", str(folder)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stderr) == (2, f"error: {folder}: this is a folder, not a preset file\n")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this OS")
def test_checking_a_device_says_so() -> None:
    done = subprocess.run([sys.executable, "-m", "spades_desktop", "presets", "--check", "/dev/zero"],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stderr) == (2, "error: /dev/zero: this is a device, not a preset file\n")


def test_importing_onto_a_full_disk_leaves_no_half_preset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = write(tmp_path / "downloads", "friday.yaml", "id: friday\nname: Friday\nextends: board\n")
    user = tmp_path / "presets"

    def disk_full(fd: int, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(PresetError, match=r"cannot be copied to .* \(No space left on device\)"):
        import_preset_file(source, user)
    monkeypatch.undo()
    assert list(user.iterdir()) == []
    assert load_all(user).broken == ()


def test_a_copy_that_kept_the_id_of_the_file_it_was_copied_from_is_the_one_refused(tmp_path: Path) -> None:
    """Copying kitchen.yaml to kitchen-v2.yaml and changing only the target: "-" sorts before ".", so the copy
    took over the id 'kitchen' (and every preset extending it) and the untouched original was listed broken."""
    user = tmp_path / "presets"
    original = write(user, "kitchen.yaml", "id: kitchen\nname: Kitchen\nrules:\n  target: 300\n")
    copy = write(user, "kitchen-v2.yaml", "id: kitchen\nname: Kitchen\nrules:\n  target: 400\n")
    write(user, "child.yaml", "id: child\nname: Child\nextends: kitchen\n")
    catalog = load_all(user)
    assert catalog["kitchen"].rules.target == 300 and catalog["child"].rules.target == 300
    ((path, message),) = catalog.broken
    assert path == copy and f"already used by the user preset {original}" in message


def test_extending_a_file_that_does_not_load_says_so_even_when_its_file_name_is_not_its_id(tmp_path: Path) -> None:
    """base.yaml gives 'base-rules' but has a typo: the child was told "'extends: base-rules' names no preset"."""
    user = tmp_path / "presets"
    write(user, "base.yaml", "id: 'base-rules'  # ours\nname: Base\nrules:\n  targt: 300\n")
    child = write(user, "child.yaml", "id: child\nname: Child\nextends: base-rules\nrules: {}\n")
    message = dict(load_all(user).broken)[child]
    assert "'extends: base-rules' names a preset that does not load" in message and "'targt'" in message
    # saved by Notepad: a byte-order mark and Windows line ends (the id was not found: "names no preset")
    (user / "base.yaml").write_bytes(b"\xef\xbb\xbfid: base-rules\r\nname: Base\r\nrules:\r\n  targt: 300\r\n")
    message = dict(load_all(user).broken)[child]
    assert "'extends: base-rules' names a preset that does not load" in message and "'targt'" in message
    with pytest.raises(PresetError, match="does not load"):
        load_preset_file(child, user)

"""Suite-wide settings: Qt runs headless and user data goes to a temporary folder."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _ram_folder() -> Path | None:
    """Linux's RAM-backed /dev/shm when it is writable, else None.

    The window autosaves after every action (write, fsync, rename, fsync of
    the folder) and the history is SQLite: on a busy virtual disk a save
    waited ~30 ms (a third of a whole six-seat game's test). On tmpfs the
    same calls run and return at once.
    """
    shm = Path("/dev/shm")
    if (sys.platform.startswith("linux") and shm.is_dir() and os.access(shm, os.W_OK | os.X_OK)
            and shutil.disk_usage(shm).free >= 256 * 2**20):  # a container's 64 MB /dev/shm is not enough room
        return shm
    return None


RAM = _ram_folder()


@pytest.fixture(scope="session")
def _ram_root() -> Iterator[Path | None]:
    """One folder on the RAM disk for the whole session's user folders, removed at the end (after every test's
    monkeypatches are undone)."""
    if RAM is None:
        yield None
        return
    root = Path(tempfile.mkdtemp(prefix="spades-desktop-tests-", dir=RAM))
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session", autouse=True)
def _child_bytecode(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The app's child processes (the kill test starts it some 35 times, the command-line tests run it) keep
    their compiled modules in one folder of this session, so a start after the first does not compile every
    module again: a machine that sets PYTHONDONTWRITEBYTECODE (as the CI machine does) made each start compile
    the whole package (about 1.2 s against 0.5 s). The source tree gets no ``__pycache__`` folders."""
    saved = {key: os.environ.get(key) for key in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(tmp_path_factory.mktemp("pycache"))
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(autouse=True)
def _user_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch,
               _ram_root: Path | None) -> Iterator[Path]:
    """Keep settings, saved games and user presets out of the real user folders (on a RAM disk where there is
    one, else in pytest's temporary folder)."""
    if _ram_root is None:
        home = tmp_path_factory.mktemp("user-home")
    else:
        home = Path(tempfile.mkdtemp(prefix="user-home-", dir=_ram_root))
    monkeypatch.setenv("SPADES_DESKTOP_HOME", str(home))
    yield home

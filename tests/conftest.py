"""Suite-wide settings: Qt runs headless and user data goes to a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _user_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Keep settings, saved games and user presets out of the real user folders."""
    home = tmp_path_factory.mktemp("user-home")
    monkeypatch.setenv("SPADES_DESKTOP_HOME", str(home))
    yield home

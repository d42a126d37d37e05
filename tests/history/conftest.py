"""Shared fixtures: a fresh history file, and one filled with seeded random games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from spades_desktop.history import History, open_history

from .games import Played, random_history

NOW = "2026-11-30T20:00:00"


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    h = open_history(tmp_path / "history.sqlite3")
    yield h
    h.close()


def store_all(history: History, played: list[Played]) -> list[int]:
    return [history.store(p.record, now=NOW, status=None if p.status == "finished" else p.status)  # type: ignore[arg-type]
            for p in played]


@pytest.fixture(scope="module")
def sample() -> list[Played]:
    return random_history(2026, 60)

"""Writes data/history-v{SCHEMA_VERSION}.sqlite3: a saved file of the current schema, kept for migration tests.

Run once per new schema version (``python -m tests.history.make_fixture``) and commit the file; never
rewrite an older one.
"""

from __future__ import annotations

from pathlib import Path

from spades_desktop.history import SCHEMA_VERSION, open_history

from .games import random_played
from .scorekept_games import finished_game, game_in_progress

DATA = Path(__file__).parent / "data"
FIXTURE_SEEDS = (11, 12, 13)


def fixture_path(version: int) -> Path:
    return DATA / f"history-v{version}.sqlite3"


def main() -> None:
    path = fixture_path(SCHEMA_VERSION)
    if path.exists():
        raise SystemExit(f"{path} exists: fixtures of released versions are never rewritten")
    with open_history(path) as history:
        for n, seed in enumerate(FIXTURE_SEEDS):
            p = random_played(seed, day=n)
            history.store(p.record, now="2026-11-30T12:00:00")
        if SCHEMA_VERSION >= 2:  # games kept with the scorekeeper (schema 2 on)
            from spades_desktop.gui.scorekeeper.scorefile import history_game

            for game in (finished_game(), game_in_progress()):
                history.store(history_game(game), now="2026-11-30T12:00:00")
        history.conn.execute("PRAGMA journal_mode = DELETE")
        history.conn.execute("VACUUM")
    print(path, path.stat().st_size)


if __name__ == "__main__":
    main()

"""Deals of a duplicate match in the history: stored under their preset, but no game of it (QA: a one-hand deal
counted as a Standard game in the games, wins, best game and streaks, and named Statistics' Rules box)."""

from __future__ import annotations

import random
import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.history import SCHEMA_VERSION, Filters, History, open_history
from spades_desktop.history.rows import GAME_COLUMNS, SEAT_COLUMNS, game_rows, is_duplicate_deal, preset_own_name
from spades_desktop.record import GameRecord

from .conftest import NOW
from .games import play, preset_rules
from .make_fixture import fixture_path

STANDARD = "Standard partnership Spades"
NAMES = ["You", "Wes", "Nora", "Ethan"]
KINDS = ["human", "bot:easy", "bot:easy", "bot:easy"]


def standard_game(seed: int, created: str) -> GameRecord:
    rules = preset_rules("standard")
    for s in range(seed, seed + 40):
        game = play(rules, s, random.Random(s))
        if game.is_over:
            return GameRecord.from_game(game, names=NAMES, kinds=KINDS, preset_id="standard", preset_name=STANDARD,
                                        created=created)
    raise AssertionError("no finished game")


def duplicate_deal(number: int, of: int, created: str, label: str = "{0} · duplicate deal {1} of {2}") -> GameRecord:
    """A deal as the duplicate session stores it (gui/duplicate/session.deal_setup): the preset's rules for one hand,
    the preset's id, the deal's label as the name."""
    rules = replace(preset_rules("standard"), hand_limit=1)
    game = play(rules, 100 + number, random.Random(number))
    assert game.is_over
    return GameRecord.from_game(game, names=NAMES, kinds=KINDS, preset_id="standard",
                                preset_name=label.format(STANDARD, number, of), created=created)


def test_a_duplicate_deal_is_told_by_its_one_hand_and_its_label_in_either_language() -> None:
    one_hand = replace(preset_rules("standard"), hand_limit=1)
    for label in ("{0} · duplicate deal {1} of {2}", "{0} · дубликатный матч, расклад {1} из {2}"):
        name = label.format(STANDARD, 2, 8)
        assert is_duplicate_deal(name, one_hand) and preset_own_name(name) == STANDARD
        assert not is_duplicate_deal(name, preset_rules("standard"))
    assert preset_own_name("A · B · duplicate deal 1 of 12") == "A · B"
    for name in (STANDARD, "Party · round one", "Standard 2"):  # a one-hand game of house rules stays a game
        assert not is_duplicate_deal(name, one_hand) and preset_own_name(name) == name


def test_duplicate_deals_count_in_the_hands_not_in_the_games(history: History) -> None:
    game = standard_game(3, "2026-05-01T10:00:00")
    deals = [duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00") for n in (1, 2)]
    history.store(game, now=NOW)
    alone = history.stats(Filters(player="You", preset_id="standard"))
    for deal in deals:
        history.store(deal, now=NOW)
    stats = history.stats(Filters(player="You", preset_id="standard"))
    assert (stats.games, stats.wins, stats.unfinished) == (alone.games, alone.wins, 0) == (1, alone.wins, 0)
    assert (stats.best, stats.worst, stats.results) == (alone.best, alone.worst, alone.results)
    assert (stats.longest_win_streak, stats.longest_losing_streak, stats.current_streak) == (
        alone.longest_win_streak, alone.longest_losing_streak, alone.current_streak)
    assert (stats.by_partner, stats.by_opponents) == (alone.by_partner, alone.by_opponents)
    assert stats.hands == alone.hands + 2 and stats.duplicate_deals == 2 and alone.duplicate_deals == 0
    assert stats.to_dict()["duplicate_deals"] == 2
    assert len(history.games(Filters(player="You"))) == 3  # the games list still shows every deal
    assert history.presets() == [("standard", STANDARD)]


def deal_try(number: int, of: int, created: str, *, moves: int | None, rng_seed: int) -> GameRecord:
    """Another play of deal ``number`` (the same cards, dealer and rules as ``duplicate_deal``'s), stopped after
    ``moves`` moves (None: to its end)."""
    rules = replace(preset_rules("standard"), hand_limit=1)
    game = play(rules, 100 + number, random.Random(rng_seed), stop_after=moves)
    return GameRecord.from_game(game, names=NAMES, kinds=KINDS, preset_id="standard",
                                preset_name=f"{STANDARD} · duplicate deal {number} of {of}", created=created)


def test_a_restarted_deal_counts_once_and_its_abandoned_try_not_at_all(history: History) -> None:
    """Duplicate QA: Game ▸ Restart inside a match's deal left an abandoned try of that deal, and ``stats`` said 6
    deals for a 5-deal match; a deal played to its end and then played again after a restart counted twice."""
    for n in (1, 2):
        history.store(duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00"), now=NOW)
    left = deal_try(2, 2, "2026-05-02T10:01:30", moves=9, rng_seed=7)  # deal 2 begun, then restarted
    assert left.hands[0].score is None and left.winner is None
    history.store(left, now=NOW, status="abandoned")
    again = deal_try(1, 2, "2026-05-02T10:03:00", moves=None, rng_seed=8)  # deal 1 played a second time
    assert again.winner is not None and again != duplicate_deal(1, 2, "2026-05-02T10:01:00")
    history.store(again, now=NOW)
    assert len(history.games(Filters(player="You"))) == 4, "History keeps every try"
    stats = history.stats(Filters(player="You"))
    assert stats.duplicate_deals == 2
    # the hand figures count each deal's first play to its score, as the match does (QA round 3: the replay's
    # points and contract were counted too)
    plays = [duplicate_deal(1, 2, "2026-05-02T10:01:00"), duplicate_deal(2, 2, "2026-05-02T10:02:00")]
    points = sum(p.hands[0].score.sides[0].points for p in plays if p.hands[0].score is not None)
    assert (stats.hands, stats.points) == (2, points)


def test_the_rules_box_names_the_preset_of_duplicate_deals_only(history: History) -> None:
    label = "{0} · дубликатный матч, расклад {1} из {2}"
    for n in (1, 2):
        history.store(duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00", label), now=NOW)
    assert history.presets() == [("standard", STANDARD)]
    stats = history.stats(Filters(player="You"))
    assert (stats.games, stats.best, stats.duplicate_deals, stats.hands) == (0, None, 2, 2)


def _store_as_schema_2(conn: sqlite3.Connection, record: GameRecord) -> None:
    """Store ``record`` as version 2 did (no ``duplicate`` columns)."""
    rows = game_rows(record, now=NOW)
    game_cols = [c for c in GAME_COLUMNS if c != "duplicate"]
    game = [v for c, v in zip(GAME_COLUMNS, rows.game, strict=True) if c != "duplicate"]
    game_id = conn.execute(f"INSERT INTO games ({', '.join(game_cols)}) VALUES ({', '.join('?' * len(game))})",
                           game).lastrowid
    conn.execute("INSERT INTO records (game_id, record) VALUES (?, ?)", (game_id, rows.record))
    seat_cols = [c for c in SEAT_COLUMNS if c != "duplicate"]
    for row in rows.seats:
        seat = [game_id, *[v for c, v in zip(SEAT_COLUMNS, row, strict=True) if c != "duplicate"][1:]]
        conn.execute(f"INSERT INTO seats ({', '.join(seat_cols)}) VALUES ({', '.join('?' * len(seat))})", seat)


def test_the_duplicate_deals_of_an_older_history_are_found_when_it_is_updated(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(2), path)
    conn = sqlite3.connect(path, isolation_level=None)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
    _store_as_schema_2(conn, standard_game(3, "2026-05-01T10:00:00"))
    for n in (1, 2):
        _store_as_schema_2(conn, duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00"))
    conn.close()
    with open_history(path) as history:
        assert history.version == SCHEMA_VERSION
        stats = history.stats(Filters(player="You"))
        assert (stats.games, stats.duplicate_deals) == (1, 2)
        assert dict(history.presets())["standard"] == STANDARD
        flags = history.conn.execute("SELECT preset_name, duplicate FROM games WHERE preset_name LIKE 'Standard p%'")
        assert sorted(flags) == [(STANDARD, 0), *((f"{STANDARD} · duplicate deal {n} of 2", 1) for n in (1, 2))]
        assert history.conn.execute("SELECT count(*) FROM seats WHERE duplicate = 1").fetchone()[0] == 8
        assert history.conn.execute("SELECT count(*) FROM games WHERE duplicate = 1").fetchone()[0] == 2


def test_the_stats_command_says_the_deals_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from spades_desktop.cli import main
    from spades_desktop.record import save_record

    files = [save_record(standard_game(3, "2026-05-01T10:00:00"), tmp_path / "game.json")]
    files += [save_record(duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00"), tmp_path / f"deal{n}.json") for n in (1, 2)]
    assert main(["history", "import", *map(str, files)]) == 0
    capsys.readouterr()
    assert main(["stats", "--player", "You"]) == 0
    out = capsys.readouterr().out
    assert "  games 1, " in out
    assert "  duplicate match deals 2: their hands are in the hand figures, not in the games" in out

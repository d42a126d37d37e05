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


def _import_game_and_deals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[GameRecord]:
    """A standard game and two duplicate deals, imported with the command line; [game, deal 1, deal 2]."""
    from spades_desktop.cli import main
    from spades_desktop.record import save_record

    records = [standard_game(3, "2026-05-01T10:00:00")]
    records += [duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00") for n in (1, 2)]
    files = [save_record(r, tmp_path / f"g{i}.json") for i, r in enumerate(records)]
    assert main(["history", "import", *map(str, files)]) == 0
    capsys.readouterr()
    return records


def test_history_list_calls_a_duplicate_deal_a_deal_not_won_by(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # QA: 'history list' showed each deal as "won by Wes & Ethan 83 / -40", while the History window says
    # "42 / −90 — duplicate deal: You & Nora / Wes & Ethan" and a deal is not won or lost.
    from spades_desktop.cli import main

    _game, *deals = _import_game_and_deals(tmp_path, capsys)
    assert main(["history", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 3
    newest_first = lines[::-1]
    assert "won by" in newest_first[0] and "duplicate deal:" not in newest_first[0]
    for deal, line in zip(deals, newest_first[1:], strict=True):
        final = [h.score for h in deal.hands if h.score is not None][-1].totals
        assert "won by" not in line, line
        assert line.endswith(f"duplicate deal: You & Nora / Wes & Ethan {final[0]} / {final[1]}"), line


def test_history_list_json_marks_the_duplicate_deals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # QA: --json gave a deal "winner_side" and "winners" and nothing told it from a won game.
    import json

    from spades_desktop.cli import main

    game, *_deals = _import_game_and_deals(tmp_path, capsys)
    assert main(["history", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["duplicate"] for g in listed] == [True, True, False]  # newest first
    for g in listed:  # the fields before are kept, for the readers of them
        assert {"winner_side", "winners", "totals", "status"} <= set(g)
    assert listed[2]["winner_side"] == game.winner


def test_the_games_csv_has_a_duplicate_column_that_reads_back(history: History, tmp_path: Path) -> None:
    # QA: games.csv gave each deal a winner_side and no column told a deal from a game; reading it back lost it.
    import csv

    from spades_desktop.history.csvfiles import GAME_FIELDS, parse_games_csv

    history.store(standard_game(3, "2026-05-01T10:00:00"), now=NOW)
    for n in (1, 2):
        history.store(duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00"), now=NOW)
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv")
    with open(tmp_path / "g.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["duplicate"] for r in rows] == ["1", "1", "0"]
    assert list(rows[0])[:-1] == list(GAME_FIELDS[:-1]), "every column before keeps its place"
    read = parse_games_csv((tmp_path / "g.csv").read_text(encoding="utf-8"))
    assert read == history.games() and [g.duplicate for g in read] == [1, 1, 0]


def test_a_games_csv_from_before_the_duplicate_column_still_reads(history: History, tmp_path: Path) -> None:
    import csv

    from spades_desktop.history.csvfiles import parse_games_csv

    history.store(standard_game(3, "2026-05-01T10:00:00"), now=NOW)
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv")
    with open(tmp_path / "g.csv", encoding="utf-8-sig", newline="") as f:
        rows = [row[:-1] for row in csv.reader(f)]  # the duplicate column left out, as an older version wrote
    with open(tmp_path / "old.csv", "w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    assert parse_games_csv((tmp_path / "old.csv").read_text(encoding="utf-8")) == history.games()
    text = (tmp_path / "g.csv").read_text(encoding="utf-8").replace(",0\n", ",yes\n")
    with pytest.raises(ValueError, match="line 2"):
        parse_games_csv(text)

"""The history file: storing and reading games, schema versions, and every way the file can fail."""

from __future__ import annotations

import multiprocessing
import os
import shutil
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

from spades_desktop.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Filters,
    History,
    LockedError,
    NewerVersionError,
    ReadOnlyError,
    open_history,
)
from spades_desktop.history import database as database_module
from spades_desktop.history.errors import CorruptError, DiskFullError, HistoryError
from spades_desktop.record import GameRecord

from .conftest import NOW, store_all
from .games import Played, random_played, south_moves
from .make_fixture import FIXTURE_SEEDS, fixture_path


def finished_game(seed: int = 5) -> GameRecord:
    for s in range(seed, seed + 50):
        p = random_played(s)
        if p.record.is_over and p.record.rules.partnerships and len(p.record.hands) >= 3:
            return p.record
    raise AssertionError("no finished partnership game in 50 seeds")


def schema_of(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    return conn.execute("SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").fetchall()


# ------------------------------------------------------------------ storing
def test_a_stored_record_reads_back_equal(history: History) -> None:
    record = finished_game()
    game_id = history.store(record, now=NOW)
    assert history.record(game_id) == record
    (summary,) = history.games()
    assert (summary.status, summary.winner, summary.hands_played) == ("finished", record.winner, len(record.hands))
    assert [s.name for s in summary.seats] == [p.name for p in record.players]


def test_storing_at_each_hand_keeps_one_game_and_follows_undo(history: History) -> None:
    record = finished_game()
    ids = set()
    for n in range(1, len(record.hands) + 1):
        partial = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:n],
                             winner=None, preset_id=record.preset_id, created=record.created)
        ids.add(history.store(partial, now=f"2026-11-30T20:{n:02d}:00"))
    assert len(ids) == 1 and history.games()[0].status == "in_progress"
    game_id = ids.pop()
    # an undo back into hand 2: the hands after it are gone from the history too
    shorter = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:2],
                         created=record.created)
    history.store(shorter, now=NOW)
    assert len(history.running_totals(game_id)) == sum(h.score is not None for h in record.hands[:2])
    history.store(record, now=NOW)
    assert history.games()[0].status == "finished" and history.record(game_id) == record


def test_undo_flag_is_stored_when_the_record_has_it(history: History) -> None:
    record = finished_game()
    plain = history.store(record, now=NOW)
    assert history.games()[0].undo_used is False
    object.__setattr__(record, "undo_used", True)  # another branch adds this field to GameRecord
    assert history.store(record, now=NOW) == plain
    assert history.games()[0].undo_used is True


def test_abandoned_then_continued_and_deleted(history: History) -> None:
    record = finished_game()
    unfinished = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:1],
                            created=record.created)
    game_id = history.store(unfinished, now=NOW)
    history.mark_abandoned(game_id, now=NOW)
    assert history.games(Filters(status="abandoned"))[0].id == game_id
    history.store(unfinished, now=NOW)  # continued from the History window
    assert history.games()[0].status == "in_progress"
    with pytest.raises(ValueError, match="cannot be stored as finished"):
        history.store(unfinished, now=NOW, status="finished")
    assert history.delete(game_id) is True
    assert history.games() == [] and history.conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 0
    assert history.delete(game_id) is False
    with pytest.raises(HistoryError, match="no game"):
        history.record(game_id)


def test_starts_where_nothing_was_played_are_removed_and_real_games_kept(history: History) -> None:
    """Earlier versions stored a start as soon as the bots bid: a player who only looked saw "0 hands, abandoned"
    games in History and Statistics counted them unfinished. Those go; a game left after one move stays."""
    looked = [history.store(south_moves(seed, 0), now=NOW, status="abandoned") for seed in (1, 2)]
    moved = history.store(south_moves(3, 1), now=NOW, status="abandoned")
    finished = history.store(finished_game(), now=NOW)
    history.conn.execute("UPDATE records SET record = x'00' WHERE game_id = ?", (looked[1],))  # unreadable: kept
    assert history.drop_untouched() == 1
    assert {g.id for g in history.games()} == {looked[1], moved, finished}
    assert history.conn.execute("SELECT count(*) FROM seats WHERE game_id = ?", (looked[0],)).fetchone()[0] == 0
    assert history.drop_untouched() == 0


def test_a_finished_game_saved_by_an_earlier_version_is_found_by_its_moves(history: History) -> None:
    """Upgrade QA: an earlier version wrote the time of saving where a file names its start; opening the finished
    file stored the game a second time, and Statistics counted it twice."""
    from dataclasses import replace

    game = finished_game()
    history.store(replace(game, created="2026-11-01T20:00:00.431"), now=NOW)
    saved = replace(game, created="2026-11-01T21:15:09")  # the file's "start": when it was saved
    assert not history.holds(saved)
    assert history.finished_start(saved) == "2026-11-01T20:00:00.431"
    other = replace(saved, hands=saved.hands[:-1])  # the same deal played otherwise: another game
    assert history.finished_start(other) is None


def test_importing_a_file_twice_stores_it_once(history: History) -> None:
    record = finished_game()
    undated = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands,
                         winner=record.winner)
    a = history.store(undated, now="2026-01-01T00:00:00")
    b = history.store(undated, now="2026-02-01T00:00:00")
    assert a == b and len(history.games()) == 1
    assert history.games()[0].created == "2026-01-01T00:00:00"  # an undated game keeps the first import time


def test_list_filters_and_search(history: History) -> None:
    played = [random_played(seed, day=seed) for seed in range(30)]
    store_all(history, played)
    games = history.games()
    assert [g.created for g in games] == sorted((g.created for g in games), reverse=True)
    ann = history.games(Filters(player="Ann"))
    assert ann and all("Ann" in g.human_names for g in ann)
    assert all(g.preset_id == "cutthroat" for g in history.games(Filters(search="cutth")))
    cyril = {g.id for g in history.games(Filters(player="Cyril"))}
    assert cyril and {g.id for g in history.games(Filters(search="cyr"))} == cyril
    assert history.games(Filters(search="100%_")) == []
    assert len(history.games(limit=5)) == 5


# ------------------------------------------------------------------ versions
def test_the_saved_version_1_file_opens(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(1), path)
    with open_history(path) as history:
        assert history.version == SCHEMA_VERSION
        games = history.games()
        assert len(games) == len(FIXTURE_SEEDS)
        for g in games:
            record = history.record(g.id)
            assert [p.name for p in record.players] == [s.name for s in g.seats]
            assert len(history.running_totals(g.id)) == sum(h.score is not None for h in record.hands)


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
def test_migrates_from_every_earlier_version(tmp_path: Path, version: int) -> None:
    old = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(old, isolation_level=None)
    for step in MIGRATIONS[:version]:
        for statement in step.statements:
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    if version:  # a saved file of that version, with games in it, must also open
        assert fixture_path(version).exists(), f"keep a saved file of schema version {version} in tests/history/data"
    with open_history(old) as migrated, open_history(tmp_path / "fresh.sqlite3") as fresh:
        assert migrated.version == SCHEMA_VERSION
        assert schema_of(migrated.conn) == schema_of(fresh.conn)
        migrated.store(finished_game(), now=NOW)


def test_a_newer_version_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        history.store(finished_game(), now=NOW)
        history.conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(NewerVersionError, match="newer version of Spades Desktop") as info:
        open_history(path)
    assert str(path) in str(info.value) and isinstance(info.value, ValueError)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


# ------------------------------------------------------------------ damage
def test_a_file_that_is_not_a_database_is_kept_and_a_new_one_started(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database at all, but it may be a player's precious data" * 100)
    with open_history(path) as history:
        assert "damaged" in history.notice and "history.sqlite3.damaged-1" in history.notice
        history.store(finished_game(), now=NOW)
        assert len(history.games()) == 1
    assert (tmp_path / "history.sqlite3.damaged-1").read_bytes().startswith(b"this is not a database")


def test_a_damaged_database_is_kept_as_a_second_backup(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    (tmp_path / "history.sqlite3.damaged-1").write_bytes(b"an older backup")
    with open_history(path) as history:
        store_all(history, [random_played(seed) for seed in range(12)])
        history.conn.execute("PRAGMA journal_mode = DELETE")
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page:len(data) - page] = b"\x99" * (len(data) - 3 * page)  # scribble over the middle pages
    path.write_bytes(bytes(data))
    with open_history(path) as history:
        assert "history.sqlite3.damaged-2" in history.notice
        assert history.recovered is not None and len(history.games()) == history.recovered < 12
    assert (tmp_path / "history.sqlite3.damaged-1").read_bytes() == b"an older backup"
    assert (tmp_path / "history.sqlite3.damaged-2").read_bytes() == bytes(data)


def test_one_damaged_page_loses_no_game_that_can_still_be_read(tmp_path: Path) -> None:
    # QA: one zeroed page (the file's last) set the whole file aside and the history started empty, even for the
    # read-only ``stats``, with 125 games still readable; now every game that can be read is copied into the new one
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        store_all(history, [random_played(seed, day=seed % 28) for seed in range(40)])
        history.conn.execute("PRAGMA journal_mode = DELETE")
    shutil.copy(path, tmp_path / "whole.sqlite3")
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[len(data) - page:] = bytes(page)
    path.write_bytes(bytes(data))
    with open_history(path) as history:
        assert history.recovered is not None and 38 <= history.recovered <= 40  # one page: a record or two at most
        assert "kept as history.sqlite3.damaged-1" in history.notice
        assert (f"new history was started with the {history.recovered} games that could still be read"
                in history.notice)
        ids = [g.id for g in history.games()]
        assert len(ids) == history.recovered
        for game_id in ids:
            history.record(game_id)  # every record reads
        whole = sqlite3.connect(tmp_path / "whole.sqlite3")
        marks = ", ".join("?" * len(ids))
        for table, key in (("games", "id"), ("records", "game_id"), ("seats", "game_id"), ("hands", "game_id")):
            query = f"SELECT * FROM {table} WHERE {key} IN ({marks}) ORDER BY 1, 2"
            assert history.conn.execute(query, ids).fetchall() == whole.execute(query, ids).fetchall(), table
        whole.close()
    assert (tmp_path / "history.sqlite3.damaged-1").read_bytes() == bytes(data)


def test_a_game_whose_games_line_is_damaged_is_made_again_from_its_record(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        store_all(history, [random_played(seed) for seed in range(3)])
        before = history.conn.execute("SELECT * FROM games ORDER BY id").fetchall()
        seats = history.conn.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    old = database_module._connect(path, 1.0, True)
    columns = {t: [str(r[1]) for r in old.execute(f"PRAGMA table_info({t})")] for t in database_module._SALVAGED}
    rebuilt = database_module._rebuilt_rows(old, columns, 2)
    old.close()
    assert rebuilt is not None
    updated = columns["games"].index("updated")
    assert [v for i, v in enumerate(rebuilt[0][0]) if i != updated] == [
        v for i, v in enumerate(before[1]) if i != updated]
    assert sorted(rebuilt[2]) == [s for s in seats if s[0] == 2]


def test_a_damaged_file_with_nothing_readable_says_no_game_was_recovered(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        store_all(history, [random_played(seed) for seed in range(3)])
        history.conn.execute("PRAGMA journal_mode = DELETE")
    data = bytearray(path.read_bytes())
    data[100:] = b"\x99" * (len(data) - 100)  # the schema page too
    path.write_bytes(bytes(data))
    with open_history(path) as history:
        assert history.recovered == 0 and history.games() == []
        assert "no game could be read from it" in history.notice


def test_damage_found_while_reading_is_a_clear_error(tmp_path: Path) -> None:
    conn = sqlite3.connect(":memory:")
    error = database_module.explain(sqlite3.DatabaseError("database disk image is malformed"), tmp_path, "listing")
    conn.close()
    assert isinstance(error, CorruptError) and "keeps it as a backup" in str(error)


def _io_error(extended_code: int) -> sqlite3.OperationalError:
    exc = sqlite3.OperationalError("disk I/O error")
    exc.sqlite_errorcode = extended_code  # type: ignore[attr-defined]
    return exc


def _disk(free: int) -> SimpleNamespace:
    return SimpleNamespace(total=10**12, used=10**12 - free, free=free)


@pytest.mark.parametrize("extended_code", [10, 778, 1034, 4874])  # SQLITE_IOERR, _WRITE, _FSYNC, _SHMSIZE
def test_an_io_error_on_a_full_disk_says_the_disk_is_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           extended_code: int) -> None:
    """On a full disk SQLite often reports SQLITE_IOERR (_WRITE, _FSYNC, _SHMSIZE …), not SQLITE_FULL: the player
    read "the history file cannot be used (disk I/O error)" beside a message for a full disk never shown (QA)."""
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: _disk(0))
    error = database_module.explain(_io_error(extended_code), path, "storing the game")
    assert str(error) == f"{path}: the disk is full, so storing the game did not happen; free some space"
    # the same on opening (a full disk cannot make SQLite's -shm file)
    def no_shm(*args: object) -> sqlite3.Connection:
        raise _io_error(4874)

    monkeypatch.setattr(database_module, "_open_checked", no_shm)
    with pytest.raises(HistoryError, match="the disk is full, so opening the history did not happen"):
        open_history(path)


def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk as SQLite meets it: the file reads, but a writable opening cannot make its ``-shm``."""
    real = database_module._open_checked

    def opening(path: Path, timeout: float, read_only: bool, check: bool) -> sqlite3.Connection:
        if not read_only:
            raise _io_error(4874)  # SQLITE_IOERR_SHMSIZE
        return real(path, timeout, read_only, check)

    monkeypatch.setattr(shutil, "disk_usage", lambda folder: _disk(0))
    monkeypatch.setattr(database_module, "_open_checked", opening)


def test_on_a_full_disk_the_history_opens_read_only_to_be_read(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The History window showed no games on a full disk ("the disk is full, so opening the history did not
    happen"), though reading needs no room, and it listed them from a read-only disk (QA recheck21)."""
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        game_id = history.store(finished_game(), now=NOW)
    full_disk(monkeypatch)
    with pytest.raises(DiskFullError, match="the disk is full, so opening the history did not happen"):
        open_history(path)  # a writer (the game's recorder) opens it again, writable, once there is room
    with open_history(path, read_only_if_full=True) as history:
        assert history.read_only and history.full_disk
        assert [g.id for g in history.games()] == [game_id]
        assert history.notice == ("The disk is full: the games are listed and statistics shown, new games are not "
                                  "stored.")
        with pytest.raises(DiskFullError, match="the disk is full, so deleting the game did not happen; free some "
                                                "space"):
            history.delete(game_id)
    with pytest.raises(DiskFullError):  # no file to read: nothing to show
        open_history(tmp_path / "none" / "history.sqlite3", read_only_if_full=True)


def test_an_io_error_with_room_on_the_disk_is_named_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: _disk(10**11))
    assert "(disk I/O error)" in str(database_module.explain(_io_error(778), path, "storing the game"))

    def unknown(folder: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(shutil, "disk_usage", unknown)  # the free space cannot be known
    assert "(disk I/O error)" in str(database_module.explain(_io_error(778), path, "storing the game"))


def test_a_folder_where_the_history_file_should_be_is_called_a_folder(tmp_path: Path) -> None:
    """``mkdir history.sqlite3`` said "the history file cannot be used (unable to open database file)"; a record
    file in the same case says "this is a folder, not a game record file"."""
    path = tmp_path / "history.sqlite3"
    path.mkdir()
    with pytest.raises(HistoryError) as info:
        open_history(path)
    assert str(info.value) == (f"{path}: this is a folder, not the history file, so opening the history did not "
                               "happen; move or rename the folder to start a new history")
    assert path.is_dir() and list(path.iterdir()) == []


# ------------------------------------------------------------------ locks and permissions
def test_a_stored_record_with_damaged_bytes_is_a_clear_error_not_a_zlib_error(history: History) -> None:
    game_id = history.store(random_played(5).record, now=NOW)
    for damaged in (b"not zlib data at all", "a text, not bytes", 42):
        history.conn.execute("UPDATE records SET record = ? WHERE game_id = ?", (damaged, game_id))
        with pytest.raises(HistoryError, match=f"the stored record of game {game_id} .*cannot be read"):
            history.record(game_id)


@pytest.mark.parametrize(("column", "text", "problem"), [
    ("seats_json", '[["Ann",', "its players cannot be read"),
    ("seats_json", '[["Ann", "human"]]', "its players cannot be read"),
    ("seats_json", "[" * 100_000 + "]" * 100_000, "its players cannot be read"),
    ("totals_json", '{"a": 1}', "its scores cannot be read"),
    ("totals_json", 42, "its scores cannot be read"),
])
def test_a_games_line_damaged_in_the_file_is_listed_and_named_damaged(
        history: History, column: str, text: str | int, problem: str) -> None:
    good, bad = (history.store(random_played(seed).record, now=NOW) for seed in (5, 6))
    history.conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (text, bad))
    listed = {g.id: g for g in history.games()}
    assert listed[good].problem is None and listed[good].seats
    damaged = listed[bad]
    assert damaged.problem == f"game {bad} is damaged in the history file: {problem}"
    assert damaged.side_names(0) == [] or column == "totals_json"
    assert damaged.totals_winner_first == () or column == "seats_json"


def test_a_name_that_is_not_utf8_is_a_history_error_not_a_unicode_error(history: History) -> None:
    import dataclasses

    record = dataclasses.replace(random_played(5).record, preset_name="\ud83d")  # an emoji cut in half
    with pytest.raises(HistoryError, match=r"storing the game did not happen: a text holds an invalid character"):
        history.store(record, now=NOW)
    with pytest.raises(HistoryError, match=r"invalid character \(\\udcff\)"):
        history.games(Filters(player="\udcff"))


def test_a_locked_file_gives_a_locked_error_and_then_works(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with open_history(path, timeout=0.2) as history:
            assert history.games() == []  # reading still works beside a writer (WAL)
            with pytest.raises(LockedError, match="busy"):
                history.store(finished_game(), now=NOW)
            other.execute("COMMIT")
            history.store(finished_game(), now=NOW)
            assert len(history.games()) == 1
    finally:
        other.close()


def test_a_read_only_file_shows_statistics_but_stores_nothing(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        history.store(finished_game(), now=NOW)
    monkeypatch.setattr(database_module, "_writable", lambda p: False)  # root ignores file permissions
    with open_history(path) as history:
        assert history.read_only and "read-only" in history.notice
        assert len(history.games()) == 1
        name = history.players()[0]
        assert history.stats(Filters(player=name)).games == 1
        with pytest.raises(ReadOnlyError, match="writable"):
            history.store(finished_game(7), now=NOW)


def test_sqlite_read_only_errors_are_read_only_errors(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        history.conn.execute("PRAGMA journal_mode = DELETE")
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, isolation_level=None)
    history = History(conn, path)  # believes it may write
    with pytest.raises(ReadOnlyError, match="read-only"):
        history.store(finished_game(), now=NOW)
    history.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs file permissions that apply")
def test_file_permissions_make_it_read_only(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with open_history(path) as history:
        history.store(finished_game(), now=NOW)
    path.chmod(0o444)
    with open_history(path) as history:
        assert history.read_only and len(history.games()) == 1


def _writer(path: str, seeds: list[int]) -> None:
    with open_history(path, timeout=30) as history:
        for seed in seeds:
            history.store(random_played(seed).record, now=NOW)


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    open_history(path).close()
    context = multiprocessing.get_context("spawn")
    jobs = [context.Process(target=_writer, args=(str(path), list(range(start, start + 40, 2)))) for start in (0, 1)]
    for job in jobs:
        job.start()
    for job in jobs:
        job.join(120)
        assert job.exitcode == 0
    with open_history(path) as history:
        games = history.games()
        assert sorted(g.seed for g in games) == sorted(random_played(s).record.seed for s in range(40))
        hands = history.conn.execute("SELECT count(*) FROM hands").fetchone()[0]
        records = [random_played(s).record for s in range(40)]
        expected = sum(len([h for h in r.hands if h.score]) * r.rules.players for r in records)
        assert hands == expected


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    with open_history(tmp_path / "a" / "b" / "history.sqlite3") as history:
        assert history.games() == []


def test_played_sample_is_not_empty(sample: list[Played]) -> None:
    assert any(p.status != "finished" for p in sample) and any(p.status == "finished" for p in sample)


def test_a_resumed_game_finds_its_unfinished_entry(history: History) -> None:
    record = finished_game()
    unfinished = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:2],
                            created="2026-01-01T10:00:00")
    game_id = history.store(unfinished, now=NOW)
    resumed = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:3])
    assert history.unfinished_start(resumed) == "2026-01-01T10:00:00"
    other_players = GameRecord(record.rules, record.players[::-1], record.seed, record.first_dealer, record.hands[:3])
    assert history.unfinished_start(other_players) is None
    history.store(GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands,
                             winner=record.winner, created="2026-01-01T10:00:00"), now=NOW)
    assert [g.id for g in history.games()] == [game_id]
    assert history.unfinished_start(resumed) is None  # finished now


def test_a_later_migration_step_applies_to_a_version_1_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.history.schema import Migration

    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(1), path)
    step = Migration(SCHEMA_VERSION + 1, "a note per game", ("ALTER TABLE games ADD COLUMN note TEXT",))
    monkeypatch.setattr(database_module, "MIGRATIONS", (*MIGRATIONS, step))
    monkeypatch.setattr(database_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with open_history(path) as history:
        assert history.version == SCHEMA_VERSION + 1
        assert "note" in [row[1] for row in history.conn.execute("PRAGMA table_info(games)")]
        assert len(history.games()) == len(FIXTURE_SEEDS)


def test_a_failing_migration_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.history.schema import Migration

    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(1), path)
    step = Migration(SCHEMA_VERSION + 1, "broken", ("ALTER TABLE games ADD COLUMN note TEXT", "NOT SQL AT ALL"))
    monkeypatch.setattr(database_module, "MIGRATIONS", (*MIGRATIONS, step))
    monkeypatch.setattr(database_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(HistoryError, match="cannot be used"):
        open_history(path)
    monkeypatch.undo()
    with open_history(path) as history:
        assert history.version == SCHEMA_VERSION
        assert "note" not in [row[1] for row in history.conn.execute("PRAGMA table_info(games)")]
        assert len(history.games()) == len(FIXTURE_SEEDS)
    assert not list(tmp_path.glob("*.damaged-*"))

"""The autosaver keeps the game in progress on disk and writes only when something changed."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from spades_desktop.engine import LOOK, Game, RuleSet
from spades_desktop.record import Autosaver, load_record, replay
from spades_desktop.record.autosave import (
    KEEP,
    LEGACY_NAME,
    autosave_files,
    keep_aside,
    new_autosave_path,
    prune,
    scan_autosaves,
    unique_path,
)
from spades_desktop.record.history import apply_steps, rebuild, steps
from spades_desktop.rules import load_preset

from .record_samples import assert_same_game, random_game, record_of


def test_autosave_writes_when_the_game_moves_and_resumes_exactly(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "autosave.json", names=["Ann", "W", "N", "E"],
                      kinds=["human", "bot:easy", "bot:normal", "bot:hard"], preset_id="standard")
    game = random_game(RuleSet(), 11, max_actions=40)
    assert saver.save(game) is True
    assert saver.save(game) is False  # nothing new
    game = random_game(RuleSet(), 11, max_actions=70)
    assert saver.save(game) is True
    record = load_record(tmp_path / "autosave.json")
    assert [p.name for p in record.players] == ["Ann", "W", "N", "E"]
    assert record.players[3].level == "hard" and record.preset_id == "standard"
    assert_same_game(replay(record), game)
    saver.clear()
    assert not (tmp_path / "autosave.json").exists()
    saver.clear()  # clearing twice is fine


def _bots_bid_first(seed: int = 11) -> Game:
    """A new game in which the three bots (West, North, East) have bid and South, the person, has not moved."""
    game = Game(RuleSet(), seed, first_dealer=0)
    while game.to_act != 0:
        game.apply(game.legal_actions()[-1])  # looks at the cards, then bids the most it may
    assert game.hands_log[0].actions and game.to_act == 0
    return game


def test_a_start_only_looked_at_is_not_autosaved_and_the_first_move_of_a_person_is(tmp_path: Path) -> None:
    """Six starts left before a move pushed a real unfinished game out of the five kept: a game where only bots
    moved holds nothing to resume, so it is not written; a person's first move is."""
    saver = Autosaver(tmp_path / "game.json", kinds=["human", "bot:easy", "bot:normal", "bot:hard"])
    game = _bots_bid_first()
    assert saver.save(game) is False
    assert not saver.path.exists()
    game.apply(LOOK)  # South looks at the cards: not a move yet (it is how a start is looked at)
    assert saver.save(game) is False and not saver.path.exists()
    game.apply(game.legal_actions()[-1])  # South bids
    assert saver.save(game) is True
    assert replay(load_record(saver.path)).hands_log[0].actions == game.hands_log[0].actions


def test_moves_undone_back_to_the_start_take_the_autosave_away(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "game.json", kinds=["human", "bot:easy", "bot:normal", "bot:hard"])
    game = _bots_bid_first()
    game.apply(LOOK)
    game.apply(game.legal_actions()[-1])
    assert saver.save(game) is True
    assert saver.save(_bots_bid_first()) is False  # South's bid taken back
    assert not saver.path.exists()


def test_a_game_of_bots_only_is_autosaved_from_its_first_move(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "game.json", kinds=["bot:easy"] * 4)
    assert saver.save(Game(RuleSet(), 3)) is False
    assert saver.save(random_game(RuleSet(), 3, max_actions=1)) is True


def test_an_older_autosave_where_nothing_was_played_is_removed_not_offered_nor_stored(tmp_path: Path) -> None:
    folder, backups = tmp_path / "autosaves", tmp_path / "games"
    folder.mkdir()
    real = _saved_game(folder, 5, 30, "2026-11-01-100000", mtime=1_000_000_000_000_000_000)
    untouched = []
    for n in range(KEEP + 1):  # newer than the real game, as an earlier version wrote them at every start
        path = new_autosave_path(folder, f"2026-11-02-10000{n}")
        path.write_text(record_of(_bots_bid_first(n)).to_json(), encoding="utf-8")  # South a person
        untouched.append(path)
    settled = []
    scan = scan_autosaves(folder, backups, "2026-11-03-0900", settle=lambda r: settled.append(r) or True)
    assert [r.path for r in scan.resumable] == [real]
    assert sorted(scan.removed) == sorted(untouched) and not any(p.exists() for p in untouched)
    assert settled == []


# ------------------------------------------------------------ one file per game, nothing lost
def _saved_game(folder: Path, seed: int, actions: int, stamp: str, mtime: int | None = None) -> Path:
    """An unfinished game's autosave in ``folder`` (made through the real ``Autosaver``)."""
    folder.mkdir(parents=True, exist_ok=True)
    saver = Autosaver(new_autosave_path(folder, stamp), preset_id=f"seed-{seed}")
    saver.save(random_game(RuleSet(), seed, max_actions=actions))
    if mtime is not None:
        os.utime(saver.path, ns=(mtime, mtime))
    return saver.path


def _good_text(seed: int = 5, actions: int = 30) -> str:
    return record_of(random_game(RuleSet(), seed, max_actions=actions)).to_json()


def test_a_changed_move_after_an_undo_is_written_even_at_the_same_length(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "game.json")
    first = random_game(RuleSet(), 11, max_actions=20)
    assert saver.save(first)
    other = Game(RuleSet(), 11)  # the same 19 moves, then another 20th
    for seat, action in first.hands_log[0].actions[:19]:
        other.apply(action, seat=seat)
    last = first.hands_log[0].actions[19][1]
    other.apply(next(a for a in other.legal_actions() if a != last))
    assert saver.save(other) is True, "a different game of the same length is not 'nothing new'"
    assert_same_game(replay(load_record(saver.path)), other)


def test_new_autosave_names_never_take_an_existing_file(tmp_path: Path) -> None:
    first = new_autosave_path(tmp_path, "2026-11-30 21:07:05")
    assert first.name == "game-2026-11-30-21-07-05.json"
    first.write_text("taken")
    second = new_autosave_path(tmp_path, "2026-11-30 21:07:05")
    assert second.name == "game-2026-11-30-21-07-05-2.json"
    assert unique_path(tmp_path, "x") == tmp_path / "x.json"


@pytest.mark.parametrize("kind", ["truncated", "version 2", "not utf-8", "illegal move"])
def test_an_autosave_that_cannot_be_resumed_is_kept_under_a_dated_name(tmp_path: Path, kind: str) -> None:
    games, autosaves = tmp_path / "games", tmp_path / "games" / "autosaves"
    autosaves.mkdir(parents=True)
    good = _good_text()
    data = {
        "truncated": good[: len(good) // 2].encode(),
        "version 2": good.replace('"version": 1', '"version": 2').encode(),
        "not utf-8": b"\xff\xfe{" + good.encode()[3:],
        "illegal move": good.replace('"deal_number": ', '"deal_number": 1', 1).encode(),
    }[kind]
    bad = autosaves / "game-2026-11-30-200000.json"
    bad.write_bytes(data)
    (games / "autosave-damaged-2026-11-30-2107.json").write_bytes(b"an earlier backup")
    (games / "autosave-newer-version-2026-11-30-2107.json").write_bytes(b"an earlier backup")

    scan = scan_autosaves(autosaves, games, "2026-11-30-2107")

    assert scan.resumable == [] and len(scan.unusable) == 1
    kept = scan.unusable[0]
    prefix = "autosave-newer-version-" if kind == "version 2" else "autosave-damaged-"
    assert kept.kept_as == games / f"{prefix}2026-11-30-2107-2.json", "never over another file"
    assert kept.kept_as.read_bytes() == data and not bad.exists()
    assert kept.newer is (kind == "version 2") and kept.problem
    assert (games / f"{prefix}2026-11-30-2107.json").read_bytes() == b"an earlier backup"


def test_the_old_single_autosave_moves_into_the_folder(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    text = _good_text(seed=8)
    (games / LEGACY_NAME).write_text(text, encoding="utf-8")
    scan = scan_autosaves(games / "autosaves", games, "2026-11-30-2107")
    assert len(scan.resumable) == 1 and not (games / LEGACY_NAME).exists()
    found = scan.resumable[0]
    assert found.path.parent == games / "autosaves" and found.path.name.startswith("game-")
    assert found.path.read_text(encoding="utf-8") == text


def test_an_old_damaged_single_autosave_is_kept_too(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    (games / LEGACY_NAME).write_text('{"format": "spades-desktop-record", "version": 1, "rul', encoding="utf-8")
    scan = scan_autosaves(games / "autosaves", games, "2026-11-30-2107")
    assert scan.resumable == []
    assert [u.kept_as for u in scan.unusable] == [games / "autosave-damaged-2026-11-30-2107.json"]


def test_the_newest_games_are_offered_first_and_only_the_last_five_are_kept(tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    paths = [_saved_game(folder, seed, 12, f"stamp-{seed}", mtime=(seed + 1) * 10**18) for seed in range(7)]
    scan = scan_autosaves(folder, tmp_path, "now")
    assert [r.path for r in scan.resumable] == paths[::-1][:KEEP]
    assert sorted(scan.removed) == sorted(paths[:2]) and not paths[0].exists() and not paths[1].exists()
    assert [r.record.preset_id for r in scan.resumable] == [f"seed-{s}" for s in (6, 5, 4, 3, 2)]


def test_finished_games_are_removed_and_other_files_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    folder.mkdir()
    finished = random_game(RuleSet(target=100), 3)
    assert finished.is_over
    done = folder / "game-done.json"
    done.write_text(record_of(finished).to_json(), encoding="utf-8")
    other = folder / "notes.txt"
    other.write_text("mine")
    (folder / "game-folder.json").mkdir()
    scan = scan_autosaves(folder, tmp_path, "now")
    assert scan.removed == [done] and not done.exists() and other.read_text() == "mine"
    assert scan.resumable == [] and scan.unusable == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_in_the_autosave_folder_does_not_hang_the_start(tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    folder.mkdir()
    os.mkfifo(folder / "game-fifo.json")
    assert autosave_files(folder) == []
    assert scan_autosaves(folder, tmp_path, "now").resumable == []


def test_prune_keeps_the_game_in_progress(tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    paths = [_saved_game(folder, seed, 6, f"s{seed}", mtime=(seed + 1) * 10**18) for seed in range(4)]
    removed = prune(folder, 2, protect=[paths[0]])
    assert removed == [paths[1]] and paths[0].exists() and paths[2].exists() and paths[3].exists()


def test_prune_never_deletes_an_autosave_of_a_newer_version_or_a_damaged_one(tmp_path: Path) -> None:
    # Started with --preset or --deal there was no start-up scan to keep these aside first: prune deleted them.
    folder = tmp_path / "autosaves"
    newer = _saved_game(folder, 1, 12, "newer", mtime=1 * 10**18)
    newer.write_text(newer.read_text(encoding="utf-8").replace('"version": 1', '"version": 2'), encoding="utf-8")
    damaged = _saved_game(folder, 2, 12, "damaged", mtime=2 * 10**18)
    damaged.write_text(damaged.read_text(encoding="utf-8")[:200], encoding="utf-8")
    old = _saved_game(folder, 3, 12, "old", mtime=3 * 10**18)
    for path, mtime in ((newer, 1), (damaged, 2)):
        os.utime(path, ns=(mtime * 10**18, mtime * 10**18))
    recent = [_saved_game(folder, seed, 12, f"recent-{seed}", mtime=(seed + 1) * 10**18) for seed in range(4, 9)]
    removed = prune(folder, KEEP, protect=[recent[-1]])
    assert removed == [old] and newer.exists() and damaged.exists()
    assert all(path.exists() for path in recent)


def test_a_finished_game_history_has_not_stored_is_never_pruned(tmp_path: Path) -> None:
    # The autosave of a finished game stays until History has its end (a locked or full history); five newer
    # games used to prune it, and History kept only the game's last stored state.
    folder = tmp_path / "autosaves"
    folder.mkdir()
    finished = folder / "game-finished.json"
    finished.write_text(record_of(random_game(RuleSet(target=100), 3)).to_json(), encoding="utf-8")
    os.utime(finished, ns=(10**18, 10**18))
    old = _saved_game(folder, 2, 12, "old", mtime=2 * 10**18)
    recent = [_saved_game(folder, seed, 12, f"recent-{seed}", mtime=(seed + 1) * 10**18) for seed in range(4, 9)]
    removed = prune(folder, KEEP, protect=[recent[-1]])
    assert removed == [old] and finished.exists()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_link_that_loops_in_the_autosave_folder_does_not_stop_pruning(tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    paths = [_saved_game(folder, seed, 6, f"s{seed}", mtime=(seed + 1) * 10**18) for seed in range(3)]
    loop = folder / "game-loop.json"
    try:
        loop.symlink_to(loop)
    except OSError:
        pytest.skip("symbolic links cannot be made here")
    removed = prune(folder, 1, protect=[loop, paths[0]])
    assert removed == [paths[1]] and paths[0].exists() and paths[2].exists()
    assert loop.is_symlink()


def test_keeping_aside_never_replaces_a_file(tmp_path: Path) -> None:
    source = tmp_path / "bad.json"
    source.write_bytes(b"bad")
    taken = tmp_path / "autosave-damaged-x.json"
    taken.write_bytes(b"other")
    kept = keep_aside(source, tmp_path, "x")
    assert kept.name == "autosave-damaged-x-2.json" and kept.read_bytes() == b"bad"
    assert taken.read_bytes() == b"other" and not source.exists()


@pytest.mark.parametrize("name", ["standard", "two-player draw", "cancellation"])
def test_the_autosave_writes_the_same_text_as_a_plain_save_after_every_action_and_after_undo(
        name: str, tmp_path: Path) -> None:
    """The autosave reuses the text of the hands it encoded before; the file is byte for byte the plain one."""
    rules = {"standard": RuleSet(),
             "two-player draw": RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=2),
             "cancellation": load_preset("cancellation").rules}[name]  # six seats, two decks
    saver = Autosaver(tmp_path / "auto.json", names=None, kinds=None, preset_id="p", created="2024-05-01")
    whole = random_game(rules, 7)
    done = steps(whole)
    assert len(whole.hands_log) >= 3
    game = rebuild(whole, 0)
    count = 0
    while count < len(done) and len(game.hands_log) <= 3:  # saved after each action of three hands, checked often
        apply_steps(game, [done[count]])
        count += 1
        saver.save(game)
        if count % 3 == 0 or game.hands_log[-1].actions == []:
            assert (tmp_path / "auto.json").read_text("utf-8") == saver.record(game).to_json(), f"after {count}"
    for count in (len(done) // 2, 30, len(done) // 2 + 5, len(done)):  # ...undo into finished hands, on again
        game = rebuild(whole, count)
        saver.save(game)
        assert (tmp_path / "auto.json").read_text("utf-8") == saver.record(game).to_json(), f"after {count}"


def test_a_finished_game_is_read_once_at_the_start_and_given_to_history_as_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.record import autosave as module

    folder = tmp_path / "autosaves"
    folder.mkdir()
    done = folder / "game-done.json"
    done.write_text(record_of(random_game(RuleSet(target=100), 3)).to_json(), encoding="utf-8")
    reads: list[Path] = []
    real_load = module.load_record

    def load_record_counted(path: Path) -> object:
        reads.append(Path(path))
        return real_load(path)

    monkeypatch.setattr(module, "load_record", load_record_counted)
    stored: list[object] = []
    scan = scan_autosaves(folder, tmp_path, "now", settle=lambda record: stored.append(record) is None)
    assert reads == [done], "the file is read and replayed once, not read again for History"
    assert len(stored) == 1 and scan.removed == [done] and not done.exists()

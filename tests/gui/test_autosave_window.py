"""Autosave through the real window: damaged files kept and named, write failures shown once, several games kept."""

from __future__ import annotations

import errno
import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui.autosaves import AutosaveKeeper, ResumeDialog
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.paths import autosaves_dir, saved_games_dir
from spades_desktop.record import Autosaver, GameRecord, load_record, replay
from spades_desktop.record import autosave as record_autosave
from spades_desktop.record import save_record as save_record_for_real
from spades_desktop.record.autosave import KEEP, new_autosave_path
from spades_desktop.record.record import nothing_played

from ..record.record_samples import random_game, record_of
from .conftest import play_until, setup_for, simple_bots, start, wait_for_human


def new_window(qtbot: QtBot) -> MainWindow:
    win = MainWindow()
    win.controller.player_factory = simple_bots
    qtbot.addWidget(win)
    win.set_speed(Speed.OFF)
    win.show()
    return win


def moved(win: MainWindow) -> bool:
    """A person has made a move (looking at the cards is not one): the game is autosaved from here."""
    game = win.controller.game
    return game is not None and not nothing_played(game.hands_log, win.controller.humans)


def keeper(win: MainWindow) -> AutosaveKeeper:
    return win._autosaves()


def good_text(seed: int = 5, actions: int = 30) -> str:
    return record_of(random_game(RuleSet(), seed, max_actions=actions)).to_json()


def bot_setup(seed: int, target: int = 500) -> GameSetup:
    rules = RuleSet(target=target, mercy=-target)
    seats = tuple(SeatSetup(name, "easy") for name in ("Sam", "Wes", "Nora", "Ethan"))
    return GameSetup(rules=rules, seats=seats, seed=seed, preset_id="test", preset_name="Test rules")


@pytest.mark.parametrize("kind", ["truncated", "version 2"])
def test_a_damaged_or_newer_autosave_is_kept_and_the_window_says_where(
        qtbot: QtBot, answers: list[str], kind: str) -> None:
    games = saved_games_dir()
    games.mkdir(parents=True)
    text = good_text()
    data = text[: len(text) // 2] if kind == "truncated" else text.replace('"version": 1', '"version": 2')
    (games / "autosave.json").write_text(data, encoding="utf-8")  # the old single autosave file

    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)

    box = keeper(win).message
    assert box is not None and box.isVisible() and not box.isModal()
    kept = sorted(games.glob("autosave-newer-version-*.json" if kind == "version 2" else "autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == data
    assert str(kept[0]) in box.text()
    assert ("newer version" in box.text()) is (kind == "version 2")
    assert answers == [], "nothing to resume: a new game is dealt"
    play_until(qtbot, win, lambda w: len(w.controller.game.hands_log[0].actions) > 6)
    current = win.autosave_path()
    assert current is not None and current.is_file() and current.parent == autosaves_dir()
    assert kept[0].read_text(encoding="utf-8") == data, "the new game's autosaves never touch the kept file"
    assert not (games / "autosave.json").exists()
    win.close()


def test_a_damaged_autosave_is_told_in_russian_naming_the_file_once(
        qtbot: QtBot, answers: list[str], russian: None) -> None:
    # QA: the box said the record layer's English reason inside the Russian sentence, and the path twice.
    autosaves_dir().mkdir(parents=True)
    damaged = autosaves_dir() / "game-2026-12-01-100000.json"
    text = good_text()
    damaged.write_text(text[: len(text) // 2], encoding="utf-8")
    win = new_window(qtbot)
    win.start()
    box = keeper(win).message
    assert box is not None
    (kept,) = saved_games_dir().glob("autosave-damaged-*.json")
    assert box.text() == f"Автосохранённая игра повреждена, продолжить её нельзя. Ничего не удалено: файл сохранён " \
                         f"как {kept}."
    assert box.detailedText().startswith(f"{damaged.name}: the file is truncated"), "the reason, under Show Details"
    assert str(damaged.parent) not in box.detailedText()
    win.close()


@pytest.mark.parametrize("start_with", [{"preset_id": "standard"}, {"deal": 77}])
def test_starting_with_a_preset_or_a_deal_never_deletes_a_newer_or_damaged_autosave(
        qtbot: QtBot, answers: list[str], start_with: dict[str, Any]) -> None:
    folder = autosaves_dir()
    folder.mkdir(parents=True)
    text = good_text()
    newer = folder / "game-2025-01-01-100000.json"
    newer.write_text(text.replace('"version": 1', '"version": 2'), encoding="utf-8")
    damaged = folder / "game-2025-01-01-110000.json"
    damaged.write_text(text[: len(text) // 2], encoding="utf-8")
    for age, path in ((7200, newer), (3600, damaged)):
        os.utime(path, (time.time() - age, time.time() - age))
    for i in range(KEEP):  # five other unfinished games, saved later
        (folder / f"game-2025-02-0{i + 1}-100000.json").write_text(text, encoding="utf-8")

    win = new_window(qtbot)
    win.start(**start_with)  # spades-desktop --preset standard / --deal 77: no game offered
    wait_for_human(qtbot, win)
    play_until(qtbot, win, lambda w: len(w.controller.game.hands_log[0].actions) > 6)  # autosaved: the prune
    assert answers == []
    games = saved_games_dir()
    kept_newer, kept_damaged = list(games.glob("autosave-newer-version-*.json")), list(games.glob("autosave-damaged-*"))
    assert [p.read_text(encoding="utf-8") for p in kept_newer] == [text.replace('"version": 1', '"version": 2')]
    assert [p.read_text(encoding="utf-8") for p in kept_damaged] == [text[: len(text) // 2]]
    box = keeper(win).message
    assert box is not None and "newer version" in box.text() and "damaged" in box.text()
    win.close()


def test_a_failing_autosave_is_shown_once_and_the_old_file_is_kept(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=51))
    play_until(qtbot, window, lambda w: len(w.controller.game.hands_log[0].actions) > 4)
    path = window.autosave_path()
    assert path is not None and path.is_file()
    before = path.read_bytes()

    real_save = save_record_for_real
    disk_full = [True]

    def save_record(record: GameRecord, target: Path, **options: Any) -> Path:
        if disk_full[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_save(record, target, **options)

    shown: list[str] = []
    real_show = AutosaveKeeper._show

    def show(self: AutosaveKeeper, text: str, failure: bool) -> None:
        shown.append(text)
        real_show(self, text, failure)

    def play_on() -> None:
        played = len(window.controller.game.hands_log[0].actions)  # type: ignore[union-attr]
        play_until(qtbot, window, lambda w: len(w.controller.game.hands_log[0].actions) > played + 3)

    monkeypatch.setattr(AutosaveKeeper, "_show", show)
    monkeypatch.setattr(record_autosave, "save_record", save_record)
    play_on()
    play_on()
    assert len(shown) == 1, "one message per game, not one per move"
    assert "No space left on device" in shown[0] and str(path.parent) in shown[0]
    assert "the last autosave is kept as it was" in shown[0]
    indicator = keeper(window).indicator
    assert indicator is not None and indicator.isVisible() and "Not autosaved" in indicator.text()
    assert path.read_bytes() == before, "the last good autosave is untouched"

    disk_full[0] = False
    play_on()
    assert not indicator.isVisible()
    disk_full[0] = True
    play_on()
    assert indicator.isVisible() and len(shown) == 1, "failing again in the same game: the mark, no second box"
    disk_full[0] = False
    play_on()
    assert not indicator.isVisible()
    game = window.controller.game
    assert game is not None and list(replay(load_record(path)).hands_log[0].actions) == list(
        game.hands_log[0].actions)


def test_a_resumed_game_that_cannot_be_autosaved_keeps_its_earlier_file_and_says_so(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Resumed, then a full disk: the box said "it is not saved yet: if the app ends now, it cannot be resumed",
    though the autosave written before the restart was on disk, whole, and resumed fine."""
    win = new_window(qtbot)
    start(qtbot, win, setup_for(seed=51))
    play_until(qtbot, win, lambda w: len(w.controller.game.hands_log[0].actions) > 6)
    path = win.autosave_path()
    assert path is not None and path.is_file()
    win.close()
    again = new_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    assert again.autosave_path() == path
    before = path.read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(AutosaveKeeper, "_show", lambda self, text, failure: shown.append(text))

    def full(record: GameRecord, target: Path, **options: Any) -> Path:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(record_autosave, "save_record", full)
    played = len(again.controller.game.hands_log[0].actions)  # type: ignore[union-attr]
    play_until(qtbot, again, lambda w: len(w.controller.game.hands_log[0].actions) > played + 2)
    assert len(shown) == 1 and "the last autosave is kept as it was" in shown[0], shown
    assert path.read_bytes() == before
    again.close()


def test_a_folder_that_cannot_be_made_is_a_failure_shown_in_the_window(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    games = saved_games_dir()
    games.mkdir(parents=True)
    (games / "autosaves").write_text("a file where the folder should be")
    start(qtbot, window, setup_for(seed=52))
    play_until(qtbot, window, lambda w: len(w.controller.game.hands_log[0].actions) > 4)
    box = keeper(window).message
    assert box is not None and box.objectName() == "AutosaveWriteProblem" and box.isVisible()
    assert "it is not saved yet" in box.text() and "kept as it was" not in box.text(), (
        "no autosave of this game was ever written: none is kept")
    assert keeper(window).failing
    assert (games / "autosaves").read_text() == "a file where the folder should be"
    asked: list[str] = []
    reply = [QMessageBox.StandardButton.No]
    def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return reply[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    window.close()
    assert window.isVisible() and len(asked) == 1, "quitting a game that is not autosaved asks first"
    assert str(games / "autosaves") in asked[0]
    reply[0] = QMessageBox.StandardButton.Yes
    window.close()
    assert not window.isVisible()


@pytest.mark.parametrize("in_the_way", ["autosaves", "games"])
def test_a_file_where_the_autosave_folder_should_be_is_named_and_moving_it_mends(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, in_the_way: str) -> None:
    """A plain file named ``autosaves`` (or ``games``) where the folder should be: the box said "File exists" (or
    "Not a directory") and "Free some disk space or make the folder writable", neither of which helps (QA robust4)."""
    games = saved_games_dir()
    blocker = games / "autosaves" if in_the_way == "autosaves" else games
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the folder should be")
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)  # quit unsaved
    start(qtbot, window, setup_for(seed=52))
    play_until(qtbot, window, lambda w: len(w.controller.game.hands_log[0].actions) > 4)
    box = keeper(window).message
    assert box is not None and box.isVisible()
    text = box.text()
    assert f"the file {blocker} is where a folder should be" in text, text
    assert "Move or rename that file" in text and "disk space" not in text, text
    assert "File exists" not in text and "Not a directory" not in text
    indicator = keeper(window).indicator
    assert indicator is not None and f"the file {blocker} is where a folder should be" in indicator.toolTip()
    assert blocker.read_text() == "a file where the folder should be", "the file is left alone"
    blocker.rename(blocker.with_name("moved away"))
    played = len(window.controller.game.hands_log[0].actions)  # type: ignore[union-attr]
    play_until(qtbot, window, lambda w: len(w.controller.game.hands_log[0].actions) > played + 2)
    assert not keeper(window).failing and not indicator.isVisible(), "autosaving resumes by itself"
    path = window.autosave_path()
    assert path is not None and path.is_file()


def test_a_new_game_keeps_the_previous_games_autosave(qtbot: QtBot, window: MainWindow) -> None:
    paths = []
    for seed in range(KEEP + 2):
        start(qtbot, window, setup_for(seed=60 + seed))
        play_until(qtbot, window, moved)
        path = window.autosave_path()
        assert path is not None and path.is_file()
        paths.append(path)
        assert len(set(autosaves_dir().glob("game-*.json"))) == min(seed + 1, KEEP), "one file per game"
    left = autosaves_dir().glob("game-*.json")
    assert sorted(load_record(p).seed for p in left) == [60 + s for s in range(2, KEEP + 2)], \
        "the newest five games are kept"
    assert paths[-1] in set(autosaves_dir().glob("game-*.json"))


def test_starts_only_looked_at_never_push_a_real_game_out_of_the_kept_five(qtbot: QtBot, window: MainWindow) -> None:
    # QA: six starts where the bots bid and the player left at once were kept as games and pushed a real
    # unfinished game out of the five kept autosaves.
    start(qtbot, window, setup_for(seed=80))
    play_until(qtbot, window, moved)
    real = window.autosave_path()
    assert real is not None and real.is_file()
    for seed in range(KEEP + 1):
        window.start_game(replace(setup_for(seed=81 + seed), first_dealer=0))  # West, North and East bid before you
        wait_for_human(qtbot, window)
        assert window.controller.game.to_act == 0 and window.controller.game.hands_log[0].actions, "the bots bid"
    assert list(autosaves_dir().glob("game-*.json")) == [real], "only the game a move was made in"


def test_a_finished_games_autosave_is_removed(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(bot_setup(seed=70, target=150))
    qtbot.waitUntil(lambda: window.autosave_path() is not None and window.autosave_path().is_file(),  # type: ignore[union-attr]
                    timeout=10_000)
    path = window.autosave_path()
    assert path is not None
    for _ in range(60):
        qtbot.waitUntil(lambda: window.controller.state in (State.HAND_OVER, State.GAME_OVER), timeout=20_000)
        if window.controller.state is State.GAME_OVER:
            break
        game = window.controller.game
        assert game is not None and path.is_file() is not game.is_over
        window.table_view.continue_after_hand()
    game = window.controller.game
    assert window.controller.state is State.GAME_OVER and game is not None and len(game.hands_log) > 1
    assert not path.exists()


def autosaved_games(seeds: tuple[int, ...]) -> list[Path]:
    """Unfinished games' autosaves, the first the newest."""
    folder = autosaves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for n, seed in enumerate(seeds):
        saver = Autosaver(new_autosave_path(folder, f"s{n}"), names=["You", "Wes", "Nora", "Ethan"],
                          kinds=["human", "bot:easy", "bot:easy", "bot:easy"], preset_name=f"Game {seed}")
        saver.save(random_game(RuleSet(), seed, max_actions=10 + n))
        stamp = (10 - n * 3) * 10**17
        os.utime(saver.path, ns=(stamp, stamp))
        made.append(saver.path)
    return made


@pytest.mark.parametrize("row", [None, 2])
def test_start_up_lists_the_unfinished_games_newest_first(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch, row: int | None) -> None:
    made = autosaved_games((81, 82, 83))
    before = {p: p.read_bytes() for p in made}
    listed: list[list[str]] = []

    def exec_(dialog: ResumeDialog) -> int:
        listed.append([dialog.list.item(i).text() for i in range(dialog.list.count())])
        if row is not None:
            dialog.list.setCurrentRow(row)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(ResumeDialog, "exec", exec_)
    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    assert answers == [] and len(listed) == 1
    assert [text.split(",")[0] for text in listed[0]] == ["Game 81", "Game 82", "Game 83"]
    assert "hand 1, trick 1\nYou & Nora 0 – Wes & Ethan 0" in listed[0][0]
    chosen = 0 if row is None else row
    game = win.controller.game
    assert game is not None and game.seed == (81, 82, 83)[chosen] and win.autosave_path() == made[chosen]
    others = [p for i, p in enumerate(made) if i != chosen]
    assert {p: p.read_bytes() for p in others} == {p: before[p] for p in others}, "the others are left alone"
    win.close()


def test_declining_the_list_deals_a_new_game_and_keeps_the_others(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    made = autosaved_games((84, 85))
    before = {p: p.read_bytes() for p in made}
    monkeypatch.setattr(ResumeDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected))
    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    game = win.controller.game
    assert game is not None and game.seed not in (84, 85) and win.autosave_path() not in made
    assert {p: p.read_bytes() for p in made} == before
    win.close()


def test_one_unfinished_game_is_offered_with_a_question(qtbot: QtBot, answers: list[str]) -> None:
    made = autosaved_games((86,))
    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    assert len(answers) == 1 and "Game 86" in answers[0]
    game = win.controller.game
    assert game is not None and game.seed == 86 and win.autosave_path() == made[0]
    win.close()


def test_a_game_left_at_a_hands_summary_resumes_at_that_summary(qtbot: QtBot, answers: list[str]) -> None:
    """The battery died at "Hand 1 is over": resumed, the game opened in hand 2 with the bots' bids made, and the
    hand's breakdown was never seen. Now the summary comes back, once (the scorepad keeps its one row), and Next
    hand goes on with the next hand as it would have."""
    from .conftest import play_first_hand

    win = new_window(qtbot)
    start(qtbot, win, setup_for(seed=3))
    play_first_hand(qtbot, win)
    assert win.controller.state is State.HAND_OVER
    scored = win.controller.game.hands_log[0].score  # type: ignore[union-attr]
    win.close()
    again = new_window(qtbot)
    again.start()
    assert wait_for_human(qtbot, again) is State.HAND_OVER, "the summary the player left is shown again"
    assert again.table_view.summary_panel.isVisible() and len(answers) == 1
    assert ", hand 1 is over\n" in answers[0], "the question names the hand whose summary opens, not the next"
    game = again.controller.game
    assert game is not None and game.hands_log[0].score == scored and not game.hands_log[1].actions, "no bot bid yet"
    assert len(again.scorepad._rows) == 1, "the hand is not scored twice"
    assert again.table_view.mismatches == []
    model = again.table_view.table.model
    assert model is not None and all(bid is not None for bid in model.bids), "the plates show the hand's bids"
    assert model.dealer == game.hands_log[0].dealer, "and its dealer, not the next hand's"
    said_before = len(again.table_view.access.announcements)
    again.table_view.continue_after_hand()
    assert wait_for_human(qtbot, again) is State.HUMAN_TURN and game.hand_number == 2
    assert len(again.scorepad._rows) == 1
    assert any(text.startswith("Hand 2:") for text in again.table_view.access.announcements[said_before:]), (
        "the next deal is said, as in a game not resumed")
    assert again.table_view.mismatches == []
    again.close()


def test_an_unfinished_game_closed_and_started_again_resumes_from_its_own_file(
        qtbot: QtBot, answers: list[str]) -> None:
    win = new_window(qtbot)
    start(qtbot, win, setup_for(seed=91))
    play_until(qtbot, win, lambda w: len(w.controller.game.hands_log[0].actions) > 8)
    path = win.autosave_path()
    game = win.controller.game
    assert path is not None and game is not None
    actions = list(game.hands_log[0].actions)
    win.close()
    again = new_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    resumed = again.controller.game
    assert again.autosave_path() == path and resumed is not None
    assert list(resumed.hands_log[0].actions) == actions
    play_until(qtbot, again, lambda w: len(w.controller.game.hands_log[0].actions) > len(actions))
    assert sorted(Path(path.parent).glob("game-*.json")) == [path], "the resumed game goes on in its own file"
    again.close()


def test_an_autosave_renamed_to_a_long_name_resumes_and_goes_on_saving_without_a_warning(
        qtbot: QtBot, answers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # 250 characters is a name the file system allows; its hidden lock and temporary files are longer (QA found
    # "could not be autosaved" shown for every move of such a game)
    win = new_window(qtbot)
    start(qtbot, win, setup_for(seed=93))
    play_until(qtbot, win, lambda w: len(w.controller.game.hands_log[0].actions) > 8)
    path = win.autosave_path()
    assert path is not None
    win.close()
    long_path = path.with_name("game-" + "x" * 240 + ".json")
    assert len(long_path.name) == 250
    path.rename(long_path)
    shown: list[str] = []
    monkeypatch.setattr(AutosaveKeeper, "_show", lambda self, text, failure: shown.append(text))
    again = new_window(qtbot)
    again.start()
    wait_for_human(qtbot, again)
    assert again.autosave_path() == long_path and len(answers) == 1
    before = long_path.read_bytes()
    game = again.controller.game
    assert game is not None
    played = len(game.hands_log[0].actions)
    play_until(qtbot, again, lambda w: len(w.controller.game.hands_log[0].actions) > played + 3)
    assert shown == [] and not keeper(again).failing
    assert long_path.read_bytes() != before, "the game goes on being saved in its file"
    assert [p.name for p in long_path.parent.iterdir() if p.name.endswith(".lock")], "its lock is held"
    again.close()
    assert not [p for p in long_path.parent.iterdir() if p.name.endswith((".lock", ".tmp"))]


def test_temporary_files_a_crash_left_are_removed_after_a_day(qtbot: QtBot) -> None:
    folder = autosaves_dir()
    folder.mkdir(parents=True)
    old, fresh = folder / ".game-a.json.123.0.tmp", folder / ".game-b.json.124.0.tmp"
    other = folder / ".mine.tmp"
    for path in (old, fresh, other):
        path.write_text("{")
    two_days_ago = time.time() - 2 * 24 * 3600
    os.utime(old, (two_days_ago, two_days_ago))
    os.utime(other, (two_days_ago, two_days_ago))
    win = new_window(qtbot)
    assert keeper(win).scan() == []
    assert not old.exists() and fresh.exists() and other.exists()
    win.close()


def test_two_unfinished_games_alike_are_told_apart_in_the_named_list(qtbot: QtBot) -> None:
    # Two games of the same rules, both at hand 1 with 0 – 0, saved the same minute, were listed the same,
    # and the list had no name for a screen reader.
    from PySide6.QtGui import QAccessible

    from spades_desktop.gui.application import make_application
    from spades_desktop.record.autosave import Resumable

    make_application()
    found = []
    for seed in (21, 21, 22):
        game = random_game(RuleSet(), seed, max_actions=3)
        record = GameRecord.from_game(game, names=["You", "Wes", "Nora", "Ethan"],
                                      kinds=["human", "bot:easy", "bot:easy", "bot:easy"])
        found.append(Resumable(Path(f"/nowhere/{len(found)}.json"), record, game, 10**18))
    dialog = ResumeDialog(found)
    qtbot.addWidget(dialog)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(set(texts)) == 3, texts
    assert "deal no. 21" in texts[0] and "deal no. 22" in texts[2], texts
    listed = QAccessible.queryAccessibleInterface(dialog.list)
    assert listed is not None and listed.text(QAccessible.Text.Name) == "Unfinished games"


# ------------------------------------------------ never losing a game to History (a QA review: "never lose a game")
def _finished_and_earlier(created: str) -> tuple[GameRecord, GameRecord]:
    """A finished game's record and the record of an earlier point of the same game, both started at ``created``."""
    rules = RuleSet(target=100)
    finished = random_game(rules, 3)
    assert finished.is_over
    earlier = random_game(rules, 3, max_actions=60)
    assert not earlier.is_over
    kinds = ["human", "bot:easy", "bot:easy", "bot:easy"]
    names = ["Sam", "Wes", "Nora", "Ethan"]
    return (GameRecord.from_game(finished, names=names, kinds=kinds, created=created),
            GameRecord.from_game(earlier, names=names, kinds=kinds, created=created))


def test_a_finished_game_history_missed_is_stored_at_the_next_start_and_its_autosave_goes(
        qtbot: QtBot, answers: list[str]) -> None:
    # The autosave went at the last card, History took the end only after the last trick's animation: an app
    # ended between the two (a battery, a kill) kept the game as unfinished, with its last hand lost.
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.history import open_history

    finished, earlier = _finished_and_earlier("2026-12-04T20:00:00.000")
    with open_history(history_path()) as history:
        history.store(earlier, now="2026-12-04T20:10:00.000")
    folder = autosaves_dir()
    folder.mkdir(parents=True)
    path = new_autosave_path(folder, "s0")
    save_record_for_real(finished, path)
    from spades_desktop.gui.settings import app_settings, mark_dealt

    mark_dealt(app_settings())  # not the first start: no welcome

    win = new_window(qtbot)
    win.start()
    wait_for_human(qtbot, win)
    assert not path.exists(), "stored in History, the finished game's autosave goes"
    assert answers == [], "a finished game is not offered to resume"
    with open_history(history_path()) as history:
        (game,) = [g for g in history.games() if g.created == finished.created]  # (and the new game dealt)
        assert game.status == "finished" and game.hands_played == len(finished.hands)


def test_a_finished_game_stays_autosaved_while_history_cannot_take_its_end(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # A History busy at the end (another program held it) and the player quitting: the autosave was gone and
    # History kept the game unfinished, with no word said.
    from spades_desktop.history import History, HistoryError

    window.start_game(bot_setup(seed=70, target=150))
    qtbot.waitUntil(lambda: window.autosave_path() is not None and window.autosave_path().is_file(),  # type: ignore[union-attr]
                    timeout=10_000)
    path = window.autosave_path()
    assert path is not None

    def busy(self: History, *args: Any, **kwargs: Any) -> int:
        raise HistoryError("the history file is busy")

    monkeypatch.setattr(History, "store", busy)
    for _ in range(60):
        qtbot.waitUntil(lambda: window.controller.state in (State.HAND_OVER, State.GAME_OVER), timeout=20_000)
        if window.controller.state is State.GAME_OVER:
            break
        window.table_view.continue_after_hand()
    assert window.controller.state is State.GAME_OVER and window.history_recorder.pending
    window.start_game(bot_setup(seed=71))  # the player leaves the finished game
    assert path.is_file(), "kept until History has the end"
    assert replay(load_record(path)).is_over


@pytest.mark.parametrize("games", [1, 2])
def test_the_resume_offer_names_the_rules_in_the_window_s_language(
        qtbot: QtBot, answers: list[str], russian: None, monkeypatch: pytest.MonkeyPatch, games: int) -> None:
    # QA: a game saved in English was offered in Russian as «Продолжить … (Standard partnership Spades, …)».
    autosaves_dir().mkdir(parents=True)
    for n in range(games):
        saver = Autosaver(new_autosave_path(autosaves_dir(), f"2026-12-0{n + 1}-100000"), preset_id="standard",
                          preset_name="Standard partnership Spades",
                          names=["You", "Кристина-Александра", "Нора", "Этан-Максимилиан"],
                          kinds=["human", "bot:easy", "bot:normal", "bot:hard"])  # played in English: "You"
        saver.save(random_game(RuleSet(), 30 + n, max_actions=80))
    listed: list[str] = []
    cut: list[str] = []

    def look(dialog: ResumeDialog) -> int:
        listed.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
        dialog.show()  # the score and the time were cut off at a fixed 520 pixels
        room = dialog.list.viewport().width()
        cut.extend(line for text in listed for line in text.split("\n")
                   if dialog.list.fontMetrics().horizontalAdvance(line) > room)
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(ResumeDialog, "exec", look)
    win = new_window(qtbot)
    win.start()
    offered = answers if games == 1 else listed
    assert len(offered) == games and all("Классические парные пики" in text for text in offered), offered
    assert not any("Standard" in text for text in offered)
    # the single game's question names the players and the score as the list does (the family's shared game)
    assert all("Вы и Нора" in text and "You" not in text for text in offered), offered
    assert cut == []
    win.close()


def test_a_game_left_in_the_play_says_at_which_trick(qapp: object, tmp_path: Path) -> None:
    # A family's QA: two autosaves of one game (a file opened over a further autosave) read the same but for
    # "#1" and "#2": nothing said which one was further on.
    from spades_desktop.engine import Game, Phase, RuleSet
    from spades_desktop.gui.autosaves import describe_resumable
    from spades_desktop.record import GameRecord
    from spades_desktop.record.autosave import Resumable

    game = Game(RuleSet(), 7)
    while len(game.completed) < 4:
        game.apply(game.legal_actions()[0])
    assert game.phase is Phase.PLAY
    record = GameRecord.from_game(game, kinds=["human", "bot:easy", "bot:easy", "bot:easy"], preset_id="standard",
                                  preset_name="Standard")
    text = describe_resumable(Resumable(tmp_path / "a.json", record, game, 0), lambda _i, name: name)
    assert text.startswith("Standard, deal no. 7, hand 1, trick 5\n"), text


def test_a_game_left_in_a_later_hand_gives_that_hand_s_deal_number(qapp: object, tmp_path: Path) -> None:
    # Newcomer QA: the question said "deal no. 771772641, hand 3" (the game's own number, hand 1's) where the status
    # line had said "Deal no. 672126093 · hand 3": the number given is now the named hand's, as the status line's.
    from spades_desktop.ai.base import make_player
    from spades_desktop.engine import Game, Phase, RuleSet
    from spades_desktop.gui.autosaves import describe_resumable, left_at_summary
    from spades_desktop.record import GameRecord
    from spades_desktop.record.autosave import Resumable

    game = Game(RuleSet(), 7)
    bots = [make_player("easy", seed=s) for s in range(4)]
    while game.hand_number < 3 or len(game.completed) < 2:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    assert game.phase is Phase.PLAY and game.deal_number != 7
    record = GameRecord.from_game(game, kinds=["human", "bot:easy", "bot:easy", "bot:easy"], preset_id="standard",
                                  preset_name="Standard")
    text = describe_resumable(Resumable(tmp_path / "a.json", record, game, 0), lambda _i, name: name)
    assert text.startswith(f"Standard, deal no. {game.deal_number}, hand 3, trick 3\n"), text
    assert not left_at_summary(game)

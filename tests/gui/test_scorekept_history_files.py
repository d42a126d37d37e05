"""A kept game's History entry and its files (QA club 10, stale.py).

1. Opening an OLDER saved file of a game replaced that game's History entry without a word: saved at 3 hands as
   old.json and at 5 as new.json, then old.json opened: History said "3 hands"; a finished 18-hand win became
   "unfinished, 13 hands" and Statistics lost a finished game. Now a file whose hands do not go on from the entry's
   never replaces it: the window shows the file, History keeps its entry, the status line says so, and hands
   entered in the window are stored as a copy of their own. A file that goes on from the entry (more hands, the
   same ones first) still brings the entry up to date.
2. A game continued from History lost its file: Ctrl+S asked for a new name and the file the scorer had saved stayed
   behind (how the scorer got into 1). The file a game was last saved in (or opened from) is remembered with its
   entry: continued, the game is saved there again (asking first when that file holds other hands meanwhile), and a
   game in no file says so in the status line.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, game_from_text, history_game, load_game, save_game
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.history import Filters, open_history
from tests.history.scorekept_games import finished_game, game_in_progress, hand

THIRD = hand("3,3,3,3", (3, 3, 4, 3))


@pytest.fixture(autouse=True)
def _no_dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """No file dialog is expected (a Save that asks for a name fails the test); questions: Discard."""
    asked: list[str] = []

    def no_name(*_a: object, **_k: object) -> tuple[str, str]:
        asked.append("file name")
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_name)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_a, **_k: QMessageBox.StandardButton.Discard)
    yield asked


def empty(game: ScorekeptGame) -> ScorekeptGame:
    return replace(game, hands=())


def keeper(qtbot: QtBot, game: ScorekeptGame, path: Path | None = None) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, path=path)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


def enter(win: ScorekeeperWindow, entry: object) -> None:
    win.entry.fill(entry)  # type: ignore[arg-type]
    assert win.submit(), win.message.text()


def stored() -> list[tuple[str, str, int]]:
    with open_history(history_path()) as history:
        return sorted((g.created, g.status, g.hands_played) for g in history.games() if g.scorekept)


def entry_game(created: str) -> ScorekeptGame:
    with open_history(history_path()) as history:
        (summary,) = [g for g in history.games() if g.scorekept and g.created == created]
        return game_from_text(history.scorekept_text(summary.id))


def two_files(qtbot: QtBot, tmp_path: Path) -> tuple[Path, Path]:
    """QA's evening: 1 hand saved as old.json, 2 more... (here 1 more) saved as new.json, the window closed."""
    game = game_in_progress()
    win = keeper(qtbot, empty(game))
    enter(win, game.hands[0])
    assert win.save_as(str(tmp_path / "old.json"))
    enter(win, game.hands[1])
    enter(win, THIRD)
    assert win.save_as(str(tmp_path / "new.json"))
    win.close()
    assert stored() == [(game.created, "in_progress", 3)]
    return tmp_path / "old.json", tmp_path / "new.json"


def test_opening_an_older_file_of_a_game_leaves_its_history_entry_as_it_is(qtbot: QtBot, tmp_path: Path) -> None:
    old, _new = two_files(qtbot, tmp_path)
    created = game_in_progress().created
    win = keeper(qtbot, empty(game_in_progress()))
    assert win.open_file(str(old))
    assert len(win.game.hands) == 1  # the file is shown as it is
    assert stored() == [(created, "in_progress", 3)], "History's entry kept its 3 hands"
    message = win.statusBar().currentMessage()
    assert "other hands of this game (3 hands)" in message and "copy" in message, message
    enter(win, THIRD)  # a hand entered on the older file: a copy of its own, the entry untouched
    assert stored() == [(created, "in_progress", 3), (created + " (2)", "in_progress", 2)]
    assert entry_game(created).hands == (*game_in_progress().hands, THIRD)
    win.close()


def test_a_finished_game_in_history_is_never_downgraded_by_opening_an_older_file(
        qtbot: QtBot, tmp_path: Path) -> None:
    finished = finished_game()
    with open_history(history_path()) as history:
        history.store(history_game(finished), now="2026-05-01T22:00:00")
    older = save_game(replace(finished, hands=finished.hands[:1]), tmp_path / "half.json")
    win = keeper(qtbot, empty(game_in_progress()))
    assert win.open_file(str(older))
    assert stored() == [(finished.created, "finished", 2)]
    with open_history(history_path()) as history:
        assert history.stats(Filters(player="Ann")).games == 1  # Statistics keeps the finished game
    win.close()


def test_opening_a_file_that_goes_on_from_the_entry_brings_the_entry_up_to_date(
        qtbot: QtBot, tmp_path: Path) -> None:
    game = game_in_progress()
    with open_history(history_path()) as history:
        history.store(history_game(replace(game, hands=game.hands[:1])), now="2026-05-08T21:00:00")
    newer = save_game(game, tmp_path / "newer.json")
    win = keeper(qtbot, empty(game))
    assert win.open_file(str(newer))
    assert stored() == [(game.created, "in_progress", 2)]
    assert "other hands" not in win.statusBar().currentMessage()
    win.close()


def test_a_game_continued_from_history_is_saved_in_the_file_it_was_saved_in(
        qtbot: QtBot, tmp_path: Path, _no_dialogs: list[str]) -> None:
    _old, new = two_files(qtbot, tmp_path)
    game = game_in_progress()
    # the club plays on after the save, closes without saving (an unfinished game asks nothing)
    win = keeper(qtbot, load_game(new), path=new)
    enter(win, hand("4,4,2,3", (4, 4, 2, 3)))
    win.close()
    assert len(load_game(new).hands) == 3 and stored() == [(game.created, "in_progress", 4)]
    continued = keeper(qtbot, entry_game(game.created))  # History's Continue
    assert continued.path == new
    assert new.name in continued.windowTitle() and continued.isWindowModified()
    enter(continued, THIRD)
    assert continued.save()
    assert _no_dialogs == [], "Save asked for a new file name"
    assert len(load_game(new).hands) == 5 and continued.is_saved()
    continued.close()


def test_a_file_changed_meanwhile_is_asked_about_before_it_is_written_over(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _old, new = two_files(qtbot, tmp_path)
    game = game_in_progress()
    other = replace(load_game(new), hands=(THIRD, THIRD))  # another program saved other hands there
    save_game(other, new)
    asked: list[str] = []

    def shown(box: QMessageBox) -> int:
        asked.append(box.text())
        return 0  # cancelled

    monkeypatch.setattr(QMessageBox, "exec", shown)
    continued = keeper(qtbot, entry_game(game.created))
    assert continued.path == new
    assert not continued.save()
    assert asked and "has changed since" in asked[0]
    assert load_game(new) == other
    continued.close()


def test_a_game_continued_from_history_in_no_file_says_so(qtbot: QtBot) -> None:
    game = game_in_progress()
    with open_history(history_path()) as history:
        history.store(history_game(game), now="2026-05-08T22:00:00")
    continued = keeper(qtbot, entry_game(game.created))
    assert continued.path is None
    assert "not saved in a file" in continued.statusBar().currentMessage()
    continued.close()

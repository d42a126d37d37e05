"""Two Keep-score windows on one evening's file (QA club 6): no hand is lost without a word.

Two scorers opened the same kept file (two running copies, or two windows), each entered the next hand and pressed
Ctrl+S: the second save replaced the first one's hand without a question, both status bars said "Saved", the first
window showed no unsaved star and closed without asking, and History held one entry (both windows stored under the
game's start), so the first window's hand was gone from the file, the autosave and History. Now Save checks that
the file still holds what the window opened or last saved (its content) and asks: another file, reload, or replace;
the other window's title shows the hands unsaved and closing asks; History keeps each window's hands (the second
window's as a copy of their own).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, load_game, save_game
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.history import open_history

from .test_scorekeeper import entries, kept_game

FIRST = "4 3 3 3 / 4 3 3 3"
HAND_A = entries("3 3 4 3 / 3 3 4 3")[0]
HAND_B = entries("2 4 2 5 / 2 4 2 5")[0]


class Asked(list[tuple[str, list[str]]]):
    """The boxes asked: each one's text and its buttons' names; ``answers`` are the buttons to press, in turn."""

    def __init__(self) -> None:
        super().__init__()
        self.answers: list[str] = []


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Asked:
    """Every box the window asks with: its text and buttons; answered with the names ``answer`` gave (a button's
    object name; for a Save / Discard / Cancel question, the standard button's name), else Cancel."""
    seen = Asked()
    answers = seen.answers

    def shown(box: QMessageBox) -> int:
        names = sorted(name for button in box.buttons() if (name := button.objectName()))  # not Show Details
        seen.append((box.text(), names))
        wanted = answers.pop(0) if answers else "cancel"
        for button in box.buttons():
            if button.objectName() == wanted:
                button.click()
        return 0

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        seen.append((text, ["question"]))
        return getattr(QMessageBox.StandardButton, answers.pop(0)) if answers else QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", shown)
    monkeypatch.setattr(QMessageBox, "question", question)
    return seen


def answer(asked: Asked, *names: str) -> None:
    asked.answers.extend(names)


def window(qtbot: QtBot, game: ScorekeptGame, path: Path) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, autosave=False, path=path)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    return win


def add(win: ScorekeeperWindow, hand_entry: object) -> None:
    win.entry.fill(hand_entry)  # type: ignore[arg-type]
    assert win.submit(), win.message.text()


def two_windows(qtbot: QtBot, tmp_path: Path) -> tuple[ScorekeeperWindow, ScorekeeperWindow, Path]:
    """The QA evening: A and B open the file of one hand; A enters and saves hand 2; B enters its own hand 2."""
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = window(qtbot, load_game(path), path)
    b = window(qtbot, load_game(path), path)
    add(a, HAND_A)
    assert a.save()
    add(b, HAND_B)
    return a, b, path


def hand_2(path: Path) -> object:
    return load_game(path).hands[1]


def test_the_second_window_s_save_asks_before_it_replaces_the_first_window_s_hand(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    a, b, path = two_windows(qtbot, tmp_path)
    assert not b.save(), "cancelled: nothing written"
    (text, buttons), = asked
    assert text == ("evening.json has changed since this window opened or saved it: another window or program saved "
                    "other hands there (2 hands in the file, 2 hands here). Saving here would replace them.")
    assert buttons == ["cancel", "elsewhere", "reload", "replace"]
    assert hand_2(path) == HAND_A
    assert b.isWindowModified() and not b.is_saved() and b.statusBar().currentMessage() != f"Saved {path}."
    answer(asked, "replace")  # the scorer's choice: the file takes B's hand
    assert b.save()
    assert hand_2(path) == HAND_B and b.is_saved()
    assert not a.is_saved(), "A's hand 2 is in no file now"
    a._file_changed()  # as the file watcher calls it
    assert a.isWindowModified()
    assert "evening.json was changed by another window or program" in a.statusBar().currentMessage()


def test_save_in_another_file_keeps_both_windows_hands(
        qtbot: QtBot, tmp_path: Path, asked: Asked, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b, path = two_windows(qtbot, tmp_path)
    other = tmp_path / "evening-b.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(other), ""))
    answer(asked, "elsewhere")
    assert b.save()
    assert hand_2(path) == HAND_A and hand_2(other) == HAND_B
    assert b.path == other and b.is_saved() and a.is_saved()


def test_reload_shows_the_file_s_hands_and_undo_brings_the_window_s_back(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    _a, b, path = two_windows(qtbot, tmp_path)
    answer(asked, "reload")
    assert not b.save()
    assert b.game.hands[1] == HAND_A and b.is_saved() and hand_2(path) == HAND_A
    assert b.statusBar().currentMessage() == "Reloaded evening.json: Undo brings back the hands this window had."
    b.undo()
    assert b.game.hands[1] == HAND_B and not b.is_saved()


def test_a_file_that_cannot_be_read_now_is_asked_about_too_without_reload(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    b = window(qtbot, load_game(path), path)
    add(b, HAND_B)
    path.write_text("{ half a file", encoding="utf-8")
    assert not b.save()
    (text, buttons), = asked
    assert text.startswith("evening.json has changed since this window opened or saved it, and it cannot be read")
    assert buttons == ["cancel", "elsewhere", "replace"]
    assert path.read_text(encoding="utf-8") == "{ half a file"


def test_the_window_whose_hand_another_window_replaced_asks_before_closing(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    a, b, _path = two_windows(qtbot, tmp_path)
    answer(asked, "replace")
    assert b.save()
    a.show()
    asked.clear()
    a.close()  # Cancel: the window stays
    assert a.isVisible()
    (text, _buttons), = asked
    assert text == ("The file of this game was changed by another window or program, and these hands (2) are not in "
                    "it. Save them before closing?")
    b.close()


def test_a_save_of_the_same_hands_by_another_window_is_no_conflict(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = window(qtbot, load_game(path), path)
    b = window(qtbot, load_game(path), path)
    add(a, HAND_A)
    add(b, HAND_A)
    assert a.save() and b.save()
    assert not asked and b.is_saved() and a.is_saved()
    add(a, HAND_B)
    assert a.save(), "A saves over its own last save"
    assert not asked


# ---------------------------------------------------------------- History
def stored() -> list[tuple[str, int]]:
    with open_history(history_path()) as history:
        return sorted((g.created, g.hands_played) for g in history.games())


def stored_hand_2() -> list[object]:
    from spades_desktop.gui.scorekeeper.scorefile import game_from_text

    with open_history(history_path()) as history:
        games = sorted(history.games(), key=lambda g: g.created)
        return [game_from_text(history.scorekept_text(g.id)).hands[1] for g in games]


def history_window(qtbot: QtBot, game: ScorekeptGame, path: Path) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, autosave=False, path=path, history=True)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    return win


def test_history_keeps_each_window_s_hands_the_second_window_s_as_a_copy(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = history_window(qtbot, load_game(path), path)
    b = history_window(qtbot, load_game(path), path)
    start = a.game.created
    assert stored() == [(start, 1)], "B, only opened, stores nothing over A's entry"
    add(a, HAND_A)
    add(b, HAND_B)
    assert stored() == [(start, 2), (start + " (2)", 2)]
    assert stored_hand_2() == [HAND_A, HAND_B]
    assert "copy of their own" in b.statusBar().currentMessage()
    add(a, entries("3 3 3 3 / 3 4 3 3")[0])  # each window goes on in its own entry
    assert stored() == [(start, 3), (start + " (2)", 2)]
    a.close()
    b.close()


def test_the_lock_of_a_closed_window_s_entry_is_taken_by_the_next_window(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = history_window(qtbot, load_game(path), path)
    a.close()
    b = history_window(qtbot, load_game(path), path)
    add(b, HAND_B)
    assert stored() == [(b.game.created, 2)]
    b.close()


# ------------------------------------------- one window closes (or its app ends) with hands in no file (QA robust 3)
def test_a_window_opened_while_another_held_the_entry_keeps_its_copy_once_the_other_has_closed(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = history_window(qtbot, load_game(path), path)
    b = history_window(qtbot, load_game(path), path)
    start = a.game.created
    add(a, HAND_A)  # not saved: the game is unfinished, so A closes without a question
    a.close()
    add(b, HAND_B)  # B opened the file without A's hand 2: taking the entry now replaced it
    assert stored() == [(start, 2), (start + " (2)", 2)]
    assert stored_hand_2() == [HAND_A, HAND_B]
    assert "copy of their own" in b.statusBar().currentMessage()
    b.close()


def autosaving_window(qtbot: QtBot, game: ScorekeptGame, path: Path) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, path=path, history=True)  # autosaves, as in the app
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    return win


def test_the_autosave_of_another_window_s_hands_of_the_game_goes_into_history_before_it_is_written_over(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    from spades_desktop.gui.scorekeeper.window import autosave_path

    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = autosaving_window(qtbot, load_game(path), path)
    start = a.game.created
    add(a, HAND_A)
    a.close()  # A's hand 2 is in the autosave and History, in no file
    # opened after A let go, but the file's hand does not go on from the entry's two: the entry keeps A's hands, and
    # B's are a copy of their own (an older file never replaces History's hands, QA club 10)
    b = autosaving_window(qtbot, load_game(path), path)
    add(b, HAND_B)
    assert load_game(autosave_path()).hands[1] == HAND_B
    assert stored() == [(start, 2), (start + " (2)", 2)]
    assert stored_hand_2() == [HAND_A, HAND_B], "B's hands: a copy of their own"
    assert b.statusBar().currentMessage() == (
        "The autosave held other hands of this game (2), saved in no file: another window's. They are kept in "
        "History (Game ▸ History…) before this window autosaves.")
    b.close()


def test_two_autosaving_windows_keep_both_hands_when_the_first_closes_unsaved(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    from spades_desktop.gui.scorekeeper.window import autosave_path

    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = autosaving_window(qtbot, load_game(path), path)
    b = autosaving_window(qtbot, load_game(path), path)  # B cannot autosave while A holds the autosave
    start = a.game.created
    add(a, HAND_A)
    a.close()
    add(b, HAND_B)
    assert not asked
    assert load_game(autosave_path()).hands[1] == HAND_B
    assert stored() == [(start, 2), (start + " (2)", 2)]
    assert stored_hand_2() == [HAND_A, HAND_B]
    b.close()


def test_an_autosave_of_hands_this_window_has_too_is_written_over_without_a_copy(
        qtbot: QtBot, tmp_path: Path, asked: Asked) -> None:
    path = save_game(kept_game("standard", FIRST), tmp_path / "evening.json")
    a = autosaving_window(qtbot, load_game(path), path)
    start = a.game.created
    add(a, HAND_A)
    assert a.save()
    a.close()
    b = autosaving_window(qtbot, load_game(path), path)
    add(b, HAND_B)
    assert stored() == [(start, 3)]
    assert "another window's" not in b.statusBar().currentMessage()
    b.close()

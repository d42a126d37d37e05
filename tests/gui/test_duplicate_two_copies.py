"""Two running copies of the game on one data folder share the duplicate match file, but never one match (robustness
QA 3): copy 2 went on with the match copy 1 had open, then each copy wrote its whole match over the other's, and the
deals copy 2 played were lost without a word. A match open in one window is now locked (``session.match_locks``)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import load_match, new_match, save_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.autosave_locks import lock_path
from spades_desktop.gui.duplicate import current_session, open_duplicate_match, start_match
from spades_desktop.gui.duplicate.session import match_file
from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog

from .conftest import answer_message_boxes, wait_for_human
from .test_autosave_locks import leave_a_stale_lock
from .test_duplicate_match import next_hand, play_deal, shown_window

BUSY = "This duplicate match is open in another window of Spades Desktop"


def played() -> list[int]:
    return [i for i, result in enumerate(load_match(match_file()).yours) if result is not None]


def test_a_match_open_in_another_copy_is_neither_offered_nor_replaced_and_its_deals_are_kept(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    told = answer_message_boxes(monkeypatch)
    asked: list[str] = []

    def yes(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    dialogs: list[DuplicateSetupDialog] = []
    monkeypatch.setattr(DuplicateSetupDialog, "exec",
                        lambda dialog: dialogs.append(dialog) or QDialog.DialogCode.Accepted)
    one = shown_window(qtbot)
    two = shown_window(qtbot)
    try:
        first = start_match(one, new_match(RuleSet(), 4, 31, "easy", "easy"))
        assert first is not None
        play_deal(qtbot, one)
        next_hand(qtbot, one)  # copy 1: deal 1 scored, deal 2 dealt
        assert played() == [0]
        # Copy 2 (the same data folder): Game ▸ New duplicate match… neither offers the match nor a new one over it.
        two.duplicate_action.trigger()
        assert asked == [] and dialogs == [] and current_session(two) is None
        assert len(told) == 1 and told[0].startswith(BUSY)
        # Copy 1 goes on: its match is whole.
        play_deal(qtbot, one)
        assert played() == [0, 1] and first.problem == ""
        # Once copy 1 is closed, copy 2 is offered the match, with both deals.
        one.close()
        qtbot.waitUntil(lambda: first._closed, timeout=10_000)
        assert not lock_path(match_file()).exists(), "the lock is let go"
        second = open_duplicate_match(two)
        assert second is not None and asked == ["Go on with the unfinished duplicate match (Standard, deal 3 of 4)?"]
        wait_for_human(qtbot, two)
        assert second.index == 2 and played() == [0, 1]
    finally:
        one.close()
        two.close()


def test_a_match_another_window_has_open_is_never_written_over(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """However a match is started in copy 2 (here ``start_match`` itself), the match copy 1 has open is not written
    over, and copy 2's comparison says its match is not saved."""
    make_application()
    answer_message_boxes(monkeypatch)
    one = shown_window(qtbot)
    two = shown_window(qtbot)
    try:
        first = start_match(one, new_match(RuleSet(), 4, 31, "easy", "easy"))
        assert first is not None
        kept = match_file().read_bytes()
        other = start_match(two, new_match(RuleSet(), 2, 99, "easy", "easy"))
        assert other is not None
        assert match_file().read_bytes() == kept, "copy 1's match is still in the file"
        assert "another window" in other.problem and "is not saved" in other.window.status_text()
    finally:
        one.close()
        two.close()


@pytest.mark.skipif(os.name != "posix", reason="leaves a stale lock by ending a process at once")
def test_a_match_whose_window_crashed_is_offered_again(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock left by a crash (its process gone) is taken over, as the autosaves' locks are."""
    make_application()
    told = answer_message_boxes(monkeypatch)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    state = new_match(RuleSet(), 2, 31, "easy", "easy").dealt(0)
    match_file().parent.mkdir(parents=True, exist_ok=True)
    save_match(state, match_file())
    leave_a_stale_lock(lock_path(match_file()))
    win = shown_window(qtbot)
    try:
        session = open_duplicate_match(win)
        assert session is not None and told == [] and session.index == 0
        assert session.problem == ""
    finally:
        win.close()


def test_a_deal_taken_up_while_its_match_is_open_in_another_copy_is_a_game_of_one_hand(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A deal's game taken up in copy 2 (resumed, Continue, Open) while copy 1 has its match open: the match is not
    taken up (it was, and both copies then wrote it), and the status line says why."""
    from spades_desktop.gui.duplicate import take_up_resumed
    from spades_desktop.gui.duplicate.session import deal_setup

    make_application()
    answer_message_boxes(monkeypatch)
    one = shown_window(qtbot)
    two = shown_window(qtbot)
    try:
        first = start_match(one, new_match(RuleSet(), 2, 31, "easy", "easy"))
        assert first is not None
        two.start_game(deal_setup(first.state.plan, 0))  # the same deal's game, as its autosave resumed it
        wait_for_human(qtbot, two)
        assert take_up_resumed(two) is None and current_session(two) is None
        assert "its match is open in another window of Spades Desktop" in two.status()
        assert load_match(match_file()) == first.state, "copy 1's match (its bots' table may have played meanwhile)"
        assert lock_path(match_file()).exists(), "copy 1 still holds its match"
    finally:
        one.close()
        two.close()


def test_a_finished_match_leaves_its_file_free_for_another_windows_new_match_and_is_never_written_over_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Window A finished its match and closed the comparison; window B's New duplicate match… was told "go on with it
    # there" as long as A was open, though there was nothing to go on with (recheck QA)
    make_application()
    told = answer_message_boxes(monkeypatch)
    dialogs: list[DuplicateSetupDialog] = []
    monkeypatch.setattr(DuplicateSetupDialog, "exec",
                        lambda d: dialogs.append(d) or QDialog.DialogCode.Rejected)
    one = shown_window(qtbot)
    two = shown_window(qtbot)
    try:
        session = start_match(one, new_match(RuleSet(), 1, 31, "easy", "easy"))
        play_deal(qtbot, one)
        next_hand(qtbot, one)
        qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
        session.window.close()
        two.duplicate_action.trigger()
        assert dialogs and not [text for text in told if BUSY in text], told
        # B starts a new match there: A's finished match, saved again (a restart marked), never replaces it
        other = start_match(two, new_match(RuleSet(), 2, 32, "easy", "easy"))
        assert load_match(match_file()).plan == other.state.plan
        session._save()
        assert load_match(match_file()).plan == other.state.plan
        assert "not saved" in session.problem
    finally:
        one.close()
        two.close()

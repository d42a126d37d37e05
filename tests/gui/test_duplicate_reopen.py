"""A finished duplicate match's comparison can be seen again, and the comparison window opens at a size its
headings fit (duplicate QA, session 54)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import load_match, new_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.duplicate import current_session, start_match
from spades_desktop.gui.duplicate.session import match_file
from spades_desktop.gui.duplicate.setup_dialog import SEE_LAST, DuplicateSetupDialog
from spades_desktop.gui.main_window import MainWindow

from .test_duplicate_match import next_hand, play_to_score, shown_window


def test_a_finished_match_can_be_seen_again_from_the_menu_in_the_session_and_after_a_restart(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """QA: once the comparison of a finished match was closed, Game ▸ New duplicate match… went straight to the
    set-up dialog (in the session and after a restart), though the match was kept and the Close button's tooltip
    promised the menu would show the window again. The set-up dialog now offers See the last match."""
    offered: list[bool] = []

    def see_last(dialog: DuplicateSetupDialog) -> int:
        offered.append(dialog.see_last is not None and dialog.see_last.isVisibleTo(dialog))
        assert dialog.see_last is not None
        assert "match number 31" in dialog.see_last.toolTip()
        dialog.see_last.click()
        return dialog.result()

    monkeypatch.setattr(DuplicateSetupDialog, "exec", see_last)
    session = start_match(window, new_match(RuleSet(), 1, 31, "easy", "easy"))
    assert session is not None
    assert "goes on at the table" in session.window.close_button.toolTip()
    play_to_score(qtbot, window, high=False)
    next_hand(qtbot, window)  # See the match
    qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
    tip = session.window.close_button.toolTip()
    assert "See the last match" in tip and "goes on at the table" not in tip, "the tooltip says what is true"
    session.window.close()
    assert not session.window.isVisible()
    window.duplicate_action.trigger()
    assert offered == [True] and current_session(window) is session and session.window.isVisible()
    done = session.state
    # After a restart: the kept match's comparison, with its results, nothing dealt at the table.
    window.close()
    again = shown_window(qtbot)
    try:
        before = again.controller.game
        again.duplicate_action.trigger()
        assert offered == [True, True]
        shown = current_session(again)
        assert shown is not None and shown.window.isVisible() and shown.state == done
        assert shown.window.table.item(0, 6).text() != "" and "The match is over" in shown.window.status.text()
        assert again.controller.game is before and not shown.playing
        assert load_match(match_file()) == done
    finally:
        again.close()


def test_the_set_up_dialog_offers_no_last_match_without_a_finished_one(qtbot: QtBot, window: MainWindow,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[object] = []
    monkeypatch.setattr(DuplicateSetupDialog, "exec", lambda dialog: seen.append(dialog.see_last) or 0)
    window.duplicate_action.trigger()
    assert seen == [None] and current_session(window) is None
    assert SEE_LAST not in (0, 1)

"""A duplicate match's deal resumed from its autosave at start-up is the match's deal at once (QA recheck): its
summary says Next deal (See the match after the last deal) and does it, its result is recorded once; a deal
finished before the match is opened is taken over with a button that goes on; a damaged or missing match file
leaves the deal an ordinary one-hand game, said on the status line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import MatchState, load_match
from spades_desktop.gui.application import make_application
from spades_desktop.gui.duplicate import current_session
from spades_desktop.gui.duplicate.session import match_file
from spades_desktop.gui.main_window import MainWindow

from .conftest import answer_message_boxes, bid_through_panel, wait_for_human
from .test_duplicate_match import continue_deal, left_mid_deal, next_hand, play_to_score, shown_window


def count_results(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The deals whose result at your table is recorded (``MatchState.played``), each time it is."""
    recorded: list[int] = []
    real = MatchState.played

    def played(self: MatchState, index: int, *args: object, **kwargs: object) -> MatchState:
        recorded.append(index)
        return real(self, index, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(MatchState, "played", played)
    return recorded


def start_again(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """The next start: the deal's autosave offered and resumed (Yes)."""
    again = shown_window(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again.start()
    return again


def test_a_deal_resumed_at_start_up_and_finished_says_next_deal_and_deals_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    left_mid_deal(qtbot, 2)
    recorded = count_results(monkeypatch)
    again = start_again(qtbot, monkeypatch)
    try:
        session = current_session(again)
        assert session is not None and session.playing and session.index == 0, "the match's deal at once"
        assert again.controller.bots_unclocked, "its bots think as the bots' table's do"
        resumed = again.controller.game
        over_panel, panel = again.table_view.game_over_panel, again.table_view.summary_panel
        play_to_score(qtbot, again, high=False)
        qtbot.waitUntil(panel.isVisible, timeout=5000)
        assert panel.next_button.text() == "Next deal"
        assert "Deal 1 of 2 is over: read the scores, then press Next deal (Enter)." in again.status()
        assert again.controller.wait_reason() == "Deal 1 of 2 is over: press Next deal."
        next_hand(qtbot, again)
        wait_for_human(qtbot, again)
        assert not over_panel.isVisible(), "no one-deal Victory"
        assert session.playing and session.index == 1 and again.controller.game is not resumed
        assert recorded == [0], "the comparison recorded exactly once"
        assert session.state.starts == (1, 1) and session.state.yours[0] is not None
        assert load_match(match_file()).yours[0] == session.state.yours[0], "and saved"
        assert session.window.isVisible(), "the comparison comes forward between deals"
    finally:
        again.close()


def test_the_last_deal_resumed_at_start_up_says_see_the_match_and_gives_the_verdict(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    left_mid_deal(qtbot, 2, played=1)
    recorded = count_results(monkeypatch)
    again = start_again(qtbot, monkeypatch)
    try:
        session = current_session(again)
        assert session is not None and session.playing and session.index == 1
        over_panel, panel = again.table_view.game_over_panel, again.table_view.summary_panel
        play_to_score(qtbot, again, high=False)
        qtbot.waitUntil(panel.isVisible, timeout=5000)
        assert panel.next_button.text() == "See the match"
        assert "Deal 2 of 2 is over: read the scores, then press See the match (Enter)." in again.status()
        next_hand(qtbot, again)
        qtbot.wait(100)
        assert not over_panel.isVisible() and not panel.isVisible(), "no one-deal Victory"
        assert again.scorepad.winner_text() == ""
        assert session.state.finished and not session.playing and session.window.isVisible()
        assert "The duplicate match is over" in again.status()
        qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
        assert session.window.status.text().startswith("The match is over.")
        assert recorded == [1], "the last deal recorded exactly once"
    finally:
        again.close()


@pytest.mark.parametrize(("count", "see_result"), [(2, True), (1, True), (2, False)])
def test_a_deal_finished_before_the_match_is_opened_offers_to_go_on(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, count: int, see_result: bool) -> None:
    """QA: taken over already finished (See the result pressed), the table showed the deal's own "Victory" and no
    Next deal: stuck. Taken over at its summary, the button said See the result."""
    make_application()
    left_mid_deal(qtbot, count)
    recorded = count_results(monkeypatch)
    again = shown_window(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    try:
        continue_deal(again)
        assert current_session(again) is None
        play_to_score(qtbot, again, high=False)
        finished = again.controller.game
        assert finished is not None and finished.is_over
        if see_result:
            next_hand(qtbot, again)
            qtbot.waitUntil(again.table_view.game_over_panel.isVisible, timeout=5000)
        again.duplicate_action.trigger()  # Go on with the unfinished duplicate match? Yes
        session = current_session(again)
        assert session is not None and session.index == 0 and again.controller.game is finished
        assert recorded == [0] and session.state.yours[0] is not None, "its result counts"
        panel, over_panel = again.table_view.summary_panel, again.table_view.game_over_panel
        qtbot.waitUntil(panel.isVisible, timeout=5000)
        assert not over_panel.isVisible() and again.scorepad.winner_text() == "", "no one-deal Victory"
        words = "Next deal" if count == 2 else "See the match"
        assert panel.next_button.text() == words
        assert words in again.status() and "Game over" not in again.status()
        next_hand(qtbot, again)
        if count == 2:
            wait_for_human(qtbot, again)
            assert session.playing and session.index == 1 and again.controller.game is not finished
        else:
            qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
            assert not session.playing and session.window.isVisible()
            assert session.window.status.text().startswith("The match is over.")
            qtbot.waitUntil(lambda: QApplication.focusWidget() is session.window.table, timeout=5000)
        assert recorded == [0], "recorded exactly once"
    finally:
        again.close()


@pytest.mark.parametrize("match", ["damaged", "missing"])
def test_a_deal_whose_match_cannot_be_read_plays_as_a_one_hand_game_and_says_so(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, match: str) -> None:
    make_application()
    left_mid_deal(qtbot, 2)
    path = match_file()
    if match == "damaged":
        path.write_text('{"format": "spades-desktop-duplicate-match", "version": 1, "deals": 7}', encoding="utf-8")
    else:
        path.unlink()
    told = answer_message_boxes(monkeypatch)
    again = start_again(qtbot, monkeypatch)
    try:
        assert current_session(again) is None and again.controller.game is not None
        said = "This duplicate deal is played as a game of one hand"
        assert said in again.status()
        if match == "damaged":
            kept = sorted(p.name for p in path.parent.iterdir())
            assert len(told) == 1 and "damaged" in told[0] and any(n.startswith("match-damaged-") for n in kept)
        else:
            assert told == []
        panel = again.table_view.summary_panel
        play_to_score(qtbot, again, high=False)
        qtbot.waitUntil(panel.isVisible, timeout=5000)
        assert panel.next_button.text() == "See the result", "an ordinary one-hand game"
    finally:
        again.close()


def test_an_ordinary_game_resumed_at_start_up_leaves_the_match_file_alone(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A damaged match file is not read (nor told of) when the game resumed is no duplicate deal."""
    from .conftest import setup_for

    window.start_game(setup_for())
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    window.close()
    path = match_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{", encoding="utf-8")
    told = answer_message_boxes(monkeypatch)
    again = start_again(qtbot, monkeypatch)
    try:
        assert again.controller.game is not None and current_session(again) is None
        assert told == [] and path.read_text() == "{"
        assert "duplicate" not in again.status()
    finally:
        again.close()

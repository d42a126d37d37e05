"""The end of a duplicate match at the table: the last deal's score is shown and said before the match's verdict
(QA: "You won the match …" came before "Deal 2 of 2 is over, …"); the deal's summary shown again through the
table's public ``show_summary_again``; a deal's game taken up with History's Continue or Game ▸ Open is the
match's deal at once, as one resumed at start-up is (its result recorded, Next deal on its summary)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import load_match, new_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.duplicate import current_session, start_match
from spades_desktop.gui.duplicate.session import match_file
from spades_desktop.gui.main_window import MainWindow

from .conftest import answer_message_boxes, bid_through_panel, setup_for, wait_for_human
from .test_duplicate_match import left_mid_deal, next_hand, play_to_score, shown_window
from .test_duplicate_resume import count_results

VERDICT = "The match is over."


@pytest.mark.parametrize("count", [1, 2])
def test_the_last_deals_score_is_shown_and_said_before_the_matchs_verdict(
        qtbot: QtBot, window: MainWindow, count: int) -> None:
    """The bots' table has played the last deal before you finish it (as it usually has): its score at your table
    completes the match. The comparison said the verdict, and showed it with the deal's row and the total, as the
    score came in, while the table still gathered the last trick; the deal's own summary was said after it. The
    verdict is said on See the match, after the deal's row (tests/gui/test_duplicate_said.py)."""
    session = start_match(window, new_match(RuleSet(), count, 31, "easy", "easy"))
    assert session is not None
    panel = window.table_view.summary_panel
    for _ in range(count - 1):
        play_to_score(qtbot, window, high=False)
        next_hand(qtbot, window)
        wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: all(r is not None for r in session.state.bots), timeout=60_000)
    shown: list[tuple[str, bool]] = []  # what the comparison showed, and whether the deal's summary was up
    real_set_text = session.window.status.setText
    session.window.status.setText = lambda text: (  # type: ignore[method-assign]
        shown.append((text, panel.isVisible())), real_set_text(text))[-1]
    access = window.table_view.access
    before = len(access.announcements)
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    qtbot.waitUntil(lambda: session.window.status.text().startswith(VERDICT), timeout=5000)
    next_hand(qtbot, window)  # See the match
    qtbot.waitUntil(lambda: any(t.startswith(VERDICT) for t in access.announcements), timeout=5000)
    said = access.announcements[before:]
    deal = next((i for i, t in enumerate(said) if t.startswith(f"Deal {count} of {count} is over: ")), None)
    verdict = next((i for i, t in enumerate(said) if t.startswith(VERDICT)), None)
    assert deal is not None and verdict is not None, said
    assert deal < verdict, f"the deal's score first, then the match's verdict: {said}"
    first_verdict = next(up for text, up in shown if text.startswith(VERDICT))
    assert first_verdict, "the comparison shows the verdict once the table shows the deal's score"
    assert session.state.complete and session.state.yours[count - 1] is not None
    assert load_match(match_file()) == session.state, "the result was kept as it came in"
    qtbot.wait(50)
    assert [t for t in access.announcements if t.startswith(VERDICT)] == [said[verdict]], "said once"


def test_the_table_shows_a_deals_summary_again_through_its_public_method(
        qtbot: QtBot, window: MainWindow) -> None:
    """``DuplicateSession._summary_again`` called the table's private ``_show_summary``: ``show_summary_again``
    shows the hand's summary in the words of the match, its button going on as the summary's would."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    view = window.table_view
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(view.summary_panel.isVisible, timeout=5000)
    game = window.controller.game
    assert game is not None
    view.summary_panel.hide()
    view.show_summary_again(game.hand_scores[0])
    assert view.summary_panel.isVisible() and view.summary_panel.next_button.text() == "Next deal"
    assert view.summary_panel.title.text() == "Deal 1 of 2 is over"
    next_hand(qtbot, window)
    wait_for_human(qtbot, window)
    assert session.playing and session.index == 1, "its button went on with the match"


def take_up(again: MainWindow, how: str) -> None:
    """The deal's game taken up again as History's Continue does (its record) or with Game ▸ Open on its file."""
    found = again._autosaves().scan()
    assert len(found) == 1
    if how == "continue":
        again.continue_record(found[0].record)
    else:
        assert again.open_game(found[0].path)


@pytest.mark.parametrize("how", ["continue", "open"])
def test_a_deal_taken_up_with_continue_or_open_is_the_matchs_deal_at_once(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, how: str) -> None:
    """A deal's game picked up through History's Continue or Game ▸ Open was the match's only once the match
    window was opened: finished at the table, its summary said See the result and a one-deal "Victory" followed,
    and its result was not recorded in the match. It goes on as one resumed at start-up does."""
    make_application()
    left_mid_deal(qtbot, 2)
    recorded = count_results(monkeypatch)
    again = shown_window(qtbot)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    try:
        told = answer_message_boxes(monkeypatch)
        take_up(again, how)
        assert told == [], told
        session = current_session(again)
        assert session is not None and session.playing and session.index == 0, "the match's deal at once"
        assert session.state.starts[0] == 1, "not dealt again"
        panel, over_panel = again.table_view.summary_panel, again.table_view.game_over_panel
        play_to_score(qtbot, again, high=False)
        qtbot.waitUntil(panel.isVisible, timeout=5000)
        assert panel.next_button.text() == "Next deal"
        assert recorded == [0] and session.state.yours[0] is not None, "its result is recorded in the match"
        next_hand(qtbot, again)
        wait_for_human(qtbot, again)
        assert not over_panel.isVisible(), "no one-deal Victory"
        assert session.playing and session.index == 1, "Next deal dealt deal 2"
        assert recorded == [0], "recorded once"
    finally:
        again.close()


def test_a_deal_left_for_another_game_and_continued_goes_on_unmarked(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The match open, its deal left half-played for a new game and taken up again with History's Continue: the
    match went on with it (Next deal, its result recorded) but marked it ↻, dealt again, though it went on from
    where it was left."""
    session = start_match(window, new_match(RuleSet(), 2, 31, "easy", "easy"))
    assert session is not None
    wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    monkeypatch.setattr(window, "confirm_leaving", lambda *a: True)
    window.start_game(setup_for(hand_limit=1))
    wait_for_human(qtbot, window)
    assert not session.playing
    found = [f for f in window._autosaves().scan() if "duplicate deal 1 of 2" in (f.record.preset_name or "")]
    assert len(found) == 1
    window.continue_record(found[0].record)
    wait_for_human(qtbot, window)
    assert session.playing and session.index == 0 and current_session(window) is session
    assert session.state.starts == (1, 0), "gone on with, not dealt again"
    play_to_score(qtbot, window, high=False)
    panel = window.table_view.summary_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.next_button.text() == "Next deal" and session.state.yours[0] is not None
    assert "↻" not in session.window.table.item(0, 0).text()

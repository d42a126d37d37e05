"""What a screen-reader player hears in a duplicate match (QA, recheck 9): a deal's comparison is said before the
next deal starts; each deal is introduced by its number in the match ("Deal 2 of 3: Wes deals.", not "Hand 1: Wes
deals."); on See the match the last deal's own comparison is said, then the match's verdict."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import new_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.duplicate import session as session_module
from spades_desktop.gui.duplicate import start_match
from spades_desktop.gui.main_window import MainWindow

from .conftest import setup_for, wait_for_human
from .test_duplicate_match import next_hand, play_to_score

VERDICT = "The match is over."


def dealt(text: str) -> bool:
    """The announcement of a deal's start ("… Wes deals.", "… you deal.")."""
    return text.endswith((" deals.", " you deal."))


def first(said: list[str], wanted: Callable[[str], bool]) -> int | None:
    return next((i for i, text in enumerate(said) if wanted(text)), None)


def test_a_deals_comparison_is_said_before_the_next_deal_starts(qtbot: QtBot, window: MainWindow) -> None:
    """Next deal: "Hand 1: Wes deals." came first, then the deal just played's comparison ("Deal 1 of 3: You and
    partner −62, … Difference −124, Total −124."), then "Nora bids 3.": the finished deal first, then the next."""
    session = start_match(window, new_match(RuleSet(), 3, 77, "easy", "easy"))
    assert session is not None
    access = window.table_view.access
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(window.table_view.summary_panel.isVisible, timeout=5000)
    before = len(access.announcements)
    next_hand(qtbot, window)
    wait_for_human(qtbot, window)
    said = access.announcements[before:]
    row = first(said, lambda t: t.startswith("Deal 1 of 3: You and partner"))
    deal = first(said, dealt)
    assert row is not None and deal is not None, said
    assert row < deal, f"the finished deal's comparison, then the next deal: {said}"
    assert session.index == 1


def test_each_deal_is_introduced_by_its_number_in_the_match(qtbot: QtBot, window: MainWindow) -> None:
    """Each deal is a one-hand game: its start was said "Hand 1: Wes deals." at every deal; the match names it
    as its summary's heading does ("Deal 2 of 3 is over")."""
    access = window.table_view.access
    before = len(access.announcements)
    session = start_match(window, new_match(RuleSet(), 3, 77, "easy", "easy"))
    assert session is not None
    wait_for_human(qtbot, window)
    for _ in range(2):
        play_to_score(qtbot, window, high=False)
        next_hand(qtbot, window)
        wait_for_human(qtbot, window)
    starts = [t for t in access.announcements[before:] if dealt(t)]
    assert [t.split(":")[0] for t in starts] == ["Deal 1 of 3", "Deal 2 of 3", "Deal 3 of 3"], starts
    names = [seat.name for seat in session.main.controller.setup.seats] if session.main.controller.setup else []
    assert all(any(t.endswith((f" {n} deals.", " you deal.")) for n in names) for t in starts), starts


def test_a_game_outside_the_match_still_says_hand_one(qtbot: QtBot, window: MainWindow) -> None:
    """Only the match's deals are named by the match: an ordinary game's first hand is "Hand 1: … deals."."""
    access = window.table_view.access
    before = len(access.announcements)
    window.start_game(setup_for(hand_limit=1))
    wait_for_human(qtbot, window)
    starts = [t for t in access.announcements[before:] if dealt(t)]
    assert len(starts) == 1 and starts[0].startswith("Hand 1: "), starts


@pytest.mark.parametrize("count", [1, 2])
def test_see_the_match_says_the_last_deals_comparison_then_the_verdict(
        qtbot: QtBot, window: MainWindow, count: int) -> None:
    """The last deal's own comparison line (the bots in your seat, the difference) was never said: the verdict
    took its place. On See the match: the deal's comparison, then the verdict, once."""
    session = start_match(window, new_match(RuleSet(), count, 31, "easy", "easy"))
    assert session is not None
    panel = window.table_view.summary_panel
    for _ in range(count - 1):
        play_to_score(qtbot, window, high=False)
        next_hand(qtbot, window)
        wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: all(r is not None for r in session.state.bots), timeout=60_000)
    access = window.table_view.access
    play_to_score(qtbot, window, high=False)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    at_summary = len(access.announcements)
    next_hand(qtbot, window)  # See the match
    qtbot.waitUntil(lambda: any(t.startswith(VERDICT) for t in access.announcements), timeout=5000)
    said = access.announcements[at_summary:]
    row = first(said, lambda t: t.startswith(f"Deal {count} of {count}: You and partner"))
    verdict = first(said, lambda t: t.startswith(VERDICT))
    assert row is not None and verdict is not None, said
    assert row < verdict, f"the last deal's comparison, then the verdict: {said}"
    assert "Bots in your seat" in said[row] and "Difference" in said[row], said[row]
    assert len([t for t in access.announcements if t.startswith(VERDICT)]) == 1, "the verdict said once"


def test_bots_finishing_after_see_the_match_say_the_last_row_then_the_verdict(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The bots' table still plays the last deal when See the match is pressed: its row is said as it stands
    (the bots playing), and once they have played it, the row with their score, then the verdict."""
    gate = threading.Event()
    real = session_module.play_bots_game

    def held(plan: Any, index: int, stop: Callable[[], bool] = lambda: False) -> Any:
        while not gate.is_set() and not stop():
            gate.wait(0.05)
        return real(plan, index, stop=stop)

    monkeypatch.setattr(session_module, "play_bots_game", held)
    session = start_match(window, new_match(RuleSet(), 1, 31, "easy", "easy"))
    assert session is not None
    access = window.table_view.access
    try:
        play_to_score(qtbot, window, high=False)
        qtbot.waitUntil(window.table_view.summary_panel.isVisible, timeout=5000)
        at_summary = len(access.announcements)
        next_hand(qtbot, window)  # See the match
        qtbot.waitUntil(lambda: any(t.startswith("Deal 1 of 1: ") and not dealt(t)
                                    for t in access.announcements[at_summary:]), timeout=5000)
        assert not session.state.complete
        gate.set()
        qtbot.waitUntil(lambda: session.state.complete, timeout=60_000)
        qtbot.waitUntil(lambda: any(t.startswith(VERDICT) for t in access.announcements), timeout=5000)
    finally:
        gate.set()
    said = [t for t in access.announcements[at_summary:] if t.startswith("Deal 1 of 1: You and partner")
            or t.startswith(VERDICT)]
    assert len(said) == 3 and said[2].startswith(VERDICT), said
    assert "Difference" not in said[0] and "Difference" in said[1], "said as it stood, then with the bots' score"

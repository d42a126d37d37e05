"""A whole game through the window: the human bids in the panel and plays every card by drag-and-drop."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.texts import minus

from .conftest import bid_through_panel, drag, human_view, legal_cards, setup_for, start, trick_point, wait_for_human


@pytest.mark.parametrize("bots", ["simple", "real"])
def test_a_whole_game_by_drag_and_drop_reaches_game_over(qtbot: QtBot, window: MainWindow, bots: str) -> None:
    started = time.monotonic()
    if bots == "real":
        window.controller.player_factory = create_player
        setup = setup_for(seed=2024, target=120, mercy=-120, levels=("normal", "easy", "normal"))
    else:  # the simple bots bid 3 each: the game takes a known number of hands
        setup = setup_for(seed=2024, target=140, mercy=-140)
    start(qtbot, window, setup)
    game = window.controller.game
    assert game is not None
    hands_seen: list[int] = []
    for _ in range(600):
        state = wait_for_human(qtbot, window)
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OVER:
            summary = window.table_view.summary_panel
            assert summary.isVisible()
            score = game.hands_log[len(hands_seen)].score
            assert score is not None
            shown = " ".join(label.text() for label in summary.findChildren(type(summary.title)))
            for side in score.sides:
                assert minus(side.total_after) in shown, "the summary shows the engine's totals (a true minus)"
            hands_seen.append(score.hand_number)
            assert summary.next_button.text().replace("&", "") in window.status(), "the button the summary shows"
            qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
            continue
        view = human_view(window)
        assert view.phase is not Phase.GAME_OVER
        if view.phase is Phase.BID:
            bid_through_panel(qtbot, window)
        elif view.phase is Phase.PLAY:
            assert "drag a card" in window.status()
            before = len(view.hand or ())
            drag(window, legal_cards(window)[0], trick_point(window))
            assert len(human_view(window).hand or ()) == before - 1 or window.controller.state is not State.HUMAN_TURN
        else:
            raise AssertionError(f"unexpected phase {view.phase}")
    else:
        raise AssertionError("the game did not end")
    assert game.is_over
    assert window.table_view.game_over_panel.isVisible()
    model = window.table_view.table.model
    assert model is not None and model.scores == list(game.scores), "the table shows the engine's totals"
    assert hands_seen == [log.hand_number for log in game.hands_log], "every hand was summed up"
    assert "Game over" in window.status()
    text = window.table_view.game_over_panel.detail.text()
    for total in game.scores:
        assert str(total).replace("-", "\u2212") in text  # a true minus sign
    assert time.monotonic() - started < 60
    if bots == "simple":
        assert len(hands_seen) >= 2, "several full hands were played"

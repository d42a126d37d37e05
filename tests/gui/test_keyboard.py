"""A hand played with the keyboard alone, and the hint during card play."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, legal_cards, play_until, setup_for, start, wait_for_human


def test_a_whole_hand_with_the_keyboard_only(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=51))
    view = window.table_view
    view.setFocus()
    played = 0
    for _ in range(200):
        state = wait_for_human(qtbot, window)
        if state is State.HAND_OVER:
            QTest.keyClick(view, Qt.Key.Key_Return)  # Next hand
            break
        seat_view = human_view(window)
        if seat_view.phase is Phase.BID and seat_view.hand is None:
            QTest.keyClick(view, Qt.Key.Key_L)
            QTest.keyClick(view, Qt.Key.Key_Return)
        elif seat_view.phase is Phase.BID:
            QTest.keyClicks(view, "4")
            QTest.keyClick(view, Qt.Key.Key_Return)
            assert human_view(window).bids[0] is not None
        elif seat_view.phase is Phase.PLAY:
            before = len(seat_view.hand or ())
            QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Space)
            assert len(human_view(window).hand or ()) == before - 1
            played += 1
    assert played == 13
    wait_for_human(qtbot, window)
    assert window.controller.game is not None and window.controller.game.hand_number == 2


def test_the_hint_points_at_a_legal_card(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=52))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint_action.trigger()
    action = blocker.args[0]
    assert action.card in legal_cards(window)
    item = window.table_view.table.card_item(action.card)
    assert item is not None and item.hinted
    assert "Hint: play the" in window.status()


def test_enter_after_a_card_hint_plays_the_hinted_card(qtbot: QtBot, window: MainWindow) -> None:
    # QA (a blind player): after H the hinted card was not the keyboard's choice, and Enter said "Choose a card
    # with ← and → first." (a hinted bid is the focused bid button, and Enter bids it)
    start(qtbot, window, setup_for(seed=52))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    view = window.table_view
    view.setFocus()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint_action.trigger()
    hinted = blocker.args[0].card
    assert view.table.focus_card == hinted
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert hinted not in (human_view(window).hand or ())

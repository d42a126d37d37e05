"""Card play through the window: drag-and-drop, click, double-click and keyboard, all through the engine."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase, Play
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.table_scene import InputMode

from .conftest import (
    click,
    drag,
    human_view,
    legal_cards,
    play_until,
    setup_for,
    start,
    trick_point,
    viewport_point,
    wait_for_human,
)


def my_play_turn(win: MainWindow) -> bool:
    return human_view(win).phase is Phase.PLAY


def has_illegal_card(win: MainWindow) -> bool:
    view = human_view(win)
    return view.phase is Phase.PLAY and view.hand is not None and len(legal_cards(win)) < len(view.hand)


def played_count(win: MainWindow) -> int:
    game = win.controller.game
    assert game is not None
    return sum(len(log.actions) for log in game.hands_log)


def test_dragging_a_legal_card_to_the_trick_plays_it(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=11))
    play_until(qtbot, window, my_play_turn)
    card = legal_cards(window)[-1]
    assert window.table_view.table.mode is InputMode.PLAY
    drag(window, card, trick_point(window))
    game = window.controller.game
    assert game is not None
    assert (0, Play(card)) in [move for log in game.hands_log for move in log.actions]
    assert card not in (human_view(window).hand or ())


def test_an_illegal_card_glides_back_and_the_status_says_why(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=12))
    play_until(qtbot, window, has_illegal_card)
    view = human_view(window)
    assert view.hand is not None
    legal = legal_cards(window)
    illegal = next(c for c in view.hand if c not in legal)
    home = window.table_view.table.card_item(illegal).pos()  # type: ignore[union-attr]
    before = played_count(window)
    drag(window, illegal, trick_point(window))
    assert played_count(window) == before, "an illegal card must not be played"
    assert illegal in (human_view(window).hand or ())
    item = window.table_view.table.card_item(illegal)
    assert item is not None and item.pos() == home, "the card is back in its place in the hand"
    status = window.status().lower()
    assert "must" in status or "not broken" in status, status
    assert "your turn" in status or "your lead" in status, "the status still says what the game waits for"


def test_a_card_dropped_outside_the_trick_returns_to_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=13))
    play_until(qtbot, window, my_play_turn)
    card = legal_cards(window)[0]
    home = window.table_view.table.card_item(card).pos()  # type: ignore[union-attr]
    before = played_count(window)
    corner = QPoint(8, 8)
    drag(window, card, corner)
    assert played_count(window) == before
    assert window.table_view.table.card_item(card).pos() == home  # type: ignore[union-attr]
    assert "middle of the table" in window.status()


def test_click_then_click_again_plays_the_card(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=14))
    play_until(qtbot, window, my_play_turn)
    card = legal_cards(window)[0]
    before = played_count(window)
    click(window, card)
    assert window.table_view.table.focus_card == card, "the first click chooses the card (it stands up)"
    assert played_count(window) == before
    click(window, card)
    assert played_count(window) > before
    assert card not in (human_view(window).hand or ())


def test_double_click_plays_the_card(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=15))
    play_until(qtbot, window, my_play_turn)
    card = legal_cards(window)[-1]
    before = played_count(window)
    viewport = window.table_view.viewport()
    point = viewport_point(window, card)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert played_count(window) > before
    assert card not in (human_view(window).hand or ())


def test_keyboard_arrows_and_enter_play_a_card(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=16))
    play_until(qtbot, window, my_play_turn)
    view = window.table_view
    legal = [c for c in view.table.hand_cards() if c in legal_cards(window)]  # left to right on screen
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.table.focus_card == legal[0]
    if len(legal) > 1:
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert view.table.focus_card == legal[1]
        QTest.keyClick(view, Qt.Key.Key_Left)
    chosen = view.table.focus_card
    assert chosen == legal[0]
    before = played_count(window)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert played_count(window) > before
    assert chosen not in (human_view(window).hand or ())


def test_cards_cannot_be_played_while_a_bot_thinks(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=17))
    play_until(qtbot, window, lambda w: my_play_turn(w) and len(human_view(w).hand or ()) > 2)
    window.set_speed(Speed.SLOW)  # bots pause long enough to try
    drag(window, legal_cards(window)[0], trick_point(window))
    qtbot.waitUntil(lambda: window.controller.state is State.BOT_THINKING, timeout=10_000)
    card = window.table_view.table.hand_cards()[0]
    hand_before = list(human_view(window).hand or ())
    drag(window, card, trick_point(window))
    assert list(human_view(window).hand or ()) == hand_before
    assert "thinking" in window.status()
    window.set_speed(Speed.OFF)
    wait_for_human(qtbot, window)


def test_input_is_ignored_while_cards_are_moving(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=18))
    play_until(qtbot, window, lambda w: my_play_turn(w) and len(legal_cards(w)) > 1)
    window.set_speed(Speed.FAST)
    first, second = legal_cards(window)[:2]
    mine = len([1 for log in window.controller.game.hands_log for s, _ in log.actions if s == 0])  # type: ignore[union-attr]
    drag(window, first, trick_point(window))
    table = window.table_view.table
    assert table.busy, "the played card is still flying"
    viewport = window.table_view.viewport()
    target = trick_point(window)
    press_at = viewport_point(window, second)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press_at)
    QTest.mouseMove(viewport, target)
    item = table.card_item(second)
    assert item is not None
    centre = window.table_view.mapFromScene(item.pos())
    assert (centre - target).manhattanLength() > 50, "the card did not follow the mouse"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    now = len([1 for log in window.controller.game.hands_log for s, _ in log.actions if s == 0])  # type: ignore[union-attr]
    assert now == mine + 1, "only the first card was played"
    assert second in (human_view(window).hand or ())
    window.set_speed(Speed.OFF)
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)

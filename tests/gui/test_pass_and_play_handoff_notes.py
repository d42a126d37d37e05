"""Pass and play with Allow undo, and a screen reader's notifications, at a hand-off (family7 and recheck21 QA).

1. The next person took back the last person's card under their own cover, lifted that person's cover, saw their
   hand and played another card for them: nobody told the person. On their next turn their "Since your last turn"
   says so, and a screen reader hears it ("Your 3♦ was taken back with Undo; the Q♦ was played in its place.").
2. The notifications that stand in for announcements (View ▸ Announcements for older screen readers) kept the
   last person's hint under the next person's cover.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game
from spades_desktop.gui.accessibility import NoticeStandIn
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .pass_and_play_driver import pnp_setup, wait_any
from .test_undo import policy


def lift_cover(qtbot: QtBot, win: MainWindow) -> None:
    assert win.controller.state is State.HAND_OFF
    win.table_view.cover.guard_seconds = 0.0
    QTest.mouseClick(win.table_view.cover, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(12, 12))
    assert wait_any(qtbot, win) is State.HUMAN_TURN


def game_of(win: MainWindow) -> Game:
    game = win.controller.game
    assert game is not None
    return game


def move(win: MainWindow) -> None:
    game = game_of(win)
    assert game.to_act is not None
    assert win.controller.submit(policy(game.view(game.to_act))) is None


def notice_texts(win: MainWindow) -> list[str]:
    return [n.text() + n.accessibleName() for n in win.table_view.access.findChildren(NoticeStandIn)]


def test_a_hand_off_clears_the_last_persons_notifications(qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.access.older_readers = True
    window.start_game(pnp_setup("hhbb", seed=4))
    assert wait_any(qtbot, window) is State.HAND_OFF
    lift_cover(qtbot, window)
    while game_of(window).to_act != 0 or window.controller.state is not State.HUMAN_TURN:
        if wait_any(qtbot, window) is State.HAND_OFF:
            lift_cover(qtbot, window)
        else:
            move(window)
    window.table_view.say("Hint: play the ace of clubs, your sure trick.")  # as the hint answers (H)
    assert any("ace of clubs" in t for t in notice_texts(window))
    while wait_any(qtbot, window) is not State.HAND_OFF:
        move(window)
    assert window.controller.handing_to == 1
    assert not any("ace of clubs" in t for t in notice_texts(window)), notice_texts(window)
    assert any("Pass the screen to" in t for t in notice_texts(window)), "the cover's own words are said"

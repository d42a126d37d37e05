"""A forced card at a moving speed lands, and play goes on (a beginner QA's report of a table that hung).

The QA's driver (whiz, deal 145648073, the J♣ played by itself) called the table stuck in State.ANIMATING: its
``wait_human`` settled 0.3 s after the person's turn came, the forced card started moving in that settle, and
the driver read the state, saw ANIMATING and stopped pumping events at once (0.1 s after the card left, not
60 s); with no events processed the card stood still halfway. With the driver waiting again, the J♣ landed in
0.9 s and the hand played out (4 forced cards). This guards the real behaviour with animations on.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

from .conftest import human_view, setup_for, start


def test_a_forced_card_moving_at_fast_speed_lands_and_play_goes_on(qtbot: QtBot, window: MainWindow) -> None:
    window.set_play_forced(True)
    window.set_speed(Speed.FAST)
    start(qtbot, window, setup_for(seed=4))
    while True:  # the person's first legal move until their only legal card is about to play itself
        qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN, timeout=20_000)
        view = human_view(window)
        if view.phase is Phase.PLAY and len(view.legal) == 1 and view.hand is not None and len(view.hand) > 1:
            break
        assert window.controller.submit(view.legal[0]) is None
    cards = len(view.hand)
    qtbot.waitUntil(lambda: window.controller.state is State.ANIMATING, timeout=5_000)  # it plays by itself
    assert window.table_view.table.sequencer.busy
    qtbot.waitUntil(lambda: window.controller.state in (State.HUMAN_TURN, State.HAND_OVER), timeout=15_000)
    after = human_view(window).hand
    assert after is not None and len(after) == cards - 1
    assert not window.table_view.table.sequencer.busy
    assert window.table_view.mismatches == []

"""Words that follow a number agree with it: "1 trick", "1 card" (they read "1 tricks", "1 cards")."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Look, Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, play_until, setup_for, start


def test_the_bid_buttons_tips_count_tricks_in_agreement(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=1))  # the player is first to bid: blind nil, or look at the cards
    look = next(a for a in human_view(window).legal if isinstance(a, Look))
    assert window.controller.submit(look) is None
    qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN and human_view(window).phase is Phase.BID
                    and any(isinstance(a, Bid) for a in human_view(window).legal), timeout=10_000)
    panel = window.table_view.bid_panel
    tips = {action.tricks: button.toolTip() for action in panel.offered_actions()
            if isinstance(action, Bid) and action.kind is BidKind.NORMAL
            and (button := panel.button_for(action)) is not None}
    assert tips[1] == "Promise 1 trick of your own, added to your partner's bid (type 1, then Enter)"
    assert tips[4] == "Promise 4 tricks of your own, added to your partner's bid (type 4, then Enter)"


def test_a_screen_reader_hears_1_card_in_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=4))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) == 1)
    access = window.table_view.access
    assert access.hand.accessibleDescription() == "1 card"

"""View > Hand order: the player's hand low to high or high to low, the trumps at the right or the left."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Suit
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import app_settings, load_hand_order
from spades_desktop.gui.table_model import HandOrder, sort_hand

from .conftest import human_view, play_until, setup_for, start


def test_the_hand_is_arranged_as_the_player_chooses_and_stays_so(qtbot: QtBot, window: MainWindow) -> None:
    # The hand could only be arranged low to high with the spades at the right.
    start(qtbot, window, setup_for(seed=7))
    play_until(qtbot, window, lambda win: bool(human_view(win).legal) and len(human_view(win).hand or ()) == 13
               and human_view(win).phase.name == "PLAY")
    table = window.table_view.table
    rules = human_view(window).rules
    hand = list(human_view(window).hand or ())
    assert list(table.hand_cards()) == sort_hand(hand, rules)
    window.hand_order_actions[("high_first", True)].trigger()
    assert list(table.hand_cards()) == sort_hand(hand, rules, HandOrder(high_first=True))
    window.hand_order_actions[("trumps_left", True)].trigger()
    shown = list(table.hand_cards())
    assert shown == sort_hand(hand, rules, HandOrder(True, True))
    spades = [c for c in shown if c.suit is Suit.SPADES]
    assert shown[: len(spades)] == spades and spades == sorted(spades, key=lambda c: -c.rank)
    assert load_hand_order(app_settings()) == HandOrder(True, True), "remembered"
    assert window.hand_order_actions[("trumps_left", True)].isChecked()

    play_until(qtbot, window, lambda win: len(human_view(win).hand or ()) <= 9)  # the order holds as cards go
    assert window.table_view.mismatches == []
    assert list(table.hand_cards()) == sort_hand(list(human_view(window).hand or ()), rules, HandOrder(True, True))

    again = MainWindow()
    qtbot.addWidget(again)
    assert again.table_view.table.hand_order == HandOrder(True, True), "the next start arranges it so"
    assert again.hand_order_actions[("high_first", True)].isChecked()


def test_a_damaged_hand_order_setting_gives_the_usual_order() -> None:
    settings = app_settings()
    settings.setValue("cards/high_first", "sideways")
    settings.setValue("cards/trumps_left", 12)
    assert load_hand_order(settings) == HandOrder()

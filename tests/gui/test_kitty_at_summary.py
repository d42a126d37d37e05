"""A hand's summary shows that hand's kitty, never the next one's: when the summary comes up the engine has dealt
the next hand already (QA: kitty-three's summary read "1 card taken by Nora (before the bidding); one to discard
face down", the next deal's kitty, and kitty-jokers' showed the next deal's two card backs)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import PassCards, Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.rules import load_preset

from .conftest import play_first_hand, setup_for, start, wait_for_human


def finished_taker(window: MainWindow) -> int:
    game = window.controller.game
    assert game is not None
    log = game.hands_log[0]
    return next(seat for seat, action in log.actions if isinstance(action, PassCards))


def test_the_summary_of_a_two_of_clubs_kitty_shows_the_hand_just_played(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("kitty-three").rules, seed=6))
    play_first_hand(qtbot, window)
    game = window.controller.game
    assert game is not None and window.controller.state is State.HAND_OVER
    assert game.hand_number == 2 and game.kitty, "the next hand is dealt, its kitty taken: the case"
    facts = window.table_view.trump_panel
    taker = finished_taker(window)
    name = "you" if taker == 0 else ("You", "Wes", "Nora")[taker]
    assert facts.kitty.text() == (f"Kitty: 1 card taken by {name} (before the bidding); one discarded face down, "
                                  "out of play.")
    assert not facts.kitty_backs.isVisible()
    # Next hand: now the new deal's kitty shows
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    assert game.kitty_taker is not None and "taken by" in facts.kitty.text()


def test_the_summary_of_a_high_bidder_kitty_shows_no_card_backs_of_the_next_deal(
        qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("kitty-jokers").rules, seed=1))
    play_first_hand(qtbot, window)
    game = window.controller.game
    assert game is not None and window.controller.state is State.HAND_OVER
    assert game.phase is Phase.BID and game.kitty_taker is None and game.kitty, "the next deal's kitty lies down"
    facts = window.table_view.trump_panel
    assert "highest bidder takes them" not in facts.kitty.text(), facts.kitty.text()
    assert not facts.kitty_backs.isVisible(), "the next deal's kitty is not on the table yet"
    assert "(the high bidder); as many discarded face down, out of play." in facts.kitty.text()
    assert "out of play" in window.table_view.read_table()
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    assert facts.kitty_backs.isVisible() == (game.kitty_taker is None)

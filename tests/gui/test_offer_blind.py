"""View ▸ Offer blind bids before I look: off, each hand's cards turn face up at once and the bid panel asks for a
bid (a beginner's QA: every hand began with thirteen card backs and "Bid blind, or look at your cards?")."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Phase
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import load_offer_blind

from .conftest import human_view, setup_for, start, wait_for_human


def test_with_blind_bids_not_offered_my_cards_are_face_up_when_i_bid(qtbot: QtBot, window: MainWindow) -> None:
    assert window.blind_action.isChecked(), "offered unless the player turns it off"
    start(qtbot, window, setup_for(seed=2))
    panel = window.table_view.bid_panel
    assert human_view(window).hand is None and panel.title.text() == "Bid blind, or look at your cards?"
    window.blind_action.trigger()  # off while the question shows: the cards turn up at once
    qtbot.waitUntil(lambda: human_view(window).hand is not None)
    assert not window.blind_action.isChecked() and load_offer_blind(window.settings) is False
    assert panel.title.text() == "Your bid" and LOOK not in window.controller.game.legal_actions()
    start(qtbot, window, setup_for(seed=3))  # and at the next game's first bid
    qtbot.waitUntil(lambda: human_view(window).hand is not None)
    wait_for_human(qtbot, window)
    assert window.controller.game.phase is Phase.BID and panel.title.text() == "Your bid"
    assert "Your only choice" not in window.status(), "a look is no forced move"
    window.blind_action.trigger()
    assert load_offer_blind(window.settings) is True


def test_two_player_spades_turns_my_cards_up_too(qtbot: QtBot, window: MainWindow) -> None:
    # Pass-and-play QA: in Two-player Spades the question still came every hand (it is asked after the draw).
    from spades_desktop.rules import load_preset

    window.set_offer_blind(False)
    start(qtbot, window, setup_for(load_preset("two-player").rules, seed=4, levels=("easy",)))
    game = window.controller.game  # two players: blind nil or a look comes before the draw (DECLARE)
    qtbot.waitUntil(lambda: game.phase is not Phase.DECLARE or game.to_act != 0)
    assert human_view(window).hand is not None, "my cards are up for the draw"
    assert window.table_view.bid_panel.isHidden() or "blind" not in window.table_view.bid_panel.title.text()


def test_undo_does_not_bring_the_blind_question_back(qtbot: QtBot, window: MainWindow) -> None:
    # Re-check QA: with the question off, a second Undo said "Undone: look at your cards." (a look the table made)
    # and offered Blind nil on a hand already seen.
    from spades_desktop.engine import Bid

    window.set_offer_blind(False)
    start(qtbot, window, setup_for(seed=2))
    qtbot.waitUntil(lambda: human_view(window).hand is not None)
    wait_for_human(qtbot, window)
    controller = window.controller
    controller.submit(next(a for a in controller.game.legal_actions() if isinstance(a, Bid) and a.tricks == 3))
    wait_for_human(qtbot, window)
    said = controller.undo()
    assert said is not None and said.startswith("Undone: the bid of 3")
    wait_for_human(qtbot, window)
    assert LOOK not in controller.game.legal_actions() and human_view(window).hand is not None
    assert window.table_view.bid_panel.title.text() == "Your bid"
    assert not controller.can_undo(), "the look the table made is no decision to take back"

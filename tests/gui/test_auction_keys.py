"""The auction's bid panel from the keyboard (Orca QA): P passes, a letter whose bid is not offered is refused aloud
with the reason, → from nothing chosen takes the first bid (Pass), and the prompt names the next bid and its tricks.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, Game
from spades_desktop.engine.actions import PASS
from spades_desktop.gui.application import make_application
from spades_desktop.gui.panels import BidPanel
from spades_desktop.rules import load_preset

NAMES = ["You", "Wes", "Nora", "Ethan"]


def auction_at_south(first_bids: list[Bid | None]) -> Game:
    """An auction game at South's (seat 0) first bid: West, North and East bid ``first_bids`` (None: the second
    legal bid, the lowest number above the one standing)."""
    game = Game(load_preset("auction").rules, 5, first_dealer=0)
    for wanted in first_bids:
        legal = game.legal_actions()
        game.apply(wanted if wanted is not None else legal[1])
    assert game.to_act == 0
    return game


def panel_for(qtbot: QtBot, game: Game) -> tuple[BidPanel, list[str]]:
    make_application()
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show_for(game.view(0), NAMES, 2)
    panel.show()
    said: list[str] = []
    panel.refused.connect(said.append)
    return panel, said


def test_p_chooses_pass_in_the_auction_and_its_button_says_the_key(qtbot: QtBot) -> None:
    # Orca QA: P said nothing and chose nothing; Enter then bid nothing either.
    panel, said = panel_for(qtbot, auction_at_south([None, None, None]))
    qtbot.keyClick(panel, Qt.Key.Key_P)
    assert panel.chosen_action() == PASS and said == []
    button = panel.button_for(PASS)
    assert button is not None and button.accessibleName() == "Pass (P)"
    assert button.accessibleDescription().endswith("(P)")
    with qtbot.waitSignal(panel.action_chosen) as chosen:
        qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert chosen.args == [PASS]


def test_p_where_the_last_bidder_must_bid_is_refused_with_the_reason(qtbot: QtBot) -> None:
    panel, said = panel_for(qtbot, auction_at_south([PASS, PASS, PASS]))
    assert PASS not in panel.offered_actions()
    qtbot.keyClick(panel, Qt.Key.Key_P)
    assert said == ["You cannot pass now. Everyone else passed, so you bid at least 1 (7 tricks for your side)."]
    assert panel.chosen_action() is None


def test_n_in_the_auction_which_has_no_nil_is_refused_with_the_reason(qtbot: QtBot) -> None:
    panel, said = panel_for(qtbot, auction_at_south([None, None, None]))
    qtbot.keyClick(panel, Qt.Key.Key_N)
    assert said == ["You cannot bid Nil now. Bid 4 or more (your side then takes 10 tricks or more) or pass."]
    assert panel.chosen_action() is None


def test_right_with_nothing_chosen_takes_the_first_bid_pass(qtbot: QtBot) -> None:
    # Orca QA: → with no bid chosen jumped to "4 (10 tricks)", past Pass; ← went to the last bid.
    panel, _said = panel_for(qtbot, auction_at_south([None, None, None]))
    offered = panel.offered_actions()
    assert offered[0] == PASS
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.chosen_action() == PASS
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.chosen_action() == Bid(4, BidKind.AUCTION)
    panel.show_for(auction_at_south([None, None, None]).view(0), NAMES, 2)
    qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert panel.chosen_action() == offered[-1]


def test_the_auction_prompt_names_the_next_bid_and_the_tricks_it_promises(qtbot: QtBot) -> None:
    # Orca QA: "Bid more than 3 (your side then takes 3 + 6 tricks or more) or pass." where 4 promises 10 tricks.
    panel, _said = panel_for(qtbot, auction_at_south([None, None, None]))
    assert panel.note.text() == "Bid 4 or more (your side then takes 10 tricks or more) or pass."

"""Bidding through the panel: exactly the legal bids, blind nil before the cards are seen, keys, the hint."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import BLIND_NIL, LOOK, NIL, Bid, BidKind, Phase
from spades_desktop.gui import texts
from spades_desktop.gui.items import CardItem
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, setup_for, start, wait_for_human


def human_bid(win: MainWindow) -> Bid | None:
    return human_view(win).bids[0]


def look(qtbot: QtBot, win: MainWindow) -> None:
    panel = win.table_view.bid_panel
    if human_view(win).hand is None:
        qtbot.mouseClick(panel.button_for(LOOK), Qt.MouseButton.LeftButton)
        wait_for_human(qtbot, win)


def face_up_hand_items(win: MainWindow) -> list[object]:
    table = win.table_view.table
    return [c for c in table.hand_cards() if table.card_item(c) is not None]


def test_the_panel_offers_exactly_the_legal_bids(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=21))
    panel = window.table_view.bid_panel
    assert human_view(window).phase is Phase.BID and panel.isVisible()
    blind = list(human_view(window).legal)
    assert panel.offered_actions() == [LOOK, *(a for a in blind if a != LOOK)]  # looking first, the default
    assert panel.chosen_action() == LOOK and sorted(map(str, blind)) == sorted(map(str, panel.offered_actions()))
    look(qtbot, window)
    legal = list(human_view(window).legal)
    assert panel.offered_actions() == legal
    assert NIL in legal and Bid(13) in legal and all(panel.button_for(a) is not None for a in legal)
    assert sum(1 for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL) == 13
    # The bids so far are on the panel.
    for seat, bid in enumerate(human_view(window).bids):
        if bid is not None and seat != 0:
            assert texts.bid_text(bid) in panel.bids_line.text()


def test_board_rules_offer_only_the_bids_the_engine_allows(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=22, board=4, blind_nil=False))
    panel = window.table_view.bid_panel
    assert panel.offered_actions() == list(human_view(window).legal)


def test_blind_nil_is_bid_before_the_hand_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=23))
    view = human_view(window)
    assert view.hand is None
    assert BLIND_NIL in window.table_view.bid_panel.offered_actions()
    cards = [i for i in window.table_view.table.items() if isinstance(i, CardItem)]
    assert len(cards) == 52 and all(i.card is None for i in cards), "every card is face down before a blind bid"
    panel = window.table_view.bid_panel
    qtbot.mouseClick(panel.button_for(BLIND_NIL), Qt.MouseButton.LeftButton)
    assert human_bid(window) is None and panel.asking() == BLIND_NIL, "a blind nil asks first"
    qtbot.mouseClick(panel.button_for(BLIND_NIL), Qt.MouseButton.LeftButton)
    assert human_bid(window) == BLIND_NIL
    wait_for_human(qtbot, window)
    assert human_view(window).hand is not None
    assert len(face_up_hand_items(window)) == len(human_view(window).hand or ()), "cards turn up after the bid"
    assert window.table_view.table.plate(0).badge == "BN"


def test_a_blind_nil_takes_a_second_step_and_looking_is_the_default(qtbot: QtBot, window: MainWindow) -> None:
    """A newcomer's first hand (QA): "Blind nil" stood above "Look at my cards", and one click on it (or B) bid it,
    +200 or −200, with nothing asked. Looking is now first and what Enter does; a blind nil asks first, in the
    panel, with what it scores, said on the status line and aloud; Esc goes back, and "Look at my cards" there
    looks."""
    start(qtbot, window, setup_for(seed=23))
    view = window.table_view
    panel = view.bid_panel
    assert human_view(window).hand is None
    assert panel.offered_actions()[0] == LOOK and panel.special_rows()[0][0] is panel.button_for(LOOK)
    assert panel.chosen_action() == LOOK, "Enter looks at the cards"
    said: list[str] = []
    panel.asked.connect(said.append)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_B)
    assert panel.chosen_action() == BLIND_NIL and human_bid(window) is None
    QTest.keyClick(panel, Qt.Key.Key_Return)
    assert human_bid(window) is None and panel.asking() == BLIND_NIL
    assert panel.title.text() == "Bid blind nil without looking at your cards?"
    assert panel.explain.text().startswith("Blind nil: take no tricks") and not panel.explain.isHidden()
    assert panel.offered_actions() == [BLIND_NIL, LOOK] and panel.chosen_action() == BLIND_NIL
    assert panel.button_for(BLIND_NIL).text() == "Yes, bid blind nil"  # type: ignore[union-attr]
    assert said and said[-1].startswith("Bid blind nil without looking at your cards? Blind nil: take no tricks")
    assert window.status().startswith("Bid blind nil without looking at your cards?")
    QTest.keyClick(panel, Qt.Key.Key_Escape)  # back to the question
    assert panel.asking() is None and panel.offered_actions()[0] == LOOK and human_bid(window) is None
    qtbot.mouseClick(panel.button_for(BLIND_NIL), Qt.MouseButton.LeftButton)
    assert panel.asking() == BLIND_NIL
    qtbot.mouseClick(panel.button_for(LOOK), Qt.MouseButton.LeftButton)  # thought better of it: looks
    wait_for_human(qtbot, window)
    assert human_view(window).hand is not None and human_bid(window) is None
    assert panel.asking() is None and BLIND_NIL not in panel.offered_actions()


def test_look_at_my_cards_turns_the_hand_up(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=24))
    assert face_up_hand_items(window) == []
    look(qtbot, window)
    assert human_view(window).hand is not None
    assert len(face_up_hand_items(window)) == 13
    assert BLIND_NIL not in window.table_view.bid_panel.offered_actions()


def test_digits_and_enter_bid_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=25))
    look(qtbot, window)
    view = window.table_view
    view.setFocus()
    QTest.keyClicks(view, "1")
    QTest.keyClicks(view, "2")
    assert view.bid_panel.chosen_action() == Bid(12)
    QTest.keyClick(view, Qt.Key.Key_3)  # a new number after a two-digit one starts afresh
    assert view.bid_panel.chosen_action() == Bid(3)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert human_bid(window) == Bid(3)


def test_the_superscript_two_key_of_a_french_keyboard_chooses_no_bid(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=25))
    look(qtbot, window)
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_4)
    QTest.keyClicks(view, "²")  # a digit to str.isdigit that int() refuses
    assert view.bid_panel.chosen_action() == Bid(4)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert human_bid(window) == Bid(4)


def test_zero_or_n_chooses_nil(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=26))
    look(qtbot, window)
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_0)
    assert view.bid_panel.chosen_action() == NIL
    QTest.keyClick(view, Qt.Key.Key_4)
    QTest.keyClick(view, Qt.Key.Key_N)
    assert view.bid_panel.chosen_action() == NIL
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert human_bid(window) == NIL


def test_the_hint_suggests_a_legal_bid_with_a_reason(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=27))
    look(qtbot, window)
    panel = window.table_view.bid_panel
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    action, _reason = blocker.args
    assert action in human_view(window).legal
    assert panel.hint_label.text().startswith("Hint:")
    assert panel.chosen_action() == action, "the suggested bid is chosen: Enter accepts it"
    assert "Hint" in window.status()

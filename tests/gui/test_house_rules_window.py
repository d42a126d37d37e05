"""The deal and trump house rules through the real window: show seven, misdeal, kitty, aces low (issue 16)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Bid, BidKind, Phase, SeatView, Suit
from spades_desktop.engine.actions import MISDEAL, NO_SHOW
from spades_desktop.engine.table import TRUMP, table_for
from spades_desktop.gui.layout import Rect
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.table_scene import InputMode
from spades_desktop.rules import load_preset

from .conftest import SimpleBot, click, human_view, play_until, setup_for, start, wait_for_human


class MisdealBot(SimpleBot):
    """Calls a misdeal whenever the engine offers it, else plays as the simple bot."""

    def choose(self, view: SeatView):  # type: ignore[no-untyped-def]
        return MISDEAL if MISDEAL in view.legal else super().choose(view)


class KeepHiddenBot(SimpleBot):
    """Never shows its cards (trump.show_seven), so the human's show stands."""

    def choose(self, view: SeatView):  # type: ignore[no-untyped-def]
        return NO_SHOW if NO_SHOW in view.legal else super().choose(view)


def look_at_cards(qtbot: QtBot, window: MainWindow) -> None:
    panel = window.table_view.bid_panel
    qtbot.mouseClick(panel.button_for(LOOK), Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)


@pytest.fixture
def misdeal_window(window: MainWindow) -> Iterator[MainWindow]:
    window.controller.player_factory = lambda level, seed: MisdealBot()  # type: ignore[assignment]
    yield window


def test_the_human_shows_seven_hearts_and_the_trump_badge_turns_to_hearts(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.player_factory = lambda level, seed: KeepHiddenBot()  # type: ignore[assignment]
    start(qtbot, window, setup_for(load_preset("show-seven").rules, seed=27))
    view = human_view(window)
    show = Bid(int(Suit.HEARTS), BidKind.SHOW)
    assert show in view.legal and NO_SHOW in view.legal
    panel = window.table_view.bid_panel
    badge = window.table_view.trump_panel
    assert panel.isVisible() and panel.title.text() == "Show your cards?"
    assert "7+ hearts" in panel.note.text() and panel.note.isVisible()
    assert badge.isVisible() and badge.trump.text() == "Trump: ♠ spades"
    assert "Show your cards" in window.status()
    button = panel.button_for(show)
    assert button is not None and "♥" in button.text() and button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    assert badge.isVisible() and badge.trump.text() == "Trump: ♥ hearts"
    hearts = [c for c in human_view(window).hand or () if c.suit is Suit.HEARTS]
    assert len(badge.card_labels) == 1 and f"You showed {len(hearts)} hearts" in badge.text()
    assert any("hearts are trump for this hand" in a for a in window.table_view.access.announcements)
    shown = window.table_view.table.hand_cards()
    assert shown[-len(hearts):] == sorted(hearts, key=lambda c: c.rank), "the new trumps sort at the right"
    assert "Trump: ♥ hearts" in window.table_view.read_table()
    # The trump badge stays out of the way of the cards and plates, and stays for the whole hand.
    layout = window.table_view.table.layout
    assert layout is not None
    g = badge.geometry()
    for name, rect in layout.groups().items():
        overlap = Rect(g.x(), g.y(), g.width(), g.height()).intersected(rect)
        assert overlap.w * overlap.h == 0, name
    play_until(qtbot, window, lambda w: len(human_view(w).completed_tricks) >= 3)
    assert badge.isVisible() and badge.trump.text() == "Trump: ♥ hearts"
    still = [c for c in human_view(window).hand or () if c.suit is Suit.HEARTS]
    assert f"still held: {', '.join(c.pretty for c in still) or 'all played'}." in badge.text()


def test_a_bot_shows_and_the_window_pictures_its_shown_cards(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("show-seven").rules, seed=4))  # SimpleBot shows what it may
    badge = window.table_view.trump_panel
    assert badge.trump.text() == "Trump: ♣ clubs"
    assert "Wes showed 7 clubs" in badge.text() and len(badge.card_labels) == 1
    pixmap = badge.card_labels[0].pixmap()
    assert pixmap is not None and not pixmap.isNull() and pixmap.width() > pixmap.height()  # a fan of cards
    assert "Wes showed 7 clubs: clubs are trump for this hand." in window.table_view.access.announcements
    assert window.table_view.table.hand_cards()[-1].suit is Suit.CLUBS


def test_the_human_calls_a_misdeal_and_a_new_deal_appears(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("misdeal-weak-hand").rules, seed=2))
    panel = window.table_view.bid_panel
    assert panel.button_for(MISDEAL) is None, "a misdeal is called after looking at the cards"
    look_at_cards(qtbot, window)
    before = list(window.table_view.table.hand_cards())
    button = panel.button_for(MISDEAL)
    assert button is not None and button.text() == "Call a misdeal (M)" and "deals again" in button.toolTip()
    assert panel.note.isVisible() and panel.note.text().startswith("Weak hand (")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    view = human_view(window)
    assert view.hand_number == 1 and view.phase is Phase.BID
    model = window.table_view.table.model
    assert model is not None and model.hand is None and model.counts == [13, 13, 13, 13], "dealt again, face down"
    look_at_cards(qtbot, window)
    after = window.table_view.table.hand_cards()
    assert len(after) == 13 and after != before
    said = [a for a in window.table_view.access.announcements if "misdeal" in a]
    assert said and said[-1].startswith("You called a misdeal (") and "deals again" in said[-1]


def test_a_bot_calls_a_misdeal_and_the_window_says_why(qtbot: QtBot, misdeal_window: MainWindow) -> None:
    start(qtbot, misdeal_window, setup_for(load_preset("misdeal-weak-hand").rules, seed=7))
    said = [a for a in misdeal_window.table_view.access.announcements if "misdeal" in a]
    assert said and said[0].startswith("Wes called a misdeal (")
    assert said[0].endswith("): you deal again."), said[0]  # the person deals this hand ("You deals again" was said)
    assert any(word in said[0] for word in ("no face card", "trump"))
    game = misdeal_window.controller.game
    assert game is not None and game.hands_log[-1].redealt, "the cards were dealt again"


def test_the_kitty_taker_discards_by_click_and_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("kitty-three").rules, seed=6))
    view = human_view(window)
    assert view.phase is Phase.EXCHANGE and view.pass_to == 0 and len(view.received) == 1
    choose = window.table_view.choose_panel
    assert choose.isVisible() and "You took the kitty" in choose.title.text()
    assert choose.confirm.text() == "Discard" and "kitty" in window.status()
    facts = window.table_view.trump_panel
    assert facts.isVisible() and "taken by you (before the bidding)" in facts.kitty.text()
    table = window.table_view.table
    assert table.mode is InputMode.SELECT
    hand = table.hand_cards()
    assert len(hand) == 18
    click(window, hand[0])
    click(window, hand[0])  # a second click puts it back
    assert table.selected_cards() == ()
    view_widget = window.table_view
    QTest.keyClick(view_widget, Qt.Key.Key_Right)  # from the clicked card to the next one
    QTest.keyClick(view_widget, Qt.Key.Key_Space)
    assert table.selected_cards() == (hand[1],) and choose.confirm.isEnabled()
    QTest.keyClick(view_widget, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    after = human_view(window)
    assert after.phase is not Phase.EXCHANGE and hand[1] not in (after.hand or ())
    assert len(table.hand_cards()) == 17
    assert "discarded" in facts.kitty.text()


def test_with_aces_low_the_window_sorts_each_ace_first_in_its_suit(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("deuces-high-aces-low").rules
    start(qtbot, window, setup_for(rules, seed=9))
    look_at_cards(qtbot, window)
    hand = window.table_view.table.hand_cards()
    power = table_for(rules).power
    aces = [c for c in hand if c.rank == 14 and table_for(rules).eff_suit[c.index] != TRUMP]
    assert len(aces) >= 2
    for ace in aces:
        suit = [c for c in hand if c.suit is ace.suit and table_for(rules).eff_suit[c.index] != TRUMP]
        assert suit[0] is ace, f"{ace} should lead its suit: {suit}"
    ordered = [c for c in hand if table_for(rules).eff_suit[c.index] == TRUMP]
    assert [power[c.index] for c in ordered] == sorted(power[c.index] for c in ordered)


def test_show_seven_by_keys_k_keeps_the_cards_hidden_and_h_hints(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.player_factory = lambda level, seed: KeepHiddenBot()  # type: ignore[assignment]
    start(qtbot, window, setup_for(load_preset("show-seven").rules, seed=27))
    view_widget = window.table_view
    panel = view_widget.bid_panel
    QTest.keyClick(view_widget, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Hint: show your hearts" in panel.hint_label.text())
    QTest.keyClick(view_widget, Qt.Key.Key_S)
    assert panel.chosen_action() == Bid(int(Suit.HEARTS), BidKind.SHOW)
    QTest.keyClick(view_widget, Qt.Key.Key_K)
    assert panel.chosen_action() == NO_SHOW
    QTest.keyClick(view_widget, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.BID and NO_SHOW not in human_view(window).legal
    assert view_widget.trump_panel.trump.text() == "Trump: ♠ spades"
    assert view_widget.trump_panel.card_labels == []


def test_the_high_bidder_takes_the_two_card_kitty_after_the_bidding(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("kitty-jokers").rules, seed=1))
    facts = window.table_view.trump_panel
    assert facts.isVisible() and "highest bidder takes them" in facts.kitty.text() and facts.kitty_backs.isVisible()
    look_at_cards(qtbot, window)
    panel = window.table_view.bid_panel
    top = max((a for a in panel.offered_actions() if isinstance(a, Bid) and a.kind is BidKind.NORMAL),
              key=lambda a: a.tricks)
    qtbot.mouseClick(panel.button_for(top), Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    view = human_view(window)
    assert view.phase is Phase.EXCHANGE and view.pass_to == 0 and len(view.received) == 2
    choose = window.table_view.choose_panel
    assert "You took the kitty" in choose.title.text() and not facts.kitty_backs.isVisible()
    assert "taken by you (the high bidder)" in facts.kitty.text()
    hand = window.table_view.table.hand_cards()
    assert len(hand) == 15 and set(view.received) <= set(hand)
    click(window, hand[0])
    click(window, hand[1])
    qtbot.mouseClick(choose.confirm, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    assert len(window.table_view.table.hand_cards()) == 13 and human_view(window).phase is Phase.PLAY


def test_a_joker_conversion_is_said_when_the_trick_is_taken(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("joker-conversion").rules
    start(qtbot, window, setup_for(rules, seed=3, target=2000))
    access = window.table_view.access
    for _ in range(300):
        state = wait_for_human(qtbot, window)
        if any("a spade." in a for a in access.announcements):
            break
        if state.value == "hand over":
            window.table_view.continue_after_hand()
            continue
        view = human_view(window)
        look = [a for a in view.legal if a == LOOK]
        assert window.controller.submit(look[0] if look else view.legal[0]) is None
    said = [a for a in access.announcements if "a spade." in a]
    assert said, "a joker fell with its partner's card"
    # the cards in words to a screen reader (accessibility.spoken_cards)
    made = r"The (Big|Little) Joker made (your|Wes's|Nora's|Ethan's) \w+ of \w+ a spade\."
    assert re.fullmatch(made, said[0]), said[0]


def test_pass_and_play_shows_shown_cards_to_everyone_and_nothing_else(qtbot: QtBot, window: MainWindow) -> None:
    from .pass_and_play_driver import Driver, default_bid, pnp_setup

    window.table_view.cover.guard_seconds = 0
    rules = load_preset("show-seven").rules
    window.start_game(pnp_setup("hhhh", rules, seed=4, preset_id="show-seven"))
    driver = Driver(qtbot, window, bid=lambda seat, offered: offered[0] if any(
        isinstance(a, Bid) and a.kind is BidKind.SHOW for a in offered) else default_bid(offered), grabs=0)
    driver.play_hand(limit=200, tricks=2)
    game = window.controller.game
    assert game is not None and game.shown and game.shown[0][0] == 1, "West showed"
    badge = window.table_view.trump_panel
    assert badge.trump.text() == "Trump: ♣ clubs" and "Ben showed 7 clubs" in badge.text()


def test_on_a_narrow_table_the_bid_buttons_wrap_instead_of_overlapping(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(800, 600)
    start(qtbot, window, setup_for(load_preset("show-seven").rules, seed=4))
    panel = window.table_view.bid_panel
    numbers = [a for a in panel.offered_actions() if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    boxes = [panel.button_for(a).geometry() for a in numbers]  # type: ignore[union-attr]
    for i, box in enumerate(boxes):
        assert box.width() >= box.height() * 0.9, "a number button keeps its width"
        for other in boxes[i + 1:]:
            assert not box.intersects(other), "number buttons do not overlap"
    assert panel.geometry().width() <= window.table_view.viewport().width()

"""Pass-and-play: several people at one screen, every hand kept private behind hand-off covers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import BLIND_NIL, NIL, Action, Bid, Card, Phase, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.rules import load_preset

from .conftest import click, play_until, setup_for, start
from .pass_and_play_driver import NAMES, Driver, default_bid, face_up, pnp_setup, wait_any


@pytest.fixture
def table(window: MainWindow) -> Iterator[MainWindow]:
    window.table_view.cover.guard_seconds = 0  # the tests click at once; people get a short guard
    yield window


def test_two_humans_and_two_bots_play_a_hand_privately(qtbot: QtBot, table: MainWindow) -> None:
    table.start_game(pnp_setup("hbhb", seed=11))
    driver = Driver(qtbot, table)
    driver.play_hand()
    game = driver.game
    assert game.hands_log[0].score is not None
    humans = {seat for seat, _ in driver.turns}
    assert humans == {0, 2}
    assert set(driver.covers) == {0, 2} and len(driver.covers) >= 13, "each human turn after the other's is handed over"
    assert table.table_view.summary_panel.isVisible()
    assert any("won by" in text for _, text in driver.recaps), "after a hand-off the player sees the trick they missed"
    assert any(" You" in text for _, text in driver.recaps), "the player's own card in the trick is captioned You"


def test_four_humans_play_a_hand_with_blind_nil_hint_and_last_trick(qtbot: QtBot, table: MainWindow) -> None:
    table.start_game(pnp_setup("hhhh", seed=12))
    blind = {"done": False}

    def bid(seat: int, offered: list[Action]) -> Action:
        if BLIND_NIL in offered and not blind["done"]:
            # offered before the cards are seen: the whole hand is face down at the bottom
            assert table.controller.game is not None and table.controller.game.view(seat).hand is None
            assert not face_up(table), "blind nil is offered before any card is shown"
            blind["done"] = True
            return BLIND_NIL
        return default_bid(offered)

    driver = Driver(qtbot, table, bid=bid, use_keys=True)
    hinted = last_trick_seen = False
    for _ in range(400):
        state = driver.step()
        if state is State.HAND_OVER:
            break
        game = driver.game
        if table.controller.state is not State.HUMAN_TURN or game.phase is not Phase.PLAY:
            continue
        seat = game.to_act
        mine = set(game.view(seat).hand or ())
        if not hinted:
            with qtbot.waitSignal(table.controller.hint_ready, timeout=10_000):
                table.table_view.request_hint()
            shown = {i.card for i in table.table_view.table.items() if getattr(i, "hinted", False)}
            assert shown and shown <= mine, "the hint points at the acting human's own card"
            hinted = True
        if game.view(seat).completed_tricks and not last_trick_seen:
            table.show_last_trick()
            dialog = table._last_dialog  # type: ignore[attr-defined]
            model = table.table_view.table.model
            assert model is not None and model.last_trick == game.view(seat).completed_tricks[-1]
            assert set(dialog.card_labels) == set(range(4)), "the last trick: the four played cards, public"
            dialog.close()
            last_trick_seen = True
    else:
        raise AssertionError("the hand did not end")
    assert blind["done"] and hinted and last_trick_seen
    assert {seat for seat, _ in driver.turns} == {0, 1, 2, 3}
    changes = sum(1 for a, b in zip(driver.turns, driver.turns[1:], strict=False) if a[0] != b[0])
    assert len(driver.covers) >= changes, "every change of player was handed over"


def test_a_human_and_a_bot_partner_against_two_humans(qtbot: QtBot, table: MainWindow) -> None:
    table.start_game(pnp_setup("hhbh", seed=13))
    driver = Driver(qtbot, table)
    driver.play_hand()
    assert driver.game.hands_log[0].score is not None
    assert {seat for seat, _ in driver.turns} == {0, 1, 3}
    assert 2 not in driver.covers, "the bot partner is never handed the screen"
    driver.next_hand()
    assert driver.step() is State.HAND_OFF, "each hand's first human decision is handed over"


def test_two_humans_draw_in_the_two_player_game(qtbot: QtBot, table: MainWindow) -> None:
    rules = load_preset("two-player").rules
    table.start_game(pnp_setup("hh", rules, seed=14))
    driver = Driver(qtbot, table)
    draws: dict[int, list[tuple[Card, bool]]] = {0: [], 1: []}
    expected: dict[int, set[Card]] = {0: set(), 1: set()}
    for _ in range(200):
        state = wait_any(qtbot, table)
        game = driver.game
        if state is State.HAND_OFF:
            driver.step()
            continue
        seat = game.to_act
        view = game.view(seat)
        if view.phase is Phase.DECLARE:
            driver.step()  # looks at the cards
            continue
        if view.phase is not Phase.DRAW:
            break
        assert driver.begin_turn() == seat
        panel = table.table_view.draw_panel
        assert panel.isVisible() and view.draw_card is not None
        keep = len(draws[seat]) % 3 != 1
        before = set(view.hand or ())
        qtbot.mouseClick(panel.keep if keep else panel.discard, Qt.MouseButton.LeftButton)
        after = set(game.view(seat).hand or ())
        new = after - before
        assert len(new) == 1 and (view.draw_card in new) == keep, "keep takes the top card, discard the next"
        draws[seat].append((view.draw_card, keep))
        expected[seat] |= new
        if game.phase is Phase.DRAW:
            assert table.controller.state is State.HAND_OFF, "the other player draws next, behind the cover"
        assert table.table_view.draw_panel.card.pixmap().isNull(), "the top card is gone with the turn"
    else:
        raise AssertionError("the draw did not end")
    game = driver.game
    assert len(draws[0]) == len(draws[1]) == 13
    for seat in (0, 1):
        hand = set(game.view(seat).hand or ())
        assert len(hand) == 13 and hand == expected[seat], "each was dealt 13 cards from their own choices"
    assert game.phase is Phase.BID


def test_human_partners_exchange_nil_cards_privately(qtbot: QtBot, table: MainWindow) -> None:
    rules = RuleSet(nil_exchange="pass", nil_pass_count=2, blind_nil=False)
    table.start_game(pnp_setup("hbhb", rules, seed=15))

    def bid(seat: int, offered: list[Action]) -> Action:
        return NIL if seat == 0 else offered[3]

    driver = Driver(qtbot, table, bid=bid)
    chosen: dict[int, tuple[Card, ...]] = {}
    for _ in range(60):
        state = wait_any(qtbot, table)
        game = driver.game
        if state is not State.HUMAN_TURN or game.phase is not Phase.EXCHANGE:
            if len(chosen) == 2:
                break
            driver.step()
            continue
        seat = driver.begin_turn()
        partner = 2 - seat
        hand = table.table_view.table.hand_cards()
        assert not (set(hand) & set(chosen.get(partner, ()))), "the partner's chosen cards are not here yet"
        choose = table.table_view.choose_panel
        assert choose.isVisible() and NAMES[partner] in choose.title.text()
        click(table, hand[1])
        click(table, hand[4])
        chosen[seat] = (hand[1], hand[4])
        qtbot.mouseClick(choose.confirm, Qt.MouseButton.LeftButton)
        assert not choose.isVisible() and not (face_up(table) & set(chosen[seat])), "the choice is hidden at once"
    else:
        raise AssertionError("the exchange did not happen")
    assert driver.covers[-2:] in ([0, 2], [2, 0]) or sorted(chosen) == [0, 2]
    game = driver.game
    for seat in (0, 2):
        view = game.view(seat)
        assert view.passed == tuple(sorted(chosen[seat]))
        assert view.received == tuple(sorted(chosen[2 - seat])), "the chosen cards were passed"
        assert set(view.received) <= set(view.hand or ())
    seen: dict[int, str] = {}
    for _ in range(40):
        if len(seen) == 2:
            break
        if wait_any(qtbot, table) is State.HUMAN_TURN and driver.game.to_act not in seen:
            recap = table.table_view.recap_panel
            seen[driver.game.to_act] = recap.text() if recap.isVisible() else ""
        driver.step()
    for seat in (0, 2):
        assert f"{NAMES[2 - seat]} passed you" in seen[seat], "each sees what they received on their own turn"
        for card in chosen[2 - seat]:
            assert texts.card_text(card) in seen[seat]


def test_one_human_never_sees_a_hand_off(qtbot: QtBot, table: MainWindow) -> None:
    states: list[State] = []
    table.controller.state_changed.connect(lambda: states.append(table.controller.state))
    start(qtbot, table, setup_for(seed=16))
    game = table.controller.game
    assert game is not None
    play_until(qtbot, table, lambda w: game.hands_log[0].score is not None, limit=80)
    assert State.HAND_OFF not in states and not table.table_view.cover.isVisible()
    assert table.controller.viewer == 0 and not table.table_view.recap_panel.isVisible()


def test_with_bots_only_seat_0_is_shown_and_nothing_is_handed_over(qtbot: QtBot, table: MainWindow) -> None:
    states: list[State] = []
    table.controller.state_changed.connect(lambda: states.append(table.controller.state))
    table.start_game(pnp_setup("bbbb", seed=17))
    qtbot.waitUntil(lambda: table.controller.state is State.HAND_OVER, timeout=10_000)
    assert State.HAND_OFF not in states and State.HUMAN_TURN not in states


def test_the_cover_ignores_hurried_input_and_other_keys(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(pnp_setup("hhbb", seed=18))
    qtbot.waitUntil(lambda: window.controller.state is State.HAND_OFF)
    cover = window.table_view.cover
    cover.guard_seconds = 60.0  # a click or key right after the cover appears is the previous player's
    QTest.mouseClick(cover, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    QTest.keyClick(window.table_view, Qt.Key.Key_Space)
    assert window.controller.state is State.HAND_OFF
    cover.guard_seconds = 0.0
    for key in (Qt.Key.Key_Left, Qt.Key.Key_H, Qt.Key.Key_L):
        QTest.keyClick(window.table_view, key)
    assert window.controller.state is State.HAND_OFF, "only Space, Enter or a click lifts the cover"
    held = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
    window.table_view.keyPressEvent(held)
    assert window.controller.state is State.HAND_OFF, "a held-down key does not lift it"
    assert "Pass the screen to" in window.status() and window.controller.request_hint() is False
    QTest.keyClick(window.table_view, Qt.Key.Key_Space)
    assert window.controller.state is State.HUMAN_TURN


def test_a_resumed_pass_and_play_game_starts_behind_the_cover(qtbot: QtBot, table: MainWindow) -> None:
    table.start_game(pnp_setup("hhhh", seed=19))
    driver = Driver(qtbot, table)
    for _ in range(6):
        driver.step()
    game = driver.game
    setup = table.controller.setup
    assert setup is not None
    table.controller.new_game(setup, game=game)
    assert wait_any(qtbot, table) is State.HAND_OFF
    driver.check_covered()


def test_the_recap_lists_the_bids_made_since_the_players_own(qtbot: QtBot, table: MainWindow) -> None:
    table.start_game(pnp_setup("hbhb", seed=20))
    driver = Driver(qtbot, table)
    checked = 0
    for _ in range(40):
        state = wait_any(qtbot, table)
        game = driver.game
        if state is State.HUMAN_TURN and game.phase is Phase.PLAY and not game.view(game.to_act).completed_tricks:
            seat = game.to_act
            actions = game.hands_log[-1].actions
            mine = max(i for i, (s, a) in enumerate(actions) if s == seat and isinstance(a, Bid))
            later = tuple((s, a) for s, a in actions[mine + 1:] if isinstance(a, Bid))
            recap = table.controller.recap
            assert (recap.bids if recap is not None else ()) == later
            if later:
                text = table.table_view.recap_panel.text()
                for s, bid in later:
                    assert NAMES[s] in text and texts.bid_text(bid) in text
                checked += 1
        if game.view(0).completed_tricks:
            break
        driver.step()
    assert checked >= 1, "a human's first card of the hand comes with the recap of the bids"


def test_the_recap_of_a_players_first_turn_is_headed_since_the_deal(qtbot: QtBot, table: MainWindow) -> None:
    # Russian family QA: the first turn of the game was headed "Since your last turn" though there was none yet;
    # a recap that starts at the deal (the player's first turn of a hand) says so, a later one keeps its heading.
    table.start_game(pnp_setup("hbhb", seed=20))
    driver = Driver(qtbot, table)
    headings: dict[int, list[str]] = {0: [], 2: []}
    for _ in range(60):
        state = wait_any(qtbot, table)
        game = driver.game
        if game.view(0).completed_tricks and all(len(h) >= 2 for h in headings.values()):
            break
        if state is State.HUMAN_TURN and table.table_view.recap_panel.isVisible():
            seat = game.to_act
            assert seat is not None
            heading = table.table_view.recap_panel.title.text()
            if not headings[seat] or headings[seat][-1] != heading:
                headings[seat].append(heading)
        driver.step()
    for seat in (0, 2):
        assert headings[seat][:2] == ["Since the deal", "Since your last turn"], (seat, headings)



def first_human_turn(qtbot: QtBot, table: MainWindow) -> tuple[str, str]:
    """The player's name and dash, and the status line, at the first person's turn of a two-person game."""
    table.start_game(pnp_setup("hbhb", seed=11))
    while (state := wait_any(qtbot, table)) is not State.HUMAN_TURN:
        if state is State.HAND_OFF:
            QTest.mouseClick(table.table_view.cover, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(12, 12))
    seat = table.controller.game.to_act  # type: ignore[union-attr]
    assert seat is not None
    return f"{NAMES[seat]} — ", table.status()


def test_the_russian_status_line_goes_on_in_lower_case_after_the_players_name(
    qtbot: QtBot, table: MainWindow, russian: None
) -> None:
    # "Ann — Ваш заказ: …" read as two sentences; Russian writes "Ann — ваш заказ: …" (English keeps "Ann — Your bid")
    name, status = first_human_turn(qtbot, table)
    assert f"{name}ваш " in status, status



@pytest.mark.parametrize("dealer", [0, 2])
def test_the_recap_of_a_new_hand_names_the_dealer_and_the_dealer_as_you(qtbot: QtBot, russian: None,
                                                                          dealer: int) -> None:
    # «Раздача 1, сдаёт вы.»: the dealer's own recap filled "dealt by {1}" with «вы».
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.handoff import RecapPanel
    from spades_desktop.gui.pass_and_play import Recap

    panel = RecapPanel(CardRenderer())
    qtbot.addWidget(panel)
    recap = Recap(seat=0, hand_number=3, dealer=dealer, new_hand=True, bids=(), tricks=(), received=(),
                  received_from=None)
    panel.show_recap(recap, ["Мама", "Папа", "Маша", "Петя"], 60)
    assert ("Раздача 3, сдаёте вы." if dealer == 0 else "Раздача 3, сдаёт Маша.") in panel.text()

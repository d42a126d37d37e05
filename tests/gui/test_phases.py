"""The other decisions: nil card exchange, the two-player draw and swap, three players at the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.engine import BLIND_NIL, LOOK, NIL, Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.table_scene import InputMode
from spades_desktop.rules import load_preset

from .conftest import WAIT_STATES, click, drag, human_view, legal_cards, setup_for, start, trick_point, wait_for_human


def test_nil_card_exchange_choose_confirm_and_receive(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=31, nil_exchange="pass", nil_pass_count=2, blind_nil=False))
    panel = window.table_view.bid_panel
    qtbot.mouseClick(panel.button_for(NIL), Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    view = human_view(window)
    assert view.phase is Phase.EXCHANGE
    table = window.table_view.table
    choose = window.table_view.choose_panel
    assert table.mode is InputMode.SELECT and choose.isVisible()
    assert "Nora" in choose.title.text() and "Choose 2" in window.status()
    hand = table.hand_cards()
    click(window, hand[0])
    assert not choose.confirm.isEnabled()
    click(window, hand[1])
    click(window, hand[2])  # a third card is refused: two are chosen already
    assert table.selected_cards() == (hand[0], hand[1])
    assert choose.confirm.isEnabled()
    qtbot.mouseClick(choose.confirm, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    after = human_view(window)
    assert after.passed == tuple(sorted((hand[0], hand[1])))
    assert len(after.received) == 2
    shown = set(table.hand_cards())
    assert hand[0] not in shown and hand[1] not in shown and set(after.received) <= shown
    assert after.phase is Phase.PLAY


def test_a_chosen_card_stands_up_at_every_animation_speed(qtbot: QtBot, window: MainWindow) -> None:
    # With animations on, a card chosen for the exchange stayed down in the hand: the move that raises it was
    # made and never started (the tests run with animations off, where the card is put in place at once).
    start(qtbot, window, setup_for(seed=31, nil_exchange="pass", nil_pass_count=2, blind_nil=False))
    qtbot.mouseClick(window.table_view.bid_panel.button_for(NIL), Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    table = window.table_view.table
    assert table.mode is InputMode.SELECT
    window.set_speed(Speed.NORMAL)
    hand = table.hand_cards()
    item = next(item for item in table._items.values() if item.card == hand[3])
    down = item.y()
    click(window, hand[3])
    assert table.selected_cards() == (hand[3],)
    layout = table.layout
    assert layout is not None
    qtbot.waitUntil(lambda: abs(item.y() - (down - layout.raise_px)) < 0.5, timeout=2_000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # a second click, not a double-click
    click(window, hand[3])  # put back
    qtbot.waitUntil(lambda: abs(item.y() - down) < 0.5, timeout=2_000)


def test_quick_clicks_on_two_cards_choose_both_while_the_first_stands_up(qtbot: QtBot, window: MainWindow) -> None:
    # Once a chosen card stood up with an animation, the table counted as busy while it rose and ignored the
    # next click: two quick clicks chose one card.
    start(qtbot, window, setup_for(seed=31, nil_exchange="pass", nil_pass_count=2, blind_nil=False))
    qtbot.mouseClick(window.table_view.bid_panel.button_for(NIL), Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    table = window.table_view.table
    window.set_speed(Speed.SLOW)
    hand = table.hand_cards()
    click(window, hand[2])
    click(window, hand[6])
    assert table.selected_cards() == (hand[2], hand[6])
    qtbot.keyClick(window.table_view, Qt.Key.Key_Space)  # the focused card (the last clicked) put back by key
    assert table.selected_cards() == (hand[2],)


def test_two_player_draw_shows_me_the_card_under_the_one_i_keep(qtbot: QtBot, window: MainWindow) -> None:
    """RULES.md section 4: keep the top card, "then look at the next card and discard it face down". The panel
    said the next card was "discarded unseen" and never showed it; now it is told, and listed at each draw."""
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",), target=60))
    notices: list[str] = []
    window.controller.notice.connect(notices.append)
    mine: list[str] = []
    for _ in range(200):
        state = wait_for_human(qtbot, window)
        view = human_view(window)
        if view.phase in (Phase.BID, Phase.PLAY) or state is not State.HUMAN_TURN:
            break
        if view.phase is Phase.DECLARE:
            qtbot.mouseClick(window.table_view.bid_panel.button_for(LOOK), Qt.MouseButton.LeftButton)
            continue
        panel = window.table_view.draw_panel
        assert panel.seen.text() == ("Your discards: " + " ".join(mine) if mine else "")
        assert "you see the next card" in panel.explain.text()
        top = view.draw_card
        assert top is not None
        keep = len(mine) % 2 == 0
        qtbot.mouseClick(panel.keep if keep else panel.discard, Qt.MouseButton.LeftButton)
        held = len(view.hand or ())
        qtbot.waitUntil(lambda held=held: len(human_view(window).hand or ()) > held, timeout=5000)
        game = window.controller.game
        assert game is not None
        dropped = game.draw_discards[window.controller.bottom][-1]
        mine.append(dropped.pretty)
        said = (f"You kept the {top.pretty}; the next card, the {dropped.pretty}, is discarded." if keep else
                f"You discarded the {top.pretty} and took the next card, the ")
        assert notices and notices[-1].startswith(said), notices[-1:]
    assert len(mine) == 13


def test_two_player_draw_keep_or_discard_then_play(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",), target=60))
    draws = 0
    for _ in range(200):
        state = wait_for_human(qtbot, window)
        view = human_view(window)
        if view.phase in (Phase.BID, Phase.PLAY) or state is not State.HUMAN_TURN:
            break
        if view.phase is Phase.DECLARE:
            qtbot.mouseClick(window.table_view.bid_panel.button_for(LOOK), Qt.MouseButton.LeftButton)
        elif view.phase is Phase.DRAW:
            panel = window.table_view.draw_panel
            assert panel.isVisible() and panel.card.pixmap() is not None and not panel.card.pixmap().isNull()
            assert "Keep the top card" in window.status()
            button = panel.keep if draws % 2 == 0 else panel.discard
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            draws += 1
        else:
            raise AssertionError(view.phase)
    assert draws == 13
    view = human_view(window)
    assert len(view.hand or ()) == 13
    assert len(window.table_view.table.hand_cards()) == 13
    if view.phase is Phase.BID:
        qtbot.mouseClick(window.table_view.bid_panel.button_for(view.legal[1]), Qt.MouseButton.LeftButton)
        wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.PLAY
    card = legal_cards(window)[0]
    drag(window, card, trick_point(window))
    assert card not in (human_view(window).hand or ())


def test_three_players_sit_south_west_and_east(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("three-player").rules
    start(qtbot, window, setup_for(rules, seed=33, levels=("easy", "easy")))
    table = window.table_view.table
    layout = table.layout
    assert layout is not None and [s.position for s in layout.seats] == ["south", "west", "east"]
    assert len(table.hand_cards()) in (0, rules.hand_size)
    view = human_view(window)
    offered = window.table_view.bid_panel.offered_actions()  # before the cards are seen, looking first
    assert offered == (list(view.legal) if LOOK not in view.legal else [LOOK, *(a for a in view.legal if a != LOOK)])


def test_two_player_blind_nil_then_swap_cards(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=34, levels=("easy",)))
    for _ in range(200):
        wait_for_human(qtbot, window)
        view = human_view(window)
        if view.phase is Phase.DECLARE:
            qtbot.mouseClick(window.table_view.bid_panel.button_for(BLIND_NIL), Qt.MouseButton.LeftButton)
            qtbot.mouseClick(window.table_view.bid_panel.button_for(BLIND_NIL), Qt.MouseButton.LeftButton)  # sure
        elif view.phase is Phase.DRAW:
            qtbot.mouseClick(window.table_view.draw_panel.keep, Qt.MouseButton.LeftButton)
        else:
            break
    view = human_view(window)
    assert view.phase is Phase.REDRAW and view.bids[0] == BLIND_NIL
    table = window.table_view.table
    choose = window.table_view.choose_panel
    assert table.mode is InputMode.SELECT and choose.isVisible()
    assert choose.confirm.text() == "Keep my hand" and choose.confirm.isEnabled()
    hand = table.hand_cards()
    click(window, hand[0])
    click(window, hand[1])
    assert choose.confirm.text() == "Swap"
    qtbot.mouseClick(choose.confirm, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    after = human_view(window).hand or ()
    assert len(after) == 13 and hand[0] not in after and hand[1] not in after
    assert sorted(table.hand_cards()) == sorted(after)


def test_the_two_player_stock_and_discards_lie_on_the_table_while_cards_are_drawn(
        qtbot: QtBot, window: MainWindow) -> None:
    # Nothing on the table showed where the cards came from or how many were left to draw.
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",)))
    table = window.table_view.table
    stock_note, discards_note = table.pile_notes

    def piles() -> dict[str, int]:
        keys = [key[0] for key in table._items]
        return {"stock": keys.count("s"), "discards": keys.count("d")}

    seen = 0
    while True:
        state = wait_for_human(qtbot, window)
        view = human_view(window)
        if state is not State.HUMAN_TURN or view.phase not in (Phase.DECLARE, Phase.DRAW):
            break
        assert stock_note.isVisible() and stock_note.text == f"Stock: {view.stock_size}"
        assert piles()["stock"] >= 1
        if view.discard_size:
            assert discards_note.isVisible() and discards_note.text == f"Discards: {view.discard_size}"
            assert piles()["discards"] >= 1
            seen += 1
        else:
            assert not discards_note.isVisible() and piles()["discards"] == 0
        if view.phase is Phase.DECLARE:
            window.controller.submit(LOOK)
        else:
            window.controller.submit(view.legal[0])
    assert seen >= 12, "the discards were counted at each of the player's later draws"
    assert human_view(window).phase is Phase.BID
    assert piles() == {"stock": 0, "discards": 0}, "the piles are gone once the bidding starts"
    assert not stock_note.isVisible() and not discards_note.isVisible()


def test_the_last_card_drawn_lands_on_the_discards_before_the_piles_are_cleared(
        qtbot: QtBot, window: MainWindow) -> None:
    # At the last draw both piles vanished at once: the discarded card flew to where the stock had been and
    # the 25 cards of the discards went with no card landing on them.
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",)))
    table = window.table_view.table
    discards_note = table.pile_notes[1]

    def piles() -> dict[str, int]:
        keys = [key[0] for key in table._items]
        return {"stock": keys.count("s"), "discards": keys.count("d")}

    while True:  # quickly to the player's last draw
        wait_for_human(qtbot, window)
        view = human_view(window)
        if view.phase is Phase.DRAW and view.stock_size <= 4:
            break
        window.controller.submit(LOOK if view.phase is Phase.DECLARE else view.legal[0])
    window.set_speed(Speed.NORMAL)
    seen: list[tuple[dict[str, int], str]] = []
    access_hook = table.changed_hook
    assert access_hook is not None

    def hook() -> None:
        seen.append((piles(), discards_note.text if discards_note.isVisible() else ""))
        access_hook()

    table.changed_hook = hook
    window.controller.submit(view.legal[0])
    qtbot.waitUntil(lambda: human_view(window).phase is Phase.BID and window.controller.state in WAIT_STATES
                    and not table.busy, timeout=10_000)
    table.changed_hook = access_hook
    assert ({"stock": 0, "discards": 6}, "Discards: 26") in seen, \
        "the last discarded card landed on the discards, which lay there, counted, with the stock gone"
    assert piles() == {"stock": 0, "discards": 0} and not discards_note.isVisible()
    assert window.table_view.mismatches == []


def test_the_hint_rings_keep_or_discard_in_the_two_player_draw(qtbot: QtBot, window: MainWindow) -> None:
    # The hint for a draw was only said in the status line; the bid panel rings a hinted bid.
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",)))
    while human_view(window).phase is Phase.DECLARE:
        window.controller.submit(LOOK)
        wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.DRAW
    panel = window.table_view.draw_panel
    assert panel.hinted() is None
    qtbot.keyClick(window.table_view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Hint:" in window.status(), timeout=10_000)
    hinted = panel.hinted()
    assert hinted is not None
    assert ("Hint: keep" if hinted else "Hint: discard") in window.status()
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    if human_view(window).phase is Phase.DRAW:
        assert panel.hinted() is None, "the next card starts without a ring"


def test_the_draw_panel_leaves_both_piles_and_their_counts_in_sight_on_a_small_window(
        qtbot: QtBot, window: MainWindow) -> None:
    # On a 640 x 480 window the draw panel lay over the stock, the discards and both counts.
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",)))
    while human_view(window).phase is not Phase.DRAW or not human_view(window).discard_size:
        view = human_view(window)
        window.controller.submit(LOOK if view.phase is Phase.DECLARE else view.legal[0])
        wait_for_human(qtbot, window)
    table_view = window.table_view
    table = table_view.table
    for width, height in ((640, 480), (800, 600), (1280, 800)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: table.layout is not None and table.layout.width == table_view.viewport().width())
        panel = table_view.draw_panel.geometry()
        piles = [item for key, item in table._items.items() if key[0] in "sd"]
        assert piles and all(note.isVisible() for note in table.pile_notes)
        for thing in [*piles, *table.pile_notes]:
            where = table_view.mapFromScene(thing.sceneBoundingRect()).boundingRect()
            assert not where.intersects(panel), f"{width} x {height}: the draw panel hides {where} of the piles"
            assert table_view.viewport().rect().contains(where), f"{width} x {height}: a pile off the table"


def test_neither_draw_button_looks_preferred_until_the_hint_rings_one(qtbot: QtBot, window: MainWindow) -> None:
    # Keep was yellow, as a panel's suggested button is: with a hint for Discard both stood out.
    rules = load_preset("two-player").rules
    start(qtbot, window, setup_for(rules, seed=32, levels=("easy",)))
    while human_view(window).phase is not Phase.DRAW:
        window.controller.submit(LOOK)
        wait_for_human(qtbot, window)
    panel = window.table_view.draw_panel

    def fill(button: QPushButton) -> tuple[int, int, int]:
        colour = button.grab().toImage().pixelColor(4, button.height() // 2)
        return colour.red(), colour.green(), colour.blue()

    assert fill(panel.keep) == fill(panel.discard)
    for keep in (False, True):
        panel.show_hint(keep)
        hinted, other = (panel.keep, panel.discard) if keep else (panel.discard, panel.keep)
        assert fill(hinted) != fill(other), "the hinted choice stands out"
    panel.show_hint(None)
    assert fill(panel.keep) == fill(panel.discard)

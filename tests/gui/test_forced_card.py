"""View > Make a forced move by itself: a person's only legal card or bid is made without a drag or a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, Card, Look, Phase, Play, Suit
from spades_desktop.gui.accessibility import card_in_sentence, spoken_cards
from spades_desktop.gui.controller import FORCED_CARD_PAUSE, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed, app_settings, load_play_forced
from spades_desktop.record.history import step_count
from spades_desktop.rules.presets import load_preset

from .conftest import (
    WAIT_STATES,
    human_view,
    legal_cards,
    play_until,
    setup_for,
    start,
    trick_point,
    viewport_point,
    wait_for_human,
)


def forced(win: MainWindow) -> bool:
    view = human_view(win)
    return win.controller.state is State.HUMAN_TURN and view.phase is Phase.PLAY and len(view.legal) == 1


def steps_now(win: MainWindow) -> int:
    game = win.controller.game
    assert game is not None
    return step_count(game)


def play_to_the_last_trick(qtbot: QtBot, win: MainWindow) -> None:
    """The person's choices (the first legal one) until they hold one card (forced cards waiting: off)."""
    while True:
        qtbot.waitUntil(lambda: win.controller.state is State.HUMAN_TURN, timeout=10_000)
        view = human_view(win)
        if view.phase is Phase.PLAY and view.hand is not None and len(view.hand) == 1:
            return
        assert win.controller.submit(view.legal[0]) is None


def play_the_hand_choosing_only(qtbot: QtBot, win: MainWindow) -> list[Play]:
    """The person's real choices (the first legal one) until the hand is over; the cards the test played."""
    played: list[Play] = []
    while True:
        qtbot.waitUntil(lambda: win.controller.state in (State.HUMAN_TURN, State.HAND_OVER), timeout=10_000)
        if win.controller.state is State.HAND_OVER:
            return played
        if forced(win):
            before = steps_now(win)
            qtbot.waitUntil(lambda before=before: steps_now(win) > before, timeout=5_000)  # it plays by itself
            continue
        action = human_view(win).legal[0]
        assert win.controller.submit(action) is None
        if isinstance(action, Play):
            played.append(action)


def test_the_last_card_plays_itself_and_the_status_line_says_which(qtbot: QtBot, window: MainWindow) -> None:
    # At the last trick the one card left still had to be dragged or clicked, every hand.
    window.set_play_forced(True)
    notices: list[str] = []
    window.controller.forced_move.connect(notices.append)
    start(qtbot, window, setup_for(seed=4))
    by_test = play_the_hand_choosing_only(qtbot, window)
    game = window.controller.game
    assert game is not None
    me = window.controller.bottom
    mine = [a for s, a in game.hands_log[-1].actions if s == me and isinstance(a, Play)]
    assert len(mine) == 13 and mine[-1] not in by_test, "the last card played itself"
    assert len(by_test) < 12, "so did the other forced cards (a lone card of the suit led)"
    assert notices[-1] == f"Your only card to play: {mine[-1].card.pretty}, played for you.", "said which"
    assert len(notices) == 13 - len(by_test)
    assert spoken_cards(notices[-1]) in window.table_view.access.announcements, "a screen reader hears it too"
    assert spoken_cards(notices[-1]).startswith("Your only card to play: ") and "♠" not in spoken_cards(notices[-1])
    said = window.table_view.access.announcements
    for forced_play in (a for a in mine if a not in by_test):
        name = card_in_sentence(forced_play.card)
        told = said.index(f"Your only card to play: {name}, played for you.")
        # said as the card goes, not after it (a reader heard "Your lead. Your only card to play: …" as if it were
        # the only card for the next trick), and once: not "You play the nine of clubs." 10 ms later (Orca QA)
        assert f"You play the {name}." not in said[told:]
        assert told + 1 < len(said), "the trick's news follow it"


def test_the_status_line_keeps_the_forced_card_until_the_players_next_turn(qtbot: QtBot,
                                                                           window: MainWindow) -> None:
    # The notice was wiped at the next change of state: the card flew, the bots moved, and it was gone.
    # It stayed on through the hand's end and the game's, though (see test_orca_findings.py).
    window.set_play_forced(True)
    start(qtbot, window, setup_for(seed=4))
    shown: list[tuple[State, str]] = []
    window.controller.state_changed.connect(lambda: shown.append((window.controller.state, window.status())))
    play_the_hand_choosing_only(qtbot, window)  # the last card plays itself; the hand is over
    game = window.controller.game
    assert game is not None
    last = [a for s, a in game.hands_log[-1].actions if s == window.controller.bottom][-1]
    assert isinstance(last, Play)
    notice = f"Your only card to play: {last.card.pretty}, played for you."
    assert any(notice in status for state, status in shown if state is not State.HAND_OVER), \
        "still said after the bots' cards"
    assert notice not in window.status(), "gone when the hand is over"
    assert window.controller.undo() is not None
    qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN, timeout=10_000)
    assert "Your only card" not in window.status(), "gone when it is the player's turn again"


def test_off_the_forced_card_waits_for_the_player(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=4))  # the fixture turned it off
    play_to_the_last_trick(qtbot, window)
    before = steps_now(window)
    qtbot.wait(300)
    assert forced(window) and steps_now(window) == before, "nothing played for the player"


def test_undo_goes_back_over_a_forced_card_to_the_players_last_choice(qtbot: QtBot, window: MainWindow) -> None:
    # Undo landed before the forced card, which then waited for the player to play the same card by hand (it had
    # played itself again at once before that): a card with no choice is no decision to take back (family QA).
    window.set_play_forced(True)
    start(qtbot, window, setup_for(seed=4))
    play_the_hand_choosing_only(qtbot, window)
    after = steps_now(window)
    assert window.controller.undo() is not None
    qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN, timeout=10_000)
    before = steps_now(window)
    assert before < after - 4, "back past the last trick, whose card was the player's only one"
    assert len(human_view(window).legal) > 1 and not forced(window), "a choice"
    qtbot.wait(300)
    assert steps_now(window) == before
    assert window.controller.submit(human_view(window).legal[0]) is None  # played by hand: on as before
    qtbot.waitUntil(lambda: window.controller.state is State.HAND_OVER, timeout=10_000)


def my_bid(win: MainWindow) -> Bid | None:
    view = human_view(win)
    return view.bids[view.seat]


def wait_for_my_bid_turn(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.controller.state is State.HUMAN_TURN and human_view(win).phase is Phase.BID,
                    timeout=10_000)


def test_mirrors_only_bid_is_made_for_the_player(qtbot: QtBot, window: MainWindow) -> None:
    # In mirrors the bid is the spade count: the panel's one button had to be clicked every hand.
    window.set_play_forced(True)
    notices: list[str] = []
    window.controller.forced_move.connect(notices.append)
    window.start_game(setup_for(load_preset("mirrors").rules, seed=3))
    qtbot.waitUntil(lambda: my_bid(window) is not None, timeout=10_000)
    view = human_view(window)
    assert view.hand is not None
    spades = sum(1 for card in view.hand if card.suit is Suit.SPADES)
    assert my_bid(window) == Bid(spades)
    # ... and why, where it stays (the bid panel's reason showed for 0.8 s, and never with no animation: QA)
    assert notices[0] == f"Your only choice: bid {spades}. In mirrors you bid your spade count ({spades}).", \
        "the status line said what was bid, and why"
    assert notices[0] in window.table_view.access.announcements
    assert f"You bid {spades}." not in window.table_view.access.announcements, "the bid said once"


def test_suicide_forced_nil_is_made_for_the_player(qtbot: QtBot, window: MainWindow) -> None:
    # Suicide: once my partner has bid a number, my nil is the only bid left.
    window.set_play_forced(True)
    notices: list[str] = []
    window.controller.forced_move.connect(notices.append)
    rules = load_preset("suicide").rules
    for seed in range(1, 40):
        notices.clear()
        window.start_game(setup_for(rules, seed=seed))
        while my_bid(window) is None:
            qtbot.waitUntil(lambda: my_bid(window) is not None or (
                window.controller.state is State.HUMAN_TURN and len(human_view(window).legal) > 1), timeout=10_000)
            if my_bid(window) is None:  # a real choice (to look, or which bid): the test looks, or bids nil
                legal = human_view(window).legal
                choice = next((a for a in legal if isinstance(a, Look)), Bid.nil())
                assert choice in legal
                assert window.controller.submit(choice) is None
        if notices:
            break
    else:
        pytest.fail("no deal where my partner bid a number first")
    assert my_bid(window) == Bid.nil()
    assert notices == ["Your only choice: bid Nil. Your partner did not bid nil, so you must."]


def test_off_the_only_bid_waits_for_the_player(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(setup_for(load_preset("mirrors").rules, seed=3))  # the fixture turned it off
    wait_for_my_bid_turn(qtbot, window)
    qtbot.wait(300)
    assert window.controller.state is State.HUMAN_TURN and my_bid(window) is None, "nothing bid for the player"
    assert len(human_view(window).legal) == 1


def test_a_choice_of_bids_or_of_looking_is_left_to_the_player(qtbot: QtBot, window: MainWindow) -> None:
    window.set_play_forced(True)
    window.start_game(setup_for(seed=1))  # standard: blind nil or look
    wait_for_my_bid_turn(qtbot, window)
    legal = human_view(window).legal
    assert len(legal) > 1 and any(isinstance(a, Look) for a in legal)
    qtbot.wait(300)
    assert window.controller.state is State.HUMAN_TURN and human_view(window).legal == legal


def test_the_choice_is_remembered(qtbot: QtBot, window: MainWindow) -> None:
    settings = app_settings()
    assert load_play_forced(settings), "on for a new player"
    window.forced_action.trigger()  # the fixture turned it off (without saving): on
    assert window.forced_action.isChecked() and window.controller.play_forced
    window.forced_action.trigger()
    assert not window.controller.play_forced and not load_play_forced(app_settings())
    window.forced_action.trigger()
    assert window.controller.play_forced and load_play_forced(app_settings())


@pytest.mark.parametrize("bad", ["maybe", 3, ""])
def test_a_damaged_setting_keeps_it_on(bad: object) -> None:
    settings = app_settings()
    settings.setValue("play/forced_card", bad)
    assert load_play_forced(settings)


def hold_over_the_trick(win: MainWindow, card: Card) -> QPoint:
    """Press on ``card`` and drag it over the middle of the table, without letting go; the point it is held at."""
    viewport = win.table_view.viewport()
    here, there = viewport_point(win, card), trick_point(win)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, here)
    for i in range(1, 5):
        QTest.mouseMove(viewport, here + (there - here) * (i / 4))
    return there


def let_go(win: MainWindow, point: QPoint) -> None:
    QTest.mouseRelease(win.table_view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def to_a_forced_card_with_others_in_hand(qtbot: QtBot, win: MainWindow) -> None:
    """The person's moves (the first legal one) until their only legal card is due and they hold others."""
    for _ in range(60):
        wait_for_human(qtbot, win)
        view = human_view(win)
        if view.phase is Phase.PLAY and len(view.legal) == 1 and view.hand is not None and len(view.hand) > 1:
            return
        if not forced(win):
            assert win.controller.submit(view.legal[0]) is None
        else:  # a forced bid or last card: it is made by itself
            before = steps_now(win)
            qtbot.waitUntil(lambda before=before: steps_now(win) > before, timeout=5_000)
    pytest.fail("no forced card with other cards in hand")


def test_a_card_i_am_holding_when_my_only_card_is_due_does_not_freeze_the_game(qtbot: QtBot,
                                                                                window: MainWindow) -> None:
    # The only legal card played itself 0.4 s into the turn, under the card held with the mouse; let go, the
    # table said "Wait a moment: the cards are moving" for ever and only Undo got the game going again.
    window.set_play_forced(True)
    window.set_speed(Speed.NORMAL)
    start(qtbot, window, setup_for(seed=7))
    to_a_forced_card_with_others_in_hand(qtbot, window)
    view = human_view(window)
    assert view.hand is not None
    held = next(c for c in view.hand if Play(c) not in view.legal)
    before = steps_now(window)
    point = hold_over_the_trick(window, held)
    qtbot.wait(round(FORCED_CARD_PAUSE * 1000) + 400)
    assert steps_now(window) == before, "the forced card waits while I hold a card"
    let_go(window, point)
    qtbot.waitUntil(lambda: steps_now(window) > before, timeout=5_000)  # then it plays itself
    assert wait_for_human(qtbot, window, timeout=20_000) in WAIT_STATES
    assert not window.table_view.table.busy


def test_a_card_let_go_while_another_is_being_played_glides_home_and_the_game_goes_on(
        qtbot: QtBot, window: MainWindow) -> None:
    # A card played while another was held with the mouse (as the forced card was, or a claim's cards are):
    # letting go of the held one (refused: a card is moving) glided every card, which stopped the move being
    # shown, and the table waited for it for ever.
    window.set_speed(Speed.NORMAL)
    start(qtbot, window, setup_for(seed=7))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(legal_cards(w)) >= 2)
    played, held = legal_cards(window)[0], legal_cards(window)[1]
    point = hold_over_the_trick(window, held)
    assert window.controller.submit(Play(played)) is None
    qtbot.wait(50)  # the played card is on its way to the trick
    let_go(window, point)
    assert wait_for_human(qtbot, window, timeout=20_000) in WAIT_STATES
    game = window.controller.game
    assert game is not None and Play(played) in [a for _, a in game.hands_log[-1].actions]
    assert viewport_point(window, held) != point, "the held card went back to the hand"


def test_a_forced_card_is_announced_before_it_plays_and_waits_to_be_seen(qtbot: QtBot, window: MainWindow) -> None:
    """A newcomer's first hand (QA, deal 701906302): after the bid the K♦, their only diamond, was played for them
    0.4 s into their turn, then the 3♣ on the next trick; two cards gone, and the first trick's winner, before they
    had touched anything, while the status line said "Your turn: drag a card…". The card is said as its pause
    begins, on the status line (with no "drag") and by the trick, and it waits long enough to be read."""
    window.set_play_forced(True)
    window.set_speed(Speed.NORMAL)
    start(qtbot, window, setup_for(seed=7))
    to_a_forced_card_with_others_in_hand(qtbot, window)
    card = human_view(window).legal[0]
    assert isinstance(card, Play) and window.controller.forced_card() == card
    before = steps_now(window)
    notice = f"Your only card to play: {card.card.pretty}, played for you."
    assert window.status().startswith(notice) and "drag" not in window.status(), window.status()
    note = window.table_view.table.note
    assert note.isVisible() and note.text == notice, "said by the trick, where the player looks"
    qtbot.wait(800)
    assert steps_now(window) == before, "not gone before it could be read"
    qtbot.waitUntil(lambda: steps_now(window) > before, timeout=5_000)  # then it plays by itself
    assert window.status().startswith(notice), "the notice stays while the trick goes on"

"""What a screen reader's user heard wrong, or never heard, in a review with scripts (and the fixes' checks).

Each test is named after what the player would say; the tree is walked and the announcements read as in
``test_accessibility.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.engine import Bid, BidKind, Phase, Play, Suit
from spades_desktop.gui.accessibility import Verbosity, card_name
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.texts import card_text

from .conftest import human_view, setup_for, start, wait_for_human


def play_a_nil_hand(qtbot: QtBot, win: MainWindow, seed: int) -> None:
    """Bid nil and play it as the Normal bot would, keeping the ace of spades for the last trick."""
    me = create_player("normal", seed)
    while wait_for_human(qtbot, win) is State.HUMAN_TURN:
        view = human_view(win)
        if view.phase in (Phase.BID, Phase.DECLARE):
            nil = next((a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NIL), None)
            assert win.controller.submit(nil or view.legal[-1]) is None
            continue
        plays = [a for a in view.legal if isinstance(a, Play)]
        choice = me.choose(view)
        if isinstance(choice, Play) and choice.card.suit is Suit.SPADES and choice.card.rank == 14 and len(plays) > 1:
            choice = next(a for a in plays if a != choice)
        assert win.controller.submit(choice) is None


def test_the_last_trick_says_how_many_tricks_its_winner_has_and_that_my_nil_broke_on_it(
        qtbot: QtBot, window: MainWindow) -> None:
    # The announcer read the bids and trick counts after the hand was scored and the next one dealt: the last
    # trick was said "(0 won)", and a nil broken on it was never said (nor, in Brief, in the hand's result).
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=157))
    play_a_nil_hand(qtbot, window, 157)
    assert window.controller.state is State.HAND_OVER
    game = window.controller.game
    assert game is not None
    score = game.hands_log[0].score
    assert score is not None and score.tricks[0] == 1
    said = window.table_view.access.announcements
    tricks = [s for s in said if "win the trick" in s or "wins the trick" in s]
    assert len(tricks) == 13
    assert tricks[-1] == "You win the trick (1 won). Your nil is broken.", tricks[-1]
    counts = [0] * 4
    names = ["You", "Wes", "Nora", "Ethan"]
    for text, winner in zip(tricks, [names.index(t.split(" ")[0]) for t in tricks], strict=True):
        counts[winner] += 1
        assert f"({counts[winner]} won)" in text, text
    assert tuple(counts) == score.tricks
    result = next(s for s in said if s.startswith("Hand 1 over:"))
    assert "your nil failed" in result, result


def test_after_one_tab_press_the_arrows_enter_and_digits_still_play(qtbot: QtBot, window: MainWindow) -> None:
    # One Tab put the focus on the scorepad's unnamed scroll area: ← → Enter and the digits did nothing there,
    # and nothing showed where the focus was. The table (where the keys go) had no accessible name either.
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)  # look at the cards (blind nil is offered first)
    wait_for_human(qtbot, window)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    pad = QApplication.focusWidget()
    assert pad is not None and pad is not view and pad.window() is window
    QTest.keyClick(pad, Qt.Key.Key_3)
    QTest.keyClick(pad, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    assert human_view(window).bids[0] == Bid(3), "a bid typed with the focus on the scorepad is made"
    before = len(human_view(window).hand or ())
    QTest.keyClick(pad, Qt.Key.Key_Right)
    QTest.keyClick(pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(human_view(window).hand or ()) < before, timeout=5000)
    named = QAccessible.queryAccessibleInterface(pad)
    assert named is not None and named.text(QAccessible.Text.Name), "the focused part of the scorepad is named"
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None and table.text(QAccessible.Text.Name) == "Game table"
    # the table says where the keys are (the whole list was its description, read every time it had the focus)
    assert "Shift+F1" in table.text(QAccessible.Text.Description), "the table says where the keys are"


def test_i_can_see_which_part_of_the_window_has_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)
    wait_for_human(qtbot, window)
    focused = view.grab().toImage()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    pad = QApplication.focusWidget()
    assert pad is not None and pad is not view
    assert view.grab().toImage() != focused, "the table looks different once the focus has left it"
    with_focus = pad.grab().toImage()
    view.setFocus()
    assert pad.grab().toImage() != with_focus, "the scorepad shows that it has the focus"


def test_the_hint_undo_redo_and_why_a_key_did_nothing_are_said_not_only_shown(
        qtbot: QtBot, window: MainWindow) -> None:
    # They went only to the status line, which a screen reader does not watch.
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    view.setFocus()
    said = view.access.announcements
    ctrl = Qt.KeyboardModifier.ControlModifier

    def new_after(count: int) -> list[str]:
        return said[count:]

    count = len(said)
    QTest.keyClick(view, Qt.Key.Key_L, ctrl)
    assert "No trick has been played yet." in new_after(count)
    QTest.keyClick(view, Qt.Key.Key_L)
    wait_for_human(qtbot, window)
    QTest.keyClick(view, Qt.Key.Key_3)
    QTest.keyClick(view, Qt.Key.Key_Return)
    wait_for_human(qtbot, window)
    count = len(said)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert "Choose a card with ← and → first." in new_after(count)
    count = len(said)
    QTest.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: any(s.startswith("Hint: play the ") for s in new_after(count)), timeout=10_000)
    count = len(said)
    QTest.keyClick(view, Qt.Key.Key_Z, ctrl)
    wait_for_human(qtbot, window)
    assert new_after(count)[0].startswith("Undone: the bid of 3"), new_after(count)  # what the key did comes first
    # then what the game waits for: with Orca's notifications, the bid panel's focus says it ("Your bid panel.",
    # test_orca_access_leftovers)
    assert "Your bid." in new_after(count) or (view.access.older_readers and view.bid_panel.hint_chosen()), \
        new_after(count)
    count = len(said)
    QTest.keyClick(view, Qt.Key.Key_Y, ctrl)
    wait_for_human(qtbot, window)
    assert any(s.startswith("Redone: the bid of 3") for s in new_after(count)), new_after(count)


def to_the_nil_pass(qtbot: QtBot, window: MainWindow) -> None:
    """A game with the nil pass whose person bids nil (looking first where asked), up to the cards to pass."""
    start(qtbot, window, setup_for(seed=1, nil_exchange="pass"))
    while human_view(window).phase in (Phase.BID, Phase.DECLARE):
        legal = human_view(window).legal
        nil = next((a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NIL), None)
        assert window.controller.submit(nil or next(a for a in legal if str(a) == "look")) is None
        wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.EXCHANGE


def test_passing_cards_for_my_nil_is_said_and_so_is_each_card_i_choose_with_space(
        qtbot: QtBot, window: MainWindow) -> None:
    # A screen reader heard only "Your turn."; the panel had no name and said "Click cards…"; Space said nothing.
    to_the_nil_pass(qtbot, window)
    view = window.table_view
    said = view.access.announcements
    assert said[-1] == "Choose 1 card to pass to Nora. Use ← → and Space to choose, then press Enter: Pass cards."
    panel = QAccessible.queryAccessibleInterface(view.choose_panel)
    assert panel is not None and panel.text(QAccessible.Text.Name) == "Choose 1 card to pass to Nora"
    assert "← →" in panel.text(QAccessible.Text.Description) and "Space" in panel.text(QAccessible.Text.Description)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    chosen = view.table.selected_cards()
    assert len(chosen) == 1
    assert said[-1] == f"{card_name(chosen[0])} chosen: 1 of 1.", said[-1]
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert said[-1] == f"{card_name(chosen[0])} put back: 0 of 1 chosen.", said[-1]


def test_the_last_trick_window_says_every_card_and_who_played_it(qtbot: QtBot, window: MainWindow) -> None:
    # Ctrl+L: the four card pictures had no text, and the summary named only the winning card.
    from spades_desktop.gui.info_dialogs import LastTrickDialog

    start(qtbot, window, setup_for(seed=3))
    play_until_a_trick_is_won(qtbot, window)
    window.show_last_trick()
    dialog = window._last_dialog
    assert isinstance(dialog, LastTrickDialog)
    qtbot.addWidget(dialog)
    model = window.table_view.table.model
    assert model is not None and len(model.last_trick) == 4
    names = window.table_view.names()
    pictures = {seat: QAccessible.queryAccessibleInterface(label) for seat, label in dialog.card_labels.items()}
    for seat, card in model.last_trick:
        said = pictures[seat].text(QAccessible.Text.Name)
        assert said.startswith(f"{card_name(card)}, played by {names[seat]}"), said
    assert pictures[model.last_winner].text(QAccessible.Text.Name).endswith("won the trick")
    summary = dialog.summary.text()
    for seat, card in model.last_trick:
        assert f"{names[seat]} {card_text(card)}" in summary, summary
    dialog.close()


def play_until_a_trick_is_won(qtbot: QtBot, win: MainWindow) -> None:
    """Bid, then play the first legal card until the first trick has been taken."""
    while True:
        wait_for_human(qtbot, win)
        model = win.table_view.table.model
        if model is not None and model.last_trick:
            return
        view = human_view(win)
        if view.phase in (Phase.BID, Phase.DECLARE):
            normal = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
            assert win.controller.submit(normal[0] if normal else view.legal[-1]) is None
        else:
            assert win.controller.submit(next(a for a in view.legal if isinstance(a, Play))) is None


def test_v_reviews_the_hand_and_s_shows_the_statistics_from_the_panels(qtbot: QtBot, window: MainWindow) -> None:
    # "Review hand" on the hand summary and "Statistics" at the game's end had no key, and the panels' buttons
    # take no focus: the keyboard could not reach them.
    from spades_desktop.gui.review import ReviewWindow
    from spades_desktop.gui.stats.window import StatsWindow

    start(qtbot, window, setup_for(seed=3, hand_limit=1))
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        view = human_view(window)
        legal = view.legal
        assert window.controller.submit(next((a for a in legal if isinstance(a, Play)), legal[-1])) is None
    assert window.controller.state is State.HAND_OVER
    table = window.table_view
    summary = QAccessible.queryAccessibleInterface(table.summary_panel)
    assert summary is not None and "V: review this hand" in summary.text(QAccessible.Text.Description)
    assert "(V)" in table.summary_panel.review_button.text()
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_V)
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow) and w.isVisible()]
    assert len(reviews) == 1, "V opens the review of the hand"
    for review in reviews:
        review.close()
    window.activateWindow()
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state is State.GAME_OVER and table.game_over_panel.isVisible())
    over = QAccessible.queryAccessibleInterface(table.game_over_panel)
    assert over is not None and "S: Statistics;" in over.text(QAccessible.Text.Description)
    QTest.keyClick(table, Qt.Key.Key_S)
    stats = [w for w in QApplication.topLevelWidgets() if isinstance(w, StatsWindow) and w.isVisible()]
    assert len(stats) == 1, "S opens the statistics"
    for w in stats:
        w.close()


def press_on_russian_layout(widget: QWidget, letter: str) -> None:
    """A key as Qt gives it with the Russian layout (X11): the Cyrillic capital as key code, the small as text."""
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, ord(letter.upper()), Qt.KeyboardModifier.NoModifier, letter))


def test_the_letter_keys_work_with_a_russian_keyboard_layout(qtbot: QtBot, window: MainWindow) -> None:
    # The panels compared event.text() with "l", "n"…: with the Russian layout the L key sends "д", and nothing
    # happened.
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    assert human_view(window).hand is None, "blind nil is offered first"
    press_on_russian_layout(view, "д")  # L: look at my cards
    wait_for_human(qtbot, window)
    assert human_view(window).hand is not None
    press_on_russian_layout(view, "т")  # N: nil
    assert view.bid_panel.chosen_action() == Bid(0, BidKind.NIL)
    count = len(view.access.announcements)
    press_on_russian_layout(view, "к")  # R: read the table aloud
    assert view.access.announcements[count:] and view.access.announcements[-1].startswith("Your hand: ")


def test_a_ctrl_letter_makes_no_move_in_the_two_player_draw(qtbot: QtBot, window: MainWindow) -> None:
    """With letters read from the key code, Ctrl+K (Claim, off in the draw) kept the drawn card and Ctrl+D
    discarded it. The event is the one a window system sends: the letter's key, Ctrl, and a control character."""
    from spades_desktop.engine import LOOK
    from spades_desktop.rules import load_preset

    start(qtbot, window, setup_for(load_preset("two-player").rules, seed=32, levels=("easy",), target=60))
    while human_view(window).phase is Phase.DECLARE:
        assert window.controller.submit(LOOK) is None
        wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.DRAW
    actions = window.controller.game.hands_log[-1].actions  # type: ignore[union-attr]
    before = len(actions)
    for key, text in ((Qt.Key.Key_K, "\x0b"), (Qt.Key.Key_D, "\x04"), (Qt.Key.Key_K, "k")):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(window.table_view, QKeyEvent(kind, key, Qt.KeyboardModifier.ControlModifier, text))
        qtbot.wait(20)
    assert len(actions) == before and human_view(window).phase is Phase.DRAW, "no card kept or discarded"


def test_the_scorepad_reads_every_hand_and_r_says_the_bags(qtbot: QtBot, window: MainWindow) -> None:
    # Only the latest totals could be read; each hand's row was a nameless painted area; R gave no bag count.
    start(qtbot, window, setup_for(seed=3))
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        legal = human_view(window).legal
        normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        assert window.controller.submit(normal[1] if len(normal) > 1 else legal[-1]) is None
    assert window.controller.state is State.HAND_OVER
    game = window.controller.game
    assert game is not None
    score = game.hands_log[0].score
    assert score is not None
    root = QAccessible.queryAccessibleInterface(window.scorepad)
    rows: list[str] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node is None:
            continue
        name = node.text(QAccessible.Text.Name)
        if name.startswith("Hand 1,"):
            rows.append(name)
        stack.extend(node.child(i) for i in range(node.childCount()))
    assert len(rows) == 1, rows
    row = rows[0]
    for side in score.sides:
        assert f"total {side.total_after}, bags {side.bags_after}" in row, row
    window.read_action.trigger()
    said = window.table_view.access.announcements[-1]
    bags = game.bags
    assert f"You & Nora {game.scores[0]} ({bags[0]} bag" in said, said


def test_my_deal_my_missing_bid_and_a_lone_winner_are_said_in_good_english(qtbot: QtBot, window: MainWindow) -> None:
    # "Hand 1: You deals.", R's "You bid no bid yet", and in a cutthroat game "Game over: Wes win".
    from spades_desktop.engine import GameOver

    start(qtbot, window, setup_for(seed=3))
    said = window.table_view.access.announcements
    game = window.controller.game
    assert game is not None and game.hands_log[0].dealer == 0, "you deal the first hand of this deal"
    assert [s for s in said if s.startswith("Hand 1:")] == ["Hand 1: you deal."]
    window.read_action.trigger()
    assert "no bid yet" in said[-1] and " bid no bid yet" not in said[-1], said[-1]
    rules = setup_for(partnerships=False, players=3).rules
    access = window.table_view.access
    access.announce_event(GameOver(1, (120, 530, 80), "reached the target"), rules, ["You", "Wes", "Nora"], (), ())
    assert said[-1] == "Game over: Wes wins, Wes 530, You 120, Nora 80.", said[-1]  # QA: whose was 120?
    access.announce_event(GameOver(0, (530, 120, 80), "reached the target"), rules, ["You", "Wes", "Nora"], (), ())
    assert said[-1] == "Game over: you win, You 530, Wes 120, Nora 80.", said[-1]
    from spades_desktop.gui.texts import final_totals

    assert final_totals(rules, (61, -400, 52), 0, ["Nina", "You", "Will"]) == "Nina 61 · Will 52 · You −400"
    assert final_totals(setup_for().rules, (61, -400), 0, ["A", "B", "C", "D"]) == "61 to −400", "two sides: numbers"


def test_a_hint_from_one_guess_says_1_guess() -> None:
    # The bid search's reason said "played out over 1 guesses of the other hands".
    from spades_desktop.ai.base import make_player, reason_message
    from spades_desktop.engine import Game, RuleSet
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.review.coach_text import message_text

    make_application()
    game = Game(RuleSet(), 0)
    bot = make_player("normal:bid_samples=1", 0)  # one guess of the other hands per bid weighed
    while True:
        seat = game.to_act
        assert seat is not None and game.view(seat).phase is Phase.BID
        action = bot.choose(game.view(seat))
        message = reason_message(bot)
        if dict(message.args).get("guesses") == 1:
            break
        game.apply(action)
    assert "over 1 guess of the other hands" in str(message), str(message)
    assert "over 1 guess of the other hands" in message_text(message), message_text(message)


def play_to_the_end_of_the_hand(qtbot: QtBot, window: MainWindow, hand_limit: int) -> None:
    start(qtbot, window, setup_for(seed=3, hand_limit=hand_limit))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.table_view.setFocus()
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        legal = human_view(window).legal
        assert window.controller.submit(next((a for a in legal if isinstance(a, Play)), legal[-1])) is None


def tab_stops(start_at: QWidget, count: int = 8) -> list[QWidget]:
    """The widgets Tab puts the focus on, ``count`` presses from ``start_at``."""
    reached: list[QWidget] = []
    widget = start_at
    for _ in range(count):
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        reached.append(widget)
    return reached


def test_the_end_of_hand_panel_takes_the_focus_and_tab_reaches_its_buttons(qtbot: QtBot, window: MainWindow) -> None:
    # Its buttons took no focus: a screen reader's user heard the keys in the announcement, but Tab never reached
    # "Review hand" or "Next hand", and the focus stayed on the table under the panel.
    from spades_desktop.gui.review import ReviewWindow

    play_to_the_end_of_the_hand(qtbot, window, hand_limit=2)
    panel = window.table_view.summary_panel
    assert window.controller.state is State.HAND_OVER and panel.isVisible()
    assert QApplication.focusWidget() is panel.next_button, "the focus is on Next hand, the default button"
    for button, name in ((panel.next_button, "Next hand"), (panel.review_button, "Review hand (V)")):
        at_spi = QAccessible.queryAccessibleInterface(button)
        assert at_spi is not None and at_spi.text(QAccessible.Text.Name) == name
        assert at_spi.state().focusable
    assert QAccessible.queryAccessibleInterface(panel.next_button).state().focused
    # one Tab, as docs/accessibility.md says (it went to the scorepad and the table first: keyboard QA)
    assert tab_stops(panel.next_button, 1) == [panel.review_button], "Tab reaches Review hand"
    panel.review_button.setFocus()
    QTest.keyClick(panel.review_button, Qt.Key.Key_V)  # V still reviews, wherever the focus is on the panel
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow) and w.isVisible()]
    assert len(reviews) == 1
    for review in reviews:
        review.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert QApplication.focusWidget() is panel.review_button
    # Enter presses the ringed button, as Space does (QA, keyboard only: Enter on "Review hand (V)" dealt the
    # next hand and the review was gone)
    QTest.keyClick(panel.review_button, Qt.Key.Key_Return)
    reviews = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow) and w.isVisible()]
    assert len(reviews) == 1 and panel.isVisible()
    for review in reviews:
        review.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel.next_button.setFocus()
    QTest.keyClick(panel.next_button, Qt.Key.Key_Return)  # Enter on Next hand
    assert not panel.isVisible()
    assert QApplication.focusWidget() is window.table_view, "the focus goes back to the table for the next hand"
    wait_for_human(qtbot, window)
    assert window.controller.game is not None and window.controller.game.hand_number == 2


def test_the_game_over_panel_takes_the_focus_on_new_game_and_tab_reaches_its_buttons(
        qtbot: QtBot, window: MainWindow) -> None:
    play_to_the_end_of_the_hand(qtbot, window, hand_limit=1)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # See the result
    table = window.table_view
    panel = table.game_over_panel
    qtbot.waitUntil(lambda: window.controller.state is State.GAME_OVER and panel.isVisible())
    assert QApplication.focusWidget() is panel.new_button, "the focus is on New game, the default button"
    stops = tab_stops(panel.new_button, 4)
    statistics = window.game_over_extras.button  # type: ignore[union-attr]
    assert stops[:3] == [panel.review_button, statistics, panel.close_button], \
        "Tab goes through the buttons in the order they are drawn"
    assert all(QAccessible.queryAccessibleInterface(b).state().focusable for b in stops[:3])
    panel.close_button.setFocus()
    QTest.keyClick(panel.close_button, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert QApplication.focusWidget() is table, "the focus goes back to the table"


def test_every_lead_of_mine_is_announced_even_two_in_a_row(qtbot: QtBot, window: MainWindow) -> None:
    """A trick won with the lead, then the next lead: "Your lead." was said once a hand (the same text as the
    turn before was skipped), so after the second trick the reader heard only "You win the trick"."""
    start(qtbot, window, setup_for(seed=1))
    said = window.table_view.access.announcements
    leads_in_a_row = 0
    led_last = False
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        view = human_view(window)
        if view.phase in (Phase.BID, Phase.DECLARE):
            assert window.controller.submit(view.legal[-1]) is None  # look, then the highest bid
            continue
        if not view.trick and view.completed_tricks:
            my_card = max(i for i, text in enumerate(said) if text.startswith("You play the "))
            assert "Your lead." in said[my_card:], said[my_card:]
            leads_in_a_row += led_last
        led_last = not view.trick
        plays = [a for a in view.legal if isinstance(a, Play)]
        assert window.controller.submit(max(plays, key=lambda a: (a.card.suit is Suit.SPADES, a.card.rank))) is None
    assert leads_in_a_row >= 1, "the deal gives two leads in a row"


def test_tab_into_the_scorepad_reads_the_last_hand_and_the_arrows_read_the_others(
        qtbot: QtBot, window: MainWindow) -> None:
    """Tab landed on "Hands scored" and ↑ ↓ only scrolled: a reader never said a hand's row unless the player
    explored with the reader's own keys."""
    start(qtbot, window, setup_for(seed=3))
    for _hand in range(2):
        while wait_for_human(qtbot, window) is State.HUMAN_TURN:
            legal = human_view(window).legal
            normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
            assert window.controller.submit(normal[3] if len(normal) > 3 else legal[-1]) is None
        assert window.controller.state is State.HAND_OVER
        window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    view = window.table_view
    window.activateWindow()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)  # look at the cards (blind nil is offered first): the bid panel is up
    wait_for_human(qtbot, window)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QApplication.processEvents()  # the row takes the focus once the list's own focus is told (test_atspi3_findings)
    row = QApplication.focusWidget()
    assert row is not None and row.accessibleName().startswith("Hand 2, dealt by "), (
        row, row.text(), window.controller.state, view.visible_panel())
    QTest.keyClick(row, Qt.Key.Key_Up)
    assert QApplication.focusWidget().accessibleName().startswith("Hand 1, dealt by ")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)  # the first row stays
    assert QApplication.focusWidget().accessibleName().startswith("Hand 1, dealt by ")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert QApplication.focusWidget().accessibleName().startswith("Hand 2, dealt by ")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)  # a game key on a row goes to the table
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: human_view(window).bids[window.controller.bottom] == Bid(3), timeout=5000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is view, "Shift+Tab leaves the list: no trap"
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view, "and so does Tab"


def test_reading_the_table_does_not_put_the_turn_prompt_on_the_status_line_twice(qtbot: QtBot,
                                                                                 window: MainWindow) -> None:
    """After R the status line read "…Your turn (A♣ led): drag a card… Enter.  —  Your turn (A♣ led): drag a
    card… Enter.": the reading ends with what the game waits for, and the status line adds it again."""
    from .conftest import setup_for, start

    start(qtbot, window, setup_for(seed=5))
    said = window.table_view.read_table()
    from spades_desktop.gui.status import status_text

    prompt = status_text(window.controller)
    assert prompt and said.endswith(prompt), "R says what the game waits for, last"
    assert window.status().count(prompt) == 1, window.status()
    assert window.status().startswith("Your cards are face down. No card on the table.")


def chain_stops(start_at: QWidget, count: int) -> list[QWidget]:
    """The next ``count`` widgets Tab would stop on after ``start_at`` (the focus chain's visible, enabled widgets
    that take the focus by Tab; a dialog not active offscreen cannot be walked with the key itself)."""
    reached: list[QWidget] = []
    widget = start_at
    while len(reached) < count:
        widget = widget.nextInFocusChain()
        if widget is start_at:
            break
        if (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isVisible() and widget.isEnabled():
            reached.append(widget)
    return reached


def test_tab_reaches_the_names_before_start_and_continue_in_the_two_set_up_dialogs(qtbot: QtBot) -> None:
    # Keyboard QA: in Keep score for a real game and Print blank score sheets, Tab went Rules … Start / Continue
    # → Cancel → the names: a Tab-only player left every name blank.
    from PySide6.QtWidgets import QDialogButtonBox

    from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog

    keeper = ScorekeeperSetupDialog()
    qtbot.addWidget(keeper)
    keeper.show()
    qtbot.waitExposed(keeper)
    stops = chain_stops(keeper.preset, 9)
    assert stops[:6] == [keeper.house_rules_button, keeper.club_button, *keeper.name_edits], stops
    assert stops[6:8] == [keeper.dealer, keeper.target]
    keeper.preset.setCurrentIndex((keeper.preset.currentIndex() + 1) % keeper.preset.count())  # names made anew
    qtbot.waitUntil(lambda: all(edit.isVisible() for edit in keeper.name_edits))
    stops = chain_stops(keeper.preset, 3 + len(keeper.name_edits))
    first = stops.index(keeper.name_edits[0])
    assert first <= 2 and stops[first:first + len(keeper.name_edits) + 1] == [*keeper.name_edits, keeper.dealer]

    sheet = BlankSheetDialog()
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    stops = chain_stops(sheet.page_box, len(sheet.name_edits) + 1)
    assert set(stops[:-1]) == set(sheet.name_edits), stops
    assert stops[-1] is sheet.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_a_cancelled_pair_says_you_in_small_letters_mid_sentence(qtbot: QtBot, window: MainWindow) -> None:
    # QA orca22: "Eva and You played the same card, the ace of spades: both are cancelled."
    from spades_desktop.engine import CardPlayed, parse_cards
    from spades_desktop.rules import load_preset

    rules = load_preset("cancellation").rules
    names = ["You", "Wes", "Nora", "Ethan", "Eva", "Will"]
    access = window.table_view.access
    said = access.announcements
    ace = parse_cards("AS")[0]
    access.announce_event(CardPlayed(0, ace, 1, False), rules, names, (), (), trick=[(4, ace)], me=0)
    assert said[-1] == "Eva and you played the same card, the ace of spades: both are cancelled.", said[-3:]
    access.announce_event(CardPlayed(4, ace, 1, False), rules, names, (), (), trick=[(0, ace)], me=0)
    assert said[-1] == "You and Eva played the same card, the ace of spades: both are cancelled.", said[-3:]

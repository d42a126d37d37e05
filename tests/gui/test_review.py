"""The review window: its steps are the record's states, the keys move through them, the analysis
runs on a worker with a progress bar, and nothing in the reviewed game changes."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.engine import NIL, Action, Bid, Game, HandScored, Look, Phase, Play, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.application import make_application
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.review import window as review_window
from spades_desktop.record import GameRecord, save_record
from spades_desktop.record.history import decision_seed, step_count
from spades_desktop.record.history import steps as game_steps

from .conftest import human_view, setup_for, start, wait_for_human


def played_hand() -> tuple[Game, GameRecord]:
    game = Game(RuleSet(), 21)
    bots = [make_player("normal", s) for s in range(4)]
    while True:
        seat = game.to_act
        assert seat is not None
        if any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat)))):
            break
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    return game, record


def review_of_my_hand(qtbot: QtBot) -> tuple[ReviewWindow, tuple[tuple[int, Action], ...], list[int]]:
    """The review of ``played_hand``, shown at its start; the hand's actions and the steps of South's cards."""
    make_application()
    _game, record = played_hand()
    actions = record.hands[0].actions
    mine = [i for i, (seat, action) in enumerate(actions) if seat == 0 and isinstance(action, Play)]
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    return win, actions, mine


def test_review_steps_equal_the_records_states(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    game, record = played_hand()
    before = game_steps(game)
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    actions = record.hands[0].actions
    assert len(win.states) == len(actions) + 1
    # Replaying the record one action at a time gives each state the window shows.
    again = Game(record.rules, record.seed, first_dealer=record.first_dealer)
    for k in range(len(actions)):  # the last position, the hand's end: see the next test
        win.go(k)
        shown = win.game
        assert [shown.hand_mask(s) for s in range(4)] == [again.hand_mask(s) for s in range(4)]
        assert shown.trick == again.trick and shown.bids == again.bids and shown.tricks == again.tricks
        again.apply(actions[k][1], actions[k][0])
    win.go(0)
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.position == len(actions)
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert win.position == 0
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.position == 1
    qtbot.keyClick(win, Qt.Key.Key_Left)
    assert win.position == 0
    first_lead = next(i for i, g in enumerate(win.states) if g.phase is Phase.PLAY)
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.position == first_lead
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.position == first_lead + 4, "a trick of four cards"
    win.next_button.click()
    assert win.position == first_lead + 5
    # A bot's decision shows its reason.
    bot_step = next(i for i, (seat, _a) in enumerate(actions) if seat != 0)
    win.go(bot_step)
    assert "Reason:" in win.info.toPlainText()
    # The analysis runs on a worker and fills in the double dummy and the coach.
    win.go(len(actions) - 1)
    heard: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _w, text, *_a, **_k: heard.append(text))
    win.start_analysis()
    assert win.progress.isVisible() and win.cancel_button.isVisible()
    # a screen reader heard a bare "Cancel push button. 65 percent." (QA orca20)
    assert heard and heard[-1].startswith("The coach is weighing the hand")
    assert win.progress.accessibleName() == "The coach's progress" and win.cancel_button.accessibleDescription()
    qtbot.waitUntil(lambda: not win.analysing, timeout=120_000)
    assert win.trace[-1] is not None and sum(win.trace[-1]) == 1
    assert win.decisions and all(record.hands[0].actions[i][0] == 0 for i in win.decisions)
    text = win.info.toPlainText()
    assert "could still take" in text
    said = texts.side_label(record.rules, 0, win.names)
    assert f"From here {said} could" in text and "North–South" not in text, "the side by its players' names"
    # the review's own bot named by its level (QA newbie16: "the bot" said not which)
    assert win.duplicate is not None and "Same cards, Normal bots in the human seats" in text
    coached = min(win.decisions)
    win.go(coached)
    assert "Coach" in win.info.toPlainText()
    win.grab().save(str(tmp_path / "review.png"))
    assert game_steps(game) == before, "the reviewed game did not change"


def test_the_end_of_a_hand_shows_that_hand_as_it_ended_not_the_next_deal(qtbot: QtBot) -> None:
    make_application()
    _game, record = played_hand()
    hand = record.hands[0]
    assert hand.score is not None
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    win.end_button.click()
    shown = win.game
    assert shown.hand_number == 1 and tuple(shown.bids) == hand.score.bids
    assert tuple(shown.tricks) == hand.score.tricks and sum(shown.tricks) == 13
    assert all(not rects for rects in win.board.fan_rects().values()), "every card was played"
    assert shown.trick == [(seat, action.card) for seat, action in hand.actions[-4:]]  # type: ignore[attr-defined]
    assert "trick 13" in win.title.text()
    text = win.info.toPlainText()
    assert "The hand is over." in text and "Hand 1 over:" in text and f"total {hand.score.totals[0]}" in text


def review_at_my_first_card(qtbot: QtBot) -> tuple[ReviewWindow, list[tuple[int, Action]], int]:
    """A review window of the played hand (shown), the hand's actions, and the index of South's first card."""
    make_application()
    _game, record = played_hand()
    actions = list(record.hands[0].actions)
    index = next(i for i, (seat, action) in enumerate(actions) if seat == 0 and isinstance(action, Play))
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    return win, actions, index


def test_the_coachs_step_number_is_the_step_the_window_shows_that_decision_at(qtbot: QtBot) -> None:
    win, actions, index = review_at_my_first_card(qtbot)
    chosen = actions[index][1]
    win.decisions = {index: Decision(index, 0, chosen, ((chosen, 0.0),), 1, 20.0, Message.of("that card"))}
    win.go(0)
    found = re.search(r"Step (\d+): that card", win.info.toPlainText())
    assert found is not None
    at = [p for p in range(len(win.states)) if win.go(p) is None and f"step {found[1]} of" in win.title.text()]
    assert at == [index], "the window's step of that number is the coached decision"
    win.go(index)
    assert f"Next: South chose to {texts.action_text(chosen, theirs=True)}." in win.info.toPlainText()
    win.go(len(win.states) - 1)
    assert "end of the hand" in win.title.text() and "step" not in win.title.text()


def test_the_coach_takes_me_to_my_costliest_decision_and_its_step_is_a_link(qtbot: QtBot) -> None:
    # QA: after Ask the coach the review stayed at "step 1 of 60", the costly decisions listed as plain text
    # ("Step 37: …"; → 36 times to reach it), and Ask the coach weighed the whole hand again when clicked again.
    win, actions, mine = review_of_my_hand(qtbot)

    def decision(index: int, cost: float) -> Decision:
        chosen = actions[index][1]
        return Decision(index, 0, chosen, ((chosen, 0.0),), 1, cost, Message.of("that card"))

    small, worst = decision(mine[1], 12.0), decision(mine[4], 30.0)
    win._finished([], [small, worst], None)  # as the worker's result arrives
    assert win.position == worst.index, "to the costliest decision, as the window opened at the start"
    assert not win.analyse_button.isEnabled(), "the hand is weighed: asking again would only weigh it again"
    assert win.board.hasFocus() or not win.isActiveWindow()
    text = win.info.toHtml()
    assert f'href="step:{small.index}"' in text and f'href="step:{worst.index}"' in text
    win.info.anchorClicked.emit(QUrl(f"step:{small.index}"))  # a click (or Enter) on "Step …" of the list
    assert win.position == small.index
    assert f"step {small.index + 1} of" in win.title.text()
    win.go(3)  # where the player went: a later result does not move them
    win._finished([], [small, worst], None)
    assert win.position == 3
    other = next(d for d in range(win.hand_choice.count()) if win.hand_choice.itemData(d) != 0) if (
        win.hand_choice.count() > 1) else None
    if other is not None:
        win.hand_choice.setCurrentIndex(other)
        assert win.analyse_button.isEnabled(), "another hand can be weighed"


def test_asking_the_coach_from_the_keyboard_moves_the_focus_once_each_way_and_says_the_verdict(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca: Space on Ask the coach sent the focus through the hand box, Cancel, the box again and the button to the
    # board, and the coach's verdict was never said, only "Next: you chose to play the four of diamonds".
    from PySide6.QtWidgets import QApplication

    from spades_desktop.gui.review import window as review_window

    win, actions, index = review_at_my_first_card(qtbot)
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    said: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    focus: list[object] = []
    QApplication.instance().focusChanged.connect(lambda _old, new: focus.append(new))  # type: ignore[union-attr]
    win.analyse_button.setFocus()
    focus.clear()
    win.start_analysis()
    assert [w for w in focus if w is not None] == [win.cancel_button]
    assert said == ["The coach is weighing the hand… Cancel stops it."], "the start is said (QA orca20)"
    said.clear()
    chosen = actions[index][1]
    win._finished([], [Decision(index, 0, chosen, ((chosen, 0.0),), 1, 30.0, Message.of("that card"))], None)
    assert [w for w in focus if w is not None] == [win.cancel_button, win.board] and win.board.hasFocus()
    assert win.position == index and said == [
        "The coach has weighed the hand: the decisions that cost most are listed under This step. "
        + win.step_text() + " that card"] and win.coach_text() == "that card"
    win.go(index + 1)
    assert said[-1] == win.step_text(), "a step the coach has nothing on: where the keys went, and only that"


def test_cancel_stops_the_analysis(qtbot: QtBot) -> None:
    make_application()
    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=200)
    qtbot.addWidget(win)
    win.show()
    win.start_analysis()
    win.cancel_button.click()
    qtbot.waitUntil(lambda: not win.analysing, timeout=120_000)
    assert len(win.decisions) <= 1


def test_review_from_the_end_of_hand_panel_and_play_again_from_north(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    start(qtbot, window, setup_for(seed=7))
    for _ in range(80):
        state = wait_for_human(qtbot, window)
        if state is State.HAND_OVER:
            break
        view = human_view(window)
        assert window.controller.submit(view.legal[len(view.legal) // 2]) is None
    assert window.controller.state is State.HAND_OVER
    game = window.controller.game
    assert game is not None
    count = step_count(game)
    dealt = game.hands_log[0].dealt
    panel = window.table_view.summary_panel
    assert panel.review_button.isVisible()
    panel.review_button.click()
    review = window._reviews[-1]
    assert isinstance(review, ReviewWindow) and review.isVisible()
    qtbot.addWidget(review)  # closed at the end: left open, it kept the focus from the next test's window
    assert len(review.states) == len(game.hands_log[0].actions) + 1
    review.go(len(review.states) - 1)
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert step_count(game) == count and window.controller.state is State.HAND_OVER, "review changes nothing"
    # Play the deal again with North's cards: the human (South) now holds them.
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Discard)
    review.seat_choice.setCurrentIndex(2)
    review.again_button.click()
    wait_for_human(qtbot, window)
    again = window.controller.game
    assert again is not None and again is not game
    assert set(again.hands_log[0].dealt[0]) == set(dealt[2])
    assert set(again.hands_log[0].dealt[2]) == set(dealt[0])


def test_review_a_game_file_and_a_bad_file(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _game, record = played_hand()
    path = save_record(record, tmp_path / "hand.json")
    review = window.review_game(path)
    assert isinstance(review, ReviewWindow) and review.hand_index == 0
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: warnings.append(text))
    assert window.review_game(bad) is None
    assert len(warnings) == 1 and "cannot be reviewed" in warnings[0]


def test_another_hand_of_the_record(qtbot: QtBot) -> None:
    make_application()
    game = Game(RuleSet(), 3)
    bots = [make_player("normal", s) for s in range(4)]
    scored = 0
    while scored < 2:
        seat = game.to_act
        assert seat is not None
        scored += sum(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat))))
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    win = ReviewWindow(record, 0, samples=200)
    qtbot.addWidget(win)
    win.show()
    win.start_analysis()
    win.hand_choice.setCurrentIndex(win.hand_choice.findData(1))
    assert win.hand_index == 1 and not win.analysing and win.position == 0
    assert len(win.states) == len(record.hands[1].actions) + 1
    assert win.states[0].hand_number == 2
    assert set(win.states[0].hand_of(0)) == set(record.hands[1].dealt[0])
    qtbot.wait(300)  # the first hand's analysis, cancelled, may still report: it is ignored
    assert win.decisions == {} and win.trace == []


def test_the_review_asks_a_hard_partner_of_a_person_again_as_the_table_did(qtbot: QtBot) -> None:
    """Beside a person Hard bids nil only by Normal's careful rule and reads the person's bid more loosely; the
    review must tell the bot it sits beside one too, or it would bid otherwise and could not give its reason."""
    game = Game(RuleSet(), 6)  # North (Hard) bids 2 beside South, a person, and nil beside a bot
    levels = ["normal", "normal", "hard", "normal"]  # South's cards are played by Normal, as a person would
    while True:
        seat = game.to_act
        assert seat is not None
        bot = create_player(levels[seat], decision_seed(game.seed, seat, step_count(game)), humans=[0])
        if any(isinstance(e, HandScored) for e in game.apply(bot.choose(game.view(seat)))):
            break
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:hard", "bot:normal"])
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win._bot_clock = None  # the game above was played without the app's clock: on a busy machine a capped bid differs
    index = next(i for i, (s, a) in enumerate(record.hands[0].actions) if s == 2 and isinstance(a, Bid))
    step = win.steps[index]
    alone = create_player("hard", decision_seed(game.seed, 2, step.position))
    assert step.action != NIL and alone.choose(step.before.view(2)) == NIL, "beside a bot Hard bids nil here"
    reason = win.bot_reason(index)
    assert reason and "cannot be shown" not in reason, reason


def test_another_seat_s_look_is_told_in_the_third_person(qtbot: QtBot) -> None:
    # East looked at its own cards first: "East chose to look at their cards", not "at your cards".
    _game, record = played_hand()
    first = record.hands[0].actions[0]
    assert isinstance(first[1], Look) and first[0] != 0
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    text = win.info.toPlainText()
    assert "chose to look at their cards" in text and "your cards" not in text


@pytest.mark.parametrize("height", [440, 700])
def test_the_side_hands_use_the_board_s_height_and_stay_on_it(qtbot: QtBot, height: int) -> None:
    from spades_desktop.gui.review.board import V_STEPS

    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    board = win.board
    board.resize(700, height)
    step, k = board._vstep(13), board.scale()
    card = board.renderer.pixmap(None, board.card_width())
    card_h = card.height() / card.devicePixelRatio()
    fan = step * 12 + card_h
    assert V_STEPS[0] * k <= step <= V_STEPS[1] * k
    assert fan + 24 <= height, "the name above and all 13 cards fit on the board"
    if height >= 700:
        assert step == V_STEPS[1] * k, "room to spare: every card's rank and suit show"


@pytest.mark.parametrize("size", [(527, 374), (560, 500), (620, 440), (700, 680), (1100, 950), (1500, 560),
                                  (640, 1000)])
def test_a_bigger_review_board_draws_bigger_cards_that_stay_apart(qtbot: QtBot, size: tuple[int, int]) -> None:
    # The cards were 54 px wide however big the window: a full-screen review showed small hands in a large felt.
    # (And on the smallest board, for an 800-pixel screen, smaller cards: still apart, still on the board.)
    from spades_desktop.gui.review.board import MIN_H, MIN_W

    assert (MIN_W, MIN_H) == (527, 374)
    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    board = win.board
    board.resize(*size)
    win.go(next(i for i, g in enumerate(win.states) if len(g.trick) == 2))
    expected = round(54 * max(0.85, min(size[0] / 620, size[1] / 440, 1.6)))
    assert board.card_width() == expected
    if size[0] < 620:
        assert board.card_width() < 54, "a smaller board, smaller cards"
    if size == (1100, 950):
        assert board.card_width() >= 80, "a large board, large cards"
    area = QRectF(board.rect())
    hands = board.fan_rects()
    assert sorted(hands) == [0, 1, 2, 3]
    boxes = {seat: rects[0][1].united(rects[-1][1]) for seat, rects in hands.items()}
    for seat, box in boxes.items():
        assert all(rect.width() == board.card_width() for _c, rect in hands[seat])
        assert area.contains(box), f"seat {seat}'s hand is on the board at {size}"
        assert not any(box.intersects(other) for s, other in boxes.items() if s != seat), f"hands apart at {size}"


def test_the_review_board_sorts_the_hands_as_the_table_does(qtbot: QtBot) -> None:
    # It sorted by rank alone: with aces low an ace stood at the high end of its suit, and jokers apart.
    from spades_desktop.gui.table_model import sort_hand
    from spades_desktop.rules import load_preset

    make_application()
    rules = load_preset("deuces-high-aces-low").rules
    game = Game(rules, 8)
    bots = [make_player("normal", s) for s in range(4)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act].choose(game.view(game.to_act)))):
        pass
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win.show()
    win.go(0)
    drawn = [[card for card, _rect in rects] for _seat, rects in sorted(win.board.fan_rects().items())]
    start = win.states[0]
    hands = [sort_hand(start.hand_of(seat), start.view(seat).rules) for seat in range(4)]
    assert drawn == hands
    assert any(hand != sorted(hand, key=lambda c: (c.suit is None, c.suit or 0, c.rank)) for hand in hands), \
        "an ace sits below the 2 of its suit somewhere"


def active_review(qtbot: QtBot) -> ReviewWindow:
    """A review of a played hand, shown and active, once the focus is somewhere in it."""
    make_application()
    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return win


def test_the_keys_step_through_the_hand_wherever_the_focus_is(qtbot: QtBot) -> None:
    """The window opened with the focus in the coach's text, where ← → did nothing; the seat box took PgDn."""
    win = active_review(qtbot)

    def press(key: Qt.Key, widget: QWidget | None = None) -> int:
        target = widget or QApplication.focusWidget()
        assert target is not None
        qtbot.keyClick(target, key)
        return win.position

    last = len(win.states) - 1
    first_lead = next(i for i, g in enumerate(win.states) if g.phase is Phase.PLAY)
    assert press(Qt.Key.Key_Right) == 1
    assert press(Qt.Key.Key_Left) == 0
    assert press(Qt.Key.Key_End) == last
    assert press(Qt.Key.Key_Home) == 0
    for widget in (win.info, win.seat_choice):
        seat = win.seat_choice.currentIndex()
        assert press(Qt.Key.Key_PageDown, widget) == first_lead
        assert press(Qt.Key.Key_End, widget) == last
        assert press(Qt.Key.Key_PageUp, widget) < last
        assert press(Qt.Key.Key_Home, widget) == 0
        assert press(Qt.Key.Key_Right, widget) == 1
        assert press(Qt.Key.Key_Left, widget) == 0
        assert win.seat_choice.currentIndex() == seat, "the seat box keeps its choice"


@pytest.mark.parametrize("smallest", [False, True])
def test_a_six_player_hand_is_shown_every_hand_apart_and_the_trick_between(
        qtbot: QtBot, tmp_path: Path, smallest: bool) -> None:
    """The board knew only two, three and four seats: a six-player hand showed the bare felt (an error at every
    repaint). At the window's least size too: six rows of cards keep the board's height."""
    import random

    from tests.history.games import play, preset_rules

    make_application()
    game = play(preset_rules("cancellation"), 4, random.Random(4))
    record = GameRecord.from_game(game, names=["Ann", "Bob", "Cy", "Di", "Ed", "Flo"],
                                  kinds=["human"] + ["bot:easy"] * 5)
    win = ReviewWindow(record, 0, samples=2)
    qtbot.addWidget(win)
    win.resize(968, 556)  # the smallest the window gets, on a 1024 x 600 screen
    win.show()
    qtbot.waitExposed(win)
    if smallest:
        win.resize(win.minimumSizeHint())
        qtbot.waitUntil(lambda: win.size() == win.minimumSizeHint())
    board = win.board
    win.go(next(i for i, g in enumerate(win.states) if len(g.trick) == 5))
    assert win.grab().save(str(tmp_path / "review-six.png"))  # painted without an error
    area = QRectF(board.rect())
    hands = board.card_rects()
    assert sorted(hands) == list(range(6))
    assert all(len(rects) == len(win.game.hand_of(seat)) for seat, rects in hands.items())
    boxes = {seat: rects[0][1].united(rects[-1][1]) for seat, rects in hands.items()}
    trick = board.trick_rects()
    assert len(trick) == 5
    for seat, box in boxes.items():
        assert area.contains(box), f"seat {seat}'s hand is on the board"
        assert not any(box.intersects(other) for s, other in boxes.items() if s != seat), "hands apart"
        assert not any(box.intersects(rect) for _s, _c, rect in trick), "the trick between the hands"
    # each trick card under (or over) its player's hand
    for seat, _card, rect in trick:
        assert boxes[seat].left() <= rect.center().x() <= boxes[seat].right()


def test_a_screen_reader_hears_every_hand_and_the_trick_and_the_hand_box_is_reachable(qtbot: QtBot) -> None:
    # The board said nothing to a screen reader, the window opened in an unnamed text box, and the "Hand N"
    # box could not be reached with the keyboard.
    from PySide6.QtGui import QAccessible

    win = active_review(qtbot)
    assert QApplication.focusWidget() is win.board, "the window opens on the board"
    board = QAccessible.queryAccessibleInterface(win.board)
    assert board is not None and board.text(QAccessible.Text.Name) == "All the cards"
    said = win.read_board()  # R (the board's description was all of it: see test_orca_findings.py)
    for name in win.names:
        assert f"{name}: no bid yet; " in said, said
    assert "spades: " in said and "No card on the table." in said
    first_lead = next(i for i, g in enumerate(win.states) if g.phase is Phase.PLAY)
    win.go(first_lead + 1)
    said = win.read_board()
    assert "Trick: " in said and f"{win.names[1]}: bid " in said, said
    info = QAccessible.queryAccessibleInterface(win.info)
    assert info is not None and info.text(QAccessible.Text.Name)
    reached = set()
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert win.hand_choice in reached, "Tab reaches the hand box"
    assert win.hand_choice.accessibleName() == "Hand"


def review_of_you(qtbot: QtBot) -> tuple[ReviewWindow, GameRecord]:
    """The review of a played hand whose only person is "You" (seat 0), shown."""
    make_application()
    _game, record = played_hand()
    record = replace(record, players=(replace(record.players[0], name="You"), *record.players[1:]))
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    return win, record


def test_the_only_persons_steps_say_you_chose_and_you_passed(qtbot: QtBot) -> None:
    # Russian said «Дальше: Вы решает заказать 3» (the third person's verb after "You", the only person's name).
    win, record = review_of_you(qtbot)
    mine = next(i for i, (seat, _action) in enumerate(record.hands[0].actions) if seat == 0)
    theirs = next(i for i, (seat, _action) in enumerate(record.hands[0].actions) if seat == 1)
    win.go(mine)
    chosen = texts.action_text(record.hands[0].actions[mine][1])
    assert f"Next: you chose to {chosen}." in win.info.toPlainText()
    assert win.step_text().startswith("Next: you chose to ")
    win.go(theirs)
    assert f"Next: {record.players[1].name} chose to " in win.info.toPlainText()


def test_the_only_persons_own_look_is_at_your_cards_not_their_cards(qtbot: QtBot) -> None:
    # QA: "Next: you chose to look at their cards." for the person's own Look ("show their …", "keep their cards
    # hidden" likewise): the words for another seat were used for the seat of "You".
    win, record = review_of_you(qtbot)
    look = next(i for i, (seat, action) in enumerate(record.hands[0].actions) if seat == 0 and isinstance(action, Look))
    win.go(look)
    assert "Next: you chose to look at your cards." in win.info.toPlainText()
    assert win.step_text().startswith("Next: you chose to look at your cards.")
    assert "their cards" not in win.step_text()


def test_a_costly_card_says_what_it_cost_with_every_card_seen(qtbot: QtBot) -> None:
    """QA: the coach said an overtrump "cost about 7 points"; the solver showed it lost nothing as the cards lay,
    and the review did not say so. Now a costly card's comment ends with what it cost with every card seen."""
    from spades_desktop.ai.hand_analysis import double_dummy_trace, hand_steps, tricks_lost

    make_application()
    _game, record = played_hand()
    steps = hand_steps(record, 0)
    assert not any(b is not None and b.is_nil for b in steps[-1].before.bids)
    trace = double_dummy_trace(steps, nodes=20_000)
    mine = [i for i, st in enumerate(steps) if st.seat == 0 and isinstance(st.action, Play)
            and tricks_lost(steps, trace, i) is not None]
    assert mine
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    decisions = [Decision(i, 0, steps[i].action, ((steps[i].action, 0.0),), 1, 20.0, Message.of(f"card {i}"))
                 for i in mine]
    win._finished(trace, decisions, None)
    for decision in decisions:
        win.go(decision.index)
        text = win.info.toPlainText()
        lost = tricks_lost(steps, trace, decision.index)
        assert lost is not None
        said = re.search(rf"card {decision.index} (With every card seen [^.]*\.)", text)
        assert said is not None, text
        if lost == 0:
            assert "lost no trick" in said[1]
        else:
            numbers = [int(n) for n in re.findall(r"\d+", said[1])]
            assert numbers[0] - numbers[1] == lost, said[1]
    calm = replace(decisions[0], cost=0.2)
    win._finished(trace, [calm], None)
    win.go(calm.index)
    assert "With every card seen" not in win.info.toPlainText(), "a card the coach does not blame gets no note"


def test_the_coach_says_it_does_not_weigh_the_cards_you_passed(qtbot: QtBot) -> None:
    """nil-pass QA: the pass of a preset that passes cards had no coach comment at all, and nothing said why.
    (Where the cards pass before the bidding it says more: ``test_review_unweighed_bids``.)"""
    from spades_desktop.engine import PassCards
    from spades_desktop.rules import load_all

    make_application()
    rules = load_all(Path(__file__).parents[2] / "variants")["partner-pass"].rules
    game = Game(rules, 5)
    bots = [make_player("normal", s) for s in range(4)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act or 0].choose(
            game.view(game.to_act or 0)))):
        pass
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    passes = [i for i, st in enumerate(win.steps) if isinstance(st.action, PassCards)]
    mine, theirs = ([i for i in passes if win.steps[i].seat == s] for s in (0, 1))
    assert mine and theirs
    note = "not the cards passed"
    win.go(mine[0])
    assert note not in win.info.toPlainText(), "before the coach is asked, nothing is said of it"
    play = next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Play))
    chosen = win.steps[play].action
    win._finished([], [Decision(play, 0, chosen, ((chosen, 0.0),), 1, 0.0, Message.of("that card"))], None)
    win.go(mine[0])
    assert note in win.info.toPlainText()
    win.go(theirs[0])
    assert note not in win.info.toPlainText(), "a bot's pass is not the player's to judge"


def test_with_two_people_each_costly_decision_names_whose_it_was(qtbot: QtBot) -> None:
    """A family's review (QA): "Decisions that cost most" mixed grandmother's steps with her grandchild's and named
    nobody. With two people at the table each line names its player; with one, nothing changes."""
    make_application()
    game, _record = played_hand()
    names = ["Gran", "Wes", "Masha", "Ethan"]
    for kinds, named in ((["human", "bot:normal", "human", "bot:normal"], True),
                         (["human", "bot:normal", "bot:normal", "bot:normal"], False)):
        record = GameRecord.from_game(game, names=names, kinds=kinds)
        win = ReviewWindow(record, 0, samples=6)
        qtbot.addWidget(win)
        steps = win.steps
        gran = next(i for i, st in enumerate(steps) if st.seat == 0 and isinstance(st.action, Play))
        masha = next(i for i, st in enumerate(steps) if st.seat == 2 and isinstance(st.action, Play))
        decisions = [Decision(i, steps[i].seat, steps[i].action, ((steps[i].action, 0.0),), 1, 30.0,
                              Message.of("that card")) for i in (gran, masha)]
        win._finished([], decisions, None)
        text = win.info.toPlainText()
        if named:
            assert f"Step {gran + 1} (Gran): that card" in text and f"Step {masha + 1} (Masha): that card" in text
        else:
            assert f"Step {gran + 1}: that card" in text and "(Gran)" not in text


def test_a_hand_the_coach_finds_nothing_costly_in_says_so_on_the_screen(qtbot: QtBot) -> None:
    """A beginner (QA): Ask the coach ran, its button greyed, and nothing on the screen said what it found: "found
    no decision that cost much" was only announced to a screen reader. It stands where the costly list would."""
    win, actions, mine = review_of_my_hand(qtbot)
    chosen = actions[mine[1]][1]
    cheap = Decision(mine[1], 0, chosen, ((chosen, 0.0),), 1, 0.5, Message.of("that card"))
    win._finished([], [cheap], None)  # as the worker's result arrives: nothing worth flagging
    verdict = "The coach has weighed the hand and found no decision that cost much."
    assert verdict in win.info.toPlainText()
    win.go(5)
    assert verdict in win.info.toPlainText(), "at every step, as the costly list would be"


# ------------------------------------------------------------------ the step buttons from the keyboard
def step_buttons(win: ReviewWindow) -> list[QWidget]:
    return [win.home_button, win.prev_trick_button, win.prev_button, win.next_button, win.next_trick_button,
            win.end_button]


def test_tab_reaches_the_step_buttons_in_the_order_the_window_shows_its_controls(qtbot: QtBot) -> None:
    # Keyboard QA: the six step buttons took no focus, and Tab went board, text, Ask the coach, the seat box, Play
    # this deal again, the hand box: a sighted keyboard player never met the buttons, nor the keys they stand for.
    win = active_review(qtbot)
    win.go(len(win.states) // 2)  # every step button enabled
    assert QApplication.focusWidget() is win.board

    def walk(key: Qt.Key) -> list[QWidget | None]:
        reached: list[QWidget | None] = []
        for _ in range(12):
            qtbot.keyClick(QApplication.focusWidget(), key)
            reached.append(QApplication.focusWidget())
        return reached

    order = [win.info, *step_buttons(win), win.seat_choice, win.again_button, win.analyse_button, win.hand_choice,
             win.board]
    assert walk(Qt.Key.Key_Tab) == order, "left to right, top to bottom, as they are shown"
    assert walk(Qt.Key.Key_Backtab) == [*reversed(order[:-1]), win.board]
    assert win.position == len(win.states) // 2, "Tab only moved the focus"


def test_each_step_button_is_named_and_its_tooltip_names_its_key(qtbot: QtBot) -> None:
    from PySide6.QtGui import QAccessible

    win = active_review(qtbot)
    expected = {win.home_button: ("Start", "(Home)"), win.prev_trick_button: ("Back a trick", "(Page Up)"),
                win.prev_button: ("Back", "(←)"), win.next_button: ("Next", "(→)"),
                win.next_trick_button: ("Next trick", "(Page Down)"), win.end_button: ("End", "(End)")}
    for button, (name, key) in expected.items():
        assert button.toolTip().endswith(key), button.toolTip()
        spoken = QAccessible.queryAccessibleInterface(button)
        assert spoken is not None
        assert spoken.text(QAccessible.Text.Name) == name, "no ◀ ▶ read out as 'black triangle'"
        assert spoken.text(QAccessible.Text.Description) == button.toolTip(), "a screen reader hears the key too"


def test_space_and_enter_press_a_focused_step_button_and_the_stepping_keys_still_step(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.gui.review import window as review_window

    win = active_review(qtbot)
    said: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    win.next_button.setFocus()
    qtbot.keyClick(win.next_button, Qt.Key.Key_Space)
    assert win.position == 1 and said == [win.step_text()], "one step, said once"
    qtbot.keyClick(win.next_button, Qt.Key.Key_Return)
    assert win.position == 2 and len(said) == 2
    for button in (win.next_button, win.prev_button, win.analyse_button, win.again_button):
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Right)  # a push button took → ← to move the focus to its neighbour
        assert win.position == 3 and QApplication.focusWidget() is button
        qtbot.keyClick(button, Qt.Key.Key_Left)
        assert win.position == 2 and QApplication.focusWidget() is button
    first_lead = next(i for i, g in enumerate(win.states) if g.phase is Phase.PLAY)
    qtbot.keyClick(win.prev_button, Qt.Key.Key_PageDown)
    assert win.position == first_lead
    win.prev_trick_button.setFocus()
    qtbot.keyClick(win.prev_trick_button, Qt.Key.Key_Space)
    assert win.position < first_lead and win.prev_trick_button.hasFocus() is (win.position > 0)
    assert win.end_button.isEnabled()
    win.end_button.setFocus()
    said.clear()
    qtbot.keyClick(win.end_button, Qt.Key.Key_Return)
    assert win.position == len(win.states) - 1
    assert said == [win.trick_took(win.position) + " " + win.step_text()], "the button says what the End key says"


def test_a_step_button_that_goes_dead_under_the_focus_hands_it_to_the_board_before_the_step_is_said(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Next ▶ pressed at the last step but one went dead with the focus on it: Qt handed the focus on to the seat
    # box, where ← → changed whose cards (and a screen reader read it out before the step)
    from spades_desktop.gui.review import window as review_window

    win = active_review(qtbot)
    events: list[object] = []
    monkeypatch.setattr(review_window, "send_announcement",
                        lambda _source, text, _notices=None: events.append(text))
    QApplication.instance().focusChanged.connect(lambda _old, new: events.append(new))  # type: ignore[union-attr]
    last = len(win.states) - 1
    for button, before, target in ((win.next_button, last - 1, last), (win.end_button, 3, last),
                                   (win.home_button, 5, 0), (win.prev_button, 1, 0)):
        win.go(before)
        button.setFocus()
        events.clear()
        qtbot.keyClick(button, Qt.Key.Key_Space)
        assert win.position == target
        assert QApplication.focusWidget() is win.board, button.text()
        shown = [e for e in events if e is not None]
        assert shown[0] is win.board and len(shown) == 2, "the board, then the step, once"
        assert isinstance(shown[1], str) and shown[1].endswith(win.step_text())
    win.go(last)
    qtbot.keyClick(win.board, Qt.Key.Key_Left)
    assert win.position == last - 1 and win.board.hasFocus()

"""The coach's sentences and the duplicate match speak Russian; the English ones (the CLI's) stay as they were."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from spades_desktop.ai.coach import weigh
from spades_desktop.ai.duplicate_match import TableResult, new_match
from spades_desktop.ai.hand_analysis import HandStep
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, Play, RuleSet, parse_cards
from spades_desktop.gui.application import make_application
from spades_desktop.gui.duplicate import table_text
from spades_desktop.gui.review.coach_text import message_text
from spades_desktop.gui.texts import count_of

from ..ai.helpers import SOUTH
from ..ai.test_coach import SEED, nil_cover_position

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")



def uncovered_nil() -> Message:
    game = nil_cover_position()
    decision = weigh(HandStep(0, 40, SOUTH, Play(parse_cards("2H")[0]), game), seed=SEED, samples=60)
    assert decision is not None
    return decision.sentence


def test_the_coach_sentence_in_english_is_unchanged(qapp: object) -> None:
    sentence = uncovered_nil()
    points = dict(sentence.args)["points"]
    assert isinstance(points, int)
    english = (f"South: playing the 2♥ at trick 1 cost about {count_of(points, 'point|points')}: it left your "
               "partner's nil winning the trick, "
               "where the A♥ would have covered it.")
    assert str(sentence) == english
    make_application()
    assert message_text(sentence) == english, "without a translation the window shows the English"


def test_a_coach_sentence_in_russian(russian: None) -> None:
    sentence = uncovered_nil()
    points = dict(sentence.args)["points"]
    assert isinstance(points, int)
    text = message_text(sentence)
    assert text == (f"Юг: карта 2♥ на 1-й взятке стоила около {count_of(points, 'очка|очков|очков')}: взятка "
                    "осталась за партнёром, заказавшим "
                    "нил, а картой A♥ её можно было перебить.")  # «A♥ перебила бы» made a spoken ace feminine
    assert not LATIN_WORD.search(text), text
    as_good = Message.of("{seat}: {action} was as good as any choice here.", seat="South",
                         action=Message.of("a bid of {bid}", bid=Bid(4)))
    assert message_text(as_good) == "Юг: заказ 4 — не хуже любого другого выбора здесь."


def test_the_duplicate_comparison_in_russian(russian: None, qtbot: QtBot) -> None:
    state = new_match(RuleSet(), 2, 5).dealt(0).played(0, TableResult(62, -40)).bots_played(0, TableResult(40, 31))
    assert table_text.headers()[:3] == ["Расклад", "№ расклада", "Вы и партнёр"]
    assert table_text.total_cells(state)[:2] == ["Итого", "1 из 2"]
    assert "вы сыграли на 93 очка лучше ботов" in table_text.verdict(state)
    assert "Разница" in table_text.csv_text(state).splitlines()[0]


def test_the_review_window_fits_an_800_by_600_screen_in_russian(russian: None, qtbot: QtBot) -> None:
    # Its one row of buttons made it 1,139 pixels wide at the least in Russian: wider than a 1024-pixel screen;
    # then its board (620) and text (320) made it 980: wider than an 800-pixel one.
    from PySide6.QtWidgets import QPushButton

    from spades_desktop.gui.layouts import WINDOW_FRAME
    from spades_desktop.gui.review import ReviewWindow

    from .test_review import played_hand

    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.again_button.text() != "Play this deal again", "the Russian is loaded"
    smallest = win.minimumSizeHint()
    assert smallest.width() <= 800 and smallest.height() <= 600 - WINDOW_FRAME
    win.resize(smallest)
    qtbot.wait(50)
    for button in win.findChildren(QPushButton):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()


def test_asking_the_coach_keeps_the_review_on_an_800_pixel_screen(russian: None, qtbot: QtBot) -> None:
    # The progress bar and Cancel showed beside "Ask the coach", and with the seat box's "с картами игрока Робот
    # Вася" the window grew to 818 pixels: past the screen's edge, and it stayed so.
    import dataclasses

    from spades_desktop.gui.review import ReviewWindow

    from .test_review import played_hand

    _game, record = played_hand()
    names = ["Маша", "Робот Вася", "Дедушка", "Робот Петя"]
    record = dataclasses.replace(record, players=tuple(
        dataclasses.replace(player, name=name) for player, name in zip(record.players, names, strict=True)))
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win.resize(800, 560)
    win.show()
    qtbot.waitExposed(win)
    win.start_analysis()
    qtbot.wait(50)
    assert win.progress.isVisible() and win.cancel_button.isVisible() and not win.analyse_button.isVisible()
    assert win.width() <= 800
    qtbot.waitUntil(lambda: not win.analysing, timeout=60_000)
    qtbot.wait(50)
    assert win.analyse_button.isVisible() and not win.progress.isVisible()
    assert win.width() <= 800


def test_a_record_without_names_shows_the_seats_in_russian(russian: None, qtbot: QtBot) -> None:
    # A record that keeps no names labelled its hands with the engine's English "South", "West"...
    from spades_desktop.engine import Game
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.review.board import HandsBoard

    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.show_game(Game(RuleSet(), 3), [])
    assert [board.label_of(seat) for seat in range(4)] == ["Юг", "Запад", "Север", "Восток"]
    board.show_game(Game(RuleSet(), 3), ["Аня", "", "Вика", "Гоша"])
    assert [board.label_of(seat) for seat in range(4)] == ["Аня", "Запад", "Вика", "Гоша"]


def test_a_russian_reason_writes_its_decimals_with_a_comma(russian: None) -> None:
    # "мой расчёт 3.5 не превышает его явно": the bots write their figures as Python does; the window as Russian does
    keep = Message.of("I keep {bid}: my count of {count} does not clearly beat it", bid=Bid(4), count="3.5")
    assert message_text(keep) == "Я оставляю 4: мой расчёт 3,5 не превышает его явно"
    assert str(keep) == "I keep 4: my count of 3.5 does not clearly beat it", "the command line's English is as it was"


def test_the_coachs_points_in_russian_write_a_true_minus(qtbot: QtBot, russian: None) -> None:
    # the coach's list of choices said "2♥: -5" with a hyphen; the window writes scores with "−"
    from spades_desktop.ai.coach import Decision
    from spades_desktop.gui.review import ReviewWindow

    from .test_review import played_hand

    _game, record = played_hand()
    actions = record.hands[0].actions
    index = next(i for i, (seat, action) in enumerate(actions) if seat == 0 and isinstance(action, Play))
    chosen = actions[index][1]
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.decisions = {index: Decision(index, 0, chosen, ((chosen, -4.6),), 1, 20.0, Message.of("that card"))}
    win.go(index)
    text = win.info.toPlainText()
    assert ": \u22125" in text and ": -5" not in text, text


def test_a_game_played_in_english_as_you_is_reviewed_as_vy_in_russian(russian: None, qtbot: QtBot) -> None:
    """The review's seats and bids said "You" (the name the English game gave the only person) beside the coach's
    «Вы»; so did the running-totals charts of History and Statistics («You и Nora»)."""
    import dataclasses

    from spades_desktop.gui.review import ReviewWindow

    from .test_review import played_hand

    _game, record = played_hand()
    names = ["You", "Wes", "Nora", "Ethan"]
    record = dataclasses.replace(record, players=tuple(
        dataclasses.replace(player, name=name) for player, name in zip(record.players, names, strict=True)))
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win.go(8)
    assert win.board.label_of(0) == "Вы" and "You" not in win.info.toPlainText()
    assert win.coach_seats()["South"] == "Вы"


def test_history_s_chart_names_the_only_person_vy_in_russian(russian: None, qtbot: QtBot) -> None:
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.gui.history.window import HistoryWindow
    from spades_desktop.history import open_history

    from ..history.games import south_moves

    with open_history(history_path()) as history:
        history.store(south_moves(3, 1), now="2026-11-30T20:00:00")
    window = HistoryWindow()
    qtbot.addWidget(window)
    window.show()
    window.table.selectRow(0)
    assert window.chart.names and window.chart.names[0].startswith("Вы и "), window.chart.names

"""Large text (the application's font at 10 and 14 points), in English and Russian: what QA saw cut or crowded
(session 54). The Statistics charts' axis numbers stay whole inside the chart ("10000" showed as "1000" at its
right edge, "100%" and "−4000" were cut at its left, and the x axis's numbers ran into each other), the review
board's North label is not cut at the top, and the hand's summary keeps clear of the name plates and the hand."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.card_render import CardRenderer
from spades_desktop.gui.layouts import WINDOW_FRAME
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review.board import HandsBoard
from spades_desktop.gui.stats.charts import RunningTotalsChart, WinRateChart
from tests.history.games import play, preset_rules

from .conftest import play_to_hand_over, setup_for, start
from .test_panel_fit import _plate, _table_size, small_large_font  # noqa: F401 (a fixture)


@pytest.fixture(params=[10, 14], ids=lambda p: f"{p}pt")
def points(request: pytest.FixtureRequest) -> Iterator[int]:
    """The application's font at ``points`` (as a player's desktop sets it), the usual one after the test."""
    app = make_application()
    usual = QFont(app.font())
    large = QFont(usual)
    large.setPointSize(request.param)
    app.setFont(large)
    yield request.param
    app.setFont(usual)


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> str:
    if request.param == "ru":
        request.getfixturevalue("russian")
    return str(request.param)


def _texts_drawn(widget: WinRateChart | RunningTotalsChart,
                 monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRectF, str, float]]:
    """Each text the chart draws in a rectangle: (the rectangle, the text, its width in the painter's font)."""
    drawn: list[tuple[QRectF, str, float]] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            drawn.append((QRectF(args[0]), args[2], QFontMetricsF(painter.font()).horizontalAdvance(args[2])))
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    widget.grab()
    monkeypatch.undo()
    return drawn


def _charts(qtbot: QtBot) -> list[WinRateChart | RunningTotalsChart]:
    rng = random.Random(3)
    charts: list[WinRateChart | RunningTotalsChart] = []
    for games, width in ((10_000, 420), (10_000, 300), (1234, 300)):
        win = WinRateChart()
        win.set_results([rng.random() < 0.4 for _ in range(games)])
        win.resize(width, 240)
        charts.append(win)
    for hands, width in ((23, 420), (100, 300)):
        totals, a, b = [], 0, 0
        for _ in range(hands):
            a, b = a + rng.randint(-150, 130), b + rng.randint(-200, 120)
            totals.append((a, b))
        game = RunningTotalsChart()
        game.set_game(totals, ["Ann & Cy", "Bob & Di"], 500)
        game.resize(width, 240)
        charts.append(game)
    for chart in charts:
        qtbot.addWidget(chart)
    return charts


def test_every_axis_number_is_whole_inside_the_chart(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, points: int,
                                                    language: str) -> None:
    for chart in _charts(qtbot):
        drawn = _texts_drawn(chart, monkeypatch)
        area = chart.area()
        numbers = [(rect, text, width) for rect, text, width in drawn
                   if text.rstrip("%").lstrip("\u2212").replace(",", "").replace(".", "").isdigit()]
        below = sorted((rect for rect, _, _ in numbers if rect.top() >= area.bottom()), key=QRectF.left)
        assert len(below) >= 3 and len(numbers) - len(below) >= 3, [text for _, text, _ in numbers]
        for rect, text, width in numbers:
            where = (type(chart).__name__, chart.width(), text, rect, width)
            assert width <= rect.width() + 0.5, where  # drawText cuts a text wider than its rectangle
            assert rect.left() >= 0 and rect.right() <= chart.width(), where
        for left, right in itertools.pairwise(below):  # the x axis's numbers apart
            assert left.right() + 4 <= right.left(), (type(chart).__name__, chart.width(), left, right)
        last = max(int(text) for rect, text, _ in numbers if rect.top() >= area.bottom())
        assert last == chart.x_count() or chart.x_count() - last < chart.x_count() / 3, last


def _board_labels(board: HandsBoard, monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRectF, str, QFontMetricsF]]:
    drawn: list[tuple[QRectF, str, QFontMetricsF]] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            drawn.append((QRectF(args[0]), args[2], QFontMetricsF(painter.font())))
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    board.grab()
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", [(527, 374), (620, 440), (1100, 950)])
def test_the_review_board_s_labels_are_whole_and_above_their_hands(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, points: int, language: str, size: tuple[int, int]) -> None:
    """At 14 points North's label (name, bid, tricks) was drawn from 4 to 7 pixels above the board's top."""
    game = Game(RuleSet(), 21)
    bots = [make_player("easy", seat) for seat in range(4)]
    for _ in range(5):  # the bids and the first card
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.show_game(game, [])
    board.resize(*size)
    labels = _board_labels(board, monkeypatch)
    hands = board.fan_rects()
    assert len(labels) == 4 and sorted(hands) == [0, 1, 2, 3]
    for rect, text, metrics in labels:
        where = (size, text, rect)
        assert rect.top() >= 0 and rect.bottom() <= board.height(), where
        assert rect.height() + 0.5 >= metrics.height() and metrics.horizontalAdvance(text) <= rect.width() + 0.5, where
        assert not any(rect.intersects(card) for rects in hands.values() for _c, card in rects
                       if abs(card.center().x() - rect.center().x()) < 1), where  # not over its own hand
    rows = {seat: rects[0][1].united(rects[-1][1]) for seat, rects in hands.items()}
    assert all(QRectF(board.rect()).contains(box) for box in rows.values()), "every hand still on the board"


def test_a_six_player_review_s_labels_are_as_high_as_their_type(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                points: int) -> None:
    """Over the rows of hands the labels were 18 pixels high: the northern ones cut at 14 points (22 pixels)."""
    game = next(game for steps in range(8, 40) if len((game := play(preset_rules("cancellation"), 4,
                                                                    random.Random(4), stop_after=steps)).trick) == 5)
    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.show_game(game, ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"])
    board.resize(board.minimumSize())
    labels = _board_labels(board, monkeypatch)
    assert len(labels) == 6
    boxes = [rects[0][1].united(rects[-1][1]) for rects in board.card_rects().values()]
    for rect, text, metrics in labels:
        assert rect.top() >= 0 and rect.height() + 0.5 >= metrics.height(), (text, rect, metrics.height())
        assert not any(rect.intersects(box) for box in boxes), (text, rect)


@pytest.mark.parametrize("height", [512 - WINDOW_FRAME, 480, 440])
def test_in_russian_at_14_points_the_hand_s_summary_keeps_clear_of_the_plates(
        qtbot: QtBot, russian: None, small_large_font: MainWindow, height: int) -> None:  # noqa: F811
    """It opened in a corner against the player's own (South) name plate or North's, its Next hand button
    making it 202 pixels wide: clear of them by a few pixels now, its text a pixel under the plates' where that
    is what it takes. (The hand is played out: its place is free.)"""
    win = small_large_font
    start(qtbot, win, setup_for(seed=5))
    win.resize(911, height)
    qtbot.wait(50)
    play_to_hand_over(qtbot, win)
    view = win.table_view
    qtbot.waitUntil(view.summary_panel.isVisible)
    view.place_panels()
    g = view.summary_panel.geometry()
    plates = {seat: _plate(win, seat).adjusted(-2, -2, 2, 2) for seat in range(4)}
    gap = 4
    for seat, plate in plates.items():
        assert not g.adjusted(-gap, -gap, gap, gap).intersects(plate), (seat, g, plate, _table_size(win))
    assert view.viewport().rect().contains(g)
    plates_px = min(view.table.plate(seat)._fonts()[1].pixelSize() for seat in range(4))
    assert view.summary_panel.font().pixelSize() >= plates_px - 1, "as large as the plates' text, or a pixel under"
    for button in view.summary_panel.findChildren(QPushButton):
        assert not button.isVisible() or button.width() >= button.sizeHint().width(), button.text()

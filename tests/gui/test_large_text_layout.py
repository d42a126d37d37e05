"""Large text (the application's font at 10 and 14 points), in English and Russian: what QA saw cut or crowded
(session 54). The Statistics charts' axis numbers stay whole inside the chart ("10000" showed as "1000" at its
right edge, "100%" and "−4000" were cut at its left, and the x axis's numbers ran into each other), the review
board's North label is not cut at the top, and the hand's summary keeps clear of the name plates and the hand."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSize
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, RuleSet
from spades_desktop.gui import texts
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


LONG_NAMES = ["Margaret", "Alexander", "Christopher", "Elizabeth"]


@pytest.mark.parametrize("names", [[], ["You", "Wes", "Nora", "Ethan"], LONG_NAMES], ids=["seats", "short", "long"])
@pytest.mark.parametrize("size", [(527, 374), (537, 327), (620, 440), (800, 480), (1100, 950)])
def test_the_review_board_s_labels_are_whole_and_above_their_hands(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, points: int, language: str, size: tuple[int, int],
        names: list[str]) -> None:
    """At 14 points North's label (name, bid, tricks) was drawn from 4 to 7 pixels above the board's top. On
    1366 x 768 at 150 % (a board of 537 x 327) East's label "Ethan · – · 0" was painted over North's 9♠, and with
    long names West's was cut at both of the board's edges ("lexander"): each label now stays on the board, off
    every hand and every other label, its name shortened with "…" where there is no room, its bid and tricks
    whole."""
    game = Game(RuleSet(), 21)
    bots = [make_player("easy", seat) for seat in range(4)]
    for _ in range(5):  # the bids and the first card
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    board = HandsBoard(CardRenderer())
    qtbot.addWidget(board)
    board.show_game(game, names)
    board.resize(*size)
    labels = _board_labels(board, monkeypatch)
    hands = board.fan_rects()
    assert len(labels) == 4 and sorted(hands) == [0, 1, 2, 3]
    cards = [card for rects in hands.values() for _c, card in rects]
    inks = [QRectF(rect.center().x() - metrics.horizontalAdvance(text) / 2, rect.top(),
                   metrics.horizontalAdvance(text), rect.height()) for rect, text, metrics in labels]  # centred
    for (rect, text, metrics), ink in zip(labels, inks, strict=True):
        where = (size, text, rect)
        assert rect.top() >= 0 and rect.bottom() <= board.height(), where
        assert rect.height() + 0.5 >= metrics.height() and metrics.horizontalAdvance(text) <= rect.width() + 0.5, where
        assert ink.left() >= 0 and ink.right() <= board.width(), where
        assert not any(ink.intersects(card) for card in cards), where  # over no hand, its own or another's
        assert not any(ink.intersects(other) for other in inks if other != ink), where
    said = {seat: text for seat, _r, text in board.label_rects()}
    for seat in range(4):
        bid = game.bids[seat]
        tail = f"·  {texts.bid_text(bid) if bid is not None else '–'}  ·  {game.tricks[seat]}"
        assert said[seat].endswith(tail), (said[seat], tail)  # the bid and tricks whole
        name = board.label_of(seat)
        assert said[seat].startswith(name) or "…" in said[seat], said[seat]
    if size[0] >= 800:
        assert all(board.label_of(seat) in said[seat] for seat in range(4)), said  # room for the whole names
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


# ------------------------------------------------------------------ the Statistics charts at their least height
# A Russian family's QA at 14 points on 1366 x 768 at 150 %: in the win % chart's 160 pixels the title and a legend
# of two lines left a plot 36 pixels high, its six y numbers "0%" to "100%" on top of each other, and the latest
# game's title showed as «Счёт последней игры…».


def _least(chart: WinRateChart | RunningTotalsChart, width: int) -> QSize:
    """The least size a layout gives the chart ``width`` pixels wide (its title and legend wrapped for it)."""
    chart.resize(width, chart.height())
    return chart.minimumSizeHint().expandedTo(chart.minimumSize())


def _small_charts(qtbot: QtBot, language: str) -> list[WinRateChart | RunningTotalsChart]:
    """The Statistics window's two charts as QA saw them (one game; its totals), and a longer history."""
    one, forty = WinRateChart(), WinRateChart()
    one.set_results([False])
    rng = random.Random(3)
    forty.set_results([rng.random() < 0.4 for _ in range(40)])
    names = ["Бабушка и Маша", "Зоя и Вова"] if language == "ru" else ["Grandma & Masha", "Zoya & Vova"]
    heading = QCoreApplication.translate("StatsWindow", "Latest game, {0}: totals by hand").format(
        "07.12.2026" if language == "ru" else "2026-12-07")
    latest, rising = RunningTotalsChart(), RunningTotalsChart()
    latest.set_game([(-200, 55)], names, heading=heading)
    rising.set_game([(60 * n, -45 * n) for n in range(1, 12)], names, 500, heading=heading)
    charts: list[WinRateChart | RunningTotalsChart] = [one, forty, latest, rising]
    for chart in charts:
        qtbot.addWidget(chart)
    return charts


def _y_numbers(drawn: list[tuple[QRectF, str, float]], area: QRectF) -> list[QRectF]:
    return sorted((rect for rect, text, _ in drawn if rect.right() <= area.left() + 0.5
                   and text.rstrip("%").lstrip("\u2212").replace(",", "").replace(".", "").isdigit()),
                  key=QRectF.top)


@pytest.mark.parametrize("width", [323, 420])
@pytest.mark.parametrize("height", ["least", 240])
def test_the_y_axis_numbers_never_overlap(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, points: int,
                                          language: str, width: int, height: int | str) -> None:
    """The step between the y numbers is chosen from the plot's height and the type's line height."""
    for chart in _small_charts(qtbot, language):
        least = _least(chart, width).height()
        chart.resize(width, least if height == "least" else max(240, least))
        numbers = _y_numbers(_texts_drawn(chart, monkeypatch), chart.area())
        where = (type(chart).__name__, chart.size(), chart.area(), numbers)
        assert len(numbers) >= 2, where
        for upper, lower in itertools.pairwise(numbers):
            assert not upper.intersects(lower), where
            assert lower.top() - upper.top() >= chart.fontMetrics().height(), where


@pytest.mark.parametrize("width", [323, 420])
def test_at_its_least_height_a_chart_keeps_a_plot_with_room_for_three_y_numbers(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, points: int, language: str, width: int) -> None:
    """The least height grows with the type, the title and the legend: the plot keeps four lines of the type."""
    for chart in _small_charts(qtbot, language):
        chart.resize(width, _least(chart, width).height())
        area = chart.area()
        where = (type(chart).__name__, chart.size(), area)
        assert area.height() >= 4 * chart.fontMetrics().height(), where
        assert len(_y_numbers(_texts_drawn(chart, monkeypatch), area)) >= 3, where


@pytest.mark.parametrize("width", [323, 420])
def test_a_chart_s_title_is_whole_on_more_lines_above_the_plot(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                               points: int, language: str, width: int) -> None:
    """A title too long for one line is wrapped, not shortened; it, and the legend, end above the plot, and the
    end labels of the totals keep clear of it."""
    for chart in _small_charts(qtbot, language):
        chart.resize(width, _least(chart, width).height())
        drawn = _texts_drawn(chart, monkeypatch)
        area = chart.area()
        title = chart.heading if isinstance(chart, RunningTotalsChart) else chart.tr("Win % over time")
        heads = [(rect, text, advance) for rect, text, advance in drawn
                 if rect.bottom() <= area.top() + 0.5 and area.left() - 0.5 <= rect.left() < area.right()]
        lines = [text for _, text, _ in heads if text in title]
        where = (type(chart).__name__, chart.size(), [text for _, text, _ in drawn])
        assert " ".join(lines) == title and "…" not in "".join(lines), where
        for rect, text, advance in heads:
            assert advance <= rect.width() + 0.5 and rect.right() <= chart.width(), (text, rect, where)
        inks = [QRectF(rect.left(), rect.top(), advance, rect.height()) for rect, text, advance in heads
                if text in lines]
        ends = [rect for rect, _, _ in drawn if rect.left() > area.right()]
        assert not any(ink.intersects(end) for ink in inks for end in ends), where

"""The Statistics window's charts draw as much as their width shows, not a point per game (marathon QA: with
10,000 games the win % chart drew 20,000 points, each placed from its margins measured again, 0.7 s of CPU a
paint; the window took 8 s to open and 1–1.85 s of CPU a resize)."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath
from pytestqt.qtbot import QtBot

from spades_desktop.gui.stats.charts import ROLLING, RunningTotalsChart, WinRateChart, thin_line


def _results(games: int, seed: int = 7) -> list[bool]:
    rng = random.Random(seed)
    return [rng.random() < 0.5 for _ in range(games)]


def _paths_drawn(chart: WinRateChart, monkeypatch: pytest.MonkeyPatch) -> list[QPainterPath]:
    drawn: list[QPainterPath] = []
    draw = QPainter.drawPath

    def recording(painter: QPainter, path: QPainterPath) -> None:
        drawn.append(QPainterPath(path))
        draw(painter, path)

    monkeypatch.setattr(QPainter, "drawPath", recording)
    chart.grab()
    monkeypatch.undo()
    return drawn


def _win_chart(qtbot: QtBot, games: int, width: int = 600) -> WinRateChart:
    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.resize(width, 260)
    chart.set_results(_results(games))
    return chart


@pytest.mark.parametrize("games", [10_000, 40_000])
def test_the_win_chart_draws_a_few_points_a_pixel_column_not_one_a_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                        games: int) -> None:
    chart = _win_chart(qtbot, games)
    paths = _paths_drawn(chart, monkeypatch)
    columns = math.ceil(chart.area().width()) + 1
    drawn = sum(path.elementCount() for path in paths)  # both lines, in parts
    assert drawn <= 2 * 4 * columns + len(paths), (drawn, columns)
    assert max(path.elementCount() for path in paths) <= 4 * columns


def test_the_win_chart_measures_its_margins_a_few_times_a_paint_not_for_each_point(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    chart = _win_chart(qtbot, 10_000)
    calls = []
    margins = chart.margins

    def counting() -> tuple[float, float, float, float]:
        calls.append(1)
        return margins()

    monkeypatch.setattr(chart, "margins", counting)
    chart.grab()
    assert len(calls) <= 10
    calls.clear()
    chart.grab()  # again (the focus frame's redraw): the lines are kept, only drawn
    assert len(calls) <= 10


def test_the_thinned_win_line_keeps_its_shape(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every pixel column's lowest and highest point and the line's ends are those of the whole series."""
    chart = _win_chart(qtbot, 10_000)
    area = chart.area()
    recent, overall = chart.line_paths(area)
    every = chart.series()
    for parts, values in ((recent, every[1]), (overall, every[0])):
        full = [(chart.x_of(n, len(values), area), chart.y_of(v, 0, 100, area)) for n, v in enumerate(values, 1)]
        drawn = [(path.elementAt(i).x, path.elementAt(i).y) for path in parts for i in range(path.elementCount())]
        for before, after in itertools.pairwise(parts):  # each part begins where the one before it ends
            assert before.currentPosition() == QPointF(after.elementAt(0).x, after.elementAt(0).y)
        assert drawn[0] == pytest.approx(full[0]) and drawn[-1] == pytest.approx(full[-1])
        assert [x for x, _ in drawn] == sorted(x for x, _ in drawn)

        def spans(points: list[tuple[float, float]]) -> dict[int, float]:
            """Each pixel column's lowest and highest y, as keys column * 2 and column * 2 + 1."""
            out: dict[int, float] = {}
            for x, y in points:
                column = math.floor(x)
                out[2 * column] = min(out.get(2 * column, y), y)
                out[2 * column + 1] = max(out.get(2 * column + 1, y), y)
            return out

        assert spans(drawn) == pytest.approx(spans(full))


def test_a_short_history_draws_every_game_as_before(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    chart = _win_chart(qtbot, 12)
    area = chart.area()
    overall = chart.series()[0]
    recent_path, overall_path = _paths_drawn(chart, monkeypatch)
    assert recent_path.elementCount() == overall_path.elementCount() == 12
    drawn = [c for n in range(12) for c in (overall_path.elementAt(n).x, overall_path.elementAt(n).y)]
    assert drawn == pytest.approx([c for n, v in enumerate(overall, 1)
                                   for c in (chart.x_of(n, 12, area), chart.y_of(v, 0, 100, area))])


def test_new_results_or_a_new_size_draw_the_new_lines(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    chart = _win_chart(qtbot, 50)
    first = _paths_drawn(chart, monkeypatch)[1]
    chart.set_results([True] * 30)
    again = _paths_drawn(chart, monkeypatch)[1]
    assert again.elementCount() == 30 and again.boundingRect().height() == 0  # always 100 %
    chart.resize(400, 260)
    narrower = _paths_drawn(chart, monkeypatch)[1]
    assert narrower.boundingRect().right() < again.boundingRect().right() and first.elementCount() == 50


def test_the_series_agrees_with_counting_each_window_again(qapp: object) -> None:
    wins = _results(500, seed=3)
    chart = WinRateChart()
    chart.set_results(wins)
    overall, recent = chart.series()
    for n in range(1, len(wins) + 1):
        window = wins[max(0, n - ROLLING):n]
        assert overall[n - 1] == pytest.approx(100 * sum(wins[:n]) / n)
        assert recent[n - 1] == pytest.approx(100 * sum(window) / len(window))


def test_thin_line_keeps_four_points_a_column_at_most_in_their_order(qapp: object) -> None:
    xs = [0.1, 0.2, 0.5, 0.7, 0.9, 1.5, 2.1, 2.2]
    ys = [5.0, 1.0, 9.0, 4.0, 6.0, 3.0, 2.0, 8.0]
    assert [(p.x(), p.y()) for p in thin_line(xs, ys)] == [
        (0.1, 5.0), (0.2, 1.0), (0.5, 9.0), (0.9, 6.0), (1.5, 3.0), (2.1, 2.0), (2.2, 8.0)]
    assert thin_line([], []) == []
    assert thin_line([3.0], [4.0]) == [QPointF(3.0, 4.0)]


def test_the_running_totals_of_a_long_game_measure_their_margins_once_a_paint(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The latest game's chart placed each hand's point from its margins (the end labels measured) again."""
    rng = random.Random(1)
    totals, a, b = [], 0, 0
    for _ in range(300):
        a, b = a + rng.randint(-100, 120), b + rng.randint(-100, 120)
        totals.append((a, b))
    chart = RunningTotalsChart()
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    chart.set_game(totals, ["Ann & Cy", "Bob & Di"], 500)
    calls = []
    margins = chart.margins

    def counting() -> tuple[float, float, float, float]:
        calls.append(1)
        return margins()

    monkeypatch.setattr(chart, "margins", counting)
    lines: list[int] = []
    polyline = QPainter.drawPolyline

    def recording(painter: QPainter, points: list[QPointF]) -> None:
        lines.append(len(points))
        polyline(painter, points)

    monkeypatch.setattr(QPainter, "drawPolyline", recording)
    chart.grab()
    monkeypatch.undo()
    assert len(calls) <= 10
    columns = math.ceil(chart.area().width()) + 1
    assert len(lines) == 2 and all(n <= 4 * columns for n in lines)

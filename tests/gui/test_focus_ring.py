"""The focus ring of the widgets that paint themselves (a figure's tile, a chart, a scorepad row) is one ring, drawn
by ``focus_ring.paint_focus_ring``: each widget repeated the same painting, and a repaint on focus in and out that Qt
already does (the test checks that the ring still comes and goes without it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui import style
from spades_desktop.gui.focus_ring import paint_focus_ring
from spades_desktop.gui.scorepad import ROW_RING, ScorepadWidget
from spades_desktop.gui.stats.charts import RunningTotalsChart, WinRateChart
from spades_desktop.gui.stats.window import Tile

Made = tuple[QWidget, QWidget, QColor]  # the window to show, the widget with the ring, the ring's colour


def _tile() -> Made:
    host = QWidget()
    tile = Tile("Points a hand", host)
    tile.set("55.5", "2 hands")
    QVBoxLayout(host).addWidget(tile)
    host.resize(200, 120)
    return host, tile, QColor(style.theme().focus)


def _win_rate() -> Made:
    chart = WinRateChart()
    chart.set_results([True, False, True, True, False, True])
    chart.resize(420, 240)
    return chart, chart, QColor(style.theme().focus)


def _totals() -> Made:
    chart = RunningTotalsChart()
    chart.set_game([[0, 60, 130], [0, -40, 20]], ["Ann & Cy", "Bob & Di"], 500)
    chart.resize(420, 240)
    return chart, chart, QColor(style.theme().focus)


def _scorepad_row() -> Made:
    pad = ScorepadWidget()
    rules = RuleSet()
    hands = [HandEntry(tuple(parse_bid(b) for b in ("4", "2", "4", "2")), (8, 0, 5, 0))] * 2
    pad.set_game(rules, ["Ann", "Bob", "Cy", "Di"], "Standard")
    pad.set_hands(tally_match(rules, hands, 3).scores)
    pad.resize(330, 300)
    return pad, pad._row_texts[0], ROW_RING


class _Paints(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


@pytest.mark.parametrize("make", [_tile, _win_rate, _totals, _scorepad_row],
                         ids=["tile", "win_rate", "totals", "scorepad_row"])
def test_a_focused_widget_shows_the_one_ring_and_is_repainted_when_the_focus_comes_and_goes(
        qtbot: QtBot, make: Callable[[], Made]) -> None:
    window, widget, color = make()
    qtbot.addWidget(window)
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the charts are Tab stops only in the Statistics window
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.clearFocus()
    qtbot.waitUntil(lambda: not widget.hasFocus())
    plain = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    paints = _Paints(widget)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: paints.count > 0)  # the ring comes without anything else repainting the widget
    focused = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    expected = QImage(plain)
    painter = QPainter(expected)
    paint_focus_ring(widget, color, painter)
    painter.end()
    assert focused != plain, "the focus shows"
    assert focused == expected, "the ring, and nothing else, painted over the unfocused widget"
    assert focused.pixelColor(QPoint(widget.width() // 2, 1)) == color, "the ring's colour at its top"
    paints.count = 0
    widget.clearFocus()
    qtbot.waitUntil(lambda: paints.count > 0)  # and goes


@pytest.mark.parametrize(("make", "module"), [(_tile, "spades_desktop.gui.stats.window"),
                                              (_win_rate, "spades_desktop.gui.stats.charts"),
                                              (_scorepad_row, "spades_desktop.gui.scorepad")],
                         ids=["tile", "chart", "scorepad_row"])
def test_each_widget_paints_its_ring_through_the_one_helper(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, make: Callable[[], Made], module: str) -> None:
    # three copies of the same ring painting (a tile's, a chart's, a scorepad row's): a change to one missed others
    marker = QColor("#00ff00")
    calls: list[QColor] = []

    def spy(widget: QWidget, color: QColor | str, painter: QPainter | None = None) -> None:
        calls.append(QColor(color))
        paint_focus_ring(widget, marker, painter)

    monkeypatch.setattr(f"{module}.paint_focus_ring", spy, raising=False)
    window, widget, color = make()
    qtbot.addWidget(window)
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus)
    image = widget.grab().toImage()
    assert calls and calls[-1] == color, "the helper is asked for the widget's own colour"
    assert image.pixelColor(QPoint(widget.width() // 2, 1)) == marker, "what the helper paints is the ring"

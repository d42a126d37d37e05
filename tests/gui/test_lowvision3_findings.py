"""A low-vision player's findings (QA session 56): large fonts, 150 % and 200 % scale, small screens, both themes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.stats.window import StatsWindow

from .conftest import rgb
from .test_history_window import seed_history
from .test_table_polish import contrast


def inked_contrast(label: QLabel, ground: QColor) -> float:
    """The contrast of the pixel of ``label``'s place in its window's picture farthest from ``ground``: its text
    as it is drawn (a half-transparent ink shows as the mix)."""
    window = label.window()
    picture = window.grab(QRect(label.mapTo(window, QPoint(0, 0)), label.size())).toImage()
    return max(contrast(rgb(picture.pixelColor(x, y)), rgb(ground))
               for x in range(picture.width()) for y in range(picture.height()))


def test_every_statistics_detail_line_and_chart_label_is_readable(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, theme: style.Theme) -> None:
    # In high contrast the grey line under each figure ("0 won, 0 lost") was black on black; in the standard theme
    # 3.95:1 on the cream paper. The latest game's blue and red labels ("You & Nora: 40") were 4:1 on black.
    seed_history(12)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    win.resize(940, 600)
    win.show()
    qtbot.waitExposed(win)
    ground = win.palette().color(QPalette.ColorRole.Window)
    assert rgb(ground) == rgb(QColor(theme.paper))
    details = [tile.detail for tile in win.tiles.values() if tile.detail.text()]
    assert len(details) >= 5
    for detail in details:
        assert inked_contrast(detail, ground) >= 4.5, detail.text()

    pens: list[tuple[str, QColor]] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            pens.append((args[2], QColor(painter.pen().color())))
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    charts: list[QWidget] = [win.game_chart, win.win_chart]
    for chart in charts:
        chart.grab()
    monkeypatch.undo()
    labels = [(text, pen) for text, pen in pens if ": " in text]  # the end labels, "You & Nora: 40"
    assert len(labels) >= 2, pens
    for text, pen in pens:
        assert contrast(rgb(pen), rgb(ground)) >= 4.5, (text, pen.name())


def test_the_charts_light_side_colours_are_readable_on_the_game_over_panel() -> None:
    # The game-over panel writes its chart in light ink on its dark green in the standard theme, too.
    from spades_desktop.gui.stats.charts import LIGHT_SIDE_COLOURS, side_colour

    for n in range(len(LIGHT_SIDE_COLOURS)):
        for ground in ((8, 30, 19), (0, 0, 0)):
            assert contrast(rgb(side_colour(n, QColor("#ffffff"))), ground) >= 4.5

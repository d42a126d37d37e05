"""Two small charts drawn with QPainter (no chart library): win % over time, and a game's running totals.

Both draw axes with a few round values, scale to their size, and say so in
words when there is nothing to draw. Each says what it shows in words as its
accessible description (``summary``), kept in step with its data; a window
that makes a chart a Tab stop (``setFocusPolicy``) gets the theme's focus
frame drawn round it while it has the focus.

A line is drawn with at most four points a pixel column (``thin_line``), and the plot area is worked out once a
paint, so a chart of 10,000 games draws as fast as one of a few hundred (a paint took 0.7 s of CPU with a point
per game, each placed from the margins measured again; see docs/performance.md).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import style
from ..focus_ring import paint_focus_ring
from ..texts import count_of, decimal, minus

SIDE_COLOURS = ("#1f6fb4", "#c8322a", "#23773a", "#8a4fb0")  # on the paper: 4.9:1 or more (the green was 4.0)
LIGHT_SIDE_COLOURS = ("#5aa9ff", "#ff7b72", "#4fc95c", "#c79bf2")  # on black and the dark panel: 6.9:1 or more
ROLLING = 10  # games in the recent-form line
USUAL_LINE = 17.0  # a line of the usual type, in pixels: the margins below are for it
LEGEND_LINE = 20  # a line of the win % chart's legend, in pixels of the usual type
PART = 16  # segments in each part of a dense line, drawn one by one (see ``WinRateChart.line_paths``)
Y_GAP = 8  # pixels of the usual type between the y axis's widest number and the plot (6) and the chart's edge (2)
X_GAP = 12  # the least pixels of the usual type between two numbers of the x axis
DOT_ROOM = 2  # the fewest pixels a hand for a dot (5 pixels wide) on each hand's running total: closer, they make a bar
Y_SPACE = 1.25  # the least distance between two of the y axis's numbers, in lines of the chart's type
PLOT_LINES = 4  # the plot's least height, in lines of the chart's type: three y numbers (a chart's least height)
TITLE_LINE = 22  # the title's first line, in pixels of the usual type (a line more: the bold type's line height)
TITLE_LINES = 3  # the most lines a title is wrapped to before it is shortened with "…"


def side_colour(side: int, ink: QColor) -> QColor:
    """Side ``side``'s colour in a chart written in ``ink``: light where the ink is light (on the black of high
    contrast and on the game-over panel), where the paper's blue and red were 4:1 or less."""
    colours = LIGHT_SIDE_COLOURS if ink.lightnessF() > 0.5 else SIDE_COLOURS
    return QColor(colours[side % len(colours)])


def nice_step(span: float, lines: int = 5) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about ``lines`` grid lines over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / lines
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return float(factor * power)
    return float(10 * power)


def next_nice(step: int) -> int:
    """The round step after ``step`` (1, 2, 5, 10, 20, 50, ...)."""
    power = 10 ** math.floor(math.log10(step))
    return next(factor * power for factor in (2, 5, 10) if factor * power > step)


def wider_step(step: float) -> float:
    """The round step after ``step`` (0.5, 1, 2, 5, 10, 20, ...): ``next_nice`` for any step."""
    power = 10 ** math.floor(math.log10(step) + 1e-9)
    factor = round(step / power)
    return float(next((f for f in (2, 5) if f > factor), 10) * power)


def y_ticks(lo: float, hi: float, step: float | None = None) -> list[float]:
    """The y axis's round values from ``lo`` to ``hi``, ``step`` apart (by default ``nice_step``'s)."""
    step = step or nice_step(hi - lo)
    values, value = [], math.ceil(lo / step) * step
    while value <= hi + 1e-9:
        values.append(value)
        value += step
    return values


def axis_number(value: float) -> str:
    """A grid line's value as the window's language writes it ("−100", "2,5"), with no more decimals than it has."""
    digits = next((d for d in range(3) if abs(value - round(value, d)) < 1e-9), 3)
    return decimal(value, digits)


def thin_line(xs: Sequence[float], ys: Sequence[float]) -> list[QPointF]:
    """The points (``xs``, ``ys``; ``xs`` in increasing order) of a line, at most four in each pixel column: where
    more fall in one column, its first, lowest, highest and last, in their order. The line looks the same (it
    reaches the same heights in every column and joins the next column from the same point), and it costs as much
    to draw for 10,000 games as for the few hundred a chart has room for; with at most four points a column (a
    chart at least a quarter as wide as its number of games) every point is kept."""
    points: list[QPointF] = []
    start, total = 0, len(xs)
    while start < total:
        column = math.floor(xs[start])
        end = start + 1
        while end < total and math.floor(xs[end]) == column:
            end += 1
        if end - start <= 4:
            kept: Sequence[int] = range(start, end)
        else:
            part = ys[start:end]
            low, high = start + part.index(min(part)), start + part.index(max(part))
            kept = sorted({start, low, high, end - 1})
        points.extend(QPointF(xs[n], ys[n]) for n in kept)
        start = end
    return points


def _percent(value: float) -> str:
    """A whole percentage as the figures' tiles write it: "40%"."""
    return decimal(value, 0) + "%"


class _Plot(QWidget):
    """A plot area with margins, a y axis of round values and an x axis of counts."""

    LEFT, RIGHT, TOP, BOTTOM = 46, 14, 30, 28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._least_height = 0  # the least height last told to the layout (``resizeEvent``)

    def sizeHint(self) -> QSize:
        return QSize(420, max(220, _Plot.minimumSizeHint(self).height()))

    def minimumSizeHint(self) -> QSize:
        """260 pixels wide, and high enough for the title, the legend, the x axis's numbers and a plot of
        ``PLOT_LINES`` lines of the type (160 at the usual type): at 14 points a fixed 160 left a plot 36 pixels
        high under a title and a legend of two lines, the y axis's six numbers on top of each other (Russian QA).
        With nothing to draw (its words say so) 160: the Statistics window of a new player did not scroll."""
        if not self.x_count():
            return QSize(260, 160)
        _left, top, _right, bottom = self.margins()
        return QSize(260, max(160, math.ceil(top + bottom + PLOT_LINES * self.fontMetrics().height())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Another width may wrap the title or the legend otherwise: the layout is told of the new least height."""
        super().resizeEvent(event)
        least = self.minimumSizeHint().height()
        if least != self._least_height:
            self._least_height = least
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter)
        if self.hasFocus():  # a Tab stop (the Statistics window): the theme's focus ring, as its figures' tiles
            paint_focus_ring(self, style.theme().focus, painter)
        painter.end()

    def draw(self, painter: QPainter) -> None:
        """The chart itself (each kind its own)."""

    def type_size(self) -> float:
        """How much larger than usual the chart's type is (1 at most sizes): its margins grow with it. On the
        game-over panel of a big table the type is large, and the axes' numbers were cut in the usual margins."""
        return max(1.0, self.fontMetrics().height() / USUAL_LINE)

    def margins(self) -> tuple[float, float, float, float]:
        """Left, top, right and bottom of the plot area, for the type's size: the left as wide as the y axis's
        widest number ("100%", "−4000" were cut at the chart's left edge at 14 points), the top as high as the
        title's lines and what is under them (``head_height``)."""
        return self.left_margin(), self.head_height(), float(self.right_margin()), self.BOTTOM * self.type_size()

    def left_margin(self) -> float:
        """Room left of the plot for the y axis's widest number (at whatever step, ``y_labels``)."""
        k = self.type_size()
        metrics = self.fontMetrics()
        numbers = max((metrics.horizontalAdvance(text) for text in self.y_labels()), default=0)
        return max(self.LEFT * k, numbers + Y_GAP * k)

    def head_height(self) -> float:
        """Room above the plot: the title on one line (``TOP``), and a line more for each line it is wrapped to."""
        return self.TOP * self.type_size() + (len(self.title_lines()) - 1) * self._title_line()

    def title_text(self) -> str:
        """The chart's title (each kind its own)."""
        return ""

    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _title_line(self) -> float:
        return QFontMetricsF(self.title_font()).height()

    def title_lines(self) -> list[str]:
        """The title in lines as wide as the chart right of the left margin: one where it fits, else wrapped
        between words, at most ``TITLE_LINES`` lines, the last one shortened with "…" only where even they are
        too few (in Russian at 14 points «Счёт последней игры, 07.12.2026» was «Счёт последней игры…»)."""
        text = self.title_text()
        metrics = QFontMetricsF(self.title_font())
        width = self.width() - self.left_margin() - 4
        if metrics.horizontalAdvance(text) <= width:
            return [text]
        lines: list[str] = []
        for word in text.split(" "):
            if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if len(lines) > TITLE_LINES:
            lines = [*lines[:TITLE_LINES - 1], " ".join(lines[TITLE_LINES - 1:])]
        return [line if metrics.horizontalAdvance(line) <= width else
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(0.0, width)) for line in lines]

    def title_bottom(self) -> float:
        """Where the title's last line ends."""
        return 2 + TITLE_LINE * self.type_size() + (len(self.title_lines()) - 1) * self._title_line()

    def right_margin(self) -> int:
        """Room right of the plot: at least half the x axis's widest number, centred under the plot's right end
        (a long history's "10000" was cut to "1000" at the chart's right edge)."""
        widest = self.fontMetrics().horizontalAdvance(str(self.x_count())) if self.x_count() else 0
        return max(round(self.RIGHT * self.type_size()), math.ceil(widest / 2) + 2)

    def x_count(self) -> int:
        """The x axis's last count (0: no x axis)."""
        return 0

    def y_range(self) -> tuple[float, float, str] | None:
        """The y axis's lowest and highest values and its numbers' suffix ("%"); None: no axis drawn."""
        return None

    def y_labels(self) -> list[str]:
        """The y axis's numbers as drawn (``axes``) at any plot height: at each step from ``nice_step``'s to one as
        long as the axis (a lower plot draws fewer, ``y_step``), so that the left margin does not depend on the
        plot's height."""
        y_range = self.y_range()
        if y_range is None:
            return []
        lo, hi, suffix = y_range
        values, step = set(y_ticks(lo, hi)), nice_step(hi - lo)
        while step < hi - lo:
            step = wider_step(step)
            values.update(y_ticks(lo, hi, step))
        return [axis_number(value) + suffix for value in sorted(values)]

    def y_step(self, lo: float, hi: float, height: float) -> float:
        """The step between the y axis's numbers: about five of them (``nice_step``), fewer where they would be
        closer than ``Y_SPACE`` lines of the type over a plot ``height`` pixels high (at 14 points "0%" to "100%"
        were drawn on top of each other in a plot 36 pixels high)."""
        step = nice_step(hi - lo)
        least = self.fontMetrics().height() * Y_SPACE
        while step < hi - lo and height * step / (hi - lo) < least:
            step = wider_step(step)
        return step

    def x_step(self, count: int, width: float) -> int:
        """The step between the x axis's numbers: about six of them, fewer where their numbers would run into
        each other across ``width`` pixels ("2000400060008000" at 14 points)."""
        step = max(1, int(nice_step(count, 6)))
        if not count:
            return step
        room = self.fontMetrics().horizontalAdvance(str(count)) + X_GAP * self.type_size()
        while step < count and width * step / count < room:
            step = next_nice(step)
        return step

    def area(self) -> QRectF:
        left, top, right, bottom = self.margins()
        return QRectF(left, top, max(10, self.width() - left - right), max(10, self.height() - top - bottom))

    def empty(self, painter: QPainter, text: str) -> None:
        painter.setPen(self.palette().placeholderText().color())
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)

    def title(self, painter: QPainter) -> None:
        """The title (``title_lines``) above the plot, from the plot's left."""
        painter.setFont(self.title_font())
        painter.setPen(self.palette().windowText().color())
        left = self.left_margin()
        width = max(0.0, self.width() - left - 4)
        line = self._title_line()
        for n, text in enumerate(self.title_lines()):
            painter.drawText(QRectF(left, 2 + n * line, width, TITLE_LINE * self.type_size()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.setFont(self.font())

    def axes(self, painter: QPainter, lo: float, hi: float, count: int, suffix: str = "",
             area: QRectF | None = None) -> None:
        """Grid lines at round y values from ``lo`` to ``hi``, and x labels 1 ... ``count``; ``area`` is the plot
        area when the caller has it already."""
        area = area or self.area()
        text = self.palette().windowText().color()
        grid = QColor(text)
        grid.setAlpha(40)
        k, line = self.type_size(), float(painter.fontMetrics().height())
        metrics = painter.fontMetrics()
        for value in y_ticks(lo, hi, self.y_step(lo, hi, area.height())):
            y = self.y_of(value, lo, hi, area)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            label = axis_number(value) + suffix
            width = metrics.horizontalAdvance(label) + 2
            right = area.left() - (Y_GAP - 2) * k  # as ``margins`` leaves room: the number whole, never cut
            painter.drawText(QRectF(max(0.0, right - width), y - line / 2, width, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        for n in range(0, count + 1, self.x_step(count, area.width())):
            x = self.x_of(n, count, area)
            width = metrics.horizontalAdvance(str(n)) + 2
            left = min(max(0.0, x - width / 2), self.width() - width)  # inside the chart, whatever its margins
            painter.drawText(QRectF(left, area.bottom() + 4 * k, width, line), Qt.AlignmentFlag.AlignHCenter,
                             str(n))

    def x_of(self, n: float, count: int, area: QRectF | None = None) -> float:
        """Where the ``n``-th of ``count`` lies across the plot area (``area``: the plot area when the caller has it
        already; working it out measures the margins' fonts, too much to do for each of many points)."""
        area = area or self.area()
        return area.left() + area.width() * (n / count if count else 0)

    def y_of(self, value: float, lo: float, hi: float, area: QRectF | None = None) -> float:
        area = area or self.area()
        return area.bottom() - area.height() * ((value - lo) / (hi - lo) if hi > lo else 0.5)


class WinRateChart(_Plot):
    """Win % after each finished game (all games so far), and over the last ``ROLLING`` games."""

    TOP = 48  # the title, then the legend

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wins: list[bool] = []
        self._series: tuple[list[bool], list[float], list[float]] | None = None  # (of wins, overall, recent)
        self._lines: tuple[tuple[float, ...], list[list[QPainterPath]]] | None = None  # (for the area, lines)
        self._layer: tuple[tuple[float, ...], QImage] | None = None  # (for the area and pixels, the recent line)
        self.setAccessibleName(self.tr("Win percentage over time"))
        self.setAccessibleDescription(self.summary())

    def set_results(self, wins: Sequence[bool]) -> None:
        self.wins = [bool(w) for w in wins]
        self._series = self._lines = None
        self.updateGeometry()  # the y axis's numbers come or go: another left margin, maybe another title
        # the lines in words for a screen reader, which had only the chart's name (Orca QA)
        self.setAccessibleDescription(self.summary())
        self.update()

    def summary(self) -> str:
        """Where the lines end, in words: "After 25 games: 40% won overall, 60% over the last 10." (the two lines
        are one until there are more than ``ROLLING`` games)."""
        if not self.wins:
            return self.tr("No finished games yet")
        overall, recent = self.series()
        games = count_of(len(self.wins), self.tr("game|games"))
        if len(self.wins) <= ROLLING:
            return self.tr("After {games}: {overall} won.").format(games=games, overall=_percent(overall[-1]))
        return self.tr("After {games}: {overall} won overall, {recent} over the last {rolling}.").format(
            games=games, overall=_percent(overall[-1]), recent=_percent(recent[-1]), rolling=ROLLING)

    def x_count(self) -> int:
        return len(self.wins)

    def y_range(self) -> tuple[float, float, str] | None:
        return (0, 100, "%") if self.wins else None

    def series(self) -> tuple[list[float], list[float]]:
        """(win % of all games so far, win % of the last ROLLING games) after each game; worked out once for
        the results (the summary and the paints use them)."""
        if self._series is None or self._series[0] is not self.wins:
            wins = self.wins
            overall, recent = [], []
            won_by: list[int] = []  # games won in the first 1, 2, ... games
            won = 0
            for n, w in enumerate(wins, start=1):
                won += w
                overall.append(100.0 * won / n)
                recent.append(100.0 * (won - (won_by[n - ROLLING - 1] if n > ROLLING else 0)) / min(n, ROLLING))
                won_by.append(won)
            self._series = (wins, overall, recent)
            self._lines = None
        return list(self._series[1]), list(self._series[2])

    def title_text(self) -> str:
        return self.tr("Win % over time")

    def draw(self, painter: QPainter) -> None:
        self.title(painter)
        if not self.wins:
            self.empty(painter, self.tr("No finished games yet"))
            return
        count = len(self.wins)
        area = self.area()  # once: each point's place from the margins again cost 0.7 s for 10,000 games
        self.axes(painter, 0, 100, count, "%", area)
        recent_colour = side_colour(1, self.palette().windowText().color())
        recent_colour.setAlpha(150)
        pens = ((recent_colour, 1.5), (side_colour(0, self.palette().windowText().color()), 2.5))
        for parts, (colour, width) in zip(self.line_paths(area), pens, strict=True):
            if len(parts) > 1 and colour.alpha() < 255:
                self._draw_layer(painter, area, parts, colour, width)
                continue
            painter.setPen(QPen(colour, width))
            for part in parts:
                painter.drawPath(part)
            if count == 1:
                painter.drawEllipse(parts[0].currentPosition(), 3, 3)
        colours = (side_colour(0, self.palette().windowText().color()), recent_colour)
        for line, items in enumerate(self.legend_lines()):
            self._legend(painter, [(colours[n], text) for n, text in items], line)

    def line_paths(self, area: QRectF) -> list[list[QPainterPath]]:
        """The recent and the overall lines in the plot area ``area``, at most four points a pixel column
        (``thin_line``); kept until the results or the area change, so that a paint again (the focus frame's, on
        Tab in and out) only draws them. A line with more points than the area has pixel columns comes in parts
        of ``PART`` segments: Qt's stroke of one long zigzag (the last 10 games' line over thousands of games)
        costs far more than that of its parts (160 against 18 ms of CPU for 10,000 games)."""
        key = (area.left(), area.top(), area.width(), area.height())
        if self._lines is None or self._lines[0] != key or self._series is None or self._series[0] is not self.wins:
            overall, recent = self.series()
            count = len(overall)
            left, width, bottom, height = area.left(), area.width(), area.bottom(), area.height()
            xs = [left + width * (n / count) for n in range(1, count + 1)]  # as x_of and y_of, without a call each
            lines = []
            for values in (recent, overall):
                points = thin_line(xs, [bottom - height * (value / 100) for value in values])
                step = PART if len(points) > area.width() else len(points)
                parts = []
                for start in range(0, max(1, len(points) - 1), step):
                    path = QPainterPath(points[start])
                    for point in points[start + 1:start + step + 1]:
                        path.lineTo(point)
                    parts.append(path)
                lines.append(parts)
            self._lines = (key, lines)
            self._layer = None
        return self._lines[1]

    def _draw_layer(self, painter: QPainter, area: QRectF, parts: list[QPainterPath], colour: QColor,
                    width: float) -> None:
        """A translucent line in parts, drawn opaque on a layer of its own that is then laid on at the colour's
        opacity: drawn straight, the parts' joins were darker dots where their ends overlap. The layer is kept
        with the lines (a paint again only lays it on)."""
        ratio = painter.device().devicePixelRatioF()
        key = (area.left(), area.top(), area.width(), area.height(), ratio, colour.rgba(), width)
        if self._layer is None or self._layer[0] != key:
            size = area.adjusted(-width, -width, width, width).toAlignedRect().bottomRight()
            layer = QImage(math.ceil((size.x() + 1) * ratio), math.ceil((size.y() + 1) * ratio),
                           QImage.Format.Format_ARGB32_Premultiplied)
            layer.setDevicePixelRatio(ratio)
            layer.fill(Qt.GlobalColor.transparent)
            opaque = QColor(colour)
            opaque.setAlpha(255)
            drawing = QPainter(layer)
            drawing.setRenderHint(QPainter.RenderHint.Antialiasing)
            drawing.setPen(QPen(opaque, width))
            for part in parts:
                drawing.drawPath(part)
            drawing.end()
            self._layer = (key, layer)
        painter.save()
        painter.setOpacity(colour.alphaF())
        painter.drawImage(QPointF(0, 0), self._layer[1])
        painter.restore()

    def legend_texts(self) -> list[str]:
        return [self.tr("all games"), self.tr("last {0} games").format(ROLLING)]

    def legend_lines(self) -> list[list[tuple[int, str]]]:
        """The legend's items (their numbers and texts) on one line under the title, or each on a line of its own
        where the chart is too narrow for one: in Russian at 14 points «последние 10 игр» was cut at the chart's
        edge («последни»)."""
        k, metrics = self.type_size(), self.fontMetrics()
        texts = self.legend_texts()
        width = self.left_margin() + sum(22 * k + metrics.horizontalAdvance(text) for text in texts)
        width += 18 * k * (len(texts) - 1)
        return [list(enumerate(texts))] if width <= self.width() else [[(n, text)] for n, text in enumerate(texts)]

    def head_height(self) -> float:
        """The title's lines, then the legend's (``TOP`` has room for one of each)."""
        return super().head_height() + (len(self.legend_lines()) - 1) * LEGEND_LINE * self.type_size()

    def _legend(self, painter: QPainter, items: list[tuple[QColor, str]], line: int = 0) -> None:
        """A line of legend under the title (``line`` 0; 1 under it): a short stroke of each colour and its
        meaning."""
        k = self.type_size()
        x = self.left_margin()
        y = self.title_bottom() + (9 + LEGEND_LINE * line) * k  # under the title's last line
        metrics = painter.fontMetrics()
        for colour, text in items:
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(x, y), QPointF(x + 16 * k, y))
            x += 22 * k
            width = metrics.horizontalAdvance(text)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(x, y - 9 * k, width + 2, 18 * k), Qt.AlignmentFlag.AlignVCenter, text)
            x += width + 18 * k


class RunningTotalsChart(_Plot):
    """Each side's total after each hand of one game, with the target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.totals: list[tuple[int, ...]] = []
        self.names: list[str] = []
        self.target: int | None = None
        self.heading = ""
        self.about = ""
        self.label_room: tuple[int, int] | None = None  # see minimumSizeHint
        self.label_share = 2 / 5  # the most of the width the end labels take (``right_margin``)
        self.setAccessibleName(self.tr("Running totals by hand"))
        self.setAccessibleDescription(self.summary())

    def set_game(self, totals: Sequence[Sequence[int]], names: Sequence[str], target: int | None = None,
                 heading: str = "", about: str = "") -> None:
        """Draw ``totals`` (each side's total after each hand) for sides called ``names``; ``heading`` replaces
        the title; ``about`` (a sentence: which game it is) goes before the totals in the accessible description."""
        self.totals = [tuple(t) for t in totals]
        self.names = list(names)
        self.target = target
        self.heading = heading
        self.about = about
        # A narrow chart shortens the end labels ("Ann & No… 3: -166"): the whole names and totals on hover,
        # and for a screen reader (``summary``).
        self.setToolTip("\n".join(self.labels()))
        self.setAccessibleDescription(self.summary())
        self.updateGeometry()
        self.update()

    def summary(self) -> str:
        """The game and where its lines end, in words: "Latest game, 2026-12-06, Standard, unfinished. After 7
        hands: Ann & Cy 283, Bob & Di 70." A screen reader had only the totals, not which game nor how far."""
        if not self.totals:
            said = self.tr("No hands scored yet")
        else:
            totals = ", ".join(self.tr("{side} {total}").format(side=self.side_name(side), total=minus(total))
                               for side, total in enumerate(self.totals[-1]))
            said = self.tr("After {hands}: {totals}.").format(
                hands=count_of(len(self.totals), self.tr("hand|hands")), totals=totals)
        return f"{self.about} {said}" if self.about else said

    def side_name(self, side: int) -> str:
        return self.names[side] if side < len(self.names) else str(side + 1)

    def labels(self) -> list[str]:
        if not self.totals:
            return []
        return [f"{self.side_name(side)}: {minus(total)}" for side, total in enumerate(self.totals[-1])]

    def right_margin(self) -> int:
        """Room for the end labels (each side's name and total) right of the lines, up to ``label_share`` of the
        width (40 %); labels wrapped to that room (``label_lines``) take no more than their widest line."""
        labels = self.labels()
        if not labels:
            return super().right_margin()
        metrics = self.fontMetrics()
        most = int(self.width() * self.label_share)
        widest = max(metrics.horizontalAdvance(label) for label in labels)
        if widest + 16 > most:  # the lines are drawn from 8 pixels right of the plot and 2 short of the edge
            widest = max(metrics.horizontalAdvance(line) for label in labels for line in self.label_lines(
                label, most - 10))
        return max(min(widest + 16, most), super().right_margin())

    def width_for_labels(self, plot: int = 260) -> int:
        """The width that draws the end labels whole beside a plot ``plot`` pixels wide."""
        widths = [self.fontMetrics().horizontalAdvance(label) for label in self.labels()]
        return round(self.margins()[0] + plot * self.type_size()) + max(widths, default=0) + 16

    def minimumSizeHint(self) -> QSize:
        """With ``label_room`` (least, most), as wide as the end labels need in the font of the moment."""
        hint = super().minimumSizeHint()
        if self.label_room is None:
            return hint
        least, most = self.label_room
        return QSize(max(least, min(self.width_for_labels(), most)), hint.height())

    def x_count(self) -> int:
        return len(self.totals)

    def y_range(self) -> tuple[float, float, str] | None:
        return (*self.bounds(), "") if self.totals else None

    def bounds(self) -> tuple[float, float]:
        """The lowest and highest values of the y axis: every total, zero and the target, with a little room."""
        values = [v for row in self.totals for v in row] + [0]
        if self.target:
            values.append(self.target)
        pad = max(20.0, (max(values) - min(values)) * 0.05)
        return min(values) - (pad if min(values) < 0 else 0), max(values) + pad

    def label_lines(self, label: str, room: int) -> list[str]:
        """``label`` in lines at most ``room`` pixels wide, rather than cut in the middle, where "Робот …тя: 98" and
        "Маша и…: −120" no longer told the sides apart: one line when it fits, else a line a player (broken before
        «и» or "&"), else broken between words (a word of one letter kept with the next). At most three lines; a
        word wider than the room is shortened at its end."""
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(label) <= room:
            return [label]
        tokens = label.split(" ")
        for n in range(1, len(tokens) - 1):  # a line a player: "Робот Вася" / "и Робот Петя: 98"
            lines = [" ".join(tokens[:n]), " ".join(tokens[n:])]
            if len(tokens[n]) == 1 and all(metrics.horizontalAdvance(line) <= room for line in lines):
                return lines
        words: list[str] = []
        for token in tokens:
            if words and len(words[-1]) == 1:
                words[-1] += " " + token  # "и Робот"
            else:
                words.append(token)
        lines: list[str] = []
        for word in words:
            if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
                lines[-1] += " " + word
            else:
                lines.append(word)
        if len(lines) > 3:
            lines = [*lines[:2], " ".join(lines[2:])]
        mode = Qt.TextElideMode
        return [line if metrics.horizontalAdvance(line) <= room else
                metrics.elidedText(line, mode.ElideMiddle if n == 2 else mode.ElideRight, room)
                for n, line in enumerate(lines)]

    def label_places(self) -> list[tuple[int, float, list[str]]]:
        """Each side's end label right of its line: (side, top, lines), moved apart so that close totals stay
        readable, below the title where it reaches over them (a total near the top drew its label over a long
        title), and up where the lowest would leave the chart."""
        if not self.totals:
            return []
        lo, hi = self.bounds()
        gap = float(self.fontMetrics().height())
        area = self.area()
        room = int(self.width() - area.right() - 10)
        labels = self.labels()
        ends = sorted((self.y_of(total, lo, hi, area), side) for side, total in enumerate(self.totals[-1]))
        places: list[tuple[int, float, list[str]]] = []
        metrics = QFontMetricsF(self.title_font())
        title_end = self.left_margin() + max(metrics.horizontalAdvance(line) for line in self.title_lines())
        bottom = self.title_bottom() if title_end > area.right() + 8 else -math.inf
        for y, side in ends:
            lines = self.label_lines(labels[side], room)
            top = max(y - len(lines) * gap / 2, bottom)
            places.append((side, top, lines))
            bottom = top + len(lines) * gap
        up = max(0.0, bottom - self.height())
        return [(side, top - up, lines) for side, top, lines in places]

    def title_text(self) -> str:
        return self.heading or self.tr("Running totals by hand")

    def draw(self, painter: QPainter) -> None:
        self.title(painter)
        if not self.totals:
            self.empty(painter, self.tr("No hands scored yet"))
            return
        sides = len(self.totals[0])
        lo, hi = self.bounds()
        count = len(self.totals)
        area = self.area()  # once a paint: it measures the end labels
        self.axes(painter, lo, hi, count, area=area)
        text = self.palette().windowText().color()
        if self.target:
            pen = QPen(text, 1, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            y = self.y_of(self.target, lo, hi, area)
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        xs = [self.x_of(n, count, area) for n in range(count + 1)]
        dots = area.width() >= DOT_ROOM * count  # a dot a hand while they stay apart; else they made a bar
        for side in range(sides):
            colour = side_colour(side, text)
            ys = [self.y_of(0, lo, hi, area)] + [self.y_of(row[side], lo, hi, area) for row in self.totals]
            points = thin_line(xs, ys)
            painter.setPen(QPen(colour, 2.5))
            painter.drawPolyline(points)
            if dots:
                painter.setBrush(colour)
                for p in points[1:]:
                    painter.drawEllipse(p, 2.5, 2.5)
                painter.setBrush(Qt.BrushStyle.NoBrush)
        gap = float(painter.fontMetrics().height())
        x = area.right() + 8
        for side, top, lines in self.label_places():
            painter.setPen(side_colour(side, text))
            for n, line in enumerate(lines):
                painter.drawText(QRectF(x, top + n * gap, self.width() - x, gap),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)

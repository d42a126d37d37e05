"""The focus ring of the widgets that paint themselves (a figure's tile and a chart in the Statistics window, a hand's
row in the scorepad): a rounded line 2 pixels wide just inside the widget's edge, in the theme's focus colour or
the widget's own. Qt's style draws no ring on them; Qt repaints them whole when the focus comes or goes (as it does
any widget that takes the focus), so their ``paintEvent`` need only paint the ring while they have it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

RING_WIDTH = 2
RING_RADIUS = 3


def paint_focus_ring(widget: QWidget, color: QColor | str, painter: QPainter | None = None) -> None:
    """Paint ``widget``'s focus ring in ``color`` with ``painter`` (left as it was), or with a painter of its own
    when none is given: from ``paintEvent``, after what the widget paints, while it has the focus."""
    own = painter is None
    if painter is None:
        painter = QPainter(widget)
    else:
        painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(color), RING_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = RING_WIDTH / 2
    painter.drawRoundedRect(QRectF(widget.rect()).adjusted(inset, inset, -inset, -inset), RING_RADIUS, RING_RADIUS)
    if own:
        painter.end()
    else:
        painter.restore()

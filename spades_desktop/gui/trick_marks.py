"""Marks over the trick for ``players.cancellation`` (six players, two decks).

Which cards are cancelled: ``cancellation.cancelled_plays``.
- ``CancelMark``: a child of a card item in the trick: a red cross over the
  card and a short "cancelled" tag near its top (the upper row of the
  six-seat trick shows only its top).
- ``TrickNote``: a label over the middle of the table ("Dead trick: nobody
  wins it") while a dead trick pauses before it is swept aside.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .cancellation import cancelled_pairs, cancelled_plays

__all__ = ["CancelMark", "TrickNote", "cancelled_pairs", "cancelled_plays", "cancelled_word"]

def cancelled_word() -> str:
    return QCoreApplication.translate("TrickMarks", "cancelled")


class CancelMark(QGraphicsItem):
    """A red cross and a "cancelled" tag over a card (a child of its ``CardItem``, so it moves with it)."""

    def __init__(self, parent: QGraphicsItem, width: float, height: float) -> None:
        super().__init__(parent)
        self._w, self._h = width, height
        self.text = cancelled_word()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 2, self._w + 4, self._h + 4)

    def tag_rect(self) -> QRectF:
        """The tag's box (item coordinates): across the card's upper part, under the corner index."""
        h = max(12.0, self._w * 0.2)
        return QRectF(-self._w * 0.46, -self._h / 2 + self._h * 0.27, self._w * 0.92, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = w * 0.065
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(25, 20, 20, 95))  # dimmed: it can no longer win the trick
        painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), radius, radius)
        pen = QPen(QColor(200, 40, 35, 210), max(2.0, w * 0.045))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        inset = w * 0.14
        painter.drawLine(QLineF(-w / 2 + inset, -h / 2 + inset, w / 2 - inset, h / 2 - inset))
        painter.drawLine(QLineF(w / 2 - inset, -h / 2 + inset, -w / 2 + inset, h / 2 - inset))
        tag = self.tag_rect()
        path = QPainterPath()
        path.addRoundedRect(tag, tag.height() / 2, tag.height() / 2)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 1))
        painter.setBrush(QColor(178, 34, 30, 240))
        painter.drawPath(path)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(tag.height() * 0.62)))
        fm = QFontMetricsF(font)
        room = tag.width() - tag.height() * 0.5
        if fm.horizontalAdvance(self.text) > room > 0:
            font.setPixelSize(max(7, int(font.pixelSize() * room / fm.horizontalAdvance(self.text))))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(tag, int(Qt.AlignmentFlag.AlignCenter), self.text)


class TrickNote(QGraphicsItem):
    """A rounded label centred on a point of the table (the dead trick's "nobody wins it")."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._px = 14.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(400)
        self.hide()

    def _font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self._px)))
        return font

    def show_text(self, text: str, x: float, y: float, px: float) -> None:
        if self.isVisible() and (self.text, self._px, self.x(), self.y()) == (text, px, x, y):
            return  # shown as asked already (the table asks after every move)
        self.prepareGeometryChange()
        self.text, self._px = text, px
        self.setPos(x, y)
        self.show()

    def boundingRect(self) -> QRectF:
        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self.text) + self._px * 1.6
        h = fm.height() + self._px * 0.8
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 106, 230), 1.5))
        painter.setBrush(QColor(20, 24, 22, 225))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.height() / 2, rect.height() / 2)
        painter.setFont(self._font())
        painter.setPen(QColor("#fff4d6"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.text)

"""Graphics items of the table: a card (drawn from the renderer's cached pixmaps) and a seat's name plate.

Card items handle their own mouse presses, moves and releases: a drag moves
the item itself inside the scene (no ``QDrag``, which does nothing without a
window system), and what a click or a drop means is decided by a handler the
scene installs (see ``table_scene.HandInput``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import Card
from . import style
from .card_render import CardRenderer
from .layout import PLATE_LINE2, Rect

CardKey = tuple[str, int, int]  # ("c", card index, 0) for known cards, ("b", seat, i) for backs


class CardHandler(Protocol):
    """What the scene does with a card's mouse input."""

    def card_pressed(self, item: CardItem, pos: QPointF) -> bool: ...

    def card_moved(self, item: CardItem, pos: QPointF) -> None: ...

    def card_released(self, item: CardItem, pos: QPointF) -> None: ...

    def card_double_clicked(self, item: CardItem) -> None: ...

    def card_hovered(self, item: CardItem, inside: bool) -> None: ...


_SHADOWS: dict[tuple[int, int, float], tuple[QPixmap, float]] = {}


def _shadow(width: float, height: float, dpr: float) -> tuple[QPixmap, float]:
    """A soft shadow for a card of this size (cached: painting it per frame was the slowest part)."""
    key = (round(width), round(height), round(dpr, 2))
    found = _SHADOWS.get(key)
    if found is not None:
        return found
    pad = width * 0.054
    w, h = width + 2 * pad, height + 2 * pad
    pixmap = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.065
    card = QRectF(pad, pad, width, height)
    for i in range(3):  # a few widening translucent outlines
        grow = width * (0.012 + 0.014 * i)
        painter.setBrush(QColor(0, 0, 0, 34 - 9 * i))
        painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
    painter.end()
    if len(_SHADOWS) > 64:
        _SHADOWS.clear()
    _SHADOWS[key] = (pixmap, pad)
    return pixmap, pad


class CardItem(QGraphicsObject):
    """One card on the table; ``card`` None is a face-down card nobody here may see."""

    SHADOW = 0.06  # of the card width

    def __init__(self, renderer: CardRenderer, key: CardKey, card: Card | None, width: float, height: float) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self._renderer = renderer
        self._w = width
        self._h = height
        self.dimmed = False
        self.marked = False  # selected / keyboard focus: a gold outline
        self.hinted = False  # the hint's suggestion: a blue glow
        self.won = False  # it wins the trick (shown while the trick pauses): a gold glow
        self.handler: CardHandler | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # --------------------------------------------------------------- geometry
    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def set_card(self, card: Card | None) -> None:
        if card is not self.card:
            self.card = card
            self.update()

    def set_looks(self, dimmed: bool, marked: bool, hinted: bool, won: bool = False) -> None:
        if (dimmed, marked, hinted, won) != (self.dimmed, self.marked, self.hinted, self.won):
            self.dimmed, self.marked, self.hinted, self.won = dimmed, marked, hinted, won
            self.update()

    def boundingRect(self) -> QRectF:
        pad = self._w * self.SHADOW + 3
        return QRectF(-self._w / 2 - pad, -self._h / 2 - pad, self._w + 2 * pad, self._h + 2 * pad)

    def card_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def scene_rect(self) -> Rect:
        box = self.mapRectToScene(self.card_rect())
        return Rect(box.x(), box.y(), box.width(), box.height())

    # ----------------------------------------------------------------- paint
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = self._w * 0.065
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        painter.setPen(Qt.PenStyle.NoPen)
        shadow, pad = _shadow(self._w, self._h, dpr)
        off = self._w * 0.02
        painter.drawPixmap(QRectF(rect.x() - pad + off, rect.y() - pad + off * 1.5, rect.width() + 2 * pad,
                                  rect.height() + 2 * pad), shadow, QRectF(shadow.rect()))
        scale = painter.worldTransform().m11() if not self.rotation() else 1.0
        pixmap = self._renderer.pixmap(self.card, round(self._w * max(1.0, abs(scale))), dpr)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 105))
            painter.drawRoundedRect(rect, radius, radius)
        if self.hinted:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(90, 190, 255, 230), max(2.0, self._w * 0.04)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.won:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pad = self._w * self.SHADOW
            for i in range(3):  # a glow widening out of the card's edge, then a solid gold outline
                grow = pad * (i + 1) / 3
                painter.setPen(QPen(QColor(255, 214, 106, 150 - 45 * i), max(1.5, pad / 3)))
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
            painter.setPen(QPen(QColor(255, 200, 60), max(2.5, self._w * 0.045)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 200, 60), max(2.0, self._w * 0.035)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)

    # ----------------------------------------------------------------- mouse
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        accepted = (
            self.handler is not None
            and event.button() == Qt.MouseButton.LeftButton
            and self.handler.card_pressed(self, event.scenePos())
        )
        if accepted:
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None:
            self.handler.card_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None and event.button() == Qt.MouseButton.LeftButton:
            self.handler.card_released(self, event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is not None and event.button() == Qt.MouseButton.LeftButton:
            self.handler.card_double_clicked(self)
            event.accept()
            return
        event.ignore()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.handler is not None:
            self.handler.card_hovered(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.handler is not None:
            self.handler.card_hovered(self, False)


def reading_px() -> float:
    """The reader's text size: the application font's, in (logical) pixels. The table's text follows it where it
    is larger than the usual (``layout.compute_layout``'s ``reading_px``)."""
    return float(QFontInfo(QApplication.font()).pixelSize())


SIDE_COLOURS = ("#3f7fd0", "#d0553f", "#3fae6a", "#b58a2e")


class SeatPlate(QGraphicsObject):
    """A seat's name plate: name, level, bid badge, tricks won, dealer chip, turn highlight."""

    def __init__(self, seat: int, side: int) -> None:
        super().__init__()
        self.seat = seat
        self.side = side
        self._rect = QRectF(0, 0, 100, 40)
        self._font_px = 14.0
        self.name = ""
        self.detail = ""
        self.line2 = ""
        self.detail_short = ""
        self.line2_short = ""
        self.badge = ""
        self.dealer = False
        self.active = False
        self._pop = 1.0
        self._glow = 0.0
        self.setZValue(5)

    def set_geometry(self, rect: Rect, font_px: float) -> None:
        if (self.pos() == QPointF(rect.x, rect.y) and self._rect == QRectF(0, 0, rect.w, rect.h)
                and self._font_px == font_px):
            return  # the same place (the table lays out again after every move): no repaint
        self.prepareGeometryChange()
        self.setPos(rect.x, rect.y)
        self._rect = QRectF(0, 0, rect.w, rect.h)
        self._font_px = font_px
        self.update()

    def set_content(self, name: str, detail: str, line2: str, badge: str, dealer: bool, active: bool,
                    detail_short: str = "", line2_short: str = "") -> None:
        """What the plate says; the short forms are used when the whole ones do not fit."""
        values = (name, detail, line2, badge, dealer, active, detail_short, line2_short)
        if values != (self.name, self.detail, self.line2, self.badge, self.dealer, self.active, self.detail_short,
                      self.line2_short):
            (self.name, self.detail, self.line2, self.badge, self.dealer, self.active, self.detail_short,
             self.line2_short) = values
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    # Animatable properties: the bid badge "pops" in; the turn glow pulses.
    def _get_pop(self) -> float:
        return self._pop

    def _set_pop(self, value: float) -> None:
        self._pop = value
        self.update()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    pop = Property(float, _get_pop, _set_pop)
    glow = Property(float, _get_glow, _set_glow)

    # ---------------------------------------------------------------- text
    def _fonts(self) -> tuple[QFont, QFont]:
        px = self._font_px
        font = QFont()
        font.setPixelSize(max(8, int(px * 1.08)))
        font.setBold(True)
        small = QFont()
        small.setPixelSize(max(7, int(px * PLATE_LINE2)))
        return font, small

    def _boxes(self) -> tuple[QRectF, QRectF, QRectF, QPointF, float, float]:
        """The badge, the stripe, the text column (left, right), the dealer chip's centre and radius, the border."""
        r = self._rect
        px = self._font_px
        width = max(2.0, px * 0.2) if self.active else 1.2
        stripe = QRectF(r.left() + width + px * 0.35, r.top() + r.height() * 0.2, px * 0.28, r.height() * 0.6)
        d = r.height() * 0.62
        wide, _font = self._badge_shape(d)
        badge = QRectF(r.right() - width - px * 0.5 - wide, r.center().y() - d / 2, wide, d)
        chip_rad = min(r.height() * 0.2, px * 0.8)
        chip_centre = QPointF(r.left() + width + px * 0.2 + chip_rad, r.center().y())
        text_left = (chip_centre.x() + chip_rad + px * 0.45) if self.dealer else stripe.right() + px * 0.5
        text_right = (badge.left() - px * 0.4) if self.badge else r.right() - width - px * 0.5
        column = QRectF(text_left, r.top(), max(1.0, text_right - text_left), r.height())
        return badge, stripe, column, chip_centre, chip_rad, width

    def _badge_shape(self, d: float) -> tuple[float, QFont]:
        """The bid badge's width and type for a plate ``d`` pixels high: a circle ``d`` across where the bid fits
        in it, else a pill as wide as the bid (at most two fifths of the plate; its type smaller beyond that).
        "10/200" in a type 0.3 of the circle was 1.15 times as wide as the circle: cut at both sides (QA)."""
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(d * (0.5 if len(self.badge) <= 2 else 0.42))))
        if not self.badge:
            return d, font
        wide = QFontMetricsF(font).horizontalAdvance(self.badge)
        if wide <= d * 0.78:  # inside the circle, clear of its curve
            return d, font
        pad = d * 0.6  # the pill's round ends
        most = max(d, self._rect.width() * 0.4)
        if wide + pad > most:
            font.setPixelSize(max(7, int(font.pixelSize() * (most - pad) / wide)))
            wide = QFontMetricsF(font).horizontalAdvance(self.badge)
        return max(d, wide + pad), font

    def badge_box(self) -> tuple[QRectF, QFont]:
        """Where the bid badge is drawn on the plate, and its type (for tests)."""
        badge = self._boxes()[0]
        return badge, self._badge_shape(badge.height())[1]

    def text_parts(self) -> tuple[str, str, str]:
        """What the plate shows: the name, the level and the second line, each whole or in a shorter form.

        The name comes first (elided only when it alone is too long); the level is shown in full, or short
        ("Normal"), or not at all rather than cut ("Norm…"); the second line drops the bid the badge shows.
        """
        _badge, _stripe, column, *_ = self._boxes()
        font, small = self._fonts()
        big, little = QFontMetricsF(font), QFontMetricsF(small)
        room = column.width()
        name = big.elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        used = big.horizontalAdvance(name) + self._font_px * 0.5
        detail = ""
        for candidate in (self.detail, self.detail_short):
            if candidate and used + little.horizontalAdvance(candidate) <= room:
                detail = candidate
                break
        line2 = ""
        candidates = [self.line2, self.line2_short]
        if not detail and self.detail_short:  # no room beside the name: the level goes to the second line
            after = self.line2_short or self.line2  # mid-line: "Easy · won 4" as "Bid 3 · won 4" (not "Won 4")
            candidates = [f"{self.detail_short} · {after[:1].lower()}{after[1:]}", *candidates]
        for candidate in candidates:
            if candidate and little.horizontalAdvance(candidate) <= room:
                line2 = candidate
                break
        else:
            line2 = little.elidedText(self.line2_short or self.line2, Qt.TextElideMode.ElideRight, room)
        return name, detail, line2

    def accessible_text(self) -> str:
        """The plate in words, for screen readers: "West, Hard bot, bid 4, won 2, dealer, to play"."""
        parts = [self.name]
        if self.detail:
            parts.append(self.detail)
        if self.line2:
            parts.append(self.line2)
        if self.dealer:
            parts.append(QCoreApplication.translate("SeatPlate", "dealer"))
        if self.active:
            parts.append(QCoreApplication.translate("SeatPlate", "to play"))
        return ", ".join(p for p in parts if p)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = style.theme()
        r = self._rect
        px = self._font_px
        radius = r.height() * 0.22
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        badge, stripe, column, chip_centre, chip_rad, width = self._boxes()
        border = QColor(t.plate_active) if self.active else QColor(t.plate_border)
        if self.active:  # a warm halo inside the plate that pulses (slowly: see TableScene._set_pulse)
            halo = QColor(t.plate_active)
            halo.setAlpha(int(40 + 60 * self._glow))
            painter.setPen(QPen(halo, width * 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(width * 1.5, width * 1.5, -width * 1.5, -width * 1.5), radius, radius)
        painter.setPen(QPen(border, width if self.active else max(1.2, t.border_px - 1.0)))
        painter.setBrush(QColor(t.plate_bg))
        painter.drawRoundedRect(r.adjusted(width / 2, width / 2, -width / 2, -width / 2), radius, radius)
        # The side's colour stripe at the left.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(SIDE_COLOURS[self.side % len(SIDE_COLOURS)]))
        if not self.dealer:  # the dealer's chip takes the stripe's place, ringed in the side's colour
            painter.drawRoundedRect(stripe, px * 0.14, px * 0.14)
        if self.badge:
            painter.save()
            painter.translate(badge.center())
            painter.scale(self._pop, self._pop)
            painter.translate(-badge.center())
            painter.setBrush(QColor(250, 246, 232))
            painter.setPen(QPen(QColor(t.plate_active), max(1.5, px * 0.12)))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)  # a circle, or a pill
            painter.setFont(self._badge_shape(badge.height())[1])
            painter.setPen(QColor(30, 30, 30))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
            painter.restore()
        # Name and level on the first line, bid/tricks on the second.
        name, detail, line2 = self.text_parts()
        font, small = self._fonts()
        painter.setFont(font)
        painter.setPen(QColor(t.plate_text))
        line_h = r.height() * 0.42
        first = QRectF(column.left(), r.top() + r.height() * 0.1, column.width(), line_h)
        painter.drawText(first, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        used = painter.fontMetrics().horizontalAdvance(name)
        painter.setFont(small)
        if detail:
            rest = first.adjusted(used + px * 0.5, 0, 0, 0)
            painter.setPen(QColor(t.plate_detail))
            painter.drawText(rest, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, detail)
        second = QRectF(column.left(), first.bottom(), column.width(), line_h)
        painter.setPen(QColor(t.plate_active) if self.active else QColor(t.plate_detail))
        painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line2)
        if self.dealer:  # the dealer chip sits over the side's stripe
            c, rad = chip_centre, chip_rad
            painter.setBrush(QColor(250, 250, 250))
            painter.setPen(QPen(QColor(SIDE_COLOURS[self.side % len(SIDE_COLOURS)]), max(1.5, rad * 0.22)))
            painter.drawEllipse(c, rad, rad)
            chip = QFont()
            chip.setBold(True)
            chip.setPixelSize(max(6, int(rad * 1.15)))
            painter.setFont(chip)
            painter.setPen(QColor(20, 20, 20))
            painter.drawText(QRectF(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad), Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("SeatPlate", "D"))

"""The game's own card faces and backs, drawn with QPainter and cached as pixmaps.

Everything is vector drawing, so cards stay crisp at any size and device
pixel ratio: suit symbols are ``QPainterPath`` shapes (not font glyphs), the
indices are text turned into paths and fitted into fixed boxes, court cards
are a framed letter with an emblem. A user SVG deck (one element per card)
can replace the faces; cards it lacks fall back to the built-in drawing.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ..engine import Card, Suit
from ..engine.cards import BIG_JOKER, RANK_LETTERS

CARD_ASPECT = 3.5 / 2.5  # height / width of a poker-size card


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for ``pyside6-lupdate`` (in ``context``); it is translated where it is shown."""
    return text


#: Back designs: id -> (untranslated name, main colour, accent colour).
BACKS: dict[str, tuple[str, str, str]] = {
    "blue": (QT_TRANSLATE_NOOP("CardBacks", "Blue lattice"), "#1d4f91", "#8fb4e6"),
    "red": (QT_TRANSLATE_NOOP("CardBacks", "Red diamonds"), "#9e1b24", "#f0a0a0"),
    "green": (QT_TRANSLATE_NOOP("CardBacks", "Green rings"), "#1f6b45", "#a8dcb8"),
    "night": (QT_TRANSLATE_NOOP("CardBacks", "Night and gold"), "#1c1c2a", "#d8b25a"),
}

CLASSIC_COLOURS = {Suit.CLUBS: "#161616", Suit.DIAMONDS: "#c8102e", Suit.HEARTS: "#c8102e", Suit.SPADES: "#161616"}
FOUR_COLOURS = {Suit.CLUBS: "#12803a", Suit.DIAMONDS: "#1463c0", Suit.HEARTS: "#c8102e", Suit.SPADES: "#161616"}


def back_names() -> dict[str, str]:
    """Back ids and their translated names, for menus."""
    return {key: QCoreApplication.translate("CardBacks", name) for key, (name, _, _) in BACKS.items()}


@dataclass(frozen=True, slots=True)
class CardStyle:
    """How cards look: part of every cache key."""

    four_colour: bool = False
    large_index: bool = False
    back: str = "blue"
    svg_deck: str = ""  # path of a user SVG deck, "" for the built-in faces

    def suit_colour(self, suit: Suit) -> QColor:
        return QColor((FOUR_COLOURS if self.four_colour else CLASSIC_COLOURS)[suit])


# ------------------------------------------------------------------ suit shapes
@lru_cache(maxsize=8)
def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol as a path in the unit square (0..1 both ways), pointing up."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.HEARTS:
        path.moveTo(0.5, 1.0)
        path.cubicTo(0.36, 0.80, 0.0, 0.62, 0.0, 0.31)
        path.cubicTo(0.0, 0.11, 0.14, 0.0, 0.28, 0.0)
        path.cubicTo(0.40, 0.0, 0.47, 0.07, 0.5, 0.19)
        path.cubicTo(0.53, 0.07, 0.60, 0.0, 0.72, 0.0)
        path.cubicTo(0.86, 0.0, 1.0, 0.11, 1.0, 0.31)
        path.cubicTo(1.0, 0.62, 0.64, 0.80, 0.5, 1.0)
    elif suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.64, 0.27, 0.88, 0.5)
        path.quadTo(0.64, 0.73, 0.5, 1.0)
        path.quadTo(0.36, 0.73, 0.12, 0.5)
        path.quadTo(0.36, 0.27, 0.5, 0.0)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.64, 0.20, 1.0, 0.36, 1.0, 0.62)
        path.cubicTo(1.0, 0.79, 0.87, 0.88, 0.73, 0.88)
        path.cubicTo(0.63, 0.88, 0.56, 0.83, 0.53, 0.77)
        path.cubicTo(0.55, 0.89, 0.61, 0.96, 0.72, 1.0)
        path.lineTo(0.28, 1.0)
        path.cubicTo(0.39, 0.96, 0.45, 0.89, 0.47, 0.77)
        path.cubicTo(0.44, 0.83, 0.37, 0.88, 0.27, 0.88)
        path.cubicTo(0.13, 0.88, 0.0, 0.79, 0.0, 0.62)
        path.cubicTo(0.0, 0.36, 0.36, 0.20, 0.5, 0.0)
    else:  # clubs: three leaves, a core and a flared stem
        r = 0.225
        for cx, cy in ((0.5, 0.245), (0.255, 0.585), (0.745, 0.585)):
            path.addEllipse(QPointF(cx, cy), r, r)
        path.addEllipse(QPointF(0.5, 0.52), 0.14, 0.14)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.55)
        stem.cubicTo(0.45, 0.80, 0.40, 0.93, 0.27, 1.0)
        stem.lineTo(0.73, 1.0)
        stem.cubicTo(0.60, 0.93, 0.55, 0.80, 0.54, 0.55)
        stem.closeSubpath()
        path = path.united(stem)
    return path


def placed_suit(suit: Suit, rect: QRectF, upside_down: bool = False) -> QPainterPath:
    """The suit symbol scaled into ``rect`` (kept square, centred), optionally turned 180°."""
    side = min(rect.width(), rect.height())
    t = QTransform()
    t.translate(rect.center().x(), rect.center().y())
    if upside_down:
        t.rotate(180)
    t.translate(-side / 2, -side / 2)
    t.scale(side, side)
    return t.map(suit_path(suit))


def _font(family_hint: QFont.StyleHint, bold: bool = True) -> QFont:
    font = QFont()
    font.setStyleHint(family_hint)
    if family_hint == QFont.StyleHint.Serif:
        font.setFamilies(["Georgia", "DejaVu Serif", "Times New Roman", "serif"])
    else:
        font.setFamilies(["DejaVu Sans Condensed", "Arial Narrow", "Helvetica", "Arial", "DejaVu Sans", "sans-serif"])
    font.setBold(bold)
    font.setPointSize(100)
    return font


@lru_cache(maxsize=64)
def _text_shape(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(0, 0, _font(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif), text)
    return path


def fitted_text(text: str, rect: QRectF, serif: bool = False, squeeze: float = 1.0) -> QPainterPath:
    """``text`` as a path filling ``rect``'s height (narrowed to fit its width), centred."""
    shape = _text_shape(text, serif)
    box = shape.boundingRect()
    if box.isEmpty():
        return QPainterPath()
    scale = rect.height() / box.height()
    sx = scale * squeeze
    if box.width() * sx > rect.width():
        sx = rect.width() / box.width()
    t = QTransform()
    t.translate(rect.center().x(), rect.center().y())
    t.scale(sx, scale)
    t.translate(-box.center().x(), -box.center().y())
    return t.map(shape)


# ------------------------------------------------------------------ pip layouts
# (column, row) in 0..1 of the pip field; rows below the middle are drawn upside down.
_L, _C, _R = 0.0, 0.5, 1.0
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_C, 0.0), (_C, 1.0)),
    3: ((_C, 0.0), (_C, 0.5), (_C, 1.0)),
    4: ((_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)),
    5: ((_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)),
    6: ((_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    7: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)),
    8: ((_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1.0), (_R, 1.0)),
    9: ((_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)),
    10: (
        (_L, 0.0), (_R, 0.0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3),
        (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6), (_L, 1.0), (_R, 1.0),
    ),
}


def rank_text(card: Card) -> str:
    if card.is_joker:
        return "JOKER"
    return "10" if card.rank == 10 else RANK_LETTERS[card.rank - 2]


# ------------------------------------------------------------------ the renderer
class CardRenderer:
    """Draws cards and keeps rendered pixmaps per (card, size, style, device pixel ratio)."""

    CACHE_SIZE = 600

    def __init__(self, style: CardStyle | None = None) -> None:
        self._style = style or CardStyle()
        self._cache: OrderedDict[tuple[int, int, CardStyle, float], QPixmap] = OrderedDict()
        self._svg: object | None = None
        self._svg_ids: dict[int, str] = {}
        self._load_svg()

    @property
    def style(self) -> CardStyle:
        return self._style

    def set_style(self, style: CardStyle) -> None:
        if style != self._style:
            self._style = style
            self._cache.clear()
            self._load_svg()

    @property
    def svg_error(self) -> str:
        """Why the configured SVG deck is not used ("" when it is, or none is set)."""
        return self._svg_problem

    # ---------------------------------------------------------------- pixmaps
    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The card (``None`` = its back) ``width`` logical pixels wide, for a screen of ratio ``dpr``."""
        width = max(8, width)
        key = (-1 if card is None else card.index, width, self._style, round(dpr, 2))
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
            return found
        height = card_height(width)
        pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.paint(painter, QRectF(0, 0, width, height), card)
        painter.end()
        self._cache[key] = pix
        if len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)
        return pix

    def cache_size(self) -> int:
        return len(self._cache)

    def paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """Draw the card (or its back) into ``rect`` with vector drawing."""
        painter.save()
        if card is None:
            self._paint_back(painter, rect)
        elif not self._paint_svg(painter, rect, card):
            self._paint_face(painter, rect, card)
        painter.restore()

    # ------------------------------------------------------------------ faces
    def _blank(self, painter: QPainter, rect: QRectF) -> QPainterPath:
        radius = rect.width() * 0.065
        outline = QPainterPath()
        inset = max(0.5, rect.width() * 0.004)
        outline.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, QColor("#ffffff"))
        grad.setColorAt(1.0, QColor("#f1efe8"))
        painter.fillPath(outline, QBrush(grad))
        painter.setPen(QPen(QColor(0, 0, 0, 110), max(0.8, rect.width() * 0.008)))
        painter.drawPath(outline)
        return outline

    def _paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        self._blank(painter, rect)
        if card.is_joker:
            self._paint_joker(painter, rect, card)
            return
        assert card.suit is not None
        colour = self._style.suit_colour(card.suit)
        self._paint_index(painter, rect, card, colour)
        if card.rank == 14:
            self._paint_ace(painter, rect, card.suit, colour)
        elif card.rank > 10:
            self._paint_court(painter, rect, card, colour)
        else:
            self._paint_pips(painter, rect, card, colour)

    def _index_boxes(self, rect: QRectF) -> tuple[QRectF, QRectF]:
        w, h = rect.width(), rect.height()
        if self._style.large_index:
            text = QRectF(rect.left() + w * 0.04, rect.top() + h * 0.035, w * 0.30, h * 0.21)
            pip = QRectF(text.left() + w * 0.04, text.bottom() + h * 0.015, w * 0.21, w * 0.21)
        else:
            text = QRectF(rect.left() + w * 0.035, rect.top() + h * 0.04, w * 0.17, h * 0.115)
            pip = QRectF(text.left() + w * 0.01, text.bottom() + h * 0.015, w * 0.15, w * 0.15)
        return text, pip

    def _paint_index(self, painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
        assert card.suit is not None
        text_box, pip_box = self._index_boxes(rect)
        label = rank_text(card)
        centre = rect.center()
        for turned in (False, True):
            t = QTransform()
            if turned:
                t.translate(centre.x(), centre.y())
                t.rotate(180)
                t.translate(-centre.x(), -centre.y())
            shape = fitted_text(label, text_box, squeeze=0.95)
            shape.addPath(placed_suit(card.suit, pip_box))
            painter.fillPath(t.map(shape), colour)

    def _pip_field(self, rect: QRectF) -> QRectF:
        w, h = rect.width(), rect.height()
        return QRectF(rect.left() + w * 0.335, rect.top() + h * 0.175, w * 0.33, h * 0.65)

    def _paint_pips(self, painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
        assert card.suit is not None
        if self._style.large_index:  # the big corners say it all: one suit symbol in the middle
            side = rect.width() * 0.34
            c = rect.center()
            painter.fillPath(placed_suit(card.suit, QRectF(c.x() - side / 2, c.y() - side / 2, side, side)), colour)
            return
        field = self._pip_field(rect)
        size = rect.width() * 0.19
        path = QPainterPath()
        for col, row in PIPS[card.rank]:
            cx = field.left() + col * field.width()
            cy = field.top() + row * field.height()
            box = QRectF(cx - size / 2, cy - size / 2, size, size)
            path.addPath(placed_suit(card.suit, box, upside_down=row > 0.5))
        painter.fillPath(path, colour)

    def _paint_ace(self, painter: QPainter, rect: QRectF, suit: Suit, colour: QColor) -> None:
        c = rect.center()
        big = rect.width() * (0.62 if suit is Suit.SPADES else 0.42)
        if self._style.large_index:
            big *= 0.65
        if suit is Suit.SPADES:  # the ace of spades gets its traditional flourish
            ring = QRectF(c.x() - big * 0.66, c.y() - big * 0.66, big * 1.32, big * 1.32)
            painter.setPen(QPen(QColor(colour.red(), colour.green(), colour.blue(), 90), rect.width() * 0.012))
            painter.drawEllipse(ring)
            painter.drawEllipse(ring.adjusted(big * 0.06, big * 0.06, -big * 0.06, -big * 0.06))
        box = QRectF(c.x() - big / 2, c.y() - big / 2, big, big)
        painter.fillPath(placed_suit(suit, box), colour)
        if suit is Suit.SPADES:
            painter.fillPath(placed_suit(suit, box.adjusted(big * 0.34, big * 0.30, -big * 0.34, -big * 0.38)),
                             QColor("#f6f2e6"))

    def _paint_court(self, painter: QPainter, rect: QRectF, card: Card, colour: QColor) -> None:
        assert card.suit is not None
        w, h = rect.width(), rect.height()
        large = self._style.large_index
        if large:  # the big corners leave the middle: one small framed portrait
            frame = QRectF(rect.left() + w * 0.30, rect.top() + h * 0.31, w * 0.40, h * 0.38)
        else:
            frame = QRectF(rect.left() + w * 0.22, rect.top() + h * 0.11, w * 0.56, h * 0.78)
        tint = QColor(colour)
        tint.setAlpha(28)
        painter.fillRect(frame, tint)
        gold = QColor("#c9a13b")
        painter.setPen(QPen(colour, max(0.8, w * 0.012)))
        painter.drawRect(frame)
        painter.setPen(QPen(gold, max(0.6, w * 0.008)))
        inner = frame.adjusted(w * 0.02, w * 0.02, -w * 0.02, -w * 0.02)
        painter.drawRect(inner)
        # Each half: an emblem, the letter, the suit; the bottom half is the top half turned.
        letter = rank_text(card)
        half = QRectF(inner.left(), inner.top(), inner.width(), inner.height() / (1 if large else 2))
        centre = inner.center()
        for turned in ((False,) if large else (False, True)):
            painter.save()
            if turned:
                painter.translate(centre)
                painter.rotate(180)
                painter.translate(-centre)
            emblem_h = half.height() * 0.30
            emblem = QRectF(half.center().x() - emblem_h * 0.8, half.top() + half.height() * 0.06,
                            emblem_h * 1.6, emblem_h)
            painter.fillPath(_emblem(card.rank, emblem), gold.darker(115))
            text_box = QRectF(half.left(), emblem.bottom() + half.height() * 0.02, half.width(), half.height() * 0.40)
            painter.fillPath(fitted_text(letter, text_box, serif=True), colour)
            pip_side = half.height() * 0.20
            pip = QRectF(half.center().x() - pip_side / 2, half.bottom() - pip_side - half.height() * 0.03,
                         pip_side, pip_side)
            painter.fillPath(placed_suit(card.suit, pip), colour)
            painter.restore()
        if not large:
            painter.setPen(QPen(gold, max(0.5, w * 0.006)))
            painter.drawLine(QPointF(inner.left(), centre.y()), QPointF(inner.right(), centre.y()))

    def _paint_joker(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        big = card.index == BIG_JOKER
        colour = QColor("#c8102e") if big else QColor("#161616")
        w, h = rect.width(), rect.height()
        # Vertical JOKER index in both corners.
        letters = "JOKER"
        step = h * (0.075 if not self._style.large_index else 0.095)
        col_w = w * (0.12 if not self._style.large_index else 0.17)
        centre = rect.center()
        for turned in (False, True):
            t = QTransform()
            if turned:
                t.translate(centre.x(), centre.y())
                t.rotate(180)
                t.translate(-centre.x(), -centre.y())
            shape = QPainterPath()
            for i, ch in enumerate(letters):
                box = QRectF(rect.left() + w * 0.04, rect.top() + h * 0.04 + i * step, col_w, step * 0.88)
                shape.addPath(fitted_text(ch, box))
            painter.fillPath(t.map(shape), colour)
        # A jester's star with bells, and the joker's size under it.
        c = QPointF(centre.x(), rect.top() + h * 0.44)
        radius = w * 0.26
        star = _star(c, radius, radius * 0.45, 5)
        glow = QRadialGradient(c, radius * 1.4)
        glow.setColorAt(0.0, QColor(255, 215, 90, 160) if big else QColor(120, 120, 140, 120))
        glow.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawEllipse(c, radius * 1.4, radius * 1.4)
        painter.fillPath(star, colour)
        painter.fillPath(_star(c, radius * 0.45, radius * 0.2, 5), QColor("#f6d36b") if big else QColor("#d9d9d9"))
        label = QCoreApplication.translate("Cards", "BIG") if big else QCoreApplication.translate("Cards", "LITTLE")
        box = QRectF(rect.left() + w * 0.24, rect.top() + h * 0.70, w * 0.52, h * 0.09)
        painter.fillPath(fitted_text(label, box, serif=True), colour)

    # ------------------------------------------------------------------ backs
    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        if self._paint_svg(painter, rect, None):
            return
        outline = self._blank(painter, rect)
        _name, main_hex, accent_hex = BACKS.get(self._style.back, BACKS["blue"])
        main, accent = QColor(main_hex), QColor(accent_hex)
        w = rect.width()
        inner = rect.adjusted(w * 0.07, w * 0.07, -w * 0.07, -w * 0.07)
        panel = QPainterPath()
        panel.addRoundedRect(inner, w * 0.035, w * 0.035)
        painter.save()
        painter.setClipPath(panel.intersected(outline))
        painter.fillRect(inner, main)
        pen = QPen(accent, max(0.6, w * 0.012))
        painter.setPen(pen)
        design = self._style.back
        if design == "red":
            step = w * 0.09
            for i in range(-20, 40):
                x = inner.left() + i * step
                painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
                painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        elif design == "green":
            c = inner.center()
            step = w * 0.06
            for i in range(1, 30):
                painter.drawEllipse(c, i * step, i * step * 1.05)
        elif design == "night":
            step = w * 0.11
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(accent)
            rows = int(inner.height() / step) + 2
            cols = int(inner.width() / step) + 2
            for r in range(rows):
                for col in range(cols):
                    x = inner.left() + col * step + (step / 2 if r % 2 else 0)
                    y = inner.top() + r * step
                    painter.drawEllipse(QPointF(x, y), w * 0.012, w * 0.012)
        else:
            step = w * 0.07
            for i in range(-20, 40):
                x = inner.left() + i * step
                painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height() * 0.6, inner.bottom()))
                painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height() * 0.6, inner.top()))
        # A framed medallion with a spade in the middle.
        c = inner.center()
        med = w * 0.22
        painter.setPen(QPen(accent, max(0.8, w * 0.018)))
        painter.setBrush(main)
        painter.drawEllipse(c, med, med * 1.15)
        box = QRectF(c.x() - med * 0.6, c.y() - med * 0.6, med * 1.2, med * 1.2)
        painter.fillPath(placed_suit(Suit.SPADES, box), accent)
        painter.restore()
        painter.setPen(QPen(accent.lighter(120), max(0.6, w * 0.01)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(panel)

    # ------------------------------------------------------------------ SVG decks
    def _load_svg(self) -> None:
        self._svg = None
        self._svg_ids = {}
        self._svg_problem = ""
        path = self._style.svg_deck
        if not path:
            return
        if not Path(path).is_file():
            problem = QCoreApplication.translate("CardRenderer", "the SVG deck {0} does not exist")
            self._svg_problem = problem.format(path)
            return
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(path)
        if not renderer.isValid():
            self._svg_problem = QCoreApplication.translate("CardRenderer", "{0} is not a valid SVG file").format(path)
            return
        for index in range(-1, 54):
            for element in svg_element_ids(None if index < 0 else Card(index)):
                if renderer.elementExists(element):
                    self._svg_ids[index] = element
                    break
        if not self._svg_ids:
            self._svg_problem = QCoreApplication.translate(
                "CardRenderer", "{0} has no card elements (expected ids such as AS, TD, BJ and back)"
            ).format(path)
            return
        self._svg = renderer

    def _paint_svg(self, painter: QPainter, rect: QRectF, card: Card | None) -> bool:
        if self._svg is None:
            return False
        element = self._svg_ids.get(-1 if card is None else card.index)
        if element is None:
            return False
        from PySide6.QtSvg import QSvgRenderer

        assert isinstance(self._svg, QSvgRenderer)
        self._svg.render(painter, element, rect)
        return True


def svg_element_ids(card: Card | None) -> tuple[str, ...]:
    """Element ids looked up in a user SVG deck for ``card`` (None = back), first match wins.

    Our own names come first (``AS``, ``TD``, ``BJ``, ``back``); then the names of
    the widespread "SVG-cards" deck (``1_spade``, ``king_heart``, ``red_joker``).
    """
    if card is None:
        return ("back", "BACK", "card-back", "back-blue")
    if card.is_joker:
        big = card.index == BIG_JOKER
        if big:
            return ("BJ", "big_joker", "red_joker", "joker_red")
        return ("LJ", "little_joker", "black_joker", "joker_black")
    assert card.suit is not None
    noun = ("club", "diamond", "heart", "spade")[card.suit]
    rank = {11: "jack", 12: "queen", 13: "king", 14: "1"}.get(card.rank, str(card.rank))
    return (str(card), f"{rank_text(card)}{card.suit.letter}", f"{rank}_{noun}", f"{rank}_{noun}s")


def card_height(width: float) -> int:
    return round(width * CARD_ASPECT)


def _star(centre: QPointF, outer: float, inner: float, points: int) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        p = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(p)
        else:
            path.lineTo(p)
    path.closeSubpath()
    return path


def _emblem(rank: int, box: QRectF) -> QPainterPath:
    """A small emblem for the court cards: a crown (K), a coronet (Q), a plumed cap (J)."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    if rank == 13:
        path.moveTo(x, y + h)
        path.lineTo(x, y + h * 0.25)
        path.lineTo(x + w * 0.25, y + h * 0.6)
        path.lineTo(x + w * 0.5, y)
        path.lineTo(x + w * 0.75, y + h * 0.6)
        path.lineTo(x + w, y + h * 0.25)
        path.lineTo(x + w, y + h)
        path.closeSubpath()
        for px in (0.0, 0.5, 1.0):
            path.addEllipse(QPointF(x + w * px, y + (h * 0.25 if px != 0.5 else 0.0)), h * 0.1, h * 0.1)
    elif rank == 12:
        path.moveTo(x + w * 0.1, y + h)
        path.cubicTo(x, y + h * 0.5, x + w * 0.2, y + h * 0.2, x + w * 0.3, y + h * 0.55)
        path.cubicTo(x + w * 0.38, y + h * 0.1, x + w * 0.62, y + h * 0.1, x + w * 0.7, y + h * 0.55)
        path.cubicTo(x + w * 0.8, y + h * 0.2, x + w, y + h * 0.5, x + w * 0.9, y + h)
        path.closeSubpath()
        path.addEllipse(QPointF(x + w * 0.5, y + h * 0.12), h * 0.12, h * 0.12)
    else:
        path.moveTo(x + w * 0.15, y + h)
        path.cubicTo(x + w * 0.15, y + h * 0.35, x + w * 0.85, y + h * 0.35, x + w * 0.85, y + h)
        path.closeSubpath()
        plume = QPainterPath()
        plume.moveTo(x + w * 0.55, y + h * 0.45)
        plume.cubicTo(x + w * 0.7, y, x + w * 0.95, y, x + w, y + h * 0.05)
        plume.cubicTo(x + w * 0.85, y + h * 0.2, x + w * 0.75, y + h * 0.35, x + w * 0.62, y + h * 0.5)
        plume.closeSubpath()
        path = path.united(plume)
    return path

"""The review's table: every hand face up around the trick in progress (painted with the card renderer)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...engine import Card, Game, seat_name
from .. import style, texts
from ..card_render import CardRenderer
from ..settings import app_settings, load_hand_order
from ..table_model import sort_hand

CARD_W = 54
OVERLAP = 20
V_STEPS = (16, 26)  # a side hand's card to card, in pixels: at least its rank shows, at most rank and suit


class HandsBoard(QWidget):
    """Paints ``game``'s hands (South at the bottom) and its trick; read-only."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.game: Game | None = None
        self.names: list[str] = []
        self.order = load_hand_order(app_settings())  # the hands arranged as the player arranges their own
        self.setMinimumSize(620, 440)

    def show_game(self, game: Game, names: list[str]) -> None:
        self.game, self.names = game, names
        self.update()

    def _anchor(self, seat: int, n: int) -> tuple[float, float, bool]:
        """Centre of a seat's fan and whether it runs vertically."""
        w, h = self.width(), self.height()
        place = {4: ("S", "W", "N", "E"), 3: ("S", "W", "E"), 2: ("S", "N")}[n][seat]
        return {"S": (w / 2, h - 70, False), "N": (w / 2, 60, False),
                "W": (90, h / 2, True), "E": (w - 90, h / 2, True)}[place]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(style.theme().felt[1]))  # black in high contrast
        game = self.game
        if game is None:
            return
        n = game.players
        painter.setPen(QColor("white"))
        hand_rules = game.view(0).rules  # the hand's rules, as every seat sees them (a trump suit shown…)
        for seat in range(n):
            x, y, vertical = self._anchor(seat, n)
            cards = sort_hand(game.hand_of(seat), hand_rules, self.order)  # as the table sorts them (aces low…)
            top = self._fan(painter, cards, x, y, vertical)
            label = self.names[seat] if seat < len(self.names) else seat_name(game.rules, seat)
            tricks = game.tricks[seat]
            bid = game.bids[seat]
            text = f"{label}  ·  {texts.bid_text(bid) if bid is not None else '–'}  ·  {tricks}"
            ty = top - 12
            painter.drawText(QRectF(x - 110, ty - 12, 220, 20), Qt.AlignmentFlag.AlignCenter, text)
        for seat, card in game.trick:
            x, y, _v = self._anchor(seat, n)
            cx, cy = self.width() / 2, self.height() / 2
            px, py = cx + (x - cx) * 0.28, cy + (y - cy) * 0.28
            pix = self.renderer.pixmap(card, CARD_W)
            painter.drawPixmap(QPointF(px - CARD_W / 2, py - pix.height() / pix.devicePixelRatio() / 2), pix)
        painter.end()

    def _card_h(self) -> float:
        back = self.renderer.pixmap(None, CARD_W)
        return back.height() / back.devicePixelRatio()

    def _vstep(self, count: int) -> float:
        """A side hand's step: as much of each card's corner as the board's height leaves room for (with the
        name above and a margin below), between ``V_STEPS``."""
        if count < 2:
            return V_STEPS[0]
        room = self.height() - 100 - self._card_h()
        return max(V_STEPS[0], min(V_STEPS[1], room / (count - 1)))

    def _fan(self, painter: QPainter, cards: list[Card], x: float, y: float, vertical: bool) -> float:
        """Paint a seat's cards around (x, y); the fan's top edge (the seat's name goes above it)."""
        step = OVERLAP if not vertical else self._vstep(len(cards))
        total = step * max(0, len(cards) - 1)
        for i, card in enumerate(cards):
            pix = self.renderer.pixmap(card, CARD_W)
            h = pix.height() / pix.devicePixelRatio()
            if vertical:
                painter.drawPixmap(QPointF(x - CARD_W / 2, y - total / 2 + i * step - h / 2), pix)
            else:
                painter.drawPixmap(QPointF(x - total / 2 + i * step - CARD_W / 2, y - h / 2), pix)
        return y - self._card_h() / 2 - (total / 2 if vertical else 0)

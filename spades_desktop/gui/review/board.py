"""The review's table: every hand face up around the trick in progress (painted with the card renderer)."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...engine import Card, Game, Suit, seat_name
from ...engine.game import SEAT_NAMES
from ...engine.table import TRUMP, table_for
from .. import style, texts
from ..card_render import CARD_ASPECT, CardRenderer, rank_text
from ..settings import app_settings, load_hand_order
from ..table_model import PLAIN_ORDER, HandOrder, sort_hand

CARD_W = 54  # on a board of BASE_W x BASE_H; a bigger board draws bigger cards (HandsBoard.scale), up to
MAX_SCALE = 1.6  # this many times (86 px), so that a full-screen review is read from a chair's distance,
MIN_SCALE = 0.85  # and a smaller one smaller cards (46 px), all in proportion: the board was at least 620 pixels
BASE_W, BASE_H = 620, 440  # wide, and the window 980, wider than an 800-pixel screen
OVERLAP = 20
V_STEPS = (16, 26)  # a side hand's card to card, in pixels: at least its rank shows, at most rank and suit
MIN_W, MIN_H = math.ceil(BASE_W * MIN_SCALE), math.ceil(BASE_H * MIN_SCALE)
LEAST_SCALE = 0.4  # on a small screen the board may be this much smaller (``HandsBoard.set_least_scale``): at 200 %
# on 1366 x 768 (683 x 384 pixels) the Review window was at least 787 x 428, its buttons below the screen's edge
ANCHORED = {4: ("S", "W", "N", "E"), 3: ("S", "W", "E"), 2: ("S", "N")}  # one hand on each side of the board
# Six seats (South, Southwest, Northwest, North, Northeast, Southeast; 17 cards each) do not fit one to a side:
# the three northern hands in a row at the top, the southern ones at the bottom, each in a third of the width and
# in two lines when one is too wide; the trick between them, each card below or above its player's hand.
# (The board had no place for them: it painted nothing but the felt, and an error at every repaint.)
ROW_GAP = 4
LINE_STEP = 28  # the second line of a hand covers all of the first line's cards but their corner (rank and suit)
LABEL_H = 18
LABEL_GAP = 4  # between a hand and its label above it (two to four seats)
LABEL_MARGIN = 2  # the least between North's label and the board's top
# Where the board is smaller than its usual least (a small screen's Review, ``set_least_scale``), the hands are
# written, not drawn: at 200 % on 1280 x 720 the cards were 24 pixels wide, their ranks 4 pixels high (8 on the
# screen) beside the window's 9-pixel capitals, East's and West's hands stacked slivers. Each hand is a label and a
# pale panel of one line a suit, trumps first, high to low ("♠ A K 7"), in the window's type or larger
# (``WRITTEN_SIZES``, the largest that fits), and the trick is a small card of text ("10♥") beside the middle.
WRITTEN_SIZES = (1.6, 1.45, 1.3, 1.15, 1.0, 0.9, 0.8, 0.7)  # times the window's type, the first that fits
WRITTEN_ORDER = HandOrder(high_first=True, trumps_left=True)
WRITTEN_GAP = 4  # between a hand, its label, another hand and the trick's cards


Line = tuple[tuple[str, QColor], ...]  # a written hand's line: its words and their colours


@dataclass(frozen=True)
class WrittenHand:
    """A seat's hand written (a board smaller than its usual least): its label above a panel of one line a suit,
    each line its words and their colours."""

    seat: int
    label: str
    label_rect: QRectF  # as wide as the label is at its widest in the hand, the label aligned in it:
    label_align: Qt.AlignmentFlag
    panel: QRectF
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class WrittenBoard:
    font: QFont
    hands: tuple[WrittenHand, ...]
    trick: tuple[tuple[int, Card, QRectF], ...]  # each card of the trick, written in a small card by its player
    fits: bool  # everything on the board and apart (at the smallest type it may not be)


def seat_name_of(players: int, seat: int) -> str:
    return SEAT_NAMES[players][seat]


class HandsBoard(QWidget):
    """Paints ``game``'s hands (South at the bottom) and its trick; read-only."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.game: Game | None = None
        self.names: list[str] = []
        self.order = load_hand_order(app_settings())  # the hands arranged as the player arranges their own
        self.least_scale = MIN_SCALE
        self.sizes: tuple[Game, ...] = ()  # the hand at other steps: a written board is fitted to them too
        self._written: tuple[tuple[object, ...], WrittenBoard] | None = None
        self.setMinimumSize(MIN_W, MIN_H)

    def set_least_scale(self, scale: float) -> None:
        """Let the board (two to four seats) be as small as ``scale`` times its base size, but not below
        ``LEAST_SCALE``: a small screen's Review window (``MIN_SCALE`` elsewhere)."""
        self.least_scale = max(LEAST_SCALE, min(MIN_SCALE, scale))
        if self.game is None or self.game.players in ANCHORED:
            self.setMinimumSize(math.ceil(BASE_W * self.least_scale), math.ceil(BASE_H * self.least_scale))

    def show_game(self, game: Game, names: list[str], sizes: tuple[Game, ...] = ()) -> None:
        """Show ``game``; ``sizes``, the same hand at other steps (as dealt, at its end), keep a written board's
        type and places the same at every step of the hand: it is fitted to each seat's longest suit and label in
        any of them."""
        self.game, self.names, self.sizes = game, names, sizes
        if game.players not in ANCHORED:  # six rows of cards do not shrink: both rows of hands and the trick
            card_h = self._card_h()       # between them (at 374 pixels high it lay over the northern hands)
            rows = self.row_label_h() + ROW_GAP + card_h + LINE_STEP + ROW_GAP + card_h
            self.setMinimumSize(MIN_W, math.ceil(2 * rows))
        else:
            self.setMinimumSize(math.ceil(BASE_W * self.least_scale), math.ceil(BASE_H * self.least_scale))
        self.update()

    def scale(self) -> float:
        """How much bigger (or smaller) than on a board of the base size the hands are drawn (one side a hand: 2 to
        4 seats)."""
        if self.game is not None and self.game.players not in ANCHORED:
            return 1.0
        return max(self.least_scale, min(self.width() / BASE_W, self.height() / BASE_H, MAX_SCALE))

    def card_width(self) -> int:
        return round(CARD_W * self.scale())

    def _anchor(self, seat: int, n: int) -> tuple[float, float, bool]:
        """Centre of a seat's fan and whether it runs vertically."""
        w, h, k = self.width(), self.height(), self.scale()
        place = ANCHORED[n][seat]
        if place == "N":  # low enough for its label above it: at 14 points the label was cut at the board's top
            return w / 2, max(60 * k, LABEL_MARGIN + self.label_height() + LABEL_GAP + self._card_h() / 2), False
        return {"S": (w / 2, h - 70 * k, False), "W": (90 * k, h / 2, True), "E": (w - 90 * k, h / 2, True)}[place]

    def label_font(self) -> QFont:
        """The hands' labels' type (two to four seats): the window's, larger on a larger board (up to 1.3 times),
        never smaller."""
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * min(max(self.scale(), 1.0), 1.3))
        return font

    def label_height(self) -> int:
        return QFontMetrics(self.label_font()).height()

    def label_rects(self) -> list[tuple[int, QRectF, str]]:
        """With one side a hand: each seat's label (name, bid and tricks), where it is drawn (above its hand, as
        wide as its text) and its text. A label stays on the board and off every other hand and label: centred
        over its hand where there is room, else moved aside, and its name shortened with "…" where the room is
        narrower than the label. (East's and West's labels, 220 pixels wide at their hands' middles, were painted
        over North's hand and cut at the board's edges: "lexander".)"""
        game = self.game
        if game is None or game.players not in ANCHORED:
            return []
        label_h = self.label_height()
        metrics = QFontMetricsF(self.label_font())
        hands = self.fan_rects()
        placed: list[tuple[int, QRectF, str]] = []
        for seat in sorted(hands, key=lambda s: self._anchor(s, game.players)[2]):  # the rows first, then the sides
            x, y, _vertical = self._anchor(seat, game.players)
            top = min((r.top() for _c, r in hands[seat]), default=y) - LABEL_GAP - label_h
            left, right = float(LABEL_MARGIN), float(self.width() - LABEL_MARGIN)
            taken = [r for other, rects in hands.items() if other != seat for _c, r in rects]
            for box in [*taken, *(r for _s, r, _t in placed)]:
                if box.bottom() > top and box.top() < top + label_h:  # across the label's line
                    if box.center().x() < x:
                        left = max(left, box.right() + LABEL_GAP)
                    else:
                        right = min(right, box.left() - LABEL_GAP)
            bid = game.bids[seat]
            said = texts.bid_text(bid) if bid is not None else "–"
            text = self._fitted(metrics, self.label_of(seat), f"  ·  {said}  ·  {game.tricks[seat]}",
                                max(0.0, right - left))
            width = math.ceil(metrics.horizontalAdvance(text))
            middle = min(max(x, left + width / 2), right - width / 2)
            placed.append((seat, QRectF(middle - width / 2, top, width, label_h), text))
        return sorted(placed, key=lambda label: label[0])

    @staticmethod
    def _said(game: Game, seat: int) -> str:
        """A label's bid and tricks, after the name."""
        bid = game.bids[seat]
        return f"  ·  {texts.bid_text(bid) if bid is not None else '–'}  ·  {game.tricks[seat]}"

    @staticmethod
    def _fitted(metrics: QFontMetricsF, name: str, rest: str, room: float) -> str:
        """``name`` and ``rest`` (the bid and tricks) in at most ``room`` pixels: the name shortened with "…" where
        they are wider, and the whole cut at its end only where even the bid and tricks are."""
        whole = name + rest
        if metrics.horizontalAdvance(whole) <= room:
            return whole
        for_name = room - metrics.horizontalAdvance(rest)
        if for_name >= metrics.horizontalAdvance(name[:1] + "…"):
            return metrics.elidedText(name, Qt.TextElideMode.ElideRight, for_name) + rest
        return metrics.elidedText(whole, Qt.TextElideMode.ElideRight, room)

    def fan_rects(self) -> dict[int, list[tuple[Card, QRectF]]]:
        """With one side a hand (2 to 4 seats): where each seat's cards are painted, in the order painted."""
        game = self.game
        if game is None or game.players not in ANCHORED:
            return {}
        n, width, card_h = game.players, self.card_width(), self._card_h()
        hand_rules = game.view(0).rules  # the hand's rules, as every seat sees them (a trump suit shown…)
        placed: dict[int, list[tuple[Card, QRectF]]] = {}
        for seat in range(n):
            x, y, vertical = self._anchor(seat, n)
            cards = sort_hand(game.hand_of(seat), hand_rules, self.order)  # as the table sorts them (aces low…)
            step = OVERLAP * self.scale() if not vertical else self._vstep(len(cards))
            total = step * max(0, len(cards) - 1)
            placed[seat] = [
                (card, QRectF(x - width / 2, y - total / 2 + i * step - card_h / 2, width, card_h) if vertical
                 else QRectF(x - total / 2 + i * step - width / 2, y - card_h / 2, width, card_h))
                for i, card in enumerate(cards)]
        return placed

    def label_of(self, seat: int) -> str:
        """The seat's player's name; a record without names gives the seat's position, in the player's language
        (it was the engine's English "South" in a Russian window)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        assert self.game is not None
        return texts.position_name(seat_name(self.game.rules, seat).lower())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(style.theme().felt[1]))  # black in high contrast
        game = self.game
        if game is None:
            return
        n = game.players
        if n not in ANCHORED:
            self._paint_rows(painter, game)
            return
        if self.written():
            self._paint_written(painter)
            return
        painter.setPen(QColor("white"))
        # the cards drawn for the screen's pixels: on a scaled screen they were drawn at 100 % and stretched, blurred
        width, dpr = self.card_width(), self.devicePixelRatioF()
        for _seat, rects in self.fan_rects().items():
            for card, rect in rects:
                painter.drawPixmap(rect.topLeft(), self.renderer.pixmap(card, width, dpr))
        painter.setFont(self.label_font())
        for _seat, rect, text in self.label_rects():
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        for seat, card in game.trick:
            x, y, _v = self._anchor(seat, n)
            cx, cy = self.width() / 2, self.height() / 2
            px, py = cx + (x - cx) * 0.28, cy + (y - cy) * 0.28
            pix = self.renderer.pixmap(card, width, dpr)
            painter.drawPixmap(QPointF(px - width / 2, py - pix.height() / pix.devicePixelRatio() / 2), pix)
        painter.end()

    # ------------------------------------------------------------ a small board: the hands written
    def written(self) -> bool:
        """The hands are written, not drawn (one side a hand): the board is smaller than its usual least, where the
        cards would be smaller than their usual least (46 pixels wide)."""
        return self.game is not None and self.game.players in ANCHORED and self.scale() < MIN_SCALE - 1e-9

    def rank_height(self) -> float:
        """How high the smallest rank on the board is, in the board's pixels: a written hand's type's capitals, or
        a card's corner index."""
        if self.game is None:
            return 0.0
        if self.written():
            return QFontMetricsF(self.written_board().font).capHeight()
        width = self.card_width() if self.game.players in ANCHORED else CARD_W
        return round(width * CARD_ASPECT) * (0.21 if self.renderer.style.large_index else 0.115)

    def written_lines(self, game: Game, seat: int) -> list[Line]:
        """The seat's hand as written: one line a suit (a void too), trumps first and each high to low, as words
        in their suit's colours: "♠ A K 7" (a trump of another suit with its suit, "2♦"; a joker "BJ", "LJ")."""
        rules = game.view(0).rules  # the hand's rules, as every seat sees them (its trump suit…)
        plain = PLAIN_ORDER.get(rules.trump_suit, PLAIN_ORDER["spades"])
        trump = next((s for s in Suit if s not in plain), Suit.SPADES)
        cards = sort_hand(game.hand_of(seat), rules, WRITTEN_ORDER)
        colour = self.renderer.style.suit_colour
        void = QColor("#6b6b6b")
        table = table_for(rules)
        lines = []
        for suit in (trump, *plain):  # a trump (a joker, a 2♦ that is one) on the trumps' line, else on its suit's
            held = [c for c in cards if (suit is trump) == (c.suit is None or table.eff_suit[c.index] == TRUMP)
                    and (suit is trump or c.suit is suit)]
            words: list[tuple[str, QColor]] = [(suit.symbol, colour(suit))]
            for card in held:
                if card.suit is None:
                    words.append((QCoreApplication.translate("HandsBoard", "BJ") if card.rank == 16 else
                                  QCoreApplication.translate("HandsBoard", "LJ"), colour(trump)))
                else:
                    words.append((rank_text(card) + ("" if card.suit is suit else card.suit.symbol),
                                  colour(card.suit)))
            if not held:
                words.append(("—", void))
            lines.append(tuple(words))
        return lines

    def written_board(self) -> WrittenBoard:
        """Where the written hands, their labels and the trick go, in the largest type (``WRITTEN_SIZES`` times
        the window's) in which every hand, label and the trick's places are on the board and apart."""
        game = self.game
        assert game is not None and game.players in ANCHORED
        key = (id(game), tuple(map(id, self.sizes)), self.width(), self.height(), self.font().key(),
               tuple(self.names), self.renderer.style, tuple(game.trick), str(game.bids), tuple(game.tricks),
               tuple(len(game.hand_of(seat)) for seat in range(game.players)))
        if self._written is not None and self._written[0] == key:
            return self._written[1]
        lines = {seat: self.written_lines(game, seat) for seat in range(game.players)}
        others = [other for other in self.sizes if other.players == game.players]
        sizing = {seat: [*lines[seat], *(line for other in others for line in self.written_lines(other, seat))]
                  for seat in lines}
        board = None
        # the names whole if they can be; the type as large as it can be, with the labels above their hands if
        # they can be
        for shorten, factor, beside in itertools.product((False, True), WRITTEN_SIZES, (False, True)):
            font = QFont(self.font())
            font.setWeight(QFont.Weight.DemiBold)
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * factor)
            else:
                font.setPixelSize(max(6, round(font.pixelSize() * factor)))
            board = self._written_in(game, others, font, lines, sizing, shorten, beside)
            if board.fits:
                break
        assert board is not None
        self._written = (key, board)
        return board

    def _written_in(self, game: Game, others: list[Game], font: QFont, lines: dict[int, list[Line]],
                    sizing: dict[int, list[Line]], shorten: bool, beside: bool) -> WrittenBoard:
        """The written board in ``font``; with ``shorten`` a name longer than its hand's panel (or a third of the
        board's width) shortened with "…"; with ``beside`` North's and South's labels left of their panels in two
        lines, not above them (a line less each: at 200 % on 1280 x 720 the trick had no room between them)."""
        metrics = QFontMetricsF(font)
        line_h, space = metrics.height(), metrics.horizontalAdvance(" ")
        pad_x, pad_y = max(3.0, line_h * 0.3), max(2.0, line_h * 0.15)

        def width_of(line: Line) -> float:
            return sum(metrics.horizontalAdvance(word) for word, _c in line) + space * (len(line) - 1)

        w, h, n = float(self.width()), float(self.height()), game.players
        hands = []
        boxes = []
        for seat in range(n):
            place = ANCHORED[n][seat]
            panel_w = max(width_of(line) for line in sizing[seat]) + 2 * pad_x
            panel_h = len(lines[seat]) * line_h + 2 * pad_y
            room = max(panel_w, w * (0.3 if place in "WE" else 0.45)) if shorten else w
            aside = beside and place in "NS"

            def label_of(shown: Game, seat: int = seat, room: float = room, aside: bool = aside) -> str:
                if aside:  # in two lines: the name, then the bid and tricks
                    name = metrics.elidedText(self.label_of(seat), Qt.TextElideMode.ElideRight, room)
                    return f"{name}\n{self._said(shown, seat).removeprefix('  ·  ')}"
                return self._fitted(metrics, self.label_of(seat), self._said(shown, seat), room)

            label = label_of(game)
            label_w = max(math.ceil(metrics.horizontalAdvance(part)) for shown in (game, *others)
                          for part in label_of(shown).split("\n"))  # its room at the widest: the same place always
            if aside:  # the label left of the panel, by its first lines (North's) or its last
                panel = QRectF((w - panel_w) / 2, LABEL_MARGIN if place == "N" else h - WRITTEN_GAP - panel_h,
                               panel_w, panel_h)
                label_top = panel.top() + pad_y if place == "N" else panel.bottom() - pad_y - 2 * line_h
                label_rect = QRectF(panel.left() - WRITTEN_GAP - label_w, label_top, label_w, 2 * line_h)
            else:  # the label above the panel
                block_w, block_h = max(panel_w, label_w), line_h + WRITTEN_GAP / 2 + panel_h
                left = {"W": WRITTEN_GAP, "E": w - WRITTEN_GAP - block_w}.get(place, (w - block_w) / 2)
                top = {"N": LABEL_MARGIN, "S": h - WRITTEN_GAP - block_h}.get(place, (h - block_h) / 2)
                along = {"W": 0.0, "E": block_w - label_w}.get(place, (block_w - label_w) / 2)
                panel_left = {"W": left, "E": left + block_w - panel_w}.get(place, left + (block_w - panel_w) / 2)
                label_rect = QRectF(left + along, top, label_w, line_h)
                panel = QRectF(panel_left, top + line_h + WRITTEN_GAP / 2, panel_w, panel_h)
            align = Qt.AlignmentFlag.AlignRight if place == "E" or aside else \
                Qt.AlignmentFlag.AlignLeft if place == "W" else Qt.AlignmentFlag.AlignHCenter
            hands.append(WrittenHand(seat, label, label_rect, align, panel, tuple(lines[seat])))
            boxes += [label_rect, panel]
        # the trick: a small card of text for each seat's place by the middle, kept whether it holds a card or not
        chip_w = max(metrics.horizontalAdvance(f"10{s.symbol}") for s in Suit) + 2 * pad_y
        chip_h = line_h + pad_y
        cx, cy = w / 2, h / 2
        corners = {"N": (cx - chip_w / 2, cy - chip_h - 1), "S": (cx - chip_w / 2, cy + 1),
                   "W": (cx - chip_w * 1.5 - WRITTEN_GAP, cy - chip_h / 2),
                   "E": (cx + chip_w / 2 + WRITTEN_GAP, cy - chip_h / 2)}
        places = {seat: QRectF(*corners[ANCHORED[n][seat]], chip_w, chip_h) for seat in range(n)}
        boxes += list(places.values())
        area = QRectF(0, 0, w, h)
        fits = all(area.contains(box) for box in boxes) and not any(
            a.adjusted(-1, -1, 1, 1).intersects(b) for a, b in itertools.combinations(boxes, 2))
        trick = tuple((seat, card, places[seat]) for seat, card in game.trick)
        return WrittenBoard(font, tuple(hands), trick, fits)

    def _paint_written(self, painter: QPainter) -> None:
        board = self.written_board()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(board.font)
        metrics = QFontMetricsF(board.font)
        line_h, space = metrics.height(), metrics.horizontalAdvance(" ")
        paper, edge = QColor("#fbfaf5"), QColor(0, 0, 0, 110)
        for hand in board.hands:
            painter.setPen(QColor("white"))
            painter.drawText(hand.label_rect, hand.label_align | Qt.AlignmentFlag.AlignVCenter, hand.label)
            path = QPainterPath()
            radius = line_h * 0.25
            path.addRoundedRect(hand.panel, radius, radius)
            painter.fillPath(path, paper)
            pad_y = (hand.panel.height() - len(hand.lines) * line_h) / 2
            y = hand.panel.top() + pad_y + metrics.ascent()
            for line in hand.lines:
                x = hand.panel.left() + max(3.0, line_h * 0.3)
                for word, colour in line:
                    painter.setPen(colour)
                    painter.drawText(QPointF(x, y), word)
                    x += metrics.horizontalAdvance(word) + space
                y += line_h
        for _seat, card, rect in board.trick:
            path = QPainterPath()
            path.addRoundedRect(rect, line_h * 0.2, line_h * 0.2)
            painter.fillPath(path, paper)
            painter.setPen(edge)
            painter.drawPath(path)
            word = rank_text(card) + card.suit.symbol if card.suit is not None else (
                QCoreApplication.translate("HandsBoard", "BJ") if card.rank == 16 else
                QCoreApplication.translate("HandsBoard", "LJ"))
            painter.setPen(self.renderer.style.suit_colour(card.suit or Suit.SPADES))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, word)
        painter.end()

    def grid_place(self, seat: int, n: int) -> tuple[int, bool]:
        """Without a side each: the seat's column (0 west, 1 middle, 2 east) and whether it is in the top row."""
        name = seat_name_of(n, seat).lower()
        return (0 if "west" in name else 2 if "east" in name else 1), name.startswith("north")

    def card_rects(self) -> dict[int, list[tuple[Card, QRectF]]]:
        """Without a side each (six seats): where each seat's cards are painted, in the order painted."""
        game = self.game
        placed: dict[int, list[tuple[Card, QRectF]]] = {}
        if game is None:
            return placed
        n = game.players
        columns = max(self.grid_place(s, n)[0] for s in range(n)) + 1
        col_w = self.width() / columns
        card_h = self._card_h()
        hand_rules = game.view(0).rules
        for seat in range(n):
            column, top = self.grid_place(seat, n)
            cards = sort_hand(game.hand_of(seat), hand_rules, self.order)
            room = col_w - 2 * ROW_GAP - CARD_W
            per_line = len(cards) if OVERLAP * max(0, len(cards) - 1) <= room else math.ceil(len(cards) / 2)
            lines = [cards[:per_line], cards[per_line:]] if per_line < len(cards) else [cards]
            step = min(OVERLAP, room / max(1, per_line - 1))
            first_top = self.row_label_h() + ROW_GAP if top else self.height() - ROW_GAP - card_h - LINE_STEP
            rects = []
            for line_no, line in enumerate(lines):
                width = step * max(0, len(line) - 1) + CARD_W
                left = column * col_w + (col_w - width) / 2
                y = first_top + line_no * LINE_STEP
                rects += [(card, QRectF(left + i * step, y, CARD_W, card_h)) for i, card in enumerate(line)]
            placed[seat] = rects
        return placed

    def trick_rects(self) -> list[tuple[int, Card, QRectF]]:
        """Without a side each: the trick's cards, each below (or above) its player's hand."""
        game = self.game
        if game is None:
            return []
        n = game.players
        columns = max(self.grid_place(s, n)[0] for s in range(n)) + 1
        col_w, card_h, middle = self.width() / columns, self._card_h(), self.height() / 2
        out = []
        for seat, card in game.trick:
            column, top = self.grid_place(seat, n)
            y = middle - ROW_GAP - card_h if top else middle + ROW_GAP
            out.append((seat, card, QRectF(column * col_w + (col_w - CARD_W) / 2, y, CARD_W, card_h)))
        return out

    def _paint_rows(self, painter: QPainter, game: Game) -> None:
        n = game.players
        columns = max(self.grid_place(s, n)[0] for s in range(n)) + 1
        col_w = self.width() / columns
        label_h = self.row_label_h()
        painter.setPen(QColor("white"))
        for seat, rects in self.card_rects().items():
            for card, rect in rects:
                painter.drawPixmap(rect.topLeft(), self.renderer.pixmap(card, CARD_W, self.devicePixelRatioF()))
            column, _top = self.grid_place(seat, n)
            first_top = min((r.top() for _c, r in rects), default=self.height() - ROW_GAP - LINE_STEP)
            label = self.label_of(seat)
            bid = game.bids[seat]
            text = f"{label}  ·  {texts.bid_text(bid) if bid is not None else '–'}  ·  {game.tricks[seat]}"
            painter.drawText(QRectF(column * col_w, first_top - label_h - 1, col_w, label_h),
                             Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, int(col_w) - 4))
        for _seat, card, rect in self.trick_rects():
            painter.drawPixmap(rect.topLeft(), self.renderer.pixmap(card, CARD_W, self.devicePixelRatioF()))
        painter.end()

    def row_label_h(self) -> int:
        """A label's height over a row of hands (six seats): ``LABEL_H``, or the window's type's line where that
        is higher (at 14 points the northern labels were cut at the board's top)."""
        return max(LABEL_H, self.fontMetrics().height())

    def _card_h(self) -> float:
        back = self.renderer.pixmap(None, self.card_width())
        return back.height() / back.devicePixelRatio()

    def _vstep(self, count: int) -> float:
        """A side hand's step: as much of each card's corner as the board's height leaves room for (with the
        name above and a margin below), between ``V_STEPS`` (at the board's scale)."""
        k = self.scale()
        if count < 2:
            return V_STEPS[0] * k
        room = self.height() - max(100 * k, 2 * (LABEL_MARGIN + self.label_height() + LABEL_GAP)) - self._card_h()
        return max(V_STEPS[0] * k, min(V_STEPS[1] * k, room / (count - 1)))

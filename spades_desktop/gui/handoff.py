"""Pass-and-play screens: the hand-off cover between two people's turns, and the recap of what they missed.

``HandOffCover`` lies over the whole table (it is opaque: no card, plate or
panel shows through) and names the next player: "Pass to West. West, click
(or press Space) when ready". A click or Space during the first moments after
it appears is ignored, so the previous player's double click or held key
cannot lift it by accident.

``RecapPanel`` is shown to the player at the start of their turn, in a free
corner of the table: the hand that began, the bids made, the trick(s)
completed since their last turn (the latest one as small cards), and the
cards their partner passed them.
"""

from __future__ import annotations

import html
import math
import time

from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontInfo,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QRadialGradient,
    QResizeEvent,
    QTextDocumentFragment,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from ..engine import Action, Bid, Card, Play, Suit
from ..record.names import NAME_LONGEST
from . import style, texts
from .card_render import CardRenderer, card_height, suit_path
from .layouts import clear_layout
from .panels import Panel
from .pass_and_play import Recap
from .trick_marks import cancelled_word


def cover_style(t: style.Theme | None = None) -> str:
    """The hand-off card's style sheet in the theme ``t`` (the one in use by default)."""
    t = t or style.theme()
    return style.panel_style_sheet(t) + f"""
QFrame#HandOffCard {{
    background: {t.panel_bg};
    border: {t.border_px}px solid {t.panel_border};
    border-radius: 22px;
}}
QLabel#CoverTitle {{ color: {t.title}; font-weight: bold; }}
QLabel#CoverText {{ color: {t.text}; }}
QLabel#CoverMuted {{ color: {t.muted}; }}
"""


class _Fan(QWidget):
    """A small fan of card backs: the picture on the hand-off cover (backs only, never a face)."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self.card_w = 60

    def set_card_width(self, width: int) -> None:
        self.card_w = width
        self.setFixedSize(round(width * 3.2), round(card_height(width) * 1.12 + width * 0.3))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        w, h = self.card_w, card_height(self.card_w)
        pixmap = self._renderer.pixmap(None, w, self.devicePixelRatioF())
        pivot = QPointF(self.width() / 2, self.height() - w * 0.28)  # the turned cards' corners stay inside
        for i in range(5):
            angle = (i - 2) * 14.0
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(QRectF(-w / 2 + 3, -h + 4, w, h), w * 0.07, w * 0.07)
            painter.drawPixmap(QRectF(-w / 2, -h, w, h), pixmap, QRectF(pixmap.rect()))
            painter.restore()
        painter.end()


class HandOffCover(QWidget):
    """Covers the table between two people's turns; see the module docstring."""

    ready = Signal()

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet(cover_style())
        self.guard_seconds = 0.6  # input ignored this long after the cover appears
        self._shown_at = 0.0
        self.name = ""
        self._position = ""
        self._reader = 12  # the reader's type size in pixels (_rescale)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = QFrame(self)
        self.card.setObjectName("HandOffCard")
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        box = self._box = QVBoxLayout(self.card)
        box.setSpacing(10)
        self.fan = _Fan(renderer, self.card)
        box.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = self._label("CoverTitle")
        self.prompt = self._label("CoverText")
        self.task = self._label("CoverMuted")
        for label in (self.title, self.prompt, self.task):
            box.addWidget(label)
        self.button = QPushButton(self.card)
        self.button.setObjectName("Accent")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self._try_ready)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.footer = self._label("CoverMuted")
        self.footer.setText(self.tr("Everyone else, please look away."))
        box.addWidget(self.footer)
        self.hide()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self.card)
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    def show_for(self, name: str, task: str, position: str = "") -> None:
        """Cover the table and ask for ``name`` (``task`` says what they are to do); ``position``, the seat's
        place as the New game dialog names it, follows the name ("Pass to Kid (East)") unless it is the name."""
        self.name, self._position = name, position
        self.task.setText(task)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._rescale()
        if not self.isVisible():
            self._shown_at = time.monotonic()
        self.show()
        self.raise_()

    def _rescale(self) -> None:
        """Size the card's type, picture and margins to the table, then give way until the card fits the cover's
        height: the card as wide as it may be, the fan of backs smaller and then gone, tighter margins, the title
        smaller down to the reader's own type size, and last the footer and the task (the status line says both).
        At 150 % with a large font (569 x 320 logical) the card needed 297 pixels of 248: the layout squeezed the
        title to 33 of its 60 and the fan lay over its first line, "(South)" cut in half."""
        h, w = max(200, self.height()), max(200, self.width())
        self._reader = reader = max(12, QFontInfo(self.font()).pixelSize())  # the reader's type: nothing smaller
        body = round(max(reader, min(26, h * 0.028, w * 0.026)))
        fan = round(max(28, min(110, h * 0.11, w * 0.09)))
        m = self.contentsMargins() + (outer.contentsMargins() if (outer := self.layout()) is not None else QMargins())
        room = self.height() - m.top() - m.bottom()
        widest = max(1, min(max(260, round(w * 0.86)), self.width() - m.left() - m.right()))
        for i, (fan_w, margin_f, spacing, title_f, footer, task) in enumerate(steps := self._fit_steps(fan)):
            self._set_fonts(body, max(reader, round(body * title_f)))
            margin = round(body * margin_f)
            self._box.setContentsMargins(margin * 2, margin, margin * 2, margin)
            self._box.setSpacing(spacing)
            self.fan.setVisible(fan_w > 0)
            if fan_w:
                self.fan.set_card_width(fan_w)
            self.footer.setVisible(footer)
            self.task.setVisible(task)
            self.card.setMinimumWidth(0)
            self.card.setMaximumWidth(widest)
            natural = min(widest, max(min(widest, body * 30), self.card.sizeHint().width()))
            # the card as wide as it may be before anything gives way: the title on fewer lines
            for width in (natural, widest) if i == 0 else (widest,):
                self.card.setFixedWidth(width)
                self._name_texts(width - 4 * margin - 2 * style.theme().border_px)
                self._box.invalidate()
                if self._box.totalHeightForWidth(width) <= room or (i == len(steps) - 1 and width == widest):
                    return

    @staticmethod
    def _fit_steps(fan: int) -> list[tuple[int, float, int, float, bool, bool]]:
        """The card's ways to fit a low cover, in turn: (fan card width or 0 for none, margin as a share of the
        body type, spacing, title as a share of the body type, footer shown, task shown)."""
        return [(fan, 1.6, 10, 2.1, True, True), (round(fan * 0.75), 1.6, 10, 2.1, True, True),
                (max(28, round(fan * 0.5)), 1.2, 8, 2.1, True, True), (0, 1.2, 8, 2.1, True, True),
                (0, 0.8, 6, 1.8, True, True), (0, 0.6, 4, 1.5, True, True), (0, 0.5, 4, 1.25, True, True),
                (0, 0.5, 3, 1.0, True, True), (0, 0.4, 2, 1.0, False, True), (0, 0.4, 2, 1.0, False, False)]

    def _set_fonts(self, body: int, title: int) -> None:
        """The title's type ``title`` pixels, the other texts' (and the button's) sized from ``body``."""
        for label, px in ((self.title, title), (self.prompt, round(body * 1.15)), (self.task, body),
                          (self.footer, max(self._reader, round(body * 0.9)))):
            font = label.font()
            font.setPixelSize(px)
            label.setFont(font)
        font = self.button.font()
        font.setPixelSize(round(body * 1.05))
        self.button.setFont(font)
        self.button.setMinimumHeight(round(body * 2.4))
        self.button.setMinimumWidth(round(body * 14))

    def _name_texts(self, room: int) -> None:
        """The texts that name the player, in lines ``room`` pixels wide: a word of the name wider than a line (a
        name of 40 letters without a space, in the title's large type) is cut short with "…" (it was cut off at
        both ends of the title, and the button's text past its edges)."""
        name, position = self.name, self._position

        def fitted(label: QWidget, text: str, rest: str = "") -> str:
            """``text`` with each word wider than the room, together with ``rest`` after it, cut short."""
            metrics = label.fontMetrics()
            space = max(1, room - metrics.horizontalAdvance(rest))
            return " ".join(metrics.elidedText(word, Qt.TextElideMode.ElideRight, space) for word in text.split(" "))

        if position and position.casefold() != name.strip().casefold():
            self.title.setText(self.tr("Pass to {0} ({1})").format(fitted(self.title, name), position))
        else:
            self.title.setText(self.tr("Pass to {0}").format(fitted(self.title, name)))
        self.prompt.setText(self.tr("{0}, click (or press Space) when ready.").format(fitted(self.prompt, name, ",")))
        # the button's text is one line: the name takes what the rest of it leaves
        button = self.tr("I'm {0}: show my cards")
        metrics = self.button.fontMetrics()
        space = room - metrics.horizontalAdvance(button.format("")) - 2 * metrics.horizontalAdvance("M")
        self.button.setText(button.format(metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(1, space))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect())
        grad = QRadialGradient(QPointF(r.width() / 2, r.height() * 0.45), max(r.width(), r.height()) * 0.8)
        felt = style.theme().felt  # the table's cloth, a shade darker: black in high contrast
        for stop, colour in zip((0.0, 0.6, 1.0), felt, strict=True):
            grad.setColorAt(stop, QColor(colour).darker(115))
        painter.fillRect(r, grad)
        # A quiet pattern of suit symbols, so the cover reads as "the table is resting", not as an error.
        step = max(48.0, min(r.width(), r.height()) / 7)
        size = step * 0.34
        suits = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 14))
        rows = math.ceil(r.height() / step) + 1
        cols = math.ceil(r.width() / step) + 1
        for row in range(rows):
            for col in range(cols):
                x = col * step + (step / 2 if row % 2 else 0)
                y = row * step
                path = suit_path(suits[(row + col) % 4])
                painter.drawPath(QTransform(size, 0, 0, size, x - size / 2, y - size / 2).map(path))
        painter.end()

    def apply_theme(self) -> None:
        """Draw the cover in the theme now in use (``style.set_theme``)."""
        self.setStyleSheet(cover_style())
        self.update()

    # ------------------------------------------------------------------ input
    def _armed(self) -> bool:
        return time.monotonic() - self._shown_at >= self.guard_seconds

    def _try_ready(self) -> None:
        if self.isVisible() and self._armed():
            self.ready.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing under the cover may be touched

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self._try_ready()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Space (or Enter) lifts the cover; every other key is swallowed while it is up."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self._try_ready()
        return True


# ---------------------------------------------------------------------- recap
def taken_back_text(taken: Action, made: Action) -> str:
    """One of the player's moves that an undo took back, and the move made in its place (maybe the same), in a
    sentence: "Your 3♦ was taken back with Undo; the Q♦ was played in its place." It does not say who made it (a
    person who takes back their own card before handing over makes it again themselves)."""
    if isinstance(taken, Play) and isinstance(made, Play):
        if taken == made:
            return QCoreApplication.translate(
                "RecapPanel", "Your {0} was taken back with Undo and played again.").format(texts.card_text(taken.card))
        return QCoreApplication.translate(
            "RecapPanel", "Your {0} was taken back with Undo; the {1} was played in its place.").format(
            texts.card_text(taken.card), texts.card_text(made.card))
    if isinstance(taken, Bid) and isinstance(made, Bid):
        if taken == made:
            return QCoreApplication.translate(
                "RecapPanel", "Your bid of {0} was taken back with Undo and made again.").format(texts.bid_text(taken))
        return QCoreApplication.translate(
            "RecapPanel", "Your bid of {0} was taken back with Undo; {1} was bid in its place.").format(
            texts.bid_text(taken), texts.bid_text(made))
    if taken == made:
        return QCoreApplication.translate(
            "RecapPanel", "Your move “{0}” was taken back with Undo and made again.").format(texts.done_text(taken))
    return QCoreApplication.translate(
        "RecapPanel", "Your move “{0}” was taken back with Undo; “{1}” was made in its place.").format(
        texts.done_text(taken), texts.done_text(made))


def again_text(taken: Action) -> str:
    """The player's move that an undo took back while someone else may have held the screen, theirs to make again
    now, in a sentence: "Your 2♣ was taken back with Undo: play again." (They were called back to the screen with
    no word of why: family QA.) Only their own move: a card or a bid the table saw, or "your move"."""
    if isinstance(taken, Play):
        return QCoreApplication.translate("RecapPanel", "Your {0} was taken back with Undo: play again.").format(
            texts.card_text(taken.card))
    if isinstance(taken, Bid):
        return QCoreApplication.translate("RecapPanel", "Your bid of {0} was taken back with Undo: bid again.").format(
            texts.bid_text(taken))
    return QCoreApplication.translate("RecapPanel", "Your move “{0}” was taken back with Undo: choose again.").format(
        texts.done_text(taken))


def taken_back_said(recap: Recap) -> str:
    """What a screen reader hears of ``recap.taken_back`` and ``recap.again`` as the player's turn begins ("" when
    nothing)."""
    said = [taken_back_text(taken, made) for taken, made in recap.taken_back]
    if recap.again is not None:
        said.append(again_text(recap.again))
    return " ".join(said)


SuitColours = tuple[str, str, str]  # the red suits', the black suits', a joker's (CSS colours)
PANEL_SUIT_COLOURS: SuitColours = ("#ff8f80", "#ffffff", "#ffd56a")  # on the dark panels (9.5:1 and more on black)


def tooltip_suit_colours() -> SuitColours:
    """The suits' colours on a tooltip's own background (``QToolTip.palette()``): the black suits in its text
    colour, the red suits and jokers at 7:1 or more on a light tooltip or on a dark one (#2b2b2b to #353535). The
    recap's tooltip took the dark panels' colours: white spades and clubs on the light tooltip, unseen, and pale
    hearts (QA recheck25)."""
    tip = QToolTip.palette()
    text = tip.color(QPalette.ColorRole.ToolTipText).name()
    if tip.color(QPalette.ColorRole.ToolTipBase).lightness() >= 128:
        return ("#a00000", text, "#6b4500")
    return ("#ffb3aa", text, PANEL_SUIT_COLOURS[2])


def card_html(card: Card, colours: SuitColours = PANEL_SUIT_COLOURS) -> str:
    """A card in words, its suit coloured for the dark panels (or in ``colours``)."""
    red, black, joker = colours
    if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
        colour = red
    elif card.suit is None:
        colour = joker
    else:
        colour = black
    return f"<span style='color:{colour}; font-weight:bold'>{html.escape(texts.card_text(card))}</span>"


def recap_names(names: list[str], longest: int) -> list[str]:
    """``names`` cut to ``longest`` characters (``texts.shown_name``), or to as few more as keeps apart two names
    that begin alike ("Grandmother Anna", "Grandmother Beth": not both "Grandmother…")."""
    most = max((len(n) for n in names), default=0)
    while True:
        cut = [texts.shown_name(n, longest) for n in names]
        if len(set(cut)) == len(set(names)) or longest >= most:
            return cut
        longest += 1


class RecapPanel(Panel):
    """What happened since the player's last turn (pass-and-play); see the module docstring."""

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        self.recap: Recap | None = None
        self.compact = False
        self.name_longest = NAME_LONGEST  # the names cut to this many characters (``RECAP_NAME_LONGEST``)
        self.left_out = 0  # the oldest tricks not told (the panel's tooltip and description tell everything)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 10)
        outer.setSpacing(4)
        self.title = self._title(self.tr("Since your last turn"))
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.lines = QLabel(self)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setWordWrap(True)
        outer.addWidget(self.lines)
        self.trick_caption = QLabel(self)
        self.trick_caption.setObjectName("Muted")
        outer.addWidget(self.trick_caption)
        self.trick_row = QHBoxLayout()
        self.trick_row.setSpacing(4)
        outer.addLayout(self.trick_row)
        self.card_labels: list[QLabel] = []

    def show_recap(self, recap: Recap, names: list[str], card_w: int, compact: bool = False,
                   name_longest: int = NAME_LONGEST, left_out: int = 0) -> None:
        """Fill the panel; ``compact`` leaves out the small card pictures (a small table), ``name_longest`` cuts the
        names shorter, ``left_out`` leaves out that many of the oldest tricks (never the last) with a line saying
        so: the whole recap is then the panel's tooltip and accessible description. Names of 60 letters came ~8
        times in a recap of three tricks: it was a column the table's height with its end cut off (QA)."""
        self.recap, self.compact = recap, compact
        self.name_longest = name_longest
        left_out = max(0, min(left_out, len(recap.tricks) - 1)) if compact else 0
        self.left_out = left_out
        # the player's first turn of the game (or of a hand) tells what happened since the deal: "Since your last
        # turn" was said before a first move (Russian family QA)
        self.title.setText(self.tr("Since the deal") if recap.new_hand else self.tr("Since your last turn"))
        full_names = names
        names = recap_names(names, name_longest)
        lines = self._lines(recap, names, compact, left_out)
        if left_out:
            whole = self._lines(recap, full_names, True, 0, tooltip_suit_colours())  # on the tooltip's background
            self.setToolTip(f"<b>{html.escape(self.title.text())}</b><br>" + "<br>".join(whole))
            self.setAccessibleDescription("\n".join(QTextDocumentFragment.fromHtml(line).toPlainText()
                                                    for line in whole))
        else:
            self.setToolTip("")
            self.setAccessibleDescription("")
        pictured = recap.tricks[-1] if recap.tricks and not compact else None
        self.lines.setText("<br>".join(lines))
        self.lines.setVisible(bool(lines))
        clear_layout(self.trick_row)
        self.card_labels = []
        if pictured is not None:
            if pictured.winner is None:
                self.trick_caption.setText(self.tr("Trick {0}, dead (nobody won it):").format(pictured.number))
            else:
                self.trick_caption.setText(self.tr("Trick {0}, won by {1}:").format(
                    pictured.number, self.tr("you") if pictured.winner == recap.seat else names[pictured.winner]))
            dpr = self.devicePixelRatioF()
            for order, (seat, card) in enumerate(pictured.plays):
                cell = QWidget(self)
                box = QVBoxLayout(cell)
                box.setContentsMargins(0, 0, 0, 0)
                box.setSpacing(1)
                picture = QLabel(cell)
                picture.setPixmap(self._renderer.pixmap(card, card_w, dpr))
                picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                if seat == pictured.winner:
                    picture.setStyleSheet("border: 2px solid #ffce54; border-radius: 6px;")
                elif order in pictured.cancelled:  # players.cancellation: an identical card cancelled it
                    picture.setStyleSheet("border: 2px dashed #ff6b5e; border-radius: 6px;")
                    picture.setToolTip(cancelled_word())
                caption = QLabel(self.tr("You") if seat == recap.seat else names[seat], cell)  # a caption
                caption.setObjectName("Strong" if seat == pictured.winner else "Muted")
                caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
                box.addWidget(picture)
                box.addWidget(caption)
                self.trick_row.addWidget(cell)
                cell.setVisible(True)  # (a child added to a shown panel would appear only later, unmeasured)
                self.card_labels.append(picture)
        self.trick_caption.setVisible(pictured is not None)
        self.set_scale(self._font_px)
        f = self.font()
        for child in self.findChildren(QLabel):
            if child is not self.title:
                child.setFont(f)
        self.adjustSize()

    def settle(self) -> None:
        """Work the panel's least size out again now. The cards' captions were just made or their font changed:
        their layout's least size is the old one until the event loop works it out (the panel came out 14 px
        narrower than its captions: "Grandma" cut to "Grandmı", family QA; a caption of 24 letters 50 px)."""
        for i in range(self.trick_row.count()):
            item = self.trick_row.itemAt(i)
            cell = item.widget() if item is not None else None
            box = cell.layout() if cell is not None else None
            if cell is not None and box is not None:
                box.invalidate()
                box.activate()
                cell.updateGeometry()
        self.trick_row.invalidate()
        outer = self.layout()
        if outer is not None:
            outer.invalidate()
            outer.activate()

    def _lines(self, recap: Recap, names: list[str], compact: bool, left_out: int,
               colours: SuitColours = PANEL_SUIT_COLOURS) -> list[str]:
        """The recap's lines of text (rich text): the latest trick left to the pictures unless ``compact``, the
        ``left_out`` oldest tricks said in one line; the cards' suits in ``colours``."""

        def name(seat: int) -> str:
            return self.tr("you") if seat == recap.seat else names[seat]

        lines: list[str] = []
        # first: the player's own move taken back and made again, maybe by another person (Allow undo)
        lines += [f"<b>{html.escape(taken_back_text(taken, made))}</b>" for taken, made in recap.taken_back]
        if recap.again is not None:  # ... and the one taken back that is theirs to make again now
            lines.append(f"<b>{html.escape(again_text(recap.again))}</b>")
        if recap.new_hand and recap.dealer == recap.seat:  # «сдаёт вы» was said: a sentence of its own
            lines.append(html.escape(self.tr("Hand {0}, you deal.").format(recap.hand_number)))
        elif recap.new_hand:
            lines.append(html.escape(self.tr("Hand {0}, dealt by {1}.").format(recap.hand_number,
                                                                              name(recap.dealer))))
        if recap.bids:
            said = " · ".join(f"{html.escape(name(s))}\u00a0<b>{html.escape(texts.bid_text(b))}</b>"
                             for s, b in recap.bids)
            lines.append(self.tr("Bids: {0}").format(said))
        pictured = recap.tricks[-1] if recap.tricks and not compact else None
        if left_out:
            lines.append("<i>" + html.escape(self.tr("… {0} before these: point here to read them all.").format(
                texts.count_of(left_out, self.tr("trick|tricks")))) + "</i>")
        for trick in recap.tricks[left_out:]:
            if trick is pictured:
                continue
            plays = ", ".join(f"{html.escape(name(s))} " + (f"<s>{card_html(c, colours)}</s>" if i in trick.cancelled
                                                           else card_html(c, colours))
                              for i, (s, c) in enumerate(trick.plays))
            if trick.winner is None:
                lines.append(self.tr("Trick {0}: {1}; a dead trick, nobody won it.").format(trick.number, plays))
            else:
                lines.append(self.tr("Trick {0}: {1}; {2} won it.").format(trick.number, plays,
                                                                            html.escape(name(trick.winner))))
        if recap.received and recap.received_from is not None:
            cards = " ".join(card_html(c, colours) for c in recap.received)
            lines.append(self.tr("{0} passed you {1}.").format(html.escape(name(recap.received_from)), cards))
        return lines

    def text(self) -> str:
        """Everything the panel says, as plain text (for tests)."""
        parts = [self.title.text(), self.lines.text(), self.trick_caption.text()]
        parts += [label.text() for label in self.findChildren(QLabel) if label.objectName() in ("Strong", "Muted")]
        return " ".join(parts)

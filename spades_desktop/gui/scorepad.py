"""The scorepad beside the table: one row per hand, animated as hands are scored.

Every number shown comes from the engine's ``HandScore`` through the pure
sheet model (``sheets.model.hand_row``): bids with their marks, tricks, the
hand's points (breakdown on hover), bags and running totals. A new row
slides in, its numbers count up, a bag penalty or a failed nil flashes a
call-out, the leader's total is highlighted, and game over shows the winner.
Animations scale with ``set_animation_speed`` (0 = off, as tests use).

Any number of sides gets its columns (the six-player game: three sides of
two); a game of a fixed number of hands (``hand_limit``, six in the
six-player game: each player deals once) shows its rows still to play as
empty, numbered lines, as on a paper pad.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QStyle, QToolTip, QVBoxLayout, QWidget

from ..engine.actions import BLIND_NIL, NIL, Bid
from ..engine.ruleset import RuleSet
from ..engine.scoring import HandScore
from ..sheets.model import (
    BidCell,
    BreakdownLine,
    HandRow,
    SideCell,
    SideHead,
    bid_mark,
    hand_row,
    legend,
    side_heads,
    signed,
    whole,
)
from .accessibility import read_as_one
from .focus_ring import paint_focus_ring
from .layouts import keep_room_for_wrapped_text
from .scorepad_geometry import (
    PAD_CHROME,
    Kind,
    Mode,
    PadColumn,
    choose_mode,
    columns,
    has_notes,
    kinds_of,
    least_pad_width,
    min_width,
    took_per_player,
)
from .texts import bid_text, count_of, dotted, ranked_totals, sheet_tr

PAPER = QColor("#fbf7ea")
INK = QColor("#1d2b3a")
FAINT = QColor("#525d6c")  # at least 4.5:1 on the paper, every side tint and the leader's gold
RULE = QColor("#c9c2ad")
RED = QColor("#b3261e")
GOLD = QColor("#f3d77a")
TINTS = (QColor("#eaf1fa"), QColor("#eaf5e8"), QColor("#f9ece7"), QColor("#f1ebf8"))

# The pad's type grows with its room, up to ``TYPE_MOST`` times the usual size: with its height (the usual size
# up to ``TYPE_HEIGHT`` pixels, about a 1280 x 800 window's pad), as far as its width holds the fewest columns.
TYPE_MOST = 1.5
TYPE_HEIGHT = 760.0

SLIDE_MS = 240
COUNT_MS = 700
FLASH_MS = 1100


def _no_break(text: str) -> str:
    """``text`` as HTML that never breaks across lines."""
    return html.escape(text).replace(" ", "&nbsp;")


def _first_bound(text: str) -> str:
    """``text`` as HTML that may break between its words, but not after its first word nor after a number
    ("running / count…", "10 / bags")."""
    first, _space, rest = text.partition(" ")
    bound = html.escape(first) + ("&nbsp;" + html.escape(rest) if rest else "")
    return re.sub(r"(\d) ", r"\1&nbsp;", bound)


@dataclass
class _RowState:
    row: HandRow
    reveal: float = 1.0  # slide-in: 0 hidden .. 1 full height
    progress: float = 1.0  # count-up: 0 start values .. 1 final values
    flash: float = field(default=0.0, init=False)  # call-out: 0 none, (0, 1) flashing; 1 done
    score: HandScore | None = None  # the engine's score of the row (its bids in words, for screen readers)

    def __post_init__(self) -> None:
        # a row shown without its flash (a resumed, opened or undone game; animations off) is done: its red corner
        # shows at once (it showed only after a flash, so it was missing there, and every earlier row's after Undo)
        self.flash = self.done_flash()

    def done_flash(self) -> float:
        """The flash of the row once shown: 1 (its corner) with a failed nil or a bag penalty, else 0."""
        return 1.0 if any(c.callout for c in self.row.sides) else 0.0

    def value(self, start: int, end: int) -> int:
        return round(start + (end - start) * self.progress)

    def bags(self, cell: SideCell) -> int:
        """Bags count up by this hand's bags; a penalty resets the count when the count ends."""
        if self.progress >= 1:
            return cell.bags_after
        return cell.bags_before + round(cell.bags * self.progress)


def _said_as(role: QAccessible.Role, parent: QWidget) -> QLabel:
    """A label said to screen readers as one thing of ``role`` by its accessible name (``read_as_one``), marked before
    it has a parent or a text: with accessibility on, Qt makes a widget's interface as it gets either, and keeps it."""
    label = QLabel()
    read_as_one(label, role)
    label.setParent(parent)
    return label


ROW_RING = QColor("#b86e00")  # the focused row's ring: the list's own dark gold (3.7:1 on the paper)


class _RowText(QLabel):
    """A hand's row for screen readers (the rows are painted): its text, placed over the row; lets every click
    and hover through to the rows. Tab into the list focuses the last row and ↑ ↓ Home End move between rows,
    so a screen reader says each hand ("Hand 1, dealt by Ethan: …"); before, only "Hands scored" was ever
    focused. Paints only its focus ring. A *list item* to screen readers, not a label: Orca 43 reads every label
    under a panel that labels nothing as the focus enters it, and Tab into the scorepad read every hand's sentence
    before the focused one (800 characters after 3 hands, more with each hand)."""

    def __init__(self, parent: QWidget, pad: ScorepadWidget) -> None:
        super().__init__()
        read_as_one(self, QAccessible.Role.ListItem)  # "Hand 2, dealt by Wes: … 2 of 3"; before it has a parent (see
        self.setParent(parent)  # ``_said_as``)
        self._pad = pad
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # not a Tab stop each: the list is one, ↑ ↓ within it

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.hasFocus():
            paint_focus_ring(self, ROW_RING)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._pad.row_key(self, event.key()):
            super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        return self._pad.leave_rows(next)


class ScorepadWidget(QWidget):
    """The animated scorepad. Feed it the engine's ``HandScore``s; it never computes a score."""

    animationFinished = Signal()
    least_height_changed = Signal()  # the winner's banner came or went, or the title gave way to it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorepad")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self._rules = RuleSet()
        self._names: tuple[str, ...] = ()
        self._heads: tuple[SideHead, ...] = ()
        self._preset = ""
        self._rows: list[_RowState] = []
        self._speed = 1.0
        self._winner: int | None = None
        self._pending_winner: int | None = None
        self._anim: QSequentialAnimationGroup | None = None
        self._mode: Mode = "full"
        self._legend_for: tuple[Mode, int] | None = None  # the mode and width the key was written for
        self._usual_font = QFont(self.font())  # the type at its usual size (``_fit_type`` makes it larger)
        self._type = 1.0  # how much larger than usual the type is now
        self._columns: tuple[PadColumn, ...] = ()
        self._most_height: int | None = None  # the least height the window's screen allows (``set_most_height``)
        self._target = ""  # the target under the title, whole (``_fit_height`` may show it cut short, or not at all)
        self._winner_text = ""  # the winner's banner, whole (``_fit_height`` may show its first line alone)
        # whether a hand's deal number is left out of its tooltip: the main window's pass-and-play game in
        # progress keeps hand 1's, the game's own, until its end (``GameController.deal_number_hidden``)
        self.deal_hidden: Callable[[int], bool] = lambda _hand: False

        # Not labels to screen readers (each said by its name, set with its text): Orca 43 read them all, the key's
        # name too, before the focused row as Tab entered the scorepad; the pad's description says the game
        self._title = _said_as(QAccessible.Role.Heading, self)
        self._title.setObjectName("scorepadTitle")
        self._title.setWordWrap(True)
        self._set_title_font()
        self._subtitle = _said_as(QAccessible.Role.Paragraph, self)
        self._subtitle.setObjectName("scorepadTarget")
        self._subtitle.setWordWrap(True)  # "Game to 500 · lose at -200" is wider than a small window's scorepad
        self._banner = _said_as(QAccessible.Role.Paragraph, self)
        self._banner.setObjectName("scorepadWinner")
        self._banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._banner.setWordWrap(True)
        self._banner.setStyleSheet(
            "QLabel#scorepadWinner { background: #f3d77a; color: #1d2b3a; border: 1px solid #b8962e;"
            " border-radius: 6px; padding: 6px; font-weight: bold; }"
        )
        self._banner.hide()
        for label in (self._title, self._subtitle, self._banner):
            label.setTextFormat(Qt.TextFormat.PlainText)  # player names are never markup
        for label in (self._title, self._subtitle):
            label.setStyleSheet("color: #1d2b3a;")
        self._head = _HeadBar(self)
        self._canvas = _RowsCanvas(self)
        self._row_texts: list[_RowText] = []  # one per hand row, for screen readers (``row_text``)
        self._scroll = QScrollArea(self)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setWidget(self._canvas)
        self._canvas.setAutoFillBackground(False)  # setWidget turned it on; the paper shows through
        self._scroll.viewport().setAutoFillBackground(False)
        # A ring of the same width, coloured only while the rows have the keyboard focus (Tab from the table):
        # nothing showed where the focus had gone. Dark gold: 3.7:1 on the paper, in both themes.
        self._scroll.setStyleSheet("QScrollArea { background: transparent; border: 2px solid transparent;"
                                   " border-radius: 4px; } QScrollArea:focus { border-color: #b86e00; }")
        self._scroll.setAccessibleName(self.tr("Hands scored"))
        # Rows scrolled to the end stay at the end when the room changes: the game-over banner took room above
        # the rows and the winning hand's row slid out of sight (54 of 100 after the banner)
        self._at_end = True
        bar = self._scroll.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self._scroll.installEventFilter(self)  # Tab into the list goes on to a row (``focus_row``)
        self._totals = _TotalsBar(self)
        # the key to the marks (D, N, ✗ …), always in sight (issue 12); named "Key to the marks", the key its
        # description
        self._legend = _said_as(QAccessible.Role.Paragraph, self)
        self._legend.setObjectName("scorepadLegend")
        self._legend.setWordWrap(True)
        self._legend.setTextFormat(Qt.TextFormat.RichText)
        self._legend.setStyleSheet("color: #3f4d5a;")
        # whole where the pad has room, else down to its first line, the rest scrolled: its four lines at a
        # 16-point font made the window's least height 525 pixels on a screen of 512 (1366 x 768 at 150 %)
        self._key = _KeyScroll(self._legend, self)
        self._key.setObjectName("scorepadKey")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(4)
        layout.addWidget(self._title)
        layout.addWidget(self._subtitle)
        layout.addWidget(self._banner)
        layout.addWidget(self._head)
        layout.addWidget(self._scroll, 1)
        layout.addWidget(self._totals)
        layout.addWidget(self._key)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumWidth(least_pad_width(self._scale_of(1.0)))
        keep_room_for_wrapped_text(self)  # the key's last line was cut where it wraps to four (Russian)
        self.set_game(self._rules, (), "")

    # ------------------------------------------------------------ public API
    def set_game(self, rules: RuleSet, names: Sequence[str], preset_name: str) -> None:
        """Start an empty pad for a new game: columns per side, the preset's name and target on top."""
        self._stop_animation()
        self._rules = rules
        self._names = tuple(names)
        self._heads = side_heads(rules, names, sheet_tr)
        # more sides, more room: cutthroat's four at two partnerships' least width drew a bid mark at 0.38 of the
        # pad's type (low-vision QA 9); the main window learns of it here (``ownLeastWidth``). Where the main window
        # capped it to what the screen leaves the docked pad beside the table (``mostLeastWidth``) it stays within
        # that: set whole, cutthroat's after another game widened the window at once, 1212 pixels on a screen of
        # 911 (1366 x 768 at 150 %, 20 points), before the main window capped it, and the window stayed so (QA
        # lowvision11)
        least = self.least_width()
        self.setProperty("ownLeastWidth", least)
        most = self.property("mostLeastWidth")
        self.setMinimumWidth(min(least, most) if isinstance(most, int) else least)
        self._preset = preset_name
        self._rows = []
        self._winner = self._pending_winner = None
        self._winner_text = ""
        self._banner.hide()
        self._fit_height()
        self._title.setText(preset_name or self.tr("Score"))
        self._title.setAccessibleName(self._title.text())
        parts = [self.tr("Game to {target}").format(target=rules.target)]
        if rules.hands_only:
            parts = [self.tr("A game of one hand") if rules.hand_limit == 1 else
                     self.tr("A game of {hands}").format(hands=count_of(rules.hand_limit, self.tr("hand|hands")))]
        elif rules.hand_limit:  # a target and a number of hands: whichever comes first ends the game
            parts.append(self.tr("at most {hands}").format(
                hands=count_of(rules.hand_limit, self.tr("hand|hands"))))
        if rules.mercy is not None and not rules.auction:  # the auction's scores never fall below zero: a preset
            # that does not write mercy keeps the standard's −200, and the pad said "lose at −200" (author QA 4)
            parts.append(self.tr("lose at {mercy}").format(mercy=whole(rules.mercy)))
        self._target = dotted(parts)
        self._subtitle.setText(self._target)  # a narrow pad wraps it after the dot
        self._subtitle.setAccessibleName(self._target.replace("\u00a0", " "))
        self._legend_for = None  # the key is written for the mode ``_relayout`` chooses
        self._fit_type()
        self._relayout()
        self._scroll_to_bottom()  # its first rows (a game of a fixed number of hands: the empty rows to come)

    def least_width(self) -> int:
        """The pad's least width at the usual type: two partnerships' (``least_pad_width``), or wider where a game
        of more sides would draw its widest bid marks (``_widest_bids``) at under ``MARK_LEAST`` of the pad's type
        there, the scroll bar beside the rows counted. Cutthroat's four sides drew a dealt failed blind nil at 0.38
        of it, three sides of two at 0.54 (low-vision QA 9)."""
        scale = self._scale_of(1.0)
        least = least_pad_width(scale)
        sides = len(self._heads)
        if sides <= 2:
            return least
        per_side = max(len(h.players) for h in self._heads)
        bags = self._rules.bags_count
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self._scroll.verticalScrollBar())
        cell = _widest_bids(self._rules, per_side)
        most = math.ceil(min_width("tiny", sides, per_side, bags, scale) * 1.5 + PAD_CHROME + bar)
        width = least
        while width < most:
            rows = width - PAD_CHROME - bar
            shown = columns(rows, choose_mode(rows, sides, per_side, bags, scale), sides, per_side, bags, scale)
            bid = next(c for c in shown if c.kind == "bid")
            # (a little over: the marks' shrinking goes in steps of 2 %, so a pixel more or less can cost a step)
            if _bid_layout(bid.width, cell, self._usual_font)[1] >= MARK_LEAST + 0.04:
                break
            width += 2
        return width

    def _write_legend(self, width: int) -> None:
        """The key under the pad and the heads' tooltip: the marks the pad shows at its width (``width``: the
        key's, in pixels)."""
        self._legend_for = (self._mode, width)
        self._set_head_tip()
        self._legend.setText("&nbsp;&nbsp;· ".join(  # a line breaks after a dot, never before it (a lone "·"
            # began the last line)
            self._legend_entry(mark, meaning, width) for mark, meaning in self.legend()))
        self._legend.setAccessibleName(self.tr("Key to the marks"))
        self._key.setAccessibleName(self._legend.accessibleName())
        self._key.updateGeometry()  # its height for its width, from the new lines
        self._legend.setAccessibleDescription("; ".join(f"{mark}: {meaning}" for mark, meaning in self.legend()))

    def _legend_entry(self, mark: str, meaning: str, width: int) -> str:
        """One mark of the key and its meaning, as HTML: a short meaning never breaks, a long one only between its
        words; but where a piece that may not break is wider than the key (a narrow pad; "Мешки накоплено; за" ran
        past its edge, cut), it breaks between any words."""
        first, _space, rest = meaning.partition(" ")
        bound = _no_break(meaning) if len(meaning) <= 24 else _first_bound(meaning)
        tries = [bound, html.escape(first) + (" " + html.escape(rest) if rest else "")]
        bold = QFontMetricsF(_font(self._legend.font(), bold=True))  # bold throughout: a little wider, safe
        for text in tries:
            entry = f"<b>{html.escape(mark)}</b>&nbsp;{text}"
            pieces = html.unescape(entry.replace("<b>", "").replace("</b>", "")).split(" ")
            if width <= 0 or max(bold.horizontalAdvance(piece) for piece in pieces) <= width - 2:
                return entry
        return f"<b>{html.escape(mark)}</b> {html.escape(meaning)}"

    def add_hand(self, score: HandScore, animate: bool = True) -> None:
        """Append the row of a scored hand; with ``animate`` it slides in and counts up."""
        self._stop_animation()
        state = _RowState(hand_row(self._rules, score, self._names, sheet_tr), score=score)
        self._rows.append(state)
        if animate and self._speed > 0:
            self._start_animation(state)
        self._relayout()
        self._scroll_to_bottom()

    def set_hands(self, scores: Sequence[HandScore]) -> None:
        """Show these hands at once (a loaded game), without animation."""
        self._stop_animation()
        self._rows = [_RowState(hand_row(self._rules, s, self._names, sheet_tr), score=s) for s in scores]
        self._winner = self._pending_winner = None
        self._winner_text = ""
        self._banner.hide()
        self._fit_height()
        self._relayout()
        self._scroll_to_bottom()

    def set_animation_speed(self, ms_scale: float) -> None:
        """Scale every animation's duration: 1 normal, 0.5 fast, 2 slow, 0 off."""
        self._speed = max(0.0, float(ms_scale))
        if self._speed == 0:
            self._stop_animation()

    def show_winner(self, side: int) -> None:
        """Game over: announce the winning side (after the last row finishes counting)."""
        if not 0 <= side < len(self._heads):
            raise ValueError(f"side must be 0 to {len(self._heads) - 1}, not {side}")
        if self.is_animating():
            self._pending_winner = side
            return
        self._winner = side
        totals = self._rows[-1].row.totals if self._rows else ()
        name = self._side_title(side)
        text = self.tr("\u2605 {name} win the game! \u2605").format(name=name)
        if not self._rules.partnerships:
            text = self.tr("\u2605 {name} wins the game! \u2605").format(name=name)
        if totals:  # from three sides each named, highest first ("93 to 31 to 10 to 60" named nobody)
            text += "\n" + ranked_totals([self._side_title(i) for i in range(len(totals))], totals, side)
        self._winner_text = text
        self._banner.setText(text)
        self._banner.setAccessibleName(text.replace("\n", " "))
        self._fit_height(banner_coming=True)
        self._banner.show()
        self.least_height_changed.emit()
        self._totals.update()
        self._head.update()

    def set_most_height(self, height: int | None) -> None:
        """The least height the window's screen leaves the pad (``None``: no limit). Where the pad's least height
        would be more, the target under the title gives way, then the banner's totals, then the title
        (``_fit_height``): at 14 points at 150 % (911 x 512) the winner's banner made the pad's least 64 pixels
        higher and the window taller than the screen; on 1280 x 720 at 150 % (853 x 480) the target's three lines
        did, with no banner, and with the banner's three lines, 7 pixels more than the screen even without the title
        and the target."""
        if height != self._most_height:
            self._most_height = height
            self._fit_height()

    def _fit_height(self, banner_coming: bool = False) -> None:
        """Show the title and the whole target where the pad's least height (with the winner's banner, shown or
        ``banner_coming``) is within ``_most_height``; else, in turn, the target cut to one line with "…" (whole in
        its tool tip), the target hidden, the banner's second line, the sides' totals (the totals under the rows
        show them, the winner's starred; the whole banner is its tool tip and its accessible name), and the title
        hidden too. What is hidden stays in the column heads' tool tip and the pad's description. Worked out
        before the banner shows: shown first, it made the window taller than the screen at once, and it stayed
        so."""
        before = self.minimumSizeHint().height()
        title, target = self._title, self._subtitle
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        margins = layout.contentsMargins() if layout is not None else None
        width = max(1, self.width() - (margins.left() + margins.right() if margins is not None else 0))

        def used(label: QLabel) -> int:  # what the pad's layout counts for the label now
            if not label.isVisibleTo(self):
                return 0
            return (label.minimumHeight() or label.minimumSizeHint().height()) + spacing

        def lines(label: QLabel, text: str) -> int:  # its text's lines at the pad's width
            inside = label.contentsMargins()
            room = max(1, width - inside.left() - inside.right() - 2 * label.margin())
            flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
            return (QFontMetrics(label.font()).boundingRect(QRect(0, 0, room, 1 << 20), flags, text).height()
                    + inside.top() + inside.bottom() + 2 * label.margin())

        def banner_height(text: str) -> int:  # the banner's with ``text`` at the pad's width (not its least now:
            banner, shown, least = self._banner, self._banner.text(), self._banner.minimumHeight()  # the label's
            banner.setMinimumHeight(0)  # height for a width is never under it)
            banner.setText(text)
            height = max(banner.heightForWidth(width), banner.minimumSizeHint().height()) + spacing
            banner.setText(shown)
            banner.setMinimumHeight(least)
            return height

        banners = [("", 0)]  # (the banner's text, its height): none
        if self._winner_text and (banner_coming or self._banner.isVisibleTo(self)):
            first = self._winner_text.split("\n", 1)[0]
            banners = [(self._winner_text, banner_height(self._winner_text))]
            if first != self._winner_text:
                banners.append((first, banner_height(first)))
        rest = before - used(title) - used(target) - used(self._banner)
        headed = max(lines(title, title.text()), title.minimumSizeHint().height()) + spacing
        short = QFontMetrics(target.font()).elidedText(self._target, Qt.TextElideMode.ElideRight, max(
            1, width - target.contentsMargins().left() - target.contentsMargins().right() - 2 * target.margin() - 2))
        # (title shown, the target's text or "" for none, the target's height, the banner's text and height)
        whole = lines(target, self._target) + spacing
        ways = [(True, self._target, whole, *banners[0]), (True, short, lines(target, short) + spacing, *banners[0]),
                *((True, "", 0, *banner) for banner in banners), (False, "", 0, *banners[-1])]
        chosen = ways[0]
        if self._most_height is not None:
            chosen = next((way for way in ways
                           if rest + (headed if way[0] else 0) + way[2] + way[4] <= self._most_height), ways[-1])
        shown, text, height, banner, banner_need = chosen
        if banner:
            self._banner.setText(banner)
            self._banner.setToolTip(self._winner_text if banner != self._winner_text else "")
            self._banner.setMinimumHeight(banner_need - spacing)  # the layout has it now (the window's least follows)
        if text and target.text() != text:
            target.setText(text)
        target.setToolTip(self._target.replace("\u00a0", " ") if text and text != self._target else "")
        if text:
            target.setMinimumHeight(height - spacing)  # the layout has it now (the window's least follows)
        target.setVisible(bool(text))
        title.setVisible(shown)
        self._set_head_tip()
        self.setAccessibleDescription(self._said())
        if self.minimumSizeHint().height() != before and not banner_coming:  # (``show_winner`` tells then)
            self.least_height_changed.emit()

    def _hidden_words(self) -> list[str]:
        """The title and the target where the pad does not show them whole (``_fit_height``)."""
        words = [] if self._title.isVisibleTo(self) else [self._title.text()]
        if not (self._subtitle.isVisibleTo(self) and self._subtitle.text() == self._target) and self._target:
            words.append(self._target.replace("\u00a0", " "))
        return words

    def _set_head_tip(self) -> None:
        """The column heads' tool tip: the title and the target where they are not shown whole, then the key."""
        key = "\n".join(f"{mark} = {meaning}" for mark, meaning in self.legend())
        hidden = self._hidden_words()
        self._head.setToolTip("\n\n".join(["\n".join(hidden), key]) if hidden else key)

    def _said(self) -> str:
        """The pad's description: the game and each side's total (``describe``), and the target when not shown."""
        shown = self._subtitle.isVisibleTo(self) or not self._target
        return self.describe() if shown else "\n".join([self.describe(), self._target.replace("\u00a0", " ")])

    def clear(self) -> None:
        self.set_game(self._rules, self._names, self._preset)

    def sizeHint(self) -> QSize:
        """Wide enough for the compact columns; the pad adds columns when given more room."""
        per_side = max((len(h.players) for h in self._heads), default=1)
        width = min_width("compact", len(self._heads), per_side, self._rules.bags_count, self._scale())
        return QSize(int(width) + 40, 520)

    # -------------------------------------------------- what is shown (tests)
    def row_count(self) -> int:
        return len(self._rows)

    def mode(self) -> Mode:
        return self._mode

    def is_animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def animation_speed(self) -> float:
        return self._speed

    def displayed(self, row: int, side: int, kind: Kind) -> str:
        """The text the pad shows now in a cell (``bid``, ``took``, ``points``, ``bags``, ``total``)."""
        state = self._rows[row]
        cell = state.row.sides[side]
        if kind == "bid":
            return cell.bid_text
        if kind == "took":
            return cell.tricks_text if took_per_player(self._mode) else str(cell.tricks)
        if kind == "points":
            return signed(state.value(0, cell.points))
        if kind == "bags":
            return str(state.bags(cell))
        if kind == "total":
            return whole(state.value(cell.total_before, cell.total))
        return str(state.row.hand_number)

    def column_labels(self) -> dict[Kind, str]:
        """The word over each kind of column."""
        return {
            "hand": "#",
            "bid": self.tr("Bid"),
            "took": self.tr("Took"),
            "points": self.tr("Pts"),
            "bags": self.tr("Bags"),
            "total": self.tr("Total"),
        }

    def legend(self) -> list[tuple[str, str]]:
        """The marks and columns the pad shows at its width and their meanings (the key, the column heads' tooltip):
        nothing it does not show. A side's bid column holds each player's bid, unlabelled: the key says whose. The
        narrowest pad (``tiny``) marks no "set"; the ``narrow`` pad writes the hand's points under its total; with
        no bags column the bags are those under the totals ("bags 6/10"; the key spoke of a bags column that was
        not there)."""
        kinds = set(kinds_of(self._mode, self._rules.bags_count))
        marks: list[tuple[str, str]] = [(self.tr("D"), self.tr("dealer"))]
        if any(len(head.players) > 1 for head in self._heads):
            marks.append((self.column_labels()["bid"], self.tr("each player's, as named above")))
        for mark, meaning in legend(self._rules, True, sheet_tr):
            if mark == sheet_tr("set") and not self.notes_shown():
                continue
            if mark == sheet_tr("Took") and "took" not in kinds:
                continue
            if mark == sheet_tr("Bags") and "bags" not in kinds:
                mark = self.tr("bags")
                meaning = self.tr("under \u03a3: overtricks so far; {limit} cost {penalty}").format(
                    limit=self._rules.bag_limit, penalty=self._rules.bag_penalty)
            marks.append((mark, meaning))
        if self.points_place() == "total":
            # how the points came is in each row's tip, which nothing on screen mentioned, and the red corner
            # (``_corner``) was in no key (a newcomer's QA)
            marks.append(("\u00b1", self.tr("the hand's points, under the total (point at a row: how they came)")))
            marks.append(("\u25e5", self.tr("a failed nil or a bag penalty")))
        return marks

    def notes_shown(self) -> bool:
        """Whether the rows mark a set contract ("set": under the points, or under the side's tricks)."""
        return has_notes(self._mode)

    def points_place(self) -> Kind | None:
        """Where the pad shows a hand's points: in their own column, under the total (``narrow``), or not at all."""
        kinds = kinds_of(self._mode, self._rules.bags_count)
        if "points" in kinds:
            return "points"
        return "total" if self._mode == "narrow" else None

    def notes_of(self, row: int, side: int) -> tuple[str, ...]:
        """The notes written in a side's row at the pad's width: all of them under the points, only "set" under the
        side's tricks (``narrow``), none in the narrowest pad."""
        cell = self._rows[row].row.sides[side]
        if self.points_place() == "points":
            return cell.notes
        if self.notes_shown() and cell.made is False:
            return (sheet_tr("set"),)
        return ()

    def dealer_of(self, row: int) -> int:
        return self._rows[row].row.dealer

    def breakdown(self, row: int, side: int) -> tuple[BreakdownLine, ...]:
        return self._rows[row].row.sides[side].breakdown

    def tooltip_html(self, row: int, side: int | None) -> str:
        """The hover text of a row: the hand's breakdown for ``side`` (None: the hand itself)."""
        hand = self._rows[row].row
        if side is None:
            dealer = hand.dealer_name or self.tr("seat {seat}").format(seat=hand.dealer + 1)
            if self.deal_hidden(hand.hand_number):  # a shared screen's game: hand 1's number is the game's
                return self.tr("Hand {hand} \u00b7 dealt by {dealer}").format(
                    hand=hand.hand_number, dealer=html.escape(dealer))
            return self.tr("Hand {hand} \u00b7 dealt by {dealer} \u00b7 deal #{deal}").format(
                hand=hand.hand_number, dealer=html.escape(dealer), deal=hand.deal_number
            )
        lines = "".join(
            f"<tr><td>{html.escape(line.label)}</td><td align='right'>&nbsp;&nbsp;<b>{html.escape(line.value)}</b>"
            "</td></tr>"
            for line in hand.sides[side].breakdown
        )
        title = self.tr("Hand {hand}: {side}").format(hand=hand.hand_number, side=html.escape(self._side_title(side)))
        return f"<p><b>{title}</b></p><table>{lines}</table>"

    def row_text(self, row: int) -> str:
        """A hand's row in words (its accessible name): each side's bids, tricks, points, total and bags, with
        the row's marks ("Hand 2, dealt by Wes: You & Nora bid 4 + N, took 5 + 0, +90, total 150, bags 1; …")."""
        from .accessibility import nil_result_text

        state = self._rows[row]
        hand, score = state.row, state.score
        sides = []
        for i, cell in enumerate(hand.sides):
            side = score.sides[i] if score is not None and i < len(score.sides) else None
            bids = [bid_text(score.bids[b.seat]) if score is not None else b.mark for b in cell.bids]
            text = self.tr("{side} bid {bid}, took {took}, {points}, total {total}").format(
                side=self._side_title(cell.side), bid=" + ".join(bids),
                took=" + ".join(str(b.tricks) for b in cell.bids), points=signed(cell.points), total=whole(cell.total))
            if self._rules.bags_count:
                text += self.tr(", bags {bags}").format(bags=cell.bags_after)
            if side is not None:  # the marks in words: "(Nora's nil failed, contract set)"
                notes = [nil_result_text(nil, self._names) for nil in side.nils if not nil.made]
                if side.made is False:
                    notes.append(self.tr("contract set"))
                if side.bag_penalty:
                    notes.append(self.tr("bag penalty {points}").format(points=signed(side.bag_penalty)))
            else:
                notes = list(cell.notes)
            if notes:
                text += f" ({', '.join(notes)})"
            sides.append(text)
        dealer = hand.dealer_name or self.tr("seat {seat}").format(seat=hand.dealer + 1)
        return self.tr("Hand {hand}, dealt by {dealer}: {sides}.").format(
            hand=hand.hand_number, dealer=dealer, sides="; ".join(sides))

    def _sync_row_texts(self) -> None:
        """One accessible text per hand row, over the row (the rows themselves are only painted)."""
        while len(self._row_texts) > len(self._rows):
            label = self._row_texts.pop()
            label.hide()
            label.deleteLater()
        while len(self._row_texts) < len(self._rows):
            label = _RowText(self._canvas, self)
            label.show()
            self._row_texts.append(label)
        height = self.row_height()
        for index, label in enumerate(self._row_texts):
            text = self.row_text(index)
            if label.accessibleName() != text:
                label.setText(text)
                label.setAccessibleName(text)
            label.setGeometry(0, round(index * height), self._canvas.width(), round(height))

    # ------------------------------------------------------------ the rows by keyboard
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._scroll and event.type() == QEvent.Type.FocusIn and self._row_texts:
            reason = event.reason() if isinstance(event, QFocusEvent) else None
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                # The newest hand first: the one just scored. Once the list's own focus has been told: moved
                # here, inside the list's focus-in, the row's focus went out first and the list's ("Hands
                # scored") after it, last, so a screen reader (Orca 43) ended on the list, not on the row.
                QTimer.singleShot(0, self, self._focus_newest_row)
        return super().eventFilter(watched, event)

    def _focus_newest_row(self) -> None:
        """The newest hand's row, if the list still has the focus that Tab gave it."""
        if self._scroll.hasFocus():
            self.focus_row(len(self._row_texts) - 1)

    def focus_row(self, index: int) -> None:
        """Give row ``index`` (clamped to the rows there are) the keyboard focus, scrolled into sight."""
        if not self._row_texts:
            return
        label = self._row_texts[max(0, min(index, len(self._row_texts) - 1))]
        label.setFocus(Qt.FocusReason.OtherFocusReason)
        self._scroll.ensureWidgetVisible(label, 0, 0)

    def row_key(self, label: QWidget, key: int) -> bool:
        """↑ ↓ Page Up/Down Home End on a focused row move to another; False for any other key."""
        index = self._row_texts.index(label) if label in self._row_texts else 0
        step = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_PageUp: -5, Qt.Key.Key_PageDown: 5}
        if key in step:
            self.focus_row(index + step[Qt.Key(key)])
        elif key == Qt.Key.Key_Home:
            self.focus_row(0)
        elif key == Qt.Key.Key_End:
            self.focus_row(len(self._row_texts) - 1)
        else:
            return False
        return True

    def leave_rows(self, forward: bool) -> bool:
        """Tab or Shift+Tab from a row: to the next Tab stop outside the list, not back into it (a trap)."""
        widget: QWidget = self._scroll
        while True:
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if widget is self._scroll:
                return False
            if self._scroll.isAncestorOf(widget):
                continue
            if (widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible() and widget.isEnabled()
                    and widget.window() is self.window()):
                widget.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
                return True

    def callout_text(self, row: int) -> str:
        """The call-out of a row with a bag penalty or a failed nil ("" otherwise)."""
        parts = []
        for cell in self._rows[row].row.sides:
            if cell.callout:
                notes = [n for n in cell.notes if n != sheet_tr("set")]
                parts.append(f"{self._side_title(cell.side)}: {', '.join(notes)}")
        return " \u00b7 ".join(parts)

    def flashing(self) -> bool:
        return any(0 < r.flash < 1 for r in self._rows)

    def total_text(self, side: int) -> str:
        if not self._rows:
            return "0"
        return self.displayed(len(self._rows) - 1, side, "total")

    def leaders(self) -> tuple[int, ...]:
        """Sides with the highest total once the last row has finished counting."""
        if not self._rows or self._rows[-1].progress < 1:
            return ()
        totals = self._rows[-1].row.totals
        top = max(totals)
        if list(totals).count(top) == len(totals):
            return ()
        return tuple(i for i, t in enumerate(totals) if t == top)

    def winner(self) -> int | None:
        return self._winner

    def winner_text(self) -> str:
        """The winner's banner, whole (it may show its first line alone: ``_fit_height``)."""
        return self._winner_text if self._banner.isVisible() or self._winner is not None else ""

    # -------------------------------------------------------------- internals
    def _side_title(self, side: int) -> str:
        head = self._heads[side]
        if head.title:
            return head.title
        return self.tr("Side {side}").format(side=side + 1)

    def describe(self) -> str:
        """The pad in words, for screen readers: the game, how many hands, each side's total."""
        head = self._preset or self.tr("Score")
        if not self._rows:
            return self.tr("{0}: no hand scored yet.").format(head)
        row = self._rows[-1].row
        totals = "; ".join(f"{self._side_title(i)} {whole(total)}" for i, total in enumerate(row.totals))  # "−57"
        return self.tr("{0}: after hand {1}, {2}.").format(head, row.hand_number, totals)

    def _relayout(self) -> None:
        self.setAccessibleName(self.tr("Scorepad"))
        self.setAccessibleDescription(self._said())
        width = float(self._canvas.width())
        per_side = max((len(h.players) for h in self._heads), default=1)
        scale = self._scale()
        self._mode = choose_mode(width, len(self._heads), per_side, self._rules.bags_count, scale)
        self._columns = columns(width, self._mode, len(self._heads), per_side, self._rules.bags_count, scale)
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        key_width = self.width() - (margins.left() + margins.right() if margins is not None else 0)
        if self._legend_for != (self._mode, key_width):
            self._write_legend(key_width)
        self._canvas.setMinimumHeight(int(self._content_height()) + 2)
        self._head.setFixedHeight(int(self._head.wanted_height()))
        self._totals.setFixedHeight(int(self._totals.wanted_height()))
        self._sync_row_texts()
        self._head.update()
        self._canvas.update()
        self._totals.update()
        self._fit_height()  # the target's lines at the pad's width and type, and the heads' height, as now

    def _scale(self) -> float:
        return max(0.8, QFontMetricsF(self.font()).height() / 16.0)

    def _wanted_type(self) -> float:
        """The type's size for the pad's size: larger with its height, as far as its width holds the bids, the
        tricks and the totals (``narrow``) at that size (a wider pad shows more columns)."""
        sides = len(self._heads)
        if not sides or self.height() <= 0:
            return 1.0
        per_side = max(len(h.players) for h in self._heads)
        bags = self._rules.bags_count
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        # the rows' width, the scroll bar always counted: a bar that comes and goes must not change the type
        width = (self.width() - (margins.left() + margins.right() if margins is not None else 0) - 4
                 - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None,
                                            self._scroll.verticalScrollBar()))  # the style sheet's width
        step = math.floor(min(TYPE_MOST, self.height() / TYPE_HEIGHT) * 20) / 20  # in twentieths
        while step > 1.0 and min_width("narrow", sides, per_side, bags, self._scale_of(step)) > width:
            step = round(step - 0.05, 2)
        return max(1.0, step)

    def _font_of(self, size: float) -> QFont:
        """The usual type, ``size`` times as large."""
        font = QFont(self._usual_font)
        if font.pointSizeF() > 0:
            font.setPointSizeF(self._usual_font.pointSizeF() * size)
        else:
            font.setPixelSize(round(self._usual_font.pixelSize() * size))
        return font

    def _scale_of(self, size: float) -> float:
        """The columns' scale (``_scale``) with the type ``size`` times as large as usual."""
        return max(0.8, QFontMetricsF(self._font_of(size)).height() / 16.0)

    def _fit_type(self) -> None:
        """Grow (or shrink back) the pad's type to ``_wanted_type``."""
        wanted = self._wanted_type()
        if wanted == self._type:
            return
        self._type = wanted
        font = self._font_of(wanted)
        self.setFont(font)
        for label in (self._subtitle, self._banner, self._legend):  # a style sheet kept them at the usual size
            label.setFont(font)
        self._set_title_font()
        self._legend_for = None

    def _set_title_font(self) -> None:
        title_font = QFont(self.font())
        title_font.setBold(True)
        if title_font.pointSizeF() > 0:
            title_font.setPointSizeF(self.font().pointSizeF() * 1.15)
        else:
            title_font.setPixelSize(round(self.font().pixelSize() * 1.15))
        self._title.setFont(title_font)

    def row_height(self) -> float:
        fm = QFontMetricsF(self.font())
        return fm.height() * (2.1 if has_notes(self._mode) else 1.6)

    def _content_height(self) -> float:
        return sum(self.row_height() * r.reveal for r in self._rows) + self.row_height() * self.rows_to_come()

    def rows_to_come(self) -> int:
        """Empty rows of the hands still to play in a game of a fixed number of hands (0 otherwise)."""
        limit = self._rules.hand_limit
        if not limit or limit > 24 or self._winner is not None:
            return 0
        return max(0, limit - len(self._rows))

    def _latest_value(self) -> int:
        """The rows' scroll that has the latest scored hand's row at their bottom: the rows' end, but before the
        empty rows of the hands still to come (``rows_to_come``), and at a game's start its first rows: the pad
        showed hand 2's empty row with hand 1's scrolled out of sight (QA lowvision11)."""
        bar = self._scroll.verticalScrollBar()
        scored = sum(self.row_height() * r.reveal for r in self._rows)
        return max(0, min(bar.maximum(), math.ceil(scored - self._scroll.viewport().height())))

    def _scrolled(self, value: int) -> None:
        self._at_end = value >= self._latest_value()

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._at_end:
            self._scroll.verticalScrollBar().setValue(self._latest_value())

    def _scroll_to_bottom(self) -> None:
        """The latest scored hand's row in sight (``_latest_value``); followed as the rows grow."""
        self._at_end = True
        self._scroll.verticalScrollBar().setValue(self._latest_value())

    def _start_animation(self, state: _RowState) -> None:
        speed = self._speed
        state.reveal = 0.0
        state.progress = 0.0
        state.flash = 0.0  # no corner until the row's flash has run
        group = QSequentialAnimationGroup(self)
        slide = QVariantAnimation(group)
        slide.setStartValue(0.0)
        slide.setEndValue(1.0)
        slide.setDuration(max(1, int(SLIDE_MS * speed)))
        slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        slide.valueChanged.connect(lambda v: self._set_reveal(state, float(v)))
        group.addAnimation(slide)
        count = QVariantAnimation(group)
        count.setStartValue(0.0)
        count.setEndValue(1.0)
        count.setDuration(max(1, int(COUNT_MS * speed)))
        count.setEasingCurve(QEasingCurve.Type.OutCubic)
        count.valueChanged.connect(lambda v: self._set_progress(state, float(v)))
        group.addAnimation(count)
        if any(c.callout for c in state.row.sides):
            flash = QVariantAnimation(group)
            flash.setStartValue(0.0)
            flash.setEndValue(1.0)
            flash.setDuration(max(1, int(FLASH_MS * speed)))
            flash.valueChanged.connect(lambda v: self._set_flash(state, float(v)))
            group.addAnimation(flash)
        group.finished.connect(self._animation_done)
        self._anim = group
        group.start()

    def _set_reveal(self, state: _RowState, value: float) -> None:
        state.reveal = value
        self._canvas.setMinimumHeight(int(self._content_height()) + 2)
        self._canvas.update()
        self._scroll_to_bottom()

    def _set_progress(self, state: _RowState, value: float) -> None:
        state.progress = value
        self._canvas.update()
        self._totals.update()

    def _set_flash(self, state: _RowState, value: float) -> None:
        state.flash = value
        self._canvas.update()

    def _finish_rows(self) -> None:
        for state in self._rows:
            state.reveal = state.progress = 1.0
            state.flash = state.done_flash()

    def _stop_animation(self) -> None:
        anim = self._anim
        if anim is not None:
            self._anim = None
            anim.finished.disconnect()
            anim.stop()
            anim.deleteLater()
            self._finish_rows()
            self._relayout()
            if self._pending_winner is not None:
                side, self._pending_winner = self._pending_winner, None
                self.show_winner(side)

    def _animation_done(self) -> None:
        anim = self._anim
        self._anim = None
        if anim is not None:
            anim.deleteLater()
        self._finish_rows()
        self._relayout()
        self._scroll_to_bottom()
        if self._pending_winner is not None:
            side, self._pending_winner = self._pending_winner, None
            self.show_winner(side)
        self.animationFinished.emit()

    # -------------------------------------------------------------- painting
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_type()
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RULE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.end()


# ======================================================================= parts
class _KeyScroll(QScrollArea):
    """The key to the marks (``label``, wrapped): as high as its lines at its width where the pad has room for
    them, else as low as its first line, the others scrolled; a Tab stop (with the rows' focus ring) only then."""

    def __init__(self, label: QLabel, pad: ScorepadWidget) -> None:
        super().__init__(pad)
        self._label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)  # the paper shows through
        label.setAutoFillBackground(False)
        self.setStyleSheet("QScrollArea { background: transparent; border: 2px solid transparent;"
                           " border-radius: 4px; } QScrollArea:focus { border-color: #b86e00; }")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)

    def _lines_height(self) -> int:
        """The height of all the key's lines at the width it has (or will have)."""
        width = self.viewport().width() if self.isVisible() else self.width() - 4
        return max(0, self._label.heightForWidth(max(1, width))) + 4  # the ring's borders

    def sizeHint(self) -> QSize:
        return QSize(self._label.sizeHint().width() + 4, self._lines_height())

    def minimumSizeHint(self) -> QSize:
        line = math.ceil(QFontMetricsF(self._label.font()).lineSpacing()) + 4
        return QSize(self._label.minimumSizeHint().width() + 4, min(line, self._lines_height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # another width: another number of lines

    def _range_changed(self, _low: int, high: int) -> None:
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if high > 0 else Qt.FocusPolicy.NoFocus)


def _font(base: QFont, factor: float = 1.0, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(base)
    font.setPointSizeF(base.pointSizeF() * factor)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _notes_that_fit(cell: SideCell, width: float, font: QFont) -> str:
    """A row's notes under its points; where "bags −100" would be cut to "bags −…" even in the smallest type (a
    narrow pad), the penalty alone: "−100" (the bags column beside it is red)."""
    text = " \u00b7 ".join(cell.notes)
    if not cell.bag_penalty:
        return text
    small = QFont(font)
    small.setPointSizeF(6.0)
    if QFontMetricsF(small).horizontalAdvance(text) <= width - 2:
        return text
    long = sheet_tr("bags {penalty}").format(penalty=whole(cell.bag_penalty))
    return " \u00b7 ".join(whole(cell.bag_penalty) if note == long else note for note in cell.notes)


def _draw_fitted(
    painter: QPainter, rect: QRectF, text: str, font: QFont, color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw text, shrinking the font (then eliding) so it fits ``rect``."""
    fm = QFontMetricsF(font)
    width = fm.horizontalAdvance(text)
    avail = rect.width() - 4
    if width > avail > 0:
        shrunk = QFont(font)
        for _ in range(3):  # a text's width is not quite in proportion to its size: again, if need be
            shrunk.setPointSizeF(max(6.0, shrunk.pointSizeF() * avail / width * 0.98))
            width = QFontMetricsF(shrunk).horizontalAdvance(text)
            if width <= avail + 2 or shrunk.pointSizeF() <= 6.0:
                break
        font = shrunk
        fm = QFontMetricsF(font)
        if fm.horizontalAdvance(text) > avail + 2:
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, avail + 2)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(rect.adjusted(1, 0, -1, 0), int(align | Qt.AlignmentFlag.AlignVCenter), text)


BID_GAP = 2.0  # the least room beside a bid mark in its slot, in pixels


def _bid_texts(cell: SideCell) -> list[str]:
    """Each player's bid mark as the pad writes it: a failed nil crossed ("N✗")."""
    return [bid.mark + ("\u2717" if bid.nil_failed else "") for bid in cell.bids]


def _bid_fonts(base: QFont, scale: float, nil: bool) -> tuple[QFont, QFont]:
    """A bid mark's type ``scale`` times the pad's (bold for a nil), and the dealer's small D beside it."""
    return _font(base, scale, nil), _font(base, 0.62 * scale, bold=True)


def _bid_widths(cell: SideCell, base: QFont, scale: float) -> list[float]:
    """Each bid mark's width at ``scale`` times the pad's type, the dealer's D beside it counted."""
    dealer = QCoreApplication.translate("ScorepadWidget", "D")
    out = []
    for bid, text in zip(cell.bids, _bid_texts(cell), strict=True):
        font, small = _bid_fonts(base, scale, bid.is_nil)
        out.append(QFontMetricsF(font).horizontalAdvance(text)
                   + (QFontMetricsF(small).horizontalAdvance(dealer) + 1 if bid.dealer else 0.0))
    return out


def _bid_layout(width: float, cell: SideCell, base: QFont) -> tuple[list[float], float]:
    """The widths of a side's bid slots in a cell ``width`` wide, and the marks' type (of the pad's).

    Equal slots at the pad's type where every mark fits its share (the marks stay aligned row to row). Else each
    slot's share is in proportion to its mark ("10/200" beside the partner's "2" was drawn at 6 points in half the
    column, and "10/…" elided; QA), and where the marks do not fit the column even so, all of the side's marks
    shrink alike until they do: a mark is never cut ("N✗" beside a dealt "10/200" read "…" at the pad's least
    width, while the dealer's mark shrank; QA club 13)."""
    count = len(cell.bids)
    if not count:
        return [], 1.0
    widths = _bid_widths(cell, base, 1.0)
    if all(need + 2 * BID_GAP <= width / count for need in widths):
        return [width / count] * count, 1.0
    room = width - BID_GAP * count
    scale = 1.0
    for _ in range(8):  # a text's width is not quite in proportion to its type: again, if need be
        if sum(widths) <= room or room <= 0:
            break
        scale = max(0.05, scale * min(0.98, room / sum(widths)))
        widths = _bid_widths(cell, base, scale)
    wanted = [need + BID_GAP for need in widths]
    return [width * need / sum(wanted) for need in wanted], scale


MARK_LEAST = 0.6
"""The least share of the pad's type a bid mark keeps at the pad's least width (``ScorepadWidget.least_width``)."""


def _widest_bids(rules: RuleSet, per_side: int) -> SideCell:
    """A side's widest bid marks in a game of ``rules``: the dealer's failed nil (blind, where the rules have one)
    beside its partners' highest bids ("BN✗ D 13")."""
    nil = BLIND_NIL if rules.blind_nil else NIL if rules.nil else Bid(rules.max_bid)
    first = BidCell(0, bid_mark(nil, sheet_tr), 1, nil.is_nil, nil.is_nil, True)
    others = tuple(BidCell(seat, bid_mark(Bid(rules.max_bid), sheet_tr), 0, False, False, False)
                   for seat in range(1, per_side))
    return SideCell(0, (first, *others), 0, 0, None, 0, 0, 0, 0, 0, 0, 0, nil.is_nil, (), ())


def _bid_slots(width: float, cell: SideCell, base: QFont) -> list[float]:
    """The widths of a side's bid slots in a cell ``width`` wide (``_bid_layout``)."""
    return _bid_layout(width, cell, base)[0]


class _HeadBar(QWidget):
    """Side titles and column labels, aligned with the rows below."""

    LABELS_LINES = 1.17  # the column labels' part of the bar, in lines of the pad's type

    def __init__(self, pad: ScorepadWidget) -> None:
        super().__init__(pad)
        self._pad = pad

    def titles(self) -> list[list[str]]:
        """Each side's title in one line, or in two where one line would have to be shrunk to under 85 % of the
        type (a narrow pad: "Wes & Eth…" was cut)."""
        pad = self._pad
        fm = QFontMetricsF(_font(pad.font(), 1.0, True))
        out = []
        for head in pad._heads:
            title = pad._side_title(head.side)
            cols = [c for c in pad._columns if c.side == head.side]
            room = (cols[-1].right - cols[0].x - 4) if cols else 0.0
            words = title.split(" ")
            if len(words) < 2 or fm.horizontalAdvance(title) * 0.85 <= room:
                out.append([title])
                continue
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            first, second = min(splits, key=lambda pair: max(fm.horizontalAdvance(pair[0]),
                                                               fm.horizontalAdvance(pair[1])))
            out.append([first, second])
        return out

    def wanted_height(self) -> float:
        fm = QFontMetricsF(self._pad.font())
        two = any(len(lines) > 1 for lines in self.titles())
        return fm.height() * (2.6 + (1.0 if two else 0.0))

    def paintEvent(self, event: QPaintEvent) -> None:
        pad = self._pad
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(self.height())
        top_h = h - QFontMetricsF(pad.font()).height() * self.LABELS_LINES
        base = pad.font()
        labels = pad.column_labels()
        for head, lines in zip(pad._heads, self.titles(), strict=True):
            cols = [c for c in pad._columns if c.side == head.side]
            if not cols:
                continue
            x0, x1 = cols[0].x, cols[-1].right
            rect = QRectF(x0 + 1, 1, x1 - x0 - 2, h - 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOLD if head.side == pad._winner else TINTS[head.side % 4].darker(105))
            painter.drawRoundedRect(rect, 4, 4)
            line_h = top_h / len(lines)
            for i, line in enumerate(lines):
                _draw_fitted(painter, QRectF(x0, i * line_h + (1 if len(lines) > 1 else 0), x1 - x0, line_h), line,
                             _font(base, 1.0, True), INK)
        for col in pad._columns:
            _draw_fitted(painter, QRectF(col.x, top_h, col.width, h - top_h), labels[col.kind],
                         _font(base, 0.8, col.kind == "total"), FAINT if col.kind != "total" else INK)
        painter.end()


class _RowsCanvas(QWidget):
    """The hand rows (inside the scroll area)."""

    def __init__(self, pad: ScorepadWidget) -> None:
        super().__init__()
        self._pad = pad
        self.setMouseTracking(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._pad._relayout()

    def hit(self, pos: QPointF) -> tuple[int, int | None] | None:
        """(row, side) under a point; side None over the hand number."""
        pad = self._pad
        y = 0.0
        for i, state in enumerate(pad._rows):
            h = pad.row_height() * state.reveal
            if y <= pos.y() < y + h:
                for col in pad._columns:
                    if col.x <= pos.x() < col.right:
                        return i, col.side
                return None
            y += h
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            help_event = event if isinstance(event, QHelpEvent) else None
            if help_event is not None:
                found = self.hit(QPointF(help_event.pos()))
                if found is None:
                    QToolTip.hideText()
                else:
                    QToolTip.showText(help_event.globalPos(), self._pad.tooltip_html(*found), self)
                return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        pad = self._pad
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        y = 0.0
        full_h = pad.row_height()
        for index, state in enumerate(pad._rows):
            h = full_h * state.reveal
            if h <= 0.5:
                continue
            painter.save()
            painter.setClipRect(QRectF(0, y, self.width(), h))
            painter.setOpacity(max(0.0, min(1.0, state.reveal * 1.2)))
            self._paint_row(painter, state, y - (full_h - h), full_h, index == len(pad._rows) - 1)
            painter.restore()
            y += h
        for number in range(len(pad._rows) + 1, len(pad._rows) + pad.rows_to_come() + 1):
            self._paint_empty_row(painter, number, y, full_h)
            y += full_h
        painter.end()

    def _paint_empty_row(self, painter: QPainter, number: int, y: float, h: float) -> None:
        """A hand still to play: its number and the sides' tints, faint, nothing written yet."""
        pad = self._pad
        for head in pad._heads:
            cols = [c for c in pad._columns if c.side == head.side]
            if cols:
                tint = QColor(TINTS[head.side % 4])
                tint.setAlpha(110)
                painter.fillRect(QRectF(cols[0].x, y, cols[-1].right - cols[0].x, h), tint)
        painter.setPen(QPen(RULE, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(0, y + h - 0.5), QPointF(self.width(), y + h - 0.5))
        hand = next((c for c in pad._columns if c.kind == "hand"), None)
        if hand is not None:
            _draw_fitted(painter, QRectF(hand.x, y, hand.width, h), str(number), _font(pad.font(), 0.85), RULE)

    def _paint_row(self, painter: QPainter, state: _RowState, y: float, h: float, last: bool) -> None:
        pad = self._pad
        base = pad.font()
        row = state.row
        mode = pad.mode()
        notes = has_notes(mode)
        narrow = mode == "narrow"
        main_h = h * (0.62 if notes else 1.0)
        small = _font(base, 0.72, italic=True)
        for head in pad._heads:
            cols = [c for c in pad._columns if c.side == head.side]
            if cols:
                painter.fillRect(QRectF(cols[0].x, y, cols[-1].right - cols[0].x, h), TINTS[head.side % 4])
        painter.setPen(QPen(RULE, 1))
        painter.drawLine(QPointF(0, y + h - 0.5), QPointF(self.width(), y + h - 0.5))
        for col in pad._columns:
            rect = QRectF(col.x, y, col.width, main_h)
            if col.kind == "hand":
                _draw_fitted(painter, QRectF(col.x, y, col.width, h), str(row.hand_number), _font(base, 0.85), FAINT)
                continue
            assert col.side is not None
            cell = row.sides[col.side]
            if col.kind == "bid":
                self._paint_bids(painter, QRectF(col.x, y, col.width, main_h), cell, base)
            elif col.kind == "took" and took_per_player(mode):
                self._paint_slots(painter, rect, [str(b.tricks) for b in cell.bids], base, INK)
            elif col.kind == "took":  # the side's tricks, one number; "set" under it where the points have no column
                _draw_fitted(painter, rect, str(cell.tricks), base, RED if cell.made is False else INK)
                if narrow and cell.made is False:
                    _draw_fitted(painter, QRectF(col.x, y + main_h - 3, col.width, h - main_h + 1), sheet_tr("set"),
                                 small, RED)
            elif col.kind == "points":
                value = state.value(0, cell.points)
                _draw_fitted(painter, rect, signed(value), base, RED if value < 0 else INK)
                if cell.notes:
                    note_rect = QRectF(col.x, y + main_h - 3, col.width, h - main_h + 1)
                    _draw_fitted(painter, note_rect, _notes_that_fit(cell, note_rect.width(), _font(base, 0.72)),
                                 small, RED)
            elif col.kind == "bags":
                _draw_fitted(painter, rect, str(state.bags(cell)), _font(base, 0.9), RED if cell.bag_penalty else FAINT)
            elif col.kind == "total":
                painter.fillRect(QRectF(col.x, y, col.width, h), QColor(255, 244, 214, 160))
                value = state.value(cell.total_before, cell.total)
                bold = _font(base, 1.05, bold=True)
                _draw_fitted(painter, QRectF(col.x, y, col.width, main_h if narrow else h), whole(value), bold, INK)
                if narrow:  # the hand's points, small under the total
                    points = state.value(0, cell.points)
                    _draw_fitted(painter, QRectF(col.x, y + main_h - 3, col.width, h - main_h + 1), signed(points),
                                 _font(base, 0.78), RED if points < 0 else FAINT)
                    if cell.callout and state.flash >= 1:  # a failed nil or a bag penalty: the hover tells
                        self._corner(painter, QRectF(col.x, y, col.width, h))
        painter.setPen(QPen(QColor(201, 194, 173, 150), 1))
        for col in pad._columns:
            if col.side is not None and col.kind not in ("bid", "total"):
                painter.drawLine(QPointF(col.x, y + 3), QPointF(col.x, y + h - 3))
        for head in pad._heads[1:]:
            cols = [c for c in pad._columns if c.side == head.side]
            if cols:
                painter.setPen(QPen(INK, 1.2))
                painter.drawLine(QPointF(cols[0].x, y), QPointF(cols[0].x, y + h))
        if 0 < state.flash < 1:
            self._paint_callout(painter, state, y, h)

    def _paint_bids(self, painter: QPainter, rect: QRectF, cell: SideCell, base: QFont) -> None:
        """Each player's bid mark in its own slot, whole (``_bid_layout``); a small D marks the dealer, a failed nil
        is red and crossed."""
        slots, scale = _bid_layout(rect.width(), cell, base)
        dealer = QCoreApplication.translate("ScorepadWidget", "D")
        x0 = rect.x()
        for bid, text, slot in zip(cell.bids, _bid_texts(cell), slots, strict=True):
            font, small = _bid_fonts(base, scale, bid.is_nil)
            fm, sm = QFontMetricsF(font), QFontMetricsF(small)
            width = fm.horizontalAdvance(text) + (sm.horizontalAdvance(dealer) + 1 if bid.dealer else 0.0)
            x = x0 + (slot - width) / 2
            x0 += slot
            base_y = rect.center().y() + (fm.ascent() - fm.descent()) / 2
            painter.setFont(font)
            painter.setPen(RED if bid.nil_failed else INK)
            painter.drawText(QPointF(x, base_y), text)
            if bid.dealer:
                painter.setFont(small)
                painter.setPen(FAINT)
                painter.drawText(QPointF(x + fm.horizontalAdvance(text) + 1, base_y - fm.ascent() * 0.45), dealer)

    @staticmethod
    def _paint_slots(painter: QPainter, rect: QRectF, texts: Sequence[str], font: QFont, color: QColor) -> None:
        slot = rect.width() / max(1, len(texts))
        for i, text in enumerate(texts):
            _draw_fitted(painter, QRectF(rect.x() + i * slot, rect.y(), slot, rect.height()), text, font, color)

    @staticmethod
    def _corner(painter: QPainter, rect: QRectF) -> None:
        size = min(rect.height(), rect.width()) * 0.28
        path = QPainterPath()
        path.moveTo(rect.right() - size, rect.top())
        path.lineTo(rect.right(), rect.top())
        path.lineTo(rect.right(), rect.top() + size)
        path.closeSubpath()
        painter.fillPath(path, RED)

    def _paint_callout(self, painter: QPainter, state: _RowState, y: float, h: float) -> None:
        """The flashing badge over a row with a bag penalty or a failed nil."""
        t = state.flash
        alpha = (1 - t * t) * (0.55 + 0.45 * abs(math.sin(3 * math.pi * t)))
        text = self._pad.callout_text(self._pad._rows.index(state))
        painter.setOpacity(1.0)
        painter.fillRect(QRectF(0, y, self.width(), h), QColor(179, 38, 30, int(60 * alpha)))
        font = _font(self._pad.font(), 0.95, bold=True)
        fm = QFontMetricsF(font)
        width = min(self.width() - 8.0, fm.horizontalAdvance(text) + 18)
        badge = QRectF((self.width() - width) / 2, y + h * 0.14, width, h * 0.72)
        color = QColor(RED)
        color.setAlphaF(max(0.0, min(1.0, 0.35 + 0.65 * alpha)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        _draw_fitted(painter, badge, text, font, QColor("white"))


class _TotalsBar(QWidget):
    """Running totals and bag counts; the leader's total is highlighted."""

    def __init__(self, pad: ScorepadWidget) -> None:
        super().__init__(pad)
        self._pad = pad
        # the ▲ of the side ahead was in no key, and the key had no room for one more line (a newcomer's QA)
        self.setToolTip(self.tr("Each side's total so far; \u25b2 marks the side ahead, \u2605 the winner. Under "
                                "it: the side's bags of the number that costs points (bags 2/10)."))

    def wanted_height(self) -> float:
        return QFontMetricsF(self._pad.font()).height() * 2.4

    def paintEvent(self, event: QPaintEvent) -> None:
        pad = self._pad
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(self.height())
        base = pad.font()
        leaders = pad.leaders()
        last = pad._rows[-1] if pad._rows else None
        hand = next((c for c in pad._columns if c.kind == "hand"), None)
        if hand is not None:
            _draw_fitted(painter, QRectF(hand.x, 0, hand.width, h), "\u03a3", _font(base, 1.1, True), FAINT)
        for head in pad._heads:
            cols = [c for c in pad._columns if c.side == head.side]
            if not cols:
                continue
            x0, x1 = cols[0].x, cols[-1].right
            rect = QRectF(x0 + 2, 2, x1 - x0 - 4, h - 4)
            winner = pad._winner == head.side
            lead = head.side in leaders
            painter.setPen(QPen(INK if (lead or winner) else RULE, 1.5 if (lead or winner) else 1))
            painter.setBrush(GOLD if (lead or winner) else QColor("white"))
            painter.drawRoundedRect(rect, 6, 6)
            total = pad.total_text(head.side)
            top = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.64)
            prefix = "\u2605 " if winner else ("\u25b2 " if lead else "")
            _draw_fitted(painter, top, prefix + total, _font(base, 1.35, True), INK)
            if last is not None and pad._rules.bags_count:
                cell = last.row.sides[head.side]
                bags = last.bags(cell)
                text = QCoreApplication.translate("ScorepadWidget", "bags {bags}/{limit}").format(
                    bags=bags, limit=pad._rules.bag_limit)
                sub = QRectF(rect.x(), rect.y() + rect.height() * 0.58, rect.width(), rect.height() * 0.4)
                _draw_fitted(painter, sub, text, _font(base, 0.78), RED if cell.bag_penalty else FAINT)
        painter.end()

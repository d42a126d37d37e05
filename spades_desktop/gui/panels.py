"""Panels that float over the table: bidding, card exchange, the two-player draw, hand and game results.

They are ordinary widgets laid over the table view (children of the view,
placed in the layout's panel area). Keys reach them through ``handle_key``
from the view, so the table keeps the keyboard focus for card play. The two
results panels (end of a hand, end of the game) take the focus instead: their
buttons are Tab stops, the default one has the focus when the panel shows,
their keys still work there (``keyPressEvent``), and the focus goes back where
it was when the panel hides.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import partial
from typing import ClassVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QHideEvent, QKeyEvent, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import (
    NIL,
    Action,
    Bid,
    BidKind,
    Card,
    GameOver,
    HandScore,
    Look,
    NilResult,
    RuleSet,
    SeatView,
    SideScore,
    Suit,
)
from ..engine.actions import MO_KINDS, PASS, plain_digits
from ..engine.errors import thawed_reason
from ..engine.game import fallen_sides
from ..engine.scoring import blind_parts
from ..sheets.model import special_label
from . import style, texts
from .accessibility import focus_keyed, has_unread, left_unread, read_as_one
from .card_render import CardRenderer
from .items import reading_px
from .layouts import clear_layout, press_focused_button

# The Latin letter on each key of the Russian (ЙЦУКЕН) layout: with that layout the L key sends "д" (and a
# Cyrillic key code), and the panels' letter keys (L, N, B, K, D, S, M…) did nothing.
LAYOUT_LETTERS = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))


SHORTCUT_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)  # a key with one of these is a shortcut, not a game key


def key_letter(event: QKeyEvent) -> str:
    """The Latin letter of the key pressed, small ("" when it is not a letter key), whatever the layout: by the
    Qt key code for A to Z, else by the Russian layout's letter on that key. A letter with Ctrl, Alt or Meta is
    no letter here: Ctrl+K (Claim, when off) had kept a drawn card, Ctrl+D discarded it."""
    if event.modifiers() & SHORTCUT_MODIFIERS:
        return ""
    key = int(event.key())
    if int(Qt.Key.Key_A) <= key <= int(Qt.Key.Key_Z):
        return chr(key).lower()
    text = event.text().lower()
    if text in LAYOUT_LETTERS:
        return LAYOUT_LETTERS[text]
    return text if len(text) == 1 and "a" <= text <= "z" else ""


TITLE_SCALE = 1.25  # a panel's title, in its text size
# Bids that make their side's contract on their own (``engine.scoring``): the partner's number bid counts for nothing
SIDE_CONTRACTS = frozenset({BidKind.TEN_FOR_200, BidKind.MOON, BidKind.BLIND_MOON, BidKind.LEXINGTON,
                            BidKind.BLIND_SIX, *MO_KINDS})


class Panel(QFrame):
    """A framed, dark panel; ``set_scale`` sizes its text to the table."""

    TAKES_FOCUS = False  # its buttons are Tab stops and the default one takes the focus (``take_focus``)
    # Its layouts (``compact_levels``) all tried with the text at the table's size before any with a smaller text
    # (``TableView._fit_panel``): what its fuller layouts add is worth less than reading it at the usual size
    TEXT_FIRST = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.setStyleSheet(style.panel_style_sheet())
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._font_px = 14
        # Its text sized by ``set_scale`` yet: till then the application's, whatever ``_font_px`` says (a first
        # ``set_scale(14)`` changed nothing: the game-over panel of a 1280 x 720 window showed the application's text,
        # its title no larger than the rest)
        self._scaled = False
        # The least text size: 11 pixels, or the reader's (``TableView._reading_floor``: as large as the name plates'
        # second line with a large application font; the Russian panels were made 11 and 12 pixels beside them)
        self.floor_px = 11
        self._title_scale = TITLE_SCALE  # the title's text size, in the panel's (``_set_title_scale``)
        self.focus_home: QWidget | None = None  # where the focus goes when the panel hides, if it had it
        self._focus_before: QWidget | None = None
        self.hide()

    def set_scale(self, font_px: float) -> None:
        """The text's size: the table's (``font_px``), within 11 (or ``floor_px``, the reader's) and 26 pixels, or
        up to the reader's text size when it is larger (a large application font: the table's text grows with it,
        see ``layout``)."""
        px = max(11, self.floor_px, min(max(26, math.ceil(reading_px())), round(font_px)))
        if px != self._font_px or not self._scaled:
            self._font_px, self._scaled = px, True
            font = self.font()
            font.setPixelSize(px)
            self.setFont(font)
            for child in self.findChildren(QWidget):
                f = child.font()
                f.setPixelSize(round(px * (self._title_scale if child.objectName() == "Title" else 1.0)))
                child.setFont(f)
            self.adjustSize()

    def _set_title_scale(self, scale: float) -> None:
        """The title's text ``scale`` times the panel's: ``TITLE_SCALE``, or 1 on a panel laid out at its tightest
        (a large application font: the panel's text is then kept as large as the name plates' second line)."""
        if scale == self._title_scale:
            return
        self._title_scale = scale
        for child in self.findChildren(QLabel, "Title"):
            f = child.font()
            f.setPixelSize(round(self._font_px * scale))
            child.setFont(f)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keys for the panel; True when used."""
        return False

    def compact_levels(self) -> int:
        """How many layouts ``set_compact`` knows, from the fullest (0) to the smallest: the table tries them in
        turn until the panel fits between the name plates (``TableView._fit_panel``)."""
        return 1

    def set_compact(self, level: int) -> None:
        """Lay the panel out at ``level`` of ``compact_levels`` (0: in full)."""

    def fit_width(self, width: int) -> None:
        """The widest the table lets the panel be (its rows of buttons wrap to it)."""

    def wide_level(self) -> int | None:
        """A layout low and wide (``set_compact`` takes it; not one of ``compact_levels``), for a place outside
        the panel area, where none of those finds one clear of the name plates: the table tries it then
        (``TableView._wide_place``). None: the panel has none."""
        return None

    def _stack_buttons(self, row: QBoxLayout, width: int, beside: int = 0) -> bool:
        """Put the buttons of ``row`` one under another when side by side they are wider than ``width`` (the
        whole panel's), else side by side: a small table's results panel covered the name plates beside it.
        ``beside``: the width of what else the row holds (not buttons), with its spacing. True: stacked."""
        buttons = [item.widget() for item in (row.itemAt(i) for i in range(row.count())) if item is not None]
        shown = [b for b in buttons if isinstance(b, QPushButton) and not b.isHidden()]
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        room = width - self.frameWidth() * 2 - ((margins.left() + margins.right()) if margins is not None else 0)
        need = beside + sum(b.sizeHint().width() for b in shown) + max(0, row.spacing()) * max(0, len(shown) - 1)
        stacked = width > 0 and need > room
        row.setDirection(QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight)
        return stacked

    def default_button(self) -> QPushButton | None:
        """The button that takes the focus when the panel shows (None: the table keeps it)."""
        return None

    def take_focus(self) -> None:
        """Put the focus on the default button (the panel has just shown), remembering where it was."""
        button = self.default_button()
        if button is None:
            return
        before = self.window().focusWidget()
        if before is not None and not self.isAncestorOf(before):
            self._focus_before = before
        button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key its focused button does not use (the letters, Esc): the panel's, as from the table. Enter presses
        the focused button, as Space does (QA: Enter on a ringed "Review hand (V)" dealt the next hand)."""
        if press_focused_button(self, event):
            return
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """Give the focus back (to where it was, else ``focus_home``) rather than leave Qt to pass it on to
        whatever widget comes next."""
        super().hideEvent(event)
        before, self._focus_before = self._focus_before, None
        focused = self.window().focusWidget()
        if focused is None or not self.isAncestorOf(focused):
            return
        home = before if before is not None and before.isVisible() and before.isEnabled() else self.focus_home
        if home is not None:
            home.setFocus(Qt.FocusReason.OtherFocusReason)

    _ARROWS: ClassVar = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}

    def keep_arrows(self, button: QPushButton) -> None:
        """← → (↑ ↓) on ``button`` go round the panel's buttons: a push button gives them to the window's next
        widget, and from Next hand the second → left the hand summary for the scorepad (Orca QA: each arrow then
        said "The hand is over: press Next hand.")."""
        button.installEventFilter(self)

    def ring_buttons(self) -> list[QPushButton]:
        """The buttons the arrows go round, in the order the panel's layout holds them (left to right, or top to
        bottom when stacked): those shown, enabled and taking the focus."""
        found: list[QPushButton] = []

        def walk(layout: QLayout | None) -> None:
            for i in range(layout.count() if layout is not None else 0):
                item = layout.itemAt(i) if layout is not None else None
                if item is None:
                    continue
                widget = item.widget()
                if (isinstance(widget, QPushButton) and widget.isVisible() and widget.isEnabled()
                        and widget.focusPolicy() != Qt.FocusPolicy.NoFocus):
                    found.append(widget)
                walk(item.layout())

        walk(self.layout())
        return found

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and isinstance(watched, QPushButton)
                and event.key() in self._ARROWS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            ring = self.ring_buttons()
            if watched in ring:
                ring[(ring.index(watched) + self._ARROWS[Qt.Key(event.key())]) % len(ring)].setFocus(
                    Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    def _button(self, text: str, name: str = "") -> QPushButton:
        button = QPushButton(text, self)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus if self.TAKES_FOCUS else Qt.FocusPolicy.NoFocus)
        if self.TAKES_FOCUS:
            self.keep_arrows(button)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        if name:
            button.setObjectName(name)
        return button

    def _title(self, text: str = "") -> QLabel:
        label = QLabel(text, self)
        label.setObjectName("Title")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label


# ------------------------------------------------------------------- bidding
# A number button's least width and every button's least height, in the panel's text size: as laid out, tight
# (``BidPanel.set_compact`` 3: with a large application font the panel lay over North's and South's plates), and
# tightest (4: as high as their words with a pixel round them, so that the text can be as large as the plates')
NUMBER_EMS, BUTTON_EMS = (2.8, 2.2, 2.2), (2.2, 1.7, 1.5)


class BidPanel(Panel):
    """Offers exactly the legal bids (or blind bids and "Look at my cards"), the bids so far and a hint."""

    keyed_buttons = True  # its buttons say focused while chosen with the keys (accessibility.KeyedButtonInterface)

    action_chosen = Signal(object)
    hint_requested = Signal()
    refused = Signal(str)  # a typed bid the rules do not offer now, and why (said on the status line and aloud)
    asked = Signal(str)  # a blind bid chosen: the question whether to bid it (said on the status line and aloud)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        has_unread(self)  # the hint's line is left out (``hint_label``)
        self._actions: list[Action] = []
        self._rules: RuleSet | None = None
        # The view, the names and the partner the panel was filled for (``show_for``), and the blind bid it asks
        # about (``_ask``): one click on "Blind nil" bid it, ±200, on a newcomer's first hand (QA)
        self._filled: tuple[SeatView, list[str], int | None] | None = None
        self._note = ""  # said before the bids in the panel's description (``show_for``)
        self._asking: Bid | None = None
        self._why = ""
        self._buttons: list[QPushButton] = []
        self._max_width = 0  # the widest the table lets the panel be (0: not known yet)
        self._compact = 0  # how much is left out on a small table (``set_compact``)
        self._specials: list[QPushButton] = []  # the buttons that are not numbers, in the rows of ``special``
        self._special_actions: list[Action] = []  # ... and their actions
        self._special_rows: list[QHBoxLayout] = []
        self._grid_row: QHBoxLayout | None = None  # the one of them in the numbers' last row (``_flow_specials``)
        self._chosen = -1
        self._typed = ""
        self._typed_timer = QTimer(self)
        self._typed_timer.setSingleShot(True)
        self._typed_timer.setInterval(1200)
        self._typed_timer.timeout.connect(self._forget_typed)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        outer.setSpacing(8)
        self.title = self._title()
        self.title.setWordWrap(True)  # the blind question's was wider than the room between the plates
        outer.addWidget(self.title)
        self.bids_line = QLabel(self)
        self.bids_line.setObjectName("Muted")
        self.bids_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bids_line.setWordWrap(True)
        outer.addWidget(self.bids_line)
        self.note = QLabel(self)  # why a show or a misdeal is offered (trump.show_seven, deal.misdeal_weak_hand)
        self.note.setObjectName("Strong")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        outer.addWidget(self.note)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        outer.addLayout(self.grid)
        self.special = QVBoxLayout()  # rows of Nil, Blind nil, Look at my cards… (``_flow_specials``)
        self.special.setSpacing(6)
        outer.addLayout(self.special)
        # Over the blind bids when they are shown as numbers (``_flow_specials``: too narrow for two a row)
        self.blind_label = QLabel(self)  # its words are set when the panel is filled (the language may change)
        self.blind_label.setObjectName("Muted")
        self.blind_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blind_label.hide()
        # One line on what the nil and blind bids offered are (``explain_text``): the first start's blind question
        # and nil were explained only in tooltips.
        self.explain = QLabel(self)
        self.explain.setObjectName("Muted")
        self.explain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explain.setWordWrap(True)
        self.explain.hide()
        outer.addWidget(self.explain)
        self.hint_row = QHBoxLayout()  # the Hint button when the row above has no room for it
        # The hint's words under the buttons, at the panel's whole width (beside the Hint button they stood in a
        # column five words wide, 11 pixels high, and the panel covered North's plate and the hand: Russian QA),
        # cut short with "…" to the lines the table leaves (``set_hint_lines``), the whole text its tool tip
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        self.hint_label.setObjectName("Muted")
        self.hint_label.hide()  # no empty line under the buttons until there is a hint
        self._hint_text = ""  # the whole hint (the label may show it cut short)
        self._hint_lines: int | None = None  # the most lines the hint may take (None: all of them)
        # The hint is said once, as it comes ("Hint: bid 3 — …", ``TableView._show_hint``): the focus then moves to
        # the hinted bid, and a screen reader (Orca 43) said the panel's labels again, the hint among them (QA)
        left_unread(self.hint_label)
        self.hint_button = self._button(self.tr("Hint"), "Quiet")
        self.hint_button.setToolTip(self.tr("What would the Normal bot bid? (H)"))
        self.hint_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.hint_button.clicked.connect(self.hint_requested)
        self.hint_row.addWidget(self.hint_button)
        outer.addLayout(self.hint_row)
        outer.addWidget(self.hint_label)

    def show_for(self, view: SeatView, names: list[str], partner: int | None, note: str = "") -> None:
        """Fill the panel for the human's bid in ``view``. ``note``, said first in what the panel says as the focus
        comes into it (its description): the person's bid taken back with Undo (``TableView.waiting``)."""
        self._filled = (view, names, partner)
        self._note = note
        self._asking = None
        self._fill()

    @staticmethod
    def _ordered(view: SeatView) -> list[Action]:
        """The legal actions as the panel offers them: before the cards are seen "Look at my cards" first (a
        newcomer met "Blind nil" first, above it, on every hand, QA), the rest in the engine's order."""
        legal = list(view.legal)
        looks = [a for a in legal if isinstance(a, Look)]
        return [*looks, *(a for a in legal if not isinstance(a, Look))] if view.hand is None else legal

    def asking(self) -> Bid | None:
        """The blind bid the panel asks about now (``_ask``), or None."""
        return self._asking

    def _asks_first(self, action: Action) -> bool:
        """Whether ``action`` is a bid made before the cards are seen, asked about before it is made (a second step:
        a blind nil is ±200 on one click), while looking is still open."""
        if self._filled is None or self._asking is not None or not isinstance(action, Bid):
            return False
        view = self._filled[0]
        return view.hand is None and any(isinstance(a, Look) for a in view.legal)

    def _pick(self, action: Action) -> None:
        """A button pressed (or Enter on the chosen bid): a blind bid is asked about first, the rest is made."""
        if self._asks_first(action):
            assert isinstance(action, Bid)
            self._ask(action)
            return
        self.action_chosen.emit(action)

    def _ask(self, bid: Bid) -> None:
        """Ask whether to bid ``bid`` blind: what it scores, "Bid blind nil" (chosen: Enter bids it) and "Look at my
        cards"; said on the status line and aloud."""
        self._asking = bid
        self._fill()
        said = " ".join(part for part in (self.title.text(), self.explain.text().replace("\n", " ")) if part)
        self.asked.emit(said)

    def _back(self) -> None:
        """From the question about a blind bid back to the choice (Esc)."""
        self._asking = None
        self._fill()
        # "Look at my cards", chosen for Enter, told as the focus (Orca QA: nothing said what Enter would now press),
        # once the new buttons show: a hidden button says it is not focused
        QTimer.singleShot(0, self, self._tell_chosen)
        self.asked.emit(self.title.text())

    def _tell_chosen(self) -> None:
        """Tell screen readers the bid chosen for Enter (or the Hint button, ``hint_chosen``) as the focus, if it is
        still chosen and shown."""
        if not self.isVisible():
            return
        if 0 <= self._chosen < len(self._buttons) and self._buttons[self._chosen].isVisible():
            focus_keyed(self._buttons[self._chosen])
        elif self.hint_chosen() and self.hint_button.isVisible():
            focus_keyed(self.hint_button)

    def hint_chosen(self) -> bool:
        """Whether Enter now asks for the hint: no bid is chosen yet, and the Hint button is (``_fill``)."""
        return self.hint_button.property("chosen") == "true"

    def _choose_hint(self, chosen: bool) -> None:
        """Make the Hint button the one Enter presses (and the one a screen reader is told has the focus), or not.

        Orca QA: after L the bids showed with none chosen, "Your bid." was said and nothing had the focus until →;
        the Hint is the safe place to start (Enter on it only shows the hint, which chooses its bid: a second Enter
        bids it), where a bid chosen for the player would be one Enter from being made unasked."""
        if self.hint_chosen() != chosen:
            self.hint_button.setProperty("chosen", "true" if chosen else "false")
            style.restyle(self.hint_button)

    def _fill(self) -> None:
        assert self._filled is not None
        view, names, partner = self._filled
        asking = self._asking
        self._actions = self._ordered(view) if asking is None else [asking, *(a for a in view.legal
                                                                             if isinstance(a, Look))]
        self._rules = view.rules
        self._why = texts.bid_reason_sentence(view)  # all of the engine's reason
        self._chosen = -1
        self._typed = ""
        self.clear_hint()
        blind = view.hand is None
        shows = [a for a in self._actions if isinstance(a, Bid) and a.kind is BidKind.SHOW]
        misdeal = any(isinstance(a, Bid) and a.kind is BidKind.MISDEAL for a in self._actions)
        only_look = all(isinstance(a, Look) for a in self._actions)  # suicide after a partner's nil, say
        if shows:
            self.title.setText(self.tr("Show your cards?"))
        elif blind and only_look:
            self.title.setText(self.tr("Look at your cards"))
        elif asking is not None:
            self.title.setText(self.tr("Bid {0} without looking at your cards?").format(self._asked_bid(asking)))
        else:
            self.title.setText(self.tr("Bid blind, or look at your cards?") if blind else self.tr("Your bid"))
        note = ""
        if shows:
            suits = self.tr(" or ").join(texts.suit_noun(Suit(a.tricks)) for a in shows)
            if all(a.tricks == int(Suit.SPADES) for a in shows):
                note = self.tr("You hold 7+ spades: show them to make spades trump again?")
            else:
                note = self.tr("You hold 7+ {0}: show them (face up for all) to make them trump this hand?").format(
                    suits)
        elif misdeal and view.hand is not None:
            note = self.tr("Weak hand ({0}): you may call a misdeal instead of bidding.").format(
                texts.weak_hand_reason(view.rules, view.hand))
        why = self.reason_line(view) if asking is None else ""
        note = f"{note}\n{why}" if note and why else note or why
        self.note.setText(note)
        self.note.setVisible(bool(note))
        explain = self.explain_text(view) if asking is None else self.explain_lines(view.rules, [asking.kind])
        self.explain.setText(explain)
        self.explain.setVisible(bool(explain) and (self._compact < 2 or asking is not None))  # the question's own
        parts = []
        for seat, bid in enumerate(view.bids):
            if seat == view.seat:
                continue
            name = names[seat] if seat < len(names) else str(seat)
            if seat == partner:
                name = self.tr("{0} (partner)").format(name)
            said = texts.bid_text(bid) if bid is not None else "—"
            parts.append(f"{name}: {said}".replace(" ", "\u00a0"))  # wrap between players, not inside
        self.bids_line.setText("\u00a0\u00a0·   ".join(parts))  # a line breaks after a dot, not before it
        self._take_specials()  # the Hint button is kept: the special buttons go
        for button in self._specials:
            button.hide()
            button.setParent(None)
            button.deleteLater()
        self._specials = []
        self._special_actions = []
        self.blind_label.setText(self.tr("Blind bids:"))
        clear_layout(self.grid)
        self._buttons = []
        numbers = [a for a in self._actions if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        columns = self._columns(len(numbers))
        for action in self._actions:
            if isinstance(action, Bid) and action.kind is BidKind.NORMAL:
                button = self._button(str(action.tricks))
                button.setStyleSheet(self._paddings()[0])
                button.setMinimumWidth(round(self._font_px * self._ems()[0]))
                i = numbers.index(action)
                self.grid.addWidget(button, i // columns, i % columns)
            else:
                label = self._label(action)
                accent = isinstance(action, Look) or (isinstance(action, Bid) and action.kind is BidKind.SHOW)
                button = self._button(label, "Accent" if accent else "")
                button.setProperty("accent", accent)  # ``_choose`` takes the fill off when another is chosen
                button.setAccessibleName(label)  # kept when a blind bid's button shows its number only
                self._specials.append(button)
                self._special_actions.append(action)
            tip = self._tooltip(action)
            if tip:
                button.setToolTip(tip)
                button.setAccessibleDescription(tip)
            if isinstance(action, Bid) and action.kind is BidKind.NORMAL:
                button.setAccessibleName(self.tr("Bid {0}").format(action.tricks))
            button.setMinimumHeight(round(self._font_px * self._ems()[1]))
            button.clicked.connect(lambda _=False, a=action: self._pick(a))
            self._buttons.append(button)
        f = self.font()
        for button in self._buttons:
            button.setFont(f)
            if self.isVisible():  # made while the panel shows (the blind question): shown now, not on the next turn
                button.show()  # of the event loop, so that the panel's size counts it when the table places it (a
                # hidden button counted for nothing: the question was placed 134 pixels wide, its buttons cut, QA)
        self.setAccessibleName(self.title.text())
        heard = [self._note, self.bids_line.text().replace("\u00a0", " "), explain.replace("\n", " ")]
        # a full stop between the bids and the explanation: "Ethan: 4 Nil: take no tricks…" was heard as Ethan's
        # "4 nil" (QA orca20)
        self.setAccessibleDescription(". ".join(part.strip().rstrip(".") for part in heard if part.strip()) + "."
                                      if any(part.strip() for part in heard) else "")
        self._flow_specials()
        if asking is not None:  # Enter bids it (the player chose it twice: B and Enter, or a click on it)
            self._choose(0)
        elif blind and isinstance(self._actions[0], Look) and len(self._actions) > 1:
            self._mark(0)  # Enter looks at the cards (the question's answer for most hands), the focus left alone
        else:  # nothing chosen: the Hint, told as the focus once the panel shows (a hidden button is not focused)
            self._choose_hint(True)
            QTimer.singleShot(0, self, self._tell_chosen)
        self.adjustSize()

    # The engine's reasons that say nothing the buttons do not (any bid from one up, or a blind bid or a look), and
    # those the note says its own way (a show, a misdeal)
    _PLAIN_REASONS = ("bid {lo} to {hi} or nil", "bid {lo} to {hi}",
                      "bid blind before looking at your cards, or look at them")
    _NOTED_REASONS = ("you hold 7 cards or more of a suit: you may show them to make that suit trump",
                      "your hand is weak: you may call a misdeal to have the cards dealt again")

    def reason_line(self, view: SeatView) -> str:
        """Why the bids offered are these, when the rules restrict them ("In mirrors you bid your spade count (3).",
        "Your partner did not bid nil, so you must."): a single "3" or only 4 to 13 was offered unexplained."""
        parts = tuple((template, params) for template, params in thawed_reason(view.bid_reason)
                      if template not in self._NOTED_REASONS and not (
                          template in self._PLAIN_REASONS and int(str(params.get("lo", 0))) <= 1))
        return texts.sentence(texts.reason_text(parts)) if parts else ""

    def explain_text(self, view: SeatView) -> str:
        """What the nil and blind bids the panel offers are, one short line each, with the numbers of the rules
        being played (the QA review: the blind question came first and nil was explained only in tooltips)."""
        kinds = list(dict.fromkeys(a.kind for a in view.legal if isinstance(a, Bid)))  # in the buttons' order (a
        # set's order changed from one start to the next: a screen reader said the lines in another order)
        return self.explain_lines(view.rules, kinds)

    def explain_lines(self, rules: RuleSet, kinds: Sequence[BidKind]) -> str:
        """The lines of ``explain_text`` for the bids of ``kinds``."""
        lines = []
        each = rules.nil_trick_penalty  # players.cancellation: a failed nil costs this much more for each trick
        if BidKind.BLIND_NIL in kinds and each:
            lines.append(self.tr("Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} and −{1} "
                                 "for each trick if you take any.").format(rules.blind_nil_value, each))
        elif BidKind.BLIND_NIL in kinds:
            lines.append(self.tr("Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} if you "
                                 "take one.").format(rules.blind_nil_value))
        if BidKind.NIL in kinds and each:
            lines.append(self.tr("Nil: take no tricks: +{0}, or −{0} and −{1} for each trick if you take any.").format(
                rules.nil_value, each))
        elif BidKind.NIL in kinds:
            lines.append(self.tr("Nil: take no tricks: +{0}, or −{0} if you take one.").format(rules.nil_value))
        if BidKind.BLIND in kinds:
            # what a set costs, and no bags, on the panel too (only the buttons' tooltip said it, newcomer's QA)
            lines.append(self.tr("Blind bids are made before you see your cards: {0} a trick when made, −10 a trick "
                                 "when set, no bags.").format(rules.blind_trick_value))
        for kind in dict.fromkeys(BidKind.LITTLE_MO if k is BidKind.BIG_MO else BidKind.LITTLE_BEMO
                                  if k is BidKind.BIG_BEMO else k for k in kinds):
            line = self._short_line(rules, kind)  # 10 for 200, the moon, blind 6, Mo: what they score
            if line:
                lines.append(line)
        return "\n".join(lines)

    def _short_line(self, rules: RuleSet, kind: BidKind) -> str:
        """A house system's own bid in one short line under the buttons, its numbers from the rules (the rules
        card's whole sentence, in the button's tooltip, made the panel too tall for the table: it was dropped)."""
        if kind is BidKind.TEN_FOR_200:
            if rules.ten_for_two_hundred_exact:
                return self.tr("10 for 200: exactly 10 tricks +{0}, any other number −{1}.").format(
                    rules.ten_for_two_hundred_value, rules.ten_for_two_hundred_penalty)
            return self.tr("10 for 200: 10 tricks or more +{0}, fewer −{1}.").format(
                rules.ten_for_two_hundred_value, rules.ten_for_two_hundred_penalty)
        if kind is BidKind.MOON:
            return self.tr("Moon: all {0} tricks win the game; fewer −{1}.").format(rules.hand_size,
                                                                                   10 * rules.hand_size)
        if kind is BidKind.BLIND_MOON:
            return self.tr("Blind moon (your partner joins unseen): all {0} tricks win the game; fewer −{1}.").format(
                rules.hand_size, 10 * rules.hand_size)
        if kind is BidKind.LEXINGTON:
            return self.tr("Lexington: 12 tricks or more +{0}, fewer −120.").format(rules.lexington_value)
        if kind is BidKind.BLIND_SIX:
            if rules.blind_six_exact:
                return self.tr("Blind 6 (your partner joins unseen): exactly 6 tricks +{0}, otherwise −{1}.").format(
                    rules.blind_six_value, rules.blind_six_penalty)
            return self.tr("Blind 6 (your partner joins unseen): 6 tricks or more +{0}, fewer −{1}.").format(
                rules.blind_six_value, rules.blind_six_penalty)
        if kind in (BidKind.LITTLE_BEMO, BidKind.BIG_BEMO):
            return self.tr("Little Bemo: your bid and the first 6 tricks +60; Big Bemo: the first 9 +90; failed, "
                           "the same lost.")
        if kind in (BidKind.LITTLE_MO, BidKind.BIG_MO) and rules.mo == "first_tricks":
            return self.tr("Little Mo: the first {0} tricks +{1}; Big Mo: the first {2} +{3}; failed, the same "
                           "lost.").format(rules.mo_need(False), rules.mo_value(False), rules.mo_need(True),
                                           rules.mo_value(True))
        if kind in (BidKind.LITTLE_MO, BidKind.BIG_MO):
            return self.tr("Little Mo: {0} tricks in a row +{1}; Big Mo: {2} in a row +{3}; failed, the same "
                           "lost.").format(rules.mo_need(False), rules.mo_value(False), rules.mo_need(True),
                                           rules.mo_value(True))
        return ""

    @staticmethod
    def _special_line(rules: RuleSet, kind: BidKind) -> str:
        """The rules card's line on an optional bid of the house system ("" for other bids)."""
        from ..rules.card import special_bid_line
        from .presets import language

        return special_bid_line(rules, kind, language())

    def set_scale(self, font_px: float) -> None:
        """The text's size, and the buttons' least sizes with it (they were kept from when the bids were shown:
        a smaller text on a small table left the panel as big, over the name plates)."""
        before = self._font_px
        super().set_scale(font_px)
        if self._font_px == before:
            return
        self._size_rows()

    def _ems(self) -> tuple[float, float]:
        """A number button's least width and a button's least height, in text sizes (``NUMBER_EMS``)."""
        tight = self._tightness(self._compact)
        return NUMBER_EMS[tight], BUTTON_EMS[tight]

    @staticmethod
    def _tightness(level: int) -> int:
        """0 as laid out, 1 tight (``set_compact`` 3), 2 tightest (4)."""
        return 0 if level < 3 else 1 if level == 3 else 2

    def _paddings(self) -> tuple[str, str]:
        """The number buttons' and the other buttons' own style: less room round their words when tight (the focus
        ring inside it, ``style.panel_button_padding``)."""
        pad = style.panel_button_padding
        if self._compact >= 4:  # "Look at my cards" was a pixel too wide at 14 pixels between the plates
            return pad(2, 2), pad(2, 3)
        if self._compact >= 3:
            return pad(2, 2), pad(2, 6)
        return pad(4, 2), ""

    def _size_rows(self) -> None:
        """The room round and between the rows and the buttons' least sizes, for the text's size and the compact
        level; the rows laid out again to the width."""
        px = self._font_px
        tight = self._compact >= 3
        outer = self.layout()
        if outer is not None:  # the room round the rows shrinks with the text (16 x 12 from 14 px up)
            side, ends = (min(6, round(px * 0.4)),) * 2 if tight else (min(16, round(px * 1.15)),
                                                                       min(12, round(px * 0.85)))
            if self._compact >= 4:  # the tightest: 14 pixels in Russian were 4 pixels too high between the plates
                ends = min(4, ends)
            outer.setContentsMargins(side, ends, side, ends)
            outer.setSpacing(min(4 if tight else 8, round(px * 0.6)))
        self.grid.setSpacing(3 if tight else 6)
        self.special.setSpacing(3 if tight else 6)
        wide, high = self._ems()
        number, other = self._paddings()
        for action, button in zip(self._actions, self._buttons, strict=False):
            if isinstance(action, Bid) and action.kind is BidKind.NORMAL:
                button.setMinimumWidth(round(px * wide))
                button.setStyleSheet(number)
            else:
                button.setStyleSheet(other)
            button.setMinimumHeight(round(px * high))
        self.hint_button.setStyleSheet(other)
        width, self._max_width = self._max_width, -1
        self.fit_width(width)  # as many a row as now fit

    def compact_levels(self) -> int:
        return 5

    def set_compact(self, level: int) -> None:
        """On a table too small for the panel between the name plates: from ``level`` 1 leave out the line of the
        others' bids (their plates show each bid, next to the panel), from 2 the line on what nil and blind bids
        are too (the buttons' tooltips say it), and at 3 the buttons are lower, the number buttons narrower (more of
        them a row) and the room round them less, the first of the other buttons in the numbers' last row where
        it has room (a large application font); at 4 the buttons are only as high as their words need, the title
        no larger than the rest and the Hint button in the first row with room for it (a large application font
        on a laptop: the text was made smaller than the name plates'). The panel's description still says both."""
        if level == self._compact:
            return
        tight = self._tightness(self._compact) != self._tightness(level)
        self._compact = level
        self._set_title_scale(1.0 if level >= 4 else TITLE_SCALE)
        self.bids_line.setVisible(level < 1)
        self.explain.setVisible((level < 2 or self._asking is not None) and bool(self.explain.text()))
        if tight:
            self._size_rows()
        self.adjustSize()

    def _inner_width(self) -> int:
        """The width the table leaves for the panel's rows (``fit_width``), its margins aside; 0: not known."""
        if self._max_width <= 0:
            return 0
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        inside = (margins.left() + margins.right()) if margins is not None else 32
        return self._max_width - self.contentsMargins().left() - self.contentsMargins().right() - inside

    def _columns(self, count: int) -> int:
        """Number buttons per row: 7, or fewer when the table leaves the panel less room (``fit_width``)."""
        most = 7
        inner = self._inner_width()
        if inner > 0:
            spacing = self.grid.spacing()
            button = round(self._font_px * self._ems()[0]) + spacing  # n buttons take n widths, n - 1 spacings
            most = max(3, min(7, (inner + spacing) // max(1, button)))
        return most if count > most else max(1, count)

    def _take_specials(self) -> None:
        """Take the special buttons and the Hint button out of their rows (kept, to be laid out again)."""
        for row in self._special_rows:
            while row.count():
                row.takeAt(0)
            (self.grid if row is self._grid_row else self.special).removeItem(row)
            row.deleteLater()
        self._special_rows = []
        self._grid_row = None
        if self.hint_row.indexOf(self.hint_button) < 0:
            self.hint_row.addWidget(self.hint_button)

    def special_rows(self) -> list[list[QPushButton]]:
        """The special buttons row by row, as laid out (tests)."""
        rows = []
        for row in self._special_rows:
            widgets = [row.itemAt(i).widget() for i in range(row.count())]
            rows.append([w for w in widgets if isinstance(w, QPushButton)])
        return rows

    def _flow_specials(self) -> None:
        """Lay Nil, the blind bids, Look at my cards… out in as many rows as the width the table leaves needs
        (with blind bids 1 to 7 allowed one row cut the words of every button short), and the Hint button at the
        end of the last row when it has room, else under the rows (a row less: on a small table the panel covered
        the name plates); at the tightest (``set_compact`` 4) at the end of the first row with room for it (the
        blind question's "Blind nil", above the wider "Look at my cards")."""
        self._take_specials()
        inner = self._inner_width()
        spacing = self.special.spacing()
        numbered = self._number_blind_bids(inner, spacing)
        rows: list[list[QWidget]] = []
        rooms: list[int] = []  # the width each row has left for one more button (after a spacing)
        used = 0
        beside_numbers = None if numbered else self._room_beside_numbers()
        if beside_numbers is not None:  # tight: the first buttons after the last number, as far as they go
            rows.append([])
            rooms.append(0)
            used, inner = 0, beside_numbers
        for button, action in zip(self._specials, self._special_actions, strict=True):
            if numbered and action == numbered[0]:
                rows.append([self.blind_label])  # "Blind bids:" on its own row, the numbers under it
                rooms.append(0)
                used = inner
            width = button.sizeHint().width()
            if rows and (inner <= 0 or used + (spacing if rows[-1] else 0) + width <= inner):
                used += (spacing if rows[-1] else 0) + width
                rows[-1].append(button)
            else:
                if beside_numbers is not None and len(rows) == 1:
                    inner = self._inner_width()  # past the numbers' last row: the panel's whole width
                rows.append([button])
                rooms.append(0)
                used = width
            rooms[-1] = inner - used - spacing if inner > 0 else 1 << 30
        self.blind_label.setVisible(bool(numbered))
        hint = self.hint_button.sizeHint().width()
        places = range(len(rows)) if self._compact >= 4 else range(max(0, len(rows) - 1), len(rows))
        at = next((n for n in places if rows[n] != [self.blind_label] and hint <= rooms[n]), None)
        for n, widgets in enumerate(rows):
            row = QHBoxLayout()
            row.setSpacing(spacing)
            for widget in widgets:
                row.addWidget(widget)
            if n == 0 and beside_numbers is not None:
                last, held, columns = self._numbers_last_row()
                self.grid.addLayout(row, last, held, 1, columns - held)
                self._grid_row = row
            else:
                self.special.addLayout(row)
            self._special_rows.append(row)
        if at is not None:
            self.hint_row.removeWidget(self.hint_button)
            self._special_rows[at].addWidget(self.hint_button)

    def _numbers_last_row(self) -> tuple[int, int, int]:
        """The number grid's last row, how many numbers it holds, and the grid's columns."""
        count = sum(1 for a in self._actions if isinstance(a, Bid) and a.kind is BidKind.NORMAL)
        columns = self._columns(count)
        return (count - 1) // columns, (count - 1) % columns + 1, columns

    def _room_beside_numbers(self) -> int | None:
        """The width after the last number in its row when the panel is tight (``set_compact`` 3) and that row
        has room for a button; else None."""
        if self._compact < 3 or not self._specials or self._inner_width() <= 0:
            return None
        if not any(isinstance(a, Bid) and a.kind is BidKind.NORMAL for a in self._actions):
            return None
        _row, held, columns = self._numbers_last_row()
        if held >= columns:
            return None
        spacing = self.grid.spacing()
        room = (columns - held) * (round(self._font_px * self._ems()[0]) + spacing) - spacing
        return room if room >= self._specials[0].sizeHint().width() else None

    def _number_blind_bids(self, inner: int, spacing: int) -> list[Action]:
        """The blind bids shown as numbers under "Blind bids:" (in Russian on the smallest table each "Blind 3"
        took a row of its own, and the question stood 391 pixels high); empty when two fit a row in words, unless
        the panel is tight (``set_compact`` 3)."""
        blind = [(b, a) for b, a in zip(self._specials, self._special_actions, strict=True)
                 if isinstance(a, Bid) and a.kind is BidKind.BLIND]
        for button, action in blind:
            button.setText(self._label(action))
            button.setMinimumWidth(0)
        widest = max((b.sizeHint().width() for b, _ in blind), default=0)
        if len(blind) < 3 or inner <= 0 or (2 * widest + spacing <= inner and self._compact < 3):  # tight: lower
            return []
        for button, action in blind:
            assert isinstance(action, Bid)
            button.setText(str(action.tricks))
            button.setMinimumWidth(round(self._font_px * self._ems()[0]))
        return [a for _, a in blind]

    def fit_width(self, width: int) -> None:
        """Lay the number buttons out again in fewer columns when ``width`` is too narrow for seven."""
        if width == self._max_width:
            return
        self._max_width = width
        numbers = [(a, b) for a, b in zip(self._actions, self._buttons, strict=False)
                   if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        columns = self._columns(len(numbers))
        for i, (_, button) in enumerate(numbers):
            self.grid.removeWidget(button)
            self.grid.addWidget(button, i // columns, i % columns)
        self._flow_specials()
        self.adjustSize()

    @staticmethod
    def _asked_bid(bid: Bid) -> str:
        """The blind bid asked about, inside the question's sentences: "Bid blind 3 without looking at your cards?",
        "Yes, bid blind nil" (they said "Bid Blind nil", a name's capital in the middle of a question, newcomer's QA;
        Russian's object forms are in lower case already)."""
        said = texts.bid_object(bid)
        return said[:1].lower() + said[1:]

    def _label(self, action: Action) -> str:
        """The words on a button that is not a number; on the blind bid asked about, the answer to the question
        ("Yes, bid blind 3": it said "Blind 3", where blind nil's said "Yes, bid Blind nil", newcomer's QA)."""
        if action == self._asking and isinstance(action, Bid):
            return self.tr("Yes, bid {0}").format(self._asked_bid(action))
        if isinstance(action, Look):
            return self.tr("Look at my cards")
        assert isinstance(action, Bid)
        if action.kind is BidKind.MISDEAL:
            return self.tr("Call a misdeal (M)")
        if action.kind is BidKind.SHOW:
            return self.tr("Show {0} (S)").format(Suit(action.tricks).symbol)
        if action.kind is BidKind.NO_SHOW:
            return self.tr("Keep hidden (K)")
        if action.kind is BidKind.PASS:  # its key said with it, as a misdeal's (Orca QA: P did nothing, unsaid)
            return self.tr("Pass (P)")
        said = texts.bid_text(action)  # Russian says «нил» in a sentence; a button starts with a capital
        return said[:1].upper() + said[1:]

    def _tooltip(self, action: Action) -> str:
        if isinstance(action, Look):
            return self.tr("Turn your cards face up; you give up a blind bid this hand (L)")
        if isinstance(action, Bid):
            if action.kind is BidKind.NIL:
                return self.tr("Promise to take no trick at all (N or 0)")
            if action.kind is BidKind.BLIND_NIL:
                return self.tr("Promise no trick without looking at your cards (B)")
            if action.kind is BidKind.NORMAL:
                # "Promise 3 tricks with your partner's bid" read as if 3 were the two bids' total (newcomer's QA)
                tip = (self.tr("Promise {0} of your own, added to your partner's bid (type {1}, then Enter)")
                       if self._rules is None or self._rules.partnerships
                       else self.tr("Promise {0} (type {1}, then Enter)"))  # no partner to add a bid to
                return tip.format(texts.count_of(action.tricks, self.tr("trick|tricks")), action.tricks)
            if action.kind is BidKind.AUCTION:  # (the rules card has no line on it: the buttons had no tooltip, QA)
                tip = self.tr("Bid {0}: your side takes {1} or more if this bid wins the auction (type {0}, then "
                              "Enter)")
                return tip.format(action.tricks, texts.count_of(action.promised, self.tr("trick|tricks")))
            if action.kind is BidKind.MISDEAL:
                return self.tr("Your hand is weak: throw it in, and the same dealer deals again (M)")
            if action.kind is BidKind.SHOW:
                return self.tr("Lay your {0} face up for everyone to see: they are trump for this hand (S)").format(
                    texts.suit_noun(Suit(action.tricks)))
            if action.kind is BidKind.NO_SHOW:
                return self.tr("Keep your cards hidden; the trump suit stays as it is (K)")
            if action.kind is BidKind.PASS:
                return self.tr("Bid no more: once you pass you may not bid again this hand (P)")
            if self._rules is not None:
                return self._special_line(self._rules, action.kind)
        return ""

    def offered_actions(self) -> list[Action]:
        return list(self._actions)

    def button_for(self, action: Action) -> QPushButton | None:
        for a, button in zip(self._actions, self._buttons, strict=True):
            if a == action:
                return button
        return None

    def chosen_action(self) -> Action | None:
        return self._actions[self._chosen] if 0 <= self._chosen < len(self._actions) else None

    def show_hint(self, action: Action, reason: str) -> None:
        text = self.tr("Hint: {0}").format(texts.action_text(action))
        if reason:
            text += f" — {reason}"
        self._hint_text = text
        self._cut_hint()
        self.hint_label.show()
        index = self._actions.index(action) if action in self._actions else -1
        if index >= 0:
            self._choose(index)

    def hint_text(self) -> str:
        """The hint shown, whole ("" when none is)."""
        return self._hint_text

    def clear_hint(self) -> None:
        self._hint_text = ""
        self.hint_label.clear()
        self.hint_label.setToolTip("")
        self.hint_label.hide()

    def set_hint_lines(self, lines: int | None) -> None:
        """Show at most ``lines`` lines of the hint (None: all of them), cut short with "…" at the panel's width."""
        if lines != self._hint_lines:
            self._hint_lines = lines
            self._cut_hint()

    def hint_label_width(self, width: int) -> int:
        """The hint's width in a panel ``width`` pixels wide."""
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        inside = (margins.left() + margins.right()) if margins is not None else 32
        return max(1, width - self.contentsMargins().left() - self.contentsMargins().right() - inside)

    def _cut_hint(self) -> None:
        """The hint in the label, whole or cut short with "…" to ``_hint_lines`` lines at the panel's width."""
        text, most = self._hint_text, self._hint_lines
        shown = text
        if text and most is not None and self.width() > 0:
            metrics = self.hint_label.fontMetrics()
            width = self.hint_label_width(self.width())
            flags = int(Qt.TextFlag.TextWordWrap)

            def height(part: str) -> int:
                return metrics.boundingRect(0, 0, width, 100_000, flags, part).height()

            room = height("\n".join("X" * max(1, most)))
            if height(text) > room:
                low, high = 0, len(text)  # the longest start that fits with its "…"
                while low < high:
                    middle = (low + high + 1) // 2
                    if height(text[:middle].rstrip() + "…") <= room:
                        low = middle
                    else:
                        high = middle - 1
                shown = text[:low].rstrip() + "…"
        if self.hint_label.text() != shown:
            self.hint_label.setText(shown)
        self.hint_label.setToolTip(text if shown != text else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width() and self._hint_lines is not None:
            self._cut_hint()

    def _choose(self, index: int) -> None:
        self._mark(index)
        if 0 <= index < len(self._buttons):
            focus_keyed(self._buttons[index])  # screen readers follow the keys (seen on AT-SPI)

    def _mark(self, index: int) -> None:
        """Make the bid at ``index`` the chosen one (Enter makes it), the focus left where it is."""
        self._chosen = index
        self._choose_hint(False)
        for i, button in enumerate(self._buttons):
            button.setProperty("chosen", "true" if i == index else "false")
            # "Look at my cards" filled yellow beside a ringed "Blind nil" after B: which one did Enter press? (QA)
            button.setObjectName("Accent" if button.property("accent") and i in (index, -1) else "")
            button.setCheckable(True)  # screen readers say "checked" for the chosen bid
            button.setChecked(i == index)
            style.restyle(button)

    def _forget_typed(self) -> None:
        """A second after a "1": a number of one digit, refused now if it is not offered."""
        typed, self._typed = self._typed, ""
        if typed and self.isVisible() and self._number_index(int(typed)) is None:
            self._refuse(int(typed))

    def handle_key(self, event: QKeyEvent) -> bool:
        key, text = event.key(), event.text().lower()
        if not self._actions:
            return False
        if plain_digits(text):  # "4" chooses 4; "1" then "2" within a second chooses 12
            if self._typed:  # the second digit of a number: that number or nothing (QA: "1", "0" in whiz bid nil)
                number = int(self._typed + text)
                self._typed = ""
                self._choose_number(number)
                return True
            match = self._number_index(int(text))
            if match is not None:
                self._choose(match)
            if text == "1":  # perhaps the start of 10 to 13, offered or not: a refusal waits for the next digit or a
                self._typed = text  # second (QA: with 1 offered and 10 not, "1" "0" chose nil: 10 is 10 or nothing)
                self._typed_timer.start()
            elif match is None:
                self._refuse(int(text))
            return True
        letter = key_letter(event)
        letters = {"n": (BidKind.NIL,), "b": (BidKind.BLIND_NIL,), "m": (BidKind.MOON, BidKind.MISDEAL),
                   "s": (BidKind.SHOW,), "k": (BidKind.NO_SHOW,), "p": (BidKind.PASS,)}
        if letter in letters:
            found = [i for i, action in enumerate(self._actions)
                     if isinstance(action, Bid) and action.kind in letters[letter]]
            for i in found:
                self._choose(i)
            if not found and letter in self._REFUSED_LETTERS:  # Orca QA: P in the auction's last bid said nothing
                self._refuse_bid(self._REFUSED_LETTERS[letter])
            return True
        if letter == "l":  # L alone looks at the cards, as the status line and Help say (issue 12)
            for action in self._actions:
                if isinstance(action, Look):
                    self.action_chosen.emit(action)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            # nothing chosen yet: → takes the first bid (it took the second: "4 (10 tricks)" past the auction's Pass)
            start = self._chosen if self._chosen >= 0 else (-1 if step > 0 else len(self._actions))
            self._choose((start + step) % len(self._actions))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            chosen = self.chosen_action()
            if chosen is not None:
                self._pick(chosen)
            elif self.hint_chosen():
                self.hint_requested.emit()
            return True
        if key == Qt.Key.Key_Escape and self._asking is not None:
            self._back()
            return True
        if letter == "h":
            self.hint_requested.emit()
            return True
        return False

    def _choose_number(self, number: int) -> None:
        """Choose the bid of ``number`` typed, or say why there is none."""
        match = self._number_index(number)
        if match is not None:
            self._choose(match)
        else:
            self._choose(-1)  # not the 1 of "10" left chosen for Enter
            self._refuse(number)

    def _refuse(self, number: int) -> None:
        """Keyboard QA: "3" typed in whiz with 2 spades did nothing, and Enter then nothing either."""
        said = self.tr("You cannot bid {0} now.").format(texts.bid_text(NIL) if number == 0 else number)
        self.refused.emit(f"{said} {self._why}".strip())

    # The letters refused aloud when their bid is not offered: "You cannot pass now." and what may be bid (P in
    # the auction's forced last bid, N where there is no nil, said nothing at all, Orca QA)
    _REFUSED_LETTERS: ClassVar[dict[str, Bid]] = {"p": PASS, "n": NIL, "b": Bid(0, BidKind.BLIND_NIL)}

    def _refuse_bid(self, bid: Bid) -> None:
        """A bid typed by its letter that the rules do not offer now, refused with the reason as a number is."""
        self._choose(-1)
        said = (self.tr("You cannot pass now.") if bid.kind is BidKind.PASS  # not "bid Pass" (Russian «заказать пас»)
                else self.tr("You cannot bid {0} now.").format(texts.bid_object(bid)))
        self.refused.emit(f"{said} {self._why}".strip())

    # The bids a typed number chooses, the plain number first: "3" is the auction's "3 (9 tricks)", the
    # partnership talk's "side 5" for 5 (QA: they were refused as not offered, beside their buttons)
    _NUMBERED = (BidKind.NORMAL, BidKind.AUCTION, BidKind.SIDE, BidKind.SIDE_ACES, BidKind.ACES, BidKind.NO_TRUMP,
                 BidKind.HALF, BidKind.BLIND)

    def _number_index(self, number: int) -> int | None:
        """The offered bid that typing ``number`` chooses (0: nil), or None."""
        if number == 0:
            return next((i for i, a in enumerate(self._actions) if isinstance(a, Bid) and a.kind is BidKind.NIL),
                        None)
        found = [(self._NUMBERED.index(a.kind), i) for i, a in enumerate(self._actions)
                 if isinstance(a, Bid) and a.kind in self._NUMBERED and a.tricks == number]
        return min(found)[1] if found else None


# ------------------------------------------------------------------ public facts of the hand
class TrumpPanel(Panel):
    """What stays on the table for everyone during a hand: its trump suit, the shown cards and the kitty.

    trump.show_seven makes a shown suit trump for one hand and lays the shown cards open: the panel says the
    trump suit and pictures each player's shown cards still in its hand. deal.kitty: what the kitty is and
    who took it. It sits in a free corner of the table (``TableView``), not over the trick.
    """

    def __init__(self, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._renderer = renderer
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 10)
        outer.setSpacing(4)
        self.trump = self._title()
        self.trump.setObjectName("Title")
        outer.addWidget(self.trump)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(3)
        outer.addLayout(self.rows)
        self.kitty = QLabel(self)
        self.kitty.setObjectName("Muted")
        self.kitty.setWordWrap(True)
        outer.addWidget(self.kitty)
        self.kitty_backs = QLabel(self)  # the kitty's cards, face down, while they lie on the table
        self.kitty_backs.hide()
        outer.addWidget(self.kitty_backs)
        self.card_labels: list[QLabel] = []
        self._facts: tuple[object, ...] = ()

    def show_facts(self, trump: Suit | None, shown: list[tuple[str, Suit, tuple[Card, ...], int]], kitty: str,
                   card_w: int, kitty_down: int = 0) -> None:
        """Fill the panel: ``shown`` is (name, suit, cards still held, cards shown) per show, ``kitty`` a sentence,
        ``kitty_down`` the kitty's cards still lying face down on the table."""
        facts = (trump, tuple(shown), kitty, card_w, kitty_down)
        if facts == self._facts:
            return
        self._facts = facts
        self.trump.setText(texts.trump_text(trump) if trump is not None else "")
        self.trump.setVisible(trump is not None)
        if trump is not None and trump in (Suit.HEARTS, Suit.DIAMONDS):
            self.trump.setStyleSheet("color: #ff8a80;")
        else:
            self.trump.setStyleSheet("")
        clear_layout(self.rows)
        self.card_labels = []
        words = [self.trump.text()] if trump is not None else []
        for name, suit, held, count in shown:
            caption = QLabel(self.tr("{0} showed {1} {2}:").format(name, count, texts.suit_noun(suit)), self)
            caption.setWordWrap(True)
            self.rows.addWidget(caption)
            picture = QLabel(self)
            if held:
                picture.setPixmap(self._fan(held, card_w))
            else:
                picture.setText(self.tr("(all played)"))
                picture.setObjectName("Muted")
            said = ", ".join(texts.card_text(c) for c in held) or self.tr("all played")
            picture.setAccessibleName(self.tr("{0}'s shown cards: {1}").format(name, said))
            self.rows.addWidget(picture)
            caption.setVisible(True)  # at once, not when the event loop gets to it: the size hint counts them now
            picture.setVisible(True)
            self.card_labels.append(picture)
            words.append(self.tr("{0} showed {1} {2}; still held: {3}.").format(name, count, texts.suit_noun(suit),
                                                                               said))
        self.kitty.setText(kitty)
        self.kitty.setVisible(bool(kitty))
        if kitty_down:
            self.kitty_backs.setPixmap(self._fan((None,) * kitty_down, card_w))
        self.kitty_backs.setVisible(bool(kitty_down))
        if kitty:
            words.append(kitty)
        f = self.font()
        for child in self.findChildren(QLabel):
            if child is not self.trump:
                child.setFont(f)
        self.setAccessibleName(self.tr("Trump and shown cards") if trump is not None else self.tr("Kitty"))
        self.setAccessibleDescription(" ".join(words))
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self.adjustSize()

    def text(self) -> str:
        """The whole panel in words (screen readers, the Read table key)."""
        return self.accessibleDescription()

    def _fan(self, cards: tuple[Card | None, ...], card_w: int) -> QPixmap:
        """The cards side by side, each one overlapping the last, as a player fans shown cards (None: a back)."""
        dpr = self.devicePixelRatioF()
        pictures = [self._renderer.pixmap(card, card_w, dpr) for card in cards]
        step = round(card_w * 0.46)
        width = card_w + step * (len(pictures) - 1)
        height = round(pictures[0].height() / dpr)
        fan = QPixmap(round(width * dpr), round(height * dpr))
        fan.setDevicePixelRatio(dpr)
        fan.fill(Qt.GlobalColor.transparent)
        painter = QPainter(fan)
        for i, picture in enumerate(pictures):
            painter.drawPixmap(i * step, 0, picture)
        painter.end()
        return fan


# ------------------------------------------------------------------ choosing cards
class ChoosePanel(Panel):
    """Nil card exchange (choose exactly N) or the two-player blind-nil swap (up to N)."""

    confirmed = Signal()
    hint_requested = Signal()
    refused = Signal(str)  # why Enter did nothing (it was silent)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.exact = True
        self._chosen = 0
        self._confirm_text = ""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        self.title = self._title()
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.chosen = QLabel(self)
        self.chosen.setObjectName("Muted")
        self.chosen.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chosen.setWordWrap(True)
        outer.addWidget(self.chosen)
        row = QHBoxLayout()
        self.hint_button = self._button(self.tr("Hint"), "Quiet")
        self.hint_button.clicked.connect(self.hint_requested)
        row.addWidget(self.hint_button)
        row.addStretch(1)
        self.confirm = self._button(self.tr("Pass cards"), "Accent")
        self.confirm.clicked.connect(self.confirmed)
        row.addWidget(self.confirm)
        outer.addLayout(row)

    def show_for(self, title: str, count: int, exact: bool, confirm_text: str) -> None:
        self.count, self.exact = count, exact
        self._confirm_text = confirm_text
        self.title.setText(title)
        self.setAccessibleName(title)  # the panel had no name, and only a mouse instruction
        self.update_selection(())

    def update_selection(self, cards: tuple[Card, ...]) -> None:
        if cards:
            self.chosen.setText(self.tr("Chosen: {0}").format(", ".join(texts.card_text(c) for c in cards)))
        else:
            self.chosen.setText(self.tr("Choose cards in your hand with ← → and Space, or click them."))
        ok = len(cards) == self.count if self.exact else len(cards) <= self.count
        self._chosen = len(cards)
        self.confirm.setEnabled(ok)
        keep = not self.exact and not cards  # swapping nothing keeps the hand
        self.confirm.setText(self.tr("Keep my hand") if keep else self._confirm_text)
        self.setAccessibleDescription(self.chosen.text() + " " + self.tr("Enter: {0}.").format(self.confirm.text()))
        self.adjustSize()

    def handle_key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # Enter confirms; Space chooses a card
            if self.confirm.isEnabled():
                self.confirmed.emit()
            elif self.exact:  # a screen reader's user heard nothing and did not know why
                self.refused.emit(self.tr("Choose {0} first: {1} chosen.").format(
                    texts.count_of(self.count, self.tr("card|cards")), self._chosen))
            else:
                self.refused.emit(self.tr("Choose at most {0}: {1} chosen.").format(
                    texts.count_of(self.count, self.tr("card|cards")), self._chosen))
            return True
        return False


# ------------------------------------------------------------------ two-player draw
class DrawPanel(Panel):
    """Two-player draw: the top card, with Keep and Discard."""

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        self.title = self._title(self.tr("Keep this card?"))
        outer.addWidget(self.title)
        self.card = QLabel(self)
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.card)
        # RULES.md section 4: "keeps it (then looks at the next card and discards it face down)": it said
        # "discarded unseen", and the card was never shown
        self.explain = QLabel(self.tr("Keep it: you see the next card, and it is discarded;\n"
                                      "or discard it and take the next card."), self)
        self.explain.setObjectName("Muted")
        self.explain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.explain)
        self.seen = QLabel(self)  # the cards this player has discarded so far this hand (each one was seen)
        self.seen.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seen.setWordWrap(True)
        self.seen.hide()
        outer.addWidget(self.seen)
        row = QHBoxLayout()
        self.keep = self._button(self.tr("Keep (K)"))  # two equal choices: neither looks the one to take
        self.discard = self._button(self.tr("Discard (D)"))
        row.addWidget(self.keep)
        row.addWidget(self.discard)
        outer.addLayout(row)
        from ..engine import DISCARD, KEEP

        self.keep.clicked.connect(lambda: self.action_chosen.emit(KEEP))
        self.discard.clicked.connect(lambda: self.action_chosen.emit(DISCARD))

    def show_card(self, pixmap: QPixmap, name: str = "", stock: int = 0, discarded: Sequence[Card] = ()) -> None:
        """The top card's picture; ``name`` (the card said in words) and ``stock`` (the cards left to draw
        from) are for a screen reader, which cannot see the picture or the pile on the table. ``discarded``:
        the cards this player has let go this hand (``SeatView.discarded``), shown under the choice."""
        self.show_hint(None)
        self.card.setPixmap(pixmap)
        self.card.setAccessibleName(name)
        self.setAccessibleName(self.title.text())
        cards = " ".join(texts.card_text(card) for card in discarded)
        seen = self.tr("Your discards: {0}").format(cards) if discarded else ""
        self.seen.setText(seen)
        self.seen.setVisible(bool(seen))
        said = self.tr("The top card: {0}. Cards left in the stock: {1}.").format(name, stock) if name else ""
        self.setAccessibleDescription(" ".join(part for part in (said, seen + "." if seen else "") if part))
        self.adjustSize()

    def show_hint(self, keep: bool | None) -> None:
        """Ring the button the hint chose (as the bid panel rings a hinted bid); None: neither."""
        for button, chosen in ((self.keep, keep is True), (self.discard, keep is False)):
            button.setProperty("chosen", "true" if chosen else "false")
            style.restyle(button)
            if chosen:
                focus_keyed(button)

    def hinted(self) -> bool | None:
        """Which button the hint rings: True Keep, False Discard, None neither (tests)."""
        if self.keep.property("chosen") == "true":
            return True
        return False if self.discard.property("chosen") == "true" else None

    def handle_key(self, event: QKeyEvent) -> bool:
        if key_letter(event) == "k":
            self.keep.click()
            return True
        if key_letter(event) == "d":
            self.discard.click()
            return True
        return False


# ------------------------------------------------------------------ results
class HandSummaryPanel(Panel):
    """End of a hand: bids, tricks and points per side, from the engine's breakdown."""

    continued = Signal()
    review_requested = Signal()
    TAKES_FOCUS = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[RuleSet, HandScore, list[str]] | None = None  # what ``show_score`` was given
        self._heading = ""  # ``show_score``'s title, said in place of "Hand N over"
        self._compact = 0
        self._width = 0  # the widest the table lets the panel be (``fit_width``; 0: not known)
        # a screen reader reads each side's row as one line ("You & Nora: bid 4 + 3, won 5 + 3, points +70,
        # total 71"): Orca 43 said the grid's cells one by one and skipped those under three words (``_fill``)
        has_unread(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 12, 18, 12)
        self.title = self._title()
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        # The hand's result is said once, by its announcement (with its nils, as much as the player chose, and the
        # keys): Orca 43 read the panel's labels as the focus came to Next hand, and then the announcement said the
        # totals again. The deal number and the sides' lines are read in review, by name, not on entering the panel.
        self.deal_line = _paragraph("", self)
        self.deal_line.setObjectName("Muted")
        self.deal_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.deal_line)
        self.tie_line = QLabel(self)  # the lead tied where the game would end (why another hand is dealt), dead tricks
        self.tie_line.setWordWrap(True)
        self.tie_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tie_line.hide()
        outer.addWidget(self.tie_line)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        outer.addLayout(self.grid)
        self.buttons = QHBoxLayout()
        self.review_button = self._button(self.tr("Review hand (V)"))  # a Tab stop, and V from anywhere
        self.review_button.clicked.connect(self.review_requested)
        self.buttons.addWidget(self.review_button)
        self.buttons.addStretch(1)
        self.next_button = self._button(self.tr("Next hand"), "Accent")
        self.next_button.clicked.connect(self.continued)
        self.buttons.addWidget(self.next_button)
        outer.addLayout(self.buttons)
        # the focus starts on Next hand: one Tab reaches Review hand (it went to the scorepad and the table first)
        QWidget.setTabOrder(self.next_button, self.review_button)

    def show_score(self, rules: RuleSet, score: HandScore, names: list[str], last: bool,
                   deal: int | None = None, button: str = "", title: str = "") -> None:
        """``button``: what the button says when more than the game decides what it does (a duplicate match's
        deal, each a one-hand game: Next deal, See the match; "": Next hand, or See the result when ``last``);
        ``title`` the heading in place of "Hand N is over" (the match's "Deal 2 of 2 is over")."""
        self.title.setText(title or self.tr("Hand {0} is over").format(score.hand_number))
        self._heading = title
        self.deal_line.setText(self.tr("Deal no. {0}").format(deal) if deal is not None else "")
        self.deal_line.setAccessibleName(self.deal_line.text())
        self.deal_line.setVisible(deal is not None and self._compact == 0)
        self.next_button.setText(button or (self.tr("See the result") if last else self.tr("Next hand")))
        from ..engine import ends_tied

        # (a match's deal tied is not played on: the button goes on with the match)
        tied = not last and not button and ends_tied(rules, score, score.hand_number)
        notes = [self.tr("Tied for the lead at the end: one more hand decides the game.")] if tied else []
        # Cancellation: the tricks won add up to less than the hand when a trick was dead; the summary said
        # nothing, and a player counting 16 tricks of 17 was puzzled (QA houses10)
        dead = rules.hand_size - sum(score.tricks) if rules.cancellation else 0
        if dead == 1:
            notes.append(self.tr("1 trick was dead: its cards cancelled out, and nobody won it."))
        elif dead > 1:
            notes.append(self.tr("{0} tricks were dead: their cards cancelled out, and nobody won them.").format(dead))
        self.tie_line.setText(" ".join(notes))
        self.tie_line.setVisible(bool(notes))
        self._shown = (rules, score, list(names))
        self._fill()
        from .accessibility import score_text

        self.setAccessibleName(self.title.text())
        # a failed nil's tricks counted for the side, in the panel's words (it said only "your nil failed", QA orca19)
        counted = partial(self._counted, rules.nil_tricks_count)
        said = [score_text(rules, score, names, True, self._heading, counted), self.tie_line.text(), self.keys_text()]
        self.setAccessibleDescription(" ".join(part for part in said if part))

    def compact_levels(self) -> int:
        return 9

    def set_compact(self, level: int) -> None:
        """From ``level`` 1 (a table too narrow for the panel between the name plates) the bids and tricks leave
        the table's columns for each side's line under it, the deal number goes (the status line shows it), and
        the room round the rows is less; from 2 (the smallest table) the bids and tricks go (the name plates show
        them) and so does the bag count (the scorepad's totals show it); at 3 a side's long name ("Робот Вася и
        Робот Петя") takes two lines, and at 4 the points' parts go too but for those out of the ordinary, a line
        under a side that has any ("10 for 200 not made −200 · blind nil failed −200": the scorepad is hidden on
        such a table, and nothing on screen said why a side lost 400; ``_breakdown``'s ``short``); at 5 the rows
        and the buttons are closer together, with less room round the buttons' words (a large application font:
        the panel lay over North's and South's plates); at 6 the columns' headings go (a side's hand points are
        signed, its total bold: the headings' width made every side's name take two lines), and at 7 the title is
        no larger than the rest (a large application font on a laptop: the text was made smaller than the name
        plates'), and at 8, where nothing else lets the panel clear the plates, the line out of the ordinary goes
        (Russian at 14 points on 911 x 440). The panel's description says them all."""
        if level == self._compact:
            return
        self._compact = level
        self._set_title_scale(1.0 if level >= 7 else TITLE_SCALE)
        tight = level >= 5
        outer = self.layout()
        if outer is not None:
            outer.setContentsMargins(*((18, 12, 18, 12), (10, 8, 10, 8), (6, 6, 6, 6), (4, 4, 4, 4))[
                min(level, 2) + tight])
            outer.setSpacing(3 if tight else -1)  # -1: the style's
        self.grid.setHorizontalSpacing((14, 8, 6)[min(level, 2)])
        self.grid.setVerticalSpacing(1 if tight else 3)
        self.buttons.setSpacing(2 if tight else -1)
        for button in (self.review_button, self.next_button):
            # words clear of the round ends (8 pixels deep): at 6 "Next hand" touched its edge (200 %, 640 x 360)
            button.setStyleSheet(style.panel_button_padding(2, 9) if tight else "")
        self.deal_line.setVisible(bool(self.deal_line.text()) and level == 0)
        self._fill()

    def fit_width(self, width: int) -> None:
        """The buttons one under the other when side by side they are wider than ``width``."""
        self._width = width
        self._stack_buttons(self.buttons, width)
        self.adjustSize()

    def _fill(self) -> None:
        """The table of the sides' bids, tricks and points (``show_score``), laid out for the compact level."""
        clear_layout(self.grid)
        if self._shown is None:
            return
        rules, score, names = self._shown
        compact = self._compact > 0
        if compact:
            heads = ["", self.tr("Points"), self.tr("Total")]
        else:
            heads = ["", self.tr("Bid"), self.tr("Won"), self.tr("Points"), self.tr("Total")]
        for col, head in enumerate(heads if self._compact < 6 else ()):
            label = QLabel(head, self)
            label.setObjectName("Head")
            label.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            left_unread(label)  # each row says its figures with their headings
            self.grid.addWidget(label, 0, col)
        row = 1 if self._compact < 6 else 0
        for side in score.sides:
            bids = self._side_bids(score.bids, side.seats)
            won = " + ".join(str(score.tricks[s]) for s in side.seats)
            name = texts.side_label(rules, side.side, names)
            points, total = texts.signed(side.points), texts.minus(side.total_after)
            cells = [name, points, total] if compact else [name, bids, won, points, total]
            for col, text in enumerate(cells):
                label = _paragraph(text, self) if col == 0 else QLabel(text, self)  # the first: see ``deal_line``
                label.setObjectName("Strong" if col in (0, len(cells) - 1) else "")
                label.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
                label.setWordWrap(col == 0 and self._compact >= 3)  # it made the panel as wide as the name
                if col:
                    left_unread(label)
                else:  # the row said whole by its first cell, whatever columns the compact level shows
                    label.setAccessibleName(self.tr("{side}: bid {bids}, won {won}, points {points}, total {total}")
                                            .format(side=name, bids=bids, won=won, points=points, total=total))
                self.grid.addWidget(label, row, col)
            played = [self.tr("bid {0}").format(bids), self.tr("won {0}").format(won)] if self._compact == 1 else []
            mo = next((score.bids[s] for s in side.seats if score.bids[s].kind in (BidKind.LITTLE_MO,
                                                                                     BidKind.BIG_MO)), None)
            first_tricks = rules.mo == "first_tricks"
            if 4 <= self._compact < 8:  # only what is out of the ordinary, on a line of its own when there is any
                own = next((score.bids[s] for s in side.seats if score.bids[s].kind in SIDE_CONTRACTS), None)
                reason = self._breakdown(side, [], bags=False, mo=mo, first_tricks=first_tricks, short=own or True)
                if reason:
                    detail = _paragraph(reason, self)
                    detail.setAccessibleName(reason.replace("\u00a0", " "))
                    detail.setObjectName("Muted")
                    detail.setWordWrap(True)
                    self.grid.addWidget(detail, row + 1, 0, 1, len(heads))
            elif self._compact < 4:
                # no bag count where bags cost nothing (Cancellation: "bag count 1" of a count that never matters)
                bags = self._compact < 2 and rules.bags_count
                blind = self._blind_split(rules, side, [score.bids[s] for s in side.seats])
                counts = rules.nil_tricks_count
                detail = _paragraph(self._breakdown(side, played, bags=bags, mo=mo, first_tricks=first_tricks,
                                                    blind=blind, nil_counts=counts), self)
                detail.setAccessibleName(detail.text().replace("\u00a0", " "))
                if played:  # the row's name says the bids and tricks: its line under it is read without them
                    unsaid = self._breakdown(side, [], bags=bags, mo=mo, first_tricks=first_tricks, blind=blind,
                                             nil_counts=counts)
                    if unsaid:
                        detail.setAccessibleName(unsaid.replace("\u00a0", " "))
                    else:
                        left_unread(detail)
                detail.setObjectName("Muted")
                detail.setWordWrap(True)
                self.grid.addWidget(detail, row + 1, 0, 1, len(heads))
            row += 2
        f = self.font()
        for child in self.findChildren(QLabel):
            if child.objectName() != "Title":
                child.setFont(f)
        for i in range(self.grid.count()):  # made while the panel shows (a new compact level): shown now
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()
        self._stack_buttons(self.buttons, self._width)
        self.adjustSize()

    def keys_text(self) -> str:
        """ "Enter: Next hand. V: review this hand." (said with the hand's result, and the panel's description)."""
        return self.tr("Enter: {0}. V: review this hand.").format(self.next_button.text())

    def _side_bids(self, bids: Sequence[Bid], seats: Sequence[int]) -> str:
        """A side's bids in seat order, "4 + Nil"; a bid that makes the side's contract on its own (10 for 200,
        the moon, Lexington, a Mo, blind 6) once, with the partner's number it replaces after it: "10 for 200 (in
        place of 2)". "10 for 200 + 2 · won 3 + 4 · contract 10 not made" read as if the 2 added to the 10 (QA)."""
        side = [bids[s] for s in seats]
        own = next((b for b in side if b.kind in SIDE_CONTRACTS), None)
        if own is None:
            return " + ".join(texts.bid_text(b) for b in side)
        shown: list[str] = []
        replaced: list[str] = []
        for bid in side:
            if bid.kind is own.kind:
                if not any(part == texts.bid_text(own) for part in shown):  # blind 6 bid by both partners: once
                    shown.append(texts.bid_text(own))
            elif bid.is_nil:
                shown.append(texts.bid_text(bid))
            else:
                replaced.append(texts.bid_text(bid))
        text = " + ".join(shown)
        if replaced:
            text = self.tr("{0} (in place of {1})").format(text, " + ".join(replaced))
        return text

    @staticmethod
    def _blind_split(rules: RuleSet, side: SideScore, bids: Sequence[Bid]) -> tuple[int, int, int] | None:
        """The tricks of a side's made blind contract that score at the blind value, those that score 10, and the
        blind value (``engine.scoring``: a blind bid and the partner's ordinary one, "Blind 4 + 4": 4 × 20 + 4 × 10);
        None for any other contract."""
        if not side.made or not any(b.kind is BidKind.BLIND for b in bids) or any(
                b.kind in SIDE_CONTRACTS for b in bids):
            return None
        blind, normal, points = blind_parts(rules, side.contract, bids)
        if normal < 0 or side.contract_points != points:
            return None  # scored some other way: no breakdown rather than a wrong one
        return blind, normal, rules.blind_trick_value

    def _breakdown(self, side: SideScore, played: list[str], bags: bool = True, mo: Bid | None = None,
                   first_tricks: bool = False, blind: tuple[int, int, int] | None = None,
                   short: Bid | bool = False, nil_counts: bool = False) -> str:
        """A side's points part by part ("contract 6 made +60 · bags +2 · bag count 2"), after ``played``
        (its bids and tricks, on a compact panel); without the bag count unless ``bags`` (nor after a Mo). A Mo
        (``mo``, its bid) says what it needed: "Little Mo (6 in a row) not made −150" (it said "contract 6 not
        made" of a side that took 6 tricks, but not in a row). A made blind contract (``blind``: its tricks at
        the blind value, at 10, and the value: ``_blind_split``) says how its points came and the extra tricks
        it does not count: "contract 8 made +120 (blind 4 × 20 + 4 × 10) · 3 extra tricks not counted (blind)"
        ("contract 8 made +120 · bag count 0" of Blind 4 + 4 and 11 tricks said neither, QA).

        ``short`` (the smallest table, which shows only a side's points and total) leaves out what is ordinary: a
        contract made, the bags; a side's own contract (``short``, its bid: 10 for 200, the moon) is said by its
        name: "10 for 200 not made −200 · blind nil failed −200" (at 200 % nothing on screen said why −400).

        ``nil_counts`` (the rules count a failed nil's tricks for its side): a failed nil says its tricks went to
        the side, "nil failed −100 (1 trick counted for the side)" (a newcomer who made 5 exactly read "bags +1"
        as a bag not earned, QA)."""
        parts: list[str | tuple[str, ...]] = list(played)
        if side.made is not None and mo is not None:
            verb = self.tr("made") if side.made else self.tr("not made")
            points = texts.signed(side.contract_points)
            need = (self.tr("{0} (the first {1} tricks) {2} {3}") if first_tricks
                    else self.tr("{0} ({1} in a row) {2} {3}"))
            parts.append(need.format(texts.bid_text(mo), side.contract, verb, points))
        elif side.made is not None and isinstance(short, Bid):
            # its own phrase: the verb after a contract's name must agree with it in a translation ("луна")
            own = self.tr("{0} made {1}") if side.made else self.tr("{0} not made {1}")
            parts.append(own.format(texts.bid_text(short), texts.signed(side.contract_points)))
        elif side.made is not None and not (short and side.made):
            # "not made", not the card players' "set", and "bags" as the scorepad says (a beginner's QA)
            verb = self.tr("made") if side.made else self.tr("not made")
            points = texts.signed(side.contract_points)
            contract = self.tr("contract {0} {1} {2}").format(side.contract, verb, points)
            parts.append(contract)
            if blind is not None:
                blind_tricks, normal, each = blind
                value = self.tr("blind {0} × {1}").format(blind_tricks, each)
                if normal:
                    value = self.tr("{0} + {1} × 10").format(value, normal)
                # two phrases, the line may break between them (``texts.dotted``): as one, on a small table, it
                # was wider than the panel, which left the whole line out (1024 x 768, newcomer's QA)
                parts[-1] = (contract, f"({value})")
                extra = side.tricks - side.contract
                if extra > 0:  # "5 extra tricks" / "not counted (blind)", in the translation's order
                    count = texts.count_of(extra, self.tr("extra trick|extra tricks"))
                    before, _, after = self.tr("{0} not counted (blind)").partition("{0}")
                    parts.append(tuple(phrase.strip() for phrase in (before, count, after) if phrase.strip()))
        if side.bag_points and not short:
            parts.append(self.tr("bags {0}").format(texts.signed(side.bag_points)))
        for nil in side.nils:
            result = self.tr("made") if nil.made else self.tr("failed")
            bid = texts.bid_text(nil.bid)
            # mid-line: "… · nil failed −100", not "Nil"; first on the line with a capital (Russian «Нил не выполнен»)
            bid = bid[:1].lower() + bid[1:] if parts else bid[:1].upper() + bid[1:]
            parts.append(self._counted(nil_counts, side, nil, self.tr("{0} {1} {2}").format(
                bid, result, texts.signed(nil.points))))
        for label, points in side.specials:  # a note that scores nothing itself (10 for 200): no "+0" (QA)
            note = special_label(label, texts.sheet_tr)
            parts.append(f"{note} {texts.signed(points)}" if points else note)
        if side.bag_penalty:
            parts.append(self.tr("bag penalty {0}").format(texts.signed(side.bag_penalty)))
        if bags and mo is None:  # a Mo's tricks are not bags: "bag count 0" read as if they were (QA)
            parts.append(self.tr("bag count {0}").format(side.bags_after))
        return texts.dotted(parts)

    def _counted(self, nil_counts: bool, side: SideScore, nil: NilResult, part: str) -> str:
        """A failed nil's ``part`` with the tricks the rules count for its side (``nil_counts``): "nil failed −100
        (2 tricks counted for the side)" on the panel, "your nil failed (2 tricks counted for the side)" in its
        description; any other nil's as it is."""
        if nil_counts and not nil.made and nil.tricks and side.made is not None:
            return self.tr("{0} ({1} counted for the side)").format(
                part, texts.count_of(nil.tricks, self.tr("trick|tricks")))
        return part

    def handle_key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.continued.emit()
            return True
        if key_letter(event) == "v":
            self.review_button.click()
            return True
        return False

    def default_button(self) -> QPushButton:
        return self.next_button


def _paragraph(text: str, parent: QWidget) -> QLabel:
    """A label said to screen readers as a paragraph by its accessible name (``read_as_one``; set it), which Orca 43
    does not read as the focus enters the panel. Marked before it has a parent: with accessibility on, Qt makes a
    widget's interface as it gets its parent or its text, and keeps it (the summary's lines were still labels under
    Orca)."""
    label = QLabel()
    read_as_one(label, QAccessible.Role.Paragraph)
    label.setText(text)
    label.setParent(parent)
    return label


BUTTON_GAP = 6  # between the game-over panel's buttons on a line
RESULT_GAP = 12  # between the game-over panel's title and its result beside it
# Where the game-over panel's low, wide layout puts its title (``GameOverPanel._lay_out_band``)
TITLE_ON_BUTTONS, TITLE_BY_RESULT = "title on the buttons' line", "title beside the result"


class GameOverPanel(Panel):
    """Who won, with New game, Review the game and Close."""

    new_game = Signal()
    review_requested = Signal()  # Review the game (V): the game just finished, in the review window
    compacted = Signal(int)  # the compact level now (``set_compact``): the chart added to the panel follows it
    TAKES_FOCUS = True
    # Its compact layouts give up only the chart: the result at the table's text size before the chart. A fourth
    # button (Review the game) made the panel with its chart a line of buttons higher, and its text was made smaller
    # to keep the chart: 11 and 12 pixels beside the table's 14 in a 1280 x 720 window, 13 beside 15 in 1280 x 800.
    TEXT_FIRST = True
    BAND = 3  # the low, wide layout (``wide_level``)
    _band = ""  # where the band puts the title (``_lay_out_band``); "": no band

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._compact = 0
        self._width = 0  # the widest the table lets the panel be (``fit_width``; 0: not known)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(22, 16, 22, 16)
        # the title beside the result, in the band when the title leaves the buttons no room (``_lay_out_band``);
        # empty, it takes no room
        self.result_line = QHBoxLayout()
        self.result_line.setSpacing(RESULT_GAP)
        outer.addLayout(self.result_line)
        self.title = self._title()
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        outer.addWidget(self.detail)
        self.buttons = row = QHBoxLayout()
        self.new_button = self._button(self.tr("New game"), "Accent")
        self.new_button.clicked.connect(self.new_game)
        # The game just finished, every hand face up (a newcomer found no way to it but Game > History > Review):
        # a Tab stop after New game, and V, as on the hand's summary
        self.review_button = self._button(self.tr("Review the game (V)"), "Quiet")
        self.review_button.setToolTip(self.tr("Step through the hands of this game with every card face up"))
        self.review_button.setAccessibleDescription(self.review_button.toolTip())
        self.review_button.clicked.connect(self.review_requested)
        self.close_button = self._button(self.tr("Close"), "Quiet")
        self.close_button.clicked.connect(self.hide)
        # more buttons with a letter key (``add_key``), in the order Tab reaches them after New game
        self._keyed: dict[str, QPushButton] = {"v": self.review_button}
        QWidget.setTabOrder(self.new_button, self.review_button)
        QWidget.setTabOrder(self.review_button, self.close_button)
        # The buttons in lines in the row: in one line, two a line or one under another (``_arrange_buttons``); each
        # line as wide as its own buttons (not columns as wide as the widest above or below: "Statistics (S)" over
        # "New game" and "Review the game (V)" over "Close" made two a line 21 pixels wider at 15 pixels than New
        # game and Review side by side, too wide for a 1280 x 800 window's table). An empty line takes no room.
        self.button_lines = QVBoxLayout()
        self._lines: list[QHBoxLayout] = []
        row.addStretch(1)
        row.addLayout(self.button_lines)
        row.addStretch(1)
        outer.addLayout(row)
        self._arrange_buttons(0)

    def show_result(self, rules: RuleSet, event: GameOver, names: list[str], you_side: int | None) -> None:
        winner = texts.side_label(rules, event.winner, names)
        if you_side is not None and event.winner == you_side:
            self.title.setText(self.tr("You win!"))
        else:
            self.title.setText(self.tr("Winner: {0}").format(winner))
        from ..sheets.model import others_ranked

        # the winner first and the others highest first, as the scorepad's banner and the status line rank them
        # (QA: seat order put the winner last under "Winner: Nora"); a no-break space keeps a score by its name
        order = [event.winner, *others_ranked(event.totals, event.winner)]
        scores = "  ·  ".join(
            f"{texts.side_label(rules, side, names)}:\u00a0{texts.minus(event.totals[side])}" for side in order)
        if event.reason == texts.TARGET_REASON and rules.target:
            because = self.tr("{0} reached the target of {1}").format(winner, texts.minus(rules.target))
            # others past the target too: the higher total won (the panel named the winner alone, and a side at 71
            # of 70 wondered why it lost, QA houses10)
            also = [side for side in order[1:] if event.totals[side] >= rules.target]
            if also:
                others = " · ".join(texts.side_label(rules, side, names) for side in also)
                because = self.tr("{0} reached the target of {1} with more points; {2} reached it too").format(
                    winner, texts.minus(rules.target), others)
            fallen = [side for side in fallen_sides(rules, event.totals) if side != event.winner]
            if fallen and rules.mercy is not None:  # both ends at once: only the target was named (newbie16)
                because = self.tr("{0}, and {1} fell to the losing score of {2}").format(
                    because, " · ".join(texts.side_label(rules, side, names) for side in fallen),
                    texts.minus(rules.mercy))
        else:
            because = texts.game_over_because(rules, event.reason, event.totals, names)
        # the reason first, as a sentence of its own: "… · Wes & Ethan: 467 (reached the target)." read as if the
        # last side listed had reached it (a newcomer's QA)
        self.detail.setText(self.tr("{0}. {1}.").format(because[:1].upper() + because[1:], scores))
        # Named by why the game ended alone: the totals are said by the announcement ("Game over: …"), and Orca 43
        # read them twice, with the panel's labels as the focus came to New game (the description holds them all)
        self.detail.setAccessibleName(self.tr("{0}.").format(because[:1].upper() + because[1:]))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.detail.text() + " " + self.keys_text())
        self.adjustSize()

    def compact_levels(self) -> int:
        return 3

    def wide_level(self) -> int | None:
        return self.BAND

    def set_compact(self, level: int) -> None:
        """From ``level`` 1 (a table too small for the panel between the name plates) less room round the rows
        and a smaller chart, from 2 no chart (the scorepad and Statistics show the game): ``compacted`` says it to
        whatever added the chart. At ``BAND`` (``wide_level``) as at 2, laid out low and wide: the title and the
        buttons on one line, the result under them, or the title and the result on a line, the buttons under
        them (``fit_width``; at 14 points on 1280 x 720 at 150 % the panel, 172 x 254,
        found no place between the plates of a 580 x 398 table and lay over the player's own; this one goes below
        it, where the hand was)."""
        if level == self._compact:
            return
        self._compact = level
        outer = self.layout()
        if outer is not None:  # compact: less room round the rows and between them (-1: the style's)
            outer.setContentsMargins(*((22, 16, 22, 16) if level == 0 else (10, 4, 10, 4)))
            outer.setSpacing(-1 if level == 0 else 2)
        self.button_lines.setSpacing(-1 if level == 0 else 4)
        self._lay_out_band(TITLE_ON_BUTTONS if level == self.BAND else "")
        self.compacted.emit(level)
        self.fit_width(self._width)

    def _lay_out_band(self, band: str) -> None:
        """In the band (``band`` not ""), left-aligned: the title at the start of the buttons' line and the result
        under that line (``TITLE_ON_BUTTONS``), or the title at the start of the result's lines and the buttons
        under them (``TITLE_BY_RESULT``); else the title, the result, (the chart) and the buttons one under
        another, centred."""
        outer, row, line = self.layout(), self.buttons, self.result_line
        if not isinstance(outer, QBoxLayout) or band == self._band:
            return
        self._band = band
        for layout in (outer, row, line):
            layout.removeWidget(self.title)
            layout.removeWidget(self.detail)
        if band == TITLE_ON_BUTTONS:
            row.insertWidget(0, self.title)
            outer.addWidget(self.detail)
        elif band == TITLE_BY_RESULT:
            line.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
            line.addWidget(self.detail, 1)
        else:
            outer.insertWidget(1, self.title)  # after the result line (empty)
            outer.insertWidget(2, self.detail)
        # the buttons at the line's end in the band (its closing stretch takes no room), else in its middle
        row.setStretch(row.count() - 1, 0 if band else 1)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.title.setAlignment(left if band else Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(not band)
        self.detail.setAlignment(left if band else Qt.AlignmentFlag.AlignCenter)
        self.detail.setMinimumWidth(0)  # (``_result_fits`` sets it beside the title)

    def compact_level(self) -> int:
        return self._compact

    def fit_width(self, width: int) -> None:
        """The buttons one under another when side by side (with the title, in the band) they are wider than
        ``width``. In the band the title is first no larger than the rest where at its usual size it leaves the
        buttons no room beside it (Russian at 14 points: "Победа: Wes и Ethan", "Новая игра", "Статистика (S)",
        "Закрыть"). Where even then they take two lines, the title goes beside the result, where that keeps the
        result to its lines: a second line of buttons made the band too high for the room under the player's plate
        (14 points on 1280 x 720 at 150 %), and the band left Review the game out, its button found by those who
        knew V. Only where the buttons alone take two lines the band leaves it out, if that keeps them to one; V
        still opens the review, as the panel's description says, and so does Game ▸ Review a game…."""
        self._width = width
        band = self._compact == self.BAND
        self.review_button.setHidden(False)
        self._set_title_scale(TITLE_SCALE)
        self.detail.setMinimumWidth(0)
        if not band:
            self._arrange_buttons(width)
        else:
            # (where the title goes, review left out, title scale): the first that keeps the buttons to one line
            # (and, the title beside the result, the result to as many lines as under it), else the last
            tries = [(TITLE_ON_BUTTONS, False, TITLE_SCALE), (TITLE_ON_BUTTONS, False, 1.0),
                     (TITLE_BY_RESULT, False, TITLE_SCALE), (TITLE_BY_RESULT, False, 1.0),
                     (TITLE_ON_BUTTONS, True, TITLE_SCALE), (TITLE_ON_BUTTONS, True, 1.0),
                     (TITLE_ON_BUTTONS, False, 1.0)]
            for place, left_out, scale in tries:
                self._lay_out_band(place)
                self.review_button.setHidden(left_out)
                self._set_title_scale(scale)
                if place == TITLE_ON_BUTTONS and not self._arrange_buttons(width, self._title_beside()):
                    break
                if place == TITLE_BY_RESULT and not self._arrange_buttons(width) and self._result_fits(width):
                    break
        self.adjustSize()

    def _result_fits(self, width: int) -> bool:
        """The result beside the title, in a panel ``width`` pixels wide, in no more lines than under it (or two):
        the band no higher than with the title on the buttons' line (the room under the player's plate is that
        high), or than a two-line result's band. Then the
        result takes the rest of the line beside the title (the panel as wide as ``width``)."""
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        inner = width - self.frameWidth() * 2 - ((margins.left() + margins.right()) if margins is not None else 0)
        beside = inner - self.title.sizeHint().width() - max(0, self.result_line.spacing())
        # or two lines, as a longer result takes under the title too (its band fits the room): the usual result,
        # one line under the title and two beside it, left Review the game out (QA recheck26)
        most = max(self.detail.heightForWidth(inner), 2 * self.detail.heightForWidth(10 ** 6))
        if width <= 0 or beside <= 0 or self.detail.heightForWidth(beside) > most:
            return False
        self.detail.setMinimumWidth(beside)
        return True

    def _arrange_buttons(self, width: int, beside: int = 0) -> bool:
        """New game, Review the game, (Statistics,) Close in one line where they fit ``width`` (with ``beside``,
        the title's width in the band), else two a line, else one under another: a fourth button in one column
        made the panel too high for its chart between the plates even at 1920 x 1080. True: in more than one line.
        Two a line: each line as wide as its own two, the shorter line's buttons stretched to the longer's width.
        (A button added to the row from outside, as Statistics is, goes into the lines, in its ``add_key`` order.)"""
        row = self.buttons
        buttons = [self.new_button, *self._keyed.values(), self.close_button]
        shown = [button for button in buttons if not button.isHidden()]
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        room = width - self.frameWidth() * 2 - ((margins.left() + margins.right()) if margins is not None else 0)
        widths = [button.sizeHint().width() for button in shown]
        per_line = 1
        for count in (len(shown), 2):
            need = beside + max((sum(widths[i:i + count]) + BUTTON_GAP * (len(widths[i:i + count]) - 1)
                                 for i in range(0, len(widths), count)), default=0)
            if width <= 0 or need <= room:
                per_line = max(1, count)
                break
        for button in buttons:
            row.removeWidget(button)
            for line in self._lines:
                line.removeWidget(button)
        placed = shown + [button for button in buttons if button.isHidden()]  # a hidden button after those shown
        while len(self._lines) * per_line < len(placed):
            line = QHBoxLayout()
            line.setSpacing(BUTTON_GAP)
            self.button_lines.addLayout(line)
            self._lines.append(line)
        for i, button in enumerate(placed):
            self._lines[i // per_line].addWidget(button)
        return per_line < len(shown)

    def button_line(self, button: QPushButton) -> int:
        """The line ``button`` is on (0 the first; -1: none)."""
        return next((n for n, line in enumerate(self._lines) if line.indexOf(button) >= 0), -1)

    def _title_beside(self) -> int:
        """The width the title takes on the buttons' line, with the space after it."""
        return self.title.sizeHint().width() + max(0, self.buttons.spacing())

    def keys_text(self) -> str:
        """ "N or Enter: New game; V: Review the game; S: Statistics; Esc: Close." (said with the result, and the
        panel's description)."""
        keys = [self.tr("N or Enter: {0}").format(self.new_button.text())]
        keys += [self.tr("{0}: {1}").format(letter.upper(), re.sub(r"\s*\(\w\)$", "", button.text().replace("&", "")))
                 for letter, button in self._keyed.items()]  # "S: Statistics", not "S: Statistics (S)"
        keys.append(self.tr("Esc: {0}").format(self.close_button.text()))
        return "; ".join(keys) + "."

    def add_key(self, letter: str, button: QPushButton) -> None:
        """Let ``letter`` press ``button`` (added to the panel from outside, before Close: the Statistics button),
        and say so in the panel's description; Tab reaches it after the buttons before it and before Close, where
        it is drawn."""
        before = list(self._keyed.values())[-1] if self._keyed else self.new_button
        self._keyed[letter.lower()] = button
        self.keep_arrows(button)
        QWidget.setTabOrder(before, button)
        QWidget.setTabOrder(button, self.close_button)

    def handle_key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or key_letter(event) == "n":
            self.new_game.emit()
            return True
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return True
        button = self._keyed.get(key_letter(event))
        if button is not None and button.isEnabled():
            button.click()
            return True
        return False

    def default_button(self) -> QPushButton:
        return self.new_button


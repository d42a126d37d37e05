"""The table view: the felt, the scene, the floating panels and the keyboard; the controller's presenter.

In pass-and-play it also shows the hand-off cover (``handoff.HandOffCover``)
while the controller waits for the next person, and that person's recap
(``handoff.RecapPanel``) during their turn; see ``controller`` for when.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QPushButton, QWidget

from ..engine import (
    Action,
    Bid,
    BidKind,
    BidMade,
    Card,
    CardPlayed,
    CardsPassed,
    DrawChoice,
    Event,
    GameOver,
    HandScore,
    HandScored,
    Look,
    PassCards,
    Phase,
    Play,
    Redraw,
    RuleSet,
    SeatView,
    Suit,
    TrickWon,
)
from . import style, texts
from .accessibility import (
    TableAccessibility,
    Verbosity,
    card_in_sentence,
    card_name,
    focus_keyed,
    hand_by_suit,
    rank_name,
)
from .card_render import CardRenderer
from .controller import CLAIM_SPEED, GameController, State
from .handoff import HandOffCover, RecapPanel, taken_back_said
from .items import CardItem, SeatPlate, reading_px
from .layout import PLATE_LINE2, USUAL_READING_PX, Rect, position_of
from .layouts import QWIDGETSIZE_MAX
from .panels import (
    SHORTCUT_MODIFIERS,
    BidPanel,
    ChoosePanel,
    DrawPanel,
    GameOverPanel,
    HandSummaryPanel,
    Panel,
    TrumpPanel,
    key_letter,
)
from .pass_and_play import Recap
from .status import status_text as status_line
from .table_scene import InputMode, TableScene
from .trick_marks import cancelled_plays

# Keys a widget that shares the main window with the table keeps for itself (the scorepad scrolls with them, Tab
# moves on); every other key of a ``relay_keys_from`` widget goes to the table. One Tab press put the focus on the
# scorepad, and then ← → Enter and the digits did nothing: the game seemed frozen.
KEPT_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home,
                       Qt.Key.Key_End, Qt.Key.Key_Tab, Qt.Key.Key_Backtab})

# A panel too big for the room between the name plates has its text made up to this much smaller (never under
# ``PANEL_LEAST_PX``, the least ``Panel.set_scale`` takes) so that it fits there, not over the plates.
PANEL_SHRINK_PX, PANEL_LEAST_PX = 3, 11
# ... and when none of its layouts fits so, its most compact one with its text up to this share smaller: with a
# large application font (14 points at 150 %) the bid panel and the hand's summary lay over North's and South's
# plates, their text only 3 pixels under the table's. Its layouts are tried with a text no smaller than the name
# plates' second line (``PLATE_LINE2``): a low-vision reader read the plates, and squinted at the bid buttons and
# the hand's summary, made 11 pixels high beside the plates' 14.
PANEL_SHRINK_SHARE = 0.3

# The table's least size: the smallest at which the bid panel fits between the four name plates above the hand,
# in English and in Russian (at 480 x 400 it covered the plates and the hand). With the scorepad docked at its
# least (``scorepad_geometry.least_pad_width``) and the menus and the status line, the window is then about
# 800 x 521: it fits a 1024 x 600 screen.
TABLE_LEAST = (580, 480)
# On a screen with less room (a 1366 x 768 laptop at 150 %: 912 x 512 logical pixels) the table may be lower, down
# to this: with 480 the window was taller than the screen, and the table lay over the status line.
TABLE_LEAST_ON_A_SMALL_SCREEN = 360
# ... and lower still, down to this, on a screen lower yet (a 1366 x 768 screen at 200 %, 683 x 384 logical pixels,
# leaves the table 292 pixels; 1280 x 720 at 200 % leaves it 256): with 360 the window was taller than the screen,
# the status line below its edge. The scorepad gives way there (``MainWindow._pad_give_way``): the table is wider.
TABLE_LEAST_ON_A_TINY_SCREEN = 250
# ... and narrower than ``TABLE_LEAST``'s width, down to this, on a screen narrower than that (1280 x 720 at 225 %:
# 569 logical pixels): the table 580 pixels wide in a window the screen's width had East's hand and the turn's frame
# cut off at the window's edge (QA lowvision6). The table scales its drawing to its size.
TABLE_LEAST_ON_A_NARROW_SCREEN = 420
# The most lines of a hint on the bid panel: a longer one is cut short with "…" (the status line has it whole)
HINT_LINES = 6
# The recap's names, cut to the first number of characters (what the new game's name fields hold: a name typed
# there is whole), then, where that finds no free place, to the second (QA recheck 23: names of 60 letters)
RECAP_NAME_LONGEST = (24, 12)
# ... and those tried first between the name plates, as the panel's other lines are (all of them, then fewer): only
# where none fits there does the panel grow to more of them over the table (``_place_hinted_bid_panel``)
HINT_LINES_BETWEEN: tuple[int | None, ...] = (None, 4, 3, 2)
HINT_WAIT_MS = 500  # a hint not there after this long says it is coming ("Looking for a hint…")
# The player's own name plate under the bid panel (at 200 % the panel covered the top half of "You": QA lowvision10).
# The plate first moves down off the panel's way (``_own_plate_clear``); where the room above the hand is not enough,
# the panel is placed again with the plate's first line (the name and the dealer's chip, which ``SeatPlate.paint``
# draws in the plate's upper ``PLATE_NAME_SHARE``) counted as much as an opponent's plate, and goes there when that
# place hides no other plate and none of the hand (card backs only); else it stays where it was.
PLATE_NAME_SHARE = 0.52
OWN_NAME_WEIGHT = 20.0


def _panel_size(panel: Panel, room: float, most: float) -> tuple[int, int]:
    """The width and height of ``panel`` in ``room`` pixels of width: as wide as it likes up to ``room`` (up to
    ``most`` when its least width is more than ``room``), and as high as its wrapped lines then need."""
    hint, least = panel.sizeHint(), panel.minimumSizeHint()
    w = min(max(hint.width(), least.width()), int(room if least.width() <= room else most))
    wrapped = panel.heightForWidth(w)  # wrapped lines need more height at less width (-1: none wraps)
    if wrapped < 0:
        return w, max(hint.height(), least.height())
    return w, max(least.height(), wrapped, hint.height() if w >= hint.width() else 0)


def _felt_texture() -> QPixmap:
    """A small tile of fine noise that makes the green look like cloth (fixed seed: always the same).

    Built from random bytes with byte tables (no Python loop per pixel: that took 30 ms of the start-up):
    half the pixels a little darker, half a little lighter.
    """
    size = 128
    noise = random.Random(7).randbytes(size * size)
    colour = bytes(0 if b < 128 else 255 for b in range(256))
    alpha = bytes(int(18 * (128 - b) / 128) if b < 128 else int(10 * (b - 128) / 128) for b in range(256))
    data = bytearray(size * size * 4)  # ARGB32: B, G, R, A in memory
    grey = noise.translate(colour)
    data[0::4] = grey
    data[1::4] = grey
    data[2::4] = grey
    data[3::4] = noise.translate(alpha)
    image = QImage(bytes(data), size, size, size * 4, QImage.Format.Format_ARGB32)
    return QPixmap.fromImage(image.copy())


class TableView(QGraphicsView):
    """See the module docstring."""

    status_message = Signal(str)  # a short reason for the status line
    new_game_requested = Signal()
    summary_shown = Signal()  # a hand's summary is on the table and said (a duplicate match's verdict waits for it)

    def __init__(self, controller: GameController, renderer: CardRenderer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.renderer = renderer
        self.table = TableScene(renderer, self)
        self.setScene(self.table)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*TABLE_LEAST)  # lower on a small screen: ``fit_least_height``
        # The widget that holds the keyboard focus during play: a screen reader says its name and description
        # when the focus comes back to it (on AT-SPI it was a filler named '').
        self.setAccessibleName(self.tr("Game table"))
        # Short, as it is said every time the focus comes back (after Next hand, after a bid): Orca 43.1 read the
        # whole list of keys each time; the list is Help ▸ Mouse and keyboard (Shift+F1)
        self.setAccessibleDescription(self.tr("R: read the table aloud; Shift+F1: the keys."))
        self._keyboard_used = False  # the focus ring shows once the keyboard is used, until the next click
        self._relayed: set[QObject] = set()  # widgets whose game keys come to the table (``relay_keys_from``)
        self._felt = _felt_texture()
        self._names: list[str] = []

        # Children of the viewport, not of the view: Qt's accessibility shows a scroll area's viewport and its
        # children, nothing else (the panels were out of a screen reader's reach).
        layer = self.viewport()
        layer.setObjectName("TableViewport")  # not said focused beside the view (accessibility.UnfocusedInterface)
        self.access = TableAccessibility(layer)  # accessible stand-ins for the painted cards and plates
        self.access.card_pressed.connect(self.table.press_card)
        self.table.changed_hook = self._sync_access
        self._access_shown: object = None  # what the stand-ins were last synced with (``_sync_access``)
        self.bid_panel = BidPanel(layer)
        self._own_name = 0.0  # the weight of the own plate's name under the bid panel while placing it (``_hidden``)
        self.choose_panel = ChoosePanel(layer)
        self.draw_panel = DrawPanel(layer)
        self.summary_panel = HandSummaryPanel(layer)
        self.game_over_panel = GameOverPanel(layer)
        self.recap_panel = RecapPanel(renderer, layer)
        self.trump_panel = TrumpPanel(renderer, layer)  # the hand's trump suit, shown cards and kitty, in a corner
        self._panels: list[Panel] = [self.recap_panel, self.bid_panel, self.choose_panel, self.draw_panel,
                                     self.summary_panel, self.game_over_panel]
        for panel in (self.summary_panel, self.game_over_panel):  # they take the focus; give it back to the table
            panel.focus_home = self
        self.play_hint_button = self._make_play_hint_button(layer)
        self.cover = HandOffCover(renderer, self)
        self._summary_done: Callable[[], None] | None = None
        self._choose_kind = "pass"
        self._checked = False  # a resumed game's first view has no events behind it
        self._chosen_said: tuple[Card, ...] = ()  # the cards chosen to pass, as last said to a screen reader
        self._turn_said: tuple[object, ...] = ()  # the turn last announced (``_turn_key``): said once, not per sync
        self._taken_back_said: object | None = None  # the recap whose moves taken back with Undo were said
        self._turn_answer = 0  # the undo or redo (``access.answering``) whose turn was said
        self.mismatches: list[str] = []  # where the animated table disagreed with the engine (a bug)

        controller.presenter = self
        self.table.play_handler = lambda card: controller.submit(Play(card))
        self.table.wait_reason = controller.wait_reason
        self.table.message.connect(self.say)  # why a key or a click did nothing: to the status line and aloud
        self.table.selection_changed.connect(self._selection_changed)
        self.table.layout_changed.connect(self.resetCachedContent)  # a relayout after an animation, too
        self.table.layout_changed.connect(self._place_play_hint)
        self.bid_panel.action_chosen.connect(self._submit)
        self.bid_panel.hint_requested.connect(self.request_hint)
        self.bid_panel.refused.connect(self.say)
        self.bid_panel.asked.connect(self._bid_asked)
        self.choose_panel.confirmed.connect(self._confirm_choice)
        self.choose_panel.hint_requested.connect(self.request_hint)
        self.choose_panel.refused.connect(self.say)
        self.draw_panel.action_chosen.connect(self._submit)
        self.summary_panel.continued.connect(self.continue_after_hand)
        self.game_over_panel.new_game.connect(self.new_game_requested)
        self.cover.ready.connect(controller.ready)
        controller.game_started.connect(self._game_started)
        controller.hint_ready.connect(self._show_hint)
        controller.forced_move.connect(self._forced_move)
        # A hint that takes a while (its check may take up to ``ai.hint.HINT_CAP``) says that it is coming
        self._hint_wait = QTimer(self)
        self._hint_wait.setSingleShot(True)
        self._hint_wait.setInterval(HINT_WAIT_MS)
        self._hint_wait.timeout.connect(lambda: self.say(self.tr("Looking for a hint…")))
        controller.state_changed.connect(self._hint_wait.stop)  # a move made meanwhile: no hint comes

    # ------------------------------------------------------------------ setup

    def fit_least_height(self, room: int, width_room: int = QWIDGETSIZE_MAX) -> None:
        """Make the table's least height ``room`` where the window has less than ``TABLE_LEAST``'s for it (a
        small screen), never below ``TABLE_LEAST_ON_A_TINY_SCREEN``: the table scales its drawing to its size.
        ``width_room``: the width the screen leaves the table beside the scorepad; the table is made no wider
        for being lower than that, and narrower than ``TABLE_LEAST``'s width where the room is less (never under
        ``TABLE_LEAST_ON_A_NARROW_SCREEN``)."""
        # a pixel wider for each pixel lower: the bid panel's numbers then go in fewer, longer rows, and it stays
        # between the plates (at 580 x 420 in Russian it lay over the top and bottom ones); but not past the
        # screen's edge (with a large font at 150 % the window was wider than the screen)
        least = max(TABLE_LEAST_ON_A_TINY_SCREEN, min(TABLE_LEAST[1], room))
        wider = min(TABLE_LEAST[1] - least, max(0, width_room - TABLE_LEAST[0]))
        size = (min(TABLE_LEAST[0] + wider, max(TABLE_LEAST_ON_A_NARROW_SCREEN, width_room)), least)
        if (self.minimumWidth(), self.minimumHeight()) != size:
            self.setMinimumSize(*size)

    def set_speed(self, factor: float) -> None:
        self.table.speed = factor

    def names(self) -> list[str]:
        return list(self._names)

    def _game_started(self) -> None:
        setup = self.controller.setup
        assert setup is not None
        self._names = [texts.shown_name(seat.name) for seat in setup.seats]  # the record keeps each name whole
        details = [texts.level_name(seat.level) if not seat.is_human else "" for seat in setup.seats]
        for panel in [*self._panels, self.trump_panel]:
            panel.hide()
        self.table.set_own_plate_drop(0.0)  # (``_own_plate_clear``)
        self.cover.hide()
        self._summary_done = None
        self._checked = False
        self.access.end_replay()  # a redo's answer kept for a hand's result that will not come now
        shorts = [texts.level_short(seat.level) if not seat.is_human else "" for seat in setup.seats]
        self.table.new_game(setup.rules, self.controller.bottom, self._names, details, shorts)
        self.table.set_view_size(self.viewport().width(), self.viewport().height())
        self.resetCachedContent()

    # -------------------------------------------------------------- presenter
    def _me(self) -> int | None:
        """The one person at the table, whom the announcements call "you" whatever their name (None in
        pass-and-play, where each person is named)."""
        controller = self.controller
        seat = controller.bottom
        return seat if not controller.pass_and_play and controller.is_human(seat) else None

    def _at_screen(self) -> int | None:
        """In pass-and-play, the person whose cards the screen shows (None otherwise): their own card is
        confirmed at Brief, by their name."""
        controller = self.controller
        seat = controller.bottom
        return seat if controller.pass_and_play and controller.is_human(seat) else None

    def present(self, event: Event, view: SeatView, done: Callable[[], None]) -> None:
        rules = self.controller.rules
        if isinstance(event, BidMade) and event.bid.kind in (BidKind.SHOW, BidKind.NO_SHOW, BidKind.MISDEAL):
            self._announce_call(event, view)
        elif rules is not None:
            model = self.table.model  # the table as it stands before this event (``view`` is after the whole move)
            if isinstance(event, CardPlayed) and model is not None and event.seat == model.bottom:
                self.access.card_leaving(event.card)  # not renamed "not playable" as the input closes
            if model is not None and not isinstance(event, (HandScored, GameOver)):  # said with their panels
                after = self.controller.after_hand  # a duplicate match's deal: "Deal 2 of 3: Wes deals."
                self.access.announce_event(event, rules, self._names, model.tricks, model.bids, model.trick,
                                           me=self._me(), at_screen=self._at_screen(),
                                           deal=after.deal if after is not None else "")
            if isinstance(event, TrickWon) and rules.joker_conversion:
                self._say_conversions(event, rules)
            if (isinstance(event, CardsPassed) and event.to_seat == self._me() and event.from_seat != event.to_seat
                    and event.from_seat < len(self._names)):  # the card a partner passed: said as it comes
                self.access.announce(self.tr("{0} passed you: {1}.").format(
                    self._names[event.from_seat], ", ".join(card_in_sentence(c) for c in event.cards)))
        if isinstance(event, HandScored):
            self._hide_input_panels()
            self.table.clear_input()
            self.table.present(event, view, lambda: self._show_summary(event, done))
        elif isinstance(event, GameOver):
            self.table.present(event, view, lambda: self._show_game_over(event, done))
        else:
            self._hide_input_panels()
            self.table.clear_input()
            base = self.table.speed
            if self.controller.claimed:  # a claim played out: the cards move at a quarter of their time
                self.table.speed = base * CLAIM_SPEED
            try:
                self.table.present(event, view, done)
            finally:
                self.table.speed = base
        self._update_facts()

    def _announce_call(self, event: BidMade, view: SeatView) -> None:
        """A show (trump.show_seven) or a misdeal call (deal.misdeal_weak_hand): say it aloud and on the status line."""
        game = self.controller.game
        name = self._names[event.seat] if event.seat < len(self._names) else str(event.seat)
        you = self.controller.is_human(event.seat) and not self.controller.pass_and_play
        kind = event.bid.kind
        if kind is BidKind.SHOW:
            suit = Suit(event.bid.tricks)
            count = next((len(cards) for seat, cards in reversed(view.shown) if seat == event.seat), 7)
            noun = texts.suit_noun(suit)
            if suit is Suit.SPADES:
                text = self.tr("{0} showed {1} spades: spades are trump again.").format(name, count)
            else:
                text = self.tr("{0} showed {1} {2}: {2} are trump for this hand.").format(name, count, noun)
            self.access.announce(text)
            self.status_message.emit(text)
        elif kind is BidKind.NO_SHOW:
            self.access.announce(self.tr("{0} keeps the cards hidden.").format(name), Verbosity.FULL)
        elif game is not None:
            log = game.hands_log[-1]
            calls = sum(1 for _, action in log.actions if isinstance(action, Bid) and action.kind is BidKind.MISDEAL)
            deals = [log.dealt, *log.redealt]
            cards = deals[calls - 1][event.seat] if 0 < calls <= len(deals) else ()
            why = texts.weak_hand_reason(game.rules, cards)
            dealer = self._names[game.dealer] if game.dealer < len(self._names) else ""
            you_deal = self.controller.is_human(game.dealer) and not self.controller.pass_and_play
            if you and you_deal:  # (the one person at the table: "You deals again" was said)
                text = self.tr("You called a misdeal ({0}): you deal again.").format(why)
            elif you:
                text = self.tr("You called a misdeal ({0}): {1} deals again.").format(why, dealer)
            elif you_deal:
                text = self.tr("{0} called a misdeal ({1}): you deal again.").format(name, why)
            else:
                text = self.tr("{0} called a misdeal ({1}): {2} deals again.").format(name, why, dealer)
            self.access.announce(text)
            self.status_message.emit(text)

    def _say_conversions(self, event: TrickWon, rules: RuleSet) -> None:
        """trump.joker_conversion: say which card a joker turned into a spade, as the trick is taken."""
        cards = dict(event.plays)
        said = []
        for seat, card in event.plays:
            partner = rules.partner_of(seat)
            other = cards.get(partner) if partner is not None else None
            if card.is_joker and other is not None and partner is not None and not other.is_joker:
                if self.controller.is_human(partner) and not self.controller.pass_and_play:
                    said.append(self.tr("the {0} made your {1} a spade").format(
                        texts.card_text(card), texts.card_text(other)))
                else:
                    said.append(self.tr("the {0} made {1}'s {2} a spade").format(
                        texts.card_text(card), self._names[partner], texts.card_text(other)))
        if said:
            text = texts.sentence(self.tr("; ").join(said))
            self.access.announce(text)
            self.status_message.emit(text)

    def _update_facts(self) -> None:
        """Show the hand's trump suit, shown cards and kitty in the trump panel (trump.show_seven, deal.kitty): of
        the hand on the table (``self.table.model``), not the engine's, which at a hand's summary has dealt the
        next hand already."""
        panel = self.trump_panel
        model = self.table.model
        game = self.controller.game
        layout = self.table.layout
        if model is None or game is None or layout is None or self.cover.isVisible() or not (
                game.rules.show_seven or game.rules.kitty != "off"):
            panel.hide()
            return
        trump = Suit[model.trump_suit.upper()] if game.rules.show_seven else None
        shown = [(self._names[seat], suit, held, count) for seat, suit, held, count in model.shown_held()]
        kitty, down = self._kitty_facts()
        if trump is None and not shown and not kitty and not down:  # nothing to show (the game's end, say)
            panel.hide()
            return
        card_w = round(max(26, min(60, layout.card_w * 0.42)))
        panel.set_scale(layout.font_px)
        panel.show_facts(trump, shown, kitty, card_w, down)
        if not panel.isVisible():
            panel.show()
        self._place_facts()

    def _kitty_facts(self) -> tuple[str, int]:
        """deal.kitty on the table: a sentence (what lies face down, who takes it, who took it) and the kitty's
        cards still face down. Of the hand on the table: while its last trick and its summary are shown the engine
        has dealt the next hand, whose kitty is not shown before Next hand (QA: the summary named the next hand's
        taker, or showed its card backs); the hand on the table had its kitty taken and discarded."""
        game = self.controller.game
        model = self.table.model
        if game is None or model is None or game.rules.kitty == "off":
            return "", 0
        if model.hand_number == game.hand_number:
            taker, waiting, phase = game.kitty_taker, len(game.kitty), game.phase
        else:
            log = next((log for log in game.hands_log if log.hand_number == model.hand_number), None)
            # the kitty's discard is the hand's only exchange (the kitty goes with no card passing)
            taker = next((seat for seat, action in log.actions if isinstance(action, PassCards)),
                         None) if log is not None else None
            if taker is None:  # before the first deal is shown
                return "", 0
            waiting, phase = 0, Phase.PLAY
        down = waiting if taker is None else 0
        return self._kitty_text(taker, waiting, phase), down

    def _kitty_text(self, taker: int | None, waiting: int, phase: Phase) -> str:
        """deal.kitty in a sentence: what lies face down, who takes it, who took it. ``waiting``: the kitty's
        cards not yet discarded (face down, or taken and held)."""
        game = self.controller.game
        if game is None or game.rules.kitty == "off":
            return ""
        rules = game.rules
        count = rules.kitty_size
        if taker is None:
            if phase is Phase.BID:
                if count == 1:
                    return self.tr("Kitty: 1 card face down; the highest bidder takes it after the bidding and "
                                   "discards one.")
                return self.tr("Kitty: {0} cards face down; the highest bidder takes them after the bidding "
                               "and discards as many.").format(count)
            return ""
        alone = self.controller.is_human(taker) and not self.controller.pass_and_play
        name = self.tr("you") if alone else self._names[taker] if taker < len(self._names) else ""
        # Not "the 2♣ holder": that names a hidden card's place (and the 2♣ may lie in the kitty itself).
        who = self.tr("before the bidding") if rules.kitty == "two_of_clubs" else self.tr("the high bidder")
        if waiting:  # taken, not yet discarded
            if count == 1:
                return self.tr("Kitty: 1 card taken by {1} ({2}); one to discard face down.").format(
                    count, name, who)
            return self.tr("Kitty: {0} cards taken by {1} ({2}); as many to discard face down.").format(
                count, name, who)
        if phase is Phase.GAME_OVER:
            return ""
        if count == 1:
            return self.tr("Kitty: 1 card taken by {1} ({2}); one discarded face down, out of play.").format(
                count, name, who)
        return self.tr("Kitty: {0} cards taken by {1} ({2}); as many discarded face down, out of play.").format(
            count, name, who)

    def _place_facts(self) -> None:
        """Put the trump panel in the top corner where it hides the least (of plates, cards and panels)."""
        panel = self.trump_panel
        layout = self.table.layout
        if layout is None or not panel.isVisible():
            return
        # the trick's area counts four times: the trick's cards and every panel of the table's middle (the bids,
        # the hand's result) show there, over the kitty panel when it sat at the top's middle
        taken = [(rect, 4 if name == "trick" else 1) for name, rect in layout.groups().items()]
        m = layout.margin
        hint = panel.sizeHint()
        w = min(max(hint.width(), panel.minimumSizeHint().width()), round(layout.width * 0.3))
        h = min(max(panel.heightForWidth(w), hint.height()), round(layout.height * 0.45))
        best: tuple[float, Rect] | None = None
        # the two corners first, then along the top between them: at three seats with a kitty neither corner is
        # free of a pile of card backs, but the top's middle often is (QA: the panel hid Will's cards)
        right = layout.width - m - w
        for x in (m, right, *(m + (right - m) * k / 8 for k in range(1, 8))):
            place = Rect(x, m, w, h)
            hidden = sum(place.intersected(rect).w * place.intersected(rect).h * weight for rect, weight in taken)
            if best is None or hidden < best[0]:
                best = (hidden, place)
        assert best is not None
        place = best[1]
        panel.setGeometry(round(place.x), round(place.y), round(place.w), round(place.h))

    def show_view(self, view: SeatView) -> None:
        """The table as ``view`` stands, without animation: a game resumed at a hand's summary is shown one card
        early, and that card, its trick and the summary are played again (``GameController._load``)."""
        self.table.sync(view)
        self._update_facts()

    def waiting(self, view: SeatView) -> None:
        """The game waits for a decision: show the truth and offer the human's input (or the hand-off cover)."""
        controller = self.controller
        model = self.table.model
        if model is not None and self._checked:  # what the events showed must be what the engine says
            shown = view if model.bottom == controller.bottom else controller.shown_view(model.bottom)
            found = model.differences(shown)
            if model.hand is None and shown.hand is not None:  # pass-and-play: the hand was face down until now
                found = [d for d in found if not d.startswith("hand:")]
            self.mismatches.extend(found)
        self._checked = True
        state = controller.state
        if state is State.HAND_OFF:  # cover first, then turn the table behind it
            self._show_cover()
        if model is not None and model.bottom != controller.bottom:
            self.table.set_bottom(controller.bottom)
        self.table.sync(view)
        self._update_facts()
        self._hide_input_panels()
        game = controller.game
        mine = controller.acting_view()
        if state is not State.HAND_OFF:
            self.cover.hide()
        if game is None or mine is None:
            self.recap_panel.hide()
            self.table.clear_input()
            return
        seat = mine.seat
        self._show_recap()
        recap = controller.recap
        told = state is State.HUMAN_TURN and recap is not None and (recap.taken_back or recap.again is not None)
        # At a bid whose turn the bid panel's focus tells (``_bid_said_by_focus``) the note goes with the focus, in
        # what the panel says as it comes: as a notification Orca 43.1 dropped it in the flood of the focus ("Your
        # bid of 5 was taken back with Undo: bid again." never heard, QA orca22)
        by_focus = told and self._bid_said_by_focus(mine)
        if told and recap is not self._taken_back_said:
            # the person's own move, taken back with Undo and made again by whoever held the screen: said before
            # their turn, once (the panel says it too)
            self._taken_back_said = recap
            if not by_focus:
                self.access.announce(taken_back_said(recap), always=True)
        if state is State.HUMAN_TURN:
            self._announce_turn(mine)
        rules = game.rules
        if mine.phase in (Phase.BID, Phase.DECLARE):
            self.table.clear_input()
            note = taken_back_said(recap) if by_focus and recap is not None else ""
            self.bid_panel.show_for(mine, self._names, rules.partner_of(seat), note)
            self._show_panel(self.bid_panel)
        elif mine.phase is Phase.PLAY:
            self.table.set_play_mode(a.card for a in mine.legal if isinstance(a, Play))
            if state is State.HUMAN_TURN:  # when the hint can be asked for (``GameController.request_hint``)
                self.play_hint_button.show()
                self._place_play_hint()
                if self.recap_panel.isVisible():  # the recap was placed before the button was there (QA recheck 23)
                    self._place_recap()
        elif mine.phase in (Phase.EXCHANGE, Phase.REDRAW):
            title, count, exact, confirm = self._choice(mine)
            self._choose_kind = "pass" if mine.phase is Phase.EXCHANGE else "redraw"
            self.table.set_select_mode(count)
            self._chosen_said = ()
            self.choose_panel.show_for(title, count, exact, confirm)
            self._show_panel(self.choose_panel)
        elif mine.phase is Phase.DRAW:
            self.table.clear_input()
            if mine.draw_card is not None:
                layout = self.table.layout
                width = round(layout.card_w) if layout is not None else 100
                self.draw_panel.show_card(self.renderer.pixmap(mine.draw_card, width, self.devicePixelRatioF()),
                                          card_name(mine.draw_card), mine.stock_size, mine.discarded)
            self._show_panel(self.draw_panel)

    def _choice(self, mine: SeatView) -> tuple[str, int, bool, str]:
        """Choosing cards (a nil's pass, the kitty's discard, a blind nil's swap): the title, how many cards,
        whether exactly that many, and the confirm button's words."""
        rules = mine.rules
        if mine.phase is Phase.REDRAW:
            count = rules.blind_nil_redraw
            text = (self.tr("Blind nil: choose a card to swap for an unseen discard, if you like") if count == 1 else
                    self.tr("Blind nil: choose up to {0} cards to swap for unseen discards"))
            return text.format(count), count, False, self.tr("Swap")
        first = mine.legal[0]
        count = len(first.cards) if isinstance(first, PassCards) else 1
        target = mine.pass_to if mine.pass_to is not None else rules.partner_of(mine.seat)
        if target == mine.seat:  # deal.kitty: the taker discards to itself
            kitty = ", ".join(texts.card_text(c) for c in mine.received)
            text = (self.tr("You took the kitty ({0}). Choose 1 card to discard face down, out of play")
                    if count == 1 else
                    self.tr("You took the kitty ({0}). Choose {1} cards to discard face down, out of play"))
            return text.format(kitty, count), count, True, self.tr("Discard")
        to = self._names[target] if target is not None else ""
        text = (self.tr("Choose 1 card to pass to {1}") if count == 1 else
                self.tr("Choose {0} cards to pass to {1}"))
        return text.format(count, to), count, True, self.tr("Pass cards")

    def _announce_turn(self, mine: SeatView) -> None:
        """Tell a screen reader's user that it is their turn, and what to do."""
        if mine.phase in (Phase.BID, Phase.DECLARE):
            blind = mine.hand is None
            text = self.tr("Your bid: blind, or look at your cards (L).") if blind else self.tr("Your bid.")
        elif mine.phase is Phase.PLAY and mine.trick and self.access.verbosity is Verbosity.FULL:
            text = self.tr("Your turn to play.")  # at Full each card of the trick was just said as it came
        elif mine.phase is Phase.PLAY:
            text = self._trick_so_far(mine) if mine.trick else self.tr("Your lead.")
        elif mine.phase is Phase.DRAW and mine.draw_card is not None:  # the card is only a picture on the panel
            text = self.tr("Your draw: the {0}. Keep it (K) or discard it and take the next card (D). "
                           "Cards left in the stock: {1}.").format(card_in_sentence(mine.draw_card), mine.stock_size)
        elif mine.phase in (Phase.EXCHANGE, Phase.REDRAW) and mine.legal:  # it was only "Your turn."
            title, _count, _exact, confirm = self._choice(mine)
            text = self.tr("{0}. Use ← → and Space to choose, then press Enter: {1}.").format(title, confirm)
        else:
            text = self.tr("Your turn.")
        # Once a turn: the table syncs several times in one. Not once a text: a second lead running ("Your lead."
        # after a trick won with the lead before it) was never said.
        # An undo or a redo says the turn it leads to again, after its answer ("Undone: play the two of diamonds…"),
        # once: an undo right after my own card went back to the turn last said, and said nothing of it.
        key = _turn_key(mine, text)
        answer = self.access.answering()
        if key != self._turn_said or (answer and answer != self._turn_answer):
            if not self._bid_said_by_focus(mine):
                self.access.announce(text)
            self._turn_answer = answer or self._turn_answer
        self._turn_said = key

    def _bid_said_by_focus(self, mine: SeatView) -> bool:
        """Whether "Your bid." is left to the bid panel's focus: with the notifications of Orca before 46, a bid
        with the cards seen, where the panel tells its Hint as the focus (``BidPanel._fill``) and Orca says "Your bid
        panel." with it. The notification, shown as the cards changed (after L, after the deal, after an undo), was
        dropped by Orca 43.1 with the flood of events the focus came in (more than 50 queued: all but the focus are
        pruned); else it was said before the panel's name, twice."""
        return self.access.older_readers and mine.phase in (Phase.BID, Phase.DECLARE) and mine.hand is not None

    def _trick_so_far(self, mine: SeatView) -> str:
        """ "Your turn: Wes led the four of clubs; Nora played the king." (it was only "Your turn to play.", and
        the player pressed R every trick): a card of the led suit is said by its rank alone, and a card an identical
        one cancelled (players.cancellation) is said so, as R says it: "Eva played the queen (cancelled)"."""
        name: Callable[[int], str] = lambda seat: self._names[seat] if seat < len(self._names) else ""  # noqa: E731
        cancelled = cancelled_plays(mine.rules, mine.trick)

        def mark(i: int) -> str:
            return " " + self.tr("(cancelled)") if i in cancelled else ""

        (leader, led), *rest = mine.trick
        text = self.tr("Your turn: {0} led the {1}").format(name(leader), card_in_sentence(led) + mark(0))
        for i, (seat, card) in enumerate(rest, start=1):
            same = not card.is_joker and not led.is_joker and card.suit == led.suit
            what = rank_name(card.rank).lower() if same else card_in_sentence(card)
            text += self.tr("; {0} played the {1}").format(name(seat), what + mark(i))
        return text + "."

    def _sync_access(self) -> None:
        """Keep the accessible stand-ins in step with the scene (names, states, places)."""
        table = self.table
        model = table.model
        if model is None:
            return
        hidden = self.cover.isVisible()  # behind the hand-off cover nothing of the table is told

        def where(item: object) -> QRect:
            if not isinstance(item, (CardItem, SeatPlate)):
                return QRect()
            rect = item.card_rect() if isinstance(item, CardItem) else item.boundingRect()
            return self.mapFromScene(item.mapRectToScene(rect)).boundingRect()

        hand = [] if hidden else [
            (card, playable, chosen, focus, where(table.card_item(card)))
            for card, playable, chosen, focus in table.hand_states()
        ]
        down = 0 if model.hand is not None else model.counts[model.bottom]
        trick = [] if hidden else [(seat, card, where(table.card_item(card))) for seat, card in model.trick]
        plates = [(table.plate(seat).accessible_text(), where(table.plate(seat))) for seat in range(model.players)]
        # The scene calls this after every change it makes, often with nothing new for the stand-ins: then they
        # are left alone (the checked marks are part of what is compared: a screen reader's press toggles them).
        shown = (hand, table.mode is InputMode.SELECT, down, trick, list(self._names), plates,
                 [button.isChecked() for button in self.access.card_widgets()])
        if shown == self._access_shown:
            return
        self.access.sync_hand(hand, table.mode is InputMode.SELECT, down)
        self.access.sync_trick(trick, self._names, cancelled_plays(model.rules, model.trick))
        self.access.sync_plates(plates)
        self._access_shown = (*shown[:-1], [button.isChecked() for button in self.access.card_widgets()])

    def read_table(self) -> str:
        """The whole table in words, said at once (R): your hand by suit, the trick, bids and tricks, the score."""
        model = self.table.model
        game = self.controller.game
        # ``shown``: the reading for the status line, which says what the game waits for anyway (after R it said
        # that twice); ``text``, said aloud, ends with it
        if model is None or game is None:
            text = shown = self.tr("No game yet.")
        elif self.cover.isVisible():
            text, shown = status_line(self.controller), ""  # behind the cover: only who is to come
        else:
            rules = model.rules
            parts = []
            if model.hand is not None:
                parts.append(self.tr("Your hand: {0}.").format(hand_by_suit(model.hand) or self.tr("no cards")))
            else:
                parts.append(self.tr("Your cards are face down."))
            if model.trick:
                cancelled = cancelled_plays(rules, model.trick)
                word = " " + self.tr("(cancelled)")
                parts.append(self.tr("Trick: {0}.").format(", ".join(
                    f"{self._names[seat]} {card_in_sentence(card)}" + (word if i in cancelled else "")
                    for i, (seat, card) in enumerate(model.trick))))
            else:
                parts.append(self.tr("No card on the table."))
            seats = []
            for seat in range(model.players):
                bid = model.bids[seat]
                if bid is None:  # "You bid no bid yet" was said
                    seats.append(self.tr("{0}: no bid yet").format(self._names[seat]))
                else:
                    seats.append(self.tr("{0} bid {1}, won {2}").format(self._names[seat], texts.bid_text(bid),
                                                                        model.tricks[seat]))
            parts.append("; ".join(seats) + ".")
            if self.trump_panel.isVisible():
                parts.append(self.trump_panel.text())
            if model.piles_shown:  # the two-player draw: the piles on the table
                parts.append(self.tr("Cards left in the stock: {0}; discarded: {1}.").format(model.stock,
                                                                                          model.discards))
            # "−57", not "-57": a screen reader read the hyphen as "dash" or not at all (Orca QA)
            scores = [f"{texts.side_label(rules, side, self._names)} {texts.minus(total)}"
                      for side, total in enumerate(game.scores)]
            if rules.bags_count:  # the bags count towards a penalty: R did not say them
                forms = self.tr("bag|bags")  # outside the f-string: pyside6-lupdate does not look inside one
                scores = [f"{score} ({texts.count_of(bags, forms)})" for score, bags in zip(scores, game.bags,
                                                                                            strict=False)]
            parts.append(self.tr("Score: {0}.").format("; ".join(scores)))
            shown = " ".join(parts)
            text = f"{shown} {status_line(self.controller)}"
        self.access.announce(text, always=True)
        if shown:
            self.status_message.emit(shown)
        return text

    def holding(self) -> bool:
        return self.table.holding

    def conceal(self) -> None:
        """Pass-and-play: the player has decided; turn their hand face down and take their panels away."""
        self._hide_input_panels()
        self.recap_panel.hide()
        self.choose_panel.update_selection(())
        self.bid_panel.clear_hint()
        self.table.conceal()

    def _show_cover(self) -> None:
        controller = self.controller
        seat = controller.handing_to
        game = controller.game
        if seat is None or game is None:
            return
        self.recap_panel.hide()
        self._hide_input_panels()
        self.table.hide_forced_note()
        position = texts.position_name(position_of(seat, 0, game.rules.players))  # the seat's place in New game
        self.cover.show_for(self._names[seat], self._task_text(seat), position)
        # what was said to the last person (their hint, their cards) is not left in the notifications' text; what
        # the whole table saw (their card played, the deal) is, or Orca 43.1 said it as an empty "notification."
        self.access.forget_notices()
        self.access.announce(status_line(controller), public=True)  # "Pass the screen to West: …" (no card)

    def _task_text(self, seat: int) -> str:
        """What the person behind the cover is called to do (public facts only)."""
        game = self.controller.game
        assert game is not None
        name = self._names[seat]
        phase = game.phase
        if phase is Phase.BID:
            task = self.tr("{0} bids next.").format(name)
        elif phase is Phase.DECLARE:
            task = self.tr("{0} decides on blind nil.").format(name)
        elif phase is Phase.EXCHANGE and game.kitty_taker == seat:
            task = self.tr("{0} discards after taking the kitty.").format(name)
        elif phase is Phase.EXCHANGE:
            partner = game.rules.partner_of(seat)
            task = self.tr("{0} chooses cards to pass to {1}.").format(
                name, self._names[partner] if partner is not None else "")
        elif phase is Phase.DRAW:
            task = self.tr("{0} draws next.").format(name)
        elif phase is Phase.REDRAW:
            task = self.tr("{0} swaps cards for the blind nil.").format(name)
        elif game.trick:
            task = self.tr("{0} plays next.").format(name)
        else:
            task = self.tr("{0} leads next.").format(name)
        # called back after an undo: why. Not which card or bid: back in their hand, it is theirs again (their
        # recap, once the cover is lifted, names it)
        again = self.controller.retaken(seat)
        if isinstance(again, Play):
            task = self.tr("{0}'s card was taken back with Undo: {0} plays again.").format(name)
        elif isinstance(again, Bid):
            task = self.tr("{0}'s bid was taken back with Undo: {0} bids again.").format(name)
        elif again is not None:
            task = self.tr("{0}'s move was taken back with Undo: {0} chooses again.").format(name)
        return self.tr("Hand {0} · {1}").format(game.hand_number, task)

    def _show_recap(self) -> None:
        recap = self.controller.recap
        if recap is None:
            self.recap_panel.hide()
            return
        self.recap_panel.show()
        self.recap_panel.raise_()
        self._place_panels()

    def _place_recap(self) -> None:
        """Put the recap in a free corner of the table (without its card pictures if they do not fit there).

        On a small table no corner may be free: then it goes where it hides the least, card backs
        rather than the trick, a name plate or a panel; never over the player's own hand while some place, at
        some size, leaves it free (Russian QA at 14 points at 150 %: it hid a fifth of Маша's hand).

        Before it hides a plate, a panel or the Hint button, its names are cut shorter (``RECAP_NAME_LONGEST``) and
        then its oldest tricks are left out (said in a line; the panel's tooltip and description tell them all).
        Its whole text always fits the size it is given: three names of 60 letters made it a column the table's
        height over East's plate, its last lines cut off, the Hint button drawn over it (QA recheck 23).
        """
        panel = self.recap_panel
        layout = self.table.layout
        recap = self.controller.recap
        if layout is None or recap is None:
            return
        groups = layout.groups()
        taken = [(rect, 1.0 if name.startswith("backs") else 4.0) for name, rect in groups.items()
                 if name != "trick" and not name.startswith("hand")]
        hands = [rect for name, rect in groups.items() if name.startswith("hand")]
        model = self.table.model
        if model is not None:  # the cards on the table and where the player's own card will go, not the free slots
            for seat in {model.bottom, *(seat for seat, _card in model.trick)}:
                taken.append((layout.seats[seat].trick.bounds(layout.card_w, layout.card_h), 4.0))
        for other in [*self._panels, self.trump_panel, self.play_hint_button]:
            if other is not panel and other.isVisible():
                g = other.geometry()
                taken.append((Rect(g.x(), g.y(), g.width(), g.height()), 8.0))
        m = layout.margin
        px = layout.font_px
        card_w = round(max(26, min(64, layout.card_w * 0.42)))
        longest, shorter = RECAP_NAME_LONGEST
        # what the recap may leave out, in order: its card pictures, the names' letters, then its oldest tricks
        contents = [(False, longest, 0), (True, longest, 0), (True, shorter, 0)]
        contents += [(True, shorter, n) for n in range(1, len(recap.tricks))]
        whole = 3  # the first three say everything
        # the least hidden: (the hand's area, the weighted area of the rest); the first content that hides nothing
        # (or, among those saying everything, only card backs) wins
        best: tuple[tuple[float, float], tuple[bool, int, int], Rect] | None = None
        backs_only: tuple[tuple[bool, int, int], Rect] | None = None
        for index, content in enumerate(contents):
            if index == whole and backs_only is not None:
                break
            found = self._recap_places(content, recap, card_w, px, hands, taken)
            if found is None:
                continue
            hidden, place, only_backs = found
            if best is None or hidden < best[0]:
                best = (hidden, content, place)
            if not any(hidden):
                break
            if only_backs and backs_only is None:
                backs_only = (content, place)
        if backs_only is not None and (best is None or any(best[0])):
            content, place = backs_only
        elif best is not None:
            _, content, place = best
        else:  # a table too small for any of it whole: the least of it, as wide and tall as may be
            content = contents[-1]
            self._show_recap_content(content, recap, card_w, px)
            w = round(layout.width - 2 * m)
            place = Rect(m, m, w, round(layout.height - 2 * m))
        if (panel.compact, panel.name_longest, panel.left_out) != content or panel.recap is not recap:
            self._show_recap_content(content, recap, card_w, px)
        panel.setGeometry(round(place.x), round(place.y), round(place.w), round(place.h))

    def _show_recap_content(self, content: tuple[bool, int, int], recap: Recap, card_w: int, px: float) -> None:
        """Fill the recap with ``content`` (its pictures left out, its names' length, its oldest tricks left out)."""
        panel = self.recap_panel
        compact, longest, left_out = content
        panel.show_recap(recap, self._names, card_w, compact, longest, left_out)
        panel.set_scale(px)
        panel.settle()

    def _recap_places(self, content: tuple[bool, int, int], recap: Recap, card_w: int, px: float,
                      hands: list[Rect], taken: list[tuple[Rect, float]]
                      ) -> tuple[tuple[float, float], Rect, bool] | None:
        """Where the recap filled with ``content`` hides the least (the hand's area, the weighted area of the rest),
        that place, and whether it hides only card backs; None where it fits nowhere whole."""
        panel = self.recap_panel
        layout = self.table.layout
        assert layout is not None
        if (panel.compact, panel.name_longest, panel.left_out) != content or panel.recap is not recap:
            self._show_recap_content(content, recap, card_w, px)
        else:
            panel.set_scale(px)
            panel.settle()
        m = layout.margin
        least = panel.minimumSizeHint().width()
        best: tuple[tuple[float, float], Rect, bool] | None = None
        hands_ = [(rect.x, rect.y, rect.right, rect.bottom) for rect in hands]
        taken_ = [(rect.x, rect.y, rect.right, rect.bottom, weight) for rect, weight in taken]
        for width in (px * 26, px * 20, px * 15, px * 11):
            w = min(max(round(width), least), round(layout.width - 2 * m))
            h = max(panel.heightForWidth(w), panel.minimumSizeHint().height())
            if h > layout.height - 2 * m:
                continue  # its end would be cut off
            # the top corners first; then (six seats fill the corners) beside the trick in the middle band
            area = layout.panel_area
            spots = [(m, m), (layout.width - m - w, m), (area.x, area.y), (area.right - w, area.y),
                     (area.x, area.bottom - h), (area.right - w, area.bottom - h)]
            # then anywhere on a grid of the table: three players' side hands reach up into both top corners,
            # and the corner hid four of a hand's card backs where the felt beside them was free (QA)
            step = max(8, round(min(layout.width, layout.height) / 24))
            spots += [(x, y) for y in range(round(m), round(layout.height - m - h) + 1, step)
                      for x in range(round(m), round(layout.width - m - w) + 1, step)]
            for x, y in spots:
                y = max(m, y)
                if y + h > layout.height - m + 0.5 or x < m - 0.5 or x + w > layout.width - m + 0.5:
                    continue
                # (plain numbers, not Rects: some hundred places for each of its contents and sizes)
                r, b = x + w, y + h
                on_hand = sum(max(0.0, min(r, hr) - max(x, hx)) * max(0.0, min(b, hb) - max(y, hy))
                              for hx, hy, hr, hb in hands_)
                weighted, heavy = 0.0, False
                for tx, ty, tr, tb, weight in taken_:
                    if tx < r and x < tr and ty < b and y < tb:
                        weighted += weight * (min(r, tr) - max(x, tx)) * (min(b, tb) - max(y, ty))
                        heavy = heavy or weight > 1.0
                hidden = (on_hand, weighted)
                if best is None or hidden < best[0]:
                    best = (hidden, Rect(x, y, w, h), not on_hand and not heavy)
                if not any(hidden):
                    return best
        return best

    # ------------------------------------------------------------------ input
    def say(self, text: str) -> None:
        """An answer to the player's own key or click (a hint, a refusal, why nothing happened): on the status line
        and to a screen reader, at every verbosity (it was only on the status line, which a reader does not watch)."""
        self.access.announce(text, always=True)
        self.status_message.emit(text)

    def _forced_move(self, text: str) -> None:
        """The player's only card is about to play by itself: said by the trick too, not only on the status line."""
        if self.controller.forced_card() is not None:
            self.table.show_forced_note(text)

    def _bid_asked(self, text: str) -> None:
        """The bid panel asks whether to bid blind (or asks no more): laid out again where it fits, and said."""
        self._place_panels()
        self.say(text)

    def _submit(self, action: Action) -> None:
        error = self.controller.submit(action)
        if error:
            self.say(error)
        # A bid made: its panel has gone, and a screen reader's focus with it. Orca 43.1 stayed on the hidden bid's
        # button (its "where am I" read it); the table, which has the keys, is told as the focus again.
        QTimer.singleShot(0, self, self._tell_focus_back)

    def _tell_focus_back(self) -> None:
        """Tell screen readers the table has the focus, if it has and no input panel is shown (``_submit``)."""
        if self.hasFocus() and not any(p.isVisible() for p in (self.bid_panel, self.choose_panel, self.draw_panel)):
            focus_keyed(self)

    def _confirm_choice(self) -> None:
        cards = self.table.selected_cards()
        self._submit(PassCards(cards) if self._choose_kind == "pass" else Redraw(cards))

    def _selection_changed(self) -> None:
        chosen = self.table.selected_cards()
        if self.choose_panel.isVisible():
            self.choose_panel.update_selection(chosen)
            self._place_panels()
            count = self.choose_panel.count
            added = [c for c in chosen if c not in self._chosen_said]
            dropped = [c for c in self._chosen_said if c not in chosen]
            if added:  # Space (or a click) chose a card: a screen reader heard nothing
                self.access.announce(self.tr("{0} chosen: {1} of {2}.").format(
                    card_name(added[-1]), len(chosen), count), always=True)
            elif dropped:
                self.access.announce(self.tr("{0} put back: {1} of {2} chosen.").format(
                    card_name(dropped[-1]), len(chosen), count), always=True)
        self._chosen_said = tuple(chosen)

    def request_hint(self) -> None:
        if self.controller.request_hint():
            self._hint_wait.start()
        else:
            self.say(self.controller.wait_reason())

    def _show_hint(self, action: Action, reason: str) -> None:
        self._hint_wait.stop()
        reason = texts.hint_reason(reason)  # the bot's reasons are in its own voice: say them to the player
        text = self.tr("Hint: {0}").format(texts.action_text(action)) + (f" — {reason}" if reason else "")
        if isinstance(action, Play) and self.controller.hint_claims:
            # Only after the hint's own "every trick left is your side's if you play the K♠": added after any
            # reason it read "your side is set; let them take the bags: get rid of the K♥. Every trick left is
            # sure…" and "lead the K♠, likely to lose. Every trick left is sure…" (QA).
            text = self.tr("{0}: you may claim them (Ctrl+K).").format(text.rstrip().rstrip("."))
        if isinstance(action, (Bid, Look)) and self.bid_panel.isVisible():
            self.bid_panel.show_hint(action, reason)
            self._place_panels()
        elif isinstance(action, Play):
            self.table.set_hint([action.card])
        elif isinstance(action, (PassCards, Redraw)):
            self.table.set_hint(action.cards)
        elif isinstance(action, DrawChoice) and self.draw_panel.isVisible():
            self.draw_panel.show_hint(action.keep)
        self.say(text)

    def continue_after_hand(self) -> None:
        """"Next hand" on the summary."""
        done, self._summary_done = self._summary_done, None
        self.summary_panel.hide()
        if done is not None:
            done()

    def _show_summary(self, event: HandScored, done: Callable[[], None]) -> None:
        rules = self.controller.rules
        assert rules is not None
        # A redo from under a hand-off cover goes straight to the scored hand: the cover stayed over the summary,
        # deaf to clicks and keys, and the game could not go on (six-seat QA). The summary holds no one's cards.
        self.cover.hide()
        game = self.controller.game
        last = game is not None and game.is_over and game.hands_log[-1].score is event.score
        # the hand's own deal number, as the score sheet prints it: typed into New game it deals these cards (the
        # game's number under "Hand 2 is over" dealt hand 1's, Russian family QA)
        after = self.controller.after_hand  # a duplicate match's deal: Next deal, See the match
        heading = after.title if after is not None else ""  # a match's deal: "Deal 2 of 2 is over"
        # (none at a shared screen for hand 1 until the game's end: it is the game's, ``deal_number_hidden``)
        deal = None if self.controller.deal_number_hidden(event.score.hand_number) else event.score.deal_number
        self.summary_panel.show_score(rules, event.score, self._names, last, deal,
                                      after.button if after is not None else "", heading)
        self._summary_done = done
        self._show_panel(self.summary_panel)
        # with the keys that go on: nothing said what Enter would do
        self.access.announce_event(event, rules, self._names, (), (), keys=self.summary_panel.keys_text(),
                                   me=self._me(), heading=heading)
        self.summary_shown.emit()

    def show_summary_again(self, score: HandScore) -> None:
        """Show the summary of the hand scored ``score`` again, in the words the controller's ``after_hand`` gives now
        (a duplicate match that took over a deal finished without it: Next deal, See the match). Its button goes on
        as the summary shown before would have (the game's end told after it); when none was waiting, it only
        closes the summary."""
        done = self._summary_done
        self._show_summary(HandScored(score), done if done is not None else lambda: None)

    def _show_game_over(self, event: GameOver, done: Callable[[], None]) -> None:
        rules = self.controller.rules
        assert rules is not None
        after = self.controller.after_hand
        if after is not None:  # a duplicate match's deal: the comparison tells how it went, not a "Victory" of
            self.access.announce(after.over)  # this one deal (Russian family QA); the match's end is said
            done()
            return
        human = [s for s in range(rules.players) if self.controller.is_human(s)]
        you_side = rules.side_of(human[0]) if len(human) == 1 else None
        self.game_over_panel.show_result(rules, event, self._names, you_side)
        self._show_panel(self.game_over_panel)
        self.access.announce_event(event, rules, self._names, (), (), keys=self.game_over_panel.keys_text(),
                                   me=self._me())
        done()

    def _hide_input_panels(self) -> None:
        for panel in (self.bid_panel, self.choose_panel, self.draw_panel):
            panel.hide()
        self.table.set_own_plate_drop(0.0)  # the player's plate moved off the bid panel's way goes back
        self.play_hint_button.hide()
        self.draw_panel.card.clear()  # the top card of the draw is private: gone with the panel

    def _show_panel(self, panel: Panel) -> None:
        layout = self.table.layout
        if layout is not None:
            panel.set_scale(layout.font_px)
        panel.adjustSize()
        panel.show()
        panel.raise_()
        self._place_panels()
        panel.take_focus()  # the results panels: on their default button, said before their announcement

    def place_panels(self) -> None:
        self._place_panels()

    def _make_play_hint_button(self, layer: QWidget) -> QPushButton:
        """The card play's Hint button, as the bid panel's (the QA review: the hint was offered on screen only
        while bidding): shown during the player's turn to play, beside their name plate; H does the same."""
        button = QPushButton(self.tr("Hint (H)"), layer)
        button.setObjectName("Quiet")
        button.setStyleSheet(style.panel_style_sheet())
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys, as the panels' buttons do
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setToolTip(self.tr("What would the Normal bot play? (H)"))
        button.setAccessibleDescription(button.toolTip())
        button.clicked.connect(self.request_hint)
        button.hide()
        return button

    def _place_play_hint(self) -> None:
        """Put the play's Hint button beside the player's name plate (right, else left), where it hides the
        least of the table's groups (plates, cards, the trick), sized to the table's text."""
        button = self.play_hint_button
        layout = self.table.layout
        model = self.table.model
        if layout is None or model is None or not button.isVisible():
            return
        font = button.font()
        font.setPixelSize(max(11, round(layout.font_px)))
        button.setFont(font)
        button.adjustSize()
        w, h = button.width(), button.height()
        plate = layout.seats[model.bottom].plate
        gap, m = max(6.0, layout.margin / 2), layout.margin
        taken = [rect for name, rect in layout.groups().items() if rect != plate]
        best: tuple[float, Rect] | None = None
        for x in (plate.right + gap, plate.x - gap - w):
            place = Rect(max(m, min(x, layout.width - m - w)), plate.cy - h / 2, w, h)
            hidden = sum(place.intersected(rect).w * place.intersected(rect).h for rect in taken)
            if best is None or hidden < best[0]:
                best = (hidden, place)
        assert best is not None
        place = best[1]
        button.move(round(place.x), round(place.y))
        button.raise_()

    def apply_theme(self) -> None:
        """Repaint the felt, the plates and the panels in the theme now in use (``style.set_theme``)."""
        sheet = style.panel_style_sheet()
        for panel in [*self._panels, self.trump_panel]:
            panel.setStyleSheet(sheet)
        self.play_hint_button.setStyleSheet(sheet)
        self.cover.apply_theme()
        self.resetCachedContent()
        for seat in range(self.table.model.players if self.table.model is not None else 0):
            self.table.plate(seat).update()
        self.viewport().update()

    def _reading_floor(self, font_px: float) -> int:
        """The panels' least text size: with a larger application font than the usual (a low-vision reader's), as
        large as the name plates' second line, which follows it (``layout.reading_font_px``); else the least."""
        if reading_px() <= USUAL_READING_PX:
            return PANEL_LEAST_PX
        return max(PANEL_LEAST_PX, int(font_px * PLATE_LINE2))

    def _place_panels(self) -> None:
        layout = self.table.layout
        if layout is None:
            return
        area = layout.panel_area
        floor = self._reading_floor(layout.font_px)
        for panel in [*self._panels, self.trump_panel]:
            panel.floor_px = floor
        drop = 0.0
        for panel in self._panels:
            if not panel.isVisible() or panel is self.recap_panel:
                continue
            place = self._place_panel(panel, area, floor)
            panel.setGeometry(round(place.x), round(place.y), round(place.w), round(place.h))
            if panel is self.bid_panel:
                clear = self._own_plate_clear(place)
                if clear is None:  # the plate cannot go down far enough: the panel goes off its name, where that
                    self._own_name = OWN_NAME_WEIGHT  # hides no other plate and none of the hand (card backs only)
                    elsewhere = self._place_panel(panel, area, floor)
                    self._own_name = 0.0
                    if self._own_plate_clear(elsewhere) is not None and not self._hides_others(elsewhere):
                        place = elsewhere
                    else:
                        self._place_panel(panel, area, floor)  # (as it was sized for the first place)
                    panel.setGeometry(round(place.x), round(place.y), round(place.w), round(place.h))
                    clear = self._own_plate_clear(place)
                drop = clear or 0.0
        self.table.set_own_plate_drop(drop)
        self._place_facts()
        self._place_play_hint()
        if self.recap_panel.isVisible():
            self._place_recap()
        if self.cover.isVisible():
            self.cover.setGeometry(self.rect())
            self.cover.raise_()

    def _place_panel(self, panel: Panel, area: Rect, floor: int) -> Rect:
        """Size ``panel`` (visible, not the recap) to the table and find its place (``_place_panels``)."""
        layout = self.table.layout
        assert layout is not None
        hint = panel is self.bid_panel and bool(self.bid_panel.hint_text())
        m = layout.margin
        if hint:  # between the plates with all of the hint, or its first lines, where that fits
            for lines in HINT_LINES_BETWEEN:
                self.bid_panel.set_hint_lines(lines)
                if self._fit_panel(panel, area, layout.font_px):
                    panel.resize(_panel_size(panel, area.w, layout.width - 2 * m)[0], panel.height())
                    hint = _panel_size(panel, area.w, area.w)[1] > area.h  # cut to the width it has
                if not hint:
                    break
        if hint:  # else the hint's lines do not make the bids' text smaller: they take the room left (below)
            self.bid_panel.hint_label.hide()
        self._fit_panel(panel, area, layout.font_px)
        # Inside the panel area; only what cannot be squeezed into it (a small table) may spill over the
        # plates around it, never out of the view: a cut or squashed panel cannot be read or clicked.
        w, need = _panel_size(panel, area.w, layout.width - 2 * m)
        if hint:
            self.bid_panel.hint_label.show()
            place = self._place_hinted_bid_panel(max(w, int(area.w)))  # the hint's lines as wide as they may be
        else:
            others, own, place = self._panel_place(panel, w, need)
            if (others or own) and panel is self.summary_panel and floor > PANEL_LEAST_PX:
                place = self._summary_a_pixel_smaller(area, layout.font_px, floor, (others, own, place))
            elif (others or own) and panel.wide_level() is not None:
                place = self._wide_place(panel, area, layout.font_px, (others, own, place))
        return place

    def _own_plate_clear(self, place: Rect) -> float | None:
        """How far the player's own plate goes down to be clear of the bid panel at ``place``: 0 when the panel
        leaves it clear, None when the room above the hand is not enough (``TableScene.own_plate_room``). At 200 %
        the panel lay over the top half of "You" (QA lowvision10): the plate moves into the room the hand's raised
        cards use in play (none is raised while bidding)."""
        layout, model = self.table.layout, self.table.model
        if layout is None or model is None:
            return 0.0
        plate = layout.seats[model.bottom].plate
        gap = max(6.0, layout.margin / 2)
        cut = place.adjusted(-gap, -gap, gap, gap).intersected(plate)
        if cut.w <= 0 or cut.h <= 0:
            return 0.0
        need = place.bottom + gap - plate.y
        return need if need <= self.table.own_plate_room() else None

    def _hides_others(self, place: Rect) -> bool:
        """A panel at ``place`` lies over another seat's plate or the hand (card backs aside) by more than a hair (2
        pixels: the box of the hand's turned cards is larger than they are)."""
        layout, model = self.table.layout, self.table.model
        assert layout is not None
        bottom = model.bottom if model is not None else 0
        hand = layout.hand_bounds()
        rects = [seat.plate for seat in layout.seats if seat.seat != bottom] + ([hand] if hand is not None else [])
        return any(min(cut.w, cut.h) > 2 for cut in (place.intersected(rect) for rect in rects))

    def _summary_a_pixel_smaller(self, area: Rect, font_px: float, floor: int,
                                 found: tuple[float, float, Rect]) -> Rect:
        """The hand's summary, found no place clear of the plates (``found``: what it hid there, and where), with its
        text a pixel under the plates' where that finds one (Russian at 14 points on a laptop at 150 %: its Next
        hand button made it 202 pixels wide, and it lay against South's or North's plate in a corner); else as
        it was."""
        panel = self.summary_panel
        layout = self.table.layout
        assert layout is not None
        panel.floor_px = floor - 1
        self._fit_panel(panel, area, font_px)
        w, need = _panel_size(panel, area.w, layout.width - 2 * layout.margin)
        others, own, place = self._panel_place(panel, w, need)
        panel.floor_px = floor
        if (others, own) < found[:2]:
            return place
        self._fit_panel(panel, area, font_px)  # as it was
        return found[2]

    def _wide_place(self, panel: Panel, area: Rect, font_px: float, found: tuple[float, float, Rect]) -> Rect:
        """A panel that found no place clear of the plates (``found``: what it hid there, and where) laid out low
        and wide (``Panel.wide_level``), as wide as the table, its text as it was, or else the reader's least
        (``floor_px``), where that finds one clear of them (below the player's own plate at the game's end: 14
        points on 1280 x 720 at 150 %), else where it hides the least; where that hides no less than ``found``, the
        panel as it was. (Each place looked for costs some 20 ms on a small table: two sizes, not each between.)"""
        layout = self.table.layout
        level = panel.wide_level()
        assert layout is not None and level is not None
        room = int(layout.width - 2 * layout.margin)
        sizes = dict.fromkeys((max(panel.font().pixelSize(), panel.floor_px), panel.floor_px))
        panel.set_compact(level)
        best: tuple[float, float, int, Rect] | None = None
        for px in sizes:
            panel.set_scale(px)
            panel.fit_width(room)
            w, need = _panel_size(panel, room, room)
            others, own, place = self._panel_place(panel, w, need)
            if best is None or (others, own) < best[:2]:
                best = (others, own, px, place)
            if not (others or own):
                break
        assert best is not None
        if best[:2] < found[:2]:
            panel.set_scale(best[2])
            panel.fit_width(room)
            return best[3]
        self._fit_panel(panel, area, font_px)  # as it was (its levels from the first)
        return found[2]

    def _panel_place(self, panel: Panel, w: int, need: int) -> tuple[float, float, Rect]:
        """Where a panel ``w`` x ``need`` goes: in the middle of the panel area when it fits there (the card-choosing
        panel a little higher, so that the raised cards stay in view); else where it hides the least of the table
        (``_hidden``), nearest the middle. (What it hides but the player's own plate, that too, the place)."""
        layout = self.table.layout
        assert layout is not None
        area, m = layout.panel_area, layout.margin
        h = min(need, int(layout.height - 2 * m))
        y = area.y + (area.h - h) * (0.35 if panel is self.choose_panel else 0.5)
        x = max(m, min(area.cx - w / 2, layout.width - m - w))
        y = max(m, min(y, layout.height - m - h))
        middle = Rect(x, y, w, h)
        # the draw panel stays in the middle as before: the stock and the discards beside it are no group of the
        # layout's, and a place that "hides least" lay over them (tests/gui/test_phases.py)
        if (need <= area.h and w <= area.w + 0.5) or panel is self.choose_panel or panel is self.draw_panel:
            return 0.0, 0.0, middle
        best: tuple[float, float, float, Rect] | None = None
        step = max(4, round(min(layout.width, layout.height) / 48))
        spots = [(x, y)] + [(float(sx), float(sy)) for sy in range(round(m), round(layout.height - m - h) + 1, step)
                            for sx in range(round(m), round(layout.width - m - w) + 1, step)]
        gap = max(6.0, m / 2)  # clear of the plates and the hand, not against them (Russian QA at 14 points)
        name = self._own_name if panel is self.bid_panel else 0.0  # the player's own name, under the bid panel
        for sx, sy in spots:
            place = Rect(sx, sy, w, h)
            others, own = self._hidden(place.adjusted(-gap, -gap, gap, gap), name)
            key = (others, own, abs(place.cx - middle.cx) + abs(place.cy - middle.cy))
            if best is None or key < best[:3]:
                best = (*key, place)
        assert best is not None
        return best[0], best[1], best[3]

    def _hidden(self, place: Rect, own_name: float = 0.0) -> tuple[float, float]:
        """What a panel at ``place`` hides of the table: the hand, the partner's plate, the others' plates and the
        card backs, weighted in that order, and apart from them, the player's own plate (it says only that they
        bid or choose, which the panel shows: it may be hidden where nothing else can). ``own_name``: the weight of
        the own plate's first line, counted with the others' (the bid panel's ``OWN_NAME_WEIGHT``; 0: none)."""
        layout = self.table.layout
        model = self.table.model
        assert layout is not None
        bottom = model.bottom if model is not None else 0
        rules = self.controller.rules
        partner = rules.partner_of(bottom) if rules is not None and bottom < rules.players else None
        others = own = 0.0
        for name, rect in layout.groups().items():
            cut = place.intersected(rect)
            area = cut.w * cut.h
            if area <= 0 or name == "trick":
                continue
            if name.startswith("hand"):
                others += 100 * area
            elif name.startswith("backs"):
                others += area
        for seat in layout.seats:
            cut = place.intersected(seat.plate)
            area = cut.w * cut.h
            if seat.seat == bottom:  # in quarters of its width: a step aside that hides as much counts the same
                own += math.ceil(4 * cut.w / max(1.0, seat.plate.w)) * cut.h if area > 0 else 0.0
                if own_name and area > 0:
                    plate = seat.plate
                    line = place.intersected(Rect(plate.x, plate.y, plate.w, plate.h * PLATE_NAME_SHARE))
                    others += own_name * max(0.0, line.w) * max(0.0, line.h)
            else:
                others += (30 if seat.seat == partner else 20) * area
        return others, own

    def _place_hinted_bid_panel(self, w: int) -> Rect:
        """The bid panel with a hint: its lines under the buttons at the panel's width, as many as take no more of
        the table (``_hidden``) than one line does, up to ``HINT_LINES``; the hint cut short with "…" at that (its
        whole text on the status line and in its tool tip)."""
        panel = self.bid_panel
        panel.resize(w, panel.height())
        chosen: tuple[int, Rect] | None = None
        least = math.inf
        for lines in range(1, HINT_LINES + 1):
            panel.set_hint_lines(lines)
            need = max(panel.heightForWidth(w), panel.minimumSizeHint().height())
            others, _own, place = self._panel_place(panel, w, need)
            least = min(least, others)
            if chosen is None or others <= least + 0.5:
                chosen = (lines, place)
            whole = panel.hint_label.text() == panel.hint_text()
            if whole:
                break
        assert chosen is not None
        panel.set_hint_lines(chosen[0])
        return chosen[1]

    def _fit_panel(self, panel: Panel, area: Rect, font_px: float) -> bool:
        """Size the panel's text to the table; on a small table a little smaller still (not under ``Panel``'s
        least), as long as that lets the panel fit between the name plates rather than cover them. A panel with
        more compact layouts (``Panel.set_compact``) tries them in turn, its text again from the table's size, and
        keeps the most compact when none fits, the text never under the name plates' second line; when none fits,
        the most compact with its text smaller still (up to ``PANEL_SHRINK_SHARE``: a large application font).
        The bid panel may leave out the others' bids (their
        plates show them), then its line on nil too, then lay its buttons out tighter; but it keeps its lines when
        only its width is too much (leaving lines out does not narrow it). A panel ``TEXT_FIRST`` (the game-over
        panel: its levels only give up its chart) first tries each level with its text at the table's size, and
        only then as above (a chart with "Wes & Ethan Jones: −60" beside it kept in a 1280 x 800 window made the
        result 12 pixels beside the table's 15; it gives way now). True when it fits."""
        levels = panel.compact_levels()
        if panel.TEXT_FIRST:  # each layout with the text at the table's size first (the game-over panel's chart)
            for level in range(levels):
                panel.set_compact(level)
                if self._scale_to_fit(panel, area, font_px, lowest=round(font_px))[0]:
                    return True
        plates = max(PANEL_LEAST_PX, int(font_px * PLATE_LINE2))  # the plates' second line (``SeatPlate._fonts``)
        tall_enough = None  # the bid panel's first level whose panel is low enough, though too wide
        for level in range(levels):
            panel.set_compact(level)
            fits, low_enough = self._scale_to_fit(panel, area, font_px, lowest=plates)
            if fits:
                return True
            if low_enough and tall_enough is None:
                tall_enough = level
        if self._scale_to_fit(panel, area, font_px, PANEL_SHRINK_SHARE)[0]:  # at the last level
            return True
        if panel is self.bid_panel and tall_enough is not None and tall_enough < 2:
            self.bid_panel.set_compact(tall_enough)
            return self._scale_to_fit(panel, area, font_px)[0]
        return False

    def _scale_to_fit(self, panel: Panel, area: Rect, font_px: float, share: float = 0.0,
                      lowest: int = PANEL_LEAST_PX) -> tuple[bool, bool]:
        """The largest text from ``font_px`` down (by at most ``PANEL_SHRINK_PX``, or ``share`` of ``font_px``
        when that is more; never under ``lowest``) with which the panel fits ``area``; else the smallest.
        (fits, low enough) at the size left."""
        px = round(font_px)
        least = min(px - PANEL_SHRINK_PX, math.floor(font_px * (1 - share)))
        while True:
            panel.set_scale(px)
            panel.fit_width(int(area.w))  # fewer buttons a row on a narrow table
            low_enough = _panel_size(panel, area.w, area.w)[1] <= area.h
            if panel.minimumSizeHint().width() <= area.w and low_enough:
                return True, True
            if px <= lowest or px < least:
                return False, low_enough
            px -= 1

    def visible_panel(self) -> Panel | None:
        for panel in reversed(self._panels):
            if panel.isVisible() and panel is not self.recap_panel:
                return panel
        return None

    # ------------------------------------------------------------------ events
    def relay_keys_from(self, widget: QWidget) -> None:
        """Let the game's keys work while ``widget`` (or a child of it that takes the focus) has the focus: each
        key but ``KEPT_KEYS`` (and shortcuts with Ctrl, Alt or Meta) is handled by the table."""
        for target in [widget, *widget.findChildren(QWidget)]:
            if target not in self._relayed and target.focusPolicy() != Qt.FocusPolicy.NoFocus:
                target.installEventFilter(self)
                self._relayed.add(target)
                target.destroyed.connect(lambda _=None, t=target: self._relayed.discard(t))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched in self._relayed and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() not in KEPT_KEYS and not event.modifiers() & SHORTCUT_MODIFIERS):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyboard_used = True
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def focus_ring_shown(self) -> bool:
        """The table draws its focus ring: it has the focus, and the keyboard has been used since the last click
        (a player who only uses the mouse is not shown a frame round the whole table)."""
        return self.hasFocus() and self._keyboard_used

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.focus_ring_shown():
            painter = QPainter(self.viewport())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            width = 4
            painter.setPen(QPen(QColor(style.theme().focus), width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.viewport().rect()).adjusted(width / 2, width / 2, -width / 2,
                                                                             -width / 2), 6, 6)
            painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._keyboard_used:
            self._keyboard_used = True
            self.viewport().update()
        if self.cover.isVisible():
            self.cover.handle_key(event)
            return
        panel = self.visible_panel()
        if panel is not None and panel.handle_key(event):
            return
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.table.move_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.table.mode is InputMode.NONE and self.controller.state.value == "animating":
                self.table.skip_pause()
            else:
                self.table.activate_focus()
        elif key_letter(event) == "h":  # Help ▸ Hint's shortcut, when it did not take the key (another layout)
            self.request_hint()
        elif key_letter(event) == "r":  # View ▸ Read the table aloud's, likewise
            self.read_table()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._keyboard_used:
            self._keyboard_used = False
            self.viewport().update()
        if self.table.sequencer.busy and event.button() == Qt.MouseButton.LeftButton:
            self.table.skip_pause()  # a click hurries the trick off the table
            event.accept()
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.set_view_size(self.viewport().width(), self.viewport().height())
        self.resetCachedContent()
        self.cover.setGeometry(self.rect())
        self.access.setGeometry(self.rect())
        self._place_panels()
        self._sync_access()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene_rect = self.sceneRect()
        w, h = scene_rect.width(), scene_rect.height()
        centre = QPointF(w / 2, h * 0.45)
        theme = style.theme()
        grad = QRadialGradient(centre, max(w, h) * 0.75)
        grad.setColorAt(0.0, QColor(theme.felt[0]))
        grad.setColorAt(0.55, QColor(theme.felt[1]))
        grad.setColorAt(1.0, QColor(theme.felt[2]))
        painter.fillRect(rect, QBrush(grad))
        if theme.felt_noise:
            painter.fillRect(rect, QBrush(self._felt))
        layout = self.table.layout
        if layout is not None:  # a faint ring where the trick is played
            area = layout.trick_area
            ring = QRectF(area.x, area.y, area.w, area.h).adjusted(-area.w * 0.12, -area.h * 0.08,
                                                                    area.w * 0.12, area.h * 0.08)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(theme.ring), max(1.5, layout.font_px * 0.15) * (2 if theme.felt_noise is False
                                                                                         else 1)))
            painter.setBrush(QColor(0, 0, 0, 22))
            painter.drawEllipse(ring)
        else:
            painter.setPen(QColor(255, 255, 255, 60))
            font = painter.font()
            font.setPixelSize(max(14, int(h * 0.05)))
            painter.setFont(font)
            painter.drawText(scene_rect, Qt.AlignmentFlag.AlignCenter, self.tr("Spades Desktop"))

    # ----------------------------------------------------------------- for tests
    def card_view_pos(self, card: Card) -> QPointF:
        """Where ``card`` (in the hand or the trick) is on the viewport, in viewport pixels."""
        item = self.table.card_item(card)
        if item is None:
            raise LookupError(f"{card} is not on the table")
        w, h = item.size
        for fx in (0.0, -0.3, -0.4, -0.45, 0.3, 0.45):  # a spot not covered by the next card of the fan
            for fy in (0.0, -0.3, 0.3):
                point = self.mapFromScene(item.mapToScene(QPointF(fx * w, fy * h)))
                if self.itemAt(point) is item:
                    return QPointF(point)
        return QPointF(self.mapFromScene(item.scenePos()))


def _turn_key(mine: SeatView, text: str) -> tuple[object, ...]:
    """What tells one of a person's turns from another: the hand, the phase, the tricks and cards played, the
    bids, the stock, whether the cards are seen, and what the turn says."""
    return (mine.hand_number, mine.phase, len(mine.completed_tricks), len(mine.trick), mine.bids, mine.stock_size,
            mine.hand is None, text)

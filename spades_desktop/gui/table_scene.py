"""The table scene: card items and name plates placed by ``layout``, moved by engine events.

The scene shows a ``TableModel``. Presenting an event moves the model on and
then *reconciles* the items with it: every card the model shows gets a
target place from the layout, new items fly in from where the cards come
from (the dealer, a player's seat), items no longer shown fly off to where
they go (the trick's winner) and fade. The human's hand takes mouse input
through the card items: drag to the trick area, click, click again or
double-click; what a move means is decided by ``play_handler`` (the engine).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from enum import Enum
from typing import NamedTuple

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ..engine import (
    BidMade,
    Card,
    CardDrawn,
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandDealt,
    HandScored,
    Phase,
    Redrawn,
    RuleSet,
    SeatView,
    TrickDead,
    TrickWon,
)
from . import texts
from .animation import Sequencer, move, parallel, pause
from .card_render import CardRenderer
from .items import CardItem, CardKey, SeatPlate, reading_px
from .layout import Rect, TableLayout, compute_layout
from .table_model import HandOrder, TableModel, sort_hand
from .trick_marks import CancelMark, TrickNote, cancelled_plays


class InputMode(Enum):
    NONE = "none"  # the hand takes no input (not the human's turn, or a panel decides)
    PLAY = "play"  # play one of the legal cards
    SELECT = "select"  # choose cards (nil exchange, two-player swap)


class _Target(NamedTuple):
    x: float
    y: float
    angle: float
    w: float
    h: float
    card: Card | None
    z: float
    dimmed: bool
    marked: bool
    hinted: bool
    interactive: bool
    cancelled: bool = False  # players.cancellation: an identical card in the trick cancels this one
    won: bool = False  # the card that wins the trick, while the trick pauses before it is swept to its winner


class _Press(NamedTuple):
    item: CardItem
    pos: QPointF
    item_pos: QPointF


# Durations in milliseconds at "normal" speed.
DEAL_MS, DEAL_GAP_MS = 260, 24
PLAY_MS = 320
TRICK_PAUSE_MS, SWEEP_MS = 1100, 420
PASS_MS = 520
DRAW_MS = 360
SORT_MS = 260  # the hand arranged anew (View > Hand order)
PILE_LAYERS, PILE_CARDS_A_LAYER = 6, 5  # a pile of cards is drawn as up to six backs, one for five cards
GLIDE_MS = 240
NUDGE_MS, NUDGE_PX = 320, 0.09  # a refused card shakes "no": over this long, by this part of its width
REFUSAL_NOTE_MS = 2500  # a refused card's reason stays by the trick this long (or until the next move)
BID_POP_MS = 380
PULSE_HZ, PULSE_PERIOD_S = 4, 2.5  # the turn glow: a few cheap repaints a second


class TableScene(QGraphicsScene):
    """Cards, plates and their animations; see the module docstring."""

    message = Signal(str)  # a short reason for the status line (an illegal drop, input while waiting)
    selection_changed = Signal()
    layout_changed = Signal()  # the trick's place moved: the view draws its cached felt and ring again

    def __init__(self, renderer: CardRenderer, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.renderer = renderer
        self.sequencer = Sequencer(self)
        self.speed = 1.0  # animation duration factor; 0 = no animation
        self.play_handler: Callable[[Card], str | None] | None = None
        self.wait_reason: Callable[[], str] = lambda: ""
        self.model: TableModel | None = None
        self.layout: TableLayout | None = None
        self._size = (800.0, 600.0)
        self._items: dict[CardKey, CardItem] = {}
        self._leaving: list[CardItem] = []
        self._plates: list[SeatPlate] = []
        self._names: list[str] = []
        self._details: list[str] = []
        self._shorts: list[str] = []  # the levels in one word, for narrow plates
        self._mode = InputMode.NONE
        self._legal: set[Card] = set()
        self._select_count = 0
        self._selected: list[Card] = []
        self._focus: Card | None = None
        self._hint: set[Card] = set()
        self._press: _Press | None = None
        self._dragging = False
        self._glide: QAbstractAnimation | None = None
        self._lift: QAbstractAnimation | None = None  # a chosen card standing up, the hand re-sorted: not busy
        self._pulse_seat: int | None = None
        self._pulse_step = 0
        self._pulse_timer = QTimer(self)
        self._pulse_timer.setInterval(round(1000 / PULSE_HZ))
        self._pulse_timer.setTimerType(Qt.TimerType.CoarseTimer)
        self._pulse_timer.timeout.connect(self._pulse_tick)
        self._relayout_pending = False
        self.changed_hook: Callable[[], None] | None = None  # after items or plates changed (accessibility)
        self.large_cards = False  # the large-cards setting: see layout.compute_layout
        self.hand_order = HandOrder()  # View > Hand order
        self._marks: dict[CardKey, CancelMark] = {}
        self._applied: dict[CardKey, _Target] = {}  # each item's looks as last set (see ``_reconcile``)
        self._settled: tuple[TableLayout, dict[CardKey, _Target]] | None = None  # see ``_reconcile``
        self._layout_key: tuple[object, ...] | None = None  # what ``_layout_memo`` was computed from
        self._layout_memo: TableLayout | None = None
        self._forced_text = ""  # the forced card's note, while it may show (``hide_forced_note``)
        self._refusal_text = ""  # a refused card's reason by the trick, while it may show (``hide_refusal_note``)
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.setInterval(REFUSAL_NOTE_MS)
        self._refusal_timer.timeout.connect(self.hide_refusal_note)
        self._nudge: tuple[CardItem, QPointF, QAbstractAnimation] | None = None  # a refused card shaking (home)
        self.note = TrickNote()  # "Dead trick: nobody wins it" while a dead trick pauses; "Wes wins the trick"
        self._winning: Card | None = None  # the card that won the trick, while the trick pauses
        self.dead_notes = 0  # how many times it was shown (tests)
        self.addItem(self.note)
        self.pile_notes = (TrickNote(), TrickNote())  # the two-player draw: "Stock: 24", "Discards: 1"
        # How far the player's own plate is moved down, into the room above the hand that raised cards use, while the
        # bid panel would hide it (``own_plate_room``; set by ``TableView._place_panels``, 0 when not)
        self.own_plate_drop = 0.0
        for note in self.pile_notes:
            note.setZValue(20)  # under every card that moves
            self.addItem(note)

    # ------------------------------------------------------------------ setup
    def new_game(self, rules: RuleSet, bottom: int, names: list[str], details: list[str],
                 shorts: list[str] | None = None) -> None:
        """Forget everything shown and seat the players (``bottom`` is at the bottom)."""
        self.stop_animations()
        self._set_pulse(None)
        self._clear_cards()
        for plate in self._plates:
            self.removeItem(plate)
        self.model = TableModel(rules, bottom, order=self.hand_order)
        self._names, self._details = list(names), list(details)
        self._shorts = list(shorts or [])
        self._plates = [SeatPlate(seat, rules.side_of(seat)) for seat in range(rules.players)]
        for plate in self._plates:
            self.addItem(plate)
        self.clear_input()
        self._relayout()

    def set_view_size(self, width: float, height: float) -> None:
        self._size = (float(width), float(height))
        self.setSceneRect(QRectF(0, 0, width, height))
        self._relayout_pending = True
        if self.sequencer.busy:  # the cards moving now go to their places at once, and the presentation's end
            self.sequencer.finish_all()  # lays them out for the new size (they kept the old layout, a hand
            # cut off at the edge, until the trick was taken)
        if self._relayout_pending and not self.busy:  # not laid out yet, and nothing moving (a glide waits)
            self._relayout()

    def set_bottom(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom (pass-and-play, behind the hand-off cover).

        The bottom hand is face down until the next ``sync`` says otherwise.
        """
        if self.model is None:
            return
        self.stop_animations()
        self.model.bottom = seat
        self.model.hand = None
        self._mode = InputMode.NONE
        self._legal, self._selected, self._focus, self._hint = set(), [], None, set()
        self._relayout()

    def conceal(self) -> None:
        """Turn the bottom hand face down at once (pass-and-play: its player has decided)."""
        if self.model is None:
            return
        self.model.hand = None
        self.clear_input()

    def set_names(self, names: list[str], details: list[str]) -> None:
        self._names, self._details = list(names), list(details)
        self._update_plates()

    @property
    def busy(self) -> bool:
        """True while cards are moving (input is ignored then)."""
        gliding = self._glide is not None and self._glide.state() == QAbstractAnimation.State.Running
        return self.sequencer.busy or gliding or self._dragging

    @property
    def holding(self) -> bool:
        """A card of the hand is pressed (and maybe being dragged) and not yet let go."""
        return self._press is not None and self._press.item.scene() is self

    def stop_animations(self) -> None:
        self.sequencer.stop()
        if self._glide is not None:
            self._glide.stop()
            self._glide = None
        self._stop_lift()
        self._press = None
        self._dragging = False

    def set_large_cards(self, large: bool) -> None:
        self.large_cards = large
        if not self.busy:
            self._relayout()
        else:
            self._relayout_pending = True

    def set_hand_order(self, order: HandOrder) -> None:
        """Arrange the hand anew (View > Hand order): the cards glide to their new places."""
        self.hand_order = order
        model = self.model
        if model is None:
            return
        model.order = order
        if model.hand is not None:
            model.hand = sort_hand(model.hand, model.rules_now, order)
        if self.busy:
            self._relayout_pending = True
        else:
            self._glide_to(round(SORT_MS * self.speed), blocking=False)

    def refresh_cards(self) -> None:
        """Repaint every card (after the card style changed)."""
        for item in self._items.values():
            item.update()

    # ------------------------------------------------------------- presenting
    def sync(self, view: SeatView) -> None:
        """Show exactly ``view`` (no animation): the game waits for a decision."""
        if self.model is None:
            return
        self.model.sync(view)
        self._update_plates()
        if not self.busy:
            self._relayout()

    def present(self, event: Event, view: SeatView, done: Callable[[], None]) -> None:
        """Animate one engine event, then call ``done`` (at once when the speed is off)."""
        model = self.model
        assert model is not None
        f = self.speed
        self.hide_refusal_note()  # the next move: "You must follow hearts." is about the table before it

        def ms(value: int) -> int:
            return int(value * f)

        def apply_and(duration: int, **kwargs: object) -> Callable[[], QAbstractAnimation | None]:
            def step() -> QAbstractAnimation | None:
                model.apply(event, view)
                self._update_plates()
                return self._reconcile(duration, **kwargs)  # type: ignore[arg-type]

            return step

        steps: list[Callable[[], QAbstractAnimation | None]]
        if isinstance(event, HandDealt):

            def deal() -> QAbstractAnimation | None:
                self._clear_cards()
                model.apply(event, view)
                self._update_plates()
                origin = self._origin(model.dealer)
                return self._reconcile(ms(DEAL_MS), spawn=lambda key: origin, stagger=self._deal_delay(f))

            steps = [deal]
        elif isinstance(event, BidMade):

            def bid() -> QAbstractAnimation | None:
                model.apply(event, view)
                self._update_plates()
                if not f:
                    return None
                plate = self._plates[event.seat]
                return move(plate, b"pop", 1.0, ms(BID_POP_MS), start=0.2, curve=QEasingCurve.Type.OutBack)

            steps = [bid]
        elif isinstance(event, CardPlayed):
            origin = self._origin(event.seat)
            steps = [apply_and(ms(PLAY_MS), spawn=lambda key: origin)]
        elif isinstance(event, TrickWon):
            sink = self._origin(event.winner)
            winning = next((card for seat, card in event.plays if seat == event.winner), None)
            winner = event.winner

            def show_winner() -> QAbstractAnimation | None:
                if not f:
                    return None  # no pause: nothing to see before the sweep
                self.show_winner(winner, winning)
                return pause(ms(TRICK_PAUSE_MS))

            def sweep_to_winner() -> QAbstractAnimation | None:
                self._winning = None
                self.note.hide()
                return apply_and(ms(SWEEP_MS), sink=lambda key: sink)()

            steps = [show_winner, sweep_to_winner]
        elif isinstance(event, TrickDead):  # players.cancellation: nobody takes it; it is swept aside
            discard = self._discard()

            def show_dead() -> QAbstractAnimation | None:
                self.show_dead_note()
                return pause(ms(TRICK_PAUSE_MS)) if f else None

            def sweep_aside() -> QAbstractAnimation | None:
                self.note.hide()
                return apply_and(ms(SWEEP_MS), sink=lambda key: discard)()

            steps = [show_dead, sweep_aside]
        elif isinstance(event, (CardDrawn, Redrawn)):
            # CardDrawn: the two cards come off the stock, one to the hand, one to the discards. Redrawn: a blind
            # nil's cards go to the discards, as many come back from them.
            layout_now = self._layout_now()
            drawn = isinstance(event, CardDrawn)
            origin = self._pile_point(layout_now.stock if drawn else layout_now.draw_discards)
            move_ms = ms(DRAW_MS if drawn else PASS_MS)
            if view.stock_size or view.discard_size:
                steps = [apply_and(move_ms, spawn=lambda key: origin, sink=lambda key: origin)]
            else:
                # The last draw (or swap): the engine has put the piles away, but the card seen going to the
                # discards lands on the pile first, and the pile is then cleared from the table where it lies.
                discards = model.discards + (1 if drawn else 0)
                piles = {"s": self._pile_point(layout_now.stock), "d": self._pile_point(layout_now.draw_discards)}

                def last_move() -> QAbstractAnimation | None:
                    model.apply(event, view)
                    model.stock, model.discards = 0, discards
                    self._update_plates()
                    return self._reconcile(move_ms, spawn=lambda key: origin, sink=lambda key: origin)

                def clear_piles() -> QAbstractAnimation | None:
                    model.stock, model.discards = view.stock_size, view.discard_size
                    return self._reconcile(ms(DRAW_MS), sink=lambda key: piles.get(key[0], origin))

                steps = [last_move, clear_piles]
        elif isinstance(event, CardsPassed):
            steps = [apply_and(ms(PASS_MS), spawn=lambda key: self._origin(event.from_seat),
                               sink=lambda key: self._origin(event.to_seat))]
        elif isinstance(event, (HandScored, GameOver)):
            steps = [apply_and(0)]
        else:
            steps = [apply_and(ms(200))]
        self.sequencer.run(steps, lambda: self._presented(done))

    def _presented(self, done: Callable[[], None]) -> None:
        if self._relayout_pending:
            self._relayout()
        done()

    def skip_pause(self) -> None:
        """Hurry the running animation to its end (a click on the table during the trick pause)."""
        self.sequencer.finish_now()

    # ------------------------------------------------------------------ input
    @property
    def mode(self) -> InputMode:
        return self._mode

    def set_play_mode(self, legal: Iterable[Card]) -> None:
        self._mode = InputMode.PLAY
        self._legal = set(legal)
        self._selected = []
        if self._focus not in self._legal:
            self._focus = None
        self._reconcile(0)

    def set_select_mode(self, count: int) -> None:
        """Let the human choose up to ``count`` cards (the panel checks the exact number)."""
        self._mode = InputMode.SELECT
        self._legal = set()
        self._select_count = count
        self._selected = []
        self._focus = None
        self._reconcile(0)
        self.selection_changed.emit()

    def clear_input(self) -> None:
        self._mode = InputMode.NONE
        self._legal = set()
        self._selected = []
        self._focus = None
        self._hint = set()
        self._reconcile(0)

    def selected_cards(self) -> tuple[Card, ...]:
        return tuple(self._selected)

    def set_hint(self, cards: Iterable[Card]) -> None:
        """Mark the hinted cards; a hinted card to play becomes the keyboard's choice, so Enter plays it (as a
        hinted bid is the bid panel's focused button; Enter said "Choose a card with ← and → first.", QA)."""
        self._hint = set(cards)
        if self._mode is InputMode.PLAY and len(self._hint) == 1 and self._hint <= self._legal:
            self._focus = next(iter(self._hint))
        self._reconcile(0)

    @property
    def focus_card(self) -> Card | None:
        return self._focus

    def hand_cards(self) -> list[Card]:
        if self.model is None or self.model.hand is None:
            return []
        return list(self.model.hand)

    def hand_states(self) -> list[tuple[Card, bool, bool, bool]]:
        """Each card of the shown hand: (card, playable now, chosen for a pass, chosen with the keyboard)."""
        return [(card, self._mode is InputMode.PLAY and card in self._legal, card in self._selected,
                 card == self._focus) for card in self.hand_cards()]

    def press_card(self, card: Card) -> None:
        """A card of the hand pressed by other means than the mouse (a screen reader): play or choose it."""
        if self.busy or card not in self.hand_cards():
            return
        if self._mode is InputMode.PLAY:
            self._focus = card
            self._request_play(card)
        elif self._mode is InputMode.SELECT:
            self._focus = card
            self._toggle(card)
        else:
            self.message.emit(self.wait_reason())

    def card_item(self, card: Card) -> CardItem | None:
        return self._items.get(("c", card.index, 0))

    def move_focus(self, delta: int) -> None:
        """Keyboard ←/→: the previous or next playable (or choosable) card."""
        if self._mode is InputMode.NONE:
            self.message.emit(self.wait_reason())
            return
        choices = [c for c in self.hand_cards() if self._mode is InputMode.SELECT or c in self._legal]
        if not choices:
            return
        if self._focus in choices:
            index = (choices.index(self._focus) + delta) % len(choices)
        else:
            index = 0 if delta > 0 else len(choices) - 1
        self._focus = choices[index]
        self._reconcile(0)

    def activate_focus(self) -> None:
        """Keyboard Enter/Space: play the chosen card, or toggle it in a selection."""
        if self.busy:
            return
        if self._mode is InputMode.NONE:
            self.message.emit(self.wait_reason())
            return
        if self._focus is None and self._mode is InputMode.PLAY and len(self._legal) == 1:
            # one legal card: Enter plays it (a child called to the screen for their only card was told to choose
            # one with ← and → first: family QA)
            self._focus = next(iter(self._legal))
        if self._focus is None:
            self.message.emit(QApplication.translate("TableScene", "Choose a card with ← and → first."))
            return
        if self._mode is InputMode.PLAY:
            self._request_play(self._focus)
        else:
            self._toggle(self._focus)

    # CardHandler: the hand's mouse input
    def card_pressed(self, item: CardItem, pos: QPointF) -> bool:
        self._press = None
        if item.card is None or item.card not in self.hand_cards():
            return False
        if self.busy:
            return True  # input is ignored while cards move
        if self._mode is InputMode.NONE:
            self.message.emit(self.wait_reason())
            return True
        self._stop_lift()  # a drag moves the card from here: no animation may move it too
        self._press = _Press(item, QPointF(pos), QPointF(item.pos()))
        return True

    def card_moved(self, item: CardItem, pos: QPointF) -> None:
        press = self._press
        if press is None or press.item is not item or self._mode is not InputMode.PLAY:
            return
        if not self._dragging:
            if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            item.setZValue(1000)
            item.setRotation(0)
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
            self._applied.pop(item.key, None)  # its cursor is set again when it lands or glides back
        self._settled = None
        item.setPos(press.item_pos + (pos - press.pos))

    def card_released(self, item: CardItem, pos: QPointF) -> None:
        press, self._press = self._press, None
        if press is None or press.item is not item or item.card is None:
            return
        if self._dragging:
            self._dragging = False
            centre = item.pos()
            zone = self.layout.drop_zone if self.layout is not None else None
            inside = zone is not None and (zone.contains_point(centre.x(), centre.y())
                                           or zone.contains_point(pos.x(), pos.y()))
            if inside:
                self._request_play(item.card, item)
            else:
                self._glide_back(item)
                self.message.emit(QApplication.translate(
                    "TableScene", "Drop the card in the middle of the table to play it."))
            return
        self._click(item.card)

    def card_double_clicked(self, item: CardItem) -> None:
        self._press = None
        if self.busy or item.card is None or item.card not in self.hand_cards():
            return
        if self._mode is InputMode.PLAY:
            self._request_play(item.card)

    def card_hovered(self, item: CardItem, inside: bool) -> None:
        return None

    def _click(self, card: Card) -> None:
        if self._mode is InputMode.PLAY:
            if card not in self._legal:
                # Why it cannot be played, at once and in the engine's words (as a drag to the trick is told): it
                # is not chosen, and a second click is not needed to learn it.
                self._request_play(card)
            elif card == self._focus:
                self._request_play(card)
            else:
                self._focus = card
                self._reconcile(0)
        elif self._mode is InputMode.SELECT:
            self._focus = card
            self._toggle(card)

    def _toggle(self, card: Card) -> None:
        if card in self._selected:
            self._selected.remove(card)
        else:
            if len(self._selected) >= self._select_count:
                if self._select_count == 1:
                    self._selected.clear()
                else:
                    self.message.emit(QApplication.translate(
                        "TableScene", "You have chosen {0} cards already: click one of them to put it back."
                    ).format(self._select_count))
                    return
            self._selected.append(card)
        self._glide_to(int(120 * self.speed), blocking=False)  # it stands up (or sits down); the next click counts
        self.selection_changed.emit()

    def _request_play(self, card: Card, item: CardItem | None = None) -> None:
        error = self.play_handler(card) if self.play_handler is not None else None
        if error:
            self._glide_back(item)
            if item is None:  # clicked, not dropped (a dropped card's glide back to the hand is its nudge)
                self._shake(self.card_item(card))
            self.show_refusal_note(error)
            self.message.emit(error)

    def _shake(self, item: CardItem | None) -> None:
        """A refused card shakes "no" where it lies in the hand: a click on a dimmed card seemed to do nothing
        (QA newbie16). Not with animations off, nor while a move is being shown (its animations move the cards)."""
        self._stop_nudge()
        if item is None or not self.speed or self.sequencer.busy or item.scene() is not self:
            return
        target = self._applied.get(item.key)
        if target is None:
            return
        home = QPointF(target.x, target.y)
        d = target.w * NUDGE_PX
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(max(1, int(NUDGE_MS * self.speed)))
        for step, dx in ((0.0, 0.0), (0.2, d), (0.4, -d), (0.6, d / 2), (0.8, -d / 2), (1.0, 0.0)):
            animation.setKeyValueAt(step, home + QPointF(dx, 0.0))
        self._nudge = (item, home, animation)
        animation.start()

    def _stop_nudge(self) -> None:
        """A refused card that is shaking stops at its place in the hand (anything else that moves it starts there)."""
        nudge, self._nudge = self._nudge, None
        if nudge is None:
            return
        item, home, animation = nudge
        if animation.state() == QAbstractAnimation.State.Running:
            animation.stop()
            if item.scene() is self:
                item.setPos(home)

    @property
    def nudging(self) -> CardItem | None:
        """The refused card shaking now, or None (tests)."""
        nudge = self._nudge
        running = nudge is not None and nudge[2].state() == QAbstractAnimation.State.Running
        return nudge[0] if nudge is not None and running else None

    def _glide_back(self, item: CardItem | None = None) -> None:
        """The cards back to their places after a refused play. While a move is being shown (a card let go as
        another was played), only the card let go glides: the presentation's animations are moving the others,
        and a second animation of an item's place stopped the first, so the presentation never ended and the
        table waited for ever."""
        if not self.sequencer.busy:
            self._glide_to(int(GLIDE_MS * self.speed))
            return
        self._relayout_pending = True  # every card exactly in place once the presentation ends
        if item is None:
            return
        target = self._targets(self._layout_now()).get(item.key)
        if target is None:
            return
        duration = int(GLIDE_MS * self.speed)
        item.setZValue(target.z)
        if duration:
            glide = parallel([move(item, b"pos", QPointF(target.x, target.y), duration),
                              move(item, b"rotation", target.angle, duration)])
            if glide is not None:
                glide.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        else:
            item.setPos(target.x, target.y)
            item.setRotation(target.angle)

    def _glide_to(self, duration: int, blocking: bool = True) -> None:
        """Move the cards to their places now, over ``duration`` ms (a glide already under way is left where
        it got to). ``_reconcile`` only makes the animation: not started, it would never move a card.
        A blocking glide (a card going back to the hand) makes the table ``busy``, which ignores input; a
        card standing up as it is chosen does not, so quick clicks or keys each count."""
        if self._glide is not None:
            self._glide.stop()
        self._stop_lift()
        animation = self._reconcile(duration)
        if animation is not None:
            animation.start()
        if blocking:
            self._glide = animation
        else:
            self._lift = animation

    def _stop_lift(self) -> None:
        """Leave a card standing up or sitting down where it got to (a press takes it from there)."""
        self._stop_nudge()
        if self._lift is not None:
            self._lift.stop()
            self._lift = None

    # ------------------------------------------------------------- geometry
    def _compute_layout(self) -> TableLayout | None:
        model = self.model
        if model is None:
            return None
        w, h = self._size
        hand_count = len(model.hand) if model.hand is not None else model.counts[model.bottom]
        # the layout is a pure function of these (and its parts are frozen): the last one is reused while they
        # stay the same, as they do between most events
        reading = reading_px()  # the table's text grows with the application font's (a low-vision reader's)
        key = (w, h, model.players, model.bottom, hand_count, tuple(model.counts), model.rules.hand_size,
               self.large_cards, reading)
        if key != self._layout_key or self._layout_memo is None:
            self._layout_memo = compute_layout(w, h, model.players, model.bottom, hand_count, model.counts,
                                               max_hand=max(model.rules.hand_size, hand_count),
                                               large=self.large_cards, reading_px=reading)
            self._layout_key = key
        return self._layout_memo

    def _set_layout(self, layout: TableLayout | None) -> None:
        before = self.layout.trick_area if self.layout is not None else None
        self.layout = layout
        if (layout.trick_area if layout is not None else None) != before:
            self.layout_changed.emit()

    def _relayout(self) -> None:
        self._relayout_pending = False
        self._set_layout(self._compute_layout())
        layout = self.layout
        if layout is None:
            return
        for seat, plate in enumerate(self._plates):
            plate.set_geometry(self.plate_rect(seat), layout.font_px)
        self._reconcile(0)

    def own_plate_room(self) -> float:
        """How far the player's own plate may go down while no card of theirs stands raised (the bid): into the
        room above the hand its raised cards use, a few pixels clear of the cards. 0 when it sits beside the hand."""
        layout, model = self.layout, self.model
        if layout is None or model is None:
            return 0.0
        plate, hand = layout.seats[model.bottom].plate, layout.hand_bounds()
        if hand is None or plate.bottom > hand.y + 0.5:  # (beside the hand)
            return 0.0
        return max(0.0, hand.y + layout.raise_px - max(3.0, layout.margin / 4) - plate.bottom)

    def plate_rect(self, seat: int) -> Rect:
        """Where ``seat``'s plate is now: its place in the layout, the player's own moved down by
        ``own_plate_drop`` (as far as ``own_plate_room`` lets it)."""
        layout, model = self._layout_now(), self.model
        plate = layout.seats[seat].plate
        if model is None or seat != model.bottom or self.own_plate_drop <= 0:
            return plate
        return Rect(plate.x, plate.y + min(self.own_plate_drop, self.own_plate_room()), plate.w, plate.h)

    def set_own_plate_drop(self, drop: float) -> None:
        """Move the player's own plate ``drop`` pixels down from its place (0: back), at once."""
        if drop == self.own_plate_drop:
            return
        self.own_plate_drop = drop
        layout, model = self.layout, self.model
        if layout is not None and model is not None and model.bottom < len(self._plates):
            self._plates[model.bottom].set_geometry(self.plate_rect(model.bottom), layout.font_px)

    def _layout_now(self) -> TableLayout:
        layout = self.layout or self._compute_layout()
        assert layout is not None
        return layout

    def _origin(self, seat: int) -> tuple[float, float, float]:
        layout = self._layout_now()
        x, y = layout.seats[seat].origin
        return x, y, layout.seats[seat].origin_angle

    @staticmethod
    def _pile_point(point: tuple[float, float]) -> tuple[float, float, float]:
        """A place on the table where cards lie square (a pile, the dead tricks), as a spawn or sink point."""
        return point[0], point[1], 0.0

    def _discard(self) -> tuple[float, float, float]:
        """Where a dead trick goes (players.cancellation): aside on the table, beside the trick."""
        return self._pile_point(self._layout_now().discard)

    @staticmethod
    def _pile_scale(layout: TableLayout, width: float) -> float:
        """The scale at which a card of ``width`` is the size of a seat's backs (never above 1)."""
        return min(1.0, layout.back_w / width) if width > 0 else 1.0

    def _deal_delay(self, f: float) -> Callable[[CardKey], int]:
        model = self.model
        assert model is not None
        n = model.players
        hand = model.hand or []
        index_of = {("c", c.index, 0): i for i, c in enumerate(hand)}

        def delay(key: CardKey) -> int:
            seat, i = (model.bottom, index_of.get(key, 0)) if key[0] == "c" else (key[1], key[2])
            order = i * n + (seat - model.dealer - 1) % n
            return int(order * DEAL_GAP_MS * f)

        return delay

    def _targets(self, layout: TableLayout) -> dict[CardKey, _Target]:
        model = self.model
        assert model is not None
        out: dict[CardKey, _Target] = {}
        cw, ch = layout.card_w, layout.card_h
        hw, hh = layout.hand_w, layout.hand_h
        bottom = model.bottom
        if model.hand is not None:
            for i, card in enumerate(model.hand):
                place = layout.hand[i] if i < len(layout.hand) else layout.hand[-1]
                lift = 0.0
                dimmed = False
                if self._mode is InputMode.PLAY:
                    if card in self._legal:
                        lift = layout.raise_px * (1.0 if card == self._focus else 0.45)
                    else:
                        dimmed = True
                elif self._mode is InputMode.SELECT and card in self._selected:
                    lift = layout.raise_px
                interactive = self._mode is not InputMode.NONE
                out[("c", card.index, 0)] = _Target(
                    place.x, place.y - lift, place.angle, hw, hh, card, 100 + i, dimmed,
                    card == self._focus, card in self._hint, interactive,
                )
        else:
            for i in range(model.counts[bottom]):
                place = layout.hand[i] if i < len(layout.hand) else layout.hand[-1]
                out[("b", bottom, i)] = _Target(place.x, place.y, place.angle, hw, hh, None, 100 + i,
                                                False, False, False, False)
        for seat_layout in layout.seats:
            if seat_layout.seat == bottom:
                continue
            for i, place in enumerate(seat_layout.backs):
                out[("b", seat_layout.seat, i)] = _Target(place.x, place.y, place.angle, layout.back_w,
                                                          layout.back_h, None, 10 + i, False, False, False, False)
        if model.piles_shown:
            step = layout.back_w * 0.03
            for name, (x, y), count in (("s", layout.stock, model.stock), ("d", layout.draw_discards, model.discards)):
                for i in range(min(PILE_LAYERS, -(-count // PILE_CARDS_A_LAYER))):
                    out[(name, 0, i)] = _Target(x + i * step, y - i * step, 0.0, layout.back_w, layout.back_h, None,
                                                5 + i, False, False, False, False)
        cancelled = cancelled_plays(model.rules, model.trick)
        six = model.players == 6
        for j, (seat, card) in enumerate(model.trick):
            place = layout.seats[seat].trick
            # six seats: the lower row lies over the upper one, whose tops (index, "cancelled" tag) stay in sight
            z = 300 + j + (20 if six and place.y > layout.trick_area.cy else 0)
            won = self._winning is not None and card == self._winning
            out[("c", card.index, 0)] = _Target(place.x, place.y, place.angle, cw, ch, card, 350 if won else z,
                                                False, False, False, False, j in cancelled, won)
        return out

    def _reconcile(
        self,
        duration: int,
        spawn: Callable[[CardKey], tuple[float, float, float]] | None = None,
        sink: Callable[[CardKey], tuple[float, float, float]] | None = None,
        stagger: Callable[[CardKey], int] | None = None,
    ) -> QAbstractAnimation | None:
        """Bring the items in line with the model; returns the animation that does it (not started)."""
        if self.model is None:
            return None
        layout = self._compute_layout()
        if layout is None:
            return None
        self._set_layout(layout)
        self._label_piles(layout)
        self._stop_lift()  # every item gets its target now: a lift to the old ones would pull against it
        targets = self._targets(layout)
        settled, self._settled = self._settled, None
        still = not self.busy and not self._leaving  # no animation, glide or drag under way, nothing fading out
        if not duration and still and settled is not None and settled[0] is layout and settled[1] == targets:
            # Nothing to do: the last reconcile put every item at these very targets without animating, while
            # nothing else moved, and nothing moved them since (a drag clears ``_settled``). The window asks
            # this several times per move (after the model, the plates, the input mode changed).
            self._settled = settled
            if self.changed_hook is not None:
                self.changed_hook()
            return None
        animations: list[QAbstractAnimation] = []
        leaving: list[CardItem] = []
        dragged = self._press.item if (self._press is not None and self._dragging) else None
        for key in [k for k in self._items if k not in targets]:
            item = self._items.pop(key)
            self._applied.pop(key, None)
            if duration and sink is not None:
                # It shrinks to a back's size and turns as the seat's backs lie, so that it goes into the pile
                # at the seat's place on the table (a full-size card there reached past the table's edge).
                x, y, angle = sink(key)
                item.setZValue(290)
                leaving.append(item)
                animations.append(move(item, b"pos", QPointF(x, y), duration, curve=QEasingCurve.Type.InOutQuad))
                animations.append(move(item, b"opacity", 0.0, duration, curve=QEasingCurve.Type.InQuad))
                animations.append(move(item, b"scale", self._pile_scale(layout, item.size[0]), duration))
                animations.append(move(item, b"rotation", angle, duration))
            else:
                self.removeItem(item)
        self._leaving.extend(leaving)
        for key, t in targets.items():
            found = self._items.get(key)
            new = found is None
            if found is not None:
                item = found
            else:
                item = CardItem(self.renderer, key, t.card, t.w, t.h)
                item.handler = self if key[0] == "c" and key[1] != -1 else None
                self._items[key] = item
                self.addItem(item)
                if duration and spawn is not None:
                    # It leaves the seat's pile at a back's size and grows on its way.
                    x, y, angle = spawn(key)
                    item.setPos(x, y)
                    item.setRotation(angle)
                    start = self._pile_scale(layout, t.w)
                    if start < 1.0:
                        item.setScale(start)
                        animations.append(move(item, b"scale", 1.0, duration,
                                               stagger(key) if stagger is not None else 0))
                else:
                    item.setPos(t.x, t.y)
                    item.setRotation(t.angle)
                    if duration:
                        item.setOpacity(0.0)
                        animations.append(move(item, b"opacity", 1.0, duration))
            if self._applied.get(key) != t:  # its face, size, looks, mark and cursor: set only when they change
                item.set_card(t.card)
                item.set_size(t.w, t.h)
                item.set_looks(t.dimmed, t.marked, t.hinted, t.won)
                self._set_mark(key, item, t)
                item.setCursor(Qt.CursorShape.OpenHandCursor if t.interactive and not t.dimmed
                               else Qt.CursorShape.ArrowCursor)
                self._applied[key] = t
            if item is dragged:
                continue
            if item.zValue() != t.z:
                item.setZValue(t.z)
            delay = stagger(key) if (stagger is not None and duration) else 0
            rotation = item.rotation()
            moved = abs(item.x() - t.x) > 0.5 or abs(item.y() - t.y) > 0.5
            turned = abs(rotation - t.angle) > 0.1
            if duration and (moved or turned or new):
                animations.append(move(item, b"pos", QPointF(t.x, t.y), duration, delay))
                animations.append(move(item, b"rotation", t.angle, duration, delay))
            else:
                item.setPos(t.x, t.y)  # nothing happens when it is there already
                if rotation != t.angle:  # Qt's setRotation marks the item's area for repainting even then
                    item.setRotation(t.angle)
        for key in [k for k in self._marks if k not in targets]:
            del self._marks[key]  # a child of its card: it leaves with it (a dead trick swept aside keeps its cross)
        group = parallel(animations)
        if self.changed_hook is not None:
            self.changed_hook()
        if group is None:
            self._drop_leaving()
            if still and dragged is None:
                self._settled = (layout, targets)
            return None
        group.finished.connect(self._drop_leaving)
        return group

    def _label_piles(self, layout: TableLayout) -> None:
        """The two-player draw: how many cards the stock and the discards hold, under each pile."""
        model = self.model
        assert model is not None
        stock = QApplication.translate("TableScene", "Stock: {0}")
        discards = QApplication.translate("TableScene", "Discards: {0}")
        for note, (x, y), count, text in ((self.pile_notes[0], layout.stock, model.stock, stock),
                                          (self.pile_notes[1], layout.draw_discards, model.discards, discards)):
            if not (model.piles_shown and count):
                note.hide()
                continue
            note.show_text(text.format(count), x, y + layout.back_h / 2 + layout.font_px * 1.2, layout.font_px * 0.9)

    def _set_mark(self, key: CardKey, item: CardItem, target: _Target) -> None:
        """A cancelled card of the trick carries a cross and a "cancelled" tag; any other card none."""
        mark = self._marks.get(key)
        if target.cancelled:
            if mark is None or mark.parentItem() is not item:
                mark = CancelMark(item, target.w, target.h)
                self._marks[key] = mark
            mark.set_size(target.w, target.h)
        elif mark is not None:
            del self._marks[key]
            if mark.scene() is self:
                self.removeItem(mark)

    def show_dead_note(self) -> None:
        """Say over the trick that it is dead (nobody wins it) while it pauses before it is swept aside."""
        layout = self.layout or self._compute_layout()
        if layout is None:
            return
        self.dead_notes += 1
        area = layout.trick_area
        self.note.show_text(QApplication.translate("TableScene", "Dead trick: nobody wins it"),
                            area.cx, area.cy, layout.font_px * 1.15)

    def _note_under_trick(self, text: str) -> bool:
        """``text`` in the note just under the trick (a forced card's, a refused card's); False with no layout yet."""
        layout = self.layout or self._compute_layout()
        if layout is None:
            return False
        area = layout.trick_area
        self.note.show_text(text, area.cx, area.bottom, layout.font_px * 1.0)
        return True

    def _hide_note_saying(self, text: str) -> None:
        """The note goes if it still says ``text`` (another note, a trick's winner, may have taken its place)."""
        if text and self.note.isVisible() and self.note.text == text:
            self.note.hide()

    def show_forced_note(self, text: str) -> None:
        """ "Your only card to play: K♦, played for you." by the trick, from its pause until the trick is won (its
        winner's note takes the place): a newcomer's forced cards were gone before they saw what happened (QA)."""
        if self._note_under_trick(text):
            self._forced_text = text

    def hide_forced_note(self) -> None:
        """The forced card's note goes as another person comes to the screen: "Your only card to play: K♥" left by
        the trick for the next person told them that its player was out of the suit led (QA family12)."""
        self._hide_note_saying(self._forced_text)

    def show_refusal_note(self, text: str) -> None:
        """Why a card was refused ("You must follow hearts."), by the trick where the player looks, as the forced
        card's note is: on the status line only, a click on a dimmed card seemed to do nothing (QA newbie16). It
        goes after ``REFUSAL_NOTE_MS`` or at the next move."""
        if self._note_under_trick(text):
            self._refusal_text = text
            self._refusal_timer.start()

    def hide_refusal_note(self) -> None:
        self._refusal_timer.stop()
        text, self._refusal_text = self._refusal_text, ""
        self._hide_note_saying(text)

    @property
    def refusal_note(self) -> str:
        """The refused card's reason shown by the trick now, or "" (tests, accessibility)."""
        return self._refusal_text if self.note.isVisible() and self.note.text == self._refusal_text else ""

    def show_winner(self, seat: int, card: Card | None) -> None:
        """While the trick pauses before it is swept to its winner: the winning card on top of the others with a
        gold glow, and "Wes wins the trick" by the trick."""
        layout = self.layout or self._compute_layout()
        if layout is None:
            return
        self._winning = card
        self._reconcile(0)
        name = self._names[seat] if seat < len(self._names) else ""
        you = name == QApplication.translate("", "You")  # the texts the announcements say (empty context)
        text = (QApplication.translate("", "You win the trick") if you
                else QApplication.translate("", "{0} wins the trick").format(name))
        area = layout.trick_area
        self.note.show_text(text, area.cx, area.bottom, layout.font_px * 1.0)

    @property
    def winning_card(self) -> Card | None:
        """The card shown winning the trick now (during the trick's pause), or None."""
        return self._winning

    def cancel_marks(self) -> list[CancelMark]:
        """The cancelled cards' marks shown now (tests, accessibility)."""
        return [mark for mark in self._marks.values() if mark.scene() is self]

    def _drop_leaving(self) -> None:
        for item in self._leaving:
            if item.scene() is self:
                self.removeItem(item)
        self._leaving.clear()

    def _clear_cards(self) -> None:
        for item in [*self._items.values(), *self._leaving]:
            if item.scene() is self:
                self.removeItem(item)
        self._items.clear()
        self._applied.clear()
        self._settled = None
        self._leaving.clear()
        self._marks.clear()
        self._winning = None
        self.note.hide()

    # ----------------------------------------------------------------- plates
    def _update_plates(self) -> None:
        model = self.model
        if model is None:
            return
        for seat, plate in enumerate(self._plates):
            bid = model.bids[seat] if seat < len(model.bids) else None
            won = model.tricks[seat] if seat < len(model.tricks) else 0
            active = model.to_act == seat and not model.game_over
            short = ""
            if bid is not None:
                line2 = QApplication.translate("TableScene", "Bid {0} · won {1}").format(texts.bid_text(bid), won)
                short = QApplication.translate("TableScene", "Won {0}").format(won)  # the badge shows the bid
            elif model.phase in (Phase.BID, Phase.DECLARE) and active:
                line2 = QApplication.translate("TableScene", "Bidding…")
            elif model.phase in (Phase.DRAW, Phase.REDRAW) and active:
                line2 = QApplication.translate("TableScene", "Drawing…")
            else:
                line2 = QApplication.translate("TableScene", "No bid yet")
            plate.set_content(
                self._names[seat] if seat < len(self._names) else "",
                self._details[seat] if seat < len(self._details) else "",
                line2,
                texts.bid_short(bid) if bid is not None else "",
                seat == model.dealer,
                active,
                self._shorts[seat] if seat < len(self._shorts) else "",
                short,
            )
        self._set_pulse(model.to_act if model.to_act is not None and not model.game_over else None)
        if self.changed_hook is not None:
            self.changed_hook()

    def _set_pulse(self, seat: int | None) -> None:
        """The plate of the seat to act glows, and slowly breathes.

        A 60 fps property animation here cost 5–7 % of a core while the game waited for the human
        (issue 12); a timer at ``PULSE_HZ`` repaints only that plate's rectangle, a few times a second
        (``bench/idle_cpu.py`` measures it). With animations off the glow stands still.
        """
        if seat == self._pulse_seat and (self._pulse_timer.isActive() or not self.speed):
            return
        self._pulse_timer.stop()
        for plate in self._plates:
            if plate.glow:
                plate.setProperty("glow", 0.0)
        self._pulse_seat = seat
        if seat is None or seat >= len(self._plates):
            return
        if not self.speed:
            self._plates[seat].setProperty("glow", 0.5)
            return
        self._pulse_step = 0
        self._pulse_timer.start()

    def _pulse_tick(self) -> None:
        seat = self._pulse_seat
        if seat is None or seat >= len(self._plates):
            self._pulse_timer.stop()
            return
        self._pulse_step += 1
        phase = (self._pulse_step / (PULSE_HZ * PULSE_PERIOD_S)) % 1.0
        self._plates[seat].setProperty("glow", 0.5 - 0.5 * math.cos(2 * math.pi * phase))

    def plate(self, seat: int) -> SeatPlate:
        return self._plates[seat]

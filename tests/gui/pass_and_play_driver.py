"""Driving a pass-and-play game through the real window, checking privacy at every step.

``Driver.step`` makes one move the way a person would (a click on the hand-off
cover or Space; a bid button; dragging a card; clicking cards and Pass cards;
Keep/Discard) and, before it, checks what the screen shows:

- while the cover is up, it is on top of the whole table and opaque (the view
  looks exactly like the cover alone), no panel is visible, and the only
  face-up cards in the scene are the ones of the trick on the table;
- during a human's turn, that human sits at the bottom and every face-up card
  is theirs or on the table; their own hand is all face up (unless it is still
  face down for a blind bid); no text on screen names a card another seat holds;
- whenever the next decision belongs to a different human than the last one,
  the cover was shown first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Card, Phase, Play, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.items import CardItem
from spades_desktop.gui.main_window import MainWindow

from .conftest import click, drag, trick_point

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")  # up to six seats (players.cancellation)
STATES = (State.HUMAN_TURN, State.HAND_OFF, State.HAND_OVER, State.GAME_OVER)


def pnp_setup(kinds: str, rules: RuleSet | None = None, seed: int = 1, preset_id: str = "test") -> GameSetup:
    """``kinds``: one letter per seat, ``h`` a human, ``b`` an (easy) bot."""
    rules = rules or RuleSet()
    assert len(kinds) == rules.players
    seats = tuple(SeatSetup(NAMES[s], "human" if k == "h" else "easy") for s, k in enumerate(kinds))
    return GameSetup(rules=rules, seats=seats, seed=seed, preset_id=preset_id, preset_name="Test rules")


def wait_any(qtbot: QtBot, win: MainWindow) -> State:
    qtbot.waitUntil(lambda: win.controller.state in STATES, timeout=10_000)
    assert win.table_view.mismatches == [], "the table showed something the engine did not say"
    return win.controller.state


def lift_cover(qtbot: QtBot, win: MainWindow) -> None:
    """The person the cover names (or anyone) clicks it."""
    assert win.controller.state is State.HAND_OFF
    win.table_view.cover.guard_seconds = 0.0
    QTest.mouseClick(win.table_view.cover, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(12, 12))
    assert wait_any(qtbot, win) is State.HUMAN_TURN


def card_items(win: MainWindow) -> list[CardItem]:
    return [i for i in win.table_view.table.items() if isinstance(i, CardItem)]


def face_up(win: MainWindow) -> set[Card]:
    """Every card whose face can be seen in the scene."""
    return {i.card for i in card_items(win) if i.card is not None and i.isVisible() and i.opacity() > 0}


def screen_texts(win: MainWindow) -> str:
    """Every text on screen outside the scene: status line, title, labels, buttons and tooltips of the view."""
    view = win.table_view
    parts = [win.status(), win.windowTitle()]
    for widget in view.findChildren(QWidget):
        if not widget.isVisible():
            continue
        parts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QPushButton)):
            parts.append(widget.text())
    return "\n".join(parts)


@dataclass
class Driver:
    """Plays a pass-and-play game through the window; see the module docstring."""

    qtbot: QtBot
    win: MainWindow
    bid: Callable[[int, list[Action]], Action] | None = None  # seat, offered bids -> the bid to click
    covers: list[int] = field(default_factory=list)  # the seats the cover asked for, in order
    turns: list[tuple[int, Phase]] = field(default_factory=list)
    recaps: list[tuple[int, str]] = field(default_factory=list)
    use_keys: bool = False  # alternate Space and clicks on the cover
    grabs: int = 1000  # compare the view's pixels with the cover's for this many covers (the slowest check)
    last_human: int | None = None
    last_hand: int = 0

    @property
    def game(self):  # type: ignore[no-untyped-def]
        game = self.win.controller.game
        assert game is not None
        return game

    # ------------------------------------------------------------------ checks
    def check_covered(self) -> None:
        view = self.win.table_view
        cover = view.cover
        seat = self.win.controller.handing_to
        assert seat is not None and cover.isVisible()
        assert cover.geometry() == view.rect(), "the cover lies over the whole table"
        assert view.childAt(view.rect().center()) in (cover, *cover.findChildren(QWidget))
        assert all(not panel.isVisible() for panel in view._panels), "no panel shows above or below the cover"
        trick = {c for _, c in self.game.trick}
        assert face_up(self.win) <= trick, "under the cover only the cards on the table are face up"
        if len(self.covers) < self.grabs:
            shown = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            alone = cover.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            assert shown == alone, "the cover is opaque: the view looks exactly like the cover alone"
        assert NAMES[seat] in cover.title.text() and "Space" in cover.prompt.text()
        self.check_no_other_cards(None)

    def check_turn(self, seat: int) -> None:
        controller = self.win.controller
        view = self.game.view(seat)
        assert not self.win.table_view.cover.isVisible()
        assert controller.bottom == seat and controller.viewer == seat, "the acting human sits at the bottom"
        trick = {c for _, c in view.trick}
        mine = set(view.hand or ())
        shown = face_up(self.win)
        assert shown <= trick | mine, "only the acting human's cards (and the trick) are face up"
        assert mine <= shown, "the acting human sees their whole hand"
        if view.hand is None:
            assert not (shown - trick), "a hand face down for a blind bid shows nothing"
        piles = [i for i in card_items(self.win) if i.key[0] in "sd"]  # the two-player draw's stock and discards
        assert all(i.card is None for i in piles), "the piles lie face down"
        backs = [i for i in card_items(self.win) if i.card is None and i not in piles]
        hidden = sum(view.hand_sizes) - len(mine)
        assert len(backs) == hidden, "every other card is a back"
        self.check_no_other_cards(seat)

    def check_no_other_cards(self, seat: int | None) -> None:
        """No text names a card that another seat holds (``seat`` None: any seat).

        With two decks (players.cancellation) every card exists twice: a text may name the copy that is public
        (played this hand) or the acting seat's own, while another seat holds the identical one."""
        text = screen_texts(self.win)
        public = self.game.view(0)
        named_elsewhere = {texts.card_text(c) for trick in public.completed_tricks for _, c in trick}
        named_elsewhere |= {texts.card_text(c) for _, c in public.trick}
        if seat is not None:
            named_elsewhere |= {texts.card_text(c) for c in self.game.view(seat).hand or ()}
        two_decks = self.game.rules.decks == 2
        for other in range(self.game.rules.players):
            if other == seat:
                continue
            hand = self.game.view(other).hand or ()
            for card in hand:
                if two_decks and texts.card_text(card) in named_elsewhere:
                    continue
                assert texts.card_text(card) not in text, f"{card} of seat {other} is named on screen"

    # ------------------------------------------------------------------- moves
    def step(self) -> State:
        """Check the screen, then make the move it waits for (a person's click or key)."""
        state = wait_any(self.qtbot, self.win)
        if state is State.HAND_OFF:
            self.lift_cover()
        elif state is State.HUMAN_TURN:
            self.act(self.begin_turn())
        return state

    def lift_cover(self) -> None:
        controller = self.win.controller
        seat = controller.handing_to
        assert seat is not None
        self.check_covered()
        self.covers.append(seat)
        if self.use_keys and len(self.covers) % 2:
            QTest.keyClick(self.win.table_view, Qt.Key.Key_Space)
        else:
            QTest.mouseClick(self.win.table_view.cover, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(12, 12))
        assert controller.state is not State.HAND_OFF, "the cover lifts"

    def begin_turn(self) -> int:
        """Checks at the start of a human's turn; returns the seat."""
        controller = self.win.controller
        game = self.game
        assert controller.state is State.HUMAN_TURN
        if game.hand_number != self.last_hand:
            self.last_hand, self.last_human = game.hand_number, None
        seat = game.to_act
        assert seat is not None
        if seat != self.last_human and controller.pass_and_play:
            assert self.covers and self.covers[-1] == seat, "a different human's turn is handed over first"
        self.check_turn(seat)
        recap = self.win.table_view.recap_panel
        if recap.isVisible():
            self.recaps.append((seat, recap.text()))
        self.last_human = seat
        self.turns.append((seat, game.view(seat).phase))
        return seat

    def act(self, seat: int) -> None:
        """The human's move through the window: bid button, drag, card clicks and Pass cards, Keep."""
        game = self.game
        view = game.view(seat)
        moves = sum(len(log.actions) for log in game.hands_log)
        if view.phase in (Phase.BID, Phase.DECLARE):
            panel = self.win.table_view.bid_panel
            offered = panel.offered_actions()
            looks = [a for a in view.legal if a == LOOK] if view.hand is None else []  # looking first, blind
            assert offered == [*looks, *(a for a in view.legal if a not in looks)]
            action = self.bid(seat, offered) if self.bid is not None else default_bid(offered)
            button = panel.button_for(action)
            assert button is not None
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            if panel.asking() is not None:  # a blind bid asks first: "Yes, bid blind nil"
                assert panel.asking() == action
                button = panel.button_for(action)
                assert button is not None
                self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif view.phase is Phase.PLAY:
            card = next(a.card for a in view.legal if isinstance(a, Play))
            drag(self.win, card, trick_point(self.win))
        elif view.phase in (Phase.EXCHANGE, Phase.REDRAW):
            hand = self.win.table_view.table.hand_cards()
            choose = self.win.table_view.choose_panel
            for card in hand[: choose.count if choose.exact else 0]:
                click(self.win, card)
            self.qtbot.mouseClick(choose.confirm, Qt.MouseButton.LeftButton)
        elif view.phase is Phase.DRAW:
            self.qtbot.mouseClick(self.win.table_view.draw_panel.keep, Qt.MouseButton.LeftButton)
        else:
            raise AssertionError(view.phase)
        assert sum(len(log.actions) for log in game.hands_log) > moves, "the move was made"

    def next_hand(self) -> None:
        assert self.win.controller.state is State.HAND_OVER
        self.qtbot.mouseClick(self.win.table_view.summary_panel.next_button, Qt.MouseButton.LeftButton)

    def play_hand(self, limit: int = 400, tricks: int = 99) -> None:
        """Steps until the hand in progress is scored (the summary shows), or ``tricks`` tricks are played."""
        for _ in range(limit):
            if self.step() in (State.HAND_OVER, State.GAME_OVER):
                return
            if len(self.game.view(0).completed_tricks) >= tricks and self.win.controller.state is State.HUMAN_TURN:
                return
        raise AssertionError("the hand did not end")


def default_bid(offered: list[Action]) -> Action:
    """Look at the cards when asked; else a middle normal bid (never nil)."""
    if LOOK in offered:
        return LOOK
    normal = [a for a in offered if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    return normal[min(2, len(normal) - 1)] if normal else offered[0]

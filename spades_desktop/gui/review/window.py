"""The review window: one hand of a record, step by step, read-only.

Every position is the engine's own game rebuilt from the record
(``ai.hand_analysis.hand_steps``); nothing here changes the game being
played. A bot's reason is its ``explain()`` after it is asked again with the
seed it had in the game (``record.history.decision_seed``); when it now
chooses otherwise the window says so instead of inventing a reason. The
double dummy and the coach run on a worker thread with a progress bar and a
Cancel button.
"""

from __future__ import annotations

import html
import itertools
import re
import sys
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QRunnable, QSize, Qt, QThreadPool, QTimer, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...ai import create_player
from ...ai.base import reason_message
from ...ai.coach import Decision, bid_not_weighed, bids_not_weighed, coach_steps, costly, human_seats, only_bid
from ...ai.duplicate import DuplicateResult, compare_with_bots, gap_reason
from ...ai.hand_analysis import HandStep, double_dummy_trace, final_game, hand_steps, side_tricks
from ...engine import DrawChoice, Game, Look, PassCards, Phase, seat_name
from ...record import GameRecord
from ...record.history import decision_seed
from .. import style, texts
from ..accessibility import (
    Notices,
    as_window,
    card_name,
    hand_by_suit,
    load_older_readers,
    said_once_active,
    say_choice,
    score_text,
    send_announcement,
    spoken_cards,
)
from ..card_render import CardRenderer
from ..layouts import (
    FRAME_SIDES,
    WINDOW_FRAME,
    fit_size,
    narrow_to_screen,
    press_focused_button,
    relayout,
    screen_room,
    set_rows,
)
from ..settings import app_settings
from ..table_model import sort_hand
from .board import BASE_H, BASE_W, MIN_SCALE, HandsBoard
from .coach_text import message_text
from .duplicate import turned_setup, waits

STEP_KEYS = frozenset({Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageDown,
                       Qt.Key.Key_PageUp})  # they step through the hand wherever the focus is in the window
FRAME = QSize(FRAME_SIDES, WINDOW_FRAME + 4)  # about what a window manager adds round a window (title bar, sides)
DUPLICATE_LEVEL = "normal"  # the bot put in the human seats to compare results on the same cards


class _Signals(QObject):
    progress = Signal(int, int)
    finished = Signal(object, object, object)  # double-dummy trace, decisions, duplicate result or None


class _Analysis(QRunnable):
    """Double dummy for every step, then the coach for the human seats; stops when cancelled."""

    def __init__(self, record: GameRecord, hand_index: int, steps: list[HandStep], samples: int) -> None:
        super().__init__()
        self.record, self.hand_index, self.steps, self.samples = record, hand_index, steps, samples
        self.cancel = threading.Event()
        self.signals = _Signals()

    def run(self) -> None:
        try:
            self._run()
        except Exception as exc:  # never leave the window waiting: report and show what there is
            print(f"spades-desktop: the review analysis failed ({type(exc).__name__}: {exc})", file=sys.stderr)
            self.signals.finished.emit([], [], None)

    def _run(self) -> None:
        # One bar: the double dummy's steps first, then the coach's decisions.
        count = len(self.steps)
        self.signals.progress.emit(0, count + 1)

        def solved(done: int, total: int) -> None:
            self.signals.progress.emit(done, total + 1)

        trace = double_dummy_trace(self.steps, cancelled=self.cancel.is_set, progress=solved)

        def progress(done: int, total: int) -> bool:
            self.signals.progress.emit(count + done, count + total)
            return not self.cancel.is_set()

        humans = human_seats(self.record)
        decisions = coach_steps(self.steps, humans, seed=self.record.seed, samples=self.samples, progress=progress)
        duplicate = None
        hand = self.record.hands[self.hand_index]
        if humans and hand.finished and not self.record.rules.draw_phase and not self.cancel.is_set():
            duplicate = compare_with_bots(self.record, self.hand_index, DUPLICATE_LEVEL)
        self.signals.finished.emit(trace, decisions, duplicate)


class ReviewWindow(QWidget):
    """Step through hand ``hand_index`` of ``record``: ← → a decision, PgUp/PgDn a trick, Home/End.

    ``play_again`` carries the ``GameSetup`` of a new game on this deal (the main window starts it)."""

    play_again = Signal(object)

    def __init__(self, record: GameRecord, hand_index: int, renderer: CardRenderer | None = None,
                 parent: QWidget | None = None, samples: int = 100) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        as_window(self)  # a frame to a screen reader: Orca 43.1 met it as a "filler", as the duplicate comparison was
        self.record = record
        self.hand_index = hand_index
        self.steps = hand_steps(record, hand_index)
        self.states: list[Game] = [s.before for s in self.steps] + [final_game(record, hand_index)]
        self.hand_choice = QComboBox(self)
        for i, hand in enumerate(record.hands):
            # Only finished hands: a hand still in play shown face up let anyone at a pass-and-play table (or a
            # player alone) save, review every seat's cards and play on. A hand opened anyway is still listed.
            if hand.actions and (hand.finished or i == hand_index):
                self.hand_choice.addItem(self.tr("Hand {0}").format(hand.hand_number), i)
        self.hand_choice.setCurrentIndex(max(0, self.hand_choice.findData(hand_index)))
        say_choice(self.hand_choice)  # ↑ ↓ in a box are heard (Orca 43)
        self.hand_choice.setAccessibleName(self.tr("Hand"))  # it had no focus: the keyboard could not reach it
        self.hand_choice.currentIndexChanged.connect(lambda _i: self.show_hand(int(self.hand_choice.currentData())))
        self.position = 0
        self._opened_said = False  # the first step is to be said once the window is active (``_say_opened``)
        self.samples = samples
        self.trace: list[tuple[int, ...] | None] = []
        self.decisions: dict[int, Decision] = {}
        self._weighed = False  # the coach has weighed the whole hand shown (``_set_weighed``)
        self.duplicate: DuplicateResult | None = None
        self._reasons: dict[int, str] = {}
        # How the bots are asked again for their reasons: the record's people, with the app's clock (a bots' table
        # of a duplicate match played without caps and read South as a person: ``read_bots_as``)
        self._people: list[int] | None = None
        self._bot_clock: Callable[[], float] | None = time.monotonic
        self._task: _Analysis | None = None
        humans = sum(1 for p in record.players if p.kind == "human")  # the only person's "You" as «Вы» in Russian
        self.names = [texts.shown_name(texts.shown_person_name(p.name, humans) if p.kind == "human" else p.name)
                      for p in record.players]
        self.setWindowTitle(self.tr("Review of hand {0}").format(record.hands[hand_index].hand_number))
        self.board = HandsBoard(renderer or CardRenderer(), self)
        # The painted board said nothing to a screen reader: it is named, and R reads every hand and the trick,
        # as they are at the step shown (``board_text``). It takes the focus (the window opens with it there, not
        # in the text), in a frame that shows it. Its description says the keys: it was the whole board, changed
        # at every step, and Orca read all of it before each step's news.
        self.board.setAccessibleName(self.tr("All the cards"))
        self.board.setAccessibleDescription(self.tr(
            "R: read every hand and the trick. ← →: a step back or on; Page Up, Page Down: a trick; Home, End."))
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.notices = Notices(self)  # the steps said to Orca before 46 (View ▸ Announcements for older…)
        self.board_frame = QFrame(self)
        self.board_frame.setObjectName("ReviewBoardFrame")
        framed = QVBoxLayout(self.board_frame)
        framed.setContentsMargins(3, 3, 3, 3)
        framed.addWidget(self.board)
        self.board.installEventFilter(self)
        self._show_board_focus(False)
        self.info = QTextBrowser(self)
        self.info.setMinimumWidth(220)  # with the board's least, an 800-pixel screen
        # the costly decisions' "Step 37" are links to their step (QA: to reach step 37 one pressed → 36 times)
        self.info.setOpenLinks(False)
        self.info.anchorClicked.connect(self._link)
        self.title = QLabel(self)
        self.home_button = QPushButton(self.tr("Start"), self)
        self.prev_trick_button = QPushButton(self.tr("◀◀ Trick"), self)
        self.prev_button = QPushButton(self.tr("◀ Back"), self)
        self.next_button = QPushButton(self.tr("Next ▶"), self)
        self.next_trick_button = QPushButton(self.tr("Trick ▶▶"), self)
        self.end_button = QPushButton(self.tr("End"), self)
        self.analyse_button = QPushButton(self.tr("Ask the coach"), self)
        self.analyse_button.setToolTip(self._coach_tip())
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.progress = QProgressBar(self)
        # named, and Cancel described: a screen reader heard a bare "Cancel push button. 65 percent." (QA orca20)
        self.progress.setAccessibleName(self.tr("The coach's progress"))
        self.cancel_button.setAccessibleDescription(self.tr("Stops the coach weighing this hand"))
        self.seat_choice = QComboBox(self)
        rules = record.rules
        for turn in range(rules.players):
            # at a table of several people "my own" is whoever reviews: each seat by its name (it was the first
            # seat's, family QA)
            label = self.tr("with my own cards") if turn == 0 and humans <= 1 else self.tr(
                "with {0}'s cards").format(self.names[turn])
            self.seat_choice.addItem(label, turn)
        say_choice(self.seat_choice)
        # The box's own name, that it belongs to the button beside it: Orca 43 said "with my own cards combo box.
        # with my own cards." On Linux a combo box is named by its label alone (its accessible name is its
        # choice), so it has one, unseen (the box and the button read as one line on screen); elsewhere the
        # accessible name names it.
        whose = self.tr("Play this deal again: whose cards")
        self.seat_choice.setAccessibleName(whose)
        self.seat_label = QLabel(whose, self)
        self.seat_label.setBuddy(self.seat_choice)
        self.seat_label.hide()
        self.again_button = QPushButton(self.tr("Play this deal again"), self)
        self.again_button.clicked.connect(self._play_again)
        if rules.draw_phase:
            self.seat_choice.setEnabled(False)
            self.again_button.setEnabled(False)
            self.again_button.setToolTip(self.tr("A two-player draw game has no fixed deal to play again."))
        else:
            self._update_again()
        # Each step button stands for its key, and does what the key does (End and the tricks say who took the
        # trick first); its tooltip names the key: they were listed only in Help and the board's description, and a
        # sighted keyboard player could not find them (keyboard QA). Its spoken name is words, not "◀◀".
        for button, key, name, tip in (
                (self.home_button, Qt.Key.Key_Home, self.tr("Start"), self.tr("The start of the hand (Home)")),
                (self.prev_trick_button, Qt.Key.Key_PageUp, self.tr("Back a trick"),
                 self.tr("Back to the start of a trick (Page Up)")),
                (self.prev_button, Qt.Key.Key_Left, self.tr("Back"), self.tr("A step back (←)")),
                (self.next_button, Qt.Key.Key_Right, self.tr("Next"), self.tr("Next step (→)")),
                (self.next_trick_button, Qt.Key.Key_PageDown, self.tr("Next trick"),
                 self.tr("On to the next trick (Page Down)")),
                (self.end_button, Qt.Key.Key_End, self.tr("End"), self.tr("The end of the hand (End)"))):
            button.setAccessibleName(name)
            button.setToolTip(tip)  # a screen reader hears it as the button's description
            button.clicked.connect(lambda _checked=False, k=key: self.step(k))
        self.analyse_button.clicked.connect(self.start_analysis)
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.cancel_button.hide()
        self.progress.hide()
        for b in self.step_buttons():
            # Tab reaches them (they took no focus: keyboard QA); a click leaves the focus where it was, as before
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # each step button's text, and its text in a compact window (its spoken name and tooltip say it in words)
        self._step_texts = {b: (b.text(), short) for b, short in zip(
            self.step_buttons(), (self.home_button.text(), "◀◀", "◀", "▶", "▶▶", self.end_button.text()), strict=True)}
        self.compact = False  # the compact arrangement of a small screen (``_arrange``)
        outer = QVBoxLayout(self)
        self._head = QVBoxLayout()  # the title and the hand box, on a row above the board (not when compact)
        middle = QHBoxLayout()
        middle.addWidget(self.board_frame, 3)
        self._side = QVBoxLayout()  # the text beside the board (the title above it when compact)
        self._side.addWidget(self.info, 1)
        middle.addLayout(self._side, 2)
        self._rows = QVBoxLayout()  # the button rows below the board
        outer.addLayout(self._head)
        outer.addLayout(middle, 1)
        outer.addLayout(self._rows)
        self._arrange(False)
        # The window itself takes no focus: it was an unnamed filler that Tab stopped on.
        # The window opens with the focus in the coach's text, which took ← → PgUp PgDn Home End for its caret,
        # and the seat box took PgUp PgDn Home End for its items: the keys did not step through the hand.
        for widget in (self.info, self.seat_choice, self.hand_choice):  # the hand box too: Home, End, PgUp, PgDn
            widget.installEventFilter(self)
        # and a push button took ← → to move the focus to its neighbour
        for widget in (*self.step_buttons(), self.again_button, self.cancel_button, self.analyse_button):
            widget.installEventFilter(self)
        self._board_for_screen()  # a smaller board (or a compact window), not buttons past the screen's edge
        fit_size(self, 1100, 640)
        self.go(0)
        self.board.setFocus()

    def _arrange(self, compact: bool) -> None:
        """Lay the controls out as usual (the title and the hand box above the board; the steps on one row, the
        deal's other uses and the coach on the next: one row was wider than a 1024-pixel screen in Russian), or
        compact, for a small screen: the title above the text beside the board, the steps with their arrows alone
        and the coach on one row, the hand box, whose cards and Play this deal again on the other. At 200 % with
        14-point type on 1280 x 720 (640 x 360 pixels) the usual window was at least 646 x 331 with the board at its
        least, and 696 wide while the coach ran: its progress, Cancel and the hand box were past the screen's
        edge, its bottom below it."""
        self.compact = compact
        steps: list[QWidget] = list(self.step_buttons())
        coach: list[QWidget] = [self.progress, self.cancel_button, self.analyse_button]
        self._side.removeWidget(self.title)
        if compact:
            set_rows(self._head, [])
            self._side.insertWidget(0, self.title)
            set_rows(self._rows, [[*steps, None, *coach],
                                  [self.hand_choice, self.seat_choice, self.again_button, None]])
        else:
            set_rows(self._head, [[(self.title, 1), self.hand_choice]])
            set_rows(self._rows, [[*steps, None], [self.seat_choice, self.again_button, None, *coach]])
        self.title.setWordWrap(compact)  # beside the board it has the text's width
        for button, (usual, short) in self._step_texts.items():
            button.setText(short if compact else usual)
        # Tab as the window is read, left to right and down: it went board, text, Ask the coach, the seat box, Play
        # this deal again and up to the hand box (the order the controls were made in)
        uses: list[QWidget] = [self.seat_choice, self.again_button]
        chain: list[QWidget] = (
            [self.board, self.info, *steps, self.cancel_button, self.analyse_button, self.hand_choice, *uses]
            if compact else [self.hand_choice, self.board, self.info, *steps, *uses, self.cancel_button,
                             self.analyse_button])
        for first, second in itertools.pairwise(chain):
            self.setTabOrder(first, second)

    def _board_for_screen(self) -> None:
        """Make the board's least size smaller (its cards too, down to ``LEAST_SCALE``) by as much as the window's
        least size, with a title bar, exceeds its screen's free room (call before the window is sized): at 200 % on
        a 1366 x 768 screen (683 x 384 pixels) the window was at least 787 x 428, and at 150 % with 14-point type
        on 1280 x 720 at least 455 high on 480; the steps, Play this deal again and Ask the coach were below the
        screen's edge. Where the window does not fit so, also while the coach runs (its progress and Cancel wider
        than its button), it is laid out compact (``_arrange``) and its board made smaller as far as that needs."""
        room = screen_room(self)
        if room is None or room.height() <= WINDOW_FRAME:
            return
        if self._shrink_board(room):
            return
        self._arrange(True)
        self.board.set_least_scale(MIN_SCALE)
        relayout(self)
        self._shrink_board(room)

    def _shrink_board(self, room: QRect) -> bool:
        """Make the board's least size smaller by what the window's exceeds ``room`` (with its frame, and while the
        coach runs as well); whether it then fits."""
        board = self.board.minimumSize()
        over = self._least_size() + FRAME - room.size()
        if over.width() <= 0 and over.height() <= 0:
            return True
        self.board.set_least_scale(min((board.width() - max(0, over.width())) / BASE_W,
                                       (board.height() - max(0, over.height())) / BASE_H))
        over = self._least_size() + FRAME - room.size()
        return over.width() <= 0 and over.height() <= 0

    def _least_size(self) -> QSize:
        """The window's least size (before it is shown), as it is and while the coach runs (its progress and Cancel
        in the place of its button): whichever is the greater."""
        relayout(self)
        idle = self.minimumSizeHint()
        running = not self.progress.isHidden()
        self._show_running(not running)
        relayout(self)
        other = self.minimumSizeHint()
        self._show_running(running)
        relayout(self)
        return idle.expandedTo(other)

    # ------------------------------------------------------------ stepping
    def show_hand(self, hand_index: int) -> None:
        """Review another hand of the same record (the analysis of the shown one is dropped)."""
        if hand_index == self.hand_index:
            return
        self.cancel_analysis()
        self._task = None  # a late result of the old hand is ignored (see _finished)
        self.hand_index = hand_index
        self.steps = hand_steps(self.record, hand_index)
        self.states = [s.before for s in self.steps] + [final_game(self.record, hand_index)]
        self.trace, self.decisions, self.duplicate, self._reasons = [], {}, None, {}
        self._show_running(False)
        self._set_weighed(False)
        self.setWindowTitle(self.tr("Review of hand {0}").format(self.record.hands[hand_index].hand_number))
        if not self.record.rules.draw_phase:
            self._update_again()
        self.go(0)

    def step_buttons(self) -> tuple[QPushButton, ...]:
        """Start, ◀◀ Trick, ◀ Back, Next ▶, Trick ▶▶ and End, as they are shown."""
        return (self.home_button, self.prev_trick_button, self.prev_button, self.next_button, self.next_trick_button,
                self.end_button)

    @property
    def game(self) -> Game:
        """The position shown: the game after ``position`` actions of the hand."""
        return self.states[self.position]

    def go(self, position: int, lead: str = "", say: bool = False) -> None:
        """Show step ``position``; a screen reader hears where the keys took the review and the coach's verdict on
        that step, after ``lead`` (said even when the step stays: what the coach found; with ``say`` too)."""
        moved = position != self.position or say
        self.position = max(0, min(len(self.states) - 1, position))
        self.board.show_game(self.game, self.names, (self.states[0], self.states[-1]))
        self._update_text()
        last = len(self.states) - 1
        dead = {self.home_button, self.prev_button, self.prev_trick_button} if self.position == 0 else \
            {self.next_button, self.next_trick_button, self.end_button} if self.position == last else set()
        if QApplication.focusWidget() in dead:  # a step button about to go dead under the focus: to the board, where
            # the keys go on stepping, before the step is said (Qt handed the focus on to the next control: Next ▶
            # at the last step put it in the seat box, whose ← → changed whose cards, read out over the step)
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        # where the keys took the review, said; in the step's text, a screen reader hears its new description
        if (moved or lead) and QApplication.focusWidget() is not self.info:
            self._say_step(lead)
        for b, ok in ((self.home_button, self.position > 0), (self.prev_button, self.position > 0),
                      (self.prev_trick_button, self.position > 0), (self.next_button, self.position < last),
                      (self.next_trick_button, self.position < last), (self.end_button, self.position < last)):
            b.setEnabled(ok)

    def _say_step(self, lead: str = "") -> None:
        """The step shown and the coach's verdict on it, after ``lead``, said."""
        older = load_older_readers(app_settings())
        said = " ".join(part for part in (lead, self.step_text(), self.coach_text()) if part)
        send_announcement(self.board, said, self.notices if older else None)

    def _say_opened(self) -> None:
        """The step the review opened at, said once the window is active and the board's focus told: it said only
        "All the cards." and the keys, never the step, which only the text beside the board showed (QA round 21).
        Not when the keys have moved on (each move said its step) or the coach's text has the focus."""
        if self.position == 0 and QApplication.focusWidget() is not self.info:
            self._say_step()

    def board_text(self) -> str:
        """The board in words (its accessible description): each seat's bid, tricks and cards by suit, and the
        trick, at the step shown."""
        game = self.game
        hand_rules = game.view(0).rules
        parts = []
        for seat in range(game.players):
            bid = game.bids[seat]
            cards = sort_hand(game.hand_of(seat), hand_rules, self.board.order)
            held = hand_by_suit(cards) or self.tr("no cards")
            if bid is None:
                parts.append(self.tr("{0}: no bid yet; {1}.").format(self.board.label_of(seat), held))
            else:
                parts.append(self.tr("{0}: bid {1}, won {2}; {3}.").format(
                    self.board.label_of(seat), texts.bid_text(bid), game.tricks[seat], held))
        if game.trick:
            parts.append(self.tr("Trick: {0}.").format(", ".join(
                f"{self.board.label_of(seat)} {card_name(card)}" for seat, card in game.trick)))
        else:
            parts.append(self.tr("No card on the table."))
        return " ".join(parts)

    def _yours(self, seat: int) -> bool:
        """The seat is the only person's, named "You": its sentences say "you chose" (Russian «вы решаете»,
        where «Вы решает» was said)."""
        return self.names[seat] in texts.you_in_every_language()

    def coach_seats(self) -> dict[str, str]:
        """The engine's seat names ("South") as the review names the players: "You", "Wes" (the coach said «Юг»,
        where the board, the bids and "Next:" name the player)."""
        rules = self.game.rules
        return {seat_name(rules, s): self.tr("You") if self._yours(s) else self.board.label_of(s)
                for s in range(rules.players)}

    def step_text(self) -> str:
        """The step shown, its news first: "Next: Wes chose to play the nine of clubs. Step 5 of 60 · trick 2."
        (counted from 1, as the title and the coach's list count them)."""
        trick = min(self.game.trick_number + 1, self.game.rules.hand_size)
        if self.position < len(self.steps):
            step = self.steps[self.position]
            action = self._action_text(self.position)
            text = (self.tr("Next: you chose to {0}.").format(action) if self._yours(step.seat)
                    else self.tr("Next: {0} chose to {1}.").format(self.names[step.seat], action))
            taken = self.trick_taken(self.position)
            if taken:
                text += " " + taken
            stage = self._stage(self.position)
            where = {
                "bidding": self.tr("Step {0} of {1} · bidding."),
                "drawing": self.tr("Step {0} of {1} · drawing."),
                "passing": self.tr("Step {0} of {1} · passing cards."),
                "kitty": self.tr("Step {0} of {1} · the kitty."),
            }.get(stage, self.tr("Step {0} of {1} · trick {2}.")).format(self.position + 1, len(self.steps), trick)
        else:
            text, where = self.tr("The hand is over."), self.tr("End of the hand · trick {0}.").format(trick)
        return spoken_cards(text + " " + where)

    def _stage(self, index: int) -> str:
        """What step ``index`` is part of while no card is played: "bidding" (a bid, a look, a two-player
        declaration), "drawing" (the two-player draw and blind-nil swap), "passing" (cards passed), "kitty" (the
        kitty taker's discard); "" in the play. Every step before the first card was said as "· trick 1" (Orca QA
        for the bids, then QA for the draw and the passes)."""
        step = self.steps[index]
        phase = step.before.phase
        if phase in (Phase.BID, Phase.DECLARE):
            return "bidding"
        if phase in (Phase.DRAW, Phase.REDRAW):
            return "drawing"
        if phase is Phase.EXCHANGE:
            return "kitty" if step.before.kitty_taker == step.seat else "passing"
        return ""

    def _action_text(self, index: int) -> str:
        """Step ``index``'s action in words, after "chose to": a draw names its two cards (the review shows every
        card; "chose to keep the top card" never said which), a kitty taker's cards are discarded, not passed."""
        step = self.steps[index]
        action, stock = step.action, step.before.stock
        if isinstance(action, DrawChoice) and len(stock) >= 2:
            top, following = texts.card_text(stock[0]), texts.card_text(stock[1])
            return (self.tr("keep the top card, the {0}, and discard the next one, the {1}") if action.keep
                    else self.tr("discard the top card, the {0}, and keep the next one, the {1}")).format(
                top, following)
        if isinstance(action, PassCards) and self._stage(index) == "kitty":
            return self.tr("discard {0} after taking the kitty").format(
                ", ".join(texts.card_text(c) for c in action.cards))
        return texts.action_text(action, theirs=not self._yours(step.seat))

    def _taker(self, index: int) -> tuple[int, int | None] | None:
        """The trick step ``index`` completes, counted from 1, and who takes it (None: a dead trick); None when
        the step completes no trick."""
        if not 0 <= index < len(self.steps) or index + 1 >= len(self.states):
            return None
        before, after = self.states[index].trick_winners, self.states[index + 1].trick_winners
        if len(after) <= len(before):
            return None
        return len(after), after[-1]

    def trick_taken(self, index: int) -> str:
        """Who takes the trick step ``index`` completes ("Wes takes trick 1."), "" when it completes none: the
        review never said who took a trick (Orca QA)."""
        taken = self._taker(index)
        if taken is None:
            return ""
        number, seat = taken
        if seat is None:
            return self.tr("Nobody takes trick {0}: it is dead.").format(number)
        if self._yours(seat):
            return self.tr("You take trick {0}.").format(number)
        return self.tr("{0} takes trick {1}.").format(self.names[seat], number)

    def trick_took(self, position: int) -> str:
        """Who took the trick the step before ``position`` completed ("Wes took trick 1."), "" when it completed
        none: said where Page Up, Page Down or End land, past the card that completed it."""
        taken = self._taker(position - 1)
        if taken is None:
            return ""
        number, seat = taken
        if seat is None:
            return self.tr("Nobody took trick {0}: it was dead.").format(number)
        if self._yours(seat):
            return self.tr("You took trick {0}.").format(number)
        return self.tr("{0} took trick {1}.").format(self.names[seat], number)

    def coach_text(self) -> str:
        """The coach's verdict on the step shown ("… cost about 34 points: …"), "" where it has none: a screen
        reader heard only "Next: you chose to play the four of diamonds", never what it cost (QA)."""
        decision = self.decisions.get(self.position)
        if decision is None:  # a bid the coach cannot weigh, or the only bid allowed: why, as the step's text says it
            return spoken_cards(self._unweighed_bid_note(self.position) or self._only_bid_note(self.position))
        return spoken_cards(message_text(decision.sentence, seats=self.coach_seats()))

    def read_board(self) -> str:
        """R: every hand and the trick, said (the board's description was all of it, read before every step)."""
        text = self.board_text()
        older = load_older_readers(app_settings())
        send_announcement(self.board, text, self.notices if older else None)
        return text

    def _show_board_focus(self, shown: bool) -> None:
        """The board's frame: the theme's focus ring while the board has the keyboard focus."""
        colour = style.theme().focus if shown else "transparent"
        self.board_frame.setStyleSheet(f"QFrame#ReviewBoardFrame {{ border: 3px solid {colour}; border-radius: 4px; }}")

    def _trick_start(self, direction: int) -> int:
        """The next (or previous) position where a trick is about to be led, or the hand's end/start."""
        i = self.position + direction
        while 0 < i < len(self.states) - 1:
            g = self.states[i]
            if g.phase is Phase.PLAY and not g.trick:
                return i
            i += direction
        return max(0, min(len(self.states) - 1, i))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The stepping keys (without Shift or Ctrl: those still select in the text) step from any child."""
        if watched is self.board and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._show_board_focus(event.type() == QEvent.Type.FocusIn)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and isinstance(watched, QTextBrowser):
            QTimer.singleShot(0, self, self._say_link)  # once the text has moved to the next link (or out of the text)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in STEP_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def step(self, key: Qt.Key) -> None:
        """One of ``STEP_KEYS`` (or the step button that stands for it): ← → a step, Page Up/Down a trick's start,
        Home, End."""
        moves = {
            Qt.Key.Key_Right: self.position + 1, Qt.Key.Key_Left: self.position - 1,
            Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(self.states) - 1,
        }
        if key == Qt.Key.Key_End:  # past the last trick's last card: who took it, said first
            self.go(moves[key], self.trick_took(moves[key]) if self.position != moves[key] else "")
        elif key in moves:
            self.go(moves[key])
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):  # a trick's start: who took the trick before it
            target = self._trick_start(+1 if key == Qt.Key.Key_PageDown else -1)
            self.go(target, self.trick_took(target) if target != self.position else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if press_focused_button(self, event):  # Enter on "Ask the coach" did nothing (Space did), QA Orca 43
            return
        if key in STEP_KEYS:
            self.step(key)
        elif key == Qt.Key.Key_Escape:
            self.close()
        elif key == Qt.Key.Key_R and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.read_board()
        else:
            super().keyPressEvent(event)

    def read_bots_as(self, people: list[int], clock: Callable[[], float] | None) -> None:
        """Ask the bots again for their reasons as the game's table asked them: ``people``, the seats they read as
        a person's, and ``clock`` (None: no time cap). A duplicate match's bots' table reads South as a person and
        plays without the app's caps; asked as four bots with caps, a Hard bot's reason could not be shown for 1
        move in 5 (QA)."""
        self._people, self._bot_clock = list(people), clock
        self._reasons = {}
        self._update_text()

    # ---------------------------------------------------------------- text
    def bot_reason(self, index: int) -> str:
        """The bot's reason for step ``index``, asked again with the seed it had (cached); said after "Reason:",
        so it starts lower case where the language wants it ("Причина: я заказываю…")."""
        if index in self._reasons:
            return self._reasons[index]
        step = self.steps[index]
        player = self.record.players[step.seat]
        reason = ""
        if player.kind == "bot" and player.level:
            try:
                # the game's clock too: a bot thinks no longer here than it did at the table (its time cap),
                # and the people's seats as the table gave them (Hard bids and reads beside a person otherwise)
                humans = [s for s, p in enumerate(self.record.players) if p.kind == "human"]
                if self._people is not None:
                    humans = self._people
                bot = create_player(player.level, decision_seed(self.record.seed, step.seat, step.position),
                                    clock=self._bot_clock, humans=humans)
                again = bot.choose(step.before.view(step.seat))
                reason = message_text(reason_message(bot), mid_sentence=True) if again == step.action else self.tr(
                    "(the bot's reason cannot be shown: asked again, it would {0})").format(
                    texts.action_text(again, theirs=True))
            except ValueError:
                reason = ""
        self._reasons[index] = reason
        return reason

    def side_text(self, side: int) -> str:
        """A side by its players' names, as the hand's result says it: "You & Nora", or a cutthroat player's name
        (it said "North–South" two lines under "Nora: 3", QA)."""
        return texts.side_label(self.record.rules, side, self.names)

    def _update_text(self) -> None:
        game = self.game
        rules = game.rules
        total = len(self.steps)
        hand = self.record.hands[self.hand_index].hand_number
        trick = min(game.trick_number + 1, rules.hand_size)
        stage = self._stage(self.position) if self.position < total else ""
        if stage:  # no trick in play yet: what the step is part of
            self.title.setText({
                "bidding": self.tr("Hand {0} · step {1} of {2} · bidding"),
                "drawing": self.tr("Hand {0} · step {1} of {2} · drawing"),
                "passing": self.tr("Hand {0} · step {1} of {2} · passing cards"),
                "kitty": self.tr("Hand {0} · step {1} of {2} · the kitty"),
            }[stage].format(hand, self.position + 1, total))
        elif self.position < total:  # the step about to be taken, counted from 1 as the coach's list counts them
            self.title.setText(self.tr("Hand {0} · step {1} of {2} · trick {3}").format(
                hand, self.position + 1, total, trick))
        else:
            self.title.setText(self.tr("Hand {0} · end of the hand · trick {1}").format(hand, trick))
        lines: list[str] = []
        bids = [f"{self.names[s]}: {texts.bid_text(b)}" for s, b in enumerate(game.bids) if b is not None]
        if bids:
            lines.append(self.tr("<b>Bids</b>: {0}").format(", ".join(bids)))
        passed = [(s, c) for s, c in enumerate(game.passed) if c]
        for s, cards in passed:
            shown = ", ".join(texts.card_text(c) for c in cards)
            if s == game.kitty_taker:  # the taker's discard passes to nobody (it said "South passed 3♦, 5♥", QA)
                lines.append(self.tr("You discarded {0} after taking the kitty").format(shown) if self._yours(s)
                             else self.tr("{0} discarded {1} after taking the kitty").format(self.names[s], shown))
                continue
            lines.append(self.tr("You passed {0}").format(shown) if self._yours(s)
                         else self.tr("{0} passed {1}").format(self.names[s], shown))
        if self.position < total:
            step = self.steps[self.position]
            action = self._action_text(self.position)
            lines.append(self.tr("<b>Next</b>: you chose to {0}.").format(action) if self._yours(step.seat)
                         else self.tr("<b>Next</b>: {0} chose to {1}.").format(self.names[step.seat], action))
            taken = self.trick_taken(self.position)
            if taken:
                lines[-1] += " " + html.escape(taken)
            news = [lines[-1]]
            reason = self.bot_reason(self.position)
            if reason:
                lines.append(self.tr("Reason: {0}").format(reason))
        else:
            lines.append(self.tr("<b>The hand is over.</b>"))
            news = [lines[-1]]
            score = self.record.hands[self.hand_index].score
            if score is not None:  # the hand's result, as the table said it when the hand ended
                lines.append(html.escape(score_text(rules, score, self.names, full=True)))
                news.append(lines[-1])
        dd = self.trace[self.position] if self.position < len(self.trace) else None
        if dd is not None:
            lines.append("<br>".join(self.tr("From here {0} could still take {1} of the tricks (every card seen).")
                                     .format(self.side_text(s), t) for s, t in enumerate(dd)))
            if rules.sides > 2:
                lines.append(self.tr("Each player's number is what it takes when all the others play against it."))
        decision = self.decisions.get(self.position)
        unweighed = bids_not_weighed(rules)
        if (self.decisions and self.position < total and isinstance(self.steps[self.position].action, PassCards)
                and self.steps[self.position].seat in human_seats(self.record)):
            # nil-pass QA: the pass, the one decision that preset adds, had no comment at all and nothing said why;
            # where cards pass before the bidding the coach weighs no bid either (it said it did, QA)
            lines.append(self.tr("<b>Coach</b>: the coach weighs bids and cards played, not the cards passed; "
                                 "judge this pass yourself.") if unweighed is None else
                         self.tr("<b>Coach</b>: in this game the coach weighs only the cards played, not the bids "
                                 "or the cards passed; judge this pass yourself."))
        if (self.decisions and self.position < total and self.steps[self.position].before.phase in (Phase.DRAW,
                Phase.REDRAW) and self.steps[self.position].seat in human_seats(self.record)):
            # the two-player draw: a card kept or discarded had no line either, as the pass had none
            lines.append(self.tr("<b>Coach</b>: in this game the coach weighs only the cards played, not the draw "
                                 "or the bids; judge this choice yourself."))
        bid_note = self._unweighed_bid_note(self.position) or self._only_bid_note(self.position)
        if bid_note:
            lines.append(self.tr("<b>Coach</b>: {0}").format(html.escape(bid_note)))
        if decision is not None:
            rows = [f"{'▶ ' if a == decision.chosen else ''}{texts.action_text(a)}: {texts.decimal(v, 0, sign=True)}"
                    for a, v in decision.values]
            # the values are margins (``playout.margin``): "points for the side" read as the hand's score, and a
            # beginner saw "bid 2: −2" beside "as played: +51" (QA)
            # no bag note where the rules count no bags (Orca QA: "a bag counts −9" at an auction's bid)
            lines.append((self.tr("<b>Coach</b> (how far the side ends ahead of its opponents, in points, on average "
                                  "over the hands it could not see; a bag counts −9: its 1 point, less its share of "
                                  "the penalty for bags):<br>{0}") if rules.bags_count
                          else self.tr("<b>Coach</b> (how far the side ends ahead of its opponents, in points, on "
                                       "average over the hands it could not see):<br>{0}")).format("<br>".join(rows)))
            lines.append(message_text(decision.sentence, seats=self.coach_seats()) + self._seen_note(decision))
        if self.decisions:
            flagged = costly(list(self.decisions.values()))
            if flagged:
                seats = self.coach_seats()
                # two people at one screen: whose decision each was (a family's review mixed grandmother's
                # mistakes with her grandchild's and named nobody, QA)
                whose = len(human_seats(self.record)) > 1
                listed = "<br>".join(self._costly_line(d, seats, whose) for d in flagged)
                lines.append(self.tr("<b>Decisions that cost most</b>:<br>{0}").format(listed) if unweighed is None
                             else self.tr("<b>Decisions that cost most</b> (cards played only: the coach does not "
                                          "weigh bids in this game):<br>{0}").format(listed))
            elif self._weighed:  # the whole hand weighed, nothing costly: said where the
                # costly list would be (a beginner's coach "did nothing": the verdict was only announced, QA)
                lines.append(self.tr("<b>Coach</b>: {0}").format(self._found_nothing()))
        if self.duplicate is not None:
            dup = self.duplicate
            played = ", ".join(f"{self.side_text(s)} {texts.signed(p)}" for s, p in enumerate(dup.played))
            bots = ", ".join(f"{self.side_text(s)} {texts.signed(p)}" for s, p in enumerate(dup.bots))
            # which bot, and that it answers another question than the coach: a newcomer read "the bot bid 5"
            # beside the coach's "a bid of 4 was worth more" and could not tell which to believe (QA newbie16)
            heading = (self.tr("<b>Same cards, Easy bots in the human seats</b>: {0} (as played: {1})")
                       if dup.bot_level == "easy" else
                       self.tr("<b>Same cards, Hard bots in the human seats</b>: {0} (as played: {1})")
                       if dup.bot_level == "hard" else
                       self.tr("<b>Same cards, Normal bots in the human seats</b>: {0} (as played: {1})"))
            lines.append(heading.format(bots, played) + " " + self.tr(
                "This is what the bots did with these cards as they lay; the coach answers another question: what "
                "each choice is worth over the hands you could not see."))
            # the two results far apart: why, in words (QA: "−60 against as played" beside "the coach found no
            # decision that cost much", and nothing said how both could be true)
            why = gap_reason(self.record, self.hand_index, dup, list(self.decisions.values()))
            if why is not None:
                lines.append(self.tr("<b>Why the two differ</b>: {0}").format(
                    html.escape(message_text(why, seats=self.coach_seats()))))
        self.info.setHtml("<p>" + "</p><p>".join(lines) + "</p>")
        # Orca said only "This step label." on it (a read-only text is a label there, and Orca 43 does not say a
        # label's description): its text is in its name, the step's news first and the rest after it
        rest = [html.unescape(re.sub(r"<[^>]+>", "", line.replace("<br>", " "))) for line in lines if line not in news]
        self.info.setAccessibleName(self.tr("This step: {0}").format(spoken_cards(" ".join(
            re.sub(r"\s+", " ", part).strip() for part in [self.step_text(), *rest]))))

    def _unweighed_bid_note(self, index: int) -> str:
        """At a person's bid in a game whose bids the coach cannot weigh (``coach.bids_not_weighed``), once the coach
        has been asked: why the bid has no verdict; "" elsewhere. Such a bid had no line at all, and the pass
        before it said the coach weighs bids (pass-left QA)."""
        if not self.decisions or index >= len(self.steps) or self.steps[index].seat not in human_seats(self.record):
            return ""
        reason = bid_not_weighed(self.steps[index])
        if reason is None:
            return ""
        if isinstance(self.steps[index].action, Look):  # looking at the cards, or a blind bid: not "this bid" (QA)
            return self.tr("The coach does not weigh bids in this game: {0}; judge this choice yourself.").format(
                message_text(reason, mid_sentence=True))
        return self.tr("The coach does not weigh bids in this game: {0}; judge this bid yourself.").format(
            message_text(reason, mid_sentence=True))

    def _only_bid_note(self, index: int) -> str:
        """At a person's bid that was the only one the rules allowed (``coach.only_bid``: mirrors' spade count, the
        partner's blind six), once the coach has been asked: that it was, and the rules' reason; "" elsewhere. The
        coach weighs only a choice, so such a bid had no line at all, as if the coach had skipped it (QA)."""
        if not self.decisions or index >= len(self.steps) or self.steps[index].seat not in human_seats(self.record):
            return ""
        reason = only_bid(self.steps[index])
        if reason is None:
            return ""
        if not reason:
            return self.tr("This was the only bid the rules allowed here.")
        return self.tr("This was the only bid the rules allowed here: {0}.").format(texts.reason_text(reason))

    def _costly_line(self, decision: Decision, seats: dict[str, str], whose: bool) -> str:
        """One line of the costly decisions: its step as a link, whose it was when two people played, the
        coach's sentence and what it cost with every card seen."""
        link = f'<a href="step:{decision.index}">{decision.index + 1}</a>'
        said = message_text(decision.sentence, seats=seats) + self._seen_note(decision)
        if whose:
            return self.tr("Step {0} ({1}): {2}").format(link, html.escape(self.names[decision.seat]), said)
        return self.tr("Step {0}: {1}").format(link, said)

    def _seen_note(self, decision: Decision) -> str:
        """After a card the coach says cost points: what it cost with every card seen, once the solver got there.
        The coach weighs the hands the player could not see; a club player checked its "cost about 7 points" with
        the solver and found the card lost nothing as the cards lay, and the review did not say so (QA)."""
        totals = side_tricks(self.steps, self.trace, decision.index) if decision.sure and decision.cost >= 0.5 \
            else None
        if totals is None:
            return ""
        before, after = totals
        if before <= after:
            return " " + self.tr("With every card seen it lost no trick: its cost is over the hands that could "
                                 "have been out, not these cards as they lay.")
        return " " + self.tr("With every card seen it cost tricks: the side could take {0} before it, {1} "
                             "after.").format(before, after)

    def _link(self, url: QUrl) -> None:
        """A costly decision's step number clicked (or Enter on it): the review goes to that step, and a screen
        reader hears it as after ← →: the step and the coach's sentence (Orca said only "All the cards": the step
        was shown while the focus was still in the text, where nothing is said, QA Orca 43)."""
        text = url.toString()
        if text.startswith("step:") and text[5:].isdigit():
            self.board.setFocus()
            self.go(int(text[5:]), say=True)

    def link_text(self) -> str:
        """The costly decision whose "Step N" link the keyboard is on in the step's text, in words with the key
        that goes there: "Step 4: Bidding 3 cost about 185 points… Enter: go to step 4."; "" off a link."""
        cursor = self.info.textCursor()
        href = cursor.charFormat().anchorHref() if cursor.hasSelection() else ""
        decision = self.decisions.get(int(href[5:])) if href.startswith("step:") and href[5:].isdigit() else None
        if decision is None:
            return ""
        line = self._costly_line(decision, self.coach_seats(), len(human_seats(self.record)) > 1)
        plain = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", line))).strip()
        return spoken_cards(self.tr("{0} Enter: go to step {1}.").format(plain, decision.index + 1))

    def _say_link(self) -> None:
        """Tab onto a "Step N" link of the step's text said nothing (Qt tells a screen reader nothing of a link
        the keyboard is on): its decision is said (``link_text``)."""
        said = self.link_text()
        if said and self.info.hasFocus():
            older = load_older_readers(app_settings())
            send_announcement(self.info, said, self.notices if older else None)

    def _update_again(self) -> None:
        """Hand 1 of a game of two or more people is played again at the game's end (``duplicate.waits``)."""
        wait = waits(self.record, self.hand_index)
        self.seat_choice.setEnabled(not wait)
        self.again_button.setEnabled(not wait)
        self.again_button.setToolTip(self.tr(
            "Two or more people share this screen: this deal is played again at the game's end, since a game on it "
            "would deal the hands still to come") if wait else "")

    def _play_again(self) -> None:
        turn = int(self.seat_choice.currentData())
        self.play_again.emit(turned_setup(self.record, self.hand_index, turn))

    # ------------------------------------------------------------ analysis
    def start_analysis(self) -> None:
        if self._task is not None:
            return
        task = _Analysis(self.record, self.hand_index, self.steps, self.samples)
        task.setAutoDelete(False)
        task.signals.progress.connect(self._progress)
        task.signals.finished.connect(self._finished)
        self._task = task
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self._show_running(True)
        older = load_older_readers(app_settings())
        send_announcement(self.progress, self.tr("The coach is weighing the hand… Cancel stops it."),
                          self.notices if older else None)
        QThreadPool.globalInstance().start(task)

    def _show_running(self, running: bool, focus: QWidget | None = None) -> None:
        """The progress and Cancel in the place of "Ask the coach" (beside it, they made the window 818 pixels wide
        at the least in Russian: past an 800-pixel screen's edge); the keyboard's focus goes with the button, or to
        ``focus`` when given, in one move: hiding the focused button first handed the focus to the next control,
        and a screen reader began to read five controls in a row (QA)."""
        leaving = self.analyse_button if running else self.cancel_button
        had_focus = leaving.hasFocus()
        shown, hidden = ((self.progress, self.cancel_button), (self.analyse_button,))
        if not running:
            shown, hidden = hidden, shown
        if had_focus:  # let go first: hiding the focused button would hand the focus on to the next control
            leaving.clearFocus()
        for widget in hidden:  # first: the window grows for the widgets it holds at a moment
            widget.hide()
        for widget in shown:
            widget.show()
        if had_focus:
            (focus or (self.cancel_button if running else self.analyse_button)).setFocus()

    def cancel_analysis(self) -> None:
        if self._task is not None:
            self._task.cancel.set()

    @property
    def analysing(self) -> bool:
        return self._task is not None

    def _progress(self, done: int, total: int) -> None:
        if self._stale():
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _stale(self) -> bool:
        """The signal comes from the analysis of a hand no longer shown."""
        sender = self.sender()
        return sender is not None and (self._task is None or sender is not self._task.signals)

    def _finished(self, trace: list[tuple[int, ...] | None], decisions: list[Decision],
                  duplicate: DuplicateResult | None) -> None:
        if self._stale():
            return
        cancelled = self._task is not None and self._task.cancel.is_set()
        self.trace = trace
        self.duplicate = duplicate
        self.decisions = {d.index: d for d in decisions}
        self._task = None
        self._show_running(False, None if cancelled else self.board)
        self._set_weighed(not cancelled)  # asked again, it weighed the whole hand again (5 s) for the same
        flagged = costly(decisions)
        if cancelled:
            lead = ""
        elif not flagged:
            lead = self._found_nothing()
        elif bids_not_weighed(self.record.rules) is None:
            lead = self.tr("The coach has weighed the hand: the decisions that cost most are listed under This step.")
        else:  # it weighed no bid: it does not say "the hand"
            lead = self.tr("The coach has weighed the cards played (it does not weigh bids in this game): the "
                           "decisions that cost most are listed under This step.")
        if flagged and self.position == 0:  # still at the start (QA: the review stayed at step 1 of 60, the
            # mistakes listed as text): to the costliest decision, which the player came to see
            self.go(flagged[0].index, lead)
        else:
            self.go(self.position, lead)

    def _found_nothing(self) -> str:
        """The coach's word on a hand it weighed whole and found nothing costly in: said when it finishes, and
        shown where the costly list would be. Where it weighs no bid it does not say "the hand"."""
        if bids_not_weighed(self.record.rules) is None:
            return self.tr("The coach has weighed the hand and found no decision that cost much.")
        return self.tr("The coach has weighed the cards played (it does not weigh bids in this game) and found no "
                       "card that cost much.")

    def _coach_tip(self) -> str:
        """What the coach's button does, before it is pressed (a newcomer found it unexplained, and it took 16-51 s
        on a busy machine)."""
        return self.tr("The coach plays each of your decisions in this hand out over many hands the others might "
                       "have held, and lists the ones that cost points. It takes a little while.")

    def _set_weighed(self, weighed: bool) -> None:
        """The coach has weighed this whole hand: its button rests until another hand is shown."""
        self._weighed = weighed
        if weighed and self.analyse_button.hasFocus():  # the keys go on stepping, not into a dead button
            self.board.setFocus()
        self.analyse_button.setEnabled(not weighed)
        tip = self._coach_tip() if not weighed else self.tr("The coach has weighed every decision of this hand.") if \
            bids_not_weighed(self.record.rules) is None else self.tr(
                "The coach has weighed every card played in this hand (it does not weigh bids in this game).")
        self.analyse_button.setToolTip(tip)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, lambda: narrow_to_screen(self))  # its frame too inside the screen, not past it
        if not self._opened_said:
            self._opened_said = True
            said_once_active(self, self._say_opened)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_analysis()
        super().closeEvent(event)


def open_review(record: GameRecord, hand_index: int, parent: QWidget | None = None,
                renderer: CardRenderer | None = None) -> ReviewWindow:
    """Open the review of hand ``hand_index`` (0-based) of ``record`` (History and the main window use it)."""
    window = ReviewWindow(record, hand_index, renderer, parent)
    window.show()
    return window

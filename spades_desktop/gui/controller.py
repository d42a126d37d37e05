"""The game controller: owns the ``Game``, feeds its events to the table one by one, runs the bots.

Every move (a human's drop, click, key or panel button, a bot's choice) goes
through ``Game.apply``; the events it returns are queued and handed to the
presenter (the table) one at a time, each after the previous one finished
animating. Only when the queue is empty does the game go on: a human's turn
waits for input, a bot's turn runs the bot on a worker thread (it sees only
``game.view(seat)``) with a short natural pause, so the window never freezes.

Pass-and-play (two or more human seats): the table is given only what the
person at the screen may see (``shown_view``). A human's hand is face up only
during that human's turn; as soon as they have decided (and do not decide
again at once, as after "Look at my cards"), it is turned face down. When the
next decision belongs to a different human than the last one, the game waits
in ``State.HAND_OFF`` behind a cover until that person says they are ready
(``ready()``); the table then turns so that they sit at the bottom, shows
their hand and a recap of what happened since their last turn (``recap``).
With one human (or none) nothing of this happens: the table shows the human's
(or, with bots only, seat 0's) hand all the time, as before.

Undo and redo (``undo()``, ``redo()``): undo rebuilds the game from its start
with every action before the last human decision (``record.history``), so the
engine stays the single source of truth; the taken-back actions are kept and
redo applies them again through ``Game.apply``. A bot is made afresh for each
decision with a seed from the game's seed, its seat and the number of actions
so far, so it decides the same way at the same point: after an undo, a redo,
or a saved game opened again. With two or more humans undo needs the table's
"allow undo" option (``GameSetup.allow_undo``).
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import math
import sys
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from ..ai import create_player
from ..ai.base import Player, reason_message
from ..ai.claim import (
    CLAIM_NODES,
    NIL_ON_SIDE,
    claim_card,
    claim_refusal,
    tricks_left,
)
from ..ai.coach import coach_seed
from ..ai.double_dummy import Table
from ..ai.hint import HintPlayer
from ..ai.message import Message
from ..engine import (
    LOOK,
    Action,
    Bid,
    CardDrawn,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandScored,
    IllegalActionError,
    Look,
    Phase,
    Play,
    RuleSet,
    SeatView,
)
from ..engine.deal import deal_number_hidden
from ..record.history import (
    OnlyMoves,
    Step,
    apply_steps,
    decision_seed,
    only_moves,
    rebuild,
    redo_length,
    step_count,
    steps,
    undo_point,
)
from . import texts
from .pass_and_play import Marker, Recap, build_recap, mask

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class SeatSetup:
    name: str
    level: str  # "human" or a bot level ("easy", "normal", "hard")

    @property
    def is_human(self) -> bool:
        return self.level == HUMAN


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start (and restart) a game."""

    rules: RuleSet
    seats: tuple[SeatSetup, ...]
    seed: int  # the game's deal number: it fixes every deal of the match
    preset_id: str = "standard"
    preset_name: str = "Standard"
    first_dealer: int | None = None
    allow_undo: bool = False  # pass-and-play: the players agreed to undo (one human may always undo)
    # the New game window's Target score when it set the game's target over the preset's (the rules card says so);
    # None: the preset's, or not known (a game read from a file, whose record does not keep it)
    chosen_target: int | None = None


def start_time() -> str:
    """Now, as a game's start is kept (ISO, to the millisecond). The start names the game: its autosave, its saved
    files and its History entry carry it, so a resumed, continued or opened game is found in its own entry (it was
    matched by its deal number and players: two games on one deal took each other's entries)."""
    return datetime.datetime.now().isoformat(timespec="milliseconds")


@dataclass(frozen=True, slots=True)
class AfterHand:
    """What the button on a hand's summary does when more than the game decides it (a duplicate match's deal: the
    next deal, or the match's comparison; each deal is a one-hand game, so the game's own words, See the result
    and its Victory, told of that deal alone: Russian family QA), in the words the table says it with."""

    button: str  # the summary's button ("Next deal")
    status: str  # the status line while the summary waits ("Deal 1 of 2 is over: read the scores, then press …")
    reason: str  # said for a move tried meanwhile ("Deal 1 of 2 is over: press Next deal.")
    over: str = ""  # once the game is over: the status line, said in place of its result, which is not shown
    title: str = ""  # the summary's heading and its result's opening words ("Deal 2 of 2 is over"), not "Hand 1 …"
    deal: str = ""  # the hand's name as it is dealt ("Deal 2 of 3: Wes deals."), not "Hand 1: Wes deals."


class State(Enum):
    NO_GAME = "no game"
    ANIMATING = "animating"  # events are being shown
    BOT_THINKING = "bot thinking"
    HUMAN_TURN = "human turn"
    HAND_OVER = "hand over"  # the hand's summary waits for "Next hand"
    GAME_OVER = "game over"
    HAND_OFF = "hand off"  # pass-and-play: the table is covered until the next human is at the screen


class Presenter(Protocol):
    """The table, as the controller sees it."""

    def present(self, event: Event, view: SeatView, done: Callable[[], None]) -> None: ...

    def waiting(self, view: SeatView) -> None: ...

    def show_view(self, view: SeatView) -> None:
        """Show ``view`` as it stands, without animation (a game resumed one action early, to play it again)."""
        ...

    def conceal(self) -> None: ...

    def holding(self) -> bool:
        """A card is held with the mouse: a move made by itself waits until it is let go."""
        ...


# Bot pauses (seconds) at normal speed, so a bot's move can be followed by eye.
BOT_PAUSE = {"bid": 0.55, "play": 0.45, "other": 0.5}
FORCED_PAUSE = 0.4  # seconds at normal speed before another person's only card plays unseen (pass-and-play)
# ... and before the only legal card of the person at the screen plays by itself, said first ("Your only card to
# play: K♦, played for you."): at 0.4 s a newcomer's K♦ and then 3♣ were gone, and the first trick's winner with
# them, before they had touched anything (QA). A player may still play it at once.
FORCED_CARD_PAUSE = 1.2
CLAIM_PAUSE = 0.1  # seconds at normal speed before each card of a claim played out
CLAIM_SPEED = 0.25  # a claim is played out at a quarter of the usual pauses and animations
FORCED_BID_PAUSE = 0.8  # ... and before their only legal bid is made (the panel shows it first)
FORCED_RETRY_MS = 100  # while the player holds a card, the forced card looks again this often (milliseconds)


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    done = Signal(int, int, object, object, str)  # token, seat, action, reason (a Message), error


class _Think:
    """A bot's (or the hint's) decision, run on the thread pool; its answer goes back through ``relay``.

    A plain callable, not a ``QRunnable``: PySide6 (6.11) kept a reference to some finished ``QRunnable``s
    started on a pool, and with the animations off every game's bots stayed in memory with them (a QA player's
    memory grew 108 → 130 MB over ten games, 1,719 of these left alive)."""

    def __init__(self, player: Player, view: SeatView, pause: float, token: int, relay: _Relay,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self._player, self._view, self._pause, self._token, self._relay = player, view, pause, token, relay
        self._cancelled = cancelled  # True: no longer wanted; a job not yet begun is dropped (it says nothing)

    def __call__(self) -> None:
        if self._cancelled is not None and self._cancelled():
            return
        start = time.monotonic()
        action: Action | None = None
        reason = Message("")
        error = ""
        try:
            action = self._player.choose(self._view)
            reason = reason_message(self._player)  # translated on the GUI thread (_hint_done)
        except Exception as exc:  # a bot bug must not stop the game; the controller plays on
            error = f"{type(exc).__name__}: {exc}"
        rest = self._pause - (time.monotonic() - start)
        if rest > 0:
            time.sleep(rest)
        self._relay.done.emit(self._token, self._view.seat, action, reason, error)


class _HintJob:
    """The hint being worked out for one decision (``token``), on the pool beside the bots. Its searches read
    ``clock``, which ``cancel`` sends past every deadline: a hint no longer wanted (the move made, an undo, another
    game) stops at its next look at the clock, so the bots have the pool at once (20 presses of H queued 20
    hints, and the bots waited 14-16 s behind them: family QA)."""

    def __init__(self, token: int) -> None:
        self.token = token
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def is_cancelled(self) -> bool:
        return self.cancelled

    def clock(self) -> float:
        """The monotonic clock, or infinity once cancelled (the hint's deadlines are all then past)."""
        return math.inf if self.cancelled else time.monotonic()


class GameController(QObject):
    """See the module docstring."""

    state_changed = Signal()
    game_started = Signal()
    hand_scored = Signal(object)  # HandScore, when the table shows it
    game_finished = Signal(object)  # GameOver, when the table shows it
    hint_ready = Signal(object, str)  # Action, reason
    notice = Signal(str)  # something the player should read (a bot fault)
    forced_move = Signal(str)  # the person's only card or bid is about to make itself: what it is
    forced_named = Signal(object)  # ... and, once ``forced_move`` has said it, the card (Card) or the Bid it named

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.setup: GameSetup | None = None
        self.started = ""  # when the game was started (``new_game``): it names the game in its files and History
        self.presenter: Presenter | None = None
        self.speed = 1.0  # bot pause factor (0 = no pause)
        self._state = State.NO_GAME
        self._queue: deque[Event] = deque()
        self._presenting = False
        self._pumping = False
        self._token = 0
        self._redo: list[Step] = []  # actions taken back by undo, in game order, for redo
        self._only_moves = OnlyMoves()  # the people's moves that were no decision (their only legal one)
        self.undo_used = False  # a decision was taken back in this game (the record and the sheet say so)
        # True while ``game_started`` announces an undo: the same game, rebuilt at an earlier point (the history
        # keeps it in its entry); False for a new or a resumed game
        self.taken_back = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._relay = _Relay(self)
        self._relay.done.connect(self._bot_done)
        self._hint_relay = _Relay(self)
        self._hint_relay.done.connect(self._hint_done)
        self._hint_job: _HintJob | None = None  # the hint being worked out (one per decision, however often asked)
        self.bottom = 0
        self._viewer: int | None = 0  # whose hand the table may show face up now (None: nobody's)
        self._last_human: int | None = None  # pass-and-play: the human who decided last in this hand
        # pass-and-play: a decision was taken back under the hand-off cover and nobody has decided since: whoever
        # holds the screen now takes back only their own (repeated Ctrl+Z walked back every person's moves, QA)
        self._undone_under_cover = False
        # pass-and-play: the person at the screen when the moves now waiting for redo were taken back on their own
        # turn (their own move: lifting their cover again shows nobody else's cards); None: taken back under a
        # cover or on a summary, where anyone may be at the screen
        self._undo_seen_by: int | None = None
        # pass-and-play: the seat whose cover was lifted after an undo: the moves taken back are no longer redone
        # (Max took back Grandma's bid, looked at her cards and redid it, leaving no trace: QA); ``redo_refusal``
        self._redo_forfeit: int | None = None
        # pass-and-play: each person's moves that an undo took back, not on their own turn (under a cover, on a
        # summary: whoever held the screen), waiting to be made again (oldest first); and, once made again, the
        # pairs (taken back, made in its place) their next turn after their cover tells them (``Recap.taken_back``):
        # the next person could take back a move, lift its maker's cover, see their hand and play for them (QA)
        self._taken_back: dict[int, list[Action]] = {}
        # the last redo's moves end a hand (or the game): its answer is said with the result (``MainWindow._answer``)
        self.redo_ends_hand = False
        self._undo_notes: dict[int, list[tuple[Action, Action]]] = {}
        self._handing_to: int | None = None  # pass-and-play: the human the cover waits for
        self._conceal_after = False  # turn the hand face down once the decision's first event is shown
        # pass-and-play: what each person had seen when they last decided, and the game's action count then
        self._markers: dict[int, tuple[int, Marker]] = {}
        self.recap: Recap | None = None  # pass-and-play: what the human at the screen missed
        self.on_applied: Callable[[Game], None] | None = None  # autosave hook
        self.play_forced = False  # a person's only legal card plays by itself (View menu; the window sets it)
        self.offer_blind = True  # off: a person's cards turn face up at once, no blind question (View menu)
        self._hold_forced = False  # just after an undo: the forced card waits for the player (or another undo)
        # pass-and-play: the person at the screen was called by a hand-off and has not moved yet; their only card
        # waits for them (``_forced_move``)
        self._called = False
        self._claim: tuple[int, Table] | None = None  # (side, solver table) until the hand is scored
        self._hint: HintPlayer | None = None  # the last hint asked for
        self.hint_claims = False  # the last hint given keeps every trick left, sure (``HintPlayer.claims``)
        # The app's bots (tests put simpler ones here): see ``_app_bot``
        self.player_factory: Callable[[str, int], Player] = self._app_bot
        # a duplicate match's deal: the bots think without the clock's caps, as at the bots' table, so that they
        # decide alike at both tables (with the caps a busy machine's Normal bid otherwise: QA)
        self.bots_unclocked = False
        # what Next hand on a hand's summary does when not the game's own (``AfterHand``): None at every
        # ``game_started``, whose slot sets it for a game that is more than a game (a duplicate match's deal)
        self.after_hand: AfterHand | None = None

    # ----------------------------------------------------------------- queries
    @property
    def state(self) -> State:
        return self._state

    @property
    def rules(self) -> RuleSet | None:
        return self.game.rules if self.game is not None else None

    def seat_setup(self, seat: int) -> SeatSetup:
        assert self.setup is not None
        return self.setup.seats[seat]

    def seat_name(self, seat: int) -> str:
        """The player in ``seat`` as the window's sentences name them (``texts.shown_name``: a name thousands of
        letters long from a saved game cut short; the setup and the record keep it whole)."""
        return texts.shown_name(self.setup.seats[seat].name) if self.setup is not None else str(seat)

    def is_human(self, seat: int) -> bool:
        return self.setup is not None and self.setup.seats[seat].is_human

    def view(self) -> SeatView:
        """The bottom seat's view of the game now (everything that seat may know)."""
        assert self.game is not None
        return self.game.view(self.bottom)

    @property
    def pass_and_play(self) -> bool:
        """Two or more people share the screen: hands are private, turns are handed over."""
        return self.setup is not None and sum(seat.is_human for seat in self.setup.seats) >= 2

    def deal_number_hidden(self, hand_number: int) -> bool:
        """Pass-and-play: the deal number of hand ``hand_number`` is not shown, nor its deal dealt again, while the
        game goes on (``engine.deal.deal_number_hidden``, the one rule: the hand in play's, and hand 1's, the
        game's own; hand 1's summary named it, and a second copy showed every later hand, family QA)."""
        game, setup = self.game, self.setup
        if game is None or setup is None:
            return False
        people = sum(seat.is_human for seat in setup.seats)
        return deal_number_hidden(hand_number, people=people, scored=len(game.hand_scores), over=game.is_over)

    @property
    def viewer(self) -> int | None:
        """The seat whose hand may be face up on the table now (None between two people's turns)."""
        return self._viewer

    @property
    def handing_to(self) -> int | None:
        """The human the hand-off cover waits for (None when there is no cover)."""
        return self._handing_to if self._state is State.HAND_OFF else None

    def shown_view(self, seat: int | None = None) -> SeatView:
        """What the table may show of ``seat``'s view (the bottom seat's by default).

        Private parts (the hand, the draw card, passed and received cards) are
        taken out unless that seat's player is the one at the screen.
        """
        assert self.game is not None
        seat = self.bottom if seat is None else seat
        view = self.game.view(seat)
        return view if seat == self._viewer else mask(view)

    def acting_view(self) -> SeatView | None:
        """The acting human's own view, during their turn only (for the panels and the hint)."""
        game = self.game
        if game is None or self._state is not State.HUMAN_TURN or game.to_act is None:
            return None
        return game.view(game.to_act)

    def acting_seat(self) -> int | None:
        return self.game.to_act if self.game is not None and not self.game.is_over else None

    @property
    def waiting_for_human(self) -> bool:
        return self._state is State.HUMAN_TURN

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play."""
        return frozenset() if self.setup is None else frozenset(
            s for s, seat in enumerate(self.setup.seats) if seat.is_human)

    @property
    def forced_waits(self) -> bool:
        """The next move of a person, when it is their only legal one, waits for them instead of making itself:
        an undo left it so, until their next move (the saved game keeps it: ``GameRecord.forced_waits``)."""
        return self._hold_forced

    @property
    def undo_allowed(self) -> bool:
        """One human may always undo; at a pass-and-play table only when the players agreed to it."""
        return self.setup is not None and (not self.pass_and_play or self.setup.allow_undo)

    # ------------------------------------------------------------------- games
    def new_game(self, setup: GameSetup, game: Game | None = None, *, undo_used: bool = False,
                 started: str = "", forced_waits: bool = False) -> None:
        """Start ``setup`` (or go on with ``game``, a resumed one) and show its first events.

        ``undo_used`` carries the fact that a resumed game had a decision taken back; ``started``, when the game
        was started (a resumed game's, from its record; now for a new one); ``forced_waits``, that a resumed game's
        next move, a person's only one, was waiting for them when it was saved (``forced_waits``).
        """
        self.started = started or start_time()
        self._redo = []
        # A shared screen's game resumed after a move was taken back: its first cover takes back only its person's
        # own move, as after an undo under a cover (closed and opened again, the lock was gone, and whoever held
        # the screen walked everyone's moves back: family QA). Whether it was left so is not saved: any such game.
        # (Not one left at a hand's summary: a move was made there since any undo.)
        self._undone_under_cover = (game is not None and undo_used and not left_at_summary(game)
                                    and sum(seat.is_human for seat in setup.seats) >= 2)
        self._undo_seen_by = self._redo_forfeit = None
        self._taken_back, self._undo_notes = {}, {}
        self.undo_used = undo_used
        # resumed as it was closed: a forced card that waited for its player still waits (it played itself at once,
        # and the hand was scored: QA robust8); at a shared screen its person is called to play it
        self._hold_forced = game is not None and forced_waits
        self.taken_back = False
        self._load(setup, game)

    def _load(self, setup: GameSetup, game: Game | None,
              markers: dict[int, tuple[int, Marker]] | None = None) -> None:
        """Show ``game`` (a new one of ``setup`` when None) from scratch: the table, whose turn, the bots.
        ``markers``: what each person had seen (an undo keeps them; None: nothing, a recap from the deal)."""
        self._new_token()
        self._queue.clear()
        self._presenting = False
        self.setup = setup
        humans = [s for s, seat in enumerate(setup.seats) if seat.is_human]
        self.bottom = humans[0] if humans else 0
        self._viewer = None if self.pass_and_play else self.bottom
        self._last_human = self._handing_to = None
        self._conceal_after = False
        self._called = False
        self._markers = dict(markers or {})
        self.recap = None
        self._claim = None  # an undo, a redo from scratch or another game: a claim made before is over
        fresh = game is None
        self.game = game if game is not None else Game(setup.rules, setup.seed, first_dealer=setup.first_dealer)
        last: Step | None = None
        if not fresh and not self.taken_back and left_at_summary(self.game):
            # Left at a hand's summary: the game is shown one action earlier and that action (the hand's last card)
            # is played again, so its trick, its summary and the next deal come as they came (resumed in the next
            # hand, the bots had bid before the player saw how the hand went, and the plates showed the next hand).
            done = steps(self.game)
            last = done[-1]
            self.game = rebuild(self.game, len(done) - 1)
        self._set_state(State.ANIMATING)
        self.after_hand = None
        self.game_started.emit()
        if fresh:
            self._queue.extend(self.game.start_events)
        elif last is not None:
            if self.presenter is not None:
                self.presenter.show_view(self.shown_view())  # the hand as it stood before its last card
            self._queue.extend(self.game.apply(last[1], last[0]))
        self._pump()

    def stop(self) -> None:
        """Forget the game (bots still thinking are ignored when they answer; a hint being worked out stops)."""
        self._new_token()
        self._queue.clear()
        self._presenting = False
        self._set_state(State.NO_GAME)

    def shutdown(self) -> None:
        self.stop()
        self._pool.clear()
        self._pool.waitForDone(3000)

    # ------------------------------------------------------------------- moves
    def wait_reason(self) -> str:
        """Why the human cannot act now, in words for the status line."""
        if self._state is State.BOT_THINKING:
            seat = self.acting_seat()
            if seat is not None:
                return self.tr("Wait: {0} is thinking.").format(self.seat_name(seat))
        if self._state is State.ANIMATING:
            return self.tr("Wait for the cards to settle.")
        if self._state is State.HAND_OVER and self.after_hand is not None:
            return self.after_hand.reason
        if self._state is State.HAND_OVER:
            if self.game is not None and self.game.is_over:  # the summary's button says so on the last hand
                return self.tr("The last hand is over: press See the result.")
            return self.tr("The hand is over: press Next hand.")
        if self._state is State.GAME_OVER:
            return self.tr("The game is over: start a new game from the Game menu.")
        if self._state is State.NO_GAME:
            return self.tr("Start a new game from the Game menu.")
        if self._state is State.HAND_OFF and self._handing_to is not None:
            return self.tr("Waiting for {0} to come to the screen.").format(self.seat_name(self._handing_to))
        return ""

    def submit(self, action: Action) -> str | None:
        """The human's move: None when it was made, else why not (for the status line)."""
        game = self.game
        if game is None or self._state is not State.HUMAN_TURN:
            return self.wait_reason() or self.tr("It is not your turn.")
        seat = game.to_act
        # What the player has seen: the table before their move (what follows it is shown with their hand
        # face down, maybe to the next player already; the cards their partner passes them, say).
        seen = Marker.of(game.view(seat)) if seat is not None else None
        position = step_count(game)
        try:
            events = game.apply(action, seat=seat)
        except IllegalActionError as exc:
            return texts.sentence(texts.error_text(exc))
        self._hold_forced = self._called = False
        self._undone_under_cover = False
        if seat is not None:
            self._follow_redo((seat, action))
        if self.pass_and_play and seat is not None and seen is not None:
            self._markers[seat] = (position, seen)
            self._last_human = seat
            again = (not game.is_over and game.to_act == seat
                     and not any(isinstance(e, (HandScored, HandDealt)) for e in events))
            self._conceal_after = not again  # the same person decides again at once: the hand stays up
        self._applied(events)
        return None

    def ready(self) -> bool:
        """The human the hand-off cover names is at the screen: show their hand and let them act."""
        seat = self._handing_to
        if self.game is None or self._state is not State.HAND_OFF or seat is None:
            return False
        self._handing_to = None
        if self._redo and self.pass_and_play and seat != self._undo_seen_by:
            # Someone's cards are shown after an undo, maybe not to their owner: what was taken back is made again
            # by hand, not redone (a peek at another person's hand would otherwise be free and leave no trace)
            self._redo = []
            self._redo_forfeit = seat
        # their own moves taken back and made again while anyone may have held the screen: told now, behind their
        # own cover (a turn of theirs that follows without a cover may still be the other person's at the screen)
        self._begin_turn(seat, tuple(self._undo_notes.pop(seat, ())))
        self._called = True
        self._human_turn()
        return True

    def retaken(self, seat: int) -> Action | None:
        """Pass-and-play: ``seat``'s move that an undo took back while someone else may have held the screen (under
        a cover, on a summary), when it is theirs to make again now: their cover and their recap say why they are
        called back (only the status line said it, and only until the cover was lifted: family QA). None else."""
        game = self.game
        waiting = self._taken_back.get(seat)
        if not self.pass_and_play or game is None or not waiting or game.to_act != seat:
            return None
        return waiting[0]

    def _begin_turn(self, seat: int, taken_back: tuple[tuple[Action, Action], ...] = ()) -> None:
        assert self.game is not None
        self._viewer = self.bottom = seat
        marker = self._markers.get(seat)
        recap = build_recap(self.game.view(seat), marker[1] if marker is not None else None, taken_back,
                            again=self.retaken(seat))
        self.recap = None if recap.empty else recap

    def _conceal(self) -> None:
        """Pass-and-play: the decision is made; turn the hand face down before anything else is shown."""
        self._conceal_after = False
        self._viewer = None
        self.recap = None
        if self.presenter is not None:
            self.presenter.conceal()

    def _wait(self) -> None:
        if self.presenter is not None:
            self.presenter.waiting(self.shown_view())

    def _applied(self, events: list[Event]) -> None:
        self._new_token()
        self._queue.extend(events)
        if self.on_applied is not None and self.game is not None:
            self.on_applied(self.game)
        self._set_state(State.ANIMATING)
        self._tell_draw(events)
        self._pump()

    def _tell_draw(self, events: list[Event]) -> None:
        """The two-player draw: the person at the screen is told the card they let go (RULES.md section 4: a
        kept card's follower is looked at, then discarded; it went unseen). Kept until their next turn, never
        on another person's cover (``MainWindow.show_notice``), and said to a screen reader."""
        for event in events:
            if (isinstance(event, CardDrawn) and self.is_human(event.seat)
                    and (not self.pass_and_play or event.seat == self._viewer)):
                kept, dropped = texts.card_text(event.kept), texts.card_text(event.discarded)
                if event.kept_first:
                    text = self.tr("You kept the {0}; the next card, the {1}, is discarded.").format(kept, dropped)
                else:
                    text = self.tr("You discarded the {0} and took the next card, the {1}.").format(dropped, kept)
                self.notice.emit(text)

    def _new_token(self) -> None:
        """The game moved on (a move, an undo, another game, none): answers asked for before are ignored, and the
        hint being worked out is no longer wanted: it stops."""
        self._token += 1
        if self._hint_job is not None:
            self._hint_job.cancel()
            self._hint_job = None

    # ---------------------------------------------------------- presentation
    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._queue and not self._presenting:
                event = self._queue.popleft()
                self._presenting = True
                if isinstance(event, HandScored):
                    self._claim = None  # a claim ends with its hand
                    self._set_state(State.HAND_OVER)
                    self.hand_scored.emit(event.score)
                elif isinstance(event, GameOver):
                    self._set_state(State.GAME_OVER)
                    self.game_finished.emit(event)
                elif isinstance(event, HandDealt):
                    self._set_state(State.ANIMATING)
                    self._last_human = None  # every hand's first human decision is handed over
                if self.presenter is None:
                    self._presenting = False
                    if self._conceal_after:
                        self._conceal()
                else:
                    self.presenter.present(event, self.shown_view(), functools.partial(self._presented, self._token))
        finally:
            self._pumping = False
        if not self._queue and not self._presenting:
            self._advance()

    def _presented(self, token: int) -> None:
        if token != self._token:
            return
        self._presenting = False
        if self._conceal_after:
            self._conceal()
        self._pump()

    def _advance(self) -> None:
        game = self.game
        if game is None:
            return
        if self._conceal_after:
            self._conceal()
        if game.is_over:
            self._set_state(State.GAME_OVER)
            return
        seat = game.to_act
        assert seat is not None
        if self._claiming(seat):
            self._set_state(State.BOT_THINKING)  # the claim plays itself; the player's input waits
            self._wait()
            QTimer.singleShot(round(CLAIM_PAUSE * 1000 * self.speed),
                              functools.partial(self._claim_move, self._token, seat))
            return
        if self.is_human(seat):
            if self.pass_and_play and seat != self._viewer:
                if (seat != self._last_human and (forced := self._forced_card()) is not None
                        and len(game.view(seat).hand or ()) == 1):
                    # Their last card plays itself: nobody is called to the screen for it (a family passed the
                    # laptop 11 times in one hand to watch a card go); the hand stays face down. Only the last:
                    # an earlier forced card, said as "only card to play", told the table that its player was out
                    # of the suit (a lone 4♣ to a club lead: void in clubs on trick 1; QA family11).
                    self._set_state(State.BOT_THINKING)
                    self._wait()
                    QTimer.singleShot(round(FORCED_PAUSE * 1000 * self.speed),
                                      functools.partial(self._play_forced_unseen, self._token, seat, forced))
                    return
                if seat != self._last_human:  # another person's turn: cover the table until they are ready
                    self._viewer = None
                    self._handing_to = self.bottom = seat
                    self._set_state(State.HAND_OFF)
                    self._wait()
                    return
                self._begin_turn(seat)  # the same person again (only bots moved): no hand-off
            self._human_turn()
            return
        self._set_state(State.BOT_THINKING)
        self._wait()
        view = game.view(seat)
        kind = "bid" if view.phase in (Phase.BID, Phase.DECLARE) else "play" if view.phase is Phase.PLAY else "other"
        pause = BOT_PAUSE[kind] * self.speed * (CLAIM_SPEED if self._claim is not None else 1.0)
        self._pool.start(_Think(self._bot(seat), view, pause, self._token, self._relay))

    def _human_turn(self) -> None:
        """A person decides now; an only legal card or bid is made by itself after a moment (``play_forced``)."""
        self._set_state(State.HUMAN_TURN)
        self._wait()
        forced = self._forced_move()
        if forced is not None:
            action, pause = forced
            if isinstance(action, Play):
                # Said as the pause begins (the table shows it by the trick, the status line keeps it until the
                # player's next turn): said only as the card went, it was gone before a newcomer read it (QA).
                # Still before the card goes: said after it, "You play the nine of clubs. You win the trick. Your
                # lead. Your only card to play: nine of clubs." sounded as if it were the only card for the new lead.
                self.forced_move.emit(self.tr("Your only card to play: {0}, played for you.").format(
                    texts.card_text(action.card)))
                self.forced_named.emit(action.card)  # not said again as it plays: "You play the …" (Orca QA)
            QTimer.singleShot(round(pause * 1000 * self.speed),
                              functools.partial(self._play_forced, self._token, action))

    def forced_card(self) -> Play | None:
        """The person's only card, waiting to play by itself (``FORCED_CARD_PAUSE``), or None."""
        return self._forced_card() if self._state is State.HUMAN_TURN else None

    def set_offer_blind(self, on: bool) -> None:
        """Ask a person to bid blind or look (on), or turn their cards up at once (off: the question showing now
        goes too)."""
        self.offer_blind = on
        game = self.game
        if not on and self._state is State.HUMAN_TURN and game is not None and LOOK in game.legal_actions():
            self.submit(LOOK)

    def _forced_move(self) -> tuple[Action, float] | None:
        """The only legal move of the person to act when it makes itself (``play_forced``), with the pause before
        it: a card's, or a bid's, which comes after the bid panel is seen (mirrors' spade count, suicide's forced
        nil). None when they have a choice, or for any other kind of move."""
        game = self.game
        if game is None:
            return None
        legal = game.legal_actions()
        if not self.offer_blind and LOOK in legal and game.phase in (Phase.BID, Phase.DECLARE):  # (two players:
            # DECLARE). Even after an undo: the question the player turned off came back (re-check QA)
            return LOOK, 0.0  # the blind question every hand puzzled a beginner (View ▸ Offer blind bids… off)
        if self._hold_forced or not self.play_forced or len(legal) != 1:
            return None
        action = legal[0]
        if isinstance(action, Play) and self._called:
            # pass-and-play: a person called to the screen plays their only card themselves. Played for them, a
            # child was handed the laptop to watch a card go and pass it on (QA family12: 8 of 51 hand-offs)
            return None
        if isinstance(action, Play) and game.phase is Phase.PLAY:
            return action, FORCED_CARD_PAUSE
        if isinstance(action, (Bid, Look)) and game.phase in (Phase.BID, Phase.DECLARE):
            return action, FORCED_BID_PAUSE
        return None

    def _forced_card(self) -> Play | None:
        """The card the person to act must play, when it is their only legal move and plays by itself."""
        forced = self._forced_move()
        return forced[0] if forced is not None and isinstance(forced[0], Play) else None

    def _play_forced_unseen(self, token: int, seat: int, action: Play) -> None:
        """Pass-and-play: another person's only card, played without showing their hand (see ``_advance``)."""
        game = self.game
        if (token != self._token or game is None or self._state is not State.BOT_THINKING or game.to_act != seat
                or list(game.legal_actions()) != [action]):
            return
        self.notice.emit(self.tr("{0}'s only card to play: {1}.").format(
            self.seat_name(seat), texts.card_text(action.card)))
        self._make_move(seat, action)

    def _make_move(self, seat: int, action: Action) -> None:
        """A move the table makes for a seat (a bot's, a claim's card, a forced card unseen): applied, followed
        in the redo list, and shown."""
        assert self.game is not None
        events = self.game.apply(action, seat=seat)
        self._follow_redo((seat, action))
        self._applied(events)

    def _play_forced(self, token: int, action: Action) -> None:
        game = self.game
        looking = game is not None and action == LOOK and not self.offer_blind and action in game.legal_actions()
        if (token != self._token or game is None or self._state is not State.HUMAN_TURN
                or (list(game.legal_actions()) != [action] and not looking)):
            return  # the player moved first, or undid, or the game changed
        if self.presenter is not None and self.presenter.holding():
            # The player holds a card: the forced card waits until it is let go (played, or back in the hand).
            # Played under the held card, the table was left waiting for the animation for ever.
            QTimer.singleShot(FORCED_RETRY_MS, functools.partial(self._play_forced, token, action))
            return
        # A card was said as its pause began (``_human_turn``)
        # (a look without the blind question is no forced move: the bid panel follows at once)
        if not isinstance(action, Play) and not looking:
            text = self.tr("Your only choice: {0}.").format(texts.action_text(action))
            view = game.view(game.to_act) if game.to_act is not None else None
            if view is not None and view.phase is Phase.BID:
                # why, where it stays: the bid panel's reason ("in mirrors you bid your spade count (4)") showed
                # for 0.8 s, and never with no animation (a newcomer's QA)
                why = texts.bid_reason_sentence(view)
                if why:
                    text = self.tr("{0} {1}").format(text, why)
            self.forced_move.emit(text)
            if isinstance(action, Bid):
                self.forced_named.emit(action)  # "You bid 4." is not said after "Your only choice: bid 4. …"
        self.submit(action)

    # ------------------------------------------------------------------ claims
    def claim(self) -> tuple[bool, str]:
        """The player at the screen claims every trick left: (True, what now happens) when the double-dummy
        solver finds that their side takes them all however the others play, else (False, why not). A claim
        that holds is played out card by card for the player's side (the engine still decides every trick)."""
        table: Table = {}
        problem = self._claim_problem(table)
        game = self.game
        if problem is not None or game is None or game.to_act is None:
            return False, problem or ""
        seat, left = game.to_act, tricks_left(game)
        self._claim = (game.rules.side_of(seat), table)
        self._set_state(State.BOT_THINKING)  # the claim plays itself from here; the player's input waits
        self._wait()
        QTimer.singleShot(0, functools.partial(self._claim_move, self._token, seat))
        if game.rules.partner_of(seat) is None:
            if left == 1:
                return True, self.tr("Claimed: you take the last trick.")
            return True, self.tr("Claimed: you take the last {0}.").format(
                texts.count_of(left, self.tr("trick|tricks")))
        if left == 1:
            return True, self.tr("Claimed: your side takes the last trick.")
        return True, self.tr("Claimed: your side takes the last {0}.").format(
            texts.count_of(left, self.tr("trick|tricks")))

    @property
    def claim_offered(self) -> bool:
        """A claim may be asked for now: the play, on the turn of the one person at the table (the window's
        Claim entry is on then); whether it holds is ``claim``'s to find."""
        game = self.game
        return (len(self.humans) == 1 and self._state is State.HUMAN_TURN and game is not None
                and game.to_act is not None and game.phase is Phase.PLAY)

    def _claim_problem(self, table: Table | None = None, nodes: int = CLAIM_NODES) -> str | None:
        """Why the person at the screen cannot claim every trick left now (for the status line), or None."""
        game = self.game
        if len(self.humans) > 1:
            return self.tr("A claim is made against the computer: with other people at the table, play on.")
        if not self.claim_offered or game is None or game.to_act is None:
            return self.tr("You can claim the rest of the tricks during the play, on your turn.")
        seat = game.to_act
        refusal = claim_refusal(game, seat, nodes=nodes, table=table)
        if refusal == NIL_ON_SIDE:
            return self.tr("No claim while your side has a nil to make: play on.")
        if refusal is not None:
            return self.tr("Not every trick left is sure yet: play on.")
        return None

    @property
    def claimed(self) -> bool:
        """A claim is being played out."""
        return self._claim is not None

    def _claiming(self, seat: int) -> bool:
        """Whether ``seat``'s next card is a claim's: its side claimed this hand's tricks (the hand's score,
        an undo or another game ends a claim)."""
        game, claim = self.game, self._claim
        return claim is not None and game is not None and game.rules.side_of(seat) == claim[0]

    def _claim_move(self, token: int, seat: int) -> None:
        """Play ``seat``'s next card of the claim (the solver's choice among the cards that keep every trick)."""
        game, claim = self.game, self._claim
        if token != self._token or game is None or claim is None or game.to_act != seat or not self._claiming(seat):
            return
        try:
            card = claim_card(game, seat, table=claim[1])
        except ValueError:  # no card keeps every trick within the solver's budget: play goes on as usual
            self._claim = None
            self.notice.emit(self.tr("The claim stops here: play on."))
            self._advance()
            return
        self._make_move(seat, Play(card))

    def _bot(self, seat: int) -> Player:
        """A fresh bot for this decision: its choice depends only on the game's seed, the seat and the position."""
        assert self.game is not None and self.setup is not None
        return self.player_factory(self.setup.seats[seat].level,
                                   decision_seed(self.setup.seed, seat, step_count(self.game)))

    def _app_bot(self, level: str, seed: int) -> Player:
        """A bot of the app: with the monotonic clock, so no decision takes much more than ``hard.TIME_CAP``
        (not in a duplicate match's deal, ``bots_unclocked``), and told which seats are people (Hard reads their
        bids more loosely than a bot's)."""
        humans = [s for s, seat in enumerate(self.setup.seats) if seat.is_human] if self.setup is not None else []
        return create_player(level, seed, clock=None if self.bots_unclocked else time.monotonic, humans=humans)

    def _bot_done(self, token: int, seat: int, action: object, reason: object, error: str) -> None:
        game = self.game
        if token != self._token or game is None or self._state is not State.BOT_THINKING or game.to_act != seat:
            return
        legal = game.legal_actions()
        if error or action not in legal:
            problem = error or f"{action} is not a legal move"
            print(f"spades-desktop: the bot in seat {seat} failed ({problem}); it plays {legal[0]} instead",
                  file=sys.stderr)
            self.notice.emit(self.tr("{0}'s bot made a mistake; it plays {1} instead.").format(
                self.seat_name(seat), texts.action_text(legal[0], theirs=True)))
            action = legal[0]
        assert not isinstance(action, str)
        self._make_move(seat, action)  # type: ignore[arg-type]

    # ------------------------------------------------------------------- hints
    def request_hint(self) -> bool:
        """Ask the Normal bot what it would do in the human's place, checked with the coach's weighing
        (``ai.hint``); answers through ``hint_ready``. Asked again while it is worked out, it goes on (True: it
        is coming); it stops when the decision is made or taken back (``_new_token``)."""
        game = self.game
        if game is None or self._state is not State.HUMAN_TURN:
            return False
        if self._hint_job is not None and self._hint_job.token == self._token:
            return True  # already being worked out: another one would only hold up the bots behind it
        assert self.setup is not None
        seat = game.to_act if game.to_act is not None else self.bottom
        job = self._hint_job = _HintJob(self._token)
        hint = HintPlayer(decision_seed(self.setup.seed ^ 0x5EED, seat, step_count(game)), humans=self.humans,
                          clock=job.clock,  # the clock caps a bid's search and the check, as a bot's bid
                          # the review's guesses. Only the seat's view: the hint once asked the solver about the
                          # whole deal, and positions the player could not tell apart got different hints
                          check_seed=coach_seed(self.setup.seed, seat, step_count(game)))
        self._hint = hint
        self.hint_claims = False
        self._pool.start(_Think(hint, game.view(seat), 0.0, self._token, self._hint_relay, job.is_cancelled))
        return True

    def _hint_done(self, token: int, seat: int, action: object, reason: object, error: str) -> None:
        if self._hint_job is not None and self._hint_job.token == token:
            self._hint_job = None  # worked out: asked again, the hint is worked out again
        if token != self._token or self._state is not State.HUMAN_TURN:
            return
        if error or action is None:
            self.notice.emit(self.tr("No hint this time: {0}").format(error or "?"))
            return
        from .review.coach_text import message_text  # a local import: gui.review imports this module

        # the hint keeps every trick left whatever the unseen cards are, and says so: the table may add "you may
        # claim them" (a claim is made against the computer only: one person at the table)
        self.hint_claims = (self._hint is not None and self._hint.claims and isinstance(action, Play)
                            and len(self.humans) == 1)
        self.hint_ready.emit(action, message_text(reason) if isinstance(reason, Message) else str(reason))

    # ------------------------------------------------------------- undo, redo
    def can_undo(self) -> bool:
        game = self.game
        return (game is not None and self._state is not State.NO_GAME and self.undo_allowed
                and self._undo_point() is not None and not self.undo_refusal())

    def undo_refusal(self) -> str:
        """Why the last human decision may not be taken back now ('' when it may, or when there is none).

        At a pass-and-play table (where the people chose to allow undo) a person whose cards are shown takes back
        only their own last decision (Kid, with his cards seen, took back Mum's bid); under the cover between two
        people the last person's decision may be taken back (the cover then comes back for them). A look at
        one's cards is never taken back there (undone, it offered blind nil again to a person who had seen
        them). Once a decision was taken back under the cover, the next one is only its maker's, as on a turn:
        whoever held the screen could otherwise take back everyone's moves, one Ctrl+Z after another. Alone
        against bots undo reaches back over a look, into the hand before: the player's own game, which is marked
        as played with undo."""
        game = self.game
        if game is None:
            return ""
        done = steps(game)
        point = self._undo_point()
        if point is None:
            return ""
        seat, action = done[point]
        if self.pass_and_play:
            if isinstance(action, Look):
                return self.tr("You have seen your cards: looking at them cannot be taken back.")
            if (self._state is State.HUMAN_TURN or self._undone_under_cover) and seat != game.to_act:
                return self.tr("Only {0} may take back their own last move.").format(self.seat_name(seat))
        return ""

    def _undo_point(self) -> int | None:
        """The position of the last decision of a person (``undo_point``): a look made by the table (the blind
        question off) and a move that was their only legal one are none, and undo goes back over them."""
        game = self.game
        if game is None:
            return None
        # only where an only card plays by itself (View ▸ play_forced): chosen by hand, it was the person's move
        forced = self._only_moves.of(game, self.humans, last_cards=self.pass_and_play) if self.play_forced else ()
        return undo_point(steps(game), self.humans, skip_looks=not self.offer_blind, forced=forced)

    def undo_owner(self) -> str:
        """At a pass-and-play table, the name of the person whose decision undo would take back ('' otherwise)."""
        game = self.game
        if game is None or not self.pass_and_play or self.setup is None:
            return ""
        point = self._undo_point()
        return self.seat_name(steps(game)[point][0]) if point is not None else ""

    def can_redo(self) -> bool:
        """Something was taken back and the game stands just before it: a human's decision comes next. (After the
        human makes the taken-back move again, redo waits while the bots make theirs: the same ones again.)"""
        # Not while moves are being shown, nor while a hand's summary waits for Next hand (a presentation too):
        # the next redo's moves would queue behind a presentation whose end is then ignored (a new token), and
        # the table would wait for it for ever (QA: a second Ctrl+Y on the summary).
        return (self.game is not None and self._state not in (State.NO_GAME, State.ANIMATING) and self.undo_allowed
                and not self._presenting and bool(self._redo) and self._redo[0][0] in self.humans)

    def redo_refusal(self) -> str:
        """Why Redo is greyed while taken-back moves wait for it ('' when it is not): on a hand's summary redo goes
        on only after Next hand (``can_redo``), and further Ctrl+Y there did nothing and said nothing (QA). At a
        pass-and-play table the taken-back moves are forgotten once a cover is lifted after the undo (``ready``):
        until the next move, Ctrl+Y says so."""
        if (self._redo_forfeit is not None and self.game is not None and self.setup is not None
                and self._state is not State.NO_GAME and not self._redo):
            return self.tr("No redo: {0}'s cards were shown after the undo. Make the move again.").format(
                self.seat_name(self._redo_forfeit))
        if (self.game is None or self._state is not State.HAND_OVER or not self.undo_allowed or not self._redo
                or self._redo[0][0] not in self.humans or self.can_redo()):
            return ""
        return self.tr("Redo goes on after Next hand.")

    def undo(self) -> str | None:
        """Take back the last human decision and everything the bots did after it; what was undone, in words
        (None when there is nothing to undo). A bot still thinking is forgotten."""
        game = self.game
        if game is None or not self.can_undo():
            return None
        done = steps(game)
        point = self._undo_point()
        assert point is not None
        taken = done[point:]
        earlier = rebuild(game, point)
        # a hand's score taken back: also undone from its summary or the game-over panel, where the next hand has
        # not begun (the hand number alone missed those: the scorepad's row went without a word)
        hands_back = _scored(game) - _scored(earlier)
        self._note_taken_back(taken[0])
        if self._state is State.HUMAN_TURN:  # (pass-and-play: the person at the screen takes back their own move)
            self._undo_seen_by = self._viewer
        elif not self._undone_under_cover:  # (a further undo under the cover after one keeps the first's person)
            self._undo_seen_by = None
        self._redo_forfeit = None
        self._redo = taken + self._redo
        self.undo_used = True
        # Taken back under a cover, wherever it was asked (a turn, the cover, a hand's summary, the game-over
        # panel): the game goes back to the last person's decision, which waits under their cover (``_advance``).
        # Set first, so the window's Undo reads it when the cover comes up. (From the summary or the game-over
        # panel it counted as not under the cover, and the next Ctrl+Z took back another person's move: QA.)
        self._undone_under_cover = self.pass_and_play
        self._hold_forced = True  # a forced card taken back waits: it would otherwise play again at once
        self._restore(earlier)
        if self._undone_under_cover and self._state is not State.HAND_OFF:
            self._undone_under_cover = False  # (not under a cover after all: its maker is at the screen)
            self.state_changed.emit()
        text = self._describe(self.tr("Undone: {0}."), self.tr("Undone: {0}, and the bot move after it."),
                              self.tr("Undone: {0}, and the {1} bot moves after it."), taken,
                              self.tr("Undone: {0}, and the move after it."),
                              self.tr("Undone: {0}, and the {1} moves after it."))
        if hands_back:
            text += " " + self.tr("The score of hand {0} is taken back.").format(earlier.hand_number)
        return text

    def redo(self) -> str | None:
        """Apply again the next taken-back human decision and the bots' moves after it; what was redone, in words
        (None when there is nothing to redo)."""
        game = self.game
        if game is None or not self.can_redo():
            return None
        forced: frozenset[int] = frozenset()
        # the people's moves that were no decision are made again with the rest, as undo took them back (a game
        # from a set-up position cannot be rebuilt: every move a decision)
        if self.play_forced:
            with contextlib.suppress(IllegalActionError):
                forced = only_moves(rebuild(game, step_count(game)), self._redo, self.humans,
                                    last_cards=self.pass_and_play)
        todo = self._redo[: redo_length(self._redo, self.humans, forced)]
        self.redo_ends_hand = False
        self._undone_under_cover = False  # the move made again: as before the undo, its maker may take it back
        text = self._describe(self.tr("Redone: {0}."), self.tr("Redone: {0}, and the bot move after it."),
                              self.tr("Redone: {0}, and the {1} bot moves after it."), todo,
                              self.tr("Redone: {0}, and the move after it."),
                              self.tr("Redone: {0}, and the {1} moves after it."))
        if self.pass_and_play:
            self._conceal_after = True  # the redone moves are shown with every hand face down
        for step in todo:
            self._note_made_again(step)  # (the same move again, nobody's cards seen: nothing to tell)
        del self._redo[: len(todo)]
        events = apply_steps(game, todo)
        self.redo_ends_hand = any(isinstance(e, (HandScored, GameOver)) for e in events)
        self._applied(events)
        return text

    def _note_taken_back(self, step: Step) -> None:
        """Pass-and-play: ``step``, a person's move, is taken back. Unless they take it back on their own turn, its
        making again is told to them (``_note_made_again``). A move made in place of one taken back before, taken
        back in turn, tells of the first one."""
        seat, action = step
        if not self.pass_and_play or seat not in self.humans or isinstance(action, Look):
            return
        if self._state is State.HUMAN_TURN and self._viewer == seat:
            return  # their own move, on their own turn: they know
        notes = self._undo_notes.get(seat)
        if notes and notes[-1][1] == action:
            action = notes.pop()[0]
            if not notes:
                del self._undo_notes[seat]
        self._taken_back.setdefault(seat, []).insert(0, action)

    def _note_made_again(self, step: Step, by_hand: bool = False) -> None:
        """A move of a person's whose move was taken back (``_note_taken_back``): the pair is kept for their next
        turn behind their cover. Redone (``by_hand`` False), the same move again tells nothing."""
        seat, action = step
        waiting = self._taken_back.get(seat)
        if not waiting:
            return
        taken = waiting.pop(0)
        if not waiting:
            del self._taken_back[seat]
        if by_hand or taken != action:
            self._undo_notes.setdefault(seat, []).append((taken, action))

    def _follow_redo(self, step: Step) -> None:
        """A new action: when it is the next taken-back one the redo list goes on after it, else it is forgotten."""
        self._note_made_again(step, by_hand=True)
        self._redo_forfeit = None  # (the move made again by hand: nothing more to say about redo)
        if self._redo and self._redo[0] == step:
            del self._redo[0]
        else:
            self._redo = []

    def _restore(self, game: Game) -> None:
        """Show ``game``, an earlier (or the same) point of the game in progress, as if it had just been resumed."""
        assert self.setup is not None
        self.taken_back = True
        # Each person keeps what they had seen (their recap started from the deal again after an undo: QA); one who
        # had seen beyond the point gone back to has seen the game up to it: what is made again is new to them.
        point = step_count(game)
        markers = {seat: marker if marker[0] <= point else (point, Marker.of(game.view(seat)))
                   for seat, marker in self._markers.items()}
        self._load(self.setup, game, markers)
        if self.on_applied is not None:
            self.on_applied(game)

    def _describe(self, none: str, one: str, many: str, taken: list[Step], one_move: str, moves: str) -> str:
        """``taken``'s first move, and how many moves came after it: the bots' (``one``, ``many``), or the moves
        after it when a person's only legal move is among them (``one_move``, ``moves``: undo took back a card that
        had played itself with the decision before it, and "and the bot move after it" left it out)."""
        seat, action = taken[0]
        # A bot's look at its cards is no move a player saw ("and the 6 bot moves" after three bots' bids).
        later = [(s, a) for s, a in taken[1:] if not isinstance(a, Look)]
        bots = sum(1 for s, _a in later if s not in self.humans)
        what = texts.done_text(action)
        if self.pass_and_play:  # name the player; keep private choices (passed cards, the draw) private
            name = self.seat_name(seat)
            # "Undone: the play of the 5♣ (Pete)." ("Undone: Pete: …" had two colons in a row)
            what = (self.tr("{1} ({0})").format(name, what) if isinstance(action, (Bid, Look, Play))
                    else self.tr("{0}'s move").format(name))
        if not later:
            return none.format(what)
        if bots < len(later):  # a person's move that was their only one, made by the table
            return (one_move if len(later) == 1 else moves).format(what, len(later))
        return (one if bots == 1 else many).format(what, bots)

    # ----------------------------------------------------------------- helpers
    def _set_state(self, state: State) -> None:
        if state is not self._state:
            self._state = state
        self.state_changed.emit()


def left_at_summary(game: Game) -> bool:
    """``game`` was left at the summary of the hand just scored: the next hand is dealt and nothing is done in it
    yet (a game is saved with the next deal made)."""
    logs = game.hands_log
    return not game.is_over and len(logs) >= 2 and not logs[-1].actions and logs[-2].score is not None


def _scored(game: Game) -> int:
    """How many hands of ``game`` have their score."""
    return len(game.hand_scores)

"""A duplicate match being played: deals each deal at the table and keeps the comparison.

The match logic is pure (``ai.duplicate_match``); this object only connects it
to the window. Each deal is a new game started through the main window's
``start_game`` (the path "Play this deal again" uses), so the human's play goes
through the controller and ``Game.apply`` like any game. When the table shows
the deal's score (``controller.hand_scored``) your table's result is kept;
"Next deal" on the table's summary deals the next deal, and after the last
"See the match" brings the comparison forward, with no result panel for that
one deal (``controller.after_hand``, ``next_words``). The comparison changes (and says the
match's verdict) only once the table has shown the deal's score (``_tell``).
The bots' table plays each deal on a worker thread as soon as the deal starts,
so its result is usually ready when you finish.

The match is saved after every change (``match_file()``); a match left (the
window closed, another game started, the program quit) goes on from its next
unplayed deal. A match file that cannot be read (damaged, or written by a newer
version) is never written over: ``read_kept_match`` moves it aside under a dated
name in its folder (``match-damaged-2026-11-30-2107.json``,
``match-newer-version-….json``) and says so in a message box; one that cannot be
moved stays, and the new match is then not saved. A deal left half-played goes on where it was when its game is
at the table again: resumed from its autosave at start-up, or taken up with History's Continue or Game ▸ Open,
it is the match's deal at once (``take_up_resumed``),
and one finished before the match is opened is taken over with its summary again (``_summary_again``); otherwise
it is dealt again from its start and the comparison marks it. Game ▸ Restart with the
same cards on a deal's game marks the deal too, whether the match is at the
table or not (``restarted``, told by the main window through
``note_restart``): the first play of a deal that reached its score counts, a
later play of it never replaces that result. Quitting stops the
bots' table at its next decision.

Two windows of the game (two running copies on one data folder) share the match file, but never one match: a
window holds a lock on ``match.json`` (``match_locks``: the game autosaves' ``autosave_locks``, a hidden
``.match.json.lock`` beside it) from the moment it offers or opens a match until it closes, and writes the file
only while it holds that lock (``_save``). A match open in another window is neither offered, taken up nor written
over (``busy_text``): each window wrote its whole match over the other's, and deals played in one were lost without
a word (QA). A lock left by a crash is stale and taken over, as the autosaves' are.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ... import APP_NAME
from ...ai.duplicate_match import (
    DuplicateError,
    MatchPlan,
    MatchState,
    NewerMatchError,
    TableResult,
    deal_rules,
    load_match,
    play_bots_game,
    save_match,
    table_result,
)
from ...engine import Game, HandScore
from ...record import GameRecord
from ...record.autosave import Unusable, set_aside
from ...record.history import step_count
from .. import texts
from ..autosave_locks import AutosaveLocks
from ..controller import AfterHand, GameSetup, SeatSetup, State

if TYPE_CHECKING:
    from ..main_window import MainWindow

POSITIONS = ("south", "west", "north", "east")


def match_file() -> Path:
    """Where the match in progress is kept between sessions (one match at a time)."""
    from ...paths import user_data_dir

    return user_data_dir() / "duplicate" / "match.json"


_LOCKS = "_duplicate_match_locks"  # the main window's lock on the match file (``match_locks``)


def match_locks(main: QObject) -> AutosaveLocks:
    """The lock ``main`` holds on the match file while a match is open in it (or offered): no other window (here or
    in another running copy) offers, takes up or writes that match meanwhile. Let go when the window closes."""
    locks = getattr(main, _LOCKS, None)
    if not isinstance(locks, AutosaveLocks):
        locks = AutosaveLocks()
        setattr(main, _LOCKS, locks)
    return locks


def busy_text() -> str:
    """Why the match is not offered, taken up or started here: another window holds it (``match_locks``)."""
    return QCoreApplication.translate(
        "DuplicateSession", "This duplicate match is open in another window of {0}, so it is not offered here: "
        "go on with it there. Once that window is closed, the match can be played here, or a new one started "
        "(one match at a time).").format(APP_NAME)


def read_kept_match(parent: QWidget | None, path: Path | None = None, *,
                    modal: bool = True) -> tuple[MatchState | None, bool]:
    """The match kept at ``path`` (``match_file()``) when it can be read, and whether a new match may be saved there.

    A file that cannot be read (damaged, unreadable, of a newer version) is moved aside under a dated name in its
    folder and a message box over ``parent`` says so and where (``modal``: wait for OK); a file that cannot even be
    moved stays where it is, and the answer is then that nothing may be saved there.
    """
    from ..autosaves import backup_stamp, tell_kept

    path = path if path is not None else match_file()
    try:
        if not path.exists() and not path.is_symlink():
            return None, True
        return load_match(path), True
    except FileNotFoundError:
        return None, True
    except (DuplicateError, OSError) as exc:
        newer = isinstance(exc, NewerMatchError)
        problem = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
    kept = set_aside(path, problem, backup_stamp(), newer=newer, name="match")
    print(f"spades-desktop: the duplicate match {path} cannot be read ({problem}); kept as {kept.kept_as or path}",
          file=sys.stderr)
    tell_kept(parent, _kept_text(kept), "DuplicateMatchKept", modal=modal)
    return None, kept.kept_as is not None


def _kept_text(kept: Unusable) -> str:
    if kept.newer and kept.kept_as is not None:
        return QCoreApplication.translate(
            "DuplicateSession", "The duplicate match was saved by a newer version of {0}, so this version cannot go "
            "on with it. Nothing was deleted: the file is kept as {1}; the newer version can open it.").format(
            APP_NAME, kept.kept_as)
    if kept.kept_as is not None:
        return QCoreApplication.translate(
            "DuplicateSession", "The saved duplicate match is damaged and cannot be read ({0}). Nothing was "
            "deleted: the file is kept as {1}.").format(kept.problem, kept.kept_as)
    return QCoreApplication.translate(
        "DuplicateSession", "The saved duplicate match cannot be read ({0}). The file stays at {1}: it could not "
        "be moved aside ({2}). A new match is not saved, so that the file is not written over.").format(
        kept.problem, kept.path, kept.move_error)


def deal_setup(plan: MatchPlan, index: int) -> GameSetup:
    """The game of deal ``index`` at your table: you at South, ``plan.level`` bots elsewhere, the deal's cards."""
    deal = plan.deals[index]
    seats = tuple(SeatSetup(texts.default_name(p), "human" if seat == 0 else plan.level)
                  for seat, p in enumerate(POSITIONS))
    # History tells a deal from a game of its preset by this name (the preset's, " · ", words with two numbers) and
    # its one hand (history.rows.is_duplicate_deal): a translation keeps the " · " and the numbers
    name = QCoreApplication.translate("DuplicateSession", "{0} · duplicate deal {1} of {2}").format(
        plan.preset_name, deal.number, len(plan.deals))
    return GameSetup(rules=deal_rules(plan.rules), seats=seats, seed=deal.deal_number, preset_id=plan.preset_id,
                     preset_name=name, first_dealer=deal.dealer)


def same_deal(running: GameSetup, wanted: GameSetup) -> bool:
    """``running`` plays the deal ``wanted`` would deal (a deal's game resumed from its autosave, say)."""
    return (running.seed == wanted.seed and running.first_dealer == wanted.first_dealer
            and running.rules == wanted.rules and running.preset_id == wanted.preset_id
            and [s.level for s in running.seats] == [s.level for s in wanted.seats])


def adoptable(main: MainWindow, state: MatchState) -> bool:
    """The table already plays the match's next deal, unfinished: the match goes on with that game."""
    index = state.current
    setup, game = main.controller.setup, main.controller.game
    if index is None or setup is None or game is None:
        return False
    # unfinished, or finished at the table before the match was opened again (resumed at start-up and played to
    # its end: it was dealt again from its start, every card seen, QA)
    one_hand = (game.hand_number == 1 and not game.is_over) or (game.is_over and len(game.hand_scores) == 1)
    return one_hand and same_deal(setup, deal_setup(state.plan, index))


def deal_index(plan: MatchPlan, running: GameSetup) -> int | None:
    """The match's deal that ``running`` plays (None: none of them)."""
    return next((i for i in range(len(plan.deals)) if same_deal(running, deal_setup(plan, i))), None)


def restarted(state: MatchState, running: GameSetup, game: Game, undo_used: bool = False) -> MatchState | None:
    """The match after the game of one of its deals (``running``, ``game``) is started again with the same cards
    (Game ▸ Restart) while the match is not at the table (None: not a deal of this match).

    The first finished play of a deal counts: a game left with the deal scored gives the deal its result, unless
    it has one already. The deal is dealt once more, so it is marked ↻ (its cards were seen), whatever the order:
    the play after the restart never replaces a result (QA: finished after a resume, restarted, played again,
    and only then the match opened: the second play was taken, unmarked)."""
    index = deal_index(state.plan, running)
    if index is None:
        return None
    if state.starts[index] == 0:  # the game left was a start the match never counted
        state = state.dealt(index)
    scores = game.hand_scores
    if state.yours[index] is None and scores and scores[0].hand_number == 1:
        state = state.played(index, table_result(state.plan.rules, scores[0]), undo_used)
    return state.dealt(index)


class _Signals(QObject):
    done = Signal(int, object)  # deal index, the bots' table's Game (its hand scored) or None (stopped)


class _BotsTable(QRunnable):
    """Plays one deal with bots only (``play_bots_table``) on a worker thread."""

    def __init__(self, plan: MatchPlan, index: int) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the session keeps it (and its stop flag) until its answer arrives
        self.plan, self.index = plan, index
        self.stop = threading.Event()
        self.signals = _Signals()

    def run(self) -> None:
        game: Game | None = None
        try:
            game = play_bots_game(self.plan, self.index, stop=self.stop.is_set)
        except Exception as exc:  # a bot bug must not take the window down: the row says the bots did not play
            print(f"spades-desktop: the bots' table failed on deal {self.index + 1} ({type(exc).__name__}: {exc})",
                  file=sys.stderr)
        self.signals.done.emit(self.index, game)


class DuplicateSession(QObject):
    """See the module docstring. ``changed`` fires after every change of ``state`` or of what the table plays."""

    changed = Signal()
    finished_deal = Signal(int)  # a deal's summary was closed at the table: the comparison is worth a look
    bots_game_ready = Signal(int, object)  # deal index, the bots' table's GameRecord asked for (``want_bots_game``)

    def __init__(self, main: MainWindow, state: MatchState, path: Path | None = None) -> None:
        super().__init__(main)
        self.main = main
        self.state = state
        self.path = path if path is not None else match_file()
        self.problem = ""  # why the match could not be saved ("" when it was)
        self._may_write: bool | None = None  # None until the file there was checked (see read_kept_match)
        self.index: int | None = None  # the deal at the table
        self._setup: GameSetup | None = None
        self._tasks: dict[int, _BotsTable] = {}
        self._failed: set[int] = set()
        # the bots' table's games played in this session (a deal compared earlier is played again when asked for:
        # the bots' table is deterministic, so the match file keeps only its result)
        self._bots_games: dict[int, Game] = {}
        self._wanted: set[int] = set()  # deals whose bots' game was asked for a review and is being played
        self.differs: set[int] = set()  # deals the bots played again otherwise than when they were compared
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._closed = False
        self._replay = False  # the table plays a deal already scored again (restarted): its score is not taken
        # the deal's score is in, but the table has yet to show it: the comparison waits (``_tell``)
        self._held = self._owed = False
        controller = main.controller
        controller.hand_scored.connect(self._hand_scored)
        controller.game_started.connect(self._game_started)
        main.table_view.summary_panel.continued.connect(self._continued)
        main.table_view.summary_shown.connect(self._release)
        main.installEventFilter(self)
        from .window import DuplicateWindow

        self.window = DuplicateWindow(self, main)

    # ----------------------------------------------------------------- queries
    @property
    def playing(self) -> bool:
        """The table plays this match's deal (not another game started meanwhile)."""
        return self._setup is not None and self.main.controller.setup is self._setup

    def bots_pending(self, index: int) -> bool:
        """The bots' table is still playing deal ``index``."""
        return index in self._tasks

    def bots_failed(self, index: int) -> bool:
        return index in self._failed

    def next_words(self) -> str:
        """What the button on the table's summary of the deal being played says: Next deal, or See the match when
        every other deal is played (it then ends the match: ``_continued``)."""
        return (QCoreApplication.translate("DuplicateSession", "See the match") if self._last_deal()
                else QCoreApplication.translate("DuplicateSession", "Next deal"))

    def _last_deal(self) -> bool:
        """Every deal but the one being played is played at your table: this one ends the match."""
        return all(r is not None for i, r in enumerate(self.state.yours) if i != self.index)

    def _name_steps(self, taken_over: bool = False) -> None:
        """Tell the table what Next hand on its summary does in this match (``AfterHand``): each deal is a
        one-hand game, so the game's own "See the result" (and its "Victory" for that deal alone) was told after
        every deal while the button dealt the next one (Russian family QA). ``taken_over``: the deal's game is over
        at the table already, its summary shown again (``_summary_again``): the status line says what its button
        does until it is pressed."""
        index = self.index
        if not self.playing or index is None:
            return
        button, count = self.next_words(), self.state.count
        status = QCoreApplication.translate(
            "DuplicateSession", "Deal {0} of {1} is over: read the scores, then press {2} (Enter).").format(
            index + 1, count, button)
        over = ""
        if taken_over:
            over = status
        elif self._last_deal():
            over = QCoreApplication.translate(
                "DuplicateSession", "The duplicate match is over: the comparison window shows how you did. Start "
                "a new game with Game ▸ New game (Ctrl+N).")
        self.main.controller.after_hand = AfterHand(
            button=button,
            status=status,
            reason=QCoreApplication.translate("DuplicateSession", "Deal {0} of {1} is over: press {2}.").format(
                index + 1, count, button),
            over=over,
            # each deal is a game of one hand: its summary said "Hand 1 is over" under "Deal 2 of 2" (QA)
            title=QCoreApplication.translate("DuplicateSession", "Deal {0} of {1} is over").format(index + 1, count),
            # and its start "Hand 1: Wes deals." at every deal (QA): "Deal 2 of 3: Wes deals."
            deal=QCoreApplication.translate("DuplicateSession", "Deal {0} of {1}").format(index + 1, count))

    # ----------------------------------------------------------------- telling
    def _tell(self) -> None:
        """``changed``; held back while the deal's score is in but not yet shown at the table (``_hand_scored``),
        and told once it is (``_release``). The last deal's score completed the match, so the comparison said the
        match's verdict ("You won the match …") and showed it, with the deal's row and the total, while the table
        still gathered the last trick, and only then came "Deal 2 of 2 is over, …" (QA): the deal first, then the
        match."""
        if self._held:
            self._owed = True
        else:
            self.changed.emit()

    def _release(self) -> None:
        """The table shows the deal's score (``TableView.summary_shown``), or has gone on without it: what the
        comparison was not told meanwhile is told now."""
        owed = self._held and self._owed
        self._held = self._owed = False
        if owed:
            self.changed.emit()

    # ----------------------------------------------------------------- actions
    def start_deal(self) -> bool:
        """Deal the next unplayed deal at the table (False when the match is over)."""
        index = self.state.current
        if index is None or self._closed:
            return False
        self._replay = False
        if adoptable(self.main, self.state):  # its own game is at the table (resumed): no new deal
            controller = self.main.controller
            running, game = controller.setup, controller.game
            assert running is not None and game is not None
            self.index, self._setup = index, running
            controller.bots_unclocked = True
            if self.state.starts[index] == 0:
                self.state = self.state.dealt(index)
            if game.is_over:  # played to its end before the match was opened: its result counts
                self.state = self.state.played(index, table_result(self.state.plan.rules, game.hand_scores[0]),
                                               controller.undo_used)
            self._save()
            self._run_bots()
            # no game_started: the game at the table goes on (past its summary: the status line names its button)
            self._name_steps(taken_over=controller.state is State.GAME_OVER)
            if game.is_over:
                self._summary_again(game)
            self.main.update_status()
            self._tell()
            return True
        setup = deal_setup(self.state.plan, index)
        self.state = self.state.dealt(index)
        self.index, self._setup = index, setup
        self._save()
        self.main.start_game(setup)  # its bots think without the clock's caps (``_game_started``)
        self._run_bots()
        self._tell()
        return True

    def _summary_again(self, game: Game) -> None:
        """The deal's game was scored at the table before the match took it over: its summary again, its button now
        Next deal (See the match after the last deal), in place of the game's own See the result or its "Victory"
        for that deal alone (QA: taken over at the game's end, the table had no button that went on with the
        match). A game whose last card is still being shown gets its summary, with these words, as it comes."""
        if self.main.controller.state not in (State.HAND_OVER, State.GAME_OVER):
            return
        view = self.main.table_view
        view.game_over_panel.hide()
        scorepad = self.main.scorepad
        if hasattr(scorepad, "set_hands"):  # its rows again, without the game's "… win the game!"
            scorepad.set_hands(game.hand_scores)
        view.show_summary_again(game.hand_scores[0])

    def take(self, state: MatchState) -> None:
        """The match as changed while it was not at the table (``note_restart``): kept, saved and shown."""
        self.state = state
        self._save()
        self._run_bots()
        self._tell()

    def _run_bots(self) -> None:
        """Start the bots' table on every played or dealt deal that has no result yet (one at a time)."""
        for index, result in enumerate(self.state.bots):
            if result is None and index not in self._tasks and index not in self._failed and (
                    self.state.starts[index] > 0 or self.state.yours[index] is not None):
                task = _BotsTable(self.state.plan, index)
                task.signals.done.connect(self._bots_done)
                self._tasks[index] = task
                self._pool.start(task)

    def _bots_done(self, index: int, game: object) -> None:
        task = self._tasks.pop(index, None)
        if task is None or self._closed:
            return
        if isinstance(game, Game):
            self._bots_games[index] = game
            result = table_result(self.state.plan.rules, game.hand_scores[0])
            kept = self.state.bots[index]
            if kept is None:
                self.state = self.state.bots_played(index, result)
                self._save()
            elif kept != result:  # played again for a review by bots that changed since (another version)
                self.differs.add(index)
            if index in self._wanted:
                self._wanted.discard(index)
                self.bots_game_ready.emit(index, self.bots_record(index))
        else:
            self._wanted.discard(index)
            if not task.stop.is_set():
                self._failed.add(index)
        self._tell()

    # ------------------------------------------------------- the bots' play
    def may_review_bots(self, index: int) -> bool:
        """The bots' table of deal ``index`` may be shown: a deal of the match (not the Total row) both tables
        played (never a deal you have still to play: it shows every seat's cards)."""
        return (0 <= index < self.state.count and self.state.yours[index] is not None
                and self.state.bots[index] is not None)

    def want_bots_game(self, index: int) -> bool:
        """Ask for the bots' table's game of deal ``index``: ``bots_game_ready`` carries its record, at once when
        it was played in this session, else once the bots have played it again (on the worker thread). False
        when it may not be shown (``may_review_bots``)."""
        if not self.may_review_bots(index) or self._closed:
            return False
        if index in self._bots_games:
            self.bots_game_ready.emit(index, self.bots_record(index))
            return True
        self._wanted.add(index)
        if index not in self._tasks:
            task = _BotsTable(self.state.plan, index)
            task.signals.done.connect(self._bots_done)
            self._tasks[index] = task
            self._pool.start(task)
        self._tell()
        return True

    def replaying(self, index: int) -> bool:
        """The bots' game of deal ``index`` is being played again for a review."""
        return index in self._wanted

    def bots_record(self, index: int) -> GameRecord:
        """The record of the bots' table's game of deal ``index`` (played in this session), named as the comparison
        names the seats: the stand-in in your chair, your partner and opponents by their names at your table."""
        plan, game = self.state.plan, self._bots_games[index]
        setup = deal_setup(plan, index)
        names = [QCoreApplication.translate("DuplicateSession", "Bot in your seat"),
                 *(seat.name for seat in setup.seats[1:])]
        kinds = [f"bot:{plan.stand_in}", *(f"bot:{plan.level}" for _ in setup.seats[1:])]
        name = QCoreApplication.translate("DuplicateSession", "{0} · bots' table").format(setup.preset_name)
        return GameRecord.from_game(game, names=names, kinds=kinds, preset_id=plan.preset_id, preset_name=name)

    def _game_started(self) -> None:
        """A game starts at the table. The match's deal started again there (Game ▸ Restart with the same cards) is
        still that deal, dealt once more: it is marked, since its cards were seen. When the deal was already scored
        at the table, that first result stays: the play after the restart is the same deal seen again, and its
        score is not taken (``_hand_scored``), but Next hand on its summary goes on with the match. The deal's game
        left for another and taken up again where it was (History's Continue, Game ▸ Open) is that deal too, not
        dealt again: it is not marked (it was, QA)."""
        self._release()  # a game started before the last deal's summary was shown: the comparison says it now
        setup, index, game = self.main.controller.setup, self.index, self.main.controller.game
        if (setup is not None and self._setup is not None and setup is not self._setup and index is not None
                and same_deal(setup, self._setup)):
            if self.state.yours[index] is not None:
                self._replay = True
            self._setup = setup
            if game is None or step_count(game) == 0:  # dealt again (a game gone on with has its moves)
                self.state = self.state.dealt(index)
                self._save()
        self.main.controller.bots_unclocked = self.playing  # another game: the app's bots with their caps
        self._name_steps()  # (another game: the controller's own words, ``after_hand`` None)
        self._tell()

    def _hand_scored(self, score: HandScore) -> None:
        """The table shows the deal's score: your table's result. Its first score counts: a deal undone from its
        score and played again, every card and the bots' play seen (Review the bots' table), keeps the first
        result, marked as played with undo (QA: the replay replaced it)."""
        if not self.playing or self.index is None or score.hand_number != 1 or self._replay:
            return
        self._held = True  # the table shows this score after the last trick: the comparison changes after it
        first = self.state.yours[self.index]
        if first is not None:
            if self.main.controller.undo_used and not self.state.undo[self.index]:
                self.state = self.state.played(self.index, first, True)  # the first result, marked ↶
                self._save()
                self._tell()
            return
        result = table_result(self.state.plan.rules, score)
        self.state = self.state.played(self.index, result, self.main.controller.undo_used)
        self._save()
        self._tell()

    def _continued(self) -> None:
        """Next deal on the table's summary of a scored deal: the next deal, or (See the match) the end of the
        match: the table shows no result for that one deal (``AfterHand.over``), the comparison comes forward."""
        self._release()
        index = self.index
        if not self.playing or index is None or self.state.yours[index] is None:
            return
        game = self.main.controller.game
        if self.state.finished:
            if game is not None and not game.is_over:  # a tie would play on into a second hand: not in a match
                self.main.controller.stop()
            self._name_steps()  # a deal taken over finished said See the match: now the match is over
            self._setup = None
            self.main.update_status()
            self._tell()
            self.finished_deal.emit(index)
        else:
            # the deal's comparison first, then the next deal: it was said after "Hand 1: Wes deals." (QA)
            self.finished_deal.emit(index)
            self.start_deal()

    # ----------------------------------------------------------------- keeping
    def _save(self) -> None:
        """Write the match over the kept file: only while this window holds the file's lock (never over a match
        another window has open: ``match_locks``) and never over a file this version cannot read."""
        locks = match_locks(self.main)
        held = locks.holds(self.path)
        if not locks.take(self.path) or (not held and self.state.finished and not self._still_here()):
            if not held:
                locks.release()
            self.problem = QCoreApplication.translate(
                "DuplicateSession", "The match is not saved: another window of {0} has a duplicate match open, "
                "and its file is not written over.").format(APP_NAME)
            print(f"spades-desktop: the duplicate match {self.path} is open in another window; not saved",
                  file=sys.stderr)
            return
        if self._may_write is None:  # the first save: a file there this version cannot read is never written over
            self._may_write = read_kept_match(self.main, self.path, modal=False)[1]
        if not self._may_write:
            self.problem = QCoreApplication.translate(
                "DuplicateSession", "The match is not saved: {0} cannot be read and is kept as it is.").format(
                str(self.path))
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            save_match(self.state, self.path)
            self.problem = ""
        except OSError as exc:
            self.problem = QCoreApplication.translate("DuplicateSession", "The match could not be saved: {0}").format(
                exc.strerror or str(exc))
        if self.state.finished:
            # a match over is only looked at from here on: its file is free for another window's new match (it kept
            # the lock until this window closed, and the other window was told to "go on with it there", QA)
            locks.release()

    def _still_here(self) -> bool:
        """The kept file still holds this match (a finished match's lock was let go: another window may have
        started a new match there since, never to be written over with this one)."""
        try:
            kept = load_match(self.path)
        except (DuplicateError, OSError, ValueError):
            return not self.path.exists()
        return kept.plan == self.state.plan

    def result(self, index: int) -> tuple[TableResult | None, TableResult | None]:
        return self.state.yours[index], self.state.bots[index]

    # ----------------------------------------------------------------- closing
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.main and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self, self._main_closed)  # the window may refuse to close (an unsaved game)
        elif watched is self.main and event.type() == QEvent.Type.Hide and not event.spontaneous():
            # the close was accepted (minimizing is a spontaneous hide): the match is let go at once, before a next
            # window (a restart) looks for it
            self._main_closed()
        return False

    def _main_closed(self) -> None:
        if not self.main.isVisible() and not self._closed:
            self.shutdown()
            match_locks(self.main).release()  # the match is free for the next start, or another window

    def shutdown(self) -> None:
        """Stop the bots' table and wait for it (the program is closing)."""
        self._closed = True
        for task in self._tasks.values():
            task.stop.set()
        self._pool.clear()
        self._pool.waitForDone(5000)

"""Duplicate match: each deal played at your table and, with a bot in your seat, at the bots' table.

``open_duplicate_match(main)`` is Game ▸ New duplicate match…: it shows the
match under way, offers to go on with one left unfinished, or asks for a new
one (``setup_dialog``); when the last match is over, that dialog offers to see
its comparison again (``show_match``) until a new match replaces it. The match is played through the main window's table
(``session``) and compared in its own window (``window``); the logic is the
pure ``ai.duplicate_match``.

A match open in another window (another running copy on the same data folder) holds the match file's lock
(``session.match_locks``): it is neither offered nor taken up here, and no new match is started over it; the player
is told (``session.busy_text``).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox

from ... import APP_NAME
from ...ai.duplicate_match import DuplicateError, MatchState
from .session import DuplicateSession, adoptable, busy_text, match_file, match_locks, read_kept_match
from .window import DuplicateWindow

if TYPE_CHECKING:
    from ..main_window import MainWindow

__all__ = ["DuplicateSession", "DuplicateWindow", "open_duplicate_match", "show_match", "start_match",
           "take_up_resumed"]

_ATTRIBUTE = "_duplicate_session"  # the main window's match under way (one at a time)


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def current_session(main: MainWindow) -> DuplicateSession | None:
    session = getattr(main, _ATTRIBUTE, None)
    return session if isinstance(session, DuplicateSession) else None


def _let_go(main: MainWindow) -> None:
    """No match is open in ``main`` after all (declined, or another game taken up): its file is free again for
    another window."""
    session = current_session(main)
    if session is None or session.state.finished:  # a match over is only looked at here: free for a new match (QA)
        match_locks(main).release()


def _tell_busy(main: MainWindow) -> None:
    """Say that the match is open in another window (``busy_text``), the reason nothing is offered or started."""
    print(f"spades-desktop: the duplicate match {match_file()} is open in another window", file=sys.stderr)
    box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, busy_text(), QMessageBox.StandardButton.Ok, main)
    box.setObjectName("DuplicateMatchInUse")
    box.exec()


def start_match(main: MainWindow, state: MatchState) -> DuplicateSession | None:
    """Play ``state`` at the main window's table (asks first when a game is in progress); None when declined."""
    if not adoptable(main, state) and not main.confirm_leaving(
            tr("Start the duplicate match and leave the game in progress?"), tr("&Start the match")):
        return None
    return _open_session(main, state)


def _open_session(main: MainWindow, state: MatchState) -> DuplicateSession:
    """Play ``state`` at the table from now on (in place of any match under way), its comparison beside it."""
    old = current_session(main)
    if old is not None:
        old.shutdown()
        old.window.close()
        old.window.deleteLater()
        old.deleteLater()
    session = DuplicateSession(main, state)
    setattr(main, _ATTRIBUTE, session)
    if not session.start_deal():  # a finished match: the deals the bots' table had still to play (quit meanwhile)
        session._run_bots()
    session.window.show_between_deals()
    return session


def take_up_resumed(main: MainWindow) -> DuplicateSession | None:
    """The game just taken up again (resumed from its autosave at start-up, History's Continue, Game ▸ Open): when
    it is a duplicate match's deal, the kept match goes on with it at once (QA: the deal was the match's only once
    the match was opened again, so finished at the table it said See the result and a one-deal "Victory", its
    result not recorded, or, opened after, had no Next deal).

    A deal whose match cannot go on with it (no match file, a damaged one, which is kept aside and told, or a
    match at another deal) is played as a game of one hand, and the status line says so (not of a game already
    over: nothing is left to play). An ordinary game leaves the match file alone (not read, so a damaged one is
    told when the match is opened)."""
    from ...history.rows import is_duplicate_deal
    from ..controller import State

    controller = main.controller
    setup, game = controller.setup, controller.game
    if setup is None or game is None or current_session(main) is not None or not is_duplicate_deal(
            setup.preset_name, setup.rules):
        return None
    busy = not match_locks(main).take(match_file())  # another window has the match open: not read, not taken up
    state = None if busy else read_kept_match(main, modal=False)[0]
    if state is not None and adoptable(main, state):
        return _open_session(main, state)
    _let_go(main)
    if game.is_over:
        return None
    if busy:
        text = QCoreApplication.translate(
            "DuplicateSession", "This duplicate deal is played as a game of one hand: its match is open in another "
            "window of {0}.").format(APP_NAME)
    else:
        text = QCoreApplication.translate(
            "DuplicateSession", "This duplicate deal is played as a game of one hand: its match is missing, cannot "
            "be read or is at another deal.")
    print(f"spades-desktop: {text}", file=sys.stderr)

    def say_at_turn() -> None:  # on the status line while the player decides (the bots' moves would clear it)
        if controller.game is not game:
            controller.state_changed.disconnect(say_at_turn)
        elif controller.state is State.HUMAN_TURN:
            controller.state_changed.disconnect(say_at_turn)
            main.say(text)

    if controller.state is State.HUMAN_TURN:
        main.say(text)
    else:
        main.show_notice(text)
        controller.state_changed.connect(say_at_turn)
    return None


def open_duplicate_match(main: MainWindow) -> DuplicateSession | None:
    """Game ▸ New duplicate match…: see the module docstring."""
    if current_session(main) is None and not match_locks(main).take(match_file()):
        _tell_busy(main)  # the match another window has open is neither offered nor replaced by a new one
        return None
    try:
        return _open_duplicate_match(main)
    finally:
        _let_go(main)


def _open_duplicate_match(main: MainWindow) -> DuplicateSession | None:
    session = current_session(main)
    last: MatchState | None = None  # a finished match kept: the set-up dialog offers its comparison again
    if session is not None and not session.state.finished:
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME,
                          tr("A duplicate match is under way (deal {0} of {1}). Go on with it, or start a new one?"
                             ).format((session.state.current or 0) + 1, session.state.count),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                          | QMessageBox.StandardButton.Cancel, main)
        box.button(QMessageBox.StandardButton.Yes).setText(tr("&Go on"))
        box.button(QMessageBox.StandardButton.No).setText(tr("&New match"))
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Cancel:
            return None
        if answer == QMessageBox.StandardButton.Yes:
            session.window.show_between_deals()
            if not session.playing:
                session.window.play_next()
            return session
    elif session is None:
        saved = _saved_match(main)
        if saved is not None and not saved.finished:
            answer = QMessageBox.question(
                main, APP_NAME, tr("Go on with the unfinished duplicate match ({0}, deal {1} of {2})?").format(
                    saved.plan.preset_name, (saved.current or 0) + 1, saved.count),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
            if answer == QMessageBox.StandardButton.Yes:
                return start_match(main, saved)
        last = saved if saved is not None and saved.finished else None
    from .setup_dialog import SEE_LAST, DuplicateSetupDialog

    if session is not None and session.state.finished:
        last = session.state
    setup = main.controller.setup
    dialog = DuplicateSetupDialog(main.presets, setup.preset_id if setup is not None else None, main, last)
    chosen = dialog.exec()
    if chosen == SEE_LAST and last is not None:
        return show_match(main, last)
    if chosen != QDialog.DialogCode.Accepted:
        return None
    try:
        state = dialog.state()
    except DuplicateError as exc:
        QMessageBox.warning(main, APP_NAME, str(exc))
        return None
    if not match_locks(main).take(match_file()):  # a new match would be written over the one open there
        _tell_busy(main)
        return None
    return start_match(main, state)


def show_match(main: MainWindow, state: MatchState) -> DuplicateSession:
    """The comparison of ``state``, a finished match (the set-up dialog's See the last match), at the front with
    the keyboard: the match's own window when it is open in this session, else the kept match opened again. Nothing
    is dealt, so the game at the table is left as it is; a deal the bots' table had still to play (the program
    quit meanwhile) is played now."""
    session = current_session(main)
    if session is not None and session.state == state:
        session.window.show_between_deals()
        return session
    return _open_session(main, state)


def note_restart(main: MainWindow) -> bool:
    """Game ▸ Restart with the same cards is about to deal the table's game again: whether that game is a deal of
    the duplicate match (then the try left is no game to resume: the window drops its autosave).

    A match at the table sees the new start itself (``DuplicateSession._game_started``). A match not at the table
    (not opened since the start, or waiting while its deal's game was taken up again) is told here, so the deal is
    marked ↻ and its first finished play keeps counting (``session.restarted``); the kept match is read quietly
    (a file that cannot be read is dealt with, and told, when the match is opened) and written only when read."""
    from ...ai.duplicate_match import load_match, save_match
    from .session import restarted

    controller = main.controller
    setup, game = controller.setup, controller.game
    if setup is None or game is None:
        return False
    session = current_session(main)
    if session is not None and session.playing:
        return True
    if session is not None:
        state: MatchState | None = session.state
    elif not match_locks(main).take(match_file()):  # another window has the match open: it is left to that window
        return False
    else:
        try:
            state = load_match(match_file())
        except (DuplicateError, OSError):
            _let_go(main)
            return False
    assert state is not None
    after = restarted(state, setup, game, controller.undo_used)
    if after is None:
        _let_go(main)
        return False
    if session is not None:
        session.take(after)
    else:
        try:
            save_match(after, match_file())
        except OSError as exc:
            print(f"spades-desktop: the duplicate match could not be saved ({exc.strerror or exc})", file=sys.stderr)
        _let_go(main)
    return True


def _saved_match(main: MainWindow | None = None) -> MatchState | None:
    """The match kept from an earlier session, if it can be read; a file that cannot (damaged, or of a newer
    version) is kept aside and the player told where (``read_kept_match``), so a new match never replaces it."""
    return read_kept_match(main)[0]

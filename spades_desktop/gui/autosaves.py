"""The window's side of autosaving: one file per game, and every problem said in the window.

``record.autosave`` does the file work (one file per game in
``paths.autosaves_dir()``, damaged files kept aside, the last few games
kept); this module adds what a player sees: a message box at start-up naming
each autosave that could not be resumed and where it was kept, and when an
autosave cannot be written (a full disk, a read-only folder) a note on the
status line, a lasting "Not autosaved" mark in the status bar and one message
box per game, never a dialog per move. The date in file names comes from here
(the record layer has no clock). A game another window is playing (here or in
another running copy of the game) is neither offered nor written: each window
holds the lock of its game's autosave (``autosave_locks``).
"""

from __future__ import annotations

import datetime
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME
from ..engine import Game, Phase
from ..record import GameRecord
from ..record.autosave import (
    KEEP,
    Autosaver,
    AutosaveScan,
    Resumable,
    Unusable,
    autosave_files,
    new_autosave_path,
    prune,
    scan_autosaves,
)
from .autosave_locks import AutosaveLocks, lock_path
from .controller import GameSetup, left_at_summary
from .layouts import screen_room
from .texts import date_time_text, minus, shown_name, shown_person_name, side_label


def backup_stamp() -> str:
    """The date in a kept file's name: ``2026-11-30-2107``."""
    return datetime.datetime.now().strftime("%Y-%m-%d-%H%M")


def warning_box(parent: QWidget | None, text: str, name: str, details: str = "") -> QMessageBox:
    """A warning box with OK over ``parent``, named ``name`` for tests; ``details``: under Show Details."""
    box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName(name)
    if details:
        box.setDetailedText(details)
    return box


def tell_kept(parent: QWidget | None, text: str, name: str, *, modal: bool, details: str = "") -> None:
    """Say ``text`` (a file could not be read and was kept aside) in a warning box over ``parent``, named ``name``
    for tests; ``modal``: wait for OK, else leave the box open beside the window; ``details``: under Show Details."""
    box = warning_box(parent, text, name, details)
    if modal:
        box.exec()
    else:
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()


def file_in_the_way(folder: Path) -> Path | None:
    """The file (not a folder) standing where ``folder`` or one of the folders above it should be, if any: a plain
    file named ``autosaves`` where the autosaves' folder should be made."""
    for path in (folder, *folder.parents):
        try:
            if path.is_dir():
                return None
            if path.exists() or path.is_symlink():
                return path
        except OSError:  # not readable: something else is wrong
            return None
    return None


def game_stamp() -> str:
    """The date in a new game's autosave name: ``2026-11-30-210705``."""
    return datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")


STALE_SECONDS = 24 * 3600  # a temporary file this old is left by a crash in the middle of a write


def remove_stale_temporary_files(folder: Path) -> list[Path]:
    """Remove the hidden temporary files (``.game-….json.PID.N.tmp``) a crash mid-write left, once a day old.

    A younger one may belong to a write in progress in another window of the game, so it is left alone.
    """
    removed = []
    now = time.time()
    for path in folder.glob(".game-*.tmp"):
        try:
            if path.is_file() and now - path.stat().st_mtime > STALE_SECONDS:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


class AutosaveKeeper(QObject):
    """Makes each game's ``Autosaver``, writes through it, and shows what went wrong (see the module docstring)."""

    def __init__(self, window: QMainWindow, notify: Callable[[str], None]) -> None:
        super().__init__(window)
        self._window = window
        self._notify = notify  # a short note on the status line
        self._failed: Autosaver | None = None  # the autosaver whose writes fail (reported once)
        self._reason = ""  # why they fail
        self._boxed: Autosaver | None = None  # the game whose failure had its message box (one per game)
        self.indicator: QLabel | None = None  # "Not autosaved" in the status bar while writes fail
        self.message: QMessageBox | None = None  # the last message box shown (tests look at it)
        self.last_scan: AutosaveScan | None = None
        self.locks = AutosaveLocks()  # the autosaves this window plays or offers: no other window writes them
        self.busy: list[Path] = []  # at the last scan: the autosaves other windows were playing (not offered)
        self._playing: Path | None = None  # the autosave of this window's game

    # ------------------------------------------------------------- folders
    @staticmethod
    def folders() -> tuple[Path, Path] | None:
        """The autosave folder and the folder where unusable autosaves are kept."""
        try:
            from ..paths import autosaves_dir, backups_dir

            return autosaves_dir(), backups_dir()
        except Exception as exc:
            print(f"spades-desktop: no autosave folder ({exc})", file=sys.stderr)
            return None

    # ------------------------------------------------------------- start-up
    def scan(self, settle: Callable[[GameRecord], bool] | None = None) -> list[Resumable]:
        """The unfinished games to offer, newest first; says in the window which files could not be resumed.
        ``settle`` stores a finished game's record in History (True: stored, its autosave can go)."""
        folders = self.folders()
        if folders is None:
            return []
        try:
            self.busy = self.locks.take_free(autosave_files(folders[0]))  # games other windows are playing
            scan = scan_autosaves(folders[0], folders[1], backup_stamp(), keep=KEEP, settle=settle, skip=self.busy)
        except Exception as exc:  # nothing about the folder may stop the start
            reason = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
            self._show(self.tr("The autosaved games could not be read: {0}").format(reason), False)
            return []
        self.last_scan = scan
        self.locks.keep_only([found.path for found in scan.resumable] + [p for p in (self._playing,) if p])
        self.locks.sweep(folders[0])
        remove_stale_temporary_files(folders[0])
        if self.busy:
            self._tell_busy()
        for bad in scan.unusable:
            print(f"spades-desktop: the autosave {bad.path} cannot be resumed ({bad.problem}); "
                  f"kept as {bad.kept_as or bad.path}", file=sys.stderr)
        if scan.unusable:  # what is wrong with each file, in the record layer's English, under Show Details
            self._show("\n\n".join(self.unusable_text(bad) for bad in scan.unusable), False,
                       "\n".join(f"{bad.path.name}: {bad.problem}" for bad in scan.unusable))
        return scan.resumable

    def unusable_text(self, bad: Unusable) -> str:
        if bad.newer and bad.kept_as is not None:
            return self.tr("An autosaved game was made by a newer version of {0}, so this version cannot resume "
                           "it. Nothing was deleted: the file is kept as {1}; the newer version can open it.").format(
                APP_NAME, bad.kept_as)
        if bad.kept_as is not None:
            return self.tr("An autosaved game is damaged and cannot be resumed. Nothing was deleted: the file is "
                           "kept as {0}.").format(bad.kept_as)
        return self.tr("An autosaved game cannot be resumed. The file stays at {0}: it could not be moved "
                       "aside ({1}).").format(bad.path, bad.move_error)

    # ----------------------------------------------------------------- games
    def make(self, setup: GameSetup, path: Path | None = None, created: str | None = None) -> Autosaver | None:
        """The autosaver of a new game (a fresh file) or of a resumed one (``path``: its file)."""
        folders = self.folders()
        if folders is None and path is None:
            return None
        if path is not None and not self.locks.take(path):  # taken since it was offered: never write it too
            print(f"spades-desktop: {path} is played in another window; this game goes on in a new file",
                  file=sys.stderr)
            path = self._fresh_path(folders[0] if folders is not None else path.parent)
        if path is None:
            assert folders is not None
            path = self._fresh_path(folders[0])
        self._playing = path
        self.locks.keep_only([path])  # the game left (and the games offered) are free for another window
        self._set_failed(None)
        return Autosaver(
            path,
            names=[s.name for s in setup.seats],
            kinds=["human" if s.is_human else f"bot:{s.level}" for s in setup.seats],
            preset_id=setup.preset_id,
            preset_name=setup.preset_name,
            created=created or datetime.datetime.now().isoformat(timespec="seconds"),
        )

    def _fresh_path(self, folder: Path) -> Path:
        """A new game's file, locked: not a name another window just took for its own new game."""
        stamp = game_stamp()
        for n in range(1, 100):
            path = new_autosave_path(folder, stamp if n == 1 else f"{stamp}-{n}")
            if self.locks.take(path):
                return path
        return new_autosave_path(folder, stamp)

    def release(self) -> None:
        """The window closes: its game (and any game offered) is free for the next start or another window."""
        self.locks.release()
        self._playing = None

    def save(self, saver: Autosaver, game: Game) -> None:
        """Write the autosave; a failure is shown once per game. A finished game's is written too: it goes when
        History has stored the end (the window's ``_finished_stored``); it went at the last card, and an app
        ended during the last trick's animation, or a History busy at that moment, lost the finished game."""
        try:
            saver.path.parent.mkdir(parents=True, exist_ok=True)
            first = saver.writes == 0
            if saver.save(game) and first:
                # this game, the last few others, and any game another window plays (its lock file is beside it;
                # a stale one only spares a file until the next start's scan)
                held = [p for p in autosave_files(saver.path.parent) if lock_path(p).exists()]
                prune(saver.path.parent, KEEP, protect=[saver.path, *held])
        except Exception as exc:  # a full disk must not stop the game
            self._failure(saver, exc)
            return
        if self._failed is saver:
            self._set_failed(None)
            self._notify(self.tr("The game is autosaved again."))

    def _failure(self, saver: Autosaver, exc: Exception) -> None:
        reason = (exc.strerror if isinstance(exc, OSError) else None) or str(exc) or type(exc).__name__
        blocker = file_in_the_way(saver.path.parent) if isinstance(exc, OSError) else None
        if blocker is not None:  # "File exists" or "Not a directory" said nothing of the file to move
            reason = self.tr("the file {0} is where a folder should be").format(blocker)
        if self._failed is saver:
            return
        self._set_failed(saver, reason)
        print(f"spades-desktop: autosave failed ({exc})", file=sys.stderr)
        self._notify(self.tr("The game could not be autosaved: {0}.").format(reason))
        if self._boxed is saver:
            return  # failing again after it worked for a while: the mark and the status line say so
        self._boxed = saver
        if blocker is not None:  # the folder of this game's autosave is not there: no autosave of it is kept
            text = self.tr("The game could not be autosaved to {0}: {1}.\n\nThe game goes on, but it is not saved "
                           "yet: if the app ends now, it cannot be resumed. Move or rename that file; autosaving "
                           "resumes by itself.")
        elif saver.writes == 0 and not saver.path.exists():  # no autosave of this game: none is kept (the box said
            # "kept as it was"); a resumed, continued or opened game's earlier file is kept, though not written here
            text = self.tr("The game could not be autosaved to {0}: {1}.\n\nThe game goes on, but it is not saved "
                           "yet: if the app ends now, it cannot be resumed. Free some disk space or make the folder "
                           "writable; autosaving resumes by itself.")
        else:
            text = self.tr("The game could not be autosaved to {0}: {1}.\n\nThe game goes on, and the last "
                           "autosave is kept as it was. Free some disk space or make the folder writable; "
                           "autosaving resumes by itself.")
        self._show(text.format(saver.path.parent, reason), True)

    def _set_failed(self, saver: Autosaver | None, reason: str = "") -> None:
        self._failed, self._reason = saver, reason
        if saver is None:
            if self.indicator is not None:
                self.indicator.hide()
            return
        if self.indicator is None:
            self.indicator = QLabel(self._window)
            self.indicator.setObjectName("AutosaveProblem")  # the theme's error colour (style.dialog_style_sheet)
            self._window.statusBar().addPermanentWidget(self.indicator)
        self.indicator.setText(self.tr("⚠ Not autosaved"))
        self.indicator.setToolTip(self.tr("The game could not be autosaved to {0}: {1}").format(saver.path, reason))
        self.indicator.show()

    def may_quit_unsaved(self, finished: bool = False) -> bool:
        """On quitting: True unless the game is not autosaved and the player wants to stay. ``finished``: the game
        is over and History could not store its end either (the window asks only then): its result is lost."""
        if self._failed is None:
            return True
        if finished:
            text = self.tr("The finished game's result is not saved: History could not store it, and it could "
                           "not be autosaved to {0}: {1}. If you quit now, the result is lost. Quit anyway?")
        else:
            text = self.tr("The game in progress could not be autosaved to {0}: {1}. If you quit now, it cannot be "
                           "resumed later. Quit anyway?")
        answer = QMessageBox.question(
            self._window, APP_NAME, text.format(self._failed.path, self._reason),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    @property
    def failing(self) -> bool:
        """Whether the game in progress could not be autosaved (its last write failed)."""
        return self._failed is not None

    # --------------------------------------------------------------- helpers
    def _tell_busy(self) -> None:
        """Say why an unfinished game is not offered: another window is playing it (a box that does not wait)."""
        print(f"spades-desktop: not offered, played in another window: {', '.join(map(str, self.busy))}",
              file=sys.stderr)
        box = QMessageBox(QMessageBox.Icon.Information, APP_NAME, self.tr(
            "An unfinished game is being played in another {0} window, so it is not offered here: it goes on "
            "there, and that window keeps saving it. Once that window is closed, the game is offered at the "
            "next start.").format(APP_NAME), QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("AutosaveInUse")
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.message = box
        box.show()

    def _show(self, text: str, failure: bool, details: str = "") -> None:
        """A message box that does not stop the game (not modal to the application, no nested event loop);
        ``details``: shown under Show Details."""
        box = warning_box(self._window, text, "AutosaveWriteProblem" if failure else "AutosaveKept", details)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.message = box
        box.show()



class ResumeDialog(QDialog):
    """At start-up, when several unfinished games were autosaved: pick one to resume (the newest is selected)."""

    def __init__(self, found: list[Resumable], parent: QWidget | None = None,
                 shown_name: Callable[[str, str], str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume a game"))
        self.setMinimumWidth(520)
        self._found = found
        # a preset's name in the window's language (``game_files.preset_namer``); as saved when not given
        self._shown_name = shown_name or (lambda _preset_id, name: name)
        box = QVBoxLayout(self)
        intro = QLabel(self.tr("These games were not finished. Resume one, or deal a new game (they stay "
                               "here for later)."), self)
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Unfinished games"))
        self.list.setSpacing(3)  # two lines a game: the games told apart
        said = [self.describe(entry) for entry in found]
        for n, (entry, text) in enumerate(zip(found, said, strict=True)):
            if said.count(text) > 1:  # two games alike to the minute: "#1", "#2" tell them apart
                text += f" #{said[:n].count(text) + 1}"
            item = QListWidgetItem(text, self.list)
            item.setToolTip(str(entry.path))
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        box.addWidget(self.list)
        # As wide as the longest line (the score and the time were cut off at a fixed 520 pixels), within the screen
        widest = max((self.list.fontMetrics().horizontalAdvance(line) for text in said for line in text.split("\n")),
                     default=0)
        room = screen_room(self)
        most = room.width() - 40 if room is not None and room.width() > 0 else widest + 80
        self.setMinimumWidth(max(520, min(widest + 80, most)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Resume"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("&New game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def describe(self, entry: Resumable) -> str:
        """The game's two lines (``describe_resumable``)."""
        return describe_resumable(entry, self._shown_name)

    def chosen(self) -> Resumable | None:
        row = self.list.currentRow()
        return self._found[row] if 0 <= row < len(self._found) else None


def describe_resumable(entry: Resumable, shown_rules: Callable[[str, str], str]) -> str:
    """Two lines: ``Standard partnership Spades, deal no. 4242, hand 3`` and ``You & Nora 120 – Wes & Ethan 85
    (saved 2026-11-30 21:07)``: the rules in the window's language (``shown_rules``, ``game_files.preset_namer``),
    the only person's "You" too, a name thousands of letters long cut short (``texts.shown_name``). The resume list
    and the question of a single game say the same. A game of two or more people is not given its deal number (it
    would deal their hands in another copy)."""
    record, game = entry.record, entry.game
    humans = sum(1 for p in record.players if p.kind == "human")
    names = [shown_name(shown_person_name(p.name, humans) if p.kind == "human" else p.name) for p in record.players]
    scores = game.hand_scores
    totals = scores[-1].totals if scores else (0,) * game.rules.sides
    sides = " – ".join(f"{side_label(game.rules, side, names)} {minus(total)}" for side, total in enumerate(totals))
    when = date_time_text(datetime.datetime.fromtimestamp(entry.mtime_ns / 1e9).isoformat())
    rules_name = shown_rules(record.preset_id or "", record.preset_name or "") or record.preset_id or ""
    if humans >= 2:
        # Pass and play: the game's deal number (hand 1's; every later hand's follows from it), typed into New game
        # in a second copy, deals the cards of the hands still to come face up (family QA): not named
        if left_at_summary(game):
            text = QCoreApplication.translate("ResumeDialog", "{0}, hand {1} is over\n{2} (saved {3})")
            return text.format(rules_name, game.hand_number - 1, sides, when)
        if game.phase is Phase.PLAY:
            text = QCoreApplication.translate("ResumeDialog", "{0}, hand {1}, trick {4}\n{2} (saved {3})")
            return text.format(rules_name, game.hand_number, sides, when, len(game.completed) + 1)
        return QCoreApplication.translate("ResumeDialog", "{0}, hand {1}\n{2} (saved {3})").format(
            rules_name, game.hand_number, sides, when)
    # the deal number of the hand named, as the status bar gives it (the game's own, hand 1's, was given of hand 3:
    # the question and the status line disagreed, newcomer QA); it tells two games apart as well
    if left_at_summary(game):  # it opens on that hand's summary (it said "hand 2" of a game opening on hand 1's)
        text = QCoreApplication.translate("ResumeDialog", "{0}, deal no. {1}, hand {2} is over\n{3} (saved {4})")
        number = scores[-1].deal_number if scores else record.seed
        return text.format(rules_name, number, game.hand_number - 1, sides, when)
    if game.phase is Phase.PLAY:  # how far into the hand: two autosaves of one game (a file opened over a further
        # autosave) read the same but for "#1" and "#2" (a family's QA)
        text = QCoreApplication.translate("ResumeDialog", "{0}, deal no. {1}, hand {2}, trick {5}\n{3} (saved {4})")
        return text.format(rules_name, game.deal_number, game.hand_number, sides, when, len(game.completed) + 1)
    return QCoreApplication.translate("ResumeDialog", "{0}, deal no. {1}, hand {2}\n{3} (saved {4})").format(
        rules_name, game.deal_number, game.hand_number, sides, when)

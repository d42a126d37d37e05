"""The scorekeeper window: a score table for a game played with real cards.

Each hand's bids and tricks are typed into the entry row (``HandEntryBar``);
``engine.tally`` checks and scores them exactly as a played game is scored,
and the game's own ``ScorepadWidget`` shows the result. Any earlier hand can be
corrected (double-click it, or select it and press Enter): every later total
is recomputed and counts up again on the scorepad, and a correction that would
make a later hand impossible is refused with the reason. A hand entered twice
or by mistake is removed (Edit menu, or Delete in the table; the scorer is
asked first): the later hands move up one and are scored again. Undo/redo step
through every change. The game autosaves after each change, saves and opens
as a small JSON file (``scorefile``) and prints the same sheet as a played game.
Each change is also stored in the game history (``history_store``), so the
game counts in History and Statistics; a history that cannot be used never
stops score keeping (the status bar says why once).
Save never writes over hands it has not seen: the window remembers the game its
file held when it was opened or last saved, and a file another window or
program has saved other hands in since (two scorers on one evening's file) is
asked about: save elsewhere, reload it (Undo brings the window's hands back),
or replace it. Such a file marks the title as unsaved (the window watches the
file), and closing asks first. Closing with a correction (or a forgotten hand) typed and not entered asks whether to
enter it first.
An autosave this version cannot read (damaged, or of a newer version) is never
written over: ``read_autosave`` moves it aside under a dated name
(``scorekeeper-autosave-newer-version-2026-11-30-2107.json``) and says so.
"""

from __future__ import annotations

import datetime
import itertools
import math
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QFileSystemWatcher, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFocusEvent, QFont, QKeyEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME
from ...engine.actions import Bid
from ...engine.errors import ParseError, Reason, SpadesError
from ...engine.game import seat_name
from ...engine.ruleset import RuleSet
from ...engine.scoring import HandFacts
from ...engine.tally import (
    HandEntry,
    PastEndError,
    Tally,
    TallyError,
    bidding_order,
    check_bids,
    check_tricks,
    fact_names,
    fact_text,
    parse_bid,
    parse_fact,
    parse_tricks,
    stand_in_bids,
)
from ...engine.tally_changes import LaterChanges, LaterHand, later_changes
from ...record.autosave import Unusable, set_aside
from ...sheets.model import ScoreSheet
from ...sheets.sources import real_cards_sheet
from .. import texts
from ..accessibility import Notices, load_older_readers, said_once_active, score_text, send_announcement
from ..autosave_locks import AutosaveLocks
from ..game_files import (
    free_name,
    games_folder,
    player_folder,
    remember_folder,
    remembered_folder,
    shown_preset_name,
    suggested_name,
)
from ..layouts import (
    BODY_LEAST,
    FRAME_SIDES,
    WINDOW_FRAME,
    fit_size,
    narrow_to_screen,
    press_focused_button,
    relayout,
    screen_room,
    scroll_bar_width,
    set_rows,
)
from ..replace_check import may_write
from ..scorepad import ScorepadWidget
from ..settings import app_settings
from ..texts import (
    bid_text,
    count_of,
    date_text,
    error_text,
    position_name,
    reason_text,
    sentence,
    sheet_tr,
    side_label,
)
from .entry import HandEntryBar, allowed_bids, set_invalid, typed_bid_forms
from .history_store import ScorekeptHistory
from .scorefile import (
    AUTOSAVE_NAME,
    CUT_OFF,
    LOOSE,
    NOT_JSON,
    NOT_SCOREKEPT,
    NewerScorekeptFileError,
    ScorekeptFileError,
    ScorekeptGame,
    load_autosave,
    load_autosave_typing,
    load_game,
    save_autosave,
    save_game,
)


def autosave_path() -> Path:
    from ...paths import user_data_dir

    return user_data_dir() / AUTOSAVE_NAME


def read_autosave(parent: QWidget | None, *,
                  modal: bool = True) -> tuple[ScorekeptGame | None, Path | None, bool]:
    """The scorekept game autosaved at ``autosave_path()`` when it can be read, the file that still holds it
    (``load_autosave``; None when no file does), and whether the autosave may be written over.

    A file that cannot be read (damaged, of a newer version) is moved aside under a dated name beside it, and a
    message box over ``parent`` says so and where (``modal``: wait for OK); a file that cannot even be moved stays
    where it is, and the answer is then that nothing may be autosaved over it.
    """
    from ..autosaves import backup_stamp, tell_kept

    path = autosave_path()
    try:
        if not path.exists() and not path.is_symlink():
            return None, None, True
    except OSError:
        pass  # a folder that may not be searched: load_game says why
    try:
        return (*load_autosave(path), True)
    except ScorekeptFileError as exc:
        newer, problem = isinstance(exc, NewerScorekeptFileError), str(exc)
    kept = set_aside(path, problem, backup_stamp(), newer=newer, name=path.stem)
    print(f"spades-desktop: the scorekeeper's autosave {path} cannot be resumed ({problem}); kept as "
          f"{kept.kept_as or path}", file=sys.stderr)
    # what is wrong with the file, in the file reader's English, under Show Details (the path is in the text)
    tell_kept(parent, _kept_text(kept), "ScorekeeperAutosaveKept", modal=modal,
              details=f"{path.name}: {problem.removeprefix(f'{path}: ')}")
    return None, None, kept.kept_as is not None


def said_bids(reason: Reason, rules: RuleSet | None) -> Reason:
    """``reason`` with the bids ``rules`` allow in the player's words: the engine lists them in its English (a bad
    bid's ``bids`` param, "1-13, nil, blind nil"), which stood in a Russian message as it was. The kinds of bid are
    the engine's (``allowed_bids`` asks ``tally.bid_choices``), only named as the entry row names them
    ("1–13, нил (Н), слепой нил (СН)")."""
    if rules is None:
        return reason
    return tuple((template, {key: said_bids(value, rules) if isinstance(value, tuple)
                             else allowed_bids(rules) if key == "bids" else value
                             for key, value in params.items()})
                 for template, params in reason)


def _kept_text(kept: Unusable) -> str:
    if kept.newer and kept.kept_as is not None:
        return QCoreApplication.translate(
            "ScorekeeperWindow", "The scorekept game was autosaved by a newer version of {0}, so this version "
            "cannot resume it. Nothing was deleted: the file is kept as {1}; the newer version can open it.").format(
            APP_NAME, kept.kept_as)
    if kept.kept_as is not None:
        return QCoreApplication.translate(
            "ScorekeeperWindow", "The autosaved scorekept game is damaged and cannot be resumed. Nothing was "
            "deleted: the file is kept as {0}.").format(kept.kept_as)
    return QCoreApplication.translate(
        "ScorekeeperWindow", "The autosaved scorekept game cannot be resumed. The file stays at {0}: it could "
        "not be moved aside ({1}). Games are not autosaved, so that the file is not written over.").format(
        kept.path, kept.move_error)


SCOREKEPT_FOLDER = "scorekept"  # the key of the folder last used for scorekept games (``game_files.FOLDER_KEY``)


def scorekept_folder() -> Path:
    """Where Save and Open of a scorekept game start: the folder of the last one saved or opened, else the
    saved-games folder, created when missing (the home folder if it cannot be), as Game ▸ Save game: a bare name
    put the file into the current directory, the app's own folder when started as ./SpadesDesktop."""
    return remembered_folder(SCOREKEPT_FOLDER) or games_folder()


def game_file_name(game: ScorekeptGame, folder: Path, extension: str) -> str:
    """A name for a file of ``game`` in ``folder``: its rules' name and the day it started (``Standard
    2026-11-30.json``), numbered when taken. Every game was proposed as scorekept-game.json (its sheet as
    score-sheet.pdf): a club's second table landed on the first table's file."""
    day = game.created[:10]
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", day):
        day = datetime.date.today().isoformat()
    title = shown_preset_name(game.preset_id, game.preset_name) or "scorekept-game"
    return suggested_name(title, day, folder, extension)


def choose_save_path(parent: QWidget | None, game: ScorekeptGame | None = None,
                     current: Path | None = None) -> Path | None:
    """Ask where to save a scorekept game (a ``.json`` name; a file there is replaced only when the player says so);
    None when the player cancels. The dialog proposes ``current`` (the game's file), else a name made from
    ``game`` (``game_file_name``) in ``scorekept_folder()``."""
    title = QCoreApplication.translate("ScorekeeperWindow", "Save scorekept game")
    folder = scorekept_folder()
    if current is not None:
        suggested = os.fspath(current)
    elif game is not None:
        suggested = os.fspath(folder / game_file_name(game, folder, ".json"))
    else:
        suggested = os.fspath(folder / free_name("scorekept-game", folder, ".json"))
    name, _filter = QFileDialog.getSaveFileName(parent, title, suggested, QCoreApplication.translate(
        "ScorekeeperWindow", "Scorekept games (*.json)"))
    path = checked_save_path(parent, name) if name else None
    if path is not None:
        remember_folder(path, SCOREKEPT_FOLDER)
    return path


def checked_save_path(parent: QWidget | None, name: str) -> Path | None:
    """``name`` as the file to save to (``.json`` added: "club" is saved as club.json), after asking before
    replacing another file than the one named; None when the player says not to."""
    path = Path(name)
    if path.suffix.lower() != ".json":
        path = path.with_suffix(".json")
    title = QCoreApplication.translate("ScorekeeperWindow", "Save scorekept game")
    return path if may_write(parent, title, path, name) else None


def scorekept_sheet(game: ScorekeptGame, tally: Tally | None = None) -> ScoreSheet:
    """The filled score sheet of a scorekept game (``tally``: its tally, when already made): the same sheet as a
    played game's, dated with the game's start and saying the score was kept for real cards. The scorekeeper and
    the History window print this one."""
    from ..presets import language
    from ..settings import user_paper

    tally = game.tally() if tally is None else tally
    return real_cards_sheet(game.rules, tally.scores, game.names, tally.winner,
                            preset_name=shown_preset_name(game.preset_id, game.preset_name),
                            date=date_text(game.created), page_size=user_paper(), lang=language(), tr=sheet_tr)


def bid_refusal(game: ScorekeptGame, tally: Tally, index: int, bids: Mapping[int, Bid],
                order: Sequence[int]) -> SpadesError | None:
    """Why the engine refuses the bids typed so far for hand ``index`` (0-based) of ``game`` (``tally``: its tally):
    the check of Enter hand (``tally.check_bids``, from the totals before that hand); None when it accepts them, or
    when the seats still to bid could make them hold. ``bids``: the seats typed, ``order`` the bidding order; only
    the seats that bid before the first one not typed are judged. Each seat still to bid is tried with each kind of
    bid these rules offer, and a typed bid is refused only when it is refused whatever they bid: in suicide Ann's 4
    waits for her partner, who must then bid nil; with a board, Ann's 1 for her partner's 3."""
    known = list(itertools.takewhile(lambda seat: seat in bids, order))
    if not known:
        return None
    rules = game.rules
    if index > 0:
        before = tally.scores[index - 1].sides
        totals, bags = [side.total_after for side in before], [side.bags_after for side in before]
    else:
        totals, bags = [0] * rules.sides, [0] * rules.sides
    dealer = game.dealer_of(index + 1)

    def refused(row: Sequence[Bid], listed: bool = True) -> SpadesError | None:
        try:
            check_bids(rules, dealer, row, totals, bags, hand_number=index + 1, blind_limits=game.blind_limits,
                       listed=listed, free=[seat for seat in range(rules.players) if seat not in known])
        except SpadesError as exc:
            return exc
        return None

    if len(known) == len(order):
        return refused([bids[seat] for seat in range(rules.players)])
    first: list[Bid] | None = None
    for filler in stand_in_bids(rules):
        row = [bids[seat] if seat in known else filler for seat in range(rules.players)]
        exc = refused(row, listed=False)  # whether and where: the list of bids open only for the refusal said
        if exc is None or getattr(exc, "seat", None) not in known:
            return None  # these bids hold, or only a seat still to bid is refused: it may bid otherwise
        first = first or row
    return refused(first) if first is not None else None


UNBROKEN_MOST = 32  # the longest "side: total" kept on one line; a longer one breaks only between the names


def _unbroken(text: str) -> str:
    """``text`` ("Ann & Cy: 312") with non-breaking spaces, so that a wrapped line never parts a side from its
    score: a large font wrapped the game-over line as "… Ann &" / "Cy: 312". A longer one (``UNBROKEN_MOST``: a
    side of long names) keeps only its last word with the score, so that the line can still wrap."""
    if len(text) <= UNBROKEN_MOST:
        return text.replace(" ", "\u00a0")
    head, space, tail = text.rpartition(" ")
    return f"{head}\u00a0{tail}" if space else text


# the ways into the hands table that select a hand in it (``_select_a_hand``) when none is: Tab and Ctrl+E, which the
# scorer chose. The cursor sent there by the window (at game over) or by Qt (a field deleted with it) selected hand 1,
# and Remove and Insert then acted on it without asking which hand (QA, keyboard); a click selects its own row.
TABLE_SELECTING = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                   Qt.FocusReason.ShortcutFocusReason)

class HandsTable(QTableWidget):
    """The hands entered, with no type-to-find: a scorer who typed on after the game's last hand (the cursor then
    in this table) had "3" select hand 3 by its number, and the Enter after it opened its correction, which the
    next figures rewrote (QA club 9). Typing here is ``typed`` instead, for the window to say where it goes."""

    typed = Signal()

    def keyboardSearch(self, search: str) -> None:
        if search.strip():
            self.typed.emit()


PAD_LEAST_LINES = 5  # the least height of the scorepad's holder, in lines of the window's text
PAD_LEAST_ROWS = 2  # the fewest hand rows in sight for the rows alone to scroll (else the whole pad scrolls)


class PadScroll(QScrollArea):
    """The scorepad beside the hands table, whole where the window has room for it; on a lower window it scrolls
    (kept at its end: the totals and the key in sight, the preset's name above scrolled away) down to a few
    lines' height. Its least height (338 pixels with a 16-point font, Russian) made the window 615 pixels high
    on a 512-pixel screen (1366 x 768 at 150 %): the entry row's message and the Enter hand button were below
    the screen's edge.

    One scroll bar at a time: where the area has room for the pad with its key whole and a few rows in sight, the
    pad is as high as the area and only its rows scroll (their heads and the totals stay in sight); on a lower
    area the pad is as high as all its parts (no part of it scrolls inside) and the area scrolls it. The pad at its
    least height in a scrolling area showed three scroll bars side by side (the area's, the rows' and the key's)
    on a 911 x 512 screen with a 14-point font."""

    def __init__(self, pad: ScorepadWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pad = pad
        # the winner's banner, at the pad's top, is brought into sight at game over (``_show_banner``)
        self._banner = pad.findChild(QLabel, "scorepadWinner")
        self._to_banner = False  # the banner is shown and the scorer has not scrolled since
        self.setObjectName("scorepadHolder")
        # not resizable by the area: it gave the pad the height its wrapped lines like (``_fit_pad`` sizes it)
        self.setWidget(pad)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own: the pad's rows take the focus
        self.viewport().setAutoFillBackground(False)  # the window's background round the pad's corners
        pad.setAutoFillBackground(False)
        self._at_end = True
        # what the whole pad's measured height lacked, and for which width and measure (``_fit_pad``)
        self._short = 0
        self._short_for: tuple[int, int] = (-1, -1)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(lambda value: setattr(self, "_at_end", value >= bar.maximum()))
        bar.rangeChanged.connect(self._range_changed)
        pad.installEventFilter(self)
        # the parts' contents and what shows them: the rows' height changes with a hand added or taken out
        self._contents: list[QWidget] = []
        for inner in self._inner_areas():
            content = inner.widget()
            self._contents += [inner.viewport()] if content is None else [inner.viewport(), content]
        for content in self._contents:
            content.installEventFilter(self)
        if self._banner is not None:
            self._banner.installEventFilter(self)
        bar.actionTriggered.connect(self._scrolled_by_hand)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The pad's part that Tab reached (a row, the key) scrolls into sight: it stayed below the area's edge."""
        if new is not None and self.pad.isAncestorOf(new):
            self._to_banner = False
            self.ensureWidgetVisible(new, 0, 0)

    def _scrolled_by_hand(self, _action: int) -> None:
        self._to_banner = False

    def _show_banner(self) -> None:
        """The winner's banner in sight: at game over the area stayed at its end (the totals, the key), the
        "★ Bob & Di win the game! ★" above scrolled away at a large font. The banner tells the totals too."""
        if self._to_banner and self._banner is not None and self._banner.isVisible():
            bar, layout = self.verticalScrollBar(), self.pad.layout()
            gap = layout.spacing() if layout is not None else 0
            bar.setValue(min(bar.maximum(), max(0, self._banner.y() - gap)))

    def _bar(self) -> int:
        return scroll_bar_width(self)

    def pad_least_height(self) -> int:
        return max(self.pad.minimumHeight(), self.pad.minimumSizeHint().height())

    def least_width(self) -> int:
        """The pad's least width, and its scroll bar's when it scrolls."""
        bar = self._bar() if self.verticalScrollBar().maximum() > 0 else 0
        return max(self.pad.minimumWidth(), self.pad.minimumSizeHint().width()) + bar

    def sizeHint(self) -> QSize:
        hint = self.pad.sizeHint()
        return QSize(max(hint.width(), self.least_width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        lines = PAD_LEAST_LINES * self.fontMetrics().lineSpacing()
        return QSize(self.least_width(), min(self.pad_least_height(), lines))

    def _inner_areas(self) -> list[QScrollArea]:
        """The pad's own scrolling parts (its rows, its key)."""
        return self.pad.findChildren(QScrollArea)

    def _heights(self, width: int) -> tuple[int, int]:
        """The pad's heights at ``width``: with its key whole and a few rows in sight (the rows scroll in it below
        the rest), and with all its parts whole (nothing scrolls in it). Each part has its preferred height in the
        pad's layout; a scrolling part's contents may want more."""
        layout = self.pad.layout()
        if layout is None:
            return self.pad_least_height(), self.pad_least_height()
        preferred = layout.heightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        rows = math.ceil(PAD_LEAST_ROWS * self.pad.row_height())
        some = whole = max(preferred, self.pad_least_height())
        for inner in self._inner_areas():
            content = inner.widget()
            if content is None or inner.isHidden():
                continue
            frame = 2 * inner.frameWidth()
            inside = inner.width() - frame
            need = max(content.minimumHeight(), content.minimumSizeHint().height(),
                       content.heightForWidth(inside) if content.hasHeightForWidth() else 0) + frame
            # its height where the pad's layout gives it what it prefers
            hint = max(inner.sizeHint().height(), inner.minimumSizeHint().height(), inner.minimumHeight())
            whole += max(0, need - hint)
            some += max(0, min(need, rows + frame) - hint)
        return some, whole

    def _fit_pad(self) -> None:
        """The pad as wide as the area (less its scroll bar) and as high, its rows scrolling in it where they need
        to; where that leaves its key cut or too few rows in sight, as high as all its parts, the area scrolling
        it (never both, each with its scroll bar)."""
        view = self.viewport().size()
        some, whole = self._heights(view.width())
        if view.height() >= some:
            self.pad.resize(view)
            return
        if self._short_for == (view.width(), whole):
            whole += self._short
        else:
            self._short, self._short_for = 0, (view.width(), whole)
        if self.pad.size() != QSize(view.width(), whole):
            self.pad.resize(view.width(), whole)
        # a part measured short still scrolls: the pad grows by what it lacks (kept for the same measure)
        over = sum(inner.verticalScrollBar().maximum() for inner in self._inner_areas()) if self.pad.isVisible() else 0
        if over > 0:
            self._short += over
            self.pad.resize(view.width(), whole + over)

    def fit(self) -> None:
        """Size the pad for the room the area has, once the events waiting are done (its parts laid out again)."""
        QTimer.singleShot(0, self, self._fit_pad)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_pad()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._banner and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._to_banner = event.type() == QEvent.Type.Show
            if self._to_banner:
                QTimer.singleShot(0, self, self._show_banner)  # once the pad is laid out with it
            else:  # a correction took the game-over away: back to the totals
                self._at_end = True
                self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        elif watched is self.pad and event.type() == QEvent.Type.LayoutRequest:
            self.fit()  # its least height changed (the key, the winner's banner)
            self.updateGeometry()
        elif event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and watched in self._contents:
            self.fit()  # the rows' height: a hand added or taken out
        return super().eventFilter(watched, event)

    def _range_changed(self, _low: int, high: int) -> None:
        if self._to_banner:
            self._show_banner()
        elif self._at_end:
            self.verticalScrollBar().setValue(high)
        self.updateGeometry()  # the scroll bar came or went: the least width with it


TABLE_LEAST_ROWS = 3  # the hand rows in sight under the table's heads at the least (a few rows, not one)


class ContentsScroll(QScrollArea):
    """The window's contents (all but its menus and status bar), that scroll only on a screen too low for them.

    Not ``layouts.BodyScroll`` (a dialog's body above its buttons): this one sizes by the least size of its
    contents (the table and the pad shrink to a few rows before it scrolls), not by the height they would like,
    is given its body, and scrolls the widget that takes the cursor into sight.

    Where the screen's free room has space for the contents at their least (the table and the scorepad at their
    least, the entry row whole) the window is never lower than that, and the body is as high as the window, as a
    plain layout was; on a lower screen the window's least height is what the room leaves it, and the body
    scrolls (the table and the pad keep their least height, a few rows in sight). At 200 % with 14-point type on
    1280 x 720 (640 x 360 pixels) the window was at least 363 pixels high with no hand entered, 390 with 12 (the
    totals on two lines) and the table squeezed to its heads and one row: the entry row's end and the status line
    were below the screen's edge. A widget that takes the cursor is scrolled into sight (``sight``: the widgets to
    show with it, the last the most)."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body = body
        self.setWidget(body)  # not resizable by the area: it gave the body the height its wrapped lines prefer
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own: its fields take the focus
        self.viewport().setAutoFillBackground(False)  # the window's own background
        body.setAutoFillBackground(False)
        self._least = QSize(0, 0)  # the least size (``fit``): the body's whole, or what the screen leaves it
        self.sight: Callable[[QWidget], Sequence[QWidget]] = lambda widget: (widget,)
        self._focused: QWidget | None = None
        body.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _bar(self) -> int:
        return scroll_bar_width(self)

    def body_least(self, width: int) -> QSize:
        """The body's least size at ``width``: its least width, and the least height of its lines at that width
        (or at its least width, when that is more)."""
        layout = self.body.layout()
        if layout is None:
            return self.body.minimumSizeHint()
        least = layout.totalMinimumSize()
        if layout.hasHeightForWidth():
            least.setHeight(max(least.height(), layout.totalMinimumHeightForWidth(max(width, least.width()))))
        return least

    def fit(self) -> None:
        """Set the least size: the body's whole, or as high as the screen's free room leaves it (with a title bar
        above the window, and its menus and status bar), the body then scrolling; and the body's own size."""
        window, room = self.window(), screen_room(self)
        width = self.viewport().width() if self.testAttribute(Qt.WidgetAttribute.WA_Resized) else 0
        need = self.body_least(width)
        height = need.height()
        if room is not None and room.height() > WINDOW_FRAME and window is not self:
            rest = window.minimumSizeHint().height() - self.minimumSizeHint().height()  # the menus, the status bar
            height = min(height, max(BODY_LEAST, room.height() - WINDOW_FRAME - rest))
        least = QSize(need.width() + (self._bar() if height < need.height() else 0), height)
        if least != self._least:
            self._least = least
            self.updateGeometry()
        self._fit_body()

    def _fit_body(self) -> None:
        """The body as large as the area's view, and no smaller than its least (it scrolls)."""
        view = self.viewport().size()
        least = self.body_least(view.width())
        size = QSize(max(view.width(), least.width()), max(view.height(), least.height()))
        if self.body.size() != size:
            self.body.resize(size)

    def sizeHint(self) -> QSize:
        hint = self.body.sizeHint()
        return QSize(max(hint.width(), self._least.width()), max(hint.height(), self._least.height()))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._least)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_body()
        QTimer.singleShot(0, self, self.fit)  # another width: another height of wrapped lines

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self.fit)  # contents changed: once the body's layout has them
        return super().eventFilter(watched, event)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.body.isAncestorOf(new):
            self._focused = new
            QTimer.singleShot(0, self, self._show_focused)  # after the pad's own area scrolled its part into sight

    def _show_focused(self) -> None:
        focused = self._focused
        if focused is None or QApplication.focusWidget() is not focused or self.verticalScrollBar().maximum() <= 0:
            return
        for widget in self.sight(focused):
            if widget.isVisible():
                self.ensureWidgetVisible(widget, 0, 0)


class ScorekeeperWindow(QMainWindow):
    """See the module docstring."""

    def __init__(self, game: ScorekeptGame, parent: QWidget | None = None, *, autosave: bool = True,
                 path: Path | None = None, history: bool = True, typed: Mapping[str, str] | None = None) -> None:
        """``typed``: the next hand as far as it was typed when the game was autosaved (``load_autosave_typing``),
        put back in its fields."""
        super().__init__(parent)
        self._over_buttons: tuple[QPushButton, ...] = ()  # the game-over row's buttons, once made
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.autosave_enabled = autosave
        self.kept_history = ScorekeptHistory() if history else None  # the game in History and Statistics
        self._history_problem = ""  # the history's problem last said in the status bar
        self._told_done = ""  # what was done, said in the status bar (``_tell_done``): goes with the next change
        self._may_autosave: bool | None = None  # None until the file there was checked (see read_autosave)
        self._autosave_lock = AutosaveLocks()  # held while this window writes the autosave: never two windows
        self._autosave_busy: QLabel | None = None  # says that another window holds the autosave
        self._bad_fact: str | None = None  # the card-fact field of the last problem
        # the game the file at ``path`` held when this window opened or last saved it: Save checks that it still does
        self.saved_game: ScorekeptGame | None = game if path is not None else None
        # A game continued from History (or resumed from the autosave) in no file: the file its entry was last saved
        # in or opened from, still there with this game, is saved again. Ctrl+S asked for a new name, and the
        # scorer's file stayed behind with fewer hands, later opened in place of the game (QA club 10). The file's
        # hands the game's first ones: Save writes there; other hands (saved there since): Save asks first
        remembered = (self.kept_history.file_of(game) if path is None and self.kept_history is not None
                      and game.hands else None)
        if remembered is not None:
            path, held = remembered
            self.saved_game = held if game.hands[:len(held.hands)] == held.hands else game
        self.path = path
        self.game = game
        self._file_watcher = QFileSystemWatcher(self)  # another window or program saving there shows at once
        self._file_watcher.fileChanged.connect(self._file_changed)
        self._changed_told: object = None  # what the file held when the status bar last said it changed
        self.tally: Tally = game.tally()
        self.undo_stack: list[ScorekeptGame] = []
        self.redo_stack: list[ScorekeptGame] = []
        # what each step of the stacks did ("the removal of hand 3"), said when it is undone or redone
        self._undo_steps: list[str] = []
        self._redo_steps: list[str] = []
        self.editing: int | None = None  # the hand (0-based) being corrected, or (``inserting``) put in before
        self.inserting = False  # the entry row holds a forgotten hand, to go in before hand ``editing``
        # what the entry row held as the correction (or the forgotten hand) was laid out: typed over, it is not
        # dropped by another action (``_unfinished_entry``)
        self._entry_start: dict[str, str] = {}
        # the hand the entry row was laid out for (corrected, or the forgotten hand's to go before): a correction is
        # entered only while it is still there, that very hand (``_entry_stale``)
        self._entry_hand: HandEntry | None = None
        self.preset_name = ""  # the game's preset's name in the window's language (``shown_preset_name``)
        self._preset_name_key: tuple[str, str] | None = None  # the preset whose name ``_shown_preset_name`` found
        self._preset_name_shown = ""
        # the next hand as far as it was typed when the scorer went to correct an earlier one: put back afterwards
        self._typed_next: dict[str, str] | None = dict(typed) if typed else None
        # the half-typed hand goes into the autosave a moment after the typing stops (a crash, or the app ended
        # with the window open, lost the bids a club types during the bidding)
        self._typing_saved: dict[str, str] = dict(typed) if typed else {}
        # the bid refusal shown (cleared once the bids hold), and the bids it was said for: Enter or Tab again on
        # the same bids goes on (the refusal stays shown), so that the other bids and the tricks can still be typed
        self._bid_message = ""
        self._bids_refused: tuple[str, ...] | None = None
        self._typing_timer = QTimer(self)
        self._typing_timer.setSingleShot(True)
        self._typing_timer.setInterval(1500)
        self._typing_timer.timeout.connect(self._autosave_typing)

        central = QWidget()  # the window's body, in an area that scrolls on a screen too low for it
        self.body = ContentsScroll(central, self)
        self.body.sight = self._in_sight
        outer = QVBoxLayout(central)
        self.info = QLabel(central)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.info.setFont(font)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setWordWrap(True)  # "Game over: … won (…)   totals" in a large font: wider than a screen
        outer.addWidget(self.info)

        split = self.split = QSplitter(Qt.Orientation.Horizontal, central)
        self._split_dragged = False  # the player moved the divider: the window no longer places it
        split.splitterMoved.connect(self._divider_dragged)
        self.table = HandsTable(split)
        self.table.typed.connect(self._typed_in_table)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAccessibleName(self.tr("Hands entered"))  # Orca said only "table with 0 rows 12 columns"
        self.table.setTabKeyNavigation(False)  # Tab went from cell to cell for ever (Orca QA): ↑ ↓ move in it
        self.table.setToolTip(self.tr("Double-click a hand (or select it and press Enter) to correct it; "
                                      "Delete removes it"))
        self.table.cellDoubleClicked.connect(lambda row, _col: self.correct(row))
        self.table.installEventFilter(self)
        self.table.itemSelectionChanged.connect(self._update_actions)
        self.scorepad = ScorepadWidget()
        self.pad_holder = PadScroll(self.scorepad, split)
        split.addWidget(self.table)
        split.addWidget(self.pad_holder)
        split.setCollapsible(0, False)
        split.setCollapsible(1, False)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([680, 420])
        outer.addWidget(split, 1)

        self.entry_title = QLabel(central)
        self.entry_title.setTextFormat(Qt.TextFormat.PlainText)
        self.entry_title.setWordWrap(True)  # the game-over hint at 14 pt in Russian widened the window past the screen
        outer.addWidget(self.entry_title)
        self._entry_rows = QVBoxLayout()  # the entry row: its buttons beside the fields, or under them (a small
        self._entry_wrapped: bool | None = None  # screen: ``_fit_entry_row``)
        self.entry = HandEntryBar(central)
        self.entry.submitted.connect(self.submit)
        self.entry.bid_check = self._bids_left
        self.entry.edited.connect(self._typing_timer.start)
        # once the other counts are offered again (connected after this): a refusal of the row's tricks that no
        # longer holds goes
        self.entry.edited.connect(lambda: QTimer.singleShot(0, self, self._tricks_refusal_stale))
        self.enter_button = QPushButton(self.tr("Ente&r hand"), central)
        self.enter_button.clicked.connect(self.submit)
        self.cancel_button = QPushButton(self.tr("Cancel correction"), central)
        self.cancel_button.clicked.connect(self.cancel_correction)
        outer.addLayout(self._entry_rows)
        # at game over, in place of the entry row: what the scorer does next. The cursor goes to Print score sheet,
        # not to the hands table, where typing on selected a hand and Enter opened its correction (QA club 9)
        self.over_row = QWidget(central)
        over = QHBoxLayout(self.over_row)
        over.setContentsMargins(0, 0, 0, 0)
        self.print_button = QPushButton(self.tr("&Print score sheet…"), self.over_row)
        self.print_button.clicked.connect(lambda: self.print_sheet())
        self.new_button = QPushButton(self.tr("&New scorekept game…"), self.over_row)
        self.new_button.clicked.connect(lambda: self.new_game())
        self._over_buttons = (self.print_button, self.new_button)
        for button in self._over_buttons:
            over.addWidget(button)
            button.installEventFilter(self)
        over.addStretch(1)
        self.over_row.hide()
        outer.addWidget(self.over_row)
        self._stray_typing = False  # typed on the game-over buttons: the Enter that follows goes nowhere
        self._confirm_correction = False  # the correction was opened with Enter in the table: entering it asks
        self._tricks_refused = ""  # the refusal of a whole row of tricks shown: it goes once they add up
        self._opened_said = False  # the window is to say what it opened with (the hand to enter, or the game over)
        self.opening_said = False  # and has said it
        self.message = QLabel(central)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setObjectName("Error")  # the theme's error colour (style.dialog_style_sheet)
        outer.addWidget(self.message)
        self.setCentralWidget(self.body)
        self._notices = Notices(central)  # the results said to Orca before 46 (View ▸ Announcements for older…)
        self._build_menus()
        fit_size(self, 1100, 640)
        self._load(game, animate=False, tally=self.tally)
        relayout(self)  # its least size with the hand's fields, their buttons beside them or under them
        self.body.fit()
        fit_size(self, 1100, 640)
        self._watch_file()
        if path is None and game.hands:  # continued from History, or resumed, in no file: the title names none
            self.statusBar().showMessage(self.tr("This game is not saved in a file yet: Save asks for a file name."))
        self._store_history(loaded=True)  # a resumed game (or one continued from History) is in the history at once
        self._remember_file()

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        scores = bar.addMenu(self.tr("&Scores"))
        self._action(scores, self.tr("&New scorekept game…"), self.new_game)
        self._action(scores, self.tr("&Open…"), self.open_file, QKeySequence("Ctrl+O"))
        self._action(scores, self.tr("&Save"), self.save, QKeySequence("Ctrl+S"))
        self._action(scores, self.tr("Save &as…"), self.save_as, QKeySequence("Ctrl+Shift+S"))
        scores.addSeparator()
        self._action(scores, self.tr("&Print score sheet…"), self.print_sheet, QKeySequence.StandardKey.Print)
        self._action(scores, self.tr("&Export score sheet as PDF…"), self.export_sheet)
        scores.addSeparator()
        self._action(scores, self.tr("&Close"), self.close, QKeySequence("Ctrl+W"))
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo)
        # the main window's redo keys (docs/gui.md): Ctrl+Y made nothing here (QA, keyboard)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        correct_action = self._action(edit, self.tr("&Correct a hand…"), self._focus_table, QKeySequence("Ctrl+E"))
        self.setup_action = self._action(edit, self.tr("Game &set-up…"), self.edit_setup)
        self.setup_action.setToolTip(self.tr("Change the players' names, the first dealer or the target; the hands "
                                             "entered are scored again"))
        edit.addSeparator()
        self.remove_last_action = self._action(edit, self.tr("Remove &last hand…"), self.remove_last_hand)
        self.remove_selected_action = self._action(edit, self.tr("Remove the selected &hand…"),
                                                   self.remove_selected_hand)
        self.remove_selected_action.setToolTip(self.tr("Select the hand in the table first (or press Delete there)"))
        # the menu shows the Delete that works in the hands table (it showed no key); the key is the table's only,
        # so that Delete still deletes a character in the entry row's fields
        self.remove_selected_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.remove_selected_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.table.addAction(self.remove_selected_action)
        # Ctrl+I too: a screen reader takes Insert as its own key (Orca's modifier), so Insert in the table never
        # came to the window (QA, Orca); the Insert key still works in the table
        self.insert_action = self._action(edit, self.tr("&Insert a hand before the selected one…"),
                                          self.insert_before_selected, QKeySequence("Ctrl+I"))
        self.insert_action.setToolTip(self.tr("A hand forgotten when it was played: select the hand played after it "
                                              "in the table first, then press Ctrl+I (or Insert in the table)"))
        # they win in the entry row's fields, where the cursor always is: a field took Ctrl+Z as its own undo and
        # (on X11) Ctrl+E as the end of the line, so neither did anything (QA, Orca)
        self.entry.window_keys = [key for action in (self.undo_action, self.redo_action, correct_action,
                                                     self.insert_action)
                                  for key in action.shortcuts()]

    def _action(self, menu: QMenu, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        menu.addAction(action)
        return action

    def eventFilter(self, watched: object, event: object) -> bool:
        if (watched is self.table and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            if self.table.currentRow() >= 0:
                # a correction opened from the keyboard is marked, and entering it asks first: a scorer typing on
                # in the table rewrote a hand without seeing it (QA club 9)
                self._start_entry(self.table.currentRow(), inserting=False, by_key=True)
            return True
        if watched in self._over_buttons and isinstance(event, QKeyEvent) \
                and event.type() == QEvent.Type.KeyPress and self._over_key(event):
            return True
        if watched in self._over_buttons and isinstance(event, QFocusEvent) \
                and event.type() == QEvent.Type.FocusOut:
            self._stray_typing = False
        if (watched is self.table and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Delete and not event.modifiers()):
            self.remove_selected_hand()
            return True
        if (watched is self.table and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Insert and not event.modifiers()):
            self.insert_before_selected()
            return True
        if (watched is self.table and isinstance(event, QFocusEvent) and event.type() == QEvent.Type.FocusIn
                and event.reason() in TABLE_SELECTING):  # a click selects the row it is on
            self._select_a_hand()
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def _over_key(self, event: QKeyEvent) -> bool:
        """A key on the game-over buttons: typing (a figure of a hand that is not there) is said to go nowhere, and
        the Enter after it presses nothing; True when the key is taken. A scorer who typed on after the last hand
        changed hand 3 (QA club 9)."""
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                         | Qt.KeyboardModifier.MetaModifier)
        if plain and event.text().strip() and event.text().isprintable():
            self._stray_typing = True
            self._typed_at_game_over()
            return True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._stray_typing:
            self._typed_at_game_over()
            return True
        return False

    def _typed_at_game_over(self) -> None:
        text = self.tr("The game is over: nothing more is entered, and what is typed goes nowhere. Ctrl+P prints the "
                       "score sheet; Ctrl+E goes to the hands table to correct a hand.")
        if self.message.text() != text:
            self._refuse(text)

    def _typed_in_table(self) -> None:
        """Typing in the hands table finds no hand (``HandsTable``): say where hands are typed."""
        if self.tally.winner is not None and self.editing is None:
            self._typed_at_game_over()
            return
        text = self.tr("Typing in the hands table does nothing: the arrow keys choose a hand and Enter corrects it; "
                       "a new hand is typed in the fields under the table.")
        if self.message.text() != text:
            self._refuse(text)

    def _focus_table(self) -> None:
        """Edit ▸ Correct a hand… (Ctrl+E): the cursor goes to the hands table, a hand selected in it."""
        if self.game.hands:
            self._select_a_hand()
            self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _entry_has_focus(self) -> bool:
        """Whether the cursor is in the entry row (a field, Enter hand, Cancel correction)."""
        focus = QApplication.focusWidget()
        return focus is not None and (self.entry.isAncestorOf(focus) or focus in (self.enter_button,
                                                                                 self.cancel_button))

    def _last_hand_current(self) -> None:
        """The last hand current in the table, none selected: Ctrl+E or Tab there selects it (a finished game opened
        from a file had hand 1 current)."""
        if self.game.hands:
            self.table.setCurrentCell(len(self.game.hands) - 1, 0,
                                      self.table.selectionModel().SelectionFlag.NoUpdate)

    def _focus_at_game_over(self) -> None:
        """The cursor goes to Print score sheet, what the scorer does next (the entry row's fields take nothing
        now); the last hand is current in the table, none selected. As the fields were hidden the cursor went on to
        the table by itself, which selected hand 1 (QA, keyboard); sent to the table, it took the figures a scorer
        typed on after the last hand as type-to-find, and Enter opened a correction (QA club 9)."""
        self._last_hand_current()
        self.over_row.show()
        self.print_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _select_a_hand(self) -> None:
        """With no hand selected in the table, select its current row, else the last hand. The table took the focus
        with a current row (the first, set by the table as it took the focus) but none selected: Orca said no row,
        and Delete, Insert and Edit ▸ Remove the selected hand… did nothing (QA, Orca)."""
        if not self.game.hands or self._selected_hand() is not None:
            return
        row = self.table.currentRow()
        self.table.selectRow(row if 0 <= row < len(self.game.hands) else len(self.game.hands) - 1)

    # ----------------------------------------------------------------- state
    def _load(self, game: ScorekeptGame, animate: bool, changed_from: int | None = None,
              tally: Tally | None = None) -> None:
        """Show ``game``: the table, the scorepad (rows from ``changed_from`` on count up again), the entry row.
        ``tally``: the game's tally when the caller has it (the check of the hand made it): the match is not tallied
        again (each Enter tallied it twice, QA club 11)."""
        # the status line that told of the change before this one goes: "Hand 11 removed." still stood there after
        # the game had ended, hands later (QA); the caller tells of this one after it. A problem that still holds
        # (a busy history, an autosave that failed) stays for its time.
        if self._told_done and self.statusBar().currentMessage() == self._told_done:
            self.statusBar().clearMessage()
        self._told_done = ""
        self.game = game
        self.tally = game.tally() if tally is None else tally
        rules = game.rules
        self.preset_name = self._shown_preset_name(game)
        self._update_title()
        self._fill_table()
        scores = self.tally.scores
        if changed_from is None or not animate:
            self.scorepad.set_game(rules, game.names, self.preset_name)
            self.scorepad.set_hands(scores)
        else:
            self.scorepad.set_hands(scores[:changed_from])
            for score in scores[changed_from:]:
                self.scorepad.add_hand(score, animate=True)
        if self.tally.winner is not None:
            self.scorepad.show_winner(self.tally.winner)
        self.editing = None
        self.inserting = False
        self._confirm_correction = False
        self._prepare_entry()
        self._update_actions()

    def _shown_preset_name(self, game: ScorekeptGame) -> str:
        """``shown_preset_name`` of ``game``'s preset, found once for the window (it read every preset file,
        49 of them, on each Enter: a third of the time a hand took to score, QA club 11); found again only when the
        game shown has other rules (a file opened in the window)."""
        key = (game.preset_id, game.preset_name)
        if self._preset_name_key != key:
            self._preset_name_key = key
            self._preset_name_shown = shown_preset_name(game.preset_id, game.preset_name)
        return self._preset_name_shown

    def _tell_done(self, text: str, timeout: int = 8000) -> None:
        """Say in the status bar what was just done ("Hand 3 removed."): for ``timeout`` ms, or until the game
        shown changes again (``_load``)."""
        self.statusBar().showMessage(text, timeout)
        self._told_done = text

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(bool(self.undo_stack))
        self.redo_action.setEnabled(bool(self.redo_stack))
        self.remove_last_action.setEnabled(bool(self.game.hands))
        # with hands to take out or put one before: with none selected each says how to select one (Remove was
        # greyed, while Insert said what to do)
        self.remove_selected_action.setEnabled(bool(self.game.hands))
        self.insert_action.setEnabled(bool(self.game.hands))

    def _selected_hand(self) -> int | None:
        """The hand (0-based) selected in the table, if any."""
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        row = min(rows) if rows else -1
        return row if 0 <= row < len(self.game.hands) else None

    def _fill_table(self) -> None:
        game, rules = self.game, self.game.rules
        # the sides' totals first, after the hand's number: at a large font they were the last columns, behind the
        # table's scroll bar (14 points at 150 % on a 1366 x 768 laptop); the dealer and each player's bid and
        # tricks follow, and scroll where the table has no room for them
        heads = [self.tr("Hand")]
        for side in range(rules.sides):
            heads.append(side_label(rules, side, game.names))
        heads.append(self.tr("Dealer"))
        for seat in range(rules.players):
            heads += [self.tr("{name}\nbid").format(name=game.names[seat]),
                      self.tr("{name}\ntook").format(name=game.names[seat])]
        facts = fact_names(rules)
        if facts:
            heads.append(self.tr("Cards"))
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(game.hands))
        for row, (entry, score) in enumerate(zip(game.hands, self.tally.scores, strict=True)):
            cells = [str(row + 1)]
            cells += [f"{texts.signed(side.points)} = {texts.minus(side.total_after)}" for side in score.sides]
            cells.append(game.names[score.dealer])
            for seat in range(rules.players):
                cells += [bid_text(entry.bids[seat]), str(entry.tricks[seat])]
            if facts:  # the card facts as entered: "last trick W AS · dix N lead"
                cells.append(" · ".join(f"{name} {text}" for name in facts
                                        if (text := fact_text(rules, name, entry.facts))))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                # read with its column's name: ↑ ↓ read a row as bare numbers, "1. +50 = 50. … 3. 3. 4. 4." (Orca QA)
                if text:
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("{column}: {value}").format(
                        column=" ".join(heads[col].split()), value=text))
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        # a few rows in sight under the heads at the least (on a low screen the window's body scrolls instead): the
        # table was squeezed to its heads and one row at 200 % with 14-point type on 1280 x 720
        table = self.table
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
                               + TABLE_LEAST_ROWS * table.verticalHeader().defaultSectionSize()
                               + table.horizontalScrollBar().sizeHint().height())
        if game.hands:
            self.table.scrollToBottom()
            # and again once the layout has given the table its height: at 200 % with 14-point type the scroll was
            # taken at the old height, two rows short, and the hand just entered stayed out of sight (QA lowvision8)
            QTimer.singleShot(0, self.table.scrollToBottom)
        self._fit_split()

    def _divider_dragged(self) -> None:
        self._split_dragged = True

    def _fit_split(self) -> None:
        """Give the hands table the width of its columns when the scorepad can spare it (down to its smallest
        width): in an 800-pixel window the sides' totals, the table's last columns, hid behind a scroll bar."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if self._split_dragged or len(sizes) != 2 or total <= 0:
            return
        bar = self.table.verticalScrollBar()
        need = (self.table.horizontalHeader().length() + 2 * self.table.frameWidth()
                + (bar.sizeHint().width() if bar.isVisible() else 0))
        if sizes[0] >= need:
            return
        table = min(need, total - self.pad_holder.least_width())
        if table > sizes[0]:
            self.split.setSizes([table, total - table])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_split)  # once the splitter has its new width (not after a close)

    def _prepare_entry(self) -> None:
        game, rules = self.game, self.game.rules
        self._bids_refused, self._bid_message = None, ""
        number = (self.editing if self.editing is not None else len(game.hands)) + 1
        dealer = game.dealer_of(number)
        order = bidding_order(rules, dealer)
        over = self.tally.winner is not None and self.editing is None
        moving = self._entry_has_focus()  # the cursor stays in the entry row, at game over goes to Print
        self._stray_typing = False
        self.entry.recheck = False
        self._tricks_refused = ""
        if over:
            self._last_hand_current()
        focus = QApplication.focusWidget()
        if over and (moving or (focus is not None and self.over_row.isAncestorOf(focus))):
            self._focus_at_game_over()
        self.entry.set_hand(rules, game.names, order, dealer)  # the cursor in a field goes to the new first field
        restore = self._typed_next if self.editing is None and not over else None
        if self.inserting:
            self.entry_title.setText(self.tr("A forgotten hand, put in before hand {number}: {dealer} dealt, {first} "
                                             "bid first").format(
                number=number, dealer=game.names[dealer], first=game.names[order[0]]))
        elif self.editing is not None:
            self.entry_title.setText(self.tr("Correcting hand {number}: {dealer} dealt, {first} bid first").format(
                number=number, dealer=game.names[dealer], first=game.names[order[0]]))
            if self._confirm_correction:  # opened with Enter in the table: said to be a correction, and asked
                self.entry_title.setText(self.entry_title.text() + ". " + self._asks_first_text(number))
        # a hand being corrected (or put in) stands out from a new hand: its title in bold
        title_font = QFont(self.entry_title.font())
        title_font.setBold(self.editing is not None)
        self.entry_title.setFont(title_font)
        if over:  # not "Hand 6: Ann deals" over fields that take nothing: what the scorer still can do
            self.entry_title.setText(self.tr("The game is over: to correct a hand, double-click it (or select it "
                                             "and press Enter)"))
        elif self.editing is None:
            self.entry_title.setText(self.tr("Hand {number}: {dealer} deals, {first} bids first").format(
                number=number, dealer=game.names[dealer], first=game.names[order[0]]))
        if moving and not over:  # on Enter hand or Cancel correction, which may go now
            self.entry.focus_first()
        self.entry.set_enabled(not over)
        self.enter_button.setEnabled(not over)
        self.entry.setHidden(over)  # no "▶ Bob" and "Ann (deals)" over fields that take nothing
        self.enter_button.setHidden(over)
        self.over_row.setVisible(over)
        if self.editing is not None and not self.inserting:
            # the cursor first, then the values: filled before the cursor came, the first field's caret move reached
            # Orca 43.1 before its focus, which it took for the focus ("4", "selected"), and dropped the focus event:
            # "South: bid" was never said (QA round 16). Selected below, after the focus, as Tab does (EntryField)
            self.entry.focus_first()
            self.entry.fill(game.hands[self.editing])
        self.enter_button.setText(self.tr("Ente&r hand") if self.editing is None or self.inserting
                                  else self.tr("Ente&r correction"))
        self.cancel_button.setText(self.tr("Cancel") if self.inserting else self.tr("Cancel correction"))
        self.cancel_button.setVisible(self.editing is not None)
        self.info.setText(self._info_text())
        if restore is not None:  # the hand being typed before a correction: as it was (set_hand emptied it)
            self._typed_next = None
            self.entry.focus_first()
            self.entry.restore(restore)
        elif not over:
            self.entry.focus_first()
        self._entry_start = self.entry.typed() if self.editing is not None else {}
        self._entry_hand = game.hands[self.editing] if self.editing is not None else None
        self._fit_entry_row()

    def _fit_entry_row(self) -> None:
        """The entry row's buttons beside its fields where the screen's free room is wide enough for them, else
        under them: with names like Annabelle and Bartholomew at 200 % and 14-point type the fields alone were 565
        pixels wide, with Enter hand 724, on a screen 640 wide (the button and the fields' end past its edge)."""
        buttons: list[QWidget] = [self.enter_button, self.cancel_button]
        layout = self.body.body.layout()
        margins = layout.contentsMargins() if layout is not None else None
        spacing = max(0, layout.spacing()) if layout is not None else 0
        need = (self.entry.minimumSizeHint().width() + FRAME_SIDES + self.body._bar()
                + (margins.left() + margins.right() if margins is not None else 0)
                + sum(b.sizeHint().width() + spacing for b in buttons if not b.isHidden()))
        room = screen_room(self)
        wrapped = room is not None and room.width() > 0 and need > room.width()
        if wrapped == self._entry_wrapped:
            return
        self._entry_wrapped = wrapped
        set_rows(self._entry_rows, [[(self.entry, 1)], [*buttons, None]] if wrapped else [[(self.entry, 1), *buttons]])

    def _in_sight(self, widget: QWidget) -> Sequence[QWidget]:
        """What comes into sight with ``widget`` as it takes the cursor (``ContentsScroll``): a field
        of the entry row or its buttons with the whole of it, from its title to the message under it."""
        if self.entry.isAncestorOf(widget) or widget in (self.enter_button, self.cancel_button):
            return (self.message, self.entry_title, self.entry, widget)
        if self.over_row.isAncestorOf(widget):
            return (self.message, self.entry_title, widget)
        return (widget,)

    def _tricks_refusal_stale(self) -> None:
        """The tricks of a row refused for their sum were typed over: when they add up now, the refusal and its
        marks go (they stood under a row that was right until Enter)."""
        if not self._tricks_refused or self.message.text() != self._tricks_refused:
            return
        rules = self.game.rules
        _bids, trick_texts = self.entry.texts()
        try:
            check_tricks(rules, [parse_tricks(rules, seat, trick_texts[seat]) for seat in range(rules.players)])
        except SpadesError:
            return
        self._tricks_refused = ""
        self.message.setText("")
        for edit in self.entry.trick_edits.values():
            set_invalid(edit, False)

    def _asks_first_text(self, number: int) -> str:
        return self.tr("Entering it asks before hand {number} is changed; Escape cancels it").format(number=number)

    def _won_text(self, game: ScorekeptGame, tally: Tally) -> str:
        """"Game over: Ann & Cy won (reached the target)." for a finished game."""
        assert tally.winner is not None
        name = side_label(game.rules, tally.winner, game.names)
        because = texts.game_over_because(game.rules, tally.reason or "", tally.totals, game.names)
        return self.tr("Game over: {name} won ({reason}).").format(name=name, reason=because)

    def _info_text(self) -> str:
        game, tally = self.game, self.tally
        totals = "   ".join(_unbroken(f"{side_label(game.rules, s, game.names)}: {texts.minus(t)}")
                             for s, t in enumerate(tally.totals))
        if tally.winner is not None:
            return self._won_text(game, tally) + "   " + totals
        if not game.hands:
            limit = game.rules.hand_limit  # a game of so many hands has no target to tell (it was "Game to 100000")
            if limit and not game.rules.hands_only:  # a score or a number of hands, whichever comes first
                return self.tr("Game to {target}, at most {hands}. Enter the first hand.").format(
                    target=game.rules.target, hands=count_of(limit, self.tr("hand|hands")))
            if limit == 1:
                return self.tr("A game of one hand. Enter it.")
            if limit:
                return self.tr("A game of {hands}. Enter the first hand.").format(
                    hands=count_of(limit, self.tr("hand|hands")))
            return self.tr("Game to {target}. Enter the first hand.").format(target=game.rules.target)
        if tally.tied:  # past the target (or the last hand) with the lead shared: the game goes on, and says why
            return self.tr("After hand {number}:   {totals}.   Tied for the lead at the end: one more hand decides "
                           "the game.").format(number=len(game.hands), totals=totals)
        return self.tr("After hand {number}:   {totals}").format(number=len(game.hands), totals=totals)

    # ----------------------------------------------------------------- entry
    def read_entry(self) -> HandEntry:
        """The entry row as a hand; ``TallyError``/``ParseError`` (with the seat and field) when it is not one."""
        bid_texts, trick_texts = self.entry.texts()
        rules = self.game.rules
        bids: dict[int, Bid] = {}
        tricks: dict[int, int] = {}
        forms = typed_bid_forms()  # the marks of the player's sheet: "н" and "сн" on a Russian one
        for seat in self.entry.order:
            try:
                bids[seat] = parse_bid(bid_texts[seat], rules, forms)
            except ParseError:  # the bids these rules allow, in the player's words (the engine's are English)
                err = TallyError(self._bid_problem(seat, bid_texts[seat].strip()))
                err.seat, err.field = seat, "bid"
                raise err from None
        for seat in self.entry.order:
            tricks[seat] = parse_tricks(rules, seat, trick_texts[seat])
        seats = range(rules.players)
        facts: HandFacts | None = None
        fact_texts = self.entry.fact_texts()
        if fact_texts:
            facts = HandFacts()
            for name, text in fact_texts.items():
                try:
                    facts = parse_fact(rules, name, text, facts, self.game.names)
                except ParseError as exc:
                    err = TallyError(str(exc), template=exc.template, params=exc.params)
                    err.field = "facts"
                    self._bad_fact = name
                    raise err from None
        return HandEntry(tuple(bids[s] for s in seats), tuple(tricks[s] for s in seats), facts)

    def _bid_problem(self, seat: int, text: str) -> str:
        """Why the bid typed for ``seat`` is refused, with the bids these rules allow. An empty field asks for the
        bid by the player's name, as an empty tricks field does (it was "'' is not a bid")."""
        if not text:
            return self.tr("{name}: what did they bid? These rules allow {bids}").format(
                name=self.game.names[seat], bids=allowed_bids(self.game.rules))
        return self.tr("'{text}' is not a bid; these rules allow {bids}").format(
            text=text, bids=allowed_bids(self.game.rules))

    def _bids_left(self, edit: QLineEdit) -> bool:
        """A bid field left with Enter or Tab: the bids typed so far are checked as Enter hand checks them (a bid
        that is no bid; the engine's check, ``bid_refusal``, which waits for the seats still to bid). A refusal is
        shown under the entry row and said, its field marked and the cursor in it: False. Once the bids hold, their
        refusal goes. The same refusal of the same bids lets the cursor go on (the refusal stays shown). A club types
        the bids during the bidding: a bid the rules forbid was refused only with the tricks, after the play."""
        if self.editing is None and self.tally.winner is not None:
            return True
        rules, order = self.game.rules, self.entry.order
        bid_texts, _tricks = self.entry.texts()
        forms = typed_bid_forms()
        bids: dict[int, Bid] = {}
        problem: SpadesError | None = None
        left = next((seat for seat, bid_edit in self.entry.bid_edits.items() if bid_edit is edit), None)
        # only the seats up to the one left are judged: a correction holds every seat's old bid, and the later
        # ones are about to be typed again (QA: correcting suicide's Bob to 4 was refused for Di's old 4)
        upto = order[: order.index(left) + 1] if left in order else order
        for seat in upto:
            text = bid_texts[seat].strip()
            if not text:
                continue
            try:
                bids[seat] = parse_bid(text, rules, forms)
            except ParseError:  # as ``read_entry`` says it
                problem = TallyError(self._bid_problem(seat, text))
                problem.seat, problem.field = seat, "bid"
                break
        index = self.editing if self.editing is not None else len(self.game.hands)
        if problem is None:
            problem = bid_refusal(self.game, self.tally, index, bids, order)
        if problem is None:
            self._bids_refused = None
            for bid_edit in self.entry.bid_edits.values():
                set_invalid(bid_edit, False)
            if self._bid_message and self.message.text() == self._bid_message:
                self.message.setText("")
            self._bid_message = ""
            return True
        text = self._problem_text(problem)
        at: int | None = getattr(problem, "seat", None)
        upto = order.index(at) + 1 if at in order else len(order)  # the bids that this refusal is of
        said_for = (text, *(bid_texts[other] for other in order[:upto]))
        if said_for == self._bids_refused and self.message.text() == text:
            return True
        self._bids_refused = said_for
        left = next((seat for seat, bid_edit in self.entry.bid_edits.items() if bid_edit is edit), None)
        self.entry.mark(at, "bid", at=left)
        self._refuse(text)
        self._bid_message = text
        return False

    def submit(self) -> bool:
        """Score the hand in the entry row (new or corrected); False, with the reason shown, when it is refused."""
        self.entry.clear_marks()
        self._bad_fact = None
        index = self.editing if self.editing is not None else len(self.game.hands)
        if self.editing is None and self.tally.winner is not None:
            return False
        entry: HandEntry | None = None
        inserting = self.inserting
        before, editing = self.game, self.editing  # what the hand is made of: it may change while a question waits
        before_tally = self.tally
        try:
            entry = self.read_entry()
            if inserting:
                game, tally = self.game.with_hand_inserted(index, entry)
            else:
                game, tally = self.game.with_hand(index, entry)
        except SpadesError as exc:
            ended = self._ends_earlier(index, entry) if entry is not None and not inserting else False
            if ended is not False:  # kept (True), or refused for hands changed meanwhile (None)
                return bool(ended)
            self._show_problem(exc, index)
            return False
        if (self._confirm_correction and not inserting and self.editing is not None
                and entry != self.game.hands[index] and not self._correction_confirmed(index, entry, game, tally)):
            return False
        if editing is not None and self._entry_stale(before, editing, inserting):
            return False
        later = ""
        if inserting:
            step = self.tr("the forgotten hand put in as hand {number}")
            later = self._later_text(before_tally, game, tally, index, 1)
        elif self.editing is not None:
            step = self.tr("the correction of hand {number}")
            later = self._later_text(before_tally, game, tally, index)
        else:
            step = self.tr("the entry of hand {number}")
        self._change_to(game, index, step.format(number=index + 1), tally)
        if editing is not None:
            self._table_to_latest()
            if self.tally.winner is not None:  # the cursor on Print, as at any game over: after the question box
                self._focus_at_game_over()  # it was nowhere, then in the table, where Return reopened a hand (QA)
        if inserting:  # said before the hand's result: the hand numbers after it changed (it was only shown)
            done = self.tr("Hand {number} put in; the hands after it moved down one and were scored again.").format(
                number=index + 1)
            done = f"{done} {later}" if later else done
            self._say_result(index, done)
            self._tell_done(done, 20000 if later else 8000)
        else:
            self._tell_corrected(index, later)
        return True

    def _tell_corrected(self, index: int, later: str) -> None:
        """Say hand ``index``'s (0-based) result after its correction, with what else it changed in the later hands
        (``later``, from ``_later_text``) in the status bar and said: nothing had said it (QA club 12)."""
        if not later:
            self._say_result(index)
            return
        done = self.tr("Hand {number} corrected.").format(number=index + 1) + " " + later
        self._say_result(index, done)
        self._tell_done(done, 20000)

    def _correction_confirmed(self, index: int, entry: HandEntry, game: ScorekeptGame, tally: Tally) -> bool:
        """A correction opened with Enter in the table is entered only when the scorer says so, seeing what changes
        (No is the default: an Enter typed on changes nothing). A scorer who typed on after the game's last hand had
        hand 3 rewritten without a word (QA club 9). False, with the refusal shown and said, when not."""
        old, names = self.game.hands[index], self.game.names
        changes = []
        for seat in self.entry.order:
            if entry.bids[seat] != old.bids[seat]:
                changes.append(self.tr("{name} bid {old} → {new}").format(
                    name=names[seat], old=bid_text(old.bids[seat]), new=bid_text(entry.bids[seat])))
            if entry.tricks[seat] != old.tricks[seat]:
                changes.append(self.tr("{name} took {old} → {new}").format(
                    name=names[seat], old=old.tricks[seat], new=entry.tricks[seat]))
        if entry.facts != old.facts:
            changes.append(self.tr("the cards"))
        totals = ", ".join(self.tr("{side} {total}").format(side=side_label(game.rules, s, game.names),
                                                             total=texts.minus(t))
                           for s, t in enumerate(tally.totals))
        question = self.tr("Change hand {number}: {changes}? The totals become {totals}.").format(
            number=index + 1, changes="; ".join(changes), totals=totals)
        later = self._later_text(self.tally, game, tally, index)  # the later hands' totals, their own points
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.tr("Correct hand {number}").format(number=index + 1),
            f"{question} {later}" if later else question, buttons.Yes | buttons.No, buttons.No)
        if answer == buttons.Yes:
            return True
        self._refuse(self.tr("Hand {number} is not changed. Enter in the last field asks again; Escape cancels the "
                             "correction.").format(number=index + 1))
        return False

    def _entry_stale(self, before: ScorekeptGame, index: int, inserting: bool) -> bool:
        """Whether the correction in the entry row, made of the hands ``before`` for hand ``index`` (0-based; with
        ``inserting`` a forgotten hand to go before it), no longer fits the hands shown: they changed while a
        question waited for the scorer (a hand removed from the menu, or by a screen reader's action), or the hand
        corrected is no longer there, the same hand. True, with the refusal shown and said, when it does not fit:
        nothing is changed. Yes to "Change hand 2…?" entered the game the question was made of, and a hand removed
        meanwhile came back, corrected (QA)."""
        hands = self.game.hands
        if (self.game is before and self.editing == index and self.inserting == inserting
                and index < len(hands) and hands[index] is self._entry_hand):
            return False
        number = index + 1
        if self.editing is not None:  # the entry row still holds it (renumbered when an earlier hand went)
            text = self.tr("Hand {number} was not changed: the hands changed while the correction was asked about. "
                           "Check the correction of hand {now}, then enter it again (Enter in its last field) or "
                           "cancel it (Escape).").format(number=number, now=self.editing + 1)
        else:
            text = self.tr("Hand {number} was not changed: the hands changed while the correction was asked about, "
                           "and the hand it was for is no longer there.").format(number=number)
        self._refuse(text)
        return True

    def _ends_earlier(self, index: int, entry: HandEntry) -> bool | None:
        """A correction of hand ``index`` that ends the game before its last hand entered: ask whether to remove
        the hands after the new end and keep it (one step for Undo); True when it was kept, None when the hands
        changed while it asked (nothing kept: ``_entry_stale``). Before, the refusal said "Correct hand 12 first",
        which no correction of hand 12 could do (QA)."""
        before = self.game
        cut = before.with_hand_ending(index, entry)
        if cut is None:
            return False
        game, tally = cut
        first, last = len(game.hands) + 1, len(self.game.hands)
        if first == last:
            question = self.tr("With this correction the game ends after hand {end}: {result} Then hand {first} "
                               "cannot have been played. Remove hand {first} and keep the correction? Undo (Ctrl+Z) "
                               "puts it back.")
        else:
            question = self.tr("With this correction the game ends after hand {end}: {result} Then hands "
                               "{first}–{last} cannot have been played. Remove hands {first}–{last} and keep the "
                               "correction? Undo (Ctrl+Z) puts them back.")
        question = question.format(end=len(game.hands), result=self._won_text(game, tally), first=first, last=last)
        later = self._later_text(self.tally, game, tally, index)  # the hands kept between it and the new end
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.tr("Correct hand {number}").format(number=index + 1),
            f"{question} {later}" if later else question, buttons.Yes | buttons.No, buttons.No)
        if answer != buttons.Yes:
            return False
        if self._entry_stale(before, index, False):
            return None
        self._change_to(game, index, self.tr("the correction of hand {number} and the removal of the hands after "
                                             "it").format(number=index + 1), tally)
        # as after any correction: no hand selected, and the game over, the cursor on Print score sheet (hand 1 stayed
        # selected with the cursor in the table, where Delete offered to remove it: QA club 14)
        self._table_to_latest()
        if self.tally.winner is not None:
            self._focus_at_game_over()
        self._tell_corrected(index, later)
        return True

    # ------------------------------------------------------- the later hands
    def _later_text(self, before: Tally, game: ScorekeptGame, tally: Tally, index: int, shift: int = 0) -> str:
        """What a change of hand ``index`` (0-based; ``shift`` 0 a correction, -1 its removal, +1 a hand put in
        there) does to the hands after it, from the tally ``before`` to ``game`` and its ``tally``: who deals them
        now, the ones that score otherwise, their totals ("The later hands' totals change: after hand 11, Bob & Di
        123 → 223; after hand 12, Bob & Di 163 → 263."). Empty when no later hand changes. The correction box said
        only the totals at the end, and a removal moved every later deal without a word (QA club 12)."""
        changes = later_changes(before, tally, index, shift)
        if not changes.anything:
            return ""
        parts = [self._deal_moved_text(changes, game)] if changes.deal_moved else []
        rules, names = game.rules, game.names

        def sides(old: Sequence[int], new: Sequence[int], shown: Callable[[int], str]) -> str:
            return ", ".join(self.tr("{side} {old} → {new}").format(
                side=side_label(rules, side, names), old=shown(was), new=shown(now))
                for side, (was, now) in enumerate(zip(old, new, strict=True)) if was != now)

        if changes.rescored:
            scored = [self.tr("{hand}, {sides}").format(
                hand=self._later_hand_name(hand), sides=sides(hand.points_before, hand.points_after, texts.signed))
                for hand in changes.rescored]
            parts.append(self.tr("Later hands that score otherwise now: {changes}.").format(changes=self._few(scored)))
        if changes.totals_changed:
            totals = [self.tr("after {hand}, {sides}").format(
                hand=self._later_hand_name(hand), sides=sides(hand.totals_before, hand.totals_after, texts.minus))
                for hand in changes.totals_changed]
            parts.append(self.tr("The later hands' totals change: {changes}.").format(changes=self._few(totals)))
        return " ".join(parts)

    def _deal_moved_text(self, changes: LaterChanges, game: ScorekeptGame) -> str:
        """ "The deal moves: hand 4 (hand 5 until now) is dealt by Bob, not Cy; Cy bids first and leads. The later
        hands up to hand 11 move the same way." """
        moved = changes.deal_moved
        hand, names = moved[0], game.names
        bidder = names[hand.first_bidder_after]
        if hand.leader_after == hand.first_bidder_after:
            who = self.tr("{player} bids first and leads").format(player=bidder)
        elif hand.leader_after is None:
            who = self.tr("{player} bids first").format(player=bidder)
        else:
            who = self.tr("{player} bids first, {leader} leads").format(player=bidder, leader=names[hand.leader_after])
        text = self.tr("The deal moves: {hand} is dealt by {dealer}, not {old}; {who}.").format(
            hand=self._later_hand_name(hand), dealer=names[hand.dealer_after], old=names[hand.dealer_before], who=who)
        if len(moved) > 1:
            text += " " + self.tr("The later hands up to hand {last} move the same way.").format(
                last=moved[-1].number_after)
        return text

    def _later_hand_name(self, hand: LaterHand) -> str:
        """"hand 11", or "hand 4 (hand 5 until now)" for a hand a removal or an inserted hand renumbered."""
        if hand.renumbered:
            return self.tr("hand {number} (hand {old} until now)").format(number=hand.number_after,
                                                                           old=hand.number_before)
        return self.tr("hand {number}").format(number=hand.number_after)

    @staticmethod
    def _few(items: Sequence[str]) -> str:
        """Items joined with "; ", the first two, an ellipsis and the last when there are more than three."""
        shown = [*items[:2], "…", items[-1]] if len(items) > 3 else list(items)
        return "; ".join(shown)

    def _say_result(self, index: int, done: str = "") -> None:
        """The hand's result, said once the cursor is in the next hand's first field: Enter moved the focus, and
        Orca said only "Bob: bid". A hand with later ones (corrected, or put in) has its own total, at that hand:
        the totals standing now are said after it (the window said only "Hand 1 over: …, total −80"). ``done``:
        what the change did, said first ("Hand 2 put in; …")."""
        if index >= len(self.tally.scores):
            return
        text = score_text(self.game.rules, self.tally.scores[index], self.game.names, True)
        if done:
            text = done + " " + text
        if index < len(self.tally.scores) - 1:
            text += " " + self._standing_text()
        elif self.tally.winner is not None:
            text += " " + self.info.text().replace("\u00a0", " ")
        else:
            text += " " + self.entry_title.text() + "."
        self._say(text)

    def _standing_text(self) -> str:
        """ "Totals now: Ann & Cy 148, Bob & Di −196." and then the winner, or the next hand to enter."""
        game = self.game
        totals = ", ".join(self.tr("{side} {total}").format(side=side_label(game.rules, s, game.names),
                                                             total=texts.minus(t))
                           for s, t in enumerate(self.tally.totals))
        text = self.tr("Totals now: {totals}.").format(totals=totals)
        if self.tally.winner is not None:
            return text + " " + self._won_text(game, self.tally)
        return text + " " + self.entry_title.text() + "."

    def _say(self, text: str) -> None:
        """Say ``text`` to a screen reader, as the card table says its answers (View ▸ Announcements for older
        screen readers: as a notification)."""
        older = load_older_readers(app_settings())
        send_announcement(self, text, self._notices if older else None)

    def _refuse(self, text: str) -> None:
        """Why Enter (or a removal) was refused: shown under the entry row and said. It was only shown, and Orca
        said only the field the cursor went to, "South: tricks text, selected" (QA, Orca 43)."""
        self.message.setText(text)
        self._say(text)

    def _change_to(self, game: ScorekeptGame, changed_from: int | None, step: str = "",
                   tally: Tally | None = None) -> None:
        """Show ``game``, changed from hand ``changed_from`` (0-based) on (None: its set-up, all shown anew), as an
        undoable ``step`` ("the removal of hand 3", said when it is undone or redone); autosave it. ``tally``: the
        game's tally, when the caller made it (``_load``)."""
        self._push_undo(step)
        self.redo_stack.clear()
        self._redo_steps.clear()
        self.message.setText("")
        self._load(game, animate=changed_from is not None, changed_from=changed_from, tally=tally)
        self._autosave()
        self._store_history()

    def _problem_text(self, exc: SpadesError) -> str:
        """An engine problem as a sentence in the player's language, said of the players: "Di took 20 tricks"."""
        text = error_text(exc)
        seat = getattr(exc, "seat", None)
        if seat is not None:  # "East took 20 tricks" -> "Di took 20 tricks"
            word = position_name(seat_name(self.game.rules, seat).lower())
            if text.startswith(word):
                text = self.game.names[seat] + text[len(word):]
        return sentence(text)

    def _show_problem(self, exc: SpadesError, index: int) -> None:
        text = self._problem_text(exc)
        hand = getattr(exc, "hand", None)
        if hand is not None and hand - 1 != index and self.inserting:
            # numbered in the game with the hand put in: the scorer knows that hand by its number in the table
            text = self.tr("With this hand put in, hand {number} (then hand {later}) would be impossible: "
                           "{problem}").format(number=hand - 1, later=hand, problem=text)
            if isinstance(exc, PastEndError):
                text += " " + self.tr("Remove the hands from hand {number} on first (Edit ▸ Remove the selected "
                                      "hand…).").format(number=hand - 1)
            else:
                text += " " + self.tr("Correct hand {number} first, or remove it if it was never played (Edit ▸ "
                                      "Remove the selected hand…).").format(number=hand - 1)
        elif hand is not None and hand - 1 != index:
            text = self.tr("This correction would make hand {number} impossible: {problem}").format(
                number=hand, problem=text)
            if isinstance(exc, PastEndError):  # no correction of that hand can help
                text += " " + self.tr("Remove the hands from hand {number} on first (Edit ▸ Remove the selected "
                                      "hand…).").format(number=hand)
            else:  # a hand entered after the game's true end (or twice) can go: then the correction holds
                text += " " + self.tr("Correct hand {number} first, or remove it if it was never played (Edit ▸ "
                                      "Remove the selected hand…).").format(number=hand)
        elif isinstance(exc, TallyError) and exc.field == "facts":
            self.entry.mark(self._bad_fact, "facts")
        elif isinstance(exc, TallyError) and exc.field is not None:
            # a problem of the whole row ("the tricks add up to 12"): the cursor in the field typed last, the likeliest
            # wrong (it went to the row's first field), and Enter there scores the hand again
            row = exc.seat is None and exc.field in ("bid", "tricks")
            self.entry.mark(exc.seat, exc.field, at=self.entry.last_typed_seat(exc.field) if row else None)
            self.entry.recheck = row and exc.field == "tricks"
            if self.entry.recheck:
                self._refuse(text)
                self._tricks_refused = text
                return
        self._refuse(text)
        # a bid refused with the tricks goes once the bids hold (``_bids_left``)
        self._bid_message = text if isinstance(exc, TallyError) and exc.field == "bid" else ""

    def correct(self, row: int) -> None:
        """Load hand ``row`` (0-based) into the entry row to correct it."""
        self._start_entry(row, inserting=False)

    def _start_entry(self, row: int, inserting: bool, by_key: bool = False) -> bool:
        """Load hand ``row`` (0-based) into the entry row to correct it, or (``inserting``) empty fields for a
        forgotten hand to go in before it, and say the entry row's title ("Correcting hand 2: Zed dealt, Bob bid
        first."): it was only shown, and Orca said only the field the cursor went to (QA, Orca). False when there is
        no hand ``row``."""
        if not 0 <= row < len(self.game.hands):
            return False
        if self.editing == row and self.inserting == inserting:  # this one already: what is typed in it stays
            self.entry.focus_first()
            self._say(self.entry_title.text() + ".")
            return True
        if self._unfinished_entry():
            return False
        if self.editing is None and self.tally.winner is None:
            typed = self.entry.typed()  # the next hand, half typed: it was lost without a word
            self._typed_next = typed if any(text.strip() for text in typed.values()) else None
        self.editing = row
        self.inserting = inserting
        self._confirm_correction = by_key and not inserting
        self.message.setText("")
        self._prepare_entry()
        self._say(self.entry_title.text() + ".")
        return True

    def _unfinished_entry(self) -> bool:
        """True, with the refusal shown and said, when a correction (or a forgotten hand) is typed in the entry row
        and not entered: another correction, a hand put in, Undo, Redo, a change of the set-up, a new or an opened
        game laid the entry row out anew and dropped it without a word (a removal keeps it: ``_entry_over_removal``).
        A correction loaded and not typed in gives way without a word."""
        if self.editing is None or not self._entry_typed_in():
            return False
        if self.inserting:
            text = self.tr("A forgotten hand is being put in before hand {number}: enter it first (Enter in its last "
                           "field), or cancel it (Escape).")
        else:
            text = self.tr("Hand {number} is being corrected: enter the correction first (Enter in its last field), "
                           "or cancel it (Escape).")
        self._refuse(text.format(number=self.editing + 1))
        return True

    def _entry_typed_in(self) -> bool:
        """Whether a correction (or a forgotten hand) is typed in the entry row and not entered."""
        return self.editing is not None and self.entry.typed() != self._entry_start

    def _enter_before_closing(self) -> bool:
        """A correction (or a forgotten hand) typed and not entered is asked about as the window closes: Yes enters it
        (refused, the reason is shown and said and the window stays), No drops it, Cancel keeps the window open. True
        when the window may close. Ctrl+W closed the window at once and the correction was gone: the autosave keeps
        only the next hand as far as it is typed (QA, keyboard)."""
        if self.editing is None or not self._entry_typed_in():
            return True
        if self.inserting:
            question = self.tr("A forgotten hand is being put in before hand {number}, and it is not entered. Put it "
                               "in before the window closes? No drops it.")
        else:
            question = self.tr("Hand {number} is being corrected, and the correction is not entered. Enter it before "
                               "the window closes? No drops it.")
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, self.windowTitle(), question.format(number=self.editing + 1),
                                      buttons.Yes | buttons.No | buttons.Cancel, buttons.Yes)
        if answer == buttons.Yes:
            self._confirm_correction = False  # the scorer said so here: not asked twice
            return self.submit()
        return answer != buttons.Cancel

    def insert_before_selected(self) -> bool:
        """Edit ▸ Insert a hand before the selected one… (Insert in the table): a hand forgotten when it was
        played is typed in the entry row, dealt by the player who dealt the selected hand; Enter puts it in and the
        later hands move down one, each dealt by the next player, and are scored again (Undo takes it out). False
        when no hand is selected."""
        row = self._selected_hand()
        if row is None:
            self._refuse(self.tr("Select the hand played after the forgotten one in the table first: Ctrl+E goes to "
                                 "the table, the arrow keys choose the hand, Ctrl+I puts the forgotten hand in before "
                                 "it."))
            return False
        return self._start_entry(row, inserting=True)  # the fields empty, the dealer the selected hand's

    def cancel_correction(self) -> None:
        self.editing = None
        self.inserting = False
        self._confirm_correction = False
        self.message.setText("")
        self._prepare_entry()
        self._table_to_latest()

    def _table_to_latest(self) -> None:
        """After a correction (or a forgotten hand) is entered or cancelled, the latest hand is current in the table,
        none selected: the next Ctrl+E selects it. It selected the hand just corrected again (QA club 13)."""
        self.table.clearSelection()
        self._last_hand_current()

    # ---------------------------------------------------------------- set-up
    def edit_setup(self) -> bool:
        """Edit ▸ Game set-up…: change the names, the first dealer or the target; the hands entered are scored
        again (Undo puts the old set-up back). True when the set-up changed."""
        from .setup_dialog import GameSetupDialog

        if self._unfinished_entry():
            return False
        dialog = GameSetupDialog(self.game, self, self.preset_name)
        self.setup_dialog = dialog  # tests reach the open dialog here
        try:
            if not dialog.exec() or dialog.result_game is None or dialog.result_game == self.game:
                return False
            game = dialog.result_game
        finally:
            dialog.deleteLater()
        self._keep_typing()
        old = self.game
        # the scorepad laid out again: its heads name the players
        self._change_to(game, None, self.tr("the change of the game's set-up"))
        done = self.tr("The game's set-up was changed and its hands scored again.")
        self._tell_done(done)
        # said too, with what changed and the totals now (only the status bar showed it, and Undo said it)
        changes = self._setup_changes(old, game)
        if changes:
            done += " " + self.tr("Changed: {changes}.").format(changes="; ".join(changes))
        self._say(done + " " + self._standing_text())
        return True

    def _setup_changes(self, old: ScorekeptGame, new: ScorekeptGame) -> list[str]:
        """What a change of the set-up changed: "Bob is now Rob", "the first dealer is now Di", "the target is now
        300"."""
        changes = [self.tr("{old} is now {new}").format(old=before, new=after)
                   for before, after in zip(old.names, new.names, strict=True) if before != after]
        if new.first_dealer != old.first_dealer:
            changes.append(self.tr("the first dealer is now {name}").format(name=new.names[new.first_dealer]))
        if new.rules.target != old.rules.target:
            changes.append(self.tr("the target is now {target}").format(target=texts.minus(new.rules.target)))
        return changes

    def _keep_typing(self) -> None:
        """The next hand as far as it is typed stays in its fields over a change that lays them out again (a
        correction being typed is left)."""
        if self.editing is None and self.tally.winner is None:
            typed = self.entry.typed()
            self._typed_next = typed if any(text.strip() for text in typed.values()) else None

    # ---------------------------------------------------------------- removal
    def remove_last_hand(self) -> bool:
        """Edit ▸ Remove last hand…: the last hand entered goes, after a question (Undo puts it back)."""
        return self.remove_hand(len(self.game.hands) - 1)

    def remove_selected_hand(self) -> bool:
        """Edit ▸ Remove the selected hand… (Delete in the table): the hand selected in the table goes. With none
        selected, says so (Delete did nothing, and said nothing)."""
        row = self._selected_hand()
        if row is None:
            self._refuse(self.tr("Select the hand to remove in the table first: Ctrl+E goes to the table, the arrow "
                                 "keys choose the hand, Delete removes it."))
            return False
        return self.remove_hand(row)

    def remove_hand(self, row: int) -> bool:
        """Take out hand ``row`` (0-based), a hand entered twice or by mistake, after asking: the later hands move
        up one and are scored again. Refused, with the reason and nothing asked, when a later hand would not hold
        without it; False when nothing was removed."""
        if not 0 <= row < len(self.game.hands):
            return False
        try:
            game, tally = self.game.without_hand(row)
        except SpadesError as exc:
            later = (getattr(exc, "hand", None) or row + 1) + 1  # its number as entered, with the hand still in
            self._refuse(self.tr(
                "Hand {number} cannot be removed: without it, hand {later} (then hand {now}) would be impossible: "
                "{problem} Remove or correct the later hands first.").format(
                number=row + 1, later=later, now=later - 1, problem=self._problem_text(exc)))
            return False
        chosen = self._selected_hand() == row
        self.table.selectRow(row)  # the hand the question is about, seen in the table
        last = row == len(self.game.hands) - 1
        question = (self.tr("Remove hand {number}, the last one entered? Undo (Ctrl+Z) puts it back.") if last else
                    self.tr("Remove hand {number}? The hands after it move up one and are scored again. "
                            "Undo (Ctrl+Z) puts it back.")).format(number=row + 1)
        later = self._later_text(self.tally, game, tally, row, -1)  # the later deals move back one (QA club 12)
        if later:
            question += " " + later
        kept = self._entry_over_removal(row)
        confirm = self._confirm_correction
        if kept is None and self._entry_typed_in() and self.editing == row:
            # what is typed for this very hand goes with it: said before, not found gone afterwards (QA)
            question += " " + (self.tr("The forgotten hand typed before it goes too.") if self.inserting else
                               self.tr("The correction typed for it goes too."))
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, self.tr("Remove a hand"), question, buttons.Yes | buttons.No, buttons.No)
        if answer != buttons.Yes:
            if not chosen:  # Remove last hand selected it for the question only: Ctrl+I then took it (QA)
                self.table.clearSelection()
            return False
        self._change_to(game, row, self.tr("the removal of hand {number}").format(number=row + 1), tally)
        # the hand the question was about is gone: the selection had moved onto the hand that moved up, and
        # Ctrl+I or Remove then took that one without asking which (QA)
        self.table.clearSelection()
        if kept is not None:
            self._resume_entry(*kept, confirm=confirm)
        done = (self.tr("Hand {number} removed.") if last else
                self.tr("Hand {number} removed; the hands after it moved up one and were scored again.")).format(
            number=row + 1)
        done = f"{done} {later}" if later else done
        self._tell_done(done, 20000 if later else 8000)
        self._say(done + " " + self._standing_text())  # it was only shown (Undo said it)
        return True

    def _entry_over_removal(self, row: int) -> tuple[int, bool, dict[str, str]] | None:
        """The correction (or forgotten hand) typed in the entry row, to stay there over the removal of hand ``row``:
        the hand it is for (0-based, as numbered once ``row`` is out), whether it is put in, and what is typed. The
        refusal of a correction says to remove the later hands first, and the removal dropped the correction typed.
        None when nothing is typed in one, or it is for the hand removed."""
        if not self._entry_typed_in():
            return None
        assert self.editing is not None
        if row == self.editing:
            # a forgotten hand typed to go in before the hand removed goes in before the hand that moves up (it was
            # dropped without a word, QA); a correction of the hand removed goes with it
            if self.inserting and row < len(self.game.hands) - 1:
                return row, True, self.entry.typed()
            return None
        return (self.editing - 1 if row < self.editing else self.editing), self.inserting, self.entry.typed()

    def _resume_entry(self, row: int, inserting: bool, typed: Mapping[str, str], confirm: bool = False) -> None:
        """Lay out the entry row again for hand ``row`` (``_start_entry``) and put back what was ``typed`` in it; the
        next hand as far as it is typed is kept for afterwards. ``confirm``: a correction opened with Enter in the
        table still asks before it changes the hand (it went on without asking once an earlier hand was removed)."""
        self._keep_typing()
        self.editing, self.inserting = row, inserting
        self._confirm_correction = confirm and not inserting
        self._prepare_entry()
        self.entry.restore(typed)

    def _push_undo(self, step: str) -> None:
        """The game shown goes on the undo stack, ``step`` (what the change from it did) beside it."""
        del self._undo_steps[len(self.undo_stack):]
        self._undo_steps += [""] * (len(self.undo_stack) - len(self._undo_steps))
        self.undo_stack.append(self.game)
        self._undo_steps.append(step)

    def undo(self) -> None:
        """Edit ▸ Undo (Ctrl+Z, in the entry row's fields too): the last change goes, and what it was is said with
        the totals now (Undo was silent). The next hand as far as it is typed stays in its fields."""
        if not self.undo_stack or self._unfinished_entry():
            return
        step = self._undo_steps.pop() if len(self._undo_steps) == len(self.undo_stack) else ""
        self._keep_typing()
        self.redo_stack.append(self.game)
        self._redo_steps.append(step)
        self._load(self.undo_stack.pop(), animate=False)
        self._autosave()
        self._store_history()
        done = self.tr("Undone: {step}.").format(step=step) if step else self.tr("Undone.")
        self._tell_done(done)  # shown too: only a screen reader heard what Ctrl+Z undid (QA club 9)
        self._say(done + " " + self._standing_text())

    def redo(self) -> None:
        """Edit ▸ Redo (Ctrl+Shift+Z): the change undone last is made again, and said with the totals now."""
        if not self.redo_stack or self._unfinished_entry():
            return
        step = self._redo_steps.pop() if len(self._redo_steps) == len(self.redo_stack) else ""
        self._keep_typing()
        self._push_undo(step)
        self._load(self.redo_stack.pop(), animate=False)
        self._autosave()
        self._store_history()
        done = self.tr("Redone: {step}.").format(step=step) if step else self.tr("Redone.")
        self._tell_done(done)  # shown too: only a screen reader heard what Ctrl+Z undid (QA club 9)
        self._say(done + " " + self._standing_text())

    # ----------------------------------------------------------------- history
    def _store_history(self, loaded: bool = False) -> int | None:
        """Store the game as shown in the game history (its entry's id); a history that cannot be used is said once
        in the status bar, and score keeping goes on. ``loaded``: the game as opened, not changed here (while
        another window of the game writes its entry, nothing is stored; a change is stored as a copy, said once)."""
        if self.kept_history is None:
            return None
        copy = self.kept_history.stored_as_copy(self.game)
        game_id = self.kept_history.store(self.game, self.tally, loaded=loaded)
        problem = self.kept_history.problem
        other = self.kept_history.other_version(self.game)  # History keeps other hands, not replaced by these
        if problem and problem != self._history_problem:
            self.statusBar().showMessage(self.tr("Not stored in the game history: {0}").format(problem), 10000)
        elif loaded and other is not None:
            hands = count_of(len(other.hands), self.tr("hand|hands"))
            if other.tally().winner is not None:
                text = self.tr("The game history keeps this game finished, with other hands ({hands}): the hands "
                               "shown here do not replace them there. Hands entered here are stored there as a copy "
                               "of their own.").format(hands=hands)
            else:
                text = self.tr("The game history keeps other hands of this game ({hands}): the hands shown here do "
                               "not replace them there. Hands entered here are stored there as a copy of their own."
                               ).format(hands=hands)
            self.statusBar().showMessage(text, 20000)
            self._say(text)
        elif not copy and other is None and self.kept_history.stored_as_copy(self.game):
            self.statusBar().showMessage(self.tr(
                "Another window keeps this game in the game history: the hands of this window are stored there as a "
                "copy of their own."), 10000)
        self._history_problem = problem
        return game_id

    def _remember_file(self) -> None:
        """The window's file holds the game as shown: it is remembered with the game's History entry, so that the
        game continued from History is saved there again (``ScorekeptHistory.file_of``)."""
        if self.kept_history is not None and self.path is not None and self.game.hands and self.is_saved():
            self.kept_history.remember_file(self.game, self.path)

    def _leave_in_history(self) -> None:
        """Another game replaces the one shown: an unfinished one stays in History as abandoned (Continue there
        opens it again)."""
        if self.kept_history is not None:
            self.kept_history.abandon()

    # ----------------------------------------------------------------- files
    def _autosave(self) -> bool:
        """Keep the game in the autosave, with the file that holds it as it is (none: its hands are only here);
        whether it is kept there."""
        if not self.autosave_enabled:
            return False
        path = autosave_path()
        if not self._autosave_lock.take(path):  # another window (here or in another running copy) keeps score there
            self._show_autosave_busy(path)
            return False
        self._show_autosave_busy(None)
        if self._may_autosave is None:  # the first write: a file this version cannot read is never written over
            replaced, holder, self._may_autosave = read_autosave(self, modal=False)
            if (replaced is not None and holder is None and replaced.created != self.game.created
                    and self.kept_history is not None):
                # Another game, kept only there (Continue from History opens a game without asking about it): it
                # goes into History before it is written over (a game of an earlier version was in no History)
                keep = ScorekeptHistory()
                keep.store(replaced)
                keep.close()
            elif (replaced is not None and holder is None and self.kept_history is not None
                    and replaced.hands != self.game.hands[:len(replaced.hands)]):
                # This game with other hands, saved in no file: another window's (closed without being asked, the
                # game unfinished, or its app ended). They go into History (a copy of their own when this window
                # writes the game's entry) before they are written over, and the scorer is told (QA robust 3)
                self._keep_other_window_s(replaced)
        if not self._may_autosave:
            self.statusBar().showMessage(self.tr("Not autosaved: {0} cannot be read and is kept as it is.").format(
                str(path)), 8000)
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            typing = self._typing()
            save_autosave(self.game, path, self.path if self.is_saved() else None, typing)
            self._typing_saved = typing
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Autosave failed: {0}").format(exc.strerror or exc), 8000)
            return False
        return True

    def _keep_other_window_s(self, other: ScorekeptGame) -> None:
        """Keep ``other``, another window's hands of the game shown (autosaved, in no file), in History before this
        window's autosave is written over them, and say where they are (or that they could not be kept)."""
        assert self.kept_history is not None
        if self.kept_history.keep_other(other, self.game):
            text = self.tr("The autosave held other hands of this game ({0}), saved in no file: another window's. "
                           "They are kept in History (Game ▸ History…) before this window autosaves.")
        else:
            text = self.tr("The autosave held other hands of this game ({0}), saved in no file: another window's. "
                           "They could not be kept in the game history, and this window's hands are autosaved over "
                           "them.")
        text = text.format(len(other.hands))
        self.statusBar().showMessage(text, 15000)
        self._say(text)

    def _typing(self) -> dict[str, str]:
        """The next hand as far as it is typed (the fields not empty), kept in the autosave: while a hand is
        corrected, the one typed before the correction began."""
        if self.editing is not None:
            typed = self._typed_next or {}
        elif self.tally.winner is None:
            typed = self.entry.typed()
        else:
            typed = {}
        return {name: text for name, text in typed.items() if text.strip()}

    def _autosave_typing(self) -> None:
        """The hand being typed changed: autosave it (when what the autosave holds of it differs)."""
        if self._typing() != self._typing_saved and (self.game.hands or self._typing()):
            self._autosave()

    def _show_autosave_busy(self, path: Path | None) -> None:
        """Say, until it changes, that this window cannot autosave: another window keeps its score in ``path``."""
        if path is None:
            if self._autosave_busy is not None:
                self._autosave_busy.hide()
            return
        if self._autosave_busy is None:
            self._autosave_busy = QLabel(self)
            self._autosave_busy.setWordWrap(True)
            self.statusBar().addPermanentWidget(self._autosave_busy, 1)
        self._autosave_busy.setText(self.tr(
            "Not autosaved: another window keeps its score in {0}. Save this game in a file to keep it.").format(
            str(path)))
        self._autosave_busy.show()

    def autosave_busy_text(self) -> str:
        """What the status bar says of an autosave another window holds ("" when there is nothing to say)."""
        label = self._autosave_busy
        return label.text() if label is not None and not label.isHidden() else ""

    def _update_title(self) -> None:
        """ "club-night-3.spades-score — Keep score: Standard*": the file the hands are in (Save writes there), and
        a star while the hands shown are not all in it (QA: with three nights' files, a secretary could not tell
        which one Ctrl+S would write)."""
        title = self.tr("Keep score: {preset}").format(preset=self.preset_name or self.game.preset_id)
        if self.path is not None:
            title = self.tr("{file} — {title}").format(file=self.path.name, title=title)
        self.setWindowTitle(title + "[*]")
        # a file's hands all undone differ from the file too (QA: the star went with the last hand)
        self.setWindowModified((bool(self.game.hands) or self.path is not None) and not self.is_saved())

    def is_saved(self) -> bool:
        """True when a file holds the game as shown (saved or opened and not changed since, here or in the file:
        another window's save there left these hands in no file, and the title showed them saved)."""
        return self.path is not None and self.game == self.saved_game and self._file_now(self.path)[0] == self.game

    def _file_now(self, path: Path) -> tuple[ScorekeptGame | None, str]:
        """The game the file at ``path`` holds now, read again (content, not a date: a save in the same second, or
        a copied file, keeps the date); else None and why not ("" when there is no such file)."""
        try:
            if not path.exists() and not path.is_symlink():
                return None, ""
        except OSError:
            pass  # load_game says why
        try:
            return load_game(path), ""
        except ScorekeptFileError as exc:
            return None, str(exc) or type(exc).__name__

    def _file_changed_here(self) -> tuple[bool, ScorekeptGame | None, str]:
        """Whether the window's file holds other hands than it held when this window opened or last saved it (and
        not the game shown either), with what it holds now and why it cannot be read (see ``_file_now``). A file
        that is gone has not changed: saving there loses nothing."""
        if self.path is None or self.saved_game is None:
            return False, None, ""
        now, problem = self._file_now(self.path)
        if now is None:
            return bool(problem), None, problem
        return now not in (self.saved_game, self.game), now, ""

    def _watch_file(self) -> None:
        """Watch the window's file (and only it): a save there by another window shows at once."""
        if self._file_watcher.files():
            self._file_watcher.removePaths(self._file_watcher.files())
        if self.path is not None and self.path.is_file():
            self._file_watcher.addPath(os.fspath(self.path))

    def _file_changed(self, _name: str = "") -> None:
        """The file was written (by this window, another one or another program): the title's star is set again,
        and a file that holds other hands now is said once in the status bar."""
        if self.path is not None and os.fspath(self.path) not in self._file_watcher.files():
            self._watch_file()  # a file replaced whole (as every save writes it) is no longer watched
        self._update_title()
        changed, now, problem = self._file_changed_here()
        told = now if now is not None else problem
        if changed and told != self._changed_told and self.path is not None:
            text = self.tr("{file} was changed by another window or program: the hands shown here are not all in "
                           "it. Save asks what to do.").format(file=self.path.name)
            self.statusBar().showMessage(text, 15000)
            self._say(text)
        self._changed_told = told if changed else None

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self.path is not None:
            self._file_changed()  # where the folder is not watched (a network share): when the scorer comes back

    def _forget_autosave(self) -> None:
        """The scorer discarded the game: its autosave goes too (if it is still this game's), so it is not offered
        again."""
        if not self.autosave_enabled:
            return
        path = autosave_path()
        if not self._autosave_lock.holds(path):  # another window's game is there
            return
        try:
            if path.is_file() and load_game(path) == self.game:
                path.unlink()
        except (OSError, ScorekeptFileError):
            pass

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def save_as(self, name: str | None = None) -> bool:
        path = choose_save_path(self, self.game, self.path) if name is None else checked_save_path(self, name)
        return path is not None and self._save_to(path)

    def _save_to(self, path: Path, *, check: bool = True) -> bool:
        """Write the game to ``path``. The window's own file is checked first (``check``): when another window or
        program saved other hands there since this window opened or saved it, the scorer chooses
        (``_ask_file_changed``); the second of two windows on one file replaced the first one's hand without a
        word, and both said "Saved" (QA club 6)."""
        if check and self.path is not None and path.absolute() == self.path.absolute():
            changed, now, problem = self._file_changed_here()
            if changed:
                answer = self._ask_file_changed(path, now, problem)
                if answer == "elsewhere":
                    other = choose_save_path(self, self.game)  # a new name: not the file of the other hands
                    # (that file chosen all the same, after the dialog asked to replace it: replaced)
                    return other is not None and self._save_to(other, check=other.absolute() != path.absolute())
                if answer == "reload" and now is not None:
                    self._reload(path, now)
                    return False
                if answer != "replace":
                    return False
        try:
            save_game(self.game, path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save scorekept game"), str(exc))
            return False
        self.path = path
        self.saved_game = self.game
        self._watch_file()
        self._changed_told = None
        self._update_title()
        self._autosave()  # which now names the file that holds the game
        self._remember_file()
        self._tell_done(self.tr("Saved {0}.").format(path), 5000)
        return True

    def _ask_file_changed(self, path: Path, now: ScorekeptGame | None, problem: str) -> str:
        """Ask what to do with the window's file that holds other hands now (``now``; None when it cannot be read,
        ``problem`` says why): "elsewhere" (save in another file), "reload" (only a file that can be read),
        "replace", or "" (cancel)."""
        if now is not None:
            text = self.tr("{file} has changed since this window opened or saved it: another window or program saved "
                           "other hands there ({there} in the file, {here} here). Saving here would replace them."
                           ).format(file=path.name, there=count_of(len(now.hands), self.tr("hand|hands")),
                                    here=count_of(len(self.game.hands), self.tr("hand|hands")))
        else:
            text = self.tr("{file} has changed since this window opened or saved it, and it cannot be read now. "
                           "Saving here would replace what it holds.").format(file=path.name)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Save scorekept game"), text,
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("scorekeptFileChanged")
        box.setInformativeText(
            self.tr("Save the hands of this window in another file, reload the file (Undo brings this window's "
                    "hands back), or replace the file with this window's hands?") if now is not None else
            self.tr("Save the hands of this window in another file, or replace the file with them?"))
        if problem:
            box.setDetailedText(sentence(problem))
        role = QMessageBox.ButtonRole
        elsewhere = box.addButton(self.tr("Save in another file…"), role.AcceptRole)
        elsewhere.setObjectName("elsewhere")
        if now is not None:
            box.addButton(self.tr("Reload the file"), role.ActionRole).setObjectName("reload")
        box.addButton(self.tr("Replace the file"), role.DestructiveRole).setObjectName("replace")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancel")
        box.setDefaultButton(elsewhere)
        box.setEscapeButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        answer = clicked.objectName() if clicked is not None else ""
        box.deleteLater()
        return answer if answer in ("elsewhere", "reload", "replace") else ""

    def _reload(self, path: Path, game: ScorekeptGame) -> None:
        """Show the hands the file at ``path`` holds now (``game``) in place of this window's: one step Undo takes
        back. A correction being typed is not dropped (refused with a message first)."""
        if self._unfinished_entry():
            return
        self._keep_typing()
        self.saved_game = game
        self._changed_told = None
        self._change_to(game, None, self.tr("the reload of {file}").format(file=path.name))
        text = self.tr("Reloaded {file}: Undo brings back the hands this window had.").format(file=path.name)
        self._tell_done(text, 10000)
        self._say(text + " " + self._standing_text())

    def confirm_replacing(self) -> bool:
        """True when the game shown may be replaced (by a new or an opened one): nothing entered is unsaved, or
        the scorer saved it or chose to discard it. New and Open replaced it at once, and its autosave with it:
        an evening's hands not saved under a name were lost without a word."""
        if not self.game.hands or self.is_saved():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, self.windowTitle(),
            self.tr("The hands entered in this game ({0}) are not saved. Save them first?").format(
                len(self.game.hands)),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def _open_problem_text(self, name: str, exc: ScorekeptFileError) -> str:
        """Why the file ``name`` cannot be opened, in the window's language: what a secretary can act on in the
        message itself ("hand 5: the tricks add up to 12…" was only under Show Details, behind "the file is
        damaged"; a file cut off was "not a scorekept game", QA)."""
        if exc.template == "{path} cannot be read: {reason}":
            return self.tr("{0} cannot be opened: the file cannot be read.").format(name)
        if isinstance(exc, NewerScorekeptFileError):
            return self.tr("{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot "
                           "read it.").format(name, APP_NAME)
        what = exc.params.get("what")
        reason = what if isinstance(what, tuple) else ()
        kind = reason[0][0] if reason else ""
        if kind == NOT_JSON:
            return self.tr("{0} cannot be opened: it is not a scorekept game (its text is not JSON).").format(name)
        if kind == NOT_SCOREKEPT:
            return self.tr("{0} cannot be opened here: it is not the score of a game with real cards (a game "
                           "played in the window opens with Game ▸ Open game…).").format(name)
        if kind == CUT_OFF:
            return self.tr("{file} cannot be opened: the file is damaged: it was cut off (its text stops short, as "
                           "when a save or a copy is stopped part way).").format(file=name)
        if reason and kind != LOOSE:  # the hand and what is wrong with it, the rule, the name…
            return self.tr("{file} cannot be opened: the file is damaged. {reason}").format(
                file=name, reason=sentence(reason_text(said_bids(reason, exc.rules))))
        return self.tr("{0} cannot be opened: the file is damaged.").format(name)

    def open_file(self, name: str | None = None) -> bool:
        if self._unfinished_entry():
            return False
        if name is None:
            # in the folder last used (the club's folder), not always the saved-games folder
            name, _filter = QFileDialog.getOpenFileName(self, self.tr("Open scorekept game"),
                                                        str(scorekept_folder()), self.tr("Scorekept games (*.json)"))
            if not name:
                return False
            remember_folder(name, SCOREKEPT_FOLDER)
        try:
            game = load_game(name)
        except ScorekeptFileError as exc:
            # the kind of problem in the window's language, the reader's English under Show Details (as Game ▸
            # Open game): a Russian box said «… cannot be opened: this is not a readable scorekept game: …»
            from ..autosaves import warning_box

            box = warning_box(self, self._open_problem_text(Path(name).name, exc), "scorekeptOpenProblem",
                              sentence(str(exc)))
            box.setWindowTitle(self.tr("Open scorekept game"))
            box.exec()
            return False
        if not self.confirm_replacing():
            return False
        self.undo_stack.clear()
        self.redo_stack.clear()
        self._undo_steps.clear()
        self._redo_steps.clear()
        self._typed_next = None
        self.path = Path(name)
        self.saved_game = game
        self._changed_told = None
        if game != self.game:
            self._leave_in_history()
        self._load(game, animate=False)
        self._watch_file()
        self._autosave()
        self._store_history(loaded=True)
        self._remember_file()
        return True

    def new_game(self) -> None:
        from .setup_dialog import ScorekeeperSetupDialog

        if self._unfinished_entry():
            return
        dialog = ScorekeeperSetupDialog(self)
        if dialog.exec() and dialog.result_game is not None and self.confirm_replacing():
            self.undo_stack.clear()
            self.redo_stack.clear()
            self._undo_steps.clear()
            self._redo_steps.clear()
            self._typed_next = None
            self.path = None
            self.saved_game = None
            self._watch_file()
            if dialog.result_game != self.game:
                self._leave_in_history()
            self._load(dialog.result_game, animate=False)
            self._autosave()
            self._store_history()

    # ----------------------------------------------------------------- sheet
    def sheet(self) -> ScoreSheet:
        """The filled score sheet: the same sheet as a played game's."""
        return scorekept_sheet(self.game, self.tally)

    def print_sheet(self) -> None:
        from ..scorepad_print import print_preview_dialog

        print_preview_dialog(self.sheet(), self).exec()

    def export_sheet(self, path: str | None = None) -> Path | None:
        if path is None:
            from ..scorepad_print import export_sheet

            folder = player_folder()  # the folder of the last export, else Documents
            written = export_sheet(self.sheet(), self, game_file_name(self.game, folder, ".pdf"))
            if written is not None:  # it confirmed nothing, on the screen or in speech (QA round 21)
                told = self.tr("Score sheet saved to {file}.").format(file=written)
                self._tell_done(told)
                said_once_active(self, lambda: self._say(told))  # once back from the file dialog
            return written
        from ...sheets.paint import write_sheet

        write_sheet(self.sheet(), path)
        return Path(path)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._file_watcher.files():
            self._watch_file()
        QTimer.singleShot(0, self, lambda: narrow_to_screen(self))
        if self.editing is not None or self.tally.winner is None:
            # after the window system gave the window its focus; a hand typed before the game was resumed goes on
            # where its typing stopped
            QTimer.singleShot(0, self.entry.focus_first_empty)
        else:  # a finished game: Print score sheet, the last hand current in the table (hand 1 was)
            QTimer.singleShot(0, self, self._focus_at_game_over)
        if not self._opened_said:
            self._opened_said = True
            said_once_active(self, self._say_opened)

    def _say_opened(self) -> None:
        """Say what the window opened with, once the window is active and its focus told: the game and the hand to
        enter ("Game to 300. Enter the first hand. Hand 1: Eve deals, Bob bids first."), or the game over. Orca said
        only the first field, "Bob: bid" (QA Orca 14); said as the window was shown, Orca 43.1 dropped it in the
        window's first burst of events (QA round 21)."""
        if self.game.hands:  # "Totals now: Ann & Cy 221, Bob & Di 147. Hand 3: Bob deals, Cy bids first."
            self._say(self._standing_text())
        else:
            self._say(" ".join(f"{self.info.text()} {self.entry_title.text()}.".split()))
        self.opening_said = True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape ends a correction, or clears a half-typed hand (QA: a secretary pressed Escape to clear a field,
        and the window closed with it), or else closes the window, as Escape closes the game's other windows."""
        if press_focused_button(self, event):  # keyboard QA: Enter on a focused "Enter hand" did nothing
            return
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            if self.editing is not None:
                self.cancel_correction()
            elif any(self.entry.typed().values()):
                self.entry.restore(dict.fromkeys(self.entry.typed(), ""))
                self.entry.clear_marks()
                self.message.setText("")  # the refusal of the hand cleared went on standing under the empty fields
                self._bids_refused, self._bid_message = None, ""
                self.statusBar().showMessage(self.tr("The hand being typed was cleared; Escape again closes the "
                                                     "window."), 5000)
            else:
                self.close()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """An unfinished game stays in the autosave (Keep score offers to resume it). A finished one whose hands are
        saved in no file is asked about: it was lost without a word (Keep score offers no finished game, and the
        next game's autosave replaced it). A correction (or a forgotten hand) typed and not entered is asked about
        first (``_enter_before_closing``)."""
        if not self._enter_before_closing():
            event.ignore()
            return
        if self.game.hands and self.tally.winner is not None and not self.is_saved():
            answer = self._save_before_closing(self.tr(
                "The game is over, but its hands ({0}) are not saved in a file. Save them before closing?"))
            if answer is None:
                event.ignore()
                return
            if not answer:  # discarded
                self._forget_autosave()
                self._closed(event)
                return
        # Another window or program saved other hands in this window's file: these are in no file, and the
        # autosave is the next window's (QA club 6: closing asked nothing)
        if self.game.hands and self._file_changed_here()[0]:
            answer = self._save_before_closing(self.tr(
                "The file of this game was changed by another window or program, and these hands ({0}) are not in "
                "it. Save them before closing?"))
            if answer is None:
                event.ignore()
                return
            if answer or self.tally.winner is not None:
                self._closed(event)
                return
        # The game could not be autosaved (the file there is kept as it is, or the disk refused): closing would
        # lose it without a word.
        if (not self._autosave() and self.autosave_enabled and self.game.hands and not self.is_saved()
                and self._save_before_closing(self.tr(
                    "These hands ({0}) could not be autosaved and are in no file. Save them before closing?")) is None):
            event.ignore()
            return
        self._closed(event)

    def _closed(self, event: QCloseEvent) -> None:
        """The window closes: its history file is let go (opened again at the next change), and the autosave is
        free for the next window."""
        self._typing_timer.stop()  # the hand being typed is in the autosave: a later write would take it again
        if self._file_watcher.files():  # a closed window says nothing of its file (showing it again watches again)
            self._file_watcher.removePaths(self._file_watcher.files())
        if self.kept_history is not None:
            self.kept_history.close()
        self._autosave_lock.release()
        super().closeEvent(event)

    def _save_before_closing(self, question: str) -> bool | None:
        """Ask Save / Discard / Cancel (``question`` with the number of hands for {0}): True when the hands were
        saved, False when they are to be discarded, None when the window stays open (Cancel, or the save failed)."""
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, self.windowTitle(), question.format(len(self.game.hands)),
                                      buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
        if answer == buttons.Discard:
            return False
        return True if answer == buttons.Save and self.save() else None


def open_scorekeeper(parent: QWidget | None = None) -> ScorekeeperWindow | None:
    """Game ▸ Keep score for a real game…: the set-up dialog (offering the autosaved game, with the next hand as far
    as it was typed), then the window."""
    from .setup_dialog import ScorekeeperSetupDialog

    probe = AutosaveLocks()
    if not probe.take(autosave_path()):  # another window keeps score in it: offering it would make two of one game
        resume, saved_as = None, None
    else:
        probe.release()
        resume, saved_as, _may_write = read_autosave(parent)
    typed = load_autosave_typing(autosave_path()) if resume is not None else {}
    # a finished game is offered too while no file holds it: it was lost when the window closed; a game of no
    # hands yet is offered when the first hand's bids were typed
    if resume is not None and ((not resume.hands and not typed)
                               or (resume.tally().winner is not None and saved_as is not None)):
        resume, saved_as = None, None
    dialog = ScorekeeperSetupDialog(parent, resume=resume, resume_path=saved_as)
    try:
        if not dialog.exec() or dialog.result_game is None:
            return None
        game = dialog.result_game
    finally:
        dialog.deleteLater()  # closing only hid it: each one stayed in memory till the app quit
    resumed = resume is not None and game is resume
    window = ScorekeeperWindow(game, parent, path=saved_as if resumed else None, typed=typed if resumed else None)
    window.show()
    return window

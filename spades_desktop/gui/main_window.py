"""The main window: the table in the middle, the scorepad beside it, menus and the status line.

Game ▸ Save/Open/Open recent write and read game records (``gui.game_files``);
Edit ▸ Undo/Redo ask the controller, which rebuilds the game from its record.
Leaving a game in progress (New game, Restart with the same cards, Open game) asks first.
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import math
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFontMetricsF,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizeGrip,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME
from . import style
from .layouts import QWIDGETSIZE_MAX, WINDOW_FRAME, fit_size, keep_on_screen, screen_room
from .pad_width import PAD_SHARE, DockWidthKeeper
from .scorepad_geometry import least_pad_width
from .settings import (
    Speed,
    app_settings,
    is_first_start,
    load_card_style,
    load_choices,
    load_offer_blind,
    load_play_forced,
    load_speed,
    mark_dealt,
    read_bytes,
    save_card_style,
    save_choices,
    save_speed,
)

if TYPE_CHECKING:  # imported when the table is built (``ensure_built``), after the window's first paint
    from ..engine import Game, GameOver, HandScore
    from ..record import GameRecord
    from ..record.autosave import Autosaver, Resumable
    from .autosaves import AutosaveKeeper
    from .card_render import CardRenderer, CardStyle
    from .controller import GameController, GameSetup
    from .game_files import RecentGames
    from .history.recorder import HistoryRecorder
    from .presets import PresetChoice
    from .stats.game_over import GameOverExtras
    from .table_model import HandOrder
    from .table_view import TableView

# The docked scorepad gives way to the table (``MainWindow._pad_give_way``) on a screen that leaves it less than
# this share of its least width beside the table's least width; with more, it stays docked, as narrow as the screen
# needs (down to this share: its columns' text a little smaller, ``docked_pad_least``)
PAD_GIVES_WAY_SHARE = 0.75


def docked_pad_least() -> int:
    """The narrowest the docked scorepad is made beside the table on a narrow screen (``PAD_GIVES_WAY_SHARE`` of its
    least width at the usual type); a screen that leaves it less has it give way."""
    return math.ceil(least_pad_width() * PAD_GIVES_WAY_SHARE)


class ScorepadPlaceholder(QWidget):
    """Stands in for the scorepad widget when it is not available: the running totals only."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop)
        box = QVBoxLayout(self)
        box.addWidget(self.label)
        self._lines: list[str] = []

    def set_game(self, rules: object, names: list[str], preset_name: str) -> None:
        self._lines = [preset_name]
        self.label.setText(preset_name)

    def add_hand(self, score: HandScore, animate: bool = True) -> None:
        from .texts import score_line

        totals = score_line(score.totals)
        self._lines.append(self.tr("Hand {0}: {1}").format(score.hand_number, totals))
        self.label.setText("\n".join(self._lines))

    def set_hands(self, scores: list[HandScore]) -> None:
        for score in scores:
            self.add_hand(score, False)


class StatusLine(QLabel):
    """The status line: it wraps rather than run past a small window's edge, cut. It keeps at least the height of
    the usual long line (your turn in the play) at its width, so that its height, and the table's, does not change
    from one turn to the next; a longer line (a hint with its reason) makes it higher, at most ``most_height()``,
    and it is low again when its text is shorter. What does not fit is cut short with "…": the hint or reason
    before the status first, so that what the game waits for stays whole; the whole text is then its tool tip and
    its accessible name (``text()`` is always the whole text).

    After a hint at 14 points at 150 % (911 x 512) the line kept six lines' height, and the window was 558 pixels
    high on a 512-pixel screen, never lower again."""

    height_changed = Signal()  # the window's table makes room for it on a small screen
    SEPARATOR = "  —  "  # between a reason or notice and the status (``MainWindow.update_status``)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._text = ""  # the whole text; the label shows it, or it cut short to ``most_height``
        self._room: int | None = None  # the height the window's screen leaves the lines (``set_room``)

    def text(self) -> str:
        return self._text

    def shown_text(self) -> str:
        """The text as shown: the whole text, or it cut short with "…"."""
        return super().text()

    def setText(self, text: str) -> None:
        self._text = text
        self._fit()

    def set_room(self, height: int | None) -> None:
        """The most height the screen leaves the line's text (``None``: no limit from the screen)."""
        if height != self._room:
            self._room = height
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def lines_height(self, text: str) -> int:
        """The height of ``text`` wrapped at the line's width."""
        flags = int(Qt.TextFlag.TextWordWrap)
        return self.fontMetrics().boundingRect(0, 0, max(1, self.contentsRect().width()), 10_000, flags, text).height()

    def most_height(self) -> int:
        """The most height of the line's text: that of the usual long line, or of three lines where that is less,
        within the room the screen leaves (``set_room``), never under two lines."""
        from .status import usual_long_text

        most = max(self.lines_height(usual_long_text()), self.lines_height("X\nX\nX"))
        if self._room is not None:
            most = min(most, self._room)
        return max(most, self.lines_height("X\nX"))

    def _cut(self, text: str, most: int) -> str:
        """``text`` cut short with "…" to fit ``most`` pixels of lines: the part before the last ``SEPARATOR`` (a
        hint or reason), the status after it whole; where that would leave less than half the hint or reason, the
        whole text at its end."""
        if self.lines_height(text) <= most:
            return text
        head, sep, tail = text.rpartition(self.SEPARATOR)

        def longest(make: Callable[[int], str], length: int) -> int:
            low, high = 0, length  # the longest ``n`` whose ``make(n)`` fits (0 when none does)
            while low < high:
                middle = (low + high + 1) // 2
                if self.lines_height(make(middle)) <= most:
                    low = middle
                else:
                    high = middle - 1
            return low

        if sep:
            def with_head(n: int) -> str:
                return head[:n].rstrip() + "…" + sep + tail

            n = longest(with_head, len(head))
            if 2 * n >= len(head):
                return with_head(n)
            # the hint or reason would be little more than its first word: it, then the status, cut at the end
        tail = text

        def alone(n: int) -> str:
            return tail[:n].rstrip() + "…"

        return alone(longest(alone, len(tail)))

    def _fit(self) -> None:
        width = self.contentsRect().width()
        if width <= 0:
            if super().text() != self._text:
                super().setText(self._text)
            return
        from .status import usual_long_text

        most = self.most_height()
        shown = self._cut(self._text, most)
        if super().text() != shown:
            super().setText(shown)
        cut = shown != self._text
        self.setToolTip(self._text if cut else "")
        self.setAccessibleName(self._text if cut else "")
        need = min(most, max(self.lines_height(usual_long_text()), self.lines_height(shown)))
        margins = self.contentsMargins()
        height = need + margins.top() + margins.bottom()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)  # not the wrapped label's own guess (four lines for one)
            self.height_changed.emit()

    def two_lines_height(self) -> int:
        """The line's height when its text wraps to two lines (the room a small window keeps for it)."""
        margins = self.contentsMargins()
        return self.lines_height("X\nX") + margins.top() + margins.bottom()


def _make_scorepad(parent: QWidget) -> QWidget:
    try:
        from .scorepad import ScorepadWidget

        return ScorepadWidget(parent)
    except Exception as exc:  # the scorepad is optional: the table still plays
        print(f"spades-desktop: the scorepad is not available ({exc})", file=sys.stderr)
        return ScorepadPlaceholder(parent)


DEFAULT_SIZE = (1280, 800)  # the window at the first start, where the screen has room for it


class StatusMark(QLabel):
    """A mark in the status bar ("⚠ Not in History") that shows its sign alone on a narrow window (``fit``): at
    200 % with a 14-point font its words took 174 of 640 pixels, and the status line beside it was cut short (QA
    lowvision8). Its tool tip and accessible name, set by its owner, keep the whole words either way."""

    SIGN = "⚠"
    SHARE = 6  # the words shown while they take at most a sixth of the window's width

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._words = ""
        self._width = 0

    def set_words(self, words: str) -> None:
        self._words = words
        self.fit(self._width)

    def fit(self, width: int) -> None:
        """The words, or the sign alone when they are wider than a ``SHARE``-th of a window ``width`` wide."""
        self._width = width
        margins = self.contentsMargins()
        wide = self.fontMetrics().horizontalAdvance(self._words) + margins.left() + margins.right()
        self.setText(self.SIGN if width and wide * self.SHARE > width else self._words)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a larger text: its words wider
            self.fit(self._width)


class MainWindow(QMainWindow):
    """See the module docstring.

    ``deferred=True`` (the launcher, ``gui.application``): only the felt, the menus, the scorepad's paper and the
    status line are made before the window is first painted; the table, the controller and everything behind them
    (engine, bots, records, history) come with ``ensure_built``, called just after that paint (issue 12: start-up).
    Without it (tests, selftest) the window is whole when constructed.
    """

    controller: GameController
    table_view: TableView
    history_recorder: HistoryRecorder
    renderer: CardRenderer
    game_over_extras: GameOverExtras | None

    def __init__(self, parent: QWidget | None = None, *, deferred: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self._built = False
        self._screen_followed = False  # ``showEvent``: the window's screen change is followed
        self.settings = app_settings()
        self.speed = load_speed(self.settings)
        style.set_theme(str(self.settings.value("accessibility/theme", style.STANDARD.name)))  # the felt's colour
        felt = QWidget(self)  # the table's cloth until the table itself is built
        felt.setObjectName("FeltPlaceholder")
        self.setCentralWidget(felt)
        self._presets: tuple[list[PresetChoice], list[str]] | None = None  # read when first needed (start-up)
        self._autosaver: object | None = None
        self._autosave_keeper: AutosaveKeeper | None = None  # made on first use (``_autosaves``)
        self._recent: RecentGames | None = None  # made on first use (``recent``)
        self._reason = ""
        self._notice = ""  # what happened for the player (a forced card played): kept until their next turn
        self._covered = False  # the last state shown was the pass-and-play hand-off cover (``_state_changed``)
        self._game_path: Path | None = None  # where Save game writes without asking (set by Save as and Open)
        self._saved_steps: list[object] | None = None  # the moves the file at ``_game_path`` holds

        self._scorepad: QWidget | None = None  # built after the first paint (see ``scorepad``)
        self.scorepad_dock = QDockWidget(self.tr("Scorepad"), self)
        self.scorepad_dock.setObjectName("ScorepadDock")
        paper = QWidget(self.scorepad_dock)  # the scorepad's paper until the scorepad itself is built
        paper.setStyleSheet("background: #fbf7ea;")
        paper.setMinimumWidth(least_pad_width(max(0.8, QFontMetricsF(paper.font()).height() / 16.0)))  # the pad's
        self.scorepad_dock.setWidget(paper)
        self.scorepad_dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scorepad_dock)
        self._pad_width = DockWidthKeeper(self, self.scorepad_dock)  # the pad grows and shrinks with the window
        # The window's state before the scorepad gave way to the table on a narrow screen (``_pad_give_way``):
        # saved in its place, so that a wider screen has the scorepad docked again at the next start
        self._docked_state: QByteArray | None = None
        # the window's and the docked scorepad's widths before a game's wider pad widened them
        # (``_give_back_pad_width``)
        self._pad_widened: tuple[int, int] | None = None
        self.scorepad_dock.visibilityChanged.connect(self._floating_pad_shown)

        self.status_label = StatusLine(self)
        self.status_label.setObjectName("StatusLine")
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addWidget(self.status_label, 1)
        self.status_label.height_changed.connect(self.fit_table_to_screen)
        self.deal_label = QLabel(self)  # which deal this is: to share it, or replay it
        self.deal_label.setObjectName("DealNumber")
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.deal_label)
        self.statusBar().setSizeGripEnabled(True)
        for grip in self.statusBar().findChildren(QSizeGrip):  # a screen reader met an unnamed "unknown" there
            grip.setAccessibleName(self.tr("Resize the window"))

        self._build_menus()
        self.set_speed(self.speed)
        self.forced_action.setChecked(load_play_forced(self.settings))
        self.blind_action.setChecked(load_offer_blind(self.settings))
        self._paint_felt()
        if not deferred:
            self.ensure_built()
        self.resize(*DEFAULT_SIZE)
        self.resizeDocks([self.scorepad_dock], [round(DEFAULT_SIZE[0] * PAD_SHARE)], Qt.Orientation.Horizontal)
        geometry = read_bytes(self.settings, "window/geometry")
        self.geometry_restored = geometry is not None and self.restoreGeometry(geometry)
        state = read_bytes(self.settings, "window/state")
        if state is not None:
            self.restoreState(state)

    def fit_to_screen(self, room: QRect | None = None) -> None:
        """At the first start (no window size remembered) open at 1280 x 800, or filling the screen's free
        room where it has less (``room``: the screen's available geometry): on a 1024 x 600 screen the window
        reached past the screen's edge, with the hand and the scorepad off it."""
        if self.geometry_restored:
            return  # Qt puts a remembered window back on the screen
        if room is None:
            room = screen_room(self)
        if room is None:
            return
        width, height = DEFAULT_SIZE
        if room.width() >= width and room.height() >= height + WINDOW_FRAME:
            return
        self.fit_table_to_screen(room)
        fit_size(self, width, height, room)
        self.move(room.topLeft())
        self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def fit_table_to_screen(self, room: QRect | None = None, coming: QWidget | None = None) -> None:
        """On a screen lower than the table's least height, the menus and the status line (1366 x 768 at 150 %:
        912 x 512 logical pixels) the table's least height is what the screen leaves it, so that the window fits
        the screen with its title bar and the status line shows whole, also when it wraps to two lines: the
        window was taller than the screen, and the table lay over the status line.

        ``coming``: a scorepad about to be docked, fitted before it is: docked first, at its own least height (401
        at 20 points on 1366 x 768 at 150 %), it made the window 538 pixels high on 512 as a game started, and the
        window stayed so (QA lowvision10)."""
        view = getattr(self, "table_view", None)  # none before ``ensure_built``
        if room is None:
            room = screen_room(self)
        if view is None or room is None or room.height() <= 0:
            return
        bar, line = self.statusBar(), self.status_label
        shown = line.maximumHeight() if line.minimumHeight() == line.maximumHeight() else line.sizeHint().height()
        chrome = bar.sizeHint().height() - shown  # the bar's own, around the line
        free = room.height() - WINDOW_FRAME - self.menuBar().sizeHint().height() - chrome  # table or pad, and line
        # The scorepad's least (it lies beside the table) and the table's on a small screen leave the line its
        # room: a hint with its reason kept six lines' height, and the window was taller than the screen.
        from .table_view import TABLE_LEAST_ON_A_SMALL_SCREEN

        self._pad_give_way(room)
        beside = TABLE_LEAST_ON_A_SMALL_SCREEN
        dock, pad = self.scorepad_dock, coming or self.scorepad_dock.widget()
        docked = pad is not None and not dock.isFloating() and (dock.isVisible() or not (self.isVisible()
                                                                                      or dock.isHidden()))
        if pad is not None and docked:
            # the dock's title bar and frame: from their geometry once shown (the dock's least lags behind a
            # new pad's until the next layout pass); around the pad it holds now for one still to come
            held = dock.widget()
            title = dock.height() - pad.height() if dock.isVisible() and pad.height() > 0 and held is pad else -1
            if title < 0:
                inside = held if held is not None else pad
                title = max(0, dock.minimumSizeHint().height() - max(0, inside.minimumSizeHint().height()))
            if hasattr(pad, "set_most_height"):  # the pad gives up its target, then its title, for the banner
                pad.set_most_height(free - line.two_lines_height() - title)
            beside = max(beside, pad.minimumSizeHint().height() + title)
        margins = line.contentsMargins()
        line.set_room(free - beside - margins.top() - margins.bottom())
        shown = line.maximumHeight() if line.minimumHeight() == line.maximumHeight() else line.sizeHint().height()
        bar_need = chrome + max(shown, line.two_lines_height())
        # the width beside the pad less the window frame's sides, once shown: a table as wide as the screen's room
        # in a window a frame narrower had East's hand cut off at 225 % on 1280 x 720 (569 logical pixels)
        sides = max(0, self.frameGeometry().width() - self.width()) if self.isVisible() else 0
        view.fit_least_height(room.height() - WINDOW_FRAME - self.menuBar().sizeHint().height() - bar_need,
                              self._fit_pad_to_screen(room, coming) - sides)

    def _fit_pad_to_screen(self, room: QRect, pad: QWidget | None = None) -> int:
        """Make the docked scorepad's (or ``pad``'s, about to be docked) least width what the screen's free room
        (``room``) leaves it beside the table's least width, never under the pad's least at the usual type; return
        the width left for the table.
        The pad's least grows with the application font (its columns at a larger type): with a 14-point font at
        150 % (911 logical pixels) the pad and the table, each at its least, made the window 1025 pixels wide.
        A narrower pad draws its columns' text smaller, then cut short with "…"."""
        from .table_view import TABLE_LEAST  # made with the table (``ensure_built``): loaded by now

        if pad is None:
            pad = self.scorepad_dock.widget()
        if pad is None or not room.width():
            return QWIDGETSIZE_MAX
        if self.scorepad_dock.isFloating():
            return room.width()  # a window of its own (or given way): the table may take the screen's width
        own = pad.property("ownLeastWidth")  # the least it set itself (kept: the cap replaces it)
        if not isinstance(own, int):
            own = pad.minimumWidth()
            pad.setProperty("ownLeastWidth", own)
        free = room.width() - self._pad_between()
        if not self.scorepad_dock.isVisible() and (self.isVisible() or self.scorepad_dock.isHidden()):
            return free  # the player closed the scorepad (or it gave way): the table may take the width
        # never under its own least, where the screen has room for it; on a narrower screen (1366 x 768 at 175 %:
        # 781 logical pixels) as narrow as it must be, down to where it gives way: at its least width there the
        # window was 800 pixels wide
        most = max(docked_pad_least(), free - TABLE_LEAST[0])
        pad.setProperty("mostLeastWidth", most)  # a new game's pad (``ScorepadWidget.set_game``) stays within it
        least = min(own, most)
        if pad.minimumWidth() != least:
            pad.setMinimumWidth(least)
        return free - least

    def _give_back_pad_width(self, window: int, docked: int, window_least: bool, pad_at_least: bool,
                             pad_least: int) -> None:
        """A game's scorepad wider at its least (cutthroat's four sides) widens the docked pad, and the window where
        the screen has room, as the game starts (``window`` and ``docked``: their widths before); a later game's
        narrower pad (``pad_least``: its least before) gives that width back, down to its own least, where the
        window and the pad are still as narrow as the wider pad let them be (``window_least``, ``pad_at_least``),
        not the player's own widths. Nor does it widen the window past the screen's free room: widened by
        cutthroat's pad after another game, it was 1212 pixels wide on a screen of 911 (1366 x 768 at 150 %, 20
        points), and stayed so (QA lowvision11)."""
        dock, pad = self.scorepad_dock, self.scorepad_dock.widget()
        if pad is None:
            return
        wider = pad.minimumWidth() > pad_least  # this game's pad is wider at its least than the last game's
        if wider and (self.width() > window or dock.width() > docked):  # widened by it: the widths before it
            if self._pad_widened is None:
                self._pad_widened = window, docked
        elif self._pad_widened is not None and pad.minimumWidth() < pad_least:
            before, self._pad_widened = self._pad_widened, None
            if window_least and self.width() > before[0]:
                layout = self.layout()
                if layout is not None:
                    layout.activate()  # the window's least as the narrower pad makes it
                self.resize(max(before[0], self.minimumSizeHint().width()), self.height())
            if pad_at_least and dock.width() > before[1] and dock.isVisible() and not dock.isFloating():
                self.resizeDocks([dock], [max(before[1], dock.minimumSizeHint().width())], Qt.Orientation.Horizontal)
        room = screen_room(self)
        if wider and self.width() > window and room is not None and room.width() > 0 and not self.isFullScreen():
            sides = max(0, self.frameGeometry().width() - self.width()) if self.isVisible() else 0
            if self.width() + sides > room.width():  # widened past the screen's edge: back within it
                self.resize(max(window, room.width() - sides, self.minimumSizeHint().width()), self.height())

    def _pad_between(self) -> int:
        """The width the docked scorepad's frame and the separator take beside the table."""
        style_ = self.style()
        return (style_.pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self)
                + 2 * style_.pixelMetric(QStyle.PixelMetric.PM_DockWidgetFrameWidth, None, self.scorepad_dock))

    def _pad_give_way(self, room: QRect) -> None:
        """On a screen narrower than the table's least width and the scorepad's beside it (1366 x 768 at 200 %: 683
        logical pixels) the docked scorepad gives way: it is hidden, and View > Scorepad shows it as a window of its
        own over the table. Docked, it made the window 800 pixels wide, the status line and the other side's score
        past the screen's edge. On a wide enough screen (the window moved to another) it is docked again."""
        from .table_view import TABLE_LEAST  # made with the table (``ensure_built``): loaded by now

        dock = self.scorepad_dock
        if not room.width():
            return
        # (a pad up to a quarter narrower than its least beside the table's least stays docked, that narrow: an
        # 800-pixel screen, and 1366 x 768 at 175 %, keep it, as before, and the window fits them)
        narrow = room.width() - self._pad_between() - TABLE_LEAST[0] < docked_pad_least()
        if narrow and self._docked_state is None and not dock.isFloating() and not dock.isHidden():
            self._docked_state = self.saveState()
            dock.hide()
            dock.setFloating(True)
        elif not narrow and self._docked_state is not None:
            self._docked_state = None
            if dock.isFloating():
                dock.setFloating(False)
                dock.show()

    def _floating_pad_shown(self, shown: bool) -> None:
        """The scorepad that gave way shown again (View > Scorepad): a window of its own within the screen's free
        room, at its right edge."""
        dock = self.scorepad_dock
        room = screen_room(self)
        if not shown or self._docked_state is None or not dock.isFloating() or room is None:
            return
        dock.resize(min(max(dock.minimumSizeHint().width(), least_pad_width()), room.width()),
                    max(dock.minimumHeight(), room.height() - WINDOW_FRAME))
        dock.move(room.right() + 1 - dock.frameGeometry().width(), room.top())
        keep_on_screen(dock)  # below its title bar

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not self._screen_followed:  # moved to another screen: its room
            self._screen_followed = True
            handle.screenChanged.connect(lambda _screen: self.fit_table_to_screen())
        self.fit_table_to_screen()

    def ensure_built(self) -> None:
        """Build the table, the controller and what hangs on them (once; the launcher: after the first paint)."""
        if self._built:
            return
        self._built = True
        dock_width = self.scorepad_dock.width() if self.isVisible() else 0
        from .card_render import CardRenderer
        from .controller import GameController
        from .history.kept import KeptTeller
        from .history.recorder import HistoryRecorder
        from .stats.game_over import add_game_over_extras
        from .table_view import TableView

        self.renderer = CardRenderer(load_card_style(self.settings))
        self.controller = GameController(self)
        self.table_view = TableView(self.controller, self.renderer, self)
        had_focus = self.isActiveWindow()
        self.setCentralWidget(self.table_view)  # the felt placeholder goes (Qt deletes it)
        self.fit_table_to_screen()
        self.history_recorder = HistoryRecorder(self.controller, self)  # stores every game (gui/history/)
        self.history_recorder.stored.connect(self._finished_stored)
        self.history_recorder.problem_changed.connect(self._history_problem)
        self._history_mark: StatusMark | None = None  # "⚠ Not in History" in the status bar while History cannot store
        self._history_told = False  # the mark is up and its note was given
        self.history_kept = KeptTeller(self)  # a damaged history kept aside is told in a box (gui/history/kept.py)
        self.game_over_extras = add_game_over_extras(self.table_view.game_over_panel, self.controller,
                                                     self.show_statistics)
        self._build_view_extras()  # card style, large cards, theme and announcements, applied to the table
        self.set_speed(self.speed)
        self.set_play_forced(self.forced_action.isChecked())
        self.set_offer_blind(self.blind_action.isChecked())
        self.controller.state_changed.connect(self._state_changed)
        self.controller.game_started.connect(self._game_started)
        self.controller.hand_scored.connect(self._hand_scored)
        self.controller.game_finished.connect(self._game_finished)
        self.controller.notice.connect(self.show_notice)
        self.controller.notice.connect(self.table_view.access.announce)  # a forced card played, a bot's fault
        self.controller.forced_move.connect(self.table_view.access.announce)  # before the card goes: said first
        self.controller.forced_named.connect(self.table_view.access.own_move_named)  # ... and once
        self.controller.forced_move.connect(self._forced_move)
        self.table_view.status_message.connect(self.show_reason)
        self.table_view.new_game_requested.connect(self.new_game_dialog)
        self.table_view.summary_panel.review_requested.connect(self.review_hand)
        self.table_view.game_over_panel.review_requested.connect(self.review_hand)  # the game just finished
        self._reviews: list[QWidget] = []  # open review windows (gui/review)
        self.controller.on_applied = self._applied
        self.setFocusProxy(self.table_view)  # keys go to the table (cards, bids, panels)
        if self._scorepad is not None:  # and the game's keys still work when Tab has put the focus on the scorepad
            self.table_view.relay_keys_from(self._scorepad)
        if had_focus:
            self.table_view.setFocus()
        self._update_history_actions()
        self.update_status()
        # The table takes its place and size now, not at the next turn of the event loop (a layout shows a new
        # widget only then): a game started right after this was dealt in a 98 x 28 view, in the top-left corner.
        main_layout = self.layout()
        if self.isVisible() and main_layout is not None:
            self.table_view.show()
            main_layout.activate()
            if dock_width:  # the new centre hands its width to the dock: keep the scorepad as wide as it was shown
                self.resizeDocks([self.scorepad_dock], [dock_width], Qt.Orientation.Horizontal)
                main_layout.activate()

    def _paint_felt(self) -> None:
        """The placeholder's colour: the felt of the current theme (until ``ensure_built`` puts the table there)."""
        felt = self.centralWidget()
        if not self._built and felt is not None:
            felt.setStyleSheet(f"background: {style.theme().felt[1]};")

    @property
    def recent(self) -> RecentGames:
        """Open recent's list of files (read from the settings on first use)."""
        if self._recent is None:
            from .game_files import RecentGames

            self._recent = RecentGames(self.settings)
        return self._recent

    @property
    def scorepad(self) -> QWidget:
        """The scorepad in the dock; built when first needed, so that it costs nothing before the first paint."""
        if self._scorepad is None:
            self._scorepad = _make_scorepad(self)
            old = self.scorepad_dock.widget()
            room = screen_room(self)
            if getattr(self, "table_view", None) is not None and room is not None:  # before it is docked: there
                self._fit_pad_to_screen(room, self._scorepad)  # its least width widened the window at once,
                self.fit_table_to_screen(room, self._scorepad)  # and its least height made it taller
            self.scorepad_dock.setWidget(self._scorepad)
            if old is not None:
                old.deleteLater()
            if hasattr(self._scorepad, "set_animation_speed"):
                self._scorepad.set_animation_speed(self.speed.factor)
            if hasattr(self._scorepad, "deal_hidden"):  # hand 1's number at a shared screen (its row's tooltip)
                self._scorepad.deal_hidden = lambda hand: self.controller.deal_number_hidden(hand)
            if hasattr(self._scorepad, "least_height_changed"):  # the winner's banner: the status line's room
                self._scorepad.least_height_changed.connect(lambda: self.fit_table_to_screen())
            # its least height under the screen's: once docked, and again when the dock has laid it out
            self.fit_table_to_screen()
            QTimer.singleShot(0, self.fit_table_to_screen)
            table = getattr(self, "table_view", None)  # None until ``ensure_built`` made it (then it relays)
            if table is not None:
                table.relay_keys_from(self._scorepad)
        return self._scorepad

    @property
    def presets(self) -> list[PresetChoice]:
        """Every preset (read from the YAML files on first use: not before the window is first painted)."""
        if self._presets is None:
            from .presets import load_presets

            self._presets = load_presets()
        return self._presets[0]

    @property
    def broken_presets(self) -> list[str]:
        self.presets  # noqa: B018 - loads them
        assert self._presets is not None
        return self._presets[1]

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New game…"), self.new_game_dialog, QKeySequence.StandardKey.New)
        # It starts the whole game again (its first hand, the same deal number), not the hand being played.
        self.restart_action = self._action(game, self.tr("Restart &with the same cards"), self.restart_game)
        self.duplicate_action = self._action(game, self.tr("New &duplicate match…"), self.new_duplicate_match)
        self.restart_action.setToolTip(self.restart_tip())  # another at a shared screen's game (``_update_restart``)
        self.claim_action = self._action(game, self.tr("&Claim the rest of the tricks"), self.claim,
                                         QKeySequence("Ctrl+K"))
        self.claim_action.setToolTip(self.tr("When every trick left is sure to be your side's however the others "
                                             "play, they are played out for you at once"))
        self.claim_action.setEnabled(False)  # during the play, on the turn of the one person at the table
        game.addSeparator()
        self.open_action = self._action(game, self.tr("&Open game…"), self.open_game, QKeySequence("Ctrl+O"))
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)  # filled each time it opens
        self.review_action = self._action(game, self.tr("Re&view a game…"), self.review_game)
        self.save_action = self._action(game, self.tr("&Save game"), self.save_game, QKeySequence("Ctrl+S"))
        self.save_as_action = self._action(game, self.tr("Save game &as…"), self.save_game_as,
                                           QKeySequence("Ctrl+Shift+S"))
        game.addSeparator()
        self.print_action = self._action(game, self.tr("&Print score sheet…"), self.print_sheet,
                                         QKeySequence.StandardKey.Print)
        self.export_action = self._action(game, self.tr("&Export score sheet as PDF…"), self.export_sheet)
        self.blank_action = self._action(game, self.tr("Print &blank score sheets…"), self.print_blank_sheets)
        self.scorekeeper_action = self._action(game, self.tr("&Keep score for a real game…"), self.keep_score)
        game.addSeparator()
        self.history_action = self._action(game, self.tr("&History…"), self.show_history)
        self.stats_action = self._action(game, self.tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self.quit_action = self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo, QKeySequence("Ctrl+Z"))
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (self.undo_action, self.redo_action, self.save_action, self.save_as_action):
            action.setEnabled(False)  # until a game runs (``_update_history_actions``)
        # Ctrl+Z while Undo is greyed out for a reason (another person's move, a look, undo off at this table) says
        # the reason on the status line: the key did nothing, and the menu's tooltip was the only place it was said
        self._undo_refused = ""
        self.undo_refused_key = QShortcut(QKeySequence("Ctrl+Z"), self)
        self.undo_refused_key.setEnabled(False)
        self.undo_refused_key.activated.connect(lambda: self.show_reason(self._undo_refused))
        # and Ctrl+Y (Ctrl+Shift+Z) while Redo is greyed though moves wait for it (a hand's summary: redo goes on
        # after Next hand): the key was silently ignored, Redo greyed without a word (QA)
        self._redo_refused = ""
        self.redo_refused_keys = [QShortcut(key, self) for key in self.redo_action.shortcuts()]
        for shortcut in self.redo_refused_keys:
            shortcut.setEnabled(False)
            shortcut.activated.connect(lambda: self.show_reason(self._redo_refused))

        view = bar.addMenu(self.tr("&View"))
        self.last_trick_action = self._action(view, self.tr("Show &last trick"), self.show_last_trick,
                                              QKeySequence("Ctrl+L"))
        toggle = self.scorepad_dock.toggleViewAction()
        toggle.setText(self.tr("&Scorepad"))
        view.addAction(toggle)
        view.addSeparator()
        speed_menu = view.addMenu(self.tr("&Animation speed"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed, label in ((Speed.OFF, self.tr("&Off")), (Speed.FAST, self.tr("&Fast")),
                             (Speed.NORMAL, self.tr("&Normal")), (Speed.SLOW, self.tr("&Slow"))):
            action = self._action(speed_menu, label, functools.partial(self.set_speed, speed, True))
            action.setCheckable(True)
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.forced_action = self._action(view, self.tr("Make a &forced move by itself"),
                                          lambda: self.set_play_forced(self.forced_action.isChecked(), True))
        self.forced_action.setCheckable(True)
        self.forced_action.setToolTip(self.tr(
            "When only one of your cards may be played, or only one bid may be made, it is done for you"))
        self.blind_action = self._action(view, self.tr("Offer &blind bids before I look"),
                                         lambda: self.set_offer_blind(self.blind_action.isChecked(), True))
        self.blind_action.setCheckable(True)
        self.blind_action.setToolTip(self.tr(
            "Each hand starts with your cards face down and the choice of a blind bid; off, they are turned up at "
            "once and you bid after looking"))
        self._build_language_menu(view)
        self.view_menu = view  # the card style and accessibility entries follow in ``_build_view_extras``

        help_menu = bar.addMenu(self.tr("&Help"))
        self.hint_action = self._action(help_menu, self.tr("&Hint"), lambda: self.table_view.request_hint(),
                                       QKeySequence("H"))
        self.hint_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.rules_action = self._action(help_menu, self.tr("&Rules of this game"), self.show_rules,
                                         QKeySequence.StandardKey.HelpContents)
        # Shift+F1: the list of keys, which the table's description no longer reads out every time it has the focus
        self.controls_action = self._action(help_menu, self.tr("&Mouse and keyboard"), self.show_controls,
                                            QKeySequence("Shift+F1"))
        self._action(help_menu, self.tr("Words of the &game"), self.show_glossary)
        self.welcome_action = self._action(help_menu, self.tr("&Welcome and how to play…"),
                                           lambda: self.open_welcome(first_start=False))
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About {0}").format(APP_NAME), self.show_about)

    def _build_language_menu(self, view: QMenu) -> None:
        """View > Language: the system's, or one the game speaks, named in itself; it takes effect at the next
        start (every text of the window is made in its language as the window is built)."""
        from .settings import LANGUAGES, load_language

        menu = view.addMenu(self.tr("Lan&guage"))
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        chosen = load_language(self.settings)
        for key, label in (("", self.tr("&System language")), *LANGUAGES.items()):
            action = self._action(menu, label, functools.partial(self.choose_language, key))
            action.setCheckable(True)
            action.setChecked(key == chosen)
            self.language_group.addAction(action)
            self.language_actions[key] = action

    def choose_language(self, language: str) -> None:
        """Remember ``language`` ("" for the system's) and say when it takes effect."""
        from .settings import load_language, save_language

        if language == load_language(self.settings):
            return
        save_language(self.settings, language)
        QMessageBox.information(self, APP_NAME, self.tr(
            "The game will speak this language the next time it starts."))

    def _build_view_extras(self) -> None:
        """View menu: card style, large cards, theme, announcements (with the table: they need the card painter)."""
        view = self.view_menu
        style_menu = view.addMenu(self.tr("&Card style"))
        from .card_render import back_names

        style = self.renderer.style
        self.four_colour_action = self._action(style_menu, self.tr("&Four-colour suits"),
                                               lambda: self._set_style(four_colour=self.four_colour_action.isChecked()))
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(style.four_colour)
        self.large_index_action = self._action(style_menu, self.tr("&Large index"),
                                               lambda: self._set_style(large_index=self.large_index_action.isChecked()))
        self.large_index_action.setCheckable(True)
        self.large_index_action.setChecked(style.large_index)
        style_menu.addSeparator()
        back_menu = style_menu.addMenu(self.tr("Card &back"))
        self.back_group = QActionGroup(self)
        for key, name in back_names().items():
            action = self._action(back_menu, name, functools.partial(self._set_style, back=key))
            action.setCheckable(True)
            action.setChecked(key == style.back)
            self.back_group.addAction(action)
        style_menu.addSeparator()
        self._action(style_menu, self.tr("Use an &SVG deck…"), self.choose_svg_deck)
        self._action(style_menu, self.tr("Use the b&uilt-in cards"), lambda: self._set_style(svg_deck=""))
        self._build_hand_order_menu(view)
        self._build_access_menu(view)

    def _build_hand_order_menu(self, view: QMenu) -> None:
        """View > Hand order: low to high or high to low; the trumps at the right or at the left."""
        from .settings import load_hand_order

        menu = view.addMenu(self.tr("&Hand order"))
        self.hand_order_actions: dict[tuple[str, bool], QAction] = {}
        for field, choices in (("high_first", ((False, self.tr("&Low to high")), (True, self.tr("&High to low")))),
                               ("trumps_left", ((False, self.tr("Trumps at the &right")),
                                                (True, self.tr("Trumps at the l&eft"))))):
            group = QActionGroup(menu)
            for value, label in choices:
                action = self._action(menu, label, functools.partial(self._set_hand_order, field, value))
                action.setCheckable(True)
                group.addAction(action)
                self.hand_order_actions[(field, value)] = action
            if field == "high_first":
                menu.addSeparator()
        self.set_hand_order(load_hand_order(self.settings))

    def _set_hand_order(self, field: str, value: bool) -> None:
        self.set_hand_order(replace(self.table_view.table.hand_order, **{field: value}), save=True)

    def set_hand_order(self, order: HandOrder, save: bool = False) -> None:
        """Arrange the hand as the player likes it (View > Hand order), remembered when ``save``."""
        from .settings import save_hand_order

        self.hand_order_actions[("high_first", order.high_first)].setChecked(True)
        self.hand_order_actions[("trumps_left", order.trumps_left)].setChecked(True)
        self.table_view.table.set_hand_order(order)
        if save:
            save_hand_order(self.settings, order)

    def _build_access_menu(self, view: QMenu) -> None:
        """View menu: large cards, the high-contrast theme, announcements, reading the table (see accessibility.md)."""
        from .accessibility import Verbosity, load_older_readers, load_verbosity

        self.large_cards_action = self._action(view, self.tr("La&rge cards"),
                                               lambda: self.set_large_cards(self.large_cards_action.isChecked(), True))
        self.large_cards_action.setCheckable(True)
        self.high_contrast_action = self._action(
            view, self.tr("High c&ontrast"), lambda: self.set_theme(
                style.HIGH_CONTRAST.name if self.high_contrast_action.isChecked() else style.STANDARD.name, True))
        self.high_contrast_action.setCheckable(True)
        menu = view.addMenu(self.tr("Screen reader a&nnouncements"))
        self.verbosity_group = QActionGroup(self)
        self.verbosity_actions: dict[Verbosity, QAction] = {}
        for verbosity, label in ((Verbosity.OFF, self.tr("&Off")), (Verbosity.BRIEF, self.tr("&Brief")),
                                 (Verbosity.FULL, self.tr("&Full: every card"))):
            action = self._action(menu, label, functools.partial(self.set_verbosity, verbosity, True))
            action.setCheckable(True)
            self.verbosity_group.addAction(action)
            self.verbosity_actions[verbosity] = action
        self.older_readers_action = self._action(
            view, self.tr("Announcements for ol&der screen readers"),
            lambda: self.set_older_readers(self.older_readers_action.isChecked(), True))
        self.older_readers_action.setCheckable(True)
        self.older_readers_action.setToolTip(self.tr(
            "The announcements come as notifications, which every version of Orca says; Orca before version 46 "
            "(Debian 12, Ubuntu 22.04) says none of them otherwise. On by default on Linux."))
        self.read_action = self._action(view, self.tr("Read the &table aloud"), lambda: self.table_view.read_table(),
                                        QKeySequence("R"))
        self.read_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.set_verbosity(load_verbosity(self.settings))
        self.set_older_readers(load_older_readers(self.settings))
        self.set_theme(str(self.settings.value("accessibility/theme", style.STANDARD.name)))
        large = self.settings.value("accessibility/large_cards", False)
        self.set_large_cards(large is True or str(large).lower() == "true")

    def set_verbosity(self, verbosity: object, save: bool = False) -> None:
        from .accessibility import Verbosity, save_verbosity

        assert isinstance(verbosity, Verbosity)
        self._verbosity = verbosity
        if self._built:
            self.table_view.access.verbosity = verbosity
        self.verbosity_actions[verbosity].setChecked(True)
        if save:
            save_verbosity(self.settings, verbosity)

    def set_older_readers(self, on: bool, save: bool = False) -> None:
        """Announcements as notifications, for Orca before 46 (see ``TableAccessibility.older_readers``)."""
        from .accessibility import OLDER_READERS_KEY

        self.older_readers_action.setChecked(on)
        if self._built:
            self.table_view.access.older_readers = on
        if save:
            self.settings.setValue(OLDER_READERS_KEY, on)

    def set_theme(self, name: str, save: bool = False) -> None:
        """The standard look or the high-contrast one, for the table, its panels and every dialog."""
        theme = style.set_theme(name)
        self._theme = theme.name
        self.high_contrast_action.setChecked(theme is style.HIGH_CONTRAST)
        if self._built:
            self.table_view.apply_theme()
        else:
            self._paint_felt()
        if save:
            self.settings.setValue("accessibility/theme", theme.name)

    def set_large_cards(self, large: bool, save: bool = False) -> None:
        self.large_cards_action.setChecked(large)
        if self._built:
            self.table_view.table.set_large_cards(large)
            self.table_view.place_panels()
        if save:
            self.settings.setValue("accessibility/large_cards", large)

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    # ----------------------------------------------------------------- games
    def start(self, preset_id: str | None = None, deal: int | None = None) -> None:
        """At start-up: resume an unfinished game, or deal a new one (``--preset``/``--deal`` choose it)."""
        if preset_id is None and deal is None:
            first_start = is_first_start(self.settings)  # read before anything of this start is remembered
            if self._offer_resume():
                return
            if first_start and not self._autosaves_found():
                self.open_welcome(first_start=True)  # it deals when answered (Escape too)
                return
        else:  # --preset/--deal deal a new game, but autosaves that cannot be resumed are still kept aside and told
            self._autosaves().scan(self._settle_finished)
        from .presets import find_preset

        choices = replace(load_choices(self.settings), deal="")  # a typed deal is used once (issue 12)
        if preset_id is not None:
            choice = find_preset(self.presets, preset_id)
            if choice is None:
                QMessageBox.warning(self, APP_NAME, self.tr("There is no preset {0}; the presets are: {1}.").format(
                    repr(preset_id), ", ".join(p.id for p in self.presets)))
                self.new_game_dialog()
                return
        else:
            choice = find_preset(self.presets, choices.preset_id) or self.presets[0]
        from .new_game_dialog import setup_from_choices

        self.start_game(setup_from_choices(choice, choices, deal))

    def _autosaves_found(self) -> bool:
        """Whether the start-up scan met any autosaved game, even one that cannot be resumed: a game was played
        on this computer before (by a version that kept no settings, or with its settings removed), or another
        window is playing one."""
        keeper = self._autosave_keeper
        scan = keeper.last_scan if keeper is not None else None
        return scan is not None and bool(scan.resumable or scan.unusable or keeper.busy)

    def open_welcome(self, first_start: bool) -> QDialog:
        """The welcome (``gui.welcome``): at the first start before the first deal (Escape deals the default
        game), or from Help ▸ Welcome and how to play (Deal asks before leaving a game in progress)."""
        from .welcome import WelcomeDialog

        dialog = WelcomeDialog(self.presets, load_choices(self.settings), first_start, self)
        dialog.finished.connect(lambda result: self._welcome_answered(dialog, result))
        self.welcome_dialog = dialog  # tests and the rules button reach the open dialog here
        dialog.open()
        return dialog

    def _welcome_answered(self, dialog: QDialog, result: int) -> None:
        from .new_game_dialog import setup_from_choices
        from .presets import find_preset
        from .welcome import WelcomeDialog

        assert isinstance(dialog, WelcomeDialog)
        if result == QDialog.DialogCode.Accepted:
            if not self.confirm_leaving(self.tr("Start a new game and leave this one?"), self.tr("&New game")):
                return
            choices = dialog.choices()
            save_choices(self.settings, choices)
            self.start_game(setup_from_choices(dialog.current_preset(), choices))
        elif dialog.dealt_default:  # the first start's welcome closed: never an empty table
            choices = replace(load_choices(self.settings), deal="")
            choice = find_preset(self.presets, choices.preset_id) or self.presets[0]
            self.start_game(setup_from_choices(choice, choices))

    def start_game(self, setup: GameSetup) -> None:
        from .controller import start_time

        self._clear_autosave()
        started = start_time()  # the autosave and the History entry carry the same start
        self._autosaver = self._make_autosaver(setup, created=started)
        self._game_path = None
        self.controller.new_game(setup, started=started)

    def new_game_dialog(self) -> None:
        if not self.confirm_leaving(self.tr("Start a new game and leave this one?"), self.tr("&New game")):
            return
        from .new_game_dialog import NewGameDialog

        self._presets = None  # read again: a preset file fixed or added in an editor since shows (QA, an author)
        dialog = NewGameDialog(self.presets, load_choices(self.settings), self.broken_presets, self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            save_choices(self.settings, replace(dialog.choices(), deal=""))  # the deal number does not stick
            setup = dialog.setup()
        finally:
            dialog.deleteLater()  # closing only hid it: each New game… kept one more dialog (1.2 MB) all evening
        self.start_game(setup)

    def new_duplicate_match(self) -> None:
        """Game ▸ New duplicate match…: each deal played by you and by a bot in your seat (gui/duplicate)."""
        from .duplicate import open_duplicate_match

        open_duplicate_match(self)

    def restart_game(self) -> None:
        setup = self.controller.setup
        if self.controller.deal_number_hidden(1):  # greyed out then (``_update_restart``)
            self.show_reason(self.restart_action.toolTip())
            return
        if setup is not None and self.confirm_leaving(
                self.tr("Start this game again from its first deal and leave the game in progress?"),
                self.tr("&Restart with the same cards")):
            from .duplicate import note_restart

            game = self.controller.game
            first = game.hands_log[0].dealer if game is not None and game.hands_log else None
            if note_restart(self) and game is not None and not game.is_over:
                # a duplicate match's deal: the try left is no game to resume (it was offered at every start, as
                # "duplicate deal 3 of 5", taking an autosave slot); History keeps it as abandoned
                self._drop_autosave()
            self.start_game(replace(setup, first_dealer=first))

    def _drop_autosave(self) -> None:
        """Remove the current game's autosave file now (a finished game's goes once History has its end)."""
        from ..record.autosave import Autosaver

        saver, self._autosaver = self._autosaver, None
        if isinstance(saver, Autosaver):
            with contextlib.suppress(OSError):
                saver.clear()

    def current_preset(self) -> PresetChoice | None:
        from .presets import find_preset

        setup = self.controller.setup
        return find_preset(self.presets, setup.preset_id) if setup is not None else None

    # -------------------------------------------------------------- autosave
    # One file per game in paths.autosaves_dir(); damaged ones are kept aside and named in the window
    # (gui/autosaves.py, record/autosave.py, docs/saving.md).
    def _autosaves(self) -> AutosaveKeeper:
        if self._autosave_keeper is None:
            from .autosaves import AutosaveKeeper

            self._autosave_keeper = AutosaveKeeper(self, self.show_reason)
        return self._autosave_keeper

    def _make_autosaver(self, setup: GameSetup, path: Path | None = None,
                        created: str | None = None) -> Autosaver | None:
        """The autosaver of a new game (a fresh file), or of a resumed or opened one (``path``: its file)."""
        try:
            return self._autosaves().make(setup, path, created)
        except Exception as exc:
            print(f"spades-desktop: no autosave ({exc})", file=sys.stderr)
            return None

    def _autosave(self, game: Game) -> None:
        from ..record.autosave import Autosaver

        saver = self._autosaver
        if isinstance(saver, Autosaver):
            self._autosaves().save(saver, game)

    def _clear_autosave(self) -> None:
        """Let the current game's autosave go: removed when that game is over and History has its end, else kept
        (one of the last few; a finished game's is stored in History at the next start)."""
        from ..record.autosave import Autosaver

        saver, self._autosaver = self._autosaver, None
        if isinstance(saver, Autosaver):
            self._remove_if_stored(saver)

    def _finished_stored(self, _game_id: int) -> None:
        """History stored a state of the game: once it is the finished game's, its autosave can go."""
        from ..record.autosave import Autosaver

        if isinstance(self._autosaver, Autosaver):
            self._remove_if_stored(self._autosaver)

    def _remove_if_stored(self, saver: Autosaver) -> None:
        """Remove the game's autosave once the game is over and History has its end."""
        game = self.controller.game
        if game is not None and game.is_over and not self.history_recorder.pending:
            with contextlib.suppress(OSError):
                saver.clear()

    def _settle_finished(self, record: GameRecord) -> bool:
        """A finished game's autosave found at start-up (the app ended before History had the end): stored."""
        self.ensure_built()
        return self.history_recorder.store_finished(record)

    def autosave_path(self) -> Path | None:
        """The autosave file of the game in progress (None when there is none)."""
        from ..record.autosave import Autosaver

        saver = self._autosaver
        return saver.path if isinstance(saver, Autosaver) else None

    def _offer_resume(self) -> bool:
        """At start-up: offer the unfinished game (a list when there are several); say which could not be resumed."""
        from .autosaves import ResumeDialog, describe_resumable
        from .game_files import preset_namer

        found = self._autosaves().scan(self._settle_finished)
        if not found:
            return False
        shown = preset_namer(self.presets)  # the preset's name in the window's language, not as saved
        if len(found) > 1:
            dialog = ResumeDialog(found, self, shown)
            chosen = dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
            if chosen is None:
                return False
            self._resume_autosave(chosen)
            return True
        newest = found[0]
        answer = QMessageBox.question(
            self, APP_NAME,
            self.tr("Resume this unfinished game?\n\n{0}").format(describe_resumable(newest, shown)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._resume_autosave(newest)
        return True

    def _resume_autosave(self, found: Resumable) -> None:
        """Go on with an autosaved game, writing on to its own file; a duplicate match's deal goes on as the match's
        deal at once (its summary says Next deal), or, when its match cannot go on, as a game of one hand."""
        self.resume_record(found.record, found.game, autosave=found.path)
        from .duplicate import take_up_resumed

        take_up_resumed(self)

    # ------------------------------------------------------- save and open
    def confirm_leaving(self, question: str, leave: str) -> bool:
        """Ask before a game in progress is left (True: go on). No question when no game runs, when it is over, or
        when nothing was played in it yet (``record.nothing_played``: the bots' first bids are not a game to lose;
        such a start is neither autosaved nor stored in History)."""
        from ..record.record import nothing_played
        from .controller import State

        game = self.controller.game
        if game is None or game.is_over or self.controller.state is State.NO_GAME or nothing_played(
                game.hands_log, self.controller.humans):
            return True
        now, saved = steps_of(game), self._saved_steps
        if self._game_path is not None and saved is not None and now is not None and saved[:len(now)] == now:
            # all of it is in the file, or the game was only taken back from what the file holds: "Moves made since
            # the game was saved … are lost" was asked of a game just saved (a family's QA), and after an undo
            return True
        buttons = (QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Save
                   | QMessageBox.StandardButton.Cancel)
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, question, buttons, self)
        if self._game_path is None:
            box.setInformativeText(self.tr("The game in progress is not saved under a name. "
                                           "Save it to finish it later."))
        else:
            box.setInformativeText(self.tr("Moves made since the game was saved to {0} are lost unless you "
                                           "save it again.").format(self._game_path.name))
        keep = box.button(QMessageBox.StandardButton.Cancel)
        keep.setText(self.tr("&Keep playing"))
        box.button(QMessageBox.StandardButton.Save).setText(self.tr("&Save it first"))
        box.button(QMessageBox.StandardButton.Discard).setText(leave)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        self._confirm_box = box
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return bool(answer == QMessageBox.StandardButton.Discard)

    def _file_filter(self) -> str:
        from . import game_files

        return self.tr("Spades games (*{0} *.json)").format(game_files.EXTENSION)

    def save_game(self) -> bool:
        """Save under the game's file name (asks for one the first time); True when saved."""
        if self._game_path is None:
            return self.save_game_as()
        return self._write_game(self._game_path)

    def save_game_as(self) -> bool:
        """Ask for a file and save the game in progress (or just finished) there; True when saved."""
        from . import game_files

        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None:
            self.say(self.tr("There is no game to save yet."))
            return False
        folder = game_files.games_folder()
        suggested = self._game_path or folder / game_files.suggested_name(
            setup.preset_name or APP_NAME, datetime.date.today().isoformat(), folder)
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(suggested), self._file_filter())
        if not name:
            return False
        path = game_files.with_extension(Path(name))
        from .replace_check import may_write

        if not may_write(self, self.tr("Save game"), path, name):  # "club" is saved as club.spades.json
            return False
        return self._write_game(path)

    def _write_game(self, path: Path) -> bool:
        from . import game_files

        record = self._record()
        if record is None:
            self.say(self.tr("There is no game to save yet."))
            return False
        try:
            game_files.save_game(record, path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, APP_NAME, self.tr("The game could not be saved to {0}: {1}.\n"
                                                        "Any file that was there is unchanged.").format(
                str(path), getattr(exc, "strerror", None) or str(exc)))
            return False
        self._game_path = path
        self._saved_steps = steps_of(self.controller.game)
        self._update_title()
        self.recent.add(path)
        self.say(self.tr("Saved the game to {0}.").format(path.name))
        return True

    def _record(self) -> GameRecord | None:
        from . import game_files

        game, setup = self.controller.game, self.controller.setup
        if game is None or setup is None:
            return None
        # the game's start, not the time of saving: opening the file goes on in the game's History entry (it
        # stored the game again, as a second game)
        return game_files.record_of(game, setup, undo_used=self.controller.undo_used,
                                    created=self.controller.started or None,
                                    forced_waits=self.controller.forced_waits)

    def open_game(self, path: str | Path | None = None) -> bool:
        """Open a saved game (asks for the file when ``path`` is None) and go on from where it was saved.

        A damaged file is reported and changes nothing; leaving a game in progress asks first.
        """
        from . import game_files

        if path is None:
            name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(game_files.games_folder()),
                                                  self._file_filter())
            if not name:
                return False
            path = name
        from . import texts

        path = Path(path)
        try:
            record, game = game_files.load_game(path)
        except (ValueError, OSError) as exc:
            from .autosaves import warning_box

            # the kind of problem in the player's language, the file reader's English under Show Details (as the
            # damaged autosave's box): the Russian box said «Эту игру нельзя открыть: …: not valid JSON: …»
            warning_box(self, self._open_problem_text(path.name, game_files.open_problem(exc)), "openGameProblem",
                        texts.sentence(str(exc))).exec()
            self._fill_recent_menu()
            return False
        if not self.confirm_leaving(self.tr("Open {0} and leave the game in progress?").format(path.name),
                                    self.tr("&Open")):
            return False
        autosave = self.autosave_path()
        own = autosave is not None and path.absolute() == autosave.absolute()  # the autosave itself: no name
        in_file = steps_of(game)
        self._clear_autosave()
        if own:
            self.resume_record(record, game)
        else:
            record, game = self._open_in_own_autosave(path, record, game)
        self._game_path = None if own else path
        self._saved_steps = None if own else in_file
        self._update_title()
        if not own:
            self.recent.add(path)
        self.say(self.tr("Opened {0}.").format(path.name))
        from .duplicate import take_up_resumed

        # a duplicate match's deal: the match's at once, as at start-up (it was only once the match was opened)
        taken = take_up_resumed(self) is not None
        if game.is_over and not taken:  # (a deal the match took over shows its summary, Next deal on it)
            self._offer_finished(record)
        return True

    def _open_problem_text(self, name: str, kind: str) -> str:
        """Why the saved game ``name`` cannot be opened, for each ``game_files.open_problem`` kind."""
        if kind == "missing":
            return self.tr("{0} cannot be opened: there is no such file.").format(name)
        if kind == "unreadable":
            return self.tr("{0} cannot be opened: the file cannot be read.").format(name)
        if kind == "empty":
            return self.tr("{0} cannot be opened: the file is empty.").format(name)
        if kind == "not json":
            return self.tr("{0} cannot be opened: it is not a saved game (its text is not JSON).").format(name)
        if kind == "scorekept":
            return self.tr("{0} cannot be opened here: it is the score of a game played with real cards. Open it "
                           "with Game ▸ Keep score for a real game…, then Scores ▸ Open….").format(name)
        if kind == "not a record":
            return self.tr("{0} cannot be opened: it is not a game saved by {1}.").format(name, APP_NAME)
        if kind == "newer":
            return self.tr("{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot "
                           "read it.").format(name, APP_NAME)
        return self.tr("{0} cannot be opened: the file is damaged.").format(name)

    def _open_in_own_autosave(self, path: Path, record: GameRecord, game: Game) -> tuple[GameRecord, Game]:
        """Go on with an opened file's game in that game's own autosave, when one is left, so the next start does
        not list the game twice. When the autosave is further on than the file, the player chooses: the file's
        point (in a fresh autosave: the further one is kept) or the autosave's. Returns the record gone on with."""
        from ..record.history import step_count

        found = self._own_autosave(record)
        if found is None or found.path.absolute() == path.absolute():
            self.resume_record(record, game)
            return record, game
        if step_count(found.game) <= step_count(game):
            self.resume_record(record, game, autosave=found.path)  # the file is as far on: nothing is lost
            return record, game
        if self._ask_autosave_further(path, game, found.game):
            self.resume_record(found.record, found.game, autosave=found.path)
            return found.record, found.game
        self.resume_record(record, game)  # the file's point; the further autosave stays to be resumed later
        return record, game

    def _ask_autosave_further(self, path: Path, game: Game, further: Game) -> bool:
        """Ask whether to go on from the game's autosave, further on than the opened file (True) or from the file."""
        from ..record.history import step_count
        from . import texts
        from .controller import left_at_summary

        def where(at: Game) -> str:  # as the resume question and the summary count: "hand 2 is over" there
            if left_at_summary(at):
                return self.tr("after hand {0}").format(at.hand_number - 1)
            return self.tr("in hand {0}").format(at.hand_number)

        buttons = QMessageBox.StandardButton
        moves = texts.count_of(step_count(further) - step_count(game), self.tr("move|moves"))
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, self.tr(
            "{0} was saved {1}. This game's autosave is further on: {2} later, {3}.\n\n"
            "Go on from the file, or from where the autosave left off?").format(
                path.name, where(game), moves, where(further)), buttons.Yes | buttons.No, self)
        box.button(buttons.Yes).setText(self.tr("From the &file"))
        box.button(buttons.No).setText(self.tr("From the &autosave"))
        box.setDefaultButton(buttons.Yes)
        box.setEscapeButton(buttons.Yes)
        return box.exec() == buttons.No

    def _offer_finished(self, record: GameRecord) -> None:
        """An opened game that is over: print its score sheet, or review its hands."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME,
                          self.tr("This game is over. Print its score sheet, or review its hands?"),
                          buttons.Yes | buttons.Open | buttons.Close, self)
        box.button(buttons.Yes).setText(self.tr("&Print sheet"))
        box.button(buttons.Open).setText(self.tr("&Review"))
        box.setDefaultButton(buttons.Yes)
        box.setEscapeButton(buttons.Close)
        answer = box.exec()
        if answer == buttons.Yes:
            self.print_sheet()
        elif answer == buttons.Open:
            finished = [i for i, hand in enumerate(record.hands) if hand.finished]
            if finished:
                self._open_review(record, finished[-1])

    def resume_record(self, record: GameRecord, game: Game, autosave: Path | None = None) -> None:
        """Go on with ``game``, replayed from ``record``: the same players, levels, rules, preset and undo option.

        ``autosave``: the game's own autosave file (a resumed autosave writes on to it), else a fresh one.
        """
        from . import game_files
        from .controller import start_time

        setup = game_files.setup_from_record(record)
        started = record.created or start_time()  # the game's start names it in its autosave and History entry
        self._autosaver = self._make_autosaver(setup, autosave, started)
        self._game_path = None  # Open game names the file once the game is going
        if game.is_over:  # played before: History stores it at its own time, not as the game played last
            self.history_recorder.arriving(game)
        self.controller.new_game(setup, game=game, undo_used=record.undo_used, started=started,
                                 forced_waits=record.forced_waits)
        self._sync_autosaver()

    def _fill_recent_menu(self) -> None:
        from . import game_files

        menu = self.recent_menu
        menu.clear()
        paths = self.recent.paths()
        for path in paths:
            label = str(path.name).replace("&", "&&")
            found = game_files.is_file(path)  # a path that cannot be checked (no permission, too long) is missing
            action = menu.addAction(label if found else self.tr("{0} (missing)").format(label))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.setEnabled(found)
            action.triggered.connect(functools.partial(self.open_game, path))
        if not paths:
            menu.addAction(self.tr("No saved games yet")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(self.tr("&Clear list"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.recent.clear()
        self._fill_recent_menu()

    # ------------------------------------------------------------ undo, redo
    def undo(self) -> None:
        self._answer(self.controller.undo)
        if self.controller.pass_and_play:
            # a review opened on a hand's summary or at the game's end showed every card of a hand that the undo
            # put back in play, and its Play this deal again dealt the game again (family9 QA): it is closed
            for window in self._reviews:
                if window.isVisible():
                    window.close()

    def redo(self) -> None:
        self._answer(self.controller.redo)

    def _answer(self, command: Callable[[], str | None]) -> None:
        """Run undo or redo and say what it did before what the game then waits for (taking a move back
        announces the turn it goes back to while it runs)."""
        access = self.table_view.access
        with access.answer_first() as first:
            text = command()
            if text is not None:
                self.show_reason(text)
                first.append(text)
                if command == self.controller.redo and self.controller.redo_ends_hand:
                    access.answer_with_result()  # "Redone: …" said with the hand's result (QA orca22)

    def _update_history_actions(self) -> None:
        from .controller import State

        controller = self.controller
        self.undo_action.setEnabled(controller.can_undo())
        self.redo_action.setEnabled(controller.can_redo())
        off = controller.setup is not None and not controller.undo_allowed
        self.undo_action.setText(self.tr("&Undo (off at this table)") if off else self.tr("&Undo"))
        owner = controller.undo_owner()
        tip = self.tr("Take back {0}'s last move").format(owner) if owner else self.tr("Take back your last move")
        if off:
            tip = self.tr("Pass and play: undo is on only when Allow undo was ticked in the New game dialog")
        refusal = controller.undo_refusal()
        self.undo_action.setToolTip(refusal or tip if not off else tip)
        self._undo_refused = tip if off else refusal
        self.undo_refused_key.setEnabled(not self.undo_action.isEnabled() and bool(self._undo_refused))
        self._redo_refused = "" if self.redo_action.isEnabled() else controller.redo_refusal()
        self.redo_action.setToolTip(self._redo_refused)  # "": the action's own text ("Redo")
        self.redo_action.setStatusTip(self._redo_refused)
        for shortcut in self.redo_refused_keys:
            shortcut.setEnabled(bool(self._redo_refused))
        has_game = controller.game is not None and controller.state is not State.NO_GAME
        self.claim_action.setEnabled(controller.claim_offered)
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)
        self._update_restart()

    def _update_restart(self) -> None:
        """Restart with the same cards waits for the game's end at a table of two or more people: the game started
        again dealt the hand in play as its hand 2, and the game left stayed resumable, so one person could play
        ahead, review that hand face up and go back (family QA). Hand 1's number is hidden for the same reason
        (``deal_number_hidden``)."""
        waits = self.controller.deal_number_hidden(1)
        self.restart_action.setEnabled(not waits)
        self.restart_action.setText(self.tr("Restart &with the same cards (at the game's end)") if waits
                                    else self.tr("Restart &with the same cards"))
        self.restart_action.setToolTip(self.restart_tip())  # a menu shows no tooltip: the text says when

    def restart_tip(self) -> str:
        """What Restart with the same cards does, or why it waits (the menus are built before the controller)."""
        if hasattr(self, "controller") and self.controller.deal_number_hidden(1):
            return self.tr("Two or more people share this screen: the same cards are dealt again at the game's "
                           "end, since the game started again would deal the hands still to come")
        return self.tr("Start this game again from its first hand, with the same cards dealt as before")

    def _applied(self, game: Game) -> None:
        """After every move, undo and redo: the autosave (with the undo facts) is brought up to date."""
        self._sync_autosaver()
        self._autosave(game)
        self.history_recorder.moved()

    def _sync_autosaver(self) -> None:
        saver, setup = self._autosaver, self.controller.setup
        if saver is not None and setup is not None:
            saver.undo_allowed = setup.allow_undo  # type: ignore[attr-defined]
            saver.undo_used = self.controller.undo_used  # type: ignore[attr-defined]
            saver.forced_waits = self.controller.forced_waits  # type: ignore[attr-defined]

    # ------------------------------------------------------------- reactions
    def _update_title(self) -> None:
        """The preset, and the file the game is saved in (Qt adds " – Spades Desktop", the display name)."""
        setup = self.controller.setup
        title = (setup.preset_name if setup is not None else "") or APP_NAME
        if self._game_path is not None:
            title = self.tr("{0} – {1}").format(self._game_path.name, title)
        self.setWindowTitle(title)

    def _game_started(self) -> None:
        setup = self.controller.setup
        assert setup is not None
        mark_dealt(self.settings)  # the welcome is not shown at the start again
        self._update_title()
        from . import texts

        names = [texts.shown_name(s.name) for s in setup.seats]
        if hasattr(self.scorepad, "set_game"):
            pad = self.scorepad
            # the widths before, and whether the window and the pad are as narrow as the pad lets them be
            widths = (self.width(), self.scorepad_dock.width(), self.width() <= self.minimumSizeHint().width(),
                      pad.width() <= pad.minimumWidth(), pad.minimumWidth())
            pad.set_game(setup.rules, names, setup.preset_name)
            # its least width grows with the game's sides (``ScorepadWidget.least_width``, kept as ``ownLeastWidth``):
            # taken again, within what the screen leaves it beside the table (``_fit_pad_to_screen``)
            self.fit_table_to_screen()
            QTimer.singleShot(0, lambda: self._give_back_pad_width(*widths))  # once the dock has laid it out
        game = self.controller.game
        scores = game.hand_scores if game is not None else []
        if scores and hasattr(self.scorepad, "set_hands"):  # a resumed, opened or undone game: its hands so far
            self.scorepad.set_hands(scores)
            if game is not None and game.winner is not None:
                from ..engine import GameOver

                self._game_finished(GameOver(game.winner, tuple(game.scores), ""))
        self._reason = self._notice = ""
        self.update_status()
        self.table_view.setFocus()

    def deal_text(self) -> str:
        """"Deal no. 593263177 · hand 2" for the status bar ("" before a game); "Hand 2" while a hand is in play at
        a table of two or more people."""
        setup, game = self.controller.setup, self.controller.game
        if setup is None or game is None:
            return ""
        from .controller import State

        hand, number = game.hand_number, game.deal_number
        if self.controller.state is State.HAND_OVER and game.hand_scores:  # the next hand is dealt already: name
            hand, number = len(game.hand_scores), game.hand_scores[-1].deal_number  # the one scored
        if self.controller.deal_number_hidden(hand) and self.controller.state is not State.GAME_OVER:
            # Two or more people at one screen: the number of a hand in play, typed into New game in a second copy,
            # dealt every hand face up (family QA), and so did hand 1's, the game's own, on its summary: the later
            # hands follow from it. A later hand's is shown once it is scored; hand 1's at the game's end
            return self.tr("Hand {0}").format(hand)
        # the hand's own deal number, as the score sheet and the hand's summary give it: typed into New game it
        # deals these cards
        return self.tr("Deal no. {0} · hand {1}").format(number, hand)

    def _hand_scored(self, score: HandScore) -> None:
        if hasattr(self.scorepad, "add_hand"):
            self.scorepad.add_hand(score, self.table_view.table.speed > 0)

    def _game_finished(self, event: GameOver) -> None:
        if self.controller.after_hand is not None:  # a duplicate match's deal: won or lost against the bots'
            return  # table, as the comparison says, not "You & Nora win the game!" for one deal (Russian family QA)
        if hasattr(self.scorepad, "show_winner"):
            try:
                self.scorepad.show_winner(event.winner)
            except Exception as exc:
                print(f"spades-desktop: the scorepad could not show the winner ({exc})", file=sys.stderr)

    def _state_changed(self) -> None:
        from .controller import State

        state = self.controller.state
        if state is not State.HUMAN_TURN:
            self._reason = ""
        else:
            self._notice = ""  # the player's turn again: what was done for them is past
        if self._covered and state is not State.HAND_OFF:  # the cover lifts: a reason said under it (an undo
            self._reason = ""  # refused or done) was for whoever held the screen, not for the next person's turn
        self._covered = state is State.HAND_OFF
        if self.controller.state in (State.HAND_OVER, State.GAME_OVER):  # "Your only card to play: K♠." stayed on
            self._notice = ""  # through the hand's end and the game's
        if self.controller.state is State.HAND_OFF:  # the cover is for the next person: what was done for the last
            self._notice = ""  # one is not theirs to read (it said another's only card on Gran's cover)
        self.update_status()
        self._update_history_actions()

    # ---------------------------------------------------------------- review
    def review_hand(self) -> QWidget | None:
        """Review the last finished hand of the game at the table (the end-of-hand panel's button, the game-over
        panel's: the review's list of hands goes back to the first)."""
        record = self._record() if self._built else None
        finished = [i for i, h in enumerate(record.hands) if h.finished] if record is not None else []
        if record is None or not finished:
            return None
        return self._open_review(record, finished[-1])

    def _review_which(self) -> str:
        """Game ▸ Review a game…: which game, "table" (the one at the table, when a hand of it is finished),
        "history" or "file"; "" for none. A newcomer found only a file dialog on the folder of autosaves, and no
        way to the game just finished but Game ▸ History… ▸ Review…."""
        from .controller import State

        record = self._record() if self._built else None
        playable = record is not None and any(hand.finished for hand in record.hands)
        box = QMessageBox(QMessageBox.Icon.Question, APP_NAME, self.tr("Which game do you want to review?"),
                          QMessageBox.StandardButton.NoButton, self)
        lines = [self.tr("The History keeps every game played here; a file is one saved with Game ▸ "
                         "Save game as…")]
        if playable and self.controller.state is State.GAME_OVER:
            lines.insert(0, self.tr("This game: the one just finished, every card face up."))
        elif playable:  # a hand in play is never shown face up (``gui.review``)
            lines.insert(0, self.tr("This game: its hands finished so far, every card face up."))
        box.setInformativeText("\n".join(lines))
        role = QMessageBox.ButtonRole.ActionRole
        table = box.addButton(self.tr("&This game"), role) if playable else None
        history = box.addButton(self.tr("From the &History…"), role)
        file = box.addButton(self.tr("From a &file…"), role)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(table or history)
        box.setEscapeButton(cancel)
        box.exec()
        chosen = box.clickedButton()
        return next((which for button, which in ((table, "table"), (history, "history"), (file, "file"))
                     if button is not None and button is chosen), "")

    def review_game(self, path: str | Path | None = None) -> QWidget | None:
        """Review a saved game's last finished hand (``path`` None: the game at the table, the History or a file,
        as the player chooses); read-only."""
        from . import game_files, texts

        if path is None:
            which = self._review_which()
            if which == "table":
                return self.review_hand()
            if which == "history":
                self.show_history()
                return None
            if which != "file":
                return None
            name, _ = QFileDialog.getOpenFileName(self, self.tr("Review a game"), str(game_files.games_folder()),
                                                  self._file_filter())
            if not name:
                return None
            path = name
        try:
            record, _game = game_files.load_game(Path(path))
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, APP_NAME, self.tr("This game cannot be reviewed:\n{0}").format(
                texts.sentence(str(exc))))
            return None
        finished = [i for i, h in enumerate(record.hands) if h.finished]
        if not finished:  # a hand still in play is never shown face up (it could be opened and played on)
            QMessageBox.information(self, APP_NAME, self.tr("No hand of this game was finished yet: there is "
                                                            "nothing to review."))
            return None
        return self._open_review(record, finished[-1])

    def _open_review(self, record: GameRecord, hand_index: int) -> QWidget:
        from .review import open_review

        for closed in [w for w in self._reviews if not w.isVisible()]:
            _drop_closed(closed)
        window = open_review(record, hand_index, self, self.renderer)
        window.play_again.connect(self.play_again)
        self._reviews = [w for w in self._reviews if w.isVisible()] + [window]
        return window

    def play_again(self, setup: GameSetup) -> None:
        """Start a new game on a reviewed deal (``gui.review.duplicate``), asking before leaving a game."""
        if self.confirm_leaving(self.tr("Play this deal again and leave the game in progress?"),
                                self.tr("&Play again")):
            self.start_game(setup)

    def claim(self) -> bool:
        """Game ▸ Claim the rest of the tricks: played out when sure (said to the player either way)."""
        accepted, text = self.controller.claim()
        if accepted:
            self.controller.notice.emit(text)  # the status line and a screen reader
        else:
            self.show_reason(text)
            self.table_view.access.announce(text)
        return accepted

    def show_reason(self, text: str) -> None:
        """A short reason (an illegal drop, a hint) shown before what the game waits for."""
        self._reason = text
        self.update_status()

    def say(self, text: str) -> None:
        """What a command of the player's did (undo, redo, save…): on the status line and to a screen reader."""
        self.show_reason(text)
        if self._built:
            self.table_view.access.announce(text, always=True)

    def _forced_move(self, text: str) -> None:
        """ "Your only card to play: 9♣.", said as the card goes: on the status line until the player's next turn
        (``_state_changed``), as a notice the move leaves standing."""
        self._notice = text
        self.update_status()

    def _history_problem(self, problem: str) -> None:
        """History cannot store games (``problem``; "" when it can again): a mark in the status bar, and a note once,
        as for a failed autosave. It was said only on the console: a player learned it when History stayed empty
        (QA robust6: a history file of a newer version, a full disk)."""
        if not problem:
            if self._history_mark is not None and self._history_told:
                self._history_told = False
                self._history_mark.hide()
                self.show_notice(self.tr("History records games again."))
            return
        if self._history_mark is None:
            self._history_mark = StatusMark(self)
            self._history_mark.setObjectName("AutosaveProblem")  # the theme's error colour (style.dialog_style_sheet)
            self.statusBar().addPermanentWidget(self._history_mark)
            self._history_mark.fit(self.width())
        self._history_mark.set_words(self.tr("⚠ Not in History"))
        tip = self.tr("This game is not recorded in History and Statistics: {0}. The game goes on and is autosaved.")
        self._history_mark.setToolTip(tip.format(problem))
        self._history_mark.setAccessibleName(tip.format(problem))
        if not self._history_told:  # (adding the mark to the status bar showed it: its visibility says nothing)
            self._history_told = True
            self._history_mark.show()
            self.show_notice(tip.format(problem))

    def show_notice(self, text: str) -> None:
        """What the game did or could not do for the player (a forced card played, a bot's mistake, no hint):
        during their turn shown as a reason; otherwise kept while the others move, until their next turn."""
        from .controller import State

        if self.controller.state is State.HUMAN_TURN:
            self.show_reason(text)
            return
        if self.controller.state is State.HAND_OFF and self.controller.pass_and_play:
            return  # the cover is for the next person: "Your only card…" was the last one's (and told a void)
        self._notice = text
        self.update_status()

    def update_status(self) -> None:
        if not self._built:
            return
        deal = self.deal_text()
        if deal != self.deal_label.text():
            self.deal_label.setText(deal)
            # its whole text at once: beside the wrapping status line it kept the width it had when empty until a
            # later layout pass (a QA's pictures taken as a turn began showed a 6-pixel sliver of "Deal no. 7")
            self.deal_label.setMinimumWidth(self.deal_label.sizeHint().width())
        from .status import status_text

        status = status_text(self.controller)
        reason = self._reason
        if reason and reason.split(":", 1)[0] == status.split(":", 1)[0]:  # the same news twice (H on the hand's
            reason = ""  # result: "The hand is over: press Next hand. — The hand is over: read the scores, …")
        parts = [reason, self._notice, status]
        self.status_label.setText(StatusLine.SEPARATOR.join(part for part in parts if part))

    def status(self) -> str:
        return self.status_label.text()

    # ---------------------------------------------------------------- settings
    def set_speed(self, speed: Speed, save: bool = False) -> None:
        self.speed = speed
        self.speed_actions[speed].setChecked(True)
        if self._built:
            self.table_view.set_speed(speed.factor)
            self.controller.speed = speed.factor
        if self._scorepad is not None and hasattr(self._scorepad, "set_animation_speed"):
            self._scorepad.set_animation_speed(speed.factor)
        if save:
            save_speed(self.settings, speed)

    def set_offer_blind(self, on: bool, save: bool = False) -> None:
        """Whether a person is asked to bid blind or look at each hand's start (View > Offer blind bids before I
        look); off, the cards turn face up at once."""
        self.blind_action.setChecked(on)
        if self._built:
            self.controller.set_offer_blind(on)
        if save:
            self.settings.setValue("play/offer_blind", on)

    def set_play_forced(self, on: bool, save: bool = False) -> None:
        """Whether a person's only legal card or bid is made by itself (View > Make a forced move by itself)."""
        self.forced_action.setChecked(on)
        if self._built:
            self.controller.play_forced = on
        if save:
            self.settings.setValue("play/forced_card", on)

    def _set_style(self, **changes: object) -> None:
        style = replace(self.renderer.style, **changes)  # type: ignore[arg-type]
        self.set_card_style(style)

    def set_card_style(self, style: CardStyle) -> None:
        from . import texts

        self.renderer.set_style(style)
        if self.renderer.svg_error:
            self.say(texts.sentence(self.renderer.svg_error))
        save_card_style(self.settings, style)
        self.table_view.table.refresh_cards()
        self.table_view.viewport().update()

    def choose_svg_deck(self) -> None:
        from .game_files import player_folder, remember_folder

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Choose an SVG deck"), str(player_folder("deck")),
                                              self.tr("SVG files (*.svg)"))  # not the current directory: see there
        if name:
            remember_folder(name, "deck")
            self._set_style(svg_deck=name)

    # ---------------------------------------------------------------- dialogs
    def show_last_trick(self) -> None:
        model = self.table_view.table.model
        if model is None or not model.last_trick:  # last_winner None after a dead trick (players.cancellation)
            self.say(self.tr("No trick has been played yet."))
            return
        from .info_dialogs import LastTrickDialog
        from .trick_marks import cancelled_plays

        dialog = LastTrickDialog(self.renderer, model.last_trick, model.last_winner, self.table_view.names(),
                                 model.bottom, model.players, self, cancelled_plays(model.rules, model.last_trick))
        _drop_closed(getattr(self, "_last_dialog", None))
        self._last_dialog = dialog
        dialog.open()

    def show_rules(self) -> None:
        rules = self.controller.rules
        choice: PresetChoice | None = self.presets[0] if rules is None else self.current_preset()
        if rules is None:
            rules = self.presets[0].rules
        from .info_dialogs import TextDialog
        from .presets import rules_card_text

        setup = self.controller.setup
        chosen = setup.chosen_target if setup is not None and self.controller.rules is not None else None
        dialog = TextDialog(self.tr("Rules of this game"), rules_card_text(choice, rules, chosen), parent=self)
        _drop_closed(getattr(self, "_rules_dialog", None))
        self._rules_dialog = dialog
        dialog.open()

    def show_controls(self) -> None:
        from .info_dialogs import TextDialog, controls_html

        dialog = TextDialog(self.tr("Mouse and keyboard"), controls_html(), rich=True, parent=self)
        _drop_closed(getattr(self, "_controls_dialog", None))
        self._controls_dialog = dialog
        dialog.open()

    def show_glossary(self) -> None:
        """Help ▸ Words of the game: trick, bid, set, bag, nil, cover, cash… as the hints and the coach use them."""
        from .info_dialogs import TextDialog, glossary_html

        dialog = TextDialog(self.tr("Words of the game"), glossary_html(), rich=True, parent=self)
        _drop_closed(getattr(self, "_glossary_dialog", None))
        self._glossary_dialog = dialog
        dialog.open()

    def show_about(self) -> None:
        """Help ▸ About: a small dialog that fits a low screen (a QMessageBox.about did not: info_dialogs)."""
        from .info_dialogs import AboutDialog

        dialog = AboutDialog(self.tr("About {0}").format(APP_NAME), self)
        dialog.exec()  # application-modal, as the message box was
        dialog.deleteLater()

    # ---------------------------------------------------------------- history
    def show_history(self) -> None:
        from .history.window import HistoryWindow

        old = getattr(self, "_history_window", None)
        if _raised(old):  # open already: the one window, brought up to date, not a second one
            old.refresh()
            return
        _drop_closed(old)
        self._history_window = HistoryWindow(self, at_table=self._game_at_table)
        self._history_window.continue_requested.connect(self.continue_record)
        self._history_window.continue_scorekept.connect(self.continue_scorekept)
        self._history_window.review_requested.connect(self._open_review)
        self._history_window.game_deleted.connect(self._history_changed)
        # the game at the table changes with History open: its list and Continue follow (greyed for that game)
        self.controller.game_started.connect(self._history_window.table_changed)
        self.controller.game_finished.connect(self._history_window.table_changed)
        self._history_window.show()

    def _game_at_table(self) -> tuple[str, int] | None:
        """The game in play, as History names it (its start and deal number); None when none is in play."""
        game = self.controller.game
        if game is None or game.is_over or not self.controller.started:
            return None
        return self.controller.started, game.seed

    def _history_changed(self, *_args: object) -> None:
        """A game deleted in History: an open Statistics window counts again (QA: it kept the deleted game as the
        best game, though the question said "its statistics go with it")."""
        import shiboken6

        stats = getattr(self, "_stats_window", None)
        if stats is not None and shiboken6.isValid(stats) and stats.isVisible():
            stats.refresh()

    def show_statistics(self) -> None:
        from .stats.window import StatsWindow

        setup = self.controller.setup
        humans = [s.name for s in setup.seats if s.is_human] if setup else []
        bottom = self.controller.bottom
        if setup is not None and 0 <= bottom < len(setup.seats) and setup.seats[bottom].is_human:
            # the person at the screen (pass and play): each person opened it on the first one's figures (family QA)
            humans.insert(0, setup.seats[bottom].name)
        old = getattr(self, "_stats_window", None)
        if _raised(old):  # open already (Game ▸ Statistics… or the game-over panel's button): brought up to date
            old.refresh()
            return
        _drop_closed(old)
        self._stats_window = StatsWindow(self, player=humans[0] if humans else None)
        self._stats_window.show()

    def continue_record(self, record: GameRecord) -> None:
        """Go on with an unfinished game chosen in the History window (asks before leaving a game in progress)."""
        from ..record import replay
        from . import texts

        try:
            game = replay(record)
        except ValueError as exc:
            from .autosaves import warning_box

            warning_box(self, self.tr("This game cannot be continued: its record in the History is damaged."),
                        "continueGameProblem", texts.sentence(str(exc))).exec()
            return
        if not self.confirm_leaving(self.tr("Continue the chosen game and leave the game in progress?"),
                                    self.tr("&Continue")):
            return
        self._clear_autosave()
        self._resume_in_own_autosave(record, game)
        from .duplicate import take_up_resumed

        take_up_resumed(self)  # a duplicate match's deal: the match's at once, as at start-up

    def _own_autosave(self, record: GameRecord) -> Resumable | None:
        """The unfinished autosave of ``record``'s game, when one is left (``find_same_game``)."""
        from ..record.autosave import find_same_game

        folders = self._autosaves().folders()
        if folders is None:
            return None
        with contextlib.suppress(OSError):
            return find_same_game(folders[0], record)
        return None

    def _resume_in_own_autosave(self, record: GameRecord, game: Game) -> None:
        """Go on with ``record`` (from History or a file) in its game's own autosave, when one is left: from the
        autosave's point when it is further on (History keeps the hands scored; the autosave every card)."""
        from ..record.history import step_count

        found = self._own_autosave(record)
        if found is None:
            self.resume_record(record, game)
            return
        if step_count(found.game) > step_count(game):
            record, game = found.record, found.game
            self.say(self.tr("Went on from the game's autosave, which was further on."))
        self.resume_record(record, game, autosave=found.path)

    # ---------------------------------------------------------------- printing
    def _played_sheet(self) -> object | None:
        game = self.controller.game
        setup = self.controller.setup
        if game is None or setup is None:
            self.say(self.tr("There is no game to print yet."))
            return None
        from ..sheets.sources import sheet_from_game, without_hidden_deals
        from . import texts
        from .presets import language
        from .settings import user_paper

        sheet = sheet_from_game(game, [s.name for s in setup.seats], preset_name=setup.preset_name,
                                date=texts.date_text(datetime.date.today().isoformat()), lang=language(),
                                tr=texts.sheet_tr, undo_used=self.controller.undo_used, page_size=user_paper())
        # a shared screen's game in progress: hand 1's number, the game's, is left out (``deal_number_hidden``)
        return without_hidden_deals(sheet, self.controller.deal_number_hidden)

    def print_sheet(self) -> None:
        try:
            sheet = self._played_sheet()
            if sheet is None:
                return
            from .scorepad_print import print_preview_dialog

            dialog = print_preview_dialog(sheet, self)  # type: ignore[arg-type]
            dialog.exec()
        except ImportError as exc:
            self.say(self.tr("Printing is not available: {0}").format(exc))

    def export_sheet(self) -> None:
        try:
            sheet = self._played_sheet()
            if sheet is None:
                return
            from . import game_files
            from .scorepad_print import export_sheet

            # the game's own name, numbered when taken: every game proposed "score-sheet.pdf" (club QA)
            setup = self.controller.setup
            title = self.tr("{0} score sheet").format(setup.preset_name if setup and setup.preset_name else APP_NAME)
            name = game_files.suggested_name(title, datetime.date.today().isoformat(), game_files.player_folder(),
                                             ".pdf")
            path = export_sheet(sheet, self, name)  # type: ignore[arg-type]
            if path is not None:
                self.say(self.tr("Saved {0}.").format(path))
        except ImportError as exc:
            self.say(self.tr("Exporting is not available: {0}").format(exc))

    def print_blank_sheets(self) -> None:
        try:
            from .blank_sheet_dialog import BlankSheetDialog
            from .scorepad_print import print_preview_dialog

            setup = self.controller.setup
            sheet = BlankSheetDialog.get_sheet(self, preset_id=setup.preset_id if setup is not None else None)
            if sheet is not None:
                print_preview_dialog(sheet, self).exec()
        except ImportError as exc:
            self.say(self.tr("Printing is not available: {0}").format(exc))

    def keep_score(self) -> None:
        """Open the scorekeeper for a game played with real cards (gui/scorekeeper)."""
        from .scorekeeper.window import open_scorekeeper

        window = open_scorekeeper(self)
        if window is not None:
            if hasattr(self.scorepad, "animation_speed"):  # the scorepad counts up at the table's speed
                window.scorepad.set_animation_speed(self.scorepad.animation_speed())
            self.scorekeepers = [w for w in getattr(self, "scorekeepers", []) if w.isVisible()] + [window]

    def continue_scorekept(self, game: object) -> None:
        """Go on with an unfinished scorekept game chosen in the History window: it opens in a scorekeeper window
        (the game at the table goes on as it is)."""
        from .scorekeeper.window import ScorekeeperWindow

        window = ScorekeeperWindow(game, self)  # type: ignore[arg-type]
        if hasattr(self.scorepad, "animation_speed"):
            window.scorepad.set_animation_speed(self.scorepad.animation_speed())
        window.show()
        self.scorekeepers = [w for w in getattr(self, "scorekeepers", []) if w.isVisible()] + [window]

    # ----------------------------------------------------------------- resize
    def resizeEvent(self, event: QResizeEvent) -> None:
        """The docked scorepad keeps its share of the window's width (``pad_width``): wider on a big screen, and on
        a small window most of the width is the table's."""
        super().resizeEvent(event)
        self._pad_width.fit(event)
        mark: StatusMark | None = getattr(self, "_history_mark", None)  # (none before the table is built)
        if mark is not None:
            mark.fit(event.size().width())

    # ------------------------------------------------------------------ close
    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState() if self._docked_state is None else self._docked_state)
        if not self._built:  # closed before the table was built: no game, no bots
            super().closeEvent(event)
            return
        game = self.controller.game
        if game is not None and not game.is_over:
            self._autosave(game)
            if not self._autosaves().may_quit_unsaved():
                event.ignore()
                return
        elif game is not None and self.history_recorder.pending and self._autosaves().failing:
            # a finished game neither History (a locked or full history) nor its autosave (a full disk) has: its
            # end lives only in this window (the next start offered its mid-game autosave, and the result was
            # lost without a word). Either one alone keeps it: History, or the finished autosave it stores at the
            # next start. A disk with room again takes the autosave now.
            self._autosave(game)
            if not self._autosaves().may_quit_unsaved(finished=True):
                event.ignore()
                return
        self.controller.shutdown()
        self.table_view.table.stop_animations()
        if self._autosave_keeper is not None:
            self._autosave_keeper.release()  # the game left is offered at the next start (or in another window)
        super().closeEvent(event)


def _drop_closed(window: QWidget | None) -> None:
    """Delete a window of the main window's that was closed (closing only hides it): each History, Statistics,
    review, New game, rules and last-trick window opened stayed in memory till the app quit (a soak QA's evening:
    90 hidden windows, 104 to 382 MB). An open one is left alone."""
    import shiboken6

    if window is not None and shiboken6.isValid(window) and not window.isVisible():
        window.deleteLater()


def _raised(window: QWidget | None) -> bool:
    """``window`` is open: it is brought to the front (True); False when there is none to bring."""
    import shiboken6

    if window is None or not shiboken6.isValid(window) or not window.isVisible():
        return False
    window.raise_()
    window.activateWindow()
    return True


def steps_of(game: object) -> list[object] | None:
    """The moves of ``game`` so far (None without a game): equal lists, the same game."""
    from ..engine import Game
    from ..record.history import steps

    return list(steps(game)) if isinstance(game, Game) else None

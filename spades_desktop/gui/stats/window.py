"""The Statistics window: one player's figures at a glance, filtered by period and preset, with two charts.

Figures are the history's (``History.stats``: the same as ``stats`` on the
command line). When the history cannot be opened the window says why
instead of showing numbers.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QPaintEvent,
    QShowEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...history import Filters, History, PlayerStats, level_parts
from .. import style
from ..accessibility import (
    Notices,
    load_older_readers,
    name_mnemonic_labels,
    read_as_one,
    say_choice,
    send_announcement,
)
from ..elided_combo import ElidedComboBox
from ..focus_ring import paint_focus_ring
from ..game_files import preset_namer
from ..history.access import ensure_open, open_user_history, opening_note
from ..history.model import shown_names
from ..layouts import (
    BodyScroll,
    Row,
    fit_size,
    keep_room_for_wrapped_text,
    narrow_to_screen,
    screen_room,
    scroll_bar_width,
    set_rows,
)
from ..settings import app_settings
from ..texts import (
    count_of,
    date_text,
    decimal,
    minus,
    noun_for,
    shown_name,
    shown_person_name,
    side_names,
    you_in_every_language,
)
from .charts import RunningTotalsChart, WinRateChart

Opener = Callable[[], tuple[History | None, str]]
PLAYER_KEY = Qt.ItemDataRole.UserRole + 1  # the Player box's name of each choice, whole (its text may be cut short)


class Tile(QFrame):
    """One figure: a big value, its caption, and a detail line. A Tab stop, said whole by a screen reader ("Points
    a hand: 55.5, 2 hands"): Orca 43 said the window by its labels of three words or more, so the figures (one
    word each) went unsaid, and Tab never reached them."""

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        read_as_one(self)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # no ring for a click: the keys' path only
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.value = QLabel("–", self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        self.value.setFont(font)
        self.caption = QLabel(caption, self)
        self.detail = QLabel("", self)
        self.detail.setObjectName("Muted")  # the theme's secondary ink (style.py): the placeholder grey was black
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)  # 10 at the sides made the Russian window 801 pixels wide
        box.setSpacing(0)
        for label in (self.caption, self.value, self.detail):
            box.addWidget(label)

    def set(self, value: str, detail: str = "") -> None:
        self.value.setText(value)
        self.detail.setText(detail)
        caption = self.caption.text()
        self.setAccessibleName(self.tr("{caption}: {value}, {detail}").format(caption=caption, value=value,
                                                                               detail=detail) if detail else
                               self.tr("{caption}: {value}").format(caption=caption, value=value))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():  # the theme's focus ring, inside the frame: nothing else shows the focus here
            paint_focus_ring(self, style.theme().focus)


def pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.0f}%"


def number(value: float | None, digits: int = 1) -> str:
    """A figure as the window's language writes it ("−40,7" in Russian), or a dash when there is none; rounded as
    ``stats`` on the command line rounds it (``PlayerStats.to_dict``, Python's ``round``): the window showed −26.3
    points a hand where ``stats`` showed −26.2, for −26.25 (QA)."""
    return "–" if value is None else decimal(round(value, digits), digits)


class StatsWindow(QDialog):
    """See the module docstring."""

    PERIODS = ("all", "7", "30", "365", "year")
    TILE_COLUMNS = (4, 3, 2)  # the tiles' columns, the most first (``_tile_columns``)

    def __init__(self, parent: QWidget | None = None, *, opener: Opener = open_user_history,
                 player: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("StatsWindow")
        self.opener = opener
        self.history: History | None = None
        self.stats: PlayerStats | None = None
        self._wanted_player = player
        self._preset_shown: Callable[[str, str], str] | None = None  # the presets' names, read by ``refresh``
        self.announced: list[str] = []  # everything said after a filter changed, in order (tests read it)
        self._notices: Notices | None = None  # made when first needed (``_say``)

        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.setObjectName("HistoryNotice")
        self.notice.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 6px; border-radius: 4px;")
        self.notice.hide()

        self.player_box = ElidedComboBox(self)
        self.player_box.setAccessibleName(self.tr("Player"))
        self.period_box = QComboBox(self)
        self.period_box.setAccessibleName(self.tr("Period"))
        for key, label in zip(self.PERIODS, (self.tr("All time"), self.tr("Last 7 days"), self.tr("Last 30 days"),
                                             self.tr("Last 12 months"), self.tr("This year")), strict=True):
            self.period_box.addItem(label, key)
        self.preset_box = ElidedComboBox(self)
        self.preset_box.setAccessibleName(self.tr("Rules"))
        for combo in (self.player_box, self.period_box, self.preset_box):
            say_choice(combo)  # ↑ ↓ in a box are heard (Orca 43)
        self.refresh_button = QPushButton(self.tr("&Refresh"), self)
        # the period's box as wide as its longest choice, the names and the rules (long in Russian) share the rest:
        # three equal boxes cut «Классические парные пики» to «Классические п» at 800 pixels (QA)
        self.period_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        parts: Row = []
        for caption, combo, stretch in ((self.tr("&Player:"), self.player_box, 2),
                                        (self.tr("P&eriod:"), self.period_box, 0),
                                        (self.tr("R&ules:"), self.preset_box, 3)):
            buddy = QLabel(caption, self)
            buddy.setBuddy(combo)
            parts += [(buddy, 0), (combo, stretch)]
        parts.append((self.refresh_button, 0))
        # one row, or two (the player and the period; the rules and Refresh) where the screen is too narrow for one
        # (``_fit_filters``): in Russian at 14 points on 1366 x 768 at 150 % the row was 948 pixels of the 911
        self.filter_rows = QVBoxLayout()
        self._filters = (parts, [parts[:4], parts[4:]])

        self.tiles: dict[str, Tile] = {}
        grid = QGridLayout()
        grid.setSpacing(6)
        captions = (
            ("games", self.tr("Games finished")), ("wins", self.tr("Won")), ("points", self.tr("Points a hand")),
            ("made", self.tr("Contracts made")), ("sets", self.tr("Sets")), ("bags", self.tr("Bags a hand")),
            ("nils", self.tr("Nils made")), ("blind", self.tr("Blind nils made")),
            ("streak", self.tr("Current streak")), ("best", self.tr("Best game")), ("worst", self.tr("Worst game")),
            ("longest", self.tr("Longest streaks")),
        )
        self.grid = grid
        self._columns = self.TILE_COLUMNS[0]  # the tiles' columns now (``_fit_tiles``)
        for n, (key, caption) in enumerate(captions):
            tile = Tile(caption, self)
            self.tiles[key] = tile
            grid.addWidget(tile, n // self._columns, n % self._columns)

        # the deals of duplicate matches: their hands are in the hand figures, not in the games (QA: after a 4-deal
        # match the window said "Games finished 0" beside 4 hands, and nothing said why; ``stats`` says it)
        self.duplicate_note = QLabel(self)
        self.duplicate_note.setWordWrap(True)
        self.duplicate_note.setObjectName("Muted")
        self.duplicate_note.hide()

        self.levels = QLabel(self)
        self.levels.setTextFormat(Qt.TextFormat.RichText)
        self.levels.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the partner's and the opponents' lists scroll: one line per mix of opponents made the window's smallest
        # height grow with a long history (583 pixels), taller than a 1024 x 600 screen has room for
        self.levels_area = QScrollArea(self)
        self.levels_area.setWidget(self.levels)
        self.levels_area.setWidgetResizable(True)
        self.levels_area.setFrameShape(QFrame.Shape.NoFrame)
        # the theme's focus ring when Tab reaches it (style.py): nothing on screen showed the focus there (QA)
        self.levels_area.setProperty("focusRing", "true")
        self.levels_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # as wide as its lines
        self.levels_area.viewport().setAutoFillBackground(False)  # on the window's own background, as before
        # a Tab stop (its arrows scroll it): named, and its lines its description, or a screen reader said nothing
        self.levels_area.setAccessibleName(self.tr("Results with each partner and against each mix of opponents"))
        self.levels.setAutoFillBackground(False)
        self.win_chart = WinRateChart(self)
        self.game_chart = RunningTotalsChart(self)
        # Tab stops, each said with its lines in words (its description): Tab went from the figures to the
        # partners' list past both charts, and the win % chart had no words at all (Orca QA)
        for chart in (self.win_chart, self.game_chart):
            chart.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # no frame for a click: the keys' path only, as a tile
        QWidget.setTabOrder(self.tiles["longest"], self.win_chart)  # in the order they are seen
        QWidget.setTabOrder(self.win_chart, self.game_chart)
        QWidget.setTabOrder(self.game_chart, self.levels_area)
        charts = self.charts = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # or top to bottom (``_fit_tiles``)
        charts.addWidget(self.win_chart, 3)
        charts.addWidget(self.game_chart, 3)
        charts.addWidget(self.levels_area, 2)

        # the figures and the charts scroll on a screen too low for them (1366 x 768 at 150 %: 512 pixels), the
        # filters stay in sight: with a 12-point font the window was 537 pixels high, 621 with a 16-point one
        self.body = BodyScroll(self)
        self.body.setObjectName("StatsBody")  # no Tab stop (BodyScroll): Tab through the tiles scrolls to each
        inside = QVBoxLayout(self.body.body)
        inside.setContentsMargins(0, 0, 0, 0)
        inside.addLayout(grid)
        inside.addWidget(self.duplicate_note)
        inside.addLayout(charts, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.notice)
        box.addLayout(self.filter_rows)
        box.addWidget(self.body, 1)
        self._fit_filters()
        self.body.installEventFilter(self)  # another width: the tiles in as many columns as it has room for
        self.body.fit()  # its least height from the start (it follows its contents and its screen)
        fit_size(self, 940, 600)
        keep_room_for_wrapped_text(self)  # on its screen, the notice's lines whole

        for combo in (self.player_box, self.period_box, self.preset_box):
            combo.currentIndexChanged.connect(lambda _index, box=combo: self.filter_changed(box))
        self.refresh_button.clicked.connect(self.refresh_pressed)
        self.refresh()
        name_mnemonic_labels(self)  # "&Rules:" was said with its "&" (see the helper)

    def _fit_filters(self) -> None:
        """The filters on one row, or on two where the screen's free room is narrower than the row with the
        window's margins (as History's search row: ``HistoryWindow._fit_rows``)."""
        box, room = self.layout(), screen_room(self)
        assert box is not None
        one, two = self._filters
        margins = box.contentsMargins()
        need = sum(max(part[0].minimumSizeHint().width(), part[0].minimumWidth()) for part in one
                   if isinstance(part, tuple))
        need += box.spacing() * (len(one) - 1) + margins.left() + margins.right()
        set_rows(self.filter_rows, [one] if room is None or room.width() <= 0 or need <= room.width() else two)
        box.invalidate()

    def _tile_columns(self) -> int:
        """As many columns of tiles (4, 3, 2 or 1) as the body's width has room for beside a vertical scroll bar
        (whether or not it shows: no columns coming and going with it): in Russian at 14 points four columns
        needed 1118 pixels on a screen of 911, and the last column was cut off behind a sideways scroll bar."""
        width = self._body_width()
        tiles = list(self.tiles.values())
        for columns in self.TILE_COLUMNS:
            widths = [max(tile.minimumSizeHint().width() for tile in tiles[column::columns])
                      for column in range(columns)]
            if sum(widths) + self.grid.horizontalSpacing() * (columns - 1) <= width:
                return columns
        return 1

    def _body_width(self) -> int:
        """The width the body's contents have beside a vertical scroll bar."""
        box = self.layout()
        assert box is not None
        if self.body.isVisible():
            width = self.body.width()
        else:  # before it is shown: the window's width, or its screen's free room, less the window's margins
            room, margins = screen_room(self), box.contentsMargins()
            width = self.width() if room is None or room.width() <= 0 else min(self.width(), room.width())
            width -= margins.left() + margins.right()
        return width - scroll_bar_width(self.body)

    def _arrange_tiles(self, columns: int) -> None:
        """The tiles in ``columns`` columns, in their order row by row (the order Tab takes)."""
        if columns == self._columns:
            return
        self._columns = columns
        for n, tile in enumerate(self.tiles.values()):
            self.grid.addWidget(tile, n // columns, n % columns)  # moved from its old cell
        for column in range(max(self.TILE_COLUMNS)):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.body.updateGeometry()  # its least width (the window's) is the tiles' again

    def _fit_tiles(self) -> None:
        self._arrange_tiles(self._tile_columns())
        self._fit_charts()

    def _fit_charts(self) -> None:
        """The two charts and the partners' list side by side, or one under another where the body is narrower
        than the three at their least: at 200 % on 1280 x 720 they needed 659 pixels of 571, and the whole body
        scrolled sideways with the tiles' last column and the list cut off (low-vision QA)."""
        parts = (self.win_chart, self.game_chart, self.levels_area)
        need = sum(max(part.minimumSizeHint().width(), part.minimumWidth()) for part in parts)
        need += max(0, self.charts.spacing()) * (len(parts) - 1)
        direction = (QBoxLayout.Direction.LeftToRight if need <= self._body_width()
                     else QBoxLayout.Direction.TopToBottom)
        if direction != self.charts.direction():
            self.charts.setDirection(direction)
            self.charts.activate()
            self.body.fit()  # one under another is higher: the body scrolls rather than push the window off the screen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_tiles()
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, lambda: narrow_to_screen(self))

    # ------------------------------------------------------------------ data
    def show_problem(self, problem: str) -> None:
        self.say(self.tr("Statistics are unavailable: {0}").format(problem))

    def say(self, text: str) -> None:
        """Show ``text`` (and the note from opening the history, if any) above empty figures."""
        note = opening_note(self.history)
        self.notice.setText(f"{note}\n{text}" if note else text)
        self.notice.show()
        self.stats = None
        for tile in self.tiles.values():
            tile.set("–")
        self.duplicate_note.hide()
        self.levels.setText("")
        self.levels_area.setAccessibleDescription(self.tr("No finished games yet"))  # as the charts say (it was "")
        self.win_chart.set_results([])
        self.game_chart.set_game([], [])

    def refresh(self) -> None:
        """Open the history (again) and fill the filter lists, keeping the choices where they still exist."""
        if not ensure_open(self):
            return
        try:
            players = self.history.players()
            presets = self.history.presets()
        except ValueError as exc:
            self.show_problem(str(exc))
            return
        current_player = self.player_box.currentData(PLAYER_KEY) or self._wanted_player
        current_preset = self.preset_box.currentData()
        for widget in (self.player_box, self.preset_box):
            widget.blockSignals(True)
        self.player_box.clear()
        people = _players_shown(players)
        for name, names in people.items():  # a name thousands of letters long cut short: its tooltip and its
            self.player_box.addItem(shown_name(name), names)  # list were as wide as the screen
            self.player_box.setItemData(self.player_box.count() - 1, name, PLAYER_KEY)
        if current_player in people:
            self.player_box.setCurrentIndex(list(people).index(current_player))
        self.preset_box.clear()
        self.preset_box.addItem(self.tr("All rules"), "")
        shown = self._preset_shown = preset_namer()  # each preset's name in the window's language, not as stored
        for preset_id, name in presets:
            if preset_id:  # games of no preset (imported records) come under All rules, not a nameless entry
                self.preset_box.addItem(shown(preset_id, name) or preset_id, preset_id)
        found = self.preset_box.findData(current_preset)
        self.preset_box.setCurrentIndex(max(found, 0))
        for widget in (self.player_box, self.preset_box):
            widget.blockSignals(False)
        self.update_figures()

    def filters(self, today: datetime.date | None = None) -> Filters:
        today = today or datetime.date.today()
        period = self.period_box.currentData()
        since = None
        if period == "year":
            since = f"{today.year}-01-01"
        elif period and period != "all":  # today and the days before it: "last 7 days" is 7 calendar days
            # (today less 7 days kept 8 of them: on 5 December from 28 November on)
            since = (today - datetime.timedelta(days=int(period) - 1)).isoformat()
        names = self.player_box.currentData() or ()
        return Filters(player=names[0] if names else None, player_aliases=tuple(names[1:]),
                       preset_id=self.preset_box.currentData() or None, since=since)

    def update_figures(self) -> None:
        if self.history is None:
            return
        f = self.filters()
        if not f.player:
            self.say(self.tr("No games yet: every game you play is counted here."))
            return
        try:
            stats = self.history.stats(f)
            # the game played last (a game started Monday and finished Wednesday, not Tuesday's: QA), as the
            # streaks and the win % chart order the games by their end
            last = self.history.latest_game(f)
            totals = self.history.running_totals(last.id) if last is not None else []
        except ValueError as exc:
            self.show_problem(str(exc))
            return
        note = opening_note(self.history)
        self.notice.setText(note)
        self.notice.setVisible(bool(note))
        self.stats = stats
        self.show_stats(stats)
        self.win_chart.set_results([r.won for r in stats.results])
        if last is not None:
            shown = shown_names(last)  # «Вы и Nora», not «You и Nora», for a game played in English
            names = [side_names([shown(name) for name in last.side_names(side)]) for side in range(len(last.totals))]
            day = date_text(last.updated or last.created)  # the day it was played last, not begun
            rules = (self._preset_shown(last.preset_id, last.preset_name) if self._preset_shown else
                     last.preset_name) or last.preset_id
            about = (self.tr("Latest game, {date}, {rules}, finished.") if last.finished else
                     self.tr("Latest game, {date}, {rules}, unfinished.")).format(date=day, rules=rules)
            self.game_chart.set_game(totals, names, heading=self.tr("Latest game, {0}: totals by hand").format(day),
                                     about=about)
        else:
            self.game_chart.set_game([], [])

    def filter_changed(self, box: QComboBox) -> None:
        """A filter's new choice: the figures again, and in a few words what they now count ("Last 7 days: 0 games
        finished, 1 unfinished."). Fifteen figures changed without a word while Orca said the choice (QA)."""
        self.update_figures()
        self.announce_figures(box.currentText())

    def refresh_pressed(self) -> None:
        """Refresh: the history read again, and what the figures now count said (as for a filter's change)."""
        self.refresh()
        self.announce_figures(self.player_box.currentText())

    def announce_figures(self, choice: str) -> None:
        """Say what the figures count after ``choice`` (a filter's new choice), or the notice that stands in for
        them; once for the whole change, not a word per figure."""
        s = self.stats
        if s is None:
            if self.notice.isVisibleTo(self) and self.notice.text():
                self._say(self.notice.text().replace("\n", " "))
            return
        parts = [count_of(s.games, self.tr("game finished|games finished"))]
        if s.games:
            parts.append(self.tr("{0} won").format(pct(s.win_pct)))
        if s.unfinished:
            parts.append(self.tr("{0} unfinished").format(s.unfinished))
        if s.duplicate_deals:  # the line under the tiles, in short: it went unsaid ("0 games finished" alone)
            parts.append(count_of(s.duplicate_deals,
                                  self.tr("deal of a duplicate match|deals of duplicate matches")))
        counted = ", ".join(parts)
        self._say(self.tr("{choice}: {counted}.").format(choice=choice, counted=counted))

    def _say(self, text: str) -> None:
        """Say ``text`` to a screen reader (a notification for Orca before 46: View ▸ Announcements for older…)."""
        self.announced.append(text)
        if self._notices is None:
            self._notices = Notices(self, framed=True)  # else Orca 43 read the whole dialog before each notice
        older = load_older_readers(app_settings())
        send_announcement(self, text, self._notices if older else None)

    def show_stats(self, s: PlayerStats) -> None:
        t = self.tiles
        # the count is of finished games (won + lost); the unfinished ones come on top, not out of it
        t["games"].set(str(s.games), self.tr("and {0} unfinished").format(s.unfinished) if s.unfinished else "")
        t["wins"].set(pct(s.win_pct), self.tr("{0} won, {1} lost").format(s.wins, s.losses))
        t["points"].set(number(s.points_per_hand), count_of(s.hands, self.tr("hand|hands")))
        t["made"].set(pct(s.made_pct), self.tr("{0} of {1}").format(s.contracts_made, s.contracts))
        # each tile of its own: the sets with their share of the contracts, the bags (the overtricks, the word the
        # score pad uses) a hand with their count (the count stood under Sets, called overtricks)
        t["sets"].set(str(s.sets), self.tr("{0} of the contracts").format(pct(100 * s.sets / s.contracts))
                      if s.contracts else "")
        t["bags"].set(number(s.bags_per_hand, 2), self.tr("{0} in all").format(count_of(s.overtricks,
                                                                                         self.tr("bag|bags"))))
        t["nils"].set(f"{s.nils_made}/{s.nils_bid}", pct(100 * s.nils_made / s.nils_bid) if s.nils_bid else "")
        t["blind"].set(f"{s.blind_nils_made}/{s.blind_nils_bid}",
                       pct(100 * s.blind_nils_made / s.blind_nils_bid) if s.blind_nils_bid else "")
        streak = s.current_streak
        # The games in the run and which way it goes, said in words: «−1 / поражений подряд» was shown.
        won = noun_for(streak, self.tr("game won in a row|games won in a row"))
        lost = noun_for(-streak, self.tr("game lost in a row|games lost in a row"))
        t["streak"].set(str(abs(streak)) if streak else "–", won if streak > 0 else (lost if streak < 0 else ""))
        for key, ref in (("best", s.best), ("worst", s.worst)):
            if ref is None:
                t[key].set("–")
            else:
                t[key].set(minus(ref.total), self.tr("{0}, by {1}").format(date_text(ref.created),
                                                                            decimal(ref.margin, 0, sign=True)))
        t["longest"].set(f"{s.longest_win_streak} / {s.longest_losing_streak}", self.tr("won / lost in a row"))
        self.duplicate_note.setText(self.tr(
            "Deals of duplicate matches: {0}. Their hands count in the hand figures (points a hand, contracts, "
            "sets, bags, nils), not in the games, wins or streaks: a deal is compared with the bots' table, not won "
            "or lost.").format(s.duplicate_deals))
        self.duplicate_note.setVisible(s.duplicate_deals > 0)
        self._fit_tiles()  # their new lines may be wider, or narrower
        self.levels.setText(self.levels_html(s))
        self.levels_area.setAccessibleDescription(QTextDocumentFragment.fromHtml(self.levels.text()).toPlainText()
                                                  or self.tr("No finished games yet"))
        # its lines whole beside the scroll bar ("Easy + Normal + people  0/1  0%"): only the height scrolls
        self.levels_area.setMinimumWidth(self.levels.sizeHint().width()
                                         + self.levels_area.verticalScrollBar().sizeHint().width())

    def level_name(self, level: str, seats: int = 1) -> str:
        """Who sat there, as a player says it: a partner is "Normal bot" or "a person"; opponents of one level
        are "Normal bots" or "people", a mix each by itself ("Easy bot + a person"). The Russian family read
        «Против — Обычный» ("Against — Normal") and «Люди» and could not tell what they meant (QA)."""
        parts = level_parts(level)
        if seats > 1 and len(parts) == 1:
            many = {"human": self.tr("people"), "easy": self.tr("Easy bots"), "normal": self.tr("Normal bots"),
                    "hard": self.tr("Hard bots"), "bot": self.tr("bots")}
            return many.get(parts[0], parts[0])
        one = {"human": self.tr("a person"), "easy": self.tr("Easy bot"), "normal": self.tr("Normal bot"),
               "hard": self.tr("Hard bot"), "bot": self.tr("bot")}
        # one order everywhere: "Easy bot + Hard bot + a person" ("Easy + people" stood next to "people + Normal")
        return " + ".join(one.get(part, part) for part in parts)

    def levels_html(self, s: PlayerStats) -> str:
        parts = []
        for title, rows, seats in ((self.tr("Partner"), s.by_partner, 1), (self.tr("Opponents"), s.by_opponents, 2)):
            if not rows:
                continue
            lines = "".join(f"<tr><td>{self.level_name(r.level, seats)}</td><td align='right'>&nbsp;{r.wins}/{r.games}"
                            f"</td><td align='right'>&nbsp;{pct(r.win_pct)}</td></tr>" for r in rows)
            parts.append(f"<b>{title}</b><table>{lines}</table>")
        return "<br>".join(parts)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None
        super().closeEvent(event)


def _players_shown(players: list[str]) -> dict[str, tuple[str, ...]]:
    """Each name the Player box shows, with the stored names it counts: the only person's default "You" as every
    language writes it is one person, shown in the window's language (games played in English and in Russian
    listed "You" and «Вы» apart, and split that person's figures). The history lists each name once whatever its
    letter case ("you" stands for "You" too: ``queries.player_names``), and counts every spelling of it."""
    yous = {you.casefold(): you for you in you_in_every_language()}
    shown: dict[str, tuple[str, ...]] = {}
    for name in players:
        key = shown_person_name(yous.get(name.casefold(), name), 1)
        shown[key] = (*shown.get(key, ()), name)
    return shown

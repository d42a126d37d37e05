"""The History window's list: one row per stored game, newest first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ...history import GameSummary
from ..texts import count_of, date_time_text, minus, shown_name, shown_person_name, side_names

Index = QModelIndex | QPersistentModelIndex


class GamesModel(QAbstractTableModel):
    """Rows are ``GameSummary`` values; texts are made when a row is shown. A click on a column's heading sorts
    the rows by it (``sort``); newest first until then."""

    DATE, RULES, PLAYERS, RESULT, HANDS = range(5)
    BOT_LEVELS = ("easy", "normal", "hard")  # named in the players' column: "Wes (Normal)"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameSummary] = []
        self.headers = (self.tr("Date"), self.tr("Rules"), self.tr("Players"), self.tr("Result"), self.tr("Hands"))
        self._shown_name: Callable[[str, str], str] | None = None  # ``game_files.preset_namer``, made when first used
        self._searched: dict[tuple[int, str], str] = {}  # a game's players and rules as shown, casefolded
        self.sort_column, self.sort_order = self.DATE, Qt.SortOrder.DescendingOrder

    def set_games(self, games: list[GameSummary]) -> None:
        self.beginResetModel()
        self.games = self.sorted(games)
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (the view calls this when its heading is clicked); the selection stays on
        its game."""
        self.sort_column, self.sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        ids = [self.games[i.row()].id if i.isValid() else None for i in before]
        self.games = self.sorted(self.games)
        rows = {g.id: n for n, g in enumerate(self.games)}
        self.changePersistentIndexList(before, [self.index(rows[i], old.column()) if i in rows else QModelIndex()
                                                for i, old in zip(ids, before, strict=True)])
        self.layoutChanged.emit()

    def sorted(self, games: list[GameSummary]) -> list[GameSummary]:
        """``games`` in the chosen order; games alike in it stay newest first."""
        newest = sorted(games, key=lambda g: (g.created, g.id), reverse=True)
        if self.sort_column == self.DATE:
            return newest if self.sort_order == Qt.SortOrder.DescendingOrder else newest[::-1]
        return sorted(newest, key=self.sort_key, reverse=self.sort_order == Qt.SortOrder.DescendingOrder)

    def sort_key(self, game: GameSummary) -> tuple[int | str, ...]:
        """What a column sorts by: the texts as shown (casefolded), the number of hands, and for the result the
        games won before the unfinished and abandoned ones, by the winners' score."""
        if self.sort_column == self.HANDS:
            return (game.hands_played,)
        if self.sort_column == self.RESULT:
            status = 2 if game.winner is not None and not game.duplicate else 1 if game.status != "abandoned" else 0
            return (status, max(game.totals, default=0) if game.winner is None else game.totals_winner_first[0])
        return (self.text(game, self.sort_column).casefold(),)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.InitialSortOrderRole:  # a first click: the newest, the best, the most first
            text = section in (self.RULES, self.PLAYERS)
            return (Qt.SortOrder.AscendingOrder if text else Qt.SortOrder.DescendingOrder).value
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole)
        if not index.isValid() or role not in roles:
            return None
        game = self.games[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tip(game, column)
        text = self.text(game, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # read with its column's name, as the duplicate match's deals: ↑ ↓ read a row as bare cells, "2026-12-07
            # 11:56. Standard partnership Spades. … 1.", the last the hands (Orca QA, round 16)
            return self.tr("{column}: {value}").format(column=self.headers[column], value=text) if text else None
        return text

    def text(self, game: GameSummary, column: int) -> str:
        """What the cell of ``game`` in ``column`` says."""
        if column == self.DATE:
            return date_time_text(game.created)
        if column == self.RULES:
            if self._shown_name is None:
                from ..game_files import preset_namer

                self._shown_name = preset_namer()
            return self._shown_name(game.preset_id, game.preset_name) or game.preset_id  # in the window's language
        if column == self.PLAYERS:
            return self.players_text(game)
        if column == self.RESULT:
            return self.result_text(game)
        return str(game.hands_played)

    def tip(self, game: GameSummary, column: int) -> str | None:
        """The whole text of a cell the column may shorten (the rules, the players, the result), on hover."""
        if column == self.PLAYERS and game.scorekept:
            return self.tr("{0}\nPlayed with real cards; the score was kept with the scorekeeper (Game ▸ Keep "
                           "score for a real game…).").format(self.players_text(game))
        if column in (self.RULES, self.PLAYERS, self.RESULT):
            return self.text(game, column)
        return None

    def shows(self, game: GameSummary, text: str) -> bool:
        """Whether the rules or the players ``game``'s row shows hold ``text`` (casefolded): what a search finds."""
        key = (game.id, game.updated)
        shown = self._searched.get(key)
        if shown is None:  # kept: each letter typed searches every game again (10,000 in a long history)
            shown = self._searched[key] = "\n".join((self.text(game, self.PLAYERS), self.text(game, self.RULES))
                                                    ).casefold()
        return text in shown

    def level_name(self, level: str) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}.get(level, level)

    def players_text(self, game: GameSummary) -> str:
        """The players, a scorekept game's after the mark "Real cards:" (no cards of it were recorded)."""
        shown = shown_names(game)
        names = ", ".join(
            shown(s.name) if s.level == "human"
            else self.tr("{0} ({1})").format(shown(s.name), self.level_name(s.level))
            for s in game.seats)
        return self.tr("Real cards: {0}").format(names) if game.scorekept else names

    def result_text(self, game: GameSummary) -> str:
        if game.problem:  # its text in the history file is damaged: listed, and said so
            return self.tr("Damaged in the history file: its players or scores cannot be read")
        shown = shown_names(game)
        if len(game.totals) > 2:  # cutthroat: whose score is whose ("Wes 114 · Ann -270 · Nora 77")
            totals = " · ".join(f"{side_names([shown(n) for n in names])} {minus(total)}"
                                for names, total in game.named_totals)
        elif game.duplicate and game.status == "finished":
            # a duplicate match's deal is compared with the bots' table, not won or lost (docs/statistics.md), and
            # was listed "63 / −100 — won by Wes & Ethan" (QA): the sides' scores in their order, then who they are
            return self.tr("{0} — duplicate deal: {1}").format(
                " / ".join(minus(t) for t in game.totals),
                " / ".join(side_names([shown(n) for n in game.side_names(side)]) for side in range(len(game.totals))))
        else:  # the sides' scores in their order, the winners named: "−408 / 54 — won by Bob & Di" (a true minus).
            # The winners' score came first once the game was won, in the sides' order before: the first figure
            # changed pairs as the game ended, and a glance credited the wrong one (QA club 11)
            totals = " / ".join(minus(t) for t in game.totals)
        # the scores before the names: a narrow column cut the losers' score ("Won by Wes & Ethan, 98 /…")
        if game.winner is not None:
            return self.tr("{0} — won by {1}").format(totals, side_names([shown(n) for n in
                                                                          game.side_names(game.winner)]))
        hands = count_of(game.hands_played, self.tr("hand|hands"))
        if game.status == "abandoned":
            return self.tr("{0} — abandoned after {1}").format(totals, hands)
        return self.tr("{0} — unfinished, {1}").format(totals, hands)


def shown_names(game: GameSummary) -> Callable[[str], str]:
    """A stored name as the windows show it (the list, History's and Statistics' charts): the only person's
    default "You" in this language (``texts.shown_person_name``: a game played in English listed «You и Nora» in
    Russian), other names as they are; a name thousands of letters long cut short (``texts.shown_name``)."""
    humans = sum(1 for s in game.seats if s.level == "human")
    people = {s.name for s in game.seats if s.level == "human"}
    return lambda name: shown_name(shown_person_name(name, humans) if name in people else name)

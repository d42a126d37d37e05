"""The history's questions in SQL: the games list and a player's statistics.

Functions of an open ``sqlite3.Connection`` (``History`` wraps them with its
error handling). Definitions, the same in the statistics window, the
``stats`` command and docs/statistics.md:

- a player is a human seat's name; bots have no statistics of their own;
- game figures (games, wins, best/worst, streaks) count finished games;
  hand figures count every scored hand of the kept games, finished or not;
- a hand figure is the player's side's: in partnerships both partners share
  the contract, its points, sets and bags; nils are the player's own;
- a deal of a duplicate match (one hand, compared with the bots' table) is
  not a game: its hand counts in the hand figures of its preset, never in
  the games, wins, unfinished games, best/worst game, streaks or the
  partner and opponents tables; ``duplicate_deals`` counts them apart, each
  deal (its cards, dealer and rules) once and only when played to its score
  (a try restarted before it is an abandoned game, not one more deal);
- names that differ only in letter case ("Mum" one day, "mum" the next; Python's
  ``casefold``, so «МАМА» is «мама» too, where SQLite's NOCASE knows only
  ASCII) are one player, listed under the spelling of their latest game
  (``player_names``); a filter's name counts every spelling (``spellings``);
- a game where the name sat in two seats (two "Ann" at a pass-and-play table,
  a person named like a bot) counts once: won if either seat won, with the
  better score, and the hand figures of that better seat (see ``player_stats``).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from ..engine.deal import deal_number_hidden


def winner_first(totals: tuple[int, ...], winner: int | None) -> tuple[int, ...]:
    """``totals`` with the winning side's first (the others in side order); in side order without a winner."""
    if winner is None or not 0 <= winner < len(totals):
        return totals
    return (totals[winner], *(t for side, t in enumerate(totals) if side != winner))

@dataclass(frozen=True, slots=True)
class Filters:
    """Which games to count. Times are ISO texts compared with the game's start: ``since`` <= start < ``until``."""

    player: str | None = None  # a human name (any spelling of it: see ``spellings``)
    # other names of the same person: "You" as each language writes it (a game played in English and one in
    # Russian split one person in two); counted with ``player``
    player_aliases: tuple[str, ...] = ()
    preset_id: str | None = None
    since: str | None = None
    until: str | None = None
    partner_level: str | None = None  # "human", "easy", "normal", "hard"
    opponent_level: str | None = None  # e.g. "normal", or "easy+hard" for mixed opponents
    status: str | None = None  # games list only: "finished", "abandoned", "in_progress" or "unfinished" (either)
    search: str | None = None  # games list only: part of a name or preset
    # games list only, with ``search``: the bot levels whose name as the list shows it ("Normal", "Обычный")
    # holds the search text, so that a search finds what the rows show ("Wes (Normal)")
    search_levels: tuple[str, ...] = ()


class SeatInfo(NamedTuple):
    """Who sat in a seat of a stored game (a named tuple: the games list makes thousands)."""

    name: str
    level: str  # "human" or the bot level
    side: int


class GameSummary(NamedTuple):
    """One line of the history list (a named tuple of the row as stored: listing 10,000 games stays fast).

    ``totals`` and ``seats`` are read from their JSON texts when asked for.
    """

    id: int
    created: str
    updated: str
    preset_id: str
    preset_name: str
    status: str
    winner: int | None
    hands_played: int
    undo: int  # 1 when undo was used
    seed: int  # the game's deal number
    totals_json: str
    seats_json: str
    source: str = "played"  # or "scorekept": played with real cards, the score kept with the scorekeeper
    duplicate: int = 0  # 1: a deal of a duplicate match (``rows.is_duplicate_deal``), not won or lost

    @property
    def scorekept(self) -> bool:
        """A game played with real cards, its score kept with the scorekeeper: no cards to review or replay."""
        return self.source == "scorekept"

    @property
    def totals(self) -> tuple[int, ...]:
        """The final (or latest) totals; none when their text in the file is damaged (see ``problem``)."""
        return _totals(self.totals_json) or ()

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        """Who sat where; none when their text in the file is damaged (see ``problem``)."""
        return _seats(self.seats_json) or ()

    @property
    def problem(self) -> str | None:
        """Why this game's line cannot be shown whole (its text in the history file is damaged), or None."""
        if _seats(self.seats_json) is None:
            return f"game {self.id} is damaged in the history file: its players cannot be read"
        if _totals(self.totals_json) is None:
            return f"game {self.id} is damaged in the history file: its scores cannot be read"
        return None

    @property
    def undo_used(self) -> bool:
        return bool(self.undo)

    @property
    def finished(self) -> bool:
        return self.status == "finished"

    def deal_number_hidden(self, hand_number: int) -> bool:
        """Hand ``hand_number``'s deal number is left out of an export (``engine.deal.deal_number_hidden``: hand
        1's, the game's own ``seed``, of a game of two or more people not finished, which may be continued). A
        scorekept game has no deal."""
        if self.scorekept:
            return False
        people = sum(seat.level == "human" for seat in self.seats)
        return deal_number_hidden(hand_number, people=people, scored=self.hands_played, over=self.finished)

    def side_names(self, side: int) -> list[str]:
        return [s.name for s in self.seats if s.side == side]

    @property
    def totals_winner_first(self) -> tuple[int, ...]:
        """The final totals with the winning side's first (the others in side order), so that "won by Ann & Cy,
        54 / -408" gives the winners' score first; in side order when nobody has won."""
        return winner_first(self.totals, self.winner)

    @property
    def named_totals(self) -> list[tuple[list[str], int]]:
        """Each side's players and final total, the winning side's first (the others in side order): with more
        than two sides (cutthroat) "114 / -270 / 77 / 102" did not say whose score was whose."""
        totals = self.totals
        order = list(range(len(totals)))
        if self.winner is not None and 0 <= self.winner < len(totals):
            order.remove(self.winner)
            order.insert(0, self.winner)
        return [(self.side_names(side), totals[side]) for side in order]

    @property
    def human_names(self) -> list[str]:
        return [s.name for s in self.seats if s.level == "human"]


def _json(text: object) -> object:
    """The JSON value of a text stored in the file; None when it is not JSON text (a damaged cell)."""
    if not isinstance(text, (str, bytes)):
        return None
    try:
        value: object = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value


def _totals(text: object) -> tuple[int, ...] | None:
    value = _json(text)
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        return None
    return tuple(value)


def _seats(text: object) -> tuple[SeatInfo, ...] | None:
    value = _json(text)
    if not isinstance(value, list):
        return None
    seats = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 3 and isinstance(item[0], str) and isinstance(item[1], str)
                and type(item[2]) is int):
            return None
        seats.append(SeatInfo(item[0], item[1], item[2]))
    return tuple(seats)


@dataclass(frozen=True, slots=True)
class GameRef:
    """A game quoted in the statistics: the best or the worst."""

    id: int
    created: str
    total: int  # the player's side's final score
    margin: int  # that score less the best other side's


class ResultPoint(NamedTuple):
    """One finished game of a player, in the order the games ended (``FINISH_ORDER``)."""

    game_id: int
    created: str
    won: bool
    total: int  # the player's side's final score
    margin: int  # that score less the best other side's
    ended: str = ""  # when the game was finished (its ``updated``: see ``FINISH_ORDER``)


# The order in which a mix of levels is shown ("Easy + Hard + people"): the bots from the weakest, then a bot of
# unknown level, then people. The history stores a mix in alphabetical order ("hard+human+normal"), and the
# Statistics window showed it so: "Easy + people" next to "people + Normal".
LEVEL_ORDER = ("easy", "normal", "hard", "bot", "human")


def level_parts(level: str) -> list[str]:
    """The levels of a stored partner's or opponents' level (``"human+normal"``) in the order they are shown
    (``["normal", "human"]``); a level not known comes last, as it is."""
    return sorted(level.split("+"), key=lambda part: (LEVEL_ORDER.index(part) if part in LEVEL_ORDER
                                                      else len(LEVEL_ORDER), part))


@dataclass(frozen=True, slots=True)
class LevelRow:
    """Games and wins with a partner (or against opponents) of one level."""

    level: str
    games: int
    wins: int

    @property
    def win_pct(self) -> float | None:
        return 100.0 * self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's figures over the kept games (see the module docstring for what each counts)."""

    player: str
    games: int = 0  # finished
    wins: int = 0
    unfinished: int = 0  # abandoned or in progress
    hands: int = 0
    points: int = 0  # the side's points over all hands
    contracts: int = 0  # hands where the side had a contract
    contracts_made: int = 0
    sets: int = 0
    overtricks: int = 0  # bags taken
    nils_bid: int = 0
    nils_made: int = 0
    blind_nils_bid: int = 0
    blind_nils_made: int = 0
    best: GameRef | None = None
    worst: GameRef | None = None
    longest_win_streak: int = 0
    longest_losing_streak: int = 0
    current_streak: int = 0  # +n: the last n games won; -n: the last n lost
    by_partner: tuple[LevelRow, ...] = field(default=())
    by_opponents: tuple[LevelRow, ...] = field(default=())
    results: tuple[ResultPoint, ...] = field(default=(), repr=False)  # finished games in the order they ended
    duplicate_deals: int = 0  # deals of duplicate matches: their hands are in the hand figures, they are no games

    @property
    def losses(self) -> int:
        return self.games - self.wins

    @property
    def win_pct(self) -> float | None:
        return 100.0 * self.wins / self.games if self.games else None

    @property
    def points_per_hand(self) -> float | None:
        return self.points / self.hands if self.hands else None

    @property
    def made_pct(self) -> float | None:
        return 100.0 * self.contracts_made / self.contracts if self.contracts else None

    @property
    def bags_per_hand(self) -> float | None:
        return self.overtricks / self.hands if self.hands else None

    def to_dict(self) -> dict[str, Any]:
        """Plain data (the ``stats --json`` output): every count, the derived rates, the best and worst game."""
        def ref(g: GameRef | None) -> dict[str, Any] | None:
            return None if g is None else {"game": g.id, "date": g.created, "total": g.total, "margin": g.margin}

        def rows(items: tuple[LevelRow, ...]) -> list[dict[str, Any]]:
            return [{"level": r.level, "games": r.games, "wins": r.wins, "win_pct": _round(r.win_pct)} for r in items]

        return {
            "player": self.player, "games": self.games, "wins": self.wins, "losses": self.losses,
            "win_pct": _round(self.win_pct), "unfinished": self.unfinished, "hands": self.hands,
            "points": self.points, "points_per_hand": _round(self.points_per_hand), "contracts": self.contracts,
            "contracts_made": self.contracts_made, "contracts_made_pct": _round(self.made_pct), "sets": self.sets,
            "overtricks": self.overtricks, "bags_per_hand": _round(self.bags_per_hand, 2),
            "nils_bid": self.nils_bid, "nils_made": self.nils_made, "blind_nils_bid": self.blind_nils_bid,
            "blind_nils_made": self.blind_nils_made, "best_game": ref(self.best), "worst_game": ref(self.worst),
            "longest_win_streak": self.longest_win_streak, "longest_losing_streak": self.longest_losing_streak,
            "current_streak": self.current_streak, "by_partner": rows(self.by_partner),
            "by_opponents": rows(self.by_opponents), "duplicate_deals": self.duplicate_deals,
        }


def _round(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


# ------------------------------------------------------------------ filters
def _game_conditions(f: Filters, alias: str = "g") -> tuple[list[str], list[Any]]:
    """Conditions on a games row (or a seats row, which carries the game's start and preset)."""
    where: list[str] = []
    args: list[Any] = []
    if f.preset_id:
        where.append(f"{alias}.preset_id = ?")
        args.append(f.preset_id)
    if f.since:
        where.append(f"{alias}.created >= ?")
        args.append(f.since)
    if f.until:
        where.append(f"{alias}.created < ?")
        args.append(f.until)
    return where, args


def human_names(conn: sqlite3.Connection) -> list[str]:
    """Every human name as stored, each once, in code point order: a skip over the seats' key (kind, name, ...),
    one look-up per name, not a walk over every seat."""
    rows = conn.execute(
        "WITH RECURSIVE n(name) AS (SELECT min(name) FROM seats WHERE kind = 'human' UNION ALL "
        "SELECT (SELECT min(name) FROM seats WHERE kind = 'human' AND name > n.name) FROM n WHERE n.name IS NOT NULL) "
        "SELECT name FROM n WHERE name IS NOT NULL").fetchall()
    return [r[0] for r in rows]


def spellings(conn: sqlite3.Connection, f: Filters) -> Filters:
    """``f`` with every stored spelling of its player's names (``player`` and ``player_aliases``) among the aliases:
    names that differ only in letter case are one player ("Mum" and "mum"; "Вы" and "вы")."""
    if not f.player:
        return f
    asked = (f.player, *f.player_aliases)
    keys = {name.casefold() for name in asked}
    more = tuple(name for name in human_names(conn) if name.casefold() in keys and name not in asked)
    return replace(f, player_aliases=f.player_aliases + more) if more else f


def _seat_conditions(f: Filters, alias: str = "s") -> tuple[list[str], list[Any]]:
    names = [f.player or "", *f.player_aliases]
    where = [f"{alias}.kind = 'human'", f"{alias}.name IN ({', '.join('?' * len(names))})"]
    args: list[Any] = names
    if f.partner_level:
        where.append(f"{alias}.partner_level = ?")
        args.append(f.partner_level)
    if f.opponent_level:
        where.append(f"{alias}.opponent_level = ?")
        args.append(f.opponent_level)
    return where, args


def _mine(f: Filters) -> tuple[str, list[Any]]:
    """The WHERE text and values that keep the player's seats (``seats s``) in the kept games."""
    sw, sa = _seat_conditions(f)
    gw, ga = _game_conditions(f, "s")
    return " AND ".join(sw + gw), sa + ga


# ------------------------------------------------------------------ games list
def list_games(conn: sqlite3.Connection, f: Filters, *, limit: int | None = None,
               last_played_first: bool = False, games_only: bool = False) -> list[GameSummary]:
    """The games ``f`` keeps, the newest start first (History's list, by the date it shows); with
    ``last_played_first`` the game played last first (its ``updated``: a game's end, or its last hand stored),
    as "the latest game" means: a game started Monday and finished Wednesday is later than one played Tuesday.
    With ``games_only`` no deal of a duplicate match (``GameSummary.duplicate``): it is no game."""
    f = spellings(conn, f)
    where, args = _game_conditions(f)
    if games_only:
        where.append("g.duplicate = 0")
    if f.status == "unfinished":
        where.append("g.status != 'finished'")
    elif f.status:
        where.append("g.status = ?")
        args.append(f.status)
    if f.player or f.partner_level or f.opponent_level:
        sw, sa = _seat_conditions(f)
        if not f.player:
            sw, sa = sw[2:], sa[1:]
        where.append(f"g.id IN (SELECT s.game_id FROM seats s WHERE {' AND '.join(sw)})")
        args += sa
    if f.search:
        pattern = "%" + f.search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        seat = "x.name LIKE ? ESCAPE '\\'"
        if f.search_levels:
            seat += f" OR (x.kind = 'bot' AND x.level IN ({', '.join('?' * len(f.search_levels))}))"
        where.append("(g.preset_name LIKE ? ESCAPE '\\' OR g.preset_id LIKE ? ESCAPE '\\' OR g.id IN "
                     f"(SELECT x.game_id FROM seats x WHERE {seat}))")
        args += [pattern] * 3 + list(f.search_levels)
    order = "g.updated DESC, g.created DESC, g.id DESC" if last_played_first else "g.created DESC, g.id DESC"
    sql = ("SELECT g.id, g.created, g.updated, g.preset_id, g.preset_name, g.status, g.winner, g.hands_played, "
           "g.undo_used, g.seed, g.totals_json, g.seats_json, g.source, g.duplicate FROM games g"
           + (f" WHERE {' AND '.join(where)}" if where else "") + f" ORDER BY {order}")
    if limit is not None:
        sql += " LIMIT ?"
        args.append(limit)
    return list(map(GameSummary._make, conn.execute(sql, args)))


def running_totals(conn: sqlite3.Connection, game_id: int) -> list[tuple[int, ...]]:
    """Each side's total after each scored hand of a game, in hand order."""
    rows = conn.execute("SELECT hand_number, side, total_after FROM hands WHERE game_id = ? "
                        "GROUP BY hand_number, side ORDER BY hand_number, side", (game_id,)).fetchall()
    out: dict[int, list[int]] = {}
    for hand, _side, total in rows:
        out.setdefault(hand, []).append(total)
    return [tuple(v) for _k, v in sorted(out.items())]


def player_names(conn: sqlite3.Connection) -> list[str]:
    """Each human player once, most games first: names that differ only in letter case (``str.casefold``) are one
    player, under the spelling of the latest game started (then the spelling of more games; then code point order).
    A filter on that name counts every spelling (``spellings``)."""
    rows = conn.execute("SELECT name, count(DISTINCT game_id), max(created) FROM seats WHERE kind = 'human' "
                        "GROUP BY name").fetchall()
    found: dict[str, list[tuple[str, int, str]]] = {}
    for name, games, latest in rows:
        found.setdefault(name.casefold(), []).append((name, games, latest))
    # (a game where two spellings sat counts for each in the sum: it orders the list only)
    people = [(sum(r[1] for r in group), max(sorted(group), key=lambda r: (r[2], r[1]))[0])
              for group in found.values()]  # max: the first of the latest, in code point order
    return [name for _games, name in sorted(people, key=lambda p: (-p[0], p[1]))]


def preset_names(conn: sqlite3.Connection) -> list[tuple[str, str]]:
    """(preset id, name) of the presets played, most games first: the name of a game of the preset, or the preset's
    own name in a duplicate deal's ("Standard · duplicate deal 2 of 2" named the Rules box's Standard, QA)."""
    from .rows import preset_own_name

    rows = conn.execute("SELECT preset_id, max(CASE WHEN duplicate = 0 THEN preset_name END), "
                        "max(CASE WHEN duplicate = 1 THEN preset_name END) FROM games GROUP BY preset_id "
                        "ORDER BY count(*) DESC, preset_id").fetchall()
    return [(r[0], r[1] if r[1] is not None else preset_own_name(r[2] or "")) for r in rows]


# ------------------------------------------------------------------ statistics
# The order of finished games (streaks, the win % chart, "in a row"): the order they ENDED, the games row's
# ``updated`` (the time the game was stored finished, kept when a finished game is stored again: see
# ``History.store``), then their start and id, so that games whose end is not known apart (stored at one time, or
# a game rebuilt from a damaged file, whose end is its start) keep one order. Ordered by start, a game begun
# Monday and finished Wednesday came before one played Tuesday, and the current streak was Tuesday's (QA).
FINISH_ORDER = "g.updated, s.created, s.game_id"


def results(conn: sqlite3.Connection, f: Filters) -> list[ResultPoint]:
    """The player's finished games in the order they ended (``FINISH_ORDER``; a game where the name sat twice
    counts once, won if either won)."""
    return _games_of(conn, spellings(conn, f))[0]


# finished games, unfinished count, by partner, by opponents, and whether the name sat twice in a kept game
Games = tuple[list[ResultPoint], int, tuple[LevelRow, ...], tuple[LevelRow, ...], bool]


def _games_of(conn: sqlite3.Connection, f: Filters) -> Games:
    """The player's finished games in the order they ended (``FINISH_ORDER``), the number of unfinished ones, and
    wins by partner and opponents' levels, and whether the name sat twice in one of the games. The player's seats
    lie together in time order, so these are range scans (the finished ones joined with their games row by id)."""
    where, args = _mine(f)
    where += " AND s.duplicate = 0"  # a duplicate match's deal is no game
    finished = list(map(ResultPoint._make, conn.execute(
        "SELECT s.game_id, s.created, s.won = 1, s.final_total, s.margin, g.updated FROM seats s "
        f"JOIN games g ON g.id = s.game_id WHERE {where} AND s.status = 'finished' ORDER BY {FINISH_ORDER}",
        args)))
    if len({r.game_id for r in finished}) != len(finished):
        return _games_with_shared_names(conn, where, args)
    unfinished, unfinished_seats = conn.execute(
        f"SELECT count(DISTINCT game_id), count(*) FROM seats s WHERE {where} AND status != 'finished'",
        args).fetchone()
    partner, opponents = (tuple(LevelRow(r[0], r[1], int(r[2])) for r in conn.execute(
        f"SELECT {column}, count(*), total(won) FROM seats s WHERE {where} AND status = 'finished' "
        f"AND {column} IS NOT NULL GROUP BY {column} ORDER BY 2 DESC, {column}", args))
        for column in ("partner_level", "opponent_level"))
    return finished, int(unfinished), partner, opponents, unfinished_seats != unfinished


def _games_with_shared_names(conn: sqlite3.Connection, where: str, args: list[Any]) -> Games:
    """``_games_of`` when the name sat in two seats of a game: such a game counts once, won if either seat won,
    with the better score."""
    finished: dict[int, list[Any]] = {}
    unfinished: set[int] = set()
    levels: tuple[dict[str, dict[int, bool]], dict[str, dict[int, bool]]] = ({}, {})
    for game_id, created, status, won, total, margin, partner, opponents, ended in conn.execute(
            "SELECT s.game_id, s.created, s.status, s.won, s.final_total, s.margin, s.partner_level, "
            f"s.opponent_level, g.updated FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} "
            f"ORDER BY {FINISH_ORDER}", args):
        if status != "finished":
            unfinished.add(game_id)
            continue
        seen = finished.get(game_id)
        if seen is None:
            finished[game_id] = [game_id, created, won == 1, total, margin, ended]
        else:  # the name sat twice in this game: it counts once, won if either seat won, with the better score
            seen[2] = seen[2] or won == 1
            if (total, margin) > (seen[3], seen[4]):
                seen[3], seen[4] = total, margin
        for table, level in zip(levels, (partner, opponents), strict=True):
            if level is not None:
                games = table.setdefault(level, {})
                games[game_id] = games.get(game_id, False) or won == 1
    rows = tuple(
        tuple(sorted((LevelRow(level, len(games), sum(games.values())) for level, games in table.items()),
                     key=lambda r: (-r.games, r.level)))
        for table in levels
    )
    return [ResultPoint._make(v) for v in finished.values()], len(unfinished), rows[0], rows[1], True


_HAND_FIGURES = ("hands", "points", "contracts", "contracts_made", "sets", "bags", "nils_bid", "nils_made",
                 "blind_nils_bid", "blind_nils_made")


def player_stats(conn: sqlite3.Connection, f: Filters) -> PlayerStats:
    """The player's figures (see the module docstring).

    A game where the name sat in two seats counts its hands once, with the figures of one of those seats:
    the one with the better score (its side's total, then its lead over the best other side; the first seat
    on a tie), the same seat whose score the game figures quote. Adding both seats' figures counted every hand
    twice (two partners named alike doubled their shared contract, points and bags); an average, or one seat's
    contract with the other's nils, would be figures no seat had. So the statistics read as one player's.
    """
    f = spellings(conn, f)  # "Mum" and "mum" are one player
    where, args = _mine(f)
    finished, unfinished, by_partner, by_opponents, shared = _games_of(conn, f)
    sums = ", ".join(f"total({c})" for c in _HAND_FIGURES)
    # A duplicate deal's hand counts once, from its first play to the score, as the match counts it: a deal dealt
    # again (Restart, its cards seen) added its replay's points and contract (QA)
    firsts = (f"SELECT min(g.id) FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} AND s.duplicate = 1 "
              "AND s.hands > 0 GROUP BY g.seed, g.first_dealer, g.preset_id, g.rules_json")
    counted = f"{where} AND (s.duplicate = 0 OR s.game_id IN ({firsts}))"
    if shared:  # the better seat of each game (row 1 of its seats, best first)
        row = conn.execute(
            f"SELECT {sums} FROM (SELECT {', '.join(_HAND_FIGURES)}, row_number() OVER (PARTITION BY game_id "
            f"ORDER BY final_total DESC, margin DESC, seat) AS k FROM seats s WHERE {counted}) WHERE k = 1",
            [*args, *args]).fetchone()
    else:
        row = conn.execute(f"SELECT {sums} FROM seats s WHERE {counted}", [*args, *args]).fetchone()
    (hands, points, contracts, made, sets, bags, nils, nils_made, blind, blind_made) = (int(v) for v in row)
    # each deal once: a deal played to its score (a try restarted before its score is an abandoned game, not a deal;
    # QA: 6 deals for a 5-deal match), and a deal dealt again (its cards, dealer and rules) not once more
    deals = int(conn.execute(
        f"SELECT count(*) FROM (SELECT DISTINCT g.seed, g.first_dealer, g.preset_id, g.rules_json FROM seats s "
        f"JOIN games g ON g.id = s.game_id WHERE {where} AND s.duplicate = 1 AND s.hands > 0)", args).fetchone()[0])
    top = max(finished, key=lambda r: (r.total, r.margin, -r.game_id), default=None)
    bottom = min(finished, key=lambda r: (r.total, r.margin, r.game_id), default=None)
    best = None if top is None else GameRef(top.game_id, top.created, top.total, top.margin)
    worst = None if bottom is None else GameRef(bottom.game_id, bottom.created, bottom.total, bottom.margin)
    longest_win, longest_loss, current = streaks([r.won for r in finished])
    return PlayerStats(
        f.player or "", len(finished), sum(r.won for r in finished), unfinished, hands, points, contracts, made,
        sets, bags, nils, nils_made, blind, blind_made, best=best,
        longest_win_streak=longest_win, longest_losing_streak=longest_loss, current_streak=current,
        worst=worst, by_partner=by_partner, by_opponents=by_opponents, results=tuple(finished),
        duplicate_deals=deals,
    )


def streaks(wins: list[bool]) -> tuple[int, int, int]:
    """(longest run of wins, longest run of losses, the current run: +wins or -losses) of results in the order the
    games ended."""
    longest_win = longest_loss = run = 0
    for won in wins:
        if won:
            run = run + 1 if run > 0 else 1
            longest_win = max(longest_win, run)
        else:
            run = run - 1 if run < 0 else -1
            longest_loss = max(longest_loss, -run)
    return longest_win, longest_loss, run

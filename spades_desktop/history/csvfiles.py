"""Games and hands as CSV files (for spreadsheets), and reading them back.

``games.csv`` has one line per game (players in ``player_N``/``level_N``/``side_N``
columns, seats numbered from 1, as many as the largest table; ``source`` says
"played" in the app or "scorekept" with real cards; the last, ``duplicate``, 1 for a
deal of a duplicate match, not won or lost); ``hands.csv`` one line per
hand per seat with the database's hand columns and the seat's name. A game of
two or more people not finished (it may be continued) has neither its ``seed``
nor hand 1's ``deal_number``, the same number, which deals every hand still to
come (``engine.deal.deal_number_hidden``). Files are written atomically.
"""

from __future__ import annotations

import csv
import io
import os
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Final

from ..engine.game import SEAT_NAMES
from ..fileio import write_atomic
from .queries import GameSummary
from .rows import HAND_COLUMNS, seats_json, totals_json

MAX_SEATS: Final = max(SEAT_NAMES)  # six: a six-player game's last two seats were left out at four
GAME_FIELDS: Final = (
    "game_id", "created", "updated", "source", "preset_id", "preset_name", "seed", "status", "winner_side",
    "hands_played", "totals", "undo_used",
    *(f"{what}_{n}" for n in range(1, MAX_SEATS + 1) for what in ("player", "level", "side")),
    # 1: a deal of a duplicate match, not won or lost (its winner_side is the side with more points in its one
    # hand); last, so that every column before keeps its place
    "duplicate",
)
_GAME_FIELDS_BEFORE: Final = GAME_FIELDS[:-1]  # a games.csv written before the duplicate column: read, every game 0
HAND_FIELDS: Final = (*HAND_COLUMNS[:3], "player", *HAND_COLUMNS[3:])
_TEXT_HAND_FIELDS: Final = frozenset({"player", "bid", "bid_kind", "specials_json"})
_DEAL_NUMBER: Final = HAND_FIELDS.index("deal_number")


def games_csv(games: Iterable[GameSummary]) -> str:
    """The games file; the ``seed`` of a game of two or more people not finished is empty
    (``GameSummary.deal_number_hidden``: hand 1's number, which deals every hand still to come)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(GAME_FIELDS)
    for g in games:
        seats: list[Any] = []
        for n in range(MAX_SEATS):
            seat = g.seats[n] if n < len(g.seats) else None
            seats += [seat.name, seat.level, seat.side + 1] if seat else ["", "", ""]
        seed = "" if g.deal_number_hidden(1) else g.seed
        writer.writerow([g.id, g.created, g.updated, g.source, g.preset_id, g.preset_name, seed, g.status,
                         "" if g.winner is None else g.winner + 1, g.hands_played, ";".join(map(str, g.totals)),
                         int(g.undo_used), *seats, int(bool(g.duplicate))])
    return out.getvalue()


def hand_lines(conn: sqlite3.Connection, game_ids: Sequence[int]) -> list[tuple[Any, ...]]:
    """The hands of ``game_ids`` as ``HAND_FIELDS`` tuples, in game, hand and seat order."""
    cols = ", ".join(f"h.{c}" for c in HAND_COLUMNS)
    lines: list[tuple[Any, ...]] = []
    for start in range(0, len(game_ids), 900):
        chunk = list(game_ids[start:start + 900])
        rows = conn.execute(
            f"SELECT {cols}, s.name FROM hands h JOIN seats s ON s.game_id = h.game_id AND s.seat = h.seat "
            f"WHERE h.game_id IN ({','.join('?' * len(chunk))}) ORDER BY h.game_id, h.hand_number, h.seat",
            chunk).fetchall()
        lines += [(*r[:3], r[-1], *r[3:-1]) for r in rows]
    lines.sort(key=lambda r: (r[0], r[1], r[2]))
    return lines


def hands_csv(lines: Iterable[Sequence[Any]], games: Iterable[GameSummary] = ()) -> str:
    """The hands file of ``lines`` (``hand_lines``); a hand's ``deal_number`` is empty where its game among
    ``games`` hides it (hand 1's of a game of two or more people not finished: the game's own ``seed``)."""
    hiding = {g.id: g for g in games}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(HAND_FIELDS)
    for line in lines:
        # seats and sides are numbered from 0 here, as in the database and the record
        values = ["" if v is None else v for v in line]
        game = hiding.get(line[0])
        if game is not None and game.deal_number_hidden(line[1]):
            values[_DEAL_NUMBER] = ""
        writer.writerow(values)
    return out.getvalue()


def write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8, with the byte-order mark a spreadsheet reads it by: without it Excel read «Маша» and
    "Zoë" in the system's code page, garbled) to ``path`` atomically: the old file stays whole if writing fails
    (``fileio.write_atomic``: its temporary file fits beside a long name too; a name of 250 bytes failed)."""
    return write_atomic(path, text.encode("utf-8-sig"))


def _int(text: str) -> int | None:
    return None if text == "" else int(text)


def _flag(text: str) -> int:
    """A 0/1 column's value; ``ValueError`` for anything else."""
    if text not in ("0", "1"):
        raise ValueError(f"duplicate must be 0 or 1, not {text!r}")
    return int(text)


def parse_games_csv(text: str) -> list[GameSummary]:
    """The games of a ``games.csv`` text; ``ValueError`` naming the line when it is not one."""
    reader = csv.DictReader(io.StringIO(text.removeprefix("\ufeff")))
    if tuple(reader.fieldnames or ()) not in (GAME_FIELDS, _GAME_FIELDS_BEFORE):
        raise ValueError("not a games.csv of Spades Desktop: the header differs")
    games = []
    for number, row in enumerate(reader, start=2):
        try:
            seats = tuple(
                (row[f"player_{n}"], row[f"level_{n}"], int(row[f"side_{n}"]) - 1)
                for n in range(1, MAX_SEATS + 1) if row[f"level_{n}"]
            )
            winner = _int(row["winner_side"])
            games.append(GameSummary(
                id=int(row["game_id"]), created=row["created"], updated=row["updated"], preset_id=row["preset_id"],
                preset_name=row["preset_name"], status=row["status"], winner=None if winner is None else winner - 1,
                # an empty seed: a game of two or more people exported before its end (``games_csv``)
                hands_played=int(row["hands_played"]), undo=int(row["undo_used"]), seed=_int(row["seed"]) or 0,
                totals_json=totals_json([int(t) for t in row["totals"].split(";") if t]),
                seats_json=seats_json(seats), source=row["source"], duplicate=_flag(row.get("duplicate", "0"))))
        except (KeyError, ValueError, TypeError) as exc:
            raise ValueError(f"games.csv line {number}: {exc}") from None
    return games


def parse_hands_csv(text: str) -> list[tuple[Any, ...]]:
    """The lines of a ``hands.csv`` text as ``HAND_FIELDS`` tuples (numbers as int, empty as None)."""
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")))
    header = next(reader, None)
    if tuple(header or ()) != HAND_FIELDS:
        raise ValueError("not a hands.csv of Spades Desktop: the header differs")
    lines = []
    for number, row in enumerate(reader, start=2):
        try:
            lines.append(tuple(v if f in _TEXT_HAND_FIELDS else _int(v)
                               for f, v in zip(HAND_FIELDS, row, strict=True)))
        except ValueError as exc:
            raise ValueError(f"hands.csv line {number}: {exc}") from None
    return lines

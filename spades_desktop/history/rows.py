"""A game as the rows the database holds: pure, no I/O.

Two kinds of game are stored (the games row's ``source``): a game played in the
app (``played``: its ``GameRecord``) and a game played with real cards whose
score was kept with the scorekeeper (``scorekept``: a ``KeptGame``, made by the
scorekeeper from its own game). The per-hand figures are the engine's
``HandScore``/``SideScore`` breakdown, the record's or the scorekeeper's tally;
nothing here recomputes a rule.
"""

from __future__ import annotations

import hashlib
import json
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..engine import BidKind, HandScore, RuleSet
from ..record import GameRecord, PlayerInfo
from ..record.encode import record_to_dict

Status = Literal["finished", "abandoned", "in_progress"]
STATUSES: Final = ("finished", "abandoned", "in_progress")
Source = Literal["played", "scorekept"]
SOURCES: Final = ("played", "scorekept")

GAME_COLUMNS: Final = (
    "game_key", "created", "updated", "preset_id", "preset_name", "rules_json", "seed", "first_dealer",
    "players", "partnerships", "status", "winner", "hands_played", "totals_json", "undo_used", "app_version",
    "seats_json", "source", "duplicate",
)
SEAT_SUMS: Final = ("hands", "points", "contracts", "contracts_made", "sets", "bags", "nils_bid", "nils_made",
                    "blind_nils_bid", "blind_nils_made")
SEAT_COLUMNS: Final = (
    "game_id", "seat", "created", "status", "preset_id", "name", "kind", "level", "side", "partner_level",
    "opponent_level", "final_total", "margin", "won", *SEAT_SUMS, "duplicate",
)
HAND_COLUMNS: Final = (
    "game_id", "hand_number", "seat", "side", "deal_number", "dealer", "bid", "bid_kind", "bid_tricks", "tricks",
    "nil_made", "nil_points", "contract", "side_tricks", "made", "contract_points", "bags", "bag_penalty",
    "specials_json", "points", "total_after", "bags_after",
)


@dataclass(frozen=True, slots=True)
class GameRows:
    """Everything stored for one game: the games row (without id) and the seat and hand rows (without game id)."""

    game: tuple[Any, ...]
    seats: tuple[tuple[Any, ...], ...]
    hands: tuple[tuple[Any, ...], ...]
    record: bytes  # the compressed record

    @property
    def key(self) -> str:
        return str(self.game[0])


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A game played with real cards and scored with the scorekeeper, as the history stores it.

    The scorekeeper makes it from its own game (``gui/scorekeeper/scorefile.history_game``): ``scores`` are the
    hands of its tally (the ``HandScore``s it shows), ``winner`` the tally's, and ``text`` the scorekept file's
    own JSON, stored as the game's record so that History can give the game back to the scorekeeper. Every
    seat is a person.
    """

    rules: RuleSet
    names: tuple[str, ...]
    first_dealer: int
    scores: tuple[HandScore, ...]
    winner: int | None
    created: str  # when the game was started ('' in a file that does not say)
    text: str  # the scorekept file's JSON text
    preset_id: str = ""
    preset_name: str = ""
    app_version: str = ""


# The name the duplicate session gives each deal's game (gui/duplicate/session.deal_setup): the preset's name, " · ",
# then words with the deal's number and the number of deals, in the player's language ("Standard · duplicate deal 2
# of 8", «Standard · дубликатный матч, расклад 2 из 8»). Schema 3's migration says the same in SQL (a GLOB).
_DEAL_LABEL: Final = re.compile(r"(.*) · .*[0-9].*[^0-9].*[0-9]", re.DOTALL)


def is_duplicate_deal(preset_name: str, rules: RuleSet) -> bool:
    """Whether a played game is a deal of a duplicate match: one hand, named by the duplicate session's label.

    Such a deal was stored as a game of its preset ("standard"), so a one-hand deal counted in the preset's games,
    wins, best game and streaks, and named the preset in Statistics' Rules box (QA)."""
    return rules.hand_limit == 1 and _DEAL_LABEL.fullmatch(preset_name) is not None


def preset_own_name(name: str) -> str:
    """The preset's own name in a duplicate deal's name ("Standard · duplicate deal 2 of 8" -> "Standard")."""
    return name.rsplit(" · ", 1)[0] if _DEAL_LABEL.fullmatch(name) else name


def seats_json(seats: Sequence[tuple[str, str, int]]) -> str:
    """The games row's ``seats_json``: [[name, level, side], ...]."""
    return json.dumps([list(s) for s in seats], ensure_ascii=False)


def totals_json(totals: Sequence[int]) -> str:
    return json.dumps(list(totals))


def compact_json(record: GameRecord) -> str:
    """The record as one line of JSON (the file format without its layout: fast to write, same to read)."""
    return json.dumps(record_to_dict(record), ensure_ascii=False, separators=(",", ":"))


def pack_record(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8"), 1)


def unpack_record(data: bytes) -> str:
    return zlib.decompress(data).decode("utf-8")


def seat_level(player: PlayerInfo) -> str:
    """``human`` for a person, else the bot's level (``bot`` when the record does not say)."""
    return "human" if player.kind == "human" else (player.level or "bot")


def game_key(record: GameRecord, record_json: str) -> str:
    """The identity of a game across its stores: start time, deal number, seats and rules.

    A record without a start time (an old file) is identified by its whole text,
    so importing it twice stores it once.
    """
    if record.created:
        who = [(p.name, p.kind_text) for p in record.players]
        text = json.dumps([record.created, record.seed, record.first_dealer, who, record.rules.to_dict()])
    else:
        text = "file:" + record_json
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:24]


def finished_scores(record: GameRecord) -> list[HandScore]:
    return [hand.score for hand in record.hands if hand.score is not None]


def kept_key(game: KeptGame) -> str:
    """The identity of a scorekept game across its stores (each hand entered, corrected or removed): its start,
    players, first dealer and rules. A game whose file has no start is identified by the rest."""
    text = json.dumps(["scorekept", game.created, game.first_dealer, list(game.names), game.rules.to_dict()])
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:24]


def record_status(record: GameRecord | KeptGame, status: Status | None) -> Status:
    """A game with a winner is finished; otherwise ``status`` (default: in progress)."""
    if record.winner is not None:
        return "finished"
    if status == "finished":
        raise ValueError("a game without a winner cannot be stored as finished; use 'abandoned' or 'in_progress'")
    return status or "in_progress"


def game_rows(record: GameRecord | KeptGame, *, now: str, status: Status | None = None) -> GameRows:
    """The rows of ``record`` (a played game's record or a scorekept game) stored at time ``now`` (ISO text
    chosen by the caller)."""
    if isinstance(record, KeptGame):
        return _kept_rows(record, now=now, status=status)
    text = compact_json(record)
    players = [(p.name, p.kind, seat_level(p)) for p in record.players]
    return _rows(record.rules, players, finished_scores(record), record.winner, key=game_key(record, text),
                 created=record.created or now, now=now, preset=(record.preset_id or "", record.preset_name or ""),
                 seed=record.seed, first_dealer=record.first_dealer, status=record_status(record, status),
                 undo_used=bool(getattr(record, "undo_used", False)), app_version=record.app_version,
                 text=text, source="played", duplicate=is_duplicate_deal(record.preset_name or "", record.rules))


def _kept_rows(game: KeptGame, *, now: str, status: Status | None) -> GameRows:
    if len(game.names) != game.rules.players:
        raise ValueError(f"a scorekept game of {game.rules.players} players needs {game.rules.players} names")
    players = [(name, "human", "human") for name in game.names]
    return _rows(game.rules, players, list(game.scores), game.winner, key=kept_key(game), created=game.created or now,
                 now=now, preset=(game.preset_id, game.preset_name), seed=0, first_dealer=game.first_dealer,
                 status=record_status(game, status), undo_used=False, app_version=game.app_version, text=game.text,
                 source="scorekept")


def _rows(rules: RuleSet, players: Sequence[tuple[str, str, str]], scores: list[HandScore], winner: int | None, *,
          key: str, created: str, now: str, preset: tuple[str, str], seed: int, first_dealer: int, status: Status,
          undo_used: bool, app_version: str, text: str, source: Source, duplicate: bool = False) -> GameRows:
    """The rows of a game: ``players`` are (name, kind, level) per seat."""
    totals = list(scores[-1].totals) if scores else [0] * rules.sides
    game = (
        key, created, now, preset[0], preset[1], json.dumps(rules.to_dict(), sort_keys=True), seed, first_dealer,
        rules.players, int(rules.partnerships), status, winner, len(scores), totals_json(totals), int(undo_used),
        app_version, seats_json([(name, level, rules.side_of(s)) for s, (name, _kind, level) in enumerate(players)]),
        source, int(duplicate),
    )
    seats = seat_rows(rules, players, winner, totals, scores, created=created, status=status, preset_id=preset[0],
                      duplicate=duplicate)
    return GameRows(game, seats, hand_rows(rules, scores), pack_record(text))


def seat_sums(rules: RuleSet, scores: list[HandScore], seat: int) -> tuple[int, ...]:
    """The ``SEAT_SUMS`` of one seat over the scored hands: its side's figures, its own nils."""
    points = contracts = made = sets = bags = nils = nils_made = blind = blind_made = 0
    side_index = rules.side_of(seat)
    for score in scores:
        side = score.sides[side_index]
        points += side.points
        bags += side.bags
        if side.made is not None:
            contracts += 1
            made += side.made
            sets += not side.made
        kind = score.bids[seat].kind
        if kind is BidKind.NIL or kind is BidKind.BLIND_NIL:
            nil_made = any(n.seat == seat and n.made for n in side.nils)
            if kind is BidKind.NIL:
                nils, nils_made = nils + 1, nils_made + nil_made
            else:
                blind, blind_made = blind + 1, blind_made + nil_made
    return len(scores), points, contracts, made, sets, bags, nils, nils_made, blind, blind_made


def seat_rows(rules: RuleSet, players: Sequence[tuple[str, str, str]], winner: int | None, totals: list[int],
              scores: list[HandScore], *, created: str, status: Status, preset_id: str, duplicate: bool = False
              ) -> tuple[tuple[Any, ...], ...]:
    """The seats rows: ``players`` are (name, kind, level) per seat."""
    levels = [level for _name, _kind, level in players]
    rows = []
    for seat, (name, kind, level) in enumerate(players):
        side = rules.side_of(seat)
        partner = rules.partner_of(seat)
        opponents = sorted({levels[s] for s in range(rules.players) if rules.side_of(s) != side})
        won = None if winner is None else int(winner == side)
        others = [t for s, t in enumerate(totals) if s != side]
        rows.append((
            None, seat, created, status, preset_id, name, kind, level, side,
            levels[partner] if partner is not None else None, "+".join(opponents), totals[side],
            totals[side] - max(others) if others else 0, won, *seat_sums(rules, scores, seat), int(duplicate),
        ))
    return tuple(rows)


def hand_rows(rules: RuleSet, scores: list[HandScore]) -> tuple[tuple[Any, ...], ...]:
    rows = []
    for score in scores:
        for seat, bid in enumerate(score.bids):
            side = score.sides[rules.side_of(seat)]
            nil = next((n for n in side.nils if n.seat == seat), None)
            rows.append((
                None, score.hand_number, seat, side.side, score.deal_number, score.dealer, str(bid), bid.kind.value,
                bid.tricks, score.tricks[seat],
                None if nil is None else int(nil.made), 0 if nil is None else nil.points,
                side.contract, side.tricks, None if side.made is None else int(side.made), side.contract_points,
                side.bags, side.bag_penalty, json.dumps([list(s) for s in side.specials]), side.points,
                side.total_after, side.bags_after,
            ))
    return tuple(rows)

"""A game record as the rows the database holds: pure, no I/O.

The per-hand figures are the engine's ``HandScore``/``SideScore`` breakdown
that the record carries; nothing here recomputes a rule.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..engine import BidKind, HandScore, RuleSet
from ..record import GameRecord, PlayerInfo
from ..record.encode import record_to_dict

Status = Literal["finished", "abandoned", "in_progress"]
STATUSES: Final = ("finished", "abandoned", "in_progress")

GAME_COLUMNS: Final = (
    "game_key", "created", "updated", "preset_id", "preset_name", "rules_json", "seed", "first_dealer",
    "players", "partnerships", "status", "winner", "hands_played", "totals_json", "undo_used", "app_version",
    "seats_json",
)
SEAT_SUMS: Final = ("hands", "points", "contracts", "contracts_made", "sets", "bags", "nils_bid", "nils_made",
                    "blind_nils_bid", "blind_nils_made")
SEAT_COLUMNS: Final = (
    "game_id", "seat", "created", "status", "preset_id", "name", "kind", "level", "side", "partner_level",
    "opponent_level", "final_total", "margin", "won", *SEAT_SUMS,
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


def record_status(record: GameRecord, status: Status | None) -> Status:
    """A game with a winner is finished; otherwise ``status`` (default: in progress)."""
    if record.is_over:
        return "finished"
    if status == "finished":
        raise ValueError("a game without a winner cannot be stored as finished; use 'abandoned' or 'in_progress'")
    return status or "in_progress"


def game_rows(record: GameRecord, *, now: str, status: Status | None = None) -> GameRows:
    """The rows of ``record`` stored at time ``now`` (ISO text chosen by the caller)."""
    rules = record.rules
    text = compact_json(record)
    scores = finished_scores(record)
    totals = list(scores[-1].totals) if scores else [0] * rules.sides
    state = record_status(record, status)
    game = (
        game_key(record, text), record.created or now, now, record.preset_id or "", record.preset_name or "",
        json.dumps(rules.to_dict(), sort_keys=True), record.seed, record.first_dealer, rules.players,
        int(rules.partnerships), state, record.winner, len(scores), totals_json(totals),
        int(bool(getattr(record, "undo_used", False))), record.app_version,
        seats_json([(p.name, seat_level(p), rules.side_of(s)) for s, p in enumerate(record.players)]),
    )
    seats = seat_rows(record, totals, scores, created=game[1], status=state)
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


def seat_rows(record: GameRecord, totals: list[int], scores: list[HandScore], *, created: str,
              status: Status) -> tuple[tuple[Any, ...], ...]:
    rules = record.rules
    levels = [seat_level(p) for p in record.players]
    rows = []
    for seat, player in enumerate(record.players):
        side = rules.side_of(seat)
        partner = rules.partner_of(seat)
        opponents = sorted({levels[s] for s in range(rules.players) if rules.side_of(s) != side})
        won = None if record.winner is None else int(record.winner == side)
        others = [t for s, t in enumerate(totals) if s != side]
        rows.append((
            None, seat, created, status, record.preset_id or "", player.name, player.kind, levels[seat], side,
            levels[partner] if partner is not None else None, "+".join(opponents), totals[side],
            totals[side] - max(others) if others else 0, won, *seat_sums(rules, scores, seat),
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

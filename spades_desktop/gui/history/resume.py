"""Going on with a stored unfinished game: the setup and the replayed game the controller needs."""

from __future__ import annotations

from ...engine import Game
from ...record import GameRecord, replay
from ..controller import GameSetup, SeatSetup


def setup_from_record(record: GameRecord) -> GameSetup:
    seats = tuple(SeatSetup(p.name, "human" if p.kind == "human" else (p.level or "normal")) for p in record.players)
    return GameSetup(record.rules, seats, record.seed, record.preset_id or "", record.preset_name or "",
                     record.first_dealer)


def resume(record: GameRecord) -> tuple[GameSetup, Game]:
    """The setup and the game after the record's last action; ``RecordError`` when it does not replay."""
    return setup_from_record(record), replay(record)

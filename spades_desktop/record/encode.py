"""Writing a ``GameRecord`` as JSON text: stable key order, compact but readable layout."""

from __future__ import annotations

import json
from typing import Any

from .record import FORMAT, VERSION, GameRecord, HandRecord
from .scores import score_to_dict

WIDTH = 100


def hand_to_dict(hand: HandRecord) -> dict[str, Any]:
    return {
        "hand": hand.hand_number,
        "deal_number": hand.deal_number,
        "dealer": hand.dealer,
        "dealt": [[str(c) for c in cards] for cards in hand.dealt],
        "actions": [[seat, str(action)] for seat, action in hand.actions],
        "result": None if hand.score is None else score_to_dict(hand.score),
    }


def record_to_dict(record: GameRecord) -> dict[str, Any]:
    """The JSON data of a record (docs/record-format.md), keys in their documented order."""
    preset = None
    if record.preset_id is not None or record.preset_name is not None:
        preset = {"id": record.preset_id, "name": record.preset_name}
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": record.app_version,
        "created": record.created,
        "preset": preset,
        "rules": record.rules.to_dict(),
        "players": [
            {"name": p.name, "kind": p.kind, **({"level": p.level} if p.kind == "bot" else {})}
            for p in record.players
        ],
        "seed": record.seed,
        "first_dealer": record.first_dealer,
        "hands": [hand_to_dict(h) for h in record.hands],
        "winner": record.winner,
    }
    # Optional keys (version 1 readers ignore unknown keys): written only when true.
    if record.undo_allowed:
        data["undo_allowed"] = True
    if record.undo_used:
        data["undo_used"] = True
    return data


def record_text(record: GameRecord) -> str:
    return layout(record_to_dict(record)) + "\n"


def layout(value: Any, indent: int = 0, used: int = 0, *, ascii_only: bool = False) -> str:
    """JSON with nesting on separate lines; short lists and objects stay on one line and
    lists of short items are packed several to a line (a hand's actions read like tricks).

    ``used`` is the width already taken on the first line (the key before the value);
    ``ascii_only`` escapes every non-ASCII character.
    """
    flat = json.dumps(value, ensure_ascii=ascii_only)
    if len(flat) + indent + used <= WIDTH or not isinstance(value, (list, dict)) or not value:
        return flat
    pad = " " * (indent + 2)
    close = " " * indent
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = json.dumps(key, ensure_ascii=ascii_only) + ": "
            items.append(pad + head + layout(item, indent + 2, len(head), ascii_only=ascii_only))
        return "{\n" + ",\n".join(items) + "\n" + close + "}"
    parts = [layout(item, indent + 2, ascii_only=ascii_only) for item in value]
    if any("\n" in p or p.startswith("{") for p in parts):
        return "[\n" + ",\n".join(pad + p for p in parts) + "\n" + close + "]"
    lines: list[str] = []
    line = ""
    for part in parts:
        if line and len(pad) + len(line) + 2 + len(part) > WIDTH:
            lines.append(line)
            line = part
        else:
            line = f"{line}, {part}" if line else part
    lines.append(line)
    return "[\n" + ",\n".join(pad + x for x in lines) + "\n" + close + "]"

"""Writing a ``GameRecord`` as JSON text: stable key order, compact but readable layout."""

from __future__ import annotations

import json
from dataclasses import replace
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
    if record.forced_waits:
        data["forced_waits"] = True
    return data


def record_text(record: GameRecord, cache: HandTexts | None = None) -> str:
    """The text of a record file; ``cache`` (one per game) reuses the text of hands encoded before.

    The text is the same with or without a cache: only the work differs.
    """
    if cache is None:
        return layout(record_to_dict(record)) + "\n"
    data = _record_head(record)
    hands = cache.texts(record.hands, 4)
    head = '"hands": '
    hands_flat = 2 + sum(len(flat) for flat, _ in hands) + 2 * max(0, len(hands) - 1)
    flat_len = 2 + sum(len(json.dumps(key, ensure_ascii=False)) + 2
                       + (hands_flat if key == "hands" else len(json.dumps(item, ensure_ascii=False)))
                       for key, item in data.items()) + 2 * (len(data) - 1)
    if flat_len <= WIDTH or hands_flat + 2 + len(head) <= WIDTH or not hands:
        return layout(record_to_dict(record)) + "\n"  # a record too short to matter: the plain way
    items = []
    for key, item in data.items():
        name = json.dumps(key) + ": "
        if key == "hands":
            text = "[\n" + ",\n".join("    " + laid for _, laid in hands) + "\n  ]"
        else:
            text = cache.item_text(key, item, 2, len(name))
        items.append("  " + name + text)
    return "{\n" + ",\n".join(items) + "\n}\n"


def _record_head(record: GameRecord) -> dict[str, Any]:
    """``record_to_dict`` with the hands left out (an empty list holds their place in the key order)."""
    return record_to_dict(replace(record, hands=()))


class HandTexts:
    """The encoded parts of one game's record, kept between saves so that only what changed is encoded again.

    An autosave writes the whole record after every action, and a long game's record is mostly
    finished hands that never change: encoding them again each time was most of the autosave's
    work. Each hand is kept by its position with the ``HandRecord`` it was made from, and reused
    only while the new record's hand there is equal to it (an undo that changes a hand, or a
    resumed game, encodes it again). The record's other keys and the parts of the hand in play
    (its deal) are kept the same way by value (``item_text``).
    """

    def __init__(self) -> None:
        self._done: list[tuple[HandRecord, int, str, str]] = []  # hand, indent, flat JSON, laid-out text
        self._items: dict[str, tuple[Any, int, int, str]] = {}  # the record's other keys: value, indent, used, text

    def item_text(self, key: str, value: Any, indent: int, used: int) -> str:
        """``layout(value, indent, used)`` of one key's value (the rules, the players, the hand's deal…): the
        text kept from the last save while the value is equal. The values are fresh JSON data made by the
        same code each time (``record_to_dict``, ``hand_to_dict``), so equal values are laid out alike."""
        kept = self._items.get(key)
        if kept is not None and kept[1] == indent and kept[2] == used and kept[0] == value:
            return str(kept[3])
        text = layout(value, indent, used)
        self._items[key] = (value, indent, used, text)
        return text

    def _hand_text(self, data: dict[str, Any], flat: str, indent: int) -> str:
        """``layout(data, indent)`` of a hand whose JSON is ``flat``; its parts through ``item_text``."""
        if len(flat) + indent <= WIDTH or not data:
            return flat
        pad = " " * (indent + 2)
        items = []
        for key, item in data.items():
            head = json.dumps(key, ensure_ascii=False) + ": "
            items.append(pad + head + self.item_text("hand." + key, item, indent + 2, len(head)))
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"

    def texts(self, hands: tuple[HandRecord, ...], indent: int) -> list[tuple[str, str]]:
        """Each hand's flat JSON and its text laid out at ``indent`` (as ``layout`` makes them)."""
        out = []
        for i, hand in enumerate(hands):
            kept = self._done[i] if i < len(self._done) else None
            if kept is not None and kept[1] == indent and (kept[0] is hand or kept[0] == hand):
                out.append((kept[2], kept[3]))
                continue
            data = hand_to_dict(hand)
            flat = json.dumps(data, ensure_ascii=False)
            entry = (hand, indent, flat, self._hand_text(data, flat, indent))
            if i < len(self._done):
                self._done[i] = entry
            else:
                self._done.append(entry)
            out.append((entry[2], entry[3]))
        del self._done[len(hands):]
        return out


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

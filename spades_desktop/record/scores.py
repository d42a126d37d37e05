"""A hand's score as JSON data, and the first difference between two scores.

The record stores the engine's ``HandScore`` breakdown as it was computed, so
a reader can see the results without replaying, and a replay can prove them.
"""

from __future__ import annotations

from typing import Any

from ..engine import HandScore, NilResult, RuleSet, SideScore, seat_name
from .names import side_name

# SideScore fields in the order they are stored and compared, with their words in messages.
SIDE_FIELDS: tuple[tuple[str, str], ...] = (
    ("contract", "contract"),
    ("tricks", "tricks toward the contract"),
    ("made", "contract result"),
    ("contract_points", "contract points"),
    ("bags", "bags"),
    ("bag_points", "bag points"),
    ("nils", "nil result"),
    ("specials", "special scores"),
    ("bag_penalty", "bag penalty"),
    ("points", "points"),
    ("total_before", "total before the hand"),
    ("total_after", "total"),
    ("bags_before", "bags before the hand"),
    ("bags_after", "bag count"),
    ("wins_outright", "outright win"),
)


def nil_to_dict(nil: NilResult) -> dict[str, Any]:
    return {"seat": nil.seat, "bid": str(nil.bid), "tricks": nil.tricks, "made": nil.made, "points": nil.points}


def side_to_dict(side: SideScore) -> dict[str, Any]:
    data: dict[str, Any] = {"side": side.side, "seats": list(side.seats)}
    for name, _label in SIDE_FIELDS:
        value = getattr(side, name)
        if name == "nils":
            value = [nil_to_dict(n) for n in value]
        elif name == "specials":
            value = [[label, points] for label, points in value]
        data[name] = value
    return data


def score_to_dict(score: HandScore) -> dict[str, Any]:
    """The ``result`` of a hand in a record: bids, tricks per seat and each side's breakdown."""
    return {
        "bids": [str(b) for b in score.bids],
        "tricks": list(score.tricks),
        "sides": [side_to_dict(s) for s in score.sides],
    }


def _show(value: object) -> str:
    if value is None:
        return "none"
    if value is True or value is False:
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    return str(value)


def _show_nils(rules: RuleSet, nils: tuple[NilResult, ...]) -> str:
    if not nils:
        return "none"
    return ", ".join(
        f"{seat_name(rules, n.seat)} {n.bid} with {n.tricks} tricks {'made' if n.made else 'set'} ({n.points:+d})"
        for n in nils
    )


def _show_made(made: bool | None) -> str:
    return {True: "made", False: "set", None: "none (no contract)"}[made]


def score_difference(rules: RuleSet, recorded: HandScore, actual: HandScore) -> str | None:
    """The first recorded result that the rules contradict, in words; None when all agree."""
    for seat, (rec, act) in enumerate(zip(recorded.bids, actual.bids, strict=True)):
        if rec != act:
            return f"recorded bid {rec} for {seat_name(rules, seat)} but the actions give {act}"
    for seat, (rec_t, act_t) in enumerate(zip(recorded.tricks, actual.tricks, strict=True)):
        if rec_t != act_t:
            return f"recorded {rec_t} tricks for {seat_name(rules, seat)} but the play gives {act_t}"
    for rec_side, act_side in zip(recorded.sides, actual.sides, strict=True):
        who = side_name(rules, act_side.side)
        if rec_side.seats != act_side.seats:
            return f"recorded the wrong seats for {who}"
        for name, label in SIDE_FIELDS:
            rec_v, act_v = getattr(rec_side, name), getattr(act_side, name)
            if rec_v == act_v and type(rec_v) is type(act_v):
                continue
            if name == "nils":
                rec_n, act_n = _show_nils(rules, rec_v), _show_nils(rules, act_v)
                return f"recorded nil result {rec_n} for {who} but the rules give {act_n}"
            if name == "made":
                return f"recorded {who}'s contract as {_show_made(rec_v)} but the rules give {_show_made(act_v)}"
            return f"recorded {label} {_show(rec_v)} for {who} but the rules give {_show(act_v)}"
    if recorded != actual:  # pragma: no cover - every field is compared above
        return "the recorded result differs from the rules"
    return None

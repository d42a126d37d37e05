"""Column geometry of the scorepad: which columns fit the width, and where they go.

Four modes keep the pad readable as the dock narrows: ``full`` (bid, took,
points, bags, total per side: each player's tricks), ``compact`` (bid, took,
points, total: the side's tricks), ``narrow`` (bid, took, total: the hand's
points written small under the total) and ``tiny`` (bid, total). ``narrow``
fits the pad of the window's first size (270 of 1280 pixels, the scroll bar
counted): there the pad was ``tiny``, and a newcomer never saw how many tricks
a side took nor that it was set. Pure arithmetic, no Qt, so it is easy to test.

Three sides (the six-player game) need more room than a docked pad may have:
below the tiny mode's minimum every column shrinks in proportion (the pad
shrinks the text to fit), so no side is ever cut off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Mode = Literal["full", "compact", "narrow", "tiny"]
Kind = Literal["hand", "bid", "took", "points", "bags", "total"]
MODES: tuple[Mode, ...] = ("full", "compact", "narrow", "tiny")

HAND_WIDTH = 26.0
# minimum widths in pixels at the default font; "per" = extra per player of a partnership
_MIN: dict[Kind, tuple[float, float]] = {
    "bid": (30.0, 22.0),
    "took": (28.0, 16.0),
    "points": (40.0, 0.0),
    "bags": (30.0, 0.0),
    "total": (46.0, 0.0),
}
# below ``full`` the took column holds the side's tricks, one number; ``narrow`` is a little tighter still (its text
# shrinks a little where a mark is wider): it fits beside the scroll bar in the 270-pixel pad of a 1280-pixel window
# with a font 16 pixels high (Segoe UI, 9 points), not only with the narrower DejaVu Sans
_SIDE_TOOK = (22.0, 0.0)
_NARROW: dict[Kind, tuple[float, float]] = {"bid": (28.0, 18.0), "took": (20.0, 0.0), "total": (39.0, 0.0)}
_STRETCH: dict[Kind, float] = {"bid": 1.1, "took": 0.9, "points": 1.1, "bags": 0.7, "total": 1.4}


@dataclass(frozen=True, slots=True)
class PadColumn:
    kind: Kind
    side: int | None
    x: float
    width: float

    @property
    def right(self) -> float:
        return self.x + self.width


def kinds_of(mode: Mode, show_bags: bool) -> tuple[Kind, ...]:
    if mode == "full":
        return ("bid", "took", "points", "bags", "total") if show_bags else ("bid", "took", "points", "total")
    if mode == "compact":
        return ("bid", "took", "points", "total")
    if mode == "narrow":
        return ("bid", "took", "total")
    return ("bid", "total")


def took_per_player(mode: Mode) -> bool:
    """Whether the took column holds each player's tricks (else the side's, one number)."""
    return mode == "full"


def has_notes(mode: Mode) -> bool:
    """Whether a row has a second line: the notes ("set", "N ✗", "bags −100") under the points, or, ``narrow``,
    "set" under the side's tricks and the hand's points under the total."""
    return mode != "tiny"


def _least(kind: Kind, mode: Mode, per_side: int) -> float:
    """A column's least width at the usual type (``scale`` 1)."""
    first, per = _MIN[kind]
    if kind == "took" and not took_per_player(mode):
        first, per = _SIDE_TOOK
    if mode == "narrow":
        first, per = _NARROW.get(kind, (first, per))
    return first + per * (per_side - 1)


def min_width(mode: Mode, sides: int, per_side: int, show_bags: bool, scale: float = 1.0) -> float:
    """The narrowest width at which ``mode`` stays readable."""
    per = sum(_least(k, mode, per_side) for k in kinds_of(mode, show_bags))
    return (HAND_WIDTH + sides * per) * scale


PAD_CHROME = 20.0  # the pad's margins and the frame round its rows, beside the columns


def least_pad_width(scale: float = 1.0) -> int:
    """The scorepad's least width: two partnerships' fewest columns (``tiny``) at the usual type. Narrower, the
    pad shrank its text to nothing and cut the sides' names ("Wes & Eth…", "Александ…") at 150 pixels."""
    return round(min_width("tiny", 2, 2, True, scale) + PAD_CHROME)


def choose_mode(width: float, sides: int, per_side: int, show_bags: bool, scale: float = 1.0) -> Mode:
    """The richest mode that fits ``width``."""
    for mode in MODES:
        if width >= min_width(mode, sides, per_side, show_bags, scale):
            return mode
    return "tiny"


def columns(
    width: float, mode: Mode, sides: int, per_side: int, show_bags: bool, scale: float = 1.0
) -> tuple[PadColumn, ...]:
    """Column positions filling ``width``; narrower than the mode's minimum, every column shrinks alike."""
    kinds = kinds_of(mode, show_bags)
    least = min_width(mode, sides, per_side, show_bags, scale)
    if 0 < width < least:
        scale *= width / least
        least = width
    hand = HAND_WIDTH * scale
    mins = [_least(k, mode, per_side) * scale for k in kinds]
    extra = max(0.0, width - least)
    weight = sum(_STRETCH[k] for k in kinds) * sides
    out = [PadColumn("hand", None, 0.0, hand)]
    x = hand
    for side in range(sides):
        for kind, w in zip(kinds, mins, strict=True):
            w += extra * _STRETCH[kind] / weight
            out.append(PadColumn(kind, side, x, w))
            x += w
    return tuple(out)

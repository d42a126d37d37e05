"""Column geometry of the scorepad: which columns fit the width, and where they go.

Three modes keep the pad readable as the dock narrows: ``full`` (bid, took,
points, bags, total per side), ``compact`` (bid, points, total) and ``tiny``
(bid, total). Pure arithmetic, no Qt, so it is easy to test.

Three sides (the six-player game) need more room than a docked pad may have:
below the tiny mode's minimum every column shrinks in proportion (the pad
shrinks the text to fit), so no side is ever cut off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Mode = Literal["full", "compact", "tiny"]
Kind = Literal["hand", "bid", "took", "points", "bags", "total"]
MODES: tuple[Mode, ...] = ("full", "compact", "tiny")

HAND_WIDTH = 26.0
# minimum widths in pixels at the default font; "per" = extra per player of a partnership
_MIN: dict[Kind, tuple[float, float]] = {
    "bid": (30.0, 22.0),
    "took": (28.0, 16.0),
    "points": (40.0, 0.0),
    "bags": (30.0, 0.0),
    "total": (46.0, 0.0),
}
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
        return ("bid", "points", "total")
    return ("bid", "total")


def min_width(mode: Mode, sides: int, per_side: int, show_bags: bool, scale: float = 1.0) -> float:
    """The narrowest width at which ``mode`` stays readable."""
    kinds = kinds_of(mode, show_bags)
    per = sum(_MIN[k][0] + _MIN[k][1] * (per_side - 1) for k in kinds)
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
    mins = [(_MIN[k][0] + _MIN[k][1] * (per_side - 1)) * scale for k in kinds]
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

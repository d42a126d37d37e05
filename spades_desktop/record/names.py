"""Names of seats and sides as messages and summaries print them."""

from __future__ import annotations

from ..engine import RuleSet, seat_name

__all__ = ["seat_name", "side_name"]


def side_name(rules: RuleSet, side: int) -> str:
    """``North–South`` / ``East–West`` for partnerships, else the seat's name."""
    if rules.partnerships:
        return ("North–South", "East–West")[side]
    return seat_name(rules, side)

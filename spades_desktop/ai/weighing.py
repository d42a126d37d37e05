"""Weighing candidates over guesses of the hidden hands: the loop the bid search and Hard's card search share.

Every candidate (a bid, a card) is played out in every guess, so the
candidates are compared on the same cards and their difference is not the
luck of the deal. ``play_guesses`` returns one row per guess (each
candidate's value in it); a guess the caller's ``stop`` cuts short is left
out, so an uncut search depends on the guesses alone. ``best`` picks the
candidate from the rows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

__all__ = ["beats", "best", "means", "play_guesses"]

W = TypeVar("W")
C = TypeVar("C")


def play_guesses(worlds: Iterable[W], candidates: Sequence[C], playout: Callable[[W, C], float],
                 stop: Callable[[int], bool]) -> list[list[float]]:
    """Each world's value of every candidate, in order. ``stop(done)`` is asked before every world and every
    playout (``done``: whole guesses so far); when it says stop, the guess in progress is dropped."""
    rows: list[list[float]] = []
    for world in worlds:
        if stop(len(rows)):
            break
        values: list[float] = []
        for candidate in candidates:
            if stop(len(rows)):
                break
            values.append(playout(world, candidate))
        if len(values) < len(candidates):
            break  # time ran out within this guess: it is left out
        rows.append(values)
    return rows


def means(rows: list[list[float]]) -> list[float]:
    """Each candidate's average over the guesses (``rows`` must not be empty)."""
    return [sum(column) / len(rows) for column in zip(*rows, strict=True)]


def best(means: list[float], rows: list[list[float]], normal_i: int, bonus: float, z: float) -> int:
    """The candidate to play: the best mean, Normal's choice counting ``bonus`` more. With ``z`` > 0 another
    candidate must also beat Normal's by ``z`` standard errors of the difference over the guesses (a lead
    that the luck of a few guesses explains is no reason to leave Normal's choice)."""

    def score(i: int) -> float:
        if i == normal_i:
            return means[i] + bonus
        if z > 0 and not beats(rows, i, normal_i, z):
            return -math.inf
        return means[i]

    return max(range(len(means)), key=score)


def beats(rows: list[list[float]], i: int, j: int, z: float) -> bool:
    """Candidate ``i`` beats ``j`` by ``z`` standard errors of their difference, guess by guess."""
    n = len(rows)
    if n < 2:
        return False
    diffs = [r[i] - r[j] for r in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)

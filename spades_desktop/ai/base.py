"""The one interface every computer player implements."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine import Action, SeatView

LEVELS = ("easy", "normal", "hard")


class Player(Protocol):
    """Decides for one seat from that seat's view only."""

    def choose(self, view: SeatView) -> Action:
        """One of ``view.legal``."""
        ...

    def explain(self) -> str:
        """A one-line reason for the last choice, for the GUI's hint."""
        ...


class RandomPlayer:
    """Chooses uniformly among the legal actions (a baseline for tests and benchmarks)."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self._last = ""

    def choose(self, view: SeatView) -> Action:
        action = self._rng.choice(view.legal)
        self._last = f"I picked {action} at random"
        return action

    def explain(self) -> str:
        return self._last


def create_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (one of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; levels are {', '.join(LEVELS)}")
    return RandomPlayer(seed)

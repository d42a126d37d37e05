"""Placeholder until the Easy player is written."""

from __future__ import annotations

from .normal import NormalPlayer


class EasyPlayer(NormalPlayer):
    name = "easy"

    def __init__(self, seed: int = 0, mistakes: float = 0.2) -> None:
        super().__init__(seed)
        self.mistakes = mistakes

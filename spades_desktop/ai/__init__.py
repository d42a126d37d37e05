"""Computer players. Pure Python: they see only ``Game.view(seat)`` and take randomness from a seed."""

from .base import LEVELS, Player, create_player

__all__ = ["LEVELS", "Player", "create_player"]

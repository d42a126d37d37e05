"""Hard whose playouts see the hands: a benchmark's variant of the card search (docs/ai.md).

Hard plays each candidate card out in guesses of the hidden hands with
Normal's policy on every seat, each seat deciding from what it could know at
the table (the public facts and its own hand). ``seeing`` plays the same
playouts with every seat's policy knowing the guess's hands, as a
double-dummy player would (``playout.play_out(see=...)``): the chances of
who holds a card become sure. Its bids are Hard's (the bid search is not
changed). Accepted by ``ai_match.py`` and ``ai_parts.py`` as ``seeing[:<Hard's
options>]``; ``seeing:side=1`` lets only the seats of the searching bot's side
see (its partner and itself later in the playout), the others deciding as at
the table.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.playout import play_out
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game


class SeeingHard(HardPlayer):
    """Hard whose card search's playouts are played by policies that see the guessed hands (with
    ``side_only``, only the policies of its own side)."""

    def __init__(self, seed: int = 0, side_only: bool = False, **options: Any) -> None:
        super().__init__(seed, **options)
        self.side_only = side_only

    def _playout(self, game: Game, state: PlayState, me: int, first: Card | None) -> float:
        rules = game.rules
        if self.side_only:
            see = [t for t in range(rules.players) if rules.side_of(t) == rules.side_of(me)]
        else:
            see = list(range(rules.players))
        return play_out(game, state, me, first, self.play_tuning, see=see)


def make_seeing(options: str, seed: int) -> SeeingHard:
    """``seeing[:side=1,<Hard's options>]``: ``SeeingHard`` with Hard's options."""
    _name, parsed = parse_options("hard:" + options)
    side = parsed.pop("side", 0.0)
    if side not in (0.0, 1.0):
        raise ValueError("seeing's side is 0 (every seat sees) or 1 (only the bot's own side)")
    return SeeingHard(seed, side == 1.0, **hard_options(parsed))

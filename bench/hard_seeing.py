"""Hard whose playouts see the hands: a benchmark's variant of the card search (docs/ai.md).

Hard plays each candidate card out in guesses of the hidden hands with
Normal's policy on every seat, each seat deciding from what it could know at
the table (the public facts and its own hand). ``seeing`` plays the same
playouts with every seat's policy knowing the guess's hands, as a
double-dummy player would (``playout.play_out(see=True)``): the chances of
who holds a card become sure. Its bids are Hard's (the bid search is not
changed). Accepted by ``ai_match.py`` and ``ai_parts.py`` as ``seeing[:<Hard's
options>]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.playout import play_out
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game


class SeeingHard(HardPlayer):
    """Hard whose card search's playouts are played by policies that see the guessed hands."""

    def _playout(self, game: Game, state: PlayState, me: int, first: Card | None) -> float:
        return play_out(game, state, me, first, self.play_tuning, see=True)


def make_seeing(options: str, seed: int) -> SeeingHard:
    """``seeing[:<Hard's options>]``: ``SeeingHard`` with Hard's options."""
    _name, parsed = parse_options("hard:" + options)
    return SeeingHard(seed, **hard_options(parsed))

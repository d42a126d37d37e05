"""Hard whose card search plays out with other policy settings: a benchmark's variant (docs/ai.md).

Hard plays each candidate card out with ``HARD_PLAY`` on every seat. ``tuned``
changes some of that policy's settings (``PlayTuning`` fields, written with a
``p_`` prefix) in the card search's playouts only: Normal's card, the reading
of the cards played and the bid search keep ``HARD_PLAY``. ``side=1`` changes
the policy of the searching bot's own side only, ``side=2`` the other side's
only (default 0: every seat). Accepted by ``ai_match.py`` and ``ai_parts.py`` as
``tuned:p_set_nil_live=1,p_set_hopeless=1[,<Hard's options>]``.
"""

from __future__ import annotations

import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.card_play import PlayTuning
from spades_desktop.ai.hard import HARD_PLAY, HardPlayer
from spades_desktop.ai.playout import play_out
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game


class TunedHard(HardPlayer):
    """Hard whose card search's playouts play ``tuned`` on the seats ``side`` picks."""

    def __init__(self, seed: int = 0, tuned: PlayTuning = HARD_PLAY, side: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.tuned = tuned
        self.side = side

    def _playout(self, game: Game, state: PlayState, me: int, first: Card | None) -> float:
        mine = self.tuned if self.side in (0, 1) else self.own_tuning
        theirs = self.tuned if self.side in (0, 2) else self.play_tuning
        return play_out(game, state, me, first, mine, others=theirs)


def make_tuned(options: str, seed: int) -> TunedHard:
    """``tuned:p_<field>=<n>,side=<0|1|2>,<Hard's options>``."""
    _name, parsed = parse_options("hard:" + options)
    names = {f.name: f.type for f in fields(PlayTuning)}
    changes: dict[str, Any] = {}
    for key in [k for k in parsed if k.startswith("p_")]:
        field = key[2:]
        if field not in names:
            raise ValueError(f"tuned: no PlayTuning field {field!r}")
        value = parsed.pop(key)
        changes[field] = int(value) if names[field] in (int, "int") else value
    side = int(parsed.pop("side", 0.0))
    if side not in (0, 1, 2):
        raise ValueError("tuned's side is 0 (every seat), 1 (the bot's side) or 2 (the other side)")
    return TunedHard(seed, replace(HARD_PLAY, **changes), side, **hard_options(parsed))

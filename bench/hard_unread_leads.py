"""Hard that does not weigh its bot partner's leads: a measured idea (Hard did not adopt it).

Hard weighs each guess of the hidden hands by the cards the other seats played, replayed with Normal's
policy (``inference.PlayEvidence``, 0.1 a card the policy would not have played). A Hard partner's leads say
almost nothing to that policy: over 214 leads of Hard partners (deals 1901-1940) the policy missed 0.556 of
them in the real hand and 0.594 in a random guess, against 0.27-0.31 and 0.31-0.34 for the cards that
follow (docs/ai.md, "Attitude signals between bot partners"). ``unleads`` is Hard that leaves a bot
partner's leads out of the weighing and keeps everything else, to see whether those near-random misses
only add noise to the guesses (leaving all the partner's cards out lost points: ``hard:read_partner=0``).

    nice -n 10 python bench/ai_parts.py --a unleads --b reference --deals 1000 --part 25 --jobs 2 --out DIR

``--a unleads`` (Hard's options may follow: ``unleads:samples=40``) is accepted by ``ai_match.py`` and
``ai_parts.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.inference import PlayEvidence
from spades_desktop.engine import SeatView

__all__ = ["UnreadLeadsHard", "make_unread_leads", "without_partner_leads"]


def without_partner_leads(evidence: PlayEvidence, partner: int) -> PlayEvidence:
    """``evidence`` with the partner's leads taken out of what it weighs (its other cards stay)."""
    evidence.points[partner] = [p for p in evidence.points[partner] if p.state.trick]
    evidence.plays = sum(len(points) for points in evidence.points)
    return evidence


class UnreadLeadsHard(HardPlayer):
    """Hard that weighs every card played but its bot partner's leads."""

    name = "unleads"

    def _evidence(self, view: SeatView, misses: list[float], unread: tuple[int, ...]) -> PlayEvidence:
        evidence = super()._evidence(view, misses, unread)
        partner = view.rules.partner_of(view.seat)
        if partner is None or partner in self.humans:
            return evidence
        return without_partner_leads(evidence, partner)


def make_unread_leads(options: str, seed: int) -> UnreadLeadsHard:
    """``unleads[:<Hard's options>]``: ``UnreadLeadsHard`` with Hard's options (``hard:samples=40``)."""
    _name, parsed = parse_options("hard:" + options)
    return UnreadLeadsHard(seed, **hard_options(parsed))


if __name__ == "__main__":
    raise SystemExit(ai_match.main(sys.argv[1:]))

"""Carding between two Hard partners: a measured idea that did not pay (Hard did not adopt it).

Cards that play alike (no live card lies between them) can be played in any
order without changing a trick, so the choice among them is free to carry a
message. ``signals`` is Hard that keeps the bridge player's habit with a
partner that keeps it too: it leads the highest of equal cards ("top of a
sequence") and follows or discards with the lowest ("lowest of equals"). It
reads every card of its partner: a lead says the leader does not hold the next
live card above it (from K-Q the king is led, so a led queen denies the king),
a card that follows says the player does not hold the next live card below it
(a queen played third denies the jack). Its guesses of the hidden hands never
give the partner a card it denied (a bot partner only: a human partner would be
read as Hard reads it).

Measured against the frozen Normal v1 on deals 1-200 of the deal file, paired
with Hard's stored differences: -1.00 a hand (95 % CI -8.17 to +6.16), see
``docs/ai.md``. What it tells the partner is only that a card next to the one
played is elsewhere; the partner's high cards, worth +12 to Hard when known
(``hard_oracle.py know=honors``), mostly stay hidden.

    nice -n 10 python bench/ai_parts.py --a signals --b reference --deals 200 --part 25 --jobs 2 --out DIR

``--a signals`` (Hard's options may follow: ``signals:samples=40``) is accepted by ``ai_match.py`` and
``ai_parts.py``; both seats of side A are this bot, so each reads a partner that keeps the convention.
The stored parts were played before Hard read a bot's bid 0.7 tricks wide and weighed a bot's cards 0.1 a
miss: ``signals:bid_sigma=1.1,infer=0.2`` replays them.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.cardinfo import TRUMP, card_info
from spades_desktop.ai.determinize import world_from_view
from spades_desktop.ai.hard import HardPlayer, equal_groups
from spades_desktop.ai.normal import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Action, Card, Phase, Play, SeatView
from spades_desktop.engine.actions import PLAYS

__all__ = ["SignallingHard", "convention_card", "denied", "make_signalling"]


def convention_card(groups: list[list[Card]], card: Card, leading: bool) -> Card:
    """The card of ``card``'s group of equal cards (highest first) the convention plays: the highest when
    ``leading``, else the lowest. A card in no group is returned as it is."""
    for group in groups:
        if card in group:
            return group[0] if leading else group[-1]
    return card


def denied(view: SeatView, seat: int) -> int:
    """The cards ``seat`` cannot hold, read from its plays this hand under the convention (a card mask).

    Each of its cards denies the next card above it (a lead) or below it (any other play) in its suit that
    was still live for that seat: not played in an earlier trick. When that card lay on the table, or the
    rules would not have let the seat play it (a forced lead, a card that must beat the trick), the play
    says nothing.
    """
    rules = view.rules
    if view.phase is not Phase.PLAY or rules.cancellation:
        return 0
    info = card_info(rules)
    probe = world_from_view(view, [0] * rules.players)
    legal_mask = probe._legal_mask
    out = 0
    done = 0  # cards of the completed tricks
    broken = False
    tricks = [*view.completed_tricks, view.trick]
    for number, trick in enumerate(tricks):
        for k, (s, card) in enumerate(trick):
            if s == seat:
                leading = k == 0
                on_table = sum(c.bit for _s, c in trick[:k])
                order = info.by_power[info.eff[card.index]]  # highest first
                i = order.index(card)
                step = -1 if leading else 1
                j = i + step
                while 0 <= j < len(order) and order[j].bit & done:
                    j += step
                if 0 <= j < len(order) and not order[j].bit & on_table:
                    other = order[j]
                    probe.trick = list(trick[:k])
                    probe.trick_number = number
                    probe.broken = broken
                    probe.hands[seat] = card.bit | other.bit
                    legal = legal_mask(seat)
                    if legal & card.bit and legal & other.bit:
                        out |= other.bit
            if info.eff[card.index] == TRUMP:
                broken = True
        done |= sum(c.bit for _s, c in trick)
    probe.hands[seat] = 0
    return out


class SignallingHard(HardPlayer):
    """Hard that plays the convention and reads it from its partner."""

    name = "signals"

    def choose(self, view: SeatView) -> Action:
        action = super().choose(view)
        if view.phase is Phase.PLAY and isinstance(action, Play):
            groups = equal_groups(PlayState.from_view(view), hand_mask(view), legal_mask(view))
            card = convention_card(groups, action.card, leading=not view.trick)
            if card != action.card:
                action = PLAYS[card.index]
        return action

    def _state(self, view: SeatView) -> PlayState:
        state = super()._state(view)
        partner = view.rules.partner_of(view.seat)
        if partner is not None:
            state.allowed[partner] &= ~denied(view, partner)  # what its equal cards said
        return state


def make_signalling(options: str, seed: int) -> SignallingHard:
    """``signals[:<Hard's options>]``: ``SignallingHard`` with Hard's options (``hard:samples=40``)."""
    _name, parsed = parse_options("hard:" + options)
    return SignallingHard(seed, **hard_options(parsed))


if __name__ == "__main__":
    raise SystemExit(ai_match.main(sys.argv[1:]))

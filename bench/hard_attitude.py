"""Attitude signals between two Hard partners: a card that follows low says whether its player holds an honour.

Knowing its partner's aces, kings and queens would be worth about +12 points a hand to Hard
(``hard_oracle.py know=honors``, docs/ai.md). A free carding convention (``hard_signals.py``) told too little
of them; this one pays a price to tell more. ``attitude`` is Hard that keeps the bridge player's attitude
signal with a partner that keeps it too:

- When it follows suit and its search chose the low cards (the group of equal cards that holds its lowest
  card of the suit), it plays its **second-lowest** card of the suit if it holds an honour there (one of the
  three highest cards of the suit still live) and that card is no honour and would not win the trick;
  otherwise it plays its **lowest** card. Not on a side with a nil bid (low cards are a nil's life there).
- It reads its partner the same way. A guess in which the partner's card was its lowest of the suit (or an
  equal of it) and yet the convention would have played another counts ``BROKEN`` (3) more misses there
  (a weight of 0.001 at 0.1 a miss).
  The replay of the partner's cards with Normal's policy (``inference.PlayEvidence``) applies the
  convention to the policy's card, so a signal is no miss.

The price: a spot card above the lowest is spent, which may cost a duck or an extra bag later.

Measured against the frozen Normal v1 on deals 1-250 of the deal file, paired with Hard's stored
differences (docs/ai.md, "Attitude signals between bot partners"): -4.52 a hand (95 % CI -8.80 to -0.24);
the signals kept but not read (``attitude:reads=0``) -1.21 (-4.17 to +1.75). Not adopted.

    nice -n 10 python bench/ai_parts.py --a attitude --b reference --deals 200 --part 25 --jobs 2 --out DIR

``--a attitude`` (Hard's options may follow: ``attitude:samples=40``) is accepted by ``ai_match.py`` and
``ai_parts.py``; both seats of side A are this bot, so each reads a partner that keeps the convention.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.base import hard_options, parse_options
from spades_desktop.ai.card_play import PlayTuning, all_alike, play_card
from spades_desktop.ai.hard import HardPlayer, equal_groups
from spades_desktop.ai.inference import PlayEvidence
from spades_desktop.ai.normal import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Action, Card, Phase, Play, SeatView
from spades_desktop.engine.actions import PLAYS

__all__ = ["AttitudeEvidence", "AttitudeHard", "attitude_card", "make_attitude"]

BROKEN = 3  # misses counted for a guess in which a low card of the partner's breaks the convention
HONOURS = 3  # the highest live cards of a suit that count as honours


def _signals(state: PlayState, seat: int) -> bool:
    """Whether ``seat`` keeps the convention here: it follows suit at a four-seat table, no nil on its side."""
    if not state.trick or state.players != 4 or state.rules.cancellation:
        return False
    partner = state.rules.partner_of(seat)
    nils = state.nil_bid
    return not (nils and (nils[seat] or (partner is not None and nils[partner])))


def attitude_card(state: PlayState, seat: int, held: int, legal: int, card: Card,
                  groups: list[list[Card]] | None = None) -> Card:
    """The card the convention plays where the search (or the policy) chose ``card``, ``seat`` holding
    ``held`` (``state`` the public facts before the card, ``state.seat`` need not be ``seat``; ``groups``, its
    ``equal_groups`` when the caller has them)."""
    if not _signals(state, seat):
        return card
    info = state.info
    led = info.eff[state.trick[0][1].index]
    if info.eff[card.index] != led:
        return card
    suit = held & info.suit_masks[led]
    low = [c for c in reversed(info.by_power[led]) if c.bit & suit]  # lowest first
    if groups is None:
        groups = equal_groups(state, held, legal)
    if not any(card in g and low[0] in g for g in groups):
        return card  # the search chose a higher card for a reason of its own: it stands
    if len(low) < 2 or not legal & low[1].bit:
        return low[0]
    on_table = 0
    for _s, c in state.trick:
        on_table |= c.bit
    live = [c for c in info.by_power[led] if not c.bit & (state.played | on_table)]
    honours = sum(c.bit for c in live[:HONOURS])
    winner = state.current_winner()
    assert winner is not None
    wins = info.key(low[1], led) > info.key(winner[1], led)
    if suit & ~low[0].bit & honours and not low[1].bit & honours and not wins:
        return low[1]
    return low[0]


class AttitudeEvidence(PlayEvidence):
    """``PlayEvidence`` that replays the partner's cards with the convention applied to the policy's card
    (a signal is no miss) and counts ``BROKEN`` more misses in a guess where a low card of the partner's
    breaks the convention."""

    def __init__(self, view: SeatView, partner: int, tuning: PlayTuning, misses: list[float]) -> None:
        super().__init__(view, tuning, misses)
        self.partner = partner

    def seat_misses(self, seat: int, hand: int, limit: int | None = None) -> int:
        if seat != self.partner:
            return super().seat_misses(seat, hand, limit)
        return self.replay(hand, limit)[0]

    def replay(self, hand: int, limit: int | None = None) -> tuple[int, bool]:
        """The partner's misses holding ``hand`` (its cards now), and whether a low card of its breaks the
        convention there."""
        seat = self.partner
        misses = 0
        broken = False
        for p, held, legal in self.choices(seat, hand):
            state = p.state
            if not broken and _signals(state, seat):
                info = state.info
                led = info.eff[state.trick[0][1].index]
                suit = held & info.suit_masks[led]
                if p.card.bit & suit:
                    lowest = next(c for c in reversed(info.by_power[led]) if c.bit & suit)
                    groups = equal_groups(state, held, legal)
                    if any(p.card in g and lowest in g for g in groups) and \
                            attitude_card(state, seat, held, legal, lowest, groups) != p.card:
                        broken = True  # it followed low, and the convention would have played another card
                        misses += BROKEN
            card = attitude_card(state, seat, held, legal, play_card(state, seat, held, legal, self.tuning)[0])
            if card != p.card and all_alike(state, (card, p.card), held) is None:
                misses += 1
            if limit is not None and misses >= limit:
                break
        return misses, broken


class AttitudeHard(HardPlayer):
    """Hard that keeps the attitude convention and reads it from its partner (``reads=False``: it keeps the
    convention and reads its partner as Hard does, which measures what the signals cost)."""

    name = "attitude"

    def __init__(self, seed: int = 0, reads: bool = True, **options: Any) -> None:
        super().__init__(seed, **options)
        self.reads = reads

    def choose(self, view: SeatView) -> Action:
        action = super().choose(view)
        if view.phase is Phase.PLAY and isinstance(action, Play):
            card = attitude_card(PlayState.from_view(view), view.seat, hand_mask(view), legal_mask(view),
                                 action.card)
            if card != action.card:
                action = PLAYS[card.index]
        return action

    def _evidence(self, view: SeatView, misses: list[float], unread: tuple[int, ...]) -> PlayEvidence:
        partner = view.rules.partner_of(view.seat)
        if not self.reads or unread or partner is None or partner in self.humans:
            return super()._evidence(view, misses, unread)
        return AttitudeEvidence(view, partner, self.play_tuning, misses)


def make_attitude(options: str, seed: int) -> AttitudeHard:
    """``attitude[:<Hard's options>]``: ``AttitudeHard`` with Hard's options (``hard:samples=40``);
    ``reads=0`` among them keeps the convention without reading it."""
    parts = [p for p in options.split(",") if p.strip()]
    reads = "reads=0" not in parts
    _name, parsed = parse_options("hard:" + ",".join(p for p in parts if p not in ("reads=0", "reads=1")))
    return AttitudeHard(seed, reads, **hard_options(parsed))


if __name__ == "__main__":
    raise SystemExit(ai_match.main(sys.argv[1:]))

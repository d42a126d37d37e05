"""Hand evaluation for bidding: expected tricks and the chance of a nil.

The counts follow how players bid: top trumps and protected trump honours,
trump length, side aces and protected kings, and ruffs from short suits when
trumps are left over. Values are tuned to the table size (two players leave
half the deck out, three players hold 17 cards each) and were calibrated by
playing many hands between Normal players (see docs/ai.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, RuleSet
from .cardinfo import TRUMP, CardInfo, card_info


@dataclass(frozen=True, slots=True)
class Family:
    """Tuning constants for one table size."""

    side_base: tuple[float, float, float, float]  # side card value by higher cards outstanding (0, 1, 2, 3+)
    side_round: tuple[float, ...]  # chance the i-th round of a side suit is not ruffed
    trump_base: tuple[float, float, float, float]  # unprotected trump honour value by higher trumps out
    trump_protected: tuple[float, float, float, float]
    length_from: float  # trumps beyond this count win by length
    ruff_value: tuple[float, float, float]  # per void / singleton / doubleton
    scale: float
    offset: float


FOUR = Family(
    side_base=(1.0, 0.72, 0.3, 0.08),
    side_round=(0.97, 0.85, 0.45, 0.15, 0.05),
    trump_base=(1.0, 0.45, 0.2, 0.05),
    trump_protected=(1.0, 0.95, 0.8, 0.55),
    length_from=3.0,
    ruff_value=(0.9, 0.65, 0.25),
    scale=1.0,
    offset=0.0,
)
THREE = Family(
    side_base=(1.0, 0.78, 0.42, 0.15),
    side_round=(0.98, 0.92, 0.7, 0.4, 0.15, 0.05),
    trump_base=(1.0, 0.5, 0.25, 0.08),
    trump_protected=(1.0, 0.95, 0.85, 0.65),
    length_from=4.0,
    ruff_value=(0.9, 0.6, 0.25),
    scale=1.0,
    offset=0.0,
)
TWO = Family(
    side_base=(1.0, 0.8, 0.55, 0.3),
    side_round=(0.99, 0.95, 0.85, 0.7, 0.5, 0.3, 0.15),
    trump_base=(1.0, 0.7, 0.5, 0.3),
    trump_protected=(1.0, 0.97, 0.9, 0.8),
    length_from=3.0,
    ruff_value=(0.9, 0.6, 0.3),
    scale=1.0,
    offset=0.5,
)


def family_of(rules: RuleSet) -> Family:
    if rules.players == 2:
        return TWO
    if rules.players == 3:
        return THREE
    return FOUR


@dataclass(frozen=True, slots=True)
class TrickEstimate:
    """Expected tricks of a hand and the cards that make them (for explanations)."""

    tricks: float
    trump_tricks: float
    side_tricks: float
    ruff_tricks: float
    length_tricks: float
    sure: tuple[Card, ...]  # cards counted as (nearly) certain tricks
    trumps: int
    short_suits: int  # voids and singletons that may ruff


def estimate_tricks(hand: tuple[Card, ...] | list[Card], rules: RuleSet) -> TrickEstimate:
    """Expected tricks ``hand`` takes by itself (before any partner or score adjustment)."""
    info = card_info(rules)
    fam = family_of(rules)
    mask = 0
    for c in hand:
        mask |= c.bit
    sure: list[Card] = []
    # Trumps
    trumps = info.cards_desc(mask, TRUMP)
    n_t = len(trumps)
    trump_tricks = 0.0
    honour_cards = 0
    for i, card in enumerate(trumps):
        above = (info.higher[card.index] & ~mask).bit_count()
        lower = n_t - i - 1
        if above > 3:
            continue
        value = fam.trump_protected[above] if lower >= above else fam.trump_base[above]
        if value >= 0.5:
            honour_cards += 1
        if value >= 0.9:
            sure.append(card)
        trump_tricks += value
    length_tricks = max(0.0, n_t - max(fam.length_from, honour_cards))
    # Side suits
    side_tricks = 0.0
    ruff_room = 0.0
    short = 0
    for s in range(3):
        cards = info.cards_desc(mask, s)
        m = len(cards)
        if m == 0:
            ruff_room += fam.ruff_value[0] * 2
            short += 1
        elif m == 1:
            ruff_room += fam.ruff_value[1]
            short += 1
        elif m == 2:
            ruff_room += fam.ruff_value[2]
        for i, card in enumerate(cards):
            above = (info.higher[card.index] & ~mask).bit_count()
            lower = m - i - 1
            if above > 3 or i >= len(fam.side_round):
                continue
            base = fam.side_base[above]
            if above and lower < above:
                base *= 0.35  # unprotected honour
            value = base * fam.side_round[i]
            if value >= 0.85:
                sure.append(card)
            side_tricks += value
    spare = max(0.0, n_t - honour_cards - length_tricks)
    ruff_tricks = min(ruff_room, spare * 0.8)
    total = trump_tricks + length_tricks + side_tricks + ruff_tricks
    total = total * fam.scale + fam.offset
    return TrickEstimate(
        tricks=max(0.0, total),
        trump_tricks=trump_tricks,
        side_tricks=side_tricks,
        ruff_tricks=ruff_tricks,
        length_tricks=length_tricks,
        sure=tuple(sure),
        trumps=n_t,
        short_suits=short,
    )


@dataclass(frozen=True, slots=True)
class NilEstimate:
    """Chance that a hand takes no trick by itself, and its dangerous cards (worst first)."""

    chance: float
    dangers: tuple[tuple[Card, float], ...]


def card_dangers(mask: int, info: CardInfo, live: int) -> list[tuple[Card, float]]:
    """How likely each card of ``mask`` is to win a trick its holder wants to lose.

    ``live`` holds the cards still out (not played, not in ``mask``). A card is
    dangerous when few live cards of its suit beat it and few of the holder's
    own lower cards can be played first.
    """
    out: list[tuple[Card, float]] = []
    two = info.players == 2
    for s in range(4):
        cards = info.cards_desc(mask, s)
        m = len(cards)
        if not m:
            continue
        live_suit = (info.suit_masks[s] & live).bit_count()
        for i, card in enumerate(cards):
            above = (info.higher[card.index] & live).bit_count()
            below_live = (info.lower[card.index] & live).bit_count()
            low_mine = m - i - 1  # own lower cards to play under others first
            if above == 0:
                d = 0.97 if below_live or s == TRUMP else 0.6
            else:
                d = (0.75, 0.45, 0.25, 0.12, 0.06)[min(above, 4) - 1]
            if two:
                d *= 0.85 if above else 1.0
            if s == TRUMP:
                d = min(1.0, d + 0.06 * max(0, m - 2))  # long trumps get forced to win late
            else:
                d *= 1.0 / (1.0 + 0.35 * low_mine)  # low cards of the suit let it duck
                if live_suit <= 2:
                    d *= 0.6
            if below_live == 0 and above > 0:
                d = 0.0  # the lowest card of its suit cannot win unless everyone else is out
            out.append((card, min(1.0, d)))
    out.sort(key=lambda cd: -cd[1])
    return out


def estimate_nil(hand: tuple[Card, ...] | list[Card], rules: RuleSet) -> NilEstimate:
    """The chance ``hand`` makes nil without help (a partner's cover adds to it)."""
    info = card_info(rules)
    mask = 0
    for c in hand:
        mask |= c.bit
    live = info.deck_mask & ~mask
    dangers = card_dangers(mask, info, live)
    chance = 1.0
    for _card, d in dangers:
        chance *= 1.0 - d
    trumps = (mask & info.trump_mask).bit_count()
    if trumps >= 4:
        chance *= 0.8 ** (trumps - 3)
    return NilEstimate(chance=chance, dangers=tuple(dangers))

"""Hand evaluation for bidding: expected tricks and the chance of a nil.

The counts follow how players bid: top trumps and protected trump honours,
trump length, side aces and protected kings, and ruffs from short suits when
trumps are left over. Values are tuned to the table size (two players leave
half the deck out, three players hold 17 cards each); the weights and the nil
fit were calibrated on hands played between Normal players
(``bench/ai_calibrate.py`` re-fits them; see docs/ai.md).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

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
    weights: tuple[float, float, float, float]  # fitted weights of trump, length, side and ruff tricks
    offset: float  # fitted tricks a hand takes beyond what it counts


FOUR = Family(
    side_base=(1.0, 0.72, 0.3, 0.08),
    side_round=(0.97, 0.85, 0.45, 0.15, 0.05),
    trump_base=(1.0, 0.45, 0.2, 0.05),
    trump_protected=(1.0, 0.95, 0.8, 0.55),
    length_from=3.0,
    ruff_value=(0.9, 0.65, 0.25),
    weights=(0.92, 0.71, 0.77, 0.49),
    offset=0.55,
)
THREE = Family(
    side_base=(1.0, 0.78, 0.42, 0.15),
    side_round=(0.98, 0.92, 0.7, 0.4, 0.15, 0.05),
    trump_base=(1.0, 0.5, 0.25, 0.08),
    trump_protected=(1.0, 0.95, 0.85, 0.65),
    length_from=4.0,
    ruff_value=(0.9, 0.6, 0.25),
    weights=(1.08, 0.93, 0.86, 0.79),
    offset=0.89,
)
TWO = Family(
    side_base=(1.0, 0.8, 0.55, 0.3),
    side_round=(0.99, 0.95, 0.85, 0.7, 0.5, 0.3, 0.15),
    trump_base=(1.0, 0.7, 0.5, 0.3),
    trump_protected=(1.0, 0.97, 0.9, 0.8),
    length_from=3.0,
    ruff_value=(0.9, 0.6, 0.3),
    weights=(0.9, 0.52, 0.58, 0.73),
    offset=1.55,
)
# Four's way of counting, with the weights fitted for these tables (six: players.cancellation's preset).
CUTTHROAT = replace(FOUR, weights=(0.98, 0.88, 0.75, 0.52), offset=0.41)
SIX = replace(FOUR, weights=(0.77, 0.40, 0.70, 0.83), offset=0.40)


def family_of(rules: RuleSet) -> Family:
    if rules.players == 6:
        return SIX
    if rules.players == 2:
        return TWO
    if rules.players == 3:
        return THREE
    return FOUR if rules.partnerships else CUTTHROAT


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
    mask = 0
    for c in hand:
        mask |= c.bit
    return estimate_mask(mask, rules)


# What one suit's holding counts, remembered per rule set: Hard's guesses count many hands, and a suit's
# count depends on its own cards alone (the cards above a card are of its suit).
_Counts = dict[tuple[int, int], tuple[tuple[float, ...], tuple[Card, ...], int]]
_SUITS: dict[int, tuple[CardInfo, Family, _Counts]] = {}  # by id(info) (hashing the tables would cost more)
_SUITS_LIMIT = 100_000  # holdings remembered per rule set before the memory starts again


def estimate_mask(mask: int, rules: RuleSet) -> TrickEstimate:
    """``estimate_tricks`` of the hand whose bit mask is ``mask``."""
    info = card_info(rules)
    fam = family_of(rules)
    entry = _SUITS.get(id(info))
    if entry is None or entry[0] is not info or entry[1] is not fam or len(entry[2]) > _SUITS_LIMIT:
        if len(_SUITS) > 64:
            _SUITS.clear()
        entry = _SUITS[id(info)] = (info, fam, {})
    memo = entry[2]
    suits = info.suit_masks
    # Trumps
    trumps = mask & suits[TRUMP]
    key = (TRUMP, trumps)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _trump_count(trumps, info, fam)
    trump_values, sure_trumps, honour_cards = found
    n_t = trumps.bit_count()
    trump_tricks = 0.0
    for value in trump_values:  # summed in the same order as card by card, so the total is the same float
        trump_tricks += value
    sure: list[Card] = list(sure_trumps)
    length_tricks = max(0.0, n_t - max(fam.length_from, honour_cards))
    # Side suits
    side_tricks = 0.0
    ruff_room = 0.0
    short = 0
    for s in range(3):
        held = mask & suits[s]
        key = (s, held)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _side_count(held, s, info, fam)
        values, sure_side, m = found
        if m == 0:
            ruff_room += fam.ruff_value[0] * 2
            short += 1
        elif m == 1:
            ruff_room += fam.ruff_value[1]
            short += 1
        elif m == 2:
            ruff_room += fam.ruff_value[2]
        for value in values:
            side_tricks += value
        sure.extend(sure_side)
    spare = max(0.0, n_t - honour_cards - length_tricks)
    ruff_tricks = min(ruff_room, spare * 0.8)
    w = fam.weights
    total = w[0] * trump_tricks + w[1] * length_tricks + w[2] * side_tricks + w[3] * ruff_tricks + fam.offset
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


def _trump_count(mask: int, info: CardInfo, fam: Family) -> tuple[tuple[float, ...], tuple[Card, ...], int]:
    """A trump holding's trick values (highest card first), its nearly sure tricks and its honour cards."""
    trumps = info.cards_desc(mask, TRUMP)
    n_t = len(trumps)
    values: list[float] = []
    sure: list[Card] = []
    honour_cards = 0
    stacked = 0  # my higher trumps that are not masters: they wait for the same outstanding honours
    for i, card in enumerate(trumps):
        above = (info.higher[card.index] & ~mask).bit_count()
        lower = n_t - i - 1
        if above:
            # J-T-9 under A-K-Q out is one honour and length, not three honours (it bid 4 on J-T-9-6-3-2).
            above, stacked = above + stacked, stacked + 1
        if above > 3:
            continue
        value = fam.trump_protected[above] if lower >= above else fam.trump_base[above]
        if value >= 0.5:
            honour_cards += 1
        if value >= 0.9:
            sure.append(card)
        values.append(value)
    return tuple(values), tuple(sure), honour_cards


def _side_count(mask: int, suit: int, info: CardInfo, fam: Family) -> tuple[tuple[float, ...], tuple[Card, ...], int]:
    """A side suit's trick values (highest card first), its nearly sure tricks and its length."""
    cards = info.cards_desc(mask, suit)
    m = len(cards)
    values: list[float] = []
    sure: list[Card] = []
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
        values.append(value)
    return tuple(values), tuple(sure), m


@dataclass(frozen=True, slots=True)
class NilEstimate:
    """How risky a hand is for nil: its dangerous cards (worst first) and trump count."""

    dangers: tuple[tuple[Card, float], ...]
    trumps: int

    def hazard(self, skip: int = 0) -> float:
        """Summed risk of the cards, leaving out the ``skip`` worst (passed away in an exchange)."""
        return sum(-math.log(max(1e-6, 1.0 - d)) for _c, d in self.dangers[skip:])


# Logistic fits of nil success (docs/ai.md): constant, hazard, trumps beyond three,
# partner yet to bid, partner's bid / 4.
NIL_FIT_PARTNER = (1.63, -1.09, -0.57, 0.82, 0.84)
NIL_FIT_ALONE = (0.62, -1.2, -0.14, 0.0, 0.0)


def nil_success(nil: NilEstimate, *, partner: bool, partner_unbid: bool, partner_tricks: int, skip: int = 0) -> float:
    """Fitted chance that a nil with this hand is made (Normal players on every seat)."""
    w = NIL_FIT_PARTNER if partner else NIL_FIT_ALONE
    z = w[0] + w[1] * nil.hazard(skip) + w[2] * max(0, nil.trumps - 3)
    if partner:
        z += w[3] * partner_unbid + w[4] * partner_tricks / 4.0
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


# The danger of a trump with one or two live trumps above it and no trump of its own below it (a bare K♠ or Q♠,
# the 2♦ of deuces-high, the Little Joker of jokers-high, counted from the top of the rules' trump order): it must
# be played in the end, and a ruff with it or a spade trick wins unless a higher trump falls on the same trick.
# The fit turns summed dangers into a chance on standard hands; the values are set so that it gives the chance
# such hands made when played out (docs/ai.md: with a bare K♠ or 2♦ and low cards, 29-43 % made against the 71 %
# the table (0.75) claimed; with a bare Q♠ or the 2♠ of joker-joker-deuce-ace, 54-60 % against 79-85 %).
BARE_TRUMP = (0.93, 0.82)


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
            elif s == TRUMP and low_mine == 0 and above <= len(BARE_TRUMP):
                d = BARE_TRUMP[above - 1]  # a high trump it cannot play under: only a higher trump falling saves it
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
    """The dangerous cards of ``hand`` for a nil bid."""
    info = card_info(rules)
    mask = 0
    for c in hand:
        mask |= c.bit
    live = info.deck_mask & ~mask
    dangers = card_dangers(mask, info, live)
    return NilEstimate(dangers=tuple(dangers), trumps=(mask & info.trump_mask).bit_count())

"""Per-rule-set card facts the bots reason with: suits, power, higher cards.

Built from the engine's own ``table_for`` (effective suits and trump order),
so bots never restate which card beats which.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from spades_desktop.engine import ALL_CARDS, Card, RuleSet, cards_of
from spades_desktop.engine.table import TRUMP, table_for

__all__ = ["TRUMP", "CardInfo", "card_info", "highest", "iter_cards", "lowest"]


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Lookup tables for one rule set; every mask is a card bit mask."""

    deck_mask: int
    trump_mask: int
    suit_masks: tuple[int, int, int, int]  # effective suits; index 3 = every trump
    eff: tuple[int, ...]  # effective suit per card index
    power: tuple[int, ...]  # per card index; trumps are 100 + strength
    higher: tuple[int, ...]  # per card index: cards of its effective suit that beat it
    lower: tuple[int, ...]  # per card index: cards of its effective suit that it beats
    by_power: tuple[tuple[Card, ...], ...]  # per effective suit: its cards, highest first
    players: int
    hand_size: int

    def suit_of(self, mask: int, suit: int) -> int:
        return mask & self.suit_masks[suit]

    def key(self, card: Card, led: int) -> int:
        """How strongly ``card`` competes in a trick whose led suit is ``led`` (-1: cannot win)."""
        e = self.eff[card.index]
        if e == TRUMP or e == led:  # noqa: SIM109 - the hot path: no tuple per call
            return self.power[card.index]
        return -1

    def cards_desc(self, mask: int, suit: int) -> list[Card]:
        """Cards of ``mask`` in effective suit ``suit``, highest first."""
        return [c for c in self.by_power[suit] if c.bit & mask]

    def rank_in_suit(self, card: Card, live: int) -> int:
        """How many cards of ``live`` in the card's suit beat it (0 = it is the master)."""
        return (self.higher[card.index] & live).bit_count()


@lru_cache(maxsize=64)
def card_info(rules: RuleSet) -> CardInfo:
    t = table_for(rules)
    eff, power = t.eff_suit, t.power
    higher = [0] * len(ALL_CARDS)
    lower = [0] * len(ALL_CARDS)
    deck = t.deck
    for a in deck:
        for b in deck:
            if eff[a.index] == eff[b.index] and power[b.index] > power[a.index]:
                higher[a.index] |= b.bit
                lower[b.index] |= a.bit
    by_power = tuple(
        tuple(sorted((c for c in deck if eff[c.index] == s), key=lambda c: -power[c.index])) for s in range(4)
    )
    hand_size = rules.hand_size
    return CardInfo(
        deck_mask=t.deck_mask,
        trump_mask=t.trump_mask,
        suit_masks=t.suit_masks,
        eff=t.eff_suit,
        power=t.power,
        higher=tuple(higher),
        lower=tuple(lower),
        by_power=by_power,
        players=rules.players,
        hand_size=hand_size,
    )


def iter_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in index order."""
    return cards_of(mask)


def lowest(info: CardInfo, mask: int) -> Card:
    """The weakest card of a non-empty mask (a non-trump before a trump, then by rank)."""
    return min(iter_cards(mask), key=lambda c: (info.eff[c.index] == TRUMP, info.power[c.index]))


def highest(info: CardInfo, mask: int) -> Card:
    """The strongest card of a non-empty mask (trumps above everything, then by rank)."""
    return max(iter_cards(mask), key=lambda c: (info.eff[c.index] == TRUMP, info.power[c.index]))

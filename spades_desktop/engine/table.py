"""Per-rule-set lookup tables: effective suits, trump order and card power."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import ALL_CARDS, Card, Suit, mask_of
from .ruleset import RuleSet

TRUMP = int(Suit.SPADES)
# trump.suit_order: ♣ > ♦ > ♥ below the spades; a card's power is its suit's rank * 20 + its rank, so the
# highest power in a trick wins and a lower suit than the one led can never win.
SUIT_RANK = (2, 1, 0, 3)


@dataclass(frozen=True, slots=True)
class CardTable:
    deck: tuple[Card, ...]
    deck_mask: int
    deck_bits: tuple[int, ...]  # bit of each deck position
    trump_mask: int
    suit_masks: tuple[int, int, int, int]  # effective suits; index 3 = every trump
    eff_suit: tuple[int, ...]  # per card index (both decks' copies: 108 entries)
    power: tuple[int, ...]  # per card index; trumps are 100 + strength; identical copies share it
    lowest_club: Card | None


@lru_cache(maxsize=64)
def table_for(rules: RuleSet) -> CardTable:
    deck = rules.deck()
    deck_mask = mask_of(deck)
    trumps = rules.trump_order()
    trump_mask = (mask_of(trumps) | mask_of(c.twin for c in trumps)) & deck_mask
    eff = [c.suit if c.suit is not None else TRUMP for c in ALL_CARDS]
    if rules.trump_suit != "spades":  # trump.show_seven: spades take the index of the suit that is trump now
        swap = ("clubs", "diamonds", "hearts").index(rules.trump_suit)
        eff = [swap if e == TRUMP else e for e in eff]
    power = [1 if c.rank == 14 and rules.aces_low else c.rank for c in ALL_CARDS]
    if rules.suit_order:
        power = [p + 20 * SUIT_RANK[c.suit] if c.suit is not None else p for p, c in zip(power, ALL_CARDS, strict=True)]
    for pos, card in enumerate(trumps):
        eff[card.index] = TRUMP
        power[card.index] = 100 + len(trumps) - pos
    eff, power = eff + eff, power + power  # a second deck's copy ranks as its twin
    masks = [0, 0, 0, 0]
    for card in deck:
        masks[eff[card.index]] |= card.bit
    clubs = sorted((c for c in deck if eff[c.index] == int(Suit.CLUBS)), key=lambda c: power[c.index])
    return CardTable(
        deck=deck,
        deck_mask=deck_mask,
        deck_bits=tuple(c.bit for c in deck),
        trump_mask=trump_mask,
        suit_masks=(masks[0], masks[1], masks[2], masks[3]),
        eff_suit=tuple(int(e) for e in eff),
        power=tuple(power),
        lowest_club=clubs[0] if clubs else None,
    )


def highest_seat(t: CardTable, plays: list[tuple[int, Card]] | tuple[tuple[int, Card], ...], led: int) -> int | None:
    """The seat of the highest trump in ``plays``, else of the highest card of the ``led`` effective suit; None when
    no card is either (the one comparison behind every plain trick winner)."""
    eff, power = t.eff_suit, t.power
    best_seat: int | None = None
    best = -1
    trumped = False
    for s, c in plays:
        i = c.index
        if eff[i] == TRUMP:
            if not trumped or power[i] > best:
                best_seat, best, trumped = s, power[i], True
        elif not trumped and eff[i] == led and power[i] > best:
            best_seat, best = s, power[i]
    return best_seat


def cancelled_winner(t: CardTable, trick: list[tuple[int, Card]] | tuple[tuple[int, Card], ...]) -> int | None:
    """players.cancellation: the seat taking ``trick`` (complete or so far), or None when no card left can win.

    Identical cards (a card and its twin of the other deck) cancel each other and cannot win; the highest trump
    left wins, else the highest card left of the suit led (also when the led card itself was cancelled)."""
    bases = [c.base for _, c in trick]
    left = [(s, c) for s, c in trick if bases.count(c.base) == 1]
    return highest_seat(t, left, t.eff_suit[trick[0][1].index])

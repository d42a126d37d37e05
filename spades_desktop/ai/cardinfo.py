"""Per-rule-set card facts the bots reason with: suits, power, higher cards.

Built from the engine's own ``table_for`` (effective suits and trump order),
so bots never restate which card beats which.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine import Card, RuleSet, cards_of
from ..engine.cards import EVERY_COPY
from ..engine.table import SUIT_RANK, TRUMP, table_for

__all__ = ["TRUMP", "CardInfo", "card_info", "iter_cards"]


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
    side: tuple[int, ...]  # per seat
    partner: tuple[int | None, ...]  # per seat
    opponents: tuple[tuple[int, ...], ...]  # per seat
    side_seats: tuple[tuple[int, ...], ...]  # per side
    opp_sides: tuple[tuple[int, ...], ...]  # per seat: the other sides
    ranked_floor: tuple[int, ...] | None = None  # trump.suit_order: per led suit, the power a card must pass
    converts: bool = False  # trump.joker_conversion: a joker has no rank; it turns its partner's card into a spade
    cancels: bool = False  # players.cancellation: a card and its twin (the other deck's copy) in one trick cancel
    odd_tricks: bool = False  # converts or cancels: the power order alone does not say who wins a trick
    joker_mask: int = 0  # trump.joker_conversion: the jokers (no rank of their own; never masters)
    first_joker: bool = False  # trump.jokers_first_wins: of the two jokers in one trick the first played wins

    def key(self, card: Card, led: int) -> int:
        """How strongly ``card`` competes in a trick whose led suit is ``led`` (-1: cannot win)."""
        e = self.eff[card.index]
        if e == TRUMP or e == led:  # noqa: SIM109 - the hot path: no tuple per call
            return self.power[card.index]
        if self.ranked_floor is not None and self.power[card.index] > self.ranked_floor[led]:
            return self.power[card.index]  # a higher-ranked suit than the one led beats it
        return -1

    def trick_key(self, card: Card, side_joker: int, led: int) -> int:
        """``key`` of ``card`` played to a trick whose led suit is ``led``, where its side played a joker of rank
        ``side_joker`` to the trick (0: none). Under trump.joker_conversion (``Game._joker_winner``) a joker has
        no rank of its own (-1: it wins nothing), and a card beside its partner's joker is the spade of its rank,
        just below the natural one (the Big Joker's above the Little Joker's); otherwise ``key``. The bots took a
        lone joker for the top trump and said "I cannot win this trick" of a spade that beat the trick so far."""
        if not self.converts:
            return self.key(card, led)
        if card.is_joker:
            return -1
        if side_joker:  # 200 + 4 x rank: above every card of the led suit; Little 0, Big 1, natural spade 2
            return _SPADE_KEY + 4 * card.rank + side_joker - LITTLE_JOKER_RANK
        e = self.eff[card.index]
        if e == TRUMP:
            return _SPADE_KEY + 4 * card.rank + 2
        if e == led:
            return card.rank
        return -1

    def twin_bit(self, card: Card) -> int:
        """players.cancellation: the bit of ``card``'s twin, the same card of the other deck."""
        i = card.index
        return 1 << (i + _SECOND_DECK if i < _SECOND_DECK else i - _SECOND_DECK)

    def cards_desc(self, mask: int, suit: int) -> list[Card]:
        """Cards of ``mask`` in effective suit ``suit``, highest first."""
        return [c for c in self.by_power[suit] if c.bit & mask]


_SPADE_KEY = 200  # trick_key of a spade (trump.joker_conversion): above every rank of a led suit
_SECOND_DECK = 54  # a second deck's copy has the index of its twin + 54 (``Card.base``)
LITTLE_JOKER_RANK = 15  # ``Card.rank`` of the Little Joker (the Big Joker's is 16)

_BY_ID: dict[int, tuple[RuleSet, CardInfo]] = {}  # the same rule set object again: no hashing of its fields


def card_info(rules: RuleSet) -> CardInfo:
    """The lookup tables of ``rules`` (built once per rule set; asked for on every bot decision)."""
    found = _BY_ID.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    info = _card_info(rules)
    if len(_BY_ID) >= 256:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, info)  # keeps ``rules`` alive, so its id is not reused while it is here
    return info


@lru_cache(maxsize=64)
def _card_info(rules: RuleSet) -> CardInfo:
    t = table_for(rules)
    eff, power = t.eff_suit, t.power
    higher = [0] * len(EVERY_COPY)  # by card index; both decks' copies (players.cancellation)
    lower = [0] * len(EVERY_COPY)
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
    n = rules.players
    side = tuple(rules.side_of(s) for s in range(n))
    return CardInfo(
        deck_mask=t.deck_mask,
        trump_mask=t.trump_mask,
        suit_masks=t.suit_masks,
        eff=t.eff_suit,
        power=t.power,
        higher=tuple(higher),
        lower=tuple(lower),
        by_power=by_power,
        players=n,
        hand_size=hand_size,
        side=side,
        partner=tuple(rules.partner_of(s) for s in range(n)),
        opponents=tuple(tuple(t for t in range(n) if side[t] != side[s]) for s in range(n)),
        side_seats=tuple(tuple(t for t in range(n) if side[t] == k) for k in range(rules.sides)),
        opp_sides=tuple(tuple(k for k in range(rules.sides) if k != side[s]) for s in range(n)),
        ranked_floor=tuple(20 * SUIT_RANK[led] for led in range(4)) if rules.suit_order else None,
        converts=rules.joker_conversion,
        cancels=rules.cancellation,
        odd_tricks=rules.joker_conversion or rules.cancellation,
        joker_mask=sum(c.bit for c in deck if c.is_joker) if rules.joker_conversion else 0,
        first_joker=rules.jokers_first_wins,
    )


def iter_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in index order."""
    return cards_of(mask)

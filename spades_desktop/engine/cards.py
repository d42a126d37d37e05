"""Cards, suits and card masks.

A card is a small interned value: ``Card.parse("AS")`` always returns the same
object, so cards compare and hash by their index. Indices 0-51 are the 52
ordinary cards (``suit * 13 + rank - 2``); 52 is the little joker and 53 the
big joker. Sets of cards are kept as ``int`` bit masks inside the engine.

Two decks (players.cancellation): the second deck's cards are indices 54-107
(``base + 54``). A second copy prints and parses like the first (``AS``);
``Card.parse`` gives the first copy and the engine plays whichever copy the
seat holds. ``base`` is the first copy's index, so identical cards share it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

from .errors import ParseError


class Suit(IntEnum):
    """The four suits, in the index order of the card table."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        """The plural word a player uses ("hearts")."""
        return ("clubs", "diamonds", "hearts", "spades")[self]


RANK_LETTERS: Final = "23456789TJQKA"
LITTLE_JOKER: Final = 52
BIG_JOKER: Final = 53
CARD_COUNT: Final = 54  # one deck; the second deck's copies follow at indices 54-107


class Card:
    """One playing card; immutable and interned (compare with ``==`` or ``is``)."""

    __slots__ = ("base", "bit", "index", "rank", "suit")

    index: int
    base: int  # the first copy's index (== index for a card of the first deck)
    rank: int  # 2..14 for ordinary cards, 15 little joker, 16 big joker
    suit: Suit | None  # None for jokers
    bit: int

    def __new__(cls, index: int) -> Card:
        return _CARDS[index]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        base = index % CARD_COUNT
        rank = base % 13 + 2 if base < 52 else base - 52 + 15
        suit = Suit(base // 13) if base < 52 else None
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "base", base)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "bit", 1 << index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (self.index,))

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        if self.base == BIG_JOKER:
            return "BJ"
        if self.base == LITTLE_JOKER:
            return "LJ"
        assert self.suit is not None
        return RANK_LETTERS[self.rank - 2] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card('{self}')"

    @property
    def is_joker(self) -> bool:
        return self.base >= 52

    @property
    def copy(self) -> int:
        """Which deck the card comes from: 0 (the only one, or the first of two) or 1."""
        return 0 if self.index < CARD_COUNT else 1

    @property
    def twin(self) -> Card:
        """The identical card of the other deck (players.cancellation)."""
        return _CARDS[self.index + CARD_COUNT if self.index < CARD_COUNT else self.base]

    @property
    def pretty(self) -> str:
        """Text with a suit symbol for players: ``A♠``, ``10♦``, ``Big Joker``."""
        if self.base == BIG_JOKER:
            return "Big Joker"
        if self.base == LITTLE_JOKER:
            return "Little Joker"
        assert self.suit is not None
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank - 2]
        return rank + self.suit.symbol

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        """The ordinary card of ``rank`` (2..14) and ``suit``."""
        if not 2 <= rank <= 14:
            raise ParseError(f"rank {rank} is not a card rank; ranks are 2 to 14 (ace)")
        return _CARDS[int(suit) * 13 + rank - 2]

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``AS``, ``TD``, ``10D``, ``2c``, ``BJ``/``LJ`` (also with suit symbols)."""
        found = _BY_TEXT.get(text.strip().upper())
        if found is None:
            raise ParseError.of(
                "{text} is not a card: write a rank (2-9, T or 10, J, Q, K, A) and a suit "
                "(C, D, H, S), e.g. AS or 10D; jokers are BJ and LJ", text=repr(text))
        return found


_CARDS: Final[tuple[Card, ...]] = tuple(Card._make(i) for i in range(2 * CARD_COUNT))
ALL_CARDS: Final = _CARDS[:CARD_COUNT]  # one deck (what a text names)
EVERY_COPY: Final = _CARDS  # both decks: index i is ``Card(i)`` for 0 <= i < 108
_BY_TEXT: dict[str, Card] = {}
for _c in ALL_CARDS:
    _BY_TEXT[str(_c)] = _c
    if _c.suit is not None:
        _rank = "10" if _c.rank == 10 else RANK_LETTERS[_c.rank - 2]
        _BY_TEXT[_rank + _c.suit.letter] = _c
        _BY_TEXT[_rank + _c.suit.symbol] = _c
        _BY_TEXT[RANK_LETTERS[_c.rank - 2] + _c.suit.symbol] = _c
_BY_TEXT["BIG JOKER"] = _CARDS[BIG_JOKER]
_BY_TEXT["LITTLE JOKER"] = _CARDS[LITTLE_JOKER]

SUIT_MASKS: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
FULL_DECK_MASK: Final = (1 << 52) - 1
JOKERS_MASK: Final = (1 << LITTLE_JOKER) | (1 << BIG_JOKER)

class _Chunks(dict[int, tuple[Card, ...]]):
    """Cards of one suit's 13-bit sub-mask, filled on first use."""

    def __init__(self, base: int) -> None:
        super().__init__()
        self.base = base

    def __missing__(self, sub: int) -> tuple[Card, ...]:
        found = tuple(_CARDS[self.base + i] for i in range(13) if sub >> i & 1)
        self[sub] = found
        return found


_K0, _K1, _K2, _K3, _KJ = (_Chunks(13 * i) for i in range(5))


def _copy_order(card: Card) -> int:
    return 2 * card.base + card.copy


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in index order (suit by suit, low to high); a second deck's copy comes
    right after its twin."""
    cards = _K0[mask & 0x1FFF] + _K1[mask >> 13 & 0x1FFF] + _K2[mask >> 26 & 0x1FFF] + _K3[mask >> 39 & 0x1FFF]
    if mask >> 52:
        if mask >> CARD_COUNT:  # two decks: merge the second deck's copies in
            second = tuple(_CARDS[i] for i in iter_bits(mask >> CARD_COUNT << CARD_COUNT))
            return tuple(sorted(cards + _KJ[mask >> 52 & 3] + second, key=_copy_order))
        return cards + _KJ[mask >> 52]
    return cards


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def iter_bits(mask: int) -> Iterator[int]:
    """Indices of the set bits of ``mask``, low to high."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas (or an iterable of card texts)."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(p) for p in parts)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def distinct_copies(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards named by text, where a card named twice means both decks' copies (``AS AS``): the second
    mention becomes the second deck's copy. Cards already distinct are kept as they are."""
    out: list[Card] = []
    seen = 0
    for card in cards:
        if card.bit & seen:
            card = card.twin
        seen |= card.bit
        out.append(card)
    return tuple(out)


def cancelled_cards(plays: Iterable[tuple[int, Card]]) -> tuple[Card, ...]:
    """players.cancellation: the cards of a trick (``(seat, card)`` pairs) that meet their twin in it and so
    cancel, in play order (the window marks them; the engine's trick winner leaves them out)."""
    plays = tuple(plays)
    bases = [c.base for _, c in plays]
    return tuple(c for _, c in plays if bases.count(c.base) > 1)

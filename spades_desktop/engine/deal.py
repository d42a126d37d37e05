"""Seeded, platform-independent shuffles and deal numbers.

A deal number (0 <= n < 2**48) fixes one shuffle for a rule set's deck. The
stream comes from BLAKE2b, so a deal number gives the same cards on every
platform and Python version; Fisher-Yates with rejection sampling keeps every
ordering equally likely.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")

MAX_DEAL_NUMBER: Final = 2**48
FRIENDLY_DEAL_NUMBERS: Final = 1_000_000_000  # derived and random deal numbers stay short enough to type
_UNPACK = struct.Struct("<16I").unpack


class DealStream:
    """A deterministic stream of unbiased random integers from a key."""

    __slots__ = ("_block", "_key", "_pos", "_words")

    def __init__(self, key: str) -> None:
        self._key = key.encode()
        self._block = 0
        self._words: tuple[int, ...] = ()
        self._pos = 16

    def _next_word(self) -> int:
        if self._pos >= 16:
            digest = hashlib.blake2b(
                self._key + b"/" + str(self._block).encode(), digest_size=64
            ).digest()
            self._words = _UNPACK(digest)
            self._block += 1
            self._pos = 0
        word = self._words[self._pos]
        self._pos += 1
        return word

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` for ``1 <= n <= 2**32``."""
        limit = (1 << 32) - (1 << 32) % n
        while True:
            word = self._next_word()
            if word < limit:
                return word % n

    def shuffle(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def check_deal_number(number: int) -> int:
    from .errors import SpadesError

    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < MAX_DEAL_NUMBER:
        raise SpadesError(f"a deal number is a whole number from 0 to {MAX_DEAL_NUMBER - 1}, not {number!r}")
    return number


def shuffled_order(deal_number: int, count: int, purpose: str = "deal") -> list[int]:
    """The permutation of ``range(count)`` that ``deal_number`` names.

    Each position gets a 64-bit key from SHAKE-128 and positions are sorted by
    key (ties, about one deal in 10**16, keep their order): a uniform shuffle
    that costs one hash call.
    """
    if count > 64:
        return DealStream(f"spades-desktop/{purpose}/{deal_number}").shuffle(range(count))
    keys = _KEYS[count](hashlib.shake_128(f"spades-desktop/{purpose}/{deal_number}".encode()).digest(8 * count))
    return sorted(range(count), key=keys.__getitem__)


def shuffled(deal_number: int, items: Sequence[T], purpose: str = "deal") -> list[T]:
    """The shuffle of ``items`` that ``deal_number`` names."""
    return [items[i] for i in shuffled_order(deal_number, len(items), purpose)]


_KEYS = [struct.Struct(f"<{n}Q").unpack for n in range(65)]


def next_deal_number(seed: int, hand_index: int) -> int:
    """Deal number of hand ``hand_index`` (0-based) in a game started with ``seed``.

    Later hands get numbers below a billion, so a player can read one out or
    type it into the new-game dialog to play that deal again.
    """
    if hand_index == 0:
        return seed
    digest = hashlib.blake2b(f"spades-desktop/next/{seed}/{hand_index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % FRIENDLY_DEAL_NUMBERS


def deal_number_hidden(hand_number: int, *, people: int, scored: int, over: bool) -> bool:
    """Whether hand ``hand_number``'s deal number is kept from a table of ``people`` people (``scored`` hands of
    the game scored, the game ``over`` or not): the one rule for the status bar, the hand's summary, the scorepad,
    every score sheet (printed, PDF, History's), the CSV export, and dealing a hand again (Restart with the same
    cards, the Review's Play this deal again).

    Two or more people at one screen: typed into New game in a second copy, the number of a hand still in play
    deals it face up, and hand 1's is the game's own (every later hand's number follows from it,
    ``next_deal_number``), so a game started on it deals every hand still to come. A later hand's, once that
    hand is scored, deals only that hand. Alone, or once the game is over, nothing is hidden."""
    if people < 2 or over:
        return False
    return hand_number == 1 or hand_number > scored

"""Typed events that ``Game.apply`` returns; the GUI animates exactly these.

Events are named tuples: immutable, typed and cheap to make in the hot path.

Some events carry private cards (``CardsPassed``, ``HandDealt`` does not);
views that show several humans must filter them with ``visible_to``.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Bid
from .cards import Card
from .scoring import HandScore


class DealerChosen(NamedTuple):
    """The first dealer was drawn: each seat's card, highest deals."""

    dealer: int
    draws: tuple[Card, ...]


class HandDealt(NamedTuple):
    hand_number: int  # 1-based
    dealer: int
    deal_number: int


class CardsLooked(NamedTuple):
    """A seat that could have bid blind looked at its cards."""

    seat: int


class CardDrawn(NamedTuple):
    """Two-player draw: ``seat`` kept one of two cards (which one is private)."""

    seat: int
    kept_first: bool
    kept: Card
    discarded: Card


class Redrawn(NamedTuple):
    """Two-player blind nil: ``seat`` swapped ``card_count`` cards for random discards."""

    seat: int
    card_count: int


class BidMade(NamedTuple):
    seat: int
    bid: Bid


class BiddingDone(NamedTuple):
    bids: tuple[Bid, ...]


class CardsChosen(NamedTuple):
    """A seat chose its cards for the nil exchange (not yet handed over)."""

    seat: int
    card_count: int


class CardsPassed(NamedTuple):
    """Cards changed hands in the nil exchange (private to the two seats)."""

    from_seat: int
    to_seat: int
    cards: tuple[Card, ...]

    def visible_to(self, seat: int) -> bool:
        return seat in (self.from_seat, self.to_seat)


class CardPlayed(NamedTuple):
    seat: int
    card: Card
    trick_number: int  # 1-based
    breaks_spades: bool


class TrickWon(NamedTuple):
    winner: int
    trick_number: int  # 1-based
    plays: tuple[tuple[int, Card], ...]


class TrickDead(NamedTuple):
    """players.cancellation: every card that could win the trick was cancelled by its identical twin, so
    nobody wins it; it is set aside and ``leader`` (who led it) leads the next trick."""

    trick_number: int  # 1-based
    plays: tuple[tuple[int, Card], ...]
    leader: int


class HandScored(NamedTuple):
    score: HandScore


class GameOver(NamedTuple):
    winner: int  # side index
    totals: tuple[int, ...]
    reason: str


Event = (
    DealerChosen | HandDealt | CardsLooked | CardDrawn | Redrawn | BidMade | BiddingDone
    | CardsChosen | CardsPassed | CardPlayed | TrickWon | TrickDead | HandScored | GameOver
)

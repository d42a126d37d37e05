"""Pass-and-play: several people share one screen. What the table may show, and what a player missed.

Pure values (no Qt), used by the controller:

- ``mask(view)`` takes everything private out of a seat's view (its hand, the
  top card of the two-player draw, the cards it passed and received, its
  legal actions). Between two people's turns the table is given only masked
  views, so it cannot show a hand even by mistake.
- ``Marker`` is what a seat had seen when it last decided; ``build_recap``
  compares the seat's view now with it and says what happened since: a new
  hand, the bids made, the tricks completed (public), and the cards its
  partner passed to it (private, shown only on its own turn), and the seat's own
  moves that an undo took back and that were made again, maybe otherwise, while
  someone else may have held the screen (``taken_back``), or that are its to
  make again now (``again``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine import Action, Bid, Card, SeatView
from .cancellation import cancelled_plays

Plays = tuple[tuple[int, Card], ...]


def mask(view: SeatView) -> SeatView:
    """``view`` without anything only its seat may see."""
    return replace(view, hand=None, draw_card=None, passed=(), received=(), legal=())


@dataclass(frozen=True, slots=True)
class Marker:
    """What a seat knew right after its last decision."""

    hand_number: int
    bids: tuple[Bid | None, ...]
    tricks: int
    received: tuple[Card, ...]

    @staticmethod
    def of(view: SeatView) -> Marker:
        return Marker(view.hand_number, view.bids, len(view.completed_tricks), view.received)


@dataclass(frozen=True, slots=True)
class RecapTrick:
    number: int  # 1-based, in this hand
    plays: Plays
    winner: int | None  # None: a dead trick that nobody won (players.cancellation)
    cancelled: frozenset[int] = frozenset()  # positions of the cards an identical card cancelled


@dataclass(frozen=True, slots=True)
class Recap:
    """What happened since ``seat`` last decided (see ``build_recap``)."""

    seat: int
    hand_number: int
    dealer: int
    new_hand: bool  # a hand began since (or this is the seat's first turn of the game)
    bids: tuple[tuple[int, Bid], ...]  # other seats' bids made since, in the order they were made
    tricks: tuple[RecapTrick, ...]  # tricks completed since, oldest first
    received: tuple[Card, ...]  # cards passed to this seat since (nil exchange)
    received_from: int | None
    # pass-and-play with Allow undo: (the seat's move taken back, the move made in its place), oldest first; an
    # undo made by another person, or under a cover, took it back, and whoever lifted the seat's cover made it
    taken_back: tuple[tuple[Action, Action], ...] = ()
    # pass-and-play with Allow undo: the seat's move an undo took back while someone else may have held the screen,
    # theirs to make again now (None: none)
    again: Action | None = None

    @property
    def empty(self) -> bool:
        return not (self.new_hand or self.bids or self.tricks or self.received or self.taken_back
                    or self.again is not None)


MAX_TRICKS = 3  # more than one completed trick between two turns of a seat cannot happen; keep it short anyway


def build_recap(view: SeatView, marker: Marker | None,
                taken_back: tuple[tuple[Action, Action], ...] = (), again: Action | None = None) -> Recap:
    """What ``view.seat`` has not seen at the screen since ``marker`` (None: since the game began), with the moves
    of the seat's that were ``taken_back`` by an undo and made again (``Recap.taken_back``), and the one taken back
    to be made ``again`` now (``Recap.again``)."""
    rules = view.rules
    n = rules.players
    new_hand = marker is None or marker.hand_number != view.hand_number
    if marker is None or new_hand:
        old_bids: tuple[Bid | None, ...] = (None,) * n
        old_tricks = 0
        old_received: tuple[Card, ...] = ()
        start = view.dealer if rules.bid_order == "dealer" else view.dealer + 1
    else:
        old_bids, old_tricks, old_received = marker.bids, marker.tricks, marker.received
        start = view.seat + 1  # bids go clockwise: the ones since my bid start at my left
    bids = []
    for i in range(n):
        seat = (start + i) % n
        bid = view.bids[seat]
        if seat != view.seat and bid is not None and old_bids[seat] is None:
            bids.append((seat, bid))
    tricks = tuple(
        RecapTrick(i + 1, view.completed_tricks[i], view.trick_winners[i],
                   cancelled_plays(rules, view.completed_tricks[i]))
        for i in range(old_tricks, len(view.completed_tricks))
    )[-MAX_TRICKS:]
    received = view.received if view.received and view.received != old_received else ()
    return Recap(
        seat=view.seat,
        hand_number=view.hand_number,
        dealer=view.dealer,
        new_hand=new_hand,
        bids=tuple(bids),
        tricks=tricks,
        received=received,
        received_from=view.received_from if received else None,  # the left opponent with card_pass_to: left
        taken_back=taken_back,
        again=again,
    )

"""What one seat may know: the information set that bots and screens use."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .actions import Action, Bid
from .cards import Card, cancelled_cards
from .errors import FrozenReason
from .ruleset import RuleSet


class Phase(Enum):
    DECLARE = "declare"  # two-player: blind nil before drawing
    DRAW = "draw"  # two-player: keep or discard
    REDRAW = "redraw"  # two-player blind nil: swap up to N cards
    BID = "bid"
    EXCHANGE = "exchange"  # nil card exchange
    PLAY = "play"
    GAME_OVER = "game over"


@dataclass(frozen=True, slots=True)
class SeatView:
    """Exactly what ``seat`` may see now. ``hand`` is None while its cards are face down."""

    seat: int
    rules: RuleSet
    phase: Phase
    hand_number: int
    dealer: int
    to_act: int | None
    hand: tuple[Card, ...] | None
    hand_sizes: tuple[int, ...]
    bids: tuple[Bid | None, ...]
    tricks_won: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]  # the trick in progress: (seat, card)
    leader: int | None
    completed_tricks: tuple[tuple[tuple[int, Card], ...], ...]
    trick_winners: tuple[int | None, ...]  # None: a dead trick that nobody won (players.cancellation)
    spades_broken: bool
    scores: tuple[int, ...]
    bags: tuple[int, ...]
    passed: tuple[Card, ...]  # cards this seat gave away in the exchange
    received: tuple[Card, ...]  # cards this seat received
    draw_card: Card | None  # two-player draw: the top card, seen by the drawer only
    legal: tuple[Action, ...]  # this seat's legal actions (empty unless it is to act)
    winner: int | None
    pass_to: int | None = None  # in the card exchange: who receives this seat's cards
    received_from: int | None = None  # who passed this seat the cards it ``received`` (None: the kitty, or none)
    shown: tuple[tuple[int, tuple[Card, ...]], ...] = ()  # trump.show_seven: cards shown to everyone (seat, cards)
    # The two-player draw's piles, which everyone sees on the table while the cards are drawn and swapped
    # (0 before and after: the discards are then out of play, like cards never dealt)
    stock_size: int = 0  # the cards left to draw from
    discard_size: int = 0  # the cards discarded face down
    # this seat's own discards this hand, each of which it saw as it let it go (RULES.md section 4: a kept card's
    # follower is looked at, then discarded; the cards its blind-nil redraw swapped away), less those its redraw
    # took back. Another seat's redraw may take one up unseen: they are surely out of play only where none does.
    discarded: tuple[Card, ...] = ()
    # why the bids in ``legal`` are these (the seat to act, in the bidding; else ()): "in mirrors you bid your spade
    # count (3)", "your partner did not bid nil, so you must" (templates and values, translatable; as tuples, a
    # view holding plain values only: errors.thawed_reason gives the Reason)
    bid_reason: FrozenReason = ()

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def cancelled(self) -> tuple[Card, ...]:
        """players.cancellation: the cards of the trick in progress that met their twin and cannot win (else ())."""
        return cancelled_cards(self.trick) if self.rules.cancellation else ()

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played this hand, in order."""
        return tuple(c for t in self.completed_tricks for _, c in t) + tuple(c for _, c in self.trick)

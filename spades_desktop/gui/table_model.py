"""What the table shows right now, advanced one engine event at a time (no Qt).

The engine runs ahead of the screen: one ``apply`` may finish a trick, score
the hand and deal the next one. The table animates those events one by one,
so it keeps its own small picture of the game, moved on by each event, and
checks it against ``Game.view`` whenever the game waits for a decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import (
    Bid,
    BiddingDone,
    BidKind,
    BidMade,
    Card,
    CardDrawn,
    CardPlayed,
    CardsLooked,
    CardsPassed,
    DealerChosen,
    Event,
    GameOver,
    HandDealt,
    HandScored,
    Phase,
    Redrawn,
    RuleSet,
    SeatView,
    Suit,
    TrickDead,
    TrickWon,
)
from ..engine.table import TRUMP, table_for

# Plain suits left to right so that the colours alternate, for each trump suit (trump.show_seven); trumps at the right.
PLAIN_ORDER: dict[str, tuple[Suit, ...]] = {
    "spades": (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    "hearts": (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
    "diamonds": (Suit.SPADES, Suit.HEARTS, Suit.CLUBS),
    "clubs": (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS),
}


@dataclass(frozen=True)
class HandOrder:
    """How the player likes the hand arranged (View > Hand order): high cards first, trumps at the left."""

    high_first: bool = False
    trumps_left: bool = False


def sort_hand(cards: tuple[Card, ...] | list[Card], rules: RuleSet, order: HandOrder = HandOrder()) -> list[Card]:
    """The hand as a player arranges it: by suit, low to high, every trump (jokers too) at the right
    (``order``: high to low, or the trumps at the left; the plain suits' colours alternate either way).

    The order is the engine's own for these rules (``table_for``: effective suits and card power), so aces
    low, a hand's new trump suit or converted jokers sort as they play; ``rules`` must be the hand's rules
    (``SeatView.rules``), which carry the trump suit of the hand.
    """
    table = table_for(rules)
    plain = PLAIN_ORDER.get(rules.trump_suit, PLAIN_ORDER["spades"])
    trumps = -1 if order.trumps_left else len(plain)
    sign = -1 if order.high_first else 1

    def key(card: Card) -> tuple[int, int]:
        power = table.power[card.index]
        if card.suit is None and not card.bit & table.deck_mask:  # a joker these rules do not know: at the end
            return (-2 if order.trumps_left else len(plain) + 1, sign * card.rank)
        if table.eff_suit[card.index] == TRUMP or card.suit is None:
            return (trumps, sign * power)
        return (plain.index(card.suit), sign * power)

    return sorted(cards, key=key)


@dataclass
class TableModel:
    """The state on screen; ``bottom`` is the seat whose hand is shown at the bottom."""

    rules: RuleSet
    bottom: int = 0
    dealer: int = 0
    hand_number: int = 0
    hand: list[Card] | None = None  # the bottom seat's cards, in display order; None = face down
    counts: list[int] = field(default_factory=list)
    bids: list[Bid | None] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    last_trick: tuple[tuple[int, Card], ...] = ()
    last_winner: int | None = None
    to_act: int | None = None
    phase: Phase = Phase.BID
    scores: list[int] = field(default_factory=list)
    bags: list[int] = field(default_factory=list)
    draw_card: Card | None = None
    game_over: bool = False
    trump_suit: str = ""  # the hand's trump suit (trump.show_seven may change it); "" = the rules' own
    order: HandOrder = HandOrder()  # how the player arranges the hand (View > Hand order)
    shown: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)  # trump.show_seven: cards shown to all
    hand_rules: RuleSet | None = None  # the rules of this hand (the trump suit of a show); None = ``rules``
    played: set[Card] = field(default_factory=set)  # every card played this hand (the shown cards still held)
    stock: int = 0  # two-player draw: the cards left to draw from
    discards: int = 0  # two-player draw: the cards discarded face down

    def __post_init__(self) -> None:
        n = self.rules.players
        self.counts = self.counts or [0] * n
        self.bids = self.bids or [None] * n
        self.tricks = self.tricks or [0] * n
        self.scores = self.scores or [0] * self.rules.sides
        self.bags = self.bags or [0] * self.rules.sides
        self.trump_suit = self.trump_suit or self.rules.trump_suit

    @property
    def rules_now(self) -> RuleSet:
        """The rules of the hand on screen: the game's rules with the hand's trump suit."""
        return self.hand_rules or self.rules

    def shown_held(self) -> list[tuple[int, Suit, tuple[Card, ...], int]]:
        """trump.show_seven: per show, (seat, suit, shown cards not yet played, cards shown)."""
        out = []
        for seat, cards in self.shown:
            suit = next((c.suit for c in cards if c.suit is not None), Suit.SPADES)
            out.append((seat, suit, tuple(c for c in cards if c not in self.played), len(cards)))
        return out

    @property
    def piles_shown(self) -> bool:
        """The two-player draw's stock and discards lie on the table (the engine counts them while the cards
        are drawn and swapped, and 0 before and after)."""
        return bool(self.stock or self.discards)

    @property
    def players(self) -> int:
        return self.rules.players

    # ------------------------------------------------------------------ sync
    def sync(self, view: SeatView) -> None:
        """Take every field from the bottom seat's view (when nothing is left to animate)."""
        self.dealer = view.dealer
        self.hand_number = view.hand_number
        self.hand_rules = view.rules
        self.trump_suit = view.rules.trump_suit
        self.shown = list(view.shown)
        self.played = set(view.played)
        self.hand = None if view.hand is None else sort_hand(view.hand, view.rules, self.order)
        self.counts = list(view.hand_sizes)
        self.bids = list(view.bids)
        self.tricks = list(view.tricks_won)
        self.trick = list(view.trick)
        if view.completed_tricks:
            self.last_trick = view.completed_tricks[-1]
            self.last_winner = view.trick_winners[-1]
        self.to_act = view.to_act
        self.phase = view.phase
        self.scores = list(view.scores)
        self.bags = list(view.bags)
        self.draw_card = view.draw_card
        self.stock, self.discards = view.stock_size, view.discard_size
        self.game_over = view.phase is Phase.GAME_OVER

    def differences(self, view: SeatView) -> list[str]:
        """Fields that disagree with ``view`` (empty when the screen tells the truth)."""
        expected = TableModel(self.rules, self.bottom, order=self.order)
        expected.sync(view)
        out = []
        for name in ("dealer", "hand_number", "hand", "counts", "bids", "tricks", "trick", "scores", "bags",
                     "trump_suit", "shown", "stock", "discards"):
            if getattr(self, name) != getattr(expected, name):
                out.append(f"{name}: shown {getattr(self, name)!r}, engine {getattr(expected, name)!r}")
        return out

    # ----------------------------------------------------------------- events
    def apply(self, event: Event, view_after: SeatView) -> None:
        """Move on by one event. ``view_after`` is the view after the whole action that caused it."""
        rules = view_after.rules  # the hand's rules: its trump suit orders the hand
        if isinstance(event, DealerChosen):
            self.dealer = event.dealer
        elif isinstance(event, HandDealt):
            last, winner = self.last_trick, self.last_winner
            self.sync(view_after)
            if not view_after.completed_tricks:
                self.last_trick, self.last_winner = last, winner
            self.dealer = event.dealer
            self.hand_number = event.hand_number
            self.trick = []
            self.to_act = None
        elif isinstance(event, CardsLooked):
            if event.seat == self.bottom and view_after.hand is not None:
                self.hand = sort_hand(view_after.hand, rules, self.order)
        elif isinstance(event, BidMade):
            self.to_act = None  # nobody is highlighted until the game waits for the next decision
            if event.bid.kind is BidKind.SHOW:  # trump.show_seven: the shown suit is trump from now on
                self.trump_suit = Suit(event.bid.tricks).noun
                self.shown.append(next(((seat, cards) for seat, cards in reversed(view_after.shown)
                                        if seat == event.seat), (event.seat, ())))
                if self.hand is not None:
                    self.hand = sort_hand(self.hand, rules, self.order)
            if event.bid.kind in (BidKind.SHOW, BidKind.NO_SHOW):
                return  # not a bid: nothing on the plate (the table's trump panel shows a show)
            self.bids[event.seat] = event.bid
            if event.seat == self.bottom and self.hand is None and view_after.hand is not None:
                self.hand = sort_hand(view_after.hand, rules, self.order)  # a blind bid turns the cards up
        elif isinstance(event, CardPlayed):
            if event.seat == self.bottom and self.hand is not None and event.card in self.hand:
                self.hand.remove(event.card)
            self.counts[event.seat] -= 1
            self.played.add(event.card)
            self.trick.append((event.seat, event.card))
            self.to_act = None
            self.phase = Phase.PLAY
        elif isinstance(event, TrickWon):
            self.trick = []
            self.tricks[event.winner] += 1
            self.last_trick = event.plays
            self.last_winner = event.winner
        elif isinstance(event, TrickDead):  # players.cancellation: nobody takes a dead trick
            self.trick = []
            self.last_trick = event.plays
            self.last_winner = None
        elif ((isinstance(event, CardsPassed) and event.from_seat == event.to_seat)  # deal.kitty: the discard
              or (isinstance(event, BiddingDone) and self.rules.kitty == "high_bidder")):  # the high bidder takes it
            self.hand = None if view_after.hand is None else sort_hand(view_after.hand, rules, self.order)
            self.counts = list(view_after.hand_sizes)
        elif isinstance(event, CardsPassed):
            if self.hand is not None:
                if event.from_seat == self.bottom:
                    self.hand = [c for c in self.hand if c not in event.cards]
                if event.to_seat == self.bottom:
                    self.hand = sort_hand([*self.hand, *event.cards], rules, self.order)
        elif isinstance(event, (CardDrawn, Redrawn)):
            self.hand = None if view_after.hand is None else sort_hand(view_after.hand, rules, self.order)
            self.counts = list(view_after.hand_sizes)
            self.stock, self.discards = view_after.stock_size, view_after.discard_size
            self.draw_card = None
        elif isinstance(event, HandScored):
            self.to_act = None
            self.scores = list(event.score.totals)
            self.bags = [side.bags_after for side in event.score.sides]
        elif isinstance(event, GameOver):
            self.game_over = True
            self.phase = Phase.GAME_OVER
            self.to_act = None

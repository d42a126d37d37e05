"""players.cancellation: what the Normal bot adds at a table where identical cards cancel.

Normal's card play ranks cards by power, so it does not see that a card's twin (the same card of the other
deck) cancels it. Two corrections, each worked out with the engine's own ``cancelled_winner``:

- Last to play, the outcome of every legal card is known: when another card gives the trick to the bot's side
  (or at least kills it instead of leaving it to an opponent), play the lowest such card. A nil bidder never
  takes it; with a nil partner the bot takes over the partner's trick when it can.
- Not last: never play the twin of the card with which the partner is winning (it would cancel it), if any
  other card is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Bid, BidKind, Card, Play, RuleSet, SeatView
from ..engine.table import cancelled_winner, highest_seat, table_for
from .message import Message


def _is_nil(bids: Sequence[Bid | None], seat: int) -> bool:
    bid = bids[seat]
    return bid is not None and bid.kind in (BidKind.NIL, BidKind.BLIND_NIL)


def amend_card(view: SeatView, card: Card, reason: Message) -> tuple[Card, Message]:
    """Normal's ``card`` (and its reason), or a better one under the cancellation rule."""
    if not view.rules.cancellation or not view.trick:
        return card, reason
    legal = [a.card for a in view.legal if isinstance(a, Play)]
    return amend(view.rules, view.seat, view.trick, legal, view.bids, view.tricks_won, card, reason)


def amend(rules: RuleSet, seat: int, trick_now: Sequence[tuple[int, Card]], legal: Sequence[Card],
          bids: Sequence[Bid | None], tricks_won: Sequence[int], card: Card,
          reason: Message) -> tuple[Card, Message]:
    """``amend_card`` from the facts it reads (the search's playouts have no view): the trick in progress,
    the seat's legal cards, the bids and the tricks won so far."""
    if not rules.cancellation or not trick_now or len(legal) < 2:
        return card, reason
    t = table_for(rules)
    partner = rules.partner_of(seat)
    trick = list(trick_now)
    if len(trick) == rules.players - 1:
        def value(c: Card) -> int:
            winner = cancelled_winner(t, [*trick, (seat, c)])
            if winner is None:
                return 1  # dead: nobody scores it
            if winner == seat:
                return -1 if _is_nil(bids, seat) else 2
            if winner == partner:
                return 0 if partner is not None and _is_nil(bids, partner) and tricks_won[partner] == 0 else 2
            return 0

        values = {c: value(c) for c in legal}
        best = max(values.values())
        if values[card] < best:
            choice = min((c for c in legal if values[c] == best), key=lambda c: t.power[c.index])
            plays = [*trick, (seat, choice)]
            cancels = any(c.base == choice.base for _s, c in trick)  # my card and its twin cancel each other
            winner = cancelled_winner(t, plays)
            # Each reason speaks of cancelled cards only where they decide the trick: "with the cancelled cards
            # out, it wins the trick for my side" was said of tricks with no twins in them (QA: 8 of 12)
            if winner is None:
                if cancels:
                    return choice, Message.of("I play the {card}: it cancels the card that would win, so the trick "
                                              "is dead", card=choice)
                return choice, Message.of("I play the {card}: it does not win, and nothing left in the trick can, "
                                          "so the trick is dead", card=choice)
            if winner == seat:
                if winner != highest_seat(t, plays, t.eff_suit[plays[0][1].index]):
                    return choice, Message.of("I play the {card}: with the cancelled cards out, it wins the trick "
                                              "for my side", card=choice)
                return choice, Message.of("I play the {card}: it wins the trick for my side", card=choice)
            if winner == partner:
                if cancels:  # it cancels the winner: my partner takes it
                    return choice, Message.of("I play the {card}: it cancels the card that would win, so my partner "
                                              "takes the trick", card=choice)
                return choice, Message.of("I play the {card}: it leaves the trick to my partner", card=choice)
            return choice, Message.of("I am nil: I play the {card}, which does not win this trick", card=choice)
        return card, reason
    if partner is not None and cancelled_winner(t, trick) == partner and not _is_nil(bids, partner):
        partner_card = next(c for s, c in trick if s == partner)
        if card.base == partner_card.base:
            others = [c for c in legal if c.base != partner_card.base]
            if others:
                choice = min(others, key=lambda c: t.power[c.index])
                return choice, Message.of("I play the {card}: my {mine} would cancel my partner's winning card",
                                          card=choice, mine=card)
    return card, reason

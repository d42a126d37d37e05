"""Decisions outside bidding and play: the nil card exchange and the two-player draw."""

from __future__ import annotations

from ..engine import DISCARD, KEEP, Action, BidKind, Card, PassCards, Redraw, SeatView
from .base import card_list
from .cardinfo import TRUMP, CardInfo, card_info
from .hand_eval import card_dangers
from .message import Message


def _mask(cards: tuple[Card, ...] | list[Card]) -> int:
    m = 0
    for c in cards:
        m |= c.bit
    return m


def choose_pass(view: SeatView) -> tuple[Action, Message]:
    """Nil exchange: the nil bidder passes its most dangerous cards, its partner passes low ones."""
    legal = view.legal
    first = legal[0]
    assert isinstance(first, PassCards) and view.hand is not None
    count = len(first.cards)
    info = card_info(view.rules)
    hand = view.hand
    mine = _mask(hand)
    my_bid = view.bids[view.seat]
    if view.pass_to == view.seat:  # deal.kitty: the taker discards its lowest cards, keeping its trumps
        chosen = _low_cards(hand, info, count)
        why = Message.of("I took the kitty and discard my lowest cards")
    elif my_bid is not None and my_bid.is_nil:
        live = info.deck_mask & ~mine
        dangers = card_dangers(mine, info, live)
        chosen = [c for c, _d in dangers[:count]]
        why = Message.of("I am nil, so I pass my most dangerous cards")
    else:
        partner = view.rules.partner_of(view.seat)
        to = view.pass_to
        their_bid = view.bids[to] if to is not None else None
        nil = their_bid is not None and their_bid.is_nil
        if nil and to != partner:  # an opponent's nil: the cards that win tricks break it
            chosen = sorted(hand, key=lambda c: (info.eff[c.index] == TRUMP, info.power[c.index]), reverse=True)[:count]
            why = Message.of("the player I pass to bid nil, so I pass my highest cards to break it")
        elif nil:
            chosen = _low_cards(hand, info, count)
            why = Message.of("my partner is nil, so I pass low cards it can play under")
        else:  # every hand's pass (card_pass), nobody's nil: it said "my partner is nil" (a pass-and-play QA)
            chosen = _low_cards(hand, info, count)
            why = Message.of("I pass my lowest cards and keep the ones that win tricks")
    action = PassCards(tuple(sorted(chosen)))
    if action not in legal:
        action = first
    return action, Message.of("{why}: {cards}", why=why, cards=card_list(action.cards, spaced=True))


def _low_cards(hand: tuple[Card, ...], info: CardInfo, count: int) -> list[Card]:
    mine = _mask(hand)

    def key(c: Card) -> tuple[int, int, int]:
        s = info.eff[c.index]
        length = (mine & info.suit_masks[s]).bit_count()
        return (s == TRUMP, info.power[c.index], -length)

    return sorted(hand, key=key)[:count]


def _trick_value(card: Card, info: CardInfo) -> float:
    """A rough trick value of one card for the two-player draw."""
    s = info.eff[card.index]
    above = (info.higher[card.index] & info.deck_mask).bit_count()
    if s == TRUMP:
        return max(0.55, 1.5 - 0.15 * above)
    return (1.0, 0.7, 0.4, 0.22, 0.12, 0.08)[min(above, 5)]


def choose_draw(view: SeatView) -> tuple[Action, Message]:
    """Keep the top card if it is better than what an unknown next card gives on average."""
    card = view.draw_card
    info = card_info(view.rules)
    hand = view.hand or ()
    if card is None:
        return KEEP, Message.of("I keep the card")
    my_bid = view.bids[view.seat]
    nil = my_bid is not None and my_bid.kind is BidKind.BLIND_NIL
    unknown = [c for c in info.by_power[0] + info.by_power[1] + info.by_power[2] + info.by_power[3]
               if c not in hand and c is not card]
    if nil:
        mine = _mask(hand)

        def danger(c: Card) -> float:
            return dict(card_dangers(mine | c.bit, info, info.deck_mask & ~(mine | c.bit))).get(c, 0.0)

        mean = sum(danger(c) for c in unknown[::3]) / max(1, len(unknown[::3]))
        d = danger(card)
        if d <= mean:
            return KEEP, Message.of("I keep the {card}: a low card for my blind nil", card=card)
        return DISCARD, Message.of("I discard the {card}: too dangerous for my blind nil", card=card)
    mean = sum(_trick_value(c, info) for c in unknown) / max(1, len(unknown))
    value = _trick_value(card, info)
    if value >= mean:
        return KEEP, Message.of("I keep the {card}: it beats an unknown card", card=card)
    return DISCARD, Message.of("I discard the {card}: the next card is likely better", card=card)


def choose_redraw(view: SeatView) -> tuple[Action, Message]:
    """Blind nil redraw: swap the dangerous cards for random discards."""
    info = card_info(view.rules)
    hand = view.hand or ()
    mine = _mask(hand)
    most = max(len(a.cards) for a in view.legal if isinstance(a, Redraw))
    dangers = card_dangers(mine, info, info.deck_mask & ~mine)
    chosen = [c for c, d in dangers[:most] if d >= 0.2]
    action = Redraw(tuple(sorted(chosen)))
    if action not in view.legal:
        action = Redraw(())
    if not action.cards:
        return action, Message.of("I keep my cards: none is dangerous enough to swap")
    return action, Message.of("I swap {cards}: they could win a trick", cards=card_list(action.cards, spaced=True))

"""The Easy computer player: Normal's ideas, played like a casual human.

Easy makes the mistakes people make: it miscounts its hand by a trick, does
not always remember who is out of a suit, plays a random card of the suit
now and then, and forgets to cover its partner's nil or duck its bags. The
mistakes come from its seed, so a game still replays exactly.
"""

from __future__ import annotations

import random

from ..engine import NIL, Action, Bid, BidKind, Phase, Play, SeatView
from .base import action_arg
from .cardinfo import TRUMP, card_info
from .message import Message
from .normal import NormalPlayer
from .state import PlayState


class EasyPlayer:
    """Normal with seeded, human-like mistakes (``mistakes`` = share of card plays that go astray)."""

    name = "easy"

    def __init__(self, seed: int = 0, mistakes: float = 0.3) -> None:
        if not 0.0 <= mistakes <= 1.0:
            raise ValueError("mistakes is a share between 0 and 1")
        self.mistakes = mistakes
        self.normal = NormalPlayer(seed, bid_samples=0)  # the count's bids: Easy does not search
        self._rng = random.Random(seed ^ 0x5EA5)
        self._last = Message("")
        self.fallbacks = 0

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        action, reason = self.normal.decide_message(view)
        roll = self._rng.random()
        if view.phase is Phase.PLAY and roll < self.mistakes:
            action, reason = self._casual_card(view, action)
        elif view.phase is Phase.BID and isinstance(action, Bid):
            action, reason = self._casual_bid(view, action, reason, roll)
        if action not in view.legal:
            self.fallbacks += 1
            action, reason = view.legal[0], Message.of("I play {action}", action=action_arg(view.legal[0]))
        self._last = reason
        return action

    def _casual_bid(self, view: SeatView, bid: Bid, reason: Message, roll: float) -> tuple[Action, Message]:
        if bid.is_nil and roll < 0.5 and view.hand is not None:
            # Casual players shy away from nil on all but the lowest hands.
            normal = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks > 0]
            if normal:
                low = min(normal, key=lambda b: b.tricks)
                return low, Message.of("I bid {bid}: nil looks too risky to me", bid=low)
        if bid.kind is BidKind.NORMAL and roll < 0.45:
            step = 1 if roll < 0.3 else -1  # people overbid more often than they underbid
            other = Bid(bid.tricks + step)
            if other in view.legal:
                return other, Message.of("I bid {bid}: my hand looks about that good", bid=other)
        if bid.kind is BidKind.NORMAL and NIL in view.legal and bid.tricks <= 1 and roll > 0.9:
            return NIL, Message.of("I bid nil: I have nothing worth a trick")
        return bid, reason

    def _casual_card(self, view: SeatView, best: Action) -> tuple[Action, Message]:
        info = card_info(view.rules)
        plays = [a for a in view.legal if isinstance(a, Play)]
        if not view.trick:
            # Leads: any card, but people rarely lead trumps without a reason.
            pool = [a for a in plays if info.eff[a.card.index] != TRUMP] or plays
        else:
            led = info.eff[view.trick[0][1].index]
            follow = [a for a in plays if info.eff[a.card.index] == led]
            pool = follow or plays
        pool = _sensible(view, pool)
        choice = self._rng.choice(pool)
        if choice == best:
            said = self.normal.explain_message()
            return best, said if str(said) else Message.of("I play the {card}", card=choice.card)
        return choice, Message.of("I play the {card}: it looked right to me", card=choice.card)


def _sensible(view: SeatView, pool: list[Play]) -> list[Play]:
    """The casual cards a person would still not play: a nil bidder keeps under the trick's winning card (and leads
    from its lower half), and nobody beats a partner's winning card from last seat. Easy's slips stay human, not
    self-destructive (its random card of the suit broke 52 of its 101 nils)."""
    state = PlayState.from_view(view)
    info = state.info
    nil_alive = state.nil_alive(view.seat)
    winning = state.current_winner()
    if winning is None:
        if nil_alive and len(pool) > 1:
            return sorted(pool, key=lambda a: info.power[a.card.index])[:len(pool) // 2]
        return pool
    seat, card = winning
    led = state.led_suit()
    top = info.key(card, led)
    under = [a for a in pool if info.key(a.card, led) < top]
    partner_wins = (seat == state.partner(view.seat) and not state.to_play_after(view.seat)
                    and not state.nil_alive(seat))
    if under and (nil_alive or partner_wins):
        return under
    return pool

"""Normal's rules without any search: the policy every seat follows in the searches' playouts.

``decide`` is what the Normal level did before it weighed its bids by playing
them out (``bid_search``): the hand count's bid, the exchange, the draw and
the card play of ``card_play``. Hard's playouts and the bid search finish
every hand with it, and Easy builds on it, so its speed matters (a card in
about 0.1 ms) and it never searches itself.
"""

from __future__ import annotations

from ..engine import Action, Phase, Play, SeatView
from . import cancellation
from .base import action_arg
from .bidding import DEFAULT_TUNING, BidTuning, choose_bid
from .card_play import DEFAULT_PLAY, PlayTuning, play_card
from .exchange import choose_draw, choose_pass, choose_redraw
from .message import Message
from .state import PlayState

__all__ = ["decide", "hand_mask", "legal_mask"]


def legal_mask(view: SeatView) -> int:
    mask = 0
    for a in view.legal:
        if isinstance(a, Play):
            mask |= a.card.bit
    return mask


def hand_mask(view: SeatView) -> int:
    mask = 0
    for c in view.hand or ():
        mask |= c.bit
    return mask


def decide(view: SeatView, bid_tuning: BidTuning = DEFAULT_TUNING,
           play_tuning: PlayTuning = DEFAULT_PLAY) -> tuple[Action, Message]:
    """The policy's action for ``view`` and its reason."""
    phase = view.phase
    if phase is Phase.PLAY:
        state = PlayState.from_view(view)
        card, reason = play_card(state, view.seat, hand_mask(view), legal_mask(view), play_tuning)
        if view.rules.cancellation:  # players.cancellation: identical cards cancel (ai/cancellation.py)
            card, reason = cancellation.amend_card(view, card, reason)
        return Play(card), reason
    if phase in (Phase.BID, Phase.DECLARE):
        return choose_bid(view, bid_tuning)
    if phase is Phase.EXCHANGE:
        return choose_pass(view)
    if phase is Phase.DRAW:
        return choose_draw(view)
    if phase is Phase.REDRAW:
        return choose_redraw(view)
    return view.legal[0], Message.of("I chose {action}", action=action_arg(view.legal[0]))

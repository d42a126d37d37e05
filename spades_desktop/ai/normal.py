"""The Normal computer player: solid rule-based bidding, exchange, draw and play."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import Action, Phase, Play, SeatView
from . import cancellation
from .base import action_arg
from .bidding import DEFAULT_TUNING, BidTuning, choose_bid
from .card_play import DEFAULT_PLAY, PlayTuning, play_card
from .exchange import choose_draw, choose_pass, choose_redraw
from .message import Message
from .state import PlayState


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


def tuned(options: dict[str, float]) -> tuple[BidTuning, PlayTuning]:
    """Tunings with some knobs changed (for benchmarks): ``{"margin": 0.5}``."""
    bid, play = DEFAULT_TUNING, DEFAULT_PLAY
    for key, value in options.items():
        if key in BidTuning.__dataclass_fields__:
            bid = replace(bid, **{key: value})
        elif key in PlayTuning.__dataclass_fields__:
            kind = PlayTuning.__dataclass_fields__[key].type
            changes: dict[str, Any] = {key: int(value) if kind in (int, "int") else value}
            play = replace(play, **changes)
        else:
            known = ", ".join([*BidTuning.__dataclass_fields__, *PlayTuning.__dataclass_fields__])
            raise ValueError(f"the normal bot has no option {key!r}; options: {known}")
    return bid, play


class NormalPlayer:
    """Counts tricks to bid, covers a nil partner, sets opponents' nils and ducks bags."""

    name = "normal"

    def __init__(self, seed: int = 0, bid_tuning: BidTuning = DEFAULT_TUNING,
                 play_tuning: PlayTuning = DEFAULT_PLAY) -> None:
        self.seed = seed
        self.bid_tuning = bid_tuning
        self.play_tuning = play_tuning
        self._last = Message("")
        self.fallbacks = 0  # choices that were not legal (a bug if ever above zero)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        action, reason = self.decide_message(view)
        if action not in view.legal:
            self.fallbacks += 1
            action = view.legal[0]
            reason = Message.of("I play {action}", action=action_arg(action))
        self._last = reason
        return action

    def decide(self, view: SeatView) -> tuple[Action, str]:
        """The action and its reason in English (``decide_message`` keeps the reason translatable)."""
        action, reason = self.decide_message(view)
        return action, str(reason)

    def decide_message(self, view: SeatView) -> tuple[Action, Message]:
        phase = view.phase
        if phase is Phase.PLAY:
            state = PlayState.from_view(view)
            card, reason = play_card(state, view.seat, hand_mask(view), legal_mask(view), self.play_tuning)
            if view.rules.cancellation:  # players.cancellation: identical cards cancel (ai/cancellation.py)
                card, reason = cancellation.amend_card(view, card, reason)
            return Play(card), reason
        if phase in (Phase.BID, Phase.DECLARE):
            return choose_bid(view, self.bid_tuning)
        if phase is Phase.EXCHANGE:
            return choose_pass(view)
        if phase is Phase.DRAW:
            return choose_draw(view)
        if phase is Phase.REDRAW:
            return choose_redraw(view)
        return view.legal[0], Message.of("I chose {action}", action=action_arg(view.legal[0]))

    def explain(self) -> str:
        return str(self._last)

    def explain_message(self) -> Message:
        return self._last

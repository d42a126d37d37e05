"""The Hard computer player: Normal's judgement plus a search over the hidden cards.

In the play, Hard guesses the other hands many times (``determinize``): each
guess fits everything its seat has seen. For every card it may play it plays
the rest of the hand out in each guessed world with the Normal policy on
every seat, and keeps the card with the best average result for its side
(each bag counted as -9). The same worlds serve every candidate card, so the
comparison is fair. The budget is a number of playouts, not a clock; a
caller may also pass ``deadline``, a function that says when to stop.

Bidding, the exchange and the draw use Normal's judgement.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Action, Card, Game, HandScored, Phase, Play, SeatView, SideScore, TrickWon
from ..engine.actions import PLAYS
from .card_play import DEFAULT_PLAY, PlayTuning, choose_card
from .cardinfo import CardInfo
from .determinize import sample_hands, world_from_view
from .normal import NormalPlayer, hand_mask, legal_mask
from .state import PlayState

BAG_COST = 9  # a bag's point and its share of the bag penalty
MOON_BONUS = 1000


def side_value(side: SideScore) -> float:
    """A side's hand result as the search scores it."""
    specials = sum(v for _n, v in side.specials)
    value = side.contract_points + side.nil_points + specials - BAG_COST * side.bags
    if side.wins_outright:
        value += MOON_BONUS
    return float(value)


def equivalent_classes(info: CardInfo, legal: int, hand: int, breakers: int) -> list[list[Card]]:
    """Legal cards grouped when no card of ``breakers`` lies between them (they play alike).

    ``breakers`` are the cards that may still be played against them: the
    unseen cards and the cards of the trick in progress.
    """
    groups: list[list[Card]] = []
    for suit in range(4):
        run: list[Card] = []
        for card in info.by_power[suit]:  # highest first
            bit = card.bit
            if bit & breakers:
                if run:
                    groups.append(run)
                    run = []
            elif bit & legal:
                run.append(card)
            elif bit & hand:
                continue  # my own card that I may not play now: neither breaks nor joins a run
        if run:
            groups.append(run)
    return groups


class HardPlayer:
    """Samples hidden hands and plays each candidate card out with the Normal policy."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        samples: int = 160,
        worlds: int = 40,
        bid_samples: int = 0,
        deadline: Callable[[], bool] | None = None,
        play_tuning: PlayTuning = DEFAULT_PLAY,
    ) -> None:
        if samples < 1 or worlds < 1:
            raise ValueError("samples and worlds must be at least 1")
        self.seed = seed
        self.samples = samples
        self.worlds = worlds
        self.bid_samples = bid_samples
        self.deadline = deadline
        self.play_tuning = play_tuning
        self.normal = NormalPlayer(seed, play_tuning=play_tuning)
        self._rng = random.Random(seed)
        self._last = ""
        self.fallbacks = 0
        self.last_values: dict[Card, float] = {}

    def explain(self) -> str:
        return self._last

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        if view.phase is Phase.PLAY:
            action, reason = self._play(view)
        else:
            action, reason = self.normal.decide(view)
        if action not in view.legal:
            self.fallbacks += 1
            action, reason = view.legal[0], f"I play {view.legal[0]}"
        self._last = reason
        return action

    # ------------------------------------------------------------------ play
    def _play(self, view: SeatView) -> tuple[Action, str]:
        state = PlayState.from_view(view)
        hand = hand_mask(view)
        legal = legal_mask(view)
        normal_card, normal_reason = choose_card(state, view.seat, hand, legal, self.play_tuning)
        self.last_values = {}
        if legal.bit_count() == 1:
            return Play(normal_card), normal_reason
        info = state.info
        unseen = info.deck_mask & ~state.played & ~hand
        on_table = 0
        for _s, c in state.trick:
            on_table |= c.bit
        groups = equivalent_classes(info, legal, hand, unseen | on_table)
        if len(groups) == 1:
            return Play(normal_card), normal_reason
        # One representative per group: Normal's card where it falls, else the group's lowest.
        reps = [normal_card if normal_card in g else g[-1] for g in groups]
        per_world = len(reps)
        worlds = max(1, min(self.worlds, self.samples // per_world))
        totals = [0.0] * len(reps)
        done = 0
        seed_base = self._rng.getrandbits(32)
        for w in range(worlds):
            if self.deadline is not None and done and self.deadline():
                break
            rng = random.Random(seed_base + w)
            hands = sample_hands(state, hand, rng)
            world = world_from_view(view, hands, seed=0)
            for i, card in enumerate(reps):
                totals[i] += self._playout(world.copy(), state.copy(), view.seat, card)
            done += 1
        means = [t / done for t in totals]
        self.last_values = dict(zip(reps, means, strict=True))
        normal_i = reps.index(normal_card)
        best_i = max(range(len(reps)), key=lambda i: (means[i] + (0.5 if i == normal_i else 0.0)))
        card = reps[best_i]
        if best_i == normal_i:
            return Play(card), normal_reason
        gain = means[best_i] - means[normal_i]
        return Play(card), (f"the {card.pretty} does best in {done} guesses of the hidden hands "
                            f"({gain:+.0f} points against the {normal_card.pretty})")

    def _playout(self, game: Game, state: PlayState, me: int, first: Card) -> float:
        """Play ``first`` for ``me`` and the rest of the hand with the Normal policy; my side's margin."""
        tuning = self.play_tuning
        seat = me
        card = first
        while True:
            events = game.apply(PLAYS[card.index])
            state.observe(seat, card)
            for event in events:
                if type(event) is TrickWon:
                    state.end_trick(event.winner)
                elif type(event) is HandScored:
                    return _margin(event, state.rules.side_of(me))
            seat = game.to_act  # type: ignore[assignment]
            legal = 0
            for c in game.legal_plays(seat):
                legal |= c.bit
            card = choose_card(state, seat, game.hand_mask(seat), legal, tuning)[0]


def _margin(event: HandScored, side: int) -> float:
    sides = event.score.sides
    mine = side_value(sides[side])
    others = [side_value(s) for s in sides if s.side != side]
    return mine - max(others) if others else mine

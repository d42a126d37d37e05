"""The Hard computer player: Normal's judgement plus a search over the hidden cards.

Hard guesses the other hands many times (``determinize``): each guess fits
everything its seat has seen, and guesses that fit the bids made (a nil on
low cards, a 5 on a strong hand) are preferred. For every card it may play
it plays the rest of the hand out in each guessed world with the Normal
policy on every seat, and keeps the card with the best average result for
its side (each bag counted as -9). Bids are chosen the same way among
Normal's bid, one trick more or less, and nil. The same worlds serve every
candidate, so the comparison is fair. The budget is a number of playouts
(``samples`` counts whole-hand playouts, so late in the hand, when playouts
are short, there are more of them), not a clock; a caller may also pass
``deadline``, a function that says when to stop early, or ``clock`` (a
monotonic clock, such as ``time.monotonic``, passed in by the GUI: this
package reads no clock itself) with ``time_cap``, the most seconds a decision
may take, and ``card_cap``, the most a card play may take. The search stops
between playouts once the cap is reached, after at least one whole guess,
and a guess cut short is not counted; so with a seed a decision is the same
on every machine as long as the cap is not reached.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..engine import NIL, Action, Bid, BidKind, Card, Game, Phase, Play, SeatView
from ..engine.actions import PLAYS
from .card_play import DEFAULT_PLAY, PlayTuning, choose_card
from .cardinfo import CardInfo
from .determinize import bid_world, iter_worlds, world_from_view, world_like
from .hand_eval import estimate_nil, nil_success
from .normal import NormalPlayer, hand_mask, legal_mask
from .playout import play_out, side_value
from .state import PlayState

__all__ = ["CARD_CAP", "TIME_CAP", "HardPlayer", "equivalent_classes", "side_value"]

TIME_CAP = 0.75  # seconds a decision may search when a clock is given (the decision stays under 1 s)
CARD_CAP = 0.3  # seconds a card play may search (a quiet machine needs less; a busy one stops here)


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
        if run:
            groups.append(run)
    return groups


class HardPlayer:
    """Samples hidden hands and plays each candidate out with the Normal policy."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        samples: int = 100,
        worlds: int = 60,
        bid_samples: int = 120,
        deadline: Callable[[], bool] | None = None,
        play_tuning: PlayTuning = DEFAULT_PLAY,
        clock: Callable[[], float] | None = None,
        time_cap: float = TIME_CAP,
        card_cap: float = CARD_CAP,
        card_z: float = 0.0,
        bid_z: float = 0.0,
    ) -> None:
        if samples < 1 or worlds < 1 or bid_samples < 0:
            raise ValueError("samples and worlds must be at least 1, bid_samples at least 0")
        if not time_cap > 0 or not card_cap > 0:
            raise ValueError("time_cap and card_cap must be a positive number of seconds")
        self.clock = clock
        self.card_z = card_z  # another card than Normal's must beat it by this many standard errors
        self.bid_z = bid_z  # the same for bids
        self.time_cap = time_cap
        self.card_cap = card_cap  # a card play's own cap (the lower of the two counts)
        self._until: float | None = None  # the clock reading at which this decision's search stops
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
        self.last_values: dict[str, float] = {}
        self._groups: list[list[Card]] = []
        self._also: Action | None = None
        self.capped = False  # the last decision stopped at its time cap

    def explain(self) -> str:
        return self._last

    def evaluate(self, view: SeatView, also: Action | None = None) -> dict[Action, float]:
        """The search's value of each candidate for ``view`` (the coach reads them): the same search as
        ``choose``, with ``also`` weighed too when it is a legal bid. In the play every legal card gets
        the value of the card it plays alike with. Empty when there was nothing to weigh."""
        self._also, self._groups = also, []
        try:
            self.choose(view)
        finally:
            self._also = None
        out: dict[Action, float] = {a: self.last_values[str(a)] for a in view.legal if str(a) in self.last_values}
        for group in self._groups:
            value = next((self.last_values[str(c)] for c in group if str(c) in self.last_values), None)
            if value is not None:
                out.update({PLAYS[c.index]: value for c in group})
        return out

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError("it is not this seat's turn: there is nothing to choose")
        cap = min(self.time_cap, self.card_cap) if view.phase is Phase.PLAY else self.time_cap
        self._until = self.clock() + cap if self.clock is not None else None
        self.capped = False
        if view.phase is Phase.PLAY:
            action, reason = self._play(view)
        elif view.phase is Phase.BID and view.hand is not None:
            action, reason = self._bid(view)
        else:
            action, reason = self.normal.decide(view)
        if action not in view.legal:
            self.fallbacks += 1
            action, reason = view.legal[0], f"I play {view.legal[0]}"
        self._last = reason
        return action

    def _stop(self, done: int) -> bool:
        """Time is up (never before one whole guess is done)."""
        if done == 0:
            return False
        if self._until is not None and self.clock is not None and self.clock() >= self._until:
            self.capped = True
            return True
        return self.deadline is not None and self.deadline()

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
        on_table = 0
        for _s, c in state.trick:
            on_table |= c.bit
        unseen = info.deck_mask & ~state.played & ~hand
        groups = equivalent_classes(info, legal, hand, unseen | on_table)
        if len(groups) == 1:
            return Play(normal_card), normal_reason
        # One card per group: Normal's card where it falls, else the group's lowest.
        reps = [normal_card if normal_card in g else g[-1] for g in groups]
        # The budget counts whole-hand playouts: later in the hand a playout is shorter, so there are more.
        whole = info.hand_size * state.players
        left = max(1, whole - len(state.trick) - state.trick_number * state.players)
        count = max(1, min(self.worlds, self.samples * whole // (left * len(reps))))
        rng = random.Random(self._rng.getrandbits(32))
        totals = [0.0] * len(reps)
        rows: list[list[float]] = []  # each guess's value of every candidate
        done = 0
        template: Game | None = None
        for hands in iter_worlds(state, hand, rng, count):
            if self._stop(done):
                break
            if template is None:
                world = template = world_from_view(view, hands)
            else:
                world = world_like(template, hands)  # the same view: copy the first world, other hands
            values: list[float] = []
            for card in reps:
                if self._stop(done):
                    break
                values.append(self._playout(world.copy(), state.copy(), view.seat, card))
            if len(values) < len(reps):
                break  # time ran out within this guess: it is left out
            for i, v in enumerate(values):
                totals[i] += v
            rows.append(values)
            done += 1
        means = [t / done for t in totals]
        self.last_values = {str(c): m for c, m in zip(reps, means, strict=True)}
        self._groups = groups
        normal_i = reps.index(normal_card)
        best_i = _best(means, rows, normal_i, 0.5, self.card_z)
        card = reps[best_i]
        if best_i == normal_i:
            return Play(card), normal_reason
        gain = means[best_i] - means[normal_i]
        return Play(card), (f"the {card.pretty} does best in {done} guesses of the hidden hands "
                            f"({gain:+.0f} points a hand against the {normal_card.pretty})")

    def _playout(self, game: Game, state: PlayState, me: int, first: Card | None) -> float:
        """Play the hand out with the Normal policy (``first`` for the seat to act); my side's margin."""
        return play_out(game, state, me, first, self.play_tuning)

    # --------------------------------------------------------------- bidding
    def _bid(self, view: SeatView) -> tuple[Action, str]:
        normal_bid, normal_reason = self.normal.decide(view)
        self.last_values = {}
        if self.bid_samples == 0 or view.rules.draw_phase or not isinstance(normal_bid, Bid):
            return normal_bid, normal_reason
        candidates = self._bid_candidates(view, normal_bid)
        if len(candidates) <= 1:
            return normal_bid, normal_reason
        state = PlayState.from_view(view)
        hand = hand_mask(view)
        count = max(1, self.bid_samples // len(candidates))
        rng = random.Random(self._rng.getrandbits(32))
        totals = [0.0] * len(candidates)
        rows: list[list[float]] = []
        done = 0
        for hands in iter_worlds(state, hand, rng, count):
            if self._stop(done):
                break
            try:
                world = bid_world(view, hands)
            except ValueError:
                continue  # a guess that does not fit the bids made (whiz, mirrors): skip it
            values: list[float] = []
            for bid in candidates:
                if self._stop(done):
                    break
                values.append(self._bid_playout(world.copy(), view.seat, bid))
            if len(values) < len(candidates):
                break  # time ran out within this guess: it is left out
            for i, v in enumerate(values):
                totals[i] += v
            rows.append(values)
            done += 1
        if done == 0:
            return normal_bid, normal_reason
        means = [t / done for t in totals]
        self.last_values = {str(b): m for b, m in zip(candidates, means, strict=True)}
        normal_i = candidates.index(normal_bid)
        best_i = _best(means, rows, normal_i, 1.0, self.bid_z)
        bid = candidates[best_i]
        if best_i == normal_i:
            return bid, normal_reason
        return bid, (f"I bid {bid}: in {done} guesses of the other hands it scores "
                     f"{means[best_i] - means[normal_i]:+.0f} a hand better than {normal_bid}")

    def _bid_candidates(self, view: SeatView, normal_bid: Bid) -> list[Bid]:
        legal = [a for a in view.legal if isinstance(a, Bid)]
        out: list[Bid] = [normal_bid]
        base = normal_bid.tricks if normal_bid.kind is BidKind.NORMAL else None
        if base is None and normal_bid.is_nil:
            from .hand_eval import estimate_tricks

            assert view.hand is not None
            base = max(1, round(estimate_tricks(view.hand, view.rules).tricks - 0.35))
        if base is not None:
            for k in (base - 1, base + 1, base):
                b = Bid(k)
                if b in legal and b not in out:
                    out.append(b)
        if isinstance(self._also, Bid) and self._also in legal and self._also not in out:
            out.append(self._also)
        if NIL in legal and NIL not in out and view.hand is not None:
            nil = estimate_nil(view.hand, view.rules)
            partner = view.rules.partner_of(view.seat)
            pb = view.bids[partner] if partner is not None else None
            if not (pb is not None and pb.is_nil):
                chance = nil_success(nil, partner=partner is not None, partner_unbid=pb is None,
                                     partner_tricks=0 if pb is None else min(pb.tricks, 6))
                if chance >= 0.3:
                    out.append(NIL)
        return out

    def _bid_playout(self, game: Game, me: int, bid: Bid) -> float:
        """Bid ``bid``, finish the bidding and exchange with Normal, play out; my side's margin."""
        game.apply(bid)
        normal = self.normal
        while game.phase is not Phase.PLAY:
            if game.phase is Phase.GAME_OVER:  # pragma: no cover - a hand always reaches its play
                return 0.0
            seat: int = game.to_act  # type: ignore[assignment]
            action, _why = normal.decide(game.view(seat))
            game.apply(action)
        state = PlayState.from_view(game.view(me))
        return self._playout(game, state, me, None)


def _best(means: list[float], rows: list[list[float]], normal_i: int, bonus: float, z: float) -> int:
    """The candidate to play: the best mean, Normal's choice counting ``bonus`` more. With ``z`` > 0 another
    candidate must also beat Normal's by ``z`` standard errors of the difference over the guesses (a lead
    that the luck of a few guesses explains is no reason to leave Normal's choice)."""

    def score(i: int) -> float:
        if i == normal_i:
            return means[i] + bonus
        if z > 0 and not _beats(rows, i, normal_i, z):
            return -math.inf
        return means[i]

    return max(range(len(means)), key=score)


def _beats(rows: list[list[float]], i: int, j: int, z: float) -> bool:
    """Candidate ``i`` beats ``j`` by ``z`` standard errors of their difference, guess by guess."""
    n = len(rows)
    if n < 2:
        return False
    diffs = [r[i] - r[j] for r in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)

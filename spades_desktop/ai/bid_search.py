"""Choosing a bid by playing it out: the search that Normal and Hard share.

The hand count (``bidding.choose_bid``) proposes a bid. The search weighs
it against one trick more, one trick less and nil (when the hand has a fair
chance at nil): for each guess of the other hands (``determinize``, guesses
that fit the bids already made preferred) every candidate is bid, the rest
of the bidding and the play are finished with the Normal policy on every
seat, and the hand is scored for my side (contract and nil points, each bag
-9). The candidate with the best average over the same guesses wins, the
count's own bid winning ties. A count is right on average; the search sees
what this hand does with these bids at this table (a partner's nil to cover,
a 4 that the opponents' bids make safe or hopeless).

Why both levels: over the 1,000 first deals of the benchmark file this search
alone (Normal's card play) was worth +10.1 points a hand against the frozen
Normal v1, where the count alone was worth +1.1 (``docs/ai.md``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from ..engine import NIL, Action, Bid, BidKind, Game, Phase, SeatView
from .card_play import DEFAULT_PLAY, PlayTuning
from .determinize import NoBidWorld, bid_world, iter_worlds
from .hand_eval import estimate_nil, estimate_tricks, nil_success
from .playout import GameEnd, play_out, seat_policies
from .policy import decide as policy_decide
from .policy import hand_mask
from .state import PlayState
from .weighing import best, play_guesses
from .weighing import means as column_means

__all__ = ["NIL_FLOOR", "SearchedBid", "bid_candidates", "bid_playout", "rules_choices", "search_bid", "weigh_blind"]

NIL_FLOOR = 0.3  # Hard weighs nil when the nil estimate gives it at least this chance


class SearchedBid:
    """The outcome of a bid search: the bid, how many guesses were played, each candidate's value (and its value
    in each guess: ``rows``, one list a guess in the order of ``values``)."""

    __slots__ = ("bid", "count_bid", "guesses", "rows", "values")

    def __init__(self, bid: Bid, count_bid: Bid, guesses: int, values: dict[str, float],
                 rows: list[list[float]] | None = None) -> None:
        self.bid = bid
        self.count_bid = count_bid
        self.guesses = guesses
        self.values = values
        self.rows = rows if rows is not None else []

    @property
    def gain(self) -> float:
        """Points a hand the chosen bid scored above the count's bid in the guesses."""
        return self.values[str(self.bid)] - self.values[str(self.count_bid)]


def bid_candidates(view: SeatView, count_bid: Bid, also: Action | None = None,
                   nil_floor: float = NIL_FLOOR, nil_ok: Callable[[SeatView], bool] | None = None,
                   steps: int = 1, lower: bool = True) -> list[Bid]:
    """The count's bid, ``steps`` tricks either side of it (one; 0: none; above it only when not ``lower``),
    ``also`` (the coach's question) and nil when it has a chance: ``nil_ok(view)`` says so, or without it the
    nil estimate gives at least ``nil_floor``.

    A question that would be weighed alone (the rules fix the choices: whiz's spade count or nil, the auction's
    pass or a higher bid, where the count's bid has no number a trick either side) is weighed against the
    rules' nearest other choices (``rules_choices``): the hint and the review's coach gave no verdict on such a
    bid when it was the count's own (QA). A bot's own search (no question) is as it was."""
    legal = [a for a in view.legal if isinstance(a, Bid)]
    out: list[Bid] = [count_bid]
    base = count_bid.tricks if count_bid.kind is BidKind.NORMAL else None
    if base is None and count_bid.is_nil and view.hand is not None:
        base = max(1, round(estimate_tricks(view.hand, view.rules).tricks - 0.35))
    if base is not None:
        nearest = [base + d for step in range(1, steps + 1) for d in (-step, step) if lower or d > 0]
        for k in [*nearest, base]:
            b = Bid(k)
            if b in legal and b not in out:
                out.append(b)
    if isinstance(also, Bid) and also in legal and also not in out:
        out.append(also)
    if isinstance(also, Bid) and also in legal and len(out) < 2:
        out.extend(b for b in rules_choices(legal, also) if b not in out)
    if nil_ok is not None:
        if NIL in legal and NIL not in out and nil_ok(view):
            out.append(NIL)
    elif NIL in legal and NIL not in out and view.hand is not None:
        nil = estimate_nil(view.hand, view.rules)
        partner = view.rules.partner_of(view.seat)
        pb = view.bids[partner] if partner is not None else None
        if not (pb is not None and pb.is_nil):
            chance = nil_success(nil, partner=partner is not None, partner_unbid=pb is None,
                                 partner_tricks=0 if pb is None else min(pb.tricks, 6))
            if chance >= nil_floor:
                out.append(NIL)
    return out


def rules_choices(legal: Sequence[Action], bid: Bid) -> list[Bid]:
    """The legal bids nearest ``bid``, as the engine lists them (``legal``): of its own kind a trick either side,
    of every other kind the one nearest its number (nil, a pass, the auction's lowest bid, whiz's spade count). A
    misdeal is no bid to weigh: it deals the cards again."""
    bids = [a for a in legal if isinstance(a, Bid) and a != bid and a.kind is not BidKind.MISDEAL]
    out = [b for b in bids if b.kind is bid.kind and abs(b.tricks - bid.tricks) == 1]
    for kind in dict.fromkeys(b.kind for b in bids if b.kind is not bid.kind):  # the engine's order
        out.append(min((b for b in bids if b.kind is kind), key=lambda b: (abs(b.tricks - bid.tricks), b.tricks)))
    return out


def bid_playout(game: Game, me: int, bid: Action, tuning: PlayTuning = DEFAULT_PLAY,
                others: PlayTuning | None = None, end: GameEnd | None = None) -> float:
    """Bid ``bid``, finish the bidding and exchange with the Normal policy, play out; my side's margin.

    ``bid`` may also be ``LOOK`` (a seat choosing between a blind bid and looking): the policy then bids for
    the seat too, what Normal's count bids on the cards it sees. ``others``, when given, plays the seats of the
    other side (``play_out``); ``end``, when given, values a hand that ends the game by the game's result
    (``playout.game_margin``)."""
    game.apply(bid)
    policy = seat_policies(game.rules, me, tuning, others)
    while game.phase is not Phase.PLAY:
        if game.phase is Phase.GAME_OVER:  # pragma: no cover - a hand always reaches its play
            return 0.0
        seat: int = game.to_act  # type: ignore[assignment]
        game.apply(policy_decide(game.view(seat), play_tuning=policy[seat])[0])
    state = PlayState.from_view(game.view(me))
    return play_out(game, state, me, None, tuning, others=others, end=end)


def search_bid(
    view: SeatView,
    count_bid: Bid,
    *,
    samples: int,
    seeds: random.Random,
    stop: Callable[[int], bool],
    playout: Callable[[Game, int, Bid], float],
    also: Action | None = None,
    nil_floor: float = NIL_FLOOR,
    nil_ok: Callable[[SeatView], bool] | None = None,
    nil_margin: float = 0.0,
    z: float = 0.0,
    sigmas: Sequence[float] | None = None,
    above: float = 0.0,
    below: float = 0.0,
    steps: int = 1,
    lower: bool = True,
) -> SearchedBid | None:
    """Weigh the candidates over about ``samples`` playouts in all; None when there was nothing to weigh.

    ``stop(done)`` is asked before each playout (``done``: whole guesses played so far); a guess it cuts
    short is left out. A nil that the count did not bid must score ``nil_margin`` points a hand more than
    the others (a nil is a promise to the partner: bid it when it clearly pays). A bid one trick above the
    count's number bid is credited ``above`` points a hand and one below it debited ``below`` (Hard's
    playouts, Normal's cards on every seat, foresee more sets than Hard suffers). ``sigmas`` tell the guesses
    how far each seat's bid may stray from its hand (``determinize.iter_worlds``). A search that is not
    stopped depends on ``seeds`` alone (it draws one number from it when there is something to weigh).
    """
    candidates = bid_candidates(view, count_bid, also, nil_floor, nil_ok, steps, lower)
    if len(candidates) <= 1:
        return None
    state = PlayState.from_view(view)
    hand = hand_mask(view)
    count = max(1, samples // len(candidates))
    rng = random.Random(seeds.getrandbits(32))  # drawn only when there is a search
    question = also is not None  # the coach's: a later seat's no-trump choice is weighed too (``bid_world``)

    def worlds() -> Iterator[Game]:
        for hands in iter_worlds(state, hand, rng, count, sigmas=sigmas):
            try:
                world = bid_world(view, hands, second_round=question)
            except NoBidWorld:
                raise
            except ValueError:
                continue  # a guess that does not fit the bids made (whiz, mirrors): skip it
            if world.to_act != view.seat or not all(b in world.legal_actions() for b in candidates):
                continue  # a guess where a choice is not offered (the ace check needs the partner's aces)
            yield world

    try:
        rows = play_guesses(worlds(), candidates, lambda world, bid: playout(world.copy(), view.seat, bid), stop)
    except NoBidWorld:
        return None  # these rules pass cards before the bidding: the count's bid stands
    if not rows:
        return None
    done = len(rows)
    means = column_means(rows)
    weighed = [m - nil_margin if b.is_nil and b != count_bid else m for b, m in zip(candidates, means, strict=True)]
    if (above or below) and count_bid.kind is BidKind.NORMAL:
        weighed = [w + above if b.kind is BidKind.NORMAL and b.tricks == count_bid.tricks + 1
                   else w - below if b.kind is BidKind.NORMAL and b.tricks == count_bid.tricks - 1 else w
                   for b, w in zip(candidates, weighed, strict=True)]
    chosen = best(weighed, rows, 0, 1.0, z)
    return SearchedBid(candidates[chosen], count_bid, done,
                       {str(b): m for b, m in zip(candidates, means, strict=True)}, rows)



def weigh_blind(
    view: SeatView,
    *,
    samples: int,
    seeds: random.Random,
    stop: Callable[[int], bool],
    playout: Callable[[Game, int, Action], float],
    sigmas: Sequence[float] | None = None,
) -> tuple[dict[Action, float], int] | None:
    """A seat that has not looked at its cards: each legal choice (blind nil, a blind bid, looking) played out
    over about ``samples`` playouts in all; each one's average margin and the guesses played, None when there
    was nothing to weigh.

    The guesses deal every card the seat has not seen to every seat, its own hand too, preferring deals that
    fit the bids already made (``iter_worlds`` with ``hidden_self``); in each guess every choice is made and
    the hand finished by ``playout`` (``bid_playout``: after ``LOOK`` the seat bids Normal's count on the
    cards it then sees). The same guesses serve every choice. Only this hand's margin is weighed: the score
    of the game (a comeback needs a swing) is the caller's to judge. A search that is not stopped depends on
    ``seeds`` alone.
    """
    if view.phase is not Phase.BID or view.hand is not None or view.rules.draw_phase:
        return None
    candidates = list(view.legal)
    if len(candidates) <= 1:
        return None
    state = PlayState.from_view(view)
    count = max(1, samples // len(candidates))
    rng = random.Random(seeds.getrandbits(32))

    def worlds() -> Iterator[Game]:
        for hands in iter_worlds(state, 0, rng, count, sigmas=sigmas, hidden_self=True):
            try:
                world = bid_world(view, hands)
            except NoBidWorld:
                raise
            except ValueError:
                continue  # a guess that does not fit the bids made: skip it
            yield world

    try:
        rows = play_guesses(worlds(), candidates, lambda world, choice: playout(world.copy(), view.seat, choice),
                            stop)
    except NoBidWorld:
        return None
    if not rows:
        return None
    return dict(zip(candidates, column_means(rows), strict=True)), len(rows)

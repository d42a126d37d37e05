"""What the other seats' plays say about their hands: a guess is likelier when the policy would have played
as they did.

A seat's card tells more than its voids. A player who wins a trick with the
queen when the jack would have won does not hold the jack; a nil bidder who
drops the 9 under a 10 holds no card between them; a partner who leads a low
club is not long in hearts. Hard's guesses of the hidden hands already fit
the voids and the bids (``determinize``); ``PlayEvidence`` adds the plays.
It replays every card the other seats have played this hand, in a guess of
their hands, with the Normal policy (``card_play.play_card``) and counts the
cards where the policy would have played a different card (one that does not
play alike: a live card lies between them). A guess's weight is
``miss ** mismatches``: the opponents are not assumed to play like Normal,
only a guess where they would have is preferred.

The policy reads only the public facts and its seat's own hand, so a seat's
weight depends on that seat's cards alone: the weights are computed per seat
and remembered per hand (late in a hand the same hands come up again).
Where partners passed cards, a seat also knew where the cards it passed
went: my partner is replayed knowing the cards it passed me. The opponents'
exchange is hidden from me, so a play that only it explains counts as a miss.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import replace

from ..engine import Card, SeatView
from .card_play import DEFAULT_PLAY, PlayTuning, all_alike, play_card
from .determinize import world_from_view
from .state import PlayState

__all__ = ["MISS", "PlayEvidence"]

MISS = 0.3  # a guess's weight is multiplied by this for each card the policy would not have played


class _Point:
    """One earlier card play of another seat: the public facts then, and what the seat played."""

    __slots__ = ("card", "later", "state")

    def __init__(self, state: PlayState, card: Card, later: int) -> None:
        self.state = state  # the public facts before the card (a copy; the policy may cache in it)
        self.card = card
        self.later = later  # the cards the seat played from this card on (it held them then)


class PlayEvidence:
    """The other seats' plays of this hand, to weigh guesses of their hands by (``weight``)."""

    def __init__(self, view: SeatView, tuning: PlayTuning = DEFAULT_PLAY, miss: float | Sequence[float] = MISS,
                 unread: Collection[int] = (), once: bool = False) -> None:
        """``unread``: seats whose plays are not weighed (``hard:read_partner=0``, a benchmark's variant: a Hard
        partner's cards are hardly foretold by the policy, but leaving them out cost points, docs/ai.md).
        ``miss`` may be one number or one for each seat. ``once``: a card the policy would have played instead
        counts as one miss however often the seat kept it (``hard:miss_once=1``, off by default; ``seat_misses``)."""
        n = view.rules.players
        misses = [float(miss)] * n if isinstance(miss, int | float) else [float(m) for m in miss]
        if len(misses) != n or not all(0.0 <= m <= 1.0 for m in misses):
            raise ValueError("miss must be between 0 and 1 (one number, or one for each seat)")
        self.misses = misses  # per seat: a guess's weight is multiplied by this for each card missed
        self.tuning = tuning
        self.once = once
        me = view.seat
        plays = [p for t in view.completed_tricks for p in t] + list(view.trick)
        played_count = [0] * n
        for s, _c in plays:
            played_count[s] += 1
        first = view.completed_tricks[0][0][0] if view.completed_tricks else view.leader
        start = replace(view, completed_tricks=(), trick_winners=(), trick=(), leader=first,
                        tricks_won=(0,) * n,
                        hand_sizes=tuple(view.hand_sizes[s] + played_count[s] for s in range(n)))
        state = PlayState.from_view(start)
        self.points: list[list[_Point]] = [[] for _ in range(n)]
        later = [0] * n  # built backwards below
        tricks = [*view.completed_tricks, view.trick]
        winners = list(view.trick_winners)
        staged: list[tuple[int, PlayState, Card]] = []
        # Each seat is replayed with what it knew: the public facts, and for my partner the cards it passed me
        # (not the cards I passed it, which ``state`` knows from my view). An opponent's exchange is unknown.
        partner = view.rules.partner_of(me)
        received = sum(c.bit for c in view.received)
        for k, trick in enumerate(tricks):
            for s, c in trick:
                if s != me and s not in unread:
                    snap = state.copy()
                    snap.seat = s  # the policy applies what is known only for the state's own seat
                    snap.known = [0] * n
                    if s == partner and received:
                        snap.known[me] = received & ~snap.played
                    staged.append((s, snap, c))
                state.observe(s, c)
            if k < len(winners):
                state.end_trick(winners[k])
        for s, snap, c in reversed(staged):
            later[s] |= c.bit
            self.points[s].append(_Point(snap, c, later[s]))
        for pts in self.points:
            pts.reverse()
        self.plays = sum(len(pts) for pts in self.points)  # the other seats' cards to weigh guesses by
        # A game to ask the engine for each point's legal cards (its trick, trick number, broken, hands set).
        self._probe = world_from_view(view, [0] * n)
        self._cache: dict[tuple[int, int], tuple[int, bool]] = {}  # (seat, hand) -> (misses, exact)

    def choices(self, seat: int, hand: int) -> Iterator[tuple[_Point, int, int]]:
        """``seat``'s plays where it had a choice, holding ``hand`` now: each point, the cards it held then and
        its legal cards then."""
        probe = self._probe
        legal_mask = probe._legal_mask
        for p in self.points[seat]:
            held = hand | p.later
            state = p.state
            probe.trick = state.trick
            probe.trick_number = state.trick_number
            probe.broken = state.broken
            probe.hands[seat] = held
            legal = legal_mask(seat)
            if legal & (legal - 1):
                yield p, held, legal

    def seat_misses(self, seat: int, hand: int, limit: int | None = None) -> int:
        """How many of ``seat``'s plays the policy would not have made holding ``hand`` (its cards now).

        With ``limit`` the count stops there: ``limit`` then means "at least ``limit``".

        With ``once`` a card the policy would have played counts once, however many of the seat's plays it
        would have been: a seat that keeps a card the policy would lead (it means to play it later, or never)
        departs from the policy once, not at every trick it keeps it. QA (standard deal 9096, trick 12): West
        led the J♦, the 10♥ and the J♥ holding the 8♥, three misses for the policy's 8♥ lead, where a guess
        with the 8♥ in the nil bidder's hand had one; the guesses gave the nil bidder the 5♠ it held 9 times
        in 200.
        """
        tuning = self.tuning
        misses = 0
        missed = 0  # with ``once``: the policy's cards already counted
        for p, held, legal in self.choices(seat, hand):
            state = p.state
            card = play_card(state, seat, held, legal, tuning)[0]
            if card != p.card and all_alike(state, (card, p.card), held) is None:  # alike cards are no miss
                if self.once:
                    if missed & card.bit:
                        continue
                    missed |= card.bit
                misses += 1
                if misses == limit:
                    break
        return misses

    def seat_weight(self, seat: int, hand: int) -> float:
        """The seat's ``miss`` to the power of its misses with ``hand``."""
        return self.misses[seat] ** self._misses(seat, hand, None)

    def _misses(self, seat: int, hand: int, limit: int | None) -> int:
        """``seat_misses``, remembered per hand: exact counts, and lower bounds where a limit stopped it."""
        key = (seat, hand)
        found = self._cache.get(key)
        if found is not None:
            count, exact = found
            if exact or (limit is not None and count >= limit):
                return count
        count = self.seat_misses(seat, hand, limit)
        self._cache[key] = (count, limit is None or count < limit)
        return count

    def weight(self, hands: list[int], floor: float = 0.0) -> float:
        """The product of every other seat's weight for this guess (``hands`` as ``sample_hands`` gives).

        Once the product is at or under ``floor`` the rest is not worked out: the partial product, itself
        at or under the floor, is returned (the plays left to check could only lower it).
        """
        w = 1.0
        for s, pts in enumerate(self.points):
            if w <= floor:
                return w
            if not pts:
                continue
            miss = self.misses[s]
            limit: int | None = None
            if floor > 0.0 and miss < 1.0:
                limit, x = 0, w  # the fewest misses that bring the product to the floor
                while x > floor and limit <= len(pts):
                    x *= miss
                    limit += 1
            w *= miss ** self._misses(s, hands[s], limit)
        return w


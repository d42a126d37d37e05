"""The double-dummy solver: the most tricks each side can still take with every card seen.

The solver plays on a private copy of the engine's ``Game``: every legal card
comes from the engine's own ``_legal_mask`` (follow suit, spades broken, the
first-trick rules, must-overtrump) and every trick winner from its
``trick_winner`` (trumps, jokers, deuces high), so no rule is written twice. It
only moves cards between the copy's hands and trick and puts them back.

Search: a yes/no alpha-beta ("can side S take at least k more tricks?")
repeated as a binary search on k. A transposition table keyed at trick
boundaries on the cards left in each hand, the seat to lead and whether
spades are broken keeps the bounds it has proved, so later searches reuse
them. Touching cards in one hand (no card still in play between them) are
one move, and moves are ordered so that cutoffs come early: win the trick
cheaply or, when it cannot be won or partner has it, throw the lowest card.

Sides: with two sides (partnerships, and the two-player game) the result is
exact minimax: the two numbers add up to the tricks left. With three or more
sides (cutthroat) each side's number is what it can take when every other
seat plays against it ("paranoid"): its guaranteed tricks. These need not
add up to the tricks left.

``nodes`` limits the work (a count of positions searched, never a clock);
when the budget runs out ``DoubleDummyBudgetError`` is raised.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine import Card, Game, Phase, cards_of
from .cardinfo import TRUMP, card_info

__all__ = ["DoubleDummyBudgetError", "DoubleDummyResult", "solve", "solve_side"]

_BOUND_NONE: Final = (0, 99)
CACHE_LIMIT: Final = 200_000  # entries of the move and key caches before they start again (memory)

Table = dict[tuple[object, ...], tuple[int, int]]  # proved (lower, upper) bounds per position, for one side


class DoubleDummyBudgetError(ValueError):
    """The search needed more positions than its budget allowed."""


@dataclass(frozen=True, slots=True)
class DoubleDummyResult:
    """Tricks each side can still take from a position (``tricks[side]``), and the work it took."""

    tricks: tuple[int, ...]
    tricks_left: int  # tricks not yet finished, counting the one in progress
    nodes: int
    exact_sum: bool  # True with two sides: the numbers add up to ``tricks_left``


class _Search:
    """One side's search on a private copy of the game."""

    def __init__(self, game: Game, side: int, budget: int | None, table: Table | None = None) -> None:
        if game.phase is not Phase.PLAY:
            raise ValueError("the double-dummy solver needs a hand in its play: bidding and passing are over")
        g = game.copy()
        self.g = g
        rules = g.hand_rules if g.rules.show_seven else g.rules  # show_seven: the hand's own trump suit
        info = card_info(rules)
        # trump.joker_conversion: a joker turns its partner's card into a spade of that rank, so cards are not
        # interchangeable by rank and top trumps are not sure: search every card, key positions by exact cards.
        # bid.no_trump: a no-trump bidder's spades cannot win on another suit's lead, so top trumps are not sure.
        # players.cancellation: a card's twin cancels it, so neither rank runs nor relative ranks are safe either.
        self.exact = rules.joker_conversion or bool(g._no_trump_seats) or rules.cancellation
        self.taker_of = g.trick_taker if rules.cancellation else None  # None: no trick can be dead
        self.info = info
        self.n = rules.players
        self.side_of = info.side
        self.max_side = side
        self.hand_size = rules.hand_size
        self.budget = budget
        self.nodes = 0
        self.tt: Table = {} if table is None else table
        self.orders: dict[int, list[int]] = {}
        self.runs: dict[tuple[int, int], list[Card]] = {}
        self.canon: dict[tuple[int, ...], bytes] = {}
        self.trumps_desc = tuple(c.bit for c in info.by_power[TRUMP])
        self.legal_mask = g._legal_mask
        self.winner_of = g.trick_winner
        self.trump_mask = info.trump_mask
        # Cards of one effective suit in play order, and a sort key per card: suit first, then power.
        self.sort_key = tuple(info.eff[i] * 1000 + info.power[i] for i in range(len(info.eff)))

    # ---------------------------------------------------------------- moves
    def moves(self, seat: int, legal: int) -> list[Card]:
        """One card for each run of touching legal cards, in the order worth trying first."""
        g = self.g
        info = self.info
        others = 0
        for h in g.hands:
            others |= h
        others &= ~g.hands[seat]
        for _s, c in g.trick:
            others |= c.bit
        higher = info.higher
        found = self.runs.get((legal, others))
        if found is None and self.exact:
            found = sorted(cards_of(legal), key=lambda c: self.sort_key[c.index])
        if found is None:
            if len(self.runs) > CACHE_LIMIT:
                self.runs.clear()
            found = self._runs(legal, others)
            self.runs[(legal, others)] = found
        reps = found
        if len(reps) <= 1:
            return reps
        trick = g.trick
        power = info.power
        if not trick:
            # Leading: top cards first (they may cash), then the rest from low to high.
            tops = [c for c in reps if not higher[c.index] & others]
            rest = [c for c in reps if higher[c.index] & others]
            return tops + rest
        led = info.eff[trick[0][1].index]
        best_seat, best = self._best(trick, led)
        side = self.side_of
        partner_winning = side[best_seat] == side[seat]
        beats: list[Card] = []
        loses: list[Card] = []
        for c in reps:
            e = info.eff[c.index]
            k = power[c.index] if e == TRUMP or e == led else -1  # noqa: SIM109
            (beats if k > best else loses).append(c)
        if partner_winning or (len(trick) == 1 and self.n == 4):
            return loses + beats
        return beats + loses

    def _runs(self, legal: int, others: int) -> list[Card]:
        """The lowest card of each run of touching ``legal`` cards (no card of ``others`` between), low to high."""
        info = self.info
        key = self.sort_key
        cards = sorted(cards_of(legal), key=lambda c: key[c.index])
        higher, lower = info.higher, info.lower
        reps: list[Card] = []
        prev: Card | None = None
        for card in cards:
            if prev is None or info.eff[prev.index] != info.eff[card.index] or (
                higher[prev.index] & lower[card.index] & others
            ):
                reps.append(card)
            prev = card
        return reps

    def _best(self, trick: list[tuple[int, Card]], led: int) -> tuple[int, int]:
        """The seat winning the trick so far and its card's competing power."""
        info = self.info
        best_seat, best = trick[0][0], -1
        for s, c in trick:
            e = info.eff[c.index]
            k = info.power[c.index] if e == TRUMP or e == led else -1  # noqa: SIM109
            if k > best:
                best_seat, best = s, k
        return best_seat, best

    def canonical(self) -> bytes:
        """The hands by relative rank: who holds each card still in play, suit by suit, highest
        first. Positions that differ only in which low cards are gone search alike."""
        hands = self.g.hands
        rem = 0
        for h in hands:
            rem |= h
        order = self.orders.get(rem)
        if order is None:
            order = []
            for suit in range(4):
                order.extend(c.bit for c in self.info.by_power[suit] if c.bit & rem)
                order.append(0)
            self.orders[rem] = order
        out = bytearray()
        seats = range(self.n)
        for b in order:
            if not b:
                out.append(255)
                continue
            for s in seats:
                if hands[s] & b:
                    out.append(s)
                    break
        return bytes(out)

    def sure_trumps(self) -> tuple[int, int]:
        """Tricks the top trumps guarantee (for ``max_side``, for the others): while the highest trumps
        left are all on one team, each seat's share of them wins as many tricks, since a trump can only be
        beaten by a higher one and one seat's cards fall in different tricks."""
        if self.exact:
            return 0, 0
        hands = self.g.hands
        side_of = self.side_of
        counts = [0] * self.n
        team: bool | None = None
        for bit in self.trumps_desc:
            for s, h in enumerate(hands):
                if h & bit:
                    mine = side_of[s] == self.max_side
                    if team is None:
                        team = mine
                    elif team != mine:
                        return (max(counts), 0) if team else (0, max(counts))
                    counts[s] += 1
                    break
        if team is None:
            return 0, 0
        return (max(counts), 0) if team else (0, max(counts))

    # --------------------------------------------------------------- search
    def at_least(self, need: int) -> bool:
        """Can ``max_side`` take at least ``need`` of the tricks still to finish?"""
        if need <= 0:
            return True
        g = self.g
        left = self.hand_size - g.trick_number
        if need > left:
            return False
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise DoubleDummyBudgetError(f"the position needs more than {self.budget} nodes")
        trick = g.trick
        key: tuple[object, ...] | None = None
        if not trick:
            raw = tuple(g.hands)
            canon = raw if self.exact else self.canon.get(raw)
            if canon is None:
                if len(self.canon) > CACHE_LIMIT:
                    self.canon.clear()
                canon = self.canon[raw] = self.canonical()
            key = (canon, g.to_act, g.broken)
            lo, hi = self.tt.get(key, _BOUND_NONE)
            if lo >= need:
                return True
            if hi < need:
                return False
            mine, theirs = self.sure_trumps()
            if mine >= need or left - theirs < need:
                return mine >= need
        seat: int = g.to_act  # type: ignore[assignment]
        maxing = self.side_of[seat] == self.max_side
        result = not maxing
        hands = g.hands
        trump_mask = self.trump_mask
        broken = g.broken
        for card in self.moves(seat, self.legal_mask(seat)):
            bit = card.bit
            hands[seat] ^= bit
            trick.append((seat, card))
            if bit & trump_mask:
                g.broken = True
            if len(trick) == self.n:
                winner = self.winner_of(trick)
                won = self.side_of[winner] == self.max_side and (self.taker_of is None
                                                                 or self.taker_of(trick) is not None)
                done = g.trick
                g.trick = []
                g.trick_number += 1
                g.to_act = winner
                got = self.at_least(need - (1 if won else 0))
                g.trick_number -= 1
                g.trick = done
            else:
                g.to_act = (seat + 1) % self.n
                got = self.at_least(need)
            trick.pop()
            hands[seat] ^= bit
            g.broken = broken
            g.to_act = seat
            if got == maxing:
                result = got
                break
        if key is not None:
            lo, hi = self.tt.get(key, _BOUND_NONE)
            self.tt[key] = (max(lo, need), hi) if result else (lo, min(hi, need - 1))
        return result

    def value(self, guess: int | None = None) -> int:
        """The most tricks ``max_side`` can take, by yes/no searches: first around ``guess`` (the answer of a
        nearby position), then a binary search between the bounds proved."""
        lo, hi = 0, self.hand_size - self.g.trick_number
        if guess is not None and lo < guess <= hi:
            if self.at_least(guess):
                lo = guess
                if guess < hi and not self.at_least(guess + 1):
                    hi = guess
            else:
                hi = guess - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.at_least(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo


def solve_side(
    game: Game, side: int, *, nodes: int | None = None, table: Table | None = None, guess: int | None = None
) -> tuple[int, int]:
    """The most tricks ``side`` can still take from ``game``'s position when all other seats
    play against it, and the nodes searched. ``game`` is not changed.

    ``table`` is a transposition table to reuse: positions of one hand solved
    for the same side share their proved bounds (the review solves a hand
    from its last trick back to its first this way). ``guess``, a likely answer, saves searches."""
    search = _Search(game, side, nodes, table)
    return search.value(guess), search.nodes


def solve(
    game: Game,
    *,
    nodes: int | None = None,
    tables: dict[int, Table] | None = None,
    guess: tuple[int, ...] | None = None,
) -> DoubleDummyResult:
    """The most tricks each side can still take from ``game``'s position (see the module notes).

    ``nodes`` is a budget of positions for the whole solve; ``DoubleDummyBudgetError`` when exceeded.
    ``tables`` (side -> table) keeps transposition tables between solves of one hand; ``guess``
    (tricks per side, e.g. the answer one card later) only makes the search shorter, never different.
    """
    tables = {} if tables is None else tables
    if game.phase is not Phase.PLAY:
        raise ValueError("the double-dummy solver needs a hand in its play: bidding and passing are over")
    sides = game.rules.sides
    left = game.hand_size - game.trick_number
    if sides == 2:
        first, used = solve_side(game, 0, nodes=nodes, table=tables.setdefault(0, {}),
                                 guess=None if guess is None else guess[0])
        return DoubleDummyResult((first, left - first), left, used, True)
    out = []
    total = 0
    for side in range(sides):
        budget = None if nodes is None else max(1, nodes - total)
        value, used = solve_side(game, side, nodes=budget, table=tables.setdefault(side, {}),
                                 guess=None if guess is None else guess[side])
        out.append(value)
        total += used
    return DoubleDummyResult(tuple(out), left, total, False)

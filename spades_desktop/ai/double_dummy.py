"""The double-dummy solver: the most tricks each side can still take with every card seen.

Two searches give the same answers. ``_FastSearch`` (the one ``solve`` uses
whenever ``fast_rules`` allows: the plain trick winner and no rule limiting
the cards of the led suit, so most presets) works on hands re-packed as bit
masks by suit and rank and keeps its transposition table by relevant ranks;
see its notes. ``_Search`` covers every other rule (joker conversion, suit
order, jokers first, no-trump bidders, tarot overtrump, lowest club first,
big joker forces) and is the reference the tests hold the fast one to.

``_Search`` plays on a private copy of the engine's ``Game``: every legal card
comes from the engine's own ``_legal_mask`` (follow suit, spades broken, the
first-trick rules, must-overtrump) and every trick winner from its
``trick_winner`` (trumps, jokers, deuces high), so no rule is written twice. It
only moves cards between the copy's hands and trick and puts them back.

Both searches: a yes/no alpha-beta ("can side S take at least k more tricks?")
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

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from ..engine import Card, Game, Phase, cards_of
from .cardinfo import TRUMP, card_info

__all__ = ["DoubleDummyBudgetError", "DoubleDummyResult", "side_can_take", "solve", "solve_side"]

_BOUND_NONE: Final = (0, 99)
CACHE_LIMIT: Final = 200_000  # entries of the move and key caches before they start again (memory)

# Proved (lower, upper) bounds per position, for one side: ``_Search`` keys positions by their cards,
# ``_FastSearch`` by the seat to lead, spades broken and the suit lengths, then by relevant top cards.
Table = dict[tuple[object, ...], Any]


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
        return _value(self.at_least, self.hand_size - self.g.trick_number, guess)


_Depths = tuple[int, int, int, int]  # per suit field: how many top cards' holders an answer depends on


def _value(at_least: Callable[[int], bool], left: int, guess: int | None) -> int:
    """The most tricks ``at_least`` allows, by yes/no searches: first around ``guess`` (the answer of a
    nearby position), then a binary search between the bounds proved."""
    lo, hi = 0, left
    if guess is not None and lo < guess <= hi:
        if at_least(guess):
            lo = guess
            if guess < hi and not at_least(guess + 1):
                hi = guess
        else:
            hi = guess - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if at_least(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def fast_rules(game: Game) -> bool:
    """Whether ``game``'s hand is played under rules the bit-mask search (``_FastSearch``) covers: the
    plain trick winner (no suit order, jokers-first, joker conversion or no-trump bidder) and no rule
    that limits the cards of the led suit (lowest club first, tarot overtrump, big joker forces)."""
    return bool(game._plain_win and game._plain_follow and not game._no_trump_seats
                and game.rules.must_overtrump in ("off", "anyone", "opponents"))


class _FastSearch:
    """The same yes/no search over bit masks, for the rule sets whose tricks follow the plain pattern.

    Under these rules (``fast_rules``) a card matters only by its effective suit
    and its order in that suit, so each hand is re-packed into one ``int`` with a
    field per effective suit (trumps in the highest field, cards by power within
    it): the trick winner is the greatest "competing" bit, the cards still to be
    played give the table its keys, and the legal cards are a few ``&`` of the
    engine's own suit masks. Every rule that limits a card is restated here only
    in its plain form (follow suit, spades broken, the first-trick leads,
    must-overtrump "anyone"/"opponents"); ``tests/ai/test_double_dummy_fast.py``
    checks the legal cards against ``Game._legal_mask`` at every step of random
    hands and the answers against the engine-driven ``_Search``.

    The transposition table works by relevant ranks (the "partition search" of
    the bridge solvers): each search also returns, per suit field, how many of
    the top cards still in play its answer depended on (a trick whose winner
    beat a card of its own suit makes the winner's rank matter; the cards below
    are interchangeable small cards). A bound is stored for the seat to lead,
    spades broken, every seat's length in every suit and the holders of those
    top cards only, so it answers every position that agrees on them, whatever
    the small cards are. Under must-overtrump every trump's rank matters (it
    decides which trumps are legal). At each trick boundary the top trumps
    (while the highest trumps left are on one team, each seat's share of them
    wins) settle more positions; the yes/no searches start from a playout of
    the moves tried first.
    """

    def __init__(self, game: Game, side: int, budget: int | None, table: Table | None = None) -> None:
        if game.phase is not Phase.PLAY:
            raise ValueError("the double-dummy solver needs a hand in its play: bidding and passing are over")
        t = game._t
        rules = game.rules
        self.n = n = rules.players
        self.side_of = tuple(rules.side_of(s) for s in range(n))
        self.max_side = side
        self.budget = budget
        self.limit = budget if budget is not None else 1 << 62
        self.nodes = 0
        self.tt: Table = {} if table is None else table
        # Packing: effective suit e gets the field e (TRUMP = 3 is the highest), cards ordered by power.
        fields: list[list[Card]] = [[], [], [], []]
        for card in t.deck:
            fields[t.eff_suit[card.index]].append(card)
        width = max(13, *(len(f) for f in fields))
        self.width = width
        self.fmask = (1 << width) - 1
        pack: dict[int, int] = {}
        unpack: dict[int, Card] = {}
        field_of: dict[int, int] = {}
        for e, cards in enumerate(fields):
            cards.sort(key=lambda c: t.power[c.index])
            for pos, card in enumerate(cards):
                bit = 1 << (e * width + pos)
                pack[card.bit] = bit
                unpack[bit] = card
                field_of[bit] = ((1 << width) - 1) << (e * width)
        self.pack_bits = pack
        self.unpack_bits = unpack
        self.field_of = field_of
        self.suit_fields = tuple(self.fmask << (e * width) for e in range(4))
        self.trumps = self.suit_fields[TRUMP]
        self.low_trump = 1 << (TRUMP * width)
        self.spades_broken = rules.spades_broken
        low = t.lowest_club
        self.lowest_club = pack[low.bit] if rules.first_lead == "two_of_clubs" and low is not None else 0
        self.no_spade_lead = rules.no_spade_lead_first_trick
        self.two_clubs = rules.first_lead == "two_of_clubs"
        self.overtrump = rules.must_overtrump  # "off", "anyone" or "opponents" here
        self.hands = [self.pack(h) for h in game.hands]
        self.trick = [(s, pack[c.bit]) for s, c in game.trick]
        self.leader: int = game.trick[0][0] if game.trick else game.to_act  # type: ignore[assignment]
        self.broken = game.broken
        self.trick_number = game.trick_number
        self.left = game.hand_size - game.trick_number
        self.runs: dict[tuple[int, int], tuple[int, ...]] = {}
        self.canon: dict[tuple[int, ...], tuple[bytes, tuple[int, ...]]] = {}
        self.infos: dict[tuple[int, ...], tuple[tuple[object, ...], tuple[bytes, ...]]] = {}
        self.bound_cache: dict[tuple[int, ...], tuple[int, int, int, int]] = {}
        self.full_trumps = self.overtrump != "off"  # the overtrump rules compare every trump's rank

    def pack(self, mask: int) -> int:
        """An engine card mask in this search's packing."""
        out = 0
        pack = self.pack_bits
        while mask:
            low = mask & -mask
            out |= pack[low]
            mask ^= low
        return out

    # ---------------------------------------------------------------- rules
    def legal(self, seat: int, led: int, best_seat: int, best: int, trick0: bool) -> int:
        """The cards ``seat`` may play (packed): ``led`` is the led suit's field (0: ``seat`` leads)."""
        hand = self.hands[seat]
        trumps = self.trumps
        if not led:
            if trick0:
                if self.lowest_club and hand & self.lowest_club:
                    return self.lowest_club
                if self.no_spade_lead and hand & ~trumps:
                    return hand & ~trumps
            if self.spades_broken and not self.broken and hand & ~trumps:
                return hand & ~trumps
            return hand
        follow = hand & led
        if follow:
            return follow
        if trick0 and self.two_clubs and hand & ~trumps:
            return hand & ~trumps
        if self.overtrump != "off" and best >= self.low_trump:
            if self.overtrump == "opponents" and self.side_of[best_seat] == self.side_of[seat]:
                return hand
            higher = hand & trumps & ~(2 * best - 1)
            return higher or hand
        return hand

    # ---------------------------------------------------------------- moves
    def reps(self, legal: int, others: int) -> tuple[int, ...]:
        """The lowest card of each run of touching ``legal`` cards (no card of ``others`` between), low to high."""
        found = self.runs.get((legal, others))
        if found is not None:
            return found
        if len(self.runs) > CACHE_LIMIT:
            self.runs.clear()
        out: list[int] = []
        field_of = self.field_of
        m = legal
        prev = 0
        while m:
            low = m & -m
            m ^= low
            # a new run unless the previous legal card is in this field with no other card between
            if not prev or field_of[prev] != field_of[low] or (others & (low - 1) & ~(2 * prev - 1)):
                out.append(low)
            prev = low
        found = tuple(out)
        self.runs[(legal, others)] = found
        return found

    def fields(self) -> tuple[tuple[bytes, tuple[int, ...]], ...]:
        """Per suit field: who holds each card still in play, from the highest down (one byte a card), and how
        many cards of the field each seat holds."""
        hands = self.hands
        n = self.n
        width = self.width
        fmask = self.fmask
        canon = self.canon
        out = []
        for e in range(4):
            shift = e * width
            parts = tuple([(h >> shift) & fmask for h in hands])
            found = canon.get(parts)
            if found is None:
                rem = 0
                for part in parts:
                    rem |= part
                seq = bytearray()
                while rem:
                    top = 1 << (rem.bit_length() - 1)
                    rem ^= top
                    seq.append(next(s for s in range(n) if parts[s] & top))
                found = (bytes(seq), tuple(part.bit_count() for part in parts))
                if len(canon) > CACHE_LIMIT:
                    canon.clear()
                canon[parts] = found
            out.append(found)
        return tuple(out)

    def bounds(self) -> tuple[int, int, int, int]:
        """Tricks ``max_side`` surely takes and surely loses from this trick boundary, and for each the
        cards whose holders it depends on (a relevance mask, see ``node``).

        Only the top trumps count: the leader's quick tricks (top cards of a suit it can cash before an
        opponent with trumps runs out of it, and a partner's through an entry) were tried here and cut 1 %
        of the nodes at 8 and 9 tricks for 10 % more time."""
        hands = self.hands
        n = self.n
        side_of = self.side_of
        me = self.max_side
        trumps = self.trumps
        # Top trumps: while the highest trumps left are on one team, each seat's share of them is sure.
        rem_t = 0
        for h in hands:
            rem_t |= h & trumps
        mine = theirs = 0
        d_mine = d_theirs = 0
        if rem_t:
            top = rem_t.bit_length() - 1
            owner = next(s for s in range(n) if hands[s] >> top & 1)
            team = side_of[owner] == me
            other_t = 0
            for s in range(n):
                if (side_of[s] == me) != team:
                    other_t |= hands[s] & trumps
            cut = (1 << other_t.bit_length()) - 1  # the other team's best trump and everything below it
            best = 0
            for s in range(n):
                if (side_of[s] == me) == team:
                    c = (hands[s] & trumps & ~cut).bit_count()
                    if c > best:
                        best = c
            depths = trumps & ~cut
            if team:
                mine, d_mine = best, depths
            else:
                theirs, d_theirs = best, depths
        return mine, theirs, d_mine, d_theirs

    # --------------------------------------------------------------- search
    def node(self, seat: int, pos: int, led: int, best_seat: int, best: int, rem: int, down: int, need: int,
             left: int) -> tuple[bool, int]:
        """Can ``max_side`` take ``need`` of the ``left`` tricks? ``seat`` plays the ``pos``-th card of the trick;
        ``led`` is the led suit's field, ``best_seat``/``best`` the card winning so far, ``rem`` every card
        still in a hand and ``down`` the cards of this trick.

        With the answer comes its relevance mask: the cards whose holders it depends on, always the top of
        a suit field (every card of a field from the lowest relevant one up); the holders of the cards below
        are interchangeable, only how many each seat has counts."""
        if need <= 0:
            return True, 0
        if need > left:
            return False, 0
        self.nodes += 1
        if self.nodes > self.limit:
            raise DoubleDummyBudgetError(f"the position needs more than {self.budget} nodes")
        hands = self.hands
        trick0 = left == self.left and not self.trick_number
        group: dict[_Depths, dict[tuple[bytes, ...], tuple[int, int]]] | None = None
        seqs: tuple[bytes, ...] = ()
        if not pos:
            if left == 1:  # one card each: play the last trick out
                return self.last_trick(seat, rem)
            raw = (seat, self.broken, *hands)
            info = self.infos.get(raw)
            if info is None:
                if len(self.infos) > CACHE_LIMIT:
                    self.infos.clear()
                fields = self.fields()
                info = self.infos[raw] = (
                    (seat, self.broken, *(counts for _seq, counts in fields)),
                    tuple(seq for seq, _counts in fields))
            gkey, seqs = info
            group = self.tt.get(gkey)
            if group is None:
                group = self.tt[gkey] = {}
            else:
                for depths, entries in group.items():
                    known = entries.get((seqs[0][:depths[0]], seqs[1][:depths[1]], seqs[2][:depths[2]],
                                         seqs[3][:depths[3]]))
                    if known is not None:
                        if known[0] >= need:
                            return True, self.region(depths, rem)
                        if known[1] < need:
                            return False, self.region(depths, rem)
            bounds = self.bound_cache.get(raw)
            if bounds is None:
                if len(self.bound_cache) > CACHE_LIMIT:
                    self.bound_cache.clear()
                bounds = self.bound_cache[raw] = self.bounds()
            if bounds[0] >= need:
                return True, bounds[2]
            if left - bounds[1] < need:
                return False, bounds[3]
        hand = hands[seat]
        legal = hand & led or self.legal(seat, led, best_seat, best, trick0)  # following suit: the plain case
        others = (rem | down) & ~hand
        moves: Sequence[int] | None = self.runs.get((legal, others))
        if moves is None:
            moves = self.reps(legal, others)
        side_of = self.side_of
        maxing = side_of[seat] == self.max_side
        if len(moves) > 1:
            moves = self.order(moves, seat, pos, led, best_seat, best, others)
        n = self.n
        trumps = self.trumps
        field_of = self.field_of
        result = not maxing
        broken = self.broken
        nxt = seat + 1 if seat + 1 < n else 0
        relevant = 0
        for bit in moves:
            hands[seat] = hand ^ bit
            if bit & trumps:
                self.broken = True
            if not pos:
                got, depths = self.node(nxt, 1, field_of[bit], seat, bit, rem ^ bit, bit, need, left)
            else:
                if bit & (led | trumps) and bit > best:
                    bs, bb = seat, bit
                else:
                    bs, bb = best_seat, best
                if pos + 1 == n:
                    got, depths = self.node(bs, 0, 0, 0, 0, rem ^ bit, 0, need - (side_of[bs] == self.max_side),
                                            left - 1)
                    f = field_of[bb]
                    if (down | bit) & f != bb:  # the winner beat a card of its own suit: its rank mattered
                        depths |= f & ~(bb - 1)
                else:
                    got, depths = self.node(nxt, pos + 1, led, bs, bb, rem ^ bit, down | bit, need, left)
            hands[seat] = hand
            self.broken = broken
            if got == maxing:
                result = got
                relevant = depths
                break
            relevant |= depths  # every move fails: the answer depends on what each of them depended on
        if group is not None:
            if self.full_trumps:
                relevant |= trumps
            live = rem & relevant
            sf = self.suit_fields
            found = ((live & sf[0]).bit_count(), (live & sf[1]).bit_count(), (live & sf[2]).bit_count(),
                     (live & sf[3]).bit_count())
            entries = group.get(found)
            if entries is None:
                entries = group[found] = {}
            part = (seqs[0][:found[0]], seqs[1][:found[1]], seqs[2][:found[2]], seqs[3][:found[3]])
            lo, hi = entries.get(part, (0, left))
            entries[part] = (max(lo, need), hi) if result else (lo, min(hi, need - 1))
        return result, relevant

    def region(self, depths: _Depths, rem: int) -> int:
        """The relevance mask of a table entry's ``depths`` in this position (``rem``: the cards in play):
        per suit field, the field from its ``depths[e]``-th highest card up."""
        out = 0
        fields = self.suit_fields
        for e in range(4):
            d = depths[e]
            if d:
                cards = rem & fields[e]
                for _ in range(d - 1):
                    cards ^= 1 << (cards.bit_length() - 1)
                out |= fields[e] & ~((1 << (cards.bit_length() - 1)) - 1)
        return out

    def last_trick(self, leader: int, rem: int) -> tuple[bool, int]:
        """The last trick played out (one card a seat), and the rank that decided it."""
        hands = self.hands
        led = self.field_of[hands[leader]] | self.trumps
        best_seat, best = leader, hands[leader]
        for s in range(self.n):
            b = hands[s]
            if b & led and b > best:
                best_seat, best = s, b
        f = self.field_of[best]
        relevant = f & ~(best - 1) if rem & f != best else 0
        return self.side_of[best_seat] == self.max_side, relevant

    def order(self, moves: Sequence[int], seat: int, pos: int, led: int, best_seat: int, best: int,
              others: int) -> list[int]:
        """The moves in the order worth trying first (as ``_Search.moves``)."""
        if not pos:
            return self.lead_order(moves, seat)
        competing = led | self.trumps
        beats = [b for b in moves if b & competing and b > best]
        loses = [b for b in moves if not (b & competing and b > best)]
        if self.side_of[best_seat] == self.side_of[seat] or (pos == 1 and self.n == 4):
            return loses + beats
        return beats + loses

    def lead_order(self, moves: Sequence[int], seat: int) -> list[int]:
        """Leads: a card that wins the trick for the side first (this seat's own top card, then a low card to a
        partner's top card), unless an opponent void in that suit can trump it; then the rest from low to high."""
        hands = self.hands
        side_of = self.side_of
        me = side_of[seat]
        trumps = self.trumps
        field_of = self.field_of
        mates = opps = 0
        ruffers: list[int] = []
        for s, h in enumerate(hands):
            if s == seat:
                continue
            if side_of[s] == me:
                mates |= h
            else:
                opps |= h
                if h & trumps:
                    ruffers.append(h)
        first: list[int] = []
        second: list[int] = []
        rest: list[int] = []
        for b in moves:
            f = field_of[b]
            opp_top = opps & f
            if not f & trumps and any(not h & f for h in ruffers):
                rest.append(b)  # an opponent can trump it
            elif b > opp_top:
                first.append(b)
            elif (mates & f) > opp_top:
                second.append(b)
            else:
                rest.append(b)
        return first + second + rest

    def root(self) -> tuple[int, int, int, int, int, int]:
        """The position as ``node`` takes it: seat to play, cards down, led suit field, winning seat and card,
        the cards of the trick."""
        trick = self.trick
        if not trick:
            return self.leader, 0, 0, 0, 0, 0
        led = self.field_of[trick[0][1]]
        best_seat, best = trick[0]
        down = 0
        for s, b in trick:
            down |= b
            if b & (led | self.trumps) and b > best:
                best_seat, best = s, b
        return (trick[-1][0] + 1) % self.n, len(trick), led, best_seat, best, down

    def root_legal(self) -> int:
        """The cards (engine bits) the seat to play may play now: what the search plays, for the tests."""
        seat, _pos, led, best_seat, best, _down = self.root()
        packed = self.legal(seat, led, best_seat, best, self.trick_number == 0)
        out = 0
        while packed:
            low = packed & -packed
            packed ^= low
            out |= self.unpack_bits[low].bit
        return out

    def at_least(self, need: int) -> bool:
        """Can ``max_side`` take at least ``need`` of the tricks still to finish?"""
        rem = 0
        for h in self.hands:
            rem |= h
        seat, pos, led, best_seat, best, down = self.root()
        return self.node(seat, pos, led, best_seat, best, rem, down, need, self.left)[0]

    def value(self, guess: int | None = None) -> int:
        return _value(self.at_least, self.left, self.playout() if guess is None else guess)

    def playout(self) -> int:
        """The tricks ``max_side`` takes when every seat plays the move the search would try first: a
        likely answer to start the yes/no searches from."""
        hands = self.hands
        saved = list(hands), self.broken
        seat, pos, led, best_seat, best, down = self.root()
        rem = 0
        for h in hands:
            rem |= h
        n = self.n
        got = 0
        left = self.left
        while left:
            trick0 = left == self.left and not self.trick_number
            legal = hands[seat] & led or self.legal(seat, led, best_seat, best, trick0)
            others = (rem | down) & ~hands[seat]
            moves = self.order(self.reps(legal, others), seat, pos, led, best_seat, best, others)
            bit = moves[0]
            hands[seat] ^= bit
            rem ^= bit
            if bit & self.trumps:
                self.broken = True
            if not pos:
                led, best_seat, best = self.field_of[bit], seat, bit
            elif bit & (led | self.trumps) and bit > best:
                best_seat, best = seat, bit
            down |= bit
            pos += 1
            seat = seat + 1 if seat + 1 < n else 0
            if pos == n:
                got += self.side_of[best_seat] == self.max_side
                seat, pos, led, down = best_seat, 0, 0, 0
                left -= 1
        self.hands[:] = saved[0]
        self.broken = saved[1]
        return got


def solve_side(
    game: Game, side: int, *, nodes: int | None = None, table: Table | None = None, guess: int | None = None
) -> tuple[int, int]:
    """The most tricks ``side`` can still take from ``game``'s position when all other seats
    play against it, and the nodes searched. ``game`` is not changed.

    ``table`` is a transposition table to reuse: positions of one hand solved
    for the same side share their proved bounds (the review solves a hand
    from its last trick back to its first this way). ``guess``, a likely answer, saves searches."""
    search = _search(game, side, nodes, table)
    return search.value(guess), search.nodes


def side_can_take(
    game: Game, side: int, need: int, *, nodes: int | None = None, table: Table | None = None
) -> bool:
    """Whether ``side`` can take at least ``need`` of the tricks still to finish when all other seats play
    against it: one yes/no search (``solve_side`` repeats it to find the most). ``game`` is not changed."""
    return _search(game, side, nodes, table).at_least(need)


def _search(game: Game, side: int, nodes: int | None, table: Table | None) -> _Search | _FastSearch:
    """One side's search of ``game``: the bit-mask one where ``fast_rules`` allows it, else the reference."""
    return _FastSearch(game, side, nodes, table) if fast_rules(game) else _Search(game, side, nodes, table)


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

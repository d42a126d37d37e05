"""Sampled worlds for search: hidden hands consistent with one seat's view.

A bot never sees another seat's cards. The Hard player guesses them: it deals
the cards it has not seen to the other seats at random, respecting what the
play has shown (voids, the trumps a must-overtrump seat cannot hold, the
cards it passed to its partner), and then builds a full ``Game`` from its
``SeatView`` and that guess with ``world_from_view``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator, Sequence

from ..engine import LOOK, Bid, BidKind, Card, Game, HandLog, Phase, RuleSet, SeatView, cards_of
from .cardinfo import card_info
from .hand_eval import estimate_mask, estimate_nil, nil_success
from .state import PlayState

PILE = -1  # cards out of play (the two-player discards)
TRIES = 12  # deals drawn for each guess, the one that best fits the bids kept
BID_SIGMA = 1.1  # how many tricks a bid strays from its hand's estimate (``bid_weight``): a player we do not know
BOT_SIGMA = 0.7  # the same for a bot's bid: a bot bids close to its count (docs/ai.md, "Reading a bot's bid")
AUCTION_PARTNER = 4.0  # tricks an auction bidder may count on from its partner (``bidding``: 3.5 unbid, 2.5 passed,
#                        a partner's own bid of N: N + 6 less 2.75; only the last bid of each seat is known here)
AUCTION_SLACK = 1.5  # tricks an auction bid may stand above its hand's share (outbidding, or a cheap sacrifice)


def sample_hands(state: PlayState, hand: int, rng: random.Random, tries: int = 50) -> list[int]:
    """Hidden hands for every seat (``hand`` for ``state.seat``), consistent with ``state``.

    Cards of each seat respect its shown voids, its must-overtrump trump cap
    and the cards known to be there; when the constraints cannot all be met
    (they always can in a real game) they are relaxed rather than failing.
    """
    return HandSampler(state, hand).sample(rng, tries)


class HandSampler:
    """``sample_hands`` for one view, with what does not depend on the random draw worked out once.

    Drawing many guesses of one view (``sample_worlds``) uses the random
    numbers exactly as that many calls of ``sample_hands`` would.
    """

    __slots__ = ("_cards", "_eligible", "fixed", "hand", "hidden", "me", "n", "need", "pile", "state", "unseen")

    def __init__(self, state: PlayState, hand: int, hidden_self: bool = False) -> None:
        """``hidden_self``: the seat has not looked at its cards (a blind bid's choice); its hand is dealt too,
        from every card it has not seen (``hand`` must then be 0)."""
        me = self.me = state.seat
        n = self.n = state.players
        self.state, self.hand, self.hidden = state, hand, hidden_self
        unseen = state.unseen_by(me, hand)
        need = [0 if t == me and not hidden_self else state.hand_sizes[t] for t in range(n)]
        fixed = [0] * n
        for t in range(n):
            if t != me and state.known[t]:
                k = state.known[t] & unseen
                fixed[t] = k
                need[t] -= k.bit_count()
                unseen &= ~k
        pile = unseen.bit_count() - sum(need)
        if pile < 0 or any(x < 0 for x in need):
            raise ValueError("the view's hand sizes do not match its unseen cards")
        self.unseen, self.need, self.fixed, self.pile = unseen, need, fixed, pile
        self._cards = cards_of(unseen)
        self._eligible: dict[int, list[tuple[Card, list[int]]]] = {}

    def eligible(self, relax: int) -> list[tuple[Card, list[int]]]:
        """The cards to deal, each with the seats that may get it, most constrained first."""
        found = self._eligible.get(relax)
        if found is not None:
            return found
        state, n, unseen = self.state, self.n, self.unseen
        allowed = [0] * n
        for t in range(n):
            if (t == self.me and not self.hidden) or self.need[t] == 0:
                continue
            if relax == 0:
                allowed[t] = state.may_hold(t, unseen)
            elif relax == 1:
                allowed[t] = _voids_only(state, t, unseen)
            else:
                allowed[t] = unseen
        eligible: list[tuple[Card, list[int]]] = []
        for c in self._cards:
            seats = [t for t in range(n) if allowed[t] & c.bit]
            if self.pile:
                seats.append(PILE)
            eligible.append((c, seats))
        eligible.sort(key=lambda ce: len(ce[1]))
        self._eligible[relax] = eligible
        return eligible

    def sample(self, rng: random.Random, tries: int = 50) -> list[int]:
        for relax in range(3):
            eligible = self.eligible(relax)
            for _ in range(tries):
                hands = _deal(eligible, self.need, self.pile, rng)
                if hands is not None:
                    out = [self.fixed[t] | hands[t] for t in range(self.n)]
                    if not self.hidden:
                        out[self.me] = self.hand
                    return out
        raise ValueError("no deal of the unseen cards fits the view")  # pragma: no cover - relax=2 always fits


def bid_weight(rules: RuleSet, hand: int, bid: Bid | None, margin: float = 0.35, forced: bool = False,
               sigma: float = BID_SIGMA) -> float:
    """How well a whole hand (as dealt) fits the bid its seat made, from 0 to 1.

    A seat's bid says how strong its hand is: a normal bid near the hand's
    trick count, a nil on a hand of low cards. Blind bids and forced bids say
    nothing; in whiz and mirrors a bid is the exact spade count. ``sigma`` is how far (in tricks) the seat's
    number bids stray from the estimate: a bot's bids stray less than a person's.
    """
    if bid is None or bid.is_blind or forced:
        return 1.0
    system = rules.bidding_system
    if system in ("whiz", "mirrors"):
        trumps = (hand & card_info(rules).trump_mask).bit_count()
        if bid.is_nil:
            return 1.0 if system == "whiz" or trumps == 0 else 0.0
        return 1.0 if trumps == bid.tricks else 0.0
    if bid.is_nil:
        nil = estimate_nil(cards_of(hand), rules)
        chance = nil_success(nil, partner=rules.partnerships, partner_unbid=True, partner_tricks=0)
        return max(0.03, min(1.0, (chance - 0.15) / 0.45))
    est = estimate_mask(hand, rules)
    if bid.kind is BidKind.AUCTION:
        # A side's contract of N + 6 tricks (``Bid.promised``) counts on about AUCTION_PARTNER tricks from the
        # partner; a side outbidding the other may bid a trick or so over its count, and a strong hand stops at the
        # bid that wins the auction: only a hand much weaker than the rest of the contract is unlikely. (This read
        # ``bid.tricks`` as a side bid: a junk hand fitted "auction 4" at 0.77, and the coach's guesses set a
        # contract of 10 the real cards made whatever was played, QA.)
        gap = min(0.0, est.tricks - margin - (bid.promised - AUCTION_PARTNER) + AUCTION_SLACK)
        wide = max(sigma, BID_SIGMA)  # the bidding's history (the partner's bids, the other side's) is not read
        return math.exp(-gap * gap / (2 * wide * wide))
    gap = est.tricks - margin - bid.tricks
    floor = max(rules.min_bid, rules.board, 4 if system == "suicide" else 0)
    if bid.tricks <= floor:
        gap = max(0.0, gap)  # the rules may have pushed the bid up to this
    if bid.kind is not BidKind.NORMAL:
        gap = min(0.0, gap + 3.0)  # 10-for-200 and moon are side bids: only a weak hand is unlikely
    return math.exp(-gap * gap / (2 * sigma * sigma))


def seat_sigmas(players: int, humans: Collection[int], bot: float = BOT_SIGMA) -> list[float]:
    """Per seat, how far its bid may stray from its hand in a guess (``bid_weight``'s ``sigma``): a person's
    (``humans``) by ``BID_SIGMA``, a bot's by ``bot``."""
    return [BID_SIGMA if seat in humans else bot for seat in range(players)]


def sample_worlds(state: PlayState, hand: int, rng: random.Random, count: int, tries: int = TRIES) -> list[list[int]]:
    """``count`` guesses of every hand, each chosen among ``tries`` deals by how well it fits the bids.

    The weight of a deal is the product over the other seats of ``bid_weight``
    on the hand each seat was dealt (its cards now plus those it has played).
    """
    return list(iter_worlds(state, hand, rng, count, tries))


def iter_worlds(state: PlayState, hand: int, rng: random.Random, count: int,
                tries: int = TRIES, fit: Callable[[list[int], float], float] | None = None,
                sigmas: Sequence[float] | None = None, hidden_self: bool = False) -> Iterator[list[int]]:
    """``sample_worlds`` one guess at a time (a search stopped by its clock draws no more).

    ``hidden_self``: the seat has not looked at its cards, so its own hand is guessed too (``HandSampler``).

    ``sigmas``, per seat, is ``bid_weight``'s ``sigma`` for that seat's bid (default ``BID_SIGMA`` for all).

    ``fit``, when given, is a further weight of a guess (0 to 1) multiplied into the bids' weight: Hard
    passes ``inference.PlayEvidence.weight``, how well the guess fits the cards played. It is called with
    a floor and may return any weight at or under the floor once it knows the true one is no higher.
    """
    rules = state.rules
    me = state.seat
    bidders = [t for t in range(state.players) if t != me and state.bids[t] is not None
               and not state.bids[t].is_blind]  # type: ignore[union-attr]
    forced = [_forced_nil(state, t) for t in range(state.players)]
    if rules.bidding_system in ("whiz", "mirrors"):
        tries *= 8  # exact spade counts are rarer
    sampler = HandSampler(state, hand, hidden_self)
    weights: dict[tuple[int, int], float] = {}  # (seat, dealt hand) -> bid_weight: late in a hand guesses repeat
    for _ in range(count):
        best: list[int] | None = None
        best_w = -1.0
        for _k in range(tries):
            hands = sampler.sample(rng)
            w = 1.0
            for t in bidders:
                dealt = hands[t] | state.played_by[t]
                weight = weights.get((t, dealt))
                if weight is None:
                    weight = weights[t, dealt] = bid_weight(rules, dealt, state.bids[t], forced=forced[t],
                                                            sigma=BID_SIGMA if sigmas is None else sigmas[t])
                w *= weight
            u = rng.random()
            if fit is not None and w > 0.0:
                # The fit may stop early once the guess can neither be taken nor beat the best so far.
                w *= fit(hands, min(u, best_w) / w)
            if u < w:
                best = hands
                break
            if w > best_w:
                best, best_w = hands, w
        assert best is not None
        yield best


def _forced_nil(state: PlayState, seat: int) -> bool:
    """A suicide nil that the partner's earlier bid forced (it says nothing about the hand)."""
    if state.rules.bidding_system != "suicide":
        return False
    bid = state.bids[seat]
    partner = state.info.partner[seat]
    if bid is None or not bid.is_nil or partner is None:
        return False
    pb = state.bids[partner]
    if pb is None or pb.is_nil:
        return False
    n = state.players
    first = (state.dealer + (0 if state.rules.bid_order == "dealer" else 1)) % n
    return (partner - first) % n < (seat - first) % n


def _voids_only(state: PlayState, t: int, unseen: int) -> int:
    mask = unseen
    for s in range(4):
        if state.voids[t] >> s & 1:
            mask &= ~state.info.suit_masks[s]
    return mask


def _deal(eligible: list[tuple[Card, list[int]]], need: list[int], pile: int,
          rng: random.Random) -> list[int] | None:
    room = list(need)
    pile_room = pile
    hands = [0] * len(need)
    rand = rng.random
    for card, seats in eligible:
        total = 0
        for t in seats:
            total += pile_room if t == PILE else room[t]
        if total <= 0:
            return None
        x = rand() * total
        chosen = seats[-1]
        for t in seats:
            w = pile_room if t == PILE else room[t]
            if x < w:
                chosen = t
                break
            x -= w
        if chosen == PILE:
            if pile_room <= 0:
                return None
            pile_room -= 1
        else:
            if room[chosen] <= 0:
                return None
            room[chosen] -= 1
            hands[chosen] |= card.bit
    return hands


class NoBidWorld(ValueError):
    """No bidding world can be built for these rules (cards change hands before the bidding)."""


# bid.no_trump, bid.ace_check, bid.bemo: the second round's choices, and the first-round bid each was made on
_SECOND_ROUND_OF = {BidKind.NO_TRUMP: BidKind.NORMAL, BidKind.ACES: BidKind.NORMAL,
                    BidKind.SIDE_ACES: BidKind.SIDE, BidKind.LITTLE_BEMO: BidKind.NORMAL,
                    BidKind.BIG_BEMO: BidKind.NORMAL}


def bid_world(view: SeatView, hands: Sequence[int], seed: int = 0, *, second_round: bool = False) -> Game:
    """A ``Game`` at this seat's turn to bid, with these hands and the bids made so far replayed.

    ``second_round``: a view in the round after the bids (no trump, the ace check, bemo, a raise: every seat has
    bid) is rebuilt too: each seat's first-round bid (a no-trump bid of 2 was a bid of 2; a raise cannot be told
    from a bid kept, so a bid is taken as kept), then the choices of the seats before this one in the second round
    (``Game._second_round_bids``). Without it only the first seat of that round fits (a guess where an earlier seat
    holds a spade has that seat to act: ``ValueError``). The coach asks for it; a bot's own search is as it was."""
    rules = view.rules
    if view.phase is not Phase.BID or rules.draw_phase:
        raise ValueError("bidding worlds are built in the bidding of a dealt hand only")
    game = Game(rules, seed, first_dealer=view.dealer, hands=[cards_of(h) for h in hands],
                scores=view.scores, bags=view.bags)
    if game.phase not in (Phase.BID, Phase.DECLARE):
        raise NoBidWorld(f"a hand of these rules starts with {game.phase.value}, not the bidding: "
                         "the cards passed before it cannot be replayed in a guess")
    later = (second_round and rules.second_round and not rules.auction
             and all(b is not None for b in view.bids))
    order = game.bid_order
    for seat in order:
        bid = view.bids[seat]
        if bid is None:
            break
        if later and order.index(seat) < order.index(view.seat) and bid.kind in _SECOND_ROUND_OF:
            bid = Bid(bid.tricks, _SECOND_ROUND_OF[bid.kind])  # its first-round bid
        if not bid.is_blind and not game.revealed[seat]:
            game.apply(LOOK)
        game.apply(bid)
    while later and game.phase is Phase.BID and game.to_act != view.seat:
        seat = game.to_act or 0  # a seat before this one in the second round: its choice as the view shows it
        if order.index(seat) > order.index(view.seat):
            break
        game.apply(view.bids[seat])  # type: ignore[arg-type]
    if game.to_act != view.seat:
        raise ValueError("the bids of the view do not follow the bidding order")
    if not game.revealed[view.seat] and view.hand is not None:
        game.apply(LOOK)
    return game


def world_from_view(view: SeatView, hands: Sequence[int], seed: int = 0) -> Game:
    """A ``Game`` in the play phase that matches ``view`` with these hands (one card mask per seat).

    The other seats' cards come only from ``hands`` (a guess); nothing is
    taken from the real game, which the bot never holds.
    """
    if view.phase is not Phase.PLAY:
        raise ValueError("worlds are built for the play phase only")
    game = build_play_game(
        view.rules,
        hands=hands,
        bids=view.bids,
        dealer=view.dealer,
        completed=view.completed_tricks,
        trick_winners=view.trick_winners,
        trick=view.trick,
        scores=view.scores,
        bags=view.bags,
        hand_number=view.hand_number,
        leader=view.leader,
        seed=seed,
    )
    # The seat's own exchange is its knowledge; its partner's is the same exchange seen from the other side.
    game.passed[view.seat], game.received[view.seat] = view.passed, view.received
    game.received_from[view.seat] = view.received_from
    game.draw_discards[view.seat] = list(view.discarded)  # the two-player discards the seat saw go
    partner = view.rules.partner_of(view.seat)
    if partner is not None:
        game.passed[partner], game.received[partner] = view.received, view.passed
        game.received_from[partner] = view.seat if view.passed else None
    return game


def world_like(world: Game, hands: Sequence[int]) -> Game:
    """``world_from_view`` for another guess of the same view: a copy of ``world`` (built from that view)
    holding ``hands`` (cheaper than building a ``Game``; a search makes many)."""
    game = world.copy()
    game.hands = list(hands)
    log = game._log
    game._log = HandLog(log.hand_number, log.deal_number, log.dealer, tuple(cards_of(h) for h in hands))
    game._actions = game._log.actions
    game.hands_log = [*game.hands_log[:-1], game._log]
    return game


def build_play_game(
    rules: RuleSet,
    *,
    hands: Sequence[int],
    bids: Sequence[Bid | None],
    dealer: int,
    completed: Sequence[tuple[tuple[int, Card], ...]] = (),
    trick_winners: Sequence[int | None] = (),
    trick: Sequence[tuple[int, Card]] = (),
    scores: Sequence[int] | None = None,
    bags: Sequence[int] | None = None,
    hand_number: int = 1,
    leader: int | None = None,
    seed: int = 0,
) -> Game:
    """A ``Game`` set in the middle of a hand's play: the one place that writes engine state directly."""
    n = rules.players
    if len(hands) != n or len(bids) != n or any(b is None for b in bids):
        raise ValueError("a play-phase game needs a hand and a bid for every seat")
    game = Game(rules, seed, first_dealer=dealer)
    table = game._t
    game.phase = Phase.PLAY
    game.dealer = dealer
    game.hand_number = hand_number
    game.hands = list(hands)
    game.bids = list(bids)
    game._mark_no_trump_seats()  # bid.no_trump: a no-trump bidder's spades win only on a spade lead
    tricks = [0] * n
    for w in trick_winners:
        if w is not None:  # None: a dead trick (players.cancellation)
            tricks[w] += 1
    game.tricks = tricks
    game.completed = list(completed)
    game.trick_winners = list(trick_winners)
    game.trick = list(trick)
    game.trick_number = len(completed)
    broken = False
    for plays in (*completed, tuple(trick)):
        for _s, c in plays:
            if c.bit & table.trump_mask:
                broken = True
    game.broken = broken
    if trick:
        game.leader = trick[0][0]
        game.to_act = (trick[-1][0] + 1) % n
    elif trick_winners:
        last = trick_winners[-1]
        game.leader = game.to_act = last if last is not None else completed[-1][0][0]
    else:
        game.leader = game.to_act = leader if leader is not None else _first_leader(game, rules, dealer)
    game.revealed = [True] * n
    game.stock = []
    game.discards = []
    game._exchange = []
    game._chosen = {}
    if scores is not None:
        game.scores = list(scores)
    if bags is not None:
        game.bags = list(bags)
    game._log = HandLog(hand_number, game.deal_number, dealer, tuple(cards_of(h) for h in hands))
    game._actions = game._log.actions
    game.hands_log = [game._log]
    return game


def _first_leader(game: Game, rules: RuleSet, dealer: int) -> int:
    low = game._t.lowest_club
    if rules.first_lead == "two_of_clubs" and low is not None:
        for s in range(rules.players):
            if game.hands[s] & low.bit:
                return s
    return (dealer + 1) % rules.players

"""What a seat knows during the play: played cards, voids shown, bids and tricks.

``PlayState`` is built from a ``SeatView`` only (``from_view``) and can then
follow further plays (``observe`` / ``end_trick``), which is how the search of
the Hard player replays sampled worlds without rebuilding it each card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Bid, BidKind, Card, RuleSet, SeatView
from ..engine.actions import BEMO_KINDS, MO_KINDS
from .cardinfo import TRUMP, CardInfo, card_info

NO_CAP = 1 << 30
_CONVERTED = 200  # ``CardInfo.trick_key`` of a spade or a card a joker turned into one (trump.joker_conversion)
ALL_SIDE_SUITS = 0b0111


@dataclass(slots=True)
class PlayState:
    """Public facts of the hand in play, plus what ``seat`` alone knows (its passed cards)."""

    rules: RuleSet
    info: CardInfo
    seat: int  # whose knowledge this is
    players: int
    dealer: int
    bids: tuple[Bid | None, ...]
    tricks_won: list[int]
    hand_sizes: list[int]
    played: int
    trick: list[tuple[int, Card]]
    leader: int
    trick_number: int
    broken: bool
    voids: list[int]  # per seat: bit s set = holds no card of effective suit s
    trump_cap: list[int]  # per seat: no trump of higher power (must-overtrump inference)
    known: list[int]  # per seat: cards ``seat`` knows are there (cards it passed)
    played_by: list[int]  # per seat: the cards it has played this hand
    scores: tuple[int, ...]
    bags: tuple[int, ...]
    nil_bid: tuple[bool, ...] = ()  # per seat: it bid nil (filled in by from_view)
    allowed: list[int] = field(default_factory=list)  # per seat: cards its voids and trump cap allow
    goals: dict[int, SideGoal] = field(default_factory=dict)  # per side, until the trick ends
    contracts: dict[int, int] = field(default_factory=dict)  # per side (bids do not change in the play)
    out: int = 0  # cards ``seat`` saw go out of play: its own two-player discards (``SeatView.discarded``)
    runs: list[int] = field(default_factory=list)  # bid.mo in a row: per side, the tricks won in a row up to now
    best_runs: list[int] = field(default_factory=list)  # ... and the most it won in a row this hand
    ducked: list[int] = field(default_factory=list)  # per seat: cards a live nil bidder showed it does not hold
    #   by ducking (``_duck_inference``); ``card_play.nil_exposure`` may only rate a lead riskier for them

    # ---------------------------------------------------------------- build
    @classmethod
    def from_view(cls, view: SeatView) -> PlayState:
        rules = view.rules
        info = card_info(rules)
        n = rules.players
        leader = view.leader if view.leader is not None else (view.dealer + 1) % n
        first_leader = view.completed_tricks[0][0][0] if view.completed_tricks else leader
        state = cls(
            rules=rules,
            info=info,
            seat=view.seat,
            players=n,
            dealer=view.dealer,
            bids=view.bids,
            tricks_won=[0] * n,
            hand_sizes=[info.hand_size] * n,
            played=0,
            trick=[],
            leader=first_leader,
            trick_number=0,
            broken=False,
            voids=[0] * n,
            trump_cap=[NO_CAP] * n,
            known=[0] * n,
            played_by=[0] * n,
            scores=view.scores,
            bags=view.bags,
            nil_bid=tuple(b is not None and b.is_nil for b in view.bids),
            allowed=[info.deck_mask] * n,
            ducked=[0] * n,
        )
        if rules.mo == "in_a_row":
            state.runs, state.best_runs = [0] * rules.sides, [0] * rules.sides
        for plays, winner in zip(view.completed_tricks, view.trick_winners, strict=False):
            for s, c in plays:
                state.observe(s, c)
            state.end_trick(winner)
        for s, c in view.trick:
            state.observe(s, c)
        state.hand_sizes = list(view.hand_sizes)
        state.tricks_won = list(view.tricks_won)
        if view.phase.value == "play" and view.leader is not None:
            state.leader = view.leader
        partner = rules.partner_of(view.seat)
        if partner is not None and view.passed:
            state.known[partner] = sum(c.bit for c in view.passed) & ~state.played
        state.out = surely_out(view)
        return state

    def copy(self) -> PlayState:
        """An independent copy (the lists are copied; rules and tables are shared)."""
        return PlayState(
            self.rules, self.info, self.seat, self.players, self.dealer, self.bids, list(self.tricks_won),
            list(self.hand_sizes), self.played, list(self.trick), self.leader, self.trick_number, self.broken,
            list(self.voids), list(self.trump_cap), list(self.known), list(self.played_by), self.scores, self.bags,
            self.nil_bid, list(self.allowed), {}, self.contracts, self.out, list(self.runs), list(self.best_runs),
            list(self.ducked),
        )

    # --------------------------------------------------------------- update
    def observe(self, seat: int, card: Card) -> None:
        """``seat`` played ``card``: record it and what it shows about the seat's hand."""
        info = self.info
        e = info.eff[card.index]
        trick = self.trick
        voids_before, cap_before = self.voids[seat], self.trump_cap[seat]
        if not trick:
            if e == TRUMP and not self.broken:
                self.voids[seat] |= ALL_SIDE_SUITS  # led a trump before they were broken: holds only trumps
        else:
            led = info.eff[trick[0][1].index]
            if e != led:
                self.voids[seat] |= 1 << led
                if e == TRUMP and self.trick_number == 0 and self.rules.first_lead == "two_of_clubs":
                    self.voids[seat] |= ALL_SIDE_SUITS
                self._overtrump_inference(seat, card)
            elif self.ducked and self.nil_bid[seat] and self.tricks_won[seat] == 0:
                self._duck_inference(seat, card, led)
        if e == TRUMP:
            self.broken = True
        if self.voids[seat] != voids_before or self.trump_cap[seat] != cap_before:
            self.allowed[seat] = self._allowed(seat)
        self.played |= card.bit
        self.played_by[seat] |= card.bit
        for k in range(self.players):
            self.known[k] &= ~card.bit
        self.hand_sizes[seat] -= 1
        trick.append((seat, card))

    def _overtrump_inference(self, seat: int, card: Card) -> None:
        rule = self.rules.must_overtrump
        if rule == "off":
            return
        info = self.info
        best_seat, best = -1, 0
        for s, c in self.trick:
            if info.eff[c.index] == TRUMP and info.power[c.index] > best:
                best_seat, best = s, info.power[c.index]
        if best_seat < 0:
            return
        if rule == "opponents" and self.info.side[best_seat] == self.info.side[seat]:
            return
        if info.eff[card.index] != TRUMP or info.power[card.index] < best:
            self.trump_cap[seat] = min(self.trump_cap[seat], best)

    def _duck_inference(self, seat: int, card: Card, led: int) -> None:
        """A live nil bidder follows suit under a card of that suit that wins the trick: it holds no card between
        the two, or it would have shed that higher card, which could never win this trick (9D led, 3D dropped
        under it: no 4D-8D). A partner reckoning without it led the 8D into the nil's lone JD (QA). A nil bidder
        who plays otherwise only makes its partner more careful in that suit."""
        info = self.info
        power = info.power
        if info.odd_tricks:  # joker trumps, cancellation: the winner so far as the engine judges it
            _s, winner, key = odd_best(info, self.trick)
            if key < 0 or key >= _CONVERTED or (info.cancels and any(c.base == card.base for _t, c in self.trick)):
                return  # nothing wins yet, a spade of a joker's wins, or the nil's card cancels: nothing is shown
        else:
            winner = max((c for _s, c in self.trick), key=lambda c: info.key(c, led))
        if info.eff[winner.index] != led:
            return  # a trump (or a higher-ranked suit) wins: any card of the suit led loses, nothing is shown
        mine, best = power[card.index], power[winner.index]
        if best <= mine:
            return
        gap = 0
        for c in info.by_power[led]:
            p = power[c.index]
            if mine < p < best:
                gap |= c.bit
        self.ducked[seat] |= gap & ~self.played

    def end_trick(self, winner: int | None) -> None:
        """The trick ended; ``winner`` None: a dead trick (players.cancellation), whose leader leads again."""
        self.goals.clear()
        runs = self.runs
        if winner is None:
            winner = self.trick[0][0]
            for side in range(len(runs)):
                runs[side] = 0  # a dead trick breaks every run, as the scoring has it (``engine.scoring._runs``)
        else:
            self.tricks_won[winner] += 1
            if runs:  # bid.mo in a row: the winner's side adds a trick to its run, the others start again
                won = self.info.side[winner]
                for side in range(len(runs)):
                    runs[side] = runs[side] + 1 if side == won else 0
                if runs[won] > self.best_runs[won]:
                    self.best_runs[won] = runs[won]
        self.trick = []
        self.trick_number += 1
        self.leader = winner

    # -------------------------------------------------------------- queries
    @property
    def tricks_left(self) -> int:
        """Tricks still to be won, counting the one in progress."""
        return self.info.hand_size - self.trick_number

    def unseen_by(self, seat: int, hand: int) -> int:
        """Cards ``seat`` (holding ``hand``) has not seen: in other hands or out of play (the seat whose
        knowledge this is has seen its own discards go)."""
        unseen = self.info.deck_mask & ~self.played & ~hand
        return unseen & ~self.out if seat == self.seat else unseen

    def may_hold(self, seat: int, unseen: int) -> int:
        """The part of ``unseen`` that ``seat`` may hold, given the voids it has shown."""
        return unseen & self.allowed[seat]

    def _allowed(self, seat: int) -> int:
        info = self.info
        mask = info.deck_mask
        v = self.voids[seat]
        if v:
            for s in range(4):
                if v >> s & 1:
                    mask &= ~info.suit_masks[s]
        cap = self.trump_cap[seat]
        if cap != NO_CAP:
            for c in info.by_power[TRUMP]:
                if info.power[c.index] <= cap:
                    break
                mask &= ~c.bit
        return mask

    def is_void(self, seat: int, suit: int) -> bool:
        return bool(self.voids[seat] >> suit & 1)

    def led_suit(self) -> int:
        return self.info.eff[self.trick[0][1].index] if self.trick else -1

    def current_winner(self) -> tuple[int, Card] | None:
        """The seat and card winning the trick in progress so far (joker trumps, cancellation: as the engine
        judges it, ``odd_best``; a trick nothing can win so far gives its leader's card)."""
        if not self.trick:
            return None
        info = self.info
        if info.odd_tricks:
            seat, card, _key = odd_best(info, self.trick)
            return seat, card
        seat, card, _key = plain_best(info, self.trick)
        return seat, card

    def to_play_after(self, seat: int) -> tuple[int, ...]:
        """Seats that play to the current trick after ``seat``."""
        n = self.players
        table = _AFTER.get(n)
        if table is None:
            table = _AFTER[n] = tuple(tuple(tuple((s + i) % n for i in range(1, n - k)) for k in range(n + 1))
                                      for s in range(n))
        return table[seat][len(self.trick)]

    def side(self, seat: int) -> int:
        return self.info.side[seat]

    def partner(self, seat: int) -> int | None:
        return self.info.partner[seat]

    def is_nil(self, seat: int) -> bool:
        return self.nil_bid[seat]

    def nil_alive(self, seat: int) -> bool:
        """``seat`` bid nil and has taken no trick yet."""
        return self.nil_bid[seat] and self.tricks_won[seat] == 0

    def gives_up_nil(self, seat: int, card: Card) -> bool:
        """``seat``'s live nil goes over the trick in progress with ``card`` (it may win the trick): a nil given
        up, which a reason must say (Hard's said only "it scores +41 points a hand more than the 5♦"). Joker
        trumps and cancellation judge the trick as the engine does: a joker wins nothing itself, a card beside its
        twin is cancelled (a lone joker was taken for the top trump: "I give up my nil" of a card that lost)."""
        winner = self.current_winner()
        if winner is None or not self.nil_alive(seat):
            return False
        info = self.info
        if info.odd_tricks:
            best_seat, _card, key = odd_best(info, [*self.trick, (seat, card)])
            return best_seat == seat and key >= 0
        return plain_best(info, [*self.trick, (seat, card)])[0] == seat


FIRST_JOKER_KEY = 1 << 16  # trump.jokers_first_wins: the key of the first joker in a trick, above every card


def plain_best(info: CardInfo, trick: list[tuple[int, Card]]) -> tuple[int, Card, int]:
    """The seat, card and key winning ``trick`` so far where no card cancels and no joker converts: the highest
    ``key``, and under trump.jokers_first_wins the first joker played (``FIRST_JOKER_KEY``), which the other joker
    does not beat (the bots took the Big Joker played on the Little Joker for the trick's winner)."""
    best_seat, best_card = trick[0]
    led = info.eff[best_card.index]
    if info.first_joker:
        for s, c in trick:
            if c.is_joker:
                return s, c, FIRST_JOKER_KEY
    best_key = info.key(best_card, led)
    for s, c in trick[1:]:
        k = info.key(c, led)
        if k > best_key:
            best_seat, best_card, best_key = s, c, k
    return best_seat, best_card, best_key


def odd_best(info: CardInfo, trick: list[tuple[int, Card]]) -> tuple[int, Card, int]:
    """The seat, card and key winning ``trick`` so far where the power order alone does not say it, as the
    engine's ``Game.trick_taker`` does. Joker trumps (trump.joker_conversion): a joker wins nothing itself and
    turns its partner's card into a spade (``CardInfo.trick_key``). Cancellation (players.cancellation): a card
    and its twin cancel each other. With no card that can win (a lone joker led, a trick dead so far): the
    leader's card, key -1."""
    led = info.eff[trick[0][1].index]
    best_seat, best_card = trick[0]
    best_key = -1
    if info.converts:
        side = info.side
        jokers: dict[int, int] = {}
        for s, c in trick:
            if c.is_joker:
                jokers[side[s]] = max(jokers.get(side[s], 0), c.rank)
        for s, c in trick:
            k = info.trick_key(c, jokers.get(side[s], 0), led)
            if k > best_key:
                best_seat, best_card, best_key = s, c, k
        return best_seat, best_card, best_key
    bases = [c.base for _s, c in trick]
    for s, c in trick:
        if bases.count(c.base) == 1:
            k = info.key(c, led)
            if k > best_key:
                best_seat, best_card, best_key = s, c, k
    return best_seat, best_card, best_key


_AFTER: dict[int, tuple[tuple[tuple[int, ...], ...], ...]] = {}  # players -> seat -> cards in the trick -> seats


def contract_of(bids: tuple[Bid | None, ...], seats: tuple[int, ...] | list[int]) -> int:
    """Tricks promised by the non-nil bids of ``seats`` (as the scoring counts them)."""
    kinds = {b.kind for s in seats if (b := bids[s]) is not None and not b.is_nil}
    if BidKind.MOON in kinds:
        return 13
    if BidKind.TEN_FOR_200 in kinds:
        return 10
    return sum(b.promised for s in seats if (b := bids[s]) is not None)  # an auction bid of N: N + 6


@dataclass(frozen=True, slots=True)
class SideGoal:
    """Where one side stands in the hand."""

    seats: tuple[int, ...]
    contract: int
    taken: int  # tricks that count toward the contract
    need: int  # tricks still needed (0 = made)
    bags_before: int

    @property
    def made(self) -> bool:
        return self.need == 0


def side_goal(state: PlayState, side: int) -> SideGoal:
    """Contract, tricks and need of ``side`` (cached until the trick ends)."""
    found = state.goals.get(side)
    if found is None:
        found = state.goals[side] = _side_goal(state, side)
    return found


def _side_goal(state: PlayState, side: int) -> SideGoal:
    rules = state.rules
    seats = state.info.side_seats[side]
    contract = state.contracts.get(side)
    if contract is None:
        contract = state.contracts[side] = contract_of(state.bids, seats)
    taken = 0
    for s in seats:
        if state.is_nil(s):
            if rules.nil_tricks_count:
                taken += state.tricks_won[s]
        else:
            taken += state.tricks_won[s]
    bags = state.bags[side] if side < len(state.bags) else 0
    return SideGoal(seats, contract, taken, max(0, contract - taken), bags)


@dataclass(frozen=True, slots=True)
class RunGoal:
    """A side's Bemo or Mo still to make: ``need`` tricks won from the first (``first``) or in a row."""

    kind: BidKind
    need: int
    first: bool
    won: int  # tricks of the run won so far


def run_goal(state: PlayState, side: int) -> RunGoal | None:
    """``side``'s Bemo (bid.bemo) or Mo (bid.mo) while it can still be made and is not made yet, else None.

    The first tricks (a bemo, a first-tricks Mo): the side has won every trick so far. Tricks in a row: the
    longest run is short of the Mo and the run so far plus the tricks left still reach it."""
    rules = state.rules
    if rules.mo == "off" and not rules.bemo:
        return None
    seats = state.info.side_seats[side]
    kind = None
    for s in seats:
        b = state.bids[s]
        if b is not None and (b.kind in BEMO_KINDS or b.kind in MO_KINDS):
            kind = b.kind
            break
    if kind is None:
        return None
    if kind in BEMO_KINDS:
        need, first = (9 if kind is BidKind.BIG_BEMO else 6), True
    else:
        need, first = rules.mo_need(kind is BidKind.BIG_MO), rules.mo == "first_tricks"
    if first:
        taken = sum(state.tricks_won[s] for s in seats)
        if taken < state.trick_number or taken >= need:
            return None
        return RunGoal(kind, need, True, taken)
    if not state.runs:
        return None
    run = state.runs[side]
    if state.best_runs[side] >= need or run + state.tricks_left < need:
        return None
    return RunGoal(kind, need, False, run)


def surely_out(view: SeatView) -> int:
    """The cards ``view``'s seat knows are out of play: its own two-player discards, unless another seat's
    blind-nil redraw may have taken one up unseen."""
    if not view.discarded:
        return 0
    if view.rules.blind_nil_redraw and any(
            b is not None and b.kind is BidKind.BLIND_NIL for s, b in enumerate(view.bids) if s != view.seat):
        return 0
    return sum(c.bit for c in view.discarded)

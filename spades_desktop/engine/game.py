"""The game state machine: one match of hands under one ``RuleSet``.

The contract: ``legal_actions()`` lists what the seat to act may do and
``apply(action)`` performs one of them, returning the events it caused. An
illegal action raises ``IllegalActionError`` with a reason a player reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations
from typing import Final

from .actions import (
    AUCTION_BASE,
    BIG_MO,
    BLIND_MOON,
    BLIND_NIL,
    BLIND_SIX,
    DISCARD,
    KEEP,
    LEXINGTON,
    LITTLE_MO,
    LOOK,
    MISDEAL,
    MO_KINDS,
    MOON,
    MOON_KINDS,
    NIL,
    NO_SHOW,
    PASS,
    PLAYS,
    SIDE_BLIND_KINDS,
    Action,
    Bid,
    BidKind,
    DrawChoice,
    Look,
    PassCards,
    Play,
    Redraw,
)
from .bidlist import open_bids_reason
from .cards import ALL_CARDS, BIG_JOKER, Card, Suit, cards_of, mask_of
from .deal import DealStream, check_deal_number, next_deal_number, shuffled, shuffled_order
from .errors import IllegalActionError, Reason, because, frozen_reason
from .events import (
    BiddingDone,
    BidMade,
    CardDrawn,
    CardPlayed,
    CardsChosen,
    CardsLooked,
    CardsPassed,
    DealerChosen,
    Event,
    GameOver,
    HandDealt,
    HandScored,
    Redrawn,
    TrickDead,
    TrickWon,
)
from .ruleset import STANDARD, RuleSet
from .scoring import HandScore, score_hand
from .table import TRUMP, cancelled_winner, highest_seat, table_for
from .view import Phase, SeatView

SUIT_BITS: Final = tuple(((1 << 13) - 1) << (13 * suit) for suit in range(4))  # the 13 cards of each suit
FACE_CARDS: Final = mask_of(Card.of(rank, suit) for rank in (11, 12, 13) for suit in Suit)  # jacks, queens, kings

SEAT_NAMES: Final = {
    2: ("South", "North"),
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
    6: ("South", "Southwest", "Northwest", "North", "Northeast", "Southeast"),  # clockwise, partners opposite
}

NORMAL_BIDS: Final = tuple(Bid(k) for k in range(54))
class _PlayChunks(dict[int, tuple[Play, ...]]):
    """Plays of one suit's 13-bit sub-mask, filled on first use."""

    def __init__(self, base: int) -> None:
        super().__init__()
        self.base = base

    def __missing__(self, sub: int) -> tuple[Play, ...]:
        found = tuple(PLAYS[self.base + i] for i in range(13) if sub >> i & 1)
        self[sub] = found
        return found


_C0, _C1, _C2, _C3, _CJ = (_PlayChunks(13 * i) for i in range(5))


def _plays_of(mask: int) -> tuple[Play, ...]:
    """The plays of the cards in ``mask``, in card order (cached per suit)."""
    plays = _C0[mask & 0x1FFF] + _C1[mask >> 13 & 0x1FFF] + _C2[mask >> 26 & 0x1FFF] + _C3[mask >> 39 & 0x1FFF]
    if mask >> 52:
        if mask >> 54:  # two decks (players.cancellation)
            return tuple(PLAYS[c.index] for c in cards_of(mask))
        return plays + _CJ[mask >> 52]
    return plays


def _distinct_hands(hands: Sequence[Sequence[Card]]) -> list[tuple[Card, ...]]:
    """Two decks: hands where a card given a second time (in any hand) becomes the other deck's copy."""
    seen = 0
    out = []
    for hand in hands:
        cards = []
        for card in hand:
            if card.bit & seen:
                card = card.twin
            seen |= card.bit
            cards.append(card)
        out.append(tuple(cards))
    return out


def _held_copies(cards: Sequence[Card], hand: int) -> tuple[Card, ...]:
    """Two decks: each card as a copy ``hand`` holds and no earlier card of ``cards`` took (else as it is)."""
    out: list[Card] = []
    used = 0
    for card in cards:
        if not card.bit & hand & ~used and card.twin.bit & hand & ~used:
            card = card.twin
        used |= card.bit
        out.append(card)
    return tuple(out)


@lru_cache(maxsize=64)
def _validated(rules: RuleSet) -> bool:
    rules.validate()
    return True


def seat_name(rules: RuleSet, seat: int) -> str:
    return SEAT_NAMES[rules.players][seat]


# reasons that only list the bids in range (``_open_bids``): a refusal lists every bid open instead (``_cannot_bid``)
RANGE_REASONS: Final = frozenset({"bid {lo} to {hi} or nil", "bid {lo} to {hi}", "bid nil or {lo} to {hi}"})
MERCY_REASON = "the other side fell to the losing score"  # a reason a game ends (the window names the side)
TARGET_REASON = "reached the target"  # the winners reached the target (the game-over panel names them)


def game_over_reason(rules: RuleSet, score: HandScore, hand_number: int) -> tuple[int, str] | None:
    """Whether the match ends after ``score`` (hand ``hand_number``): the winning side and why, or None.

    Shared by ``Game`` and the scorekeeper's tally (``engine.tally``).
    """
    for side in score.sides:
        if side.wins_outright:
            if any(name == "double blind nil" for name, _ in side.specials):
                return side.side, "made a double blind nil"
            if any(name == "blind moon" for name, _ in side.specials):
                return side.side, "shot the moon blind"
            return side.side, "shot the moon"
    reached, fell, limit = _end_reached(rules, score, hand_number)
    if not (reached or fell or limit):
        return None
    leaders = _leaders(score)
    if len(leaders) > 1:
        return None  # a tie plays another hand
    if reached:
        return leaders[0], TARGET_REASON
    if fell:
        return leaders[0], MERCY_REASON
    if hand_number > rules.hand_limit:  # the lead was tied after the last hand: it said "all 6 hands" after 8 (QA)
        return leaders[0], f"the tie after hand {rules.hand_limit} was broken in hand {hand_number}"
    return leaders[0], ("the one hand was played" if rules.hand_limit == 1
                        else f"all {rules.hand_limit} hands were played")


def fallen_sides(rules: RuleSet, totals: Sequence[int]) -> tuple[int, ...]:
    """The sides whose totals are at or under the losing score (none without one): a game won by the target may
    also have a side fallen that far, and the game-over panel says so (a newcomer's QA: only the target was named,
    though the other side stood at −228 of −200)."""
    if rules.mercy is None:
        return ()
    return tuple(side for side, total in enumerate(totals) if total <= rules.mercy)


def _end_reached(rules: RuleSet, score: HandScore, hand_number: int) -> tuple[bool, bool, bool]:
    """Whether a total reached the target, fell to the losing score, and whether the last hand was played."""
    totals = score.totals
    return (max(totals) >= rules.target, bool(fallen_sides(rules, totals)),
            rules.hand_limit > 0 and hand_number >= rules.hand_limit)


def _leaders(score: HandScore) -> list[int]:
    top = max(score.totals)
    return [i for i, s in enumerate(score.totals) if s == top]


def ends_tied(rules: RuleSet, score: HandScore, hand_number: int) -> bool:
    """The game would end after ``score`` (hand ``hand_number``: the target reached, the losing score, the last
    hand) but the highest totals are tied, so another hand is played: the windows say so, or the players think
    the game failed to end."""
    if any(side.wins_outright for side in score.sides):
        return False
    return any(_end_reached(rules, score, hand_number)) and len(_leaders(score)) > 1


@dataclass
class HandLog:
    """What a game record needs of one hand: its deal and every action."""

    hand_number: int
    deal_number: int
    dealer: int
    dealt: tuple[tuple[Card, ...], ...]  # each seat's cards after the deal (or the draw)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    score: HandScore | None = None
    # deal.misdeal_weak_hand: the hands of each redeal after a misdeal (``dealt`` stays the first deal, so a record
    # replays: the misdeal is one of ``actions`` and each redeal follows from ``deal_number``)
    redealt: list[tuple[tuple[Card, ...], ...]] = field(default_factory=list)


class Game:
    """A whole match: hands are dealt, bid, played and scored until a side wins."""

    def __init__(
        self,
        rules: RuleSet = STANDARD,
        seed: int = 0,
        *,
        first_dealer: int | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        scores: Sequence[int] | None = None,
        bags: Sequence[int] | None = None,
        blind_limits: bool = True,
    ) -> None:
        """Start a match. ``hands`` replaces the first deal (a set-up position for
        scenarios or a reported hand); ``scores``/``bags`` start the match mid-way.
        ``blind_limits=False`` offers blind bids without the limits of a bid made after looking, as version
        0.1 did: only to replay a game begun then (``record.replay``), never for a new one."""
        _validated(rules)
        self.rules: Final = rules
        self.blind_limits: Final = blind_limits
        self.seed: Final = check_deal_number(seed)
        self._t = table_for(rules)
        # Rules under which a partner's bid can forbid a nil (checked only then: the bidding path stays short).
        self._nil_limits: Final = (rules.bidding_system == "suicide" or rules.moon or rules.blind_moon
                                   or rules.board > 0)
        # Play rules that limit a card of the led suit, or that change who wins (checked only then).
        self._plain_follow: Final = not (rules.lowest_club_first_trick or rules.must_overtrump == "tarot"
                                         or rules.big_joker_forces)
        self._plain_win: Final = not (rules.suit_order or rules.jokers_first_wins or rules.joker_conversion
                                      or rules.cancellation)
        self._two_decks: Final = rules.decks == 2  # players.cancellation: a card named by text is either copy
        self.players = n = rules.players
        self.hand_size: Final = rules.hand_size
        self._next_seat: Final = tuple((s + 1) % n for s in range(n))
        self.scores = self._start_values("scores", scores, rules.sides)
        self.bags = self._start_values("bags", bags, rules.sides)
        self._preset_hands = self._check_hands(hands) if hands is not None else None
        self.hand_number = 0
        self.hands_log: list[HandLog] = []
        self.winner: int | None = None
        self.to_act: int | None = None
        self._bids_cache: tuple[object, tuple[list[Action], Reason]] = (None, ([], ()))
        self.phase = Phase.BID
        if first_dealer is None:
            draws = shuffled(seed, self._t.deck, "first-dealer")[:n]
            first_dealer = max(range(n), key=lambda s: (draws[s].rank, draws[s].index))
            self.start_events: list[Event] = [DealerChosen(first_dealer, tuple(draws))]
        else:
            if not 0 <= first_dealer < n:
                raise IllegalActionError.of("the first dealer must be a seat from 0 to {last}", last=n - 1)
            self.start_events = []
        self.dealer = (first_dealer - 1) % n
        self._redeals = 0  # deal.misdeal_weak_hand: redeals of the current hand
        self.deal_number = 0
        self._log = HandLog(0, 0, 0, ())
        self.start_events.extend(self._start_hand())

    # ------------------------------------------------------------------ hands
    @staticmethod
    def _start_values(name: str, values: Sequence[int] | None, sides: int) -> list[int]:
        if values is None:
            return [0] * sides
        if len(values) != sides or not all(isinstance(v, int) for v in values):
            raise IllegalActionError.of(
                "{what} needs one whole number for each of the {sides} sides", what=name, sides=sides)
        return list(values)

    def _check_hands(self, hands: Sequence[Sequence[Card]]) -> list[int]:
        if self.rules.draw_phase:
            raise IllegalActionError.of("a two-player draw game has no deal to set up")
        if len(hands) != self.players:
            raise IllegalActionError.of("give one hand for each of the {players} players", players=self.players)
        masks = []
        seen = 0
        if self.rules.decks == 2:  # a card named twice is both decks' copies: the second one dealt is the twin
            hands = _distinct_hands(hands)
        for seat, hand in enumerate(hands):
            mask = mask_of(hand)
            name = seat_name(self.rules, seat)
            if len(hand) != self.hand_size or mask.bit_count() != self.hand_size:
                raise IllegalActionError.of(
                    "{seat} must hold {count} different cards, not {given}", seat=name, count=self.hand_size,
                    given=len(hand))
            if mask & ~self._t.deck_mask:
                bad = next(c for c in hand if not c.bit & self._t.deck_mask)
                raise IllegalActionError.of("the {card} is not in the deck of these rules", card=bad.pretty)
            if mask & seen:
                dup = next(c for c in hand if c.bit & seen)
                raise IllegalActionError.of("the {card} is dealt twice", card=dup.pretty)
            seen |= mask
            masks.append(mask)
        return masks

    def _start_hand(self, redeal: bool = False) -> list[Event]:
        rules, n = self.rules, self.players
        if redeal:  # deal.misdeal_weak_hand: the same dealer deals the same hand number again
            self._redeals += 1
            order = shuffled_order(self.deal_number, len(self._t.deck), f"redeal {self._redeals}")
        else:
            self.hand_number += 1
            self.dealer = (self.dealer + 1) % n
            self.deal_number = next_deal_number(self.seed, self.hand_number - 1)
            self._redeals = 0
            order = shuffled_order(self.deal_number, len(self._t.deck))
        self.hands = [0] * n
        self.bids: list[Bid | None] = [None] * n
        self.tricks = [0] * n
        self.trick: list[tuple[int, Card]] = []
        self.trick_number = 0
        self.leader = (self.dealer + 1) % n
        self.broken = False
        self.completed: list[tuple[tuple[int, Card], ...]] = []
        self.trick_winners: list[int | None] = []  # None: a dead trick (players.cancellation)
        self._no_trump_seats: tuple[int, ...] = ()  # bid.no_trump bidders: their spades win only on a spade lead
        self.passed: list[tuple[Card, ...]] = [()] * n
        self.received: list[tuple[Card, ...]] = [()] * n
        self.received_from: list[int | None] = [None] * n  # who passed them (None: none, or the kitty)
        self.revealed = (
            [True] * n
            if not (rules.blind_nil or rules.blind_bids or rules.blind_six or rules.blind_moon)
            else [not self._blind_possible(s) for s in range(n)]
        )
        self.bid_order = [(self.dealer + i + (0 if rules.bid_order == "dealer" else 1)) % n for i in range(n)]
        if rules.partnership_talk:  # the side left of the dealer first, then the dealer's side; each talker first
            first = self.bid_order[0]
            self.bid_order = [first, (first + 2) % n, (first + 1) % n, (first + 3) % n]
        self._bid_pos = 0
        self._raises: list[int] | None = None  # bid.raise_once: seats still to keep or raise (None: not yet)
        self._exchange: list[tuple[int, int, int]] = []  # (seat, to_seat, count)
        self._chosen: dict[int, tuple[Card, ...]] = {}
        self._redraw_queue: list[int] = []
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        # deal.draw_two_player: each seat's own discards, every one of which it saw (the card it let go, or the one
        # under the card it kept: "keeps it, then looks at the next card and discards it face down"; the cards its
        # blind-nil redraw swapped away, less those the redraw took back)
        self.draw_discards: list[list[Card]] = [[] for _ in range(self.players)]
        self.kitty: tuple[Card, ...] = ()  # deal.kitty: the leftover cards, until taken
        self.shown: list[tuple[int, tuple[Card, ...]]] = []  # trump.show_seven: (seat, cards shown to all)
        self._show_queue: list[int] = []  # trump.show_seven: seats still to show or not
        if rules.show_seven:
            self.hand_rules = rules
            self._t = table_for(rules)
        self.kitty_taker: int | None = None
        if rules.draw_phase and self._preset_hands is None:
            # No deal: the stock is drawn from; the hands are logged when the draw ends.
            self.stock = [self._t.deck[i] for i in order]
            self._start_log(())
            self.phase = Phase.DECLARE
            self.to_act = self.bid_order[0]
            self._skip_declared()
        else:
            if self._preset_hands is not None:
                self.hands, self._preset_hands = self._preset_hands, None
            else:
                # One card at a time from the dealer's left: seat j gets every n-th card.
                bits = self._t.deck_bits
                if rules.kitty != "off":  # deal.kitty: the last cards of the shuffle lie face down apart
                    dealt = n * self.hand_size
                    self.kitty = tuple(self._t.deck[i] for i in order[dealt:])
                    order = order[:dealt]
                for j in range(n):
                    self.hands[(self.dealer + 1 + j) % n] = sum(map(bits.__getitem__, order[j::n]))
            if redeal:
                self._log.redealt.append(tuple(cards_of(h) for h in self.hands))
            else:
                self._start_log(tuple(cards_of(h) for h in self.hands))
            self.phase = Phase.BID
            self.to_act = self.bid_order[0]
            if rules.card_pass and rules.card_pass_when == "before_bidding":
                self._exchange = self._exchange_plan()
                self.phase = Phase.EXCHANGE
                self.to_act = self._exchange[0][0]
            if rules.show_seven:
                self._show_queue = [s for s in self.bid_order if self._show_suits(s)]
                if self._show_queue:
                    self.to_act = self._show_queue[0]
            if rules.kitty == "two_of_clubs" and self.kitty:
                # The 2♣ holder; if the 2♣ lies in the kitty, the holder of the lowest club dealt.
                clubs = sorted(cards_of(self._t.suit_masks[int(Suit.CLUBS)]), key=lambda c: self._t.power[c.index])
                self._take_kitty(next(s for c in clubs for s in range(n) if self.hands[s] & c.bit))
        return [HandDealt(self.hand_number, self.dealer, self.deal_number)]

    def _start_log(self, dealt: tuple[tuple[Card, ...], ...]) -> None:
        self._log = HandLog(self.hand_number, self.deal_number, self.dealer, dealt)
        self.hands_log.append(self._log)
        self._actions = self._log.actions

    def _behind(self, seat: int) -> int:
        side = self.rules.side_of(seat)
        others = [s for i, s in enumerate(self.scores) if i != side]
        return max(others) - self.scores[side]

    def blind_nil_allowed(self, seat: int) -> bool:
        rules = self.rules
        return rules.blind_nil and rules.nil and (
            rules.blind_nil_behind == 0 or self._behind(seat) >= rules.blind_nil_behind
        )

    def blind_bids_allowed(self, seat: int) -> bool:
        rules = self.rules
        return rules.blind_bids and (rules.blind_bid_behind == 0 or self._behind(seat) >= rules.blind_bid_behind)

    def _blind_possible(self, seat: int) -> bool:
        rules = self.rules
        return (self.blind_nil_allowed(seat) or (self.blind_bids_allowed(seat) and not rules.draw_phase)
                or rules.blind_six or rules.blind_moon)

    def _opponents_double_nil(self, seat: int) -> bool:
        side = self.rules.side_of(seat)
        opponents = [b for s, b in enumerate(self.bids) if self.rules.side_of(s) != side]
        return all(b is not None and b.is_nil for b in opponents)

    # --------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def hand_scores(self) -> list[HandScore]:
        """The scores of the hands scored so far, in order (a hand in play has none yet)."""
        return [log.score for log in self.hands_log if log.score is not None]

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """A seat's cards (all-knowing; bots must use ``view``)."""
        return cards_of(self.hands[seat])

    def hand_mask(self, seat: int) -> int:
        return self.hands[seat]

    def legal_actions(self) -> Sequence[Action]:
        """The legal actions of the seat to act (empty when the game is over)."""
        phase = self.phase
        if phase is Phase.PLAY:
            return _plays_of(self._legal_mask(self.to_act))  # type: ignore[arg-type]
        if phase is Phase.BID:
            return list(self._legal_bids()[0])
        if phase is Phase.EXCHANGE:
            seat, _to, count = self._exchange[len(self._chosen)]
            return [PassCards(c) for c in combinations(cards_of(self.hands[seat]), count)]
        if phase is Phase.DECLARE:
            return [BLIND_NIL, LOOK]
        if phase is Phase.DRAW:
            return [KEEP, DISCARD]
        if phase is Phase.REDRAW:
            hand = cards_of(self.hands[self.to_act])  # type: ignore[index]
            return [Redraw(c) for k in range(self.rules.blind_nil_redraw + 1) for c in combinations(hand, k)]
        return []

    def legal_plays(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` could play now if it were its turn to play (for dimming)."""
        if self.phase is not Phase.PLAY:
            return ()
        return cards_of(self._legal_mask(seat))

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Perform ``action`` for the seat to act; ``seat``, if given, must be that seat."""
        if type(action) is Play and self.phase is Phase.PLAY and seat is None:
            return self._play(action.card)
        if self.phase is Phase.GAME_OVER:
            raise IllegalActionError.of("the game is over")
        if seat is not None and seat != self.to_act:
            raise IllegalActionError.of(
                "it is not {seat}'s turn: {to_act} is to act",
                seat=seat_name(self.rules, seat), to_act=seat_name(self.rules, self.to_act or 0),
            )
        if isinstance(action, Play):
            if self.phase is not Phase.PLAY:
                raise IllegalActionError.of("cards are not played now: it is time to {verb}", verb=self._phase_verb())
            return self._play(action.card)
        if isinstance(action, (Bid, Look)):
            if self.phase is Phase.DECLARE:
                return self._declare(action)
            if self.phase is not Phase.BID:
                raise IllegalActionError.of("bidding is over: it is time to {verb}", verb=self._phase_verb())
            return self._bid(action)
        if isinstance(action, PassCards):
            if self.phase is not Phase.EXCHANGE:
                raise IllegalActionError.of("no cards are passed now: it is time to {verb}", verb=self._phase_verb())
            return self._pass(action)
        if isinstance(action, DrawChoice):
            if self.phase is not Phase.DRAW:
                raise IllegalActionError.of("no card is drawn now: it is time to {verb}", verb=self._phase_verb())
            return self._draw(action)
        if isinstance(action, Redraw):
            if self.phase is not Phase.REDRAW:
                raise IllegalActionError.of("no cards are swapped now: it is time to {verb}", verb=self._phase_verb())
            return self._redraw(action)
        raise IllegalActionError.of("{action} is not a game action", action=repr(action))

    def _phase_verb(self) -> str:
        return {
            Phase.DECLARE: "decide on blind nil",
            Phase.DRAW: "draw",
            Phase.REDRAW: "swap cards for the blind nil",
            Phase.BID: "bid",
            Phase.EXCHANGE: "discard cards for the kitty" if self.kitty else "pass cards"
            if self.rules.card_pass_to != "partner" else "pass cards to your partner",
            Phase.PLAY: "play a card",
            Phase.GAME_OVER: "start a new game",
        }[self.phase]

    # --------------------------------------------------------------- bidding
    def _legal_bids(self) -> tuple[list[Action], Reason]:
        """The legal bids of the seat to act and the reason that sums them up (cached per turn)."""
        if self._show_queue:
            seat = self.to_act or 0
            return ([*(Bid(int(suit), BidKind.SHOW) for suit in self._show_suits(seat)), NO_SHOW],
                    because("you hold 7 cards or more of a suit: you may show them to make that suit trump"))
        key = (self.hand_number, self._redeals, self.to_act, self.revealed[self.to_act or 0], tuple(self.bids),
               self._raises)
        if self._bids_cache[0] != key:
            if self._raises:
                self._bids_cache = (key, self._second_round_bids(self.to_act or 0))
            else:
                self._bids_cache = (key, self._house_limits(*self._compute_legal_bids()))
                if self.rules.misdeal_weak_hand and self._may_misdeal(self.to_act or 0):
                    legal, reason = self._bids_cache[1]
                    self._bids_cache = (key, ([*legal, MISDEAL], reason + because(
                        "your hand is weak: you may call a misdeal to have the cards dealt again")))
        return self._bids_cache[1]

    def _show_suits(self, seat: int) -> list[Suit]:
        """trump.show_seven: the suits of 7+ cards ``seat`` may show now (spades only once another suit is trump)."""
        hand = self.hands[seat]
        if self.hand_rules.trump_suit == "spades":
            return [suit for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)
                    if (hand & SUIT_BITS[suit]).bit_count() >= 7]
        return [Suit.SPADES] if (hand & SUIT_BITS[Suit.SPADES]).bit_count() >= 7 else []

    def _show(self, seat: int, action: Bid) -> list[Event]:
        self._show_queue.pop(0)
        if action.kind is BidKind.SHOW:
            suit = Suit(action.tricks)
            self.shown.append((seat, cards_of(self.hands[seat] & SUIT_BITS[suit])))
            self.hand_rules = replace(self.rules, trump_suit=suit.noun)  # type: ignore[arg-type]
            self._t = table_for(self.hand_rules)
            self._show_queue = ([s for s in self.bid_order if s != seat and self._show_suits(s)]
                                if suit is not Suit.SPADES else [])
        self.to_act = self._show_queue[0] if self._show_queue else self.bid_order[0]
        return [BidMade(seat, action)]

    def is_weak_hand(self, seat: int) -> bool:
        """deal.misdeal_weak_hand: the seat's hand is weak as the rules define it (few trumps, or no face card)."""
        rules = self.rules
        hand = self.hands[seat]
        if rules.misdeal_spades >= 0 and (hand & self._t.trump_mask).bit_count() <= rules.misdeal_spades:
            return True
        return rules.misdeal_no_faces and not hand & FACE_CARDS

    def _may_misdeal(self, seat: int) -> bool:
        """A weak hand, seen by its holder, whose side has not bid yet."""
        if not self.revealed[seat] or not self.is_weak_hand(seat):
            return False
        side = self.rules.side_of(seat)
        return all(b is None for s, b in enumerate(self.bids) if self.rules.side_of(s) == side)

    def _second_round_bids(self, seat: int) -> tuple[list[Action], Reason]:
        """After the round of bids: keep the bid, raise it by one (bid.raise_once) or add a bemo (bid.bemo)."""
        rules = self.rules
        bid = self.bids[seat]
        assert bid is not None
        if rules.bidding_system == "suicide_copy":
            forced = self._copied(seat)
            if forced is not None:
                return forced
        out: list[Action] = [bid]
        reason: Reason = ()
        if rules.raise_once and bid.kind is BidKind.NORMAL and bid.tricks < rules.max_bid:
            out.append(NORMAL_BIDS[bid.tricks + 1])
            reason += because("keep your bid of {bid} or raise it by one", bid=str(bid))
        if (rules.no_trump and bid.kind is BidKind.NORMAL and bid.tricks > 0
                and self.hands[seat] & self._t.trump_mask):
            out.append(Bid(bid.tricks, BidKind.NO_TRUMP))
            reason += because("with a spade in hand you may make your bid no trump: no trick won with a spade "
                              "unless spades are led, and your bid counts double")
        if rules.ace_check and bid.kind in (BidKind.NORMAL, BidKind.SIDE) and self._aces_held(seat):
            out.append(Bid(bid.tricks, BidKind.ACES if bid.kind is BidKind.NORMAL else BidKind.SIDE_ACES))
            reason += because("you hold 3 aces or more and your partner holds the rest: your side may contract to "
                              "keep all four aces (+100, else −100)")
        if rules.bemo and self._bemo_seat(seat):
            out += [Bid(bid.tricks, BidKind.LITTLE_BEMO), Bid(bid.tricks, BidKind.BIG_BEMO)]
            reason += because("your side may add a bemo: win the first 6 (little) or 9 (big) tricks too")
        return out, reason

    def _copied(self, seat: int) -> tuple[list[Action], Reason] | None:
        """Suicide, copy version: the first partner whose bid the second copied takes the opposite bid."""
        partner = self.rules.partner_of(seat)
        bid = self.bids[seat]
        if partner is None or bid is None or self.bid_order.index(seat) > self.bid_order.index(partner):
            return None
        pbid = self.bids[partner]
        if pbid is None or pbid.is_nil != bid.is_nil:
            return None
        if bid.is_nil:
            lo, hi = max(self.rules.min_bid, 4), self.rules.max_bid
            return [NORMAL_BIDS[k] for k in range(lo, hi + 1)], because(
                "your partner copied your nil, so you bid {lo} to {hi}", lo=lo, hi=hi)
        return [NIL], because("your partner copied your number, so you bid nil")

    def _aces_held(self, seat: int) -> bool:
        """bid.ace_check: ``seat`` holds 3 aces or more and its partner holds the others (the check's answer)."""
        aces = sum(1 << (13 * suit + 12) for suit in range(4))
        mine = (self.hands[seat] & aces).bit_count()
        partner = self.rules.partner_of(seat)
        return partner is not None and mine >= 3 and mine + (self.hands[partner] & aces).bit_count() == 4

    def _bemo_seat(self, seat: int) -> bool:
        """bid.bemo: the side's last number bidder declares it, when the side bid only numbers and nil."""
        partner = self.rules.partner_of(seat)
        bid = self.bids[seat]
        if partner is None or bid is None or bid.kind is not BidKind.NORMAL:
            return False
        pbid = self.bids[partner]
        if pbid is None or not (pbid.kind is BidKind.NORMAL or pbid.is_nil):
            return False
        later = self.bid_order.index(seat) > self.bid_order.index(partner)
        return later or pbid.is_nil

    def _house_limits(self, out: list[Action], reason: Reason) -> tuple[list[Action], Reason]:
        """Remove the bids that bid.sum_not_thirteen (sum_not_tricks) and bid.no_nines_no_blinds forbid."""
        rules = self.rules
        if not (rules.sum_not_tricks or rules.no_side_nine):
            return out, reason
        seat = self.to_act
        bids = self.bids
        kept = out
        if rules.no_side_nine and seat is not None:
            partner = rules.partner_of(seat)
            pbid = bids[partner] if partner is not None else None
            if pbid is not None and pbid.kind in (BidKind.NORMAL, BidKind.NIL):
                kept = [a for a in kept if not (
                    isinstance(a, Bid) and a.kind in (BidKind.NORMAL, BidKind.NIL) and pbid.tricks + a.tricks == 9)]
                if len(kept) < len(out):
                    reason += because("your side's bid may not be 9")
        if rules.sum_not_tricks and all(b is not None for s, b in enumerate(bids) if s != seat):
            total = sum(b.tricks for b in bids if b is not None)
            before = len(kept)
            kept = [a for a in kept if not (isinstance(a, Bid) and total + a.tricks == self.hand_size)]
            if len(kept) < before:
                reason += because("the bids may not add up to {tricks}", tricks=self.hand_size)
        if not any(isinstance(a, Bid) for a in kept) and (LOOK not in kept or not self.blind_limits):
            return out, reason  # never leave a seat without a bid (a seat yet to look bids once it has looked)
        return kept, reason

    def _compute_legal_bids(self) -> tuple[list[Action], Reason]:
        rules = self.rules
        seat = self.to_act
        assert seat is not None
        if rules.auction:
            return self._auction_bids()
        if rules.partnership_talk:
            return self._talk_bids(seat)
        partner = rules.partner_of(seat)
        pbid = self.bids[partner] if partner is not None else None
        if pbid is not None and pbid.kind in SIDE_BLIND_KINDS:
            return [pbid], because("your partner bid {bid} for your side, so you bid it too", bid=str(pbid))
        if not self.revealed[seat]:
            # A blind bid keeps the limits of a bid made after looking (the board, suicide's nil, the least bid,
            # a half to match): those do not depend on the cards. Whiz and mirrors bid the spades held.
            face_up: set[Action] | None = None
            if self.blind_limits and rules.bidding_system not in ("whiz", "mirrors"):
                face_up = set(self._open_bids(seat, partner, pbid)[0])
            refused = pbid is not None and self._nil_limits and self._nil_refusal(seat)
            if self.blind_nil_allowed(seat) and not refused and (face_up is None or NIL in face_up):
                out: list[Action] = [BLIND_NIL]
            else:
                out = []
            if self.blind_bids_allowed(seat):
                out.extend(Bid(k, BidKind.BLIND) for k in range(1, rules.blind_bid_max + 1)
                           if face_up is None or NORMAL_BIDS[k] in face_up)
            if partner is not None and pbid is None:
                if rules.blind_six:
                    out.append(BLIND_SIX)
                if rules.blind_moon and not self._opponents_double_nil(seat):
                    out.append(BLIND_MOON)
            out.append(LOOK)
            if out == [LOOK]:  # suicide after a partner's nil, say: nothing to bid unseen
                return out, because("no blind bid is open to you now: look at your cards to bid")
            return out, because("bid blind before looking at your cards, or look at them")
        return self._open_bids(seat, partner, pbid)

    def _open_bids(self, seat: int, partner: int | None, pbid: Bid | None) -> tuple[list[Action], Reason]:
        """The bids of ``seat`` once it has looked at its cards (``partner`` has bid ``pbid``, or not yet)."""
        rules = self.rules
        lo = rules.min_bid
        hi = rules.max_bid
        nil_ok = rules.nil
        reason = because("bid {lo} to {hi} or nil" if nil_ok else "bid {lo} to {hi}", lo=lo, hi=hi)
        system = rules.bidding_system
        spades = (self.hands[seat] & self._t.trump_mask).bit_count()
        if system in ("whiz", "mirrors"):
            # else "trumps": hearts shown as trump (trump.show_seven), or jokers and the 2♦ counted with the spades
            # ("in mirrors you bid your spade count (1)" was said to a hand whose one trump is the Big Joker)
            plain = self._trump_suit() == "spades" and all(
                c.suit is Suit.SPADES for c in cards_of(self._t.trump_mask))
            if spades == 0 or (system == "whiz" and spades < max(lo, 1)):
                return [NIL], because("with {spades} spades you must bid nil" if plain
                                      else "with {spades} trumps you must bid nil", spades=spades)
            bids: list[Action] = [Bid(spades)]
            if system == "whiz":
                bids.insert(0, NIL)
                return bids, because("in whiz you bid your spade count ({spades}) or nil" if plain
                                     else "in whiz you bid your trump count ({spades}) or nil", spades=spades)
            return bids, because("in mirrors you bid your spade count ({spades})" if plain
                                 else "in mirrors you bid your trump count ({spades})", spades=spades)
        if system == "suicide_copy":  # the second partner may bid the opposite or copy the first
            lo = max(lo, 4)
            return [NIL, *(Bid(k) for k in range(lo, hi + 1))], because("bid nil or {lo} to {hi}", lo=lo, hi=hi)
        if system == "suicide":
            lo = max(lo, 4)
            if pbid is None:
                return [NIL, *(Bid(k) for k in range(lo, hi + 1))], because("bid nil or {lo} to {hi}", lo=lo, hi=hi)
            if pbid.is_nil:
                return [Bid(k) for k in range(lo, hi + 1)], because(
                    "your partner bid nil, so you bid {lo} to {hi}", lo=lo, hi=hi)
            return [NIL], because("your partner did not bid nil, so you must")
        if rules.board:
            if partner is None:
                lo = max(lo, rules.board)
                reason = because("bid nil or at least the board of {board}", board=rules.board)
            elif pbid is not None:
                if pbid.is_nil:
                    lo = max(lo, rules.board)
                    reason = because(
                        "your partner bid nil: bid nil or at least the board of {board}", board=rules.board)
                else:
                    lo = max(lo, rules.board - pbid.tricks)
                    nil_ok = nil_ok and pbid.tricks >= rules.board
                    reason = because("your side must bid at least {board} (the board)", board=rules.board)
        refusal = self._nil_refusal(seat) if nil_ok and pbid is not None and self._nil_limits else ()
        if refusal:
            nil_ok = False
            reason += refusal
        out: list[Action] = []
        if rules.half_tricks and pbid is not None and pbid.kind is BidKind.HALF:
            # bid.half_tricks: the partner bid a half, so this bid makes the side's bid whole.
            out.extend(Bid(k, BidKind.HALF) for k in range(0, hi - pbid.tricks))
            reason = because("your partner bid {bid}: bid a half too, so that your side's bid is whole",
                             bid=str(pbid))
            nil_ok = False
            lo, hi = hi + 1, hi
        if nil_ok:
            out.append(NIL)
        out.extend(NORMAL_BIDS[k] for k in range(lo, hi + 1) if k > 0 or not nil_ok)
        if rules.half_tricks and pbid is None and partner is not None:
            out.extend(Bid(k, BidKind.HALF) for k in range(lo, hi))
        if pbid is not None and (pbid.kind is BidKind.NORMAL or pbid.is_nil):
            if rules.ten_for_two_hundred:
                out.append(Bid(10, BidKind.TEN_FOR_200))
            if rules.lexington:
                out.append(LEXINGTON)
            if rules.mo != "off":
                out.extend((LITTLE_MO, BIG_MO))
            if rules.moon and not self._opponents_double_nil(seat):
                out.append(MOON)
        return out, reason

    def _talk_bids(self, seat: int) -> tuple[list[Action], Reason]:
        """bid.partnership_talk: the first partner says how many tricks it expects; the second bids the side."""
        rules = self.rules
        partner = rules.partner_of(seat)
        assert partner is not None
        if self.bids[partner] is None:
            return [NORMAL_BIDS[k] for k in range(self.hand_size + 1)], because(
                "tell your partner how many tricks you expect to take (everyone hears it)")
        lo = max(4, rules.board, rules.min_bid)
        other = next((b.tricks for b in self.bids if b is not None and b.kind is BidKind.SIDE), None)
        out: list[Action] = [Bid(k, BidKind.SIDE) for k in range(lo, rules.max_bid + 1)
                             if other is None or k + other != self.hand_size]
        if other is not None:
            return out, because("bid {lo} to {hi} for your side, but not so that both sides bid {tricks}", lo=lo,
                                hi=rules.max_bid, tricks=self.hand_size)
        return out, because("bid {lo} to {hi} for your side", lo=lo, hi=rules.max_bid)

    def _auction_bids(self) -> tuple[list[Action], Reason]:
        """bid.auction: a higher bid (N means N + 6 tricks for the side) or pass; the last one in must bid."""
        high = max((b.tricks for b in self.bids if b is not None and b.kind is BidKind.AUCTION), default=0)
        passed = sum(1 for b in self.bids if b == PASS)
        out: list[Action] = [] if high == 0 and passed == self.players - 1 else [PASS]
        out.extend(Bid(k, BidKind.AUCTION) for k in range(high + 1, self.hand_size - AUCTION_BASE + 1))
        if high and len(out) == 1:  # the highest bid there is stands: only a pass is left
            return out, because("nobody can bid more than {high} ({tricks} tricks): pass", high=high,
                                tricks=high + AUCTION_BASE)
        if high and high + 1 == self.hand_size - AUCTION_BASE:  # the top bid is the only one left: nothing above it
            return out, because("bid {lo} (your side then takes all {tricks} tricks) or pass", lo=high + 1,
                                tricks=self.hand_size)  # it said "bid 7 or more (… 13 tricks or more)" (QA)
        if high:  # the next bid up and what it promises ("more than 3 (3 + 6 tricks)" read as 9 tricks, Orca QA)
            return out, because("bid {lo} or more (your side then takes {tricks} tricks or more) or pass",
                                lo=high + 1, tricks=high + 1 + AUCTION_BASE)
        if not out or out[0] != PASS:
            return out, because("everyone else passed, so you bid at least 1 (7 tricks for your side)")
        return out, because("bid 1 to 7 (your side then takes the bid + 6 tricks) or pass")

    def _advance_auction(self, events: list[Event]) -> None:
        """bid.auction: the next player who has not passed, until three have passed after a bid."""
        bids = self.bids
        high = max(((b.tricks, s) for s, b in enumerate(bids) if b is not None and b.kind is BidKind.AUCTION),
                   default=None)
        passed = [s for s, b in enumerate(bids) if b == PASS]
        if high is not None and len(passed) == self.players - 1:
            declarer = high[1]
            for s in range(self.players):
                if s != declarer:
                    bids[s] = PASS
            events.append(BiddingDone(tuple(b for b in bids if b is not None)))
            self._exchange = self._exchange_plan() if self.rules.card_pass_when == "after_bidding" else []
            self._chosen = {}
            if self.rules.kitty == "high_bidder" and self.kitty:  # the declarer's is the high bid (the kitty was
                self._take_kitty(declarer)  # left out: every hand played 13 cards with the kitty on the table)
            elif self._exchange:
                self.phase = Phase.EXCHANGE
                self.to_act = self._exchange[0][0]
            else:
                self._start_play()
            return
        seat = self.to_act or 0
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if bids[nxt] != PASS:
                self.to_act = nxt
                return

    def _nil_refusal(self, seat: int) -> Reason:
        """Why ``seat`` may not bid nil of any kind after the bids so far (empty when it may)."""
        rules = self.rules
        partner = rules.partner_of(seat)
        if partner is None:
            return ()
        pbid = self.bids[partner]
        if pbid is None:
            return ()
        if pbid.is_nil:
            if rules.bidding_system == "suicide":
                return because("your partner bid nil, so you bid {lo} to {hi}", lo=max(rules.min_bid, 4),
                               hi=rules.max_bid)
            side = rules.side_of(seat)
            if any(b is not None and b.kind in MOON_KINDS for s, b in enumerate(self.bids)
                   if rules.side_of(s) != side):
                return because("the other side bid the moon, so your side may not bid double nil")
        elif rules.board and pbid.tricks < rules.board:
            return because("your side must bid at least {board} (the board)", board=rules.board)
        return ()

    def _bid(self, action: Bid | Look) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if action not in self._legal_bids()[0]:
            raise self.bid_refusal(action)
        self._log.actions.append((seat, action))
        if isinstance(action, Look):
            self.revealed[seat] = True
            return [CardsLooked(seat)]
        if action.kind is BidKind.SHOW or action.kind is BidKind.NO_SHOW:
            return self._show(seat, action)
        if action.kind is BidKind.MISDEAL:  # deal.misdeal_weak_hand: the cards are dealt again
            return [BidMade(seat, action), *self._start_hand(redeal=True)]
        self.revealed[seat] = True
        self.bids[seat] = action
        events: list[Event] = [BidMade(seat, action)]
        if self._raises:
            self._raises = self._raises[1:]
        self._advance_bidding(events)
        return events

    def bid_refusal(self, action: Bid | Look, also: Iterable[Action] = ()) -> IllegalActionError:
        """Why the seat to act may not make ``action`` now (a bid or a look that ``legal_actions`` does not hold). A
        refusal of a bid ("you cannot bid 14 now: …") ends with every bid open to the seat now, from its legal
        bids, and ``also``: a scorekeeper's seat looks at its cards as it bids (``tally.check_bids``), so the bids
        it had on either side of that look were open to it (blind 4 beside 1-13; it heard only "bid 1 to 13 or
        nil", QA club 10)."""
        seat = self.to_act
        assert seat is not None
        if isinstance(action, Look):
            return IllegalActionError.of("your cards are already face up")
        if not self.revealed[seat] and not action.is_blind:
            return IllegalActionError.of("look at your cards first, or bid blind")
        if action.is_blind:
            return self._blind_refusal(seat, action, also)
        return self._cannot_bid(action, self._second_partner_only(seat, action) + self._moon_refusal(seat, action)
                                + self._half_refusal(seat, action) + self._legal_bids()[1], also)

    def _cannot_bid(self, bid: Bid, reason: Reason, also: Iterable[Action] = ()) -> IllegalActionError:
        """"you cannot bid {bid} now: {reason}", where the reason's list of the bids in range ("bid 1 to 13 or
        nil") gives way to the list of every bid open now (``bid_refusal``); what the reason explains stays (the
        board, the partner's nil, a house rule)."""
        bids = open_bids_reason([*also, *self._legal_bids()[0]])
        kept = tuple(part for part in reason if part[0] not in RANGE_REASONS) if bids else reason
        return IllegalActionError.of("you cannot bid {bid} now: {reason}", bid=str(bid), reason=kept + bids)

    def _second_partner_only(self, seat: int, bid: Bid) -> Reason:
        """Why the first partner of a side may not make ``bid`` when its partner, bidding after it, could (10 for
        200, moon, lexington, Mo: ``_open_bids`` offers them once the partner has bid); () for any other refusal.
        The refusal said only "bid 1 to 13 or nil", as if these rules had no such bid."""
        rules = self.rules
        partner = rules.partner_of(seat)
        if (partner is None or rules.auction or rules.partnership_talk or self.bids[partner] is not None
                or self.bids[seat] is not None or bid.kind is BidKind.NORMAL or bid.is_nil):
            return ()
        if bid not in self._open_bids(seat, partner, NORMAL_BIDS[rules.max_bid])[0]:
            return ()
        return because("only the partner who bids second may bid it")

    def _moon_refusal(self, seat: int, bid: Bid) -> Reason:
        """Why ``seat``'s side may not bid the moon (``bid``, of any kind) that these rules have: the other side bid
        double nil (``_opponents_double_nil``); () for any other bid or refusal. The refusal only listed the bids
        open, and a club read it as a wrong rule (QA club 11)."""
        allowed = self.rules.blind_moon if bid.kind is BidKind.BLIND_MOON else self.rules.moon
        if bid.kind not in MOON_KINDS or not allowed or not self._opponents_double_nil(seat):
            return ()
        return because("the other side bid double nil, so your side may not bid the moon")

    def _half_refusal(self, seat: int, bid: Bid) -> Reason:
        """Why the second partner of a side may not bid a half (``bid``) after its partner's whole bid or nil
        (bid.half_tricks: a half is the side's first bid, and the second partner's only to match it); () for any
        other bid or refusal. Only the bids open were listed, none of them a half (QA club 11, every preset tried)."""
        partner = self.rules.partner_of(seat)
        pbid = self.bids[partner] if partner is not None else None
        if bid.kind is not BidKind.HALF or not self.rules.half_tricks or pbid is None or pbid.kind is BidKind.HALF:
            return ()
        return because("only the partner who bids first may bid a half (the second then bids a half too)")

    def _blind_refusal(self, seat: int, bid: Bid, also: Iterable[Action] = ()) -> IllegalActionError:
        """Why ``seat`` may not bid ``bid`` (a blind one) now; a refusal by the rules (not made before the look)
        ends, as every refusal of a bid, with the bids open (``_cannot_bid``): "blind bids are allowed only when
        your side is at least 100 points behind" said nothing of what could be bid (QA club 11)."""
        rules = self.rules
        if bid.kind is BidKind.BLIND_NIL:
            if not (rules.blind_nil and rules.nil):
                return self._cannot_bid(bid, because("blind nil is not allowed in these rules"), also)
            refusal = self._nil_refusal(seat) if self._nil_limits else ()
            if refusal:
                return self._cannot_bid(bid, refusal, also)
            if rules.blind_nil_behind and self._behind(seat) < rules.blind_nil_behind:
                return self._cannot_bid(bid, because(
                    "blind nil is allowed only when your side is at least {points} points behind",
                    points=rules.blind_nil_behind), also)
        elif bid.kind in SIDE_BLIND_KINDS:
            allowed = rules.blind_moon if bid.kind is BidKind.BLIND_MOON else rules.blind_six
            if not allowed:
                return self._cannot_bid(bid, because("{bid} is not allowed in these rules", bid=str(bid)), also)
            moon = self._moon_refusal(seat, bid)
            return self._cannot_bid(bid, moon or because(
                "{bid} is bid for the side by its first partner, before either partner looks", bid=str(bid)), also)
        else:
            if not rules.blind_bids:
                return self._cannot_bid(bid, because("blind bids are not allowed in these rules"), also)
            if rules.blind_bid_behind and self._behind(seat) < rules.blind_bid_behind:
                return self._cannot_bid(bid, because(
                    "blind bids are allowed only when your side is at least {points} points behind",
                    points=rules.blind_bid_behind), also)
            if not 1 <= bid.tricks <= rules.blind_bid_max:
                return self._cannot_bid(bid, because("a blind bid is 1 to {most} tricks", most=rules.blind_bid_max),
                                        also)
        if not self.revealed[seat]:  # a limit that a bid made after looking has too (the board, suicide's nil)
            partner = rules.partner_of(seat)
            reason = self._house_limits(*self._open_bids(seat, partner,
                                                         self.bids[partner] if partner is not None else None))[1]
            return self._cannot_bid(bid, reason, also)
        return self._cannot_bid(bid, because("a blind bid must be made before you look at your cards"), also)

    def _advance_bidding(self, events: list[Event]) -> None:
        if self.rules.auction:
            self._advance_auction(events)
            return
        while self._bid_pos < len(self.bid_order) and self.bids[self.bid_order[self._bid_pos]] is not None:
            self._bid_pos += 1
        if self._bid_pos < len(self.bid_order):
            self.to_act = self.bid_order[self._bid_pos]
            return
        if self.rules.second_round:
            if self._raises is None:
                self._raises = [s for s in self.bid_order if self._second_round_bids(s)[0] != [self.bids[s]]]
            if self._raises:
                self.to_act = self._raises[0]
                return
        bids = tuple(b for b in self.bids if b is not None)
        events.append(BiddingDone(bids))
        rules = self.rules
        self._exchange = [] if rules.card_pass and rules.card_pass_when == "before_bidding" else self._exchange_plan()
        self._chosen = {}
        if rules.kitty == "high_bidder" and self.kitty:
            self._take_kitty(self._high_bidder())
        elif self._exchange:
            self.phase = Phase.EXCHANGE
            self.to_act = self._exchange[0][0]
        else:
            self._start_play()

    def pass_target(self, seat: int) -> int | None:
        """Who receives the cards ``seat`` passes in this exchange (None when it passes none)."""
        return next((to for s, to, _count in self._exchange if s == seat), None)

    def _exchange_plan(self) -> list[tuple[int, int, int]]:
        rules = self.rules
        if rules.card_pass:  # every player passes, in bidding order; the cards move once all have chosen
            step = {"partner": self.players >> 1, "left": 1, "right": -1}[rules.card_pass_to]
            return [(s, (s + step) % self.players, rules.card_pass) for s in self.bid_order]
        if rules.nil_exchange == "none":
            return []
        plan = []
        for seat in self.bid_order:
            bid = self.bids[seat]
            partner = rules.partner_of(seat)
            if bid is None or not bid.is_nil or partner is None:
                continue
            pbid = self.bids[partner]
            if pbid is not None and pbid.is_nil:
                continue  # both partners nil: no exchange
            if rules.nil_exchange == "book":
                count = 3
            else:
                count = rules.blind_nil_pass_count if bid.kind is BidKind.BLIND_NIL else rules.nil_pass_count
            if count:
                plan.append((seat, partner, count))
                plan.append((partner, seat, count))
        return plan

    # -------------------------------------------------------------- exchange
    def _take_kitty(self, seat: int) -> None:
        """deal.kitty: ``seat`` adds the kitty to its hand and must discard as many cards (an exchange to itself)."""
        self.kitty_taker = seat
        self.hands[seat] |= mask_of(self.kitty)
        self.received[seat] = self.kitty
        self.revealed[seat] = True
        self._exchange = [(seat, seat, len(self.kitty))]
        self._chosen = {}
        self.phase = Phase.EXCHANGE
        self.to_act = seat

    def _high_bidder(self) -> int:
        """deal.kitty high_bidder: the seat of the highest bid by the tricks it promises; of equal bids, the first
        made (bid order). A Mo promises the tricks it needs (Little 6 or 7, Big 8 or 10: it is written Bid(0, ...),
        and a Big Mo ranked as a nil gave the kitty to an opponent who bid 3), a half bid its half (3½ above 3),
        a nil nothing."""
        def key(seat: int) -> tuple[int, int]:
            bid = self.bids[seat]
            return (high_bid_rank(self.rules, bid) if bid is not None else -1, -self.bid_order.index(seat))

        return max(self.bid_order, key=key)

    def _discard_kitty(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        self.hands[seat] &= ~mask_of(cards)
        self.passed[seat] = cards
        self.kitty = ()
        self._exchange, self._chosen = [], {}
        self._bid_or_play()  # the 2♣ holder's kitty comes before the bidding
        return [CardsPassed(seat, seat, cards)]

    def _pass(self, action: PassCards) -> list[Event]:
        seat, _to_seat, count = self._exchange[len(self._chosen)]
        cards = action.cards
        if self._two_decks:  # "pass AS AS" names both copies; "pass AS" the copy the seat holds
            cards = _held_copies(cards, self.hands[seat])
            action = PassCards(cards)
        mask = mask_of(cards)
        if len(cards) != count or mask.bit_count() != count:
            raise IllegalActionError.of(
                "choose exactly {count} different cards to pass" if count > 1
                else "choose exactly {count} different card to pass", count=count)
        if mask & ~self.hands[seat]:
            missing = next(c for c in cards if not c.bit & self.hands[seat])
            raise IllegalActionError.of("you do not hold the {card}", card=missing.pretty)
        self._log.actions.append((seat, action))
        self._chosen[seat] = tuple(sorted(cards))
        events: list[Event] = [CardsChosen(seat, count)]
        if self.kitty_taker == seat and self.kitty:
            return events + self._discard_kitty(seat, self._chosen[seat])
        if self.rules.card_pass:
            return events + self._pass_round()
        # Swap a pair once both partners have chosen.
        if len(self._chosen) % 2 == 0:
            a, b, _ = self._exchange[len(self._chosen) - 2]
            ca, cb = self._chosen[a], self._chosen[b]
            self.hands[a] = (self.hands[a] & ~mask_of(ca)) | mask_of(cb)
            self.hands[b] = (self.hands[b] & ~mask_of(cb)) | mask_of(ca)
            self.passed[a], self.received[b], self.received_from[b] = ca, ca, a
            self.passed[b], self.received[a], self.received_from[a] = cb, cb, b
            events.append(CardsPassed(a, b, ca))
            events.append(CardsPassed(b, a, cb))
        if len(self._chosen) == len(self._exchange):
            self._start_play()
        else:
            self.to_act = self._exchange[len(self._chosen)][0]
        return events

    def _pass_round(self) -> list[Event]:
        """Every player passes (nil.pass_cards without a nil): the cards move once all have chosen."""
        if len(self._chosen) < len(self._exchange):
            self.to_act = self._exchange[len(self._chosen)][0]
            return []
        events: list[Event] = []
        for seat, _to, _count in self._exchange:
            self.hands[seat] &= ~mask_of(self._chosen[seat])
        for seat, to_seat, _count in self._exchange:
            cards = self._chosen[seat]
            self.hands[to_seat] |= mask_of(cards)
            self.passed[seat], self.received[to_seat], self.received_from[to_seat] = cards, cards, seat
            events.append(CardsPassed(seat, to_seat, cards))
        if all(b is None for b in self.bids):  # passed before the bidding
            self._exchange, self._chosen = [], {}
        self._bid_or_play()
        return events

    def _bid_or_play(self) -> None:
        """After cards were passed (or a kitty taken): the bidding when nobody has bid yet, else the play."""
        if all(b is None for b in self.bids):
            self.phase = Phase.BID
            self._bid_pos = 0
            self.to_act = self.bid_order[0]
        else:
            self._start_play()

    # ------------------------------------------------------- two-player draw
    def _declare(self, action: Bid | Look) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if action != BLIND_NIL and not isinstance(action, Look):
            raise IllegalActionError.of("before the draw you may only bid blind nil or look at your cards")
        if action == BLIND_NIL and not self.blind_nil_allowed(seat):
            raise self._blind_refusal(seat, BLIND_NIL)
        self._log.actions.append((seat, action))
        self.revealed[seat] = True
        events: list[Event]
        if isinstance(action, Look):
            events = [CardsLooked(seat)]
        else:
            self.bids[seat] = BLIND_NIL
            events = [BidMade(seat, BLIND_NIL)]
        self._skip_declared()
        return events

    def _skip_declared(self) -> None:
        for s in self.bid_order:
            if not self.revealed[s]:
                self.to_act = s
                return
        self.phase = Phase.DRAW
        self.to_act = self.dealer

    def _draw(self, action: DrawChoice) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        first, second = self.stock.pop(0), self.stock.pop(0)
        kept, dropped = (first, second) if action.keep else (second, first)
        self.hands[seat] |= kept.bit
        self.discards.append(dropped)
        self.draw_discards[seat].append(dropped)
        self._log.actions.append((seat, action))
        events: list[Event] = [CardDrawn(seat, action.keep, kept, dropped)]
        if all(h.bit_count() == self.hand_size for h in self.hands):
            self._log.dealt = tuple(cards_of(h) for h in self.hands)
            self._redraw_queue = [
                s for s in self.bid_order if self.bids[s] == BLIND_NIL and self.rules.blind_nil_redraw
            ]
            self._next_after_draw()
        else:
            self.to_act = (seat + 1) % self.players
        return events

    def _next_after_draw(self) -> None:
        if self._redraw_queue:
            self.phase = Phase.REDRAW
            self.to_act = self._redraw_queue[0]
            return
        self.phase = Phase.BID
        self._bid_pos = 0
        events: list[Event] = []
        self._advance_bidding(events)

    def _redraw(self, action: Redraw) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        mask = mask_of(action.cards)
        if len(action.cards) > self.rules.blind_nil_redraw or mask.bit_count() != len(action.cards):
            raise IllegalActionError.of("you may swap up to {count} different cards", count=self.rules.blind_nil_redraw)
        if mask & ~self.hands[seat]:
            raise IllegalActionError.of("you can only swap cards you hold")
        self._log.actions.append((seat, action))
        if action.cards:
            stream = DealStream(f"spades-desktop/redraw/{self.deal_number}/{seat}")
            pool = list(self.discards)
            new = []
            for _ in action.cards:
                new.append(pool.pop(stream.below(len(pool))))
            self.discards = pool + list(action.cards)
            taken = set(new)
            self.draw_discards[seat] = [c for c in self.draw_discards[seat] if c not in taken] + list(action.cards)
            self.hands[seat] = (self.hands[seat] & ~mask) | mask_of(new)
        self._redraw_queue.pop(0)
        self._next_after_draw()
        return [Redrawn(seat, len(action.cards))]

    # ------------------------------------------------------------------ play
    def _mark_no_trump_seats(self) -> None:
        """bid.no_trump: note the seats that bid no trump, whose spades win only on a spade lead (the play starts
        here, and a search's world built mid-hand, ``ai.determinize.build_play_game``, calls it too)."""
        if self.rules.no_trump:
            self._no_trump_seats = tuple(
                s for s, b in enumerate(self.bids) if b is not None and b.kind is BidKind.NO_TRUMP)

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.trick_number = 0
        self._mark_no_trump_seats()
        low = self._t.lowest_club
        if self.rules.first_lead == "two_of_clubs" and low is not None:
            holder = next((s for s in range(self.players) if self.hands[s] & low.bit), None)
            self.leader = holder if holder is not None else (self.dealer + 1) % self.players
        else:
            self.leader = (self.dealer + 1) % self.players
        if self.rules.mo == "first_tricks":  # "the side that bids a Mo leads the first trick"
            self.leader = next((s for s in self.bid_order if (b := self.bids[s]) is not None and b.kind in MO_KINDS),
                               self.leader)
        self.to_act = self.leader

    def _legal_mask(self, seat: int) -> int:
        hand = self.hands[seat]
        t = self._t
        trick = self.trick
        rules = self.rules
        if not trick:
            if self.trick_number == 0:
                if rules.first_lead == "two_of_clubs" and t.lowest_club is not None and hand & t.lowest_club.bit:
                    return t.lowest_club.bit
                if rules.no_spade_lead_first_trick and hand & ~t.trump_mask:
                    return hand & ~t.trump_mask
            if not self.broken and hand & ~t.trump_mask and rules.spades_broken:
                return hand & ~t.trump_mask
            return hand
        led = t.eff_suit[trick[0][1].index]
        follow = hand & t.suit_masks[led]
        if follow:
            return follow if self._plain_follow else self._follow_mask(seat, follow, led)
        if self.trick_number == 0 and rules.first_lead == "two_of_clubs" and hand & ~t.trump_mask:
            return hand & ~t.trump_mask
        if rules.must_overtrump != "off":
            return self._overtrump_mask(seat, hand)
        return hand

    def _follow_mask(self, seat: int, follow: int, led: int) -> int:
        """The cards of the led suit ``seat`` may play under the rules that limit them."""
        t = self._t
        rules = self.rules
        power = t.power
        if rules.lowest_club_first_trick and self.trick_number == 0 and led == int(Suit.CLUBS):
            return min(cards_of(follow), key=lambda c: power[c.index]).bit  # play.lowest_club_first_trick
        lead_seat, lead_card = self.trick[0]
        if (rules.big_joker_forces and lead_card.index == BIG_JOKER
                and rules.side_of(lead_seat) != rules.side_of(seat)):
            return max(cards_of(follow), key=lambda c: power[c.index]).bit  # trump.big_joker_forces
        if rules.must_overtrump == "tarot" and led == TRUMP:
            best = max(power[c.index] for _, c in self.trick if t.eff_suit[c.index] == TRUMP)
            higher = sum(c.bit for c in cards_of(follow) if power[c.index] > best)
            return higher or follow
        return follow

    def _overtrump_mask(self, seat: int, hand: int) -> int:
        t = self._t
        power = t.power
        best_seat, best = None, 0
        for s, c in self.trick:
            if t.eff_suit[c.index] == TRUMP and power[c.index] > best:
                best_seat, best = s, power[c.index]
        if self.rules.must_overtrump == "tarot" and hand & t.trump_mask:
            hand &= t.trump_mask  # tarot style: a player who cannot follow must trump if it can
        if best_seat is None:
            return hand
        if self.rules.must_overtrump == "opponents" and self.rules.side_of(best_seat) == self.rules.side_of(seat):
            return hand
        higher = 0
        for c in cards_of(hand & t.trump_mask):
            if power[c.index] > best:
                higher |= c.bit
        return higher or hand

    def _play(self, card: Card) -> list[Event]:
        seat: int = self.to_act  # type: ignore[assignment]
        bit = card.bit
        trick = self.trick
        hands = self.hands
        t = self._t
        if not bit & hands[seat] and self._two_decks:  # "AS" names either copy: play the one the seat holds
            card = card.twin
            bit = card.bit
        # Fast path: following the led suit with a card in hand is legal (unless a rule limits those cards).
        if not (trick and bit & hands[seat] & t.suit_masks[t.eff_suit[trick[0][1].index]]
                and self._plain_follow) and not bit & self._legal_mask(seat):
            raise self._why_illegal(seat, card)
        hands[seat] ^= bit
        self._actions.append((seat, PLAYS[card.index]))
        trick.append((seat, card))
        breaks = False
        if bit & t.trump_mask and not self.broken:
            self.broken = breaks = True
        if len(trick) < self.players:
            self.to_act = self._next_seat[seat]
            return [CardPlayed(seat, card, self.trick_number + 1, breaks)]
        events: list[Event] = [CardPlayed(seat, card, self.trick_number + 1, breaks)]
        plays = tuple(trick)
        self.completed.append(plays)
        self.trick = []
        if self._plain_win and not self._no_trump_seats:
            winner = self._winner(trick)
        else:
            taker = self._taker(trick)
            if taker is None:  # players.cancellation: a dead trick; its leader leads again
                self.trick_winners.append(None)
                self.trick_number += 1
                winner = trick[0][0]
                events.append(TrickDead(self.trick_number, plays, winner))
                if self.trick_number < self.hand_size:
                    self.leader = self.to_act = winner
                    return events
                self._finish_hand(events)
                return events
            winner = taker
        self.trick_winners.append(winner)
        self.tricks[winner] += 1
        self.trick_number += 1
        events.append(TrickWon(winner, self.trick_number, plays))
        if self.trick_number < self.hand_size:
            self.leader = self.to_act = winner
            return events
        self._finish_hand(events)
        return events

    def trick_winner(self, trick: list[tuple[int, Card]]) -> int:
        """The seat that wins the full ``trick`` under this hand's rules (play, and the double-dummy search).

        A dead trick (players.cancellation, see ``trick_taker``) gives its leader, who leads next."""
        if self._plain_win and not self._no_trump_seats:
            return self._winner(trick)
        taker = self._taker(trick)
        return trick[0][0] if taker is None else taker

    def trick_taker(self, trick: list[tuple[int, Card]]) -> int | None:
        """The seat that takes the full ``trick``, or None when nobody does (a dead trick)."""
        if self._plain_win and not self._no_trump_seats:
            return self._winner(trick)
        return self._taker(trick)

    def _taker(self, trick: list[tuple[int, Card]]) -> int | None:
        if self.rules.cancellation:
            return self._cancelled_winner(trick)
        return self._winner_no_trump(trick)

    def _cancelled_winner(self, trick: list[tuple[int, Card]]) -> int | None:
        """players.cancellation: identical cards cancel; None when nothing left can win (``table.cancelled_winner``)."""
        return cancelled_winner(self._t, trick)

    def _winner(self, trick: list[tuple[int, Card]]) -> int:
        lead_seat, lead_card = trick[0]
        seat = highest_seat(self._t, trick, self._t.eff_suit[lead_card.index])
        return lead_seat if seat is None else seat  # never None: the led card itself is of the led suit

    def _winner_no_trump(self, trick: list[tuple[int, Card]]) -> int:
        """The winner under the rules that change it: bid.no_trump (a no-trump bidder's spade on another
        suit's lead is a discard that cannot win), trump.jokers_first_wins and trump.suit_order."""
        t = self._t
        nt = self._no_trump_seats
        if nt and t.eff_suit[trick[0][1].index] != TRUMP:
            trick = [(s, c) for s, c in trick if not (s in nt and t.eff_suit[c.index] == TRUMP)]
        if self.rules.joker_conversion:
            return self._joker_winner(trick)
        if self.rules.jokers_first_wins:  # trump.jokers_first_wins: the first joker played beats the other
            for s, c in trick:
                if c.is_joker:
                    return s
        if self.rules.suit_order:  # trump.suit_order: the power table ranks the suits, so the highest wins
            power = t.power
            return max(trick, key=lambda p: power[p[1].index])[0]
        return self._winner(trick)

    def _joker_winner(self, trick: list[tuple[int, Card]]) -> int:
        """trump.joker_conversion: a joker has no rank; it turns every card its partner plays to the trick into
        the spade of that rank, which ranks just below the natural spade (a converted A♥ beats all but the A♠).
        Two converted cards of one rank: the side with the higher joker wins. Nothing that can win: the leader."""
        t = self._t
        side_of = self.rules.side_of
        led = t.eff_suit[trick[0][1].index]
        joker: dict[int, int] = {}
        for s, c in trick:
            if c.is_joker:
                joker[side_of(s)] = max(joker.get(side_of(s), 0), c.rank)
        best_seat, best = trick[0][0], (0, 0, 0)
        for s, c in trick:
            if c.is_joker:
                continue
            side = side_of(s)
            if side in joker:
                key = (2, 2 * c.rank, joker[side])
            elif t.eff_suit[c.index] == TRUMP:
                key = (2, 2 * c.rank + 1, 0)
            elif t.eff_suit[c.index] == led:
                key = (1, c.rank, 0)
            else:
                continue
            if key > best:
                best_seat, best = s, key
        return best_seat

    def _trump_suit(self) -> str:
        """The suit that is trump in this hand: the rules' trump_suit, or the suit shown (trump.show_seven)."""
        return (self.hand_rules if self.rules.show_seven else self.rules).trump_suit

    def _why_illegal(self, seat: int, card: Card) -> IllegalActionError:
        t = self._t
        hand = self.hands[seat]
        if not card.bit & hand:
            return IllegalActionError.of("you do not hold the {card}", card=card.pretty)
        trick = self.trick
        trump = t.trump_mask
        if not trick:
            if self.trick_number == 0 and self.rules.first_lead == "two_of_clubs" and t.lowest_club is not None:
                return IllegalActionError.of("the {card} must lead the first trick", card=t.lowest_club.pretty)
            other_trump = self._trump_suit() != "spades"  # trump_suit, or a hand's shown suit (trump.show_seven)
            if self.trick_number == 0 and self.rules.no_spade_lead_first_trick:
                if other_trump:
                    return IllegalActionError.of("no trump may be led to the first trick")
                return IllegalActionError.of("no spade may be led to the first trick")
            if other_trump:
                return IllegalActionError.of("trumps are not broken yet: lead another suit")
            return IllegalActionError.of("spades are not broken yet: lead another suit")
        led = t.eff_suit[trick[0][1].index]
        if card.bit & t.suit_masks[led]:  # a card of the led suit that a play rule forbids now
            allowed = cards_of(self._legal_mask(seat))
            if self.rules.lowest_club_first_trick and self.trick_number == 0 and led == int(Suit.CLUBS):
                return IllegalActionError.of("each player plays its lowest club to the first trick: the {card}",
                                             card=allowed[0].pretty)
            if len(allowed) == 1 and trick[0][1].index == BIG_JOKER:
                return IllegalActionError.of("a led Big Joker calls for your highest spade: the {card}",
                                             card=allowed[0].pretty)
            return IllegalActionError.of("you must beat the spade already played with a higher spade")
        if hand & t.suit_masks[led]:
            noun = "spades" if led == TRUMP else ALL_CARDS[led * 13].suit.noun  # type: ignore[union-attr]
            trump_suit = self._trump_suit()
            if trump_suit != "spades":  # the suits swapped places
                noun = trump_suit if led == TRUMP else "spades" if noun == trump_suit else noun
            return IllegalActionError.of("you must follow {suit}", suit=noun)
        if self.trick_number == 0 and self.rules.first_lead == "two_of_clubs" and card.bit & trump:
            return IllegalActionError.of("no spade may be played to the first trick while you hold another suit")
        if self.rules.must_overtrump == "tarot" and not card.bit & trump and hand & trump:
            return IllegalActionError.of("you cannot follow suit, so you must play a spade")
        return IllegalActionError.of("you must beat the spade already played with a higher spade")

    # --------------------------------------------------------------- scoring
    def _finish_hand(self, events: list[Event]) -> None:
        rules = self.rules
        bids = tuple(b for b in self.bids if b is not None)
        score = score_hand(
            rules, bids, self.tricks, self.scores, self.bags,
            hand_number=self.hand_number, dealer=self.dealer, deal_number=self.deal_number,
            played=self.completed, winners=self.trick_winners,
        )
        self._log.score = score
        self.scores = [s.total_after for s in score.sides]
        self.bags = [s.bags_after for s in score.sides]
        events.append(HandScored(score))
        over = self._game_over_reason(score)
        if over is not None:
            winner, reason = over
            self.winner = winner
            self.phase = Phase.GAME_OVER
            self.to_act = None
            events.append(GameOver(winner, tuple(self.scores), reason))
            return
        events.extend(self._start_hand())

    def _game_over_reason(self, score: HandScore) -> tuple[int, str] | None:
        return game_over_reason(self.rules, score, self.hand_number)

    # ------------------------------------------------------------------ view
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now, and nothing more."""
        show = self.revealed[seat] or self.phase in (Phase.DRAW, Phase.REDRAW)
        drawing = self.phase in (Phase.DECLARE, Phase.DRAW, Phase.REDRAW)  # the piles lie on the table
        draw_card = None
        if self.phase is Phase.DRAW and self.to_act == seat and self.stock:
            draw_card = self.stock[0]
        return SeatView(
            seat=seat,
            rules=self.hand_rules if self.rules.show_seven else self.rules,
            phase=self.phase,
            hand_number=self.hand_number,
            dealer=self.dealer,
            to_act=self.to_act,
            hand=cards_of(self.hands[seat]) if show else None,
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            bids=tuple(self.bids),
            tricks_won=tuple(self.tricks),
            trick=tuple(self.trick),
            leader=self.leader if self.phase is Phase.PLAY else None,
            completed_tricks=tuple(self.completed),
            trick_winners=tuple(self.trick_winners),
            spades_broken=self.broken,
            scores=tuple(self.scores),
            bags=tuple(self.bags),
            passed=self.passed[seat],
            received=self.received[seat],
            received_from=self.received_from[seat],
            draw_card=draw_card,
            legal=tuple(self.legal_actions()) if self.to_act == seat and self.phase is not Phase.GAME_OVER else (),
            winner=self.winner,
            pass_to=self.pass_target(seat) if self.phase is Phase.EXCHANGE else None,
            shown=tuple(self.shown),
            stock_size=len(self.stock) if drawing else 0,
            discard_size=len(self.discards) if drawing else 0,
            discarded=tuple(self.draw_discards[seat]),
            bid_reason=frozen_reason(self._legal_bids()[1]) if self.to_act == seat and self.phase is Phase.BID else (),
        )

    # ---------------------------------------------------------------- copies
    def copy(self) -> Game:
        """An independent copy (for search): lists are copied, values shared."""
        new = object.__new__(Game)
        new.__dict__.update(self.__dict__)
        for name in ("scores", "bags", "hands", "bids", "tricks", "trick", "completed", "trick_winners",
                     "passed", "received", "received_from", "revealed", "stock", "discards", "_redraw_queue", "shown",
                     "_show_queue"):
            setattr(new, name, list(getattr(self, name)))
        new._chosen = dict(self._chosen)
        new.draw_discards = [list(cards) for cards in self.draw_discards]
        new.start_events = []
        new._log = HandLog(self._log.hand_number, self._log.deal_number, self._log.dealer, self._log.dealt,
                           list(self._log.actions), None, list(self._log.redealt))
        new._actions = new._log.actions  # plays on the copy must not reach the original's log
        new.hands_log = [*self.hands_log[:-1], new._log]
        return new


def high_bid_rank(rules: RuleSet, bid: Bid) -> int:
    """How high ``bid`` is when the highest bidder takes the kitty (deal.kitty), in half tricks: twice the tricks
    it promises (a Mo: the tricks it needs), one more for a half bid (bid.half_tricks: 3½ ranks above 3). In
    partnership talk a first partner's spoken count is no bid (-1): the side's bid is (a spoken 9 took the kitty
    from a side bid of 6)."""
    if rules.partnership_talk and bid.kind not in (BidKind.SIDE, BidKind.SIDE_ACES):
        return -1
    if bid.kind in MO_KINDS:
        return 2 * rules.mo_need(bid.kind is BidKind.BIG_MO)
    return 2 * bid.tricks + (1 if bid.kind is BidKind.HALF else 0)

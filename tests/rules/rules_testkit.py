"""Helpers for the rule tests: crafted hands, scripted bids and checked random playouts."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from spades_desktop.engine import (
    LOOK,
    Action,
    Bid,
    BidKind,
    Card,
    CardPlayed,
    Event,
    Game,
    GameOver,
    HandScore,
    HandScored,
    Phase,
    Play,
    RuleSet,
    Suit,
    TrickDead,
    TrickWon,
    cards_of,
    distinct_copies,
    mask_of,
    parse_action,
    parse_cards,
)
from spades_desktop.engine.view import SeatView

# Hands that make the outcome of a 4-player hand certain (see ``set_hands``).
ALL_SPADES = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"
LOW_NIL = "2C 3C 4C 5C 6C 2D 3D 4D 5D 2H 3H 4H 5H"  # every card lower than any other player's in its suit
LOW_NIL_2 = "7C 8C 9C TC JC 6D 7D 8D 9D 6H 7H 8H 9H"  # with LOW_NIL: two partners who cannot win a trick


def set_hands(game: Game, hands: dict[int, str]) -> None:
    """Give seats these cards (a test-only shortcut before the bidding); the rest of the deck fills the others."""
    given = {seat: parse_cards(text) for seat, text in hands.items()}
    if game.rules.decks == 2:  # a card named twice (in one hand or two) is both decks' copies
        named = distinct_copies(c for seat in sorted(given) for c in given[seat])
        for seat in sorted(given):
            given[seat], named = named[:len(given[seat])], named[len(given[seat]):]
    used = {c for cards in given.values() for c in cards}
    assert len(used) == sum(len(c) for c in given.values()), "a card is given twice"
    rest = [c for c in game.rules.deck() if c not in used]
    size = game.hand_size
    for seat in range(game.players):
        cards = list(given.get(seat, ()))
        while len(cards) < size:
            cards.append(rest.pop(0))
        assert len(cards) == size
        game.hands[seat] = mask_of(cards)
    assert not rest


def act(game: Game, text: str | Action) -> list[Event]:
    """Apply one action for the seat to act (looking first when a normal bid needs the cards face up)."""
    action = parse_action(text) if isinstance(text, str) else text
    events: list[Event] = []
    if isinstance(action, Bid) and not action.is_blind and LOOK in game.legal_actions():
        events += game.apply(LOOK)
    return events + game.apply(action)


def bid_all(game: Game, bids: Sequence[str]) -> list[Event]:
    """Bid in the game's bid order, one text per seat to act."""
    events: list[Event] = []
    for text in bids:
        assert game.phase is Phase.BID, game.phase
        events += act(game, text)
    return events


def lowest(game: Game) -> Action:
    """A fixed policy: the first legal action (lowest card, smallest exchange)."""
    return game.legal_actions()[0]


def finish_hand(game: Game, policy: Callable[[Game], Action] = lowest) -> HandScore:
    """Play until the current hand is scored; return its score."""
    while True:
        for event in game.apply(policy(game)):
            if isinstance(event, HandScored):
                return event.score


def effective_suits(rules: RuleSet) -> dict[Card, Suit]:
    """Each card's suit in play: every trump (jokers, high deuces ...) is a spade."""
    trumps = {str(c) for c in rules.trump_order()}  # by text: a second deck's copy is the same card
    # Suit.SPADES labels the trumps; with another trump suit (trump.show_seven) the spades take its label.
    other = {s.noun: s for s in Suit}[rules.trump_suit]
    return {c: Suit.SPADES if str(c) in trumps else other if c.suit is Suit.SPADES else c.suit  # type: ignore[misc]
            for c in rules.deck()}


def trick_winner(rules: RuleSet, plays: Sequence[tuple[int, Card]], order: Sequence[Card] | None = None,
                 no_trump: Sequence[int] = ()) -> int | None:
    """The winner of a trick, worked out independently of the engine (``no_trump``: bid.no_trump bidders);
    None: a dead trick (players.cancellation)."""
    order = rules.trump_order() if order is None else order
    if rules.cancellation:  # identical cards (same text) cancel; the rest play as usual; nothing left: dead
        texts = [str(c) for _, c in plays]
        names = [str(c) for c in order]
        led_suit = effective_suits(rules)[plays[0][1]]
        alive = [(s, c) for s, c in plays if texts.count(str(c)) == 1]
        live_trumps = [(names.index(str(c)), s) for s, c in alive if str(c) in names]
        if live_trumps:
            return min(live_trumps)[1]
        followers = [(c.rank, s) for s, c in alive if c.suit is led_suit and str(c) not in names]
        return max(followers)[1] if followers else None
    if rules.trump_suit != "spades" and order is None:
        order = rules.trump_order()
    spade_lead = plays[0][1] in order
    trumps = [(order.index(c), s) for s, c in plays if c in order and (spade_lead or s not in no_trump)]
    if rules.joker_conversion:  # a joker makes its partner's card the spade of its rank, just below the real one
        joker_of: dict[int, int] = {}
        for s, c in plays:
            if c.is_joker:
                joker_of[s % 2] = max(joker_of.get(s % 2, 0), c.rank)
        led_suit = Suit.SPADES if plays[0][1].is_joker else plays[0][1].suit
        ranked = []
        for s, c in plays:
            if c.is_joker:
                continue
            if s % 2 in joker_of:
                ranked.append(((2, 2 * c.rank, joker_of[s % 2]), s))
            elif c.suit is Suit.SPADES:
                ranked.append(((2, 2 * c.rank + 1, 0), s))
            elif c.suit is led_suit:
                ranked.append(((1, c.rank, 0), s))
        return max(ranked)[1] if ranked else plays[0][0]
    if rules.jokers_first_wins:  # the first joker played wins
        jokers = [s for s, c in plays if c.is_joker and (spade_lead or s not in no_trump)]
        if jokers:
            return jokers[0]
    if trumps:
        return min(trumps)[1]
    led = plays[0][1].suit
    assert led is not None

    def rank(card: Card) -> int:
        return 1 if card.rank == 14 and rules.aces_low else card.rank

    if rules.suit_order:  # ♣ > ♦ > ♥: a higher suit than the led one beats it, a lower one cannot win
        order_of = {Suit.HEARTS: 0, Suit.DIAMONDS: 1, Suit.CLUBS: 2}
        return max((order_of[c.suit], rank(c), s) for s, c in plays  # type: ignore[index]
                   if c.suit is not None and c.suit is not Suit.SPADES and order_of[c.suit] >= order_of[led])[2]
    return max((rank(c), s) for s, c in plays if c.suit is led)[1]


# ------------------------------------------------------------------ playouts
def sensible_bid(view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Usually a modest bid below the seat's fair share of tricks, so that games end; sometimes anything."""
    if rng.random() < 0.1:
        return legal[int(rng.random() * len(legal))]
    if LOOK in legal:
        return LOOK
    normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    if not normal:
        return legal[int(rng.random() * len(legal))]
    trumps = set(view.rules.trump_order())
    hand = view.hand or ()
    strength = sum(1 for c in hand if c in trumps) + sum(1 for c in hand if c.rank >= 13)
    share = max(1, round(strength * 0.4 * 4 / view.rules.players))
    return min(normal, key=lambda b: (abs(b.tricks - share), b.tricks))  # type: ignore[union-attr]


class Checker:
    """Plays random games and checks the engine's invariants on every event."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.deck = set(rules.deck())
        self.suit = effective_suits(rules)
        self.order = rules.trump_order()
        self.hands_played = 0
        self.games_over = 0

    def play_game(self, seed: int, max_hands: int) -> Game:
        rules = self.rules
        rng = random.Random(seed)
        game = Game(rules, seed)
        totals = [0] * rules.sides
        bags = [0] * rules.sides
        played: list[Card] = []
        trick: list[tuple[int, Card]] = []
        hand_start: list[int] | None = None
        hands = 0
        dead = 0  # dead tricks of this hand (players.cancellation)
        while not game.is_over and hands < max_hands:
            legal = game.legal_actions()
            assert legal, f"no legal action in phase {game.phase}"
            seat = game.to_act
            assert seat is not None
            if game.phase is Phase.BID:
                action = sensible_bid(game.view(seat), legal, rng)
            elif game.phase is Phase.DECLARE:
                action = legal[0] if rng.random() < 0.05 else LOOK
            else:
                action = legal[int(rng.random() * len(legal))]
            if game.phase is Phase.PLAY:
                if hand_start is None:  # hands after any exchange or redraw
                    hand_start = list(game.hands)
                    assert all(h.bit_count() == game.hand_size for h in hand_start)
                    dealt = [c for h in hand_start for c in cards_of(h)]
                    assert len(dealt) == len(set(dealt)) and set(dealt) <= self.deck
                assert isinstance(action, Play)
                self._check_play(game, seat, action.card, trick)
            hand_rules = game.view(seat).rules  # the trump of this hand (trump.show_seven), before the next deal
            for event in game.apply(action):
                if isinstance(event, CardPlayed):
                    played.append(event.card)
                    trick.append((event.seat, event.card))
                elif isinstance(event, TrickWon):
                    assert len(event.plays) == rules.players
                    assert sorted(s for s, _ in event.plays) == list(range(rules.players))
                    assert list(event.plays) == trick
                    no_trump = [s for s, b in enumerate(game.bids) if b is not None and b.kind is BidKind.NO_TRUMP]
                    order = self.order if hand_rules is rules else hand_rules.trump_order()
                    assert event.winner == trick_winner(hand_rules, event.plays, order, no_trump)
                    trick = []
                elif isinstance(event, TrickDead):
                    assert rules.cancellation, "only cancellation has dead tricks"
                    assert list(event.plays) == trick and event.leader == trick[0][0]
                    assert trick_winner(hand_rules, event.plays, hand_rules.trump_order()) is None
                    assert game.phase is not Phase.PLAY or game.trick_number == 0 or game.to_act == event.leader
                    dead += 1
                    trick = []
                elif isinstance(event, HandScored):
                    assert hand_start is not None
                    dealt = [c for h in hand_start for c in cards_of(h)]
                    assert sorted(played) == sorted(dealt), "each card of the hands is played once"
                    assert len(played) == game.hand_size * rules.players
                    self._check_score(event.score, totals, bags, dead)
                    dead = 0
                    totals = [s.total_after for s in event.score.sides]
                    bags = [s.bags_after for s in event.score.sides]
                    played, hand_start = [], None
                    hands += 1
                    self.hands_played += 1
                elif isinstance(event, GameOver):
                    assert list(event.totals) == totals
                    wins_outright = any(s.wins_outright for s in game.hands_log[-1].score.sides)  # type: ignore[union-attr]
                    if not wins_outright:
                        assert event.totals[event.winner] == max(event.totals)
                        assert list(event.totals).count(max(event.totals)) == 1
                    self.games_over += 1
            assert game.scores == totals
        return game

    def _check_play(self, game: Game, seat: int, card: Card, trick: list[tuple[int, Card]]) -> None:
        hand_rules = game.view(seat).rules
        suit = self.suit if hand_rules is self.rules else effective_suits(hand_rules)
        hand = cards_of(game.hands[seat])
        assert card in hand
        if trick:
            led = suit[trick[0][1]]
            if suit[card] is not led:
                assert all(suit[c] is not led for c in hand), "must follow suit"
                if self.rules.must_overtrump == "tarot" and suit[card] is not Suit.SPADES:
                    assert all(suit[c] is not Suit.SPADES for c in hand), "must trump when void"
            elif self.rules.lowest_club_first_trick and game.trick_number == 0 and led is Suit.CLUBS:
                low = min((c for c in hand if suit[c] is Suit.CLUBS),
                          key=lambda c: 1 if c.rank == 14 and self.rules.aces_low else c.rank)
                assert card == low, "the lowest club to the first trick"
            if self.rules.must_overtrump == "tarot" and suit[card] is Suit.SPADES:
                best = min((self.order.index(c) for _, c in trick if suit[c] is Suit.SPADES), default=None)
                if best is not None and self.order.index(card) > best:
                    assert not any(suit[c] is Suit.SPADES and self.order.index(c) < best
                                   for c in hand if suit[c] is suit[card]), "must beat the spade played"
        elif self.rules.spades_broken and not game.broken and suit[card] is Suit.SPADES:
            assert all(suit[c] is Suit.SPADES for c in hand), "spades led before broken"

    def _check_score(self, score: HandScore, totals: list[int], bags: list[int], dead: int = 0) -> None:
        rules = self.rules
        assert sum(score.tricks) == rules.hand_size - dead
        assert len(score.sides) == rules.sides
        for side in score.sides:
            assert side.total_before == totals[side.side]
            assert side.bags_before == bags[side.side]
            assert side.total_after == side.total_before + side.points
            parts = side.contract_points + side.bag_points + side.nil_points + side.bag_penalty
            assert side.points == parts + sum(v for _, v in side.specials)
            assert side.bag_penalty <= 0
            if rules.bags_count:
                assert 0 <= side.bags_after < rules.bag_limit
                crossed = (side.bags_before + side.bags - side.bags_after) // rules.bag_limit
                assert side.bag_penalty == -crossed * rules.bag_penalty
            else:
                assert side.bag_penalty == 0


def bid_seats(game: Game, bids: dict[int, str]) -> list[Event]:
    """Bid for each seat, in whatever order the game asks for them."""
    events: list[Event] = []
    while game.phase is Phase.BID:
        seat = game.to_act
        assert seat is not None and seat in bids, f"no bid given for seat {seat}"
        events += act(game, bids[seat])
    return events


def with_scores(game: Game, scores: Sequence[int]) -> Game:
    """Start the first hand from these totals (a test-only shortcut; blind options follow the scores)."""
    game.scores = list(scores)
    game.revealed = [not game._blind_possible(s) for s in range(game.players)]
    return game


def play(game: Game, *cards: str) -> list[Event]:
    """Play these cards in turn."""
    events: list[Event] = []
    for text in cards:
        events += game.apply(Play(Card.parse(text)))
    return events

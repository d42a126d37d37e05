"""One named scenario per rule of RULES.md section 1 (standard partnership Spades)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.engine import (
    BLIND_NIL,
    LOOK,
    NIL,
    Bid,
    BidMade,
    Card,
    CardPlayed,
    DealerChosen,
    Game,
    GameOver,
    HandDealt,
    HandScored,
    IllegalActionError,
    Phase,
    RuleSet,
    TrickWon,
    parse_action,
    seat_name,
)

from .helpers import EAST, NORTH, SOUTH, WEST, act, bids, game_with, plays

ALL_SPADES = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def play_out(game: Game) -> list[object]:
    """Play the rest of the hand with the first legal card each time."""
    events: list[object] = []
    hand = game.hand_number
    while game.phase is Phase.PLAY and game.hand_number == hand:
        events += game.apply(game.legal_actions()[0])
    return events


def scored(events: list[object]) -> HandScored:
    return next(e for e in events if isinstance(e, HandScored))


# --- players.four_partnership -------------------------------------------------
def test_players_four_partnership_partners_sit_opposite() -> None:
    rules = RuleSet()
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [rules.partner_of(s) for s in range(4)] == [NORTH, EAST, SOUTH, WEST]
    assert [seat_name(rules, s) for s in range(4)] == ["South", "West", "North", "East"]


def test_play_goes_clockwise_to_the_left() -> None:
    game = game_with(rules=RuleSet(blind_nil=False), dealer=EAST)
    bids(game, "3", "3", "3", "3")
    seats = [e.seat for e in plays(game, *(str(a) for a in [game.legal_actions()[0]])) if isinstance(e, CardPlayed)]
    assert seats == [SOUTH] and game.to_act == WEST


# --- deck.standard52 ------------------------------------------------------------
def test_deck_standard52_deals_thirteen_distinct_cards_each() -> None:
    game = Game(RuleSet(), seed=12345)
    hands = [set(game.hand_of(s)) for s in range(4)]
    assert all(len(h) == 13 for h in hands)
    assert set().union(*hands) == {Card(i) for i in range(52)}


def test_ace_is_high_and_two_is_low() -> None:
    game = game_with("2H", "AH", "KH", "3H", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    events = plays(game, "2H AH KH 3H")
    won = next(e for e in events if isinstance(e, TrickWon))
    assert won.winner == WEST


# --- deal.rotate_left -------------------------------------------------------------
def test_deal_rotate_left_first_dealer_by_high_card_then_to_the_left() -> None:
    game = Game(RuleSet(target=10_000, mercy=None), seed=77)
    drawn = next(e for e in game.start_events if isinstance(e, DealerChosen))
    high = max(drawn.draws, key=lambda c: (c.rank, c.index))
    assert drawn.dealer == drawn.draws.index(high)
    dealers = [game.dealer]
    for _ in range(5):
        hand = game.hand_number
        while game.hand_number == hand:
            game.apply(game.legal_actions()[0])
        dealers.append(game.dealer)
    assert dealers == [(drawn.dealer + i) % 4 for i in range(6)]


def test_a_deal_number_reproduces_the_exact_deal() -> None:
    a, b, c = Game(RuleSet(), 424242), Game(RuleSet(), 424242), Game(RuleSet(), 424243)
    assert [a.hand_of(s) for s in range(4)] == [b.hand_of(s) for s in range(4)]
    assert [a.hand_of(s) for s in range(4)] != [c.hand_of(s) for s in range(4)]


def test_deals_are_stable_across_releases() -> None:
    # Deal numbers are printed and shared by players, so the shuffle must never change.
    game = Game(RuleSet(), 1, first_dealer=3)
    assert " ".join(str(c) for c in game.hand_of(SOUTH)) == GOLDEN_DEAL_1_SOUTH


GOLDEN_DEAL_1_SOUTH = "9C 8D QD AD 3H 5H 8H 9H TH 3S TS JS KS"


# --- bid.order_left_of_dealer ---------------------------------------------------
@pytest.mark.parametrize("dealer", [SOUTH, WEST, NORTH, EAST])
def test_bid_order_left_of_dealer_ends_with_dealer(dealer: int) -> None:
    game = game_with(rules=RuleSet(blind_nil=False), dealer=dealer)
    events = bids(game, "2", "2", "2", "2")
    order = [e.seat for e in events if isinstance(e, BidMade)]
    assert order == [(dealer + 1 + i) % 4 for i in range(4)]
    assert order[-1] == dealer


# --- bid.min_one_unless_nil -----------------------------------------------------
def test_bid_min_one_unless_nil() -> None:
    game = game_with(rules=RuleSet(blind_nil=False))
    legal = set(game.legal_actions())
    assert legal == {NIL, *(Bid(k) for k in range(1, 14))}
    with pytest.raises(IllegalActionError, match=r"you cannot bid 0 now: you may bid 1-13, nil$"):
        game.apply(Bid(0))
    with pytest.raises(IllegalActionError):
        game.apply(Bid(14))


# --- bid.partnership_sum --------------------------------------------------------
def test_bid_partnership_sum_is_the_contract() -> None:
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False))
    bids(game, "3", "2", "4", "5")
    side = scored(play_out(game)).score.sides
    assert (side[0].contract, side[1].contract) == (7, 7)


# --- play.lead_left_of_dealer ---------------------------------------------------
def test_play_lead_left_of_dealer_then_winner_leads() -> None:
    game = game_with("2H", "AH", "KH", "3H", rules=RuleSet(blind_nil=False), dealer=NORTH)
    bids(game, "1", "1", "1", "1")
    assert game.phase is Phase.PLAY and game.to_act == EAST
    events = plays(game, "3H 2H AH KH")  # East, South, West, North
    assert [e.seat for e in events if isinstance(e, CardPlayed)] == [EAST, SOUTH, WEST, NORTH]
    assert game.to_act == WEST


# --- play.follow_suit -------------------------------------------------------------
def test_play_follow_suit_is_required() -> None:
    game = game_with("2H", "AH 5C", "KH", "3H", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    plays(game, "2H")
    with pytest.raises(IllegalActionError, match="you must follow hearts"):
        game.apply(parse_action("5C"))
    assert game.to_act == WEST and game.hand_mask(WEST) & Card.parse("5C").bit


def test_a_void_player_may_trump_and_the_highest_spade_wins() -> None:
    west = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S"  # no hearts
    game = game_with("AH", west, "KH", "QH", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    events = plays(game, "AH 2S KH QH")
    assert next(e for e in events if isinstance(e, TrickWon)).winner == WEST


def test_without_spades_the_highest_card_of_the_led_suit_wins() -> None:
    west = "AC 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"
    game = game_with("5H", west, "9H", "7H", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    events = plays(game, "5H AC 9H 7H")  # West discards the ace of clubs: no power
    assert next(e for e in events if isinstance(e, TrickWon)).winner == NORTH


# --- play.spades_broken -----------------------------------------------------------
def test_spades_cannot_be_led_before_broken() -> None:
    game = game_with("AS 2H", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    assert Card.parse("AS") not in game.legal_plays(SOUTH)
    with pytest.raises(IllegalActionError, match="spades are not broken yet"):
        game.apply(parse_action("AS"))


def test_with_hearts_always_trump_the_refusals_speak_of_trumps_and_hearts() -> None:
    """trump_suit: hearts. Leading the A♥ was refused with "spades are not broken yet", and a spade played on a
    heart lead, holding hearts, with "you must follow spades"."""
    rules = RuleSet(blind_nil=False, trump_suit="hearts")
    game = game_with("AH 2S 3C", rules=rules)
    bids(game, "1", "1", "1", "1")
    with pytest.raises(IllegalActionError, match=r"^trumps are not broken yet: lead another suit$"):
        game.apply(parse_action("AH"))
    west = "2H 3S 4C 5C 6C 7C 8C 9C TC JC QC KC 2D"
    game = game_with("AH 2S 3C", west, rules=rules)
    bids(game, "1", "1", "1", "1")
    plays(game, "3C")
    with pytest.raises(IllegalActionError, match="you must follow clubs"):
        game.apply(parse_action("3S"))
    game = game_with("AH 2S 3C", west, rules=replace(rules, spades_broken=False))
    bids(game, "1", "1", "1", "1")
    plays(game, "AH")  # trumps may be led at any time here
    with pytest.raises(IllegalActionError, match="you must follow hearts"):
        game.apply(parse_action("3S"))


def test_a_spade_discard_breaks_spades() -> None:
    west = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S"
    game = game_with("2H 3H AS", west, "KH", "QH", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    events = plays(game, "2H 2S KH QH")
    played = [e for e in events if isinstance(e, CardPlayed)]
    assert [e.breaks_spades for e in played] == [False, True, False, False]
    # West won and leads; later South may lead a spade.
    assert game.view(SOUTH).spades_broken


def test_leading_spades_from_an_all_spade_hand_is_allowed_and_breaks_them() -> None:
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False))
    bids(game, "13", "1", "1", "1")
    assert len(game.legal_plays(SOUTH)) == 13
    events = plays(game, "AS")
    assert events[0].breaks_spades is True and game.view(WEST).spades_broken


# --- score.contract / score.nil / score.blind_nil / bags: via real play ------------
def test_contract_made_scores_ten_per_trick_and_bags() -> None:
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False))
    bids(game, "10", "1", "1", "1")  # N-S bid 11; South takes all 13
    ns, ew = scored(play_out(game)).score.sides
    assert (ns.made, ns.contract_points, ns.bags, ns.points) == (True, 110, 2, 112)
    assert (ew.made, ew.contract_points, ew.points) == (False, -20, -20)


def test_nil_made_beside_the_partners_contract() -> None:
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False))
    bids(game, "13", "1", "nil", "1")  # North takes nothing: South wins every trick
    ns = scored(play_out(game)).score.sides[0]
    assert [(n.seat, n.made, n.points) for n in ns.nils] == [(NORTH, True, 100)]
    assert ns.points == 130 + 100


def test_nil_failed_beside_the_partners_contract() -> None:
    north = ALL_SPADES
    game = game_with("", "", north, rules=RuleSet(blind_nil=False), dealer=WEST)  # North leads
    bids(game, "nil", "1", "4", "1")  # North bids nil and then takes all 13
    assert game.view(NORTH).bids[NORTH] == NIL
    ns = scored(play_out(game)).score.sides[0]
    assert [(n.seat, n.made, n.points) for n in ns.nils] == [(NORTH, False, -100)]
    # By default a failed nil's tricks count toward the partner's contract (and as bags).
    assert (ns.contract, ns.tricks, ns.contract_points, ns.bags) == (4, 13, 40, 9)
    assert ns.points == 40 + 9 - 100


def test_blind_nil_is_chosen_before_the_cards_are_seen() -> None:
    game = game_with(ALL_SPADES, dealer=EAST)
    view = game.view(SOUTH)
    assert view.hand is None and view.hand_sizes[SOUTH] == 13
    assert set(game.legal_actions()) == {BLIND_NIL, LOOK}
    game.apply(BLIND_NIL)
    assert game.view(SOUTH).hand is not None
    # West looks first, then bids normally; blind nil is no longer open to it after looking.
    game.apply(LOOK)
    assert BLIND_NIL not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(BLIND_NIL)
    bids(game, "1", "4", "1")
    ns = scored(play_out(game)).score.sides[0]  # South holds every spade: the blind nil fails
    assert [(n.seat, n.made, n.points) for n in ns.nils] == [(SOUTH, False, -200)]


# --- score.bags_10_100 ----------------------------------------------------------
def test_the_tenth_bag_costs_100_and_removes_ten_bags() -> None:
    # The source's example: a side at 108 (8 bags) bids 5, takes 8: 53 points, then -100 = 61.
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False), scores=[108, 0], bags=[8, 0])
    bids(game, "10", "1", "nil", "1")
    ns = scored(play_out(game)).score.sides[0]
    assert (ns.bags, ns.bags_before, ns.bags_after, ns.bag_penalty) == (3, 8, 1, -100)
    assert ns.points == 100 + 3 + 100 - 100  # contract, bags, North's nil, bag penalty
    assert ns.total_after == 108 + ns.points
    assert game.bags[0] == 1


# --- end.500_or_minus200 ----------------------------------------------------------
def finish(scores: list[int], south_bid: str = "13") -> tuple[Game, list[object]]:
    game = game_with(ALL_SPADES, rules=RuleSet(blind_nil=False), scores=scores)
    bids(game, south_bid, "1", "nil", "1")  # N-S score 230 (13 bid + nil), E-W -20
    return game, play_out(game)


def test_reaching_500_ends_the_game() -> None:
    game, events = finish([300, 0])
    over = next(e for e in events if isinstance(e, GameOver))
    assert (over.winner, over.totals) == (0, (530, -20)) and game.is_over


def test_falling_to_minus_200_ends_the_game() -> None:
    _game, events = finish([0, -190])
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.winner == 0 and over.totals == (230, -210)


def test_both_sides_over_500_the_higher_total_wins() -> None:
    _game, events = finish([300, 560])
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.totals == (530, 540) and over.winner == 1


def test_a_tie_over_500_plays_another_hand() -> None:
    game, events = finish([300, 550])
    assert game.scores == [530, 530]
    assert not any(isinstance(e, GameOver) for e in events)
    assert any(isinstance(e, HandDealt) for e in events) and game.phase is Phase.BID
    assert game.hand_number == 2


def test_below_the_target_the_game_goes_on() -> None:
    game, _events = finish([0, 0])
    assert not game.is_over and game.hand_number == 2


# --- the move contract ----------------------------------------------------------
def test_acting_out_of_turn_is_refused_in_words() -> None:
    game = game_with(rules=RuleSet(blind_nil=False))
    with pytest.raises(IllegalActionError, match="not West's turn: South is to act"):
        game.apply(Bid(3), seat=WEST)


def test_no_action_after_game_over() -> None:
    game, _ = finish([300, 0])
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.apply(Bid(3))


def test_playing_a_card_you_do_not_hold_is_refused() -> None:
    game = game_with("2H", "AH", rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    with pytest.raises(IllegalActionError, match="you do not hold the A♥"):
        game.apply(parse_action("AH"))


def test_bidding_is_refused_during_play() -> None:
    game = game_with(rules=RuleSet(blind_nil=False))
    bids(game, "1", "1", "1", "1")
    with pytest.raises(IllegalActionError, match="bidding is over"):
        act(game, "3")

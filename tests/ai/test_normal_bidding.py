"""Named bidding, exchange and draw behaviours of the Normal player.

The bids here are the hand count's (``bidding``, ``NormalPlayer(bid_samples=0)``), which proposes every bid
Normal makes and bids for every seat in the searches' playouts; how the Normal level weighs that bid by
playing it out is tested in ``test_bid_search.py``.
"""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.ai.cardinfo import card_info
from spades_desktop.ai.hand_eval import card_dangers
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import (
    BLIND_NIL,
    DISCARD,
    KEEP,
    LOOK,
    NIL,
    Bid,
    BidKind,
    Card,
    Game,
    PassCards,
    Phase,
    Redraw,
    RuleSet,
    mask_of,
    parse_action,
    parse_cards,
)
from tests.engine.helpers import deal

EAST, WEST = 3, 1
LOW_HAND = "2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C"
STRONG_HAND = "AS KS QS 5S AH KH 4H AD 7D 3D AC 6C 2C"


def game(*hands: str, rules: RuleSet | None = None, dealer: int = EAST,
         scores: list[int] | None = None) -> Game:
    rules = rules or RuleSet()
    return Game(rules, 1, first_dealer=dealer, hands=deal(rules, *hands), scores=scores)


def first_bid(g: Game, player: NormalPlayer | None = None) -> Bid:
    player = player or NormalPlayer(bid_samples=0)
    seat = g.to_act
    assert seat is not None
    action = player.choose(g.view(seat))
    if action == LOOK:
        g.apply(action)
        action = player.choose(g.view(seat))
    assert isinstance(action, Bid)
    return action


def test_looks_at_its_cards_when_blind_nil_is_not_worth_it() -> None:
    g = game(LOW_HAND)
    view = g.view(0)
    assert view.hand is None and BLIND_NIL in view.legal
    assert NormalPlayer(bid_samples=0).choose(view) == LOOK


def test_bids_nil_on_a_hand_of_low_cards() -> None:
    player = NormalPlayer(bid_samples=0)
    assert first_bid(game(LOW_HAND), player) == NIL
    assert "nil" in player.explain()


def test_counts_sure_tricks_and_names_them() -> None:
    player = NormalPlayer(bid_samples=0)
    bid = first_bid(game(STRONG_HAND), player)
    assert bid.kind is BidKind.NORMAL and 5 <= bid.tricks <= 8
    reason = player.explain()
    assert reason.startswith(f"I bid {bid.tricks}:") and "A♠" in reason and "K♠" in reason


def test_a_weak_hand_bids_low_but_at_least_one() -> None:
    rules = RuleSet(nil=False, blind_nil=False)
    bid = first_bid(game("9S 4S JH 8H 6H 3H QD 9D 5D 2D 8C 6C 3C", rules=rules))
    assert bid == Bid(1) or bid == Bid(2)


def test_blind_nil_when_far_behind_near_the_end() -> None:
    g = game(LOW_HAND, scores=[60, 440])
    assert NormalPlayer(bid_samples=0).choose(g.view(0)) == BLIND_NIL


def test_blind_bid_from_behind_when_allowed_and_needed() -> None:
    rules = RuleSet(blind_bids=True, blind_bid_behind=100, blind_nil=False)
    g = game(STRONG_HAND, rules=rules, scores=[180, 420])
    action = NormalPlayer(bid_samples=0).choose(g.view(0))
    assert isinstance(action, Bid) and action.kind is BidKind.BLIND


def test_whiz_bids_the_spade_count() -> None:
    rules = RuleSet(bidding_system="whiz", blind_nil=False)
    bid = first_bid(game(STRONG_HAND, rules=rules))
    assert bid == Bid(4)


def test_mirrors_with_no_spades_bids_nil() -> None:
    rules = RuleSet(bidding_system="mirrors", blind_nil=False)
    assert first_bid(game("AH KH QH JH TH 9H 8H AD KD QD JD TD 9D", rules=rules)) == NIL


def test_suicide_second_partner_bids_nil_after_a_bid() -> None:
    rules = RuleSet(bidding_system="suicide", blind_nil=False)
    g = game(STRONG_HAND, rules=rules, dealer=WEST)  # North bids first, South third
    for text in ("5", "4"):
        g.apply(LOOK) if LOOK in g.legal_actions() else None
        g.apply(parse_action(text))
    assert first_bid(g) == NIL


def test_suicide_first_partner_bids_nil_on_low_cards() -> None:
    rules = RuleSet(bidding_system="suicide", blind_nil=False)
    assert first_bid(game(LOW_HAND, rules=rules)) == NIL  # South bids first for its side


def test_suicide_first_partner_leaves_the_nil_to_its_partner_when_holding_the_ace_of_spades() -> None:
    # A weak hand, but the A♠ takes a trick whatever happens: the partner's unseen hand is the better nil
    # (the QA saw 11 such nils in 168 suicide deals, every one lost).
    rules = RuleSet(bidding_system="suicide", blind_nil=False)
    player = NormalPlayer(bid_samples=0)
    bid = first_bid(game("3C 4C 5C 6C QC 2D KD 7H 9H JH 7S TS AS", rules=rules), player)
    assert bid.kind is BidKind.NORMAL and bid.tricks > 0
    assert "leave the nil to my partner" in player.explain()


def test_ten_for_two_hundred_with_a_strong_partner() -> None:
    rules = RuleSet(ten_for_two_hundred=True, blind_nil=False)
    g = game(STRONG_HAND, rules=rules, dealer=WEST)  # North, East, then South
    g.apply(parse_action("6"))
    g.apply(parse_action("2"))
    bid = first_bid(g)
    assert bid.kind is BidKind.TEN_FOR_200


def test_board_raises_the_bid_to_the_sides_minimum() -> None:
    rules = RuleSet(board=5, blind_nil=False, nil=False)
    g = game("9S 4S JH 8H 6H 3H QD 9D 5D 2D 8C 6C 3C", rules=rules, dealer=WEST)
    g.apply(parse_action("2"))  # North
    g.apply(parse_action("3"))  # East
    bid = first_bid(g)
    assert bid.tricks >= 3


def test_catches_up_near_the_end_of_the_match() -> None:
    calm = first_bid(game(STRONG_HAND))
    player = NormalPlayer(bid_samples=0)
    pressed = first_bid(game(STRONG_HAND, scores=[300, 450]), player)
    assert pressed.tricks >= calm.tricks and "catch up" in player.explain()


def test_nil_bidder_passes_its_most_dangerous_card() -> None:
    rules = RuleSet(nil_exchange="pass", nil_pass_count=1, blind_nil=False)
    g = game("AS 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C", rules=rules)
    for text in ("nil", "3", "4", "3"):
        g.apply(parse_action(text))
    assert g.phase is Phase.EXCHANGE and g.to_act == 0
    action = NormalPlayer(bid_samples=0).choose(g.view(0))
    assert action == PassCards(parse_cards("AS"))


def test_partner_of_a_nil_passes_a_low_card() -> None:
    rules = RuleSet(nil_exchange="pass", nil_pass_count=1, blind_nil=False)
    g = game("AS 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C", "", "AC KC 5C 2S KH QH 6H AD KD QD JD TD 9D", rules=rules)
    for text in ("nil", "3", "4", "3"):
        g.apply(parse_action(text))
    g.apply(NormalPlayer(bid_samples=0).choose(g.view(0)))
    assert g.to_act == 2
    action = NormalPlayer(bid_samples=0).choose(g.view(2))
    assert isinstance(action, PassCards)
    (card,) = action.cards
    assert str(card) == "5C"  # its lowest card outside trumps


def test_two_player_draw_keeps_an_ace_and_drops_a_deuce() -> None:
    rules = RuleSet(players=2, partnerships=False, draw_phase=True)
    g = Game(rules, 5)
    while g.phase is not Phase.DRAW:
        g.apply(LOOK)
    view = g.view(g.to_act or 0)
    ace = next(c for c in (Card.parse(x) for x in ("AS", "AH", "AD", "AC")) if c not in (view.hand or ()))
    two = next(c for c in (Card.parse(x) for x in ("2H", "2D", "2C")) if c not in (view.hand or ()))
    player = NormalPlayer(bid_samples=0)
    assert player.choose(replace(view, draw_card=ace)) == KEEP
    assert player.choose(replace(view, draw_card=two)) == DISCARD


def test_blind_nil_redraw_swaps_the_most_dangerous_cards() -> None:
    rules = RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=3)
    g = Game(rules, 9)
    player = NormalPlayer(bid_samples=0)
    g.apply(BLIND_NIL)
    while g.phase is not Phase.REDRAW:
        if g.phase is Phase.DECLARE:
            g.apply(LOOK)
        else:
            g.apply(player.choose(g.view(g.to_act or 0)))
    view = g.view(g.to_act or 0)
    action = player.choose(view)
    assert isinstance(action, Redraw) and action in view.legal
    hand = view.hand or ()
    info = card_info(rules)
    mine = mask_of(hand)
    danger = dict(card_dangers(mine, info, info.deck_mask & ~mine))
    kept = [c for c in hand if c not in action.cards]
    for card in action.cards:
        assert all(danger[card] >= danger[k] for k in kept)


def test_no_blind_nil_whose_failure_loses_the_game_at_once() -> None:
    # A beginner took the hint's blind nil at -99 against 294 (lose at -200): it failed and the game ended there.
    g = game(LOW_HAND, scores=[-99, 294])
    assert NormalPlayer(bid_samples=0).choose(g.view(0)) == LOOK


def test_a_blind_nil_that_could_lose_the_game_is_said_when_the_opponents_are_about_to_win() -> None:
    g = game(LOW_HAND, scores=[-50, 420])
    player = NormalPlayer(bid_samples=0)
    assert player.choose(g.view(0)) == BLIND_NIL
    assert player.explain() == ("I bid blind nil: we are 470 behind and only a big swing can still win; if it fails, "
                                "we lose the game")

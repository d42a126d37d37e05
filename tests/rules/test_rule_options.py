"""One named scenario per rule option: each drives a real ``Game`` under a shipped preset (or one option changed).

Seats: 0 South, 1 West, 2 North, 3 East; partners 0+2 (side 0) and 1+3 (side 1).
``first_dealer=3`` makes South bid and lead first; ``first_dealer=0`` makes West.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.engine import (
    BLIND_NIL,
    DISCARD,
    KEEP,
    LOOK,
    NIL,
    Bid,
    BidKind,
    Card,
    CardDrawn,
    Game,
    GameOver,
    HandScored,
    IllegalActionError,
    PassCards,
    Phase,
    Redraw,
    RuleSet,
    TrickWon,
    cards_of,
    parse_cards,
)
from spades_desktop.rules import load_all

from .rules_testkit import (
    ALL_SPADES,
    LOW_NIL,
    LOW_NIL_2,
    act,
    bid_seats,
    finish_hand,
    play,
    set_hands,
    with_scores,
)

CATALOG = load_all()


def rules(preset_id: str = "standard", **changes: object) -> RuleSet:
    base = CATALOG[preset_id].rules
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]


def game(preset_id: str = "standard", dealer: int = 3, seed: int = 5, **changes: object) -> Game:
    return Game(rules(preset_id, **changes), seed, first_dealer=dealer)


def legal_bids(g: Game) -> list[object]:
    if LOOK in g.legal_actions():
        g.apply(LOOK)
    return list(g.legal_actions())


def normal_bids(g: Game) -> list[int]:
    return [a.tricks for a in legal_bids(g) if isinstance(a, Bid) and a.kind is BidKind.NORMAL]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(text)))


def winners(events: list[object]) -> list[int]:
    return [e.winner for e in events if isinstance(e, TrickWon)]


# ------------------------------------------------------------ players and deck
def test_four_partnership_sides_are_opposite_seats() -> None:  # players.four_partnership
    g = game()
    bid_seats(g, {0: "3", 1: "2", 2: "4", 3: "1"})  # bid.partnership_sum
    score = finish_hand(g)
    assert [s.seats for s in score.sides] == [(0, 2), (1, 3)]
    assert [s.contract for s in score.sides] == [7, 3]


def test_cutthroat_scores_every_player_alone() -> None:  # players.cutthroat (4)
    g = game("cutthroat")
    bid_seats(g, {0: "3", 1: "2", 2: "4", 3: "1"})
    score = finish_hand(g)
    assert [s.seats for s in score.sides] == [(0,), (1,), (2,), (3,)]
    assert [s.contract for s in score.sides] == [3, 2, 4, 1]
    assert g.rules.partner_of(0) is None


def test_three_players_get_17_cards_each_without_the_two_of_clubs() -> None:  # players.cutthroat (3)
    g = game("three-player", dealer=2)
    hands = [cards_of(h) for h in g.hands]
    assert [len(h) for h in hands] == [17, 17, 17]
    assert Card.parse("2C") not in {c for h in hands for c in h}
    assert 17 in normal_bids(g)  # max_bid follows the 17-card hand


def test_standard_deck_deals_13_each_and_the_deal_rotates_left() -> None:  # deck.standard52, deal.rotate_left
    g = game(dealer=3)
    assert sorted(c for h in g.hands for c in cards_of(h)) == sorted(RuleSet().deck())
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    finish_hand(g)
    assert g.dealer == 0 and g.to_act == 1


# ------------------------------------------------------------------- trumps
@pytest.mark.parametrize(("third", "fourth", "winner"), [("LJ", "2S", 2), ("LJ", "BJ", 3)])
def test_jokers_beat_the_ace_of_spades(third: str, fourth: str, winner: int) -> None:  # trump.jokers_high
    g = game("jokers-high")
    assert {Card.parse("BJ"), Card.parse("LJ")} <= set(g.rules.deck())
    assert not {Card.parse("2C"), Card.parse("2D")} & set(g.rules.deck())
    set_hands(g, {
        0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "AS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        2: "LJ 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        3: "BJ 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    })
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    assert winners(play(g, "2H", "AS", third, fourth)) == [winner]


def test_deuces_high_rank_above_the_ace_and_count_as_spades() -> None:  # trump.deuces_high
    g = game("deuces-high")
    set_hands(g, {
        0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "AS 3D 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        2: "2D 4D 5D 6D 7D 8D 9D TD JD QD KD AD KS",
        3: "2C 3C 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
    })
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    assert winners(play(g, "3H", "AS", "2D", "2C")) == [2]  # 2♦ > 2♣ > A♠
    play(g, "KS", "3S")
    assert g.legal_plays(0) == (Card.parse("2H"),)  # the 2♥ is South's only spade: it must follow


def test_bowers_are_the_top_trumps() -> None:  # trump.bowers
    g = game("bowers")
    set_hands(g, {
        0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "AS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        2: "JC 2C 3C 4C 5C 6C 7C 8C 9C TC QC KC AC",
        3: "AD 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    })
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    assert winners(play(g, "2H", "AS", "JC", "AD")) == [2]  # the left bower beats the A♠


# --------------------------------------------------------------------- deal
def test_two_player_draw_keep_or_discard() -> None:  # deal.draw_two_player
    g = game("two-player", dealer=0)
    assert g.phase is Phase.DECLARE and g.to_act == 1
    g.apply(LOOK)
    g.apply(LOOK)
    assert g.phase is Phase.DRAW and g.to_act == 0  # the dealer draws first
    top = g.view(0).draw_card
    (drawn,) = g.apply(KEEP)
    assert isinstance(drawn, CardDrawn) and drawn.kept == top
    top = g.view(1).draw_card
    (drawn,) = g.apply(DISCARD)
    assert isinstance(drawn, CardDrawn) and drawn.discarded == top and drawn.kept != top
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    assert g.phase is Phase.BID and g.to_act == 1  # the second player bids first ...
    assert [h.bit_count() for h in g.hands] == [13, 13]
    assert len(g.discards) == 26
    assert sorted([*g.discards, *cards_of(g.hands[0]), *cards_of(g.hands[1])]) == sorted(g.rules.deck())
    bid_seats(g, {0: "3", 1: "3"})
    assert g.phase is Phase.PLAY and g.to_act == 1  # ... and leads first


def test_two_player_draw_shows_each_player_the_cards_it_discarded() -> None:  # deal.draw_two_player
    """"Keeps it (then looks at the next card and discards it face down)": the card under a kept one was
    discarded unseen; now the drawer's view names it, and every card it let go, and the other's view does not."""
    g = game("two-player", dealer=0)
    g.apply(LOOK)
    g.apply(LOOK)
    (kept,) = g.apply(KEEP)
    assert isinstance(kept, CardDrawn)
    assert g.view(0).discarded == (kept.discarded,) and g.view(1).discarded == ()
    (let_go,) = g.apply(DISCARD)
    assert isinstance(let_go, CardDrawn) and g.view(1).discarded == (let_go.discarded,)
    assert g.view(0).discarded == (kept.discarded,), "each sees only its own"
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    assert len(g.draw_discards[0]) == len(g.draw_discards[1]) == 13
    mine = g.view(0).discarded
    assert len(mine) == 13 and set(mine) | set(g.view(1).discarded) == set(g.discards)
    bid_seats(g, {0: "3", 1: "3"})
    assert g.view(0).discarded == mine, "the player still knows, in the play, the cards it saw go"


def test_two_player_blind_nil_is_declared_before_the_draw_and_may_swap_three() -> None:  # nil.blind_redraw
    g = game("two-player", dealer=0)
    assert g.legal_actions() == [BLIND_NIL, LOOK]
    g.apply(BLIND_NIL)  # seat 1, before any card is drawn
    g.apply(LOOK)
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    assert g.phase is Phase.REDRAW and g.to_act == 1
    assert max(len(a.cards) for a in g.legal_actions() if isinstance(a, Redraw)) == 3
    give = cards_of(g.hands[1])[-3:]
    g.apply(Redraw(give))
    hand = cards_of(g.hands[1])
    assert len(hand) == 13 and not set(give) & set(hand)
    assert set(give) <= set(g.discards) and len(g.discards) == 26
    assert set(give) <= set(g.view(1).discarded) and not set(g.view(1).discarded) & set(hand), (
        "the swapped cards are the redrawer's discards too, less any it took back")
    assert g.phase is Phase.BID and g.to_act == 0
    assert g.bids[1] == BLIND_NIL


def test_two_player_book_declares_double_nil_before_the_draw_without_swapping() -> None:  # two-player [B]
    g = game("two-player-book", dealer=0)
    assert g.to_act == 0  # the first drawer (the "dealer") speaks first in the book's game
    g.apply(BLIND_NIL)
    g.apply(LOOK)
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    assert g.phase is Phase.BID and g.to_act == 1


# ------------------------------------------------------------------ bidding
def test_bidding_starts_left_of_the_dealer() -> None:  # bid.order_left_of_dealer
    g = game(dealer=0)
    assert g.to_act == 1


def test_book_bidding_starts_with_the_dealer() -> None:  # bid.order_from_dealer
    g = game("book", dealer=0)
    assert g.to_act == 0
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert g.phase is Phase.PLAY and g.to_act == 1  # the player left of the dealer still leads


def test_a_bid_is_at_least_one_unless_nil() -> None:  # bid.min_one_unless_nil
    g = game()
    assert normal_bids(g) == list(range(1, 14))
    assert NIL in g.legal_actions()
    with pytest.raises(IllegalActionError, match="you may bid 1-13, nil"):
        g.apply(Bid(0))


def test_max_bid_caps_the_bids() -> None:  # bid.order_left_of_dealer (0-13), max_bid
    g = game(max_bid=7)
    assert max(normal_bids(g)) == 7
    with pytest.raises(IllegalActionError):
        g.apply(Bid(8))


def test_fredrieo_bids_are_at_least_four() -> None:  # bid.fredrieo
    g = game("fredrieo")
    assert normal_bids(g) == list(range(4, 14))
    assert NIL in g.legal_actions()
    with pytest.raises(IllegalActionError):
        g.apply(Bid(3))
    g.apply(Bid(4))
    g.apply(LOOK)
    g.apply(Bid(4))
    assert Bid(10, BidKind.TEN_FOR_200) in legal_bids(g)  # the second partner may bid 10 for 200


def test_board_makes_a_side_bid_at_least_four() -> None:  # bid.board
    g = game("board")
    act(g, "1")  # South
    act(g, "2")  # West
    assert normal_bids(g) == list(range(3, 14))  # North brings the side to 4
    assert NIL not in g.legal_actions()
    act(g, "3")
    assert normal_bids(g) == list(range(2, 14))  # East: 2 + 2 = 4


def test_board_partner_of_a_nil_bids_nil_or_the_board() -> None:  # bid.board
    g = game("board")
    act(g, "nil")
    act(g, "2")
    assert NIL in legal_bids(g)
    assert normal_bids(g) == list(range(4, 14))


def test_board_alone_means_nil_or_at_least_the_board() -> None:  # bid.board (solo)
    g = game("cutthroat", board=4)
    assert normal_bids(g) == list(range(4, 14))
    assert NIL in g.legal_actions()


def test_suicide_one_partner_of_each_side_bids_nil() -> None:  # bid.suicide
    g = game("suicide")
    assert normal_bids(g) == list(range(4, 14)) and NIL in g.legal_actions()
    act(g, "5")  # South
    act(g, "nil")  # West
    assert legal_bids(g) == [NIL]  # North must bid nil
    act(g, "nil")
    assert NIL not in legal_bids(g)  # East's partner bid nil: East bids 4+
    assert normal_bids(g) == list(range(4, 14))


def test_whiz_forces_the_spade_count_or_nil() -> None:  # bid.whiz
    g = game("whiz")
    set_hands(g, {0: "AS KS QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH", 1: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"})
    assert legal_bids(g) == [NIL, Bid(3)]
    with pytest.raises(IllegalActionError, match="spade count"):
        g.apply(Bid(4))
    act(g, "3")
    assert legal_bids(g) == [NIL]  # West has no spade


def test_mirrors_forces_the_spade_count() -> None:  # bid.mirrors
    g = game("mirrors")
    set_hands(g, {0: "AS KS QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH", 1: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"})
    assert legal_bids(g) == [Bid(3)]
    with pytest.raises(IllegalActionError):
        g.apply(NIL)
    act(g, "3")
    assert legal_bids(g) == [NIL]


def test_whiz_and_mirrors_have_no_blind_bids() -> None:  # bid.whiz: no blind bidding
    for preset_id in ("whiz", "mirrors"):
        g = game(preset_id)
        assert LOOK not in g.legal_actions() and BLIND_NIL not in g.legal_actions()


# --------------------------------------------------------------------- nil
def test_made_nil_scores_the_nil_value() -> None:  # score.nil
    g = game(nil_value=50)
    set_hands(g, {0: LOW_NIL})
    bid_seats(g, {0: "nil", 1: "3", 2: "4", 3: "3"})
    (nil,) = finish_hand(g).sides[0].nils
    assert nil.made and nil.tricks == 0 and nil.points == 50


def test_failed_nil_tricks_count_for_the_partner_by_default() -> None:  # score.nil, nil.tricks_count_for_partner
    g = game()
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "nil", 1: "3", 2: "3", 3: "3"})
    side = finish_hand(g).sides[0]
    (nil,) = side.nils
    assert (nil.tricks, nil.made, nil.points) == (13, False, -100)
    assert side.tricks == 13 and side.made and side.contract_points == 30 and side.bags == 10
    assert side.bag_penalty == -100 and side.points == 30 + 10 - 100 - 100


def test_failed_nil_tricks_can_be_lost_to_the_partner() -> None:  # nil.tricks_count_for_partner: false
    g = game(nil_tricks_count=False)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "nil", 1: "3", 2: "3", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.tricks == 0 and side.made is False and side.contract_points == -30 and side.bags == 0


def test_nil_can_be_switched_off() -> None:  # score.nil (nil: false)
    g = game(nil=False)
    actions = g.legal_actions()
    assert NIL not in actions and BLIND_NIL not in actions and LOOK not in actions
    assert normal_bids(g) == list(range(1, 14))


def test_blind_nil_scores_the_blind_nil_value() -> None:  # score.blind_nil
    g = game()
    set_hands(g, {0: LOW_NIL})
    assert BLIND_NIL in g.legal_actions()
    bid_seats(g, {0: "blind nil", 1: "3", 2: "4", 3: "3"})
    (nil,) = finish_hand(g).sides[0].nils
    assert nil.bid == BLIND_NIL and nil.points == 200


def test_blind_nil_refused_when_not_100_behind() -> None:  # bid.blind_nil_when_behind
    g = game("blind-from-behind")
    assert BLIND_NIL not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="at least 100 points behind"):
        g.apply(BLIND_NIL)
    g = with_scores(game("blind-from-behind"), [0, 99])
    assert BLIND_NIL not in g.legal_actions()
    g = with_scores(game("blind-from-behind"), [0, 100])
    assert BLIND_NIL in g.legal_actions()  # South's side trails by 100
    g.apply(BLIND_NIL)
    assert BLIND_NIL not in g.legal_actions()  # West's side leads


def test_double_nil_scored_separately_by_default() -> None:  # bid.double_nil (each alone)
    g = game(dealer=0)
    set_hands(g, {0: LOW_NIL, 2: LOW_NIL_2})
    bid_seats(g, {0: "nil", 1: "6", 2: "nil", 3: "6"})
    side = finish_hand(g).sides[0]
    assert [n.points for n in side.nils] == [100, 100] and side.points == 200


def test_double_nil_doubles_made_bonuses() -> None:  # bid.double_nil [V]
    g = game("double-nil", dealer=0)
    set_hands(g, {0: LOW_NIL, 2: LOW_NIL_2})
    bid_seats(g, {0: "nil", 1: "6", 2: "nil", 3: "6"})
    assert [n.points for n in finish_hand(g).sides[0].nils] == [200, 200]


def test_double_nil_failure_costs_nothing() -> None:  # bid.double_nil [V]: no penalty
    g = game("double-nil", dealer=0)
    set_hands(g, {0: ALL_SPADES, 2: LOW_NIL})
    bid_seats(g, {0: "nil", 1: "3", 2: "nil", 3: "3"})
    side = finish_hand(g).sides[0]
    assert [n.points for n in side.nils] == [0, 0] and [n.made for n in side.nils] == [False, True]


def test_double_blind_nil_made_by_both_partners_wins_the_game() -> None:  # bid.double_blind_nil
    g = game("double-nil", dealer=0, double_nil="separate")  # 2 x 200 is short of 500: the win is outright
    set_hands(g, {0: LOW_NIL, 2: LOW_NIL_2})
    bid_seats(g, {0: "blind nil", 1: "6", 2: "blind nil", 3: "6"})
    events = []
    while not g.is_over:
        events += g.apply(g.legal_actions()[0])
    over = events[-1]
    assert isinstance(over, GameOver) and over.winner == 0 and over.reason == "made a double blind nil"
    assert g.scores[0] < g.rules.target


def test_book_rule_wipes_the_side_score_when_a_double_nil_fails() -> None:  # score.both_nil_lose_all
    g = with_scores(game("book", dealer=0), [340, 120])
    set_hands(g, {0: ALL_SPADES, 2: LOW_NIL})
    bid_seats(g, {0: "nil", 1: "3", 2: "nil", 3: "3"})
    assert g.phase is Phase.PLAY  # both partners nil: no exchange
    side = finish_hand(g).sides[0]
    assert side.total_before == 340 and side.total_after == 0
    assert side.specials[-1][0] == "lose all"
    assert g.scores[0] == 0


def test_book_both_nils_made_score_200() -> None:  # score.both_nil_lose_all (made)
    g = game("book", dealer=0)
    set_hands(g, {0: LOW_NIL, 2: LOW_NIL_2})
    bid_seats(g, {0: "blind nil", 1: "6", 2: "blind nil", 3: "6"})
    side = finish_hand(g).sides[0]
    assert side.nil_points == 200 and side.points == 200


def test_nil_pass_one_card_each_way() -> None:  # nil.pass_cards
    g = game("nil-pass")
    bid_seats(g, {0: "nil", 1: "3", 2: "4", 3: "3"})
    assert g.phase is Phase.EXCHANGE and g.to_act == 0
    assert {len(a.cards) for a in g.legal_actions() if isinstance(a, PassCards)} == {1}
    south, north = cards_of(g.hands[0]), cards_of(g.hands[2])
    g.apply(PassCards((south[-1],)))
    assert g.to_act == 2
    g.apply(PassCards((north[0],)))
    assert north[0] in cards_of(g.hands[0]) and south[-1] in cards_of(g.hands[2])
    assert g.phase is Phase.PLAY


def test_blind_nil_passes_two_cards() -> None:  # nil.pass_cards (2 for blind nil)
    g = with_scores(game("nil-pass"), [0, 100])
    bid_seats(g, {0: "blind nil", 1: "3", 2: "4", 3: "3"})
    assert {len(a.cards) for a in g.legal_actions() if isinstance(a, PassCards)} == {2}


def test_nil_pass_only_for_blind_nil() -> None:  # nil.pass_cards (only blind nil: nil_pass_count 0)
    g = game("nil-pass", nil_pass_count=0, blind_nil_behind=0)
    bid_seats(g, {0: "nil", 1: "3", 2: "4", 3: "3"})
    assert g.phase is Phase.PLAY
    g = game("nil-pass", nil_pass_count=0, blind_nil_behind=0)
    bid_seats(g, {0: "blind nil", 1: "3", 2: "4", 3: "3"})
    assert g.phase is Phase.EXCHANGE


def test_book_exchange_three_cards() -> None:  # nil.book_exchange
    g = game("book", dealer=3)
    bid_seats(g, {3: "3", 0: "nil", 1: "3", 2: "4"})
    assert g.phase is Phase.EXCHANGE and g.to_act == 0
    assert {len(a.cards) for a in g.legal_actions() if isinstance(a, PassCards)} == {3}
    south, north = cards_of(g.hands[0]), cards_of(g.hands[2])
    g.apply(PassCards(south[-3:]))
    g.apply(PassCards(north[:3]))
    assert set(north[:3]) <= set(cards_of(g.hands[0])) and set(south[-3:]) <= set(cards_of(g.hands[2]))
    assert [h.bit_count() for h in g.hands] == [13] * 4


# -------------------------------------------------------------- blind bids
def test_blind_bids_only_from_behind() -> None:  # bid.blind
    g = game("blind-from-behind")
    with pytest.raises(IllegalActionError, match="at least 100 points behind"):
        g.apply(Bid(5, BidKind.BLIND))
    g = with_scores(game("blind-from-behind"), [0, 150])
    assert [a.tricks for a in g.legal_actions() if isinstance(a, Bid) and a.kind is BidKind.BLIND] == list(range(1, 8))


def test_a_blind_bid_keeps_the_board() -> None:  # bid.blind with bid.board (a house preset may join them)
    g = with_scores(game("board", blind_bids=True), [0, 150])
    act(g, "1")  # South, face up
    act(g, "4")  # West
    blind = [a.tricks for a in g.legal_actions() if isinstance(a, Bid) and a.kind is BidKind.BLIND]
    assert blind == list(range(3, 8)), "North, face down, brings the side to 4 as a bid after looking would"
    with pytest.raises(IllegalActionError, match="at least 4 \\(the board\\)"):
        g.apply(Bid(1, BidKind.BLIND))


@pytest.mark.parametrize(("partner", "blind_nil", "blind_numbers"), [("5", True, []), ("nil", False, [4, 5, 6, 7])])
def test_a_blind_bid_keeps_suicide_s_nil(partner: str, blind_nil: bool, blind_numbers: list[int]) -> None:
    # bid.suicide with bid.blind: one partner of each side bids nil, seen or unseen
    g = with_scores(game("suicide", blind_bids=True, blind_nil=True, blind_nil_behind=0), [0, 150])
    act(g, partner)  # South
    act(g, "nil" if partner != "nil" else "5")  # West
    legal = g.legal_actions()
    assert (BLIND_NIL in legal) is blind_nil
    assert [a.tricks for a in legal if isinstance(a, Bid) and a.kind is BidKind.BLIND] == blind_numbers


def test_blind_bid_scores_20_a_trick_and_no_bags() -> None:  # bid.blind
    g = with_scores(game("blind-from-behind"), [0, 150])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "blind 5", 1: "3", 2: "1", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.made and side.contract_points == 20 * 5 + 10 * 1 and side.bags == 0


def test_failed_blind_bid_loses_10_a_trick() -> None:  # bid.blind
    g = with_scores(game("blind-from-behind"), [0, 150])
    set_hands(g, {1: ALL_SPADES})
    bid_seats(g, {0: "blind 5", 1: "3", 2: "1", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.made is False and side.contract_points == -60


# --------------------------------------------------------- 10 for 200, moon
def test_ten_for_two_hundred_is_a_side_bid() -> None:  # bid.ten_for_two_hundred
    g = game("ten-for-two-hundred")
    assert Bid(10, BidKind.TEN_FOR_200) not in legal_bids(g)  # the first partner
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "3", 1: "2", 2: "10 for 200", 3: "2"})
    side = finish_hand(g).sides[0]
    assert side.contract == 10 and side.made and side.contract_points == 200 and side.bags == 3


@pytest.mark.parametrize(("changes", "points"), [({"ten_for_two_hundred_value": 250}, 250),
                                                 ({"ten_for_two_hundred_exact": True}, -200),
                                                 ({"ten_for_two_hundred_exact": True,
                                                   "ten_for_two_hundred_penalty": 100}, -100)])
def test_ten_for_two_hundred_value_exact_and_penalty(changes: dict[str, object], points: int) -> None:
    g = game("ten-for-two-hundred", **changes)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "3", 1: "2", 2: "10 for 200", 3: "2"})
    assert finish_hand(g).sides[0].contract_points == points  # 13 tricks: made, but not exactly 10


def test_moon_taking_every_trick_wins_the_game() -> None:  # bid.moon
    g = game("ten-for-two-hundred")
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "1", 1: "2", 2: "moon", 3: "2"})
    events = []
    while not g.is_over:
        events += g.apply(g.legal_actions()[0])
    over = events[-1]
    assert isinstance(over, GameOver) and over.winner == 0 and over.reason == "shot the moon"


def test_no_moon_against_a_double_nil() -> None:  # bid.moon
    moon = Bid(13, BidKind.MOON)
    g = game("ten-for-two-hundred", dealer=0)
    for text in ("nil", "2", "nil"):  # West, North, East
        act(g, text)
    assert g.to_act == 0 and moon not in legal_bids(g)
    g = game("ten-for-two-hundred", dealer=0)
    for text in ("nil", "2", "3"):
        act(g, text)
    assert moon in legal_bids(g)


# ---------------------------------------------------------------------- play
def test_the_player_left_of_the_dealer_leads() -> None:  # play.lead_left_of_dealer
    g = game(dealer=1)
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert g.to_act == 2


def test_spades_cannot_be_led_until_broken() -> None:  # play.spades_broken, play.follow_suit
    g = game()
    set_hands(g, {0: "AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"})
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert not {Card.parse("AS"), Card.parse("KS")} & set(g.legal_plays(0))
    with pytest.raises(IllegalActionError, match="not broken"):
        play(g, "AS")


def test_spades_may_be_led_at_once_when_the_broken_rule_is_off() -> None:  # play.spades_broken: false
    g = game(spades_broken=False)
    set_hands(g, {0: "AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"})
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert Card.parse("AS") in g.legal_plays(0)


def test_no_spade_lead_to_the_first_trick() -> None:  # play.no_spade_lead_first_trick
    g = game(spades_broken=False, no_spade_lead_first_trick=True)
    set_hands(g, {0: "AH KH AS KS QS JS TS 9S 8S 7S 6S 5S 4S"})  # West: clubs, North: diamonds, East: hearts
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert g.legal_plays(0) == cards("KH AH")
    assert winners(play(g, "AH", "2C", "2D", "2H")) == [0]
    assert g.legal_plays(0) == cards("KH AS KS QS JS TS 9S 8S 7S 6S 5S 4S")  # spades from the second trick on


def test_two_of_clubs_holder_leads_it() -> None:  # play.two_of_clubs_leads
    g = game("two-of-clubs-leads", dealer=3)
    set_hands(g, {2: "2C 3C AS KS QS 2H 3H 4H 5H 6H 7H 8H 9H", 3: "TS JS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD"})
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert g.to_act == 2 and g.legal_plays(2) == (Card.parse("2C"),)
    play(g, "2C")
    assert g.legal_plays(3) == cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD")  # no spade on the first trick


def test_lowest_club_leads_when_the_two_is_out() -> None:  # play.two_of_clubs_leads (3♣ with three players)
    g = Game(rules("three-player", first_lead="two_of_clubs"), 5, first_dealer=0)
    set_hands(g, {2: "3C 4C"})
    bid_seats(g, {0: "3", 1: "3", 2: "3"})
    assert g.to_act == 2 and g.legal_plays(2) == (Card.parse("3C"),)


MUST_OVERTRUMP_A = {
    0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    1: "5S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
    2: "9S 3S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    3: "AC KD AD 2S 4S 6S 7S 8S TS JS QS KS AS",
}
MUST_OVERTRUMP_B = {
    0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2C",
    1: "5S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    2: "AH 3S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    3: "KD AD 2S 4S 6S 7S 8S 9S TS JS QS KS AS",
}


def test_must_overtrump_player_cannot_discard() -> None:  # play.must_overtrump
    g = game("must-overtrump")
    set_hands(g, MUST_OVERTRUMP_A)
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    play(g, "2H", "5S")
    assert g.legal_plays(2) == (Card.parse("9S"),)  # neither a diamond nor the 3♠
    g = game()
    set_hands(g, MUST_OVERTRUMP_A)
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    play(g, "2H", "5S")
    assert len(g.legal_plays(2)) == 13  # standard rules: anything


@pytest.mark.parametrize(("mode", "free"), [("opponents", True), ("anyone", False)])
def test_must_overtrump_the_partner_only_when_anyone(mode: str, free: bool) -> None:  # play.must_overtrump
    g = game("must-overtrump", must_overtrump=mode)
    set_hands(g, MUST_OVERTRUMP_B)
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    play(g, "2H", "5S", "AH")  # East's partner West holds the trick with the 5♠
    expected = cards(MUST_OVERTRUMP_B[3]) if free else cards("6S 7S 8S 9S TS JS QS KS AS")
    assert g.legal_plays(3) == expected


# ----------------------------------------------------------- bags and game end
def test_ten_bags_cost_100() -> None:  # score.bags_10_100
    g = game()
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "2", 1: "3", 2: "1", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.bags == 10 and side.bag_penalty == -100 and side.bags_after == 0


def test_short_game_five_bags_cost_50() -> None:  # score.bags_5_50
    g = game("short-250")
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "3", 1: "3", 2: "1", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.bags == 9 and side.bag_penalty == -50 and side.bags_after == 4


@pytest.mark.parametrize(("penalty", "expected"), [(110, -110), (0, 0)])
def test_bag_penalty_is_a_number_or_off(penalty: int, expected: int) -> None:  # score.bag_penalty
    g = game(bag_penalty=penalty)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "2", 1: "3", 2: "1", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.bag_penalty == expected and side.bags_after == (0 if penalty else 10)


def test_reaching_the_target_wins() -> None:  # end.target, end.500_or_minus200
    g = game(target=120)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "12", 1: "1", 2: "1", 3: "1"})
    finish_hand(g)
    assert g.is_over and g.winner == 0 and g.scores[0] == 130


def test_falling_to_the_losing_score_ends_the_game() -> None:  # end.mercy
    g = game(mercy=-50)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "10", 1: "3", 2: "1", 3: "3"})
    finish_hand(g)
    assert g.is_over and g.winner == 0 and g.scores[1] == -60


def test_no_losing_score_keeps_playing() -> None:  # end.mercy: null
    g = with_scores(game("book"), [0, -500])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {3: "3", 0: "10", 1: "3", 2: "1"})
    finish_hand(g)
    assert not g.is_over and g.hand_number == 2


def test_a_tie_above_the_target_plays_another_hand() -> None:  # end.500_or_minus200
    g = with_scores(game(), [400, 550])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "12", 1: "1", 2: "1", 3: "1"})
    finish_hand(g)
    assert g.scores == [530, 530] and not g.is_over and g.hand_number == 2


def test_both_past_the_target_the_higher_total_wins() -> None:  # end.500_or_minus200
    g = with_scores(game(), [400, 560])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "12", 1: "1", 2: "1", 3: "1"})
    finish_hand(g)
    assert g.scores == [530, 540] and g.is_over and g.winner == 1


def test_a_fixed_number_of_hands() -> None:  # end.target (hand_limit)
    g = game(hand_limit=2)
    events: list[object] = []
    for _ in range(2):
        assert not g.is_over
        current = g.hand_number
        events += bid_seats(g, dict.fromkeys(range(4), "3"))
        while not any(isinstance(e, HandScored) and e.score.hand_number == current for e in events):
            events += g.apply(g.legal_actions()[0])
    assert g.is_over and g.hand_number == 2
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason == "all 2 hands were played"
    assert g.scores[over.winner] == max(g.scores)


def test_a_game_of_one_hand_says_so() -> None:  # end.target (hand_limit), "all 1 hands were played" read badly
    g = game(hand_limit=1)
    events: list[object] = list(bid_seats(g, dict.fromkeys(range(4), "3")))
    while not g.is_over:
        events += g.apply(g.legal_actions()[0])
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason == "the one hand was played"


def test_hand_scored_events_carry_the_breakdown() -> None:  # score.contract
    g = game()
    set_hands(g, {0: ALL_SPADES})
    events = bid_seats(g, {0: "5", 1: "3", 2: "2", 3: "3"})
    while not any(isinstance(e, HandScored) for e in events):
        events += g.apply(g.legal_actions()[0])
    score = next(e.score for e in events if isinstance(e, HandScored))
    mine, theirs = score.sides
    assert (mine.contract, mine.tricks, mine.contract_points, mine.bags) == (7, 13, 70, 6)
    assert (theirs.contract, theirs.tricks, theirs.contract_points) == (6, 0, -60)


def test_the_bids_may_not_add_up_to_thirteen() -> None:  # bid.sum_not_thirteen
    g = game(sum_not_tricks=True)
    for text in ("4", "3", "2"):  # South, West, North
        act(g, text)
    assert 4 not in normal_bids(g) and {3, 5} <= set(normal_bids(g))  # East may not make it 13
    with pytest.raises(IllegalActionError, match="may not add up to 13"):
        g.apply(Bid(4))
    g = game()
    for text in ("4", "3", "2"):
        act(g, text)
    assert 4 in normal_bids(g)


def test_a_blind_nil_may_not_make_the_bids_add_up_to_thirteen() -> None:  # bid.sum_not_thirteen, blind nil
    g = with_scores(game(sum_not_tricks=True, blind_nil_behind=0), [0, 0])
    for text in ("5", "4", "4"):  # South, West, North: 13 already
        act(g, text)
    assert list(g.legal_actions()) == [LOOK], "East may look and bid, not blind nil (13 in all)"
    with pytest.raises(IllegalActionError, match="may not add up to 13"):
        g.apply(BLIND_NIL)


def test_no_side_contract_of_nine() -> None:  # bid.no_nines_no_blinds
    g = game("no-nines-no-blinds")
    assert LOOK not in g.legal_actions() and BLIND_NIL not in g.legal_actions()  # no blinds
    act(g, "5")  # South
    act(g, "3")  # West
    assert 4 not in normal_bids(g) and {3, 5} <= set(normal_bids(g))  # North may not make 5 + 4
    act(g, "5")
    assert 6 not in normal_bids(g)  # East may not make 3 + 6
    g = game("no-nines-no-blinds")
    act(g, "9")
    act(g, "3")
    assert NIL not in legal_bids(g)  # a nil would leave the side on 9

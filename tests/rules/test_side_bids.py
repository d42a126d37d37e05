"""Big side bids and the side's special contracts: named scenarios through a real Game.

Seats: 0 South, 1 West, 2 North, 3 East; partners 0+2 and 1+3. ``first_dealer=3`` makes South bid and lead
first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.engine import LOOK, Bid, BidKind, Game, IllegalActionError, RuleSet
from spades_desktop.rules import load_all, load_preset, rules_card

from .rules_testkit import ALL_SPADES, act, bid_seats, finish_hand, play, set_hands

CATALOG = load_all()
BIG = CATALOG["big-bids"].rules


def game(rules: RuleSet, dealer: int = 3, **kwargs: object) -> Game:
    return Game(rules, 5, first_dealer=dealer, **kwargs)  # type: ignore[arg-type]


# ------------------------------------------------------------ every 10 is 10 for 200
def test_a_side_bid_of_ten_scores_as_ten_for_two_hundred() -> None:  # bid.ten_for_two_hundred (any 10)
    g = game(BIG)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "6", 1: "1", 2: "4", 3: "1"})
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points, side.bags) == (10, True, 200, 3)
    assert ("bid of 10 is 10 for 200", 0) in side.specials


def test_a_side_bid_of_ten_set_loses_two_hundred() -> None:  # bid.ten_for_two_hundred (any 10)
    g = game(BIG)
    set_hands(g, {1: ALL_SPADES})
    bid_seats(g, {0: "6", 1: "1", 2: "4", 3: "1"})
    assert finish_hand(g).sides[0].contract_points == -200


def test_without_the_rule_a_bid_of_ten_is_an_ordinary_contract() -> None:
    g = game(replace(BIG, ten_for_two_hundred_any_ten=False, lexington_automatic=False))
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "6", 1: "1", 2: "4", 3: "1"})
    assert finish_hand(g).sides[0].contract_points == 100
    assert "any side bid of 10" in rules_card(BIG).lower()
    with pytest.raises(ValueError, match="ten_for_two_hundred: true"):
        RuleSet(ten_for_two_hundred_any_ten=True).validate()


# ------------------------------------------------------------------ blind moon
BLIND_MOON = Bid(13, BidKind.BLIND_MOON)


def test_a_blind_moon_is_bid_face_down_and_the_partner_joins_unseen() -> None:  # bid.blind_moon
    g = game(BIG)
    set_hands(g, {0: ALL_SPADES})
    assert BLIND_MOON in g.legal_actions()  # South, face down
    g.apply(BLIND_MOON)
    act(g, "1")  # West
    assert g.to_act == 2 and not g.revealed[2]
    assert list(g.legal_actions()) == [BLIND_MOON]  # North: no look, no other bid
    with pytest.raises(IllegalActionError):
        g.apply(LOOK)
    g.apply(BLIND_MOON)
    act(g, "1")
    events = []
    while not g.is_over:
        events += g.apply(g.legal_actions()[0])
    over = events[-1]
    assert getattr(over, "winner", None) == 0 and getattr(over, "reason", "") == "shot the moon blind"
    assert ("blind moon", 0) in g.hands_log[-1].score.sides[0].specials  # type: ignore[union-attr]


def test_a_blind_moon_failed_loses_130() -> None:  # bid.blind_moon
    g = game(BIG)
    set_hands(g, {1: ALL_SPADES})
    bid_seats(g, {0: "blind moon", 1: "1", 2: "blind moon", 3: "1"})
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points) == (13, False, -130)


def test_blind_moon_only_before_the_side_looks() -> None:  # bid.blind_moon
    g = game(BIG)
    g.apply(LOOK)
    assert BLIND_MOON not in g.legal_actions()
    act(g, "3")  # South looked and bid
    act(g, "3")  # West
    assert BLIND_MOON not in g.legal_actions()  # North: its partner has bid
    with pytest.raises(IllegalActionError, match="first partner"):
        g.apply(BLIND_MOON)


def test_a_blind_moon_blocks_a_later_double_blind_nil_and_the_other_way_round() -> None:  # bid.blind_moon
    g = game(BIG)
    g.apply(Bid(0, BidKind.BLIND_NIL))  # South blind nil
    g.apply(BLIND_MOON)  # West blind moon first
    act(g, "1")  # North cannot add a second nil ...
    assert Bid(0, BidKind.BLIND_NIL) not in [a for a in g.legal_actions()]
    g2 = game(BIG, dealer=2)  # East, South, West, North
    g2.apply(Bid(0, BidKind.BLIND_NIL))  # East
    act(g2, "3")  # South
    g2.apply(Bid(0, BidKind.BLIND_NIL))  # West: a double blind nil for East-West
    assert BLIND_MOON not in g2.legal_actions()  # North, face down: too late for the moon


# ------------------------------------------------------------------- lexington
def test_lexington_takes_twelve_for_240() -> None:  # bid.lexington
    g = game(BIG)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "5", 1: "1", 2: "lexington", 3: "1"})
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points, side.bags) == (12, True, 240, 1)
    assert "lexington" in rules_card(BIG).lower()


def test_lexington_short_of_twelve_loses_120() -> None:  # bid.lexington
    g = game(BIG)
    set_hands(g, {1: ALL_SPADES})
    bid_seats(g, {0: "5", 1: "1", 2: "lexington", 3: "1"})
    assert finish_hand(g).sides[0].contract_points == -120


# ------------------------------------------------------------------- blind six
SIX = CATALOG["blind-six"].rules
BLIND_SIX = Bid(6, BidKind.BLIND_SIX)


@pytest.mark.parametrize(("exact", "points"), [(True, -120), (False, 120)])
def test_blind_six_is_bid_unseen_by_both_partners(exact: bool, points: int) -> None:  # bid.blind_six
    g = game(replace(SIX, blind_six_exact=exact))
    set_hands(g, {0: ALL_SPADES})  # the side takes all 13: not exactly six
    assert BLIND_SIX in g.legal_actions()  # South, face down
    g.apply(BLIND_SIX)
    act(g, "2")
    assert not g.revealed[2] and list(g.legal_actions()) == [BLIND_SIX]  # North joins unseen
    g.apply(BLIND_SIX)
    act(g, "2")
    side = finish_hand(g).sides[0]
    assert (side.contract, side.tricks, side.contract_points, side.bags) == (6, 13, points, 0)
    assert "blind 6" in rules_card(SIX).lower()


@pytest.mark.parametrize("rules", [replace(SIX, blind_nil=False), replace(BIG, blind_nil=False)],
                         ids=["blind-six", "big-bids"])
def test_blind_six_and_the_blind_moon_are_offered_without_blind_nil(rules: RuleSet) -> None:  # bid.blind_six
    # A house preset with blind 6 (or the blind moon) and no blind nil dealt every hand face up: the side bid its
    # rules card promised was never offered (QA houses7).
    g = game(rules)
    first = g.to_act
    assert not g.revealed[first], "the first bidder has not looked yet"
    assert any(isinstance(a, Bid) and a.kind in (BidKind.BLIND_SIX, BidKind.BLIND_MOON) for a in g.legal_actions())
    assert LOOK in g.legal_actions()


@pytest.mark.parametrize(("exact", "tricks", "points"), [(True, 6, 120), (True, 7, -120), (False, 7, 120),
                                                           (False, 5, -60)])
def test_blind_six_scoring(exact: bool, tricks: int, points: int) -> None:  # bid.blind_six
    from spades_desktop.engine import score_hand

    rules = replace(SIX, blind_six_exact=exact, blind_six_penalty=120 if exact else 60)
    score = score_hand(rules, (BLIND_SIX, Bid(3), BLIND_SIX, Bid(3)), (tricks, 13 - tricks - 3, 0, 3),
                       [0, 0], [0, 0])
    side = score.sides[0]
    assert (side.contract_points, side.bags, side.points) == (points, 0, points)


# ------------------------------------------------------------------- raise once
def test_after_the_bids_each_player_may_raise_its_number_by_one() -> None:  # bid.raise_once
    g = game(CATALOG["raise-once"].rules)
    for text in ("3", "nil", "13", "4"):  # South, West, North, East
        act(g, text)
    # Raise round in bidding order: South (3), East (4); West's nil and North's 13 cannot be raised.
    assert g.to_act == 0 and list(g.legal_actions()) == [Bid(3), Bid(4)]
    g.apply(Bid(4))
    assert g.to_act == 3 and list(g.legal_actions()) == [Bid(4), Bid(5)]
    with pytest.raises(IllegalActionError, match="raise it by one"):
        g.apply(Bid(6))
    g.apply(Bid(4))  # East keeps its 4
    assert g.bids == [Bid(4), Bid(0, BidKind.NIL), Bid(13), Bid(4)]
    assert g.phase.value == "play"
    assert "raise its number bid by one" in rules_card(g.rules)


# ------------------------------------------------------------ passing every hand
def test_each_player_passes_two_cards_to_the_left_before_the_bidding() -> None:  # nil.pass_cards (opponents)
    from spades_desktop.engine import CardsPassed, PassCards, Phase, parse_cards

    rules = CATALOG["pass-left"].rules
    g = game(rules)
    set_hands(g, {0: ALL_SPADES})
    assert g.phase is Phase.EXCHANGE and g.to_act == 0 and g.pass_target(0) == 1
    assert g.view(0).pass_to == 1 and g.view(3).pass_to == 0  # what the window names as the receiver
    events = []
    for seat in (0, 1, 2, 3):  # bidding order: South first
        assert g.to_act == seat
        events += g.apply(g.legal_actions()[0])  # the two lowest cards
    passed = [e for e in events if isinstance(e, CardsPassed)]
    assert [(e.from_seat, e.to_seat) for e in passed] == [(0, 1), (1, 2), (2, 3), (3, 0)]
    assert passed[0].cards == tuple(parse_cards("2S 3S"))
    assert set(parse_cards("2S 3S")) <= set(g.hand_of(1))
    assert g.phase is Phase.BID and g.to_act == 0 and all(len(g.hand_of(s)) == 13 for s in range(4))
    assert Bid(0, BidKind.BLIND_NIL) not in g.legal_actions()
    with pytest.raises(IllegalActionError):
        g.apply(PassCards(tuple(parse_cards("4S 5S"))))
    assert "2 cards face down to the opponent on its left" in rules_card(rules)


def test_partners_pass_a_card_every_hand_after_the_bidding() -> None:  # nil.pass_cards (without a nil)
    from spades_desktop.engine import Phase

    g = game(CATALOG["partner-pass"].rules)
    bid_seats(g, {0: "3", 1: "3", 2: "3", 3: "3"})
    assert g.phase is Phase.EXCHANGE and [g.pass_target(s) for s in range(4)] == [2, 3, 0, 1]
    given = {}
    while g.phase is Phase.EXCHANGE:
        seat = g.to_act
        action = g.legal_actions()[-1]
        given[seat] = action.cards  # type: ignore[union-attr]
        g.apply(action)
    assert g.phase is Phase.PLAY
    for seat, cards in given.items():
        assert set(cards) <= set(g.hand_of((seat + 2) % 4))


def test_passing_rules_are_checked() -> None:  # nil.pass_cards validation
    with pytest.raises(ValueError, match="blind bids must be off"):
        RuleSet(card_pass=1, card_pass_when="before_bidding").validate()
    with pytest.raises(ValueError, match="no effect"):
        RuleSet(card_pass_to="left").validate()
    with pytest.raises(ValueError, match="choose one"):
        RuleSet(card_pass=1, nil_exchange="pass").validate()


# ---------------------------------------------------------------------- mo and bemo
LITTLE_MO, BIG_MO = Bid(0, BidKind.LITTLE_MO), Bid(0, BidKind.BIG_MO)


def test_big_mo_in_a_row_scores_300_without_bags() -> None:  # bid.mo (6 / 8 tricks in a row)
    g = game(CATALOG["mo-and-bemo"].rules)
    set_hands(g, {0: ALL_SPADES})
    act(g, "4")  # South
    act(g, "2")  # West
    g.apply(LOOK)
    assert LITTLE_MO in g.legal_actions() and BIG_MO in g.legal_actions()  # North, for the side
    act(g, "big mo")
    act(g, "2")
    # Bemo round: only the side that bid numbers may add one (East-West here).
    while g.phase.value == "bid":
        g.apply(g.legal_actions()[0])
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points, side.bags, side.points) == (8, True, 300, 0, 300)


def test_little_mo_broken_by_the_opponents_loses_150() -> None:  # bid.mo (a trick of the opponents resets)
    from spades_desktop.engine import score_hand

    rules = CATALOG["mo-and-bemo"].rules
    bids = (Bid(4), Bid(3), LITTLE_MO, Bid(3))
    five_then_break = [0] * 5 + [1] + [2] * 5 + [1, 3]
    score = score_hand(rules, bids, (5, 2, 5, 1), [0, 0], [0, 0], winners=five_then_break,
                       played=[()] * 13)  # type: ignore[list-item]
    assert score.sides[0].made is False and score.sides[0].contract_points == -150
    six_in_a_row = [1] + [0, 2] * 3 + [1, 3, 1, 3, 1, 3]
    made = score_hand(rules, bids, (3, 3, 3, 4), [0, 0], [0, 0], winners=six_in_a_row, played=[()] * 13)  # type: ignore[list-item]
    assert made.sides[0].made is True and made.sides[0].contract_points == 150


def test_mo_of_the_first_tricks_leads_and_needs_the_first_seven() -> None:  # bid.mo (first 7 / 10 tricks)
    rules = CATALOG["mo-first-tricks"].rules
    g = game(rules, dealer=0)  # West bids and would lead first
    set_hands(g, {2: ALL_SPADES})
    act(g, "3")  # West
    act(g, "4")  # North
    act(g, "3")  # East
    act(g, "little mo")  # South, for North-South
    assert g.phase.value == "play" and g.to_act == 0  # the Mo bidder leads
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points, side.bags) == (7, True, 150, 0)
    assert "first 7 tricks" in rules_card(rules)


def test_bemo_is_added_to_a_number_after_the_bids() -> None:  # bid.bemo
    rules = CATALOG["mo-and-bemo"].rules
    g = game(rules)
    set_hands(g, {0: ALL_SPADES})
    for text in ("5", "2", "3", "2"):  # South, West, North, East
        act(g, text)
    # The bemo round: North (the side's later number bidder), then East.
    assert g.to_act == 2
    assert list(g.legal_actions()) == [Bid(3), Bid(3, BidKind.LITTLE_BEMO), Bid(3, BidKind.BIG_BEMO)]
    act(g, "3 big bemo")
    assert g.to_act == 3
    act(g, "2")  # East keeps its bid
    side = finish_hand(g).sides[0]
    assert (side.contract, side.contract_points, side.bags) == (8, 80, 5)
    assert ("big bemo", 90) in side.specials and side.points == 80 + 5 + 90


def test_a_failed_bemo_costs_its_value() -> None:  # bid.bemo
    from spades_desktop.engine import score_hand

    score = score_hand(CATALOG["mo-and-bemo"].rules, (Bid(5), Bid(2), Bid(3, BidKind.LITTLE_BEMO), Bid(2)),
                       (8, 2, 1, 2), [0, 0], [0, 0], winners=[0] * 5 + [1] + [0] * 4 + [1, 3, 3],
                       played=[()] * 13)  # type: ignore[list-item]
    assert ("little bemo", -60) in score.sides[0].specials


# ------------------------------------------------------------------ no trump
def test_a_no_trump_bidders_spade_cannot_win_on_another_suit() -> None:  # bid.no_trump
    rules = CATALOG["no-trump"].rules
    g = game(rules)
    set_hands(g, {
        0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "2S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        2: "3S 2C 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
        3: "4S 5S 6S 7S 8S 9S TS JS QS KS AS 2D AD",
    })
    for text in ("3", "1", "1", "4"):  # South, West, North, East
        act(g, text)
    # No-trump round: West (holds the 2♠), North (3♠), East (spades); South has none.
    assert g.to_act == 1 and list(g.legal_actions()) == [Bid(1), Bid(1, BidKind.NO_TRUMP)]
    act(g, "1 no trump")
    act(g, "1")
    act(g, "4")
    events = play(g, "2H", "2S", "2C", "2D")  # West cannot follow and trumps ... but is no trump
    assert [e.winner for e in events if hasattr(e, "winner")] == [0]  # South's 2♥ wins
    assert "no trump" in rules_card(rules).lower()


def test_a_made_no_trump_bid_counts_double() -> None:  # bid.no_trump
    from spades_desktop.engine import score_hand

    rules = CATALOG["no-trump"].rules
    score = score_hand(rules, (Bid(3, BidKind.NO_TRUMP), Bid(3), Bid(2), Bid(3)), (4, 3, 2, 4), [0, 0], [0, 0])
    side = score.sides[0]
    assert (side.contract, side.contract_points, side.bags) == (5, 50, 1)
    assert ("no trump", 30) in side.specials and side.points == 50 + 1 + 30
    short = score_hand(rules, (Bid(3, BidKind.NO_TRUMP), Bid(3), Bid(2), Bid(3)), (2, 3, 4, 4), [0, 0], [0, 0])
    assert short.sides[0].specials == ()  # the side made 5, but the no-trump bidder took only 2


# ---------------------------------------------------------------- half tricks
def test_half_bids_make_a_whole_side_bid() -> None:  # bid.half_tricks
    rules = CATALOG["half-tricks"].rules
    g = game(rules)
    set_hands(g, {0: ALL_SPADES})
    g.apply(LOOK)
    assert Bid(3, BidKind.HALF) in g.legal_actions() and Bid(0, BidKind.HALF) not in g.legal_actions()
    act(g, "3.5")  # South
    act(g, "2")  # West
    g.apply(LOOK)
    legal = list(g.legal_actions())
    assert all(isinstance(a, Bid) and a.kind is BidKind.HALF for a in legal)  # North: only halves
    assert legal[0] == Bid(0, BidKind.HALF) and legal[-1] == Bid(9, BidKind.HALF)  # 3½ + 9½ = 13
    with pytest.raises(IllegalActionError, match="bid a half too"):
        g.apply(Bid(3))
    act(g, "2½")
    act(g, "2")
    side = finish_hand(g).sides[0]
    assert (side.contract, side.contract_points, side.bags) == (6, 60, 7)
    assert "half" in rules_card(rules).lower()


def test_after_a_half_the_partner_looks_and_bids_a_half_never_blind() -> None:  # bid.half_tricks
    g = game(replace(CATALOG["half-tricks"].rules, blind_nil_behind=0))
    act(g, "3.5")  # South
    act(g, "2")  # West
    assert list(g.legal_actions()) == [LOOK], "North, face down, may not bid blind nil: the side's bid must be whole"
    with pytest.raises(IllegalActionError, match="bid a half too"):
        g.apply(Bid(0, BidKind.BLIND_NIL))


# ------------------------------------------------------------ suicide, copy version
@pytest.mark.parametrize(("first", "second", "forced"), [("5", "4", [Bid(0, BidKind.NIL)]), ("nil", "nil", None)])
def test_suicide_copy_forces_the_first_partner_to_the_opposite_bid(first: str, second: str,
                                                                   forced: list[Bid] | None) -> None:  # bid.suicide
    rules = CATALOG["suicide-copy"].rules
    g = game(rules)
    act(g, first)  # South
    act(g, "nil")  # West
    if LOOK in g.legal_actions():
        g.apply(LOOK)
    legal = list(g.legal_actions())  # North may bid the opposite or copy
    assert Bid(0, BidKind.NIL) in legal and Bid(4) in legal and Bid(13) in legal
    act(g, second)
    act(g, "6")  # East: the opposite of West
    # After the round: South was copied and must change; East-West are fine.
    assert g.to_act == 0
    if forced is None:
        assert [a.tricks for a in g.legal_actions()] == list(range(4, 14))  # type: ignore[union-attr]
        with pytest.raises(IllegalActionError, match="copied your nil"):
            g.apply(Bid(0, BidKind.NIL))
        act(g, "5")
    else:
        assert list(g.legal_actions()) == forced
        act(g, "nil")
    assert g.phase.value == "play"
    for side in (0, 1):
        assert sum(1 for s in (side, side + 2) if g.bids[s].is_nil) == 1  # type: ignore[union-attr]
    assert "copy" in rules_card(rules)


# ---------------------------------------------------------------------- auction
def test_auction_rises_until_three_pass_and_scores_bid_plus_six() -> None:  # bid.auction
    rules = CATALOG["auction"].rules
    g = game(rules)
    set_hands(g, {0: ALL_SPADES})
    PASS = Bid(0, BidKind.PASS)
    assert list(g.legal_actions())[:2] == [PASS, Bid(1, BidKind.AUCTION)]
    act(g, "auction 2")  # South: 8 tricks
    act(g, "auction 3")  # West: 9 tricks
    act(g, "pass")  # North passes ... and is out
    act(g, "auction 4")  # East: 10 tricks
    with pytest.raises(IllegalActionError, match="bid 5 or more"):
        act(g, "auction 4")  # South cannot equal it
    act(g, "auction 6")  # South: 12 tricks
    act(g, "pass")  # West
    act(g, "pass")  # East (North already passed and is skipped)
    assert g.phase.value == "play"
    assert g.bids == [Bid(6, BidKind.AUCTION), PASS, PASS, PASS]
    score = finish_hand(g)
    declarers, defenders = score.sides
    assert (declarers.contract, declarers.made, declarers.points, declarers.bags) == (12, True, 120, 0)
    assert defenders.specials == (("auction defence", 10),)  # South took 13: one over
    assert "auction" in rules_card(rules).lower()


def test_auction_the_last_player_must_bid_when_three_pass() -> None:  # bid.auction
    g = game(CATALOG["auction"].rules)
    for _ in range(3):
        act(g, "pass")
    legal = list(g.legal_actions())
    assert Bid(0, BidKind.PASS) not in legal and legal[0] == Bid(1, BidKind.AUCTION)


def test_auction_set_declarers_score_nothing_and_defenders_the_undertricks() -> None:  # bid.auction
    from spades_desktop.engine import score_hand

    rules = CATALOG["auction"].rules
    P = Bid(0, BidKind.PASS)
    score = score_hand(rules, (Bid(2, BidKind.AUCTION), P, P, P), (3, 4, 3, 3), [0, 0], [0, 0])
    assert (score.sides[0].made, score.sides[0].points) == (False, 0)
    assert score.sides[1].points == 20  # 6 taken of 8
    with pytest.raises(ValueError, match="nil: false"):
        RuleSet(auction=True).validate()


# ------------------------------------------------------------ partnership talk
def test_partnership_talk_one_partner_counts_the_other_bids_the_side() -> None:  # bid.partnership_talk
    rules = CATALOG["partnership-talk"].rules
    g = game(rules)  # dealer East: South's side bids first, South talks, North bids
    set_hands(g, {0: ALL_SPADES})
    assert g.bid_order == [0, 2, 1, 3]
    assert [a.tricks for a in g.legal_actions()] == list(range(14))  # type: ignore[union-attr]
    act(g, "5")  # South: "I expect 5"
    assert g.to_act == 2 and g.view(1).bids[0] == Bid(5)  # everyone heard it
    legal = list(g.legal_actions())
    assert legal[0] == Bid(4, BidKind.SIDE) and Bid(0, BidKind.NIL) not in legal
    act(g, "side 7")  # North bids 7 for North-South
    act(g, "2")  # West talks
    assert Bid(6, BidKind.SIDE) not in g.legal_actions()  # 7 + 6 = 13 is not allowed
    act(g, "side 4")  # East
    side = finish_hand(g).sides[0]
    assert (side.contract, side.made, side.contract_points, side.bags) == (7, True, 70, 6)
    assert "partnership talk" in rules_card(rules).lower()
    with pytest.raises(ValueError, match="nil: false"):
        RuleSet(partnership_talk=True).validate()


# ------------------------------------------------------------------- ace check
def test_ace_check_keeping_all_four_aces_scores_100() -> None:  # bid.ace_check
    rules = replace(CATALOG["ace-check"].rules, high_trumps=())  # plain trumps make the hand easy to follow
    g = game(rules)
    set_hands(g, {0: "AS KS QS JS TS 9S 8S 7S 6S 5S AH AD AC"})
    act(g, "5")  # South talks
    act(g, "side 7")  # North bids the side
    act(g, "1")  # West talks
    act(g, "side 4")  # East
    # After the bids South, holding the aces (its partner holds none it lacks), may make the ace contract.
    assert g.to_act == 0 and list(g.legal_actions()) == [Bid(5), Bid(5, BidKind.ACES)]
    act(g, "5 aces")
    assert g.phase.value == "play"
    side = finish_hand(g).sides[0]
    assert ("ace check", 100) in side.specials
    assert (side.contract, side.contract_points) == (7, 70)


def test_ace_check_needs_all_four_aces_in_the_side_and_loses_100_when_one_falls() -> None:  # bid.ace_check
    from spades_desktop.engine import Card, score_hand

    rules = CATALOG["ace-check"].rules
    g = game(rules)
    set_hands(g, {0: "AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC", 1: "AC"})  # West holds the fourth ace
    for text in ("5", "side 7", "1", "side 4"):
        act(g, text)
    assert g.phase.value == "play"  # no ace check offered
    bids = (Bid(3, BidKind.ACES), Bid(1), Bid(7, BidKind.SIDE), Bid(4, BidKind.SIDE))
    trick = ((1, Card.parse("AH")), (2, Card.parse("2H")), (3, Card.parse("3H")), (0, Card.parse("4H")))
    score = score_hand(rules, bids, (5, 3, 2, 3), [0, 0], [0, 0], played=[trick] * 13, winners=[1] * 13)
    assert ("ace check", -100) in score.sides[0].specials
    with pytest.raises(ValueError, match="partnership_talk"):
        RuleSet(ace_check=True).validate()


def test_automatic_lexington_pays_240_for_twelve_tricks_on_any_number() -> None:  # bid.lexington (automatic)
    g = game(BIG)
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "5", 1: "1", 2: "3", 3: "1"})
    side = finish_hand(g).sides[0]
    assert (side.contract, side.contract_points, side.bags) == (8, 240, 5)
    assert ("automatic lexington", 0) in side.specials


def test_the_auction_shows_no_bags_and_no_losing_score() -> None:
    # QA: the auction's scorepad showed "bags 0/10" and "lose at −200" under a rules card saying "Bags: none in
    # the auction"; its scores never go below 0.
    from spades_desktop.rules.card import key_rules_line
    from spades_desktop.sheets.model import legend

    rules = load_preset("auction").rules
    assert not rules.bags_count and rules.mercy is None
    assert key_rules_line(rules) == "500 points · no nil · no bags"
    assert not any("bags" in meaning for _mark, meaning in legend(rules, True, lambda text: text))
    assert not replace(rules, bag_penalty=100).bags_count, "an auction preset with a bag penalty still has no bags"


def test_auction_reason_names_the_next_bid_and_its_tricks() -> None:  # bid.auction
    # Orca QA: "bid more than 3 (your side then takes 3 + 6 tricks or more)" where the next bid, 4, promises 10.
    from spades_desktop.engine.errors import thawed_reason

    g = game(CATALOG["auction"].rules)
    act(g, "auction 3")
    assert thawed_reason(g.view(g.to_act or 0).bid_reason) == (
        ("bid {lo} or more (your side then takes {tricks} tricks or more) or pass", {"lo": 4, "tricks": 10}),)
    act(g, "auction 7")  # all 13 tricks: no higher bid is left
    assert g.legal_actions() == [Bid(0, BidKind.PASS)]
    assert thawed_reason(g.view(g.to_act or 0).bid_reason) == (
        ("nobody can bid more than {high} ({tricks} tricks): pass", {"high": 7, "tricks": 13}),)

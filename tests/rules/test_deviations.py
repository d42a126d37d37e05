"""Regression tests for the rules that used to play wrongly (issue 13), each named for what a player sees.

Seats: 0 South, 1 West, 2 North, 3 East; partners 0+2 and 1+3. ``first_dealer=3`` makes South bid first,
``first_dealer=0`` makes West bid first.
"""

from __future__ import annotations

import pytest

from spades_desktop.engine import (
    BLIND_NIL,
    KEEP,
    LOOK,
    NIL,
    Bid,
    BidKind,
    Card,
    Game,
    IllegalActionError,
    Phase,
    Redraw,
)
from spades_desktop.rules import load_all

from .rules_testkit import ALL_SPADES, act, bid_seats, finish_hand, play, set_hands

CATALOG = load_all()
TEN_FOR_200 = Bid(10, BidKind.TEN_FOR_200)
MOON = Bid(13, BidKind.MOON)


def game(preset_id: str, dealer: int = 3, **kwargs: object) -> Game:
    return Game(CATALOG[preset_id].rules, 5, first_dealer=dealer, **kwargs)  # type: ignore[arg-type]


# 1 ------------------------------------------------------------------ suicide
def test_suicide_partner_of_a_nil_cannot_bid_blind_nil_while_face_down() -> None:
    g = game("suicide")
    act(g, "nil")  # South
    act(g, "4")  # West
    assert g.to_act == 2 and not g.revealed[2]  # North still face down
    assert BLIND_NIL not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="partner bid nil"):
        g.apply(BLIND_NIL)
    g.apply(LOOK)
    assert NIL not in g.legal_actions()


def test_suicide_first_partner_may_still_bid_blind_nil() -> None:
    g = game("suicide")
    assert BLIND_NIL in g.legal_actions()
    g.apply(BLIND_NIL)
    act(g, "4")
    g.apply(LOOK)
    assert all(isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks >= 4 for a in g.legal_actions())


# 2 ---------------------------------------------------------- solo failed nil
@pytest.mark.parametrize("preset_id", ["cutthroat", "three-player"])
def test_solo_failed_nil_scores_only_the_nil_penalty_and_no_bags(preset_id: str) -> None:
    rules = CATALOG[preset_id].rules
    g = Game(rules, 5, first_dealer=rules.players - 1, bags=[8] + [0] * (rules.players - 1))
    set_hands(g, {0: ALL_SPADES})  # South cannot lose a trick with every spade
    bid_seats(g, {s: ("nil" if s == 0 else "1") for s in range(rules.players)})
    score = finish_hand(g)
    south = score.sides[0]
    assert south.nils[0].made is False
    assert south.points == -rules.nil_value
    assert (south.bags, south.bag_points, south.bag_penalty, south.bags_after) == (0, 0, 0, 8)


def test_two_player_failed_nil_scores_only_the_nil_penalty() -> None:
    rules = CATALOG["two-player"].rules
    g = Game(rules, 11, first_dealer=1, bags=[8, 0])
    g.apply(LOOK)
    g.apply(LOOK)
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    seat = g.to_act
    assert seat is not None
    act(g, "nil")
    act(g, "1")
    score = finish_hand(g)
    side = score.sides[seat]
    if side.nils[0].made:
        pytest.skip("the nil happened to be made")
    assert side.points == -rules.nil_value
    assert side.bags == 0 and side.bags_after == 8


def test_partnership_double_nil_failed_takes_no_bags() -> None:
    g = Game(CATALOG["standard"].rules, 5, first_dealer=3, bags=[8, 0])
    set_hands(g, {0: ALL_SPADES})
    bid_seats(g, {0: "nil", 1: "3", 2: "nil", 3: "3"})
    side = finish_hand(g).sides[0]
    assert side.points == -100 + side.nils[1].points
    assert side.bags == 0 and side.bags_after == 8


# 3 ------------------------------------------------------- moon vs double nil
def test_after_a_moon_the_partner_of_a_nil_cannot_bid_nil() -> None:
    g = game("ten-for-two-hundred")
    act(g, "3")  # South
    act(g, "nil")  # West
    act(g, "moon")  # North
    assert g.to_act == 3
    assert BLIND_NIL not in g.legal_actions()
    g.apply(LOOK)
    assert NIL not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="moon"):
        g.apply(NIL)


def test_a_double_nil_still_blocks_the_moon() -> None:
    g = game("ten-for-two-hundred", dealer=2)  # East bids first
    for text in ("nil", "3", "nil"):  # East, South, West
        act(g, text)
    g.apply(LOOK)
    assert MOON not in g.legal_actions()


# 4 ------------------------------------------- 10 for 200 after any kind of nil
@pytest.mark.parametrize("first", ["nil", "blind nil"])
def test_ten_for_200_and_moon_are_offered_after_any_nil_of_the_partner(first: str) -> None:
    g = game("ten-for-two-hundred")
    act(g, first)  # South
    act(g, "3")  # West
    if LOOK in g.legal_actions():
        g.apply(LOOK)
    legal = g.legal_actions()
    assert TEN_FOR_200 in legal and MOON in legal


# 5 --------------------------------------------------- jokers high, named apart
def test_jokers_high_puts_the_jokers_just_above_the_ace_of_spades() -> None:
    rules = CATALOG["jokers-high"].rules
    assert [str(c) for c in rules.trump_order()[:4]] == ["BJ", "LJ", "AS", "KS"]
    assert Card.parse("2S") == rules.trump_order()[-1]
    g = game("jokers-high")
    set_hands(g, {
        0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "AS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        2: "2S 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        3: "BJ LJ 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    })
    bid_seats(g, {0: "1", 1: "1", 2: "1", 3: "1"})
    events = play(g, "2H", "AS", "2S", "3S")
    assert [e.winner for e in events if hasattr(e, "winner")] == [1]  # the ace beats the deuce and the 3


def test_joker_joker_deuce_ace_keeps_the_deuce_above_the_ace() -> None:
    rules = CATALOG["joker-joker-deuce-ace"].rules
    assert [str(c) for c in rules.trump_order()[:4]] == ["BJ", "LJ", "2S", "AS"]
    assert not {Card.parse("2C"), Card.parse("2D")} & set(rules.deck())


# 6 ---------------------------------------------------- copy() in two-player
def test_two_player_copy_redraw_leaves_the_original_able_to_redraw() -> None:
    g = Game(CATALOG["two-player"].rules, 3, first_dealer=1)
    assert g.phase is Phase.DECLARE
    g.apply(BLIND_NIL)
    g.apply(LOOK)
    while g.phase is Phase.DRAW:
        g.apply(KEEP)
    assert g.phase is Phase.REDRAW
    copy = g.copy()
    copy.apply(Redraw(()))
    assert copy.phase is Phase.BID
    assert g.phase is Phase.REDRAW
    g.apply(Redraw(()))  # used to raise IndexError: pop from empty list
    assert g.phase is Phase.BID

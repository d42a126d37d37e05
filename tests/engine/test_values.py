"""Cards, bids and actions are small frozen values that print and parse."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spades_desktop.engine import (
    ALL_CARDS,
    BLIND_NIL,
    NIL,
    Bid,
    BidKind,
    Card,
    ParseError,
    PassCards,
    Suit,
    cards_of,
    mask_of,
    parse_action,
    parse_cards,
)
from spades_desktop.engine.actions import DISCARD, KEEP, LOOK, PLAYS, Redraw


@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_card_round_trips_through_text(card: Card) -> None:
    assert Card.parse(str(card)) is card
    assert Card.parse(str(card).lower()) is card


@pytest.mark.parametrize("text,expected", [("10D", "TD"), ("td", "TD"), ("A♠", "AS"), ("10♥", "TH"), (" 2c ", "2C"),
                                           ("BJ", "BJ"), ("lj", "LJ"), ("Big Joker", "BJ")])
def test_card_input_forms(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "1S", "11H", "AX", "ZZ", "AS KS", "J"])
def test_bad_card_text_says_what_is_allowed(text: str) -> None:
    with pytest.raises(ParseError, match="write a rank"):
        Card.parse(text)


def test_cards_are_immutable_and_interned() -> None:
    card = Card.parse("QH")
    assert card is Card.of(12, Suit.HEARTS) and card.pretty == "Q♥"
    with pytest.raises(AttributeError):
        card.rank = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        NIL.tricks = 3  # type: ignore[misc]


@given(st.sets(st.sampled_from(ALL_CARDS)))
def test_masks_round_trip(cards: set[Card]) -> None:
    assert set(cards_of(mask_of(cards))) == cards
    assert list(cards_of(mask_of(cards))) == sorted(cards)


ACTIONS = [NIL, BLIND_NIL, Bid(4), Bid(13), Bid(5, BidKind.BLIND), Bid(10, BidKind.TEN_FOR_200),
           Bid(13, BidKind.MOON), LOOK, KEEP, DISCARD, PassCards(parse_cards("2C 3D")), Redraw(parse_cards("AS")),
           Redraw(()), *PLAYS[:54],  # one deck (a second deck's copy prints as its twin)
           # issue 13's bids
           Bid(13, BidKind.BLIND_MOON), Bid(12, BidKind.LEXINGTON), Bid(6, BidKind.BLIND_SIX),
           Bid(0, BidKind.LITTLE_MO), Bid(0, BidKind.BIG_MO), Bid(4, BidKind.LITTLE_BEMO), Bid(11, BidKind.BIG_BEMO),
           Bid(3, BidKind.NO_TRUMP), Bid(0, BidKind.HALF), Bid(12, BidKind.HALF), Bid(2, BidKind.AUCTION),
           Bid(0, BidKind.PASS), Bid(6, BidKind.SIDE)]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_every_action_round_trips_through_text(action: object) -> None:
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["", "bid", "18", "blind", "pass ZZ", "keep it", "3.25", "little", "auction",
                                  "100.5", "big mo 3"])
def test_bad_action_text_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError):
        parse_action(text)


# "²" (a key of its own on French keyboards), "³" and "①" are digits to str.isdigit, but int() refuses them
@pytest.mark.parametrize("text", ["²", "blind ²", "² aces", "side ² aces", "auction ²", "side ²", "² no trump",
                                  "²½", "² little bemo", "1²"])
def test_a_superscript_two_is_not_an_action_but_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError, match="is not an action"):
        parse_action(text)


def test_bid_marks_for_score_sheets() -> None:
    assert [b.short for b in (Bid(4), NIL, BLIND_NIL, Bid(5, BidKind.BLIND))] == ["4", "N", "BN", "B5"]

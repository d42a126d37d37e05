"""trump.show_seven: 7+ cards of a suit shown before the bidding make it trump (preset ``show-seven``).

Seats: 0 South, 1 West, 2 North, 3 East. ``first_dealer=3`` makes South bid and lead first.
"""

from __future__ import annotations

import pytest

from spades_desktop.engine import Bid, BidKind, Game, IllegalActionError, RuleSet, Suit, TrickWon, parse_cards
from spades_desktop.engine.actions import NO_SHOW
from spades_desktop.rules import load_all
from spades_desktop.rules.card import rules_card

from .rules_testkit import act, bid_seats, play, set_hands

CATALOG = load_all()
SHOW = CATALOG["show-seven"].rules
SHOW_HEARTS = Bid(int(Suit.HEARTS), BidKind.SHOW)
SHOW_SPADES = Bid(int(Suit.SPADES), BidKind.SHOW)
HANDS = {
    0: "2H 3H 4H 5H 6H 7H 8H 2C 3C 4C 5C 6C 7C",  # seven hearts
    1: "2S 3S 4S 5S 6S 7S 8S 2D 3D 4D 5D 6D 7D",  # seven spades
    2: "9H TH JH QH KH AH 8C 9C TC JC QC KC AC",
    3: "9S TS JS QS KS AS 8D 9D TD JD QD KD AD",
}
ONES = {0: "1", 1: "1", 2: "1", 3: "1"}


def dealt() -> Game:
    g = Game(SHOW, 5, first_dealer=3)
    set_hands(g, HANDS)
    g._show_queue = [s for s in g.bid_order if g._show_suits(s)]  # the set-up hands replace the deal
    g.to_act = g._show_queue[0]
    return g


def test_seven_hearts_shown_make_hearts_trump() -> None:  # trump.show_seven
    g = dealt()
    assert g.to_act == 0 and list(g.legal_actions()) == [SHOW_HEARTS, NO_SHOW]
    act(g, "show hearts")
    assert g.view(2).shown == ((0, parse_cards(HANDS[0][:20])),)  # everyone sees South's seven hearts
    assert g.view(3).rules.trump_suit == "hearts"
    assert g.to_act == 1 and list(g.legal_actions()) == [SHOW_SPADES, NO_SHOW]  # West's seven spades
    act(g, "no show")
    assert g.to_act == 0 and g.phase.name == "BID"
    bid_seats(g, ONES)
    g.broken = True
    events = play(g, "2C", "2D", "8C", "9S")  # East's 9♠ is no trump now: North's 8♣ wins
    assert next(e.winner for e in events if isinstance(e, TrickWon)) == 2
    assert g.legal_plays(2) == parse_cards("AH KH QH JH TH 9H 9C TC JC QC KC AC") or g.to_act == 2


def test_seven_spades_make_spades_trump_again() -> None:  # trump.show_seven
    g = dealt()
    act(g, "show hearts")
    act(g, "show spades")
    assert g.view(0).rules.trump_suit == "spades" and len(g.view(0).shown) == 2
    assert g.to_act == 0 and Bid(1) in g.legal_actions()


def test_no_show_keeps_spades_and_each_holder_of_seven_is_asked_in_turn() -> None:  # trump.show_seven
    g = dealt()
    act(g, "no show")
    assert g.to_act == 2 and list(g.legal_actions()) == [Bid(int(Suit.CLUBS), BidKind.SHOW), NO_SHOW]
    with pytest.raises(IllegalActionError):
        g.apply(SHOW_HEARTS)
    act(g, "no show")
    assert g.to_act == 3 and list(g.legal_actions()) == [Bid(int(Suit.DIAMONDS), BidKind.SHOW), NO_SHOW]
    act(g, "no show")
    assert g.to_act == 0 and g.view(0).rules.trump_suit == "spades" and g.view(0).shown == ()
    assert Bid(1) in g.legal_actions()


def test_show_seven_needs_the_blind_bids_off() -> None:  # trump.show_seven
    with pytest.raises(ValueError, match="blind_nil"):
        RuleSet.from_dict({"show_seven": True})
    assert "7 spades or more" in rules_card(CATALOG["show-seven"], "en")
    assert "Показать семь" in rules_card(CATALOG["show-seven"], "ru")

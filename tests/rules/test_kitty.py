"""deal.kitty: the cards left over after an even deal form a kitty (presets ``kitty-three`` and ``kitty-jokers``)."""

from __future__ import annotations

import pytest

from spades_desktop.engine import Card, CardsPassed, Game, IllegalActionError, PassCards, Phase, RuleSet, cards_of
from spades_desktop.rules import load_all
from spades_desktop.rules.card import rules_card

from .rules_testkit import act, bid_seats, finish_hand

CATALOG = load_all()
TWO_CLUBS = Card.parse("2C")


def test_the_two_of_clubs_holder_takes_the_kitty_before_the_bidding() -> None:  # deal.kitty (two_of_clubs)
    g = Game(CATALOG["kitty-three"].rules, 7, first_dealer=0)
    taker = next(s for s in range(3) if g.hands[s] & TWO_CLUBS.bit)
    assert g.phase is Phase.EXCHANGE and g.to_act == taker and g.kitty_taker == taker
    kitty = g.kitty
    assert len(kitty) == 1 and all(g.hands[taker] & c.bit for c in kitty)
    assert g.hand_mask(taker).bit_count() == 18 and [g.hand_mask(s).bit_count() for s in range(3)].count(17) == 2
    view = g.view(taker)
    assert view.received == kitty and view.hand is not None and len(view.hand) == 18
    for other in (s for s in range(3) if s != taker):
        other_view = g.view(other)
        assert other_view.received == ()
        assert not set(other_view.hand or ()) & set(kitty)  # no one else sees the kitty
    discard = cards_of(g.hands[taker])[-1]
    events = g.apply(PassCards((discard,)))
    assert CardsPassed(taker, taker, (discard,)) in events
    assert g.phase is Phase.BID and all(g.hand_mask(s).bit_count() == 17 for s in range(3))
    assert not g.hands[taker] & discard.bit and g.view(taker).passed == (discard,)
    bid_seats(g, {0: "3", 1: "3", 2: "3"})
    score = finish_hand(g)
    assert sum(score.tricks) == 17


def test_the_high_bidder_takes_the_kitty_after_the_bidding() -> None:  # deal.kitty (high_bidder)
    rules = CATALOG["kitty-jokers"].rules
    assert rules.kitty_size == 2 and rules.hand_size == 13 and len(rules.deck()) == 54
    g = Game(rules, 11, first_dealer=3)
    assert g.phase is Phase.BID and len(g.kitty) == 2
    bid_seats(g, {0: "3", 1: "5", 2: "2", 3: "5"})  # West and East bid 5: West was first
    assert g.phase is Phase.EXCHANGE and g.to_act == 1 and g.hand_mask(1).bit_count() == 15
    with pytest.raises(IllegalActionError, match="exactly 2"):
        g.apply(PassCards(cards_of(g.hands[1])[:1]))
    act(g, "pass " + " ".join(str(c) for c in cards_of(g.hands[1])[:2]))
    assert g.phase is Phase.PLAY and all(g.hand_mask(s).bit_count() == 13 for s in range(4))
    assert sum(finish_hand(g).tricks) == 13


def test_a_deck_that_deals_evenly_has_no_kitty() -> None:  # deal.kitty
    with pytest.raises(ValueError, match="left over"):
        RuleSet.from_dict({"kitty": "high_bidder"})
    with pytest.raises(ValueError, match="nil_exchange"):
        RuleSet.from_dict({"kitty": "high_bidder", "high_trumps": ["BJ", "LJ"], "nil_exchange": "pass"})


def test_the_rules_card_tells_who_takes_the_kitty() -> None:  # deal.kitty
    assert "the holder of the 2♣ takes it" in rules_card(CATALOG["kitty-three"], "en")
    assert "самым большим заказом" in rules_card(CATALOG["kitty-jokers"], "ru")

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


KITTY = {"high_trumps": ["BJ", "LJ"], "kitty": "high_bidder"}  # 54 cards: 13 each, 2 left over


@pytest.mark.parametrize("mo, big, needs", [("first_tricks", True, 10), ("first_tricks", False, 7),
                                            ("in_a_row", True, 8), ("in_a_row", False, 6)])
def test_a_mo_ranks_by_the_tricks_it_needs_for_the_kitty(mo: str, big: bool, needs: int) -> None:
    # QA (kitty-moon-mo): a Big Mo (the first 10 tricks) is written Bid(0, BIG_MO), so it ranked as a nil and the
    # kitty went to the opponent who bid 3.
    rules = RuleSet.from_dict({**KITTY, "mo": mo})
    g = Game(rules, 1, first_dealer=3)  # North (0) bids first, then East, South (North's partner), West
    word = "big mo" if big else "little mo"
    bid_seats(g, {0: "2", 1: "3", 2: word, 3: str(needs - 1)})  # South's Mo for the side; West bids one less
    assert g.phase is Phase.EXCHANGE and g.kitty_taker == 2 and g.to_act == 2
    g = Game(rules, 1, first_dealer=3)
    bid_seats(g, {0: "2", 1: str(needs), 2: word, 3: "1"})  # East's equal number was bid first: East takes it
    assert g.kitty_taker == 1


def test_a_half_bid_ranks_above_the_whole_number_below_it_for_the_kitty() -> None:  # bid.half_tricks
    rules = RuleSet.from_dict({**KITTY, "half_tricks": True})
    g = Game(rules, 1, first_dealer=0)  # East bids 3 before South's 3½ (a 3 ranked as 3½ took the kitty)
    bid_seats(g, {1: "3", 2: "3.5", 3: "2", 0: "2.5"})
    assert g.kitty_taker == 2
    g = Game(rules, 1, first_dealer=0)
    bid_seats(g, {1: "4", 2: "3.5", 3: "1", 0: "1.5"})  # a 4 still beats a 3½
    assert g.kitty_taker == 1


def test_the_rules_card_says_how_a_mo_and_a_half_bid_rank_for_the_kitty() -> None:  # deal.kitty
    card = rules_card(RuleSet.from_dict({**KITTY, "mo": "first_tricks", "half_tricks": True}), "en")
    assert "a Mo counts as the tricks it needs (7 or 10)" in card and "3½ is above 3" in card
    card = rules_card(RuleSet.from_dict({**KITTY, "mo": "in_a_row"}), "ru")
    assert "Мо считается по нужным ему взяткам (6 или 8)" in card
    plain = rules_card(CATALOG["kitty-jokers"], "en")
    assert "Mo" not in plain and "½" not in plain


def test_partnership_talk_gives_the_kitty_to_the_side_bid_not_a_spoken_count() -> None:  # bid.partnership_talk
    rules = RuleSet.from_dict({**KITTY, "partnership_talk": True, "nil": False})
    g = Game(rules, 1, first_dealer=3)  # North says 9 (no bid), South bids 5 for the side; East says 2, West 6
    bid_seats(g, {0: "9", 2: "side 5", 1: "2", 3: "side 6"})
    assert g.kitty_taker == 3 and g.phase is Phase.EXCHANGE
    assert "the side's bid counts, not a count said aloud" in rules_card(rules)


def test_the_auction_s_declarer_takes_the_kitty() -> None:  # bid.auction
    rules = RuleSet.from_dict({**KITTY, "auction": True, "nil": False})
    g = Game(rules, 1, first_dealer=3)
    for text in ("auction 1", "auction 2", "pass", "auction 3", "pass", "pass"):
        act(g, text)
    assert g.phase is Phase.EXCHANGE and g.kitty_taker == 3 and g.hand_mask(3).bit_count() == 15
    act(g, "pass " + " ".join(str(c) for c in cards_of(g.hands[3])[:2]))
    assert g.phase is Phase.PLAY and sum(finish_hand(g).tricks) == 13

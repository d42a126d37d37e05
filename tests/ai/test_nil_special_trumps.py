"""A high trump the hand cannot play under is no nil card, in any trump order (QA session 47).

In deuces-high the 2♦ is the second-highest trump; alone among low cards it must be played in the end, and it
wins unless the 2♠ falls on the same trick. The count rated it like a K♠ beside small spades and claimed 71 %;
played out, such nils were made 5 times in 17 (a bare K♠ or Q♠ in standard spades fared alike)."""

from __future__ import annotations

import random

from spades_desktop.ai.hand_eval import estimate_nil, nil_success
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import LOOK, NIL, Bid, Game, RuleSet, parse_cards
from spades_desktop.rules import load_preset

LOW = "3C 4C 5C 7C 3D 4D 5D 6D 3H 4H 5H 6H"


def first_bids(rules: RuleSet, hand: str, deals: int = 4) -> list[Bid]:
    """The count's bids (Normal without its playouts) of the seat bidding first with ``hand``, over a few deals."""
    mine = list(parse_cards(hand))
    rest = [c for c in rules.deck() if c not in mine]
    bids = []
    for k in range(deals):
        random.Random(k).shuffle(rest)
        n = rules.hand_size
        game = Game(rules, 100 + k, first_dealer=0, hands=[rest[:n], mine, rest[n:2 * n], rest[2 * n:3 * n]])
        player = NormalPlayer(bid_samples=0, seed=k)
        action = player.choose(game.view(1))
        if action == LOOK:
            game.apply(action)
            action = player.choose(game.view(1))
        assert isinstance(action, Bid)
        bids.append(action)
    return bids


def chance(rules: RuleSet, hand: str) -> float:
    return nil_success(estimate_nil(list(parse_cards(hand)), rules), partner=True, partner_unbid=True,
                       partner_tricks=0)


def test_a_bot_does_not_bid_nil_holding_the_second_highest_trump_of_a_deuces_high_deck_with_nothing_to_play_under_it(
) -> None:
    rules = load_preset("deuces-high").rules
    assert chance(rules, "2D " + LOW) < 0.45
    assert NIL not in first_bids(rules, "2D " + LOW)


def test_a_bot_still_bids_nil_on_the_same_low_hand_without_it() -> None:
    rules = load_preset("deuces-high").rules
    assert chance(rules, "8D " + LOW) > 0.85
    assert set(first_bids(rules, "8D " + LOW)) == {NIL}


def test_a_bot_does_not_bid_nil_holding_the_little_joker_alone_among_low_cards() -> None:
    rules = load_preset("jokers-high").rules
    assert NIL not in first_bids(rules, "LJ " + LOW)


def test_a_bare_king_of_spades_among_low_cards_is_no_nil_in_standard_spades_either() -> None:
    rules = RuleSet()
    assert chance(rules, "KS 2C 3C 4C 6C 2D 3D 4D 5D 2H 3H 4H 5H") < 0.45
    assert NIL not in first_bids(rules, "KS 2C 3C 4C 6C 2D 3D 4D 5D 2H 3H 4H 5H")


def test_a_bare_queen_of_spades_is_a_borderline_nil_not_a_safe_one() -> None:
    # Played out with low cards, 32 of 59 such nils were made; the count claimed 85 %.
    assert 0.5 < chance(RuleSet(), "QS 2C 3C 4C 6C 2D 3D 4D 5D 2H 3H 4H 5H") < 0.7


def test_a_high_trump_with_a_small_trump_to_play_first_is_rated_as_before() -> None:
    # K♠ with the 2♠: the nil plays the 2♠ under a spade lead first; the bare-trump rating does not apply.
    rules = RuleSet()
    danger = dict(estimate_nil(list(parse_cards("KS 2S 3C 4C 6C 2D 3D 4D 5D 2H 3H 4H 5H")), rules).dangers)
    assert danger[next(iter(parse_cards("KS")))] == 0.75

"""Normal's reasons say true things about the trumps and the trick: found wrong in a comparison of bots' reasons."""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, Game, Play, RuleSet
from spades_desktop.engine.actions import parse_action
from spades_desktop.rules import load_preset
from tests.engine.helpers import deal

from .helpers import EAST, NORTH, SOUTH, WEST, position


def test_a_card_that_goes_over_the_trick_so_far_is_not_said_to_lose_it() -> None:
    # Trick 2: East (West's partner) led the 2♣ and South, on a nil, played the 3♣. West needs tricks but every
    # club it holds is likely beaten by North after it, so it plays its lowest, the 5♣, which wins the trick so
    # far: "I cannot win this trick: I play the 5♣" was said of it (a random-playout screen: 120 of 97,628 plays).
    game = position(
        RuleSet(),
        held={SOUTH: "6C 8C TC QC 6D 8D 7H 8H JH 3S 4S", WEST: "5C 7C 9D TD JD KD 3H 9H KH 7S JS QS",
              NORTH: "9C KC AC 7D AD AH 2S 5S 6S 9S TS KS", EAST: "4C JC QD 2H 4H 5H 6H TH QH 8S AS"},
        bids=["nil", "2", "6", "2"],
        completed=[[(SOUTH, "3D"), (WEST, "2D"), (NORTH, "4D"), (EAST, "5D")]],
        winners=[EAST],
        trick=[(EAST, "2C"), (SOUTH, "3C")],
        dealer=EAST,
    )
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(WEST))
    assert action == parse_action("5C") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (WEST, action.card)]) == WEST  # it goes over the 3♣
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    assert normal.explain() == ("we still need 3 tricks, but any card of mine that wins this trick so far would "
                                "likely be beaten after me: I play the 5♣")


def _shown(suit: str) -> RuleSet:
    """The show-seven rules of a hand once ``suit`` was shown: the engine's own ``hand_rules`` (trump_suit)."""
    return replace(load_preset("show-seven").rules, trump_suit=suit)


def test_the_trump_kept_to_cover_a_nil_is_said_in_the_suit_that_is_trump() -> None:
    # Show seven, hearts shown: North bid nil and played the 2♣ under East's A♣; South, out of clubs, keeps its Q♥
    # (a trump above the hearts the nil may hold) and throws a diamond: "to cover the nil in spades" was said,
    # spades being a side suit in this hand.
    held = {SOUTH: "QH 2D 3D 4D 5D 6D 7D 8D 9D 4S 6S 8S"}
    trick = [(WEST, "KC"), (NORTH, "2C"), (EAST, "AC")]
    game = position(_shown("hearts"), held=held, bids=["4", "3", "nil", "4"], trick=trick, voids={SOUTH: "C"},
                    dealer=SOUTH)
    normal = NormalPlayer(seed=1, bid_samples=0)
    assert normal.choose(game.view(SOUTH)) == parse_action("2D")
    assert normal.explain() == ("we still need 4 tricks, but my partner's nil is safe in this trick: I keep the Q♥ to "
                                "cover the nil in hearts and play the 2♦")
    # spades trump: the same words as before
    held = {SOUTH: "QS 2D 3D 4D 5D 6D 7D 8D 9D 4H 6H 8H"}
    game = position(_shown("spades"), held=held, bids=["4", "3", "nil", "4"], trick=trick, voids={SOUTH: "C"},
                    dealer=SOUTH)
    assert normal.choose(game.view(SOUTH)) == parse_action("2D")
    assert normal.explain() == ("we still need 4 tricks, but my partner's nil is safe in this trick: I keep the Q♠ to "
                                "cover the nil in spades and play the 2♦")


def test_whiz_with_hearts_shown_bids_the_count_of_hearts_and_says_so() -> None:
    # Whiz with show seven: West shows seven hearts, so South's bid is its count of hearts (3), not of spades (5):
    # "in whiz I bid my spade count" was said of it.
    rules = replace(load_preset("whiz").rules, show_seven=True)
    game = Game(rules, 1, first_dealer=EAST, hands=deal(rules, "AS KS 2S 3S 4S 5D 7D 2C 4C 6C AH KH 8H",
                                                        "2H 3H 4H 5H 6H 7H 9H TH 3D"))
    west = NormalPlayer(seed=1, bid_samples=0)
    game.apply(west.choose(game.view(WEST)))
    assert game.view(SOUTH).rules.trump_suit == "hearts"
    normal = NormalPlayer(seed=1, bid_samples=0)
    assert normal.choose(game.view(SOUTH)) == Bid(3)
    assert normal.explain() == "I bid 3: in whiz I bid my trump count (hearts)"


def test_whiz_with_spades_trump_says_the_spade_count_as_before() -> None:
    rules = load_preset("whiz").rules
    game = Game(rules, 1, first_dealer=EAST, hands=deal(rules, "AS KS 2S 3S 4S 5D 7D 2C 4C 6C AH KH 8H"))
    normal = NormalPlayer(seed=1, bid_samples=0)
    assert normal.choose(game.view(SOUTH)) == Bid(5)
    assert normal.explain() == "I bid 5: in whiz I bid my spade count"


def test_the_rules_say_the_trump_count_when_hearts_are_shown_as_trump() -> None:
    # The bid panel's line comes from the engine: "in whiz you bid your spade count (3) or nil" was said of South's
    # three hearts once West showed seven hearts.
    rules = replace(load_preset("whiz").rules, show_seven=True)
    game = Game(rules, 1, first_dealer=EAST, hands=deal(rules, "AS KS 2S 3S 4S 5D 7D 2C 4C 6C AH KH 8H",
                                                        "2H 3H 4H 5H 6H 7H 9H TH 3D"))
    game.apply(NormalPlayer(seed=1, bid_samples=0).choose(game.view(WEST)))
    said = [template for template, _params in game.view(SOUTH).bid_reason]
    assert said == ["in whiz you bid your trump count ({spades}) or nil"], said
    plain = Game(load_preset("whiz").rules, 1, first_dealer=EAST,
                 hands=deal(rules, "AS KS 2S 3S 4S 5D 7D 2C 4C 6C AH KH 8H"))
    assert [t for t, _p in plain.view(SOUTH).bid_reason] == ["in whiz you bid your spade count ({spades}) or nil"]

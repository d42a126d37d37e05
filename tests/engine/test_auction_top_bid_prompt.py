"""bid.auction: when the only bid left above the high bid is the top one, the prompt offers it alone (QA: "Bid 7 or
more (your side then takes 13 tricks or more) or pass" where the panel offered only Pass and 7)."""

from __future__ import annotations

from spades_desktop.engine import Bid, BidKind, Game
from spades_desktop.engine.actions import PASS
from spades_desktop.engine.errors import thawed_reason
from spades_desktop.rules import load_preset


def test_the_auction_prompt_offers_only_the_top_bid_when_it_is_all_that_is_left() -> None:
    game = Game(load_preset("auction").rules, 5, first_dealer=0)
    game.apply(Bid(6, BidKind.AUCTION))
    assert game.to_act is not None
    view = game.view(game.to_act)
    assert list(view.legal) == [PASS, Bid(7, BidKind.AUCTION)]
    assert thawed_reason(view.bid_reason) == (
        ("bid {lo} (your side then takes all {tricks} tricks) or pass", {"lo": 7, "tricks": 13}),)


def test_the_auction_prompt_still_says_or_more_below_the_top_bid() -> None:
    game = Game(load_preset("auction").rules, 5, first_dealer=0)
    game.apply(Bid(5, BidKind.AUCTION))
    assert game.to_act is not None
    assert thawed_reason(game.view(game.to_act).bid_reason) == (
        ("bid {lo} or more (your side then takes {tricks} tricks or more) or pass", {"lo": 6, "tricks": 12}),)

"""Near the bag limit a low bid is no "safe bid that wins the game": its overtricks bring the bag penalty that
undoes the win (QA expert4, session 62: "we are near the bag limit; a safe bid wins the game" at 229 of 250 with
4 bags of 5)."""

from __future__ import annotations

from spades_desktop.ai.bidding import choose_bid
from spades_desktop.ai.message import Message
from spades_desktop.engine import LOOK, Game, SeatView, parse_cards
from spades_desktop.rules import load_preset

NORTH = 2
NORTH_HAND = "6C JC AC 2D 7D 9D KD 9H TH QH 6S TS JS"


def north_to_bid(scores: list[int], bags: list[int]) -> SeatView:
    """North, first to bid (West dealt), in the 250-point game where 5 bags cost 50."""
    rules = load_preset("short-250").rules
    north = parse_cards(NORTH_HAND)
    rest = [c for c in rules.deck() if c not in north]
    game = Game(rules, 1, first_dealer=1, hands=[rest[0:13], rest[13:26], list(north), rest[26:39]],
                scores=scores, bags=bags)
    if LOOK in game.legal_actions():
        game.apply(LOOK)
    assert game.to_act == NORTH
    return game.view(NORTH)


def templates(message: Message) -> list[str]:
    found = [message.template]
    for _name, value in message.args:
        if isinstance(value, Message):
            found += templates(value)
    return found


def test_near_the_bag_limit_the_count_does_not_bid_low_to_win_the_game() -> None:
    _bid, why = choose_bid(north_to_bid([240, 120], [4, 0]))
    notes = templates(why)
    assert "we are near the bag limit" in notes
    assert "a safe bid wins the game" not in notes, notes


def test_with_no_bags_a_safe_bid_still_wins_the_game() -> None:
    _bid, why = choose_bid(north_to_bid([240, 120], [0, 0]))
    assert "a safe bid wins the game" in templates(why)

"""trump.show_seven: when a bot shows its long suit to make it trump, told as a player would say it."""

from __future__ import annotations

from spades_desktop.ai.easy import EasyPlayer
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, BidKind, Game, Suit
from spades_desktop.engine.actions import NO_SHOW
from spades_desktop.rules.presets import load_preset
from tests.engine.helpers import deal

SOUTH, WEST = 0, 1
RULES = load_preset("show-seven").rules
SHOW_HEARTS = Bid(int(Suit.HEARTS), BidKind.SHOW)


def south_to_show(south: str) -> Game:
    game = Game(RULES, 1, first_dealer=WEST, hands=deal(RULES, south))
    assert game.to_act == SOUTH and NO_SHOW in game.legal_actions()
    return game


def test_bot_shows_long_strong_hearts_it_would_see_ruffed_as_a_side_suit() -> None:
    game = south_to_show("AH KH QH JH TH 8H 7H 6H 2C 3C 4C 7S 7C")
    bot = NormalPlayer(seed=1)
    assert bot.choose(game.view(SOUTH)) == SHOW_HEARTS
    assert "hearts" in bot.explain()


def test_bot_keeps_seven_small_clubs_hidden_when_its_spades_are_its_tricks() -> None:
    game = south_to_show("2C 3C 4C 5C 6C 7C 8C AS KS QS JS TS 9S")
    bot = NormalPlayer(seed=1)
    assert bot.choose(game.view(SOUTH)) == NO_SHOW
    assert "hidden" in bot.explain()


def test_every_level_decides_a_show_without_falling_back_to_the_first_legal_action() -> None:
    game = south_to_show("2C 3C 4C 5C 6C 7C 8C AS KS QS JS TS 9S")
    for bot in (EasyPlayer(seed=3), NormalPlayer(seed=3), HardPlayer(seed=3)):
        assert bot.choose(game.view(SOUTH)) == NO_SHOW, type(bot).__name__

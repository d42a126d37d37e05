"""A bot's reason names the suit a card plays as under the rules, not the suit printed on it: the 2♥ of
deuces-high is a trump, and a spade is a side suit once hearts are shown as trump."""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Card, Play
from spades_desktop.rules import load_preset

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

PLAIN_RANKS = {"C": "3456789TJQKA", "D": "3456789TJQKA", "H": "3456789TJQKA", "S": "789TJQKA"}


def _eleven_tricks(winners: list[int]) -> list[list[tuple[int, str]]]:
    """Deuces-high's 44 cards below the 6♠ but the 2s, four of a suit a trick, each followed by every seat and
    taken by ``winners`` (never West, the nil bidder); South leads the first."""
    groups = [[r + s for r in ranks[i:i + 4]] for s, ranks in PLAIN_RANKS.items() for i in range(0, len(ranks), 4)]
    tricks, leader = [], SOUTH
    for cards, winner in zip(groups, winners, strict=True):
        low, high = cards[:3], cards[3]
        seats = [(leader + i) % 4 for i in range(4)]
        tricks.append([(s, high if s == winner else low.pop(0)) for s in seats])
        leader = winner
    return tricks


def test_a_promoted_deuce_led_to_set_a_nil_is_named_a_trump_not_a_heart() -> None:
    # Deuces-high, the last two tricks: West bid nil and is still clean; South (its side made) leads to set it
    # with the 2♥, which plays as a trump. The reason said "the nil bidder may hold only higher hearts".
    winners = [SOUTH, NORTH, SOUTH, NORTH, SOUTH, NORTH, SOUTH, EAST, EAST, EAST, SOUTH]
    game = position(load_preset("deuces-high").rules, {SOUTH: "2D 2H", WEST: "3S 4S", NORTH: "5S 6S", EAST: "2S 2C"},
                    ["4", "nil", "3", "3"], completed=_eleven_tricks(winners), winners=winners)
    bot = NormalPlayer(seed=1)
    action, _view = decide(bot, game)
    assert action == Play(Card.parse("2H"))
    assert bot.explain() == "I lead the 2♥ to set the nil: the nil bidder may hold only higher trumps", bot.explain()


def test_a_spade_led_when_hearts_are_trump_is_named_a_spade() -> None:
    # Show seven, hearts shown as trump: spades are a side suit. South holds only clubs, all alike, and throws
    # one on West's spade lead; the reason said "I have no trumps".
    rules = replace(load_preset("show-seven").rules, trump_suit="hearts")
    game = position(rules, {SOUTH: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"}, ["3", "3", "3", "3"],
                    trick=[(WEST, "5S"), (NORTH, "6S"), (EAST, "7S")], dealer=SOUTH)
    bot = NormalPlayer(seed=1)
    action, _view = decide(bot, game)
    assert action == Play(Card.parse("2C"))
    said = bot.explain()
    assert said == "I have no spades: my clubs are as good as each other here, so I throw the 2♣", said


def test_cards_that_play_alike_are_said_in_plain_words() -> None:
    # QA newbie16: "my cards of this suit play alike, so I play the 6♣" was a word a newcomer could not follow.
    # South leads, holding all thirteen clubs: any of them does what the others do.
    from spades_desktop.engine import RuleSet

    game = position(RuleSet(), {SOUTH: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"}, ["3", "3", "3", "3"])
    bot = NormalPlayer(seed=1)
    action, _view = decide(bot, game)
    assert action == Play(Card.parse("2C"))
    assert bot.explain() == "my clubs are as good as each other here, so I play the 2♣", bot.explain()

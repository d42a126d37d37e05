"""A partner whose contract needs every trick left, beside its partner's live nil: the nil is weighed against the
contract by the rules' scoring.

QA (niltrust9, standard rules, deal 9096): at trick 12 East leads the 10♣, South (nil) throws the 3♦ and West
ruffs with the Q♠. North holds the 10♦ and the K♠ and needs both tricks for its bid of 5; South's last card is the
8♥ or the 5♠. North ruffed with the K♠ and had to lead the 10♦: with the 5♠ South must ruff it, and the nil (200
points of swing) is lost for a contract worth 100. Thrown now, the 10♦ keeps the K♠ over the 5♠.
"""

from __future__ import annotations

import dataclasses

import pytest

from spades_desktop.ai import create_player
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, RuleSet

from .helpers import NORTH, decide, replayed

RULES = RuleSet()

DEAL_9096 = (
    "look 5 look nil look 2 look 5 4H 3H KH AH AD 5D QD 8D JC KC 9C 4C 3C 2C 8C 2S KD 8S 9D 6D TS 7S AS 9S JD 7D "
    "3S 4D 6C 5C QC 2H TH QH JS 7H 7C 2D 6S 5H JH 9H 4S 6H TC 3D QS"
)


def trick_twelve(rules: RuleSet = RULES) -> Game:
    game = replayed(rules, 9096, DEAL_9096)
    assert game.to_act == NORTH
    assert sorted(str(c) for c in game.hand_of(NORTH)) == ["KS", "TD"]
    return game


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def test_partner_keeps_the_last_cover_when_the_nil_is_worth_more() -> None:
    player = NormalPlayer()
    action, _view = decide(player, trick_twelve())
    assert card_of(action) == "TD", "North ruffs with the K♠ and must then lead the 10♦ at the nil's 5♠"
    assert player.explain() == ("we still need 2 tricks, but my partner's nil is worth more than our contract: I keep "
                                "the K♠ to cover the nil in spades and play the 10♦")


@pytest.mark.parametrize("seed", [1000 + 4 * 7919, 1000 + 7 * 7919])
def test_a_hard_partner_keeps_the_last_cover_too(seed: int) -> None:
    # Hard found the 10♦ better by 4-7 points, inside its margin beside a live nil, and kept Normal's K♠ in these
    # two seeds of QA's eight.
    action, _view = decide(create_player("hard", seed, humans=[0]), trick_twelve())
    assert card_of(action) == "TD"


def test_partner_ruffs_for_the_contract_when_the_contract_is_worth_more() -> None:
    # A nil of 40 swings 80 points, the contract of 5 still 100: the contract comes first, as before.
    player = NormalPlayer()
    action, _view = decide(player, trick_twelve(dataclasses.replace(RULES, nil_value=40)))
    assert card_of(action) == "KS"
    assert player.explain() == "we still need 2 tricks: I trump with the K♠"


DEAL_13601 = (
    "look nil look 1 look 5 look 3 5C 8C 6C 2C 4H AH 9H 8H KD AD 2D 4D TH 6H JH QH 7H KH 5H 5D AC QC 9C 7C 9D 3D "
    "8D 6D TD 2H 9S 7D TS AS 2S QS 3H JD 3C JS TC 3S 5S 4C 8S 7S JC"
)


def test_partner_takes_the_trick_when_its_lower_spade_still_covers_the_nil() -> None:
    # Deal 13601 (bench/nil_before_contract.py, South bidding nil whenever it may): East leads the 8♠, South (nil)
    # plays the 7♠ and West throws the J♣. North holds K♠ 6♠ and needs both tricks for its 5; the only spade out
    # is the 4♠. The K♠ wins and the 6♠ still covers the 4♠: keeping the K♠ (the 6♠ now) would set the contract
    # for nothing.
    game = replayed(RULES, 13601, DEAL_13601)
    assert game.to_act == NORTH
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) == "KS"

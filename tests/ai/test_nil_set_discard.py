"""Setting an opponent's nil: void in the suit led while the nil bidder's card wins the trick.

The position comes from a QA game (newbie15: "Short game to 250", hand 5, deal 504159307, trick 8), replayed
move by move: East bid nil, North led the 6♥, East played the 9♥ and wins so far; South has no hearts and holds
7♦ A♦ 3♠ 6♠ J♠ A♠ while North and South still need tricks for their 8.
"""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.ai.card_play import DEFAULT_PLAY
from spades_desktop.ai.hard import HARD_PLAY
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play
from spades_desktop.rules import load_preset

from .helpers import SOUTH, decide, replayed

DEAL = 504159307
ACTIONS = ("look 4 look 4 look nil look 4 KC 4C 9C 2C AC 5D 5C 3C 2H 5H 4H JH QH 3H KH TH 2D 4D KD 6D "
           "JC 8C 3D 6C TC QC 4S 7C 6H 9H")


def east_nil_wins_the_heart() -> Game:
    game = replayed(load_preset("short-250").rules, DEAL, ACTIONS, first_dealer=SOUTH)
    assert game.to_act == SOUTH
    assert sorted(str(c) for c in game.view(SOUTH).hand or ()) == ["3S", "6S", "7D", "AD", "AS", "JS"]
    return game


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def test_beside_an_opponents_winning_nil_card_I_discard_a_loser_not_my_ace() -> None:
    # The hint said "the nil bidder is winning this trick: I stay under with the A♦": a discard does not change
    # who wins the trick, and the A♦ is a sure trick our contract needs. No spade either: it would save the nil.
    player = NormalPlayer()
    action, _view = decide(player, east_nil_wins_the_heart())
    assert card_of(action) == "7D"
    assert player.explain() == "the nil bidder is winning this trick; I cannot follow, so I throw the 7♦"


def test_without_nil_discard_the_highest_loser_goes_as_before() -> None:
    # Hard's playouts keep the old rule (HARD_PLAY: nil_discard=0), so Hard's play is unchanged.
    assert DEFAULT_PLAY.nil_discard == 1 and HARD_PLAY.nil_discard == 0
    player = NormalPlayer(play_tuning=replace(DEFAULT_PLAY, nil_discard=0))
    action, _view = decide(player, east_nil_wins_the_heart())
    assert card_of(action) == "AD"
    assert player.explain() == "the nil bidder is winning this trick: I stay under with the A♦"

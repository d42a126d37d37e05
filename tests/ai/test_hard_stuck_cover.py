"""A Hard partner covers a nil bidder stuck above a high card as Normal does (QA niltrust13, session 61)."""

from __future__ import annotations

from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, RuleSet, parse_action

# Standard, deal 95105: South bid blind nil (a person), East nil. At trick 12 West leads the 7♣; North holds 3♦ 6♠.
# South has shown out of hearts and diamonds; the 5♣ is the only club out. Hard threw the 3♦ in 8 of 8 seeds ("the
# nil bidder may have to win this trick") to chase East's nil, and South had to ruff with the Q♠: -200.
MOVES = ["blind nil", "look", "4", "look", "4", "look", "nil", "3H", "KH", "2H", "7H", "KC", "QC", "TC", "JC", "JD",
         "8D", "7D", "9D", "QH", "5H", "8H", "4H", "6H", "JH", "9H", "9C", "AD", "QD", "KD", "6D", "AH", "TH", "AC",
         "TD", "2D", "5D", "6C", "AS", "3C", "4S", "8C", "4C", "4D", "2S", "2C", "8S", "JS", "5S", "9S", "7S", "7C"]


def test_a_hard_partner_trumps_low_over_a_blind_nil_that_can_only_trump() -> None:
    game = Game(RuleSet(), 95105)
    for move in MOVES:
        game.apply(parse_action(move), seat=game.to_act)
    assert game.to_act == 2
    view = game.view(2)
    assert sorted(str(c) for c in view.hand) == ["3D", "6S"]
    assert str(NormalPlayer(seed=1).choose(view)) == "6S"
    chosen = [str(HardPlayer(seed=seed, humans=(0,)).choose(view)) for seed in range(6)]
    assert chosen == ["6S"] * 6, chosen

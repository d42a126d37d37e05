"""A nil's partner ruffing before the nil bidder, who likely holds only spades, trumps above them (session 62).

The nil bidder, void in the suit led and holding only spades, must trump too; it ducks only under a higher spade.
"Any trump covers" held for a nil bidder who may discard, not for one who must ruff (QA niltrust13 noticed the low
ruff). Normal only: Hard's playouts keep Normal's policy as Hard was measured with (``hard.OWN_PLAY``).
"""

from __future__ import annotations

import dataclasses
import math

from spades_desktop.ai.card_play import PlayTuning
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, RuleSet, parse_action

# Standard, deal 402: West bid 5, East nil. South leads the A♦ at trick 12; West holds 5♠ J♠ Q♠ and no diamond.
# Of the diamonds only the 2♦ is unseen, so East, who has shown out of hearts and clubs, likely holds only spades;
# the spades it may hold run up to the 8♠.
MOVES = ["look", "3", "look", "nil", "look", "3", "look", "5", "4C", "7C", "5C", "TC", "AC", "6C", "KH", "2C", "QC",
         "8C", "TD", "3C", "QH", "6D", "9H", "AH", "5H", "JH", "2S", "8H", "7D", "4D", "QD", "3D", "9S", "KS", "AS",
         "TS", "9D", "8D", "KD", "5D", "TH", "3H", "JD", "4H", "7H", "6H", "KC", "2H", "AD"]


def position() -> Game:
    game = Game(RuleSet(), 402)
    for move in MOVES:
        game.apply(parse_action(move), seat=game.to_act)
    return game


def test_a_partner_trumps_above_the_spades_a_nil_bidder_who_must_ruff_may_hold() -> None:
    game = position()
    assert game.to_act == 1
    view = game.view(1)
    assert sorted(str(c) for c in view.hand) == ["5S", "JS", "QS"]
    player = NormalPlayer(seed=1)
    assert str(player.choose(view)) == "JS"
    assert "above every trump it may hold" in str(player.explain())


def test_without_the_rule_the_lowest_trump_was_played() -> None:
    # the rule off (cover_over_trumps inf), as before: "any trump covers", the 5♠, which North's 6♠ beats
    old = dataclasses.replace(PlayTuning(), cover_over_trumps=math.inf)
    view = position().view(1)
    assert str(NormalPlayer(seed=1, play_tuning=old).choose(view)) == "5S"


def test_hard_keeps_the_policy_it_was_measured_with() -> None:
    from spades_desktop.ai.hard import HardPlayer

    hard = HardPlayer(seed=1)
    tunings = (hard.play_tuning, hard.own_tuning, hard.own_bid_tuning, hard._own_card, hard._keeping)
    assert all(math.isinf(t.cover_over_trumps) for t in tunings)

"""Hard that leaves its bot partner's leads out of the weighing (``bench/hard_unread_leads.py``, a measured
variant): which of the cards played it still weighs."""

from __future__ import annotations

from spades_desktop.ai.inference import PlayEvidence
from spades_desktop.engine import RuleSet

from .helpers import EAST, NORTH, SOUTH, WEST, position
from .test_strength import bench_script

UNREAD = bench_script("hard_unread_leads")


def test_the_partners_leads_are_not_weighed_but_its_other_cards_and_the_opponents_leads_are() -> None:
    game = position(RuleSet(), {SOUTH: "AH 2C"}, ["3", "3", "3", "3"],
                    completed=[[(NORTH, "QD"), (EAST, "AD"), (SOUTH, "4D"), (WEST, "5D")],
                               [(EAST, "2H"), (SOUTH, "3H"), (WEST, "4H"), (NORTH, "KH")]],
                    winners=[EAST, NORTH], trick=[(NORTH, "7C"), (EAST, "9C")])
    view = game.view(SOUTH)
    full = PlayEvidence(view)
    kept = UNREAD.without_partner_leads(PlayEvidence(view), NORTH)
    assert [str(p.card) for p in full.points[NORTH]] == ["QD", "KH", "7C"]
    assert [str(p.card) for p in kept.points[NORTH]] == ["KH"]
    assert [str(p.card) for p in kept.points[EAST]] == ["AD", "2H", "9C"]  # an opponent's lead is weighed
    assert kept.plays == full.plays - 2


def test_unleads_weighs_its_guesses_without_the_partners_leads() -> None:
    game = position(RuleSet(), {SOUTH: "AH 2C 3C"}, ["3", "3", "3", "3"],
                    completed=[[(NORTH, "QD"), (EAST, "AD"), (SOUTH, "4D"), (WEST, "5D")]], winners=[EAST],
                    trick=[(EAST, "JC")])
    view = game.view(SOUTH)
    bot = UNREAD.make_unread_leads("samples=8", 1)
    assert bot.samples == 8
    fit, _tries = bot.play_fit(view)
    assert fit is not None
    hands = [game.hand_mask(s) for s in range(4)]
    plain = PlayEvidence(view, bot.play_tuning, [0.1] * 4)
    assert fit(hands, 0.0) == plain.seat_weight(EAST, hands[EAST]) * plain.seat_weight(WEST, hands[WEST])

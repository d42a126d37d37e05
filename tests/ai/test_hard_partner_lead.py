"""A Hard partner does not lead into its partner's live nil for a few points its search finds on average. The
tests turn off the margin while a nil is alive (``nil_z=0``, session 55) to show the guards at work alone."""

from __future__ import annotations

from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import Card, Game, Play, parse_action
from spades_desktop.rules import load_preset

# Joker-joker-deuce-ace, deal 1038 (QA): South bid nil and showed the 10♥ under the Q♥; A♥ K♥ Q♥ are gone, so
# North's J♥ is the top heart. North leads at trick 7 holding 3♦ 4♥ J♥ 3♠ 4♠ 10♠ A♠.
MOVES = ["look", "3", "look", "nil", "look", "4", "look", "4", "KC", "5C", "4C", "QC", "3C", "AD", "8C", "TC", "9D",
         "JD", "TD", "QD", "6C", "AC", "7C", "AH", "QH", "5S", "TH", "KH", "4D", "6D", "9C", "7D"]


def north_to_lead() -> Game:
    game = Game(load_preset("joker-joker-deuce-ace").rules, 1038, first_dealer=1038 % 4)
    for move in MOVES:
        game.apply(parse_action(move), seat=game.to_act)
    assert game.to_act == 2 and not game.view(2).trick
    return game


def test_my_hard_partner_never_leads_a_low_heart_under_my_nil_when_its_top_heart_keeps_me_safe() -> None:
    view = north_to_lead().view(2)
    low = Play(Card.parse("4H"))
    # South's nil: a person's
    guarded = [HardPlayer(nil_z=0.0, seed=seed, humans=(0,)).choose(view) for seed in range(8)]
    assert low not in guarded, guarded
    # without the guard the search led the 4♥ for "+4 points a hand" (the nil bidder's 5♥ then won the trick)
    unguarded = [HardPlayer(nil_z=0.0, seed=seed, humans=(0,), cover_guard=-1).choose(view) for seed in range(8)]
    assert low in unguarded, unguarded
    # beside a bot's nil the search's card stands (``GUARD_BOTS``), unless asked otherwise
    assert [HardPlayer(nil_z=0.0, seed=seed).choose(view) for seed in range(8)] == unguarded
    # (guarded too, though not card for card: the guesses of a person's nil hand and the gains differ)
    assert low not in [HardPlayer(nil_z=0.0, seed=seed, guard_bots=True).choose(view) for seed in range(8)]


def test_my_hard_partner_covers_a_low_lead_into_my_nil_with_its_ten_rather_than_ducking() -> None:
    # Standard, deal 311 (second QA round): South bid nil; West leads the 5♥ at trick 5 and North, second to play
    # with 2♥ 4♥ 9♥ 10♥, is the policy's cover ("I play my highest, the 10♥"); the search played the 2♥ for "+5
    # points a hand" with some seeds, and the nil bidder's 7♥ won the trick.
    from spades_desktop.engine import RuleSet

    game = Game(RuleSet(), 311, first_dealer=311 % 4)
    for move in ["look", "nil", "look", "3", "look", "4", "look", "4", "2C", "8C", "9C", "QC", "2D", "5D", "4D",
                 "7D", "KC", "4C", "JC", "TC", "KD", "6D", "JD", "AD", "5H"]:
        game.apply(parse_action(move), seat=game.to_act)
    view = game.view(2)
    assert game.to_act == 2 and [str(card) for _seat, card in view.trick] == ["5H"]
    # (the guesses read the plays as when this was found: ``miss_once`` came in session 58)
    assert HardPlayer(nil_z=0.0, miss_once=False, seed=23, humans=(0,), cover_guard=-1).choose(view) == \
        Play(Card.parse("2H"))
    assert HardPlayer(nil_z=0.0, miss_once=False, seed=23, humans=(0,)).choose(view) == Play(Card.parse("TH"))

"""deal.misdeal_weak_hand: a weak hand may call a redeal before its side bids (preset ``misdeal-weak-hand``).

Seats: 0 South, 1 West, 2 North, 3 East; partners 0+2 and 1+3. ``first_dealer=3`` makes South bid first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import BidMade, Game, HandDealt, IllegalActionError, RuleSet, cards_of
from spades_desktop.engine.actions import MISDEAL
from spades_desktop.record import GameRecord, replay
from spades_desktop.record.decode import decode_record
from spades_desktop.record.encode import record_text
from spades_desktop.rules import load_all
from spades_desktop.rules.card import rules_card

from .rules_testkit import act, set_hands

CATALOG = load_all()
MISDEAL_RULES = CATALOG["misdeal-weak-hand"].rules
# South: one spade, no face card; West: strong; North: no face card; East: the rest.
WEAK = {
    0: "2S 2H 3H 4H 5H 6H 7H 8H 9H 2D 3D 4D 5D",
    1: "AS KS QS JS TS AH KH QH JH AD KD QD JD",
    2: "3S 4S 5S 6S 7S 8S 9S TH 6D 7D 8D 9D TD",
}


def weak_game(rules: RuleSet = MISDEAL_RULES) -> Game:
    g = Game(rules, 5, first_dealer=3)
    set_hands(g, WEAK)
    return g


def test_a_weak_hand_may_call_a_misdeal_and_the_same_dealer_deals_again() -> None:  # deal.misdeal_weak_hand
    g = weak_game()
    act(g, "look")
    assert g.to_act == 0 and g.legal_actions()[-1] == MISDEAL
    before = list(g.hands)
    events = g.apply(MISDEAL)
    assert events[0] == BidMade(0, MISDEAL) and isinstance(events[1], HandDealt)
    assert (g.hand_number, g.dealer, g.to_act) == (1, 3, 0)
    assert g.bids == [None] * 4 and g.hands != before
    assert sorted(c for h in g.hands for c in cards_of(h)) == sorted(MISDEAL_RULES.deck())
    log = g.hands_log[-1]
    assert log.actions[-1] == (0, MISDEAL) and len(log.redealt) == 1
    assert [set(h) for h in log.redealt[0]] == [set(cards_of(h)) for h in g.hands]


def test_only_while_no_one_of_the_side_has_bid() -> None:  # deal.misdeal_weak_hand
    g = weak_game()
    bid_seats_until(g, 2, {0: "3", 1: "4"})
    assert MISDEAL not in g.legal_actions()  # North's hand is weak too, but South has bid for the side
    with pytest.raises(IllegalActionError):
        g.apply(MISDEAL)


def test_a_strong_hand_cannot_call_it_and_the_standard_rules_never_offer_it() -> None:  # deal.misdeal_weak_hand
    g = weak_game()
    bid_seats_until(g, 1, {0: "3"})
    assert MISDEAL not in g.legal_actions()  # West holds five spades and eight faces
    g = weak_game(CATALOG["standard"].rules)
    act(g, "look")
    assert MISDEAL not in g.legal_actions()


@pytest.mark.parametrize(("changes", "weak"), [
    ({"misdeal_spades": 0}, True),  # South holds one spade and no face card: weak by the faces
    ({"misdeal_spades": 0, "misdeal_no_faces": False}, False),
    ({"misdeal_spades": 1, "misdeal_no_faces": False}, True),
    ({"misdeal_spades": -1}, True),
])
def test_the_preset_defines_a_weak_hand(changes: dict[str, object], weak: bool) -> None:  # deal.misdeal_weak_hand
    g = weak_game(replace(MISDEAL_RULES, **changes))  # type: ignore[arg-type]
    assert g.is_weak_hand(0) is weak


@pytest.mark.parametrize(("values", "message"), [
    ({"misdeal_weak_hand": True, "misdeal_spades": -1, "misdeal_no_faces": False}, "needs a weak hand"),
    ({"misdeal_spades": 2}, "no effect unless misdeal_weak_hand"),
    ({"misdeal_weak_hand": True, "draw_phase": True, "players": 2, "partnerships": False}, "two-player draw"),
])
def test_misdeal_options_that_cannot_work_are_refused(values: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RuleSet.from_dict(values)


def test_a_saved_game_with_a_misdeal_replays() -> None:  # deal.misdeal_weak_hand in a record
    seed = next(seed for seed in range(1000) if Game(MISDEAL_RULES, seed, first_dealer=3).is_weak_hand(0))
    g = Game(MISDEAL_RULES, seed, first_dealer=3)
    act(g, "look")
    g.apply(MISDEAL)
    while g.bids[0] is None or g.bids[1] is None:  # two bids of the new deal (another misdeal is possible)
        act(g, "look") if not g.revealed[g.to_act or 0] else act(g, "1")
    text = record_text(GameRecord.from_game(g))
    assert '"misdeal"' in text
    again = replay(decode_record(text))
    assert again.hands == g.hands and again.bids == g.bids and again.hands_log[-1].redealt == g.hands_log[-1].redealt


def test_the_bot_calls_a_misdeal_on_a_hopeless_hand_and_bids_a_fair_one() -> None:  # deal.misdeal_weak_hand
    g = weak_game()
    set_hands(g, {0: "AS 9H 8H 7H 6H 5H 9C TC 8C 7C 6C 5C 4C", 1: "2S KS QS JS TS AH KH QH JH AD KD QD JD",
                  2: WEAK[2]})
    act(g, "look")
    assert NormalPlayer(1).choose(g.view(0)) == MISDEAL  # one spade, no face card, and the A♠ spoils a nil
    g = weak_game()
    set_hands(g, {0: "2S AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C", 1: WEAK[1], 2: WEAK[2]})
    act(g, "look")
    assert MISDEAL in g.legal_actions() and NormalPlayer(1).choose(g.view(0)) != MISDEAL  # one spade, but the clubs


def test_the_rules_card_says_what_is_weak() -> None:  # deal.misdeal_weak_hand
    preset = CATALOG["misdeal-weak-hand"]
    assert "1 spade or fewer or no jack, queen or king" in rules_card(preset, "en")
    assert "пересдачу" in rules_card(preset, "ru")


def bid_seats_until(g: Game, seat: int, bids: dict[int, str]) -> None:
    if not g.revealed[g.to_act or 0]:
        act(g, "look")
    while g.to_act != seat:
        act(g, bids[g.to_act or 0])
        if not g.revealed[g.to_act or 0]:
            act(g, "look")

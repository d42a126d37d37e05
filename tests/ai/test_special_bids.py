"""When the bots take the optional bids of the house systems (issue 13), told as a player would say it."""

from __future__ import annotations

from collections.abc import Sequence

from spades_desktop.ai.base import Player
from spades_desktop.ai.easy import EasyPlayer
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, RuleSet, parse_action
from spades_desktop.engine.actions import BIG_MO, BLIND_MOON, BLIND_SIX, LEXINGTON, LITTLE_MO
from spades_desktop.rules.presets import load_preset
from tests.engine.helpers import deal

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
MONSTER = "AS KS QS JS TS AH KH QH AD KD QD AC KC"  # 11 sure tricks
STRONG = "AS KS QS 5S AH KH 4H AD 7D 3D AC 6C 2C"
WEAK = "9S 4S JH 8H 6H 3H QD 9D 5D 2D 8C 6C 3C"
MIDDLE = "AS KS 5S AH 7H 4H AD 3D 2D 6C 2C 3H 5C"  # counts about 3.5 tricks
LONG_HEARTS = "4S AH KH QH JH TH 9H AD KD QD AC KC 2C"  # one small spade, long strong hearts


def preset(name: str) -> RuleSet:
    return load_preset(name).rules


def game(south: str, rules: RuleSet, dealer: int = WEST, scores: list[int] | None = None) -> Game:
    return Game(rules, 1, first_dealer=dealer, hands=deal(rules, south), scores=scores)


def south_choice(g: Game, others: Sequence[str], player: Player | None = None) -> Action:
    """Play the other seats' bids (``keep`` keeps a bid in the second round) until South chooses."""
    player = player or NormalPlayer()
    script = list(others)
    while g.to_act != SOUTH:
        if LOOK in g.legal_actions():
            g.apply(LOOK)
            continue
        text = script.pop(0)
        g.apply(g.legal_actions()[0] if text == "keep" else parse_action(text))
    view = g.view(SOUTH)
    if view.hand is None and LOOK in view.legal:
        first = player.choose(view)
        if first != LOOK:
            return first
        g.apply(LOOK)
        view = g.view(SOUTH)
    return player.choose(view)


def second_round(g: Game, others: Sequence[str], mine: str) -> Action:
    """South bids ``mine`` in the first round, then chooses in the second."""
    script = list(others)
    while g.to_act != SOUTH:
        g.apply(LOOK) if LOOK in g.legal_actions() else g.apply(parse_action(script.pop(0)))
    g.apply(LOOK) if LOOK in g.legal_actions() else None
    g.apply(parse_action(mine))
    return south_choice(g, [*script, "1", "keep", "keep"])  # West bids 1; North and East keep


def test_a_hand_on_lead_with_11_winners_to_cash_adds_big_bemo() -> None:
    # Spades may be led at any time here, so its five top spades cash too; South leads trick 1 (East deals) and
    # North bid nil, so South declares the side's bemo (tests/ai/test_bemo.py: spades it cannot lead do not count).
    g = game(MONSTER, RuleSet(bemo=True, blind_nil=False, spades_broken=False), dealer=EAST)
    for text in ("9", "1", "nil", "2"):
        g.apply(parse_action(text))
    while g.to_act != SOUTH:
        g.apply(g.legal_actions()[0])
    player = NormalPlayer()
    choice = player.choose(g.view(SOUTH))
    assert choice == Bid(9, BidKind.BIG_BEMO)
    assert "Big Bemo" in player.explain() and "11 winners" in player.explain()


def test_a_weak_hand_keeps_its_bid_without_a_bemo() -> None:
    g = game(WEAK, RuleSet(bemo=True, blind_nil=False))
    for text in ("3", "2", "2", "1"):
        g.apply(parse_action(text))
    while g.to_act != SOUTH:
        g.apply(g.legal_actions()[0])
    view = g.view(SOUTH)
    assert Bid(2, BidKind.LITTLE_BEMO) in view.legal
    assert NormalPlayer().choose(view) == Bid(2)


def test_a_weak_hand_never_bids_mo() -> None:
    for name in ("mo-and-bemo", "mo-first-tricks"):
        g = game(WEAK, preset(name))
        choice = south_choice(g, ["5", "3"])
        assert choice not in (LITTLE_MO, BIG_MO), name
        assert isinstance(choice, Bid) and choice.kind in (BidKind.NORMAL, BidKind.NIL)


def test_a_monster_opposite_a_strong_partner_bids_big_mo() -> None:
    player = NormalPlayer()
    choice = south_choice(game(MONSTER, preset("mo-and-bemo"), scores=[150, 100]), ["4", "1"], player)
    assert choice == BIG_MO and "Big Mo" in player.explain()


def test_no_trump_with_a_single_small_spade_and_long_hearts() -> None:
    rules = RuleSet(no_trump=True, blind_nil=False)
    g = game(LONG_HEARTS, rules)
    for text in ("3", "2", "5", "1"):
        g.apply(parse_action(text))
    while g.to_act != SOUTH:
        g.apply(g.legal_actions()[0])
    player = NormalPlayer()
    assert player.choose(g.view(SOUTH)) == Bid(5, BidKind.NO_TRUMP)
    assert "double" in player.explain() and "only small spades (1)" in player.explain()


def test_a_hand_of_strong_spades_does_not_bid_no_trump() -> None:
    rules = RuleSet(no_trump=True, blind_nil=False)
    g = game(STRONG, rules)
    for text in ("3", "2", "5", "1"):
        g.apply(parse_action(text))
    while g.to_act != SOUTH:
        g.apply(g.legal_actions()[0])
    assert NormalPlayer().choose(g.view(SOUTH)) == Bid(5)


def test_lexington_when_partner_and_hand_make_twelve() -> None:
    player = NormalPlayer()
    choice = south_choice(game(MONSTER, preset("big-bids")), ["2", "1"], player)
    assert choice == LEXINGTON and "lexington" in player.explain()


def test_an_ordinary_hand_does_not_bid_lexington() -> None:
    choice = south_choice(game(STRONG, preset("big-bids")), ["3", "2"])
    assert isinstance(choice, Bid) and choice.kind not in (BidKind.LEXINGTON, BidKind.MOON)


def test_blind_six_only_when_far_behind_near_the_end() -> None:
    rules = preset("blind-six")
    calm = NormalPlayer().choose(game(WEAK, rules, dealer=EAST).view(SOUTH))
    assert calm == LOOK
    player = NormalPlayer()
    behind = player.choose(game(WEAK, rules, dealer=EAST, scores=[150, 420]).view(SOUTH))
    if behind != BLIND_SIX:  # a blind nil may come first where both are allowed
        assert isinstance(behind, Bid) and behind.is_blind
    else:
        assert "behind" in player.explain()


def test_blind_moon_only_when_the_game_is_lost_anyway() -> None:
    rules = preset("big-bids")
    assert NormalPlayer().choose(game(WEAK, rules, dealer=EAST, scores=[200, 420]).view(SOUTH)) != BLIND_MOON
    choice = NormalPlayer().choose(game(WEAK, rules, dealer=EAST, scores=[50, 470]).view(SOUTH))
    assert choice == BLIND_MOON


def test_a_count_between_two_numbers_bids_a_half() -> None:
    g = game(MIDDLE, preset("half-tricks"), dealer=EAST)  # South bids first for its side
    player = NormalPlayer()
    # 3.88 tricks less the margin: 3.53, between 3 and 4.
    assert south_choice(g, [], player) == Bid(3, BidKind.HALF)
    assert "between 3 and 4" in player.explain()


def test_a_whole_count_bids_a_whole_number() -> None:
    # The hand count's own bid (the Normal level may then move it a trick by playing it out).
    g = game(STRONG, preset("half-tricks"), dealer=EAST)
    assert south_choice(g, [], NormalPlayer(bid_samples=0)) == Bid(6)


def test_after_a_partners_half_the_bot_bids_the_half_nearest_its_count() -> None:
    g = game(MIDDLE, preset("half-tricks"))  # North, East, then South
    player = NormalPlayer()
    assert south_choice(g, ["2.5", "3"], player) == Bid(3, BidKind.HALF)
    assert "our side bids 6" in player.explain()


def test_raise_when_the_hand_is_clearly_worth_more_than_its_bid() -> None:
    rules = preset("raise-once")
    g = game(STRONG, rules)
    assert second_round(g, ["4", "2"], "4") == Bid(5)


def test_keep_the_bid_when_the_count_matches_it() -> None:
    g = game(STRONG, preset("raise-once"))
    assert second_round(g, ["4", "2"], "6") == Bid(6)


def test_a_big_mo_that_would_lose_the_match_by_the_mercy_rule_is_only_a_little_mo() -> None:
    # At 0 points a failed Big Mo (-300) falls below the mercy score of -200; a Little Mo (-150) does not.
    assert south_choice(game(MONSTER, preset("mo-and-bemo")), ["4", "1"]) == LITTLE_MO


def test_easy_takes_the_special_bids_too() -> None:
    g = game(MONSTER, preset("mo-and-bemo"), scores=[150, 100])
    choice = south_choice(g, ["4", "1"], EasyPlayer(seed=1))
    assert choice == BIG_MO


def test_normal_bots_use_no_trump_and_half_bids_in_real_games() -> None:
    for name, kind in (("no-trump", BidKind.NO_TRUMP), ("half-tricks", BidKind.HALF)):
        rules = preset(name)
        seen: set[BidKind] = set()
        for seed in range(6):
            g = Game(rules, seed)
            players = [NormalPlayer(seed=s, bid_samples=16) for s in range(rules.players)]  # a small bid search
            while not g.is_over and g.hand_number <= 3:
                seat = g.to_act
                assert seat is not None
                action = players[seat].choose(g.view(seat))
                if isinstance(action, Bid):
                    seen.add(action.kind)
                g.apply(action)
        assert kind in seen, name

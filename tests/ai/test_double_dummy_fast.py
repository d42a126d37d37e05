"""The bit-mask double-dummy search (``_FastSearch``) against the engine-driven one (``_Search``).

The fast search restates the plain play rules over its own packed masks, so
its legal cards are checked against ``Game._legal_mask`` at every card of
random hands, and its answers against the engine-driven search (itself
checked against brute force in test_double_dummy.py) on many random
positions of every preset it covers.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.ai.base import RandomPlayer
from spades_desktop.ai.double_dummy import _FastSearch, _Search, fast_rules, solve
from spades_desktop.engine import BidKind, Game, Phase, RuleSet
from spades_desktop.rules import load_all

from .test_double_dummy import EAST, NORTH, SOUTH, WEST, brute, ending, make_ending
from .test_fuzz_rules import RULE_SETS

FAST = [(name, rules) for name, rules in RULE_SETS if name not in {
    "joker-conversion", "suit-order", "jokers-first-wins", "tarot-overtrump", "lowest-club-first-trick",
    "big-joker-forces", "cancellation"}]  # cancellation: a card's twin may cancel it (the engine-driven search)


def play_start(rules: RuleSet, seed: int) -> Game:
    game = Game(rules, seed)
    bots = [RandomPlayer(seed * 5 + s) for s in range(rules.players)]
    while game.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


@pytest.mark.parametrize(("name", "rules"), RULE_SETS, ids=[n for n, _ in RULE_SETS])
def test_the_fast_search_covers_the_plain_rules_only(name: str, rules: RuleSet) -> None:
    game = play_start(rules, 3)
    plain = name in dict(FAST) and not game._no_trump_seats
    assert fast_rules(game) == plain


def test_a_no_trump_bid_sends_the_hand_to_the_engine_search() -> None:
    rules = next(p.rules for p in load_all() if p.id == "no-trump")
    for seed in range(40):
        game = play_start(rules, seed)
        bid_no_trump = any(b is not None and b.kind is BidKind.NO_TRUMP for b in game.bids)
        assert fast_rules(game) == (not bid_no_trump)


@pytest.mark.parametrize(("name", "rules"), FAST, ids=[n for n, _ in FAST])
def test_fast_legal_cards_are_the_engines(name: str, rules: RuleSet) -> None:
    """At every card of six random hands (first tricks, broken spades, overtrumps) the cards the search
    may play are exactly the engine's legal cards."""
    checked = hands = 0
    for seed in range(40):
        if hands == 6:
            break
        game = play_start(rules, seed)
        if not fast_rules(game):
            continue
        hands += 1
        player = RandomPlayer(seed)
        while game.phase is Phase.PLAY:
            seat = game.to_act
            assert seat is not None
            fast = _FastSearch(game, 0, None)
            assert fast.root_legal() == game._legal_mask(seat), f"{name} seed {seed}, trick {game.trick_number}"
            checked += 1
            game.apply(player.choose(game.view(seat)))
    assert hands == 6 and checked >= 5 * rules.hand_size * rules.players


@pytest.mark.parametrize(("name", "rules"), FAST, ids=[n for n, _ in FAST])
def test_fast_search_equals_the_engine_search_on_random_endings(name: str, rules: RuleSet) -> None:
    """Random positions of three to five tricks (15 a rule set), some inside a trick, every side: the same
    answer."""
    checked = 0
    for left, wanted in ((3, 6), (4, 6), (5, 3)):
        found = 0
        for seed in range(40):
            if found == wanted:
                break
            game = ending(rules, 1000 + 37 * seed + left, left)
            if not fast_rules(game):
                continue
            found += 1
            for side in range(rules.sides):
                fast = _FastSearch(game, side, None).value()
                slow = _Search(game, side, None).value()
                assert fast == slow, f"{name}: {left} tricks, seed {seed}, side {side}"
                checked += 1
    assert checked == 15 * rules.sides


def test_fast_search_equals_the_engine_search_on_longer_standard_deals() -> None:
    rules = RuleSet()
    for seed in range(6):
        game = ending(rules, 500 + seed, 6)
        assert _FastSearch(game, 0, None).value() == _Search(game, 0, None).value(), f"seed {seed}"


def test_a_finesse_works_only_through_the_king() -> None:
    held = {SOUTH: "2H 3H", WEST: "KH 4H", NORTH: "AH QH", EAST: "5H 6H"}
    assert solve(make_ending(RuleSet(), held, SOUTH)).tricks == (2, 0)
    held = {SOUTH: "2H 3H", WEST: "5H 6H", NORTH: "AH QH", EAST: "KH 4H"}
    assert solve(make_ending(RuleSet(), held, SOUTH)).tricks == (1, 1)


def test_top_cards_do_not_cash_through_a_trump() -> None:
    """South's three top hearts are no quick tricks: West has no heart, ruffs and cashes its clubs."""
    game = make_ending(RuleSet(), {SOUTH: "AH KH QH", WEST: "2S 3C 4C", NORTH: "2H 3H 4H", EAST: "5H 6H 7H"}, SOUTH)
    assert solve(game).tricks == (0, 3) == (brute(game, 0), brute(game, 1))


def test_partner_can_overruff_under_opponents_overtrump() -> None:
    rules = RuleSet(must_overtrump="opponents")
    held = {SOUTH: "AH 2D", WEST: "3S 2C", NORTH: "5S 3D", EAST: "4H 4S"}
    game = make_ending(rules, held, SOUTH)
    assert solve(game).tricks == (brute(game, 0), brute(game, 1))
    assert _FastSearch(game, 0, None).value() == _Search(game, 0, None).value()


def test_shared_tables_give_the_answers_of_fresh_solves() -> None:
    rules = replace(RuleSet(), must_overtrump="anyone")
    game = ending(rules, 77, 6)
    tables: dict[int, dict[tuple[object, ...], tuple[int, int]]] = {}
    first = solve(game, tables=tables)
    player = RandomPlayer(1)
    for _ in range(6):
        seat = game.to_act
        assert seat is not None
        game.apply(player.choose(game.view(seat)))
        assert solve(game, tables=tables, guess=first.tricks).tricks == solve(game).tricks


@pytest.mark.parametrize("name", ["standard", "jokers-high", "must-overtrump", "three-player"])
def test_one_table_for_many_deals_gives_the_answers_of_fresh_solves(name: str) -> None:
    """The table keeps a bound for every position with the same suit lengths and the same holders of the
    cards that decided it: shared by the endings of forty different deals, it must never answer one of
    them wrongly (each is checked against a fresh engine-driven search)."""
    rules = dict(RULE_SETS)[name]
    tables: dict[int, dict[tuple[object, ...], object]] = {}
    for seed in range(40):
        game = ending(rules, 3000 + seed, 3 + seed % 3)
        shared = solve(game, tables=tables).tricks
        assert shared == tuple(_Search(game, side, None).value() for side in range(rules.sides)), f"seed {seed}"
    assert sum(len(t) for t in tables.values()) > 40

"""The table's picture of the game follows the engine's events exactly (no Qt needed)."""

from __future__ import annotations

import random

import pytest

from spades_desktop.engine import Card, Game, RuleSet
from spades_desktop.gui.table_model import HandOrder, TableModel, sort_hand


@pytest.mark.parametrize("players", [4, 3, 2])
def test_the_model_moved_on_by_events_matches_the_view_after_every_move(players: int) -> None:
    if players == 4:
        rules = RuleSet(target=150, nil_exchange="pass")
    elif players == 3:
        rules = RuleSet(players=3, partnerships=False, removed_cards=("2C",), target=150)
    else:
        rules = RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=3, target=150)
    rng = random.Random(players)
    game = Game(rules, seed=99 + players)
    model = TableModel(rules, bottom=0)
    for event in game.start_events:
        model.apply(event, game.view(0))
    moves = 0
    while not game.is_over and moves < 2000:
        events = game.apply(rng.choice(list(game.legal_actions())))
        view = game.view(0)
        for event in events:
            model.apply(event, view)
        if not game.is_over:
            assert model.differences(view) == [], (moves, events)
        moves += 1
    assert game.is_over and model.game_over
    assert model.scores == list(game.scores)


def test_the_hand_is_sorted_by_suit_with_every_trump_at_the_right() -> None:
    cards = [Card.parse(c) for c in ["AS", "2H", "KC", "3D", "BJ", "2D", "TH", "4S"]]
    plain = sort_hand(cards, RuleSet())
    assert [str(c) for c in plain] == ["2H", "TH", "KC", "2D", "3D", "4S", "AS", "BJ"], "alternating colours"
    jokers = sort_hand(cards, RuleSet(high_trumps=("BJ", "2D"), removed_cards=("2C", "2H")))
    assert [str(c) for c in jokers][-4:] == ["4S", "AS", "2D", "BJ"]


def test_a_player_may_sort_high_to_low_and_the_trumps_at_the_left() -> None:
    cards = [Card.parse(c) for c in ["AS", "2H", "KC", "3D", "2D", "TH", "4S"]]

    def shown(order: HandOrder, rules: RuleSet | None = None) -> list[str]:
        return [str(c) for c in sort_hand(cards, rules or RuleSet(), order)]

    assert shown(HandOrder(high_first=True)) == ["TH", "2H", "KC", "3D", "2D", "AS", "4S"]
    assert shown(HandOrder(trumps_left=True)) == ["4S", "AS", "2H", "TH", "KC", "2D", "3D"], \
        "spades first, the colours still alternating"
    assert shown(HandOrder(True, True)) == ["AS", "4S", "TH", "2H", "KC", "3D", "2D"]
    jokers = RuleSet(high_trumps=("BJ", "2D"), removed_cards=("2C", "2H"))
    both = [str(c) for c in sort_hand([*cards, Card.parse("BJ")], jokers, HandOrder(True, True))]
    assert both[:4] == ["BJ", "2D", "AS", "4S"], "the big joker and the deuce are the highest trumps"


def test_the_model_keeps_the_players_hand_order_through_a_hand() -> None:
    rules = RuleSet(target=150, nil_exchange="pass")
    rng = random.Random(5)
    game = Game(rules, seed=12)
    order = HandOrder(high_first=True, trumps_left=True)
    model = TableModel(rules, bottom=0, order=order)
    for event in game.start_events:
        model.apply(event, game.view(0))
    while game.hand_number == 1 and not game.is_over:
        events = game.apply(rng.choice(list(game.legal_actions())))
        for event in events:
            model.apply(event, game.view(0))
        assert model.differences(game.view(0)) == []
        if model.hand:
            assert model.hand == sort_hand(model.hand, game.view(0).rules, order)


def test_with_aces_low_the_hand_sorts_every_ace_below_the_two_as_the_engine_ranks_it() -> None:
    from spades_desktop.rules import load_preset

    rules = load_preset("deuces-high-aces-low").rules
    cards = [Card.parse(c) for c in ["AH", "3H", "KH", "AS", "3S", "KS", "2S"]]
    assert [str(c) for c in sort_hand(cards, rules)] == ["AH", "3H", "KH", "AS", "3S", "KS", "2S"]
    assert [str(c) for c in sort_hand(cards, RuleSet())] == ["3H", "KH", "AH", "2S", "3S", "KS", "AS"]


def test_a_shown_suit_sorts_as_the_trump_at_the_right_with_the_colours_alternating() -> None:
    from dataclasses import replace

    cards = [Card.parse(c) for c in ["AS", "2H", "KC", "3D", "TH"]]
    hearts = replace(RuleSet(show_seven=True, blind_nil=False), trump_suit="hearts")
    assert [str(c) for c in sort_hand(cards, hearts)] == ["AS", "3D", "KC", "2H", "TH"]


@pytest.mark.parametrize("preset", ["show-seven", "misdeal-weak-hand", "kitty-three", "kitty-jokers",
                                    "joker-conversion", "deuces-high-aces-low", "suit-order"])
def test_the_model_follows_the_new_presets_shows_misdeals_and_kitties(preset: str) -> None:
    from spades_desktop.rules import load_preset

    rules = load_preset(preset).rules
    for seed in range(1, 7):
        rng = random.Random(seed)
        game = Game(rules, seed=seed * 31)
        model = TableModel(rules, bottom=0)
        for event in game.start_events:
            model.apply(event, game.view(0))
        for moves in range(400):
            if game.is_over:
                break
            events = game.apply(rng.choice(list(game.legal_actions())))
            view = game.view(0)
            for event in events:
                model.apply(event, view)
            if not game.is_over:
                assert model.differences(view) == [], (preset, seed, moves, events)

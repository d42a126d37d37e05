"""``Game.copy()`` is independent under every preset: play on the copy, then the same actions on the original.

A copy taken in each phase of a hand (declare, draw, redraw, bid, exchange, play) is played to the end of
the hand; the original must be untouched, and must then accept the very same actions with the same events.
"""

from __future__ import annotations

import random

import pytest

from spades_desktop.engine import Action, Event, Game, Phase
from spades_desktop.rules import load_all

CATALOG = load_all()


def snapshot(game: Game) -> tuple[object, ...]:
    return (
        game.phase, game.to_act, game.hand_number, list(game.hands), list(game.bids), list(game.tricks),
        list(game.trick), list(game.scores), list(game.bags), list(game.revealed), list(game.stock),
        list(game.discards), list(game.passed), list(game.received), len(game.hands_log),
        list(game.hands_log[-1].actions), list(game.completed),
    )


def play_to_hand_end(game: Game, rng: random.Random) -> tuple[list[Action], list[Event]]:
    actions: list[Action] = []
    events: list[Event] = []
    hand = game.hand_number
    while not game.is_over and game.hand_number == hand:
        legal = game.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        actions.append(action)
        events += game.apply(action)
    return actions, events


@pytest.mark.parametrize("preset_id", CATALOG.ids())
def test_a_copy_played_to_the_end_of_the_hand_leaves_the_original_playable(preset_id: str) -> None:
    rules = CATALOG[preset_id].rules
    phases_seen: set[Phase] = set()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game(rules, 100 + seed)
        steps = 0
        while not game.is_over and steps < 400:
            if game.phase not in phases_seen or rng.random() < 0.03:
                phases_seen.add(game.phase)
                before = snapshot(game)
                copy = game.copy()
                actions, copy_events = play_to_hand_end(copy, random.Random(seed * 1000 + steps))
                assert snapshot(game) == before, f"{preset_id}: playing on the copy changed the original"
                original = game.copy()  # replay on a second copy, then on the original itself
                replayed = [e for a in actions for e in original.apply(a)]
                mine = [e for a in actions for e in game.apply(a)]
                assert replayed == copy_events and mine == copy_events
                continue
            legal = game.legal_actions()
            game.apply(legal[int(rng.random() * len(legal))])
            steps += 1
    assert Phase.PLAY in phases_seen and Phase.BID in phases_seen
    if rules.draw_phase:
        assert Phase.DRAW in phases_seen and Phase.DECLARE in phases_seen
    if rules.blind_nil_redraw:
        assert Phase.REDRAW in phases_seen, f"{preset_id}: no blind nil redraw was tried"

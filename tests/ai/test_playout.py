"""Hard's fast playouts and world building decide exactly what the plain engine loop decides."""

from __future__ import annotations

import math
import random

import pytest

from spades_desktop.ai import hard as hard_module
from spades_desktop.ai.base import make_player
from spades_desktop.ai.determinize import bid_weight, sample_hands, sample_worlds, world_from_view, world_like
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import hand_mask
from spades_desktop.ai.playout import margin, play_out, play_out_engine
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, HandScored, Play, RuleSet, SeatView
from spades_desktop.rules import load_all

from .helpers import COUNT, positions

RULES = {
    "standard": RuleSet(),
    "must-overtrump": RuleSet(must_overtrump="anyone"),
    "two-of-clubs": RuleSet(first_lead="two_of_clubs"),
    "two-player": RuleSet(players=2, partnerships=False, draw_phase=True),
    "three-player": RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
    "jokers": RuleSet(high_trumps=("BJ", "LJ", "2S"), removed_cards=("2C", "2D")),
    "nil-pass": RuleSet(nil_exchange="pass", nil_pass_count=2),
    "bags-5": RuleSet(bag_limit=5, bag_penalty=50),
    "cancellation": load_all()["cancellation"].rules,  # six seats, two decks, dead tricks
}


@pytest.mark.parametrize("name", sorted(RULES))
def test_a_lean_playout_plays_and_scores_the_hand_as_the_engine_does(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(7)
    for game in positions(rules, 5, 11):
        view = game.view(game.to_act or 0)
        state = PlayState.from_view(view)
        for hands in sample_worlds(state, hand_mask(view), rng, 3):
            world = world_from_view(view, hands)
            lean, plain = world.copy(), world.copy()
            lean_state, plain_state = state.copy(), state.copy()
            last = view.legal[-1]
            assert isinstance(last, Play)
            first = last.card
            value = play_out(lean, lean_state, view.seat, first)
            assert value == play_out_engine(plain, plain_state, view.seat, first)
            log = plain.hands_log[len(world.hands_log) - 1]  # the engine has dealt the next hand since
            before = sum(map(len, view.completed_tricks)) + len(view.trick)
            played = [p for t in lean.completed for p in t][before:]
            assert played == [(s, a.card) for s, a in log.actions if isinstance(a, Play)]
            assert len(played) == len(log.actions)
            assert log.score is not None and value == margin(log.score, rules.side_of(view.seat))
            assert lean.tricks == list(log.score.tricks) and not any(lean.hands)
            assert lean_state.tricks_won == plain_state.tricks_won and lean_state.voids == plain_state.voids
            assert world.trick_number == len(view.completed_tricks), "the world itself is not played on"


def test_the_lean_playout_scores_a_set_nil_and_bags_like_the_engine() -> None:
    rules = RuleSet()
    seen = set()
    for game in positions(rules, 12, 23):
        view = game.view(game.to_act or 0)
        world = world_from_view(view, [game.hand_mask(s) for s in range(rules.players)])
        plain = world.copy()
        value = play_out(world, PlayState.from_view(view), view.seat)
        play_out_engine(plain, PlayState.from_view(view), view.seat)
        score = plain.hands_log[len(world.hands_log) - 1].score  # the engine has dealt the next hand since
        assert score is not None
        assert value == margin(score, rules.side_of(view.seat))
        for side in score.sides:
            seen.add("set" if side.contract_points < 0 else "made")
            seen.update({"bags"} if side.bags else set())
            seen.update({"nil"} if side.nil_points else set())
    assert {"set", "made", "bags"} <= seen


@pytest.mark.parametrize("name", sorted(RULES))
def test_a_world_copied_for_another_guess_is_the_world_built_for_it(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(5)
    for game in positions(rules, 4, 13):
        view = game.view(game.to_act or 0)
        state = PlayState.from_view(view)
        first, second = (sample_hands(state, hand_mask(view), rng) for _ in range(2))
        built, copied = world_from_view(view, second), world_like(world_from_view(view, first), second)
        for s in range(rules.players):
            assert copied.view(s) == built.view(s)
        assert copied.hands_log[-1].dealt == built.hands_log[-1].dealt


def _sample_worlds_plainly(state: PlayState, hand: int, rng: random.Random, count: int,
                           tries: int = 12) -> list[list[int]]:
    """``sample_worlds`` as first written (a fresh ``sample_hands`` and ``bid_weight`` for every try)."""
    bidders = [t for t in range(state.players) if t != state.seat and state.bids[t] is not None
               and not state.bids[t].is_blind]  # type: ignore[union-attr]
    out = []
    for _ in range(count):
        best: list[int] | None = None
        best_w = -1.0
        for _k in range(tries):
            hands = sample_hands(state, hand, rng)
            w = 1.0
            for t in bidders:
                w *= bid_weight(state.rules, hands[t] | state.played_by[t], state.bids[t])
            if rng.random() < w:
                best = hands
                break
            if w > best_w:
                best, best_w = hands, w
        assert best is not None
        out.append(best)
    return out


@pytest.mark.parametrize("name", ["standard", "must-overtrump", "jokers", "nil-pass"])
def test_guesses_are_drawn_as_before_the_weights_were_remembered(name: str) -> None:
    rules = RULES[name]
    for game in positions(rules, 6, 17):
        view = game.view(game.to_act or 0)
        state = PlayState.from_view(view)
        fast = sample_worlds(state, hand_mask(view), random.Random(3), 20)
        assert fast == _sample_worlds_plainly(state, hand_mask(view), random.Random(3), 20)


def test_hard_chooses_the_same_cards_with_the_engine_loop_as_its_playout(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old path as the reference: Hard with the engine's playouts makes every decision the same."""

    def decisions() -> list[tuple[str, dict[str, float]]]:
        rules = RuleSet()
        out = []
        for k in range(2):
            game = Game(rules, 40 + k, first_dealer=k)
            players = [HardPlayer(seed=k * 4 + s, samples=12, worlds=6, bid_samples=12) if s % 2 == 0
                       else make_player(COUNT, s) for s in range(4)]
            while True:
                seat = game.to_act or 0
                view = game.view(seat)
                action = players[seat].choose(view)
                if seat % 2 == 0:
                    out.append((str(action), dict(players[seat].last_values)))  # type: ignore[attr-defined]
                if any(isinstance(e, HandScored) for e in game.apply(action)):
                    break
        return out

    lean = decisions()
    monkeypatch.setattr(hard_module, "play_out", play_out_engine)
    monkeypatch.setattr(hard_module, "world_like", lambda _w, hands: world_from_view(view_holder[0], hands))
    view_holder: list[SeatView] = []
    original = HardPlayer._play

    def remember(self: HardPlayer, view):  # type: ignore[no-untyped-def]
        view_holder[:] = [view]
        return original(self, view)

    monkeypatch.setattr(HardPlayer, "_play", remember)
    assert decisions() == lean
    assert any(values for _a, values in lean) and all(math.isfinite(v) for _a, vs in lean for v in vs.values())


def test_a_playout_plays_the_other_side_with_its_own_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    """``others`` plays the seats of the other side; ``me``'s partner keeps ``tuning`` (Hard's ``own_play``)."""
    from dataclasses import replace

    from spades_desktop.ai import playout as playout_module
    from spades_desktop.ai.card_play import DEFAULT_PLAY

    mine, theirs = DEFAULT_PLAY, replace(DEFAULT_PLAY, ruff_low=0)
    asked: dict[int, set[int]] = {}
    real = playout_module.play_card

    def spy(state, seat, hand, legal, tuning):  # type: ignore[no-untyped-def]
        asked.setdefault(seat, set()).add(id(tuning))
        return real(state, seat, hand, legal, tuning)

    monkeypatch.setattr(playout_module, "play_card", spy)
    game = positions(RuleSet(), 1, 3)[0]
    view = game.view(game.to_act or 0)
    state = PlayState.from_view(view)
    hands = sample_hands(state, hand_mask(view), random.Random(1))
    side = RuleSet().side_of(view.seat)
    for loop in (play_out, play_out_engine):  # the lean loop and its reference
        asked.clear()
        loop(world_from_view(view, hands), state.copy(), view.seat, None, mine, others=theirs)
        assert all(ids == {id(mine) if RuleSet().side_of(s) == side else id(theirs)} for s, ids in asked.items())
        assert {RuleSet().side_of(s) for s in asked} == {0, 1}

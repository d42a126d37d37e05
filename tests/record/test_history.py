"""Undo and redo helpers (record/history.py) and the undo fields of a record, without Qt."""

from __future__ import annotations

import json
import random

import pytest

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, Phase, RuleSet, SeatView
from spades_desktop.record import GameRecord, RecordError, replay
from spades_desktop.record.history import (
    OnlyMoves,
    apply_steps,
    decision_seed,
    only_moves,
    rebuild,
    redo_length,
    step_count,
    steps,
    undo_point,
)
from spades_desktop.rules import load_preset

from .record_samples import random_game, record_of


def tame(game: Game, rng: random.Random) -> Action:
    """A random legal action, mostly looking and bidding low so that a game lasts several hands."""
    legal = list(game.legal_actions())
    if LOOK in legal:
        return LOOK
    modest = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and 1 <= a.tricks <= 3]
    return rng.choice(modest or legal)


def views(game: Game) -> list[SeatView]:
    return [game.view(s) for s in range(game.rules.players)]


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything a player or a record can see of the game now."""
    return (views(game), [list(log.actions) for log in game.hands_log], [log.score for log in game.hands_log],
            game.scores, game.bags, game.hand_number, game.winner)


@pytest.mark.parametrize("preset", ["standard", "nil-pass", "two-player", "three-player"])
def test_a_rebuilt_game_equals_the_game_at_that_point(preset: str) -> None:
    rules = load_preset(preset).rules
    live = Game(rules, 5)
    rng = random.Random(9)
    seen: dict[int, tuple[object, ...]] = {0: snapshot(live)}
    while not live.is_over and live.hand_number <= 3:
        live.apply(tame(live, rng))
        seen[step_count(live)] = snapshot(live)
    assert live.hand_number > 1, "the game went past a hand's end"
    for count in sorted([*rng.sample(sorted(seen), 25), 0, max(seen)]):
        assert snapshot(rebuild(live, count)) == seen[count], count


def test_rebuilding_across_a_hands_end_takes_back_its_score() -> None:
    game = random_game(RuleSet(), 3)
    first = len(game.hands_log[0].actions)
    assert game.hands_log[0].score is not None and game.hand_number > 1
    before_last_card = rebuild(game, first - 1)
    assert before_last_card.hand_number == 1 and before_last_card.phase is Phase.PLAY
    assert before_last_card.hands_log[-1].score is None and before_last_card.scores == [0, 0]
    assert len(before_last_card.hands_log) == 1
    after = rebuild(game, first)
    assert after.hand_number == 2 and after.hands_log[0].score == game.hands_log[0].score


def test_rebuild_leaves_the_game_alone_and_matches_the_record_replay() -> None:
    game = random_game(RuleSet(), 8, max_actions=130)
    before = snapshot(game)
    again = rebuild(game, 77)
    assert snapshot(game) == before
    # the same point reached through a record cut after 77 actions
    record = record_of(rebuild(game, 77))
    assert snapshot(replay(GameRecord.from_json(record.to_json()))) == snapshot(again)
    with pytest.raises(ValueError, match="130 actions"):
        rebuild(game, 131)
    with pytest.raises(ValueError):
        rebuild(game, -1)


def test_steps_and_apply_steps_go_round() -> None:
    game = random_game(RuleSet(), 12, max_actions=90)
    done = steps(game)
    assert len(done) == step_count(game) == 90
    fresh = rebuild(game, 40)
    events = apply_steps(fresh, done[40:])
    assert events and snapshot(fresh) == snapshot(game)


def test_undo_point_is_the_last_human_decision() -> None:
    done = [(1, "a"), (0, "b"), (1, "c"), (2, "d"), (3, "e")]
    assert undo_point(done, {0}) == 1  # type: ignore[arg-type]
    assert undo_point(done, {0, 2}) == 3  # type: ignore[arg-type]
    assert undo_point(done[:1], {0}) is None  # type: ignore[arg-type]
    assert undo_point([], {0}) is None


def test_redo_length_stops_before_the_next_human_decision() -> None:
    todo = [(0, "b"), (1, "c"), (2, "d"), (0, "e"), (1, "f")]
    assert redo_length(todo, {0}) == 3  # type: ignore[arg-type]
    assert redo_length(todo[3:], {0}) == 2  # type: ignore[arg-type]
    assert redo_length(todo, {0, 1}) == 1  # type: ignore[arg-type]
    assert redo_length([], {0}) == 0


def test_decision_seeds_depend_on_seed_seat_and_position_only() -> None:
    assert decision_seed(7, 1, 30) == decision_seed(7, 1, 30)
    seeds = {decision_seed(seed, seat, pos) for seed in (0, 7, 2**47) for seat in range(4) for pos in range(50)}
    assert len(seeds) == 3 * 4 * 50  # no two decisions share a seed
    assert all(0 <= s < 2**32 for s in seeds)


# --------------------------------------------------------- the record fields
def test_the_undo_fields_go_round_a_record_file() -> None:
    game = random_game(RuleSet(), 4, max_actions=20)
    record = GameRecord.from_game(game, undo_allowed=True, undo_used=True)
    data = json.loads(record.to_json())
    assert data["undo_used"] is True and data["undo_allowed"] is True and data["version"] == 1
    again = GameRecord.from_json(record.to_json())
    assert again.undo_used and again.undo_allowed
    assert again == record


def test_a_record_without_undo_says_nothing_and_old_records_still_load() -> None:
    game = random_game(RuleSet(), 4, max_actions=20)
    text = record_of(game).to_json()
    data = json.loads(text)
    assert "undo_used" not in data and "undo_allowed" not in data  # old readers see the file they know
    record = GameRecord.from_json(text)
    assert not record.undo_used and not record.undo_allowed


def test_a_forced_card_left_waiting_goes_round_a_record_file() -> None:
    # QA robust8: closed while an undo had left a person's only card waiting for them, the resumed game played it
    game = random_game(RuleSet(), 4, max_actions=20)
    record = GameRecord.from_game(game, undo_used=True, forced_waits=True)
    data = json.loads(record.to_json())
    assert data["forced_waits"] is True
    assert GameRecord.from_json(record.to_json()) == record
    plain = GameRecord.from_game(game, undo_used=True)
    assert "forced_waits" not in json.loads(plain.to_json()), "written only when true"
    assert not GameRecord.from_json(plain.to_json()).forced_waits
    data["forced_waits"] = 1
    with pytest.raises(RecordError, match="forced_waits must be true or false"):
        GameRecord.from_json(json.dumps(data))


def test_a_bad_undo_field_is_refused_with_its_name() -> None:
    data = json.loads(record_of(random_game(RuleSet(), 4, max_actions=20)).to_json())
    data["undo_used"] = "yes"
    with pytest.raises(RecordError, match="undo_used must be true or false"):
        GameRecord.from_json(json.dumps(data))


def _played(seed: int, hands: int) -> Game:
    """A game of random legal moves through ``hands`` hands (and into the next)."""
    game = Game(RuleSet(), seed)
    rng = random.Random(seed)
    while not game.is_over and game.hand_number <= hands:
        game.apply(tame(game, rng))
    return game


def test_only_moves_are_the_people_s_moves_with_no_choice() -> None:
    game = _played(4, 2)
    done = steps(game)
    forced = only_moves(rebuild(game, 0), done, {0, 2})
    probe = rebuild(game, 0)
    expected = set()
    for index, (seat, action) in enumerate(done):
        if seat in (0, 2) and len(probe.legal_actions()) == 1:
            expected.add(index)
        probe.apply(action, seat)
    assert forced == expected
    first_hand = len(game.hands_log[0].actions)
    last_cards = {i for i in range(first_hand - 4, first_hand) if done[i][0] in (0, 2)}  # hand 1's last trick
    assert len(last_cards) == 2 and last_cards <= forced, "each person's last card of a hand is no decision"
    assert all(done[i][0] in (0, 2) for i in forced)


def test_only_moves_kept_up_to_date_equal_a_replay_from_the_start() -> None:
    game = Game(RuleSet(), 6)
    rng = random.Random(6)
    tracker = OnlyMoves()
    while not game.is_over and game.hand_number <= 2:
        game.apply(tame(game, rng))
        if step_count(game) % 7 == 0:
            assert tracker.of(game, {1}) == only_moves(rebuild(game, 0), steps(game), {1})
    assert tracker.of(game, {1}) == only_moves(rebuild(game, 0), steps(game), {1})
    again = rebuild(game, step_count(game) - 5)  # an undo: another game object, fewer steps
    assert tracker.of(again, {1}) == only_moves(rebuild(game, 0), steps(again), {1})


def test_undo_goes_back_over_moves_that_were_no_decision_and_redo_makes_them_again() -> None:
    done = [(0, Bid(2)), (1, Bid(3)), (0, Bid(4)), (1, Bid(1)), (2, Bid(5))]
    assert undo_point(done, {0}, forced={2}) == 0  # type: ignore[arg-type]
    assert undo_point(done, {0}, forced={0, 2}) is None  # type: ignore[arg-type]
    assert redo_length(done, {0}) == 2  # type: ignore[arg-type]
    assert redo_length(done, {0}, {2}) == 5  # type: ignore[arg-type]

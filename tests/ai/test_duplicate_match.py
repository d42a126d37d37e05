"""Duplicate match: both tables get the same cards, the bots' table is repeatable, the sums add up, a match keeps."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.ai.base import create_player
from spades_desktop.ai.duplicate_match import (
    YOU,
    DuplicateError,
    NewerMatchError,
    TableResult,
    deal_game,
    load_match,
    match_deals,
    match_from_dict,
    match_to_dict,
    new_match,
    play_bots_game,
    play_bots_table,
    rows,
    save_match,
    table_result,
    totals,
)
from spades_desktop.engine import Game, HandScored, RuleSet
from spades_desktop.record.history import decision_seed


def test_the_deals_are_seeded_different_and_dealt_in_turn() -> None:
    deals = match_deals(77, 8)
    assert deals == match_deals(77, 8), "the same match number, the same deals"
    assert deals != match_deals(78, 8)
    assert len({d.deal_number for d in deals}) == 8
    assert [d.dealer for d in deals] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert [d.number for d in deals] == list(range(1, 9))


def test_the_bots_table_holds_your_tables_cards_with_the_stand_in_in_your_seat() -> None:
    state = new_match(RuleSet(), 4, 5, "normal", "easy")
    plan = state.plan
    for index, deal in enumerate(plan.deals):
        # Your table: the window starts Game(rules, deal number, first dealer), like deal_game.
        yours = Game(replace(RuleSet(), hand_limit=1), deal.deal_number, first_dealer=deal.dealer)
        bots = deal_game(plan, index)
        assert yours.hands_log[0].dealt == bots.hands_log[0].dealt, "every seat holds the same cards"
        assert set(bots.hand_of(YOU)) == set(yours.hand_of(YOU)), "the stand-in holds your cards"
        assert bots.hands_log[0].dealer == deal.dealer
    score = play_bots_table(plan, 1)
    assert score is not None and score == play_bots_table(plan, 1), "the bots' table is the same every time"
    assert sum(score.tricks) == 13 and score.hand_number == 1
    # It is the stand-in (Easy) at South and Normal elsewhere, each seeded from the deal, seat and position.
    game = deal_game(plan, 1)
    position = 0
    while True:
        seat = game.to_act
        assert seat is not None
        bot = create_player("easy" if seat == YOU else "normal", decision_seed(plan.deals[1].deal_number, seat,
                                                                               position))
        position += 1
        events = game.apply(bot.choose(game.view(seat)), seat=seat)
        scored = [e for e in events if isinstance(e, HandScored)]
        if scored:
            assert scored[0].score == score
            break


def test_the_bots_tables_game_comes_back_the_same_for_a_review() -> None:
    """The comparison's Review the bots' table replays the deal rather than keeping its moves in the match file:
    the game must be the one whose score was compared, every move of it, and a record of it must replay."""
    from spades_desktop.record import GameRecord
    from spades_desktop.record.replay import replay

    state = new_match(RuleSet(), 3, 9, "normal", "easy")
    for index in range(3):
        game = play_bots_game(state.plan, index)
        again = play_bots_game(state.plan, index)
        assert game is not None and again is not None
        assert game.hands_log[0].actions == again.hands_log[0].actions, "move for move"
        assert game.hand_scores[0] == play_bots_table(state.plan, index)
        record = GameRecord.from_game(game, kinds=["bot:easy", "bot:normal", "bot:normal", "bot:normal"])
        assert record.hands[0].finished and replay(record).hand_scores[0] == game.hand_scores[0]
    assert play_bots_game(state.plan, 0, stop=lambda: True) is None


def test_a_stopped_bots_table_gives_no_result() -> None:
    state = new_match(RuleSet(), 2, 5)
    assert play_bots_table(state.plan, 0, stop=lambda: True) is None


def test_the_comparison_sums_are_right() -> None:
    state = new_match(RuleSet(), 3, 9)
    assert state.current == 0 and not state.finished
    state = state.dealt(0).played(0, TableResult(62, -40)).bots_played(0, TableResult(40, 31))
    state = state.dealt(1).dealt(1).bots_played(1, TableResult(-100, 50))  # the bots finished first
    assert state.current == 1
    state = state.played(1, TableResult(-20, 51), undo_used=True)
    assert state.current == 2 and not state.finished
    lines = rows(state)
    assert lines[0].difference == (62 + 40) - (40 - 31) == 93
    assert lines[1].difference == (-20 - 51) - (-100 - 50) == 79
    assert lines[1].total == 93 + 79 and lines[1].undo_used and lines[1].restarts == 1
    assert lines[2].difference is None and lines[2].total == 172
    t = totals(state)
    assert t.deals == 2 and t.difference == 172
    assert t.yours == TableResult(42, 11) and t.bots == TableResult(-60, 81)
    state = state.dealt(2).played(2, TableResult(0, 0))
    assert state.finished and not state.complete, "the bots' table has not played deal 3 yet"
    state = state.bots_played(2, TableResult(10, -10))
    assert state.complete and totals(state).difference == 172 - 20


def test_table_result_takes_your_side() -> None:
    state = new_match(RuleSet(), 1, 3)
    score = play_bots_table(state.plan, 0)
    assert score is not None
    result = table_result(state.plan.rules, score)
    assert result.side == score.sides[0].points and result.others == score.sides[1].points


def test_only_partnership_games_of_four_and_known_levels() -> None:
    with pytest.raises(DuplicateError, match="partnership"):
        new_match(RuleSet(players=3, partnerships=False), 4, 1)
    with pytest.raises(DuplicateError, match="1 to 52 deals"):
        new_match(RuleSet(), 0, 1)
    with pytest.raises(DuplicateError, match="levels are easy, normal, hard"):
        new_match(RuleSet(), 4, 1, "expert")


def test_a_match_keeps_and_a_damaged_file_is_refused(tmp_path: Path) -> None:
    state = new_match(RuleSet(), 2, 12, "hard", "easy", "standard", "Standard")
    state = state.dealt(0).played(0, TableResult(50, -10), undo_used=True).bots_played(0, TableResult(20, 20))
    path = save_match(state, tmp_path / "match.json")
    assert load_match(path) == state
    data = match_to_dict(state)
    for broken, message in (
        ({**data, "format": "x"}, "not a duplicate match"),
        ({**data, "level": "expert"}, "unknown bot level"),
        ({**data, "deals": [{**data["deals"][0], "yours": [1]}]}, "two whole numbers"),
        ({**data, "deals": [{**data["deals"][0], "dealer": 7}]}, "dealer must be a seat"),
        ({**data, "rules": {**data["rules"], "partnerships": False}}, "partnership"),
        ({**data, "rules": {**data["rules"], "players": 3}}, "rules: "),
    ):
        with pytest.raises(DuplicateError, match=message):
            match_from_dict(json.loads(json.dumps(broken)))
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(DuplicateError, match="not a readable"):
        load_match(bad)


@pytest.mark.parametrize(("text", "problem"), [
    ('{"format": "spades-desktop-duplicate-match", "version": ' + "9" * 5000 + "}", "a number too long to read"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    (b"\xff\xfe{}", "not a readable"),
])
def test_a_match_file_with_a_huge_number_or_deep_nesting_is_a_clear_error(tmp_path: Path, text: str | bytes,
                                                                           problem: str) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(DuplicateError, match="not a readable duplicate match file") as info:
        load_match(path)
    assert problem in str(info.value) and len(str(info.value)) < 300


def good_match() -> dict[str, object]:
    state = new_match(RuleSet(), 2, 12, "hard", "easy", "standard", "Standard")
    return json.loads(json.dumps(match_to_dict(state.dealt(0).played(0, TableResult(50, -10)))))


@pytest.mark.parametrize(("deal", "top", "message"), [
    ({"deal_number": 10**40}, {}, "deal number must be a whole number from 0 to 281474976710655"),
    ({"deal_number": 2**48}, {}, "deal number must be"),
    ({"deal_number": -1}, {}, "deal number must be"),
    ({"yours": [10**30, 0]}, {}, "two whole numbers from -1000000 to 1000000"),
    ({"starts": 10**20}, {}, "starts must be a count"),
    ({"undo_used": "yes"}, {}, "undo_used must be true or false"),
    ({}, {"seed": 10**30}, "seed: the match number"),
    ({}, {"seed": -5}, "seed: the match number"),
    ({}, {"preset": {"id": "standard", "name": "\ud800"}}, "preset: its name must be a text"),
    ({}, {"preset": {"id": ["x"], "name": "Standard"}}, "preset: its id must be a text"),
    ({}, {"preset": {"id": "standard", "name": "x" * 5000}}, "preset: its name must be a text"),
    ({}, {"version": "1" * 5000}, "has version '111"),
])
def test_a_match_file_is_checked_whole_when_it_is_read_not_when_a_deal_starts(
        tmp_path: Path, deal: dict[str, object], top: dict[str, object], message: str) -> None:
    data = good_match()
    data.update(top)
    data["deals"][0].update(deal)  # type: ignore[index]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DuplicateError, match=message) as info:
        load_match(path)
    assert len(str(info.value)) < 300 and not isinstance(info.value, NewerMatchError)


def test_a_match_of_a_newer_version_is_told_apart_from_a_damaged_one(tmp_path: Path) -> None:
    data = {**good_match(), "version": 2, "new_in_version_2": {"x": 1}}
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(NewerMatchError, match="written by a newer version of the game"):
        load_match(path)

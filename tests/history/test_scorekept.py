"""Games kept with the scorekeeper (real cards) in the history: stored, given back, counted in the statistics."""

from __future__ import annotations

import shutil
from dataclasses import asdict
from pathlib import Path

import pytest

from spades_desktop.gui.scorekeeper.scorefile import game_from_text, history_game
from spades_desktop.history import Filters, History, HistoryError, open_history

from .conftest import NOW
from .make_fixture import FIXTURE_SEEDS, fixture_path
from .scorekept_games import EXPECTED, NAMES, finished_game, game_in_progress, hand

FIGURES = tuple(EXPECTED["Ann"])


def figures(history: History, name: str, **filters: str) -> dict[str, int]:
    stats = asdict(history.stats(Filters(player=name, **filters)))  # type: ignore[arg-type]
    return {k: stats[k] for k in FIGURES}


def test_a_scorekept_game_is_listed_as_real_cards_with_every_seat_a_person(history: History) -> None:
    game = finished_game()
    game_id = history.store(history_game(game), now=NOW)
    (summary,) = history.games()
    assert summary.scorekept and summary.source == "scorekept"
    assert (summary.status, summary.winner, summary.hands_played, summary.totals) == ("finished", 0, 2, (221, 130))
    assert [(s.name, s.level, s.side) for s in summary.seats] == [(n, "human", i % 2) for i, n in enumerate(NAMES)]
    assert summary.created == game.created
    assert history.players() == sorted(NAMES)  # every name is a player with statistics
    assert history.running_totals(game_id) == [(70, 60), (221, 130)]


def test_history_gives_back_the_scorekept_game_and_says_it_has_no_cards_to_review(history: History) -> None:
    game = game_in_progress()
    game_id = history.store(history_game(game), now=NOW)
    assert game_from_text(history.scorekept_text(game_id)) == game
    with pytest.raises(HistoryError, match="no cards were recorded"):
        history.record(game_id)


def test_a_scorekept_game_stored_at_each_change_stays_one_entry_and_follows_corrections(history: History) -> None:
    game = game_in_progress()
    first, _ = game.without_hand(1)
    ids = {history.store(history_game(first), now=NOW)}
    ids.add(history.store(history_game(game), now=NOW))
    corrected, _ = game.with_hand(1, hand("4,2,4,2", (4, 2, 4, 3)))  # Ann & Cy made their 8 after all
    ids.add(history.store(history_game(corrected), now=NOW))
    (game_id,) = ids
    assert history.running_totals(game_id)[-1] == corrected.tally().totals
    ids.add(history.store(history_game(first), now=NOW))  # the second hand removed (or undone)
    assert ids == {game_id} and len(history.running_totals(game_id)) == 1
    (summary,) = history.games()
    assert (summary.status, summary.hands_played) == ("in_progress", 1)
    history.mark_abandoned(game_id, now=NOW)  # another game was begun instead
    assert history.games()[0].status == "abandoned"


def test_two_scorekept_games_give_each_name_the_figures_worked_out_by_hand(history: History) -> None:
    history.store(history_game(finished_game()), now=NOW)
    history.store(history_game(game_in_progress()), now=NOW)
    for name, expected in EXPECTED.items():
        assert figures(history, name) == expected, name
    ann = history.stats(Filters(player="Ann"))
    assert ann.best is not None and (ann.best.total, ann.best.margin) == (221, 91)
    # the partner and opponent filters treat every scorekept seat as a person
    assert figures(history, "Bob", partner_level="human", opponent_level="human") == EXPECTED["Bob"]
    assert figures(history, "Bob", partner_level="normal")["hands"] == 0
    assert [(r.level, r.games, r.wins) for r in ann.by_partner] == [("human", 1, 1)]
    assert [(r.level, r.games, r.wins) for r in ann.by_opponents] == [("human", 1, 1)]


def test_a_version_1_history_keeps_its_games_as_played_ones_and_takes_scorekept_ones(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(1), path)
    with open_history(path) as history:
        games = history.games()
        assert len(games) == len(FIXTURE_SEEDS) and {g.source for g in games} == {"played"}
        history.record(games[0].id)  # still replays
        game_id = history.store(history_game(finished_game()), now=NOW)
        assert [g.source for g in history.games() if g.id == game_id] == ["scorekept"]


def test_a_played_game_never_continues_in_a_scorekept_entry(history: History) -> None:
    from .test_database import finished_game as played_game

    record = played_game()
    history.store(history_game(game_in_progress()), now=NOW)
    assert history.unfinished_start(record) is None


def test_the_saved_version_2_file_opens_with_its_scorekept_games(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    shutil.copy(fixture_path(2), path)
    with open_history(path) as history:
        kept = [g for g in history.games() if g.scorekept]
        assert sorted(g.status for g in kept) == ["finished", "in_progress"]
        assert {game_from_text(history.scorekept_text(g.id)) for g in kept} == {finished_game(), game_in_progress()}
        assert figures(history, "Di") == EXPECTED["Di"]

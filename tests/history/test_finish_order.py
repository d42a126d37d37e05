"""Streaks, the win % chart and the latest game follow the order in which games ENDED, not the one they started in.

QA marathon: game A started Monday and left after a hand; game B played and won Tuesday; A resumed Wednesday and
lost. The statistics said "1 game won in a row" and showed B as the latest game: they ordered games by start.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.engine import Game, RuleSet
from spades_desktop.history import Filters, History, open_history
from spades_desktop.record import GameRecord, save_record

from .games import play

NAMES = ["You", "Wes", "Nora", "Ethan"]
KINDS = ["human", "bot:easy", "bot:easy", "bot:easy"]
MONDAY, TUESDAY = "2025-12-01T20:00:00.000", "2025-12-02T20:00:00.000"


def _seed_of(you_win: bool, start: int) -> int:
    for seed in range(start, start + 500):
        game = play(RuleSet(), seed, random.Random(seed))
        if game.is_over and (game.winner == 0) == you_win:
            return seed
    raise AssertionError("no such game")


def _record(seed: int, created: str, stop_after: int | None = None) -> GameRecord:
    game: Game = play(RuleSet(), seed, random.Random(seed), stop_after=stop_after)
    return GameRecord.from_game(game, names=NAMES, kinds=KINDS, preset_id="standard", preset_name="Standard",
                                created=created)


LOST, WON = _seed_of(False, 1), _seed_of(True, 1000)


def _monday_tuesday_wednesday(history: History) -> tuple[int, int]:
    """A started Monday, a hand played; B started and won Tuesday; A resumed and lost Wednesday."""
    a_partial = _record(LOST, MONDAY, stop_after=60)
    assert not a_partial.is_over and a_partial.hands
    a = history.store(a_partial, now="2025-12-01T20:30:00.000")
    b = history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    assert history.store(_record(LOST, MONDAY), now="2025-12-03T21:00:00.000") == a
    return a, b


def test_the_current_streak_is_of_the_games_in_the_order_they_ended(history: History) -> None:
    a, b = _monday_tuesday_wednesday(history)
    stats = history.stats(Filters(player="You"))
    assert (stats.games, stats.wins) == (2, 1)
    assert stats.current_streak == -1, "A, lost on Wednesday, is the last game finished"
    assert [r.game_id for r in stats.results] == [b, a]  # the win % chart's order
    assert [r.game_id for r in history.results(Filters(player="You"))] == [b, a]
    assert (stats.longest_win_streak, stats.longest_losing_streak) == (1, 1)


def test_the_latest_game_is_the_one_played_last_and_the_list_stays_by_start(history: History) -> None:
    a, b = _monday_tuesday_wednesday(history)
    latest = history.latest_game(Filters(player="You"))
    assert latest is not None and latest.id == a
    assert latest.updated.startswith("2025-12-03")
    assert [g.id for g in history.games(Filters(player="You"))] == [b, a]  # History's list: newest start first


def test_games_that_ended_at_the_same_time_keep_the_order_of_their_start(history: History) -> None:
    """A stable tie-break: the same finish time (a history where it is not known) orders by start, then id."""
    same = "2025-12-04T10:00:00.000"
    late = history.store(_record(LOST, TUESDAY), now=same)
    early = history.store(_record(WON, MONDAY), now=same)
    stats = history.stats(Filters(player="You"))
    assert [r.game_id for r in stats.results] == [early, late]
    assert stats.current_streak == -1
    latest = history.latest_game(Filters(player="You"))
    assert latest is not None and latest.id == late


def test_a_finished_game_stored_again_keeps_the_time_it_ended(history: History) -> None:
    """Opening or importing a finished game again (or a scorekept game corrected afterwards) is no new finish:
    it made that game the last one finished and turned the current streak."""
    a = history.store(_record(LOST, MONDAY), now="2025-12-01T22:00:00.000")
    b = history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    assert history.store(_record(LOST, MONDAY), now="2025-12-20T09:00:00.000") == a
    stats = history.stats(Filters(player="You"))
    assert [r.game_id for r in stats.results] == [a, b] and stats.current_streak == 1
    assert next(g for g in history.games() if g.id == a).updated == "2025-12-01T22:00:00.000"


def test_a_game_undone_from_its_end_and_finished_again_ends_at_its_new_finish(history: History) -> None:
    a = history.store(_record(LOST, MONDAY), now="2025-12-01T22:00:00.000")
    history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    history.store(_record(LOST, MONDAY, stop_after=60), now="2025-12-03T20:00:00.000")  # undone: unfinished again
    history.store(_record(LOST, MONDAY), now="2025-12-03T21:00:00.000")
    assert history.stats(Filters(player="You")).current_streak == -1
    assert next(g for g in history.games() if g.id == a).updated == "2025-12-03T21:00:00.000"


def test_an_imported_finished_game_ends_by_its_start_not_at_the_import(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """A game file imported today was not played today: among the games played since it started, it would have
    become the last one finished (and a whole folder imported at once, ordered by the names of its files)."""
    from spades_desktop.commands.history import history_path

    with open_history(history_path()) as history:
        b = history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    old = save_record(_record(LOST, MONDAY), tmp_path / "old.json")
    assert main(["history", "import", str(old)]) == 0
    with open_history(history_path()) as history:
        stats = history.stats(Filters(player="You"))
        assert [r.game_id for r in stats.results][-1] == b and stats.current_streak == 1
        imported = next(g for g in history.games() if g.id != b)
        assert imported.updated == imported.created == MONDAY
    capsys.readouterr()
    assert main(["stats", "--json", "--player", "You"]) == 0
    assert '"current_streak": 1' in capsys.readouterr().out


def test_a_game_without_a_start_in_its_file_is_imported_as_ending_now(tmp_path: Path) -> None:
    from spades_desktop.commands.history import history_path

    old = save_record(replace(_record(LOST, MONDAY), created=None), tmp_path / "old.json")
    assert main(["history", "import", str(old)]) == 0
    with open_history(history_path()) as history:
        (game,) = history.games()
        assert game.updated == game.created and game.created > "2026"


def test_a_name_in_two_seats_orders_its_games_by_their_end_too(history: History) -> None:
    """The games of a name that sat twice in one (a pass-and-play table of two "You") are counted apart."""
    def two_of_you(seed: int, created: str, stop_after: int | None = None) -> GameRecord:
        game: Game = play(RuleSet(), seed, random.Random(seed), stop_after=stop_after)
        return GameRecord.from_game(game, names=["You", "Wes", "You", "Ethan"],
                                    kinds=["human", "bot:easy", "human", "bot:easy"], created=created)

    a = history.store(two_of_you(LOST, MONDAY, stop_after=60), now="2025-12-01T20:30:00.000")
    b = history.store(two_of_you(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    history.store(two_of_you(LOST, MONDAY), now="2025-12-03T21:00:00.000")
    stats = history.stats(Filters(player="You"))
    assert [r.game_id for r in stats.results] == [b, a] and stats.current_streak == -1

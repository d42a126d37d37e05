"""``History.arrival_time``: the time a game that comes from a file is stored at (the command line's ``history
import``, a finished game opened in the window, one found finished in an autosave at start-up), so that it takes
its own place in the order games ended (``queries.FINISH_ORDER``) instead of becoming the latest game."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.history import Filters, History, open_history
from spades_desktop.record import save_record

from .test_finish_order import LOST, MONDAY, TUESDAY, WON, _record

NOW = "2026-01-10T12:00:00.000"
FIRST_HAND = "2025-12-01T20:30:00.000"


def test_a_game_history_does_not_hold_arrives_at_its_start(history: History) -> None:
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW) == MONDAY
    assert history.arrival_time(_record(LOST, MONDAY, stop_after=60), now=NOW) == MONDAY


def test_a_game_whose_file_has_no_start_arrives_now(history: History) -> None:
    assert history.arrival_time(replace(_record(LOST, MONDAY), created=None), now=NOW) == NOW


def test_a_game_known_to_have_ended_arrives_at_its_end_but_never_after_now(history: History) -> None:
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW, ended="2025-12-01T22:15:00.000") == \
        "2025-12-01T22:15:00.000"
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW, ended="2027-01-01T00:00:00.000") == NOW


def test_a_finished_game_history_holds_finished_keeps_its_end(history: History) -> None:
    history.store(_record(LOST, MONDAY), now="2025-12-01T22:00:00.000")
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW) == "2025-12-01T22:00:00.000"
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW, ended="2025-12-05T00:00:00.000") == \
        "2025-12-01T22:00:00.000"


def test_a_finished_game_history_holds_unfinished_ends_at_its_last_stored_time(history: History) -> None:
    history.store(_record(LOST, MONDAY, stop_after=60), now=FIRST_HAND)
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW) == FIRST_HAND
    assert history.arrival_time(_record(LOST, MONDAY), now=NOW, ended="2025-12-01T22:15:00.000") == \
        "2025-12-01T22:15:00.000"


def test_an_unfinished_game_history_holds_goes_on_now(history: History) -> None:
    history.store(_record(LOST, MONDAY, stop_after=40), now=FIRST_HAND)
    assert history.arrival_time(_record(LOST, MONDAY, stop_after=60), now=NOW) == NOW


def test_importing_the_finished_file_of_a_game_history_holds_unfinished_keeps_it_in_its_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """History lost the end of Monday's game; Tuesday's was won; Monday's file imported today is not the latest."""
    from spades_desktop.commands.history import history_path

    with open_history(history_path()) as history:
        a = history.store(_record(LOST, MONDAY, stop_after=60), now=FIRST_HAND)
        b = history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
    old = save_record(_record(LOST, MONDAY), tmp_path / "old.json")
    assert main(["history", "import", str(old)]) == 0
    capsys.readouterr()
    with open_history(history_path()) as history:
        stats = history.stats(Filters(player="You"))
        assert [r.game_id for r in stats.results] == [a, b] and stats.current_streak == 1
        assert next(g for g in history.games() if g.id == a).updated == FIRST_HAND

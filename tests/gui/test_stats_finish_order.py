"""The Statistics window orders games by the time they ended, as the ``stats`` command does (QA marathon: a game
started Monday and lost Wednesday, after a game won Tuesday, showed "1 game won in a row" and Tuesday's game as
the latest)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.stats.window import StatsWindow
from spades_desktop.history import Filters, open_history
from tests.history.test_finish_order import LOST, MONDAY, TUESDAY, WON, _record


def test_the_streak_and_the_latest_game_are_those_of_the_game_finished_last(qtbot: QtBot) -> None:
    with open_history(history_path()) as history:
        a = history.store(_record(LOST, MONDAY, stop_after=60), now="2025-12-01T20:30:00.000")
        b = history.store(_record(WON, TUESDAY), now="2025-12-02T21:00:00.000")
        history.store(_record(LOST, MONDAY), now="2025-12-03T21:00:00.000")
        expected = history.stats(Filters(player="You"))
        a_totals = history.running_totals(a)
        assert a_totals != history.running_totals(b)
    win = StatsWindow(player="You")
    qtbot.addWidget(win)
    streak = win.tiles["streak"]
    assert (streak.value.text(), streak.detail.text()) == ("1", "game lost in a row")
    assert win.stats is not None and win.stats.current_streak == expected.current_streak == -1
    assert win.win_chart.wins == [True, False]  # Tuesday's win, then Wednesday's loss
    assert win.game_chart.totals == a_totals
    assert win.game_chart.heading == "Latest game, 2025-12-03: totals by hand"  # the day it was played last

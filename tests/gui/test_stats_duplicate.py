"""Statistics after a duplicate match: the deals are told apart from the games, and the figures round as ``stats``
does (duplicate QA, session 54)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.commands.stats import text_report
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.stats.window import StatsWindow, number
from spades_desktop.history import PlayerStats, open_history
from tests.history.test_duplicate_deals import duplicate_deal


def test_statistics_say_the_deals_of_a_duplicate_match_are_in_the_hands_not_in_the_games(qtbot: QtBot) -> None:
    """QA: after a 4-deal match the window said "Games finished 0", "No finished games yet", yet "Points a hand"
    counted the 4 hands, and nothing said why (the command line's ``stats`` did)."""
    with open_history(history_path()) as history:
        for n in range(1, 5):
            history.store(duplicate_deal(n, 4, f"2026-05-02T10:0{n}:00"), now="2026-05-02T11:00:00")
    win = StatsWindow(player="You")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.stats is not None and win.stats.duplicate_deals == 4 and win.stats.games == 0
    assert win.tiles["games"].value.text() == "0" and win.tiles["points"].detail.text() == f"{win.stats.hands} hands"
    note = win.duplicate_note
    assert note.isVisibleTo(win)
    assert note.text().startswith("Deals of duplicate matches: 4. Their hands count in the hand figures")
    assert "not in the games" in note.text()


def test_statistics_without_duplicate_deals_say_nothing_of_them(qtbot: QtBot) -> None:
    win = StatsWindow(player="You")
    qtbot.addWidget(win)
    win.show()
    assert not win.duplicate_note.isVisibleTo(win)


def test_the_window_rounds_points_a_hand_as_the_stats_command_does(qapp: object) -> None:
    """QA: −26.25 points a hand was −26.3 in the window and −26.2 in ``stats``."""
    stats = PlayerStats(player="You", hands=4, points=-105, overtricks=9, duplicate_deals=0)
    assert stats.points_per_hand == -26.25
    assert number(stats.points_per_hand) == "\u221226.2"
    assert "-26.2 points a hand" in text_report(stats.to_dict())
    for value in (0.25, 2.675, -0.05, 12.35):
        assert number(value) == number(round(value, 1)), value

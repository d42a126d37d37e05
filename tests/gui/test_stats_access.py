"""The Statistics window with a screen reader and the keyboard (Orca QA, atspi8): both charts are Tab stops with a
focus frame, each says its lines in words (its accessible description, kept in step with the data), and a filter's
change says in a few words what the figures now count, once per change."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.stats import window as stats_module
from spades_desktop.gui.stats.charts import RunningTotalsChart, WinRateChart
from spades_desktop.gui.stats.window import StatsWindow, pct
from spades_desktop.gui.texts import date_text
from spades_desktop.history import Filters, PlayerStats, open_history

from .test_history_window import seed_history


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the Statistics window sends to a screen reader (an announcement, or a notice for older readers)."""
    texts: list[str] = []
    monkeypatch.setattr(stats_module, "send_announcement", lambda _source, text, _notices=None: texts.append(text),
                        raising=False)
    return texts


@pytest.fixture
def stats(qtbot: QtBot, said: list[str]) -> StatsWindow:
    seed_history(40)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def tab_stops(win: StatsWindow) -> list[QWidget]:
    """The window's Tab stops in Tab order, from the Player box."""
    stops, widget = [], win.player_box
    for _ in range(200):
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(win) and widget.isEnabled():
            stops.append(widget)
        widget = widget.nextInFocusChain()
        if widget is win.player_box:
            break
    return stops


def test_tab_reaches_both_charts_after_the_figures_and_before_the_partners_list(stats: StatsWindow) -> None:
    """Tab went Player, Period, Rules, Refresh, the 12 figures, the partners' list: both charts skipped."""
    stops = tab_stops(stats)
    at = stops.index(stats.tiles["longest"])
    assert stops[at + 1:at + 4] == [stats.win_chart, stats.game_chart, stats.levels_area]
    stats.tiles["longest"].setFocus(Qt.FocusReason.TabFocusReason)
    assert stats.focusNextChild() and stats.focusWidget() is stats.win_chart
    assert stats.focusNextChild() and stats.focusWidget() is stats.game_chart


def test_a_chart_with_the_focus_draws_the_theme_s_focus_frame(qtbot: QtBot, stats: StatsWindow) -> None:
    focus = QColor(style.theme().focus)
    for chart in (stats.win_chart, stats.game_chart):
        middle = chart.height() // 2
        assert chart.grab().toImage().pixelColor(1, middle) != focus, "no frame without the focus"
        chart.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(chart.hasFocus)
        image = chart.grab().toImage()
        for x, y in ((1, middle), (chart.width() - 2, middle), (chart.width() // 2, 1),
                     (chart.width() // 2, chart.height() - 2)):
            assert image.pixelColor(x, y).name() == focus.name(), (type(chart).__name__, x, y)


def test_the_win_chart_says_its_lines_in_words(stats: StatsWindow) -> None:
    """It had a name ("Win percentage over time") and nothing more for a screen reader."""
    assert stats.stats is not None and stats.stats.games > 10
    wins = [r.won for r in stats.stats.results][-10:]
    assert stats.win_chart.accessibleDescription() == (
        f"After {stats.stats.games} games: {pct(stats.stats.win_pct)} won overall, "
        f"{pct(100 * sum(wins) / len(wins))} over the last 10.")
    chart = WinRateChart()
    assert chart.accessibleDescription() == "No finished games yet"
    chart.set_results([True, False, False, True, False])
    assert chart.accessibleDescription() == "After 5 games: 40% won."
    chart.set_results([True])
    assert chart.accessibleDescription() == "After 1 game: 100% won."


def test_the_latest_game_chart_says_which_game_and_after_how_many_hands(stats: StatsWindow) -> None:
    """It said only "Ann & Cy: 283; Bob & Di: 70": not which game, nor how far it had gone."""
    with open_history(history_path()) as history:
        last = history.latest_game(Filters(player="Ann"))
        assert last is not None
        totals = history.running_totals(last.id)
    chart = stats.game_chart
    state = "finished" if last.finished else "unfinished"
    rules = stats.preset_box.itemText(stats.preset_box.findData(last.preset_id))  # as the window names them
    sides = ", ".join(f"{name} {total}".replace("-", "\u2212") for name, total in zip(chart.names, totals[-1],
                                                                                        strict=True))
    assert chart.accessibleDescription() == (
        f"Latest game, {date_text(last.updated or last.created)}, {rules}, {state}. "
        f"After {len(totals)} hands: {sides}.")
    alone = RunningTotalsChart()  # the History window's and the game-over panel's: no game named
    assert alone.accessibleDescription() == "No hands scored yet"
    alone.set_game([(50, -30), (120, 10)], ["Ann & Cy", "Bob & Di"])
    assert alone.accessibleDescription() == "After 2 hands: Ann & Cy 120, Bob & Di 10."


def counted(s: PlayerStats | None) -> str:
    assert s is not None
    return ", ".join([f"{s.games} game{'' if s.games == 1 else 's'} finished"]
                     + ([f"{pct(s.win_pct)} won"] if s.games else [])
                     + ([f"{s.unfinished} unfinished"] if s.unfinished else []))


def test_a_filter_change_says_what_the_figures_now_count_once(stats: StatsWindow, said: list[str]) -> None:
    """Down on Period changed fifteen figures and Orca said only the new choice."""
    assert said == [], "nothing said as the window first fills"
    before = stats.win_chart.accessibleDescription()
    stats.player_box.setCurrentText("Bob")
    s = stats.stats
    assert s is not None and s.player == "Bob" and s.games > 1 and s.unfinished > 1
    assert said == [f"Bob: {s.games} games finished, {pct(s.win_pct)} won, {s.unfinished} unfinished."]
    assert stats.win_chart.accessibleDescription() != before, "the chart's words follow the data"
    stats.period_box.setCurrentIndex(stats.period_box.findData("7"))
    assert said[1:] == [f"Last 7 days: {counted(stats.stats)}."]
    if datetime.date.today() > datetime.date(2026, 6, 30):  # the seeded games were played in 2026's first half
        assert said[1] == "Last 7 days: 0 games finished."
        assert stats.win_chart.accessibleDescription() == "No finished games yet"
        assert stats.game_chart.accessibleDescription() == "No hands scored yet"
    stats.refresh_button.click()
    assert said[2:] == [f"Bob: {counted(stats.stats)}."]

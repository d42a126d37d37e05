"""Statistics after a duplicate match and on a narrow window (session 54's helpers' leftovers): the latest game is a
real game, the duplicate deals are said after a filter change, and the win % chart's legend stays whole. The
window's fit on a 1366 x 768 screen at 150 % with a 14-point font is measured in ``test_dialog_fit_russian``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter
from pytestqt.qtbot import QtBot

from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.stats import window as stats_module
from spades_desktop.gui.stats.charts import WinRateChart
from spades_desktop.gui.stats.window import StatsWindow
from spades_desktop.history import open_history
from tests.history.test_duplicate_deals import duplicate_deal, standard_game


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the window sends to a screen reader (as ``test_stats_access``'s fixture)."""
    texts: list[str] = []
    monkeypatch.setattr(stats_module, "send_announcement", lambda _source, text, _notices=None: texts.append(text),
                        raising=False)
    return texts


def _game_then_deals(deals: int = 2) -> int:
    """A finished Standard game, then a duplicate match's deals played after it; the game's id."""
    with open_history(history_path()) as history:
        game = history.store(standard_game(3, "2026-05-01T10:00:00"), now="2026-05-01T11:00:00")
        for n in range(1, deals + 1):
            history.store(duplicate_deal(n, deals, f"2026-05-02T10:0{n}:00"), now="2026-05-02T11:00:00")
        assert history.latest_game() is not None
    return game


def _window(qtbot: QtBot) -> StatsWindow:
    win = StatsWindow(player="You")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_latest_game_chart_draws_the_latest_game_not_a_duplicate_deal_played_after_it(qtbot: QtBot) -> None:
    """QA: "Latest game, 2026-05-02: totals by hand" drew one hand, 222 to 72: a duplicate match's deal."""
    game = _game_then_deals()
    with open_history(history_path()) as history:
        totals = history.running_totals(game)
        latest = history.latest_game()
        assert latest is not None and latest.id == game and not latest.duplicate
    win = _window(qtbot)
    assert len(totals) > 1
    assert win.game_chart.totals == totals
    assert "2026-05-01" in win.game_chart.heading and "2026-05-02" not in win.game_chart.heading


def test_with_only_duplicate_deals_there_is_no_latest_game(qtbot: QtBot) -> None:
    with open_history(history_path()) as history:
        history.store(duplicate_deal(1, 1, "2026-05-02T10:01:00"), now="2026-05-02T11:00:00")
        assert history.latest_game() is None
    win = _window(qtbot)
    assert win.game_chart.totals == []
    assert win.game_chart.accessibleDescription() == "No hands scored yet"


def test_a_filter_change_says_the_deals_of_duplicate_matches_too(qtbot: QtBot, said: list[str]) -> None:
    """The line "Deals of duplicate matches: 2. …" showed, and a screen reader heard "You: 1 game finished, 0% won."
    (or "0 games finished" after a match alone) with no word of the hands the figures counted."""
    _game_then_deals()
    win = _window(qtbot)
    s = win.stats
    assert s is not None and s.duplicate_deals == 2 and s.games == 1
    win.refresh_button.click()
    assert said == [f"You: 1 game finished, {s.win_pct:.0f}% won, 2 deals of duplicate matches."]
    win.period_box.setCurrentIndex(win.period_box.findData("year"))  # 2026: the same games, said again
    win.period_box.setCurrentIndex(win.period_box.findData("all"))
    assert said[-1] == "All time: 1 game finished, " + f"{s.win_pct:.0f}% won, 2 deals of duplicate matches."


def test_without_duplicate_deals_a_filter_change_says_nothing_of_them(qtbot: QtBot, said: list[str]) -> None:
    with open_history(history_path()) as history:
        history.store(standard_game(3, "2026-05-01T10:00:00"), now="2026-05-01T11:00:00")
    win = _window(qtbot)
    win.refresh_button.click()
    assert said and "duplicate" not in said[-1]


def test_one_duplicate_deal_is_said_in_the_singular(qtbot: QtBot, said: list[str]) -> None:
    with open_history(history_path()) as history:
        history.store(duplicate_deal(1, 1, "2026-05-02T10:01:00"), now="2026-05-02T11:00:00")
    win = _window(qtbot)
    win.refresh_button.click()
    assert said == ["You: 0 games finished, 1 deal of a duplicate match."]


def _legend_drawn(chart: WinRateChart, monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRectF, str]]:
    drawn: list[tuple[QRectF, str]] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            drawn.append((QRectF(args[0]), args[2]))
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    chart.grab()
    monkeypatch.undo()
    return [(rect, text) for rect, text in drawn if text in ("all games", "last 10 games")]


@pytest.mark.parametrize("width", [420, 300])
def test_the_win_chart_s_legend_is_whole_on_a_narrow_chart(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                            width: int) -> None:
    """In Russian at 14 points «последние 10 игр» was cut at the chart's edge («последни»): the legend goes on two
    lines where one is too narrow for it, and the plot begins below it."""
    chart = WinRateChart()
    qtbot.addWidget(chart)
    font = QFont(chart.font())
    font.setPointSizeF(font.pointSizeF() * 1.4)
    chart.setFont(font)
    chart.set_results([True, False, True])
    chart.resize(width, 240)
    legend = _legend_drawn(chart, monkeypatch)
    assert sorted(text for _, text in legend) == ["all games", "last 10 games"]
    metrics = chart.fontMetrics()
    for rect, text in legend:
        assert rect.left() + metrics.horizontalAdvance(text) <= chart.width(), (text, rect, chart.width())
        assert rect.bottom() <= chart.area().top(), "the plot begins below the legend"
    one_line = len({round(rect.top()) for rect, _ in legend}) == 1
    assert one_line == (width == 420)


def test_on_a_narrow_window_the_charts_go_one_under_another_and_nothing_scrolls_sideways(qtbot: QtBot) -> None:
    """Low-vision QA, 200 % on 1280 x 720: the two charts and the partners' list needed 659 pixels of 602 side by
    side, and the whole body scrolled sideways, the tiles' last column and the list cut off."""
    from PySide6.QtWidgets import QBoxLayout

    _game_then_deals()
    win = _window(qtbot)
    win.resize(1100, 700)
    qtbot.waitUntil(lambda: win.charts.direction() is QBoxLayout.Direction.LeftToRight)
    win.resize(560, 600)
    qtbot.waitUntil(lambda: win.charts.direction() is QBoxLayout.Direction.TopToBottom)
    qtbot.wait(50)
    assert win.body.body.minimumSizeHint().width() <= win.body.viewport().width()
    assert win.body.horizontalScrollBar().maximum() == 0

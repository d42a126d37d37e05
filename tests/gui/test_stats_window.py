"""The Statistics window driven headless: its figures are the history's, its filters narrow them, problems show."""

from __future__ import annotations

import datetime
import itertools
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.history.access import history_path
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.stats.charts import WinRateChart, nice_step
from spades_desktop.gui.stats.window import StatsWindow, pct
from spades_desktop.history import SCHEMA_VERSION, Filters, open_history
from tests.history.games import random_played

from .test_history_window import family_game, seed_history, shot


@pytest.fixture
def stats_window(qtbot: QtBot) -> StatsWindow:
    seed_history(40)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_figures_are_the_history_s(qtbot: QtBot, stats_window: StatsWindow, tmp_path: Path) -> None:
    assert stats_window.player_box.currentText() == "Ann"
    assert not stats_window.notice.isVisibleTo(stats_window)
    with open_history(history_path()) as history:
        expected = history.stats(Filters(player="Ann"))
        assert sorted(stats_window.player_box.itemText(i) for i in range(stats_window.player_box.count())) == \
            sorted(history.players())
    tiles = stats_window.tiles
    assert expected.games > 3
    assert tiles["games"].value.text() == str(expected.games)
    assert tiles["wins"].value.text() == pct(expected.win_pct)
    assert tiles["wins"].detail.text() == f"{expected.wins} won, {expected.losses} lost"
    assert tiles["made"].detail.text() == f"{expected.contracts_made} of {expected.contracts}"
    assert tiles["nils"].value.text() == f"{expected.nils_made}/{expected.nils_bid}"
    assert tiles["best"].value.text() == str(expected.best.total)  # type: ignore[union-attr]
    assert stats_window.win_chart.wins == [r.won for r in expected.results]
    assert stats_window.game_chart.totals, "the latest game's running totals are drawn"
    assert "Opponents" in stats_window.levels.text()
    shot(stats_window, "stats-window", tmp_path)


def test_the_current_streak_is_a_count_of_games_won_or_lost_in_a_row(stats_window: StatsWindow) -> None:
    """Russian showed «−1 / поражений подряд»: a signed number before a noun of the wrong form."""
    streak = stats_window.stats.current_streak
    assert streak != 0
    tile = stats_window.tiles["streak"]
    assert tile.value.text() == str(abs(streak))
    assert tile.detail.text() == {(True, 1): "game won in a row", (True, 0): "games won in a row",
                                  (False, 1): "game lost in a row", (False, 0): "games lost in a row"}[
        (streak > 0, int(abs(streak) == 1))]


def test_the_bags_are_counted_in_the_bags_tile_not_as_overtricks_under_sets(stats_window: StatsWindow) -> None:
    """The Sets tile said "119 overtricks" and the next tile called them "Bags a hand"."""
    stats = stats_window.stats
    assert stats is not None and stats.overtricks > 1 and stats.contracts > 0
    sets, bags = stats_window.tiles["sets"], stats_window.tiles["bags"]
    assert (sets.caption.text(), sets.value.text()) == ("Sets", str(stats.sets))
    assert sets.detail.text() == f"{pct(100 * stats.sets / stats.contracts)} of the contracts"
    assert bags.caption.text() == "Bags a hand" and bags.detail.text() == f"{stats.overtricks} bags in all"
    assert not any("overtrick" in tile.detail.text() for tile in stats_window.tiles.values())


def test_the_games_tile_counts_finished_games_and_the_unfinished_on_top(stats_window: StatsWindow) -> None:
    """"15 games, 3 unfinished" beside "10 won, 5 lost" read as if 3 of the 15 were unfinished."""
    stats = stats_window.stats
    assert stats is not None and stats.unfinished > 0
    tile = stats_window.tiles["games"]
    assert int(tile.value.text()) == stats.wins + stats.losses
    assert tile.caption.text() == "Games finished"
    assert tile.detail.text() == f"and {stats.unfinished} unfinished"


def test_the_latest_games_whole_names_and_totals_show_on_hover(qtbot: QtBot, stats_window: StatsWindow) -> None:
    # At 800-1024 px the end labels are shortened ("Ann & No… 3: −166") and nothing gave the whole names.
    chart = stats_window.game_chart
    stats_window.resize(800, 560)
    qtbot.wait(20)
    labels = chart.labels()
    assert labels and all(label.rsplit(": ", 1)[1].lstrip("\u2212").isdigit() for label in labels)
    assert chart.toolTip().splitlines() == labels
    # and for a screen reader, after which game it is (tests/gui/test_stats_access.py)
    assert all(label.replace(": ", " ") in chart.accessibleDescription() for label in labels)


def test_filters_narrow_the_figures(qtbot: QtBot, stats_window: StatsWindow) -> None:
    box = stats_window.preset_box
    box.setCurrentIndex(box.findData("standard"))
    with open_history(history_path()) as history:
        expected = history.stats(Filters(player="Ann", preset_id="standard"))
    assert stats_window.tiles["games"].value.text() == str(expected.games)
    assert stats_window.tiles["points"].detail.text() == f"{expected.hands} hands"
    stats_window.player_box.setCurrentText("Bob")
    assert stats_window.stats is not None and stats_window.stats.player == "Bob"
    stats_window.period_box.setCurrentIndex(stats_window.period_box.findData("30"))
    # the seeded games were played in the first half of 2026
    assert stats_window.filters(datetime.date(2026, 3, 1)).since == "2026-01-31"
    if datetime.date.today() > datetime.date(2026, 9, 1):
        assert stats_window.tiles["games"].value.text() == "0"
        assert stats_window.win_chart.wins == []


def test_this_year_starts_on_the_first_of_january(stats_window: StatsWindow) -> None:
    stats_window.period_box.setCurrentIndex(stats_window.period_box.findData("year"))
    assert stats_window.filters(datetime.date(2027, 6, 5)).since == "2027-01-01"


@pytest.mark.parametrize(("period", "since"), [("7", "2026-11-29"), ("30", "2026-11-06"), ("365", "2025-12-06")])
def test_the_last_7_days_are_today_and_the_6_days_before(stats_window: StatsWindow, period: str,
                                                         since: str) -> None:
    # QA: on 2026-12-05 "Last 7 days" started on 2026-11-28, eight calendar days ("Last 30 days" 31 of them).
    stats_window.period_box.setCurrentIndex(stats_window.period_box.findData(period))
    assert stats_window.filters(datetime.date(2026, 12, 5)).since == since


def test_a_newer_history_says_why_statistics_are_unavailable(qtbot: QtBot) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    win = StatsWindow()
    qtbot.addWidget(win)
    assert win.notice.text().startswith("Statistics are unavailable:") and "newer version" in win.notice.text()
    assert all(tile.value.text() == "–" for tile in win.tiles.values())


def test_a_damaged_history_is_kept_and_the_window_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database" * 500)
    win = StatsWindow()
    qtbot.addWidget(win)
    assert "damaged" in win.notice.text() and (path.parent / "history.sqlite3.damaged-1").exists()
    shot(win, "stats-window-empty", tmp_path)


def test_an_empty_history_invites_to_play(qtbot: QtBot) -> None:
    win = StatsWindow()
    qtbot.addWidget(win)
    assert win.notice.text().startswith("No games yet")


def test_win_rate_series_and_round_steps(qapp: object) -> None:  # a widget needs the application
    chart = WinRateChart()
    chart.set_results([True, False, True, True])
    overall, recent = chart.series()
    assert overall == [100.0, 50.0, pytest.approx(66.666, 0.01), 75.0] and recent == overall
    assert [nice_step(s) for s in (100, 560, 7, 0)] == [20.0, 200.0, 2.0, 1.0]


def test_one_finished_game_shows_its_figures(qtbot: QtBot) -> None:
    record = next(p.record for p in (random_played(s) for s in range(60))
                  if p.record.is_over and p.record.players[0].kind == "human")
    with open_history(history_path()) as history:
        history.store(record, now="2026-11-30T12:00:00")
    win = StatsWindow(player=record.players[0].name)
    qtbot.addWidget(win)
    assert win.tiles["games"].value.text() == "1"
    assert win.win_chart.wins == [record.winner == record.rules.side_of(0)]


def test_the_game_over_panel_shows_the_totals_and_opens_statistics(qtbot: QtBot, window: MainWindow,
                                                                    tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    from .conftest import setup_for
    from .test_history_window import finish_game

    # A 1366 x 768 window: room for the chart with the longer name beside it, the result at the table's text size (in
    # the 1280 x 800 one the panel gives up its chart rather than make its text smaller: test_lowvision7_findings)
    window.resize(1366, 768)
    qtbot.wait(100)
    setup = setup_for(seed=21, hand_limit=1)
    seats = (*setup.seats[:3], replace(setup.seats[3], name="Ethan Jones"))  # a longer name to show whole
    window.start_game(replace(setup, seats=seats))
    finish_game(qtbot, window)
    panel = window.table_view.game_over_panel
    extras = window.game_over_extras
    assert extras is not None and panel.isVisible() and extras.chart.isVisibleTo(panel)
    game = window.controller.game
    assert game is not None
    assert extras.chart.totals == [log.score.totals for log in game.hands_log if log.score is not None]
    assert extras.chart.names == ["You & Nora", "Wes & Ethan Jones"]
    widest = max(extras.chart.fontMetrics().horizontalAdvance(label) for label in extras.chart.labels())
    assert extras.chart.right_margin() >= widest + 16, "the end labels are drawn whole (not \"Wes & ...es: 141\")"
    from PySide6.QtGui import QColor, QPalette

    from spades_desktop.gui import style
    for theme in (style.HIGH_CONTRAST, style.STANDARD):  # the chart writes in the panel's light ink, as themed
        window.set_theme(theme.name)
        assert extras.chart.palette().color(QPalette.ColorRole.WindowText) == QColor(theme.text)
    shot(window, "game-over-panel", tmp_path)
    qtbot.mouseClick(extras.button, Qt.MouseButton.LeftButton)
    stats = window._stats_window
    assert stats.isVisible() and stats.player_box.currentText() == "You"
    assert stats.tiles["games"].value.text() == "1"
    stats.close()


def test_russian_statistics_write_a_decimal_comma_and_a_true_minus(qtbot: QtBot, russian: None) -> None:
    # "Очков за раздачу -40.7", "Мешков за раздачу 2.45": a Russian window writes "−40,7" and "2,45"
    seed_history(40)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    stats = win.stats
    assert stats is not None and stats.points_per_hand is not None and stats.bags_per_hand is not None
    assert stats.points_per_hand < 0 and stats.worst is not None and stats.worst.total < 0
    points = f"{stats.points_per_hand:.1f}".replace(".", ",").replace("-", "\u2212")
    assert win.tiles["points"].value.text() == points
    assert win.tiles["bags"].value.text() == f"{stats.bags_per_hand:.2f}".replace(".", ",")
    assert win.tiles["worst"].value.text() == f"\u2212{-stats.worst.total}"
    from spades_desktop.gui.stats.charts import axis_number  # the charts' grid lines

    assert [axis_number(v) for v in (-200.0, 2.5, 0.25, 0.0)] == ["\u2212200", "2,5", "0,25", "0"]
    assert all("-" not in label for label in win.game_chart.labels()), win.game_chart.labels()


# ------------------------------------------------------------------ a small screen
def _family_stats(qtbot: QtBot, size: tuple[int, int] | None = None) -> StatsWindow:
    """The family's statistics: Маша's one game, lost to «Робот Вася и Робот Петя»."""
    family_game()
    win = StatsWindow(player="Маша")
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(20)
    return win


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_statistics_window_fits_an_800_by_600_screen(qtbot: QtBot, request: pytest.FixtureRequest,
                                                          language: str) -> None:
    # In Russian it was at least 801 pixels wide: its twelve tiles in four columns.
    if language == "ru":
        request.getfixturevalue("russian")
    win = _family_stats(qtbot)
    assert win.minimumSizeHint().width() <= 800, win.minimumSizeHint()
    seed_history(40)  # more games: longer details ("и ещё неоконченных: 3")
    win.refresh()
    qtbot.wait(20)
    win.player_box.setCurrentText("Ann")
    assert win.stats is not None and win.stats.player == "Ann"
    assert win.minimumSizeHint().width() <= 800, win.minimumSizeHint()


def _drawn_texts(widget: QWidget, monkeypatch: pytest.MonkeyPatch) -> list[tuple[QRectF, str]]:
    """The texts ``widget`` draws (with the rectangles they are drawn in) when it is painted."""
    drawn: list[tuple[QRectF, str]] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            drawn.append((QRectF(args[0]), args[2]))
        return draw(painter, *args)  # type: ignore[call-overload]

    monkeypatch.setattr(QPainter, "drawText", recording)
    widget.grab()
    monkeypatch.undo()
    return drawn


@pytest.mark.usefixtures("russian")
@pytest.mark.parametrize("size", [(1024, 560), (800, 560)], ids=["1024x600", "800x600"])
def test_on_a_small_screen_the_latest_game_s_labels_tell_the_sides_apart(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], tmp_path: Path) -> None:
    # «Робот …тя: 98» and «Маша и…: −120»: cut in the middle, the sides could not be told apart.
    win = _family_stats(qtbot, size)
    chart = win.game_chart
    labels = chart.labels()
    assert any("Робот Вася и Робот Петя" in label for label in labels), labels
    drawn = _drawn_texts(chart, monkeypatch)
    right = chart.area().right()
    ends = [(rect, text) for rect, text in drawn if rect.left() > right]  # right of the plot: the end labels
    assert not any("…" in text for _, text in ends), ends
    for label in labels:  # each label whole, on its lines one under the other
        parts = label.split(" ")
        found = next(n for n, (_, text) in enumerate(ends) if parts[0] == text.split(" ")[0])
        lines = [ends[found][1]]
        while " ".join(lines) != label:
            found += 1
            assert found < len(ends) and label.startswith(" ".join([*lines, ends[found][1]])), (label, ends)
            lines.append(ends[found][1])
    fm = chart.fontMetrics()
    for rect, text in ends:
        assert fm.horizontalAdvance(text) <= chart.width() - rect.left(), text
        assert rect.top() >= 0 and rect.bottom() <= chart.height(), text
    tops = sorted(rect.top() for rect, _ in ends)
    assert all(b - a >= fm.height() - 0.5 for a, b in itertools.pairwise(tops)), "no line over another"
    shot(win, f"stats-russian-{size[0]}", tmp_path)


def test_you_in_english_and_in_russian_is_one_player(qtbot: QtBot, russian: None) -> None:
    # QA: a game alone in English ("You") and one in Russian («Вы») split the person in two in the Player box.
    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.record import GameRecord

    from ..record.record_samples import random_game

    with open_history(history_path()) as history:
        for n, you in enumerate(("You", "Вы")):
            game = random_game(RuleSet(target=100, mercy=-100), 20 + n)
            assert game.is_over
            history.store(GameRecord.from_game(game, names=[you, "Wes", "Nora", "Ethan"],
                                               kinds=["human", "bot:normal", "bot:easy", "bot:hard"],
                                               created=f"2026-12-0{n + 1}T10:00:00"), now="2026-12-03T10:00:00")
        assert history.stats(Filters(player="Вы")).games == 1
    window = StatsWindow(player="Вы")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    names = [window.player_box.itemText(i) for i in range(window.player_box.count())]
    assert names == ["Вы"], names
    assert window.filters().player in ("You", "Вы") and len(window.filters().player_aliases) == 1
    with open_history(history_path()) as history:
        assert history.stats(window.filters()).games == 2


def test_many_mixes_of_opponents_scroll_and_the_window_still_fits_a_1024_by_600_screen(qtbot: QtBot) -> None:
    # QA (531 games): one line per mix of opponents in "Against" made the window's smallest height grow with each
    # mix, 583 pixels for "You": taller than a 1024 x 600 screen has room for. The lists scroll now.
    from PySide6.QtWidgets import QBoxLayout

    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.layouts import WINDOW_FRAME, screen_room
    from spades_desktop.record import GameRecord

    from ..record.record_samples import random_game

    levels = ("bot:easy", "bot:normal", "bot:hard", "human")
    partnership = RuleSet(target=100, mercy=-100)
    cutthroat = RuleSet(partnerships=False, target=100, mercy=-100)
    # partnerships: each partner's level with each pair of opponents; cutthroat: each three opponents
    mixes = [(partnership, ("human", a, p, b)) for p in levels
             for a, b in itertools.combinations_with_replacement(levels, 2)]
    mixes += [(cutthroat, ("human", *three)) for three in itertools.combinations_with_replacement(levels, 3)]

    def store(games: list[tuple[RuleSet, tuple[str, ...]]], first: int) -> None:
        with open_history(history_path()) as history:
            for n, (rules, kinds) in enumerate(games, first):
                game = random_game(rules, 40 + n)
                history.store(GameRecord.from_game(game, names=["Ann", "Wes", "Nora", "Ethan"], kinds=list(kinds),
                                                   created=f"2026-11-{1 + n % 28:02d}T10:00:00"),
                              now="2026-12-03T10:00:00", status=None if game.is_over else "abandoned")

    store(mixes[:1], 0)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    least = win.minimumSizeHint().height()
    store(mixes[1:], 1)
    win.refresh()
    qtbot.wait(20)
    assert win.stats is not None and len(win.stats.by_opponents) == 14 and len(win.stats.by_partner) == 4
    assert "Opponents" in win.levels.text()
    # the lists scroll: they never make the window higher than its screen leaves (the charts may go one under
    # another beside a list too wide for the three in a row, and the body is then as high as the screen allows)
    room = screen_room(win)
    assert room is not None
    assert win.minimumSizeHint().height() + WINDOW_FRAME <= room.height(), (win.minimumSizeHint(), room)
    if win.charts.direction() is QBoxLayout.Direction.LeftToRight:
        assert win.minimumSizeHint().height() <= least, (win.minimumSizeHint(), least)
    assert least + WINDOW_FRAME <= 600
    # the scroll area is a Tab stop: a screen reader hears its name and its lines (it said nothing there)
    area = win.levels_area
    assert area.focusPolicy() != Qt.FocusPolicy.NoFocus and area.accessibleName()
    assert "Opponents" in area.accessibleDescription() and "<" not in area.accessibleDescription()


def test_mixed_levels_read_in_one_order_the_bots_from_easy_then_people(stats_window: StatsWindow) -> None:
    # QA: "Easy + people" stood next to "people + Normal" (the history stores a mix alphabetically).
    name = stats_window.level_name
    assert [name(level, 2) for level in ("easy+human", "human+normal", "hard+normal", "easy+hard+human")] == \
        ["Easy bot + a person", "Normal bot + a person", "Normal bot + Hard bot", "Easy bot + Hard bot + a person"]


def test_partners_and_opponents_are_named_as_a_player_says_them(stats_window: StatsWindow) -> None:
    # Russian family QA: «Против — Обычный» ("Against — Normal") and «Люди» ("people") for a partner were unclear
    name = stats_window.level_name
    assert [name(level) for level in ("normal", "human", "hard")] == ["Normal bot", "a person", "Hard bot"]
    assert [name(level, 2) for level in ("normal", "human", "easy")] == ["Normal bots", "people", "Easy bots"]
    text = stats_window.levels.text()
    assert "Partner" in text and "Opponents" in text and "Against" not in text and "With partner" not in text


def test_a_long_rules_name_ends_with_dots_and_is_whole_in_the_tooltip(qtbot: QtBot,
                                                                        stats_window: StatsWindow) -> None:
    # Russian QA: at 800 pixels the three equal boxes showed «Классические п» for «Классические парные пики».
    win = stats_window
    win.resize(800, 600)
    box = win.preset_box
    box.addItem("Партнёрская торговля с проверкой тузов и очень длинным названием", "long")
    box.setCurrentIndex(box.count() - 1)
    qtbot.waitUntil(lambda: box.width() > 0)
    shown, whole = box.shown_text(), box.currentText()
    assert shown != whole and shown.endswith("…") and whole.startswith(shown[:-1]), shown
    assert box.toolTip() == whole
    assert win.period_box.width() < box.width(), "the rules' box gets the room the period's does not need"
    period = win.period_box
    assert all(period.fontMetrics().horizontalAdvance(period.itemText(i)) < period.width() - 20
               for i in range(period.count())), "the period's choices fit"
    box.setCurrentIndex(0)
    assert box.shown_text() == box.currentText() and box.toolTip() == "", "a name that fits is shown whole"


def test_the_partner_and_opponents_list_shows_the_focus_ring_when_tab_reaches_it(
        qtbot: QtBot, stats_window: StatsWindow) -> None:
    # Keyboard QA: Tab stopped on the "With partner / Against" list and nothing on screen changed.
    win = stats_window
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    area = win.levels_area
    assert area.focusPolicy() != Qt.FocusPolicy.NoFocus
    win.setFocus()
    qtbot.waitUntil(lambda: not area.hasFocus())
    qtbot.wait(50)
    before = win.grab().toImage()
    area.setFocus()
    qtbot.waitUntil(area.hasFocus)
    qtbot.wait(50)
    assert win.grab().toImage() != before


def test_games_of_no_preset_add_no_nameless_rules_to_the_filter(stats_window: StatsWindow,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Records with no preset (imported or hand-made, ``"preset": null``) are listed under the id "": the box showed
    an empty entry beside "All rules", with the same data (the bad-input QA, ``stats --preset``)."""
    history = stats_window.history
    assert history is not None
    listed = history.presets()
    monkeypatch.setattr(type(history), "presets", lambda self: [*listed, ("", "")])
    stats_window.refresh()
    box = stats_window.preset_box
    entries = [(box.itemText(i), box.itemData(i)) for i in range(box.count())]
    assert all(text for text, _ in entries) and [data for _, data in entries].count("") == 1, entries

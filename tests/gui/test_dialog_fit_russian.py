"""New game, History, Review and Statistics on a 1366 x 768 laptop at 150 % (911 x 512 logical pixels) with a
14-point font, in Russian and in English: each window inside the screen's free room with its title bar, every
button and box whole (QA, a Russian family: New game showed 63 of the 186 pixels of «Человек» / «Обычный бот»,
History's «Закрыть» lay past the screen's edge and its search box showed «П…», Review's buttons ended below the
screen, Statistics was 970 wide with «Обновить» past the screen's edge).

Qt sizes a window from the screen it opens on and the scale is set before the application starts, so the windows
are measured in a child process (this file run as ``python -m tests.gui.test_dialog_fit_russian [PNG_FOLDER]``,
which also saves a picture of each); at the suite's own screen and font the windows keep their look."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QComboBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.layouts import WINDOW_FRAME

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "ru"]
WINDOWS = ["new_game", "history", "review", "statistics"]


# ------------------------------------------------------------------------------------------ the child process
def _settle(seconds: float = 0.6) -> None:
    app = QApplication.instance()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()  # type: ignore[union-attr]


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _seen(window: QWidget, png: Path | None, name: str) -> dict[str, Any]:
    """Show ``window`` and say where it lies against the screen's free room, and which of its buttons and boxes
    are not whole on the screen (past its edge, or cut by a scroll area)."""
    window.show()
    _settle()
    if png is not None:
        window.grab().save(str(png / f"{name}.png"))
    room = window.screen().availableGeometry()
    cut = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, QAbstractButton | QComboBox | QLineEdit) or not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) and not widget.text():
            continue  # a scroll bar's arrows, a line edit's clear button
        seen = widget.visibleRegion().boundingRect()
        if seen.isEmpty() and _scrolled(widget, window):
            continue  # scrolled out of sight (below a body that scrolls): the scroll bar shows it
        on_screen = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        if not room.contains(on_screen) or seen.width() != widget.width() or (
                seen.height() != widget.height() and not _scrolled(widget, window)):
            cut.append(widget.text() if isinstance(widget, QAbstractButton | QLineEdit) and widget.text()
                       else widget.currentText() if isinstance(widget, QComboBox)
                       else widget.placeholderText() if isinstance(widget, QLineEdit) else widget.objectName())
    return {"frame": _rect(window.frameGeometry()), "geometry": _rect(window.geometry()), "room": _rect(room),
            "least": [window.minimumSizeHint().width(), window.minimumSizeHint().height()], "cut": cut}


def _measure(lang: str, png: Path | None) -> dict[str, Any]:
    from spades_desktop.gui.history.window import HistoryWindow
    from spades_desktop.gui.new_game_dialog import NewGameDialog
    from spades_desktop.gui.presets import load_presets
    from spades_desktop.gui.review import ReviewWindow
    from spades_desktop.gui.settings import NewGameChoices
    from spades_desktop.gui.stats.window import StatsWindow

    from .test_review import played_hand

    found: dict[str, Any] = {}
    presets, broken = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(), broken)
    found["new_game"] = _seen(dialog, png, f"new-game-{lang}")
    found["new_game"]["seats"] = [box.visibleRegion().boundingRect().width() >= box.sizeHint().width()
                                  for box in dialog.level_boxes]
    dialog.close()
    history = HistoryWindow()
    found["history"] = _seen(history, png, f"history-{lang}")
    search = history.search
    found["history"]["search"] = [search.width(), search.fontMetrics().horizontalAdvance(search.placeholderText())]
    history.close()
    _game, record = played_hand()
    review = ReviewWindow(record, 0, samples=4)
    found["review"] = _seen(review, png, f"review-{lang}")
    review.close()
    statistics = StatsWindow(player="You")
    found["statistics"] = _seen(statistics, png, f"statistics-{lang}")
    view = statistics.body.viewport()
    found["statistics"]["tiles_cut"] = [  # past the body's right edge (it scrolled sideways)
        tile.caption.text() for tile in statistics.tiles.values()
        if tile.mapTo(view, QPoint(tile.width(), 0)).x() > view.width()]
    found["statistics"]["charts"] = [  # (plot's height, a line of the type, the y numbers' least distance)
        [chart.area().height(), chart.fontMetrics().height(), _y_numbers_apart(chart)]
        for chart in (statistics.win_chart, statistics.game_chart)]
    statistics.close()
    return found


def _y_numbers_apart(chart: Any) -> float:
    """The least distance between two of the chart's y numbers, as it draws them."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    tops: list[float] = []
    draw = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and args[0].right() <= chart.area().left() + 0.5:
            tops.append(args[0].top())
        return draw(painter, *args)  # type: ignore[call-overload]

    setattr(QPainter, "drawText", recording)  # noqa: B010 (mypy: an overloaded method)
    try:
        chart.grab()
    finally:
        setattr(QPainter, "drawText", draw)  # noqa: B010
    tops.sort()
    return min((b - a for a, b in itertools.pairwise(tops)), default=0.0)


def _stats_history() -> None:
    """Games for the Statistics window: a finished game of the family's long names and a duplicate match's deals
    (its note shows), so that its tiles, its charts and its note are full."""
    from spades_desktop.gui.history.access import history_path
    from spades_desktop.history import open_history

    from ..history.test_duplicate_deals import duplicate_deal, standard_game

    with open_history(history_path()) as history:
        history.store(standard_game(3, "2026-05-01T10:00:00"), now="2026-05-01T11:00:00")
        for n in (1, 2):
            history.store(duplicate_deal(n, 2, f"2026-05-02T10:0{n}:00"), now="2026-05-02T11:00:00")


def main() -> None:
    from spades_desktop.gui.application import install_translations, make_application

    png = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    if png is not None:
        png.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    font = QFont(app.font())
    font.setPointSize(14)
    app.setFont(font)
    make_application()
    _stats_history()
    found = {"en": _measure("en", png)}
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    assert install_translations(app, QLocale("ru_RU")), "the Russian translation loads"
    found["ru"] = _measure("ru", png)
    print(json.dumps(found, ensure_ascii=False))


# ------------------------------------------------------------------------------------------------- the tests
@pytest.fixture(scope="module")
def laptop(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the child process saw, by language, on 1366 x 768 at 150 % with a 14-point font."""
    folder = tmp_path_factory.mktemp("laptop-14pt")
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder),
               PYTHONPATH=str(ROOT), QT_SCALE_FACTOR="1.5", HOME=str(folder))
    done = subprocess.run([sys.executable, "-m", "tests.gui.test_dialog_fit_russian"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=240, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", WINDOWS)
def test_at_14_points_on_a_laptop_at_150_percent_the_window_fits_with_every_control_whole(
        laptop: dict[str, Any], lang: str, name: str) -> None:
    found = laptop[lang][name]
    x, _y, width, _height = found["frame"]
    _x, y, _width, height = found["geometry"]
    room_x, room_y, room_w, room_h = found["room"]
    least_w, least_h = found["least"]
    assert least_w <= room_w and least_h + WINDOW_FRAME <= room_h, ("it can fit, with a title bar", found)
    assert room_x <= x and x + width <= room_x + room_w, ("inside the screen sideways, with its frame", found)
    assert height + WINDOW_FRAME <= room_h and room_y <= y and y + height <= room_y + room_h, (
        "inside the screen, with room for a title bar", found)
    assert found["cut"] == [], found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_tiles_are_whole_sideways(laptop: dict[str, Any], lang: str) -> None:
    # In Russian four columns of tiles needed 1118 pixels: the window was 970 wide on a screen of 911, and the
    # last column lay behind a sideways scroll bar. They go to three columns (or fewer) where four do not fit.
    assert laptop[lang]["statistics"]["tiles_cut"] == [], laptop[lang]["statistics"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_statistics_charts_y_numbers_are_apart_in_a_plot_four_lines_high(laptop: dict[str, Any], lang: str) -> None:
    # The win % chart kept its 160 pixels: under its title and a legend of two lines the plot was 36 pixels high,
    # its y numbers "0%" to "100%" on top of each other. Its least height now grows with the type.
    for plot, line, apart in laptop[lang]["statistics"]["charts"]:
        assert plot >= 4 * line and apart >= line, laptop[lang]["statistics"]["charts"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_game_dialog_shows_whole_who_plays_each_seat(laptop: dict[str, Any], lang: str) -> None:
    # «Человек» / «Обычный бот» showed 63 of their 186 pixels: the dialog held at 609 wide, its rows needing 746.
    assert laptop[lang]["new_game"]["seats"] == [True] * 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_search_box_shows_its_words(laptop: dict[str, Any], lang: str) -> None:
    # It was 52 pixels wide in Russian: «П…» for «Поиск по именам и правилам».
    width, words = laptop[lang]["history"]["search"]
    assert width >= words, laptop[lang]["history"]


def test_at_the_usual_font_history_keeps_its_search_and_its_buttons_each_on_one_row(qtbot: QtBot) -> None:
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.history.window import HistoryWindow

    make_application()
    history = HistoryWindow()
    qtbot.addWidget(history)
    history.show()
    qtbot.waitExposed(history)
    assert history.top_rows.count() == 1 and history.button_rows.count() == 1
    assert history.search.y() == history.sort_box.y() or abs(history.search.geometry().center().y()
                                                              - history.sort_box.geometry().center().y()) < 4


def test_at_the_usual_font_statistics_keep_their_filters_on_one_row_and_four_columns_of_tiles(qtbot: QtBot) -> None:
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.stats.window import StatsWindow

    make_application()
    _stats_history()
    statistics = StatsWindow(player="You")
    qtbot.addWidget(statistics)
    statistics.show()
    qtbot.waitExposed(statistics)
    assert statistics.filter_rows.count() == 1
    tiles = list(statistics.tiles.values())
    assert len({tile.y() for tile in tiles[:4]}) == 1 and tiles[4].y() > tiles[0].y()
    assert statistics.body.horizontalScrollBar().maximum() == 0


if __name__ == "__main__":
    main()

"""A low-vision player's findings (QA lowvision10: 1366 x 768 at 150 % with 20-point type, 1280 x 720 at 200 % with
14, high contrast): the History taller than the screen once its chart drew a game; the print preview's tool bar light
grey under white words, and its page with no focus mark; Keep score's set-up narrower than its contents; the main
window taller than the screen as a game started.

Each screen is a child process with a screen that size (``lowvision10_driver``), measured once for the tests here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QGraphicsView, QLabel, QToolBar
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui import style
from spades_desktop.gui.layouts import WINDOW_FRAME
from spades_desktop.gui.scorepad_print import print_preview_dialog
from spades_desktop.sheets.model import blank_sheet

from .scaled_screen import fits, measured

# width, height, scale, points: the QA's two laptops
SCREENS = {"1366x768-150-20pt": (1366, 768, "1.5", "20"), "1280x720-200-14pt": (1280, 720, "2", "14")}


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request: pytest.FixtureRequest) -> tuple[int, int, str, str]:
    return SCREENS[str(request.param)]


def _inside(window: dict[str, Any]) -> bool:
    """The window lies within the screen's free room."""
    x, y, width, height = window["geometry"]
    return QRect(*window["room"]).contains(QRect(x, y, width, height))


def test_the_history_fits_the_screen_whatever_its_chart_draws(
        tmp_path_factory: pytest.TempPathFactory, screen: tuple[int, int, str, str]) -> None:
    # At 20 points on 1366 x 768 at 150 % the History was 528 pixels high on 512: the chart's least height grew from
    # 160 to 230 once it drew the selected game, and only the empty chart was fitted; Close, Export and Delete were
    # below the screen's edge and the list half a row high
    seen = measured(tmp_path_factory, "lowvision10_driver", *screen[:3], "history", screen[3], "hc")
    for step in ("opened", "none", "again"):
        window = seen[step]
        assert fits(window), (step, window)
        assert window["size"][1] + WINDOW_FRAME <= window["room"][3], (step, window)
        assert window["buttons_cut"] == [], (step, window)
        if step != "none":  # the game's row and more in sight, whole (the list showed half a row)
            assert window["list_height"] >= 2 * window["row_height"], (step, window)
    if screen[3] == "20":  # the chart gives way for a game, and is hidden with none selected
        assert not seen["opened"]["chart_shown"] and not seen["again"]["chart_shown"], seen
        assert not seen["none"]["chart_shown"], seen  # no game to draw: the room is the list's (QA lowvision11)


@pytest.fixture
def twenty_points(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[QRect]]:
    """20-point type, and the screen's free room the History and the layouts see (a list of one, to change); the
    font as it was after."""
    from spades_desktop.gui import layouts
    from spades_desktop.gui.history import window

    room = [QRect(0, 0, 911, 1000)]
    monkeypatch.setattr(layouts, "screen_room", lambda _w: QRect(room[0]))
    monkeypatch.setattr(window, "screen_room", lambda _w: QRect(room[0]))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = QFont(app.font())
    font = QFont(old)
    font.setPointSize(20)
    app.setFont(font)
    yield room
    app.setFont(old)


def test_the_history_s_chart_gives_way_on_a_lower_screen(qtbot: QtBot, twenty_points: list[QRect]) -> None:
    # the fit was made once, as the window was made: moved to a lower screen, the window stayed taller than it
    from spades_desktop.gui.history.window import HistoryWindow

    from .test_history_window import seed_history

    seed_history(3)
    history = HistoryWindow()
    qtbot.addWidget(history)
    history.show()
    qtbot.waitExposed(history)
    assert history.chart.isVisible()
    twenty_points[0] = QRect(0, 0, 853, 480)  # 1280 x 720 at 150 %
    QApplication.sendEvent(history, QEvent(QEvent.Type.ScreenChangeInternal))
    qtbot.waitUntil(lambda: not history.chart.isVisible())
    qtbot.waitUntil(lambda: history.height() + WINDOW_FRAME <= 480)
    assert history.minimumSizeHint().height() + WINDOW_FRAME <= 480


@pytest.fixture
def high_contrast(qapp: object) -> Iterator[None]:
    before = style.theme().name
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    style.apply(app, style.HIGH_CONTRAST.name)
    yield
    style.apply(app, before)


def _contrast(one: QColor, two: QColor) -> float:
    def lum(c: QColor) -> float:
        parts = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
                 for v in (c.redF(), c.greenF(), c.blueF())]
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    high, low = sorted((lum(one), lum(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _preview(qtbot: QtBot) -> QPrintPreviewDialog:
    dialog = print_preview_dialog(blank_sheet(RuleSet(), preset_name="Standard", rows=10))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # qtbot closes it
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def test_in_high_contrast_the_preview_s_page_total_can_be_read_on_its_tool_bar(qtbot: QtBot,
                                                                               high_contrast: None) -> None:
    # the tool bar kept Qt's light grey while the dialog's labels are white: "/ 1" at 1.1:1
    dialog = _preview(qtbot)
    bar = dialog.findChild(QToolBar)
    assert bar is not None
    labels = [label for label in bar.findChildren(QLabel) if label.isVisible() and label.text().strip()]
    assert labels
    picture = dialog.grab().toImage()
    for label in labels:
        inside = label.mapTo(dialog, QPoint(0, 0))
        ground = picture.pixelColor(inside.x() + 1, inside.y() + 1)
        ink = label.palette().color(label.foregroundRole())
        assert _contrast(ink, ground) >= 7, (label.text(), ink.name(), ground.name())
        # the words as drawn: the lightest and darkest pixels of the label differ as much
        colours = [picture.pixelColor(inside.x() + x, inside.y() + y)
                   for x in range(label.width()) for y in range(label.height())]
        light = max(colours, key=lambda c: c.lightnessF())
        dark = min(colours, key=lambda c: c.lightnessF())
        assert _contrast(light, dark) >= 7, (label.text(), light.name(), dark.name())


@pytest.mark.parametrize("theme", [style.STANDARD.name, style.HIGH_CONTRAST.name])
def test_the_preview_s_page_shows_the_focus_it_has_as_the_preview_opens(qtbot: QtBot, qapp: object,
                                                                        theme: str) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = style.theme().name
    style.apply(app, theme)
    try:
        dialog = _preview(qtbot)
        view = dialog.findChild(QGraphicsView)
        assert view is not None
        qtbot.waitUntil(view.hasFocus)
        focus = QColor(style.theme().focus).name()
        picture = dialog.grab().toImage()
        corner = view.mapTo(dialog, QPoint(0, view.height() // 2))
        assert [picture.pixelColor(corner.x() + x, corner.y()).name() for x in range(2)] == [focus] * 2
    finally:
        style.apply(app, before)


def test_keep_score_s_set_up_opens_as_wide_as_its_contents_without_a_sideways_scroll(
        tmp_path_factory: pytest.TempPathFactory, screen: tuple[int, int, str, str]) -> None:
    # 607 wide on 911 while its contents needed 703 (480 on 640 needing 523 at 200 %): a fixed least width of 480
    # kept Qt from taking the contents' least, and the intro, the rules and "Club preset file…" were cut
    dialog = measured(tmp_path_factory, "lowvision10_driver", *screen[:3], "setup", screen[3], "hc")
    assert dialog["sideways"] == 0, dialog
    assert dialog["body_width"] >= dialog["body_least"], dialog
    assert dialog["size"][0] <= dialog["room"][2] and _inside(dialog), dialog
    assert dialog["buttons_cut"] == [], dialog


def test_at_20_points_the_main_window_stays_within_the_screen_as_a_game_starts(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # 509 -> 538 pixels high on 512 as the scorepad was docked at the game's start (at its own least height, fitted
    # to the screen only after): the status line's second line below the screen's edge
    main = measured(tmp_path_factory, "lowvision10_driver", 1366, 768, "1.5", "game", "20", "hc")
    assert _inside(main), main
    assert main["highest"] <= main["room"][3], main
    assert main["status_bottom"] < main["size"][1], main

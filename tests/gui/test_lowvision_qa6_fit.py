"""A low-vision player's findings (QA lowvision6): the focus ring of the panels' quiet buttons, and the table, the
History, the house rules and the small dialogs on a 1280 x 720 screen at 225 % and a 1366 x 768 one at 200 % with
14-point type."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.engine import GameOver, RuleSet
from spades_desktop.gui import style
from spades_desktop.gui.panels import GameOverPanel

from .scaled_screen import fits, measured

# width, height, scale, points: 1280 x 720 at 225 % (569 x 320 logical pixels), 1366 x 768 at 200 % with 14 points
LOW_SCREENS = {"1280x720-225": (1280, 720, "2.25", 0), "1366x768-200-14pt": (1366, 768, "2", 14)}


@pytest.fixture(scope="module", params=list(LOW_SCREENS))
def low(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the driver saw of the History and the small dialogs on a screen of that size, scale and type size."""
    width, height, scale, points = LOW_SCREENS[str(request.param)]
    return measured(tmp_path_factory, "lowvision_qa6_driver", width, height, scale, "dialogs", str(points))



def _ring(button: QPushButton) -> list[str]:
    """The colours of the top edge of ``button``'s border, in the middle, as its window draws them."""
    window = button.window()
    picture = window.grab().toImage()
    top = button.mapTo(window, QPoint(button.width() // 2, 0))
    return [picture.pixelColor(top.x(), top.y() + y).name() for y in range(3)]


def test_a_focused_quiet_button_shows_the_focus_colour_ring(qtbot: QtBot, theme: style.Theme) -> None:
    # Tab from New game onto Review the game or Close: their ring was grey (#7c8882, #808080 in high contrast), the
    # quiet buttons' own border colour, not the focus colour New game's ring had
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    panel.show_result(RuleSet(), GameOver(winner=1, totals=(300, 515), reason="reached the target"),
                      ["You", "Wes", "Nora", "Ethan"], 0)
    panel.show()
    panel.activateWindow()
    qtbot.waitExposed(panel)
    focus = QColor(theme.focus).name()
    for button in (panel.new_button, panel.review_button, panel.close_button):
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        assert _ring(button) == [focus] * 3, (button.text(), _ring(button))
    panel.new_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(panel.new_button.hasFocus)
    assert _ring(panel.close_button)[1:] != [focus] * 2, "unfocused, the quiet button's ring goes"


def test_at_225_percent_on_a_1280_pixel_screen_the_table_fits_the_window_and_the_window_the_screen(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # 569 logical pixels of room: the table never went below 580 (``TABLE_LEAST``), the window's least width with it,
    # and in a window the screen's width East's hand and the turn's frame were cut off at its right edge
    main: dict[str, Any] = measured(tmp_path_factory, "lowvision_qa6_driver", 1280, 720, "2.25", "table",
                                      "0")["main"]
    x, _y, width, _height = main["geometry"]
    room_x, _room_y, room_width, _room_height = main["room"]
    assert main["least"][0] <= room_width, main
    assert room_x <= x and x + width <= room_x + room_width, main
    assert main["view"][0] >= 0 and main["view"][0] + main["view"][2] <= main["window_inside"][0], main
    assert main["table_cut"] == [], main


def test_the_history_fits_a_low_screen_its_chart_giving_way_and_its_search_box_readable(low: dict[str, Any]) -> None:
    # At 225 % on 1280 x 720 the History was at least 322 pixels high on 320, at 200 % with 14 points on 1366 x 768
    # 385 on 384: its buttons below the screen's edge (its rows went in two for the width, never for the height;
    # the list's and the chart's least heights never gave way). At 14 points its search box was "Se…".
    history = low["history"]
    assert fits(history), history
    assert history["buttons_cut"] == [], history
    assert history["search_width"] >= history["search_need"], history


def test_the_house_rules_fit_a_screen_narrower_than_the_fields_and_the_card_side_by_side(
        low: dict[str, Any]) -> None:
    # At 200 % with 14 points on 1366 x 768 the dialog was at least 723 wide on 683, the rules card narrowed to 120
    # (a word a line) and the fields' scroll area as wide as ever: Cancel's right edge past the screen's. The card
    # goes below the fields there, as wide as they are.
    house = low["house_rules"]
    assert fits(house), house
    x, _y, width, _height = house["geometry"]
    assert x + width <= house["room"][0] + house["room"][2], house
    assert house["card_shown"] and house["card_width"] >= 240, house


def test_the_last_trick_widens_its_summary_to_fit_a_low_screen(low: dict[str, Any]) -> None:
    # At 200 % with 14 points on 1366 x 768 the dialog was at least 366 high on 384 (344 under a title bar): its cards
    # at their least, its summary wrapped to three lines at the dialog's least width (352) on a screen 683 wide.
    last = low["last_trick"]
    assert fits(last), last
    assert last["buttons_cut"] == [], last


def test_about_fits_a_low_screen(low: dict[str, Any]) -> None:
    # A QMessageBox.about: 341 x 366 at 200 % with 14 points on 1366 x 768 (344 under a title bar), its text wrapped
    # narrow and its OK button below the screen's edge.
    about = low["about"]
    assert fits(about), about
    assert about["buttons_cut"] == [], about
    x, y, width, height = about["geometry"]
    room_x, room_y, room_width, room_height = about["room"]
    assert room_x <= x and x + width <= room_x + room_width and y + height <= room_y + room_height, about


def test_the_duplicate_set_up_fits_a_low_screen(low: dict[str, Any]) -> None:
    # At 200 % with 14 points on 1366 x 768 it was 374 high on 384 (344 under a title bar), its buttons 30 pixels
    # below the screen's edge.
    setup = low["duplicate_setup"]
    assert fits(setup), setup
    assert setup["buttons_cut"] == [], setup
    _x, y, _width, height = setup["geometry"]
    assert y + height <= setup["room"][1] + setup["room"][3], setup

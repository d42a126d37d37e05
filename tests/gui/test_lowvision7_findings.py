"""A low-vision player's findings, part 3 (QA lowvision4): the main window on a screen 731 to 800 logical pixels wide
(1366 x 768 at 175 %: 781 x 439), and on 1280 x 720 at 150 % with a 14-point font (853 x 480) while bidding and at
the game's end.

Each screen is a child process with a screen that size (``lowvision7_driver``), measured once for the tests here."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget

from ..sheets.scripted import NAMES, RULES, scripted_hands
from .conftest import setup_for
from .scaled_screen import fits, measured
from .test_history_window import finish_game

# width, height, scale, points, theme
SCREENS = {"1366x768-175": (1366, 768, "1.75", 0, "-"), "1280x720-150-14pt-hc": (1280, 720, "1.5", 14, "hc"),
           "1280x720-100": (1280, 720, "1", 0, "-"), "1920x1080-100": (1920, 1080, "1", 0, "-")}


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """What the driver saw on each screen."""
    return {name: measured(tmp_path_factory, "lowvision7_driver", width, height, scale, str(points), theme)
            for name, (width, height, scale, points, theme) in SCREENS.items()}


def test_on_a_screen_781_pixels_wide_the_scorepad_stays_docked_and_the_window_fits(
        seen: dict[str, dict[str, Any]]) -> None:
    # On 1366 x 768 at 175 % the scorepad stayed docked (it gives way below about 762 pixels) at its least width: the
    # window was at least 800 pixels wide on 781, the status line's end and the pad's right edge past the screen's.
    main = seen["1366x768-175"]["main"]
    assert main["pad_shown"] and not main["pad_floating"], main
    assert fits(main), main


def test_at_14_points_on_a_150_percent_720_line_screen_the_window_fits_and_the_target_can_be_read(
        seen: dict[str, dict[str, Any]]) -> None:
    # With "at most 2 hands" the scorepad's target wrapped to three lines and made the window at least 464 pixels
    # high on 480 with the title bar (441 with two lines): the status line's second line below the screen's edge.
    # The title and the target gave way only to the winner's banner.
    main = seen["1280x720-150-14pt-hc"]["main"]
    assert main["pad_shown"] and fits(main), main
    pad = main["pad"]
    whole = "Game to 500 · at most 2 hands · lose at −200"
    assert pad["target_said"] == whole, pad
    if pad["target_shown"]:  # cut short: whole in its tool tip
        assert pad["target"].replace("\u00a0", " ") == whole or pad["target_tip"] == whole, pad
    else:
        assert whole in pad["pad_said"], pad
    if pad["target"].replace("\u00a0", " ") != whole or not pad["target_shown"]:
        assert whole in pad["head_tip"], pad  # and in the column heads' tool tip, with the key


def test_at_the_game_s_end_the_result_clears_the_name_plates(seen: dict[str, dict[str, Any]]) -> None:
    # At 14 points on 1280 x 720 at 150 % the game-over panel (172 x 254) found no place between the plates (186 x
    # 109) of a 580 x 398 table and lay over "You", the whole of the player's plate. It goes below that plate now,
    # where the hand was, laid out low and wide, its text no smaller than the plates' second line.
    over = seen["1280x720-150-14pt-hc"]["game_over"]
    x, y, w, h = over["panel"]
    for px, py, pw, ph in over["plates"]:
        assert x + w <= px or px + pw <= x or y + h <= py or py + ph <= y, over
    assert over["panel_px"] >= over["plate_line2_px"], over
    assert over["panel_buttons_cut"] == [], over


def test_at_the_game_s_end_the_low_wide_result_keeps_review_the_game(seen: dict[str, Any]) -> None:
    # Laid out low and wide below the player's plate (14 points on 1280 x 720 at 150 %), the panel left Review the
    # game out to keep its buttons on the title's line: only a player who knew V found the review. The title goes
    # beside the result now, the buttons on their own line, the text at the size it was.
    over = seen["1280x720-150-14pt-hc"]["game_over"]
    assert over["review_shown"], over
    assert seen["1280x720-150-14pt-hc"]["game_over_short"]["review_shown"], seen["1280x720-150-14pt-hc"]
    assert over["panel_buttons_cut"] == [] and over["panel_px"] >= over["plate_line2_px"], over


def test_at_the_game_s_end_the_window_still_fits_the_screen(seen: dict[str, dict[str, Any]]) -> None:
    # The scorepad's winner's banner took three lines at 14 points, and with the pad's title and target already
    # given way the window's least height was 447 pixels on the 440 the screen leaves below its title bar. The
    # banner gives up its second line, the totals (the totals under the rows show them), before the pad's title.
    for name in SCREENS:
        over = seen[name]["game_over"]
        assert fits(over), (name, over)
        assert not over["buttons_cut"], (name, over)
        pad = over["pad"]
        if pad is not None:
            assert "win the game!" in pad["winner"] and pad["winner_said"] == pad["winner_whole"].replace("\n", " ")
            if pad["winner"] != pad["winner_whole"]:  # the first line shown: the whole in its tool tip
                assert pad["winner_whole"].startswith(pad["winner"]) and pad["winner_tip"] == pad["winner_whole"]


def test_the_scorepad_s_banner_gives_up_its_totals_before_the_title_on_a_low_screen(qtbot: QtBot) -> None:
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(RULES, NAMES, "Standard")
    pad.set_animation_speed(0)
    pad.resize(260, 600)
    pad.show()
    pad.set_hands(scripted_hands())
    pad.show_winner(1)
    banner = pad.findChild(QLabel, "scorepadWinner")
    title = pad.findChild(QLabel, "scorepadTitle")
    assert banner is not None and title is not None
    whole = pad.winner_text()
    first = whole.split("\n")[0]
    assert banner.text() == whole and first != whole and banner.toolTip() == ""
    pad.set_most_height(1)  # no room: the target, the banner's totals and the title give way
    assert banner.text() == first and not title.isVisibleTo(pad)
    assert banner.toolTip() == whole and pad.winner_text() == whole, "the whole banner in its tool tip"
    assert banner.accessibleName() == whole.replace("\n", " ")
    qtbot.wait(50)
    lowest = pad.minimumSizeHint().height()
    room = lowest + max(title.heightForWidth(banner.width()), title.minimumSizeHint().height()) + 4
    pad.set_most_height(room)  # room for the title with the banner's first line: the title first
    assert title.isVisibleTo(pad) and banner.text() == first
    pad.set_most_height(None)  # room again: the banner whole
    assert banner.text() == whole and banner.toolTip() == "" and title.isVisibleTo(pad)


def _usual_px(table_px: float) -> int:
    """The game-over panel's text at the table's size (``Panel.set_scale`` with the usual application font)."""
    return max(11, min(26, round(table_px)))


@pytest.mark.parametrize("name", ["1280x720-100", "1920x1080-100"])
def test_on_an_everyday_screen_the_game_over_result_is_at_the_table_s_text_size(
        seen: dict[str, dict[str, Any]], name: str) -> None:
    # With Review the game (V), a fourth button, the panel with its chart was a line of buttons higher, and to keep
    # the chart its text was made smaller: 13 pixels beside the table's 15 in the 1280 x 800 window of a 1920 x 1080
    # screen; on a 1280 x 720 screen the chart went instead. The result at the table's size, with the chart.
    over = seen[name]["game_over"]
    assert over["panel_px"] >= _usual_px(over["table_px"]), over
    assert over["chart_shown"] and over["review_shown"], over
    x, y, w, h = over["panel"]
    for px, py, pw, ph in over["plates"]:
        assert x + w <= px or px + pw <= x or y + h <= py or py + ph <= y, over
    assert over["panel_buttons_cut"] == [], over


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1366, 768)])
def test_in_a_laptop_sized_window_the_game_over_text_keeps_its_size_and_the_chart(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    # A 1280 x 720 window (100 %): the panel kept its chart with its text at 11 and 12 pixels beside the table's 14
    window.resize(*size)
    qtbot.wait(100)
    window.start_game(setup_for(seed=21, hand_limit=2))
    finish_game(qtbot, window)
    qtbot.wait(100)
    panel, layout = window.table_view.game_over_panel, window.table_view.table.layout
    extras = window.game_over_extras
    assert layout is not None and extras is not None and panel.isVisible()
    assert panel.detail.font().pixelSize() >= _usual_px(layout.font_px), (size, layout.font_px)
    assert panel.title.font().pixelSize() > panel.detail.font().pixelSize(), "the title larger than the result"
    assert extras.chart.isVisible() and panel.review_button.isVisible()
    inside = panel.rect()
    for button in (panel.new_button, panel.review_button, extras.button, panel.close_button):
        assert inside.contains(button.geometry()), button.text()

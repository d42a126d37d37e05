"""A low-vision player's findings, part 3 (QA lowvision4): the main window on a screen 731 to 800 logical pixels wide
(1366 x 768 at 175 %: 781 x 439), and on 1280 x 720 at 150 % with a 14-point font (853 x 480) while bidding and at
the game's end.

Each screen is a child process with a screen that size (``lowvision7_driver``), measured once for the tests here."""

from __future__ import annotations

from typing import Any

import pytest

from .scaled_screen import fits, measured

# width, height, scale, points, theme
SCREENS = {"1366x768-175": (1366, 768, "1.75", 0, "-"), "1280x720-150-14pt-hc": (1280, 720, "1.5", 14, "hc")}


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


@pytest.mark.xfail(strict=True, reason="open: the panel (172 x 254) finds no place between the plates (186 x 109) "
                   "at 14 points on a 580 x 398 table")
def test_at_the_game_s_end_the_result_clears_the_player_s_own_name_plate(seen: dict[str, dict[str, Any]]) -> None:
    # At 14 points on 1280 x 720 at 150 % the game-over panel lay over "You", the whole of the player's plate.
    over = seen["1280x720-150-14pt-hc"]["game_over"]
    x, y, w, h = over["panel"]
    px, py, pw, ph = over["own_plate"]
    assert x + w <= px or px + pw <= x or y + h <= py or py + ph <= y, over

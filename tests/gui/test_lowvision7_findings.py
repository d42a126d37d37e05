"""A low-vision player's findings, part 3 (QA lowvision4): the main window on a screen 731 to 800 logical pixels wide
(1366 x 768 at 175 %: 781 x 439), and on 1280 x 720 at 150 % with a 14-point font (853 x 480) while bidding and at
the game's end.

Each screen is a child process with a screen that size (``lowvision7_driver``), measured once for the tests here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spades_desktop.gui.layouts import WINDOW_FRAME

ROOT = Path(__file__).resolve().parents[2]
# width, height, scale, points, theme
SCREENS = {"1366x768-175": (1366, 768, "1.75", 0, "-"), "1280x720-150-14pt-hc": (1280, 720, "1.5", 14, "hc")}


def _run(name: str, folder: Path) -> dict[str, Any]:
    width, height, scale, points, theme = SCREENS[name]
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder / "sd"),
               HOME=str(folder), PYTHONPATH=str(ROOT), QT_SCALE_FACTOR=scale)
    env.pop("QT_FONT_DPI", None)
    done = subprocess.run([sys.executable, "-m", "tests.gui.lowvision7_driver", str(points), theme], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """What the driver saw on each screen."""
    return {name: _run(name, tmp_path_factory.mktemp(f"lowvis7-{name}")) for name in SCREENS}


def fits(window: dict[str, Any]) -> bool:
    """The window at its least size, with a title bar above it, fits the screen's free room."""
    (width, height), (_x, _y, room_width, room_height) = window["least"], window["room"]
    return width <= room_width and height + WINDOW_FRAME <= room_height


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

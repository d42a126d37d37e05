"""A low-vision player's findings, part 2 (QA lowvision4): the Review window, the last trick, the house rules and
the hand summary on a small or scaled screen. A 1366 x 768 laptop at 200 % has 683 x 384 logical pixels, a 1280 x 720
one 640 x 360; at 150 % with a 14-point font, 853 x 480.

Each screen is a child process with a screen that size (``lowvision4_driver``), measured once for the tests here."""

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
SCREENS = {"1366x768-200": (1366, 768, "2", 0), "1280x720-200": (1280, 720, "2", 0),
           "1280x720-150-14pt": (1280, 720, "1.5", 14)}


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the driver saw on a screen of that size, scale and type size."""
    width, height, scale, points = SCREENS[str(request.param)]
    folder = tmp_path_factory.mktemp(f"lowvis6-{request.param}")
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder / "sd"),
               HOME=str(folder), PYTHONPATH=str(ROOT), QT_SCALE_FACTOR=scale)
    env.pop("QT_FONT_DPI", None)
    done = subprocess.run([sys.executable, "-m", "tests.gui.lowvision4_driver", str(points)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=240, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def fits(window: dict[str, Any]) -> bool:
    """The window at its least size, with a title bar above it, fits the screen's free room."""
    (width, height), (_x, _y, room_width, room_height) = window["least"], window["room"]
    return width <= room_width and height + WINDOW_FRAME <= room_height


def test_the_review_window_fits_with_its_buttons(screen: dict[str, Any]) -> None:
    # At 200 % on 1366 x 768 it was at least 787 x 428 on 683 x 384 (the board no smaller than 527 x 374), at 150 %
    # with 14-point type on 1280 x 720 at least 455 high on 480: the steps, Play this deal again and Ask the coach
    # were below the screen's edge.
    review = screen["review"]
    assert fits(review), review
    assert review["size"][0] <= review["room"][2] and review["size"][1] + WINDOW_FRAME <= review["room"][3], review
    assert review["buttons_cut"] == [], review


def test_the_last_trick_fits_with_its_title_bar(screen: dict[str, Any]) -> None:
    # At 200 % on 1280 x 720 it was 284 x 344 on 360 pixels, its cards at their least: Close below the screen.
    assert fits(screen["last_trick"]), screen["last_trick"]


def test_the_house_rules_fit_the_screen_s_width(screen: dict[str, Any]) -> None:
    # At 150 % with 14-point type on 1280 x 720 the dialog was at least 868 wide on 853 (682 on 640 at 200 %):
    # Cancel's right edge past the screen's.
    house = screen["house_rules"]
    assert fits(house), house
    assert house["geometry"][0] + house["geometry"][2] <= house["room"][2], house


def test_the_hand_summary_s_words_clear_of_its_buttons_round_ends(screen: dict[str, Any]) -> None:
    # At 200 % on 1280 x 720 the tight summary's buttons had 6 pixels round their words, inside round ends 8 deep:
    # "Next hand" touched the button's edge.
    assert screen["summary"]["button_room"] >= 9, screen["summary"]

"""The dialogs on a netbook's 1024 x 600 screen and an old 800 x 600 one, in English and in Russian: the text
whole, the buttons in sight, the window inside the screen with its title bar. And on a 1366 x 768 laptop at 150 %
(912 x 512 logical pixels): the main window with its status line whole, and the dialogs that grow after they are
shown with their buttons on the screen.

Qt sizes a dialog from the screen it opens on, so each screen is a child process with a screen that size
(``small_screen_driver``, ``scaled_screen_driver``), measured once for the tests of this file."""

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
SCREENS = ["800x600", "1024x600"]
LANGUAGES = ["en", "ru"]


@pytest.fixture(scope="module", params=SCREENS)
def screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the driver saw of each dialog, by language, on a screen of the size asked for."""
    width, height = (int(n) for n in str(request.param).split("x"))
    folder = tmp_path_factory.mktemp(f"screen-{request.param}")
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder),
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "tests.gui.small_screen_driver"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def _inside_the_screen(dialog: dict[str, Any]) -> bool:
    """The dialog and a title bar above it fit the screen's free room."""
    (width, height), (room_width, room_height) = dialog["size"], dialog["room"]
    return width <= room_width and height + WINDOW_FRAME <= room_height


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("opened", ["welcome_first_start", "welcome_help"])
def test_on_a_small_screen_i_can_read_the_whole_welcome(screen: dict[str, Any], lang: str, opened: str) -> None:
    # At 540 x 400 (Qt's two thirds of a 600-pixel screen) the Russian intro stopped mid-line at "Слепой нил",
    # and "Побеждает тот, кто первым наберёт 500 очков…" was hidden, with no scroll bar.
    welcome = screen[lang][opened]
    intro = welcome["intro"]
    assert intro["height"] >= intro["lines_need"], (welcome["size"], intro)
    assert intro["shown"] >= intro["lines_need"], "no line of it hidden"
    assert ("500" in intro["text"] and "H" in intro["text"]), "its last line: the target and the hint's key"
    assert _inside_the_screen(welcome), welcome


@pytest.mark.parametrize("lang", LANGUAGES)
def test_on_a_small_screen_the_print_preview_shows_its_print_button(screen: dict[str, Any], lang: str) -> None:
    # At 533 x 400 and 682 x 400 its tool bar ended in "»": Print and Page setup were hidden behind it.
    preview = screen[lang]["print_preview"]
    assert preview["hidden"] == [], preview
    assert not preview["more_button"]
    assert preview["print"] in ("Print", "Печать")
    assert preview["size"][0] >= min(preview["room"][0], 800), "as large as the screen's free room allows"
    assert _inside_the_screen(preview), preview


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_house_rules_groups_are_whole_beside_their_scroll_bar(screen: dict[str, Any], lang: str) -> None:
    # At 800 x 600 in Russian the scroll area cut the groups' right borders; "Первым заказывает"'s list box
    # touched the scroll bar.
    house = screen[lang]["house_rules"]
    assert house["groups_cut_sideways"] == []
    assert _inside_the_screen(house), house


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_trick_fits_a_600_pixel_screen_with_its_title_bar(screen: dict[str, Any], lang: str) -> None:
    # At least 590 pixels high with its 96-pixel cards: on a 600-pixel screen only without a title bar.
    last = screen[lang]["last_trick"]
    assert last["least"][1] + WINDOW_FRAME <= last["room"][1], last
    assert _inside_the_screen(last), last


@pytest.fixture(scope="module", params=["default", "14pt"])
def low_screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The last trick as ``small_screen_driver`` saw it on a 1280 x 720 screen at 150 % (853 x 480 logical
    pixels), at the usual font and at 14 points."""
    folder = tmp_path_factory.mktemp(f"screen-480-{request.param}")
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": 1280, "height": 720,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder),
               PYTHONPATH=str(ROOT), QT_SCALE_FACTOR="1.5", HOME=str(folder), SMALL_SCREEN_ONLY="last_trick",
               SMALL_SCREEN_POINTS="14" if request.param == "14pt" else "0")
    done = subprocess.run([sys.executable, "-m", "tests.gui.small_screen_driver"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_trick_fits_a_480_pixel_screen_with_its_title_bar(low_screen: dict[str, Any], lang: str) -> None:
    # 1280 x 720 at 150 %: with its three rows of cards at their least (64 pixels) it was 458 pixels high, 503 at
    # 14 points (and more: Qt counted the wrapped summary one line high), its cards cut and Close below the screen.
    last = low_screen[lang]["last_trick"]
    assert last["room"][1] == 480, last
    assert last["least"][1] + WINDOW_FRAME <= last["room"][1], last
    assert _inside_the_screen(last), last
    assert last["cut_cards"] == [], "every card whole"
    assert last["close_bottom"] <= last["size"][1], "Close in the dialog, not cut at its bottom"
    assert last["card_width"] >= 64, "the cards no smaller than on a 600-pixel screen"


SCALED_SCREENS = ["1366x768@1.5", "1024x600@1"]
GROWING_DIALOGS = ["keep_score", "blank_sheets", "welcome"]


@pytest.fixture(scope="module", params=SCALED_SCREENS)
def scaled(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What ``scaled_screen_driver`` saw, by language, on a screen of the size and scale asked for."""
    size, scale = str(request.param).split("@")
    width, height = (int(n) for n in size.split("x"))
    folder = tmp_path_factory.mktemp(f"scaled-{size}")
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "small", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", SPADES_DESKTOP_HOME=str(folder),
               PYTHONPATH=str(ROOT), QT_SCALE_FACTOR=scale, HOME=str(folder))
    done = subprocess.run([sys.executable, "-m", "tests.gui.scaled_screen_driver"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("wrapped", ["one_line", "two_lines"])
def test_on_a_laptop_at_150_percent_the_window_fits_and_the_status_line_shows_whole(
        scaled: dict[str, Any], lang: str, wrapped: str) -> None:
    # 1366 x 768 at 150 %: the window's least height was 521 (532 with the status line on two lines) on a
    # 512-pixel screen, and the table (y 19..499) lay over the status line (from y 487).
    main = scaled[lang]["main"]
    line = main[wrapped]
    room_height = main["room"][3]
    assert line["least"] + WINDOW_FRAME <= room_height, "the window fits the screen with its title bar"
    assert line["lines"] == (2 if wrapped == "two_lines" else 1), line["text"]
    assert line["text_height"] <= line["label_height"], "every line of it"
    table_y, table_h = line["table"][1], line["table"][3]
    bar_y, bar_h = line["bar"][1], line["bar"][3]
    assert table_y + table_h <= bar_y, ("the table lies above the status bar, not over it", line)
    label_y, label_h = line["label"][1], line["label"][3]
    assert bar_y <= label_y and label_y + label_h <= min(bar_y + bar_h, line["window"][1]), line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", GROWING_DIALOGS)
def test_a_dialog_that_grows_keeps_its_buttons_on_a_small_or_scaled_screen(
        scaled: dict[str, Any], lang: str, name: str) -> None:
    # Keep score for a real game ended 13 pixels below a 1024 x 600 screen in Russian (56 at 150 %), Print blank
    # score sheets was 514 high on a 512-pixel screen, the Russian welcome 501: their buttons out of reach.
    found = scaled[lang][name]
    x, y, width, height = found["geometry"]
    room_x, room_y, room_w, room_h = found["room"]
    assert found["least"] + WINDOW_FRAME <= room_h, found
    assert room_y + WINDOW_FRAME <= y and y + height <= room_y + room_h, ("inside, with its title bar", found)
    assert room_x <= x and x + width <= room_x + room_w, found
    assert found["buttons"] > 0 and found["buttons_cut"] == [], found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_blank_sheet_preview_has_the_screen_s_pixels(scaled: dict[str, Any], lang: str) -> None:
    # At 150 % the 300 pixels of the preview were stretched to 450 of the screen's: blurred.
    preview = scaled[lang]["blank_sheets"]["preview"]
    assert preview["pixmap_dpr"] == preview["screen_dpr"]
    assert preview["pixels"] == round(300 * preview["screen_dpr"]), preview

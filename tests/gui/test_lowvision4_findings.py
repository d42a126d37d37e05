"""A low-vision player's findings (QA lowvision4): windows on a small or scaled screen. A 1366 x 768 laptop at 200 %
has 683 x 384 logical pixels, a 1280 x 720 one 640 x 360; at 150 % with a 14-point font, 853 x 480.

Qt sizes a window from the screen it opens on, so each screen is a child process with a screen that size
(``lowvision4_driver``), measured once for the tests of this file."""

from __future__ import annotations

from typing import Any

import pytest

from spades_desktop.gui.layouts import WINDOW_FRAME

from .scaled_screen import fits, measured

SCREENS = {"1366x768-200": (1366, 768, "2", 0), "1280x720-200": (1280, 720, "2", 0)}


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the driver saw on a screen of that size and scale."""
    width, height, scale, points = SCREENS[str(request.param)]
    return measured(tmp_path_factory, "lowvision4_driver", width, height, scale, str(points), timeout=240)


def inside(geometry: list[int], room: list[int]) -> bool:
    x, y, width, height = geometry
    room_x, room_y, room_width, room_height = room
    return room_x <= x and room_y <= y and x + width <= room_x + room_width and y + height <= room_y + room_height


def test_on_a_screen_at_200_percent_the_main_window_fits_once_a_game_is_dealt(screen: dict[str, Any]) -> None:
    # Once a game was dealt the window's least size was 800 x 401 on a 683 x 384 screen (and on 640 x 360): the
    # table's least width beside the scorepad's, and the table's least height 360. The status line and the other
    # side's score were past the screen's edge.
    for when in ("main", "summary"):
        assert fits(screen[when]), (when, screen[when])


def test_on_a_narrow_screen_the_scorepad_gives_way_and_view_scorepad_shows_it_on_the_screen(
        screen: dict[str, Any]) -> None:
    main, pad = screen["main"], screen.get("pad")
    assert not main["pad_shown"], "the scorepad gives way to the table"
    assert pad is not None and pad["shown"] and pad["floating"], "View > Scorepad shows it, a window of its own"
    assert inside(pad["geometry"], main["room"]) and pad["geometry"][1] >= WINDOW_FRAME, pad
    assert fits(pad["main"]), "and the main window keeps its size"

"""A low-vision player's findings, part 2 (QA lowvision4): the Review window, the last trick, the house rules and
the hand summary on a small or scaled screen. A 1366 x 768 laptop at 200 % has 683 x 384 logical pixels, a 1280 x 720
one 640 x 360; at 150 % with a 14-point font, 853 x 480.

Each screen is a child process with a screen that size (``lowvision4_driver``), measured once for the tests here."""

from __future__ import annotations

from typing import Any

import pytest

from spades_desktop.gui.layouts import WINDOW_FRAME

from .scaled_screen import fits, measured

SCREENS = {"1366x768-200": (1366, 768, "2", 0), "1280x720-200": (1280, 720, "2", 0),
           "1280x720-150-14pt": (1280, 720, "1.5", 14)}


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the driver saw on a screen of that size, scale and type size."""
    width, height, scale, points = SCREENS[str(request.param)]
    return measured(tmp_path_factory, "lowvision4_driver", width, height, scale, str(points), timeout=240)


def test_the_review_window_fits_with_its_buttons(screen: dict[str, Any]) -> None:
    # At 200 % on 1366 x 768 it was at least 787 x 428 on 683 x 384 (the board no smaller than 527 x 374), at 150 %
    # with 14-point type on 1280 x 720 at least 455 high on 480: the steps, Play this deal again and Ask the coach
    # were below the screen's edge.
    review = screen["review"]
    assert fits(review), review
    assert review["size"][0] <= review["room"][2] and review["size"][1] + WINDOW_FRAME <= review["room"][3], review
    assert review["buttons_cut"] == [], review


def test_the_review_s_ranks_are_as_high_as_the_window_s_letters(screen: dict[str, Any]) -> None:
    # Fitted to 200 % on 1280 x 720 the board's cards were 24 pixels wide, their ranks 8 screen pixels high beside
    # the window's 18-pixel capitals (9 at 100 %), East's and West's hands stacked slivers: the hands are written
    # there now, in the window's type or larger.
    review = screen["review"]
    assert review["rank_px"] >= review["type_px"], review


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

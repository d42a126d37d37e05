"""Help ▸ About on a small, scaled screen (1280 x 720 at 300 % with 14-point type: 427 x 240 logical pixels): its
text scrolled by the mouse alone, its one Tab stop OK, and a keyboard or screen reader user could not reach its end.

The screen is a child process with a screen that size (``about_keys_driver``)."""

from __future__ import annotations

from typing import Any

import pytest

from .scaled_screen import measured


@pytest.fixture(scope="module")
def seen(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return measured(tmp_path_factory, "about_keys_driver", 1280, 720, "3", "14")


def test_about_s_text_is_a_tab_stop_on_a_screen_too_low_for_it(seen: dict[str, Any]) -> None:
    assert seen["scrolls"], seen  # the case: the text does not fit
    assert seen["first"] == "ok", "OK takes the focus as the dialog opens (Enter closes it)"
    assert "text" in seen["tab_stops"] and "ok" in seen["tab_stops"], seen
    assert "Spades for the desktop" in seen["text_said"], "a screen reader says the text as Tab reaches it"


def test_about_s_text_scrolls_by_the_keys_to_its_end(seen: dict[str, Any]) -> None:
    keys = seen["keys"]
    assert seen["at_top"] == 0, seen
    assert 0 < keys["Key_Down"] < keys["Key_PageDown"] <= seen["maximum"], seen
    assert keys["Key_End"] == seen["maximum"] and seen["end_in_sight"], seen
    assert keys["Key_Up"] < seen["maximum"] and keys["Key_Home"] == 0, seen

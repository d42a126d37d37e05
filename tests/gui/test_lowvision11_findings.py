"""A low-vision player's findings (QA lowvision11: 1366 x 768 at 150 % with 20-point type, both themes): Cutthroat
after another game made the main window wider than the screen, and it stayed so; the History with no game selected
squeezed its list to one row under an empty chart; a game's first row of the scorepad scrolled out of sight.

Each screen is a child process with a screen that size (``lowvision11_driver``), measured once for the tests here."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect

from .scaled_screen import measured

SEQUENCE = "standard,cutthroat,standard"


def _inside(window: dict[str, Any]) -> bool:
    x, y, width, height = window["geometry"]
    return QRect(*window["room"]).contains(QRect(x, y, width, height))


@pytest.mark.parametrize("theme", ["-", "hc"])
def test_cutthroat_after_another_game_keeps_the_main_window_within_the_screen(
        tmp_path_factory: pytest.TempPathFactory, theme: str) -> None:
    # Standard, then Cutthroat: 908 -> 1212 pixels wide on a screen of 911 as Cutthroat's scorepad took its least
    # width (485) before the main window capped it to the screen's room (323), and 1212 for every game after
    seen = measured(tmp_path_factory, "lowvision11_driver", 1366, 768, "1.5", "games", "20", theme, SEQUENCE)
    room_width = seen["games"][0]["room"][2]
    for game in seen["games"]:
        assert _inside(game), game
        assert game["widest"] <= room_width, game  # not even for a moment
        assert game["size"][0] == seen["games"][0]["size"][0], game


def test_a_game_s_first_rows_are_in_sight_as_it_starts(tmp_path_factory: pytest.TempPathFactory) -> None:
    # a game of two hands at 20 points: the rows' room is a row high, and it showed hand 2's empty row, hand 1's
    # scrolled out of sight above it
    seen = measured(tmp_path_factory, "lowvision11_driver", 1366, 768, "1.5", "games", "20", "-", SEQUENCE)
    for game in seen["games"]:
        assert game["rows_shown"] < 2 * game["row_height"], game  # the rows scroll
        assert game["rows_scroll"] == 0, game


def test_cutthroat_s_wider_scorepad_gives_its_width_back_to_the_next_game(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # 1366 x 768 at 100 % with 24-point type: Cutthroat's pad took 731 pixels of the table's width (537 before),
    # and kept them for the Standard game after it
    seen = measured(tmp_path_factory, "lowvision11_driver", 1366, 768, "1", "games", "24", "-", SEQUENCE)
    first, cutthroat, again = seen["games"]
    assert cutthroat["pad_width"] > first["pad_width"], seen  # its least is wider
    assert again["pad_width"] == first["pad_width"], seen
    assert again["table_width"] == first["table_width"], seen
    assert again["size"] == first["size"], seen


def test_the_history_with_no_game_selected_leaves_the_room_to_the_list(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # Ctrl+click on the selected row (or a search that found nothing): an empty chart titled "No hands scored yet"
    # came, and the list shrank to about one row; the chart draws a selected game, none there
    seen = measured(tmp_path_factory, "lowvision11_driver", 1366, 768, "1.5", "history", "20", "hc")
    for step in ("none", "no-match"):
        assert not seen[step]["selected"], seen
        assert not seen[step]["chart_shown"], (step, seen)
        assert seen[step]["list_height"] >= seen["opened"]["list_height"], (step, seen)
        assert seen[step]["list_height"] >= 3 * seen[step]["row_height"], (step, seen)
    assert seen["again"]["selected"], seen


def test_a_history_on_a_large_screen_charts_the_selected_game_only(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    seen = measured(tmp_path_factory, "lowvision11_driver", 1920, 1080, "1", "history", "0", "-")
    assert seen["opened"]["chart_shown"] and seen["again"]["chart_shown"], seen
    assert not seen["none"]["chart_shown"] and not seen["no-match"]["chart_shown"], seen
    assert seen["none"]["list_height"] > seen["opened"]["list_height"], seen

"""The bid panel and the player's own name plate (QA lowvision10): at 200 % (1280 x 720, 14-point type, high
contrast) the bid panel lay over the top half of "You", and at 150 % over its top line too. Where the room above the
hand allows (no card stands raised while bidding) the plate moves down off the panel's way, and goes back for the
play; where it does not, the panel goes where it hides the least of the table, the plate's name counted.

Each scale is a child process with a screen that size (``bid_plate_driver``)."""

from __future__ import annotations

import pytest

from .scaled_screen import measured

SCALES = ("1", "1.5", "2")


@pytest.mark.parametrize("scale", SCALES)
def test_the_bid_panel_leaves_the_players_name_readable(tmp_path_factory: pytest.TempPathFactory,
                                                         scale: str) -> None:
    tables = measured(tmp_path_factory, "bid_plate_driver", 1280, 720, scale, "14", "hc")
    # four players at every scale; three and six up to 150 % (at 200 % the table is 638 x 279 and nothing is
    # free: see the report)
    for players in ("4", "3", "6") if scale != "2" else ("4",):
        table = tables[players]
        assert table["name_hidden"] == 0, (players, table)
    for players, table in tables.items():
        _x, y, _w, h = table["plate"]
        assert y + h <= table["hand_top"] + 0.5, ("the plate moved down stays off the cards", players, table)
        assert table["drop_after"] == 0 and table["plate_after"][0] == table["plate_after"][1], (
            "the plate is back in its place once the bid is made", players, table)


def test_at_150_percent_the_plate_moves_down_and_the_panel_stays_in_the_middle(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    table = measured(tmp_path_factory, "bid_plate_driver", 1280, 720, "1.5", "14", "hc")["4"]
    assert table["drop"] > 0, table
    px, _py, pw, _ph = table["panel"]
    x, _y, w, _h = table["plate"]
    assert abs((px + pw / 2) - (x + w / 2)) < 10, ("the panel above the plate", table)

"""Pass-and-play with six humans (players.cancellation): each hand-off shows only the next human's cards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.gui.main_window import MainWindow
from spades_desktop.rules import load_preset

from .pass_and_play_driver import NAMES, Driver, face_up, pnp_setup


@pytest.fixture
def table(window: MainWindow) -> Iterator[MainWindow]:
    window.table_view.cover.guard_seconds = 0  # the tests click at once; people get a short guard
    yield window


def test_six_humans_share_the_screen_and_see_only_their_own_cards(qtbot: QtBot, table: MainWindow) -> None:
    rules = load_preset("cancellation").rules
    table.start_game(pnp_setup("hhhhhh", rules=rules, seed=21))
    driver = Driver(qtbot, table, grabs=14)  # the pixel check of the cover for the first covers (it is slow)
    seen: dict[int, set[object]] = {}
    for _ in range(200):
        driver.step()  # checks, before each move: the cover is opaque and hides every hand, the acting human
        game = driver.game  # sits at the bottom and sees exactly their own cards, no text names another's card
        seat = game.to_act
        if seat is not None and table.controller.state.name == "HUMAN_TURN":
            seen.setdefault(seat, set()).update(c for c in face_up(table) if c in set(game.view(seat).hand or ()))
        if len(game.view(0).completed_tricks) >= 2:
            break
    else:
        raise AssertionError("two tricks were not played")
    assert set(driver.covers) == set(range(6)), "every one of the six humans was handed the screen"
    assert {seat for seat, _ in driver.turns} == set(range(6))
    plates = [table.table_view.table.plate(s) for s in range(6)]
    assert [p.accessible_text().split(",")[0] for p in plates] == list(NAMES) or all(
        NAMES[s] in plates[s].accessible_text() for s in range(6)), "the six plates name the six players"
    for seat, cards in seen.items():
        others = set().union(*(driver.game.view(o).hand or () for o in range(6) if o != seat))
        assert not (cards & others), "a human saw only their own cards"

"""Issue 12, item 3: name plates keep the name, the level and the tricks readable at 1280×800 and 800×600."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase, RuleSet
from spades_desktop.gui.controller import GameSetup, SeatSetup
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, start, wait_for_human

NAMES = ("Alexandra", "Maximilian", "Charlotte", "Ethan")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_plates_show_names_levels_and_tricks_whole(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    seats = (SeatSetup(NAMES[0], "human"), *(SeatSetup(n, "normal") for n in NAMES[1:]))
    for dealer in range(4):  # the dealer's chip takes room on each plate in turn
        start(qtbot, window, GameSetup(RuleSet(), seats, 9, "standard", "Standard", first_dealer=dealer))
        while human_view(window).phase is not Phase.PLAY:  # bids on the plates
            assert window.controller.submit(human_view(window).legal[-1]) is None
            wait_for_human(qtbot, window)
        window.resize(*size)
        QTest.qWait(30)
        layout = window.table_view.table.layout
        assert layout is not None
        for seat in range(4):
            plate = window.table_view.table.plate(seat)
            name, detail, line2 = plate.text_parts()
            assert name == NAMES[seat], f"{size}: the name on {NAMES[seat]}'s plate is cut: {name!r}"
            assert "…" not in detail and "…" not in line2, f"{size}: {detail!r} / {line2!r}"
            assert "won 0" in line2 or line2.startswith("Won 0"), f"{size}: the tricks are on the plate: {line2!r}"
            assert " · Won" not in line2, f"{size}: no capital mid-line (Easy · Won 0): {line2!r}"
            if seat:
                assert detail or line2.startswith("Normal"), f"{size}: the level is on {NAMES[seat]}'s plate"
            box = plate.mapRectToScene(plate.boundingRect())
            assert box.left() >= 0 and box.right() <= layout.width + 0.5, "the plate is on the table"

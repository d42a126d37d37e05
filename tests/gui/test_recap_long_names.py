"""The pass-and-play recap ("Since the deal") with names of 60 letters (QA recheck 23): a saved game opened after
three tricks of a hand, each person's recap telling the bids and the three tricks. With the names cut to 40
letters it came out a column the table's height over East's plate, its last lines cut off ("Trick 5: Kid A♦, you
Q♦, Grandmother Wilhelmina" — the rest lost), or with the Hint button drawn over its last line. Now it is whole
and covers no name plate, the Hint button nor the player's hand; everything it leaves out is in its tooltip and
accessible description.

``RECAP_PNG=folder`` saves each recap checked, to be looked at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game, RuleSet
from spades_desktop.gui.controller import State
from spades_desktop.gui.handoff import recap_names
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record import GameRecord, save_record

from .conftest import human_view
from .pass_and_play_driver import lift_cover, wait_any

NAMES = ["Grandmother Wilhelmina Theodora Augusta Fitzgerald-Montgomer",  # 60 letters
         "Прабабушка 🃏 Евдокия Прасковья Фёдоровна Долгорукова-Оболенс",
         "Kid",
         "Kid 🎈🎈 Wolfeschlegelsteinhausenbergerdorff Maximilian Karl"]
PNGS = os.environ.get("RECAP_PNG")


def saved_game(tmp_path: Path) -> Path:
    """Four people at one screen, three tricks into the first hand, as a saved game."""
    game = Game(RuleSet(), 11)
    while len(game.view(0).completed_tricks) < 3:
        game.apply(game.legal_actions()[0])
    record = GameRecord.from_game(game, names=NAMES, kinds=["human"] * 4, preset_id="standard",
                                  preset_name="Standard")
    path = tmp_path / "long60.spades.json"
    save_record(record, path)
    return path


def _rect(rect: object) -> QRect:
    x, y, w, h = (round(getattr(rect, k)) for k in ("x", "y", "w", "h"))
    return QRect(x, y, w, h)


@pytest.mark.parametrize("height", [800, 720])
def test_a_recap_with_60_letter_names_is_whole_and_covers_no_plate_nor_the_hint_button(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, height: int) -> None:
    window.resize(1280, height)
    qtbot.wait(50)
    assert window.open_game(saved_game(tmp_path))
    view = window.table_view
    panel = view.recap_panel
    seen = 0
    for state in iter(lambda: wait_any(qtbot, window), None):
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
            continue
        if state is not State.HUMAN_TURN or seen == 4:
            break
        assert panel.isVisible(), "each person's first turn tells what happened since the deal"
        seen += 1
        if PNGS:
            window.grab().save(str(Path(PNGS) / f"recap-{height}-{seen}.png"))
        where = panel.geometry()
        layout = view.table.layout
        assert layout is not None
        table = QRect(0, 0, round(layout.width), round(layout.height))
        assert table.contains(where), (where, table)
        assert panel.heightForWidth(where.width()) <= where.height(), f"the recap's end is cut off: {where}"
        lines = panel.lines
        assert lines.heightForWidth(lines.width()) <= lines.height(), f"its text is cut off: {lines.text()[-80:]!r}"
        covered = [name for name, rect in layout.groups().items()
                   if name.startswith(("plate", "hand")) and _rect(rect).intersects(where)]
        assert not covered, f"the recap {where} covers {covered}"
        hint = view.play_hint_button
        assert hint.isVisible() and not hint.geometry().intersects(where), (hint.geometry(), where)
        if panel.left_out:  # what it leaves out is still there to read
            assert panel.toolTip() and "Trick 1:" in panel.accessibleDescription()
        assert window.controller.submit(human_view(window).legal[0]) is None
    assert seen == 4


def test_recap_names_are_cut_short_but_kept_apart() -> None:
    assert recap_names(NAMES, 12) == ["Grandmother…", "Прабабушка…", "Kid", "Kid 🎈🎈 Wolf…"]
    assert recap_names(["Grandmother Anna", "Grandmother Beth", "Ann"], 12) == [
        "Grandmother A…", "Grandmother B…", "Ann"]
    assert recap_names(["Bob", "Ann"], 12) == ["Bob", "Ann"]

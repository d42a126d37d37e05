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


@pytest.mark.parametrize("base", ["#ffffdc", "#2b2b2b"])
def test_the_recap_tooltip_colours_the_cards_for_the_tooltip_s_background(qtbot: QtBot, base: str) -> None:
    """The tooltip of a recap that leaves tricks out ("… 2 tricks before these: point here") took the dark
    panel's card colours: ♠ and ♣ white on the light tooltip, unseen, and hearts pale (QA recheck25)."""
    import re

    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QToolTip

    from spades_desktop.engine import parse_cards
    from spades_desktop.gui.card_render import CardRenderer
    from spades_desktop.gui.handoff import RecapPanel
    from spades_desktop.gui.pass_and_play import Recap, RecapTrick

    def contrast(a: QColor, b: QColor) -> float:
        def lum(c: QColor) -> float:
            parts = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c.getRgbF()[:3]]
            return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
        high, low = sorted((lum(a), lum(b)), reverse=True)
        return (high + 0.05) / (low + 0.05)

    light = QColor(base).lightness() >= 128
    before = QToolTip.palette()
    tip = QPalette(before)
    tip.setColor(QPalette.ColorRole.ToolTipBase, QColor(base))
    tip.setColor(QPalette.ColorRole.ToolTipText, QColor("#000000" if light else "#ffffff"))
    QToolTip.setPalette(tip)
    try:
        panel = RecapPanel(CardRenderer())
        qtbot.addWidget(panel)
        tricks = tuple(RecapTrick(n, tuple(enumerate(parse_cards(cards))), 0)
                       for n, cards in enumerate(["AS KS QS 2S", "AC KC QH 2D", "3H 4H 5C 6S"], 1))
        recap = Recap(seat=0, hand_number=1, dealer=3, new_hand=True, bids=(), tricks=tricks, received=(),
                      received_from=None)
        panel.show_recap(recap, ["Ann", "Bob", "Carl", "Dee"], 60, compact=True, left_out=2)
        assert panel.left_out == 2 and "Trick 1:" in panel.toolTip()
        colours = re.findall(r"color:(#[0-9a-fA-F]{6})", panel.toolTip())
        assert len(colours) == 12, colours
        for colour in set(colours):
            assert contrast(QColor(colour), QColor(base)) >= 7, f"{colour} on the tooltip's {base}"
        # the panel itself (dark) keeps its light colours
        assert "color:#ffffff" in panel.lines.text()
    finally:
        QToolTip.setPalette(before)

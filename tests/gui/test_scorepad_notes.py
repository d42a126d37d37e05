"""A row's notes under its points in the scorepad: a bag penalty keeps its figure in a narrow pad."""

from __future__ import annotations

from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.scorepad import ScorepadWidget, _notes_that_fit
from spades_desktop.gui.texts import sheet_tr
from spades_desktop.sheets.model import hand_row

NAMES = ["Ann", "Bob", "Cy", "Di"]


def test_a_bag_penalty_under_narrow_points_keeps_its_figure(qtbot: QtBot) -> None:
    # the club's scorekeeper showed "bags −…" under −18: the penalty's amount cut off (QA)
    rules = RuleSet()
    hands = [HandEntry(tuple(parse_bid(b) for b in ("4", "2", "4", "2")), (8, 0, 5, 0)),  # 5 bags each side
             HandEntry(tuple(parse_bid(b) for b in ("4", "2", "4", "2")), (8, 0, 5, 0))]
    score = tally_match(rules, hands, 3).scores[1]
    cell = hand_row(rules, score, NAMES, sheet_tr).sides[0]
    assert cell.bag_penalty and "bags −100" in cell.notes
    font = QFont()
    assert _notes_that_fit(cell, 400, font) == "bags −100", "room enough: the note as the sheet prints it"
    assert _notes_that_fit(cell, 30, font) == "−100", "too narrow even in the smallest type: the figure"
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(rules, NAMES, "Standard")
    pad.set_hands(tally_match(rules, hands, 3).scores)
    pad.resize(330, 300)
    pad.show()
    pad.grab()  # paints the notes of the narrow pad without error

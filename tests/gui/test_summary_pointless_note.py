"""A note that scores nothing by itself ("A bid of 10 scores as 10 for 200": the contract's points say it) is
written as a plain note, not with "+0" (QA: "… nil made +100 · A bid of 10 scores as 10 for 200 +0" after
"10 + Nil" in big-bids)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind, score_hand
from spades_desktop.gui.application import make_application
from spades_desktop.gui.panels import HandSummaryPanel
from spades_desktop.rules import load_preset
from spades_desktop.sheets.model import breakdown

NAMES = ["You", "Wes", "Nora", "Ethan"]


def test_a_pointless_note_on_the_summary_has_no_plus_zero(qtbot: QtBot) -> None:
    make_application()
    rules = load_preset("big-bids").rules
    score = score_hand(rules, [Bid(10), Bid(1), Bid(0, BidKind.NIL), Bid(1)], (11, 1, 0, 1), [0, 0], [0, 0])
    assert ("bid of 10 is 10 for 200", 0) in score.sides[0].specials, "the case"
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, NAMES, last=False)
    written = [label.text().replace("\xa0", " ") for label in panel.findChildren(QLabel)]  # (no-break spaces)
    lines = [text for text in written if "10 for 200" in text]
    assert lines, "the note is written"
    assert all("+0" not in line for line in lines), lines
    assert "10 for 200 +0" not in panel.accessibleDescription()
    # the scorepad's hover and the printed sheet: the note without points
    note = [line for line in breakdown(rules, score, score.sides[0], NAMES) if "10 for 200" in line.label]
    assert note and all(line.value == "" for line in note)

"""What a newcomer (QA newbie15) found confusing: a bag after making the bid exactly, from a failed nil's trick."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.panels import HandSummaryPanel

NAMES = ["You", "Wes", "Nora", "Ethan"]


def _lines(qtbot: QtBot, rules: RuleSet, bids: list[str], tricks: tuple[int, ...]) -> list[str]:
    score = tally_match(rules, [HandEntry(tuple(parse_bid(b) for b in bids), tricks)], 3).scores[0]
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, list(NAMES), last=False)
    return [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)]


def test_a_failed_nil_says_its_trick_counted_for_the_side(qtbot: QtBot) -> None:
    # Nora bid nil and took 1, you bid 5 and took 5: "contract 5 made +50 · bags +1 · nil failed −100" read as a
    # bag not earned; nothing said that the nil bidder's trick counts for the side
    lines = _lines(qtbot, RuleSet(), ["5", "3", "nil", "3"], (5, 3, 1, 4))
    assert any("bags +1" in line and "nil failed −100 (1 trick counted for the side)" in line for line in lines), lines


def test_a_failed_nil_whose_tricks_do_not_count_says_nothing_of_them(qtbot: QtBot) -> None:
    from dataclasses import replace

    lines = _lines(qtbot, replace(RuleSet(), nil_tricks_count=False), ["5", "3", "nil", "3"], (5, 3, 1, 4))
    assert any("nil failed −100" in line for line in lines), lines
    assert not any("counted for the side" in line for line in lines), lines

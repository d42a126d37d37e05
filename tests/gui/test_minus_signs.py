"""Scores below zero are written with a true minus sign ("−130") wherever a player reads them: the hand's summary,
the scorepad and the scorekeeper, as the game-over panel and the status line already did; the files keep the
hyphen."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.gui.scorepad import ScorepadWidget

from .test_scorekeeper import entries, new_game
from .test_window_sizes import _one_hand_played

MINUS = "\u2212"


def test_the_hand_s_summary_and_the_scorepad_write_a_set_side_s_score_with_a_true_minus(
        qtbot: QtBot, window: MainWindow) -> None:
    # The summary wrote "-130" and "contract 13 set -130", the scorepad "-130", beside "−130" on the status line.
    _one_hand_played(qtbot, window)
    panel = window.table_view.summary_panel
    assert panel.isVisible()
    shown = [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel)]
    assert f"{MINUS}130" in shown, shown  # the set side's points and total
    assert any(f"not\u00a0made\u00a0{MINUS}130" in text for text in shown), shown  # its breakdown
    assert not any("-1" in text for text in shown), shown
    pad = window.scorepad
    assert isinstance(pad, ScorepadWidget)
    assert pad.total_text(0) == f"{MINUS}130" and pad.displayed(0, 0, "points") == f"{MINUS}130"


def test_the_scorekeeper_writes_points_and_totals_below_zero_with_a_true_minus(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    win = ScorekeeperWindow(new_game(), autosave=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    (hand,) = entries("5 3 4 3 / 3 4 2 4")  # Ann & Cy bid 9 and take 5: set, −90
    for seat in range(4):
        win.entry.bid_edits[seat].setText(str(hand.bids[seat]))
        win.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
    assert win.submit()
    assert win.tally.scores[0].totals[0] == -90
    column = 1  # the hand, then the sides
    item = win.table.item(0, column)
    assert item is not None and item.text() == f"{MINUS}90 = {MINUS}90"
    assert f"Ann & Cy: {MINUS}90" in win.info.text().replace("\u00a0", " ")  # a side kept with its score
    assert win.scorepad.total_text(0) == f"{MINUS}90"
    saved = tmp_path / "club.json"
    assert win.save_as(str(saved))
    assert MINUS not in saved.read_text(encoding="utf-8") and json.loads(saved.read_text(encoding="utf-8"))
    win.close()


def test_the_duplicate_match_table_shows_a_true_minus_and_its_csv_keeps_the_hyphen() -> None:
    import dataclasses

    from spades_desktop.ai.duplicate_match import TableResult, new_match
    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.duplicate.table_text import all_rows, csv_text

    make_application()
    state = new_match(RuleSet(), 1, seed=3)
    state = dataclasses.replace(state, yours=(TableResult(-130, 62),), bots=(TableResult(40, 20),))
    deal_row = all_rows(state)[0]
    assert f"{MINUS}130" in deal_row and f"{MINUS}212" in deal_row, deal_row  # the points and the difference
    assert MINUS not in csv_text(state) and "-130" in csv_text(state)

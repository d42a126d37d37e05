"""The club QA's eighth round: blank sheets from the club's own preset file (Game ▸ Print blank score sheets…
opens a YAML as New game does, and offers the Keep score window's club preset), the key rules of a hand-written
preset in Keep score's set-up, damaged files that say what is wrong in the message itself (a file cut off is
damaged, not "not a scorekept game"), and a status line that does not outlive the next change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.scorekeeper.scorefile import dumps

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    keeper_for,
    kept_game,
    type_hand,
)

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 1 3 5 4\n3 3 3 3 / 3 3 4 3"


# -------------------------------------------------------------- 4. the status line
def test_a_removal_s_status_line_goes_when_the_next_hand_is_entered(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Hand 11 removed." still stood in the status bar after the game had ended, hands later (QA)."""
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_last_hand()
    assert win.statusBar().currentMessage() == "Hand 3 removed."
    win.entry.bid_edits[win.entry.order[0]].setFocus()
    type_hand(qtbot, "3 3 3 3", "3 3 4 3")
    assert len(win.game.hands) == 3
    assert win.statusBar().currentMessage() == "", "a newer event: the removal's line is stale"
    win.close()

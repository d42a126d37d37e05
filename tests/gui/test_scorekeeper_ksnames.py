"""The club QA's tenth round on Keep score (QA club 10, its bids and names):

- a refused bid listed fewer bids than were allowed: at the Friday club (blind bids from 100 behind, 10 for 200)
  Ann's 14 was refused with "bid 1 to 13 or nil" while her blind 4 and 10 for 200 were both accepted right then;
- a damaged file's message named seats ("Hand 9: West: …") where the file holds the players' names;
- the set-up's First dealer listed seats ("East"), not the names just typed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.game import seat_name
from spades_desktop.gui.application import make_application
from spades_desktop.gui.scorekeeper.entry import allowed_bids
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, dumps
from spades_desktop.gui.scorekeeper.setup_dialog import GameSetupDialog, ScorekeeperSetupDialog

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    keeper_for,
    kept_game,
)
from .test_scorekeeper_club7 import refused_at, say_bids
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

# QA's friday.yaml: nil 50, blind nil 100, blind bids from 100 behind (20 a trick), 10 for 200, game to 300
FRIDAY = {"nil_value": 50, "blind_nil_value": 100, "blind_bids": True, "blind_bid_max": 7, "blind_bid_behind": 100,
          "blind_trick_value": 20, "blind_nil_behind": 100, "ten_for_two_hundred": True, "target": 300}
HAND_1 = "3 4 3 2 / 2 4 3 4"  # Ann & Cy bid 6 and took 5: -60; Bob & Di 62. Hand 2: Ann deals, Bob bids first


def friday(hands: str = HAND_1) -> ScorekeptGame:
    return kept_game("standard", hands, **FRIDAY)


def test_a_refused_bid_names_the_blind_bids_and_10_for_200_open_then(
        qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, friday())
    assert win.entry.order == (1, 2, 3, 0) and win.tally.totals == (-60, 62)
    say_bids("3 2 3 14")
    refused_at(win, 0, "Ann: you cannot bid 14 now: you may bid 1-13, nil, blind nil, blind 1-7, 10 for 200.", said)
    say_bids("b4")  # a bid named there is taken
    assert win.message.text() == "" and not win.entry.bid_edits[0].property("invalid")
    win.close()


def test_the_bids_open_are_said_in_russian_as_the_entry_row_names_them(
        qtbot: QtBot, said: list[str], russian: None) -> None:  # noqa: F811
    win = keeper_for(qtbot, friday())
    say_bids("3 2 3 14")
    text = win.message.text()
    assert text.startswith("Ann: заказ «14» сейчас невозможен: "), text
    named = "1–13, нил (Н), слепой нил (СН), вслепую 1–7, 10 за 200 (10/200)"
    assert named in text and named == allowed_bids(win.game.rules), text  # every bid these rules have is open
    win.close()


def write_damaged(tmp_path: Path, game: ScorekeptGame, hand: int, seat: int, bid: str) -> Path:
    data = json.loads(dumps(game).decode())
    data["hands"][hand]["bids"][seat] = bid
    path = tmp_path / "club.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_damaged_file_names_the_player_and_the_bids_open(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())) or 0)
    path = write_damaged(tmp_path, friday(HAND_1 + "\n3 3 3 3 / 3 3 3 4"), 1, 0, "14")
    win = keeper_for(qtbot, friday(""))
    assert not win.open_file(str(path))
    assert shown[0][0] == ("club.json cannot be opened: the file is damaged. Hand 2: Ann: you cannot bid 14 now: "
                           "you may bid 1-13, nil, blind nil, blind 1-7, 10 for 200."), shown
    assert "hand 2: Ann: you cannot bid 14 now" in shown[0][1]
    assert seat_name(RuleSet(), 0) not in shown[0][0] + shown[0][1]
    win.close()


def test_a_damaged_file_s_blind_bid_names_the_player(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    path = write_damaged(tmp_path, friday(HAND_1 + "\n3 3 3 3 / 3 3 3 4"), 1, 1, "bn")  # Bob's side is ahead
    win = keeper_for(qtbot, friday(""))
    assert not win.open_file(str(path))
    assert shown == ["club.json cannot be opened: the file is damaged. Hand 2: Bob: you cannot bid blind nil now: "
                     "blind nil is allowed only when your side is at least 100 points behind; you may bid 1-13, nil."
                     ], shown  # the bids open, as every refusal of a bid (QA club 11)
    win.close()


def dealer_texts(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_first_dealer_box_names_the_players_as_they_are_typed(qtbot: QtBot) -> None:
    make_application()
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
    assert dealer_texts(dialog.dealer) == ["South", "West", "North", "East"], "an empty field: its seat"
    for edit, name in zip(dialog.name_edits, ("Ann", "Bob", "Cy"), strict=False):
        QTest.keyClicks(edit, name)
    assert dealer_texts(dialog.dealer) == ["Ann", "Bob", "Cy", "East"]
    assert dialog.dealer.currentText() == "East" and dialog.dealer.accessibleDescription() == "East"
    QTest.keyClicks(dialog.name_edits[3], "Di")
    assert dialog.dealer.currentText() == "Di" and dialog.dealer.accessibleDescription() == "Di"
    dialog.dealer.setCurrentIndex(1)
    dialog.accept()
    game = dialog.result_game
    assert game is not None and game.first_dealer == 1 and game.names == ("Ann", "Bob", "Cy", "Di")


def test_the_game_set_up_s_first_dealer_names_the_players_too(qtbot: QtBot) -> None:
    make_application()
    dialog = GameSetupDialog(friday())
    qtbot.addWidget(dialog)
    assert dealer_texts(dialog.dealer) == ["Ann", "Bob", "Cy", "Di"] and dialog.dealer.currentText() == "Di"
    assert dialog.dealer.currentData() == 3
    dialog.name_edits[3].setText("Dina")
    assert dialog.dealer.currentText() == "Dina" and dialog.dealer.currentData() == 3

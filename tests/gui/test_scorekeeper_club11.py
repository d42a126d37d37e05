"""The club QA's eleventh round (QA club 11): an Enter that scores a hand read all 49 preset files again and tallied
the whole match twice (100-240 ms a hand); a refused blind bid, and a moon refused because both opponents bid nil,
did not say what may be bid or why; History showed a kept game's totals in seat order until it was won and winner
first after; a club preset file was offered for blank sheets only while a Keep score window that used it was open."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop import rules as rules_package
from spades_desktop.engine import RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.history.model import GamesModel
from spades_desktop.gui.scorekeeper import scorefile
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, history_game
from spades_desktop.gui.scorekeeper.setup_dialog import remember_preset_file
from spades_desktop.history import Filters, open_history
from spades_desktop.rules import load_preset_file
from tests.history.scorekept_games import hand

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    keeper_for,
    new_game,
    type_hand,
)
from .test_scorekeeper_club7 import refused_at, say_bids
from .test_scorekeeper_speech import said  # noqa: F401 - a fixture: what the window says

HANDS = [("3 4 3 2", "3 4 4 2"), ("4 n 4 3", "5 0 5 3"), ("2 3 3 4", "2 4 3 4")]


# ------------------------------------------------------------ 1. an Enter is cheap
def test_an_enter_reads_no_preset_file_and_tallies_the_match_once(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """QA club 11: each Enter that scored a hand took 100-240 ms: a third was the window's preset name, read from
    every preset file again (``rules.load_all``), and the match was tallied twice (``with_hand``, then ``_load``)."""
    win = keeper_for(qtbot, new_game(target=100000))
    loads: list[object] = []
    tallies: list[object] = []
    real_load_all, real_tally = rules_package.load_all, scorefile.tally_match
    monkeypatch.setattr(rules_package, "load_all", lambda *a, **k: loads.append(a) or real_load_all(*a, **k))
    monkeypatch.setattr(scorefile, "tally_match", lambda *a, **k: tallies.append(a) or real_tally(*a, **k))
    for number, (bids, tricks) in enumerate(HANDS * 2):
        before = len(tallies)
        type_hand(qtbot, bids, tricks)
        assert len(win.game.hands) == number + 1, win.message.text()
        assert len(tallies) - before == 1, "the match is tallied once per hand entered"
    assert loads == [], "the presets are not read again as hands are entered"
    win.close()


# ------------------------------------------------------------ 2. and 3. every refusal says why and what may be bid
CLUB_A = """id: club-tuesday
name:
  en: Tuesday club
extends: ten-for-two-hundred
rules:
  blind_bids: true
  blind_bid_max: 7
  blind_bid_behind: 100
  blind_trick_value: 20
  blind_nil_behind: 100
"""


def club_a(tmp_path: Path) -> ScorekeptGame:
    """QA's clubA.yaml: 10 for 200 and the moon, blind bids and blind nil from 100 behind."""
    path = tmp_path / "clubA.yaml"
    path.write_text(CLUB_A, encoding="utf-8")
    preset = load_preset_file(path)
    return ScorekeptGame(preset.rules, ("Ann", "Bob", "Cy", "Di"), 3, preset.id, preset.name_in("en"))


@pytest.mark.parametrize(("typed", "why"), [
    ("b4", "you cannot bid blind 4 now: blind bids are allowed only when your side is at least 100 points behind"),
    ("bn", "you cannot bid blind nil now: blind nil is allowed only when your side is at least 100 points behind"),
])
def test_a_blind_bid_refused_for_the_score_lists_the_bids_open(qtbot: QtBot, tmp_path: Path, typed: str,
                                                                 why: str, said: list[str]) -> None:  # noqa: F811
    """QA club 11: Ann's b4 at hand 1 was refused with "blind bids are allowed only when your side is at least 100
    points behind." and nothing of what she could bid; a 14 said "you may bid 1-13, nil, …"."""
    win = keeper_for(qtbot, club_a(tmp_path))
    say_bids(typed)
    refused_at(win, 0, f"Ann: {why}; you may bid 1-13, nil.", said)
    win.close()


def test_a_moon_against_a_double_nil_says_why_it_is_refused(qtbot: QtBot, tmp_path: Path,
                                                            said: list[str]) -> None:  # noqa: F811
    """QA club 11: Ann and Cy bid nil, Di's moon was refused with only "you may bid 1-13, nil, 10 for 200": the
    rule (no moon against a double nil) was not said."""
    win = keeper_for(qtbot, club_a(tmp_path))
    say_bids("n 3 n m")
    refused_at(win, 3, "Di: you cannot bid moon now: the other side bid double nil, so your side may not bid the "
                       "moon; you may bid 1-13, nil, 10 for 200.", said)
    win.close()


# ------------------------------------------------------------ 4. History's scores, in one order
def test_history_gives_a_kept_game_s_scores_in_the_sides_order_unfinished_and_won(qapp: object,
                                                                                 tmp_path: Path) -> None:
    """QA club 11: "375 / 222" (the sides' order) while the game was unfinished, "514 / 337 — won by Fay & Hal"
    (the winners' first) once it was won: the first figure changed pairs, and a glance credited the wrong one."""
    won_by_bob_and_di = ScorekeptGame(dataclasses.replace(RuleSet(), target=200), ("Ann", "Bob", "Cy", "Di"), 3,
                                      "standard", "Standard", (hand("3,4,3,3", (3, 4, 3, 3)),
                                                               hand("4,nil,3,5", (4, 0, 3, 6))),
                                      "2026-05-01T20:00:00")
    unfinished = dataclasses.replace(won_by_bob_and_di, hands=won_by_bob_and_di.hands[:1])
    with open_history(tmp_path / "history.sqlite") as history:
        history.store(history_game(unfinished), now="2026-05-01T21:00:00")
        games = history.games(Filters())
        history.store(history_game(won_by_bob_and_di), now="2026-05-01T22:00:00")
        games += history.games(Filters())
    model = GamesModel()
    model.set_games(games)
    assert [model.text(game, GamesModel.RESULT) for game in games] == [
        "60 / 70 — unfinished, 1 hand", "130 / 221 — won by Bob & Di"]


def test_blank_sheets_offer_the_club_preset_files_keep_score_remembers(qtbot: QtBot, tmp_path: Path) -> None:
    """QA club 11: the blank-sheet dialog offered the club's YAML only while a Keep score window that used it was
    open; Keep score's set-up remembers the last five files chosen with Club preset file…, and so are they here."""
    path = tmp_path / "clubA.yaml"
    path.write_text(CLUB_A, encoding="utf-8")
    remember_preset_file(path)
    remember_preset_file(tmp_path / "gone.yaml")  # no longer there: left out without a word
    make_application()
    dialog = BlankSheetDialog()
    qtbot.addWidget(dialog)
    index = dialog.preset_box.findData("club-tuesday")
    assert index >= 0 and dialog.preset_box.itemText(index) == "Tuesday club"
    dialog.preset_box.setCurrentIndex(index)
    assert dialog.preset().rules == load_preset_file(path).rules
    assert dialog.sheet().preset_name == "Tuesday club"

"""The scorekeeper window: keyboard-only entry, checks, corrections, undo, files and the printed sheet."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.application import make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper import setup_dialog
from spades_desktop.gui.scorekeeper import window as window_module
from spades_desktop.gui.scorekeeper.scorefile import (
    ScorekeptFileError,
    ScorekeptGame,
    dumps,
    load_game,
    save_game,
)
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow, autosave_path
from spades_desktop.record import autosave as record_autosave
from spades_desktop.rules import load_preset

from ..hand_entries import entries
from .conftest import answer_message_boxes
from .test_hint_check import source_russian  # noqa: F401 - a fixture: the Russian of ru.py itself

NAMES = ("Ann", "Bob", "Cy", "Di")
EAST = 3


def new_game(preset_id: str = "standard", **changes: object) -> ScorekeptGame:
    preset = load_preset(preset_id)
    rules = dataclasses.replace(preset.rules, **changes)  # type: ignore[arg-type]
    names = NAMES[: rules.players]
    return ScorekeptGame(rules, names, rules.players - 1, preset.id, preset.name_in("en"), (), "2026-11-30T20:00:00")


@pytest.fixture(autouse=True)
def _questions_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window closed at a test's end whose finished game no file holds asks first: a real question would wait
    for an answer for ever, so it is answered Discard where a test does not answer itself."""
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def keeper(qtbot: QtBot) -> Iterator[ScorekeeperWindow]:
    make_application()
    win = ScorekeeperWindow(new_game())
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    wait_for_entry(qtbot)
    yield win
    win.close()


def wait_for_entry(qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit))


def focused() -> QLineEdit:
    widget = QApplication.focusWidget()
    assert isinstance(widget, QLineEdit), widget
    return widget


def type_hand(qtbot: QtBot, bids: str, tricks: str, last_offered: bool = True) -> None:
    """Type one hand with the keyboard only: each value then Enter, bids then tricks in bidding order."""
    values = bids.split() + tricks.split()
    for i, value in enumerate(values):
        field = focused()
        if last_offered and i == len(values) - 1:
            assert field.selectedText() == value  # the rest of the hand was offered
        else:
            QTest.keyClicks(field, value)
        QTest.keyClick(field, Qt.Key.Key_Return)


def cell(win: ScorekeeperWindow, row: int, column: int) -> str:
    item = win.table.item(row, column)
    assert item is not None
    return item.text()


def test_a_hand_entered_with_the_keyboard_only(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    assert keeper.entry_title.text() == "Hand 1: Di deals, Ann bids first"
    assert focused() is keeper.entry.bid_edits[0]
    started = time.perf_counter()
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")  # South, West, North, East: East dealt, South bids first
    typed = time.perf_counter() - started
    assert keeper.tally.scores[0].totals == (76, 300)
    assert keeper.scorepad.row_count() == 1 and keeper.scorepad.total_text(0) == "76"
    assert keeper.table.rowCount() == 1 and cell(keeper, 0, 6) == "Nil"
    # the next hand is ready: South deals, West bids first, the cursor is in West's bid
    assert keeper.entry_title.text() == "Hand 2: Ann deals, Bob bids first"
    assert focused() is keeper.entry.bid_edits[1]
    assert all(e.text() == "" for e in keeper.entry.bid_edits.values())
    assert typed < 10  # entering a hand never waits on the program


def test_keyboard_tab_also_moves_on_and_bids_are_in_bidding_order(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    keeper.game = dataclasses.replace(keeper.game, first_dealer=0)  # South deals: West bids first
    keeper._load(keeper.game, animate=False)
    assert keeper.entry.order == (1, 2, 3, 0)
    assert focused() is keeper.entry.bid_edits[1]
    QTest.keyClicks(focused(), "3")
    QTest.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is keeper.entry.bid_edits[2]


def test_an_illegal_bid_is_refused_with_the_engine_s_reason(qtbot: QtBot) -> None:
    make_application()
    win = ScorekeeperWindow(new_game("suicide"), autosave=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    wait_for_entry(qtbot)
    # the bids as put in without leaving their fields (leaving one with Enter checks it at once: test_scorekeeper_club7)
    for seat, bid in zip(win.entry.order, ["4", "5", "3", "n"], strict=True):
        win.entry.bid_edits[seat].setText(bid)
    win.entry.trick_edits[win.entry.order[0]].setFocus()
    type_hand(qtbot, "", "4 5 2 2", last_offered=False)
    assert not win.game.hands
    assert win.message.text().startswith("Cy: you cannot bid 3") and "did not bid nil" in win.message.text()
    assert focused() is win.entry.bid_edits[2] and win.entry.bid_edits[2].property("invalid")
    QTest.keyClicks(focused(), "n")  # fixed where the cursor already is
    QTest.keyClick(win.entry.trick_edits[3], Qt.Key.Key_Return)
    assert len(win.game.hands) == 1 and win.message.text() == ""
    win.close()


@pytest.mark.parametrize(("bids", "tricks", "problem", "field"), [
    ("4 3 3 3", "4 3 3 2", "add up to 12, but a hand has 13", ("tricks", 0)),
    ("4 3 3 x", "4 3 3 3", "not a bid", ("bid", 3)),
    ("4 3 3 3", "4 3 3 ", "Di took how many tricks? Write a number from 0 to 13", ("tricks", 3)),
    ("4 3 3 3", "4 3 3 20", "Di took 20 tricks", ("tricks", 3)),
    ("4 3 3 ²", "4 3 3 3", "not a bid", ("bid", 3)),  # "²" has a key of its own on French keyboards
    ("-4 3 3 3", "4 3 3 3", "'-4' is not a bid; these rules allow 1-13", ("bid", 0)),  # was scored as 4
    ("4 3 3 3-", "4 3 3 3", "'3-' is not a bid", ("bid", 3)),
    ("4 3 3 3", "4 3 3 ²", "Di took how many tricks? Write a number from 0 to 13", ("tricks", 3)),
])
def test_checks_never_give_a_wrong_total(
    qtbot: QtBot, keeper: ScorekeeperWindow, bids: str, tricks: str, problem: str, field: tuple[str, int] | None
) -> None:
    edits = keeper.entry
    for seat, (bid, took) in enumerate(zip(bids.split(" "), tricks.split(" "), strict=True)):
        edits.bid_edits[seat].setText(bid)
        edits.trick_edits[seat].setText(took)
    assert keeper.submit() is False
    assert problem in keeper.message.text()
    assert keeper.game.hands == () and keeper.scorepad.row_count() == 0
    if field is not None:
        edit = (edits.bid_edits if field[0] == "bid" else edits.trick_edits)[field[1]]
        assert focused() is edit


def test_a_superscript_two_in_the_tricks_offers_no_rest_and_is_refused(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    for value in ["4", "3", "3", "3", "²", "3", "3"]:  # "²" is a key of its own on French keyboards
        field = focused()
        QTest.keyClicks(field, value)
        QTest.keyClick(field, Qt.Key.Key_Return)
    assert focused() is keeper.entry.trick_edits[EAST] and focused().text() == ""  # no rest offered
    QTest.keyClicks(focused(), "4")
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert keeper.game.hands == () and "took how many tricks" in keeper.message.text()


def test_tricks_that_do_not_add_up_put_the_cursor_in_the_tricks(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    """"The tricks add up to 12" marked no field and left the cursor where it was, though the help says the cursor
    goes to the field to fix."""
    keeper.game = dataclasses.replace(keeper.game, first_dealer=0)  # South deals: West bids (and counts) first
    keeper._load(keeper.game, animate=False)
    type_hand(qtbot, "3 3 3 4", "3 3 2 4", last_offered=False)  # West, North, East, South
    assert keeper.game.hands == () and "add up to 12" in keeper.message.text()
    # the field typed last, the likeliest wrong (QA club 9: it was the first tricks in bidding order)
    assert focused() is keeper.entry.trick_edits[0]
    assert all(keeper.entry.trick_edits[s].property("invalid") for s in range(4))
    assert not any(keeper.entry.bid_edits[s].property("invalid") for s in range(4))
    keeper.entry.trick_edits[1].setFocus()
    keeper.entry.trick_edits[1].selectAll()
    QTest.keyClicks(focused(), "4")  # West really took 4
    assert not keeper.entry.trick_edits[1].property("invalid")
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Enter in the field fixed scores the hand again
    assert len(keeper.game.hands) == 1 and keeper.message.text() == ""


def test_whiz_bids_that_count_too_many_spades_mark_the_bids(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game("whiz"))
    for seat, bid in zip(win.entry.order, ["5", "5", "5", "5"], strict=True):  # put in: see above
        win.entry.bid_edits[seat].setText(bid)
    win.entry.trick_edits[win.entry.order[0]].setFocus()
    type_hand(qtbot, "", "4 3 3 3", last_offered=False)
    assert not win.game.hands and "spade" in win.message.text()
    assert focused() is win.entry.bid_edits[0]
    assert all(win.entry.bid_edits[s].property("invalid") for s in range(4))
    win.close()


HANDS = """
4 3 3 3 / 5 3 3 2
nil 4 5 3 / 0 4 6 3
3 3 3 3 / 3 3 4 3
5 2 4 2 / 5 2 4 2
"""


def test_a_correction_three_hands_back_recomputes_every_later_total(
    qtbot: QtBot, keeper: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    hands = entries(HANDS)
    for hand in hands:
        for seat in range(4):
            keeper.entry.bid_edits[seat].setText(str(hand.bids[seat]))
            keeper.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
        assert keeper.submit(), keeper.message.text()
    before = keeper.tally.totals
    # Hand 1: North really took 4 and East 1. Select it with the keyboard and press Enter.
    keeper.table.setFocus()
    keeper.table.selectRow(0)
    QTest.keyClick(keeper.table, Qt.Key.Key_Return)
    assert keeper.editing == 0 and keeper.entry_title.text().startswith("Correcting hand 1")
    assert keeper.entry.bid_edits[0].text() == "4" and keeper.entry.trick_edits[2].text() == "3"
    keeper.entry.trick_edits[2].setText("4")
    keeper.entry.trick_edits[3].setText("1")
    QTest.keyClick(keeper.entry.trick_edits[0], Qt.Key.Key_Return)  # Enter in any field moves on ...
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    QTest.keyClick(keeper.entry.trick_edits[3], Qt.Key.Key_Return)  # ... and in the last one enters
    assert asked == ["Change hand 1: Cy took 3 → 4; Di took 2 → 1? The totals become Ann & Cy "
                     f"{keeper.tally.totals[0]}, Bob & Di {keeper.tally.totals[1]}. The later hands' totals change: "
                     "after hand 2, Ann & Cy 222 → 223; after hand 3, Ann & Cy 283 → 284; after hand 4, Ann & Cy "
                     "373 → 374."], "opened with Enter: it asks, and says what the later hands become (QA club 12)"
    corrected = [HandEntry(hands[0].bids, (5, 3, 4, 1)), *hands[1:]]
    expected = tally_match(keeper.game.rules, corrected, EAST)
    assert keeper.tally.scores == expected.scores
    assert keeper.tally.totals != before
    assert keeper.scorepad.row_count() == 4
    assert keeper.scorepad.total_text(0) == str(expected.totals[0])
    assert cell(keeper, 3, 2).endswith(f"= {expected.totals[1]}")
    assert keeper.editing is None and keeper.entry_title.text().startswith("Hand 5")
    # Undo puts the first hand back, redo the correction
    keeper.undo()
    assert keeper.tally.totals == before
    keeper.redo()
    assert keeper.tally.totals == expected.totals


def test_a_correction_that_makes_a_later_hand_impossible_is_refused(qtbot: QtBot) -> None:
    make_application()
    game = new_game("blind-from-behind")
    # Hand 1 puts South-North 100 behind, so South may bid blind nil in hand 2.
    for hand in entries("""
        1 4 1 4 / 0 6 0 7
        blind_nil 3 4 3 / 0 4 5 4
    """):
        game, _tally = game.with_hand(len(game.hands), hand)
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    win.correct(0)
    for seat, took in enumerate((1, 5, 1, 6)):  # now South-North made their 2: only 63 behind
        win.entry.trick_edits[seat].setText(str(took))
    win.entry.bid_edits[1].setText("5")
    win.entry.bid_edits[3].setText("3")
    win.entry.bid_edits[0].setText("1")
    assert win.submit() is False
    assert "hand 2 impossible" in win.message.text() and "100 points behind" in win.message.text()
    assert win.game is game and win.editing == 0
    win.cancel_correction()
    assert win.editing is None and win.entry_title.text().startswith("Hand 3")


def test_in_an_800_pixel_window_the_hands_table_shows_the_sides_totals(qtbot: QtBot) -> None:
    """The sides' totals, the table's last columns, hid behind a scroll bar at 800 x 600 while the scorepad
    beside it had room to spare."""
    make_application()
    game = new_game()
    for index, entry in enumerate(entries("4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 1 3 5 4")):
        game, _tally = game.with_hand(index, entry)
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    header = win.table.horizontalHeader()
    qtbot.waitUntil(lambda: win.table.viewport().width() >= header.length())
    assert not win.table.horizontalScrollBar().isVisible()
    assert win.scorepad.width() >= win.scorepad.minimumWidth()


def test_a_tie_past_the_target_says_one_more_hand_decides(qtbot: QtBot) -> None:
    """121 all at a target of 120: the window only asked for hand 3, and the secretary thought it had failed to
    end the game."""
    make_application()
    game = new_game(target=120)
    for index, entry in enumerate(entries("3 3 3 3 / 3 3 3 4\n3 3 3 3 / 4 3 3 3")):
        game, tally = game.with_hand(index, entry)
    assert tally.totals == (121, 121) and tally.winner is None
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    assert win.info.text().endswith("Tied for the lead at the end: one more hand decides the game.")
    game, tally = game.with_hand(0, entries("3 3 3 3 / 4 3 3 3")[0])  # the first hand corrected: 122 to 120
    assert tally.winner == 0
    win2 = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win2)
    assert "Tied" not in win2.info.text() and "Game over" in win2.info.text()


def test_a_club_game_to_a_score_in_so_many_hands_keeps_its_target(qtbot: QtBot) -> None:
    """A house preset of 300 points or 10 hands: the set-up hid the target (any hand limit did) and the window
    said only "A game of 10 hands"."""
    from spades_desktop.gui.presets import PresetChoice

    make_application()
    club = dataclasses.replace(load_preset("standard").rules, target=300, hand_limit=10)
    choice = PresetChoice("club", "Club rules", "", club)
    dialog = ScorekeeperSetupDialog(presets=[choice])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.target.isVisibleTo(dialog) and dialog.target.value() == 300
    dialog.target.setValue(250)
    game = dialog.game()
    assert (game.rules.target, game.rules.hand_limit) == (250, 10)
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    assert win.info.text() == "Game to 250, at most 10 hands. Enter the first hand."


def test_a_game_of_six_hands_has_no_target_in_the_dialog_or_the_window(qtbot: QtBot) -> None:
    """The cancellation preset is six hands: the set-up showed "Target score 10000" (and set it), the window
    "Game to 10000. Enter the first hand."."""
    make_application()
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("cancellation"))
    preset = load_preset("cancellation")
    assert preset.rules.hand_limit == 6
    assert not dialog.target.isVisibleTo(dialog)
    game = dialog.game()
    assert game.rules == preset.rules, "the preset's rules, target included"
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    assert win.info.text() == "A game of 6 hands. Enter the first hand."
    dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
    assert dialog.target.isVisibleTo(dialog) and dialog.target.value() == 500
    dialog.target.setValue(300)
    assert dialog.game().rules.target == 300
    other = ScorekeeperWindow(dialog.game(), autosave=False)
    qtbot.addWidget(other)
    assert other.info.text() == "Game to 300. Enter the first hand."


def test_the_game_over_line_wraps_rather_than_widen_the_window(qtbot: QtBot) -> None:
    # At 14 pt and 150 % the bold "Game over: … won (…)   Ann & Cy: 312   Bob & Di: −20" line made the window 1,047 px
    # wide on a 911 px screen (a helper's find): the line wraps, and the window's least width stays what it was.
    make_application()
    win = ScorekeeperWindow(new_game(target=100), autosave=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    before = win.minimumSizeHint().width()
    for hand in entries("4 3 4 3 / 4 3 4 2\n4 3 4 3 / 4 3 4 2"):
        for seat in range(4):
            win.entry.bid_edits[seat].setText(str(hand.bids[seat]))
            win.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
        assert win.submit()
    assert win.info.text().startswith("Game over")
    assert win.info.wordWrap()
    assert win.minimumSizeHint().width() <= max(before, win.info.fontMetrics().horizontalAdvance("Game over: Ann"))


def test_the_game_over_hint_above_the_entry_wraps_rather_than_widen_the_window(qtbot: QtBot) -> None:
    # At 14 pt and 150 % in Russian the hint "The game is over: to correct a hand, double-click it (or select it
    # and press Enter)" made the window 1,001 px wide on a 911 px screen, its right column out of sight (QA).
    app = make_application()
    usual = QFont(app.font())
    big = QFont(usual)
    big.setPointSize(20)
    QApplication.setFont(big)
    try:
        win = ScorekeeperWindow(new_game(target=100), autosave=False)
        qtbot.addWidget(win)
        win.scorepad.set_animation_speed(0)
        for hand in entries("4 3 4 3 / 4 3 4 2\n4 3 4 3 / 4 3 4 2"):
            for seat in range(4):
                win.entry.bid_edits[seat].setText(str(hand.bids[seat]))
                win.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
            assert win.submit()
        title = win.entry_title
        assert title.text().startswith("The game is over")
        assert title.wordWrap()
        assert title.minimumSizeHint().width() < title.fontMetrics().horizontalAdvance(title.text()) / 2
    finally:
        QApplication.setFont(usual)


def test_game_over_stops_entry_and_shows_the_winner(qtbot: QtBot) -> None:
    make_application()
    win = ScorekeeperWindow(new_game(target=100), autosave=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    for hand in entries("4 3 4 3 / 4 3 4 2\n4 3 4 3 / 4 3 4 2"):
        for seat in range(4):
            win.entry.bid_edits[seat].setText(str(hand.bids[seat]))
            win.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
        assert win.submit()
    assert win.tally.winner == 0
    assert win.info.text().startswith("Game over: Ann & Cy won (reached the target)")
    assert not win.enter_button.isEnabled() and not win.entry.bid_edits[0].isEnabled()
    assert win.scorepad.winner() == 0
    # the line over the (closed) fields no longer offers a hand 3 to enter
    assert win.entry_title.text() == \
        "The game is over: to correct a hand, double-click it (or select it and press Enter)"
    assert win.submit() is False
    # nor does it show the next hand's bidder and dealer over greyed fields
    assert win.entry.isHidden() and win.enter_button.isHidden()
    win.correct(0)
    assert not win.entry.isHidden() and win.entry.bid_edits[0].isEnabled(), "a hand can still be corrected"


def test_print_sheet_is_the_played_game_s_sheet(qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path) -> None:
    for hand in entries(HANDS):
        for seat in range(4):
            keeper.entry.bid_edits[seat].setText(str(hand.bids[seat]))
            keeper.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
        assert keeper.submit()
    sheet = keeper.sheet()
    assert [r.totals for r in sheet.rows] == [s.totals for s in keeper.tally.scores]
    assert sheet.sides[0].title == "Ann & Cy" and "real cards" in sheet.note
    pdf = keeper.export_sheet(str(tmp_path / "sheet.pdf"))
    assert pdf is not None
    text = " ".join(" ".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages).split())
    assert "Ann & Cy" in text and str(keeper.tally.totals[0]) in text and "Deal no." not in text
    png = keeper.export_sheet(str(tmp_path / "sheet.png"))
    assert png is not None and png.read_bytes().startswith(b"\x89PNG")


def test_save_open_and_autosave(qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path) -> None:
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    saved = autosave_path()
    assert load_game(saved) == keeper.game  # autosaved after the hand
    path = tmp_path / "club night.json"
    assert keeper.save_as(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["scorekept"] is True and data["hands"][0]["bids"] == ["4", "nil", "3", "blind nil"]
    other = ScorekeeperWindow(new_game("suicide"), autosave=False)
    qtbot.addWidget(other)
    assert other.open_file(str(path))
    assert other.game == keeper.game and other.tally.totals == (76, 300)


def test_the_title_names_the_file_ctrl_s_writes_and_marks_hands_not_in_it(
        qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path) -> None:
    # A club secretary with three nights' files could not tell which one Ctrl+S would write.
    assert "—" not in keeper.windowTitle() and not keeper.isWindowModified()
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    assert keeper.isWindowModified(), "a hand in no file"
    path = tmp_path / "club night 3.json"
    assert keeper.save_as(str(path))
    assert keeper.windowTitle().startswith("club night 3.json — Keep score: ") and not keeper.isWindowModified()
    type_hand(qtbot, "3 3 3 3", "3 4 3 3")
    assert keeper.isWindowModified() and keeper.windowTitle().startswith("club night 3.json — ")
    assert keeper.save()
    assert not keeper.isWindowModified()
    keeper.undo()
    keeper.undo()  # every hand of the file taken back: the window differs from the file (re-check QA)
    assert not keeper.game.hands and keeper.isWindowModified()


def test_opening_or_starting_a_game_asks_before_dropping_unsaved_hands(
    qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """New and Open replaced the game at once (its autosave too): hands never saved under a name were lost."""
    other = tmp_path / "other.json"
    save_game(new_game("suicide"), other)
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    entered = keeper.game
    asked: list[str] = []
    answer = QMessageBox.StandardButton.Cancel

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    assert keeper.open_file(str(other)) is False
    assert asked == ["The hands entered in this game (1) are not saved. Save them first?"]
    assert keeper.game == entered and load_game(autosave_path()) == entered, "nothing is lost"
    def chosen(dialog: ScorekeeperSetupDialog) -> int:
        dialog.result_game = new_game("suicide")
        return 1

    monkeypatch.setattr(ScorekeeperSetupDialog, "exec", chosen)
    keeper.new_game()
    assert len(asked) == 2 and keeper.game == entered
    # Save: the hands go to a file first, then the other game opens
    answer = QMessageBox.StandardButton.Save
    kept = tmp_path / "club night.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(kept), ""))
    assert keeper.open_file(str(other))
    assert load_game(kept) == entered and keeper.game.preset_id == "suicide"
    # an opened game not changed since is replaced without a question; once changed, the question comes back
    assert keeper.open_file(str(kept)) and len(asked) == 3
    type_hand(qtbot, "3 3 3 3", "3 3 3 4")
    answer = QMessageBox.StandardButton.Discard
    assert keeper.open_file(str(other)) and len(asked) == 4 and keeper.game.preset_id == "suicide"


def test_a_damaged_file_is_refused_and_nothing_changes(
    qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []  # each box's sentence, then its details (the reader's English)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.text()}\n{box.detailedText()}") or 0)
    good = json.loads(dumps(new_game()).decode())
    cases = {
        "not json": "club night",
        "wrong tricks": json.dumps({**good, "hands": [{"bids": ["4", "3", "3", "3"], "tricks": [4, 3, 3, 2]}]}),
        "bad bid": json.dumps({**good, "hands": [{"bids": ["4", "3", "3", "x"], "tricks": [4, 3, 3, 3]}]}),
        "bad rules": json.dumps({**good, "rules": {"players": 9}}),
        "a record": json.dumps({"format": "spades-desktop-record"}),
        "deep nesting": "[" * 100_000 + "]" * 100_000,  # RecursionError
        "a huge number": '{"format": "spades-desktop-scorekept", "version": ' + "9" * 5000 + "}",
        "a lone surrogate": json.dumps({**good, "preset": {"id": "standard", "name": "\ud800"}}),
        "a long version": json.dumps({**good, "version": "1" * 100_000}),
    }
    for name, text in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(ScorekeptFileError):
            load_game(path)
        assert keeper.open_file(str(path)) is False
    assert len(shown) == len(cases) and "add up to 12" in shown[1]
    # the sentence and the details each short (the reason is in both now: the details are the reader's English)
    assert all(len(part) < 500 for text in shown for part in text.split("\n")), shown
    assert shown[0].startswith("not json.json cannot be opened: it is not a scorekept game (its text is not JSON).")
    # what is wrong, in the message itself (it was only under Show Details, QA)
    assert shown[1].startswith("wrong tricks.json cannot be opened: the file is damaged. Hand 1: the tricks add up "
                               "to 12, but a hand has 13 tricks.\n")
    assert shown[4].startswith("a record.json cannot be opened here: it is not the score of a game with real cards")


def test_a_scorekept_file_that_cannot_be_opened_is_told_in_russian_with_the_english_under_details(
    qtbot: QtBot, keeper: ScorekeeperWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, russian: None
) -> None:
    """Scores ▸ Open… said the file reader's English inside the Russian box (as Game ▸ Open game did)."""
    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box) or 0)
    path = tmp_path / "club.json"
    path.write_text("club night", encoding="utf-8")
    assert keeper.open_file(str(path)) is False
    (box,) = boxes
    assert box.text() == "Не удаётся открыть club.json: это не счёт партии живыми картами (файл не в формате JSON)."
    assert "not a readable scorekept game" in box.detailedText()
    assert keeper.game.hands == () and keeper.game.preset_id == "standard"


def test_save_as_a_name_without_json_asks_before_replacing_that_file(
        keeper: ScorekeeperWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    earlier = tmp_path / "club.json"
    save_game(new_game("suicide"), earlier)
    before = earlier.read_bytes()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *_a: asked.append(text) or QMessageBox.StandardButton.No)
    assert keeper.save_as(str(tmp_path / "club")) is False
    assert asked == ["club.json already exists. Replace it?"] and earlier.read_bytes() == before
    assert keeper.save_as(str(earlier)) and len(asked) == 1, "the name the dialog asked about is not asked again"


def test_a_failed_save_keeps_the_old_file(keeper: ScorekeeperWindow, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    path = tmp_path / "game.json"
    save_game(new_game("suicide"), path)
    before = path.read_bytes()
    assert keeper.save_as(str(tmp_path / "missing-folder" / "game.json")) is False
    assert shown and path.read_bytes() == before


def test_setup_dialog_with_a_club_preset_players_dealer_and_target(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    club = tmp_path / "club.yaml"
    club.write_text("id: our-club\nname:\n  en: Our club\nextends: suicide\nrules:\n  target: 300\n",
                    encoding="utf-8")
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.choose_preset_file(str(club))
    assert dialog.current_preset().id == "our-club" and dialog.target.value() == 300
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(name)
    dialog.dealer.setCurrentIndex(0)
    dialog.target.setValue(250)
    dialog.accept()
    game = dialog.result_game
    assert game is not None and game.names == NAMES and game.first_dealer == 0
    assert game.rules.target == 250 and game.rules.bidding_system == "suicide" and game.preset_name == "Our club"


@pytest.mark.parametrize("target", [20, 20_000])
def test_a_club_preset_s_target_outside_the_box_s_usual_range_is_kept_as_it_is(qtbot: QtBot, tmp_path: Path,
                                                                             target: int) -> None:
    """The box held 50 to 10000 and set a club's target of 20 to 50 without a word: the game played to 50."""
    make_application()
    club = tmp_path / "club.yaml"
    club.write_text(f"id: quick\nname:\n  en: Quick\nextends: standard\nrules:\n  target: {target}\n",
                    encoding="utf-8")
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.choose_preset_file(str(club))
    assert dialog.target.value() == target and not dialog.error.text()
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(name)
    dialog.accept()
    assert dialog.result_game is not None and dialog.result_game.rules.target == target
    dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
    assert dialog.target.value() == 500 and (dialog.target.minimum(), dialog.target.maximum()) == (50, 10_000)


def test_setup_dialog_refuses_a_broken_preset_and_duplicate_names(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: x\nrules:\n  players: 9\n", encoding="utf-8")
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.choose_preset_file(str(broken))
    assert dialog.error.text() and dialog.current_preset().id == "standard"
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Ann")
    dialog.accept()
    assert dialog.result_game is None and "different name" in dialog.error.text()
    dialog.name_edits[1].setText(" ANN")  # one person to the statistics, which join names ignoring case (QA)
    dialog.accept()
    assert dialog.result_game is None and "different name" in dialog.error.text()


def test_game_menu_opens_the_scorekeeper_and_offers_the_autosaved_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_application()
    game, _tally = new_game().with_hand(0, entries("4 3 3 3 / 5 3 3 2")[0])
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(game, path)
    offered: list[ScorekeptGame | None] = []

    def fake_exec(dialog: ScorekeeperSetupDialog) -> int:
        offered.append(dialog._resume)
        assert dialog.resume_button is not None
        dialog.resume_button.click()
        return 1

    monkeypatch.setattr(setup_dialog.ScorekeeperSetupDialog, "exec", fake_exec)
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.scorekeeper_action.text() == "&Keep score for a real game…"
    win.scorekeeper_action.trigger()
    assert offered == [game]
    keeper = win.scorekeepers[-1]
    assert isinstance(keeper, window_module.ScorekeeperWindow) and keeper.game == game and keeper.isVisible()
    keeper.close()
    win.close()


def kept_autosaves() -> list[Path]:
    return sorted(autosave_path().parent.glob("scorekeeper-autosave-*.json"))


def newer_autosave() -> str:
    game, _tally = new_game().with_hand(0, entries("4 3 3 3 / 5 3 3 2")[0])
    text = json.dumps({**json.loads(dumps(game)), "version": 2, "new_in_version_2": {"x": 1}})
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(text, encoding="utf-8")
    return text


def start_new_scorekept_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> ScorekeeperWindow:
    """Game ▸ Keep score for a real game…, then OK in the set-up dialog: a new game."""
    offered: list[object] = []

    def new_game_chosen(dialog: ScorekeeperSetupDialog) -> int:
        offered.append(dialog.resume_button)
        dialog.accept()
        return 1

    monkeypatch.setattr(setup_dialog.ScorekeeperSetupDialog, "exec", new_game_chosen)
    win = MainWindow()
    qtbot.addWidget(win)
    win.scorekeeper_action.trigger()
    assert offered == [None], "nothing to resume is offered"
    keeper = win.scorekeepers[-1]
    assert isinstance(keeper, window_module.ScorekeeperWindow)
    return keeper


def test_an_unfinished_scorekept_game_of_a_newer_version_is_kept_when_a_new_game_starts(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    newer = newer_autosave()
    told = answer_message_boxes(monkeypatch)
    keeper = start_new_scorekept_game(qtbot, monkeypatch)
    keeper.close()  # autosaves the new game
    kept = kept_autosaves()
    assert len(kept) == 1 and kept[0].name.startswith("scorekeeper-autosave-newer-version-")
    assert kept[0].read_text(encoding="utf-8") == newer
    assert len(told) == 1 and "newer version" in told[0] and str(kept[0]) in told[0]
    assert load_game(autosave_path()).hands == (), "the new game autosaved in its place"


def test_a_deeply_nested_scorekeeper_autosave_is_kept_and_told(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    deep = "[" * 100_000 + "]" * 100_000  # raised RecursionError into Qt's event loop
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(deep, encoding="utf-8")
    told = answer_message_boxes(monkeypatch)
    details: list[str] = []
    monkeypatch.setattr(QMessageBox, "setDetailedText", lambda _box, text: details.append(text))
    start_new_scorekept_game(qtbot, monkeypatch).close()
    assert [p.read_text(encoding="utf-8") for p in kept_autosaves()] == [deep]
    assert len(told) == 1 and "damaged" in told[0]
    assert str(autosave_path()) not in told[0], "the kept copy is named, not the file it was"
    assert details == [f"{autosave_path().name}: this is not a readable scorekept game: the file is damaged "
                       "(not JSON text)"], "the reason, under Show Details"


def test_a_newer_scorekeeper_autosave_that_cannot_be_moved_is_never_written_over(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    make_application()
    newer = newer_autosave()
    told = answer_message_boxes(monkeypatch)

    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(record_autosave, "keep_aside", refuse)
    win = ScorekeeperWindow(new_game())  # however the scorekeeper is opened
    qtbot.addWidget(win)
    win.show()
    for seat, (bid, took) in enumerate(zip(["4", "3", "3", "3"], ["5", "3", "3", "2"], strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert win.submit() and len(win.game.hands) == 1  # autosaved after the hand, but not over that file
    win.close()
    assert autosave_path().read_text(encoding="utf-8") == newer and kept_autosaves() == []
    assert len(told) == 1 and "could not be moved aside (Permission denied)" in told[0]


# ------------------------------------------------------------- card facts
def keeper_for(qtbot: QtBot, game: ScorekeptGame) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, autosave=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: win.isActiveWindow() and win.isAncestorOf(QApplication.focusWidget()))
    qtbot.waitUntil(lambda: win.opening_said)  # "Hand 1: Di deals, Ann bids first." said as it opened
    return win


def type_facts(values: list[str]) -> None:
    for value in values:
        field = focused()
        assert field.objectName().startswith("fact_"), field.objectName()
        QTest.keyClicks(field, value)
        QTest.keyClick(field, Qt.Key.Key_Return)


def test_card_facts_are_typed_after_the_tricks_and_scored(qtbot: QtBot, tmp_path: Path) -> None:
    win = keeper_for(qtbot, new_game("bonus-points"))
    assert list(win.entry.fact_edits) == ["last trick", "last aces", "dix", "streak"]
    type_hand(qtbot, "3 4 3 3", "3 4 3 3", last_offered=False)
    type_facts(["Bob AS", "", "N lead", ""])  # a player's name or the seat's letter
    assert len(win.game.hands) == 1
    sides = win.tally.scores[0].sides
    assert ("last-trick ace", 20) in sides[1].specials and ("dix", 10) in sides[0].specials
    assert win.tally.totals == (60 + 10, 70 + 20 + 10)
    assert cell(win, 0, 12) == "last trick W AS · dix N lead"  # the facts as entered, the last column
    path = save_game(win.game, tmp_path / "bonus.json")
    assert load_game(path).tally().totals == win.tally.totals  # the facts are saved with the hand
    win.close()


def test_a_bad_card_fact_is_shown_on_its_field(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game("bonus-points"))
    type_hand(qtbot, "3 4 3 3", "3 4 3 3", last_offered=False)
    type_facts(["X AS", "", "", ""])
    assert not win.game.hands
    assert "last trick: 'x' is not a seat" in win.message.text().lower()
    assert focused().objectName() == "fact_last_trick" and focused().property("invalid")
    win.close()


def test_a_mo_needs_its_run(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game("mo-and-bemo"))
    for value in ["3", "2", "little mo", "2", "3", "3", "4", "3"]:  # bids, then tricks, in bidding order
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    type_facts(["", ""])
    assert "little mo" in win.entry.bid_edits[0].toolTip()  # the bids of these rules, as typed
    assert not win.game.hands and "longest run" in win.message.text()
    QTest.keyClicks(win.entry.fact_edits["longest run"], "7 2")
    QTest.keyClick(win.entry.fact_edits["longest run"], Qt.Key.Key_Return)
    assert len(win.game.hands) == 1 and win.tally.scores[0].sides[0].made
    win.close()


def test_standard_rules_show_no_card_facts(keeper: ScorekeeperWindow) -> None:
    assert keeper.entry.fact_edits == {} and keeper.table.columnCount() == 2 + 8 + 2


def save_house_rules(qtbot: QtBot, dialog: ScorekeeperSetupDialog, name: str, target: int | None = None) -> None:
    """Press House rules… in the set-up and save the chosen preset under ``name`` (with ``target``)."""
    from PySide6.QtCore import QTimer

    done: list[bool] = []

    def act() -> None:
        editor = dialog.house_rules_dialog
        editor.name.setText(name)
        if target is not None:
            editor.target.setValue(target)
        editor.accept()
        done.append(True)

    QTimer.singleShot(0, act)
    qtbot.mouseClick(dialog.house_rules_button, Qt.MouseButton.LeftButton)
    assert done


def test_a_club_makes_its_house_rules_from_the_scorekeeper_set_up(qtbot: QtBot) -> None:
    make_application()
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    save_house_rules(qtbot, dialog, "Thursday club", target=300)
    assert dialog.current_preset().name == "Thursday club"
    assert dialog.target.value() == 300 and dialog.game().rules.target == 300


def test_a_club_preset_opened_from_its_file_stays_after_house_rules(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    club = tmp_path / "thursday.yaml"
    club.write_text("id: thursday\nname: Thursday club\nrules: {target: 250}\n", encoding="utf-8")
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.choose_preset_file(str(club))
    assert dialog.current_preset().id == "thursday"
    dialog.preset.setCurrentIndex(dialog.preset.findData("standard"))
    save_house_rules(qtbot, dialog, "Friday")
    assert dialog.current_preset().name == "Friday"
    assert dialog.preset.findData("thursday") >= 0, "the club's preset from its file is still in the list"


# ------------------------------------------------------------- bid texts
def test_a_little_bemo_is_typed_in_full_and_a_hand_that_holds_one_can_be_corrected(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The bid field took 12 characters: "4 little bemo" arrived as "4 little bem" and was refused, and a hand
    holding one (opened from a file) could not be entered again unchanged."""
    win = keeper_for(qtbot, new_game("mo-and-bemo"))
    # bids, then tricks, in bidding order; the bemo is the first bidder's when its partner bids nil
    for value in ["4 little bemo", "3", "nil", "3", "4", "3", "3", "3"]:
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert win.entry.bid_edits[0].text() == "4 little bemo"
    type_facts(["6 0", ""])
    assert len(win.game.hands) == 1, win.message.text()
    assert win.game.hands[0].bids[0] == parse_bid("4 little bemo")
    path = save_game(win.game, tmp_path / "bemo.json")
    other = keeper_for(qtbot, new_game("mo-and-bemo"))
    assert other.open_file(str(path))
    other.correct(0)
    assert other.entry.bid_edits[0].text() == "4 little bemo"
    assert other.submit(), other.message.text()
    assert other.game == win.game
    win.close()
    other.close()


def test_every_bid_the_score_command_reads_can_be_typed(keeper: ScorekeeperWindow) -> None:
    from spades_desktop.engine.actions import MOST_TRICKS, Bid, BidKind

    # the engine's words of every kind of bid, with the most tricks ("17 little bemo", "show diamonds")
    texts = [str(Bid(1 if kind is BidKind.SHOW else MOST_TRICKS, kind)) for kind in BidKind]
    texts += ["blind 6 side", "10 for 200", "b17", "bn", "10/200"]
    field = keeper.entry.bid_edits[0]
    for text in texts:
        field.clear()
        QTest.keyClicks(field, text)
        assert field.text() == text
        assert parse_bid(field.text()) == parse_bid(text)


def type_letters(field: QLineEdit, text: str) -> None:
    """Type ``text`` key by key, Cyrillic too (``QTest.keyClicks`` takes Latin-1 letters only)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    for letter in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(field, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, letter))


def test_a_russian_scorer_writes_nil_and_blind_nil_as_the_russian_sheet_does(qtbot: QtBot, russian: None) -> None:
    """The Russian sheet prints Н for nil and СН for blind nil, but the entry row refused "н", "сн" and "Н", and
    its error listed the allowed bids in English."""
    rules = load_preset("standard").rules
    win = keeper_for(qtbot, ScorekeptGame(rules, ("Аня", "Боря", "Кира", "Дима"), EAST, "standard", "Классические"))
    for mark, bid in (("н", "nil"), ("Н", "nil"), ("сн", "blind nil"), ("СН", "blind nil"), ("Нил", "nil")):
        for seat, (said, took) in enumerate(zip((mark, "4", "4", "4"), ("0", "4", "5", "4"), strict=True)):
            win.entry.bid_edits[seat].clear()
            type_letters(win.entry.bid_edits[seat], said)
            win.entry.trick_edits[seat].setText(took)
        assert win.submit(), win.message.text()
        assert win.game.hands[-1].bids[0] == parse_bid(bid)
        win.undo()
    win.entry.bid_edits[0].clear()
    type_letters(win.entry.bid_edits[0], "х")
    assert not win.submit()
    problem = win.message.text()
    assert "1–13, нил (Н), слепой нил (СН)" in problem and "blind" not in problem
    assert focused() is win.entry.bid_edits[0]
    assert "нил (Н), слепой нил (СН)" in win.entry.bid_edits[0].toolTip()
    win.close()


def test_a_russian_correction_shows_the_bids_as_the_table_does_and_enters_them_back_unchanged(
        qtbot: QtBot, russian: None) -> None:
    """Correcting a hand in Russian filled the bid fields with "blind nil" and "10 for 200" (the engine's English)
    though the table shows «слепой нил»."""
    game = kept_game("standard", "blind_nil 3 10_for_200 3 / 0 3 10 0", ten_for_two_hundred=True)
    win = keeper_for(qtbot, game)
    assert cell(win, 0, 4) == "слепой нил"
    win.correct(0)
    assert win.entry.bid_edits[0].text() == "слепой нил" and win.entry.bid_edits[2].text() == "10 за 200"
    assert win.entry.bid_edits[1].text() == "3"
    assert win.submit(), win.message.text()
    assert win.game.hands == game.hands
    win.close()


def test_the_next_hand_typed_so_far_is_still_there_after_correcting_an_earlier_one(
        qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    """Double-clicking an earlier hand to correct it emptied the next hand's fields: bids typed were lost."""
    type_hand(qtbot, "4 3 3 3", "4 3 3 3")
    for bid in ("5", "3"):  # hand 2: Bob and Cy have bid
        QTest.keyClicks(focused(), bid)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    typed = keeper.entry.texts()
    keeper.table.cellDoubleClicked.emit(0, 0)
    assert keeper.editing == 0 and keeper.entry.bid_edits[0].text() == "4"
    QTest.keyClick(focused(), Qt.Key.Key_Escape)  # cancelled
    assert keeper.editing is None and keeper.entry.texts() == typed
    assert focused() is keeper.entry.bid_edits[3], "the cursor where the scorer left off: Di's bid"
    keeper.table.cellDoubleClicked.emit(0, 0)
    keeper.entry.trick_edits[0].setText("5")
    keeper.entry.trick_edits[1].setText("2")
    assert keeper.submit(), keeper.message.text()  # corrected
    assert keeper.game.hands[0].tricks == (5, 2, 3, 3)
    assert keeper.editing is None and keeper.entry.texts() == typed
    for value in ("2", "3", "4", "3", "3"):  # the rest of hand 2: Di and Ann bid, then the tricks
        QTest.keyClicks(focused(), value)
        QTest.keyClick(focused(), Qt.Key.Key_Return)
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Ann's 3 tricks offered
    assert len(keeper.game.hands) == 2 and keeper.game.hands[1].bids == tuple(parse_bid(b) for b in "3532")
    assert all(not edit.text() for edit in keeper.entry.bid_edits.values()), "hand 3 starts empty"


def test_a_preset_name_follows_the_window_s_language_and_a_player_s_own_name_is_kept(qtbot: QtBot) -> None:
    """A game kept in Russian and reopened in English showed the Russian preset name in the title, on the
    scorepad and on the printed sheet."""
    preset = load_preset("board")
    game = dataclasses.replace(new_game("board"), preset_name=preset.name_in("ru"))
    win = keeper_for(qtbot, game)
    english = preset.name_in("en")
    assert english != preset.name_in("ru")
    assert win.windowTitle() == f"Keep score: {english}[*]"
    assert win.scorepad.describe().startswith(english)
    assert win.sheet().preset_name == english
    assert win.game.preset_name == preset.name_in("ru"), "the file keeps what it holds"
    own = keeper_for(qtbot, dataclasses.replace(new_game("board"), preset_name="Thursday club"))
    assert own.windowTitle() == "Keep score: Thursday club[*]" and own.sheet().preset_name == "Thursday club"
    win.close()
    own.close()


# ------------------------------------------------------------ removing hands
def answering(monkeypatch: pytest.MonkeyPatch, answer: QMessageBox.StandardButton) -> list[str]:
    """Every question the window asks, answered with ``answer``."""
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def kept_game(preset_id: str, text: str, **changes: object) -> ScorekeptGame:
    game = new_game(preset_id, **changes)
    for hand in entries(text):
        game, _tally = game.with_hand(len(game.hands), hand)
    return game


def test_a_hand_entered_twice_is_removed_and_the_later_hands_are_scored_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    hands = entries("4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3")
    game = kept_game("standard", "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3")
    win = keeper_for(qtbot, game)
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    assert win.remove_selected_action.isEnabled(), "no hand is selected yet: it says how to select one"
    win.table.setFocus()
    win.table.selectRow(2)  # the second "nil 4 5 3"
    assert win.remove_selected_action.isEnabled()
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert len(asked) == 1 and asked[0].startswith("Remove hand 3?") and win.game is game, "asked; No keeps it"
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    QTest.keyClick(win.table, Qt.Key.Key_Delete)
    assert list(win.game.hands) == hands
    assert win.tally.scores == tally_match(win.game.rules, hands, EAST).scores
    assert win.table.rowCount() == 3 and win.scorepad.row_count() == 3
    assert win.entry_title.text().startswith("Hand 4: Cy deals")
    win.undo()
    assert win.game == game
    win.close()


def test_a_mistyped_hand_that_would_have_ended_the_game_is_corrected_once_the_extra_hand_is_removed(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Hand 1 was typed with West and East bidding 3 (they bid 6 and were set): the true scores end the game after
    hand 2, so the correction was refused because of hand 3, and hand 3 could not be removed."""
    path = save_game(kept_game("standard", "4 3 3 3 / 5 2 4 2\n4 6 3 6 / 5 2 4 2\n4 3 3 3 / 4 3 3 3"),
                     tmp_path / "club.json")
    win = keeper_for(qtbot, new_game())
    assert win.open_file(str(path))
    win.correct(0)
    win.entry.bid_edits[1].setText("6")
    win.entry.bid_edits[3].setText("6")
    asked = answering(monkeypatch, QMessageBox.StandardButton.No)
    assert not win.submit()
    assert asked == ["With this correction the game ends after hand 2: Game over: Ann & Cy won (Bob & Di fell to "
                     "−240; the game is lost at −200). Then hand 3 cannot have been played. Remove hand 3 and keep "
                     "the correction? Undo (Ctrl+Z) puts it back. The later hands' totals change: after hand 2, Bob & "
                     "Di −180 → −240."]
    assert "hand 3 impossible" in win.message.text()
    assert "Remove the hands from hand 3 on first" in win.message.text()  # not "correct hand 3": none could help
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.remove_last_action.trigger()
    assert asked == ["Remove hand 3, the last one entered? Undo (Ctrl+Z) puts it back."]
    assert len(win.game.hands) == 2 and win.editing == 0, "the correction typed stays over the removal"
    assert win.entry.bid_edits[1].text() == "6" and win.entry.bid_edits[3].text() == "6"
    assert win.submit(), win.message.text()
    assert win.tally.winner == 0 and win.tally.reason is not None and "losing score" in win.tally.reason
    win.close()


def test_a_correction_that_ends_the_game_earlier_removes_the_hands_after_the_new_end_when_asked(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The club typed hand 1 with West and East bidding 3 (they bid 6 and were set) and played on: the true scores
    end the game after hand 2, so hands 3 and 4 were never played. One answer keeps the correction and takes them
    out; Undo puts the game back as it was."""
    game = kept_game("standard", "4 3 3 3 / 5 2 4 2\n4 6 3 6 / 5 2 4 2\n4 3 3 3 / 4 3 3 3\n3 3 3 3 / 4 3 3 3")
    win = keeper_for(qtbot, game)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    win.correct(0)
    win.entry.bid_edits[1].setText("6")
    win.entry.bid_edits[3].setText("6")
    assert win.submit(), win.message.text()
    assert len(asked) == 1 and "Remove hands 3–4 and keep the correction?" in asked[0]
    assert len(win.game.hands) == 2 and win.editing is None
    assert win.game.hands[0].bids[1] == parse_bid("6") and win.game.hands[1:] == game.hands[1:2]
    assert win.tally.winner == 0 and win.info.text().startswith("Game over: Ann & Cy won")
    win.undo()
    assert win.game == game
    win.close()


def test_a_hand_is_not_removed_when_a_later_one_would_not_hold_without_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Hand 1 put South-North 100 behind: only so could South bid blind nil in hand 2.
    game = kept_game("blind-from-behind", "1 4 1 4 / 0 6 0 7\nblind_nil 3 4 3 / 0 4 5 4")
    win = keeper_for(qtbot, game)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(0) is False
    assert asked == [] and win.game is game
    message = win.message.text()
    assert message.startswith("Hand 1 cannot be removed: without it, hand 2 (then hand 1) would be impossible")
    assert "100 points behind" in message
    assert win.remove_last_action.isEnabled()
    win.remove_last_action.trigger()
    assert len(win.game.hands) == 1 and asked
    win.close()


# ------------------------------------------------- a finished game not saved
FINISHED = "4 6 3 6 / 5 2 4 2\n4 6 3 6 / 5 2 4 2"  # West and East set twice: they fall to -200


def offered_by_keep_score(monkeypatch: pytest.MonkeyPatch, take: bool = False) -> list[ScorekeptGame | None]:
    """What Game ▸ Keep score for a real game… offers to resume (taken with ``take``)."""
    offered: list[ScorekeptGame | None] = []

    def fake_exec(dialog: ScorekeeperSetupDialog) -> int:
        offered.append(dialog._resume)
        if take and dialog.resume_button is not None:
            dialog.resume_button.click()
            return 1
        return 0

    monkeypatch.setattr(setup_dialog.ScorekeeperSetupDialog, "exec", fake_exec)
    return offered


def finished_keeper(qtbot: QtBot) -> ScorekeeperWindow:
    """A window whose game ends with the hand typed last (and so is autosaved)."""
    make_application()
    win = ScorekeeperWindow(kept_game("standard", FINISHED.splitlines()[0]))
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    hand = entries(FINISHED)[1]
    for seat in range(4):
        win.entry.bid_edits[seat].setText(str(hand.bids[seat]))
        win.entry.trick_edits[seat].setText(str(hand.tricks[seat]))
    assert win.submit() and win.tally.winner == 0
    win.show()
    return win


def test_closing_a_finished_game_never_saved_asks_first_and_keep_score_offers_it_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The window closed without a word, Keep score offered no finished game, and the next game's autosave
    replaced it: an evening's scores were lost."""
    win = finished_keeper(qtbot)
    finished = win.game
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert win.close() is False and win.isVisible()
    assert asked == ["The game is over, but its hands (2) are not saved in a file. Save them before closing?"]
    offered = offered_by_keep_score(monkeypatch)
    assert window_module.open_scorekeeper(None) is None
    assert offered == [None], "the window still open keeps the game: a second window of it is not offered"
    win._autosave_lock.release()  # as when the app was ended with the window open
    assert window_module.open_scorekeeper(None) is None
    assert offered[-1] == finished, "a finished game no file holds is offered again"
    # Save: the hands go to a file, the window closes, and the game is not offered again (its file holds it)
    answering(monkeypatch, QMessageBox.StandardButton.Save)
    kept = tmp_path / "club night.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(kept), ""))
    assert win.close() and load_game(kept) == finished
    assert window_module.open_scorekeeper(None) is None and offered[-1] is None


def test_a_finished_game_discarded_on_closing_is_not_offered_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = finished_keeper(qtbot)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Discard)
    assert win.close() and len(asked) == 1
    offered = offered_by_keep_score(monkeypatch)
    window_module.open_scorekeeper(None)
    assert offered == [None]


def test_an_unfinished_game_closes_without_a_question_and_resumes_with_its_file(
        qtbot: QtBot, keeper: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    path = tmp_path / "club.json"
    assert keeper.save_as(str(path))
    assert keeper.close() and asked == []
    offered = offered_by_keep_score(monkeypatch, take=True)
    resumed = window_module.open_scorekeeper(None)
    assert resumed is not None and offered == [keeper.game]
    qtbot.addWidget(resumed)
    assert resumed.path == path and resumed.is_saved(), "Save goes to the file it was saved in"
    resumed.close()


def test_a_new_game_asks_before_replacing_the_last_game_that_no_file_holds(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    make_application()
    last = kept_game("standard", FINISHED)
    dialog = ScorekeeperSetupDialog(resume=last)
    qtbot.addWidget(dialog)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    dialog.accept()
    assert dialog.result_game is None and asked == [
        "The last game's hands (2) are not saved in a file, and a new game replaces them. Save them first?"]
    answering(monkeypatch, QMessageBox.StandardButton.Save)
    kept = tmp_path / "last.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(kept), ""))
    dialog.accept()
    assert load_game(kept) == last and dialog.result_game is not None and not dialog.result_game.hands
    saved = ScorekeeperSetupDialog(resume=last, resume_path=kept)
    qtbot.addWidget(saved)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    saved.accept()
    assert asked == [] and saved.result_game is not None, "a game its file holds is not asked about"


def test_a_screen_reader_names_whose_bid_and_tricks_each_field_holds(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    """The four trick fields were each "edit": nobody could tell whose tricks they were typing."""
    names = keeper.game.names
    for seat in range(4):
        assert keeper.entry.bid_edits[seat].accessibleName() == f"{names[seat]}: bid"
        assert keeper.entry.trick_edits[seat].accessibleName() == f"{names[seat]}: tricks"


def test_escape_ends_a_correction_then_closes_the_window(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    """The other windows close on Escape; the scorekeeper's did not."""
    type_hand(qtbot, "4 3 3 3", "4 3 3 3")
    keeper.correct(0)
    assert keeper.editing == 0
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert keeper.editing is None and keeper.isVisible(), "the first Escape leaves the correction"
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert not keeper.isVisible(), "the next one closes the window (the game stays in its autosave)"


def test_escape_in_a_half_typed_hand_clears_it_and_a_second_escape_closes(qtbot: QtBot,
                                                                        keeper: ScorekeeperWindow) -> None:
    # A secretary pressed Escape to clear a field, as in any text field: the window closed, the typing lost.
    QTest.keyClicks(focused(), "4")
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    QTest.keyClicks(focused(), "3")
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert keeper.isVisible(), "the first Escape clears the hand being typed"
    assert not any(keeper.entry.typed().values())
    assert "cleared" in keeper.statusBar().currentMessage()
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert not keeper.isVisible()


def test_closing_a_game_that_could_not_be_autosaved_asks_first(
        qtbot: QtBot, keeper: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """An unfinished game lives on in the autosave; when that could not be written (a file there kept as it is),
    closing the window lost the hands without a word."""
    type_hand(qtbot, "4 3 3 3", "4 3 3 3")
    keeper._may_autosave = False  # the autosave file there cannot be read, so it is never written over
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    keeper.close()
    assert keeper.isVisible() and "could not be autosaved" in asked[-1], "Cancel keeps the window"
    answering(monkeypatch, QMessageBox.StandardButton.Discard)
    keeper.close()
    assert not keeper.isVisible()


def test_a_game_scored_when_blind_bids_skipped_the_board_still_opens(tmp_path: Path) -> None:
    """Version 0.1 took a blind 1 that left a side under the board of 4; such a bid is refused now, but a file
    (or autosave) that holds one must still open: it was moved aside as damaged."""
    from spades_desktop.engine import Bid, BidKind, RuleSet
    from spades_desktop.engine.tally import TallyError

    rules = RuleSet(board=4, blind_bids=True, blind_bid_behind=0)
    hand = HandEntry((Bid(1), Bid(4), Bid(1, BidKind.BLIND), Bid(3)), (3, 4, 3, 3), None)
    old = ScorekeptGame(rules, NAMES, 3, "", "House rules", (hand,), "2026-11-30T20:00:00", blind_limits=False)
    save_game(old, tmp_path / "club.json")
    again = load_game(tmp_path / "club.json")
    assert again.hands == old.hands and not again.blind_limits
    assert again.tally().scores[0].sides[0].contract == 2
    with pytest.raises(TallyError, match="the board"):
        dataclasses.replace(again, blind_limits=True).tally()


def test_an_empty_bid_asks_for_the_player_s_bid_by_name_as_empty_tricks_do(
        qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    """A bid left empty was refused with "'' is not a bid; these rules allow 1-13, nil, blind nil"."""
    edits = keeper.entry
    for seat, (bid, took) in enumerate(zip(("4", "", "3", "3"), ("4", "3", "3", "3"), strict=True)):
        edits.bid_edits[seat].setText(bid)
        edits.trick_edits[seat].setText(took)
    assert keeper.submit() is False
    assert keeper.message.text() == "Bob: what did they bid? These rules allow 1-13, nil, blind nil."
    assert focused() is edits.bid_edits[1] and keeper.game.hands == ()
    edits.bid_edits[1].setText("x")  # a bid typed wrong is still named as typed
    assert keeper.submit() is False
    assert keeper.message.text().startswith("'x' is not a bid; these rules allow 1-13")


@pytest.mark.usefixtures("russian", "source_russian")
def test_a_russian_empty_bid_asks_for_the_player_s_bid_in_russian(qtbot: QtBot) -> None:
    """«» — не заказ; по этим правилам можно: …" beside «Бабушка: сколько взяток? Напишите число от 0 до 13."""
    rules = load_preset("standard").rules
    win = keeper_for(qtbot, ScorekeptGame(rules, ("Маша", "Бабушка", "Дедушка", "Петя"), EAST, "standard",
                                          "Классические"))
    for seat, (bid, took) in enumerate(zip(("4", "", "3", "3"), ("4", "3", "3", "3"), strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert not win.submit()
    assert win.message.text() == "Бабушка: какой заказ? По этим правилам можно: 1–13, нил (Н), слепой нил (СН)."
    win.close()


def test_a_second_window_keeping_score_never_writes_over_the_first_ones_autosave(
        qtbot: QtBot, keeper: ScorekeeperWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two running copies with the scorekeeper open each autosaved into the one file: the club's sheet in the first
    # window was replaced by the second's at its next change.
    type_hand(qtbot, "4 n 3 b", "6 0 7 0")
    first = keeper.game
    assert load_game(autosave_path()) == first
    two_hands = new_game()
    for hand in entries("4 3 3 3 / 5 3 3 2\n3 3 3 3 / 3 3 3 4"):
        two_hands, _tally = two_hands.with_hand(len(two_hands.hands), hand)
    other = ScorekeeperWindow(two_hands)
    qtbot.addWidget(other)
    other.scorepad.set_animation_speed(0)
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    assert other.remove_last_hand()
    assert len(other.game.hands) == 1 and load_game(autosave_path()) == first, "the first window's game stays"
    assert "another window keeps its score" in other.autosave_busy_text()
    keeper.close()  # the first window lets go: the second autosaves at its next change
    other.undo()
    assert len(other.game.hands) == 2 and load_game(autosave_path()) == other.game
    assert other.autosave_busy_text() == ""
    other.close()


def test_enter_on_the_focused_enter_hand_button_enters_the_hand(qtbot: QtBot, keeper: ScorekeeperWindow) -> None:
    # Keyboard QA: a button named "Enter hand" ignored the Enter key (only Space pressed it).
    for field, value in zip(keeper.entry.bid_edits.values(), "4333", strict=True):
        field.setText(value)
    for field, value in zip(keeper.entry.trick_edits.values(), "4333", strict=True):
        field.setText(value)
    keeper.enter_button.setFocus()
    QTest.keyClick(keeper.enter_button, Qt.Key.Key_Return)
    assert len(keeper.game.hands) == 1


def test_the_club_preset_file_button_opens_the_file_dialog(qtbot: QtBot, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Clicked, the button passed its ``checked`` (False) as the file's path: no dialog, a TypeError (QA)."""
    make_application()
    club = tmp_path / "club.yaml"
    club.write_text("id: our-club\nname:\n  en: Our club\nextends: suicide\n", encoding="utf-8")
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> tuple[str, str]:
        asked.append("asked")
        return str(club), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer)
    dialog = ScorekeeperSetupDialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.club_button, Qt.MouseButton.LeftButton)
    assert asked == ["asked"] and dialog.current_preset().id == "our-club"

"""Keep score with a screen reader and with a large font: removing a hand, changing the game's set-up and putting
in a forgotten hand are said with the totals now (they were only shown in the status bar; only their Undo was
said), and a low window's scorepad has one scroll bar, not three (the window's area round the pad, the pad's rows
and its key each had one)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QScrollBar
from pytestqt.qtbot import QtBot

from spades_desktop.gui.accessibility import score_text
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_scorekeeper import (
    EAST,
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    keeper_for,
    kept_game,
    type_hand,
)
from .test_scorekeeper_club4 import run_setup
from .test_scorekeeper_speech import said, totals_now  # noqa: F401 - a fixture: what the window says

THREE_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3"
SLOW_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 1 3 5 4\n3 3 3 3 / 3 3 4 3"  # a nil set each time: no one wins soon


# ------------------------------------------------------------------ 1. said
def test_removing_a_hand_says_which_and_the_totals_now(
        qtbot: QtBot, said: list[str], monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(1)
    assert said[-1] == ("Hand 2 removed; the hands after it moved up one and were scored again. The deal moves: "
                        "hand 2 (hand 3 until now) is dealt by Ann, not Bob; Bob bids first and leads. The later "
                        "hands' totals change: after hand 2 (hand 3 until now), Ann & Cy 283 → 132, Bob & Di 70 → 0. "
                        f"{totals_now(win)} Hand 3: Bob deals, Cy bids first."), said
    assert win.statusBar().currentMessage() == said[-1].split(" Totals now")[0]
    assert win.remove_last_hand()
    assert said[-1] == f"Hand 2 removed. {totals_now(win)} Hand 2: Ann deals, Bob bids first.", said
    win.close()


def test_changing_the_set_up_says_what_changed_and_the_totals_now(
        qtbot: QtBot, said: list[str], monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    game = kept_game("standard", "4 3 3 3 / 5 3 3 2\nnil 4 4 3 / 0 5 4 4")
    game = game.with_setup(("Ann", "Bbo", "Cy", "Di"), EAST, 500)[0]
    win = keeper_for(qtbot, game)
    changed, _error = run_setup(qtbot, win, monkeypatch, names=("Ann", "Bob"), dealer=0, target=300)
    assert changed
    assert said[-1] == ("The game's set-up was changed and its hands scored again. Changed: Bbo is now Bob; the "
                        f"first dealer is now Ann; the target is now 300. {totals_now(win)} Hand 3: Cy deals, Di "
                        "bids first."), said
    win.close()


def test_putting_in_a_forgotten_hand_says_so_before_its_result(qtbot: QtBot, said: list[str]) -> None:  # noqa: F811
    win = keeper_for(qtbot, kept_game("standard", THREE_HANDS))
    win.table.selectRow(1)
    assert win.insert_before_selected()
    for seat, (bid, took) in enumerate(zip("3333", "3343", strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert win.submit(), win.message.text()
    hand = score_text(win.game.rules, win.tally.scores[1], win.game.names, True)
    assert said[-1].startswith("Hand 2 put in; the hands after it moved down one and were scored again. The deal "
                               "moves: hand 3 (hand 2 until now) is dealt by Bob, not Ann; Cy bids first and leads. "
                               "The later hands up to hand 4 move the same way. The later hands' totals change: "), said
    assert said[-1].endswith(f". {hand} {totals_now(win)} Hand 5: Di deals, Ann bids first."), said
    win.close()


# ------------------------------------------------------------- 2. scroll bars
def visible_bars(win: ScorekeeperWindow) -> list[QScrollBar]:
    """The scroll bars shown round and in the scorepad (the area's own and the pad's parts')."""
    return [bar for bar in win.pad_holder.findChildren(QScrollBar) if bar.isVisible()]


def one_bar(win: ScorekeeperWindow) -> QScrollBar:
    bars = visible_bars(win)
    assert len(bars) == 1, [(bar.parent().parent().objectName(), bar.maximum()) for bar in bars]
    assert bars[0].orientation() == Qt.Orientation.Vertical
    return bars[0]


def test_a_low_keep_score_window_shows_one_scroll_bar_by_its_scorepad(qtbot: QtBot, tmp_path: object) -> None:
    # At 16 points on a 911 x 512 screen the pad sat at its least height in a scrolling area, and its rows and its
    # key scrolled in it too: three scroll bars side by side. Now the area scrolls the whole pad (kept at its end).
    game = kept_game("standard", "\n".join([SLOW_HANDS] * 2))
    win = keeper_for(qtbot, game)
    win.resize(900, win.minimumSizeHint().height())
    holder = win.pad_holder.verticalScrollBar()
    qtbot.waitUntil(lambda: holder.isVisible() and holder.maximum() > 0 and holder.value() == holder.maximum())
    qtbot.wait(50)  # the pad's parts laid out again and their bars hidden
    win.grab().save(f"{tmp_path}/low.png")
    assert one_bar(win) is holder
    type_hand(qtbot, "4 3 3 3", "5 3 3 2")  # a hand more: the pad grows, no part of it scrolls
    qtbot.waitUntil(lambda: win.scorepad.row_count() == 7 and holder.value() == holder.maximum())
    qtbot.wait(50)
    assert one_bar(win) is holder
    grown = win.scorepad.height()
    win.undo()  # a hand less: the pad as high as its parts, not left higher
    qtbot.waitUntil(lambda: win.scorepad.height() < grown)
    qtbot.wait(50)
    assert one_bar(win) is holder


def test_a_roomy_keep_score_window_scrolls_only_the_scorepad_s_rows(qtbot: QtBot) -> None:
    # Where the pad has room for its key and a few rows, its rows scroll between their heads and the totals.
    win = keeper_for(qtbot, kept_game("standard", "\n".join([SLOW_HANDS] * 6)))
    win.resize(1100, 720)
    qtbot.waitUntil(lambda: len(visible_bars(win)) == 1)
    qtbot.wait(50)
    bar = one_bar(win)
    assert bar is not win.pad_holder.verticalScrollBar() and win.scorepad.isAncestorOf(bar)
    assert win.scorepad.height() == win.pad_holder.viewport().height()


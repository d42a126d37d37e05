"""The club QA's thirteenth round: Keep score and the scorepad for a scorekeeper at a real table.

1. A failed nil beside the partner's 10 for 200, the partner dealing, read "… 10/200ᴰ" in the pad at every window
   width: the short mark's slot could not shrink its type below 6 points, so it was elided, while the dealer's mark
   shrank without a floor. Every bid mark now stays whole: a side's marks shrink together, evenly.
2. Enter in the set-up dialog resumed the adjourned game after the scorer had set up a new one (other rules, the
   names typed): "Resume the last game" stayed the default button. Once the set-up is changed, Start is the
   default; Resume is still there, and asks before it leaves what was typed.
3. The bid field's tooltip listed bids the rules refuse (Suicide: "These rules: 1-13, nil, blind nil", and 3 was
   refused with "you may bid 4-13") and shortcuts of bids the preset does not have ("b5 = blind 5, 10/200, m =
   moon" in every preset). The bids listed are now those the engine lets a seat end the bidding with, the shortcuts
   only those of bids the preset offers.
4. The scorer's speed: after a correction of an earlier hand, the next Ctrl+E selected that hand again, not the
   latest; and correcting only the tricks took Enter through every bid field first. Now a hand entered or cancelled
   in the entry row leaves the latest hand current in the table, none selected, and ↓ in a bid field goes to that
   player's tricks (↑ back), as the fields' tooltips say.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine.tally import _candidates
from spades_desktop.gui import scorepad as scorepad_module
from spades_desktop.gui.scorekeeper.entry import allowed_bids
from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.texts import sheet_tr
from spades_desktop.rules import load_all, load_preset
from spades_desktop.sheets.model import BidCell, SideCell, bid_mark

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    answering,
    focused,
    keeper_for,
    kept_game,
)

NAMES6 = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
DEALER = "D"


class RecordingPainter(QPainter):
    """A painter on an image that keeps every text drawn: (text, point size, left, right)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.drawn: list[tuple[str, float, float, float]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        width = QFontMetricsF(self.font()).horizontalAdvance(args[-1])
        if isinstance(args[0], QRectF):  # (rect, flags, text): _draw_fitted, centred
            left = args[0].center().x() - width / 2
        else:
            assert isinstance(args[0], QPointF)
            left = args[0].x()
        self.drawn.append((args[-1], self.font().pointSizeF(), left, left + width))
        super().drawText(*args)


def _drawn_bids(pad: ScorepadWidget, cell: SideCell, x: float, width: float) -> list[tuple[str, float, float, float]]:
    image = QImage(max(1, int(x + width) + 40), 60, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    try:
        pad._canvas._paint_bids(painter, QRectF(x, 0, width, 30), cell, pad.font())
    finally:
        painter.end()
    return painter.drawn


def _check_whole(drawn: list[tuple[str, float, float, float]], cell: SideCell, x: float, width: float) -> None:
    """Each mark drawn whole, in its order, inside the column, none over another; the dealer's D after its mark;
    the marks of a side at one type (bold or not)."""
    wanted = []
    for bid in cell.bids:
        wanted.append(bid.mark + ("\u2717" if bid.nil_failed else ""))
        if bid.dealer:
            wanted.append(DEALER)
    assert [text for text, *_ in drawn] == wanted, (wanted, drawn)
    right = x - 0.01
    for text, _size, left, end in drawn:
        assert left >= right - 0.5, (text, drawn, x, width)  # not over the mark before
        right = end
    assert right <= x + width + 0.5, (drawn, x, width)
    sizes = {round(size, 2) for text, size, *_ in drawn if text != DEALER}
    assert len(sizes) == 1, drawn


def test_a_failed_nil_beside_a_dealt_10_for_200_is_whole_in_the_pad_at_every_width(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The QA's game A, hand 8: Ann nil (takes 2), Cy 10 for 200 and deals. The pad read "… 10/200ᴰ" at 796, 1280
    # and 1600 pixels.
    game = kept_game("ten-for-two-hundred", """3 4 3 2 / 4 4 3 2
blind_nil 3 5 4 / 1 4 5 3
1 10_for_200 1 4 / 1 6 1 5
3 3 3 3 / 4 4 3 2
4 1 moon 1 / 7 1 5 0
3 nil 3 10_for_200 / 3 0 3 7
4 3 4 2 / 6 1 6 0
nil 3 10_for_200 2 / 2 2 8 1""")
    win = keeper_for(qtbot, game)
    elided: list[str] = []

    class Metrics(QFontMetricsF):
        def elidedText(self, text: str, *args: Any) -> str:
            out = super().elidedText(text, *args)
            if out != text:
                elided.append(text)
            return out

    monkeypatch.setattr(scorepad_module, "QFontMetricsF", Metrics)
    pad = win.scorepad
    for width in (796, 1280, 1600):
        win.resize(width, 800)
        qtbot.waitUntil(lambda: win.width() == width)  # noqa: B023
        qtbot.wait(20)
        cell = pad._rows[7].row.sides[0]
        assert [(b.mark, b.nil_failed, b.dealer) for b in cell.bids] == [("N", True, False), ("10/200", False, True)]
        column = next(c for c in pad._columns if c.kind == "bid" and c.side == 0)
        _check_whole(_drawn_bids(pad, cell, column.x, column.width), cell, column.x, column.width)
        elided.clear()
        pad.grab()
        assert not [text for text in elided if text in ("N\u2717", "10/200")], (width, elided)
    win.close()


def _marks(rules: Any) -> list[tuple[str, bool]]:
    """Every bid mark these rules can show, with whether it is a nil's."""
    return list(dict.fromkeys((bid_mark(bid, sheet_tr), bid.is_nil) for bid in _candidates(rules)))


def test_every_bid_mark_of_every_preset_is_whole_at_the_pads_least_width(qtbot: QtBot) -> None:
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_animation_speed(0)
    pad.show()
    seen: set[tuple[float, tuple[BidCell, ...]]] = set()
    smallest = 1.0
    for preset in load_all():
        rules = preset.rules
        names = NAMES6[: rules.players]
        pad.set_game(rules, names, preset.id)
        pad.setFixedWidth(pad.minimumWidth())
        qtbot.waitUntil(lambda: pad._canvas.width() > 0 and bool(pad._columns))
        pad.resize(pad.minimumWidth(), 600)
        qtbot.wait(1)
        column = next(c for c in pad._columns if c.kind == "bid")
        per_side = max(len(head.players) for head in pad._heads)
        marks = _marks(rules)
        for combo in itertools.product(marks, repeat=per_side):
            for failed in itertools.product((False, True), repeat=per_side):
                if any(f and not nil for f, (_m, nil) in zip(failed, combo, strict=True)):
                    continue
                for dealer in range(-1, per_side):
                    bids = tuple(BidCell(seat, mark, 0, nil, f, seat == dealer)
                                 for seat, ((mark, nil), f) in enumerate(zip(combo, failed, strict=True)))
                    key = (round(column.width, 2), bids)
                    if key in seen:
                        continue
                    seen.add(key)
                    cell = SideCell(0, bids, 0, 0, None, 0, 0, 0, 0, 0, 0, 0, any(failed), (), ())
                    drawn = _drawn_bids(pad, cell, column.x, column.width)
                    _check_whole(drawn, cell, column.x, column.width)
                    smallest = min(smallest, min(size for text, size, *_ in drawn if text != DEALER)
                                   / pad.font().pointSizeF())
    assert seen
    print(f"smallest bid type at the least width: {smallest:.2f} of the pad's")



# ------------------------------------------------------------------ 2. Enter after a new set-up
ADJOURNED = "3 4 3 2 / 4 4 3 2\nnil 3 5 4 / 1 4 5 3\n3 3 3 3 / 4 4 3 2"


def _set_up_dialog(qtbot: QtBot, tmp_path: Any) -> ScorekeeperSetupDialog:
    resume = kept_game("standard", ADJOURNED)
    dialog = ScorekeeperSetupDialog(None, resume=resume, resume_path=tmp_path / "thursday.json")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.resume_button is not None and dialog.resume_button.isDefault(), "an adjourned game: Enter resumes"
    return dialog


def _type_names(dialog: ScorekeeperSetupDialog, names: list[str]) -> None:
    for edit, name in zip(dialog.name_edits, names, strict=True):
        edit.setFocus()
        QTest.keyClicks(edit, name)


def test_enter_starts_the_new_game_the_scorer_set_up_not_the_adjourned_one(qtbot: QtBot, tmp_path: Any) -> None:
    # the QA's probe: Suicide chosen with the keyboard, four names typed, Enter in the last name
    dialog = _set_up_dialog(qtbot, tmp_path)
    dialog.preset.setFocus()
    QTest.keyClick(dialog.preset, Qt.Key.Key_End)
    suicide = dialog.preset.findData("suicide")
    while dialog.preset.currentIndex() != suicide:
        QTest.keyClick(dialog.preset, Qt.Key.Key_Up)
    _type_names(dialog, ["Pat", "Quin", "Rae", "Sol"])
    assert dialog.resume_button is not None
    start = dialog._buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not dialog.resume_button.isDefault() and start.isDefault()
    assert dialog.resume_button.isVisible() and dialog.resume_button.isEnabled(), "Resume is still reachable"
    QTest.keyClick(dialog.name_edits[3], Qt.Key.Key_Return)
    game = dialog.result_game
    assert game is not None and game is not dialog._resume, "Enter resumed the adjourned game"
    assert (game.preset_id, game.names, game.hands) == ("suicide", ("Pat", "Quin", "Rae", "Sol"), ())
    dialog.deleteLater()


def test_a_name_typed_alone_makes_start_the_default_and_clearing_it_gives_resume_back(
        qtbot: QtBot, tmp_path: Any) -> None:
    dialog = _set_up_dialog(qtbot, tmp_path)
    assert dialog.resume_button is not None
    dialog.name_edits[0].setFocus()
    QTest.keyClicks(dialog.name_edits[0], "Pat")
    assert not dialog.resume_button.isDefault()
    dialog.name_edits[0].clear()  # nothing typed now: nothing to lose, the adjourned game is again what Enter takes
    assert dialog.resume_button.isDefault()
    dialog.deleteLater()


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel])
def test_resume_after_a_new_set_up_asks_before_it_leaves_what_was_typed(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, answer: QMessageBox.StandardButton) -> None:
    dialog = _set_up_dialog(qtbot, tmp_path)
    dialog.preset.setCurrentIndex(dialog.preset.findData("suicide"))
    _type_names(dialog, ["Pat", "Quin", "Rae", "Sol"])
    asked = answering(monkeypatch, answer)
    assert dialog.resume_button is not None
    dialog.resume_button.click()
    assert asked == ["Resume the last game? The new game set up here (Suicide: Pat, Quin, Rae, Sol) is not "
                     "started."], asked
    if answer == QMessageBox.StandardButton.Yes:
        assert dialog.result_game is dialog._resume
    else:
        assert dialog.result_game is None and dialog.isVisible()
        assert [e.text() for e in dialog.name_edits] == ["Pat", "Quin", "Rae", "Sol"]
    dialog.deleteLater()


def test_resume_with_nothing_typed_asks_nothing(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    dialog = _set_up_dialog(qtbot, tmp_path)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.resume_button)
    QTest.keyClick(dialog.resume_button, Qt.Key.Key_Return)
    assert asked == [] and dialog.result_game is dialog._resume
    dialog.deleteLater()


# ------------------------------------------------------------------ 3. the bid field's tooltip
@pytest.mark.parametrize(("preset", "shortcuts", "allowed"), [
    ("suicide", "A number, n = nil, b = blind nil", "4-13, nil, blind nil"),
    ("suicide-copy", "A number, n = nil, b = blind nil", "4-13, nil, blind nil"),
    ("standard", "A number, n = nil, b = blind nil", "1-13, nil, blind nil"),
    ("ten-for-two-hundred", "A number, n = nil, b = blind nil, 10/200, m = moon",
     "1-13, nil, blind nil, 10 for 200, moon"),
    # blind bids only for a side 100 behind: the rules allow them all the same
    ("blind-from-behind", "A number, n = nil, b = blind nil, b5 = blind 5", "1-13, nil, blind nil, blind 1-7"),
    ("mirrors", "A number, n = nil", "1-13, nil"),  # a bid is the bidder's spade count: none refused as such
])
def test_the_bid_tooltip_lists_the_bids_the_engine_allows_and_only_the_presets_shortcuts(
        qtbot: QtBot, preset: str, shortcuts: str, allowed: str) -> None:
    win = keeper_for(qtbot, kept_game(preset, ""))
    tip = win.entry.bid_edits[0].toolTip()
    assert tip.split("\n")[:2] == [shortcuts, f"These rules: {allowed}"], tip
    win.close()


def test_a_bid_the_tooltip_leaves_out_is_one_the_window_refuses(qtbot: QtBot) -> None:
    # the QA's probe: Suicide, Pat bids 3 -> refused with "you may bid 4-13, nil, blind nil", as the tooltip now says
    win = keeper_for(qtbot, kept_game("suicide", ""))
    win.entry.bid_edits[0].setFocus()
    QTest.keyClicks(win.entry.bid_edits[0], "3")
    QTest.keyClick(win.entry.bid_edits[0], Qt.Key.Key_Return)
    assert "you may bid 4-13, nil, blind nil" in win.message.text(), win.message.text()
    assert "These rules: 4-13, nil, blind nil" in win.entry.bid_edits[0].toolTip()
    win.close()


def test_the_bids_allowed_in_russian_are_the_engines_too(russian: None) -> None:
    assert allowed_bids(load_preset("suicide").rules) == "4–13, нил (Н), слепой нил (СН)"
    # a half bid's range as the engine's "0.5-12.5" says it (the range's first figure read «0–12½»)
    assert allowed_bids(load_preset("half-tricks").rules).endswith(", 0½–12½")


# ------------------------------------------------------------------ 4. the scorer's speed
FOUR_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3\n3 3 3 3 / 3 3 4 3\n3 3 3 3 / 4 3 3 3"
CTRL = Qt.KeyboardModifier.ControlModifier


def _correct_hand_2_tricks(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Ctrl+E, ↑ ↑ to hand 2, Enter; ↓ from the first bid to its tricks, the tricks typed over, Enter to the end."""
    win = keeper_for(qtbot, kept_game("standard", FOUR_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert win._selected_hand() == 3, "Ctrl+E selects the latest hand"
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 1
    first = win.entry.order[0]
    assert focused() is win.entry.bid_edits[first]
    QTest.keyClick(focused(), Qt.Key.Key_Down)  # to the tricks: no Enter through the bids
    assert focused() is win.entry.trick_edits[first], focused().objectName()
    QTest.keyClick(focused(), Qt.Key.Key_Up)
    assert focused() is win.entry.bid_edits[first], "↑ goes back to the bid"
    QTest.keyClick(focused(), Qt.Key.Key_Down)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    for took in ("5", "5", "3", "0"):  # in bidding order (Ann dealt): Bob 5 (was 4), Cy 5 (was 6), Di 3, Ann 0
        field = focused()
        field.selectAll()
        QTest.keyClicks(field, took)
        QTest.keyClick(field, Qt.Key.Key_Return)
    assert len(asked) == 1 and asked[0].startswith("Change hand 2"), asked
    assert win.editing is None and win.game.hands[1].tricks == (0, 5, 5, 3), win.message.text()
    return win


def test_after_a_correction_ctrl_e_selects_the_latest_hand(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = _correct_hand_2_tricks(qtbot, monkeypatch)
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert win._selected_hand() == 3, "Ctrl+E selected hand 2 again, the hand just corrected"
    assert win.table.hasFocus()
    win.close()


def test_after_a_cancelled_correction_ctrl_e_selects_the_latest_hand(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", FOUR_HANDS))
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Return)
    assert win.editing == 2
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert win.editing is None
    QTest.keyClick(focused(), Qt.Key.Key_E, CTRL)
    assert win._selected_hand() == 3
    win.close()


def test_the_arrow_keys_between_bid_and_tricks_are_in_the_fields_tooltips(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, kept_game("standard", ""))
    seat = win.entry.order[0]
    assert win.entry.bid_edits[seat].toolTip().endswith("\nDown arrow: this player's tricks (to correct only the "
                                                        "tricks)"), win.entry.bid_edits[seat].toolTip()
    assert win.entry.trick_edits[seat].toolTip() == "Up arrow: this player's bid"
    win.close()

"""Orca 43.1 on the real bus, round 21 (QA /tmp/qa_orca21): Keep score and Review.

1. Keep score's opening ("Game to 500. Enter the first hand. Hand 1: Ann deals, Bob bids first.", or on resume
   "Totals now: …") was never said: it went out with singleShot(0) from the show, before the window was active,
   in a burst of ~51 events that Orca pruned ("FLOOD? … 37 events pruned"). Now said once the window is active
   and its focus has been told.
2. Tab (Shift+Tab, Escape, Alt+R) out of a filled field said "Text unselected." about the field just left: Qt's
   line edit deselects as the focus leaves, and the screen reader heard of it before the new field's focus.
3. A review opened saying only its board ("All the cards."), never the first step.
4. Export score sheet as PDF… confirmed nothing.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from spades_desktop.gui import accessibility
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import window as review_window
from spades_desktop.gui.review.window import ReviewWindow
from spades_desktop.gui.scorekeeper import window as keeper_window
from spades_desktop.gui.scorekeeper.entry import EntryField
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow

from .test_review import played_hand
from .test_scorekeeper import focused, keeper_for, kept_game, new_game

TWO_HANDS = "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3"
Said = list[tuple[float, str, bool]]  # when, what, and whether the window was active with the focus in it


class Activations(QObject):
    """When ``window`` first became the active window."""

    def __init__(self, window: QObject) -> None:
        super().__init__()
        self.first: float | None = None
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (self.first is None and event.type() == QEvent.Type.ActivationChange
                and watched.isWidgetType() and watched.isActiveWindow()):  # type: ignore[attr-defined]
            self.first = time.monotonic()
        return False


def recording(monkeypatch: pytest.MonkeyPatch, module: object) -> Said:
    said: Said = []

    def send(source: object, text: str, _notices: object = None) -> None:
        window = source.window()  # type: ignore[attr-defined]
        ready = window.isActiveWindow() and window.isAncestorOf(QApplication.focusWidget())
        said.append((time.monotonic(), text, ready))

    monkeypatch.setattr(module, "send_announcement", send)
    return said


# ------------------------------------------------------------------ 1. the opening of Keep score
@pytest.mark.parametrize("hands", ["", TWO_HANDS])
def test_keep_score_says_its_opening_once_the_window_is_active_and_focused(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, hands: str) -> None:
    said = recording(monkeypatch, keeper_window)
    make_application()
    win = ScorekeeperWindow(kept_game("standard", hands) if hands else new_game(), autosave=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    active = Activations(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.wait(50)  # the window system takes its time: the old singleShot(0) went out before
    win.activateWindow()
    qtbot.waitUntil(lambda: win.opening_said, timeout=5000)
    assert len(said) == 1, said
    when, text, ready = said[0]
    assert text.startswith("Totals now: " if hands else "Game to 500. Enter the first hand. Hand 1: "), text
    assert ready, "said before the window was active with the cursor in it: Orca pruned it"
    assert active.first is not None and when - active.first >= accessibility.SAID_AFTER_ACTIVE_MS / 1000 * 0.9, \
        "said in the burst of the window's first events"
    win.activateWindow()  # active again (another window came and went): not said again
    qtbot.wait(accessibility.SAID_AFTER_ACTIVE_MS + 200)
    assert len(said) == 1, said
    win.close()


# ------------------------------------------------------------------ 2. no "Text unselected." on the way out
Deselections = list[str]


def watch_deselections(win: ScorekeeperWindow, seen: Deselections) -> None:
    """Each field whose selection went as the cursor left it: Qt tells a screen reader of it (text-selection-changed)
    and Orca 43 said "Text unselected." about the field just left, before the new one."""
    def changed(edit: QLineEdit) -> None:
        if not edit.hasSelectedText() and not edit.hasFocus():
            seen.append(edit.accessibleName())

    for edit in win.findChildren(EntryField):
        if not edit.property("deselectionWatched"):
            edit.setProperty("deselectionWatched", True)
            edit.selectionChanged.connect(lambda e=edit: changed(e))


def correcting(qtbot: QtBot) -> tuple[ScorekeeperWindow, Deselections]:
    win = keeper_for(qtbot, kept_game("standard", TWO_HANDS))
    win.correct(1)
    qtbot.waitUntil(lambda: focused().hasSelectedText())  # "Bob: bid text. selected. 4, as entered."
    seen: Deselections = []
    watch_deselections(win, seen)
    return win, seen


@pytest.mark.parametrize("key", [Qt.Key.Key_Tab, Qt.Key.Key_Backtab])
def test_tab_out_of_a_selected_field_does_not_tell_its_deselection(qtbot: QtBot, key: Qt.Key) -> None:
    win, seen = correcting(qtbot)
    if key == Qt.Key.Key_Backtab:  # from the last field back (Shift+Tab in the first leaves the row)
        last = win.entry.trick_edits[win.entry.order[-1]]
        last.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda: last.hasSelectedText())
        seen.clear()
    for _ in range(3):
        left = focused()
        QTest.keyClick(left, key)
        qtbot.waitUntil(lambda: focused() is not left and focused().hasSelectedText())  # noqa: B023
        assert not left.hasSelectedText(), "the field left keeps a selection"
    assert seen == [], f"the fields left told their deselection: {seen}"
    win.close()


def test_escape_and_enter_hand_out_of_a_selected_field_do_not_tell_its_deselection(qtbot: QtBot) -> None:
    win, seen = correcting(qtbot)
    QTest.keyClick(focused(), Qt.Key.Key_Escape)  # the correction cancelled: the row laid out anew
    QApplication.processEvents()
    assert seen == [], seen
    win.correct(1)
    qtbot.waitUntil(lambda: focused().hasSelectedText())
    watch_deselections(win, seen)
    QTest.keyClick(focused(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # Enter hand: the next hand's row
    QApplication.processEvents()
    assert seen == [], seen
    win.close()


def test_a_field_left_by_a_click_elsewhere_loses_its_selection_unseen(qtbot: QtBot) -> None:
    win, seen = correcting(qtbot)
    left = focused()
    win.table.setFocus(Qt.FocusReason.MouseFocusReason)
    QApplication.processEvents()
    assert not left.hasSelectedText() and seen == [], seen
    win.close()


def test_another_window_keeps_the_selection_of_the_field(qtbot: QtBot) -> None:
    # as Qt's own line edit does: the field still selected when the window is active again
    edit = QLineEdit("42")
    qtbot.addWidget(edit)
    accessibility.selected_after_focus(edit)
    edit.show()
    edit.setFocus()
    edit.selectAll()
    edit.event(accessibility.QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.ActiveWindowFocusReason))
    assert edit.selectedText() == "42"


# ------------------------------------------------------------------ 3. the review's first step
def test_a_review_says_its_first_step_once_the_window_is_active(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    said = recording(monkeypatch, review_window)
    make_application()
    _game, record = played_hand()
    review = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(review)
    active = Activations(review)
    review.show()
    qtbot.waitExposed(review)
    qtbot.wait(50)
    review.activateWindow()
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    when, text, ready = said[0]
    assert text == review.step_text(), said
    assert text.startswith("Next: ") and " Step 1 of " in text
    assert ready and active.first is not None
    assert when - active.first >= accessibility.SAID_AFTER_ACTIVE_MS / 1000 * 0.9
    qtbot.wait(accessibility.SAID_AFTER_ACTIVE_MS + 200)
    assert len(said) == 1, said
    review.close()


# ------------------------------------------------------------------ 4. the score sheet exported
def test_export_score_sheet_says_where_it_was_saved(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    said = recording(monkeypatch, keeper_window)
    win = keeper_for(qtbot, kept_game("standard", TWO_HANDS))
    said.clear()
    target = tmp_path / "Thursday.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), "PDF (*.pdf)"))
    assert win.export_sheet() == target and target.exists()
    told = f"Score sheet saved to {target}."
    assert win.statusBar().currentMessage() == told
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    assert [text for _when, text, _ready in said] == [told]
    win.close()

"""The duplicate match on a small screen: 1366 x 768 at 150 % (911 x 512 logical pixels) with a 14-point font, as
a Russian family's QA played it (session 55): the comparison's headings whole, its total in sight, the window on
the screen; the set-up dialog's rules box ends a long preset name with "…" rather than cutting it."""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import TableResult, new_match
from spades_desktop.engine import RuleSet
from spades_desktop.gui.duplicate import DuplicateWindow, show_match
from spades_desktop.gui.duplicate.setup_dialog import DuplicateSetupDialog
from spades_desktop.gui.main_window import MainWindow

from .test_duplicate_reopen import cut_texts, finished_comparison

ROOM = QRect(0, 0, 911, 512)  # 1366 x 768 at 150 %


@contextlib.contextmanager
def fourteen_points_on(room: QRect, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A 14-point font on a screen whose free room is ``room``; the font as it was after."""
    from spades_desktop.gui import layouts

    monkeypatch.setattr(layouts, "screen_room", lambda window: QRect(room))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = QFont(app.font())
    font = QFont(old)
    font.setPointSize(14)
    app.setFont(font)
    try:
        yield
    finally:
        app.setFont(old)


@pytest.fixture
def small_screen(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A 14-point font on the QA's laptop screen."""
    with fourteen_points_on(ROOM, monkeypatch):
        yield


def rows_in_sight(comparison: DuplicateWindow) -> tuple[int, bool]:
    """How many deals' rows are wholly in sight in the comparison's table, and whether its total row is (in its own
    place, or pinned to the bottom of the table while the deals scroll)."""
    table = comparison.table
    viewport = table.viewport().rect()
    total = table.rowCount() - 1
    pin = getattr(comparison, "total_pin", None)
    covered = QRect()
    pinned = False
    if pin is not None and pin.isVisible():
        covered = QRect(table.viewport().mapFrom(table, pin.geometry().topLeft()), pin.size())
        index = pin.indexAt(pin.viewport().rect().center())
        pinned = viewport.contains(covered) and index.row() == total and covered.height() >= table.rowHeight(total)
    seen = 0
    for row in range(total):
        rect = table.visualRect(table.model().index(row, 0))
        if viewport.contains(rect) and not covered.intersects(rect):
            seen += 1
    own = table.visualRect(table.model().index(total, 0))
    return seen, pinned or (viewport.contains(own) and not covered.intersects(own))


def within_screen(comparison: DuplicateWindow) -> bool:
    frame = comparison.frameGeometry()
    return frame.width() <= ROOM.width() and frame.height() <= ROOM.height() and ROOM.contains(frame)


@pytest.mark.parametrize("deals", [2, 4, 12])
def test_the_comparison_fits_a_small_screen_with_its_headings_whole_and_its_total_in_sight(
        qtbot: QtBot, window: MainWindow, small_screen: None, russian: None, deals: int) -> None:
    """QA: «Противники» showed as "Іротивникі", «Их противники» as "1ротивники" (cut on both sides); with 2 deals
    1.5 rows were in sight, with 4 deals 3.5, and the total (Итого) always needed scrolling; the window was 913
    pixels wide on a 911-pixel screen."""
    comparison = finished_comparison(window, deals)
    qtbot.wait(100)
    assert cut_texts(comparison) == []
    seen, total = rows_in_sight(comparison)
    assert total, "the total row is in sight"
    assert seen >= min(deals, 4), f"{seen} of {deals} deals in sight"
    assert within_screen(comparison), comparison.frameGeometry()
    table = comparison.table
    bar = table.horizontalScrollBar()
    if bar.maximum() > 0:  # the columns scroll sideways: the total goes along with the deals
        bar.setValue(bar.maximum())
        qtbot.wait(50)
        assert cut_texts(comparison) == [] and rows_in_sight(comparison)[1]
        pin = getattr(comparison, "total_pin", None)
        if pin is not None and pin.isVisible():
            assert pin.horizontalScrollBar().value() == bar.value()


def test_the_comparison_keeps_its_headings_whole_in_english_at_ten_points_on_a_small_screen(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.gui import layouts

    monkeypatch.setattr(layouts, "screen_room", lambda window: QRect(ROOM))
    comparison = finished_comparison(window, 12)
    qtbot.wait(100)
    assert cut_texts(comparison) == [] and rows_in_sight(comparison)[1] and within_screen(comparison)
    assert comparison.table.horizontalScrollBar().maximum() == 0, "no sideways scrolling at 10 points"


def shown_choice(box: QComboBox) -> tuple[str, int, int]:
    """The rules box's choice as painted, its width and the width of the box's text field."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box).width()
    shown = getattr(box, "shown_text", box.currentText)()
    return shown, QFontMetrics(box.font()).horizontalAdvance(shown), field


def test_the_duplicate_set_up_shows_a_long_preset_name_whole_or_ending_with_an_ellipsis(
        qtbot: QtBot, window: MainWindow, small_screen: None, russian: None) -> None:
    """QA: the Rules box showed «Слепые заказы в о», cut with no «…»."""
    dialog = DuplicateSetupDialog(window.presets, "blind-from-behind", window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.preset
    assert box.currentText() == "Слепые заказы в отставании"
    shown, width, field = shown_choice(box)
    assert width <= field and shown == box.currentText(), "the screen has room for the whole name"
    assert dialog.frameGeometry().width() <= ROOM.width()
    dialog.resize(dialog.minimumWidth(), dialog.height())  # narrower: shortened with "…", whole in the tooltip
    qtbot.wait(50)
    shown, width, field = shown_choice(box)
    assert width <= field and shown != box.currentText() and shown.endswith("…")
    assert box.toolTip() == box.currentText()


def shown_rect(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` in sight in ``window``'s coordinates: cut by each widget it lies in (a scrolled
    body's lines below its viewport are out of sight, not over the buttons)."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect &= QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    return rect


def overlaps(comparison: DuplicateWindow) -> list[str]:
    """The comparison's parts in sight that overlap, a wrapped line cut short, a part reaching out of the window."""
    parts: list[QWidget] = [comparison.heading, comparison.table, comparison.status, comparison.legend,
                            comparison.play_button, comparison.bots_button, comparison.export_button,
                            comparison.close_button]
    shown = [(part, shown_rect(part, comparison)) for part in parts if part.isVisible()]
    found = [f"{type(one).__name__} {first.getRect()} over {type(other).__name__} {second.getRect()}"
             for (one, first), (other, second) in itertools.combinations(shown, 2)
             if not (first.isEmpty() or second.isEmpty()) and first.intersects(second)]
    found += [f"cut: {label.text()[:30]!r} {label.height()} < {label.heightForWidth(label.width())}"
              for label in (comparison.heading, comparison.status, comparison.legend)
              if label.height() < label.heightForWidth(label.width())]
    found += [f"out of the window: {type(part).__name__} {rect.getRect()}" for part, rect in shown
              if not (rect.isEmpty() or comparison.rect().contains(rect))]
    return found


@pytest.mark.parametrize("room", [QRect(0, 0, 640, 360), QRect(0, 0, 683, 384)], ids=["1280x720", "1366x768"])
@pytest.mark.parametrize("played", [1, 3])
def test_at_200_percent_and_14_points_nothing_in_the_comparison_overlaps(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, room: QRect, played: int) -> None:
    """Low-vision QA (1280 x 720 at 200 %, 640 x 360 logical pixels, 14 points): after deal 1 of 3 the window was
    638 x 336, the table reached y 248 but the status line was drawn at y 150, across the deal's row, and the key
    ("Difference: your side's points…") across the Total row: the table's least height (its headings, a deal and
    the total) had grown with the headings' lines, and the window neither grew nor made room. Nothing overlaps,
    every line is whole (where the screen is too low the body scrolls), and the window stays on the screen."""
    with fourteen_points_on(room, monkeypatch):
        state = new_match(RuleSet(), 3, 31, "easy", "easy", "standard", "Standard partnership Spades")
        for index in range(played):
            state = state.dealt(index).played(index, TableResult(-50, 81)).bots_played(index, TableResult(61, -80))
        comparison = show_match(window, state).window
        qtbot.waitUntil(comparison.isVisible)
        with contextlib.suppress(qtbot.TimeoutError):  # the layout settles after a few turns of the event loop
            qtbot.waitUntil(lambda: not overlaps(comparison), timeout=3000)  # (longer on a busy machine)
        found = overlaps(comparison)
        assert not found, found
        frame = comparison.frameGeometry()  # the window manager's title bar is WINDOW_FRAME's guess, above it
        assert frame.width() <= room.width() and frame.height() <= room.height(), (frame, room)
        assert room.contains(comparison.geometry()), (comparison.geometry(), room)

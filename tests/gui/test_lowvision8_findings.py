"""A low-vision player's findings (QA lowvision8, 1280 x 720 at 200 % with a 14-point font, high contrast): the bid
panel's focused button cut the tail of its "y"; the duplicate comparison's columns scrolled sideways under headings
of four lines."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from spades_desktop.ai.duplicate_match import TableResult, new_match
from spades_desktop.engine import BLIND_NIL, Bid, RuleSet
from spades_desktop.engine.scoring import score_hand
from spades_desktop.gui import style
from spades_desktop.gui.duplicate import DuplicateWindow, show_match
from spades_desktop.gui.duplicate.window import DIFFERENCE_COLUMN
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.panels import BidPanel, HandSummaryPanel, Panel

from .test_bid_reasons import NAMES, south_to_bid
from .test_duplicate_reopen import cut_texts
from .test_duplicate_small_screen import fourteen_points_on


@pytest.fixture(params=[style.STANDARD.name, style.HIGH_CONTRAST.name])
def theme(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    before = style.theme().name
    style.set_theme(request.param)
    yield request.param
    style.set_theme(before)


def words_room(button: QPushButton, size: QSize) -> int:
    """The height the button's style leaves its words inside its border and padding at ``size``."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    option.rect = QRect(QPoint(0, 0), size)
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).height()


def cut_buttons(panel: Panel) -> list[str]:
    """The panel's buttons whose words are higher than the room inside their border and padding, at the size the
    table laid them out (a button chosen for Enter, or focused, keeps its place), each as laid out and chosen for
    Enter (the focus ring, 3 pixels beside the 1-pixel border): "text chosen: room < the words' height"."""
    cut = []
    for button in panel.findChildren(QPushButton):
        if not button.isVisible():
            continue
        was, size = button.property("chosen"), button.size()
        need = QFontMetrics(button.font()).height()
        for chosen in ("false", "true"):
            button.setProperty("chosen", chosen)
            style.restyle(button)
            if words_room(button, size) < need:
                cut.append(f"{button.text()} {chosen}: {words_room(button, size)} < {need}")
        button.setProperty("chosen", was)
        style.restyle(button)
    return cut


def shown_at(panel: Panel, px: int, level: int) -> None:
    panel.set_scale(px)
    panel.set_compact(level)
    panel.show()
    panel.adjustSize()
    QApplication.processEvents()


@pytest.mark.parametrize("px", [11, 13, 20])
@pytest.mark.parametrize("level", [0, 3, 4])
@pytest.mark.parametrize("looked", [False, True], ids=["blind-question", "numbers"])
def test_the_bid_panel_s_buttons_are_as_high_as_their_words_chosen_or_not(
        qtbot: QtBot, theme: str, looked: bool, level: int, px: int) -> None:
    # QA: at the tightest (1280 x 720 at 200 %, 14 points, 11 pixels) "Look at my cards", chosen for Enter, was 17
    # pixels high: its own padding (1 pixel) outweighed the panel's focus padding, and with the 3-pixel ring 9
    # pixels were left for words 13 high; the tail of the "y" was cut.
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show_for(south_to_bid(RuleSet(), 3, look=looked).view(0), NAMES, 2)
    shown_at(panel, px, level)
    assert cut_buttons(panel) == []


@pytest.mark.parametrize("level", [0, 5, 8])
def test_the_hand_summary_s_buttons_are_as_high_as_their_words_chosen_or_not(
        qtbot: QtBot, theme: str, level: int) -> None:
    rules = RuleSet()
    score = score_hand(rules, [BLIND_NIL, Bid(4), Bid(4), Bid(4)], [2, 4, 3, 4], [0, 0], [0, 0])
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, ["Annabelle", "Wes", "Cyrano", "Ethan"], True)
    shown_at(panel, 11, level)
    assert cut_buttons(panel) == []


def heading_lines(comparison: DuplicateWindow) -> int:
    """The most lines a shown column's heading wraps to at its section's width."""
    table = comparison.table
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    most = 0
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        if table.isColumnHidden(column) or item is None:
            continue
        high = metrics.boundingRect(0, 0, header.sectionSize(column) - margin, 10_000, flags, item.text()).height()
        most = max(most, 1 + round((high - metrics.height()) / metrics.lineSpacing()))
    return most


@pytest.mark.parametrize("played", [1, 3])
def test_at_200_percent_and_14_points_the_comparison_s_columns_fit_its_width_under_two_line_headings(
        qtbot: QtBot, window: MainWindow, theme: str, monkeypatch: pytest.MonkeyPatch, played: int) -> None:
    # QA: on 1280 x 720 at 200 % with a 14-point font (640 x 360) the eight columns needed 745 pixels of the 580 the
    # table had: "Bots in your seat" took four lines and Difference sat behind the sideways scroll bar. On a window
    # that narrow the deal numbers and the running total give way (the total row's Difference says the match's
    # total; a deal's number is in its row's tool tip and still read with the row); the rest fits its width.
    with fourteen_points_on(QRect(0, 0, 640, 360), monkeypatch):
        state = new_match(RuleSet(), 3, 31, "easy", "easy", "standard", "Standard partnership Spades")
        for index in range(played):
            state = state.dealt(index).played(index, TableResult(-50, 81)).bots_played(index, TableResult(61, -80))
        comparison = show_match(window, state).window
        qtbot.waitUntil(comparison.isVisible)
        qtbot.wait(200)
        table = comparison.table
        header = table.horizontalHeader()
        widths = [header.sectionSize(c) for c in range(8)], comparison.column_least(), table.viewport().width()
        assert table.horizontalScrollBar().maximum() == 0, widths
        assert heading_lines(comparison) <= 2, (header.height(), widths)
        assert cut_texts(comparison) == []
        shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        assert DIFFERENCE_COLUMN in shown and len(shown) >= 6, shown
        first = table.item(0, 0)
        assert first is not None and str(state.plan.deals[0].deal_number) in first.toolTip(), first.toolTip()
        said = table.item(0, 1)
        assert said is not None and said.data(Qt.ItemDataRole.AccessibleTextRole) == \
            f"Deal no.: {state.plan.deals[0].deal_number}", "still read with the row"


def test_on_a_narrow_window_not_in_history_is_its_sign_alone(qtbot: QtBot, window: MainWindow,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: at 200 % with a 14-point font (640 pixels) "⚠ Not in History" took 174 pixels of the status bar, and the
    # status line beside it was cut to "Your bid: bid blind before you see your cards, or pre…". On a narrow window
    # the mark is its sign; its tool tip and what a screen reader hears keep the whole words.
    with fourteen_points_on(QRect(0, 0, 640, 360), monkeypatch):
        window.history_recorder._set_problem("the history was written by a newer version")
        mark = window._history_mark
        assert mark is not None
        said, tip = mark.accessibleName(), mark.toolTip()
        assert "not recorded in History" in said and said == tip
        least = window.minimumSizeHint().width()
        assert least < 6 * mark.fontMetrics().horizontalAdvance("⚠ Not in History"), "a narrow window"
        window.resize(least, 520)
        qtbot.waitUntil(lambda: window.width() == least)
        qtbot.wait(50)
        assert mark.text() == "⚠" and mark.isVisibleTo(window)
        assert (mark.accessibleName(), mark.toolTip()) == (said, tip)
        window.resize(1600, 900)
        qtbot.waitUntil(lambda: window.width() == 1600)
        qtbot.wait(50)
        assert mark.text() == "⚠ Not in History"
        assert (mark.accessibleName(), mark.toolTip()) == (said, tip)

"""Orca 43.1 on the real bus, round 15 (QA orca14): what focus entry reads in the scorepad and the results panels,
the blind question's Esc, and R's minus sign."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.accessibility import Verbosity
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorepad import ScorepadWidget

from .conftest import human_view, setup_for, start, wait_for_human
from .test_a11y_findings import play_to_the_end_of_the_hand
from .test_atspi2_findings import orca_43_reads
from .test_window_sizes import _one_hand_played


@pytest.fixture
def accessibility_on() -> Iterator[None]:
    """Accessibility active, as under a screen reader: Qt then makes a widget's interface as soon as it has a parent
    (offscreen, only when asked), and a label marked ``read_as_one`` after that stayed a label under Orca."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


@pytest.mark.usefixtures("accessibility_on")
def test_tab_into_the_scorepad_reads_its_name_and_the_focused_row_not_every_hand(
        qtbot: QtBot, window: MainWindow) -> None:
    # Orca 43.1 read every hand's sentence as the panel's labels, then the focused row again: ~800 characters
    # after 3 hands, and more with every hand (the rows were labels that label nothing).
    pad = window.scorepad
    assert isinstance(pad, ScorepadWidget)
    rules = RuleSet()
    hands = [HandEntry(tuple(parse_bid(b) for b in ("4", "2", "4", "2")), (8, 0, 5, 0))] * 3
    pad.set_game(rules, ["You", "Wes", "Nora", "Ethan"], "Standard")
    pad.set_hands(tally_match(rules, hands, 3).scores)
    pad.focus_row(2)
    read = orca_43_reads(window.scorepad_dock)
    assert read == [], read
    row = QAccessible.queryAccessibleInterface(pad._row_texts[2])
    assert row is not None and row.text(QAccessible.Text.Name) == pad.row_text(2)
    assert row.state().focused and row.state().focusable
    assert row.role() == QAccessible.Role.ListItem, "not a label: Orca reads a panel's labels on entering it"
    QTest.keyClick(pad._row_texts[2], Qt.Key.Key_Up)  # the arrows still go from hand to hand
    assert pad._row_texts[1].hasFocus()
    assert QAccessible.queryAccessibleInterface(pad._row_texts[1]).state().focused


@pytest.mark.usefixtures("accessibility_on")
def test_the_hand_s_result_is_said_once_by_its_announcement_not_again_by_the_panel(
        qtbot: QtBot, window: MainWindow) -> None:
    # "Hand 2 is over panel. Deal no. … Sam & Nora: bid 2 + 4, won 1 + 5, points +60, total −9 …" and then the
    # notification "Hand 2 over: Sam & Nora +60, total −9; …": the totals twice. Game over likewise.
    window.set_verbosity(Verbosity.BRIEF)
    play_to_the_end_of_the_hand(qtbot, window, hand_limit=2)
    said = window.table_view.access.announcements
    assert any(text.startswith("Hand 1 over: ") for text in said)
    panel = window.table_view.summary_panel
    assert panel.isVisible()
    assert orca_43_reads(panel) == [], orca_43_reads(panel)
    # the rows are still there for a screen reader's review, by their names
    game = window.controller.game
    assert game is not None
    total = str(game.hands_log[0].score.sides[0].total_after).replace("-", "\u2212")
    names = [QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)
             for label in panel.findChildren(type(panel.title)) if label.isVisibleTo(panel)]
    assert any(f"total {total}" in name for name in names), names
    window.table_view.continue_after_hand()
    while wait_for_human(qtbot, window) is State.HUMAN_TURN:
        assert window.controller.submit(human_view(window).legal[-1]) is None
    QTest.keyClick(window.table_view, Qt.Key.Key_Return)
    assert wait_for_human(qtbot, window) is State.GAME_OVER
    over = window.table_view.game_over_panel
    assert any(text.startswith("Game over: ") for text in said)
    read = orca_43_reads(over)
    assert read and not any(":\u00a0" in text for text in read), read  # why it ended, not the totals again


def test_esc_on_the_blind_question_tells_what_enter_now_presses(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # Esc rebuilt the panel with "Look at my cards" chosen for Enter, but with no focus event: nothing said it.
    sent: list[QAccessibleEvent] = []
    update = QAccessible.updateAccessibility
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: (sent.append(event), update(event)))
    start(qtbot, window, setup_for(seed=2))
    panel = window.table_view.bid_panel
    assert human_view(window).hand is None and panel.title.text() == "Bid blind, or look at your cards?"
    window.table_view.setFocus()
    QTest.keyClick(window.table_view, Qt.Key.Key_B)
    QTest.keyClick(window.table_view, Qt.Key.Key_Return)
    assert panel.asking() is not None
    sent.clear()
    QTest.keyClick(window.table_view, Qt.Key.Key_Escape)
    assert panel.asking() is None
    qtbot.waitUntil(lambda: any(e.type() == QAccessible.Event.Focus for e in sent))  # once its buttons show
    focus = [e for e in sent if e.type() == QAccessible.Event.Focus]
    told = QAccessible.queryAccessibleInterface(focus[-1].object())
    assert told.text(QAccessible.Text.Name) == "Look at my cards" and told.state().focused


def test_r_says_a_score_below_zero_with_a_minus_sign(qtbot: QtBot, window: MainWindow) -> None:
    # "Score: Sam & Nora -57": a screen reader reads the hyphen as "dash" or not at all.
    _one_hand_played(qtbot, window)
    game = window.controller.game
    assert game is not None and min(game.scores) < 0
    window.read_action.trigger()
    said = window.table_view.access.announcements[-1]
    score = said[said.index("Score: "):]
    assert "\u2212" in score and not re.search(r"-\d", score), score
    pad = window.scorepad
    description = QAccessible.queryAccessibleInterface(pad).text(QAccessible.Text.Description)
    assert "\u2212" in description and not re.search(r"-\d", description), description

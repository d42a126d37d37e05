"""What a blind player heard wrong with Orca 43 on the real AT-SPI bus (QA session "atspi2"), and the fixes' checks.

Each test is named after what the player would say.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, Phase
from spades_desktop.gui.accessibility import Verbosity, card_in_sentence
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.stats.window import StatsWindow

from .conftest import human_view, play_until, setup_for, start, wait_for_human
from .test_stats_window import stats_window  # noqa: F401 - a fixture


def orca_43_reads(widget: QWidget) -> list[str]:
    """What Orca 43 says of a panel or a dialog after its name and role (its ``unrelatedLabels``): the showing
    labels under it, at any depth, that label nothing, have three words or more, and are not the panel's or
    their parent's name."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    root_name = root.text(QAccessible.Text.Name)
    said: list[str] = []

    def walk(parent: QAccessibleInterface) -> None:
        for index in range(parent.childCount()):
            child = parent.child(index)
            if child is None or child.state().invisible:
                continue
            name = child.text(QAccessible.Text.Name)
            if (child.role() == QAccessible.Role.StaticText and not child.relations() and len(name.split()) >= 3
                    and name not in (root_name, parent.text(QAccessible.Text.Name)) and name not in root_name):
                said.append(name)
            walk(child)

    walk(root)
    return said


def lines_in_review(widget: QWidget) -> list[str]:
    """The names of the showing labels and paragraphs under ``widget``: what a screen reader's review of it (Orca's
    flat review, a browse mode) reads line by line, also where the focus entering it reads none of them
    (``orca_43_reads``: a results panel's lines, said by its announcement; test_orca15_findings)."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    said: list[str] = []

    def walk(parent: QAccessibleInterface) -> None:
        for index in range(parent.childCount()):
            child = parent.child(index)
            if child is None or child.state().invisible:
                continue
            name = child.text(QAccessible.Text.Name)
            if child.role() in (QAccessible.Role.StaticText, QAccessible.Role.Paragraph) and name:
                said.append(name)
            walk(child)

    walk(root)
    return said


@pytest.mark.parametrize("verbosity", [Verbosity.BRIEF, Verbosity.FULL])
def test_redo_says_my_card_once(qtbot: QtBot, window: MainWindow, verbosity: Verbosity) -> None:
    # "Redone: the play of the two of diamonds, and the 3 bot moves after it." and then, as the move was replayed,
    # "You play the two of diamonds.": the answer to Ctrl+Y already names the card.
    window.set_verbosity(verbosity)
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    view = window.table_view
    said = view.access.announcements
    card = human_view(window).legal[0]
    assert window.controller.submit(card) is None
    wait_for_human(qtbot, window)
    mine = f"You play the {card_in_sentence(card.card)}."
    assert mine in said  # said as I play it
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    count = len(said)
    qtbot.keyClick(view, Qt.Key.Key_Y, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    after = said[count:]
    assert after and after[0].startswith(f"Redone: the play of the {card_in_sentence(card.card)}"), after
    assert mine not in after, after
    # the bots' moves the redo replays are still said at Full (they are not named in the answer)
    if verbosity is Verbosity.FULL:
        assert any(": " in text and not text.startswith(("Redone", "Your")) for text in after[1:]), after


def test_redo_of_a_bid_says_it_once(qtbot: QtBot, window: MainWindow) -> None:
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    view.setFocus()
    said = view.access.announcements
    qtbot.keyClick(view, Qt.Key.Key_L)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_3)  # type: ignore[no-untyped-call]
    qtbot.keyClick(view, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    assert "You bid 3." in said
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    count = len(said)
    qtbot.keyClick(view, Qt.Key.Key_Y, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    after = said[count:]
    assert after and after[0].startswith("Redone: the bid of 3"), after
    assert "You bid 3." not in after, after


# ------------------------------------------------------------- the scorekeeper
def test_the_scorekeeper_says_why_enter_refused_the_hand(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tricks typed 2 2 3 3 (10 in all): the reason was shown under the entry row, and Orca said only the field the
    # cursor went to, "South: tricks text, selected".
    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import keeper_for, new_game, type_hand, wait_for_entry

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    win = keeper_for(qtbot, new_game())
    wait_for_entry(qtbot)
    said.clear()  # what the window said as it opened
    type_hand(qtbot, "4 4 4 1", "2 2 3 3", last_offered=False)
    assert not win.game.hands
    reason = win.message.text()
    assert "add up to 10" in reason, reason
    assert said == [reason], said
    win.close()


def test_the_scorekeeper_says_why_a_hand_cannot_be_removed(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import answering, keeper_for, kept_game

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    win = keeper_for(qtbot, kept_game("blind-from-behind", "1 4 1 4 / 0 6 0 7\nblind_nil 3 4 3 / 0 4 5 4"))
    said.clear()  # what the window said as it opened
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(0) is False and not asked
    assert win.message.text().startswith("Hand 1 cannot be removed: ")
    assert said == [win.message.text()], said
    win.close()


# ------------------------------------------------------- read whole by Orca 43
def test_the_hand_result_panel_is_read_with_each_side_s_points_and_total(qtbot: QtBot) -> None:
    # Orca 43 said "Hand 1 is over panel. Deal no. 7 You & Nora 4 + 3 5 + 3 contract 7 made +70 · bags +1 · bag
    # count 1 …": the headings, the points and the totals (one word each) were skipped. (Read in review now: on
    # entering the panel the announcement says the result, test_orca15_findings.)
    from spades_desktop.engine.scoring import score_hand
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.panels import HandSummaryPanel
    from spades_desktop.rules import load_preset

    make_application()
    rules = load_preset("standard").rules
    score = score_hand(rules, [Bid(4), Bid(3), Bid(3), Bid(2)], [5, 3, 3, 2], [0, 0], [0, 0])
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, ["You", "Wes", "Nora", "Ethan"], last=False, deal=7)
    panel.show()
    qtbot.waitExposed(panel)
    for level in range(panel.compact_levels()):  # whatever the panel shows, each row is said whole
        panel.set_compact(level)
        said = lines_in_review(panel)
        assert "You & Nora: bid 4 + 3, won 5 + 3, points +71, total 71" in said, said
        assert "Wes & Ethan: bid 3 + 2, won 3 + 2, points +50, total 50" in said, said
    panel.set_compact(0)
    said = lines_in_review(panel)
    lines = [line.replace("\xa0", " ") for line in said]
    assert lines[:2] == ["Hand 1 is over", "Deal no. 7"], lines
    assert any(line.startswith("contract 7 made +70") for line in lines), lines
    # the cells are not said again one by one (the headings nowhere)
    names: list[str] = []

    def walk(parent: QAccessibleInterface) -> None:
        for index in range(parent.childCount()):
            child = parent.child(index)
            names.append(child.text(QAccessible.Text.Name))
            walk(child)

    walk(QAccessible.queryAccessibleInterface(panel))
    assert not {"Bid", "Won", "Points", "Total", "+71", "71", "You & Nora"} & set(names), names
    assert [label.text() for label in panel.grid.parentWidget().findChildren(type(panel.title))
            if label.objectName() == "Head"] == ["", "Bid", "Won", "Points", "Total"], "the look is kept"


def test_each_statistics_tile_is_a_tab_stop_said_whole(qtbot: QtBot, stats_window: StatsWindow) -> None:  # noqa: F811
    # Orca 43 said the window "Points a hand and 2 unfinished 0 won, 0 lost 2 of 2 …": the figures were lost,
    # and Tab never reached a tile.
    tile = stats_window.tiles["points"]
    whole = f"Points a hand: {tile.value.text()}, {tile.detail.text()}"
    assert tile.value.text() != "–" and tile.detail.text().endswith("hands")
    said = orca_43_reads(stats_window)
    assert whole in said, said
    for key in ("wins", "made", "bags"):
        shown = stats_window.tiles[key]
        assert f"{shown.caption.text()}: {shown.value.text()}, {shown.detail.text()}" in said, said
    stats_window.activateWindow()
    stats_window.refresh_button.setFocus()
    seen = []
    for _ in range(len(stats_window.tiles)):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen == list(stats_window.tiles.values()), seen
    stats_window.refresh_button.setFocus()
    plain = tile.grab().toImage()
    tile.setFocus()
    assert tile.grab().toImage() != plain, "the tile with the focus shows it"
    focused = QAccessible.queryAccessibleInterface(tile)
    assert focused.state().focused and focused.text(QAccessible.Text.Name) == whole
    assert focused.role() == QAccessible.Role.StaticText and focused.childCount() == 0

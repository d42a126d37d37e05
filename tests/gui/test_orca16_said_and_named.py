"""Orca 43.1 on the real bus, round 16 (QA /tmp/qa_orca16): what was said empty, read whole, or without its name.

1. Pass and play: the person's own card ("Ann: eight of hearts.") and "Hand 1: Ann deals." were said as an empty
   "notification." whenever the hand-off cover followed them: the cover blanked every notice 0.4 s later, and Orca
   read the notice's name after it was blanked.
2. Statistics: every filter change said the whole dialog (400 characters) before its notice.
3. Keep score: a correction opened from the table never said which field the cursor was in ("South: bid").
4. History: the list's rows were read as bare cells, without their columns' names.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game
from spades_desktop.gui.accessibility import NoticeStandIn
from spades_desktop.gui.controller import State
from spades_desktop.gui.history.model import GamesModel
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper import entry as entry_module
from spades_desktop.gui.stats import window as stats_module
from spades_desktop.gui.stats.window import StatsWindow

from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_history_window import seed_history
from .test_scorekeeper import focused, keeper_for, kept_game
from .test_undo import policy


def game_of(win: MainWindow) -> Game:
    game = win.controller.game
    assert game is not None
    return game


def notice_names(win: MainWindow) -> list[str]:
    return [n.accessibleName() for n in win.table_view.access.findChildren(NoticeStandIn)]


def test_a_hand_off_leaves_the_card_just_played_and_the_deal_said_but_forgets_the_hint(
        qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.access.older_readers = True
    window.start_game(pnp_setup("hbhb", seed=4))
    assert wait_any(qtbot, window) is State.HAND_OFF
    dealt = [t for t in window.table_view.access.announcements if t.startswith("Hand 1:")]
    assert dealt, window.table_view.access.announcements
    assert dealt[0] in notice_names(window), "the deal, said just before the cover, is not blanked under it"
    played = 0
    while played < 3:
        state = wait_any(qtbot, window)
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
            continue
        game = game_of(window)
        seat = game.to_act
        assert seat is not None
        action = policy(game.view(seat))
        if game.phase.name != "PLAY":
            assert window.controller.submit(action) is None
            continue
        window.table_view.say("Hint: play the ace of clubs, your sure trick.")  # as the hint answers (H)
        said = len(window.table_view.access.announcements)
        assert window.controller.submit(action) is None
        if wait_any(qtbot, window) is not State.HAND_OFF:
            continue
        own = [t for t in window.table_view.access.announcements[said:] if t.startswith(("Ann:", "Cat:"))]
        assert own, window.table_view.access.announcements[said:]
        names = notice_names(window)
        assert own[0] in names, f"{own[0]!r} blanked under the cover: {names}"
        assert "" not in [n.accessibleName() for n in window.table_view.access.findChildren(NoticeStandIn)
                          if n.isVisible()]
        assert not any("ace of clubs" in n for n in names), "the last person's hint is forgotten"
        played += 1


# ------------------------------------------------------------------ 2. Statistics
TOP_LEVEL = (QAccessible.Role.Dialog, QAccessible.Role.Window, QAccessible.Role.AlertMessage)


def orca_top_level(widget: QWidget) -> QAccessible.Role | None:
    """The role of the object Orca 43 takes for ``widget``'s top level (``topLevelObject``: the nearest ancestor
    that is a dialog, frame, window or alert on AT-SPI; Qt's window is a frame there, its border a panel)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    iface = iface.parent()
    while iface is not None and iface.isValid():
        if iface.role() in TOP_LEVEL:
            return iface.role()
        iface = iface.parent()
    return None


def test_a_statistics_notice_is_not_said_after_the_whole_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Orca 43 says a notification's top-level dialog, with every label in it, before it: each filter change of
    Statistics said 400 characters before "Bob: 1 game finished, 0% won.". A frame is said by its name alone."""
    monkeypatch.setattr(stats_module, "load_older_readers", lambda _settings: True)
    seed_history(40)
    win = StatsWindow(player="Ann")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.player_box.setCurrentText("Bob")
    shown = [n for n in win.findChildren(NoticeStandIn) if n.isVisible()]
    assert [n.accessibleName() for n in shown] == win.announced
    assert QAccessible.queryAccessibleInterface(win).role() == QAccessible.Role.Dialog
    assert orca_top_level(shown[0]) == QAccessible.Role.Window, "the notice sits in a frame, not in the dialog"
    assert shown[0].isVisibleTo(win)


# ------------------------------------------------------------------ 3. Keep score: a correction's first field
def test_a_correction_tells_the_focus_before_the_first_field_s_caret_moves(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+E, ↑ to hand 1, Enter: Orca 43.1 never said "South: bid". The new first field's caret moved before it
    took the focus (its length limit, then its value), and Qt tells each move to a screen reader; Orca took the queued
    move for the focus ("3", "selected") and then dropped the focus event, the field being focused already. Qt tells
    a caret move as it emits ``cursorPositionChanged``, and the focus as ``focusChanged`` is emitted."""
    seen: list[tuple[str, QLineEdit]] = []

    class Watched(entry_module.EntryField):
        def __init__(self, parent: QWidget | None = None) -> None:
            super().__init__(parent)
            self.cursorPositionChanged.connect(lambda _old, _new: seen.append(("caret", self)))

    monkeypatch.setattr(entry_module, "EntryField", Watched)
    win = keeper_for(qtbot, kept_game("standard", "4 3 3 3 / 5 3 3 2\nnil 4 5 3 / 0 4 6 3"))

    def changed(_old: object, new: object) -> None:
        if isinstance(new, QLineEdit) and win.isAncestorOf(new):
            seen.append(("focus", new))

    QTest.keyClick(focused(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert win.table.hasFocus()
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    QTest.keyClick(win.table, Qt.Key.Key_Up)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(changed)
    seen.clear()
    try:
        QTest.keyClick(win.table, Qt.Key.Key_Return)
    finally:
        app.focusChanged.disconnect(changed)
    assert win.editing == 0
    first = win.entry.bid_edits[win.entry.order[0]]
    assert focused() is first
    told = seen.index(("focus", first))
    assert ("caret", first) not in seen[:told], "the caret moved before the focus was told"
    qtbot.waitUntil(lambda: first.selectedText() == first.text() != "")  # then filled and selected, to type over
    assert first.accessibleDescription().endswith("as entered"), "its value said with the focus"
    assert [win.entry.trick_edits[s].maxLength() for s in win.entry.order] == [2] * 4, "the limits kept"
    assert len({win.entry.bid_edits[s].maxLength() for s in win.entry.order}) == 1 and first.maxLength() >= 13
    QTest.keyClick(first, Qt.Key.Key_Escape)
    win.close()


# ------------------------------------------------------------------ 4. History: each cell with its column
def test_the_history_list_reads_each_cell_with_its_column(qtbot: QtBot) -> None:
    """↑ ↓ in History's list read bare cells, "2026-12-07 11:56. Standard partnership Spades. … 1.": the last "1." the
    hands. As the duplicate match's deals (round 12): each cell's accessible text has its column's name."""
    seed_history(3)
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    model, table = win.model, win.table
    games = QAccessible.queryAccessibleInterface(table)
    assert games is not None
    names: dict[tuple[int, int], str] = {}
    for child in range(games.childCount()):
        cell = games.child(child)
        place = cell.tableCellInterface()
        if place is not None:
            names[place.rowIndex(), place.columnIndex()] = cell.text(QAccessible.Text.Name)
    assert model.rowCount() == 3
    for column, heading in enumerate(model.headers):
        shown = model.data(model.index(0, column))
        assert isinstance(shown, str) and shown
        assert names[0, column] == f"{heading}: {shown}"
    assert names[0, GamesModel.HANDS] == f"Hands: {model.games[0].hands_played}"
    assert model.data(model.index(0, GamesModel.HANDS)) == str(model.games[0].hands_played), "shown as before"
    win.close()


def test_a_house_rules_notice_is_not_said_after_the_whole_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """As Statistics' (above): the House rules dialog's notices sat directly in the dialog, which Orca 43 says whole
    before each notification; they sit in a frame now."""
    from spades_desktop.gui import house_rules_dialog as rules_module
    from spades_desktop.gui.house_rules_dialog import HouseRulesDialog

    from .test_house_rules_dialog import in_house_rules, new_game

    monkeypatch.setattr(rules_module, "load_older_readers", lambda _settings: True)
    roles: list[QAccessible.Role | None] = []

    def act(dialog: HouseRulesDialog) -> None:
        dialog._say("Lowest bid now 1: a bid of 0 only without nil.")
        shown = [n for n in dialog.findChildren(NoticeStandIn) if n.isVisible()]
        assert shown
        roles.append(orca_top_level(shown[0]))

    in_house_rules(qtbot, new_game(qtbot), act)
    assert roles == [QAccessible.Role.Window], "the notice sits in a frame, not in the dialog"

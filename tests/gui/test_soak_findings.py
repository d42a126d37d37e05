"""What a long evening of play showed (a soak QA: 98 games in one window): windows closed were only hidden, and
each History, Statistics, review, New game, rules and last-trick window opened stayed in memory till the app
quit (90 hidden windows, 104 to 382 MB)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.info_dialogs import TextDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.stats.window import StatsWindow

from .conftest import setup_for, start


def kept(window: MainWindow, kind: type[QWidget]) -> int:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # what deleteLater asked for
    return len([w for w in window.findChildren(kind) if isinstance(w, kind)])


def test_windows_closed_all_evening_are_not_kept(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, setup_for(seed=3))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected.value)
    for _ in range(5):
        window.show_history()
        window.show_history()  # asked again while open: the same window, brought to the front
        assert kept(window, HistoryWindow) == 1
        window._history_window.close()
        window.show_statistics()
        window._stats_window.close()
        window.show_rules()
        window._rules_dialog.close()
        window.new_game_dialog()
    assert kept(window, HistoryWindow) <= 1 and kept(window, StatsWindow) <= 1
    assert kept(window, NewGameDialog) == 0
    assert kept(window, TextDialog) <= 1

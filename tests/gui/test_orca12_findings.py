"""Orca 43.1 on the real bus, round 12 (QA with dbus, at-spi, openbox, xdotool and Orca's speech log): the hand
summary keeps the arrows on its buttons, and what the table, the duplicate comparison and Statistics say."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .test_a11y_findings import play_to_the_end_of_the_hand


def test_the_arrows_go_round_the_hand_summary_s_buttons(qtbot: QtBot, window: MainWindow) -> None:
    # From Next hand, → went to Review hand, and the next → out to the scorepad; each arrow then said "The hand is
    # over: press Next hand." (heard nine times)
    play_to_the_end_of_the_hand(qtbot, window, hand_limit=2)
    panel = window.table_view.summary_panel
    assert window.controller.state is State.HAND_OVER and QApplication.focusWidget() is panel.next_button
    reached = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down,
                Qt.Key.Key_Up):
        QTest.keyClick(QApplication.focusWidget(), key)
        reached.append(QApplication.focusWidget())
    assert reached == [panel.review_button, panel.next_button, panel.review_button, panel.next_button,
                       panel.review_button, panel.next_button], "round the panel's two buttons"
    assert panel.isVisible() and window.controller.state is State.HAND_OVER

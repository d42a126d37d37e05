"""Orca 43.1 on the real bus, round 13 (leftovers of round 12): the review window is a frame, the only legal card
is said once, and the focus leaves the bid panel with the bid."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.gui.stats.window import StatsWindow

from .test_review import played_hand
from .test_scorekeeper import new_game


def role(widget: QWidget) -> QAccessible.Role:
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.role()


def test_the_review_window_is_a_frame_as_the_other_windows_are(qtbot: QtBot) -> None:
    # Orca 43.1 met the review window as a "filler" (Qt's role for a plain widget, *client*), not a frame, as it
    # met the duplicate comparison before (accessibility.as_window)
    make_application()
    _game, record = played_hand()
    review = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    assert role(review) == QAccessible.Role.Window, "a frame on AT-SPI, not a filler"
    face = QAccessible.queryAccessibleInterface(review)
    assert face is not None and face.text(QAccessible.Text.Name) == review.windowTitle()
    # the other windows of their own: History and Statistics are dialogs, the scorekeeper a main window
    history, stats, keeper = HistoryWindow(), StatsWindow(), ScorekeeperWindow(new_game(), autosave=False)
    for other, want in ((history, QAccessible.Role.Dialog), (stats, QAccessible.Role.Dialog),
                        (keeper, QAccessible.Role.Window)):
        qtbot.addWidget(other)
        other.show()
        assert role(other) == want, type(other).__name__

"""What a blind player heard wrong with Orca 43.1 on the real AT-SPI bus (QA session "atspi3"), and the fixes' checks.

Each test is named after what the player would say.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, setup_for, start, wait_for_human


def accessible_name(widget: QWidget | None) -> str:
    face = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
    return face.text(QAccessible.Text.Name) if face is not None else ""


# ------------------------------------------------------------------ the scorepad
def test_tab_into_the_scorepad_ends_on_the_newest_hand_not_on_hands_scored(qtbot: QtBot,
                                                                           window: MainWindow) -> None:
    """Orca said every hand and then "Hands scored": the row took the focus inside the list's own focus-in, so
    the row's focus went out first and the list's last. Qt tells a screen reader of a focus change once the
    change is made (``QApplication.focusChanged`` then the accessible focus event), so the order of
    ``focusChanged`` is the order a reader hears: the list, then the newest row, last."""
    start(qtbot, window, setup_for(seed=3))
    for _hand in range(2):
        while wait_for_human(qtbot, window) is State.HUMAN_TURN:
            legal = human_view(window).legal
            normal = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
            assert window.controller.submit(normal[3] if len(normal) > 3 else legal[-1]) is None
        window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    view = window.table_view
    window.activateWindow()
    view.setFocus()
    QApplication.processEvents()
    heard: list[str] = []
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def changed(_old: QWidget | None, new: QWidget | None) -> None:
        heard.append(accessible_name(new))

    app.focusChanged.connect(changed)
    try:
        QTest.keyClick(view, Qt.Key.Key_Tab)
        qtbot.waitUntil(lambda: accessible_name(QApplication.focusWidget()).startswith("Hand 2, dealt by "),
                        timeout=2000)
        QApplication.processEvents()
    finally:
        app.focusChanged.disconnect(changed)
    assert len(heard) == 2 and heard[0] == "Hands scored" and heard[1].startswith("Hand 2, dealt by "), heard

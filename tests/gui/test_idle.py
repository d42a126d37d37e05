"""Issue 12, item 10: a table waiting for the human repaints its glowing plate a few times a second, not 60.

(The CPU it costs is measured by ``bench/idle_cpu.py``, not asserted here.)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed

from .conftest import setup_for, start


def test_the_waiting_table_repaints_rarely(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=8))
    window.set_speed(Speed.NORMAL)
    window.table_view.table._update_plates()  # the pulse starts at the Normal speed
    QTest.qWait(300)
    assert window.controller.state is State.HUMAN_TURN
    viewport = window.table_view.viewport()
    painted: list[QRect] = []

    class Counter(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if watched is viewport and event.type() == QEvent.Type.Paint:
                painted.append(event.region().boundingRect())  # type: ignore[attr-defined]
            return False

    counter = Counter()
    viewport.installEventFilter(counter)
    QTest.qWait(1000)
    viewport.removeEventFilter(counter)
    plate = window.table_view.table.plate(0)
    plate_rect = window.table_view.mapFromScene(plate.mapRectToScene(plate.boundingRect())).boundingRect()
    assert painted, "the plate of the seat to act still breathes"
    assert len(painted) <= 8, f"{len(painted)} repaints of the table in a second"
    for rect in painted:
        assert plate_rect.adjusted(-3, -3, 3, 3).contains(rect), f"only the glowing plate is repainted: {rect}"
    window.set_speed(Speed.OFF)

"""The launcher's light first frame (issue 12, start-up): felt and menus first, the table after the first paint.

``MainWindow(deferred=True)`` is what ``gui.application.run_gui`` makes; ``ensure_built`` (called there after
the first paint, and by a plain ``MainWindow()`` at once) must give the same window as the synchronous build.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from spades_desktop.gui import application
from spades_desktop.gui.application import make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.settings import Speed
from spades_desktop.gui.table_view import TableView

from .conftest import WAIT_STATES, setup_for, simple_bots, start


def test_deferred_window_paints_felt_and_menus_before_the_table(qtbot: QtBot) -> None:
    make_application()
    win = MainWindow(deferred=True)
    qtbot.addWidget(win)
    assert not hasattr(win, "table_view") and not hasattr(win, "controller")
    assert win.centralWidget() is not None and win.centralWidget().objectName() == "FeltPlaceholder"
    assert [a.text() for a in win.menuBar().actions()] == [win.tr("&Game"), win.tr("&Edit"), win.tr("&View"),
                                                           win.tr("&Help")]
    assert not win.undo_action.isEnabled() and not win.save_action.isEnabled()
    win.set_speed(Speed.OFF)  # a choice made before the table exists reaches it when it is built
    win.show()
    qtbot.waitExposed(win)
    assert win.grab().width() > 0  # painting the light frame needs nothing of the table
    dock_width = win.scorepad_dock.width()

    win.ensure_built()
    # At once, before the event loop turns: a game started now is laid out for the whole table (the first deal
    # was played in a 98 x 28 view in the top-left corner while Qt had yet to show and place the new table).
    viewport = win.table_view.viewport()
    assert viewport.width() > win.width() // 2 and viewport.height() > win.height() // 2, viewport.size()
    assert win.scorepad_dock.width() == dock_width
    qtbot.wait(50)
    assert win.scorepad_dock.width() == dock_width  # the table takes the felt's place; the scorepad keeps its width
    assert isinstance(win.centralWidget(), TableView) and win.centralWidget() is win.table_view
    assert win.focusProxy() is win.table_view
    assert win.controller.speed == Speed.OFF.factor
    win.ensure_built()  # once only
    assert win.centralWidget() is win.table_view

    win.controller.player_factory = simple_bots  # type: ignore[assignment]
    start(qtbot, win, setup_for())
    assert win.controller.state in WAIT_STATES
    assert win.status() and win.deal_text()
    win.close()


class PaintWatch(QObject):
    """Notes, at each paint of the window, whether the table had been built by then."""

    def __init__(self, win: MainWindow) -> None:
        super().__init__(win)
        self.win = win
        self.seen: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen.append(hasattr(self.win, "table_view"))
        return False


def test_launcher_builds_the_table_after_the_first_paint(qtbot: QtBot) -> None:
    make_application()
    win = MainWindow(deferred=True)
    qtbot.addWidget(win)
    watch = PaintWatch(win)
    win.installEventFilter(watch)
    application.after_first_paint(win, win.ensure_built)  # as run_gui does (through ``_start``)
    win.show()
    qtbot.waitUntil(lambda: hasattr(win, "table_view"), timeout=5000)
    assert watch.seen and watch.seen[0] is False  # the first paint came before the table was built
    assert win.centralWidget() is win.table_view
    win.close()


def test_closing_before_the_table_is_built_does_not_fail(qtbot: QtBot) -> None:
    make_application()
    win = MainWindow(deferred=True)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.close()


def test_the_first_window_fits_a_small_screen(qtbot: QtBot) -> None:
    # On a 1024 x 600 screen the window opened at 1280 x 800: the hand and the scorepad lay past its edges.
    from PySide6.QtCore import QRect

    make_application()
    win = MainWindow(deferred=True)
    qtbot.addWidget(win)
    win.geometry_restored = False  # the first start: no size remembered
    room = QRect(0, 0, 1024, 600)
    win.fit_to_screen(room)
    assert win.width() <= room.width() and win.height() <= room.height(), win.size()
    assert win.width() >= win.minimumSizeHint().width()
    big = MainWindow(deferred=True)
    qtbot.addWidget(big)
    big.geometry_restored = False
    big.fit_to_screen(QRect(0, 0, 1920, 1080))
    assert (big.width(), big.height()) == (1280, 800), "a screen with room keeps the usual size"


def test_the_other_windows_fit_a_small_screen(qtbot: QtBot) -> None:
    # The history (900 x 620), statistics, review and scorekeeper windows were taller than a 1024 x 600
    # screen: their buttons lay past its edge.
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from spades_desktop.gui.layouts import WINDOW_FRAME, fit_size

    make_application()
    window = QWidget()
    qtbot.addWidget(window)
    room = QRect(0, 0, 1024, 600)
    fit_size(window, 1100, 640, room)
    assert (window.width(), window.height()) == (1024, 600 - WINDOW_FRAME)
    fit_size(window, 900, 500, room)
    assert (window.width(), window.height()) == (900, 500), "a window the screen has room for keeps its size"

"""How wide the docked scorepad is as the window changes size.

Qt gives a growing main window's room to its centre only: maximised on a 1920 x 1080 screen, the table grew and
the scorepad stayed the narrow column of small type it was at 1280 x 800. Here the dock keeps the share of the
window's width that it had (at the first start 270 of 1280 pixels; the player changes it by dragging the dock's
edge), within limits: never under the pad's least width, never over two fifths of the window or ``PAD_MOST``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

PAD_SHARE = 270 / 1280  # the scorepad's share of the window's width at the first start
PAD_LEAST_SHARE, PAD_MOST_SHARE = 0.1, 0.4  # the shares a drag of the dock's edge may set
PAD_MOST = 720  # pixels: past this a wider pad shows nothing more


def pad_width(window_width: int, share: float, least: int) -> int:
    """The scorepad dock's width in a window ``window_width`` wide: ``share`` of it, not under ``least`` (the pad's
    smallest width), nor over ``PAD_MOST_SHARE`` of the window or ``PAD_MOST`` pixels."""
    most = max(least, min(PAD_MOST, round(window_width * PAD_MOST_SHARE)))
    return max(least, min(most, round(window_width * share)))


class DockWidthKeeper(QObject):
    """Keeps a docked dock's share of its window's width: ``fit`` after every resize of the window; a change of
    the dock's width while the window keeps its own (the player dragged the edge, or the window's saved state put
    it back) sets the share."""

    def __init__(self, window: QMainWindow, dock: QDockWidget) -> None:
        super().__init__(window)
        self._window = window
        self._dock = dock
        self.share = PAD_SHARE
        self._fitted = 0  # the window's width when the dock was last fitted to it (0: not yet)
        self._asked = -1  # the width ``fit`` last asked of the dock
        dock.installEventFilter(self)

    def _docked(self) -> bool:
        return self._dock.isVisible() and not self._dock.isFloating()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._dock and isinstance(event, QResizeEvent) and self._docked():
            width = event.size().width()
            changed = event.oldSize().width() != width
            chosen = self._window.width() == self._fitted or not self._fitted  # not the window's resize
            if changed and chosen and width != self._asked and self._window.width() > 0:
                self.share = min(PAD_MOST_SHARE, max(PAD_LEAST_SHARE, width / self._window.width()))
        return False

    def least(self) -> int:
        """The dock's least width: its scorepad's."""
        pad = self._dock.widget()
        return max(pad.minimumSizeHint().width() if pad is not None else 150, pad.minimumWidth() if pad else 150)

    def fit(self, event: QResizeEvent) -> None:
        """After the window's resize: the dock at its share of the new width. The first size (the window shown, as
        its saved state left it) is taken as it is."""
        width = self._window.width()
        first = not event.oldSize().isValid() or not self._fitted
        self._fitted = width
        if first or not self._docked():
            return
        wanted = pad_width(width, self.share, self.least())
        if abs(self._dock.width() - wanted) > 1:
            self._asked = wanted
            self._window.resizeDocks([self._dock], [wanted], Qt.Orientation.Horizontal)

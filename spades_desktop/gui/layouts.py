"""Small helpers for Qt layouts that several windows rebuild (seat rows, bid buttons, score entry), the
smallest height of a window with wrapped text, a window's first size on a small screen, and the keyboard's way
through them (the Tab order of rebuilt rows, Enter on a focused button)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QLayout, QPushButton, QWidget

WINDOW_FRAME = 40  # about what a window manager adds above a window (its title bar)


def clear_layout(layout: QLayout) -> None:
    """Take every widget out of ``layout`` at once: hidden and unparented now (deleteLater waits for the
    event loop, and a rebuilt dialog must not show the old widgets meanwhile), deleted later."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()


class _RoomForWrappedText(QObject):
    """See ``keep_room_for_wrapped_text``; a child of the window it watches (it keeps no reference of its own,
    so it never outlives the window)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget):
            if event.type() == QEvent.Type.Resize:
                _fit_wrapped_labels(watched)
            elif event.type() == QEvent.Type.LayoutRequest:  # contents changed: once the layout has them
                QTimer.singleShot(0, self, self._later)  # dropped if the window is gone by then
        return False

    def _later(self) -> None:
        window = self.parent()
        if isinstance(window, QWidget):
            _fit_wrapped_labels(window)


def _fit_wrapped_labels(window: QWidget) -> None:
    """Each wrapped label's smallest height: its lines at its width."""
    for label in window.findChildren(QLabel):
        if label.wordWrap() and label.isVisible() and not _scrolled(label, window):
            need = max(0, label.heightForWidth(label.width()))
            if label.minimumHeight() != need:  # the layout, and the window's smallest size, follow
                label.setMinimumHeight(need)


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area inside ``window`` (its height is the scroll area's business)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def keep_room_for_wrapped_text(window: QWidget) -> None:
    """Keep ``window`` high enough for its wrapped labels at its width.

    Qt sets a window's smallest height from each label's smallest size, without asking how many lines the
    label wraps to when the window is narrow, so a narrow dialog squeezed its name fields to thin lines. After
    every change of width or contents each wrapped label's smallest height is set to the height of its lines
    at its width, and the layout sets the window's from those (a label in a scroll area is left alone: it
    scrolls)."""
    window.installEventFilter(_RoomForWrappedText(window))


def screen_room(window: QWidget) -> QRect | None:
    """The free room of the window's screen (its available geometry: no task bar), or None without a screen."""
    screen = window.screen()
    return screen.availableGeometry() if screen is not None else None


def fit_size(window: QWidget, width: int, height: int, room: QRect | None = None) -> None:
    """Give ``window`` its first size, ``width`` x ``height``, or less where the screen's free room (``room``;
    by default the available geometry of the window's screen) is smaller, never below the window's smallest
    size: on a 1024 x 600 screen the windows reached past the screen's edge, their buttons out of reach."""
    if room is None:
        room = screen_room(window)
    if room is not None and room.width() > 0 and room.height() > WINDOW_FRAME:
        width, height = min(width, room.width()), min(height, room.height() - WINDOW_FRAME)
    least = window.minimumSizeHint()
    window.resize(max(width, least.width()), max(height, least.height()))


def tab_chain(widgets: Sequence[QWidget]) -> None:
    """Tab goes through ``widgets`` in this order: rows made again (for each preset, each hand) came last in the
    focus chain, after the dialog's buttons."""
    for first, second in itertools.pairwise(widgets):
        QWidget.setTabOrder(first, second)


def press_focused_button(owner: QWidget, event: QKeyEvent) -> bool:
    """Enter presses the focused button inside ``owner``, as Space does (outside a dialog a push button takes
    Enter for nothing, and the key went on to the window); True when it did."""
    focused = QApplication.focusWidget()
    if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers()
            and isinstance(focused, QPushButton) and owner.isAncestorOf(focused) and focused.isEnabled()):
        focused.click()
        event.accept()
        return True
    return False

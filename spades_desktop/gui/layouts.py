"""Small helpers for Qt layouts that several windows rebuild (seat rows, bid buttons, score entry), the
smallest height of a window with wrapped text, a window's first size on a small screen, a dialog's body that
scrolls on a screen too low for it, and the keyboard's way through them (the Tab order of rebuilt rows, Enter on
a focused button)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

WINDOW_FRAME = 40  # about what a window manager adds above a window (its title bar)
FRAME_SIDES = 8  # about what a window manager's frame adds to a window's width (its left and right)
QWIDGETSIZE_MAX = 16_777_215  # Qt's "no greatest size"
BODY_LEAST = 120  # the least height of a ``BodyScroll`` that scrolls: a few lines of it in sight
Row = list[QWidget | tuple[QWidget, int] | None]  # ``set_rows``: widgets (with a stretch factor), None a stretch


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
                QTimer.singleShot(0, self, self._on_screen)  # grown: back onto the screen
            elif event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Show):  # contents changed: once the
                QTimer.singleShot(0, self, self._later)  # layout has them (dropped if the window is gone by then)
        return False

    def _later(self) -> None:
        window = self.parent()
        if isinstance(window, QWidget):
            _fit_wrapped_labels(window)
            keep_on_screen(window)

    def _on_screen(self) -> None:
        window = self.parent()
        if isinstance(window, QWidget):
            keep_on_screen(window)


# a wrapped label's dynamic properties (``_fit_wrapped_labels``): what it was last fitted to (``_fit_key``), the
# smallest height that fitting set, and its own smallest height (set by its window, or Qt's 0)
_FITTED_TO, _FITTED_LEAST, _OWN_LEAST = "wrappedFittedTo", "wrappedFittedLeast", "wrappedOwnLeast"


def _fit_wrapped_labels(window: QWidget) -> None:
    """Each wrapped label's smallest height: its lines at its width, and at least its own smallest height.

    QLabel.heightForWidth answers at least the label's smallest height, so the label's own is put back before it is
    asked (a raised one never came down when the window grew wider or the text shorter). Each change of the
    smallest height makes the layout ask again; a label whose width, text, type and smallest height are as when it
    was last fitted is left alone, else lowering and raising it again made the window lay itself out without end."""
    for label in window.findChildren(QLabel):
        if not (label.wordWrap() and label.isVisible()) or _scrolled(label, window):
            continue
        key, had = _fit_key(label), label.minimumHeight()
        if label.property(_FITTED_TO) == key and had == label.property(_FITTED_LEAST):
            continue
        own = label.property(_OWN_LEAST)
        if own is None or had != label.property(_FITTED_LEAST):  # not fitted yet, or its window set it since
            own = had
            label.setProperty(_OWN_LEAST, own)
        if had != own:
            label.setMinimumHeight(own)
        need = max(own, label.heightForWidth(label.width()))
        if label.minimumHeight() != need:  # the layout, and the window's smallest size, follow
            label.setMinimumHeight(need)
        label.setProperty(_FITTED_LEAST, need)
        label.setProperty(_FITTED_TO, key)


def _fit_key(label: QLabel) -> str:
    """What a wrapped label's lines' height depends on: its width, text, type and margins."""
    margins = label.contentsMargins()
    return (f"{label.width()} {label.font().key()} {label.textFormat().value} {label.margin()} {label.indent()} "
            f"{margins.left()} {margins.top()} {margins.right()} {margins.bottom()} {label.text()}")


def _scrolled(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area inside ``window`` (its height is the scroll area's business)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def keep_room_for_wrapped_text(window: QWidget) -> None:
    """Keep ``window`` high enough for its wrapped labels at its width, and on its screen.

    Qt sets a window's smallest height from each label's smallest size, without asking how many lines the
    label wraps to when the window is narrow, so a narrow dialog squeezed its name fields to thin lines. After
    every change of width or contents each wrapped label's smallest height is set to the height of its lines
    at its width, and the layout sets the window's from those (a label in a scroll area is left alone: it
    scrolls). A window that grew so past the bottom of its screen is moved back onto it (``keep_on_screen``):
    the dialogs grew after they were shown, and their buttons fell off the screen."""
    window.installEventFilter(_RoomForWrappedText(window))


def keep_on_screen(window: QWidget) -> None:
    """Move a shown top-level ``window`` back inside its screen's free room, with room above it for its title bar
    (``WINDOW_FRAME``, or the one the window manager tells), where it reaches past the room; a window higher
    than the room is first made as high as the room allows (never below its smallest height). When it cannot
    fit, its top stays in sight."""
    if not window.isWindow() or not window.isVisible() or window.isMaximized() or window.isFullScreen():
        return
    room = screen_room(window)
    if room is None or room.width() <= 0 or room.height() <= WINDOW_FRAME:
        return
    # the title bar the window manager tells, or WINDOW_FRAME (it tells none before the window is mapped)
    above = max(window.geometry().top() - window.frameGeometry().top(), WINDOW_FRAME)
    if window.height() + above > room.height():
        height = max(room.height() - above, window.minimumHeight())
        if height < window.height():
            window.resize(window.width(), height)
    frame, inner = window.frameGeometry(), window.geometry()
    told = inner.top() - frame.top()
    y = max(room.top() + above, min(inner.top(), room.bottom() + 1 - inner.height())) - told
    x = max(room.left(), min(frame.left(), room.right() + 1 - frame.width()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)


def narrow_to_screen(window: QWidget) -> None:
    """Make ``window``, with its frame, no wider than its screen's free room (call once it is shown): as wide as
    the room inside its frame (``fit_size``), it reached past the screen's edge by the frame's sides."""
    room = screen_room(window)
    frame = window.frameGeometry()
    if room is None or window.isMaximized() or window.isFullScreen() or frame.width() <= room.width():
        return
    window.resize(max(room.width() - (frame.width() - window.width()), window.minimumSizeHint().width()),
                  window.height())
    keep_on_screen(window)


def scroll_bar_width(area: QAbstractScrollArea) -> int:
    """The width of ``area``'s vertical scroll bar: the style sheet's (18 in high contrast), which the style's
    metric asked of the area itself does not know (the Keep score set-up scrolled 4 px sideways)."""
    return area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, area.verticalScrollBar())


class BodyScroll(QScrollArea):
    """A dialog's body (all but its buttons, on ``body``) that scrolls only when the screen is too low for it.

    Where the screen's free room has space for it (with a title bar) the body is as high as its contents at its
    width, as a plain layout would be; on a lower screen (1366 x 768 at 150 %: 512 logical pixels) its least
    height is what the room leaves it, and it scrolls, so that the dialog's buttons below it stay in sight (they
    fell off the screen). The window should ``keep_room_for_wrapped_text`` (it keeps it on the screen)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body = QWidget(self)
        self.setWidget(self.body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # sideways only on a screen narrower than the body (see ``minimumSizeHint``): cut off, unseen, before
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # no Tab stop of its own (an unnamed "Client" a screen reader stopped on): its fields take the focus, and
        # the area scrolls each one into sight as Tab reaches it
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewport().setAutoFillBackground(False)  # the dialog's own background
        self.body.setAutoFillBackground(False)
        self._least = 0  # the least height (``fit``): the body's whole height, or what the screen leaves
        self.give_way: list[QWidget] = []  # widgets of the body made lower before it scrolls (a preview)
        self.body.installEventFilter(self)

    def need(self) -> int:
        """The height the body's contents need at the width they have (or would have, before it is shown)."""
        layout = self.body.layout()
        width = self.viewport().width() if self.isVisible() else self._width_to_come()
        if layout is not None and layout.hasHeightForWidth():
            return max(self.body.minimumSizeHint().height(), layout.totalHeightForWidth(max(1, width)))
        return max(self.body.minimumSizeHint().height(), self.body.sizeHint().height())

    def _width_to_come(self) -> int:
        """The body's width before it is shown: its window's less the window's margins, once the window has a
        size; else the width it would like."""
        window, holder = self.window(), self.parentWidget()
        width = self.body.sizeHint().width()
        if window is not self and window.testAttribute(Qt.WidgetAttribute.WA_Resized) and holder is not None:
            margins = holder.layout().contentsMargins() if holder.layout() is not None else None
            if holder is window and margins is not None:
                width = window.width() - margins.left() - margins.right()
        return max(width, self.body.minimumSizeHint().width())

    def _bar(self) -> int:
        return scroll_bar_width(self)

    def fit(self) -> None:
        """Set the least height: the whole body, or as much as the screen's free room leaves it, after the widgets
        that ``give_way`` are made lower (down to their least heights)."""
        capped = [(w, w.sizeHint().height(), w.minimumSizeHint().height()) for w in self.give_way]
        need = self.need() + sum(max(0, hint - w.maximumHeight()) for w, hint, _ in capped)  # with none lower
        cap = need
        window, room = self.window(), screen_room(self)
        if room is not None and room.height() > WINDOW_FRAME and window is not self:
            rest = window.minimumSizeHint().height() - self.minimumSizeHint().height()  # the buttons and margins
            cap = max(BODY_LEAST, room.height() - WINDOW_FRAME - rest)
        over = max(0, need - cap)
        for widget, hint, least_height in capped:
            give = min(over, max(0, hint - least_height))
            over -= give
            most = hint - give if give else QWIDGETSIZE_MAX
            if widget.maximumHeight() != most:
                widget.setMaximumHeight(most)
            need -= give
        least = min(need, cap)
        if least != self._least:
            self._least = least
            self.updateGeometry()
            holder = self.parentWidget()
            if holder is not None and holder.layout() is not None:
                holder.layout().invalidate()  # its smallest size is read again, also before it is shown

    def sizeHint(self) -> QSize:
        hint = self.body.sizeHint()
        return QSize(hint.width() + (self._bar() if self._least < self.need() else 0), max(self.need(), self._least))

    def minimumSizeHint(self) -> QSize:
        scrolls = self._least < self.need()  # the scroll bar takes some of the width: the body keeps its own
        width = self.body.minimumSizeHint().width() + (self._bar() if scrolls else 0)
        return QSize(min(width, max(self._widest(), BODY_LEAST)), self._least)

    def _widest(self) -> int:
        """The widest the body may ask to be: its window as wide as the screen's free room (on a narrower room
        the body scrolls sideways rather than push the window past the screen's edge)."""
        window, holder, room = self.window(), self.parentWidget(), screen_room(self)
        if room is None or room.width() <= 0 or window is self or holder is None:
            return QWIDGETSIZE_MAX
        layout = holder.layout()
        margins = layout.contentsMargins() if layout is not None and holder is window else None
        return room.width() - (margins.left() + margins.right() if margins is not None else 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.body and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self.fit)  # contents changed: once the body's layout has them
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.ScreenChangeInternal):
            QTimer.singleShot(0, self, self.fit)  # another width: another height of wrapped lines
        return super().event(event)


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


def relayout(window: QWidget) -> None:
    """Have ``window``'s layouts read their items' sizes again now: before a window is shown Qt tells them of a
    changed least size only once it is (``fit_size`` read the old one)."""
    for widget in window.findChildren(QWidget):
        widget.updateGeometry()
    for layout in window.findChildren(QLayout):
        layout.invalidate()


def set_rows(holder: QVBoxLayout, rows: list[Row]) -> None:
    """Put ``rows`` into ``holder`` in place of the rows it had (the widgets move; none is deleted): a window's row
    of boxes or buttons on one row or two, as its screen has room (History, Statistics)."""
    while (item := holder.takeAt(0)) is not None:
        old = item.layout()
        if old is not None:
            while old.takeAt(0) is not None:
                pass
            old.deleteLater()
    for row in rows:
        line = QHBoxLayout()
        for part in row:
            if part is None:
                line.addStretch(1)
            elif isinstance(part, tuple):
                line.addWidget(*part)
            else:
                line.addWidget(part)
        holder.addLayout(line)


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

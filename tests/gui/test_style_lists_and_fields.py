"""The dialogs' style sheet on list boxes, menu buttons and selected text, in both themes (QA low vision 9).

An open list box showed its current item like the others, and a three-item list had its last item behind a scroll
arrow; the print preview's zoom box cut the bottoms of its digits; the Export button's ▼ vanished on the yellow of a
focused button in high contrast; selected text in a field was Qt's stock blue (3.7:1)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyleOptionFrame,
    QTextEdit,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.history.window import HistoryWindow

from .conftest import rgb
from .test_table_polish import contrast


def chosen_colours(theme: style.Theme) -> tuple[str, str]:
    """The background and text of a chosen item or selected text: black on yellow in high contrast, as the History
    rows and the menus; white on the heading green on paper."""
    return ("#ffff00", "#000000") if theme is style.HIGH_CONTRAST else (theme.heading, "#ffffff")


def open_show_box(qtbot: QtBot) -> tuple[HistoryWindow, QComboBox]:
    """History's Show: box opened from the keyboard (Alt+↓), as a keyboard user opens it."""
    window = HistoryWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    box = window.show_box
    box.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(box, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: box.view().isVisible())
    return window, box


def test_an_open_list_box_marks_its_current_item(qtbot: QtBot, theme: style.Theme) -> None:
    _, box = open_show_box(qtbot)
    view = box.view()
    try:
        qtbot.keyClick(view, Qt.Key.Key_Down)  # "All games" → "Finished"
        QApplication.processEvents()
        assert view.currentIndex().row() == 1
        picture = view.viewport().grab().toImage()
        scale = picture.devicePixelRatio()

        def ground(row: int) -> str:
            r = view.visualRect(view.model().index(row, 0))
            pixels = Counter(picture.pixelColor(int(x * scale), int(y * scale)).name()
                             for x in range(r.left(), r.right()) for y in range(r.top(), r.bottom()))
            return pixels.most_common(1)[0][0]

        background, text = chosen_colours(theme)
        assert ground(1) == background, "the current item on the chosen colour"
        assert ground(0) == QColor(theme.paper).name(), "the others on the paper"
        assert contrast(rgb(QColor(text)), rgb(QColor(background))) >= 4.5
        assert rgb(view.palette().color(QPalette.ColorRole.HighlightedText)) == rgb(QColor(text))
    finally:
        box.hidePopup()


def test_a_short_list_shows_all_its_items(qtbot: QtBot, theme: style.Theme) -> None:
    # "Unfinished", the third of three, was behind a scroll arrow in a popup too short for its rows.
    _, box = open_show_box(qtbot)
    view = box.view()
    try:
        assert box.count() == 3
        assert view.verticalScrollBar().maximum() == 0, "nothing to scroll"
        for row in range(box.count()):
            assert view.viewport().rect().contains(view.visualRect(view.model().index(row, 0))), row
    finally:
        box.hidePopup()


def text_room(edit: QLineEdit) -> int:
    """The height a line edit's style leaves for its text."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    return edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit).height()


def test_the_print_preview_s_zoom_box_has_room_for_its_text(qtbot: QtBot, theme: style.Theme) -> None:
    # The line edit in the editable zoom box took the fields' border and padding inside the box's own: 8 pixels for
    # 14-pixel digits.
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    dialog = QPrintPreviewDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    boxes = [box for box in dialog.findChildren(QComboBox) if box.isEditable()]
    assert boxes
    for box in boxes:
        edit = box.lineEdit()
        assert edit is not None
        for focused in (False, True):
            if focused:
                box.setFocus()
                QApplication.processEvents()
            assert text_room(edit) >= edit.fontMetrics().height(), (focused, text_room(edit))


def test_an_editable_list_box_has_room_for_its_text(qtbot: QtBot, theme: style.Theme) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    box = QComboBox()
    box.setEditable(True)
    box.setLineEdit(QLineEdit())  # as the print preview: a line edit made first, then given to the box
    box.addItems(["18.6%", "100%"])
    QVBoxLayout(dialog).addWidget(box)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = box.lineEdit()
    assert text_room(edit) >= edit.fontMetrics().height()


def test_a_menu_button_s_arrow_stands_out_in_every_state(qtbot: QtBot, theme: style.Theme) -> None:
    # High contrast: a near-white ▼ on the yellow of the focused (so default) Export button.
    dialog = QDialog()
    qtbot.addWidget(dialog)
    export = QPushButton("&Export")
    export.setMenu(QMenu(export))
    close = QPushButton("Close")
    row = QHBoxLayout(dialog)
    row.addWidget(export)
    row.addWidget(close)
    dialog.show()
    qtbot.waitExposed(dialog)
    for focus in (close, export):  # the plain button, then the focused one: the dialog's default
        focus.setFocus()
        QApplication.processEvents()
        assert export.isDefault() == (focus is export)
        picture = export.grab().toImage()
        scale = picture.devicePixelRatio()
        middle = int(export.height() / 2 * scale)
        face = rgb(picture.pixelColor(int(8 * scale), int(6 * scale)))  # inside the border, left of the label
        arrow = [rgb(picture.pixelColor(x, y)) for x in range(int((export.width() - 16) * scale),
                                                               int((export.width() - 4) * scale))
                 for y in range(middle - int(3 * scale), middle + int(3 * scale))]
        assert sum(contrast(p, face) >= 4.5 for p in arrow) >= 8 * scale * scale, \
            f"the ▼ on the {'focused' if focus is export else 'plain'} button"


@pytest.mark.parametrize("kind", [QLineEdit, QSpinBox, QTextEdit, QPlainTextEdit])
def test_selected_text_in_a_field_is_readable(qtbot: QtBot, theme: style.Theme, kind: type) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    field = kind()
    QVBoxLayout(dialog).addWidget(field)
    dialog.show()
    qtbot.waitExposed(dialog)
    palette = (field.lineEdit() if isinstance(field, QSpinBox) else field).palette()
    background, text = chosen_colours(theme)
    assert palette.color(QPalette.ColorRole.Highlight).name() == background
    assert palette.color(QPalette.ColorRole.HighlightedText).name() == text
    assert contrast(rgb(QColor(text)), rgb(QColor(background))) >= 4.5

"""The dialogs' style sheet on list boxes, menu buttons and selected text, in both themes (QA low vision 9).

An open list box showed its current item like the others, and a three-item list had its last item behind a scroll
arrow; the print preview's zoom box cut the bottoms of its digits; the Export button's ▼ vanished on the yellow of a
focused button in high contrast; selected text in a field was Qt's stock blue (3.7:1)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTextEdit,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.application import make_application

from .test_table_polish import contrast

THEMES = [style.STANDARD.name, style.HIGH_CONTRAST.name]


@pytest.fixture(params=THEMES)
def theme(request: pytest.FixtureRequest) -> Iterator[style.Theme]:
    make_application()
    yield style.set_theme(request.param)
    style.set_theme(style.STANDARD.name)


def rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def chosen_colours(theme: style.Theme) -> tuple[str, str]:
    """The background and text of a chosen item or selected text: black on yellow in high contrast, as the History
    rows and the menus; white on the heading green on paper."""
    return ("#ffff00", "#000000") if theme is style.HIGH_CONTRAST else (theme.heading, "#ffffff")


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

"""Every dialog's check boxes in both themes: their words in the ink, a box seen on the paper, a tick seen in the box,
the focus ring around them; drawn by the dialogs' style sheet, not box by box."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from spades_desktop.gui import style
from spades_desktop.gui.application import make_application
from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.settings import NewGameChoices

from .test_dialog_style import rgb
from .test_table_polish import contrast

Colour = tuple[int, int, int]



def _blank_sheets() -> QDialog:
    return BlankSheetDialog(None)


def _new_game() -> QDialog:
    # two people at the screen: "Allow undo" shows
    return NewGameDialog(load_presets()[0], NewGameChoices(preset_id="standard",
                                                           levels=("human", "normal", "human", "normal")))


def _house_rules() -> QDialog:
    presets = load_presets()[0]
    choice = find_preset(presets, "standard")
    assert choice is not None
    dialog = HouseRulesDialog(choice, presets, Path(os.environ["SPADES_DESKTOP_HOME"]) / "presets")
    dialog.resize(980, 700)
    return dialog


def _radio() -> QDialog:
    """No dialog has a radio button yet: one in a plain dialog, for the day one has."""
    dialog = QDialog()
    column = QVBoxLayout(dialog)
    for text in ("First choice", "Second choice"):
        column.addWidget(QRadioButton(text))
    return dialog


DIALOGS: dict[str, Callable[[], QDialog]] = {
    "blank sheets": _blank_sheets, "new game": _new_game, "house rules": _house_rules, "radio": _radio}

Button = QCheckBox | QRadioButton


def _parts(button: Button) -> tuple[QRect, QRect]:
    """Where the style draws the button's box and its words, in the button."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    radio = isinstance(button, QRadioButton)
    box = QStyle.SubElement.SE_RadioButtonIndicator if radio else QStyle.SubElement.SE_CheckBoxIndicator
    words = QStyle.SubElement.SE_RadioButtonContents if radio else QStyle.SubElement.SE_CheckBoxContents
    return button.style().subElementRect(box, option, button), button.style().subElementRect(words, option, button)


def _colours(image: QImage, area: QRect) -> list[Colour]:
    ratio = image.devicePixelRatio()
    return [rgb(image.pixelColor(int(x * ratio), int(y * ratio)))
            for x in range(area.left(), area.right() + 1) for y in range(area.top(), area.bottom() + 1)]


def _farthest(colours: list[Colour], from_colour: Colour) -> float:
    return max(contrast(c, from_colour) for c in colours)


def _seen(button: Button) -> QImage:
    """The button as the player sees it, on what lies under it (``grab`` of the button alone paints it on its
    palette's grey, where black words are read)."""
    QApplication.processEvents()
    window = button.window()
    return window.grab(QRect(button.mapTo(window, QPoint(0, 0)), button.size())).toImage()


def _shown(dialog: QDialog, qtbot: QtBot) -> list[Button]:
    """The dialog's enabled check boxes and radio buttons that are wholly in sight (not scrolled away)."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    buttons = [b for b in dialog.findChildren(QAbstractButton) if isinstance(b, QCheckBox | QRadioButton)
               and b.isVisible() and b.isEnabled() and b.text() and b.visibleRegion().boundingRect() == b.rect()]
    assert buttons, "the dialog shows a check box or a radio button"
    return buttons


@pytest.mark.parametrize("make", DIALOGS.values(), ids=DIALOGS.keys())
def test_a_check_box_s_words_box_and_tick_are_seen_on_the_paper(
        qtbot: QtBot, theme: style.Theme, make: Callable[[], QDialog]) -> None:
    """Low-vision QA (high contrast): Blank sheets' "Fill the page" and New game's "Allow undo" were black words on
    the black paper; only the House rules' boxes had been given the ink, one by one. A sheet colour for the words
    alone whitened the style's tick on its white box: the sheet draws the whole box."""
    dialog = make()
    paper = rgb(QColor(theme.paper))
    for button in _shown(dialog, qtbot):
        dialog.setFocus()  # no focus ring on the button
        box, words = _parts(button)
        button.setChecked(False)
        off = _seen(button)
        button.setChecked(True)
        on = _seen(button)
        name = button.text()
        assert _farthest(_colours(off, words), paper) >= 4.5, f"{name!r}: its words are read on the paper"
        rim = QRect(box.left(), box.center().y(), 2, 1)  # the box's left edge, at its middle
        assert _farthest(_colours(off, rim), paper) >= 3, f"{name!r}: its box is seen on the paper"
        inside = box.adjusted(3, 3, -3, -3)
        ticked = [(a, b) for a, b in zip(_colours(off, inside), _colours(on, inside), strict=True)
                  if contrast(a, b) >= 3]
        assert len(ticked) >= inside.width() * inside.height() // 10, f"{name!r}: the tick (or dot) is seen"


@pytest.mark.parametrize("make", [_blank_sheets, _house_rules], ids=["blank sheets", "house rules"])
def test_a_focused_check_box_has_the_ring_and_keeps_its_words(
        qtbot: QtBot, theme: style.Theme, make: Callable[[], QDialog]) -> None:
    """The ring took its width from the words: "Fill the page" lost its e and "A side wins at:" its colon while
    focused (the style sizes a widget by its plain state). The plain box keeps the ring's room, unseen."""
    dialog = make()
    ring = rgb(QColor(theme.focus))
    for button in _shown(dialog, qtbot)[:2]:
        dialog.setFocus()
        plain = _seen(button)
        button.setFocus()
        focused = _seen(button)
        edge = QRect(0, button.height() // 2, 1, 1)
        assert contrast(_colours(focused, edge)[0], ring) < 1.2, f"{button.text()!r}: the focus ring"
        paper = rgb(QColor(theme.paper))
        assert contrast(_colours(plain, edge)[0], paper) < 1.2, f"{button.text()!r}: the ring's room is paper unfocused"
        _box, words = _parts(button)
        needed = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
        assert words.width() >= needed, f"{button.text()!r}: its words have their room inside the ring"
        assert button.rect().contains(words), f"{button.text()!r}: its words lie inside the ring"


@pytest.mark.parametrize("make", DIALOGS.values(), ids=DIALOGS.keys())
def test_a_focused_check_box_is_a_solid_ring_round_its_plain_face(
        qtbot: QtBot, theme: style.Theme, make: Callable[[], QDialog]) -> None:
    """Low-vision QA (lowvision8): inside the focus ring a focused box's words lay on a faint tint (the style's own
    focus rectangle, a pale band in the paper's colours), which read as a half-chosen state. Focused, a box is its
    plain self, checked or not, inside a ring of the focus colour all round."""
    dialog = make()
    ring, width = rgb(QColor(theme.focus)), theme.border_px + 1
    for button in _shown(dialog, qtbot)[:2]:
        for checked in (False, True):
            button.setChecked(checked)
            dialog.setFocus()
            plain = _seen(button)
            button.setFocus()
            QTest.keyClick(button, Qt.Key.Key_Tab)  # there with the keys: the style draws its focus rectangle
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
            assert button.hasFocus()
            focused = _seen(button)
            inside = button.rect().adjusted(width + 1, width + 1, -width - 1, -width - 1)  # (its round corners)
            tinted = [(a, b) for a, b in zip(_colours(plain, inside), _colours(focused, inside), strict=True)
                      if contrast(a, b) >= 1.05]
            assert tinted == [], f"{button.text()!r} checked={checked}: {len(tinted)} pixels inside the ring changed"
            sides = [QRect(0, 5, width, button.height() - 10), QRect(button.width() - width, 5, width,
                                                                     button.height() - 10)]
            off = [c for side in sides for c in _colours(focused, side) if contrast(c, ring) >= 1.2]
            assert off == [], f"{button.text()!r}: the ring is solid at its sides"



    make_application()
    for t in style.THEMES.values():
        for kind in ("check", "radio"):
            for disabled in (False, True):
                path = style.indicator_mark(kind, t, disabled)
                assert not QImage(path).isNull(), path


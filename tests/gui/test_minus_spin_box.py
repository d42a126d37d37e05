"""A spin box that may go negative writes a true minus ("−200") and takes "-" or "−" typed; the house rules
dialog's tips put the preset file's key on a second line, after what a player needs."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.gui.spin_box import MinusSpinBox


def typed(box: MinusSpinBox, text: str) -> int:
    box.lineEdit().selectAll()
    for ch in text:  # QTest.keyClicks types ASCII only
        key = Qt.Key.Key_Minus if ch == "-" else Qt.Key.Key_0 + int(ch) if ch.isdigit() else Qt.Key.Key_unknown
        QApplication.sendEvent(box, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, ch))
    QTest.keyClick(box, Qt.Key.Key_Return)
    return box.value()


def test_typing_a_hyphen_or_a_minus_gives_a_negative_number_shown_with_a_minus(qtbot: QtBot) -> None:
    make_application()
    box = MinusSpinBox()
    qtbot.addWidget(box)
    box.setRange(-10_000, -10)
    box.setValue(-500)
    box.show()
    assert box.text() == "\u2212500"
    assert typed(box, "-200") == -200
    assert box.text() == "\u2212200"
    assert typed(box, "\u2212300") == -300
    assert box.text() == "\u2212300"
    box.stepBy(1)
    assert (box.value(), box.text()) == (-299, "\u2212299")


def test_the_losing_score_and_the_tips_in_russian(russian: None, qtbot: QtBot) -> None:
    presets, _broken = load_presets()
    choice = next(p for p in presets if p.id == "standard")
    dialog = HouseRulesDialog(choice, presets, Path(tempfile.mkdtemp()))
    qtbot.addWidget(dialog)
    dialog.mercy.setValue(-200)
    assert isinstance(dialog.mercy, MinusSpinBox)
    assert dialog.mercy.text() == "\u2212200"
    tip = dialog.mercy.toolTip()
    assert tip.index("От \u221210000 до \u221210.") < tip.index("В файле правил: mercy"), tip
    nil = next(f.widget for f in dialog._fields if f.key == "nil")
    # its tip says what nil is (QA newbie12), not its label «Нил разрешён» again
    assert "Нил разрешён" not in nil.toolTip(), nil.toolTip()
    assert "В файле правил: nil" in nil.toolTip()


def test_a_field_whose_lowest_value_is_a_word_says_so_in_its_tip(russian: None, qtbot: QtBot) -> None:
    presets, _broken = load_presets()
    choice = next(p for p in presets if p.id == "standard")
    dialog = HouseRulesDialog(choice, presets, Path(tempfile.mkdtemp()))
    qtbot.addWidget(dialog)
    board = next(f.widget for f in dialog._fields if f.key == "board")
    assert "<p>без нижней границы или от 1 до 13.</p>" in board.toolTip(), board.toolTip()  # not «От 0»

"""``layouts.keep_room_for_wrapped_text``: a wrapped label's smallest height follows its lines at its width, down as
well as up. QLabel.heightForWidth answers at least the label's smallest height, so once a narrow window had raised
it (to 120 for a text that later fit one line) it never came down: a wider window, or a shorter text, kept the
room of the longest wrap, and the window's smallest height with it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QLineEdit, QVBoxLayout
from pytestqt.qtbot import QtBot

from spades_desktop.gui.layouts import keep_room_for_wrapped_text

LONG = " ".join(["Every seat's player and the house rules of the game to come, said at length."] * 4)


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def _lines_height(label: QLabel, width: int) -> int:
    """The height of ``label``'s lines at ``width``, asked of a label with the same text and no smallest height."""
    probe = QLabel(label.text())
    probe.setWordWrap(True)
    probe.setFont(label.font())
    probe.setContentsMargins(label.contentsMargins())
    return probe.heightForWidth(width)


class _LayoutRequests(QObject):
    def __init__(self, window: QDialog) -> None:
        super().__init__(window)
        self.count = 0
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def _dialog(qtbot: QtBot) -> tuple[QDialog, QLabel]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    label = QLabel(LONG, dialog)
    label.setWordWrap(True)
    box = QVBoxLayout(dialog)
    box.addWidget(label)
    box.addWidget(QLineEdit(dialog))
    keep_room_for_wrapped_text(dialog)
    dialog.resize(700, 200)
    dialog.show()
    qtbot.waitExposed(dialog)
    _settle(qtbot)
    return dialog, label


def test_a_wrapped_labels_least_height_falls_back_when_the_window_grows_wider(qtbot: QtBot) -> None:
    dialog, label = _dialog(qtbot)
    wide = label.minimumHeight()
    assert wide == _lines_height(label, label.width())
    dialog.resize(160, dialog.height())
    _settle(qtbot)
    narrow = label.minimumHeight()
    assert narrow > 2 * wide, "narrow: more lines, more room"
    assert narrow == _lines_height(label, label.width())
    assert dialog.minimumHeight() >= narrow or dialog.height() >= narrow, "the window holds them"
    dialog.resize(700, dialog.height())
    _settle(qtbot)
    assert label.width() > 600
    assert label.minimumHeight() == _lines_height(label, label.width()) == wide, "wide again: as few lines' room"
    assert dialog.minimumSizeHint().height() < narrow, "and the window may be low again"


def test_a_wrapped_labels_least_height_falls_back_when_its_text_gets_shorter(qtbot: QtBot) -> None:
    dialog, label = _dialog(qtbot)
    dialog.resize(160, dialog.height())
    _settle(qtbot)
    narrow = label.minimumHeight()
    label.setText("Short.")
    _settle(qtbot)
    assert label.minimumHeight() == _lines_height(label, label.width()) < narrow / 3, "one line's room"


def test_fitting_the_labels_settles(qtbot: QtBot) -> None:
    # lowering a label's smallest height to ask its lines' height, and raising it again, must not make the window
    # lay itself out again and again
    dialog, label = _dialog(qtbot)
    dialog.resize(160, dialog.height())
    _settle(qtbot)
    dialog.resize(400, dialog.height())
    _settle(qtbot)
    assert label.minimumHeight() == _lines_height(label, label.width())  # lowered to ask, raised a little again
    requests = _LayoutRequests(dialog)
    _settle(qtbot)
    qtbot.wait(200)
    assert requests.count == 0


def test_a_labels_own_least_height_stays_the_floor(qtbot: QtBot) -> None:
    # a window may keep room in a label for its longest text (the New game dialog's mode note): fitting comes back
    # down to that, not below it, and a smallest height the window sets later is the new floor
    dialog, label = _dialog(qtbot)
    label.setText("Short.")
    label.setMinimumHeight(80)
    _settle(qtbot)
    assert label.minimumHeight() == 80
    label.setText(LONG)
    dialog.resize(160, dialog.height())
    _settle(qtbot)
    assert label.minimumHeight() == _lines_height(label, label.width()) > 80
    dialog.resize(700, dialog.height())
    _settle(qtbot)
    assert label.minimumHeight() == 80
    label.setMinimumHeight(30)
    _settle(qtbot)
    assert label.minimumHeight() == max(30, _lines_height(label, label.width()))

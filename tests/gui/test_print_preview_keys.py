"""The print preview by keyboard and screen reader (a blind tester, Orca): Qt's tool bar buttons take no focus, so
Tab never reached Print or Page setup, Enter did nothing, the preview and its fields had no names, and tabbing off
the zoom field unchecked Fit page."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pypdf
from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog, QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QPushButton,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui.scorepad_print import print_preview_dialog
from spades_desktop.sheets import page_count
from spades_desktop.sheets.model import ScoreSheet, blank_sheet

SHEET: ScoreSheet = blank_sheet(RuleSet(players=4, partnerships=False), preset_name="Cutthroat", rows=30)


def _shown(qtbot: QtBot, tmp_path: Path) -> tuple[QPrintPreviewDialog, Path, list[int]]:
    """The preview, printing to a PDF file, shown and active; the list gets the dialog's result when it ends."""
    dialog = print_preview_dialog(SHEET)
    printer: QPrinter = dialog._printer  # type: ignore[attr-defined]
    out = tmp_path / "printed.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    results: list[int] = []
    dialog.finished.connect(results.append)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog, out, results


def _answer(kind: type[QDialog], answer: Callable[[QDialog], None], seen: list[QDialog]) -> None:
    """Answer the next modal dialog of ``kind`` (opened by a key or click that waits for it) with ``answer``."""
    def look() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, kind):
            seen.append(modal)
            answer(modal)
        elif len(seen) == 0 and look.tries > 0:  # type: ignore[attr-defined]
            look.tries -= 1  # type: ignore[attr-defined]
            QTimer.singleShot(50, look)
    look.tries = 100  # type: ignore[attr-defined]
    QTimer.singleShot(50, look)


def _button(dialog: QDialog, text: str) -> QPushButton:
    found = [b for b in dialog.findChildren(QPushButton) if b.text() == text]
    assert len(found) == 1, [b.text() for b in dialog.findChildren(QPushButton)]
    return found[0]


def _tab_stops(qtbot: QtBot, count: int) -> list[QWidget]:
    stops: list[QWidget] = []
    for _ in range(count):
        widget = QApplication.focusWidget()
        assert widget is not None
        stops.append(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    return stops


def test_tab_reaches_print_page_setup_and_close_after_the_preview(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, _out, _results = _shown(qtbot, tmp_path)
    print_button, setup_button = _button(dialog, "&Print…"), _button(dialog, "Page &setup…")
    close_button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Close" or b.text() == "Close")
    zoom, page = _fields(dialog)
    stops = _tab_stops(qtbot, 7)
    assert stops[0].accessibleName() == "Preview of the score sheet"  # the preview has the focus first
    assert stops[1:6] == [print_button, setup_button, close_button, zoom, page]
    assert stops[6] is stops[0]  # one stop for the preview, not two
    assert print_button.isDefault()
    dialog.close()


def _fields(dialog: QDialog) -> tuple[QComboBox, QLineEdit]:
    bar = dialog.findChild(QToolBar)
    assert bar is not None
    zoom = bar.findChild(QComboBox)
    pages = [e for e in bar.findChildren(QLineEdit) if not isinstance(e.parent(), QComboBox)]
    assert zoom is not None and len(pages) == 1
    return zoom, pages[0]


def test_the_preview_and_its_fields_have_names(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, _out, _results = _shown(qtbot, tmp_path)
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None
    zoom, page = _fields(dialog)
    focused = QApplication.focusWidget()
    assert focused is not None
    assert [preview.accessibleName(), focused.accessibleName()] == ["Preview of the score sheet"] * 2
    zoom_edit = zoom.lineEdit()
    assert zoom_edit is not None
    assert zoom.accessibleName() == "Zoom" and zoom_edit.accessibleName() == "Zoom"
    assert page.accessibleName() == "Page"
    dialog.close()


def test_enter_on_the_preview_prints_the_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    _dialog, out, results = _shown(qtbot, tmp_path)
    seen: list[QDialog] = []
    _answer(QPrintDialog, QDialog.accept, seen)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.accessibleName() == "Preview of the score sheet"
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: results == [QDialog.DialogCode.Accepted])
    assert len(seen) == 1
    assert len(pypdf.PdfReader(str(out)).pages) == page_count(SHEET)


def test_ctrl_p_in_the_preview_prints(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, out, results = _shown(qtbot, tmp_path)
    seen: list[QDialog] = []
    _answer(QPrintDialog, QDialog.accept, seen)
    _zoom, page = _fields(dialog)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: results == [QDialog.DialogCode.Accepted])
    assert out.is_file() and len(seen) == 1


def test_page_setup_button_opens_page_setup_and_esc_closes(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, out, results = _shown(qtbot, tmp_path)
    setup_button = _button(dialog, "Page &setup…")
    seen: list[QDialog] = []
    _answer(QPageSetupDialog, QDialog.reject, seen)
    setup_button.setFocus()
    qtbot.keyClick(setup_button, Qt.Key.Key_Space)
    assert len(seen) == 1 and results == []  # the preview stays after Page setup
    qtbot.keyClick(setup_button, Qt.Key.Key_Escape)
    assert results == [QDialog.DialogCode.Rejected] and not out.exists()


def test_zoom_field_keeps_fit_page_on_tab_and_zooms_on_enter_without_printing(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, out, results = _shown(qtbot, tmp_path)
    fit_page = next(b for b in dialog.findChildren(QAbstractButton)
                    if b.defaultAction() is not None and b.defaultAction().objectName() == "fitPageAction")  # type: ignore[attr-defined]
    assert fit_page.isChecked()
    zoom, _page = _fields(dialog)
    zoom_edit = zoom.lineEdit()
    assert zoom_edit is not None
    zoom.setFocus()
    qtbot.keyClick(zoom, Qt.Key.Key_Tab)
    assert fit_page.isChecked(), "tabbing past the zoom field unchecked Fit page"
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None
    zoom.setFocus()
    zoom_edit.selectAll()
    qtbot.keyClicks(zoom, "150")
    qtbot.keyClick(zoom, Qt.Key.Key_Tab)  # a zoom typed is applied on leaving the field
    assert abs(preview.zoomFactor() - 1.5) < 0.01 and not fit_page.isChecked()
    zoom.setFocus()
    zoom_edit.selectAll()
    qtbot.keyClicks(zoom, "200")
    qtbot.keyClick(zoom, Qt.Key.Key_Return)
    assert abs(preview.zoomFactor() - 2.0) < 0.01
    qtbot.wait(100)
    assert results == [] and dialog.isVisible() and not out.exists()  # Enter in the field did not print
    dialog.close()


def test_enter_in_the_page_field_goes_to_the_page_without_printing(qtbot: QtBot, tmp_path: Path) -> None:
    dialog, out, results = _shown(qtbot, tmp_path)
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None and preview.pageCount() == page_count(SHEET) >= 2
    _zoom, page = _fields(dialog)
    seen: list[QDialog] = []
    _answer(QPrintDialog, QDialog.reject, seen)  # had Enter printed, the print dialog is turned down
    page.setFocus()
    page.selectAll()
    qtbot.keyClicks(page, "2")
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert preview.currentPage() == 2
    qtbot.wait(300)
    assert seen == [] and results == [] and not out.exists()
    dialog.close()


def test_a_zoom_field_gone_with_its_closing_dialog_is_left_alone(qtbot: QtBot) -> None:
    """A quick Close deleted the dialog while the zoom field's editingFinished was still on its way: "Internal C++
    object (QLineEdit) already deleted" (the freeze hunter's QA)."""
    import shiboken6

    from spades_desktop.gui.scorepad_print import _ZoomEdited

    dialog = QPrintPreviewDialog()
    edit = QLineEdit(dialog)
    watcher = _ZoomEdited(dialog, edit)
    edit.setModified(True)
    shiboken6.delete(edit)
    watcher.finished()  # no RuntimeError
    shiboken6.delete(dialog)

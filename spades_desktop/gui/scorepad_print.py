"""Printing and exporting score sheets from the window: ready-made pieces for the Game menu.

- ``print_preview_dialog(sheet, parent)``: a ``QPrintPreviewDialog`` that
  prints the sheet (Game ▸ Print score sheet…, and blank sheets after
  ``BlankSheetDialog``); the caller runs ``exec()``. Buttons at its foot
  (Print…, Page setup…, Close) make it usable by keyboard and screen reader.
- ``export_sheet(sheet, parent)``: asks for a file name and writes PDF or PNG
  (Game ▸ Export score sheet as PDF…); a write error is shown, never raised.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path
from typing import Final

import shiboken6
from PySide6.QtCore import SIGNAL, SLOT, QCoreApplication, QEvent, QMetaObject, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QGraphicsView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStyle,
    QToolBar,
    QWidget,
)

from ..sheets.model import PageSize, ScoreSheet
from ..sheets.paint import configure_device, page_files, paint_document, write_sheet
from .layouts import fit_size
from .replace_check import may_write

_PAPERS: Final[dict[QPageSize.PageSizeId, PageSize]] = {QPageSize.PageSizeId.A4: "a4",
                                                         QPageSize.PageSizeId.Letter: "letter"}
PREVIEW_SIZE = (1000, 860)  # the print preview's first size, or the screen's free room where that is smaller


def make_printer(sheet: ScoreSheet) -> QPrinter:
    """A high-resolution printer set to the sheet's paper and orientation, edge to edge."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setFullPage(True)
    configure_device(printer, sheet)
    printer.setDocName(sheet.title + (f" - {sheet.preset_name}" if sheet.preset_name else ""))
    _propose_file(printer)
    return printer


def _propose_file(printer: QPrinter) -> None:
    """Qt's own print dialog (Linux and the other Unixes) proposed Print to File (PDF) as the document's name in
    the current directory: the app's own folder when started as ./SpadesDesktop, which a new version replaces.
    It proposes that name in the player's export folder now (``game_files.player_folder``), numbered when taken.

    The printer stays a printer: a file name makes a QPrinter write PDF, and the dialog then chose Print to File
    over the default printer (its printer choice clears the name). Windows and macOS show their own dialogs, in
    which a file name would send the printer's output to that file: they are left as they were."""
    if sys.platform in ("win32", "darwin"):
        return
    from .game_files import file_stem, free_name, player_folder

    folder = player_folder()
    native = printer.outputFormat() == QPrinter.OutputFormat.NativeFormat
    printer.setOutputFileName(os.fspath(folder / free_name(file_stem(printer.docName(), "score sheet"), folder,
                                                           ".pdf")))
    if native:
        printer.setOutputFormat(QPrinter.OutputFormat.NativeFormat)


def on_paper_of(printer: QPrinter, sheet: ScoreSheet) -> ScoreSheet:
    """``sheet`` laid out for the paper chosen in the preview's Page setup, when that is A4 or Letter (a filled
    sheet was drawn for its own paper and shrunk onto the other). A blank sheet keeps its paper: its rows were
    counted to fill that page, and its dialog chose the paper."""
    paper = _PAPERS.get(printer.pageLayout().pageSize().id())
    if sheet.blank or paper is None or paper == sheet.page_size:
        return sheet
    return dataclasses.replace(sheet, page_size=paper)


def print_preview_dialog(sheet: ScoreSheet, parent: QWidget | None = None) -> QPrintPreviewDialog:
    """A print preview of ``sheet``; printing from it prints every page."""
    printer = make_printer(sheet)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("ScorepadPrint", "Print score sheet"))
    dialog.paintRequested.connect(lambda device: paint_document(device, on_paper_of(device, sheet)))
    dialog._printer = printer  # type: ignore[attr-defined]  # the dialog does not own its printer
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # each preview stayed, hidden, till the app quit
    # Qt opened it at two thirds of the screen (533 x 400 on an 800 x 600 screen): its tool bar ended in "»",
    # the Print and Page setup buttons hidden behind it.
    _add_keyboard_access(dialog)
    fit_size(dialog, *PREVIEW_SIZE)
    return dialog


def _preview_action(bar: QToolBar, qt_text: str, place: int) -> QAction:
    """The tool bar's action Qt labels ``qt_text`` (Qt's own text, in the language Qt shows), or else the one at
    ``place`` among its buttons (Qt 6.11 ends the bar with Page setup, Print)."""
    label = QCoreApplication.translate("QPrintPreviewDialog", qt_text)
    actions = [action for action in bar.actions() if not action.isSeparator()]
    found = [action for action in actions if action.text() == label]
    return found[0] if len(found) == 1 else actions[place]


class _EnterStaysInField(QObject):
    """Enter in the page field goes to the page, and stops there: the field let it on to the dialog, whose
    default button printed. (The zoom field, the tool bar's other field, keeps its Enter itself.)"""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class _ZoomEdited(QObject):
    """Tabbing off the zoom field, its text untouched, set a custom zoom and unchecked Fit page: only a zoom the
    user typed is applied."""

    def __init__(self, dialog: QPrintPreviewDialog, edit: QLineEdit) -> None:
        super().__init__(dialog)
        self._dialog, self._edit = dialog, edit

    def finished(self) -> None:
        # The dialog deletes itself on close, and a quick Close sent this while its field was already gone (QA)
        if not shiboken6.isValid(self._edit) or not shiboken6.isValid(self._dialog):
            return
        if self._edit.isModified():
            self._edit.setModified(False)
            QMetaObject.invokeMethod(self._dialog, "_q_zoomFactorChanged")


def _add_keyboard_access(dialog: QPrintPreviewDialog) -> None:
    """Qt's tool bar buttons take no focus: Print and Page setup were out of reach of Tab, Enter did nothing, and
    the preview, zoom and page fields had no names a screen reader could say. Adds focusable buttons wired to the
    tool bar's own actions (Print… is the default, Enter; Close, Esc), Ctrl+P for Print, and the names."""
    bar = dialog.findChild(QToolBar)
    preview = dialog.findChild(QPrintPreviewWidget)
    layout = dialog.layout()
    if bar is None or preview is None or layout is None:
        return  # not Qt's usual preview: leave it as Qt made it
    print_action = _preview_action(bar, "Print", -1)
    setup_action = _preview_action(bar, "Page setup", -2)
    print_action.setShortcut(QKeySequence.StandardKey.Print)

    name = QCoreApplication.translate("ScorepadPrint", "Preview of the score sheet")
    preview.setAccessibleName(name)
    view = preview.findChild(QGraphicsView)
    if view is not None:  # the pane that takes the focus: one Tab stop, not two
        view.setAccessibleName(name)
        preview.setFocusProxy(view)
    for combo in bar.findChildren(QComboBox):  # the zoom, named "67.2%" by its text
        combo.setAccessibleName(QCoreApplication.translate("ScorepadPrint", "Zoom"))
        edit = combo.lineEdit()
        if edit is not None:
            edit.setAccessibleName(QCoreApplication.translate("ScorepadPrint", "Zoom"))
            zoom = _ZoomEdited(dialog, edit)
            QObject.disconnect(edit, SIGNAL("editingFinished()"), dialog, SLOT("_q_zoomFactorChanged()"))
            edit.editingFinished.connect(zoom.finished)
    for edit in bar.findChildren(QLineEdit):
        if not isinstance(edit.parent(), QComboBox):
            edit.setAccessibleName(QCoreApplication.translate("ScorepadPrint", "Page"))
    bar.installEventFilter(_EnterStaysInField(bar))

    buttons = QDialogButtonBox(dialog)
    print_button = QPushButton(QCoreApplication.translate("ScorepadPrint", "&Print…"), buttons)
    buttons.addButton(print_button, QDialogButtonBox.ButtonRole.AcceptRole)
    setup_button = QPushButton(QCoreApplication.translate("ScorepadPrint", "Page &setup…"), buttons)
    buttons.addButton(setup_button, QDialogButtonBox.ButtonRole.ActionRole)
    close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
    print_button.clicked.connect(print_action.trigger)
    setup_button.clicked.connect(setup_action.trigger)
    close_button.clicked.connect(dialog.reject)
    print_button.setDefault(True)
    style = dialog.style()  # Qt's layout has no margins: the buttons touched the window's edges
    buttons.setContentsMargins(*(style.pixelMetric(metric) for metric in (
        QStyle.PixelMetric.PM_LayoutLeftMargin, QStyle.PixelMetric.PM_LayoutTopMargin,
        QStyle.PixelMetric.PM_LayoutRightMargin, QStyle.PixelMetric.PM_LayoutBottomMargin)))
    layout.addWidget(buttons)


def export_sheet(sheet: ScoreSheet, parent: QWidget | None = None, suggested: str = "score-sheet.pdf") -> Path | None:
    """Ask where to save ``sheet`` (PDF, or PNG one file a page) and write it; the path, or None. The dialog
    proposes ``suggested`` in the folder of the last export (``game_files.player_folder``), never in the current
    directory."""
    from .game_files import remember_folder, suggested_path

    title = QCoreApplication.translate("ScorepadPrint", "Export score sheet")
    pdf_filter = QCoreApplication.translate("ScorepadPrint", "PDF (*.pdf)")
    png_filter = QCoreApplication.translate("ScorepadPrint", "PNG image (*.png)")
    name, _filter = QFileDialog.getSaveFileName(parent, title, suggested_path(suggested),
                                                f"{pdf_filter};;{png_filter}")
    if not name:
        return None
    path = Path(name)
    if path.suffix.lower() not in (".pdf", ".png"):
        path = path.with_suffix(".png" if _filter == png_filter else ".pdf")
    if not may_write(parent, title, path, name):  # the dialog asked about "club", not "club.pdf"
        return None
    for page in page_files(sheet, path)[1:]:  # the PNG of page 2, 3 ...: the dialog named only the first
        if not may_write(parent, title, page, None):
            return None
    try:
        write_sheet(sheet, path)
    except OSError as exc:
        QMessageBox.warning(parent, title, str(exc))
        return None
    remember_folder(path)
    return path


"""Printing and exporting score sheets from the window: ready-made pieces for the Game menu.

- ``print_preview_dialog(sheet, parent)``: a ``QPrintPreviewDialog`` that
  prints the sheet (Game ▸ Print score sheet…, and blank sheets after
  ``BlankSheetDialog``); the caller runs ``exec()``.
- ``export_sheet(sheet, parent)``: asks for a file name and writes PDF or PNG
  (Game ▸ Export score sheet as PDF…); a write error is shown, never raised.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

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
    return printer


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
    fit_size(dialog, *PREVIEW_SIZE)
    return dialog


def export_sheet(sheet: ScoreSheet, parent: QWidget | None = None, suggested: str = "score-sheet.pdf") -> Path | None:
    """Ask where to save ``sheet`` (PDF, or PNG one file a page) and write it; the path, or None."""
    title = QCoreApplication.translate("ScorepadPrint", "Export score sheet")
    pdf_filter = QCoreApplication.translate("ScorepadPrint", "PDF (*.pdf)")
    png_filter = QCoreApplication.translate("ScorepadPrint", "PNG image (*.png)")
    name, _filter = QFileDialog.getSaveFileName(parent, title, suggested, f"{pdf_filter};;{png_filter}")
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
    return path


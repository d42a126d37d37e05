"""Printing from the window: a printer set to the sheet's paper prints every page; export writes files."""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui import scorepad_print
from spades_desktop.gui.scorepad_print import export_sheet, make_printer, print_preview_dialog
from spades_desktop.sheets import page_count, paint_document
from spades_desktop.sheets.model import blank_sheet, played_sheet

from .scripted import NAMES, RULES, scripted_hands


def test_printer_prints_every_page_on_the_sheet_s_paper(qapp: object, tmp_path: Path) -> None:
    sheet = blank_sheet(RuleSet(players=4, partnerships=False), preset_name="Cutthroat", rows=30, page_size="letter")
    printer = make_printer(sheet)
    assert printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape
    out = tmp_path / "printed.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    assert paint_document(printer, sheet) == page_count(sheet) >= 2
    reader = pypdf.PdfReader(str(out))
    assert len(reader.pages) == page_count(sheet)
    assert "Cutthroat" in reader.pages[1].extract_text()


def test_preview_dialog_paints_the_sheet(qtbot: QtBot) -> None:
    sheet = played_sheet(RULES, scripted_hands(), NAMES, preset_name="Standard", winner=1)
    dialog = print_preview_dialog(sheet)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.paintRequested, timeout=5000):
        dialog.show()
    assert dialog.windowTitle() == "Print score sheet"


def test_export_writes_the_chosen_file(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = blank_sheet(RULES, preset_name="s", rows=30)
    target = tmp_path / "club"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PNG image (*.png)"))
    written = export_sheet(sheet)
    assert written == tmp_path / "club.png"
    assert written.is_file() and (tmp_path / "club-2.png").is_file()


def test_a_name_given_without_pdf_asks_before_replacing_the_pdf_of_that_name(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialog asks about replacing "club"; "club.pdf" is what is written, and an earlier one was replaced."""
    earlier = tmp_path / "club.pdf"
    earlier.write_bytes(b"last week's sheet")
    asked: list[str] = []
    answer = QMessageBox.StandardButton.No

    def question(_parent: object, _title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "club"), "PDF (*.pdf)"))
    monkeypatch.setattr(QMessageBox, "question", question)
    sheet = blank_sheet(RULES, preset_name="s")
    assert export_sheet(sheet) is None
    assert asked == ["club.pdf already exists. Replace it?"] and earlier.read_bytes() == b"last week's sheet"
    answer = QMessageBox.StandardButton.Yes
    assert export_sheet(sheet) == earlier and earlier.read_bytes().startswith(b"%PDF")
    # a name the dialog itself asked about is not asked again
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(earlier), "PDF (*.pdf)"))
    assert export_sheet(sheet) == earlier and len(asked) == 2


def test_png_pages_after_the_first_are_not_replaced_unasked(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # "club.png" was asked about by the dialog; the second page, club-2.png, was replaced without a word.
    second = tmp_path / "club-2.png"
    second.write_bytes(b"last week's second page")
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "club.png"), "PNG image (*.png)"))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _p, _t, text, *_a: asked.append(text) or QMessageBox.StandardButton.No)
    sheet = blank_sheet(RULES, preset_name="s", rows=30)
    assert export_sheet(sheet) is None
    assert asked == ["club-2.png already exists. Replace it?"]
    assert second.read_bytes() == b"last week's second page" and not (tmp_path / "club.png").exists()


def test_export_failure_is_shown_not_raised(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "no" / "x.pdf"), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    assert export_sheet(blank_sheet(RULES, preset_name="s")) is None
    assert len(shown) == 1 and "does not exist" in shown[0]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    assert scorepad_print.export_sheet(blank_sheet(RULES, preset_name="s")) is None  # cancelled

"""The paper of the score sheets: Letter for a US system, the blank sheets' choice remembered for every sheet.

A US club secretary's blank sheets came out on Letter, but the filled sheet of the game (the scorekeeper's,
the table's, History's) was always A4, in the preview and in the exported PDF.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spades_desktop.gui.blank_sheet_dialog import BlankSheetDialog
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.scorekeeper.window import scorekept_sheet
from spades_desktop.gui.scorepad_print import on_paper_of
from spades_desktop.gui.settings import app_settings, load_paper
from spades_desktop.rules import load_all
from spades_desktop.sheets.model import ScoreSheet

from .conftest import setup_for
from .test_scorekeeper import new_game


@pytest.fixture
def us_locale() -> Iterator[None]:
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(old)


@pytest.fixture
def metric_locale() -> Iterator[None]:
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    yield
    QLocale.setDefault(old)


def test_a_us_system_gets_letter_and_others_a4_until_a_paper_is_chosen(us_locale: None) -> None:
    settings = app_settings()
    assert load_paper(settings) == "letter"
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    assert load_paper(settings) == "a4"
    settings.setValue("sheets/paper", "letter")
    assert load_paper(settings) == "letter"
    settings.setValue("sheets/paper", "tabloid")  # a damaged settings file: the system's default
    assert load_paper(settings) == "a4"


def test_every_filled_sheet_is_on_the_us_club_s_letter(qtbot: QtBot, window: MainWindow, us_locale: None) -> None:
    assert scorekept_sheet(new_game()).page_size == "letter"
    window.start_game(setup_for(seed=3))
    sheet = window._played_sheet()
    assert isinstance(sheet, ScoreSheet) and sheet.page_size == "letter"


def test_the_paper_chosen_for_blank_sheets_is_every_sheet_s_from_then_on(qtbot: QtBot, window: MainWindow,
                                                                          metric_locale: None) -> None:
    assert scorekept_sheet(new_game()).page_size == "a4"

    def choose_letter() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, BlankSheetDialog) and w.isVisible())
        dialog.page_box.setCurrentIndex(dialog.page_box.findData("letter"))
        dialog.accept()

    QTimer.singleShot(0, choose_letter)
    blank = BlankSheetDialog.get_sheet(window, load_all().presets, "standard")
    assert blank is not None and blank.page_size == "letter"
    assert scorekept_sheet(new_game()).page_size == "letter"
    again = BlankSheetDialog(window, load_all().presets, "standard")
    qtbot.addWidget(again)
    assert again.page_box.currentData() == "letter"


def test_the_paper_chosen_in_page_setup_lays_the_filled_sheet_out_anew(metric_locale: None) -> None:
    sheet = scorekept_sheet(new_game())
    printer = QPrinter()
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    assert on_paper_of(printer, sheet).page_size == "letter"
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    assert on_paper_of(printer, sheet) is sheet
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Legal))
    assert on_paper_of(printer, sheet) is sheet, "another paper: the sheet is shrunk onto it as before"
    blank = BlankSheetDialog(None, load_all().presets, "standard").sheet()
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    assert on_paper_of(printer, blank) is blank, "a blank sheet's rows were counted for its own paper"


def test_a_blank_sheet_of_a_game_of_six_hands_has_their_rows(qtbot: QtBot) -> None:
    # Six-player QA: the blank Cancellation sheet had twelve rows for its six hands.
    dialog = BlankSheetDialog(None, load_all().presets, "cancellation")
    qtbot.addWidget(dialog)
    assert dialog.fill_page_box.isChecked() and dialog.fill_page_box.text() == "&Fill: a row for each hand"
    # six hands and two for ties (a second tie had no row to write on, club QA)
    assert dialog.sheet().blank_rows == 8 and dialog.rows_box.value() == 8
    dialog.preset_box.setCurrentIndex(next(i for i, p in enumerate(dialog._presets) if p.id == "standard"))
    assert dialog.fill_page_box.text() == "&Fill the page" and dialog.sheet().blank_rows > 7

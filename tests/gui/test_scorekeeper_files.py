"""A club scorekeeper's files (QA round 5): the names and folders the Keep-score window's Save, Export, Open and
Print to File propose, and what is in sight at game over with a large font.

- Print ▸ Print to File (PDF) proposed the sheet's name in the current directory (the unpacked app's folder):
  ``make_printer`` never named the output file, so Qt's dialog fell back to it.
- Save proposed ``scorekept-game.json`` and Export ``score-sheet.pdf`` for every game: a club's second table
  landed on the first table's file. Open always started in the saved-games folder.
- The game-over line wrapped inside "Ann & Cy: 312"; the scorepad, kept at its end, hid the winner's banner.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.game_files import remember_folder
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, save_game
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow, scorekept_sheet
from spades_desktop.gui.scorepad_print import make_printer
from spades_desktop.paths import saved_games_dir

from .test_export_folders import Dialogs, app_folder, outside  # noqa: F401 - app_folder is a fixture
from .test_scorekeeper import entries, new_game


@pytest.fixture(autouse=True)
def _questions_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    """A finished game no file holds asks before its window closes: answered Discard."""
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Discard)


def finished_game(hands: int = 7) -> ScorekeptGame:
    """Ann & Cy make 4 + 4 each hand (+80), Bob & Di 3 + 2 (+50): over after seven hands of a game to 500."""
    game = new_game(target=500)
    for index, entry in enumerate(entries("\n".join(["4 3 4 2 / 4 3 4 2"] * hands))):
        game, _tally = game.with_hand(index, entry)
    return game


def keeper(qtbot: QtBot, game: ScorekeptGame) -> ScorekeeperWindow:
    make_application()
    win = ScorekeeperWindow(game, autosave=False, history=False)
    qtbot.addWidget(win)
    win.scorepad.set_animation_speed(0)
    return win


@pytest.fixture
def large_font() -> Iterator[None]:
    """The application font at 16 points (a low-vision scorer), put back afterwards."""
    app = make_application()
    usual = QFont(app.font())
    big = QFont(usual)
    big.setPointSize(16)
    QApplication.setFont(big)
    yield
    QApplication.setFont(usual)


def test_print_to_file_proposes_the_sheet_in_the_export_folder_not_the_app_folder(
        qtbot: QtBot, app_folder: Path, tmp_path: Path) -> None:  # noqa: F811
    make_application()
    sheet = scorekept_sheet(finished_game())
    plain = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer = make_printer(sheet)
    proposed = Path(printer.outputFileName())
    documents = tmp_path / "home" / "Documents"
    assert outside(proposed, app_folder), proposed
    assert proposed == documents / f"{printer.docName()}.pdf"
    assert printer.outputFormat() == plain.outputFormat(), "a printer stays a printer (Print to File not chosen)"
    proposed.write_bytes(b"%PDF")  # the first table's sheet: the second one's is numbered
    assert Path(make_printer(sheet).outputFileName()) == documents / f"{printer.docName()} (2).pdf"
    club = tmp_path / "club"
    club.mkdir()
    remember_folder(club / "tuesday.pdf")  # the folder the scorer last exported to
    assert Path(make_printer(sheet).outputFileName()).parent == club


def test_save_and_export_propose_a_name_of_the_game_numbered_when_taken(
        qtbot: QtBot, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    dialogs = Dialogs(monkeypatch)
    club = tmp_path / "club"
    club.mkdir()
    dialogs.into = club
    first = keeper(qtbot, finished_game())
    assert first.save_as()
    assert first.path == club / "Standard partnership Spades 2026-11-30.json" and first.path.is_file(), dialogs.proposed
    written = first.export_sheet()
    assert written == club / "Standard partnership Spades 2026-11-30.pdf" and written.is_file(), dialogs.proposed
    second = keeper(qtbot, finished_game(3))  # the second table: same rules, same evening
    dialogs.into = None
    second.save_as()
    second.export_sheet()
    stem = "Standard partnership Spades 2026-11-30 (2)"
    assert dialogs.proposed[-2:] == [os.fspath(club / f"{stem}.json"), os.fspath(club / f"{stem}.pdf")], \
        dialogs.proposed
    assert first.save_as() is False and dialogs.last() == first.path, "a saved game proposes its own file"


def test_open_starts_in_the_folder_last_used(
        qtbot: QtBot, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    club = tmp_path / "club"
    club.mkdir()
    save_game(finished_game(), club / "tuesday.json")
    started: list[str] = []
    answers = [os.fspath(club / "tuesday.json"), ""]

    def open_dialog(_parent: object, _title: str, start: str, *_rest: object) -> tuple[str, str]:
        started.append(start)
        return answers.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    win = keeper(qtbot, new_game())
    assert win.open_file()
    assert not win.open_file()
    assert [Path(start) for start in started] == [saved_games_dir(), club]
    dialogs = Dialogs(monkeypatch)
    other = keeper(qtbot, finished_game(3))
    assert not other.save_as() and dialogs.last().parent == club, "Save starts there too"


def _lines(text: str, font: QFont, width: int) -> list[str]:
    """``text`` wrapped at word boundaries to ``width`` pixels, as the label wraps it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart(): line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def test_the_game_over_line_never_parts_a_side_from_its_score(qtbot: QtBot, large_font: None) -> None:
    win = keeper(qtbot, finished_game())
    win.show()
    qtbot.waitExposed(win)
    win.resize(900, 520)
    text = win.info.text()
    assert text.startswith("Game over: Ann & Cy won")
    sides = [f"{name}: {total}" for name, total in zip(("Ann & Cy", "Bob & Di"), win.tally.totals, strict=True)]
    for width in range(300, 1000, 10):  # wherever the line wraps, "Ann & Cy: 560" stays on one line
        lines = [line.replace("\u00a0", " ") for line in _lines(text, win.info.font(), width)]
        for side in sides:
            assert any(side in line for line in lines), (width, side, lines)


def test_the_winners_banner_is_in_sight_at_game_over_with_a_large_font(qtbot: QtBot, large_font: None) -> None:
    win = keeper(qtbot, finished_game())
    win.show()
    qtbot.waitExposed(win)
    win.resize(900, 520)
    holder = win.pad_holder
    qtbot.waitUntil(lambda: holder.verticalScrollBar().maximum() > 0)  # the pad scrolls in this window
    banner = win.scorepad.findChild(type(win.info), "scorepadWinner")
    assert banner is not None and banner.isVisible()

    def banner_in_sight() -> bool:
        top = banner.mapTo(holder.viewport(), QPoint(0, 0)).y()
        return top >= 0 and top + banner.height() <= holder.viewport().height()

    qtbot.waitUntil(banner_in_sight, timeout=2000)
    win.resize(900, 560)  # the room changes: the banner stays in sight
    qtbot.wait(50)
    assert banner_in_sight()

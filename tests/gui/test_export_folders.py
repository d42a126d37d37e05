"""Where the export and save dialogs start: a release QA started ./SpadesDesktop from the unpacked app folder, and
Game ▸ Export score sheet as PDF… proposed ``score-sheet.pdf`` in the current directory, the app's own folder
(which a new version replaces); History's Export CSV did the same with ``spades-games.csv``. Every dialog now
proposes a full path: the folder of the last export, else Documents, else the home folder; never the current
directory."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import make_application
from spades_desktop.gui.history.window import HistoryWindow
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.paths import saved_games_dir

from .conftest import setup_for, start
from .test_dialog_style import stand_in_session
from .test_history_window import seed_history

_REAL_LOCATION = QStandardPaths.writableLocation


class Dialogs:
    """Stands in for QFileDialog: records the folder or path each dialog was opened with and answers ``answer``
    (a file in ``into``), or cancels when ``into`` is None."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.proposed: list[str] = []
        self.into: Path | None = None
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._answer)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._answer)

    def _answer(self, _parent: object, _title: str, proposed: str, *_rest: object) -> tuple[str, str]:
        self.proposed.append(proposed)
        if self.into is None:
            return "", ""
        return os.fspath(self.into / Path(proposed).name), ""

    def last(self) -> Path:
        return Path(self.proposed[-1])


@pytest.fixture
def app_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current directory is the unpacked app's folder; the player's Documents folder exists elsewhere."""
    folder = tmp_path / "SpadesDesktop"
    folder.mkdir()
    documents = tmp_path / "home" / "Documents"
    documents.mkdir(parents=True)

    def location(kind: QStandardPaths.StandardLocation) -> str:
        if kind == QStandardPaths.StandardLocation.DocumentsLocation:
            return os.fspath(documents)
        return _REAL_LOCATION(kind)

    monkeypatch.setattr(QStandardPaths, "writableLocation", location)
    monkeypatch.chdir(folder)
    yield folder


def outside(path: Path, app: Path) -> bool:
    """``path`` is a full path out of the app folder (the current directory)."""
    app = app.resolve()
    return path.is_absolute() and Path.cwd().resolve() == app and app not in path.resolve().parents


def test_export_score_sheet_proposes_documents_then_the_folder_last_exported_to(
        qtbot: QtBot, window: MainWindow, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    start(qtbot, window, setup_for(hand_limit=1))
    window.export_action.trigger()  # cancelled
    assert outside(dialogs.last(), app_folder), dialogs.proposed
    first = dialogs.last()
    assert first.parent == tmp_path / "home" / "Documents"
    # the game's own name, not "score-sheet.pdf" for every game (club QA)
    assert first.name.endswith(".pdf") and "score sheet" in first.name and first.name != "score-sheet.pdf", first
    chosen = tmp_path / "club"
    chosen.mkdir()
    dialogs.into = chosen
    window.export_action.trigger()
    assert (chosen / first.name).is_file()
    dialogs.into = None
    window.export_action.trigger()
    assert dialogs.last().parent == chosen, "the folder the player last exported to"
    assert dialogs.last().name == first.name.replace(".pdf", " (2).pdf"), "not the sheet exported before"
    assert list(app_folder.iterdir()) == []


def test_history_exports_propose_a_full_path_and_remember_the_folder(
        qtbot: QtBot, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seed_history(3)
    win = HistoryWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    dialogs = Dialogs(monkeypatch)
    documents = tmp_path / "home" / "Documents"
    for export in (win.export_csv, win.export_record_selected, win.export_sheet_selected):
        export()
        assert outside(dialogs.last(), app_folder) and dialogs.last().parent == documents, dialogs.proposed
    assert dialogs.proposed[0] == os.fspath(documents / "spades-games.csv")
    chosen = tmp_path / "exports"
    chosen.mkdir()
    dialogs.into = chosen
    assert win.export_csv() == chosen / "spades-games.csv"
    dialogs.into = None
    for export in (win.export_csv, win.export_record_selected, win.export_sheet_selected):
        export()
        assert dialogs.last().parent == chosen, dialogs.proposed
    assert list(app_folder.iterdir()) == []


def test_the_duplicate_comparison_export_proposes_the_last_export_folder(
        qtbot: QtBot, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.gui.duplicate.window import DuplicateWindow

    make_application()
    window = DuplicateWindow(stand_in_session())  # type: ignore[arg-type]
    qtbot.addWidget(window)
    dialogs = Dialogs(monkeypatch)
    window.export()
    assert outside(dialogs.last(), app_folder) and dialogs.last().parent == tmp_path / "home" / "Documents"
    chosen = tmp_path / "matches"
    chosen.mkdir()
    dialogs.into = chosen
    written = window.export()
    assert written is not None and written.parent == chosen
    dialogs.into = None
    window.export()
    assert dialogs.last().parent == chosen


def test_scorekept_games_are_saved_and_opened_in_the_saved_games_folder(
        qtbot: QtBot, app_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The saved-games folder did not exist yet: the save dialog proposed the bare "scorekept-game.json"."""
    from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow, choose_save_path

    from .test_scorekeeper import new_game

    make_application()
    assert not saved_games_dir().exists()
    dialogs = Dialogs(monkeypatch)
    assert choose_save_path(None) is None
    assert dialogs.last() == saved_games_dir() / "scorekept-game.json" and outside(dialogs.last(), app_folder)
    win = ScorekeeperWindow(new_game(), autosave=False)
    qtbot.addWidget(win)
    assert not win.open_file()
    assert dialogs.last() == saved_games_dir()


def test_opening_a_preset_or_a_deck_starts_out_of_the_app_folder(
        qtbot: QtBot, window: MainWindow, app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.gui.game_files import remember_folder
    from spades_desktop.gui.scorekeeper.setup_dialog import ScorekeeperSetupDialog

    from .test_new_game_dialog import make_dialog

    dialogs = Dialogs(monkeypatch)
    documents = tmp_path / "home" / "Documents"
    window.choose_svg_deck()
    make_dialog(qtbot).open_preset_file()
    keeper = ScorekeeperSetupDialog()
    qtbot.addWidget(keeper)
    keeper.choose_preset_file()
    assert [Path(p) for p in dialogs.proposed] == [documents] * 3
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    remember_folder(downloads / "club.yaml", "preset")  # as the dialogs do with the file chosen
    make_dialog(qtbot).open_preset_file()
    keeper.choose_preset_file()
    window.choose_svg_deck()
    assert [Path(p) for p in dialogs.proposed[3:]] == [downloads, downloads, documents]


def test_a_vanished_folder_falls_back_to_documents_then_home(
        app_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spades_desktop.gui.game_files import player_folder, remember_folder

    gone = tmp_path / "usb-stick"
    gone.mkdir()
    remember_folder(gone / "sheet.pdf")
    assert player_folder() == gone
    gone.rmdir()
    assert player_folder() == tmp_path / "home" / "Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _kind: "")  # no Documents folder
    monkeypatch.setattr(Path, "home", staticmethod(lambda: tmp_path / "home"))
    assert player_folder() == tmp_path / "home"

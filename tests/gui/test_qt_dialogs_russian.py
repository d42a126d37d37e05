"""Qt's own dialogs (open and save files, print preview, print, page setup) speak Russian with the game.

Qt 6.11 asks for "&Look in:", "Files of &type:" and the type "Folder" where the ``qtbase_ru.qm`` it ships has only
the old "Look in:" and nothing at all: a Russian file dialog showed them in English beside «Имя файла:» (release
QA). The game's translation carries them (``gui/qt_strings.py``). These tests pass once ``assets/translations``
has their Russian (``ru.py``, then the .ts and .qm rebuilt).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QLocale, QObject, Qt, QTranslator
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialog, QFileDialog, QLabel, QTreeView, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.application import install_translations, make_application
from spades_desktop.gui.qt_strings import QT_TEXTS

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
Asked = tuple[str, str, str | None]  # context, English, disambiguation


class _Unanswered(QTranslator):
    """Installed before the real translations, Qt asks it only for the texts that none of them translates."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.asked: list[Asked] = []

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        self.asked.append((context, source, disambiguation))
        return None  # no answer: Qt shows the English

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def unanswered(qapp: object) -> Iterator[list[Asked]]:
    """The game's and Qt's Russian installed; the texts Qt asked for and neither translated."""
    app = make_application()
    old = QLocale()
    last = _Unanswered(app)
    app.installTranslator(last)  # Qt asks the translator installed last first, so this one after all the others
    QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
    translators = install_translations(app, QLocale("ru_RU"))
    assert translators, "assets/translations/spades_desktop_ru.qm loads"
    last.asked.clear()  # what installing asked for (the layout direction) before Qt's translation was there
    yield last.asked
    for translator in [*translators, last]:
        app.removeTranslator(translator)
    QLocale.setDefault(old)


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "партии").mkdir()
    (tmp_path / "вечер.json").write_text("{}", encoding="utf-8")
    return tmp_path


def _file_dialog(qtbot: QtBot, folder: Path, save: bool = False) -> QFileDialog:
    """Qt's own file dialog (the one Linux shows without a desktop's), in detail view, with ``folder`` listed."""
    dialog = QFileDialog(None, "Открыть партию", str(folder), "Партии (*.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    assert tree is not None
    qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) >= 2)
    return dialog


def _shown_texts(dialog: QDialog) -> list[str]:
    """The words a player sees or hears of ``dialog``: labels, buttons, lists' items, tooltips, screen-reader names
    (not the places and file names, which are the disk's, nor the file types, which are the game's own)."""
    texts: list[str] = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog) or widget.objectName() in ("lookInCombo", "fileTypeCombo", "sidebar"):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    return [text.replace("&", "") for text in texts if text]


def test_a_russian_file_dialog_shows_no_english_label(qtbot: QtBot, unanswered: list[Asked], tmp_path: Path) -> None:
    """"&Look in:", "Files of &type:" and the folder's type "Folder" were English beside «Имя файла:» (release QA)."""
    folder = _folder(tmp_path)
    for save in (False, True):
        dialog = _file_dialog(qtbot, folder, save)
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        model, root = tree.model(), tree.rootIndex()
        shown = _shown_texts(dialog)
        shown += [str(model.headerData(column, Qt.Orientation.Horizontal)) for column in range(model.columnCount(root))]
        rows = {str(model.index(row, 0, root).data()): row for row in range(model.rowCount(root))}
        shown.append(str(model.index(rows["партии"], 2, root).data()))  # the folder's type
        english = [text for text in shown if LATIN_WORD.search(text)]
        assert not english, f"English in a Russian file dialog: {english}"
        assert any(text.startswith("Имя файла") for text in shown)
        dialog.close()


#: The contexts of the dialogs' words (not, say, QIODevice's error strings, asked for and never shown).
DIALOG_CONTEXTS = ("QFileDialog", "QFileSystemModel", "QAbstractFileIconProvider", "QFileIconProvider", "QSidebar",
                   "QPrint", "QPageSetup", "QCups", "QPPD", "QUnixPrint", "QPageSize", "QPlatformTheme",
                   "QDialogButtonBox", "QTabBar")


def _told(asked: list[Asked]) -> list[Asked]:
    """The texts of the dialogs that were asked for (not the titles of forms inside them, which are never shown)."""
    return sorted({key for key in asked if key[0].startswith(DIALOG_CONTEXTS) and key[1] != "Form"},
                  key=lambda key: (key[0], key[1], key[2] or ""))


def test_every_text_qt_s_dialogs_ask_for_has_russian(qtbot: QtBot, unanswered: list[Asked], tmp_path: Path) -> None:
    """A Qt upgrade that renames a label of these dialogs again fails here, naming the text: add it to
    ``gui/qt_strings.py`` (the context and English exactly as listed) and its Russian to ``ru.py``."""
    folder = _folder(tmp_path)
    for save in (False, True):
        _file_dialog(qtbot, folder, save).close()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialogs: list[QDialog] = [QPrintPreviewDialog(printer)]
    if sys.platform.startswith("linux"):  # elsewhere the print and page setup dialogs are the system's
        dialogs += [QPrintDialog(printer), QPageSetupDialog(printer)]
    for dialog in dialogs:
        dialog.show()
        for button in dialog.findChildren(QAbstractButton):
            if button.objectName() == "options":  # the print dialog's Options >> (page set, copies, colour)
                button.click()
        dialog.close()
        shiboken6.delete(dialog)  # now, before the printer it uses goes
    missing = _told(unanswered)
    assert not missing, f"Qt's dialogs show these in English: {missing}"


def test_the_qt_texts_the_game_carries_are_missing_from_qt_s_own_russian() -> None:
    """Each text of ``qt_strings.QT_TEXTS`` is one Qt's Russian lacks (when Qt's translation gains it, it answers
    first and the game's copy can go), and none is marked twice."""
    from PySide6.QtCore import QLibraryInfo

    qt_own = QTranslator()
    if not qt_own.load(QLocale("ru_RU"), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        pytest.skip("this Qt has no qtbase_ru.qm")
    assert len(set(QT_TEXTS)) == len(QT_TEXTS)
    translated = [(context, text) for context, text in QT_TEXTS if qt_own.translate(context, text)]
    assert not translated, f"Qt's own Russian now has these: take them out of gui/qt_strings.py: {translated}"

"""Qt's own texts that Qt's translation (``qtbase_LANG.qm``) lacks, carried by the game's translation instead.

Qt 6.11 asks for some labels of its file, print and page-setup dialogs with their mnemonics ("&Look in:",
"Files of &type:", "Page &Set:") where the ``qtbase_ru.qm`` it ships has only the old forms ("Look in:"), and asks
for the file dialog's types ("Folder", "Drive") in the ``QAbstractFileIconProvider`` context, where it has nothing.
So a Russian file dialog said "&Look in:", "Files of &type:" and "Folder" beside «Имя файла:» (release QA).

Marking them here puts them in ``assets/translations/spades_desktop_LANG.ts`` (``pyside6-lupdate`` reads this
file; the contexts and the English are exactly Qt's). ``application.install_translations`` installs Qt's
translation after the game's, so Qt asks its own first and the game's answers what it lacks. Qt asks for some of
these with a disambiguation (``"Folder"``, ``"All other platforms"``): a translation without one answers it too.

``tests/gui/test_qt_dialogs_russian.py`` lists every text the dialogs ask for, so a Qt upgrade that renames
another label fails there, naming the text to add.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> tuple[str, str]:
    """Marks ``text`` for ``pyside6-lupdate`` in Qt's ``context``; Qt itself translates it where it shows it."""
    return context, text


#: (context, English) of the Qt texts the game translates itself.
QT_TEXTS: tuple[tuple[str, str], ...] = (
    # the file dialog (not the system's: Linux without a desktop's file dialog, or DontUseNativeDialog)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    # its Type column (QAbstractFileIconProvider::type); the game's own files keep their types' names
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),  # Linux, macOS
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),  # Windows
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),  # "/", "C:/"
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),  # a link to nothing (Linux, Windows)
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),  # the same on macOS
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),  # neither file nor folder (a device, a socket)
    # the print dialog of the print preview (Linux), its Options
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    # the print preview's Page setup (Linux)
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Page &order:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Pages &per sheet:"),
    # a CUPS printer's Properties, Job tab (Linux; needs a real printer, so not checked by the tests)
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Scheduled &printing:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&Billing information:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Job &priority:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&Start:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&End:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Banner page at start"),  # the two lists' names for a screen reader
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Banner page at end"),
)

"""Asking before replacing a file the file dialog did not ask about.

The save dialogs ask before replacing the name typed, but the window then adds what the name lacks: "club" is
written as ``club.pdf`` (``club.spades.json``, ``club.json``, ``club.csv``) and a CSV export writes a second
file, ``NAME-hands.csv``, beside the one chosen. An earlier file of that name was replaced without a word.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def tr(text: str) -> str:
    """Translate in the empty context: where ``pyside6-lupdate`` files module-level ``tr()`` calls."""
    return QCoreApplication.translate("", text)


def may_write(parent: QWidget | None, title: str, written: Path, asked: str | Path | None) -> bool:
    """True to go on writing ``written``: no such file, or the dialog already asked about it (``asked``, the name
    chosen in the dialog; None when the dialog never named this file), or the player says to replace it."""
    if not written.exists() or (asked is not None and Path(asked).absolute() == written.absolute()):
        return True
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(parent, title, tr("{0} already exists. Replace it?").format(written.name),
                                  buttons.Yes | buttons.No, buttons.No)
    return answer == buttons.Yes

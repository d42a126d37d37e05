"""The list of a seat's kinds (a person, or a bot and its level), each with what it means."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from . import texts


def fill_level_box(box: QComboBox, kinds: Iterable[str], role: str = "") -> None:
    """Add ``kinds`` to ``box``, each with its description as a tooltip; the box's own tooltip and accessible
    description follow the kind chosen (after ``role``, what the box is for, if given), so a mouse and a screen
    reader both learn what a level plays like."""
    for kind in kinds:
        box.addItem(texts.level_name(kind), kind)
        box.setItemData(box.count() - 1, texts.level_description(kind), Qt.ItemDataRole.ToolTipRole)

    def show_chosen() -> None:
        text = texts.level_description(str(box.currentData()))
        text = f"{role}\n{text}" if role else text
        box.setToolTip(text)
        box.setAccessibleDescription(text)

    box.currentIndexChanged.connect(show_chosen)
    show_chosen()

"""The list of a seat's kinds (a person, or a bot and its level), each with what it means."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from . import texts
from .accessibility import choice_said, said_on_change


def fill_level_box(box: QComboBox, kinds: Iterable[str], role: str = "") -> None:
    """Add ``kinds`` to ``box``, each with its description as a tooltip; the box's own tooltip and accessible
    description follow the kind chosen (with ``role``, what the box is for, if given), so a mouse and a screen
    reader both learn what a level plays like; the accessible description starts with the kind's name ("Easy
    bot. A casual player…"), so ↑ ↓ in the box are heard (``accessibility.choice_said``)."""
    for kind in kinds:
        box.addItem(texts.level_name(kind), kind)
        box.setItemData(box.count() - 1, texts.level_description(kind), Qt.ItemDataRole.ToolTipRole)

    def show_chosen() -> None:
        kind = str(box.currentData())
        text = texts.level_description(kind)
        box.setToolTip(f"{role}\n{text}" if role else text)
        # the choice's name first, for a screen reader that says a new description but not a new value
        # (``accessibility.choice_said``), and what the box is for after it
        said = choice_said(texts.level_name(kind), text)
        box.setAccessibleDescription(f"{said}\n{role}" if role else said)

    box.currentIndexChanged.connect(show_chosen)
    show_chosen()
    said_on_change(box)  # the level's name not said twice as the box takes the focus

"""A spin box that writes a negative number with a true minus sign ("−200"), as the rest of the window does.

Qt's spin box writes "-200" with a hyphen; the scorepad, the sheets and the
rules card write "−200" (``texts.minus``). Typing either sign works.
"""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox

MINUS = "\u2212"


class MinusSpinBox(QSpinBox):
    """``QSpinBox`` showing "−200"; "-200" and "−200" typed are both -200."""

    def textFromValue(self, value: int) -> str:
        return super().textFromValue(value).replace("-", MINUS)

    def valueFromText(self, text: str) -> int:
        return super().valueFromText(text.replace(MINUS, "-"))

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, _plain, _pos = super().validate(text.replace(MINUS, "-"), pos)
        return state, text, pos

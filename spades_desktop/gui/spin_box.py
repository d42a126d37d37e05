"""A spin box for numbers that may be negative: it writes a true minus sign ("−200", not "-200")."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox

MINUS = "\u2212"


class MinusSpinBox(QSpinBox):
    """A ``QSpinBox`` that shows a negative value with a true minus sign ("−200"), in every language, as the score
    pad and the rules card write it (the dialog showed "-200" beside them). Typing the keyboard's "-" works as
    typing "−" does. Used for every spin box that can hold a negative value."""

    def textFromValue(self, value: int) -> str:
        return super().textFromValue(value).replace("-", MINUS)

    def valueFromText(self, text: str) -> int:
        return super().valueFromText(text.replace(MINUS, "-"))

    def validate(self, text: str, pos: int) -> object:
        result = super().validate(text.replace(MINUS, "-"), pos)
        state = result[0] if isinstance(result, tuple) else result
        return (state, text, pos) if isinstance(state, QValidator.State) else result

    def fixup(self, text: str) -> str:
        return str(super().fixup(text.replace(MINUS, "-"))).replace("-", MINUS)

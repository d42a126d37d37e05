"""A combo box that ends a text too long for it with "…" rather than cutting it mid-word."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget


class ElidedComboBox(QComboBox):
    """Shows its choice as "Классические па…" when the box is narrower than the text, and the whole text in its
    tooltip then (the Statistics window's boxes showed «Классические п» for «Классические парные пики»). A screen
    reader still hears the whole text: only the painting is shortened."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentIndexChanged.connect(self._update_tip)

    def _elided(self, option: QStyleOptionComboBox) -> str:
        """``option``'s text shortened with "…" to the box's text field."""
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self).width()
        return self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, field)

    def shown_text(self) -> str:
        """The choice as painted: whole, or shortened with "…" to the box's text field."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self._elided(option)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self._elided(option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self, *_args: object) -> None:
        """The whole choice as the tooltip when the box shows it shortened."""
        text = self.currentText()
        self.setToolTip(text if text and self.shown_text() != text else "")

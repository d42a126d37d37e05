"""Small helpers for Qt layouts that several windows rebuild (seat rows, bid buttons, score entry)."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def clear_layout(layout: QLayout) -> None:
    """Take every widget out of ``layout`` at once: hidden and unparented now (deleteLater waits for the
    event loop, and a rebuilt dialog must not show the old widgets meanwhile), deleted later."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()

"""Score sheets: the pure sheet model (``model``, ``layout``) and its painting (``paint``, Qt).

``from spades_desktop.sheets import render_pdf`` works, but Qt is imported
only when a painting function is first used, so the model stays Qt-free.
"""

from __future__ import annotations

from typing import Any

from .layout import page_layout, page_rows
from .model import ScoreSheet, blank_sheet, hand_row, played_sheet

_PAINT_NAMES = (
    "configure_device", "ensure_gui_app", "page_count", "paint_document", "paint_sheet", "pdf_bytes", "png_bytes",
    "render_image", "render_pdf", "render_png", "write_sheet",
)

__all__ = ["ScoreSheet", "blank_sheet", "hand_row", "page_layout", "page_rows", "played_sheet", *_PAINT_NAMES]


def __getattr__(name: str) -> Any:
    if name in _PAINT_NAMES:
        from . import paint

        return getattr(paint, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

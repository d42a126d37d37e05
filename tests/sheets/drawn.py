"""What the sheet painter draws: each text with the size it was drawn at (for tests that look at the paper)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtGui import QPainter


@dataclass(frozen=True)
class Drawn:
    text: str
    size_mm: float
    x: float  # the box it was drawn in, millimetres on the page
    y: float
    w: float
    h: float


def record_text(monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """Record every text drawn from now on (the sheet draws in 0.1 mm units: ``paint.U``)."""
    from spades_desktop.sheets import paint

    drawn: list[Drawn] = []
    original = QPainter.drawText

    def spy(self: QPainter, *args: Any) -> Any:
        rect, _flags, text = args
        u = paint.U
        drawn.append(Drawn(text, self.font().pixelSize() / u, rect.x() / u, rect.y() / u, rect.width() / u,
                           rect.height() / u))
        return original(self, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    return drawn


def blocks(drawn: list[Drawn]) -> list[str]:
    """Texts as read on paper: lines drawn one under the other in the same box joined, without spaces."""
    out: list[tuple[Drawn, str]] = []
    for d in drawn:
        last = out[-1][0] if out else None
        if last is not None and (last.x, last.w, last.size_mm) == (d.x, d.w, d.size_mm) and \
                abs(d.y - (last.y + last.h)) < 0.01:
            out[-1] = (d, out[-1][1] + "".join(d.text.split()))
        else:
            out.append((d, "".join(d.text.split())))
    return [text for _d, text in out]


def whole(drawn: list[Drawn], text: str) -> bool:
    """Whether ``text`` is printed whole in one place (a title, a cell, a note), on one line or several."""
    wanted = "".join(text.split())
    return any(wanted in block for block in blocks(drawn))

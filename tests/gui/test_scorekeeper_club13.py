"""The club QA's thirteenth round: Keep score and the scorepad for a scorekeeper at a real table.

1. A failed nil beside the partner's 10 for 200, the partner dealing, read "… 10/200ᴰ" in the pad at every window
   width: the short mark's slot could not shrink its type below 6 points, so it was elided, while the dealer's mark
   shrank without a floor. Every bid mark now stays whole: a side's marks shrink together, evenly.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from spades_desktop.engine.tally import _candidates
from spades_desktop.gui import scorepad as scorepad_module
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.gui.texts import sheet_tr
from spades_desktop.rules import load_all
from spades_desktop.sheets.model import BidCell, SideCell, bid_mark

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    keeper_for,
    kept_game,
)

NAMES6 = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
DEALER = "D"


class RecordingPainter(QPainter):
    """A painter on an image that keeps every text drawn: (text, point size, left, right)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.drawn: list[tuple[str, float, float, float]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        width = QFontMetricsF(self.font()).horizontalAdvance(args[-1])
        if isinstance(args[0], QRectF):  # (rect, flags, text): _draw_fitted, centred
            left = args[0].center().x() - width / 2
        else:
            assert isinstance(args[0], QPointF)
            left = args[0].x()
        self.drawn.append((args[-1], self.font().pointSizeF(), left, left + width))
        super().drawText(*args)


def _drawn_bids(pad: ScorepadWidget, cell: SideCell, x: float, width: float) -> list[tuple[str, float, float, float]]:
    image = QImage(max(1, int(x + width) + 40), 60, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    try:
        pad._canvas._paint_bids(painter, QRectF(x, 0, width, 30), cell, pad.font())
    finally:
        painter.end()
    return painter.drawn


def _check_whole(drawn: list[tuple[str, float, float, float]], cell: SideCell, x: float, width: float) -> None:
    """Each mark drawn whole, in its order, inside the column, none over another; the dealer's D after its mark;
    the marks of a side at one type (bold or not)."""
    wanted = []
    for bid in cell.bids:
        wanted.append(bid.mark + ("\u2717" if bid.nil_failed else ""))
        if bid.dealer:
            wanted.append(DEALER)
    assert [text for text, *_ in drawn] == wanted, (wanted, drawn)
    right = x - 0.01
    for text, _size, left, end in drawn:
        assert left >= right - 0.5, (text, drawn, x, width)  # not over the mark before
        right = end
    assert right <= x + width + 0.5, (drawn, x, width)
    sizes = {round(size, 2) for text, size, *_ in drawn if text != DEALER}
    assert len(sizes) == 1, drawn


def test_a_failed_nil_beside_a_dealt_10_for_200_is_whole_in_the_pad_at_every_width(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # The QA's game A, hand 8: Ann nil (takes 2), Cy 10 for 200 and deals. The pad read "… 10/200ᴰ" at 796, 1280
    # and 1600 pixels.
    game = kept_game("ten-for-two-hundred", """3 4 3 2 / 4 4 3 2
blind_nil 3 5 4 / 1 4 5 3
1 10_for_200 1 4 / 1 6 1 5
3 3 3 3 / 4 4 3 2
4 1 moon 1 / 7 1 5 0
3 nil 3 10_for_200 / 3 0 3 7
4 3 4 2 / 6 1 6 0
nil 3 10_for_200 2 / 2 2 8 1""")
    win = keeper_for(qtbot, game)
    elided: list[str] = []

    class Metrics(QFontMetricsF):
        def elidedText(self, text: str, *args: Any) -> str:
            out = super().elidedText(text, *args)
            if out != text:
                elided.append(text)
            return out

    monkeypatch.setattr(scorepad_module, "QFontMetricsF", Metrics)
    pad = win.scorepad
    for width in (796, 1280, 1600):
        win.resize(width, 800)
        qtbot.waitUntil(lambda: win.width() == width)  # noqa: B023
        qtbot.wait(20)
        cell = pad._rows[7].row.sides[0]
        assert [(b.mark, b.nil_failed, b.dealer) for b in cell.bids] == [("N", True, False), ("10/200", False, True)]
        column = next(c for c in pad._columns if c.kind == "bid" and c.side == 0)
        _check_whole(_drawn_bids(pad, cell, column.x, column.width), cell, column.x, column.width)
        elided.clear()
        pad.grab()
        assert not [text for text in elided if text in ("N\u2717", "10/200")], (width, elided)
    win.close()


def _marks(rules: Any) -> list[tuple[str, bool]]:
    """Every bid mark these rules can show, with whether it is a nil's."""
    return list(dict.fromkeys((bid_mark(bid, sheet_tr), bid.is_nil) for bid in _candidates(rules)))


def test_every_bid_mark_of_every_preset_is_whole_at_the_pads_least_width(qtbot: QtBot) -> None:
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_animation_speed(0)
    pad.show()
    seen: set[tuple[float, tuple[BidCell, ...]]] = set()
    smallest = 1.0
    for preset in load_all():
        rules = preset.rules
        names = NAMES6[: rules.players]
        pad.set_game(rules, names, preset.id)
        pad.setFixedWidth(pad.minimumWidth())
        qtbot.waitUntil(lambda: pad._canvas.width() > 0 and bool(pad._columns))
        pad.resize(pad.minimumWidth(), 600)
        qtbot.wait(1)
        column = next(c for c in pad._columns if c.kind == "bid")
        per_side = max(len(head.players) for head in pad._heads)
        marks = _marks(rules)
        for combo in itertools.product(marks, repeat=per_side):
            for failed in itertools.product((False, True), repeat=per_side):
                if any(f and not nil for f, (_m, nil) in zip(failed, combo, strict=True)):
                    continue
                for dealer in range(-1, per_side):
                    bids = tuple(BidCell(seat, mark, 0, nil, f, seat == dealer)
                                 for seat, ((mark, nil), f) in enumerate(zip(combo, failed, strict=True)))
                    key = (round(column.width, 2), bids)
                    if key in seen:
                        continue
                    seen.add(key)
                    cell = SideCell(0, bids, 0, 0, None, 0, 0, 0, 0, 0, 0, 0, any(failed), (), ())
                    drawn = _drawn_bids(pad, cell, column.x, column.width)
                    _check_whole(drawn, cell, column.x, column.width)
                    smallest = min(smallest, min(size for text, size, *_ in drawn if text != DEALER)
                                   / pad.font().pointSizeF())
    assert seen
    print(f"smallest bid type at the least width: {smallest:.2f} of the pad's")


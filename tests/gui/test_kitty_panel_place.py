"""Three players with a kitty: neither top corner is free of a pile of card backs, so the kitty's panel goes along
the top to where it hides nothing (QA: it covered West's pile of card backs for the whole bidding)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.gui.layout import Rect
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.rules import load_preset

from .conftest import setup_for, start


def test_the_kitty_panel_of_three_seats_hides_no_pile_of_card_backs(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(load_preset("kitty-three").rules, seed=5))
    panel = window.table_view.trump_panel
    qtbot.waitUntil(panel.isVisible)
    layout = window.table_view.table.layout
    assert layout is not None
    g = panel.geometry()
    place = Rect(g.x(), g.y(), g.width(), g.height())
    corners = [Rect(layout.margin, layout.margin, g.width(), g.height()),
               Rect(layout.width - layout.margin - g.width(), layout.margin, g.width(), g.height())]
    groups = layout.groups()
    assert all(any(c.intersected(r).w * c.intersected(r).h for n, r in groups.items() if n.startswith("backs"))
               for c in corners), "no free corner at this size: the case the panel must find a place for"
    hidden = {n: place.intersected(r).w * place.intersected(r).h for n, r in groups.items()}
    assert not any(hidden.values()), hidden

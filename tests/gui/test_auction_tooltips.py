"""The auction's bid buttons have tooltips like every other bidding system's (QA): what the bid promises, and the
key that chooses it; a screen reader hears the same as the button's description."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Bid, BidKind
from spades_desktop.engine.actions import PASS

from .test_auction_keys import auction_at_south, panel_for


def test_every_auction_bid_button_says_what_it_promises(qtbot: QtBot) -> None:
    panel, _said = panel_for(qtbot, auction_at_south([None, PASS, PASS]))
    offered = panel.offered_actions()
    bids = [a for a in offered if isinstance(a, Bid) and a.kind is BidKind.AUCTION]
    assert bids and PASS in offered, "the case: auction bids and a pass"
    for action in offered:
        button = panel.button_for(action)
        assert button is not None and button.toolTip(), f"{action}: no tooltip"
        assert button.accessibleDescription() == button.toolTip()
    low = bids[0]
    tip = panel.button_for(low).toolTip()  # type: ignore[union-attr]
    assert tip == (f"Bid {low.tricks}: your side takes {low.promised} tricks or more if this bid wins the auction "
                   f"(type {low.tricks}, then Enter)")
    assert "(P)" in panel.button_for(PASS).toolTip()  # type: ignore[union-attr]

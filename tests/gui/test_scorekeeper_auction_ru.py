"""Keep score's lists of the bids open (QA houses 6). In Russian under the auction a refusal read «сейчас можно:
auction 1–7, пас (П)» (an English word; Russian Keep score takes a plain «3» there) and «7 (13 взяток) (7+6)» (two
brackets); while a row is typed the list counts on the players still to bid."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import NIL, Bid
from spades_desktop.engine.tally import bid_choices, bidding_order
from spades_desktop.gui.scorekeeper.entry import allowed_bids
from spades_desktop.gui.scorekeeper.window import bid_refusal
from spades_desktop.gui.texts import bid_list_text
from spades_desktop.rules import load_preset

from .test_scorekeeper import (
    _questions_answered,  # noqa: F401 - an autouse fixture: no real question waits for an answer
    keeper_for,
    new_game,
)

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


@pytest.mark.usefixtures("russian")
def test_auction_bids_are_listed_in_russian_as_they_are_typed() -> None:
    assert bid_list_text("auction 1-7, pass") == "1–7 (7–13 взяток), пас (П)"
    assert bid_list_text("auction 3-7, pass") == "3–7 (9–13 взяток), пас (П)"
    assert bid_list_text("auction 7, pass") == "7 (13 взяток, 7+6); пас (П)"  # a comma in a part: «;» between
    assert "auction" not in allowed_bids(load_preset("auction").rules)
    assert bid_choices(load_preset("auction").rules)  # the engine's list is still its own words


@pytest.mark.usefixtures("russian")
def test_a_russian_auction_refusal_names_the_bids_to_type(qtbot: QtBot) -> None:
    win = keeper_for(qtbot, new_game("auction"))
    for seat, (bid, took) in enumerate(zip(("пас", "0", "пас", "пас"), ("3", "5", "1", "4"), strict=True)):
        win.entry.bid_edits[seat].setText(bid)
        win.entry.trick_edits[seat].setText(took)
    assert not win.submit()
    message = win.message.text()
    assert "1–7 (7–13 взяток), пас (П)" in message and "auction" not in message, message
    win.entry.bid_edits[1].setText("2")  # as the list says: a plain number is the auction's bid
    assert win.submit(), win.message.text()
    win.close()


def test_while_a_row_is_typed_the_list_counts_on_the_players_still_to_bid() -> None:
    """South's list under suicide copy: with North still to bid, any number (North then bids nil); once North's
    number is typed, which copies South's, only a nil."""
    game = new_game("suicide-copy")
    order = bidding_order(game.rules, game.dealer_of(1))
    assert order[0] == SOUTH and order[2] == NORTH
    typing = bid_refusal(game, game.tally(), 0, {SOUTH: Bid(0)}, order)
    assert typing is not None and str(typing).endswith("you may bid 4-13, nil, blind nil"), str(typing)
    typed = bid_refusal(game, game.tally(), 0, {SOUTH: Bid(0), WEST: Bid(3), NORTH: Bid(5), EAST: NIL}, order)
    assert typed is not None and str(typed).endswith("you may bid nil, blind nil"), str(typed)

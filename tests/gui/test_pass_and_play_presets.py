"""Pass-and-play in every preset: all seats human, privacy checked at every step.

Every preset's hand is played through all its phases (blind nil, the
two-player draw, bidding, nil exchange) and into the play; the other tests
play whole hands.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import BLIND_NIL, NIL, Action, Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.rules import load_all

from .pass_and_play_driver import Driver, default_bid, pnp_setup

PRESETS = [preset for preset in load_all()]


@pytest.mark.parametrize("preset", PRESETS, ids=[p.id for p in PRESETS])
def test_everyone_human_plays_a_hand_of_every_preset(qtbot: QtBot, window: MainWindow, preset) -> None:  # type: ignore[no-untyped-def]
    window.table_view.cover.guard_seconds = 0
    rules = preset.rules
    window.start_game(pnp_setup("h" * rules.players, rules, seed=40, preset_id=preset.id))
    def bid(seat: int, offered: list[Action]) -> Action:
        """South bids nil where partners exchange cards; in the two-player game the second seat bids blind nil."""
        if seat == 0 and NIL in offered and rules.nil_exchange != "none" and rules.partnerships:
            return NIL
        if seat == 1 and BLIND_NIL in offered and rules.draw_phase:
            return BLIND_NIL
        return default_bid(offered)

    driver = Driver(qtbot, window, bid=bid, grabs=2)
    driver.play_hand(limit=600, tricks=3)
    game = driver.game
    assert len(game.view(0).completed_tricks) >= 3 or game.hands_log[0].score is not None
    played = {seat for seat, phase in driver.turns if phase is Phase.PLAY}
    assert played == set(range(rules.players)), "every person played cards"
    assert window.controller.state is State.HUMAN_TURN
    phases = {phase for _, phase in driver.turns}
    if rules.draw_phase:
        assert {Phase.DECLARE, Phase.DRAW} <= phases
    if rules.nil_exchange != "none" and rules.partnerships and game.view(0).bids[0] == NIL:
        assert Phase.EXCHANGE in phases

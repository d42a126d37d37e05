"""Hard whose card search plays out with other policy settings (``bench/hard_tuned.py``, a benchmark's variant):
the settings reach the playouts of the seats asked for, and only those."""

from __future__ import annotations

import pytest

from spades_desktop.ai.hard import HARD_PLAY
from spades_desktop.engine import RuleSet

from .helpers import EAST, NORTH, SOUTH, WEST, position
from .test_strength import bench_script


def test_the_tuned_settings_reach_the_playouts_of_the_seats_asked_for() -> None:
    make = bench_script("hard_tuned").make_tuned
    every = make("p_set_nil_live=1,p_set_hopeless=1,samples=20", 3)
    assert every.samples == 20 and every.side == 0
    assert every.tuned.set_nil_live == 1 and every.tuned.set_hopeless == 1 and HARD_PLAY.set_nil_live == 0
    assert every.play_tuning == HARD_PLAY  # Normal's card and the reading of the cards stay Hard's
    assert make("p_set_nil_live=1,side=1", 3).side == 1
    with pytest.raises(ValueError, match="PlayTuning"):
        make("p_no_such_setting=1", 3)
    with pytest.raises(ValueError, match="side"):
        make("side=3", 3)
    game = position(RuleSet(), {SOUTH: "AD QD 5D 2C"}, ["4", "nil", "3", "3"], trick=[(NORTH, "3D"), (EAST, "4D")],
                    dealer=WEST)
    game.leader = NORTH
    assert every.choose(game.view(SOUTH)) in game.view(SOUTH).legal

"""The app tells its Hard bots which seats are people (their bids are read more loosely than a bot's)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.ai.determinize import BID_SIGMA, BOT_SIGMA
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.gui.main_window import MainWindow

from .conftest import setup_for


def test_the_apps_hard_bots_know_which_seats_are_people(qtbot: QtBot, window: MainWindow) -> None:
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    assert fresh.controller.player_factory == fresh.controller._app_bot  # what a player's game uses
    window.start_game(setup_for(levels=("hard", "human", "hard")))  # pass-and-play: South and North are people
    bot = window.controller._app_bot("hard", 7)
    assert isinstance(bot, HardPlayer)
    assert bot.humans == {0, 2}
    assert bot.clock is not None  # the app's clock caps its think time
    assert bot._sigmas(4) == [BID_SIGMA, BOT_SIGMA, BID_SIGMA, BOT_SIGMA]

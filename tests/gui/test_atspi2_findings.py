"""What a blind player heard wrong with Orca 43 on the real AT-SPI bus (QA session "atspi2"), and the fixes' checks.

Each test is named after what the player would say.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.accessibility import Verbosity, card_in_sentence
from spades_desktop.gui.main_window import MainWindow

from .conftest import human_view, play_until, setup_for, start, wait_for_human


@pytest.mark.parametrize("verbosity", [Verbosity.BRIEF, Verbosity.FULL])
def test_redo_says_my_card_once(qtbot: QtBot, window: MainWindow, verbosity: Verbosity) -> None:
    # "Redone: play the two of diamonds, and the 3 bot moves after it." and then, as the move was replayed,
    # "You play the two of diamonds.": the answer to Ctrl+Y already names the card.
    window.set_verbosity(verbosity)
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    view = window.table_view
    said = view.access.announcements
    card = human_view(window).legal[0]
    assert window.controller.submit(card) is None
    wait_for_human(qtbot, window)
    mine = f"You play the {card_in_sentence(card.card)}."
    assert mine in said  # said as I play it
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    count = len(said)
    qtbot.keyClick(view, Qt.Key.Key_Y, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    after = said[count:]
    assert after and after[0].startswith(f"Redone: play the {card_in_sentence(card.card)}"), after
    assert mine not in after, after
    # the bots' moves the redo replays are still said at Full (they are not named in the answer)
    if verbosity is Verbosity.FULL:
        assert any(": " in text and not text.startswith(("Redone", "Your")) for text in after[1:]), after


def test_redo_of_a_bid_says_it_once(qtbot: QtBot, window: MainWindow) -> None:
    window.set_verbosity(Verbosity.BRIEF)
    start(qtbot, window, setup_for(seed=3))
    view = window.table_view
    view.setFocus()
    said = view.access.announcements
    qtbot.keyClick(view, Qt.Key.Key_L)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_3)  # type: ignore[no-untyped-call]
    qtbot.keyClick(view, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    assert "You bid 3." in said
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(view, Qt.Key.Key_Z, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    count = len(said)
    qtbot.keyClick(view, Qt.Key.Key_Y, ctrl)  # type: ignore[no-untyped-call]
    wait_for_human(qtbot, window)
    after = said[count:]
    assert after and after[0].startswith("Redone: bid 3"), after
    assert "You bid 3." not in after, after

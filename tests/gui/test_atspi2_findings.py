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


# ------------------------------------------------------------- the scorekeeper
def test_the_scorekeeper_says_why_enter_refused_the_hand(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tricks typed 2 2 3 3 (10 in all): the reason was shown under the entry row, and Orca said only the field the
    # cursor went to, "South: tricks text, selected".
    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import keeper_for, new_game, type_hand, wait_for_entry

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    win = keeper_for(qtbot, new_game())
    wait_for_entry(qtbot)
    type_hand(qtbot, "4 4 4 1", "2 2 3 3", last_offered=False)
    assert not win.game.hands
    reason = win.message.text()
    assert "add up to 10" in reason, reason
    assert said == [reason], said
    win.close()


def test_the_scorekeeper_says_why_a_hand_cannot_be_removed(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from spades_desktop.gui.scorekeeper import window as keeper_window

    from .test_scorekeeper import answering, keeper_for, kept_game

    said: list[str] = []
    monkeypatch.setattr(keeper_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    win = keeper_for(qtbot, kept_game("blind-from-behind", "1 4 1 4 / 0 6 0 7\nblind_nil 3 4 3 / 0 4 5 4"))
    asked = answering(monkeypatch, QMessageBox.StandardButton.Yes)
    assert win.remove_hand(0) is False and not asked
    assert win.message.text().startswith("Hand 1 cannot be removed: ")
    assert said == [win.message.text()], said
    win.close()

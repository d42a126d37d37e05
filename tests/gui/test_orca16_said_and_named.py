"""Orca 43.1 on the real bus, round 16 (QA /tmp/qa_orca16): what was said empty, read whole, or without its name.

1. Pass and play: the person's own card ("Ann: eight of hearts.") and "Hand 1: Ann deals." were said as an empty
   "notification." whenever the hand-off cover followed them: the cover blanked every notice 0.4 s later, and Orca
   read the notice's name after it was blanked.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Game
from spades_desktop.gui.accessibility import NoticeStandIn
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow

from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_undo import policy


def game_of(win: MainWindow) -> Game:
    game = win.controller.game
    assert game is not None
    return game


def notice_names(win: MainWindow) -> list[str]:
    return [n.accessibleName() for n in win.table_view.access.findChildren(NoticeStandIn)]


def test_a_hand_off_leaves_the_card_just_played_and_the_deal_said_but_forgets_the_hint(
        qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.access.older_readers = True
    window.start_game(pnp_setup("hbhb", seed=4))
    assert wait_any(qtbot, window) is State.HAND_OFF
    dealt = [t for t in window.table_view.access.announcements if t.startswith("Hand 1:")]
    assert dealt, window.table_view.access.announcements
    assert dealt[0] in notice_names(window), "the deal, said just before the cover, is not blanked under it"
    played = 0
    while played < 3:
        state = wait_any(qtbot, window)
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
            continue
        game = game_of(window)
        seat = game.to_act
        assert seat is not None
        action = policy(game.view(seat))
        if game.phase.name != "PLAY":
            assert window.controller.submit(action) is None
            continue
        window.table_view.say("Hint: play the ace of clubs, your sure trick.")  # as the hint answers (H)
        said = len(window.table_view.access.announcements)
        assert window.controller.submit(action) is None
        if wait_any(qtbot, window) is not State.HAND_OFF:
            continue
        own = [t for t in window.table_view.access.announcements[said:] if t.startswith(("Ann:", "Cat:"))]
        assert own, window.table_view.access.announcements[said:]
        names = notice_names(window)
        assert own[0] in names, f"{own[0]!r} blanked under the cover: {names}"
        assert "" not in [n.accessibleName() for n in window.table_view.access.findChildren(NoticeStandIn)
                          if n.isVisible()]
        assert not any("ace of clubs" in n for n in names), "the last person's hint is forgotten"
        played += 1

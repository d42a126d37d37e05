"""Two things Orca 43.1 never said after an undo or a redo (QA orca22).

1. At a shared screen with Allow undo, a person whose bid was taken back under another person's cover was told
   "Your bid of 5 was taken back with Undo: bid again." by a notification as their bid panel took the focus: Orca
   dropped it in the flood of the focus. It is said in what the focused bid panel says (its description), once.
2. A redo that ends the hand said "Redone: …" among nine texts in 150 ms through four notifications, and the
   summary's focus pruned the rest: the answer is said with the hand's result, in one text, and the replayed
   moves are not said one by one.
"""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Bid, BidKind, Phase
from spades_desktop.gui import texts
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import steps

from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_undo import game_of, undo_key


def _to_cover_after_a_bid_and_a_bot_bid(qtbot: QtBot, win: MainWindow) -> tuple[int, Bid]:
    """Two people and two bots, Allow undo: every person bids the first number offered until a cover comes up
    for a person right after a bot bid after another person's bid; the other person and their bid."""
    win.start_game(replace(pnp_setup("hbhb", seed=22), allow_undo=True))
    for _ in range(40):
        state = wait_any(qtbot, win)
        game = game_of(win)
        done = steps(game)
        people = [i for i, (s, _a) in enumerate(done) if s in (0, 2)]
        if (state is State.HAND_OFF and people and people[-1] < len(done) - 1
                and isinstance(done[people[-1]][1], Bid) and done[people[-1]][0] != win.controller.handing_to):
            return done[people[-1]][0], done[people[-1]][1]  # type: ignore[return-value]
        if state is State.HAND_OFF:
            lift_cover(qtbot, win)
            continue
        assert state is State.HUMAN_TURN and game.phase is Phase.BID
        legal = game.legal_actions()
        win.controller.submit(LOOK if LOOK in legal else next(
            a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks > 0))
    raise AssertionError("no cover after a person's bid and a bot's")


def test_a_bid_taken_back_under_another_cover_is_said_with_the_bid_panels_focus_once(
        qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.access.older_readers = True
    seat, bid = _to_cover_after_a_bid_and_a_bot_bid(qtbot, window)
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == seat
    said = len(window.table_view.access.announcements)
    lift_cover(qtbot, window)
    panel = window.table_view.bid_panel
    qtbot.waitUntil(panel.isVisible)
    note = f"Your bid of {texts.bid_text(bid)} was taken back with Undo: bid again."
    assert panel.accessibleDescription().startswith(note), panel.accessibleDescription()
    assert note in window.table_view.recap_panel.text()
    heard = window.table_view.access.announcements[said:]
    assert not any("taken back" in text for text in heard), "said by the focus, not twice"
    window.table_view.waiting(window.controller.shown_view())  # the table syncs again in the same turn
    assert panel.accessibleDescription().startswith(note)
    assert not any("taken back" in text for text in window.table_view.access.announcements[said:])
    game = game_of(window)
    window.controller.submit(next(a for a in game.legal_actions() if isinstance(a, Bid) and a != bid))
    qtbot.waitUntil(lambda: window.controller.state is not State.HUMAN_TURN or game.to_act != seat)
    # later bids of anyone's say nothing of it
    for _ in range(20):
        state = wait_any(qtbot, window)
        if game_of(window).phase is not Phase.BID:
            break
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
            qtbot.waitUntil(panel.isVisible)
            assert "taken back" not in panel.accessibleDescription(), panel.accessibleDescription()
            continue
        legal = game_of(window).legal_actions()
        window.controller.submit(LOOK if LOOK in legal else next(
            a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL))


def test_without_older_readers_the_taken_back_bid_is_announced_once(qtbot: QtBot, window: MainWindow) -> None:
    window.table_view.access.older_readers = False
    seat, bid = _to_cover_after_a_bid_and_a_bot_bid(qtbot, window)
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == seat
    said = len(window.table_view.access.announcements)
    lift_cover(qtbot, window)
    qtbot.waitUntil(window.table_view.bid_panel.isVisible)
    note = f"Your bid of {texts.bid_text(bid)} was taken back with Undo: bid again."
    heard = window.table_view.access.announcements[said:]
    assert heard.count(note) == 1, heard
    assert "taken back" not in window.table_view.bid_panel.accessibleDescription()

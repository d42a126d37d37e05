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
from spades_desktop.gui.accessibility import NoticeStandIn
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import steps

from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_family13_undo import _play_to_summary
from .test_undo import game_of, redo_key, undo_key


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


def test_a_redo_that_ends_the_hand_says_its_answer_with_the_hands_result(qtbot: QtBot, window: MainWindow) -> None:
    # QA orca22: Ctrl+Y at the last trick said only "Hand 1 is over panel. / Next hand push button. /
    # notification Hand 1 over: …"; "Redone: …" went out among eight more texts within 150 ms
    access = window.table_view.access
    access.older_readers = True
    window.set_play_forced(True)
    window.start_game(pnp_setup("hbbb", seed=1313))
    _play_to_summary(qtbot, window)
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HUMAN_TURN
    said = len(access.announcements)
    redo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OVER
    qtbot.waitUntil(lambda: any("over" in text for text in access.announcements[said:]), timeout=10_000)
    heard = access.announcements[said:]
    assert len(heard) == 1, heard
    assert heard[0].startswith("Redone: ") and "Hand 1 over" in heard[0] and "moves after it. Hand 1" in heard[0]
    notices = [n for n in access.findChildren(NoticeStandIn) if n.isVisible()]
    assert access.notices.last is not None and access.notices.last.accessibleName() == heard[0], notices
    # what comes next is said as ever: the answer was not left holding the table's words back
    window.table_view.continue_after_hand()
    qtbot.waitUntil(lambda: len(access.announcements) > said + 1, timeout=10_000)


def test_a_redo_inside_the_hand_says_its_answer_first_and_the_moves_after_it(
        qtbot: QtBot, window: MainWindow) -> None:
    access = window.table_view.access
    access.older_readers = True
    window.start_game(pnp_setup("hbbb", seed=1313))
    for _ in range(60):  # to the third trick of the hand, alone against bots
        wait_any(qtbot, window)
        game = game_of(window)
        if game.phase is Phase.PLAY and len(game.view(0).hand or ()) == 11:
            break
        window.controller.submit(next(a for a in game.legal_actions() if a != LOOK) if game.phase is Phase.BID
                                 else game.legal_actions()[0])
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HUMAN_TURN
    said = len(access.announcements)
    redo_key(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.state is State.HUMAN_TURN and len(access.announcements) > said + 1,
                    timeout=10_000)
    heard = access.announcements[said:]
    assert heard[0].startswith("Redone: ") and "over" not in heard[0], heard
    assert any("trick" in text for text in heard[1:]), heard

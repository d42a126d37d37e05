"""A second family QA at a shared screen: what is said under the hand-off cover (an undo refused or done) leaves
the status line when the cover lifts for the next person; after an undo or a redo each person's "Since your last
turn" recap goes on from what they had seen, not from the deal."""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Bid, Game, Phase, RuleSet
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import step_count

from .pass_and_play_driver import lift_cover, pnp_setup, wait_any
from .test_undo import done, last_decision, redo_key, undo_key


def to_cover(qtbot: QtBot, win: MainWindow, decisions: int) -> None:
    """The people make ``decisions`` decisions (a look at the cards, then the last legal action), then go on until
    the cover is up for the next person."""
    made = 0
    while True:
        state = wait_any(qtbot, win)
        if state is State.HAND_OFF:
            if made >= decisions:
                return
            lift_cover(qtbot, win)
        game = win.controller.game
        assert game is not None and win.controller.state is State.HUMAN_TURN
        legal = game.legal_actions()
        assert win.controller.submit(LOOK if LOOK in legal else legal[-1]) is None
        made += 1


def test_an_undo_refused_under_the_cover_is_not_on_the_next_persons_status_line(
        qtbot: QtBot, window: MainWindow) -> None:
    # "Pass and play: undo is on only when Allow undo was ticked…", said at Kid12's cover, stood before Kid12's
    # own prompt once the cover was lifted (and "Only Kid9 may take back…" likewise).
    window.start_game(pnp_setup("hhbb", seed=4))  # Allow undo not ticked
    to_cover(qtbot, window, 3)
    undo_key(qtbot, window)
    assert window.status().startswith("Pass and play: undo is on only when Allow undo"), window.status()
    lift_cover(qtbot, window)
    assert "Allow undo" not in window.status(), window.status()
    # said to the person at their own turn, it stays (until the state changes)
    undo_key(qtbot, window)
    assert window.status().startswith("Pass and play: undo is on only when Allow undo"), window.status()


def test_an_undo_done_and_refused_under_the_cover_leave_the_status_line_when_it_lifts(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(replace(pnp_setup("hhhh", seed=4), allow_undo=True))
    to_cover(qtbot, window, 10)  # everyone looked and bid, and two cards are played
    before = done(window)
    undo_key(qtbot, window)  # the last person's move, taken back under the cover: the cover comes back for them
    assert wait_any(qtbot, window) is State.HAND_OFF and len(done(window)) < len(before)
    assert window.status().startswith("Undone:"), window.status()
    undo_key(qtbot, window)  # refused: the move before is another person's
    refused = window.status().split("  —  ")[0]
    assert refused.startswith("Only ") and refused.endswith("may take back their own last move."), refused
    lift_cover(qtbot, window)
    assert "Undone" not in window.status() and refused not in window.status(), window.status()
    game = window.controller.game
    assert game is not None and game.to_act is not None
    own = window.controller.undo_refusal()
    assert own.startswith("Only "), "the one before this person is someone else: undo is refused on their turn"
    undo_key(qtbot, window)
    assert window.status().startswith(own), "a reason said at the person's own turn is shown"


@pytest.mark.parametrize("end", [State.HAND_OVER, State.GAME_OVER], ids=["summary", "game_over"])
def test_an_undo_from_the_summary_or_the_game_over_panel_counts_as_under_the_cover(
        qtbot: QtBot, window: MainWindow, end: State) -> None:
    # From the hand's summary (or the game-over panel) Ctrl+Z took back Kid9's Q♠, and again Mum's J♠ under Kid9's
    # cover: the undo made from there was not counted as under the cover, where it ends (family QA)
    window.start_game(replace(pnp_setup("hhhh", rules=RuleSet(hand_limit=1), seed=4), allow_undo=True))
    for _ in range(300):  # every decision of the hand, its covers and its summary
        state = wait_any(qtbot, window)
        if state is end:
            break
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
        elif state is State.HAND_OVER:
            window.table_view.continue_after_hand()
        else:
            game = window.controller.game
            assert game is not None and state is State.HUMAN_TURN
            legal = game.legal_actions()
            # the sides play apart (alike, they tied after every hand and the game went on)
            assert window.controller.submit(LOOK if LOOK in legal else legal[-1 if game.to_act % 2 else 0]) is None
    else:
        raise AssertionError(f"no {end} came")
    assert window.controller.game is not None and window.controller.game.is_over
    before, point = done(window), last_decision(window)
    # the last card chosen (the hand's last cards are no choice: family QA), taken back: the cover comes back for the
    # one who played it
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and len(done(window)) == point
    assert window.controller.handing_to == before[point][0]
    assert window.status().startswith("Undone:"), window.status()
    after, earlier = done(window), last_decision(window)
    assert after[earlier][0] != before[point][0], "seed 4: the decision before is another person's"
    assert not window.undo_action.isEnabled(), window.undo_action.toolTip()
    undo_key(qtbot, window)
    assert done(window) == after, "the card before is another person's: not the screen holder's to take back"
    names = [seat.name for seat in window.controller.setup.seats]  # type: ignore[union-attr]
    assert window.status().startswith(f"Only {names[after[earlier][0]]} may take back their own last move"), \
        window.status()


def _recap_since(win: MainWindow) -> tuple[bool, int, int]:
    """The recap shown at the turn now: (a new hand, bids listed, tricks listed); (False, 0, 0) when none."""
    recap = win.controller.recap
    if recap is None:
        assert not win.table_view.recap_panel.isVisible()
        return False, 0, 0
    return recap.new_hand, len(recap.bids), len(recap.tricks)


def _bids_and_tricks_since_own_bid(win: MainWindow) -> tuple[int, int]:
    """Bids made after the person to act bid, and tricks finished (a person's first card of the hand)."""
    game = win.controller.game
    assert game is not None and game.to_act is not None
    actions = game.hands_log[-1].actions
    mine = max(i for i, (s, a) in enumerate(actions) if s == game.to_act and isinstance(a, Bid))
    assert not any(s == game.to_act for s, _a in actions[mine + 1:]), "their first card of the hand"
    return (sum(isinstance(a, Bid) for _s, a in actions[mine + 1:]),
            len(game.view(game.to_act).completed_tricks))


def test_after_an_undo_under_the_cover_the_recaps_go_on_from_what_each_person_saw(
        qtbot: QtBot, window: MainWindow) -> None:
    # After an undo the next person's "Since your last turn" listed every bid and the finished tricks since the
    # deal, though they had seen them: the undo rebuilt the game and forgot what each person had seen.
    window.start_game(replace(pnp_setup("hhhh", seed=4), allow_undo=True))
    to_cover(qtbot, window, 10)  # everyone looked and bid, and two cards are played
    game = window.controller.game
    assert game is not None and game.phase is Phase.PLAY
    undo_key(qtbot, window)  # the last card is taken back; the cover comes back for the one who played it
    assert wait_any(qtbot, window) is State.HAND_OFF
    lift_cover(qtbot, window)
    assert _recap_since(window) == (False, 0, 0), "nothing happened since this person's last decision"
    game = window.controller.game
    assert game is not None
    assert window.controller.submit(game.legal_actions()[0]) is None  # the card played again (another one)
    assert wait_any(qtbot, window) is State.HAND_OFF
    lift_cover(qtbot, window)
    assert _recap_since(window) == (False, *_bids_and_tricks_since_own_bid(window)), "not from the deal"


def test_after_a_redo_the_next_persons_recap_does_not_start_from_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(replace(pnp_setup("hhhh", seed=4), allow_undo=True))
    to_cover(qtbot, window, 10)
    before = done(window)
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF
    redo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and done(window) == before
    lift_cover(qtbot, window)
    assert _recap_since(window) == (False, *_bids_and_tricks_since_own_bid(window)), "not from the deal"


def _looked(game: Game) -> bool:
    return LOOK not in game.legal_actions()


def test_a_marker_beyond_the_undo_point_falls_back_to_it(qtbot: QtBot, window: MainWindow) -> None:
    # Without the blind question the table looks at a person's cards for them, and undo goes back over that look
    # into the hand before: what the person had seen (the new deal) is gone; they saw the game up to the point
    # gone back to, so the recap shows what is made again, and nothing older (not the whole hand from its deal).
    window.set_offer_blind(False)
    for seed in range(1, 40):
        window.start_game(replace(pnp_setup("hhhh", seed=seed), allow_undo=True))
        while True:
            state = wait_any(qtbot, window)
            if state is State.HAND_OFF:
                lift_cover(qtbot, window)
                state = window.controller.state
            game = window.controller.game
            assert game is not None
            if state is State.HAND_OVER:
                window.table_view.continue_after_hand()
                continue
            assert state is State.HUMAN_TURN
            if game.hand_number == 2:
                break
            assert window.controller.submit(game.legal_actions()[-1]) is None
        seat = game.to_act
        qtbot.waitUntil(functools.partial(_looked, game))  # the table looks for them
        assert wait_any(qtbot, window) is State.HUMAN_TURN and game.to_act == seat
        assert step_count(game) > [i for i, (s, _a) in enumerate(done(window)) if s == seat][-1]
        if window.controller.undo_refusal():
            continue  # another person chose the last card of hand 1 that was a choice: try another deal
        point = last_decision(window, skip_looks=True)
        assert done(window)[point][0] == seat
        undo_key(qtbot, window)
        assert wait_any(qtbot, window) is State.HAND_OFF
        game = window.controller.game
        assert game is not None and game.hand_number == 1 and step_count(game) == point
        lift_cover(qtbot, window)
        assert _recap_since(window) == (False, 0, 0), "the person saw the game up to the undo point"
        return
    raise AssertionError("no deal had one person choose hand 1's last card chosen and act first in hand 2")


@pytest.mark.parametrize("end", [State.HAND_OVER, State.GAME_OVER], ids=["summary", "game_over"])
def test_a_redo_back_to_the_summary_lifts_the_cover(qtbot: QtBot, window: MainWindow, end: State) -> None:
    # Undo from the hand's summary brought the cover up for the one whose card it took back; Redo played the card
    # again and scored the hand, but the cover stayed over the summary, deaf to clicks and keys: the game could not
    # go on (six-seat QA)
    window.start_game(replace(pnp_setup("hhhh", rules=RuleSet(hand_limit=1), seed=4), allow_undo=True))
    for _ in range(300):
        state = wait_any(qtbot, window)
        if state is end:
            break
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
        elif state is State.HAND_OVER:
            window.table_view.continue_after_hand()
        else:
            game = window.controller.game
            assert game is not None and state is State.HUMAN_TURN
            legal = game.legal_actions()
            assert window.controller.submit(LOOK if LOOK in legal else legal[-1 if game.to_act % 2 else 0]) is None
    else:
        raise AssertionError(f"no {end} came")
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and window.table_view.cover.isVisible()
    redo_key(qtbot, window)
    assert wait_any(qtbot, window) in (State.HAND_OVER, State.GAME_OVER)
    qtbot.waitUntil(lambda: not window.table_view.cover.isVisible(), timeout=3000)
    panel = window.table_view.summary_panel
    qtbot.waitUntil(panel.isVisible, timeout=3000)

"""A resumed game is the game as it was closed (QA robust8): an only card that an undo left waiting for its player
(``Controller._hold_forced``) kept waiting only until the game was closed; resumed, it played itself at once, the
hand was scored and the game could end. Pass-and-play, Allow undo: the last card of the person at the screen,
closed on their turn, went unseen; alone against bots it played itself too. An ordinary forced card still plays
itself after a resume, as before."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import rebuild, step_count

from .conftest import setup_for, start, wait_for_human
from .pass_and_play_driver import pnp_setup, wait_any
from .test_two_windows import new_window


def steps_now(win: MainWindow) -> int:
    game = win.controller.game
    assert game is not None
    return step_count(game)


def last_card_up(win: MainWindow) -> bool:
    """The person to act holds one card and it is their turn (their only card waits for them)."""
    game = win.controller.game
    if game is None or win.controller.state is not State.HUMAN_TURN or game.to_act is None:
        return False
    view = game.view(game.to_act)
    return view.phase is Phase.PLAY and view.hand is not None and len(view.hand) == 1


def to_the_last_card(qtbot: QtBot, win: MainWindow, seat: int) -> None:
    """Every person's first legal move (lifting their cover) until ``seat`` is to play their last card."""
    while (state := wait_any(qtbot, win)) is not State.HAND_OVER:
        if state is State.HAND_OFF:
            win.controller.ready()
            continue
        if last_card_up(win) and win.controller.game.to_act == seat:  # type: ignore[union-attr]
            return
        game = win.controller.game
        assert game is not None
        assert win.controller.submit(game.legal_actions()[0]) is None
    raise AssertionError("the hand ended first")


def hold_the_last_card(qtbot: QtBot, win: MainWindow) -> int:
    """Forced cards on; undo and redo at the player's last card: it waits for them (``_hold_forced``), as at the
    tester's table. The steps played."""
    win.set_play_forced(True)
    before = steps_now(win)
    assert win.controller.undo() is not None
    assert wait_any(qtbot, win) in (State.HUMAN_TURN, State.HAND_OFF) and steps_now(win) < before
    while steps_now(win) < before:
        assert win.controller.redo() is not None
        if wait_any(qtbot, win) is State.HAND_OFF:
            win.controller.ready()
    assert wait_any(qtbot, win) in (State.HUMAN_TURN, State.HAND_OFF)
    if win.controller.state is State.HAND_OFF:
        win.controller.ready()
    qtbot.wait(200)
    assert last_card_up(win) and steps_now(win) == before, "the card waits after the redo"
    return before


def test_alone_against_bots_a_card_waiting_when_closed_still_waits_when_resumed(
        qtbot: QtBot, answers: list[str]) -> None:
    win = new_window(qtbot)
    start(qtbot, win, setup_for(seed=4))
    to_the_last_card(qtbot, win, win.controller.bottom)
    count = hold_the_last_card(qtbot, win)
    win.close()
    again = new_window(qtbot)
    again.set_play_forced(True)
    again.start()
    assert len(answers) == 1, "resumed"
    wait_for_human(qtbot, again)
    qtbot.wait(200)
    assert steps_now(again) == count and last_card_up(again), "the card still waits for its player"
    game = again.controller.game
    assert game is not None
    assert again.controller.submit(game.legal_actions()[0]) is None, "played by hand"
    assert wait_any(qtbot, again) is State.HAND_OVER
    again.close()


def test_a_shared_screens_card_waiting_when_closed_waits_behind_its_persons_cover(
        qtbot: QtBot, answers: list[str]) -> None:
    # robust8: pass-and-play, Allow undo; closed at P0's last card (trick 13), which waited for P0 after an undo;
    # resumed, it played itself unseen at once and the hand was scored
    win = new_window(qtbot)
    win.start_game(replace(pnp_setup("hbhb", seed=2), allow_undo=True))
    to_the_last_card(qtbot, win, 0)
    count = hold_the_last_card(qtbot, win)
    win.close()
    again = new_window(qtbot)
    again.set_play_forced(True)
    again.start()
    assert len(answers) == 1, "resumed"
    assert wait_any(qtbot, again) is State.HAND_OFF and again.controller.handing_to == 0, "P0 is called"
    assert steps_now(again) == count
    again.controller.ready()
    qtbot.wait(200)
    assert steps_now(again) == count and last_card_up(again), "the card waits for P0 to play it"
    again.close()


def test_an_ordinary_forced_last_card_still_plays_itself_after_a_resume(qtbot: QtBot) -> None:
    win = new_window(qtbot)
    win.start_game(replace(pnp_setup("hbhb", seed=2), allow_undo=True))
    to_the_last_card(qtbot, win, 0)
    record = win._record()
    game = win.controller.game
    assert record is not None and game is not None and not record.forced_waits
    win.set_play_forced(True)
    win.resume_record(record, rebuild(game, step_count(game)))
    assert wait_any(qtbot, win) in (State.HAND_OVER, State.HAND_OFF)
    assert steps_now(win) > step_count(game), "P0's last card played itself, unseen, as before"


"""A family's undo at one laptop (QA family13): Ctrl+Z on a hand's summary took back only a last card that had
played itself; the "only its maker may undo next" lock was gone once the game was closed and opened again; a person
called back after an undo was not told why; Enter at a turn with one legal card asked to choose a card first."""

from __future__ import annotations

import functools
from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.engine import Phase, Play
from spades_desktop.gui import texts
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record.history import only_moves, rebuild, step_count

from .pass_and_play_driver import pnp_setup, wait_any
from .test_undo import done, undo_key


def _play_to_summary(qtbot: QtBot, win: MainWindow) -> None:
    """Every person's first legal move (lifting their cover first) until the hand's summary."""
    while (state := wait_any(qtbot, win)) is not State.HAND_OVER:
        if state is State.HAND_OFF:
            win.controller.ready()
            continue
        game = win.controller.game
        assert game is not None
        win.controller.submit(game.legal_actions()[0])


def _no_decision(win: MainWindow) -> frozenset[int]:
    game = win.controller.game
    assert game is not None
    return only_moves(rebuild(game, 0), done(win), win.controller.humans, last_cards=win.controller.pass_and_play)


def test_undo_on_a_shared_screens_summary_takes_back_the_last_real_decision(qtbot: QtBot, window: MainWindow) -> None:
    # n.py: "Undone: the play of the A♥ (Mia)…", her last card, played by itself; the laptop went to Mia to play
    # the same single card, and the same summary came back
    window.set_play_forced(True)
    window.start_game(replace(pnp_setup("hhbh", seed=1313), allow_undo=True))
    _play_to_summary(qtbot, window)
    before, forced = done(window), _no_decision(window)
    humans = window.controller.humans
    assert [i for i, (s, _a) in enumerate(before) if s in humans][-1] in forced, "the hand ends on a forced card"
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF
    point = len(done(window))
    assert point not in forced and before[point][0] in humans, "a move with a choice is taken back"
    assert all(i in forced for i in range(point + 1, len(before)) if before[i][0] in humans)
    assert window.controller.handing_to == before[point][0]
    assert "moves after it" in window.status() or "move after it" in window.status(), window.status()


def test_undo_alone_against_bots_goes_back_over_a_forced_card_and_one_redo_makes_it_all_again(
        qtbot: QtBot, window: MainWindow) -> None:
    window.set_play_forced(True)
    window.start_game(pnp_setup("hbbb", seed=1313))
    _play_to_summary(qtbot, window)
    before, forced = done(window), _no_decision(window)
    assert [i for i, (s, _a) in enumerate(before) if s == 0][-1] in forced  # the 13th card plays itself
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HUMAN_TURN
    point = len(done(window))
    assert before[point][0] == 0 and point not in forced, "the card taken back was a choice"
    window.controller.redo()
    assert wait_any(qtbot, window) is State.HAND_OVER and done(window) == before, "one redo for one undo"


def _two_cards_then_undo(qtbot: QtBot, win: MainWindow) -> tuple[list[int], list[str]]:
    """Everyone bids, two people play a card each, and at the next cover Ctrl+Z takes back the second card: the
    people who played, and the players' names."""
    win.start_game(replace(pnp_setup("hhhh", seed=4), allow_undo=True))
    people: list[int] = []
    while len(people) < 2:
        if wait_any(qtbot, win) is State.HAND_OFF:
            win.controller.ready()
        assert wait_any(qtbot, win) is State.HUMAN_TURN
        game = win.controller.game
        assert game is not None
        if game.phase is Phase.PLAY:
            assert len(game.legal_actions()) > 1, "a card with a choice: seed 4"
            people.append(game.to_act)  # type: ignore[arg-type]
        win.controller.submit(game.legal_actions()[-1])
    assert wait_any(qtbot, win) is State.HAND_OFF
    undo_key(qtbot, win)
    assert wait_any(qtbot, win) is State.HAND_OFF and win.controller.handing_to == people[1]
    return people, [seat.name for seat in win.controller.setup.seats]  # type: ignore[union-attr]


def test_the_lock_after_an_undo_under_the_cover_stays_when_the_game_is_opened_again(
        qtbot: QtBot, window: MainWindow) -> None:
    # f.py: closed and opened again at Mia's cover, Undo offered Dad's 3♦, and Ctrl+Z walked back further
    people, names = _two_cards_then_undo(qtbot, window)
    kept = done(window)
    undo_key(qtbot, window)
    assert done(window) == kept
    record = window._record()
    game = window.controller.game
    assert record is not None and game is not None and record.undo_used
    window.resume_record(record, rebuild(game, step_count(game)))
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == people[1]
    assert not window.undo_action.isEnabled(), window.undo_action.toolTip()
    undo_key(qtbot, window)
    assert done(window) == kept, "the first person's card is still theirs to take back"
    assert window.status().startswith(f"Only {names[people[0]]} may take back their own last move"), window.status()


def test_a_person_called_back_after_an_undo_is_told_why_on_the_cover_and_after_it(
        qtbot: QtBot, window: MainWindow) -> None:
    people, names = _two_cards_then_undo(qtbot, window)
    game = window.controller.game
    assert game is not None
    redo = window.controller._redo
    assert redo and isinstance(redo[0][1], Play)
    card = texts.card_text(redo[0][1].card)
    name = names[people[1]]
    task = window.table_view.cover.task.text()
    assert task.endswith(f"{name}'s card was taken back with Undo: {name} plays again."), task
    assert card not in task, "the card is back in their hand: the cover does not name it"
    window.controller.ready()
    assert wait_any(qtbot, window) is State.HUMAN_TURN
    recap = window.table_view.recap_panel
    assert recap.isVisible()
    assert f"Your {card} was taken back with Undo: play again." in recap.text(), recap.text()
    window.controller.submit(game.legal_actions()[0])
    assert wait_any(qtbot, window) is State.HAND_OFF
    assert "taken back" not in window.table_view.cover.task.text(), "the next person's cover says nothing of it"


def test_enter_plays_the_only_legal_card_of_a_person_called_to_the_screen(qtbot: QtBot, window: MainWindow) -> None:
    # g.py: "Choose a card with ← and → first." to a child with one card to play
    window.set_play_forced(True)
    window.start_game(pnp_setup("hhhh", seed=14))
    while (state := wait_any(qtbot, window)) is not State.HAND_OVER:
        game = window.controller.game
        assert game is not None
        if state is State.HAND_OFF:
            window.controller.ready()
            assert wait_any(qtbot, window) is State.HUMAN_TURN
            if len(game.legal_actions()) == 1 and game.phase is Phase.PLAY:
                count = step_count(game)
                qtbot.keyClick(window.table_view, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
                qtbot.waitUntil(functools.partial(lambda g, n: step_count(g) == n, game, count + 1), timeout=5000)
                assert "Choose a card" not in window.status(), window.status()
                return
            continue
        window.controller.submit(game.legal_actions()[0])
    raise AssertionError("seed 14 calls a person with one legal card")


def test_at_a_shared_screen_an_only_card_before_the_last_is_a_move_of_its_own(qtbot: QtBot, window: MainWindow) -> None:
    # QA family14: Dad's J♣, his only club to a club lead, was gone over by the undo at Mia's cover ("Take back
    # Mum's last move", "Undone: …, and the move after it"): the table learnt Dad was out of clubs. At a shared
    # screen only a hand's last cards, which tell nobody anything, are gone over
    window.set_play_forced(True)
    window.start_game(replace(pnp_setup("hhhh", seed=1414), allow_undo=True))
    controller = window.controller
    for _ in range(200):
        state = wait_any(qtbot, window)
        game = controller.game
        assert game is not None and state is not State.HAND_OVER, "no only card before the last in this hand"
        if state is State.HAND_OFF:
            steps_done = done(window)
            seat, action = steps_done[-1] if steps_done else (-1, None)
            probe = rebuild(game, max(0, len(steps_done) - 1))
            if (isinstance(action, Play) and len(probe.legal_actions()) == 1
                    and len(probe.view(seat).hand or ()) > 1):
                break
            controller.ready()
            continue
        controller.submit(game.legal_actions()[0])
    else:
        raise AssertionError("no hand-off came after an only card")
    assert controller.undo_owner() == controller.seat_name(seat), "the only card is its player's last move"

"""A family QA at a shared screen found two ways to see another person's cards.

1. The deal number of the hand in play, shown at the right of the status bar (under the hand-off cover too) and
   in the resume question at start-up, typed into New game in a second copy, dealt the same cards: every hand
   face up. With two or more people a hand's number is shown once the hand is scored (its summary).
2. With Allow undo on, Max took back Grandma's bid under his own cover, lifted her cover ("I'm Grandma") and saw
   her whole hand, then redid her bid: "Pass to Max" again, the game exactly as it was. Once a cover is lifted
   after an undo, the moves taken back are made again by hand: redo is refused, and Ctrl+Y says why.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, Game, Phase, RuleSet
from spades_desktop.engine.deal import next_deal_number
from spades_desktop.gui.controller import State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.record import GameRecord
from spades_desktop.record.history import steps

from .conftest import setup_for, start
from .pass_and_play_driver import lift_cover, pnp_setup, screen_texts, wait_any
from .test_undo import done, game_of, policy, redo_key, undo_key

SEED = 593263177


def move(win: MainWindow) -> None:
    """The person at the screen looks at their cards, bids about 3, or plays their last legal card."""
    game = game_of(win)
    assert game.to_act is not None
    assert win.controller.submit(policy(game.view(game.to_act))) is None


def numbers_shown(win: MainWindow, *numbers: int) -> list[int]:
    texts = "\n".join([screen_texts(win), win.deal_label.text(), win.deal_label.toolTip(), win.windowTitle()])
    return [number for number in numbers if str(number) in texts]


# ------------------------------------------------------------------ the deal number
def test_the_deal_number_of_a_hand_in_play_is_not_shown_at_a_shared_screen(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(pnp_setup("hhbh", seed=SEED))
    second = next_deal_number(SEED, 1)
    assert wait_any(qtbot, window) is State.HAND_OFF
    assert window.deal_label.text() == "Hand 1", "under the first cover"
    assert numbers_shown(window, SEED) == []
    while (state := wait_any(qtbot, window)) is not State.HAND_OVER:
        if state is State.HAND_OFF:
            assert numbers_shown(window, SEED, second) == [], "under a cover"
            lift_cover(qtbot, window)
        assert window.deal_label.text() == "Hand 1"
        assert numbers_shown(window, SEED, second) == [], "on a person's turn"
        move(window)
    # scored, hand 1's number is still not named: it is the game's, and every later hand follows from it (below)
    assert window.deal_label.text() == "Hand 1"
    assert not window.table_view.summary_panel.deal_line.isVisible()
    assert numbers_shown(window, SEED, second) == []
    window.table_view.continue_after_hand()
    assert wait_any(qtbot, window) is State.HAND_OFF
    assert window.deal_label.text() == "Hand 2" and second not in numbers_shown(window, second)
    lift_cover(qtbot, window)
    assert second not in numbers_shown(window, second)


def _scorepad_tips(win: MainWindow) -> list[str]:
    pad = win.scorepad
    return [pad.tooltip_html(row, None) for row in range(len(pad._rows))]  # type: ignore[attr-defined]


def _sheet_numbers(win: MainWindow) -> list[int | None]:
    sheet = win._played_sheet()
    assert sheet is not None
    return [row.deal_number for row in sheet.rows]  # type: ignore[attr-defined]


def test_hand_1s_number_the_games_own_is_shown_only_at_the_games_end(qtbot: QtBot, window: MainWindow) -> None:
    # Hand 1's summary and the status bar said "Deal no. 593263177": the game's number. A second copy started with
    # it dealt hand 2 and every later hand alike, and its Review hand showed them face up (family QA; the
    # scorepad's row tooltip and a printed sheet named it too). A later hand's number, once scored, deals only it.
    window.start_game(pnp_setup("hhbh", rules=RuleSet(hand_limit=2), seed=SEED))
    second = next_deal_number(SEED, 1)
    scored = 0
    for _ in range(400):
        state = wait_any(qtbot, window)
        if state is State.GAME_OVER:
            break
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
        elif state is State.HAND_OVER:
            scored += 1
            summary = window.table_view.summary_panel
            if scored == 1:
                assert window.deal_label.text() == "Hand 1"
                assert summary.deal_line.text() == "" and not summary.deal_line.isVisible()
                assert numbers_shown(window, SEED) == []
                tips = _scorepad_tips(window)
                assert len(tips) == 1 and str(SEED) not in tips[0] and "deal #" not in tips[0], tips
                assert tips[0].startswith("Hand 1 · dealt by "), tips
                assert _sheet_numbers(window) == [None]
            elif not game_of(window).is_over:  # (a tie for the lead plays on)
                assert window.deal_label.text() == f"Deal no. {game_of(window).hand_scores[-1].deal_number} · " \
                                                   f"hand {scored}"
                assert numbers_shown(window, SEED) == [], "hand 1's stays hidden on a later summary"
                assert _sheet_numbers(window)[0] is None
            window.table_view.continue_after_hand()
        else:
            move(window)
    else:
        raise AssertionError("the game did not end")
    assert scored >= 2
    # the game over: every hand's number, as the score sheet gives them
    assert _sheet_numbers(window)[:2] == [SEED, second]
    tips = _scorepad_tips(window)
    assert f"deal #{SEED}" in tips[0] and f"deal #{second}" in tips[1], tips


def test_alone_against_bots_the_deal_number_stays_on_the_status_bar(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=SEED))
    assert window.deal_label.text() == f"Deal no. {SEED} · hand 1"


def test_the_resume_question_does_not_name_a_shared_screen_games_deal_number(qapp: object, tmp_path: Path) -> None:
    from spades_desktop.gui.autosaves import describe_resumable
    from spades_desktop.record.autosave import Resumable

    game = Game(RuleSet(), SEED)
    while len(game.completed) < 4:
        game.apply(game.legal_actions()[0])
    assert game.phase is Phase.PLAY
    for kinds, shown in ((["human", "human", "bot:easy", "human"], False), (["human"] + ["bot:easy"] * 3, True)):
        record = GameRecord.from_game(game, kinds=kinds, preset_id="standard", preset_name="Standard")
        text = describe_resumable(Resumable(tmp_path / "a.json", record, game, 0), lambda _i, name: name)
        assert (str(SEED) in text) is shown, text
        assert text.startswith(f"Standard, deal no. {SEED}, hand 1, trick 5\n" if shown
                               else "Standard, hand 1, trick 5\n"), text


# ------------------------------------------------------------------------ redo
def to_max_cover(qtbot: QtBot, win: MainWindow) -> None:
    """Everyone looks at their cards and Ann (Grandma) bids: the cover waits for Ben (Max)."""
    win.start_game(replace(pnp_setup("hhbh", seed=4), allow_undo=True))
    for _ in range(40):
        state = wait_any(qtbot, win)
        game = game_of(win)
        if state is State.HAND_OFF and win.controller.handing_to == 1 and any(s == 0 and a != LOOK
                                                                             for s, a in steps(game)):
            return
        if state is State.HAND_OFF:
            lift_cover(qtbot, win)
        else:
            move(win)
    raise AssertionError("no cover for Ben after Ann's bid")


def test_a_cover_lifted_after_an_undo_forgets_the_redo_and_says_why(qtbot: QtBot, window: MainWindow) -> None:
    to_max_cover(qtbot, window)
    before = done(window)
    undo_key(qtbot, window)  # Max takes back Grandma's bid under his own cover
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == 0
    assert len(done(window)) < len(before) and window.redo_action.isEnabled()
    lift_cover(qtbot, window)  # "I'm Ann: show my cards"
    assert not window.controller.can_redo() and not window.redo_action.isEnabled()
    why = "No redo: Ann's cards were shown after the undo. Make the move again."
    assert window.controller.redo_refusal() == why
    redo_key(qtbot, window)
    assert window.status().startswith(why), window.status()
    assert game_of(window).to_act == 0 and window.controller.state is State.HUMAN_TURN, "the bid waits for Ann"
    move(window)  # made again by hand: the game goes on, and redo says nothing more
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.redo_refusal() == ""


def test_undo_and_redo_under_the_cover_without_lifting_it_still_work(qtbot: QtBot, window: MainWindow) -> None:
    to_max_cover(qtbot, window)
    before = done(window)
    undo_key(qtbot, window)  # Grandma takes back her bid before she hands over…
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == 0
    redo_key(qtbot, window)  # …and makes it again
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == 1
    assert done(window) == before


def test_a_person_taking_back_their_own_move_on_their_turn_may_still_redo(qtbot: QtBot, window: MainWindow) -> None:
    # Their cards are up already: the cover that comes back for them shows nobody else's.
    window.start_game(replace(pnp_setup("hhbb", seed=4), allow_undo=True))
    for _ in range(300):  # to a turn of a person whose last move was their own card (a trick won and led again)
        state = wait_any(qtbot, window)
        if state is State.HAND_OFF:
            lift_cover(qtbot, window)
            continue
        if state is State.HAND_OVER:
            window.table_view.continue_after_hand()
            continue
        if window.controller.can_undo() and game_of(window).phase is Phase.PLAY:
            break
        move(window)
    else:
        raise AssertionError("no turn on which undo was allowed")
    seat = game_of(window).to_act
    before = done(window)
    undo_key(qtbot, window)
    assert wait_any(qtbot, window) is State.HAND_OFF and window.controller.handing_to == seat
    lift_cover(qtbot, window)
    assert window.redo_action.isEnabled() and window.controller.redo_refusal() == ""
    redo_key(qtbot, window)
    wait_any(qtbot, window)
    assert done(window)[: len(before)] == before

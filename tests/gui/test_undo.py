"""Undo and redo through the real window: keys and the Edit menu, in bidding, the nil exchange, play and
across a hand's end; the undone state is the record's replay; bots choose again the same way; pass-and-play
needs the table's "allow undo"; a game with undo says so in its record and on its sheet."""

from __future__ import annotations

import json
import time
from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.ai import create_player
from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, Phase, SeatView
from spades_desktop.gui.controller import GameSetup, SeatSetup, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import NewGameDialog
from spades_desktop.gui.settings import NewGameChoices, Speed
from spades_desktop.record import GameRecord, load_record, replay
from spades_desktop.record.history import Step, rebuild, steps
from spades_desktop.rules import load_preset

from .conftest import bid_through_panel, human_view, play_until, setup_for, start, wait_for_human
from .pass_and_play_driver import pnp_setup, wait_any


# ------------------------------------------------------------------ helpers
def game_of(win: MainWindow) -> Game:
    game = win.controller.game
    assert game is not None
    return game


def done(win: MainWindow) -> list[Step]:
    return steps(game_of(win))


def snapshot(game: Game) -> tuple[object, ...]:
    return ([game.view(s) for s in range(game.rules.players)], [list(log.actions) for log in game.hands_log],
            [log.score for log in game.hands_log], game.scores, game.bags, game.winner)


def last_decision(win: MainWindow, *, skip_looks: bool = False) -> int:
    """The position of the last human move that had a choice, where undo goes back to (-1: none): a person's only
    legal move (their last card, say) is no decision where it plays by itself (View ▸ play_forced; chosen by hand,
    it is the person's move), ``skip_looks``: nor is a look, the blind question off."""
    game = game_of(win)
    probe = rebuild(game, 0)
    point = -1
    alone = win.controller.play_forced
    for index, (seat, action) in enumerate(steps(game)):
        if (seat in win.controller.humans and (len(probe.legal_actions()) > 1 or not alone)
                and not (skip_looks and action == LOOK)):
            point = index
        probe.apply(action, seat)
    return point


def record_text(win: MainWindow) -> str:
    return GameRecord.from_game(game_of(win)).to_json()


def replayed(text: str) -> Game:
    return replay(GameRecord.from_json(text))


def undo_key(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.keyClick(win.table_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[no-untyped-call]


def redo_key(qtbot: QtBot, win: MainWindow, key: Qt.Key = Qt.Key.Key_Y) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier
    if key == Qt.Key.Key_Z:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(win.table_view, key, modifiers)  # type: ignore[no-untyped-call]


def table_shows_the_game(win: MainWindow) -> None:
    model = win.table_view.table.model
    assert model is not None
    assert model.differences(win.controller.shown_view()) == []
    assert win.table_view.mismatches == []


def policy(view: SeatView) -> Action:
    """The human's moves in the determinism tests: look, bid 3 (or the nearest), else the last legal action."""
    legal = view.legal
    if LOOK in legal:
        return LOOK
    bids = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
    if bids:
        return min(bids, key=lambda b: abs(b.tricks - 3))
    return legal[-1]


def human_moves(qtbot: QtBot, win: MainWindow, count: int) -> None:
    """Make ``count`` human decisions with ``policy`` (Next hand is pressed when a hand ends)."""
    made = 0
    while made < count:
        state = wait_for_human(qtbot, win)
        if state is State.HAND_OVER:
            win.table_view.continue_after_hand()
            continue
        assert state is State.HUMAN_TURN
        assert win.controller.submit(policy(human_view(win))) is None
        made += 1
    wait_for_human(qtbot, win)


def finish_game(qtbot: QtBot, win: MainWindow) -> None:
    """Play the human's first legal action until the game is over."""
    for _ in range(400):
        state = wait_for_human(qtbot, win)
        if state is State.GAME_OVER:
            return
        if state is State.HAND_OVER:
            win.table_view.continue_after_hand()
        else:
            assert win.controller.submit(human_view(win).legal[0]) is None
    raise AssertionError("the game did not end")


# -------------------------------------------------------------------- tests
def test_undo_and_redo_a_bid_with_the_keys_and_the_menu(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=3))
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    if human_view(window).hand is None:
        assert window.controller.submit(LOOK) is None
        wait_for_human(qtbot, window)
    before = record_text(window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    after = done(window)
    assert window.undo_action.isEnabled()

    undo_key(qtbot, window)
    assert snapshot(game_of(window)) == snapshot(replayed(before))
    assert window.controller.state is State.HUMAN_TURN and human_view(window).phase is Phase.BID
    assert window.table_view.bid_panel.isVisible()
    assert "Undone: the bid of" in window.status() and "bot moves after it" in window.status()
    assert window.redo_action.isEnabled()
    table_shows_the_game(window)

    window.redo_action.trigger()  # Edit ▸ Redo
    wait_for_human(qtbot, window)
    assert done(window) == after
    assert "Redone: the bid of" in window.status()
    assert not window.redo_action.isEnabled()

    window.undo_action.trigger()  # Edit ▸ Undo
    undo_key(qtbot, window)  # and the look before it
    assert human_view(window).hand is None or len(done(window)) < len(after) - 1
    redo_key(qtbot, window, Qt.Key.Key_Z)  # Ctrl+Shift+Z
    redo_key(qtbot, window)  # Ctrl+Y
    wait_for_human(qtbot, window)
    assert done(window) == after
    table_shows_the_game(window)


def test_undo_in_the_nil_exchange(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("nil-pass").rules
    start(qtbot, window, replace(setup_for(seed=12), rules=rules))
    play_until(qtbot, window, lambda w: Bid.nil() in human_view(w).legal)
    before_bid = record_text(window)
    assert window.controller.submit(Bid.nil()) is None
    wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.EXCHANGE
    at_exchange = record_text(window)
    assert window.table_view.choose_panel.isVisible()
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    passed = done(window)
    assert human_view(window).phase is Phase.PLAY

    undo_key(qtbot, window)  # the pass (and the partner's pass after it)
    assert snapshot(game_of(window)) == snapshot(replayed(at_exchange))
    assert window.table_view.choose_panel.isVisible() and human_view(window).phase is Phase.EXCHANGE
    table_shows_the_game(window)
    window.undo_action.trigger()  # the nil bid
    assert snapshot(game_of(window)) == snapshot(replayed(before_bid))
    assert window.table_view.bid_panel.isVisible()

    window.redo_action.trigger()
    wait_for_human(qtbot, window)
    assert human_view(window).phase is Phase.EXCHANGE
    redo_key(qtbot, window)
    wait_for_human(qtbot, window)
    assert done(window) == passed
    table_shows_the_game(window)


def test_undo_a_card_puts_it_back_in_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=5))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).completed_tricks) >= 2)
    before = record_text(window)
    hand = human_view(window).hand
    assert hand is not None
    card = human_view(window).legal[0]
    assert window.controller.submit(card) is None
    wait_for_human(qtbot, window)
    assert len(window.table_view.table.hand_cards()) == len(hand) - 1

    undo_key(qtbot, window)
    assert snapshot(game_of(window)) == snapshot(replayed(before))
    assert human_view(window).hand == hand
    assert len(window.table_view.table.hand_cards()) == len(hand)
    table_shows_the_game(window)
    assert str(card).replace("T", "10")[:-1] in window.status() or "Undone: the play of the" in window.status()


def test_undo_across_a_hands_end_takes_back_its_score(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=8))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) == 1)
    window.controller.submit(human_view(window).legal[0])
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    pad = window.scorepad
    assert pad.row_count() == 1  # type: ignore[attr-defined]
    scored = done(window)
    # the last card, the only one, chosen by hand (play_forced off): undo takes it back
    point, whole = last_decision(window), game_of(window)

    undo_key(qtbot, window)
    assert window.controller.state is State.HUMAN_TURN
    assert game_of(window).hand_number == 1 and game_of(window).scores == [0, 0]
    assert pad.row_count() == 0  # type: ignore[attr-defined]
    assert len(done(window)) == point and snapshot(game_of(window)) == snapshot(rebuild(whole, point))
    assert "The score of hand 1 is taken back" in window.status()
    assert not window.table_view.summary_panel.isVisible()
    table_shows_the_game(window)

    window.redo_action.trigger()
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    assert done(window) == scored and pad.row_count() == 1  # type: ignore[attr-defined]
    window.table_view.continue_after_hand()
    wait_for_human(qtbot, window)
    assert game_of(window).hand_number == 2

    # undo from the next hand reaches back over the scored hand
    human_moves(qtbot, window, 2)
    while game_of(window).hand_number == 2:
        undo_key(qtbot, window)
    assert pad.row_count() == 0 and game_of(window).hand_number == 1  # type: ignore[attr-defined]
    table_shows_the_game(window)


def test_redo_waits_on_the_hand_summary_until_next_hand_and_the_game_goes_on(qtbot: QtBot, window: MainWindow) -> None:
    # Undo from hand 2 back into hand 1, Redo: hand 1's summary again. A second Ctrl+Y there was taken (the
    # next hand's moves queued behind the summary, whose Next hand was then ignored): the table stayed empty,
    # "the cards are moving", for ever (QA). Redo now waits for Next hand, and then goes on where it was.
    window.set_offer_blind(False)
    start(qtbot, window, setup_for(seed=8))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) == 1)
    window.controller.submit(human_view(window).legal[0])
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    window.table_view.continue_after_hand()
    human_moves(qtbot, window, 1)  # hand 2's bid
    assert game_of(window).hand_number == 2
    after = done(window)
    while game_of(window).hand_number == 2:
        undo_key(qtbot, window)
    redo_key(qtbot, window)
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    assert not window.controller.can_redo() and not window.redo_action.isEnabled()
    redo_key(qtbot, window)  # refused: the summary waits for Next hand
    assert window.controller.state is State.HAND_OVER and window.table_view.summary_panel.isVisible()
    window.table_view.continue_after_hand()
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN and game_of(window).hand_number == 2
    assert window.redo_action.isEnabled()
    while window.controller.can_redo():
        window.redo_action.trigger()
        wait_for_human(qtbot, window)
    assert done(window) == after
    table_shows_the_game(window)


def test_a_redo_refused_on_the_hand_summary_says_why(qtbot: QtBot, window: MainWindow) -> None:
    # Back into hand 1, a first Ctrl+Y reaches its summary; further Ctrl+Y did nothing and said nothing (the status
    # line kept "Redone: …", Redo greyed without a tip though moves waited for it, QA). A refused Ctrl+Z says why.
    window.set_offer_blind(False)
    start(qtbot, window, setup_for(seed=8))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY and len(human_view(w).hand or ()) == 1)
    window.controller.submit(human_view(window).legal[0])
    assert wait_for_human(qtbot, window) is State.HAND_OVER
    window.table_view.continue_after_hand()
    human_moves(qtbot, window, 1)
    while game_of(window).hand_number == 2:
        undo_key(qtbot, window)
    assert window.redo_action.toolTip() == "Redo" and not window.redo_action.statusTip()
    redo_key(qtbot, window)
    assert wait_for_human(qtbot, window) is State.HAND_OVER and not window.redo_action.isEnabled()
    why = "Redo goes on after Next hand."
    assert window.redo_action.toolTip() == why and window.redo_action.statusTip() == why
    for key in (Qt.Key.Key_Y, Qt.Key.Key_Z):
        window.show_reason("")
        redo_key(qtbot, window, key)
        assert why in window.status(), window.status()
        assert window.controller.state is State.HAND_OVER
    window.table_view.continue_after_hand()
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN and window.redo_action.isEnabled()
    assert window.redo_action.toolTip() == "Redo" and not window.redo_action.statusTip()
    assert not any(shortcut.isEnabled() for shortcut in window.redo_refused_keys)


def test_undo_on_the_game_over_panel_says_the_last_hands_score_is_taken_back(qtbot: QtBot, window: MainWindow) -> None:
    # The game ends with no next hand dealt: the hand number alone did not show a score was taken back, and the
    # scorepad's row and the result went without a word.
    start(qtbot, window, setup_for(seed=3, hand_limit=1))
    finish_game(qtbot, window)
    window.undo_action.trigger()
    wait_for_human(qtbot, window)
    assert "The score of hand 1 is taken back" in window.status(), window.status()
    assert window.scorepad.row_count() == 0  # type: ignore[attr-defined]


def test_bots_choose_the_same_after_undo_redo_and_a_new_answer(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.player_factory = create_player  # real Easy bots: random mistakes from their seed
    setup = setup_for(seed=31)
    start(qtbot, window, setup)
    human_moves(qtbot, window, 14)
    reference = done(window)

    start(qtbot, window, setup)
    human_moves(qtbot, window, 9)
    texts: list[str] = []
    for _ in range(5):  # take back five decisions, checking each point against the record
        undo_key(qtbot, window)
        texts.append(record_text(window))
        assert snapshot(replayed(texts[-1])) == snapshot(game_of(window))
        assert done(window) == reference[: len(done(window))]
    redo_key(qtbot, window)
    window.redo_action.trigger()
    wait_for_human(qtbot, window)
    assert done(window) == reference[: len(done(window))]
    while len(done(window)) < len(reference):  # the bots are asked again: the same choices as the first time
        human_moves(qtbot, window, 1)
    assert done(window)[: len(reference)] == reference


class SlowBot:
    def choose(self, view: SeatView) -> Action:
        time.sleep(0.4)
        return policy(view)

    def explain(self) -> str:
        return "slow"


def test_undo_while_a_bot_thinks_forgets_its_answer(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=9))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    window.controller.player_factory = lambda level, seed: SlowBot()
    before = done(window)
    window.controller.submit(human_view(window).legal[0])
    qtbot.waitUntil(lambda: window.controller.state is State.BOT_THINKING)
    undo_key(qtbot, window)
    assert done(window) == before and window.controller.state is State.HUMAN_TURN
    qtbot.wait(700)  # the bot's late answer is ignored
    assert done(window) == before and window.controller.state is State.HUMAN_TURN
    table_shows_the_game(window)


def test_pass_and_play_undo_needs_the_tables_agreement(qtbot: QtBot, window: MainWindow) -> None:
    for allowed in (False, True):
        setup = replace(pnp_setup("hbhb", seed=4), allow_undo=allowed)
        window.start_game(setup)
        assert wait_any(qtbot, window) is State.HAND_OFF
        window.controller.ready()
        view = human_view(window)
        if LOOK in view.legal:  # a look is never taken back at a shared screen (blind nil after seeing the cards)
            window.controller.submit(LOOK)
            assert wait_any(qtbot, window) is State.HUMAN_TURN
            assert not window.undo_action.isEnabled()
            view = human_view(window)
        before = done(window)
        window.controller.submit(view.legal[0])
        wait_any(qtbot, window)
        after = done(window)
        assert window.undo_action.isEnabled() is allowed
        assert ("off at this table" in window.undo_action.text()) is not allowed
        undo_key(qtbot, window)
        assert done(window) == (before if allowed else after)
        if allowed:
            assert window.controller.state is State.HAND_OFF  # privacy first: the cover comes back


def test_the_new_game_dialog_offers_allow_undo_to_a_shared_screen_only(qtbot: QtBot) -> None:
    from spades_desktop.gui.presets import load_presets

    presets, _ = load_presets()
    dialog = NewGameDialog(presets, NewGameChoices(levels=("human", "easy", "human", "easy")))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.allow_undo.isVisible() and not dialog.allow_undo.isChecked()
    assert dialog.setup().allow_undo is False
    dialog.allow_undo.setChecked(True)
    assert dialog.setup().allow_undo is True
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData("normal"))
    assert not dialog.allow_undo.isVisible()


def test_a_game_with_undo_says_so_in_its_record_and_sheet(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=6))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    sheet = window._played_sheet()
    assert sheet is not None and sheet.note == ""  # type: ignore[attr-defined]
    window.controller.submit(human_view(window).legal[0])
    wait_for_human(qtbot, window)
    undo_key(qtbot, window)
    sheet = window._played_sheet()
    assert sheet is not None and sheet.note == "Undo was used in this game."  # type: ignore[attr-defined]
    record = window._record()
    assert record is not None and record.undo_used
    assert json.loads(record.to_json())["undo_used"] is True
    # the autosave holds it too, so a resumed game still says so
    window.controller.submit(human_view(window).legal[-1])
    wait_for_human(qtbot, window)
    path = window.autosave_path()
    assert path is not None and load_record(path).undo_used


def test_with_one_human_undo_is_always_on(qtbot: QtBot, window: MainWindow) -> None:
    setup = GameSetup(rules=setup_for().rules, seed=2, allow_undo=False,
                      seats=(SeatSetup("You", "human"), SeatSetup("B", "easy"), SeatSetup("C", "easy"),
                             SeatSetup("D", "easy")))
    start(qtbot, window, setup)
    human_moves(qtbot, window, 2)
    assert window.controller.undo_allowed and window.undo_action.isEnabled()
    assert window.undo_action.text().replace("&", "") == "Undo"


def test_undo_after_the_game_is_over_opens_it_again(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=41, target=60, mercy=-60))
    finish_game(qtbot, window)
    pad = window.scorepad
    assert pad.winner() is not None and window.table_view.game_over_panel.isVisible()  # type: ignore[attr-defined]
    rows = pad.row_count()  # type: ignore[attr-defined]
    path = window.autosave_path()
    assert path is not None and not path.exists()  # a finished game needs no resuming
    undo_key(qtbot, window)
    assert window.controller.state is State.HUMAN_TURN and not game_of(window).is_over
    assert not window.table_view.game_over_panel.isVisible()
    assert pad.winner() is None and pad.row_count() == rows - 1  # type: ignore[attr-defined]
    assert path.is_file() and load_record(path).undo_used  # the game in progress is autosaved again
    window.redo_action.trigger()
    wait_for_human(qtbot, window)
    assert game_of(window).is_over and window.controller.state in (State.HAND_OVER, State.GAME_OVER)


def test_making_the_taken_back_move_again_keeps_the_rest_to_redo(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, setup_for(seed=13))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    human_moves(qtbot, window, 3)
    full = done(window)
    undo_key(qtbot, window)
    undo_key(qtbot, window)
    undo_key(qtbot, window)
    moves = [a for s, a in full[len(done(window)):] if s == 0]
    assert moves[0] == policy(human_view(window)) and window.redo_action.isEnabled()
    window.controller.submit(moves[0])  # the same move again: the bots answer as before, redo goes on
    wait_for_human(qtbot, window)
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    window.redo_action.trigger()
    wait_for_human(qtbot, window)
    assert done(window) == full and not window.redo_action.isEnabled()
    undo_key(qtbot, window)
    other = [a for a in human_view(window).legal if a != policy(human_view(window))]
    assert other and window.redo_action.isEnabled()
    window.controller.submit(other[0])  # a different move forgets what was left to redo
    wait_for_human(qtbot, window)
    assert not window.redo_action.isEnabled()


def test_undo_while_the_cards_move(qtbot: QtBot, window: MainWindow) -> None:
    from spades_desktop.gui.settings import Speed

    start(qtbot, window, setup_for(seed=19))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    before = record_text(window)
    window.set_speed(Speed.FAST)
    window.controller.submit(human_view(window).legal[0])
    assert window.controller.state in (State.ANIMATING, State.BOT_THINKING)
    qtbot.wait(60)  # mid-flight
    undo_key(qtbot, window)
    assert wait_for_human(qtbot, window) is State.HUMAN_TURN
    qtbot.wait(800)  # nothing left over moves on by itself
    assert window.controller.state is State.HUMAN_TURN  # type: ignore[comparison-overlap]
    assert snapshot(game_of(window)) == snapshot(replayed(before))
    table_shows_the_game(window)
    assert not window.table_view.table.sequencer.busy
    assert len(window.table_view.table.hand_cards()) == len(human_view(window).hand or ())


def test_undo_in_the_two_player_draw_puts_the_cards_back_on_the_stock(qtbot: QtBot, window: MainWindow) -> None:
    rules = load_preset("two-player").rules
    start(qtbot, window, replace(setup_for(seed=12, levels=("easy",)), rules=rules))
    while human_view(window).phase is Phase.DECLARE:
        window.controller.submit(LOOK)
        wait_for_human(qtbot, window)
    for _ in range(3):
        window.controller.submit(human_view(window).legal[0])
        wait_for_human(qtbot, window)
    view = human_view(window)
    assert view.phase is Phase.DRAW
    before = (view.stock_size, view.discard_size)
    undo_key(qtbot, window)  # my draw, and the bot's after it
    after = human_view(window)
    assert after.phase is Phase.DRAW and after.stock_size > before[0] and after.discard_size < before[1]
    table_shows_the_game(window)
    stock_note, discards_note = window.table_view.table.pile_notes
    assert stock_note.text == f"Stock: {after.stock_size}" and discards_note.text == f"Discards: {after.discard_size}"
    assert window.table_view.draw_panel.isVisible()


def test_a_second_redo_while_the_first_is_shown_does_not_stop_the_game(qtbot: QtBot, window: MainWindow) -> None:
    # Ctrl+Y pressed again while the bots' redone moves were still being shown froze the table: the moves
    # of the second redo were queued behind a presentation whose end was then ignored.
    start(qtbot, window, setup_for(seed=3))
    if human_view(window).hand is None:
        assert window.controller.submit(LOOK) is None
        wait_for_human(qtbot, window)
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    assert window.controller.submit(human_view(window).legal[0]) is None  # a card
    wait_for_human(qtbot, window)
    after = done(window)
    window.controller.undo()
    window.controller.undo()
    assert len(done(window)) < len(after)
    window.set_speed(Speed.NORMAL)
    redo_key(qtbot, window)
    assert window.controller.state is State.ANIMATING
    redo_key(qtbot, window)  # again, at once
    wait_for_human(qtbot, window)
    while window.controller.can_redo():
        window.redo_action.trigger()
        wait_for_human(qtbot, window)
    assert done(window) == after
    table_shows_the_game(window)


def test_undo_counts_the_bot_moves_a_player_saw_not_their_looks(qtbot: QtBot, window: MainWindow) -> None:
    # After a bid, "and the 6 bot moves after it" was said for three bots' bids: their looks were counted.
    start(qtbot, window, replace(setup_for(seed=3), first_dealer=3))  # you bid first: the bots look, then bid
    if human_view(window).hand is None:
        assert window.controller.submit(LOOK) is None
        wait_for_human(qtbot, window)
    mine = len(done(window))
    bid_through_panel(qtbot, window)
    wait_for_human(qtbot, window)
    after = done(window)[mine + 1:]
    bids = [a for s, a in after if s != 0 and isinstance(a, Bid)]
    assert len(bids) != len(after), "the bots looked at their cards too (blind nil is offered: seed 3)"
    undo_key(qtbot, window)
    expected = "and the bot move after it" if len(bids) == 1 else f"and the {len(bids)} bot moves after it"
    assert expected in window.status(), window.status()


def test_undone_moves_read_as_nouns_in_russian(russian: None) -> None:
    # "Отменено: заказать 13" reused the hint's infinitive; after "Отменено:" Russian wants the noun.
    from spades_desktop.engine import Play, parse_cards
    from spades_desktop.gui import texts

    assert texts.done_text(Bid(13)) == "заказ 13"
    # «заказ Нил», a name in capitals after a common noun: the bid's name is a common noun in the nominative there
    assert texts.done_text(Bid(0, BidKind.NIL)) == "заказ нил"
    assert texts.done_text(Bid(0, BidKind.BLIND_MOON)) == "заказ слепая луна"
    assert texts.done_text(Bid(4, BidKind.BLIND)) == "заказ вслепую 4"
    assert texts.done_text(Play(parse_cards("5C")[0])).startswith("ход ")
    assert texts.action_text(Bid(13)) == "заказать 13", "the hint keeps its advice"

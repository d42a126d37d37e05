"""What a family playing pass-and-play at one laptop found (a QA review): a hand still in play shown face up by
the review, another person's move taken back, a forced card told on the next person's cover, a typed name lost."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.engine import LOOK, Card, Game, Phase, RuleSet
from spades_desktop.gui.controller import FORCED_CARD_PAUSE, State
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.new_game_dialog import setup_from_choices
from spades_desktop.gui.presets import find_preset, load_presets
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.settings import NewGameChoices
from spades_desktop.record import GameRecord, save_record

from .pass_and_play_driver import face_up, pnp_setup, wait_any
from .test_undo import done, undo_key


def _act(qtbot: QtBot, win: MainWindow) -> State:
    """The person at the screen (after the cover) takes their first legal action; the state then waited in."""
    state = wait_any(qtbot, win)
    if state is State.HAND_OFF:
        win.controller.ready()
        state = wait_any(qtbot, win)
    if state is State.HUMAN_TURN:
        game = win.controller.game
        assert game is not None
        assert win.controller.submit(game.legal_actions()[0]) is None
    elif state is State.HAND_OVER:
        win.table_view.continue_after_hand()
    return wait_any(qtbot, win)


def _record_stopped_in(hand: int, cards: int) -> GameRecord:
    """A game of bots stopped in ``hand`` once ``cards`` cards of it are played."""
    game = Game(RuleSet(), 9)
    bots = [make_player("easy", s) for s in range(4)]
    while not (game.hand_number == hand and game.phase is Phase.PLAY
               and len(game.trick) == cards):
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return GameRecord.from_game(game, kinds=["human", "bot:easy", "human", "bot:easy"])


def test_a_saved_game_reviewed_mid_hand_never_shows_the_hand_in_play(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a, **k: told.append(text))
    early = save_record(_record_stopped_in(1, 2), tmp_path / "early.json")
    assert window.review_game(early) is None, "no hand finished: nothing may be shown face up"
    assert told and "nothing to review" in told[-1]
    later = save_record(_record_stopped_in(2, 2), tmp_path / "later.json")
    review = window.review_game(later)
    assert isinstance(review, ReviewWindow)
    offered = [review.hand_choice.itemText(i) for i in range(review.hand_choice.count())]
    assert offered == ["Hand 1"], offered
    assert review.hand_index == 0
    review.close()


def test_at_a_shared_screen_cat_cannot_take_back_anns_bid_but_ann_can_under_the_cover(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(replace(pnp_setup("hbhb", seed=4), allow_undo=True))
    assert wait_any(qtbot, window) is State.HAND_OFF
    window.controller.ready()
    wait_any(qtbot, window)
    game = window.controller.game
    assert game is not None
    if LOOK in game.legal_actions():
        window.controller.submit(LOOK)
        assert wait_any(qtbot, window) is State.HUMAN_TURN
        assert not window.undo_action.isEnabled(), "a look is never taken back: blind nil after seeing the cards"
        assert "cannot be taken back" in window.undo_action.toolTip()
    window.controller.submit(game.legal_actions()[0])  # Ann's bid; the bot bids; the cover for Cat
    assert wait_any(qtbot, window) is State.HAND_OFF
    assert window.undo_action.isEnabled()
    last = window.controller.setup.seats[[s for s, _a in done(window) if s in (0, 2)][-1]].name  # type: ignore[union-attr]
    assert f"{last}'s last move" in window.undo_action.toolTip(), "under the cover: the last person's move, named"
    window.controller.ready()  # Cat sees her cards
    assert wait_any(qtbot, window) is State.HUMAN_TURN
    before = done(window)
    assert not window.undo_action.isEnabled()
    assert "Only" in window.undo_action.toolTip()
    undo_key(qtbot, window)
    assert done(window) == before
    # the key did nothing without a word: the reason was only in the menu's tooltip, which menus do not show
    assert window.status().startswith(f"Only {last} may take back their own last move"), window.status()


def test_a_persons_last_card_plays_itself_without_calling_them_to_the_screen(
        qtbot: QtBot, window: MainWindow) -> None:
    # The family passed the laptop 11 times in one hand only to watch a person's only card go; the cover also
    # told the card before (now the status line says it, after it is played, with every hand face down).
    # Only the last card: an earlier one, said as "Kid's only card to play: 4♣.", told everyone at the screen
    # that Kid was out of clubs on trick 1 (QA family11); such a card waits for its player, as any turn does.
    window.set_play_forced(True)
    window.start_game(pnp_setup("hhhh", seed=14))
    told: list[str] = []
    held_face_up: list[Card] = []

    def notice(text: str) -> None:
        told.append(text)
        # another person's card, said as it is played unseen: no hand may be face up then ("Your only card to play:
        # …, played for you." is the person at the screen's own, said as its pause begins, their hand theirs to see)
        if "only card to play" in text and not text.startswith("Your "):
            game = window.controller.game
            assert game is not None
            unseen_hands.append(len(game.view(game.to_act or 0).hand or ()))
            shown = face_up(window)
            held_face_up.extend(c for seat in range(4) for c in game.view(seat).hand or () if c in shown)

    window.controller.notice.connect(notice)
    window.controller.forced_move.connect(notice)
    covers: list[str] = []
    unseen_hands: list[int] = []
    called_forced = 0
    while True:
        state = wait_any(qtbot, window)
        if state is State.HAND_OVER:
            break
        game = window.controller.game
        assert game is not None
        if state is State.HAND_OFF:
            covers.append(window.status())
            window.controller.ready()
            state = wait_any(qtbot, window)
            assert state is State.HUMAN_TURN
            called_forced += len(game.legal_actions()) == 1 and game.phase is Phase.PLAY
            assert len(game.view(game.to_act).hand or ()) > 1 or game.phase is not Phase.PLAY, \
                "called only to see a last card go"
            continue
        if state is State.HUMAN_TURN:
            window.controller.submit(game.legal_actions()[0])
    forced = [text for text in told if "only card to play" in text]
    assert len(forced) >= 3, "the last trick's cards (all but the first person's) played themselves (seed 14)"
    assert unseen_hands and set(unseen_hands) == {1}, "only a last card plays unseen: an earlier one tells a void"
    assert called_forced, "a person with one legal card of several held was called to play it (seed 14)"
    assert not held_face_up
    assert covers and not [text for text in covers if "only card" in text or "only choice" in text]


def test_a_person_called_wes_sitting_west_keeps_the_name() -> None:
    presets, _ = load_presets()
    choice = find_preset(presets, "standard")
    assert choice is not None
    setup = setup_from_choices(choice, NewGameChoices(levels=("human", "human", "easy", "easy"),
                                                      names=("Mum", "Wes", "", "")))
    assert [seat.name for seat in setup.seats][:2] == ["Mum", "Wes"]
    bots = setup_from_choices(choice, NewGameChoices(levels=("human", "easy", "easy", "easy"),
                                                     names=("Mum", "West", "", "")))
    assert bots.seats[1].name == "Wes", "a bot's seat still takes its own name for a default typed there"


def test_ctrl_z_at_a_table_without_undo_says_why_on_the_status_line(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(pnp_setup("hbhb", seed=4))  # Allow undo not ticked
    assert wait_any(qtbot, window) is State.HAND_OFF
    window.controller.ready()
    wait_any(qtbot, window)
    game = window.controller.game
    assert game is not None
    window.controller.submit(game.legal_actions()[-1])
    wait_any(qtbot, window)
    before = done(window)
    undo_key(qtbot, window)
    assert done(window) == before and window.status().startswith("Pass and play: undo is on only when Allow undo"), \
        window.status()


def test_under_the_cover_one_ctrl_z_takes_back_the_last_persons_move_and_the_next_is_refused(
        qtbot: QtBot, window: MainWindow) -> None:
    # Six-seat QA: whoever held the screen at "Pass to Cat" pressed Ctrl+Z again and again and took back Ben's,
    # then Ann's, then Cat's moves, across people and tricks; on a turn the same key was refused.
    window.start_game(replace(pnp_setup("hhhh", seed=4), allow_undo=True))
    people: list[int] = []  # the people who played a card
    while len(people) < 2:  # everyone bids, then two people play a card each
        if wait_any(qtbot, window) is State.HAND_OFF:
            window.controller.ready()
        assert wait_any(qtbot, window) is State.HUMAN_TURN
        game = window.controller.game
        assert game is not None
        if game.phase is Phase.PLAY:
            people.append(game.to_act)
        window.controller.submit(game.legal_actions()[-1])
    assert wait_any(qtbot, window) is State.HAND_OFF
    names = [seat.name for seat in window.controller.setup.seats]  # type: ignore[union-attr]
    before = done(window)
    undo_key(qtbot, window)  # the second person, still holding the screen, takes back their card
    assert wait_any(qtbot, window) is State.HAND_OFF
    assert len(done(window)) == len(before) - 1 and window.controller.game.to_act == people[1]  # type: ignore[union-attr]
    after = done(window)
    assert not window.undo_action.isEnabled()
    undo_key(qtbot, window)
    assert done(window) == after, "the first person's card is theirs to take back, not the screen holder's"
    assert window.status().startswith(f"Only {names[people[0]]} may take back their own last move"), window.status()
    # Re-check QA: the card played again (Ctrl+Shift+Z), the table is as before the first Ctrl+Z: undo is allowed
    # again for the person holding the screen (it stayed refused, naming them)
    window.controller.redo()
    assert wait_any(qtbot, window) is State.HAND_OFF and done(window) == before
    assert window.undo_action.isEnabled(), window.undo_action.toolTip()


def test_a_person_called_to_the_screen_plays_their_only_card_themselves(qtbot: QtBot, window: MainWindow) -> None:
    # Played for them, a child was handed the laptop to watch a card go and pass it on (QA family12: 8 of 51
    # hand-offs in a hand), and "Your only card to play: K♥, played for you." stayed by the trick for the next
    # person, who read that its player was out of hearts.
    window.set_play_forced(True)
    window.start_game(pnp_setup("hhhh", seed=14))
    waited = 0
    while (state := wait_any(qtbot, window)) is not State.HAND_OVER:
        game = window.controller.game
        assert game is not None
        if state is State.HAND_OFF:
            window.controller.ready()
            assert wait_any(qtbot, window) is State.HUMAN_TURN
            legal = game.legal_actions()
            if len(legal) == 1 and game.phase is Phase.PLAY and waited < 2:
                before = len(game.trick)
                qtbot.wait(round(FORCED_CARD_PAUSE * 1000 * window.controller.speed) + 300)
                assert window.controller.state is State.HUMAN_TURN and len(game.trick) == before, \
                    "the only card of a person called to the screen waits for them"
                assert window.controller.forced_card() is None
                assert not window.table_view.table.note.isVisible(), "no 'played for you' note"
                waited += 1
            continue
        window.controller.submit(game.legal_actions()[0])
    assert waited, "seed 14 calls a person with one legal card of several"


def test_the_forced_cards_note_goes_when_the_next_person_is_called(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(pnp_setup("hhhh", seed=14))
    assert wait_any(qtbot, window) is State.HAND_OFF
    window.controller.ready()
    note = window.table_view.table.note
    window.table_view.table.show_forced_note("Your only card to play: K♥, played for you.")
    assert note.isVisible()
    game = window.controller.game
    assert game is not None
    while wait_any(qtbot, window) is State.HUMAN_TURN:
        window.controller.submit(game.legal_actions()[0])
    assert window.controller.state is State.HAND_OFF
    assert not note.isVisible(), "the next person would read that the last one was out of the suit led"

"""The review window: its steps are the record's states, the keys move through them, the analysis
runs on a worker with a progress bar, and nothing in the reviewed game changes."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, HandScored, Phase, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.record import GameRecord
from spades_desktop.record.history import steps as game_steps


def played_hand() -> tuple[Game, GameRecord]:
    game = Game(RuleSet(), 21)
    bots = [make_player("normal", s) for s in range(4)]
    while True:
        seat = game.to_act
        assert seat is not None
        if any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat)))):
            break
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    return game, record


def test_review_steps_equal_the_records_states(qtbot: QtBot, tmp_path: Path) -> None:
    make_application()
    game, record = played_hand()
    before = game_steps(game)
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    actions = record.hands[0].actions
    assert len(win.states) == len(actions) + 1
    # Replaying the record one action at a time gives each state the window shows.
    again = Game(record.rules, record.seed, first_dealer=record.first_dealer)
    for k in range(len(actions) + 1):
        win.go(k)
        shown = win.game
        assert [shown.hand_mask(s) for s in range(4)] == [again.hand_mask(s) for s in range(4)]
        assert shown.trick == again.trick and shown.bids == again.bids and shown.tricks == again.tricks
        if k < len(actions):
            again.apply(actions[k][1], actions[k][0])
    win.go(0)
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.position == len(actions)
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert win.position == 0
    qtbot.keyClick(win, Qt.Key.Key_Right)
    assert win.position == 1
    qtbot.keyClick(win, Qt.Key.Key_Left)
    assert win.position == 0
    first_lead = next(i for i, g in enumerate(win.states) if g.phase is Phase.PLAY)
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.position == first_lead
    qtbot.keyClick(win, Qt.Key.Key_PageDown)
    assert win.position == first_lead + 4, "a trick of four cards"
    win.next_button.click()
    assert win.position == first_lead + 5
    # A bot's decision shows its reason.
    bot_step = next(i for i, (seat, _a) in enumerate(actions) if seat != 0)
    win.go(bot_step)
    assert "Reason:" in win.info.toPlainText()
    # The analysis runs on a worker and fills in the double dummy and the coach.
    win.go(len(actions) - 1)
    win.start_analysis()
    assert win.progress.isVisible() and win.cancel_button.isVisible()
    qtbot.waitUntil(lambda: not win.analysing, timeout=120_000)
    assert win.trace[-1] is not None and sum(win.trace[-1]) == 1
    assert win.decisions and all(record.hands[0].actions[i][0] == 0 for i in win.decisions)
    text = win.info.toPlainText()
    assert "could still take" in text
    coached = min(win.decisions)
    win.go(coached)
    assert "Coach" in win.info.toPlainText()
    win.grab().save(str(tmp_path / "review.png"))
    assert game_steps(game) == before, "the reviewed game did not change"


def test_cancel_stops_the_analysis(qtbot: QtBot) -> None:
    make_application()
    _game, record = played_hand()
    win = ReviewWindow(record, 0, samples=200)
    qtbot.addWidget(win)
    win.show()
    win.start_analysis()
    win.cancel_button.click()
    qtbot.waitUntil(lambda: not win.analysing, timeout=120_000)
    assert len(win.decisions) <= 1

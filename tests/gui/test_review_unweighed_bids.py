"""The review tells what the coach weighed where it weighs no bid (pass-left, the two-player draw): QA found the
pass-left pass say "the coach weighs bids and cards played", and then no bid with a coach line or a word on why."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, Game, HandScored, PassCards, Phase, Play, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.review import window as review_window
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_all

PASSED = "The coach does not weigh bids in this game: the cards passed before the bidding cannot be replayed; " \
         "judge this bid yourself."
DRAWN = "The coach does not weigh bids in this game: the hands drawn from the stock cannot be replayed; " \
        "judge this bid yourself."
STANDARD_PASS = "the coach weighs bids and cards played, not the cards passed"


def review(qtbot: QtBot, rules: RuleSet, seed: int = 5) -> ReviewWindow:
    """The review of one hand of deal ``seed`` played by Normal bots, seat 0 a person's (the tests here then give
    the coach's answer: each of the person's cards "cost" 30 points; no search: the window's text is tested)."""
    make_application()
    game = Game(rules, seed)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act or 0].choose(
            game.view(game.to_act or 0)))):
        pass
    record = GameRecord.from_game(game, kinds=["human"] + ["bot:normal"] * (rules.players - 1))
    win = ReviewWindow(record, 0, samples=4)
    qtbot.addWidget(win)
    win.show()
    return win


def ask_the_coach(win: ReviewWindow) -> None:
    plays = [i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Play)][:2]
    win._finished([], [Decision(i, 0, win.steps[i].action, ((win.steps[i].action, 0.0),), 1, 30.0,
                                Message.of("that card")) for i in plays], None)


def bid_steps(win: ReviewWindow, seat: int) -> list[int]:
    return [i for i, st in enumerate(win.steps) if st.seat == seat and isinstance(st.action, Bid)]


def test_pass_left_says_the_coach_weighs_no_bid_at_the_pass_the_bid_and_the_summary(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win = review(qtbot, load_all()["pass-left"].rules)
    said: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    mine, theirs = bid_steps(win, 0), bid_steps(win, 1)
    my_pass = next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, PassCards))
    assert mine and theirs
    win.go(mine[0])
    assert "judge this bid yourself" not in win.info.toPlainText(), "before the coach is asked, nothing is said"
    ask_the_coach(win)
    assert said[-1].startswith("The coach has weighed the cards played (it does not weigh bids in this game): the "
                               "decisions that cost most are listed under This step."), said[-1]
    win.go(my_pass)
    text = win.info.toPlainText()
    assert "Coach: in this game the coach weighs only the cards played, not the bids or the cards passed; judge " \
           "this pass yourself." in text
    assert STANDARD_PASS not in text, "it said it weighs bids, which it cannot here"
    assert "Decisions that cost most (cards played only: the coach does not weigh bids in this game):" in text
    win.go(mine[0])
    assert f"Coach: {PASSED}" in win.info.toPlainText()
    assert win.coach_text() == PASSED, "a screen reader hears it with the step"
    win.go(theirs[0])
    assert "judge this bid yourself" not in win.info.toPlainText(), "a bot's bid is not the player's to judge"
    assert win.coach_text() == ""
    assert "it does not weigh bids in this game" in win.analyse_button.toolTip()


def test_the_two_player_draw_says_the_coach_weighs_neither_the_draw_nor_the_bids(qtbot: QtBot) -> None:
    win = review(qtbot, load_all()["two-player"].rules)
    ask_the_coach(win)
    win.go(bid_steps(win, 0)[0])
    assert f"Coach: {DRAWN}" in win.info.toPlainText()
    from spades_desktop.engine import Look

    looks = [i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Look)
             and len(st.before.legal_actions()) > 1]
    assert looks, "the two-player game offers a blind bid before the cards are seen"
    for look in looks:  # recheck QA: looking at the cards (or bidding blind) is not "this bid"
        win.go(look)
        assert DRAWN.replace("this bid", "this choice") in win.info.toPlainText()
    draw = next(i for i, st in enumerate(win.steps) if st.seat == 0 and st.before.phase is Phase.DRAW)
    win.go(draw)
    assert "Coach: in this game the coach weighs only the cards played, not the draw or the bids; judge this " \
           "choice yourself." in win.info.toPlainText()


def test_a_game_whose_bids_the_coach_weighs_says_as_before(qtbot: QtBot) -> None:
    win = review(qtbot, load_all()["partner-pass"].rules)
    ask_the_coach(win)
    win.go(next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, PassCards)))
    text = win.info.toPlainText()
    assert f"Coach: {STANDARD_PASS}; judge this pass yourself." in text
    assert "Decisions that cost most:" in text and "cards played only" not in text
    win.go(bid_steps(win, 0)[0])
    assert "judge this bid yourself" not in win.info.toPlainText()
    assert win.analyse_button.toolTip() == "The coach has weighed every decision of this hand."

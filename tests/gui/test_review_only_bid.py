"""The review says so at a person's bid that was the only one the rules allowed (mirrors' spade count): such a bid
had no coach line at all, where every other bid of the person had one (the coach weighs only a choice)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, Play, RuleSet
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.rules import load_all

from .test_review_unweighed_bids import review


def ask_the_coach(win: ReviewWindow) -> None:
    """The coach's answer without a search: the person's first card "cost" 30 points."""
    play = next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Play))
    win._finished([], [Decision(play, 0, win.steps[play].action, ((win.steps[play].action, 0.0),), 1, 30.0,
                                Message.of("that card"))], None)


def test_the_only_bid_the_rules_allowed_has_a_coach_line(qtbot: QtBot) -> None:
    win = review(qtbot, load_all()["mirrors"].rules, seed=0)
    mine = next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Bid))
    theirs = next(i for i, st in enumerate(win.steps) if st.seat == 1 and isinstance(st.action, Bid))
    win.go(mine)
    assert "This was the only bid" not in win.info.toPlainText(), "before the coach is asked, nothing is said"
    ask_the_coach(win)
    win.go(mine)
    said = ("This was the only bid the rules allowed here: in mirrors you bid your spade count "
            f"({win.steps[mine].action}).")
    assert f"Coach: {said}" in win.info.toPlainText()
    assert win.coach_text() == said, "a screen reader hears it with the step"
    win.go(theirs)
    assert "This was the only bid" not in win.info.toPlainText(), "a bot's bid is not the player's to judge"
    assert win.coach_text() == ""


def test_a_bid_chosen_among_several_has_no_such_line(qtbot: QtBot) -> None:
    win = review(qtbot, RuleSet(), seed=0)
    ask_the_coach(win)
    win.go(next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Bid)))
    assert "This was the only bid" not in win.info.toPlainText()
    assert win.coach_text() == ""

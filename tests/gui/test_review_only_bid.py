"""The review says so at a person's bid that was the only one the rules allowed (mirrors' spade count): such a bid
had no coach line at all, where every other bid of the person had one (the coach weighs only a choice)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, Game, HandScored, Play, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_all


def review(qtbot: QtBot, rules: RuleSet) -> ReviewWindow:
    """The review of one hand of Normal bots, seat 0 a person's."""
    make_application()
    game = Game(rules, 0)
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
    """The coach's answer without a search: the person's first card "cost" 30 points."""
    play = next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Play))
    win._finished([], [Decision(play, 0, win.steps[play].action, ((win.steps[play].action, 0.0),), 1, 30.0,
                                Message.of("that card"))], None)


def test_the_only_bid_the_rules_allowed_has_a_coach_line(qtbot: QtBot) -> None:
    win = review(qtbot, load_all()["mirrors"].rules)
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
    win = review(qtbot, RuleSet())
    ask_the_coach(win)
    win.go(next(i for i, st in enumerate(win.steps) if st.seat == 0 and isinstance(st.action, Bid)))
    assert "This was the only bid" not in win.info.toPlainText()
    assert win.coach_text() == ""

"""What the review says as it steps (Orca QA): who takes each trick, "bidding" rather than "trick 1" at a bid (and
"drawing", "passing cards", "the kitty" before the first card), the cards of a draw, and no bag in the coach's
table where the rules count none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, DrawChoice, Game, HandScored, PassCards, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.review import window as review_window
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_preset


def review(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, rules: RuleSet) -> tuple[ReviewWindow, list[str]]:
    """The review of a hand four easy bots played under ``rules`` (South a person), shown; what it announces."""
    make_application()
    game = Game(rules, 21)
    bots = [make_player("easy", s) for s in range(rules.players)]
    while True:
        seat = game.to_act
        assert seat is not None
        if any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat)))):
            break
    record = GameRecord.from_game(game, kinds=["human"] + ["bot:easy"] * (rules.players - 1))
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    win.show()
    said: list[str] = []
    monkeypatch.setattr(review_window, "send_announcement", lambda _source, text, _notices=None: said.append(text))
    return win, said


def name(win: ReviewWindow, seat: int) -> str:
    return win.names[seat]


def test_the_step_that_completes_a_trick_says_who_takes_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca QA: "Next: Nora chose to play the queen of clubs. Step 10 of 58 · trick 1." and then trick 2: who took
    # trick 1 was never said.
    win, said = review(qtbot, monkeypatch, RuleSet())
    last = next(i for i in range(len(win.steps)) if len(win.states[i + 1].trick_winners) == 1)
    winner = win.states[last + 1].trick_winners[0]
    assert winner is not None
    win.go(last - 1)
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    assert win.position == last
    assert "chose to play the " in said[-1] and f" {name(win, winner)} takes trick 1. Step {last + 1} of " in said[-1]
    assert said[-1].endswith(" · trick 1."), said[-1]
    assert f"{name(win, winner)} takes trick 1." in win.info.toPlainText()
    QTest.keyClick(win.board, Qt.Key.Key_Right)  # the next trick's lead: nothing taken
    assert "takes trick" not in said[-1] and "took trick" not in said[-1]


def test_page_down_and_end_say_who_took_the_trick_just_played(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    win, said = review(qtbot, monkeypatch, RuleSet())
    first = next(i for i in range(len(win.steps)) if win.states[i].trick_winners == [] and win.steps[i].before
                 .phase.value == "play")
    win.go(first)
    QTest.keyClick(win.board, Qt.Key.Key_PageDown)
    winner = win.states[win.position].trick_winners[0]
    assert winner is not None
    assert said[-1].startswith(f"{name(win, winner)} took trick 1. Next: "), said[-1]
    QTest.keyClick(win.board, Qt.Key.Key_End)
    thirteenth = win.states[-1].trick_winners[-1]
    assert thirteenth is not None
    assert said[-1].startswith(f"{name(win, thirteenth)} took trick 13. The hand is over."), said[-1]


def test_a_bid_step_is_said_as_bidding_not_trick_one(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Orca QA: "Next: you chose to bid 2 (8 tricks). Step 2 of 58 · trick 1."
    win, said = review(qtbot, monkeypatch, load_preset("auction").rules)
    assert isinstance(win.steps[1].action, Bid)
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    assert said[-1].endswith(f"Step 2 of {len(win.steps)} · bidding."), said[-1]
    assert win.title.text().endswith(" · bidding")
    assert "trick" not in win.title.text()


def test_a_draw_step_is_said_as_drawing_and_names_both_its_cards(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: "Next: South chose to discard the top card. Step 3 of 56 · trick 1." in a two-player draw, no card played
    # yet, and the review, which shows every card, never said which card was kept or discarded.
    win, said = review(qtbot, monkeypatch, load_preset("two-player").rules)
    draws = [i for i, step in enumerate(win.steps) if isinstance(step.action, DrawChoice)]
    assert len(draws) == 26
    for index in draws[:2] + draws[-1:]:
        win.go(index - 1)
        QTest.keyClick(win.board, Qt.Key.Key_Right)
        assert said[-1].endswith(f"Step {index + 1} of {len(win.steps)} · drawing."), said[-1]
        assert win.title.text().endswith(" · drawing") and "trick" not in win.title.text()
        step = win.steps[index]
        action = step.action
        assert isinstance(action, DrawChoice)
        top, following = (texts.card_text(c) for c in step.before.stock[:2])
        kept, dropped = (top, following) if action.keep else (following, top)
        verb = "keep the top card" if action.keep else "discard the top card"
        assert f"chose to {verb}, the {top}, and " in win.info.toPlainText()
        assert f"the next one, the {following}." in win.info.toPlainText()
        assert f"the {card_word(kept)}" in said[-1] and f"the {card_word(dropped)}" in said[-1], said[-1]


def card_word(text: str) -> str:
    """A card's text as a screen reader hears it ("the 4♥" is said "the four of hearts")."""
    return review_window.spoken_cards(text)


@pytest.mark.parametrize("preset", ["pass-left", "partner-pass"])
def test_a_card_pass_step_is_said_as_passing_cards_not_trick_one(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, preset: str) -> None:
    # QA: "Next: South chose to pass two of clubs, two of diamonds. Step 2 of 60 · trick 1." before any card is played
    win, said = review(qtbot, monkeypatch, load_preset(preset).rules)
    index = next(i for i, step in enumerate(win.steps) if i and isinstance(step.action, PassCards))
    win.go(index - 1)
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    assert " chose to pass " in said[-1]
    assert said[-1].endswith(f"Step {index + 1} of {len(win.steps)} · passing cards."), said[-1]
    assert win.title.text().endswith(" · passing cards") and "trick" not in win.title.text()


def test_the_kitty_takers_discard_is_said_as_the_kitty_not_a_pass_in_trick_one(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: the kitty taker's discard was "chose to pass three of diamonds, five of hearts. Step 9 of 61 · trick 1."
    win, said = review(qtbot, monkeypatch, load_preset("kitty-jokers").rules)
    index = next(i for i, step in enumerate(win.steps) if isinstance(step.action, PassCards))
    assert win.steps[index].before.kitty_taker == win.steps[index].seat
    win.go(index - 1)
    QTest.keyClick(win.board, Qt.Key.Key_Right)
    assert " chose to discard " in said[-1] and " after taking the kitty." in said[-1], said[-1]
    assert said[-1].endswith(f"Step {index + 1} of {len(win.steps)} · the kitty."), said[-1]
    assert win.title.text().endswith(" · the kitty")
    QTest.keyClick(win.board, Qt.Key.Key_Right)  # the first card: trick 1 at last
    assert said[-1].endswith(" · trick 1."), said[-1]
    taker = win.names[win.steps[index].seat]
    assert f"{taker} discarded " in win.info.toPlainText() and f"{taker} passed" not in win.info.toPlainText()


@pytest.mark.parametrize("preset, bags", [("auction", False), ("standard", True)])
def test_the_coachs_table_has_a_bag_note_only_where_bags_count(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, preset: str, bags: bool) -> None:
    # Orca QA: "a bag counts −9" under an auction's bid, in a game with no bags.
    win, _said = review(qtbot, monkeypatch, load_preset(preset).rules)
    before = win.analyse_button.toolTip()
    index = next(i for i, step in enumerate(win.steps) if step.seat == 0 and isinstance(step.action, Bid))
    chosen = win.steps[index].action
    win._finished([], [Decision(index, 0, chosen, ((chosen, 0.0),), 0, 30.0, Message.of("that bid"))], None)
    win.go(index)
    text = win.info.toPlainText()
    assert "how far the side ends ahead of its opponents" in text
    assert ("a bag counts −9" in text) is bags
    # newcomer QA: the welcome teaches a bag as +1; the −9 is said to be its point less its share of the penalty
    assert ("its 1 point, less its share of the penalty for bags" in text) is bags
    # and the coach's button says what it does before it is pressed
    assert "cost points" in before, before

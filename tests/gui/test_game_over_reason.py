"""The end of a game lost at the losing score names the side that fell (a beginner's QA: "Winner: Wes & Ethan
(the other side fell to the losing score)" was read as Wes & Ethan's opponents' fault, and the Russian said
"the opponents fell" to the player whose own side had fallen)."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from spades_desktop.engine import GameOver, RuleSet
from spades_desktop.gui.application import make_application
from spades_desktop.gui.panels import GameOverPanel
from spades_desktop.gui.texts import MERCY_REASON

NAMES = ["You", "Wes", "Nora", "Ethan"]


def test_a_game_lost_at_the_losing_score_names_the_side_that_fell(qtbot: QtBot) -> None:
    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    rules = replace(RuleSet(), mercy=-200)
    panel.show_result(rules, GameOver(winner=1, totals=(-320, 62), reason=MERCY_REASON), NAMES, you_side=0)
    text = panel.detail.text()
    assert "You & Nora fell to \u2212320; the game is lost at \u2212200" in text, text
    assert "other side" not in text


def test_a_game_won_at_the_target_still_says_so(qtbot: QtBot) -> None:
    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    panel.show_result(RuleSet(), GameOver(winner=1, totals=(467, 615), reason="reached the target"), NAMES, 0)
    # the winners named, and the reason before the scores: "Sam & Nora: 615 · Wes & Ethan: 467 (reached the
    # target)." read as if the losers had reached it (a newcomer's QA)
    assert panel.detail.text() == ("Wes & Ethan reached the target of 500. "
                                   "Wes & Ethan:\u00a0615  ·  You & Nora:\u00a0467.")


def test_a_game_won_at_the_target_while_the_other_side_fell_says_both(qtbot: QtBot) -> None:
    # "You win! Sam & Nora reached the target of 250" said nothing of the other side at -228 of -200 (QA newbie16)
    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    rules = replace(RuleSet(), target=250, mercy=-200)
    panel.show_result(rules, GameOver(winner=0, totals=(297, -228), reason="reached the target"), NAMES, 0)
    assert panel.detail.text().startswith("You & Nora reached the target of 250, and Wes & Ethan fell to the losing "
                                          "score of \u2212200. "), panel.detail.text()
    panel.show_result(rules, GameOver(winner=0, totals=(297, -150), reason="reached the target"), NAMES, 0)
    assert panel.detail.text().startswith("You & Nora reached the target of 250. "), "only one end reached"


def test_a_tie_for_the_lead_past_the_target_says_one_more_hand_decides(qtbot: QtBot) -> None:
    """Both sides past the target and level: the next hand was dealt with no word, as if the game had failed."""
    from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
    from spades_desktop.gui.panels import HandSummaryPanel

    make_application()
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    rules = replace(RuleSet(), target=120)
    bids = tuple(parse_bid("3") for _ in range(4))
    tally = tally_match(rules, [HandEntry(bids, (3, 3, 3, 4)), HandEntry(bids, (4, 3, 3, 3))], 3)
    said = "Tied for the lead at the end: one more hand decides the game."
    panel.show_score(rules, tally.scores[1], NAMES, last=False)
    assert panel.tie_line.isVisibleTo(panel) and panel.tie_line.text() == said
    assert said in panel.accessibleDescription()
    panel.show_score(rules, tally.scores[0], NAMES, last=False)  # 60 to 61 of 120: nothing to say
    assert not panel.tie_line.isVisibleTo(panel) and said not in panel.accessibleDescription()


def test_the_game_over_panel_ranks_three_sides_the_winner_first(qtbot: QtBot) -> None:
    """Re-check QA: under "Winner: Nora" the panel read "You: −200 · Wes: 33 · Nora: 34", in seat order, while the
    scorepad's banner and the status line ranked them; in cutthroat the line broke between "Ethan:" and "−30"."""
    from spades_desktop.rules import load_preset

    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    rules = load_preset("three-player").rules
    panel.show_result(rules, GameOver(winner=2, totals=(-200, 33, 34), reason="reached the target"),
                      ["You", "Wes", "Nora"], you_side=0)
    assert panel.title.text() == "Winner: Nora"
    assert panel.detail.text().endswith(". Nora:\u00a034  ·  Wes:\u00a033  ·  You:\u00a0\u2212200.")


def test_a_game_of_six_hands_decided_after_a_tie_says_in_which_hand() -> None:
    """Club QA: a cancellation game tied after hand 6 and again after hand 7 ended after hand 8 "(all 6 hands were
    played)"."""
    from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
    from spades_desktop.gui.texts import game_over_reason
    from spades_desktop.rules import load_preset

    rules = replace(load_preset("standard").rules, hand_limit=2, target=10_000)
    bids = tuple(parse_bid("3") for _ in range(4))
    level, ahead = HandEntry(bids, (3, 3, 3, 4)), HandEntry(bids, (4, 3, 3, 3))
    tally = tally_match(rules, [level, ahead], 3)  # 60 to 61, then 121 to 121: tied after the last hand
    assert tally.winner is None and tally.tied
    tally = tally_match(rules, [level, ahead, ahead], 3)
    assert tally.winner == 0 and tally.reason == "the tie after hand 2 was broken in hand 3"
    assert game_over_reason(tally.reason) == "the tie after hand 2 was broken in hand 3"
    tally = tally_match(rules, [level, level], 3)
    assert tally.winner == 1 and tally.reason == "all 2 hands were played"


def test_a_game_where_both_sides_passed_the_target_says_the_higher_total_won(qtbot: QtBot) -> None:
    # 91 to 71 of 70: "Wes & Ethan reached the target of 70" alone, and You & Nora had reached it too (QA houses10)
    make_application()
    panel = GameOverPanel()
    qtbot.addWidget(panel)
    rules = replace(RuleSet(), target=70)
    panel.show_result(rules, GameOver(winner=1, totals=(71, 91), reason="reached the target"), NAMES, 0)
    assert panel.detail.text().startswith("Wes & Ethan reached the target of 70 with more points; You & Nora reached "
                                          "it too. "), panel.detail.text()


def test_a_cancellation_hand_with_a_dead_trick_says_why_the_tricks_fall_short(qtbot: QtBot) -> None:
    # 16 tricks won of 17, and nothing said why (QA houses10)
    from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
    from spades_desktop.gui.panels import HandSummaryPanel
    from spades_desktop.rules import load_preset

    make_application()
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    rules = load_preset("cancellation").rules
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
    bids = tuple(parse_bid(b) for b in ("3", "3", "3", "3", "3", "2"))
    tally = tally_match(rules, [HandEntry(bids, (3, 3, 3, 3, 2, 2)), HandEntry(bids, (3, 3, 3, 3, 3, 2))], 5)
    panel.show_score(rules, tally.scores[0], names, last=False)
    said = "1 trick was dead: its cards cancelled out, and nobody won it."
    assert panel.tie_line.isVisibleTo(panel) and panel.tie_line.text() == said
    assert said in panel.accessibleDescription()
    panel.show_score(rules, tally.scores[1], names, last=False)
    assert not panel.tie_line.isVisibleTo(panel), "17 of 17: nothing to say"

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
    panel.show_result(RuleSet(), GameOver(winner=0, totals=(512, 230), reason="reached the target"), NAMES, 0)
    assert "reached the target" in panel.detail.text()

"""A newcomer's QA of blind bids (Blind bids preset, the 100-behind limit at 0) on a laptop's window:

- at 1024 x 768 (also 800 and 900 wide) the hand's summary of a made blind contract left out its whole
  explanation: its phrases were joined so that the line could not wrap, and the panel fell to its most compact
  level; the line now wraps between phrases, and the panel keeps it at the level a plain hand's summary has;
- the blind question (Blind 3 clicked) was placed with the sizes of the buttons it had before (134 pixels wide
  where it needs 213 or more: the title cut, the buttons read "lind" and "ıt my"); its confirm button said just
  "Blind 3" where blind nil's said "Yes, bid Blind nil", and its explanation did not say what a set costs;
- a number bid's tooltip "Promise 3 tricks with your partner's bid" read as if 3 were the partners' total.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot

from spades_desktop.engine import NIL, Bid, BidKind, Game, HandScore, RuleSet
from spades_desktop.engine.events import HandScored
from spades_desktop.engine.scoring import score_hand
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.panels import BidPanel, HandSummaryPanel
from spades_desktop.rules.presets import load_preset

from .conftest import human_view, setup_for, start

BLIND_RULES = replace(load_preset("blind-from-behind").rules, blind_bid_behind=0)


def _blind_score() -> HandScore:
    """Blind 4 and the partner's 1, 10 tricks: "contract 5 made +90 (blind 4 × 20 + 1 × 10) · 5 extra tricks not
    counted (blind)"; the others Nil + 4."""
    return score_hand(BLIND_RULES, [Bid(4, BidKind.BLIND), NIL, Bid(1), Bid(4)], [6, 0, 4, 3], [0, 0], [0, 0])


def _plain_score() -> HandScore:
    return score_hand(BLIND_RULES, [Bid(4), Bid(3), Bid(3), Bid(2)], [5, 3, 2, 3], [0, 0], [0, 0])


def _summary_at(qtbot: QtBot, window: MainWindow, score: HandScore) -> tuple[int, list[str]]:
    """The summary of ``score`` on the table: its compact level and the texts it shows (no-break spaces as spaces)."""
    view = window.table_view
    view._show_summary(HandScored(score), lambda: None)
    panel = view.summary_panel
    qtbot.waitUntil(panel.isVisible)
    view.place_panels()
    assert view.viewport().rect().contains(panel.geometry())
    shown = [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel) if label.isVisible()]
    return panel._compact, shown


@pytest.mark.parametrize("width", [800, 900, 1024])
def test_a_made_blind_contract_keeps_its_explanation_on_a_laptop_s_table(
        qtbot: QtBot, window: MainWindow, width: int) -> None:
    start(qtbot, window, setup_for(BLIND_RULES, seed=3))
    window.resize(width, 768)
    qtbot.wait(50)
    level, shown = _summary_at(qtbot, window, _blind_score())
    line = next((text for text in shown if "contract 5 made +90" in text), "")
    assert "contract 5 made +90 (blind 4 × 20 + 1 × 10) · 5 extra tricks not counted (blind)" in line, shown
    window.table_view.continue_after_hand()
    plain, shown = _summary_at(qtbot, window, _plain_score())
    assert any("contract 7 made +70" in text for text in shown), shown
    assert level == plain, "the blind hand's summary as compact as a plain hand's, no more"


def test_the_explanation_breaks_between_phrases_never_inside_one(qtbot: QtBot) -> None:
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(BLIND_RULES, _blind_score(), ["You", "Wes", "Nora", "Ethan"], last=False)
    texts = [label.text() for label in panel.findChildren(QLabel)]
    nb = "\u00a0"
    assert any(text.startswith(f"contract{nb}5{nb}made{nb}+90 (blind{nb}4{nb}×{nb}20{nb}+{nb}1{nb}×{nb}10){nb}· "
                               f"5{nb}extra{nb}tricks not{nb}counted{nb}(blind){nb}· ") for text in texts), texts
    plain = HandSummaryPanel()
    qtbot.addWidget(plain)
    plain.show_score(BLIND_RULES, _plain_score(), ["You", "Wes", "Nora", "Ethan"], last=False)
    assert f"contract{nb}7{nb}made{nb}+70{nb}· bag{nb}count{nb}0" in [label.text() for label in
                                                                      plain.findChildren(QLabel)]


def test_the_blind_question_is_placed_at_its_own_size(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 768)
    start(qtbot, window, setup_for(BLIND_RULES, seed=3))
    panel = window.table_view.bid_panel
    blind_three = Bid(3, BidKind.BLIND)
    assert human_view(window).hand is None and blind_three in panel.offered_actions()
    button = panel.button_for(blind_three)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert panel.asking() == blind_three
    assert panel.title.text() == "Bid blind 3 without looking at your cards?"
    yes = panel.button_for(blind_three)
    assert yes is not None and yes.text() == "Yes, bid blind 3"
    assert panel.explain.text() == ("Blind bids are made before you see your cards: 20 a trick when made, −10 a "
                                    "trick when set, no bags.")
    # as placed at once, before the event loop runs again (it was 134 pixels wide, the buttons cut): as wide as
    # the panel needs once every button shows
    placed = panel.width()
    qtbot.wait(20)
    assert placed >= panel.minimumSizeHint().width() > 200, (placed, panel.minimumSizeHint())
    for shown in panel.findChildren(QPushButton):
        if shown.isVisible():
            assert shown.width() >= shown.sizeHint().width(), (shown.text(), shown.width(), shown.sizeHint())


def test_a_number_bid_s_tooltip_says_the_number_is_the_player_s_own(qtbot: QtBot) -> None:
    panel = BidPanel()
    qtbot.addWidget(panel)
    for rules, tip in ((RuleSet(), "Promise 3 tricks of your own, added to your partner's bid (type 3, then Enter)"),
                       (load_preset("cutthroat").rules, "Promise 3 tricks (type 3, then Enter)")):
        game = Game(rules, seed=5)
        while game.view(game.to_act).hand is None:  # look, where blind bids are offered first
            game.apply(next(a for a in game.view(game.to_act).legal if not isinstance(a, Bid)))
        view = game.view(game.to_act)  # type: ignore[arg-type]
        panel.show_for(view, ["A", "B", "C", "D"][: rules.players], None)
        button = panel.button_for(Bid(3))
        assert button is not None and button.toolTip() == tip

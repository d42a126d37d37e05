"""The bid panel says why the bids offered are these, and what a house system's own bids are (QA, a house-rules
enthusiast: mirrors offered one "3" and whiz "4" and "Nil" with no word why; "Little Mo" and "Blind 6 (side)"
were explained only on the rules card)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.engine import LOOK, NIL, Bid, BidKind, Game, Look, RuleSet
from spades_desktop.gui.panels import BidPanel
from spades_desktop.rules.card import rules_card, special_bid_line
from spades_desktop.rules.presets import load_preset

NAMES = ["You", "Wes", "Nora", "Ethan"]


def south_to_bid(rules: RuleSet, seed: int, partner_bids: object = None, look: bool = True) -> Game:
    """A game at South's (seat 0) first bid: the others bid the first number they may (North ``partner_bids``
    when given and legal), looking first."""
    game = Game(rules, seed, first_dealer=0)  # West, North, East bid before South
    while game.to_act != 0:
        legal = game.legal_actions()
        if LOOK in legal:
            game.apply(LOOK)
            continue
        wanted = partner_bids if game.to_act == 2 else None
        numbers = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL]
        game.apply(wanted if wanted in legal else numbers[0] if numbers else legal[0])
    if look and LOOK in game.legal_actions():
        game.apply(LOOK)
    return game


def panel_for(qtbot: QtBot, game: Game) -> BidPanel:
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.show_for(game.view(0), NAMES, 2)
    return panel


def test_mirrors_single_bid_says_it_is_my_spade_count(qtbot: QtBot) -> None:
    game = south_to_bid(load_preset("mirrors").rules, 3)
    spades = sum(1 for c in game.view(0).hand or () if c.suit is not None and c.suit.name == "SPADES")
    assert spades and game.legal_actions() == [Bid(spades)]
    panel = panel_for(qtbot, game)
    assert panel.note.text() == f"In mirrors you bid your spade count ({spades})."
    assert not panel.note.isHidden()


def test_whiz_says_spade_count_or_nil(qtbot: QtBot) -> None:
    game = south_to_bid(load_preset("whiz").rules, 5)
    panel = panel_for(qtbot, game)
    assert panel.note.text().startswith("In whiz you bid your spade count (")
    assert panel.note.text().endswith(") or nil.")


def test_suicide_after_my_partners_nil_says_why_only_four_up_are_offered(qtbot: QtBot) -> None:
    game = south_to_bid(load_preset("suicide").rules, 3, partner_bids=NIL)
    assert game.bids[2] == NIL
    panel = panel_for(qtbot, game)
    assert panel.note.text() == "Your partner bid nil, so you bid 4 to 13."


def test_suicide_asks_me_only_to_look_when_no_blind_bid_is_open(qtbot: QtBot) -> None:
    # "Bid blind, or look at your cards?" over a lone "Look at my cards" button.
    rules = load_preset("suicide").rules
    game = south_to_bid(rules, 3, partner_bids=NIL, look=False)
    assert game.legal_actions() == [LOOK]
    panel = panel_for(qtbot, game)
    assert panel.title.text() == "Look at your cards"
    assert panel.note.text() == "No blind bid is open to you now: look at your cards to bid."


def test_a_plain_bid_says_nothing_more_and_a_least_bid_is_said(qtbot: QtBot) -> None:
    panel = panel_for(qtbot, south_to_bid(RuleSet(), 3))
    assert panel.note.text() == "" and panel.note.isHidden()  # any bid from 1, or nil: the buttons say it all
    panel = panel_for(qtbot, south_to_bid(load_preset("fredrieo").rules, 3))
    assert panel.note.text() == "Bid 4 to 13 or nil."  # no 1, 2 or 3 buttons: why


def test_little_mo_and_big_mo_say_what_they_are_beside_their_buttons(qtbot: QtBot) -> None:
    rules = load_preset("mo-and-bemo").rules
    game = south_to_bid(rules, 3)
    assert any(isinstance(a, Bid) and a.kind is BidKind.LITTLE_MO for a in game.legal_actions())
    panel = panel_for(qtbot, game)
    line = special_bid_line(rules, BidKind.LITTLE_MO)
    assert line.startswith("Mo: the second partner may bid Little Mo") and line in rules_card(rules)
    assert "Little Mo: 6 tricks in a row +150; Big Mo: 8 in a row +300; failed, the same lost." in (
        panel.explain.text().splitlines()), "a short line under the buttons; the card's whole line in the tooltips"
    assert panel.explain.text().count("Mo:") == 2, "one line for both Mo bids"
    for kind in (BidKind.LITTLE_MO, BidKind.BIG_MO):
        button = next(panel.button_for(a) for a in panel.offered_actions() if isinstance(a, Bid) and a.kind is kind)
        assert button is not None and button.toolTip() == line


def test_blind_six_says_what_it_scores_beside_its_button(qtbot: QtBot) -> None:
    rules = load_preset("blind-six").rules
    game = Game(rules, 3, first_dealer=2)  # East bids, then South: the first of its side, cards unseen
    game.apply(LOOK)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Bid) and a.kind is BidKind.NORMAL))
    six = next(a for a in game.legal_actions() if isinstance(a, Bid) and a.kind is BidKind.BLIND_SIX)
    panel = panel_for(qtbot, game)
    line = special_bid_line(rules, BidKind.BLIND_SIX)
    assert line.startswith("Blind 6: ") and "+120" in line
    assert "Blind 6 (your partner joins unseen): exactly 6 tricks +120, otherwise −120." in (
        panel.explain.text().splitlines())
    button = panel.button_for(six)
    assert button is not None and button.toolTip() == line and button.accessibleDescription() == line
    assert isinstance(game.legal_actions()[-1], Look)


def test_the_reason_is_the_seat_to_act_s_and_only_in_the_bidding() -> None:
    game = south_to_bid(load_preset("mirrors").rules, 3)
    assert game.view(0).bid_reason and game.view(1).bid_reason == ()
    game.apply(game.legal_actions()[0])  # the last bid: the play begins
    assert all(game.view(s).bid_reason == () for s in range(4))


def test_a_failed_little_mo_says_it_needed_six_in_a_row_not_a_contract_of_six(qtbot: QtBot) -> None:
    # QA: "bid Little Mo + 2 · won 4 + 2 · contract 6 not made −150" of a side that took its 6 tricks, not in a row.
    from spades_desktop.engine.actions import LITTLE_MO
    from spades_desktop.engine.scoring import HandFacts, score_hand
    from spades_desktop.gui.panels import HandSummaryPanel

    rules = load_preset("mo-and-bemo").rules
    bids = [LITTLE_MO, Bid(4), Bid(2), Bid(3)]
    score = score_hand(rules, bids, [4, 4, 2, 3], [0, 0], [0, 0], facts=HandFacts(longest_runs=(3, 4)))
    side = score.sides[0]
    assert side.made is False and side.contract == 6 and side.tricks == 6
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_score(rules, score, NAMES, last=False)
    shown = " ".join(label.text() for label in panel.findChildren(QLabel)).replace("\u00a0", " ")
    assert "Little Mo (6 in a row) not made −150" in shown, shown
    assert "contract 6 not made" not in shown
    assert "contract 7 made +70" in shown, "the other side's ordinary contract as before"
    lines = [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)]
    mo_line = next(line for line in lines if "Little Mo" in line and "not made" in line)
    assert "bag count" not in mo_line, "a Mo's tricks are not bags (QA: 'bag count 0' read as if they were)"
    assert "bag count" in shown, "the other side's bag count as before"


def test_a_typed_bid_the_rules_do_not_offer_is_refused_with_the_reason(qtbot: QtBot) -> None:
    # Keyboard QA: in whiz with 2 spades, "3" then Enter did nothing, and the rule was never said.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    rules = load_preset("whiz").rules
    game = next(g for g in (south_to_bid(rules, seed) for seed in range(1, 40))
                if Bid(3) not in g.legal_actions() and any(isinstance(a, Bid) and a.tricks for a in g.legal_actions()))
    panel = panel_for(qtbot, game)
    said: list[str] = []
    panel.refused.connect(said.append)
    QTest.keyClick(panel, Qt.Key.Key_3)
    assert len(said) == 1 and said[0].startswith("You cannot bid 3 now. In whiz you bid your spade count ("), said
    assert panel.chosen_action() is None, "nothing is chosen"


def _typed(qtbot: QtBot, panel: BidPanel, keys: str) -> list[str]:
    """What the panel refuses while ``keys`` are typed."""
    from PySide6.QtTest import QTest

    said: list[str] = []
    panel.refused.connect(said.append)
    for key in keys:
        QTest.keyClicks(panel, key)
    return said


def test_ten_typed_where_only_the_spade_count_and_nil_are_offered_is_refused_not_taken_as_nil(qtbot: QtBot) -> None:
    # Re-check QA: in whiz with 4 spades, "1", "0", Enter bid nil (the "1" was refused, the "0" chose nil).
    rules = load_preset("whiz").rules
    game = next(g for g in (south_to_bid(rules, seed) for seed in range(1, 60))
                if NIL in g.legal_actions() and not any(isinstance(a, Bid) and a.tricks in (1, 10, 13)
                                                        for a in g.legal_actions()))
    panel = panel_for(qtbot, game)
    panel.show()
    said = _typed(qtbot, panel, "10")
    assert [s.split(".")[0] for s in said] == ["You cannot bid 10 now"], said
    assert panel.chosen_action() is None, "nil is not chosen by the 0 of 10"
    said = _typed(qtbot, panel, "13")
    assert [s.split(".")[0] for s in said] == ["You cannot bid 13 now"], "the number typed, not its last digit"
    said = _typed(qtbot, panel, "1")  # a 1 alone: refused when no second digit comes
    assert said == []
    qtbot.waitUntil(lambda: len(said) == 1, timeout=3000)
    assert said[0].startswith("You cannot bid 1 now.")
    said = _typed(qtbot, panel, "0")
    assert said == [] and panel.chosen_action() == NIL, "0 alone is nil"


def test_ten_typed_where_one_is_offered_and_ten_is_not_chooses_nothing(qtbot: QtBot) -> None:
    # Re-check QA: in whiz with one spade (nil and 1 offered), "1", "0", Enter bid nil; in mirrors (only 1) the 0
    # was refused as "You cannot bid Nil now"; with max_bid 9 the same as whiz.
    import dataclasses

    games = [next(g for g in (south_to_bid(rules, seed) for seed in range(1, 400))
                  if Bid(1) in g.legal_actions() and not any(isinstance(a, Bid) and a.tricks >= 10
                                                              for a in g.legal_actions()))
             for rules in (load_preset("whiz").rules, load_preset("mirrors").rules,
                           dataclasses.replace(load_preset("standard").rules, max_bid=9))]
    for game in games:
        panel = panel_for(qtbot, game)
        panel.show()
        said = _typed(qtbot, panel, "10")
        assert [s.split(".")[0] for s in said] == ["You cannot bid 10 now"], said
        assert panel.chosen_action() is None, "neither nil nor the 1 of 10 is left for Enter"
        said = _typed(qtbot, panel, "1")
        assert said == [] and panel.chosen_action() == Bid(1), "a 1 alone is 1"
        qtbot.wait(1300)  # no second digit comes
        assert said == [] and panel.chosen_action() == Bid(1)


def test_a_typed_number_chooses_the_auction_s_and_the_partnership_talk_s_bid_of_that_number(qtbot: QtBot) -> None:
    # Re-check QA: typing 3 beside "3 (9 tricks)" said "You cannot bid 3 now".
    for preset, number, kind in (("auction", 3, BidKind.AUCTION), ("partnership-talk", 5, BidKind.SIDE),
                                 ("partnership-talk", 12, BidKind.SIDE)):
        game = south_to_bid(load_preset(preset).rules, 3)
        assert Bid(number, kind) in game.legal_actions()
        panel = panel_for(qtbot, game)
        panel.show()
        said = _typed(qtbot, panel, str(number))
        assert said == [] and panel.chosen_action() == Bid(number, kind), (preset, said)


def test_a_blind_bid_chosen_by_its_key_is_the_only_button_marked(qtbot: QtBot) -> None:
    # QA: after B, "Blind nil" had the ring and "Look at my cards" stayed filled yellow: which one would Enter press?
    from PySide6.QtCore import Qt

    game = south_to_bid(load_preset("standard").rules, 4, look=False)
    assert LOOK in game.legal_actions()
    panel = panel_for(qtbot, game)
    look = panel.button_for(LOOK)
    blind = next(panel.button_for(a) for a in game.legal_actions() if isinstance(a, Bid)
                 and a.kind is BidKind.BLIND_NIL)
    assert look is not None and blind is not None
    assert look.objectName() == "Accent", "before a choice, looking is the suggested answer"
    qtbot.keyClick(panel, Qt.Key.Key_B)
    assert panel.chosen_action() is not None and panel.chosen_action().kind is BidKind.BLIND_NIL  # type: ignore[union-attr]
    assert blind.property("chosen") == "true" and look.objectName() != "Accent"
    qtbot.keyClick(panel, Qt.Key.Key_Right)  # on to Look: it is marked again
    assert panel.chosen_action() == LOOK and look.objectName() == "Accent" and blind.property("chosen") == "false"


def test_the_hand_result_has_no_bag_count_where_bags_cost_nothing(qtbot: QtBot) -> None:
    # Six-player QA: Cancellation said "bags +1 · bag count 1" of a count that never costs anything.
    from spades_desktop.engine import Game
    from spades_desktop.gui.panels import HandSummaryPanel

    for preset, counted in (("cancellation", False), ("standard", True)):
        rules = load_preset(preset).rules
        game = Game(rules, 2)
        score = None
        while score is None:
            for event in game.apply(game.legal_actions()[-1]):
                score = getattr(event, "score", score)
        panel = HandSummaryPanel()
        qtbot.addWidget(panel)
        names = [f"P{s}" for s in range(rules.players)]
        panel.show_score(rules, score, names, last=False)
        shown = " ".join(label.text() for label in panel.findChildren(QLabel)).replace("\u00a0", " ")
        assert ("bag count" in shown) is counted, (preset, shown)


def test_bemo_says_what_it_scores_under_the_buttons_in_their_tooltips_and_on_paper(qtbot: QtBot) -> None:
    # Re-check QA: Bemo (±60/±90) had no line under the bid panel and none on the sheets, which mark 4LB / 4BB.
    from spades_desktop.engine.actions import BidKind as Kind
    from spades_desktop.rules.card import paper_notes

    rules = load_preset("mo-and-bemo").rules
    game = south_to_bid(rules, 0)
    game.apply(Bid(5))  # the round after the bids: South keeps its 5, or adds a Little or a Big Bemo to it
    while game.to_act != 0:
        game.apply(game.legal_actions()[0])
    assert any(isinstance(a, Bid) and a.kind is Kind.LITTLE_BEMO for a in game.legal_actions())
    panel = panel_for(qtbot, game)
    line = "Little Bemo: your bid and the first 6 tricks +60; Big Bemo: the first 9 +90; failed, the same lost."
    assert panel.explain.text().splitlines().count(line) == 1
    bemo = next(a for a in game.legal_actions() if isinstance(a, Bid) and a.kind is Kind.BIG_BEMO)
    button = panel.button_for(bemo)
    assert button is not None and "Big Bemo (the first 9: ±90)" in button.toolTip()
    assert any(note.startswith("Bemo: ") for note in paper_notes(rules))


def test_a_bid_button_hidden_with_the_panel_no_longer_says_it_has_the_focus(qtbot: QtBot) -> None:
    # AT-SPI QA: after "3", Enter, the hidden "Bid 3" said focused for the rest of the hand beside the card that had
    # the focus: a screen reader's "where am I" could land on a control that is not on screen.
    from PySide6.QtGui import QAccessible

    from spades_desktop.gui.accessibility import install_card_interfaces

    install_card_interfaces()  # as the window does
    game = south_to_bid(load_preset("standard").rules, 4)
    panel = panel_for(qtbot, game)
    panel.show()
    qtbot.waitExposed(panel)
    assert _typed(qtbot, panel, "3") == [] and panel.chosen_action() == Bid(3)
    button = panel.button_for(Bid(3))
    assert QAccessible.queryAccessibleInterface(button).state().focused
    panel.hide()
    assert not QAccessible.queryAccessibleInterface(button).state().focused

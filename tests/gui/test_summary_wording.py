"""The hand summary says how a blind contract's points came and what a side bid replaced (houses QA)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spades_desktop.engine import NIL, Bid, BidKind, HandScore
from spades_desktop.engine.actions import BLIND_SIX, MOON
from spades_desktop.engine.scoring import score_hand
from spades_desktop.gui.panels import HandSummaryPanel
from spades_desktop.rules.presets import load_preset

NAMES = ["You", "Wes", "Nora", "Ethan"]
TEN = Bid(10, BidKind.TEN_FOR_200)


def _shown(qtbot: QtBot, preset: str, score: HandScore, compact: int = 0) -> list[str]:
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.set_compact(compact)
    panel.show_score(load_preset(preset).rules, score, NAMES, last=False)
    return [label.text().replace("\u00a0", " ") for label in panel.findChildren(QLabel)]


def test_a_made_blind_contract_says_how_its_points_came_and_the_extra_tricks_not_counted(qtbot: QtBot) -> None:
    # Preset blind-from-behind, seed 31: "contract 8 made +120 · bag count 0" for Blind 4 + 4 that took 11. The
    # source scores blind bids at 20 a trick "без подсчёта лишних взяток": the engine counts no extra trick of the
    # side (its contract is one, the partner's 4 in it); the summary now says so, and where the 120 came from.
    rules = load_preset("blind-from-behind").rules
    score = score_hand(rules, [Bid(4, BidKind.BLIND), Bid(1), Bid(4), Bid(2)], [6, 1, 5, 1], [0, 150], [0, 0])
    ours = score.sides[0]
    assert (ours.contract, ours.made, ours.contract_points, ours.bags, ours.points) == (8, True, 120, 0, 120)
    shown = _shown(qtbot, "blind-from-behind", score)
    line = next(text for text in shown if text.startswith("contract 8 made"))
    assert line.startswith("contract 8 made +120 (blind 4 × 20 + 4 × 10) · 3 extra tricks not counted (blind)"), line
    assert "contract 3 not made −30 · bag count 0" in shown, shown  # the other side's ordinary contract as before


def test_a_blind_contract_exactly_made_or_set_or_all_blind(qtbot: QtBot) -> None:
    rules = load_preset("blind-from-behind").rules
    exact = score_hand(rules, [Bid(3, BidKind.BLIND), Bid(1), NIL, Bid(2)], [3, 5, 0, 5], [0, 150], [0, 0])
    shown = " | ".join(_shown(qtbot, "blind-from-behind", exact))
    assert "contract 3 made +60 (blind 3 × 20)" in shown and "not counted" not in shown, shown
    one_extra = score_hand(rules, [Bid(3, BidKind.BLIND), Bid(1), Bid(1), Bid(2)], [4, 4, 1, 4], [0, 150], [0, 0])
    shown = " | ".join(_shown(qtbot, "blind-from-behind", one_extra))
    assert "contract 4 made +70 (blind 3 × 20 + 1 × 10) · 1 extra trick not counted (blind)" in shown, shown
    set_ = score_hand(rules, [Bid(5, BidKind.BLIND), Bid(1), Bid(3), Bid(2)], [3, 5, 1, 4], [0, 150], [0, 0])
    shown = " | ".join(_shown(qtbot, "blind-from-behind", set_))
    assert "contract 8 not made −80" in shown and "×" not in shown, shown


def test_ten_for_two_hundred_does_not_read_as_added_to_the_partners_bid(qtbot: QtBot) -> None:
    # Preset ten-for-two-hundred, seed 21, hand 3: "bid 10 for 200 + 2 · won 3 + 4 · contract 10 not made −200".
    rules = load_preset("ten-for-two-hundred").rules
    score = score_hand(rules, [TEN, Bid(3), Bid(2), Bid(3)], [3, 3, 4, 3], [0, 0], [0, 0])
    assert score.sides[0].contract == 10 and score.sides[0].made is False
    for compact in (0, 1):
        shown = _shown(qtbot, "ten-for-two-hundred", score, compact)
        assert not any("10 for 200 + 2" in text for text in shown), shown
        assert any("10 for 200 (in place of 2)" in text for text in shown), shown
    assert any(text.startswith("bid 10 for 200 (in place of 2) · won 3 + 4 · contract 10 not made −200")
               for text in _shown(qtbot, "ten-for-two-hundred", score, 1))
    nil_partner = score_hand(rules, [TEN, Bid(3), NIL, Bid(3)], [10, 0, 0, 3], [0, 0], [0, 0])
    assert "10 for 200 + Nil" in _shown(qtbot, "ten-for-two-hundred", nil_partner)  # a nil is its own bid


def test_a_moon_bid_by_one_partner_and_blind_6_by_both_are_said_once(qtbot: QtBot) -> None:
    moon = replace(load_preset("standard").rules, moon=True)
    score = score_hand(moon, [MOON, Bid(3), Bid(4), Bid(3)], [9, 1, 3, 0], [0, 0], [0, 0])
    assert "Moon (in place of 4)" in _shown(qtbot, "standard", score)
    six = load_preset("blind-six").rules
    blind_six = score_hand(six, [BLIND_SIX, Bid(3), BLIND_SIX, Bid(3)], [3, 4, 3, 3], [0, 0], [0, 0])
    shown = _shown(qtbot, "blind-six", blind_six)
    assert not any("+ Blind 6" in text for text in shown), shown


def test_the_scorepad_gives_10_for_200_the_room_its_partners_2_does_not_need(qtbot: QtBot) -> None:
    # "10/200" beside the partner's "2" was drawn at 6 points in half the Bid column (and "10/…" elided).
    from PySide6.QtGui import QFontMetricsF

    from spades_desktop.gui.scorepad import ScorepadWidget, _bid_slots
    from spades_desktop.gui.texts import sheet_tr
    from spades_desktop.sheets.model import hand_row

    rules = load_preset("ten-for-two-hundred").rules
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(rules, NAMES, "10 for 200")
    for bids in ([TEN, Bid(3), Bid(2), Bid(3)], [Bid(2), Bid(3), TEN, Bid(1)], [Bid(3), Bid(4), Bid(2), Bid(3)]):
        score = score_hand(rules, bids, [3, 3, 4, 3], [0, 0], [0, 0], dealer=0)
        cell = hand_row(rules, score, NAMES, sheet_tr).sides[0]
        slots = _bid_slots(60.0, cell, pad.font())
        assert abs(sum(slots) - 60.0) < 0.01
        for bid, slot in zip(cell.bids, slots, strict=True):
            need = QFontMetricsF(pad.font()).horizontalAdvance(bid.mark)
            if bid.mark == "10/200":
                assert slot >= 0.7 * need, (slots, need)  # drawn at 70 % of the pad's type or more
        if TEN not in bids:
            assert slots == [30.0, 30.0]  # short marks keep their even slots, aligned row to row


def test_a_side_contract_on_the_smallest_table_reads_well_in_russian(qtbot: QtBot, russian: None) -> None:
    # The smallest summary said "Луна провален": the verb agreed with "контракт", not with the contract's own name
    # (луна is feminine, «10 за 200» has no gender). It now reads «Луна: провал −…» / «10 за 200: выполнено +200».
    moon = replace(load_preset("standard").rules, moon=True)
    set_moon = score_hand(moon, [MOON, Bid(3), Bid(4), Bid(3)], [9, 1, 3, 0], [0, 0], [0, 0])
    shown = " | ".join(_shown(qtbot, "standard", set_moon, compact=4))
    assert "Луна: провал −" in shown and "Луна провален" not in shown, shown
    ten = load_preset("ten-for-two-hundred").rules
    made = score_hand(ten, [TEN, Bid(3), Bid(2), Bid(3)], [10, 0, 3, 0], [0, 0], [0, 0])
    shown = " | ".join(_shown(qtbot, "ten-for-two-hundred", made, compact=4))
    assert "10 за 200: выполнено +200" in shown, shown

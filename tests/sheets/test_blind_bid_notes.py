"""bid.blind on a blank score sheet: its key said "B5 = blind 5" and its rules line only blind nil, with no word of
what a blind number bid scores (author QA 1), while the moon, Blind 6 and Mo had notes."""

from __future__ import annotations

from spades_desktop.engine import BidKind, RuleSet
from spades_desktop.rules import load_preset
from spades_desktop.rules.card import key_rules_line, rules_card, special_bid_line
from spades_desktop.sheets.sources import blank_sheet_for_preset

BLIND_LINE = ("Blind bids: before looking at its cards, a side at least 100 points behind the leader may bid blind "
              "1 to 7: 20 a trick when made (no bags), −10 a trick when set.")


def test_a_blank_sheet_of_blind_bids_says_what_a_blind_bid_scores() -> None:
    sheet = blank_sheet_for_preset(load_preset("blind-from-behind"))
    assert "blind 1–7 +20/−10 a trick (100 behind)" in sheet.rules_line
    assert BLIND_LINE in sheet.house_notes
    russian = blank_sheet_for_preset(load_preset("blind-from-behind"), lang="ru")
    assert "вслепую 1–7 +20/−10 за взятку (при отставании на 100)" in russian.rules_line
    assert any(note.startswith("Слепые заказы: не глядя в карты, пара, отстающая") for note in russian.house_notes)
    standard = blank_sheet_for_preset(load_preset("standard"))
    assert "blind 1" not in standard.rules_line and not any(n.startswith("Blind bids") for n in standard.house_notes)


def test_the_blind_bid_note_is_the_rules_card_s_line_said_once() -> None:
    preset = load_preset("blind-from-behind")
    card = rules_card(preset)
    assert card.count("Blind bids:") == 1 and BLIND_LINE in card
    assert special_bid_line(preset.rules, BidKind.BLIND) == BLIND_LINE  # the blind buttons' tooltip
    anyone = RuleSet.from_dict({"blind_bids": True, "blind_bid_behind": 0, "blind_bid_max": 5, "blind_trick_value": 30})
    assert "any player may bid blind 1 to 5: 30 a trick" in special_bid_line(anyone, BidKind.BLIND)
    assert "blind 1–5 +30/−10 a trick ·" in key_rules_line(anyone)  # no "behind" when anyone may
    assert special_bid_line(RuleSet(), BidKind.BLIND) == ""

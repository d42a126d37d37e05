"""The auction's own scoring in the House rules dialog and the scorepad: no losing score, no bags, bids 1 to 7.

The rules loader refuses an auction preset that sets min_bid, max_bid, bags or mercy (the auction ignores them,
author QA 4): the dialog greys those fields while the auction is the preset's bidding, says why, and cannot save
rules the loader refuses; the scorepad does not say "lose at −200" for an auction game."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.scorepad import ScorepadWidget
from spades_desktop.rules import load_all, load_preset

from .test_house_rules_dialog import field, in_house_rules, new_game, presets_dir

WHY = "The auction scores by its own table: no bags, no losing score."
IGNORED = ("min_bid", "bag_limit", "bag_penalty")  # max_bid has no field; mercy is the losing score's own pair


def _write_auction_keeping_standard_values() -> None:
    """An author's auction preset that does not write bags or mercy: it keeps the standard's 10 bags for 100
    and −200 (the loader allows the standard's values), which the auction ignores."""
    folder = presets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "our-auction.yaml").write_text(
        "id: our-auction\nextends: standard\nname: Our auction\nrules:\n  auction: true\n  nil: false\n",
        encoding="utf-8")


def test_the_auction_greys_the_losing_score_bags_and_lowest_bid_and_says_why(qtbot: QtBot) -> None:
    new = new_game(qtbot, "auction")

    def act(dialog: HouseRulesDialog) -> None:
        assert not dialog.mercy_on.isEnabled() and not dialog.mercy_on.isChecked(), "no losing score to set"
        assert not dialog.mercy.isEnabled()
        assert WHY in dialog.mercy_on.toolTip() and WHY in dialog.mercy.toolTip()
        for key in IGNORED:
            assert not field(dialog, key).isEnabled(), key
        assert WHY in field(dialog, "bag_limit").toolTip() and WHY in field(dialog, "bag_penalty").toolTip()
        assert "1 to 7" in field(dialog, "min_bid").toolTip()
        limit, penalty = field(dialog, "bag_limit"), field(dialog, "bag_penalty")
        assert isinstance(limit, QSpinBox) and isinstance(penalty, QSpinBox)
        assert (limit.text(), penalty.value()) == ("no penalty", 0), "shown as the auction has them: none"
        assert len(dialog.auction_notes) == 2 and all(n.text() == WHY and n.isVisible() for n in dialog.auction_notes)
        assert dialog.save_button.isEnabled()

    in_house_rules(qtbot, new, act)


def test_the_house_rules_of_an_auction_never_set_what_the_auction_ignores(qtbot: QtBot) -> None:
    """Whatever reaches those fields (they are greyed; here set from code), the rules stay those the loader
    takes: bag_penalty 50 beside the auction was refused ("remove bag_penalty: 50"), a losing score of −250 too."""
    _write_auction_keeping_standard_values()
    new = new_game(qtbot, "our-auction")

    def act(dialog: HouseRulesDialog) -> None:
        assert not dialog.mercy_on.isEnabled() and not dialog.mercy_on.isChecked(), \
            "the standard's −200 that the file keeps is not shown as a losing score"
        dialog.mercy_on.setChecked(True)
        dialog.mercy.setValue(-250)
        for key, value in (("min_bid", 3), ("bag_limit", 5), ("bag_penalty", 50)):
            box = field(dialog, key)
            assert isinstance(box, QSpinBox)
            box.setValue(value)
        assert dialog.save_button.isEnabled() and not dialog.message.isVisible(), dialog.message.text()
        rules = dialog.rules()
        assert rules is not None and rules.auction
        assert (rules.min_bid, rules.bag_limit, rules.bag_penalty, rules.mercy) == (1, 10, 100, -200)
        dialog.name.setText("Our auction, to 300")
        dialog.target.setValue(300)
        dialog.accept()

    in_house_rules(qtbot, new, act)
    saved = load_all(presets_dir())["our-auction-to-300"]  # it loads: the loader refused nothing
    assert saved.rules.auction and saved.rules.target == 300
    text = (presets_dir() / "our-auction-to-300.yaml").read_text(encoding="utf-8")
    for key in ("min_bid", "bag_limit", "bag_penalty", "mercy"):
        assert key not in text, key


def test_another_preset_after_the_auction_has_its_fields_back(qtbot: QtBot) -> None:
    new = new_game(qtbot, "auction")
    in_house_rules(qtbot, new, lambda dialog: None)
    ids = [new.preset.itemData(i) for i in range(new.preset.count())]
    new.preset.setCurrentIndex(ids.index("standard"))

    def act(dialog: HouseRulesDialog) -> None:
        assert dialog.mercy_on.isEnabled() and dialog.mercy_on.isChecked() and dialog.mercy.isEnabled()
        for key in IGNORED:
            assert field(dialog, key).isEnabled(), key
        assert not dialog.auction_notes
        assert WHY not in dialog.mercy_on.toolTip()
        nil = field(dialog, "nil")
        assert isinstance(nil, QCheckBox) and nil.isEnabled()

    in_house_rules(qtbot, new, act)


def _pad(qtbot: QtBot, rules_mercy: int | None, preset: str = "auction") -> ScorepadWidget:
    rules = dataclasses.replace(load_preset(preset).rules, mercy=rules_mercy)
    pad = ScorepadWidget()
    qtbot.addWidget(pad)
    pad.set_game(rules, ["Ann", "Bob", "Cy", "Di"], "Our auction")
    if rules.auction:
        hands = [HandEntry(tuple(parse_bid(b, rules) for b in ("2", "pass", "pass", "pass")), (5, 2, 4, 2))]
        pad.set_hands(tally_match(rules, hands, 3).scores)
    pad.resize(420, 500)
    pad.show()
    return pad


def test_the_scorepad_of_an_auction_names_no_losing_score_and_no_bags(qtbot: QtBot) -> None:
    # a preset that does not write mercy keeps the standard's −200: the pad said "Game to 500 · lose at −200"
    pad = _pad(qtbot, -200)
    assert pad._subtitle.text().replace("\xa0", " ") == "Game to 500"
    assert "bags" not in [col.kind for col in pad._columns], "no bags column"
    assert all("bag" not in meaning.casefold() for _m, meaning in pad.legend())
    assert "bag" not in pad.row_text(0).casefold() and "bag" not in pad.total_text(0).casefold()
    pad.grab()  # paints without error
    standard = _pad(qtbot, -200, "standard")
    assert "lose at \u2212200" in standard._subtitle.text().replace("\xa0", " "), \
        "a game the losing score ends still says it"

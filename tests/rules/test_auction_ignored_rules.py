"""The auction ignores min_bid, max_bid, bags and the losing score: a preset that sets them is refused, and the
rules card no longer promises a losing score the auction never reaches (author QA 4)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.engine import RulesError, RuleSet
from spades_desktop.rules import PresetError, load_preset, load_preset_file
from spades_desktop.rules.card import key_rules_line, rules_card

AUCTION = RuleSet(auction=True, nil=False)


def test_an_auction_preset_setting_rules_the_auction_ignores_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "auction-min3.yaml"
    path.write_text("id: auction-min3\nname: {en: Auction min 3}\nrules:\n  auction: true\n  nil: false\n"
                    "  min_bid: 3\n  max_bid: 10\n  bag_limit: 5\n  bag_penalty: 50\n  mercy: -50\n", encoding="utf-8")
    with pytest.raises(PresetError) as caught:
        load_preset_file(path)
    message = str(caught.value)
    assert "have no effect unless auction is false" in message, message
    assert "remove min_bid: 3, max_bid: 10, bag_limit: 5, bag_penalty: 50, mercy: -50" in message, message


@pytest.mark.parametrize("name,value", [("min_bid", 3), ("min_bid", 0), ("max_bid", 7), ("bag_limit", 5),
                                        ("bag_penalty", 50), ("mercy", -50)])
def test_each_rule_the_auction_ignores_is_refused_alone(name: str, value: int) -> None:
    with pytest.raises(RulesError, match="no effect unless auction is false") as caught:
        replace(AUCTION, **{name: value}).validate()
    assert caught.value.template is not None and caught.value.params["values"] == f"{name}: {value}"  # translatable


def test_the_standard_values_and_the_built_in_auction_s_no_bags_no_losing_score_still_load() -> None:
    AUCTION.validate()  # a preset that writes none of them keeps the standard's
    built_in = load_preset("auction").rules
    assert built_in.bag_penalty == 0 and built_in.mercy is None
    replace(AUCTION, bag_limit=0, bag_penalty=0, mercy=None).validate()


def test_the_card_of_an_auction_without_mercy_written_promises_no_losing_score() -> None:
    assert AUCTION.mercy == -200
    assert "loses" not in key_rules_line(AUCTION) and "falls to" not in rules_card(AUCTION)
    assert "−200 loses" in key_rules_line(RuleSet())  # other games keep it

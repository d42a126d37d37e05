"""min_bid limits that a house-rules author QA found accepted: a least bid that sets every side every hand, and a
least bid of 0 beside nil, which changes nothing (author QA 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.engine import Bid, Game, RulesError, RuleSet
from spades_desktop.rules import PresetError, load_all, load_preset_file

HEADER = "id: mine\nname: {en: Mine, ru: Моё}\n"


def load_text(tmp_path: Path, text: str) -> RuleSet:
    path = tmp_path / "mine.yaml"
    path.write_text(HEADER + text, encoding="utf-8")
    return load_preset_file(path).rules


def test_a_min_bid_that_makes_every_side_bid_more_than_a_hand_is_refused_and_points_to_the_board() -> None:
    # min_bid 7 with nil off: each side's contract was at least 14 of 13 tricks, both sides set every hand.
    with pytest.raises(RulesError) as caught:
        RuleSet.from_dict({"min_bid": 7, "nil": False})
    message = str(caught.value)
    assert "every side would bid at least 14 of the 13 tricks" in message, message
    assert "min_bid may be at most 6" in message and "set board: 7 instead" in message, message
    assert caught.value.template is not None and caught.value.params["value"] == 7  # translatable
    with pytest.raises(RulesError, match="at least 10 of the 9 tricks"):  # a 36-card deck: 9 tricks a hand
        RuleSet.from_dict({"min_bid": 5, "max_bid": 9, "nil": False,
                           "removed_cards": [f"{r}{s}" for r in "2345" for s in "CDHS"]})


def test_the_file_s_min_bid_is_blamed(tmp_path: Path) -> None:
    with pytest.raises(PresetError) as caught:
        load_text(tmp_path, "rules:\n  min_bid: 7\n  nil: false\n")
    assert caught.value.key == "min_bid" and caught.value.line == 4
    assert "set board: 7 instead" in str(caught.value)


@pytest.mark.parametrize("data", [
    {"min_bid": 6, "nil": False},  # 12 of 13: hard, but a side can make it
    {"min_bid": 7},  # with nil a side may bid 7 and nil
    {"min_bid": 1, "nil": False, "board": 7},  # "a side bids at least 7", as the message says
    {"min_bid": 13, "players": 3, "partnerships": False, "removed_cards": ["2C"], "nil": False},  # cutthroat: alone
    {"min_bid": 12, "nil": False, "half_tricks": True},  # 12½ and ½ make 13
])
def test_a_min_bid_a_side_can_make_is_accepted(data: dict[str, object]) -> None:
    RuleSet.from_dict(data)


def test_min_bid_zero_beside_nil_is_refused_as_a_rule_with_no_effect(tmp_path: Path) -> None:
    # The bids stayed "nil, 1 … 13": a player who expects no trick bids nil, so the file's 0 did nothing.
    with pytest.raises(PresetError) as caught:
        load_text(tmp_path, "rules:\n  min_bid: 0\n")
    message = str(caught.value)
    assert "rule 'min_bid' 0 has no effect while nil is on" in message and "nil: false" in message, message
    assert caught.value.key == "min_bid" and caught.value.line == 4
    rules = load_text(tmp_path, "rules:\n  min_bid: 0\n  nil: false\n")  # without nil a bid of 0 is a bid
    game = Game(rules, 1, first_dealer=3)
    assert Bid(0) in game.legal_actions()
    assert load_text(tmp_path, "rules:\n  min_bid: 2\n").min_bid == 2  # another least bid beside nil stays


def test_every_built_in_preset_still_loads() -> None:
    catalog = load_all()
    assert not catalog.broken and not catalog.errors and len(catalog) >= 40
    assert catalog["fredrieo"].rules.min_bid == 4 and catalog["board"].rules.board

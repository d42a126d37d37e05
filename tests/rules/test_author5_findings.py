"""A house-rules author's findings (QA author5): nil off with show seven, whiz's count of trumps on the rules card,
the key blamed for two conflicts, and a comma inside a flow-style name."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, BidKind, Game, RuleSet, Suit
from spades_desktop.rules import PresetError, load_preset_file
from spades_desktop.rules.card import rules_card

from .rules_testkit import act, set_hands

HEADER = "id: mine\nname: Mine\n"


def write(folder: Path, text: str) -> Path:
    path = folder / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def bidding_line(rules: RuleSet, lang: str = "en") -> str:
    word = "Торговля" if lang == "ru" else "Bidding"
    return next(line for line in rules_card(rules, lang).splitlines() if line.startswith(f"- {word}"))


# 1. nil: false turns blind nil off everywhere -------------------------------------------------------------------
@pytest.mark.parametrize("blind", ["", "  blind_nil: false\n"])
def test_nil_off_with_show_seven_loads_with_or_without_blind_nil_false(tmp_path: Path, blind: str) -> None:
    """"nil: false" + show_seven was refused for blind nil, and "blind_nil: false" beside it was refused as having
    no effect: no way to write the rules that "extends: show-seven" + "nil: false" gave."""
    preset = load_preset_file(write(tmp_path, HEADER + "rules:\n  nil: false\n" + blind + "  show_seven: true\n"))
    assert preset.rules.show_seven and not preset.rules.nil


def test_nil_off_with_whiz_is_refused_because_a_hand_with_no_spades_must_bid_nil(tmp_path: Path) -> None:
    """Whiz and mirrors make a hand with no spades bid nil: with nil: false the table still offered nil (session
    54's QA), so the loader now says the two cannot go together, as it does for suicide."""
    for system in ("whiz", "mirrors"):
        with pytest.raises(PresetError) as caught:
            load_preset_file(write(tmp_path, HEADER + f"rules:\n  nil: false\n  bidding_system: {system}\n"))
        assert f"{system} bidding needs nil bids (nil: true)" in str(caught.value)


def test_blind_nil_true_beside_nil_false_is_still_refused(tmp_path: Path) -> None:
    with pytest.raises(PresetError) as caught:
        load_preset_file(write(tmp_path, HEADER + "rules:\n  nil: false\n  blind_nil: true\n"))
    assert caught.value.key == "blind_nil" and "has no effect unless nil is true" in caught.value.problem


# 2. whiz and mirrors count trumps ---------------------------------------------------------------------------------
def test_whiz_with_show_seven_card_says_trumps_as_the_engine_counts() -> None:
    rules = RuleSet(bidding_system="whiz", blind_nil=False, show_seven=True)
    assert "its number of trumps (spades, or the suit shown as trump), or nil" in bidding_line(rules)
    assert "сколько у него козырей (это пики или показанная козырная масть), или нил" in bidding_line(rules, "ru")
    assert "number of spades" not in bidding_line(rules)


def test_mirrors_with_jokers_card_says_the_jokers_count_as_the_engine_counts_them() -> None:
    rules = RuleSet(bidding_system="mirrors", blind_nil=False, high_trumps=("BJ", "LJ"), removed_cards=("2H", "2D"))
    rules.validate()
    line = bidding_line(rules)
    assert "its number of trumps (spades, the Big Joker and the Little Joker); a player with no trumps bids nil" in line
    assert "(это пики, большой джокер и малый джокер); игрок без козырей объявляет нил" in bidding_line(rules, "ru")
    game = Game(rules, 1, first_dealer=3)  # South bids first: a Big Joker and no spade is a bid of 1, not nil
    set_hands(game, {0: "BJ 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"})
    assert list(game.legal_actions()) == [Bid(1)]
    # and the engine's own reason counts trumps too ("your spade count (1)" was said of the Big Joker alone)
    reason = game.view(0).bid_reason
    assert [template for template, _params in reason] == ["in mirrors you bid your trump count ({spades})"], reason


def test_whiz_with_spades_alone_card_still_says_spades() -> None:
    rules = RuleSet(bidding_system="whiz", blind_nil=False, high_trumps=("2S",))  # a spade high: still spades
    assert "each player bids exactly its number of spades, or nil" in bidding_line(rules)


def test_whiz_with_show_seven_engine_bids_the_shown_suit_count() -> None:
    """What the card now says: once hearts are shown trump, a whiz bid is the count of hearts."""
    rules = RuleSet(bidding_system="whiz", blind_nil=False, show_seven=True)
    game = Game(rules, 5, first_dealer=3)
    set_hands(game, {0: "2H 3H 4H 5H 6H 7H 8H 2C 3C 4C 5C 6C 7C", 1: "2D 3D 4D 5D 6D 7D 8D 9D 2S 3S 4S 5S 6S",
                     2: "9H TH JH QH KH AH 8C 9C TC JC QC KC AC", 3: "7S 8S 9S TS JS QS KS AS TD JD QD KD AD"})
    game._show_queue = [s for s in game.bid_order if game._show_suits(s)]  # the set-up hands replace the deal
    game.to_act = game._show_queue[0]
    act(game, Bid(int(Suit.HEARTS), BidKind.SHOW))
    while game.to_act != 0:
        act(game, next(a for a in game.legal_actions() if not (isinstance(a, Bid) and a.kind is BidKind.SHOW)))
    assert Bid(7) in game.legal_actions()


# 3. two conflicts: the key of the first one -----------------------------------------------------------------------
def test_two_conflicts_blame_the_key_of_the_first_with_its_line(tmp_path: Path) -> None:
    """3 players, 10 for 200 and moon: no one key's removal fixes both, and "10 for 200" names no key; the error
    pointed at "rules:" and named none."""
    text = (HEADER + "rules:\n  players: 3\n  partnerships: false\n  kitty: two_of_clubs\n  max_bid: 17\n"
            "  board: 6\n  moon: true\n  ten_for_two_hundred: true\n  first_lead: two_of_clubs\n")
    with pytest.raises(PresetError) as caught:
        load_preset_file(write(tmp_path, text))
    assert caught.value.key == "ten_for_two_hundred" and caught.value.line == 10
    assert "rule 'ten_for_two_hundred' does not fit the other rules: 10 for 200 is a partnership bid" in str(
        caught.value)


# 4. a comma inside {…} --------------------------------------------------------------------------------------------
def test_a_comma_in_a_flow_style_name_says_to_quote_the_text(tmp_path: Path) -> None:
    text = "id: mine\nname: {en: Mo in a row, board 5, both-nil loses all}\nrules:\n  mo: in_a_row\n"
    with pytest.raises(PresetError) as caught:
        load_preset_file(write(tmp_path, text))
    assert caught.value.line == 2 and "not in 'board 5'" in caught.value.problem
    assert "a comma inside {…} ends a text; put the text in quotes" in caught.value.problem


def test_a_language_key_on_its_own_line_gets_no_comma_hint(tmp_path: Path) -> None:
    with pytest.raises(PresetError) as caught:
        load_preset_file(write(tmp_path, "id: mine\nname:\n  en: Mine\n  de:\nrules: {}\n"))
    assert "not in 'de'" in caught.value.problem and "comma" not in caught.value.problem


def test_a_whiz_bot_with_jokers_says_it_bids_its_trump_count() -> None:
    # "I bid 3: in whiz I bid my spade count" was said of BJ LJ A♠ (recheck QA): the jokers count as trumps
    rules = RuleSet(bidding_system="whiz", blind_nil=False, high_trumps=("BJ", "LJ"), removed_cards=("2C", "2D"))
    game = Game(rules, 1, first_dealer=3)
    set_hands(game, {0: "BJ LJ AS 3C 4C 5C 6C 7C 8C 9C TC JC QC"})
    bot = NormalPlayer(seed=1, bid_samples=0)
    assert bot.choose(game.view(0)) == Bid(3)
    assert bot.explain() == "I bid 3: in whiz I bid my trump count (spades and the high trumps)"

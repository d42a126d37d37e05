"""The rules card and the ``presets`` / ``rules`` commands."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.engine import RuleSet
from spades_desktop.rules import key_rules_line, load_all, rules_card

CATALOG = load_all()


@pytest.mark.parametrize("preset_id", CATALOG.ids())
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_preset_has_a_card_in_both_languages(preset_id: str, lang: str) -> None:
    preset = CATALOG[preset_id]
    card = rules_card(preset, lang)
    assert card.startswith(preset.name_in(lang) + "\n")
    heads = ("Players:", "Deck:", "Trumps:", "Bidding:", "Nil:", "Play:", "Scoring:", "Bags:", "Game:")
    if lang == "ru":
        heads = ("Игроки:", "Колода:", "Козыри:", "Торговля:", "Нил:", "Розыгрыш:", "Очки:", "Мешки:", "Партия:")
    for head in heads:
        assert f"- {head}" in card, (head, card)
    rules = preset.rules
    if rules.hands_only:  # no target: the hands end the game (cancellation)
        assert f"- {heads[-1]} {rules.hand_limit} " in card
        assert str(rules.target) not in card
    else:
        assert str(rules.target) in card
    assert len(card.splitlines()) <= 20


def test_key_rules_line() -> None:
    assert key_rules_line(CATALOG["blind-from-behind"].rules) == (
        "500 points · −200 loses · nil ±100 · blind nil ±200 (100 behind) · blind 1–7 +20/−10 a trick (100 behind) · "
        "10 bags −100"
    )
    assert key_rules_line(CATALOG["book"].rules) == "500 points · nil ±100 · blind nil ±200 · no bag penalty"
    assert key_rules_line(CATALOG["short-250"].rules, "ru") == (
        "250 очков · проигрыш при −200 · нил ±100 · слепой нил ±200 · 5 мешков −50"
    )


@pytest.mark.parametrize(
    ("preset_id", "changes", "words"),
    [
        ("jokers-high", {}, "Big Joker, Little Joker, A♠, K♠"),
        ("joker-joker-deuce-ace", {}, "Big Joker, Little Joker, 2♠, A♠"),
        ("jokers-high", {}, "2♣, 2♦ removed"),
        ("deuces-high", {}, "2♦, 2♣, 2♥ count as spades"),
        ("three-player", {}, "17 cards each"),
        ("two-player", {}, "swap up to 3 cards"),
        ("book", {}, "otherwise the side loses its whole score"),
        ("book", {}, "bidding: one round starting with the dealer"),
        ("board", {}, "at least 4"),
        ("whiz", {}, "exactly its number of spades, or nil"),
        ("two-of-clubs-leads", {}, "holder of the 2♣ leads it"),
        ("must-overtrump", {}, "must beat an opponent's spade"),
        ("ten-for-two-hundred", {"ten_for_two_hundred_exact": True}, "exactly 10 tricks score +200"),
        ("standard", {"spades_broken": False}, "Spades may be led at any time"),
        ("standard", {"hand_limit": 8}, "after 8 hands"),
        ("nil-pass", {}, "(1 after a nil, 2 after a blind nil)"),
    ],
)
def test_the_card_follows_the_rules(preset_id: str, changes: dict[str, object], words: str) -> None:
    rules = replace(CATALOG[preset_id].rules, **changes)  # type: ignore[arg-type]
    assert words.lower() in rules_card(rules).lower()


def test_a_bare_rule_set_has_a_card() -> None:
    assert rules_card(RuleSet()).startswith("Spades\n")
    with pytest.raises(ValueError, match="en or ru"):
        rules_card(RuleSet(), "de")


# ----------------------------------------------------------------- commands
def test_presets_command_lists_ids_names_sources_and_broken_files(
    _user_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    presets = _user_home / "presets"
    presets.mkdir()
    (presets / "house.yaml").write_text("id: house\nname: Our house\nextends: book\n", encoding="utf-8")
    (presets / "oops.yaml").write_text("id: oops\nname: Oops\nrules:\n  bags: 5\n", encoding="utf-8")
    assert main(["presets"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split() == ["ID", "NAME", "SOURCE"]
    assert lines[1].split()[0] == "standard" and lines[1].split()[-1] == "built-in"
    assert any(line.split()[0] == "house" and line.endswith("user") for line in lines[1:] if line.strip())
    assert "1 broken preset file(s)" in out and "oops.yaml, line 4: 'bags' is not a rule" in out


def test_presets_check_prints_the_resolved_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("id: mine\nname: Mine\nextends: short-250\nrules:\n  moon: true\n", encoding="utf-8")
    assert main(["presets", "--check", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: OK" in out
    assert "  target:" in out and "250" in out
    assert "moon:" in out and "true  # set in this file" in out


def test_presets_check_bad_file_exits_2_with_the_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("id: bad\nname: Bad\nrules:\n  traget: 300\n", encoding="utf-8")
    assert main(["presets", "--check", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == f"error: {path}, line 4: 'traget' is not a rule; did you mean 'target'? " \
                                   "(every rule is described in variants/README.md)"
    assert main(["presets", "--check", str(tmp_path / "missing.yaml")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_rules_command_prints_the_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "short-250"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Short game to 250\n") and "250 points · −200 loses" in out
    assert main(["rules", "book", "--lang", "ru"]) == 0
    assert capsys.readouterr().out.startswith("Правила из книги\n")


def test_rules_command_unknown_preset_lists_the_ids(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "wizz"]) == 2
    err = capsys.readouterr().err
    assert "there is no preset 'wizz'; did you mean 'whiz'?" in err
    assert all(preset_id in err for preset_id in CATALOG.ids())
    assert "Traceback" not in err


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_with_hearts_always_trump_says_hearts_and_trumps_not_spades(lang: str) -> None:
    """trump_suit: hearts. The engine plays hearts as trump; the card said "spades are always trump", "A♥ …
    2♥ count as spades", "the highest spade wins" and "Spades may not be led"."""
    rules = replace(RuleSet(), trump_suit="hearts", must_overtrump="anyone", no_spade_lead_first_trick=True)
    text = rules_card(rules, lang)
    if lang == "en":
        assert "Trumps: hearts are always trump, highest first: A♥, K♥ … 2♥." in text
        assert "the highest trump wins" in text and "Trumps may not be led until" in text
        assert "No trump may be led to the first trick" in text and "any trump already played" in text
        assert "spade" not in body(text).lower() and "count as" not in text
    else:
        assert "Козыри: червы всегда козыри" in text and "старший козырь" in text
        assert "пик" not in body(text) and "считаются" not in text


def test_the_rules_line_of_a_hearts_game_says_hearts_are_trump() -> None:
    """A preset without a description shows its rules line: "Hearts trump" read the same as Standard's."""
    rules = replace(RuleSet(), trump_suit="hearts")
    assert key_rules_line(rules) == "500 points · hearts trump · −200 loses · nil ±100 · blind nil ±200 · 10 bags −100"
    assert "козыри — червы" in key_rules_line(rules, "ru")
    assert "trump" not in key_rules_line(RuleSet())


def body(card: str) -> str:
    """The card under its title ("Spades", the game's name)."""
    return card.split("\n", 2)[2]


def test_the_show_seven_card_does_not_say_spades_are_always_trump() -> None:
    text = rules_card(load_all()["show-seven"])
    assert "always trump" not in text and "unless a player shows" in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_ranked_suits_card_does_not_say_the_suit_led_wins(lang: str) -> None:  # trump.suit_order
    # QA houses8: the Play line said "else the highest card of the suit led" while a 4♣ took the A♦ led
    play = next(line for line in rules_card(load_all()["suit-order"], lang).splitlines()
                if line.startswith(("- Play:", "- Розыгрыш:")))
    assert "highest card of the suit led" not in play and "старшая карта масти хода" not in play
    assert "highest suit played" in play or "старшей из сыгранных мастей" in play


def test_the_joker_conversion_card_does_not_rank_the_jokers_above_the_ace() -> None:
    trumps = next(line for line in rules_card(load_all()["joker-conversion"]).splitlines() if "Trumps:" in line)
    assert "highest first: A♠" in trumps and "no rank of their own" in trumps


def test_the_sheets_rules_line_names_the_board_the_10_for_200_and_the_six_player_penalties() -> None:
    # A club scoring on paper checks bids and sets against the sheet's line: it left these out.
    assert "a side bids 4+" in key_rules_line(CATALOG["board"].rules)
    # each for themselves: a player, not a side (author QA: "a side bids 3+" on a cutthroat preset's sheet)
    import dataclasses

    cutthroat = dataclasses.replace(CATALOG["cutthroat"].rules, board=3)
    assert "a player bids 3+" in key_rules_line(cutthroat) and "side" not in key_rules_line(cutthroat)
    assert "игрок заказывает от 3" in key_rules_line(cutthroat, "ru")
    assert "пара заказывает от 4" in key_rules_line(CATALOG["board"].rules, "ru")
    assert "10 for ±200" in key_rules_line(CATALOG["ten-for-two-hundred"].rules)
    six = key_rules_line(CATALOG["cancellation"].rules)
    assert "a nil bidder's trick" in six and "set −10 a trick short" in six
    assert "недобор −10 за взятку" in key_rules_line(CATALOG["cancellation"].rules, "ru")


@pytest.mark.parametrize("preset", ["three-player", "cutthroat"])
def test_a_blank_sheet_each_for_itself_says_a_nil_bidder_takes_no_bags(preset: str) -> None:
    """A club scoring three-player Spades on the blank sheet added a nil bidder's tricks as bags: the rules card
    said they are not, the sheet did not (club QA)."""
    from spades_desktop.rules import load_preset
    from spades_desktop.rules.card import paper_notes

    rules = load_preset(preset).rules
    said = "A nil bidder takes no bags: a failed nil scores just the penalty."
    assert said in paper_notes(rules) and said in rules_card(rules)
    assert "Объявивший нил защищён от мешков" in " ".join(paper_notes(rules, "ru"))
    assert not any("takes no bags" in note for note in paper_notes(load_preset("standard").rules))


def test_the_key_rules_line_names_every_side_bid_a_scorer_must_know() -> None:
    # A club scorer read "10 for ±200" of the 10-for-200-and-the-moon preset and never learnt of the moon (QA club11).
    assert "moon wins / −130" in key_rules_line(CATALOG["ten-for-two-hundred"].rules)
    assert "луна выигрывает / −130" in key_rules_line(CATALOG["ten-for-two-hundred"].rules, "ru")
    big = key_rules_line(CATALOG["big-bids"].rules)
    assert "blind moon wins / −130" in big and "lexington +240/−120" in big, big
    assert "blind 6 +120/−120" in key_rules_line(CATALOG["blind-six"].rules)
    assert "Mo ±150/±300 · Bemo ±60/±90" in key_rules_line(CATALOG["mo-and-bemo"].rules)
    assert "Mo ±150/±250" in key_rules_line(CATALOG["mo-first-tricks"].rules)
    assert "moon" not in key_rules_line(CATALOG["standard"].rules)

"""What a club's rules keeper found writing YAML presets: the card's 10 for 200, looping links, rules that do
nothing."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.engine import Bid, BidKind, RuleSet, score_hand
from spades_desktop.rules import PresetError, import_preset_file, load_all, load_preset, load_preset_file, rules_card
from spades_desktop.rules.authoring import changed_rules, house_rules, preset_text

CATALOG = load_all()
HEADER = "id: mine\nname: Mine\n"


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_card_says_eleven_tricks_also_lose_an_exact_ten_for_two_hundred() -> None:
    """bid.ten_for_two_hundred, option exactly 10: 11 tricks fail it as 9 do; the card said "fewer lose"."""
    rules = replace(CATALOG["ten-for-two-hundred"].rules, ten_for_two_hundred_exact=True)
    line = next(line for line in rules_card(rules).splitlines() if "10 for 200:" in line)
    assert "exactly 10 tricks score +200, any other number loses 200." in line
    eleven = score_hand(rules, [Bid(4), Bid(4), Bid(10, BidKind.TEN_FOR_200), Bid(4)], [6, 1, 5, 1], [0, 0], [0, 0])
    assert eleven.sides[0].points == -200  # the engine agrees with the card
    ru = next(line for line in rules_card(rules, "ru").splitlines() if "10 за 200:" in line)
    assert "ровно 10 взяток дают +200, иначе −200." in ru
    at_least = next(line for line in rules_card(CATALOG["ten-for-two-hundred"].rules).splitlines()
                    if "10 for 200:" in line)
    assert "at least 10 tricks score +200, fewer lose 200." in at_least


def test_a_preset_that_is_a_looping_link_cannot_be_read_and_nothing_crashes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A symbolic link to itself gave RuntimeError "Symlink loop" out of the presets and rules commands and
    the New game window's import; it is a file that cannot be read, like any other."""
    loop = tmp_path / "loop.yaml"
    os.symlink(loop.name, loop)
    with pytest.raises(PresetError, match=r"loop\.yaml: the file cannot be read"):
        load_preset_file(loop)
    with pytest.raises(PresetError, match="the file cannot be read"):
        load_preset(str(loop))
    with pytest.raises(PresetError, match="the file cannot be read"):
        import_preset_file(loop, tmp_path / "presets")
    assert not (tmp_path / "presets").exists()
    for command in (["presets", "--check", str(loop)], ["rules", str(loop)]):
        assert main(command) == 2
        assert "the file cannot be read" in capsys.readouterr().err


def test_looping_and_dangling_links_in_the_presets_folder_are_listed_as_broken(tmp_path: Path) -> None:
    """They were skipped without a word, so the keeper never learnt why a preset was missing."""
    write(tmp_path, "ours.yaml", HEADER)
    os.symlink("loop.yaml", tmp_path / "loop.yaml")
    os.symlink("gone.yaml", tmp_path / "dangling.yaml")
    catalog = load_all(tmp_path)
    assert catalog.get("mine") is not None
    messages = {path.name: message for path, message in catalog.broken}
    assert set(messages) == {"loop.yaml", "dangling.yaml"}
    assert all("the file cannot be read" in message for message in messages.values())


@pytest.mark.parametrize(
    ("rules", "key", "needs"),
    [
        ("bag_limit: 0\n  bag_penalty: 50", "bag_penalty", "unless bag_limit is above 0"),
        ("blind_nil: false\n  blind_nil_behind: 100", "blind_nil_behind", "unless blind_nil is true"),
        ("blind_nil: false\n  blind_nil_value: 300", "blind_nil_value", "unless blind_nil is true"),
        ("nil: false\n  blind_nil_value: 300", "blind_nil_value", "unless nil is true"),
        ("nil: false\n  nil_value: 50", "nil_value", "unless nil is true"),
        ("nil: false\n  double_nil: lose_all", "double_nil", "unless nil is true"),
        ("nil: false\n  nil_exchange: book", "nil_exchange", "unless nil is true"),
        ("nil: false\n  nil_tricks_count: false", "nil_tricks_count", "unless nil is true"),
        ("nil: false\n  nil_tricks_count: true", "nil_tricks_count", "unless nil is true"),
    ],
)
def test_a_rule_its_switch_turns_off_is_refused_naming_the_key_and_what_it_needs(
    tmp_path: Path, rules: str, key: str, needs: str
) -> None:
    """variants/README.md: a rule that has no effect because its switch is off is an error; these were
    accepted silently (score.bags_10_100, score.nil, score.blind_nil, bid.blind_nil_when_behind)."""
    path = write(tmp_path, "mine.yaml", HEADER + f"rules:\n  {rules}\n")
    with pytest.raises(PresetError) as caught:
        load_preset_file(path)
    assert caught.value.key == key and caught.value.line == 5
    assert f"rule {key!r} has no effect {needs}" in caught.value.problem
    assert f"or remove {key}" in caught.value.problem
    if key != "nil_tricks_count":  # its default is true, and true is refused (it says "on")
        default = getattr(RuleSet(), key)
        assert f"at its default, {default}, it may stay" in caught.value.problem
        # At the standard rules' value it changes nothing (a keeper may list every key), as README says.
        harmless = rules.rsplit(":", 1)[0] + f": {default}"
        assert load_preset_file(write(tmp_path, "mine.yaml", HEADER + f"rules:\n  {harmless}\n")).id == "mine"
    assert CATALOG.broken == (), "every shipped preset still loads"


def test_house_rules_leave_out_what_their_switch_turns_off(tmp_path: Path) -> None:
    """The House rules dialog's file never sets a rule that does nothing: from a keeper's preset with a
    3-card nil pass and 5 bags for 50, nil and the bag penalty turned off give a file without them."""
    root = CATALOG["standard"].rules
    base = replace(root, nil_exchange="pass", nil_pass_count=3, bag_limit=5, bag_penalty=50, nil_value=50)
    rules = house_rules(base, {"nil": False, "bag_limit": 0}, root=root)
    written = changed_rules(root, rules)
    assert written == {"nil": False, "bag_limit": 0}
    text = preset_text("club", "Club", {}, "standard", written)
    saved = load_preset_file(write(tmp_path, "club.yaml", text))
    assert not saved.rules.nil and saved.rules.bag_limit == 0


def test_presets_check_in_russian_says_the_error_in_russian(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    # Re-check QA: "presets --check FILE --lang ru" printed the error in English; the windows say it in Russian.
    bad = tmp_path / "club.yaml"
    bad.write_text("id: club\nname: Club\nrules:\n  players: 7\n", encoding="utf-8")
    assert main(["presets", "--check", str(bad), "--lang", "ru"]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"error: {bad}, строка 4: правило 'players'"), said
    assert main(["presets", "--check", str(bad)]) == 2
    assert f"{bad}, line 4: rule 'players' must be one of" in capsys.readouterr().err
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("engine", "{path}, line {line}: {problem}") == "{path}, line {line}: {problem}"

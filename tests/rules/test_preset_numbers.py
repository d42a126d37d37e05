"""Preset numbers are plain decimal: YAML 1.1's ``8:20`` (= 500), ``0x1F4``, ``017`` and yes/no are refused (issue 11).

Each refusal names the file, the line, the key and what is allowed. True/false words keep working for
true-or-false rules, and ``off`` keeps meaning off where the README says so.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.rules import PresetError, load_preset_file
from spades_desktop.rules.yamldoc import YamlProblem, read_yaml


def preset(tmp_path: Path, rules: str, extra: str = "") -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(f"id: house\nname: House\n{extra}rules:\n{rules}", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("written", "why"),
    [
        ("8:20", "not plain decimal digits"),  # YAML 1.1 sexagesimal: 500
        ("0x1F4", "not plain decimal digits"),  # hexadecimal 500
        ("0o17", "not plain decimal digits"),
        ("0b111110100", "not plain decimal digits"),
        ("0764", "not plain decimal digits"),  # YAML 1.1 octal: 500
        ("1_000", "not plain decimal digits"),
        ("yes", "a true/false word"),
        ("no", "a true/false word"),
        ("on", "a true/false word"),
        ("off", "a true/false word"),
        ("true", "a true/false word"),
        ("False", "a true/false word"),
        ("five hundred", "not a number"),
    ],
)
def test_a_target_not_written_in_plain_decimal_is_refused(tmp_path: Path, written: str, why: str) -> None:
    path = preset(tmp_path, f"  bag_limit: 10\n  target: {written}\n")
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    assert str(info.value) == (
        f"{path}, line 5: rule 'target' must be a whole number from 1 to 100000, written in plain decimal digits "
        f"such as 500; not {written!r} ({why})"
    )
    assert (info.value.line, info.value.key) == (5, "target")


def test_a_quoted_number_is_refused_as_a_text(tmp_path: Path) -> None:
    with pytest.raises(PresetError, match=r"line 4: rule 'target' .* not '500' \(a text in quotes\)"):
        load_preset_file(preset(tmp_path, '  target: "500"\n'))


def test_a_true_false_word_is_no_bag_limit_either(tmp_path: Path) -> None:
    with pytest.raises(PresetError, match=r"rule 'bag_limit' must be a whole number from .* not 'yes'"):
        load_preset_file(preset(tmp_path, "  bag_limit: yes\n"))


def test_a_true_false_word_is_no_losing_score(tmp_path: Path) -> None:
    with pytest.raises(PresetError, match=r"rule 'mercy' .* such as -200; not 'on' \(a true/false word\)"):
        load_preset_file(preset(tmp_path, "  mercy: on\n"))


@pytest.mark.parametrize(("written", "value"), [("500", 500), ("+500", 500), ("0", 0), ("-200", -200)])
def test_plain_decimal_numbers_still_load(tmp_path: Path, written: str, value: int) -> None:
    rules = load_preset_file(preset(tmp_path, f"  target: 1000\n  mercy: {written}\n" if value < 0 else
                                    f"  bag_penalty: {written}\n")).rules
    assert (rules.mercy if value < 0 else rules.bag_penalty) == value


@pytest.mark.parametrize(("written", "value"), [("true", True), ("false", False), ("yes", True), ("no", False),
                                                ("on", True), ("off", False), ("True", True), ("NO", False)])
def test_true_false_words_still_set_true_or_false_rules(tmp_path: Path, written: str, value: bool) -> None:
    rules = load_preset_file(preset(tmp_path, f"  moon: {written}\n")).rules
    assert rules.moon is value


def test_off_still_means_off_for_the_losing_score_and_overtrumping(tmp_path: Path) -> None:
    rules = load_preset_file(preset(tmp_path, "  mercy: off\n  must_overtrump: off\n")).rules
    assert rules.mercy is None and rules.must_overtrump == "off"


def test_a_name_that_looks_like_a_yaml_1_1_number_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "clock.yaml"
    path.write_text("id: clock\nname: 8:20\ndescription: 0x1F4\n", encoding="utf-8")
    found = load_preset_file(path)
    assert found.name["en"] == "8:20" and found.description["en"] == "0x1F4"


def test_an_explicit_int_tag_is_still_plain_decimal_only() -> None:
    assert read_yaml("a: !!int 500\n").data == {"a": 500}
    with pytest.raises(YamlProblem, match=r"plain decimal digits \(such as 500\), not '0x1F4'") as info:
        read_yaml("a: 1\nb: !!int 0x1F4\n")
    assert info.value.line == 2


def test_the_readme_says_how_numbers_and_true_false_are_written() -> None:
    readme = (Path(__file__).resolve().parents[2] / "variants" / "README.md").read_text(encoding="utf-8")
    assert "plain decimal" in readme and "`8:20`" in readme and "`yes`/`no`" in readme

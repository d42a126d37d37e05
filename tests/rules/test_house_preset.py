"""A preset of the player's own house rules, written by the House rules dialog (``rules.authoring``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.rules import load_all, load_preset_file
from spades_desktop.rules.authoring import (
    MARK,
    built_in_root,
    changed_rules,
    check_name,
    free_id,
    house_description,
    house_rules,
    made_from,
    made_here,
    preset_text,
    remove_user_preset,
    save_house_preset,
)
from spades_desktop.rules.card import key_rules_line
from spades_desktop.rules.presets import PresetError

HOUSE = {"target": 300, "bag_limit": 5, "bag_penalty": 50, "nil_value": 50}


def _save(folder: Path, preset_id: str, base_id: str, changes: dict[str, object]) -> object:
    catalog = load_all(folder)
    base = catalog[base_id]
    rules = house_rules(base.rules, changes)
    root = built_in_root(base, {p.id: p for p in catalog})
    root_rules = root.rules if root is not None else base.rules
    text = preset_text(preset_id, "Club rules", house_description(dict(base.name), rules),
                       root.id if root is not None else None, changed_rules(root_rules, rules))
    return save_house_preset(folder, text, preset_id), rules


@pytest.mark.parametrize("base_id", [p.id for p in load_all(None)])
def test_saved_house_rules_load_back_as_the_same_rules_from_every_preset(tmp_path: Path, base_id: str) -> None:
    base = load_all(None)[base_id]
    changes = {k: v for k, v in HOUSE.items() if not base.rules.hands_only or k != "target"}
    if not base.rules.nil:
        changes.pop("nil_value")
    if base.rules.auction:  # the auction has no bags: a bag rule is refused (author QA 4)
        changes.pop("bag_limit"), changes.pop("bag_penalty")
    saved, rules = _save(tmp_path, "club", base_id, changes)
    assert load_preset_file(tmp_path / "club.yaml", tmp_path).rules == rules == saved.rules  # type: ignore[attr-defined]
    assert load_all(tmp_path)["club"].rules == rules, "the New game list reads it as saved"


def test_the_file_says_what_changed_and_names_the_built_in_preset_it_starts_from(tmp_path: Path) -> None:
    _save(tmp_path, "club", "short-250", {"target": 300})
    text = (tmp_path / "club.yaml").read_text(encoding="utf-8")
    assert text.startswith(MARK + "\n")
    assert "extends: short-250" in text
    assert "target: 300" in text and "bag_limit" not in text, "only what differs from short-250"
    assert "Short game to 250" in text and "Короткая игра до 250" in text, "the description in both languages"
    # A preset made from the player's own preset starts from that one's built-in preset, so deleting the first
    # does not break the second; the first one's changes are carried over.
    _save(tmp_path, "club-2", "club", {"nil_value": 60})
    second = (tmp_path / "club-2.yaml").read_text(encoding="utf-8")
    assert "extends: short-250" in second and "target: 300" in second and "nil_value: 60" in second
    (tmp_path / "club.yaml").unlink()
    assert load_all(tmp_path)["club-2"].rules.nil_value == 60


def test_rules_that_do_not_fit_are_refused_with_what_is_wrong() -> None:
    whiz = load_all(None)["whiz"].rules
    with pytest.raises(PresetError, match="board cannot be combined with whiz"):
        house_rules(whiz, {"board": 4})
    standard = load_all(None)["standard"].rules
    with pytest.raises(PresetError, match=r"blind_nil.*no effect unless nil is true"):
        house_rules(standard, {"nil": False, "blind_nil": True, "blind_nil_value": 300})
    with pytest.raises(ValueError, match="from 0 to 26"):
        house_rules(standard, {"min_bid": 40})


def test_an_id_is_spelled_from_the_name() -> None:
    assert free_id("Наши правила!", ()) == "nashi-pravila"
    assert free_id("Café  Ñoño's rules", ()) == "cafe-nono-s-rules"
    assert free_id("Our house rules", {"our-house-rules", "our-house-rules-2"}) == "our-house-rules-3"
    assert free_id("♠♠♠", ()) == "my-rules"
    assert len(free_id("x" * 200, ())) <= 40


def test_a_name_must_be_new_and_not_empty() -> None:
    assert check_name("  ", ["Standard"]) == "empty"
    assert check_name("standard", ["Standard"]) == "taken"
    assert check_name("x" * 81, []) == "long"
    assert check_name("  Club   rules ", ["Standard"]) == ""


def test_saving_never_replaces_a_file_unless_the_preset_is_being_edited(tmp_path: Path) -> None:
    _save(tmp_path, "club", "standard", {"target": 300})
    before = (tmp_path / "club.yaml").read_bytes()
    with pytest.raises(PresetError, match="already exists"):
        _save(tmp_path, "club", "standard", {"target": 400})
    assert (tmp_path / "club.yaml").read_bytes() == before
    text = before.decode().replace("target: 300", "target: 400")
    edited = save_house_preset(tmp_path, text, "club", replacing=tmp_path / "club.yaml")
    assert edited.rules.target == 400 and sorted(p.name for p in tmp_path.iterdir()) == ["club.yaml"]


def test_a_text_the_loader_refuses_writes_nothing(tmp_path: Path) -> None:
    text = preset_text("club", "Club", {}, "standard", {"target": "many"})
    with pytest.raises(PresetError, match="target"):
        save_house_preset(tmp_path, text, "club")
    assert not (tmp_path / "club.yaml").exists()


def test_only_a_preset_this_dialog_wrote_is_edited_in_place(tmp_path: Path) -> None:
    saved, _rules = _save(tmp_path, "club", "standard", {"target": 300})
    assert made_here(saved)  # type: ignore[arg-type]
    (tmp_path / "mine.yaml").write_text("# my own notes\nid: mine\nname: Mine\nrules: {target: 250}\n",
                                        encoding="utf-8")
    assert not made_here(load_all(tmp_path)["mine"])
    assert not made_here(load_all(None)["standard"])


def test_a_removed_preset_keeps_its_file_under_another_name(tmp_path: Path) -> None:
    saved, _rules = _save(tmp_path, "club", "standard", {"target": 300})
    kept = remove_user_preset(saved, {p.id: p for p in load_all(tmp_path)})  # type: ignore[arg-type]
    assert kept.name == "club.yaml.removed" and "club" not in load_all(tmp_path).ids()
    again, _rules = _save(tmp_path, "club", "standard", {"target": 350})
    assert remove_user_preset(again, {}).name == "club.yaml.removed-2"  # type: ignore[arg-type]
    with pytest.raises(PresetError, match="only your own"):
        remove_user_preset(load_all(None)["standard"], {})


@pytest.mark.parametrize("name", [
    {"en": "Standard partnership Spades", "ru": "Классические парные пики"},
    {"en": "Club: porch rules", "ru": "Клуб «Веранда»: осень"},
    {"en": "Club: porch: rules: 2", "ru": "«Клуб»: «Веранда»: осень"},
])
def test_the_name_a_preset_was_made_from_reads_back_whole_even_with_a_colon(name: dict[str, str]) -> None:
    # QA: a preset named "Club: porch rules", made into house rules and edited again, read back as "Club" (the
    # description said "made from Club: 400 points…"); a Russian name with «»: lost its end too.
    for preset in load_all(None):
        assert made_from(house_description(name, preset.rules)) == name, preset.id


def test_the_key_rules_never_hold_the_colon_that_ends_the_name() -> None:
    # made_from reads the name up to the last ": " (the last "»: " in Russian): the key rules after it have none.
    for preset in load_all(None):
        for lang in ("en", "ru"):
            assert ": " not in key_rules_line(preset.rules, lang), (preset.id, lang)


def test_a_file_saved_before_reads_back_the_whole_name(tmp_path: Path) -> None:
    # A file an earlier version wrote from a name with ": " already says the whole name; it reads back whole.
    text = (MARK + "\nid: porch-2\nname: Porch two\ndescription:\n"
            "  en: 'Our house rules, made from Club: porch rules: 350 points · nil ±100 · 10 bags −100.'\n"
            "  ru: 'Свои правила на основе «Клуб «Веранда»: осень»: 350 очков · нил ±100 · 10 мешков −100.'\n"
            "extends: standard\nrules:\n  target: 350\n")
    (tmp_path / "porch-2.yaml").write_text(text, encoding="utf-8")
    preset = load_preset_file(tmp_path / "porch-2.yaml", tmp_path)
    assert made_from(preset.description) == {"en": "Club: porch rules", "ru": "Клуб «Веранда»: осень"}
    assert made_from({"en": "Written by hand: our rules."}) is None

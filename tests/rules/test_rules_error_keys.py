"""A refused rule set names the rules that do not fit together as data (``RulesError.keys``), beside its message
for preset authors: the House rules dialog names them in its own words instead of showing "blind_nil_redraw"."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

import pytest

from spades_desktop.engine import RulesError, RuleSet
from spades_desktop.rules import KEYS, PresetError, load_all
from spades_desktop.rules.authoring import house_rules

FIELDS = {f.name for f in fields(RuleSet)}


def other_values(rules: RuleSet, key: str) -> list[Any]:
    """A few values of ``key`` other than ``rules``' own: each choice, the switch turned, numbers around it."""
    spec, now = KEYS[key], getattr(rules, key)
    if spec.kind == "bool":
        return [not now]
    if spec.choices:
        return [c for c in spec.choices if c != now]
    if spec.kind in ("int", "score_or_off") and isinstance(now, int):
        return [v for v in (now - 1, now + 1, spec.low, spec.high, 0) if v != now]
    return []


def test_redraw_without_blind_nil_names_the_redraw_and_the_switch_that_is_off() -> None:
    two = load_all().get("two-player")
    assert two is not None
    for off in ("nil", "blind_nil"):
        with pytest.raises(RulesError) as caught:
            replace(two.rules, **{off: False}).validate()
        assert str(caught.value) == "blind_nil_redraw needs blind nil (blind_nil: true)", "the authors' message stays"
        assert caught.value.keys == ("blind_nil_redraw", off)


def test_the_house_rules_check_passes_the_keys_on() -> None:
    suicide = load_all().get("suicide")
    assert suicide is not None
    with pytest.raises(PresetError) as caught:
        house_rules(suicide.rules, {"nil": False})
    assert caught.value.keys == ("bidding_system", "nil")
    with pytest.raises(PresetError) as unused:  # a rule whose switch is off: the rule and its switch
        house_rules(RuleSet(), {"nil": False, "nil_value": 50})
    assert set(unused.value.keys) == {"nil_value", "nil"}


def test_every_refusal_of_a_changed_preset_names_its_rules_and_the_rule_changed() -> None:
    refused, unnamed = 0, set()
    for preset in load_all().presets:
        for key in sorted(FIELDS):
            for value in other_values(preset.rules, key):
                try:
                    replace(preset.rules, **{key: value}).validate()
                except RulesError as exc:
                    refused += 1
                    assert set(exc.keys) <= FIELDS, (preset.id, key, value, exc.keys)
                    if key not in exc.keys:
                        unnamed.add((preset.id, key, value, str(exc), exc.keys))
    assert refused > 100
    assert not unnamed, sorted(unnamed, key=str)[:5]

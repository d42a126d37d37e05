"""Fuzz the preset loader: random and mutated YAML give a whole preset or one PresetError, nothing else."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spades_desktop.engine import RuleSet
from spades_desktop.rules import KEYS, Preset, PresetError, built_in_dir, load_all, load_preset_file

FOLDER = Path(tempfile.mkdtemp(prefix="spades-preset-fuzz-"))
atexit.register(shutil.rmtree, FOLDER, ignore_errors=True)
SEEDS = [p.read_text(encoding="utf-8") for p in sorted(built_in_dir().glob("*.yaml"))]
EXAMPLES = int(os.environ.get("SPADES_FUZZ_EXAMPLES", "150"))  # raise it for a long local run
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.integers(), st.floats(allow_nan=True),
    st.text(max_size=12), st.sampled_from(["off", "on", "yes", "2C", "BJ", "dealer", "pass", "lose_all", "null"]),
)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6),
                                                                                          inner, max_size=3),
                      max_leaves=8)
rule_maps = st.dictionaries(st.sampled_from([*KEYS, "extends", "nil_vale", "Target"]), values, max_size=6)
documents = st.fixed_dictionaries(
    {"id": st.one_of(st.just("fuzz"), st.text(max_size=8), values)},
    optional={
        "name": st.one_of(st.just({"en": "Fuzz"}), values),
        "description": values,
        "extends": st.one_of(st.sampled_from(["standard", "book", "two-player", "fuzz", "nope"]), values),
        "rules": st.one_of(rule_maps, values),
        "other": values,
    },
)


def load(text: str | bytes) -> Preset | None:
    """Load ``text`` as a preset file: a checked Preset, or None after a PresetError."""
    path = FOLDER / "fuzz.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    try:
        preset = load_preset_file(path)
    except PresetError as exc:
        assert str(exc).startswith(str(path)), str(exc)
        return None
    check_whole(preset, text)
    return preset


def check_whole(preset: Preset, text: str | bytes) -> None:
    """A loaded preset is never partly applied: every rule of the file is in the validated rule set."""
    assert isinstance(preset.rules, RuleSet)
    preset.rules.validate()
    assert RuleSet.from_dict(preset.rules.to_dict()) == preset.rules
    for key, value in preset.overrides.items():
        assert getattr(preset.rules, key) == value
    data = yaml.safe_load(text)
    written = data.get("rules") or {}
    assert set(written) == set(preset.overrides)


@FUZZ
@given(st.text(max_size=300))
def test_random_text(text: str) -> None:
    load(text)


@FUZZ
@given(st.binary(max_size=200))
def test_random_bytes(data: bytes) -> None:
    load(data)


@FUZZ
@given(documents)
def test_random_documents(document: dict[str, Any]) -> None:
    try:
        text = yaml.safe_dump(document, allow_unicode=True)
    except yaml.YAMLError:
        return
    load(text)


@FUZZ
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_presets(seed: str, data: st.DataObject) -> None:
    text = seed
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["delete", "insert", "replace_value", "duplicate_line", "truncate"]))
        lines = text.splitlines(keepends=True) or [""]
        if kind == "delete" and text:
            start = data.draw(st.integers(0, len(text) - 1))
            text = text[:start] + text[start + data.draw(st.integers(1, 8)):]
        elif kind == "insert":
            at = data.draw(st.integers(0, len(text)))
            text = text[:at] + data.draw(st.sampled_from([":", "-", " ", "\n", "{", "[", "&a", "*a", "!!", "'", "#",
                                                          "\t", "null", "99999", "BJ", "x: y\n"])) + text[at:]
        elif kind == "replace_value":
            index = data.draw(st.integers(0, len(lines) - 1))
            if ":" in lines[index]:
                head = lines[index].split(":", 1)[0]
                value = data.draw(scalars)
                lines[index] = f"{head}: {yaml.safe_dump(value, default_flow_style=True).splitlines()[0]}\n"
            text = "".join(lines)
        elif kind == "duplicate_line":
            index = data.draw(st.integers(0, len(lines) - 1))
            lines.insert(index, lines[index])
            text = "".join(lines)
        else:
            text = text[: data.draw(st.integers(0, len(text)))]
    load(text.replace("id: ", "id: x", 1) if data.draw(st.booleans()) else text)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SEEDS), st.data())
def test_a_fuzzed_user_preset_never_stops_the_others(seed: str, data: st.DataObject) -> None:
    user = FOLDER / "user"
    user.mkdir(exist_ok=True)
    at = data.draw(st.integers(0, len(seed)))
    text = seed.replace("id: ", "id: u-", 1)
    text = text[:at] + data.draw(st.sampled_from(["", ":", "[", "\n  - x", "rules: 5\n", "@"])) + text[at:]
    (user / "fuzzed.yaml").write_text(text, encoding="utf-8")
    catalog = load_all(user)
    assert set(load_all().ids()) <= set(catalog.ids())
    assert len(catalog.ids()) + len(catalog.broken) == len(load_all().ids()) + 1

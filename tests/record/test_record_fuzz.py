"""Fuzz of the record loader and replay: bad input only ever raises RecordError.

Random bytes, random JSON, and valid records with keys deleted, values
changed, values (cards, seats, numbers) swapped, list items repeated and the
text truncated: each either replays or raises ``RecordError`` — never any
other exception.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from spades_desktop.engine import RuleSet
from spades_desktop.record import GameRecord, RecordError, load_record, replay

from .record_samples import random_game, record_of

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BASES: list[dict[str, Any]] = [
    json.loads(record_of(random_game(rules, seed, max_actions=stop)).to_json())
    for rules, seed, stop in [
        (RuleSet(), 1, None),
        (RuleSet(nil_exchange="pass"), 4, 400),
        (RuleSet(players=3, partnerships=False, removed_cards=("2C",)), 2, 200),
        (RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=2), 3, 120),
        (RuleSet(high_trumps=("BJ", "LJ"), removed_cards=("2C", "2D")), 5, 90),
    ]
]

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["AS", "2C", "10D", "BJ", "ZZ", "nil", "blind nil", "look", "4", "14", "pass 2C 3D",
                     "swap", "keep", "human", "bot", "spades-desktop-record", ""]),
)
JSON = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def attempt(text: str) -> None:
    """Load and replay ``text``; only ``RecordError`` may escape."""
    try:
        record = GameRecord.from_json(text, source="fuzz.json")
        event("loaded")
        replay(record)
        event("replayed")
    except RecordError as exc:
        message = str(exc)
        assert message.startswith("fuzz.json: ") and "\n" not in message


def paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON value, the value itself first."""
    out = [at]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += paths(item, (*at, index))
    return out


def get(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


# Weighted toward changes that keep the JSON's shape, so that many reach the replay checks.
OPS = ("delete", "replace", "swap", "nudge", "nudge", "repeat", "swap cards", "swap cards", "swap cards")
MUTATION = st.tuples(st.sampled_from(OPS), st.integers(0, 10**6), st.integers(0, 10**6), JSON)


def mutate(data: dict[str, Any], op: str, a: int, b: int, new: Any) -> None:
    # hypothesis favours small numbers: spread them over the whole record
    a, b = (a + 1) * 2654435761 % 2**32, (b + 1) * 40503 % 2**32
    every = paths(data)[1:]
    if not every:
        return
    path = every[a % len(every)]
    parent, key = get(data, path[:-1]), path[-1]
    if op == "delete":
        del parent[key]
    elif op == "replace":
        parent[key] = new
    elif op == "swap":
        other = every[b % len(every)]
        if other[: len(path)] != path and path[: len(other)] != other:  # neither inside the other
            o_parent, o_key = get(data, other[:-1]), other[-1]
            parent[key], o_parent[o_key] = o_parent[o_key], parent[key]
    elif op == "nudge":  # change a number (a seat, a score, a seed ...) a little
        numbers = [p for p in every if type(get(data, p)) is int]
        if numbers:
            at = numbers[a % len(numbers)]
            get(data, at[:-1])[at[-1]] += (b % 7) - 3 or 1
    elif op == "repeat":
        if isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
    else:  # swap two card texts anywhere (deals, plays, rules)
        cards = [p for p in every if isinstance(get(data, p), str) and 2 <= len(get(data, p)) <= 3]
        if len(cards) >= 2:
            x, y = cards[a % len(cards)], cards[b % len(cards)]
            px, py = get(data, x[:-1]), get(data, y[:-1])
            px[x[-1]], py[y[-1]] = py[y[-1]], px[x[-1]]


@FUZZ
@given(base=st.sampled_from(range(len(BASES))), mutations=st.lists(MUTATION, min_size=1, max_size=3),
       truncate=st.sampled_from([False, False, False, True]), cut=st.floats(0, 1))
def test_mutated_records_only_raise_record_error(
    base: int, mutations: list[tuple[str, int, int, Any]], truncate: bool, cut: float
) -> None:
    data = copy.deepcopy(BASES[base])
    for op, a, b, new in mutations:
        mutate(data, op, a, b, new)
    text = json.dumps(data, indent=1)
    if truncate:
        text = text[: int(len(text) * cut)]
    attempt(text)


@FUZZ
@given(value=JSON)
def test_random_json_only_raises_record_error(value: Any) -> None:
    attempt(json.dumps(value))


@FUZZ
@given(
    fields=st.fixed_dictionaries(
        {"format": st.just("spades-desktop-record"), "version": st.just(1) | JSON},
        optional={key: JSON for key in BASES[0] if key not in ("format", "version")},
    )
)
def test_random_records_of_the_right_format_only_raise_record_error(fields: dict[str, Any]) -> None:
    attempt(json.dumps(fields))


@FUZZ
@given(value=st.text(max_size=200))
def test_random_text_only_raises_record_error(value: str) -> None:
    attempt(value)


@pytest.fixture(scope="module")
def fuzz_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@FUZZ
@given(data=st.binary(max_size=300) | st.builds(lambda t, n: t.encode()[:n], st.just(json.dumps(BASES[0])),
                                                st.integers(0, 5000)))
def test_random_bytes_in_a_file_only_raise_record_error(fuzz_dir: Path, data: bytes) -> None:
    path = fuzz_dir / "game.json"
    path.write_bytes(data)
    try:
        replay(load_record(path))
    except RecordError as exc:
        assert str(exc).startswith(f"{path}: ")

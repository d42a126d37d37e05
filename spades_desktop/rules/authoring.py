"""A preset of the player's own house rules, written for them: what changed, as a preset file, under a free id.

The House rules dialog edits a copy of a preset's ``RuleSet``; this module
turns the result into a preset file that the loader reads back to the same
rules. The file names a built-in preset in ``extends:`` and lists only the
rules that differ from it, as a preset author would write it, so the player
can read and share it. Saving checks the text with the real loader first and
never replaces a file unless asked to (editing one's own preset). Removing a
preset renames its file so that the loader skips it; nothing is deleted.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Collection, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

import yaml

from ..engine.errors import RulesError, because, reason_of
from ..engine.ruleset import RuleSet
from ..fileio import write_atomic
from .card import key_rules_line
from .keys import KEYS, ValueProblem
from .presets import (
    ID_PATTERN,
    MAX_FILE_BYTES,
    MAX_ID,
    MAX_NAME,
    SOURCE_BUILT_IN,
    SOURCE_USER,
    Preset,
    PresetError,
    load_preset_file,
    needs_refusal,
    without_unused,
)

# Russian letters as the ids of presets spell them (a name "Наши правила" gives the id nashi-pravila).
_CYRILLIC: Final = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ("a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u",
     "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"),
    strict=True,
))
FALLBACK_ID: Final = "my-rules"
MARK: Final = "# Made with Spades Desktop's House rules dialog; the keys are described in variants/README.md."


def built_in_root(preset: Preset, catalog: Mapping[str, Preset]) -> Preset | None:
    """The built-in preset that ``preset``'s chain of ``extends:`` starts from (None: the standard defaults).

    A new preset names this one, not the player's own preset it was made from, so that it keeps working when
    that one is changed or deleted.
    """
    seen: set[str] = set()
    current: Preset | None = preset
    while current is not None and current.source != SOURCE_BUILT_IN and current.id not in seen:
        seen.add(current.id)
        current = catalog.get(current.extends) if current.extends else None
    return current if current is not None and current.source == SOURCE_BUILT_IN else None


def changed_rules(base: RuleSet, edited: RuleSet) -> dict[str, Any]:
    """The rules of ``edited`` that differ from ``base``, as a preset writes them, in the order of the keys."""
    changes: dict[str, Any] = {}
    for key in KEYS:
        value = getattr(edited, key)
        if value != getattr(base, key):
            changes[key] = list(value) if isinstance(value, tuple) else value
    return changes


def house_rules(base: RuleSet, changes: Mapping[str, Any], *, root: RuleSet | None = None) -> RuleSet:
    """``base`` with ``changes``, checked as the loader checks a preset; ``PresetError`` says what does not fit.

    The loader refuses a file that sets a rule whose switch is off, so the rules the file will set are checked
    for that: ``changes``, or, given ``root`` (the rules of the built-in preset the file extends), what differs
    from them. Given ``root``, a rule whose switch is off takes ``root``'s value first: it has no effect, and
    the file leaves it out instead of being refused.
    """
    for key, value in changes.items():
        if key not in KEYS:
            raise PresetError(because("{key} is not a rule", key=repr(key)))
        try:
            KEYS[key].check(value)
        except ValueProblem as exc:
            raise PresetError(because("rule {key} {problem}", key=repr(key), problem=reason_of(exc))) from None
    try:
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in changes.items()}
        rules = replace(base, **values)
        if root is not None:  # the dialog's greyed rules: left out of the file rather than refused by the loader
            rules = without_unused(rules, root)
        rules.validate()
    except RulesError as exc:
        raise PresetError(exc) from None
    except (ValueError, TypeError) as exc:
        raise PresetError(because("the rules cannot be used ({problem})", problem=reason_of(exc))) from None
    refusal = needs_refusal(rules, changes if root is None else changed_rules(root, rules))
    if refusal is not None:
        raise refusal
    return rules


def free_id(name: str, taken: Collection[str]) -> str:
    """An id spelled from ``name`` (lower-case letters, digits, hyphens) that no preset in ``taken`` uses."""
    letters: list[str] = []
    for char in name.lower():
        if char in _CYRILLIC:
            letters.append(_CYRILLIC[char])
            continue
        plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
        letters.append(plain if plain.isalnum() else "-")
    words = [w for w in "".join(letters).split("-") if w]
    stem = "-".join(words)[: MAX_ID - 4].strip("-") or FALLBACK_ID
    candidate, number = stem, 2
    while candidate in taken:
        candidate = f"{stem}-{number}"
        number += 1
    return candidate


def house_description(base_name: Mapping[str, str], rules: RuleSet) -> dict[str, str]:
    """The description a saved preset gets, in both languages: what it was made from and its key numbers."""
    en = base_name.get("en", "")
    ru = base_name.get("ru") or en
    return {
        "en": f"Our house rules, made from {en}: {key_rules_line(rules, 'en')}.",
        "ru": f"Свои правила на основе «{ru}»: {key_rules_line(rules, 'ru')}.",
    }


def made_from(description: Mapping[str, str]) -> dict[str, str] | None:
    """The preset names a ``house_description`` says it was made from, or None when it does not say (a file
    written by hand).

    A name may hold ": " itself ("Club: porch rules", «Клуб «Веранда»: осень»), and the key rules that follow
    it never do, so the name runs to the last ": " (to the last "»: " in Russian), not to the first.
    """
    en = re.match(r"Our house rules, made from (.+): ", description.get("en", ""))
    if en is None:
        return None
    ru = re.match(r"Свои правила на основе «(.+)»: ", description.get("ru", ""))
    return {"en": en[1], "ru": ru[1] if ru is not None else en[1]}


def preset_text(preset_id: str, name: str, description: Mapping[str, str], extends: str | None,
                changes: Mapping[str, Any]) -> str:
    """The preset file's text (YAML), in the order a preset author writes it."""
    document: dict[str, Any] = {"id": preset_id, "name": " ".join(name.split())}
    if description:
        document["description"] = dict(description)
    if extends is not None:
        document["extends"] = extends
    document["rules"] = dict(changes)
    return MARK + "\n" + yaml.safe_dump(document, allow_unicode=True, sort_keys=False, width=100)


def made_here(preset: Preset) -> bool:
    """Whether ``preset``'s file was written by ``preset_text`` (then the dialog may write it again)."""
    if preset.path is None:
        return False
    try:
        with open(preset.path, encoding="utf-8-sig") as file:
            return file.readline().rstrip("\r\n") == MARK
    except (OSError, UnicodeDecodeError):
        return False


def has_comments(preset: Preset) -> bool:
    """Whether ``preset``'s file holds YAML comments (``#``) besides ``MARK``, which a file written by
    ``preset_text`` from its rules would not carry over (the House rules dialog says so)."""
    if preset.path is None:
        return False
    try:
        with open(preset.path, encoding="utf-8-sig") as file:
            text = file.read(MAX_FILE_BYTES)
    except (OSError, UnicodeDecodeError):
        return False
    return any((line.lstrip().startswith("#") or " #" in line) and line.rstrip() != MARK
               for line in text.splitlines())


def check_name(name: str, others: Collection[str]) -> str:
    """Why ``name`` cannot name a new preset ("" when it can): empty, too long, or another preset's name."""
    clean = " ".join(name.split())
    if not clean:
        return "empty"
    if len(clean) > MAX_NAME:
        return "long"
    if clean.casefold() in {o.casefold() for o in others}:
        return "taken"
    return ""


def save_house_preset(user_dir: Path | str, text: str, preset_id: str, *, replacing: Path | None = None) -> Preset:
    """Check ``text`` with the loader and write it to ``user_dir`` as ``ID.yaml`` (or over ``replacing``).

    Nothing is written when the text does not load (``PresetError`` with the loader's message) or when a new
    preset's file already exists; a replaced file is replaced whole or not at all.
    """
    folder = Path(user_dir)
    target = replacing if replacing is not None else folder / f"{preset_id}.yaml"
    if not ID_PATTERN.fullmatch(preset_id):
        raise PresetError(because("{id} cannot be a preset's id", id=repr(preset_id)))
    try:
        with tempfile.TemporaryDirectory(prefix="spades-preset-") as scratch:
            trial = Path(scratch) / f"{preset_id}.yaml"
            trial.write_text(text, encoding="utf-8")
            load_preset_file(trial, folder)  # the loader's own verdict
    except PresetError as exc:
        raise PresetError(exc.reason) from None  # its message without the trial file's name
    except OSError as exc:
        raise PresetError(because("the preset cannot be checked ({why})", why=exc.strerror or str(exc))) from None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if replacing is None and os.path.lexists(target):
            raise PresetError(because("{target} already exists; choose another name", target=str(target)))
        write_atomic(target, text.encode("utf-8"))
    except OSError as exc:
        raise PresetError(because("the preset cannot be saved in {folder} ({why})", folder=str(folder),
                                  why=exc.strerror or str(exc))) from None
    saved = load_preset_file(target, folder)
    if saved.source != SOURCE_USER:
        raise PresetError(because("{target} is not in the presets folder {folder}", target=str(target),
                                  folder=str(folder)))
    return saved


class PresetInUse(PresetError):
    """A preset that other presets extend (``users``): removing it would break them."""

    def __init__(self, preset: Preset, users: tuple[Preset, ...]) -> None:
        super().__init__(because("{users} extends {id}; remove or change that first",
                                 users=", ".join(p.id for p in users), id=repr(preset.id)))
        self.users = users


def remove_user_preset(preset: Preset, catalog: Mapping[str, Preset]) -> Path:
    """Take the player's ``preset`` out of the list by renaming its file ``NAME.yaml.removed`` (the loader reads
    only ``.yaml`` and ``.yml``); the new path. Nothing is deleted: renaming the file back brings it back.

    ``PresetError`` for a built-in preset, and for one that another preset extends (that one would break).
    """
    if preset.source != SOURCE_USER or preset.path is None:
        raise PresetError(because("{id} is not one of your presets; only your own can be removed",
                                  id=repr(preset.id)))
    users = tuple(sorted((p for p in catalog.values() if p.extends == preset.id and p.id != preset.id),
                         key=lambda p: p.id))
    if users:
        raise PresetInUse(preset, users)
    target = preset.path.with_name(preset.path.name + ".removed")
    number = 2
    while os.path.lexists(target):
        target = preset.path.with_name(f"{preset.path.name}.removed-{number}")
        number += 1
    try:
        os.rename(preset.path, target)
    except OSError as exc:
        raise PresetError(because("{path} cannot be renamed ({why})", path=str(preset.path),
                                  why=exc.strerror or str(exc))) from None
    return target

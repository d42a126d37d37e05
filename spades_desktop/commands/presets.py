"""``presets``: list the rule presets, or check one preset file (``--check FILE``)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..rules import KEYS, Preset, PresetError, key_rules_line, load_all, load_preset_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", metavar="FILE", help="validate a preset file and print the rules it gives")
    parser.add_argument("--lang", choices=("en", "ru"), default="en",
                        help="language of the names and of --check's error (default: en)")


def run(args: argparse.Namespace) -> int:
    from ..paths import user_presets_dir

    user_dir = user_presets_dir()
    if args.check:
        try:
            preset = load_preset_file(args.check, user_dir)
        except PresetError as exc:
            print(f"error: {_said(exc, args.lang)}", file=sys.stderr)
            return 2
        print(describe(preset, args.lang), end="")
        return 0
    catalog = load_all(user_dir)
    rows = [("ID", "NAME", "SOURCE")]
    rows += [(p.id, p.name_in(args.lang), p.source) for p in catalog.presets]
    widths = [max(len(r[i]) for r in rows) for i in range(2)]
    for preset_id, name, source in rows:
        print(f"{preset_id:<{widths[0]}}  {name:<{widths[1]}}  {source}")
    print(f"\nuser presets folder: {user_dir}")
    if catalog.broken:
        print(f"\n{len(catalog.broken)} broken preset file(s), not loaded:")
        for _path, message in catalog.broken:
            print(f"  {message}")
    return 0


def _said(error: PresetError, lang: str) -> str:
    """The error in ``lang``, as the windows say it («…, строка 4: правило 'players': …»): the QA's ``--check
    --lang ru`` printed it in English."""
    if lang == "en":
        return str(error)
    from .translation import install, uninstall

    try:
        if not install(lang):
            return str(error)
        from ..gui.texts import problem_text

        return problem_text(error)
    finally:
        uninstall()


def describe(preset: Preset, lang: str = "en") -> str:
    """The ``--check`` report: the preset's names and every resolved rule."""
    lines = [
        f"{preset.path}: OK",
        f"id: {preset.id}",
        f"name: {preset.name_in(lang)}",
        f"source: {preset.source}",
        f"extends: {preset.extends or '(nothing; starts from the standard rules)'}",
        f"summary: {key_rules_line(preset.rules, lang)}",
        "rules:",
    ]
    values = preset.rules.to_dict()
    width = max(len(k) for k in KEYS)
    for key in KEYS:
        note = "  # set in this file" if key in preset.overrides else ""
        lines.append(f"  {key + ':':<{width + 1}} {_yaml(values[key])}{note}")
    return "\n".join(lines) + "\n"


def _yaml(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(str(v) for v in value) + "]"
    return str(value)

"""``rules PRESET``: print the rules card of a preset (an id, or the path of a preset file)."""

from __future__ import annotations

import argparse
import sys

from ..rules import PresetError, key_rules_line, load_preset, rules_card


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("preset", help="a preset id (see the presets command) or a preset file")
    parser.add_argument("--lang", choices=("en", "ru"), default="en", help="language of the card (default: en)")


def run(args: argparse.Namespace) -> int:
    from ..paths import user_presets_dir

    try:
        preset = load_preset(args.preset, user_presets_dir())
    except PresetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(rules_card(preset, args.lang))
    print(key_rules_line(preset.rules, args.lang))
    return 0

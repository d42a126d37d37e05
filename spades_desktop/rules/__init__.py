"""Rule presets: YAML files turned into the engine's frozen ``RuleSet`` (pure Python, no Qt)."""

from .card import key_rules_line, rules_card
from .keys import KEYS, NOT_YET_SUPPORTED, KeySpec
from .presets import (
    SOURCE_BUILT_IN,
    SOURCE_USER,
    Preset,
    PresetCatalog,
    PresetError,
    built_in_dir,
    import_preset_file,
    intended_id,
    load_all,
    load_preset,
    load_preset_file,
    preset_order,
)

__all__ = [
    "KEYS",
    "NOT_YET_SUPPORTED",
    "SOURCE_BUILT_IN",
    "SOURCE_USER",
    "KeySpec",
    "Preset",
    "PresetCatalog",
    "PresetError",
    "built_in_dir",
    "import_preset_file",
    "intended_id",
    "key_rules_line",
    "load_all",
    "load_preset",
    "load_preset_file",
    "preset_order",
    "rules_card",
]

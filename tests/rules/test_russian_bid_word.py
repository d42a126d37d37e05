"""Russian calls a bid «заказ» everywhere (the window's 162 uses); the rules cards and three preset names said
«ставка» too."""

from __future__ import annotations

import re
from pathlib import Path

from spades_desktop.rules import load_all
from spades_desktop.rules.card import key_rules_line, rules_card

STAVKA = re.compile(r"\bставк|\bставок", re.IGNORECASE)  # not «вставка» (an insertion)


def test_no_rules_card_calls_a_bid_stavka() -> None:
    for preset in load_all():
        text = rules_card(preset, "ru") + key_rules_line(preset.rules, "ru") + preset.name_in("ru")
        assert not STAVKA.search(text), (preset.id, STAVKA.findall(text))
    assert "сумма двух заказов" in rules_card(next(p for p in load_all() if p.id == "standard"), "ru")


def test_the_window_translation_does_not_say_stavka() -> None:
    ru = Path(__file__).parents[2] / "assets" / "translations" / "ru.py"
    assert not STAVKA.search(ru.read_text(encoding="utf-8"))

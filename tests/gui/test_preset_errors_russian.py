"""What a Russian player reads when rules do not fit or a preset file is wrong: Russian sentences, in which only
the file's path, the rule keys and the values the file wrote stay as they are.

A QA run found the engine's and the preset loader's English inside the Russian windows: «Эти правила
несовместимы: The kitty cannot be combined with card_pass», «• …/broken.yaml, line 4: rule 'players' must be
one of 2, 3, 4, 6, not 7». In English every message is word for word what it was.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from spades_desktop.engine import RuleSet
from spades_desktop.gui import house_rules_dialog, texts
from spades_desktop.gui.house_rules_dialog import HouseRulesDialog
from spades_desktop.gui.presets import load_presets
from spades_desktop.rules import PresetError, load_preset_file

from .test_house_rules_dialog import field, in_house_rules, new_game

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]+")  # a preset id such as no-nines-no-blinds is one word
# English words of the messages that are no key, value or id of a preset file
ENGLISH = {"the", "is", "not", "must", "line", "rule", "cannot", "be", "of", "and", "or", "did", "you",
           "mean", "are", "written", "twice", "has", "no", "effect", "unless", "set", "remove", "key", "keys", "with",
           "combined", "fit", "other", "names", "preset", "presets", "this", "file", "list", "lists", "keep", "them",
           "one", "first", "on", "at", "its", "default", "it", "may", "stay", "mapping"}


def presets_dir() -> Path:
    folder = Path(os.environ["SPADES_DESKTOP_HOME"]) / "presets"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def english_words(text: str, *kept: str) -> list[str]:
    """The Latin words of ``text`` besides the path, the keys and the values in ``kept``."""
    for word in kept:
        text = text.replace(word, " ")
    return LATIN_WORD.findall(text)


def kitty_clash(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> str:
    """The House rules dialog's message when the rules it checks pass cards every hand beside a kitty.

    The dialog greys what a preset's rules forbid, so no field alone makes rules that clash; here its check is
    handed the card passing a House rules dialog of another version could set (QA saw «Эти правила не
    сочетаются: the kitty cannot be combined with …»): the message is the engine's own.
    """
    new = new_game(qtbot, "kitty-three")
    said: list[str] = []

    def act(dialog: HouseRulesDialog) -> None:
        real = house_rules_dialog.house_rules

        def with_card_pass(base: RuleSet, changes: Mapping[str, Any], *, root: RuleSet | None = None) -> RuleSet:
            return real(base, {**changes, "card_pass": 1}, root=root)

        monkeypatch.setattr(house_rules_dialog, "house_rules", with_card_pass)
        bag_limit = field(dialog, "bag_limit")
        assert isinstance(bag_limit, QSpinBox)
        bag_limit.setValue(bag_limit.value() + 1)
        said.append(dialog.message.text())
        assert not dialog.save_button.isEnabled()

    in_house_rules(qtbot, new, act)
    return said[0]


def broken_players_file() -> Path:
    path = presets_dir() / "broken.yaml"
    path.write_text("id: broken\nname: Broken\nrules:\n  players: 7\n", encoding="utf-8")
    return path


def grandma_file(folder: Path) -> Path:
    path = folder / "grandma.yaml"
    path.write_text("id: grandma\nname: Grandma's rules\nrules:\n  target: 300\n  nil_value: сто\n",
                    encoding="utf-8")
    return path


# ------------------------------------------------------------------ Russian
def test_the_house_rules_clash_is_said_in_russian(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                  russian: None) -> None:
    message = kitty_clash(qtbot, monkeypatch)
    assert message == "Эти правила несовместимы: Прикуп нельзя сочетать с card_pass.", message


def test_the_new_game_window_lists_a_broken_file_in_russian(qtbot: QtBot, russian: None) -> None:
    path = broken_players_file()
    new = new_game(qtbot)
    note = new.broken_note
    assert note is not None
    line = next(line for line in note.text().splitlines() if str(path) in line)
    assert line == f"• {path}, строка 4: правило 'players': ожидается одно из значений 2, 3, 4, 6, а не 7", line
    assert english_words(line, str(path), "'players'") == []


def test_opening_a_rules_file_with_a_word_for_a_number_says_why_in_russian(
    qtbot: QtBot, russian: None, tmp_path: Path
) -> None:
    path = grandma_file(tmp_path)
    new = new_game(qtbot)
    assert new.import_preset(path) is False
    said = new.preset_message.text()
    assert said == (f"Эти правила нельзя использовать: {path}, строка 5: правило 'nil_value': ожидается целое число "
                    "от 0 до 10000, записанное обычными десятичными цифрами, например 100; а не 'сто' (это не "
                    "число)."), said
    assert english_words(said, str(path), "'nil_value'") == []


def test_every_broken_preset_message_is_russian_apart_from_keys_and_values(qapp: object, russian: None) -> None:
    folder = presets_dir()
    files = {
        "kitty.yaml": "id: kitty\nname: K\nrules:\n  kitty: high_bidder\n  card_pass: 1\n",
        "typo.yaml": "id: typo\nname: T\ntargt: 300\n",
        "unused.yaml": "id: unused\nname: U\nrules:\n  nil: false\n  nil_value: 50\n",
        "twice.yaml": "id: twice\nname: A\nname: B\n",
        "list.yaml": "- 1\n- 2\n",
        "cards.yaml": "id: cards\nname: C\nrules:\n  removed_cards: [2C, 2C]\n",
        "parent.yaml": "id: parent\nname: P\nextends: standrd\n",
    }
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    _presets, broken = load_presets()
    for name in files:
        line = next(line for line in broken if str(folder / name) in line)
        rest = line.replace(str(folder / name), "")
        assert re.search("[а-яё]{4}", rest), line
        assert set(english_words(rest)) & ENGLISH == set(), line


# ------------------------------------------------------------------ English
def test_the_house_rules_clash_stays_english_in_english(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    message = kitty_clash(qtbot, monkeypatch)
    assert message == "These rules do not fit together: The kitty cannot be combined with card_pass.", message


def test_the_new_game_window_lists_a_broken_file_as_before_in_english(qtbot: QtBot) -> None:
    path = broken_players_file()
    new = new_game(qtbot)
    note = new.broken_note
    assert note is not None
    assert f"• {path}, line 4: rule 'players' must be one of 2, 3, 4, 6, not 7" in note.text().splitlines()


def test_opening_a_rules_file_with_a_word_for_a_number_says_why_in_english(qtbot: QtBot, tmp_path: Path) -> None:
    path = grandma_file(tmp_path)
    new = new_game(qtbot)
    assert new.import_preset(path) is False
    assert new.preset_message.text() == (
        f"This preset cannot be used: {path}, line 5: rule 'nil_value' must be a whole number from 0 to 10000, "
        "written in plain decimal digits such as 100; not 'сто' (not a number).")


def test_a_preset_error_keeps_its_english_text_and_translates_as_a_whole(qapp: object) -> None:
    path = grandma_file(presets_dir())
    try:
        load_preset_file(path)
    except PresetError as exc:
        error = exc
    else:
        raise AssertionError("the file does not load")
    assert str(error) == (f"{path}, line 5: rule 'nil_value' must be a whole number from 0 to 10000, written in "
                          "plain decimal digits such as 100; not 'сто' (not a number)")
    assert error.problem == str(error).removeprefix(f"{path}, line 5: ")
    assert texts.problem_text(error) == str(error), "without a translation: the English"
    assert texts.problem_text(ValueError("plain")) == "plain"

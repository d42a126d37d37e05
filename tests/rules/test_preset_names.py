"""A preset's name shows in the Rules lists: what a player's name may not hold, it may not hold either (an author's
QA: a name of zero-width spaces was a blank entry, a right-to-left override turned the list's text around, a BEL
went to the terminal, and "presets --check" said OK to all three)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.rules import PresetError, load_preset_file


@pytest.mark.parametrize("name, said", [
    ("\u200b\u200b", "name.en is made only of invisible characters: it would show as a blank entry"),
    ("Club \u202eselur", "name.en holds a text-direction control (U+202E), which turns the text around it "
                         "backwards in lists"),
    ("Club\\a", "name.en holds a control character (U+0007)"),  # YAML's escape: a raw BEL is no YAML
    ("   ", "name.en must not be blank"),
])
def test_a_preset_name_that_would_show_wrong_in_lists_is_refused(tmp_path: Path, name: str, said: str) -> None:
    path = tmp_path / "club.yaml"
    path.write_text(f'id: club\nname: "{name}"\nrules:\n  target: 300\n', encoding="utf-8")
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    assert str(info.value) == f"{path}, line 2: {said}"


def test_a_name_with_accents_and_other_scripts_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "club.yaml"
    path.write_text('id: club\nname: {en: "Café Spades — 黒", ru: "Пики «у Олега»"}\nrules:\n  target: 300\n',
                    encoding="utf-8")
    assert load_preset_file(path).name == {"en": "Café Spades — 黒", "ru": "Пики «у Олега»"}

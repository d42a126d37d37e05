"""Loading presets: strict checks with clear messages, ``extends``, user folders and broken files."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.engine import RuleSet, SpadesError
from spades_desktop.rules import (
    KEYS,
    Preset,
    PresetError,
    built_in_dir,
    import_preset_file,
    load_all,
    load_preset,
    load_preset_file,
)

HEADER = "id: mine\nname: {en: Mine, ru: Моё}\n"


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str, name: str = "mine.yaml") -> PresetError:
    path = write(tmp_path, name, text)
    with pytest.raises(PresetError) as info:
        load_preset_file(path)
    return info.value


# --------------------------------------------------------------------- good
def test_a_preset_file_gives_a_whole_rule_set(tmp_path: Path) -> None:
    path = write(tmp_path, "mine.yaml", HEADER + "extends: short-250\nrules:\n  target: 300\n  mercy: off\n")
    preset = load_preset_file(path)
    assert isinstance(preset, Preset)
    assert preset.id == "mine" and preset.name == {"en": "Mine", "ru": "Моё"}
    assert preset.rules.target == 300 and preset.rules.mercy is None
    assert preset.rules.bag_limit == 5 and preset.rules.bag_penalty == 50  # from short-250
    assert preset.extends == "short-250" and dict(preset.overrides) == {"target": 300, "mercy": None}
    assert preset.source == str(path) and preset.path == path


def test_every_key_accepts_its_default(tmp_path: Path) -> None:
    lines = []
    for key, spec in KEYS.items():
        value = spec.default
        if isinstance(value, list):
            text = "[" + ", ".join(value) + "]"
        elif value is None:
            text = "null"
        elif isinstance(value, bool):
            text = "true" if value else "false"
        else:
            text = str(value)
        lines.append(f"  {key}: {text}")
    path = write(tmp_path, "all.yaml", HEADER + "rules:\n" + "\n".join(lines) + "\n")
    assert load_preset_file(path).rules == RuleSet()


def test_cards_are_normalised(tmp_path: Path) -> None:
    path = write(tmp_path, "j.yaml", HEADER + "rules:\n  high_trumps: [bj, LJ]\n  removed_cards: '2c, 2♦'\n")
    rules = load_preset_file(path).rules
    assert rules.high_trumps == ("BJ", "LJ") and rules.removed_cards == ("2C", "2D")


def test_built_in_ids_match_their_file_names_and_have_both_languages() -> None:
    catalog = load_all()
    for preset in catalog.presets:
        assert preset.source == "built-in"
        assert preset.path is not None and preset.path.stem == preset.id
        assert set(preset.name) == {"en", "ru"} and set(preset.description) == {"en", "ru"}
    assert catalog.ids()[0] == "standard"


def test_load_preset_by_id_and_by_path(tmp_path: Path) -> None:
    assert load_preset("book").rules.nil_exchange == "book"
    assert load_preset(built_in_dir() / "whiz.yaml").id == "whiz"
    with pytest.raises(PresetError, match="did you mean 'standard'"):
        load_preset("standrd")


# ---------------------------------------------------------------- messages
@pytest.mark.parametrize(
    ("text", "line", "key", "words"),
    [
        (HEADER + "rules:\n  nil_vale: 50\n", 4, "nil_vale", "did you mean 'nil_value'"),
        (HEADER + "rules:\n  target: five hundred\n", 4, "target", "whole number from 1 to 100000"),
        (HEADER + "rules:\n  target: 0\n", 4, "target", "from 1 to 100000, not 0"),
        (HEADER + "rules:\n  target: 500.0\n", 4, "target", "whole number"),
        (HEADER + "rules:\n  moon: yes please\n", 4, "moon", "true or false"),
        (HEADER + "rules:\n  players: 5\n", 4, "players", "one of 2, 3, 4"),
        (HEADER + "rules:\n  bid_order: right\n", 4, "bid_order", "left_of_dealer, dealer"),
        (HEADER + "rules:\n  removed_cards: [2C, ZZ]\n", 4, "removed_cards", "'ZZ' is not a card"),
        (HEADER + "rules:\n  removed_cards: [BJ]\n", 4, "removed_cards", "jokers join the deck through high_trumps"),
        (HEADER + "rules:\n  high_trumps: [BJ, BJ]\n", 4, "high_trumps", "twice"),
        (HEADER + "rules:\n  mercy: 100\n", 4, "mercy", "or null"),
        (HEADER + "rules:\n  nil_pass_count: 4\n", 4, "nil_pass_count", "from 0 to 3"),
        (HEADER + "extends: standard\nrules:\n  target: 300\n  high_trumps: [BJ, LJ]\n", 6, "high_trumps",
         "cannot be dealt evenly"),
        (HEADER + "extends: whiz\nrules:\n  blind_bids: true\n", 5, "blind_bids",
         "blind bids and blind nil must be off"),
        (HEADER + "rules:\n  bidding_system: whiz\n", 4, "bidding_system", "must be off"),
        (HEADER + "rules:\n  players: 3\n", 4, "players", "partnerships need 4 or 6 players"),
        (HEADER + "rules:\n  players: 3\n  partnerships: false\n  board: 15\n", 4, "players", "cannot be dealt evenly"),
        (HEADER + "rules:\n  ten_for_two_hundred_exact: true\n", 4, "ten_for_two_hundred_exact", "no effect unless"),
        (HEADER + "rules:\n  nil: false\n  blind_nil: true\n", 5, "blind_nil", "no effect unless nil is true"),
        (HEADER + "rules:\n  min_bid: 14\n", 4, "min_bid", "between 0 and 13"),
        (HEADER + "rules:\n  blind_nil_redraw: 3\n", 4, "blind_nil_redraw", "two-player draw game"),
        # cutthroat has no partner for a nil bidder's tricks to count for
        (HEADER + "rules:\n  partnerships: false\n  nil_tricks_count: false\n", 5, "nil_tricks_count",
         "no effect unless partnerships is true"),
    ],
)
def test_bad_rules_name_the_file_line_key_and_what_is_allowed(
    tmp_path: Path, text: str, line: int, key: str, words: str
) -> None:
    exc = error_of(tmp_path, text)
    assert isinstance(exc, SpadesError) and isinstance(exc, ValueError)
    message = str(exc)
    assert message.startswith(f"{tmp_path / 'mine.yaml'}, line {line}: "), message
    assert f"'{key}'" in message and words in message, message
    assert exc.line == line and exc.key == key


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("id: mine\nname: x\nrules:\n  target: [500\n", 5, "not valid YAML"),
        ("id: mine\nname: x\n\trules: {}\n", 3, "not valid YAML"),
        ("- id: mine\n", 1, "this file is a list"),
        ("just text\n", 1, "this file is a text"),
        ("", 0, "this file is empty"),
        ("id: mine\nname: x\n---\nid: other\n", 3, "not valid YAML"),
        ("id: mine\nname: x\nname: y\n", 3, "written twice (first on line 2)"),
        ("id: mine\nname: x\nrule:\n  target: 5\n", 3, "did you mean 'rules'"),
        ("id: Mine!\nname: x\n", 1, "lower-case letters"),
        ("id: mine\n", 1, "'name' is missing"),
        ("id: mine\nname: {de: Meins}\n", 2, "not in 'de'"),
        ("id: mine\nname: {ru: Моё}\n", 2, "needs an English text"),
        ("id: mine\nname: x\nrules: [target]\n", 3, "'rules' must be a mapping"),
        ("id: mine\nname: x\ntarget: 300\n", 3, "'target' is a rule: put it under 'rules:'"),
        ("id: mine\nname: x\nextends: nowhere\n", 3, "'extends: nowhere' names no preset"),
        ("id: mine\nname: x\nextends: standrd\n", 3, "did you mean 'standard'"),
        ("id: mine\nname: x\nextends: mine\n", 3, "cycle (mine → mine)"),
        ("id: standard\nname: x\n", 1, "already used by the built-in preset"),
        ("id: mine\nname: x\nrules:\n  target: !!python/object:os.system echo\n", 4, "not valid YAML"),
        ("id: mine\nname: x\nrules:\n  when: !!timestamp 2001-02-30\n", 0, "cannot be read"),
        # rules with no effect, accepted silently (author QA)
        ("id: mine\nname: x\nrules:\n  nil: false\n  nil_trick_penalty: 10\n", 5,
         "rule 'nil_trick_penalty' has no effect unless nil is true"),
        ("id: mine\nname: x\nrules:\n  blind_nil: false\n  nil_exchange: pass\n  blind_nil_pass_count: 3\n", 6,
         "rule 'blind_nil_pass_count' has no effect unless blind_nil is true"),
        ("id: mine\nname: x\nrules:\n  blind_nil: false\n  nil_exchange: pass\n  nil_pass_count: 0\n", 4,
         "nil_exchange 'pass' passes no card"),
        # 54 cards split evenly for two: the draw's four parts are the limit (author QA)
        ("id: mine\nname: x\nextends: two-player\nrules:\n  high_trumps: [BJ, LJ]\n", 5,
         "the two-player draw needs a deck that divides by 4"),
        # a date is a text (no rule takes one): "not datetime.date(2020, 1, 1)" said Python's words (QA)
        ("id: mine\nname: x\nrules:\n  target: 2020-01-01\n", 4, "not '2020-01-01'"),
        ("id: mine\nname: {en: !!binary aGVsbG8=}\n", 2, "name.en must be a text, not a !!binary value"),
        # it said "Exceeds the limit (4300 digits) …; use sys.set_int_max_str_digits()", with no line (QA)
        ("id: mine\nname: x\nrules:\n  target: " + "9" * 4400 + "\n", 4, "a number of 4400 digits is far too big"),
    ],
)
def test_bad_files_give_one_clear_error(tmp_path: Path, text: str, line: int, words: str) -> None:
    exc = error_of(tmp_path, text)
    assert words in str(exc), str(exc)
    assert exc.line == line, str(exc)
    assert str(tmp_path / "mine.yaml") in str(exc)


def test_not_utf8_and_huge_files(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_bytes(b"id: mine\nname: \xff\xfe\n")
    with pytest.raises(PresetError, match="not UTF-8"):
        load_preset_file(path)
    path.write_text(HEADER + "description: " + "x" * 300_000 + "\n")
    with pytest.raises(PresetError, match="larger than"):
        load_preset_file(path)
    with pytest.raises(PresetError, match="cannot be read"):
        load_preset_file(tmp_path / "missing.yaml")


def test_alias_bombs_and_deep_nesting_are_refused_quickly(tmp_path: Path) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(20)
    )
    exc = error_of(tmp_path, HEADER + bomb)
    assert "is not a key" in str(exc)
    exc = error_of(tmp_path, HEADER + "rules:\n  target: " + "[" * 5000 + "]" * 5000 + "\n")
    assert "nested too deeply" in str(exc) or "whole number" in str(exc)


# ------------------------------------------------------------------- extends
def test_extends_chains_and_cycles_between_user_presets(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "a.yaml", "id: a\nname: A\nextends: b\nrules:\n  target: 300\n")
    write(user, "b.yaml", "id: b\nname: B\nextends: book\nrules:\n  moon: true\n")
    write(user, "c.yaml", "id: c\nname: C\nextends: d\n")
    write(user, "d.yaml", "id: d\nname: D\nextends: c\n")
    catalog = load_all(user)
    a = catalog["a"]
    assert a.rules.target == 300 and a.rules.moon and a.rules.nil_exchange == "book"
    broken = dict(catalog.broken)
    assert set(broken) == {user / "c.yaml", user / "d.yaml"}
    assert "cycle (c → d → c)" in broken[user / "c.yaml"]
    assert "cycle (d → c → d)" in broken[user / "d.yaml"]
    assert broken[user / "c.yaml"].startswith(f"{user / 'c.yaml'}, line 3: ")


def test_a_preset_extending_a_broken_one_says_so(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "base.yaml", "id: base\nname: Base\nrules:\n  target: -5\n")
    write(user, "child.yaml", "id: child\nname: Child\nextends: base\n")
    broken = dict(load_all(user).broken)
    assert "does not load" in broken[user / "child.yaml"] and "target" in broken[user / "child.yaml"]


def test_check_a_file_that_extends_a_user_preset(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "base.yaml", "id: base\nname: Base\nrules:\n  target: 350\n")
    path = write(tmp_path / "elsewhere", "x.yaml", "id: x\nname: X\nextends: base\n")
    assert load_preset_file(path, user).rules.target == 350
    with pytest.raises(PresetError, match="names no preset"):
        load_preset_file(path)


# ------------------------------------------------------------ user folders
def test_a_broken_user_preset_is_listed_and_everything_else_loads(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "good.yaml", "id: good\nname: Good\nextends: standard\nrules:\n  target: 300\n")
    write(user, "bad.yaml", "id: bad\nname: Bad\nrules:\n  traget: 300\n")
    write(user, "worse.yml", "id: worse\nname: [\n")
    write(user, "standard.yaml", "id: standard\nname: Mine\n")
    write(user, "notes.txt", "not a preset")
    built_in = load_all()
    catalog = load_all(user)
    assert catalog.ids() == (*built_in.ids(), "good")
    assert catalog["good"].source == "user"
    broken = dict(catalog.broken)
    assert set(broken) == {user / "bad.yaml", user / "worse.yml", user / "standard.yaml"}
    assert "did you mean 'target'" in broken[user / "bad.yaml"]
    assert "already used by the built-in preset" in broken[user / "standard.yaml"]
    assert catalog["standard"].source == "built-in"
    with pytest.raises(PresetError, match="traget"):
        load_preset("bad", user)


def test_duplicate_user_ids_keep_the_first_file(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    write(user, "a.yaml", "id: house\nname: A\n")
    write(user, "b.yaml", "id: house\nname: B\n")
    catalog = load_all(user)
    assert catalog["house"].name["en"] == "A"
    ((path, message),) = catalog.broken
    assert path == user / "b.yaml" and "id 'house' is already used" in message


def test_a_missing_user_folder_is_no_error(tmp_path: Path) -> None:
    catalog = load_all(tmp_path / "nothing-here")
    assert catalog.broken == () and catalog.ids() == load_all().ids()


def test_import_copies_a_good_preset_into_the_user_folder(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    source = write(tmp_path / "downloads", "friday.yaml", "id: friday\nname: Friday\nextends: board\n")
    preset = import_preset_file(source, user)
    assert preset.source == "user" and preset.path == user / "friday.yaml"
    assert (user / "friday.yaml").read_bytes() == source.read_bytes()
    assert load_all(user)["friday"].rules.board == 4
    with pytest.raises(PresetError, match="already used by the user preset"):
        import_preset_file(source, user)


def test_import_refuses_bad_files_and_taken_ids_without_writing(tmp_path: Path) -> None:
    user = tmp_path / "presets"
    bad = write(tmp_path, "bad.yaml", "id: bad\nname: Bad\nrules:\n  target: -1\n")
    with pytest.raises(PresetError, match="'target'"):
        import_preset_file(bad, user)
    taken = write(tmp_path, "taken.yaml", "id: book\nname: Mine\n")
    with pytest.raises(PresetError, match="already used by the built-in preset"):
        import_preset_file(taken, user)
    assert not user.exists() or not list(user.iterdir())
    write(user, "house.yaml", "not: a preset\n")  # a broken file with the name the import would use
    new = write(tmp_path, "house.yaml", "id: house\nname: House\n")
    with pytest.raises(PresetError, match="already exists"):
        import_preset_file(new, user)
    assert (user / "house.yaml").read_text() == "not: a preset\n"


def test_two_players_without_the_draw_may_bid_all_of_their_26_tricks(tmp_path: Path) -> None:
    """Two players dealt 26 cards each: max_bid stopped at 17, so 9 of the 26 tricks could never be bid."""
    path = tmp_path / "mine.yaml"
    path.write_text(HEADER + "rules:\n  players: 2\n  partnerships: false\n  max_bid: 26\n")
    rules = load_preset_file(path).rules
    assert rules.hand_size == 26 and rules.max_bid == 26


def test_a_mistyped_extends_is_not_pointed_at_a_broken_preset(tmp_path: Path) -> None:
    # An author's QA: "extends: impossibel" got "did you mean 'impossible'?" of a preset that does not load, and
    # "The presets are: …" listed the broken ones too.
    user = tmp_path / "presets"
    write(user, "impossible.yaml", "id: impossible\nname: Impossible\nrules:\n  board: 13\n  max_bid: 6\n")
    write(user, "impossibly.yaml", "id: impossibly\nname: Good\nrules:\n  target: 300\n")
    write(user, "typo.yaml", "id: typo\nname: Typo\nextends: impossibel\n")
    catalog = load_all(user)
    message = next(text for path, text in catalog.broken if path.name == "typo.yaml")
    assert "did you mean 'impossibly'?" in message, message
    listed = [name.strip() for name in message.split("The presets are: ", 1)[1].rstrip(".").split(",")]
    assert "impossibly" in listed and "standard" in listed and "impossible" not in listed, listed

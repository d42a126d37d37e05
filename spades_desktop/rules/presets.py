"""Rule presets: YAML files in ``variants/`` (built in) and the user's presets folder.

A preset file is a mapping::

    id: short-250
    name: {en: Short game (250), ru: Короткая игра (250)}
    description: {en: ..., ru: ...}
    extends: standard          # optional: start from another preset's rules
    rules:                     # RuleSet field names; see variants/README.md
      target: 250
      bag_limit: 5
      bag_penalty: 50

Loading is strict and all-or-nothing: a file gives a whole ``Preset`` with a
validated ``RuleSet`` or one ``PresetError`` naming the file, the line, the
key and what is allowed. ``load_all`` never fails because of one bad file: the
file is listed in ``PresetCatalog.broken`` and every other preset loads.
"""

from __future__ import annotations

import difflib
import os
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final

from ..engine.errors import Param, Reason, RulesError, SpadesError, because, reason_of, render_reason
from ..engine.ruleset import RuleSet
from ..fileio import FileTooLargeError, NotARegularFileError, read_regular, write_atomic
from .keys import KEYS, KeySpec, ValueProblem, shown
from .yamldoc import YamlDoc, YamlProblem, read_yaml

SOURCE_BUILT_IN: Final = "built-in"
SOURCE_USER: Final = "user"
LANGUAGES: Final = ("en", "ru")
TOP_KEYS: Final = ("id", "name", "description", "extends", "rules")
ID_PATTERN: Final = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MAX_ID = 40
MAX_NAME = 80
MAX_DESCRIPTION = 3000
MAX_FILE_BYTES: Final = 256 * 1024
SUFFIXES: Final = (".yaml", ".yml")

# Built-in presets are listed in this order; others follow by id.
BUILT_IN_ORDER: Final = (
    "standard", "book", "short-250", "two-player", "two-player-book", "cutthroat", "three-player",
    "jokers-high", "deuces-high", "ten-for-two-hundred", "board", "suicide", "whiz", "mirrors",
    "two-of-clubs-leads", "must-overtrump", "blind-from-behind", "fredrieo", "bowers", "nil-pass", "double-nil",
    "no-nines-no-blinds",
)


def _above_zero(value: object) -> bool:
    """The ``wanted`` of a switch that is on when above zero (``bag_limit``: 0 means bags cost nothing)."""
    return isinstance(value, int) and value > 0


# An explicitly set key that does nothing unless another rule is on: (key, switch, wanted, words); ``wanted``
# is the switch's value, or a test of it. The key is refused when set to anything but its default (RuleSet's),
# or to true: at its default it changes nothing.
_NEEDS: Final = (
    ("blind_nil", "nil", True, "nil is true"),
    ("ten_for_two_hundred_exact", "ten_for_two_hundred", True, "ten_for_two_hundred is true"),
    ("ten_for_two_hundred_value", "ten_for_two_hundred", True, "ten_for_two_hundred is true"),
    ("ten_for_two_hundred_penalty", "ten_for_two_hundred", True, "ten_for_two_hundred is true"),
    ("nil_pass_count", "nil_exchange", "pass", "nil_exchange is 'pass'"),
    ("blind_nil_pass_count", "nil_exchange", "pass", "nil_exchange is 'pass'"),
    ("blind_bid_max", "blind_bids", True, "blind_bids is true"),
    ("blind_bid_behind", "blind_bids", True, "blind_bids is true"),
    ("blind_trick_value", "blind_bids", True, "blind_bids is true"),
    ("lexington_value", "lexington", True, "lexington is true"),
    ("lexington_automatic", "lexington", True, "lexington is true"),
    ("blind_six_value", "blind_six", True, "blind_six is true"),
    ("blind_six_penalty", "blind_six", True, "blind_six is true"),
    ("misdeal_spades", "misdeal_weak_hand", True, "misdeal_weak_hand is true"),
    ("nil_value", "nil", True, "nil is true"),
    ("double_nil", "nil", True, "nil is true"),
    ("nil_exchange", "nil", True, "nil is true"),
    ("nil_tricks_count", "nil", True, "nil is true"),
    ("nil_tricks_count", "partnerships", True, "partnerships is true (it says whether a nil bidder's tricks count "
     "for its partner)"),
    ("blind_nil_value", "nil", True, "nil is true"),
    ("blind_nil_behind", "nil", True, "nil is true"),
    ("blind_nil_value", "blind_nil", True, "blind_nil is true"),
    ("blind_nil_behind", "blind_nil", True, "blind_nil is true"),
    ("nil_trick_penalty", "nil", True, "nil is true"),  # QA: accepted silently beside nil: false
    ("blind_nil_pass_count", "blind_nil", True, "blind_nil is true"),
    ("bag_penalty", "bag_limit", _above_zero, "bag_limit is above 0 (with bag_limit: 0 bags cost nothing)"),
)

# ``_NEEDS`` keys that are a part of their switch: written false beside the switch off, they say what the switch
# already says (nil: false turns blind nil off), so they may stay. An author's QA: "nil: false" with show_seven
# was refused for blind nil, and "blind_nil: false" beside it was refused as having no effect.
_OFF_WITH_SWITCH: Final = frozenset({"blind_nil"})


class PresetError(SpadesError):
    """A preset that cannot be used; the message names the file, line and key.

    ``problem`` is a text, a ``Reason`` (``because("rule {key} ...", key=...)``) or the error it passes on,
    whose template is kept: the message's template is ``"{path}, line {line}: {problem}"`` with the problem
    nested, so a translation says the whole of it (the text of an error without a template stays as it is).
    ``keys`` names the rules that do not fit together (``RulesError.keys``, kept from a ``RulesError`` problem).
    """

    def __init__(
        self,
        problem: str | Reason | BaseException,
        path: Path | str | None = None,
        line: int = 0,
        key: str | None = None,
        *,
        cycle: tuple[str, ...] = (),
        keys: tuple[str, ...] = (),
    ) -> None:
        if isinstance(problem, tuple):
            reason: Reason = problem
            kept = True
        elif isinstance(problem, BaseException):
            reason = reason_of(problem)
            kept = isinstance(getattr(problem, "template", None), str)
        else:
            reason = ((problem, {}),)
            kept = False
        text = render_reason(reason)
        template: str | None = None
        params: dict[str, Param] = {}
        where = ""
        if path is not None:
            where = f"{path}, line {line}: " if line else f"{path}: "
            ((template, values),) = because("{path}, line {line}: {problem}" if line else "{path}: {problem}",
                                                  path=str(path), line=line, problem=reason)
            params = dict(values)
        elif kept and len(reason) == 1:
            template, params = reason[0][0], dict(reason[0][1])
        super().__init__(where + text, template=template, params=params)
        self.problem = text
        self.reason = reason  # the problem without the file and line, translatable
        self.path = Path(path) if path is not None else None
        self.line = line
        self.key = key
        self.cycle = cycle
        self.keys = problem.keys if isinstance(problem, RulesError) and not keys else keys


@dataclass(frozen=True)
class Preset:
    """A named, described rule set. ``source`` is "built-in", "user" or the file's path."""

    id: str
    name: Mapping[str, str]
    description: Mapping[str, str]
    rules: RuleSet
    source: str
    path: Path | None = None
    extends: str | None = None
    overrides: Mapping[str, Any] = field(default_factory=dict)  # the rules this file itself sets

    def __hash__(self) -> int:
        return hash((self.id, self.source, self.rules))

    def name_in(self, lang: str = "en") -> str:
        return self.name.get(lang) or self.name.get("en") or self.id

    def description_in(self, lang: str = "en") -> str:
        return self.description.get(lang) or self.description.get("en") or ""


@dataclass(frozen=True)
class PresetCatalog:
    """Every preset that loaded, and every file that did not with its message."""

    presets: tuple[Preset, ...]
    broken: tuple[tuple[Path, str], ...] = ()
    errors: tuple[PresetError, ...] = ()  # the error of each ``broken`` file, in its order (for a translation)

    def ids(self) -> tuple[str, ...]:
        return tuple(p.id for p in self.presets)

    def get(self, preset_id: str) -> Preset | None:
        return next((p for p in self.presets if p.id == preset_id), None)

    def __getitem__(self, preset_id: str) -> Preset:
        found = self.get(preset_id)
        if found is None:
            raise KeyError(preset_id)
        return found

    def __iter__(self) -> Iterator[Preset]:
        return iter(self.presets)

    def __len__(self) -> int:
        return len(self.presets)


# ---------------------------------------------------------------- public API
def built_in_dir() -> Path:
    """The folder of the shipped presets."""
    from ..paths import variants_dir

    return variants_dir()


def load_preset_file(path: Path | str, user_dir: Path | str | None = None) -> Preset:
    """Load one preset file; its ``extends:`` may name a built-in preset (or one in ``user_dir``)."""
    path = Path(path)
    source = _source_of(path, user_dir)
    raw = _read_raw(path, source)
    groups: dict[str, list[_Raw]] = {}
    broken: dict[str, PresetError] = {}
    if raw.extends is not None:
        dirs = [(built_in_dir(), SOURCE_BUILT_IN)]
        if user_dir is not None and source != SOURCE_BUILT_IN:
            dirs.append((Path(user_dir), SOURCE_USER))
        for folder, folder_source in dirs:
            try:
                files = _preset_files(folder)
            except OSError:
                continue  # an unreadable folder: its presets are simply not there to extend
            for file in files:
                if _same_file(file, path):
                    continue
                try:
                    other = _read_raw(file, folder_source)
                except PresetError as exc:
                    broken.setdefault(_guess_id(file), exc)
                    continue
                groups.setdefault(other.id, []).append(other)
    clash = _clash(raw)
    if clash is not None:
        raise clash
    groups[raw.id] = [raw]
    return _choose(groups, broken).resolver.preset(raw.id)


def load_all(user_dir: Path | str | None = None) -> PresetCatalog:
    """Every built-in preset and, when ``user_dir`` is given, the user's presets.

    A file that does not load (bad YAML, bad rule, a duplicate id, a missing or
    cyclic ``extends``) is listed in ``broken`` with its message; the others load.
    """
    groups: dict[str, list[_Raw]] = {}
    broken: list[tuple[Path, PresetError]] = []
    broken_ids: dict[str, PresetError] = {}
    folders: list[tuple[Path, str]] = [(built_in_dir(), SOURCE_BUILT_IN)]
    if user_dir is not None:
        folders.append((Path(user_dir), SOURCE_USER))
    for folder, source in folders:
        try:
            files = _preset_files(folder)
        except OSError as exc:
            broken.append((folder, PresetError(because("the presets folder cannot be read ({why})",
                                                       why=exc.strerror or str(exc)), folder)))
            continue
        for file in files:
            try:
                raw = _read_raw(file, source)
            except PresetError as exc:
                broken.append((file, exc))
                broken_ids.setdefault(_guess_id(file), exc)
                continue
            groups.setdefault(raw.id, []).append(raw)
    choice = _choose(groups, broken_ids)
    presets: list[Preset] = []
    for preset_id, candidates in groups.items():
        for index, raw in enumerate(candidates):
            if index != choice.chosen[preset_id]:
                broken.append((raw.path, choice.refusals[raw.path]))
                continue
            try:
                presets.append(choice.resolver.preset(preset_id))
            except PresetError as exc:
                broken.append((raw.path, exc))
    presets.sort(key=_order)
    return PresetCatalog(tuple(presets), tuple((path, str(error)) for path, error in broken),
                         tuple(error for _path, error in broken))


def load_preset(id_or_path: str | Path, user_dir: Path | str | None = None) -> Preset:
    """A preset by id (built-in or in ``user_dir``) or by the path of its file."""
    text = str(id_or_path)
    if isinstance(id_or_path, Path) or text.endswith(SUFFIXES) or "/" in text or "\\" in text:
        return load_preset_file(Path(text), user_dir)
    catalog = load_all(user_dir)
    found = catalog.get(text)
    if found is not None:
        return found
    errors = catalog.errors if len(catalog.errors) == len(catalog.broken) else tuple(
        PresetError(message) for _path, message in catalog.broken)
    for (path, _message), error in zip(catalog.broken, errors, strict=True):
        if _guess_id(path) == text:
            raise PresetError(error)
    raise PresetError(unknown_preset_reason(text, catalog.ids()))


def import_preset_file(path: Path | str, user_dir: Path | str) -> Preset:
    """Check a preset file and copy it into ``user_dir`` as ``ID.yaml``; never overwrites a file.

    Raises ``PresetError`` when the file is bad or its id is already taken.
    """
    path, user_dir = Path(path), Path(user_dir)
    preset = load_preset_file(path, user_dir)
    taken = load_all(user_dir).get(preset.id)
    if taken is not None and not (taken.path is not None and _same_file(taken.path, path)):
        raise PresetError(
            because("id {id} is already used by the built-in preset {other}; change the id in the file before "
                    "importing it" if taken.source == SOURCE_BUILT_IN else
                    "id {id} is already used by the user preset {other}; change the id in the file before "
                    "importing it" if taken.source == SOURCE_USER else
                    "id {id} is already used by the {source} preset {other}; change the id in the file before "
                    "importing it", id=repr(preset.id), source=taken.source, other=str(taken.path)),
            path, 0, "id",
        )
    target = user_dir / f"{preset.id}.yaml"
    if _same_file(target, path):
        return load_preset_file(target, user_dir)
    try:
        data = read_regular(path, MAX_FILE_BYTES)
        user_dir.mkdir(parents=True, exist_ok=True)
        if os.path.lexists(target):  # never overwrite, not even a broken file
            raise FileExistsError(target)
        write_atomic(target, data)  # whole or not at all: a full disk leaves no half preset behind
    except FileExistsError:
        raise PresetError(because("{target} already exists; remove or rename it first", target=str(target)),
                          path) from None
    except OSError as exc:
        raise PresetError(because("the preset cannot be copied to {folder} ({why})", folder=str(user_dir),
                                  why=exc.strerror or str(exc)), path) from None
    return load_preset_file(target, user_dir)


def unknown_preset_message(name: str, ids: Iterable[str]) -> str:
    return render_reason(unknown_preset_reason(name, ids))


def unknown_preset_reason(name: str, ids: Iterable[str]) -> Reason:
    """Why ``name`` names no preset, with the closest id and every id."""
    ids = list(ids)
    close = difflib.get_close_matches(name, ids, n=1)
    if close:
        return because("there is no preset {name}; did you mean {close}? The presets are: {ids}", name=repr(name),
                       close=repr(close[0]), ids=", ".join(ids))
    return because("there is no preset {name}. The presets are: {ids}", name=repr(name), ids=", ".join(ids))


# -------------------------------------------------------------- reading files
@dataclass
class _Raw:
    """One file read and checked key by key, before ``extends`` is resolved."""

    path: Path
    source: str
    doc: YamlDoc
    id: str
    name: dict[str, str]
    description: dict[str, str]
    extends: str | None
    rules: dict[str, Any]


def _preset_files(folder: Path) -> list[Path]:
    """The preset files of ``folder``; a symbolic link that leads nowhere (or round in a loop) is one too, so
    that it is listed as a file that cannot be read rather than skipped without a word."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES and (p.is_file() or p.is_symlink()))


_ID_LINE: Final = re.compile(r"""^id:[ \t]*(['"]?)([A-Za-z0-9_.-]+)\1[ \t]*(?:#[^\r\n]*)?\r?$""", re.MULTILINE)


def intended_id(path: Path | str) -> str:
    """The id a preset file that does not load was meant to give (its ``id:`` line, else its name): which rules a
    broken file took away (Keep score's set-up says so when they were the last game's)."""
    return _guess_id(Path(path))


def _guess_id(path: Path) -> str:
    """The id a file that does not load was meant to give (its ``id:`` line, else its name), so that a preset
    extending it is told the file is broken, not that no preset has the id."""
    try:
        text = read_regular(path, MAX_FILE_BYTES).decode("utf-8-sig", "replace")  # Notepad's BOM, CRLF lines
    except _RESOLVE_ERRORS:  # a file that cannot be read at all is named by its name
        return path.stem
    found = _ID_LINE.search(text)
    return found.group(2) if found else path.stem


# What resolving a path may raise: OSError, or RuntimeError for a loop of symbolic links (before Python 3.13).
_RESOLVE_ERRORS: Final = (OSError, RuntimeError)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except _RESOLVE_ERRORS:
        return False


def _source_of(path: Path, user_dir: Path | str | None) -> str:
    try:
        parent = path.resolve().parent
        if parent == built_in_dir().resolve():
            return SOURCE_BUILT_IN
        if user_dir is not None and parent == Path(user_dir).resolve():
            return SOURCE_USER
    except _RESOLVE_ERRORS:  # a looping link: named by its path, and reading it says it cannot be read
        pass
    return str(path)


def _clash(raw: _Raw) -> PresetError | None:
    """A file outside the built-in folder may not reuse a built-in preset's id."""
    if raw.source == SOURCE_BUILT_IN:
        return None
    for file in _preset_files(built_in_dir()):
        if file.stem != raw.id:
            continue
        return PresetError(
            because("id {id} is already used by the built-in preset {other}; give this preset another id",
                    id=repr(raw.id), other=str(file)),
            raw.path, raw.doc.line_of("id"), "id",
        )
    return None


_CACHE: dict[tuple[str, int, int, str], _Raw | PresetError] = {}


def _read_raw(path: Path, source: str) -> _Raw:
    """Read and check one file (cached while its size and modification time stay the same)."""
    try:
        stat = path.stat()
    except OSError:
        return _read_raw_now(path, source)
    key = (str(path), stat.st_mtime_ns, stat.st_size, source)
    found = _CACHE.get(key)
    if found is None:
        try:
            found = _read_raw_now(path, source)
        except PresetError as exc:
            found = exc
        if len(_CACHE) > 512:
            _CACHE.clear()
        _CACHE[key] = found
    if isinstance(found, PresetError):
        raise found
    return found


def _read_raw_now(path: Path, source: str) -> _Raw:
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except NotARegularFileError as exc:
        raise PresetError(because("this is {kind}, not a preset file", kind=_file_kind(exc.kind)), path) from None
    except FileTooLargeError:
        raise PresetError(because("the file is larger than {size} KB; a preset is a short text",
                                  size=MAX_FILE_BYTES // 1024), path) from None
    except OSError as exc:
        raise PresetError(because("the file cannot be read ({why})", why=exc.strerror or str(exc)), path) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PresetError(because("the file is not UTF-8 text (byte {byte} cannot be read)", byte=exc.start),
                          path) from None
    try:
        doc = read_yaml(text)
    except YamlProblem as exc:
        raise PresetError(exc, path, exc.line) from None
    return _check_document(doc, path, source)


def _check_document(doc: YamlDoc, path: Path, source: str) -> _Raw:
    data = doc.data
    if not isinstance(data, dict):
        raise PresetError(
            because("a preset is a mapping of the keys {keys}; this file is {kind}", keys=", ".join(TOP_KEYS),
                    kind=because("empty") if data is None else _a_kind(data)),
            path, doc.line_of() if data is not None else 0,
        )
    for key in data:
        if not isinstance(key, str) or key not in TOP_KEYS:
            message = _unknown(key, TOP_KEYS, "key")
            if isinstance(key, str) and key in KEYS:  # a rule written at the top, beside id and name
                message = because("{key} is a rule: put it under 'rules:', on a line of its own indented by two "
                                  "spaces; the keys of a preset are: {keys}", key=repr(key), keys=", ".join(TOP_KEYS))
            raise PresetError(message, path, doc.line_of(str(key) if not isinstance(key, str) else key), str(key))
    for key in ("id", "name"):
        if key not in data:
            raise PresetError(because("the key {key} is missing; a preset needs an id and a name", key=repr(key)),
                              path, 1, key)
    preset_id = data["id"]
    if not isinstance(preset_id, str) or not ID_PATTERN.fullmatch(preset_id) or len(preset_id) > MAX_ID:
        raise PresetError(
            because("'id' must be a short name of lower-case letters, digits and single hyphens "
                    "(e.g. my-house-rules, at most {most} characters), not {value}", most=MAX_ID,
                    value=shown(preset_id)),
            path, doc.line_of("id"), "id",
        )
    name = _texts(doc, path, "name", data["name"], MAX_NAME, required=True)
    description = _texts(doc, path, "description", data.get("description"), MAX_DESCRIPTION, required=False)
    extends = data.get("extends")
    if extends is not None and (not isinstance(extends, str) or not ID_PATTERN.fullmatch(extends)):
        raise PresetError(
            because("'extends' names another preset by its id (e.g. standard), not {value}", value=shown(extends)),
            path, doc.line_of("extends"), "extends",
        )
    rules_data = data.get("rules")
    if rules_data is None:
        rules_data = {}
    if not isinstance(rules_data, dict):
        raise PresetError(
            because("'rules' must be a mapping of rule names to values (e.g. target: 250), not {value}",
                    value=shown(rules_data)),
            path, doc.line_of("rules"), "rules",
        )
    rules: dict[str, Any] = {}
    for key, value in rules_data.items():
        line = doc.line_of("rules", key) if isinstance(key, str) else doc.line_of("rules")
        spec = KEYS.get(key) if isinstance(key, str) else None
        if spec is None:
            raise PresetError(_unknown(key, tuple(KEYS), "rule"), path, line, str(key))
        try:
            rules[key] = spec.check(value)
        except ValueProblem as exc:
            problem = _number_problem(spec, value, doc.written.get(("rules", key))) or reason_of(exc)
            raise PresetError(because("rule {key} {problem}", key=repr(key), problem=problem), path, line,
                              key) from None
    return _Raw(path, source, doc, preset_id, name, description, extends, rules)


def _number_problem(spec: KeySpec, value: Any, written: str | None) -> Reason | None:
    """For a number key given a text or a true/false word: say that numbers are plain decimal digits.

    ``8:20``, ``0x1F4``, ``0o17`` and ``1_000`` reach here as texts (see ``yamldoc``); yes/no/on/off/true/false
    as YAML's true and false, so the message quotes what the file says.
    """
    if spec.kind not in ("int", "score_or_off") or not isinstance(value, (str, bool)):
        return None
    example = spec.default if type(spec.default) is int and spec.default else (spec.choices or (spec.high,))[0]
    said: Param
    if written is None:  # a quoted text
        said, why = shown(value), because("a text in quotes")
    elif isinstance(value, bool):
        said, why = repr(written), because("a true/false word")
    else:
        said = repr(written)
        why = because("not plain decimal digits") if any(c.isdigit() for c in written) else because("not a number")
    return because("must be {allowed}, written in plain decimal digits such as {example}; not {value} ({why})",
                   allowed=spec.allowed_reason, example=int(example), value=said, why=why)


def _check_name(text: str, key: str, path: Path, line: int) -> None:
    """A preset's name shows in lists: not made only of invisible characters (a blank entry), and without a control
    character or a text-direction control (which turns the list's text around)."""
    from ..record.names import BIDI_CONTROLS, PlayerNameError, check_player_name

    try:
        check_player_name(text)
    except PlayerNameError as exc:
        wrong = (c for c in text if (c in BIDI_CONTROLS if exc.reason == "bidi"
                                     else unicodedata.category(c) in ("Cc", "Cs")))
        code = next((f"U+{ord(c):04X}" for c in wrong), "")
        if exc.reason == "invisible":
            raise PresetError(because("{key} is made only of invisible characters: it would show as a blank entry",
                                      key=key), path, line, "name") from None
        if exc.reason == "bidi":
            raise PresetError(because("{key} holds a text-direction control ({code}), which turns the text around "
                                      "it backwards in lists", key=key, code=code), path, line, "name") from None
        raise PresetError(because("{key} holds a control character ({code})", key=key, code=code), path, line,
                          "name") from None


def _texts(doc: YamlDoc, path: Path, key: str, value: Any, limit: int, *, required: bool) -> dict[str, str]:
    """``name``/``description``: one text, or a mapping of language (en, ru) to text."""
    line = doc.line_of(key)
    if value is None and not required:
        return {}
    if isinstance(value, str):
        value = {"en": value}
    if not isinstance(value, dict) or not value:
        raise PresetError(
            because("{key} must be a text, or texts by language such as {{en: ..., ru: ...}} (languages: {languages}), "
                    "not {value}", key=repr(key), languages=", ".join(LANGUAGES), value=shown(value)),
            path, line, key)
    out: dict[str, str] = {}
    for lang, text in value.items():
        if lang not in LANGUAGES:
            where = doc.line_of(key, lang) if isinstance(lang, str) else line
            beside = {line} | {doc.line_of(key, other) for other in value if other != lang}
            if text is None and isinstance(lang, str) and where in beside:  # {en: Mo in a row, board 5}: YAML
                raise PresetError(  # ends a text at a comma inside {…}, and reads "board 5" as a language (QA)
                    because("{key} has texts in {languages}, not in {value}: a comma inside {{…}} ends a text; put "
                            "the text in quotes, or write each language on its own line", key=repr(key),
                            languages=", ".join(LANGUAGES), value=shown(lang)),
                    path, where, key,
                )
            raise PresetError(
                because("{key} has texts in {languages}, not in {value}", key=repr(key),
                        languages=", ".join(LANGUAGES), value=shown(lang)),
                path, where, key,
            )
        if not isinstance(text, str):
            raise PresetError(because("{key} must be a text, not {value}", key=f"{key}.{lang}", value=shown(text)),
                              path, doc.line_of(key, lang), key)
        if not text.strip():  # "name.en must be a text, not '   '" of a text (an author's QA)
            raise PresetError(because("{key} must not be blank", key=f"{key}.{lang}"), path, doc.line_of(key, lang),
                              key)
        if key == "name":  # what a player's name may not hold, nor a name in the Rules list (the House rules
            _check_name(text, f"{key}.{lang}", path, doc.line_of(key, lang))  # dialog refuses the same)
        if len(text) > limit:
            raise PresetError(because("{key} is longer than {limit} characters", key=f"{key}.{lang}", limit=limit),
                              path, doc.line_of(key, lang), key)
        out[lang] = " ".join(text.split())
    if "en" not in out:
        raise PresetError(because("{key} needs an English text (en:)", key=repr(key)), path, line, key)
    return out


def _unknown(key: Any, known: tuple[str, ...], noun: str) -> Reason:
    """Why ``key`` is neither a preset's key (``noun`` "key") nor a rule ("rule"): what it may have meant."""
    rule = noun == "rule"
    names = ", ".join(known)
    if not isinstance(key, str):
        if rule:
            return because("{key} is not a rule name; see variants/README.md; the rules are: {known}",
                           key=shown(key), known=names)
        return because("{key} is not a key name; the keys of a preset are: {known}", key=shown(key), known=names)
    close = difflib.get_close_matches(key, known, n=2, cutoff=0.6)
    if not close:
        close = [k for k in known if key.lower() == k.lower() or key.replace("-", "_") == k]
    if close:
        hint: Param = (because("{first} or {second}", first=repr(close[0]), second=repr(close[1])) if len(close) > 1
                       else repr(close[0]))
        if rule:
            return because("{key} is not a rule; did you mean {hint}? (every rule is described in variants/README.md)",
                           key=repr(key), hint=hint)
        return because("{key} is not a key; did you mean {hint}? (the keys of a preset are: {known})", key=repr(key),
                       hint=hint, known=names)
    if rule:
        return because("{key} is not a rule; see variants/README.md; the rules are: {known}", key=repr(key),
                       known=names)
    return because("{key} is not a key; the keys of a preset are: {known}", key=repr(key), known=names)


def _a_kind(value: Any) -> Param:
    """What ``value`` is, after "this file is": "a list", "a text" (a type's own name in English)."""
    if isinstance(value, list):
        return because("a list")
    if isinstance(value, str):
        return because("a text")
    if isinstance(value, bool):
        return because("a true/false value")
    if isinstance(value, (int, float)):
        return because("a number")
    return f"a {type(value).__name__}"


# ------------------------------------------------------------ resolving files
@dataclass
class _Choice:
    """Which file gives each id (``chosen``: its index), and why each other file with that id is refused."""

    resolver: _Resolver
    chosen: dict[str, int]
    refusals: dict[Path, PresetError]


def _choose(groups: dict[str, list[_Raw]], broken: dict[str, PresetError]) -> _Choice:
    """For each id, the first of its files that loads: built-in first, then a file named for the id, then by
    name (``groups`` is put in that order).

    A broken file never blocks a good one with the same id: it is refused with
    its own message, and the good file loads. A second good file is refused
    with a message naming both files: a copy made from ``kitchen.yaml`` whose
    id was left ``kitchen`` is refused, not the original it was copied from.
    Whether a file loads can depend on which file gives the preset it extends,
    so the choice is repeated until it settles.
    """
    for candidates in groups.values():
        candidates.sort(key=lambda raw: (raw.source != SOURCE_BUILT_IN, raw.path.stem != raw.id))  # stable
    chosen = dict.fromkeys(groups, 0)
    shared = {i: c for i, c in groups.items() if len(c) > 1}
    for _round in range(sum(len(c) for c in shared.values()) + 1):
        pool = {i: c[chosen[i]] for i, c in groups.items()}
        changed = False
        for preset_id, candidates in shared.items():
            good = next((k for k, raw in enumerate(candidates) if _error_of(pool, broken, raw) is None), None)
            if good is not None and good != chosen[preset_id]:
                chosen[preset_id] = good
                changed = True
        if not changed:
            break
    pool = {i: c[chosen[i]] for i, c in groups.items()}
    refusals: dict[Path, PresetError] = {}
    for preset_id, candidates in shared.items():
        kept = candidates[chosen[preset_id]]
        for index, raw in enumerate(candidates):
            if index == chosen[preset_id]:
                continue
            error = _error_of(pool, broken, raw)
            if error is None:  # a good file, but another one gives this id
                error = PresetError(
                    because("id {id} is already used by the built-in preset {other}; give this preset another id"
                            if kept.source == SOURCE_BUILT_IN else
                            "id {id} is already used by the user preset {other}; give this preset another id"
                            if kept.source == SOURCE_USER else
                            "id {id} is already used by the {source} preset {other}; give this preset another id",
                            id=repr(raw.id), source=kept.source, other=str(kept.path)),
                    raw.path, raw.doc.line_of("id"), "id",
                )
            refusals[raw.path] = error
    return _Choice(_Resolver(pool, broken), chosen, refusals)


def _error_of(pool: dict[str, _Raw], broken: dict[str, PresetError], raw: _Raw) -> PresetError | None:
    """Why ``raw`` does not load when it gives its id (None when it loads)."""
    try:
        _Resolver({**pool, raw.id: raw}, broken).preset(raw.id)
    except PresetError as exc:
        return exc
    return None


class _Resolver:
    """Turns read files into presets: follows ``extends`` and validates the rules."""

    def __init__(self, raws: dict[str, _Raw], broken: dict[str, PresetError]) -> None:
        self.raws = raws
        self.broken = broken
        self.done: dict[str, Preset | PresetError] = {}

    def preset(self, preset_id: str, chain: tuple[str, ...] = ()) -> Preset:
        found = self.done.get(preset_id)
        if isinstance(found, Preset):
            return found
        if isinstance(found, PresetError):
            raise found
        try:
            result = self._make(preset_id, chain)
        except PresetError as exc:
            if not chain:
                self.done[preset_id] = exc
            raise
        self.done[preset_id] = result
        return result

    def _loads(self, preset_id: str, chain: tuple[str, ...]) -> bool:
        """Whether ``preset_id`` resolves (``chain``: the presets being resolved, which it must not extend)."""
        try:
            self.preset(preset_id, chain)
        except PresetError:
            return False
        return True

    def _make(self, preset_id: str, chain: tuple[str, ...]) -> Preset:
        raw = self.raws[preset_id]
        base: dict[str, Any] = {}
        if raw.extends is not None:
            parent_id = raw.extends
            line = raw.doc.line_of("extends")
            here = (*chain, preset_id)
            if parent_id in here:
                cycle = (*here[here.index(parent_id):], parent_id)
                raise PresetError(_cycle(parent_id, cycle), raw.path, line, "extends", cycle=cycle)
            if parent_id not in self.raws:
                if parent_id in self.broken:
                    raise PresetError(
                        because("'extends: {parent}' names a preset that does not load: {problem}", parent=parent_id,
                                problem=reason_of(self.broken[parent_id])),
                        raw.path, line, "extends",
                    )
                # the presets that load: "did you mean 'impossible'?" named a broken one, and the list had them all
                others = sorted(k for k in self.raws if k != preset_id and self._loads(k, here))
                close = difflib.get_close_matches(parent_id, others, n=1)
                raise PresetError(
                    because("'extends: {parent}' names no preset; did you mean {close}? The presets are: {ids}",
                            parent=parent_id, close=repr(close[0]), ids=", ".join(others)) if close else
                    because("'extends: {parent}' names no preset. The presets are: {ids}", parent=parent_id,
                            ids=", ".join(others)),
                    raw.path, line, "extends",
                )
            try:
                parent = self.preset(parent_id, here)
            except PresetError as exc:
                if exc.cycle and preset_id in exc.cycle:
                    start = exc.cycle.index(preset_id)
                    cycle = exc.cycle[start:-1] + exc.cycle[:start] + (preset_id,)
                    raise PresetError(_cycle(parent_id, cycle), raw.path, line, "extends", cycle=cycle) from None
                raise PresetError(
                    because("'extends: {parent}' names a preset that does not load: {problem}", parent=parent_id,
                            problem=reason_of(exc)),
                    raw.path, line, "extends", cycle=exc.cycle,
                ) from None
            base = parent.rules.to_dict()
            base["removed_cards"] = parent.rules.removed_cards
            base["high_trumps"] = parent.rules.high_trumps
        values = {**base, **raw.rules}
        rules = self._rules(raw, values, base)
        return Preset(
            id=raw.id,
            name=dict(raw.name),
            description=dict(raw.description),
            rules=rules,
            source=raw.source,
            path=raw.path,
            extends=raw.extends,
            overrides=dict(raw.rules),
        )

    def _rules(self, raw: _Raw, values: dict[str, Any], base: dict[str, Any]) -> RuleSet:
        problem = _problem(values)
        if problem is not None:
            key = self._blame(raw, values, base, render_reason(problem))
            if key is not None:
                raise PresetError(
                    because("rule {key} does not fit the other rules: {problem}", key=repr(key), problem=problem),
                    raw.path, raw.doc.line_of("rules", key), key,
                )
            line = raw.doc.line_of("rules") if ("rules",) in raw.doc.lines else raw.doc.line_of("extends")
            raise PresetError(because("the rules do not fit together: {problem}", problem=problem), raw.path, line)
        rules = RuleSet(**values)
        found = _needs(rules, raw.rules)
        if found is not None:
            key, switch, problem = found
            raise PresetError(problem, raw.path, raw.doc.line_of("rules", key), key, keys=(key, switch))
        return rules

    @staticmethod
    def _blame(raw: _Raw, values: dict[str, Any], base: dict[str, Any], problem: str) -> str | None:
        """The key of this file whose removal makes the rules fit; where none does alone (two conflicts), the key
        of the first conflict, the one said in ``problem``: a key whose removal ends that conflict, and then
        leaves the rules fitting once one other key is removed; else the first key the message names."""
        defaults = RuleSet().to_dict()
        defaults["removed_cards"] = defaults["high_trumps"] = ()

        def without(trial: dict[str, Any], key: str) -> dict[str, Any]:
            return {**trial, key: base.get(key, defaults[key])}

        ending: list[str] = []  # the keys whose removal ends the first conflict (the rules may still not fit)
        for key in raw.rules:
            trial = without(values, key)
            found = _problem(trial)
            if found is None:
                return key
            if render_reason(found) != problem:
                ending.append(key)
        for key in ending:  # an author's QA: 3 players, 10 for 200 and moon were blamed on "rules:", no key
            trial = without(values, key)
            if any(_problem(without(trial, other)) is None for other in raw.rules if other != key):
                return key
        best: tuple[int, str] | None = None
        for key in raw.rules:
            match = re.search(rf"(?<![a-z_]){re.escape(key)}(?![a-z_])", problem)
            if match and (best is None or match.start() < best[0]):
                best = (match.start(), key)
        if best is None and ending:
            return ending[0]
        return best[1] if best else None


def _switch_on(rules: RuleSet, switch: str, wanted: object) -> bool:
    """Whether ``rules``' ``switch`` has the value (or passes the test) that a ``_NEEDS`` key needs."""
    value = getattr(rules, switch)
    return bool(wanted(value)) if callable(wanted) else bool(value == wanted)


def _needs(rules: RuleSet, written: Mapping[str, Any]) -> tuple[str, str, Reason] | None:
    """A rule a file sets that does nothing because its switch is off: the key, its switch and the message (or
    None)."""
    defaults = RuleSet()
    for key, switch, wanted, words in _NEEDS:
        if key not in written or _switch_on(rules, switch, wanted):
            continue
        if written[key] is False and key in _OFF_WITH_SWITCH:
            continue
        default = getattr(defaults, key)
        if written[key] is True or written[key] != default:
            unless = _unless(words)
            if default is True:
                return key, switch, because(
                    "rule {key} has no effect unless {unless}; set {switch} or remove {name}",
                    key=repr(key), unless=unless, switch=switch, name=key)
            return key, switch, because(
                "rule {key} has no effect unless {unless}; set {switch} or remove {name} (at its default, {default}, "
                "it may stay)", key=repr(key), unless=unless, switch=switch, name=key, default=_yaml_value(default))
    if "min_bid" in written and rules.min_bid == 0 and rules.nil:  # QA: accepted, and the bids were 'nil, 1 … 13'
        return "min_bid", "nil", because(
            "rule {key} 0 has no effect while nil is on: a player who expects no trick bids nil, and a bid of 0 "
            "exists only with nil: false; set min_bid to 1 or more, or nil: false", key=repr("min_bid"))
    return None


def _unless(words: str) -> Param:
    """The words of a ``_NEEDS`` switch (after "unless"), translatable."""
    switch, _, rest = words.partition(" is ")
    if rest == "true":
        return because("{switch} is true", switch=switch)
    if words == "nil_exchange is 'pass'":
        return because("nil_exchange is 'pass'")
    if words.startswith("partnerships is true"):
        return because("partnerships is true (it says whether a nil bidder's tricks count for its partner)")
    if words.startswith("bag_limit is above 0"):
        return because("bag_limit is above 0 (with bag_limit: 0 bags cost nothing)")
    return words


def _file_kind(kind: str) -> Param:
    """``fileio.file_kind``'s words, translatable."""
    return {
        "a folder": because("a folder"),
        "a named pipe (FIFO)": because("a named pipe (FIFO)"),
        "a device": because("a device"),
        "a socket": because("a socket"),
        "not a regular file": because("not a regular file"),
    }.get(kind, kind)


def _cycle(parent: str, cycle: tuple[str, ...]) -> Reason:
    return because("'extends: {parent}' makes a cycle ({cycle}); a preset cannot extend itself", parent=parent,
                   cycle=" → ".join(cycle))


def _yaml_value(value: Any) -> str:
    """``value`` as a preset file writes it (true, false, 100, lose_all)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def without_unused(rules: RuleSet, base: RuleSet) -> RuleSet:
    """``rules`` with every rule that has no effect (its switch off, see ``_NEEDS``) set back to ``base``'s
    value, so that a preset extending ``base`` need not write it (and ``_needs`` would refuse it)."""
    for _round in range(len(_NEEDS)):  # a rule set back may switch off another (nil_exchange: nil_pass_count)
        unused = {key: getattr(base, key) for key, switch, wanted, _words in _NEEDS
                  if not _switch_on(rules, switch, wanted) and getattr(rules, key) != getattr(base, key)}
        if not unused:
            break
        rules = replace(rules, **unused)
    return rules


def needs_problem(rules: RuleSet, written: Mapping[str, Any]) -> str | None:
    """Why a preset that sets ``written`` (giving ``rules``) would not load: a rule without its switch."""
    found = needs_reason(rules, written)
    return render_reason(found) if found is not None else None


def needs_reason(rules: RuleSet, written: Mapping[str, Any]) -> Reason | None:
    """``needs_problem`` as a translatable ``Reason``."""
    found = _needs(rules, written)
    return found[2] if found is not None else None


def needs_refusal(rules: RuleSet, written: Mapping[str, Any]) -> PresetError | None:
    """``needs_reason`` as the error that refuses the rules, naming the rule and its switch (``keys``)."""
    found = _needs(rules, written)
    return PresetError(found[2], keys=found[:2]) if found is not None else None


def _problem(values: dict[str, Any]) -> Reason | None:
    """Why these rule values cannot be played together (None when they can), as a translatable ``Reason``."""
    try:
        RuleSet(**values).validate()
    except RulesError as exc:
        return reason_of(exc)
    except (ValueError, TypeError, ArithmeticError) as exc:  # a value the checks above let through
        return because("the rules cannot be used ({problem})", problem=reason_of(exc))
    return None


def preset_order(preset: Preset, lang: str = "en") -> tuple[int, int, str, str]:
    """Where ``preset`` goes in a list of presets: the built-in ones first, those of ``BUILT_IN_ORDER`` in its
    order, then the other built-in ones, then the user's; within the last two, by the name shown in ``lang``
    (by file id they looked unsorted)."""
    name = preset.name_in(lang).casefold()
    if preset.source == SOURCE_BUILT_IN:
        rank = BUILT_IN_ORDER.index(preset.id) if preset.id in BUILT_IN_ORDER else len(BUILT_IN_ORDER)
        return (0, rank, name, preset.id)
    return (1, 0, name, preset.id)


def _order(preset: Preset) -> tuple[int, int, str, str]:
    return preset_order(preset)


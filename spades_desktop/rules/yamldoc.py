"""Read one YAML document safely, keeping the line of every key.

``yaml.safe_load`` gives the data but forgets where it was written. Here the
document is first composed into nodes (the safe loader, so no tags that run
code), the line of each mapping key and list item is noted, duplicate keys
are refused (``safe_load`` would keep the last one silently), and then the
same nodes are constructed into plain Python data.

Numbers are read only in plain decimal (``500``, ``-200``): YAML 1.1 also reads
``8:20`` (sexagesimal, 500), ``0x1F4``, ``0b101``, ``017`` (octal) and
``1_000`` as whole numbers, which no preset author means; here they stay
texts, so a rule that wants a number refuses them with a message; so do dates
(``2020-01-01``), which no rule takes. The words
true/false, yes/no and on/off stay YAML's true and false (``off`` means off in
``must_overtrump: off`` and ``mercy: off``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Self

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ..engine.errors import SpadesError

MAX_DEPTH = 40  # presets are two levels deep; anything this deep is not a preset

INT_TAG = "tag:yaml.org,2002:int"
TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"  # 2020-01-01 stays a text: no rule takes a date (QA: a name
# written as a date was refused as "not datetime.date(2020, 1, 1)")
MAX_DIGITS = 30  # a longer whole number is no rule's, and past 4,300 digits Python refuses to read it at all
DECIMAL = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")  # the only way a whole number is written

Path = tuple[Any, ...]


class YamlProblem(SpadesError):
    """The text is not one valid YAML document; ``line`` is 1-based (0 = unknown).

    ``YamlProblem.of(template, **params).on_line(line)`` keeps the template for a translation; PyYAML's own
    words (its ``context`` and ``problem``) stay as it writes them.
    """

    line: int = 0

    def on_line(self, line: int) -> Self:
        """This problem, found on ``line``."""
        self.line = line
        return self


def _too_deep(line: int = 0) -> YamlProblem:
    return YamlProblem.of("the document is nested too deeply to be a preset").on_line(line)


@dataclass
class YamlDoc:
    """Plain data and where each key or item of it was written."""

    data: Any
    lines: dict[Path, int] = field(default_factory=dict)
    written: dict[Path, str] = field(default_factory=dict)  # the text of each plain value, as in the file

    def line_of(self, *path: Any) -> int:
        """The line of the key or item at ``path`` (or of the nearest parent that has one; 1 at worst)."""
        while path:
            line = self.lines.get(path)
            if line:
                return line
            path = path[:-1]
        return 1


class _Loader(yaml.SafeLoader):
    """The safe loader, refusing deep nesting before Python's recursion limit is near.

    Its own implicit resolvers read whole numbers only in plain decimal (see the module docstring).
    """

    _depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise _too_deep(mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


_Loader.yaml_implicit_resolvers = {  # the safe loader's, less its YAML 1.1 whole numbers and dates ...
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in (INT_TAG, TIMESTAMP_TAG)]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(INT_TAG, re.compile(f"^{DECIMAL.pattern}$"), list("-+0123456789"))


def _construct_decimal(loader: yaml.SafeLoader, node: Node) -> int:
    """``!!int`` written out: still plain decimal only."""
    text = loader.construct_scalar(node)  # type: ignore[arg-type]
    if not isinstance(text, str) or not DECIMAL.fullmatch(text):
        raise YamlProblem.of("not valid YAML (a whole number is written in plain decimal digits (such as 500), "
                             "not {text})", text=repr(text)).on_line(node.start_mark.line + 1)
    digits = len(text.lstrip("+-"))
    if digits > MAX_DIGITS:  # it said "Exceeds the limit (4300 digits) …; use sys.set_int_max_str_digits()"
        raise YamlProblem.of("a number of {digits} digits is far too big for any rule",
                             digits=digits).on_line(node.start_mark.line + 1)
    return int(text)


_Loader.add_constructor(INT_TAG, _construct_decimal)


def read_yaml(text: str) -> YamlDoc:
    """Parse one YAML document; ``YamlProblem`` for anything that is not one."""
    try:
        loader = _Loader(text)
    except yaml.YAMLError as exc:  # characters YAML does not allow
        raise YamlProblem.of("not valid YAML ({text})", text=str(exc).strip()) from None
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            raise _describe(exc) from None
        except yaml.YAMLError as exc:
            raise YamlProblem(str(exc).strip()) from None
        except RecursionError:
            raise _too_deep() from None
        if node is None:
            return YamlDoc(None)
        lines: dict[Path, int] = {}
        written: dict[Path, str] = {}
        _walk(node, (), lines, written, 0, set())
        try:
            data = loader.construct_document(node)
        except yaml.MarkedYAMLError as exc:
            raise _describe(exc) from None
        except RecursionError:
            raise _too_deep() from None
        except YamlProblem:  # a whole number not written in plain decimal
            raise
        except Exception as exc:  # bad dates, numbers and other values PyYAML cannot build
            raise YamlProblem.of("a value cannot be read: {text}", text=str(exc)) from None
        return YamlDoc(data, lines, written)
    finally:
        loader.dispose()


def _walk(node: Node, path: Path, lines: dict[Path, int], written: dict[Path, str], depth: int,
          seen: set[int]) -> None:
    if id(node) in seen:  # an alias of a node already walked
        return
    seen.add(id(node))
    if isinstance(node, ScalarNode) and node.style is None:
        written.setdefault(path, str(node.value))
    if depth > MAX_DEPTH:
        raise _too_deep(node.start_mark.line + 1)
    if isinstance(node, MappingNode):
        keys: dict[tuple[str, str], int] = {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            if isinstance(key_node, ScalarNode):
                ident = (key_node.tag, key_node.value)
                if ident in keys:
                    raise YamlProblem.of(
                        "the key {key} is written twice (first on line {first}); keep one of them",
                        key=repr(key_node.value), first=keys[ident],
                    ).on_line(line)
                keys[ident] = line
                child = (*path, key_node.value)
                lines.setdefault(child, line)
                _walk(value_node, child, lines, written, depth + 1, seen)
            else:
                _walk(value_node, (*path, None), lines, written, depth + 1, seen)
    elif isinstance(node, SequenceNode):
        for index, item in enumerate(node.value):
            child = (*path, index)
            lines.setdefault(child, item.start_mark.line + 1)
            _walk(item, child, lines, written, depth + 1, seen)


def _line(exc: yaml.MarkedYAMLError) -> int:
    mark = exc.problem_mark or exc.context_mark
    return mark.line + 1 if mark is not None else 0


def _describe(exc: yaml.MarkedYAMLError) -> YamlProblem:
    """PyYAML's complaint (its own English words) on its line."""
    parts = [p for p in (exc.context, exc.problem) if p]
    if not parts:
        return YamlProblem.of("not valid YAML (not valid YAML)").on_line(_line(exc))
    return YamlProblem.of("not valid YAML ({text})", text=", ".join(parts)).on_line(_line(exc))

"""Read one YAML document safely, keeping the line of every key.

``yaml.safe_load`` gives the data but forgets where it was written. Here the
document is first composed into nodes (the safe loader, so no tags that run
code), the line of each mapping key and list item is noted, duplicate keys
are refused (``safe_load`` would keep the last one silently), and then the
same nodes are constructed into plain Python data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_DEPTH = 40  # presets are two levels deep; anything this deep is not a preset

Path = tuple[Any, ...]


class YamlProblem(Exception):
    """The text is not one valid YAML document; ``line`` is 1-based (0 = unknown)."""

    def __init__(self, message: str, line: int = 0) -> None:
        super().__init__(message)
        self.line = line


@dataclass
class YamlDoc:
    """Plain data and where each key or item of it was written."""

    data: Any
    lines: dict[Path, int] = field(default_factory=dict)

    def line_of(self, *path: Any) -> int:
        """The line of the key or item at ``path`` (or of the nearest parent that has one; 1 at worst)."""
        while path:
            line = self.lines.get(path)
            if line:
                return line
            path = path[:-1]
        return 1


class _Loader(yaml.SafeLoader):
    """The safe loader, refusing deep nesting before Python's recursion limit is near."""

    _depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise YamlProblem("the document is nested too deeply to be a preset", mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def read_yaml(text: str) -> YamlDoc:
    """Parse one YAML document; ``YamlProblem`` for anything that is not one."""
    try:
        loader = _Loader(text)
    except yaml.YAMLError as exc:  # characters YAML does not allow
        raise YamlProblem(f"not valid YAML ({str(exc).strip()})") from None
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            raise YamlProblem(_describe(exc), _line(exc)) from None
        except yaml.YAMLError as exc:
            raise YamlProblem(str(exc).strip()) from None
        except RecursionError:
            raise YamlProblem("the document is nested too deeply to be a preset") from None
        if node is None:
            return YamlDoc(None)
        lines: dict[Path, int] = {}
        _walk(node, (), lines, 0, set())
        try:
            data = loader.construct_document(node)
        except yaml.MarkedYAMLError as exc:
            raise YamlProblem(_describe(exc), _line(exc)) from None
        except RecursionError:
            raise YamlProblem("the document is nested too deeply to be a preset") from None
        except Exception as exc:  # bad dates, numbers and other values PyYAML cannot build
            raise YamlProblem(f"a value cannot be read: {exc}") from None
        return YamlDoc(data, lines)
    finally:
        loader.dispose()


def _walk(node: Node, path: Path, lines: dict[Path, int], depth: int, seen: set[int]) -> None:
    if id(node) in seen:  # an alias of a node already walked
        return
    seen.add(id(node))
    if depth > MAX_DEPTH:
        raise YamlProblem("the document is nested too deeply to be a preset", node.start_mark.line + 1)
    if isinstance(node, MappingNode):
        keys: dict[tuple[str, str], int] = {}
        for key_node, value_node in node.value:
            line = key_node.start_mark.line + 1
            if isinstance(key_node, ScalarNode):
                ident = (key_node.tag, key_node.value)
                if ident in keys:
                    raise YamlProblem(
                        f"the key {key_node.value!r} is written twice (first on line {keys[ident]}); "
                        "keep one of them",
                        line,
                    )
                keys[ident] = line
                child = (*path, key_node.value)
                lines.setdefault(child, line)
                _walk(value_node, child, lines, depth + 1, seen)
            else:
                _walk(value_node, (*path, None), lines, depth + 1, seen)
    elif isinstance(node, SequenceNode):
        for index, item in enumerate(node.value):
            child = (*path, index)
            lines.setdefault(child, item.start_mark.line + 1)
            _walk(item, child, lines, depth + 1, seen)


def _line(exc: yaml.MarkedYAMLError) -> int:
    mark = exc.problem_mark or exc.context_mark
    return mark.line + 1 if mark is not None else 0


def _describe(exc: yaml.MarkedYAMLError) -> str:
    parts = [p for p in (exc.context, exc.problem) if p]
    text = ", ".join(parts) if parts else "not valid YAML"
    return f"not valid YAML ({text})"

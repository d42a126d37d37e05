"""Every translatable text of the game, found by reading the source (no import of the game, no Qt).

``pyside6-lupdate`` finds the window's texts (``self.tr("...")``: the class's
context; ``QCoreApplication.translate("Context", "...")``; module-level
``tr("...")``: the empty context). It cannot see two kinds that this module
finds for ``ru.py`` (which adds them to the .ts file) and for the tests:

- the pure score-sheet model (``spades_desktop/sheets/model.py``): literal
  ``tr("...")`` calls of its ``tr`` callback, which the GUI translates in the
  "ScoreSheet" context (``gui.texts.sheet_tr``);
- the engine's messages (context "engine"): templates of its errors
  (``SomeError.of("...")``, ``SomeProblem.of("...")``, ``because("...")``) in the engine and in the rules
  layer (``spades_desktop/rules``: rule sets and preset files), the phase verbs of
  ``_phase_verb``, the reasons of ``_game_over_reason`` (and its ``*_REASON`` texts) and the suit nouns;
- the coach's sentences and the bots' reasons (context "Coach"): the templates of
  ``Message.of("...")`` in ``spades_desktop/ai`` (``gui.review.coach_text`` translates them).

``problems()`` lists calls ``pyside6-lupdate`` would miss or file under a wrong
context: ``x.tr(...)`` with ``x`` not ``self`` (lupdate names the context after
``x``) and translation calls inside f-strings (lupdate does not look there).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "spades_desktop"

SHEET_CONTEXT = "ScoreSheet"
ENGINE_CONTEXT = "engine"
ERROR_LAYERS = ("engine", "rules")  # where ``because("...")`` and ``XxxError.of("...")`` are engine messages
# Window-side files whose reasons are engine messages too: a damaged scorekept game's reason, built with
# ``_bad("...")`` / ``because("...")`` from a literal or a module-level constant, said in the player's language
ENGINE_REASON_FILES = ("gui/scorekeeper/scorefile.py",)
COACH_CONTEXT = "Coach"
PURE_CONTEXTS = (SHEET_CONTEXT, ENGINE_CONTEXT, COACH_CONTEXT)
SUIT_NOUNS = ("clubs", "diamonds", "hearts", "spades")  # engine.cards.Suit.noun (checked by the tests)

Text = tuple[str, str]  # (context, English source)


def _strings(node: ast.AST) -> list[str]:
    """The literal text(s) of an argument: a string, or either branch of ``"a" if x else "b"``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


class _Finder(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        rel = path.relative_to(PACKAGE).as_posix()
        self.layer = rel.split("/", 1)[0] if "/" in rel else ""
        self.classes: list[str] = []
        self.functions: list[str] = []
        self.found: list[Text] = []
        self.problems: list[str] = []
        self.reasons = rel in ENGINE_REASON_FILES
        self.constants: dict[str, list[str]] = {}  # module-level texts, for ``_bad(CUT_OFF)`` in those files

    def visit_Module(self, node: ast.Module) -> None:
        for statement in node.body:
            if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(
                    statement.targets[0], ast.Name):
                self.constants[statement.targets[0].id] = _strings(statement.value)
        self.generic_visit(node)

    def visit_Return(self, node: ast.Return) -> None:
        """``return CUT_OFF, {}``: a reason and its params for ``_bad`` (in ``ENGINE_REASON_FILES``)."""
        value = node.value
        if self.reasons and isinstance(value, ast.Tuple) and value.elts and isinstance(value.elts[0], ast.Name):
            self.found += [(ENGINE_CONTEXT, s) for s in self.constants.get(value.elts[0].id, [])]
        self.generic_visit(node)

    def where(self, node: ast.AST) -> str:
        return f"{self.path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.functions.append(node.name)
        if self.layer == "engine" and node.name == "_phase_verb":
            for sub in ast.walk(node):
                if isinstance(sub, ast.Dict):
                    self.found += [(ENGINE_CONTEXT, s) for v in sub.values if v is not None for s in _strings(v)]
        if self.layer == "engine" and node.name in ("_game_over_reason", "game_over_reason"):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Return) and isinstance(sub.value, ast.Tuple) and len(sub.value.elts) == 2:
                    self.found += [(ENGINE_CONTEXT, s) for s in _strings(sub.value.elts[1])]
        self.generic_visit(node)
        self.functions.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        """An engine module's ``*_REASON`` text (``MERCY_REASON``: a reason a game ends, which the window reads)."""
        if self.layer == "engine" and not self.functions and any(
                isinstance(t, ast.Name) and t.id.endswith("_REASON") for t in node.targets):
            self.found += [(ENGINE_CONTEXT, s) for s in _strings(node.value)]
        self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and isinstance(sub.func, (ast.Name, ast.Attribute)):
                name = sub.func.id if isinstance(sub.func, ast.Name) else sub.func.attr
                if name in ("tr", "translate", "sheet_tr", "QT_TRANSLATE_NOOP") and sub.args and _strings(
                        sub.args[-1]):
                    self.problems.append(f"{self.where(sub)}: {ast.unparse(sub)} is inside an f-string, where "
                                         "pyside6-lupdate does not look; call it before")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        args = node.args
        if isinstance(func, ast.Attribute) and func.attr == "tr" and args:
            if isinstance(func.value, ast.Name) and func.value.id == "self" and self.classes:
                self.found += [(self.classes[-1], s) for s in _strings(args[0])]
            elif _strings(args[0]):
                self.problems.append(f"{self.where(node)}: {ast.unparse(func)}(...) is filed under the context "
                                     f"{ast.unparse(func.value)!r}; use self.tr() or QCoreApplication.translate()")
        elif isinstance(func, ast.Attribute) and func.attr == "translate" and len(args) >= 2:
            contexts, texts = _strings(args[0]), _strings(args[1])
            self.found += [(c, t) for c in contexts for t in texts]
        elif isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP" and len(args) >= 2:
            self.found += [(c, t) for c in _strings(args[0]) for t in _strings(args[1])]
        elif isinstance(func, ast.Name) and func.id == "tr" and args:
            context = SHEET_CONTEXT if self.layer == "sheets" else ""
            self.found += [(context, s) for s in _strings(args[0])]
        elif isinstance(func, ast.Name) and func.id == "sheet_tr" and args:
            self.found += [(SHEET_CONTEXT, s) for s in _strings(args[0])]
        elif self.layer in ERROR_LAYERS and args and (
            (isinstance(func, ast.Name) and func.id == "because")
            or (isinstance(func, ast.Attribute) and func.attr == "of"
                and isinstance(func.value, ast.Name) and func.value.id.endswith(("Error", "Problem")))
        ):
            self.found += [(ENGINE_CONTEXT, s) for s in _strings(args[0])]
        elif self.reasons and args and isinstance(func, ast.Name) and func.id in ("_bad", "because"):
            first = args[0]
            texts = self.constants.get(first.id, []) if isinstance(first, ast.Name) else _strings(first)
            self.found += [(ENGINE_CONTEXT, s) for s in texts]
        elif (self.layer == "ai" and args and isinstance(func, ast.Attribute) and func.attr == "of"
              and isinstance(func.value, ast.Name) and func.value.id == "Message"):
            self.found += [(COACH_CONTEXT, s) for s in _strings(args[0])]
        self.generic_visit(node)


def _scan() -> tuple[list[Text], list[str]]:
    found: list[Text] = []
    problems: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        finder = _Finder(path)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        found += finder.found
        problems += finder.problems
    found += [(ENGINE_CONTEXT, noun) for noun in SUIT_NOUNS]
    return found, problems


def all_texts() -> list[Text]:
    """Every (context, English) text the game translates, in source order, without repeats."""
    return list(dict.fromkeys(_scan()[0]))


def pure_texts() -> list[Text]:
    """The texts ``pyside6-lupdate`` cannot find: the score-sheet model's, the engine's and the coach's."""
    return [t for t in all_texts() if t[0] in PURE_CONTEXTS]


def problems() -> list[str]:
    """Translation calls ``pyside6-lupdate`` would file under the wrong context."""
    return _scan()[1]


def iter_files() -> Iterator[Path]:
    """The files ``pyside6-lupdate`` reads (see README.md)."""
    yield from sorted((PACKAGE / "gui").rglob("*.py"))
    yield PACKAGE / "sheets" / "paint.py"

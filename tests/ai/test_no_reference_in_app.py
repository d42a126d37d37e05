"""The frozen Normal v1 exists only to measure against: it lives in bench/, never in the installed app."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

import spades_desktop
from spades_desktop.ai.base import BOTS, make_player

from .helpers import BENCH, reference_player

APP = Path(spades_desktop.__file__).resolve().parent


def test_the_installed_package_has_no_reference_bot() -> None:
    assert importlib.util.find_spec("spades_desktop.ai.reference") is None
    assert not (APP / "ai" / "reference").exists()
    assert "reference" not in BOTS
    with pytest.raises(ValueError, match="unknown bot 'reference'"):
        make_player("reference")


def test_no_app_module_imports_the_frozen_bot() -> None:
    offenders = []
    for path in APP.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or "", *(a.name for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if any("reference" in n for n in names):
                offenders.append(f"{path.relative_to(APP)}:{node.lineno}")
    assert offenders == [], f"app modules import the frozen reference bot: {offenders}"


def test_the_frozen_bot_is_in_bench_and_still_plays() -> None:
    assert (BENCH / "reference_v1" / "card_play.py").is_file()
    bot = reference_player(3)
    assert type(bot).__name__ == "ReferencePlayer"
    assert type(bot).__module__.startswith("reference_v1")

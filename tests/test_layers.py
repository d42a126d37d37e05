"""The pure layers never import Qt (checked in a fresh interpreter)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import spades_desktop

PURE = ("engine", "rules", "ai", "record", "history")


def test_pure_packages_do_not_import_qt() -> None:
    root = Path(spades_desktop.__file__).parent
    modules = []
    for package in PURE:
        modules.append(f"spades_desktop.{package}")
        for info in pkgutil.walk_packages([str(root / package)], prefix=f"spades_desktop.{package}."):
            modules.append(info.name)
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pure layers imported Qt: {out.stdout}"
    assert len(modules) >= 8

"""A driver run in a child process on a small or scaled offscreen screen, and what it measured.

Qt sizes a window from the screen it opens on, so each screen size and scale is a child process of its own
(``QT_QPA_PLATFORM=offscreen:configfile=FILE``, ``QT_SCALE_FACTOR``) that prints its findings as JSON on its last
line. The low-vision tests share the runs: the same driver on the same screen runs once per test process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from spades_desktop.gui.layouts import WINDOW_FRAME

ROOT = Path(__file__).resolve().parents[2]

_seen: dict[tuple[str, int, int, str, tuple[str, ...]], dict[str, Any]] = {}


def measured(tmp_path_factory: pytest.TempPathFactory, driver: str, width: int, height: int, scale: str,
             *args: str, timeout: float = 300) -> dict[str, Any]:
    """What ``tests.gui.<driver>`` printed, run with ``args`` on a ``width`` x ``height`` screen at ``scale``."""
    key = (driver, width, height, scale, args)
    if key not in _seen:
        folder = tmp_path_factory.mktemp(f"{driver}-{width}x{height}-{scale}")
        config = folder / "screen.json"
        config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width,
                                                   "height": height, "logicalDpi": 96, "logicalBaseDpi": 96,
                                                   "dpr": 1}]}))
        env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                   SPADES_DESKTOP_HOME=str(folder / "sd"), HOME=str(folder), PYTHONPATH=str(ROOT),
                   QT_SCALE_FACTOR=scale)
        env.pop("QT_FONT_DPI", None)
        done = subprocess.run([sys.executable, "-m", f"tests.gui.{driver}", *args], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=timeout, check=False)
        assert done.returncode == 0, done.stderr
        _seen[key] = json.loads(done.stdout.strip().splitlines()[-1])
    return _seen[key]


def fits(window: dict[str, Any]) -> bool:
    """The window at its least size, with a title bar above it, fits the screen's free room."""
    (width, height), (_x, _y, room_width, room_height) = window["least"], window["room"]
    return width <= room_width and height + WINDOW_FRAME <= room_height

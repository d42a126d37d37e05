"""Where the game's data lives: shipped data (assets, variants) and user folders.

Shipped data is found in a source checkout (top-level ``assets/``,
``variants/``), in an installed wheel (``spades_desktop/assets`` ...), and in
a PyInstaller bundle (``sys._MEIPASS``). User data (settings, saved games,
user presets) lives in the platform's user folders, never in the app folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The folder of shipped data ``name`` ("assets" or "variants")."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates += [Path(bundle) / "spades_desktop" / name, Path(bundle) / name]
    candidates += [_PACKAGE / name, _PACKAGE.parent / name]
    for path in candidates:
        if path.is_dir():
            return path
    raise FileNotFoundError(
        f"the game's {name!r} folder is missing (looked in {', '.join(str(c) for c in candidates)}); "
        "reinstall Spades Desktop"
    )


def assets_dir() -> Path:
    return data_dir("assets")


def variants_dir() -> Path:
    return data_dir("variants")


def user_data_dir() -> Path:
    """The platform's per-user data folder for the game (created on demand by callers).

    ``SPADES_DESKTOP_HOME`` overrides it (tests, portable installs).
    """
    override = os.environ.get("SPADES_DESKTOP_HOME")
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    from . import APP_NAME

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    # e.g. ~/.local/share/Spades Desktop, %LOCALAPPDATA%/Spades Desktop, ~/Library/Application Support/Spades Desktop
    return Path(base) / APP_NAME if base else Path.home() / ".spades-desktop"


def user_presets_dir() -> Path:
    return user_data_dir() / "presets"


def saved_games_dir() -> Path:
    return user_data_dir() / "games"


def autosaves_dir() -> Path:
    """The autosaves of the last few unfinished games (one file per game, see ``record.autosave``)."""
    return saved_games_dir() / "autosaves"


def backups_dir() -> Path:
    """Where autosaves that cannot be resumed (damaged, newer version) are kept: beside the saved games."""
    return saved_games_dir()

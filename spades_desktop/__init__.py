"""Spades Desktop: a Spades card game for the desktop."""

from __future__ import annotations

from importlib import metadata

APP_NAME = "Spades Desktop"
ORGANIZATION = "Spades Desktop"

try:
    __version__ = metadata.version("spades-desktop")
except metadata.PackageNotFoundError:  # a source checkout that is not installed
    __version__ = "0.1.0"

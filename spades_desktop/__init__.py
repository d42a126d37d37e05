"""Spades Desktop: a Spades card game for the desktop."""

from __future__ import annotations

APP_NAME = "Spades Desktop"
ORGANIZATION = "Spades Desktop"
APP_ID = "org.spadesdesktop.SpadesDesktop"  # the desktop entry's name (packaging/appinfo.py gives it the same)


def __getattr__(name: str) -> str:
    """``__version__``, read from the installed package's metadata when first asked for.

    (Importing ``importlib.metadata`` costs about a tenth of a second: not before the window shows.)
    """
    if name == "__version__":
        from importlib import metadata

        try:
            version = metadata.version("spades-desktop")
        except metadata.PackageNotFoundError:  # a source checkout that is not installed
            version = "0.1.0"
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""Subcommands of ``python -m spades_desktop``; see ``spades_desktop.cli``."""

from __future__ import annotations

import argparse


def text_argument(value: str) -> str:
    """An argument that is a text (a player's name, a preset id, a date), not a file name: it must be UTF-8.

    Bytes that are not UTF-8 reach Python as lone surrogates (``\\udcff``), which no file, database or window can
    hold; argparse turns the ``ArgumentTypeError`` into ``error: argument --player: ...`` and exit status 2.
    """
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        shown = value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        raise argparse.ArgumentTypeError(
            f"'{shown}' is not UTF-8 text (the terminal passed bytes that are not UTF-8); write it in UTF-8") from None
    return value

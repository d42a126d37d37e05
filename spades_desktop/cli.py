"""The command line: ``spades-desktop [SUBCOMMAND] ...`` (also ``python -m spades_desktop``).

Every subcommand lives in ``spades_desktop/commands/NAME.py`` with
``add_arguments(parser)`` and ``run(args) -> int``; it is imported only when
used, so the command line starts fast and never imports Qt unless needed.
Exit status 2 means bad input (a bad argument, file, preset or record).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence

from . import APP_NAME, __version__

# name -> (module under spades_desktop.commands, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("play", "start the game window (the default)"),
    "replay": ("replay", "replay a saved game record and print each hand's scores as JSON"),
    "presets": ("presets", "list the rule presets, or check a preset file"),
    "rules": ("rules_card", "print the rules card of a preset"),
    "analyze": ("analyze", "analyse a hand of a saved game: what was possible (double dummy) and the coach's view"),
    "print-sheet": ("print_sheet", "print a score sheet (blank, or of a saved game) to PDF or PNG"),
    "score": ("score", "keep the score of a game played with real cards, from a CSV file of bids and tricks"),
    "history": ("history", "import game records into the game history, list or export the stored games"),
    "stats": ("stats", "print each human player's statistics from the game history"),
    "selftest": ("selftest", "check that this installation works: window, presets, a hand of bots, a score sheet"),
}


MODULE_PROG = "python -m spades_desktop"


def program_name(argv0: str | None = None) -> str:
    """The name the user ran, for the usage lines: ``spades-desktop`` (or ``spades-desktop-cli``) from the console
    script, the built app's own name when frozen, ``python -m spades_desktop`` for ``-m`` (and when unknown)."""
    argv0 = (sys.argv[0] if sys.argv else "") if argv0 is None else argv0
    name = os.path.basename(argv0.replace("\\", "/"))
    if not name or name in ("-c", "-m") or name.endswith(".py"):  # -m runs spades_desktop/__main__.py
        return MODULE_PROG
    if not getattr(sys, "frozen", False) and name.lower().endswith(".exe"):  # a Windows console script
        name = name[:-4]
    return name


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=program_name(),
        description=f"{APP_NAME} {__version__}: Spades for the desktop. Without a subcommand, starts the game.",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND")
    for name, (module, help_text) in COMMANDS.items():
        try:
            command = importlib.import_module(f"spades_desktop.commands.{module}")
        except ModuleNotFoundError as exc:  # a command still being written
            if exc.name != f"spades_desktop.commands.{module}":
                raise
            continue
        sp = sub.add_parser(name, help=help_text, description=help_text)
        command.add_arguments(sp)
        sp.set_defaults(_module=module)
    return parser


def tolerant_output() -> None:
    """Print what the terminal cannot encode escaped (``\\udcff``), never as a traceback: a file name that is
    not UTF-8 is printed back by ``history import``, ``print-sheet``, ``analyze --json`` and others."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(Exception):  # a stream replaced by something that cannot be reconfigured
                reconfigure(errors="backslashreplace")


def output_gone() -> None:
    """The reader of the standard output has stopped (``history list | head -2``): whatever is still printed, and
    the lines Python writes out as it exits, go nowhere, without the "Exception ignored ... BrokenPipeError" that
    flushing them into the closed pipe printed."""
    with contextlib.suppress(OSError, ValueError, AttributeError):  # a stream that is no file (a test's)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    tolerant_output()
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not args_list or (args_list[0].startswith("-") and args_list[0] not in ("-h", "--help", "--version")):
        args_list.insert(0, "play")
    args = parser.parse_args(args_list)
    command = importlib.import_module(f"spades_desktop.commands.{args._module}")
    try:
        return int(command.run(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader stopped early (``| head``): not an error of the command's
        output_gone()
        return 0

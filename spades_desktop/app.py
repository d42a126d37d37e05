"""Start the game window; the ``spades-desktop`` entry point.

Before Qt is touched, check that a display exists and answers: without one
Qt aborts with a long message, so the game says what is wrong in one line
instead.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

XCB_PACKAGES = (
    "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxkbcommon-x11-0 libegl1"
)


DEAD_DISPLAY_STATUS = 2  # the exit status of a start whose DISPLAY does not answer (the other problems: 1)


def display_problem() -> str | None:
    """One line saying why no window can open here, or None when one can."""
    found = check_display()
    return found[1] if found else None


def check_display() -> tuple[int, str] | None:
    """The exit status and the one line for a start where no window can open, or None when one can."""
    from .xdisplay import dead_display, dead_display_message

    dead = dead_display()  # Qt would abort (SIGABRT) blaming a missing xcb-cursor0 for a DISPLAY nobody answers at
    if dead is not None:
        return DEAD_DISPLAY_STATUS, dead_display_message(dead, os.environ.get("DISPLAY", ""))
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform or not sys.platform.startswith("linux"):
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return 1, (
            "Spades Desktop needs a display, and none was found (DISPLAY and WAYLAND_DISPLAY are not set): "
            "start it from a desktop session, or for a headless check run it with QT_QPA_PLATFORM=offscreen."
        )
    import ctypes.util  # only here: a headless or non-Linux start does not pay for it

    if not os.environ.get("WAYLAND_DISPLAY") and ctypes.util.find_library("xcb-cursor") is None and not _bundled(
            "libxcb-cursor.so"):
        return 1, (
            "Spades Desktop needs Qt's X11 libraries, and libxcb-cursor is missing: "
            f"install them with 'sudo apt-get install {XCB_PACKAGES}'."
        )
    return None


def _bundled(library: str) -> bool:
    """Whether the built app carries ``library`` itself (PyInstaller puts the libraries it collected beside the
    app's code): the check asked only the system, and an X11 desktop without libxcb-cursor0 refused to open an
    app whose bundle holds it."""
    folder = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or not folder:
        return False
    from pathlib import Path

    return any(Path(folder).glob(f"{library}*"))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``spades-desktop`` command: the same as ``python -m spades_desktop``.

    Without arguments it opens the window at once: building the whole command line imports every
    subcommand (the rules loader, YAML), which the window does not need before it shows (issue 12).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        import argparse

        from .commands.play import run

        return run(argparse.Namespace(preset=None, deal=None, selftest=False, selftest_report=None))
    from .cli import main as cli_main

    return cli_main(args)

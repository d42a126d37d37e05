"""Whether a window can open: the check before the Qt window starts (``app.display_problem``)."""

from __future__ import annotations

import ctypes.util
import sys
from pathlib import Path

import pytest

from spades_desktop import xdisplay
from spades_desktop.app import display_problem


@pytest.fixture
def x11_without_xcb_cursor(monkeypatch: pytest.MonkeyPatch) -> None:
    """An X11 desktop whose system has no libxcb-cursor (Ubuntu 22.04 does not install it by default)."""
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)
    monkeypatch.setattr(xdisplay, "answers", lambda display, timeout=0.0: True)  # an X server runs there


@pytest.mark.usefixtures("x11_without_xcb_cursor")
def test_an_x11_desktop_without_libxcb_cursor_is_told_to_install_it() -> None:
    problem = display_problem()
    assert problem is not None and "libxcb-cursor" in problem and "apt-get install" in problem


@pytest.mark.usefixtures("x11_without_xcb_cursor")
def test_the_built_app_carrying_libxcb_cursor_opens_without_the_system_s(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The built app bundles libxcb-cursor.so.0, but the check asked only the system: it printed "install
    libxcb-cursor" and quit, and from the menu entry (no terminal) nothing at all happened."""
    (tmp_path / "libxcb-cursor.so.0").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert display_problem() is None
    (tmp_path / "libxcb-cursor.so.0").unlink()
    assert display_problem() is not None, "a bundle without it still needs the system's"


def test_the_built_app_s_usage_names_the_program_not_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The built app's --help said "usage: python -m spades_desktop": its user has no Python."""
    from spades_desktop.cli import build_parser

    monkeypatch.setattr(sys, "argv", ["/work/spades_desktop/__main__.py", "--help"])  # python -m spades_desktop
    assert build_parser().format_usage().startswith("usage: python -m spades_desktop ")
    monkeypatch.setattr(sys, "argv", ["/home/ann/.venv/bin/spades-desktop", "--help"])  # the console script
    assert build_parser().format_usage().startswith("usage: spades-desktop ")
    monkeypatch.setattr(sys, "argv", [r"C:\venv\Scripts\spades-desktop.exe", "--help"])
    assert build_parser().format_usage().startswith("usage: spades-desktop ")
    monkeypatch.setattr(sys, "argv", [])
    assert build_parser().format_usage().startswith("usage: python -m spades_desktop ")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "argv", ["/opt/SpadesDesktop/SpadesDesktop", "--help"])
    assert build_parser().format_usage().startswith("usage: SpadesDesktop ")

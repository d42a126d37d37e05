"""Does the X display in ``DISPLAY`` answer? Asked before Qt starts (pure standard library, no Qt).

With ``DISPLAY`` set but no X server behind it (a stale ssh or tmux session, an X server that is gone), Qt's xcb
platform cannot connect and aborts the process (SIGABRT, a core dump) with a message that blames a missing
``libxcb-cursor0``. A connection to the server's socket tells the two apart in a few milliseconds:

- ``:N``, ``:N.S``, ``unix:N`` — the local server's Unix socket ``/tmp/.X11-unix/XN`` (on Linux also its
  abstract twin, which a sandbox with its own ``/tmp`` still reaches);
- ``host:N``, ``host:N.S`` — TCP port 6000 + N of ``host`` (ssh's X forwarding: ``localhost:10.0``).

Only the connection is tried (no X protocol, so no authorisation problem is found here); a ``DISPLAY`` of any
other form (a socket path, DECnet's ``host::N``) is left to Qt.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from collections.abc import Mapping
from dataclasses import dataclass

X_SOCKET_DIR = "/tmp/.X11-unix"
X_TCP_PORT = 6000
TIMEOUT = 2.0  # seconds for a TCP connection; a local socket answers (or is refused) at once

_DISPLAY_RE = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.(?P<screen>\d+))?$")


@dataclass(frozen=True, slots=True)
class XDisplay:
    """Where an X display's server listens: ``host`` "" for this machine's Unix socket."""

    name: str  # ``:5``, ``localhost:10`` (without the screen)
    host: str
    number: int

    @property
    def socket_path(self) -> str:
        return f"{X_SOCKET_DIR}/X{self.number}"

    @property
    def port(self) -> int:
        return X_TCP_PORT + self.number

    def where(self) -> str:
        """Where the server would listen, for a message."""
        return f"the socket {self.socket_path}" if not self.host else f"{self.host} port {self.port}"


def parse_display(value: str) -> XDisplay | None:
    """The display ``value`` names, or None for a form this check leaves to Qt (a socket path, ``host::N``, IPv6)."""
    match = _DISPLAY_RE.match(value.strip())
    if match is None or "/" in match["host"]:
        return None
    host = "" if match["host"] in ("", "unix") else match["host"]
    return XDisplay(f"{match['host']}:{match['number']}", host, int(match["number"]))


def answers(display: XDisplay, timeout: float = TIMEOUT, socket_dir: str | None = None) -> bool:
    """Whether a server accepts a connection for ``display`` (``socket_dir``: another folder of X sockets, for
    tests)."""
    if display.host:
        try:
            with socket.create_connection((display.host, display.port), timeout=timeout):
                return True
        except OSError:  # refused, no route, timed out, an unknown host
            return False
    paths = [f"{socket_dir or X_SOCKET_DIR}/X{display.number}"]
    if sys.platform.startswith("linux") and socket_dir is None:
        paths.insert(0, "\0" + paths[0])  # the abstract socket, which Xlib and xcb try first on Linux
    for path in paths:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(timeout)
            try:
                sock.connect(path)
            except (FileNotFoundError, ConnectionRefusedError, TimeoutError):  # no server there (or a hung one)
                continue
            except OSError:  # not allowed to look (a sandbox): Qt may still get through, so it is left to try
                return True
            return True
    return False


def uses_x11(environ: Mapping[str, str] | None = None) -> bool:
    """Whether Qt would open its window on the X display of ``DISPLAY``: on Linux, with the platform left to Qt
    (or ``xcb``) and no Wayland session to prefer."""
    env = os.environ if environ is None else environ
    platform = env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].strip()
    return (sys.platform.startswith("linux") and platform in ("", "xcb") and not env.get("WAYLAND_DISPLAY")
            and bool(env.get("DISPLAY")))


def dead_display(environ: Mapping[str, str] | None = None, timeout: float = TIMEOUT) -> XDisplay | None:
    """The X display Qt would use that does not answer, or None (no X display in play, or it answers, or a form
    this check cannot try)."""
    env = os.environ if environ is None else environ
    if not uses_x11(env):
        return None
    display = parse_display(env.get("DISPLAY", ""))
    if display is None or answers(display, timeout):
        return None
    return display


def dead_display_message(display: XDisplay, value: str) -> str:
    """One line for the player whose ``DISPLAY`` (``value``) does not answer: what is wrong and what to do."""
    return (
        f"the display {display.name} does not answer (DISPLAY={value}): no X server listens at {display.where()}. "
        "Start the game from a desktop session (or a terminal of one, or an ssh -X login that is still open), "
        "or for a headless check run it with QT_QPA_PLATFORM=offscreen."
    )

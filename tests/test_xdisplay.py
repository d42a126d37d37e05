"""A DISPLAY that nobody answers (a stale ssh or tmux session): told in one line before Qt aborts with a core dump.

``spades_desktop.xdisplay`` connects to the X server's socket; these tests point it at a socket path that does not
exist and at a listening socket they create, and run the game with a DISPLAY of no server.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from spades_desktop import xdisplay
from spades_desktop.xdisplay import XDisplay, answers, dead_display, dead_display_message, parse_display, uses_x11

ROOT = Path(__file__).resolve().parents[1]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X display check is for Linux")


@pytest.mark.parametrize(("value", "name", "host", "number"), [
    (":5", ":5", "", 5), (":5.0", ":5", "", 5), ("unix:3", "unix:3", "", 3), ("localhost:10.0", "localhost:10",
                                                                              "localhost", 10),
    ("192.168.1.7:0", "192.168.1.7:0", "192.168.1.7", 0), (" :1 ", ":1", "", 1)])
def test_display_names_say_where_the_server_listens(value: str, name: str, host: str, number: int) -> None:
    assert parse_display(value) == XDisplay(name, host, number)


@pytest.mark.parametrize("value", ["", "5", ":x", "host::0", "/tmp/launch-abc/org.xquartz:0", "[::1]:0", ":1.x"])
def test_forms_the_check_cannot_try_are_left_to_qt(value: str) -> None:
    assert parse_display(value) is None


def test_the_message_says_what_is_wrong_and_what_to_do() -> None:
    display = parse_display(":5.0")
    assert display is not None
    line = dead_display_message(display, ":5.0")
    assert line.startswith("the display :5 does not answer (DISPLAY=:5.0): no X server listens at the socket "
                           "/tmp/.X11-unix/X5.")
    assert "QT_QPA_PLATFORM=offscreen" in line and "\n" not in line
    tcp = parse_display("localhost:10.0")
    assert tcp is not None and "localhost port 6010" in dead_display_message(tcp, "localhost:10.0")


@pytest.fixture
def socket_dir() -> Iterator[Path]:
    # a short path: a Unix socket's path must fit in 107 bytes, and pytest's tmp_path may not
    with tempfile.TemporaryDirectory(prefix="x11-") as folder:
        yield Path(folder)


@linux_only
def test_a_socket_path_that_does_not_exist_does_not_answer(socket_dir: Path) -> None:
    assert not answers(XDisplay(":7", "", 7), socket_dir=str(socket_dir))


@linux_only
def test_a_listening_socket_answers_and_a_stale_one_does_not(socket_dir: Path) -> None:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(socket_dir / "X7"))
    server.listen(1)
    try:
        assert answers(XDisplay(":7", "", 7), socket_dir=str(socket_dir))
    finally:
        server.close()
    assert (socket_dir / "X7").exists(), "the file of a server that is gone stays behind"
    assert not answers(XDisplay(":7", "", 7), socket_dir=str(socket_dir))


def test_a_tcp_display_answers_while_something_listens_on_its_port() -> None:
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    try:
        assert answers(XDisplay("x", "127.0.0.1", port - xdisplay.X_TCP_PORT), timeout=10)
    finally:
        server.close()
    assert not answers(XDisplay("x", "127.0.0.1", port - xdisplay.X_TCP_PORT), timeout=10)


def test_only_an_x11_start_on_linux_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert uses_x11({"DISPLAY": ":5"}) and uses_x11({"DISPLAY": ":5", "QT_QPA_PLATFORM": "xcb"})
    assert not uses_x11({"DISPLAY": ":5", "QT_QPA_PLATFORM": "offscreen"})
    assert not uses_x11({"DISPLAY": ":5", "WAYLAND_DISPLAY": "wayland-0"}), "Qt prefers Wayland there"
    assert not uses_x11({})
    monkeypatch.setattr(sys, "platform", "win32")
    assert not uses_x11({"DISPLAY": ":5"})


@linux_only
def test_dead_display_asks_the_socket(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xdisplay, "answers", lambda display, timeout=0.0: False)
    assert dead_display({"DISPLAY": ":77"}) == XDisplay(":77", "", 77)
    assert dead_display({"DISPLAY": ":77", "QT_QPA_PLATFORM": "offscreen"}) is None
    monkeypatch.setattr(xdisplay, "answers", lambda display, timeout=0.0: True)
    assert dead_display({"DISPLAY": ":77"}) is None


def _free_display() -> str:
    """A display number no X server of this machine has (its socket does not exist, nor the abstract one)."""
    for number in range(977, 1077):
        if not answers(XDisplay(f":{number}", "", number)):
            return f":{number}"
    pytest.skip("no free X display number")


def _env(display: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    return {**env, "DISPLAY": display, "PYTHONPATH": str(ROOT)}


@linux_only
def test_the_game_on_a_display_nobody_answers_says_so_in_one_line_with_status_2(tmp_path: Path) -> None:
    display = _free_display()
    env = {**_env(display), "SPADES_DESKTOP_HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "spades_desktop"], capture_output=True, text=True, cwd=ROOT,
                         env=env, timeout=120)
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith(f"error: the display {display} does not answer (DISPLAY={display})")
    assert "xcb-cursor" not in out.stderr
    # a bad argument is told first: a working display would not make --deal -5 right
    bad = subprocess.run([sys.executable, "-m", "spades_desktop", "play", "--deal", "-5"], capture_output=True,
                         text=True, cwd=ROOT, env=env, timeout=120)
    assert bad.returncode == 2 and "--deal must be a deal number" in bad.stderr and "display" not in bad.stderr


@linux_only
def test_the_selftest_on_a_display_nobody_answers_goes_on_offscreen_with_a_note(tmp_path: Path) -> None:
    display = _free_display()
    out = subprocess.run([sys.executable, "-m", "spades_desktop", "--selftest"], capture_output=True, text=True,
                         cwd=ROOT, env=_env(display), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    notes = [line for line in out.stdout.splitlines() if line.startswith("note: ")]
    assert len(notes) == 1 and f"the display {display} does not answer" in notes[0], out.stdout
    assert "platform 'offscreen'" in out.stdout and out.stdout.rstrip().endswith("self-test passed")

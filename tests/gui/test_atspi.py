"""Issue 12, accessibility on the real bus: the window as a screen reader (Orca) sees it over AT-SPI.

Opt-in: runs only where the system has ``xvfb-run``, ``dbus-run-session``, ``at-spi-bus-launcher`` and a
system ``python3`` with pyatspi (Debian: xvfb xauth dbus-daemon dbus-x11 at-spi2-core python3-pyatspi, which
``.ci/run`` installs with apt-get where it can); skipped elsewhere. ``tests/gui/atspi_walk.py`` (system python)
walks the tree and drives the game through AT-SPI alone; its printed ``CHECK`` lines say what failed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")

SCRIPT = """
{launcher} --launch-immediately &
BUS=$!
# wait (at most 5 s) until the launcher owns its name on the session bus, then start the game
command -v dbus-send >/dev/null || sleep 1
for _ in $(seq 100); do
    command -v dbus-send >/dev/null || break
    dbus-send --session --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner \
        string:org.a11y.Bus 2>/dev/null | grep -q "boolean true" && break
    sleep 0.05
done
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "{game}" -m spades_desktop play --preset standard --deal 1 &
GAME=$!
"{system}" "{walker}"
RC=$?
kill $GAME $BUS 2>/dev/null
exit $RC
"""


def _missing() -> str | None:
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not BUS_LAUNCHER.exists() or not SYSTEM_PYTHON.exists():
        return "at-spi2-core or a system python3 is not installed"
    found = subprocess.run([str(SYSTEM_PYTHON), "-c", "import pyatspi"], capture_output=True, check=False)
    return "python3-pyatspi is not installed" if found.returncode else None


def test_a_screen_reader_finds_the_table_and_hears_the_game_on_atspi() -> None:
    missing = _missing()
    if missing:
        pytest.skip(f"AT-SPI check needs the desktop accessibility stack: {missing}")
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}
        env.pop("QT_QPA_PLATFORM", None)  # the real xcb platform, where the AT-SPI bridge lives
        script = SCRIPT.format(launcher=BUS_LAUNCHER, game=sys.executable, system=SYSTEM_PYTHON,
                               walker=HERE / "atspi_walk.py")
        run = subprocess.run(["dbus-run-session", "--", "xvfb-run", "-a", "sh", "-c", script], env=env,
                             capture_output=True, text=True, timeout=180, check=False)
    checks = [line for line in run.stdout.splitlines() if line.startswith(("CHECK", "atspi_walk"))]
    assert checks and checks[-1] == "atspi_walk: ok", "\n".join(checks) or run.stdout[-3000:] + run.stderr[-3000:]

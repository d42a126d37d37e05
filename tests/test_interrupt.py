"""Ctrl-C in the terminal quits the game: the window closes the normal way and the exit status is 130.

Before, SIGINT was ignored while Qt's event loop ran (or raised KeyboardInterrupt inside a timer's slot, a
traceback, and the game went on).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(os.name == "nt", reason="Windows has no SIGINT to send to a process")
def test_sigint_closes_the_window_and_quits_with_status_130(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SPADES_DESKTOP_HOME": str(tmp_path),
           "PYTHONPATH": str(ROOT)}
    game = subprocess.Popen([sys.executable, "-m", "spades_desktop", "play", "--deal", "42"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            # SIGINT as the terminal sends it, not ignored as in a script's background job
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        autosaves = tmp_path / "games" / "autosaves"
        deadline = time.monotonic() + 120  # generous: a loaded machine
        # the game has started (inside Qt's event loop) once it holds its autosave's lock
        while not list(autosaves.glob(".*.lock")) and game.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert game.poll() is None, game.communicate()
        assert list(autosaves.glob(".*.lock")), "the game did not start within 120 s"
        game.send_signal(signal.SIGINT)
        _out, err = game.communicate(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
            game.communicate()
    assert game.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert not list(autosaves.glob(".*.lock")), "the window's normal close releases the game"
    assert "geometry=" in (tmp_path / "settings.ini").read_text(encoding="utf-8"), "closeEvent saved the window"

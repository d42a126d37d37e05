"""Start-up time of the game against a bare PySide6 window, launched the same way (issue 12, item 11).

    python bench/startup.py [--runs 5] [--platform offscreen]

Each run is a fresh process (``subprocess``): the game's launcher (``spades_desktop.app:main``, what the
installed ``spades-desktop`` runs) and a six-line ``QMainWindow`` script. Both print a marker at the first
paint of their window and exit (the game does it when ``SPADES_DESKTOP_EXIT_AFTER_PAINT`` is set), so the time
is from process start to a painted window. Runs alternate between the two; medians are printed, last line
``startup_ratio: N`` (game / bare window; the goal is ≤ 1.5). Bytecode is cached as in an installed game
(``PYTHONDONTWRITEBYTECODE`` is dropped, ``PYTHONPYCACHEPREFIX`` points at a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

MARKER = "first-paint"

BARE = f"""
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([]); window = QMainWindow(); window.resize(1280, 800)
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("{MARKER}", flush=True); QTimer.singleShot(0, app.quit)
        return False
watch = Watch(); window.installEventFilter(watch); window.show(); app.exec()
"""

GAME = "import sys; from spades_desktop.app import main; sys.exit(main([]))"


def launch(code: str, env: dict[str, str]) -> float:
    """Seconds from starting ``python -c code`` to its marker line (a fresh user folder: no game to resume)."""
    env = dict(env, SPADES_DESKTOP_HOME=tempfile.mkdtemp(prefix="spades-startup-"))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == MARKER:
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise RuntimeError(f"no {MARKER!r} marker (exit status {proc.returncode})")
    proc.wait(timeout=30)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform, SPADES_DESKTOP_EXIT_AFTER_PAINT="1",
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="spades-pycache-"))
    # As installed: modules compiled once (a wheel install writes .pyc files), not on every start. The
    # warm-up runs write them, to a folder of their own (this checkout stays clean).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    launch(BARE, env), launch(GAME, env)  # warm the file cache
    game: list[float] = []
    bare: list[float] = []
    for _ in range(args.runs):
        bare.append(launch(BARE, env))
        game.append(launch(GAME, env))
    g, b = statistics.median(game), statistics.median(bare)
    print(f"bare PySide6 window: {b:.3f} s  (runs: {', '.join(f'{t:.3f}' for t in bare)})")
    print(f"Spades Desktop:      {g:.3f} s  (runs: {', '.join(f'{t:.3f}' for t in game)})")
    print(f"platform {args.platform}, medians of {args.runs}")
    print(f"startup_ratio: {g / b:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

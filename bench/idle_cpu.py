"""How much CPU the table costs while it waits for the human (issue 12: the pulsing plate burnt 5–7 % of a core).

    QT_QPA_PLATFORM=offscreen python bench/idle_cpu.py [--seconds 10] [--size 1280x800]

Starts the real window (offscreen unless QT_QPA_PLATFORM says otherwise), at the Normal animation speed, deals a
game against the bots and waits until it is the human's turn (the bid); then measures the process's CPU time
(every thread) over the given seconds of the running event loop. Last line: ``idle_cpu_percent: N`` (percent
of one core).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SPADES_DESKTOP_HOME", tempfile.mkdtemp(prefix="spades-idle-"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))

    from PySide6.QtCore import QTimer

    from spades_desktop.engine import RuleSet
    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.controller import GameSetup, SeatSetup, State
    from spades_desktop.gui.main_window import MainWindow
    from spades_desktop.gui.settings import Speed

    app = make_application()
    win = MainWindow()
    win.set_speed(Speed.NORMAL)
    win.resize(width, height)
    win.show()
    seats = (SeatSetup("You", "human"), SeatSetup("Wes", "normal"), SeatSetup("Nora", "normal"),
             SeatSetup("Ethan", "normal"))
    win.start_game(GameSetup(RuleSet(), seats, 1234, "standard", "Standard", first_dealer=2))
    deadline = time.monotonic() + 60
    while win.controller.state is not State.HUMAN_TURN:
        app.processEvents()
        time.sleep(0.005)
        if time.monotonic() > deadline:
            print("the human's turn never came", file=sys.stderr)
            return 1
    settle = time.monotonic() + 1.5  # let the last animations end
    while time.monotonic() < settle:
        app.processEvents()
        time.sleep(0.005)
    assert win.controller.state is State.HUMAN_TURN
    cpu0, wall0 = time.process_time(), time.monotonic()
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
    print(f"waited {wall:.1f} s at the human's bid ({width}x{height}, {os.environ['QT_QPA_PLATFORM']}): "
          f"{cpu * 1000:.0f} ms of CPU")
    win.close()
    print(f"idle_cpu_percent: {100 * cpu / wall:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

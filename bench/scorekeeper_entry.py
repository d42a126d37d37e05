"""How long the scorekeeper makes a club wait per hand, and how many keys a hand takes.

Types hands into the real window with the keyboard only (offscreen, animation
off): four bids and four trick counts, each followed by Enter, the last trick
count taken from the offered rest. Prints the keystrokes of a typical hand and
the program's time per hand (the rest of a practised user's 10 s is typing).
Also the Enter that scores a hand (the last trick count's): its median and slowest, wall clock and CPU time (it
read all 49 preset files and tallied the whole match twice, 100-240 ms a hand at QA club 11), and the time to
re-score a whole game after a correction of its first hand.

    QT_QPA_PLATFORM=offscreen python bench/scorekeeper_entry.py --hands 20
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SPADES_DESKTOP_HOME", tempfile.mkdtemp(prefix="spades-bench-"))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame
from spades_desktop.gui.scorekeeper.window import ScorekeeperWindow
from spades_desktop.rules import load_preset

HANDS = [("3 4 3 2", "3 4 4 2"), ("4 n 4 3", "5 0 5 3"), ("2 3 3 4", "2 4 3 4"), ("n 4 5 3", "0 5 5 3")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    preset = load_preset("standard")  # a preset's game, as a club's: the window names its rules
    rules = replace(preset.rules, target=100000, mercy=None)
    game = ScorekeptGame(rules, ("Ann", "Bob", "Cy", "Di"), 3, preset.id, preset.name_in("en"))
    win = ScorekeeperWindow(game, autosave=True)
    win.scorepad.set_animation_speed(0)
    win.show()
    app.processEvents()
    keys = 0
    enters: list[float] = []  # the Enter that scores the hand: wall clock, ms
    enters_cpu: list[float] = []  # and CPU time
    started = time.perf_counter()
    for number in range(args.hands):
        bids, tricks = HANDS[number % len(HANDS)]
        order = win.entry.order
        by_seat_b, by_seat_t = bids.split(), tricks.split()
        values = [by_seat_b[s] for s in order] + [by_seat_t[s] for s in order]
        fields = [win.entry.bid_edits[s] for s in order] + [win.entry.trick_edits[s] for s in order]
        for i, (field, value) in enumerate(zip(fields, values, strict=True)):
            if i < len(values) - 1:
                QTest.keyClicks(field, value)
                keys += len(value)
                QTest.keyClick(field, Qt.Key.Key_Return)
            else:
                t0, c0 = time.perf_counter(), time.process_time()
                QTest.keyClick(field, Qt.Key.Key_Return)
                enters.append((time.perf_counter() - t0) * 1000)
                enters_cpu.append((time.process_time() - c0) * 1000)
            keys += 1
        assert len(win.game.hands) == number + 1, win.message.text()
    elapsed = time.perf_counter() - started
    win.correct(0)
    win.entry.trick_edits[0].setText("4")
    win.entry.trick_edits[1].setText("3")
    t0 = time.perf_counter()
    assert win.submit(), win.message.text()
    correction = time.perf_counter() - t0
    print(f"keystrokes per hand: {keys / args.hands:.1f}")
    print(f"correction of hand 1 of {args.hands}, all re-scored: {correction * 1000:.1f} ms")
    print(f"the Enter that scores a hand: median {statistics.median(enters):.1f} ms (CPU "
          f"{statistics.median(enters_cpu):.1f} ms), slowest {max(enters):.1f} ms (CPU {max(enters_cpu):.1f} ms)")
    print(f"scorekeeper_ms_per_hand: {elapsed * 1000 / args.hands:.1f}")


if __name__ == "__main__":
    main()

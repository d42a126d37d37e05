"""How long the Statistics window's charts take to draw, for a short and a very long history.

    QT_QPA_PLATFORM=offscreen nice -n 15 python bench/chart_draw.py [--games 12,100,1000,10000] [--rounds 5]

For each number of games, a win % chart (``WinRateChart``, 600 x 260 pixels, results from a fixed seed) is
painted ``--rounds`` times in each of three ways, timed in CPU time of this process (steadier than wall clock on a
shared machine), median of the rounds:

- ``paint``: again with the same results and size (what the focus frame's redraw on Tab in and out costs);
- ``new_results``: after ``set_results`` (the figures of another filter);
- ``resize``: after a change of the chart's size (the window resized).

Then the latest game's chart (``RunningTotalsChart``) of a 15-hand game and of a 300-hand game, painted again.
Lines are ``name: value`` (milliseconds of CPU); the last one is ``win_chart_paint_ms_<largest games>``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SPADES_DESKTOP_HOME", tempfile.mkdtemp(prefix="spades-charts-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def cpu_ms(action: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        action()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="12,100,1000,10000", help="numbers of games, comma-separated")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    sizes = [int(n) for n in args.games.split(",")]

    from spades_desktop.gui.application import make_application
    from spades_desktop.gui.stats.charts import RunningTotalsChart, WinRateChart

    app = make_application()
    rng = random.Random(7)
    print("medians of CPU time in ms, chart 600 x 260")
    last = ""
    for games in sizes:
        results = [rng.random() < 0.5 for _ in range(games)]
        chart = WinRateChart()
        chart.resize(600, 260)
        chart.show()
        chart.set_results(results)
        app.processEvents()
        chart.repaint()  # the first paint (fonts, caches) is not counted
        again = cpu_ms(chart.repaint, args.rounds)

        def new_results(chart: WinRateChart = chart, results: list[bool] = results) -> None:
            chart.set_results(list(results))
            chart.repaint()

        widths = iter([600, 601] * args.rounds)

        def resized(chart: WinRateChart = chart, widths: Iterator[int] = widths) -> None:
            chart.resize(next(widths), 260)
            chart.repaint()

        fresh = cpu_ms(new_results, args.rounds)
        resize = cpu_ms(resized, args.rounds)
        print(f"win_chart_new_results_ms_{games}: {fresh:.1f}")
        print(f"win_chart_resize_ms_{games}: {resize:.1f}")
        last = f"win_chart_paint_ms_{games}: {again:.1f}"
        chart.close()
        chart.deleteLater()
        if games != sizes[-1]:
            print(last)
    for hands in (15, 300):
        totals, a, b = [], 0, 0
        for _ in range(hands):
            a += rng.randint(-100, 120)
            b += rng.randint(-100, 120)
            totals.append((a, b))
        game = RunningTotalsChart()
        game.resize(600, 260)
        game.show()
        game.set_game(totals, ["Ann & Cy", "Bob & Di"], 500)
        app.processEvents()
        game.repaint()
        print(f"totals_chart_paint_ms_{hands}_hands: {cpu_ms(game.repaint, args.rounds):.1f}")
        game.close()
    print(last)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How long the double-dummy solver takes (``ai.double_dummy.solve``), standard rules.

Each of ``--deals`` seeded deals is bid and played by Normal bots until
``--left`` tricks remain, then the position is solved from scratch (a fresh
transposition table) and timed. ``--left 13`` solves whole deals from the
first lead; ``--nodes`` then caps each solve (a deal over the cap counts as
unsolved and its time as the time spent until the cap). Prints the median and
the 95th percentile in seconds; the last line is ``dd_solve_p95_s: value``.

``--compare`` also solves each position with the engine-driven search
(``_Search``, the solver before the bit-mask search) and prints the ratio of
the two times over the same positions in the same run, which a busy machine
changes much less than the times themselves.

``--trace`` measures what the review and ``analyze`` do instead: every
position of the recorded hand, from the last card back to the first, within
the per-position budget (``ai.hand_analysis.DD_NODES`` unless ``--nodes``);
it prints the time per hand and how many tricks were solved from their lead.

    nice -n 15 python bench/dd_solve.py --deals 200 --left 6
    nice -n 15 python bench/dd_solve.py --deals 20 --left 13 --nodes 2000000
    nice -n 15 python bench/dd_solve.py --deals 200 --left 8 --compare
    nice -n 15 python bench/dd_solve.py --deals 50 --trace
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import make_player
from spades_desktop.ai.double_dummy import DoubleDummyBudgetError, _Search, solve
from spades_desktop.engine import STANDARD, Game, Phase


def position(seed: int, left: int) -> Game:
    """Deal ``seed`` played by Normal bots until ``left`` tricks remain."""
    game = Game(STANDARD, seed)
    bots = [make_player("normal", seed * 4 + s) for s in range(4)]
    stop = STANDARD.hand_size - left
    while game.phase is not Phase.PLAY or game.trick_number < stop:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--left", type=int, default=6, help="tricks left when the solve starts (13: whole deals)")
    parser.add_argument("--nodes", type=int, default=None, help="node budget per solve (default: none)")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="time the review's whole-hand trace instead")
    parser.add_argument("--compare", action="store_true", help="time the engine-driven search too (ratio)")
    args = parser.parse_args()
    if args.trace:
        trace(args.deals, args.first_seed, args.nodes, args.compare)
        return
    if not 1 <= args.left <= 13:
        parser.error("--left is 1 to 13")
    if args.compare and args.nodes is not None:
        parser.error("--compare solves without a node budget")
    times: list[float] = []
    nodes: list[int] = []
    old_times: list[float] = []
    cpu: list[float] = []  # CPU time of the process: what a busy machine changes least
    unsolved = 0
    for seed in range(args.first_seed, args.first_seed + args.deals):
        game = position(seed, args.left)
        start = time.perf_counter()
        start_cpu = time.process_time()
        try:
            result = solve(game, nodes=args.nodes)
            nodes.append(result.nodes)
        except DoubleDummyBudgetError:
            unsolved += 1
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        if args.compare:
            start = time.perf_counter()
            old = [_Search(game, 0, None).value()]
            assert old[0] == result.tricks[0], f"deal {seed}: the two searches disagree"
            old_times.append(time.perf_counter() - start)
    if old_times:
        print(f"engine-driven search: median_s {statistics.median(old_times):.3f}, "
              f"total_s {sum(old_times):.1f}; bit-mask search total_s {sum(times):.1f}")
        print(f"old_new_ratio_total: {sum(old_times) / sum(times):.2f}")
        ratios = sorted(o / n for o, n in zip(old_times, times, strict=True))
        print(f"old_new_ratio_median: {statistics.median(ratios):.2f}")
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(f"deals: {args.deals}, tricks left: {args.left}, node budget: {args.nodes}, over budget: {unsolved}")
    if nodes:
        print(f"nodes: median {statistics.median(nodes):.0f}, max {max(nodes)}")
    cpu.sort()
    cpu_p95 = cpu[min(len(cpu) - 1, round(0.95 * len(cpu)) - 1)]
    print(f"cpu_median_s: {statistics.median(cpu):.3f}, cpu_p95_s: {cpu_p95:.3f}")
    print(f"max_s: {times[-1]:.3f}")
    print(f"median_s: {statistics.median(times):.3f}")
    print(f"dd_solve_p95_s: {p95:.3f}")


def trace(deals: int, first_seed: int, nodes: int | None, compare: bool) -> None:
    """``compare``: each hand is traced a second time with the engine-driven search (``fast_rules`` made to
    answer no), so the two are timed on the same hands in the same run."""
    from spades_desktop.ai import double_dummy
    from spades_desktop.ai.hand_analysis import DD_NODES, double_dummy_trace, hand_steps
    from spades_desktop.record import GameRecord

    fast_rules = double_dummy.fast_rules
    runs: dict[str, tuple[list[float], list[int]]] = {"": ([], [])}
    if compare:
        runs["engine-driven search "] = ([], [])
    for seed in range(first_seed, first_seed + deals):
        game = position(seed, 1)
        while game.phase is Phase.PLAY:  # finish the hand with the first legal cards
            game.apply(game.legal_actions()[0])
        steps = hand_steps(GameRecord.from_game(game), 0)
        leads = [i for i, st in enumerate(steps) if st.before.phase is Phase.PLAY and not st.before.trick]
        for name, (times, covered) in runs.items():
            double_dummy.fast_rules = fast_rules if not name else lambda _game: False  # type: ignore[assignment]
            start = time.perf_counter()
            out = double_dummy_trace(steps, nodes=nodes or DD_NODES)
            times.append(time.perf_counter() - start)
            covered.append(sum(1 for i in leads if out[i] is not None))
        double_dummy.fast_rules = fast_rules
    print(f"hands: {deals}, node budget per position: {nodes or DD_NODES}")
    for name, (times, covered) in reversed(runs.items()):
        print(f"{name}tricks solved from their lead: median {statistics.median(covered):.0f}, "
              f"min {min(covered)}, max {max(covered)}; time a hand: median {statistics.median(times):.2f} s")
    if compare:
        old, new = runs["engine-driven search "][0], runs[""][0]
        print(f"old_new_trace_ratio_total: {sum(old) / sum(new):.2f}")
    times = sorted(runs[""][0])
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(f"trace_median_s: {statistics.median(times):.2f}")
    print(f"trace_p95_s: {p95:.2f}")


if __name__ == "__main__":
    main()

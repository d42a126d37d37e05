"""Does the review's coach agree with the hint? South plays every decision by the app's hint; the coach weighs it.

Each deal (``--start`` on, ``--deals`` of them, preset ``--preset``) is one hand: West, North and East are the
app's Normal bots (seeded per decision as the table seeds them, told South is a person, no clock), South takes
the hint (``ai.hint.HintPlayer`` as the Hint button builds it, with the clock; ``--plain`` takes Normal alone,
the hint before it was checked). Every South bid and card with a choice is then weighed by the coach as the
review window weighs it (``coach.weigh``: 100 playouts, the deal as the analysis seed); a flagged one (cost at
least ``FLAG_POINTS``, and sure) is weighed again with another analysis seed ("stable" when flagged again), and
every decision is also weighed by a coach of that other seed ("another seed": the check shares the review's
guesses as the app does, ``coach.coach_seed``, so that coach is the fair judge; ``--own-seed`` gives the check
guesses of its own, as before they were shared).
``--real`` also plays each hint the check changed, and Normal's card instead, to the end of the real deal
(everyone by Normal then; no clock) and reports what the change scored there.

    nice -n 10 python bench/hint_coach.py --deals 200 --start 9000 --real
    nice -n 10 python bench/hint_coach.py --deals 50 --start 9000 --preset double-nil
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import create_player
from spades_desktop.ai.coach import FLAG_POINTS, Decision, coach_seed, weigh
from spades_desktop.ai.hand_analysis import HandStep
from spades_desktop.ai.hint import HintPlayer
from spades_desktop.ai.playout import margin
from spades_desktop.engine import STANDARD, Action, Game, HandScored, RuleSet
from spades_desktop.record.history import decision_seed, step_count
from spades_desktop.rules import load_preset

SOUTH = 0


def bot(game: Game, deal: int) -> Action:
    seat = game.to_act
    assert seat is not None
    return create_player("normal", decision_seed(deal, seat, step_count(game)), humans={SOUTH}).choose(
        game.view(seat))


def finish(game: Game, action: Action, deal: int) -> float:
    """South's side's margin when South takes ``action`` and everyone then plays by Normal (no clock)."""
    g = game.copy()
    while True:
        seat = g.to_act
        for event in g.apply(action, seat):
            if isinstance(event, HandScored):
                return margin(event.score, g.rules.side_of(SOUTH))
        if g.to_act == SOUTH:
            action = create_player("normal", decision_seed(deal ^ 0x5EED, SOUTH, step_count(g))).choose(
                g.view(SOUTH))
        else:
            action = bot(g, deal)


def flagged(d: Decision | None) -> bool:
    return d is not None and d.cost >= FLAG_POINTS and d.sure


def mean_ci(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{xs[0]:+.1f} (n=1)" if xs else "-"
    m = statistics.fmean(xs)
    return f"{m:+.1f} ± {1.96 * statistics.stdev(xs) / math.sqrt(len(xs)):.1f} (n={len(xs)})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--start", type=int, default=9000)
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--plain", action="store_true", help="the hint is Normal alone (before the check)")
    parser.add_argument("--real", action="store_true", help="play each changed hint out in the real deal")
    parser.add_argument("--own-seed", action="store_true",
                        help="the check's guesses its own, not the review coach's (as before they were shared)")
    args = parser.parse_args()
    rules: RuleSet = STANDARD if args.preset == "standard" else load_preset(args.preset).rules
    hint_times: list[float] = []
    coach_times: list[float] = []
    counts = {p: {"weighed": 0, "same": 0, "flagged": 0, "stable": 0, "other": 0, "changed": 0, "cut": 0}
              for p in ("bid", "play")}
    real: list[float] = []
    for deal in range(args.start, args.start + args.deals):
        game = Game(rules, deal, first_dealer=deal % rules.players)
        index = 0
        while True:
            seat = game.to_act
            if seat != SOUTH:
                action = bot(game, deal)
            else:
                view = game.view(SOUTH)
                pos = step_count(game)
                seed = decision_seed(deal ^ 0x5EED, SOUTH, pos)
                hint = (create_player("normal", seed, clock=time.monotonic) if args.plain
                        else HintPlayer(seed, humans={SOUTH}, clock=time.monotonic,
                                        check_seed=None if args.own_seed else coach_seed(deal, SOUTH, pos)))
                start = time.perf_counter()
                action = hint.choose(view)
                hint_times.append(time.perf_counter() - start)
                phase = view.phase.value
                if phase in counts and view.hand is not None and len(view.legal) > 1:
                    tally = counts[phase]
                    tally["cut"] += bool(getattr(hint, "cut", False))
                    normal = getattr(hint, "checked", None)
                    if normal is not None:
                        tally["changed"] += 1
                        if args.real:
                            real.append(finish(game, action, deal) - finish(game, normal, deal))
                    step = HandStep(index, pos, SOUTH, action, game.copy())
                    start = time.perf_counter()
                    decision = weigh(step, seed=deal, samples=100, humans={SOUTH})
                    coach_times.append(time.perf_counter() - start)
                    if decision is not None:
                        tally["weighed"] += 1
                        tally["same"] += decision.best == action or decision.cost < 0.5
                        other = flagged(weigh(step, seed=deal + 777_777, samples=100, humans={SOUTH}))
                        tally["other"] += other
                        if flagged(decision):
                            tally["flagged"] += 1
                            tally["stable"] += other
            index += 1
            if any(isinstance(e, HandScored) for e in game.apply(action, seat)):
                break
    print(f"{args.preset}, deals {args.start}-{args.start + args.deals - 1}, hint: "
          f"{'Normal alone' if args.plain else 'checked'}")
    for phase, t in counts.items():
        if t["weighed"]:
            print(f"{phase}: weighed {t['weighed']}; coach's best is the hint (or within 0.5) {t['same']} "
                  f"({t['same'] / t['weighed']:.0%}); flagged {t['flagged']} ({t['flagged'] / t['weighed']:.1%}), "
                  f"stable {t['stable']}; flagged by a coach of another seed {t['other']} "
                  f"({t['other'] / t['weighed']:.1%}); hints the check changed {t['changed']}; "
                  f"checks cut short {t['cut']}")
    print(f"hint time median {statistics.median(hint_times) * 1000:.0f} ms, max {max(hint_times) * 1000:.0f} ms")
    print(f"coach time a decision median {statistics.median(coach_times):.2f} s, max {max(coach_times):.2f} s")
    if args.real:
        print(f"real deal, the changed hint less Normal's: {mean_ci(real)} points")


if __name__ == "__main__":
    main()

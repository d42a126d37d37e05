"""Hard's playout speed: whole-hand playouts per second, the lean loop against the engine loop.

Collects positions from hands played by Normal (every card decision, so
early and late positions in the hand's proportions), guesses the hidden hands
as Hard does, and plays each guess out from the seat's turn with the Normal
policy on every seat, once through ``ai.playout.play_out`` (what Hard uses)
and once through ``play_out_engine`` (``Game.apply``, the reference). Both
must give the same value for every playout (the run stops otherwise). Times
are CPU seconds, steadier than wall time on a shared machine. A playout from
the middle of the hand counts as the fraction of a whole hand it plays, so
the figures are whole-hand playouts per second; the last line is
``lean_playouts_per_second: N``.

    python bench/hard_playouts.py [--hands 6] [--worlds 4] [--preset jokers-high]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_match import load_rules  # type: ignore[import-not-found]

from spades_desktop.ai.determinize import sample_worlds, world_from_view
from spades_desktop.ai.normal import NormalPlayer, hand_mask
from spades_desktop.ai.playout import play_out, play_out_engine
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, HandScored, Phase, RuleSet, SeatView


def positions(rules: RuleSet, hands: int, seed: int) -> list[SeatView]:
    """The views of every card decision with a choice in ``hands`` hands played by Normal."""
    out: list[SeatView] = []
    for k in range(hands):
        game = Game(rules, seed * 1000 + k, first_dealer=k % rules.players)
        players = [NormalPlayer(k * 8 + s) for s in range(rules.players)]
        while True:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if view.phase is Phase.PLAY and len(view.legal) > 1:
                out.append(view)
            if any(isinstance(e, HandScored) for e in game.apply(players[seat].choose(view))):
                break
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--worlds", type=int, default=4, help="guesses of the hidden hands per position")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    views = positions(rules, args.hands, args.seed)
    rng = random.Random(args.seed)
    jobs = []
    for view in views:
        state = PlayState.from_view(view)
        left = rules.hand_size * rules.players - len(view.trick) - len(view.completed_tricks) * rules.players
        for hands in sample_worlds(state, hand_mask(view), rng, args.worlds):
            jobs.append((world_from_view(view, hands), state, view.seat, left / (rules.hand_size * rules.players)))
    whole = sum(j[3] for j in jobs)
    spent = {"engine": 0.0, "lean": 0.0}
    values: dict[str, list[float]] = {}
    runs = {"engine": play_out_engine, "lean": play_out}
    for name in ("engine", "lean", "lean", "engine"):  # both orders, so that neither gains by warming up
        start = time.process_time()
        values[name] = [runs[name](g.copy(), s.copy(), me) for g, s, me, _f in jobs]
        spent[name] += (time.process_time() - start) / 2
    if values["lean"] != values["engine"]:
        print("the lean playouts and the engine playouts disagree", file=sys.stderr)
        return 1
    print(f"rules {args.preset or 'standard'}; {len(views)} positions x {args.worlds} guesses = {len(jobs)} playouts "
          f"({whole:.0f} whole hands); the same values both ways")
    for name in ("engine", "lean"):
        print(f"{name}: {spent[name]:.2f} s CPU, {whole / spent[name]:.0f} whole-hand playouts/s, "
              f"{1000 * spent[name] / len(jobs):.2f} ms a playout")
    print(f"speed-up: {spent['engine'] / spent['lean']:.2f}x")
    print(f"lean_playouts_per_second: {whole / spent['lean']:.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

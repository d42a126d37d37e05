"""Hard's exact endgame (``hard:endgame=N``): the time of a card decision in the last tricks, and its choices.

Deals are bid by Normal's count and played by Normal to the last ``--tricks``
tricks; then every decision with a choice is made by Hard twice from the same
seed, with the endgame off and with ``--endgame N``, and timed (process CPU
time, no time cap: the full budget of playouts or searches). Normal plays the
card, so both Hards see the same positions. Prints the median and 95th
percentile per card for each, how often the two chose differently, and where
they did, whether the endgame's card or the playouts' card is better in the
real deal (``endgame.endgame_value``, every card seen).

    python bench/hard_endgame.py --deals 20 --endgame 3
    python bench/hard_endgame.py --deals 20 --endgame 2 --tricks 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.base import make_player
from spades_desktop.ai.endgame import endgame_value
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import Game, Phase, Play
from spades_desktop.rules import load_preset


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--endgame", type=int, default=3, help="Hard's endgame option to time against 0")
    parser.add_argument("--tricks", type=int, default=3, help="decisions in the last this many tricks")
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rules = load_preset(args.preset).rules
    times: dict[int, list[float]] = {0: [], args.endgame: []}
    differ = better = worse = 0
    for deal in range(args.seed, args.seed + args.deals):
        game = Game(rules, deal)
        normal = [make_player("normal:bid_samples=0", seed=deal * 10 + s) for s in range(rules.players)]
        hand = game.hand_number
        while game.phase is not Phase.PLAY:
            seat = game.to_act
            assert seat is not None
            game.apply(normal[seat].choose(game.view(seat)))
        while game.phase is Phase.PLAY and game.hand_number == hand:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if game.hand_size - game.trick_number <= args.tricks and len(view.legal) > 1:
                chosen: dict[int, Play] = {}
                for option in times:
                    hard = HardPlayer(seed=deal * 100 + seat, endgame=option)
                    start = time.process_time()
                    action = hard.choose(view)
                    times[option].append(time.process_time() - start)
                    assert isinstance(action, Play)
                    chosen[option] = action
                if chosen[0] != chosen[args.endgame]:
                    differ += 1
                    exact = endgame_value(game.copy(), seat, chosen[args.endgame].card)
                    playout = endgame_value(game.copy(), seat, chosen[0].card)
                    better += exact > playout
                    worse += exact < playout
                    print(f"deal {deal} trick {game.trick_number + 1} seat {seat}: endgame {chosen[args.endgame]} "
                          f"({exact:+.0f} in the real deal), playouts {chosen[0]} ({playout:+.0f})", flush=True)
            game.apply(normal[seat].choose(view))
    for option, values in times.items():
        values.sort()
        p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
        print(f"endgame={option}: {len(values)} cards, median {1000 * statistics.median(values):.1f} ms, "
              f"p95 {1000 * p95:.1f} ms")
    print(f"chose differently: {differ}; the endgame's card better in the real deal {better}, worse {worse}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Games played from a score near the target to their end: Hard that plays for the game against Hard that does not.

Each start position (seeded) draws both sides' totals near the target (``--low`` to ``--high``, 350-495 by
default, under a 500 target) and their bags (0-9), a deal number and a dealer. The game is played from there to
its end (the engine's own end: the target, the losing score, a tie playing on) twice, the seats swapped: A's
partnership North-South, then East-West, B on the other seats, so each side's cards and score are played by both.
A is ``hard`` (it values a hand that ends the game by who wins it, ``hard.GAME_END``), B ``hard:game_end=0``
by default. Seat s of position p gets seed ``p * 8 + s`` (as ``ai_match.py``), the same in both games.

It prints the games A won and B won, A's win rate with a 95 % confidence interval (a normal approximation over the
games; a position's two games share its cards and scores, so the interval is a little narrow), and, as its last
line, ``a_win_rate: VALUE``.

    nice -n 10 python bench/game_end_match.py --positions 5 --jobs 2
    nice -n 10 python bench/game_end_match.py --positions 40 --jobs 2 --a hard --b hard:game_end=0
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_match import act, load_rules, make_player  # type: ignore[import-not-found]

from spades_desktop.engine import Game, Phase, RuleSet

Z95 = 1.96
MAX_HANDS = 40  # a game that has not ended after this many hands is counted for nobody (never seen)


def positions(seed: int, count: int, low: int, high: int, rules: RuleSet) -> list[tuple[int, int, list[int],
                                                                                       list[int]]]:
    """``count`` start positions: (deal number, first dealer, each side's total, each side's bags)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        scores = [rng.randint(low, high) for _s in range(rules.sides)]
        bags = [rng.randint(0, 9) for _s in range(rules.sides)]
        out.append((rng.randrange(1, 2**31), rng.randrange(rules.players), scores, bags))
    return out


def play_game(rules: RuleSet, index: int, position: tuple[int, int, list[int], list[int]],
              layout: list[str], specs: dict[str, str]) -> tuple[str | None, int]:
    """Play the position to the end of the game with ``layout`` ("a"/"b" per seat); who won, hands played."""
    deal, dealer, scores, bags = position
    game = Game(rules, deal, first_dealer=dealer, scores=scores, bags=bags)
    seats = [make_player(specs[layout[s]], index * 8 + s) for s in range(rules.players)]
    while game.phase is not Phase.GAME_OVER:
        if game.hand_number > MAX_HANDS:
            return None, game.hand_number
        act(game, seats[game.to_act])  # type: ignore[index]
    assert game.winner is not None
    seat = next(s for s in range(rules.players) if rules.side_of(s) == game.winner)
    return layout[seat], game.hand_number


def run(args: tuple[RuleSet, dict[str, str], list[tuple[int, tuple[int, int, list[int], list[int]]]]]
        ) -> list[tuple[int, str, str | None, int]]:
    """Each position of this worker played twice: (position, A's side, winner, hands)."""
    rules, specs, chunk = args
    out = []
    for index, position in chunk:
        for k in range(rules.sides):
            layout = ["a" if rules.side_of(s) == k else "b" for s in range(rules.players)]
            winner, hands = play_game(rules, index, position, layout, specs)
            out.append((index, "NS" if k == 0 else "EW", winner, hands))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="hard:game_end=0")
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--first", type=int, default=0, help="skip this many positions (to run more in parts)")
    parser.add_argument("--seed", type=int, default=60)
    parser.add_argument("--low", type=int, default=350)
    parser.add_argument("--high", type=int, default=495)
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="print each game")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    if rules.partnerships is False or rules.sides != 2:
        raise SystemExit("this benchmark plays two-side games (partnerships)")
    every = positions(args.seed, args.first + args.positions, args.low, args.high, rules)
    todo = list(enumerate(every))[args.first:]
    specs = {"a": args.a, "b": args.b}
    jobs = max(1, args.jobs)
    chunks = [todo[i::jobs] for i in range(jobs)]
    start = time.monotonic()
    if jobs == 1:
        results = run((rules, specs, chunks[0]))
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = [r for part in pool.map(run, [(rules, specs, c) for c in chunks if c]) for r in part]
    results.sort()
    won = {"a": 0, "b": 0, None: 0}
    hands = 0
    for index, side, winner, played in results:
        won[winner] += 1
        hands += played
        if args.verbose:
            deal, _dealer, scores, bags = every[index]
            print(f"position {index}: scores {scores} bags {bags} deal {deal}; A {side}: winner {winner or '-'} "
                  f"after {played} hands")
    games = won["a"] + won["b"]
    rate = won["a"] / games if games else 0.0
    half = Z95 * math.sqrt(rate * (1 - rate) / games) if games else 0.0
    print(f"A = {args.a}, B = {args.b}: {len(todo)} positions, {len(results)} games, {hands} hands, "
          f"{time.monotonic() - start:.0f} s")
    print(f"games won by A: {won['a']}, by B: {won['b']}" + (f", unfinished: {won[None]}" if won[None] else ""))
    print(f"A's win rate: {rate:.3f} (95 % CI {rate - half:.3f} to {rate + half:.3f})")
    print(f"a_win_rate: {rate:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""History and statistics speed: the queries behind the Statistics and History windows on a big history.

Builds a synthetic history of ``--games`` games (10,000 by default, about
100,000 hands): a pool of real games played with random legal moves (modest
bids, some nils) is stored again and again with other dates, seats and bot
levels, through ``History.store`` like the game does. Then it times, as the
median of ``--rounds`` wall-clock runs:

- ``open``: opening the file (with its integrity check, and without);
- ``stats_window``: every query the Statistics window makes for one player
  (names, presets, the figures with the results for the win % chart);
- ``history_list``: the History window's list of every game, newest first;
- ``store_hand``: storing an in-progress game after one more hand
  (``GameRecord.from_game`` + ``History.store``), on the full history.

Goals (issue 15): each query set <= 100 ms, storing a hand <= 5 ms. Lines are
``name: value`` (milliseconds, wall clock; CPU time in brackets); the last one is ``store_hand_ms``.

    nice -n 15 python bench/stats_speed.py [--games 10000] [--rounds 5] [--keep FILE]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, RuleSet
from spades_desktop.history import Filters, History, open_history
from spades_desktop.record import GameRecord, PlayerInfo

PRESETS = ("standard", "short-250", "double-nil", "nil-pass", "two-of-clubs-leads")
LEVELS = ("easy", "normal", "hard")


def play(rules: RuleSet, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules, seed)
    while not game.is_over and game.hand_number <= 40:
        legal: list[Action] = list(game.legal_actions())
        if LOOK in legal and rng.random() < 0.9:
            legal = [LOOK]
        modest: list[Action] = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL
                                and 2 <= a.tricks <= 4]
        if modest and rng.random() < 0.93:
            legal = modest
        game.apply(rng.choice(legal))
    return game


def build(history: History, games: int, seed: int) -> int:
    """Store ``games`` games; returns the number of scored hands stored."""
    rng = random.Random(seed)
    rules = RuleSet()
    played = (play(rules, seed * 1000 + n) for n in range(2000))
    pool = [GameRecord.from_game(g) for g in played if 7 <= len(g.hands_log) <= 14][:150]  # about 10 hands a game
    hands = 0
    start = time.perf_counter()
    for n in range(games):
        base = rng.choice(pool)
        levels = [rng.choice(LEVELS) for _ in range(3)]
        partner = PlayerInfo("Sam") if rng.random() < 0.1 else PlayerInfo(f"North ({levels[1]})", "bot", levels[1])
        players = (PlayerInfo("You"), PlayerInfo("West", "bot", levels[0]), partner,
                   PlayerInfo("East", "bot", levels[2]))
        day = n * 730 // games
        created = f"{2025 + day // 365}-{1 + day % 365 // 31:02d}-{1 + day % 31:02d}T{rng.randint(8, 23):02d}:" \
                  f"{rng.randint(0, 59):02d}:{n % 60:02d}"
        preset = rng.choice(PRESETS)
        record = dataclasses.replace(base, players=players, created=created, preset_id=preset,
                                     preset_name=preset.replace("-", " ").title())
        history.store(record, now=created, status=None if record.is_over else "abandoned")
        hands += sum(h.score is not None for h in record.hands)
        if n and n % 2000 == 0:
            print(f"  stored {n} games ({time.perf_counter() - start:.0f} s)", flush=True)
    return hands


CPU: dict[str, float] = {}  # the same medians in CPU time of this process (steadier on a shared machine)


def median_ms(fn: Callable[[], object], rounds: int, name: str = "") -> float:
    times, cpu = [], []
    for _ in range(rounds):
        t, c = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    CPU[name] = statistics.median(cpu)
    return statistics.median(times)


def stats_window(history: History) -> None:
    history.players()
    history.presets()
    history.stats(Filters(player="You"))  # the figures and the win % chart's points


def store_hand_times(history: History, rounds: int) -> list[float]:
    """Play one more game and store it after each hand, as the game window does."""
    game = Game(RuleSet(target=10**9, mercy=None), 424242)
    rng = random.Random(5)
    names, kinds = ["You", "West", "North", "East"], ["human", "bot:normal", "bot:normal", "bot:normal"]
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < max(rounds, 13):
        legal = list(game.legal_actions())
        before = game.hand_number
        game.apply(LOOK if LOOK in legal else rng.choice(legal))
        if game.hand_number != before:
            t, c = time.perf_counter(), time.process_time()
            record = GameRecord.from_game(game, names=names, kinds=kinds, preset_id="standard",
                                          preset_name="Standard", created="2027-01-01T12:00:00")
            history.store(record, now="2027-01-01T12:30:00")
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
    CPU["store"] = statistics.median(cpu)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", metavar="FILE", help="build (or reuse) the history in FILE, not a temporary one")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.keep) if args.keep else Path(tmp) / "history.sqlite3"
        history = open_history(path)
        if not history.games(limit=1):
            t = time.perf_counter()
            hands = build(history, args.games, args.seed)
            print(f"built {args.games} games, {hands} hands in {time.perf_counter() - t:.0f} s")
        history.close()
        count = open_history(path)
        games = len(count.games())
        hands = count.conn.execute("SELECT count(DISTINCT game_id || '/' || hand_number) FROM hands").fetchone()[0]
        count.close()
        print(f"history: {games} games, {hands} hands, {path.stat().st_size / 1e6:.1f} MB")

        def reopen() -> None:
            open_history(path).close()

        def reopen_quick() -> None:
            open_history(path, check=False).close()

        open_ms = median_ms(reopen, args.rounds, "open")
        quick_ms = median_ms(reopen_quick, args.rounds, "open_quick")
        history = open_history(path)
        history.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        stats_ms = median_ms(lambda: stats_window(history), args.rounds, "stats")
        list_ms = median_ms(history.games, args.rounds, "list")
        page_ms = median_ms(lambda: history.games(limit=200), args.rounds, "page")
        store = store_hand_times(history, args.rounds)
        history.close()
    print("medians in ms: wall clock (CPU time of this process)")
    print(f"open_ms: {open_ms:.1f}   ({CPU['open']:.1f}; with SQLite's quick_check)")
    print(f"open_quick_ms: {quick_ms:.1f}   ({CPU['open_quick']:.1f}; without it, as the recorder opens)")
    print(f"stats_window_ms: {stats_ms:.1f}   ({CPU['stats']:.1f}; goal <= 100)")
    print(f"history_list_ms: {list_ms:.1f}   ({CPU['list']:.1f}; all {games} games; goal <= 100)")
    print(f"history_first_200_ms: {page_ms:.1f}   ({CPU['page']:.1f})")
    print(f"store_hand_max_ms: {max(store):.1f}")
    print(f"store_hand_cpu_ms: {CPU['store']:.1f}   (goal for storing a hand: <= 5 ms)")
    print(f"store_hand_ms: {statistics.median(store):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

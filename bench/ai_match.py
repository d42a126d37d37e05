"""Bot strength: duplicate matches between two bot configurations.

Every seeded deal is played as a single hand from 0-0 twice, with the
partnerships swapped (same cards, same dealer), so the luck of the cards
cancels. Without partners (two or three players, cutthroat) bot A takes each
seat in turn against bot B in the others.

Per hand, a side's result counts each bag as -9 (its point and its share of
the bag penalty), a set as -10 x bid, a nil as +-100 (the preset's values),
and other bonuses as scored. Prints, per bot: points per hand, contracts
set, nil bids made/attempted, bags per hand and think time per move; then
the difference A - B per deal with its 99% confidence interval. The last
line is ``difference: MEAN (99% CI LOW to HIGH)``.

    python bench/ai_match.py --a normal --b reference --deals 500 --seed 1
    python bench/ai_match.py --a hard:samples=24 --b normal --deals 200 --jobs 2
    python bench/ai_match.py --a normal --b random --deals-file bench/deals/standard-1.txt

A bot is ``random``, ``easy``, ``normal``, ``hard`` or ``reference`` (the
frozen Normal v1 of ``bench/reference_v1``, which is not part of the app;
``oracle``, Hard whose card play sees the real hands, is a diagnostic:
``bench/hard_oracle.py``),
with options after a colon (``hard:samples=40,worlds=12``). A side of two
different bots is written with ``+``: ``--a hard+normal`` seats Hard first
and a Normal partner opposite it.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from spades_desktop.ai.base import Player
from spades_desktop.ai.base import make_player as make_app_player
from spades_desktop.engine import Event, Game, HandScored, Phase, RuleSet, SideScore

Z99 = 2.5758
Z95 = 1.96


def make_player(spec: str, seed: int = 0, clock: Callable[[], float] | None = None) -> Player:
    """A bot from a spec: the app's bots, or ``reference`` (frozen Normal v1, kept here in bench/)."""
    name, _, rest = spec.strip().partition(":")
    if name == "reference":
        if rest.strip():
            raise ValueError("the reference bot takes no options")
        from reference_v1 import ReferencePlayer  # type: ignore[import-not-found]

        return ReferencePlayer(seed)  # type: ignore[no-any-return]
    if name == "oracle":  # Hard whose card search sees the real hands (a diagnostic: bench/hard_oracle.py)
        from hard_oracle import make_oracle  # type: ignore[import-not-found]

        return make_oracle(rest, seed)  # type: ignore[no-any-return]
    if name == "seeing":  # Hard whose playouts see the guessed hands (bench/hard_seeing.py)
        from hard_seeing import make_seeing  # type: ignore[import-not-found]

        return make_seeing(rest, seed)  # type: ignore[no-any-return]
    if name == "unleads":  # Hard that does not weigh its partner's leads (bench/hard_unread_leads.py)
        from hard_unread_leads import make_unread_leads  # type: ignore[import-not-found]

        return make_unread_leads(rest, seed)  # type: ignore[no-any-return]
    if name == "attitude":  # Hard with attitude signals between bot partners (bench/hard_attitude.py)
        from hard_attitude import make_attitude  # type: ignore[import-not-found]

        return make_attitude(rest, seed)  # type: ignore[no-any-return]
    if name == "tuned":  # Hard whose card search plays out with other policy settings (bench/hard_tuned.py)
        from hard_tuned import make_tuned  # type: ignore[import-not-found]

        return make_tuned(rest, seed)  # type: ignore[no-any-return]
    if name == "signals":  # Hard with a carding convention between bot partners (bench/hard_signals.py)
        from hard_signals import make_signalling  # type: ignore[import-not-found]

        return make_signalling(rest, seed)  # type: ignore[no-any-return]
    try:
        return make_app_player(spec, seed, clock)
    except ValueError as exc:
        if str(exc).startswith("unknown bot"):
            raise ValueError(f"{exc}, reference") from None
        raise


def side_metric(side: SideScore) -> float:
    """A side's hand result with bags at -9 each (their point and their share of the penalty)."""
    specials = sum(v for _name, v in side.specials)
    return side.contract_points + side.nil_points + specials - 9 * side.bags


@dataclass
class Tally:
    """What one bot configuration did over a match."""

    hands: int = 0
    points: float = 0.0
    contracts: int = 0
    sets: int = 0
    nil_made: int = 0
    nil_bids: int = 0
    bags: int = 0
    think_play: list[float] = field(default_factory=list)
    think_bid: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.points += other.points
        self.contracts += other.contracts
        self.sets += other.sets
        self.nil_made += other.nil_made
        self.nil_bids += other.nil_bids
        self.bags += other.bags
        self.think_play.extend(other.think_play)
        self.think_bid.extend(other.think_bid)


def deal_list(seed: int, count: int, players: int) -> list[tuple[int, int]]:
    """``count`` (deal number, first dealer) pairs fixed by ``seed``."""
    out = []
    for i in range(count):
        digest = hashlib.blake2b(f"spades-desktop/bench/{seed}/{i}".encode(), digest_size=6).digest()
        out.append((int.from_bytes(digest, "little"), i % players))
    return out


def read_deals(path: Path) -> list[tuple[int, int]]:
    deals = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            number, dealer = line.split()
            deals.append((int(number), int(dealer)))
    return deals


def write_deals(path: Path, deals: list[tuple[int, int]], note: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f"# {note}", "# deal_number first_dealer"] + [f"{n} {d}" for n, d in deals]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def seat_spec(spec: str, seat: int, rules: RuleSet) -> str:
    """The bot of ``seat`` for a side spec: ``hard+normal`` puts Hard first and Normal opposite."""
    parts = spec.split("+")
    if len(parts) == 1:
        return spec
    order = seat // rules.sides if rules.partnerships else seat  # partners: the first of each side, then the second
    return parts[order % len(parts)]


def seatings(rules: RuleSet) -> list[list[str]]:
    """Which bot ("a"/"b") sits where in each replay of one deal."""
    n = rules.players
    if rules.partnerships:  # A's partnership takes each side in turn (4 players: a b a b, then b a b a)
        return [["a" if rules.side_of(s) == k else "b" for s in range(n)] for k in range(rules.sides)]
    if n == 2:
        return [["a", "b"], ["b", "a"]]
    return [["a" if s == k else "b" for s in range(n)] for k in range(n)]


def act(game: Game, player: Player) -> list[Event]:
    """The seat to act chooses (a diagnostic bot that sees the real game is shown it first,
    bench/hard_oracle.py) and its action is applied; the events it made."""
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    watch = getattr(player, "watch", None)
    if watch is not None:
        watch(game)
    action = player.choose(view)
    if action not in view.legal:
        raise SystemExit(f"bot at seat {seat} chose the illegal {action} on deal {game.seed}")
    return list(game.apply(action))


def finish_hand(game: Game, seats: Sequence[Player]) -> tuple[SideScore, ...]:
    """Play on until the hand is scored; each side's score."""
    while True:
        for event in act(game, seats[game.to_act]):  # type: ignore[index]
            if isinstance(event, HandScored):
                return event.score.sides


def margin(sides: Sequence[SideScore], layout: Sequence[str]) -> float:
    """A's average side result less B's (``layout`` says whose seat each is)."""
    sums = {"a": 0.0, "b": 0.0}
    counts = {"a": 0, "b": 0}
    for side in sides:
        who = layout[side.seats[0]]
        sums[who] += side_metric(side)
        counts[who] += 1
    return sums["a"] / counts["a"] - sums["b"] / counts["b"]


def play_one(rules: RuleSet, deal: int, dealer: int, seats: list[Player]) -> tuple[SideScore, ...]:
    """Play the first hand of ``deal``; return each side's score."""
    return finish_hand(Game(rules, deal, first_dealer=dealer), seats)


def run_deals(args: tuple[RuleSet, str, str, list[tuple[int, int]]]) -> tuple[Tally, Tally, list[float]]:
    rules, spec_a, spec_b, deals = args
    tallies = {"a": Tally(), "b": Tally()}
    diffs: list[float] = []
    layouts = seatings(rules)
    for number, dealer in deals:
        diff = 0.0
        for layout in layouts:
            players = [make_player(seat_spec(spec_a if who == "a" else spec_b, s, rules), seed=number * 8 + s)
                       for s, who in enumerate(layout)]
            timing: dict[str, tuple[list[float], list[float]]] = {"a": ([], []), "b": ([], [])}
            seats_players: list[Player] = [_Timed(p, timing[who]) for p, who in zip(players, layout, strict=True)]
            sides = play_one(rules, number, dealer, seats_players)
            for side in sides:
                t = tallies[layout[side.seats[0]]]
                t.hands += 1
                t.points += side_metric(side)
                t.bags += side.bags
                if side.made is not None:
                    t.contracts += 1
                    t.sets += not side.made
                for nil in side.nils:
                    t.nil_bids += 1
                    t.nil_made += nil.made
            for who in ("a", "b"):
                tallies[who].think_play.extend(timing[who][0])
                tallies[who].think_bid.extend(timing[who][1])
            diff += margin(sides, layout)
        diffs.append(diff / len(layouts))
    return tallies["a"], tallies["b"], diffs


class _Timed:
    """Wraps a bot to record its think time per move."""

    def __init__(self, player: Player, sink: tuple[list[float], list[float]]) -> None:
        self.player = player
        self.sink = sink

    def choose(self, view):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        action = self.player.choose(view)
        (self.sink[0] if view.phase is Phase.PLAY else self.sink[1]).append(time.perf_counter() - start)
        return action

    def explain(self) -> str:
        return self.player.explain()

    def __getattr__(self, name: str) -> object:
        if name == "watch":  # a diagnostic bot's (bench/hard_oracle.py)
            return getattr(self.player, name)
        raise AttributeError(name)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    return (f"median {1000 * statistics.median(values):.1f} ms, 95th {1000 * percentile(values, 0.95):.1f} ms, "
            f"max {1000 * max(values):.1f} ms")


def load_rules(preset: str) -> RuleSet:
    if not preset:
        return RuleSet()
    try:
        from spades_desktop.rules import load_preset  # type: ignore[attr-defined]
    except ImportError:
        raise SystemExit("presets cannot be loaded yet (spades_desktop.rules has no load_preset)") from None
    try:
        return load_preset(preset).rules  # type: ignore[no-any-return]
    except ValueError as exc:
        raise SystemExit(f"bad --preset: {exc}") from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", default="normal", help="bot A (default normal)")
    parser.add_argument("--b", default="reference", help="bot B (default reference)")
    parser.add_argument("--deals", type=int, default=100, help="number of deals (each played twice)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deal list")
    parser.add_argument("--deals-file", type=Path, help="read (deal number, dealer) pairs from this file")
    parser.add_argument("--save-deals", type=Path, help="write the deal list used to this file")
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--diffs-out", type=Path, help="write each deal's difference A - B to this file (to pool runs)")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    for spec in (args.a, args.b):
        for part in spec.split("+"):
            try:
                make_player(part, 0)
            except ValueError as exc:
                parser.error(str(exc))
    if args.deals_file:
        try:
            deals = read_deals(args.deals_file)[: args.deals]
        except (OSError, ValueError) as exc:
            parser.error(f"cannot read --deals-file: {exc}")
    else:
        deals = deal_list(args.seed, args.deals, rules.players)
    if args.save_deals:
        write_deals(args.save_deals, deals, f"bench/ai_match.py deals, seed {args.seed}, {len(deals)} deals")
    started = time.perf_counter()
    jobs = max(1, args.jobs)
    chunks = [deals[i::jobs] for i in range(jobs)]
    work = [(rules, args.a, args.b, chunk) for chunk in chunks if chunk]
    if jobs == 1:
        results = [run_deals(w) for w in work]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run_deals, work))
    total_a, total_b, diffs = Tally(), Tally(), []
    for a, b, d in results:
        total_a.add(a)
        total_b.add(b)
        diffs.extend(d)
    elapsed = time.perf_counter() - started
    print(f"rules: {args.preset or 'standard (RuleSet defaults)'}; {len(diffs)} deals x {len(seatings(rules))} "
          f"seatings; {elapsed:.0f} s")
    for name, spec, t in (("A", args.a, total_a), ("B", args.b, total_b)):
        hands = max(1, t.hands)
        print(f"{name} {spec}:")
        print(f"  points per hand      {t.points / hands:+.2f}")
        print(f"  contracts set        {t.sets}/{t.contracts} ({100 * t.sets / max(1, t.contracts):.1f}%)")
        print(f"  nil made/attempted   {t.nil_made}/{t.nil_bids}"
              + (f" ({100 * t.nil_made / t.nil_bids:.0f}%)" if t.nil_bids else ""))
        print(f"  bags per hand        {t.bags / hands:.2f}")
        print(f"  think per card       {ms(t.think_play)}")
        print(f"  think per bid/other  {ms(t.think_bid)}")
    mean = statistics.fmean(diffs) if diffs else 0.0
    sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    half = Z99 * sd / math.sqrt(len(diffs)) if diffs else 0.0
    half95 = Z95 * sd / math.sqrt(len(diffs)) if diffs else 0.0
    if args.diffs_out:
        args.diffs_out.write_text("".join(f"{d!r}\n" for d in diffs), encoding="utf-8")
    print(f"difference 95%: {mean:+.2f} (95% CI {mean - half95:+.2f} to {mean + half95:+.2f})")
    print(f"difference: {mean:+.2f} (99% CI {mean - half:+.2f} to {mean + half:+.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Which bot level partners a person best: a stand-in "person" beside each level, on the same deals.

Nobody can bring people to a benchmark, so a bot stands in for the person: by
default the frozen Normal v1 (``reference``, a steady rule-based player that
plays nothing like the app's search) or ``easy`` (a casual player who makes
mistakes). The person sits first in its side with each partner level opposite
(a Hard partner is told which seat is the person, as the window tells it; ``untold:hard`` is not), and
the side plays against two opponents (``--opponents``, default ``reference``).
Each deal is a single hand from 0-0 played twice with the sides swapped, as in
``ai_match.py``; a side's result counts bags at -9.

Per partner: the side's points a hand less the opponents' (95 % CI), the
person's nils made, the partner's nils made, the side's contracts set. Then
each partner against the first, deal by deal (the same deals and the same
person cancel what they share). The last line is ``PARTNER - FIRST: MEAN``
for the last partner.

With ``--out`` each deal's results are appended to a file of JSON lines, and the
lines of one deal are joined when it is read: a later run of other partners on
the same deals pairs with the earlier ones (``--deals 0`` reports a file again
without playing, for the ``--partners`` named; deals without them all are left
out).

    python bench/person_partner.py --person reference --partners normal hard --deals 400 --jobs 2
    python bench/person_partner.py --person easy --partners normal hard --first 1 --deals 400 --out /tmp/easy.jsonl
    python bench/person_partner.py --person easy --partners untold:hard --deals 400 --out /tmp/easy.jsonl
    python bench/person_partner.py --person easy --partners hard untold:hard --deals 0 --out /tmp/easy.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_match import make_player, play_one, read_deals, seatings, side_metric

from spades_desktop.ai.base import Player
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import RuleSet

Z95 = 1.96
DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"


def partner_bot(spec: str, seed: int, person: int) -> Player:
    """The partner of ``spec``; a Hard partner knows which seat is the person (the window's ``humans``), unless
    the spec starts ``untold:`` (``untold:hard`` takes the person for a bot, as a benchmark's Hard does)."""
    untold = spec.startswith("untold:")
    player = make_player(spec.removeprefix("untold:"), seed)
    if isinstance(player, HardPlayer) and not untold:
        player.humans = frozenset({person})
    return player


def play_deal(rules: RuleSet, person: str, partner: str, opponents: str, number: int, dealer: int) -> dict[str, float]:
    """One deal, both seatings: the person's side's margin and what its nils and contract did."""
    out = {"diff": 0.0, "person_nils": 0, "person_made": 0, "partner_nils": 0, "partner_made": 0,
           "contracts": 0, "sets": 0}
    layouts = seatings(rules)
    for layout in layouts:
        side = next(k for k in range(rules.sides) if layout[k] == "a")  # the person's side this seating
        seats: list[Player] = []
        for s, who in enumerate(layout):
            seed = number * 8 + s
            if who != "a":
                seats.append(make_player(opponents, seed))
            elif s == side:
                seats.append(make_player(person, seed))
            else:
                seats.append(partner_bot(partner, seed, side))
        sides = play_one(rules, number, dealer, seats)
        mine = next(sc for sc in sides if layout[sc.seats[0]] == "a")
        theirs = [sc for sc in sides if layout[sc.seats[0]] != "a"]
        out["diff"] += (side_metric(mine) - statistics.fmean(side_metric(sc) for sc in theirs)) / len(layouts)
        for nil in mine.nils:
            key = "person" if nil.seat == side else "partner"
            out[f"{key}_nils"] += 1
            out[f"{key}_made"] += nil.made
        if mine.made is not None:
            out["contracts"] += 1
            out["sets"] += not mine.made
    return out


def run(args: tuple[RuleSet, str, list[str], str, list[tuple[int, int, int]]]) -> list[dict[str, object]]:
    rules, person, partners, opponents, deals = args
    rows: list[dict[str, object]] = []
    for index, number, dealer in deals:
        row: dict[str, object] = {"deal": index}
        for partner in partners:
            row[partner] = play_deal(rules, person, partner, opponents, number, dealer)
        rows.append(row)
    return rows


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:+.2f} (95% CI {mean - half:+.2f} to {mean + half:+.2f})"


def read_rows(path: Path) -> list[dict[str, object]]:
    """The deals' results in a file of JSON lines (``--out``); a line that is not a deal's is an error."""
    rows: list[dict[str, object]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"line {number} of {path} is not JSON ({exc.msg})") from None
        if not isinstance(row, dict) or not isinstance(row.get("deal"), int):
            raise ValueError(f"line {number} of {path} is not a deal's results (no \"deal\" number)")
        rows.append(row)
    return rows


def joined(rows: list[dict[str, object]]) -> list[dict[str, object]]:
    """One row a deal, in deal order: the lines of the same deal (runs of other partners) joined."""
    by_deal: dict[int, dict[str, object]] = {}
    for row in rows:
        by_deal.setdefault(int(row["deal"]), {}).update(row)  # type: ignore[call-overload]
    return [by_deal[deal] for deal in sorted(by_deal)]


def report(rows: list[dict[str, object]], person: str, partners: list[str]) -> float:
    """Print the figures over the deals played with every partner named; the last partner's mean difference
    from the first's."""
    rows = [row for row in rows if all(partner in row for partner in partners)]
    if not rows:
        print(f"no deal was played with every partner of {' '.join(partners)}")
        return 0.0
    print(f"{len(rows)} deals x 2 seatings; the person: {person}")
    for partner in partners:
        results: list[dict[str, float]] = []
        for row in rows:
            value = row[partner]
            if isinstance(value, dict):
                results.append(value)
        tot = {k: sum(r[k] for r in results) for k in results[0]}
        print(f"beside {partner}:")
        print(f"  side - opponents     {interval([r['diff'] for r in results])}")
        print(f"  person's nils made   {tot['person_made']:.0f}/{tot['person_nils']:.0f}")
        print(f"  partner's nils made  {tot['partner_made']:.0f}/{tot['partner_nils']:.0f}")
        print(f"  contracts set        {tot['sets']:.0f}/{tot['contracts']:.0f}")
    last = 0.0
    for partner in partners[1:]:
        paired = [row[partner]["diff"] - row[partners[0]]["diff"] for row in rows]  # type: ignore[index]
        print(f"{partner} - {partners[0]}, deal by deal: {interval(paired)}")
        last = statistics.fmean(paired)
    return last


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--person", default="reference", help="the bot standing in for the person")
    parser.add_argument("--partners", nargs="+", default=["normal", "hard"], help="the partner levels compared")
    parser.add_argument("--opponents", default="reference")
    parser.add_argument("--deals-file", type=Path, default=DEALS)
    parser.add_argument("--first", type=int, default=1, help="the first deal of the file (1-based)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, help="append each deal's results here (JSON lines), and report them all")
    args = parser.parse_args(argv)
    for spec in [args.person, args.opponents, *args.partners]:
        try:
            make_player(spec.removeprefix("untold:"), 0)
        except ValueError as exc:
            parser.error(str(exc))
    try:
        listed = read_deals(args.deals_file)
    except (OSError, ValueError) as exc:
        parser.error(f"cannot read --deals-file: {exc}")
    deals = [(i, *listed[i - 1]) for i in range(args.first, min(len(listed), args.first + args.deals - 1) + 1)]
    old: list[dict[str, object]] = []
    if args.out and args.out.exists():
        try:
            old = read_rows(args.out)
        except (OSError, ValueError) as exc:
            parser.error(f"cannot read --out: {exc}")
    rules = RuleSet()
    started = time.perf_counter()
    jobs = max(1, args.jobs)
    work = [(rules, args.person, args.partners, args.opponents, deals[i::jobs]) for i in range(jobs)]
    if jobs == 1 or not deals:  # no process pool for one job, or for no deals to play (a report of --out)
        results = [run(w) for w in work]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run, work))
    rows = sorted((r for chunk in results for r in chunk), key=lambda r: r["deal"])  # type: ignore[arg-type,return-value]
    if args.out:
        with args.out.open("a", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row) + "\n")
        rows = joined(old + rows)
    print(f"{time.perf_counter() - started:.0f} s")
    last = report(rows, args.person, args.partners)
    print(f"{args.partners[-1]} - {args.partners[0]}: {last:+.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

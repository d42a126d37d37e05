"""A paired match for a variant of Hard that differs only in how it bids: only the deals it bids otherwise are played.

A variant that bids as Hard in both seatings of a deal, and leaves the bots'
random numbers where Hard leaves them, plays the rest of that hand exactly as
Hard did, so it scores there exactly what Hard scored: the deal keeps Hard's
stored difference. Every deal is bid twice, by Hard and by the variant; a
deal where any bid or any A bot's random state differs is played to the end
with the variant. The bid search draws one number from a bot's random source
whatever its number of playouts (``bid_search.search_bid``), so a bigger bid
search (``hard:bid_samples=240``) or another rule for choosing among the
candidates measures this way at a fraction of a whole match's cost:
``bidbias:up=U,down=D,nil=N`` (and Hard's options) is Hard whose search
credits a bid one trick above the count's U points a hand, debits one below
it D points and credits a nil the count did not bid N points
(``hard:bid_up=U,bid_down=D,nil_margin=-N``).

Resumable like ``ai_parts.py``: ``OUT/deals-FFFF-LLLL.diffs`` (the variant's
difference a deal), ``.stored`` (Hard's, the same deals) and ``.txt`` (what
changed) appear only when a part is done; parts already there are skipped.

    nice -n 10 python bench/hard_bid_deals.py --a hard:bid_samples=240 --deals 2000 --jobs 2 \\
        --stored bench/results/hard-infer01-vs-reference-standard --out DIR
    python bench/ai_pool.py DIR/deals-*.diffs --minus DIR/deals-*.stored     # the paired change again

``--check N`` plays the first N deals of each part that bid alike to the end
as well and stops if one does not score its stored difference (the premise
above, tested). The last line printed is ``paired: MEAN``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]
import ai_pool  # type: ignore[import-not-found]

from spades_desktop.ai.base import Player, hard_options, parse_options
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import Game, Phase, RuleSet

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"


def make_player(spec: str, seed: int) -> Player:
    """``bidbias:up=U,down=D,nil=N[,<Hard's options>]`` is Hard with ``bid_up=U,bid_down=D,nil_margin=-N`` (the
    name the results in bench/results/ were measured under); any other bot as ``ai_match.make_player`` makes it."""
    name, options = parse_options(spec)
    if name != "bidbias":
        return ai_match.make_player(spec, seed)
    for short, option, sign in (("up", "bid_up", 1), ("down", "bid_down", 1), ("nil", "nil_margin", -1)):
        if short in options:
            options[option] = sign * options.pop(short)
    return HardPlayer(seed, **hard_options(options))


def random_states(player: Any) -> list[object]:
    """The state of every random source a bot (and the Normal bot inside Hard) holds."""
    out: list[object] = []
    for obj in (player, getattr(player, "normal", None)):
        if obj is not None:
            out += [v.getstate() for _k, v in sorted(vars(obj).items()) if isinstance(v, random.Random)]
    return out


def bid_table(spec: str, number: int, dealer: int, layout: list[str]) -> tuple[Game, list[Player]]:
    """The deal bid by ``spec`` on A's seats and the frozen v1 on B's (``ai_match``'s seeds)."""
    players = [make_player(spec if who == "a" else "reference", number * 8 + s)
               for s, who in enumerate(layout)]
    game = Game(RuleSet(), number, first_dealer=dealer)
    while game.phase is not Phase.PLAY:
        ai_match.act(game, players[game.to_act])  # type: ignore[index]
    return game, players


def run_part(task: tuple[str, str, Path, int, int, list[float], Path, int]) -> str:
    """Bid every deal of a part both ways and play those bid otherwise; the files appear when it is done."""
    spec, base, deals_file, first, last, stored, out, check = task
    deals = ai_match.read_deals(deals_file)
    rules = RuleSet()
    lines: list[str] = []
    new: list[float] = []
    played = checked = 0
    tally = {"nils": 0, "nils_made": 0, "contracts": 0, "sets": 0, "bags": 0}
    for index in range(first - 1, last):
        number, dealer = deals[index]
        tables = []
        changed: list[str] = []
        for layout in ai_match.seatings(rules):
            hard_game, hard_players = bid_table(base, number, dealer, layout)
            game, players = bid_table(spec, number, dealer, layout)
            for s, who in enumerate(layout):
                if who == "a" and (hard_game.bids[s] != game.bids[s]
                                   or random_states(hard_players[s]) != random_states(players[s])):
                    changed.append(f"seat {s}: {hard_game.bids[s]} -> {game.bids[s]}")
            tables.append((layout, players, game))
        if not changed and checked >= check:
            new.append(stored[index])
            continue
        diff = 0.0
        for layout, players, game in tables:
            sides = ai_match.finish_hand(game, players)
            for side in sides:
                if changed and layout[side.seats[0]] == "a":
                    tally["nils"] += len(side.nils)
                    tally["nils_made"] += sum(nil.made for nil in side.nils)
                    tally["bags"] += side.bags
                    if side.made is not None:
                        tally["contracts"] += 1
                        tally["sets"] += not side.made
            diff += ai_match.margin(sides, layout)
        diff /= len(tables)
        if not changed:
            checked += 1
            if diff != stored[index]:
                raise SystemExit(f"deal {index + 1} bid alike but scored {diff}, stored {stored[index]}: "
                                 f"the variant is not Hard outside its bids")
            new.append(stored[index])
            continue
        played += 1
        new.append(diff)
        lines.append(f"deal {index + 1}: {'; '.join(changed)}; {stored[index]:+.1f} -> {diff:+.1f}")
    stem = f"deals-{first:04d}-{last:04d}"
    head = (f"A {spec} against frozen v1, paired with {base} (stored); deals {first}-{last}: {played} bid "
            f"otherwise and played, {checked} bid alike and checked against the stored difference\n"
            f"in the deals played, A's side: nils made {tally['nils_made']}/{tally['nils']}, sets "
            f"{tally['sets']}/{tally['contracts']}, bags {tally['bags']}\n")
    (out / f"{stem}.txt").write_text(head + "".join(f"{x}\n" for x in lines), encoding="utf-8")
    (out / f"{stem}.stored").write_text("".join(f"{stored[i]}\n" for i in range(first - 1, last)), encoding="utf-8")
    tmp = out / f".{stem}.diffs"
    tmp.write_text("".join(f"{x}\n" for x in new), encoding="utf-8")
    os.replace(tmp, out / f"{stem}.diffs")
    return stem


def pooled(out: Path) -> tuple[list[float], list[float], int]:
    """Every finished part's differences, Hard's stored ones beside them, and how many deals were played."""
    new: list[float] = []
    old: list[float] = []
    played = 0
    for path in sorted(out.glob("deals-*.diffs")):
        new += [float(x) for x in path.read_text(encoding="utf-8").split()]
        old += [float(x) for x in path.with_suffix(".stored").read_text(encoding="utf-8").split()]
        played += sum(line.startswith("deal ") for line in path.with_suffix(".txt").read_text(
            encoding="utf-8").splitlines())
    return new, old, played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", required=True, help="the variant, e.g. hard:bid_samples=240")
    parser.add_argument("--base", default="hard", help="the Hard whose differences are stored (default hard)")
    parser.add_argument("--first", type=int, default=1, help="the first deal of the file (from 1)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--part", type=int, default=50, help="deals a part")
    parser.add_argument("--deals-file", type=Path, default=DEALS)
    parser.add_argument("--stored", type=Path, required=True,
                        help="a folder of the base's per-deal differences on the deal file, deals-FFFF-LLLL.diffs")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--check", type=int, default=0, help="deals bid alike played anyway, a part")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    for spec, name in ((args.a, "--a"), (args.base, "--base")):
        try:
            make_player(spec, 0)
        except ValueError as exc:
            parser.error(f"{name}: {exc}")
    stored = ai_pool.stored_diffs(args.stored)
    last = args.first - 1 + args.deals
    if args.first < 1 or last > len(stored):
        parser.error(f"the stored differences cover deals 1 to {len(stored)}")
    args.out.mkdir(parents=True, exist_ok=True)
    tasks = []
    for start in range(args.first, last + 1, args.part):
        end = min(last, start + args.part - 1)
        if not (args.out / f"deals-{start:04d}-{end:04d}.diffs").exists():
            tasks.append((args.a, args.base, args.deals_file, start, end, stored, args.out, args.check))
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        for stem in pool.map(run_part, tasks):
            print(stem, flush=True)
    new, old, played = pooled(args.out)
    if not new:
        return 0
    pairs = [a - b for a, b in zip(new, old, strict=True)]
    mean = statistics.fmean(pairs)
    half = 1.96 * statistics.stdev(pairs) / len(pairs) ** 0.5 if len(pairs) > 1 else 0.0
    print(f"{len(new)} deals, {played} bid otherwise and played; base {statistics.fmean(old):+.2f}, "
          f"A {statistics.fmean(new):+.2f} against frozen v1")
    print(f"paired change {mean:+.2f} (95% CI {mean - half:+.2f} to {mean + half:+.2f})")
    print(f"paired: {mean:+.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

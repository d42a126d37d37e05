"""A paired match on the nil hands alone: a variant of Hard that differs from Hard only after a nil of its side.

A variant that plays as Hard in every hand without a nil of its side (the
same bids, the same cards, the same random numbers) scores there exactly
what Hard scored. So only the deals where A's side bids nil in one of the two
seatings are played to the end; every other deal keeps Hard's stored
difference. The bidding of every deal is played, to see whether it has such
a nil (the bids are the variant's own: for it to be valid the variant must
bid as Hard). The paired change against Hard is then measured on all the
deals at about half the cost of a whole match.

Variants: ``oracle:role=cover`` / ``oracle:role=nil`` (``bench/hard_oracle.py``:
the card search sees the partner's real hand in a hand where the partner bid
nil, or where it bid nil itself), and ``nilguess[:tries=N]``, Hard whose card
search draws N deals (default 15) for each guess of the hidden hands in a hand
where its partner bid nil, and keeps the one that fits the bids and the cards
played best (Hard draws 5): a nil bidder's hand is a narrow target.

    nice -n 10 python bench/hard_nil_deals.py --a oracle:role=cover --first 1 --deals 200 --jobs 2 \\
        --stored bench/results/hard-infer-vs-reference-standard --out /tmp/cover.diffs
    python bench/ai_pool.py /tmp/cover.diffs --minus /tmp/cover.diffs.stored    # the paired change

writes one difference a deal (``ai_pool.py``'s format) to ``--out`` and Hard's
stored differences on the same deals beside it (``.stored``); the last line
printed is ``paired: MEAN``.

The stored Hard must be the Hard the variant is built on. ``hard-infer-...``
is Hard before it read a bot's bid 0.7 tricks wide and weighed a bot's cards
0.1 a miss: against it, give the variant ``bid_sigma=1.1,infer=0.2``
(``oracle:role=cover,bid_sigma=1.1,infer=0.2``,
``nilguess:tries=15,bid_sigma=1.1,infer=0.2``); against
``bench/results/hard-bidsigma-vs-reference-standard/`` (2,000 deals) give
``infer=0.2``; today's Hard is stored in
``bench/results/hard-infer01-vs-reference-standard/``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match
import ai_pool

from spades_desktop.ai.base import Player, hard_options, parse_options
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Phase, RuleSet

__all__ = ["NilGuessPlayer", "make_player"]


class NilGuessPlayer(HardPlayer):
    """Hard drawing ``nil_tries`` deals for each guess in a hand where its partner bid nil (and it did not)."""

    def __init__(self, seed: int, nil_tries: int, **options: Any) -> None:
        super().__init__(seed, **options)
        self.nil_tries = nil_tries

    def _guesses(self, state: PlayState, hand: int, rng: random.Random, count: int, tries: int,
                 fit: Callable[[list[int], float], float] | None) -> Iterator[list[int]]:
        partner = state.rules.partner_of(state.seat)
        if partner is not None:
            mine, theirs = state.bids[state.seat], state.bids[partner]
            if theirs is not None and theirs.is_nil and not theirs.is_blind and not (mine is not None and mine.is_nil):
                tries = max(tries, self.nil_tries)
        return super()._guesses(state, hand, rng, count, tries, fit)


def make_player(spec: str, seed: int) -> Player:
    """``nilguess[:tries=N,<Hard's options>]`` here (``nilguess:tries=15,bid_sigma=1.1,infer=0.2``), any other bot as
    ``ai_match.make_player`` makes it."""
    if spec.partition(":")[0].strip() == "nilguess":
        _name, options = parse_options(spec)
        tries = int(options.pop("tries", 15))
        return NilGuessPlayer(seed, tries, **hard_options(options))
    return ai_match.make_player(spec, seed)


def play_deals(job: tuple[str, list[tuple[int, int, int]]]) -> list[tuple[int, float | None, int, int]]:
    """(index, A − B or None when A's side bid no nil in either seating, A's nils made, A's nils bid)."""
    spec, deals = job
    rules = RuleSet()
    out: list[tuple[int, float | None, int, int]] = []
    for index, number, dealer in deals:
        tables = []
        nil_hand = False
        for layout in ai_match.seatings(rules):
            players = [make_player(spec if who == "a" else "reference", number * 8 + s)  # ai_match's seeds
                       for s, who in enumerate(layout)]
            game = Game(rules, number, first_dealer=dealer)
            while game.phase is not Phase.PLAY:
                ai_match.act(game, players[game.to_act])  # type: ignore[index]
            nil_hand |= any(b is not None and b.is_nil and layout[s] == "a" for s, b in enumerate(game.bids))
            tables.append((layout, players, game))
        if not nil_hand:
            out.append((index, None, 0, 0))
            continue
        diff, made, bid = 0.0, 0, 0
        for layout, players, game in tables:
            sides = ai_match.finish_hand(game, players)
            for side in sides:
                if layout[side.seats[0]] == "a":
                    bid += len(side.nils)
                    made += sum(nil.made for nil in side.nils)
            diff += ai_match.margin(sides, layout)
        out.append((index, diff / len(tables), made, bid))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", required=True, help="the variant: oracle:role=cover, oracle:role=nil, nilguess:tries=N")
    parser.add_argument("--first", type=int, default=1, help="the first deal of the file (from 1)")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--deals-file", type=Path, default=Path("bench/deals/standard-seed1-2000.txt"))
    parser.add_argument("--stored", type=Path, required=True,
                        help="a folder of Hard's per-deal differences on the deal file, deals-FFFF-LLLL.diffs")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    try:
        make_player(args.a, 0)  # a bad spec stops here
    except ValueError as exc:
        parser.error(f"--a: {exc}")
    deals = ai_match.read_deals(args.deals_file)
    stored = ai_pool.stored_diffs(args.stored)
    last = args.first - 1 + args.deals
    if args.first < 1 or last > len(stored):
        parser.error(f"the stored differences cover deals 1 to {len(stored)}")
    todo = [(i, *deals[i]) for i in range(args.first - 1, last)]
    parts = max(1, args.jobs * 4)
    start = time.monotonic()
    rows: list[tuple[int, float | None, int, int]] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for done in pool.map(play_deals, [(args.a, todo[k::parts]) for k in range(parts)]):
            rows += done
    rows.sort()
    new = [stored[i] if d is None else d for i, d, _m, _b in rows]
    old = [stored[i] for i, *_ in rows]
    args.out.write_text("".join(f"{x}\n" for x in new), encoding="utf-8")
    args.out.with_name(args.out.name + ".stored").write_text("".join(f"{x}\n" for x in old), encoding="utf-8")
    pairs = [a - b for a, b in zip(new, old, strict=True)]
    half = 1.96 * statistics.stdev(pairs) / len(pairs) ** 0.5 if len(pairs) > 1 else 0.0
    played = sum(d is not None for _i, d, _m, _b in rows)
    made, bid = sum(r[2] for r in rows), sum(r[3] for r in rows)
    print(f"deals {args.first}-{last}: {played} with a nil of A's side played, the others kept from {args.stored}")
    print(f"A's nils made {made}/{bid}; Hard stored {statistics.fmean(old):+.2f}, A {statistics.fmean(new):+.2f}")
    print(f"paired change {statistics.fmean(pairs):+.2f} (95% CI {statistics.fmean(pairs) - half:+.2f} to "
          f"{statistics.fmean(pairs) + half:+.2f}); {time.monotonic() - start:.0f} s")
    print(f"paired: {statistics.fmean(pairs):+.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

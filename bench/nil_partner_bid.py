"""Paired measurement: North (Normal) beside South's nil bid first (South a stand-in person: a Normal bot that bids
nil whenever offered on hands whose nil estimate is >= 0.35, as QA's run.py). Variants of North's bid search:

  base   Normal as is
  cap    beside the partner's nil, no bid above the count (the search's choice kept when at or below it)
  m10    the same, unless the search's stretch scores >= 10 points a hand more than the count

Each qualifying deal is played with base; a variant's game is played only when its bid differs from base's
(the search itself is identical: same seeds, same guesses), else its result is base's.
Output: one JSON line per deal.

usage: nil_partner_bid.py START STOP STEP OUT [SOUTH_LEVEL]   (seeds START, START+STEP, ... < STOP; South's cards
played by SOUTH_LEVEL, normal by default). Summarise with bench/nil_partner_bid_stats.py (docs/ai.md).
"""
import json
import sys

from spades_desktop.ai import create_player
from spades_desktop.ai.hand_eval import estimate_nil, nil_success
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, BidKind, Game, HandScored, Look, Phase
from spades_desktop.rules.presets import load_preset

S, N = 0, 2
SOUTH = sys.argv[5] if len(sys.argv) > 5 else "normal"
VARIANTS = {"cap": float("inf"), "m10": 10.0}


class NilSouth:
    def __init__(self, seed):
        self.inner = create_player(SOUTH, seed)

    def choose(self, view):
        looks = [a for a in view.legal if isinstance(a, Look)]
        if looks:
            return looks[0]
        if view.phase == Phase.BID:
            nils = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NIL]
            if nils:
                return nils[0]
        return self.inner.choose(view)


class Spy(NormalPlayer):
    """Normal that records its bid search, and can override a stretch beside its partner's nil."""

    def __init__(self, seed, threshold=None):
        super().__init__(seed)
        self.threshold = threshold  # None: as is
        self.found = None
        self.count = None

    def _search(self, view, count_bid, reason):
        import spades_desktop.ai.normal as nm
        orig = nm.search_bid
        holder = {}

        def spy(*a, **k):
            f = orig(*a, **k)
            holder["f"] = f
            return f
        nm.search_bid = spy
        try:
            action, msg = super()._search(view, count_bid, reason)
        finally:
            nm.search_bid = orig
        partner = view.rules.partner_of(view.seat)
        pb = view.bids[partner] if partner is not None else None
        f = holder.get("f")
        if pb is not None and pb.is_nil:
            self.found, self.count = f, count_bid
            if (self.threshold is not None and f is not None and isinstance(action, Bid)
                    and action.kind is BidKind.NORMAL and count_bid.kind is BidKind.NORMAL
                    and action.tricks > count_bid.tricks and f.gain < self.threshold):
                return count_bid, reason
        return action, msg


def metric(side):
    return side.contract_points + side.nil_points + sum(v for _n, v in side.specials) - 9 * side.bags


def play(rules, seed, threshold):
    g = Game(rules, seed, first_dealer=seed % 4)
    north = Spy(seed * 8 + 2, threshold)
    players = [NilSouth(seed * 8), create_player("normal", seed * 8 + 1), north, create_player("normal", seed * 8 + 3)]
    bids = [None] * 4
    while True:
        seat = g.to_act
        view = g.view(seat)
        a = players[seat].choose(view)
        if view.phase == Phase.BID and isinstance(a, Bid):
            bids[seat] = str(a)
        for e in g.apply(a):
            if isinstance(e, HandScored):
                sides = e.score.sides
                ns = next(s for s in sides if 0 in s.seats)
                ew = next(s for s in sides if 0 not in s.seats)
                nil = [n for n in ns.nils if n.seat == S]
                {s: None for s in range(4)}
                return {
                    "bids": bids, "margin": metric(ns) - metric(ew), "raw": ns.points - ew.points,
                    "ns_points": ns.points, "set": ns.made is False, "nil_made": bool(nil and nil[0].made),
                    "ns_tricks": ns.tricks, "ns_contract": ns.contract, "ns_bags": ns.bags,
                }, north


def main():
    start, stop, step, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rules = load_preset("standard").rules
    with open(out, "a", encoding="utf-8") as f:
        run(rules, start, stop, step, f)


def run(rules, start, stop, step, f):
    for seed in range(start, stop, step):
        if seed % 4 not in (2, 3):  # dealer West or North: South bids before North
            continue
        g = Game(rules, seed, first_dealer=seed % 4)
        ch = nil_success(estimate_nil(g.hand_of(S), rules), partner=True, partner_unbid=False, partner_tricks=3)
        if ch < 0.35:
            continue
        base, north = play(rules, seed, None)
        if base["bids"][S] != "nil":
            continue
        fnd = north.found
        rec = {"seed": seed, "chance": round(ch, 3), "count": str(north.count) if north.count else None,
               "search": str(fnd.bid) if fnd else None, "gain": round(fnd.gain, 2) if fnd else None,
               "guesses": fnd.guesses if fnd else None, "base": base}
        for name, thr in VARIANTS.items():
            would = (fnd is not None and fnd.bid.kind is BidKind.NORMAL and north.count.kind is BidKind.NORMAL
                     and fnd.bid.tricks > north.count.tricks and fnd.gain < thr)
            if would:
                r, _ = play(rules, seed, thr)
                rec[name] = r
            else:
                rec[name] = None  # same as base
        f.write(json.dumps(rec) + "\n")
        f.flush()


if __name__ == "__main__":
    main()

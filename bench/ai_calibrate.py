"""Re-fit the constants of Normal's hand evaluation from self-play.

Two fits, printed for pasting into ``spades_desktop/ai/hand_eval.py``:

* trick weights: Normal plays many hands; each non-nil seat's tricks taken are
  regressed (least squares) on the parts of its count (trump honours, trump
  length, side cards, ruffs) and a constant, per table size (``--table``);
* nil chance: on hands with at most three expected tricks one seat is made to
  bid nil; whether it made it is fitted (logistic) on the summed danger of its
  cards, its trumps beyond three and its partner's bid.

    python bench/ai_calibrate.py --table four --hands 2000
    python bench/ai_calibrate.py --table two --hands 2000 --skip-nil
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spades_desktop.ai.cardinfo import TRUMP, card_info
from spades_desktop.ai.hand_eval import estimate_nil, estimate_tricks
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import NIL, Bid, Card, Game, HandScored, Phase, RuleSet
from spades_desktop.rules import load_preset

TABLES = {
    "four": RuleSet(),
    "cutthroat": RuleSet(partnerships=False),
    "three": RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
    "two": RuleSet(players=2, partnerships=False, draw_phase=True),
    "six": load_preset("cancellation").rules,
}


def least_squares(rows: list[list[float]], ys: list[float]) -> list[float]:
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * y for r, y in zip(rows, ys, strict=True)) for i in range(n)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(a[k][i]))
        a[i], a[p], b[i], b[p] = a[p], a[i], b[p], b[i]
        for k in range(n):
            if k != i:
                f = a[k][i] / a[i][i]
                for j in range(i, n):
                    a[k][j] -= f * a[i][j]
                b[k] -= f * b[i]
    return [b[i] / a[i][i] for i in range(n)]


def logistic(rows: list[list[float]], ys: list[float], steps: int = 400, rate: float = 0.5) -> list[float]:
    w = [0.0] * len(rows[0])
    for _ in range(steps):
        grad = [0.0] * len(w)
        for r, y in zip(rows, ys, strict=True):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, r, strict=True))))
            p = 1.0 / (1.0 + math.exp(-z))
            for i, x in enumerate(r):
                grad[i] += (y - p) * x
        w = [wi + rate * (g / len(rows) - 1e-3 * wi) for wi, g in zip(w, grad, strict=True)]
    return w


def play(rules: RuleSet, seed: int, dealer: int, force_nil: bool) -> tuple[dict[int, tuple[Card, ...]], int | None,
                                                                            list[float] | None, HandScored]:
    game = Game(rules, seed, first_dealer=dealer)
    players = [NormalPlayer(s) for s in range(rules.players)]
    hands: dict[int, tuple[Card, ...]] = {}
    forced: int | None = None
    features: list[float] | None = None
    info = card_info(rules)
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view)
        if view.phase is Phase.BID and view.hand is not None:
            hands[seat] = view.hand
            if force_nil and forced is None and NIL in view.legal and estimate_tricks(view.hand, rules).tricks <= 3:
                nil = estimate_nil(view.hand, rules)
                partner = rules.partner_of(seat)
                pb = view.bids[partner] if partner is not None else None
                trumps = sum(1 for c in view.hand if info.eff[c.index] == TRUMP)
                pbv = pb.tricks if isinstance(pb, Bid) and not pb.is_nil else 0
                features = [1.0, nil.hazard(), max(0, trumps - 3), 1.0 if pb is None else 0.0, pbv / 4]
                forced, action = seat, NIL
        for event in game.apply(action):
            if isinstance(event, HandScored):
                return hands, forced, features, event


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--table", choices=sorted(TABLES), default="four")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--skip-nil", action="store_true", help="fit the trick weights only")
    args = parser.parse_args(argv)
    rules = TABLES[args.table]
    rows: list[list[float]] = []
    ys: list[float] = []
    for k in range(args.hands):
        hands, _f, _x, scored = play(rules, args.seed + k, k % rules.players, False)
        for seat, hand in hands.items():
            if scored.score.bids[seat].is_nil:
                continue
            est = estimate_tricks(hand, rules)
            rows.append([1.0, est.trump_tricks, est.length_tricks, est.side_tricks, est.ruff_tricks])
            ys.append(float(scored.score.tricks[seat]))
    coef = least_squares(rows, ys)
    names = ("offset", "trump", "length", "side", "ruff")
    print(f"{args.table}: trick weights from {len(rows)} hands: "
          + ", ".join(f"{n} {c:.2f}" for n, c in zip(names, coef, strict=True)))
    if args.skip_nil or not rules.nil:
        return 0
    nil_rows: list[list[float]] = []
    made: list[float] = []
    for k in range(args.hands):
        _h, forced, features, scored = play(rules, args.seed + 500_000 + k, k % rules.players, True)
        if forced is not None and features is not None:
            nil_rows.append(features)
            made.append(1.0 if scored.score.tricks[forced] == 0 else 0.0)
    if len(nil_rows) < 20:
        print("too few nils to fit")
        return 0
    w = logistic(nil_rows, made)
    print(f"{args.table}: nil fit from {len(nil_rows)} nils ({100 * sum(made) / len(made):.0f}% made): "
          "constant, hazard, trumps>3, partner unbid, partner bid/4 = " + ", ".join(f"{x:.2f}" for x in w))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

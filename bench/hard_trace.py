"""One deal of a duplicate match, played exactly as ``ai_match.py`` plays it, printed card by card.

The deal is the K-th of the deal file (counted from 1, comments skipped; deal
K of a part ``deals-START-END`` of ``ai_parts.py`` is its line K-START+1). It
is played in both seatings with the same bots and the same seeds as
``ai_match.run_deals`` (seat s of deal number n gets seed ``n * 8 + s``), so
the difference printed at the end is the one the match stored. For each
seating it prints the four dealt hands, every bid (with the bot's reason),
every trick (who led, the cards, who won it) and each side's score, counted
as the match counts it (bags at -9). ``--dd`` adds a double-dummy count in the
last tricks (7 by default): for every card, the tricks the player's side
could have with every hand seen, ``[9]`` before the card, and ``[9>8!]``
where the card loses one (a trick count, blind to nils and bags: a hint
where to look, not a verdict; a solve over its node budget shows nothing).
``--why a`` prints the bot's reason for each card of A's (``b``, ``ab``).
The sides' cards are compared at the end: what A and B scored with N+S's
cards, and with E+W's.

    nice -n 15 python bench/hard_trace.py 34
    nice -n 15 python bench/hard_trace.py 274 --dd --a hard --b reference
    nice -n 15 python bench/hard_trace.py 274 --why a      # the reason of each of A's cards
    nice -n 15 python bench/hard_trace.py 34 --stored bench/results/hard-s54-vs-reference-standard

The last line is ``difference: VALUE`` (and ``stored: VALUE`` with ``--stored``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_match import (  # type: ignore[import-not-found]
    act,
    load_rules,
    make_player,
    margin,
    read_deals,
    seat_spec,
    seatings,
    side_metric,
)

from spades_desktop.ai.base import Player
from spades_desktop.ai.double_dummy import DoubleDummyBudgetError, solve
from spades_desktop.engine import Game, HandScored, Phase, RuleSet, SideScore
from spades_desktop.engine.cards import Card, Suit
from spades_desktop.engine.events import BidMade, CardPlayed, TrickWon

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"
SEATS = "NESW"


def hand_text(cards: tuple[Card, ...]) -> str:
    """A hand by suit, spades first: ``S:AK7 H:QJ4 D:- C:9832``."""
    parts = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = sorted((c.rank for c in cards if c.suit is suit), reverse=True)
        parts.append(f"{suit.letter}:" + ("".join("23456789TJQKA"[r - 2] for r in ranks) or "-"))
    jokers = [str(c) for c in cards if c.suit is None]
    return " ".join(parts + jokers)


def stored_diff(folder: Path, k: int) -> float | None:
    """Deal ``k``'s stored difference in a folder of ``ai_parts.py`` parts, if a part holds it."""
    for path in sorted(folder.glob("deals-*.diffs")):
        first, last = (int(x) for x in path.stem.split("-")[1:3])
        if first <= k <= last:
            lines = path.read_text(encoding="utf-8").split()
            return float(lines[k - first])
    return None


def dd_side(game: Game, side: int, nodes: int) -> int | None:
    """Tricks ``side`` has plus those it can still take, every hand seen (None past the budget)."""
    try:
        result = solve(game, nodes=nodes)
    except DoubleDummyBudgetError:
        return None
    taken = sum(game.tricks[s] for s in range(game.rules.players) if game.rules.side_of(s) == side)
    return taken + result.tricks[side]


def score_text(side: SideScore, who: str) -> str:
    nils = " ".join(f"{SEATS[n.seat]} nil {'made' if n.made else 'FAILED'} ({n.tricks} tr, {n.points:+d})"
                    for n in side.nils)
    contract = (f"bid {side.contract} took {side.tricks} {'made' if side.made else 'SET'} {side.contract_points:+d}"
                if side.made is not None else "no contract")
    return (f"  {who:<10} {'+'.join(SEATS[s] for s in side.seats)}: {contract}, bags {side.bags}"
            + (f", {nils}" if nils else "") + f"  -> {side_metric(side):+.0f}")


def play_seating(rules: RuleSet, number: int, dealer: int, spec_a: str, spec_b: str, layout: list[str],
                 dd: int, dd_nodes: int, why: str = "") -> tuple[SideScore, ...]:
    """Play and print one seating of the deal; each side's score."""
    names = {"a": spec_a, "b": spec_b}
    players: list[Player] = [make_player(seat_spec(names[who], s, rules), seed=number * 8 + s)
                             for s, who in enumerate(layout)]
    label = [f"{SEATS[s]}({seat_spec(names[who], s, rules)})" for s, who in enumerate(layout)]
    game = Game(rules, number, first_dealer=dealer)
    print(f"dealer {SEATS[game.dealer]}; " + ", ".join(label))
    for s in range(rules.players):
        print(f"  {label[s]:<14} {hand_text(game.hand_of(s))}")
    trick: list[str] = []
    reasons: list[str] = []
    won = [0] * rules.sides
    dd_before: int | None = None
    while True:
        seat = game.to_act
        assert seat is not None
        side = rules.side_of(seat)
        solving = bool(dd) and game.phase is Phase.PLAY and game.hand_size - game.trick_number <= dd
        dd_before = dd_side(game, side, dd_nodes) if solving else None
        events = act(game, players[seat])
        for event in events:
            if isinstance(event, BidMade):
                print(f"  bid {label[event.seat]:<14} {event.bid!s:<6} {players[event.seat].explain()}")
            elif isinstance(event, CardPlayed):
                mark = ""
                if dd_before is not None and game.phase is Phase.PLAY:
                    after = dd_side(game, side, dd_nodes)
                    if after is not None:
                        mark = f"[{dd_before}{'>' + str(after) + '!' if after < dd_before else ''}]"
                trick.append(f"{SEATS[event.seat]} {event.card}{mark}")
                if why and layout[event.seat] in why:
                    reasons.append(f"{SEATS[event.seat]} {event.card}: {players[event.seat].explain()}")
            elif isinstance(event, TrickWon):
                leader = event.plays[0][0]
                won[rules.side_of(event.winner)] += 1
                print(f"  t{event.trick_number:<2} {SEATS[leader]} leads: {'  '.join(trick):<60} -> "
                      f"{SEATS[event.winner]}  ({'-'.join(map(str, won))})")
                trick = []
                for line in reasons:
                    print(f"        {line}")
                reasons = []
            elif isinstance(event, HandScored):
                for side_score in event.score.sides:
                    print(score_text(side_score, names[layout[side_score.seats[0]]]))
                return event.score.sides


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("deal", type=int, help="the deal of the file, counted from 1")
    parser.add_argument("--a", default="hard", help="bot A (default hard)")
    parser.add_argument("--b", default="reference", help="bot B (default reference)")
    parser.add_argument("--deals-file", type=Path, default=DEALS)
    parser.add_argument("--preset", default="", help="a preset id (default: the standard rules)")
    parser.add_argument("--stored", type=Path, help="a folder of ai_parts.py parts: print the deal's stored diff")
    parser.add_argument("--dd", type=int, nargs="?", const=7, default=0, metavar="LEFT",
                        help="in the last LEFT tricks (default 7) mark cards that lose a double-dummy trick")
    parser.add_argument("--why", default="", choices=["", "a", "b", "ab"],
                        help="print each card's reason of bot a, b or both")
    parser.add_argument("--dd-nodes", type=int, default=200_000, help="node budget of one solve")
    args = parser.parse_args(argv)
    rules = load_rules(args.preset)
    deals = read_deals(args.deals_file)
    if not 1 <= args.deal <= len(deals):
        parser.error(f"the file has deals 1 to {len(deals)}")
    number, dealer = deals[args.deal - 1]
    print(f"deal {args.deal} of {args.deals_file.name}: number {number}, first dealer {SEATS[dealer]}; "
          f"A = {args.a}, B = {args.b}")
    total = 0.0
    layouts = seatings(rules)
    by_cards: dict[tuple[int, ...], dict[str, float]] = {}  # each side's cards: what A and B scored with them
    for k, layout in enumerate(layouts, 1):
        print(f"\n== seating {k}: A at {'+'.join(SEATS[s] for s, w in enumerate(layout) if w == 'a')}")
        sides = play_seating(rules, number, dealer, args.a, args.b, layout, args.dd, args.dd_nodes, args.why)
        diff = margin(sides, layout)
        print(f"  A - B this seating: {diff:+.1f}")
        total += diff
        for side in sides:
            by_cards.setdefault(side.seats, {})[layout[side.seats[0]]] = side_metric(side)
    print()
    for seats, got in by_cards.items():
        if "a" in got and "b" in got:
            print(f"{'+'.join(SEATS[s] for s in seats)}'s cards: A {got['a']:+.0f}, B {got['b']:+.0f}, "
                  f"A - B {got['a'] - got['b']:+.0f}")
    print(f"difference: {total / len(layouts):+.1f}")
    if args.stored:
        value = stored_diff(args.stored, args.deal)
        print(f"stored: {'none' if value is None else f'{value:+.1f}'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

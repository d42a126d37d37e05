"""Is the bid search's picture of a bid right? Its playouts' chances against what the table gives.

The bid search (``ai/bid_search.py``, Normal and Hard) plays each candidate
bid out with Normal's card play on every seat. This plays duplicate deals
(both seatings) with a searching bot on one side and records, for each bid it
makes, what the playouts of that bid foresaw: how often the side's contract
was made and how many tricks the side took, or how often the nil held. Then
it compares them with the hand at the table. Only contracts of a side whose
two bids are numbers are counted (a partner's nil changes what "made" means).

A search whose playouts are too gloomy (they foresee more sets than the bot
then suffers) keeps its bids low; Hard's card play, which searches every
card, is the reason to check it.

    python bench/bid_calibration.py --bot hard --against reference --deals 60
    python bench/bid_calibration.py --bot normal --against normal --deals 200

The last line is ``make: predicted P actual A``.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match

from spades_desktop.ai import hard as hard_module
from spades_desktop.ai import normal as normal_module
from spades_desktop.ai.bid_search import bid_playout
from spades_desktop.ai.card_play import PlayTuning
from spades_desktop.ai.playout import GameEnd
from spades_desktop.engine import Bid, BidKind, Game, HandScored, Phase, RuleSet

BINS = (0.0, 0.7, 0.85, 0.95, 1.01)


@dataclass
class Seen:
    """One bid of the searching bot: what its playouts of that bid foresaw."""

    seat: int
    bid: Bid
    playouts: list[tuple[bool, int, bool]]  # per playout: the side's contract made, its tricks, the nil held


_playouts: dict[str, list[tuple[bool, int, bool]]] = {}


def _recording(game: Game, me: int, bid: Bid, tuning: PlayTuning, others: PlayTuning | None = None,
               end: GameEnd | None = None) -> float:
    """``bid_playout``, remembering the side's outcome of each playout under the bid's name."""
    value = bid_playout(game, me, bid, tuning, others, end)
    side = [s for s in range(game.players) if game.rules.side_of(s) == game.rules.side_of(me)]
    contract = tricks = 0
    for s in side:
        b = game.bids[s]
        if b is not None and b.kind is BidKind.NORMAL:
            contract += b.tricks
            tricks += game.tricks[s]
    held = game.tricks[me] == 0
    _playouts.setdefault(str(bid), []).append((tricks >= contract, tricks, held))
    return value


def play_deal(rules: RuleSet, number: int, dealer: int, layout: list[str], bot: str, against: str) -> list[
        tuple[Seen, bool | None, int, bool]]:
    """One seating of one deal: each bid of the bot with what its playouts foresaw, and the table's outcome
    (contract made or None, the side's tricks, the nil held)."""
    players = [ai_match.make_player(ai_match.seat_spec(bot if who == "a" else against, s, rules),
                                    seed=number * 8 + s) for s, who in enumerate(layout)]
    game = Game(rules, number, first_dealer=dealer)
    seen: list[Seen] = []
    final_bids: list[Bid | None] = []
    while True:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if layout[seat] == "a" and view.phase is Phase.BID:
            _playouts.clear()
            action = players[seat].choose(view)
            if isinstance(action, Bid) and str(action) in _playouts:
                seen.append(Seen(seat, action, list(_playouts[str(action)])))  # a copy: later bids record too
        else:
            action = players[seat].choose(view)
        if view.phase is Phase.PLAY and not final_bids:
            final_bids = list(game.bids)
        for event in game.apply(action):
            if isinstance(event, HandScored):
                out = []
                for record in seen:
                    side = event.score.sides[rules.side_of(record.seat)]
                    numbers = all(b is not None and b.kind is BidKind.NORMAL
                                  for s, b in enumerate(final_bids) if s in side.seats)
                    held = any(n.seat == record.seat and n.made for n in side.nils)
                    out.append((record, side.made if numbers else None, side.tricks, held))
                return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="hard", help="the searching bot (hard or normal, with options)")
    parser.add_argument("--against", default="reference", help="the other side's bot")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--start", type=int, default=1, help="first deal of the file (1-based)")
    parser.add_argument("--deals-file", type=Path, default=Path(__file__).parent / "deals/standard-seed1-2000.txt")
    args = parser.parse_args(argv)
    modules = (hard_module, normal_module)  # both levels call the search's playout by this name
    for module in modules:
        vars(module)["bid_playout"] = _recording
    try:
        return judge(args)
    finally:
        for module in modules:
            vars(module)["bid_playout"] = bid_playout
        _playouts.clear()


def judge(args: argparse.Namespace) -> int:
    """Play the deals and print what the playouts foresaw against the table."""
    rules = RuleSet()
    deals = ai_match.read_deals(args.deals_file)[args.start - 1:args.start - 1 + args.deals]
    contracts: list[tuple[float, float, float, int]] = []  # predicted make, predicted tricks, made, tricks
    nils: list[tuple[float, float]] = []
    for number, dealer in deals:
        for layout in ai_match.seatings(rules):
            for record, made, tricks, held in play_deal(rules, number, dealer, layout, args.bot, args.against):
                if record.bid.is_nil:
                    nils.append((statistics.mean(p[2] for p in record.playouts), float(held)))
                elif made is not None and record.bid.kind is BidKind.NORMAL:
                    contracts.append((statistics.mean(p[0] for p in record.playouts),
                                      statistics.mean(p[1] for p in record.playouts), float(made), tricks))
    print(f"{args.bot} against {args.against}, deals {args.start}-{args.start + len(deals) - 1}, both seatings")
    if not contracts:
        print("no contract of two number bids to judge")
        return 1
    print("playouts' chance of the contract | bids | foreseen | at the table")
    for low, high in itertools.pairwise(BINS):
        part = [c for c in contracts if low <= c[0] < high]
        if part:
            print(f"{low:.2f}-{min(high, 1.0):.2f} | {len(part)} | {statistics.mean(c[0] for c in part):.3f} | "
                  f"{statistics.mean(c[2] for c in part):.3f}")
    print(f"side's tricks: foreseen {statistics.mean(c[1] for c in contracts):.2f}, "
          f"at the table {statistics.mean(c[3] for c in contracts):.2f} ({len(contracts)} contracts)")
    if nils:
        print(f"nils: {len(nils)}, foreseen held {statistics.mean(n[0] for n in nils):.3f}, "
              f"at the table {statistics.mean(n[1] for n in nils):.3f}")
    print(f"make: predicted {statistics.mean(c[0] for c in contracts):.3f} "
          f"actual {statistics.mean(c[2] for c in contracts):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

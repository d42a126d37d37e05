"""How far a bot's number bids stray from its hand's trick estimate: the width Hard's guesses read its bids by.

Hard prefers guesses whose hands fit the bids made (``determinize.bid_weight``:
a bell curve in the estimate less 0.35 minus the bid). This bids deals of the
file with four bots of one kind and prints, over every number bid, the mean and
the standard deviation of that gap. Nils and blind bids are left out.

    nice -n 10 python bench/bid_spread.py --bot easy --deals 300

The last line is the standard deviation.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_match  # type: ignore[import-not-found]

from spades_desktop.ai.hand_eval import estimate_tricks
from spades_desktop.engine import Bid, Game, Phase, RuleSet

DEALS = Path(__file__).resolve().parent / "deals" / "standard-seed1-2000.txt"
MARGIN = 0.35  # bid_weight's margin


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--bot", default="normal", help="the bot at every seat (default normal)")
    parser.add_argument("--deals", type=int, default=150, help="the first N deals of the file")
    args = parser.parse_args(argv)
    rules = RuleSet()
    gaps: list[float] = []
    for k, (deal, dealer) in enumerate(ai_match.read_deals(DEALS)[: args.deals]):
        game = Game(rules, deal, first_dealer=dealer)
        bots = [ai_match.make_player(args.bot, seed=k * 4 + s) for s in range(4)]
        while game.phase is Phase.BID:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            action = bots[seat].choose(view)
            if isinstance(action, Bid) and not action.is_nil and not action.is_blind and view.hand is not None:
                gaps.append(estimate_tricks(list(view.hand), rules).tricks - MARGIN - action.tricks)
            game.apply(action)
    print(f"{args.bot}: {len(gaps)} number bids over deals 1-{args.deals}; estimate - {MARGIN} - bid: "
          f"mean {statistics.mean(gaps):+.2f}")
    print(f"standard deviation: {statistics.pstdev(gaps):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

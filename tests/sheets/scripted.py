"""Three scripted hands scored by the engine: a failed nil, a set contract, a bag penalty."""

from __future__ import annotations

from spades_desktop.engine import NIL, Bid, HandScore, RuleSet, score_hand

RULES = RuleSet()
NAMES = ("Ann", "Bob", "Carl", "Dee")  # seats 0..3: Ann & Carl (side 0) against Bob & Dee (side 1)


def scripted_hands() -> list[HandScore]:
    """Hand 1: Ann's nil fails; hand 2: Ann & Carl are set; hand 3: Bob & Dee reach 10 bags."""
    plan = [
        # (bids per seat, tricks per seat)
        ((NIL, Bid(4), Bid(4), Bid(3)), (2, 4, 3, 4)),
        ((Bid(5), Bid(2), Bid(4), Bid(2)), (3, 4, 3, 3)),
        ((Bid(1), Bid(2), Bid(1), Bid(2)), (2, 5, 1, 5)),
    ]
    totals, bags = [0, 0], [0, 0]
    scores = []
    for number, (bids, tricks) in enumerate(plan, start=1):
        score = score_hand(RULES, bids, tricks, totals, bags, hand_number=number, dealer=(number - 1) % 4,
                           deal_number=1000 + number)
        totals = [s.total_after for s in score.sides]
        bags = [s.bags_after for s in score.sides]
        scores.append(score)
    return scores


def signed(value: int) -> str:
    """A hand's points as the sheet and the scorepad write them: "+40", "\u2212100" (a true minus), "0"."""
    return "0" if value == 0 else f"{value:+d}".replace("-", "\u2212")


def whole(value: int) -> str:
    """A total as the sheet and the scorepad write it: "\u2212128" (a true minus), "60"."""
    return str(value).replace("-", "\u2212")

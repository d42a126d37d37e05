"""A strong hand bids its sure tricks: found by a QA player whose Normal partner bid 6 on A♠K♠Q♠J♠T♠ A♦K♦Q♦5♦4♦3♦
7♣ 6♥ and took 12 tricks (6 bags), saying "I hold A♠, K♠, Q♠ and J♠ and more (bid a little under that, for
safety)"."""

from __future__ import annotations

import re

from spades_desktop.ai.hand_eval import estimate_tricks
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import LOOK, Bid, BidKind, Game, RuleSet
from tests.engine.helpers import deal

QA_HAND = "AS KS QS JS TS AD KD QD 5D 4D 3D 7C 6H"


def _first_bid(cards: str, samples: int = 0, seed: int = 1) -> tuple[Bid, str]:
    rules = RuleSet()
    game = Game(rules, 1, first_dealer=3, hands=deal(rules, cards))
    game.apply(LOOK)
    normal = NormalPlayer(seed=seed, bid_samples=samples)
    action = normal.choose(game.view(0))
    assert isinstance(action, Bid) and action.kind is BidKind.NORMAL
    return action, normal.explain()


def test_a_hand_that_controls_the_trumps_counts_the_tricks_it_takes_by_drawing_them() -> None:
    # Five top trumps draw the eight out; then A-K-Q♦ win and the three low diamonds count half each: 9.5. The
    # fitted count said 6.9 and the shrink of big counts made it 5.87: a 6.
    bid, why = _first_bid(QA_HAND)
    assert bid.tricks == 9, why
    assert why == ("I bid 9: I hold 7 sure tricks: A♠ K♠ Q♠ J♠ 10♠ A♦ K♦, other cards worth about 3 tricks once "
                   "my trumps are drawn (they add up to 10: I bid a little under that, for safety)"), why


def test_the_bid_search_weighs_the_strong_count_one_trick_either_side() -> None:
    # Normal's search tries one trick more and less than the count: from 6 it could not reach 8. Its playouts
    # (the partner bidding its own count on top) prefer 8 to 9 for this hand.
    bid, why = _first_bid(QA_HAND, samples=120)
    assert bid.tricks >= 8, why


def test_aces_kings_and_queens_of_every_suit_bid_their_sure_tricks() -> None:
    # Nine sure cards and no trump control (three top trumps, nine out): the shrink of big counts starts at the
    # sure cards, not at 4 (it bid 8).
    bid, why = _first_bid("AS KS QS AD KD QD AC KC QC AH KH QH 5S")
    assert bid.tricks == 9, why
    # without trump control the side kings can be ruffed: high cards, not sure tricks (QA)
    assert why == ("I bid 9: I hold 9 high cards: A♠ K♠ Q♠ A♣ K♣ A♦ K♦ A♥ K♥, worth about 8 tricks, as side suits "
                   "can be trumped, 4 trumps, their length worth about 1 trick"), why


def test_ordinary_hands_bid_as_before() -> None:
    for cards, tricks in (("AH 6H 5H 7C 6C 2C KD QD 8D AS JS 9S 5S", 4),
                          ("AS KS 9S 8S 6S 4S AC 2C 9H 8H 7H 3H 2H", 5),
                          ("2S 4S 6S 8S 3H 5H 7H 2D 4D 6D 3C 5C 7C", 1)):
        bid, why = _first_bid(cards)
        assert bid.tricks == tricks, why
    # Without trump control and with at most four sure cards the count is the old one: the estimate, its excess
    # over 4 counted at high_shrink.
    from spades_desktop.ai.bidding import DEFAULT_TUNING, clear_tricks, counted_tricks

    rules = RuleSet()
    for seed in range(300):
        hand = Game(rules, seed).hand_of(0)
        est = estimate_tricks(hand, rules)
        if len(est.sure) <= 4 and clear_tricks(hand, rules) == 0.0:
            old = est.tricks if est.tricks <= 4 else 4 + DEFAULT_TUNING.high_shrink * (est.tricks - 4)
            assert counted_tricks(hand, rules, est) == old


def test_no_trump_control_no_clear_tricks() -> None:
    from spades_desktop.ai.bidding import clear_tricks

    rules = RuleSet()
    for cards in ("AS KS QS AD KD QD AC KC QC AH KH QH 5S",  # three top trumps, nine out
                  "KS QS JS TS 9S AD KD QD 5D 4D 3D 7C 6H"):  # the A♠ out: no master
        hand = deal(rules, cards)[0]
        assert clear_tricks(hand, rules) == 0.0


def test_bidding_under_the_count_says_by_how_much() -> None:
    # "bid a little under that" must name what it is under and be a little (one trick: "a little" under 7 for a
    # bid of 5 was not, QA): the parts named add up to it, or the one part named says its worth.
    rules = RuleSet()
    seen = 0
    for seed in range(400):
        game = Game(rules, seed, first_dealer=3)
        game.apply(LOOK)
        normal = NormalPlayer(seed=1, bid_samples=0)
        action = normal.choose(game.view(0))
        why = normal.explain()
        found = (re.search(r"they add up to (\d+): I bid a little under that", why)
                 or re.search(r"worth about (\d+) tricks? \(I bid a little under that", why))
        assert "under that" not in why or found, why
        if found and isinstance(action, Bid):
            seen += 1
            assert int(found.group(1)) - action.tricks == 1, why
    assert seen > 10

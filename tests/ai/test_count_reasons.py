"""Normal's count says what its bid is made of, and its numbers agree with the bid: found by a QA player reading
"I bid 4: I hold 5 sure tricks: A♣ A♦ K♦ A♥ K♥ (they add up to 5: I bid a little under that, for safety)" — five
cards called sure and a bid of 4 — and "I bid 4: I hold 5 sure tricks: A♠ A♣ A♦ K♦ A♥, short suits to ruff" with
no word on the trick left out. The count gives a side ace about 3/4 of a trick and the king under it 2/3."""

from __future__ import annotations

import re

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import LOOK, Bid, BidKind, Game, Phase, RuleSet
from spades_desktop.rules import load_preset
from tests.engine.helpers import deal

CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♣♦♥]")


def _first_bid(cards: str) -> tuple[Bid, str]:
    rules = RuleSet()
    game = Game(rules, 1, first_dealer=3, hands=deal(rules, cards))
    game.apply(LOOK)
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(0))
    assert isinstance(action, Bid) and action.kind is BidKind.NORMAL
    return action, normal.explain()


def _said(why: str) -> tuple[int, str]:
    """The tricks a count's parts add up to, as a player reading them would add them, and its note."""
    body = why.split(": I hold ", 1)[1]
    body, _, note = body.partition(" (")
    total = sum(int(n) for n in re.findall(r"worth about (\d+) tricks?", body))
    high = re.split(r", (?:worth about|\d+ trumps|short suits|other cards)", body)[0]
    if not body.startswith(high + ", worth about"):  # cards named without their worth count one trick each
        total += len(CARD.findall(high))
    return total, note.rstrip(")")


def test_high_side_cards_are_not_called_sure_tricks_and_say_what_they_are_worth() -> None:
    # Deal 76, North: the five cards are worth about 4 in the count, which bids 4.
    bid, why = _first_bid("3C 6C AC 3D KD AD 5H 9H TH KH AH 7S 9S")
    assert bid.tricks == 4, why
    assert why == ("I bid 4: I hold 5 high cards: A♣ A♦ K♦ A♥ K♥, worth about 4 tricks, as side suits can be "
                   "trumped"), why
    # Deal 2516, West: seven high cards, worth about 6; the bid of 5 is one under that.
    bid, why = _first_bid("2C 7C KC AC 6D KD AD 2H 3H 4H AH KS AS")
    assert bid.tricks == 5, why
    assert why == ("I bid 5: I hold 7 high cards: A♠ K♠ A♣ K♣ A♦ K♦ A♥, worth about 6 tricks, as side suits can be "
                   "trumped (I bid a little under that, for safety)"), why


def test_a_count_with_short_suits_still_says_why_it_bids_under_its_parts() -> None:
    # Deal 153, South: "5 sure tricks: A♠ A♣ A♦ K♦ A♥, short suits to ruff" for a bid of 4, with no note.
    bid, why = _first_bid("AC 3D 5D 6D KD AD 3H 6H 8H JH AH 3S AS")
    assert bid.tricks == 4, why
    assert why == ("I bid 4: I hold 5 high cards: A♠ A♣ A♦ K♦ A♥, worth about 4 tricks, as side suits can be "
                   "trumped, other cards worth about 1 trick (they add up to 5: I bid a little under that, for "
                   "safety)"), why
    assert _said(why)[0] == 5


def test_the_numbers_of_a_count_agree_with_its_bid() -> None:
    # Every count bid of whole bidding rounds: its parts add up to the bid, or a note says how far under and why;
    # "sure tricks" only for a hand that draws the trumps (every high card then takes a trick).
    seen: dict[str, int] = {}
    for preset in ("standard", "cutthroat", "three-player", "fredrieo", "suicide-copy"):
        rules = load_preset(preset).rules
        for seed in range(150):
            game = Game(rules, seed)
            while game.phase is Phase.BID:
                seat = game.to_act
                assert seat is not None
                if LOOK in game.legal_actions():
                    game.apply(LOOK)
                    continue
                normal = NormalPlayer(seed=1, bid_samples=0)
                action = normal.choose(game.view(seat))
                game.apply(action)
                why = normal.explain()
                if not (isinstance(action, Bid) and action.kind is BidKind.NORMAL and " I hold " in why):
                    continue
                assert "sure tricks" not in why or "once my trumps are drawn" in why, why
                total, note = _said(why)
                if not note:
                    kind = "equal"
                    assert total == action.tricks or (total == 0 and action.tricks == 1), why
                elif found := re.match(r"they add up to (\d+): I bid (a little|\d+) under that", note):
                    kind = "under"
                    assert int(found.group(1)) == total, why
                    under = 1 if found.group(2) == "a little" else int(found.group(2))
                    assert total - action.tricks == under, why
                elif found := re.match(r"I bid (a little|\d+) under that", note):
                    kind = "under one part"
                    under = 1 if found.group(1) == "a little" else int(found.group(1))
                    assert total - action.tricks == under, why
                elif found := re.match(r"(\d+) is the lowest bid the rules allow me$", note):
                    kind = "lowest"  # fredrieo's 4, the second suicide bid: raised above the count (QA)
                    assert int(found.group(1)) == action.tricks > total, why
                elif note.startswith("they add up to"):
                    kind = "less"
                    assert total - action.tricks >= 2, why
                else:
                    kind = "other note"  # the table, the score, the partner's nil moved the bid
                seen[kind] = seen.get(kind, 0) + 1
    assert seen.get("equal", 0) > 500 and seen.get("under", 0) > 100 and seen.get("under one part", 0) > 10, seen
    assert seen.get("lowest", 0) > 50, seen


def test_a_bid_cut_by_the_bids_before_it_says_so() -> None:
    # "I bid 1: I hold A♦, K♦ and A♥ (they add up to 3: I bid less, for safety)": the other bids left one trick.
    rules = RuleSet()
    game = Game(rules, 1, first_dealer=0, hands=deal(rules, "AD KD 4D AH 2H 3H 5H 2C 3C 4C 5C 7C 8C"))
    for bid in (4, 5, 3):  # East, North and West bid first
        game.apply(LOOK)
        game.apply(Bid(bid))
    game.apply(LOOK)
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(0))
    assert action == Bid(1), normal.explain()
    assert normal.explain().endswith("(the bids so far leave only 1 trick)"), normal.explain()

"""A refused bid names every bid open to the seat now, from the engine's own legal bids (QA club 10: Ann's 14 was
refused with "bid 1 to 13 or nil" while her blind 4 and 10 for 200 were both accepted right then)."""

from __future__ import annotations

import pytest

from spades_desktop.engine import NIL, Bid, BidKind, Game, IllegalActionError, RuleSet
from spades_desktop.engine.bidlist import BidChoice, bid_list_words, choices_of, read_bid_list
from spades_desktop.engine.tally import BidError, bid_choices, check_bids, parse_bid
from spades_desktop.rules import load_all

from .helpers import act, bids, game_with

# QA's Friday club: nil 50, blind nil 100, blind bids from 100 behind (20 a trick), 10 for 200, game to 300
FRIDAY = RuleSet(nil_value=50, blind_nil_value=100, blind_bids=True, blind_bid_max=7, blind_bid_behind=100,
                 blind_trick_value=20, blind_nil_behind=100, ten_for_two_hundred=True, target=300)
BEHIND = ([-60, 62], [0, 2])  # hand 2: Ann & Cy (seats 0, 2) 122 behind


def friday_bids(ann: str) -> None:
    """Hand 2 dealt by seat 0: Bob 3, Cy 2, Di 3, then Ann (seat 0) bids last."""
    row = [parse_bid(text, FRIDAY) for text in (ann, "3", "2", "3")]
    check_bids(FRIDAY, 0, row, *BEHIND, hand_number=2)


def test_a_refused_bid_names_the_blind_bids_and_10_for_200_open_to_the_seat() -> None:
    with pytest.raises(BidError) as info:
        friday_bids("14")
    assert str(info.value) == ("South: you cannot bid 14 now: you may bid 1-13, nil, blind nil, blind 1-7, "
                               "10 for 200")
    assert info.value.hand == 2 and info.value.seat == 0
    for open_now in ("b4", "bn", "10/200", "13", "n"):  # each kind named is accepted right then
        friday_bids(open_now)


def test_a_refused_blind_bid_names_the_bids_after_looking_too() -> None:
    # Ann (seat 0) bids last; her partner Cy bid nil and the other side the moon, which forbids a double nil
    rules = RuleSet(blind_nil=True, moon=True)
    row = [parse_bid(text, rules) for text in ("bn", "3", "n", "moon")]
    with pytest.raises(BidError) as info:
        check_bids(rules, 0, row, hand_number=1)
    text = str(info.value)
    assert text.startswith("South: you cannot bid blind nil now: the other side bid the moon"), text
    assert text.endswith("you may bid 1-13, moon"), text  # the bids after a look: Ann had not looked


def test_the_app_s_seat_that_looked_is_not_offered_blind_bids() -> None:
    """In a played game the seat has looked: the bids it gave up by looking are not named."""
    game = game_with(rules=RuleSet(blind_nil=True, ten_for_two_hundred=True))
    bids(game, "3", "2", "3")
    with pytest.raises(IllegalActionError) as info:
        act(game, "14")
    assert str(info.value) == "you cannot bid 14 now: you may bid 1-13, nil, 10 for 200"
    assert info.value.params["reason"] == (("you may bid {open}", {"open": "1-13, nil, 10 for 200"}),)


def test_the_list_explains_and_then_names_the_bids() -> None:
    game = game_with(rules=RuleSet(blind_nil=False, board=4))
    bids(game, "1", "3")  # South 1, then West; North, South's partner, may not bid nil
    with pytest.raises(IllegalActionError) as info:
        act(game, "nil")
    assert str(info.value) == "you cannot bid nil now: your side must bid at least 4 (the board); you may bid 3-13"


def test_choices_of_groups_numbers_in_a_row() -> None:
    actions = [NIL, *(Bid(k) for k in (1, 2, 3, 4, 6, 7)), Bid(10, BidKind.TEN_FOR_200),
               *(Bid(k, BidKind.BLIND) for k in range(1, 8)), Bid(5, BidKind.HALF), Bid(6, BidKind.HALF)]
    assert bid_list_words(choices_of(actions)) == "1-4, 6-7, nil, blind 1-7, 10 for 200, 5.5-6.5"


@pytest.mark.parametrize("preset", sorted(load_all(), key=lambda p: p.id), ids=lambda p: p.id)
def test_every_preset_s_bids_read_back_from_their_words(preset: object) -> None:
    choices = bid_choices(preset.rules)  # type: ignore[attr-defined]
    assert read_bid_list(bid_list_words(choices)) == choices


def test_a_refusal_s_list_reads_back_for_every_preset() -> None:
    for preset in load_all():
        game = Game(preset.rules, 1)
        while game.legal_actions() and not any(isinstance(a, Bid) for a in game.legal_actions()):
            game.apply(game.legal_actions()[0])
        legal = [a for a in game.legal_actions() if isinstance(a, Bid)]
        if legal:
            choices = choices_of(legal)
            assert read_bid_list(bid_list_words(choices)) == choices, preset.id
            assert {b for c in choices for b in _bids(c)} == set(legal), preset.id


def _bids(choice: BidChoice) -> list[Bid]:
    bid = choice.bid
    return [Bid(k, bid.kind) for k in range(bid.tricks, (choice.most or bid.tricks) + 1)]

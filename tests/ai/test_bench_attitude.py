"""Attitude signals between two Hard partners (``bench/hard_attitude.py``, a variant to measure): a low card
followed says whether its player holds an honour in the suit, and the partner reads it."""

from __future__ import annotations

from typing import Any

from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Phase, RuleSet, SeatView, mask_of, parse_cards

from .helpers import EAST, NORTH, SOUTH, WEST, play_hand, position
from .test_strength import bench_script

ATTITUDE = bench_script("hard_attitude")
BIDS = ["3", "3", "3", "3"]


def card(text: str) -> int:
    return mask_of(parse_cards(text))


HEARTS = card("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H")


def one(text: str) -> object:
    return parse_cards(text)[0]


def convention(game: Game, seat: int, chosen: str) -> object:
    """The card the convention plays at ``seat`` where the search chose ``chosen``."""
    view = game.view(seat)
    legal = mask_of(a.card for a in view.legal)  # type: ignore[attr-defined]
    return ATTITUDE.attitude_card(PlayState.from_view(view), seat, game.hand_mask(seat), legal, one(chosen))


def west_leads(lead: str, south: str, bids: list[str] = BIDS) -> Game:
    game = position(RuleSet(), {SOUTH: south}, bids, trick=[(WEST, lead)], dealer=EAST)
    game.leader = WEST
    game.to_act = SOUTH
    return game


def test_playing_low_with_the_king_in_the_suit_shows_it_with_the_second_lowest_card() -> None:
    game = west_leads("JH", "KH 7H 3H AC")
    assert convention(game, SOUTH, "3H") == one("7H")


def test_playing_low_without_an_honour_plays_the_lowest_card() -> None:
    game = west_leads("JH", "9H 4H 3H AC")
    assert convention(game, SOUTH, "4H") == one("3H")  # the 4 and the 3 play alike: the lowest says "no honour"
    assert convention(game, SOUTH, "9H") == one("9H")  # a higher card chosen for a reason of its own stands


def test_no_signal_with_a_card_that_would_win_the_trick() -> None:
    game = west_leads("5H", "KH 7H 3H AC")
    assert convention(game, SOUTH, "3H") == one("3H")  # the 7 would take West's 5


def test_no_signal_on_a_side_that_bid_nil() -> None:
    for bids in (["3", "3", "nil", "3"], ["nil", "3", "3", "3"]):  # North's nil, then South's own
        game = west_leads("JH", "KH 7H 3H AC", bids=bids)
        assert sum(b is not None and b.is_nil for b in game.view(SOUTH).bids) == 1  # type: ignore[union-attr]
        assert convention(game, SOUTH, "3H") == one("3H")


def partner_followed(low: str) -> Game:
    """West led the J♥, North (my partner) followed with ``low``, East played; now South is to play."""
    game = position(RuleSet(), {SOUTH: "AH 2C"}, BIDS, trick=[(WEST, "JH"), (NORTH, low), (EAST, "4H")],
                    dealer=EAST)
    game.leader = WEST
    game.to_act = SOUTH
    return game


def test_a_partner_who_followed_with_its_lowest_card_has_no_honour_there() -> None:
    game = partner_followed("3H")
    evidence = ATTITUDE.AttitudeEvidence(game.view(SOUTH), NORTH, ATTITUDE.HardPlayer().play_tuning, [0.1] * 4)
    rest = game.hand_mask(NORTH) & ~HEARTS
    assert evidence.replay(rest | card("KH 7H"))[1]  # with the king it would have shown it with the 7
    assert not evidence.replay(rest | card("9H 7H"))[1]  # no honour: the lowest is right
    assert not evidence.replay(rest | card("KH QH"))[1]  # its second card is an honour: nothing to show
    heavier = evidence.replay(rest | card("KH 7H"))[0]
    assert heavier >= ATTITUDE.BROKEN + evidence.replay(rest | card("9H 7H"))[0] - 1


def test_a_partner_who_followed_with_its_second_lowest_card_may_hold_an_honour() -> None:
    game = partner_followed("7H")
    evidence = ATTITUDE.AttitudeEvidence(game.view(SOUTH), NORTH, ATTITUDE.HardPlayer().play_tuning, [0.1] * 4)
    rest = game.hand_mask(NORTH) & ~HEARTS
    assert not evidence.replay(rest | card("KH 3H"))[1]  # the signal: the 7 shows the king
    assert not evidence.replay(rest | card("9H"))[1]  # the 7 was its lowest, and it had no honour
    assert not evidence.replay(rest | card("KH"))[1]  # its lowest beside the bare king: nothing to show it with
    assert evidence.replay(rest | card("KH 9H"))[1]  # the king and the 9 beside it: the 9 would have shown it
    assert evidence.replay(rest | card("6H"))[1]  # the 7 and the 6 play alike: the lowest, the 6, says "none"


def test_attitude_partners_real_hands_never_break_the_convention() -> None:
    rules = RuleSet()
    checked = 0
    for deal in (1, 2):
        seats = [ATTITUDE.make_attitude("samples=6,worlds=6,bid_samples=8", deal * 10 + s) for s in range(4)]

        def check(game: Game, view: SeatView, seats: list[Any] = seats, deal: int = deal) -> None:
            nonlocal checked
            if view.phase is not Phase.PLAY:
                return
            partner = rules.partner_of(view.seat)
            assert partner is not None
            evidence = ATTITUDE.AttitudeEvidence(view, partner, seats[view.seat].play_tuning, [0.1] * 4)
            if evidence.points[partner]:
                assert not evidence.replay(game.hand_mask(partner))[1], f"deal {deal}: a signal read wrongly"
                checked += 1

        play_hand(Game(rules, deal), seats, watch=check)
    assert checked > 30


def test_reads_0_keeps_the_convention_and_reads_the_partner_as_hard_does() -> None:
    game = partner_followed("3H")
    view = game.view(SOUTH)
    mute, reader = ATTITUDE.make_attitude("reads=0,samples=8", 1), ATTITUDE.make_attitude("samples=8", 1)
    assert not mute.reads and reader.reads and mute.samples == 8
    plain = ATTITUDE.HardPlayer(1, samples=8).play_fit(view)[0]
    fits = [bot.play_fit(view)[0] for bot in (mute, reader)]
    assert all(fit is not None for fit in fits) and plain is not None
    rest = game.hand_mask(NORTH) & ~HEARTS
    hands = [0] * 4
    hands[NORTH] = rest | card("KH 9H")  # breaks the convention: only the reader weighs it down
    hands[WEST] = game.hand_mask(WEST)
    hands[EAST] = game.hand_mask(EAST)
    assert fits[0](hands, 0.0) == plain(hands, 0.0)  # type: ignore[misc]
    assert fits[1](hands, 0.0) < fits[0](hands, 0.0) / 100  # type: ignore[misc]

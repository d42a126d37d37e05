"""Carding between two Hard partners (``bench/hard_signals.py``, measured and not adopted): the top of equal
cards led, the lowest followed, and what the partner reads from them."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Phase, Play, RuleSet, SeatView, mask_of, parse_cards
from spades_desktop.rules import load_all

from .helpers import EAST, NORTH, SOUTH, WEST, play_hand, position
from .test_strength import bench_script

SIGNALS = bench_script("hard_signals")
denied = SIGNALS.denied
convention_card = SIGNALS.convention_card

BIDS = ["3", "3", "3", "3"]


def card(text: str) -> int:
    return mask_of(parse_cards(text))


def test_a_led_queen_says_the_leader_has_no_king() -> None:
    game = position(RuleSet(), {SOUTH: "AD 2D"}, BIDS, trick=[(NORTH, "QD")], dealer=EAST)
    game.leader = NORTH
    assert denied(game.view(SOUTH), NORTH) == card("KD")


def test_a_led_queen_after_the_king_fell_says_the_leader_has_no_ace() -> None:
    game = position(RuleSet(), {SOUTH: "2D"}, BIDS,
                    completed=[[(WEST, "KD"), (NORTH, "3D"), (EAST, "4D"), (SOUTH, "5D")]], winners=[WEST],
                    trick=[(WEST, "2H"), (NORTH, "5H"), (EAST, "6H")])
    # The 3♦ followed: it denies the 2♦, which I hold (it says nothing new); the 5♥ denies the 4♥.
    assert denied(game.view(SOUTH), NORTH) == card("2D 4H")
    game = position(RuleSet(), {SOUTH: "2D"}, BIDS,
                    completed=[[(WEST, "KD"), (NORTH, "3D"), (EAST, "4D"), (SOUTH, "5D")],
                               [(WEST, "2H"), (NORTH, "AH"), (EAST, "6H"), (SOUTH, "7H")]], winners=[WEST, NORTH],
                    trick=[(NORTH, "QD")])
    assert denied(game.view(SOUTH), NORTH) & card("AD KD JD") == card("AD")


def test_a_queen_played_third_says_the_player_has_no_jack() -> None:
    game = position(RuleSet(), {SOUTH: "AH 2D"}, BIDS, trick=[(WEST, "2H"), (NORTH, "QH")], dealer=EAST)
    game.leader = WEST
    assert denied(game.view(SOUTH), NORTH) == card("JH")


def test_a_card_on_the_table_between_breaks_the_sequence() -> None:
    # West's jack lies between the queen and the ten: either could be the card played, so nothing is read.
    game = position(RuleSet(), {SOUTH: "AH 2D"}, BIDS, trick=[(WEST, "JH"), (NORTH, "QH")], dealer=EAST)
    game.leader = WEST
    assert denied(game.view(SOUTH), NORTH) == 0


def test_a_forced_lead_of_the_two_of_clubs_says_nothing() -> None:
    rules = next(p.rules for p in load_all() if p.id == "two-of-clubs-leads")
    game = position(rules, {NORTH: "3C"}, BIDS, trick=[(NORTH, "2C")], dealer=EAST)
    game.leader = NORTH
    assert denied(game.view(SOUTH), NORTH) == 0


def two_card_ending(trick: list[tuple[int, str]]) -> Game:
    """Eleven tricks of spades gone; South holds the K♥ and the Q♥."""
    spades = parse_cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S")
    kept = card("KH QH") | mask_of(spades) | mask_of([parse_cards(c)[0] for _s, c in trick])
    others = [c for c in RuleSet().deck() if not c.bit & kept]
    completed = []
    for k in range(11):
        completed.append([(WEST, str(spades[k])), (NORTH, str(others[3 * k])), (EAST, str(others[3 * k + 1])),
                          (SOUTH, str(others[3 * k + 2]))])
    return position(RuleSet(), {SOUTH: "KH QH"}, BIDS, completed=completed, winners=[WEST] * 11, trick=trick)


@pytest.mark.parametrize(("trick", "played"), [([], "KH"), ([(WEST, "2H"), (NORTH, "3H"), (EAST, "4H")], "QH")])
def test_a_signalling_bot_leads_the_top_and_follows_with_the_lowest_of_equal_cards(
        trick: list[tuple[int, str]], played: str) -> None:
    game = two_card_ending(trick)
    if not trick:
        game.leader = game.to_act = SOUTH
    view = game.view(SOUTH)
    assert view.phase is Phase.PLAY and view.to_act == SOUTH
    assert SIGNALS.make_signalling("samples=8,worlds=8", 1).choose(view) == Play(parse_cards(played)[0])


def test_the_convention_card_of_a_group() -> None:
    k, q, j = parse_cards("KH QH JH")
    assert convention_card([[k, q, j]], q, leading=True) == k
    assert convention_card([[k, q, j]], k, leading=False) == j
    assert convention_card([[k]], q, leading=False) == q


def recording(signals: bool) -> Any:
    """Hard (with the convention or not) that keeps every guess its card search makes."""
    player = SIGNALS.make_signalling("samples=30,worlds=30", 3) if signals else HardPlayer(3, samples=30, worlds=30)
    seen: list[list[int]] = []
    guesses = player._guesses

    def keep(state: PlayState, hand: int, rng: random.Random, count: int, tries: int,
             fit: Callable[[list[int], float], float] | None) -> Iterator[list[int]]:
        for hands in guesses(state, hand, rng, count, tries, fit):
            seen.append(hands)
            yield hands

    player._guesses = keep
    player.seen = seen
    return player


@pytest.mark.parametrize("signals", [True, False])
def test_a_signalling_bot_never_guesses_its_partner_holds_a_card_it_denied(signals: bool) -> None:
    # North led the Q♦: it has no K♦. East took the ace; I must guess who holds the king.
    game = position(RuleSet(), {SOUTH: "2D 3D AH KH 7H 6H AC 9C 2C 8D 9S 8S"}, BIDS,
                    completed=[[(NORTH, "QD"), (EAST, "AD"), (SOUTH, "4D"), (WEST, "5D")]], winners=[EAST],
                    trick=[(EAST, "JC")])
    player = recording(signals)
    player.choose(game.view(SOUTH))
    partner_kings = sum(1 for hands in player.seen if hands[NORTH] & card("KD"))
    assert player.seen
    if signals:
        assert partner_kings == 0
    else:
        assert partner_kings > 0  # the same search without the convention does deal it there


def test_every_card_read_from_signalling_partners_is_true() -> None:
    rules = RuleSet()
    reads = 0
    for deal in (1, 2):
        seats = [SIGNALS.make_signalling("samples=6,worlds=6,bid_samples=8", deal * 10 + s) for s in range(4)]

        def check(game: Game, view: SeatView, deal: int = deal) -> None:
            nonlocal reads
            if view.phase is not Phase.PLAY:
                return
            partner = rules.partner_of(view.seat)
            assert partner is not None
            read = denied(view, partner) & ~game.hand_mask(view.seat)
            assert not read & game.hand_mask(partner), f"deal {deal}: a card read wrongly"
            reads += read.bit_count()

        play_hand(Game(rules, deal), seats, watch=check)
    assert reads > 20

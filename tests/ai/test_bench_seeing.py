"""Hard whose playouts see the guessed hands (``bench/hard_seeing.py``, a benchmark's variant): every seat's
policy in a seeing playout knows where each card is, and plays on that knowledge."""

from __future__ import annotations

from typing import Any

import pytest

from spades_desktop.ai import playout
from spades_desktop.ai.card_play import KnownTable, Table, play_card
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import RuleSet, mask_of, parse_cards

from .helpers import EAST, NORTH, SOUTH, WEST, position
from .test_playout import positions
from .test_strength import bench_script

BIDS = ["4", "3", "3", "3"]


def test_a_seat_that_knows_every_hidden_card_reckons_sure_chances() -> None:
    game = position(RuleSet(), {SOUTH: "AD QD 5D 2C", WEST: "KD 3H", NORTH: "6D 9S", EAST: "4D 7C"}, BIDS)
    state = PlayState.from_view(game.view(SOUTH))
    hand = game.hand_mask(SOUTH)
    legal = hand
    guessing = Table(state, SOUTH, hand, legal)
    state.known = [0 if t == SOUTH else game.hand_mask(t) for t in range(4)]
    seeing = KnownTable(state, SOUTH, hand, legal)
    king = mask_of(parse_cards("KD"))
    assert 0.0 < guessing.p_any(WEST, king) < 1.0
    assert seeing.p_any(WEST, king) == 1.0
    assert seeing.p_any(EAST, king) == 0.0
    for t in (WEST, NORTH, EAST):
        for suit in range(4):
            held = game.hand_mask(t) & state.info.suit_masks[suit]
            assert seeing.p_void(t, suit) == (0.0 if held else 1.0)


@pytest.mark.parametrize(("king_with", "card"), [(WEST, "AD"), (EAST, "QD")])
def test_a_seeing_third_hand_takes_with_the_queen_only_when_the_king_is_not_behind_it(
        king_with: int, card: str) -> None:
    other = EAST if king_with == WEST else WEST
    held = {SOUTH: "AD QD 5D", king_with: "KD 8D", other: "9D TD", NORTH: "7D JD"}
    game = position(RuleSet(), held, BIDS, trick=[(NORTH, "3D"), (EAST, "4D")], dealer=WEST)
    game.leader = NORTH  # (when East holds the king it played low under it: the queen wins)
    state = PlayState.from_view(game.view(SOUTH))
    state.known = [0 if t == SOUTH else game.hand_mask(t) for t in range(4)]
    hand = game.hand_mask(SOUTH)
    legal = hand & state.info.suit_masks[parse_cards("AD")[0].suit]
    assert str(play_card(state, SOUTH, hand, legal)[0]) == card


@pytest.mark.parametrize("who", ["nobody", "everyone", "my side"])
def test_the_policies_of_the_seeing_seats_are_given_the_world_s_hands_and_no_other(
        who: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int, list[int], list[int]]] = []
    real = playout.play_card

    def spy(state: PlayState, seat: int, hand: int, legal: int, *args: Any) -> Any:
        calls.append((seat, state.seat, list(state.known), list(world.hands)))
        return real(state, seat, hand, legal, *args)

    monkeypatch.setattr(playout, "play_card", spy)
    for game in positions(RuleSet(), 3, 5):
        me = game.to_act or 0
        see = {"nobody": [], "everyone": [0, 1, 2, 3], "my side": [me, (me + 2) % 4]}[who]
        calls.clear()
        world = game.copy()
        playout.play_out(world, PlayState.from_view(game.view(me)), me, see=see)
        assert {seat for seat, *_ in calls} == {0, 1, 2, 3}
        for seat, state_seat, known, hands in calls:
            if seat in see:
                assert state_seat == seat
                assert known == [0 if t == seat else hands[t] for t in range(4)]
            else:
                assert state_seat == me and not any(known)


def test_the_seeing_bot_takes_hard_s_options_and_whose_policies_see() -> None:
    make = bench_script("hard_seeing").make_seeing
    seeing = make("samples=20", 3)
    assert seeing.samples == 20 and not seeing.side_only
    assert make("side=1,samples=20", 3).side_only
    with pytest.raises(ValueError, match="side"):
        make("side=2", 3)
    game = position(RuleSet(), {SOUTH: "AD QD 5D 2C"}, BIDS, trick=[(NORTH, "3D"), (EAST, "4D")], dealer=WEST)
    game.leader = NORTH
    assert seeing.choose(game.view(SOUTH)) in game.view(SOUTH).legal

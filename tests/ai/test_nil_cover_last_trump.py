"""A nil bidder's partner on lead keeps its last trump for the suit it cannot follow (QA niltrust11, standard deal
149): one scenario, asked of Normal and of Hard beside a person's nil, and the rule's edges on the same cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.ai.base import Player
from spades_desktop.ai.card_play import DEFAULT_PLAY, kept_covers, play_card
from spades_desktop.ai.hard import HARD_PLAY, HardPlayer
from spades_desktop.ai.normal import NormalPlayer, hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Bid, Play, SeatView

from .helpers import NORTH, SOUTH, standard_view

PARTNERS = {"normal": lambda seed: NormalPlayer(), "hard": lambda seed: HardPlayer(seed=seed, humans=(SOUTH,))}
both_levels = pytest.mark.parametrize("level", sorted(PARTNERS))

# Standard, deal 149: North bids 5, East 3, South nil, West 3. At trick 8 North, one trick short, leads holding
# 2♣ 4♣ 8♣ 9♣ 7♦ A♠; it has shown out of hearts, South (nil) has followed to hearts (8♥ 9♥ K♥ left). North led
# the A♠ "which should win"; at trick 11 East's 2♥ caught South's 8♥, with no trump left over it.
DEAL_149 = ("look 5 look 3 look nil look 3 AD 8D 6D 5D QD TD 4D 9D AC 5C KC TC KD TS 3D JD 6H 4H 3H 5H 4S 3S JS 2S "
            "QS KS 7S 9S")


def lead_149() -> SeatView:
    return standard_view(149, DEAL_149, NORTH, ["2C", "4C", "7D", "8C", "9C", "AS"])


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


@both_levels
def test_partner_keeps_its_last_trump_to_take_the_hearts_it_cannot_follow_over_my_nil(level: str) -> None:
    view = lead_149()
    for seed in (1, 7):
        player: Player = PARTNERS[level](seed)
        action = player.choose(view)
        assert card_of(action) == "7D", (seed, player.explain())
        assert player.explain() == ("covering my partner's nil: I keep the A♠, my last trump, to trump hearts over my "
                                    "partner, and lead the 7♦")


def test_hards_own_policy_and_its_playouts_lead_as_before() -> None:
    # Hard's playouts (HARD_PLAY) keep the old lead: the search's policy does not move without a benchmark.
    view = lead_149()
    state = PlayState.from_view(view)
    card, _why = play_card(state, NORTH, hand_mask(view), legal_mask(view), HARD_PLAY)
    assert str(card) == "AS"
    assert [str(c) for c in kept_covers(state, NORTH, hand_mask(view), legal_mask(view))] == ["AS"]
    assert kept_covers(state, NORTH, hand_mask(view), legal_mask(view), HARD_PLAY) == ()


def test_partner_leads_its_last_trump_when_the_contract_needs_every_trick() -> None:
    view = lead_149()
    bids = list(view.bids)
    bids[NORTH] = Bid(10)  # the side, with 4 tricks, needs all six left
    state = replace(PlayState.from_view(view), bids=tuple(bids), goals={}, contracts={})
    card, _why = play_card(state, NORTH, hand_mask(view), legal_mask(view), DEFAULT_PLAY)
    assert str(card) == "AS"


def test_the_rule_off_leads_the_ace_as_before() -> None:
    view = lead_149()
    state = PlayState.from_view(view)
    card, why = play_card(state, NORTH, hand_mask(view), legal_mask(view), replace(DEFAULT_PLAY, keep_lead_trump=0))
    assert str(card) == "AS"
    assert str(why) == "covering my partner's nil: I lead the A♠, which should win"


@pytest.mark.parametrize("level", ["hard"])
def test_hard_beside_a_bot_partners_nil_keeps_its_search(level: str) -> None:
    # The guard is for a person's nil (GUARD_BOTS off): beside a bot's nil Hard's card is its own as before.
    view = lead_149()
    assert card_of(HardPlayer(seed=1).choose(view)) == "AS"

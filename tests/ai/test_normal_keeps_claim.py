"""Normal keeps every trick its own cards take whatever the others hold (``card_play._sure_claim``), when its side
wants them all; Hard's playout policy (``HARD_PLAY``) does not (QA newbie13: the hint promised every trick left,
and a Normal partner led an ace that lost one)."""

from __future__ import annotations

import pytest

from spades_desktop.ai.base import make_player, reason_message
from spades_desktop.ai.card_play import DEFAULT_PLAY, PlayTuning, play_card
from spades_desktop.ai.claim import keeps_every_trick
from spades_desktop.ai.hard import HARD_PLAY
from spades_desktop.ai.hint import CLAIM_KEPT, CLAIM_KEPT_ALONE
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.ai.policy import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Game, HandScored, Play, RuleSet
from spades_desktop.rules.presets import load_preset

from .helpers import COUNT, EAST, NORTH, SOUTH, WEST, decide, position

CLAIMED = (CLAIM_KEPT, CLAIM_KEPT_ALONE)  # the hint's words: the partner keeping its promise says it alike
RULES = RuleSet()
# East led the 2♣ to the first trick and South trumped it; South holds the six top spades of the twelve cards out
# and the top six hearts. The spades out (7♠ down to 2♠) may all be in one hand: drawn with the A♠ to the 9♠, they
# leave the hearts to run. A heart first may be trumped by a hand with no hearts.
HELD = "AS KS QS JS TS 9S AH KH QH JH TH 9H"
FIRST = [[(EAST, "2C"), (SOUTH, "8S"), (WEST, "3C"), (NORTH, "4C")]]


def sure_run(bids: list[str]) -> Game:
    return position(RULES, {SOUTH: HELD}, bids, completed=FIRST, winners=[SOUTH], dealer=NORTH)


def test_draws_the_trumps_before_cashing_a_side_ace_when_every_trick_is_sure() -> None:
    game = sure_run(["11", "1", "2", "1"])  # our 13 need every trick left
    action, view = decide(NormalPlayer(), game)
    assert action == Play(Card.parse("AS"))
    assert keeps_every_trick(game, SOUTH, Card.parse("AS"))
    _card, reason = play_card(PlayState.from_view(view), SOUTH, hand_mask(view), legal_mask(view))
    assert reason.template == CLAIM_KEPT


def test_hard_playout_policy_and_the_flag_off_play_as_before() -> None:
    game = sure_run(["11", "1", "2", "1"])
    view = game.view(SOUTH)
    state, hand, legal = PlayState.from_view(view), hand_mask(view), legal_mask(view)
    assert HARD_PLAY.keep_claim == 0 and DEFAULT_PLAY.keep_claim == 1
    for tuning in (HARD_PLAY, PlayTuning(keep_claim=0)):
        card, reason = play_card(state, SOUTH, hand, legal, tuning)
        assert card == Card.parse("AH")  # cashes the side ace, as Normal did: a void hand may trump it
        assert reason.template not in CLAIMED


def test_no_claim_where_the_tricks_left_are_bags_or_a_nil_is_at_stake() -> None:
    # Our 3 need 2 of the 12 left and West-East's 13 are set already: every trick over our 3 is a bag.
    game = sure_run(["2", "7", "1", "6"])
    view = game.view(SOUTH)
    assert play_card(PlayState.from_view(view), SOUTH, hand_mask(view), legal_mask(view))[1].template not in CLAIMED
    for bids in (["11", "nil", "2", "1"], ["11", "1", "nil", "1"]):  # an opponent's nil to set, my partner's
        game = sure_run(bids)
        view = game.view(SOUTH)
        state = PlayState.from_view(view)
        assert play_card(state, SOUTH, hand_mask(view), legal_mask(view))[1].template not in CLAIMED


@pytest.mark.parametrize("preset", ["standard", "cutthroat", "two-player", "jokers-high", "deuces-high",
                                    "kitty-three"])
def test_every_card_played_for_a_claim_keeps_every_trick(preset: str) -> None:
    # Whole hands of Normal bots: each card a bot plays saying every trick left is its own, whatever the others
    # hold, keeps every trick for its side on the whole deal (the claim's double-dummy check).
    rules = load_preset(preset).rules
    claims = 0
    for deal in range(40):
        game = Game(rules, 9100 + deal)
        bots = [make_player(COUNT, s) for s in range(rules.players)]
        done = False
        while not done:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            action = bots[seat].choose(view)
            reason = reason_message(bots[seat])
            if reason.template in CLAIMED:
                assert isinstance(action, Play)
                assert keeps_every_trick(game, seat, action.card), (preset, deal, seat, action)
                claims += 1
            done = any(isinstance(e, HandScored) for e in game.apply(action))
    assert claims > 0


"""Claiming the rest of the tricks (``ai.claim``): allowed exactly when the side takes every trick left."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spades_desktop.ai import create_player
from spades_desktop.ai.claim import NIL_ON_SIDE, NOT_PLAYING, NOT_SURE, claim_card, claim_refusal, tricks_left
from spades_desktop.engine import NIL, Game, Phase, Play, RuleSet
from spades_desktop.engine.events import TrickWon
from spades_desktop.rules import load_preset


def _to_play(game: Game, seed: int, nil_seat: int | None = None) -> None:
    bots = [create_player("easy", seed * 10 + s) for s in range(game.rules.players)]
    while game.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        if seat == nil_seat and NIL in game.legal_actions():
            game.apply(NIL, seat=seat)
            continue
        game.apply(bots[seat].choose(game.view(seat)), seat=seat)


@pytest.mark.parametrize("preset", ["standard", "cutthroat", "jokers-high", "must-overtrump", "three-player"])
def test_a_claim_is_allowed_exactly_when_the_side_then_takes_every_trick_left(preset: str) -> None:
    rules = replace(load_preset(preset).rules, nil=False)  # no nil on any side: every refusal is about the cards
    allowed = refused = 0
    for seed in range(12):
        game = Game(rules, seed)
        _to_play(game, seed)
        rng = random.Random(seed)
        while game.phase is Phase.PLAY:
            seat = game.to_act
            assert seat is not None
            if tricks_left(game) <= 6:
                refusal = claim_refusal(game, seat)
                side = rules.side_of(seat)
                if refusal is None:
                    allowed += 1
                    # Played out: the side's cards by the claim, the others' at random; every trick goes to it.
                    trial = game.copy()
                    left = tricks_left(trial)
                    hand = trial.hand_number
                    winners: list[int] = []
                    while trial.phase is Phase.PLAY and trial.hand_number == hand:
                        who = trial.to_act
                        assert who is not None
                        if rules.side_of(who) == side:
                            card = claim_card(trial, who)
                        else:
                            card = rng.choice(trial.legal_plays(who))
                        events = trial.apply(Play(card), seat=who)
                        winners += [e.winner for e in events if isinstance(e, TrickWon)]
                    assert len(winners) == left and {rules.side_of(w) for w in winners} == {side}
                else:
                    assert refusal == NOT_SURE
                    refused += 1
            plays = game.legal_plays(seat)
            game.apply(Play(rng.choice(plays)), seat=seat)
    assert allowed > 5 and refused > 5, (allowed, refused)


def test_no_claim_with_a_nil_on_the_claimants_side_or_outside_the_play() -> None:
    rules = RuleSet()
    game = Game(rules, 5)
    assert claim_refusal(game, game.to_act or 0) == NOT_PLAYING, "the bidding is not the play"
    _to_play(game, 5, nil_seat=2)
    assert game.bids[2] == NIL
    for seat in (0, 2):
        assert claim_refusal(game, seat) == NIL_ON_SIDE
    assert claim_refusal(game, 1) != NIL_ON_SIDE, "an opponent's nil does not stop a claim"
    game.tricks[2] = 1  # the nil bidder took a trick: the nil is lost, a claim may take the rest
    assert claim_refusal(game, 0) != NIL_ON_SIDE


def test_a_side_that_can_no_longer_take_every_trick_has_no_claim_card() -> None:
    """The controller ends a claim when the player's own card gave a trick away: no card keeps every trick then."""
    checked = 0
    for seed in range(6):
        game = Game(RuleSet(nil=False, blind_nil=False), seed)
        _to_play(game, seed)
        rng = random.Random(seed)
        while game.phase is Phase.PLAY:
            seat = game.to_act
            assert seat is not None
            if tricks_left(game) <= 4 and claim_refusal(game, seat) == NOT_SURE:
                with pytest.raises(ValueError, match="keeps every trick"):
                    claim_card(game, seat)
                checked += 1
            game.apply(Play(rng.choice(game.legal_plays(seat))), seat=seat)
    assert checked > 10

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


def test_a_claim_does_not_kill_a_trick_at_the_six_player_table() -> None:
    """players.cancellation: the K♥ led to a trick where the Q♥ twins cancel and the partner's K♥ stands would
    cancel it too and leave the trick dead (nobody's); the claim plays the A♥, and takes both tricks left."""
    from spades_desktop.ai.determinize import build_play_game
    from spades_desktop.engine import Bid, distinct_copies, mask_of, parse_cards
    from spades_desktop.engine.events import TrickDead
    from spades_desktop.rules import load_preset

    rules = load_preset("cancellation").rules
    trick_text = [(1, "QH"), (2, "QH"), (3, "KH"), (4, "3C"), (5, "4C")]
    held = {0: "KH AH", 1: "5C", 2: "6C", 3: "2D", 4: "7C", 5: "8C"}
    named = distinct_copies([parse_cards(c)[0] for _s, c in trick_text]
                            + [c for s in range(6) for c in parse_cards(held[s])])
    down = [(s, named[i]) for i, (s, _c) in enumerate(trick_text)]
    at, hands = len(trick_text), {}
    for s in range(6):
        k = len(parse_cards(held[s]))
        hands[s], at = list(named[at:at + k]), at + k
    used = mask_of(named)
    rest = iter(c for c in rules.deck() if not c.bit & used)
    count = rules.hand_size - 2
    per = {s: [next(rest) for _ in range(count)] for s in range(6)}
    completed = [tuple((s, per[s][i]) for s in range(6)) for i in range(count)]
    game = build_play_game(rules, hands=[mask_of(hands[s]) for s in range(6)], bids=[Bid(3)] * 6, dealer=5,
                           completed=completed, trick_winners=[0] * count, trick=down, leader=1)
    assert claim_refusal(game, 0) is None
    card = claim_card(game, 0)
    assert str(card) == "AH"
    events = game.apply(Play(card), seat=0)
    assert not any(isinstance(e, TrickDead) for e in events)
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]


def test_no_claim_after_a_lost_nil_whose_tricks_do_not_count_for_the_partner() -> None:
    """With nil_tricks_count off, the nil bidder's tricks would not help South's 5: a claim could let North's
    K♥ take both tricks left and set South. The claim is refused there; with the tricks counting it is not."""
    from spades_desktop.ai.determinize import build_play_game
    from spades_desktop.engine import Bid, mask_of, parse_cards

    def position(rules: RuleSet) -> Game:
        held = {0: "AH 2H", 1: "4D 5D", 2: "KH 3S", 3: "6D"}
        down = [(3, parse_cards("5H")[0])]
        hands = {s: list(parse_cards(held[s])) for s in range(4)}
        used = mask_of([c for h in hands.values() for c in h] + [c for _s, c in down])
        rest = iter(c for c in rules.deck() if not c.bit & used)
        per = {s: [next(rest) for _ in range(13 - len(hands[s]) - (s == 3))] for s in range(4)}
        completed = [tuple((s, per[s][i]) for s in range(4)) for i in range(11)]
        winners = [2] + [0] * 4 + [1] * 3 + [3] * 3  # North lost its nil with one trick; South has 4 of its 5
        return build_play_game(rules, hands=[mask_of(hands[s]) for s in range(4)],
                               bids=[Bid(5), Bid(3), NIL, Bid(3)], dealer=2, completed=completed,
                               trick_winners=winners, trick=down, leader=3)

    assert claim_refusal(position(RuleSet(nil_tricks_count=False)), 0) == NIL_ON_SIDE
    assert claim_refusal(position(RuleSet()), 0) is None, "North's tricks count for South: who takes them is alike"

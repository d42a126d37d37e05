"""Two gaps of the coach in the review of special bids (session 53):

- the no-trump house rule's second round (keep "2" or make it "2 no trump") had a verdict for the first seat of
  that round only: the guesses of a later seat could not rebuild the round (``determinize.bid_world`` replayed a
  no-trump bid as a first-round bid, or found an earlier seat to act), so the search weighed nothing;
- a bid that was the only one the rules allowed (mirrors' spade count, suicide copy's forced nil) had no line at
  all: the coach weighs only a choice among several (``coach.only_bid`` gives the review the rules' reason).
"""

from __future__ import annotations

import random

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import coach_steps, only_bid
from spades_desktop.ai.determinize import bid_world, sample_hands
from spades_desktop.ai.hand_analysis import HandStep, hand_steps
from spades_desktop.ai.policy import hand_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Bid, BidKind, Game, HandScored, Phase, Play, RuleSet
from spades_desktop.engine.errors import render_reason
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_all

PRESETS = load_all()
NO_TRUMP = PRESETS["no-trump"].rules
SAMPLES = 12


def one_hand(rules: RuleSet, seed: int) -> GameRecord:
    """One hand of Normal bots, every seat read as a person's."""
    game = Game(rules, seed)
    bots = [make_player("normal", s) for s in range(rules.players)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act or 0].choose(
            game.view(game.to_act or 0)))):
        pass
    return GameRecord.from_game(game, kinds=["human"] * rules.players)


def no_trump_choices(steps: list[HandStep]) -> list[HandStep]:
    """The steps of the second round that offer a bid "no trump"."""
    return [st for st in steps if st.before.phase is Phase.BID and any(
        isinstance(a, Bid) and a.kind is BidKind.NO_TRUMP for a in st.before.legal_actions())]


def test_every_no_trump_choice_of_the_second_round_has_a_verdict() -> None:
    """Deal 2: all four seats choose between a number and the same number no trump, West makes it no trump, and
    the later seats' choices had no verdict (only South's, the first, was weighed)."""
    steps = hand_steps(one_hand(NO_TRUMP, 2), 0)
    choices = no_trump_choices(steps)
    assert len(choices) == 4 and any(isinstance(st.action, Bid) and st.action.kind is BidKind.NO_TRUMP
                                     for st in choices[:-1]), "a no-trump bid before a later seat's choice"
    decisions = coach_steps(choices, range(4), seed=2, samples=SAMPLES)
    assert [d.index for d in decisions] == [st.index for st in choices], "a choice without a verdict"
    for decision, step in zip(decisions, choices, strict=True):
        assert {a for a, _v in decision.values} == set(step.before.legal_actions())
        said = str(decision.sentence)
        assert "no trump" in said, said


def test_the_second_round_is_rebuilt_in_a_guess_for_a_later_seat() -> None:
    """A later seat's guess replays each seat's first-round bid (West's 2 no trump was a bid of 2), then West's
    choice, and waits for this seat with the same choices; without ``second_round`` (a bot's own search, as it
    was) no such guess is built."""
    steps = hand_steps(one_hand(NO_TRUMP, 2), 0)
    later = no_trump_choices(steps)[2]
    view = later.before.view(later.seat)
    assert any(b is not None and b.kind is BidKind.NO_TRUMP for b in view.bids)
    built = 0
    rng = random.Random(4)
    for _ in range(20):
        hands = sample_hands(PlayState.from_view(view), hand_mask(view), rng)
        try:
            world = bid_world(view, hands, second_round=True)
        except ValueError:
            continue  # a guess where West holds no spade cannot have made its bid no trump
        built += 1
        assert world.to_act == later.seat and world.bids == list(view.bids)
        assert set(world.legal_actions()) == set(view.legal)
    assert built >= 15, built
    with pytest.raises(ValueError):
        bid_world(view, list(later.before.hands))


def test_a_bid_the_rules_allowed_alone_says_so() -> None:
    steps = hand_steps(one_hand(PRESETS["mirrors"].rules, 0), 0)
    bid = next(st for st in steps if st.seat == 0 and isinstance(st.action, Bid))
    reason = only_bid(bid)
    assert reason is not None and render_reason(reason) == f"in mirrors you bid your spade count ({bid.action})"
    assert only_bid(next(st for st in steps if isinstance(st.action, Play))) is None
    standard = hand_steps(one_hand(RuleSet(), 0), 0)
    assert all(only_bid(st) is None for st in standard), "a choice among several bids is the coach's to weigh"

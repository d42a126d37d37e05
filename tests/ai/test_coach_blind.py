"""The coach weighs the choice made before looking at the cards: blind nil (or a blind bid) against looking first."""

from __future__ import annotations

from collections.abc import Sequence

from spades_desktop.ai.coach import Decision, costly, weigh
from spades_desktop.ai.hand_analysis import HandStep
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import BLIND_NIL, LOOK, Action, Game, RuleSet

from .helpers import EAST, SOUTH

SEED = 11
SAMPLES = 40


def south_to_choose(rules: RuleSet | None = None, scores: Sequence[int] | None = None) -> Game:
    """South bids first (East deals) and has not looked at its cards."""
    game = Game(rules or RuleSet(), 3, first_dealer=EAST, scores=scores)
    assert game.to_act == SOUTH and game.view(SOUTH).hand is None
    return game


def weighed(game: Game, chosen: Action) -> Decision:
    decision = weigh(HandStep(0, 0, SOUTH, chosen, game), seed=SEED, samples=SAMPLES, humans=[SOUTH])
    assert decision is not None, "the blind choice is weighed"
    return decision


def test_a_blind_nil_at_an_even_score_is_flagged_against_looking_at_the_cards_first() -> None:
    decision = weighed(south_to_choose(), BLIND_NIL)
    assert {a for a, _v in decision.values} == {BLIND_NIL, LOOK}
    assert decision.best == LOOK
    assert decision.cost >= 50, decision.values  # a blind nil fails far more often than a hand is well bid
    said = str(decision.sentence)
    assert said.startswith("South: bidding blind nil cost about "), said
    assert "on average over the hands that could have been dealt" in said, said
    assert said.endswith("looking at the cards first was worth more."), said
    assert costly([decision]) == [decision]


def test_looking_at_the_cards_first_is_as_good_as_any_choice() -> None:
    decision = weighed(south_to_choose(), LOOK)
    assert decision.cost == 0 and costly([decision]) == []
    assert str(decision.sentence) == "South: looking at the cards first was as good as any choice here."


def test_a_blind_nil_far_behind_is_not_called_a_mistake_but_the_hands_shortfall_is_said() -> None:
    decision = weighed(south_to_choose(scores=[-100, 200]), BLIND_NIL)
    assert decision.best == LOOK and decision.cost == 0
    assert costly([decision]) == [], "a comeback bid 300 behind is not flagged"
    said = str(decision.sentence)
    assert said.startswith("South: on average over the hands that could have been dealt, blind nil scores about "), said
    assert "300 behind" in said, said
    assert "not counted as a mistake" in said


def test_a_blind_nil_150_behind_is_still_flagged() -> None:
    decision = weighed(south_to_choose(scores=[0, 150]), BLIND_NIL)
    assert decision.cost >= 50 and costly([decision]) == [decision]


def test_the_coach_weighs_every_blind_bid_the_preset_offers() -> None:
    game = south_to_choose(RuleSet(blind_bids=True, blind_bid_behind=0))
    legal = set(game.legal_actions())
    assert len(legal) > 2
    values = HardPlayer(SEED, humans=[SOUTH], bid_samples=3 * len(legal)).evaluate(game.view(SOUTH))
    assert set(values) == legal


def test_the_same_seed_weighs_the_blind_choice_the_same() -> None:
    assert weighed(south_to_choose(), BLIND_NIL) == weighed(south_to_choose(), BLIND_NIL)

"""Random playouts: invariants that hold in every game, over many seeds (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spades_desktop.engine import (
    Card,
    CardPlayed,
    Game,
    HandDealt,
    HandScored,
    IllegalActionError,
    Phase,
    Play,
    RuleSet,
    TrickWon,
)

SEEDS = st.integers(min_value=0, max_value=2**48 - 1)


def oracle_winner(plays: tuple[tuple[int, Card], ...]) -> int:
    """Highest spade, else highest card of the led suit (standard deck)."""
    spades = [(c.rank, s) for s, c in plays if c.suit is not None and c.suit.letter == "S"]
    if spades:
        return max(spades)[1]
    led = plays[0][1].suit
    return max((c.rank, s) for s, c in plays if c.suit == led)[1]


def check_game(rules: RuleSet, seed: int, choice_seed: int, max_hands: int = 12) -> Game:
    game = Game(rules, seed)
    rng = random.Random(choice_seed)
    deck = set(rules.deck())
    played: list[Card] = []
    totals = [0] * rules.sides
    scored: list[object] = []

    def start_hand() -> None:
        hands = [set(game.hand_of(s)) for s in range(rules.players)]
        assert all(len(h) == rules.hand_size for h in hands)
        assert set().union(*hands) == deck
        played.clear()

    start_hand()
    while not game.is_over and game.hand_number <= max_hands:
        legal = list(game.legal_actions())
        assert legal, "a seat to act always has a legal action"
        if game.phase is Phase.PLAY and rng.random() < 0.2:
            seat = game.to_act
            assert seat is not None
            illegal = [c for c in game.hand_of(seat) if Play(c) not in legal]
            if illegal:
                before = (game.hand_mask(seat), game.to_act, len(game.view(seat).trick))
                try:
                    game.apply(Play(rng.choice(illegal)))
                except IllegalActionError as exc:
                    assert str(exc)
                else:
                    raise AssertionError("an illegal card was accepted")
                assert (game.hand_mask(seat), game.to_act, len(game.view(seat).trick)) == before
        action = rng.choice(legal)
        for event in game.apply(action):
            if isinstance(event, CardPlayed):
                played.append(event.card)
            elif isinstance(event, TrickWon):
                assert len(event.plays) == rules.players
                seats = [s for s, _ in event.plays]
                assert seats == [(seats[0] + i) % rules.players for i in range(rules.players)]
                assert event.winner == oracle_winner(event.plays)
            elif isinstance(event, HandScored):
                score = event.score
                scored.append(score)
                assert sum(score.tricks) == rules.hand_size
                assert sorted(played) == sorted(deck) and len(set(played)) == len(deck)
                for side in score.sides:
                    parts = side.contract_points + side.bag_points + side.nil_points + side.bag_penalty
                    assert side.points == parts + sum(p for _, p in side.specials)
                    assert side.total_before == totals[side.side]
                    assert side.total_after == side.total_before + side.points
                    assert 0 <= side.bags_after < rules.bag_limit
                    totals[side.side] = side.total_after
            elif isinstance(event, HandDealt):
                start_hand()
        assert game.hand_scores == scored, "the scores so far are those of the hands scored, in order"
    assert game.scores == totals
    return game


@settings(max_examples=60, deadline=None)
@given(seed=SEEDS, choice_seed=st.integers(0, 2**32))
def test_random_standard_games_keep_every_invariant(seed: int, choice_seed: int) -> None:
    check_game(RuleSet(), seed, choice_seed)


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, choice_seed=st.integers(0, 2**32))
def test_random_games_to_the_end_have_a_winner(seed: int, choice_seed: int) -> None:
    game = check_game(RuleSet(target=200), seed, choice_seed, max_hands=400)
    if game.is_over:
        top = max(game.scores)
        assert game.winner is not None and game.scores[game.winner] == top
        assert game.scores.count(top) == 1


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, choice_seed=st.integers(0, 2**32))
def test_the_same_actions_replay_to_the_same_results(seed: int, choice_seed: int) -> None:
    game = check_game(RuleSet(), seed, choice_seed, max_hands=4)
    again = Game(RuleSet(), seed)
    for log in game.hands_log:
        for seat, action in log.actions:
            again.apply(action, seat=seat)
    assert again.scores == game.scores and again.bags == game.bags
    assert [h.score for h in again.hands_log] == [h.score for h in game.hands_log]
    assert [h.dealt for h in again.hands_log] == [h.dealt for h in game.hands_log]

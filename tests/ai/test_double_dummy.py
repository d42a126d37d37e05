"""The double-dummy solver against a brute-force search through the engine, under every rule set,
and on positions whose answer a player can check by hand."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from spades_desktop.ai.base import RandomPlayer
from spades_desktop.ai.determinize import build_play_game
from spades_desktop.ai.double_dummy import DoubleDummyBudgetError, solve, solve_side
from spades_desktop.engine import Bid, Card, Game, HandScored, Phase, RuleSet, TrickWon, mask_of, parse_cards

from .helpers import COUNT, play_hand
from .test_fuzz_rules import RULE_SETS

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def brute(game: Game, side: int) -> int:
    """The most tricks ``side`` takes against every other seat: every legal card through ``Game.apply``."""
    seat = game.to_act
    assert seat is not None
    mine = game.rules.side_of(seat) == side
    best: int | None = None
    for action in game.legal_actions():
        after = game.copy()
        events = after.apply(action)
        won = sum(1 for e in events if isinstance(e, TrickWon) and game.rules.side_of(e.winner) == side)
        if not any(isinstance(e, HandScored) for e in events):
            won += brute(after, side)
        if best is None or (won > best if mine else won < best):
            best = won
    assert best is not None
    return best


def ending(rules: RuleSet, seed: int, tricks_left: int) -> Game:
    """A seeded game played at random until ``tricks_left`` tricks remain (some cards of a trick may be down)."""
    game = Game(rules, seed)
    bots = [RandomPlayer(seed * 7 + s) for s in range(rules.players)]
    stop = rules.hand_size - tricks_left
    while game.phase is not Phase.PLAY or game.trick_number < stop:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    for _ in range(seed % rules.players):  # sometimes start inside the trick
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def tricks_for(rules: RuleSet) -> Sequence[int]:
    if rules.players == 6:  # players.cancellation: the brute force over six seats grows fast
        return (1, 2)
    return (1, 2, 3) if rules.players == 4 else (2, 3, 4)


@pytest.mark.parametrize(("name", "rules"), RULE_SETS, ids=[n for n, _ in RULE_SETS])
def test_matches_brute_force_on_small_endings(name: str, rules: RuleSet) -> None:
    for left in tricks_for(rules):
        for seed in range(3):
            game = ending(rules, seed + 10 * left, left)
            before = [game.hand_mask(s) for s in range(rules.players)]
            result = solve(game)
            expected = tuple(brute(game, side) for side in range(rules.sides))
            assert result.tricks == expected, f"{name}: {left} tricks, seed {seed}"
            assert [game.hand_mask(s) for s in range(rules.players)] == before, "the solver changed the game"
            if rules.sides == 2:
                assert sum(result.tricks) == result.tricks_left


def test_four_trick_endings_match_brute_force() -> None:
    rules = RuleSet()
    for seed in (100,):
        game = ending(rules, seed, 4)
        assert solve(game).tricks == (brute(game, 0), brute(game, 1))


def make_ending(
    rules: RuleSet, held: dict[int, str], leader: int, *, trick: Sequence[tuple[int, str]] = (), broken: bool = True
) -> Game:
    """A position with ``held`` cards left; the earlier tricks are filled with the other cards."""
    n = rules.players
    hands = {s: parse_cards(held[s]) for s in range(n)}
    down = [(s, parse_cards(c)[0]) for s, c in trick]
    used = mask_of([c for h in hands.values() for c in h] + [c for _s, c in down])
    rest = [c for c in rules.deck() if not c.bit & used]
    if not broken:  # keep spades out of the earlier tricks: they go last in the filler, never to a trick
        rest.sort(key=lambda c: c.bit & mask_of(rules.trump_order()) != 0)
    count = rules.hand_size - len(hands[leader]) - sum(1 for t, _ in down if t == leader)
    per_seat: list[list[Card]] = [[] for _ in range(n)]
    it = iter(rest)
    for s in range(n):
        need = rules.hand_size - len(hands[s]) - sum(1 for t, _ in down if t == s)
        per_seat[s] = [next(it) for _ in range(need)]
    completed = [tuple((s, per_seat[s][i]) for s in range(n)) for i in range(count)]
    return build_play_game(
        rules,
        hands=[mask_of(hands[s]) for s in range(n)],
        bids=[Bid(3)] * n,
        dealer=EAST,
        completed=completed,
        trick_winners=[leader] * count,
        trick=down,
    )


def test_top_cards_cash() -> None:
    game = make_ending(RuleSet(), {SOUTH: "AH KH", WEST: "2H 3H", NORTH: "4H 5H", EAST: "6H 7H"}, SOUTH)
    assert solve(game).tricks == (2, 0)


def test_a_trump_ruffs_a_winner() -> None:
    # South leads the A♥ but East has no heart and ruffs; North's A♦ wins East's diamond back.
    game = make_ending(RuleSet(), {SOUTH: "AH KH", WEST: "2H 3H", NORTH: "4H AD", EAST: "2S 2D"}, SOUTH)
    assert solve(game).tricks == (1, 1) == (brute(game, 0), brute(game, 1))


def test_big_joker_beats_the_ace_of_spades() -> None:
    rules = RuleSet(high_trumps=("BJ", "LJ"), removed_cards=("2C", "2H"))
    game = make_ending(rules, {SOUTH: "AS", WEST: "BJ", NORTH: "3C", EAST: "4C"}, SOUTH)
    assert solve(game).tricks == (0, 1)


def test_deuce_of_diamonds_is_a_trump_when_deuces_are_high() -> None:
    rules = RuleSet(high_trumps=("BJ", "LJ", "2S", "2D"), removed_cards=("2C", "2H"))
    # West has no heart... and the 2♦ is a spade here: it ruffs the A♥.
    game = make_ending(rules, {SOUTH: "AH", WEST: "2D", NORTH: "3H", EAST: "4H"}, SOUTH)
    assert solve(game).tricks == (0, 1)
    plain = make_ending(RuleSet(), {SOUTH: "AH", WEST: "2D", NORTH: "3H", EAST: "4H"}, SOUTH)
    assert solve(plain).tricks == (1, 0)


def test_must_overtrump_changes_the_result() -> None:
    # Found by brute force: the same two-card ending gives North–South nothing under free play and a trick
    # when every seat must overtrump (the solver and the brute force agree under both rules).
    held = {SOUTH: "3S 2C", WEST: "2S 2H", NORTH: "4C 4S", EAST: "5S 5H"}
    free = make_ending(RuleSet(), held, SOUTH)
    forced = make_ending(RuleSet(must_overtrump="anyone"), held, SOUTH)
    assert solve(free).tricks == (0, 2) == (brute(free, 0), brute(free, 1))
    assert solve(forced).tricks == (1, 1) == (brute(forced, 0), brute(forced, 1))


def test_cutthroat_numbers_are_each_sides_guaranteed_tricks() -> None:
    rules = RuleSet(players=3, partnerships=False, removed_cards=("2C",))
    game = ending(rules, 5, 4)
    result = solve(game)
    assert not result.exact_sum
    assert result.tricks == tuple(brute(game, s) for s in range(3))


def test_node_budget_stops_a_big_search() -> None:
    game = ending(RuleSet(), 3, 9)
    with pytest.raises(DoubleDummyBudgetError):
        solve(game, nodes=50)


def test_bidding_is_refused() -> None:
    with pytest.raises(ValueError, match="in its play"):
        solve_side(Game(), 0)


def test_the_hand_trace_equals_fresh_solves() -> None:
    """Shared tables and warm starts change only the work, never an answer."""
    from spades_desktop.ai.base import make_player
    from spades_desktop.ai.hand_analysis import double_dummy_trace, hand_steps
    from spades_desktop.record import GameRecord

    game = Game(RuleSet(), 12)
    play_hand(game, [make_player(COUNT, s) for s in range(4)], check=False)
    steps = hand_steps(GameRecord.from_game(game), 0)
    told: list[tuple[int, int]] = []
    trace = double_dummy_trace(steps, nodes=20_000, progress=lambda done, total: told.append((done, total)))
    assert [d for d, _t in told] == list(range(len(told))) and {t for _d, t in told} == {len(steps)}
    plays = [i for i, st in enumerate(steps) if st.before.phase is Phase.PLAY]
    assert all(trace[i] is None for i in range(len(steps)) if i not in plays)
    checked = 0
    for i in plays[-20:]:
        assert trace[i] == solve(steps[i].before).tricks, f"step {i}"
        checked += 1
    assert checked == 20
    assert trace[plays[0]] is None, "a whole deal is over a 20,000-node budget"


def test_a_card_loses_the_tricks_the_best_card_would_have_kept() -> None:
    """The review tells what a card the coach calls costly cost with every card seen (QA: the coach's "cost
    about 7 points" for an overtrump that lost nothing as the cards lay). ``tricks_lost`` reads it off the trace;
    here it is checked against solving the position after every other legal card."""
    import random

    from spades_desktop.ai.base import make_player
    from spades_desktop.ai.hand_analysis import double_dummy_trace, hand_steps, tricks_lost
    from spades_desktop.record import GameRecord

    rules = RuleSet()
    seed = next(s for s in range(20, 60) if not any(b.is_nil for b in bids_of(rules, s)))
    game = Game(rules, seed)
    bots = [make_player(COUNT, s) for s in range(4)]
    rng = random.Random(seed)
    while game.phase is not Phase.PLAY:
        game.apply(bots[game.to_act or 0].choose(game.view(game.to_act or 0)))
    while game.phase is Phase.PLAY and game.hand_number == 1:
        game.apply(rng.choice(game.legal_actions()))  # random cards: some lose tricks
    steps = hand_steps(GameRecord.from_game(game), 0)
    trace = double_dummy_trace(steps, nodes=20_000)
    plays = [i for i, st in enumerate(steps) if st.before.phase is Phase.PLAY][-24:-1]
    seen: set[int] = set()
    for i in plays:
        before = steps[i].before
        side = rules.side_of(steps[i].seat)

        def total(g: Game, side: int = side) -> int:
            return sum(g.tricks[s] for s in range(4) if rules.side_of(s) == side) + solve(g).tricks[side]

        outcomes = {}
        for action in before.legal_actions():
            after = before.copy()
            after.apply(action)
            outcomes[action] = total(after)
        lost = tricks_lost(steps, trace, i)
        assert lost == max(outcomes.values()) - outcomes[steps[i].action], f"step {i}"
        seen.add(lost)
    assert 0 in seen and any(n > 0 for n in seen), seen
    assert tricks_lost(steps, trace, 0) is None, "a bid is no card"
    assert tricks_lost(steps, [], plays[-1]) is None, "before the solver has got there"


def bids_of(rules: RuleSet, seed: int) -> list[Bid]:
    from spades_desktop.ai.base import make_player

    game = Game(rules, seed)
    bots = [make_player(COUNT, s) for s in range(4)]
    while game.phase is not Phase.PLAY:
        game.apply(bots[game.to_act or 0].choose(game.view(game.to_act or 0)))
    return [b for b in game.bids if b is not None]

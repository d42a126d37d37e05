"""Seeded random games and their records, shared by the record tests."""

from __future__ import annotations

import random

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, RuleSet
from spades_desktop.record import GameRecord

MAX_HANDS = 40


def random_game(rules: RuleSet, seed: int, *, max_actions: int | None = None, tame: bool = True) -> Game:
    """A game of random legal actions from ``seed``.

    ``tame`` mostly looks at its cards and bids 1 to 4 so that games last several hands instead of
    ending at the losing score after one or two wild bids. Stops at the game's
    end, after ``max_actions`` actions, or when hand ``MAX_HANDS`` starts.
    """
    game = Game(rules, seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and game.hand_number <= MAX_HANDS and (max_actions is None or steps < max_actions):
        legal: list[Action] = list(game.legal_actions())
        if tame:
            if LOOK in legal and rng.random() < 0.9:
                legal = [LOOK]
            modest: list[Action] = [
                a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks <= 4
            ]
            if modest and rng.random() < 0.85:
                legal = modest
        game.apply(rng.choice(legal))
        steps += 1
    return game


def record_of(game: Game, **info: object) -> GameRecord:
    n = game.rules.players
    kinds = ["human"] + ["bot:normal"] * (n - 1)
    return GameRecord.from_game(game, kinds=kinds, created="2024-05-01T12:00:00Z", **info)  # type: ignore[arg-type]


def assert_same_game(a: Game, b: Game) -> None:
    """Two games in the same state, as every seat sees it and as the hand logs hold it."""
    assert (a.scores, a.bags, a.winner, a.hand_number, a.phase, a.to_act) == (
        b.scores, b.bags, b.winner, b.hand_number, b.phase, b.to_act
    )
    assert [(h.hand_number, h.deal_number, h.dealer, h.dealt, h.actions, h.score) for h in a.hands_log] == [
        (h.hand_number, h.deal_number, h.dealer, h.dealt, h.actions, h.score) for h in b.hands_log
    ]
    for seat in range(a.rules.players):
        assert a.view(seat) == b.view(seat)

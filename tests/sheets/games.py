"""Seeded games for the sheet tests: plausible bids, random legal plays (engine only)."""

from __future__ import annotations

import random

from spades_desktop.engine import Bid, BidKind, Game, HandScore, Look, RuleSet


def _estimate(game: Game, seat: int) -> int:
    """A rough trick count: aces, kings and high spades."""
    hand = game.hand_of(seat)
    spades = [c for c in hand if c.suit is not None and c.suit.name == "SPADES"]
    high = sum(1 for c in hand if c.rank >= 13) + sum(1 for c in spades if 10 <= c.rank < 13)
    return max(1, min(high + max(0, len(spades) - 3), 13))


def play_game(rules: RuleSet, seed: int, max_hands: int = 60, nil_rate: float = 0.12) -> Game:
    """Play a whole game (or ``max_hands`` hands) with seeded, legal, plausible actions."""
    game = Game(rules, seed)
    rng = random.Random(seed)
    while not game.is_over and not (game.hand_number > max_hands):
        legal = list(game.legal_actions())
        seat = game.to_act
        assert seat is not None
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and any(isinstance(a, Look) for a in legal):
            action = next(a for a in legal if isinstance(a, Look)) if rng.random() > 0.05 else bids[0]
        elif bids:
            target = _estimate(game, seat)
            nils = [b for b in bids if b.kind is BidKind.NIL]
            normal = [b for b in bids if b.kind in (BidKind.NORMAL, BidKind.BLIND)]
            if nils and ((target <= 2 and rng.random() < nil_rate * 3) or not normal):
                action = nils[0]
            elif normal:
                action = min(normal, key=lambda b: (abs(b.tricks - target), b.tricks))
            else:
                action = rng.choice(bids)
        else:
            action = rng.choice(legal)
        game.apply(action)
        if game.hand_number > max_hands:
            break
    return game


def scores_of(game: Game) -> list[HandScore]:
    return [h.score for h in game.hands_log if h.score is not None]

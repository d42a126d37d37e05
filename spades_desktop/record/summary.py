"""Each hand's scores as JSON data, for ``python -m spades_desktop replay`` and other readers.

Seats and sides are named (``South``, ``North–South``); numbers are the
engine's breakdown exactly as scored, never recomputed.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, HandScore, RuleSet, seat_name
from .names import side_name
from .record import GameRecord
from .scores import side_to_dict


def hand_summary(rules: RuleSet, score: HandScore) -> dict[str, Any]:
    """One scored hand: number, deal, dealer, bids, tricks, each side's breakdown and the totals."""
    sides = []
    for side in score.sides:
        data = side_to_dict(side)
        data["side"] = side_name(rules, side.side)
        data["seats"] = [seat_name(rules, s) for s in side.seats]
        for nil in data["nils"]:
            nil["seat"] = seat_name(rules, nil["seat"])
        sides.append(data)
    return {
        "hand": score.hand_number,
        "deal_number": score.deal_number,
        "dealer": seat_name(rules, score.dealer),
        "bids": {seat_name(rules, s): str(b) for s, b in enumerate(score.bids)},
        "tricks": {seat_name(rules, s): t for s, t in enumerate(score.tricks)},
        "sides": sides,
        "totals": {side_name(rules, s.side): s.total_after for s in score.sides},
    }


def game_summary(record: GameRecord, game: Game) -> dict[str, Any]:
    """The replayed ``game`` of ``record``: players, every scored hand, the totals and the winner."""
    rules = game.rules
    hands = [hand_summary(rules, score) for score in game.hand_scores]
    return {
        "preset": record.preset_id,
        "players": [
            {"seat": seat_name(rules, s), "name": p.name, "kind": p.kind_text} for s, p in enumerate(record.players)
        ],
        "hands": hands,
        "totals": {side_name(rules, s): t for s, t in enumerate(game.scores)},
        "bags": {side_name(rules, s): b for s, b in enumerate(game.bags)},
        "finished": game.is_over,
        "winner": None if game.winner is None else side_name(rules, game.winner),
    }

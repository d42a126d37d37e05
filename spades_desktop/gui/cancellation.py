"""Which cards of a trick are cancelled (``players.cancellation``), as pure values (no Qt).

With two decks every card exists twice (the engine gives the two copies one
``base`` index), and the two identical cards in one trick cancel each other
(RULES.md ``players.cancellation``; the engine's ``Game._cancelled_winner``
uses the same test). The window, the recap and the screen reader only show
this; who wins the trick, or that nobody does, is the engine's (``TrickWon``
/ ``TrickDead``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, RuleSet

Plays = Sequence[tuple[int, Card]]


def cancelled_plays(rules: RuleSet, plays: Plays) -> frozenset[int]:
    """The positions (in play order) of the cards of ``plays`` that are cancelled by an identical card."""
    if not rules.cancellation:
        return frozenset()
    by_base: dict[int, list[int]] = {}
    for i, (_seat, card) in enumerate(plays):
        by_base.setdefault(card.base, []).append(i)
    return frozenset(i for found in by_base.values() if len(found) > 1 for i in found)


def cancelled_pairs(rules: RuleSet, plays: Plays) -> list[tuple[int, int, Card]]:
    """Each cancelled pair as (first seat, second seat, the card), in play order."""
    cancelled = cancelled_plays(rules, plays)
    pairs: list[tuple[int, int, Card]] = []
    first: dict[int, int] = {}
    for i, (seat, card) in enumerate(plays):
        if i not in cancelled:
            continue
        if card.base in first:
            pairs.append((first.pop(card.base), seat, card))
        else:
            first[card.base] = seat
    return pairs

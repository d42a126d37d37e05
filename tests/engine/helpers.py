"""Scenario helpers: set up hands, bid and play by text."""

from __future__ import annotations

from collections.abc import Sequence

from spades_desktop.engine import (
    LOOK,
    Card,
    Event,
    Game,
    Phase,
    RuleSet,
    cards_of,
    mask_of,
    parse_action,
    parse_cards,
)

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def deal(rules: RuleSet, *hands: str) -> list[tuple[Card, ...]]:
    """Hands from text; cards not named are dealt round-robin (low cards first) to fill them."""
    parsed = [list(parse_cards(h)) for h in hands]
    parsed += [[] for _ in range(rules.players - len(parsed))]
    used = mask_of(c for h in parsed for c in h)
    rest = [c for c in rules.deck() if not c.bit & used]
    size = rules.hand_size
    seat = 0
    for card in rest:
        while len(parsed[seat]) >= size:
            seat = (seat + 1) % len(parsed)
        parsed[seat].append(card)
        seat = (seat + 1) % len(parsed)
    return [tuple(h) for h in parsed]


def game_with(
    *hands: str,
    rules: RuleSet | None = None,
    dealer: int = EAST,
    scores: Sequence[int] | None = None,
    bags: Sequence[int] | None = None,
) -> Game:
    rules = rules or RuleSet()
    return Game(rules, 1, first_dealer=dealer, hands=deal(rules, *hands), scores=scores, bags=bags)


def act(game: Game, text: str) -> list[Event]:
    """Apply one action by its text, first looking at the cards if they are face down."""
    seat = game.to_act
    assert seat is not None
    action = parse_action(text)
    if game.phase is Phase.BID and not game.revealed[seat] and not getattr(action, "is_blind", False):
        game.apply(LOOK)
    return game.apply(action)


def bids(game: Game, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        events += act(game, text)
    return events


def plays(game: Game, *texts: str) -> list[Event]:
    events: list[Event] = []
    for text in texts:
        for card in text.split():
            events += game.apply(parse_action(card))
    return events


def hand_text(game: Game, seat: int) -> str:
    return " ".join(str(c) for c in cards_of(game.hand_mask(seat)))

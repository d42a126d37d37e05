"""Information sets: ``view(seat)`` shows what that seat may know and nothing else."""

from __future__ import annotations

import random

from spades_desktop.engine import Card, Game, Phase, RuleSet, SeatView

from .helpers import SOUTH, WEST


def cards_in(view: SeatView) -> set[Card]:
    """Every card anywhere in a view."""
    found: set[Card] = set(view.hand or ())
    found |= {c for _, c in view.trick}
    found |= {c for t in view.completed_tricks for _, c in t}
    found |= set(view.passed) | set(view.received)
    if view.draw_card:
        found.add(view.draw_card)
    for action in view.legal:
        found |= set(getattr(action, "cards", ()) or ())
        card = getattr(action, "card", None)
        if card is not None:
            found.add(card)
    return found


def test_views_never_show_another_seats_hidden_cards() -> None:
    three = RuleSet(players=3, partnerships=False, removed_cards=("2C",))
    for rules in (RuleSet(), RuleSet(nil_exchange="pass"), three):
        game = Game(rules, 99)
        rng = random.Random(5)
        for _ in range(400):
            if game.is_over:
                break
            for seat in range(rules.players):
                view = game.view(seat)
                public = {c for _, c in view.trick} | {c for t in view.completed_tricks for _, c in t}
                own = set(game.hand_of(seat)) | set(view.passed) | set(view.received)
                assert cards_in(view) <= own | public
                if seat != game.to_act:
                    assert view.legal == ()
            game.apply(rng.choice(list(game.legal_actions())))


def test_face_down_hand_until_looked() -> None:
    game = Game(RuleSet(), 3, first_dealer=3)
    assert game.view(SOUTH).hand is None and game.view(WEST).hand is None
    assert game.view(SOUTH).hand_sizes == (13, 13, 13, 13)


def test_view_has_no_path_back_to_the_game() -> None:
    game = Game(RuleSet(), 3)
    view = game.view(SOUTH)
    assert not any(isinstance(getattr(view, f), Game) for f in view.__slots__)
    assert view.phase is Phase.BID

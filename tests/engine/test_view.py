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


def test_everyone_sees_how_many_cards_the_stock_and_the_discards_hold() -> None:
    # The two-player draw: the piles lie on the table; their sizes are public, their cards are not.
    from spades_desktop.engine import LOOK, DrawChoice
    from spades_desktop.rules import load_preset

    game = Game(load_preset("two-player").rules, 7)
    while game.phase is Phase.DECLARE:
        game.apply(LOOK)
    assert game.phase is Phase.DRAW
    assert [(v.stock_size, v.discard_size) for v in (game.view(0), game.view(1))] == [(52, 0), (52, 0)]
    draws = 0
    while game.phase is Phase.DRAW:
        game.apply(DrawChoice(keep=draws % 2 == 0))
        draws += 1
        for seat in (0, 1):
            view = game.view(seat)
            if game.phase is Phase.DRAW:
                assert (view.stock_size, view.discard_size) == (52 - 2 * draws, draws)
            assert sum(view.hand_sizes) == draws
    assert draws == 26 and game.phase is Phase.BID
    assert (game.view(0).stock_size, game.view(0).discard_size) == (0, 0), "the piles are put aside"
    standard = Game(RuleSet(), 7).view(0)
    assert (standard.stock_size, standard.discard_size) == (0, 0)

"""Playing a deal again from another seat: every seat gets the cards the turned seat held."""

from __future__ import annotations

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.engine import Game, HandScored, RuleSet
from spades_desktop.gui.review.duplicate import turned_setup
from spades_desktop.record import GameRecord

RULE_SETS = [RuleSet(), RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
             RuleSet(high_trumps=("BJ", "LJ"), removed_cards=("2C", "2H"))]


def two_hands(rules: RuleSet) -> GameRecord:
    game = Game(rules, 33)
    bots = [make_player("normal", s) for s in range(rules.players)]
    scored = 0
    while scored < 2:
        seat = game.to_act
        assert seat is not None
        scored += sum(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat))))
    kinds = ["human"] + ["bot:normal"] * (rules.players - 1)
    return GameRecord.from_game(game, kinds=kinds)


@pytest.mark.parametrize("rules", RULE_SETS, ids=["standard", "cutthroat", "jokers"])
def test_turned_deals_give_the_turned_seats_cards(rules: RuleSet) -> None:
    record = two_hands(rules)
    n = rules.players
    for hand_index in (0, 1):
        dealt = record.hands[hand_index].dealt
        for turn in range(n):
            setup = turned_setup(record, hand_index, turn)
            again = Game(setup.rules, setup.seed, first_dealer=setup.first_dealer)
            for seat in range(n):
                assert set(again.hand_of(seat)) == set(dealt[(seat + turn) % n]), (hand_index, turn, seat)
            assert [s.name for s in setup.seats] == [p.name for p in record.players], "players keep their seats"


def test_a_draw_game_cannot_be_turned() -> None:
    rules = RuleSet(players=2, partnerships=False, draw_phase=True)
    game = Game(rules, 4)
    record = GameRecord.from_game(game)
    with pytest.raises(ValueError, match="draw"):
        turned_setup(record, 0, 1)

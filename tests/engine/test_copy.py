"""``Game.copy()`` gives an independent game: what happens on the copy stays there."""

from __future__ import annotations

import random

from spades_desktop.engine import Game, Phase, RuleSet


def test_playing_on_a_copy_leaves_the_original_untouched() -> None:
    game = Game(RuleSet(), 2024)
    rng = random.Random(1)
    while game.phase is not Phase.PLAY:
        game.apply(rng.choice(list(game.legal_actions())))
    for _ in range(5):
        game.apply(rng.choice(list(game.legal_actions())))
    before = (list(game.hands), list(game.hands_log[-1].actions), game.to_act, game.scores[:], list(game.trick))
    copy = game.copy()
    while not copy.is_over and copy.hand_number == game.hand_number:
        copy.apply(rng.choice(list(copy.legal_actions())))
    after = (list(game.hands), list(game.hands_log[-1].actions), game.to_act, game.scores[:], list(game.trick))
    assert after == before
    assert len(game.hands_log) == 1 and copy.hands_log[0] is not game.hands_log[0]

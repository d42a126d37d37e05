"""Each for themselves (three-player, cutthroat): the bots' bid reasons, which are also the human's hint, speak of
"I", not of a side nobody has (QA: "I bid 5: ... (we are near the bag limit; we must catch up)")."""

from __future__ import annotations

import re

import pytest

from spades_desktop.ai import create_player
from spades_desktop.engine import LOOK, Game, Phase
from spades_desktop.rules import load_preset

WE = re.compile(r"\b(we|our|us)\b", re.IGNORECASE)


@pytest.mark.parametrize("preset", ["three-player", "cutthroat"])
def test_a_player_alone_gives_its_bid_reasons_as_i(preset: str) -> None:
    rules = load_preset(preset).rules
    reasons: list[str] = []
    for seed in range(8):  # behind near the end, near the bag limit: the reasons that said "we"
        game = Game(rules, seed=seed, scores=[300] + [430] * (rules.players - 1), bags=[9] * rules.players)
        while game.phase is Phase.BID:
            seat = game.to_act
            assert seat is not None
            bot = create_player("normal", seed=seed)
            action = bot.choose(game.view(seat))
            if action != LOOK:
                reasons.append(bot.explain())
            game.apply(action, seat)
    assert any("bag limit" in r or "catch up" in r or "behind" in r for r in reasons), "the score's reasons are met"
    assert not [r for r in reasons if WE.search(r)], [r for r in reasons if WE.search(r)][:3]

"""Normal's reasons say true things about the trumps and the trick: found wrong in a comparison of bots' reasons."""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Play, RuleSet
from spades_desktop.engine.actions import parse_action

from .helpers import EAST, NORTH, SOUTH, WEST, position


def test_a_card_that_goes_over_the_trick_so_far_is_not_said_to_lose_it() -> None:
    # Trick 2: East (West's partner) led the 2♣ and South, on a nil, played the 3♣. West needs tricks but every
    # club it holds is likely beaten by North after it, so it plays its lowest, the 5♣, which wins the trick so
    # far: "I cannot win this trick: I play the 5♣" was said of it (a random-playout screen: 120 of 97,628 plays).
    game = position(
        RuleSet(),
        held={SOUTH: "6C 8C TC QC 6D 8D 7H 8H JH 3S 4S", WEST: "5C 7C 9D TD JD KD 3H 9H KH 7S JS QS",
              NORTH: "9C KC AC 7D AD AH 2S 5S 6S 9S TS KS", EAST: "4C JC QD 2H 4H 5H 6H TH QH 8S AS"},
        bids=["nil", "2", "6", "2"],
        completed=[[(SOUTH, "3D"), (WEST, "2D"), (NORTH, "4D"), (EAST, "5D")]],
        winners=[EAST],
        trick=[(EAST, "2C"), (SOUTH, "3C")],
        dealer=EAST,
    )
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(WEST))
    assert action == parse_action("5C") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (WEST, action.card)]) == WEST  # it goes over the 3♣
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    assert normal.explain() == ("we still need 3 tricks, but any card of mine that wins this trick so far would "
                                "likely be beaten after me: I play the 5♣")

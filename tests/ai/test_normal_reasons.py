"""Normal's reasons say what its card does: found wrong by a QA player reading a partner's reasons."""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Play
from spades_desktop.engine.actions import parse_action
from spades_desktop.rules import load_preset

from .helpers import replayed

NORTH = 2
ACTIONS = ("look 3 look 3 look 1 look 3 3D AD 6D 4D AC 4C 5C 3C 5H 2H AH 4H TC JC 6C 3H KH 7H 6H 9H 7C 8C 2S 3S 9D 5D "
           "5S 7D 9C 8H 4S QC JD TH JH QD 8D QH QS TS KC 6S TD")


def test_a_partner_that_overtakes_to_shed_its_king_does_not_say_its_partner_wins_the_trick() -> None:
    # Jokers high, trick 10: East led the K♣, South trumped with the 6♠, West threw the T♦. North, its side's
    # contract made, sheds its K♠ over South's 6♠: the trick stays the side's, but North takes it, not South.
    game = replayed(load_preset("jokers-high").rules, 260494735448857, ACTIONS, first_dealer=2)
    normal = NormalPlayer(seed=1)
    action = normal.choose(game.view(NORTH))
    assert action == parse_action("KS") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (NORTH, action.card)]) == NORTH
    assert "my partner wins this trick" not in normal.explain()
    assert normal.explain().endswith("this trick is ours anyway, so I get rid of the K♠ over my partner's card")


def test_a_counted_bid_says_what_it_holds() -> None:
    # "Hint: bid 1 — A♠": the hint drops the restated "I bid 1:", and a bare list of cards was left.
    from spades_desktop.engine import LOOK, Bid, BidKind, Game, RuleSet

    said = []
    for seed in range(1, 40):
        game = Game(RuleSet(), seed, first_dealer=3)
        game.apply(LOOK)
        normal = NormalPlayer(seed=1, bid_samples=0)
        action = normal.choose(game.view(0))
        if isinstance(action, Bid) and action.kind is BidKind.NORMAL and "partner" not in normal.explain():
            said.append(normal.explain())
    assert said and all(text.startswith(f"I bid {text.split()[2].rstrip(':')}: I hold ") for text in said), said


def test_a_bot_playing_for_itself_says_i_not_we() -> None:
    """A two-player bot said "we still need 5 tricks" and "our contract is made": it has no partner."""
    from spades_desktop.ai.base import make_player
    from spades_desktop.engine import Game, Phase

    said: dict[str, set[str]] = {}
    for preset in ("two-player", "standard"):
        game = Game(load_preset(preset).rules, 5)
        bots = [make_player("normal", seed=s) for s in range(game.rules.players)]
        reasons = said.setdefault(preset, set())
        while game.phase is not Phase.GAME_OVER and game.hand_number < 3:
            seat = game.to_act
            assert seat is not None
            action = bots[seat].choose(game.view(seat))
            reasons.add(str(bots[seat].explain()))
            game.apply(action)
    alone, partners = said["two-player"], said["standard"]
    assert any(r.startswith("I still need") for r in alone) and any(r.startswith("my contract is made") for r in alone)
    assert not any(r.startswith(("we ", "our ")) for r in alone)
    assert any(r.startswith("we still need") for r in partners), "partners still say we"

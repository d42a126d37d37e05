"""A card played on a partner's winning card says whether it goes over that card: "your partner's card should win"
was said of a Q♣ that took the trick from the partner's 9♣ and of a 6♠ that trumped the partner's Q♦ (beginner
QA)."""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, RuleSet

from .helpers import EAST, NORTH, SOUTH, WEST, position


def _south_plays(game: Game) -> tuple[Play, str]:
    normal = NormalPlayer(seed=1)
    action = normal.choose(game.view(SOUTH))
    assert isinstance(action, Play)
    return action, normal.explain()


def test_every_club_over_my_partners_nine_says_i_must_go_over_it() -> None:
    # West led the 7♣, North took it with the 9♣, East played the 2♣; South's clubs are the Q♣ and the A♣ (the
    # K♣ is out): whatever it plays takes the trick from its partner.
    game = position(RuleSet(), {SOUTH: "QC AC 2D 5D 9D 3H 8H JH KH 4S 7S TS KS"}, ["4", "3", "4", "3"],
                    trick=[(WEST, "7C"), (NORTH, "9C"), (EAST, "2C")], dealer=SOUTH)
    action, reason = _south_plays(game)
    assert action.card.pretty == "Q♣"
    assert game.trick_winner([*game.trick, (SOUTH, action.card)]) == SOUTH
    assert "should win" not in reason
    assert reason == "I must go over my partner's 9♣: every card I can play beats it, so I play the lowest, the Q♣"


def test_only_spades_on_my_partners_diamond_says_i_must_trump_it() -> None:
    # The A♦ and K♦ are gone; North leads the Q♦, East discards. South has no diamonds and only spades (the T♠
    # and A♠ are out, so its spades do not play alike, and West may trump over any of them: with the A♠ South's
    # spades would take every trick left, whatever the others hold, and it would play for that): its lowest spade
    # trumps its partner's winner.
    game = position(RuleSet(), {SOUTH: "2S 3S 4S 5S 6S 7S 8S 9S JS QS KS"}, ["4", "3", "4", "3"],
                    completed=[[(WEST, "AD"), (NORTH, "2D"), (EAST, "3D"), (SOUTH, "4D")],
                               [(WEST, "5D"), (NORTH, "KD"), (EAST, "6D"), (SOUTH, "7D")]],
                    winners=[WEST, NORTH], trick=[(NORTH, "QD"), (EAST, "2C")], dealer=SOUTH,
                    voids={SOUTH: "D", EAST: "D"})
    action, reason = _south_plays(game)
    assert action.card.pretty == "2♠"
    assert "should win" not in reason
    assert reason == ("I have no diamonds and can play only trumps: I must trump my partner's Q♦ with the lowest, "
                      "the 2♠")


def test_a_card_under_my_partners_winner_still_says_it_should_win() -> None:
    # The same trick with a lower club in South's hand: the 3♣ leaves the trick to North.
    game = position(RuleSet(), {SOUTH: "3C QC AC 2D 5D 9D 3H 8H JH KH 4S 7S KS"}, ["4", "3", "4", "3"],
                    trick=[(WEST, "7C"), (NORTH, "9C"), (EAST, "2C")], dealer=SOUTH)
    action, reason = _south_plays(game)
    assert action.card.pretty == "3♣"
    assert reason == "my partner's card should win: I play the 3♣"

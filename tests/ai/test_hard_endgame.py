"""Hard's exact end of the hand (``ai/endgame.py``): the last tricks of a guessed world played by minimax.

Its value must be what playing every card through the engine gives (a plain minimax without cut-offs, over
``Game.apply``), in every preset of two sides; the world must be left as it was; and ``endgame=0`` keeps the
playouts."""

from __future__ import annotations

import pytest

from spades_desktop.ai import create_player
from spades_desktop.ai.base import make_player
from spades_desktop.ai.endgame import applies, endgame_value
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.playout import margin
from spades_desktop.engine import Game, HandScored, Phase, Play
from spades_desktop.rules import load_all, load_preset

from .helpers import replayed

TWO_SIDES = [p for p in load_all() if p.rules.sides == 2 and not p.rules.cancellation and not p.rules.draw_phase]


def _brute(game: Game, side: int) -> float:
    """My side's margin with the rest of the hand played every way through the engine (no cut-offs)."""
    seat = game.to_act
    assert seat is not None
    values = []
    for card in game.legal_plays(seat):
        trial = game.copy()
        scored = [e for e in trial.apply(Play(card), seat=seat) if isinstance(e, HandScored)]
        values.append(margin(scored[0].score, side) if scored else _brute(trial, side))
    mine = game.rules.side_of(seat) == side
    return max(values) if mine else min(values)


def _snapshot(game: Game) -> tuple[object, ...]:
    return (list(game.hands), list(game.trick), list(game.tricks), game.trick_number, game.broken, game.to_act,
            game.leader, len(game.completed), len(game.trick_winners))


def _ends(rules: object, seed: int, tricks_left: int) -> list[Game]:
    """Positions of a Normal self-play hand with ``tricks_left`` tricks or fewer to play, one per card played."""
    game = Game(rules, seed)  # type: ignore[arg-type]
    bots = [create_player("normal", seed * 10 + s) for s in range(game.players)]
    found = []
    first = game.hand_number
    while game.phase is not Phase.GAME_OVER and game.hand_number == first:
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.PLAY and applies(game, tricks_left):
            found.append(game.copy())
        game.apply(bots[seat].choose(game.view(seat)), seat=seat)
    return found


@pytest.mark.parametrize("preset", TWO_SIDES, ids=lambda p: p.id)
def test_the_exact_end_is_what_every_card_played_through_the_engine_gives(preset: object) -> None:
    rules = preset.rules  # type: ignore[attr-defined]
    checked = 0
    for seed in range(2):
        for game in _ends(rules, seed, 3)[::3]:
            seat = game.to_act
            assert seat is not None
            for me in range(game.players):
                before = _snapshot(game)
                assert endgame_value(game, me) == _brute(game, rules.side_of(me))
                assert _snapshot(game) == before  # the world is put back as it was
                checked += 1
            card = game.legal_plays(seat)[0]
            trial = game.copy()
            scored = [e for e in trial.apply(Play(card), seat=seat) if isinstance(e, HandScored)]
            side = rules.side_of(seat)
            expected = margin(scored[0].score, side) if scored else _brute(trial, side)
            assert endgame_value(game, seat, card) == expected
    assert checked > 0


def test_the_exact_end_is_used_only_in_the_last_tricks_and_with_two_sides() -> None:
    standard = next(p for p in load_all() if p.id == "standard")
    game = Game(standard.rules, 7)
    assert not applies(game, 3)  # the bidding: 13 tricks to play
    ends = _ends(standard.rules, 7, 3)
    assert ends and all(applies(g, 3) and not applies(g, 0) for g in ends)
    assert all(g.hand_size - g.trick_number <= 3 for g in ends)
    for preset in load_all():
        if preset.rules.sides != 2 or preset.rules.cancellation:
            assert not applies(Game(preset.rules, 1), 13)


def test_endgame_is_a_number_of_tricks_a_bench_spec_can_set() -> None:
    with pytest.raises(ValueError, match="endgame"):
        HardPlayer(endgame=-1)
    hard = make_player("hard:endgame=3")
    assert isinstance(hard, HardPlayer) and hard.endgame == 3 and isinstance(hard.endgame, int)
    assert HardPlayer().endgame == 0


# Deal 5, trick 11: South (bid 4, has 4) and North (3, has 3) have made their 7; East (3, has 3) and West (1, has 0)
# need one more trick. East leads the 5♣; South, out of clubs, holds K♥ 9♠ J♠, West only spades (6♠ 10♠ Q♠).
SETTLED = (5, "look 4 look 1 look 3 look 3 AH 2H 6H TH 9C 6C KC 2C AC 3C 7D 7C JC 4C 7S 8C KD 5D 2D AD JH QH 3H 4D 4H "
              "7H 2S 3S JD 8S TD 6D 5H 9H AS 3D 8D KS 8H QC 5C")


def test_with_our_contract_made_hard_throws_its_king_and_leaves_the_last_tricks_to_the_opponents_bags() -> None:
    game = replayed(load_preset("standard").rules, *SETTLED)
    assert game.to_act == 0 and [str(c) for c in game.legal_plays(0)] == ["KH", "9S", "JS"]
    # Every card seen, throwing the king is worth two of their bags more than trumping (a trump gives us a bag)
    values = {str(c): endgame_value(game, 0, c) for c in game.legal_plays(0)}
    assert values["KH"] == values["JS"] + 18 == values["9S"] + 18
    for seed in range(3):
        assert str(HardPlayer(seed=seed, endgame=3).choose(game.view(0))) == "KH"
        assert str(HardPlayer(seed=seed).choose(game.view(0))) == "JS"  # the playouts' Normal policy trumps


# Deal 73 (dealer East) bid by Normal's count 3-4-1-3 and played by Normal to trick 11, North to lead. North–South
# (4 bid) have their 4 tricks; East–West (7 bid) have 6 and need one more. North holds Q♣ 10♥ J♥, South 10♣ 10♠ Q♠,
# West 9♥ 7♠ 8♠, East 8♦ 9♦ A♦. The Q♣ lets West ruff: East–West make their 7. The 10♥ holds the trick (South
# throws its 10♣), the J♥ next is ruffed by West and overruffed by South, and South's last spade is the master:
# East–West are set. Hard's playouts let South play its cards badly and rate the Q♣ higher; the exact end finds
# the hearts.
SET_BY_HEARTS = (73, (
    "look 3 look 4 look 1 look 3 AH 3H 6H 2H AC 6C 3C 2C 2D 4D TD QD KC 4C 7D 5C JC 7C 5S 8C AS 9S 2S 3S KD 5D 3D "
    "JD QH KH 4H 8H 7H KS 9C 5H 6D 4S 6S JS"))


def test_the_exact_end_leads_the_hearts_that_set_the_contract() -> None:
    game = replayed(load_preset("standard").rules, *SET_BY_HEARTS)
    north = 2
    assert game.to_act == north and game.trick_number == 10 and game.tricks == [2, 3, 2, 3]
    values = {str(c): endgame_value(game, north, c) for c in game.legal_plays(north)}
    assert values == {"QC": -48.0, "TH": 83.0, "JH": 83.0}
    for seed in range(1000, 1005):
        assert str(HardPlayer(seed=seed, endgame=3).choose(game.view(north))) in ("TH", "JH"), seed
        assert str(HardPlayer(seed=seed).choose(game.view(north))) == "QC", seed

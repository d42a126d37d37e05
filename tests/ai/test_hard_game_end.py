"""Hard plays for the game, not the hand's points, when the hand can end the game (``hard.GAME_END``).

QA (session 60): North-South at 493 of 500, North (Hard) bid 6 "rather than the 5 my cards count, +18 points a
hand" in 6 of 6 seeds and was set. A playout whose hand ends the game is now worth +-``GAME_BONUS`` by who wins
it (the engine's own rule, ``engine.game.game_over_reason``).
"""

from __future__ import annotations

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import weigh_view
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.playout import GAME_BONUS, GameEnd, game_margin, margin
from spades_desktop.engine import LOOK, Bid, Game, Phase, Play, RuleSet, SeatView, parse_action, parse_cards, score_hand
from spades_desktop.rules import load_preset

NORTH, SOUTH = 2, 0
# QA's deal (hand 6 of a watched game, dealer South): West, North, East, South's cards
QA_HANDS = ["3C 5C 7C TC QC 9D TD 7H QH 2S 7S 8S 9S", "2C 6C JC 2D 5D 7D 8D JD QD 8H 3S 6S AS",
            "AC 3D 4D 6D AD 4H JH KH 4S TS JS QS KS", "4C 8C 9C KC KD 2H 3H 5H 6H 9H TH AH 5S"]
SEEDS = [1000 + k * 7919 for k in range(4)]  # QA's repro seeds


def north_bids(scores: list[int], bags: list[int]) -> SeatView:
    """North to bid on QA's cards after West's 3, the game at ``scores``."""
    rules = load_preset("standard").rules
    game = Game(rules, 1, first_dealer=0, hands=[parse_cards(h) for h in QA_HANDS], scores=scores, bags=bags)
    if LOOK in game.legal_actions():
        game.apply(LOOK)
    game.apply(Bid(3))
    if LOOK in game.legal_actions():
        game.apply(LOOK)
    assert game.to_act == NORTH
    return game.view(NORTH)


def test_a_hand_that_ends_the_game_is_worth_the_game_by_the_engines_rule() -> None:
    rules = RuleSet()
    bids = (Bid(4), Bid(3), Bid(4), Bid(2))
    tricks = [4, 3, 4, 2]  # both sides make their contracts: 80 and 50
    end = GameEnd(GAME_BONUS, 5)
    near = score_hand(rules, bids, tricks, [450, 440], [0, 0], hand_number=5)  # 530 to 490: South's side wins
    assert game_margin(near, rules, 0, end) == GAME_BONUS and end.outcome == 1
    assert game_margin(near, rules, 1, end) == -GAME_BONUS and end.outcome == -1
    tied = score_hand(rules, bids, tricks, [430, 460], [0, 0], hand_number=5)  # 510 to 510: another hand
    assert game_margin(tied, rules, 0, end) == margin(tied, 0) and end.outcome == 0
    far = score_hand(rules, bids, tricks, [0, 0], [0, 0], hand_number=1)  # from 0-0 nothing ends: as before
    assert game_margin(far, rules, 0, end) == margin(far, 0) == game_margin(far, rules, 0, None)
    bagged = score_hand(rules, bids, [4, 3, 6, 0], [430, 0], [9, 0], hand_number=5)  # 11 bags: 412
    assert game_margin(bagged, rules, 0, end) == margin(bagged, 0) and end.outcome == 0
    fallen = score_hand(rules, bids, [2, 5, 2, 4], [-150, 0], [0, 0], hand_number=5)  # set: -230
    assert game_margin(fallen, rules, 0, end) == -GAME_BONUS  # the losing score: East-West win the game


def test_at_493_of_500_hard_bids_what_its_cards_safely_make_rather_than_raising() -> None:
    view = north_bids([493, 200], [3, 6])
    count = Bid(5)  # "I bid 5: I hold K♠, A♣ and A♦, 5 trumps ... (a safe bid wins the game)"
    for seed in SEEDS:
        assert make_player("hard", seed).choose(view) == count, seed
    # playing for the hand's points alone, it raised: "6 scores +23 points a hand more" (QA: 6 of 6 seeds, set)
    raised = [make_player("hard:game_end=0", seed).choose(view) for seed in SEEDS]
    assert Bid(6) in raised


def test_from_0_0_nothing_changes() -> None:
    view = north_bids([0, 0], [0, 0])
    for seed in SEEDS[:2]:
        on, off = make_player("hard", seed), make_player("hard:game_end=0", seed)
        assert isinstance(on, HardPlayer) and isinstance(off, HardPlayer)
        assert on.choose(view) == off.choose(view)
        assert on.last_values == off.last_values


# Deal 1 with the game at 200 (North-South) to 480 (East-West), played by Normal's count to trick 9: East-West
# need 2 of the last 5 tricks to make their contract and win the game
SET_PLAYS = "3H JH KH AH 3D 8D 6D 2D AD 9D 4D 7D 9C QC JC 7C 4C 3C 2S QD QH 5H 5C 7H 2H 8H 4S 4H 6C 2C QS KS"
SET_DEAL = ["blind nil", "look", "3", "look", "2", "look", "4", *SET_PLAYS.split(" ")]


def test_when_the_other_side_would_win_the_game_with_its_contract_hard_goes_for_the_set() -> None:
    rules = load_preset("standard").rules
    game = Game(rules, 1, first_dealer=3, scores=[200, 480], bags=[0, 0])
    for text in SET_DEAL:
        game.apply(parse_action(text), seat=game.to_act)
    assert game.phase is Phase.PLAY and game.to_act == SOUTH
    view = game.view(SOUTH)
    assert " ".join(map(str, view.hand or ())) == "9H TH 3S TS JS"
    for seed in (2, 3, 7):
        hard = make_player("hard", seed)
        # Normal's "we can set them: they need 2 of the last 5 tricks: I lead the 9♥"; for the points alone the
        # search led the 3♠ ("+7 points a hand more than the 9♥")
        assert hard.choose(view) == Play(parse_cards("9H")[0]), seed


def test_hards_reasons_say_the_game_where_the_game_is_why() -> None:
    hard = HardPlayer(1)
    hard._end = GameEnd(GAME_BONUS, 9)
    hard._games = {"5": [1] * 39 + [0], "6": [1] * 33 + [0] * 7}
    assert hard._game_reason("5", "6", 40, 45.0) == ("won", 39, 33)
    hard._games = {"9H": [-1] * 20 + [0] * 20, "3S": [-1] * 30 + [0] * 10}
    assert hard._game_reason("9H", "3S", 40, 150.0) == ("lost", 20, 30)
    assert hard._game_reason("9H", "3S", 40, 500.0) is None  # most of the gain is points: the points are said
    hard._end = None
    assert hard._game_reason("9H", "3S", 40, 150.0) is None


@pytest.mark.parametrize("spec", ["hard:game_end=0", "hard:game_bonus=500,game_z=2"])
def test_the_options_turn_it_off_and_tune_it(spec: str) -> None:
    player = make_player(spec)
    assert isinstance(player, HardPlayer)
    assert (player.game_end, player.game_bonus, player.game_z) in ((False, GAME_BONUS, 1.0), (True, 500.0, 2.0))


def test_the_coach_still_weighs_points_so_its_sentences_say_points() -> None:
    view = north_bids([493, 200], [3, 6])
    weighed = weigh_view(view, Bid(5), seed=3, samples=40)
    assert weighed is not None
    assert all(abs(value) < GAME_BONUS for _action, value in weighed.values)  # no +-300 for the game in "points"

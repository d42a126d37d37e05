"""Normal's bid search plays for the game when the hand can end it, as Hard's searches do (``game_outcome``).

QA (session 60, expert2, game 2 hand 10): East-West at 457 of 500 (North-South 414), East (Normal) bid nil "+92
points a hand more than 2" in 8 of 8 seeds: the hand's points alone. A playout whose hand ends the game is now
worth +-``GAME_BONUS`` by who wins it, and the reason says the game where the game is why.
"""

from __future__ import annotations

import pytest

from spades_desktop.ai.base import make_player
from spades_desktop.ai.game_outcome import PlaysForGame
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import SEARCHED_BIDS, NormalPlayer
from spades_desktop.ai.playout import GAME_BONUS
from spades_desktop.engine import LOOK, NIL, Bid, Game, Phase, SeatView, parse_cards
from spades_desktop.rules import load_preset

EAST = 3
# QA's deal (dealer North, East bids first): South, West, North, East's cards as logged
QA_HANDS = ["5C 7C 5D JD KD 7H AH 2S 4S TS JS KS AS", "KC 3D 6D 7D TD QD AD JH QH KH 3S 5S QS",
            "2C 6C 9C TC 8D 3H 4H 5H 6H TH 7S 8S 9S", "3C 4C 8C JC QC AC 2D 4D 9D 2H 8H 9H 6S"]
SEEDS = [1000 + k * 7919 for k in range(1, 5)]  # QA's repro seeds
WON_THE_GAME = "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, " \
               "{bid} wins the game in {won} of them, {count} in {other}"


def qa_game(scores: list[int], bags: list[int]) -> Game:
    rules = load_preset("standard").rules
    game = Game(rules, 1, first_dealer=2, hands=[parse_cards(h) for h in QA_HANDS], scores=scores, bags=bags)
    if LOOK in game.legal_actions():
        game.apply(LOOK)
    assert game.to_act == EAST
    return game


def east_bids(scores: list[int], bags: list[int]) -> SeatView:
    """East to bid first on QA's cards (A♣ and low cards: the count's 2, nil in reach), the game at ``scores``."""
    return qa_game(scores, bags).view(EAST)


def test_at_480_normal_bids_safe_for_the_game_rather_than_nil_for_points() -> None:
    # East-West need 20: the count's 2 or 1 beside the partner's contract wins the game, a failed nil does not
    view = east_bids([300, 480], [4, 0])
    for seed in SEEDS:
        normal = make_player("normal", seed)
        assert normal.choose(view) == Bid(1), seed
        reason = normal.explain_message()
        assert reason.template == WON_THE_GAME and reason.values["count"] == Bid(2), seed
    # for the hand's points alone: "nil scores +76 points a hand more than 2" in every seed
    for seed in SEEDS:
        off = make_player("normal:game_end=0", seed)
        assert off.choose(view) == NIL and off.explain_message().template in SEARCHED_BIDS, seed


def test_at_qas_457_the_reason_says_the_game_which_nil_wins_on_these_cards() -> None:
    """QA's own position: counted by the game, nil still comes out on top, and now says why in the game's terms
    ("nil wins the game in 29 of them, 2 in 10"): North-South (414) reach 500 too when they make their contract, so
    East-West need more than the count's 2 and the partner's contract; on the cards as dealt, nil won the game
    598-576 (the log) and 2 loses it (``test_on_the_dealt_cards_2_loses_the_game``)."""
    view = east_bids([414, 457], [4, 7])
    for seed in SEEDS[:2]:
        normal = make_player("normal", seed)
        assert normal.choose(view) == NIL
        reason = normal.explain_message()
        assert reason.template == WON_THE_GAME and reason.values["count"] == Bid(2)
        assert int(str(reason.values["won"])) > int(str(reason.values["other"]))


def test_on_the_dealt_cards_2_loses_the_game() -> None:
    game = qa_game([414, 457], [4, 7])
    game.apply(Bid(2))
    bots = [make_player("normal:bid_samples=0", seat) for seat in range(4)]
    while game.phase is not Phase.GAME_OVER and game.hand_number == 1:
        seat = game.to_act
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    assert game.phase is Phase.GAME_OVER
    north_south, east_west = game.scores
    assert north_south >= 500 and north_south > east_west


def test_from_0_0_nothing_changes() -> None:
    rules = load_preset("standard").rules
    for deal in range(1, 4):  # (30 deals at the full 120 playouts a bid, bench-style: the same bids; docs/ai.md)
        game = Game(rules, deal)
        while game.phase is Phase.BID:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            on, off = make_player("normal:bid_samples=60", deal), make_player("normal:bid_samples=60,game_end=0", deal)
            choice = on.choose(view)
            assert choice == off.choose(view), (deal, seat)
            assert on.explain() == off.explain()
            game.apply(choice)


@pytest.mark.parametrize("spec", ["normal:game_end=0", "normal:game_bonus=500,game_z=2"])
def test_the_options_turn_it_off_and_tune_it(spec: str) -> None:
    player = make_player(spec)
    assert isinstance(player, NormalPlayer)
    assert (player.game_end, player.game_bonus, player.game_z) in ((False, GAME_BONUS, 1.0), (True, 500.0, 2.0))


def test_hard_and_normal_share_one_counting_of_the_game() -> None:
    for player in (HardPlayer, NormalPlayer):
        assert issubclass(player, PlaysForGame)
        assert player._game_reason is PlaysForGame._game_reason
        assert player._game_bid_reason is PlaysForGame._game_bid_reason
    with pytest.raises(ValueError, match="game_bonus"):
        NormalPlayer(game_bonus=-1)

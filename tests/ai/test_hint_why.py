"""The hint says why in the game's words, not in points alone (QA newbie17, who had never played Spades).

Deal 2232017 (West deals, standard rules): South bid 4 beside North's nil and has 3 tricks at trick 12, holding the
Q♠ and the 3♠, to lead. Normal leads the Q♠; the check finds the 3♠ about 58 points better, and said only that: the
reason was the Q♠ kept for the last trick, the one more the side needs. A bid the check changes said nothing of what
the cards count, and a bid Normal's search put under the count did not say what they count nor why under it.
"""

from __future__ import annotations

from spades_desktop.ai.coach import coach_seed
from spades_desktop.ai.duplicate import compare_with_bots, gap_reason
from spades_desktop.ai.hint import HintPlayer
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import LOOK, Bid, Game, Play, RuleSet, parse_cards
from spades_desktop.record import GameRecord
from spades_desktop.record.history import decision_seed, step_count
from spades_desktop.rules import load_preset

from .helpers import SOUTH, replayed

QA_DEAL = 2232017
QA_HAND = ("look nil look 3 look 4 look 4 3C 8C QC KC 7D 5D AD 6D 2D JD 8D 4D 9D KD QD 3D 9H 8H AH 2H 7H 3H JH 6H AC "
           "TC 9C 4C JC 7C TH 5C KH 4H QH 5H 2S 5S 4S 9S AS 6S JS TS 3S 7S 2C KS TD QS 8S 6C")
TRICK_12 = 52  # the hand's actions (bids and 11 tricks) before South's lead to trick 12


def _table_hint(game: Game, deal: int) -> HintPlayer:
    """The hint the table asks for South (``gui.controller.request_hint``'s seeds, without its clock)."""
    position = step_count(game)
    return HintPlayer(decision_seed(deal ^ 0x5EED, SOUTH, position), humans={SOUTH},
                      check_seed=coach_seed(deal, SOUTH, position))


def _qa_trick_12() -> Game:
    actions = QA_HAND.split()
    return replayed(load_preset("standard").rules, QA_DEAL, " ".join(actions[:TRICK_12]), first_dealer=1)


def test_the_hint_says_the_queen_kept_takes_the_last_trick_the_side_needs() -> None:
    game = _qa_trick_12()
    view = game.view(SOUTH)
    assert sorted(map(str, view.hand or ())) == ["3S", "QS"] and not view.trick
    hint = _table_hint(game, QA_DEAL)
    assert hint.choose(view) == Play(parse_cards("3S")[0]) and hint.checked == Play(parse_cards("QS")[0])
    said = hint.explain()
    # the game's words first: what the 3♠ keeps and what that does for the side's bid, then the points
    assert said.startswith("the Q♠ looks natural, but the 3♠ does better: it keeps the Q♠, which takes a later "
                           "trick in "), said
    assert "our side's bid is made in " in said and "after the Q♠" in said, said
    assert said.index("bid is made") < said.index("played out over 180 guesses"), said
    assert said.endswith("it scores about 58 points more on average"), said


def _south_to_bid(deal: int) -> Game:
    """Deal ``deal`` (standard rules) bid by Normal bots, with the table's seeds, until South's bid."""
    game = Game(RuleSet(), deal, first_dealer=deal % 4)
    while game.to_act != SOUTH or LOOK in game.legal_actions():
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        game.apply(LOOK if LOOK in view.legal else NormalPlayer(decision_seed(deal, seat, step_count(game))).choose(
            view), seat)
    return game


def test_a_bid_hint_the_check_changes_says_what_the_cards_count() -> None:
    # deal 21 (South bids last): Normal's search left the count's 2 for 1; the check finds the 2 about 9 points
    # better, and said "a bid of 1 looks natural, but a bid of 2 does better: …" and nothing of what the cards count
    deal = 21
    game = _south_to_bid(deal)
    hint = _table_hint(game, deal)
    assert hint.choose(game.view(SOUTH)) == Bid(2) and hint.checked == Bid(1)
    said = hint.explain()
    assert said.startswith("a bid of 1 looks natural, but a bid of 2 does better: I hold "), said
    assert said.index("so my cards count about 2") < said.index("played out over"), said


def test_a_bid_searched_under_the_count_says_the_count_and_why_under_it() -> None:
    # deal 29: the hand counts 4 (K♠, 4 trumps, their length worth about 1 trick, other cards worth about 2); the
    # search bids 3. "4 trumps, their length worth about 1 trick; … 3 scores … more than 4" left a newcomer adding
    # the parts up and asking why 3
    deal = 29
    game = _south_to_bid(deal)
    normal = NormalPlayer(decision_seed(deal ^ 0x5EED, SOUTH, step_count(game)))
    assert normal.choose(game.view(SOUTH)) == Bid(3)
    said = normal.explain()
    assert said.startswith("I bid 3: I hold K♠, "), said
    assert ", so my cards count about 4; but played out over " in said, said
    assert said.endswith("points a hand more than 4: a trick counted may not come"), said


def test_the_review_does_not_make_following_the_hint_read_as_a_mistake() -> None:
    # South followed every hint of the hand; the Normal bot in South's seat leads the Q♠ at trick 12 and the side
    # is set (60 against 140 as played), and the review said "South played the 3♠ … where the Normal bot played the
    # Q♠", which read as a mistake
    game = replayed(load_preset("standard").rules, QA_DEAL, QA_HAND, first_dealer=1)
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    result = compare_with_bots(record, 0, "normal")
    assert result.hinted, "South's 3♠ at trick 12 was the hint's card"
    why = str(gap_reason(record, 0, result))
    assert "South played the 3♠ at trick 12, as the hint advised" in why, why
    assert "where the Normal bot played the Q♠" in why, why



# QA newbie18, deal 976291080 (North deals), trick 6: Ethan leads the 9♦, South has no diamond and holds the 2♠; the
# check's 10♣ "lets this trick go in 100% of the guesses", read as given to the opponents: Nora, the partner, took it
PARTNER_DEAL = 976291080
PARTNER_HAND = ("look 3 look 4 look 2 look 3 AC 3C 2C 7C 5D JD 2D 4D KD 3D 8D 6D 8C KC 4S 4C AH 3S 6H 4H 9D")


def test_a_trick_left_to_the_partner_is_said_so() -> None:
    game = replayed(load_preset("standard").rules, PARTNER_DEAL, PARTNER_HAND, first_dealer=2)
    view = game.view(SOUTH)
    assert game.to_act == SOUTH and [str(c) for _s, c in view.trick] == ["9D"]
    hint = _table_hint(game, PARTNER_DEAL)
    action = hint.choose(view)
    said = hint.explain()
    assert action == Play(parse_cards("TC")[0]) and hint.checked == Play(parse_cards("2S")[0])
    assert ("leaves this trick to my partner in " in said or "lets this trick go in 100% of the guesses, to my partner "
            "in " in said), said

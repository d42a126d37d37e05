"""The coach weighs every alternative with the Hard search and flags the costly ones."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.ai.coach import coach_hand, coach_steps, costly, explain, weigh
from spades_desktop.ai.hand_analysis import HandStep, hand_steps
from spades_desktop.engine import LOOK, NIL, Bid, Game, Play, RuleSet, parse_cards
from spades_desktop.record import GameRecord
from tests.engine.helpers import deal

from .helpers import COUNT, EAST, NORTH, SOUTH, WEST, play_hand, position
from .test_nil_bidding import RECKLESS_NIL  # ♠3 ♥KQ764 ♦95 ♣AT984: Hard's playouts make that nil often

SEED = 11


def nil_cover_position() -> Game:
    """North bid nil and is winning a heart trick with the Q♥; South, last to play, holds the A♥ and the 2♥."""
    return position(
        RuleSet(),
        {SOUTH: "AH 2H 3D 7D KS 5S 9C TC QC KC AC 4S 8D"},
        ["3", "4", "nil", "4"],  # South, West, North, East
        trick=[(WEST, "3H"), (NORTH, "QH"), (EAST, "4H")],
        dealer=EAST,
    )


def test_coach_flags_leaving_the_partners_nil_uncovered() -> None:
    game = nil_cover_position()
    bad = Play(parse_cards("2H")[0])
    step = HandStep(0, 40, SOUTH, bad, game)
    decision = weigh(step, seed=SEED, samples=60)
    assert decision is not None
    assert decision.best == Play(parse_cards("AH")[0])
    assert decision.cost >= 40, decision.values  # the nil is worth 100 to North–South; it fails in most guesses
    assert "nil" in str(decision.sentence) and "2♥" in str(decision.sentence)
    assert costly([decision]) == [decision]
    every = {a for a, _v in decision.values}
    assert every == set(game.legal_actions()), "every legal card has a value"


def test_the_coach_says_about_1_point_not_about_1_points() -> None:
    game = nil_cover_position()
    step = HandStep(0, 40, SOUTH, Play(parse_cards("2H")[0]), game)
    decision = weigh(step, seed=SEED, samples=60)
    assert decision is not None
    said = {cost: str(explain(replace(decision, cost=cost, noise=0.0), step)) for cost in (0.6, 1.4, 2.0, 47.0)}
    assert "(about 1 point less over the guesses)" in said[0.6] and "(about 1 point less " in said[1.4]
    assert "(about 2 points less " in said[2.0] and "cost about 47 points: " in said[47.0]
    assert "cost about 1 point" not in said[1.4], "under the flag line no cost is named as a mistake (session 54)"


def test_a_near_tie_at_the_first_lead_is_not_called_a_mistake() -> None:
    """South leads the 4♣ on ♣4 ♦7TJQ ♥234TQ ♠3TQ, bid 1 beside North's 4. A hundred playouts (25 guesses) put
    the 2♥ 26 points ahead ("cost about 26 points"); 533 guesses put the 4♣ 1 to 3 points behind the best card
    (± 2.2). The coach now weighs such a
    shortfall again over more guesses before it calls it a mistake."""
    game = position(RuleSet(), {
        SOUTH: "4C 7D TD JD QD 2H 3H 4H TH QH 3S TS QS", WEST: "2C 6C 7C AC 6D 8D 6H 9H JH 2S 7S JS AS",
        NORTH: "5C 8C 9C QC KC 2D 5D 9D AD 8H KH 4S 5S", EAST: "3C TC JC 3D 4D KD 5H 7H AH 6S 8S 9S KS"},
        ["1", "4", "4", "3"], dealer=EAST)
    decision = weigh(HandStep(0, 8, SOUTH, Play(parse_cards("4C")[0]), game), seed=9103, samples=100,
                     humans={SOUTH})
    assert decision is not None
    assert costly([decision]) == []
    assert not decision.sure
    said = str(decision.sentence)
    assert said.startswith("South: the 4♣ was about as good as the ") and "within their luck" in said


def test_covering_is_not_flagged() -> None:
    game = nil_cover_position()
    good = Play(parse_cards("AH")[0])
    decision = weigh(HandStep(0, 40, SOUTH, good, game), seed=SEED, samples=60)
    assert decision is not None and decision.cost == 0
    assert costly([decision]) == []


def test_same_seed_same_analysis_and_only_the_asked_seats() -> None:
    game = Game(RuleSet(), 5)
    from spades_desktop.ai.base import make_player

    play_hand(game, [make_player(COUNT, s) for s in range(4)], check=False)
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    first = coach_hand(record, 0, samples=8)
    again = coach_hand(record, 0, samples=8)
    assert first == again
    assert first and all(d.seat == SOUTH for d in first)
    steps = hand_steps(record, 0)
    calls: list[tuple[int, int]] = []

    def cancel_after_two(done: int, total: int) -> bool:
        calls.append((done, total))
        return done < 2

    part = coach_steps(steps, [SOUTH], seed=record.seed, samples=8, progress=cancel_after_two)
    assert len(part) <= 2 and calls[-1][0] == 2, "cancelling stops the analysis"


def test_a_wild_bid_is_weighed_and_flagged() -> None:
    from spades_desktop.engine import Bid, Phase

    game = Game(RuleSet(), 8)
    while game.phase is not Phase.BID or game.to_act != SOUTH or game.view(SOUTH).hand is None:
        legal = game.legal_actions()
        look = [a for a in legal if str(a) == "look"]
        game.apply(look[0] if look else Bid(3))
    step = HandStep(5, 5, SOUTH, Bid(13), game)
    decision = weigh(step, seed=SEED, samples=40)
    assert decision is not None and decision.chosen == Bid(13)
    assert Bid(13) in dict(decision.values), "the player's own bid is weighed beside Hard's candidates"
    assert decision.cost >= 50 and "South: bidding 13" in str(decision.sentence)


def test_the_coach_reads_the_bids_of_people_as_peoples(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach's search is told which seats are people (their bids strayed more from their hands than a bot's)."""
    from spades_desktop.ai import coach
    from spades_desktop.ai.base import make_player

    made: list[frozenset[int]] = []

    class Seen(coach.HardPlayer):  # type: ignore[name-defined,misc]  # (coach imports it)
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            made.append(self.humans)

    monkeypatch.setattr(coach, "HardPlayer", Seen)
    game = Game(RuleSet(), 5)
    play_hand(game, [make_player(COUNT, s) for s in range(4)], check=False)
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "human", "bot:normal"])
    coach_hand(record, 0, [SOUTH], samples=4)
    assert made and all(humans == {SOUTH, NORTH} for humans in made)


LOW_HAND = "2S 3S 2H 3H 4H 5H 2D 3D 4D 6D 2C 3C 4C"


def first_bid(hand: str) -> Game:
    """South to bid first (East deals) with ``hand``, its cards looked at."""
    rules = RuleSet()
    game = Game(rules, 1, first_dealer=EAST, hands=deal(rules, hand))
    game.apply(LOOK)
    return game


def test_the_coach_does_not_tell_a_person_to_bid_a_reckless_nil() -> None:
    game = first_bid(RECKLESS_NIL)
    step = HandStep(0, 0, SOUTH, Bid(2), game)
    for_person = weigh(step, seed=SEED, samples=40, humans=[SOUTH])
    assert for_person is not None
    assert NIL not in dict(for_person.values), "a person would have to duck an ace and a king-queen"
    assert "nil" not in str(for_person.sentence)
    for_bot = weigh(step, seed=SEED, samples=40)  # the same seat taken for a bot's: Hard weighs that nil
    assert for_bot is not None and NIL in dict(for_bot.values)


def test_the_coach_weighs_a_persons_nil_on_a_low_hand_and_the_nil_they_bid() -> None:
    low = weigh(HandStep(0, 0, SOUTH, Bid(1), first_bid(LOW_HAND)), seed=SEED, samples=40, humans=[SOUTH])
    assert low is not None and NIL in dict(low.values)
    bid = weigh(HandStep(0, 0, SOUTH, NIL, first_bid(RECKLESS_NIL)), seed=SEED, samples=40, humans=[SOUTH])
    assert bid is not None and bid.chosen == NIL and NIL in dict(bid.values), "the player's own nil is weighed"


def test_taking_the_partners_winning_trick_is_explained() -> None:
    """North's A♥ has the trick; South ruffs it. The coach said only "the 7♣ was worth more"; now it says the
    partner's card was already winning."""
    game = position(RuleSet(), {SOUTH: "KS 2S AC KC QC JC TC 9C 8C 7C AD KD QD"}, ["5", "3", "4", "1"],
                    trick=[(WEST, "3H"), (NORTH, "AH"), (EAST, "5H")], dealer=EAST)
    decision = weigh(HandStep(0, 40, SOUTH, Play(parse_cards("KS")[0]), game), seed=SEED, samples=60)
    assert decision is not None and decision.sure and isinstance(decision.best, Play)
    assert decision.best.card.suit.name != "SPADES"
    assert str(decision.sentence).endswith(
        f"your partner's A♥ was already winning the trick; the {decision.best.card.pretty} would have left it "
        "there.")
    covered = weigh(HandStep(0, 40, SOUTH, Play(parse_cards("2H")[0]), nil_cover_position()), seed=SEED,
                    samples=60)
    assert covered is not None and "already winning" not in str(covered.sentence)


def test_breaking_my_own_nil_is_explained_as_my_nil_not_as_taking_my_partners_trick() -> None:
    """QA: South bid nil and put the K♣ over North's 7♣; the coach said "your partner's 7♣ was already winning
    the trick", and a learner took away "don't overtake partner" instead of "you bid nil, stay under"."""
    game = position(RuleSet(), {SOUTH: "KC 3C 2H 3H 4H 5H 2D 3D 4D 5D 6D 7D 8D"}, ["nil", "4", "5", "3"],
                    trick=[(NORTH, "7C"), (EAST, "2C")], dealer=WEST)
    decision = weigh(HandStep(0, 40, SOUTH, Play(parse_cards("KC")[0]), game), seed=SEED, samples=60)
    assert decision is not None and decision.sure and decision.best == Play(parse_cards("3C")[0])
    assert str(decision.sentence).endswith(
        "you bid nil, and it went over the 7♣, leaving your nil winning the trick; the 3♣ would have stayed "
        "under it."), str(decision.sentence)
    # The last card of the trick: it is taken.
    last = position(RuleSet(), {SOUTH: "KC 3C 2H 3H 4H 5H 2D 3D 4D 5D 6D 7D 8D"}, ["nil", "4", "5", "3"],
                    trick=[(WEST, "9C"), (NORTH, "7C"), (EAST, "2C")], dealer=SOUTH)
    decision = weigh(HandStep(0, 40, SOUTH, Play(parse_cards("KC")[0]), last), seed=SEED, samples=60)
    assert decision is not None and str(decision.sentence).endswith(
        "it won the trick and broke your nil; the 3♣ would have stayed under the 9♣."), str(decision.sentence)


def test_a_nil_with_the_ace_of_spades_is_explained() -> None:
    """"Bidding nil cost about 168 points: a bid of 4 was worth more" never named the A♠, which takes a trick
    whenever it is played."""
    game = first_bid("AS 2S 3S 2H 3H 4H 5H 2D 3D 4D 2C 3C 4C")
    decision = weigh(HandStep(0, 0, SOUTH, NIL, game), seed=SEED, samples=40, humans=[SOUTH])
    assert decision is not None and decision.sure, decision.values
    assert "the A♠ takes a trick whenever it is played, so the nil could not be made" in str(decision.sentence)
    without = weigh(HandStep(0, 0, SOUTH, NIL, first_bid(RECKLESS_NIL)), seed=SEED, samples=40, humans=[SOUTH])
    assert without is not None and "whenever it is played" not in str(without.sentence)


def test_spending_the_card_that_covers_the_partners_nil_is_named() -> None:
    """A beginner's QA: "Playing the A♠ at trick 10 cost about 96 points: the 8♠ was worth more" said nothing of
    the partner's nil and its Q♠, which only that ace could go over."""
    from spades_desktop.ai.coach import _cover_spent_reason

    def reason(south: str, bids: list[str]) -> str | None:
        game = position(RuleSet(), {SOUTH: south, NORTH: "QH 2H 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"}, bids,
                        dealer=EAST)  # South leads the first trick
        ace, eight = Play(parse_cards("AH")[0]), Play(parse_cards("8H")[0])
        found = _cover_spent_reason(HandStep(0, 0, SOUTH, ace, game), ace, eight)
        return None if found is None else str(found)

    said = reason("AH 8H 3H 2S 3S 4S 5S 6S 7S 2C 3C 4C 5C", ["3", "4", "nil", "4"])
    assert said == "your partner bid nil and still holds the Q♥, which only the A♥ could cover; the 8♥ would have " \
                   "kept it", said
    assert reason("AH KH 8H 2S 3S 4S 5S 6S 7S 2C 3C 4C 5C", ["3", "4", "nil", "4"]) is None, "the K♥ still covers"
    assert reason("AH 8H 3H 2S 3S 4S 5S 6S 7S 2C 3C 4C 5C", ["3", "4", "2", "4"]) is None, "no nil to cover"



def test_a_trump_led_under_a_higher_trump_still_out_says_so() -> None:
    """A club player's review (QA): "Playing the Little Joker at trick 9 cost about 19 points: the 6♠ was worth
    more", with the Big Joker still out; the sentence now names it, and says nothing of it once it is gone."""
    from pathlib import Path

    from spades_desktop.ai.coach import Decision
    from spades_desktop.ai.message import Message
    from spades_desktop.rules import load_all

    rules = load_all(Path(__file__).parents[2] / "variants")["joker-joker-deuce-ace"].rules
    little, six = Play(parse_cards("LJ")[0]), Play(parse_cards("6S")[0])
    blamed = Decision(4, SOUTH, little, ((six, 0.0), (little, -19.0)), 2, 19.0, Message.of("x"), noise=1.0)
    held = "LJ 6S 7H 9H 9D 4C 5C 6C 7C 8C 9C TC"
    out = position(rules, {SOUTH: held}, ["3", "3", "3", "3"],
                   completed=[[(SOUTH, "3C"), (WEST, "JC"), (NORTH, "QC"), (EAST, "KC")]], winners=[EAST])
    said = str(explain(blamed, HandStep(4, 4, SOUTH, little, out)))
    assert "the Big Joker was still out and beats the Little Joker; the 6♠ was worth more" in said, said
    gone = position(rules, {SOUTH: held}, ["3", "3", "3", "3"],
                    completed=[[(SOUTH, "3C"), (WEST, "BJ"), (NORTH, "QC"), (EAST, "KC")]], winners=[WEST])
    said = str(explain(blamed, HandStep(4, 4, SOUTH, little, gone)))
    assert "still out" not in said and "the 6♠ was worth more" in said, said

"""The coach's reasons in a coach QA (session 54):

- joker trumps: a trick is judged as the engine judges it (a joker wins nothing by itself; it makes its partner's
  card a spade), so a Big Joker under the partner's A♠ is not said to take the trick, and no joker is said to beat
  a spade led;
- a sure shortfall under the flag line is not worded as a mistake ("cost about 2 points" of the hint's own card);
- "higher trumps were still out to beat the 9♠" is not said when the better card is a lower trump, beaten by the
  same trumps;
- an auction defender's duck says that each trick the declarers take over their contract scores 10 for the
  defenders.
"""

from __future__ import annotations

from spades_desktop.ai.coach import FLAG_POINTS, Decision, explain
from spades_desktop.ai.hand_analysis import HandStep
from spades_desktop.ai.message import Message
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, RuleSet, parse_cards
from spades_desktop.rules import load_all

from .helpers import EAST, NORTH, SOUTH, WEST, position

PRESETS = load_all()
JOKER_TRUMPS = PRESETS["joker-conversion"].rules
JOKERS_FIRST = PRESETS["jokers-first-wins"].rules
AUCTION = PRESETS["auction"].rules


def play(card: str) -> Play:
    return Play(parse_cards(card)[0])


def said(game: Game, chosen: str, best: str, cost: float = 19.0, noise: float = 1.0) -> str:
    """The coach's sentence on South playing ``chosen`` in ``game`` where ``best`` scored ``cost`` more."""
    mine, other = play(chosen), play(best)
    decision = Decision(4, SOUTH, mine, ((other, 0.0), (mine, -cost)), game.trick_number + 1, cost,
                        Message.of("x"), noise=noise)
    return str(explain(decision, HandStep(4, 4, SOUTH, mine, game)))


def joker_trick() -> Game:
    """Joker trumps, the QA's trick 10 as a first trick: West 5♠, North A♠, East 8♠; South holds 4♠ 6♠ Q♠ and the
    Big Joker."""
    return position(JOKER_TRUMPS, {SOUTH: "4S 6S QS BJ", WEST: "7S 9S LJ", NORTH: "8C 9H TH", EAST: "TS JS KS"},
                    ["2", "3", "3", "3"], trick=[(WEST, "5S"), (NORTH, "AS"), (EAST, "8S")], dealer=SOUTH)


def test_joker_trumps_a_big_joker_under_the_partners_ace_does_not_take_the_trick() -> None:
    """The review said North took trick 10; the coach said "playing the Big Joker … cost about 8 points: your
    partner's A♠ was already winning the trick; the Q♠ would have left it there"."""
    game = joker_trick()
    text = said(game, "BJ", "QS", cost=8.0)
    assert game.trick_winner([*game.trick, (SOUTH, parse_cards("BJ")[0])]) == NORTH
    assert "already winning" not in text, text
    assert text == "South: playing the Big Joker at trick 1 cost about 8 points: the Q♠ was worth more.", text


def test_joker_trumps_overtaking_the_partners_spade_is_still_said() -> None:
    """Over the partner's K♠ the A♠ does take the trick: that reason stays."""
    game = position(JOKER_TRUMPS, {SOUTH: "AS 4S 6S BJ"}, ["2", "3", "3", "3"],
                    trick=[(WEST, "5S"), (NORTH, "KS"), (EAST, "8S")], dealer=SOUTH)
    assert "your partner's K♠ was already winning the trick; the 4♠ would have left it there" in said(
        game, "AS", "4S"), said(game, "AS", "4S")


def test_joker_trumps_no_joker_is_said_to_beat_a_trump_led() -> None:
    """"Higher trumps were still out to beat the Q♠, the Big Joker among them" and "the Big Joker was still out and
    beats the Little Joker": under joker trumps a joker wins nothing by itself."""
    gone = [[(SOUTH, "3C"), (WEST, "AS"), (NORTH, "KS"), (EAST, "4C")]]
    game = position(JOKER_TRUMPS, {SOUTH: "QS LJ 5H 6H 7H 8H 9H TH JH 3D 4D 5D"}, ["3", "3", "3", "3"],
                    completed=gone, winners=[WEST])
    text = said(game, "QS", "5H")
    assert "Joker" not in text and "still out" not in text, text
    assert text.endswith("the 5♥ was worth more."), text
    assert "still out" not in said(game, "LJ", "5H"), said(game, "LJ", "5H")
    ace_out = position(JOKER_TRUMPS, {SOUTH: "QS LJ 5H 6H 7H 8H 9H TH JH 3D 4D 5D"}, ["3", "3", "3", "3"],
                       completed=[[(SOUTH, "3C"), (WEST, "KS"), (NORTH, "4C"), (EAST, "5C")]], winners=[WEST])
    assert "the A♠ was still out and beats the Q♠; the 5♥ was worth more" in said(ace_out, "QS", "5H")


def test_jokers_first_wins_the_big_joker_does_not_beat_a_little_joker_led() -> None:
    """Where the first joker played wins, a Little Joker led is not beaten by the Big Joker."""
    game = position(JOKERS_FIRST, {SOUTH: "LJ 6S 7H 9H 9D 4C 5C 6C 7C 8C 9C TC"}, ["3", "3", "3", "3"],
                    completed=[[(SOUTH, "3C"), (WEST, "JC"), (NORTH, "QC"), (EAST, "KC")]], winners=[EAST])
    assert "still out" not in said(game, "LJ", "7H"), said(game, "LJ", "7H")


def test_a_sure_shortfall_under_the_flag_line_is_not_called_a_mistake() -> None:
    """"South: playing the J♠ at trick 10 cost about 2 points: the 6♣ was worth more." was said 7 times in 10
    hands, each time of the card the hint had just advised (it keeps its card when under 5 points worse)."""
    game = position(RuleSet(), {SOUTH: "JS 6C 7C 8D 9D TD 2H 3H 4H 5H 6H 7H 8H"}, ["3", "3", "3", "3"])
    assert said(game, "JS", "6C", cost=2.0, noise=0.5) == (
        "South: the J♠ was nearly as good as the 6♣ (about 2 points less over the guesses).")
    assert said(game, "JS", "6C", cost=0.6, noise=0.1).endswith("(about 1 point less over the guesses).")
    assert said(game, "JS", "6C", cost=FLAG_POINTS, noise=0.5).startswith(
        "South: playing the J♠ at trick 1 cost about 5 points: "), "the flagged wording stays"
    assert "within their luck" in said(game, "JS", "6C", cost=2.0, noise=2.0)


def test_a_lower_trump_better_than_the_trump_led_gets_no_higher_trumps_reason() -> None:
    """whiz (QA): South led the 9♠ from 3♠ 6♠ 8♠ 9♠ with the A♠, K♠ and Q♠ out, and the 6♠ was better: "higher
    trumps were still out to beat the 9♠, the A♠ among them; the 6♠ was worth more", where the 6♠ was beaten by
    the same trumps. Against a side card the reason stays."""
    game = position(RuleSet(), {SOUTH: "3S 6S 8S 9S 2H", WEST: "6C 7C 8C KS 3H", NORTH: "TD 2S 4S 7S 4H",
                                EAST: "QC QD QS AS 5H"}, ["5", "2", "3", "3"], dealer=EAST)
    assert "still out" not in said(game, "9S", "6S"), said(game, "9S", "6S")
    assert said(game, "9S", "6S").endswith("the 6♠ was worth more."), said(game, "9S", "6S")
    assert "higher trumps were still out to beat the 9♠, the A♠ among them; the 2♥ was worth more" in said(
        game, "9S", "2H")


def test_an_auction_defender_ducking_says_what_the_declarers_overtricks_score() -> None:
    """"I avoid tricks I do not need: I duck with the Q♥, my highest card that loses" hid that the defenders
    score 10 for each trick the declarers take over their contract (the declarers' side says "each trick over
    it scores for the other side"). East-West have made their 9 (the defenders duck no trick of a live contract
    since: test_auction_defence)."""
    made = [[(EAST, f"{r}{suit}"), (SOUTH, f"{a}{suit}"), (WEST, f"{b}{suit}"), (NORTH, f"{c}{suit}")]
            for suit in "CDS" for r, a, b, c in (("A", "2", "3", "4"), ("K", "5", "6", "7"), ("Q", "8", "9", "T"))]
    game = position(AUCTION, {SOUTH: "2H 5H JH QH"}, ["pass", "pass", "pass", "auction 3"], completed=made,
                    winners=[EAST] * 9, trick=[(EAST, "AH")], dealer=NORTH)
    player = NormalPlayer(seed=1, bid_samples=0)
    card = player.choose(game.view(SOUTH))
    reason = player.explain()
    assert card == play("QH"), (card, reason)
    assert reason.startswith("each trick the declarers take over their 9 scores 10 for us: "), reason

"""The scorekeeper's tally: bids and tricks alone score exactly as a played game does."""

from __future__ import annotations

import dataclasses
import random

import pytest

from spades_desktop.engine import Bid, BidKind, Game, HandScore, ParseError, RuleSet
from spades_desktop.engine.events import HandScored
from spades_desktop.engine.scoring import HandFacts, facts_of
from spades_desktop.engine.tally import (
    BidError,
    HandEntry,
    PastEndError,
    TallyError,
    TricksError,
    bidding_order,
    check_tricks,
    dealer_of_hand,
    fact_names,
    fact_text,
    parse_bid,
    parse_fact,
    parse_tricks,
    tally_hand,
    tally_match,
)
from spades_desktop.rules import load_all, load_preset

PRESETS = load_all().presets
SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def bids(text: str) -> tuple[Bid, ...]:
    return tuple(parse_bid(word.replace("_", " ")) for word in text.split())


def rules_of(preset_id: str) -> RuleSet:
    return load_preset(preset_id).rules


def play_random(rules: RuleSet, seed: int, max_hands: int) -> Game:
    """A game of random legal moves (bids, exchanges, draws and plays) through ``Game`` alone."""
    return play_random_with_facts(rules, seed, max_hands)[0]


def play_random_with_facts(rules: RuleSet, seed: int, max_hands: int) -> tuple[Game, list[HandFacts]]:
    """``play_random`` and each scored hand's card facts, derived from its tricks as a scorekeeper enters them."""
    game = Game(rules, seed)
    rng = random.Random(seed)
    facts: list[HandFacts] = []
    while not game.is_over and len([h for h in game.hands_log if h.score]) < max_hands:
        legal = list(game.legal_actions())
        completed, winners = game.completed, game.trick_winners  # a new hand starts new lists
        events = game.apply(rng.choice(legal))
        if any(isinstance(e, HandScored) for e in events):
            facts.append(facts_of(rules, completed, winners))
    return game, facts


def without_deal(score: HandScore) -> HandScore:
    return dataclasses.replace(score, deal_number=0)


# ------------------------------------------------------------ the property
@pytest.mark.parametrize("preset", PRESETS, ids=[p.id for p in PRESETS])
def test_tally_equals_the_played_game_for_every_preset(preset: object) -> None:
    preset_rules: RuleSet = preset.rules  # type: ignore[attr-defined]
    # so that random games end too (the auction's scores never fall below zero: it refuses a losing score)
    short = dataclasses.replace(preset_rules, target=100, mercy=None if preset_rules.auction else -100)
    ended = 0
    for seed in range(6):
        rules = preset_rules if seed < 3 else short
        game, facts = play_random_with_facts(rules, seed * 7919 + 11, max_hands=40)
        logs = [h for h in game.hands_log if h.score is not None]
        need = bool(fact_names(rules))
        entries = [HandEntry(h.score.bids, h.score.tricks, f if need else None)
                   for h, f in zip(logs, facts, strict=True) if h.score is not None]
        tally = tally_match(rules, entries, logs[0].dealer)
        assert [without_deal(s) for s in tally.scores] == [without_deal(h.score) for h in logs if h.score]
        assert tally.totals == tuple(game.scores)
        assert tally.bags == tuple(game.bags)
        assert tally.winner == game.winner
        assert tally.is_over == game.is_over
        ended += game.is_over
    assert ended, "no random game reached its end: the game's end went untested"


def test_tally_follows_each_hand_of_a_played_game_one_by_one() -> None:
    rules = rules_of("blind-from-behind")  # blind bids depend on the running totals
    game = play_random(rules, 5, max_hands=12)
    totals, bags = [0, 0], [0, 0]
    for log in game.hands_log:
        if log.score is None:
            continue
        score = tally_hand(rules, log.dealer, log.score.bids, log.score.tricks, totals, bags,
                           hand_number=log.hand_number)
        assert without_deal(score) == without_deal(log.score)
        totals = list(score.totals)
        bags = [s.bags_after for s in score.sides]


# ----------------------------------------------------------- bid checks
def test_suicide_partner_of_a_non_nil_bidder_must_bid_nil() -> None:
    rules = rules_of("suicide")
    with pytest.raises(BidError) as info:
        tally_hand(rules, EAST, bids("4 5 3 nil"), [4, 5, 2, 2], hand_number=3)
    assert info.value.seat == NORTH and info.value.hand == 3 and info.value.field == "bid"
    assert "North: you cannot bid 3 now" in str(info.value) and "must" in str(info.value)


def test_board_side_must_reach_the_board() -> None:
    rules = rules_of("board")
    with pytest.raises(BidError, match=r"at least 4 \(the board\)") as info:
        tally_hand(rules, EAST, bids("1 3 2 2"), [3, 3, 3, 4])
    assert info.value.seat == NORTH
    tally_hand(rules, EAST, bids("1 3 3 2"), [3, 3, 3, 4])


def test_whiz_bids_must_fit_the_spades_in_the_deck() -> None:
    rules = rules_of("whiz")
    with pytest.raises(BidError, match="13"):
        tally_hand(rules, EAST, bids("4 5 3 2"), [4, 5, 2, 2])
    score = tally_hand(rules, EAST, bids("4 5 nil 2"), [4, 5, 2, 2])  # the nil holds the other 2 spades
    assert score.sides[0].nils[0].made is False


def test_mirrors_bids_add_up_to_the_spades() -> None:
    rules = rules_of("mirrors")
    tally_hand(rules, EAST, bids("4 5 2 2"), [4, 5, 2, 2])
    with pytest.raises(BidError, match="12 of the 13"):
        tally_hand(rules, EAST, bids("4 5 1 2"), [4, 5, 2, 2])


def test_blind_nil_only_from_behind_uses_the_running_totals() -> None:
    rules = rules_of("blind-from-behind")
    with pytest.raises(BidError, match="100 points behind"):
        tally_hand(rules, EAST, bids("blind_nil 4 4 4"), [0, 5, 4, 4], [0, 0], [0, 0])
    score = tally_hand(rules, EAST, bids("blind_nil 4 4 4"), [0, 5, 4, 4], [0, 150], [0, 0])
    assert score.sides[0].nils[0].points == 200


def test_special_bids_only_where_the_preset_allows_them() -> None:
    with pytest.raises(BidError, match="South: you cannot bid moon now"):
        tally_hand(RuleSet(), EAST, bids("moon 1 1 1"), [13, 0, 0, 0])
    rules = rules_of("ten-for-two-hundred")
    tally = tally_match(rules, [HandEntry(bids("3 2 moon 2"), (5, 0, 8, 0))], EAST)
    assert tally.winner == 0 and tally.reason == "shot the moon"


def test_the_first_partner_who_bids_10_for_200_is_told_only_the_second_partner_may() -> None:
    """The refusal said only "bid 1 to 13 or nil", as if these rules had no 10 for 200."""
    rules = rules_of("ten-for-two-hundred")
    for words in ("10/200 3 3 3", "moon 3 3 3"):  # South bids first, before North, his partner
        with pytest.raises(BidError) as info:
            tally_hand(rules, EAST, bids(words), [10, 1, 1, 1])
        assert "only the partner who bids second may bid it; you may bid 1-13, nil, blind nil" in str(info.value)
    assert tally_hand(rules, EAST, bids("3 3 10/200 3"), [1, 1, 10, 1]).sides[0].made
    with pytest.raises(BidError) as standard:  # rules without the bid: not said
        tally_hand(RuleSet(), EAST, bids("10/200 3 3 3"), [10, 1, 1, 1])
    assert "second" not in str(standard.value)


def test_bids_are_checked_when_cards_are_passed_before_the_bidding() -> None:
    rules = rules_of("pass-left")  # every player passes 2 cards left, then the bidding
    with pytest.raises(BidError, match="South: you cannot bid moon now"):
        tally_hand(rules, EAST, bids("moon 1 1 1"), [13, 0, 0, 0])
    assert tally_hand(rules, EAST, bids("4 3 3 3"), [4, 3, 3, 3]).sides[0].made


# ---------------------------------------------------------- trick checks
def test_tricks_must_add_up_to_the_hand() -> None:
    with pytest.raises(TricksError, match="add up to 12, but a hand has 13") as info:
        tally_hand(RuleSet(), EAST, bids("4 3 3 3"), [4, 3, 3, 2])
    assert info.value.field == "tricks" and info.value.seat is None


def test_a_count_out_of_range_names_the_player() -> None:
    with pytest.raises(TricksError, match="West took 14 tricks") as info:
        check_tricks(RuleSet(), [0, 14, 0, 0], hand_number=2)
    assert info.value.seat == WEST and info.value.hand == 2
    with pytest.raises(TricksError, match="-1"):
        check_tricks(RuleSet(), [-1, 14, 0, 0])


def test_three_player_hand_has_seventeen_tricks() -> None:
    rules = rules_of("three-player")
    tally_hand(rules, 2, bids("5 6 4"), [5, 6, 6])
    with pytest.raises(TricksError, match="17"):
        tally_hand(rules, 2, bids("5 6 4"), [5, 6, 5])


def test_a_nil_that_took_tricks_is_set_and_its_tricks_count_for_the_partner() -> None:
    score = tally_hand(RuleSet(), EAST, bids("nil 3 4 3"), [2, 3, 4, 4])
    south_north = score.sides[0]
    assert south_north.nils[0].points == -100 and south_north.tricks == 6
    assert south_north.contract_points == 40 and south_north.bags == 2


# ---------------------------------------------------------------- match
def test_dealer_passes_left_and_south_bids_first_after_east_deals() -> None:
    rules = RuleSet()
    assert bidding_order(rules, EAST) == (SOUTH, WEST, NORTH, EAST)
    assert [dealer_of_hand(rules, EAST, k) for k in (1, 2, 3, 4, 5)] == [EAST, SOUTH, WEST, NORTH, EAST]


def test_bags_roll_over_into_a_penalty() -> None:
    rules = RuleSet()
    hand = HandEntry(bids("1 3 1 3"), (4, 3, 3, 3))  # South-North 2 bid, 7 taken: 5 bags a hand
    tally = tally_match(rules, [hand, hand], EAST)
    assert tally.bags == (0, 0)
    assert tally.scores[1].sides[0].bag_penalty == -100
    assert tally.totals == (25 + 25 - 100, 60 + 60)


def test_the_game_ends_at_the_target_and_a_tie_plays_on() -> None:
    rules = dataclasses.replace(RuleSet(), target=100)
    tie = HandEntry(bids("3 3 3 4"), (3, 3, 3, 4))  # 60 to 70
    tally = tally_match(rules, [tie], EAST)
    assert not tally.is_over and tally.next_dealer == SOUTH
    done = tally_match(rules, [tie, HandEntry(bids("3 3 2 2"), (3, 3, 2, 5))], EAST)
    assert done.totals == (110, 123) and done.winner == 1 and done.reason == "reached the target"
    level = dataclasses.replace(RuleSet(), target=120)
    tied = tally_match(level, [HandEntry(bids("3 3 3 3"), (3, 3, 3, 4)), HandEntry(bids("3 3 3 3"), (4, 3, 3, 3))],
                       EAST)
    assert tied.totals == (121, 121) and not tied.is_over  # both past the target, level: another hand
    assert tied.tied and not tally.tied and not done.tied  # what the windows say: one more hand decides


def test_a_tie_at_the_last_hand_or_below_the_target_is_told_apart() -> None:
    """``ends_tied``: only a tie where the game would have ended plays on for that reason."""
    level = HandEntry(bids("3 3 3 3"), (3, 3, 3, 4))  # 60 and 61
    even = HandEntry(bids("3 3 3 3"), (4, 3, 3, 3))  # 61 and 60: 121 all
    two_hands = dataclasses.replace(RuleSet(), hand_limit=2)
    assert tally_match(two_hands, [level, even], EAST).tied  # the last hand played, level: one more
    assert not tally_match(RuleSet(), [level, even], EAST).tied  # level at 121 of 500: the game goes on anyway
    assert not tally_match(RuleSet(), [], EAST).tied


def test_the_losing_score_ends_the_game() -> None:
    tally = tally_match(RuleSet(), [HandEntry(bids("6 1 6 1"), (3, 5, 3, 2)),
                                    HandEntry(bids("6 1 6 1"), (3, 5, 3, 2))], EAST)
    assert tally.totals == (-240, 50 - 100) and tally.winner == 1  # 10 bags cost West-East 100


def test_a_hand_after_the_end_is_refused() -> None:
    rules = dataclasses.replace(RuleSet(), target=50)
    hand = HandEntry(bids("3 3 3 3"), (3, 3, 3, 4))
    with pytest.raises(PastEndError, match="ended after hand 1") as info:
        tally_match(rules, [hand, hand], EAST)
    assert info.value.hand == 2


# -------------------------------------------------------------- bid text
@pytest.mark.parametrize(("text", "bid"), [
    ("4", Bid(4)), ("n", Bid(0, BidKind.NIL)), ("Nil", Bid(0, BidKind.NIL)),
    ("b", Bid(0, BidKind.BLIND_NIL)), ("blind nil", Bid(0, BidKind.BLIND_NIL)), ("BN", Bid(0, BidKind.BLIND_NIL)),
    ("b5", Bid(5, BidKind.BLIND)), ("blind 5", Bid(5, BidKind.BLIND)), ("10 for 200", Bid(10, BidKind.TEN_FOR_200)),
    ("moon", Bid(13, BidKind.MOON)), ("M", Bid(13, BidKind.MOON)),
])
def test_parse_bid(text: str, bid: Bid) -> None:
    assert parse_bid(text) == bid


@pytest.mark.parametrize("text", ["", "x", "AS", "pass 2C", "look", "4 5", "18"])
def test_parse_bid_refuses_what_is_not_a_bid(text: str) -> None:
    with pytest.raises(ParseError, match="not a bid"):
        parse_bid(text)


@pytest.mark.parametrize("text", ["-4", "--5", "4-", "4 -", "- 4", "blind -5", "-n"])
def test_a_minus_sign_typed_with_a_bid_is_not_a_bid(text: str) -> None:
    """"-4" was scored as a bid of 4 without a word: every hyphen was read as a space (meant for "blind-nil")."""
    with pytest.raises(ParseError, match=r"is not a bid; these rules allow 1-13, nil, blind nil"):
        parse_bid(text, rules_of("standard"))
    # a hyphen joining two words still reads as a space
    assert parse_bid("Blind-Nil") == Bid(0, BidKind.BLIND_NIL)
    assert parse_bid("blind-5") == Bid(5, BidKind.BLIND)
    assert parse_bid("10-for-200") == Bid(10, BidKind.TEN_FOR_200)


@pytest.mark.parametrize("text", ["²", "b²", "blind ³", "①"])
def test_a_superscript_digit_typed_as_a_bid_is_not_a_bid(text: str) -> None:
    with pytest.raises(ParseError, match="not a bid"):
        parse_bid(text)


def test_a_superscript_digit_typed_as_tricks_asks_for_a_number() -> None:
    with pytest.raises(TricksError, match="took how many tricks"):
        parse_tricks(RuleSet(), 0, "²")
    with pytest.raises(ParseError, match="first run"):
        parse_fact(rules_of("bonus-points"), "first run", "² 3", HandFacts())


def test_a_club_s_own_marks_read_as_the_bids_they_stand_for() -> None:
    forms = {"н": "nil", "сн": "blind nil", "с{n}": "blind {n}", "{n} + малое бемо": "{n} little bemo"}
    assert parse_bid("Н", forms=forms) == Bid(0, BidKind.NIL)
    assert parse_bid(" СН ", forms=forms) == Bid(0, BidKind.BLIND_NIL)
    assert parse_bid("с12", forms=forms) == Bid(12, BidKind.BLIND)
    assert parse_bid("4 +  Малое бемо", forms=forms) == Bid(4, BidKind.LITTLE_BEMO)
    assert parse_bid("n", forms=forms) == Bid(0, BidKind.NIL), "the engine's own words still read"
    with pytest.raises(ParseError):
        parse_bid("с", forms=forms)


def test_a_wrong_bid_is_told_the_bids_of_its_own_rules() -> None:
    # The scorekeeper listed every preset's bids (lexington, little mo…) under a standard game.
    with pytest.raises(ParseError) as standard:
        parse_bid("x", rules_of("standard"))
    assert "nil" in str(standard.value) and "lexington" not in str(standard.value)
    with pytest.raises(ParseError) as mo:
        parse_bid("little", rules_of("mo-and-bemo"))
    assert "little mo" in str(mo.value) and "lexington" not in str(mo.value)


# --------------------------------------------------- the new bidding systems
def test_no_trump_is_declared_on_top_of_the_number_bid() -> None:
    rules = rules_of("no-trump")
    score = tally_hand(rules, EAST, bids("3_no_trump 3 2 3"), [4, 3, 2, 4])
    assert ("no trump", 30) in score.sides[0].specials


def test_raise_once_accepts_a_bid_reached_only_by_raising() -> None:
    rules = dataclasses.replace(rules_of("raise-once"), max_bid=5)
    score = tally_hand(rules, EAST, bids("5 3 2 3"), [5, 3, 2, 3])  # 5 is bid directly too
    assert score.sides[0].made
    with pytest.raises(BidError, match="South"):
        tally_hand(rules, EAST, bids("7 3 2 1"), [7, 3, 2, 1])


def test_auction_has_one_declarer_and_passes() -> None:
    rules = rules_of("auction")
    score = tally_hand(rules, EAST, bids("pass auction_2 pass pass"), [3, 5, 1, 4])
    assert score.sides[1].made and score.sides[1].contract == 8
    with pytest.raises(BidError):
        tally_hand(rules, EAST, bids("pass pass pass pass"), [3, 5, 1, 4])


def test_a_number_typed_in_the_auction_is_its_bid_of_that_number() -> None:
    # Re-check QA: a secretary typed 7 and was told "you cannot bid 7 now: bid 1 to 7 ... or pass".
    rules = rules_of("auction")
    assert parse_bid("7", rules) == Bid(7, BidKind.AUCTION) and parse_bid("7 ") == Bid(7)
    score = tally_hand(rules, EAST, [parse_bid(t, rules) for t in ("pass", "2", "pass", "pass")], [3, 5, 1, 4])
    assert score.sides[1].made and score.sides[1].contract == 8


def test_partnership_talk_counts_then_the_sides_bid() -> None:
    rules = rules_of("partnership-talk")
    score = tally_hand(rules, EAST, bids("3 2 side_6 side_5"), [3, 3, 3, 4])
    assert score.sides[0].contract == 6 and score.sides[1].contract == 5
    with pytest.raises(BidError, match="East: you cannot bid side 7") as info:
        tally_hand(rules, EAST, bids("3 2 side_6 side_7"), [3, 3, 3, 4])  # 6 + 7 = 13 is refused
    assert info.value.seat == EAST


def test_half_bids_make_a_whole_side_bid() -> None:
    rules = rules_of("half-tricks")
    score = tally_hand(rules, EAST, bids("2.5 3 3.5 3"), [3, 3, 4, 3])
    assert score.sides[0].contract == 6


# ------------------------------------------------------------ card facts
def test_mo_needs_its_run_and_scores_from_it() -> None:
    rules = rules_of("mo-and-bemo")
    hand = bids("3 2 little_mo 2")
    with pytest.raises(TallyError, match="longest run") as info:
        tally_hand(rules, EAST, hand, [3, 3, 4, 3])
    assert info.value.field == "facts"
    made = tally_hand(rules, EAST, hand, [3, 3, 4, 3], facts=HandFacts(longest_runs=(7, 2)))
    lost = tally_hand(rules, EAST, hand, [3, 3, 4, 3], facts=HandFacts(longest_runs=(4, 2)))
    assert made.sides[0].made and not lost.sides[0].made
    assert made.sides[0].contract_points == -lost.sides[0].contract_points > 0


def test_bonus_points_from_the_entered_last_trick() -> None:
    rules = rules_of("bonus-points")
    hand = bids("3 4 3 3")
    with pytest.raises(TallyError, match="last trick"):
        tally_hand(rules, EAST, hand, [3, 4, 3, 3])
    facts = parse_fact(rules, "last trick", "W AS", HandFacts())
    facts = parse_fact(rules, "dix", "north lead", facts)
    score = tally_hand(rules, EAST, hand, [3, 4, 3, 3], facts=facts)
    assert ("last-trick ace", 20) in score.sides[1].specials
    assert ("dix", 10) in score.sides[0].specials
    with pytest.raises(TallyError, match="winner"):
        tally_hand(rules, EAST, bids("3 4 3 3"), [3, 0, 6, 4],
                   facts=parse_fact(rules, "last trick", "W AS", HandFacts()))


def test_ace_check_scores_the_aces_kept() -> None:
    rules = rules_of("ace-check")
    hand = bids("3_aces 2 side_6 side_5")  # South, talking first, holds the four aces
    with pytest.raises(TallyError, match="ace check"):
        tally_hand(rules, EAST, hand, [4, 2, 3, 4])
    kept = tally_hand(rules, EAST, hand, [4, 2, 3, 4], facts=parse_fact(rules, "aces", "N", HandFacts()))
    lost = tally_hand(rules, EAST, hand, [4, 2, 3, 4], facts=parse_fact(rules, "aces", "none", HandFacts()))
    assert ("ace check", 100) in kept.sides[0].specials and ("ace check", -100) in lost.sides[0].specials


@pytest.mark.parametrize(("name", "text"), [("last trick", "W"), ("last trick", "X AS"), ("first run", "6"),
                                            ("dix", "N sideways"), ("aces", "S N"), ("colour", "red")])
def test_parse_fact_refuses_and_says_the_format(name: str, text: str) -> None:
    with pytest.raises(ParseError, match=name):
        parse_fact(rules_of("bonus-points"), name, text, HandFacts())


def test_a_fact_names_a_seat_by_its_player_letter_or_name() -> None:
    rules = rules_of("bonus-points")
    for text in ("W AS", "west AS", "Bob AS", "bob as"):
        facts = parse_fact(rules, "last trick", text, HandFacts(), ("Ann", "Bob", "Cy", "Di"))
        assert facts.last_winner == WEST and str(facts.last_card) == "AS"
    assert fact_text(rules, "last trick", facts) == "W AS"


def test_presets_that_need_card_facts_name_them() -> None:
    assert fact_names(RuleSet()) == ()
    assert fact_names(rules_of("mo-and-bemo")) == ("first run", "longest run")
    assert fact_names(rules_of("ace-check")) == ("aces",)
    assert "last trick" in fact_names(rules_of("bonus-points"))


def test_a_blind_nil_is_kept_at_a_table_whose_kitty_goes_to_the_two_of_clubs() -> None:
    """The kitty taker looked at its cards, so it bid in sight; the scorekeeper does not know who that was."""
    rules = rules_of("kitty-three")
    for blind_seat in range(3):
        entered = [Bid(5), Bid(6), Bid(5)]
        entered[blind_seat] = Bid(0, BidKind.BLIND_NIL)
        tricks = [8, 9, 0]
        tricks[blind_seat], tricks[2] = 0, tricks[blind_seat]
        score = tally_hand(rules, 2, entered, tricks, hand_number=1)
        assert any(nil.seat == blind_seat and nil.made for side in score.sides for nil in side.nils)

"""players.cancellation: six players in three sides of two with two decks; one named scenario per rule.

Source ([V] "cancellation spades"): 3 teams of 2 with 2 decks minus both 2♥; 2♦ is the top trump, then 2♣,
then A♠ (they follow the spade rules); identical cards played to one trick cancel and cannot win it; a trick
won by nobody is dead and set aside; nil 50, double nil 200, no blind bonuses; a failed bid loses 10 a missing
trick; a nil bidder's tricks do not count for its partner and cost 10 each; overtricks 1 point, no bag
penalty; six hands, each player deals once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from spades_desktop.engine import (
    NIL,
    Bid,
    BidKind,
    Card,
    Game,
    GameOver,
    HandScored,
    IllegalActionError,
    Phase,
    Play,
    RuleSet,
    Suit,
    TrickDead,
    TrickWon,
    cancelled_cards,
    cards_of,
    distinct_copies,
    mask_of,
    parse_action,
    parse_cards,
    score_hand,
)
from spades_desktop.record import GameRecord, replay
from spades_desktop.rules import load_all, rules_card

from .rules_testkit import Checker, bid_all, lowest

RULES = load_all()["cancellation"].rules
S0, S1, S2, S3, S4, S5 = range(6)  # sides: 0 = seats 0 & 3, 1 = seats 1 & 4, 2 = seats 2 & 5


def deal(wanted: dict[int, str], void: dict[int, str] | None = None) -> list[list[Card]]:
    """Six hands of 17: the ``wanted`` cards (a card named twice is both copies), the rest of the two decks
    dealt so that a seat in ``void`` gets no card of those suits (letters C, D, H, S; the deuce trumps are S)."""
    void = void or {}
    named = distinct_copies(c for seat in sorted(wanted) for c in parse_cards(wanted[seat]))
    hands: list[list[Card]] = [[] for _ in range(6)]
    pos = 0
    for seat in sorted(wanted):
        count = len(parse_cards(wanted[seat]))
        hands[seat] = list(named[pos:pos + count])
        pos += count
    used = mask_of(named)
    trumps = {str(c) for c in RULES.trump_order()}

    def letter(card: Card) -> str:
        return "S" if str(card) in trumps else str(card)[-1]

    rest = [c for c in RULES.deck() if not c.bit & used]
    rest.sort(key=lambda c: -sum(1 for s in range(6) if letter(c) in void.get(s, "")))  # hardest cards first
    for card in rest:  # each card to the allowed seat with the fewest cards, so every suit spreads around
        seat = min((s for s in range(6) if len(hands[s]) < 17 and letter(card) not in void.get(s, "")),
                   key=lambda s: (len(hands[s]), s))
        hands[seat].append(card)
    assert all(len(h) == 17 for h in hands)
    return hands


def game_with(wanted: dict[int, str], void: dict[int, str] | None = None, bids: Sequence[str] = ("2",) * 6) -> Game:
    """A game whose first hand is ``deal(...)``; the dealer is seat 5, so seat 0 bids and leads first."""
    game = Game(RULES, 7, first_dealer=S5, hands=deal(wanted, void))
    bid_all(game, bids)
    assert game.phase is Phase.PLAY and game.to_act == S0
    return game


DISCARD = "-"  # in ``play``: the seat's lowest legal card that is neither a trump nor (if it can) of the suit led


def play(game: Game, *texts: str) -> list[object]:
    events: list[object] = []
    for text in texts:
        if text == DISCARD:
            trumps = {str(c) for c in RULES.trump_order()}
            led = game.trick[0][1].suit if game.trick else None
            legal = game.legal_plays(game.to_act or 0)
            cards = ([c for c in legal if str(c) not in trumps and c.suit is not led]
                     or [c for c in legal if str(c) not in trumps])
            assert cards, "the seat has no plain card to discard"
            events += game.apply(Play(cards[0]))
        else:
            events += game.apply(Play(Card.parse(text)))
    return events


# ------------------------------------------------------------------ the table
def test_six_players_sit_in_three_sides_of_two_with_partners_opposite() -> None:
    assert RULES.players == 6 and RULES.sides == 3
    assert [RULES.side_of(s) for s in range(6)] == [0, 1, 2, 0, 1, 2]
    assert [RULES.partner_of(s) for s in range(6)] == [3, 4, 5, 0, 1, 2]
    game = Game(RULES, 1)
    assert game.view(S0).hand_sizes == (17,) * 6
    assert len(game.scores) == 3 and len(game.view(S2).scores) == 3


def test_two_decks_without_both_two_of_hearts() -> None:
    deck = RULES.deck()
    assert len(deck) == 102 and len(set(deck)) == 102
    texts = [str(c) for c in deck]
    assert "2H" not in texts
    assert all(texts.count(t) == 2 for t in set(texts))
    game = Game(RULES, 5)
    dealt = [c for s in range(6) for c in game.hand_of(s)]
    assert sorted(dealt) == sorted(deck)


def test_a_card_text_names_either_copy() -> None:
    ace = Card.parse("AS")
    assert str(ace.twin) == "AS" and ace.twin.pretty == "A♠" and ace.twin.twin is ace
    assert ace.twin != ace and ace.twin.base == ace.base and Card.parse(str(ace.twin)) is ace
    game = game_with({S0: "AH", S1: "AH"})
    held = game.hand_of(S1)
    play(game, "AH")
    play(game, "AH")  # seat 1 holds the other copy: "AH" plays it
    assert game.trick[1][1] is not game.trick[0][1] and str(game.trick[1][1]) == "AH"
    assert held != game.hand_of(S1)


# ------------------------------------------------------------------ trumps
def test_two_of_diamonds_beats_two_of_clubs_beats_ace_of_spades() -> None:
    game = game_with({S0: "5H", S1: "AS", S2: "2C", S3: "2D"}, void={s: "H" for s in (1, 2, 3)})
    events = play(game, "5H", "AS", "2C", "2D", DISCARD, DISCARD)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert won and won[0].winner == S3
    game2 = game_with({S0: "5H", S1: "AS", S2: "2C"}, void={s: "H" for s in (1, 2)})
    won = [e for e in play(game2, "5H", "AS", "2C", DISCARD, DISCARD, DISCARD) if isinstance(e, TrickWon)]
    assert won[0].winner == S2


def test_the_deuce_trumps_follow_spades() -> None:
    game = game_with({S0: "2S 3D", S1: "2D 4D 5D", S3: "KS"}, void={S1: "S", S0: "HC"})
    # seat 0 holds only spades and diamonds: after spades are broken it may lead the 2♠
    game.broken = True
    play(game, "2S")
    legal = {str(a) for a in game.legal_actions()}
    assert legal == {"2D"}, "the 2♦ is a spade: it must follow a spade lead"


# ------------------------------------------------------------------ cancellation
def test_identical_cards_cancel_and_the_next_best_card_wins() -> None:
    game = game_with({S0: "AH", S1: "AH", S2: "KH"}, void={s: "H" for s in (3, 4, 5)})
    events = play(game, "AH", "AH", "KH", DISCARD, DISCARD, DISCARD)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [w.winner for w in won] == [S2]
    assert game.tricks == [0, 0, 1, 0, 0, 0] and game.to_act == S2


def test_cancelled_trumps_let_a_lower_trump_win() -> None:
    game = game_with({S0: "5H", S1: "2D", S2: "2D", S3: "3S"}, void={s: "H" for s in (1, 2, 3)})
    events = play(game, "5H", "2D", "2D", "3S", DISCARD, DISCARD)
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [S3]


def test_a_trick_that_nothing_left_can_win_is_dead_and_its_leader_leads_again() -> None:
    game = game_with({S0: "5H 9H", S1: "5H"}, void={s: "H" for s in (2, 3, 4, 5)})
    events = play(game, "5H", "5H", DISCARD, DISCARD, DISCARD, DISCARD)
    dead = [e for e in events if isinstance(e, TrickDead)]
    assert len(dead) == 1 and not any(isinstance(e, TrickWon) for e in events)
    assert dead[0].trick_number == 1 and dead[0].leader == S0 and len(dead[0].plays) == 6
    assert game.tricks == [0] * 6 and game.trick_winners == [None]
    assert game.to_act == S0 and game.trick_number == 1
    view = game.view(S4)
    assert view.trick_winners == (None,) and view.completed_tricks == (dead[0].plays,)


def test_all_winning_cards_cancelled_with_trumps_too_is_dead() -> None:
    game = game_with({S0: "5H", S1: "5H", S2: "AS", S3: "AS"}, void={s: "H" for s in (2, 3, 4, 5)})
    events = play(game, "5H", "5H", "AS", "AS", DISCARD, DISCARD)
    assert any(isinstance(e, TrickDead) for e in events)
    assert game.to_act == S0


def test_a_dead_trick_leaves_the_hand_short_of_tricks_and_it_still_scores() -> None:
    game = game_with({S0: "5H", S1: "5H"}, void={s: "H" for s in (2, 3, 4, 5)})
    dead = sum(isinstance(e, TrickDead) for e in play(game, "5H", "5H", DISCARD, DISCARD, DISCARD, DISCARD))
    score = None
    while score is None:
        for event in game.apply(lowest(game)):
            dead += isinstance(event, TrickDead)
            if isinstance(event, HandScored):
                score = event.score
    assert dead >= 1 and sum(score.tricks) == 17 - dead
    assert game.hand_number == 2


# ------------------------------------------------------------------ scoring
def bids(*texts: str) -> tuple[Bid, ...]:
    return tuple(parse_action(t) for t in texts)  # type: ignore[misc]


def side(score_tricks: Sequence[int], bid_texts: Sequence[str], side_index: int) -> tuple[int, object]:
    score = score_hand(RULES, bids(*bid_texts), list(score_tricks), [0, 0, 0], [0, 0, 0])
    s = score.sides[side_index]
    return s.points, s


def test_a_made_nil_scores_50_and_a_double_nil_200() -> None:
    points, _ = side([0, 3, 3, 5, 3, 3], ["nil", "3", "3", "4", "3", "3"], 0)
    assert points == 50 + 40 + 1
    points, _ = side([0, 3, 3, 5, 3, 3], ["blind nil", "3", "3", "4", "3", "3"], 0)
    assert points == 200 + 40 + 1


def test_a_failed_contract_loses_10_a_missing_trick() -> None:
    points, s = side([2, 3, 4, 1, 3, 4], ["3", "3", "3", "2", "3", "3"], 0)  # bid 5, took 3
    assert points == -20
    assert s.made is False and s.contract_points == -20  # type: ignore[attr-defined]


def test_overtricks_score_a_point_each_with_no_bag_penalty() -> None:
    score = score_hand(RULES, bids("1", "3", "3", "1", "3", "3"), [6, 3, 3, 5, 0, 0], [0, 0, 0], [0, 9, 0])
    s0 = score.sides[0]
    assert s0.points == 20 + 9 and s0.bag_penalty == 0 and s0.bags_after == 9


def test_a_nil_bidders_tricks_do_not_count_for_its_partner_and_cost_10_each() -> None:
    # seat 0 bid nil and took 2; its partner (seat 3) bid 4 and took 3: the side's contract is set by one
    points, s = side([2, 3, 3, 3, 3, 3], ["nil", "3", "3", "4", "3", "3"], 0)
    nil = s.nils[0]  # type: ignore[attr-defined]
    assert nil.made is False and nil.points == -50 - 2 * 10
    assert s.tricks == 3 and s.contract_points == -10  # type: ignore[attr-defined]
    assert points == -70 - 10


def test_sides_score_apart() -> None:
    score = score_hand(RULES, bids("2", "3", "4", "2", "3", "4"), [4, 6, 3, 0, 0, 4], [10, 20, 30], [0, 0, 0])
    assert [s.seats for s in score.sides] == [(0, 3), (1, 4), (2, 5)]
    assert score.totals == (10 + 40, 20 + 60, 30 - 10)


# ------------------------------------------------------------------ the game
def test_the_game_is_six_hands_and_each_player_deals_once() -> None:
    game = Game(RULES, 3)
    rng = random.Random(3)
    over: list[GameOver] = []
    while not game.is_over:
        action = game.legal_actions()[int(rng.random() * len(game.legal_actions()))]
        if game.phase is Phase.BID and isinstance(action, Bid) and action.kind is BidKind.BLIND_NIL:
            action = game.legal_actions()[-1]
        over += [e for e in game.apply(action) if isinstance(e, GameOver)]
    totals = game.scores
    if totals.count(max(totals)) == 1:
        assert game.hand_number == 6 and "6 hands" in over[0].reason
        assert sorted(h.dealer for h in game.hands_log) == list(range(6))
    assert over[0].winner == totals.index(max(totals))


def test_no_blind_bids_besides_double_nil() -> None:
    game = Game(RULES, 2, first_dealer=S5)
    legal = game.legal_actions()
    assert {str(a) for a in legal} == {"blind nil", "look"}
    assert not RULES.blind_bids


def test_nil_may_be_bid_and_the_bids_go_to_13() -> None:
    game = Game(RULES, 2, first_dealer=S5)
    game.apply(game.legal_actions()[-1])  # look
    legal = game.legal_actions()
    assert NIL in legal and Bid(13) in legal and Bid(1) in legal


def test_the_rules_that_do_not_fit_six_players_are_refused() -> None:
    from spades_desktop.engine import RulesError

    for bad in (dict(decks=1), dict(partnerships=False), dict(moon=True), dict(show_seven=True, blind_nil=False),
                dict(high_trumps=("BJ", "LJ"), removed_cards=("2H", "2C", "2D"))):
        with pytest.raises(RulesError):
            replace(RULES, **bad).validate()  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="two decks"):
        RuleSet(cancellation=True).validate()
    with pytest.raises(RulesError, match="six-player"):
        RuleSet(decks=2).validate()


# ------------------------------------------------------------------ whole games
def test_random_playouts_keep_the_invariants() -> None:
    checker = Checker(RULES)
    for seed in range(6):
        checker.play_game(seed, max_hands=7)
    assert checker.hands_played >= 30 and checker.games_over >= 5


@pytest.mark.parametrize("rules", [RULES, replace(RULES, nil_exchange="pass")], ids=["preset", "nil-pass"])
def test_views_never_reveal_a_hidden_card(rules: RuleSet) -> None:
    game = Game(rules, 99)
    rng = random.Random(5)
    for _ in range(700):
        if game.is_over:
            break
        for seat in range(6):
            view = game.view(seat)
            public = {c for _, c in view.trick} | {c for t in view.completed_tricks for _, c in t}
            own = set(game.hand_of(seat)) | set(view.passed) | set(view.received)
            seen = set(view.hand or ()) | public | set(view.passed) | set(view.received)
            for action in view.legal:
                seen |= set(getattr(action, "cards", ()) or ())
                if isinstance(action, Play):
                    seen.add(action.card)
            assert seen <= own | public
            assert view.hand is None or mask_of(view.hand) == game.hand_mask(seat)
            if seat != game.to_act:
                assert view.legal == ()
        game.apply(rng.choice(list(game.legal_actions())))


def test_copy_is_independent() -> None:
    game = Game(RULES, 11)
    rng = random.Random(11)
    while game.phase is not Phase.PLAY or game.trick_number < 3:
        game.apply(rng.choice(list(game.legal_actions())))
    before = (list(game.hands), list(game.tricks), list(game.trick_winners), list(game.completed), game.to_act)
    copy = game.copy()
    for _ in range(60):
        copy.apply(rng.choice(list(copy.legal_actions())))
    assert (list(game.hands), list(game.tricks), list(game.trick_winners), list(game.completed),
            game.to_act) == before


def test_a_saved_game_replays_with_both_copies_and_dead_tricks() -> None:
    for seed in range(40):  # a seeded game (a record replays the deals from the seed) with a dead trick in it
        game = Game(RULES, seed)
        rng = random.Random(seed)
        dead = 0
        while not game.is_over and not dead:
            dead += sum(isinstance(e, TrickDead) for e in game.apply(rng.choice(list(game.legal_actions()))))
        if dead:
            break
    assert dead, "no dead trick in 40 random games"
    for _ in range(150):
        if not game.is_over:
            game.apply(rng.choice(list(game.legal_actions())))
    again = replay(GameRecord.from_json(GameRecord.from_game(game).to_json()))

    def texts(cards: Sequence[Card]) -> list[str]:  # a text names either copy, so compare the cards by text
        return sorted(str(c) for c in cards)

    assert [texts(again.hand_of(s)) for s in range(6)] == [texts(game.hand_of(s)) for s in range(6)]
    assert again.scores == game.scores and again.trick_winners == game.trick_winners
    assert [[str(c) for _, c in t] for t in again.completed] == [[str(c) for _, c in t] for t in game.completed]
    assert [log.score for log in again.hands_log] == [log.score for log in game.hands_log]


def test_an_illegal_copy_play_says_why() -> None:
    game = game_with({S0: "5H 9H", S1: "7H"}, void={S1: "S"})
    play(game, "5H")
    with pytest.raises(IllegalActionError, match="do not hold"):
        game.apply(Play(Card.parse("AS")) if not any(
            str(c) == "AS" for c in game.hand_of(S1)) else Play(Card.parse("KC")))


def test_the_rules_card_tells_the_cancellation() -> None:
    card = rules_card(load_all()["cancellation"])
    assert "cancel" in card and "dead" in card and "6 hands" in card and "missing trick" in card
    assert "two decks" in card and "three partnerships" in card
    # partners are three seats apart: "every second player between them" told a table of four
    assert "partners sit opposite (two players between them)" in card and "every second" not in card
    ru = rules_card(load_all()["cancellation"], "ru")
    assert "отменяют" in ru and "мёртвая" in ru


def test_effective_suit_of_a_copy_is_its_twins() -> None:
    from spades_desktop.engine.table import table_for

    t = table_for(RULES)
    for card in RULES.deck():
        assert t.eff_suit[card.index] == t.eff_suit[card.twin.index]
        assert t.power[card.index] == t.power[card.twin.index]
    two_d = Card.parse("2D")
    assert t.eff_suit[two_d.twin.index] == int(Suit.SPADES)
    assert two_d.twin.bit & t.trump_mask and cards_of(two_d.bit | two_d.twin.bit) == (two_d, two_d.twin)


def test_a_pass_that_names_a_card_twice_gives_both_copies() -> None:
    rules = replace(RULES, nil_exchange="pass", nil_pass_count=2, blind_nil_pass_count=2)
    game = Game(rules, 7, first_dealer=S5, hands=deal({S0: "AS AS 3C", S3: "KD KD"}))
    bid_all(game, ["nil", "2", "2", "3", "2", "2"])
    assert game.phase is Phase.EXCHANGE and game.to_act == S0
    game.apply(parse_action("pass AS AS"))
    game.apply(parse_action("pass KD KD"))
    assert sorted(str(c) for c in game.received[S3]) == ["AS", "AS"]
    assert sorted(str(c) for c in game.received[S0]) == ["KD", "KD"]
    assert not any(str(c) == "AS" for c in game.hand_of(S0))
    assert [str(c) for c in game.hand_of(S3)].count("AS") == 2


def test_views_name_the_cancelled_cards_of_the_trick() -> None:
    game = game_with({S0: "AH", S1: "AH", S2: "KH"}, void={s: "H" for s in (3, 4, 5)})
    play(game, "AH")
    assert game.view(S3).cancelled == ()
    play(game, "AH", "KH")
    for seat in range(6):
        assert [str(c) for c in game.view(seat).cancelled] == ["AH", "AH"]
    events = play(game, DISCARD, DISCARD, DISCARD)
    won = next(e for e in events if isinstance(e, TrickWon))
    assert [str(c) for c in cancelled_cards(won.plays)] == ["AH", "AH"]
    assert game.view(S0).cancelled == ()  # a new trick
    plain = Game(RuleSet(), 1)
    assert plain.view(0).cancelled == ()

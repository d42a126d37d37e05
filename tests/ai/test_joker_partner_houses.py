"""The bots' play in two house presets, session 55 QA.

Joker trumps (trump.joker_conversion): a joker has no rank; it turns its partner's card in the trick into the spade
of that rank. Last to play, Normal never saw that its joker made its partner's card win ("I cannot win this trick"),
threw the A♠ over its partner's K♠ beside two jokers, and, covering its partner's nil, led a joker "high": it turns
whatever the nil bidder plays into a spade. Cancellation Spades: the reason "with the cancelled cards out" was given
where nothing was cancelled, and Normal ducked "to avoid bags" where overtricks cost nothing.
"""

from __future__ import annotations

from spades_desktop.ai.cancellation import amend
from spades_desktop.ai.card_play import Table, cover_risks, nil_exposure
from spades_desktop.ai.message import Message
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.ai.policy import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Bid, Card, Game, Play, RuleSet
from spades_desktop.rules import load_preset

from .helpers import EAST, NORTH, SOUTH, WEST, position

JOKERS = load_preset("joker-conversion").rules
SIX = load_preset("cancellation").rules
BOOK = load_preset("book").rules


def _card(text: str) -> Card:
    return Card.parse(text)


def _normal(game: Game) -> tuple[Card, str]:
    seat = game.to_act
    assert seat is not None
    bot = NormalPlayer(seed=1, bid_samples=0)
    action = bot.choose(game.view(seat))
    assert isinstance(action, Play)
    return action.card, bot.explain()


# ------------------------------------------------------------------ joker trumps
def test_last_to_play_my_joker_turns_my_partners_ten_into_the_spade_that_wins() -> None:
    # West leads the 9♦, North (my partner) plays the 10♦, East the K♦; South, out of diamonds, plays last: only
    # the Little Joker wins (it makes North's 10♦ a spade). Normal threw the 4♥: "I cannot win this trick".
    game = position(JOKERS, {SOUTH: "LJ 4H 5H 6C"}, ("4", "4", "4", "1"),
                    trick=[(WEST, "9D"), (NORTH, "TD"), (EAST, "KD")], voids={SOUTH: "D"}, dealer=EAST)
    card, why = _normal(game)
    assert card == _card("LJ"), why
    assert game.trick_winner([*game.trick, (SOUTH, card)]) == NORTH
    assert "cannot win" not in why
    assert "turns my partner's 10♦ into a spade" in why, why


def test_on_my_partners_winning_king_of_spades_i_play_a_joker_and_keep_my_ace() -> None:
    # (Seed 83, trick 10.) East leads the 6♠, South (my partner) plays the K♠, West throws the 6♦; North holds
    # the A♠ and both jokers. A joker leaves South's K♠ winning; Normal played the A♠ over it: "every card I can
    # play beats it".
    game = position(JOKERS, {NORTH: "AS LJ BJ"}, ("2", "nil", "6", "3"),
                    trick=[(EAST, "6S"), (SOUTH, "KS"), (WEST, "6D")], voids={WEST: "S", NORTH: "S"}, dealer=NORTH)
    card, why = _normal(game)
    assert card.is_joker, why
    assert game.trick_winner([*game.trick, (NORTH, card)]) == SOUTH
    assert "every card I can play beats it" not in why
    assert "keeps it winning" in why, why


def test_ducking_i_do_not_throw_a_joker_that_turns_my_partners_card_into_the_winner() -> None:
    # Our 2 are made and a trick more is a bag: West leads the 9♦, North plays the 10♦ and East the K♦. South is
    # out of diamonds: its Little Joker, thrown away as its most dangerous card, would give North the trick.
    done = [[(SOUTH, "AC"), (WEST, "3C"), (NORTH, "4C"), (EAST, "5C")],
            [(NORTH, "3H"), (EAST, "6H"), (SOUTH, "2H"), (WEST, "7H")],
            [(WEST, "8H"), (NORTH, "AH"), (EAST, "9H"), (SOUTH, "TH")]]
    game = position(JOKERS, {SOUTH: "LJ 4H 5H 6C"}, ("1", "2", "1", "2"), completed=done,
                    winners=[SOUTH, WEST, NORTH], trick=[(WEST, "9D"), (NORTH, "TD"), (EAST, "KD")],
                    voids={SOUTH: "D"}, dealer=EAST)
    assert game.tricks[SOUTH] + game.tricks[NORTH] == 2
    card, why = _normal(game)
    assert "avoid bags" in why, why
    assert not card.is_joker, why
    assert game.trick_winner([*game.trick, (SOUTH, card)]) == EAST


def _seed_133_trick_7() -> Game:
    # North to lead beside South's nil: 8♣ 8♦ 2♥ 2♠ 3♠ J♠ and the Big Joker. Normal led the Big Joker "high": East
    # played the 9♠, and South's Q♠, its only legal card, turned into a spade by the joker, took the trick.
    done = [[(NORTH, "AC"), (EAST, "TC"), (SOUTH, "JC"), (WEST, "7C")],
            [(NORTH, "QH"), (EAST, "5H"), (SOUTH, "TH"), (WEST, "AH")],
            [(WEST, "5D"), (NORTH, "JD"), (EAST, "QD"), (SOUTH, "TD")],
            [(EAST, "6D"), (SOUTH, "3D"), (WEST, "4S"), (NORTH, "7D")],
            [(WEST, "3H"), (NORTH, "7H"), (EAST, "8H"), (SOUTH, "6H")],
            [(EAST, "7S"), (SOUTH, "6S"), (WEST, "KS"), (NORTH, "AS")]]
    return position(JOKERS, {NORTH: "8C 8D 2H 2S 3S JS BJ", EAST: "KC 9D KD AD KH 9S LJ",
                             SOUTH: "3C 4C 5C 6C 4D 9H QS", WEST: "9C QC 4H JH 5S 8S TS"},
                    ("nil", "4", "4", "4"), completed=done, winners=[NORTH, WEST, EAST, WEST, EAST, NORTH],
                    dealer=WEST)


def test_covering_my_partners_nil_i_do_not_lead_a_joker() -> None:
    game = _seed_133_trick_7()
    assert game.to_act == NORTH
    card, why = _normal(game)
    assert not card.is_joker, why
    # the risk the coach and Hard's guard weigh: a joker lead catches the nil unless it holds the other joker
    view = game.view(NORTH)
    state = PlayState.from_view(view)
    tab = Table(state, NORTH, hand_mask(view), legal_mask(view))
    assert nil_exposure(tab, _card("BJ")) > 0.5
    risks = cover_risks(state, NORTH, hand_mask(view), legal_mask(view), (_card("BJ"), _card("8C")))
    assert risks is not None and risks[0] > risks[1]


def test_before_my_nil_partner_plays_i_do_not_throw_a_joker() -> None:
    # Our 2 are made. East leads the 5♥; South, out of hearts and spades, plays before North, nil, and ducks: its
    # Big Joker, thrown as its most dangerous card, would turn whatever North plays into a spade.
    done = [[(SOUTH, "AC"), (WEST, "3C"), (NORTH, "4C"), (EAST, "5C")],
            [(SOUTH, "KC"), (WEST, "6C"), (NORTH, "7C"), (EAST, "8C")],
            [(SOUTH, "3D"), (WEST, "5D"), (NORTH, "6D"), (EAST, "KD")]]
    game = position(JOKERS, {SOUTH: "BJ 9C TC 4D"}, ("2", "1", "nil", "1"), completed=done,
                    winners=[SOUTH, SOUTH, EAST], trick=[(EAST, "5H")], voids={SOUTH: "HS"}, dealer=EAST)
    assert game.to_act == SOUTH
    card, why = _normal(game)
    assert not card.is_joker, why


# ------------------------------------------------------------------ cancellation
def test_a_card_that_wins_with_nothing_cancelled_gets_the_plain_reason() -> None:
    # Seat 0 plays last to A♥ K♣ Q♥ 10♣ 7♠, no twins among them; Normal's Q♦ would lose, the K♠ wins. The reason
    # was "with the cancelled cards out, it wins the trick for my side".
    trick = [(1, _card("AH")), (2, _card("KC")), (3, _card("QH")), (4, _card("TC")), (5, _card("7S"))]
    bids = tuple(Bid(2) for _ in range(6))
    card, why = amend(SIX, 0, trick, [_card("QD"), _card("KS")], bids, [0] * 6, _card("QD"), Message.of("x"))
    assert card == _card("KS")
    assert str(why) == "I play the K♠: it wins the trick for my side", str(why)


def test_a_card_that_wins_because_twins_cancel_keeps_the_cancelled_reason() -> None:
    # Both A♥ and both K♥ cancel: seat 0's 5♥ is then the highest card left, above seat 5's 4♥ (its 3♥ is not).
    trick = [(1, _card("AH")), (2, _card("KH")), (3, _card("AH")), (4, _card("KH")), (5, _card("4H"))]
    bids = tuple(Bid(2) for _ in range(6))
    card, why = amend(SIX, 0, trick, [_card("3H"), _card("5H")], bids, [0] * 6, _card("3H"), Message.of("x"))
    assert card == _card("5H")
    assert "with the cancelled cards out" in str(why), str(why)


def test_with_no_bag_penalty_a_made_contract_still_takes_tricks() -> None:
    # Book rules (and Cancellation Spades): bag_penalty 0, an overtrick scores a point and costs nothing. Our 2 are
    # made; South, out of diamonds, can trump East's K♦. Normal ducked "to avoid bags".
    assert not BOOK.bags_count and not SIX.bags_count
    done = [[(SOUTH, "AC"), (WEST, "3C"), (NORTH, "4C"), (EAST, "5C")],
            [(NORTH, "3H"), (EAST, "6H"), (SOUTH, "2H"), (WEST, "7H")],
            [(WEST, "8H"), (NORTH, "AH"), (EAST, "9H"), (SOUTH, "TH")]]
    game = position(BOOK, {SOUTH: "3S 4H 5H 6C"}, ("1", "2", "1", "2"), completed=done,
                    winners=[SOUTH, WEST, NORTH], trick=[(WEST, "9D"), (NORTH, "TD"), (EAST, "KD")],
                    voids={SOUTH: "D"}, dealer=EAST)
    card, why = _normal(game)
    assert card == _card("3S"), why
    assert "overtricks cost nothing" in why, why
    # with the standard's bag penalty the same hand ducks
    standard = position(RuleSet(), {SOUTH: "3S 4H 5H 6C"}, ("1", "2", "1", "2"), completed=done,
                        winners=[SOUTH, WEST, NORTH], trick=[(WEST, "9D"), (NORTH, "TD"), (EAST, "KD")],
                        voids={SOUTH: "D"}, dealer=EAST)
    card, why = _normal(standard)
    assert card != _card("3S") and "avoid bags" in why, why


def test_ducking_with_every_card_taking_the_trick_a_joker_is_not_said_to_win_it_itself() -> None:
    # Our 2 are made; South is last, out of diamonds with only spades and the Little Joker: every card gives our
    # side the trick, and Normal sheds its biggest, the joker, which makes North's 10♦ the winner. The reason said
    # "I win it with my biggest card, the Little Joker".
    done = [[(SOUTH, "AC"), (WEST, "3C"), (NORTH, "4C"), (EAST, "5C")],
            [(NORTH, "3H"), (EAST, "6H"), (SOUTH, "2H"), (WEST, "7H")],
            [(WEST, "8H"), (NORTH, "AH"), (EAST, "9H"), (SOUTH, "TH")]]
    game = position(JOKERS, {SOUTH: "LJ 3S 4S 5S 6S 7S 8S 9S TS JS"}, ("1", "2", "1", "2"), completed=done,
                    winners=[SOUTH, WEST, NORTH], trick=[(WEST, "9D"), (NORTH, "TD"), (EAST, "KD")],
                    voids={SOUTH: "CDH"}, dealer=EAST)
    card, why = _normal(game)
    assert card == _card("LJ"), why
    assert game.trick_winner([*game.trick, (SOUTH, card)]) == NORTH
    assert "I win it" not in why and "turns my partner's 10♦ into a spade" in why, why


def test_covering_my_partners_nil_i_shed_my_joker_while_it_is_safe() -> None:
    # (QA seeds 5013, 5045, 5047.) West leads the A♠, North (nil) plays under it with the 3♠, East the 5♠.
    # South's Little Joker turns North's 3♠ into a spade that still loses to the A♠: the joker goes now. Normal
    # kept it while the nil was live, and at trick 13, its only card, it turned the nil's last card into a winner.
    game = position(JOKERS, {SOUTH: "LJ 4S 7S 4H 5H"}, ("3", "3", "nil", "3"),
                    trick=[(WEST, "AS"), (NORTH, "3S"), (EAST, "5S")], dealer=SOUTH)
    assert game.to_act == SOUTH
    card, why = _normal(game)
    assert card == _card("LJ"), why
    assert game.trick_winner([*game.trick, (SOUTH, card)]) == WEST
    assert "kept to the end" in why, why


def test_the_reason_says_the_joker_is_kept_off_the_nil_rather_than_i_cannot_win() -> None:
    # (QA seed 5045, trick 12.) East leads the Q♥, South (nil) plays the 4♥, West the J♣; North, out of hearts,
    # holds the Big Joker, which would turn South's 4♥ into the spade that takes the trick. The reason
    # said only "I cannot win this trick".
    game = position(JOKERS, {NORTH: "TD BJ"}, ("nil", "3", "6", "3"),
                    trick=[(EAST, "QH"), (SOUTH, "4H"), (WEST, "JC")], voids={NORTH: "H"}, dealer=NORTH)
    assert game.to_act == NORTH
    card, why = _normal(game)
    assert not card.is_joker, why
    assert "I keep the Big Joker off my partner's nil" in why, why

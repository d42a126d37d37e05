"""Who wins the trick, as the bots judge it, in the two house presets where the power order alone does not say it.

Joker trumps (trump.joker_conversion): a joker has no rank of its own; it turns its partner's card into the
spade of that rank. Cancellation Spades (players.cancellation): a card and its twin of the other deck cancel
each other, and a trick can be dead. The bots' "the trick so far", "the nil is given up", "I cannot win this
trick" and the odds that a card is beaten later must agree with the engine.
"""

from __future__ import annotations

from spades_desktop.ai.card_play import Table, all_alike, play_card
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.ai.policy import hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Card, Play, TrickWon, mask_of
from spades_desktop.rules import load_preset

from ..rules.test_cancellation import DISCARD, game_with, play
from .helpers import EAST, NORTH, SOUTH, WEST, position, trick_so_far_checked

JOKERS = load_preset("joker-conversion").rules
SIX = load_preset("cancellation").rules
BIDS = ("3", "3", "3", "3")


def _card(text: str) -> Card:
    return Card.parse(text)


# ------------------------------------------------------------------ joker trumps
def test_a_nil_bidders_spade_on_a_lone_big_joker_gives_up_the_nil() -> None:
    # North leads the Big Joker, South (its partner) still to play: the joker turns nothing yet and wins nothing.
    # East, nil, plays the 5♠ and takes the trick so far: its nil is given up, which a reason must say.
    game = position(JOKERS, {EAST: "5S 4H"}, ("3", "3", "3", "nil"), trick=[(NORTH, "BJ")], dealer=WEST)
    state = PlayState.from_view(game.view(EAST))
    five = _card("5S")
    assert game.trick_winner([*game.trick, (EAST, five)]) == EAST
    assert state.gives_up_nil(EAST, five)


def test_a_joker_thrown_before_its_partner_plays_does_not_win_the_trick_so_far() -> None:
    # South leads the 9♥, West (out of hearts) throws the Little Joker, North plays the K♥: East, West's partner,
    # has not played, so the joker has turned nothing into a spade and North's K♥ wins so far.
    game = position(JOKERS, {}, BIDS, trick=[(SOUTH, "9H"), (WEST, "LJ"), (NORTH, "KH")], voids={WEST: "H"})
    state = PlayState.from_view(game.view(EAST))
    assert state.current_winner() == (NORTH, _card("KH"))
    assert game.trick_winner(list(game.trick)) == NORTH


def test_the_ace_of_spades_is_a_master_while_both_jokers_are_out() -> None:
    # A joker has no rank: nothing beats the A♠. The bots took both unseen jokers for higher trumps, so the A♠
    # was no master, and it was "likely beaten" by a joker.
    game = position(JOKERS, {SOUTH: "AS 4H 5H"}, BIDS, dealer=EAST)
    view = game.view(SOUTH)
    tab = Table(PlayState.from_view(view), SOUTH, hand_mask(view), legal_mask(view))
    ace = _card("AS")
    assert tab.unseen & (_card("BJ").bit | _card("LJ").bit)
    assert tab.is_master(ace)
    assert tab.p_beaten(ace, (WEST, NORTH, EAST), 3) == 0.0  # spades led (effective suit 3: the trumps)


def test_beside_my_partners_joker_i_take_the_trick_with_my_lowest_card_not_an_ace() -> None:
    # West leads the Q♦, North (my partner) throws the Little Joker, East plays the A♦; South, out of diamonds,
    # is last: every card of South's is a spade beside North's joker and wins. The cheapest is the 3♥ (a spade 3),
    # not the A♣ that came first among the cards the bots took for "cannot win" (-1) alike.
    game = position(JOKERS, {SOUTH: "AC 3H QS"}, BIDS, trick=[(WEST, "QD"), (NORTH, "LJ"), (EAST, "AD")],
                    voids={SOUTH: "D", NORTH: "D"}, dealer=SOUTH)
    state = PlayState.from_view(game.view(SOUTH))
    hand = mask_of([_card("AC"), _card("3H"), _card("QS")])
    card, reason = play_card(state, SOUTH, hand, hand)
    assert card == _card("3H"), (card, str(reason))
    assert game.trick_winner([*game.trick, (SOUTH, card)]) == SOUTH


def test_a_joker_and_a_spade_do_not_play_alike() -> None:
    game = position(JOKERS, {SOUTH: "LJ AS"}, BIDS, trick=[(EAST, "3S")], dealer=NORTH)
    state = PlayState.from_view(game.view(SOUTH))
    assert all_alike(state, (_card("AS"), _card("LJ")), mask_of([_card("LJ"), _card("AS")])) is None


def test_i_cannot_win_is_not_said_when_my_partners_joker_after_me_would_win_it() -> None:
    # West leads the A♣; North holds only the 6♣ and 4♣ of clubs (the 5♣ is East's), and South, its partner, plays
    # last and may hold a joker: beside it North's 4♣ is a spade 4, above the A♣. "I cannot win this trick" was
    # said of the 4♣.
    game = position(JOKERS, {NORTH: "6C 4C", EAST: "5C 3C", SOUTH: "BJ"}, BIDS, trick=[(WEST, "AC")],
                    voids={NORTH: "C", SOUTH: "C"}, dealer=SOUTH)
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(NORTH))
    assert action == Play(_card("4C"))
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    assert "only if my partner plays a joker after me" in normal.explain()
    plays = [(WEST, _card("AC")), (NORTH, _card("4C")), (EAST, _card("3C")), (SOUTH, _card("BJ"))]
    assert game.trick_winner(plays) == NORTH


# ------------------------------------------------------------------ cancellation
def test_after_both_aces_and_both_threes_cancel_my_four_wins_the_trick_so_far() -> None:
    # Seat 0 leads the A♥, seat 1 plays the 3♥, seat 2 the other A♥ and seat 3 the other 3♥: all four cancel, and
    # any heart of seat 4 wins the trick so far. "I cannot win this trick: I play the 4♥" was said of it.
    game = game_with({0: "AH", 1: "3H", 2: "AH", 3: "3H", 4: "4H 5H"}, void={4: "H"})
    play(game, "AH", "3H", "AH", "3H")
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(4))
    assert isinstance(action, Play)
    assert game.trick_taker([*game.trick, (4, action.card)]) == 4
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    view = game.view(4)
    tab = Table(PlayState.from_view(view), 4, hand_mask(view), legal_mask(view))
    assert tab.beats_current(_card("4H")) and tab.beats_current(_card("5H"))


def test_i_cannot_win_is_not_said_of_a_card_a_later_twin_makes_the_winner() -> None:
    # Seat 0 leads the K♦, seat 1 plays the 6♦; seat 2 holds the 9♦ and 7♦, no other diamond. The other K♦ is out:
    # played after it, it cancels the first, and the 7♦ takes the trick. "I cannot win this trick" was said of it.
    game = game_with({0: "KD", 1: "6D", 2: "9D 7D", 3: "KD"}, void={2: "D", 4: "D", 5: "D"})
    play(game, "KD", "6D")
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(2))
    assert isinstance(action, Play) and str(action.card) == "7D"
    assert "cannot win this trick" not in normal.explain(), normal.explain()
    assert "only if cards played after me cancel" in normal.explain()
    events = play(game, "7D", "KD", DISCARD, DISCARD)
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_after_both_aces_cancel_a_nil_bidders_five_gives_up_the_nil() -> None:
    game = game_with({0: "AH", 1: "AH", 2: "5H 9C"}, bids=("2", "2", "nil", "2", "2", "2"))
    play(game, "AH", "AH")
    state = PlayState.from_view(game.view(2))
    assert game.trick_taker([*game.trick, (2, _card("5H"))]) == 2
    assert state.gives_up_nil(2, _card("5H"))
    assert state.current_winner() == (0, _card("AH"))  # dead so far: its leader's card, which wins nothing


def test_cancelling_the_winner_for_my_partner_says_my_partner_takes_the_trick() -> None:
    game = game_with({0: "AH", 1: "4H", 2: "KH", 3: "5H", 4: "6H", 5: "AH 3H"})
    play(game, "AH", "4H", "KH", "5H", "6H")
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(5))
    assert isinstance(action, Play) and str(action.card) == "AH"  # the other deck's copy
    assert "my partner takes the trick" in normal.explain(), normal.explain()


def test_the_bots_trick_so_far_is_the_engines_at_the_six_seat_table() -> None:
    # ``Table.beats_current`` and ``PlayState.current_winner`` against the engine's ``trick_taker`` for every legal
    # card of every play in a few seeded hands: twins that cancel, tricks dead so far (deal 4: a trick of two
    # cancelled aces and two cancelled threes; a cancelled K♣).
    checked = trick_so_far_checked(SIX, (3, 4))
    assert checked > 300

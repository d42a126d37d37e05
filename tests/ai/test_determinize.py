"""Sampled worlds: built from a view and a guess only, and faithful to the real game."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spades_desktop.ai.base import create_player, make_player
from spades_desktop.ai.cardinfo import TRUMP
from spades_desktop.ai.determinize import (
    BID_SIGMA,
    BOT_SIGMA,
    bid_weight,
    bid_world,
    iter_worlds,
    sample_hands,
    sample_worlds,
    world_from_view,
)
from spades_desktop.ai.hand_eval import estimate_tricks
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import (
    BLIND_NIL,
    LOOK,
    NIL,
    Bid,
    BidKind,
    Game,
    HandScored,
    Phase,
    RuleSet,
    cards_of,
    mask_of,
    parse_cards,
)
from spades_desktop.rules import load_preset

from .helpers import COUNT, positions

RULES = {
    "standard": RuleSet(),
    "must-overtrump": RuleSet(must_overtrump="anyone"),
    "two-of-clubs": RuleSet(first_lead="two_of_clubs"),
    "two-player": RuleSet(players=2, partnerships=False, draw_phase=True),
    "three-player": RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
    "jokers": RuleSet(high_trumps=("BJ", "LJ", "2S"), removed_cards=("2C", "2D")),
    "nil-pass": RuleSet(nil_exchange="pass", nil_pass_count=2),
}


@pytest.mark.parametrize("name", sorted(RULES))
def test_a_world_built_from_the_true_hands_is_the_real_game(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(1)
    for game in positions(rules, 6, 3):
        seat = game.to_act or 0
        view = game.view(seat)
        world = world_from_view(view, [game.hand_mask(s) for s in range(rules.players)])
        partner = rules.partner_of(seat)
        for s in range(rules.players):
            if s in (seat, partner):
                assert world.view(s) == game.view(s)
            else:  # an opponents' exchange and two-player discards are private to them
                hidden = {"passed": (), "received": (), "received_from": None, "discarded": ()}
                assert replace(world.view(s), **hidden) == replace(game.view(s), **hidden)
        while True:
            legal = list(game.legal_actions())
            assert legal == list(world.legal_actions())
            action = rng.choice(legal)
            a, b = game.apply(action), world.apply(action)
            scored = [e for e in a if isinstance(e, HandScored)]
            if scored:
                assert next(e for e in b if isinstance(e, HandScored)).score.sides == scored[0].score.sides
                break


@pytest.mark.parametrize("name", sorted(RULES))
def test_sampled_hands_fit_everything_the_seat_has_seen(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(2)
    for game in positions(rules, 6, 5):
        seat = game.to_act or 0
        view = game.view(seat)
        state = PlayState.from_view(view)
        mine = mask_of(view.hand or ())
        truth = [game.hand_mask(s) for s in range(rules.players)]
        info = state.info
        for hands in [sample_hands(state, mine, rng) for _ in range(4)]:
            assert hands[seat] == mine
            union = 0
            for s in range(rules.players):
                assert hands[s].bit_count() == view.hand_sizes[s]
                assert not union & hands[s], "a card dealt twice"
                union |= hands[s]
                assert not hands[s] & state.played, "a played card dealt again"
                for suit in range(4):
                    if state.is_void(s, suit):
                        assert not hands[s] & info.suit_masks[suit], f"seat {s} showed out of suit {suit}"
                for c in cards_of(hands[s] & info.trump_mask):
                    assert info.power[c.index] <= state.trump_cap[s]
                assert state.known[s] & ~state.played & ~hands[s] == 0, "cards passed to the partner stay there"
                assert not hands[s] & state.out, "a card the seat saw discarded is dealt to another seat"
        # What was inferred is true of the real hands.
        for s in range(rules.players):
            for suit in range(4):
                if state.is_void(s, suit):
                    assert not truth[s] & info.suit_masks[suit]
            for c in cards_of(truth[s] & info.trump_mask):
                assert info.power[c.index] <= state.trump_cap[s]


def test_bid_world_replays_the_bids_so_far_and_waits_for_this_seat() -> None:
    rules = RuleSet()
    game = Game(rules, 4, first_dealer=3)
    normal = [make_player(COUNT, s) for s in range(4)]
    while game.to_act != 2:
        s = game.to_act or 0
        game.apply(normal[s].choose(game.view(s)))
    view = game.view(2)
    if view.hand is None:
        game.apply(normal[2].choose(view))
        view = game.view(2)
    state = PlayState.from_view(view)
    hands = sample_hands(state, mask_of(view.hand or ()), random.Random(3))
    world = bid_world(view, hands)
    assert world.to_act == 2 and world.phase is Phase.BID
    assert world.view(2).bids == view.bids and world.view(2).hand == view.hand


def test_a_seat_that_has_not_looked_has_its_own_cards_guessed_too() -> None:
    """Before a blind nil: the seat's own hand is unknown, so every card is dealt in a guess, its own hand too."""
    rules = RuleSet()
    game = Game(rules, 4, first_dealer=3)
    view = game.view(0)
    assert view.hand is None and game.to_act == 0
    state = PlayState.from_view(view)
    guesses = list(iter_worlds(state, 0, random.Random(5), 6, hidden_self=True))
    for hands in guesses:
        assert [h.bit_count() for h in hands] == [13] * 4
        assert mask_of(rules.deck()) == hands[0] | hands[1] | hands[2] | hands[3]
        world = bid_world(view, hands)
        assert world.to_act == 0 and world.view(0).hand is None and set(world.legal_actions()) == set(view.legal)
    assert len({hands[0] for hands in guesses}) == len(guesses), "the seat's own hand differs from guess to guess"


def test_guesses_favour_hands_that_fit_the_bids() -> None:
    rules = RuleSet()
    strong = mask_of(parse_cards("AS KS QS JS AH KH AD KD AC 5S 4S 3S 2S"))
    weak = mask_of(parse_cards("2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 6C 7C"))
    assert bid_weight(rules, strong, Bid(9)) > 0.5 > bid_weight(rules, weak, Bid(9))
    assert bid_weight(rules, weak, NIL) > bid_weight(rules, strong, NIL)
    whiz = RuleSet(bidding_system="whiz", blind_nil=False)
    assert bid_weight(whiz, strong, Bid(8)) == 1.0 and bid_weight(whiz, strong, Bid(7)) == 0.0


def test_a_nil_bidder_is_guessed_with_fewer_high_spades() -> None:
    rules = RuleSet()
    game = Game(rules, 31, first_dealer=3)
    normal = [make_player(COUNT, s) for s in range(4)]
    # South bids nil (by decree), the others bid as Normal does; then look from North's seat at the play.
    while game.phase is not Phase.PLAY:
        s = game.to_act or 0
        view = game.view(s)
        action = NIL if s == 0 and view.hand is not None and NIL in view.legal else normal[s].choose(view)
        game.apply(action)
    view = game.view(2)  # North, the nil bidder's partner
    state = PlayState.from_view(view)
    rng = random.Random(4)
    mine = mask_of(view.hand or ())
    top = 0
    for c in state.info.by_power[TRUMP][:3]:
        top |= c.bit
    plain = sum((sample_hands(state, mine, rng)[0] & top).bit_count() for _ in range(300))
    fitted = sum((hands[0] & top).bit_count() for hands in sample_worlds(state, mine, rng, 300))
    assert fitted < plain


def test_a_bots_bid_is_read_more_closely_than_a_persons() -> None:
    """Hard reads a bot's bid with ``BOT_SIGMA`` (its bids stray little from its hand) and a person's with
    the looser ``BID_SIGMA``: a hand two tricks stronger than the bid fits a bot's bid less."""
    rules = RuleSet()
    four = mask_of(parse_cards("AS KS 5S AH KH 8H 7H 4D 3D 9C 6C 4C 2C"))  # about four tricks
    assert bid_weight(rules, four, Bid(2), sigma=BOT_SIGMA) < bid_weight(rules, four, Bid(2), sigma=BID_SIGMA)
    assert bid_weight(rules, four, Bid(4), sigma=BOT_SIGMA) == pytest.approx(1.0, abs=0.2)
    game = Game(rules, 31, first_dealer=3)
    normal = [make_player(COUNT, s) for s in range(4)]
    while game.phase is not Phase.PLAY:
        s = game.to_act or 0
        game.apply(normal[s].choose(game.view(s)))
    view = game.view(0)
    state = PlayState.from_view(view)
    mine = mask_of(view.hand or ())
    bid = view.bids[2]
    assert bid is not None and not bid.is_nil

    def stray(sigmas: list[float]) -> float:
        """How far North's guessed hands lie from its bid, on average (in estimated tricks)."""
        hands = iter_worlds(state, mine, random.Random(5), 300, sigmas=sigmas)
        return sum(abs(estimate_tricks(cards_of(h[2]), rules).tricks - 0.35 - bid.tricks) for h in hands) / 300

    assert stray([BOT_SIGMA] * 4) < stray([BOT_SIGMA, BOT_SIGMA, BID_SIGMA, BOT_SIGMA])


def test_hard_reads_the_seats_of_people_loosely() -> None:
    bot = create_player("hard", 3, humans=[0])
    assert isinstance(bot, HardPlayer)
    assert bot._sigmas(4) == [BID_SIGMA, BOT_SIGMA, BOT_SIGMA, BOT_SIGMA]
    assert make_player("hard:bid_sigma=0.9", 3)._sigmas(4) == [0.9] * 4  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="bid_sigma"):
        make_player("hard:bid_sigma=0", 3)


def test_a_no_trump_bidders_spades_win_in_a_world_only_where_they_win_at_the_table() -> None:
    # bid.no_trump: a no-trump bidder's spade on another suit's lead is a discard. Worlds built mid-hand lost
    # that, so Hard's playouts (and everything that plays a world out) let those spades win.
    rules = load_preset("no-trump").rules
    rng = random.Random(3)
    compared = 0
    for seed in range(12):
        game = Game(rules, seed)
        normal = [make_player(COUNT, seed * 10 + s) for s in range(rules.players)]
        while game.phase is not Phase.PLAY:
            s = game.to_act or 0
            view = game.view(s)
            no_trump = [a for a in view.legal if isinstance(a, Bid) and a.kind is BidKind.NO_TRUMP]
            game.apply(no_trump[0] if no_trump and s == seed % 4 else normal[s].choose(view))
        if not any(b is not None and b.kind is BidKind.NO_TRUMP for b in game.bids):
            continue
        while game.phase is Phase.PLAY and game.trick_number < rules.hand_size:
            seat = game.to_act or 0
            world = world_from_view(game.view(seat), [game.hand_mask(s) for s in range(rules.players)])
            for card in game.legal_plays(seat):
                trick = [*game.trick, (seat, card)]
                assert world.trick_winner(trick) == game.trick_winner(trick), (seed, trick)
                compared += 1
            events = game.apply(rng.choice(game.legal_actions()))
            if any(isinstance(e, HandScored) for e in events):
                break
    assert compared > 500


def test_a_two_player_bot_does_not_guess_its_own_discards_in_the_other_hand() -> None:
    """RULES.md section 4: each player saw the 13 cards it discarded. A bot that guessed them in its opponent's
    hand (before, it knew only that 26 cards were out of play, not which) would fear a queen it threw away."""
    rules = RULES["two-player"]
    game = positions(rules, 1, 9)[0]
    seat = game.to_act or 0
    view = game.view(seat)
    state = PlayState.from_view(view)
    assert len(view.discarded) == 13 and state.out == mask_of(view.discarded)
    mine = mask_of(view.hand or ())
    assert state.unseen_by(seat, mine).bit_count() == view.hand_sizes[1 - seat] + 13, (
        "unseen: the opponent's cards and its 13 discards, not mine")
    other = 1 - seat
    assert state.unseen_by(other, game.hand_mask(other)) & state.out, "the opponent did not see my discards"
    rng = random.Random(3)
    for _ in range(20):
        assert not sample_hands(state, mine, rng)[other] & state.out


def test_a_two_player_bot_trusts_its_discards_gone_only_where_no_redraw_can_take_them_up() -> None:
    """nil.blind_redraw: the opponent's blind nil swaps cards for random discards, which may be the bot's own."""
    rules = load_preset("two-player").rules
    game = Game(rules, 5, first_dealer=0)
    game.apply(BLIND_NIL)  # seat 1, before the draw
    game.apply(LOOK)  # the dealer looks at its cards
    bots = [make_player(COUNT, s) for s in range(2)]
    while game.phase is not Phase.PLAY:
        s = game.to_act or 0
        game.apply(bots[s].choose(game.view(s)))
    assert game.bids[1] == BLIND_NIL
    dealer, nil = game.view(0), game.view(1)
    assert dealer.discarded and nil.discarded
    assert PlayState.from_view(dealer).out == 0, "the blind nil's redraw may have taken up one of them"
    assert PlayState.from_view(nil).out == mask_of(nil.discarded)


def test_an_auction_bid_is_read_as_its_side_s_contract_of_n_plus_six() -> None:
    """Auction 4 promises 10 tricks for the side: a junk hand hardly fits it (it fitted at 0.77 when the bid was read
    as a side bid of 4, and the coach's guesses set a contract the real cards made, QA); a hand of about 7 tricks,
    with the partner's share, fits it; a hand far stronger fits it too (it stopped at the bid that won)."""
    rules = load_preset("auction").rules
    junk = mask_of(parse_cards("2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 6C 7C"))
    good = mask_of(parse_cards("AS KS QS 5S 4S AH KH 3H AD 5D 2C 3C 4C"))
    strong = mask_of(parse_cards("AS KS QS JS TS 9S AH KH QH AD KD AC KC"))
    bid = Bid(4, BidKind.AUCTION)
    assert bid.promised == 10
    assert bid_weight(rules, junk, bid, sigma=BOT_SIGMA) < 0.01
    assert bid_weight(rules, good, bid, sigma=BOT_SIGMA) > 0.8
    assert bid_weight(rules, strong, bid, sigma=BOT_SIGMA) == 1.0

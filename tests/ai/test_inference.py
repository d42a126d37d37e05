"""Hard's guesses weighed by the cards played (``ai/inference.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from spades_desktop.ai.base import create_player, make_player
from spades_desktop.ai.determinize import iter_worlds
from spades_desktop.ai.inference import MISS, PlayEvidence
from spades_desktop.ai.normal import hand_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Phase, RuleSet, SeatView, mask_of, parse_cards
from spades_desktop.rules import load_all

from .helpers import COUNT, EAST, NORTH, SOUTH, WEST, position

NIL_HAND = "QH 2H 3D 4D 5D 6D 7D 2C 3C 4C 5C 6C"


def swap(hand: int, out: str, into: str) -> int:
    return (hand & ~mask_of(parse_cards(out))) | mask_of(parse_cards(into))


def nil_under_the_king() -> Game:
    """West bid nil and dropped the 9♥ under my K♥ at the first trick."""
    return position(RuleSet(), {SOUTH: "AS KS 2S AH 8H 7H AD KD QD 2D AC KC", WEST: NIL_HAND},
                    ["3", "nil", "4", "3"],
                    completed=[[(SOUTH, "KH"), (WEST, "9H"), (NORTH, "3H"), (EAST, "5H")]], winners=[SOUTH])


@pytest.mark.parametrize(("high", "misses"), [("QH", 1), ("JH", 1), ("TH", 0)])
def test_a_nil_bidder_who_dropped_the_nine_under_the_king_holds_no_heart_between(high: str, misses: int) -> None:
    game = nil_under_the_king()
    evidence = PlayEvidence(game.view(SOUTH))
    with_high = swap(game.hands[WEST], "QH", high)
    without = swap(game.hands[WEST], "QH", "8D")
    # Holding a heart between the 9 and the K, a nil bidder throws it under the king (it cannot win);
    # the T and the 9 play alike (no live card between them), so either may have been the one played.
    assert evidence.seat_misses(WEST, with_high) == misses
    assert evidence.seat_misses(WEST, without) == 0
    assert evidence.weight([0, without, game.hands[NORTH], game.hands[EAST]]) == 1.0
    assert evidence.weight([0, with_high, game.hands[NORTH], game.hands[EAST]]) == pytest.approx(MISS ** misses)


def policy_positions(rules: RuleSet, seeds: int) -> Iterator[tuple[int, Game, SeatView]]:
    """The first hand of games ``0 .. seeds-1`` played by count-only Normal bots; at every card play after
    each third trick, (seed, the game, the view of the seat to play) before the seat plays."""
    bots = [make_player(COUNT, seed) for seed in range(rules.players)]
    for seed in range(seeds):
        game = Game(rules, seed)
        while game.hand_number == 1:
            seat = game.to_act
            assert seat is not None
            view = game.view(seat)
            if view.phase is Phase.PLAY and view.completed_tricks and len(view.completed_tricks) % 3 == 0:
                yield seed, game, view
            game.apply(bots[seat].choose(view))


def test_the_hands_the_policy_played_from_fit_every_card_it_played() -> None:
    """Bots that play by the policy: their real hands explain all their cards; random guesses do not."""
    guessed: list[int] = []
    positions = 0
    for seed, game, view in policy_positions(RuleSet(), 3):
        seat = view.seat
        positions += 1
        evidence = PlayEvidence(view)
        for other in range(4):
            if other != seat:
                assert evidence.seat_misses(other, game.hands[other]) == 0
        state = PlayState.from_view(view)
        for hands in iter_worlds(state, hand_mask(view), random.Random(seed), 5, tries=1):
            guessed.append(sum(evidence.seat_misses(t, hands[t]) for t in range(4) if t != seat))
    assert positions >= 30
    assert sum(guessed) / len(guessed) > 1.0  # a random guess explains the plays less well


def test_the_weight_is_remembered_per_hand_and_miss_is_checked() -> None:
    game = nil_under_the_king()
    evidence = PlayEvidence(game.view(SOUTH), miss=0.5)
    hand = game.hands[WEST]
    assert evidence.seat_weight(WEST, hand) == 0.5
    assert evidence.seat_weight(WEST, hand) == 0.5
    assert len(evidence._cache) == 1
    assert evidence.seat_weight(WEST, swap(hand, "QH", "8D")) == 1.0
    with pytest.raises(ValueError, match="between 0 and 1"):
        PlayEvidence(game.view(SOUTH), miss=1.5)


def test_hard_that_weighs_the_plays_is_repeatable_and_legal() -> None:
    game = nil_under_the_king()
    view = game.view(SOUTH)
    first = make_player("hard:samples=20,worlds=8,infer=0.3,infer_tries=4", 5).choose(view)
    again = make_player("hard:samples=20,worlds=8,infer=0.3,infer_tries=4", 5).choose(view)
    assert first == again
    assert first in view.legal


def test_stopping_a_weight_early_changes_no_guess() -> None:
    """``iter_worlds`` lets the fit stop once a guess can neither be kept nor beat the best: the same guesses."""
    rules = RuleSet()
    bots = [make_player(COUNT, seed) for seed in range(4)]
    game = Game(rules, 11)
    compared = 0
    while game.hand_number == 1:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if view.phase is Phase.PLAY and len(view.completed_tricks) in (2, 6, 10) and not view.trick:
            state = PlayState.from_view(view)
            pruned = PlayEvidence(view, miss=0.2)
            full = PlayEvidence(view, miss=0.2)
            a = list(iter_worlds(state, hand_mask(view), random.Random(3), 20, 5, pruned.weight))
            b = list(iter_worlds(state, hand_mask(view), random.Random(3), 20, 5,
                                 lambda h, _f, full=full: full.weight(h)))  # the floor ignored
            assert a == b
            compared += 1
        game.apply(bots[seat].choose(view))
    assert compared == 3


def test_a_partner_who_passed_me_cards_is_replayed_with_what_it_knew() -> None:
    """partner-pass: the partner knew where the card it passed me went, and played by it; the replay must
    know that too (and not what I passed it), or its real hand would seem to miss cards."""
    rules = load_all()["partner-pass"].rules
    positions = 0
    for _seed, game, view in policy_positions(rules, 8):
        assert view.received  # the exchange took place
        positions += 1
        partner = rules.partner_of(view.seat)
        assert partner is not None
        assert PlayEvidence(view).seat_misses(partner, game.hands[partner]) == 0
    assert positions >= 30


def test_the_plays_of_a_searching_bot_are_not_weighed() -> None:
    """A seat left ``unread`` (a Hard bot, whose cards Normal's policy does not foretell) gives every guess
    of its hand the same weight; the other seats are weighed as before."""
    game = nil_under_the_king()
    with_high = swap(game.hands[WEST], "QH", "JH")
    read = PlayEvidence(game.view(SOUTH))
    unread = PlayEvidence(game.view(SOUTH), unread=[WEST])
    assert read.weight([0, with_high, game.hands[NORTH], game.hands[EAST]]) == pytest.approx(MISS)
    assert unread.weight([0, with_high, game.hands[NORTH], game.hands[EAST]]) == 1.0
    assert unread.plays == read.plays - 1  # North's and East's cards of the trick are still there to weigh
    assert len(unread.points[NORTH]) == len(read.points[NORTH]) == 1


def test_hard_leaves_out_its_partners_plays_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """``hard:read_partner=0`` (a measured variant, not the default) does not weigh the partner's cards."""
    import spades_desktop.ai.hard as hard_module

    game = nil_under_the_king()
    seen: list[frozenset[int]] = []

    class Spy(PlayEvidence):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            seen.append(frozenset(s for s in range(4) if s != SOUTH and not self.points[s]))

    monkeypatch.setattr(hard_module, "PlayEvidence", Spy)
    for spec, unread in (("hard:samples=8,worlds=4", frozenset()),
                         ("hard:samples=8,worlds=4,read_partner=0", frozenset({NORTH}))):
        make_player(spec, 1).choose(game.view(SOUTH))
        assert seen.pop() == unread


def test_a_persons_cards_are_weighed_more_loosely_than_a_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat has its own weight per miss: Hard weighs a bot's cards by ``INFER`` and a person's by the looser
    ``INFER_PERSON`` (people play less like Normal's policy)."""
    import spades_desktop.ai.hard as hard_module

    game = nil_under_the_king()
    hands = [0, swap(game.hands[WEST], "QH", "JH"), game.hands[NORTH], game.hands[EAST]]  # one miss for West
    assert PlayEvidence(game.view(SOUTH), miss=[1.0, 0.5, 0.1, 0.1]).weight(hands) == pytest.approx(0.5)
    assert PlayEvidence(game.view(SOUTH), miss=0.1).weight(hands) == pytest.approx(0.1)
    with pytest.raises(ValueError, match="one for each seat"):
        PlayEvidence(game.view(SOUTH), miss=[0.1, 0.2])
    seen: list[list[float]] = []

    class Spy(PlayEvidence):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            seen.append(self.misses)

    monkeypatch.setattr(hard_module, "PlayEvidence", Spy)
    bot = create_player("hard", 1, humans=[WEST])
    bot.choose(game.view(SOUTH))
    assert seen[-1][1:] == [hard_module.INFER_PERSON, hard_module.INFER, hard_module.INFER]
    assert hard_module.INFER < hard_module.INFER_PERSON


def test_hards_guesses_fit_the_plays_only_when_there_are_plays_to_weigh() -> None:
    """``play_fit`` (asked by the card search and by ``bench/guess_placing.py``): the cards played weigh a
    guess, with ``infer_tries`` deals a guess, once another seat has played and the weight is under 1."""
    from spades_desktop.ai.determinize import TRIES
    from spades_desktop.ai.hard import HardPlayer

    game = nil_under_the_king()
    bot = make_player("hard:infer_tries=7", 1)
    assert isinstance(bot, HardPlayer)
    fit, tries = bot.play_fit(game.view(SOUTH))
    assert fit is not None and tries == 7
    hands = [0, swap(game.hands[WEST], "QH", "JH"), game.hands[NORTH], game.hands[EAST]]
    assert fit(hands, 0.0) == pytest.approx(bot.infer)  # West's one miss
    unweighed = make_player("hard:infer=1", 1)
    assert isinstance(unweighed, HardPlayer)
    assert unweighed.play_fit(game.view(SOUTH)) == (None, TRIES)
    fresh = Game(RuleSet(), 5)
    while fresh.phase is not Phase.PLAY:
        seat = fresh.to_act
        assert seat is not None
        fresh.apply(make_player("normal:bid_samples=0", seat).choose(fresh.view(seat)))
    leader = fresh.to_act
    assert leader is not None
    assert bot.play_fit(fresh.view(leader)) == (None, TRIES)  # nobody has played yet


# Standard deal 9096 to trick 12: East bid 5, South nil, West 2, North 5 (QA niltrust9, issue 14).
DEAL_9096 = ["5", "nil", "2", "5", "4H", "3H", "KH", "AH", "AD", "5D", "QD", "8D", "JC", "KC", "9C", "4C", "3C", "2C",
             "8C", "2S", "KD", "8S", "9D", "6D", "TS", "7S", "AS", "9S", "JD", "7D", "3S", "4D", "6C", "5C", "QC", "2H",
             "TH", "QH", "JS", "7H", "7C", "2D", "6S", "5H", "JH", "9H", "4S", "6H", "TC", "3D", "QS"]


def deal_9096() -> Game:
    """North to play at trick 12: South (nil) holds the 5♠ and West the 8♥, and North cannot tell which."""
    from spades_desktop.engine import Card
    from spades_desktop.engine.actions import LOOK, NIL, Bid, Play
    from spades_desktop.rules.presets import load_preset

    game = Game(load_preset("standard").rules, 9096)
    for a in DEAL_9096:
        if a.isdigit() or a == "nil":
            game.apply(LOOK)
        game.apply(NIL if a == "nil" else Bid(int(a)) if a.isdigit() else Play(Card.parse(a)))
    return game


def test_a_card_the_policy_would_have_played_counts_once_however_long_it_was_kept() -> None:
    """West led the J♦, the 10♥ and the J♥ holding the 8♥, the policy's lead each time: three misses that say
    one thing (West kept the 8♥). Counted three times they outweighed the nil bidder's own play (it threw the
    3♦ and kept its last card; a nil bidder holding the 8♥ throws that) and the guesses gave South the 5♠ it
    held 9 times in 200; with ``once`` the 8♥ counts once and the guess with the 5♠ in South's hand weighs more."""
    game = deal_9096()
    view = game.view(NORTH)
    assert view.seat == game.to_act == NORTH
    south, west = game.hands[SOUTH], game.hands[WEST]
    assert south == mask_of(parse_cards("5S")) and west & mask_of(parse_cards("8H"))
    real = [south, west, game.hands[NORTH], game.hands[EAST]]
    swapped = [swap(south, "5S", "8H"), swap(west, "8H", "5S"), game.hands[NORTH], game.hands[EAST]]
    from spades_desktop.ai.hard import HARD_PLAY, INFER, INFER_PERSON

    misses = [INFER_PERSON, INFER, INFER, INFER]  # Hard's reading with South a person (as QA played it)
    each = PlayEvidence(view, HARD_PLAY, misses)
    once = PlayEvidence(view, HARD_PLAY, misses, once=True)
    assert each.seat_misses(WEST, west) == 5 and once.seat_misses(WEST, west) == 3
    assert each.seat_misses(WEST, swapped[WEST]) == once.seat_misses(WEST, swapped[WEST]) == 3
    assert each.seat_misses(SOUTH, south) == 0 and each.seat_misses(SOUTH, swapped[SOUTH]) == 1
    assert each.weight(real) < each.weight(swapped)
    assert once.weight(real) > once.weight(swapped)
    assert once.seat_misses(WEST, west, limit=2) == 2  # a limit still stops the count


def test_hard_counts_a_kept_card_once_only_beside_its_sides_live_nil(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``miss_once`` (on by default since session 58; ``hard:miss_once=0`` turns it off) reads the plays with
    ``once`` while a nil of its side is alive, and only then (elsewhere it plays as before, as
    ``bench/hard_nil_deals.py`` needs)."""
    import spades_desktop.ai.hard as hard_module

    seen: list[bool] = []

    class Spy(PlayEvidence):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            seen.append(self.once)

    monkeypatch.setattr(hard_module, "PlayEvidence", Spy)
    partner_nil = deal_9096().view(NORTH)  # my partner South's nil is alive
    opponent_nil = nil_under_the_king().view(SOUTH)  # West's nil, the other side's
    for spec, view, once in (("hard:samples=8,worlds=4,miss_once=0", partner_nil, False),
                             ("hard:samples=8,worlds=4", partner_nil, True),
                             ("hard:samples=8,worlds=4", opponent_nil, False)):
        make_player(spec, 1).choose(view)
        assert seen.pop() is once
    assert hard_module.MISS_ONCE is True


def test_a_hard_partner_beside_a_bots_nil_keeps_its_last_cover_at_deal_9096() -> None:
    """QA (niltrust9): North, the nil's partner, held the 10♦ and the K♠ at trick 12 with the contract needing every
    trick. Hard ruffed with the K♠ in 2 of 8 seeds and then had to lead into the nil's 5♠: its guesses gave South
    the 5♠ 9 times in 200, each of West's three leads over its kept 8♥ counted as a miss. With a kept card
    counted once (``MISS_ONCE``) it keeps the K♠ in every seed."""
    view = deal_9096().view(NORTH)
    plays = {str(make_player("hard", seed).choose(view)) for seed in range(8)}
    assert plays == {"TD"}, plays

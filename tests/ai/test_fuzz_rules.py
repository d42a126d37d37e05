"""Every level obeys every preset (and more rule sets) by choosing only legal actions.

The bidding systems are followed by choice: each bot picks from
``view.legal``, and the finished bidding of every hand is checked against
the system's own rule (suicide, whiz, mirrors, board).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.ai.base import Player, make_player
from spades_desktop.ai.cardinfo import card_info
from spades_desktop.engine import BidMade, Game, HandScored, Phase, RuleSet
from spades_desktop.rules import load_all

from .helpers import reference_player

EXTRA = {
    "blind-bids-any-time": RuleSet(blind_bids=True, blind_bid_behind=0),
    "blind-nil-pass-two": RuleSet(nil_exchange="pass", nil_pass_count=2, blind_nil_pass_count=3),
    "book-exchange-separate": RuleSet(nil_exchange="book", double_nil="doubled"),
    "ten-for-200-exact-moon": RuleSet(ten_for_two_hundred=True, ten_for_two_hundred_exact=True, moon=True),
    "three-player-cutthroat": RuleSet(players=3, partnerships=False, removed_cards=("2C",)),
    "two-player-redraw": RuleSet(players=2, partnerships=False, draw_phase=True, blind_nil_redraw=3),
    "jokers-deuces-high": RuleSet(high_trumps=("BJ", "LJ", "2S", "2D"), removed_cards=("2C", "2H")),
    "overtrump-anyone": RuleSet(must_overtrump="anyone"),
    "two-of-clubs-no-spade-lead": RuleSet(first_lead="two_of_clubs", no_spade_lead_first_trick=True),
    "board-with-nil": RuleSet(board=4),
    "nil-tricks-lost": RuleSet(nil_tricks_count=False, double_nil="lose_all"),
}


def rule_sets() -> list[tuple[str, RuleSet]]:
    out = [(p.id, p.rules) for p in load_all()]
    out += list(EXTRA.items())
    return out


RULE_SETS = rule_sets()
QUICK_HARD = "hard:samples=4,worlds=1,bid_samples=4"


def check_bids(rules: RuleSet, bids: dict[int, object], spades: dict[int, int]) -> None:
    """The finished bidding fits the bidding system."""
    system = rules.bidding_system
    if system in ("suicide", "suicide_copy"):
        for side in range(2):
            nils = [s for s in (side, side + 2) if getattr(bids[s], "is_nil", False)]
            assert len(nils) == 1, f"suicide: side {side} must have exactly one nil, bids {bids}"
    for seat, bid in bids.items():
        tricks = getattr(bid, "tricks", 0)
        is_nil = getattr(bid, "is_nil", False)
        if system == "whiz":
            assert is_nil or tricks == spades[seat], f"whiz: seat {seat} bid {bid} with {spades[seat]} spades"
        if system == "mirrors":
            assert (is_nil and spades[seat] == 0) or tricks == spades[seat], f"mirrors: {bid} vs {spades[seat]}"
    if rules.board and rules.partnerships:
        for side in range(2):
            pair = [bids[side], bids[side + 2]]
            total = sum(getattr(b, "tricks", 0) for b in pair if not getattr(b, "is_nil", False))
            any_nil = any(getattr(b, "is_nil", False) for b in pair)
            assert any_nil or total >= rules.board, f"board: side {side} bid {pair}"


def play_hands(rules: RuleSet, players: list[Player], hands: int, seed: int) -> int:
    game = Game(rules, seed)
    info = card_info(rules)
    done = 0
    bids: dict[int, object] = {}
    spades: dict[int, int] = {}
    while done < hands and not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal, f"{type(players[seat]).__name__} chose the illegal {action}"
        assert players[seat].explain(), "every decision explains itself"
        if view.phase is Phase.BID and view.hand is not None:
            spades[seat] = sum(1 for c in view.hand if c.bit & info.trump_mask)
        for event in game.apply(action):
            if isinstance(event, BidMade):
                bids[event.seat] = event.bid
            if isinstance(event, HandScored):
                check_bids(rules, {s: b for s, b in bids.items()}, spades)
                bids, spades = {}, {}
                done += 1
    for p in players:
        assert getattr(p, "fallbacks", 0) == 0, "a bot fell back on the first legal action"
    return done


# The Normal level with a small bid search: legality, not strength, is checked here, and every preset's
# bids still go through the search (its playouts, its guesses, its worlds).
NORMAL = "normal:bid_samples=16"


@pytest.mark.parametrize(("name", "rules"), RULE_SETS, ids=[n for n, _ in RULE_SETS])
def test_normal_easy_and_reference_play_legally(name: str, rules: RuleSet) -> None:
    n = rules.players
    # the frozen v1 reference (bench/reference_v1) predates the two decks of the six-player game
    for level in (NORMAL, "easy", "reference") if n <= 4 else (NORMAL, "easy"):
        players = [reference_player(s) if level == "reference" else make_player(level, seed=s) for s in range(n)]
        assert play_hands(rules, players, 6, seed=7) >= 1


@pytest.mark.parametrize(("name", "rules"), RULE_SETS, ids=[n for n, _ in RULE_SETS])
def test_hard_plays_legally(name: str, rules: RuleSet) -> None:
    n = rules.players
    players = [make_player(QUICK_HARD if s == 0 else NORMAL, seed=s) for s in range(n)]
    assert play_hands(rules, players, 2, seed=3) >= 1


def test_mixed_levels_behind_in_the_score_use_blind_bids_legally() -> None:
    rules = RuleSet(blind_bids=True, blind_bid_behind=100, blind_nil_behind=100, target=300)
    players = [make_player(level, seed=s) for s, level in enumerate(("normal", "easy", "normal", "easy"))]
    game = Game(rules, 21, scores=[0, 260])
    blind = 0
    while not game.is_over and game.hand_number < 6:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal
        blind += getattr(action, "is_blind", False)
        game.apply(action)
    assert blind >= 1, "a side far behind near the end bids blind at least once"


def test_rules_variants_cover_each_system() -> None:
    systems = {r.bidding_system for _, r in RULE_SETS}
    assert systems == {"standard", "suicide", "suicide_copy", "whiz", "mirrors"}
    assert any(r.board for _, r in RULE_SETS) and any(r.draw_phase and r.blind_nil_redraw for _, r in RULE_SETS)
    assert any(replace(r, players=4) == r and not r.partnerships for _, r in RULE_SETS)

"""The scorekeeper's tally checks every typed bid against the engine's own legal bids, the second round (raise,
no trump, aces, bemo, the suicide copy) included, and a refusal lists exactly the bids the row could take at
that seat (QA houses 6: a 14 in raise-once, "5 no trump" and "4 aces" under standard rules were scored)."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from spades_desktop.engine import Bid, BidKind, Game, Phase, RuleSet, tally
from spades_desktop.engine.bidlist import read_bid_list
from spades_desktop.engine.tally import BidError, TallyError, check_bids, parse_bid, tally_hand
from spades_desktop.rules import load_preset

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3


def rules_of(preset_id: str) -> RuleSet:
    return load_preset(preset_id).rules


def row(rules: RuleSet, text: str) -> list[Bid]:
    return [parse_bid(word.replace("_", " "), rules) for word in text.split()]


def listed(err: BidError) -> set[Bid]:
    """The bids a refusal says are open ("…; you may bid 1-13, nil")."""
    found = re.search(r"you may bid (.*)$", str(err))
    assert found is not None, str(err)
    out: set[Bid] = set()
    for choice in read_bid_list(found.group(1)):
        most = choice.most if choice.most is not None else choice.bid.tricks
        out |= {Bid(k, choice.bid.kind) for k in range(choice.bid.tricks, most + 1)}
    return out


def test_raise_once_refuses_a_bid_above_the_most_tricks() -> None:
    # QA r14.csv: West 13 + East 14 scored as a 27-trick contract, -270, game over.
    rules = rules_of("raise-once")
    with pytest.raises(BidError, match=r"East: you cannot bid 14 now") as info:
        tally_hand(rules, EAST, row(rules, "3 13 4 14"), [3, 6, 4, 0])
    assert info.value.seat == EAST and info.value.field == "bid"
    assert Bid(14) not in listed(info.value) and Bid(13) in listed(info.value)


def test_raise_once_refuses_a_raise_past_the_top_bid() -> None:
    rules = dataclasses.replace(rules_of("raise-once"), max_bid=5)
    with pytest.raises(BidError, match="South: you cannot bid 6 now"):
        tally_hand(rules, EAST, row(rules, "6 3 2 1"), [6, 3, 2, 2])
    assert tally_hand(rules, EAST, row(rules, "5 3 2 3"), [5, 3, 2, 3]).sides[0].made


@pytest.mark.parametrize("typed", ["5_no_trump", "4_aces", "5_little_bemo", "5_big_bemo"])
def test_a_kind_of_bid_the_rules_do_not_have_is_refused(typed: str) -> None:
    # QA nt.csv / ac.csv: "4 aces" scored -170 (an ace check under rules with none), "5 no trump" +50.
    rules = rules_of("standard")
    with pytest.raises(BidError, match=rf"South: you cannot bid {typed.replace('_', ' ')} now") as info:
        tally_hand(rules, EAST, row(rules, f"{typed} 3 3 2"), [3, 3, 2, 5])
    assert listed(info.value) == {*(Bid(k) for k in range(1, 14)), Bid(0, BidKind.NIL), Bid(0, BidKind.BLIND_NIL)}


def test_a_second_round_declaration_the_seat_was_not_offered_is_refused() -> None:
    bemo = rules_of("mo-and-bemo")  # South bids before North: the side's bemo is North's to declare
    with pytest.raises(BidError, match="South: you cannot bid 4 little bemo now"):
        check_bids(bemo, EAST, row(bemo, "4_little_bemo 3 2 3"))
    check_bids(bemo, EAST, row(bemo, "4 3 2_little_bemo 3"))
    aces = rules_of("ace-check")  # the four aces are South's: West cannot contract to keep them too
    with pytest.raises(BidError, match="West: you cannot bid 2 aces now"):
        check_bids(aces, EAST, row(aces, "3_aces 2_aces side_6 side_5"))
    nt = rules_of("no-trump")
    with pytest.raises(BidError, match="South: you cannot bid 0 no trump now"):
        check_bids(nt, EAST, [Bid(0, BidKind.NO_TRUMP), *row(nt, "3 2 3")])


def test_suicide_copy_lists_the_bids_left_after_the_partners_copy() -> None:
    # QA: North, whose number South copies, was told "you may bid 4-13, nil, blind nil"; only a nil is left.
    rules = rules_of("suicide-copy")
    for typed in ("0", "5"):
        with pytest.raises(BidError, match="North") as info:
            check_bids(rules, WEST, row(rules, f"4 10 {typed} blind_nil"))
        assert listed(info.value) == {Bid(0, BidKind.NIL), Bid(0, BidKind.BLIND_NIL)}, str(info.value)
    check_bids(rules, WEST, row(rules, "4 10 nil blind_nil"))


def test_misdeal_weak_hand_refusals_list_only_what_can_be_typed() -> None:
    # QA: Keep score offered "misdeal", which typed in the row is refused (the scorekeeper never sees the cards).
    rules = rules_of("misdeal-weak-hand")
    for dealer in range(4):
        for seat in range(4):
            bids = ["3"] * 4
            bids[seat] = "0"
            with pytest.raises(BidError) as info:
                check_bids(rules, dealer, row(rules, " ".join(bids)))
            assert "misdeal" not in str(info.value) and "weak" not in str(info.value), str(info.value)


def _engine_rows(rules: RuleSet, seeds: range) -> list[tuple[int, list[Bid]]]:
    out = []
    for seed in seeds:
        dealer = seed % rules.players
        game = Game(rules, seed, first_dealer=dealer)
        rng = random.Random(seed)
        while game.phase not in (Phase.PLAY, Phase.GAME_OVER):
            game.apply(rng.choice(list(game.legal_actions())))
        if game.phase is Phase.PLAY and all(b is not None for b in game.bids):
            out.append((dealer, [b for b in game.bids if b is not None]))
    return out


def _probes(rules: RuleSet) -> list[Bid]:
    """What a scorekeeper might type: every kind of bid the rules offer, the declarations and a misdeal."""
    kinds = {c.bid.kind for c in tally.bid_choices(rules)}
    kinds |= {BidKind.NORMAL, BidKind.NO_TRUMP, BidKind.ACES, BidKind.LITTLE_BEMO, BidKind.MISDEAL}
    fixed = {BidKind.NIL, BidKind.BLIND_NIL, BidKind.MOON, BidKind.BLIND_MOON, BidKind.LEXINGTON,
             BidKind.BLIND_SIX, BidKind.LITTLE_MO, BidKind.BIG_MO, BidKind.PASS, BidKind.MISDEAL, BidKind.TEN_FOR_200}
    return [Bid(k, kind) for kind in sorted(kinds, key=lambda k: k.value)
            for k in ((10 if kind is BidKind.TEN_FOR_200 else 0,) if kind in fixed else range(15))]


@pytest.mark.parametrize("preset", ["raise-once", "suicide-copy", "misdeal-weak-hand", "no-trump", "mo-and-bemo",
                                    "ace-check", "standard"])
def test_a_refusal_lists_exactly_the_bids_the_seat_could_have_made(preset: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """For rows the engine made, a seat's refusal lists the bids that row accepts at that seat (QA's ks.py)."""
    rules = rules_of(preset)
    probes = _probes(rules)
    rng = random.Random(preset)
    for dealer, bids in _engine_rows(rules, range(1, 3)):
        check_bids(rules, dealer, bids)
        for seat in range(rules.players):
            accepted, refused = set(), []
            with monkeypatch.context() as quick:  # which probes the row takes: no list needed
                quick.setattr(tally, "_open_finals", lambda *args: ())
                for probe in probes:
                    probed = list(bids)
                    probed[seat] = probe
                    try:
                        check_bids(rules, dealer, probed)
                    except BidError as err:
                        if err.seat == seat:
                            refused.append(probed)
                            continue
                    except TallyError:
                        pass
                    accepted.add(probe)
            for probed in rng.sample(refused, min(6, len(refused))):
                with pytest.raises(BidError) as info:
                    check_bids(rules, dealer, probed)
                if "you may bid" in str(info.value):  # "blind bids are not allowed in these rules" lists none
                    assert listed(info.value) == accepted, (seat, [str(b) for b in probed], str(info.value))

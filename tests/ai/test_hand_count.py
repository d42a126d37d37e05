"""The count of a hand's tricks (``hand_eval.estimate_tricks``), remembered suit by suit for Hard's guesses."""

from __future__ import annotations

import random

from spades_desktop.ai import hand_eval
from spades_desktop.ai.cardinfo import TRUMP, card_info
from spades_desktop.ai.hand_eval import estimate_mask, estimate_tricks, family_of
from spades_desktop.engine import Card, RuleSet, cards_of
from spades_desktop.rules import load_all


def _count_card_by_card(hand: tuple[Card, ...], rules: RuleSet) -> tuple[float, float, float, int, int]:
    """The count as it was written before it was remembered suit by suit: one loop over the whole hand's
    cards (trumps, then each side suit), adding each card's value as it comes."""
    info, fam = card_info(rules), family_of(rules)
    mask = sum(c.bit for c in hand)
    trumps = info.cards_desc(mask, TRUMP)
    trump_tricks, honours, stacked = 0.0, 0, 0
    for i, card in enumerate(trumps):
        above = (info.higher[card.index] & ~mask).bit_count()
        if above:
            above, stacked = above + stacked, stacked + 1
        if above > 3:
            continue
        value = fam.trump_protected[above] if len(trumps) - i - 1 >= above else fam.trump_base[above]
        honours += value >= 0.5
        trump_tricks += value
    length = max(0.0, len(trumps) - max(fam.length_from, honours))
    side, ruff_room, short = 0.0, 0.0, 0
    for s in range(3):
        cards = info.cards_desc(mask, s)
        m = len(cards)
        ruff_room += (fam.ruff_value[0] * 2, fam.ruff_value[1], fam.ruff_value[2], 0.0)[min(m, 3)]
        short += m <= 1
        for i, card in enumerate(cards):
            above = (info.higher[card.index] & ~mask).bit_count()
            if above > 3 or i >= len(fam.side_round):
                continue
            base = fam.side_base[above] * (0.35 if above and m - i - 1 < above else 1.0)
            side += base * fam.side_round[i]
    ruff = min(ruff_room, max(0.0, len(trumps) - honours - length) * 0.8)
    w = fam.weights
    total = w[0] * trump_tricks + w[1] * length + w[2] * side + w[3] * ruff + fam.offset
    return max(0.0, total), trump_tricks, side, len(trumps), short


def test_a_hands_count_is_the_same_from_its_cards_or_from_memory_in_every_preset() -> None:
    """Every preset (jokers, two decks, three players, no-trump bids): the remembered suits give the same
    count, to the last bit of the float, as a count of the hand's own cards."""
    hand_eval._SUITS.clear()
    for preset in load_all():
        rules = preset.rules
        deck = cards_of(card_info(rules).deck_mask)
        rng = random.Random(preset.id)
        for _ in range(40):
            hand = tuple(rng.sample(deck, min(len(deck), rules.hand_size)))
            first = estimate_tricks(hand, rules)
            again = estimate_mask(sum(c.bit for c in hand), rules)  # from memory now
            assert again == first
            counted = (first.tricks, first.trump_tricks, first.side_tricks, first.trumps, first.short_suits)
            assert counted == _count_card_by_card(hand, rules)
            assert set(first.sure) <= set(hand)


def test_the_memory_of_one_rule_set_is_not_used_for_another() -> None:
    """The same cards count differently at a table of three (other weights, other suit rounds)."""
    four = RuleSet()
    three = next(p.rules for p in load_all() if p.rules.players == 3)
    hand = tuple(cards_of(card_info(four).deck_mask))[::4][:13]
    a = estimate_tricks(hand, four)
    b = estimate_tricks(hand, three)
    hand_eval._SUITS.clear()
    assert estimate_tricks(hand, three) == b
    assert estimate_tricks(hand, four) == a
    assert a.tricks != b.tricks


def test_equal_rule_sets_share_their_card_tables() -> None:
    """``card_info`` answers the same rule set object at once, and an equal copy with the same tables."""
    rules = RuleSet()
    copy = RuleSet()
    assert copy == rules and copy is not rules
    assert card_info(rules) is card_info(rules)
    assert card_info(copy) is card_info(rules)

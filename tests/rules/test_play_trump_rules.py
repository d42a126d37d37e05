"""One named scenario per play and trump rule of issue 16, each under its shipped preset.

Seats: 0 South, 1 West, 2 North, 3 East; partners 0+2 and 1+3. ``first_dealer=3`` makes South bid and
lead first (unless the 2♣ leads).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from spades_desktop.engine import Card, Game, IllegalActionError, RuleSet, TrickWon, parse_cards
from spades_desktop.rules import load_all
from spades_desktop.rules.card import rules_card

from .rules_testkit import bid_seats, play, set_hands

CATALOG = load_all()
ONES = {0: "1", 1: "1", 2: "1", 3: "1"}


def rules(preset_id: str, **changes: object) -> RuleSet:
    base = CATALOG[preset_id].rules
    return replace(base, **changes) if changes else base  # type: ignore[arg-type]


def dealt(preset_id: str, hands: dict[int, str], **changes: object) -> Game:
    g = Game(rules(preset_id, **changes), 5, first_dealer=3)
    set_hands(g, hands)
    bid_seats(g, ONES)
    return g


def cards(text: str) -> tuple[Card, ...]:
    return tuple(sorted(parse_cards(text)))


def winner(events: list[object]) -> int:
    return next(e.winner for e in events if isinstance(e, TrickWon))


# ------------------------------------------------------------ play.lowest_club_first_trick
LOW_CLUBS = {
    0: "2C 5C 9C 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
    1: "3C 7C KC 2D 3D 4D 5D 6D 7D 8D 9D TD AS",
    2: "QH KH AH JD QD KD AD 2S 3S 4S 5S 6S 7S",
    3: "4C AC 6C 8C TC JC QC 8S 9S TS JS QS KS",
}


def test_every_player_plays_its_lowest_club_to_the_first_trick() -> None:  # play.lowest_club_first_trick
    g = dealt("lowest-club-first-trick", LOW_CLUBS)
    assert g.to_act == 0 and g.legal_plays(0) == cards("2C")
    play(g, "2C")
    assert g.legal_plays(1) == cards("3C")
    with pytest.raises(IllegalActionError, match="lowest club to the first trick: the 3♣"):
        play(g, "KC")
    play(g, "3C")
    assert g.legal_plays(2) == cards("QH KH AH JD QD KD AD")  # no club: anything but a spade
    play(g, "AH")
    assert g.legal_plays(3) == cards("4C")
    assert winner(play(g, "4C")) == 3
    assert len(g.legal_plays(1)) == 12 or g.to_act == 3  # from the second trick the play is free again
    assert g.legal_plays(3) == cards("AC 6C 8C TC JC QC")  # East leads: spades are not broken


def test_without_the_rule_any_club_follows_the_two() -> None:  # play.two_of_clubs_leads only
    g = dealt("two-of-clubs-leads", LOW_CLUBS)
    play(g, "2C")
    assert g.legal_plays(1) == cards("3C 7C KC")


# ----------------------------------------------------------------- play.must_overtrump (tarot)
TAROT = {
    0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 5S",
    1: "AH 3S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    2: "9S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
    3: "AC KD AD 2S 4S 6S 7S 8S TS JS QS KS AS",
}


def test_tarot_a_void_player_must_trump() -> None:  # play.must_overtrump (tarot style)
    g = dealt("tarot-overtrump", TAROT)
    play(g, "2H", "AH")
    assert g.legal_plays(2) == cards("9S")  # void in hearts: no club discard, the spade is a must
    with pytest.raises(IllegalActionError, match="you must play a spade"):
        play(g, "2C")
    play(g, "9S")
    assert g.legal_plays(3) == cards("TS JS QS KS AS")  # and it must beat the 9♠ if it can


def test_tarot_beat_the_spade_even_on_a_spade_lead() -> None:  # play.must_overtrump (tarot style)
    hands = dict(TAROT)
    hands[2] = "9S 7S 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"
    hands[3] = "AC KC KD AD 2S 4S 6S 8S TS JS QS KS AS"
    g = Game(rules("tarot-overtrump", spades_broken=False), 5, first_dealer=3)
    set_hands(g, hands)
    bid_seats(g, ONES)
    play(g, "5S")
    assert g.legal_plays(1) == cards("3S")
    play(g, "3S")
    assert g.legal_plays(2) == cards("9S 7S")  # the partner's 5♠: both beat it
    play(g, "9S")
    assert g.legal_plays(3) == cards("TS JS QS KS AS")  # not the 2♠, 4♠, 6♠, 8♠
    with pytest.raises(IllegalActionError, match="beat the spade"):
        play(g, "2S")
    g = Game(rules("standard", spades_broken=False), 5, first_dealer=3)  # the standard rules: any spade
    set_hands(g, hands)
    bid_seats(g, ONES)
    play(g, "5S", "3S", "9S")
    assert len(g.legal_plays(3)) == 9


# ----------------------------------------------------------------------------- trump.suit_order
RANKED = {
    0: "2C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    1: "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD AD AS",
    2: "AH 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    3: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS KD",
}


@pytest.mark.parametrize(("preset_id", "won_by"), [("suit-order", 1), ("standard", 2)])
def test_a_higher_suit_beats_the_led_suit(preset_id: str, won_by: int) -> None:  # trump.suit_order
    g = dealt(preset_id, RANKED)
    assert winner(play(g, "2H", "AD", "AH", "KD")) == won_by  # the A♦ over the A♥ when suits rank


@pytest.mark.parametrize("preset_id", ["suit-order", "standard"])
def test_a_lower_suit_cannot_win(preset_id: str) -> None:  # trump.suit_order
    g = dealt(preset_id, RANKED)
    assert winner(play(g, "2C", "AD", "3C", "KD")) == 2  # diamonds are below clubs: the 3♣ wins
    g = dealt(preset_id, {**RANKED, 0: "2H 2C 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"})
    assert winner(play(g, "2H", "AD", "AH", "2S")) == 3  # a spade still beats every suit


@pytest.mark.parametrize(("preset_id", "won_by"), [("suit-order", 2), ("standard", 0)])
def test_the_highest_suit_played_wins(preset_id: str, won_by: int) -> None:  # trump.suit_order: ♣ > ♦ > ♥
    g = dealt(preset_id, {0: "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S",
                          1: "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
                          2: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
                          3: "2H 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"})
    assert winner(play(g, "AH", "2D", "2C", "2H")) == won_by


# ------------------------------------------------------------------- trump.deuces_high, aces low
@pytest.mark.parametrize(("preset_id", "won_by"), [("deuces-high-aces-low", 3), ("deuces-high", 0)])
def test_aces_low_make_the_ace_the_lowest_card_of_its_suit(preset_id: str, won_by: int) -> None:
    # trump.deuces_high with aces low
    g = dealt(preset_id, {0: "AH", 1: "3H", 2: "4H", 3: "5H"})
    assert winner(play(g, "AH", "3H", "4H", "5H")) == won_by
    assert CATALOG["deuces-high-aces-low"].rules.trump_order()[-1] == Card.parse("AS")


def test_aces_low_in_trumps() -> None:  # trump.deuces_high (aces low): the A♠ is below the 3♠
    hands = {0: "AS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
             1: "3S 4D 5D 6D 7D 8D 9D TD JD QD KD AD 3D",
             2: "4S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
             3: "2S 2D 2C 2H 5S 6S 7S 8S 9S TS JS QS KS"}
    g = dealt("deuces-high-aces-low", hands, spades_broken=False)
    play(g, "AS", "3S", "4S")
    assert winner(play(g, "5S")) == 3
    g = dealt("deuces-high", hands, spades_broken=False)
    assert winner(play(g, "AS", "3S", "4S", "5S")) == 0  # aces high: the A♠ beats the 5♠


# ----------------------------------------------------------------- jokers: first wins, Big forces
JOKERS = {
    0: "LJ 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    1: "BJ 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    2: "AS 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    3: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H",
}


@pytest.mark.parametrize(("preset_id", "won_by"), [("jokers-first-wins", 0), ("jokers-high", 1)])
def test_the_first_joker_played_wins(preset_id: str, won_by: int) -> None:  # trump.jokers_first_wins
    g = dealt(preset_id, JOKERS, spades_broken=False)
    assert winner(play(g, "LJ", "BJ", "AS", "2S")) == won_by


def test_a_led_big_joker_forces_the_opponents_highest_spade() -> None:  # trump.big_joker_forces
    hands = {
        0: "BJ 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        1: "2S 5S KS 3D 4D 5D 6D 7D 8D 9D TD JD QD",
        2: "3S 4S 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        3: "LJ 6S 7S 8S 9S TS JS QS AS AC AD KD 2H",
    }
    g = dealt("big-joker-forces", hands, spades_broken=False)
    play(g, "BJ")
    assert g.legal_plays(1) == cards("KS")
    with pytest.raises(IllegalActionError, match="highest spade: the K♠"):
        play(g, "2S")
    play(g, "KS")
    assert g.legal_plays(2) == cards("3S 4S")  # the partner plays as usual
    play(g, "3S")
    assert g.legal_plays(3) == cards("LJ")  # the Little Joker is East's highest spade
    g = dealt("jokers-high", hands, spades_broken=False)
    play(g, "BJ")
    assert g.legal_plays(1) == cards("2S 5S KS")
    g = dealt("big-joker-forces", hands, spades_broken=False)
    play(g, "3H", "2S", "3C", "2H")  # West's 2♠ wins; a Big Joker not led forces nothing
    assert g.to_act == 1


# ------------------------------------------------------------------------------- texts and keys
@pytest.mark.parametrize("preset_id", ["lowest-club-first-trick", "tarot-overtrump", "suit-order",
                                       "deuces-high-aces-low", "jokers-first-wins", "big-joker-forces"])
def test_the_rules_card_names_the_rule_in_both_languages(preset_id: str) -> None:
    words = {"lowest-club-first-trick": ("lowest club", "младшую трефу"),
             "tarot-overtrump": ("must play a spade", "обязан положить пику"),
             "suit-order": ("♣ > ♦ > ♥", "♣ > ♦ > ♥"),
             "deuces-high-aces-low": ("Aces are low", "Тузы младшие"),
             "jokers-first-wins": ("the one played first wins", "берёт сыгранный первым"),
             "big-joker-forces": ("must play its highest spade", "старшую пику")}[preset_id]
    preset = CATALOG[preset_id]
    assert words[0] in rules_card(preset, "en") and words[1] in rules_card(preset, "ru")


@pytest.mark.parametrize(("changes", "message"), [
    ({"lowest_club_first_trick": True}, "first_lead: two_of_clubs"),
    ({"jokers_first_wins": True}, "both jokers"),
    ({"big_joker_forces": True}, "Big Joker"),
])
def test_rules_that_need_another_rule_say_which(changes: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RuleSet.from_dict(changes)


def test_bots_see_that_a_higher_suit_wins() -> None:  # trump.suit_order in ai/cardinfo.py
    from spades_desktop.ai.cardinfo import card_info
    ranked, plain = card_info(CATALOG["suit-order"].rules), card_info(CATALOG["standard"].rules)
    hearts, diamond = 2, Card.parse("2D")
    assert ranked.key(diamond, hearts) > ranked.key(Card.parse("AH"), hearts) and plain.key(diamond, hearts) == -1
    assert ranked.key(Card.parse("AH"), 1) == -1  # a heart on a diamond lead cannot win


# ------------------------------------------------------------------------- trump.joker_conversion
CONVERT = {
    0: "AH 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2H",
    1: "KS 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    2: "BJ 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    3: "AS LJ 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
}


def test_a_joker_turns_the_partners_card_into_a_spade() -> None:  # trump.joker_conversion
    g = dealt("joker-conversion", CONVERT)
    assert winner(play(g, "AH", "KS", "BJ", "QS")) == 0  # North's joker makes South's A♥ an A♠: over the K♠
    g = dealt("jokers-high", CONVERT)
    assert winner(play(g, "AH", "KS", "BJ", "QS")) == 2  # jokers high: the Big Joker itself wins


def test_the_real_spade_beats_a_converted_card_of_its_rank() -> None:  # trump.joker_conversion
    g = dealt("joker-conversion", CONVERT)
    assert winner(play(g, "AH", "KS", "BJ", "AS")) == 3


def test_two_converted_cards_of_one_rank_go_to_the_big_joker() -> None:  # trump.joker_conversion
    hands = {0: "AH 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2H",
             1: "LJ 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2S",
             2: "BJ 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 3S",
             3: "AD AC AS 4S 5S 6S 7S 8S 9S TS JS QS KS"}
    g = dealt("joker-conversion", hands)
    play(g, "AH", "LJ", "BJ")  # both sides hold a joker: South's A♥ and East's ace are both A♠ ...
    assert winner(play(g, "AD")) == 0  # ... and the Big Joker's side wins the tie

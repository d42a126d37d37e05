"""A computer partner keeps a nil safe: the scenarios a nil bidder complains about, one each.

The leads and the ace are asked of Normal and of Hard (whose search plays the hand out with Normal's policy on
every seat, and then may choose another card: here it must not choose one that endangers the nil).
"""

from __future__ import annotations

import dataclasses

import pytest

from spades_desktop.ai.base import Player
from spades_desktop.ai.card_play import Table, nil_exposure
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import NormalPlayer, hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Play, RuleSet, parse_action

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

RULES = RuleSet()
BIDS = ["4", "3", "nil", "3"]  # South bids 4, West 3, North nil, East 3


PARTNERS = {"normal": lambda: NormalPlayer(), "hard": lambda: HardPlayer(seed=3)}
both_levels = pytest.mark.parametrize("level", sorted(PARTNERS))


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def hearts_gone_but_the_jack() -> list[list[tuple[int, str]]]:
    """Three tricks South won; every heart is played but the J♥ (out) and the 2♥ (South's); East shows out."""
    return [
        [(SOUTH, "AH"), (WEST, "KH"), (NORTH, "3H"), (EAST, "QH")],
        [(SOUTH, "TH"), (WEST, "9H"), (NORTH, "4H"), (EAST, "8H")],
        [(SOUTH, "7H"), (WEST, "6H"), (NORTH, "5H"), (EAST, "9C")],
    ]


@both_levels
def test_partner_does_not_lead_a_low_heart_into_my_lone_jack(level: str) -> None:
    # Only the J♥ is out and North (nil) may hold it: the 2♥ would force North to win with it.
    game = position(RULES, {SOUTH: "2H 8C 7C 9D 8D 5D AS 9S 4S 3S", NORTH: "JH"}, BIDS,
                    completed=hearts_gone_but_the_jack(), winners=[SOUTH, SOUTH, SOUTH],
                    voids={EAST: "H"}, dealer=EAST)
    action, _view = decide(PARTNERS[level](), game)
    assert card_of(action) != "2H", "the 2♥ is led into the nil bidder's lone J♥"


@both_levels
def test_partner_does_not_lead_the_seven_of_diamonds_into_my_king_jack(level: str) -> None:
    # Every diamond is played but the K♦ and J♦ (both may be North's) and South's 7♦: leading it sets the nil.
    game = position(
        RULES,
        {SOUTH: "7D 9C 8C 5H 4H 6S 5S 3S 2S", NORTH: "KD JD"},
        BIDS,
        completed=[
            [(SOUTH, "AD"), (WEST, "QD"), (NORTH, "2D"), (EAST, "3D")],
            [(SOUTH, "TD"), (WEST, "9D"), (NORTH, "4D"), (EAST, "8D")],
            [(SOUTH, "AC"), (WEST, "5D"), (NORTH, "2C"), (EAST, "6D")],
            [(SOUTH, "AH"), (WEST, "2H"), (NORTH, "3H"), (EAST, "KH")],
        ],
        winners=[SOUTH, SOUTH, SOUTH, SOUTH],
        voids={WEST: "D", EAST: "D"},
        dealer=EAST,
    )
    action, _view = decide(PARTNERS[level](), game)
    assert card_of(action) != "7D", "the 7♦ is led into the nil bidder's K-J of diamonds"


@both_levels
def test_partner_leads_high_where_my_nil_may_be_exposed(level: str) -> None:
    # Same hearts as above: the exposure rates the 2♥ dangerous, the master A♠ safe, and South leads the legal
    # card least likely to catch North (spades are not broken yet, so the A♠ cannot be led).
    game = position(RULES, {SOUTH: "2H 8C 7C 9D 8D 5D AS 9S 4S 3S", NORTH: "JH"}, BIDS,
                    completed=hearts_gone_but_the_jack(), winners=[SOUTH, SOUTH, SOUTH],
                    voids={EAST: "H"}, dealer=EAST)
    view = game.view(SOUTH)
    tab = Table(PlayState.from_view(view), SOUTH, hand_mask(view), legal_mask(view))
    by_card = {str(c): nil_exposure(tab, c) for c in view.hand or ()}
    assert by_card["AS"] == 0.0, "the master trump cannot catch the nil bidder"
    assert by_card["2H"] > 0.3, "the lone J♥ may be the nil bidder's"
    legal = {str(a.card) for a in view.legal if isinstance(a, Play)}
    assert "AS" not in legal
    chosen = card_of(decide(PARTNERS[level](), game)[0])
    assert by_card[chosen] <= min(by_card[c] for c in legal) + 0.05


def test_partner_ruffs_low_over_my_nil_and_keeps_the_high_spades() -> None:
    # East leads the 9♥; South is out of hearts and North (nil) plays next: any trump covers, so South ruffs
    # with the 3♠ and keeps the K♠ and Q♠ to cover North's own spades later (no stranded J♠ at the end).
    game = position(
        RULES,
        {SOUTH: "KS QS 3S 7C 4C 2C"},
        BIDS,
        completed=[[(SOUTH, "AD"), (WEST, "5D"), (NORTH, "2D"), (EAST, "6D")],
                   [(SOUTH, "AC"), (WEST, "3C"), (NORTH, "5C"), (EAST, "6C")]],
        winners=[SOUTH, SOUTH],
        trick=[(EAST, "9H")],
        voids={SOUTH: "H"},
        dealer=EAST,
    )
    action, _view = decide(NormalPlayer(), game)
    assert card_of(action) == "3S"


@both_levels
def test_partner_never_ruffs_with_the_ace_when_the_two_covers_my_nil(level: str) -> None:
    # East leads the K♥ and South is out of hearts: the 2♠ covers North's nil as well as the A♠ would.
    game = position(
        RULES,
        {SOUTH: "AS 4S 2S 8D 7D"},
        BIDS,
        completed=[[(SOUTH, "AD"), (WEST, "5D"), (NORTH, "2D"), (EAST, "6D")]],
        winners=[SOUTH],
        trick=[(EAST, "KH")],
        voids={SOUTH: "H"},
        dealer=EAST,
    )
    player: Player = PARTNERS[level]()
    action, _view = decide(player, game)
    assert card_of(action) != "AS"
    if level == "normal":
        assert card_of(action) == "2S"


def test_partner_trumps_over_a_high_card_when_my_bare_king_may_be_stuck_under_it() -> None:
    # East leads the Q♥ with only the K♥ unseen, West has shown out of hearts: "the card to beat is already high,
    # my partner can duck" was wrong, for North (nil) may hold the K♥ alone. South, out of hearts, threw a club
    # ("second hand low") and the bare king won the trick; a low trump covers it.
    game = position(
        RULES,
        {SOUTH: "AS TS 6S 3S 2S 7C 8C 9D 8D", NORTH: "KH"},
        BIDS,
        completed=[[(EAST, "AH"), (SOUTH, "2C"), (WEST, "2H"), (NORTH, "3H")],
                   [(EAST, "JH"), (SOUTH, "3C"), (WEST, "4H"), (NORTH, "5H")],
                   [(EAST, "TH"), (SOUTH, "4C"), (WEST, "6H"), (NORTH, "7H")],
                   [(EAST, "9H"), (SOUTH, "5C"), (WEST, "2D"), (NORTH, "8H")]],
        winners=[EAST, EAST, EAST, EAST],
        trick=[(EAST, "QH")],
        voids={SOUTH: "H", WEST: "H"},
        dealer=NORTH,
    )
    action, _view = decide(NormalPlayer(), game)
    assert card_of(action) == "2S", "the lowest trump covers the nil bidder's bare K♥"


def test_partner_keeps_its_trumps_when_my_nil_has_shown_out_of_the_suit_led() -> None:
    # The same lead of the Q♥, but North (nil) has shown out of hearts: it cannot be stuck under the queen, so
    # South does not spend a trump to cover it (the cover above must not become a trump on every high card).
    game = position(
        RULES,
        {SOUTH: "AS TS 6S 3S 2S 7C 8C 9D 8D", EAST: "KH 8H"},
        BIDS,
        completed=[[(EAST, "AH"), (SOUTH, "2C"), (WEST, "2H"), (NORTH, "3H")],
                   [(EAST, "JH"), (SOUTH, "3C"), (WEST, "4H"), (NORTH, "5H")],
                   [(EAST, "TH"), (SOUTH, "4C"), (WEST, "6H"), (NORTH, "7H")],
                   [(EAST, "9H"), (SOUTH, "5C"), (WEST, "2D"), (NORTH, "4D")]],
        winners=[EAST, EAST, EAST, EAST],
        trick=[(EAST, "QH")],
        voids={SOUTH: "H", WEST: "H", NORTH: "H"},
        dealer=NORTH,
    )
    action, _view = decide(NormalPlayer(), game)
    assert not card_of(action).endswith("S"), "no trump spent: the nil cannot win a heart trick"


def test_partner_keeps_its_high_spades_when_my_nil_is_already_safe_in_the_trick() -> None:
    # West leads the 7♣, North (nil) throws the 8♥ and East ruffs with the 5♠: North's card is beaten, the nil is
    # safe in this trick whatever South plays. South, out of clubs, used to overruff with the J♠ ("we still need 2
    # tricks"); the J♠ and K♠ cover North's own spades later, when spades are led at it. South throws a side card.
    game = position(
        RULES,
        {SOUTH: "KS JS JD TD 9D 8D TH 9H 4H 2H"},
        BIDS,
        completed=[[(SOUTH, "AD"), (WEST, "5D"), (NORTH, "2D"), (EAST, "6D")],
                   [(SOUTH, "AH"), (WEST, "5H"), (NORTH, "3H"), (EAST, "6H")],
                   [(SOUTH, "3C"), (WEST, "QC"), (NORTH, "4C"), (EAST, "5C")]],
        winners=[SOUTH, SOUTH, WEST],
        trick=[(WEST, "7C"), (NORTH, "8H"), (EAST, "5S")],
        voids={SOUTH: "C", NORTH: "C", EAST: "C"},
        dealer=EAST,
    )
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert not card_of(action).endswith("S"), "no high spade spent on a trick the nil cannot take"
    assert "safe" in str(player.explain())


def qa_deal_at_trick_eleven(east_bid: str, rules: RuleSet = RULES) -> Game:
    """A deal of the QA replay at its eleventh trick: West bid nil, East (its partner) holds K♠ J♠ J♦; South leads
    the 7♣, West throws the 7♥, North ruffs with the 5♠. West still holds the 10♠ and 9♠."""
    return position(
        rules,
        {EAST: "KS JS JD", WEST: "TS 9S", SOUTH: "AC 2S", NORTH: "8S 6S"},
        ["3", "nil", "3", east_bid],
        completed=[[(EAST, "AD"), (SOUTH, "4D"), (WEST, "2D"), (NORTH, "5D")],
                   [(EAST, "KD"), (SOUTH, "TD"), (WEST, "3D"), (NORTH, "7D")],
                   [(EAST, "KH"), (SOUTH, "AH"), (WEST, "8H"), (NORTH, "9H")],
                   [(SOUTH, "3H"), (WEST, "2H"), (NORTH, "JH"), (EAST, "TH")],
                   [(NORTH, "9D"), (EAST, "6D"), (SOUTH, "3C"), (WEST, "4H")],
                   [(NORTH, "QH"), (EAST, "3S"), (SOUTH, "4S"), (WEST, "5H")],
                   [(SOUTH, "4C"), (WEST, "2C"), (NORTH, "JC"), (EAST, "5C")],
                   [(NORTH, "QC"), (EAST, "8C"), (SOUTH, "KC"), (WEST, "9C")],
                   [(SOUTH, "6C"), (WEST, "TC"), (NORTH, "QD"), (EAST, "7S")],
                   [(EAST, "8D"), (SOUTH, "AS"), (WEST, "6H"), (NORTH, "QS")]],
        winners=[EAST, EAST, SOUTH, NORTH, NORTH, SOUTH, NORTH, SOUTH, EAST, SOUTH],
        trick=[(SOUTH, "7C"), (WEST, "7H"), (NORTH, "5S")],
        dealer=NORTH,
    )


def test_partner_trumps_behind_my_safe_nil_only_when_our_contract_needs_every_trick_left() -> None:
    # East bid 4 and still needs 1 of the last 3 tricks: the J♠ ruff ("we still need 1 trick") left West's 10♠
    # uncovered and the nil was set; the J♦ keeps the K♠ and J♠ for West's spades. Had East bid 6, it would need
    # all 3 tricks: then the contract is lost without the ruff (made only with West's ruff of the J♦ at the end,
    # which sets the nil). The nil is worth more (a swing of 200 points against 120), so it still keeps its
    # spades; with a nil worth 50 the contract comes first, and it trumps.
    action, _view = decide(NormalPlayer(), qa_deal_at_trick_eleven("4"))
    assert card_of(action) == "JD"
    action, _view = decide(NormalPlayer(), qa_deal_at_trick_eleven("6"))
    assert card_of(action) == "JD"
    action, _view = decide(NormalPlayer(), qa_deal_at_trick_eleven("6", dataclasses.replace(RULES, nil_value=50)))
    assert card_of(action) == "JS"


def qa_deal_871_at_trick_six(bids: list[str]) -> Game:
    """A QA deal (seed 871) at its sixth trick, with ``bids`` (South, West, North, East): West leads the 6♦ and
    North, out of diamonds, holds 8♣ 2♥ 7♥ and six spades."""
    return position(
        RULES,
        {SOUTH: "TC JC QC 6H QH 2S 5S TS", WEST: "7C 5H 9H TH 3S 7S AS", NORTH: "8C 2H 7H 6S 8S 9S QS KS",
         EAST: "2C 3C 4C 5C 6C 4H 4S JS"},
        bids,
        completed=[[(NORTH, "QD"), (EAST, "TD"), (SOUTH, "9D"), (WEST, "KD")],
                   [(WEST, "AD"), (NORTH, "2D"), (EAST, "5D"), (SOUTH, "7D")],
                   [(WEST, "JD"), (NORTH, "4D"), (EAST, "KC"), (SOUTH, "AH")],
                   [(WEST, "3D"), (NORTH, "8D"), (EAST, "AC"), (SOUTH, "9C")],
                   [(NORTH, "JH"), (EAST, "3H"), (SOUTH, "8H"), (WEST, "KH")]],
        winners=[WEST, WEST, WEST, NORTH, WEST],
        trick=[(WEST, "6D")],
        dealer=WEST,
    )


def test_partner_never_says_my_nil_may_win_the_trick() -> None:
    # A QA deal (seed 871) at its sixth trick: South bid nil, North 4 (with 1 trick so far). West leads the 6♦;
    # North, out of diamonds, threw the 2♥: "we still need 3 tricks: I play low, as my partner plays after me and
    # may still win it". A nil bidder does not win the trick for its partner: the reason says why North plays low.
    # (Trumping instead was measured: -0.34 a hand, 95 % CI -0.77 to +0.09, over 1,000 deals; docs/ai.md.)
    game = qa_deal_871_at_trick_six(["nil", "5", "4", "nil"])
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert "may still win it" not in str(player.explain()), player.explain()
    assert "my partner bid nil" in str(player.explain()) and card_of(action) == "2H", player.explain()


# Two hands a nil-loving QA player lost at the twelfth trick (session 45), replayed from their deals: the partner
# counted a nil void in the suit as safe, though all it had left was spades, so it had to trump and win.
STUCK_WITH_SPADES = {
    "second seat": ("standard", 49418647011042, 2, None, (
        "look 2 look nil look 6 look 5 2H 5H KH 3H 3C AC 4C JC KC 5C 6C 2S 3D 8D 6D 7D QC 9C 2C 3S 9D 4S QD 5D TH "
        "4H 8H AH TD 5S AD 4D JS AS TS 8S TC 7H JD 7C 9H 2D QS 6H KD"), "9S"),
    "lead": ("blind-from-behind", 198619170892947, 0, (0, 150), (
        "3 look 3 3 blind_nil 3D AD 8D 6D KH 4H 8H 5H QD TD 2D KD 5D JD 2S AH 4C 2C AC 3C 8C JC 5C 9C 4D 7C 6H 9D "
        "TC 6C KC 3H 9H 2H TH QH 7D 4S 3S JH 6S 7S 5S QS"), "KS"),
}


@both_levels
@pytest.mark.parametrize("spot", sorted(STUCK_WITH_SPADES))
def test_partner_does_not_make_my_nil_trump_when_all_i_have_left_is_spades(level: str, spot: str) -> None:
    """Second seat: West leads the K♦, the last diamond; North (8♣ 9♠, needing a trick) played "low" with the
    8♣, and South, holding 6♠ 7♠, had to trump and win. Lead: North led the last heart, East ruffed with the
    8♠, and South's blind nil, holding 9♠ T♠, had to overruff. The 9♠ and the K♠ keep the nil."""
    from spades_desktop.engine import LOOK, parse_action
    from spades_desktop.rules import load_preset

    preset, deal, dealer, scores, moves, wanted = STUCK_WITH_SPADES[spot]
    game = Game(load_preset(preset).rules, deal, first_dealer=dealer, scores=scores)
    for move in moves.split():
        game.apply(LOOK if move == "look" else parse_action(move.replace("_", " ")))
    assert game.to_act == NORTH and {str(c) for c in game.hand_of(SOUTH)} in ({"6S", "7S"}, {"9S", "TS"})
    action, _view = decide(PARTNERS[level](), game)
    assert card_of(action) == wanted


def test_partner_does_not_lead_a_suit_i_am_void_in_when_i_may_hold_nothing_but_spades() -> None:
    # Standard deal 154 (QA sims, South nil played like a person): at trick 12 North holds 6♣ A♠; South has shown
    # out of clubs and holds 2♠ 4♠ (the A♥ may be South's or West's). "I lead clubs, which my partner cannot
    # follow" made South trump; the club lead is as likely to catch the nil as the A♥ is to be West's
    game = Game(RULES, 154, first_dealer=154 % 4)
    moves = [
        "look", "3", "look", "nil", "look", "4", "look", "4", "9C", "8C", "2C", "KC", "AC", "7C", "JH", "TC", "3C",
        "5C", "TH", "JS", "4H", "6H", "QH", "5H", "6S", "5S", "QS", "8S", "KD", "4D", "6D", "8D", "9H", "7H", "7S",
        "3H", "7D", "5D", "AD", "JD", "KH", "8H", "TS", "2H", "JC", "3D", "9S", "4C", "TD", "QD", "9D", "2D",
    ]
    for move in moves:
        game.apply(parse_action(move), seat=game.to_act)
    assert game.to_act == NORTH and [str(c) for c in game.hand_of(SOUTH)] == ["2S", "4S"]
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) == "AS" and "cannot follow" not in player.explain(), player.explain()


@both_levels
def test_partner_does_not_lead_into_the_gap_my_nil_showed_by_ducking(level: str) -> None:
    # QA deal 9220: at trick 3 South (nil) dropped the 3♦ under North's winning 9♦, so it holds no 4♦-8♦; its one
    # diamond left can only be the J♦. North led the 8♦ ("the card least likely to catch my partner") and the
    # J♦ won: the three diamonds West held were all below the 8♦.
    game = position(
        RULES,
        {SOUTH: "3C 6C 8C QC AC JD 8S", WEST: "4D 6D 7D 7H 8H TH AH", NORTH: "4C 7C 9C 5D 8D 7S QS",
         EAST: "KC QH 3S 6S TS JS KS"},
        ["nil", "3", "4", "4"],
        completed=[
            [(WEST, "2D"), (NORTH, "KD"), (EAST, "TD"), (SOUTH, "QD")],
            [(NORTH, "JC"), (EAST, "2C"), (SOUTH, "TC"), (WEST, "5C")],
            [(NORTH, "9D"), (EAST, "4H"), (SOUTH, "3D"), (WEST, "AD")],
            [(WEST, "2H"), (NORTH, "5H"), (EAST, "6H"), (SOUTH, "3H")],
            [(EAST, "JH"), (SOUTH, "9H"), (WEST, "KH"), (NORTH, "5S")],
            [(NORTH, "AS"), (EAST, "2S"), (SOUTH, "9S"), (WEST, "4S")],
        ],
        winners=[NORTH, NORTH, WEST, EAST, NORTH, NORTH],
        dealer=SOUTH,
    )
    # South is a person (Hard's guards stand beside a person's nil; beside a bot's its search's card stands)
    partner = HardPlayer(seed=3, humans=(SOUTH,)) if level == "hard" else PARTNERS[level]()
    action, _view = decide(partner, game)
    assert card_of(action) not in ("8D", "5D"), "a diamond is led into the nil bidder's J♦, the only one it can hold"


def test_a_ruff_with_the_king_over_my_nil_is_not_called_a_low_trump() -> None:
    # niltrust10 QA: North, holding the K♠ and the A♠ alone in trumps, ruffed West's 5♦ lead with the K♠ over my
    # nil and said "a low trump is enough"
    game = position(RULES, {NORTH: "KS AS 2H 3H 4H 5H 6H 7H 2C 3C 4C 5C 6C", SOUTH: "9D 2D 3S 8H"},
                    ["nil", "3", "4", "3"], trick=[(WEST, "5D")], dealer=SOUTH, voids={NORTH: "D"})
    normal = NormalPlayer(seed=1, bid_samples=0)
    action, _view = decide(normal, game)
    assert action == parse_action("KS")
    assert "low trump" not in normal.explain() and "my lowest trump, the K♠" in normal.explain(), normal.explain()

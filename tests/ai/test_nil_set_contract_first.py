"""Setting an opponent's nil does not cost our own contract (QA niltrust11, standard deal 40016), and the reason
of a lead that cannot catch the nil says so."""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.ai.card_play import DEFAULT_PLAY, play_card
from spades_desktop.ai.hard import HardPlayer
from spades_desktop.ai.normal import NormalPlayer, hand_mask, legal_mask
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Game, Play, RuleSet, SeatView

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position, standard_view

# Standard, deal 40016: East bids 5, South 1, West nil, North 5. At trick 10 North and South have 5 tricks of
# their 6; North leads holding 10♥ Q♥ A♥ 5♠, with only the 4♥ out in hearts (West, nil, may hold it). North led
# "the low 5♠ to set the nil", East took it and North never led again: set by one (-60), and the nil made anyway.
DEAL_40016 = ("look 5 look 1 look nil look 5 KD 2D 8D AD 3C QC 7C 6C TD 5D 6D QD 8C JC TC KH 2C KC 3D AC 9D 9S 7D "
              "4D 4C 2H 9H 2S 7H JH 5H 6H 5C 8H 3H 3S")


def lead_40016() -> SeatView:
    return standard_view(40016, DEAL_40016, NORTH, ["5S", "AH", "QH", "TH"])


def test_partner_one_trick_short_cashes_a_heart_before_chasing_their_nil_with_the_rule_on() -> None:
    # cash_before_set is off in Normal: =1 let 9 more of the opponents' nils through on 400 deals, −1.25 a hand;
    # =2 (below) measured +0.08 (−0.59 to +0.75), short of the bar (docs/ai.md); both are kept for measuring
    view = lead_40016()
    action = NormalPlayer(play_tuning=replace(DEFAULT_PLAY, cash_before_set=1)).choose(view)
    assert isinstance(action, Play)
    assert action.card.suit is not None and action.card.suit.noun == "hearts", "the 5♠ gives up the contract"


def test_the_sharper_rule_cashes_a_heart_where_the_low_spade_would_give_up_the_lead_for_good() -> None:
    # cash_before_set=2: the 5♠ is North's last trump; after it North holds only hearts, and nobody else holds a
    # heart but the 4♥, so North would never win the lead back to cash the A♥
    view = lead_40016()
    card, why = play_card(PlayState.from_view(view), NORTH, hand_mask(view), legal_mask(view),
                          replace(DEFAULT_PLAY, cash_before_set=2))
    assert str(card) == "TH"
    assert str(why) == ("we still need 1 trick: I lead the 10♥; chasing the nil can wait: after the 5♠ I would "
                        "hold no spades and might not win the lead again")


def test_the_sharper_rule_chases_first_with_fewer_sure_cards_than_tricks_needed() -> None:
    # test_normal_play's position: South, 6 tricks short with A♦ K♦ Q♦ J♦ 10♦ and no spade, leads the 2♦ at West's
    # nil: the five sure diamonds do not make the contract alone
    game = position(RuleSet(), {SOUTH: "3C 2D AD KD QD JD TD 9H 8H 7H 6H 5H"}, ["4", "nil", "3", "4"],
                    completed=[[(SOUTH, "AC"), (WEST, "9C"), (NORTH, "5C"), (EAST, "2H")]], winners=[SOUTH],
                    voids={EAST: "C"}, dealer=EAST)
    action, _ = decide(NormalPlayer(play_tuning=replace(DEFAULT_PLAY, cash_before_set=2)), game)
    assert action == Play(next(c for c in game.view(SOUTH).hand or () if str(c) == "2D"))


def trick_two_lead(north: str) -> Game:
    # North bid 1, South 1, West nil; North took the first trick with the A♣ and leads, one trick short, with
    # the A♥ and K♥ no unseen card beats
    return position(RuleSet(), {NORTH: north}, ["1", "4", "1", "nil"],
                    completed=[[(NORTH, "AC"), (EAST, "2C"), (SOUTH, "3C"), (WEST, "4C")]], winners=[NORTH],
                    dealer=WEST)


def test_the_sharper_rule_chases_first_where_a_trump_kept_wins_the_lead_back() -> None:
    game = trick_two_lead("AH KH 2D 3D 4D 5D 6D 2S 3S 7C 8C 9C")
    sharper = NormalPlayer(play_tuning=replace(DEFAULT_PLAY, cash_before_set=2))
    blunt = NormalPlayer(play_tuning=replace(DEFAULT_PLAY, cash_before_set=1))
    assert str(decide(sharper, game)[0]) == "2D"  # the 2♠ and 3♠ stay: a heart or club led later, I trump it
    assert str(decide(blunt, game)[0]) == "AH"


def test_the_sharper_rule_cashes_first_without_a_trump_to_win_the_lead_back() -> None:
    game = trick_two_lead("AH KH 2D 3D 4D 5D 6D 7D 7C 8C 9C TC")
    view = game.view(NORTH)
    card, why = play_card(PlayState.from_view(view), NORTH, hand_mask(view), legal_mask(view),
                          replace(DEFAULT_PLAY, cash_before_set=2))
    assert str(card) == "AH"
    assert str(why) == ("we still need 1 trick: I cash the A♥; chasing the nil can wait: after the 2♦ I would hold "
                        "no spades and might not win the lead again")


def test_normal_chases_the_nil_as_before() -> None:
    view = lead_40016()
    assert DEFAULT_PLAY.cash_before_set == 0
    card, _why = play_card(PlayState.from_view(view), NORTH, hand_mask(view), legal_mask(view),
                           replace(DEFAULT_PLAY, cash_before_set=0))
    assert str(card) == "5S"


def test_hards_heart_lead_does_not_claim_to_set_the_nil() -> None:
    view = lead_40016()
    player = HardPlayer(seed=1)
    action = player.choose(view)
    assert action == Play(next(c for c in view.hand or () if str(c) == "TH"))
    assert player.explain() == ("I lead the 10♥: no higher hearts are out, so it should win, and it cannot set the "
                                "nil")

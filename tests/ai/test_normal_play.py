"""Named card-play behaviours of the Normal player, one scenario each."""

from __future__ import annotations

from spades_desktop.ai.card_play import PlayTuning, play_card
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.ai.state import PlayState
from spades_desktop.engine import Play, RuleSet, mask_of, parse_cards

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

RULES = RuleSet()


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def test_covers_a_nil_partner_by_overtaking_its_winning_card() -> None:
    # North bid nil and is winning the heart trick with the 9; South overtakes with a card that beats it.
    game = position(RULES, {SOUTH: "KH 3H 2C AS"}, ["3", "4", "nil", "3"],
                    trick=[(WEST, "5H"), (NORTH, "9H"), (EAST, "2H")], dealer=SOUTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "KH"


def test_plays_high_ahead_of_a_nil_partner() -> None:
    # South leads into West; North (nil) plays third: South plays its highest heart so North can play under it.
    game = position(RULES, {SOUTH: "QH 4H 2H 3C"}, ["2", "3", "nil", "4"],
                    trick=[(EAST, "3H")], dealer=NORTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "QH"


def test_does_not_overtake_a_nil_partner_whose_card_already_loses() -> None:
    # Our contract (South's 2) is made. West's queen beats North's (nil) 4: South keeps the ace and plays low.
    game = position(
        RULES,
        {SOUTH: "AH 2H 7C"},
        ["2", "3", "nil", "4"],
        completed=[[(WEST, "2C"), (NORTH, "3C"), (EAST, "4C"), (SOUTH, "AC")],
                   [(SOUTH, "AD"), (WEST, "2D"), (NORTH, "3D"), (EAST, "4D")],
                   [(SOUTH, "5D"), (WEST, "KD"), (NORTH, "6D"), (EAST, "7D")]],
        winners=[SOUTH, SOUTH, WEST],
        trick=[(WEST, "QH"), (NORTH, "4H"), (EAST, "3H")],
        dealer=SOUTH,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "2H"


def test_never_plays_over_a_partners_sure_winner() -> None:
    # North's ace of hearts wins the trick; South, last to play, throws its lowest heart.
    game = position(RULES, {SOUTH: "KH 5H 9C"}, ["4", "3", "3", "3"],
                    trick=[(WEST, "2H"), (NORTH, "AH"), (EAST, "7H")], dealer=SOUTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "5H"


def test_ducks_with_the_highest_losing_card_once_the_contract_is_made() -> None:
    # North-South bid 1 + 1 and North took 2 tricks; West leads the 10 of hearts; South ducks with the 8.
    game = position(
        RULES,
        {SOUTH: "QH 8H 3H 4C"},
        ["1", "4", "1", "4"],
        completed=[[(WEST, "2C"), (NORTH, "AC"), (EAST, "3C"), (SOUTH, "5C")],
                   [(NORTH, "AD"), (EAST, "2D"), (SOUTH, "3D"), (WEST, "4D")],
                   [(NORTH, "QD"), (EAST, "5D"), (SOUTH, "6D"), (WEST, "KD")]],
        winners=[NORTH, NORTH, WEST],
        trick=[(WEST, "TH"), (NORTH, "2H"), (EAST, "4H")],
        dealer=SOUTH,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "8H"


def test_stays_under_an_opponents_nil_that_is_winning() -> None:
    # West bid nil and leads the 9 of diamonds; nobody has covered it. South, last, stays under with the 5.
    game = position(RULES, {SOUTH: "KD 5D 2S"}, ["3", "nil", "3", "4"],
                    trick=[(WEST, "9D"), (NORTH, "4D"), (EAST, "2D")], dealer=SOUTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "5D"


def test_plays_low_ahead_of_an_opponents_nil() -> None:
    # East led; South plays before West (nil): South plays its lowest diamond to leave West room to win.
    game = position(RULES, {SOUTH: "QD 3D 2S"}, ["3", "nil", "3", "4"],
                    trick=[(EAST, "6D")], dealer=NORTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "3D"


def test_leads_a_suit_the_nil_partner_is_void_in() -> None:
    # North (nil) showed out of clubs on the first trick; South leads a club so North can throw a high card.
    game = position(
        RULES,
        {SOUTH: "7C 3C KH 9H 5D"},
        ["3", "4", "nil", "3"],
        completed=[[(WEST, "4C"), (NORTH, "2H"), (EAST, "9C"), (SOUTH, "AC")]],
        winners=[SOUTH],
        voids={NORTH: "C"},
        dealer=SOUTH,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action).endswith("C")


def test_takes_a_trick_it_needs() -> None:
    # South needs tricks and plays last to West's king of clubs: the ace takes it.
    game = position(RULES, {SOUTH: "AC 2C 4H"}, ["5", "4", "3", "3"],
                    trick=[(WEST, "KC"), (NORTH, "3C"), (EAST, "4C")], dealer=SOUTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "AC"


def test_every_choice_explains_itself() -> None:
    player = NormalPlayer()
    game = position(RULES, {SOUTH: "AC 2C 4H"}, ["5", "4", "3", "3"],
                    trick=[(WEST, "KC"), (NORTH, "3C"), (EAST, "4C")], dealer=SOUTH)
    decide(player, game)
    assert player.explain()


def test_keeps_fighting_to_set_opponents_who_need_three_of_the_last_five() -> None:
    # Our 3 is made; West-East bid 8 and took 5, so they need 3 of the last 5 tricks. South, last to the
    # heart trick, takes it with the K♥ instead of ducking a bag: three more tricks of ours set them.
    completed = [
        [(SOUTH, "AC"), (WEST, "2C"), (NORTH, "3C"), (EAST, "4C")],
        [(SOUTH, "KC"), (WEST, "5C"), (NORTH, "6C"), (EAST, "7C")],
        [(SOUTH, "QC"), (WEST, "8C"), (NORTH, "9C"), (EAST, "TC")],
        [(SOUTH, "6D"), (WEST, "AD"), (NORTH, "2D"), (EAST, "3D")],
        [(WEST, "KD"), (NORTH, "4D"), (EAST, "5D"), (SOUTH, "9D")],
        [(WEST, "QD"), (NORTH, "7D"), (EAST, "8D"), (SOUTH, "JC")],
        [(WEST, "JD"), (NORTH, "TD"), (EAST, "AS"), (SOUTH, "KS")],
        [(EAST, "TS"), (SOUTH, "JS"), (WEST, "QS"), (NORTH, "9S")],
    ]
    game = position(RULES, {SOUTH: "KH 2H 4S 3S 2S"}, ["2", "4", "1", "4"], completed=completed,
                    winners=[SOUTH, SOUTH, SOUTH, WEST, WEST, WEST, EAST, WEST],
                    trick=[(WEST, "9H"), (NORTH, "3H"), (EAST, "4H")],
                    dealer=SOUTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "KH"


def test_throws_its_ace_on_a_trick_its_partner_wins_anyway_once_the_bid_is_made() -> None:
    # Everyone bid 1: North-South have taken 2 tricks, East-West 1, too few to set. North's 10 of hearts
    # wins the trick and South is last: the ace goes under North's trick now instead of winning a bag later.
    game = position(
        RULES,
        {SOUTH: "AH 3H 4C 5C"},
        ["1", "1", "1", "1"],
        completed=[[(WEST, "2C"), (NORTH, "AC"), (EAST, "3C"), (SOUTH, "6C")],
                   [(NORTH, "AD"), (EAST, "2D"), (SOUTH, "3D"), (WEST, "4D")],
                   [(NORTH, "QD"), (EAST, "5D"), (SOUTH, "6D"), (WEST, "KD")]],
        winners=[NORTH, NORTH, WEST],
        trick=[(WEST, "5H"), (NORTH, "TH"), (EAST, "2H")],
        dealer=SOUTH,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "AH"


def test_trumps_its_partners_winning_trick_with_the_ace_of_spades_once_the_bid_is_made() -> None:
    # Same bags fight, but South has no heart: its ace of spades would win a bag by itself later,
    # so it goes on North's trick, which is ours anyway.
    game = position(
        RULES,
        {SOUTH: "AS 3S 4C 5C 7C 8C 7D 8D 9D TD"},
        ["1", "1", "1", "1"],
        completed=[[(WEST, "2C"), (NORTH, "AC"), (EAST, "3C"), (SOUTH, "6C")],
                   [(NORTH, "AD"), (EAST, "2D"), (SOUTH, "3D"), (WEST, "4D")],
                   [(NORTH, "QD"), (EAST, "5D"), (SOUTH, "6D"), (WEST, "KD")]],
        winners=[NORTH, NORTH, WEST],
        trick=[(WEST, "5H"), (NORTH, "TH"), (EAST, "2H")],
        voids={SOUTH: "H"},
        dealer=SOUTH,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "AS"


def test_does_not_lead_into_a_nil_whose_partner_trumps_the_suit() -> None:
    # West bid nil; East (West's partner) showed out of clubs and holds trumps, so a low club is ruffed
    # and West is covered. South leads its lowest diamond instead.
    game = position(
        RULES,
        {SOUTH: "3C 2D AD KD QD JD TD 9H 8H 7H 6H 5H"},
        ["4", "nil", "3", "4"],
        completed=[[(SOUTH, "AC"), (WEST, "9C"), (NORTH, "5C"), (EAST, "2H")]],
        winners=[SOUTH],
        voids={EAST: "C"},
        dealer=EAST,
    )
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "2D"


def test_a_nil_bidder_leads_its_queen_under_the_king_it_passed_its_partner() -> None:
    # South bid nil and passed the K♥ to North (as in nil-pass): the Q♥ cannot win, so South leads it now.
    # Reckoned by chance (known_sure=0, as before) the king might be anywhere and South led the 6♦ instead.
    game = position(RULES, {SOUTH: "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC 6D QH", NORTH: "KH"},
                    ["nil", "3", "4", "3"], dealer=WEST)
    state = PlayState.from_view(game.view(SOUTH))
    state.known[NORTH] = mask_of(parse_cards("KH"))  # what from_view keeps of the cards South passed
    hand = legal = game.hand_mask(SOUTH)
    assert str(play_card(state, SOUTH, hand, legal)[0]) == "QH"
    assert str(play_card(state, SOUTH, hand, legal, PlayTuning(known_sure=0))[0]) == "6D"


def test_a_nil_bidder_on_lead_does_not_lead_a_nine_the_opponents_can_play_under() -> None:
    # South bid nil and leads the first trick. Under the 9♥ the opponents hold 3♥, 4♥, 6♥, 7♥, 8♥: they would
    # play under it and leave South the trick unless North covers. The 2♣ or 2♥ nobody can play under.
    game = position(RULES, {SOUTH: "2C 6C 9C QC 6D 7D QD KD 2H 5H 9H 8S 9S"}, ["nil", "4", "5", "3"])
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) in ("2C", "2H")
    old = NormalPlayer(play_tuning=PlayTuning(nil_lead_duck=0))
    assert card_of(decide(old, game)[0]) == "9H", "reckoned with any seat beating it, the 9♥ looked safest"


def test_takes_the_kings_trick_with_its_ace_when_the_nil_bidder_can_duck_anyway() -> None:
    # West bid nil; its partner East leads the K♥. Only the A♥ is above the king, and South holds it, so West
    # can always play under: playing low "so the nil bidder may have to win" would only give East the trick.
    game = position(RULES, {SOUTH: "AH 5H 9C 8C 4D 3D 7S 6S 2S TC JD QD 3C"}, ["4", "nil", "3", "2"],
                    trick=[(EAST, "KH")], dealer=NORTH)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "AH"
    old = NormalPlayer(play_tuning=PlayTuning(set_hopeless=0))
    assert card_of(decide(old, game)[0]) == "5H", "before, it played low under the king"


def test_ruffs_with_a_middling_trump_and_keeps_the_ace() -> None:
    # South showed out of diamonds, and so did West, who plays after it. On the K♦ the A♠ is sure to hold, but
    # it is a trick South takes later anyway: South ruffs with the 9♠, which West overruffs only with a higher
    # spade, and not with the 2♠, which West would surely overruff.
    game = position(RULES, {SOUTH: "2S 9S AS 5C 7C 9C JC 4H 6H 8H TH QH"}, ["4", "3", "3", "3"],
                    completed=[[(NORTH, "AD"), (EAST, "6D"), (SOUTH, "3C"), (WEST, "4C")]], winners=[NORTH],
                    trick=[(NORTH, "2D"), (EAST, "KD")], dealer=WEST)
    action, _ = decide(NormalPlayer(), game)
    assert card_of(action) == "9S"
    old = NormalPlayer(play_tuning=PlayTuning(ruff_low=0))
    assert card_of(decide(old, game)[0]) == "AS", "before, it ruffed with the trump surest to hold"

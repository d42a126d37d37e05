"""Normal's card play in the spots a QA review of bot-against-bot games found weak, one scenario each.

Every position is a deal of that review (/tmp/qa_bots, standard rules, Normal and Easy at the table), stopped at
the decision it questioned. Hard plays its hand out with the same card play, with these rules off
(``hard.HARD_PLAY``), so its decisions are unchanged.
"""

from __future__ import annotations

from spades_desktop.ai.cardinfo import card_info
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Card, Game, Play, RuleSet, parse_cards

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

RULES = RuleSet()
INFO = card_info(RULES)


def card_of(action: object) -> Card:
    assert isinstance(action, Play)
    return action.card


def unseen_by(game: Game, seat: int) -> int:
    """The cards ``seat`` cannot see: neither in its hand nor played."""
    mask = 0
    for other, hand in enumerate(game.hands):
        if other != seat:
            mask |= hand
    return mask


# ------------------------------------------------------------------ setting an opponent's nil
def east_leads_with_k_a_of_diamonds() -> Game:
    """North bid nil and is void in clubs; East (K♦ A♦, clubs, two low spades, spades not broken) leads. It used to
    lead "the low K♦ to set the nil": no unseen diamond beats the K♦, so it can never catch the nil."""
    return position(
        RULES,
        {SOUTH: "4D 2H 4H 5H 7H 9H JS KS AS", WEST: "JH QH KH AH 2S 5S 6S 8S QS",
         NORTH: "2D 3D 6D 7D 3H 6H 3S 9S TS", EAST: "2C 3C 7C 9C TC KD AD 4S 7S"},
        ["5", "4", "nil", "3"],
        completed=[[(NORTH, "6C"), (EAST, "4C"), (SOUTH, "8C"), (WEST, "5C")],
                   [(SOUTH, "KC"), (WEST, "8D"), (NORTH, "TH"), (EAST, "AC")],
                   [(EAST, "TD"), (SOUTH, "QD"), (WEST, "JD"), (NORTH, "9D")],
                   [(SOUTH, "JC"), (WEST, "8H"), (NORTH, "5D"), (EAST, "QC")]],
        winners=[SOUTH, EAST, SOUTH, EAST],
        dealer=WEST,
    )


def test_a_lead_to_set_the_nil_is_never_a_card_nothing_unseen_can_beat() -> None:
    game = east_leads_with_k_a_of_diamonds()
    player = NormalPlayer()
    action, _view = decide(player, game)
    reason = str(player.explain())
    card = card_of(action)
    assert str(card) != "KD"
    if "set the nil" in reason:
        assert INFO.higher[card.index] & unseen_by(game, EAST), f"the {card} can never catch the nil"
    assert "low K♦" not in reason and "low A♦" not in reason


def test_the_lead_to_set_the_nil_is_called_low_only_when_it_is_low() -> None:
    # West leads the Q♣ (it holds the A♣) so that North, holding J♣ K♣, might have to win it: the reason said
    # "the low Q♣" of such leads, and "the low A♠" of an ace.
    game = position(
        RULES,
        {SOUTH: "4H 5S 8S", WEST: "QC AC KD", NORTH: "JC KC 3D", EAST: "7D 6H 9H"},
        ["5", "2", "nil", "3"],
        completed=[[(EAST, "2D"), (SOUTH, "AD"), (WEST, "8D"), (NORTH, "TD")],
                   [(SOUTH, "KH"), (WEST, "7H"), (NORTH, "TH"), (EAST, "AH")],
                   [(EAST, "2H"), (SOUTH, "QH"), (WEST, "3S"), (NORTH, "8H")],
                   [(WEST, "3C"), (NORTH, "5C"), (EAST, "9C"), (SOUTH, "2C")],
                   [(EAST, "3H"), (SOUTH, "JH"), (WEST, "9S"), (NORTH, "5H")],
                   [(WEST, "4C"), (NORTH, "7C"), (EAST, "QD"), (SOUTH, "2S")],
                   [(SOUTH, "QS"), (WEST, "KS"), (NORTH, "6S"), (EAST, "JS")],
                   [(WEST, "6C"), (NORTH, "8C"), (EAST, "9D"), (SOUTH, "4S")],
                   [(SOUTH, "TS"), (WEST, "TC"), (NORTH, "7S"), (EAST, "AS")],
                   [(EAST, "5D"), (SOUTH, "4D"), (WEST, "JD"), (NORTH, "6D")]],
        winners=[SOUTH, EAST, WEST, EAST, WEST, SOUTH, WEST, SOUTH, EAST, WEST],
        dealer=NORTH,
    )
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert str(card_of(action)) == "QC"
    reason = str(player.explain())
    assert "set the nil" in reason and "low" not in reason


# ------------------------------------------------------------------ a partner's sure winner
def test_partner_does_not_trump_a_sure_winner_when_only_a_nil_bidder_plays_after() -> None:
    # West leads the Q♥, the highest heart left; North throws the 5♦; South, last, bid nil and is still clean.
    # East (9♦ J♦ A♠) needs one trick: it trumped with the A♠, afraid South might trump, but a nil bidder does not
    # trump a trick it can throw a card on. The Q♥ wins; East keeps the A♠ for a trick of its own.
    game = position(
        RULES,
        {SOUTH: "2D TD 5H", WEST: "AC 9S", NORTH: "6D TS", EAST: "9D JD AS"},
        ["nil", "3", "4", "4"],
        completed=[[(EAST, "2C"), (SOUTH, "5C"), (WEST, "3C"), (NORTH, "7C")],
                   [(NORTH, "KD"), (EAST, "AD"), (SOUTH, "QD"), (WEST, "2H")],
                   [(EAST, "4C"), (SOUTH, "8C"), (WEST, "6C"), (NORTH, "JC")],
                   [(NORTH, "KH"), (EAST, "7H"), (SOUTH, "9H"), (WEST, "6H")],
                   [(NORTH, "QC"), (EAST, "4D"), (SOUTH, "TC"), (WEST, "KC")],
                   [(WEST, "9C"), (NORTH, "3S"), (EAST, "8S"), (SOUTH, "AH")],
                   [(EAST, "8H"), (SOUTH, "3H"), (WEST, "TH"), (NORTH, "4S")],
                   [(NORTH, "JS"), (EAST, "2S"), (SOUTH, "7S"), (WEST, "QS")],
                   [(WEST, "JH"), (NORTH, "6S"), (EAST, "KS"), (SOUTH, "4H")],
                   [(EAST, "8D"), (SOUTH, "7D"), (WEST, "5S"), (NORTH, "3D")]],
        winners=[NORTH, EAST, NORTH, NORTH, WEST, EAST, NORTH, WEST, EAST, WEST],
        trick=[(WEST, "QH"), (NORTH, "5D")],
        dealer=NORTH,
    )
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert str(card_of(action)) != "AS"
    assert "partner's card should win" in str(player.explain())


def test_partner_does_not_overtake_a_winner_with_a_card_no_safer_than_it() -> None:
    # North leads the K♥ (the A♥ is South's, every other heart above the 7♥ out of sight); East follows. South
    # took it with the A♥: only a trump of West can beat either card, so the ace was spent for nothing.
    game = position(
        RULES,
        {SOUTH: "7C 8C 9C QC JH QH AH 4S 5S", WEST: "6D 6H 8H 2S 6S 7S 8S QS AS",
         NORTH: "4C JC 3D 4D TD TH 3S KS", EAST: "3C 6C TC KC JD 9S TS JS"},
        ["1", "5", "4", "2"],
        completed=[[(WEST, "3H"), (NORTH, "9H"), (EAST, "5H"), (SOUTH, "2H")],
                   [(NORTH, "AC"), (EAST, "5C"), (SOUTH, "2C"), (WEST, "4H")],
                   [(NORTH, "AD"), (EAST, "5D"), (SOUTH, "9D"), (WEST, "2D")],
                   [(NORTH, "KD"), (EAST, "8D"), (SOUTH, "QD"), (WEST, "7D")]],
        winners=[NORTH, NORTH, NORTH, NORTH],
        trick=[(NORTH, "KH"), (EAST, "7H")],
        dealer=SOUTH,
    )
    action, _view = decide(NormalPlayer(), game)
    assert str(card_of(action)) != "AH"


# ------------------------------------------------------------------ behind a partner's nil that is safe
def test_partner_keeps_its_high_spade_over_my_nil_while_ducking_a_trick_it_does_not_need() -> None:
    # East leads the 10♠, South (nil) plays the 2♠, West the K♠: South is safe in this trick. North, its contract
    # made, ducked with the Q♠, "my highest card that loses"; the 6♠ loses as well, and the Q♠ stays above the
    # J♠ East or South may still hold.
    game = position(
        RULES,
        {SOUTH: "9C", WEST: "KH", NORTH: "6S QS", EAST: "JS"},
        ["nil", "2", "5", "1"],
        completed=[[(WEST, "4C"), (NORTH, "8C"), (EAST, "2C"), (SOUTH, "7C")],
                   [(NORTH, "AH"), (EAST, "8H"), (SOUTH, "2H"), (WEST, "4H")],
                   [(NORTH, "KD"), (EAST, "5D"), (SOUTH, "QD"), (WEST, "AD")],
                   [(WEST, "6C"), (NORTH, "4S"), (EAST, "TC"), (SOUTH, "KC")],
                   [(NORTH, "AS"), (EAST, "3S"), (SOUTH, "5S"), (WEST, "8S")],
                   [(NORTH, "QH"), (EAST, "3H"), (SOUTH, "JD"), (WEST, "6H")],
                   [(NORTH, "5H"), (EAST, "9H"), (SOUTH, "QC"), (WEST, "TH")],
                   [(WEST, "6D"), (NORTH, "7D"), (EAST, "8D"), (SOUTH, "2D")],
                   [(EAST, "5C"), (SOUTH, "3C"), (WEST, "AC"), (NORTH, "7H")],
                   [(WEST, "9D"), (NORTH, "JH"), (EAST, "JC"), (SOUTH, "3D")],
                   [(WEST, "TD"), (NORTH, "7S"), (EAST, "9S"), (SOUTH, "4D")]],
        winners=[NORTH, NORTH, WEST, NORTH, NORTH, NORTH, WEST, EAST, WEST, WEST, EAST],
        trick=[(EAST, "TS"), (SOUTH, "2S"), (WEST, "KS")],
        dealer=SOUTH,
    )
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert str(card_of(action)) == "6S"
    assert "keep the Q♠" in str(player.explain())


def test_partner_keeps_its_high_heart_over_my_nil_while_ducking() -> None:
    # South leads the 9♥, West (nil) plays the 7♥ and North the Q♥: West is safe here. East, its contract made,
    # ducked with the J♥; the 8♥ and 4♥ lose too, and the J♥ covers the 5♥ and 2♥ West may still hold.
    game = position(
        RULES,
        {SOUTH: "QD 6H AH 7S 9S QS AS", WEST: "2D 6D 2H 5H 2S 4S 5S", NORTH: "3H TH KH 3S 8S TS JS",
         EAST: "4D 7D JD 4H 8H JH 6S KS"},
        ["4", "nil", "2", "4"],
        completed=[[(NORTH, "3D"), (EAST, "AD"), (SOUTH, "8D"), (WEST, "KD")],
                   [(EAST, "AC"), (SOUTH, "2C"), (WEST, "JC"), (NORTH, "5C")],
                   [(EAST, "KC"), (SOUTH, "4C"), (WEST, "9C"), (NORTH, "6C")],
                   [(EAST, "QC"), (SOUTH, "7C"), (WEST, "9D"), (NORTH, "TC")],
                   [(EAST, "3C"), (SOUTH, "8C"), (WEST, "5D"), (NORTH, "TD")]],
        winners=[EAST, EAST, EAST, EAST, SOUTH],
        trick=[(SOUTH, "9H"), (WEST, "7H"), (NORTH, "QH")],
        dealer=WEST,
    )
    action, _view = decide(NormalPlayer(), game)
    assert str(card_of(action)) != "JH"
    assert card_of(action) in parse_cards("4H 8H")


# ------------------------------------------------------------------ ducking with only winners left
def east_leads_holding_only_winners() -> Game:
    """East's side has made its contract and ducks (bags), but every card it holds is a master: the Q♣ and 9♣
    (only the 4♣ 5♣ 6♣ are out) and the J♠ (only the 4♠ 5♠). It used to say "I lead the Q♣, likely to lose"."""
    return position(
        RULES, {EAST: "9C QC JS"}, ["3", "4", "nil", "3"],
        completed=[[(NORTH, "3H"), (EAST, "AH"), (SOUTH, "4H"), (WEST, "2H")],
                   [(EAST, "2D"), (SOUTH, "JD"), (WEST, "3D"), (NORTH, "9D")],
                   [(SOUTH, "KH"), (WEST, "6H"), (NORTH, "7H"), (EAST, "TH")],
                   [(SOUTH, "KC"), (WEST, "2C"), (NORTH, "TC"), (EAST, "AC")],
                   [(EAST, "3C"), (SOUTH, "8C"), (WEST, "JC"), (NORTH, "7C")],
                   [(WEST, "TD"), (NORTH, "7D"), (EAST, "4D"), (SOUTH, "8D")],
                   [(WEST, "KD"), (NORTH, "5D"), (EAST, "6D"), (SOUTH, "6S")],
                   [(SOUTH, "QS"), (WEST, "2S"), (NORTH, "9S"), (EAST, "KS")],
                   [(EAST, "QD"), (SOUTH, "7S"), (WEST, "AS"), (NORTH, "AD")],
                   [(WEST, "3S"), (NORTH, "8H"), (EAST, "TS"), (SOUTH, "8S")]],
        winners=[EAST, SOUTH, SOUTH, EAST, WEST, WEST, SOUTH, EAST, WEST, EAST],
        dealer=WEST,
    )


def test_a_duck_lead_of_a_sure_winner_is_not_called_likely_to_lose() -> None:
    game = east_leads_holding_only_winners()
    player = NormalPlayer()
    action, _view = decide(player, game)
    reason = str(player.explain())
    assert "likely to lose" not in reason, reason
    assert reason.endswith(f"I lead the {card_of(action).pretty}, the card least likely to win"), reason

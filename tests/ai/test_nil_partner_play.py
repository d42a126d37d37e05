"""A Normal partner beside a live nil: three plays a QA review of a nil bidder beside the bots found wrong.

South bids nil and North, its Normal partner, plays. The positions come from the QA's recorded deals (seeds 181,
309 and 945 of its set, standard rules): the whole deal is given, so every card is where it was at the table.
"""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, RuleSet

from .helpers import EAST, NORTH, SOUTH, WEST, decide, position

RULES = RuleSet()


def card_of(action: object) -> str:
    assert isinstance(action, Play)
    return str(action.card)


def spades_led_after_eight_tricks() -> Game:
    """Seed 181, trick 9: East leads the 4♠, South (nil) plays the 6♠ and West the 8♠; North holds A♠ 3♠ 2♠
    and South still the Q♠ 7♠. North has taken 2 of its 3 tricks."""
    return position(
        RULES,
        {SOUTH: "3C 5H 7S QS", WEST: "JD JH AH 9S", NORTH: "6H TH 2S 3S AS", EAST: "5S TS JS KS"},
        ["nil", "2", "3", "4"],
        completed=[
            [(WEST, "3H"), (NORTH, "KH"), (EAST, "7H"), (SOUTH, "8H")],
            [(NORTH, "QC"), (EAST, "2C"), (SOUTH, "9C"), (WEST, "AC")],
            [(WEST, "5D"), (NORTH, "QD"), (EAST, "4D"), (SOUTH, "7D")],
            [(NORTH, "TC"), (EAST, "JC"), (SOUTH, "7C"), (WEST, "6C")],
            [(EAST, "9D"), (SOUTH, "6D"), (WEST, "8D"), (NORTH, "2D")],
            [(EAST, "QH"), (SOUTH, "4H"), (WEST, "9H"), (NORTH, "2H")],
            [(EAST, "KC"), (SOUTH, "5C"), (WEST, "8C"), (NORTH, "4C")],
            [(EAST, "AD"), (SOUTH, "KD"), (WEST, "TD"), (NORTH, "3D")],
        ],
        winners=[NORTH, WEST, NORTH, EAST, EAST, EAST, EAST, EAST],
        trick=[(EAST, "4S"), (SOUTH, "6S"), (WEST, "8S")],
        dealer=SOUTH,
    )


def north_leads_after_ten_tricks() -> Game:
    """Seed 309, trick 11: North leads from 7♦ 3♣ 2♣. The only diamond out is the A♦ (West showed out of
    diamonds), and the only clubs out are the K♣ and Q♣; South (nil) holds A♦ 8♥ 6♥."""
    return position(
        RULES,
        {SOUTH: "AD 6H 8H", WEST: "QC KC TH", NORTH: "2C 3C 7D", EAST: "KH 7S 9S"},
        ["nil", "3", "5", "2"],
        completed=[
            [(WEST, "3D"), (NORTH, "KD"), (EAST, "2D"), (SOUTH, "TD")],
            [(NORTH, "AC"), (EAST, "9C"), (SOUTH, "8C"), (WEST, "5C")],
            [(NORTH, "JD"), (EAST, "4D"), (SOUTH, "9D"), (WEST, "6D")],
            [(NORTH, "8D"), (EAST, "QD"), (SOUTH, "5D"), (WEST, "6C")],
            [(EAST, "3H"), (SOUTH, "2H"), (WEST, "AH"), (NORTH, "2S")],
            [(NORTH, "KS"), (EAST, "3S"), (SOUTH, "JS"), (WEST, "AS")],
            [(WEST, "7H"), (NORTH, "5S"), (EAST, "5H"), (SOUTH, "JH")],
            [(NORTH, "TS"), (EAST, "QS"), (SOUTH, "4S"), (WEST, "6S")],
            [(EAST, "TC"), (SOUTH, "4C"), (WEST, "JC"), (NORTH, "7C")],
            [(WEST, "9H"), (NORTH, "8S"), (EAST, "QH"), (SOUTH, "4H")],
        ],
        winners=[NORTH, NORTH, NORTH, EAST, NORTH, WEST, NORTH, EAST, WEST, NORTH],
        dealer=SOUTH,
    )


def jack_of_hearts_led_after_nine_tricks() -> Game:
    """Seed 945, trick 10: West leads the J♥; North, out of hearts, holds J♠ T♠ 8♠ and its last club, the 4♣,
    with A♣ K♣ J♣ out (South, nil, holds all three and the 2♥)."""
    return position(
        RULES,
        {SOUTH: "JC KC AC 2H", WEST: "TD QH 4S", NORTH: "4C 8S TS JS", EAST: "AD KH AH 9S"},
        ["nil", "2", "5", "3"],
        completed=[
            [(NORTH, "QD"), (EAST, "3D"), (SOUTH, "JD"), (WEST, "KD")],
            [(WEST, "2D"), (NORTH, "9D"), (EAST, "5D"), (SOUTH, "7D")],
            [(NORTH, "8C"), (EAST, "2C"), (SOUTH, "5C"), (WEST, "TC")],
            [(WEST, "4H"), (NORTH, "7H"), (EAST, "6H"), (SOUTH, "5H")],
            [(NORTH, "6C"), (EAST, "7C"), (SOUTH, "3C"), (WEST, "QC")],
            [(WEST, "8H"), (NORTH, "3H"), (EAST, "TH"), (SOUTH, "9H")],
            [(EAST, "8D"), (SOUTH, "4D"), (WEST, "6D"), (NORTH, "2S")],
            [(NORTH, "AS"), (EAST, "6S"), (SOUTH, "5S"), (WEST, "3S")],
            [(NORTH, "QS"), (EAST, "7S"), (SOUTH, "9C"), (WEST, "KS")],
        ],
        winners=[WEST, NORTH, WEST, NORTH, WEST, EAST, NORTH, NORTH, WEST],
        trick=[(WEST, "JH")],
        dealer=WEST,
    )


def test_partner_keeps_its_ace_of_spades_for_the_nil_when_the_nil_is_already_under() -> None:
    # North took the trick with the A♠ ("we still need 1 trick: I take it with the A♠"); East then led spades
    # until South's bare Q♠ won. South is safe under the 8♠ whatever North plays, and the A♠, which wins a
    # trick later anyway, is the card that covers the Q♠.
    game = spades_led_after_eight_tricks()
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) in ("2S", "3S"), "the A♠ is spent while the nil is already safe"
    assert player.explain() == (f"we still need 1 trick, but my partner's nil is safe in this trick: I keep the A♠ "
                                f"to cover the nil in spades and play the {action.card.pretty}")  # type: ignore[attr-defined]


def test_partner_does_not_lead_the_diamond_whose_only_card_out_is_the_ace() -> None:
    # North led the 7♦ and South's A♦ won. A club is safer: with the K♣ and Q♣ out and no lower club, South is
    # caught only with the K♣, as whoever holds the other must play it over South's Q♣.
    game = north_leads_after_ten_tricks()
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) in ("2C", "3C"), "the diamond is led into the nil bidder's A♦"
    assert player.explain().startswith("covering my partner's nil: I lead the "), player.explain()


def test_partner_throws_its_last_club_rather_than_ruff_when_every_club_out_is_higher() -> None:
    # North ruffed with the 8♠, kept the lead with its spades and had to lead the 4♣ at the last trick: South's
    # A♣ won it. Thrown now, the 4♣ can never be led at South.
    game = jack_of_hearts_led_after_nine_tricks()
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert card_of(action) == "4C", "North ruffs and keeps a club it can only lead into the nil"
    assert player.explain() == ("covering my partner's nil: I throw the 4♣ rather than trump: I hold only trumps "
                                "besides it and the clubs out are all higher, so leading it at the end would catch my "
                                "partner more surely than this trick")

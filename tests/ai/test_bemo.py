"""Bemo and Mo, told as a player would say it: a bot bids them only on winners it can cash from its own lead,
and a side that bid one plays for every trick of the run (QA session 47: Little Bemo made 2 of 27 times)."""

from __future__ import annotations

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.ai.special_bids import cashable, follow_rounds
from spades_desktop.engine import LOOK, Bid, BidKind, Card, Game, Play, RuleSet, parse_action, parse_cards
from spades_desktop.rules.presets import load_preset
from tests.ai.helpers import decide, position
from tests.engine.helpers import deal

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
MO_AND_BEMO = load_preset("mo-and-bemo").rules
SPADE_HONOURS = "AS KS QS JS AH KH AD 5D 4D 3C 4C 5C 6H"  # 7 "sure winners", 4 of them spades
THREE_ACE_KINGS = "AH KH 4H AD KD 5D AC KC 6C 2S 3S 4S 7H"  # A-K in three side suits: 6 winners to cash


def second_round_choice(south: str, dealer: int, script: list[str], rules: RuleSet = MO_AND_BEMO,
                        player: NormalPlayer | None = None) -> Bid:
    """The bids of ``script`` in turn (South's own among them), then South's choice in the second round."""
    g = Game(rules, 1, first_dealer=dealer, hands=deal(rules, south))
    for text in script:
        if LOOK in g.legal_actions():
            g.apply(LOOK)
        g.apply(parse_action(text))
    while g.to_act != SOUTH:
        g.apply(g.legal_actions()[0])  # the others keep their bids
    view = g.view(SOUTH)
    assert any(isinstance(a, Bid) and a.kind is BidKind.LITTLE_BEMO for a in view.legal), "South may add a bemo"
    choice = (player or NormalPlayer()).choose(view)
    assert isinstance(choice, Bid)
    return choice


def test_a_bot_does_not_add_little_bemo_with_spade_honours_it_cannot_lead() -> None:
    # East deals: South leads the first trick, North bids nil, so South may add a bemo. Spades are unbroken at
    # trick 1: its A♠ K♠ Q♠ J♠ cannot be led, and A♥ K♥ A♦ are three tricks, not six.
    choice = second_round_choice(SPADE_HONOURS, EAST, ["6", "2", "nil", "2"])
    assert choice == Bid(6), choice


def test_a_bot_adds_no_bemo_when_its_partner_leads_to_the_first_trick() -> None:
    # West deals: North leads trick 1 and bids first, South declares the side's bemo. Six winners in South's hand
    # do not win the first tricks from North's lead.
    choice = second_round_choice(THREE_ACE_KINGS, WEST, ["2", "1", "6", "1"])
    assert choice == Bid(6), choice


def test_a_bot_on_lead_with_six_winners_to_cash_adds_little_bemo_and_names_them() -> None:
    player = NormalPlayer()
    choice = second_round_choice(THREE_ACE_KINGS, EAST, ["6", "2", "nil", "2"], player=player)
    assert choice == Bid(6, BidKind.LITTLE_BEMO), choice
    reason = player.explain()
    assert "Little Bemo" in reason and "6 winners" in reason, reason
    assert "(A♣, K♣, A♦, K♦, A♥, K♥)" in reason, reason


def test_a_j_of_spades_with_the_q_out_is_no_winner_to_cash() -> None:
    rules = RuleSet(bemo=True, spades_broken=False)  # spades may be led at any time: the top spades count
    cards = cashable(parse_cards("AS KS JS 2H 3H 4H 5H 6H 7H 8H 9H TH JH"), rules)
    assert cards == tuple(parse_cards("AS KS")), cards


def test_a_long_suit_is_cashed_only_as_long_as_the_opponents_follow() -> None:
    # Both opponents hold 2 cards of a suit with 3 of mine 86 times in 100 (3 rounds: 50), with 5 only 68.
    assert [follow_rounds(13, n) for n in (2, 3, 4, 5, 7, 8, 9)] == [2, 2, 2, 1, 1, 1, 0]
    cards = cashable(parse_cards("AH KH QH JH TH 9H AD KD QD 2C 3C 4C 2S"), MO_AND_BEMO)
    assert cards == tuple(parse_cards("AD KD AH")), cards


def test_a_bot_bids_no_first_tricks_mo_on_spades_it_cannot_lead() -> None:
    rules = load_preset("mo-first-tricks").rules
    g = Game(rules, 1, first_dealer=WEST, hands=deal(rules, "AS KS QS JS 5S 4S AH KH AD KD 3C 2C 4H"))
    for text in ("2", "1"):  # North, East
        if LOOK in g.legal_actions():
            g.apply(LOOK)
        g.apply(parse_action(text))
    if LOOK in g.legal_actions():
        g.apply(LOOK)
    choice = NormalPlayer().choose(g.view(SOUTH))
    assert isinstance(choice, Bid) and choice.kind not in (BidKind.LITTLE_MO, BidKind.BIG_MO), choice


def _led(game: Game) -> tuple[Card, str]:
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert isinstance(action, Play)
    return action.card, player.explain()


def test_a_bot_that_bid_little_bemo_cashes_its_winners_from_trick_1() -> None:
    # South bid 1, North 1 and Little Bemo; South won the first two tricks: the side's 2 are made, but the bemo
    # wants four more. It led "likely to lose" to avoid bags before.
    game = position(MO_AND_BEMO, {SOUTH: "AH KH 4H AD KD 5D 9C 6C 2S 3S 4S"},
                    ["1", "2", "1 little bemo", "2"], dealer=EAST,
                    completed=[[(SOUTH, "AC"), (WEST, "4C"), (NORTH, "5C"), (EAST, "7C")],
                               [(SOUTH, "KC"), (WEST, "8C"), (NORTH, "TC"), (EAST, "JC")]],
                    winners=[SOUTH, SOUTH])
    card, reason = _led(game)
    assert card in parse_cards("AH KH AD KD"), (card, reason)
    assert "we bid Little Bemo and must take the first 6 tricks: I cash the" in reason, reason


def test_a_bot_that_bid_a_first_tricks_mo_keeps_cashing_past_its_partners_number() -> None:
    # A Mo has no number of its own: the card play counted North's 4 as the side's contract and, with 4 tricks in,
    # avoided bags where the Mo wants the first 7.
    rules = load_preset("mo-first-tricks").rules
    game = position(rules, {SOUTH: "AH KH QH AD KD QD 2C 3S 4S"}, ["little mo", "2", "4", "2"], dealer=EAST,
                    completed=[[(SOUTH, c), (WEST, w), (NORTH, n), (EAST, e)] for c, w, n, e in
                               (("AC", "3C", "4C", "5C"), ("KC", "6C", "7C", "8C"), ("QC", "9C", "TC", "2H"),
                                ("JC", "2D", "3D", "4D"))],
                    winners=[SOUTH] * 4)
    card, reason = _led(game)
    assert card in parse_cards("AH KH QH AD KD QD"), (card, reason)
    assert "we bid Little Mo and must take the first 7 tricks: I cash the" in reason, reason


def test_a_bemo_side_follows_to_win_the_trick_when_its_partner_is_not_winning() -> None:
    # North bid 4 and Little Bemo; East leads the 5♣. South, second to play, held back its K♣ hoping North would
    # win the trick ("my partner plays after me"): with the bemo it takes it now.
    game = position(MO_AND_BEMO, {SOUTH: "KC 2C 9H 8H 7H 9D 8D 7D 2S 3S 4S 5S 6S"},
                    ["3", "2", "4 little bemo", "2"], dealer=NORTH, trick=[(EAST, "5C")])
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert action == Play(Card.parse("KC")), (action, player.explain())
    assert "we bid Little Bemo" in player.explain()


def test_a_bemo_side_leaves_the_trick_to_its_partners_winner() -> None:
    game = position(MO_AND_BEMO, {SOUTH: "KC 2C 9H 8H 7H 9D 8D 7D 2S 3S 4S 5S 6S"},
                    ["3", "2", "4 little bemo", "2"], dealer=WEST,
                    trick=[(NORTH, "AC"), (EAST, "5C")])
    player = NormalPlayer()
    action, _view = decide(player, game)
    assert action == Play(Card.parse("2C")), (action, player.explain())

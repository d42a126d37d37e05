"""The hint at "every trick left is sure": a card that keeps every trick, when the side wants them all."""

from __future__ import annotations

from spades_desktop.ai.claim import keeps_every_trick
from spades_desktop.ai.determinize import build_play_game
from spades_desktop.ai.hint import (
    CLAIM_INSTEAD,
    CLAIM_KEPT,
    CLAIM_REASONS,
    HintPlayer,
    claim_hint,
    wants_every_trick,
)
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, Card, Game, Play, RuleSet, mask_of, parse_cards

SOUTH = 0
# A beginner's game (QA): eight tricks played, South (bid 3, North 4) has taken one, North one.
TRICKS = ("3:AC 0:2C 1:5C 2:9C", "3:KC 0:4C 1:6C 2:TC", "3:7D 0:TD 1:KD 2:2D", "1:JC 2:7S 3:3C 0:8C",
          "2:AH 3:5H 0:2H 1:2S", "1:3D 2:4D 3:3S 0:QD", "3:6H 0:7H 1:5S 2:3H", "1:6D 2:5D 3:4S 0:JS")
WINNERS = (3, 3, 1, 2, 1, 3, 1, 0)
HANDS = ("9H TH KH QS KS", "8D 9D JD AD 6S", "4H 8S 9S TS AS", "7C QC 8H JH QH")


def _trick(text: str) -> tuple[tuple[int, Card], ...]:
    return tuple((int(part[0]), Card.parse(part[2:])) for part in text.split())


def trick_nine(bids: tuple[int, int, int, int] = (3, 3, 4, 3)) -> Game:
    """South to lead to trick 9 with 9♥ 10♥ K♥ Q♠ K♠; North holds A♠ 10♠ 9♠ 8♠ 4♥, West the hearts over South's.
    Every trick left is sure for South's side after a spade (North draws the trumps), not after a heart."""
    return build_play_game(RuleSet(), hands=[mask_of(parse_cards(h)) for h in HANDS],
                           bids=[Bid(b) for b in bids], dealer=2, completed=[_trick(t) for t in TRICKS],
                           trick_winners=WINNERS, leader=SOUTH)


def trick_eight() -> Game:
    """The trick before: West led the 6♦, South (void) to play last; the J♠ (or any spade) keeps every trick."""
    hands = [mask_of(parse_cards(h)) for h in ("9H TH KH JS QS KS", "8D 9D JD AD 6S 6D", "4H 8S 9S TS AS 5D",
                                               "7C QC 8H JH QH 4S")]
    return build_play_game(RuleSet(), hands=hands, bids=[Bid(b) for b in (3, 3, 4, 3)], dealer=2,
                           completed=[_trick(t) for t in TRICKS[:7]], trick_winners=WINNERS[:7],
                           trick=_trick(TRICKS[7])[:3], leader=1)


def test_normal_leads_the_heart_that_loses_the_sure_trick() -> None:
    # The position of the QA report: Normal (South's view only) leads the 9♥, and West's J♥ takes it.
    game = trick_nine()
    assert NormalPlayer(1).choose(game.view(SOUTH)) == Play(Card.parse("9H"))
    assert not keeps_every_trick(game, SOUTH, Card.parse("9H"))


def test_the_hint_keeps_every_trick_when_the_side_needs_them_all() -> None:
    game = trick_nine()
    hint = HintPlayer(5, humans={SOUTH}, claim_game=game.copy())
    action = hint.choose(game.view(SOUTH))
    assert isinstance(action, Play) and action.card == Card.parse("KS")
    assert keeps_every_trick(game, SOUTH, action.card)
    assert hint.claims and hint.checked == Play(Card.parse("9H"))
    reason = hint.explain_message()
    assert reason.template == CLAIM_INSTEAD
    assert str(reason) == "the 9♥ could lose a trick, but every trick left is our side's if I play the K♠"


def test_the_hint_keeps_normals_card_when_it_keeps_every_trick() -> None:
    game = trick_eight()
    hint = HintPlayer(5, humans={SOUTH}, claim_game=game.copy())
    assert hint.choose(game.view(SOUTH)) == Play(Card.parse("JS"))
    assert hint.claims and hint.checked is None
    assert hint.explain_message().template == CLAIM_KEPT


def test_no_claim_hint_when_the_side_does_not_want_every_trick() -> None:
    # Set already (North bid 9: 10 needed of 5 left) with the opponents' contract made: tricks are bags to give.
    set_game = trick_nine((3, 3, 9, 3))
    assert not wants_every_trick(set_game.view(SOUTH))
    assert claim_hint(set_game, SOUTH, Play(Card.parse("9H"))) is None
    # Made already (1 + 1 bid, 2 taken), nothing to set: the same.
    made = trick_nine((1, 1, 1, 1))
    assert not wants_every_trick(made.view(SOUTH))
    assert claim_hint(made, SOUTH, Play(Card.parse("9H"))) is None
    hint = HintPlayer(5, humans={SOUTH}, claim_game=made.copy())
    hint.choose(made.view(SOUTH))
    assert not hint.claims and hint.explain_message().template not in CLAIM_REASONS
    # 4 needed of the 5 left (3 + 3 bid), the opponents made: every trick would take a bag the hint may avoid.
    fewer = trick_nine((3, 3, 3, 3))
    assert not wants_every_trick(fewer.view(SOUTH))
    assert claim_hint(fewer, SOUTH, Play(Card.parse("9H"))) is None
    # Made, but the opponents (3 + 6 bid, 6 taken) are set by every trick left: wanted.
    to_set = trick_nine((1, 3, 1, 6))
    assert wants_every_trick(to_set.view(SOUTH))
    found = claim_hint(to_set, SOUTH, Play(Card.parse("9H")))
    assert found is not None and keeps_every_trick(to_set, SOUTH, found[0].card)


def test_no_claim_hint_without_the_whole_deal() -> None:
    # A hint from the seat's view alone (no ``claim_game``) is Normal's, checked, as before.
    game = trick_nine()
    hint = HintPlayer(5, humans={SOUTH}, samples=20)
    hint.choose(game.view(SOUTH))
    assert not hint.claims and hint.explain_message().template not in CLAIM_REASONS


def test_a_claim_that_takes_a_bag_the_side_does_not_need_is_not_hinted() -> None:
    # One trick needed of two, both sure after the 2♠: the weighing's J♥ (West takes the bag) stays the hint.
    from tests.ai.test_hint import last_trick_position

    game = last_trick_position()
    hint = HintPlayer(5, humans={SOUTH}, claim_game=game.copy())
    assert hint.choose(game.view(SOUTH)) == Play(Card.parse("JH"))
    assert not hint.claims

"""The hint at "every trick left is sure": only what the player's own seat can know (its cards and what it has seen
played), never the hidden hands. Normal's own sure claim (``card_play._sure_claim``) is the hint, with its words."""

from __future__ import annotations

from spades_desktop.ai.claim import claim_refusal, keeps_every_trick
from spades_desktop.ai.coach import coach_seed
from spades_desktop.ai.determinize import build_play_game
from spades_desktop.ai.hint import CLAIM_KEPT, CLAIM_REASONS, HintPlayer, wants_every_trick
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Bid, Card, Game, Play, RuleSet, mask_of, parse_action, parse_cards
from spades_desktop.record.history import decision_seed, step_count

SOUTH = 0
# A beginner's game (QA): eight tricks played, South (bid 3, North 4) has taken one, North one.
TRICKS = ("3:AC 0:2C 1:5C 2:9C", "3:KC 0:4C 1:6C 2:TC", "3:7D 0:TD 1:KD 2:2D", "1:JC 2:7S 3:3C 0:8C",
          "2:AH 3:5H 0:2H 1:2S", "1:3D 2:4D 3:3S 0:QD", "3:6H 0:7H 1:5S 2:3H", "1:6D 2:5D 3:4S 0:JS")
WINNERS = (3, 3, 1, 2, 1, 3, 1, 0)
HANDS = ("9H TH KH QS KS", "8D 9D JD AD 6S", "4H 8S 9S TS AS", "7C QC 8H JH QH")

# A self-play hand (deal 744, Normal's bots): nine tricks played, South (bid 3, North 4, 3 taken) needs every trick
# left. East led the 7♣ to trick 10; South, void in clubs, holds J♥ 10♠ Q♠ A♠. The K♠ is unseen: with East, the
# Q♠ ruff keeps every trick; with West, who plays after South and is void in clubs too, it overruffs.
FINESSE_TRICKS = ("3:AD 0:5D 1:TD 2:3D", "3:2H 0:7H 1:QH 2:5H", "1:KD 2:7D 3:2D 0:6D", "1:4C 2:QC 3:2C 0:3C",
                  "2:AC 3:5C 0:8C 1:JC", "2:9D 3:4D 0:8D 1:JD", "1:3H 2:2S 3:4H 0:8H", "2:9C 3:6C 0:7S 1:8S",
                  "1:6H 2:3S 3:9S 0:TH")
FINESSE_WINNERS = (3, 1, 1, 2, 2, 1, 2, 1, 3)


def _trick(text: str) -> tuple[tuple[int, Card], ...]:
    return tuple((int(part[0]), Card.parse(part[2:])) for part in text.split())


def trick_nine(bids: tuple[int, int, int, int] = (3, 3, 4, 3)) -> Game:
    """South to lead to trick 9 with 9♥ 10♥ K♥ Q♠ K♠; North holds A♠ 10♠ 9♠ 8♠ 4♥, East the hearts over South's.
    Every trick left is our side's on the whole deal after a spade (North draws the trumps), not after a heart;
    South's own view cannot know it."""
    return build_play_game(RuleSet(), hands=[mask_of(parse_cards(h)) for h in HANDS],
                           bids=[Bid(b) for b in bids], dealer=2, completed=[_trick(t) for t in TRICKS],
                           trick_winners=WINNERS, leader=SOUTH)


def finesse(king_with_west: bool = False) -> Game:
    """South to play to East's 7♣ lead with 4 tricks left (``FINESSE_TRICKS``); the K♠ with East (West holding the
    6♠), or with West (East holding the 6♠): the same position from South's seat."""
    west, east = ("9H KH AH KS", "TC QD 6S") if king_with_west else ("9H KH AH 6S", "TC QD KS")
    hands = ("JH TS QS AS", west, "KC 4S 5S JS", east)
    return build_play_game(RuleSet(), hands=[mask_of(parse_cards(h)) for h in hands],
                           bids=[Bid(b) for b in (3, 3, 4, 2)], dealer=2,
                           completed=[_trick(t) for t in FINESSE_TRICKS], trick_winners=FINESSE_WINNERS,
                           trick=_trick("3:7C"), leader=3)


def table_hint(game: Game, seed: int = 4) -> HintPlayer:
    """The hint as the table builds it for the one person at the table, South (``controller.request_hint``),
    without the clock."""
    return HintPlayer(decision_seed(seed ^ 0x5EED, SOUTH, step_count(game)), humans={SOUTH},
                      check_seed=coach_seed(seed, SOUTH, step_count(game)))


def test_the_hint_is_the_same_in_deals_the_player_cannot_tell_apart() -> None:
    # The whole deal decides the Q♠ ruff: it keeps every trick with the K♠ East's, loses one with it West's. The
    # hint named the Q♠ ("the J♥ could lose a trick, but every trick left is our side's if I play the Q♠") in the
    # one and not in the other: it finessed the right way, which the player could not know.
    east, west = finesse(), finesse(king_with_west=True)
    assert east.view(SOUTH) == west.view(SOUTH)
    assert wants_every_trick(east.view(SOUTH))
    assert keeps_every_trick(east, SOUTH, Card.parse("QS"))
    assert claim_refusal(west, SOUTH) is not None and not keeps_every_trick(west, SOUTH, Card.parse("QS"))
    hints = [table_hint(g) for g in (east, west)]
    actions = [h.choose(g.view(SOUTH)) for h, g in zip(hints, (east, west), strict=True)]
    reasons = [h.explain_message() for h in hints]
    assert actions[0] == actions[1] and reasons[0] == reasons[1], (actions, reasons)
    assert not any(h.claims for h in hints) and reasons[0].template not in CLAIM_REASONS


def test_the_hint_does_not_see_the_hidden_hands_when_the_whole_deal_is_sure() -> None:
    # The QA position: on the whole deal a spade keeps every trick, from South's seat no card is sure. The hint
    # is Normal's card, checked over guesses, and says nothing of every trick.
    game = trick_nine()
    assert claim_refusal(game, SOUTH) is None and keeps_every_trick(game, SOUTH, Card.parse("KS"))
    assert NormalPlayer(1).choose(game.view(SOUTH)) == Play(Card.parse("9H"))
    hint = table_hint(game)
    hint.samples = 20
    hint.choose(game.view(SOUTH))
    assert not hint.claims and hint.explain_message().template not in CLAIM_REASONS


def sure_run(bids: list[str]) -> Game:
    """South, after trumping East's 2♣ lead, holds the six top spades of the twelve out and the top six hearts:
    every trick left is South's whatever the others hold (``test_normal_keeps_claim``)."""
    from .test_normal_keeps_claim import sure_run as run

    return run(bids)


def test_the_hint_names_normals_own_sure_claim() -> None:
    game = sure_run(["11", "1", "2", "1"])  # our 13 need every trick left
    hint = table_hint(game)
    assert hint.choose(game.view(SOUTH)) == Play(Card.parse("AS"))
    assert hint.claims and hint.checked is None and not hint.cut
    reason = hint.explain_message()
    assert reason.template == CLAIM_KEPT
    assert str(reason) == "every trick left is our side's if I play the A♠"
    assert keeps_every_trick(game, SOUTH, Card.parse("AS"))


def two_masters_left(west_bid: str) -> Game:
    """South holds the A♠ K♠ at the last two tricks, East leads the 6♥ (the others hold hearts only): South's
    trumps play alike and take both however anyone plays; South and North bid 10 and have 8. West bid
    ``west_bid`` and has taken no trick."""
    rules = RuleSet()
    held = {0: "AS KS", 1: "2H 3H", 2: "4H 5H", 3: "7H"}
    hands = {s: list(parse_cards(held[s])) for s in range(4)}
    used = mask_of([c for h in hands.values() for c in h]) | Card.parse("6H").bit
    rest = iter(c for c in rules.deck() if not c.bit & used)
    per = {s: [next(rest) for _ in range(11)] for s in range(4)}
    completed = [tuple((s, per[s][i]) for s in range(4)) for i in range(11)]
    west = parse_action(west_bid)
    assert isinstance(west, Bid)
    return build_play_game(rules, hands=[mask_of(hands[s]) for s in range(4)],
                           bids=[Bid(4), west, Bid(6), Bid(4)], dealer=3, completed=completed,
                           trick_winners=[0] * 5 + [2] * 3 + [3] * 3, trick=_trick("3:6H"), leader=3)


def test_the_hint_says_claim_where_normals_cards_play_alike() -> None:
    # Normal's reason is "your trumps are as good as each other here": from South's own cards either trump keeps
    # both tricks, and the hint says so in the claim's words; not while West's nil can still be set (a claim would
    # make it).
    game = two_masters_left("3")
    normal = NormalPlayer(1)
    action = normal.choose(game.view(SOUTH))
    assert normal.explain_message().template not in CLAIM_REASONS
    hint = table_hint(game)
    assert hint.choose(game.view(SOUTH)) == action and hint.claims
    assert action == Play(Card.parse("KS"))  # the lower of the two
    assert str(hint.explain_message()) == "every trick left is our side's if I play the K♠"
    nil = two_masters_left("nil")
    hint = table_hint(nil)
    hint.choose(nil.view(SOUTH))
    assert not hint.claims and hint.explain_message().template not in CLAIM_REASONS


def test_no_claim_hint_when_the_side_does_not_want_every_trick() -> None:
    # Our 3 need 2 of the 12 left and West-East's 13 are set already: every trick over our 3 is a bag.
    game = sure_run(["2", "7", "1", "6"])
    assert not wants_every_trick(game.view(SOUTH))
    hint = table_hint(game)
    hint.samples = 20
    hint.choose(game.view(SOUTH))
    assert not hint.claims and hint.explain_message().template not in CLAIM_REASONS
    # Set already (North bid 9: 10 needed of 5 left) with the opponents' contract made, or made already: the same.
    for bids in ((3, 3, 9, 3), (1, 1, 1, 1), (3, 3, 3, 3)):
        assert not wants_every_trick(trick_nine(bids).view(SOUTH)), bids
    # Made, but the opponents (3 + 6 bid, 6 taken) are set by every trick left: wanted.
    assert wants_every_trick(trick_nine((1, 3, 1, 6)).view(SOUTH))


def test_a_claim_that_takes_a_bag_the_side_does_not_need_is_not_hinted() -> None:
    # One trick needed of two, both sure after the 2♠: the weighing's J♥ (West takes the bag) stays the hint.
    from tests.ai.test_hint import last_trick_position

    game = last_trick_position()
    hint = table_hint(game)
    assert hint.choose(game.view(SOUTH)) == Play(Card.parse("JH"))
    assert not hint.claims

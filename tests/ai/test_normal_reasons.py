"""Normal's reasons say what its card does: found wrong by a QA player reading a partner's reasons."""

from __future__ import annotations

from collections.abc import Iterator

from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Play, Suit
from spades_desktop.engine.actions import parse_action
from spades_desktop.rules import load_preset

from .helpers import replayed

NORTH = 2
ACTIONS = ("look 3 look 3 look 1 look 3 3D AD 6D 4D AC 4C 5C 3C 5H 2H AH 4H TC JC 6C 3H KH 7H 6H 9H 7C 8C 2S 3S 9D 5D "
           "5S 7D 9C 8H 4S QC JD TH JH QD 8D QH QS TS KC 6S TD")


def test_a_partner_that_overtakes_to_shed_its_king_does_not_say_its_partner_wins_the_trick() -> None:
    # Jokers high, trick 10: East led the K♣, South trumped with the 6♠, West threw the T♦. North, its side's
    # contract made, sheds its K♠ over South's 6♠: the trick stays the side's, but North takes it, not South.
    game = replayed(load_preset("jokers-high").rules, 260494735448857, ACTIONS, first_dealer=2)
    normal = NormalPlayer(seed=1)
    action = normal.choose(game.view(NORTH))
    assert action == parse_action("KS") and isinstance(action, Play)
    assert game.trick_winner([*game.trick, (NORTH, action.card)]) == NORTH
    assert "my partner wins this trick" not in normal.explain()
    assert normal.explain().endswith("this trick is ours anyway, so I get rid of the K♠ over my partner's card")


def test_a_counted_bid_says_what_it_holds() -> None:
    # "Hint: bid 1 — A♠": the hint drops the restated "I bid 1:", and a bare list of cards was left.
    from spades_desktop.engine import LOOK, Bid, BidKind, Game, RuleSet

    said = []
    for seed in range(1, 40):
        game = Game(RuleSet(), seed, first_dealer=3)
        game.apply(LOOK)
        normal = NormalPlayer(seed=1, bid_samples=0)
        action = normal.choose(game.view(0))
        if isinstance(action, Bid) and action.kind is BidKind.NORMAL and "partner" not in normal.explain():
            said.append(normal.explain())
    assert said and all(text.startswith(f"I bid {text.split()[2].rstrip(':')}: I hold ") for text in said), said


def test_a_count_of_trumps_says_what_they_are_worth() -> None:
    # A beginner's QA: "bid 1 — you hold 4 trumps" read as a reason to bid more than 1.
    from spades_desktop.engine import LOOK, Bid, Game, RuleSet
    from tests.engine.helpers import deal

    rules = RuleSet()
    game = Game(rules, 1, first_dealer=3, hands=deal(rules, "2S 4S 6S 8S 3H 5H 7H 2D 4D 6D 3C 5C 7C"))
    game.apply(LOOK)
    normal = NormalPlayer(seed=1, bid_samples=0)
    action = normal.choose(game.view(0))
    assert isinstance(action, Bid) and action.tricks == 1
    assert normal.explain() == "I bid 1: I hold 4 trumps, their length worth about 1 trick", normal.explain()


def test_the_parts_of_a_counted_bid_add_up_to_it() -> None:
    # A beginner's QA: "bid 4 — you hold A♠ and A♥, 4 trumps, worth about 1 trick" added up to 3, and "I bid 5: I
    # hold A♠, K♠ and A♣, 6 trumps, worth about 3 tricks" to 6. Each part says what the count makes of it (the
    # trumps beyond the third count about 0.7 a trick), the other cards the rest.
    from spades_desktop.engine import LOOK, Bid, Game, RuleSet
    from tests.engine.helpers import deal

    rules = RuleSet()
    for cards, expected in (
        ("AH 6H 5H 7C 6C 2C KD QD 8D AS JS 9S 5S",
         "I bid 4: I hold A♠ and A♥, 4 trumps, their length worth about 1 trick, other cards worth about 1 trick"),
        ("AS KS 9S 8S 6S 4S AC 2C 9H 8H 7H 3H 2H",
         "I bid 5: I hold A♠, K♠ and A♣, 6 trumps, their length worth about 2 tricks, other cards worth about 1 "
         "trick (they add up to 6: I bid a little under that, for safety)"),
    ):
        game = Game(rules, 1, first_dealer=3, hands=deal(rules, cards))
        game.apply(LOOK)
        normal = NormalPlayer(seed=1, bid_samples=0)
        action = normal.choose(game.view(0))
        assert isinstance(action, Bid)
        assert normal.explain() == expected, normal.explain()


def test_a_bot_playing_for_itself_says_i_not_we() -> None:
    """A two-player bot said "we still need 5 tricks" and "our contract is made": it has no partner."""
    from spades_desktop.ai.base import make_player
    from spades_desktop.engine import Game, Phase

    said: dict[str, set[str]] = {}
    for preset in ("two-player", "standard"):
        game = Game(load_preset(preset).rules, 5)
        bots = [make_player("normal", seed=s) for s in range(game.rules.players)]
        reasons = said.setdefault(preset, set())
        while game.phase is not Phase.GAME_OVER and game.hand_number < 3:
            seat = game.to_act
            assert seat is not None
            action = bots[seat].choose(game.view(seat))
            reasons.add(str(bots[seat].explain()))
            game.apply(action)
    alone, partners = said["two-player"], said["standard"]
    assert any(r.startswith("I still need") for r in alone) and any(r.startswith("my contract is made") for r in alone)
    assert not any(r.startswith(("we ", "our ")) for r in alone)
    assert any(r.startswith("we still need") for r in partners), "partners still say we"


def test_a_partner_that_cannot_cover_my_nil_says_so_not_that_my_card_should_win() -> None:
    # QA (nil trust): South's nil had the trick with its T♥ and North, holding 6♥ 8♥, could not go over it; its
    # reason read "my partner's card should win: I play the 6♥", as if the nil's lost trick were good news.
    from spades_desktop.engine import RuleSet

    from .helpers import EAST, SOUTH, WEST, position

    game = position(RuleSet(), {NORTH: "6H 8H AC KC QC 2D 3D 4D AS KS QS 5S 6S"}, ["nil", "4", "5", "3"],
                    trick=[(EAST, "2H"), (SOUTH, "TH"), (WEST, "9H")], dealer=WEST, voids={SOUTH: "H"})
    normal = NormalPlayer(seed=1)
    action = normal.choose(game.view(NORTH))
    assert isinstance(action, Play) and action.card.suit is not None and action.card.suit.name == "HEARTS"
    assert normal.explain() == f"I cannot go over my partner's nil: I play the {action.card.pretty}"


def test_a_lone_ace_led_is_cashed_not_led_for_my_partner_to_trump() -> None:
    # QA (review): Nora led her only diamond, the A♦, "for my partner to trump"; the person trumped their
    # partner's winner and the coach then called it a mistake.
    from spades_desktop.engine import RuleSet

    actions = ("look 3 look 3 look 1 look 6 AC 9C 4C 7C KD 8D 6D 5D 2D QD 7D TD 3D 9D 2S 4D KS QS 4S 3S JS 2C "
               "AS 6S")
    game = replayed(RuleSet(), 7, actions, first_dealer=0)
    normal = NormalPlayer(seed=5)
    assert normal.choose(game.view(NORTH)) == parse_action("AD")
    assert normal.explain() == "we still need 5 tricks: I cash the A♦"


def test_a_discard_behind_which_my_partner_plays_is_not_called_playing_low() -> None:
    """A beginner's hint (QA): "play the K♥ — your side still needs 2 tricks: play low, as your partner plays after
    you and may still win it", of the best heart left, thrown on a diamond lead. Out of the suit led, the reason
    says the trumps are kept and names the card thrown."""
    from spades_desktop.ai.normal import NormalPlayer
    from spades_desktop.gui import texts

    from .helpers import decide
    from .test_nil_cover import card_of, qa_deal_871_at_trick_six

    game = qa_deal_871_at_trick_six(["3", "5", "4", "3"])
    player = NormalPlayer()
    action, _view = decide(player, game)
    said = str(player.explain())
    assert card_of(action) == "2H" and "I keep my trumps and throw the 2♥" in said and "play low" not in said, said
    assert texts.hint_reason(said).endswith("keep your trumps and throw the 2♥, as your partner plays after you and "
                                            "may still win it")



def _reasons_of_normal_play(seeds: range) -> Iterator[tuple[Play, str, Suit | None]]:
    """Each card Normal bots play in one hand of each standard deal of ``seeds``: the card, its reason, the suit
    led (None for a lead)."""
    from spades_desktop.engine import Game, HandScored, RuleSet

    for seed in seeds:
        game = Game(RuleSet(), seed)
        bots = [NormalPlayer(seed=s) for s in range(4)]
        while True:
            seat = game.to_act
            assert seat is not None
            action = bots[seat].choose(game.view(seat))
            if isinstance(action, Play):
                yield action, str(bots[seat].explain()), game.trick[0][1].suit if game.trick else None
            if any(isinstance(e, HandScored) for e in game.apply(action)):
                break


def test_a_hand_of_nothing_but_trumps_says_it_trumps_not_that_it_keeps_its_trumps() -> None:
    """QA (hint): holding J♠ K♠ with the 6♥ led and the partner still to play, the hint said "I keep my trumps and
    throw the J♠" of the trump it played. Over Normal's own play, a card that trumps a side suit is never said to
    keep the trumps, and a card said to be thrown is not a trump."""
    seen = 0
    for action, said, led in _reasons_of_normal_play(range(60, 68)):
        if action.card.suit is Suit.SPADES and led not in (None, Suit.SPADES):
            assert "keep my trumps" not in said, (str(action), said)
            seen += "trump with the lowest" in said
        if "throw the" in said:
            assert action.card.suit is not Suit.SPADES or led is Suit.SPADES, (str(action), said)
    assert seen, "no hand of nothing but trumps met: the deals no longer test it"


def test_cards_that_play_alike_out_of_the_suit_led_say_the_suit_is_missing() -> None:
    """QA (a beginner's hint): "play the 10♠ — your cards of this suit play alike" on a club lead was read as the
    clubs. Cards that play alike out of the suit led say the suit is missing, and whether they trump."""
    said_void = 0
    for action, said, led in _reasons_of_normal_play(range(60, 66)):
        if "as good as each other here" not in said:  # "play alike" was jargon to a newcomer (QA newbie16)
            continue
        if led is None or action.card.suit is led:
            assert said.startswith(f"my {action.card.suit.noun} are as good as each other here, so I play the "), (
                str(action), said)
        else:
            assert said.startswith(f"I have no {led.name.lower()}:"), (str(action), said)
            trumps = action.card.suit is Suit.SPADES
            assert ("so I trump with the" in said) == trumps, (str(action), said)
            said_void += 1
    assert said_void, "no cards alike out of the suit led: the deals no longer test it"

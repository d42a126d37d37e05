"""The auction defenders' card play (bid.auction): the defenders score 10 for each trick the declarers take over
or under their contract (``engine.scoring._score_auction_side``), so once the declarers are set every trick the
defenders take scores 10 more, and they take it (they ducked "I avoid tricks I do not need": coach, session 54)."""

from __future__ import annotations

from spades_desktop.ai.base import make_player
from spades_desktop.ai.normal import NormalPlayer
from spades_desktop.engine import Game, Play, parse_cards
from spades_desktop.rules import load_all

from .helpers import EAST, NORTH, SOUTH, WEST, position

AUCTION = load_all()["auction"].rules
# East declared "auction 3" (9 tricks); North took the first five tricks, so East-West can take 8 at most: set.
FIVE_TRICKS = [[(WEST, "2C"), (NORTH, "AC"), (EAST, "3C"), (SOUTH, "4C")],
               [(NORTH, "KC"), (EAST, "5C"), (SOUTH, "6C"), (WEST, "7C")],
               [(NORTH, "QC"), (EAST, "8C"), (SOUTH, "9C"), (WEST, "TC")],
               [(NORTH, "AD"), (EAST, "2D"), (SOUTH, "3D"), (WEST, "4D")],
               [(NORTH, "KD"), (EAST, "5D"), (SOUTH, "6D"), (WEST, "7D")]]
BIDS = ["pass", "pass", "pass", "auction 3"]


def play(card: str) -> Play:
    return Play(parse_cards(card)[0])


def set_declarers(trick: list[tuple[int, str]], held: str) -> Game:
    return position(AUCTION, {SOUTH: held}, BIDS, completed=FIVE_TRICKS, winners=[NORTH] * 5, trick=trick,
                    dealer=NORTH)


def test_an_auction_defender_takes_tricks_once_the_declarers_are_set() -> None:
    """North leads the 2♥ and East plays the K♥ after the declarers are set: South's A♥ takes the trick (10 more
    for North-South) rather than ducking with the 7♥ "I avoid tricks I do not need"."""
    game = set_declarers([(NORTH, "2H"), (EAST, "KH")], "AH 5H 7H 8D 9D JC 2S 3S")
    player = NormalPlayer(seed=1, bid_samples=0)
    card = player.choose(game.view(SOUTH))
    reason = player.explain()
    assert card == play("AH"), (card, reason)
    assert reason.startswith("the declarers cannot make their 9 now, so I take what tricks I can: each trick they "
                             "fall short scores 10 for us"), reason
    assert "do not need" not in reason, reason


def test_an_auction_defender_on_lead_after_the_set_cashes_its_winner() -> None:
    """South won the fifth trick with the Q♦ and leads after the set: it cashes its master A♥."""
    completed = [*FIVE_TRICKS[:4], [(NORTH, "JD"), (EAST, "5D"), (SOUTH, "QD"), (WEST, "7D")]]
    game = position(AUCTION, {SOUTH: "AH 5H 7H 8D 9D JC 2S 3S"}, BIDS, completed=completed,
                    winners=[NORTH] * 4 + [SOUTH], dealer=NORTH)
    player = NormalPlayer(seed=1, bid_samples=0)
    card = player.choose(game.view(SOUTH))
    reason = player.explain()
    assert card == play("AH"), (card, reason)
    assert reason.startswith("the declarers cannot make their 9 now"), reason


def test_the_old_duck_stays_behind_its_switch() -> None:
    """``normal:auction_set_win=0`` (the benchmark's B side) ducks as before."""
    game = set_declarers([(NORTH, "2H"), (EAST, "KH")], "AH 5H 7H 8D 9D JC 2S 3S")
    player = make_player("normal:bid_samples=0,auction_set_win=0", 1)
    card = player.choose(game.view(SOUTH))
    assert card != play("AH"), (card, player.explain())


def test_an_auction_defender_fights_a_live_contract_it_cannot_see_the_set_of() -> None:
    """Trick 1, East-West declared 9: West 9♥, North 3♥, East 10♥. South (one sure winner, the A♦) needs 5 tricks
    for the set, beyond its sure winners + 3, and ducked with the 5♥ ("each trick the declarers take over their 9
    scores 10 for us"); a set is worth far more than an overtrick, so it takes the trick with the J♥."""
    game = position(AUCTION, {SOUTH: "6C 2D 4D 6D 9D QD AD 2H 5H JH KH 6S 8S"}, BIDS,
                    trick=[(WEST, "9H"), (NORTH, "3H"), (EAST, "TH")], dealer=SOUTH)
    player = NormalPlayer(seed=1, bid_samples=0)
    card = player.choose(game.view(SOUTH))
    reason = player.explain()
    assert card == play("JH"), (card, reason)
    assert reason.startswith("we can set them: they need 9 of the last 13 tricks"), reason
    old = make_player("normal:bid_samples=0,auction_set_margin=3", 1)
    assert old.choose(game.view(SOUTH)) == play("5H"), old.explain()

"""Two scorekept club games (real cards, score kept with the scorekeeper) whose figures are worked out by hand.

Ann & Cy (side 0) against Bob & Di (side 1), standard scoring (10 a trick bid, 1 a bag, nil 100, blind nil 200;
a nil's tricks count for the partner).

Finished game (to 200, Di deals first):
  hand 1: bids 4 3 3 3, tricks 4 3 3 3: Ann & Cy 7 of 7 = 70; Bob & Di 6 of 6 = 60
  hand 2: bids nil 4 5 3, tricks 0 4 6 3: Ann's nil +100, Cy 6 of 5 = 51 -> 151 (1 bag); Bob & Di 7 of 7 = 70
  -> 221 to 130: Ann & Cy win.
Game in progress (to 500, Ann deals first):
  hand 1: bids 3, blind nil, 4, 5; tricks 3 1 4 5: Ann & Cy 7 of 7 = 70; Bob's blind nil fails -200,
          Di 6 (with Bob's trick) of 5 = 51 (1 bag) -> -149
  hand 2: bids 4 2 4 2, tricks 2 3 3 5: Ann & Cy 5 of 8: set, -80; Bob & Di 8 of 4 = 44 (4 bags)
"""

from __future__ import annotations

from dataclasses import replace

from spades_desktop.engine import RuleSet
from spades_desktop.engine.tally import HandEntry, parse_bid
from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame

NAMES = ("Ann", "Bob", "Cy", "Di")


def hand(bids: str, tricks: tuple[int, ...]) -> HandEntry:
    return HandEntry(tuple(parse_bid(b) for b in bids.split(",")), tricks)


def finished_game() -> ScorekeptGame:
    return ScorekeptGame(replace(RuleSet(), target=200), NAMES, 3, "standard", "Standard",
                         (hand("4,3,3,3", (4, 3, 3, 3)), hand("nil,4,5,3", (0, 4, 6, 3))), "2026-05-01T20:00:00")


def game_in_progress() -> ScorekeptGame:
    return ScorekeptGame(RuleSet(), NAMES, 0, "standard", "Standard",
                         (hand("3,blind nil,4,5", (3, 1, 4, 5)), hand("4,2,4,2", (2, 3, 3, 5))), "2026-05-08T20:00:00")


# every figure of the two games together, by hand (see the module docstring)
EXPECTED = {
    "Ann": dict(games=1, wins=1, unfinished=1, hands=4, points=70 + 151 + 70 - 80, contracts=4, contracts_made=3,
                sets=1, overtricks=1, nils_bid=1, nils_made=1, blind_nils_bid=0, blind_nils_made=0),
    "Cy": dict(games=1, wins=1, unfinished=1, hands=4, points=211, contracts=4, contracts_made=3, sets=1,
               overtricks=1, nils_bid=0, nils_made=0, blind_nils_bid=0, blind_nils_made=0),
    "Bob": dict(games=1, wins=0, unfinished=1, hands=4, points=60 + 70 - 149 + 44, contracts=4, contracts_made=4,
                sets=0, overtricks=5, nils_bid=0, nils_made=0, blind_nils_bid=1, blind_nils_made=0),
    "Di": dict(games=1, wins=0, unfinished=1, hands=4, points=25, contracts=4, contracts_made=4, sets=0,
               overtricks=5, nils_bid=0, nils_made=0, blind_nils_bid=0, blind_nils_made=0),
}

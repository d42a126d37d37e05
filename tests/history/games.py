"""Seeded random games for the history tests: varied presets, players, bots, nils and unfinished games."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from spades_desktop.engine import LOOK, Action, Bid, BidKind, Game, RuleSet
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_all

NAMES = ("Ann", "Bob", "Cyril")
LEVELS = ("easy", "normal", "hard")
PRESETS = ("standard", "short-250", "cutthroat", "three-player", "double-nil", "ten-for-two-hundred", "two-player")


@cache
def preset_rules(preset_id: str) -> RuleSet:
    catalog = load_all(None)
    return next(p.rules for p in catalog.presets if p.id == preset_id)


@dataclass(frozen=True)
class Played:
    """A record and how it is stored: the status asked for and the store time."""

    record: GameRecord
    status: str  # "finished", "in_progress" or "abandoned"


def play(rules: RuleSet, seed: int, rng: random.Random, *, stop_after: int | None = None) -> Game:
    """Random legal moves, mostly modest bids so games last a few hands; nils and blind nils happen."""
    game = Game(rules, seed)
    steps = 0
    while not game.is_over and game.hand_number <= 30 and (stop_after is None or steps < stop_after):
        legal: list[Action] = list(game.legal_actions())
        if LOOK in legal and rng.random() < 0.85:
            legal = [LOOK]
        modest: list[Action] = [a for a in legal if isinstance(a, Bid) and a.kind is BidKind.NORMAL and a.tricks <= 4]
        nils: list[Action] = [a for a in legal if isinstance(a, Bid) and a.is_nil]
        roll = rng.random()
        if nils and roll < 0.12:
            legal = nils
        elif modest and roll < 0.9:
            legal = modest
        game.apply(rng.choice(legal))
        steps += 1
    return game


def random_played(seed: int, *, day: int = 1) -> Played:
    """One random game from ``seed``: a preset, seats of humans (from ``NAMES``) and bots, finished or not."""
    rng = random.Random(seed)
    preset_id = rng.choice(PRESETS)
    rules = preset_rules(preset_id)
    n = rules.players
    names, kinds = [], []
    humans = rng.randint(1, min(2, n))
    human_seats = set(rng.sample(range(n), humans))
    for seat in range(n):
        if seat in human_seats:
            names.append(rng.choice(NAMES))
            kinds.append("human")
        else:
            level = rng.choice(LEVELS)
            names.append(f"{level.title()} bot {seat}")
            kinds.append(f"bot:{level}")
    unfinished = rng.random() < 0.2
    game = play(rules, seed, rng, stop_after=rng.randint(10, 400) if unfinished else None)
    created = f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{rng.randint(8, 22):02d}:{rng.randint(0, 59):02d}:00"
    record = GameRecord.from_game(game, names=names, kinds=kinds, preset_id=preset_id, preset_name=preset_id.title(),
                                  created=created)
    status = "finished" if game.is_over else rng.choice(("in_progress", "abandoned"))
    return Played(record, status)


def random_history(seed: int, count: int) -> list[Played]:
    rng = random.Random(seed)
    return [random_played(rng.randrange(2**31), day=rng.randrange(200)) for _ in range(count)]


def south_moves(seed: int, moves: int) -> GameRecord:
    """A game with South a person and three bots: the bots bid until South's turn, then South makes ``moves``."""
    game = Game(RuleSet(), seed, first_dealer=0)
    while game.to_act != 0:
        game.apply(game.legal_actions()[-1])
    for _ in range(moves):
        game.apply(next(a for a in reversed(game.legal_actions()) if a is not LOOK))  # looking is no move
    return GameRecord.from_game(game, names=["You", "W", "N", "E"],
                                kinds=["human", "bot:normal", "bot:normal", "bot:normal"],
                                created=f"2026-11-0{seed}T10:00:00")

"""A duplicate match: a sequence of deals, each played at two tables on the very same cards.

"The deals are rigged" has one fair answer: see what someone else makes of the
same cards. Each deal of the match is played twice:

- at **your table**, you sit at South with a bot partner against two bots;
- at **the bots' table**, a bot (your *stand-in*) sits in your chair and
  everything else is the same: the same cards in every seat, the same dealer,
  the same partner and opponents.

Your result on a deal is compared with the stand-in's. You play each deal only
once, so nothing you learnt of the cards helps you (playing the deal a second
time from the other side would let you remember where every card is). Each
deal is a game of its own from 0–0 with no bags (``deal_rules``: one hand), so
bags or a big lead from one deal never change how another is bid.

A deal is compared on the *margin*: your side's points minus the opponents'
points at your table, against the same at the bots' table. Setting the
opponents counts as much as making your own contract. Every bot is seeded from
the deal number, its seat and the position (``record.history.decision_seed``,
as the window seeds its bots), so the bots' table gives the same result every
time. The match's deals come from its seed (``match_deals``), so a match
number can be played again.

``MatchState`` is what a match has done so far (immutable; the window keeps
the newest). ``match_to_dict``/``match_from_dict`` and ``save_match``/
``load_match`` keep it between sessions; a damaged file raises
``DuplicateError`` and is never half-read, and a file of a newer version of the
game raises ``NewerMatchError`` (the window keeps both aside, never overwrites them).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..engine import Game, HandScore, HandScored, RuleSet
from ..engine.deal import MAX_DEAL_NUMBER
from ..engine.errors import SpadesError
from ..fileio import plain_text, quoted, read_regular, write_atomic
from ..record.history import decision_seed
from .base import LEVELS, create_player

__all__ = [
    "DEAL_COUNTS",
    "YOU",
    "Deal",
    "DuplicateError",
    "MatchPlan",
    "MatchState",
    "NewerMatchError",
    "Row",
    "TableResult",
    "Totals",
    "check_rules",
    "deal_game",
    "deal_rules",
    "load_match",
    "match_deals",
    "match_from_dict",
    "match_to_dict",
    "new_match",
    "play_bots_game",
    "play_bots_table",
    "rows",
    "save_match",
    "table_result",
    "totals",
]

YOU = 0  # the human's seat (South) at their table, and the stand-in's at the bots' table
DEAL_COUNTS = (4, 8, 12)  # the window's offer; any count from 1 to MAX_DEALS plays
MAX_DEALS = 52
FORMAT = "spades-desktop-duplicate-match"
VERSION = 1
FILE_LIMIT = 1_000_000  # bytes: a match file is a few kilobytes
MAX_SEED = 10**18 - 1  # a match number (the window offers up to 2 000 000 000)
MAX_POINTS = 1_000_000  # a table's points on one deal, either way
MAX_STARTS = 1_000_000  # how often a deal was dealt at your table
MAX_TEXT = 200  # the preset's id and name


class DuplicateError(ValueError):
    """A duplicate match that cannot be set up or read; the message says what is wrong and what is allowed."""


class NewerMatchError(DuplicateError):
    """A match file written by a newer version of the game: not damaged, but this version cannot read it."""


@dataclass(frozen=True)
class Deal:
    """One deal of the match: its place (1-based), the deal number that fixes the cards, and the dealer."""

    number: int
    deal_number: int
    dealer: int


@dataclass(frozen=True)
class MatchPlan:
    """Everything that fixes a match: rules, deals, and the bots' levels."""

    rules: RuleSet
    seed: int
    deals: tuple[Deal, ...]
    level: str  # your partner and the opponents, at both tables
    stand_in: str  # the bot in your chair at the bots' table
    preset_id: str = "standard"
    preset_name: str = "Standard"


@dataclass(frozen=True)
class TableResult:
    """One table's result on a deal: your side's points and the opponents' points."""

    side: int
    others: int

    @property
    def margin(self) -> int:
        return self.side - self.others


@dataclass(frozen=True)
class MatchState:
    """A match so far: per deal, your table's result and the bots' table's (None until played)."""

    plan: MatchPlan
    yours: tuple[TableResult | None, ...]
    bots: tuple[TableResult | None, ...]
    starts: tuple[int, ...]  # how often each deal was dealt at your table (more than once: started again)
    undo: tuple[bool, ...]  # a move was taken back at your table

    @property
    def count(self) -> int:
        return len(self.plan.deals)

    @property
    def current(self) -> int | None:
        """The index of the next deal to play at your table (None when every deal is played)."""
        return next((i for i, r in enumerate(self.yours) if r is None), None)

    @property
    def finished(self) -> bool:
        """Every deal is played at your table (the bots' table may still be playing the last)."""
        return self.current is None

    @property
    def complete(self) -> bool:
        """Every deal is played at both tables."""
        return self.finished and all(r is not None for r in self.bots)

    def dealt(self, index: int) -> MatchState:
        """Deal ``index`` was dealt at your table (once more)."""
        return replace(self, starts=_set(self.starts, index, self.starts[index] + 1))

    def played(self, index: int, result: TableResult, undo_used: bool = False) -> MatchState:
        """Your table's result on deal ``index``."""
        return replace(self, yours=_set(self.yours, index, result), undo=_set(self.undo, index, undo_used))

    def bots_played(self, index: int, result: TableResult) -> MatchState:
        """The bots' table's result on deal ``index``."""
        return replace(self, bots=_set(self.bots, index, result))


def _set(values: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*values[:index], value, *values[index + 1:])


# ----------------------------------------------------------------- set-up
def check_rules(rules: RuleSet) -> None:
    """A duplicate match needs a partnership game of four with a fixed deal."""
    if not rules.partnerships or rules.players != 4:
        raise DuplicateError("a duplicate match is played by two partnerships of two; choose a partnership preset")
    if rules.draw_phase:
        raise DuplicateError("a two-player draw game has no fixed deal to play twice")


def match_deals(seed: int, count: int, players: int = 4) -> tuple[Deal, ...]:
    """The match's deals: ``count`` different deal numbers drawn from ``seed``, the deal passing to the left."""
    if not 1 <= count <= MAX_DEALS:
        raise DuplicateError(f"a duplicate match has 1 to {MAX_DEALS} deals, not {count}")
    numbers = random.Random(seed).sample(range(1, 1_000_000), count)
    return tuple(Deal(i + 1, n, i % players) for i, n in enumerate(numbers))


def new_match(rules: RuleSet, count: int, seed: int, level: str = "normal", stand_in: str | None = None,
              preset_id: str = "standard", preset_name: str = "Standard") -> MatchState:
    """A match not yet begun. ``stand_in`` (the bot in your chair at the bots' table) defaults to ``level``."""
    check_rules(rules)
    stand = level if stand_in is None else stand_in
    for what, value in (("bot level", level), ("stand-in level", stand)):
        if value not in LEVELS:
            raise DuplicateError(f"unknown {what} {value!r}; levels are {', '.join(LEVELS)}")
    plan = MatchPlan(rules, seed, match_deals(seed, count, rules.players), level, stand, preset_id, preset_name)
    return MatchState(plan, (None,) * count, (None,) * count, (0,) * count, (False,) * count)


def deal_rules(rules: RuleSet) -> RuleSet:
    """The rules a deal is played under: the preset's, for one hand (each deal starts from 0–0, no bags)."""
    return replace(rules, hand_limit=1)


def deal_game(plan: MatchPlan, index: int) -> Game:
    """A fresh game on deal ``index``: the same cards in every seat at both tables."""
    deal = plan.deals[index]
    return Game(deal_rules(plan.rules), deal.deal_number, first_dealer=deal.dealer)


# ------------------------------------------------------------ the bots' table
def play_bots_table(plan: MatchPlan, index: int, stop: Callable[[], bool] | None = None) -> HandScore | None:
    """Deal ``index`` played by bots only: the stand-in at South, ``plan.level`` elsewhere (None when stopped)."""
    game = play_bots_game(plan, index, stop)
    return None if game is None else game.hand_scores[0]


def play_bots_game(plan: MatchPlan, index: int, stop: Callable[[], bool] | None = None) -> Game | None:
    """The bots' table's game of deal ``index`` (``play_bots_table``), played until its hand is scored (None when
    stopped). Every decision is seeded and unclocked, so the same game comes back every time: the window replays
    it for a review of the bots' play rather than keeping it in the match file."""
    deal = plan.deals[index]
    game = deal_game(plan, index)
    levels = [plan.stand_in if seat == YOU else plan.level for seat in range(game.players)]
    position = 0
    while True:
        if stop is not None and stop():
            return None
        seat = game.to_act
        if seat is None:  # cannot happen before the hand is scored; a guard against a loop
            raise DuplicateError(f"deal {deal.number} ended without a score")
        # South read as a person's seat, as your table's bots read it (Hard reads a person's bids more loosely):
        # your partner and opponents decide alike at both tables while you play as the stand-in would
        bot = create_player(levels[seat], decision_seed(deal.deal_number, seat, position), humans=(YOU,))
        position += 1
        if any(isinstance(event, HandScored) for event in game.apply(bot.choose(game.view(seat)), seat=seat)):
            return game


def table_result(rules: RuleSet, score: HandScore) -> TableResult:
    """Your side's points (South's side) and the opponents' on one hand."""
    mine = rules.side_of(YOU)
    side = next(s.points for s in score.sides if s.side == mine)
    others = sum(s.points for s in score.sides if s.side != mine)
    return TableResult(side, others)


# ------------------------------------------------------------ the comparison
@dataclass(frozen=True)
class Row:
    """One line of the comparison: a deal, both tables, the difference and the running total."""

    deal: Deal
    yours: TableResult | None
    bots: TableResult | None
    difference: int | None  # your margin minus the bots' margin (None until both tables played)
    total: int  # the differences so far, this deal's included
    undo_used: bool
    restarts: int  # how often the deal was started again at your table


@dataclass(frozen=True)
class Totals:
    """The sums over the deals played at both tables."""

    deals: int
    yours: TableResult
    bots: TableResult
    difference: int


def rows(state: MatchState) -> list[Row]:
    out: list[Row] = []
    total = 0
    for i, deal in enumerate(state.plan.deals):
        yours, bots = state.yours[i], state.bots[i]
        difference = yours.margin - bots.margin if yours is not None and bots is not None else None
        total += difference or 0
        out.append(Row(deal, yours, bots, difference, total, state.undo[i], max(0, state.starts[i] - 1)))
    return out


def totals(state: MatchState) -> Totals:
    both = [(y, b) for y, b in zip(state.yours, state.bots, strict=True) if y is not None and b is not None]
    yours = TableResult(sum(y.side for y, _ in both), sum(y.others for y, _ in both))
    bots = TableResult(sum(b.side for _, b in both), sum(b.others for _, b in both))
    return Totals(len(both), yours, bots, yours.margin - bots.margin)


# ------------------------------------------------------------ keeping a match
def match_to_dict(state: MatchState) -> dict[str, Any]:
    plan = state.plan

    def table(result: TableResult | None) -> list[int] | None:
        return None if result is None else [result.side, result.others]

    return {
        "format": FORMAT,
        "version": VERSION,
        "preset": {"id": plan.preset_id, "name": plan.preset_name},
        "rules": plan.rules.to_dict(),
        "seed": plan.seed,
        "level": plan.level,
        "stand_in": plan.stand_in,
        "deals": [
            {"deal_number": d.deal_number, "dealer": d.dealer, "yours": table(state.yours[i]),
             "bots": table(state.bots[i]), "starts": state.starts[i], "undo_used": state.undo[i]}
            for i, d in enumerate(plan.deals)
        ],
    }


def match_from_dict(data: object) -> MatchState:
    """The match in ``data`` (``match_to_dict``'s form); ``DuplicateError`` naming the first thing wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DuplicateError("this is not a duplicate match file")
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise NewerMatchError(f"this duplicate match file was written by a newer version of the game (file "
                              f"version {quoted(version)}); this version reads version {VERSION}")
    if version != VERSION:
        raise DuplicateError(f"this duplicate match file has version {quoted(version)}; "
                             f"this game reads version {VERSION}")
    try:
        rules = RuleSet.from_dict(_field(data, "rules", dict))
    except (SpadesError, TypeError, KeyError, ValueError) as exc:
        raise DuplicateError(f"rules: {exc}") from None
    check_rules(rules)
    preset = _field(data, "preset", dict)
    preset_id = _text(preset, "id", "standard")
    preset_name = _text(preset, "name", "")
    level, stand_in = _field(data, "level", str), _field(data, "stand_in", str)
    for what, value in (("level", level), ("stand_in", stand_in)):
        if value not in LEVELS:
            raise DuplicateError(f"{what}: unknown bot level {value!r}; levels are {', '.join(LEVELS)}")
    deals_data = _field(data, "deals", list)
    if not 1 <= len(deals_data) <= MAX_DEALS:
        raise DuplicateError(f"deals: a match has 1 to {MAX_DEALS} deals, not {len(deals_data)}")
    deals: list[Deal] = []
    yours: list[TableResult | None] = []
    bots: list[TableResult | None] = []
    starts: list[int] = []
    undo: list[bool] = []
    for i, item in enumerate(deals_data):
        where = f"deal {i + 1}"
        if not isinstance(item, dict):
            raise DuplicateError(f"{where}: expected an object")
        number = _field(item, "deal_number", int, where)
        dealer = _field(item, "dealer", int, where)
        if not 0 <= dealer < rules.players:
            raise DuplicateError(f"{where}: dealer must be a seat 0 to {rules.players - 1}, not {quoted(dealer)}")
        if not 0 <= number < MAX_DEAL_NUMBER:
            raise DuplicateError(f"{where}: the deal number must be a whole number from 0 to "
                                 f"{MAX_DEAL_NUMBER - 1}, not {quoted(number)}")
        deals.append(Deal(i + 1, number, dealer))
        yours.append(_table(item.get("yours"), where))
        bots.append(_table(item.get("bots"), where))
        started = _field(item, "starts", int, where)
        if started > MAX_STARTS:
            raise DuplicateError(f"{where}: starts must be a count from 0 to {MAX_STARTS}, not {quoted(started)}")
        starts.append(max(0, started))
        undo_used = item.get("undo_used", False)
        if not isinstance(undo_used, bool):
            raise DuplicateError(f"{where}: undo_used must be true or false, not {quoted(undo_used)}")
        undo.append(undo_used)
    seed = _field(data, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise DuplicateError(f"seed: the match number must be a whole number from 0 to {MAX_SEED}, "
                             f"not {quoted(seed)}")
    plan = MatchPlan(rules, seed, tuple(deals), level, stand_in, preset_id, preset_name)
    return MatchState(plan, tuple(yours), tuple(bots), tuple(starts), tuple(undo))


def _text(preset: dict[str, Any], key: str, default: str) -> str:
    """The preset's ``id`` or ``name``: a short text without control or invalid (surrogate) characters."""
    value = preset.get(key, default)
    if not plain_text(value) or len(value) > MAX_TEXT:
        raise DuplicateError(f"preset: its {key} must be a text of at most {MAX_TEXT} characters without control "
                             f"or invalid characters, not {quoted(value)}")
    return value


def _field(data: dict[str, Any], key: str, kind: type, where: str = "") -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        at = f"{where}: " if where else ""
        raise DuplicateError(f"{at}{key} is missing or not a{'n' if kind.__name__[0] in 'aeiou' else ''} "
                             f"{kind.__name__}")
    return value


def _table(value: object, where: str) -> TableResult | None:
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and abs(v) <= MAX_POINTS for v in value)):
        raise DuplicateError(f"{where}: a table's result is two whole numbers from -{MAX_POINTS} to {MAX_POINTS} "
                             "(your side, the opponents)")
    return TableResult(value[0], value[1])


def save_match(state: MatchState, path: str | Path) -> Path:
    """Write the match to ``path`` in one step (a good file is never left half-written)."""
    text = json.dumps(match_to_dict(state), ensure_ascii=False, indent=1) + "\n"
    return write_atomic(path, text.encode("utf-8"))


def load_match(path: str | Path) -> MatchState:
    """The match kept in ``path``; ``DuplicateError`` for a damaged file (``NewerMatchError`` for one of a newer
    version), ``OSError`` for one that cannot be read. Nothing else: whatever the file holds."""
    data = read_regular(path, FILE_LIMIT)
    try:  # ValueError: not UTF-8, not JSON, or a number of thousands of digits; RecursionError: deep nesting
        parsed = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, RecursionError):
            problem = "nested too deeply"
        elif isinstance(exc, (UnicodeDecodeError, json.JSONDecodeError)):
            problem = str(exc)
        else:  # int(): "Exceeds the limit (4300 digits) for integer string conversion ..."
            problem = "a number too long to read"
        raise DuplicateError(f"{Path(path).name}: not a readable duplicate match file ({problem})") from None
    try:
        return match_from_dict(parsed)
    except DuplicateError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise DuplicateError(f"{Path(path).name}: a damaged duplicate match file ({type(exc).__name__}: "
                             f"{str(exc)[:200]})") from None


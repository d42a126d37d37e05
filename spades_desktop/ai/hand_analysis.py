"""A finished (or stopped) hand taken apart decision by decision, and what was possible at each.

``hand_steps`` rebuilds the game before every action of one hand of a record
through the engine (rules, seed and first dealer, then the actions), so the
review, the coach and ``analyze`` all look at the very positions the players
saw. ``double_dummy_trace`` solves the play positions from the last back to
the first, sharing one transposition table per side, each solve within a
node budget (a position over budget gets ``None``: pure Python cannot solve
a whole deal at once in useful time, see docs/performance.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Action, Game, Phase, Play
from ..record import GameRecord
from .double_dummy import DoubleDummyBudgetError, Table, solve

__all__ = ["DD_NODES", "HandStep", "double_dummy_trace", "final_game", "hand_steps", "side_tricks", "tricks_lost"]

DD_NODES = 60_000  # per position: about a second in pure Python on a slow machine


@dataclass(frozen=True)
class HandStep:
    """One action of a hand and the game just before it (a private copy: change it freely)."""

    index: int  # position in the hand's actions, from 0
    position: int  # position in the whole game's actions (the bots' decision seeds use it)
    seat: int
    action: Action
    before: Game


def hand_steps(record: GameRecord, hand_index: int) -> list[HandStep]:
    """Every action of hand ``hand_index`` (0-based) with the game before it, plus nothing after.

    ``ValueError`` when the hand does not exist; the engine's error when the record does not replay
    (read records with ``record.replay`` first to get a message naming the place)."""
    if not 0 <= hand_index < len(record.hands):
        raise ValueError(f"the record has {len(record.hands)} hands: choose one from 1 to {len(record.hands)}")
    game = Game(record.rules, record.seed, first_dealer=record.first_dealer)
    position = 0
    for hand in record.hands[:hand_index]:
        for seat, action in hand.actions:
            game.apply(action, seat)
            position += 1
    out: list[HandStep] = []
    for index, (seat, action) in enumerate(record.hands[hand_index].actions):
        out.append(HandStep(index, position + index, seat, action, game.copy()))
        game.apply(action, seat)
    return out


def side_tricks(steps: Sequence[HandStep], trace: Sequence[tuple[int, ...] | None],
                index: int) -> tuple[int, int] | None:
    """The most tricks the side of step ``index``'s card could take in the whole hand with every card seen, before
    the card and after it: its tricks won plus those it could still take (``double_dummy_trace``). ``None`` when
    the trace does not reach both positions, when the step is no card, with more than two sides (each number is
    then what a seat takes against all the others: they do not add up) or with a nil bid in the hand (a nil's
    side counts points, not tricks: its numbers do not say what a card cost)."""
    if not 0 <= index < len(steps) - 1 or not isinstance(steps[index].action, Play):
        return None
    before, after = steps[index].before, steps[index + 1].before
    rules = before.rules
    if rules.sides != 2 or after.hand_number != before.hand_number:
        return None
    if any(bid is not None and bid.is_nil for bid in before.bids):
        return None
    before_dd = trace[index] if index < len(trace) else None  # the solver has not got there yet
    after_dd = trace[index + 1] if index + 1 < len(trace) else None
    if before_dd is None or after_dd is None:
        return None
    side = rules.side_of(steps[index].seat)

    def total(game: Game, dd: tuple[int, ...]) -> int:
        won = sum(game.tricks[seat] for seat in range(game.players) if rules.side_of(seat) == side)
        return won + dd[side]

    return total(before, before_dd), total(after, after_dd)


def tricks_lost(steps: Sequence[HandStep], trace: Sequence[tuple[int, ...] | None], index: int) -> int | None:
    """How many tricks the card of step ``index`` cost its side with every card seen (``side_tricks`` before
    less after); ``None`` where ``side_tricks`` gives none."""
    totals = side_tricks(steps, trace, index)
    return None if totals is None else max(0, totals[0] - totals[1])


def final_game(record: GameRecord, hand_index: int) -> Game:
    """The game as hand ``hand_index`` ended: its bids, the tricks each seat won, the last trick still on the
    table, no cards left in the hands (the scores are those after the hand). The engine itself goes on at once
    to the next deal, whose fresh cards were shown here as the hand's end. A hand the record stops in the
    middle of (a game in progress) ends after its last action."""
    steps = hand_steps(record, hand_index)
    if not steps:
        return Game(record.rules, record.seed, first_dealer=record.first_dealer)
    last = steps[-1]
    before = last.before
    after = before.copy()
    after.apply(last.action, last.seat)
    ended_here = after.hand_number != before.hand_number or after.is_over
    if not ended_here or not isinstance(last.action, Play):
        return after
    trick = [*before.trick, (last.seat, last.action.card)]
    taker = before.trick_taker(trick)  # None: a dead trick (players.cancellation)
    ended = before.copy()
    ended.hands = [0] * before.players
    ended.trick = trick
    ended.completed.append(tuple(trick))
    ended.trick_winners.append(taker)
    if taker is not None:
        ended.tricks[taker] += 1
    ended.trick_number += 1
    ended.to_act = None
    ended.scores, ended.bags, ended.winner = list(after.scores), list(after.bags), after.winner
    return ended


def double_dummy_trace(
    steps: Sequence[HandStep],
    *,
    nodes: int = DD_NODES,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[tuple[int, ...] | None]:
    """Per step: the tricks each side could still take before that action (with every card seen),
    ``None`` outside the play or when the position needed more than ``nodes`` positions.
    ``progress(done, total)`` is told after each step (counted from the last)."""
    out: list[tuple[int, ...] | None] = [None] * len(steps)
    tables: dict[int, Table] = {}
    failures = 0
    for i in range(len(steps) - 1, -1, -1):
        if cancelled is not None and cancelled():
            break
        if progress is not None:
            progress(len(steps) - 1 - i, len(steps))
        game = steps[i].before
        if game.phase is not Phase.PLAY:
            continue
        later = out[i + 1] if i + 1 < len(out) else None
        try:
            out[i] = solve(game, nodes=nodes, tables=tables, guess=later).tricks
        except DoubleDummyBudgetError:
            failures += 1
            if failures >= 2:  # earlier positions are bigger still: stop spending the budget on them
                break
    return out

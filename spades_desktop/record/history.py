"""Undo and redo as pure functions of a game's actions.

The engine stays the single source of truth: an earlier point of a game is
the game rebuilt from its start (same rules, seed and first dealer) with its
first N actions applied again through ``Game.apply``, never a state taken
apart by hand. Undo takes back a human's last decision and everything the
bots did after it (``undo_point``); redo applies the taken-back actions again,
one human decision and the bots' answers at a time (``redo_length``). A move
that was its seat's only legal action (a last card, a forced bid: the table
makes it, ``only_moves``) is no decision: undo goes back over it, and redo
makes it again with the moves around it.

Bots choose from ``decision_seed(seed, seat, position)``: a seed made new for
every decision from the game's seed, the seat and the number of actions so
far, so that a bot asked again at the same point (after an undo, or after the
game was saved and opened) makes the same choice.

Games started from a set-up position (``Game(hands=..., scores=...)``) cannot
be rebuilt this way; the window never starts one.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from ..engine import Action, Event, Game, IllegalActionError, Look, Play

Step = tuple[int, Action]  # (seat, action), as the game's hand logs hold them

_MASK = (1 << 64) - 1


def steps(game: Game) -> list[Step]:
    """Every action of ``game`` so far, across its hands, in order."""
    return [step for log in game.hands_log for step in log.actions]


def step_count(game: Game) -> int:
    """How many actions ``game`` has had so far (the position of the next one)."""
    return sum(len(log.actions) for log in game.hands_log)


def apply_steps(game: Game, todo: Iterable[Step]) -> list[Event]:
    """Apply ``todo`` to ``game`` in order; the events they caused (an illegal step raises the engine's error)."""
    events: list[Event] = []
    for seat, action in todo:
        events.extend(game.apply(action, seat))
    return events


def rebuild(game: Game, count: int) -> Game:
    """A new game equal to ``game`` after its first ``count`` actions (``game`` itself is not changed)."""
    done = steps(game)
    if not 0 <= count <= len(done):
        raise ValueError(f"the game has {len(done)} actions, so it cannot be rebuilt after {count}")
    again = _started_like(game)
    apply_steps(again, done[:count])
    return again


def _started_like(game: Game) -> Game:
    """``game`` as it was started: the same rules, seed, first dealer and blind limits, no action yet."""
    return Game(game.rules, game.seed, first_dealer=game.hands_log[0].dealer, blind_limits=game.blind_limits)


def only_moves(start: Game, todo: Sequence[Step], seats: Collection[int], *,
               last_cards: bool = False) -> frozenset[int]:
    """The indices of the steps of ``todo`` made by a seat in ``seats`` with no choice: the only legal action at the
    time (a last card, a card of the only suit it could follow with, a bid the rules fixed). ``todo`` is applied in
    order to ``start``, which is changed (pass a game rebuilt for it). ``last_cards``: only a hand's last cards,
    which tell nobody anything (at a shared screen, an undo that went back over a lone club to a club lead told the
    table that its player was out of clubs: QA family14)."""
    forced: set[int] = set()
    for index, (seat, action) in enumerate(todo):
        if seat in seats and len(start.legal_actions()) == 1 and (not last_cards or _last_card(start, seat, action)):
            forced.add(index)
        start.apply(action, seat)
    return frozenset(forced)


def _last_card(game: Game, seat: int, action: Action) -> bool:
    """Whether ``action`` plays ``seat``'s last card."""
    hand = game.view(seat).hand
    return isinstance(action, Play) and hand is not None and len(hand) == 1


class OnlyMoves:
    """``only_moves`` of a whole game, worked out once and brought up to date as the game goes on (a replay from
    its start at every look at Undo would grow with the game): the positions of the steps that were no decision."""

    def __init__(self) -> None:
        self._game: Game | None = None  # the game the positions are of (the same object: an undo makes another)
        self._seats: frozenset[int] = frozenset()
        self._probe: Game | None = None  # that game rebuilt up to the positions worked out so far
        self._forced: frozenset[int] = frozenset()
        self._broken = False  # the game cannot be rebuilt (started from a set-up position): every move a decision
        self._last_cards = False  # only last cards count (``only_moves``)

    def of(self, game: Game, seats: Collection[int], *, last_cards: bool = False) -> frozenset[int]:
        """The positions of ``game``'s steps that a seat in ``seats`` made with no choice (``last_cards``: only its
        last cards, ``only_moves``)."""
        seats = frozenset(seats)
        done = steps(game)
        probe = self._probe
        same = game is self._game and seats == self._seats and last_cards == self._last_cards
        if same and self._broken:
            return frozenset()
        if not same or probe is None or step_count(probe) > len(done):
            self._game, self._seats, self._forced, self._broken = game, seats, frozenset(), False
            self._last_cards = last_cards
            probe = self._probe = _started_like(game)
        count = step_count(probe)
        if count < len(done):
            try:
                self._forced |= {count + i for i in only_moves(probe, done[count:], seats, last_cards=last_cards)}
            except IllegalActionError:
                self._probe, self._forced, self._broken = None, frozenset(), True
        return self._forced


def undo_point(done: Sequence[Step], humans: Collection[int], *, skip_looks: bool = False,
               forced: Collection[int] = ()) -> int | None:
    """The position of the last decision of a seat in ``humans`` (undo rebuilds the game before it); None if none.
    ``skip_looks``: a look at the cards is no decision (the table made it, the blind question being off), so undo
    goes back over it to the decision before. ``forced``: the positions of moves that were no decision (the only
    legal action, ``only_moves``): undo goes back over them too (Ctrl+Z on a hand's summary took back only a last
    card that had played itself, and the same summary came back once it played itself again: family QA)."""
    for index in range(len(done) - 1, -1, -1):
        seat, action = done[index]
        if seat in humans and index not in forced and not (skip_looks and isinstance(action, Look)):
            return index
    return None


def redo_length(todo: Sequence[Step], humans: Collection[int], forced: Collection[int] = ()) -> int:
    """How many of the taken-back ``todo`` one redo applies: the first step and the bot steps after it,
    up to the next human decision (all of them when no human decides again). ``forced``: the indices in ``todo`` of
    human moves that were no decision (``only_moves``): made again with the rest, as undo took them back with it."""
    for index in range(1, len(todo)):
        if todo[index][0] in humans and index not in forced:
            return index
    return len(todo)


def _mix(value: int) -> int:
    """SplitMix64's finaliser: spreads every bit of ``value`` over the 64-bit result."""
    value = (value + 0x9E3779B97F4A7C15) & _MASK
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK
    return value ^ (value >> 31)


def decision_seed(seed: int, seat: int, position: int) -> int:
    """The seed of the bot in ``seat`` deciding at action ``position`` of the game with ``seed`` (0 … 2^32-1)."""
    return _mix(_mix(_mix(seed) ^ seat) ^ position) >> 32

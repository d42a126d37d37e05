"""The game record value: rules, players, seed and every hand of one match.

A ``GameRecord`` is what a saved game file holds (see docs/record-format.md).
It is built from a live ``Game`` with ``GameRecord.from_game``, written with
``to_json`` and read back with ``GameRecord.from_json``; ``replay`` turns it
into a ``Game`` again and checks every recorded fact on the way.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal, Protocol

from .. import __version__
from ..engine import Action, Card, Game, HandScore, Look, RuleSet, seat_name
from ..engine.deal import deal_number_hidden
from .errors import RecordError

FORMAT: Final = "spades-desktop-record"
# A scorekeeper's game (gui/scorekeeper/scorefile.py): bids and tricks of a game played with real cards, no record
SCOREKEPT_FORMAT: Final = "spades-desktop-scorekept"
VERSION: Final = 1
SUPPORTED_VERSIONS: Final = (1,)

PlayerKind = Literal["human", "bot"]


class _Hand(Protocol):
    """A hand as the engine logs it (``HandLog``) or a record holds it (``HandRecord``)."""

    @property
    def actions(self) -> Sequence[tuple[int, Action]]: ...

    @property
    def score(self) -> HandScore | None: ...


def nothing_played(hands: Iterable[_Hand], humans: Collection[int]) -> bool:
    """No hand scored and no move of a person (``humans``: their seats), at most the bots' first moves of a deal.

    Such a game holds nothing a player would miss: it is not autosaved, an old autosave of it is not offered, and
    History does not store it (a start looked at and left is not an abandoned game). Looking at one's cards
    (where they are dealt face down for a blind bid) is not a move here: it is how a start is looked at. At a
    table of bots only (a game watched) every move counts."""
    if not humans:
        return all(hand.score is None and not hand.actions for hand in hands)
    return all(hand.score is None and not any(seat in humans and not isinstance(action, Look)
                                              for seat, action in hand.actions) for hand in hands)


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """Who sat in a seat: a name, and whether a person or a bot (of ``level``) played it."""

    name: str
    kind: PlayerKind = "human"
    level: str | None = None  # bots only: "easy", "normal", "hard"

    @classmethod
    def parse_kind(cls, name: str, kind: str) -> PlayerInfo:
        """From a kind text: ``human``, ``bot`` or ``bot:LEVEL`` (e.g. ``bot:hard``)."""
        head, _, level = kind.partition(":")
        if head == "human" and not level:
            return cls(name, "human")
        if head == "bot":
            return cls(name, "bot", level or None)
        raise RecordError(f"a player kind is 'human', 'bot' or 'bot:LEVEL' (e.g. 'bot:hard'), not {kind!r}")

    @property
    def kind_text(self) -> str:
        return f"bot:{self.level}" if self.kind == "bot" and self.level else self.kind


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand: its deal, every action in order, and (once finished) its score."""

    hand_number: int  # 1-based
    deal_number: int
    dealer: int
    dealt: tuple[tuple[Card, ...], ...]  # each seat's cards; empty while a two-player draw is under way
    actions: tuple[tuple[int, Action], ...]  # (seat, action)
    score: HandScore | None  # None while the hand is not finished

    @property
    def finished(self) -> bool:
        return self.score is not None


@dataclass(frozen=True)
class GameRecord:
    """A whole match, finished or not, as a saved game file holds it."""

    rules: RuleSet
    players: tuple[PlayerInfo, ...]
    seed: int
    first_dealer: int
    hands: tuple[HandRecord, ...]
    winner: int | None = None  # the winning side once the game is over
    preset_id: str | None = None  # informational: the rules above are what replays
    preset_name: str | None = None
    app_version: str = __version__
    created: str | None = None  # a timestamp text the caller chose (this layer has no clock)
    undo_allowed: bool = False  # pass-and-play: the players agreed to allow undo (one human may always undo)
    undo_used: bool = False  # a decision was taken back at least once (it matters for statistics)
    # the next move, a person's only legal one, waits for them to make it (an undo left it so): resumed, the game
    # does not make it by itself (it played at once, and the hand was scored: QA robust8)
    forced_waits: bool = False
    source: str | None = field(default=None, compare=False, repr=False)  # the file it was read from

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        names: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        preset_id: str | None = None,
        preset_name: str | None = None,
        created: str | None = None,
        undo_allowed: bool = False,
        undo_used: bool = False,
        forced_waits: bool = False,
    ) -> GameRecord:
        """The record of ``game`` so far.

        ``names`` default to the seat names; ``kinds`` are ``human``, ``bot``
        or ``bot:LEVEL`` per seat (default: all human). ``undo_allowed`` and
        ``undo_used`` are the table's undo option and whether undo was used; ``forced_waits``, that the next
        move, a person's only one, waits for them (``GameRecord.forced_waits``).
        """
        rules = game.rules
        n = rules.players
        names = list(names) if names is not None else [seat_name(rules, s) for s in range(n)]
        kinds = list(kinds) if kinds is not None else ["human"] * n
        if len(names) != n or len(kinds) != n:
            raise RecordError(f"give one name and one kind for each of the {n} seats")
        players = tuple(PlayerInfo.parse_kind(name, kind) for name, kind in zip(names, kinds, strict=True))
        hands = tuple(
            HandRecord(
                hand_number=log.hand_number,
                deal_number=log.deal_number,
                dealer=log.dealer,
                dealt=tuple(tuple(cards) for cards in log.dealt),
                actions=tuple(log.actions),
                score=log.score,
            )
            for log in game.hands_log
        )
        return cls(
            rules=rules,
            players=players,
            seed=game.seed,
            first_dealer=game.hands_log[0].dealer,
            hands=hands,
            winner=game.winner,
            preset_id=preset_id,
            preset_name=preset_name,
            created=created,
            undo_allowed=undo_allowed,
            undo_used=undo_used,
            forced_waits=forced_waits,
        )

    @property
    def humans(self) -> frozenset[int]:
        """The seats of people."""
        return frozenset(seat for seat, player in enumerate(self.players) if player.kind == "human")

    @property
    def untouched(self) -> bool:
        """Nothing in it a player would miss (``nothing_played``)."""
        return nothing_played(self.hands, self.humans)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def deal_number_hidden(self, hand_number: int) -> bool:
        """Hand ``hand_number``'s deal number is kept from this game's table now (``engine.deal.deal_number_hidden``:
        hand 1's of a game of two or more people not over yet), and its deal is not dealt again."""
        return deal_number_hidden(hand_number, people=len(self.humans), scored=sum(h.finished for h in self.hands),
                                  over=self.is_over)

    def to_json(self) -> str:
        """The record as the text of a ``.json`` file (UTF-8, ends with a newline)."""
        from .encode import record_text

        return record_text(self)

    @classmethod
    def from_json(cls, text: str, *, source: str | None = None) -> GameRecord:
        """Read a record; a damaged one raises ``RecordError`` naming ``source`` and the place."""
        from .decode import decode_record

        try:
            return decode_record(text, source=source)
        except RecordError as exc:
            raise exc.with_source(source) if source else exc from None

"""The one error of the record layer: a damaged, illegal or unreadable game record."""

from __future__ import annotations

from ..engine.errors import SpadesError


class RecordError(SpadesError):
    """A game record that cannot be read or does not replay.

    The message is one line naming the problem and where it is, most general
    place first: ``game.json: hand 3, trick 5: North cannot play 7H: you must
    follow spades``. The parts are kept as attributes for screens that want
    them (``source`` is the file, ``hand`` the 1-based hand number, ``place``
    the part of the hand such as ``"trick 5"`` or ``"bidding"``).
    """

    def __init__(
        self, problem: str, *, source: str | None = None, hand: int | None = None, place: str | None = None
    ) -> None:
        self.problem = problem
        self.source = source
        self.hand = hand
        self.place = place
        super().__init__(self._text())

    def _text(self) -> str:
        where = []
        if self.source:
            where.append(f"{self.source}: ")
        if self.hand is not None:
            where.append(f"hand {self.hand}" + (f", {self.place}: " if self.place else ": "))
        elif self.place:
            where.append(f"{self.place}: ")
        return "".join(where) + self.problem

    @property
    def in_file(self) -> str:
        """The message without the file's name (where the file is named already): ``hand 3, trick 5: …``."""
        return RecordError(self.problem, hand=self.hand, place=self.place)._text()

    def with_source(self, source: str) -> RecordError:
        """The same error, naming the file it came from (kept if already named)."""
        if self.source:
            return self
        return RecordError(self.problem, source=source, hand=self.hand, place=self.place)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.problem, self.source, self.hand, self.place))


def _rebuild(problem: str, source: str | None, hand: int | None, place: str | None) -> RecordError:
    return RecordError(problem, source=source, hand=hand, place=place)

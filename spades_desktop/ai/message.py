"""A sentence for a player, kept as an English template and its named values, so a window can translate it.

The pure packages cannot import Qt, so the coach does not hand out finished
English text: it returns a ``Message`` (``template`` with ``{name}`` fields and
``args``). ``str(message)`` is the English sentence (the command line prints
it); the GUI translates the template (``gui.review.coach_text``: context
"Coach", the template as the source text) and its values (cards keep their
symbols, bids and seat names in the player's language, nested messages
translated the same way) and then fills it in.
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from ..engine import Action, Bid, Card

MessageArg: TypeAlias = "str | int | Card | Bid | Action | Message"  # an action: the bots' reasons

__all__ = ["COUNTED", "Message", "MessageArg", "english"]

COUNTED: dict[str, str] = {"guesses": "guess|guesses", "points": "point|points", "worth": "trick|tricks"}
"""Values said with their noun, in the form the number takes ("1 guess", "40 guesses"): the template has only
``{guesses}``, and a window translates the noun's forms (``gui.review.coach_text``). "1 guesses" and "about 1
points" were said."""

_new = tuple.__new__


class Message(NamedTuple):
    """``template`` (English, ``{name}`` fields) and the values to put in, in order; ``str()`` gives the English.

    A named tuple, not a dataclass: the bots make one for every card they weigh, in every playout of Hard's
    search, and a tuple is made several times faster.
    """

    template: str
    args: tuple[tuple[str, MessageArg], ...] = ()

    @classmethod
    def of(cls, template: str, /, **args: MessageArg) -> Message:
        return _new(cls, (template, tuple(args.items())))  # (the named tuple's own __new__ is slower)

    @property
    def values(self) -> dict[str, MessageArg]:
        return dict(self.args)

    def __str__(self) -> str:
        if not self.args:
            return self.template
        return self.template.format(**{key: english(value, key) for key, value in self.args})


def english(value: MessageArg, key: str = "") -> str:
    """A value as the English sentence says it: a card by its symbols (``K♥``), a bid as the engine writes it, a
    counted value (``COUNTED``) with its noun."""
    if isinstance(value, Card):
        return value.pretty
    if key in COUNTED and isinstance(value, int):
        one, many = COUNTED[key].split("|")
        return f"{value} {one if value == 1 else many}"
    return str(value)

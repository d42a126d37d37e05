"""Errors the engine raises: all are ``ValueError`` subclasses with player-facing text.

An error may also keep its message before the values were put in: ``template``
(English, with ``{name}`` placeholders) and ``params`` (plain values: seat
names, card texts such as ``A♠``, numbers, suit nouns, phase verbs), so a GUI
can translate the template and its words while ``str(error)`` stays English.
A ``reason`` param may itself be a ``Reason``: template/params parts that read
as one text joined with ``"; "``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Self, TypeAlias

Param: TypeAlias = "str | int | Reason"
Reason: TypeAlias = "tuple[tuple[str, Mapping[str, Param]], ...]"


SEAT_PARAMS: Final = frozenset({"seat", "to_act"})  # the params that name a seat in English ("West")

FrozenReason: TypeAlias = "tuple[tuple[str, tuple[tuple[str, str | int], ...]], ...]"


def frozen_reason(reason: Reason) -> FrozenReason:
    """``reason`` made of tuples only, for a view (plain values, hashable): its values as text or numbers."""
    return tuple((template, tuple((k, v if isinstance(v, (str, int)) else render_reason(v))
                                  for k, v in params.items())) for template, params in reason)


def thawed_reason(reason: FrozenReason) -> Reason:
    """The ``Reason`` of a ``frozen_reason``."""
    return tuple((template, dict(params)) for template, params in reason)


def render(template: str, params: Mapping[str, Param]) -> str:
    """The English text of ``template`` with ``params`` put in (nested reasons joined with ``"; "``)."""
    if not params:
        return template
    return template.format(**{k: render_reason(v) if isinstance(v, tuple) else v for k, v in params.items()})


def render_reason(reason: Reason) -> str:
    return "; ".join(render(template, params) for template, params in reason)


def because(template: str, /, **params: Param) -> Reason:
    """A one-part ``Reason`` (parts add up with ``+``)."""
    return ((template, params),)


def reason_of(error: BaseException) -> Reason:
    """What ``error`` says as a one-part ``Reason``: its template and params when it keeps them, else its text
    (a template without params, which a translation leaves as it is when it has none)."""
    template = getattr(error, "template", None)
    if isinstance(template, str):
        return ((template, dict(getattr(error, "params", None) or {})),)
    return ((str(error), {}),)


class SpadesError(ValueError):
    """Base class of every error of the game's pure layers."""

    template: str | None = None
    params: dict[str, Param]

    def __init__(
        self, message: str | None = None, *, template: str | None = None, params: Mapping[str, Param] | None = None
    ) -> None:
        values = dict(params) if params else {}
        if message is None:
            message = render(template, values) if template is not None else ""
        super().__init__(message)
        self.template = template
        self.params = values

    @classmethod
    def of(cls, template: str, /, **params: Param) -> Self:
        """The error whose message is ``template`` with ``params`` put in (and kept for translation)."""
        return cls(render(template, params), template=template, params=params)

    @classmethod
    def like(cls, error: BaseException) -> Self:
        """The error of this class that says what ``error`` says (its template and params kept, when it has them)."""
        if isinstance(error, SpadesError):
            return cls(str(error), template=error.template, params=error.params)
        return cls(str(error))


class ParseError(SpadesError):
    """Text that should name a card, bid or action does not."""


class IllegalActionError(SpadesError):
    """An action the rules do not allow now; the message says why."""


class RulesError(SpadesError):
    """A rule set whose options cannot be played together.

    The message is written for preset authors and names the rules by their keys ("blind_nil_redraw needs blind
    nil (blind_nil: true)"). ``keys`` names the same rules as data (``RuleSet`` field names: the rule refused
    and those that refuse it, each set as it is in the refused rules), so a GUI can name them in its own words
    instead of showing the keys (``RulesError.of(...).about("blind_nil_redraw", "blind_nil")``)."""

    keys: tuple[str, ...] = ()

    def about(self, *keys: str) -> Self:
        """This error, naming ``keys`` as the rules that do not fit together (each once, in the order given)."""
        self.keys = tuple(dict.fromkeys(keys))
        return self

    @classmethod
    def like(cls, error: BaseException) -> Self:
        made = super().like(error)
        if isinstance(error, RulesError):
            made.keys = error.keys
        return made

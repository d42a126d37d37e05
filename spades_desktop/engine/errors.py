"""Errors the engine raises: all are ``ValueError`` subclasses with player-facing text."""

from __future__ import annotations


class SpadesError(ValueError):
    """Base class of every error of the game's pure layers."""


class ParseError(SpadesError):
    """Text that should name a card, bid or action does not."""


class IllegalActionError(SpadesError):
    """An action the rules do not allow now; the message says why."""


class RulesError(SpadesError):
    """A rule set whose options cannot be played together."""

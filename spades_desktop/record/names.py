"""Names of seats and sides as messages and summaries print them, and the check of a player's name."""

from __future__ import annotations

import unicodedata
from typing import Final

from ..engine import RuleSet, seat_name

__all__ = ["BIDI_CONTROLS", "NAME_LONGEST", "PlayerNameError", "check_player_name", "seat_name", "side_name"]


def side_name(rules: RuleSet, side: int) -> str:
    """``North–South`` / ``East–West`` for partnerships (six players: also ``Southwest–Northeast`` and
    ``Northwest–Southeast``), else the seat's name."""
    if rules.partnerships and rules.players == 6:
        return ("North–South", "Southwest–Northeast", "Northwest–Southeast")[side]
    if rules.partnerships:
        return ("North–South", "East–West")[side]
    return seat_name(rules, side)


# ------------------------------------------------------------ player names
class PlayerNameError(ValueError):
    """A name a player cannot be given; the message says why. ``reason`` is one of
    ``"empty"``, ``"invisible"``, ``"control"``, ``"bidi"`` (for screens that word it themselves)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


# The most characters a name is given where one is typed for paper (the blank-sheet and scorekeeper fields; the
# new game's hold 24). ``check_player_name`` sets no limit: a saved game with a longer name (imported or edited by
# hand) still opens, is kept whole in its record and the history, and is cut short with "…" where it is printed and
# where the window shows it (``gui.texts.shown_name``: to this many characters).
NAME_LONGEST: Final = 40
# Characters that change the direction of the text around them (embeddings, overrides, isolates):
# a name holding one can make a score line or a message read backwards.
BIDI_CONTROLS: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Letters of no width or ink that Unicode does not class as spaces or formats.
_BLANK_LETTERS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _invisible(char: str) -> bool:
    """A character that shows nothing on its own: a space, a zero-width or format character, a lone mark."""
    return char.isspace() or char in _BLANK_LETTERS or unicodedata.category(char) in ("Cf", "Zs", "Zl", "Zp", "Mn",
                                                                                      "Me")


def check_player_name(text: str) -> str:
    """``text`` trimmed, as a player's name; ``PlayerNameError`` when it cannot be one.

    Refused: a name that is empty after trimming, one made only of invisible
    characters (zero-width spaces, joiners ...), and one holding a control
    character (NUL, BEL, a line break ...), an invalid (surrogate) character or
    a bidirectional override or isolate (U+202A-U+202E, U+2066-U+2069).
    """
    name = text.strip()
    if not name:
        raise PlayerNameError("a player's name cannot be empty", "empty")
    for char in name:
        code = f"U+{ord(char):04X}"
        if char in BIDI_CONTROLS:
            raise PlayerNameError(
                f"a player's name cannot hold a text-direction control ({code}), which can turn the text around it "
                "backwards", "bidi")
        category = unicodedata.category(char)
        if category == "Cc":
            raise PlayerNameError(f"a player's name cannot hold a control character ({code})", "control")
        if category == "Cs":
            raise PlayerNameError(f"a player's name cannot hold an invalid character ({code})", "control")
    if all(_invisible(char) for char in name):
        raise PlayerNameError("a player's name cannot be made only of invisible characters", "invisible")
    start, end = 0, len(name)
    while _blank_edge(name[start]):  # a zero-width space at either end is trimmed like a space
        start += 1
    while _blank_edge(name[end - 1]):
        end -= 1
    return name[start:end]


def _blank_edge(char: str) -> bool:
    """Invisible and meaningless at the start or end of a name (a combining mark is not: it belongs to a letter)."""
    return _invisible(char) and unicodedata.category(char) not in ("Mn", "Me")

"""Why the history database cannot be used right now, in words a player can act on.

Every problem is a ``HistoryError`` (a ``ValueError``): the game goes on and the
windows show the message ("statistics are unavailable: ..."). Nothing here
deletes a file; a damaged one is renamed and kept.
"""

from __future__ import annotations


class HistoryError(ValueError):
    """The history database cannot be read or written; the message says why and what to do."""


class NewerVersionError(HistoryError):
    """The file was written by a newer Spades Desktop: it is left untouched."""


class LockedError(HistoryError):
    """Another program (or another window of the game) holds the file for too long."""


class ReadOnlyError(HistoryError):
    """The file or its folder cannot be written: statistics can be read, nothing new is stored."""


class DiskFullError(HistoryError):
    """The disk is full: nothing can be written; the file can still be read (``open_history``'s
    ``read_only_if_full``)."""


class CorruptError(HistoryError):
    """The file is damaged; the next ``open_history`` keeps it as a backup and starts a new one."""


class UsageError(HistoryError):
    """What was asked cannot be done as asked (an export over the history's own file, one CSV file for both): the
    history file itself is fine. The command line exits with status 2 (bad input), not 1 (no history)."""

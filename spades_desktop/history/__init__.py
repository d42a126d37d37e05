"""Game history: every game stored in one SQLite file, and the statistics computed from it.

Pure Python (no Qt, no clock): the only I/O is ``open_history`` and the
methods of the ``History`` it returns; times to store come in as arguments.
What is stored and what each figure counts: docs/statistics.md.
"""

from .database import BUSY_TIMEOUT, FILE_NAME, History, open_history
from .errors import CorruptError, DiskFullError, HistoryError, LockedError, NewerVersionError, ReadOnlyError, UsageError
from .queries import (
    LEVEL_ORDER,
    Filters,
    GameRef,
    GameSummary,
    LevelRow,
    PlayerStats,
    ResultPoint,
    SeatInfo,
    level_parts,
    streaks,
)
from .rows import SOURCES, STATUSES, KeptGame, Source, Status
from .schema import MIGRATIONS, SCHEMA_VERSION

__all__ = [
    "BUSY_TIMEOUT",
    "FILE_NAME",
    "LEVEL_ORDER",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SOURCES",
    "STATUSES",
    "CorruptError",
    "DiskFullError",
    "Filters",
    "GameRef",
    "GameSummary",
    "History",
    "HistoryError",
    "KeptGame",
    "LevelRow",
    "LockedError",
    "NewerVersionError",
    "PlayerStats",
    "ReadOnlyError",
    "ResultPoint",
    "SeatInfo",
    "Source",
    "Status",
    "UsageError",
    "level_parts",
    "open_history",
    "streaks",
]

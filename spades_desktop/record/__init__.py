"""Game records: a versioned JSON file holding the rules, players, seed, every deal, every
action and the computed results of one match; saved, loaded and replayed with checks.

Pure Python: no Qt, no clock; the only I/O is ``save_record`` / ``load_record`` and the autosave
folder functions of ``autosave`` (list, move aside, remove; dates in names come from the caller).
The format is described in docs/record-format.md.
"""

from .autosave import Autosaver
from .errors import RecordError
from .files import load_record, save_record
from .record import FORMAT, SUPPORTED_VERSIONS, VERSION, GameRecord, HandRecord, PlayerInfo
from .replay import replay
from .summary import game_summary, hand_summary

__all__ = [
    "FORMAT",
    "SUPPORTED_VERSIONS",
    "VERSION",
    "Autosaver",
    "GameRecord",
    "HandRecord",
    "PlayerInfo",
    "RecordError",
    "game_summary",
    "hand_summary",
    "load_record",
    "replay",
    "save_record",
]

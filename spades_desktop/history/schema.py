"""The history schema: its version number and the steps that bring any older file up to date.

``MIGRATIONS[i]`` turns a version ``i`` file into version ``i + 1`` (version 0 is
an empty file). The version lives in SQLite's ``PRAGMA user_version``. A new
version only ever appends a step here; tests open a saved file of every older
version (tests/history/data/) and check it migrates.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step: the version it makes and the SQL statements that make it."""

    version: int
    description: str
    statements: tuple[str, ...]
    # statements that work out the new columns from the rows already there (run after ``statements``, and again
    # on the games recovered from a damaged file of an older version)
    derive: tuple[str, ...] = ()


_V1: Final = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_key TEXT NOT NULL UNIQUE,          -- one game, stored again at each hand
        created TEXT NOT NULL,                  -- when the game started (ISO text from the caller)
        updated TEXT NOT NULL,                  -- when it was last stored
        preset_id TEXT NOT NULL DEFAULT '',
        preset_name TEXT NOT NULL DEFAULT '',
        rules_json TEXT NOT NULL,               -- the full RuleSet.to_dict()
        seed INTEGER NOT NULL,                  -- the game's deal number
        first_dealer INTEGER NOT NULL,
        players INTEGER NOT NULL,               -- number of seats
        partnerships INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned', 'in_progress')),
        winner INTEGER,                         -- winning side once finished
        hands_played INTEGER NOT NULL,          -- scored hands
        totals_json TEXT NOT NULL,              -- each side's total after the last scored hand
        undo_used INTEGER NOT NULL DEFAULT 0,
        app_version TEXT NOT NULL DEFAULT '',
        seats_json TEXT NOT NULL                -- [[name, level, side], ...] per seat, for the games list
    )""",
    """CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record BLOB NOT NULL                    -- the game record as compact JSON, zlib-compressed
    )""",
    """CREATE TABLE seats (                    -- one per seat per game; the statistics read only this table
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        created TEXT NOT NULL,                  -- the game's start, status and preset (copied for fast filters)
        status TEXT NOT NULL,
        preset_id TEXT NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,                     -- 'human' or 'bot'
        level TEXT NOT NULL,                    -- 'human' or the bot level ('easy', 'normal', 'hard', 'bot')
        side INTEGER NOT NULL,
        partner_level TEXT,                     -- the partner's level; NULL without partnerships
        opponent_level TEXT NOT NULL,           -- the opponents' levels, e.g. 'normal' or 'easy+hard'
        final_total INTEGER NOT NULL,           -- the side's total after the last scored hand
        margin INTEGER NOT NULL,                -- final_total less the best other side's
        won INTEGER,                            -- 1/0 once the game is finished, else NULL
        hands INTEGER NOT NULL,                 -- sums over the scored hands (the side's figures; nils the seat's)
        points INTEGER NOT NULL,
        contracts INTEGER NOT NULL,
        contracts_made INTEGER NOT NULL,
        sets INTEGER NOT NULL,
        bags INTEGER NOT NULL,
        nils_bid INTEGER NOT NULL,
        nils_made INTEGER NOT NULL,
        blind_nils_bid INTEGER NOT NULL,
        blind_nils_made INTEGER NOT NULL,
        PRIMARY KEY (kind, name, created, game_id, seat)  -- a player's games lie together, in time order
    ) WITHOUT ROWID""",
    """CREATE TABLE hands (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        hand_number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        side INTEGER NOT NULL,
        deal_number INTEGER NOT NULL,
        dealer INTEGER NOT NULL,
        bid TEXT NOT NULL,                      -- as the record writes it: '4', 'nil', 'blind nil', 'blind 5' ...
        bid_kind TEXT NOT NULL,                 -- 'normal', 'nil', 'blind nil', 'blind', '10 for 200', 'moon'
        bid_tricks INTEGER NOT NULL,
        tricks INTEGER NOT NULL,                -- this seat's tricks
        nil_made INTEGER,                       -- this seat's nil: 1 made, 0 failed, NULL no nil
        nil_points INTEGER NOT NULL,
        contract INTEGER NOT NULL,              -- the side's contract and result
        side_tricks INTEGER NOT NULL,
        made INTEGER,                           -- 1 made, 0 set, NULL no contract
        contract_points INTEGER NOT NULL,
        bags INTEGER NOT NULL,                  -- the side's overtricks this hand
        bag_penalty INTEGER NOT NULL,
        specials_json TEXT NOT NULL,            -- [["lose all", -340], ...]
        points INTEGER NOT NULL,                -- the side's points this hand
        total_after INTEGER NOT NULL,
        bags_after INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, hand_number)
    ) WITHOUT ROWID""",
    "CREATE INDEX seats_by_game ON seats (game_id, seat)",
    "CREATE INDEX games_by_created ON games (created, id)",
    "CREATE INDEX games_by_preset ON games (preset_id, preset_name)",
)

_V2: Final = (
    # where the game comes from: 'played' in the app (its record replays), or 'scorekept': played with real
    # cards, the score kept with the scorekeeper (its record is the scorekept file's JSON; every seat a person)
    """ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'played'
        CHECK (source IN ('played', 'scorekept'))""",
)

_V3: Final = (
    # a deal of a duplicate match (Game ▸ Duplicate match…): one hand, compared with the bots' table, not a game
    # of its preset; its hands count in the hand figures, not in the games, wins, best game and streaks
    "ALTER TABLE games ADD COLUMN duplicate INTEGER NOT NULL DEFAULT 0 CHECK (duplicate IN (0, 1))",
    "ALTER TABLE seats ADD COLUMN duplicate INTEGER NOT NULL DEFAULT 0",  # the game's, for fast filters
)
# the duplicate deals stored before: rows.is_duplicate_deal in SQL (a played game of one hand named by the duplicate
# session's label, "Standard · duplicate deal 2 of 8"; rules_json is written with json.dumps' separators)
_V3_DERIVE: Final = (
    """UPDATE games SET duplicate = 1 WHERE source = 'played' AND preset_name GLOB '* · *[0-9]*[^0-9]*[0-9]'
        AND (rules_json LIKE '%"hand_limit": 1,%' OR rules_json LIKE '%"hand_limit": 1}%')""",
    "UPDATE seats SET duplicate = 1 WHERE game_id IN (SELECT id FROM games WHERE duplicate = 1)",
)

MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(1, "games, seats and hands", _V1),
    Migration(2, "the source of each game: played or scorekept", _V2),
    Migration(3, "duplicate match deals apart from games", _V3, _V3_DERIVE),
)

SCHEMA_VERSION: Final = len(MIGRATIONS)

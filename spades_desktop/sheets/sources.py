"""Score sheets from the game's own data: a live game, a saved record, a preset.

Pure Python: the record is replayed by ``record.replay`` (which checks it),
the header line comes from ``rules.key_rules_line``, the numbers from the
engine's ``HandScore``s. Errors are the record's ``RecordError`` and the
preset's ``PresetError``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..engine.game import Game, seat_name
from ..engine.ruleset import RuleSet
from ..engine.scoring import HandScore
from ..record import GameRecord, replay
from ..rules import Preset, key_rules_line
from ..rules.card import paper_notes
from .model import ScoreSheet, Translate, blank_sheet, no_translation, played_sheet

_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")


def record_date(record: GameRecord) -> str:
    """The day a record was saved (``2026-05-09``), or "" when it does not say."""
    return date_of(record.created or "")


def date_of(created: str) -> str:
    """The day of a saved game's start (``2026-05-09T21:40:00`` → ``2026-05-09``), or "" when it does not say."""
    created = created.strip()
    found = _DATE.match(created)
    return found.group(0) if found else created[:20]


def sheet_from_game(
    game: Game,
    names: Sequence[str] | None = None,
    *,
    preset_name: str = "",
    date: str = "",
    page_size: str = "a4",
    lang: str = "en",
    tr: Translate = no_translation,
    undo_used: bool = False,
) -> ScoreSheet:
    """The sheet of a game in progress or finished (finished hands only); ``undo_used`` adds a line saying so."""
    rules = game.rules
    if names is None:
        names = [seat_name(rules, s) for s in range(rules.players)]
    scores = game.hand_scores
    return played_sheet(
        rules,
        scores,
        names,
        preset_name=preset_name,
        rules_line=key_rules_line(rules, lang),
        date=date,
        winner=game.winner,
        page_size=page_size,
        tr=tr,
        undo_used=undo_used,
        house_notes=paper_notes(rules, lang),
    )


def sheet_from_record(
    record: GameRecord,
    *,
    names: Sequence[str] | None = None,
    date: str | None = None,
    page_size: str = "a4",
    lang: str = "en",
    tr: Translate = no_translation,
    preset_name: str | None = None,
) -> ScoreSheet:
    """The sheet of a saved game; the record is replayed (and so checked) first. ``preset_name`` replaces the
    name the record keeps (as it was shown when the game was played: another language's, perhaps)."""
    game = replay(record)
    if names is not None and len(names) != record.rules.players:
        raise ValueError(f"give {record.rules.players} names for this game, not {len(names)}")
    return sheet_from_game(
        game,
        list(names) if names is not None else [p.name for p in record.players],
        preset_name=preset_name or record.preset_name or record.preset_id or "",
        date=record_date(record) if date is None else date,
        page_size=page_size,
        lang=lang,
        tr=tr,
        undo_used=record.undo_used,
    )


def without_hidden_deals(sheet: ScoreSheet, hidden: Callable[[int], bool]) -> ScoreSheet:
    """``sheet`` with the deal number of each hand ``hidden`` says (by its number) left out: a shared screen's
    game in progress gives no hand 1's number, the game's own (``engine.deal.deal_number_hidden``)."""
    rows = tuple(replace(row, deal_number=None) if hidden(row.hand_number) else row for row in sheet.rows)
    return replace(sheet, rows=rows)


def real_cards_sheet(
    rules: RuleSet,
    scores: Sequence[HandScore],
    names: Sequence[str],
    winner: int | None,
    *,
    preset_name: str,
    date: str = "",
    page_size: str = "a4",
    lang: str = "en",
    tr: Translate = no_translation,
) -> ScoreSheet:
    """The filled sheet of a game whose score was kept for real cards (the scorekeeper window, History, ``score
    -o``, ``print-sheet`` of a scorekeeper's file): a played game's sheet, saying the score was kept for real
    cards, with the rules' key line and paper notes in ``lang``."""
    return played_sheet(rules, scores, names, preset_name=preset_name, rules_line=key_rules_line(rules, lang),
                        date=date, winner=winner, tr=tr, real_cards=True, page_size=page_size,
                        house_notes=paper_notes(rules, lang))


def blank_sheet_for_preset(
    preset: Preset,
    *,
    names: Sequence[str] = (),
    rows: int | None = None,
    page_size: str = "a4",
    lang: str = "en",
    tr: Translate = no_translation,
    rules: RuleSet | None = None,
) -> ScoreSheet:
    """A blank sheet whose columns and header follow ``preset``; ``rules``, when given, are the preset's rules as
    the table plays them (a club's target of 300: ``print-sheet --target``, the dialog's Target score), for the
    heading's "Game to 300", the rules line and the notes (checked by the caller)."""
    rules = preset.rules if rules is None else rules
    return blank_sheet(
        rules,
        preset_name=preset.name_in(lang),
        rules_line=key_rules_line(rules, lang),
        names=names,
        rows=rows,
        page_size=page_size,
        tr=tr,
        house_notes=paper_notes(rules, lang),
    )

"""``print-sheet``: a score sheet as PDF or PNG, blank (for real cards) or of a saved game.

    python -m spades_desktop print-sheet --blank --preset standard --rows 20 -o sheet.pdf
    python -m spades_desktop print-sheet --blank --preset three-player --target 300 -o sheet.pdf
    python -m spades_desktop print-sheet --game GAME.json -o sheet.png
    python -m spades_desktop print-sheet --game GAME.json --lang ru -o sheet.pdf

Exit status 2 with one ``error: ...`` line on stderr for a bad option,
preset or record, or a file that cannot be written; never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import text_argument
from .translation import add_sheet_lang

if TYPE_CHECKING:
    from ..engine.ruleset import RuleSet
    from ..sheets.model import ScoreSheet

FORMATS = (".pdf", ".png")


class BadInput(Exception):
    """A problem the user can fix; the message is the whole error line."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from ..engine.tally import TARGET_RANGE

    source = parser.add_mutually_exclusive_group()
    source.add_argument("--blank", action="store_true", help="a blank sheet to fill in by hand")
    source.add_argument("--game", metavar="RECORD",
                        help="the sheet of a saved game (.json): a game played here, or a scorekeeper's game")
    parser.add_argument("--preset", metavar="PRESET",
                        help="blank sheets: the preset (id or YAML file) that sets the columns and header "
                        "(default: standard)")
    parser.add_argument("--rows", metavar="N", help="blank sheets: number of hand rows (default: fill one page)")
    parser.add_argument("--target", metavar="POINTS",
                        help=f"blank sheets: the score that wins, when the club plays to another than the preset's "
                             f"({TARGET_RANGE[0]} to {TARGET_RANGE[1]}, as score --target)")
    parser.add_argument("--names", metavar="A,B,...", type=text_argument,
                        help="names, comma-separated: one per side or one per player (default: lines to "
                        "write on; a game's own names)")
    parser.add_argument("--page", metavar="SIZE", default="a4", help="paper size: a4 or letter (default: a4)")
    parser.add_argument("--date", type=text_argument,
                        help="a game's sheet: the date printed on it (default: the day it was saved)")
    parser.add_argument("--dpi", metavar="N", default="150", help="PNG resolution in dots per inch (default: 150)")
    add_sheet_lang(parser)
    parser.add_argument("-o", "--output", metavar="FILE", help="the file to write: .pdf, or .png (one file a page)")

    def one_line_error(message: str) -> NoReturn:
        print(f"error: print-sheet: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)

    parser.error = one_line_error  # type: ignore[method-assign]


def _int_option(name: str, text: str | None, low: int, high: int) -> int | None:
    if text is None:
        return None
    try:
        value = int(text)
    except ValueError:
        raise BadInput(f"{name} must be a whole number from {low} to {high}, not {text!r}") from None
    if not low <= value <= high:
        raise BadInput(f"{name} must be from {low} to {high}, not {value}")
    return value


def _check(args: argparse.Namespace) -> tuple[Path, int | None, int, list[str] | None]:
    if not args.blank and not args.game:
        raise BadInput("say which sheet: --blank (with --preset) or --game RECORD.json")
    if not args.output:
        raise BadInput("say where to write the sheet: -o FILE.pdf or -o FILE.png")
    output = Path(args.output)
    if output.suffix.lower() not in FORMATS:
        raise BadInput(f"the output file must end in .pdf or .png, not {output.name!r}")
    if args.page.lower() not in ("a4", "letter"):
        raise BadInput(f"--page must be a4 or letter, not {args.page!r}")
    if args.game and args.preset:
        raise BadInput("--preset is for blank sheets; a game's sheet uses the rules saved in its record")
    if args.game and args.target is not None:
        raise BadInput("--target is for blank sheets; a game's sheet has the target its game was played to")
    if args.game and args.rows is not None:
        raise BadInput("--rows is for blank sheets; a game's sheet has one row per hand played")
    if args.blank and args.date:
        raise BadInput("--date is for a game's sheet; a blank sheet has a line to write the date on")
    rows = _int_option("--rows", args.rows, 1, 200)
    dpi = _int_option("--dpi", args.dpi, 30, 1200)
    assert dpi is not None
    names = None
    if args.names is not None:
        from ..record.names import NAME_LONGEST, PlayerNameError, check_player_name

        names = [n.strip() for n in args.names.split(",")]
        for name in names:
            if len(name) > NAME_LONGEST:  # the blank-sheet dialog's fields hold as many
                raise BadInput(f"--names: {name[:20]!r}... is {len(name)} characters long; a name can have at most "
                               f"{NAME_LONGEST}")
            try:
                if name:  # an empty name leaves a line to write on
                    check_player_name(name)
            except PlayerNameError as exc:
                raise BadInput(f"--names: {name!r}: {exc}") from None
    return output, rows, dpi, names


def _build(args: argparse.Namespace, rows: int | None, names: list[str] | None) -> ScoreSheet:
    """The sheet model; ``BadInput`` for a bad preset, record or names."""
    from ..paths import user_presets_dir
    from ..record import RecordError, load_record
    from ..rules import PresetError, load_preset
    from ..sheets.sources import blank_sheet_for_preset, sheet_from_record

    lang = args.lang
    tr = _translation(lang)
    if args.blank:
        try:
            preset = load_preset(args.preset or "standard", user_presets_dir())
        except PresetError as exc:
            raise BadInput(str(exc)) from None
        rules = _with_target(preset.rules, args.target)
        try:
            return blank_sheet_for_preset(preset, names=names or (), rows=rows, page_size=args.page.lower(),
                                          lang=lang, tr=tr, rules=rules)
        except ValueError as exc:
            raise BadInput(f"--names: {exc}" if "names" in str(exc) else str(exc)) from None
    from .history import is_scorekept

    if is_scorekept(args.game):  # a scorekeeper's saved game (real cards): its sheet, as the scorekeeper prints it
        return _scorekept_sheet(args, names, lang, tr)
    try:
        record = load_record(args.game)
        preset_name = _preset_name(record.preset_id, record.preset_name, lang)
        return sheet_from_record(record, names=names, date=args.date if args.date is not None else _date(
            record.created or ""), page_size=args.page.lower(), lang=lang, tr=tr, preset_name=preset_name)
    except RecordError as exc:
        raise BadInput(str(exc)) from None
    except ValueError as exc:
        raise BadInput(f"--names: {exc}") from None


def _with_target(rules: RuleSet, text: str | None) -> RuleSet:
    """``rules`` played to ``--target`` as ``score --target`` checks it (its range, no target for a game of so many
    hands); a blank sheet printed "Game to 500" for a club that plays to 300, and ``--target`` was refused (QA)."""
    from ..engine.tally import TARGET_RANGE
    from .score import BadInput as ScoreInput
    from .score import with_target

    if text is None:
        return rules
    try:
        target = int(text)
    except ValueError:
        raise BadInput(f"--target must be a score from {TARGET_RANGE[0]} to {TARGET_RANGE[1]}, not {text!r}") from None
    try:
        return with_target(rules, target)
    except ScoreInput as exc:
        raise BadInput(str(exc)) from None


def _scorekept_sheet(args: argparse.Namespace, names: list[str] | None, lang: str,
                     tr: Callable[[str], str]) -> ScoreSheet:
    """The sheet of a scorekeeper's saved game (Scores ▸ Save), dated with the game's start and saying the score
    was kept for real cards, as the scorekeeper window prints it: ``print-sheet`` refused the file and ``score``
    read its JSON as a broken CSV (QA)."""
    from ..gui.scorekeeper.scorefile import ScorekeptFileError, load_game
    from ..sheets.sources import real_cards_sheet

    try:
        game = load_game(args.game)
        tally = game.tally()
    except (ScorekeptFileError, ValueError) as exc:
        raise BadInput(f"{args.game}: {exc}") from None
    except OSError as exc:
        raise BadInput(f"cannot read {args.game}: {exc.strerror or exc}") from None
    if names is not None and len(names) != game.rules.players:
        raise BadInput(f"--names: give {game.rules.players} names for this game, not {len(names)}")
    preset_name = _preset_name(game.preset_id, game.preset_name, lang) or game.preset_name or game.preset_id
    return real_cards_sheet(game.rules, tally.scores, names or game.names, tally.winner, preset_name=preset_name,
                            date=args.date if args.date is not None else _date(game.created),
                            page_size=args.page.lower(), lang=lang, tr=tr)


def _preset_name(preset_id: str, name: str, lang: str) -> str | None:
    """A saved game's preset's name in the sheet's language, as the window shows it (the file keeps it as shown
    when the game was played), when ``name`` is one of that preset's names; else None."""
    from ..paths import user_presets_dir
    from ..rules import PresetError, load_preset

    try:
        preset = load_preset(preset_id, user_presets_dir()) if preset_id else None
    except (PresetError, ValueError):
        return None
    return preset.name_in(lang) if preset is not None and name in preset.name.values() else None


def _date(created: str) -> str:
    """A saved game's day as the sheet's language writes it, as the window's sheet does: «06.12.2026» in Russian
    (``print-sheet --lang ru`` printed 2026-12-06, Russian family QA); "" when the record does not say."""
    from ..gui.texts import date_text
    from ..sheets.sources import date_of

    day = date_of(created)
    return date_text(day) if day else ""


def _translation(lang: str) -> Callable[[str], str]:
    """The sheet's words in ``lang`` (the window's Russian, from its translation file): a game played in Russian
    printed "Spades score sheet" over «Бабушка Валентина & Маша», the record's names (QA)."""
    from .translation import sheet_translation

    tr = sheet_translation(lang)  # taken out again when the sheet is written (``run``)
    if tr is None:
        raise BadInput(f"the {lang} translation is missing from this installation")
    return tr


def _write(sheet: ScoreSheet, output: Path, dpi: int) -> list[Path]:
    from ..sheets.paint import ensure_gui_app, write_sheet

    ensure_gui_app()
    return write_sheet(sheet, output, dpi)


def run(args: argparse.Namespace) -> int:
    try:
        output, rows, dpi, names = _check(args)
        sheet = _build(args, rows, names)
        if not output.parent.is_dir():
            raise BadInput(f"cannot write {output}: the folder {output.parent} does not exist")
        try:
            written = _write(sheet, output, dpi)
        except OSError as exc:
            raise BadInput(str(exc)) from None
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        from .translation import uninstall

        uninstall()
    from ..sheets.layout import page_count

    pages = page_count(sheet)
    files = ", ".join(os.fspath(p) for p in written)
    print(f"wrote {files} ({pages} page{'s' if pages != 1 else ''})")
    return 0

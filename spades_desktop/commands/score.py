"""``score``: keep the score of a game played with real cards from a CSV file of bids and tricks.

    python -m spades_desktop score --preset standard hands.csv
    python -m spades_desktop score --preset suicide hands.csv --json
    python -m spades_desktop score --preset standard hands.csv -o sheet.pdf [--date 2026-05-09] [--lang ru]
    python -m spades_desktop score --preset standard --target 300 hands.csv

One row per hand after a header row; per player in seat order (South, West,
North, East for four) two columns, the bid then the tricks; then, for rules
that score the cards (bonuses, Mo, bemo, the ace check), optional columns of
card facts named in the header (``last trick``, ``first run`` ...); other columns
(a spreadsheet's Notes, its empty columns) are left out with a note. The Russian window's and sheet's words
(``Аня заказ, Аня взятки``, bids ``Н``, ``СН``) are read too, and a file that is not UTF-8 is read as a Russian
Excel's Windows Cyrillic (cp1251). The engine checks
and scores every hand (``engine.tally``), exactly as in a played game. The
format is described in docs/scorekeeper.md. Exit status 2 with the row and
column for bad input; never a traceback.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import datetime
import io
import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from ..engine.actions import Bid, plain_digits
from ..engine.errors import ParseError
from ..engine.game import seat_name
from ..engine.ruleset import RuleSet
from ..engine.scoring import HandFacts, seats_of_side
from ..engine.tally import (
    FACT_NAMES,
    TARGET_RANGE,
    HandEntry,
    Tally,
    TallyError,
    bid_words,
    dealer_of_hand,
    fact_names,
    parse_bid,
    parse_fact,
    tally_match,
)
from . import text_argument
from .translation import add_sheet_lang

MAX_CSV_BYTES = 2_000_000
FORMATS = (".pdf", ".png")


class BadInput(Exception):
    """A problem the user can fix; the message is the whole error line."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE.csv", help="the hands: a header row, then one row per hand")
    parser.add_argument("--preset", metavar="PRESET", default="standard",
                        help="the rules: a preset id or a preset YAML file (default: standard)")
    parser.add_argument("--target", metavar="POINTS", type=int, default=None,
                        help=f"the score that wins, when the club plays to another than the preset's "
                             f"({TARGET_RANGE[0]} to {TARGET_RANGE[1]})")
    parser.add_argument("--dealer", metavar="NAME|SEAT", default=None,
                        help="who dealt the first hand: a player's name from the header (Ann), or a seat: south, "
                             "west, north or east (default: east for four players, so South bids first; the last "
                             "seat otherwise)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per hand")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write the filled score sheet (.pdf, or .png: one file a page) instead of printing")
    parser.add_argument("--date", metavar="DATE", type=text_argument,
                        help="with -o: the date printed on the sheet (default: the day FILE.csv was last saved)")
    parser.add_argument("--page", metavar="SIZE", default=None,
                        help="with -o: the paper, a4 or letter (default: a4)")
    add_sheet_lang(parser, default=None, when="with -o: ")

    def one_line_error(message: str) -> NoReturn:
        print(f"error: score: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)

    parser.error = one_line_error  # type: ignore[method-assign]


# ----------------------------------------------------------------- reading
@dataclass(frozen=True, slots=True)
class ScoreFile:
    """What a CSV file holds: the player names (from the header) and each hand with its line number."""

    names: tuple[str, ...]
    header: list[str]
    hands: tuple[HandEntry, ...]
    lines: tuple[int, ...]  # the file's row number of each hand (the header is row 1)
    notes: tuple[str, ...] = ()  # columns left out ("row 1, column 9 (Notes): ... ignored")
    warnings: tuple[str, ...] = ()  # a header's names that cannot be read ("row 1, columns 1 and 2 (...): ...")


def column_names(rules: RuleSet) -> list[str]:
    """The default header: ``South bid, South tricks, West bid, ...``."""
    return [f"{seat_name(rules, s)} {what}" for s in range(rules.players) for what in ("bid", "tricks")]


def _where(row: int, col: int | None, header: list[str]) -> str:
    if col is None:
        return f"row {row}"
    title = header[col - 1].strip() if col - 1 < len(header) else ""
    return f"row {row}, column {col}" + (f" ({title})" if title else "")


# The words after a player's name in a header, in any letter case: ``Ann bid, Ann tricks``, or ``Ann took`` as the
# scorekeeper window's columns and the sheet say. Other languages' words come from the window's translation
# (``translated``).
BID_WORDS: tuple[str, ...] = ("bid",)
TRICK_WORDS: tuple[str, ...] = ("tricks", "took")


@dataclass(frozen=True, slots=True)
class Translated:
    """How the window's other languages write a CSV's header and bids, from its translation file (Russian): the
    words of the scorekeeper window's columns («Аня заказ», «Аня взятки») and of the sheet («Заказ», «Взято»),
    and the bids as the window reads them typed (``gui.scorekeeper.entry.typed_bid_forms``: «Н», «СН», «нил»)."""

    bid_words: tuple[str, ...] = ()
    trick_words: tuple[str, ...] = ()
    bid_forms: tuple[tuple[str, str], ...] = ()


_TRANSLATED: list[Translated] = []  # loaded once, when a file first needs it


def translated() -> Translated:
    """The Russian words and bids (see ``Translated``); none when the translation is missing from this
    installation. Loads Qt and the translation, so it is asked for only by a text with a letter that is not
    English (``_foreign``)."""
    if _TRANSLATED:
        return _TRANSLATED[0]
    from .translation import install, uninstall

    result = Translated()
    if install("ru"):
        try:
            from PySide6.QtCore import QCoreApplication

            from ..gui.scorekeeper.entry import typed_bid_forms

            def column(context: str, text: str) -> str:  # "{name}\nзаказ" -> "заказ"
                return " ".join(QCoreApplication.translate(context, text).replace("{name}", " ").split()).casefold()

            result = Translated(
                bid_words=tuple(dict.fromkeys((column("ScorekeeperWindow", "{name}\nbid"),
                                               column("ScoreSheet", "Bid"), column("HandEntryBar", "Bid")))),
                trick_words=tuple(dict.fromkeys((column("ScorekeeperWindow", "{name}\ntook"),
                                                 column("ScoreSheet", "Took"), column("HandEntryBar", "Tricks")))),
                bid_forms=tuple(typed_bid_forms().items()))
        finally:
            uninstall()
    _TRANSLATED.append(result)
    return result


def _foreign(text: str) -> bool:
    """Does ``text`` have a letter that is not English ("Аня", "Н")? Only then are the translated words read."""
    return any(c.isalpha() and not c.isascii() for c in text)


def _name_before(cell: str, words: tuple[str, ...]) -> str | None:
    """The name before one of ``words`` at the end of a header cell ("Ann" of "Ann  BID"), or None."""
    parts = cell.split()
    for word in words:
        tail = word.split()
        if tail and len(parts) > len(tail) and [p.casefold() for p in parts[-len(tail):]] == tail:
            return " ".join(parts[: -len(tail)])
    return None


def names_from_header(rules: RuleSet, header: list[str], row: int = 1) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The player names when the header says ``Ann bid, Ann tricks, ...`` (``Ann took``; in Russian ``Аня заказ,
    Аня взятки`` or ``Аня взято``), else the seat names; and a warning for each player whose columns hold more than
    a word but no name that can be read (the sheet would name the seat without a word)."""
    cells = header[: 2 * rules.players]
    bid_words, trick_words = BID_WORDS, TRICK_WORDS
    hint = "NAME bid, NAME tricks"
    if any(_foreign(cell) for cell in cells):
        extra = translated()
        bid_words, trick_words = bid_words + extra.bid_words, trick_words + extra.trick_words
        if extra.bid_words and extra.trick_words:
            hint += f" or NAME {extra.bid_words[0]}, NAME {extra.trick_words[0]}"
    names, warnings = [], []
    for seat in range(rules.players):
        bid, tricks = header[2 * seat].strip(), header[2 * seat + 1].strip()
        name = _name_before(bid, bid_words)
        taker = _name_before(tricks, trick_words)
        if name and taker is not None and taker.casefold() == name.casefold():
            names.append(name[:40])
            continue
        names.append(seat_name(rules, seat))
        if len(bid.split()) > 1 or len(tricks.split()) > 1:  # "Аня ставка": a name meant, not read
            warnings.append(
                f"row {row}, columns {2 * seat + 1} and {2 * seat + 2} ({bid!r}, {tricks!r}): no player's name read "
                f"(write {hint}), so the seat's name {seat_name(rules, seat)} is used")
    return tuple(names), tuple(warnings)


def read_score_csv(text: str, rules: RuleSet) -> ScoreFile:
    """The hands of a CSV text; ``BadInput`` naming the row and column of the first problem."""
    sample = text.split("\n", 1)[0]
    delimiter = ";" if sample.count(";") > sample.count(",") else ","
    rows = list(csv.reader(io.StringIO(text), delimiter=delimiter))
    width = 2 * rules.players
    numbered = [(i, r) for i, r in enumerate(rows, start=1) if any(cell.strip() for cell in r)]
    if not numbered:
        raise BadInput(f"the file is empty: it needs a header row ({', '.join(column_names(rules))}) "
                       "and one row per hand")
    header_row, header = numbered[0]
    allowed = fact_names(rules)
    extra_help = f" and optional card facts: {', '.join(allowed)}" if allowed else ""
    if len(header) < width:
        raise BadInput(f"{_where(header_row, None, header)}: the header has {len(header)} columns; these rules "
                       f"need {width}: {', '.join(column_names(rules))}{extra_help}")
    facts_at: list[str] = []  # the card facts, in their columns' order from column ``width`` on
    fact_cols: list[int] = []
    ignored: list[int] = []  # a Notes column, the empty columns a spreadsheet adds: no column of these rules
    for col in range(width, len(header)):
        name = " ".join(header[col].strip().lower().replace("_", " ").split())
        if name in allowed and name not in facts_at:
            facts_at.append(name)
            fact_cols.append(col)
        elif name in facts_at or name in FACT_NAMES:  # twice, or a card fact these rules do not score
            what = f"these rules take the card facts {', '.join(allowed)}" if allowed else \
                f"these rules need only {width} columns: {', '.join(column_names(rules))}"
            raise BadInput(f"{_where(header_row, col + 1, header)}: {header[col].strip()!r} is not a column "
                           f"here{' (twice)' if name in facts_at else ''}: {what}")
        else:
            ignored.append(col)
    full = len(header)
    needed = max([width - 1, *fact_cols]) + 1  # the columns a row must have; the ignored ones may be left off
    notes: list[str] = []
    for col in ignored:
        title = header[col].strip()
        if title:
            notes.append(f"{_where(header_row, col + 1, header)}: {title!r} is not a column these rules read: "
                         "ignored")
        elif any(col < len(cells) and cells[col].strip() for _row, cells in numbered[1:]):
            notes.append(f"column {col + 1} has no name in the header: ignored")
    names, warnings = names_from_header(rules, header, header_row)
    hands, lines = [], []
    for row, cells in numbered[1:]:
        if len(cells) < needed or any(cell.strip() for cell in cells[full:]):
            raise BadInput(f"{_where(row, None, header)}: {len(cells)} columns, but the header has {full} "
                           "(a bid and the tricks for each player" + (", then the card facts)" if facts_at else ")"))
        bids: list[Bid] = []
        tricks: list[int] = []
        for seat in range(rules.players):
            bid_text, trick_text = cells[2 * seat].strip(), cells[2 * seat + 1].strip()
            try:
                bids.append(_parse_bid(bid_text))
            except ParseError:
                raise BadInput(f"{_where(row, 2 * seat + 1, header)}: {bid_text!r} is not a bid; these rules "
                               f"allow {', '.join(bid_words(rules))}") from None
            if not plain_digits(trick_text) or len(trick_text) > 3:
                raise BadInput(f"{_where(row, 2 * seat + 2, header)}: {trick_text!r} is not a number of tricks "
                               f"(0 to {rules.hand_size})")
            tricks.append(int(trick_text))
        facts = HandFacts() if facts_at else None
        for col, name in zip(fact_cols, facts_at, strict=True):
            assert facts is not None
            try:
                facts = parse_fact(rules, name, cells[col], facts, names)
            except ParseError as exc:
                raise BadInput(f"{_where(row, col + 1, header)}: {exc}") from None
        hands.append(HandEntry(tuple(bids), tuple(tricks), facts))
        lines.append(row)
    return ScoreFile(names, header, tuple(hands), tuple(lines), tuple(notes), warnings)


def _parse_bid(text: str) -> Bid:
    """A bid as the window reads it typed: the engine's words and short forms, and the marks and names of the
    Russian sheet and window (``Н``, ``СН``, ``С5``, ``нил``, ``слепой нил``), whatever ``--lang`` is; the forms of
    the two languages never clash."""
    if _foreign(text):
        return parse_bid(text, forms=dict(translated().bid_forms))
    return parse_bid(text)


def csv_text(data: bytes, file: str) -> str:
    """The text of a CSV file: UTF-8 (with or without a BOM) first, else an Excel's Windows code page: Cyrillic
    (cp1251), as a Russian Excel saves "CSV (разделители — точка с запятой)", or Western (cp1252) (``_windows_text``);
    ``BadInput`` for bytes that are no text (a NUL, control characters: a spreadsheet's .xlsx or .ods, a picture)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = _windows_text(data)
    if any((ord(c) < 32 and c not in "\t\r\n") or c == "\x7f" for c in text):
        raise BadInput(f"{file} is not a text file: save the spreadsheet as CSV (UTF-8, or the Windows code page an "
                       "Excel saves)")
    return text


def _windows_text(data: bytes) -> str:
    """Bytes an Excel saved in its Windows code page: Cyrillic (cp1251) when most words with letters beyond ASCII
    are made of such letters alone, as Russian words are ("Аня"), else Western (cp1252), whose accented letters
    stand in words of plain ones ("José", "Núñez", "Conceição": read as Cyrillic they came out "Josй", "Nъсez").
    "\\0" when neither reads the bytes."""
    try:
        cyrillic = data.decode("cp1251")
    except UnicodeDecodeError:  # 0x98, the one byte cp1251 has no letter for
        cyrillic = "\0"
    words = [w for w in re.findall(r"[^\W\d_]+", cyrillic) if any(ord(c) > 127 for c in w)]
    alone = sum(all(ord(c) > 127 for c in w) for w in words)
    if cyrillic != "\0" and 2 * alone >= len(words):
        return cyrillic
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:  # five bytes cp1252 has no character for
        return cyrillic


def with_target(rules: RuleSet, target: int | None) -> RuleSet:
    """``rules`` played to ``target`` (the scorekeeper window's Target score), or as they are without one."""
    if target is None:
        return rules
    if rules.hands_only:
        raise BadInput(f"--target: these rules end after {rules.hand_limit} hands, not at a score")
    low, high = TARGET_RANGE
    if not low <= target <= high:
        raise BadInput(f"--target must be a score from {low} to {high}, not {target}")
    return dataclasses.replace(rules, target=target)


def parse_dealer(rules: RuleSet, text: str | None, names: tuple[str, ...] = ()) -> int:
    """The first hand's dealer of ``--dealer``: a seat (``south``) or a player's name from the header (``Ann``), in
    any letter case (``casefold``, as names are matched elsewhere); the last seat without one. ``BadInput`` listing
    the names and seats for a word that is neither, or that could be two seats (two players called Ann, a player
    called West who sits South): it says which word names each of them alone."""
    seats = [seat_name(rules, s).lower() for s in range(rules.players)]
    if text is None:
        return rules.players - 1
    players = {seat: name for seat, name in enumerate(names[: rules.players])
               if name.casefold() != seats[seat].casefold()}  # a seat without a name in the header is named so

    def seats_of(word: str) -> list[int]:
        key = word.strip().casefold()
        return sorted({seat for seat, seat_word in enumerate(seats) if seat_word.casefold() == key}
                      | {seat for seat, name in players.items() if name.casefold() == key})

    matches = seats_of(text)
    if len(matches) == 1:
        return matches[0]
    allowed = (f"a player's name ({', '.join(players.values())}) or a seat ({', '.join(seats)})" if players
               else f"one of {', '.join(seats)}")
    if not matches:
        raise BadInput(f"--dealer must be {allowed}, not {text!r}")
    who, alone = [], []
    for seat in matches:
        name = players.get(seat)
        who.append(f"{name} ({seats[seat]})" if name is not None and name.casefold() == text.strip().casefold()
                   else f"the seat {seats[seat]}" + (f" ({name})" if name is not None else ""))
        alone += [word for word in (seats[seat], name) if word is not None and seats_of(word) == [seat]][:1]
    write = f": write {' or '.join(alone)}" if len(alone) == len(matches) else ""
    raise BadInput(f"--dealer {text!r} could be {' or '.join(who)}{write}; --dealer must be {allowed}")


def tally_file(score_file: ScoreFile, rules: RuleSet, dealer: int) -> Tally:
    try:
        return tally_match(rules, score_file.hands, dealer)
    except TallyError as exc:
        assert exc.hand is not None
        row = score_file.lines[exc.hand - 1]
        col = None
        if exc.seat is not None and exc.field in ("bid", "tricks"):
            col = 2 * exc.seat + (1 if exc.field == "bid" else 2)
        text = str(exc)
        if exc.seat is not None and text.startswith(seat_name(rules, exc.seat)):  # "North: ..." -> "Cy: ..."
            text = score_file.names[exc.seat] + text[len(seat_name(rules, exc.seat)):]
        raise BadInput(f"{_where(row, col, score_file.header)}: hand {exc.hand}: {text}") from None


# ----------------------------------------------------------------- output
def side_title(rules: RuleSet, names: tuple[str, ...], side: int) -> str:
    """The side's players joined by "&": the engine's seats (six players sit three apart, not two)."""
    return " & ".join(names[s] for s in seats_of_side(rules, side))


def hand_json(rules: RuleSet, names: tuple[str, ...], tally: Tally, index: int) -> dict[str, object]:
    score = tally.scores[index]
    last = index == len(tally.scores) - 1
    return {
        "hand": score.hand_number,
        "dealer": names[score.dealer],
        "bids": [str(b) for b in score.bids],
        "tricks": list(score.tricks),
        "sides": [
            {
                "players": [names[s] for s in side.seats],
                "points": side.points,
                "bags": side.bags,
                "bag_penalty": side.bag_penalty,
                "bags_total": side.bags_after,
                "total": side.total_after,
            }
            for side in score.sides
        ],
        "winner": side_title(rules, names, tally.winner) if last and tally.winner is not None else None,
    }


def print_text(rules: RuleSet, names: tuple[str, ...], tally: Tally) -> None:
    titles = [side_title(rules, names, s) for s in range(rules.sides)]
    width = max(18, *(len(t) + 2 for t in titles))
    print(f"{'hand':>4}  {'dealer':<10}" + "".join(f"{t:>{width}}" for t in titles))
    for score in tally.scores:
        cells = []
        for side in score.sides:
            bags = f" b{side.bags_after}" if rules.bags_count else ""
            cells.append(f"{side.points:+d} = {side.total_after}{bags}")
        print(f"{score.hand_number:>4}  {names[score.dealer]:<10}" + "".join(f"{c:>{width}}" for c in cells))
    if tally.winner is not None:
        print(f"{titles[tally.winner]} win{'s' if not rules.partnerships else ''}: {tally.reason}")
    else:
        dealer = dealer_of_hand(rules, tally.first_dealer, len(tally.scores) + 1)
        if tally.tied:  # a secretary took "the game goes on" at 503-503 for a game that failed to end
            print("tied for the lead at the end: one more hand decides the game")
        print(f"the game goes on: {names[dealer]} deals hand {len(tally.scores) + 1}")


def file_date(path: str) -> str:
    """The day ``path`` was last saved (``2026-05-09``, local time): the day the hands were written down; today's
    when the file's time cannot be a date (a clock set to the year 316889355)."""
    try:
        return datetime.date.fromtimestamp(os.stat(path).st_mtime).isoformat()
    except (ValueError, OverflowError, OSError):
        return datetime.date.today().isoformat()


def write_output(rules: RuleSet, names: tuple[str, ...], tally: Tally, output: Path, preset_name: str,
                 date: str | None = "", page: str = "a4", lang: str = "en", file: str = "") -> list[Path]:
    """The filled sheet, as the scorekeeper window prints it: dated (``date``; None: the day ``file`` was last
    saved), and saying the score was kept for real cards; its words, rules line, seat names and that day in
    ``lang`` (``print-sheet --lang``'s translation, which the caller takes out again: ``translation.uninstall``)."""
    from ..sheets.paint import ensure_gui_app, write_sheet
    from ..sheets.sources import real_cards_sheet
    from .translation import sheet_translation

    tr = sheet_translation(lang)
    if tr is None:
        raise BadInput(f"the {lang} translation is missing from this installation")
    from ..gui.texts import date_text, position_name

    if date is None:  # «09.05.2026» on a Russian sheet, as the window writes it; the date given is printed as given
        date = date_text(file_date(file))
    if lang != "en":  # a header without the players' names gives the seats, named as the window names them («Юг»)
        names = tuple(position_name(name.lower()) if name == seat_name(rules, seat) else name
                      for seat, name in enumerate(names))
    sheet = real_cards_sheet(rules, tally.scores, names, tally.winner, preset_name=preset_name, date=date,
                             page_size=page, lang=lang, tr=tr)
    ensure_gui_app()
    return write_sheet(sheet, output)


def run(args: argparse.Namespace) -> int:
    from ..fileio import read_regular
    from ..paths import user_presets_dir
    from ..rules import PresetError, load_preset

    date_arg: str | None = getattr(args, "date", None)  # a Namespace made by hand may not have it
    page_arg: str | None = getattr(args, "page", None)
    lang_arg: str | None = getattr(args, "lang", None)
    try:
        output = Path(args.output) if args.output else None
        if output is not None:
            if output.suffix.lower() not in FORMATS:
                raise BadInput(f"the output file must end in .pdf or .png, not {output.name!r}")
            if args.json:
                raise BadInput("--json prints the totals; -o writes the sheet: choose one")
            if not output.parent.is_dir():
                raise BadInput(f"cannot write {output}: the folder {output.parent} does not exist")
        elif date_arg is not None:
            raise BadInput("--date is the date printed on the sheet: give -o as well")
        elif page_arg is not None:
            raise BadInput("--page is the paper of the sheet: give -o as well")
        elif lang_arg is not None:
            raise BadInput("--lang is the language of the sheet: give -o as well")
        if page_arg is not None and page_arg.lower() not in ("a4", "letter"):
            raise BadInput(f"--page must be a4 or letter, not {page_arg!r}")
        if date_arg is not None and (not date_arg.strip() or len(date_arg) > 40):
            raise BadInput(f"--date must be a date of at most 40 characters, not {date_arg!r}")
        try:
            preset = load_preset(args.preset, user_presets_dir())
        except PresetError as exc:
            raise BadInput(str(exc)) from None
        rules = with_target(preset.rules, getattr(args, "target", None))
        try:
            data = read_regular(args.file, MAX_CSV_BYTES)
        except OSError as exc:
            raise BadInput(f"cannot read {args.file}: {exc.strerror or exc}") from None
        from ..gui.scorekeeper.scorefile import FORMAT as SCOREKEPT
        from ..record import FORMAT as RECORD
        from .history import json_format

        if json_format(data) == SCOREKEPT:  # its JSON read as a CSV said "the header has 1 columns" (QA)
            raise BadInput(f"{args.file} is a scorekeeper's saved game, not a CSV of bids and tricks: print its "
                           f"sheet with print-sheet --game {args.file} -o sheet.pdf, or open it with Game ▸ Keep "
                           "score for a real game…, then Scores ▸ Open…")
        if json_format(data) == RECORD:  # Game ▸ Save game's JSON: "the header has 1 columns" (QA)
            raise BadInput(f"{args.file} is a saved game record, not a CSV of bids and tricks: print its sheet with "
                           f"print-sheet --game {args.file} -o sheet.pdf, or open it with Game ▸ Open game…")
        text = csv_text(data, args.file)
        try:
            score_file = read_score_csv(text, rules)
        except csv.Error as exc:
            raise BadInput(f"{args.file}: not a CSV file ({exc})") from None
        except BadInput as exc:
            raise BadInput(f"{args.file}: {exc}") from None
        for warning in score_file.warnings:
            print(f"warning: {args.file}: {warning}", file=sys.stderr)
        for note in score_file.notes:
            print(f"note: {args.file}: {note}", file=sys.stderr)
        if not score_file.hands:
            raise BadInput(f"{args.file}: no hands after the header row")
        dealer = parse_dealer(rules, args.dealer, score_file.names)  # a player's name is read from the header
        try:
            tally = tally_file(score_file, rules, dealer)
        except BadInput as exc:
            raise BadInput(f"{args.file}: {exc}") from None
        if output is not None:
            lang = lang_arg or "en"
            try:
                written = write_output(rules, score_file.names, tally, output, preset.name_in(lang),
                                       date_arg.strip() if date_arg is not None else None,
                                       (page_arg or "a4").lower(), lang, args.file)
            except OSError as exc:
                raise BadInput(str(exc)) from None
            finally:
                from .translation import uninstall

                uninstall()
            print(f"wrote {', '.join(os.fspath(p) for p in written)}")
            return 0
    except BadInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        for index in range(len(tally.scores)):
            print(json.dumps(hand_json(rules, score_file.names, tally, index), ensure_ascii=False))
    else:
        print_text(rules, score_file.names, tally)
    return 0

"""``history``: import game records into the game history, list the stored games, export them as CSV.

The history is ``history.sqlite3`` in the user data folder (``SPADES_DESKTOP_HOME``
overrides the folder). ``history import FILE...`` stores every record that
replays, and every scorekeeper's file (a game played with real cards, whose
score was kept with Game ▸ Keep score for a real game…: stored as a scorekept
game, every player a person); a damaged one is refused with one
``error: ...`` line and exit status 2, the others are still imported.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path
from typing import Any

from . import text_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    imp = sub.add_parser("import", help="store game record files (.json) in the history",
                         description="store game record files (a friend's game, games saved earlier) in the history")
    imp.add_argument("files", metavar="FILE", nargs="+",
                     help="a game record saved by Spades Desktop, or a scorekeeper's game file")
    lst = sub.add_parser("list", help="list the stored games, newest first")
    lst.add_argument("--json", action="store_true", help="print JSON instead of a table")
    lst.add_argument("--player", metavar="NAME", type=text_argument, help="only games with this human player")
    lst.add_argument("--preset", metavar="ID", type=text_argument, help="only games of this rule preset")
    exp = sub.add_parser("export", help="write the games and their hands as CSV files")
    exp.add_argument("games_csv", metavar="GAMES.csv")
    exp.add_argument("hands_csv", metavar="HANDS.csv")


def history_path() -> Path:
    from ..history import FILE_NAME
    from ..paths import user_data_dir

    return user_data_dir() / FILE_NAME


def now_text() -> str:
    return datetime.datetime.now().isoformat(timespec="seconds")


def import_time(history: Any, game: Any) -> str:
    """The time a game imported from a file is stored at: ``History.arrival_time`` (shared with a finished game
    opened in the window): a game not in the history yet, at its start, not at the time of the import."""
    return str(history.arrival_time(game, now=now_text()))


def run(args: argparse.Namespace) -> int:
    from ..history import HistoryError, UsageError, open_history

    try:
        # on a full disk the games can still be listed and exported (read-only), not imported
        history = open_history(history_path(), read_only_if_full=args.action != "import")
    except HistoryError as exc:
        print(f"error: the history is unavailable: {exc}", file=sys.stderr)
        return 1
    with history:
        if history.notice:
            print(f"note: {history.notice}", file=sys.stderr)
        try:
            if args.action == "import":
                return import_files(history, args.files)
            if args.action == "export":
                problem = export_problem(args.games_csv, args.hands_csv)
                if problem:
                    print(f"error: {problem}", file=sys.stderr)
                    return 2
                try:
                    games, lines = history.export_csv(args.games_csv, args.hands_csv)
                except OSError as exc:  # named by the files asked for, not by the hidden temporary file written first
                    print(f"error: cannot write {args.games_csv} and {args.hands_csv}: {exc.strerror or exc}",
                          file=sys.stderr)
                    return 2
                from ..rules.card import count_of

                print(f"wrote {count_of(games, 'game|games')} to {args.games_csv} and "
                      f"{count_of(lines, 'hand line|hand lines')} to {args.hands_csv}")
                return 0
            return list_games(history, args)
        except UsageError as exc:  # bad arguments (``export same.csv same.csv``): bad input, as cli.py says
            print(f"error: {exc}", file=sys.stderr)
            return 2
        except HistoryError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        except BrokenPipeError:  # the reader stopped (``history list | head -2``): the command line ends quietly
            raise
        except OSError as exc:
            print(f"error: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
            return 2


def export_problem(*targets: str) -> str | None:
    """Why the CSV files cannot be written where asked (a folder that is not there), or None.

    The error used to name the hidden temporary file (``/nowhere/.games.csv.6303.tmp``), not the one asked for."""
    for target in targets:
        path = Path(target)
        if path.is_dir():
            return f"cannot write {target}: this is a folder, not a file"
        if not path.absolute().parent.is_dir():
            return f"cannot write {target}: the folder {path.parent} does not exist"
    return None


def json_format(data: bytes) -> object:
    """The ``"format"`` a file the app saves as JSON names itself by (a scorekeeper's game, a game record); None
    for anything else (a CSV, damaged JSON). A byte-order mark (Windows Notepad's) is read past, as every loader
    of the app's JSON files does."""
    try:
        top = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return None
    return top.get("format") if isinstance(top, dict) else None


def is_scorekept(name: str) -> bool:
    """Whether ``name`` is a scorekeeper's game file (its JSON says so); a file that cannot be read is not."""
    from ..fileio import read_regular
    from ..gui.scorekeeper.scorefile import FORMAT, MAX_FILE_BYTES

    try:
        data = read_regular(name, MAX_FILE_BYTES)
    except OSError:
        return False
    return json_format(data) == FORMAT


def import_scorekept(history: Any, name: str) -> int:
    """Store a scorekeeper's file as a scorekept game; its id. ``ScorekeptFileError`` when it cannot be read."""
    from .. import __version__
    from ..gui.scorekeeper.scorefile import history_game, load_game

    kept = history_game(load_game(name), app_version=str(__version__))
    return int(history.store(kept, now=import_time(history, kept)))


def import_files(history: Any, files: list[str]) -> int:
    from ..gui.scorekeeper.scorefile import ScorekeptFileError
    from ..history import HistoryError
    from ..record import RecordError, load_record, replay

    status = 0
    for name in files:
        try:
            if is_scorekept(name):
                game_id = import_scorekept(history, name)
                _say(f"imported {name} as game {game_id} (scorekept: played with real cards)")
                continue
            record = load_record(name)
            replay(record)  # only a record that replays is stored
            game_id = history.store(record, now=import_time(history, record))
        except RecordError as exc:
            print(f"error: {exc}", file=sys.stderr)
            status = 2
            continue
        except ScorekeptFileError as exc:
            print(f"error: {name}: {exc}", file=sys.stderr)
            status = 2
            continue
        except HistoryError:
            raise
        except Exception as exc:  # a bug: still one line, and the other files go on
            print(f"error: {name}: this record could not be imported ({type(exc).__name__}: {exc})", file=sys.stderr)
            status = 2
            continue
        _say(f"imported {name} as game {game_id}")
    return status


def _say(line: str) -> None:
    """Print a line of the import; a reader that stopped (``history import *.json | head -1``) stops no import:
    a broken pipe was taken for a damaged file, said so and left the other files out."""
    try:
        print(line)
    except BrokenPipeError:
        from ..cli import output_gone

        output_gone()


def summary_data(g: Any) -> dict[str, Any]:
    data = {
        "id": g.id, "date": g.created, "preset": g.preset_id, "preset_name": g.preset_name, "status": g.status,
        "players": [{"name": s.name, "level": s.level, "side": s.side} for s in g.seats],
        "winner_side": g.winner, "winners": g.side_names(g.winner) if g.winner is not None else [],
        "totals": list(g.totals), "hands": g.hands_played, "undo_used": g.undo_used,
        "deal_number": None if g.deal_number_hidden(1) else g.seed,  # a pass-and-play game in progress: hidden
        "source": g.source,  # "played", or "scorekept": played with real cards, the score kept with the scorekeeper
        # a deal of a duplicate match: compared with the bots' table, not won or lost (docs/statistics.md). Its
        # "winner_side" and "winners" stay as stored (the side with more points in its one hand), for the readers
        # of the fields before; with "duplicate" true they are no win (the list said "won by", QA)
        "duplicate": bool(g.duplicate),
    }
    if g.problem:  # a game whose text in the file is damaged: listed, and said so
        data["damaged"] = g.problem
    return data


def result_text(g: Any) -> str:
    from ..rules.card import count_of

    if g.problem:
        return str(g.problem)
    if len(g.totals) > 2:  # cutthroat: whose score is whose
        totals = ", ".join(f"{' & '.join(names)} {total}" for names, total in g.named_totals)
        totals = f"({totals})" if g.winner is not None else totals
    elif g.duplicate and g.finished:
        # a duplicate match's deal is not won or lost: the sides and their scores in side order, as History lists
        # it ("42 / −90 — duplicate deal: You & Nora / Wes & Ethan"); it was "won by Wes & Ethan 83 / -40" (QA)
        sides = " / ".join(" & ".join(g.side_names(side)) for side in range(len(g.totals)))
        return f"duplicate deal: {sides} {' / '.join(str(t) for t in g.totals)}"
    else:
        totals = " / ".join(str(t) for t in g.totals_winner_first)
    if g.winner is not None:
        return f"won by {' & '.join(g.side_names(g.winner))} {totals}"
    state = "abandoned" if g.status == "abandoned" else "in progress"
    return f"{state} after {count_of(g.hands_played, 'hand|hands')}, {totals}"


def list_games(history: Any, args: argparse.Namespace) -> int:
    from ..history import Filters
    from .stats import same_people, wanted_names

    names = wanted_names(args.player, same_people(history.players())) if args.player else (None,)
    games = history.games(Filters(player=names[0], player_aliases=names[1:], preset_id=args.preset))
    if args.json:
        print(json.dumps([summary_data(g) for g in games], ensure_ascii=False, indent=1))
        return 0
    if not games:
        asked = [f"{option} {value}" for option, value in (("--player", args.player), ("--preset", args.preset))
                 if value]
        if asked and history.games(Filters()):  # not "no games yet" when only the filter matched none
            print(f"no game in the history matches {' '.join(asked)}")
        else:
            print("no games in the history yet")
        return 0
    rows = [("ID", "DATE", "PRESET", "PLAYERS", "RESULT")]
    for g in games:
        players = ", ".join(s.name if s.level == "human" else f"{s.name} ({s.level})" for s in g.seats)
        if g.scorekept:  # no cards were recorded: the score was kept for a game with real cards
            players = f"real cards: {players}"
        rows.append((str(g.id), g.created[:16].replace("T", " "), g.preset_name or g.preset_id, players,
                     result_text(g)))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    for row in rows:
        print("  ".join(f"{cell:<{widths[i]}}" for i, cell in enumerate(row[:4])) + "  " + row[4])
    return 0

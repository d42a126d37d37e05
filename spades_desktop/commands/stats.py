"""``stats``: each human player's statistics from the game history (the Statistics window's figures).

``--player``/``--preset``/``--since``/``--until``/``--partner``/``--opponents`` narrow the games; ``--json``
prints ``{"filters": ..., "players": [...]}`` with every figure of each player.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from dataclasses import replace
from typing import Any

from . import text_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--player", type=text_argument, metavar="NAME",
                        help="only this human player (default: every one)")
    parser.add_argument("--preset", type=text_argument, metavar="ID", help="only games of this rule preset")
    parser.add_argument("--since", type=text_argument, metavar="DATE",
                        help="only games started on or after DATE (YYYY-MM-DD)")
    parser.add_argument("--until", type=text_argument, metavar="DATE",
                        help="only games started before DATE (YYYY-MM-DD)")
    parser.add_argument("--partner", type=text_argument, metavar="LEVEL",
                        help="only games with a partner of LEVEL (human, easy, normal, hard)")
    parser.add_argument("--opponents", type=text_argument, metavar="LEVEL",
                        help="only games against opponents of LEVEL (e.g. normal, or easy+hard for mixed ones)")
    parser.add_argument("--json", action="store_true", help="print JSON")


SEAT_LEVELS = ("human", "easy", "normal", "hard", "bot")  # as the history stores them ("bot": level unknown)


def checked_filters(args: argparse.Namespace) -> str | None:
    """The first wrong filter as an error line, or None; ``--opponents`` is put in the stored order.

    A mistyped date or level matched no game and printed a player with 0 games, as if they had played none."""
    for option in ("since", "until"):
        value = getattr(args, option)
        if value is not None:
            try:
                datetime.date.fromisoformat(value)
            except ValueError:
                return f"--{option} must be a date written YYYY-MM-DD, not {value!r}"
    if args.partner is not None and args.partner not in SEAT_LEVELS:
        return f"--partner must be one of {', '.join(SEAT_LEVELS[:4])}, not {args.partner!r}"
    if args.opponents is not None:
        levels = [part.strip() for part in args.opponents.split("+")]
        wrong = [part for part in levels if part not in SEAT_LEVELS]
        if wrong:
            return (f"--opponents must be levels among {', '.join(SEAT_LEVELS[:4])} joined by '+', "
                    f"not {args.opponents!r}")
        args.opponents = "+".join(sorted(set(levels)))  # the history stores "easy+hard", never "hard+easy"
    return None


def _as_shown(name: str) -> str:
    """The name a player is counted under: the only person's default name "You" as any language writes it
    (English "You", Russian «Вы», in any letter case: the history lists "you" for "You" when its latest game
    was so spelled, ``queries.player_names``) is "You"; any other name as it was typed."""
    from ..gui.texts import you_in_every_language

    return "You" if name.casefold() in {you.casefold() for you in you_in_every_language()} else name


def same_people(players: list[str]) -> dict[str, tuple[str, ...]]:
    """Each player as counted (``_as_shown``), with the stored names counted as that player, in the history's
    order: "You" and «Вы» are one person, as the Statistics window counts them (the command listed «Вы» apart,
    and "You" with fewer games than the window)."""
    people: dict[str, tuple[str, ...]] = {}
    for name in players:
        key = _as_shown(name)
        people[key] = (*people.get(key, ()), name)
    return people


def counted_as(player: str, people: dict[str, tuple[str, ...]]) -> str:
    """The player ``player`` names among ``people`` (``same_people``): as typed, or else the one name that differs
    from it only in letter case ("ann" for "Ann": both commands said no game matched; "вы" for «Вы» found none
    of «Вы»'s games, QA)."""
    from ..gui.texts import you_in_every_language

    shown = _as_shown(player)
    if shown not in people and player.casefold() in {you.casefold() for you in you_in_every_language()}:
        shown = "You"
    if shown in people:
        return shown
    alike = [name for name in people if name.casefold() == shown.casefold()]
    return alike[0] if len(alike) == 1 else shown


def wanted_names(player: str, people: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The stored names counted as ``player`` (``same_people``, ``counted_as``): "You" and «Вы» stand for each
    other, so that ``history list --player You`` lists the games ``stats --player You`` counts (it left out those
    of «Вы»)."""
    name = counted_as(player, people)
    return people.get(name, (name,))


def run(args: argparse.Namespace) -> int:
    from ..history import Filters, HistoryError, open_history
    from .history import history_path

    problem = checked_filters(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    try:
        with open_history(history_path(), read_only_if_full=True) as history:  # a full disk: read-only
            if history.notice:
                print(f"note: {history.notice}", file=sys.stderr)
            people = same_people(history.players())
            players = list(people)
            wanted = counted_as(args.player, people) if args.player else None
            if wanted and wanted not in people:
                known = ", ".join(players) if players else "none yet"
                print(f"note: no human player named {args.player!r} in the history (the players: {known})",
                      file=sys.stderr)
            played = [preset_id for preset_id, _name in history.presets()]
            # games of rules from no preset (a record's "preset": null) have none to name: the list ended ", )" (QA)
            presets = [preset_id for preset_id in played if preset_id]
            if args.preset and args.preset not in presets:
                print(f"note: no game of the preset {args.preset!r} in the history (the presets played: "
                      f"{', '.join(presets) if presets else 'none' if played else 'none yet'})", file=sys.stderr)
            names = [wanted] if wanted else players
            stats = [replace(history.stats(Filters(
                player=stored[0], player_aliases=stored[1:], preset_id=args.preset, since=args.since,
                until=args.until, partner_level=args.partner, opponent_level=args.opponents)), player=name)
                for name in names for stored in [people.get(name, (name,))]]
    except HistoryError as exc:
        print(f"error: the history is unavailable: {exc}", file=sys.stderr)
        return 1
    if args.json:
        filters = {"player": args.player, "preset": args.preset, "since": args.since, "until": args.until,
                   "partner": args.partner, "opponents": args.opponents}
        print(json.dumps({"filters": filters, "players": [s.to_dict() for s in stats]}, ensure_ascii=False, indent=1))
        return 0
    if not stats:
        print("no games in the history yet")
    for n, s in enumerate(stats):
        if n:
            print()
        print(text_report(s.to_dict()))
    return 0


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}%"


def _num(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}".rstrip("0").rstrip(".")


def text_report(d: dict[str, Any]) -> str:
    """The figures of one player as lines of text."""
    from ..history import level_parts  # mixes of levels in the window's order: "normal+human", not "human+normal"

    streak = d["current_streak"]
    current = f"{streak} won" if streak > 0 else (f"{-streak} lost" if streak < 0 else "–")
    lines = [
        f"{d['player']}",
        f"  games {d['games']}, won {d['wins']}, lost {d['losses']} ({_pct(d['win_pct'])} won); "
        f"unfinished {d['unfinished']}",
        f"  hands {d['hands']}: {_num(d['points_per_hand'])} points a hand, contracts made "
        f"{d['contracts_made']}/{d['contracts']} ({_pct(d['contracts_made_pct'])}), sets {d['sets']}",
        f"  bags {d['overtricks']} ({_num(d['bags_per_hand'])} a hand)",
        f"  nils made {d['nils_made']}/{d['nils_bid']}, blind nils made {d['blind_nils_made']}/{d['blind_nils_bid']}",
        f"  streaks: longest won {d['longest_win_streak']}, longest lost {d['longest_losing_streak']}, "
        f"now {current}",
    ]
    if d["duplicate_deals"]:
        deals = d["duplicate_deals"]
        lines.append(f"  duplicate match deals {deals}: {'its hand is' if deals == 1 else 'their hands are'} "
                     "in the hand figures, not in the games")
    for label, key in (("best game", "best_game"), ("worst game", "worst_game")):
        g = d[key]
        if g:
            lines.append(f"  {label}: {g['total']} ({g['margin']:+d}) on {g['date'][:10]} (game {g['game']})")
    for label, key in (("with partner", "by_partner"), ("against", "by_opponents")):
        for row in d[key]:
            level = "+".join(level_parts(row["level"]))
            lines.append(f"  {label} {level}: {row['wins']}/{row['games']} won ({_pct(row['win_pct'])})")
    return "\n".join(lines)

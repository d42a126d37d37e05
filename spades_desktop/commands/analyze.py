"""``analyze FILE [--hand N] [--json]``: what was possible at each decision of a hand, and what the
coach thinks of each human decision.

For every action of the hand: the double-dummy tricks each side could still
take before it (every card seen; ``-`` where the position is over the node
budget, see docs/performance.md) and, for each decision of a human seat, the
Hard search's value of every legal alternative (the choice marked ``*``).
Where the rules' bids cannot be weighed (``coach.bids_not_weighed``: cards
passed before the bidding, the two-player draw) each human bid says why and
the summary says only the cards played were weighed.
Exit status 2 with one ``error: ...`` line when the file, or ``--hand``, is bad.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..record import GameRecord


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game record (.json) saved by Spades Desktop")
    parser.add_argument("--hand", type=int, default=None, metavar="N",
                        help="the hand to analyse (default: the last finished one)")
    parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
    parser.add_argument("--samples", type=int, default=100, help="the coach's search budget in playouts (default 100)")
    parser.add_argument("--nodes", type=int, default=None, help="the double-dummy budget per position in nodes")
    parser.add_argument(
        "--duplicate", metavar="LEVEL", choices=("easy", "normal", "hard"), default=None,
        help="instead: every finished hand played again on the same cards with LEVEL bots in the human seats, "
             "each side's points compared hand by hand")


def run(args: argparse.Namespace) -> int:
    from ..ai.coach import bid_not_weighed, bids_not_weighed, coach_steps, costly, human_seats
    from ..ai.hand_analysis import DD_NODES, double_dummy_trace, hand_steps, tricks_lost
    from ..record import RecordError, load_record, replay
    from ..record.names import side_name

    try:
        record = load_record(args.file)
        replay(record)
    except RecordError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # a bad file must never print a traceback
        print(f"error: {args.file}: this record could not be read ({type(exc).__name__}: {exc})", file=sys.stderr)
        return 2
    count = len(record.hands)
    if args.duplicate is not None:
        return _duplicate(record, args.duplicate, args.json)
    finished = [h.hand_number for h in record.hands if h.finished]
    number = args.hand if args.hand is not None else (finished[-1] if finished else count)
    if not 1 <= number <= count:
        print(f"error: --hand {number}: the record has {count} hand{'s' if count != 1 else ''}; "
              f"choose 1 to {count}", file=sys.stderr)
        return 2
    if args.samples < 1 or (args.nodes is not None and args.nodes < 1):
        print("error: --samples and --nodes must be at least 1", file=sys.stderr)
        return 2
    steps = hand_steps(record, number - 1)
    trace = double_dummy_trace(steps, nodes=args.nodes or DD_NODES)
    decisions = {d.index: d for d in coach_steps(steps, human_seats(record), seed=record.seed, samples=args.samples)}
    rules = record.rules
    sides = [side_name(rules, s) for s in range(rules.sides)]
    humans = human_seats(record)
    unweighed = bids_not_weighed(rules)  # these rules' bids are never weighed (pass-left, the two-player draw)
    rows: list[dict[str, Any]] = []
    for step, dd in zip(steps, trace, strict=True):
        row: dict[str, Any] = {
            "index": step.index,
            "seat": record.players[step.seat].name,
            "action": str(step.action),
            "double_dummy": None if dd is None else dict(zip(sides, dd, strict=True)),
        }
        decision = decisions.get(step.index)
        if decision is not None:
            row["coach"] = {
                "values": {str(a): round(v, 1) for a, v in decision.values},
                "cost": round(decision.cost, 1),
                "sentence": str(decision.sentence),
                # what the card cost with every card seen (None: no card, a nil in the hand, not solved)
                "tricks_lost_every_card_seen": tricks_lost(steps, trace, step.index),
            }
        elif step.seat in humans and (why := bid_not_weighed(step)) is not None:
            row["not_weighed"] = f"the coach does not weigh bids in this game: {why}"
        rows.append(row)
    costly_ones = costly(list(decisions.values()))
    flagged = [str(d.sentence) + _seen(rows[d.index]["coach"]["tricks_lost_every_card_seen"]) for d in costly_ones]
    if args.json:
        print(json.dumps({"file": args.file, "hand": number, "sides": sides, "steps": rows, "flagged": flagged,
                          "bids_not_weighed": None if unweighed is None else str(unweighed)},
                         ensure_ascii=False, indent=1))
        return 0
    lines = [f"Hand {number} of {count}: {args.file}"]
    for row in rows:
        dd = row["double_dummy"]
        could = "  ".join(f"{k} {v}" for k, v in dd.items()) if dd else "-"
        lines.append(f"{row['index'] + 1:3d}. {row['seat']:<12} {row['action']:<10} could still take: {could}")
        coach = row.get("coach")
        if coach:
            marks = "  ".join(f"{'*' if a == row['action'] else ''}{a} {v:+.0f}" for a, v in coach["values"].items())
            lines.append(f"     coach: {marks}")
        elif "not_weighed" in row:
            lines.append(f"     coach: not weighed ({row['not_weighed']})")
    if unweighed is not None:  # "no decision cost much" said of a hand whose bids were never weighed (QA)
        lines.append(f"Bids were not weighed: {unweighed}; only the cards played were.")
        lines.append("Costly cards:" if flagged else "No card played cost more than a few points.")
    else:
        lines.append("Costly decisions:" if flagged else "No decision cost more than a few points.")
    lines.extend(f"  - step {d.index + 1}: {s}" for d, s in zip(costly_ones, flagged, strict=True))  # as numbered above
    text = "\n".join(lines)
    try:
        print(text)
    except UnicodeEncodeError:  # a console without "♥" or "–"
        print(text.encode("ascii", "replace").decode("ascii"))
    return 0


def _seen(lost: int | None) -> str:
    """What a costly card cost with every card seen, after the coach's sentence (the review says the same): the
    coach weighs the hands its player could not see, and a QA club player found its "cost about 7 points" for a
    card that lost nothing as the cards lay."""
    if lost is None:
        return ""
    if lost == 0:
        return " (With every card seen it lost no trick.)"
    return f" (With every card seen it cost {lost} trick{'s' if lost > 1 else ''}.)"


def _duplicate(record: GameRecord, level: str, as_json: bool) -> int:
    """Each finished hand as played and with ``level`` bots in the human seats, on the same cards."""
    from ..ai.duplicate import replay_with_bots
    from ..record.names import side_name

    rules = record.rules
    if rules.draw_phase:
        print("error: a two-player draw game has no fixed deals to play again", file=sys.stderr)
        return 2
    sides = [side_name(rules, s) for s in range(rules.sides)]
    rows: list[dict[str, Any]] = []
    for index, hand in enumerate(record.hands):
        if hand.finished:
            result = replay_with_bots(record, index, level)
            rows.append({"hand": hand.hand_number, "deal_number": hand.deal_number,
                         "played": dict(zip(sides, result.played, strict=True)),
                         "bots": dict(zip(sides, result.bots, strict=True))})
    totals = {k: (sum(r["played"][k] for r in rows), sum(r["bots"][k] for r in rows)) for k in sides}
    if as_json:
        print(json.dumps({"bots": level, "sides": sides, "hands": rows,
                          "totals": {k: {"played": p, "bots": b} for k, (p, b) in totals.items()}},
                         ensure_ascii=False, indent=1))
        return 0
    lines = [f"Same cards, {level} bots in the human seats (points per hand: as played / bots):"]
    for r in rows:
        parts = "  ".join(f"{k} {r['played'][k]:+d} / {r['bots'][k]:+d}" for k in sides)
        lines.append(f"hand {r['hand']:3d} (deal {r['deal_number']}): {parts}")
    lines.append("total: " + "  ".join(f"{k} {p:+d} / {b:+d}" for k, (p, b) in totals.items()))
    text = "\n".join(lines)
    try:
        print(text)
    except UnicodeEncodeError:
        print(text.encode("ascii", "replace").decode("ascii"))
    return 0

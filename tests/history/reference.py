"""The statistics recomputed in plain Python from the records: what the SQL must agree with."""

from __future__ import annotations

from spades_desktop.engine import BidKind, RuleSet
from spades_desktop.history import Filters, streaks
from spades_desktop.history.rows import seat_level

from .games import Played


def _level_label(levels: list[str]) -> str:
    return "+".join(sorted(set(levels)))


def _kept_seats(p: Played, f: Filters) -> list[int]:
    r = p.record
    rules = r.rules
    created = r.created or ""
    if f.preset_id and r.preset_id != f.preset_id:
        return []
    if (f.since and created < f.since) or (f.until and created >= f.until):
        return []
    levels = [seat_level(x) for x in r.players]
    seats = []
    for seat, player in enumerate(r.players):
        if player.kind != "human" or player.name != f.player:
            continue
        partner = rules.partner_of(seat)
        if f.partner_level and (partner is None or levels[partner] != f.partner_level):
            continue
        opponents = [levels[s] for s in range(rules.players) if rules.side_of(s) != rules.side_of(seat)]
        if f.opponent_level and _level_label(opponents) != f.opponent_level:
            continue
        seats.append(seat)
    return seats


def reference_stats(history: list[Played], f: Filters) -> dict[str, object]:
    """The figures of ``PlayerStats.to_dict`` that the tests compare, from the records alone."""
    out: dict[str, int] = dict.fromkeys(
        ("games", "wins", "unfinished", "hands", "points", "contracts", "contracts_made", "sets", "overtricks",
         "nils_bid", "nils_made", "blind_nils_bid", "blind_nils_made"), 0)
    finished: list[tuple[str, int, bool, int, int]] = []  # created, order, won, total, margin
    for order, p in enumerate(history):
        seats = _kept_seats(p, f)
        if not seats:
            continue
        r = p.record
        rules = r.rules
        scores = [h.score for h in r.hands if h.score is not None]
        totals = list(scores[-1].totals) if scores else [0] * rules.sides
        if r.winner is not None:
            won = any(rules.side_of(s) == r.winner for s in seats)
            total = max(totals[rules.side_of(s)] for s in seats)
            others = list(totals)
            others.remove(total)
            finished.append((r.created or "", order, won, total, total - max(others)))
        else:
            out["unfinished"] += 1

        def better(seat: int, rules: RuleSet = rules, totals: list[int] = totals) -> tuple[int, int, int]:
            """The seat whose hands count when the name sat twice: the better score, the first seat on a tie."""
            total = totals[rules.side_of(seat)]
            others = list(totals)
            others.remove(total)
            return total, total - max(others), -seat

        seat = max(seats, key=better)
        for score in scores:
            side = score.sides[rules.side_of(seat)]
            bid = score.bids[seat]
            out["hands"] += 1
            out["points"] += side.points
            out["contracts"] += side.made is not None
            out["contracts_made"] += side.made is True
            out["sets"] += side.made is False
            out["overtricks"] += side.bags
            nil = next((n for n in side.nils if n.seat == seat), None)
            if bid.kind is BidKind.NIL:
                out["nils_bid"] += 1
                out["nils_made"] += bool(nil and nil.made)
            if bid.kind is BidKind.BLIND_NIL:
                out["blind_nils_bid"] += 1
                out["blind_nils_made"] += bool(nil and nil.made)
    finished.sort(key=lambda x: (x[0], x[1]))
    out["games"] = len(finished)
    out["wins"] = sum(x[2] for x in finished)
    longest_win, longest_loss, current = streaks([x[2] for x in finished])
    result: dict[str, object] = dict(out)
    result.update(longest_win_streak=longest_win, longest_losing_streak=longest_loss, current_streak=current)
    result["best_total"] = max((x[3] for x in finished), default=None)
    result["worst_total"] = min((x[3] for x in finished), default=None)
    return result


def reference_streaks(wins: list[bool]) -> tuple[int, int, int]:
    """Streaks by counting runs directly (checks ``streaks``)."""
    runs: list[tuple[bool, int]] = []
    for w in wins:
        if runs and runs[-1][0] == w:
            runs[-1] = (w, runs[-1][1] + 1)
        else:
            runs.append((w, 1))
    longest_win = max((n for w, n in runs if w), default=0)
    longest_loss = max((n for w, n in runs if not w), default=0)
    current = 0 if not runs else (runs[-1][1] if runs[-1][0] else -runs[-1][1])
    return longest_win, longest_loss, current

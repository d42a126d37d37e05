"""Figures computed by SQL equal the same figures recomputed in Python from the records."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spades_desktop.history import Filters, History, streaks
from spades_desktop.record import GameRecord

from .conftest import store_all
from .games import LEVELS, NAMES, Played, play, preset_rules, random_history
from .reference import reference_stats, reference_streaks

COMPARED = ("games", "wins", "unfinished", "hands", "points", "contracts", "contracts_made", "sets", "overtricks",
            "nils_bid", "nils_made", "blind_nils_bid", "blind_nils_made", "longest_win_streak",
            "longest_losing_streak", "current_streak")


def sql_figures(history: History, f: Filters) -> dict[str, object]:
    stats = history.stats(f)
    data = stats.to_dict()
    out = {k: data[k] for k in COMPARED}
    out["best_total"] = stats.best.total if stats.best else None
    out["worst_total"] = stats.worst.total if stats.worst else None
    return out


def filters_for(rng: random.Random, name: str) -> list[Filters]:
    return [
        Filters(player=name),
        Filters(player=name, preset_id="standard"),
        Filters(player=name, preset_id=rng.choice(("cutthroat", "double-nil", "two-player"))),
        Filters(player=name, since="2026-03-01", until="2026-06-15"),
        Filters(player=name, partner_level=rng.choice(LEVELS)),
        Filters(player=name, partner_level="human"),
        Filters(player=name, opponent_level=rng.choice(LEVELS)),
    ]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_sql_figures_equal_python_figures(history: History, seed: int) -> None:
    played = random_history(seed, 45)
    store_all(history, played)
    rng = random.Random(seed)
    checked_nils = checked_games = 0
    for name in NAMES:
        for f in filters_for(rng, name):
            assert sql_figures(history, f) == reference_stats(played, f), f
        whole = history.stats(Filters(player=name))
        checked_nils += whole.nils_bid + whole.blind_nils_bid
        checked_games += whole.games
    assert checked_games > 10 and checked_nils > 0  # the sample exercises what it claims to


def test_every_hand_of_every_seat_is_stored(history: History, sample: list[Played]) -> None:
    ids = store_all(history, sample)
    for game_id, p in zip(ids, sample, strict=True):
        scores = [h.score for h in p.record.hands if h.score is not None]
        count = history.conn.execute("SELECT count(*) FROM hands WHERE game_id = ?", (game_id,)).fetchone()[0]
        assert count == len(scores) * p.record.rules.players
        totals = history.running_totals(game_id)
        assert totals == [s.totals for s in scores]


@pytest.mark.parametrize("seats", [(0, 2), (0, 1)], ids=["partners", "opponents"])
def test_two_players_named_ann_at_one_table_count_each_hand_once(history: History, seats: tuple[int, int]) -> None:
    rng = random.Random(4)
    game = play(preset_rules("standard"), 4, rng)
    assert game.is_over
    names = ["Ann" if s in seats else f"Bot {s}" for s in range(4)]
    kinds = ["human" if s in seats else "bot:easy" for s in range(4)]
    record = GameRecord.from_game(game, names=names, kinds=kinds, preset_id="standard", created="2026-12-01T10:00")
    history.store(record, now="2026-12-01T11:00")
    stats = history.stats(Filters(player="Ann"))
    scores = [h.score for h in record.hands if h.score is not None]
    totals = scores[-1].totals
    side = max((record.rules.side_of(s) for s in seats), key=lambda side: totals[side])  # the better seat's side
    assert (stats.games, stats.hands) == (1, len(scores))
    assert stats.points == sum(h.sides[side].points for h in scores) == stats.best.total  # type: ignore[union-attr]
    assert stats.overtricks == sum(h.sides[side].bags for h in scores)
    assert stats.contracts == sum(h.sides[side].made is not None for h in scores) <= len(scores)


def test_rates_are_derived_from_the_counts(history: History, sample: list[Played]) -> None:
    store_all(history, sample)
    stats = history.stats(Filters(player="Ann"))
    assert stats.games > 0 and stats.hands > 0
    assert stats.win_pct == pytest.approx(100 * stats.wins / stats.games)
    assert stats.points_per_hand == pytest.approx(stats.points / stats.hands)
    assert stats.made_pct == pytest.approx(100 * stats.contracts_made / stats.contracts)
    assert stats.bags_per_hand == pytest.approx(stats.overtricks / stats.hands)
    assert stats.best is not None and stats.worst is not None and stats.best.total >= stats.worst.total
    assert stats.by_opponents and stats.by_partner
    for row in stats.by_opponents:  # a breakdown line is the statistics filtered to that level
        narrowed = history.stats(Filters(player="Ann", opponent_level=row.level))
        assert (row.games, row.wins) == (narrowed.games, narrowed.wins)
    for row in stats.by_partner:
        narrowed = history.stats(Filters(player="Ann", partner_level=row.level))
        assert (row.games, row.wins) == (narrowed.games, narrowed.wins)


def test_unknown_player_has_empty_statistics(history: History, sample: list[Played]) -> None:
    store_all(history, sample[:5])
    stats = history.stats(Filters(player="Nobody"))
    assert (stats.games, stats.hands, stats.win_pct, stats.best, stats.points_per_hand) == (0, 0, None, None, None)


def test_bots_have_no_statistics(history: History, sample: list[Played]) -> None:
    store_all(history, sample)
    bot_names = {s.name for g in history.games() for s in g.seats if s.level != "human"}
    assert bot_names
    assert all(history.stats(Filters(player=name)).games == 0 for name in bot_names)
    assert set(history.players()) <= set(NAMES)


@given(st.lists(st.booleans(), max_size=30))
@settings(max_examples=200, deadline=None)
def test_streaks_count_runs(wins: list[bool]) -> None:
    assert streaks(wins) == reference_streaks(wins)


def test_both_ways_of_reading_a_player_s_games_agree(history: History, sample: list[Played]) -> None:
    from spades_desktop.history import queries

    def humans(p: Played) -> list[str]:
        return [x.name for x in p.record.players if x.kind == "human"]

    unique = [p for p in sample if len(set(humans(p))) == len(humans(p))]
    counts = {"quick": 0, "shared": 0}
    for batch in (unique, [p for p in sample if p not in unique]):  # first no name twice in a game, then some
        store_all(history, batch)
        for name in NAMES:
            for f in (Filters(player=name), Filters(player=name, preset_id="standard"),
                      Filters(player=name, since="2026-03-01")):
                where, args = queries._mine(f)
                exact = queries._games_with_shared_names(history.conn, where, args)
                seats, games = history.conn.execute(
                    f"SELECT count(*), count(DISTINCT game_id) FROM seats s WHERE {where} AND status = 'finished'",
                    args).fetchone()
                all_seats, all_games = history.conn.execute(
                    f"SELECT count(*), count(DISTINCT game_id) FROM seats s WHERE {where}", args).fetchone()
                found = queries._games_of(history.conn, f)
                assert found[4] == (all_seats != all_games), "it tells when the name sat twice in a game"
                if seats == games:  # the quick way applies, and must agree with the exact one
                    counts["quick"] += 1
                    assert found[:4] == exact[:4]
                else:
                    counts["shared"] += 1
                    assert found == exact  # it hands over to the exact way
    assert counts["quick"] and counts["shared"], counts

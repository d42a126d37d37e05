"""Names that differ only in letter case are one player: "Mum" one day and "mum" the next were two players in the
Statistics window's Player box and in ``stats``, each with part of her games (family QA). Python's casefold, so
Cyrillic names are one player too (SQLite's NOCASE knows only ASCII letters)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.history import Filters, History
from spades_desktop.record import save_record

from .test_cli import finished_record

BOTS = ["bot:easy", "bot:easy", "bot:easy"]


def store(history: History, name: str, day: int, seed: int) -> int:
    record = finished_record([name, "W", "N", "E"], ["human", *BOTS], seed=seed, created=f"2026-05-{day:02d}T10:00:00")
    return history.store(record, now=f"2026-05-{day:02d}T11:00:00")


def test_names_in_other_letter_case_are_one_player_under_the_latest_spelling(history: History) -> None:
    ids = [store(history, name, day, seed) for day, (name, seed) in enumerate(
        [("Mum", 3), ("mum", 4), ("Ann", 5), ("MUM", 6), ("Mum", 7), ("mum", 8)], start=1)]
    assert history.players() == ["mum", "Ann"], "one Mum, under the spelling of her latest game (day 6)"
    store(history, "Mum", 7, 9)
    assert history.players() == ["Mum", "Ann"]
    for asked in ("Mum", "mum", "MUM", "mUm"):
        stats = history.stats(Filters(player=asked))
        assert stats.games == 6, asked
        assert len(history.results(Filters(player=asked))) == 6
        assert len(history.games(Filters(player=asked))) == 6
    assert history.stats(Filters(player="Ann")).games == 1
    games = history.games(Filters(player="mum"))
    assert history.stats(Filters(player="Mum")).hands == sum(g.hands_played for g in games), "every spelling's hands"
    assert history.latest_game(Filters(player="MUM")) is not None
    assert ids[2] not in {g.id for g in history.games(Filters(player="mum"))}


def test_cyrillic_names_in_other_letter_case_are_one_player(history: History) -> None:
    for day, (name, seed) in enumerate([("Мама", 3), ("мама", 4), ("МАМА", 5)], start=1):
        store(history, name, day, seed)
    assert history.players() == ["МАМА"]
    assert history.stats(Filters(player="мама")).games == 3


def test_a_game_where_two_spellings_sat_counts_once(history: History) -> None:
    record = finished_record(["Kid", "W", "kid", "E"], ["human", "bot:easy", "human", "bot:easy"])
    history.store(record, now="2026-05-01T11:00:00")
    assert history.players() == ["Kid"]
    stats = history.stats(Filters(player="kid"))
    assert stats.games == 1 and stats.hands == history.stats(Filters(player="Kid")).hands


def test_stats_command_lists_one_player_for_names_in_other_letter_case(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for n, name in enumerate(("Mum", "mum", "Ann")):
        record = finished_record([name, "W", "N", "E"], ["human", *BOTS], seed=3 + n,
                                 created=f"2026-05-0{n + 1}T10:00:00")
        main(["history", "import", str(save_record(record, tmp_path / f"g{n}.json"))])
    capsys.readouterr()
    assert main(["stats", "--json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    assert [(p["player"], p["games"]) for p in players] == [("mum", 2), ("Ann", 1)]
    assert main(["stats", "--player", "MUM"]) == 0
    assert capsys.readouterr().out.startswith("mum\n  games 2,")
    assert main(["history", "list", "--json", "--player", "Mum"]) == 0
    assert sorted(g["players"][0]["name"] for g in json.loads(capsys.readouterr().out)) == ["Mum", "mum"]


def test_you_in_any_letter_case_is_still_counted_with_vy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The aliases of the only person's default name keep working: the latest spelling "you" is still "You"."""
    for n, name in enumerate(("You", "Вы", "you")):
        record = finished_record([name, "W", "N", "E"], ["human", *BOTS], seed=3 + n,
                                 created=f"2026-05-0{n + 1}T10:00:00")
        main(["history", "import", str(save_record(record, tmp_path / f"g{n}.json"))])
    capsys.readouterr()
    assert main(["stats", "--json"]) == 0
    assert [(p["player"], p["games"]) for p in json.loads(capsys.readouterr().out)["players"]] == [("You", 3)]

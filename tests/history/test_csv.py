"""CSV export of games and hands, and reading it back to the same values."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from spades_desktop.history import Filters, GameSummary, History
from spades_desktop.history.csvfiles import HAND_FIELDS, hand_lines, parse_games_csv, parse_hands_csv

from .conftest import NOW, store_all
from .games import Played


def as_exported(games: list[GameSummary]) -> list[GameSummary]:
    """``games`` as a games.csv reads back: a game of two or more people not finished without its seed (0)."""
    return [g._replace(seed=0) if g.deal_number_hidden(1) else g for g in games]


def test_csv_round_trip(history: History, sample: list[Played], tmp_path: Path) -> None:
    store_all(history, sample)
    games_path, hands_path = tmp_path / "games.csv", tmp_path / "hands.csv"
    n_games, n_lines = history.export_csv(games_path, hands_path)
    games = history.games()
    assert n_games == len(games) == len(sample)
    assert parse_games_csv(games_path.read_text(encoding="utf-8")) == as_exported(games)
    lines = parse_hands_csv(hands_path.read_text(encoding="utf-8"))
    assert len(lines) == n_lines == history.conn.execute("SELECT count(*) FROM hands").fetchone()[0]
    hidden = {g.id for g in games if g.deal_number_hidden(1)}
    deal = HAND_FIELDS.index("deal_number")
    assert lines == [(*line[:deal], None, *line[deal + 1:]) if line[0] in hidden and line[1] == 1 else line
                     for line in hand_lines(history.conn, [g.id for g in games])]


def test_a_shared_screens_game_in_progress_is_exported_without_its_own_deal_number(
        history: History, tmp_path: Path) -> None:
    # Family QA: the games file's seed (and hands 1's deal number, the same) of a game two people were still
    # playing, typed into New game in a second copy, dealt every hand still to come. At the game's end, and in a
    # game of one person, every number is there.
    import random

    from spades_desktop.engine import RuleSet
    from spades_desktop.record import GameRecord

    from .games import play

    rules = RuleSet()
    game = play(rules, 5, random.Random(5))
    assert game.is_over and len(game.hand_scores) >= 3
    two_hands = sum(len(log.actions) for log in game.hands_log[:2])
    half = play(rules, 5, random.Random(5), stop_after=two_hands + 1)  # the same game, one move into hand 3
    assert not half.is_over and len(half.hand_scores) == 2
    kinds = {"two": ["human", "bot:easy", "human", "bot:easy"], "one": ["human"] + ["bot:easy"] * 3}
    ids = {(who, over): history.store(GameRecord.from_game(g, kinds=kinds[who]), now=NOW)
           for who in kinds for over, g in ((False, half), (True, game))}
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv")
    with open(tmp_path / "g.csv", encoding="utf-8-sig", newline="") as f:
        seeds = {int(r["game_id"]): r["seed"] for r in csv.DictReader(f)}
    with open(tmp_path / "h.csv", encoding="utf-8-sig", newline="") as f:
        deals = {(int(r["game_id"]), int(r["hand_number"])): r["deal_number"] for r in csv.DictReader(f)}
    for (who, over), game_id in ids.items():
        hidden = who == "two" and not over
        assert seeds[game_id] == ("" if hidden else str(game.seed)), (who, over)
        assert deals[game_id, 1] == ("" if hidden else str(game.seed)), (who, over)
        assert deals[game_id, 2] == str(game.hand_scores[1].deal_number), "a later hand's deals only it"


def test_the_csv_keeps_all_six_seats_and_says_which_games_were_scorekept(history: History, tmp_path: Path) -> None:
    # A six-player game lost its fifth and sixth players (four seat columns), and a game kept with real cards
    # could not be told from one played in the app.
    import random

    from spades_desktop.gui.scorekeeper.scorefile import history_game
    from spades_desktop.record import GameRecord

    from .games import play, preset_rules
    from .scorekept_games import finished_game

    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
    game = play(preset_rules("cancellation"), 4, random.Random(4))
    history.store(GameRecord.from_game(game, names=names, kinds=["human"] + ["bot:easy"] * 5), now=NOW)
    history.store(history_game(finished_game()), now=NOW)
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv")
    with open(tmp_path / "g.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    six = next(r for r in rows if r["player_6"])
    assert [six[f"player_{n}"] for n in range(1, 7)] == names
    assert sorted(r["source"] for r in rows) == ["played", "scorekept"]
    assert parse_games_csv((tmp_path / "g.csv").read_text(encoding="utf-8")) == history.games()


def test_csv_reads_in_a_spreadsheet_way(history: History, sample: list[Played], tmp_path: Path) -> None:
    ids = store_all(history, sample[:3])
    human = next(p.name for p in sample[0].record.players if p.kind == "human")
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv", Filters(player=human))
    with open(tmp_path / "h.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows and set(rows[0]) == set(HAND_FIELDS)
    first = [r for r in rows if int(r["game_id"]) == ids[0]]
    record = sample[0].record
    scores = [h.score for h in record.hands if h.score is not None]
    assert len(first) == len(scores) * record.rules.players
    assert [r["bid"] for r in first[: record.rules.players]] == [str(b) for b in scores[0].bids]
    assert {r["player"] for r in first} == {p.name for p in record.players}


def test_a_broken_csv_is_refused_with_its_line(tmp_path: Path, history: History, sample: list[Played]) -> None:
    store_all(history, sample[:2])
    history.export_csv(tmp_path / "g.csv", tmp_path / "h.csv")
    text = (tmp_path / "h.csv").read_text(encoding="utf-8").splitlines()
    text[2] = text[2].replace(",", ",x", 1)
    with pytest.raises(ValueError, match="line 3"):
        parse_hands_csv("\n".join(text))
    with pytest.raises(ValueError, match="header"):
        parse_games_csv("a,b\n1,2\n")


def test_a_csv_export_to_a_long_file_name_is_written(history: History, sample: list[Played], tmp_path: Path) -> None:
    # A 250-byte name failed: the temporary file beside it (".NAME.PID.tmp") was longer than a name may be.
    store_all(history, sample)
    games_path, hands_path = tmp_path / ("g" * 246 + ".csv"), tmp_path / ("h" * 246 + ".csv")
    assert history.export_csv(games_path, hands_path)[0] == len(sample)
    assert parse_games_csv(games_path.read_text(encoding="utf-8")) == as_exported(history.games())
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "no temporary file left"


def test_the_csv_files_start_with_the_mark_a_spreadsheet_reads_utf_8_by(tmp_path: Path) -> None:
    # Stats QA: Excel read a CSV without it in the system's code page: «Маша» and "Zoë Ñúñez" came out garbled.
    from spades_desktop.history.csvfiles import games_csv, write_text

    path = write_text(tmp_path / "games.csv", games_csv([]))
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and data.count(b"\xef\xbb\xbf") == 1
    assert parse_games_csv(data.decode("utf-8")) == [], "read back with or without the mark"

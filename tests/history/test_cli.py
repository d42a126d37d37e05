"""The ``history`` and ``stats`` commands, through the real command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.record import GameRecord, save_record

from .games import play, preset_rules


def finished_record(names: list[str], kinds: list[str], seed: int = 3, created: str = "2026-05-01T10:00:00"
                    ) -> GameRecord:
    import random

    rules = preset_rules("standard")
    for s in range(seed, seed + 40):
        game = play(rules, s, random.Random(s))
        if game.is_over:
            return GameRecord.from_game(game, names=names, kinds=kinds, preset_id="standard",
                                        preset_name="Standard", created=created)
    raise AssertionError("no finished game")


def test_import_then_stats_shows_the_result_for_each_human(tmp_path: Path, _user_home: Path) -> None:
    record = finished_record(["Ann", "West bot", "Bob", "East bot"], ["human", "bot:normal", "human", "bot:hard"])
    path = save_record(record, tmp_path / "game.json")
    env = dict(os.environ, SPADES_DESKTOP_HOME=str(_user_home))
    cmd = [sys.executable, "-m", "spades_desktop"]
    out = subprocess.run([*cmd, "history", "import", str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "imported" in out.stdout
    out = subprocess.run([*cmd, "stats", "--json"], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    players = {p["player"]: p for p in json.loads(out.stdout)["players"]}
    assert set(players) == {"Ann", "Bob"}  # bots have no statistics
    won = record.winner == 0  # Ann and Bob sit North and South: side 0
    scores = [h.score for h in record.hands if h.score is not None]
    for p in players.values():
        assert (p["games"], p["wins"], p["losses"]) == (1, int(won), int(not won))
        assert p["hands"] == len(scores)
        assert p["best_game"]["total"] == scores[-1].totals[0]
        assert p["by_partner"] == [{"level": "human", "games": 1, "wins": int(won), "win_pct": 100.0 * won}]
    assert (tmp_path / "game.json").exists()
    assert (_user_home / "history.sqlite3").exists()


def test_a_damaged_file_is_refused_and_the_rest_imported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = save_record(finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"]),
                       tmp_path / "good.json")
    bad = tmp_path / "bad.json"
    bad.write_text(good.read_text(encoding="utf-8")[:500], encoding="utf-8")
    other = save_record(finished_record(["Cyril", "W", "N", "E"], ["human", "bot:hard", "bot:hard", "bot:hard"],
                                        seed=9, created="2026-05-02T10:00:00"), tmp_path / "other.json")
    assert main(["history", "import", str(good), str(bad), str(other)]) == 2
    out = capsys.readouterr()
    err_lines = out.err.strip().splitlines()
    assert len(err_lines) == 1 and err_lines[0].startswith(f"error: {bad}")
    assert out.out.count("imported") == 2
    assert main(["history", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["players"][0]["name"] for g in listed] == ["Cyril", "Ann"]  # newest first
    assert main(["history", "import", str(good)]) == 0  # importing again stores nothing new
    capsys.readouterr()
    assert main(["history", "list"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert len(table) == 3 and table[0].startswith("ID") and "Cyril" in table[1]


def test_on_a_full_disk_history_list_and_stats_read_and_import_says_the_disk_is_full(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from .test_database import full_disk

    good = save_record(finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"]),
                       tmp_path / "good.json")
    assert main(["history", "import", str(good)]) == 0
    capsys.readouterr()
    full_disk(monkeypatch)
    assert main(["history", "list"]) == 0
    out = capsys.readouterr()
    assert "Ann" in out.out and "note: The disk is full: the games are listed" in out.err
    assert main(["stats"]) == 0
    assert "Ann" in capsys.readouterr().out
    assert main(["history", "import", str(good)]) == 1
    assert "the disk is full, so opening the history did not happen" in capsys.readouterr().err


def test_history_list_names_a_game_damaged_in_the_file_and_lists_the_others(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], _user_home: Path) -> None:
    import sqlite3

    for name, seed, created in (("Ann", 3, "2026-05-01T10:00:00"), ("Cyril", 9, "2026-05-02T10:00:00")):
        record = finished_record([name, "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"], seed, created)
        main(["history", "import", str(save_record(record, tmp_path / f"{name}.json"))])
    conn = sqlite3.connect(_user_home / "history.sqlite3")
    with conn:
        conn.execute("UPDATE games SET seats_json = '[[\"Ann\",' WHERE preset_id = 'standard' AND created LIKE "
                     "'2026-05-01%'")
    conn.close()
    capsys.readouterr()
    assert main(["history", "list"]) == 0  # a JSONDecodeError traceback
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert len(lines) == 3 and "Cyril" in lines[1]
    assert lines[2].endswith("game 1 is damaged in the history file: its players cannot be read") and not out.err
    assert main(["history", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert "damaged" not in listed[0] and listed[1]["damaged"].startswith("game 1 is damaged")
    assert main(["history", "export", str(tmp_path / "games.csv"), str(tmp_path / "hands.csv")]) == 0


@pytest.mark.parametrize("args", [
    ["history", "list", "--player", "\udcff"],  # what Python makes of the byte 0xff on a UTF-8 command line
    ["history", "list", "--preset", "x\udcff"],
    ["stats", "--player", "\udcff"],
    ["stats", "--preset", "\udcff", "--json"],
    ["print-sheet", "--blank", "--names", "a\udcff,b", "-o", "out.pdf"],
])
def test_a_name_that_is_not_utf8_is_refused_with_a_clear_error(
        args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:  # UnicodeEncodeError from SQLite
        main(args)
    err = capsys.readouterr().err
    assert info.value.code == 2 and "\\xff" in err and "' is not UTF-8 text" in err and "Traceback" not in err


def test_file_names_that_are_not_utf8_are_printed_escaped_on_a_strict_utf8_terminal(
        tmp_path: Path, _user_home: Path) -> None:
    folder = os.fsencode(tmp_path)
    first = os.fsdecode(folder + b"/g\xff.json")  # a name in Latin-1 on a UTF-8 system
    save_record(finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"]), first)
    second = save_record(finished_record(["Cyril", "W", "N", "E"], ["human", "bot:hard", "bot:hard", "bot:hard"],
                                         seed=9, created="2026-05-02T10:00:00"), tmp_path / "other.json")
    env = dict(os.environ, SPADES_DESKTOP_HOME=str(_user_home), PYTHONIOENCODING="utf-8:strict")
    cmd = [sys.executable, "-m", "spades_desktop"]
    runs = {
        "import": [*cmd, "history", "import", first, str(second)],  # stopped after the first file
        "export": [*cmd, "history", "export", os.fsdecode(folder + b"/a\xff.csv"), str(tmp_path / "h.csv")],
        "analyze": [*cmd, "analyze", first, "--json", "--samples", "2"],
    }
    for name, run in runs.items():
        out = subprocess.run(run, capture_output=True, env=env, timeout=300)
        assert out.returncode == 0 and b"Traceback" not in out.stderr, (name, out.stderr[-300:])
        if name == "import":
            assert out.stdout.count(b"imported") == 2 and b"g\\udcff.json" in out.stdout
        if name == "analyze":
            assert json.loads(out.stdout)["file"] == first  # the JSON escape "\\udcff" reads back as the name


def test_stats_filters_and_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    capsys.readouterr()
    assert main(["stats", "--player", "Ann"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Ann\n  games 1,") and "against easy" in text
    assert main(["stats", "--player", "Ann", "--preset", "cutthroat", "--json"]) == 0
    (ann,) = json.loads(capsys.readouterr().out)["players"]
    assert (ann["games"], ann["win_pct"], ann["best_game"]) == (0, None, None)
    assert main(["stats", "--json", "--since", "2026-06-01"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["games"] == 0
    assert main(["stats", "--json", "--partner", "easy", "--opponents", "easy"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["games"] == 1
    assert main(["stats", "--json", "--opponents", "hard"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["games"] == 0


def test_stats_counts_you_and_vy_as_one_player_as_the_window_does(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # QA: the Statistics window counted the games of «Вы» (a game played in Russian) with "You", 485; the command
    # said 481 for "You" and listed «Вы» apart.
    for n, you in enumerate(("You", "Вы", "You")):
        record = finished_record([you, "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3 + n,
                                 created=f"2026-05-0{n + 1}T10:00:00")
        main(["history", "import", str(save_record(record, tmp_path / f"g{n}.json"))])
    capsys.readouterr()
    assert main(["stats", "--json"]) == 0
    assert [(p["player"], p["games"]) for p in json.loads(capsys.readouterr().out)["players"]] == [("You", 3)]
    for name in ("You", "Вы"):
        assert main(["stats", "--player", name]) == 0
        out = capsys.readouterr()
        assert out.out.startswith("You\n  games 3,") and not out.err, out


def test_history_list_of_you_lists_the_games_of_vy_as_stats_counts_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # QA: ``stats --player You`` counted the games of «Вы» too (5), ``history list --player You`` listed 2
    for n, you in enumerate(("You", "Вы", "Ann")):
        record = finished_record([you, "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3 + n,
                                 created=f"2026-05-0{n + 1}T10:00:00")
        main(["history", "import", str(save_record(record, tmp_path / f"g{n}.json"))])
    capsys.readouterr()
    for name in ("You", "Вы", "you", "вы", "ВЫ"):  # QA: "вы" and "ВЫ" found none of «Вы»'s games
        assert main(["history", "list", "--json", "--player", name]) == 0
        listed = json.loads(capsys.readouterr().out)
        assert sorted(g["players"][0]["name"] for g in listed) == ["You", "Вы"], name
        assert main(["stats", "--json", "--player", name]) == 0
        assert [p["player"] for p in json.loads(capsys.readouterr().out)["players"]] == ["You"], name
    assert main(["history", "list", "--json", "--player", "Ann"]) == 0
    assert [g["players"][0]["name"] for g in json.loads(capsys.readouterr().out)] == ["Ann"]
    # a name typed in another letter case is that player (QA: "ann" matched no game in either command)
    assert main(["history", "list", "--json", "--player", "ann"]) == 0
    assert [g["players"][0]["name"] for g in json.loads(capsys.readouterr().out)] == ["Ann"]
    assert main(["stats", "--json", "--player", "ann"]) == 0
    assert [p["player"] for p in json.loads(capsys.readouterr().out)["players"]] == ["Ann"]


def test_export_says_1_game_not_1_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    assert main(["history", "export", str(tmp_path / "games.csv"), str(tmp_path / "hands.csv")]) == 0
    out = capsys.readouterr().out
    assert f"wrote 1 game to {tmp_path / 'games.csv'} and {4 * len(record.hands)} hand lines to" in out
    assert (tmp_path / "hands.csv").read_text(encoding="utf-8").count("\n") == 1 + 4 * len(record.hands)


def test_a_list_that_matches_no_game_does_not_say_the_history_is_empty(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "list"]) == 0
    assert capsys.readouterr().out == "no games in the history yet\n"
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    capsys.readouterr()
    assert main(["history", "list", "--player", "Anne"]) == 0
    assert capsys.readouterr().out == "no game in the history matches --player Anne\n"
    assert main(["history", "list", "--player", "Ann", "--preset", "cutthroat"]) == 0
    assert capsys.readouterr().out == "no game in the history matches --player Ann --preset cutthroat\n"


def test_export_to_a_missing_folder_names_the_file_asked_for(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    capsys.readouterr()
    missing = tmp_path / "nowhere" / "games.csv"
    assert main(["history", "export", str(missing), str(tmp_path / "hands.csv")]) == 2
    err = capsys.readouterr().err
    assert err == f"error: cannot write {missing}: the folder {missing.parent} does not exist\n"
    assert not (tmp_path / "hands.csv").exists()
    assert main(["history", "export", str(tmp_path / "games.csv"), str(tmp_path)]) == 2
    assert "this is a folder" in capsys.readouterr().err and not (tmp_path / "games.csv").exists()


def test_an_export_never_writes_over_the_history_or_one_csv_over_the_other(
        tmp_path: Path, _user_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The history's own file typed as the CSV replaced every stored game with a CSV; the same file twice kept only
    the hands while saying both were written."""
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    capsys.readouterr()
    history = _user_home / "history.sqlite3"
    before = history.read_bytes()
    monkeypatch.chdir(_user_home)
    for games, hands in (("history.sqlite3", "hands.csv"), ("games.csv", "./history.sqlite3-wal"),
                         (str(tmp_path / "out.csv"), str(tmp_path / "." / "out.csv"))):
        assert main(["history", "export", games, hands]) == 2  # a bad argument, not a history that fails
        err = capsys.readouterr().err
        assert err.startswith("error: ") and ("the game history's own file" in err or "need two files" in err), err
    assert history.read_bytes() == before
    assert not any(p.exists() for p in (_user_home / "hands.csv", _user_home / "games.csv", tmp_path / "out.csv"))
    assert main(["history", "list"]) == 0
    assert "Ann" in capsys.readouterr().out


def test_a_newer_history_is_reported_not_changed(_user_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    path = _user_home / "history.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    assert main(["stats"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: the history is unavailable:") and "newer version" in err
    assert path.read_bytes() == before


def test_stats_with_a_mistyped_date_or_level_says_so_instead_of_zero_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:hard"])
    main(["history", "import", str(save_record(record, tmp_path / "g.json"))])
    capsys.readouterr()
    for wrong, word in ((["--since", "garbage"], "--since"), (["--until", "2026-13-01"], "--until"),
                        (["--partner", "strong"], "--partner"), (["--opponents", "easy+expert"], "--opponents")):
        assert main(["stats", "--player", "Ann", *wrong]) == 2
        out = capsys.readouterr()
        assert out.out == "" and out.err.startswith("error: ") and word in out.err
    # the opponents' levels in any order, as the window lists them
    assert main(["stats", "--json", "--player", "Ann", "--opponents", "hard+easy"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["games"] == 1
    # a name or a preset not in the history is pointed out (the figures, all zero, are still printed)
    assert main(["stats", "--player", "Anne"]) == 0
    out = capsys.readouterr()
    assert "no human player named 'Anne'" in out.err and "Ann" in out.err and out.out.startswith("Anne\n")
    assert main(["stats", "--player", "Ann", "--preset", "standrad"]) == 0
    assert "no game of the preset 'standrad'" in capsys.readouterr().err


def test_games_of_no_preset_leave_no_empty_name_in_the_presets_played(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record whose ``"preset"`` is null (rules of no preset) ended the list with ", )" (QA)."""
    import dataclasses

    record = finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy", "bot:easy"])
    own_rules = dataclasses.replace(finished_record(["Ann", "W", "N", "E"], ["human", "bot:easy", "bot:easy",
                                                                             "bot:easy"], seed=50),
                                    preset_id=None, preset_name=None)
    main(["history", "import", str(save_record(own_rules, tmp_path / "b.json"))])
    capsys.readouterr()
    assert main(["stats", "--preset", "nope"]) == 0
    err = capsys.readouterr().err
    assert "(the presets played: none)\n" in err, err  # not "none yet": a game was played
    main(["history", "import", str(save_record(record, tmp_path / "a.json"))])
    capsys.readouterr()
    assert main(["stats", "--preset", "nope"]) == 0
    err = capsys.readouterr().err
    assert "(the presets played: standard)\n" in err, err


def test_the_list_gives_a_winners_score_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # "won by West bot & East bot -408 / 54" read as if the winners had scored -408.
    records = [finished_record(["Ann", "West bot", "Bob", "East bot"], ["human"] + ["bot:easy"] * 3, seed=seed,
                               created=f"2026-05-{seed:02d}T10:00:00") for seed in (3, 9, 15, 21)]
    assert any(record.winner == 1 for record in records), "a game won by the second side"
    paths = [str(save_record(record, tmp_path / f"g{i}.json")) for i, record in enumerate(records)]
    assert main(["history", "import", *paths]) == 0
    capsys.readouterr()
    assert main(["history", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    for record in records:
        final = [h.score for h in record.hands if h.score is not None][-1].totals
        assert record.winner is not None
        others = [t for side, t in enumerate(final) if side != record.winner]
        names = [p.name for p in record.players][record.winner::2]
        said = f"won by {' & '.join(names)} {final[record.winner]} / {others[0]}"
        assert any(said in line for line in lines), (said, lines)


def test_the_list_says_whose_cutthroat_score_is_whose_and_1_hand_not_1_hands(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import random

    names = ["Ann", "Wes", "Nora", "Ethan"]
    game = play(preset_rules("cutthroat"), 5, random.Random(5))
    assert game.is_over and game.winner is not None
    record = GameRecord.from_game(game, names=names, kinds=["human"] + ["bot:easy"] * 3, preset_id="cutthroat",
                                  created="2026-05-01T10:00:00")
    one_hand = GameRecord(record.rules, record.players, record.seed, record.first_dealer, record.hands[:1],
                          winner=None, preset_id="cutthroat", created="2026-05-02T10:00:00")
    paths = [str(save_record(r, tmp_path / f"g{i}.json")) for i, r in enumerate((record, one_hand))]
    assert main(["history", "import", *paths]) == 0
    capsys.readouterr()
    assert main(["history", "list"]) == 0
    unfinished, finished = capsys.readouterr().out.splitlines()[1:]
    final = game.scores
    others = ", ".join(f"{names[s]} {final[s]}" for s in range(4) if s != game.winner)
    assert finished.endswith(f"won by {names[game.winner]} ({names[game.winner]} {final[game.winner]}, {others})")
    first = record.hands[0].score
    assert first is not None
    assert unfinished.endswith("in progress after 1 hand, " + ", ".join(f"{n} {t}" for n, t in
                                                                       zip(names, first.totals, strict=True)))


def test_a_scorekeepers_saved_game_prints_its_sheet_and_score_points_there(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A club saved its evening with Scores ▸ Save and printed it from a terminal: print-sheet refused the file,
    and ``score`` read its JSON as a CSV ("the header has 1 columns")."""
    import pypdf

    from spades_desktop.engine.tally import HandEntry, parse_bid
    from spades_desktop.gui.scorekeeper.scorefile import ScorekeptGame, save_game

    hand = HandEntry(tuple(parse_bid(b) for b in ("4", "3", "3", "3")), (4, 3, 3, 3))
    game = ScorekeptGame(preset_rules("standard"), ("Ann", "Bob", "Cy", "Di"), 3, "standard", "Standard", (hand,),
                         "2026-05-09T20:00:00")
    path = save_game(game, tmp_path / "club.json")
    pdf = tmp_path / "club.pdf"
    assert main(["print-sheet", "--game", str(path), "-o", str(pdf)]) == 0, capsys.readouterr().err
    text = " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(pdf).pages)
    assert "Ann" in text and "Di" in text and "2026-05-09" in text
    assert "Score kept for a game played with real cards." in text
    capsys.readouterr()
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a scorekeeper's saved game, not a CSV" in err
    assert f"print-sheet --game {path} -o sheet.pdf" in err


def test_scorekept_files_are_imported_listed_and_counted_for_each_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from spades_desktop.gui.scorekeeper.scorefile import save_game

    from .scorekept_games import EXPECTED, finished_game, game_in_progress

    files = [str(save_game(g, tmp_path / f"club-{n}.json")) for n, g in enumerate((finished_game(),
                                                                                      game_in_progress()))]
    assert main(["history", "import", *files, files[0]]) == 0  # the same file twice is one game
    out = capsys.readouterr().out
    assert out.count("(scorekept: played with real cards)") == 3, out
    assert main(["history", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 2 and all("real cards: Ann, Bob, Cy, Di" in line for line in lines)
    assert "won by Ann & Cy 221 / 130" in lines[1] and "in progress after 2 hands, -10 / -105" in lines[0]
    assert main(["history", "list", "--json"]) == 0
    assert [g["source"] for g in json.loads(capsys.readouterr().out)] == ["scorekept", "scorekept"]
    assert main(["stats", "--json"]) == 0
    players = {p["player"]: p for p in json.loads(capsys.readouterr().out)["players"]}
    assert set(players) == set(EXPECTED)
    for name, expected in EXPECTED.items():
        assert {k: players[name][k] for k in expected} == expected, name
    assert main(["stats", "--json", "--partner", "human", "--opponents", "human"]) == 0
    assert {p["player"]: p["hands"] for p in json.loads(capsys.readouterr().out)["players"]} == dict.fromkeys(
        EXPECTED, 4)
    damaged = tmp_path / "damaged.json"
    damaged.write_text(Path(files[0]).read_text(encoding="utf-8").replace('"tricks": [\n    4', '"tricks": [\n    9'),
                       encoding="utf-8")
    assert main(["history", "import", str(damaged)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {damaged}: this is not a readable scorekept game") and err.count("\n") == 1, err


def test_a_scorekept_file_with_a_byte_order_mark_is_read_by_every_tool(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Saved again by Windows Notepad, a scorekeeper's file starts with a BOM: ``score`` said "the header has 1
    columns", ``history import`` and Scores ▸ Open "the file is damaged", while ``print-sheet`` knew it (QA)."""
    from spades_desktop.gui.scorekeeper.scorefile import load_game, save_game

    from .scorekept_games import finished_game

    path = save_game(finished_game(), tmp_path / "club.json")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_game(path) == finished_game()
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path} is a scorekeeper's saved game" in err and "header" not in err, err
    assert main(["history", "import", str(path)]) == 0
    assert "(scorekept: played with real cards)" in capsys.readouterr().out

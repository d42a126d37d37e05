"""``python -m spades_desktop score``: a CSV of bids and tricks in, running totals or the filled sheet out.

Tests that write a sheet take pytest-qt's ``qapp``, so the suite keeps one QApplication; so do tests of a file
with Russian words (reading them loads the window's translation, which needs an application).
"""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest

from spades_desktop.cli import main

GOOD = """Ann bid,Ann tricks,Bob bid,Bob tricks,Cy bid,Cy tricks,Di bid,Di tricks
4,5,3,3,2,2,3,3
nil,0,4,4,5,6,3,3
blind nil,0,3,5,4,5,2,3
"""


def write(tmp_path: Path, text: str, name: str = "hands.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_running_totals_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--preset", "standard", str(write(tmp_path, GOOD)), "--json"]) == 0
    hands = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [h["hand"] for h in hands] == [1, 2, 3]
    assert [h["dealer"] for h in hands] == ["Di", "Ann", "Bob"]  # East deals first, then the deal passes left
    first, second, third = (h["sides"] for h in hands)
    assert first[0] == {"players": ["Ann", "Cy"], "points": 61, "bags": 1, "bag_penalty": 0, "bags_total": 1,
                        "total": 61}
    assert second[0]["points"] == 100 + 50 + 1  # nil made, 5 bid 6 taken
    assert third[0]["total"] == 453 and third[1]["total"] == 183 and third[1]["bags_total"] == 3
    assert hands[-1]["winner"] is None


def test_a_header_of_bid_and_took_columns_names_the_players_too(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """"Ann took", the scorekeeper window's and the sheet's word, gave "South & North" instead of the names."""
    text = GOOD.replace(" tricks", " took", 3)  # Di's column keeps "tricks": both words may be mixed
    assert main(["score", str(write(tmp_path, text)), "--json"]) == 0
    hands = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert hands[0]["sides"][0]["players"] == ["Ann", "Cy"] and hands[0]["sides"][1]["players"] == ["Bob", "Di"]
    assert main(["score", str(write(tmp_path, GOOD.replace("Cy tricks", "Cyril took")))]) == 0
    assert "Ann & North" in capsys.readouterr().out, "a column pair that does not match gives its seat's name"


def test_six_players_sides_are_the_partners_opposite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Six players (three pairs, partners three seats apart) were titled "South & Northwest" and the winner with
    the wrong partner: the titles took the partner two seats on, as at a table of four."""
    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
    header = ",".join(f"{n} bid,{n} tricks" for n in names)
    hands = "\n".join(["2,2,2,2,2,2,2,2,2,2,2,3"] * 6)
    assert main(["score", "--preset", "cancellation", str(write(tmp_path, f"{header}\n{hands}\n"))]) == 0
    out = capsys.readouterr().out
    assert "Ann & Di" in out and "Bob & Ed" in out and "Cy & Flo" in out and "Ann & Cy" not in out
    assert main(["score", "--preset", "cancellation", str(write(tmp_path, f"{header}\n{hands}\n")), "--json"]) == 0
    last = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert last["winner"] == "Cy & Flo"  # the side with the extra bag each hand ends ahead
    assert [side["players"] for side in last["sides"]] == [["Ann", "Di"], ["Bob", "Ed"], ["Cy", "Flo"]]


def test_text_output_names_the_next_dealer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(write(tmp_path, GOOD))]) == 0
    out = capsys.readouterr().out
    assert "Ann & Cy" in out and "+241 = 453" in out
    assert out.strip().endswith("Cy deals hand 4")


def test_dealer_option_names_the_first_dealer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "S b,S t,W b,W t,N b,N t,E b,E t\n4,4,3,3,3,3,3,3\n"
    assert main(["score", str(write(tmp_path, text)), "--dealer", "south", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["dealer"] == "South"
    assert main(["score", str(write(tmp_path, text)), "--dealer", "middle"]) == 2
    assert "--dealer must be one of south, west, north, east" in capsys.readouterr().err


def test_dealer_option_takes_a_player_s_name_from_the_header(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """A club scorekeeper typed ``--dealer Ann``: only the seat names were read ("--dealer must be one of south, ...").
    A name of the header is read in any letter case; a word that is no name or seat, or a name two players share,
    is refused with the names and seats allowed, exit 2, and no sheet written."""
    good = str(write(tmp_path, GOOD))
    assert main(["score", good, "--dealer", "Ann", "--json"]) == 0
    assert [json.loads(line)["dealer"] for line in capsys.readouterr().out.splitlines()] == ["Ann", "Bob", "Cy"]
    assert main(["score", good, "--dealer", "cY", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[0])["dealer"] == "Cy"
    assert main(["score", good, "--dealer", "West", "--json"]) == 0, "a seat still names its player"
    assert json.loads(capsys.readouterr().out.splitlines()[0])["dealer"] == "Bob"
    pdf = tmp_path / "sheet.pdf"
    assert main(["score", good, "--dealer", "Zed", "-o", str(pdf)]) == 2
    err = capsys.readouterr().err
    assert "--dealer must be a player's name (Ann, Bob, Cy, Di) or a seat (south, west, north, east), not 'Zed'" \
        in err and "Traceback" not in err
    assert not pdf.exists()
    twice = str(write(tmp_path, GOOD.replace("Cy bid,Cy tricks", "ann bid,ann tricks"), "twice.csv"))
    assert main(["score", twice, "--dealer", "ANN", "-o", str(pdf)]) == 2
    err = capsys.readouterr().err
    assert "--dealer 'ANN' could be Ann (south) or ann (north): write south or north" in err
    assert "a player's name (Ann, Bob, ann, Di) or a seat (south, west, north, east)" in err
    assert not pdf.exists()
    assert main(["score", twice, "--dealer", "north", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[0])["dealer"] == "ann"


def test_game_end_and_winner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = "".join("6,3,1,5,6,3,1,2\n" for _ in range(2))
    assert main(["score", str(write(tmp_path, "a,b,c,d,e,f,g,h\n" + rows)), "--json"]) == 0
    last = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert last["winner"] == "West & East" and last["sides"][0]["total"] == -240


def test_a_tie_at_the_target_is_said_to_need_one_more_hand(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    # A secretary at 503-503 read only "the game goes on" and thought the game had failed to end.
    rows = "3,3,4,4,3,3,3,3\n4,4,3,3,3,3,3,3\n"
    assert main(["score", str(write(tmp_path, "a,b,c,d,e,f,g,h\n" + rows)), "--target", "100"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2:] == ["tied for the lead at the end: one more hand decides the game",
                        "the game goes on: West deals hand 3"], out


def test_a_club_that_plays_to_300_gives_the_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The window's Target score had no counterpart here: a club playing to 300 could not end its game.
    rows = "".join("4,4,3,3,4,4,2,2\n" for _ in range(4))  # South and North: +80 a hand
    path = str(write(tmp_path, "a,b,c,d,e,f,g,h\n" + rows))
    assert main(["score", path, "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["winner"] is None, "short of 500"
    assert main(["score", path, "--json", "--target", "300"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["winner"] for line in lines] == [None, None, None, "South & North"]
    assert main(["score", path, "--target", "20"]) == 2
    assert "--target must be a score from 50 to 10000, not 20" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["score", path, "--target", "many"])
    assert stop.value.code == 2 and "--target" in capsys.readouterr().err


def test_writes_the_filled_sheet(qapp: object, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    assert main(["score", str(write(tmp_path, GOOD)), "-o", str(pdf)]) == 0
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    png = tmp_path / "sheet.png"
    assert main(["score", "--preset", "standard", str(write(tmp_path, GOOD)), "-o", str(png)]) == 0
    assert png.read_bytes().startswith(b"\x89PNG")


def sheet_text(path: Path) -> str:
    import pypdf

    return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages)


def test_the_sheet_is_the_scorekeeper_window_s_dated_and_for_real_cards(
        qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``score -o`` printed no date and no "score kept for real cards" line, which the window's sheet has."""
    hands = write(tmp_path, GOOD)
    saved = datetime.datetime(2026, 5, 9, 21, 40).timestamp()
    os.utime(hands, (saved, saved))
    pdf = tmp_path / "sheet.pdf"
    assert main(["score", str(hands), "-o", str(pdf)]) == 0
    text = sheet_text(pdf)
    assert "Date: 2026-05-09" in text  # the day the hands were saved, not the day of printing
    assert "Score kept for a game played with real cards." in text
    assert main(["score", str(hands), "-o", str(pdf), "--date", "9 May 2026, Club Spades"]) == 0
    assert "Date: 9 May 2026, Club Spades" in sheet_text(pdf)
    capsys.readouterr()
    assert main(["score", str(hands), "--date", "2026-05-09"]) == 2
    assert "--date is the date printed on the sheet: give -o as well" in capsys.readouterr().err


def test_a_us_club_prints_its_sheet_on_letter_paper(qapp: object, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """``score -o`` wrote A4 only; the blank sheets had a4 or letter (``--page``) and so does this now."""
    import pypdf

    hands = write(tmp_path, GOOD)
    pdf = tmp_path / "sheet.pdf"
    sizes = {}
    for page in ("letter", "A4"):
        assert main(["score", str(hands), "-o", str(pdf), "--page", page]) == 0
        box = pypdf.PdfReader(str(pdf)).pages[0].mediabox
        sizes[page] = (round(float(box.width)), round(float(box.height)))
    assert sizes == {"letter": (612, 792), "A4": (595, 842)}
    capsys.readouterr()
    assert main(["score", str(hands), "-o", str(pdf), "--page", "legal"]) == 2
    assert "--page must be a4 or letter, not 'legal'" in capsys.readouterr().err
    assert main(["score", str(hands), "--page", "letter"]) == 2
    assert "--page is the paper of the sheet: give -o as well" in capsys.readouterr().err


@pytest.mark.parametrize(("text", "where"), [
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,x\n", "row 2, column 8 (h): 'x' is not a number of tricks"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,²\n", "row 2, column 8 (h): '²' is not a number of tricks"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,²,3\n", "row 2, column 7 (g): '²' is not a bid"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,three,3\n",
     "row 2, column 7 (g): 'three' is not a bid; these rules allow 1-13, nil"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,3\n4,5,3,3,2,2,3\n", "row 3: 7 columns, but the header has 8"),
    ("a,b,c,d,e,f\n", "row 1: the header has 6 columns; these rules need 8"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,2\n", "row 2: hand 1: the tricks add up to 12"),
    ("a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,3\n\n4,5,3,3,2,2,3,14\n", "row 4, column 8 (h): hand 2: East took 14 tricks"),
    ("a,b,c,d,e,f,g,h\n4,4,moon,3,2,3,3,3\n", "row 2, column 3 (c): hand 1: West: you cannot bid moon now"),
    ("", "the file is empty"),
    ("a,b,c,d,e,f,g,h\n", "no hands after the header row"),
])
def test_bad_files_exit_2_with_row_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, where: str
) -> None:
    assert main(["score", str(write(tmp_path, text))]) == 2
    err = capsys.readouterr().err
    assert where in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("bid", ["-4", "--5", "4-"])
def test_a_negative_bid_is_refused_like_a_plus_sign(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    bid: str) -> None:
    """"-4,4,3,4,3,3,2,2" was scored as a bid of 4 and the command said nothing (exit 0)."""
    text = f"Ann bid,Ann tricks,Bob bid,Bob tricks,Cy bid,Cy tricks,Di bid,Di tricks\n{bid},4,3,4,3,3,2,2\n"
    assert main(["score", str(write(tmp_path, text))]) == 2
    err = capsys.readouterr().err
    assert f"row 2, column 1 (Ann bid): '{bid}' is not a bid; these rules allow 1-13, nil" in err
    assert err.count("\n") == 1


def test_errors_name_the_players_of_the_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = GOOD + "4,5,3,3,3,2,3,3\n"
    assert main(["score", "--preset", "suicide", str(write(tmp_path, bad))]) == 2
    assert "row 2, column 3 (Bob bid): hand 1: Bob: you cannot bid 3 now" in capsys.readouterr().err


def test_preset_rules_decide_legal_bids(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,3\n"
    assert main(["score", "--preset", "suicide", str(write(tmp_path, text))]) == 2
    assert ("row 2, column 3 (c): hand 1: West: you cannot bid 3 now: you may bid 4-13, nil, blind nil"
            in capsys.readouterr().err)
    three = "a,b,c,d,e,f\n5,5,6,6,4,6\n"
    assert main(["score", "--preset", "three-player", str(write(tmp_path, three)), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["dealer"] == "East"


def test_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = str(write(tmp_path, GOOD))
    assert main(["score", "--preset", "no-such", good]) == 2
    assert "no-such" in capsys.readouterr().err
    assert main(["score", str(tmp_path / "missing.csv")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["score", good, "-o", str(tmp_path / "sheet.txt")]) == 2
    assert "must end in .pdf or .png" in capsys.readouterr().err
    (tmp_path / "bin.csv").write_bytes(b"\xff\xfe\x00bad")
    assert main(["score", str(tmp_path / "bin.csv")]) == 2
    assert "is not a text file: save the spreadsheet as CSV" in capsys.readouterr().err


def test_a_bad_file_never_overwrites_a_good_sheet(qapp: object, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    assert main(["score", str(write(tmp_path, GOOD)), "-o", str(pdf)]) == 0
    before = pdf.read_bytes()
    assert main(["score", str(write(tmp_path, GOOD + "4,5,3,3,2,2,3,2\n", "bad.csv")), "-o", str(pdf)]) == 2
    assert pdf.read_bytes() == before


# ------------------------------------------- new bid kinds and card facts
BONUS = """S bid,S tricks,W bid,W tricks,N bid,N tricks,E bid,E tricks,last trick,dix
3,3,4,4,3,3,3,3,W AS,N lead
3,4,3,3,3,3,3,3,S 2H,
"""


def test_card_facts_columns_score_the_bonuses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--preset", "bonus-points", str(write(tmp_path, BONUS)), "--json"]) == 0
    first, second = (json.loads(line)["sides"] for line in capsys.readouterr().out.splitlines())
    assert first[0]["points"] == 60 + 10  # South-North made 6, the dix on a spade lead
    assert first[1]["points"] == 70 + 20 + 10  # West-East made 7; the last trick won with the A♠, West's bid exact
    assert second[0]["points"] == 60 + 1 + 30  # one bag, the last trick won with a deuce


def test_new_bid_words_and_a_mo_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = ("S bid,S tricks,W bid,W tricks,N bid,N tricks,E bid,E tricks,first run,longest run\n"
            "3,3,2,3,little mo,4,2,3,0 2,5 3\n"
            "3 little bemo,4,2,2,3,5,2,2,9 0,9 2\n")  # hand 2: South bids after North, so the bemo is South's
    assert main(["score", "--preset", "mo-and-bemo", str(write(tmp_path, text)), "--json"]) == 0
    first, second = (json.loads(line) for line in capsys.readouterr().out.splitlines())
    assert first["bids"][2] == "little mo" and first["sides"][0]["points"] < 0  # 5 in a row: the Mo is lost
    assert second["sides"][0]["points"] == 60 + 3 + 60  # 6 bid, 9 taken, and the first 6 tricks: little bemo


def test_a_missing_card_fact_names_the_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "S bid,S tricks,W bid,W tricks,N bid,N tricks,E bid,E tricks\n3,3,2,3,little mo,4,2,3\n"
    assert main(["score", "--preset", "mo-and-bemo", str(write(tmp_path, text))]) == 2
    err = capsys.readouterr().err
    assert "row 2" in err and "longest run" in err


@pytest.mark.parametrize(("preset", "extra", "cell", "message"), [
    ("bonus-points", "last trick", "W",
     "row 2, column 9 (last trick): last trick: 'W' is not right: write who won it and with which card"),
    ("bonus-points", "last trick,Last Trick", "W AS,W AS", "row 1, column 10 (Last Trick): 'Last Trick' is not a "
     "column here (twice)"),
    ("standard", "aces", "N", "these rules need only 8 columns"),
])
def test_bad_card_fact_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str], preset: str, extra: str,
                               cell: str, message: str) -> None:
    text = f"a,b,c,d,e,f,g,h,{extra}\n3,3,4,4,3,3,3,3,{cell}\n"
    assert main(["score", "--preset", preset, str(write(tmp_path, text))]) == 2
    assert message in capsys.readouterr().err


def test_a_spreadsheet_s_notes_column_and_empty_columns_are_left_out_with_a_note(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A CSV saved from a spreadsheet with a Notes column, and the empty columns spreadsheets add at the end of
    each row, was refused ("'Notes' is not a column here", "10 columns, but the header has 9")."""
    assert main(["score", str(write(tmp_path, GOOD, "plain.csv")), "--json"]) == 0
    plain = capsys.readouterr().out
    lines = GOOD.splitlines()
    text = "\n".join([lines[0] + ",Notes,,", lines[1] + ",Ann dealt late,,", lines[2] + ",,,,",
                      lines[3] + ",,"]) + "\n"
    assert main(["score", str(write(tmp_path, text)), "--json"]) == 0
    out, err = capsys.readouterr()
    assert out == plain
    assert "note:" in err and "row 1, column 9 (Notes): 'Notes' is not a column these rules read: ignored" in err
    assert err.count("\n") == 1, "the empty columns are left out without a word"
    facts = "S bid,S tricks,W bid,W tricks,N bid,N tricks,E bid,E tricks,Notes,last trick,\n3,3,4,4,3,3,3,3,x,W AS,\n"
    assert main(["score", "--preset", "bonus-points", str(write(tmp_path, facts, "facts.csv")), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["sides"][1]["points"] == 70 + 20 + 10  # the last trick, read after Notes


def test_a_row_with_more_filled_cells_than_the_header_is_still_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = GOOD.replace("4,5,3,3,2,2,3,3\n", "4,5,3,3,2,2,3,3,4\n")
    assert main(["score", str(write(tmp_path, text))]) == 2
    assert "row 2: 9 columns, but the header has 8" in capsys.readouterr().err


def test_a_file_time_that_is_no_date_prints_today(monkeypatch: pytest.MonkeyPatch) -> None:
    """A CSV whose saved time lies in the year 316889355 (a broken clock) ended ``score -o`` in a traceback."""
    from types import SimpleNamespace

    from spades_desktop.commands import score

    monkeypatch.setattr(score, "os", SimpleNamespace(stat=lambda _path: SimpleNamespace(st_mtime=1e19)))
    assert score.file_date("hands.csv") == datetime.date.today().isoformat()


def test_a_date_that_is_not_utf8_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every other text argument refused bytes that are not UTF-8; ``score --date`` printed them on the sheet."""
    hands = write(tmp_path, GOOD)
    with pytest.raises(SystemExit) as stop:
        main(["score", str(hands), "-o", str(tmp_path / "sheet.pdf"), "--date", "9 May \udcff"])
    assert stop.value.code == 2
    assert "--date" in capsys.readouterr().err
    assert not (tmp_path / "sheet.pdf").exists()


def test_a_russian_club_prints_its_csv_scored_sheet_in_russian(
        qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``score -o`` had no ``--lang`` as ``print-sheet`` has: a Russian club printed its sheet in English (QA)."""
    seats = GOOD.replace("Ann", "South").replace("Bob", "West").replace("Cy", "North").replace("Di", "East")
    hands = write(tmp_path, seats)
    saved = datetime.datetime(2026, 5, 9, 21, 40).timestamp()
    os.utime(hands, (saved, saved))
    russian, english = tmp_path / "ru.pdf", tmp_path / "en.pdf"
    assert main(["score", str(hands), "-o", str(russian), "--lang", "ru"]) == 0
    text = sheet_text(russian)
    assert "Пики: лист счёта" in text and "Классические парные пики" in text, text
    assert "500 очков" in text, "the rules line in Russian"
    assert "Юг" in text and "South" not in text, "the seats named as the Russian window names them"
    assert "09.05.2026" in text and "2026-05-09" not in text, "the file's day as the Russian sheet writes it"
    assert "Spades score sheet" not in text and "Standard partnership Spades" not in text
    assert main(["score", str(hands), "-o", str(russian), "--lang", "ru", "--date", "9 мая 2026"]) == 0
    assert "9 мая 2026" in sheet_text(russian), "a date given is printed as given"
    assert main(["score", str(hands), "-o", str(english)]) == 0
    text = sheet_text(english)
    assert "Spades score sheet" in text and "South" in text and "Date: 2026-05-09" in text
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("ScoreSheet", "Spades score sheet") == "Spades score sheet", "let go after"
    capsys.readouterr()
    assert main(["score", str(hands), "--lang", "ru"]) == 2
    assert "--lang is the language of the sheet: give -o as well" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["score", str(hands), "-o", str(russian), "--lang", "de"])
    assert stop.value.code == 2 and "--lang" in capsys.readouterr().err


RUSSIAN = GOOD.replace("Ann", "Аня").replace("Bob", "Борис").replace("Cy", "Вера").replace("Di", "Глеб")


def names_of(out: str) -> list[list[str]]:
    first = json.loads(out.splitlines()[0])
    return [side["players"] for side in first["sides"]]


def test_a_header_in_russian_names_the_players(qapp: object, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """«Аня заказ, Аня взятки» (the scorekeeper window's columns) or «Аня взято» (the Russian sheet's) was not
    read: the sheet said «Юг и Север», without a word (QA)."""
    window = RUSSIAN.replace(" bid", " заказ").replace(" tricks", " взятки")
    sheet = RUSSIAN.replace(" bid", " Заказ").replace(" tricks", " ВЗЯТО").replace("Глеб Заказ", '"Глеб\nзаказ"')
    for text in (window, sheet):  # any letter case; a name and its word on two lines, as the window's column
        assert main(["score", str(write(tmp_path, text)), "--json"]) == 0
        out = capsys.readouterr()
        assert names_of(out.out) == [["Аня", "Вера"], ["Борис", "Глеб"]], text
        assert "warning" not in out.err
    pdf = tmp_path / "ru.pdf"
    assert main(["score", str(write(tmp_path, window)), "-o", str(pdf), "--lang", "ru"]) == 0
    text = sheet_text(pdf)
    assert "Аня и Вера" in text and "Юг" not in text, text


def test_a_header_whose_names_cannot_be_read_is_warned_of(qapp: object, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A header with names the command could not read printed the seats' names on the sheet without a word."""
    text = RUSSIAN.replace("Аня bid", "Аня ставка").replace(" bid", " заказ").replace(" tricks", " взятки")
    assert main(["score", str(write(tmp_path, text)), "--json"]) == 0
    out = capsys.readouterr()
    assert names_of(out.out) == [["South", "Вера"], ["Борис", "Глеб"]]
    assert ("warning: " in out.err and "row 1, columns 1 and 2 ('Аня ставка', 'Аня взятки'): no player's name read "
            "(write NAME bid, NAME tricks or NAME заказ, NAME взятки), so the seat's name South is used") in out.err
    assert out.err.count("\n") == 1
    assert main(["score", str(write(tmp_path, GOOD.replace("Bob tricks", "Bobby tricks"))), "--json"]) == 0
    assert "row 1, columns 3 and 4 ('Bob bid', 'Bobby tricks'): no player's name read" in capsys.readouterr().err
    assert main(["score", str(write(tmp_path, "a,b,c,d,e,f,g,h\n4,5,3,3,2,2,3,3\n"))]) == 0
    assert capsys.readouterr().err == "", "a header of single words names no players: nothing to warn of"


def test_bids_written_as_the_russian_window_and_sheet_write_them(qapp: object, tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """«Н», «СН», «нил», «слепой нил» (the Russian sheet's marks, the window's names) were refused as no bid; the
    window reads them (``typed_bid_forms``). With or without ``--lang``."""
    for nil, blind in (("Н", "сн"), ("нил", "Слепой  НИЛ")):
        text = RUSSIAN.replace("\nnil,", f"\n{nil},").replace("\nblind nil,", f"\n{blind},")
        assert main(["score", str(write(tmp_path, text)), "--json"]) == 0
        hands = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert [hand["bids"][0] for hand in hands] == ["4", "nil", "blind nil"]
        assert hands[-1]["sides"][0]["total"] == 453
    text = RUSSIAN.replace("\nnil,", "\nН,").replace("\nblind nil,", "\nсн,")
    assert main(["score", str(write(tmp_path, text)), "-o", str(tmp_path / "ru.pdf"), "--lang", "ru"]) == 0
    assert main(["score", str(write(tmp_path, text.replace("сн,", "снн,")))]) == 2
    assert "row 4, column 1 (Аня bid): 'снн' is not a bid" in capsys.readouterr().err


def test_a_csv_saved_by_russian_excel_is_read(qapp: object, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """"CSV (разделители — точка с запятой)" of a Russian Excel (cp1251, ``;``) was refused as "not a UTF-8 text
    file" (QA); UTF-8 is read first, and bytes that are no text are still refused."""
    path = tmp_path / "excel.csv"
    path.write_bytes(RUSSIAN.replace(",", ";").replace("\n", "\r\n").encode("cp1251"))
    assert main(["score", str(path), "--json"]) == 0
    assert names_of(capsys.readouterr().out) == [["Аня", "Вера"], ["Борис", "Глеб"]]
    path.write_bytes(RUSSIAN.encode("utf-8"))  # valid UTF-8 is never read as cp1251 («РђРЅСЏ»)
    assert main(["score", str(path), "--json"]) == 0
    assert names_of(capsys.readouterr().out) == [["Аня", "Вера"], ["Борис", "Глеб"]]
    for garbage in (b"PK\x03\x04\x14\x00\x06\x00", bytes(range(256))):
        path.write_bytes(garbage)
        assert main(["score", str(path)]) == 2
        err = capsys.readouterr().err
        assert "excel.csv is not a text file: save the spreadsheet as CSV" in err and err.count("\n") == 1


def test_a_csv_saved_by_a_western_excel_keeps_its_accented_names(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """An English or French Excel's "CSV (Comma delimited)" is cp1252: read as Cyrillic, "José" came out "Josй"."""
    path = tmp_path / "excel.csv"
    path.write_bytes(GOOD.replace("Ann", "José").replace("Bob", "Müller").encode("cp1252"))
    assert main(["score", str(path), "--json"]) == 0
    assert names_of(capsys.readouterr().out) == [["José", "Cy"], ["Müller", "Di"]]
    # two accented letters side by side ("Núñez"), or a name's only accent ("Conceição"), are still Western (QA)
    path.write_bytes(GOOD.replace("Ann", "Núñez").replace("Bob", "Conceição").replace("Cy", "José")
                     .encode("cp1252"))
    assert main(["score", str(path), "--json"]) == 0
    assert names_of(capsys.readouterr().out) == [["Núñez", "José"], ["Conceição", "Di"]]


def test_a_saved_game_record_is_told_apart_from_a_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``score game.json`` on a game saved with Game ▸ Save game read its JSON as a CSV: "row 1: the header has 1
    columns; these rules need 8" (release QA). It says what the file is and how to print its sheet."""
    from spades_desktop.record.files import save_record
    from spades_desktop.rules import load_preset

    from ..record.record_samples import random_game, record_of

    path = save_record(record_of(random_game(load_preset("standard").rules, 7, max_actions=120)),
                       tmp_path / "game.json")
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "header" not in err and "Traceback" not in err
    assert f"{path} is a saved game record, not a CSV of bids and tricks" in err
    assert f"print-sheet --game {path} -o sheet.pdf" in err
    assert main(["score", str(path), "-o", str(tmp_path / "sheet.pdf")]) == 2  # the same with -o: no empty sheet
    assert "is a saved game record" in capsys.readouterr().err and not (tmp_path / "sheet.pdf").exists()

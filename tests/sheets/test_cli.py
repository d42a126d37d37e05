"""``print-sheet`` writes PDF/PNG sheets; bad options, presets and records exit 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest

from spades_desktop.cli import main
from spades_desktop.engine import RuleSet
from spades_desktop.record import GameRecord, save_record

from .games import play_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    game = play_game(RuleSet(), seed=4, max_hands=8)
    record = GameRecord.from_game(
        game, names=["Ann", "Bob", "Carl", "Dee"], preset_id="standard", preset_name="Standard",
        created="2026-05-09T20:14:00",
    )
    return save_record(record, tmp_path / "game.json")


def text_of(pdf: Path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(pdf)).pages)


def test_blank_sheet_pdf(qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "blank.pdf"
    code = main(["print-sheet", "--blank", "--preset", "cutthroat", "--rows", "30", "--names", "A,B,C,D",
                 "--page", "letter", "-o", str(out)])
    assert code == 0
    pages = len(pypdf.PdfReader(str(out)).pages)
    assert pages >= 2
    assert capsys.readouterr().out.strip() == f"wrote {out} ({pages} pages)"
    assert "Cutthroat" in text_of(out)


def test_game_sheet_pdf_and_png(qapp: object, tmp_path: Path, record_file: Path) -> None:
    pdf = tmp_path / "game.pdf"
    assert main(["print-sheet", "--game", str(record_file), "-o", str(pdf)]) == 0
    text = text_of(pdf)
    assert "Ann & Carl" in text and "2026-05-09" in text and "Standard" in text
    png = tmp_path / "game.png"
    assert main(["print-sheet", "--game", str(record_file), "-o", str(png), "--dpi", "60"]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_names_override_a_game_s_names(qapp: object, tmp_path: Path, record_file: Path) -> None:
    pdf = tmp_path / "renamed.pdf"
    assert main(["print-sheet", "--game", str(record_file), "--names", "W,X,Y,Z", "-o", str(pdf)]) == 0
    assert "W & Y" in text_of(pdf)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--blank", "--preset", "no-such-preset"], "there is no preset 'no-such-preset'"),
        (["--blank", "--rows", "0"], "--rows must be from 1 to 200"),
        (["--blank", "--rows", "many"], "--rows must be a whole number"),
        (["--blank", "--page", "a5"], "--page must be a4 or letter"),
        (["--blank", "--names", "A,B,C"], "give 2 or 4 names"),
        (["--game", "GAME", "--rows", "5"], "--rows is for blank sheets"),
        (["--game", "GAME", "--preset", "standard"], "--preset is for blank sheets"),
        (["--game", "GAME", "--names", "A,B"], "give 4 names"),
        (["--game", "MISSING"], "no such file"),
        (["--game", "BROKEN"], "BROKEN"),
        ([], "say which sheet"),
        (["--blank", "--game", "GAME"], "not allowed with argument"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    qapp: object, tmp_path: Path, record_file: Path, capsys: pytest.CaptureFixture[str],
    args: list[str], message: str,
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "spades-desktop-record", "version": 1, "rules": ')
    swap = {"GAME": str(record_file), "MISSING": str(tmp_path / "missing.json"), "BROKEN": str(broken)}
    argv = ["print-sheet", *[swap.get(a, a) for a in args], "-o", str(tmp_path / "out.pdf")]
    try:
        code = main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert message.replace("BROKEN", str(broken)) in err
    assert not (tmp_path / "out.pdf").exists()


def test_an_over_long_name_is_refused_in_a_short_line(qapp: object, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """``--names "<2000 letters>,B"`` took a minute to print (QA robust4); the blank-sheet dialog's fields hold 40."""
    out = tmp_path / "out.pdf"
    assert main(["print-sheet", "--blank", "--names", "A" * 2000 + ",B", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 200, err[:300]
    assert "--names: 'AAAAAAAAAAAAAAAAAAAA'... is 2000 characters long; a name can have at most 40" in err
    assert not out.exists()
    assert main(["print-sheet", "--blank", "--names", "Ж" * 40 + ",B", "-o", str(out)]) == 0


def test_a_refused_name_is_quoted_in_its_own_letters(qapp: object, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """A Russian name too long was shown as escape codes ('\\u0410\\u043b...': QA recheck22)."""
    out = tmp_path / "out.pdf"
    name = "Александра Константиновна Петрова-Водкина"
    assert main(["print-sheet", "--blank", "--lang", "ru", "--names", name + ",Боб", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "'Александра Константи'... is 41 characters long" in err, err
    assert "\\u" not in err


def test_bad_output_names(qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print-sheet", "--blank", "-o", str(tmp_path / "sheet.docx")]) == 2
    assert main(["print-sheet", "--blank", "-o", str(tmp_path / "nowhere" / "sheet.pdf")]) == 2
    assert main(["print-sheet", "--blank"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert "must end in .pdf or .png" in err[0]
    assert "does not exist" in err[1]
    assert "-o FILE.pdf" in err[2]


def test_headless_command_line(tmp_path: Path) -> None:
    """The real ``python -m`` run, without a display: a sheet, then a clean failure."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["PYTHONPATH"] = str(ROOT)
    out = tmp_path / "sheet.png"
    done = subprocess.run([sys.executable, "-m", "spades_desktop", "print-sheet", "--blank", "--preset", "standard",
                           "-o", str(out)], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    assert out.is_file()
    bad = subprocess.run([sys.executable, "-m", "spades_desktop", "print-sheet", "--game", "nope.json",
                          "-o", str(out)], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert bad.stderr.strip() == "error: nope.json: no such file"


def test_a_game_played_in_russian_prints_in_one_language(qapp: object, tmp_path: Path) -> None:
    # Russian QA: "Spades score sheet" and "Game to 500" over «Классические парные пики», the name as played.
    game = play_game(RuleSet(), seed=4, max_hands=2)
    record = GameRecord.from_game(game, names=["Аня", "Боря", "Вера", "Гоша"], preset_id="standard",
                                  preset_name="Классические парные пики", created="2026-05-09T20:14:00")
    record_file = save_record(record, tmp_path / "игра.json")
    english, russian = tmp_path / "en.pdf", tmp_path / "ru.pdf"
    assert main(["print-sheet", "--game", str(record_file), "-o", str(english)]) == 0
    text = text_of(english)
    assert "Spades score sheet" in text and "Standard partnership Spades" in text and "Классические" not in text
    assert main(["print-sheet", "--game", str(record_file), "--lang", "ru", "-o", str(russian)]) == 0
    text = text_of(russian)
    assert "Пики: лист счёта" in text and "Классические парные пики" in text and "Spades score sheet" not in text
    # the date as the window's Russian sheet writes it, not ISO (Russian family QA); the English sheet's is ISO
    assert "09.05.2026" in text and "2026-05-09" not in text
    assert "2026-05-09" in text_of(english)
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("ScoreSheet", "Spades score sheet") == "Spades score sheet", "let go after"


def test_a_club_that_plays_to_300_prints_its_target_on_a_blank_sheet(qapp: object, tmp_path: Path) -> None:
    # Club QA: "--target" was refused ("unrecognized arguments"), so the sheet said "Game to 500" and "500 points".
    out = tmp_path / "club.pdf"
    assert main(["print-sheet", "--blank", "--preset", "three-player", "--target", "300", "-o", str(out)]) == 0
    text = text_of(out)
    assert "Game to 300" in text and "300 points · −200 loses" in text
    assert "500" not in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--blank", "--target", "30"], "error: --target must be a score from 50 to 10000, not 30"),
        (["--blank", "--target", "10001"], "error: --target must be a score from 50 to 10000, not 10001"),
        (["--blank", "--target", "lots"], "error: --target must be a score from 50 to 10000, not 'lots'"),
        (["--blank", "--preset", "cancellation", "--target", "300"],
         "error: --target: these rules end after 6 hands, not at a score"),
        (["--game", "GAME", "--target", "300"], "error: --target is for blank sheets"),
    ],
)
def test_a_bad_target_says_what_is_allowed_as_score_does(
    qapp: object, tmp_path: Path, record_file: Path, capsys: pytest.CaptureFixture[str],
    args: list[str], message: str,
) -> None:
    argv = ["print-sheet", *[str(record_file) if a == "GAME" else a for a in args], "-o", str(tmp_path / "out.pdf")]
    try:
        code = main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(message)
    assert not (tmp_path / "out.pdf").exists()

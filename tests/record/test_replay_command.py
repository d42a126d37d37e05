"""``python -m spades_desktop replay FILE``: JSON scores and exit 0, or one error line and exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spades_desktop.cli import main
from spades_desktop.engine import RuleSet
from spades_desktop.record import save_record

from .record_samples import random_game, record_of


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["replay", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_prints_every_hands_scores_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = next(g for s in range(50) if (g := random_game(RuleSet(), s)).is_over and g.hand_number >= 3)
    path = save_record(record_of(game, preset_id="standard"), tmp_path / "game.json")
    code, out, err = run(capsys, str(path))
    assert (code, err) == (0, "")
    summary = json.loads(out)
    assert [h["hand"] for h in summary["hands"]] == list(range(1, game.hand_number + 1))
    names = ["North–South", "East–West"]
    assert summary["winner"] == names[game.winner or 0]
    assert summary["finished"] is True
    assert summary["totals"] == dict(zip(names, game.scores, strict=True))
    for hand, log in zip(summary["hands"], game.hands_log, strict=True):
        score = log.score
        assert score is not None
        assert hand["deal_number"] == log.deal_number
        assert hand["dealer"] == ["South", "West", "North", "East"][log.dealer]
        assert list(hand["bids"].values()) == [str(b) for b in score.bids]
        assert list(hand["tricks"].values()) == list(score.tricks)
        assert hand["totals"] == dict(zip(names, score.totals, strict=True))
        side = hand["sides"][0]
        assert side["side"] == "North–South" and side["seats"] == ["South", "North"]
        assert side["points"] == score.sides[0].points
        assert side["total_after"] == score.sides[0].total_after
        assert side["bags_after"] == score.sides[0].bags_after


def test_replay_of_a_partial_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game(RuleSet(players=3, partnerships=False, removed_cards=("2C",)), 3, max_actions=80)
    path = save_record(record_of(game), tmp_path / "partial.json")
    code, out, err = run(capsys, str(path))
    assert (code, err) == (0, "")
    summary = json.loads(out)
    assert summary["finished"] is False and summary["winner"] is None
    assert len(summary["hands"]) == game.hand_number - 1
    assert list(summary["totals"]) == ["South", "West", "East"]


def test_quiet_prints_nothing_for_a_good_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = save_record(record_of(random_game(RuleSet(), 1)), tmp_path / "game.json")
    assert run(capsys, "--quiet", str(path)) == (0, "", "")


def _damaged(tmp_path: Path) -> tuple[Path, str]:
    data = json.loads(record_of(random_game(RuleSet(), 1)).to_json())
    side = data["hands"][1]["result"]["sides"][0]
    right = side["total_after"]
    side["total_after"] = right + 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, f"hand 2: recorded total {right + 1} for North–South but the rules give {right}"


@pytest.mark.parametrize("quiet", [False, True])
def test_a_damaged_record_gives_one_error_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], quiet: bool
) -> None:
    path, message = _damaged(tmp_path)
    code, out, err = run(capsys, *(["--quiet"] if quiet else []), str(path))
    assert (code, out) == (2, "")
    assert err == f"error: {path}: {message}\n"


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("missing.json", None, "no such file"),
        ("binary.json", bytes(range(256)), "not a game record: the file is not UTF-8 text"),
        ("empty.json", b"", "the file is empty, not a game record"),
        ("cut.json", b'{"format": "spades-desktop-record", "version": 1, "rules": {', "the file is truncated"),
        ("v9.json", b'{"format": "spades-desktop-record", "version": 9}', "record version 9 is not supported"),
        ("list.json", b"[]", "not a game record: the file holds a JSON list"),
    ],
)
def test_bad_files_give_one_error_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: bytes | None, message: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(capsys, str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {path}: {message}")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_folder_gives_one_error_line_and_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, str(tmp_path))
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {tmp_path}: ") and err.count("\n") == 1


def test_an_unexpected_failure_still_prints_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import spades_desktop.record as record_pkg

    def broken(record: object) -> object:
        raise KeyError("bug")

    monkeypatch.setattr(record_pkg, "replay", broken)
    path = save_record(record_of(random_game(RuleSet(), 1, max_actions=5)), tmp_path / "game.json")
    code, out, err = run(capsys, str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {path}: this record could not be replayed (KeyError") and err.count("\n") == 1

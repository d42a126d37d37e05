"""``python -m spades_desktop analyze FILE``: the double dummy at each step and the coach's values,
or one error line and exit 2."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from spades_desktop.ai import coach
from spades_desktop.ai.base import make_player
from spades_desktop.ai.coach import Decision
from spades_desktop.ai.message import Message
from spades_desktop.cli import main
from spades_desktop.engine import Game, HandScored, Play, RuleSet
from spades_desktop.record import GameRecord, save_record


def one_hand_record(tmp_path: Path, seed: int = 9) -> Path:
    game = Game(RuleSet(), seed)
    bots = [make_player("normal", s) for s in range(4)]
    while True:
        seat = game.to_act
        assert seat is not None
        if any(isinstance(e, HandScored) for e in game.apply(bots[seat].choose(game.view(seat)))):
            break
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    return save_record(record, tmp_path / "hand.json")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["analyze", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_every_step_with_double_dummy_and_coach(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = one_hand_record(tmp_path)
    code, out, err = run(capsys, str(path), "--hand", "1", "--json", "--samples", "6")
    assert (code, err) == (0, "")
    data = json.loads(out)
    steps = data["steps"]
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    assert len(steps) == len(record.hands[0].actions)
    cards = steps[-52:]
    assert all(s["double_dummy"] is None for s in steps[:-52]), "no double dummy before the play"
    assert sum(cards[-1]["double_dummy"].values()) == 1, "before the last card one trick is left"
    assert all(cards[i]["double_dummy"] is not None for i in range(52 - 24, 52)), "the last six tricks are solved"
    for i, s in enumerate(cards):
        if s["double_dummy"] is not None:
            assert sum(s["double_dummy"].values()) == 13 - i // 4
    coached = [s for s in steps if "coach" in s]
    assert coached and all(s["seat"] == "South" for s in coached)
    for s in coached:
        assert s["action"] in s["coach"]["values"], "the choice has a value"


def test_text_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, str(one_hand_record(tmp_path)), "--samples", "4")
    assert code == 0
    assert out.startswith("Hand 1 of 2") and "could still take: North–South" in out and "coach:" in out


def test_the_costly_decisions_name_the_step_numbers_the_list_gives_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = one_hand_record(tmp_path)
    actions = GameRecord.from_json(path.read_text(encoding="utf-8")).hands[0].actions
    index = next(i for i, (seat, action) in enumerate(actions) if seat == 0 and isinstance(action, Play))
    chosen = actions[index][1]

    def one_costly(steps: object, humans: object, **_options: object) -> list[Decision]:
        return [Decision(index, 0, chosen, ((chosen, 0.0),), 1, 20.0, Message.of("that card cost"))]

    monkeypatch.setattr(coach, "coach_steps", one_costly)
    code, out, _err = run(capsys, str(path), "--nodes", "50")
    assert code == 0
    found = re.search(r"step (\d+): that card cost", out)
    assert found is not None
    numbered = re.search(rf"^ *{found[1]}\. (\S+) +(\S+)", out, re.MULTILINE)
    assert numbered is not None and numbered.groups() == ("South", str(chosen))


def test_a_costly_card_says_what_it_cost_with_every_card_seen(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """As the review does (QA: "cost about 7 points" of a card that lost nothing as the cards lay)."""
    from spades_desktop.ai.hand_analysis import double_dummy_trace, hand_steps, tricks_lost

    for seed in range(10, 40):  # a hand without a nil (a nil's side counts points, not tricks)
        path = one_hand_record(tmp_path, seed)
        record = GameRecord.from_json(path.read_text(encoding="utf-8"))
        steps = hand_steps(record, 0)
        if not any(b is not None and b.is_nil for b in steps[-1].before.bids):
            break
    trace = double_dummy_trace(steps)
    index = max(i for i, st in enumerate(steps[:-1]) if st.seat == 0 and isinstance(st.action, Play))
    lost = tricks_lost(steps, trace, index)
    assert lost is not None
    chosen = steps[index].action

    def one_costly(steps: object, humans: object, **_options: object) -> list[Decision]:
        return [Decision(index, 0, chosen, ((chosen, 0.0),), 1, 20.0, Message.of("that card cost"))]

    monkeypatch.setattr(coach, "coach_steps", one_costly)
    code, out, _err = run(capsys, str(path))
    said = "lost no trick" if lost == 0 else f"cost {lost} trick"
    assert code == 0 and f"that card cost (With every card seen it {said}" in out, out[-300:]
    code, out, _err = run(capsys, str(path), "--json")
    data = json.loads(out)
    assert data["steps"][index]["coach"]["tricks_lost_every_card_seen"] == lost
    assert "With every card seen" in data["flagged"][0]


@pytest.mark.parametrize("text", ["", "{", '{"format": "spades-desktop-record", "version": 99}', "[1, 2]"])
def test_bad_file_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, str(path))
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_missing_file_and_bad_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, str(tmp_path / "nothing.json"))
    assert code == 2 and err.count("\n") == 1
    code, _out, err = run(capsys, str(one_hand_record(tmp_path)), "--hand", "5")
    assert code == 2 and "choose 1 to 2" in err and err.count("\n") == 1


def test_duplicate_compares_every_finished_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = one_hand_record(tmp_path)
    code, out, err = run(capsys, str(path), "--duplicate", "normal", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    score = record.hands[0].score
    assert score is not None
    assert [h["hand"] for h in data["hands"]] == [1], "only the finished hand"
    assert list(data["hands"][0]["played"].values()) == [s.points for s in score.sides]
    again = run(capsys, str(path), "--duplicate", "normal", "--json")[1]
    assert json.loads(again) == data, "the same comparison every time"
    code, out, _err = run(capsys, str(path), "--duplicate", "normal")
    assert code == 0 and "hand   1 (deal" in out and out.strip().splitlines()[-1].startswith("total:")

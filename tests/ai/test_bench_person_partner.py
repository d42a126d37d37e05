"""``bench/person_partner.py``: a stand-in person beside each partner level, with a Hard partner told which
seat is the person (as the window tells it)."""

from __future__ import annotations

import json

import pytest

from spades_desktop.ai.hard import HardPlayer
from spades_desktop.engine import RuleSet

from .test_strength import bench_script

PERSON = bench_script("person_partner")


def test_a_hard_partner_knows_the_persons_seat_and_a_normal_one_is_as_made() -> None:
    hard = PERSON.partner_bot("hard:samples=4", 1, 1)
    assert isinstance(hard, HardPlayer) and hard.humans == frozenset({1})
    assert not isinstance(PERSON.partner_bot("normal", 1, 1), HardPlayer)
    untold = PERSON.partner_bot("untold:hard:samples=4", 1, 1)
    assert isinstance(untold, HardPlayer) and untold.humans == frozenset() and untold.samples == 4


def test_the_person_sits_first_in_its_side_and_the_partner_opposite(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[int, str]] = []
    real_make, real_partner = PERSON.make_player, PERSON.partner_bot

    def make(spec: str, seed: int):  # type: ignore[no-untyped-def]
        made.append((seed % 8, spec))
        return real_make(spec, seed)

    def partner(spec: str, seed: int, person: int):  # type: ignore[no-untyped-def]
        made.append((seed % 8, f"partner of {person}"))
        return real_partner(spec, seed, person)

    monkeypatch.setattr(PERSON, "make_player", make)
    monkeypatch.setattr(PERSON, "partner_bot", partner)
    result = PERSON.play_deal(RuleSet(), "easy", "normal", "random", 5, 0)
    assert made == [(0, "easy"), (1, "random"), (2, "partner of 0"), (2, "normal"), (3, "random"),
                    (0, "random"), (1, "easy"), (2, "random"), (3, "partner of 1"), (3, "normal")]
    assert result["person_made"] <= result["person_nils"] and result["partner_made"] <= result["partner_nils"]
    assert result["sets"] <= result["contracts"] <= 2


def test_the_report_pairs_each_partner_with_the_first_deal_by_deal(capsys: pytest.CaptureFixture[str]) -> None:
    def deal(diff: float) -> dict[str, float]:
        return {"diff": diff, "person_nils": 1, "person_made": 1, "partner_nils": 0, "partner_made": 0,
                "contracts": 2, "sets": 0}

    rows = [{"deal": 1, "normal": deal(10.0), "hard": deal(14.0)},
            {"deal": 2, "normal": deal(-20.0), "hard": deal(-18.0)}]
    assert PERSON.report(rows, "reference", ["normal", "hard"]) == pytest.approx(3.0)
    out = capsys.readouterr().out
    assert "person's nils made   2/2" in out and "hard - normal, deal by deal: +3.00" in out


def test_runs_of_other_partners_on_the_same_deals_pair_up(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    def deal(diff: float) -> dict[str, float]:
        return {"diff": diff, "person_nils": 0, "person_made": 0, "partner_nils": 1, "partner_made": 1,
                "contracts": 2, "sets": 1}

    out = tmp_path / "person.jsonl"
    lines = [{"deal": 1, "normal": deal(0.0), "hard": deal(10.0)}, {"deal": 2, "normal": deal(0.0), "hard": deal(4.0)},
             {"deal": 2, "untold:hard": deal(8.0)}, {"deal": 1, "untold:hard": deal(12.0)},
             {"deal": 3, "untold:hard": deal(50.0)}]  # deal 3 was not played with "hard": left out of the pairing
    out.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    assert PERSON.main(["--partners", "hard", "untold:hard", "--deals", "0", "--out", str(out)]) == 0
    report = capsys.readouterr().out
    assert "2 deals x 2 seatings" in report
    assert "untold:hard - hard, deal by deal: +3.00" in report
    assert len(out.read_text(encoding="utf-8").splitlines()) == len(lines)  # nothing played, nothing appended


def test_a_damaged_results_file_stops_the_run_before_it_plays_and_is_kept(tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "person.jsonl"
    text = '{"deal": 1, "hard": {"diff": 1.0}}\n{"deal": 2, "hard": \n'
    out.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        PERSON.main(["--partners", "hard", "--deals", "1", "--out", str(out)])
    assert stopped.value.code == 2
    assert out.read_text(encoding="utf-8") == text
    with pytest.raises(ValueError, match=r"line 2 .* is not JSON"):
        PERSON.read_rows(out)
    out.write_text('[1, 2]\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"line 1 .* not a deal's results"):
        PERSON.read_rows(out)

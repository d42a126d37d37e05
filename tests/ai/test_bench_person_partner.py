"""``bench/person_partner.py``: a stand-in person beside each partner level, with a Hard partner told which
seat is the person (as the window tells it)."""

from __future__ import annotations

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

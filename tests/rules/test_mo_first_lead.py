"""mo: first_tricks has the Mo bidder lead the first trick, first_lead: two_of_clubs the holder of the 2♣: the
rules card said both and play followed the Mo bidder, so the combination is refused (author QA 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.engine import RulesError, RuleSet
from spades_desktop.rules import PresetError, load_preset_file


def test_first_trick_mo_with_the_two_of_clubs_lead_is_refused() -> None:
    with pytest.raises(RulesError, match="cannot be combined with first_lead: two_of_clubs") as caught:
        RuleSet(mo="first_tricks", first_lead="two_of_clubs").validate()
    assert caught.value.template is not None  # translatable
    RuleSet(mo="first_tricks").validate()
    RuleSet(mo="in_a_row", first_lead="two_of_clubs").validate()  # a Mo in a row leaves the first lead alone


def test_the_preset_file_that_combined_them_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "mo-first-lead.yaml"
    path.write_text("id: mo-first-lead\nname: {en: Mo and the 2C}\nrules:\n  mo: first_tricks\n"
                    "  first_lead: two_of_clubs\n", encoding="utf-8")
    with pytest.raises(PresetError, match="Mo bidder lead the first trick"):
        load_preset_file(path)

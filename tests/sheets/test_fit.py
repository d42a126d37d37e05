"""Readable paper: names never print below 70 % of their cell's size; too long ones are wrapped, or cut short
with the whole name printed in the header."""

from __future__ import annotations

from pathlib import Path

import pytest

from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.rules import load_preset
from spades_desktop.sheets import page_layout, render_pdf
from spades_desktop.sheets.model import ScoreSheet, played_sheet

from .drawn import Drawn, record_text, whole
from .scripted import RULES, scripted_hands

SMALLEST = 0.7  # of a text's size in its cell


def hand(bids: str, tricks: str) -> HandEntry:
    return HandEntry(tuple(parse_bid(b) for b in bids.split()), tuple(int(t) for t in tricks.split()))


def in_column(drawn: list[Drawn], sheet: ScoreSheet, kind: str) -> list[Drawn]:
    """What was drawn in the body rows of the columns of ``kind``."""
    layout = page_layout(sheet)
    cols = [c for c in layout.columns if c.kind == kind]
    return [d for d in drawn if d.y >= layout.body_top - 0.01 and any(c.x <= d.x < c.right for c in cols)]


# ----------------------------------------------------------------------- names
LONG_NAMES = ("Maximilian Alexandrovich Konstantinopols", "Bartholomew Fitzgerald-Worthington III",
              "Анастасия Владимировна Преображенская", "Christopher Montgomery Wellington")


@pytest.mark.parametrize("preset_id", ["standard", "cutthroat"])
def test_long_names_are_readable_and_whole_in_the_header(qapp: object, tmp_path: Path, preset_id: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Forty-letter names were shrunk to about 1 mm to fit one line, in the Dealer column and under the sides."""
    rules = load_preset(preset_id).rules
    entries = [hand("4 4 3 3", "3 4 3 3"), hand("4 4 3 3", "4 3 4 2"), hand("4 4 3 3", "3 5 3 2"),
               hand("4 4 3 3", "5 3 3 2")]
    tally = tally_match(rules, entries, 3)
    sheet = played_sheet(rules, tally.scores, LONG_NAMES, preset_name="s")
    drawn = record_text(monkeypatch)
    render_pdf(sheet, tmp_path / "names.pdf")
    dealers = [d for d in in_column(drawn, sheet, "dealer") if d.text.strip()]
    assert dealers and min(d.size_mm for d in dealers) >= SMALLEST * 3.0
    layout = page_layout(sheet)
    head = [d for d in drawn if layout.head_top <= d.y < layout.body_top]
    for name in LONG_NAMES:
        assert whole(head, name), f"{name} is not printed whole in the header"
        sizes = [d.size_mm for d in head if d.text and d.text in name]
        assert sizes and min(sizes) >= SMALLEST * 3.0, name


def test_a_name_too_long_for_the_title_stands_whole_over_the_title_s_row(qapp: object, tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Capitals fill two lines of a title; then each partner's name takes the title's row and the name row."""
    names = ("MAXIMILIAN ALEXANDROVICH KONSTANTINOPOLS", "WILHELMINA MAXIMILIANA WORTHINGTON-SMYTH",
             "АНАСТАСИЯ ВЛАДИМИРОВНА ПРЕОБРАЖЕНСКАЯ-ЩУК", "Maximilianalexandrovichkonstantinopolsky")
    sheet = played_sheet(RULES, scripted_hands(), names, preset_name="s")
    drawn = record_text(monkeypatch)
    render_pdf(sheet, tmp_path / "caps.pdf")
    layout = page_layout(sheet)
    head = [d for d in drawn if layout.head_top <= d.y < layout.body_top]
    for name in names:
        assert whole(head, name), name
    assert min(d.size_mm for d in head if d.text.strip()) >= 2.0  # nothing in the header is tiny

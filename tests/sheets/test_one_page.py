"""A club's filled sheet of a normal game fits one page (QA club 12: a three-player game of 15 hands printed its
last two hands and the final totals on a second page). Up to ``FIT_HANDS`` hands the rows are lowered to fit, down
to ``FIT_ROW`` with their figures at no less than ``FIT_TEXT`` of their size; a longer game keeps full rows and
goes on to a second page."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pypdf
import pytest

from spades_desktop.engine.tally import HandEntry, tally_match
from spades_desktop.rules import load_preset
from spades_desktop.sheets import render_pdf
from spades_desktop.sheets.layout import FIT_HANDS, FIT_ROW, FIT_TEXT, PLAYED_ROW, page_count, page_layout, page_rows
from spades_desktop.sheets.model import ScoreSheet
from spades_desktop.sheets.sources import real_cards_sheet

from ..hand_entries import entries
from .test_pdf import pdf_tokens

# the QA's game B (Xu, Yo, Zed; three players, 17 tricks a hand), as corrected: Yo wins in hand 15
GAME_B = """5 6 5 / 6 6 5
nil 8 7 / 0 9 8
6 5 7 / 5 6 6
4 6 6 / 5 6 6
6 blind_nil 9 / 7 1 9
5 7 6 / 6 5 6
nil 6 8 / 2 6 9
5 nil 11 / 7 0 10
6 5 6 / 6 6 5
7 6 5 / 6 6 5
6 5 7 / 7 5 5
5 6 5 / 5 7 5
6 5 5 / 6 6 5
6 5 5 / 6 6 5
6 5 5 / 6 6 5"""


def kept_sheet(preset_id: str, hands: list[HandEntry], names: tuple[str, ...], page_size: str = "a4",
               target: int | None = None) -> ScoreSheet:
    preset = load_preset(preset_id)
    rules = preset.rules if target is None else dataclasses.replace(preset.rules, target=target)
    tally = tally_match(rules, hands, rules.players - 1)
    return real_cards_sheet(rules, tally.scores, names, tally.winner, preset_name=preset.name_in("en"),
                            date="2026-12-07", page_size=page_size)


def pdf_pages(sheet: ScoreSheet, path: Path) -> int:
    render_pdf(sheet, path)
    return len(pypdf.PdfReader(str(path)).pages)


def readable(sheet: ScoreSheet) -> None:
    layout = page_layout(sheet)
    assert FIT_ROW <= layout.row_height <= PLAYED_ROW
    assert FIT_TEXT <= layout.text_scale <= 1.0


def test_the_qa_s_three_player_game_of_15_hands_prints_on_one_page(qapp: object, tmp_path: Path) -> None:
    sheet = kept_sheet("three-player", entries(GAME_B), ("Xu", "Yo", "Zed"))
    assert sheet.winner == 1 and len(sheet.rows) == 15 and sheet.house_notes
    assert page_count(sheet) == 1
    assert pdf_pages(sheet, tmp_path / "clubB.pdf") == 1
    (tokens,) = pdf_tokens(tmp_path / "clubB.pdf")
    assert "517" in tokens and "Winner:" in tokens and "Deck:" in tokens, "the totals, the winner, the notes"
    readable(sheet)
    assert page_layout(sheet).row_height < PLAYED_ROW


STEADY_3 = "6 5 5 / 6 6 5\n"  # Xu +60, Yo +51, Zed +50 a hand: nobody reaches 10 000 in 22 hands
STEADY_4 = "3 3 3 3 / 4 3 3 3\n"


@pytest.mark.parametrize("page_size", ["a4", "letter"])
@pytest.mark.parametrize(("preset_id", "line", "names"), [
    ("three-player", STEADY_3, ("Xu", "Yo", "Zed")),
    ("cutthroat", STEADY_4, ("Ann", "Bob", "Cy", "Di")),
    ("standard", STEADY_4, ("Ann", "Bob", "Cy", "Di")),
])
def test_a_game_of_20_hands_fits_one_page_of_three_or_four_columns(
        qapp: object, tmp_path: Path, preset_id: str, line: str, names: tuple[str, ...], page_size: str) -> None:
    sheet = kept_sheet(preset_id, entries(line * 20), names, page_size, target=10_000)
    assert len(sheet.rows) == 20
    assert page_count(sheet) == 1, page_layout(sheet)
    assert pdf_pages(sheet, tmp_path / "twenty.pdf") == 1
    readable(sheet)
    assert list(page_rows(sheet, 0)) == list(range(20))


def test_a_game_past_the_limit_keeps_full_rows_and_goes_on_to_a_second_page(qapp: object, tmp_path: Path) -> None:
    sheet = kept_sheet("three-player", entries(STEADY_3 * (FIT_HANDS + 1)), ("Xu", "Yo", "Zed"), target=10_000)
    layout = page_layout(sheet)
    assert layout.row_height == PLAYED_ROW and layout.text_scale == 1.0
    assert page_count(sheet) == 2 and pdf_pages(sheet, tmp_path / "long.pdf") == 2
    assert len(page_rows(sheet, 1)) >= 2, "the final totals never stand alone"


def test_a_game_that_fits_at_full_rows_keeps_them(qapp: object) -> None:
    sheet = kept_sheet("three-player", entries(GAME_B)[:10], ("Xu", "Yo", "Zed"))
    layout = page_layout(sheet)
    assert page_count(sheet) == 1 and layout.row_height == PLAYED_ROW and layout.text_scale == 1.0

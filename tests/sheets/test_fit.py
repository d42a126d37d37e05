"""Readable paper: call-outs and names never print below 70 % of their cell's size; too long ones are wrapped,
moved to a numbered note, or (names) printed whole in the header."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pypdf
import pytest
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF

from spades_desktop.engine.tally import HandEntry, parse_bid, tally_match
from spades_desktop.rules import load_preset
from spades_desktop.sheets import page_layout, render_pdf
from spades_desktop.sheets.model import ScoreSheet, SideCell, Translate, no_translation, played_sheet

from .drawn import Drawn, record_text, whole
from .scripted import RULES, scripted_hands

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"
SMALLEST = 0.7  # of a text's size in its cell
POINTS_SIZE = 3.4  # a hand's points (paint: layout.POINTS_SIZE)


def _russian() -> Translate:
    spec = importlib.util.spec_from_file_location("spades_translation_ru_for_sheets", FOLDER / "ru.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    table: dict[tuple[str, str], str] = module.RU
    return lambda text: table.get(("ScoreSheet", text), text)


TRANSLATIONS: dict[str, Translate] = {"en": no_translation, "ru": _russian()}


def hand(bids: str, tricks: str) -> HandEntry:
    return HandEntry(tuple(parse_bid(b) for b in bids.split()), tuple(int(t) for t in tricks.split()))


def book_lose_all(lang: str) -> ScoreSheet:
    """Book rules, hand 3: Ann's blind nil and Cy's nil both fail, and the side loses its whole score."""
    rules = load_preset("book").rules
    entries = [hand("4 4 4 4", "5 4 4 0"), hand("4 4 4 4", "4 4 5 0"), hand("bn 6 n 6", "1 6 1 5")]
    tally = tally_match(rules, entries, 3)
    assert tally.scores[-1].sides[0].specials == (("lose all", -162),)
    return played_sheet(rules, tally.scores, ("Ann", "Bob", "Cy", "Di"), preset_name="Book",
                        tr=TRANSLATIONS[lang])


def cell_note(cell: SideCell) -> str:
    return " \u00b7 ".join(cell.notes)


def in_column(drawn: list[Drawn], sheet: ScoreSheet, kind: str) -> list[Drawn]:
    """What was drawn in the body rows of the columns of ``kind``."""
    layout = page_layout(sheet)
    cols = [c for c in layout.columns if c.kind == kind]
    return [d for d in drawn if d.y >= layout.body_top - 0.01 and any(c.x <= d.x < c.right for c in cols)]


def pdf_text(path: Path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(path)).pages)


# ------------------------------------------------------------------ call-outs
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_call_out_is_a_numbered_note_never_tiny(qapp: object, tmp_path: Path, lang: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """"BN ✗ · N ✗ · lose all" ("СН ✗ · Н ✗ · всё потеряно") was squeezed into the Points cell at about 1 mm
    (0.9 mm in Russian) beside 3.5 mm numbers: unreadable on paper."""
    sheet = book_lose_all(lang)
    note = cell_note(sheet.rows[-1].sides[0])
    assert note.count("\u2717") == 2
    drawn = record_text(monkeypatch)
    out = tmp_path / "book.pdf"
    render_pdf(sheet, out)
    points = in_column(drawn, sheet, "points")
    assert points and min(d.size_mm for d in points) >= SMALLEST * POINTS_SIZE
    assert [d.text for d in points if d.text.startswith("*")] == ["*1"]  # in the cell, under -162
    assert whole(drawn, f"*1 = {note}")  # under the table, at the legend's size
    assert min(d.size_mm for d in drawn if d.text == f"*1 = {note}") >= 2.8 * SMALLEST
    assert "*1" in pdf_text(out)
    from spades_desktop.sheets.layout import note_numbers, page_notes

    assert note_numbers(sheet) == {note: 1}
    assert page_notes(sheet, 0) == ((1, note),)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_short_call_outs_stay_in_their_cell_at_a_readable_size(qapp: object, tmp_path: Path, lang: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = played_sheet(RULES, scripted_hands(), ("Ann", "Bob", "Cy", "Di"), preset_name="s",
                         tr=TRANSLATIONS[lang])
    set_word = TRANSLATIONS[lang]("set")
    assert any(cell_note(c) == set_word for r in sheet.rows for c in r.sides)
    drawn = record_text(monkeypatch)
    render_pdf(sheet, tmp_path / "s.pdf")
    notes = [d for d in in_column(drawn, sheet, "points") if d.text == set_word]
    assert notes and all(d.size_mm >= SMALLEST * POINTS_SIZE for d in notes)


def test_the_sheet_s_text_widths_are_the_printed_font_s(qapp: object) -> None:
    """The layout decides without Qt whether a call-out fits; its widths must not be narrower than Qt's."""
    from spades_desktop.sheets.layout import NOTE_SIZE
    from spades_desktop.sheets.textwidth import text_width

    font = QFont("DejaVu Sans")
    font.setPixelSize(240)
    font.setItalic(True)
    if QFontInfo(font).family() != "DejaVu Sans":
        pytest.skip("DejaVu Sans is not installed here")
    metrics = QFontMetricsF(font)
    words = ["set", "N \u2717", "BN \u2717", "bags \u2212100", "lose all", "big bemo", "no trump", "streak broken"]
    russian = TRANSLATIONS["ru"]
    for text in [*words, *(russian(w) for w in ("set", "N", "BN", "lose all", "big bemo", "no trump", "dix"))]:
        qt = metrics.horizontalAdvance(text) / 100  # 240 px = 24 mm: widths in millimetres at 2.4 mm
        assert qt <= text_width(text, NOTE_SIZE * 10) / 10 <= qt * 1.03, text


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


@pytest.mark.parametrize("name", ["A" * 3000, "Ab " * 999 + "Ab"], ids=["one-word", "many-words"])
def test_a_name_thousands_of_letters_long_prints_at_once_elided(qapp: object, tmp_path: Path, name: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand-edited record's 3000-letter name froze printing for minutes (QA robust4): each cut of the word
    measured every prefix of it, the whole name was wrapped far past the lines allowed, and that at every size.
    The text measured must stay in proportion to the name (a budget, not a timing): elided, in the header's
    lines, at a readable size."""
    measured = 0
    budget = 60 * len(name)

    def count(text: str) -> None:
        nonlocal measured
        measured += len(text)
        if measured > budget:  # fail at once rather than measure for minutes
            raise AssertionError(f"more than {budget} characters measured for a {len(name)}-character name")

    advance, elided = QFontMetricsF.horizontalAdvance, QFontMetricsF.elidedText

    def spy_advance(self: QFontMetricsF, text: str, *args: object) -> float:
        count(text)
        return advance(self, text, *args)

    def spy_elided(self: QFontMetricsF, text: str, *args: object) -> str:
        count(text)
        return elided(self, text, *args)

    monkeypatch.setattr(QFontMetricsF, "horizontalAdvance", spy_advance)
    monkeypatch.setattr(QFontMetricsF, "elidedText", spy_elided)
    sheet = played_sheet(RULES, scripted_hands(), (name, "Bob", "Cy", "Di"), preset_name="s")
    drawn = record_text(monkeypatch)
    out = tmp_path / "long.pdf"
    render_pdf(sheet, out)
    assert out.stat().st_size > 0
    monkeypatch.setattr(QFontMetricsF, "horizontalAdvance", advance)
    layout = page_layout(sheet)
    head = [d for d in drawn if layout.head_top <= d.y < layout.body_top and d.text.startswith(name[:2])]
    assert 1 <= len(head) <= 5, "up to five lines over the title's row, not hundreds"
    assert head[-1].text.endswith("\u2026"), "cut short with an ellipsis"
    assert min(d.size_mm for d in head) >= SMALLEST * 3.0 - 0.01
    for d in head:  # each line inside its box
        font = QFont("DejaVu Sans")
        font.setPixelSize(round(d.size_mm * 10))
        assert QFontMetricsF(font).horizontalAdvance(d.text) <= d.w * 10 + 0.5, d.text
    dealers = [d for d in in_column(drawn, sheet, "dealer") if d.text.strip() and d.text[0] == "A"]
    assert dealers and all(len(d.text) < 60 for d in dealers) and dealers[-1].text.endswith("\u2026")


# ------------------------------------------------------------------ the house notes on a filled sheet
@pytest.mark.parametrize("hands", [3, 40])
def test_a_filled_sheet_prints_the_rules_notes_under_its_last_totals_inside_the_page(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hands: int) -> None:
    """A club secretary: the book game's record showed "N ✗ 1 | 5 5 | −50" (−49 elsewhere) and a double nil's
    "N ✗" at 0 points, but the rules that make them so were printed on the blank sheet only."""
    from spades_desktop.rules.card import paper_notes
    from spades_desktop.sheets.layout import page_count

    from .games import play_game, scores_of

    rules = load_preset("book").rules
    notes = paper_notes(rules)
    assert "A nil bidder's tricks do not count for its partner's bid." in notes
    scores = scores_of(play_game(rules, 5, max_hands=hands))[:hands]
    sheet = played_sheet(rules, scores, ("Ann", "Bob", "Cy", "Di"), preset_name="Book", house_notes=notes)
    pages = page_count(sheet)
    assert pages == (1 if hands == 3 else 2)
    drawn = record_text(monkeypatch)
    render_pdf(sheet, tmp_path / "book.pdf")
    layout = page_layout(sheet)
    found = [d for d in drawn if d.text in notes]
    assert [d.text for d in found] == notes, "each note once: on the last page only"
    final = [d for d in drawn if d.text == sheet.labels.final]
    assert final and all(d.y > max(f.y for f in final) for d in found), "under the final totals"
    assert all(d.y + d.h <= layout.footer_top + 0.01 for d in found), "above the footer"
    plain = played_sheet(rules, scores, ("Ann", "Bob", "Cy", "Di"), preset_name="Book")
    assert page_count(plain) <= pages

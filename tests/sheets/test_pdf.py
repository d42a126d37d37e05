"""PDF and PNG sheets: the text on the page is the game's names, bids, tricks and totals."""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest
from PySide6.QtGui import QImage

from spades_desktop.engine import HandScore, RuleSet
from spades_desktop.rules import load_preset
from spades_desktop.sheets import page_count, page_layout, render_pdf, render_png
from spades_desktop.sheets.model import blank_sheet, played_sheet
from spades_desktop.sheets.sources import blank_sheet_for_preset, sheet_from_game

from .drawn import record_text
from .games import play_game, scores_of
from .scripted import NAMES, RULES, scripted_hands, signed, whole


def pdf_tokens(path: Path) -> list[list[str]]:
    """The words of each page, in drawing order."""
    reader = pypdf.PdfReader(str(path))
    return [page.extract_text().split() for page in reader.pages]


def row_tokens(score: HandScore, names: tuple[str, ...] | list[str]) -> list[str]:
    """What a played row must print, in order, straight from the engine's score."""
    out = [str(score.hand_number), names[score.dealer], str(score.deal_number)]
    for side in score.sides:
        for seat in side.seats:
            out += [score.bids[seat].short, str(score.tricks[seat])]
        out += [signed(side.points), str(side.bags_after), whole(side.total_after)]
    return out


def contains_in_order(tokens: list[str], wanted: list[str], start: int = 0) -> int:
    """Index after the last of ``wanted`` found in order in ``tokens`` from ``start`` (-1 if missing)."""
    i = start
    for word in wanted:
        try:
            i = tokens.index(word, i) + 1
        except ValueError:
            return -1
    return i


def test_played_game_pdf_has_names_bids_tricks_and_totals(qapp: object, tmp_path: Path) -> None:
    scores = scripted_hands()
    sheet = played_sheet(RULES, scores, NAMES, preset_name="Standard partnership", winner=1, date="2026-05-09")
    out = tmp_path / "game.pdf"
    assert render_pdf(sheet, out) == 1
    (tokens,) = pdf_tokens(out)
    text = " ".join(tokens)
    for name in ("Ann", "Bob", "Carl", "Dee", "2026-05-09", "Standard", "Final"):
        assert name in tokens
    assert "Winner: Bob & Dee (60 to \u2212128)" in text
    position = 0
    for score in scores:
        position = contains_in_order(tokens, row_tokens(score, NAMES), position)
        assert position > 0, f"hand {score.hand_number} is not printed as the engine scored it"
    assert "\u2717" in tokens and "set" in tokens and "\u2212100" in tokens  # the failed nil, the set, the penalty


def test_random_game_pdf_matches_the_engine_row_by_row(qapp: object, tmp_path: Path) -> None:
    rules = RuleSet(players=3, partnerships=False, removed_cards=("2C",))
    game = play_game(rules, seed=2, max_hands=12)
    names = ["Ann", "Bob", "Carl"]
    out = tmp_path / "three.pdf"
    render_pdf(sheet_from_game(game, names, preset_name="Three players"), out)
    tokens = [t for page in pdf_tokens(out) for t in page]
    position = 0
    for score in scores_of(game):
        position = contains_in_order(tokens, row_tokens(score, names), position)
        assert position > 0


@pytest.mark.parametrize(
    ("preset_id", "names", "groups"),
    [
        ("standard", ["Ann", "Bob", "Carl", "Dee"], ["Ann & Carl", "Bob & Dee"]),
        ("three-player", ["Ann", "Bob", "Carl"], ["Ann", "Bob", "Carl"]),
        ("cutthroat", ["Ann", "Bob", "Carl", "Dee"], ["Ann", "Bob", "Carl", "Dee"]),
    ],
)
def test_blank_sheets_of_each_layout(
    qapp: object, tmp_path: Path, preset_id: str, names: list[str], groups: list[str]
) -> None:
    preset = load_preset(preset_id)
    sheet = blank_sheet_for_preset(preset, names=names, rows=12)
    out = tmp_path / f"{preset_id}.pdf"
    render_pdf(sheet, out)
    (tokens,) = pdf_tokens(out)
    text = " ".join(tokens)
    for group in groups:
        assert group in text
    assert tokens.count("Bid") == preset.rules.players == tokens.count("Took")
    assert tokens.count("Total") == len(groups)
    assert str(preset.rules.target) in tokens  # the key rules in the header
    assert "nil" in tokens and "Date:" in tokens
    last_head = len(tokens) - 1 - tokens[::-1].index("Total")
    assert tokens[last_head + 1:last_head + 13] == [str(i) for i in range(1, 13)]  # numbered rows


@pytest.mark.parametrize(("preset_id", "page", "wanted"), [
    ("bonus-points", "a4", ["Bonuses,", "+30;", "dix:", "spade", "lead."]),
    ("three-player", "letter", ["Deck:", "51", "cards", "17", "cards", "each,", "17", "tricks"]),
    # the book: a side of one nil bidder scores each partner apart, and two nils are all or the whole score
    ("book", "a4", ["nil", "bidder's", "tricks", "do", "not", "count", "Both", "partners", "nil:", "+200", "loses",
                    "its", "whole", "score."]),
])
def test_a_blank_sheet_says_what_its_columns_do_not(qapp: object, tmp_path: Path, preset_id: str, page: str,
                                                    wanted: list[str]) -> None:
    """A club scoring Bonus points on paper had no word of the bonuses, nor three players of the 17 cards each
    that their Took columns add up to: those go under the table, and the page holds fewer rows for them."""
    sheet = blank_sheet_for_preset(load_preset(preset_id), page_size=page)
    plain = blank_sheet_for_preset(load_preset("standard"), page_size=page)
    assert sheet.house_notes and not plain.house_notes
    out = tmp_path / f"{preset_id}.pdf"
    render_pdf(sheet, out)
    (tokens,) = pdf_tokens(out)
    last_row = str(sheet.blank_rows)
    after_rows = tokens.index(last_row, tokens.index("Total")) + 1
    assert contains_in_order(tokens, wanted, after_rows) > 0, " ".join(tokens[after_rows:])
    assert page_count(sheet) == 1
    assert sheet.blank_rows < plain.blank_rows or preset_id == "three-player"  # a line of notes may fit the rest
    russian = blank_sheet_for_preset(load_preset(preset_id), lang="ru")
    assert russian.house_notes[0].startswith(("Бонусы", "Колода", "Взятки"))


def test_no_bags_column_when_bags_do_not_count(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "book.pdf"
    render_pdf(blank_sheet_for_preset(load_preset("book")), out)
    (tokens,) = pdf_tokens(out)
    assert "Bags" not in tokens and "Total" in tokens


def test_long_game_paginates_and_repeats_the_header(qapp: object, tmp_path: Path) -> None:
    rules = RuleSet(mercy=None, target=10_000)
    scores = scores_of(play_game(rules, seed=8, max_hands=40))
    sheet = played_sheet(rules, scores, NAMES, preset_name="Marathon")
    out = tmp_path / "long.pdf"
    pages = render_pdf(sheet, out)
    assert pages == page_count(sheet) >= 2
    tokens = pdf_tokens(out)
    assert len(tokens) == pages
    for number, page in enumerate(tokens, start=1):
        assert "Marathon" in page and "Ann" in page and page.count("Total") == 2
        assert contains_in_order(page, ["Page", str(number), "of", str(pages)]) > 0
    everything = [t for page in tokens for t in page]
    assert contains_in_order(everything, row_tokens(scores[-1], NAMES)) > 0


def test_png_pages(qapp: object, tmp_path: Path) -> None:
    sheet = blank_sheet(RULES, preset_name="s", rows=40)
    assert page_count(sheet) == 2
    for page in (0, 1):
        out = tmp_path / f"p{page}.png"
        render_png(sheet, out, page=page, dpi=100)
        image = QImage(str(out))
        assert (image.width(), image.height()) == (827, 1169)  # A4 portrait at 100 dpi
    with pytest.raises(ValueError, match="page 3 does not exist"):
        render_png(sheet, tmp_path / "p2.png", page=2)
    assert not (tmp_path / "p2.png").exists()


def test_letter_paper_and_landscape(qapp: object, tmp_path: Path) -> None:
    sheet = blank_sheet(RuleSet(players=4, partnerships=False), preset_name="s", page_size="letter")
    out = tmp_path / "letter.pdf"
    render_pdf(sheet, out)
    box = pypdf.PdfReader(str(out)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (792, 612)  # 11 x 8.5 in, landscape


def test_a_failed_write_keeps_the_old_file(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "keep.pdf"
    out.write_bytes(b"good data")
    with pytest.raises(OSError):
        render_pdf(blank_sheet(RULES, preset_name="s"), tmp_path / "missing" / "x.pdf")
    assert out.read_bytes() == b"good data"
    assert [p.name for p in tmp_path.iterdir()] == ["keep.pdf"]


def test_a_dealer_s_ordinary_name_is_printed_at_a_readable_size(qapp: object, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The dealer column was 15 mm beside a 24 mm one for 9-digit deal numbers: "Максимилиан" or "Normal bot 3"
    shrank to under two thirds of the row's size (about 5 pt), hard to read on paper."""
    from spades_desktop.sheets import paint

    drawn = record_text(monkeypatch)
    names = ("Максимилиан", "Normal bot 3", "Александра", "Константин")
    sheet = played_sheet(RULES, scripted_hands(), names, preset_name="Standard partnership", winner=1,
                         date="2026-05-09")
    render_png(sheet, tmp_path / "sheet.png")
    assert all(row.deal_number for row in sheet.rows)
    dealer = next(c for c in page_layout(sheet).columns if c.kind == "dealer")
    for name in {row.dealer_name for row in sheet.rows}:
        size = min(d.size_mm for d in drawn if d.text == name and dealer.x <= d.x < dealer.right)
        assert size >= 0.8 * paint.NAME_SIZE, f"{name} printed at {size / paint.NAME_SIZE:.0%} of the row's size"
    for row in sheet.rows:
        size = min(d.size_mm for d in drawn if d.text == str(row.deal_number))
        assert size >= 0.9 * 2.5, "the deal number still fits"
